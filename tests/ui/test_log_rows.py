"""The log's rows: appending lines measures only the new rows, never every row again (a
long game keeps one action fast); a new font measures them all again."""

from __future__ import annotations

import math

from PySide6.QtWidgets import QApplication, QStyledItemDelegate, QStyleOptionViewItem

from benchmarks.long_games import cut
from narrator_app.engine.simulate import random_game
from narrator_app.ui.log_panel import ROW_SLACK
from narrator_app.ui.theme import apply_font_size


def open_long_game(c) -> None:
    """A whole random 11-player game shown in the window (many log lines)."""
    c.game = random_game("godfather_nostradamus", 11, 3)
    c.changed.emit()
    QApplication.processEvents()


def test_appended_lines_measure_only_the_new_rows(window, controller):
    c, panel = controller, window.log_panel
    open_long_game(c)
    while True:  # back to an action that takes log lines away
        rows = panel.model.rowCount()
        assert c.undo()
        QApplication.processEvents()
        if panel.model.rowCount() < rows:
            break
    rows = panel.model.rowCount()
    assert rows >= 40
    # once there and back, so that every width the view tries (with and without its scroll
    # bar) has been seen: what follows is a steady append
    assert c.redo() and c.undo()
    QApplication.processEvents()
    before = panel.sizes.measured
    assert c.redo()  # its lines come back at the end of the log
    QApplication.processEvents()
    added = panel.model.rowCount() - rows
    assert added >= 1
    # the new rows measured at the few widths the view tries while laying out; the rows
    # before them are not measured again
    assert 1 <= panel.sizes.measured - before <= 6 * added
    assert panel.sizes.measured - before < rows // 3


def test_rows_keep_the_height_their_text_needs(window, controller):
    c, panel = controller, window.log_panel
    open_long_game(c)
    window.side_tabs.setCurrentWidget(panel)  # the log's tab in front, as the narrator reads it
    QApplication.processEvents()
    view, model = panel.view, panel.model
    plain = QStyledItemDelegate()
    heights = set()
    for row in range(model.rowCount()):
        option = QStyleOptionViewItem()
        view.initViewItemOption(option)
        option.rect = view.visualRect(model.index(row))
        want = plain.sizeHint(option, model.index(row)).height() + ROW_SLACK  # CF48-34
        assert option.rect.height() == want, row
        heights.add(want)
    assert len(heights) > 1  # wrapped lines are taller: the rows are not cut to one height
    # a bigger font: every row measured again, taller
    first = view.visualRect(model.index(0)).height()
    app = QApplication.instance()
    size = app.font().pointSize()
    try:
        apply_font_size(app, size * 2)
        QApplication.processEvents()
        assert view.visualRect(model.index(0)).height() > first
    finally:
        apply_font_size(app, size)


def test_the_log_at_its_last_line_stays_there_when_the_view_gets_shorter(window, controller):
    """Scrolling by item, a shorter view needs a larger range: the kept value used to leave
    the newest lines out of sight (a narrator's trial: at each day's start, when the timers
    take room, the log showed lines from the night before)."""
    panel = window.log_panel
    window.side_tabs.setCurrentWidget(panel)
    open_long_game(controller)
    view, bar = panel.view, panel.view.verticalScrollBar()
    assert bar.value() == bar.maximum() > 0 and view.at_end()
    before = bar.maximum()
    view.setFixedHeight(view.height() - 200)
    QApplication.processEvents()
    assert bar.maximum() > before  # the range grew...
    assert bar.value() == bar.maximum() and view.at_end()  # ...and the view followed it
    # the narrator scrolled up to read: the view stays where he put it
    bar.setValue(bar.maximum() - 5)
    kept = bar.value()
    assert not view.at_end()
    view.setFixedHeight(view.height() - 100)
    QApplication.processEvents()
    assert bar.value() == kept < bar.maximum()


def test_a_days_start_shows_the_logs_newest_line(window, controller):
    """Each night's end of a random 11-player game, made through the window at 1280×720
    with the log in front: after it, the log's last line is in view."""
    window.resize(1280, 720)
    window.side_tabs.setCurrentWidget(window.log_panel)
    whole = random_game("godfather_nostradamus", 11, 3)
    bar = window.log_panel.view.verticalScrollBar()
    ends = [i for i, a in enumerate(whole.actions)
            if a.kind == "end_phase" and whole.states[i].phase == "night"
            and whole.states[i + 1].phase == "day"]
    assert len(ends) >= 2
    for i in ends:
        controller.game = cut(whole, i)
        controller.changed.emit()
        QApplication.processEvents()
        assert controller.end_phase()
        QApplication.processEvents()
        assert controller.state.phase == "day"
        assert bar.value() == bar.maximum() > 0, (i, bar.value(), bar.maximum())


