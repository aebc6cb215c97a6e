"""The house rule «Announce the theft» (``pickpocket_announce``, A72: "not announced (PUBLIC
G3 announces — option)") did nothing (a narrator's trial, CF45-10): the night's record now
tells the narrator to announce it (the private signal ``theft``, read as a sentence in the
morning box); the morning's ``announce`` tokens are unchanged (game-script has none)."""

from __future__ import annotations

from pathlib import Path

import pytest
from helpers import passes

from narrator_app.engine import load_scenario
from narrator_app.messages import narrator_notes

CASE = """scenario: mafia_nights
title: the theft announced
rule: A72
house_rules: {{pickpocket_announce: {on}}}
seats: [godfather, joker, dr_lecter, simple_mafia, pickpocket, mayor, die_hard, leon,
        detective, psychiatrist, doctor, plain_citizen]
script:
  - intro_night: {{}}
  - day: {{}}
  - night: {{pickpocket: {{steal: 9}}}}
  - expect: {{announce: [], private: {{theft: {theft}}}}}
"""


@pytest.mark.parametrize(("on", "theft"), [("true", 9), ("false", "null")])
def test_the_theft_is_for_the_narrator_to_announce(tmp_path: Path, on: str, theft) -> None:
    passes(tmp_path, CASE.format(on=on, theft=theft))


def test_the_morning_box_says_it() -> None:
    scen = load_scenario("mafia_nights")
    thief = scen.role("pickpocket").name
    fa = narrator_notes({"theft": 9}, scen, "fa")
    en = narrator_notes({"theft": 9}, scen, "en")
    assert len(fa) == 1 and thief.fa in fa[0] and "اعلام" in fa[0], fa
    assert len(en) == 1 and thief.en in en[0] and "Announce" in en[0], en
    assert narrator_notes({}, scen, "fa") == []
