"""The ``linked_exit`` ability kind (club_scenarios 9.5, 10 #16): a link between players that
makes an exit take another player with it, whatever saves him.

Two choosers (parameter ``chooser``):

* ``third_party_once`` (Werewolf's cupid, 7.6): on the game's first night the holder names
  two different living players, the lovers: ``{lovers: [a, b]}`` (himself allowed unless
  ``self = false``); required that night (``missing_choice``), ``not_available`` later.
  ``direction = mutual``: when one lover leaves, by any cause, the other leaves at once
  (``heartbreak``), also when the holder has left.
* ``holder_nightly`` (Bazpors' researcher, 3.6-3.7): each night the holder names one living
  player other than himself: ``{link: s}``; the newest link replaces the last, a night
  without one keeps it. ``direction = one_way``: when the holder leaves, by any cause, his
  linked player leaves in the same phase (``link``), unless his role is in ``exceptions``
  (the boss) or not in ``eligible`` (a list of role ids, ``any``, or the name of one of
  ``named_sets``, so that a house rule can choose the set by name).

Every link exit is unsaveable, announced ``left:s``, and repeats through chains (a linked
player's own links, the hunter's revenge) until nothing changes (7.7 step 5; 3.7 step 5).
Trackers: ``lovers`` (the pair, a list) or ``link`` (a seat).
"""

from __future__ import annotations

from typing import Any, Literal

from pydantic import BaseModel, ConfigDict, Field

from ..errors import IllegalAction
from ..state import ALIVE, DEAD
from ..table import EXIT_HOOKS, leave, require_alive, seat_of
from .base import card_of, roles_of_kind
from .params import params_as
from .registry import Kind, OptionSpec, register

KIND = "linked_exit"


class LinkParams(BaseModel):
    """The ``linked_exit`` kind's parameters (defaults: Werewolf's cupid, 7.6)."""

    model_config = ConfigDict(extra="forbid", frozen=True)
    chooser: Literal["third_party_once", "holder_nightly"] = "third_party_once"
    direction: Literal["mutual", "one_way"] = "mutual"
    #: Role ids the link never takes (the boss, 3.6).
    exceptions: list[str] = Field(default_factory=list)
    #: Role ids the link may take, or ``any``, or the name of one of ``named_sets`` (so a
    #: file's house rule may choose among named sets: ``bz_link_targets = any_but_boss |
    #: nato_or_charlatan``, club_scenarios 3.10 C3).
    eligible: str | list[str] = "any"
    named_sets: dict[str, Literal["any"] | list[str]] = Field(default_factory=dict)
    #: Whether the holder may name himself (cupid: yes, WW12; the researcher: no).
    self_link: bool = True
    unsaveable: Literal[True] = True


def _first_night(st: Any) -> bool:
    """True on the game's first night (no night has been resolved yet)."""
    return not any(r.phase in ("night", "intro_night") for r in st.records)


def _action(prm: LinkParams) -> str:
    return "lovers" if prm.chooser == "third_party_once" else "link"


def check_link(st: Any, key: str, actor: Any, value: dict[str, Any]) -> None:
    """Refuse an illegal link step (club_scenarios 7.6, 7.12; 3.6, 3.12)."""
    prm = params_as(st, actor.card.role, LinkParams)
    action = _action(prm)
    if set(value) != {action}:
        raise IllegalAction("bad_script", key=key, value=value, detail="unknown_choice")
    if action == "link":
        seats = [seat_of(st, value["link"], key)]
    else:
        if actor.card.counters.get("lovers") or not _first_night(st):
            raise IllegalAction("not_available", key=key, role=actor.role, detail="lovers_chosen")
        pair = value["lovers"]
        if not isinstance(pair, list) or len(pair) != 2:
            raise IllegalAction("bad_script", key=key, value=value, detail="two_seats")
        seats = [seat_of(st, s, key) for s in pair]
        if seats[0] == seats[1]:
            raise IllegalAction("invalid_target", key=key, seat=seats[0], role=actor.role,
                                detail="two_different")
    for s in seats:
        require_alive(st, s, key)
        if s == actor.seat and not prm.self_link:
            raise IllegalAction("invalid_target", key=key, seat=s, role=actor.role, detail="self")


def link_effect(night: Any) -> None:
    """Before the night's deaths (7.7 step 1; 3.7 step 1): the pair or tonight's link of
    each role of the kind acting tonight."""
    st = night.st
    for role in roles_of_kind(st.scenario, KIND):
        p = card_of(st, role)
        value = st.choices.get(role)
        if p is None or not night.acts(p) or not isinstance(value, dict):
            continue
        holder = st.player(p.seat)
        if "lovers" in value:
            holder.card.counters["lovers"] = sorted(value["lovers"])
        elif "link" in value:
            holder.card.counters["link"] = value["link"]


def lovers_required(st: Any, key: str) -> bool:
    """Cupid may not pass on the first night (7.6, 7.12)."""
    return params_as(st, key, LinkParams).chooser == "third_party_once" and _first_night(st)


