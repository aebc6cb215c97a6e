"""The ability kind ``sherlock_holmes``: Sherlock's nightly guess and swap (rules_spec 3.3;
S2:L128-L143; A58-A64; 6.9 S6-S7), in one module (issue 21, design point 1).

Night value: ``{guess: {seat: s, role: r}}`` (or ``{}``: no guess). He guesses from night
``sherlock_first_guess_night`` on (0: the intro night, as step 0 of the night, A59) until a
swap: a right guess swaps the two role cards with their counters at once (S2:L137; the
former Sherlock acts in his new role that same night, A61), not when he is handcuffed (6.9
S6); the swap victim leaves at dawn holding the Sherlock card (S2:L138; A60). The narrator
signals ``right`` or ``wrong`` at once (6.9 S7: the private signal ``sherlock_guess``, so
taking the step back needs his confirmation). The unswapped Sherlock is immortal to the
night's shots on ``sherlock_immortal_nights`` (A58), and a chaos day (three left: one mafia,
one city and he, :func:`chaos_day`) is played by the handshake (3.3.5; A62-A63,
:func:`run_chaos`, which ``day.run_day`` calls).

Checks: ``wrong_phase`` (the intro night before his first guess night), ``not_acting``,
``bad_script`` (``unknown_choice``, ``unknown_role``), ``invalid_target`` (himself; a player
out of the game).
"""

from __future__ import annotations

from collections.abc import Callable
from typing import Any

from ..errors import IllegalAction
from ..option import Option, PerSeat
from ..shapes import GUESS, obj
from ..state import ALIVE, DEAD, GameState, PhaseRecord, Player
from ..table import (
    DAY_KEY_KINDS,
    declare,
    leave,
    left_table_now,
    log_line,
    require_alive,
    seat_of,
)
from .registry import Kind, register

NAME = "sherlock_holmes"


def sherlock(st: GameState) -> Player | None:
    """The original Sherlock while he still holds the Sherlock card (not swapped), or None:
    to read only (:meth:`GameState.find`)."""
    p = st.find(NAME)
    return p if p is not None and not p.card.counters.get("swapped") else None


def swap_victim(p: Player) -> bool:
    """True when ``p`` holds the Sherlock card after a swap: tonight's swap victim, who
    leaves at dawn (S2:L138; A60) and is no longer the scenario's independent."""
    return p.kind == NAME and bool(p.card.counters.get("swapped"))


def check(st: GameState, kind: str, value: dict[str, Any]) -> None:
    """Sherlock's guess, any night (the intro night too: his first guess, A59): a seat and
    an exact role id of the scenario; from night ``sherlock_first_guess_night`` on, until a
    swap (S2:L137). ``kind`` is his step's kind (the refusals' key and role name it).

    Raises:
        IllegalAction: ``wrong_phase``, ``not_acting``, ``bad_script``, ``missing_choice``
            (a guess without its seat or role), ``invalid_target``.
    """
    if left_table_now(st, NAME):
        return
    me = sherlock(st)
    if st.phase == "intro_night" and st.rules.get("sherlock_first_guess_night", 1) != 0:
        raise IllegalAction("wrong_phase", key=NAME, role=NAME, night=st.number)
    if me is None:
        raise IllegalAction("not_acting", key=NAME, role=NAME, night=st.number)
    if not value:
        return
    guess = value.get("guess")
    if set(value) != {"guess"} or not isinstance(guess, dict) or not set(guess) <= {"seat", "role"}:
        raise IllegalAction("bad_script", key=NAME, value=value, detail="unknown_choice")
    if set(guess) != {"seat", "role"}:  # a guess with its seat or role left out, as the
        # sixth sense's (guess_role): a required choice absent (game-script missing_choice)
        raise IllegalAction("missing_choice", key=NAME, role=NAME, detail="role_guess")
    if not st.scenario.has_role(guess["role"]):
        raise IllegalAction("bad_script", key=NAME, value=guess["role"], detail="unknown_role")
    t = seat_of(st, guess["seat"], NAME)
    require_alive(st, t, NAME)
    if t == me.seat:
        raise IllegalAction("invalid_target", key=NAME, seat=t, role=NAME, detail="self")


