"""A voted-out player who swaps his card with Jack's by the face-off card leaves holding
Jack's card: the vote does not remove Jack, it only shows him (S2:L62; A56). The engine
judged by the card he held before the swap: he left half-dead with Jack's card, unannounced,
and Constantine could bring it back (an auditor's case, CF45-27). The card he holds now
decides (as A96 has it for the sixth sense): he stays, shown."""

from __future__ import annotations

from pathlib import Path

from helpers import passes

CASE = """scenario: godfather_jack_sparrow
title: face-off onto Jack
rule: S2:L62; A56; A96
seats: [godfather, saul_goodman, matador, dr_watson, leon, citizen_kane, constantine,
        plain_citizen, plain_citizen, plain_citizen, jack_sparrow]
script:
  - intro_day: {}
  - intro_night: {jack_sparrow: {curse: 10}}
  - day: {votes: {8: 6}, exit_votes: {8: 6}, card: {draw: face_off, swap: 11}}
  - expect: {left: [], announce: ['role_shown:8'], half_dead: [],
             roles: {8: jack_sparrow, 11: plain_citizen}}
  # the card's curse goes on in his hands: tonight's curse is the one in force (3.2.4)
  - night: {mafia: {shot: 9}, jack_sparrow: {curse: 9}}
  - expect: {left: [8, 9], announce: [jack_left, 'left:9']}
"""


def test_the_card_he_holds_now_decides(tmp_path: Path) -> None:
    passes(tmp_path, CASE)
