"""One night at the table is one game in the club's statistics (RS32-2), over real files
and the real SQLite index: the files of one game id whose histories went apart (the narrator
reopened an older copy and went on from it, RS32-1) are counted once, by the finished one;
a game continued as a branch (a new id recording its parent, as the app did before RS32-1
when the newer autosave was declined, and still does for another history, J7) is counted
once with its parent."""

from __future__ import annotations

import random
from pathlib import Path

import pytest

from narrator_app.engine import Game
from narrator_app.engine.archive_index import ArchiveIndex, index_path
from narrator_app.engine.gamefile import autosave_path, save_game
from narrator_app.engine.simulate import random_game, random_move
from narrator_app.engine.stats import club_stats

AT = 10


def _older(g: Game, n: int) -> Game:
    return Game.replay(g.setup, g.actions[:n], g.scenario, g.game_id, g.created)


@pytest.fixture(scope="module")
def night() -> tuple[Game, Game]:
    """A finished Zodiac game, and another history of the same game (same id, setup and
    deal, the same first 10 actions) that went on longer without an end."""
    full = random_game("zodiac", 12, 3)
    assert full.state.winner is not None
    for seed in range(100):
        other, rng = _older(full, AT), random.Random(seed)
        for _ in range(2000):  # a refused move leaves the game as it was
            if other.state.winner is not None or len(other.actions) >= len(full.actions) + 8:
                break
            random_move(other, rng)
        if other.state.winner is None and other.actions[AT] != full.actions[AT]:
            return full, other
    raise AssertionError("no longer unfinished history")


def _stats(tmp_path: Path, folders: list[Path]):
    with ArchiveIndex(index_path(tmp_path / "data")) as index:
        index.refresh(folders)
        rows = index.every_game(folders)
    return rows, club_stats(rows)


def _counted_once(stats, full: Game) -> None:
    assert (stats.games, stats.finished, stats.unfinished) == (1, 1, 0)
    assert sorted(p.name for p in stats.players) == sorted(full.setup.names)
    assert all(p.record.played == 1 for p in stats.players)
    won = {full.setup.names[s - 1] for s in full.state.winning_seats}
    assert {p.name for p in stats.players if p.record.won} == won
    (sc,) = stats.scenarios
    assert sc.games == 1


def test_one_id_two_histories_count_once_by_the_finished_file(tmp_path, night) -> None:
    full, other = night
    data, docs = tmp_path / "data", tmp_path / "docs"
    save_game(full, autosave_path(data, full))  # went on from the older copy to the end
    save_game(other, docs / "friday-late.ravi")  # the narrator's save of the newer record
    rows, stats = _stats(tmp_path, [data / "autosave", docs])
    assert len(rows) == 2 and {e.game_id for e in rows} == {full.game_id}
    assert max(rows, key=lambda e: e.actions).winner is None  # the longer file: unfinished
    _counted_once(stats, full)


@pytest.mark.parametrize("depth", [1, 2])
def test_a_branch_counts_once_with_its_parent(tmp_path, night, depth) -> None:
    full, other = night
    data, docs = tmp_path / "data", tmp_path / "docs"
    parent = _older(other, len(full.actions) + 4)  # the record the branch left
    save_game(parent, autosave_path(data, parent))
    line = parent.game_id
    for i in range(depth):  # a branch, or a branch's branch, each a new id
        step = _older(full, AT + i)
        step.game_id, step.parent_id = f"{i + 1:016x}", line
        save_game(step, autosave_path(data, step))
        line = step.game_id
    branch = _older(full, len(full.actions))
    branch.game_id, branch.parent_id = "f" * 16, line  # the one played to the end
    save_game(branch, docs / "friday.ravi")
    rows, stats = _stats(tmp_path, [data / "autosave", docs])
    assert len({e.game_id for e in rows}) == depth + 2
    _counted_once(stats, full)


def test_two_games_of_one_evening_are_still_two(tmp_path, night) -> None:
    full, _other = night
    data = tmp_path / "data"
    second = random_game("zodiac", 12, 11)
    for g in (full, second):
        save_game(g, autosave_path(data, g))
    _rows, stats = _stats(tmp_path, [data / "autosave"])
    assert (stats.games, stats.finished) == (2, 2)