def swap(st: GameState, value: dict[str, Any]) -> None:
    """What his confirmed guess changes at once (``on_confirm``): a right guess swaps the
    role cards with their counters (S2:L137), so the former Sherlock acts in his new role
    that same night (A61) — not when he is handcuffed (6.9 S6)."""
    me = sherlock(st)
    guess = value["guess"]
    target = st.player(guess["seat"])
    if (
        me is not None
        and me.handcuffed_night != st.number
        and target.status == ALIVE
        and target.role == guess["role"]
    ):
        me = st.player(me.seat)
        me.card, target.card = target.card, me.card
        target.card.counters["swapped"] = True
        target.card.hidden["swap_night"] = st.number


def first_guess_tonight(st: GameState) -> str | None:
    """His role id when his first guess is step 0 of tonight (the intro night under
    ``sherlock_first_guess_night = 0``, 3.3.3; A59), else None."""
    sher = st.scenario.role_of_kind(NAME)
    if (
        st.phase == "intro_night"
        and st.scenario.has_role(sher)
        and st.rules.get("sherlock_first_guess_night", 1) == 0
    ):
        return sher
    return None


def guess_signal(st: GameState, by_kind: dict[str, Any] | None = None) -> str | None:
    """``right`` or ``wrong``: what the narrator signals to Sherlock after tonight's guess
    (6.9 S7); None when he did not guess or his guess has no effect (handcuffed, 6.9 S6).
    ``by_kind``: tonight's steps by kind (:meth:`GameState.by_kind`) when the caller has
    them already (the night's end)."""
    if by_kind is None:
        by_kind = st.by_kind()
    guess = (by_kind.get(NAME) or {}).get("guess")
    if not isinstance(guess, dict):
        return None
    target = st.view(guess["seat"])
    if target.kind == NAME and target.card.hidden.get("swap_night") == st.number:
        return "right"
    me = sherlock(st.base or st)
    if me is None or me.handcuffed_night == st.number:
        return None
    return "wrong"


def signal_value(st: GameState, key: str) -> dict[str, Any] | None:
    """The private signal of his confirmed step ``key``: ``{"sherlock_guess": "right" |
    "wrong"}`` (6.9 S7), None when it has none (see :func:`guess_signal`)."""
    result = guess_signal(st)
    return None if result is None else {"sherlock_guess": result}


def card_moved(card: Any, seat: int) -> None:
    """A face-off takes ``card`` (a :class:`~narrator_app.engine.state.Card`) from the
    player at ``seat``: the Sherlock card keeps the seat it was dealt to (its
    ``original_player``, rules_spec 3.3.7), whose holder alone is immortal (3.3.3)."""
    if card.kind == NAME:
        card.hidden.setdefault("original_player", seat)


def immortal(st: GameState, seat: int) -> bool:
    """True when ``seat`` is the unswapped Sherlock on one of his immortal nights
    (``sherlock_immortal_nights``, A58): the night's shots do not remove him. Only the
    original Sherlock (3.3.3: «Immortality applies only to the *original* Sherlock while
    he still holds the Sherlock card»): a face-off's recipient of the card is not (an
    auditor, CF57)."""
    me = sherlock(st)
    return (
        me is not None
        and me.seat == seat
        and me.card.hidden.get("original_player", seat) == seat
        and st.phase == "night"
        and st.number in st.rules.get("sherlock_immortal_nights", [1, 2])
    )


def swap_victims_leave(n: Any) -> None:
    """Step 8 of the night ``n`` (``night.Night``): the swap victim leaves at dawn holding
    the Sherlock card, his role shown (S2:L138; A60)."""
    st = n.st
    if NAME not in st.scenario.card_kinds():
        return  # no card of his kind in this game (:meth:`GameState.find`'s rule)
    for q in st.players:
        if q.status == ALIVE and swap_victim(q):
            n.deaths[q.seat] = "sherlock_swap"
            st.player(q.seat).role_public = True


