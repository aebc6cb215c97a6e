"""The engine's :func:`lottery_open`: the death lottery is open exactly when the engine takes
it — a tie stands and no revote among the tied is due first (house rule
``revote_then_lottery``, A05; a narrator's trial saw the window offer it before the revote,
Z103-10). No Qt."""

from __future__ import annotations

import pytest

from narrator_app.engine import Game, IllegalAction, Setup, lottery_open, revote_due

SEATS = ["godfather", "saul_goodman", "matador", "dr_watson", "leon", "citizen_kane",
         "constantine", "plain_citizen", "plain_citizen", "plain_citizen", "nostradamus"]


def _day(tie: str) -> Game:
    rules = {"tie_resolution": tie, "cards_enabled": False}
    g = Game(Setup("godfather_nostradamus", [f"P{i}" for i in range(1, 12)], rules))
    g.deal(SEATS)
    g.end_phase()
    g.step("nostradamus", {"pick": [8, 9, 10], "side": "city"})
    g.end_phase()
    g.step("votes", {2: 6, 8: 6})
    return g


def test_no_lottery_before_the_revote() -> None:
    g = _day("revote_then_lottery")
    assert not lottery_open(g.state)  # no exit vote yet
    g.step("exit_votes", {2: 5, 8: 5})
    assert revote_due(g.state) and not lottery_open(g.state)
    with pytest.raises(IllegalAction):
        g.step("lottery", 2)
    g.step("exit_votes", [{2: 5, 8: 5}, {2: 4, 8: 4}])
    assert not revote_due(g.state) and lottery_open(g.state)
    g.step("lottery", 2)
    assert g.state.day.eliminated == 2


def test_lottery_at_once_without_the_revote() -> None:
    g = _day("death_lottery")
    g.step("exit_votes", {2: 5, 8: 5})
    assert lottery_open(g.state) and not revote_due(g.state)
    g.step("exit_votes", {2: 5, 8: 4})
    assert not lottery_open(g.state)
