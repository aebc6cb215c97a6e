"""The ``revenge_on_exit`` ability kind (club_scenarios 9.1, 10 #15): when the holder leaves
the game he takes one living player with him, whatever saves him (Werewolf's hunter, 7.6).

Its value is ``{shoot: s}``, written in the entry of the phase he leaves in: the night entry
(resolved at dawn, after the night's deaths, C10) or the day entry (after the exit that
removed him). When he does not leave in that phase the step is ``not_available``.

Parameters (:class:`RevengeParams`, defaults: the hunter):

* ``trigger``: ``own_exit`` (his own exit, any cause).
* ``when``: ``any`` | ``night`` | ``day``: the phases whose exits arm him.
* ``required``: ``must`` (the phase may not end without his choice: ``missing_choice``;
  WW4) | ``may`` (``ww_hunter_may_pass``, C8).
* ``void_when``: exit causes that leave him no shot: ``withdrew`` always (rules_spec 6.9
  S10: no last move), ``poison`` by ``ww_hunter_shoots_if_poisoned = false`` (C9).

The target leaves at once (``revenge``), announced ``left:s``; links follow (7.7 step 5).
"""

from __future__ import annotations

from typing import Any, Literal

from pydantic import BaseModel, ConfigDict, StrictBool

from ..errors import IllegalAction
from ..state import ALIVE, DEAD
from ..table import DAY_END_HOOKS, DAY_ROLE_KINDS, EXIT_HOOKS, leave, seat_of
from .kind_params import as_played
from .params import params_as
from .registry import TRIAL, Kind, OptionSpec, register

KIND = "revenge_on_exit"
#: The exit cause of the holder's target (the game log's ``exit`` line).
EXIT_CAUSE = "revenge"


class RevengeParams(BaseModel):
    """The ``revenge_on_exit`` kind's parameters (defaults: Werewolf's hunter, 7.6)."""

    model_config = ConfigDict(defer_build=True, extra="forbid", frozen=True)
    trigger: Literal["own_exit"] = "own_exit"
    when: Literal["any", "night", "day"] = "any"
    #: ``ww_hunter_may_pass`` (C8): he may shoot into the air (no choice needed).
    may_pass: StrictBool = False
    #: ``ww_hunter_shoots_if_poisoned`` (C9): false, a poisoned holder has no shot.
    shoots_if_poisoned: StrictBool = True


def _armed_by(st: Any, cause: str | None) -> bool:
    """True when an exit of this phase with ``cause`` lets the holder shoot."""
    prm = params_as(st, st.scenario.role_of_kind(KIND), RevengeParams)
    night = st.phase in ("night", "intro_night")
    if prm.when == "night" and not night or prm.when == "day" and night:
        return False
    if cause == "poison" and not prm.shoots_if_poisoned:
        return False
    return cause is not None and cause != "withdrew"  # a withdrawal: no last move (6.9 S10)


def gone_tonight(st: Any) -> Any:
    """The holder who left earlier in tonight's entry, before its resolution, armed (his
    lover withdrew: the heartbreak is at once, 6.9 S10, 7.7), whose shot is still owed
    tonight; None otherwise. Read only."""
    if st.phase not in ("night", "intro_night"):
        return None
    p = st.find(KIND, alive_only=False)
    if p is None or p.status == ALIVE or p.exit_phase != f"{st.phase}:{st.number}":
        return None
    return p if _armed_by(st, p.exit_cause) else None


def leaves_tonight(st: Any) -> tuple[bool, Any]:
    """Whether the holder leaves in tonight's resolution (with tonight's steps so far, his
    own aside), armed (not by a voiding cause), or left earlier tonight armed
    (:func:`gone_tonight`); and the state after that resolution (whom he may take: a player
    still in the game after the night's deaths, C10)."""
    me = st.find(KIND)
    if me is None and gone_tonight(st) is None:
        return False, st
    trial = st.clone()
    trial.choices = {k: v for k, v in st.choices.items() if st.scenario.kind_of(k) != KIND}
    try:
        TRIAL["resolve_night"](trial)
    except IllegalAction:  # tonight's steps do not resolve as they stand (a trap's toll
        return False, st  # named with no mine fired): nobody is known to leave yet
    if me is None:
        return True, trial
    gone = trial.view(me.seat)
    return gone.status != ALIVE and _armed_by(st, gone.exit_cause), trial


def check_revenge(st: Any, key: str, actor: Any, value: dict[str, Any]) -> None:
    """At night: only when the holder leaves tonight; a player alive after tonight's deaths,
    not himself (club_scenarios 7.6, 7.12)."""
    if set(value) != {"shoot"}:
        raise IllegalAction("bad_script", key=key, value=value, detail="unknown_choice")
    t = seat_of(st, value["shoot"], key)
    armed, after = leaves_tonight(st)
    if not armed:
        raise IllegalAction("not_available", key=key, role=actor.role, detail="not_left")
    _check_target(after, key, actor, t)


