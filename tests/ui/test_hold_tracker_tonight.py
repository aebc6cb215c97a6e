"""Takavar: the hostage-taker's tracker read the last night's hold all through the night
after tonight's hold was recorded («Last hold: 7 (void), 10» while the ring showed the
hostages 5 and 9), and the guard's last shield likewise. The record End night writes is
still the last night's (the no-repeat rule reads it tonight, club_scenarios 2.10 C8), so
the line keeps it and says tonight's beside it, void seats marked as the ring strikes them:
«Last hold: 7 (void), 10 — tonight: 5 (void), 9» (Z103-2)."""

from __future__ import annotations

import pytest
from PySide6.QtWidgets import QApplication

from narrator_app.engine import Setup, hold_void_tonight

pytestmark = pytest.mark.qt_log_ignore(r"This plugin does not support raise\\(\\)", extend=True)

TAKAVAR_12 = ["mafia_boss", "nato", "hostage_taker", "detective", "doctor", "commando",
              "guard", "gunner", "plain_citizen", "plain_citizen", "plain_citizen",
              "plain_citizen"]


#: The bidirectional marks the desk's words carry around names and lists (dropped), and the
#: no-break space between a seat and its name (a space).
MARKS = {**dict.fromkeys(map(ord, "\u2066\u2067\u2068\u2069\u200e\u200f")), 0xA0: " "}


def _row(window, seat: int) -> str:
    """The trackers' line of the card at ``seat``, without its bidirectional marks."""
    window.trackers.refresh()
    QApplication.processEvents()
    rows = [(who.translate(MARKS), text.translate(MARKS))
            for who, text in window.trackers.rows()]
    return next(text for who, text in rows if f"(P{seat})" in who)


def _rest_of_night(c) -> None:
    for key in ("mafia", "detective", "doctor", "gunner"):
        assert c.step(key, {}), c.last_error
    assert c.end_phase(), c.last_error


def test_the_hold_recorded_tonight_is_said_beside_the_last(en_window, controller) -> None:
    c, w = controller, en_window
    assert c.new_game(Setup("takavar", tuple(f"P{i}" for i in range(1, 13))), TAKAVAR_12)
    for _ in range(3):  # the intro day and night, Day 1
        assert c.end_phase(), c.last_error
    assert c.step("guard", {"protect": [7, 5]}), c.last_error
    assert c.step("hostage_taker", {"hold": [7, 10]}), c.last_error
    assert hold_void_tonight(c.state, 3) == [7]
    assert _row(w, 3) == "Last hold: none — tonight: 7 (P7) (void), 10 (P10)"
    _rest_of_night(c)
    assert hold_void_tonight(c.state, 3) == []  # by day: no hold tonight
    assert _row(w, 3) == "Last hold: 7 (P7) (void), 10 (P10)"
    assert c.end_phase(), c.last_error  # Night 2: before his step, the last night's alone
    assert _row(w, 3) == "Last hold: 7 (P7) (void), 10 (P10)"
    assert c.step("guard", {"protect": [5, 1]}), c.last_error
    assert _row(w, 7).startswith("Last shield: 7 (P7), 5 (P5) — tonight: 5 (P5), 1 (P1)")
    assert c.step("hostage_taker", {"hold": [5, 9]}), c.last_error
    assert _row(w, 3) == ("Last hold: 7 (P7) (void), 10 (P10) — tonight: 5 (P5) (void), "
                          "9 (P9)")
    _rest_of_night(c)
    assert _row(w, 3) == "Last hold: 5 (P5) (void), 9 (P9)"


def test_a_card_with_no_step_tonight_says_no_tonight(en_window, controller) -> None:
    c, w = controller, en_window
    assert c.new_game(Setup("takavar", tuple(f"P{i}" for i in range(1, 13))), TAKAVAR_12)
    for _ in range(3):
        assert c.end_phase(), c.last_error
    assert c.step("guard", {"protect": [7, 5]}), c.last_error
    assert "tonight" not in _row(w, 3)


def test_the_persian_line_says_tonight(window, controller) -> None:
    c = controller
    assert c.new_game(Setup("takavar", tuple(f"P{i}" for i in range(1, 13))), TAKAVAR_12)
    for _ in range(3):
        assert c.end_phase(), c.last_error
    assert c.step("guard", {"protect": [7, 5]}), c.last_error
    assert c.step("hostage_taker", {"hold": [7, 10]}), c.last_error
    row = _row(window, 3)
    assert row == "آخرین گروگان: هیچ‌کس — امشب: ۷ (P7) (بی‌اثر)، ۱۰ (P10)", row
