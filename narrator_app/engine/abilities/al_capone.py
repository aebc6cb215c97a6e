"""The Zodiac's Al Capone (rules_spec 3.5.3; S2:L109, L115): the mafia's boss there, who
holds the team's night shot (the seeds' ``mafia`` step), with no vest (Leon's shot removes
him) and no sixth sense; the seeds' detective reads him as a citizen (:attr:`Kind.boss`).

Not a general kind yet (decisions LN11, GF21-1): his card is its own kind, with nothing of
its own but that reading.
"""

from __future__ import annotations

from ..state import GameState
from .base import card_of, roles_of_kind
from .registry import Kind, register

NAME = "al_capone"

def call_notes(st: GameState) -> list[str]:
    """At a night: ``["boss_out"]`` when an Al Capone card was dealt and its holder is no
    longer in the game, so the remaining members choose the shot together (rules_spec A50,
    read for the Zodiac's boss as for the Godfather; the scenario's call names him), else
    ``[]`` (TA30-2)."""
    if st.phase != "night":
        return []
    for role in roles_of_kind(st.scenario, NAME):
        if card_of(st, role, alive_only=False) is not None and card_of(st, role) is None:
            return ["boss_out"]
    return []


AL_CAPONE = register(Kind(
    "3.5.3 (no vest, S2:L109; the detective reads him as a citizen, S2:L115)",
    name=NAME, boss=True, call_notes=call_notes,
))
