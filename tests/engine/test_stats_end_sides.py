"""The archive index holds each seat's side at the end (``end_sides``), and the statistics
count a player by it (HR107-3, Z107-6's leftover): a loser who changed side is counted on
the side he ended on even where the game dealt an independent (the index held only the sides
dealt, the winner and the winning seats, and ``stats.ended_side`` read the side dealt then).
A real archive: a Godfather–Sherlock game (Sherlock dealt, seat 3) where Saul bought پویا
(dealt a plain citizen, seat 1) and the city won; and an index an earlier Ravi built (schema
2, no ``end_sides``) is built again from the journals, never trusted."""

from __future__ import annotations

import os
import sqlite3
import time
from pathlib import Path

import yaml

from narrator_app.engine.archive import read_entry, summary_entry
from narrator_app.engine.archive_index import SCHEMA_VERSION, ArchiveIndex, index_path
from narrator_app.engine.gamefile import save_game
from narrator_app.engine.script import import_script
from narrator_app.engine.stats import club_stats

ROOT = Path(__file__).resolve().parents[2]
FIXTURE = ROOT / "tests" / "fixtures" / "archive" / "08-1404-08-22-godfather_sherlock.yaml"

#: Seats: 1 plain citizen (پویا), 3 Sherlock, 5 Godfather, 7 Saul, 8 Matador. The matador is
#: voted out (the mafia's first exit), Saul buys seat 1, Sherlock is voted out, then Saul,
#: the Godfather and the bought پویا: the city wins.
SCRIPT = [
    {"intro_day": {}}, {"intro_night": {}},
    {"day": {"votes": {8: 7}, "exit_votes": {8: 7}}},
    {"night": {"mafia": {"buy": 1}}},
    {"day": {"votes": {3: 7}, "exit_votes": {3: 7}}},
    {"night": {"mafia": {}}},
    {"day": {"votes": {7: 6}, "exit_votes": {7: 6}}},
    {"night": {"mafia": {}}},
    {"day": {"votes": {5: 5}, "exit_votes": {5: 5}}},
    {"night": {"mafia": {}}},
    {"day": {"votes": {1: 5}, "exit_votes": {1: 5}}},
]


def _archive(tmp_path: Path) -> Path:
    """A games folder holding the game's journal, its folder's time 10 s back (a listing
    of it is then trusted while the folder is unchanged, :data:`SETTLED_NS`)."""
    folder = tmp_path / "games"
    folder.mkdir()
    data = {**yaml.safe_load(FIXTURE.read_text("utf-8")), "script": SCRIPT}
    data.pop("expect", None)
    game = import_script(data)
    st = game.state
    assert st.winner == "city" and 1 not in st.winning_seats
    assert st.scenario.side_of(st.players[2].card.role) == "independent"  # Sherlock dealt
    assert st.side(1) == "mafia"  # the card پویا ended on: bought
    save_game(game, folder / "bought.ravi")
    past = time.time_ns() - 10_000_000_000
    os.utime(folder, ns=(past, past))
    return folder


def _pouya(entries) -> dict[str, tuple[int, int]]:
    p = club_stats(entries).player("پویا")
    assert p is not None
    return {s: (t.played, t.won) for s, t in p.by_side.items()}


def test_the_index_holds_the_sides_at_the_end(tmp_path: Path) -> None:
    folder = _archive(tmp_path)
    with ArchiveIndex(index_path(tmp_path / "data")) as index:
        index.refresh([folder])
        games = index.every_game([folder])
    assert _pouya(games) == {"mafia": (1, 0)}  # he lost with the mafia, not with the city
    p = club_stats(games).player("پویا")
    assert p is not None and {s: t.played for s, t in p.by_dealt_side.items()} == {"city": 1}
    path = folder / "bought.ravi"
    entry = summary_entry(path, path.read_bytes())  # the journal's own summary line
    assert entry is not None and entry.end_sides[:3] == ("mafia", "city", "independent")
    assert entry.sides[:3] == ("city", "city", "independent")
    assert read_entry(path).end_sides == entry.end_sides  # replayed: the same
    assert games[0].end_sides == entry.end_sides


def test_an_older_index_is_built_again_not_trusted(tmp_path: Path) -> None:
    """An index of schema 2 (no ``end_sides``) whose folder's listing says nothing changed:
    opened, its rows and listings are dropped and the game read again from its journal."""
    folder = _archive(tmp_path)
    db = index_path(tmp_path / "data")
    with ArchiveIndex(db) as index:
        index.refresh([folder])
    con = sqlite3.connect(db)  # as an earlier Ravi left it
    con.execute("ALTER TABLE games DROP COLUMN end_sides")
    con.execute("PRAGMA user_version = 2")
    con.commit()
    con.close()
    with ArchiveIndex(db) as index:
        assert index.db.execute("PRAGMA user_version").fetchone()[0] == SCHEMA_VERSION == 3
        assert index.count() == 0
        todo, gone = index.new_and_gone([folder])  # the quick look: the folder listed again
        assert [Path(t[1]).name for t in todo] == ["bought.ravi"] and gone == []
        index.refresh([folder], found=(todo, gone))
        games = index.every_game([folder])
    assert _pouya(games) == {"mafia": (1, 0)}
