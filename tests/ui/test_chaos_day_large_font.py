"""The chaos day's handshake fits its pane at 14 pt in the dark theme, 1280×720 (LY113-5).

A narrator's trial: at the largest font at which the window fits a 1280×720 screen (14 pt,
the dark theme) the chaos day scrolled down: each pointer's name wrapped over three lines
beside «points at» and two buttons the style kept 80 px wide however short their seat
numbers, and the outcome table took four rows. Played through the engine to the chaos day
(:func:`test_chaos_day_whole.to_chaos_day`) at 11 and 18 seats with long names, Persian and
English, under a title bar (1280×696): no scroll bar either way and the handshake whole
(:func:`test_chaos_day_whole.check`), in the first round and the second; a pointer's name
shortened only to one of its seat's forms that tell it apart, never its number alone.
"""

from __future__ import annotations

import pytest
from desk_driver import desk_in
from PySide6.QtCore import Qt
from PySide6.QtWidgets import QApplication, QPushButton
from test_chaos_day_whole import check, to_chaos_day

from narrator_app.engine import chaos_today
from narrator_app.ui.day_extras import point_forms

pytestmark = pytest.mark.qt_log_ignore(r"This plugin does not support", extend=True)


def names_whole_or_told_apart(w) -> None:
    x, c = w.day_panel.extras, w.c
    for label, _points, _forms in x._chaos_names:
        text = label.text().lstrip("\u200f")
        seat = next(s for s in c.state.alive_seats() if text in point_forms(s, c.names, c.lang))
        assert text != point_forms(seat, c.names, c.lang)[-1], text  # not the number alone


@pytest.mark.parametrize("lang", ["fa", "en"])
@pytest.mark.parametrize("n", [11, 18])
def test_the_handshake_fits_at_14_pt_dark(qtbot, controller, n, lang) -> None:
    from narrator_app.ui.app import apply_language
    from narrator_app.ui.theme import apply_font_size, apply_theme

    app = QApplication.instance()
    old_pt = app.font().pointSize()
    to_chaos_day(controller, n, lang)
    try:
        apply_theme(app, "dark")
        apply_font_size(app, 14)
        w = desk_in(qtbot, controller, lang, (1280, 696))
        check(qtbot, w, "first round")
        names_whole_or_told_apart(w)
        for a, b in ((1, n - 1), (n - 1, n), (n, 1)):  # nobody shakes: a second round
            qtbot.mouseClick(w.findChild(QPushButton, f"point_{a}_{b}"),
                             Qt.MouseButton.LeftButton)
        w.findChild(QPushButton, "confirmChaos").click()
        assert controller.state.phase == "day" and chaos_today(controller.state)
        check(qtbot, w, "second round")
        names_whole_or_told_apart(w)
    finally:
        apply_language(app, "fa")
        apply_theme(app, "light")
        apply_font_size(app, old_pt)
