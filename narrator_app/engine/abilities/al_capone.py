"""The Zodiac's Al Capone (rules_spec 3.5.3; S2:L109, L115): the mafia's boss there, who
holds the team's night shot (the seeds' ``mafia`` step), with no vest (Leon's shot removes
him) and no sixth sense; the seeds' detective reads him as a citizen.

No kind of his own any more but a parameter set of the general kind ``night_shot`` in its
seeds' form (:mod:`.night_shot`; LN11, GN32 rows): ``reads_as_citizen``, and the call's
note ``boss_out`` once he has left (``seed_notes = "boss_out"``, A50, TA30-2). This module
holds :data:`PARAMS` (his role's params, as ``scenarios/zodiac.toml`` writes them) and the
older files' form (a role of ``kind = "al_capone"``, or a role id ``al_capone`` naming no
kind: read as ``night_shot`` with :data:`PARAMS`).
"""

from __future__ import annotations

from typing import Any

from .registry import RETIRED_KINDS, RetiredKind

NAME = "al_capone"
#: His role's ``night_shot`` params (``scenarios/zodiac.toml``).
PARAMS: dict[str, Any] = {"seed_form": True, "reads_as_citizen": True,
                          "seed_notes": "boss_out"}

RETIRED_KINDS[NAME] = RetiredKind("night_shot", PARAMS)
