"""Twelve seats and the room on the ring's sides: a seat's third token whole (LY106-2).

Mozakere at 12 seats in Persian, the window at 1280×696 (1280×720 under a title bar; a
narrator's trial, m14_rep_ans): the cards stood in two columns of six, 50 px high with as
much again between them, and a seat the mafia negotiated with and both the detective and the
reporter inquired about showed «مذاکره», then «استعلام …» beside «+1»: which inquiry was it?
Where the ring's sides have room for a third row of pills in the same places, the cards are
that much taller (:data:`TALL`) and each token is whole in its row; the table's centre keeps
its width and no seat moves while the night's tokens come. Where the sides have no such room
(eighteen seats), the cards keep two rows.
"""

from __future__ import annotations

import pytest
from desk_driver import desk_in
from PySide6.QtWidgets import QApplication

from narrator_app.engine import Setup
from narrator_app.ui.seat_ring import CENTRE_SHARE, TALL, SeatRing, SeatView

pytestmark = pytest.mark.qt_log_ignore(r"This plugin does not support", extend=True)

#: The trial's deal (m04_day0): seat 9 a citizen, inquired about by seats 4 and 3.
DEAL = ["plain_citizen", "armoured", "reporter", "detective", "plain_citizen", "mafia_boss",
        "simple_mafia", "negotiator", "plain_citizen", "doctor", "sniper", "simple_mafia"]
NIGHT = (("mafia", {"negotiate": 9}), ("detective", {"inquire": 9}),
         ("reporter", {"inquire": 9}))


def test_a_seat_s_three_tokens_are_whole_at_twelve_seats(qapp, qtbot, controller) -> None:
    from narrator_app.ui.app import apply_language

    w = desk_in(qtbot, controller, "fa", (1280, 696))
    try:
        c = controller
        assert c.new_game(Setup("mozakere", tuple(f"P{i}" for i in range(1, 13))), DEAL)
        assert c.end_phase() and c.end_phase(), c.last_error
        # Day 1: seat 7, a simple mafia, voted out (the trial's m08_exit)
        assert c.step("votes", {7: 7}) and c.step("exit_votes", {7: 7}), c.last_error
        assert c.end_phase() and c.state.phase == "night", c.last_error
        QApplication.processEvents()
        ring = w.ring
        before = {s: ring.seat_rect(s) for s in range(1, 13)}
        assert ring._layout()[5] == TALL
        for key, value in NIGHT:
            assert c.step(key, value), (key, c.last_error)
            QApplication.processEvents()
            assert {s: ring.seat_rect(s) for s in range(1, 13)} == before, key
            cs, track = ring._layout()[0], ring._layout()[1]
            assert ring._felt_width(cs, track) >= max(120.0, CENTRE_SHARE * ring.width())
            assert ring.centre_shown(), key
        words = [ring._token(t) for t in ring.seats()[8].tokens]
        assert len(words) == 3, words
        shown = [t for t in ring.painted_texts()[9] if t.kind in ("token", "more")]
        assert [t.text for t in shown] == words  # each whole, none behind «+1»
        card = ring.seat_rect(9)
        assert all(card.contains(t.rect) for t in ring.painted_texts()[9] if t.text)
    finally:
        apply_language(qapp, "fa")


def _ring(qtbot, n: int, tokens: list[str]) -> SeatRing:
    ring = SeatRing()
    qtbot.addWidget(ring)
    ring.resize(530, 559)  # the ring of a 1280×720 window
    ring.token_words = {"inq_d": "استعلام (کارآگاه)", "inq_r": "استعلام (خبرنگار)"}
    ring.set_seats([SeatView(i, f"P{i}", "شهروند ساده", "alive",
                             tokens if i == 2 else [])
                    for i in range(1, n + 1)])
    ring.standing = {2: frozenset({"mined"})}
    ring.show()
    qtbot.waitExposed(ring)
    return ring


def test_the_taller_card_only_where_the_sides_have_room(qtbot) -> None:
    twelve = _ring(qtbot, 12, ["mined", "inq_d", "inq_r"])
    shown = [(t.kind, t.text) for t in twelve.painted_texts()[2] if t.kind in ("token", "more")]
    assert twelve._layout()[5] == TALL
    assert shown == [("token", twelve._token(t))
                     for t in ("mined", "inq_d", "inq_r")], shown
    # nine a side: no room for a third row; the cards keep their two rows and height
    eighteen = _ring(qtbot, 18, ["mined", "inq_d", "inq_r"])
    assert eighteen._layout()[5] != TALL
    assert eighteen.seat_rect(1).height() == eighteen.fonts().card_height()
