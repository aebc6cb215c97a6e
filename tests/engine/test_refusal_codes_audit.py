"""A refusal-code auditor's findings (CF45-26; game-script's codes and their order):

* the Mayor's decision is checked before the exit vote given beside it (``mayor`` comes
  before ``exit_votes`` in a day's step order, 6.9 S1): a wrong target is its own
  ``invalid_target``, not the exit vote's ``not_available``;
* the Mayor's day key in a night entry is ``wrong_phase`` whatever its value (it was
  ``bad_script``: the night read it as his role's night step);
* the seeds' Godfather's, Saul's, Kane's and Constantine's house rules are outside a club
  scenario's scope (6.10 S14): ``bad_script`` (``house_rule_not_in_scenario``); the sixth
  sense's «announce the slaughtered role» stays wherever a guess slaughters (a club's
  ``guess_role``: its morning line reads it, TA43-13).
"""

from __future__ import annotations

from pathlib import Path

import pytest
from helpers import passes

MN = ("scenario: mafia_nights\nhouse_rules: {cards_enabled: false}\nseats: [godfather, joker, "
      "dr_lecter, simple_mafia, pickpocket, mayor, die_hard, leon, detective, psychiatrist, "
      "doctor, plain_citizen]\nscript:\n  - intro_night: {}\n")
TK = ("scenario: takavar\nhouse_rules: {{{rule}}}\nseats: [mafia_boss, nato, hostage_taker, "
      "detective, doctor, commando, guard, gunner, plain_citizen, plain_citizen]\n"
      "rejected: bad_script\nscript:\n  - intro_day: {{}}\n")


@pytest.mark.parametrize("text", [
    MN + "  - day: {votes: {2: 7, 4: 7}, mayor: {eliminate: 9}, exit_votes: {2: 3}}\n"
         "    rejected: invalid_target\n",
    MN + "  - day: {votes: {2: 7, 4: 7}, mayor: {eliminate: 2}, exit_votes: {2: 3}}\n"
         "    rejected: not_available\n",
    MN + "  - day: {}\n  - night: {mayor: {cancel: true}}\n    rejected: wrong_phase\n",
    *(TK.format(rule=r) for r in (
        "sixth_sense_limit: once", "kane_target_exits: true", "constantine_pool: "
        "any_unrevealed_exit", "purchase_announcement: next_morning")),
])
def test_codes(tmp_path: Path, text: str) -> None:
    passes(tmp_path, "title: codes\n" + text)
