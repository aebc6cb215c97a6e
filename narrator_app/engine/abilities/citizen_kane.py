"""The seeds' own kind ``citizen_kane`` (rules_spec 3.1.4 steps 8-9; S2:L86-L88, S0:L24,
S0:L33; A36-A40, 6.9 S4): Citizen Kane's coupon inquiry, his reveal and his sacrifice.

Night value: ``{inquire: s}`` (one seat). Checks: ``no_uses_left`` (``coupon``: no coupon
left), ``invalid_target`` (a player out of the game, himself). The card's counter
``coupons`` spends his uses (the ring's token ``inquired``; the trackers panel's line
``coupons`` after Leon's).

The inquiry resolves at the night's ``inquiry`` stage (step 9), once who leaves tonight is
known, the curse link included (6.9 S4, A40): if Kane himself leaves, nothing happens; if
his target leaves, the coupon is given back (``kane_refund_scope = any_target``) or spent
only when the target is mafia (``seed_literal``); a mafia target is revealed (the morning's
``kane_reveal``, its role public), may leave at once (``kane_target_exits``, A37), and the
narrator shoots Kane the next night (the ``sacrifice`` stage, step 8: he leaves with his role
shown, S0:L33); a citizen target spends the coupon. Under ``kane_godfather_result =
citizen`` the Godfather reads as a citizen to him (A38).

A block whose reason is ``blocked`` under ``blocked_consumes_resource`` spends the coupon
all the same (:func:`spend_blocked`, A31).
"""

from __future__ import annotations

from collections.abc import Callable
from typing import Any

from .. import shapes
from ..errors import IllegalAction, illegal
from ..state import ALIVE, SIDE_TOLD, GameState, Player
from ..table import out_of_game, require_alive, seat_of, seat_or_check
from .base import blocked_holder, one_key
from .params import role_kind
from .registry import Kind, register
from .shoot import SHOOT  # noqa: F401 (Leon's kind registered first: the registry's order)

NAME = "citizen_kane"
ACTION = "inquire"
COUPONS = "coupons"
#: The night's stage of his sacrifice (step 8), before his inquiry's (step 9).
SACRIFICE_STAGE = "sacrifice"



def _check(st: GameState, key: str, actor: Player, value: dict[str, Any]) -> None:
    """Kane's step: a coupon left (``no_uses_left``, ``coupon``), another living player
    (``invalid_target``: out of the game, ``self``)."""
    target = seat_of(st, one_key(value, ACTION, key), key)
    if actor.card.counters.get(COUPONS, 0) <= 0:
        raise IllegalAction("no_uses_left", key=key, role=key, detail="coupon")
    require_alive(st, target, key)
    if target == actor.seat:
        raise IllegalAction("invalid_target", key=key, seat=target, role=key, detail="self")


def _seat_check(st: GameState, key: str, actor: Player,
                name: str) -> Callable[[Any], IllegalAction | None] | None:
    """:attr:`Kind.seat_check`: ``arg ↦`` :func:`_check`'s refusal of ``{name: arg}``,
    returned; one seat of the table is answered here (out of the game, himself), any
    other ``arg`` by :func:`_check`. None (asked value by value) for another word than his
    action, or no coupon left."""
    if name != ACTION or actor.card.counters.get(COUPONS, 0) <= 0:
        return None

    players = st.players

    def at_seat(arg: int) -> IllegalAction | None:
        if players[arg - 1].status != ALIVE:  # st.view(arg): a seat of the table
            return out_of_game(st, arg, key)
        if arg == actor.seat:
            return illegal("invalid_target", key=key, seat=arg, role=key, detail="self")
        return None

    return seat_or_check(len(st.players), at_seat,
                         lambda arg: _check(st, key, actor, {name: arg}))


def kane_sacrifice_due(st: GameState) -> bool:
    """True when the narrator shoots Kane tonight: he is in the game and last night's
    inquiry found a mafia member (S0:L33)."""
    # the night read first: the seats are looked through only on the night it names
    return st.kane_sacrifice_night == st.number and st.find(NAME) is not None


