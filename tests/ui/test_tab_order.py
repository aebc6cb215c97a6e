"""Tab follows what the narrator reads in the phase panel: the controls a step makes when it
comes (a night step's options, the vote boxes of the nominees and defenders) in their place,
then the panel's button that records them, then the timer and the side column's tabs —
never after the side column (a new narrator's trial).

Fixed structurally (issue 23, narrator_app/ui/focus_chain.py): each place that makes
controls on the fly holds a hidden anchor made with its panel, and the new controls are put
after it, only among the panel's own widgets, right after they are made. An earlier
re-threading of the whole window on Tab crashed the interpreter later in tests/ui; the
whole of tests/ui was run after this fix."""

from __future__ import annotations

import pytest
from desk_driver import Table
from PySide6.QtCore import QEvent, Qt
from PySide6.QtWidgets import QApplication, QWidget

from narrator_app.engine import Setup


@pytest.fixture(autouse=True)
def _window_gone(window):
    """The window goes with its test: deleted now, not left to a later event loop. Walking
    its focus chain from Python (``chain_sound``) wraps Qt's own widgets; a window left alive
    after that answered a later test's language switch with a deleted menu."""
    yield
    window.close()
    window.deleteLater()
    QApplication.sendPostedEvents(None, QEvent.Type.DeferredDelete)


CLASSIC = ["godfather", "simple_mafia", "doctor", "detective", "plain_citizen",
           "plain_citizen", "plain_citizen", "plain_citizen"]


def tab_walk(qtbot, start: QWidget) -> list[str]:
    """Press Tab from ``start`` until the focus comes back to it: the object names met (the
    class name for a widget without one)."""
    start.setFocus(Qt.FocusReason.TabFocusReason)
    assert QApplication.focusWidget() is start
    names = []
    for _ in range(60):
        qtbot.keyClick(QApplication.focusWidget(), Qt.Key.Key_Tab)
        w = QApplication.focusWidget()
        if w is start:
            return names
        names.append(w.objectName() or type(w).__name__)
    raise AssertionError(f"Tab never came back: {names}")


def chain_sound(window) -> bool:
    """The window's focus chain goes round once through its own widgets only (a row taken
    away after Tab re-threaded the panel leaves nothing of it behind)."""
    seen, w = set(), window.nextInFocusChain()
    while w is not window:
        assert w.window() is window, w
        assert id(w) not in seen, w
        seen.add(id(w))
        w = w.nextInFocusChain()
    return True


def test_a_night_steps_option_comes_before_its_sides_and_confirm(qtbot, window, reference_game):
    c, table = reference_game, Table(qtbot, window)
    assert c.end_phase()  # the intro night: Nostradamus's prophecy, its option made now
    panel = window.night_panel
    table.press("option_pick", panel)
    for seat in (2, 8, 9):
        table.seat(seat)
    table.press("side_city", panel)
    assert table.button("confirmStep", panel).isEnabled()
    walk = tab_walk(qtbot, panel.scroll_area)
    order = ["option_pick", "side_city", "confirmStep", "qt_tabwidget_tabbar",
             "trackersPanel"]
    assert [n for n in walk if n in order] == order, walk
    assert chain_sound(window)

def test_the_vote_boxes_come_before_their_confirm_the_timer_and_the_side_tabs(
        qtbot, window, controller):
    c, table = controller, Table(qtbot, window)
    assert c.new_game(Setup("classic", ("Ali", "Sara", "Reza", "Maryam", "Kaveh", "Nima",
                                        "Omid", "Pari")), CLASSIC)
    table.press("endNight", window.night_panel)  # the intro night: nothing to record
    assert (c.state.phase, c.state.number) == ("day", 1)
    day = window.day_panel
    for seat in (4, 7):  # two nominees: their boxes are made now
        table.seat(seat)
    table.type_count(4, "5")
    table.type_count(7, "3")
    walk = tab_walk(qtbot, day.scroll_area)
    order = ["count_4", "remove_4", "count_7", "remove_7", "confirmVotes", "endDay",
             "firstSpeaker", "qt_tabwidget_tabbar", "trackersPanel"]
    assert [n for n in walk if n in order] == order, walk
    assert chain_sound(window)

    qtbot.mouseClick(table.button("remove_7", day), Qt.MouseButton.LeftButton)
    QApplication.sendPostedEvents(None, QEvent.Type.DeferredDelete)  # the row is gone
    assert chain_sound(window)
    walk = tab_walk(qtbot, day.scroll_area)
    assert "count_7" not in walk and walk.index("count_4") < walk.index("confirmVotes"), walk

    table.press("confirmVotes", day)  # one defender (seat 4): the exit vote's box
    assert c.state.day.defense == [4], c.last_error
    walk = tab_walk(qtbot, day.scroll_area)
    order = ["exit_count_4", "confirmExitVotes", "firstSpeaker", "qt_tabwidget_tabbar",
             "trackersPanel"]
    assert [n for n in walk if n in order] == order, walk
    assert chain_sound(window)
