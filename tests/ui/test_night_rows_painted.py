"""The night checklist after a confirmed step (issue 23: a screenshot taken offscreen at
1366×744, Persian, 14 pt showed an empty checklist just after a step was confirmed; the
checklist keeps unchanged rows and rebuilds only the changed ones, ``_rebuild_rows``).

The rows were not missing, only not yet shown: a confirmation rebuilds the two or three rows
it changes, and rows added to a shown layout used to be shown (and the list laid out) on the
next turn of the event loop; at 14 pt those rows fill the list's visible part, so a picture
taken before that turn showed nothing. They are now shown and laid out at once.

Namayande's Night 1 at 10 seats, its steps confirmed one by one in the window: at once after
each confirmation and again after the events it queues, every row of the checklist is shown
with its title and mark, in the list's order, and the panel's picture shows each row within
the visible part of the list (its title's pixels are not the list's blank background).
"""

from __future__ import annotations

import pytest
from PySide6.QtCore import QPoint, QRect
from PySide6.QtWidgets import QApplication

from narrator_app.engine import Setup

pytestmark = pytest.mark.qt_log_ignore(r"This plugin does not support", extend=True)

DEAL = ["don", "rebel", "hacker", "guide", "doctor", "miner", "bodyguard", "lawyer",
        "plain_citizen", "plain_citizen"]


@pytest.fixture
def desk(qtbot, controller):
    from desk_driver import Table

    from narrator_app.ui.app import apply_language
    from narrator_app.ui.main_window import MainWindow
    from narrator_app.ui.theme import apply_font_size

    app = QApplication.instance()
    apply_language(app, "fa")
    old_pt = app.font().pointSize()
    apply_font_size(app, 14)
    controller.lang = "fa"
    w = MainWindow(controller)
    qtbot.addWidget(w)
    w.resize(1366, 744)
    w.show()
    qtbot.waitExposed(w)
    yield Table(qtbot, w)
    apply_font_size(app, old_pt)


def painted(image, rect: QRect) -> bool:
    """True when ``rect`` of ``image`` holds more than one colour (something is drawn)."""
    colours = {image.pixel(x, y) for x in range(rect.left(), rect.right(), 2)
               for y in range(rect.top(), rect.bottom(), 2)}
    return len(colours) > 1


def check_rows(t, what: str, settle: bool = True) -> None:
    """Every row shown with its words, those in the visible part drawn, «Now» whole in view
    (``settle``: after the events the confirmation queued; else at once, as a screenshot
    taken right after the click sees it)."""
    panel = t.w.night_panel
    if settle:
        QApplication.processEvents()  # the queued layout, the scroll to «Now»
    steps = t.c.choices().steps
    assert [r.key for r in panel.rows] == [s.key for s in steps], what
    view = panel.scroll_area.viewport()
    image = view.grab().toImage()
    in_view = 0
    for row in panel.rows:
        assert row.isVisible() and row.title.isVisible() and row.mark.isVisible(), (
            what, row.key)
        assert row.title.text() and row.mark.text(), (what, row.key)
        top = row.mapTo(view, QPoint(0, 0)).y()
        assert row.height() > 0 and row.title.height() > 0, (what, row.key)
        title = QRect(row.title.mapTo(view, QPoint(0, 0)), row.title.size())
        if top >= 0 and top + row.height() <= view.height():  # wholly in the visible part
            in_view += 1
            assert painted(image, title.intersected(view.rect())), (what, row.key)
    current = [r for r in panel.rows if r.state_name == "current"]
    assert in_view > 0, what  # never an empty list on screen
    for row in current:  # the step now is whole in view
        top = row.mapTo(view, QPoint(0, 0)).y()
        assert 0 <= top and top + row.height() <= view.height(), (what, row.key, top)


def test_rows_are_painted_after_each_confirmed_step(qtbot, desk):
    t = desk
    c, panel = t.c, t.w.night_panel
    assert c.new_game(Setup("namayande", tuple(f"P{i}" for i in range(1, 11))), DEAL)
    assert c.end_phase() and c.end_phase(), c.last_error  # intro day, intro night
    assert c.step("election", [9, 10]) and c.end_phase(), c.last_error
    assert c.state.phase == "night"
    check_rows(t, "night starts")
    for key, option, seats in (("hacker", "none", ()), ("mafia", "shot", (8,)),
                               ("guide", "none", ()), ("doctor", "save", (8,)),
                               ("bodyguard", "none", ()), ("miner", "none", ()),
                               ("lawyer", "none", ())):
        t.night(key, option, *seats)
        check_rows(t, f"{key} confirmed: at once", settle=False)
        check_rows(t, f"{key} confirmed")
    assert panel.isVisible()
