"""The Persian menu titles underlined a Persian letter (the «&» of «&نمایش»: Alt+ن), while
the key that opens the menu is the Latin Alt letter the F1 sheet lists (W98-3): no underline
that lies. The titles keep the translator's text and the keys work as before; in English
the underline is the key's and stays (W99-5)."""

from __future__ import annotations

import pytest
from PySide6.QtWidgets import QApplication, QStyle

pytestmark = pytest.mark.qt_log_ignore(r"This plugin does not support", extend=True)

MENUS = ("game_menu", "edit_menu", "view_menu", "help_menu")


def bar_image(w, plain: bool):
    """The menu bar as drawn; with ``plain``, its titles drawn without their «&»."""
    titles = [getattr(w, m).title() for m in MENUS]
    if plain:
        for m, t in zip(MENUS, titles, strict=True):
            getattr(w, m).setTitle(t.replace("&", ""))
    QApplication.processEvents()
    image = w.menuBar().grab().toImage()
    for m, t in zip(MENUS, titles, strict=True):
        getattr(w, m).setTitle(t)
    QApplication.processEvents()
    return image


@pytest.mark.parametrize("lang", ["fa", "en"])
def test_a_title_is_underlined_only_where_its_letter_is_the_key(qapp, qtbot, controller,
                                                                 lang):
    from desk_driver import desk_in

    from narrator_app.ui.app import apply_language

    w = desk_in(qtbot, controller, lang)
    try:
        bar = w.menuBar()
        assert all("&" in getattr(w, m).title() for m in MENUS)  # the translator's text
        drawn = bar_image(w, plain=False)
        if lang == "fa":
            assert drawn == bar_image(w, plain=True)  # no letter underlined
            assert bar.style().styleHint(QStyle.StyleHint.SH_UnderlineShortcut, None,
                                         bar) == 0
            assert set(w.menu_keys.active().values()) == {"Alt+G", "Alt+E", "Alt+V", "Alt+H"}
        else:
            assert drawn != bar_image(w, plain=True)  # «&Game»: G underlined, the key
        apply_language(qapp, "en" if lang == "fa" else "fa")  # the language switched live
        QApplication.processEvents()
        again = bar_image(w, plain=False)
        assert (again == bar_image(w, plain=True)) is (lang == "en")
    finally:
        apply_language(qapp, "fa")


def test_a_theme_change_keeps_the_persian_titles_plain(qapp, qtbot, controller):
    from desk_driver import desk_in

    from narrator_app.ui.theme import apply_theme, current_theme

    w = desk_in(qtbot, controller, "fa")
    was = current_theme(qapp)
    try:
        apply_theme(qapp, "dark")
        QApplication.processEvents()
        assert bar_image(w, plain=False) == bar_image(w, plain=True)
    finally:
        apply_theme(qapp, was)
