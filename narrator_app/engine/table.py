"""The table: seats, exits, the log and the outcome (rules_spec 1.1, 1.7, 6.9 S10).

The shared core every scenario uses, with no scenario family in it: a seat from a script
value, who is in the game, a player's exit (half-dead or out for good, with the links that
follow every exit: Jack's curse, Constantine's pool, Saul's trigger), a player who leaves
the table (``withdraw``), the win check and its :class:`Outcome` (winner and why).
Seats are 1-based.
"""

from __future__ import annotations

from dataclasses import dataclass
from typing import Any

from .errors import IllegalAction
from .state import ALIVE, DEAD, HALF_DEAD, GameState, LogLine

#: Day steps in their order (game-script.md); ``withdraw`` is first in any phase entry.
DAY_KEYS = (
    "withdraw",
    "guns",
    "status_inquiry",
    "votes",
    "exit_votes",
    "mayor",
    "lottery",
    "card",
    "chaos",
    "bomb",
)


def seat_of(st: GameState, value: Any, key: str) -> int:
    """A seat number from a script value; bad_script when not a seat of this table."""
    if isinstance(value, bool) or not isinstance(value, int):
        raise IllegalAction("bad_script", key=key, value=value, detail="not_a_seat")
    if not 1 <= value <= len(st.players):
        raise IllegalAction("bad_script", key=key, seat=value, detail="seat_out_of_range")
    return value


def require_alive(st: GameState, seat: int, key: str) -> None:
    p = st.player(seat)
    if p.status != ALIVE:
        raise IllegalAction(
            "invalid_target",
            key=key,
            seat=seat,
            role=p.role,
            detail="half_dead" if p.status == HALF_DEAD else "out_of_game",
        )


def log_line(st: GameState, kind: str, public: bool, **data: Any) -> None:
    st.log.append(LogLine(st.phase, st.number, kind, public, data))


def sherlock(st: GameState):
    """The original Sherlock while he still holds the Sherlock card (not swapped), or None."""
    p = st.holder("sherlock_holmes")
    return p if p is not None and not p.card.counters.get("swapped") else None


def out_for_good(st: GameState, p) -> None:
    """A half-dead player is out for good (Constantine's revival used on another, or
    Constantine gone; A45). Under ``saul_trigger_counts_half_dead = false`` a mafia teammate
    counts for Saul's purchase from this moment (6.9 S5)."""
    p.status = DEAD
    if (
        not st.rules.get("saul_trigger_counts_half_dead", True)
        and st.side(p.seat) == "mafia"
        and p.kind != "saul_goodman"
    ):
        st.mafia_exits += 1


def leave(st: GameState, p, status: str, cause: str) -> None:
    """``p`` leaves the game (night exit: dead; vote exit: half-dead or dead, rules_spec 1.7)."""
    # Saul's trigger: a teammate's exit, never Saul's own (6.9 S5; A33)
    opens = st.side(p.seat) == "mafia" and p.kind != "saul_goodman"
    p.status = status
    p.exit_cause = cause
    p.exit_phase = f"{st.phase}:{st.number}"
    if st.rules.get("reveal_role_on_death"):
        p.role_public = True
    if opens and (status == DEAD or st.rules.get("saul_trigger_counts_half_dead", True)):
        st.mafia_exits += 1
    log_line(st, "exit", status != HALF_DEAD or True, seat=p.seat, cause=cause, status=status)
    if p.kind == "constantine" or (st.holder("constantine") is None):
        for q in st.players:
            if q.status == HALF_DEAD:
                out_for_good(st, q)
    jack = st.holder("jack_sparrow")
    if jack is not None and jack.card.counters.get("curse") == p.seat and jack is not p:
        # the curse link: Jack leaves with his cursed player, whatever the cause (S2:L63)
        jack.role_public = True
        leave(st, jack, DEAD, "curse_link")
        if "jack_left" not in st.pending:
            st.pending.append("jack_left")


def check_withdraw(st: GameState, value: Any) -> None:
    """Refuse an illegal ``withdraw`` (rules_spec 6.9 S10): a non-empty list of different
    seats (1-based) of players still at the table (in the game or half-dead).

    Raises:
        IllegalAction: bad_script (not a list, not a seat, a seat twice), invalid_target (a
            player already out for good).
    """
    if not isinstance(value, list) or not value:
        raise IllegalAction("bad_script", key="withdraw", value=value, detail="not_a_list")
    seen: set[int] = set()
    for v in value:
        s = seat_of(st, v, "withdraw")
        if s in seen:
            raise IllegalAction("bad_script", key="withdraw", seat=s, detail="seat_twice")
        seen.add(s)
        if st.player(s).status == DEAD:
            raise IllegalAction(
                "invalid_target", key="withdraw", seat=s, role=st.player(s).role,
                detail="out_of_game",
            )


