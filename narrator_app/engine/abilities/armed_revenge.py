"""The ability kind ``armed_revenge`` (club_scenarios 9.1 ``revenge_on_exit`` with ``trigger =
armed_by_teammate_exit``, 10 #15): Namayande's rebel (یاغی, 4.6). It has no night step.

The holder is armed from the moment a teammate of ``armed_by`` (role ids; or
``any_teammate``) has left the game (4.10 C16; tracker ``armed``). Once armed, on any later
day, before the day's election or accusations, he may reveal himself and name one living
player (day key ``terror: {target: s}``, first after a withdrawal): both leave, unless the
named player is shielded against ``terror`` for that day (the ``protect_from`` kind's
next-day shield: the bodyguard and his ward), when only the holder leaves (C17); nothing
saves either. The narrator announces ``terror`` and each exit (``left:s``); the day then ends
(``ends_day``, C18): every later day step is ``not_available``. Voted out before striking, he
simply leaves.

Refused: ``not_available`` (not armed at the day's start, or a later day step beside it),
``invalid_target`` (himself, a player out of the game), ``not_acting`` (the holder is out of
the game), ``bad_script`` (another shape).

Parameters (:class:`ArmedRevengeParams`): ``armed_by`` [``any_teammate``] | role ids;
``ends_day`` [true].
"""

from __future__ import annotations

from typing import Any, Literal

from pydantic import BaseModel, ConfigDict, StrictBool

from ..errors import IllegalAction
from ..state import ALIVE, DEAD, GameState
from ..table import (
    DAY_END_HOOKS,
    DAY_KEY_KINDS,
    DAY_KEYS,
    EXIT_HOOKS,
    check_winner,
    day_role_key,
    leave,
    left_table_now,
    log_line,
    seat_of,
)
from .kind_params import as_played
from .params import params_as
from .protect_from import shielded_today
from .registry import Kind, get_kind, register
from .revenge_on_exit import KIND as SPEC_KIND
from .steps import DAY_ENDERS, DAY_OPENER_APPLY, DAY_OPENERS, procedures_of

KIND = "armed_revenge"
#: The day's key of the strike (club_scenarios 4.12) and its announcement token (1.6).
DAY_KEY = "terror"
#: The day keys a strike may follow (a withdrawal comes first).
BEFORE = ("withdraw",)


class ArmedRevengeParams(BaseModel):
    """``armed_revenge``'s parameters; see the module's text."""

    model_config = ConfigDict(defer_build=True, extra="forbid", frozen=True)
    armed_by: tuple[str, ...] | Literal["any_teammate"] = "any_teammate"
    ends_day: StrictBool = True


def on_exit(st: GameState, p: Any) -> None:
    """After an exit: a teammate of ``armed_by`` leaving arms the holder (tracker
    ``armed``)."""
    holder = st.find(KIND)
    if holder is None or p.seat == holder.seat or st.side(p.seat) != "mafia":
        return
    armed_by = params_as(st, st.scenario.role_of_kind(KIND), ArmedRevengeParams).armed_by
    if armed_by != "any_teammate" and p.card.role not in armed_by:
        return
    if not holder.card.counters.get("armed"):
        st.player(holder.seat).card.counters["armed"] = True


def armed_today(st: GameState) -> bool:
    """True when the holder is in the game and was armed at the day's start."""
    holder = st.find(KIND)
    start = st.base or st
    return (holder is not None and st.phase == "day"
            and bool(start.view(holder.seat).card.counters.get("armed")))


def _check(st: GameState, value: Any) -> int:
    """The strike's target (see the module's text)."""
    if not isinstance(value, dict) or set(value) != {"target"}:
        raise IllegalAction("bad_script", key=DAY_KEY, value=value, detail="unknown_choice")
    t = seat_of(st, value["target"], DAY_KEY)
    holder = st.find(KIND)
    if holder is None:
        raise IllegalAction("not_acting", key=DAY_KEY, detail="no_holder")
    if not armed_today(st):
        raise IllegalAction("not_available", key=DAY_KEY, seat=holder.seat, detail="not_armed")
    if t == holder.seat:
        raise IllegalAction("invalid_target", key=DAY_KEY, seat=t, detail="self")
    if st.view(t).status != ALIVE:
        raise IllegalAction("invalid_target", key=DAY_KEY, seat=t, detail="out_of_game")
    return t


def _ends_day(st: GameState) -> bool:
    """The holder's ``ends_day`` (club_scenarios 4.6, C18)."""
    return params_as(st, st.scenario.role_of_kind(KIND), ArmedRevengeParams).ends_day


def strike_early(st: GameState, choices: dict[str, Any]) -> None:
    """The strike before a day procedure's own vote, where it does not end the day
    (``ends_day = false``; club_scenarios 4.8's order: the strike, then the accusations,
    ``day._openers_before_procedures``); :func:`strike` then leaves it be."""
    _apply(st, choices)
    st.day.exit_applied = False  # the procedure's own vote is still to come


