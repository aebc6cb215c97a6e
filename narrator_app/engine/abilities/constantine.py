"""The seeds' own kind ``constantine`` (rules_spec 1.7, 3.1.4 step 10; S2:L89-L100;
A43-A45): Constantine brings one player back, once.

Night value: ``{revive: s}`` (one seat). Checks: ``no_uses_left`` (``revival``: his revival
used), ``invalid_target`` (himself; ``not_in_pool``: a seat outside :func:`constantine_pool`).
The card's counter ``revive_used`` spends his use (the ring's token ``revive``; the trackers
panel's line after Kane's). When nobody may be brought back tonight, his option is refused
as a whole with ``no_target_revive`` («there is nobody to bring back»).

His pool (``constantine_pool``, A43): the half-dead, i.e. players voted out with their role
hidden while a revival is possible (:func:`revival_possible`, rules_spec 1.7); under
``any_unrevealed_exit`` also the players the night's shots removed with their role hidden.
The revival resolves at the night's ``revive`` stage (step 10): the player is back in the
game and every other half-dead player is out for good. The half-dead are out for good too
as soon as Constantine leaves, or when no Constantine is in the game
(:data:`table.HALF_DEAD_KEPT`), or when a block under ``blocked_consumes_resource`` spends
his revival (:func:`spend_blocked`, A31, A45).
"""

from __future__ import annotations

from collections.abc import Callable
from typing import Any

from .. import shapes
from ..errors import IllegalAction, illegal
from ..state import ALIVE, DEAD, HALF_DEAD, GameState, Player
from ..table import HALF_DEAD_KEPT, half_dead_out, seat_of, seat_or_check
from .base import blocked_holder, one_key
from .citizen_kane import NAME as KANE  # noqa: F401 (Kane registered first: the order)
from .registry import Kind, register

NAME = "constantine"
ACTION = "revive"
USED = "revive_used"
#: The night exits whose player joins the pool under ``constantine_pool =
#: any_unrevealed_exit`` (A43).
SHOT_EXITS = ("mafia_shot", "leon_shot", "leon_backfire")



def constantine_pool(st: GameState) -> list[int]:
    """Seats Constantine may bring back (rules_spec 1.7; A43 ``constantine_pool``)."""
    pool = []
    for p in st.players:
        if p.role_public:
            continue
        if p.status == HALF_DEAD:
            pool.append(p.seat)
        elif (
            p.status == DEAD
            and st.rules.get("constantine_pool") == "any_unrevealed_exit"
            and p.exit_cause in SHOT_EXITS
        ):
            pool.append(p.seat)
    return pool


def revival_possible(st: GameState, p: Player) -> bool:
    """True when ``p``, voted out now, is half-dead rather than out (rules_spec 1.7): a
    Constantine other than him is in the game with his revival unused, and ``p``'s role is
    hidden (not shown, no ``reveal_role_on_death``)."""
    con = st.find(NAME)
    return (
        con is not None
        and con.seat != p.seat
        and not con.card.counters.get(USED)
        and not p.role_public
        and not st.rules.get("reveal_role_on_death")
    )


def _half_dead_kept(st: GameState, p: Any) -> bool:
    """After ``p``'s exit the half-dead may still come back: ``p`` is not Constantine and a
    Constantine is in the game (A45)."""
    return p.kind != NAME and st.find(NAME) is not None


HALF_DEAD_KEPT.append(_half_dead_kept)


def _check(st: GameState, key: str, actor: Player, value: dict[str, Any]) -> None:
    """Constantine: once, a player of his pool (rules_spec 1.7; A43)."""
    target = seat_of(st, one_key(value, ACTION, key), key)
    if actor.card.counters.get(USED):
        raise IllegalAction("no_uses_left", key=key, role=key, detail="revival")
    if target == actor.seat:
        raise IllegalAction("invalid_target", key=key, seat=target, role=key, detail="self")
    if target not in constantine_pool(st):
        raise IllegalAction("invalid_target", key=key, seat=target, role=key, detail="not_in_pool")


def _seat_check(st: GameState, key: str, actor: Player,
                name: str) -> Callable[[Any], IllegalAction | None] | None:
    """:attr:`Kind.seat_check`: ``arg ↦`` :func:`_check`'s refusal of ``{name: arg}``,
    returned, with his pool found once; one seat of the table is answered here (himself,
    not in the pool), any other ``arg`` by :func:`_check`. None (asked value by value)
    for another word than his action, or his revival used."""
    if name != ACTION or actor.card.counters.get(USED):
        return None
    pool = set(constantine_pool(st))

    def at_seat(arg: int) -> IllegalAction | None:
        if arg == actor.seat:
            return illegal("invalid_target", key=key, seat=arg, role=key, detail="self")
        if arg not in pool:
            return illegal("invalid_target", key=key, seat=arg, role=key,
                           detail="not_in_pool")
        return None

    return seat_or_check(len(st.players), at_seat,
                         lambda arg: _check(st, key, actor, {name: arg}))


def _revive(n: Any, con: Player, rv: int) -> None:
    """Step 10: Constantine (``con``, acting tonight) brings ``rv`` back; the other
    half-dead are out (S2:L89-L100)."""
    con.card.counters[USED] = True
    r = n.st.player(rv)
    r.status = ALIVE
    r.exit_cause = None
    r.returned_night = n.k
    n.returned.append(rv)
    half_dead_out(n.st)


def spend_blocked(st: GameState, ch: dict[str, Any], off: dict[int, str]) -> None:
    """``blocked_consumes_resource`` (A31): a blocked Constantine (``off`` says
    ``blocked``) who named a seat tonight (``ch``: tonight's steps by kind) spends his
    revival all the same, and the half-dead are out (1.7, A45)."""
    p = blocked_holder(st, ch, off, NAME, ACTION)
    if p is None:
        return
    p.card.counters[USED] = True
    half_dead_out(st)  # his revival is spent: the half-dead are out (1.7, A45)


CONSTANTINE = register(Kind(
    "1.7, 3.1.4 step 10 (revive one half-dead, S2:L89-L100; A43-A45)",
    ACTION, "revive", (USED, "flag"), step=True, stage="revive", name=NAME, check=_check,
    seat_check=_seat_check,
    effect=_revive, trackers=((USED, "used"),), panel_rank=60,  # after Kane (KC21-3)
    no_target_detail="no_target_revive", spend_blocked=spend_blocked,
    shape=shapes.obj(**{ACTION: shapes.seat}),  # the game script's shape of the value
    scoped_rules=("constantine_pool",),  # only where he is (6.10 S14; CF45-26)
))
