"""An auditor of every section-7 value (CF45-25): rules_spec 7's ``timers`` row (seconds:
intro 40, turn 60, defense 60; A11) was an unknown house rule — the engine knew only the
three keys its screen offers; in a revote where defenders do not vote, a defender the revote
no longer names was counted among the voters again (3.4.6 "Players in defense cannot
vote")."""

from __future__ import annotations

from pathlib import Path

import pytest
from helpers import passes

from narrator_app.engine import Game, IllegalAction, Setup

CLASSIC = ["godfather", "simple_mafia", "doctor", "detective", "plain_citizen",
           "plain_citizen", "plain_citizen", "plain_citizen"]


def test_the_spec_s_timers_row() -> None:
    g = Game(Setup("classic", tuple(f"P{i}" for i in range(1, 9)),
                   {"timers": {"intro": 30, "turn": 90, "defense": 45}}))
    rules = g.state.rules
    assert (rules["timer_intro_seconds"], rules["timer_turn_seconds"],
            rules["timer_defense_seconds"]) == (30, 90, 45)
    for bad in ({"turn": -1}, {"lunch": 5}, {}, 60):
        with pytest.raises(IllegalAction) as err:
            Game(Setup("classic", tuple(f"P{i}" for i in range(1, 9)), {"timers": bad}))
        assert err.value.code == "bad_script", bad


REVOTE = """scenario: mafia_nights
title: revote voters
house_rules: {tie_resolution: revote_then_lottery, cards_enabled: false}
seats: [godfather, joker, dr_lecter, simple_mafia, pickpocket, mayor, die_hard, leon,
        detective, psychiatrist, doctor, plain_citizen]
script:
  - intro_night: {}
  - day: {votes: {2: 7, 11: 7, 12: 7}, exit_votes: [{2: 4, 11: 4, 12: 1}, {2: 6, 11: 4}]}
    rejected: bad_count
  - day: {votes: {2: 7, 11: 7, 12: 7}, exit_votes: [{2: 4, 11: 4, 12: 1}, {2: 6, 11: 3}]}
  - expect: {left: [2]}
"""


def test_the_revote_s_voters_leave_out_every_defender(tmp_path: Path) -> None:
    passes(tmp_path, REVOTE)