def withdraw(st: GameState, seats: list[int]) -> None:
    """Players leave the table for good (rules_spec 6.9 S10): out of the game (never
    half-dead, never in Constantine's pool), announced ``withdrew:s``; an exit like any other
    for Jack's curse link, Saul's trigger, Kane's mark and Constantine; the win check follows.
    Called first in a phase, before every other step."""
    for s in seats:
        p = st.player(s)
        if p.status == DEAD:
            continue
        leave(st, p, DEAD, "withdrew")
        st.pending.append(f"withdrew:{s}")
    check_winner(st)


def status_counts(st: GameState) -> dict[str, int]:
    """Players out of the game by side (the status answer, ``counts_by_side``; A69, A87)."""
    out = {"mafia": 0, "city": 0, "independent": 0}
    for p in st.players:
        if p.status != ALIVE:
            out[st.side(p.seat)] += 1
    return out


@dataclass(frozen=True)
class Outcome:
    """How a game ended, like python-chess's ``Outcome``: ``winner`` (``mafia``, ``city``
    or an independent's role kind: ``jack_sparrow``, ``sherlock_holmes``, ``zodiac``) and
    ``termination``, why: ``mafia_gone`` (no mafia left, 3.1.7), ``parity`` (mafia at least
    the rest), ``jack_mafia_gone`` / ``jack_three_left`` (S2:L66-L67), ``zodiac_alone``
    (A77), ``handshake`` (the chaos day, 3.3.5)."""

    termination: str
    winner: str


def outcome(st: GameState) -> Outcome | None:
    """The game's :class:`Outcome`, or None while it goes on."""
    if st.winner is None:
        return None
    return Outcome(st.extra.get("termination", "parity"), st.winner)


def declare(st: GameState, winner: str, termination: str) -> None:
    """Set the winner, why (:class:`Outcome`), and the winning seats (game-script.md)."""
    st.winner = winner
    st.extra["termination"] = termination
    if winner in ("jack_sparrow", "sherlock_holmes", "zodiac"):
        holder = st.holder(winner, alive_only=False)
        seats = [holder.seat] if holder else []
    else:
        seats = [p.seat for p in st.players if st.side(p.seat) == winner]
        for p in st.players:
            if p.kind == "nostradamus" and p.card.counters.get("side") == winner:
                if p.status == ALIVE or not st.rules.get("nostradamus_must_survive"):
                    seats.append(p.seat)
    st.winning_seats = sorted(seats)
    log_line(st, "winner", True, winner=winner, seats=list(st.winning_seats))


def check_winner(st: GameState) -> str | None:
    """Set ``st.winner`` and ``st.winning_seats`` when a side has won; return the winner."""
    if st.winner is not None:
        return st.winner
    mafia = city = 0
    for p in st.players:
        if p.status != ALIVE:
            continue
        side = st.side(p.seat)
        if side == "mafia":
            mafia += 1
        elif side == "city":
            city += 1
        elif p.kind == "nostradamus" and st.rules.get("nostradamus_in_parity") == "counted":
            chosen = p.card.counters.get("side")
            if chosen == "mafia":
                mafia += 1
            elif chosen == "city":
                city += 1
    winner = why = None
    jack = st.holder("jack_sparrow")
    me = sherlock(st)
    zodiac = st.holder("zodiac")
    if zodiac is not None:
        # the Zodiac wins alone with few enough left (A77); mafia parity counts him (3.5.7)
        if len(st.alive_seats()) <= st.rules.get("zodiac_win_alive_max", 2):
            winner, why = "zodiac", "zodiac_alone"
        elif mafia and mafia >= city + 1:
            winner, why = "mafia", "parity"
    elif jack is not None:
        # while Jack lives, mafia parity never ends the game (S2:L66-L67; A54)
        if mafia == 0:
            winner, why = "jack_sparrow", "jack_mafia_gone"
        elif len(st.alive_seats()) <= 3:
            winner, why = "jack_sparrow", "jack_three_left"
    else:
        if me is not None and st.rules.get("sherlock_in_parity", "counted") == "counted":
            city += 1  # Sherlock counts as non-mafia for parity (S2:L142; A64)
        if mafia == 0:
            winner, why = "city", "mafia_gone"
        elif mafia >= city:
            winner, why = "mafia", "parity"
    if winner is None or why is None:
        return None
    declare(st, winner, why)
    return winner
