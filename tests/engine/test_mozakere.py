"""The ``armour`` kind (club_scenarios 9.2) and the Negotiation scenario (club_scenarios 5):
the armour's parameters and their refusals, the night shot it stops, the day exit it turns
into a shown role, and the scenario file's rosters and texts."""

from __future__ import annotations

from pathlib import Path
from typing import Any

import pytest
from helpers import play, refused
from pydantic import ValidationError

from narrator_app.engine import Game, Setup
from narrator_app.engine.abilities import (
    ArmourParams,
    ability_lost,
    absorbs_day_exit,
    absorbs_night_shot,
    break_at_defence,
    convertible,
    params_model,
    trackers_of,
    validate_params,
)
from narrator_app.engine.scenario import load_scenario, scenario_problems
from narrator_app.engine.script import run_case
from narrator_app.engine.state import PhaseRecord

TEN = ["mafia_boss", "negotiator", "simple_mafia", "doctor", "detective", "reporter",
       "sniper", "armoured", "plain_citizen", "plain_citizen"]
ARMOURED = 8


def _game(seats: list[str] | None = None) -> Game:
    seats = seats or TEN
    g = Game(Setup("mozakere", tuple(f"P{i}" for i in range(1, len(seats) + 1))))
    g.deal(seats)
    play(g, "intro_day")
    play(g, "intro_night")
    return g


def _case(tmp_path: Path, script: str) -> None:
    path = tmp_path / "case.yaml"
    path.write_text("scenario: mozakere\ntitle: t\nrule: r\nseats: [" + ", ".join(TEN)
                    + "]\nscript:\n" + script, encoding="utf-8")
    result = run_case(path)
    assert result.passed, "\n".join(result.failures)


# --- the parameters -------------------------------------------------------------------------

def test_the_armour_kind_has_its_parameter_model_and_defaults() -> None:
    assert params_model("armour") is ArmourParams
    p = validate_params("armour", {})
    assert (p.against, p.night_mode, p.day, p.on_break, p.after_convertible) == (
        "both", "while_intact", "first_exit", "role_shown", False)
    guard = validate_params("armour", {"against": "day_exit",
                                       "on_break": "role_shown_loses_ability"})
    assert guard.night_mode == "none" and guard.covers_day
    assert not validate_params("armour", {"against": "night_shot"}).covers_day
    assert trackers_of("armour") == (("armor", "intact"),)


@pytest.mark.parametrize("params", [
    {"against": "day_exit", "night": "once"},        # a day armour has no night armour
    {"against": "both", "night": "none"},            # an armour against the shot protects
    {"against": "night_shot", "night": "none"},
    {"against": "sword"},                            # not a value
    {"day": "first_vote"},
    {"on_break": "nothing"},
    {"armour": True},                                # a misspelt parameter
    {"after_convertible": "maybe"},
])
def test_a_wrong_armour_parameter_is_refused(params: dict) -> None:
    with pytest.raises(ValidationError):
        validate_params("armour", params)


# --- the night ------------------------------------------------------------------------------

def test_while_intact_the_night_shot_never_removes_him(tmp_path: Path) -> None:
    """club_scenarios 5.6 [PUBLIC:MZ1, AG2]: on any night, saved or not, the armour stays."""
    _case(tmp_path, """
  - intro_day: {}
  - intro_night: {}
  - day: {}
  - night: {mafia: {shot: 8}}
  - expect: {left: [], announce: [], trackers: {8: {armor: true}}}
  - day: {}
  - night: {mafia: {shot: 8}, doctor: {save: 8}}
  - expect: {left: [], trackers: {8: {armor: true}}}
  - day: {}
  - night: {mafia: {shot: 8}}
  - expect: {left: [], trackers: {8: {armor: true}}}
""")


def test_a_once_armour_breaks_silently_on_the_first_unsaved_shot() -> None:
    g = _game()
    st = g.state.clone()
    once = ArmourParams(against="night_shot", night="once")
    p = st.player(ARMOURED)
    assert absorbs_night_shot(st, p, once) and p.card.counters["armor"] is False
    assert not p.role_public
    assert not absorbs_night_shot(st, p, once)  # the second shot finds no armour


def test_a_day_armour_does_not_stop_the_night_shot() -> None:
    g = _game()
    st = g.state.clone()
    assert not absorbs_night_shot(st, st.player(ARMOURED), ArmourParams(against="day_exit"))
    assert st.player(ARMOURED).card.counters["armor"] is True


def test_an_armour_against_the_shot_only_does_not_hold_by_day() -> None:
    g = _game()
    st = g.state.clone()
    rec = PhaseRecord("day", 1)
    assert not absorbs_day_exit(st, ARMOURED, rec, ArmourParams(against="night_shot"))
    assert rec.announce == []


