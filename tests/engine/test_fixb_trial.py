"""The fresh narrator's trial (rules the app got wrong, fixb's items): each test names its
item and the spec line it rests on."""

from __future__ import annotations

import pytest

from narrator_app.engine import Game, IllegalAction, Setup
from narrator_app.engine.choices import signal_for

CAPO = ["don", "witch", "executioner", "detective", "suspect", "armoursmith", "herbalist",
        "heir", "plain_citizen", "plain_citizen"]


def _capo_night_one() -> Game:
    g = Game(Setup("capo", tuple(f"P{i}" for i in range(1, 11))))
    g.deal(CAPO)
    g.step("heir", {"heir_of": 9})
    g.end_phase()
    g.step("capo_gun", {"trustee": 9, "suspects": [10, 5], "real": 10})
    g.end_phase()
    return g


def test_a_reflected_inquiry_is_answered_about_the_detective_himself() -> None:
    """Item 1 (capo 6.6, 6.7 step 3): the witch reflects the detective (seat 4); his
    inquiry about the executioner (seat 3) lands on himself: «citizen», both in the signal
    the window shows while the night is entered and in the night's record."""
    g = _capo_night_one()
    g.step("witch", {"reflect": 4})
    g.step("detective", {"inquire": 3})
    assert signal_for(g.state, "detective") == {"detective": "citizen"}
    g.end_phase()
    assert g.state.records[-1].private["detective"] == "citizen"


def test_the_armoursmith_armours_himself_once() -> None:
    """Item 9 (capo 6.6, 6.12 ``self_save_used``): his first self-save is his to use (the
    trial's «still accepted» was right); the second one is refused."""
    g = _capo_night_one()
    assert g.state.view(6).card.counters["self_save_used"] is False
    g.step("armoursmith", {"save": 6})
    g.end_phase()
    assert g.state.view(6).card.counters["self_save_used"] is True
    g.end_phase()
    with pytest.raises(IllegalAction):
        g.step("armoursmith", {"save": 6})
