"""The ``immune`` ability kind (club_scenarios 9.2, 10 #11): a passive shield, no night step.

Its holder is never removed by the attacks the role's parameters name (``to``: the team's
night shot, poison), while the shield lasts (``while``: always, or until an event recorded on
his card, e.g. an heir's inheritance) and while it has uses left (``uses``: unlimited, or
how many attacks it stops; each stopped attack spends one, counted on the card as
``shields_used``). It generalises the night shields of Nostradamus, Jack and the Zodiac;
Bazpors's invulnerable (رویین‌تن) is ``to = ["night_shot"]``, always, unlimited
(club_scenarios 3.6 "Invulnerable": NATO's guess, the link, the vote and the trade still
apply, since none of them is a night shot).

The night asks :func:`shields` at the attack's stage (the team shot: ``night.py``'s
``_shielded``); a kind of another module asks it the same way for poison.
"""

from __future__ import annotations

import re
from typing import Annotated, Any, Literal

from pydantic import BaseModel, ConfigDict, Field, StrictInt

from .night_shot import shot_fails_on
from .params import params_as
from .registry import Kind, get_kind, register

#: What the shield can stop (club_scenarios 9.2 ``immune.to``).
Attack = Literal["night_shot", "poison"]


class ImmuneParams(BaseModel):
    """The parameters of an ``immune`` role (``params`` of its entry in a scenario file).

    * ``to``: the attacks it stops (default: the team's night shot only).
    * ``while`` (written ``while`` in the file): ``always`` (the default), or
      ``until:<event>``: the shield lasts until the card records ``<event>`` (a counter or
      hidden mark of that name set true by the kind that causes it, e.g. ``inherited``).
    * ``uses``: ``unlimited`` (the default) or how many attacks it stops in a game.
    """

    model_config = ConfigDict(defer_build=True, extra="forbid", frozen=True, populate_by_name=True)
    to: tuple[Attack, ...] = Field(("night_shot",), min_length=1)
    while_: str = Field("always", alias="while", pattern=r"^(always|until:[a-z][a-z0-9_]{0,40})$")
    uses: Annotated[StrictInt, Field(ge=0, le=999)] | Literal["unlimited"] = "unlimited"


def shields(st: Any, p: Any, attack: str, spend: bool = True) -> bool:
    """True when ``p`` (a player) holds an ``immune`` card whose shield stops ``attack``
    (``night_shot`` or ``poison``) now; with ``spend``, a counted shield spends one use
    (``shields_used``) on ``p``'s card (``p`` must then be the state's own object,
    ``st.player``)."""
    if p.card.kind != IMMUNE.name:
        return False
    if attack == "night_shot" and "immune" not in shot_fails_on(st):
        return False  # the team's shot is not stopped by immunities (club 9.1 ``fails_on``)
    par = params_as(st, p.card.role, ImmuneParams)
    if attack not in par.to:
        return False
    if par.while_.startswith("until:"):
        event = par.while_[len("until:"):]
        if p.card.counters.get(event) or p.card.hidden.get(event):
            return False
    if par.uses != "unlimited":
        used = p.card.counters.get("shields_used", 0)
        if used >= par.uses:
            return False
        if spend:
            p.card.counters["shields_used"] = used + 1
    return True


#: This kind's name.
IMMUNE_KIND = "immune"
_UNTIL = re.compile(r"until\(([a-z][a-z0-9_]{0,40})\)")


def _spec_words(params: dict[str, Any]) -> tuple[str, dict[str, Any]]:
    """club_scenarios 9.2's words (CF47-1): ``to = "poison"`` (one attack) is ``["poison"]``;
    ``while = "until(inherited)"`` is ``until:inherited``."""
    out = dict(params)
    if isinstance(out.get("to"), str):
        out["to"] = [out["to"]]
    until = _UNTIL.fullmatch(out["while"]) if isinstance(out.get("while"), str) else None
    if until is not None:
        out["while"] = f"until:{until[1]}"
    return IMMUNE_KIND, out


IMMUNE = Kind(
    "club_scenarios 9.2, 10 #11 (immune to the night shot / poison, always or until an event, "
    "unlimited or counted; Bazpors's invulnerable, 3.6; IDX, BZ1)",
    params=ImmuneParams, name=IMMUNE_KIND, spec_words=_spec_words,
)
if get_kind(IMMUNE.name) is None:
    register(IMMUNE)