# --- the day --------------------------------------------------------------------------------

def test_voted_out_he_stays_with_his_role_shown_then_a_second_vote_removes_him(
    tmp_path: Path,
) -> None:
    """5.6: the armour breaks at the vote, he stays, his role is announced; a later vote exit
    removes him (PROPOSED)."""
    _case(tmp_path, """
  - intro_day: {}
  - intro_night: {}
  - day: {votes: {8: 6}, exit_votes: {8: 6}}
  - expect: {left: [], announce: ['role_shown:8'], trackers: {8: {armor: false}}}
  - night: {}
  - day: {votes: {8: 6}, exit_votes: {8: 6}}
  - expect: {left: [8], announce: []}
""")


def test_an_armour_breaking_at_the_defence_shows_the_role_whatever_the_vote() -> None:
    """club_scenarios 2.10 C10 (``first_defence``), with ``loses_ability``."""
    g = _game()
    st = g.state.clone()
    rec = PhaseRecord("day", 1)
    params = ArmourParams(against="day_exit", day="first_defence",
                          on_break="role_shown_loses_ability")
    p = st.player(ARMOURED)
    # the armoured's own role plays the defaults: first_exit, so the defence breaks nothing
    break_at_defence(st, [ARMOURED], rec)
    assert rec.announce == [] and p.card.counters["armor"] is True
    # a first_defence armour given explicitly breaks at the defence; still whole at a day
    # exit that came with no defence (a war gun), it takes that exit (2.6 "in any way",
    # TK10; CF45-24 — it used to let him go)
    assert absorbs_day_exit(st, ARMOURED, rec, params)
    assert rec.announce == [f"role_shown:{ARMOURED}"] and ability_lost(p)
    assert not absorbs_day_exit(st, ARMOURED, rec, params)  # broken: the next exit is his
    p.card.counters["armor"] = True
    rec.announce.clear()
    assert absorbs_day_exit(st, ARMOURED, rec, params.model_copy(update={"day": "first_exit"}))
    assert rec.announce == [f"role_shown:{ARMOURED}"] and ability_lost(p) and p.role_public


def test_a_withdrawal_is_not_a_day_exit_the_armour_stops(tmp_path: Path) -> None:
    """club_scenarios 1.2: a withdrawal is an exit like any other (the armour is for the
    vote, 5.6)."""
    _case(tmp_path, """
  - intro_day: {}
  - intro_night: {}
  - day: {withdraw: [8]}
  - expect: {left: [8]}
""")


def test_convertible_while_intact_and_not_after_the_break() -> None:
    """5.6 [PUBLIC:MR, AG1, AG2]: won over while the armour is intact; not after."""
    g = _game()
    st = g.state.clone()
    p = st.player(ARMOURED)
    assert convertible(st, p)
    absorbs_day_exit(st, ARMOURED, PhaseRecord("day", 1))
    assert not convertible(st, p)
    assert convertible(st, p, ArmourParams(after_convertible=True))
    assert convertible(st, st.player(9))  # no armour: nothing to say


# --- the scenario's own cases (club_scenarios 5.10) -------------------------------------------

CASES = sorted((Path(__file__).parent / "mozakere_cases").glob("*.yaml"))


@pytest.mark.parametrize("path", CASES, ids=[p.name for p in CASES])
def test_a_case_of_the_negotiation_s_ambiguities(path: Path) -> None:
    result = run_case(path)
    assert result.passed, "\n".join(result.failures)


# --- the scenario file ----------------------------------------------------------------------

def test_the_negotiation_file_loads_with_its_rosters() -> None:
    scen = load_scenario("mozakere")
    assert scenario_problems(scen) == []
    assert (scen.roster.min_players, scen.roster.max_players) == (10, 13)
    assert sorted(scen.roster_for(10)) == sorted(TEN)
    for n in range(10, 14):
        roster = scen.roster_for(n)
        assert sum(scen.side_of(r) == "mafia" for r in roster) == n // 3
        assert len(roster) == n
    assert refused(scen.roster_for, 9) == "bad_script"
    assert refused(scen.roster_for, 14) == "bad_script"
    rules = scen.default_house_rules()
    assert rules["cards_enabled"] is False and rules["reveal_role_on_death"] is False
    for role in scen.roles:
        assert role.name.fa and role.name.en and role.ability.fa and role.ability.en
    assert scen.kind_of("armoured") == "armour"


