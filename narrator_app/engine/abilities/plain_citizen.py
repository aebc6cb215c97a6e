"""The plain citizen (rules_spec 1.1): a city card with no ability at all
(:attr:`Kind.no_ability`): never called at night, and not woken with the city's roles on
the intro night (``intro_night_wake_city_roles``, A16). Each scenario's filler city card.
"""

from __future__ import annotations

from .registry import Kind, register

NAME = "plain_citizen"

PLAIN_CITIZEN = register(Kind("1.1 (no night ability)", name=NAME, no_ability=True))
