"""The players' display behind the desk (it opened there, CF80-5; it now opens in front,
LY110-2, and goes behind when the desk is clicked) spends its keys' hint's few seconds
(W98-4) there, where the narrator does not see it: by the time he brought the display
forward the hint was gone (a narrator's trial, TR98-8). Brought forward (asked for again, or
activated after being behind), it shows the hint again for as long; a full-screen switch is
no opening and puts it away (the table's screen). The timer is driven here."""

from __future__ import annotations

import pytest
from PySide6.QtCore import Qt
from PySide6.QtWidgets import QApplication

pytestmark = pytest.mark.qt_log_ignore(r"This plugin does not support", extend=True)


def opened_behind(qtbot, window):
    window.activateWindow()
    qtbot.waitUntil(lambda: QApplication.activeWindow() is window, timeout=3000)
    window.open_public_display()
    pw = window.public_window
    qtbot.waitExposed(pw)
    qtbot.waitUntil(lambda: QApplication.activeWindow() is pw, timeout=3000)  # in front
    window.activateWindow()  # the desk clicked: the display behind it
    qtbot.waitUntil(lambda: QApplication.activeWindow() is window, timeout=3000)
    assert pw.back_hint.isVisible() and pw.hint_timer.isActive()  # shown, now unseen
    pw.hint_timer.timeout.emit()  # its seconds pass behind the desk
    pw.hint_timer.stop()
    assert not pw.back_hint.isVisible()
    return pw


@pytest.mark.parametrize("lang", ["fa", "en"])
def test_asked_for_again_the_display_comes_forward_with_its_hint(qtbot, window,
                                                                  reference_game, lang):
    from narrator_app.ui.app import apply_language

    apply_language(QApplication.instance(), lang)
    try:
        pw = opened_behind(qtbot, window)
        window.open_public_display()  # View → Public display again: to the front
        qtbot.waitUntil(lambda: QApplication.activeWindow() is pw, timeout=3000)
        assert pw.back_hint.isVisible() and "Esc" in pw.back_hint.text()
        assert pw.hint_timer.isActive()  # for its few seconds again
        pw.hint_timer.timeout.emit()
        pw.hint_timer.stop()
        assert not pw.back_hint.isVisible()
        pw.close()
    finally:
        apply_language(QApplication.instance(), "fa")


def test_activated_after_the_desk_was_in_front_the_hint_shows_again(qtbot, window,
                                                                     reference_game):
    pw = opened_behind(qtbot, window)
    pw.activateWindow()  # the narrator clicks it forward (taskbar, Alt+Tab)
    qtbot.waitUntil(lambda: QApplication.activeWindow() is pw, timeout=3000)
    assert pw.back_hint.isVisible() and pw.hint_timer.isActive()
    pw.hint_timer.timeout.emit()
    pw.hint_timer.stop()
    window.activateWindow()  # the desk in front again, the display behind it
    qtbot.waitUntil(lambda: QApplication.activeWindow() is window, timeout=3000)
    assert not pw.back_hint.isVisible()
    pw.activateWindow()
    qtbot.waitUntil(lambda: QApplication.activeWindow() is pw, timeout=3000)
    assert pw.back_hint.isVisible()  # forward again: again
    pw.close()


def test_a_full_screen_switch_is_no_opening(qtbot, window, reference_game):
    pw = opened_behind(qtbot, window)
    pw.activateWindow()
    qtbot.waitUntil(lambda: QApplication.activeWindow() is pw, timeout=3000)
    assert pw.back_hint.isVisible()
    qtbot.keyClick(pw, Qt.Key.Key_F11)
    qtbot.waitUntil(pw.isFullScreen, timeout=3000)
    assert not pw.back_hint.isVisible() and not pw.hint_timer.isActive()  # the table's
    qtbot.keyClick(pw, Qt.Key.Key_F11)
    qtbot.waitUntil(lambda: not pw.isFullScreen(), timeout=3000)
    QApplication.processEvents()
    assert not pw.back_hint.isVisible()
    pw.close()
