"""The checklist's rows paint their own frame by their state (PF41-2): the current step's
row in a 3 px frame of the current colour on the alternate base, its mark's badge in that
colour with white words; a done row in a 1 px grey frame on the window's colour; a step to
come on the base colour, a reminder's frame dashed. The style sheet painted these by the
row's ``state`` property, and each new state had Qt work out the row's and its mark's style
again; the pixels follow a
confirmation as they did."""

from __future__ import annotations

from desk_driver import REFERENCE, reference_setup
from PySide6.QtGui import QColor, QPalette
from PySide6.QtWidgets import QApplication

from narrator_app.ui.night_panel import CURRENT, ROW_LOOK, ROW_LOOK_OTHER


def _edge(row) -> QColor:
    """The colour of the row's frame, half its width in from the middle of its top edge."""
    img = row.grab().toImage()
    return QColor(img.pixel(img.width() // 2, row.look()[1] // 2))


def _inside(row) -> QColor:
    """The row's fill, just inside its frame at the middle of its top edge."""
    img = row.grab().toImage()
    return QColor(img.pixel(img.width() // 2, row.look()[1] + 1))


def _colours(widget) -> set[int]:
    img = widget.grab().toImage()
    return {QColor(img.pixel(x, y)).rgb() for x in range(img.width())
            for y in range(img.height())}


def test_rows_paint_their_frame_and_mark_by_state(table):
    c, t = table.c, table
    assert c.new_game(reference_setup(), REFERENCE)
    t.press("endDay")
    panel = t.w.night_panel
    QApplication.processEvents()
    current = next(r for r in panel.rows if r.state_name == "current")
    key = current.key
    assert _edge(current) == QColor(CURRENT)
    assert _inside(current) == current.palette().color(QPalette.ColorRole.AlternateBase)
    assert current.contentsMargins().top() == ROW_LOOK["current"][1] == 3
    badge = _colours(current.mark)
    assert QColor(CURRENT).rgb() in badge and QColor("#ffffff").rgb() in badge
    reminder = next(r for r in panel.rows if r.state_name == "reminder")
    img = reminder.grab().toImage()  # a dashed grey frame: grey and gaps along its top
    top = {QColor(img.pixel(x, 0)).rgb() for x in range(8, img.width() - 8)}
    assert QColor(ROW_LOOK["reminder"][0]).rgb() in top and len(top) > 1
    assert _inside(reminder) == reminder.palette().color(QPalette.ColorRole.Base)
    assert QColor(CURRENT).rgb() not in _colours(reminder.mark)
    assert ROW_LOOK_OTHER[:2] == ROW_LOOK["done"][:2]  # a step to come: the same grey frame
    # Nostradamus's prophecy confirmed: his row done, grey on the window's colour
    t.press("option_pick", panel)
    for s in (2, 8, 9):
        t.seat(s)
    t.press("side_city", panel)
    t.press("confirmStep", panel)
    QApplication.processEvents()
    done = next(r for r in panel.rows if r.key == key)
    assert done.state_name == "done"
    assert _edge(done) == QColor(ROW_LOOK["done"][0])
    assert _inside(done) == done.palette().color(QPalette.ColorRole.Window)
    assert done.contentsMargins().top() == 1
    assert QColor(CURRENT).rgb() not in _colours(done.mark)
