"""Takavar: a war gun given to a player who leaves that same night goes back to the gunner
at dawn (club_scenarios 2.7 step 9: "apply deaths; guns of the dead return to the gunner";
CF45-5): the morning's tracker counts it. It went back only before the next night's guns,
so the morning read ``war: 0``. It is given again the next night, and spent then."""

from __future__ import annotations

from pathlib import Path

from helpers import passes

CASE = """scenario: takavar
title: a dead holder's gun back at dawn
rule: club_scenarios 2.7 step 9
seats: [mafia_boss, nato, hostage_taker, detective, doctor, commando, guard, gunner,
        plain_citizen, plain_citizen]
script:
  - intro_day: {}
  - intro_night: {}
  - day: {}
  - expect: {trackers: {8: {war: 1}}}
  - night: {mafia: {shot: 9}, gunner: {give: {9: war}}}
  - expect: {left: [9], trackers: {8: {war: 1}}}
  - day: {}
  - night: {gunner: {give: {10: war}}}
  - expect: {trackers: {8: {war: 0}}}
  - day: {guns: [{shooter: 10, target: 1}]}
  - expect: {left: [1], announce: [gun_war, 'side_shown:1']}
"""


def test_the_gun_is_back_in_the_morning(tmp_path: Path) -> None:
    passes(tmp_path, CASE)
