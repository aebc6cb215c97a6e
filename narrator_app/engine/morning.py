"""When a night's announcements are read: during the night, or in the morning.

A night's record keeps every announcement token of that night (``PhaseRecord.announce``,
what the game-script checks read). Some are read aloud during the night itself: the
purchase, at the mafia's call (its ``purchase_announcement`` reminder step), unless the
house rule ``purchase_announcement`` is ``next_morning`` (rules_spec 3.1.3 "Purchase
announcement" and A34; S2:L82; docs/decisions.md L3). The morning reads the rest: what
happened. The window's morning box, the game log and the public display all take the
morning's sentence from here, so they never disagree.
"""

from __future__ import annotations

from collections.abc import Mapping, Sequence
from typing import Any

#: Tokens read at night, by the house rule that says when (its value that moves it to the
#: morning instead; None: always at night).
_NIGHT_TOKENS: dict[str, tuple[str, str] | None] = {
    "purchase": ("purchase_announcement", "next_morning"),
    # the role guess's «NATO was used»: recorded only when it is announced, and then «during
    # the night» on every attempt (club_scenarios 2.6, 3.6; the checklist's reminder): the
    # morning read it a second time (CF50)
    "nato": None,
    # the antidote vote's, said at its step at the night's start with every eye open
    # (club_scenarios 6.7 step 0: «announce poisoned:x … if cured: announce antidote:x»;
    # only ``poison`` is the morning's, 6.6): the morning read them again (CF50)
    "poisoned": None,
    "antidote": None,
}


def said_at_night(token: str, rules: Mapping[str, Any]) -> bool:
    """Whether the announcement ``token`` (``kind`` or ``kind:seat``) was read aloud during
    the night under the house ``rules`` (a game's resolved rules), not in the morning."""
    kind = token.split(":")[0]
    if kind not in _NIGHT_TOKENS:
        return False
    rule = _NIGHT_TOKENS[kind]
    return rule is None or rules.get(rule[0]) != rule[1]


def morning_announcement(tokens: list[str], rules: Mapping[str, Any]) -> list[str]:
    """A night record's tokens read in the morning: ``tokens`` less those read during the
    night (:func:`said_at_night`), in their order."""
    return [t for t in tokens if not said_at_night(t, rules)]


def night_announcement(tokens: list[str], rules: Mapping[str, Any]) -> list[str]:
    """A night record's tokens read aloud during the night itself, in their order."""
    return [t for t in tokens if said_at_night(t, rules)]


#: The night record's fact (``PhaseRecord.facts``) listing the tokens a step of that night
#: announced at once, aloud at the step (Capo's antidote vote: ``poisoned:x``, ``left:x``,
#: ``antidote:x``; club_scenarios 6.6, 6.7 step 0), which the morning does not read again
#: (Z107-4).
SAID_AT_STEP = "said_at_step"


class SaidAtStep(str):
    """A token a step of the night read aloud at once, as it put it in the night's
    ``pending`` (Capo's antidote vote: ``poisoned:x``, ``left:x``, ``antidote:x``): the
    token's text, marked as said where it was said, so that the night's announcement finds
    what a step said in ``pending`` itself (:func:`said_at_step_in`), not in the log
    (Z107-4, HR107-4). Equal to, and hashed and shown as, its text."""

    __slots__ = ()


def said_at_step_in(pending: Sequence[str]) -> list[str]:
    """The tokens of ``pending`` (a night's) a step said aloud at once
    (:class:`SaidAtStep`), as text, in their order; [] when none."""
    return [str(t) for t in pending if type(t) is SaidAtStep]


def less_said(tokens: Sequence[str], said: Sequence[str]) -> list[str]:
    """``tokens`` less one of each token in ``said`` (what a step already announced), in
    their order."""
    rest = list(said)
    out = []
    for t in tokens:
        if t in rest:
            rest.remove(t)
        else:
            out.append(t)
    return out