def strike(st: GameState, choices: dict[str, Any]) -> None:
    """After the day's steps: the strike, if recorded (see the module's text), unless it was
    applied before the day procedure's vote (:func:`strike_early`: a strike that does not
    end the day, in a scenario with a day procedure)."""
    if DAY_KEY in choices and (_ends_day(st) or not procedures_of(st)):
        _apply(st, choices)


def _apply(st: GameState, choices: dict[str, Any]) -> None:
    """The recorded strike: its checks, the exits, the announcement, the win check."""
    if left_table_now(st, KIND):  # he left the table earlier today: accepted, no effect
        value = choices[DAY_KEY]  # (rules_spec 6.10 S12; an auditor's case, CF45-16)
        if not isinstance(value, dict) or set(value) != {"target"}:
            raise IllegalAction("bad_script", key=DAY_KEY, value=value, detail="unknown_choice")
        seat_of(st, value["target"], DAY_KEY)
        return
    t = _check(st, choices[DAY_KEY])
    if _ends_day(st):
        later = _later_steps(st, choices)
        if later:
            raise IllegalAction("not_available", key=later[0], detail=DAY_KEY)
    holder = st.find(KIND)
    assert holder is not None
    gone = [holder.seat] if t in shielded_today(st, DAY_KEY) else sorted((holder.seat, t))
    st.pending.append(DAY_KEY)
    log_line(st, DAY_KEY, True, seat=holder.seat, target=t, left=list(gone))
    for s in gone:
        if st.view(s).status == ALIVE:
            leave(st, st.player(s), DEAD, DAY_KEY)
            st.pending.append(f"left:{s}")
    st.day.needs = None
    st.day.exit_applied = True
    check_winner(st)


def _later_steps(st: GameState, choices: dict[str, Any]) -> list[str]:
    """The day's steps recorded beside the strike that a strike ending the day leaves no
    room for; not a day role's own step, which an exit of the strike may owe (the hunter's
    revenge: "whenever he leaves the game", club_scenarios 7.6)."""
    return [k for k in choices if k not in (DAY_KEY, *BEFORE)
            and not (k not in DAY_KEYS and day_role_key(st, k))]


def strike_offered(st: GameState) -> list[int] | None:
    """The holder's seat when the strike is offered today (armed at the day's start, or
    recorded today), None when not: a day step before the procedure's own; not once a
    later step is recorded when the strike would end the day («before the election or the
    accusations», 4.6: offered then and refused, CF50)."""
    holder = st.find(KIND, alive_only=False)
    if holder is None or st.phase != "day":
        return None
    if DAY_KEY in st.choices:
        return [holder.seat]
    if _ends_day(st) and _later_steps(st, st.choices):
        return None
    start = st.base or st
    if start.view(holder.seat).status == ALIVE and start.view(holder.seat).card.counters.get(
            "armed"):
        return [holder.seat]
    return None


def strike_options(st: GameState, key: str, kind: str) -> list[dict[str, Any]]:
    """The window's one option: the player the holder names (each seat legal or its
    refusal, by the strike's own check)."""
    targets: dict[int, IllegalAction | None] = {}
    for p in st.players:
        try:
            _check(st, {"target": p.seat})
            targets[p.seat] = None
        except IllegalAction as exc:
            targets[p.seat] = exc
    return [dict(name="strike", seats=1, targets=targets,
                 build=lambda seats, role=None, side=None, **kw: {"target": seats[0]})]


def _spec_words(params: dict[str, Any]) -> tuple[str, dict[str, Any]] | None:
    """``revenge_on_exit``'s params with ``trigger = armed_by_teammate_exit`` (club_scenarios
    9.1; the rebel, 4.6) as this kind's, None for another trigger (CF47-1): ``ends_day``
    kept; ``when = day``, ``required = may``, ``protected_target = only_self_leaves`` and
    ``void_when = [withdrawn]`` are how the strike plays (4.6, C17) and are dropped."""
    if params.get("trigger") != "armed_by_teammate_exit":
        return None
    out = as_played({k: v for k, v in params.items() if k != "trigger"},
                    {"when": "day", "required": "may", "protected_target": "only_self_leaves",
                     "void_when": ["withdrawn"]})
    return KIND, out


ARMED_REVENGE = Kind(
    "club_scenarios 9.1 (revenge_on_exit: armed_by_teammate_exit), 10 #15; 4.6 (the rebel: "
    "IDX, NM2, NM3, AG1, AG2, ND), 4.8, 4.10 C16-C18",
    params=ArmedRevengeParams, name=KIND, trackers=(("armed", "yes_no"),),
    start_counters=lambda params: {"armed": False},
    spec_of=SPEC_KIND, spec_words=_spec_words,
)
if get_kind(KIND) is None:
    register(ARMED_REVENGE)
    EXIT_HOOKS.append(on_exit)
    # first of the day's end hooks: the strike opens the day (4.8), and the exits it sets
    # off (a hunter's revenge, 7.6) are the others' to check after it (CF46-37)
    DAY_END_HOOKS.insert(0, strike)
    DAY_KEY_KINDS[DAY_KEY] = KIND
    DAY_OPENERS[DAY_KEY] = (strike_offered, strike_options)
    DAY_ENDERS[DAY_KEY] = _ends_day
    DAY_OPENER_APPLY[DAY_KEY] = strike_early
