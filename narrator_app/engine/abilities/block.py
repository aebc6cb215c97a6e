"""The ability kind ``block`` (club_scenarios 9.3, 10 #4): the holder voids other players'
night actions — Takavar's hostage-taker (2.6, ``mode = player``) and Namayande's hacker
(4.6, ``mode = pair``). It generalises the Matador.

Night value: ``{hold: [s, …]}`` (or ``{hold: s}``); in pair mode ``{hold: [p, q]}``: p's
ability used on q tonight has no effect and spends nothing (club_scenarios 4.6: "this is the
doctor, he cannot save this one"): the pair is written to the night's ``void_pairs``, read
by each kind through :func:`base.voided` (a save, a shield, an inquiry and the picked
citizen's inquiry, a bullet given and the recipient's shot, a client); p is not held
otherwise. The step's word is the parameter ``verb`` (``hold``; Namayande's hacker ``hack``)
and the tracker ``tracker`` (``last_hold``; ``last_hack``). In player mode a held player's
own action tonight has no effect and spends nothing (club_scenarios 1.3; RS 6.2 A31); he is
still called (a dummy call, why ``held``, no X shown: nobody is told he was held, 2.6). A
``protect_from`` holder's shield (against ``block``) keeps its players from being held;
naming the holder voids every hold of the night (``void_source_if_named``, TK4/TK6). The
tracker ``last_hold`` is what he named, even on a night the shield voided it (2.10 C8).

Checks: ``bad_count`` (more seats than tonight's picks; pair mode: exactly two),
``invalid_target`` (himself; a teammate when ``targets = non_mafia``; a player out of the
game), ``repeat_target`` (a seat of last night's hold under ``repeat =
forbidden_consecutive``, TK3/SEED2).
"""

from __future__ import annotations

from typing import Annotated, Any, Literal

from pydantic import Field

