"""The ability kind ``nostradamus``: Nostradamus's intro-night step (rules_spec 3.1.2; S0:L7;
A47-A48), in one module (issue 21, design point 1).

Night value (the intro night only): ``{pick: [a, b, c], side: "city" | "mafia"}``. He picks
three other living players; the narrator shows him how many of them are mafia (the
Godfather counted as a citizen: the private signal ``nostradamus_count``, so taking the step
back needs his confirmation), and he takes a side, the mafia's when the count forces it
(``nostradamus_forced_threshold``). His card keeps the side (tracker ``side``), the picks and
the count; the team's night shot never removes him while his shield lasts (S0:L7). The
night cannot end on the intro night before his step (``missing_choice``).

Checks: ``wrong_phase`` (a main night), ``not_acting``, ``bad_script`` (``unknown_choice``,
``unknown_side``), ``missing_choice`` (``picks``, ``side``), ``invalid_target`` (himself,
a player out of the game, not three different players), ``forced_side``.
"""

from __future__ import annotations

from typing import Any

from ..errors import IllegalAction
from ..option import Option, PerSeat
from ..shapes import SEATS, obj, one_of
from ..state import ALIVE, GameState, PhaseRecord, Player
from ..table import left_table_now, log_line, require_alive, seat_of
from .params import role_kind
from .registry import Kind, register

NAME = "nostradamus"


def nostradamus_count(st: GameState, picks: list[int]) -> int:
    """Mafia among Nostradamus's picks, the Godfather counted as a citizen (S0:L7)."""
    return sum(1 for s in picks
               if st.side(s) == "mafia"
               and not getattr(role_kind(st.scenario, st.view(s).role, st.rules),
                               "counted_citizen", False))


def nostradamus_forced(st: GameState, count: int) -> bool:
    """True when the count forces the mafia side (S0:L7; A47 ``nostradamus_forced_threshold``)."""
    if st.rules.get("nostradamus_forced_threshold", "at_least_2") == "exactly_2":
        return count == 2
    return count >= 2


def check(st: GameState, kind: str, value: dict[str, Any]) -> None:
    """His step, on the intro night only (``wrong_phase`` on another): three different
    living players other than himself, and a side, the mafia's when the count forces it
    (S0:L7; A47). ``kind`` is his step's kind (the wrong phase names it).

    Raises:
        IllegalAction: ``wrong_phase``, ``not_acting``, ``bad_script``, ``missing_choice``,
            ``invalid_target``, ``forced_side``.
    """
    if st.phase != "intro_night":
        raise IllegalAction("wrong_phase", key=kind, role=kind, night=st.number)
    if not left_table_now(st, NAME):
        _check_picks(st, value)


def _check_picks(st: GameState, value: dict[str, Any]) -> None:
    actor = st.find(NAME)
    if actor is None:
        raise IllegalAction("not_acting", key=NAME, role=NAME, night=st.number)
    if set(value) - {"pick", "side"}:
        raise IllegalAction("bad_script", key=NAME, value=value, detail="unknown_choice")
    picks = value.get("pick")
    if not isinstance(picks, list):
        raise IllegalAction("missing_choice", key=NAME, role=NAME, detail="picks")
    seats = [seat_of(st, s, NAME) for s in picks]
    for s in seats:
        require_alive(st, s, NAME)
        if s == actor.seat:
            raise IllegalAction("invalid_target", key=NAME, seat=s, role=NAME, detail="self")
    if len(seats) != 3 or len(set(seats)) != 3:
        raise IllegalAction("invalid_target", key=NAME, role=NAME, detail="three_different")
    side = value.get("side")
    if side is None:
        raise IllegalAction("missing_choice", key=NAME, role=NAME, detail="side")
    if side not in ("city", "mafia"):
        raise IllegalAction("bad_script", key=NAME, value=side, detail="unknown_side")
    if side == "city" and nostradamus_forced(st, nostradamus_count(st, seats)):
        raise IllegalAction("forced_side", key=NAME, role=NAME, seat=actor.seat)


