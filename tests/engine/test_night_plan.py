"""The night's plan (:func:`night._night_plan`): the stages :func:`night.resolve_night` runs
and the kinds' effects after each, worked out once per game's rules and kept with the
scenario. A stage's own function is left out where it is idle or its kind is not in the
game (:data:`night._STAGE_KINDS`: the guns', Sherlock's swap), a kind's effect where the
kind says it cannot act there (:attr:`Kind.acts_at`: Leon's ``shoot`` at the Zodiac's
stage, the seeds' guess at a club guess's). Kept only while the registry's kinds stay as
they were: a kind registered or removed makes a new table of stages, and with it a new
plan (a stale plan would run a removed kind's effect or miss a new one's); and only for
the rules object it was made under (the holds' ``spends_use`` follows the house rules)."""

from __future__ import annotations

from pathlib import Path
from typing import Any

import pytest
from toy_role import NAMES, accept, club_folder, to_night

from narrator_app.engine import Game, Setup
from narrator_app.engine.abilities import Kind, register, unregister
from narrator_app.engine.abilities.base import kinds_in_play, scenario_stage_effects
from narrator_app.engine.night import (
    _IDLE_STAGES,
    _STAGE_KINDS,
    NIGHT_STAGES,
    _night_plan,
    _shot_alone,
    _team_shot,
)
from narrator_app.engine.scenario import load_scenario, scenario_catalogue
from narrator_app.engine.state import GameState
from narrator_app.engine.table import has_kind

TOY = "toy_night_plan_kind"
SHIPPED = sorted(e.id for e in scenario_catalogue() if e.origin == "shipped" and e.refused is None)


def _state(scenario_id: str, **rules: Any) -> GameState:
    scen = load_scenario(scenario_id)
    return GameState(scen, {**scen.default_house_rules(), **rules},
                     ["x"] * scen.roster.min_players)


def _full(st: GameState) -> tuple:
    """Every stage with its own function and every kind of the game at it, as the night's
    loop read them before the plan left any out."""
    plugged = scenario_stage_effects(st.scenario)
    return tuple(
        (stage, None if run in _IDLE_STAGES else run,
         tuple((k, k.every_night is not None and has_kind(st, k.name),
                k.whole_night and k.effect is not None) for k in plugged.get(stage, ())))
        for stage, run in NIGHT_STAGES)


def _expected(st: GameState) -> tuple:
    """:func:`_full` less the stage functions of kinds not in play and the kinds' effects
    at a stage where they cannot act (their ``every_night`` aside)."""
    here = kinds_in_play(st.scenario)

    def own(run: Any) -> Any:
        kind, without = _STAGE_KINDS.get(run, ("", run))
        return run if not kind or kind in here else without

    planned = tuple(
        (stage, own(run),
         tuple(e for e in kinds if e[1] or e[0].acts_at is None or e[0].acts_at(st, stage)))
        for stage, run, kinds in _full(st))
    return tuple(e for e in planned if e[1] is not None or e[2])  # nothing to run: left out


@pytest.mark.parametrize("scenario_id", SHIPPED)
def test_the_plan_is_the_stage_table_in_play(scenario_id: str) -> None:
    st = _state(scenario_id)
    plan = _night_plan(st)
    assert plan.stages == _expected(st)
    names = [s for s, _run in NIGHT_STAGES]
    planned = [s for s, _run, _kinds in plan.stages]
    assert planned == sorted(planned, key=names.index)  # in the night's order
    assert _night_plan(st) is plan  # kept


def _planned(st: GameState) -> dict[str, tuple[Any, list[str]]]:
    """Stage -> (its own function, its kinds' names); a stage left out: (None, [])."""
    planned = {stage: (None, []) for stage, _run in NIGHT_STAGES}
    planned.update((stage, (run, [k.name for k, _e, _w in kinds]))
                   for stage, run, kinds in _night_plan(st).stages)
    return planned


def test_the_seeds_leave_out_what_cannot_act() -> None:
    planned = _planned(_state("godfather_nostradamus"))
    assert planned["guess"][1] == ["guess_role"]  # the sixth sense (seeds' form)
    assert "guess_role" not in planned["slaughter"][1]  # no club guess
    assert planned["shoot"][1] == ["shoot"]  # Leon
    assert "shoot" not in planned["night_shot"][1]  # no Zodiac
    assert planned["explode"][0] is None and planned["guns"][0] is None  # no gunner
    assert planned["sacrifice"][0] is None  # no Sherlock
    assert planned["night_shot"][0] is _shot_alone  # no trap: no mine looked for
    assert planned["sacrifice"][1] == ["citizen_kane"]  # Kane's sacrifice stays
    assert [s for s, _run, _kinds in _night_plan(_state("godfather_nostradamus")).stages] == [
        "guess", "convert", "block", "save", "slaughter", "night_shot", "shoot", "sacrifice",
        "inquiry", "revive", "exits", "announce"]  # the stages with nothing to run left out


def test_a_stage_in_play_keeps_its_function_and_kinds() -> None:
    zodiac = _planned(_state("zodiac"))
    assert "shoot" in zodiac["night_shot"][1]  # the Zodiac's shot, after the team's
    assert zodiac["night_shot"][0] is _shot_alone
    assert _planned(_state("namayande"))["night_shot"][0] is _team_shot  # the trap role's


def test_the_plan_follows_the_rules_object() -> None:
    """Two games of one scenario object under other house rules each read their own plan:
    a plan kept per scenario alone would give the second game the first one's."""
    spends = _state("godfather_nostradamus", blocked_consumes_resource=True)
    keeps = _state("godfather_nostradamus", blocked_consumes_resource=False)
    assert spends.scenario is keeps.scenario
    assert _night_plan(spends).spends is True
    assert _night_plan(keeps).spends is False
    assert _night_plan(spends).spends is True


def test_a_kind_registered_or_removed_renews_the_plan() -> None:
    st = _state("godfather_nostradamus")
    before = _night_plan(st).stages
    toy = Kind("a toy kind at the slaughter stage", stage="slaughter", name="toy_plan_kind",
               effect=lambda night, holder, value: None)
    register(toy)
    try:
        during = _night_plan(st).stages
        assert during is not before
        assert during == _expected(st)
    finally:
        unregister("toy_plan_kind")
    after = _night_plan(st).stages
    assert after is not during
    assert after == _expected(st)
    assert all(k is not toy for _s, _run, kinds in after for k, _e, _w in kinds)


def test_a_kind_saying_it_cannot_act_is_left_out_until_registered_anew(
        tmp_path: Path) -> None:
    """A kind of the game registered anew with another ``acts_at`` is planned by it in the
    same game (its scenario object, its rules), and its effect runs or not at End night."""
    ran: list[int] = []

    def effect(night: Any, holder: Any, value: Any) -> None:
        ran.append(night.k)

    def toy(acts: bool) -> Kind:
        return Kind("a toy kind at the slaughter stage", action="poison", step=True,
                    stage="slaughter", name=TOY, check=accept, effect=effect,
                    acts_at=lambda _st, _stage: acts)

    with club_folder(tmp_path, "toy_night_plan", TOY):
        register(toy(False))
        game = to_night(Game(Setup("toy_night_plan", NAMES)))
        assert TOY not in _planned(game.state)["slaughter"][1]
        unregister(TOY)
        register(toy(True))
        assert TOY in _planned(game.state)["slaughter"][1]
        game.step("poisoner", {"poison": 4})
        game.end_phase()
        assert ran == [1]
