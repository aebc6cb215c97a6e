"""The defence vote's eyes, said as the exit vote's are (a narrator's trial, Mafia Nights,
122_mn_def: the exit vote said «این رأی‌گیری با چشم بسته است», the defence vote nothing).
Mafia Nights holds it with the eyes open (S2:L57; rules_spec 3.4.6), and so do the scenarios
that play its day (classic, Werewolf); the Godfather family's sources name no eyes for it,
and nothing is said there (the engine's ``defense_vote_eyes``, Z105-5). Real window,
offscreen."""

from __future__ import annotations

import pytest
from desk_driver import detective_answered
from PySide6.QtWidgets import QApplication

from narrator_app.engine import Setup, defense_vote_eyes
from narrator_app.ui.texts import tr

pytestmark = pytest.mark.qt_log_ignore(r"This plugin does not support raise\(\)", extend=True)


def test_mafia_nights_defense_vote_says_eyes_open(window, controller):
    c = controller
    detective_answered(c)  # Day 2 of a 12-seat Mafia Nights game
    QApplication.processEvents()
    assert c.state.phase == "day"
    assert defense_vote_eyes(c.state) == "open"
    label = window.day_panel.defense_eyes_label
    assert label.isVisible() and label.text() == tr("Eyes OPEN for this vote.")
    assert c.step("votes", {12: 8}), c.last_error  # recorded: the cue goes with the fields
    QApplication.processEvents()
    assert not label.isVisible()


def test_the_godfather_defense_vote_names_no_eyes(window, controller):
    c = controller
    seats = ["godfather", "saul_goodman", "matador", "dr_watson", "leon", "citizen_kane",
             "constantine", "plain_citizen", "plain_citizen", "plain_citizen", "nostradamus"]
    assert c.new_game(Setup("godfather_nostradamus", tuple(f"P{i}" for i in range(1, 12)),
                            {"cards_enabled": False}), seats), c.last_error
    c.end_phase()
    c.step("nostradamus", {"pick": [2, 8, 9], "side": "city"})
    c.end_phase()
    QApplication.processEvents()
    assert c.state.phase == "day" and defense_vote_eyes(c.state) is None
    assert not window.day_panel.defense_eyes_label.isVisible()
