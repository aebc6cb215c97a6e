"""The ``wake_link`` kind (club_scenarios 9.4, 10 #17): the kadkhoda; it generalises the
ocean (rules_spec 3.5.3, S2:L119, A86).

A few times a game, one a night, the holder names a living player (``{<action>: s}``,
``{link: s}``), who is woken and sees him (capo 6.6 [PUBLIC:IDX, CT, CV, AG1]). A citizen,
or a player of one of ``safe_roles`` (the informant): the link holds (tracker ``links``).
Any other mafia member, or a card of one of ``leaves_on_roles`` (the ocean's Zodiac): at
dawn the holder leaves, and under ``on_mafia = holder_and_links_leave`` with him every
player he linked before (capo C19); no save helps (1.5 stage 7). A link is spent on every
attempt (under ``blocked_consumes_resource`` a blocked holder's too, A31); a reflected link
is spent and does nothing (C10).

Trackers: ``links_left`` (count, from the card's counters, else ``uses``), ``links``; both
named by the role's params (the ocean: ``wakes_left`` only).
"""

from __future__ import annotations

from typing import Any, Literal

from pydantic import BaseModel, ConfigDict, Field, StrictBool, StrictInt

from ..errors import IllegalAction
from ..shapes import seats_by_name
from ..state import ALIVE, GameState, Player
from ..table import require_alive, seat_of
from .base import card_of, roles_of_kind
from .params import params_as
from .registry import Kind, register

NAME = "wake_link"
_ID = r"^[a-z][a-z0-9_]{0,63}$"


class WakeLinkParams(BaseModel):
    """The linker's parameters (defaults: the kadkhoda's).

    * ``uses``: links a game when the card's counters give no ``uses_tracker`` (2).
    * ``on_mafia``: ``holder_and_links_leave`` (default, capo C19: CT, CV; the citizens
      among his links, 6.6) or
      ``holder_leaves`` (AG1, AG2; the ocean).
    * ``safe_roles``: role ids of the mafia a link leaves unharmed (the informant).
    * ``leaves_on_roles``: role ids of any side whose card sends the holder out as a mafia
      member's does (the ocean's Zodiac, S2:L119).
    * ``action`` [``link``]: the word of the night value (the ocean's ``wake``);
      ``token`` [``linked``]: the ring's token on the target (``woken``).
    * ``uses_tracker`` [``links_left``]: the counter of links left (``wakes_left``);
      ``links_tracker`` [``links``]: the counter of the seats linked so far, kept unless
      ``keep_links`` is false (the ocean).
    * ``exit_cause`` [``link_penalty``]: the exit's cause (``ocean_penalty``).
    * ``stage`` [``slaughter``]: the night stage the link resolves at (club_scenarios 1.5
      stage 7; the ocean's wake at the bomb's stage, after the night's shots).
    """

    model_config = ConfigDict(defer_build=True, extra="forbid", frozen=True)
    uses: StrictInt = Field(default=2, ge=0, le=20)
    on_mafia: Literal["holder_leaves", "holder_and_links_leave"] = "holder_and_links_leave"
    safe_roles: list[str] = Field(default_factory=list)
    leaves_on_roles: list[str] = Field(default_factory=list)
    action: str = Field(default="link", pattern=_ID)
    token: str = Field(default="linked", pattern=_ID)
    uses_tracker: str = Field(default="links_left", pattern=_ID)
    links_tracker: str = Field(default="links", pattern=_ID)
    keep_links: StrictBool = True
    exit_cause: str = Field(default="link_penalty", pattern=_ID)
    stage: Literal["slaughter", "bomb"] = "slaughter"


def _params(st: GameState, holder: Player) -> WakeLinkParams:
    return params_as(st, holder.card.role, WakeLinkParams)


def links_left(st: GameState, holder: Player) -> int:
    """The links the holder has left (his card's ``uses_tracker``, else ``uses``)."""
    p = _params(st, holder)
    return int(holder.card.counters.get(p.uses_tracker, p.uses))


def check_link(st: GameState, kind: str, actor: Player, value: dict[str, Any]) -> None:
    """``{<action>: s}``: another living player, while a link is left. The refusals name
    the holder's role.

    Raises:
        IllegalAction: bad_script, no_uses_left, invalid_target (himself, out of the game).
    """
    key = actor.card.role
    p = _params(st, actor)
    if set(value) != {p.action}:
        raise IllegalAction("bad_script", key=key, value=value, detail="unknown_choice")
    if links_left(st, actor) <= 0:
        detail = "links" if p.uses_tracker == "links_left" else p.uses_tracker
        raise IllegalAction("no_uses_left", key=key, role=key, detail=detail)
    t = seat_of(st, value[p.action], key)
    require_alive(st, t, key)
    if t == actor.seat:
        raise IllegalAction("invalid_target", key=key, seat=t, role=key, detail="self")


