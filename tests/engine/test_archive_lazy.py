"""The archive listing answers from the index at once and checks its rows lazily (issue 25,
decisions AW1–AW4): the folders are looked at by their files' names only, and not even
that while every directory keeps the modification time it had when it was listed (and had
had it a while); each row read is compared with its file before it is given; a file
changed in place or deleted after indexing is found, its row fixed, before it is listed,
opened or counted; a damaged index is still set aside and built again. Real files, a real
SQLite index."""

from __future__ import annotations

import os
import sqlite3
from pathlib import Path

import pytest

from benchmarks.archive_bench import make_games
from narrator_app.engine import archive_index
from narrator_app.engine.archive_index import (
    SETTLED_NS,
    ArchiveIndex,
    IndexTrouble,
    index_path,
    indexed_games,
    open_index,
)

GAMES = 12


def _club(base: Path) -> tuple[Path, Path]:
    """``base/data/autosave`` with ``GAMES`` finished games and 2 unfinished ones, indexed,
    its folder's time set well in the past and listed again (so it is settled)."""
    data = base / "data"
    folder = data / "autosave"
    make_games(folder, finished=GAMES, unfinished=2)
    _age(folder)
    with ArchiveIndex(index_path(data)) as index:
        index.refresh([folder])
    return data, folder


def _age(folder: Path, seconds: int = 60) -> None:
    """Set ``folder``'s modification time ``seconds`` in the past (as if nothing had been
    added to it for that long)."""
    st = folder.stat()
    past = st.st_mtime_ns - seconds * 10**9
    os.utime(folder, ns=(st.st_atime_ns, past))


def _other_game(folder: Path, path: Path) -> None:
    """Write another game's bytes into ``path`` in place (the same name: the folder's time
    does not move): an unfinished game's file into a finished one's."""
    running = next(p for p in sorted(folder.glob("1*.ravi")) if p != path)
    fd = os.open(path, os.O_WRONLY | os.O_TRUNC)
    try:
        os.write(fd, running.read_bytes())
    finally:
        os.close(fd)


def _walks(monkeypatch) -> list[str]:
    """The folders :func:`archive_index._walk` lists from now on."""
    seen: list[str] = []
    walk = archive_index._walk

    def counting(root, *args, **kw):
        seen.append(str(root))
        return walk(root, *args, **kw)

    monkeypatch.setattr(archive_index, "_walk", counting)
    return seen


def test_a_settled_folder_is_not_listed_again_and_a_new_or_deleted_file_is_found(
        tmp_path: Path, monkeypatch) -> None:
    data, folder = _club(tmp_path)
    walks = _walks(monkeypatch)
    with ArchiveIndex(index_path(data)) as index:
        assert index.new_and_gone([folder]) == ([], [])
        assert walks == []  # its directory kept its time: not listed, nothing stat-ed
        new = folder / "zz-new.ravi"
        new.write_bytes(next(folder.glob("0*.ravi")).read_bytes().replace(b"P1", b"Q1"))
        gone = sorted(folder.glob("0*.ravi"))[3]
        gone.unlink()
        todo, removed = index.new_and_gone([folder])
        assert walks == [str(folder)]  # the folder's time moved: its names listed
        assert [(t[1], t[2]) for t in todo] == [(str(new), new.stat().st_size)]
        assert removed == [str(gone)]
        index.refresh([folder], found=(todo, removed))
        assert index.count() == GAMES + 2
        # just listed, its time only a moment old: not trusted, listed again next time
        index.new_and_gone([folder])
        assert walks == [str(folder)] * 2
        _age(folder)
        assert index.stale([folder]) == ([], [])
        index.refresh([folder], found=([], []))  # (stamps written: settled again)
        walks.clear()
        assert index.new_and_gone([folder]) == ([], [])
        assert walks == []


def test_a_file_changed_in_place_is_found_and_fixed_before_it_is_listed(tmp_path: Path) -> None:
    data, folder = _club(tmp_path)
    with ArchiveIndex(index_path(data)) as index:
        before = index.games([folder])
        changed = next(e for e in before if e.finished)
        _other_game(folder, changed.path)
        # names only: a file changed in place is not found there …
        assert index.new_and_gone([folder]) == ([], [])
        # … but each row read is compared with its file first
        rows, fixed = index.checked_games([folder], limit=100)
        assert fixed == 1
        now = next(e for e in rows if e.path == changed.path)
        st = changed.path.stat()
        assert (now.size, now.mtime_ns) == (st.st_size, st.st_mtime_ns)
        assert not now.finished and now.actions != changed.actions
        assert index.differing(rows) == []
        # the index itself was fixed: a plain read gives the new row
        assert next(e for e in index.games([folder]) if e.path == changed.path) == now