#: The value's one word: ``{shoot: s}``.
SHOOT = "shoot"


def empty_check(st: Any, role: str, actor: Any) -> None:
    """The hunter's ``{}`` at night when he does not leave tonight: he is not called (7.12
    «``not_available`` otherwise»; CF47-33)."""
    if st.phase in ("night", "intro_night") and not leaves_tonight(st)[0]:
        raise IllegalAction("not_available", key=role, role=actor.role, detail="not_left")


def _check_target(after: Any, key: str, actor: Any, t: int) -> None:
    if t == actor.seat:
        raise IllegalAction("invalid_target", key=key, seat=t, role=actor.role, detail="self")
    p = after.view(t)
    if p.status != ALIVE:
        raise IllegalAction("invalid_target", key=key, seat=t, role=p.role, detail="out_of_game")


def check_shot_given(st: Any, kind: Kind) -> None:
    """The night may not end while the holder leaves tonight and has not shot (``must``)."""
    me = st.find(KIND) or gone_tonight(st)
    # «no shot» (``{}``, or ``{shoot: null}``: not given, T20) is no shot: still owed (7.6)
    if me is None or (st.choices.get(me.role) or {}).get(SHOOT) is not None or (
            params_as(st, st.scenario.role_of_kind(KIND), RevengeParams).may_pass):
        return
    if leaves_tonight(st)[0]:
        raise IllegalAction("missing_choice", key=me.role, role=me.role, night=st.number,
                            detail="revenge")


def on_exit(st: Any, p: Any) -> None:
    """After the holder's own exit: his chosen target leaves at once (7.7 step 5, 7.8). By
    day, while his shot is not recorded yet, the win check waits for it (``win_waits``:
    "after each day exit with its chain", 7.9; a lynched hunter at one wolf against two
    players could take the wolf with him, CF45-1)."""
    if p.card.kind != KIND or not _armed_by(st, p.exit_cause):
        return
    shot = (st.choices.get(p.role) or {}).get(SHOOT)
    if isinstance(shot, int) and not isinstance(shot, bool) and 1 <= shot <= len(st.players):
        q = st.view(shot)
        if q.status == ALIVE and shot != p.seat:
            leave(st, st.player(shot), DEAD, EXIT_CAUSE)
            st.pending.append(f"left:{shot}")
    elif st.phase == "day" and p.role not in st.choices:
        st.day.win_waits = p.role


def read_after_the_night(st: Any, own: set[int]) -> set[int]:
    """The seats that left tonight by the holder's shot, or by an exit it set off (a
    lover's heartbreak), given ``own``: the night's own exits (not a link's, not the
    shot's). The morning reads them after the night's other exits: the shot is taken once
    the night's deaths are known (7.6, C10), the hunter «dies and is revealed, the narrator
    calls for silence and the hunter names his victim» (WW14); a narrator's trial heard the
    victim before the hunter (C99-1). Read from tonight's ``exit`` lines of the log, in the
    order the players left: from a shot's exit to the next of the night's own."""
    if not any(p.exit_cause == EXIT_CAUSE and p.exit_phase == f"{st.phase}:{st.number}"
               for p in st.players):
        return set()
    after: set[int] = set()
    shot = False
    for line in st.log:
        if line.kind != "exit" or line.phase != st.phase or line.number != st.number:
            continue
        seat = line.data.get("seat")
        if seat in own:
            shot = False  # a death of the night's own, and the exits it sets off
        elif line.data.get("cause") == EXIT_CAUSE:
            shot = True
        if shot:
            after.add(seat)
    return after


def shot_after_gone(n: Any) -> None:
    """At dawn, after the night's deaths (C10): the shot of a holder who left earlier in
    tonight's entry (:func:`gone_tonight`, not in the game when the night resolved) takes
    its target, as :func:`on_exit` does for a holder who leaves in the resolution."""
    p = n.st.find(KIND, alive_only=False)
    if p is not None and p.seat not in n.alive_at_start and gone_tonight(n.st) is not None:
        on_exit(n.st, p)


