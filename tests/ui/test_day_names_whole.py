"""The tied exit vote and its lottery keep each seat's name on one line (LY109-5).

At 18 seats with long names at 1280×720 (a narrator's trial of the day panel): «4
(Jacqueline» ended a line and «Montgomery-Jones)» began the next, «13 (Alexander Hamilton-»
/ «Jones)», in the exit vote's result and the lottery's sentence. Played through the engine
to a three-way tie on Day 1, in English and Persian, the window at 1280×696: laid out at
its label's width, the text each label shows breaks between seats, never inside one; the
label's ``text()`` is the sentence as made (no breaks in it) and its lines are all shown.
"""

from __future__ import annotations

import pytest
from desk_driver import desk_in, shown_lines
from PySide6.QtWidgets import QApplication
from test_ring_long_names import NAMES as LONG

from narrator_app.engine import Setup
from narrator_app.ui.texts import seat_short

pytestmark = pytest.mark.qt_log_ignore(r"This plugin does not support", extend=True)


def names_of(lang: str) -> tuple[str, ...]:
    names = list(LONG[lang])
    if lang == "en":
        names[0], names[3] = "Jacqueline Montgomery-Smith", "Jacqueline Montgomery-Jones"
    return tuple(names)


@pytest.mark.parametrize("lang", ["en", "fa"])
def test_a_tied_seat_is_never_broken_over_two_lines(qtbot, controller, lang) -> None:
    from narrator_app.ui.app import apply_language

    c = controller
    names = names_of(lang)
    setup = Setup("godfather_nostradamus", names, {"cards_enabled": False})
    assert c.new_game(setup), c.last_error
    # the roles dealt in a fixed order (sorted by id): a random deal made the Nostradamus
    # step's three picks refused in some deals
    assert c.new_game(setup, sorted(p.role for p in c.state.players)), c.last_error
    assert c.end_phase(), c.last_error  # the intro day
    nos = next(p.seat for p in c.state.players if p.role == "nostradamus")
    picks = [p.seat for p in c.state.players if p.seat != nos][:3]
    assert c.step("nostradamus", {"pick": picks, "side": "city"}) and c.end_phase()
    assert c.step("votes", {1: 10, 4: 11, 13: 12}), c.last_error
    assert c.step("exit_votes", {1: 5, 4: 5, 13: 5}), c.last_error
    try:
        w = desk_in(qtbot, c, lang)
        panel = w.day_panel
        labels = (panel.exit_summary, panel.lottery_label)
        qtbot.waitUntil(lambda: all(x.isVisible() for x in labels), timeout=2000)
        QApplication.processEvents()
        for label in labels:
            assert "\u2028" not in label.text()
            lines = shown_lines(label)
            assert len(lines) > 1, lines  # it wraps: where it breaks counts
            for seat in (1, 4, 13):
                item = seat_short(seat, names, lang)
                assert item in label.text()
                assert any(item in line for line in lines), (seat, lines)
            qtbot.waitUntil(lambda x=label: x.height() >= x.heightForWidth(x.width()),
                            timeout=2000)
    finally:
        apply_language(QApplication.instance(), "fa")
