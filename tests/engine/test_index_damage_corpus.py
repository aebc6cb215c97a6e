"""The hostile corpus of the archive index (issue 20, item 2): 100 seeded random damages of
a real index (bytes flipped in a row's data or anywhere, a page zeroed, the file cut short,
its header broken) built over a real data folder with finished games and an unfinished
autosave. In every one the resume offer (:func:`resume_candidates`, what the window asks,
again without a limit when it answers None) still finds the unfinished game; the archive
listing and the statistics are those of the files (no wrong row, no hidden game) and any
damage found is reported. Most trials run in-process; five run ``archive`` and ``stats``
as real subprocesses (exit 0, the damage on stderr, every row what its file says)."""

from __future__ import annotations

import json
import os
import random
import sqlite3
import subprocess
import sys
from dataclasses import replace
from pathlib import Path

import pytest

from narrator_app.engine import Game, Setup, save_game
from narrator_app.engine.archive import read_entry
from narrator_app.engine.archive_index import (
    ArchiveIndex,
    index_path,
    indexed_games,
    resume_candidates,
)
from narrator_app.engine.simulate import play_random
from narrator_app.engine.stats import club_stats

ROOT = Path(__file__).resolve().parents[2]
TRIALS = 100
IN_SUBPROCESS = 5
PAGE = 4096
NAMES = ("علی", "مریم", "رضا", "سارا", "نیما", "لیلا", "کاوه", "شیرین", "بابک", "نگار",
         "امید", "ژاله")


def _game(seed: int, scenario: str = "godfather_nostradamus", players: int = 11) -> Game:
    rng = random.Random(seed)
    names = tuple(rng.sample(NAMES, players))
    return play_random(Game(Setup(scenario, names, {"cards_enabled": False})), rng)


@pytest.fixture(scope="module")
def home(tmp_path_factory) -> dict:
    """A data folder (``autosave/`` with finished games, one unfinished game played last
    and one damaged file; a club folder of finished games) and its index, built once."""
    base = tmp_path_factory.mktemp("corpus")
    data, club = base / "data", base / "club"
    autosave = data / "autosave"
    autosave.mkdir(parents=True)
    club.mkdir()
    for i in range(6):
        save_game(_game(100 + i), autosave / f"done{i}.ravi")
    for i in range(6):
        save_game(_game(200 + i, players=12), club / f"club{i}.ravi")
    whole = _game(300)
    running = Game.replay(whole.setup, whole.actions[:25], whole.scenario)
    unfinished = save_game(running, autosave / "running.ravi")
    (autosave / "bad.ravi").write_text("not a game", "utf-8")
    os.utime(unfinished)  # the newest file, as after a crash
    folders = [autosave, club]
    with ArchiveIndex(index_path(data)) as index:
        index.refresh(folders)
    db = index_path(data)
    assert not Path(str(db) + "-wal").exists()  # everything is in the one file
    truth = {}
    for folder in folders:
        for f in sorted(folder.glob("*.ravi")):
            truth[str(f)] = read_entry(f)
    return {"data": data, "folders": folders, "pristine": db.read_bytes(),
            "running": unfinished, "game_id": running.game_id, "truth": truth,
            "stats": club_stats(truth.values()).as_dict()}


def _damage(raw: bytes, rng: random.Random, kind: str) -> bytes:
    """One damage of the index's bytes (``kind``)."""
    b = bytearray(raw)
    pages = len(b) // PAGE
    if kind == "row":  # a byte of a row's data: a player's name, a game id, a path …
        needles = [n.encode() for n in NAMES] + [b"running.ravi", b"done", b"club", b"city",
                                                 b"mafia", b"godfather"]
        hits = [i for n in needles for i in _all(b, n)]
        for _ in range(rng.randint(1, 2)):
            at = rng.choice(hits) + rng.randrange(4)
            b[at] ^= 1 << rng.randrange(8)
    elif kind == "flip":  # a few bytes anywhere after the file's header
        for _ in range(rng.randint(1, 4)):
            at = rng.randrange(100, len(b))
            b[at] ^= 1 << rng.randrange(8)
    elif kind == "zero":  # a whole page of zeros
        page = rng.randrange(1, pages)
        b[page * PAGE:(page + 1) * PAGE] = bytes(PAGE)
    elif kind == "cut":  # the file cut short
        del b[rng.randrange(PAGE, len(b)):]
    else:  # the header or the first page
        at = rng.randrange(0, PAGE)
        b[at] ^= 1 << rng.randrange(8)
    return bytes(b)


def _all(b: bytearray, needle: bytes) -> list[int]:
    out, at = [], b.find(needle)
    while at >= 0:
        out.append(at)
        at = b.find(needle, at + 1)
    return out


KINDS = ("row", "row", "flip", "zero", "cut", "head")
#: The columns of a row that a listing shows (every value of a game's entry).
LISTED = ("path, game_id, parent, created, scenario, winner, termination, actions, phase, "
          "number, days, notes, error, detail, last_action, size, mtime_ns, sha256, names, "
          "roles, sides, winning_seats")


def _install(home: dict, raw: bytes) -> None:
    db = index_path(home["data"])
    for extra in ("", "-wal", "-shm", ".bad", ".bad-wal"):
        Path(str(db) + extra).unlink(missing_ok=True)
    db.write_bytes(raw)
    os.chmod(db, 0o600)


