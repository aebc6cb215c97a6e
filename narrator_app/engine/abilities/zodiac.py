"""The seeds' Zodiac (rules_spec 3.5.3, 3.5.5, 3.5.7; S2:L103-L127; A76-A78, A82, A86, A88):
no kind of his own any more but a parameter set of the general kind ``shoot``
(:mod:`.shoot`; LN10, ZS32 rows). An independent who shoots a living player other than
himself each night (on even nights only under ``zodiac_shoot_nights = even``), at the team
shot's stage (``night_shot``, after the team's shot), with no bullets to count and no
backfire; a save stops his shot (``save_blocks_zodiac``); his shot on the guard removes him
instead (the guard's :attr:`Kind.turns_shot`, A82); the team's night shot never removes him
(``zodiac_immune_to_mafia_shot``); the ocean who wakes him leaves at dawn (A86); the ring's
token on his target is ``zodiac``.

This module holds what names him: :data:`PARAMS` (his role's ``shoot`` params, as
``scenarios/zodiac.toml`` writes them), the older files' form (a role of ``kind =
"zodiac"``, or a role id ``zodiac`` naming no kind: read as ``shoot`` with :data:`PARAMS`
and his three param rules bound, :data:`BINDINGS`; the detective's reading of him,
``detective_zodiac_result``, laid over each ``inquiry`` role's ``reads.<his id>``), and the
section-7 rules offered where a scenario deals him (:data:`HOUSE_RULES`).
"""

from __future__ import annotations

from typing import Any

from ..house_rules import NEEDS
from .registry import LAID_RULES, RETIRED_KINDS, RetiredKind

NAME = "zodiac"
#: His role's ``shoot`` params (``scenarios/zodiac.toml``): a role whose params are exactly
#: these is known by :data:`NAME` where the seeds' roles are (its tracker lines: none, its
#: place on the trackers panel: last; the house rules it scopes; ``scenario_check``'s seed
#: kinds), as before.
PARAMS: dict[str, Any] = {
    "bullets": "unlimited", "on_city_target": "target_leaves",
    "on_independent": "target_leaves", "exit_cause": "zodiac_shot", "stage": "night_shot",
    "saves": "team_saves", "turnable": True, "shot_shield": True, "wake_penalty": True,
    "lone_token": True, "seed_form": True}
#: His section-7 rules laid over those params (the file's ``[[house_rules]]`` bindings;
#: an older file's role is read with them): his nights, his immunity, a save against him.
BINDINGS = (("zodiac_shoot_nights", "nights"), ("zodiac_immune_to_mafia_shot", "shot_shield"),
            ("save_blocks_zodiac", "save_stops"))
#: The section-7 house rules that matter where a scenario deals him
#: (``house_rules.NEEDS``, through :meth:`Scenario.house_rule_scope`): his nights, his win,
#: his immunity, a save against his shot, the day's status inquiry of his scenario, the
#: detective's reading of him.
HOUSE_RULES = ("status_inquiry_format", "zodiac_shoot_nights", "zodiac_win_alive_max",
               "zodiac_immune_to_mafia_shot", "save_blocks_zodiac", "detective_zodiac_result")

RETIRED_KINDS[NAME] = RetiredKind("shoot", PARAMS, bindings=BINDINGS)
#: The detective's reading of him (A88) in an older file: ``reads.<his role's id>`` of each
#: ``inquiry`` role (IQ2's former ``house_rules.LAID``).
LAID_RULES["detective_zodiac_result"] = ("inquiry", NAME, "reads",
                                         {"negative": "citizen", "positive": "mafia"})
for _key in HOUSE_RULES:
    NEEDS[_key] = (*NEEDS.get(_key, ()), NAME)
