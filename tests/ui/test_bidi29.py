"""The fresh narrator's trial (BD29): lists of «seat (name)» read in order whatever the
script of the names and of the window, paths keep their order in Persian, Esc closes the
archive, the Settings note wraps whole."""

from __future__ import annotations

import re

import pytest
from PySide6.QtCore import Qt
from PySide6.QtGui import QColor
from PySide6.QtWidgets import QApplication

from narrator_app.engine import Setup
from narrator_app.ui.app import apply_language
from narrator_app.ui.texts import seats_list

pytestmark = pytest.mark.qt_log_ignore(r"This plugin does not support raise\(\)", extend=True)

LRM, RLM, LRI, RLI, FSI, PDI = "\u200e", "\u200f", "\u2066", "\u2067", "\u2068", "\u2069"
FA_NAMES = ("علی", "مریم", "رضا", "سارا", "نگار", "زهرا", "امیر", "لیلا", "محمد", "کاوه",
            "پریسا")
EN_NAMES = ("Ali", "Maryam", "Reza", "Sara", "Negar", "Zahra", "Amir", "Leila", "Mohammad",
            "Kaveh", "Parisa")
REFERENCE = ["godfather", "saul_goodman", "matador", "dr_watson", "leon", "citizen_kane",
             "constantine", "plain_citizen", "plain_citizen", "plain_citizen", "nostradamus"]


def assert_items_isolated(text: str, lang: str, names) -> None:
    """``text``: the language's mark, then items each in the language's isolate holding
    «seat\u00a0(FSI name PDI)» in that order of code points."""
    mark, opening = (RLM, RLI) if lang == "fa" else (LRM, LRI)
    assert text.startswith(mark)
    items = text[1:].split("، " if lang == "fa" else ", ")
    assert len(items) >= 2
    for item in items:
        m = re.fullmatch(f"{opening}{{1,2}}([0-9۰-۹]+)\u00a0\\({FSI}([^{PDI}]+){PDI}\\)"
                         f"{PDI}?(.*){PDI}", item)
        assert m, repr(item)
        assert m.group(2) in names


@pytest.mark.parametrize(("lang", "names"), [("en", FA_NAMES), ("fa", EN_NAMES)])
def test_seats_list_items_isolated_in_the_language(qapp, lang, names):
    assert_items_isolated(seats_list([1, 2, 3], names, lang), lang, names)
    assert seats_list([], names, lang) == ""


@pytest.fixture
def english(qapp):
    apply_language(qapp, "en")
    yield qapp
    apply_language(qapp, "fa")


@pytest.mark.parametrize(("lang", "names"), [("en", FA_NAMES), ("fa", EN_NAMES)])
def test_timer_order_reads_in_order(qtbot, window, qapp, lang, names):
    """shot50: «1 (علی), 2 (مریم), (silenced) (رضا) 3, (سارا) 4» in English."""
    if lang == "en":
        apply_language(qapp, "en")
    try:
        c = window.c
        c.lang = lang
        assert c.new_game(Setup("godfather_nostradamus", names, {"cards_enabled": False}),
                          REFERENCE)
        c.end_phase()
        c.step("nostradamus", {"pick": [2, 8, 9], "side": "city"})
        c.end_phase()
        c.state.player(3).silenced_day = c.state.number
        panel = window.timer_panel
        panel.first_combo.setCurrentIndex(panel.first_combo.findData(1))
        qtbot.mouseClick(panel.talk_button, Qt.MouseButton.LeftButton)
        QApplication.processEvents()
        text = panel.order_label.text()
        plain = re.sub("<[^>]+>", "", text).replace("&nbsp;", "\u00a0")
        assert_items_isolated(plain, lang, names)
        # the silenced seat's words inside its item's isolate, after its name
        silenced = [i for i in plain[1:].split("، " if lang == "fa" else ", ")
                    if names[2] in i]
        assert len(silenced) == 1 and silenced[0].index(names[2]) < silenced[0].rindex("(")
        panel.order_label.grab().save(f"/tmp/bd29/order_{lang}.png")
    finally:
        if lang == "en":
            apply_language(qapp, "fa")