def check_lovers_named(st: Any, kind: Kind) -> None:
    """The night may not end on the first night without the lovers (7.6, 7.12)."""
    p = st.find(KIND)
    if p is None:
        return
    prm = params_as(st, p.card.role, LinkParams)
    if (
        prm.chooser == "third_party_once"
        and _first_night(st)
        and not p.card.counters.get("lovers")
        and not (st.choices.get(p.card.role) or {}).get("lovers")
    ):
        raise IllegalAction("missing_choice", key=p.role, role=p.role, night=st.number,
                            detail="lovers")


def _takes(st: Any, prm: LinkParams, seat: int) -> bool:
    """True when the link may take the player at ``seat`` (alive, not an exception)."""
    p = st.view(seat)
    if p.status != ALIVE or p.role in prm.exceptions:
        return False
    allowed = prm.named_sets.get(prm.eligible, prm.eligible) if isinstance(
        prm.eligible, str) else prm.eligible
    return allowed == "any" or p.role in allowed


def on_exit(st: Any, p: Any) -> None:
    """After any exit (a withdrawal included, 1.2): a lover's exit takes the other lover;
    the holder's exit takes his linked player (club_scenarios 7.7 step 5, 3.7 step 5)."""
    if not any(q.card.kind == KIND for q in st.players):
        return
    holder = st.find(KIND, alive_only=False)
    prm = params_as(st, holder.card.role, LinkParams)
    lovers = holder.card.counters.get("lovers") or []
    if prm.direction == "mutual" and p.seat in lovers:
        other = lovers[0] if lovers[1] == p.seat else lovers[1]
        _link_out(st, prm, other, "heartbreak")
    link = holder.card.counters.get("link")
    if prm.direction == "one_way" and p.seat == holder.seat and isinstance(link, int):
        _link_out(st, prm, link, "link")


def _link_out(st: Any, prm: LinkParams, seat: int, cause: str) -> None:
    if _takes(st, prm, seat):
        leave(st, st.player(seat), DEAD, cause)
        st.pending.append(f"left:{seat}")


def link_options(st: Any, key: str, params: Any) -> list[OptionSpec]:
    """The window's options: the lovers (two seats) or tonight's link (one seat); none is
    added."""
    if _action(params) == "link":
        return [OptionSpec("link", build=lambda seats, role: {"link": seats[0]},
                           probe=lambda s: {"link": s})]
    return [OptionSpec("lovers", seats=2, exact=True,
                       build=lambda seats, role: {"lovers": list(seats)},
                       probe=lambda s: {"lovers": [s, _partner(st, s)]})]


def _partner(st: Any, seat: int) -> int:
    """Another living seat (not the holder's when possible) to probe ``seat`` as a lover."""
    me = st.find(KIND)
    others = [a for a in st.alive_seats() if a != seat]
    return next((a for a in others if me is None or a != me.seat), others[0] if others else seat)


def link_tokens(st: Any, key: str, value: dict[str, Any]) -> list[tuple[int, str]]:
    """Tonight's tokens on the ring: tonight's link (the lovers are standing marks)."""
    return [(value["link"], "linked")] if isinstance(value.get("link"), int) else []


def lover_marks(st: Any, p: Any) -> list[tuple[int, str]]:
    """The lovers on the ring, night and day, once named (chosen tonight or before)."""
    pair = p.card.counters.get("lovers") or (st.choices.get(p.card.role) or {}).get("lovers")
    if st.phase not in ("night", "intro_night") and not p.card.counters.get("lovers"):
        return []
    return [(s, "lover") for s in pair or [] if isinstance(s, int) and not isinstance(s, bool)]


def lovers_now(st: Any, p: Any) -> dict[str, Any]:
    """The lovers cupid chose tonight, for his card's tracker as soon as his step is
    confirmed (the link holds from the choice, 7.7 step 1; the counter is written at End
    night); empty when his card already holds them or nothing is chosen."""
    pair = (st.choices.get(p.card.role) or {}).get("lovers")
    if (st.phase not in ("night", "intro_night") or p.card.counters.get("lovers")
            or not isinstance(pair, list)):
        return {}
    return {"lovers": sorted(pair)}


def start_counters(params: Any) -> dict[str, Any]:
    """Cupid's card starts with no lovers (the researcher's with no link)."""
    return {"lovers": []} if _action(params) == "lovers" else {}


LINKED_EXIT = register(Kind(
    "club_scenarios 9.5, 10 #16: a link whose exit takes another player; cupid's lovers "
    "(7.6; WW5, WW8, WW10, WW12) and the researcher's nightly link (3.6-3.7; IDX, AG1, AG2)",
    action=None, token=None, step=True, stage="theft", params=LinkParams,
    uses=("lovers", "flag"), trackers=(("lovers", "seats"), ("link", "seat_if_present")),
    name=KIND, check=check_link, effect=link_effect, whole_night=True, options=link_options,
    end_check=check_lovers_named, start_counters=start_counters,
    tokens=link_tokens, marks=lover_marks, no_pass=lovers_required, counters_now=lovers_now,
))
EXIT_HOOKS.append(on_exit)
