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


# --- item 3: the statistics window: every column whole, Esc closes it ----------------------


@pytest.fixture(scope="module")
def club_games(tmp_path_factory):
    """The fixture club archive (tests/fixtures/archive/club.py) indexed: its entries."""
    import sys
    from pathlib import Path

    sys.path.insert(0, str(Path(__file__).resolve().parents[1] / "fixtures" / "archive"))
    from club import build_club

    from narrator_app.engine.archive_index import indexed_games

    base = tmp_path_factory.mktemp("club")
    build_club(base / "games")
    return indexed_games([base / "games"], base / "data")


def _stats_window(qtbot, lang, entries):
    from narrator_app.ui.stats_window import StatsWindow

    w = StatsWindow(lang)
    qtbot.addWidget(w)
    w.set_entries(entries)
    w.fit_to(QRect(0, 0, 1280, 720))
    w.show()
    qtbot.waitExposed(w)
    w.select_player(w.stats.players[0].name)
    QApplication.processEvents()
    return w


def test_every_column_of_the_statistics_is_whole_at_1280x720(qtbot, lang, club_games):
    """Both tables show every column whole, its header and its cells, without a scroll
    bar (before: the scenarios' table was split at a fixed width and its «Days on average»
    column was cut off in English)."""
    w = _stats_window(qtbot, lang, club_games)
    for t in (w.players, w.scenarios):
        header = t.horizontalHeader()
        assert t.horizontalScrollBar().maximum() == 0, t.objectName()
        for c in range(t.columnCount()):
            start = header.sectionViewportPosition(c)
            size = header.sectionSize(c)
            assert 0 <= start and start + size <= t.viewport().width(), (
                t.objectName(), c, start, size, t.viewport().width())
            need = max(header.sectionSizeHint(c), t.sizeHintForColumn(c))
            assert size >= need, (t.objectName(), c, size, need)


def test_esc_closes_the_statistics_window(qtbot, club_games):
    from PySide6.QtTest import QTest

    w = _stats_window(qtbot, "fa", club_games)
    w.since_box.setFocus()  # a date box has the keys: Esc still closes the window
    QTest.keyClick(w.since_box, Qt.Key.Key_Escape)
    assert not w.isVisible()


# --- item 4: «1 game», not «1 games» (Qt's %n plural forms) --------------------------------


def test_one_game_is_said_in_the_singular(qtbot, lang, club_games):
    """The statistics of one game and one player's one game: «1 game» in English (the
    plural forms of ravi_en.ts), «۱ بازی» in Persian (before: «1 games», «1 files»)."""
    from narrator_app.ui.stats_window import StatsWindow

    one = [e for e in club_games if e.finished and not e.error][:1]
    damaged = [e for e in club_games if e.error][:1]
    assert one and damaged
    w = StatsWindow(lang)
    qtbot.addWidget(w)
    w.set_entries(one + damaged)
    w.select_player(w.stats.players[0].name)
    summary, detail = w.summary.text(), w.player_detail.text().splitlines()[0]
    if lang == "en":
        assert summary.startswith("1 game (1 finished, 0 unfinished); 1 file cannot be read")
        assert detail.endswith(" of 1 game."), detail
        w.set_entries(club_games)
        assert "33 games" in w.summary.text() and "1 file cannot" in w.summary.text()
    else:
        assert summary.startswith("۱ بازی (۱ تمام‌شده، ۰ ناتمام)؛ ۱ پرونده خوانده نمی‌شود")
        assert detail.endswith(" از ۱ بازی برد."), detail


def test_the_archive_says_one_day_in_the_singular(qtbot, lang, club_games):
    """The archive's length column: «1 day, 2 actions», «2 days, 1 action» (Qt's plural
    forms), «۱ روز، ۲ اقدام» in Persian (before: «1 days»)."""
    from dataclasses import replace

    from narrator_app.ui.archive_window import LENGTH, ArchiveModel

    game = next(e for e in club_games if e.finished and not e.error)
    model = ArchiveModel(lang)
    model.set_entries([replace(game, days=1, actions=2), replace(game, days=2, actions=1)])
    texts = [model.data(model.index(r, LENGTH)) for r in range(2)]
    if lang == "en":
        assert texts == ["1 day, 2 actions", "2 days, 1 action"]
    else:
        assert texts == ["۱ روز، ۲ اقدام", "۲ روز، ۱ اقدام"]
