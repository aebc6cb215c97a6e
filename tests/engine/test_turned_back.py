"""What the witch turns back is shown where it lands (decision TA43-5; capo 6.6, 6.7 step 3;
C10): a narrator's trial saw the armoursmith's «نجات» on the seat he chose though the save
had been turned back onto himself (the chosen player then died), and a kadkhoda's link to a
mafia member shown as any link though it is spent and does nothing.

Capo at 12 seats (seats 1..12): don, witch, executioner, informant, detective, suspect,
armoursmith, herbalist, heir, kadkhoda, plain ×2."""

from __future__ import annotations

import pytest

from narrator_app.engine import Game, Setup, turned_back_tonight
from narrator_app.engine.choices import tokens_tonight
from narrator_app.engine.queries import TurnedBack

SEATS = ["don", "witch", "executioner", "informant", "detective", "suspect", "armoursmith",
         "herbalist", "heir", "kadkhoda", "plain_citizen", "plain_citizen"]


def night_one(house_rules: dict | None = None) -> Game:
    """Capo at 12 seats at the start of Night 1: the heir picked seat 11, Capo's gun on
    Day 1 sent seat 12 out."""
    g = Game(Setup("capo", tuple(f"P{i}" for i in range(1, 13)), house_rules or {}))
    g.deal(SEATS)
    g.step("heir", {"heir_of": 11})
    g.end_phase()
    g.step("capo_gun", {"trustee": 5, "suspects": [12, 3], "real": 12})
    g.end_phase()
    assert (g.state.phase, g.state.number) == ("night", 1)
    g.step("mafia", {"shot": 11})
    return g


def test_a_turned_back_save_is_shown_on_the_armoursmith():
    g = night_one()
    g.step("witch", {"reflect": 7})
    for key, value in (("herbalist", {}), ("detective", {"inquire": 3}),
                       ("armoursmith", {"save": 1})):
        g.step(key, value)
    tokens = tokens_tonight(g.state)
    assert "saved" in tokens[7] and "saved" not in tokens.get(1, [])
    assert turned_back_tonight(g.state) == {7: TurnedBack(7, "witch", False)}


def test_a_turned_back_link_is_void_on_the_seat_he_chose():
    g = night_one()
    g.step("witch", {"reflect": 10})
    for key, value in (("herbalist", {}), ("detective", {}), ("armoursmith", {}),
                       ("kadkhoda", {"link": 3})):
        g.step(key, value)
    assert tokens_tonight(g.state)[3] == ["linked:void"]
    back = turned_back_tonight(g.state)[10]
    assert (back.lands_on, back.by, back.comes_to_nothing) == (10, "witch", True)
    g.end_phase()  # the engine agrees: the link did nothing (the executioner stays)
    assert g.state.view(3).status == "alive" and g.state.view(10).status == "alive"


def test_a_poison_turned_back_lands_on_the_herbalist():
    g = night_one()
    g.step("witch", {"reflect": 8})
    g.step("herbalist", {"poison": 1})
    assert "poisoned" in tokens_tonight(g.state)[8]
    assert "poisoned" not in tokens_tonight(g.state).get(1, [])


@pytest.mark.parametrize("mode", ["reflect", "usurp"])
def test_the_inquiry_lands_where_the_rule_sends_it(mode):
    g = night_one({"cp_witch_mode": mode})
    g.step("witch", {"reflect": 5})
    g.step("herbalist", {})
    g.step("detective", {"inquire": 3})
    lands = 5 if mode == "reflect" else 2
    assert turned_back_tonight(g.state)[5].lands_on == lands
    assert "inquired" in tokens_tonight(g.state)[lands]


def test_nothing_is_turned_back_by_day_or_without_a_reflection():
    g = night_one()
    assert turned_back_tonight(g.state) == {}
    g.step("witch", {})
    assert turned_back_tonight(g.state) == {}