def check_day(st: Any, choices: dict[str, Any]) -> None:
    """After the day's steps: a shot by day only from a holder who left today, armed, at a
    player still in the game; without it, the day waits for it (``must``)."""
    holder = st.find(KIND, alive_only=False)
    if holder is None:
        return
    today = holder.exit_phase == f"{st.phase}:{st.number}" and _armed_by(st, holder.exit_cause)
    value = choices.get(holder.role)
    if value == {} and not today and not (holder.exit_cause == "withdrew" and (
            holder.exit_phase == f"{st.phase}:{st.number}")):
        raise IllegalAction("not_available", key=holder.role, role=holder.role,
                            detail="not_left")  # not his day: 7.12 (audit38 F3)
    value = value or None  # ``{}``: no shot given (T20)
    if value is not None:
        # the value's shape first, whoever shoots: a malformed value is ``bad_script`` also
        # from a holder who withdrew (game-script: «``bad_script`` for the entry's shape,
        # then …»; 6.10 S12 accepts his choices, not a malformed one: CF50)
        if not isinstance(value, dict) or set(value) != {"shoot"}:
            raise IllegalAction("bad_script", key=holder.role, value=value,
                                detail="unknown_choice")
        t = seat_of(st, value["shoot"], holder.role)
        if holder.exit_cause == "withdrew" and (
                holder.exit_phase == f"{st.phase}:{st.number}"):
            return  # he withdrew earlier in this entry: accepted, no effect (6.10 S12)
        if not today:
            raise IllegalAction("not_available", key=holder.role, role=holder.role,
                                detail="not_left")
        gone = st.view(t)
        if (gone.exit_cause != EXIT_CAUSE or gone.exit_phase != holder.exit_phase) and (
                t not in _links_of(st, holder.seat)):
            _check_target(st, holder.role, holder, t)
    elif today and st.day.needs is None and not (
            params_as(st, st.scenario.role_of_kind(KIND), RevengeParams).may_pass):
        st.day.needs = holder.role


#: The causes of an exit a link sets off at once (a lover's heartbreak, a linked player).
LINK_CAUSES = ("heartbreak", "link")


def _links_of(st: Any, seat: int) -> set[int]:
    """The seats that left by a link right after ``seat``'s exit in this phase: a lynched
    hunter's lover, still in the game when he shoots (club_scenarios 7.8: «a lynched hunter
    shoots at once (``hunter``), then heartbreaks follow»; CF47-3). His lover's heartbreak
    is applied with his exit; his shot at her takes nobody more."""
    out: set[int] = set()
    after = False
    for line in st.log[len((st.base or st).log):]:  # this phase's lines only
        if line.kind != "exit":
            continue
        if line.data.get("seat") == seat:
            after = True
        elif after and line.data.get("cause") in LINK_CAUSES:
            out.add(line.data.get("seat"))
        elif after:
            break
    return out


def revenge_options(st: Any, key: str, params: Any) -> list[OptionSpec]:
    """The window's options: the one player he takes (and «none» when he may pass)."""
    return [OptionSpec("shoot", build=lambda seats, role: {"shoot": seats[0]},
                       probe=lambda s: {"shoot": s})]


def revenge_required(st: Any, key: str) -> bool:
    """The hunter may not pass unless ``may_pass`` (C8)."""
    return not params_as(st, st.scenario.role_of_kind(KIND), RevengeParams).may_pass


def revenge_tokens(st: Any, key: str, value: dict[str, Any]) -> list[tuple[int, str]]:
    """The ring's token on the player he takes."""
    return [(value["shoot"], "revenge")] if isinstance(value.get("shoot"), int) else []


def not_called(st: Any, p: Any) -> bool:
    """The holder is called at night only when he leaves tonight (or has shot already)."""
    if st.phase not in ("night", "intro_night"):
        return False
    return not (p.card.role in st.choices or leaves_tonight(st)[0])


def _spec_words(params: dict[str, Any]) -> tuple[str, dict[str, Any]]:
    """club_scenarios 9.1's words (CF47-1): ``required`` (``must`` | ``may``) is
    ``may_pass``; ``void_when`` (of ``poisoned``, ``withdrawn``) is ``shoots_if_poisoned``
    (false when it lists ``poisoned``; a withdrawal never leaves a shot, 6.9 S10);
    ``ends_day = false`` is how it plays (his shot does not end the day, 7.8)."""
    out = as_played(params, {"ends_day": False})
    if isinstance(out.get("void_when"), str):
        out["void_when"] = [out["void_when"]]
    if out.get("required") in ("must", "may") and "may_pass" not in out:
        out["may_pass"] = out.pop("required") == "may"
    void = out.get("void_when")
    if (isinstance(void, list) and set(void) <= {"poisoned", "withdrawn"}
            and "shoots_if_poisoned" not in out):
        del out["void_when"]
        out["shoots_if_poisoned"] = "poisoned" not in void
    return KIND, out


REVENGE = register(Kind(
    "club_scenarios 9.1, 10 #15: leaving the game, the holder takes one player with him "
    "(the hunter, 7.6; WW4, WW10, WW11, WW14)",
    action=None, token=None, step=True, stage="exits", params=RevengeParams,
    name=KIND, check=check_revenge, options=revenge_options, end_check=check_shot_given,
    is_spent=not_called, tokens=revenge_tokens, no_pass=revenge_required,
    every_night=shot_after_gone, acts_gone=gone_tonight,
    names_role=True,  # its refusals name the hunter, not the kind (an auditor's note)
    spec_words=_spec_words, empty_check=empty_check,
))
EXIT_HOOKS.append(on_exit)
DAY_ROLE_KINDS.add(KIND)
DAY_END_HOOKS.append(check_day)