def _painted(view, index, width: int) -> tuple[int, int]:
    """The height and the number of lines of the row's text as the style paints it in a
    row of ``width``: laid out inside the width less a text margin on each side (the focus
    frame's margin + 1; QCommonStyle's viewItemDrawText), word-wrapped, in the row's font
    and direction. Laid out here, not asked of a delegate's size (which is what is checked):
    a row shorter than this height is cut with «…»."""
    from PySide6.QtCore import QPointF
    from PySide6.QtGui import QTextLayout, QTextOption
    from PySide6.QtWidgets import QStyle

    option = QStyleOptionViewItem()
    view.initViewItemOption(option)
    view.itemDelegate().initStyleOption(option, index)
    margin = view.style().pixelMetric(QStyle.PixelMetric.PM_FocusFrameHMargin, option,
                                      view) + 1
    layout = QTextLayout(option.text.replace("\n", "\u2028"), option.font)
    text_option = QTextOption()
    text_option.setWrapMode(QTextOption.WrapMode.WordWrap)
    text_option.setTextDirection(option.direction)
    text_option.setAlignment(QStyle.visualAlignment(option.direction, option.displayAlignment))
    layout.setTextOption(text_option)
    layout.beginLayout()
    height, lines = 0.0, 0
    while (line := layout.createLine()).isValid():
        line.setLineWidth(width - 2 * margin)
        line.setPosition(QPointF(0, height))
        height += line.height()
        lines += 1
    layout.endLayout()
    return math.ceil(height), lines


def _rows_against_paint(window) -> tuple[list[tuple[int, int, int]], list[tuple[int, int, int]]]:
    """The log's rows whose kept height is less than their painted text needs (cut with
    «…»), and the rows kept taller than it needs beyond :data:`ROW_SLACK` (a line that fits
    drawn in a row of two lines): each (row, kept, needed)."""
    view, model, sizes = window.log_panel.view, window.log_panel.model, window.log_panel.sizes
    width = view.columnWidth(0)
    short, tall = [], []
    for row in range(model.rowCount()):
        index = model.index(row, 0)
        option = QStyleOptionViewItem()
        view.initViewItemOption(option)
        option.rect.setWidth(width)
        option.rect.setHeight(option.fontMetrics.lineSpacing())
        kept = sizes.sizeHint(option, index).height()
        needed, _lines = _painted(view, index, width)
        if kept < needed:
            short.append((row, kept, needed))
        elif kept > needed + ROW_SLACK:
            tall.append((row, kept, needed))
    return short, tall


def _short_rows(window) -> list[tuple[int, int, int]]:
    """The log's rows whose kept height is less than their painting needs: (row, kept,
    needed). Qt paints a row's text inside its width less a text margin on each side
    (the focus frame's margin + 1); a row shorter than that text needs is cut with «…»."""
    return _rows_against_paint(window)[0]


def test_every_log_row_is_as_tall_as_its_painted_text(window, controller, qapp):
    """A trial at 1280×720 (11 pt, and again at 14 pt) saw a vote's line cut with «…»: the
    row was measured at the column's whole width and painted narrower, one pixel short."""
    window.side_tabs.setCurrentWidget(window.log_panel)
    size = qapp.font().pointSize()
    rows = 0
    try:
        for points in (size, 14):
            apply_font_size(qapp, points)
            for seed, seats, screen in ((1, 18, (1280, 720)), (2, 11, (1366, 768)),
                                        (4, 18, (1366, 768))):
                window.resize(*screen)
                controller.game = random_game("godfather_nostradamus", seats, seed)
                controller.changed.emit()
                QApplication.processEvents()
                QApplication.processEvents()
                rows += window.log_panel.model.rowCount()
                assert _short_rows(window) == [], (points, seed, screen)
    finally:
        apply_font_size(qapp, size)
    assert rows > 300


def test_a_line_that_fits_is_not_drawn_in_a_taller_row(window, controller, qapp):
    """A Namayande vote's line in Persian on a real screen (1280×720, 11 pt) was drawn in a
    row of two lines though it is painted in one: the row was measured at the column's
    width less the text margin, which the style takes off again, so a line within two
    margins (6 px) of fitting was measured as two (Z104-5). No row is taller than its
    painted text needs beyond ROW_SLACK; none is shorter (cut with «…»)."""
    window.side_tabs.setCurrentWidget(window.log_panel)
    size = qapp.font().pointSize()
    rows = 0
    try:
        for points in (size, 14):
            apply_font_size(qapp, points)
            for scenario, seats, seed, screen in (
                    ("namayande", 13, 5, (1280, 720)), ("namayande", 13, 2, (1366, 768)),
                    ("godfather_nostradamus", 18, 1, (1280, 720)),
                    ("godfather_nostradamus", 11, 2, (1366, 768))):
                window.resize(*screen)
                controller.game = random_game(scenario, seats, seed)
                controller.changed.emit()
                QApplication.processEvents()
                QApplication.processEvents()
                rows += window.log_panel.model.rowCount()
                assert _rows_against_paint(window) == ([], []), (points, scenario, seed)
    finally:
        apply_font_size(qapp, size)
    assert rows > 300


def test_a_row_kept_shorter_than_its_painted_text_is_found_cut(window, controller,
                                                              monkeypatch):
    """The check above still finds a cut row: rows kept one pixel shorter than measured
    (less than their painted text needs, as CR34-6's and CF48-34's rows cut with «…») are
    found short, and none is found taller."""
    from PySide6.QtCore import QSize

    from narrator_app.ui.log_panel import RowSizes

    hint = RowSizes.sizeHint

    def short(self, option, index):
        size = hint(self, option, index)
        return QSize(size.width(), size.height() - ROW_SLACK - 1)

    window.side_tabs.setCurrentWidget(window.log_panel)
    window.resize(1280, 720)
    monkeypatch.setattr(RowSizes, "sizeHint", short)
    controller.game = random_game("godfather_nostradamus", 11, 2)
    controller.changed.emit()
    QApplication.processEvents()
    cut, tall = _rows_against_paint(window)
    assert len(cut) == window.log_panel.model.rowCount() and tall == []
