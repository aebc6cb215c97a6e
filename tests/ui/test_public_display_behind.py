"""The players' display opened from the desk (View → Public display) on the narrator's
screen opens behind the desk, which keeps the front and the keyboard: opened over the
narrator's only screen, it hid his desk (CF80-5). Asked for again while it is open, it
comes to the front (he asked to see it); the status bar says how."""

from __future__ import annotations

import pytest
from PySide6.QtWidgets import QApplication

pytestmark = pytest.mark.qt_log_ignore(r"This plugin does not support raise\(\)", extend=True)


def test_the_public_display_opens_behind_the_desk(qtbot, window, reference_game):
    window.activateWindow()
    qtbot.waitUntil(lambda: QApplication.activeWindow() is window, timeout=2000)
    window.open_public_display()
    pw = window.public_window
    qtbot.waitExposed(pw)
    assert pw.isVisible() and not pw.isFullScreen()
    QApplication.processEvents()
    assert QApplication.activeWindow() is window  # the desk keeps the keyboard
    said = window.statusBar().currentMessage()
    assert said == window.tr(
        "The public display is open behind the desk: choose it again to bring it to the "
        "front, or put it on a TV (View → Public display on screen).")
    window.open_public_display()  # asked for again: to the front
    qtbot.waitUntil(lambda: QApplication.activeWindow() is pw, timeout=2000)
    pw.close()
