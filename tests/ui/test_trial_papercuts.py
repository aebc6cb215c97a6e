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
    _sheet_whole(sheet, shortcut_rows())


def test_the_shortcut_sheet_stays_whole_after_a_language_switch(qtbot):
    """Open in Persian, switched to English while open: sized again for the English."""
    from narrator_app.ui.app import apply_language
    from narrator_app.ui.shortcuts import ShortcutSheet, shortcut_rows

    app = QApplication.instance()
    sheet = ShortcutSheet()
    qtbot.addWidget(sheet)
    sheet.fit_to(QRect(0, 0, 1280, 720 - 24))
    sheet.show()
    qtbot.waitExposed(sheet)
    try:
        apply_language(app, "en")
        QApplication.processEvents()
        assert sheet.windowTitle() == "Keyboard shortcuts"
        _sheet_whole(sheet, shortcut_rows())
    finally:
        apply_language(app, "fa")


def _sheet_whole(sheet, rows) -> None:
    from narrator_app.ui.shortcuts import ShortcutSheet

    assert sheet.width() <= 1280 and sheet.height() <= 696 - ShortcutSheet.FRAME, sheet.size()
    t = sheet.table
    assert t.verticalScrollBar().maximum() == 0  # nothing below the fold
    view = t.viewport().rect()
    margin = t.style().pixelMetric(QStyle.PixelMetric.PM_FocusFrameHMargin, None, t) + 1
    cells = [t.item(r, c) for r in range(t.rowCount()) for c in range(t.columnCount())]
    cells = [it for it in cells if it is not None]
    assert len(cells) == 2 * len(rows)  # every key, every action
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
def club_folder(tmp_path_factory):
    """The fixture club archive (tests/fixtures/archive/club.py): its folder of games."""
    import sys
    from pathlib import Path

    sys.path.insert(0, str(Path(__file__).resolve().parents[1] / "fixtures" / "archive"))
    from club import build_club

    base = tmp_path_factory.mktemp("club")
    build_club(base / "games")
    return base / "games"


@pytest.fixture(scope="module")
def club_games(club_folder, tmp_path_factory):
    """The fixture club archive indexed: its entries."""
    from narrator_app.engine.archive_index import indexed_games

    return indexed_games([club_folder], tmp_path_factory.mktemp("club-data"))


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


# --- items 5 and 6: the archive window ---------------------------------------------------


@pytest.fixture
def archive(qtbot, club_folder, tmp_path):
    """The archive window over a copy of the club's games (its notes may be written)."""
    import shutil

    from narrator_app.ui.archive_window import ArchiveWindow
    from narrator_app.ui.controller import GameController
    from narrator_app.ui.settings import Settings

    folder = tmp_path / "games"
    shutil.copytree(club_folder, folder)
    c = GameController(tmp_path / "data")
    c.confirm = lambda title, text: True
    w = ArchiveWindow(c, Settings(archive_folders=[str(folder)]), tmp_path / "config")
    qtbot.addWidget(w)
    w.resize(1280, 696)
    w.show()
    w.reload()
    qtbot.waitUntil(lambda: not w.building(), timeout=60_000)
    return w


def test_notes_saved_is_plain_news_not_a_warning(qtbot, archive):
    """«Notes saved.» is a plain status line beside «Save notes» (before: the amber warning
    banner, as for a file that could not be written); an earlier warning goes, and the
    line goes when the notes are edited again."""
    w = archive
    assert w.model.rowCount() > 30, w.model.rowCount()
    good = next(e for e in w.model.entries if not e.error)
    assert w.select_path(good.path)
    assert w.selected_entry() is not None and not w.selected_entry().error
    w._say("an earlier problem")  # e.g. a save refused a moment ago
    w.notes.setPlainText("Sara played well.")
    qtbot.mouseClick(w.save_notes_button, Qt.MouseButton.LeftButton)
    QApplication.processEvents()
    saved = QApplication.translate("Archive", "Notes saved.")
    assert not w.warning.isVisible()
    assert w.status.isVisible() and w.status.text() == saved
    assert w.status.styleSheet() == "" and w.status.palette().windowText().color() == (
        QApplication.palette().windowText().color())  # the window's own colour
    w.notes.appendPlainText("And Reza.")
    assert w.status.text() == ""


def _ink(widget) -> tuple[int, int]:
    """The leftmost and rightmost x of the text drawn in ``widget`` (its dark pixels)."""
    img = widget.grab().toImage()
    xs = [x for y in range(0, img.height(), 2) for x in range(img.width())
          if img.pixelColor(x, y).lightness() < 110]
    assert xs, widget.objectName()
    return min(xs), max(xs)


