"""The archive window reads only the rows in view: its model asks the SQLite index for the
number of rows and reads a page of rows when it is shown, sorted and searched in SQL; the
listing it shows is the index's whole listing, row for row; the statistics keep every
game. Real files, a real SQLite index, real widgets offscreen."""

from __future__ import annotations

from pathlib import Path

import pytest
from PySide6.QtCore import Qt

from benchmarks.archive_bench import make_games
from narrator_app.engine.archive_index import ArchiveIndex, index_path
from narrator_app.ui.archive_window import LENGTH, PAGE, ArchiveWindow
from narrator_app.ui.controller import GameController
from narrator_app.ui.settings import Settings

pytestmark = pytest.mark.qt_log_ignore(r"This plugin does not support raise\(\)", extend=True)

GAMES = 2 * PAGE + 37


@pytest.fixture(scope="module")
def club(tmp_path_factory) -> Path:
    """``GAMES`` finished games, 3 unfinished ones and a damaged file, indexed once."""
    base = tmp_path_factory.mktemp("club")
    folder = base / "data" / "autosave"
    make_games(folder, finished=GAMES, unfinished=3)
    (folder / "zz-bad.ravi").write_text("not a game", "utf-8")
    with ArchiveIndex(index_path(base / "data")) as index:
        index.refresh([folder])
    return base


@pytest.fixture
def reads(monkeypatch) -> list[tuple]:
    """Each read of rows from the window's index: ``(limit, offset, rows read)`` (limit
    None: the whole listing). The test's own index (:func:`_whole`) is not counted."""
    seen: list[tuple] = []
    games = ArchiveIndex.games

    def counting(self, *args, **kw):
        out = games(self, *args, **kw)
        if not getattr(self, "test_own", False):
            seen.append((kw.get("limit"), kw.get("offset", 0), len(out)))
        return out

    monkeypatch.setattr(ArchiveIndex, "games", counting)
    return seen


def _window(qtbot, club: Path) -> ArchiveWindow:
    c = GameController(club / "data")
    w = ArchiveWindow(c, Settings(archive_folders=[]), club / "config")
    qtbot.addWidget(w)
    w.show()
    w.reload()
    qtbot.waitUntil(lambda: not w.building(), timeout=60_000)
    return w


def _whole(club: Path, **query) -> list:
    with ArchiveIndex(index_path(club / "data")) as index:
        index.test_own = True
        return index.games([club / "data" / "autosave"], **query)


def test_the_window_reads_only_the_pages_shown(qtbot, club, reads) -> None:
    w = _window(qtbot, club)
    total = GAMES + 3 + 1
    assert w.model.paged and w.model.rowCount() == total
    qtbot.wait(50)  # painted: the rows in view asked for
    # the rows in view, and the 200 the columns are fitted to: two pages, never all
    assert reads and all(limit == PAGE for limit, _o, _n in reads), reads
    first = {o for _l, o, _n in reads}
    assert first <= {0, PAGE} and sum(n for _l, _o, n in reads) <= 2 * PAGE
    # scrolled to the end: the last page read, not the ones between
    w.view.scrollToBottom()
    qtbot.wait(50)
    last = w.model.entry(total - 1)
    assert last is not None and last.path.name == "zz-bad.ravi" and last.error
    assert {o for _l, o, _n in reads} == first | {(total - 1) // PAGE * PAGE}
    assert w.view.columnSpan(total - 1, 2) == 4  # the refusal spans the columns after it
    # the rows shown are the index's whole listing, row for row
    assert [e.path for e in w.model.entries] == [e.path for e in _whole(club)]


def test_sorting_and_searching_happen_in_sqlite(qtbot, club, reads) -> None:
    w = _window(qtbot, club)
    w.view.horizontalHeader().setSortIndicator(LENGTH, Qt.SortOrder.AscendingOrder)
    want = _whole(club, order="length", descending=False)
    assert [e.path for e in w.model.entries] == [e.path for e in want]
    assert want[0].actions < want[-2].actions  # (an order that tells)
    name = want[5].names[2]  # «name-i-seat»: a few games share it
    w.search_box.setText(name)
    found = _whole(club, text=name, order="length", descending=False)
    assert 0 < len(found) < GAMES and w.model.rowCount() == len(found)
    assert [e.path for e in w.model.entries] == [e.path for e in found]
    assert reads and all(limit == PAGE for limit, _o, _n in reads)


def test_the_selection_is_kept_and_the_statistics_count_every_game(qtbot, club) -> None:
    w = _window(qtbot, club)
    target = _whole(club)[PAGE + 12].path  # on the second page
    assert w.select_path(target) and w.selected_entry().path == target
    assert w.model.row_of(target) == PAGE + 12
    w.view.horizontalHeader().setSortIndicator(LENGTH, Qt.SortOrder.DescendingOrder)
    assert w.selected_entry().path == target  # found again in the new order
    stats = w.open_stats()
    assert len(stats_entries := w.all_entries()) == GAMES + 3 + 1
    assert sum(1 for e in stats_entries if e.winner) == GAMES
    stats.close()
