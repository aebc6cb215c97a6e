"""The statistics window's tables touched the window's right edge in Persian (a narrator's
trial): right to left, Qt's splitter lays its widgets 1 px to the right, and the first
one's right border fell outside it, cut. The tables stand within the window's margin, at the
archive window's 11 px, their border whole; in English as before (W99-4)."""

from __future__ import annotations

import pytest
from PySide6.QtCore import QPoint
from PySide6.QtWidgets import QApplication

pytestmark = pytest.mark.qt_log_ignore(r"This plugin does not support", extend=True)


def right_gap(window, widget) -> int:
    """Pixels between ``widget``'s rightmost pixel and ``window``'s right edge."""
    return window.width() - 1 - widget.mapTo(window, QPoint(widget.width() - 1, 0)).x()


@pytest.mark.parametrize("lang", ["fa", "en"])
def test_the_tables_stand_within_the_archive_window_s_margins(qapp, qtbot, controller,
                                                               tmp_path, lang):
    from narrator_app.ui.app import apply_language
    from narrator_app.ui.archive_window import ArchiveWindow
    from narrator_app.ui.settings import Settings

    apply_language(qapp, lang)
    try:
        arch = ArchiveWindow(controller, Settings(), tmp_path / "config")
        qtbot.addWidget(arch)
        arch.show()
        stats = arch.open_stats()
        qtbot.waitExposed(stats)
        margin = arch.layout().contentsMargins()
        assert stats.layout().contentsMargins() == margin
        for width in (1200, 1000):
            stats.resize(width, 700)
            QApplication.processEvents()
            assert right_gap(arch, arch.view) == margin.right()
            # the rightmost of each splitter: the tables right to left, the charts else
            rightmost = ((stats.players, stats.scenarios) if lang == "fa" else
                         (stats.record_chart.parentWidget(), stats.side_chart))
            for part in rightmost:
                assert right_gap(stats, part) == margin.right(), (width, part)
            for part in (stats.players, stats.scenarios, stats.record_chart.parentWidget(),
                         stats.side_chart):  # each inside its splitter: its border drawn
                assert part.geometry().right() < part.parentWidget().width(), part.geometry()
    finally:
        apply_language(qapp, "fa")