def kane_shot_night(st: GameState) -> int | None:
    """The night number on which the narrator shoots Citizen Kane after his inquiry found a
    mafia member (S2:L87, S0:L33: «the next night Kane leaves»), while that shot is still to
    come; None otherwise (no reveal yet, or Kane already out)."""
    kane = st.holder(NAME)
    night = st.kane_sacrifice_night
    if kane is None or night is None:
        return None
    resolved = any(r.phase == "night" and r.number == night for r in st.records)
    return None if resolved else night


def _sacrifice(n: Any) -> None:
    """Step 8: the night after his reveal Kane leaves, his role shown (S0:L33); after the
    swap victim of the stage (its cause kept)."""
    st = n.st
    if st.kane_sacrifice_night != n.k:
        return  # (most nights) no sacrifice due: Kane's player not read
    kane = st.holder(NAME)
    if kane is not None:
        n.deaths.setdefault(kane.seat, "kane_sacrifice")
        kane.role_public = True


def _inquire(n: Any) -> None:
    """Step 9: Kane's inquiry; who leaves tonight, the curse link included, is known before
    the coupon is settled (6.9 S4, A40)."""
    st, R = n.st, n.R
    kv = (n.ch.get(NAME) or {}).get(ACTION)
    if kv is None:
        return  # no inquiry tonight: neither his player nor who leaves read
    kane = st.holder(NAME)
    if kane is None or not n.acts(kane):
        return
    leaving = n.leaving_tonight()
    if kane.seat in leaving:
        return
    target = st.player(kv)
    is_mafia = st.side(kv) == "mafia"
    if R.get("kane_godfather_result") == "citizen" and getattr(
            role_kind(st.scenario, target.role, st.rules), "counted_citizen",
            False):  # the Godfather (A38)
        is_mafia = False
    if kv in leaving:
        if R.get("kane_refund_scope") == "seed_literal" and is_mafia:
            kane.card.counters[COUPONS] -= 1
    elif is_mafia:
        kane.card.counters[COUPONS] -= 1
        n.reveals.append(kv)
        # the table learns his side, and his role only under side_and_role (A36)
        told_role = R.get("kane_reveal_content") == "side_and_role"
        target.role_public = True if told_role or target.role_public is True else SIDE_TOLD
        st.kane_sacrifice_night = n.k + 1
        if R.get("kane_target_exits"):
            n.deaths.setdefault(kv, "kane_reveal")
    else:
        kane.card.counters[COUPONS] -= 1


def _effect(n: Any) -> None:
    """Kane's part of the night (``n``: the night under way): his sacrifice at the
    ``sacrifice`` stage, his inquiry at his own stage (``inquiry``)."""
    if n.stage == SACRIFICE_STAGE:
        _sacrifice(n)
    else:
        _inquire(n)


def spend_blocked(st: GameState, ch: dict[str, Any], off: dict[int, str]) -> None:
    """``blocked_consumes_resource`` (A31): a blocked Kane (``off`` says ``blocked``) who
    named a seat tonight (``ch``: tonight's steps by kind) spends a coupon all the same."""
    p = blocked_holder(st, ch, off, NAME, ACTION)
    if p is not None and p.card.counters.get(COUPONS, 0) > 0:
        p.card.counters[COUPONS] -= 1


KANE = register(Kind(
    "3.1.4 steps 8-9 (inquire, reveal, sacrifice; S2:L86-L88; A36-A40, 6.9 S4)",
    ACTION, "inquired", (COUPONS, "count"), step=True, stage="inquiry",
    stages=(SACRIFICE_STAGE,), whole_night=True, name=NAME, check=_check, effect=_effect,
    seat_check=_seat_check,
    trackers=((COUPONS, "count"),), panel_rank=50,  # after Leon's shoot (KC21-3)
    # one coupon a game (rules_spec 3.1.4 step 5) when the file's card gives none
    # (CF44-9); the file's count wins
    start_counters=lambda _params: {COUPONS: 1},
    spend_blocked=spend_blocked,
    shape=shapes.obj(**{ACTION: shapes.seat}),  # the game script's shape of the value
    # his section-7 rules: only where a role plays him (6.10 S14; CF45-26)
    scoped_rules=("kane_reveal_content", "kane_target_exits", "kane_godfather_result",
                  "kane_refund_scope"),
))
