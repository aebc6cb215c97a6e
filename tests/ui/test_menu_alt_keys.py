"""Each menu of the desk opens with the same Alt+letter in Persian as in English: Alt+G
the Game menu, Alt+E Edit, Alt+V View, Alt+H Help. A Persian title's «&» marks a Persian
letter (Alt+ب, …), which a narrator at a Latin keyboard cannot press: Alt+V did nothing on a
Persian desk. The English letter is kept beside the Persian title (``menu_keys``); in English
the title's own mnemonic is the key (no second shortcut, which Qt would find ambiguous)."""

from __future__ import annotations

import pytest
from PySide6.QtCore import Qt
from PySide6.QtWidgets import QApplication

pytestmark = pytest.mark.qt_log_ignore(r"This plugin does not support", extend=True)

KEYS = (("game_menu", Qt.Key.Key_G), ("edit_menu", Qt.Key.Key_E),
        ("view_menu", Qt.Key.Key_V), ("help_menu", Qt.Key.Key_H))


@pytest.fixture(params=["fa", "en"])
def desk(request, qapp, qtbot, controller):
    from desk_driver import desk_in

    from narrator_app.ui.app import apply_language

    yield desk_in(qtbot, controller, request.param)
    apply_language(qapp, "fa")


@pytest.mark.parametrize(("menu", "key"), KEYS)
def test_each_menu_opens_with_its_english_alt_key(qtbot, desk, menu, key):
    w = desk
    w.activateWindow()
    qtbot.waitUntil(lambda: QApplication.activeWindow() is w, timeout=3000)
    m = getattr(w, menu)
    assert not m.isVisible()
    qtbot.keyClick(w, key, Qt.KeyboardModifier.AltModifier)
    qtbot.waitUntil(m.isVisible, timeout=3000)
    assert w.menuBar().activeAction() is m.menuAction()
    m.close()
    qtbot.waitUntil(lambda: not m.isVisible(), timeout=3000)


def test_the_titles_are_the_translators_and_the_keys_follow_the_language(
        qapp, qtbot, controller):
    """The Persian titles stay as translated («&بازی» …); switching the language back and
    forth leaves one key per menu: the title's own in English, the kept one in Persian."""
    from desk_driver import desk_in

    from narrator_app.ui.app import apply_language

    w = desk_in(qtbot, controller, "fa")
    try:
        assert [a.text() for a in w.menuBar().actions()] == [
            "&بازی", "&ویرایش", "&نمایش", "&راهنما"]
        for lang in ("en", "fa", "en"):
            apply_language(qapp, lang)
            QApplication.processEvents()
            kept = w.menu_keys.active()
            if lang == "en":
                assert kept == {}
            else:
                assert kept == {getattr(w, m): f"Alt+{chr(k)}" for m, k in KEYS}
    finally:
        apply_language(qapp, "fa")


def test_the_shortcut_sheet_lists_the_menus_alt_keys(qtbot, desk):
    """The F1 sheet names the menus' Alt keys (W98-3), in both languages: every key the
    menu bar opens a menu with, its own mnemonic or the kept English one."""
    from PySide6.QtGui import QKeySequence

    from narrator_app.ui.shortcuts import shortcut_rows

    w = desk
    listed = [k for keys, _ in shortcut_rows() for k in keys.split(", ")]
    opened = set(w.menu_keys.active().values()) | {
        QKeySequence.mnemonic(m.title()).toString() for m, _ in
        ((w.game_menu, 0), (w.edit_menu, 0), (w.view_menu, 0), (w.help_menu, 0))
        if QKeySequence.mnemonic(m.title()).toString() in ("Alt+G", "Alt+E", "Alt+V",
                                                           "Alt+H")}
    assert opened == {"Alt+G", "Alt+E", "Alt+V", "Alt+H"}, opened
    assert opened <= set(listed), listed
