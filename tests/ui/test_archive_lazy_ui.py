"""The archive window lists from the index at once and checks its rows lazily (issue 25,
decisions AW1–AW4): a file changed in place or deleted after indexing is caught before it
is opened (its row read again or dropped, the list made again), a row never read by a page
is checked in the background and counted right by the statistics, and an index whose rows
break their seals when a page is read is set aside and built again. Real files, a real
SQLite index, real widgets offscreen."""

from __future__ import annotations

import os
import sqlite3
from pathlib import Path

import pytest

from benchmarks.archive_bench import make_games
from narrator_app.engine.archive_index import ArchiveIndex, index_path
from narrator_app.ui.archive_window import PAGE, ArchiveWindow
from narrator_app.ui.controller import GameController
from narrator_app.ui.settings import Settings

pytestmark = pytest.mark.qt_log_ignore(r"This plugin does not support raise\(\)", extend=True)

GAMES = 2 * PAGE + 7


def _club(base: Path, games: int = 20) -> Path:
    """``base/data`` with ``games`` finished and 2 unfinished autosaves, indexed."""
    data = base / "data"
    folder = data / "autosave"
    make_games(folder, finished=games, unfinished=2)
    with ArchiveIndex(index_path(data)) as index:
        index.refresh([folder])
    return data


def _window(qtbot, data: Path) -> ArchiveWindow:
    c = GameController(data)
    w = ArchiveWindow(c, Settings(archive_folders=[]), data.parent / "config")
    qtbot.addWidget(w)
    w.show()
    w.reload()
    qtbot.waitUntil(lambda: not w.building() and not w.checking(), timeout=60_000)
    return w


def _in_place(path: Path, raw: bytes) -> None:
    """Write ``raw`` into ``path`` in place and put its folder's time back as it was: the
    folder looks untouched, only the file's own size and time tell."""
    st = path.parent.stat()
    fd = os.open(path, os.O_WRONLY | os.O_TRUNC)
    try:
        os.write(fd, raw)
    finally:
        os.close(fd)
    os.utime(path.parent, ns=(st.st_atime_ns, st.st_mtime_ns))


def test_a_file_changed_after_it_was_listed_is_read_again_before_it_is_opened(qtbot, tmp_path):
    w = _window(qtbot, _club(tmp_path))
    w.c.confirm = lambda _title, _text: True
    e = next(x for x in w.model.entries if x.finished)
    running = next(x for x in w.model.entries if not x.finished)
    assert w.select_path(e.path)
    _in_place(e.path, running.path.read_bytes())  # now an unfinished game
    w.open_selected()
    assert w.replays == []  # not replayed as the finished game the row described
    now = w.selected_entry()  # the row read again before it was opened
    assert now is not None and now.path == e.path and not now.finished
    assert (now.size, now.mtime_ns) == (e.path.stat().st_size, e.path.stat().st_mtime_ns)
    with ArchiveIndex(index_path(w.c.data_dir)) as index:  # the row itself fixed
        (row,) = [r for r in index.games() if r.path == e.path]
        assert row == now


def test_a_file_damaged_after_it_was_listed_is_caught_before_it_is_opened(qtbot, tmp_path):
    w = _window(qtbot, _club(tmp_path))
    e = next(x for x in w.model.entries if x.finished)
    assert w.select_path(e.path)
    _in_place(e.path, b"{ not a game any more")
    assert w.open_selected() is None
    assert w.replays == []
    now = w.selected_entry()
    assert now is not None and now.path == e.path and now.error == "damaged"


def test_a_file_deleted_after_it_was_listed_is_dropped_before_it_is_opened(qtbot, tmp_path):
    w = _window(qtbot, _club(tmp_path))
    total = w.model.rowCount()
    e = w.model.entry(3)
    assert w.select_path(e.path)
    st = e.path.parent.stat()
    e.path.unlink()
    os.utime(e.path.parent, ns=(st.st_atime_ns, st.st_mtime_ns))
    assert w.open_selected() is None
    assert w.replays == [] and w.warning.isVisibleTo(w)
    assert e.path.name in w.warning_text.text()
    assert w.model.rowCount() == total - 1 and w.model.row_of(e.path) == -1


def test_a_file_changed_in_place_is_shown_as_it_is_when_its_page_is_shown_again(
        qtbot, tmp_path, monkeypatch):
    from narrator_app.ui import archive_window

    w = _window(qtbot, _club(tmp_path))
    e = next(x for x in w.model.entries if x.finished)
    other = next(x for x in w.model.entries if not x.finished)
    _in_place(e.path, other.path.read_bytes())
    monkeypatch.setattr(archive_window, "PAGE_FRESH_S", 0.0)  # (a while later)
    qtbot.waitUntil(lambda: w.model.row_of(e.path) >= 0
                    and not w.model.entry(w.model.row_of(e.path)).finished, timeout=5000)
    now = w.model.entry(w.model.row_of(e.path))
    assert (now.size, now.mtime_ns) == (e.path.stat().st_size, e.path.stat().st_mtime_ns)


def test_rows_never_shown_are_checked_in_the_background_and_counted_right(qtbot, tmp_path):
    data = _club(tmp_path, GAMES)
    folder = data / "autosave"
    with ArchiveIndex(index_path(data)) as index:
        last = index.games([folder])[-3]  # on the last page: never read by the window
    assert last.finished
    w = _window(qtbot, data)
    unfinished = next(p for p in sorted(folder.glob("1*.ravi")))
    _in_place(last.path, unfinished.read_bytes())
    stats = [e for e in w.all_entries() if e.path == last.path]  # what statistics count
    assert len(stats) == 1 and not stats[0].finished
    # and the window's own background check finds it too (after a reload)
    _in_place(last.path, b"{")
    w.reload()
    assert w.checking()
    qtbot.waitUntil(lambda: not w.checking(), timeout=60_000)
    with ArchiveIndex(index_path(data)) as index:
        (row,) = [r for r in index.games([folder]) if r.path == last.path]
    assert row.error == "damaged" and row.size == last.path.stat().st_size


def test_a_row_that_breaks_its_seal_when_its_page_is_read_sets_the_index_aside(
        qtbot, tmp_path):
    data = _club(tmp_path)
    db = sqlite3.connect(index_path(data))
    db.execute("UPDATE games SET actions = actions + 1")  # behind every row's seal
    db.commit()
    db.close()
    w = _window(qtbot, data)
    assert w.index_banner.isVisibleTo(w)
    assert "archive.sqlite3.bad" in w.index_banner_text.text()
    assert Path(str(index_path(data)) + ".bad").exists()
    names = sorted(p.name for p in (data / "autosave").glob("*.ravi"))
    assert sorted(e.path.name for e in w.model.entries) == names
    with ArchiveIndex(index_path(data)) as index:  # built again from the files
        assert index.count() == len(names)
        assert index.differing(index.games()) == []
