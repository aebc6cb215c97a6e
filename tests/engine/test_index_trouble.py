"""The archive index is a cache, never a gate (issue 20, items 2–4): a damaged index never
stops the resume offer nor ``archive``/``stats`` and never lists a wrong game; another
program's write transaction is waited for a moment, not 10 s; a refused game is read again
when the scenario files change. Real files, real SQLite, the real command line."""

from __future__ import annotations

import json
import os
import random
import sqlite3
import subprocess
import sys
import time
from pathlib import Path

import pytest

from narrator_app.engine import Game, Setup, save_game
from narrator_app.engine.archive import read_entry
from narrator_app.engine.archive_index import ArchiveIndex, index_path, resume_candidates
from narrator_app.engine.simulate import play_random

ROOT = Path(__file__).resolve().parents[2]
PAGE = 4096
NAMES = ("علی", "مریم", "رضا", "سارا", "نیما", "لیلا", "کاوه", "شیرین", "بابک", "نگار",
         "امید")


def _game(seed: int) -> Game:
    rng = random.Random(seed)
    names = tuple(rng.sample(NAMES, len(NAMES)))
    return play_random(Game(Setup("godfather_nostradamus", names, {"cards_enabled": False})),
                       rng)


@pytest.fixture
def home(tmp_path: Path) -> dict:
    """``data/autosave`` with three finished games and one unfinished (the newest), its
    index built and closed (everything in the one file)."""
    data = tmp_path / "data"
    autosave = data / "autosave"
    autosave.mkdir(parents=True)
    for i in range(3):
        save_game(_game(40 + i), autosave / f"done{i}.ravi")
    whole = _game(50)
    running = save_game(Game.replay(whole.setup, whole.actions[:25], whole.scenario),
                        autosave / "running.ravi")
    with ArchiveIndex(index_path(data)) as index:
        index.refresh([autosave])
    return {"data": data, "autosave": autosave, "running": running, "db": index_path(data)}


def ravi(home: dict, *args: str, timeout: float = 60) -> subprocess.CompletedProcess:
    env = dict(os.environ, PYTHONPATH=str(ROOT), XDG_DATA_HOME=str(home["data"].parent))
    return subprocess.run([sys.executable, "-m", "narrator_app", *args], capture_output=True,
                          text=True, cwd=ROOT, env=env, timeout=timeout)


