"""The last good state of a damaged file (issue 14 item 4, decision J11): the journal up to
its first damaged line, or the ``.bak``; the later of the two when both exist; none when
neither reads. Only read: the files are left byte-identical."""

from __future__ import annotations

from dataclasses import replace
from datetime import UTC, datetime, timedelta
from pathlib import Path

import pytest

from narrator_app.engine import Game, last_good_state, open_last_good
from narrator_app.engine.archive import read_entry
from narrator_app.engine.gamefile import backup_path, dumps, save_game
from narrator_app.engine.simulate import random_game

T0 = datetime(2026, 3, 1, 18, 0, tzinfo=UTC)


def timed_game() -> Game:
    """12 actions of an unfinished game, the i-th played i minutes after the start."""
    full = random_game("zodiac", 12, 3)
    acts = [replace(a, at=(T0 + timedelta(minutes=i + 1)).isoformat())
            for i, a in enumerate(full.actions[:12])]
    g = Game.replay(full.setup, acts, full.scenario, created=T0.isoformat())
    assert g.state.winner is None
    return g


def first(g: Game, n: int) -> Game:
    return Game.replay(g.setup, g.actions[:n], g.scenario, g.game_id, g.created)


def damaged_journal(tmp_path: Path, line: int) -> tuple[Game, Path, bytes]:
    g = timed_game()
    path = save_game(g, tmp_path / "game.ravi")
    rows = path.read_bytes().splitlines(keepends=True)
    rows[line - 1] = b"{not json\n"
    raw = b"".join(rows)
    path.write_bytes(raw)
    return g, path, raw


def files(folder: Path) -> dict[str, bytes]:
    return {p.name: p.read_bytes() for p in sorted(folder.iterdir())}


@pytest.mark.parametrize("bak_actions", [None, 3, 9])
def test_the_journal_up_to_its_damage_or_the_later_bak(tmp_path: Path, bak_actions) -> None:
    g, path, _raw = damaged_journal(tmp_path, 7)  # lines 2-6: 5 actions
    if bak_actions is not None:
        backup_path(path).write_text(dumps(first(g, bak_actions)), "utf-8")
    before = files(tmp_path)
    bad = read_entry(path)
    assert bad.error == "damaged"
    good = last_good_state(bad)
    if bak_actions == 9:  # the .bak's last action is later than the journal's last good line
        assert good.from_backup and good.path == backup_path(path) and good.actions == 9
        assert good.good_until is None
    else:
        assert good.good_until == 7 and good.path == path and not good.from_backup
        assert good.actions == 5
    assert good.last_good and good.game_id == g.game_id
    game = open_last_good(good)
    assert [a.at for a in game.actions] == [a.at for a in g.actions[:good.actions]]
    assert files(tmp_path) == before  # nothing written, nothing moved


@pytest.mark.parametrize("with_bak", [False, True])
def test_a_damaged_header_has_only_its_bak(tmp_path: Path, with_bak: bool) -> None:
    g, path, _raw = damaged_journal(tmp_path, 1)
    if with_bak:
        backup_path(path).write_text(dumps(first(g, 4)), "utf-8")
    before = files(tmp_path)
    good = last_good_state(read_entry(path))
    if with_bak:
        assert good.from_backup and good.actions == 4
    else:
        assert good is None
    assert files(tmp_path) == before
