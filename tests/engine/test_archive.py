"""The archive: summaries, search by player name, unfinished autosaves."""

from __future__ import annotations

from pathlib import Path

from helpers import at_day_one, play

from narrator_app.engine import Game, Setup
from narrator_app.engine.archive import read_entry, scan, search, unfinished_autosaves
from narrator_app.engine.gamefile import autosave_path, save_game
from narrator_app.engine.simulate import random_game

FIXTURES = Path(__file__).resolve().parents[1] / "fixtures" / "games"


def test_fixture_summaries() -> None:
    e = read_entry(FIXTURES / "v1-godfather-nostradamus.ravi")
    assert e.scenario_id == "godfather_nostradamus" and e.players == 11
    assert e.winner == "city" and e.finished and e.error is None
    assert e.names[0] == "علی" and e.days >= 1 and e.actions > 5


def test_scan_lists_newest_first_and_bad_files_last(tmp_path: Path) -> None:
    old = random_game("zodiac", 12, 1)
    old.created = "2025-01-01T10:00:00.000+00:00"
    new = random_game("mafia_nights", 12, 2)
    save_game(old, tmp_path / "a.ravi")
    save_game(new, tmp_path / "sub" / "b.ravi")
    (tmp_path / "c.ravi").write_text("{", "utf-8")
    entries = scan(tmp_path)
    assert [e.path.name for e in entries] == ["b.ravi", "a.ravi", "c.ravi"]
    assert entries[-1].error == "damaged"
    assert (tmp_path / "c.ravi").read_text("utf-8") == "{"


def test_search_by_player_name(tmp_path: Path) -> None:
    g = Game(Setup("godfather_nostradamus", ("علی", "سارا", "Reza", "مهدی‌نیا") + tuple(
        f"P{i}" for i in range(7)), {}))
    g.deal_random()
    save_game(g, tmp_path / "g.ravi")
    entries = scan(tmp_path)
    assert search(entries, "reza") == entries
    assert search(entries, "مهدینیا") == entries  # without the zero-width non-joiner
    assert search(entries, "سارا") == entries
    assert search(entries, "Kian") == []
    assert search(entries, "  ") == entries


def test_unfinished_autosaves(tmp_path: Path) -> None:
    running = at_day_one()
    play(running, "day")
    save_game(running, autosave_path(tmp_path, running))
    done = random_game("godfather_nostradamus", 11, 3)
    assert done.state.winner
    save_game(done, autosave_path(tmp_path, done))
    found = unfinished_autosaves(tmp_path)
    assert [e.game_id for e in found] == [running.game_id]
    assert unfinished_autosaves(tmp_path / "nothing") == []
