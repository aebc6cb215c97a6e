"""The log's rows: appending lines measures only the new rows, never every row again (a
long game keeps one action fast); a new font measures them all again."""

from __future__ import annotations

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


def _short_rows(window) -> list[tuple[int, int, int]]:
    """The log's rows whose kept height is less than their painting needs: (row, kept,
    needed). Qt paints a row's text inside its width less a text margin on each side
    (the focus frame's margin + 1); a row shorter than that text needs is cut with «…»."""
    from PySide6.QtWidgets import QStyle

    view, model, sizes = window.log_panel.view, window.log_panel.model, window.log_panel.sizes
    width = view.columnWidth(0)
    margin = view.style().pixelMetric(QStyle.PixelMetric.PM_FocusFrameHMargin, None, view) + 1
    plain = QStyledItemDelegate()
    short = []
    for row in range(model.rowCount()):
        index = model.index(row, 0)
        option = QStyleOptionViewItem()
        view.initViewItemOption(option)
        option.rect.setWidth(width)
        option.rect.setHeight(option.fontMetrics.lineSpacing())
        kept = sizes.sizeHint(option, index).height()
        painted = QStyleOptionViewItem(option)
        painted.rect.setWidth(width - 2 * margin)
        needed = plain.sizeHint(painted, index).height()
        if kept < needed:
            short.append((row, kept, needed))
    return short


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


def test_the_kept_row_pictures_show_the_rows_words_now(window, controller):
    """A row's kept picture is found by the row's words as the model holds them (public or
    private, its text, the private tag in the window's language): after the rows change
    under the view — private lines hidden and shown, lines taken back and made again — the
    view paints what it paints with no picture kept."""
    c, panel = controller, window.log_panel
    open_long_game(c)
    view = panel.view

    def shot():
        QApplication.processEvents()
        return view.viewport().grab().toImage()

    shot()
    changes = [lambda: panel.set_show_private(False), lambda: panel.set_show_private(True),
               lambda: (c.undo(), c.undo(), c.undo()), lambda: c.redo(),
               lambda: panel.set_show_private(False), lambda: (c.redo(), c.redo())]
    for change in changes:
        change()
        panel.refresh()
        kept = shot()
        assert view._pictures  # painted from the kept pictures
        view._pictures.clear()
        assert kept == shot()
