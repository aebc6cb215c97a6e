"""The team step's plan kept per game (:func:`choices._team_plan`: the parts' specs, the
names listed, the seed actions asked, the parts probed; issue 25's legal-play round, PF106)
follows what it reads: the game's team parts (one table per scenario, house rules and
registry) and whether each unlisted part's card was dealt at this table. Every shipped
scenario's team step is asked at its smallest and largest tables in turn, and under other
house rules, the same scenario object throughout, against the same ask with nothing kept."""

from __future__ import annotations

import pytest

from narrator_app.engine.choices import options_for
from narrator_app.engine.scenario import load_scenario, scenario_catalogue
from narrator_app.engine.simulate import random_game

SHIPPED = sorted(e.id for e in scenario_catalogue() if e.origin == "shipped" and e.refused is None)


def _sheet(st) -> list[tuple]:
    return [(o.name, o.seats, repr(o.refusal), repr(sorted(o.targets.items())),
             o.extra_key, repr(o.extra_choices)) for o in options_for(st, "mafia")]


def _fresh_sheet(st) -> list[tuple]:
    object.__setattr__(st.scenario, "_team_plans", None)
    found = _sheet(st)
    object.__setattr__(st.scenario, "_team_plans", None)
    return found


def _team_states(scenario_id: str, players: int, seed: int) -> list:
    game = random_game(scenario_id, players, seed)
    return [st for st in game.states if st.phase == "night" and "mafia" not in st.choices
            and st.winner is None]


@pytest.mark.parametrize("scenario_id", SHIPPED)
def test_the_team_plan_follows_the_table_dealt(scenario_id: str) -> None:
    roster = load_scenario(scenario_id).roster
    sizes = sorted({roster.min_players, roster.max_players})
    asked = 0
    for seed in (1, 2):
        tables = [_team_states(scenario_id, n, seed) for n in sizes]
        for round_ in range(max(len(t) for t in tables)):
            for states in tables:  # the tables in turn: the kept plan of the other size
                if round_ < len(states):
                    st = states[round_]
                    kept = _sheet(st)
                    assert kept == _fresh_sheet(st), (seed, len(st.players), st.number)
                    assert kept == _sheet(st)
                    asked += 1
    assert asked


def test_namayande_offers_nato_only_where_its_card_is_dealt() -> None:
    """NATO's card is dealt at the largest table, not at 11 seats (4.2): the kept plan of
    one table is not the other's."""
    roster = load_scenario("namayande").roster
    small = _team_states("namayande", roster.min_players, 1)[0]
    large = _team_states("namayande", roster.max_players, 1)[0]
    names_small = [row[0] for row in _sheet(small)]
    names_large = [row[0] for row in _sheet(large)]
    assert names_small != names_large
    assert names_small == [row[0] for row in _sheet(small)]
