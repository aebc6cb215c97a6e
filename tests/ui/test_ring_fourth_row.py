"""A seat's four tokens whole where the ring's sides have room for a fourth row (LY108-3).

Mozakere at 12 seats (a narrator's trial): a seat the mafia negotiated with, the detective and
the reporter inquired about, the doctor saved and the sniper shot showed three or four of them and a
«+k» pill in the taller card of three rows (:data:`TALL`, LY106-2), though the ring's sides
had room for a fourth row in the same places at 1366×768. The taller card now takes as many
rows as its places leave room for, up to :data:`MOST_ROWS`; no seat moves while the night's
tokens come and the table's centre keeps its width and the phase's name.
"""

from __future__ import annotations

import pytest
from desk_driver import desk_in
from PySide6.QtWidgets import QApplication

from narrator_app.engine import Setup
from narrator_app.ui.seat_ring import CENTRE_SHARE, TALL

pytestmark = pytest.mark.qt_log_ignore(r"This plugin does not support", extend=True)

DEAL = ["plain_citizen", "armoured", "reporter", "detective", "plain_citizen", "mafia_boss",
        "simple_mafia", "negotiator", "plain_citizen", "doctor", "sniper", "simple_mafia"]
NIGHT = (("mafia", {"negotiate": 9}), ("detective", {"inquire": 9}),
         ("reporter", {"inquire": 9}), ("doctor", {"save": 9}), ("sniper", {"shoot": 9}))


@pytest.mark.parametrize(("lang", "count"), [("fa", 5), ("en", 4)])
def test_every_token_whole_at_twelve_seats(qapp, qtbot, controller, lang, count) -> None:
    """Persian's shorter words share rows: five tokens there, four in English."""
    from narrator_app.ui.app import apply_language

    w = desk_in(qtbot, controller, lang, (1366, 744))  # 1366×768 under a title bar
    try:
        c = controller
        assert c.new_game(Setup("mozakere", tuple(f"P{i}" for i in range(1, 13))), DEAL)
        assert c.end_phase() and c.end_phase(), c.last_error
        assert c.step("votes", {7: 7}) and c.step("exit_votes", {7: 7}), c.last_error
        assert c.end_phase() and c.state.phase == "night", c.last_error
        QApplication.processEvents()
        ring = w.ring
        before = {s: ring.seat_rect(s) for s in range(1, 13)}
        assert ring._layout()[5] == TALL
        for key, value in NIGHT[:count]:
            assert c.step(key, value), (key, c.last_error)
            QApplication.processEvents()
            assert {s: ring.seat_rect(s) for s in range(1, 13)} == before, key
            cs, track = ring._layout()[0], ring._layout()[1]
            assert ring._felt_width(cs, track) >= max(120.0, CENTRE_SHARE * ring.width())
            assert ring.centre_shown(), key
        words = [ring._token(t) for t in ring.seats()[8].tokens]
        assert len(words) == count, words
        shown = [t for t in ring.painted_texts()[9] if t.kind in ("token", "more")]
        assert sorted(t.text for t in shown) == sorted(words)  # each whole, no «+k»
        card = ring.seat_rect(9)
        assert all(card.contains(t.rect) for t in ring.painted_texts()[9] if t.text)
        rects = list(ring.card_rects().values())  # no two cards touch
        assert not any(a.intersects(b) for i, a in enumerate(rects) for b in rects[i + 1:])
    finally:
        apply_language(qapp, "fa")
