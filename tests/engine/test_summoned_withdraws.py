"""Bazpors: a summoned player who leaves the table at the start of the interrogation's day
(a withdrawal is applied first in its entry, rules_spec 6.9 S10) leaves no interrogation:
it is held "if both are still in the game" (club_scenarios 3.6), and "if one of the two has
left before the day, the interrogation lapses and the use is spent" (CF45-3). The engine
judged by the day's start: the day could not end without an «interrogation» of one player."""

from __future__ import annotations

from pathlib import Path

import pytest
from helpers import passes

HEAD = """scenario: bazpors
title: a summoned player withdraws
rule: club_scenarios 3.6; rules_spec 6.9 S10
seats: [mafia_boss, nato, charlatan, detective, doctor, researcher, invulnerable,
        interrogator, plain_citizen, plain_citizen]
script:
  - intro_day: {}
  - intro_night: {}
  - day: {}
  - night: {interrogator: {summon: [2, 9]}}
"""


@pytest.mark.parametrize(("day", "expect"), [
    ("{withdraw: [2], votes: {3: 6}, exit_votes: {3: 6}}",
     "  - expect: {left: [2, 3], trackers: {8: {summons_left: 0}}}\n"),
    ("{withdraw: [9]}", "  - expect: {left: [9]}\n"),
    ("{withdraw: [2], interrogation: {held: true, exit_votes: {9: 5}}}\n"
     "    rejected: not_available", ""),
    # both in the game: the interrogation is still required
    ("{withdraw: [4], votes: {3: 6}, exit_votes: {3: 6}}\n    rejected: missing_choice", ""),
])
def test_the_interrogation_lapses(tmp_path: Path, day: str, expect: str) -> None:
    passes(tmp_path, HEAD + f"  - day: {day}\n" + expect)
