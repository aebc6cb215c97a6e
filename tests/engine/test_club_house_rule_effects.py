"""Club house rules whose non-default values an auditor found without effect or with another
effect than their tables say (CF45-24):

* Namayande ``nm_nato_team_ability: false``: NATO's guess is the card's, refused
  ``not_acting`` once NATO has left (the file's NATO did not need his holder);
* Takavar ``tk_guard_armour_breaks_on: first_defence``: a war gun on the guard before he
  ever defended breaks his armour instead of removing him (2.6 "in any way", TK10);
* Bazpors ``bz_interrogation_day: extra_defenders``: the two summoned players defend with
  no defence vote, and the exit vote decides (C11);
* Namayande takes rules_spec 7's ``doctor_consecutive_same_target`` (C26) as its own rule;
* Werewolf ``ww_witch_self_heal: false``: a self-heal is never allowed, game-script's
  ``invalid_target`` (``self_target`` is a limited use that is spent).
"""

from __future__ import annotations

from pathlib import Path

import pytest
from helpers import passes

CASES = {
    "nato_card": """scenario: namayande
house_rules: {nm_nato_team_ability: false}
seats: [don, rebel, hacker, nato, guide, doctor, miner, bodyguard, lawyer, soldier,
        plain_citizen, plain_citizen]
script:
  - intro_day: {}
  - intro_night: {}
  - day: {election: [11, 12]}
  - night: {}
  - day: {accused: [4, 5], votes: {4: 7}}
  - expect: {left: [4]}
  - night: {mafia: {nato: {seat: 6, role: doctor}}}
    rejected: not_acting
""",
    "nato_team": """scenario: namayande
seats: [don, rebel, hacker, nato, guide, doctor, miner, bodyguard, lawyer, soldier,
        plain_citizen, plain_citizen]
script:
  - intro_day: {}
  - intro_night: {}
  - day: {election: [11, 12]}
  - night: {}
  - day: {accused: [4, 5], votes: {4: 7}}
  - night: {mafia: {nato: {seat: 6, role: doctor}}}
  - expect: {left: [6], announce: [nato, 'slaughtered:6']}
""",
    "guard_war_gun": """scenario: takavar
house_rules: {tk_guard_armour_breaks_on: first_defence}
seats: [mafia_boss, nato, hostage_taker, detective, doctor, commando, guard, gunner,
        plain_citizen, plain_citizen]
script:
  - intro_day: {}
  - intro_night: {}
  - day: {}
  - night: {gunner: {give: {9: war}}}
  - day: {guns: [{shooter: 9, target: 7}]}
  - expect: {left: [], announce: [gun_war, 'role_shown:7'], trackers: {7: {armor: false}}}
""",
    "extra_defenders": """scenario: bazpors
house_rules: {bz_interrogation_day: extra_defenders}
seats: [mafia_boss, nato, charlatan, detective, doctor, researcher, invulnerable,
        interrogator, plain_citizen, plain_citizen]
script:
  - intro_day: {}
  - intro_night: {}
  - day: {}
  - night: {interrogator: {summon: [3, 10]}}
  - day: {interrogation: {held: true}, exit_votes: {3: 6, 10: 1}}
  - expect: {defense: [3, 10], left: [3]}
""",
    "doctor_repeat": """scenario: namayande
house_rules: {doctor_consecutive_same_target: forbidden}
seats: [don, rebel, hacker, guide, doctor, miner, bodyguard, lawyer, plain_citizen,
        plain_citizen]
script:
  - intro_day: {}
  - intro_night: {}
  - day: {election: [9, 10]}
  - night: {doctor: {save: 9}}
  - day: {}
  - night: {doctor: {save: 9}}
    rejected: repeat_target
""",
    "witch_self_heal": """scenario: werewolf
house_rules: {ww_witch_self_heal: false}
seats: [werewolf, werewolf, seer, protector, witch, hunter, cupid, villager, villager,
        villager]
script:
  - night: {cupid: {lovers: [9, 10]}, mafia: {shot: 5}, witch: {heal: 5}}
    rejected: invalid_target
""",
}


@pytest.mark.parametrize("name", sorted(CASES))
def test_the_rule_s_value_has_its_effect(tmp_path: Path, name: str) -> None:
    passes(tmp_path, f"title: {name}\n" + CASES[name], name)
