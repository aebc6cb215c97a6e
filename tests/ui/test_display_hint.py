"""The players' display shows its keys' hint («Esc: back to the desk · F11: full screen»)
for a few seconds when it opens, then hides it: it stood dim under the seats all game long
on the TV, and the table read it. Its room is kept (the seats do not move); the keys keep
working; shown again each time the display is opened. The timer is driven here."""

from __future__ import annotations

import pytest
from PySide6.QtCore import Qt
from PySide6.QtWidgets import QApplication

pytestmark = pytest.mark.qt_log_ignore(r"This plugin does not support", extend=True)


@pytest.mark.parametrize("lang", ["fa", "en"])
def test_the_hint_shows_then_goes_and_the_keys_still_work(qtbot, window, reference_game,
                                                           lang):
    from narrator_app.ui.app import apply_language
    from narrator_app.ui.public_window import HINT_MS

    apply_language(QApplication.instance(), lang)
    try:
        window.open_public_display()
        pw = window.public_window
        qtbot.waitExposed(pw)
        assert pw.back_hint.isVisible() and "Esc" in pw.back_hint.text()
        assert pw.hint_timer.isActive() and pw.hint_timer.isSingleShot()
        assert 2000 <= pw.hint_timer.interval() == HINT_MS <= 15000  # a few seconds
        for _ in range(3):  # the layout settled
            QApplication.processEvents()
        seats_at = pw.seats_box.geometry()
        pw.hint_timer.timeout.emit()  # the few seconds are over
        pw.hint_timer.stop()
        QApplication.processEvents()
        assert not pw.back_hint.isVisible()
        assert not any("Esc" in t for t in pw.shown_texts())  # nothing left for the table
        assert pw.seats_box.geometry() == seats_at  # its room kept: nothing moves
        # the keys keep working: F11 full screen and back, Esc back to the desk
        pw.activateWindow()
        qtbot.waitUntil(lambda: QApplication.activeWindow() is pw, timeout=3000)
        qtbot.keyClick(pw, Qt.Key.Key_F11)
        qtbot.waitUntil(pw.isFullScreen, timeout=3000)
        qtbot.keyClick(pw, Qt.Key.Key_F11)
        qtbot.waitUntil(lambda: not pw.isFullScreen(), timeout=3000)
        assert not pw.back_hint.isVisible()  # full screen is not an opening
        qtbot.keyClick(pw, Qt.Key.Key_Escape)
        assert not pw.isVisible()
        # opened again: the hint again, for as long
        window.open_public_display()
        qtbot.waitExposed(pw)
        assert pw.back_hint.isVisible() and pw.hint_timer.isActive()
        pw.close()
    finally:
        apply_language(QApplication.instance(), "fa")
