"""The bomber's own kind ``bomber`` (rules_spec 3.5.3; S2:L114, L118; A81-A83): a mafia
member who, once, plants a bomb with a code 1..``bomb_code_max`` on a living player at night
(``{plant: s, code: c}``; tracker ``plant_used``; token ``bomb`` on the holder). The bomb
lies at the ``bomb`` stage (:func:`plant`, before the ocean's wake and the seeds' guns) and
is announced in the morning (``bomb:s``); a bomb whose holder leaves that night is void
(``night._exits``). By day (the day key ``bomb``, :func:`bomb_codes`): the guard's code at
the noon sleep (:func:`guard.defuse`), then the holder's at the day's end: a wrong code and
he leaves. A blocked bomber's bomb is spent under ``blocked_consumes_resource``
(:func:`spend_blocked`).
"""

from __future__ import annotations

from typing import Any

from ..errors import IllegalAction
from ..option import Option, PerSeat
from ..shapes import number, obj, seat
from ..state import ALIVE, DEAD, GameState, PhaseRecord, Player
from ..table import DAY_KEY_KINDS, check_winner, leave, require_alive, seat_of, withdrew_now
from . import guard
from .base import blocked_holder
from .registry import Kind, register

NAME = "bomber"
#: The seat key of his night value (the value also holds ``code``).
ACTION = "plant"
#: His card's counter: true once the bomb is planted.
USED = "plant_used"
#: The section-7 house rules that matter where a scenario has the kind.
HOUSE_RULES = ("bomb_code_max",)


def check_plant(st: GameState, key: str, actor: Player, value: dict[str, Any]) -> None:
    """The bomber, once: a living player and a code 1..``bomb_code_max`` (S2:L114; A81).

    Raises:
        IllegalAction: ``missing_choice``, ``no_uses_left``, ``invalid_target``.
    """
    if set(value) != {ACTION, "code"}:
        raise IllegalAction("missing_choice", key=key, role=key, detail="bomb")
    if actor.card.counters.get(USED):
        raise IllegalAction("no_uses_left", key=key, role=key, detail="bomb")
    t = seat_of(st, value[ACTION], key)
    require_alive(st, t, key)
    code = value["code"]
    top = st.rules.get("bomb_code_max", 5)
    if isinstance(code, bool) or not isinstance(code, int) or not 1 <= code <= top:
        raise IllegalAction("invalid_target", key=key, value=code, detail="bomb_code")


def plant(n: Any) -> None:
    """The bomb at the ``bomb`` stage (S2:L114; A81), when the bomber acts tonight (``n``,
    the night under way): his use spent, the bomb laid (``st.extra["bomb"]``) and, on a
    living holder, announced in the morning (``bomb:s``)."""
    bomber, target_seat = n.pick(NAME, ACTION)
    if bomber is not None:
        bomber.card.counters[USED] = True
        n.st.extra["bomb"] = {"target": target_seat, "code": n.ch[NAME]["code"], "night": n.k}
        n.for_the_living(f"bomb:{target_seat}", target_seat)  # a holder gone: void (A81)


def tokens(st: GameState, key: str, value: dict[str, Any]) -> list[tuple[int, str]]:
    """The ring's token of his step: ``bomb`` on the chosen holder (none without a seat)."""
    seat = value.get(ACTION)
    return [(seat, "bomb")] if isinstance(seat, int) and not isinstance(seat, bool) else []


def marks(st: GameState, p: Player) -> list[tuple[int, str]]:
    """The ring's standing mark of the bomber's card (:attr:`Kind.marks`): by day, ``bomb``
    on the holder of last night's bomb while it may still go off (:func:`bomb_live`, not
    :func:`bomb_over`): the bomb holds until the guard defuses it at the noon sleep or the
    holder names his code at the day's end (S2:L108, L114, L118; A81-A83). The night it is
    laid it is its step's token (:func:`tokens`); the Day 2 ring showed none (LY108-2)."""
    bomb = bomb_live(st)
    if bomb is None or bomb_over(st) is not False:
        return []
    return [(bomb["target"], "bomb")]


