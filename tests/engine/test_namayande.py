"""Namayande (club_scenarios section 4) played by its general kinds: the hacker (``block``
in pair or player mode), the treason vote (``move_vote``, a team option of the Don's
``night_shot``), the lawyer (``keep_out``), the soldier (``give_bullet``), the rebel
(``armed_revenge``), the bodyguard's next-day shield (``protect_from``), the guide
(``inquiry`` asked by the picked player) and the file's own house rules (with ``map`` and
the procedure's ``election`` setting).

The cases in ``namayande_cases/`` settle the points of 4.6-4.10 the public cases leave open;
the tests below check the file's house rules reach the kinds' parameters."""

from __future__ import annotations

import random
from pathlib import Path
from typing import Any

import pytest

from narrator_app.engine import Game, IllegalAction, Setup, legal_choices, options_for
from narrator_app.engine.abilities import kind_names
from narrator_app.engine.abilities.params import params_of
from narrator_app.engine.house_rules import resolve
from narrator_app.engine.scenario import load_scenario
from narrator_app.engine.script import run_case
from narrator_app.engine.simulate import random_value
from narrator_app.messages import refusal_text

HERE = Path(__file__).resolve().parent
CASES = sorted((HERE / "namayande_cases").glob("*.yaml"))


@pytest.mark.parametrize("path", CASES, ids=[p.name for p in CASES])
def test_namayande_case(path: Path) -> None:
    result = run_case(path)
    assert result.passed, "\n".join(result.failures)


def test_the_new_kinds_are_registered() -> None:
    assert {"move_vote", "keep_out", "give_bullet", "armed_revenge"} <= set(kind_names())


@pytest.mark.parametrize("key,value,role,param,want", [
    ("nm_guide_uses", "two", "guide", "uses", 2),
    ("nm_guide_uses", "every_night", "guide", "uses", "unlimited"),
    ("nm_guide_answer", "to_guide", "guide", "answer_to", "holder"),
    ("nm_nato_team_ability", False, "nato", "holder", "card"),
    ("nm_nato_team_ability", True, "nato", "holder", "team"),
    ("nm_mine_night", "first_only", "miner", "when", "first_main_night"),
    ("nm_rebel_trigger", "any_teammate", "rebel", "armed_by", "any_teammate"),
    ("nm_rebel_trigger", "don_or_hacker", "rebel", "armed_by", ("don", "hacker")),
    ("nm_hacker_mode", "player", "hacker", "mode", "player"),
    ("nm_doctor_repeat", "forbidden", "doctor", "repeat", "forbidden_consecutive"),
])
def test_a_house_rule_value_reaches_the_kind_parameter(key, value, role, param, want) -> None:
    """club_scenarios 4.11: the spec's words, mapped onto the kinds' parameters."""
    scen = load_scenario("namayande")
    rules = resolve(scen.family, scen.default_house_rules(), {key: value}, scen.id,
                    scen.own_house_rules())
    assert getattr(params_of(scen, role, rules), param) == want


def test_a_value_the_rule_does_not_offer_is_refused() -> None:
    scen = load_scenario("namayande")
    with pytest.raises(IllegalAction):
        resolve(scen.family, scen.default_house_rules(), {"nm_guide_uses": 3}, scen.id,
                scen.own_house_rules())
    with pytest.raises(IllegalAction):
        resolve(scen.family, scen.default_house_rules(), {"nm_election": "weekly"}, scen.id,
                scen.own_house_rules())


# --- the mine's toll from the window (4.6, 4.12; a narrator's trial: CR37-3) ---------------
DEAL = ["don", "rebel", "hacker", "guide", "doctor", "miner", "bodyguard", "lawyer",
        "plain_citizen", "plain_citizen"]


