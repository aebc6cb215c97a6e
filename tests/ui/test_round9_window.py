"""The window at this round's leftovers from the narrator trials (decisions «CF57»). Real
widgets, offscreen (the offscreen screen is 800×800: smaller than the archive's own size)."""

from __future__ import annotations

import pytest
from PySide6.QtWidgets import QApplication

from narrator_app.ui.screen_fit import available_of, frame_of, within

pytestmark = pytest.mark.qt_log_ignore(r"This plugin does not support", extend=True)


def test_the_archive_opens_within_the_screen_title_bar_included(qtbot, window) -> None:
    """At 1366×768 the archive (1 100 × 640 and its title bar) reached the screen's foot (a
    narrator's trial): it is sized to the screen's available geometry less the frame and
    placed in its middle."""
    archive = window.open_archive()
    qtbot.waitExposed(archive)
    QApplication.processEvents()
    area = available_of(archive)
    assert area is not None
    fw, fh = frame_of(archive)
    assert archive.width() + fw <= area.width() and archive.height() + fh <= area.height()
    assert within(archive, area)
    archive.close()
