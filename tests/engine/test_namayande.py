"""Namayande (club_scenarios section 4) played by its general kinds: the hacker (``block``
in pair or player mode), the treason vote (``move_vote``, a team option of the Don's
``night_shot``), the lawyer (``keep_out``), the soldier (``give_bullet``), the rebel
(``armed_revenge``), the bodyguard's next-day shield (``protect_from``), the guide
(``inquiry`` asked by the picked player) and the file's own house rules (with ``map`` and
the procedure's ``election`` setting).

The cases in ``namayande_cases/`` settle the points of 4.6-4.10 the public cases leave open;
the tests below check the file's house rules reach the kinds' parameters."""

from __future__ import annotations

from pathlib import Path

import pytest

from narrator_app.engine import IllegalAction
from narrator_app.engine.abilities import kind_names
from narrator_app.engine.house_rules import resolve
from narrator_app.engine.role_params import params_of
from narrator_app.engine.scenario import load_scenario
from narrator_app.engine.script import run_case

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
