"""The Zodiac's Al Capone (rules_spec 3.5.3; S2:L109, L115): the mafia's boss there, who
holds the team's night shot (the seeds' ``mafia`` step), with no vest (Leon's shot removes
him) and no sixth sense; the seeds' detective reads him as a citizen (:attr:`Kind.boss`).

Not a general kind yet (decisions LN11, GF21-1): his card is its own kind, with nothing of
its own but that reading.
"""

from __future__ import annotations

from .registry import Kind, register

NAME = "al_capone"

AL_CAPONE = register(Kind(
    "3.5.3 (no vest, S2:L109; the detective reads him as a citizen, S2:L115)",
    name=NAME, boss=True,
))