def _zero_table_pages(db: Path) -> None:
    """Zero the pages of the games table that hold a player's name (only the table holds
    names: the lookup indexes, which a count may read instead, stay whole)."""
    raw = bytearray(db.read_bytes())
    name = NAMES[0].encode()
    for page in range(1, len(raw) // PAGE):
        if name in raw[page * PAGE:(page + 1) * PAGE]:
            raw[page * PAGE:(page + 1) * PAGE] = bytes(PAGE)
    db.write_bytes(bytes(raw))


def test_a_damaged_table_still_offers_the_unfinished_game(home: dict) -> None:
    _zero_table_pages(home["db"])
    found = resume_candidates(home["data"], 8)
    if found is None:  # the window asks again on its worker thread
        found = resume_candidates(home["data"])
    assert [e.path for e in found] == [home["running"]]
    assert found[0].game_id == read_entry(home["running"]).game_id


def test_archive_and_stats_exit_0_and_say_the_index_is_damaged(home: dict) -> None:
    for command in ("archive", "stats"):
        _zero_table_pages(home["db"])
        run = ravi(home, command, str(home["autosave"]), "--json", "--data", str(home["data"]))
        assert run.returncode == 0, run.stderr
        assert "archive index damaged" in run.stderr and "Traceback" not in run.stderr
        out = json.loads(run.stdout)
        if command == "archive":
            assert len(out["games"]) == 4
        else:
            assert (out["finished"], out["unfinished"]) == (3, 1)


def test_a_row_with_another_game_id_is_never_listed(home: dict) -> None:
    """The id of one game changed in every place the index holds it (its row and its
    lookup): SQLite finds nothing wrong; the row's seal does."""
    done = home["autosave"] / "done0.ravi"
    true_id = read_entry(done).game_id
    raw = home["db"].read_bytes()
    assert true_id.encode() in raw
    wrong = true_id[:-1] + ("0" if true_id[-1] != "0" else "1")
    home["db"].write_bytes(raw.replace(true_id.encode(), wrong.encode()))
    run = ravi(home, "archive", str(home["autosave"]), "--json", "--data", str(home["data"]))
    assert run.returncode == 0, run.stderr
    ids = {Path(r["path"]).name: r["id"] for r in json.loads(run.stdout)["games"]}
    assert ids["done0.ravi"] == true_id, ids
    assert wrong not in ids.values()
    assert "archive index damaged" in run.stderr


def _hold_write_lock(db: Path) -> subprocess.Popen:
    """Another program holding a write transaction on the index (until it is killed)."""
    code = (
        "import sqlite3, sys, time\n"
        f"db = sqlite3.connect({str(db)!r}, isolation_level=None)\n"
        "db.execute('BEGIN EXCLUSIVE')\n"
        "db.execute(\"UPDATE games SET notes = notes\")\n"
        "print('held', flush=True)\n"
        "time.sleep(120)\n"
    )
    holder = subprocess.Popen([sys.executable, "-c", code], stdout=subprocess.PIPE, text=True)
    assert holder.stdout.readline().strip() == "held"
    return holder


def test_a_busy_index_is_read_as_it_is_quickly(home: dict) -> None:
    """Item 3: another program holds a write transaction on the index while a game file
    changed: ``archive`` and ``stats`` answer at once (exit 0, the index said busy, the
    changed file read directly); the resume offer too."""
    new = home["autosave"] / "new.ravi"
    save_game(_game(60), new)  # not in the index yet: it cannot be written now
    holder = _hold_write_lock(home["db"])
    try:
        for command in ("archive", "stats"):
            start = time.monotonic()
            run = ravi(home, command, str(home["autosave"]), "--json", "--data",
                       str(home["data"]), timeout=30)
            took = time.monotonic() - start
            assert run.returncode == 0, run.stderr
            assert "archive index busy" in run.stderr and "Traceback" not in run.stderr
            assert took < 5, took
            out = json.loads(run.stdout)
            if command == "archive":
                assert {Path(r["path"]).name for r in out["games"]} == {
                    "done0.ravi", "done1.ravi", "done2.ravi", "running.ravi", "new.ravi"}
                assert all(r["error"] is None for r in out["games"])
            else:
                assert (out["finished"], out["unfinished"]) == (4, 1)
        problems: list = []
        start = time.monotonic()
        found = resume_candidates(home["data"], 8, problems=problems)
        assert time.monotonic() - start < 3
        assert found and found[0].path == home["running"]
        assert [p.kind for p in problems] == ["busy"]
    finally:
        holder.kill()
        holder.wait()
    assert not Path(str(home["db"]) + ".bad").exists()  # a busy index is never moved


def test_a_busy_index_in_process_waits_a_moment(home: dict) -> None:
    """In-process: the listing of a busy index is its rows and the changed files read
    directly, within a second."""
    from narrator_app.engine.archive_index import indexed_games

    save_game(_game(61), home["autosave"] / "new.ravi")
    holder = sqlite3.connect(home["db"], isolation_level=None)
    holder.execute("BEGIN IMMEDIATE")
    holder.execute("UPDATE games SET notes = notes")
    try:
        problems: list = []
        start = time.monotonic()
        games = indexed_games([home["autosave"]], home["data"], problems=problems)
        assert time.monotonic() - start < 2
    finally:
        holder.rollback()
        holder.close()
    assert [p.kind for p in problems] == ["busy"]
    assert sorted(e.path.name for e in games) == [
        "done0.ravi", "done1.ravi", "done2.ravi", "new.ravi", "running.ravi"]
    for e in games:
        assert e.game_id == read_entry(e.path).game_id


# --- item 4: a refused game is read again when the scenario files change -------------------
HARBOUR = ROOT / "tests" / "fixtures" / "scenarios" / "harbour.toml"


def _harbour_game(folder: Path) -> Path:
    """A finished game of the club scenario ``harbour`` saved in ``folder`` (its scenario
    file is taken from the fixtures only while the game is played)."""
    from narrator_app.engine.scenario import use_club_folders

    use_club_folders([HARBOUR.parent])
    try:
        for seed in range(20):
            g = play_random(Game(Setup("harbour", tuple(NAMES[:9]))), random.Random(seed), 600)
            if g.state.winner is not None:
                return save_game(g, folder / "harbour.ravi")
    finally:
        use_club_folders([])
    raise AssertionError("no finished harbour game")


def test_a_game_indexed_before_its_scenario_arrived_is_read_again(tmp_path: Path) -> None:
    from narrator_app.engine.archive_index import indexed_games
    from narrator_app.engine.scenario import use_club_folders
    from narrator_app.engine.stats import club_stats

    games, club, data = tmp_path / "games", tmp_path / "club", tmp_path / "data"
    games.mkdir()
    club.mkdir()
    _harbour_game(games)
    use_club_folders([club])  # the club's folder, without the harbour file yet
    try:
        before = indexed_games([games], data)
        assert [e.error for e in before] == ["unknown_scenario"]
        (club / "harbour.toml").write_bytes(HARBOUR.read_bytes())  # the file arrives
        after = indexed_games([games], data)
        assert [(e.error, e.scenario_id) for e in after] == [(None, "harbour")]
        stats = club_stats(after)
        assert (stats.finished, [s.scenario for s in stats.scenarios]) == (1, ["harbour"])
        with ArchiveIndex(index_path(data)) as index:  # read once, not at every listing
            assert index.stale([games]) == ([], [])
    finally:
        use_club_folders([])


def test_stats_count_a_game_once_its_scenario_file_is_installed(tmp_path: Path) -> None:
    """The same through the command line: the user's scenario folder (``XDG_DATA_HOME``)
    gets the file between two runs over the same index."""
    games, data = tmp_path / "games", tmp_path / "data"
    games.mkdir()
    _harbour_game(games)
    home = {"data": data}
    args = ("stats", str(games), "--json", "--data", str(data))
    first = json.loads(ravi(home, *args).stdout)
    assert (first["finished"], first["damaged"]) == (0, 1)
    scenarios = tmp_path / "Ravi" / "scenarios"
    scenarios.mkdir(parents=True)
    (scenarios / "harbour.toml").write_bytes(HARBOUR.read_bytes())
    run = ravi(home, *args)
    assert run.returncode == 0, run.stderr
    second = json.loads(run.stdout)
    assert (second["finished"], second["damaged"]) == (1, 0), second
    assert [s["id"] for s in second["scenarios"]] == ["harbour"]


def test_a_search_key_that_is_not_the_names_finds_nothing_wrong(home: dict) -> None:
    """The folded search keys are derived from the sealed names: a key changed behind them
    (a player who did not play this game) is damage, never a hit."""
    from narrator_app.engine.archive_index import indexed_games

    db = sqlite3.connect(home["db"])
    db.execute("UPDATE games SET names_key = names_key || char(10) || 'zahra' "
               "WHERE path LIKE '%done1.ravi'")
    db.commit()
    db.close()
    problems: list = []
    found = indexed_games([home["autosave"]], home["data"], problems=problems, text="zahra")
    assert found == []
    assert [p.kind for p in problems] == ["damaged"]
    assert "search keys" in problems[0].detail
