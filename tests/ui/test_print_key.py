"""Ctrl+P prints from the window (issue 24, item 6): the platform's Print key opens the role
cards' print preview, with the open game's deal, and the F1 sheet lists the key. The preview
is opened, never exec'd: nothing blocks the test."""

from __future__ import annotations

from desk_driver import REFERENCE
from PySide6.QtCore import Qt
from PySide6.QtGui import QKeySequence


def test_ctrl_p_opens_the_role_cards_print_preview(qtbot, window, reference_game):
    assert window.print_cards_action.isEnabled()
    qtbot.keyClick(window, Qt.Key.Key_P, Qt.KeyboardModifier.ControlModifier)
    preview = getattr(window, "print_preview", None)
    assert preview is not None, "Ctrl+P opened no print preview"
    qtbot.waitExposed(preview)
    assert preview.kind == "cards" and preview.deal == REFERENCE
    assert preview.isVisible() and not preview.error
    preview.close()


def test_the_key_sheet_names_the_print_key(qtbot):
    from narrator_app.ui.shortcuts import key_text, shortcut_rows

    rows = dict(shortcut_rows())
    assert key_text(QKeySequence.StandardKey.Print) == "Ctrl+P"
    assert rows["Ctrl+P"] == "چاپ کارت‌های نقش…"  # the menu's words, in the app's Persian
