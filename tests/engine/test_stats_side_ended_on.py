"""The statistics count a player by the side he ended the game on, the side and role dealt
as dealt (decision Z107-6). A narrator's trial (186_stats) read «پویا: won 1 of 1 (mafia
1/1)» for a player dealt a simple mafia who won with the city after the face-off card; a
club reads «mafia 1/1» as a mafia win. Over a real archive: the fixture's Godfather–Sherlock
game of 1404-08-22, where Saul bought پویا (dealt a plain citizen, seat 1) and the mafia won
with him."""

from __future__ import annotations

import subprocess
import sys
from datetime import UTC, datetime
from pathlib import Path

import yaml

from narrator_app.engine.archive import ArchiveEntry
from narrator_app.engine.archive_index import ArchiveIndex, index_path
from narrator_app.engine.gamefile import save_game
from narrator_app.engine.script import import_script
from narrator_app.engine.stats import club_stats, ended_side, stats_csv

ROOT = Path(__file__).resolve().parents[2]
BOUGHT = ROOT / "tests" / "fixtures" / "archive" / "08-1404-08-22-godfather_sherlock.yaml"


def _archive(tmp_path: Path) -> Path:
    folder = tmp_path / "games"
    folder.mkdir()
    game = import_script(yaml.safe_load(BOUGHT.read_text("utf-8")))
    assert game.state.winner == "mafia" and 1 in game.state.winning_seats
    assert game.state.side(1) == "mafia"  # the card he ended on: bought
    save_game(game, folder / "bought.ravi")
    return folder


def test_a_bought_citizen_who_won_with_the_mafia_counts_as_mafia(tmp_path: Path) -> None:
    folder = _archive(tmp_path)
    with ArchiveIndex(index_path(tmp_path / "data")) as index:
        index.refresh([folder])
        stats = club_stats(index.every_game([folder]))
    p = stats.player("پویا")
    assert p is not None
    assert {s: (t.played, t.won) for s, t in p.by_side.items()} == {"mafia": (1, 1)}
    assert {s: (t.played, t.won) for s, t in p.by_dealt_side.items()} == {"city": (1, 1)}
    assert {r: (t.played, t.won) for r, t in p.by_role.items()} == {"plain_citizen": (1, 1)}
    assert p.summary() == "پویا: won 1 of 1 (mafia 1/1; dealt city 1)"
    rows = stats_csv(stats).splitlines()
    assert "player_side,پویا,mafia,,1,1," in rows
    assert "player_dealt_side,پویا,city,,1,1," in rows
    # the command line says the same line (one function)
    proc = subprocess.run([sys.executable, "-m", "narrator_app", "stats", str(folder),
                           "--data", str(tmp_path / "data")], capture_output=True, text=True,
                          cwd=ROOT)
    assert proc.returncode == 0, proc.stderr
    assert "پویا: won 1 of 1 (mafia 1/1; dealt city 1)" in proc.stdout.splitlines()


def _entry(sides: list[str], winner: str, winning: list[int]) -> ArchiveEntry:
    return ArchiveEntry(path=Path("g.ravi"), created=datetime(2026, 1, 1, tzinfo=UTC),
                        winner=winner, sides=tuple(sides), winning_seats=tuple(winning),
                        roles=tuple("r" for _ in sides), names=tuple("n" for _ in sides))


def test_the_side_ended_on_as_the_winners_tell_it() -> None:
    # the face-off card: seat 3 dealt mafia won with the city
    faced = _entry(["mafia", "mafia", "mafia", "city", "city"], "city", [3, 4, 5])
    assert [ended_side(faced, s) for s in range(1, 6)] == ["mafia", "mafia", "city", "city",
                                                            "city"]
    # a citizen bought (seat 4) when the city won: he lost with the mafia
    bought = _entry(["mafia", "mafia", "city", "city", "city"], "city", [3, 5])
    assert ended_side(bought, 4) == "mafia"
    # with an independent dealt, such a loser may have left for him: the side dealt
    sherlock = _entry(["mafia", "city", "city", "independent"], "city", [2])
    assert ended_side(sherlock, 3) == "city" and ended_side(sherlock, 4) == "independent"
    # an independent's win, an unfinished game: the sides dealt
    assert ended_side(_entry(["mafia", "city", "independent"], "jack", [3]), 1) == "mafia"
    assert ended_side(_entry(["mafia", "city"], None, []), 2) == "city"