from ..errors import IllegalAction
from ..state import ALIVE, GameState
from ..table import require_alive
from .kind_params import Frozen, kind_params, number, one_verb, seat_list
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
    ``alone`` | ``with_team`` (the night order in the file says where he is called);
    ``verb``: the step's word, ``hold`` | ``hack`` (club_scenarios 4.12); ``tracker``: the
    card's record of what he named, ``last_hold`` | ``last_hack``. ``repeat = forbidden``
    is read as ``forbidden_consecutive`` (Namayande's ``nm_hacker_repeat``, 4.10 C3)."""

    targets: Literal["non_mafia", "any_other"] = "non_mafia"
    picks: Annotated[int, Field(ge=1, le=10)] | Literal["by_table_size"] = 1
    picks_by_size: dict[int, int] = Field(default_factory=lambda: {12: 2})
    mode: Literal["player", "pair"] = "player"
    repeat: Literal["allowed", "forbidden_consecutive", "forbidden"] = "forbidden_consecutive"
    exempt: tuple[str, ...] = ()
    wakes: Literal["alone", "with_team"] = "alone"
    verb: Literal["hold", "hack"] = "hold"
    tracker: Literal["last_hold", "last_hack"] = "last_hold"



def _params(st: GameState) -> BlockParams:
    """This game's parameters of the scenario's role of this kind."""
    p = kind_params(st, NAME)
    assert isinstance(p, BlockParams)
    return p

def picks_tonight(st: GameState) -> int:
    """How many seats the hold names tonight (pair mode: the pair, 2)."""
    prm = _params(st)
    return 2 if prm.mode == "pair" else number(st, prm.picks, prm.picks_by_size)


def check_hold(st: GameState, key: str, actor, value: dict[str, Any]) -> None:
    """Refuse an illegal hold (see the module's docstring)."""
    prm = _params(st)
    seats = seat_list(st, key, one_verb(key, value, prm.verb))
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
    last = actor.card.counters.get(prm.tracker) or []
    if (prm.repeat != "allowed"
            and actor.card.hidden.get("last_hold_night") == st.number - 1):
        repeated = [t for t in aimed if t in last[:1 if prm.mode == "pair" else None]]
        if prm.mode == "pair" and seats != last:
            repeated = []  # pair mode: not the same pair two nights running
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


def _named(st: GameState, choices: dict[str, Any], off: dict[int, str]
           ) -> tuple[Any, BlockParams, list[int]] | None:
    """The acting holder, the parameters and tonight's seats; None when he names nobody,
    is out or void himself, or a shield names him (``void_source_if_named``)."""
    holder = st.find(NAME)
    prm = _params(st)
    value = choices.get(NAME) or {}
    if holder is None or holder.seat in off or prm.verb not in value:
        return None
    seats = seat_list(st, NAME, value[prm.verb])
    return holder, prm, seats


def held_tonight(st: GameState, choices: dict[str, Any], off: dict[int, str]) -> dict[int, str]:
    """Seats whose own action the hold voids tonight (``{seat: "held"}``), player mode:
    none when the holder is out or void himself, or a shield names him
    (``void_source_if_named``); a shielded player is not held; a player whose kind is
    ``exempt`` is not held. Pair mode holds nobody (:func:`void_pair`)."""
    found = _named(st, choices, off)
    if found is None or found[1].mode == "pair":
        return {}
    holder, prm, seats = found
    shielded, void = shield_against(st, choices, off, NAME, holder.seat, seats)
    if void:
        return {}
    return {t: WHY for t in seats
            if t not in shielded and t != holder.seat and st.view(t).kind not in prm.exempt}


def void_pair(st: GameState, choices: dict[str, Any], off: dict[int, str]
              ) -> tuple[int, int] | None:
    """Tonight's void pair in pair mode (holder p, target q: p's ability on q fails), None
    when there is none (player mode, no hack, the holder out or void, a shield on p or on
    the source)."""
    found = _named(st, choices, off)
    if found is None or found[1].mode != "pair":
        return None
    holder, prm, seats = found
    shielded, void = shield_against(st, choices, off, NAME, holder.seat, seats)
    p, q = seats
    if void or p in shielded or st.view(p).kind in prm.exempt:
        return None
    return p, q


def hold(night) -> None:
    """Record the hold (``last_hold`` / ``last_hack``), even when a shield voided it (2.10
    C8); in pair mode the void pair is added to the night's ``void_pairs``."""
    st = night.st
    holder = st.find(NAME)
    prm = _params(st)
    value = (night.ch.get(NAME) or {}).get(prm.verb)
    if holder is None or value is None or not night.acts(holder):
        return
    me = st.player(holder.seat)
    me.card.counters[prm.tracker] = seat_list(st, NAME, value)
    me.card.hidden["last_hold_night"] = night.k
    pair = void_pair(st, night.ch, night.off)
    if pair is not None:
        night.void_pairs = {*getattr(night, "void_pairs", ()), pair}


def options(st: GameState, key: str, params: Any) -> list[OptionSpec]:
    """The window's options: up to tonight's number of seats (pair mode: exactly the
    player, then the target)."""
    verb = params.verb
    pair = params.mode == "pair"
    return [OptionSpec(verb, build=lambda seats, role: {verb: list(seats)},
                       probe=None if pair else (lambda s: {verb: [s]}),
                       seats=picks_tonight(st), exact=pair,
                       # pair mode: p (whose ability fails) at the first place, q at the second
                       slot_probes=(lambda st, s: {verb: [s, _other(st, s, False)]},
                                    lambda st, s: {verb: [_other(st, s, True), s]})
                       if pair else ())]


def _other(st: GameState, seat: int, aimed: bool) -> int:
    """A living seat other than ``seat`` to fill the pair's other place while ``seat`` is
    asked at its own (for the first place, ``aimed``: not the holder nor, under ``targets =
    non_mafia``, a mafia member); ``seat`` when there is none (the rules then refuse)."""
    prm = _params(st)
    me = st.find(NAME)
    for p in st.players:
        if p.seat == seat or p.status != ALIVE:
            continue
        if aimed and ((me is not None and p.seat == me.seat)
                      or (prm.targets == "non_mafia" and st.side(p.seat) == "mafia")):
            continue
        return p.seat
    return seat


def tokens(st: GameState, key: str, value: dict[str, Any]) -> list[tuple[int, str]]:
    """The ring's token on each held seat (pair mode: the holder whose ability fails)."""
    prm = _params(st)
    arg = value.get(prm.verb)
    seats = arg if isinstance(arg, list) else [arg]
    if prm.mode == "pair":
        seats = seats[:1]
    return [(s, WHY) for s in seats if isinstance(s, int) and not isinstance(s, bool)]


BLOCK = register(Kind(
    "club_scenarios 9.3, 10 #4; 2.6 (hostage-taker: TK3, TK4, TK6, IDX, SEED2, FK; C6-C8); "
    "4.6 (hacker, pair mode; 4.10 C2, C3)",
    action=VERB, step=True, stage="block", params=BlockParams,
    trackers=(("last_hold", "seat"), ("last_hack", "seat")), name=NAME, check=check_hold,
    effect=hold, whole_night=True, disables=held_tonight, options=options, tokens=tokens,
))
