"""A click on «Start game» with a popup open starts the game (LY113-1).

A narrator's trial: with a popup of the New game dialog open (a box's list), a click on
«Start game» only closed the popup, and the narrator clicked again. On X11 (and Qt's
offscreen platform) the press that closes a popup goes no further. Here a real popup is
opened (the scenario list, the presets' list, a seat's card box, a seat name's context
menu) and a real click is sent through the dialog's window (``QTest.mouseClick`` on its
``QWindow``, the path a mouse click takes, not straight to the button): the first click
starts the game (or «Cancel» cancels), and a click elsewhere still only closes the popup.
"""

from __future__ import annotations

import pytest
from PySide6.QtCore import QPoint, Qt, QTimer
from PySide6.QtGui import QContextMenuEvent
from PySide6.QtTest import QTest
from PySide6.QtWidgets import QApplication

from narrator_app.ui.new_game_dialog import NewGameDialog
from narrator_app.ui.settings import Settings

pytestmark = pytest.mark.qt_log_ignore(r"This plugin does not support", extend=True)

POPUPS = ("scenario list", "preset list", "card box", "context menu")


def open_popup(qtbot, d: NewGameDialog, which: str) -> None:
    if which == "scenario list":
        d.scenario_combo.showPopup()
    elif which == "preset list":
        d.preset_combo.showPopup()
    elif which == "card box":
        d.cards_radio.click()
        box = d._role_combos[0]
        qtbot.waitUntil(lambda: box.isVisible() and box.count() > 1)
        box.showPopup()
    else:  # a right click on a seat's name: its own menu (cut, copy, paste…)
        edit = d._name_edits[0]
        at = QPoint(4, 4)
        QApplication.sendEvent(edit, QContextMenuEvent(QContextMenuEvent.Reason.Mouse, at,
                                                       edit.mapToGlobal(at)))
    qtbot.waitUntil(lambda: QApplication.activePopupWidget() is not None, timeout=2000)
    qtbot.wait(10)  # the narrator's hand goes to the button (what is queued is handled)


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


@pytest.mark.parametrize("which", [w for w in POPUPS if w != "card box"])
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
    open_popup(qtbot, d, "card box")  # «Start game» waits there for every seat's card
    click(d, d.cancel_button)
    qtbot.waitUntil(lambda: outcome == ["rejected"], timeout=2000)
    assert QApplication.activePopupWidget() is None


@pytest.mark.parametrize("which", POPUPS)
def test_a_click_elsewhere_only_closes_the_popup(qtbot, dialog, which) -> None:
    d, outcome = dialog
    open_popup(qtbot, d, which)
    count = d.count_spin.value()
    click(d, d.count_spin)
    qtbot.waitUntil(lambda: QApplication.activePopupWidget() is None, timeout=2000)
    qtbot.wait(20)
    assert outcome == [] and d.isVisible() and d.count_spin.value() == count


def test_a_popup_opened_again_is_watched_again(qtbot, dialog) -> None:
    d, outcome = dialog
    open_popup(qtbot, d, "scenario list")
    d.scenario_combo.hidePopup()
    qtbot.waitUntil(lambda: QApplication.activePopupWidget() is None, timeout=2000)
    open_popup(qtbot, d, "scenario list")
    click(d, d.ok_button)
    qtbot.waitUntil(lambda: outcome == ["accepted"], timeout=2000)


# --- the player count's and the preset name's context menus (LY115-5) --------------------
def _menu_then(qtbot, d: NewGameDialog, which: str, then) -> None:
    """A right click on the player count or the preset name's box (its own menu: undo, copy,
    paste, step up…), and ``then()`` while the menu is open. The spin box's menu runs its
    own event loop (``QMenu.exec``): ``then`` runs inside it, the line edit's returns at
    once."""
    box = d.count_spin.lineEdit() if which == "player count" else d.preset_name
    done: list[bool] = []

    def act() -> None:
        qtbot.waitUntil(lambda: QApplication.activePopupWidget() is not None, timeout=2000)
        qtbot.wait(10)  # the narrator's hand goes to the button
        then()
        done.append(True)

    QTimer.singleShot(0, act)
    # at the box's end away from «Start game», so that the menu does not cover the button
    ok_x = d.ok_button.mapToGlobal(d.ok_button.rect().center()).x()
    far_right = ok_x < box.mapToGlobal(box.rect().center()).x()
    at = QPoint(box.width() - 4 if far_right else 4, 4)
    QApplication.sendEvent(box, QContextMenuEvent(QContextMenuEvent.Reason.Mouse, at,
                                                  box.mapToGlobal(at)))
    qtbot.waitUntil(lambda: bool(done), timeout=3000)


@pytest.mark.parametrize("which", ["player count", "preset name"])
def test_a_fields_context_menu_lets_the_first_click_start(qtbot, dialog, which) -> None:
    """A fresh narrator's trial: with the player count's (or the preset name's) context
    menu open, a click on «Start game» only closed the menu (LY113-1's filter was on the
    lists and the seats' names only)."""
    d, outcome = dialog
    def start() -> None:
        menu = QApplication.activePopupWidget()
        assert not menu.geometry().contains(d.ok_button.mapToGlobal(d.ok_button.rect().center()))
        click(d, d.ok_button)

    _menu_then(qtbot, d, which, start)
    qtbot.waitUntil(lambda: outcome == ["accepted"], timeout=2000)
    assert QApplication.activePopupWidget() is None and not d.isVisible()


@pytest.mark.parametrize("which", ["player count", "preset name"])
def test_a_fields_context_menu_closes_on_a_click_elsewhere(qtbot, dialog, which) -> None:
    d, outcome = dialog
    _menu_then(qtbot, d, which, lambda: click(d, d.scenario_combo))
    qtbot.waitUntil(lambda: QApplication.activePopupWidget() is None, timeout=2000)
    qtbot.wait(20)
    assert outcome == [] and d.isVisible()