def intro_swap_exits(st: GameState) -> list[int]:
    """The swap victim of the intro night (``sherlock_first_guess_night = 0``, A59) leaves
    at dawn holding the Sherlock card, like any other night's (S2:L138; A60): the seats
    that left."""
    gone: list[int] = []
    if NAME not in st.scenario.card_kinds():
        return gone  # no card of his kind in this game (:meth:`GameState.find`'s rule)
    for q in st.players:
        if q.status == ALIVE and swap_victim(q):
            p = st.player(q.seat)
            p.role_public = True
            leave(st, p, DEAD, "sherlock_swap")
            gone.append(p.seat)
    return gone


def former_seat(st: GameState) -> int | None:
    """Tonight's swapper: the seat whose guess tonight took another's role."""
    guess = (st.by_kind().get(NAME) or {}).get("guess")
    victim = guess.get("seat") if guess else None
    for p in (st.base or st).players:
        if p.kind == NAME and p.seat != victim:
            return p.seat
    return None


def night_call(st: GameState, key: str, add: Callable[..., Any], alive_mafia: list[int]) -> None:
    """His line on the night's checklist (``add(key, kind, role, seats)``): called while he
    holds his role, and kept (with the swapper's seat) once tonight's guess took another's
    role."""
    me = sherlock(st)
    if key in st.choices or me is not None:
        seat = me.seat if me is not None else former_seat(st)
        add(key, "input", key, [seat] if seat else [])


def intro_call(st: GameState, add: Callable[..., Any]) -> None:
    """His first guess on the intro night's checklist when it is tonight (A59): step 0 of
    the night (3.3.3)."""
    me = sherlock(st)
    if st.rules.get("sherlock_first_guess_night", 1) == 0 and (
        me is not None or NAME in st.by_kind()
    ):
        seat = me.seat if me is not None else former_seat(st)
        sher = st.scenario.role_of_kind(NAME)
        add(sher, "input", sher, [seat] if seat else [])


def guess_token(value: dict[str, Any], tok: str, put: Callable[[Any, str], None]) -> None:
    """The ring's token of his guess ``value``: on its seat (``put(seat, token)``)."""
    if isinstance(value.get("guess"), dict):
        put(value["guess"].get("seat"), tok)


def chaos_day(st: GameState) -> bool:
    """A chaos (کی‌آس) day: the day began with exactly three in the game, one mafia, one
    city and the unswapped Sherlock (rules_spec 3.3.5; A62: the trigger is the win check
    before the day, so the day is judged by its start, ``st.base``). No normal vote; the
    handshake decides. A day whose vote leaves three is not one: the night comes first
    (the window offered the handshake at once, then refused it, a narrator's trial)."""
    start = st.base or st
    me = sherlock(start)
    if st.phase != "day" or me is None or st.winner is not None:
        return False
    alive = start.alive_seats()
    sides = sorted(start.side(s) for s in alive if s != me.seat)
    return len(alive) == 3 and me.status == ALIVE and sides == ["city", "mafia"]


#: Who wins the chaos handshake, by the pair's sides (``sherlock``: the swap's independent,
#: who wins under his own role id).
HANDSHAKE = {
    frozenset({"mafia", "city"}): "mafia",
    frozenset({"sherlock", "mafia"}): "sherlock",
    frozenset({"sherlock", "city"}): "city",
}