def test_a_deleted_file_is_dropped_before_it_is_listed(tmp_path: Path) -> None:
    data, folder = _club(tmp_path)
    with ArchiveIndex(index_path(data)) as index:
        first, fixed = index.checked_games([folder], limit=5)
        assert fixed == 0 and len(first) == 5
        st = folder.stat()
        first[2].path.unlink()
        # its directory's time put back as it was: only the row's own check can find it
        os.utime(folder, ns=(st.st_atime_ns, st.st_mtime_ns))
        assert index.new_and_gone([folder]) == ([], [])
        again, fixed = index.checked_games([folder], limit=5)
        assert fixed == 1 and first[2].path not in {e.path for e in again}
        assert [e.path for e in again[:2]] == [e.path for e in first[:2]]
        assert index.listed([folder])[0] == GAMES + 1


def test_every_game_counts_what_the_files_say(tmp_path: Path) -> None:
    """What statistics count: the rows never read by a page are compared with their files
    too (a full stale), a changed one read again, a deleted one dropped."""
    data, folder = _club(tmp_path)
    with ArchiveIndex(index_path(data)) as index:
        rows = index.games([folder])
        _other_game(folder, rows[-1].path)
        rows[-2].path.unlink()
        _age(folder)
        every = index.every_game([folder])
        assert len(every) == GAMES + 1
        assert sum(1 for e in every if e.finished) == GAMES - 2
        for e in every:
            st = e.path.stat()
            assert (e.size, e.mtime_ns) == (st.st_size, st.st_mtime_ns)


def test_a_recently_changed_folder_is_listed_every_time(tmp_path: Path, monkeypatch) -> None:
    """A folder whose time was only a moment old when it was listed is not trusted (a file
    system's times can be coarse): listed again until it has been still for a while."""
    data = tmp_path / "data"
    folder = data / "autosave"
    make_games(folder, finished=3, unfinished=0)
    with ArchiveIndex(index_path(data)) as index:
        index.refresh([folder])
        row = index.db.execute("SELECT mtime_ns, listed_ns FROM folders").fetchone()
        assert row[1] - row[0] < SETTLED_NS
        walks = _walks(monkeypatch)
        for _ in range(2):
            assert index.new_and_gone([folder]) == ([], [])
        assert walks == [str(folder)] * 2


def test_a_wrong_folder_row_is_only_a_hint(tmp_path: Path) -> None:
    """A folders row that lies (a file added, its directory's time written back as it was,
    or the table edited) hides the new file from the quick look only: the full check (the
    window's background check, what statistics count) finds it."""
    data, folder = _club(tmp_path)
    with ArchiveIndex(index_path(data)) as index:
        new = folder / "zz-new.ravi"
        new.write_bytes(next(folder.glob("0*.ravi")).read_bytes().replace(b"P2", b"Q2"))
        _age(folder, 120)
        index.db.execute("UPDATE folders SET mtime_ns = ?", (folder.stat().st_mtime_ns,))
        index.db.commit()
        assert index.new_and_gone([folder]) == ([], [])
        assert new in {e.path for e in index.every_game([folder])}


def test_a_damaged_row_read_lazily_is_damage_and_the_index_is_built_again(
        tmp_path: Path) -> None:
    data, folder = _club(tmp_path)
    db = sqlite3.connect(index_path(data))
    db.execute("UPDATE games SET actions = actions + 1")  # behind every row's seal
    db.commit()
    db.close()
    with ArchiveIndex(index_path(data)) as index, pytest.raises(IndexTrouble) as err:
        index.checked_games([folder], limit=5)
    assert err.value.kind == "damaged"
    problems: list = []
    listed = indexed_games([folder], data, problems=problems)  # set aside, built again
    assert [p.kind for p in problems] == ["damaged"]
    assert Path(str(index_path(data)) + ".bad").exists()
    assert len(listed) == GAMES + 2
    index = open_index(data)
    assert index is not None
    with index:
        rows, fixed = index.checked_games([folder], limit=100)
        assert fixed == 0 and len(rows) == GAMES + 2


def test_a_damaged_file_of_the_index_is_set_aside_and_built_again(tmp_path: Path) -> None:
    data, folder = _club(tmp_path)
    path = index_path(data)
    path.write_bytes(b"not a database" * 400)
    problems: list = []
    index = open_index(data, problems)
    assert index is not None and [p.kind for p in problems] == ["damaged"]
    with index:
        assert index.count() == 0
        todo, gone = index.new_and_gone([folder])  # no folder row yet: listed
        assert len(todo) == GAMES + 2 and gone == []
        index.refresh([folder], found=(todo, gone))
        rows, fixed = index.checked_games([folder])
        assert fixed == 0 and len(rows) == GAMES + 2
