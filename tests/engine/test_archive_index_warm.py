"""The archive index read warm: the listing's entries are the files' own summaries, a
current index is opened without being written, an index of the earlier shape gets the
new lookup indexes without being rebuilt, and ``stale`` finds exactly what changed.
Real files, real SQLite."""

from __future__ import annotations

import os
import shutil
import sqlite3
from dataclasses import fields, replace
from pathlib import Path

from narrator_app.engine import Game, save_game
from narrator_app.engine.archive import ArchiveEntry, read_entry
from narrator_app.engine.archive_index import (
    _COLUMNS,
    ArchiveIndex,
    _entry_values,
    _seal,
    entry_of,
    index_path,
    resume_candidates,
)
from narrator_app.engine.simulate import random_game


def _folder(base: Path) -> Path:
    """``base/autosave`` with two finished games, one unfinished, one damaged file and one
    game in a subfolder."""
    folder = base / "autosave"
    (folder / "sub").mkdir(parents=True)
    done = random_game("godfather_nostradamus", 11, 3)
    save_game(done, folder / "done.ravi")
    save_game(random_game("godfather_nostradamus", 12, 5), folder / "sub" / "other.ravi")
    running = Game.replay(done.setup, done.actions[:20], done.scenario)
    save_game(running, folder / "running.ravi")
    (folder / "bad.ravi").write_text("not a game", "utf-8")
    return folder


def test_listed_entries_are_the_files_own_summaries(tmp_path: Path) -> None:
    folder = _folder(tmp_path)
    with ArchiveIndex(index_path(tmp_path)) as index:
        assert index.refresh([folder]) == 4
        games = index.games([folder])
        rows = {r["path"]: r for r in index.db.execute("SELECT * FROM games")}
    assert len(games) == 4 and games[-1].error is not None
    names = [f.name for f in fields(ArchiveEntry)]
    for e in games:
        assert type(e.path) is type(Path()) and e.path == Path(str(e.path))
        again = ArchiveEntry(**{n: getattr(e, n) for n in names})  # its own __init__
        assert e == again and hash(e) == hash(again) and repr(e) == repr(again)
        assert entry_of(rows[str(e.path)]) == e
        st = e.path.stat()
        assert (e.size, e.mtime_ns) == (st.st_size, st.st_mtime_ns) and len(e.sha256) == 64
        own = read_entry(e.path)
        assert replace(e, size=0, mtime_ns=0, sha256="") == own
        assert isinstance(e.names, tuple) and isinstance(e.winning_seats, tuple)
    assert any(e.roles and e.sides and e.winning_seats for e in games)


def test_a_current_index_is_opened_without_a_write(tmp_path: Path) -> None:
    folder = _folder(tmp_path)
    path = index_path(tmp_path)
    with ArchiveIndex(path) as index:
        index.refresh([folder])
    before = (path.stat().st_mtime_ns, path.read_bytes())
    offer = resume_candidates(tmp_path)  # the warm start: open, compare, list
    assert [e.path.name for e in offer] == ["running.ravi", "bad.ravi"]
    assert (path.stat().st_mtime_ns, path.read_bytes()) == before
    assert not Path(str(path) + "-wal").exists() or Path(str(path) + "-wal").stat().st_size == 0


def test_an_index_of_the_earlier_shape_gets_its_lookups_and_keeps_its_rows(
        tmp_path: Path) -> None:
    folder = _folder(tmp_path)
    path = index_path(tmp_path)
    with ArchiveIndex(path) as index:
        index.refresh([folder])
    db = sqlite3.connect(path)
    db.execute("DROP INDEX games_stat")
    db.execute("DROP INDEX games_open")
    db.execute("UPDATE games SET notes = 'kept' WHERE path LIKE '%done.ravi'")
    # the row sealed again as the index seals it (a row changed behind its seal is damage)
    row = db.execute(f"SELECT {', '.join(_COLUMNS)} FROM games WHERE path LIKE '%done.ravi'"
                     ).fetchone()
    db.execute("UPDATE games SET seal = ? WHERE path = ?", (_seal(_entry_values(row)), row[0]))
    db.commit()
    db.close()
    with ArchiveIndex(path) as index:
        names = {r[0] for r in index.db.execute("SELECT name FROM sqlite_master")}
        assert {"games_stat", "games_open"} <= names
        assert [e.notes for e in index.games([folder]) if e.path.name == "done.ravi"] == ["kept"]
        assert index.refresh([folder]) == 0
        plan = " ".join(str(r[-1]) for r in index.db.execute(
            "EXPLAIN QUERY PLAN SELECT path FROM games WHERE path >= 'a' AND path < 'b' "
            "AND winner IS NULL"))
        assert "games_open" in plan


def test_stale_finds_what_changed_each_file_once(tmp_path: Path) -> None:
    folder = _folder(tmp_path)
    with ArchiveIndex(index_path(tmp_path)) as index:
        index.refresh([folder])
        assert index.stale([folder, folder / "sub"]) == ([], [])
        done, other = folder / "done.ravi", folder / "sub" / "other.ravi"
        st = done.stat()
        os.utime(done, ns=(st.st_atime_ns, st.st_mtime_ns + 10**9))
        shutil.copy(other, folder / "new.ravi")
        (folder / "running.ravi").unlink()
        todo, gone = index.stale([folder, folder / "sub"])
        root = os.path.abspath(folder)
        assert sorted((t[0], Path(t[1]).name) for t in todo) == [
            (root, "done.ravi"), (root, "new.ravi")]
        assert gone == [str(folder / "running.ravi")]
        # the subfolder alone: its file is known, nothing else is gone
        assert index.stale([folder / "sub"]) == ([], [])
        assert index.refresh([folder]) == 2
        assert index.stale([folder]) == ([], [])
