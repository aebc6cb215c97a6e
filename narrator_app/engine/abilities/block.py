"""The ability kind ``block`` (club_scenarios 9.3, 10 #4): the holder voids other players'
night actions — Takavar's hostage-taker (2.6, ``mode = player``) and Namayande's hacker
(4.6, ``mode = pair``). It generalises the Matador.

Night value: ``{hold: [s, …]}`` (or ``{hold: s}``); in pair mode ``{hold: [p, q]}``: p's
action on q has no effect. A held player's own action tonight has no effect and spends
nothing (club_scenarios 1.3; RS 6.2 A31); he is still called (a dummy call, why ``held``,
no X shown: nobody is told he was held, 2.6). A ``protect_from`` holder's shield (against
``block``) keeps its players from being held; naming the holder voids every hold of the
night (``void_source_if_named``, TK4/TK6). The tracker ``last_hold`` is what he named, even
on a night the shield voided it (2.10 C8).

Checks: ``bad_count`` (more seats than tonight's picks; pair mode: exactly two),
``invalid_target`` (himself; a teammate when ``targets = non_mafia``; a player out of the
game), ``repeat_target`` (a seat of last night's hold under ``repeat =
forbidden_consecutive``, TK3/SEED2).
"""

from __future__ import annotations

from typing import Annotated, Any, Literal

from pydantic import Field

from ..errors import IllegalAction
from ..state import GameState
from ..table import require_alive
from .kind_params import Frozen, number, one_verb, seat_list
from .params import params_as
from .protect_from import shield_against
from .registry import Kind, OptionSpec, register

NAME = "block"
VERB = "hold"
WHY = "held"


class BlockParams(Frozen):
    """``targets``: ``non_mafia`` | ``any_other``; ``picks``: a number or ``by_table_size``
    (with ``picks_by_size``: dealt table size → picks, the value of the largest size at most
    the table's; default ``{12: 2}``: two from 12 seats on, else one; club_scenarios 2.10
    C6); ``mode``: ``player`` | ``pair``; ``repeat``: ``forbidden_consecutive`` (the
    Matador's) | ``allowed``; ``exempt``: kinds whose action no hold voids; ``wakes``:
    ``alone`` | ``with_team`` (the night order in the file says where he is called)."""

    targets: Literal["non_mafia", "any_other"] = "non_mafia"
    picks: Annotated[int, Field(ge=1, le=10)] | Literal["by_table_size"] = 1
    picks_by_size: dict[int, int] = Field(default_factory=lambda: {12: 2})
    mode: Literal["player", "pair"] = "player"
    repeat: Literal["allowed", "forbidden_consecutive"] = "forbidden_consecutive"
    exempt: tuple[str, ...] = ()
    wakes: Literal["alone", "with_team"] = "alone"


def picks_tonight(st: GameState) -> int:
    """How many seats the hold names tonight (pair mode: the pair, 2)."""
    prm = params_as(st, st.scenario.role_of_kind(NAME), BlockParams)
    return 2 if prm.mode == "pair" else number(st, prm.picks, prm.picks_by_size)


def check_hold(st: GameState, key: str, actor, value: dict[str, Any]) -> None:
    """Refuse an illegal hold (see the module's docstring)."""
    prm = params_as(st, st.scenario.role_of_kind(NAME), BlockParams)
    seats = seat_list(st, key, one_verb(key, value, VERB))
    n = picks_tonight(st)
    if len(seats) > n or (prm.mode == "pair" and len(seats) != n):
        raise IllegalAction("bad_count", key=key, role=key, value=len(seats))
    for t in seats:
        require_alive(st, t, key)
    aimed = seats[:1] if prm.mode == "pair" else seats
    for t in aimed:
        if t == actor.seat:
            raise IllegalAction("invalid_target", key=key, seat=t, role=key, detail="self")
        if prm.targets == "non_mafia" and st.side(t) == "mafia":
            raise IllegalAction("invalid_target", key=key, seat=t, role=st.view(t).role,
                                detail="teammate")
    last = actor.card.counters.get("last_hold") or []
    if (prm.repeat == "forbidden_consecutive"
            and actor.card.hidden.get("last_hold_night") == st.number - 1):
        repeated = [t for t in aimed if t in last[:1 if prm.mode == "pair" else None]]
        if prm.mode == "pair" and seats != last:
            repeated = []
        if repeated:
            raise IllegalAction("repeat_target", key=key, seat=repeated[0], role=key,
                                night=st.number)


def named_seats(value: Any) -> set[int]:
    """Every seat a night value names (``{save: 4}``, ``{save: [4, 5]}``, ``{give: {4:
    war}}``, ``{nato: {seat: 4, role: r}}``)."""
    out: set[int] = set()
    if isinstance(value, bool):
        return out
    if isinstance(value, int):
        return {value}
    if isinstance(value, dict):
        for k, v in value.items():
            if isinstance(k, int) and not isinstance(k, bool):
                out.add(k)
            out |= named_seats(v)
    elif isinstance(value, list):
        for v in value:
            out |= named_seats(v)
    return out


def held_tonight(st: GameState, choices: dict[str, Any], off: dict[int, str]) -> dict[int, str]:
    """Seats whose own action the hold voids tonight (``{seat: "held"}``): none when the
    holder is out or void himself, or a shield names him (``void_source_if_named``); a
    shielded player is not held; a player whose kind is ``exempt`` is not held; in pair mode
    p is held only when his step tonight names q."""
    holder = st.find(NAME)
    value = choices.get(NAME) or {}
    if holder is None or holder.seat in off or VERB not in value:
        return {}
    prm = params_as(st, st.scenario.role_of_kind(NAME), BlockParams)
    seats = seat_list(st, NAME, value[VERB])
    shielded, void = shield_against(st, choices, off, NAME, holder.seat, seats)
    if void:
        return {}
    if prm.mode == "pair":
        p, q = seats
        kind = st.view(p).kind
        hit = p not in shielded and q in named_seats(choices.get(kind))
        return {p: WHY} if hit and kind not in prm.exempt else {}
    return {t: WHY for t in seats
            if t not in shielded and t != holder.seat and st.view(t).kind not in prm.exempt}


def hold(night, holder, value: Any) -> None:
    """Record the hold (``last_hold``), even when a shield voided it (2.10 C8)."""
    holder.card.counters["last_hold"] = seat_list(night.st, NAME, value)
    holder.card.hidden["last_hold_night"] = night.k


def options(st: GameState, key: str, params: Any) -> list[OptionSpec]:
    """The window's options: up to tonight's number of seats (pair mode: exactly the
    player, then the target)."""
    return [OptionSpec(VERB, build=lambda seats, role: {VERB: list(seats)},
                       probe=None if params.mode == "pair" else (lambda s: {VERB: [s]}),
                       seats=picks_tonight(st), exact=params.mode == "pair")]


def tokens(st: GameState, key: str, value: dict[str, Any]) -> list[tuple[int, str]]:
    """The ring's token on each held seat."""
    arg = value.get(VERB)
    seats = arg if isinstance(arg, list) else [arg]
    return [(s, WHY) for s in seats if isinstance(s, int) and not isinstance(s, bool)]


BLOCK = register(Kind(
    "club_scenarios 9.3, 10 #4; 2.6 (hostage-taker: TK3, TK4, TK6, IDX, SEED2, FK; C6-C8); "
    "4.6 (hacker, pair mode)",
    action=VERB, step=True, stage="block", params=BlockParams,
    trackers=(("last_hold", "seat"),), name=NAME, check=check_hold, effect=hold,
    disables=held_tonight, options=options, tokens=tokens,
))