def spend_blocked(st: GameState, ch: dict[str, Any], off: dict[int, str]) -> None:
    """``blocked_consumes_resource`` (A31): a blocked bomber's bomb is spent all the same
    (``ch``: tonight's steps by kind; ``off``: who acts for nothing, and why)."""
    p = blocked_holder(st, ch, off, NAME, ACTION)
    if p is not None:
        p.card.counters[USED] = True


# ---------------------------------------------------------------------------------------
# the bomb by day
# ---------------------------------------------------------------------------------------
def bomb_live(st: GameState) -> dict[str, Any] | None:
    """Last night's bomb while it is not done, by day; None otherwise."""
    bomb = st.extra.get("bomb")
    if bomb and not bomb.get("done") and st.phase == "day" and bomb["night"] == st.number - 1:
        return bomb
    return None


def bomb_over(st: GameState) -> bool | None:
    """None without a bomb; else True once the bomb is over, False while it may still go off.

    Over: defused or gone off (``done``: the guard's code at the noon sleep, A83, or the
    holder's at the day's end, S2:L108, L118), void (its holder left the game, A81), or moot
    (the game is over: a guard's code recorded before the exit that decided the winner is
    dropped, decision S12, and the bomb with it). What the trackers and the public display
    say of it (TA30-1)."""
    bomb = st.extra.get("bomb")
    if not bomb:
        return None
    return bool(bomb.get("done") or st.winner is not None
                or st.view(bomb["target"]).status != ALIVE)


def bomb_heard_over(st: GameState) -> bool:
    """True once the table knows the bomb is over: its holder named his code at the end of
    the day (S2:L108), he left the game (A81), or the game is over. Never on the guard's
    code alone: he defuses it in the noon sleep **secretly** (rules_spec 3.5.5 step 6,
    S2:L118), and a bomb gone from the players' display at that moment would tell the table
    so (and, when it lay in front of the guard, who the guard is). What the public display
    says of the morning's bomb (TA30-1, MG31-7); the narrator's trackers say
    :func:`bomb_over`."""
    bomb = st.extra.get("bomb")
    if not bomb:
        return False
    if st.winner is not None or st.view(bomb["target"]).status != ALIVE:
        return True
    named = st.choices.get("bomb") if st.phase == "day" else None
    return bool(bomb.get("done") and isinstance(named, dict) and "holder_code" in named)


def bomb_pending(st: GameState) -> bool:
    """A live bomb still waits for its holder's code at the end of the day (not one in
    front of the guard, defused at the noon sleep: :func:`guard.defuses_own`)."""
    bomb = bomb_live(st)
    return bool(bomb and st.player(bomb["target"]).status == ALIVE and st.winner is None
                and not guard.defuses_own(st, bomb))


def bomb_codes(st: GameState, value: Any, record: PhaseRecord) -> None:
    """The guard's defusal in the noon sleep and the holder's code at the end of the day
    (S2:L108, L114, L118; A81-A83): ``value`` is the day's ``bomb`` step, ``record`` the
    day's record (the guard's code is its private signal).

    Raises:
        IllegalAction: ``bad_script``, ``not_available``, ``invalid_target``,
            ``game_over``, ``not_acting``.
    """
    if not isinstance(value, dict) or not value or set(value) - {"guard_code", "holder_code"}:
        raise IllegalAction("bad_script", key="bomb", value=value, detail="bomb_codes")
    bomb = bomb_live(st)
    if bomb is None:
        today = st.extra.get("bomb")
        done = bool(today and today.get("done") and today["night"] == st.number - 1)
        if done and today is not None and st.view(today["target"]).kind == guard.NAME:
            for code in value.values():  # his own, defused at the noon sleep (T73): a code
                _read_code(st, code)  # he names changes nothing (decision S10)
            return
        raise IllegalAction("not_available", key="bomb", detail="bomb_done" if done else "no_bomb")
    for name in ("guard_code", "holder_code"):
        code = value.get(name)
        if code is None:
            continue
        _check_bomb_code(st, bomb, code)
        enter = guard.defuse if name == "guard_code" else _holder_code
        if enter(st, bomb, code, record):
            check_winner(st)