def _same_as_files(home: dict, listed: list) -> None:
    """Every listed game is what its file says, each file listed once."""
    truth = home["truth"]
    assert sorted(str(e.path) for e in listed) == sorted(truth)
    for e in listed:
        assert replace(e, size=0, mtime_ns=0, sha256="") == truth[str(e.path)], e.path


def _offer(home: dict, problems: list) -> list:
    found = resume_candidates(home["data"], 8, problems=problems)
    if found is None:  # the window asks again on its worker thread
        found = resume_candidates(home["data"], problems=problems)
    return found


def _trials():
    rng = random.Random(20)
    return [(i, KINDS[i % len(KINDS)], rng.randrange(1 << 30)) for i in range(TRIALS)]


def test_a_hundred_damages_of_a_real_index(home: dict) -> None:
    reported = real = 0
    for i, kind, seed in _trials():
        if i < IN_SUBPROCESS:
            continue  # those go through the real command line (below)
        raw = _damage(home["pristine"], random.Random(seed), kind)
        _install(home, raw)
        problems: list = []
        offer = _offer(home, problems)
        assert offer and str(offer[0].path) == str(home["running"]), (i, kind, problems)
        assert offer[0].game_id == home["game_id"]
        _install(home, raw)
        listed = indexed_games(home["folders"], home["data"], problems=problems)
        _same_as_files(home, listed)
        assert club_stats(listed).as_dict() == home["stats"], (i, kind)
        assert all(p.kind == "damaged" for p in problems), (i, kind, problems)
        harmless = _reads_as_pristine(home, raw)
        assert harmless or problems, (i, kind)  # a damage that changes a read is reported
        reported += bool(problems)
        real += not harmless
        if problems:  # set aside for inspection
            assert Path(str(index_path(home["data"])) + ".bad").exists() or any(
                p.moved_to is None for p in problems)
    # the damages are real: most change what the index reads (the rest hit free space or
    # a lookup index, which no read uses)
    assert real >= (TRIALS - IN_SUBPROCESS) // 2 and reported >= real, (real, reported)


def _rows(db: Path) -> list | None:
    """Every row of an index file as SQLite reads its table (None: it cannot, or its quick
    check fails), the file only read."""
    try:
        con = sqlite3.connect(f"file:{db}?mode=ro&immutable=1", uri=True)
        try:
            if con.execute("PRAGMA quick_check").fetchall() != [("ok",)]:
                return None
            # what a listing shows of each row (not the search's folded keys, checked
            # against the names when a search finds a row, nor the scenario fingerprint,
            # whose damage only makes a refused file read again, nor any seal the index
            # keeps: a damage there may be said, it never changes what is shown)
            return con.execute(f"SELECT {LISTED} FROM games NOT INDEXED ORDER BY rowid"
                               ).fetchall()
        finally:
            con.close()
    except sqlite3.Error:
        return None


def _reads_as_pristine(home: dict, raw: bytes) -> bool:
    """True when the damaged index reads exactly as the pristine one (the damage hit bytes
    no read uses)."""
    folder = home["data"].parent / "oracle"
    folder.mkdir(exist_ok=True)
    pristine, damaged = folder / "pristine.sqlite3", folder / "damaged.sqlite3"
    if not pristine.exists():
        pristine.write_bytes(home["pristine"])
    damaged.write_bytes(raw)
    return _rows(damaged) == _rows(pristine)


def _cli(home: dict, *args: str) -> subprocess.CompletedProcess:
    env = dict(os.environ, PYTHONPATH=str(ROOT), XDG_DATA_HOME=str(home["data"].parent))
    return subprocess.run([sys.executable, "-m", "narrator_app", *args], capture_output=True,
                          text=True, cwd=ROOT, env=env, timeout=60)


def test_damaged_indexes_through_the_command_line(home: dict) -> None:
    folders = [str(f) for f in home["folders"]]
    for i, kind, seed in _trials()[:IN_SUBPROCESS]:
        raw = _damage(home["pristine"], random.Random(seed), kind)
        for command in (("archive", "stats")[i % 2],):
            _install(home, raw)
            run = _cli(home, command, *folders, "--json", "--data", str(home["data"]))
            assert run.returncode == 0, (i, kind, run.stderr)
            assert "Traceback" not in run.stderr
            out = json.loads(run.stdout)
            if command == "archive":
                rows = {r["path"]: r for r in out["games"]}
                assert sorted(rows) == sorted(home["truth"]), (i, kind)
                for path, row in rows.items():
                    e = home["truth"][path]
                    assert (row["id"], row["players"], row["winner"], row["actions"],
                            row["error"]) == (e.game_id or None, list(e.names), e.winner,
                                              e.actions, e.error), (i, kind, path)
            else:
                assert out == home["stats"], (i, kind)
            bad = Path(str(index_path(home["data"])) + ".bad")
            if not _reads_as_pristine(home, raw):  # a damage that changes a read is said
                assert "archive index damaged" in run.stderr, (i, kind)
            if "archive index damaged" in run.stderr:
                assert bad.stat().st_size > 0  # kept for inspection
                assert "set aside as" in run.stderr and str(bad) in run.stderr
            else:  # nothing found: the damage changed nothing that is read
                assert not bad.exists()


def test_the_corpus_damages_the_index_it_is_given(home: dict) -> None:
    """The trials differ from the pristine index (a damage that is no damage tests
    nothing)."""
    for _i, kind, seed in _trials():
        assert _damage(home["pristine"], random.Random(seed), kind) != home["pristine"]
