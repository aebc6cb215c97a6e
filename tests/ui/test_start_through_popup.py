"""A click on «Start game» with a popup open starts the game (LY109-3).

A narrator's trial: with a popup of the New game dialog open (a seat name's list of
recent names), a click on «Start game» only closed the popup, and the narrator clicked
again. On X11 (and Qt's offscreen platform) the press that closes a popup goes no further.
Here a real popup is shown (the scenario list, a name field's completer of recent names,
a name field's context menu; a seat's card box for «Cancel», «Start game» waiting there
for every card) and a real click is sent through the
dialog's window (``QTest.mouseClick`` on its ``QWindow``, the path a mouse click takes, not
straight to the button): the first click starts the game (or «Cancel» cancels), and a click
elsewhere still only closes the popup.
"""

from __future__ import annotations

import pytest
from PySide6.QtCore import QPoint, Qt
from PySide6.QtTest import QTest
from PySide6.QtWidgets import QApplication, QCompleter, QMenu

from narrator_app.ui.new_game_dialog import NewGameDialog
from narrator_app.ui.settings import Settings

pytestmark = pytest.mark.qt_log_ignore(r"This plugin does not support", extend=True)

POPUPS = ("scenario list", "completer", "context menu")


def open_popup(qtbot, d: NewGameDialog, which: str) -> None:
    if which == "scenario list":
        d.scenario_combo.showPopup()
    elif which == "card box":
        d.cards_radio.click()
        box = d._role_combos[0]
        qtbot.waitUntil(lambda: box.isVisible() and box.count() > 1)
        box.showPopup()
    elif which == "completer":  # a seat's name field offering recent names as typed
        edit = d._name_edits[0]
        completer = QCompleter(["Alexander Hamilton-Jones", "Alexandra Montgomery-Smith"], edit)
        edit.setCompleter(completer)
        edit.setFocus()
        QTest.keyClicks(edit, "Alex")
    else:
        menu = QMenu(d._name_edits[0])
        menu.addAction("—")
        menu.popup(d._name_edits[0].mapToGlobal(QPoint(4, 4)))
    qtbot.waitUntil(lambda: QApplication.activePopupWidget() is not None, timeout=2000)


def click(d: NewGameDialog, widget) -> None:
    """A left click at ``widget``'s centre, sent to the dialog's window."""
    QTest.mouseClick(d.windowHandle(), Qt.MouseButton.LeftButton,
                     Qt.KeyboardModifier.NoModifier, widget.mapTo(d, widget.rect().center()))


@pytest.fixture
def dialog(qtbot):
    d = NewGameDialog(Settings())
    qtbot.addWidget(d)
    d.show()
    qtbot.waitExposed(d)
    outcome: list[str] = []
    d.accepted.connect(lambda: outcome.append("accepted"))
    d.rejected.connect(lambda: outcome.append("rejected"))
    return d, outcome


@pytest.mark.parametrize("which", POPUPS)
def test_the_first_click_on_start_game_starts_it(qtbot, dialog, which) -> None:
    d, outcome = dialog
    open_popup(qtbot, d, which)
    assert d.ok_button.isEnabled()
    click(d, d.ok_button)
    qtbot.waitUntil(lambda: outcome == ["accepted"], timeout=2000)
    assert QApplication.activePopupWidget() is None and not d.isVisible()
    assert d.result_setup().scenario_id == d.scenario_combo.currentData()


def test_the_first_click_on_cancel_cancels(qtbot, dialog) -> None:
    d, outcome = dialog
    open_popup(qtbot, d, "card box")
    click(d, d.cancel_button)
    qtbot.waitUntil(lambda: outcome == ["rejected"], timeout=2000)


def test_a_click_elsewhere_only_closes_the_popup(qtbot, dialog) -> None:
    d, outcome = dialog
    open_popup(qtbot, d, "context menu")
    click(d, d.count_spin)
    qtbot.waitUntil(lambda: QApplication.activePopupWidget() is None, timeout=2000)
    qtbot.wait(20)
    assert outcome == [] and d.isVisible()