def night_one(rules: dict | None = None) -> Game:
    """A 10-player Namayande game (the Don 1, the rebel 2, the hacker 3, the doctor 5, the
    miner 6) at Night 1, seats 4 and 5 the representatives."""
    g = Game(Setup("namayande", tuple(f"P{i}" for i in range(1, 11)), rules or {}))
    g.deal(DEAL)
    g.end_phase()  # the intro day
    g.end_phase()  # the intro night
    g.step("election", [4, 5])
    g.end_phase()
    assert (g.state.phase, g.state.number) == ("night", 1)
    return g


def team_options(g: Game) -> dict[str, Any]:
    return {o.name: o for o in options_for(g.state, "mafia")}


def legal_at(opt: Any, place: int, picked: list[int]) -> list[int]:
    """The legal seats of ``opt``'s place ``place`` (``picked`` the seats before it)."""
    assert len(picked) == place
    return [s for s, e in opt.targets_at(picked).items() if e is None]


def test_the_team_step_offers_the_shot_with_the_mine_s_toll() -> None:
    """«Shot and mine toll» after the shot while the mine may still be laid: the shot's
    targets at the first place (the shot's own), a living mafia member at the second; a
    mined, unsaved shot refuses the night's end until the toll is named (``missing_choice``
    / ``sacrifice``, said in words that name the option), then both leave."""
    g = night_one()
    names = [o.name for o in options_for(g.state, "mafia")]
    assert names[:2] == ["shot", "shot_sacrifice"] and names[-1] == "none"
    opts = team_options(g)
    toll = opts["shot_sacrifice"]
    assert toll.refusal is None and toll.seats == 2
    assert legal_at(toll, 0, []) == opts["shot"].legal_seats() == [4, 5, 6, 7, 8, 9, 10]
    assert legal_at(toll, 1, [9]) == [1, 2, 3]  # the living mafia, the Don included
    refused = toll.slots[1][9]
    assert refused is not None and refused.code == "invalid_target"  # a citizen never pays
    g.step("mafia", {"shot": 9})
    g.step("doctor", {"save": 4})
    g.step("miner", {"mine": 9})
    exc = legal_choices(g.state).end_refusal
    assert exc is not None and (exc.code, exc.facts.get("detail")) == (
        "missing_choice", "sacrifice")
    for lang, words in (("fa", "شلیک و قربانی مین"), ("en", "Shot and mine toll")):
        assert words in refusal_text(exc, g.scenario, [], lang)
    toll = team_options(g)["shot_sacrifice"]  # reopened: the toll's place after tonight's shot
    assert legal_at(toll, 1, [9]) == [1, 2, 3]
    g.step("mafia", toll.value([9, 3]))
    assert g.state.choices["mafia"] == {"shot": 9, "sacrifice": 3}
    assert legal_choices(g.state).end_refusal is None
    g.end_phase()
    assert [s for s in range(1, 11) if s not in g.state.alive_seats()] == [3, 9]
    assert "mine" in g.state.records[-1].announce
    # the mine is spent: no toll to offer on the next night
    g.end_phase()
    assert g.state.phase == "night"
    assert "shot_sacrifice" not in team_options(g)


def test_a_toll_for_a_mine_that_does_not_fire_is_refused_and_the_mine_stays() -> None:
    """A saved shot on the mined player fires nothing (C13 ``no_blast``): the toll named is
    refused at the night's end (``not_available`` / ``no_mine_fired``, in words); the mine
    laid on Night 1 stays, so Night 2's team step still offers the toll, and it fires then
    (the miner spent and not called)."""
    g = night_one()
    g.step("mafia", {"shot": 9, "sacrifice": 2})
    g.step("doctor", {"save": 9})
    g.step("miner", {"mine": 9})
    exc = legal_choices(g.state).end_refusal
    assert exc is not None and (exc.code, exc.facts.get("detail")) == (
        "not_available", "no_mine_fired")
    assert "Shot" in refusal_text(exc, g.scenario, [], "en")
    g.step("mafia", {"shot": 9})
    g.end_phase()
    assert 9 in g.state.alive_seats()
    g.end_phase()  # Day 1 over (no vote on the election day)
    assert (g.state.phase, g.state.number) == ("night", 2)
    assert "miner" not in [s.key for s in legal_choices(g.state).steps]
    toll = team_options(g)["shot_sacrifice"]
    assert toll.refusal is None and legal_at(toll, 1, [9]) == [1, 2, 3]
    g.step("mafia", toll.value([9, 1]))
    assert legal_choices(g.state).end_refusal is None
    g.end_phase()
    assert 1 not in g.state.alive_seats() and 9 not in g.state.alive_seats()


