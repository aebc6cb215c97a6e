"""This round's findings of the auditors and the narrator trials (decisions «CF57»): each
test says the rule, its spec line in the decisions' row."""

from __future__ import annotations

from pathlib import Path

import pytest

from narrator_app.engine import Game
from narrator_app.engine.choices import tokens_tonight
from narrator_app.engine.game import Action, apply
from narrator_app.engine.script import apply_entry, run_case, setup_of
from narrator_app.engine.tokens import token_text

HERE = Path(__file__).resolve().parent
#: The auditors' own minimal cases, with titles that say the rule.
FILES = sorted((HERE / "audit_round9_cases").glob("*.yaml"))
PC = "plain_citizen"
BZ = ["mafia_boss", "nato", "charlatan", "detective", "doctor", "researcher", "invulnerable",
      "interrogator", PC, PC]


@pytest.mark.parametrize("case", FILES, ids=[f.stem for f in FILES])
def test_auditor_case(case: Path) -> None:
    result = run_case(case)
    assert result.passed, "\n".join(result.failures)


def _played(scenario: str, seats: list[str], entries: list[tuple[str, dict]],
            rules: dict | None = None):
    setup, dealt = setup_of({"scenario": scenario, "seats": seats,
                             **({"house_rules": rules} if rules else {})})
    g = Game.new(setup)
    g.deal(dealt)
    st = g.state
    for phase, body in entries:
        st = apply_entry(st, phase, body)
    return st


@pytest.mark.parametrize(("rules", "token", "fa"), [
    (None, "negative", "منفی"),
    ({"bz_charlatan_effect": "reverse"}, "flipped", "برعکس"),
])
def test_the_charlatans_token_says_his_effect(rules, token, fa) -> None:
    """A narrator's trial read «برعکس» on the charlatan's pick while the house rule said
    «جواب شهروند» (club_scenarios 3.11, C2: negative by default, reversed as a choice)."""
    st = _played("bazpors", BZ, [("intro_day", {}), ("intro_night", {}), ("day", {})], rules)
    st = apply(st, Action("step", "night", "charlatan", {"pick": 4}))
    assert tokens_tonight(st)[4] == [token]
    assert token_text(token, "fa") == fa
