"""Held-back-style cases of the club scenarios (issue 25's round sixteen, decisions CF47):
each the smallest script of what a fresh auditor found the engine doing against the spec."""

from __future__ import annotations

from pathlib import Path

import pytest
from helpers import passes

from narrator_app.engine.script import run_case

CASES = {
    # 7.8: «a lynched hunter shoots at once (hunter), then heartbreaks follow» (CF47-3)
    "lynched_hunter_names_his_lover": """scenario: werewolf
seats: [werewolf, werewolf, seer, protector, witch, hunter, cupid, villager, villager, villager]
script:
  - night: {cupid: {lovers: [6, 8]}, mafia: {shot: 10}}
  - expect: {left: [10]}
  - day: {votes: {6: 5}, exit_votes: {6: 5}, hunter: {shoot: 8}}
  - expect: {left: [6, 8], winner: null}
""",
    # at night the heartbreak comes first (7.7 step 5): his lover is out when he shoots
    "hunter_at_night_cannot_name_his_lover": """scenario: werewolf
seats: [werewolf, werewolf, seer, protector, witch, hunter, cupid, villager, villager, villager]
script:
  - night: {cupid: {lovers: [6, 8]}, mafia: {shot: 10}}
  - day: {}
  - night: {mafia: {shot: 6}, hunter: {shoot: 8}}
    rejected: invalid_target
""",
    # 6.8: «Both suspects defend» (CF47-4)
    "capo_suspects_defend": """scenario: capo
seats: [don, witch, executioner, detective, suspect, armoursmith, herbalist, heir,
        plain_citizen, plain_citizen]
script:
  - intro_night: {heir: {heir_of: 4}}
  - day: {capo_gun: {trustee: 4, suspects: [10, 9], real: 9}}
  - expect: {left: [9], defense: [9, 10], announce: [gun_blank, gun_war]}
""",
}


@pytest.mark.parametrize("name", sorted(CASES))
def test_held_back_style_case(tmp_path: Path, name: str) -> None:
    passes(tmp_path, f"title: {name}\n" + CASES[name])


#: The auditors' own minimal cases, kept as they wrote them (CF47-5 … CF47-11).
FILES = sorted((Path(__file__).resolve().parent / "audit_round5_cases").glob("*.yaml"))


@pytest.mark.parametrize("case", FILES, ids=[f.stem for f in FILES])
def test_auditor_case(case: Path) -> None:
    result = run_case(case)
    assert result.passed, "\n".join(result.failures)
