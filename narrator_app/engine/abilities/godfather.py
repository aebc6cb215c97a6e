"""The seeds' Godfather (rules_spec 3.1.1, 3.1.4 steps 1 and 7, 3.4.3; S0:L7-L8, S2:L44,
L53, L76-L81): the mafia's boss, with a vest and the sixth sense.

No kind of his own any more but a parameter set of the general kind ``night_shot``
(:mod:`.night_shot`, its seeds' form; LN11, GN32 rows):

* The team's shot is the seeds' ``mafia`` step's own (``actions = ["shot", ...]``): his
  card brings no shot part (``seed_form``).
* The sixth sense is one of the seeds' team actions at the ``mafia`` step (``{sixth_sense:
  {seat, role}}``, listed in the scenario's ``actions``): his card brings it as an option
  of his ``night_shot``, a ``guess_role`` in its seeds' form (:data:`SIXTH_SENSE`, GS32-2),
  only where the step lists it; its module checks it, counts its uses
  (``sixth_sense_uses``), slaughters at the night's ``guess`` stage (step 1) and voids the
  slaughtered player's own action. Its rule ``sixth_sense_overrides_immortality`` is
  offered only where a role plays exactly his parameters (:data:`HOUSE_RULES`, through
  :func:`registry.tracker_kind`, as the Zodiac's, ZS32-5).
* His vest is his card's ``vest`` counter (from the scenario file): Leon's shot breaks it
  instead of removing him (the ``shoot`` kind's ``breaks_vests``; S0:L8).
* The seeds' detective reads him as a citizen (``reads_as_citizen``); Nostradamus's count
  and Kane's inquiry under ``kane_godfather_result = citizen`` too (``counted_citizen``).
* His tracker lines: the vest and the sixth sense's uses, first on the panel
  (:data:`TRACKERS`, the retired kind's).
* The mafia call's notes ``godfather_out`` / ``sixth_sense_void`` (``seed_notes =
  "listed_part"``).

This module holds what names him: :data:`PARAMS` (his role's ``night_shot`` params, as the
scenario files write them) and the older files' form (a role of ``kind = "godfather"``, or
a role id ``godfather`` naming no kind: read as ``night_shot`` with :data:`PARAMS`).
"""

from __future__ import annotations

from typing import Any

from ..house_rules import NEEDS, WIDEN
from .registry import RETIRED_KINDS, RetiredKind

NAME = "godfather"
#: The seeds' team action that is his (3.1.3).
ACTION = "sixth_sense"
#: His house rule about Sherlock's immortal nights (A28-like; 6.10 S14: offered wherever a
#: role plays his parameters, whatever the scenario is called).
OVERRIDES_IMMORTALITY = "sixth_sense_overrides_immortality"
#: The section-7 rules that matter where a scenario deals him.
#: His section-7 rules, in scope where a role plays him (6.10 S14): a club scenario's roles
#: take none of them (an auditor found them taken in four club scenarios, CF45-26); the
#: sixth sense's «announce the slaughtered role» is also every ``guess_role``'s
#: (:mod:`.guess_role`, TA43-13).
HOUSE_RULES = (OVERRIDES_IMMORTALITY, "sixth_sense_limit", "sixth_sense_announce_role")

#: The sixth sense's parameters: the ``guess_role`` kind's seeds' form (GS32-2), a team
#: action his card brings where the scenario's ``mafia`` step lists it.
SIXTH_SENSE: dict[str, Any] = {
    "team_action": ACTION, "guessable": "any_role", "uses": "unlimited",
    "tracker": "sixth_sense_uses", "token": ACTION, "seed_form": True}
#: His role's ``night_shot`` params (the scenario files'): a role whose params are exactly
#: these is known by :data:`NAME` where the seeds' roles are (its tracker lines, its place
#: on the trackers panel, the house rules it scopes, ``scenario_check``'s seed kinds).
PARAMS: dict[str, Any] = {
    "seed_form": True, "reads_as_citizen": True, "counted_citizen": True,
    "seed_notes": "listed_part", "options": [{"kind": "guess_role", "params": SIXTH_SENSE}]}
#: His tracker lines: the vest and the sixth sense's uses.
TRACKERS = (("vest", "intact"), ("sixth_sense_uses", "count"))

RETIRED_KINDS[NAME] = RetiredKind("night_shot", PARAMS, trackers=TRACKERS, panel_rank=0)
for _key in HOUSE_RULES:
    NEEDS[_key] = (*NEEDS.get(_key, ()), NAME)
    # in a family without them, only where his sixth sense is on the mafia's step (CF47-2)
    WIDEN[_key] = (ACTION,)
