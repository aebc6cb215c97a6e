"""A fresh narrator's trial of the window (its papercuts, each at its cause): the F1 sheet
whole at 1280×720, the statistics window, «1 game», «Notes saved.» as news, the archive in
Persian, the timer's speaking order, the new game dialog's role box."""

from __future__ import annotations

import pytest
from PySide6.QtCore import QRect, Qt
from PySide6.QtGui import QFontMetrics
from PySide6.QtWidgets import QApplication, QStyle

pytestmark = pytest.mark.qt_log_ignore(r"This plugin does not support", extend=True)


@pytest.fixture(params=["fa", "en"])
def lang(request, qapp):
    from narrator_app.ui.app import apply_language

    apply_language(qapp, request.param)
    yield request.param
    apply_language(qapp, "fa")


# --- item 2: the F1 sheet whole at 1280×720 -------------------------------------------------


def test_the_shortcut_sheet_is_whole_at_1280x720(qtbot, lang):
    """Every key and every action whole (no «…», no line cut off) and every row in view
    without scrolling, on a 1280×720 screen under a title bar (before: rows sized before
    the sheet had its width, the long actions cut to «…», and seven rows below the fold)."""
    from narrator_app.ui.shortcuts import ShortcutSheet, shortcut_rows

    sheet = ShortcutSheet()
    qtbot.addWidget(sheet)
    sheet.fit_to(QRect(0, 0, 1280, 720 - 24))
    sheet.show()
    qtbot.waitExposed(sheet)
    QApplication.processEvents()
    assert sheet.width() <= 1280 and sheet.height() <= 696 - ShortcutSheet.FRAME, sheet.size()
    t = sheet.table
    assert t.verticalScrollBar().maximum() == 0  # nothing below the fold
    view = t.viewport().rect()
    margin = t.style().pixelMetric(QStyle.PixelMetric.PM_FocusFrameHMargin, None, t) + 1
    cells = [t.item(r, c) for r in range(t.rowCount()) for c in range(t.columnCount())]
    cells = [it for it in cells if it is not None]
    assert len(cells) == 2 * len(shortcut_rows())  # every key, every action
    for it in cells:
        rect = t.visualItemRect(it)
        assert view.contains(rect), (it.text(), rect, view)
        fm = QFontMetrics(it.font())
        need = fm.boundingRect(QRect(0, 0, rect.width() - 2 * margin, 10_000),
                               int(Qt.TextFlag.TextWordWrap), it.text())
        assert need.height() <= rect.height() and need.width() <= rect.width(), (
            it.text(), need, rect)
