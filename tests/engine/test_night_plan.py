"""The night's plan (:func:`night._night_plan`): the stages :func:`night.resolve_night` runs
and the kinds' effects after each, worked out once per scenario and kept with it. Kept only
while the registry's kinds stay as they were: a kind registered or removed makes a new
table of stages, and with it a new plan (a stale plan would run a removed kind's effect or
miss a new one's)."""

from __future__ import annotations

import pytest

from narrator_app.engine.abilities import Kind, register, unregister
from narrator_app.engine.abilities.base import scenario_stage_effects
from narrator_app.engine.night import _IDLE_STAGES, NIGHT_STAGES, _night_plan
from narrator_app.engine.scenario import load_scenario, scenario_catalogue
from narrator_app.engine.state import GameState
from narrator_app.engine.table import has_kind

SHIPPED = sorted(e.id for e in scenario_catalogue() if e.origin == "shipped" and e.refused is None)


def _state(scenario_id: str) -> GameState:
    scen = load_scenario(scenario_id)
    return GameState(scen, scen.default_house_rules(), ["x"] * scen.roster.min_players)


def _expected(st: GameState) -> tuple:
    """The plan as the night's loop read it at every night before it was kept."""
    plugged = scenario_stage_effects(st.scenario)
    return tuple(
        (stage, None if run in _IDLE_STAGES else run,
         tuple((k, k.every_night is not None and has_kind(st, k.name),
                k.whole_night and k.effect is not None) for k in plugged.get(stage, ())))
        for stage, run in NIGHT_STAGES)


@pytest.mark.parametrize("scenario_id", SHIPPED)
def test_the_plan_is_the_stage_table(scenario_id: str) -> None:
    st = _state(scenario_id)
    plan = _night_plan(st)
    assert plan == _expected(st)
    assert [s for s, _run, _kinds in plan] == [s for s, _run in NIGHT_STAGES]
    assert _night_plan(st) is plan  # kept


def test_a_kind_registered_or_removed_renews_the_plan() -> None:
    st = _state("godfather_nostradamus")
    before = _night_plan(st)
    toy = Kind("a toy kind at the slaughter stage", stage="slaughter", name="toy_plan_kind",
               effect=lambda night, holder, value: None)
    register(toy)
    try:
        during = _night_plan(st)
        assert during is not before
        assert during == _expected(st)
    finally:
        unregister("toy_plan_kind")
    after = _night_plan(st)
    assert after is not during
    assert after == _expected(st)
    assert all(k is not toy for _s, _run, kinds in after for k, _e, _w in kinds)