def _leaves(st: GameState, p: WakeLinkParams, target: int) -> bool:
    """True when linking ``target`` sends the holder out: a mafia member outside
    ``safe_roles``, or a card of one of ``leaves_on_roles``; a ``reads_as`` card that reads
    to the link reads as its ``as`` (club_scenarios 9.4: ``to: inquiries | wake_link``; it
    was refused: CF46-20)."""
    from .inquiry import reads_as_to

    card = st.view(target)
    read = reads_as_to(st, card.card, NAME)
    if read is not None:
        return read == "mafia" or card.role in p.leaves_on_roles
    if st.side(target) == "mafia" and card.role not in p.safe_roles:
        return True
    return card.role in p.leaves_on_roles


def link(night: Any, holder: Player, target: int) -> None:
    """Spend a link; a mafia member outside ``safe_roles`` (or a card of
    ``leaves_on_roles``) still in the game sends the holder (and his links) out at dawn;
    anyone else joins his links."""
    st = night.st
    p = _params(st, holder)
    c = holder.card.counters
    c[p.uses_tracker] = links_left(st, holder) - 1
    if night.reflected == holder.seat or target == holder.seat:
        return  # reflected: spent, nothing happens (capo C10)
    linked = list(c.get(p.links_tracker) or []) if p.keep_links else []
    if st.view(target).status == ALIVE and _leaves(st, p, target):
        night.deaths.setdefault(holder.seat, p.exit_cause)
        if p.on_mafia == "holder_and_links_leave":
            for s in linked:  # the citizens he linked: not the informant (CR38-4)
                if st.view(s).status == ALIVE and st.side(s) == "city":
                    night.deaths.setdefault(s, p.exit_cause)
        return
    if p.keep_links:
        c[p.links_tracker] = linked + [target]


def _effect(night: Any) -> None:
    """After each of its stages: each acting holder whose ``stage`` it is links his
    target (:func:`link`)."""
    st: GameState = night.st
    for role in roles_of_kind(st.scenario, NAME):
        found = card_of(st, role)
        value = st.choices.get(role)
        if found is None or not isinstance(value, dict) or not night.acts(found):
            continue
        holder = st.player(found.seat)
        p = _params(st, holder)
        if p.stage != night.stage or value.get(p.action) is None:
            continue
        if night.hacked(holder.seat, value[p.action]):
            continue  # a hacked pair: fails and spends nothing (4.6; audit62)
        link(night, holder, value[p.action])


def spend_blocked(st: GameState, ch: dict[str, Any], off: dict[int, str]) -> None:
    """(``ch``, tonight's steps, is not read: each role's value is read by its id.)
    ``blocked_consumes_resource`` (A31): a blocked holder who named a player spends a
    link anyway."""
    for role in roles_of_kind(st.scenario, NAME):
        found = card_of(st, role)
        value = st.choices.get(role)
        if found is None or off.get(found.seat) != "blocked" or not isinstance(value, dict):
            continue
        holder = st.player(found.seat)
        p = _params(st, holder)
        if value.get(p.action) is None:
            continue
        c = holder.card.counters
        if c.get(p.uses_tracker, 0) > 0:
            c[p.uses_tracker] -= 1


def _is_spent(st: GameState, holder: Player) -> bool:
    """Not called once no link is left (S0:L21)."""
    return links_left(st, holder) <= 0


def _per_role(params: BaseModel) -> dict[str, Any]:
    """The role's words: its value's ``action``, ring ``token``, counters and trackers."""
    assert isinstance(params, WakeLinkParams)
    trackers: tuple[tuple[str, str], ...] = ((params.uses_tracker, "count"),)
    if params.keep_links:
        trackers += ((params.links_tracker, "seats"),)
    return {"action": params.action, "token": params.token,
            "uses": (params.uses_tracker, "count"), "trackers": trackers}


def _start(params: Any) -> dict[str, Any]:
    """The card's counters at the deal from its params (the file's own counters first,
    K14): the links left (``uses``) and, when kept, the seats linked so far, ``[]``
    (club_scenarios 6.12 «``kadkhoda`` ``links_left`` (2), ``links`` (list)»; a club's
    file without ``counters`` had none: audit62)."""
    assert isinstance(params, WakeLinkParams)
    out: dict[str, Any] = {params.uses_tracker: params.uses}
    if params.keep_links:
        out[params.links_tracker] = []
    return out


KADKHODA = register(Kind(
    "club_scenarios 6.6 (kadkhoda), 6.7 step 6, 9.4, 10 #17; capo C10, C19 "
    "[PUBLIC:IDX, CT, CV, AG1]; rules_spec 3.5.3 (ocean, S2:L119, A86)",
    action="link", token="linked", uses=("links_left", "count"), step=True, stage="slaughter",
    stages=("bomb",), params=WakeLinkParams,
    trackers=(("links_left", "count"), ("links", "seats")), name=NAME,
    check=check_link, effect=_effect, whole_night=True, is_spent=_is_spent,
    night_reads={"is_spent": ()},  # the links left on his card
    reflected_void=True,  # a reflected link: spent, nothing happens (_effect; capo C10)
    per_role=_per_role, shape=seats_by_name,  # the kadkhoda's links, the ocean's wake
    spend_blocked=spend_blocked,  # blocked_consumes_resource (A31)
    start_counters=_start,
))
