"""The simple mafia (rules_spec 1.1, 1.6): a mafia card with no ability of its own; it wakes
with the mafia and takes part in the team's step (S2:L18). Each scenario's filler mafia card,
and what a converted player becomes (``convert``'s ``result``).
"""

from __future__ import annotations

from .registry import Kind, register

NAME = "simple_mafia"

SIMPLE_MAFIA = register(Kind("1.1, 1.6 (wakes with the mafia, S2:L18)", name=NAME))
