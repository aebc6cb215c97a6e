"""The ``wake_link`` kind (club_scenarios 9.4, 10 #17): the kadkhoda; it generalises the
ocean (rules_spec 3.5.3, A86).

A few times a game, one a night, the holder names a living player (``{link: s}``), who is
woken and sees him (capo 6.6 [PUBLIC:IDX, CT, CV, AG1]). A citizen, or a player of one of
``safe_roles`` (the informant): the link holds (tracker ``links``). Any other mafia member:
at dawn the holder leaves, and under ``on_mafia = holder_and_links_leave`` with him every
player he linked before (capo C19); no save helps (1.5 stage 7). A link is spent on every
attempt; a reflected link is spent and does nothing (C10).

Trackers: ``links_left`` (count, from the card's counters, else ``uses``), ``links``.
"""

from __future__ import annotations

from typing import Any, Literal

from pydantic import BaseModel, ConfigDict, Field

from ..errors import IllegalAction
from ..state import ALIVE, GameState, Player
from ..table import require_alive, seat_of
from .params import params_as
from .registry import Kind, register

NAME = "wake_link"


class WakeLinkParams(BaseModel):
    """The linker's parameters.

    * ``uses``: links a game when the card's counters give no ``links_left`` (2).
    * ``on_mafia``: ``holder_and_links_leave`` (default, capo C19: CT, CV) or
      ``holder_leaves`` (AG1, AG2; the ocean).
    * ``safe_roles``: role ids of the mafia a link leaves unharmed (the informant).
    """

    model_config = ConfigDict(extra="forbid", frozen=True)
    uses: int = Field(default=2, ge=0, le=20)
    on_mafia: Literal["holder_leaves", "holder_and_links_leave"] = "holder_and_links_leave"
    safe_roles: list[str] = Field(default_factory=list)


def links_left(st: GameState, holder: Player) -> int:
    """The links the holder has left (his card's ``links_left``, else ``uses``)."""
    uses = params_as(st, st.scenario.role_of_kind(NAME), WakeLinkParams).uses
    return int(holder.card.counters.get("links_left", uses))


def check_link(st: GameState, key: str, actor: Player, value: dict[str, Any]) -> None:
    """``{link: s}``: another living player, while a link is left.

    Raises:
        IllegalAction: bad_script, no_uses_left, invalid_target (himself, out of the game).
    """
    if set(value) != {"link"}:
        raise IllegalAction("bad_script", key=key, value=value, detail="unknown_choice")
    if links_left(st, actor) <= 0:
        raise IllegalAction("no_uses_left", key=key, role=key, detail="links")
    t = seat_of(st, value["link"], key)
    require_alive(st, t, key)
    if t == actor.seat:
        raise IllegalAction("invalid_target", key=key, seat=t, role=key, detail="self")


def link(night: Any, holder: Player, target: int) -> None:
    """Spend a link; a mafia member outside ``safe_roles`` sends the holder (and his
    links) out at dawn; anyone else joins his links."""
    st = night.st
    c = holder.card.counters
    c["links_left"] = links_left(st, holder) - 1
    if night.reflected == holder.seat or target == holder.seat:
        return  # reflected: spent, nothing happens (capo C10)
    prm = params_as(st, st.scenario.role_of_kind(NAME), WakeLinkParams)
    linked = list(c.get("links") or [])
    if st.side(target) == "mafia" and st.view(target).role not in prm.safe_roles:
        night.deaths.setdefault(holder.seat, "link_penalty")
        if prm.on_mafia == "holder_and_links_leave":
            for s in linked:
                if st.view(s).status == ALIVE:
                    night.deaths.setdefault(s, "link_penalty")
        return
    c["links"] = linked + [target]


KADKHODA = register(Kind(
    "club_scenarios 6.6 (kadkhoda), 6.7 step 6, 9.4, 10 #17; capo C10, C19 "
    "[PUBLIC:IDX, CT, CV, AG1]; rules_spec 3.5.3 (ocean, A86)",
    action="link", token="linked", uses=("links_left", "count"), step=True, stage="slaughter",
    params=WakeLinkParams, trackers=(("links_left", "count"), ("links", "seats")), name=NAME,
    check=check_link, effect=link,
))
