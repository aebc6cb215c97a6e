"""The chaos day's handshake whole in its pane (LY109-1).

A narrator's trial (Godfather–Sherlock Holmes, rules_spec 3.3.5): at 1366×768 the
handshake's section was wider than the day panel (a horizontal scroll bar): each row held
the pointer's name, «points at» and two buttons each with a name («1 (Jacqueline
Montgomery-Smith)»). Played through the engine to the chaos day (the Godfather, a citizen
and Sherlock left) at 11 and 18 seats with long names, in Persian and English, at 1280×720
and 1366×768 (under a title bar): no scroll bar either way, every word of the section
within its widget, every wrapped label's lines within its height, each button's text
inside it and one of its seat's forms (:func:`point_forms`: a name shortened only to a form
that tells it apart, or the seat's number), in the first round and in the second.
"""

from __future__ import annotations

import pytest
from desk_driver import desk_in
from PySide6.QtCore import Qt
from PySide6.QtWidgets import QApplication, QLabel, QPushButton
from test_ring_long_names import NAMES as LONG

from narrator_app.engine import Setup, chaos_today
from narrator_app.ui.day_extras import point_forms

pytestmark = pytest.mark.qt_log_ignore(r"This plugin does not support", extend=True)

#: (seats, language, window size): 1280×720 and 1366×768 screens less a title bar.
CASES = [(n, lang, size) for n in (11, 18) for lang in ("fa", "en")
         for size in ((1280, 696), (1366, 744))]


def names_of(n: int, lang: str) -> tuple[str, ...]:
    names = list(LONG[lang][:n])
    if lang == "en":  # the trial's two: the Godfather's and the citizen's left at the table
        names[0], names[n - 2] = "Jacqueline Montgomery-Smith", "Alexander Hamilton-Jones"
    return tuple(names)


def to_chaos_day(c, n: int, lang: str) -> None:
    """A new game of ``n`` seats played to the chaos day: seats 1 (the Godfather), n-1 (a
    citizen) and n (Sherlock) left."""
    deal = ["godfather", "saul_goodman", "matador", "dr_watson", "leon", "citizen_kane",
            "constantine", *["plain_citizen"] * (n - 8), "sherlock_holmes"]
    assert c.new_game(Setup("godfather_sherlock", names_of(n, lang),
                            {"cards_enabled": False}), deal), c.last_error
    for s in range(2, n - 2):  # they leave the table on the intro day
        assert c.withdraw(s), c.last_error
    assert c.end_phase() and c.end_phase(), c.last_error  # intro day, intro night
    assert c.step("votes", {n - 2: 3}) and c.step("exit_votes", {n - 2: 3}), c.last_error
    assert c.end_phase(), c.last_error
    while c.state.phase != "day":  # night 1: nobody acts
        assert c.end_phase(), c.last_error
    assert chaos_today(c.state) and c.state.alive_seats() == [1, n - 1, n]


def whole(widget) -> bool:
    """Every word of a label within its width and its lines within its height; a button's
    text within the button less the style's room around it."""
    text = widget.text()
    fm = widget.fontMetrics()
    if isinstance(widget, QPushButton):
        return fm.horizontalAdvance(text) + 8 <= widget.width()
    room = widget.contentsRect().width()
    if widget.textFormat() == widget.textFormat().RichText or "<" in text:
        return widget.height() >= widget.heightForWidth(widget.width())
    return (all(fm.horizontalAdvance(word) <= room for word in text.split())
            and (widget.height() >= widget.heightForWidth(widget.width())
                 if widget.wordWrap() else fm.horizontalAdvance(text) <= room))


def check(qtbot, w, what) -> None:
    panel, x = w.day_panel, w.day_panel.extras
    area = panel.scroll_area
    qtbot.waitUntil(lambda: x.chaos_box.isVisible() and all(
        b.isVisible() for b in x.chaos_box.findChildren(QPushButton)), timeout=2000)
    QApplication.processEvents()
    assert not area.horizontalScrollBar().isVisible(), (what, area.widget().minimumSizeHint())
    assert area.widget().width() <= area.viewport().width(), what
    assert not area.verticalScrollBar().isVisible(), what
    names = w.c.names
    for widget in [*x.chaos_box.findChildren(QLabel), *x.chaos_box.findChildren(QPushButton)]:
        if not widget.isVisible() or not widget.text():
            continue
        assert whole(widget), (what, widget.text(), widget.width(), widget.height())
        name = widget.objectName()
        if name.startswith("point_"):
            seat = int(name.split("_")[2])
            assert widget.text() in point_forms(seat, names, w.c.lang), (what, widget.text())
        right = widget.mapTo(x.chaos_box, widget.rect().topRight()).x()
        assert widget.mapTo(x.chaos_box, widget.rect().topLeft()).x() >= 0, what
        assert right < x.chaos_box.width(), (what, widget.text())


@pytest.mark.parametrize(("n", "lang", "size"), CASES)
def test_the_handshake_is_whole_in_its_pane(qtbot, controller, n, lang, size) -> None:
    from narrator_app.ui.app import apply_language

    to_chaos_day(controller, n, lang)
    try:
        w = desk_in(qtbot, controller, lang, size)
        check(qtbot, w, "first round")
        for a, b in ((1, n - 1), (n - 1, n), (n, 1)):  # nobody shakes: a second round
            qtbot.mouseClick(w.findChild(QPushButton, f"point_{a}_{b}"),
                             Qt.MouseButton.LeftButton)
        w.findChild(QPushButton, "confirmChaos").click()
        assert controller.state.phase == "day" and chaos_today(controller.state)
        assert w.day_panel.extras.chaos_round.isVisible()
        check(qtbot, w, "second round")
    finally:
        apply_language(QApplication.instance(), "fa")