def end_check(st: GameState, kind: Kind) -> None:
    """The intro night does not end before his step while he plays (``missing_choice``,
    detail ``nostradamus_step``)."""
    if st.phase == "intro_night" and st.find(NAME) is not None and NAME not in st.by_kind():
        raise IllegalAction(
            "missing_choice", key=NAME, role=NAME, night=st.number, detail="nostradamus_step"
        )


def signal_value(st: GameState, key: str) -> dict[str, Any] | None:
    """The private signal of his confirmed step ``key``: ``{"nostradamus_count": n}``, the
    mafia among his picks (S0:L7); None before he picks."""
    value = st.choices.get(key)
    if not value:
        return None
    return {"nostradamus_count": nostradamus_count(st, value["pick"])}


def forced_refusal(st: GameState) -> IllegalAction:
    """The refusal of the city side when the count forces the mafia's (``forced_side``,
    S0:L7; A47), naming his seat while he holds the card."""
    actor = st.holder(NAME)
    return IllegalAction("forced_side", key=NAME, role=NAME,
                         seat=actor.seat if actor is not None else None)


def step_rules(st: GameState, key: str) -> list[IllegalAction]:
    """The rule his step ``key`` must follow, said before it is made (rules_spec 3.1.2 step
    3.2; S0:L7, S2:L94): with two mafia among his picks he must take the mafia side
    (``forced_side``)."""
    actor = st.find(NAME, alive_only=False)
    return [IllegalAction("forced_side", key=key, role=key,
                          seat=actor.seat if actor is not None else None)]


def shielded(st: GameState, p: Player) -> bool:
    """True while his shield lasts: the team's night shot never removes him (S0:L7; his
    kind's :attr:`Kind.shot_shield`)."""
    return not p.card.hidden.get("shield_lost")


def on_intro_night(st: GameState, record: PhaseRecord) -> None:
    """The intro night's resolution of his step: his card keeps the side, the picks and the
    count; the count is the night ``record``'s private signal (S0:L7)."""
    nv = st.by_kind().get(NAME)
    nos = st.holder(NAME)
    if nv and nos is not None:
        picks = list(nv["pick"])
        count = nostradamus_count(st, picks)
        nos.card.counters["side"] = nv["side"]
        nos.card.hidden["picks"] = picks
        nos.card.hidden["count"] = count
        record.private["nostradamus_count"] = count
        log_line(st, "private", False, name="nostradamus_count", value=count, seat=nos.seat)


def _opts_nostradamus(st: GameState, key: str, kind: str, per_seat: PerSeat) -> list[Option]:
    """Nostradamus's three picks and a side (3.1.2): any living player but himself (no
    «none»: the intro night waits for his step)."""
    opts: list[Option] = []
    me = st.holder(NAME)

    def pick_ok(s: int) -> IllegalAction | None:
        p = st.player(s)
        if p.status != ALIVE:
            return IllegalAction(
                "invalid_target", key=key, seat=s, role=p.role, detail="out_of_game"
            )
        if me is not None and s == me.seat:
            return IllegalAction("invalid_target", key=key, seat=s, role=key, detail="self")
        return None

    opts.append(
        Option(
            "pick",
            seats=3,
            side_choice=True,
            targets={p.seat: pick_ok(p.seat) for p in st.players},
            build=lambda seats, role, side, **kw: {"pick": seats, "side": side},
        )
    )
    return opts


NOSTRADAMUS = register(Kind(
    "3.1.2 (three picks, the count, a side; shield, S0:L7; A47-A48)", step=True,
    signal="nostradamus_count", confirm_undo=True, trackers=(("side", "side"),), name=NAME,
    whole_check=check, end_check=end_check, signal_value=signal_value, intro_night=True,
    intro_night_only=True, step_rules=step_rules, shot_shield=shielded,
    shape=obj(pick=SEATS, side=one_of("city", "mafia")),
    scoped_rules=("nostradamus_forced_threshold", "nostradamus_in_parity",
                  "nostradamus_must_survive"),
    panel_rank=70,  # its place on the trackers panel: after Constantine
    whole_options=_opts_nostradamus,
))
