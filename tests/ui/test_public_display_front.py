"""The players' display opened from the desk (View → Public display) on the narrator's only
screen comes to the front at the first choice, with the keyboard and its keys' hint: it
opened behind the desk and the status bar asked him to choose it again (a narrator's trial,
Bazpors Day 1; decisions LY110-2, which revises CF80-5). The desk's edges stay in view
around it, Esc gives the desk back the keyboard, and chosen again it comes to the front
again. It shows what it showed before: the public facts, no role."""

from __future__ import annotations

import pytest
from PySide6.QtWidgets import QApplication

from narrator_app.messages import role_name

pytestmark = pytest.mark.qt_log_ignore(r"This plugin does not support raise\(\)", extend=True)


def test_the_first_choice_brings_the_public_display_to_the_front(qtbot, window,
                                                                 reference_game):
    c = reference_game
    window.activateWindow()
    qtbot.waitUntil(lambda: QApplication.activeWindow() is window, timeout=2000)
    window.open_public_display()  # chosen once
    pw = window.public_window
    qtbot.waitExposed(pw)
    qtbot.waitUntil(lambda: QApplication.activeWindow() is pw, timeout=2000)
    assert pw.isVisible() and not pw.isFullScreen()
    assert pw.back_hint.isVisible() and "Esc" in pw.back_hint.text()  # seen as it opens
    # two thirds of the screen, in its middle: the desk's edges stay in view around it
    area = window.screen().availableGeometry()
    box = pw.frameGeometry()
    assert area.contains(box) and box.width() < area.width() and box.height() < area.height()
    said = window.statusBar().currentMessage()
    assert said == window.tr(
        "Public display opened: Esc on it brings the desk back; View → Public display on "
        "screen puts it on a TV.")
    # what it shows is the table's: no card's role (the display's own tests ask the rest)
    roles = {role_name(c.scenario, p.role, c.lang) for p in c.state.players}
    assert not any(r in text for text in pw.shown_texts() for r in roles)
    pw.back_key.activated.emit()  # Esc on it
    qtbot.waitUntil(lambda: QApplication.activeWindow() is window, timeout=2000)
    assert not pw.isVisible()
    window.open_public_display()  # chosen again: in front again
    qtbot.waitUntil(lambda: QApplication.activeWindow() is pw, timeout=2000)
    window.activateWindow()  # the desk clicked: the display behind it
    qtbot.waitUntil(lambda: QApplication.activeWindow() is window, timeout=2000)
    window.open_public_display()  # chosen while behind: to the front
    qtbot.waitUntil(lambda: QApplication.activeWindow() is pw, timeout=2000)
    pw.close()
