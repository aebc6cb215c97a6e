"""A narrator's trial of Capo (c17_n2, c18_after_antidote, c19; decision Z104-13): Night
2 opened on the antidote vote with three choices, «Count, no antidote / Antidote given /
Antidote withheld»; the count was asked only after «Count, no antidote», which then
offered 0–4 against «5 votes of 8 players». The engine's rule stands (a majority gives the
herbalist his say, club_scenarios 6.6): the step now says, before any choice, which counts
take which choice. And when the antidote's exit ended the game, «… has left the game»,
read at the step, stood again under «Read aloud (morning announcement)»: no morning comes
after a game that ended at a night step. Real window (offscreen)."""

from __future__ import annotations

import pytest
from PySide6.QtWidgets import QApplication

from narrator_app.engine import Setup

pytestmark = pytest.mark.qt_log_ignore(r"This plugin does not support raise\(\)", extend=True)

#: A random legal game (``simulate.random_game("capo", 10, 16, {})``) whose antidote vote
#: at Night 3's start sends the poisoned seat 1 out and ends it (the mafia win).
DEAL = ["herbalist", "suspect", "don", "plain_citizen", "witch", "detective", "executioner",
        "plain_citizen", "heir", "armoursmith"]
BEFORE = [
    ("heir", {"heir_of": 4}), None,
    ("capo_gun", {"trustee": 5, "suspects": [10, 6], "real": 10}), None,
    ("mafia", {"execute": {"seat": 1, "role": "suspect"}}), ("witch", {}), None,
    ("votes", {1: 4, 8: 5, 4: 5}), ("exit_votes", {4: 5, 8: 6}), None,
    ("mafia", {"execute": {"seat": 9, "role": "detective"}}), ("witch", {"reflect": 1}),
    ("herbalist", {"poison": 5}), ("detective", {}), None,
    ("votes", {2: 6, 9: 5}), ("exit_votes", {9: 6, 2: 5}), None,
]


def _to_the_antidote(c) -> None:
    assert c.new_game(Setup("capo", tuple(f"P{i}" for i in range(1, 11)), {}), DEAL)
    for act in BEFORE:
        assert (c.end_phase() if act is None else c.step(*act)), (act, c.last_error)
    assert c.choices().current.key == "antidote"


def test_the_antidote_vote_says_which_count_takes_which_choice(window, controller):
    c = controller
    _to_the_antidote(c)
    QApplication.processEvents()
    note = window.night_panel.ranges_note
    assert note.isVisible()
    # 6 voters (the poisoned one does not vote): a majority of 4 gives the herbalist his say
    assert note.text() == ("ابتدا دست‌ها را بشمارید، سپس بر پایهٔ شمار انتخاب کنید — "
                           "۰–۳: شمارش، بی‌پادزهر؛ ۴–۶: پادزهر داده شد / پادزهر داده نشد"), (
        note.text())


def test_no_morning_after_a_game_ended_at_the_antidote_step(window, controller):
    c = controller
    _to_the_antidote(c)
    assert c.step("antidote", {"votes": 3}), c.last_error
    assert c.state.winner is not None
    QApplication.processEvents()
    box = window.announcement
    assert not box.lines, box.lines  # read at the step's row; no morning comes
    assert not box.isVisible()
