"""Takavar's guard has the trackers club_scenarios 2.12 lists: ``armor`` and ``active``
("once false, a ``guard`` key is refused ``not_acting``"). ``active`` was missing: a rule
case reading it got «<none>» (CF45-4)."""

from __future__ import annotations

from pathlib import Path

from helpers import passes

CASE = """scenario: takavar
title: the guard's trackers
rule: club_scenarios 2.6, 2.12
seats: [mafia_boss, nato, hostage_taker, detective, doctor, commando, guard, gunner,
        plain_citizen, plain_citizen]
script:
  - intro_day: {}
  - expect: {trackers: {7: {armor: true, active: true}}}
  - intro_night: {}
  - day: {votes: {7: 6}, exit_votes: {7: 6}}
  - expect: {left: [], trackers: {7: {armor: false, active: false}}}
  - night: {guard: {protect: [9]}}
    rejected: not_acting
"""


def test_the_guard_is_active_until_his_armour_breaks(tmp_path: Path) -> None:
    passes(tmp_path, CASE)
