"""Esc in the New game dialog's seat table leaves the cell, not the dialog (two narrators'
trials: «Enter, then Esc to leave the cell» closed the whole dialog); the dialog closed
without a game keeps everything typed — the dealing choice, the cards entered and the house
rules too, not only the names (CF80-42)."""

from __future__ import annotations

import pytest
from desk_driver import new_game_twice
from PySide6.QtCore import QEvent, Qt
from PySide6.QtGui import QKeyEvent
from PySide6.QtWidgets import QApplication, QComboBox, QDialog, QLineEdit
from test_rules_remembered import GF, _toggle

from narrator_app.ui.new_game_dialog import NewGameDialog
from narrator_app.ui.settings import Settings

pytestmark = pytest.mark.qt_log_ignore(r"This plugin does not support", extend=True)


def _type(widget, text: str) -> None:
    for ch in text:
        for kind in (QEvent.Type.KeyPress, QEvent.Type.KeyRelease):
            QApplication.sendEvent(widget, QKeyEvent(kind, 0, Qt.KeyboardModifier.NoModifier, ch))


def _shown(qtbot, d: NewGameDialog) -> None:
    d.show()
    qtbot.waitExposed(d)
    d.activateWindow()
    qtbot.waitActive(d)


def test_esc_in_the_table_leaves_the_cell_and_closing_keeps_everything(
        window, qtbot, monkeypatch, tmp_path):
    typed: dict = {}
    window.settings, window.settings_dir = Settings(last_scenario=GF), tmp_path / "settings"

    def first(d: NewGameDialog) -> int:
        _shown(qtbot, d)
        qtbot.mouseClick(d.cards_radio, Qt.MouseButton.LeftButton)
        edit = d.findChild(QLineEdit, "name_1")
        edit.setFocus()
        QApplication.processEvents()
        _type(edit, "علی")
        qtbot.keyClick(edit, Qt.Key.Key_Return)  # on to seat 2's name
        edit2 = d.findChild(QLineEdit, "name_2")
        assert edit2.hasFocus()
        qtbot.keyClick(edit2, Qt.Key.Key_Escape)  # leave the cell: the dialog stays
        assert d.isVisible() and d.seat_table.hasFocus()
        combo = d.findChild(QComboBox, "role_3")
        combo.setFocus()
        combo.setCurrentIndex(2)
        typed["role"] = combo.currentData()
        qtbot.keyClick(combo, Qt.Key.Key_Escape)  # a card's box: the same
        assert d.isVisible() and d.seat_table.hasFocus()
        _toggle(qtbot, d)  # a house rule changed
        assert d.result_setup().house_rules == {"leon_vest": False}
        qtbot.keyClick(d.seat_table, Qt.Key.Key_Escape)  # out of the table: the dialog's
        assert not d.isVisible() and d.result() == QDialog.DialogCode.Rejected
        return 0

    def second(d: NewGameDialog) -> int:
        assert d.cards_radio.isChecked()  # the dealing choice was kept (it was lost)
        assert d.names()[0] == "علی"
        assert d.findChild(QComboBox, "role_3").currentData() == typed["role"]
        assert d.result_setup().house_rules == {"leon_vest": False}
        return 0

    new_game_twice(monkeypatch, window, first, second)