def test_the_negotiation_s_house_rules_reach_the_negotiator(tmp_path: Path) -> None:
    """club_scenarios 5.11: ``mz_negotiation_trigger = any_night`` (C2) lets the team
    negotiate before any mafia exit; ``mz_negotiation_announcement = none`` (C4) keeps it
    silent."""
    path = tmp_path / "case.yaml"
    path.write_text(
        "scenario: mozakere\ntitle: t\nrule: r\nhouse_rules: {mz_negotiation_trigger: any_night,"
        " mz_negotiation_announcement: none}\nseats: [" + ", ".join(TEN) + "]\nscript:\n"
        "  - intro_day: {}\n  - intro_night: {}\n  - day: {}\n"
        "  - night: {mafia: {negotiate: 9}}\n"
        "  - expect: {announce: [], roles: {9: simple_mafia}}\n", encoding="utf-8")
    result = run_case(path)
    assert result.passed, "\n".join(result.failures)


def test_the_negotiation_night_calls_its_announcement_and_the_new_member() -> None:
    """5.5 step 2: on a negotiation night the narrator announces it and, on success, wakes
    the won-over player to meet the team (the checklist's reminders, for a ``convert``
    kind as for the seeds' purchase)."""
    from narrator_app.engine import legal_choices

    g = _game()
    play(g, "day", {"votes": {3: 6}, "exit_votes": {3: 6}})
    assert [s.key for s in legal_choices(g.state).steps] == [
        "mafia", "doctor", "detective", "sniper"]
    g.step("mafia", {"negotiate": 9})
    steps = {s.key: s for s in legal_choices(g.state).steps}
    assert list(steps)[:3] == ["mafia", "purchase_announcement", "bought_player"]
    assert steps["bought_player"].seats == [9, 1, 2]
    assert steps["bought_player"].note is None
    g.step("mafia", {"negotiate": 4})  # the doctor: announced, nobody wakes
    steps = {s.key: s for s in legal_choices(g.state).steps}
    # the call is made as on a success, waking nobody: the table must not learn that it
    # failed (rules_spec A34; the reporter alone learns it, 5.6; CF57)
    assert list(steps)[:4] == ["mafia", "purchase_announcement", "bought_player", "doctor"]
    assert steps["bought_player"].seats == [] and steps["bought_player"].note == "failed"



def test_the_doctors_third_self_save_is_refused_saying_twice() -> None:
    """Mozakere's doctor saves himself «twice a game» (club_scenarios 5.6): the third time is
    refused ``self_target``, and its sentence says twice, not once (a narrator's trial read
    «یک بار»); a doctor who may save himself once (the seeds') still reads «once»."""
    from helpers import refusal_of

    from narrator_app.messages import refusal_text

    g = _game()
    for _ in range(2):
        play(g, "day")
        play(g, "night", {"doctor": {"save": [4]}})
    play(g, "day")
    exc = refusal_of(g.state, "doctor", {"save": [4]})
    assert exc is not None and exc.code == "self_target"
    names = [p.name for p in g.state.players]
    fa = refusal_text(exc, g.scenario, names, "fa")
    en = refusal_text(exc, g.scenario, names, "en")
    assert "۲ بار" in fa and "یک بار" not in fa, fa
    assert "2 times" in en and "once" not in en, en
    g.state.player(4).card.counters["self_saves_left"] = 1  # one left: himself again
    assert refusal_of(g.state, "doctor", {"save": [4]}) is None


def test_the_reporter_told_the_negotiations_result_is_not_asked_to_point() -> None:
    """Under «the negotiation's result» (``mz_reporter_mode = conversion_result``, club
    scenarios 5.10 C5: AG1, AG2) the reporter points at nobody: his step says only his call,
    and what he is told is the narrator's alone; under the default («who was converted»)
    the file's words for a pick stand, with no bracket about the other rule (a narrator's
    trial read the bracket aloud)."""
    from narrator_app.engine import legal_choices

    def reporter_step(rules: dict[str, str]) -> Any:
        g = Game(Setup("mozakere", tuple(f"P{i}" for i in range(1, 11)), rules))
        g.deal(TEN)
        play(g, "intro_day")
        play(g, "intro_night")
        play(g, "day", {"votes": {3: 6}, "exit_votes": {3: 6}})
        g.step("mafia", {"negotiate": 9})
        return next(s for s in legal_choices(g.state).steps if s.key == "reporter")

    told = reporter_step({"mz_reporter_mode": "conversion_result"})
    assert (told.say.fa, told.say.en) == ("خبرنگار بیدار شود.", "Reporter, wake up.")
    assert told.gesture.fa.startswith("[فقط راوی، نگویید]") and "شست" in told.gesture.fa
    asked = reporter_step({})
    assert "نشان دهد" in asked.say.fa and "(" not in asked.say.fa and "(" not in asked.say.en