def noon_sleep(st: GameState, record: PhaseRecord) -> None:
    """What the narrator does at today's noon sleep whatever is recorded (3.5.6 step 6): a
    guard with the live bomb in front of him is told its code (:func:`guard.tell_at_noon`),
    and it is defused (T73; :func:`guard.defuses_own`); a code he names after it, as the
    guard or as the holder, is accepted and changes nothing (decision S10: "whatever he
    says")."""
    bomb = bomb_live(st)
    if bomb is None:
        return
    guard.tell_at_noon(st, bomb, record)
    if guard.defuses_own(st, bomb):
        bomb["done"] = True


def _read_code(st: GameState, code: Any) -> None:
    """Refuse a code that is not a number from 1 to ``bomb_code_max`` (as for planting,
    S2:L114)."""
    if isinstance(code, bool) or not isinstance(code, int):
        raise IllegalAction("bad_script", key="bomb", value=code, detail="bomb_code")
    if not 1 <= code <= st.rules.get("bomb_code_max", 5):
        raise IllegalAction("invalid_target", key="bomb", value=code, detail="bomb_code")


def _check_bomb_code(st: GameState, bomb: dict[str, Any], code: Any) -> None:
    """Refuse a code that is not a number from 1 to ``bomb_code_max`` (:func:`_read_code`),
    or comes when the bomb is done or the game over."""
    _read_code(st, code)
    if bomb.get("done"):
        raise IllegalAction("not_available", key="bomb", detail="bomb_done")
    if st.winner is not None:
        raise IllegalAction("game_over", key="bomb", winner=st.winner)


def _holder_code(st: GameState, bomb: dict[str, Any], code: int, record: PhaseRecord) -> bool:
    """The holder's code at the end of the day (S2:L118): he leaves on a wrong one. False
    when he left the table earlier today (accepted, no effect: 6.10 S12)."""
    holder = st.player(bomb["target"])
    if withdrew_now(st, holder):
        return False  # he left the table earlier today: accepted, no effect (6.10 S12)
    if holder.status != ALIVE:
        raise IllegalAction("not_available", key="bomb", detail="no_bomb")
    bomb["done"] = True
    if code != bomb["code"]:
        leave(st, holder, DEAD, "bomb")
    return True


def _opts_bomb_plant(st: GameState, key: str, kind: str, per_seat: PerSeat) -> list[Option]:
    """The bomber's bomb and its code (a number up to ``bomb_code_max``), or none (3.5.3):
    the code is an :class:`Option`'s ``number``, which no :class:`OptionSpec` has."""
    opts: list[Option] = []
    top = st.rules.get("bomb_code_max", 5)
    targets = per_seat(lambda s: {"plant": s, "code": 1})
    opts.append(
        Option(
            "plant",
            seats=1,
            number=(1, top),
            targets=targets,
            build=lambda seats, role, side, number=1, **kw: {"plant": seats[0], "code": number},
        )
    )
    opts.append(Option("none", build=lambda seats, role, side, **kw: {}))
    return opts


BOMBER = register(Kind(
    "3.5.3 (plant a bomb with a code, once, S2:L114; A81-A83)", None, "bomb", (USED, "flag"),
    step=True, stage="bomb", trackers=((USED, "used"),), name=NAME, check=check_plant,
    every_night=plant, tokens=tokens, marks=marks, scoped_rules=HOUSE_RULES,
    shape=obj(**{ACTION: seat, "code": number}), spend_blocked=spend_blocked,
    panel_rank=170,  # its place on the trackers panel: after the magician, before the gunner
    whole_options=_opts_bomb_plant,
))
# the day's ``bomb`` step (the codes) is this kind's: in a scenario without it the key is
# unknown, ``bad_script`` (game-script's day-key table scopes it to Zodiac; CF45-18, CF46-6)
DAY_KEY_KINDS["bomb"] = NAME
