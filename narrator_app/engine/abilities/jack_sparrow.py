"""The seeds' Jack Sparrow (rules_spec 3.2; S2:L62-L72; A51-A57; 6.9 S6): no kind of his
own any more but a parameter set of the general kind ``linked_exit`` (:mod:`.linked_exit`,
club_scenarios 9.5; decisions JL32 rows). An independent who curses a living player other
than himself every night, the intro night too (required: ``missing_choice`` ``curse``),
nobody twice until every other living player has been (``repeat_target``, by the card's
hidden ``history``); when his cursed player leaves, whatever the cause, Jack leaves too
(``curse_link``, announced ``jack_left``): the link runs from the cursed player to its
holder (``direction = holder_follows``). The team's night shot never removes him; the day's
vote shows his card instead (A56), and under ``jack_curse_after_reveal = freeze`` he curses
no more (``not_available`` ``curse_frozen``, A53); a Beautiful Mind guess finds him once
shown by naming his cursed player (S2:L68); his step is called first, or right after the
team under ``jack_wake_position = after_mafia`` (A52). The ring's token on his target is
``cursed``; his trackers ``curse`` and ``revealed``.

This module holds what names him: :data:`PARAMS` (his role's ``linked_exit`` params, as
``scenarios/godfather_jack_sparrow.toml`` writes them), the older files' form (a role of
``kind = "jack_sparrow"``, or a role id ``jack_sparrow`` naming no kind: read as
``linked_exit`` with :data:`PARAMS` and his two rules bound, :data:`BINDINGS`), his tracker
lines and place on the trackers panel, and the section-7 rules offered where a scenario
deals him (:data:`HOUSE_RULES`).
"""

from __future__ import annotations

from typing import Any

from ..house_rules import NEEDS
from .linked_exit import KIND as LINKED_EXIT
from .registry import RETIRED_KINDS, RetiredKind

NAME = "jack_sparrow"
#: His role's ``linked_exit`` params (``scenarios/godfather_jack_sparrow.toml``): a role
#: whose params are exactly these is known by :data:`NAME` where the seeds' roles are (his
#: tracker lines, his place on the trackers panel, the house rules he scopes).
PARAMS: dict[str, Any] = {
    "chooser": "holder_nightly", "direction": "holder_follows", "action": "curse",
    "token": "cursed", "self_link": False, "repeat": "not_until_all", "every_night": True,
    "shot_shield": True, "shown_when_voted_out": True, "found_by_link": True,
    "follow_cause": "curse_link", "exit_word": "jack_left", "seed_form": True}
#: His section-7 rules laid over those params (the file's ``[[house_rules]]`` bindings; an
#: older file's role is read with them): where his step is called, his freeze once shown.
BINDINGS = (("jack_wake_position", "wakes_after", {"first": "", "after_mafia": "mafia"}),
            ("jack_curse_after_reveal", "frozen_after",
             {"continue": "never", "freeze": "revealed"}))
#: The section-7 house rules that matter where a scenario deals him
#: (``house_rules.NEEDS``, through :meth:`Scenario.house_rule_scope`).
HOUSE_RULES = ("jack_wake_position", "jack_curse_after_reveal")

RETIRED_KINDS[NAME] = RetiredKind(
    LINKED_EXIT, PARAMS, bindings=BINDINGS,
    trackers=(("curse", "seat"), ("revealed", "shown_if_true")),
    panel_rank=80)  # its place on the trackers panel: after Nostradamus
for _key in HOUSE_RULES:
    NEEDS[_key] = (*NEEDS.get(_key, ()), NAME)
