"""A long Latin name goes onto two lines on a 10–12-seat ring before it is cut (LY115-1).

A fresh narrator's trial: on 10–12-seat tables «Maximilian-Alexander» read
«Maximilian-Alexan…» (and «Bartholomew Fitzgerald» «Bartholomew F.») while the card had
room under the name. Now such a name breaks at its hyphen (kept at the first line's end) or
at a space, each line whole, where the card holds the second line, the role and the seat's
pills; at 18 seats, where the pills share the name's line, the short form stays. The real
window at 1280×720 and 1366×768 (under a title bar), in English and Persian."""

from __future__ import annotations

import pytest
from desk_driver import desk_in

from narrator_app.engine import Setup, load_scenario
from narrator_app.ui.seat_ring import SeatFonts

pytestmark = pytest.mark.qt_log_ignore(r"This plugin does not support", extend=True)

NAMES = ("Maximilian-Alexander", "Bartholomew Fitzgerald", "Anastasia", "Christopher-Jonathan",
         "Ali", "Sara", "Evangelina Montgomery", "Reza", "Alexandra Montgomery", "Omid",
         "Pari", "Konstantinos Papadopoulos", "Hadi", "Nasim", "Ziba", "Kian", "Roya",
         "Babak")
LONG = (1, 2, 4, 7, 9, 12)  # the seats whose names one line of a 10–12-seat card cuts


def test_a_name_breaks_after_its_hyphen_or_at_a_space() -> None:
    from narrator_app.ui.seat_ring import name_breaks, one_line

    assert name_breaks("Maximilian-Alexander") == [("Maximilian-", "Alexander")]
    assert name_breaks("Anna Maria-Lopez") == [("Anna", "Maria-Lopez"), ("Anna Maria-", "Lopez")]
    assert name_breaks("Anastasia") == [] and name_breaks("-Ali") == []
    assert one_line("Maximilian-\nAlexander") == "Maximilian-Alexander"
    assert one_line("Bartholomew\nFitzgerald") == "Bartholomew Fitzgerald"


def _desk(qtbot, controller, lang, size, scenario, n):
    w = desk_in(qtbot, controller, lang, size)
    assert controller.new_game(Setup(scenario, NAMES[:n], {"cards_enabled": False}),
                               load_scenario(scenario).roster_for(n))
    qtbot.waitUntil(lambda: not w.frame_check_pending(), timeout=20000)
    return w


@pytest.mark.parametrize("size", [(1280, 696), (1366, 744)])
@pytest.mark.parametrize("lang", ["en", "fa"])
@pytest.mark.parametrize(("scenario", "n"), [("classic", 10), ("godfather_nostradamus", 11),
                                             ("zodiac", 12)])
def test_long_names_are_whole_on_two_lines(qtbot, controller, qapp, lang, size, scenario,
                                           n) -> None:
    from narrator_app.ui.app import apply_language

    try:
        ring = _desk(qtbot, controller, lang, size, scenario, n).ring
        line = SeatFonts.line(ring.fonts().name_px)
        for seat, texts in ring.painted_texts().items():
            card = ring.seat_rect(seat)
            (name,) = [t for t in texts if t.kind == "name"]
            (role,) = [t for t in texts if t.kind == "role"]
            assert name.text == NAMES[seat - 1], (seat, name.text)  # whole, never cut
            assert card.contains(name.rect) and card.contains(role.rect), seat
            assert not name.rect.intersects(role.rect), seat
            assert role.text == ring.seats()[seat - 1].role  # the role whole
            two = name.rect.height() > 1.5 * line
            assert two == (seat in LONG), (seat, name.rect)  # two lines only where needed
    finally:
        apply_language(qapp, "fa")


@pytest.mark.parametrize("lang", ["en", "fa"])
def test_eighteen_seats_keep_the_short_form(qtbot, controller, qapp, lang) -> None:
    from narrator_app.ui.app import apply_language

    try:
        ring = _desk(qtbot, controller, lang, (1280, 696), "godfather_nostradamus", 18).ring
        line = SeatFonts.line(ring.fonts().name_px)
        names = {seat: next(t for t in texts if t.kind == "name")
                 for seat, texts in ring.painted_texts().items()}
        assert all(t.rect.height() <= line for t in names.values())
        assert names[1].text != NAMES[0] and names[2].text == "Bartholomew F."
    finally:
        apply_language(qapp, "fa")
