"""The statistics and archive windows' tables (a narrator's trial, TR99-5): in the players'
table the last column («در نقش مستقل») stretched to half the table while the others stood
cramped, and in both windows a cell's text touched the cell's borders. The name column takes
the spare width, every other column its content's (none cut at 1280×720), and a cell's text
stands :data:`~narrator_app.ui.theme.CELL_PADDING` pixels or more from its borders, on both
sides, left to right and right to left."""

from __future__ import annotations

import sys
from pathlib import Path

import pytest
from PySide6.QtCore import Qt
from PySide6.QtWidgets import QApplication

ROOT = Path(__file__).resolve().parents[2]
sys.path.insert(0, str(ROOT / "tests" / "fixtures" / "archive"))

from club import build_club  # noqa: E402

from narrator_app.ui.settings import Settings  # noqa: E402
from narrator_app.ui.theme import CELL_PADDING  # noqa: E402

pytestmark = pytest.mark.qt_log_ignore(r"This plugin does not support raise\(\)", extend=True)


@pytest.fixture(scope="module")
def club_dir(tmp_path_factory):
    base = tmp_path_factory.mktemp("club")
    build_club(base / "games")
    return base / "games"


@pytest.fixture(params=["fa", "en"])
def windows(request, qapp, qtbot, club_dir, tmp_path):
    """The archive window over the club's games and the statistics window opened from it,
    at a 1280×720 screen's size, in each language."""
    from narrator_app.ui.app import apply_language
    from narrator_app.ui.archive_window import ArchiveWindow
    from narrator_app.ui.controller import GameController

    apply_language(qapp, request.param)
    try:
        c = GameController(tmp_path / "data")
        arch = ArchiveWindow(c, Settings(archive_folders=[str(club_dir)]), tmp_path / "config")
        qtbot.addWidget(arch)
        arch.show()
        arch.reload()
        qtbot.waitUntil(lambda: not arch.building(), timeout=60_000)
        arch.resize(1280, 690)
        qtbot.mouseClick(arch.stats_button, Qt.MouseButton.LeftButton)
        stats = arch.stats_window
        assert stats is not None
        stats.resize(1280, 690)
        qtbot.waitExposed(stats)
        QApplication.processEvents()
        yield arch, stats, request.param
    finally:
        apply_language(qapp, "fa")


def dark_span(table, row: int, col: int) -> tuple[int, int, int, int]:
    """``(left, right, cell_left, cell_right)``: the x of the leftmost and rightmost dark
    (text) pixel drawn in the cell at ``row``, ``col`` and the cell's own edges, in the
    viewport's pixels."""
    table.clearSelection()
    index = table.model().index(row, col)
    table.scrollTo(index)
    QApplication.processEvents()
    rect = table.visualRect(index)
    image = table.viewport().grab().toImage()
    ratio = image.devicePixelRatio()
    xs = [x for x in range(rect.left(), rect.right() + 1)
          for y in range(rect.top() + 2, rect.bottom() - 1)
          if image.pixelColor(int(x * ratio), int(y * ratio)).lightness() < 100]
    assert xs, (row, col, rect)
    return min(xs), max(xs), rect.left(), rect.right()


def assert_padded(table, row: int, col: int, both: bool) -> None:
    """The text of the cell stands CELL_PADDING px or more from the border it starts at
    (and from the other one when ``both``: a column fitted to that text)."""
    left, right, cell_left, cell_right = dark_span(table, row, col)
    start = left - cell_left if table.layoutDirection() == Qt.LayoutDirection.LeftToRight \
        else cell_right - right
    assert start >= CELL_PADDING, (table.objectName(), row, col, left, right, cell_left,
                                   cell_right)
    if both:
        assert min(left - cell_left, cell_right - right) >= CELL_PADDING, (
            table.objectName(), row, col, left, right, cell_left, cell_right)


def test_the_name_column_takes_the_spare_width_and_no_column_is_cut(qtbot, windows):
    _arch, stats, _lang = windows
    for table in (stats.players, stats.scenarios):
        head = table.horizontalHeader()
        content = [max(head.sectionSizeHint(c), table.sizeHintForColumn(c))
                   for c in range(table.columnCount())]
        widths = [table.columnWidth(c) for c in range(table.columnCount())]
        assert all(w >= need for w, need in zip(widths, content, strict=True)), (widths, content)
        # the last column is as wide as its content, not the rest of the table's width
        assert widths[-1] == content[-1], (table.objectName(), widths, content)
        assert widths[0] >= max(widths[1:]), (table.objectName(), widths)
        assert sum(widths) <= table.viewport().width(), (widths, table.viewport().width())


def test_the_cells_text_stands_off_the_borders(qtbot, windows):
    arch, stats, _lang = windows
    from narrator_app.ui.archive_window import DATE

    assert arch.model.rowCount() > 0
    # the Date column is fitted to its widest date: its text off both borders
    widest = max(range(arch.model.rowCount()),
                 key=lambda r: arch.view.sizeHintForIndex(arch.model.index(r, DATE)).width())
    assert_padded(arch.view, widest, DATE, both=True)
    assert_padded(stats.players, 0, 0, both=False)  # a name, at the start of its cell
    for col in range(1, stats.players.columnCount()):  # numbers, centred, fitted
        assert_padded(stats.players, 0, col, both=True)
    assert_padded(stats.scenarios, 0, 0, both=False)
