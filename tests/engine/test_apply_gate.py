"""The refusals :func:`game.apply` gives before any rule, now asked inline on its hot path
(a phase's end and a step): before the deal, after the win, a step of another phase."""

import pytest

from narrator_app.engine import Game
from narrator_app.engine.errors import IllegalAction
from narrator_app.engine.game import Action, apply
from narrator_app.engine.simulate import random_game


def _refusal(state, action):
    with pytest.raises(IllegalAction) as info:
        apply(state, action)
    return info.value.code, info.value.facts


def test_before_the_deal_a_phase_end_and_a_step_are_refused():
    game = random_game("godfather_nostradamus", 11, 3)
    start = Game(game.setup).state
    assert start.phase == "setup"
    assert _refusal(start, Action("end_phase")) == ("wrong_phase", {"detail": "deal_first"})
    code, facts = _refusal(start, Action("step", "day", "votes", {1: 3}))
    assert (code, facts["detail"]) == ("wrong_phase", "deal_first")


def test_after_the_win_a_phase_end_and_a_step_are_refused():
    game = random_game("godfather_nostradamus", 11, 3)
    won = game.state
    assert won.winner is not None
    assert _refusal(won, Action("end_phase")) == ("game_over", {"winner": won.winner})
    code, facts = _refusal(won, Action("step", won.phase, "votes", {1: 3}))
    assert (code, facts["winner"]) == ("game_over", won.winner)


def test_a_step_of_another_phase_is_refused_and_this_phase_s_is_applied():
    game = random_game("godfather_nostradamus", 11, 3)
    night = next(s for s in game.states if s.phase == "night" and not s.choices)
    code, facts = _refusal(night, Action("step", "day", "votes", {1: 3}))
    assert (code, facts["detail"]) == ("wrong_phase", "now night")
    assert apply(night, Action("step", "night", "mafia", {})).choices == {"mafia": {}}


def test_a_null_in_a_step_s_value_is_not_given():
    """T20 («null counts as not given»), asked inline by :func:`game.apply`: a mapping's
    null is left out before the step's checks (the team's shot, a day's vote count)."""
    game = random_game("godfather_nostradamus", 11, 3)
    night = next(s for s in game.states if s.phase == "night" and not s.choices)
    assert apply(night, Action("step", "night", "mafia", {"shot": None})).choices == {
        "mafia": {}}
    day = next(s for s in game.states if s.phase == "day" and not s.choices)
    alive = day.alive_seats()
    votes = apply(day, Action("step", "day", "votes", {alive[0]: 1, alive[1]: None}))
    assert votes.choices == {"votes": {alive[0]: 1}}
