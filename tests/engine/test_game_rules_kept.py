"""A game's complete house rules (:func:`game.game_rules`, kept with the scenario beside the
text of the table's chosen values) are the rules of that game's own values: a game of other
values right after gets its own, one of the same values again the same dict, equal to the
rules worked out anew; ``1``, ``True`` and ``1.0`` are not taken for one another; a refusal
stays a refusal (issue 25's replay round: games of the same rules share one rules object,
so what is kept beside it is found again). A card's start kept under one game's rules
(:func:`game._new_cards`, beside the rules object it was last asked under) is not a card
of a game of other rules: Leon deals with each game's own bullets."""

from __future__ import annotations

import pytest

from narrator_app.engine import Game, Setup
from narrator_app.engine.errors import IllegalAction
from narrator_app.engine.game import game_rules, new_state
from narrator_app.engine.house_rules import resolve
from narrator_app.engine.scenario import load_scenario

NAMES = tuple(f"P{i}" for i in range(1, 12))


def _fresh(scen_id: str, chosen: dict) -> dict:
    scen = load_scenario(scen_id)
    return resolve(scen.family, scen.default_house_rules(), chosen, scen.id,
                   scen.own_house_rules())


def test_each_game_gets_the_rules_of_its_own_values() -> None:
    scen = load_scenario("godfather_nostradamus")
    one = {"leon_bullets": 1}
    three = {"leon_bullets": 3}
    a = new_state(Setup(scen.id, NAMES, one), scen).rules
    b = new_state(Setup(scen.id, NAMES, three), scen).rules
    c = new_state(Setup(scen.id, NAMES, dict(three)), scen).rules
    assert a["leon_bullets"] == 1 and b["leon_bullets"] == 3
    assert a == _fresh(scen.id, one) and b == _fresh(scen.id, three)
    assert c is b  # the same values in a row: the kept dict
    d = new_state(Setup(scen.id, NAMES, one), scen).rules
    assert d == a and d["leon_bullets"] == 1
    assert new_state(Setup(scen.id, NAMES, {}), scen).rules == _fresh(scen.id, {})


def test_values_of_other_types_are_not_taken_for_one_another() -> None:
    scen = load_scenario("godfather_nostradamus")
    kept = game_rules(scen, {"leon_bullets": 1})
    with pytest.raises(IllegalAction):  # True is no count of bullets: refused, not kept's
        game_rules(scen, {"leon_bullets": True})
    assert game_rules(scen, {"leon_bullets": 1}) is kept
    assert game_rules(scen, {"leon_bullets": 2})["leon_bullets"] == 2


def test_a_refusal_is_made_again() -> None:
    scen = load_scenario("godfather_nostradamus")
    for _ in range(2):
        with pytest.raises(IllegalAction) as exc:
            new_state(Setup(scen.id, NAMES, {"no_such_rule": 1}), scen)
        assert exc.value.code == "bad_script"


def test_replayed_games_of_other_rules_play_their_own() -> None:
    """Two replays in a row of one record under other rules: each as a game made alone."""
    scen = load_scenario("godfather_nostradamus")
    seats = list(scen.roster_for(11))
    for chosen in ({"leon_bullets": 1}, {"leon_bullets": 3}, {"leon_bullets": 1}):
        g = Game(Setup(scen.id, NAMES, chosen), scen)
        g.deal(seats)
        leon = seats.index("leon") + 1
        assert g.state.player(leon).card.counters["bullets"] == chosen["leon_bullets"]
        assert g.house_rules == _fresh(scen.id, chosen)