def test_the_archive_in_persian_lays_out_paths_right_to_left(qtbot, archive):
    """A game's path and state, and a damaged file's technical reason, open at the right
    of their lines in Persian (before: a line beginning with a path, or the English reason,
    was laid out left to right, at the left of the window); the row numbers at the right
    of their column."""
    w = archive
    label = w.detail_label
    good = next(e for e in w.model.entries if not e.error)
    assert w.select_path(good.path)
    QApplication.processEvents()
    left, right = _ink(label)
    assert right >= label.width() - 12 and left > 12, (left, right, label.width())
    bad = next(e for e in w.model.entries if e.error)
    assert w.select_path(bad.path)
    QApplication.processEvents()
    lines = label.text().split("\n")
    assert any(bad.detail in line for line in lines)
    assert all(line.startswith("\u200f") for line in lines)  # each line right to left
    head = w.view.verticalHeader()
    img = head.grab().toImage()
    row = head.logicalIndexAt(head.height() // 2)  # a row in view
    top = head.sectionViewportPosition(row)
    xs = [x for y in range(top + 2, top + head.sectionSize(row) - 2) for x in range(img.width())
          if img.pixelColor(x, y).lightness() < 110]
    assert xs and min(xs) > img.width() / 3, (xs, img.width())  # its number at the right


def test_a_search_without_a_match_says_so(qtbot, archive):
    """A search that keeps no game says «no game matches» over the empty list (before:
    an empty list and no word); the line goes when a game is shown again."""
    w = archive
    assert not w.no_match.isVisible()
    w.search_box.setText("zzzz")
    QApplication.processEvents()
    assert w.model.rowCount() == 0
    assert w.no_match.isVisible()
    assert w.no_match.text() == "هیچ بازی‌ای با «\u2068zzzz\u2069» پیدا نشد."
    w.search_box.setText("")
    QApplication.processEvents()
    assert w.model.rowCount() > 0 and not w.no_match.isVisible()


# --- item 7: the timer's order skips a player who left the game ---------------------------


def test_the_speaking_order_skips_a_player_who_left(qtbot, window, reference_game):
    """A talk round from seat 1; seat 3 leaves the table while seat 2 speaks: the order, the
    «next» line and N skip him (before: the round kept the order it started with). The
    current speaker leaving passes the floor on, his clock full."""
    from narrator_app.ui.texts import seat_short

    c, panel = reference_game, window.timer_panel
    c.end_phase()
    c.step("nostradamus", {"pick": [8, 9, 10], "side": "city"})
    c.end_phase()
    assert c.state.phase == "day"
    r = panel.start_round("talk", first=1)
    panel.next_speaker()
    assert r.current.seat == 2
    assert c.withdraw(3), c.last_error
    QApplication.processEvents()
    r = panel.round
    assert 3 not in [t.seat for t in r.order]
    assert r.current.seat == 2 and r.next_speaker.seat == 4
    reza = seat_short(3, c.names, c.lang)
    assert reza not in panel.order_label.text() and reza not in panel.next_label.text()
    r.toggle()  # seat 2's clock runs; then he leaves too: seat 4 has the floor, clock full
    assert c.withdraw(2), c.last_error
    QApplication.processEvents()
    assert panel.round.current.seat == 4 and not panel.round.timer.running
    assert panel.round.timer.remaining() == panel.round.seconds
    panel.next_speaker()
    assert panel.round.current.seat == 5


# --- item 8: the new game dialog's roles at 1280×720 ---------------------------------------


def test_the_new_game_dialogs_roles_are_whole_at_1280x720(qtbot, lang):
    """The roles' abilities show whole lines only (before: the layout gave their box 77
    pixels and the fourth role was cut in half at the bottom), and every card box shows its
    longest role whole, in every shipped scenario at its largest table."""
    from PySide6.QtWidgets import QStyleOptionComboBox

    from narrator_app.ui.new_game_dialog import NewGameDialog, WholeLinesScroll
    from narrator_app.ui.settings import Settings

    d = NewGameDialog(Settings(language=lang))
    qtbot.addWidget(d)
    d.resize(1060, 660)  # a little under its size on a 1280×720 screen (fit_to_screen)
    d.cards_radio.setChecked(True)
    d.show()
    qtbot.waitExposed(d)
    scroll = d.findChild(WholeLinesScroll, "role_abilities_scroll")
    step = scroll.line_step()
    assert 15 <= step <= 40
    for i in range(d.scenario_combo.count()):
        if not d.scenario_combo.itemData(i):
            continue
        d.scenario_combo.setCurrentIndex(i)
        d.count_spin.setValue(d.count_spin.maximum())
        QApplication.processEvents()
        seen = scroll.viewport().height()
        assert seen >= step and seen % step == 0, (d.scenario_combo.itemData(i), seen, step)
        label = d.role_abilities
        assert label.height() % step == 0  # the label's lines are the steps counted
        combo = d._role_combos[0]
        opt = QStyleOptionComboBox()
        combo.initStyleOption(opt)
        room = combo.style().subControlRect(
            QStyle.ComplexControl.CC_ComboBox, opt, QStyle.SubControl.SC_ComboBoxEditField,
            combo).width()
        fm = combo.fontMetrics()
        widest = max(fm.horizontalAdvance(combo.itemText(k)) for k in range(combo.count()))
        assert widest <= room, (d.scenario_combo.itemData(i), widest, room)
