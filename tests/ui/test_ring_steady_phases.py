"""The seats keep their places from phase to phase (a narrator's trial, round 102).

Godfather–Nostradamus at 18 seats in Persian, the window at 1280×696 (1280×720 under a
title bar): at Day 4 the cards were wider and the table's centre narrow, at Night 4 they went
back, so every seat moved under the narrator's mouse. The cards' column of pills was worked
out from the pills the seats carried when the phase began, and by day every card kept room
for the floor's mark: an out seat with a note (three pills by day, two at night) widened
every card. The column is now sized from what any phase can show (a mark, a status, the note
mark, the scenario's token words), so the seats' geometry is the same at night and by day,
whatever marks a seat carries.
"""

from __future__ import annotations

import pytest
from desk_driver import desk_in
from PySide6.QtWidgets import QApplication

from narrator_app.engine import Game
from narrator_app.engine.simulate import random_game
from narrator_app.ui.seat_ring import SeatRing, SeatView, mark_word

pytestmark = pytest.mark.qt_log_ignore(r"This plugin does not support", extend=True)

ROLES = ["شهروند ساده", "مافیای ساده", "پدرخوانده", "نوستراداموس", "ساول گودمن", "ماتادور",
         "لئون حرفه‌ای", "همشهری کین", "کنستانتین", "دکتر واتسون"]
#: Persian digits read as Latin ones (a «+k» pill's count)
FA = str.maketrans("۰۱۲۳۴۵۶۷۸۹", "0123456789")


def _ring(qtbot, size: tuple[int, int] = (530, 559)) -> SeatRing:
    ring = SeatRing()
    qtbot.addWidget(ring)
    ring.resize(*size)
    views = [SeatView(s, "", ROLES[s % len(ROLES)], "dead" if s in (2, 8, 12) else "alive")
             for s in range(1, 19)]
    ring.set_seats(views)
    ring.show()
    qtbot.waitExposed(ring)
    return ring


@pytest.mark.parametrize("lang", ["fa", "en"])
def test_marks_and_notes_never_change_the_cards(qtbot, lang) -> None:
    """The same table, laid out afresh in each phase: at night, by day (room for the floor's
    mark), with a note on an out seat, a seat on defence speaking, a silenced seat: every
    card is where and as large as it was."""
    ring = _ring(qtbot)
    ring.set_language(lang)
    ring.set_center_text("night")
    first = ring.card_rects()
    cases = [({}, True, ()), ({}, False, (8,)), ({}, True, (8, 3)),
             ({3: ["speaker", "defense"], 5: ["silenced"]}, True, (3, 8)),
             ({4: ["defense"], 6: ["defense"]}, True, (8,))]
    for i, (marks, room, noted) in enumerate(cases):
        ring.set_center_text(f"phase {i}")  # a new phase: laid out afresh
        ring.set_marks(marks, room)
        ring.set_noted(noted)
        assert ring.card_rects() == first, (lang, marks, room, noted)
        # every pill inside its own card; every mark shown or counted in «+k», the note
        # and the defence always shown (the floor's mark has the speaker's frame as well)
        for seat, texts in ring.painted_texts().items():
            card = ring.seat_rect(seat)
            assert all(card.contains(t.rect) for t in texts if t.text), (seat, texts)
            kinds = [t.kind for t in texts]
            more = sum(int(t.text.lstrip("+").translate(FA)) for t in texts if t.kind == "more")
            assert kinds.count("mark") + more == len(marks.get(seat, [])), (seat, texts)
            assert kinds.count("note") == (seat in noted), (seat, texts)
            shown = {t.text for t in texts}
            assert all(mark_word(k) in shown for k in marks.get(seat, []) if k != "speaker")


@pytest.fixture
def fa_desk(qapp, qtbot, controller):
    from narrator_app.ui.app import apply_language

    w = desk_in(qtbot, controller, "fa", (1280, 696))
    yield w
    apply_language(qapp, "fa")


def test_an_eighteen_seat_game_keeps_its_seats_from_night_to_day(fa_desk, controller):
    """The trial's table: 18 seats of Godfather–Nostradamus played action by action, a note
    on every seat (those voted out carry «out» and «note»): no seat moves from the first
    night to the game's last phase before the winner."""
    w, c = fa_desk, controller
    full = random_game("godfather_nostradamus", 18, 7, house_rules={})
    seen: dict[tuple[str, int], dict] = {}
    for n in range(3, len(full.actions)):
        g = Game.replay(full.setup, full.actions[:n], full.scenario)
        if g.state.winner is not None:
            break
        g.seat_notes = {(s, "intro_night"): "x" for s in range(1, 19)}
        c.game = g
        c.changed.emit()
        QApplication.processEvents()
        seen.setdefault((g.state.phase, g.state.number), w.ring.card_rects())
    days = [k for k in seen if k[0] == "day"]
    assert len(days) >= 3 and any(v.status == "dead" for v in w.ring.seats())
    first = next(iter(seen.values()))
    assert all(rects == first for rects in seen.values()), [
        k for k, rects in seen.items() if rects != first]
