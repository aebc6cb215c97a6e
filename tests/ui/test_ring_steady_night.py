"""The seats stay where they are while tonight's tokens pile up (a narrator's trial, RG98-1).

Mozakere at 10 seats in English, the window at 1366×744 (1366×768 under a title bar): during
Night 1 the cards widened with each token the night put on a seat («Negotiation», «inquiry
(Detective)», «inquiry (Reporter)»), every seat moved under the narrator's mouse, and with
three tokens on seat 3 the table's centre was gone. The night is played here step by step in
the real window; after each step every seat's card is where it was, the centre keeps its
least width, and every token is findable (a pill of its own or counted in «+k», named in the
seat's tooltip).
"""

from __future__ import annotations

import pytest
from desk_driver import desk_in
from PySide6.QtWidgets import QApplication

from narrator_app.engine import Setup
from narrator_app.ui.seat_ring import CENTRE_SHARE

pytestmark = pytest.mark.qt_log_ignore(r"This plugin does not support", extend=True)

#: The trial's deal: seat 3 a citizen the mafia win over tonight, seat 6 voted out on Day 1.
DEAL = ["mafia_boss", "armoured", "plain_citizen", "negotiator", "sniper", "simple_mafia",
        "doctor", "detective", "plain_citizen", "reporter"]
NAMES = ("علی", "مریم") + ("",) * 8
#: Night 1 as the trial played it: each step puts a token on a seat (three on seat 3).
NIGHT = (("mafia", {"negotiate": 3}), ("doctor", {"save": [8, 9]}),
         ("detective", {"inquire": 3}), ("sniper", {"shoot": 1}), ("reporter", {"inquire": 3}))


def _centre(ring) -> float:
    cs, track = ring._layout()[0], ring._layout()[1]
    return ring._felt_width(cs, track)


@pytest.fixture
def night_desk(qapp, qtbot, controller):
    from narrator_app.ui.app import apply_language

    w = desk_in(qtbot, controller, "en", (1366, 744))
    yield w
    apply_language(qapp, "fa")


def test_a_token_added_at_night_never_moves_a_seat(night_desk, controller):
    w, c = night_desk, controller
    assert c.new_game(Setup("mozakere", NAMES), DEAL), c.last_error
    assert c.end_phase() and c.end_phase()
    assert c.step("votes", {6: 6}) and c.step("exit_votes", {6: 6}) and c.end_phase()
    assert c.state.phase == "night"
    QApplication.processEvents()
    ring = w.ring
    before = {s: ring.seat_rect(s) for s in range(1, 11)}
    least = max(120.0, CENTRE_SHARE * ring.width())
    assert _centre(ring) >= least
    for key, value in NIGHT:
        assert c.step(key, value), (key, c.last_error)
        QApplication.processEvents()
        assert {s: ring.seat_rect(s) for s in range(1, 11)} == before, key
        assert _centre(ring) >= least, key
        texts = ring.painted_texts()
        for seat in range(1, 11):
            tokens = [ring._token(t) for t in ring.seats()[seat - 1].tokens]
            shown = [t for t in texts[seat] if t.kind in ("token", "more")]
            counted = sum(int(t.text.lstrip("+")) for t in shown if t.kind == "more")
            assert len([t for t in shown if t.kind == "token"]) + counted == len(tokens)
            if ring.targets() is None:  # else a refusal sentence while a picker is on
                tip = ring.seat_tooltip(seat)
                assert all(word in tip for word in tokens), (seat, tip)
            card = ring.seat_rect(seat)
            assert all(card.contains(t.rect) for t in texts[seat] if t.text), (key, seat)
    assert ring.targets() is None  # every step done: the tooltips were read
    # seat 3 carries all three of its tokens, the scenario's own words
    assert ring.seat_texts(3)[-3:] == ["Negotiation", "inquiry (Detective)",
                                       "inquiry (Reporter)"]
    # the card shows all three whole, one a row in the taller card the ring's sides have room
    # for (LY106-2; it showed two, the second elided beside «+1»: «inquiry …», which one?)
    shown = [t.text for t in ring.painted_texts()[3] if t.kind in ("token", "more")]
    assert shown == ["Negotiation", "inquiry (Detective)", "inquiry (Reporter)"], shown