# --- 3. Esc closes the archive (shot44) ---------------------------------------------------
@pytest.fixture
def archive(qtbot, controller, tmp_path):
    from narrator_app.ui.archive_window import ArchiveWindow
    from narrator_app.ui.settings import Settings

    w = ArchiveWindow(controller, Settings(), tmp_path / "config")
    qtbot.addWidget(w)
    w.reload()
    w.show()
    qtbot.waitExposed(w)
    return w


def test_escape_closes_the_archive(qtbot, archive):
    qtbot.keyClick(archive.search_box, Qt.Key.Key_Escape)  # the search field has the keys
    assert not archive.isVisible()


def test_escape_keeps_the_archive_with_unsaved_notes(qtbot, archive):
    archive.save_notes_button.setEnabled(True)  # as typing notes of the selected game does
    archive.notes.setFocus()
    qtbot.keyClick(archive.notes, Qt.Key.Key_Escape)
    assert archive.isVisible()


# --- 4. the Settings note wraps whole (shot48) ------------------------------------------
def note_fits(d) -> bool:
    """The note inside the dialog and no ink of it on the outer columns of its label where
    its lines end: a line wider than the label is clipped there (shot48: «باز» cut at the
    left edge)."""
    note = d.note
    if not d.contentsRect().contains(note.geometry()):
        return False
    img = note.grab().toImage()
    # the end of its lines: the left in Persian, the right in English (their start touches
    # the other side)
    rtl = note.layoutDirection() == Qt.LayoutDirection.RightToLeft
    edge = [0, 1] if rtl else [img.width() - 2, img.width() - 1]
    return not any(QColor(img.pixel(x, y)).lightness() < 128
                   for x in edge for y in range(img.height()))


@pytest.mark.parametrize(("first", "then"), [("en", "fa"), ("fa", "en")])
def test_settings_note_wraps_whole_after_a_language_switch(qtbot, window, tmp_path, first,
                                                             then):
    from narrator_app.ui.app import apply_preferences
    from narrator_app.ui.settings import Settings

    try:
        apply_preferences(Settings(language=first), window.c)
        window.settings = Settings(language=first)
        window.settings_dir = tmp_path
        d = window.open_settings()
        qtbot.waitExposed(d)
        QApplication.processEvents()
        assert note_fits(d)
        for lang in (then, first, then):  # switched in it, back and again
            d.language_box.setCurrentIndex(d.language_box.findData(lang))
            for _ in range(3):
                QApplication.processEvents()
            d.resize(d.minimumSizeHint())  # as small as a window manager may make it
            QApplication.processEvents()
            d.grab().save(f"/tmp/bd29/settings_{lang}.png")
            assert note_fits(d), (lang, d.size(), d.note.text())
    finally:
        apply_preferences(Settings(language="fa"), window.c)


# --- 2. a path keeps its order in Persian (shot33, shot40-43) -----------------------------
def test_a_path_under_persian_folders_is_a_left_to_right_isolate(qtbot, tmp_path):
    """A statistics export that fails names its path in LRI … PDI: its first strong letter
    (a Persian folder) no longer turns it right to left, «/» at its end."""
    from narrator_app.ui.stats_window import StatsWindow

    w = StatsWindow("fa")
    qtbot.addWidget(w)
    folder = tmp_path / "بازی‌ها"
    folder.mkdir()
    target = folder / "آمار" / "stats.csv"  # its folder missing: the write fails
    w.choose_csv_path = lambda: str(target)
    assert w.export_csv() is None
    text = w.range_error.text()
    assert f"{LRI}{LRM}{target}{LRM}{PDI}" in text and f"{FSI}{target}" not in text


def test_the_status_bar_and_archive_say_paths_in_left_to_right_isolates(qtbot, window, tmp_path):
    """shot33: «ذخیره شد: /tmp/trial/bazi-aval.ravi» (it read right: the path was isolated;
    kept so)."""
    from desk_driver import REFERENCE as DEAL
    from desk_driver import reference_setup

    c = window.c
    assert c.new_game(reference_setup(), DEAL)
    path = tmp_path / "bazi-aval.ravi"
    assert c.save_to(path)
    assert window.statusBar().currentMessage().endswith(f": {LRI}{LRM}{path}{LRM}{PDI}")