def run_chaos(st: GameState, choices: dict[str, Any]) -> None:
    """The chaos day's ``choices`` (``{chaos: {point: {seat: seat}}}`` or a list of rounds)
    applied to ``st`` (rules_spec 3.3.5; S2:L139-L140; A63): each of the three points at one
    of the other two; a mutual pair decides by :data:`HANDSHAKE`; no pair:
    ``chaos_no_handshake``. Appends the day's record; a winner is declared (``handshake``).

    Raises:
        IllegalAction: ``wrong_phase`` (another step), ``bad_script`` (``chaos_points``),
            ``invalid_target`` (``chaos``), ``game_over`` (a round after the decision).
    """
    record = PhaseRecord(st.phase, st.number)
    record.announce += st.pending
    st.pending = []
    for key in choices:
        if key not in ("chaos", "withdraw"):
            raise IllegalAction("wrong_phase", key=key, detail="chaos_day")
    st.day.needs = "chaos"
    value = choices.get("chaos")
    if value is not None:
        rounds = value if isinstance(value, list) else [value]
        alive = set(st.alive_seats())
        me = sherlock(st)
        assert me is not None  # a chaos day is his (chaos_day)
        for i, rnd in enumerate(rounds):
            point = rnd.get("point") if isinstance(rnd, dict) else None
            if not isinstance(point, dict) or set(point) != alive:
                raise IllegalAction("bad_script", key="chaos", value=rnd, detail="chaos_points")
            for a, b in point.items():
                if b not in alive or b == a:
                    raise IllegalAction("invalid_target", key="chaos", seat=b, detail="chaos")
            pair = next((frozenset({a, b}) for a, b in point.items() if point.get(b) == a), None)
            record.announce.append("chaos")
            log_line(st, "chaos", True, point=dict(point), round=i + 1)
            winner = None
            if pair is not None:
                kinds = frozenset("sherlock" if s == me.seat else st.side(s) for s in pair)
                winner = HANDSHAKE[kinds]
                if winner == "sherlock":
                    winner = me.role  # he wins under his role id (rules_spec 6.10 S17)
            elif st.rules.get("chaos_no_handshake") == "mafia" or (
                st.rules.get("chaos_no_handshake") == "retry_then_mafia" and i >= 1
            ):
                winner = "mafia"
            if winner is not None:
                if i + 1 < len(rounds):
                    raise IllegalAction("game_over", winner=winner)
                st.day.needs = None
                declare(st, winner, "handshake")
                break
    st.records.append(record)


def _opts_guess(st: GameState, key: str, kind: str, per_seat: PerSeat) -> list[Option]:
    """Sherlock's guess: a seat and a role (3.3), each seat's legality asked of the rules
    (any role of the scenario does to probe a seat: its filler citizen), or none."""
    opts: list[Option] = []
    probe = st.scenario.roster.filler_city  # any role of the scenario does to probe a seat
    targets = per_seat(lambda s: {"guess": {"seat": s, "role": probe}})
    opts.append(
        Option(
            "guess",
            seats=1,
            role_guess=True,
            targets=targets,
            build=lambda seats, role, side, **kw: {"guess": {"seat": seats[0], "role": role}},
        )
    )
    opts.append(Option("none", build=lambda seats, role, side, **kw: {}))
    return opts


SHERLOCK = register(Kind(
    "3.3 (guess and swap, S2:L128-L143; A58-A64, 6.9 S6-S7)", None, "guessed", step=True,
    signal="sherlock_guess", confirm_undo=True, trackers=(("swapped", "swap"),), name=NAME,
    whole_check=check, on_confirm=swap, signal_value=signal_value, shape=obj(guess=GUESS),
    immortal=lambda st, p: immortal(st, p.seat),  # his immortal nights (A58)
    scoped_rules=("sherlock_immortal_nights", "sherlock_first_guess_night",
                  "sherlock_in_parity", "chaos_no_handshake"),
    panel_rank=90,  # its place on the trackers panel: after Jack, before Dr Lecter
    whole_options=_opts_guess, place_token=guess_token, night_call=night_call,
    call_dummy=("handcuffed",),
))
# the day's ``chaos`` step is this kind's: in a scenario without it the key is unknown,
# ``bad_script`` (game-script's day-key table scopes it to godfather_sherlock; CF46-6)
DAY_KEY_KINDS["chaos"] = NAME
