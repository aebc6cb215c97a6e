"""The seeds' Godfather (rules_spec 3.1.1, 3.1.4 steps 1 and 7, 3.4.3; S0:L7-L8, S2:L44,
L53, L76-L81): the mafia's boss, with a vest and the sixth sense.

Not a general kind yet (decisions LN11, GF21-1, GS32-3): his card is its own kind; his
sixth sense is the ``guess_role`` kind's (GS32-2), brought by his card.

* The sixth sense is one of the seeds' team actions at the ``mafia`` step (``{sixth_sense:
  {seat, role}}``, listed in the scenario's ``actions``): his card brings it as a team
  part of the ``guess_role`` kind in its seeds' form (:data:`SIXTH_SENSE`, GS32-2), whose
  module checks it, counts its uses (``sixth_sense_uses``), slaughters at the night's
  ``guess`` stage (step 1) and voids the slaughtered player's own action. Its rule
  ``sixth_sense_overrides_immortality`` is offered only where a Godfather-kind role is in
  the roster (this kind's ``scoped_rules``).
* His vest is his card's ``vest`` counter (from the scenario file): Leon's shot breaks it
  instead of removing him (the ``shoot`` kind's ``breaks_vests``; S0:L8).
* The seeds' detective reads him as a citizen (:attr:`Kind.boss`); Nostradamus's count and
  Kane's inquiry under ``kane_godfather_result = citizen`` too (:attr:`Kind.counted_citizen`).
* His tracker lines: the vest and the sixth sense's uses, first on the panel.
* :func:`call_notes`: what the narrator must know when he calls the mafia (:attr:`Kind.call_notes`).
"""

from __future__ import annotations

from typing import Any

from ..state import GameState
from .registry import Kind, TeamPart, register, validate_params

NAME = "godfather"
#: The seeds' team action that is his (3.1.3).
ACTION = "sixth_sense"
#: His house rule about Sherlock's immortal nights (A28-like; 6.10 S14: offered wherever a
#: Godfather-kind role is in the roster, whatever the scenario is called).
OVERRIDES_IMMORTALITY = "sixth_sense_overrides_immortality"


#: The sixth sense's parameters: the ``guess_role`` kind's seeds' form (GS32-2), a team
#: action his card brings where the scenario's ``mafia`` step lists it.
SIXTH_SENSE = {"team_action": ACTION, "guessable": "any_role", "uses": "unlimited",
               "tracker": "sixth_sense_uses", "token": ACTION, "seed_form": True}


def _parts(scenario: Any, role_id: str, params: Any) -> tuple[TeamPart, ...]:
    """The sixth sense (:data:`SIXTH_SENSE`) as the ``guess_role`` kind's team part, where
    the scenario's ``mafia`` step lists it (3.1.3); none elsewhere (classic, mafia_nights:
    the file's step has no sixth sense)."""
    if ACTION not in scenario.mafia_actions():
        return ()
    from . import guess_role  # the kind registers at its own place in the registry

    kind = guess_role.GUESS_ROLE
    assert kind.team_parts is not None
    return kind.team_parts(scenario, role_id, validate_params(kind.name, SIXTH_SENSE))


def call_notes(st: GameState) -> list[str]:
    """At a night whose ``mafia`` step has the sixth sense: ``["godfather_out"]`` when no
    Godfather is in the game (the team decides), ``["sixth_sense_void"]`` when he is
    handcuffed tonight (his sixth sense has no effect, 6.9 S6), else ``[]``."""
    if st.phase != "night" or ACTION not in st.scenario.mafia_actions():
        return []
    gf = st.holder(NAME)
    if gf is None:
        return ["godfather_out"]
    if gf.handcuffed_night == st.number:
        return ["sixth_sense_void"]
    return []


GODFATHER = register(Kind(
    "3.1.1, 3.1.4 steps 1 and 7 (sixth sense, vest: S0:L8, S2:L77); 3.4.3 "
    "(the detective reads him as a citizen, S2:L44, L53)",
    name=NAME, team_parts=_parts,
    trackers=(("vest", "intact"), ("sixth_sense_uses", "count")),
    boss=True, counted_citizen=True, panel_rank=0,
    scoped_rules=(OVERRIDES_IMMORTALITY,), call_notes=call_notes,
))