def test_no_toll_offered_without_a_mine_to_fire() -> None:
    """No «shot and mine toll» once the miner passed tonight without a mine, when the mine
    may be laid only on the first night (C11 ``first_only``) after it, nor in a scenario
    without the trap (Mozakere)."""
    g = night_one()
    g.step("miner", {})
    assert "shot_sacrifice" not in team_options(g)
    g = night_one({"nm_mine_night": "first_only"})
    assert "shot_sacrifice" in team_options(g)
    g.step("mafia", {"shot": 8})
    g.step("miner", {})
    g.end_phase()
    g.end_phase()
    assert (g.state.phase, g.state.number) == ("night", 2)
    assert "shot_sacrifice" not in team_options(g)
    g = Game(Setup("mozakere", tuple(f"P{i}" for i in range(1, 11)), {}))
    g.deal(g.scenario.roster_for(10, "allow_reference_rosters"))
    while g.state.phase != "night":
        g.end_phase()
    assert "shot_sacrifice" not in team_options(g)


def test_the_random_driver_chooses_the_team_step_again_for_a_toll_that_did_not_fire() -> None:
    """The random driver may pick «shot and mine toll» when no mine fires: the night's end is
    refused ``no_mine_fired`` and the driver chooses the team's step again (it stopped on
    that refusal, a stall), as it does for a missing toll (``missing_choice``)."""
    for toll, mine in (({"shot": 9, "sacrifice": 2}, 8), ({"shot": 9}, 9)):
        g = night_one()
        g.step("mafia", toll)
        for key in ("hacker", "guide", "doctor", "bodyguard", "lawyer"):
            g.step(key, {})
        g.step("miner", {"mine": mine})
        assert legal_choices(g.state).current is None
        assert legal_choices(g.state).end_refusal is not None
        for seed in range(5):
            choice = random_value(g, random.Random(seed))
            assert choice is not None and choice[0] == "mafia", choice


def test_the_random_driver_mends_a_refused_mine_toll_at_once():
    """Sent back to the team's step by the night's end (a toll named with no mine fired,
    or a mine fired with no toll), the random driver mends it as a narrator does instead
    of drawing among every option again: it named the refused toll again and again, the
    team's step nine times in one night (a property test's seed, 834718 at 10 players)."""
    from test_properties import _most_repeated_step

    from narrator_app.engine.simulate import random_game

    for seed in (834718, *range(40)):
        game = random_game("namayande", 10, seed, None)
        times, where = _most_repeated_step(game)
        assert times <= 3, (seed, where, times)


def test_nato_s_guess_is_not_offered_where_its_card_is_not_dealt() -> None:
    """At 10 and 11 seats Namayande deals no NATO card (club_scenarios 4.2: «NATO and the
    soldier from 12 on»): the team's step does not offer his guess at all (a trial saw it
    greyed every night, «Closed tonight: NATO …»); at 12 it is offered."""
    g = night_one()
    assert "nato" not in team_options(g)
    twelve = ["don", "rebel", "hacker", "nato", "guide", "doctor", "miner", "bodyguard",
              "lawyer", "soldier", "plain_citizen", "plain_citizen"]
    g = Game(Setup("namayande", tuple(f"P{i}" for i in range(1, 13))))
    g.deal(twelve)
    g.end_phase()
    g.end_phase()
    g.step("election", [5, 6])
    g.end_phase()
    assert "nato" in team_options(g) and team_options(g)["nato"].refusal is None
