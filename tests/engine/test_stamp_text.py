"""Game.record's time stamp (game.now_utc): the text of
``datetime.now(UTC).isoformat(timespec="milliseconds")`` at the same clock reading, with its
date and time of day kept per second (the second is the key: a stamp in the next second, or
in an earlier one, reads its own)."""

from __future__ import annotations

from datetime import UTC, datetime

import pytest

from narrator_app.engine import game


def _expected(ns: int) -> str:
    # datetime.now floors the system clock to the microsecond; isoformat cuts to the ms.
    seconds, rest = divmod(ns, 1_000_000_000)
    when = datetime.fromtimestamp(seconds, UTC).replace(microsecond=rest // 1000)
    return when.isoformat(timespec="milliseconds")


READINGS = [
    1_796_000_000_123_456_789,  # 2026-11-29T…
    1_796_000_000_999_999_999,  # same second, its last nanosecond
    1_796_000_001_000_000_000,  # next second, ms 000
    1_796_000_001_007_000_001,  # ms 007
    1_796_000_000_500_000_000,  # back to the earlier second (a clock set back)
    1_796_086_400_050_000_000,  # the next day
    946_684_799_999_999_999,    # 1999-12-31T23:59:59.999
    946_684_800_000_000_000,    # 2000-01-01T00:00:00.000
    0,                          # the epoch
]


def test_stamps_equal_datetimes_text_in_every_second(monkeypatch: pytest.MonkeyPatch) -> None:
    for ns in READINGS:
        monkeypatch.setattr(game.time, "time_ns", lambda ns=ns: ns)
        assert game.now_utc() == _expected(ns), ns


def test_a_stamp_now_reads_as_datetime_now() -> None:
    before = datetime.now(UTC).isoformat(timespec="milliseconds")
    stamp = game.now_utc()
    after = datetime.now(UTC).isoformat(timespec="milliseconds")
    assert before <= stamp <= after
    assert datetime.fromisoformat(stamp).tzinfo == UTC
