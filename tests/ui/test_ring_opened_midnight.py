"""A game opened mid-night keeps the table's centre, as the same night played from its start
(LY108-4).

A narrator's trial: a saved Mozakere game (12 seats, Persian, 1280×720) opened at a night
whose steps had put five tokens on seat 9 showed a thin centre, the phase's name squeezed
out. The ring widened its cards' pills (the column, and the one row) for tonight's tokens
when it laid the table out with them on it; played from the night's start the table is laid
out before the tokens come and keeps that layout. Now tonight's tokens never size the cards:
opened mid-night, the ring is laid out as at the night's start.
"""

from __future__ import annotations

import pytest
from desk_driver import desk_in
from PySide6.QtWidgets import QApplication

from narrator_app.engine import Game, Setup, save_game

pytestmark = pytest.mark.qt_log_ignore(r"This plugin does not support", extend=True)

DEAL = ["plain_citizen", "armoured", "reporter", "detective", "plain_citizen", "mafia_boss",
        "simple_mafia", "negotiator", "plain_citizen", "doctor", "sniper", "simple_mafia"]
NIGHT = (("mafia", {"negotiate": 9}), ("detective", {"inquire": 9}),
         ("reporter", {"inquire": 9}), ("doctor", {"save": 9}), ("sniper", {"shoot": 9}))


def _night_start() -> Game:
    g = Game(Setup("mozakere", tuple(f"P{i}" for i in range(1, 13))))
    g.deal(DEAL)
    g.end_phase()
    g.end_phase()
    g.step("votes", {7: 7})
    g.step("exit_votes", {7: 7})
    g.end_phase()
    assert g.state.phase == "night"
    return g


@pytest.mark.parametrize("lang", ["fa", "en"])
def test_a_game_opened_mid_night_keeps_the_centre(qapp, qtbot, controller, tmp_path,
                                                    lang) -> None:
    from narrator_app.ui.app import apply_language

    start = _night_start()
    save_game(start, tmp_path / "start.ravi")
    for key, value in NIGHT:
        start.step(key, value)
    save_game(start, tmp_path / "mid.ravi")
    from narrator_app.ui.controller import GameController

    try:
        # the night opened from a file at its end, in a window of its own
        w = desk_in(qtbot, controller, lang, (1280, 696))
        ring = w.ring
        assert controller.open_from(tmp_path / "mid.ravi"), controller.last_error
        QApplication.processEvents()
        assert len(ring.seats()[8].tokens) == 5
        assert ring.centre_shown()
        cs, track = ring._layout()[0], ring._layout()[1]
        assert ring._felt_width(cs, track) >= ring._label_room()
        opened = {s: ring.seat_rect(s) for s in range(1, 13)}
        # played from the night's start in another window: the layout the night keeps
        other = GameController(tmp_path / "other")
        other.confirm = lambda _title, _text: True
        w2 = desk_in(qtbot, other, lang, (1280, 696))
        assert other.open_from(tmp_path / "start.ravi"), other.last_error
        QApplication.processEvents()
        for key, value in NIGHT:
            assert other.step(key, value), (key, other.last_error)
            QApplication.processEvents()
        assert w2.ring.centre_shown()
        assert {s: w2.ring.seat_rect(s) for s in range(1, 13)} == opened
    finally:
        apply_language(qapp, "fa")
