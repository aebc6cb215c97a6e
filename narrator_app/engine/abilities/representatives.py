"""The ``representatives`` day procedure (club_scenarios 9.6, 4.8; Namayande).

On the procedure's first day the table elects two representatives (``election: [a, b]``:
the seats of slot 1 and slot 2) and nobody is voted out. They serve for the rest of the game
(the procedure's setting ``election``, a file's own house rule: ``every_day`` elects
again each day, 4.10 C19); a slot whose representative has left is
filled by a by-election at the start of the next day's vote section (C20: ``election``
repeats the seat of the slot still held). On later days representative 1, then 2, each names
one accused (``accused: [a, b]``, a living player other than himself; both may name the same
one), and the table votes once (``votes: {accused: count}``, each living player for any of the
accused, never himself).

Counting (4.8): an accused's count is moved by the vote moves the kinds register
(:data:`VOTE_MOVES`: slot → ±1, the Don's treason vote, ``day_power`` ``move_vote``) when the
move's slot named him; a player kept out by a kind (:data:`KEPT_OUT`: the lawyer's client,
``day_power`` ``keep_out``) counts zero and is announced ``immune:s`` when he had votes. An
accused reaching the day's defence threshold (``defense_threshold_rule``) is out-voted; of the
out-voted the higher count leaves (his role hidden), a tie goes to the death lottery
(``lottery``), none out-voted: nobody leaves. A day on which the rebel struck (``terror``)
ends with it: the procedure's steps are then ``not_available``.

The procedure's state is ``state.extra["representatives"]`` (two seats or None).
"""

from __future__ import annotations

from collections.abc import Callable
from typing import Any

from ..errors import IllegalAction
from ..file_rules import procedure_setting
from ..state import ALIVE, DEAD, GameState, PhaseRecord
from ..table import (
    announce_now,
    check_winner,
    leave,
    log_line,
    require_alive,
    seat_of,
    withdrew_now,
)
from .armour import absorbs_day_exit, break_at_defence
from .steps import (
    DAY_ENDERS,
    DAY_OPENERS,
    DAY_PROCEDURES,
    NOBODY_LEAVES,
    DayProcedure,
    register_procedure,
)

NAME = "representatives"
#: ``state.extra`` key of the two slots.
STORE = "representatives"
#: The standard day steps this procedure replaces (refused ``not_available``).
CLOSED = ("exit_votes", "mayor", "card")
#: Its own day steps, in their order.
KEYS = ("election", "accused", "votes", "lottery")

#: Kinds' vote moves: each (state) → {slot (1 or 2): delta} for today (the treason vote).
VOTE_MOVES: list[Callable[[GameState], dict[int, int]]] = []
#: Kinds' keep-outs: each (state) → the seats that cannot leave by today's vote.
KEPT_OUT: list[Callable[[GameState], set[int]]] = []


def slots(st: GameState) -> list[int | None]:
    """The two representatives' seats (1-based; None for an empty slot: never elected, or
    its representative has left the game)."""
    held = list(st.extra.get(STORE) or [None, None])
    return [s if s is not None and st.view(s).status == ALIVE else None for s in held]


def holds(st: GameState) -> bool:
    """True on every main day (the procedure replaces the day's vote)."""
    return st.phase == "day" and st.number >= 1


def election_due(st: GameState) -> bool:
    """True when today's vote section starts with an election (the first day, an empty
    slot, or every day under the setting ``election = every_day``)."""
    return _election_due(st)


def _struck(st: GameState) -> bool:
    """True when the day's opening strike recorded today ends the day: its kind says it
    does (``DAY_ENDERS``: the rebel's ``ends_day``; it ended the day whatever it said, an
    auditor's club file, CF46-28), unless its holder left the table earlier today (he
    strikes with no effect, rules_spec 6.10 S12, and the day goes on; CF45-16)."""
    ends = DAY_ENDERS.get("terror")
    if ends is None or not ends(st):
        return False
    offered = DAY_OPENERS.get("terror")
    seats = offered[0](st) if offered is not None else None
    return not (seats and any(withdrew_now(st, st.view(s)) for s in seats))


def first_day(st: GameState) -> bool:
    """True on the game's first main day (no representatives yet, no earlier main day
    recorded): the election only, no exit vote (4.4, C21). A first day the rebel's terror
    ended held no election; the next day holds it and the vote (4.6 "on any later day,
    before the election"; 4.8: only the first day has no exit vote; CF45-15)."""
    start = st.base or st
    return not start.extra.get(STORE) and not any(r.phase == "day" for r in start.records)


def _election_due(st: GameState) -> bool:
    if not st.extra.get(STORE):
        return True  # the first day: the election
    if _every_day(st):
        return True
    return None in slots(st)  # a by-election (C20)


def _every_day(st: GameState) -> bool:
    """True when the table elects every day (the procedure's setting ``election``, a file's
    own house rule: ``once`` | ``every_day``, 4.10 C19)."""
    return procedure_setting(st, NAME, "election", "once") == "every_day"


def check_election(st: GameState, value: Any) -> list[int]:
    """``[a, b]``: two different living players; a slot still held keeps its seat.

    Raises:
        IllegalAction: bad_script (not two seats), invalid_target (a player out of the game,
            the same seat twice, a held slot given another seat)."""
    if not isinstance(value, list) or len(value) != 2:
        raise IllegalAction("bad_script", key="election", value=value, detail="two_seats")
    seats = [seat_of(st, v, "election") for v in value]
    for s in seats:
        require_alive(st, s, "election")
    if seats[0] == seats[1]:
        raise IllegalAction("invalid_target", key="election", seat=seats[0], detail="same_seat")
    if st.extra.get(STORE) and not _every_day(st):
        for held, new in zip(slots(st), seats, strict=True):
            if held is not None and held != new:
                raise IllegalAction("invalid_target", key="election", seat=new,
                                    detail="slot_held")
    return seats


def check_accused(st: GameState, value: Any) -> list[int]:
    """``[a, b]``: representative 1's accused, then 2's (living, never the representative
    himself).

    Raises:
        IllegalAction: bad_script (not two seats), invalid_target."""
    if not isinstance(value, list) or len(value) != 2:
        raise IllegalAction("bad_script", key="accused", value=value, detail="two_seats")
    seats = [seat_of(st, v, "accused") for v in value]
    for rep, s in zip(slots(st), seats, strict=True):
        require_alive(st, s, "accused")
        if s == rep:
            raise IllegalAction("invalid_target", key="accused", seat=s, detail="self")
    return seats


def _counts(st: GameState, accused: list[int], votes: Any, record: PhaseRecord) -> dict[int, int]:
    """Each accused's count after the vote moves and the keep-outs."""
    if not isinstance(votes, dict):
        raise IllegalAction("bad_script", key="votes", value=votes, detail="not_a_mapping")
    cap = len(st.alive_seats()) - 1
    for s, n in votes.items():
        if seat_of(st, s, "votes") not in accused:
            raise IllegalAction("invalid_target", key="votes", seat=s, detail="not_accused")
        if isinstance(n, bool) or not isinstance(n, int):
            raise IllegalAction("bad_script", key="votes", seat=s, value=n, detail="not_a_count")
        if not 0 <= n <= cap:
            raise IllegalAction("bad_count", key="votes", seat=s, value=n, detail=f"max {cap}")
    moves = _slot_moves(st)
    out_of_reach = set().union(*(keep(st) for keep in KEPT_OUT)) if KEPT_OUT else set()
    counts: dict[int, int] = {}
    for s in dict.fromkeys(accused):
        n = votes.get(s, 0) + sum(d for slot, d in moves.items() if accused[slot - 1] == s)
        if s in out_of_reach:
            if votes.get(s, 0):
                announce_now(st, record, f"immune:{s}")
            n = 0
        counts[s] = max(0, n)
    return counts


def _slot_moves(st: GameState) -> dict[int, int]:
    """Today's vote moves by slot (1 or 2) → votes added, from the kinds (:data:`VOTE_MOVES`)."""
    moves: dict[int, int] = {}
    for provide in VOTE_MOVES:
        for slot, delta in provide(st).items():
            moves[slot] = moves.get(slot, 0) + delta
    return moves


def accused_moves(st: GameState, accused: list[int]) -> dict[int, int]:
    """Today's vote moves by accused seat (each slot's on the seat its representative
    accused; a seat accused by both takes both): seat → votes added, the non-zero ones."""
    out: dict[int, int] = {}
    for slot, delta in _slot_moves(st).items():
        seat = accused[slot - 1]
        out[seat] = out.get(seat, 0) + delta
    return {s: d for s, d in out.items() if d}


def _vote(st: GameState, choices: dict[str, Any], record: PhaseRecord) -> None:
    """The accusations, the one vote, the lottery and the exit (days after the first)."""
    day = st.day
    if "accused" not in choices:
        for key in ("votes", "lottery"):
            if key in choices:
                raise IllegalAction("not_available", key=key, detail="no_accused")
        return  # the representatives named nobody: nobody leaves by vote
    accused = check_accused(st, choices["accused"])
    # in the log as the table heard it (the replay had nothing for it: a narrator's trial)
    log_line(st, "accused", True, seats=list(accused))
    record.defense = sorted(set(accused))
    day.defense = list(record.defense)
    break_at_defence(st, day.defense, record)  # an armour that breaks at the defence
    # the moves as they stand now, before the count: the window says them while the
    # hands are counted and after (a narrator's trial, CF80-54)
    day.vote_moves = accused_moves(st, accused)
    if "votes" not in choices:
        day.needs = "votes"
        return
    counts = _counts(st, accused, choices["votes"], record)
    out = {s: n for s, n in counts.items() if n >= day.threshold}
    # the counts the vote moves and keep-outs changed, as counted (4.8): the narrator sees
    # why a raw tie sent one out (a narrator's trial, TA43-17)
    moved = {s: n for s, n in counts.items() if n != choices["votes"].get(s, 0)}
    day.counted = dict(moved)
    log_line(st, "votes", True, votes=dict(choices["votes"]), threshold=day.threshold,
             defense=list(day.defense), accused=True, **({"counted": moved} if moved else {}))
    top = [s for s, n in out.items() if n == max(out.values())] if out else []
    if len(top) > 1 and st.rules.get("tie_resolution") == NOBODY_LEAVES:
        top = []  # the table's rule on a tie: nobody leaves (rules_spec 7; S14, CF47-24)
        if "lottery" in choices:
            raise IllegalAction("not_available", key="lottery", detail="no_lottery")
    if len(top) > 1:
        day.tied = sorted(top)
        lot = choices.get("lottery")
        if lot is None:
            day.needs = "lottery"
            return
        top = [seat_of(st, lot, "lottery")]
        if top[0] not in day.tied:
            raise IllegalAction("invalid_target", key="lottery", seat=top[0], detail="not_tied")
    elif "lottery" in choices:
        raise IllegalAction("not_available", key="lottery", detail="no_tie")
    if top:
        day.eliminated = top[0]
        # a day armour breaks instead (club_scenarios 9.2: "breaks on the first day exit
        # (the player stays)"; this vote is such an exit: an auditor's club file, CF46-24)
        if not absorbs_day_exit(st, top[0], record):
            leave(st, st.player(top[0]), DEAD, "vote")
            check_winner(st)
    day.exit_applied = True


def run(st: GameState, choices: dict[str, Any], record: PhaseRecord) -> None:
    """Apply the day's steps of the procedure to ``st`` (today's clone, mutated, with
    ``st.day.threshold`` today's defence threshold as the day's procedure sets it) and
    ``record``; ``st.day.needs`` names a missing step (``election``, ``votes``,
    ``lottery``).

    Raises:
        IllegalAction: not_available (a replaced step, a step after the rebel's terror, an
            accusation on the election day, an election with no empty slot), missing_choice
            (an accusation before the due election), bad_script, invalid_target, bad_count.
    """
    for key in CLOSED:
        if key in choices:
            raise IllegalAction("not_available", key=key, detail=NAME)
    day = st.day
    day.defense, day.tied, day.eliminated, day.exit_applied, day.needs = [], [], None, False, None
    if "terror" in choices and _struck(st):  # the rebel's terror ends the day (4.6, C18)
        for key in KEYS:
            if key in choices:
                raise IllegalAction("not_available", key=key, detail="terror")
        return
    first = first_day(st)
    if _election_due(st):
        if "election" not in choices:
            if "accused" in choices or "votes" in choices:
                raise IllegalAction("missing_choice", key="election", detail="election")
            st.day.needs = "election"
            return
        st.extra[STORE] = check_election(st, choices["election"])
        log_line(st, "election", True, seats=list(st.extra[STORE]))
    elif "election" in choices:
        raise IllegalAction("not_available", key="election", detail="no_empty_slot")
    if first:  # Day 1: the election only, no exit vote (4.4, C21)
        for key in ("accused", "votes", "lottery"):
            if key in choices:
                raise IllegalAction("not_available", key=key, detail="election_day")
        st.day.exit_applied = True
        return
    _vote(st, choices, record)


def day_steps(st: GameState) -> list[tuple[str, str, list[int]]]:
    """Today's steps as far as the table has come (key, ``input`` | ``optional``, seats):
    a kind's opening step (the rebel's strike, optional: the day ends with it), the
    election when due, the accusations (not on the first day), the vote once accused, the
    lottery on a tie."""
    out: list[tuple[str, str, list[int]]] = []
    for key, (offered, _options) in DAY_OPENERS.items():
        seats = offered(st)
        if seats is not None:
            out.append((key, "optional", seats))
            if key in st.choices:
                return out  # the day ends with it
    start = st.base or st
    first = first_day(st)
    if _election_due(start):
        out.append(("election", "input", []))
        if "election" not in st.choices:
            return out
    if first:
        return out
    out.append(("accused", "input", [s for s in slots(st) if s is not None]))
    if "accused" in st.choices:
        out.append(("votes", "input", list(st.day.defense)))
    if st.day.tied or "lottery" in st.choices:
        out.append(("lottery", "input", list(st.day.tied)))
    return out


def _seat_refusals(st: GameState, key: str, bad: Callable[[int], str | None]
                   ) -> dict[int, IllegalAction | None]:
    """Each seat → None when legal, else its refusal (out of the game, or ``bad``'s
    detail)."""
    out: dict[int, IllegalAction | None] = {}
    for p in st.players:
        why = "out_of_game" if st.view(p.seat).status != ALIVE else bad(p.seat)
        out[p.seat] = None if why is None else IllegalAction("invalid_target", key=key,
                                                             seat=p.seat, detail=why)
    return out


def _not(rep: int | None) -> Callable[[int], str | None]:
    """A seat's refusal at a representative's place: himself (``self``)."""
    return lambda s: "self" if s == rep else None


def options(st: GameState, key: str, kind: str) -> list[dict[str, Any]]:
    """The window's options (the fields of each ``choices.Option``): the election (a seat
    for each empty slot, in slot order; both on the first day and under ``every_day``) and
    the accusations (representative 1's accused then 2's, or one seat both name)."""
    if key == "election":
        held = _held_at_start(st)
        empty = sum(1 for s in held if s is None)

        def elect(seats: list[int], role: Any = None, side: Any = None, **kw: Any) -> list[int]:
            picks = iter(seats)
            return [s if s is not None else next(picks) for s in held]

        targets = _seat_refusals(st, key, lambda s: "slot_held" if s in held else None)
        return [dict(name="elect", seats=empty, targets=targets, build=elect)]
    reps = slots(st)  # today's, as check_accused reads them (an election today included)
    both = _seat_refusals(st, key, lambda s: "self" if s in reps else None)
    any_ = _seat_refusals(st, key, lambda s: None)
    # each representative's accused at its place: never the representative himself
    places = [_seat_refusals(st, key, _not(rep)) for rep in reps]
    return [
        dict(name="accuse", seats=2, targets=any_, slots=places,
             build=lambda seats, role=None, side=None, **kw: list(seats[:2])),
        dict(name="accuse_same", seats=1, targets=both,
             build=lambda seats, role=None, side=None, **kw: [seats[0], seats[0]]),
    ]


def pick_step(st: GameState) -> tuple[str, tuple[str, ...]] | None:
    """The step the window's ring picks fill today (the election's empty slots, then the
    two accusations; the rebel's strike once recorded), with its picks' names; once
    recorded, the window shows its picks."""
    start = st.base or st
    struck = next((k for k in DAY_OPENERS if k in st.choices), None)
    if struck is not None:
        return struck, ("target",)  # recorded: the day ended with it
    held = _held_at_start(st)
    if _election_due(start) and ("election" not in st.choices or first_day(st)):
        return "election", tuple(f"rep_{i + 1}" for i, s in enumerate(held) if s is None)
    return "accused", ("accused_1", "accused_2")


def _held_at_start(st: GameState) -> list[int | None]:
    """The slots an election keeps (none on the first day and under ``every_day``)."""
    start = st.base or st
    return [None, None] if (not start.extra.get(STORE) or _every_day(st)) else slots(start)


def pick_targets(st: GameState, picked: list[int]) -> dict[int, IllegalAction | None]:
    """Each seat → None when it may be the next pick of :func:`pick_step`'s step, else the
    refusal: an election's seat is a living player who holds no slot and is not picked
    yet; an accusation names a living player other than that slot's representative (the
    same seat twice allowed)."""
    step = pick_step(st)
    if step is None or step[0] in st.choices:
        return {}
    if step[0] == "election":
        held = _held_at_start(st)
        return _seat_refusals(st, "election", lambda s: "slot_held" if s in held
                              else "same_seat" if s in picked else None)
    rep = slots(st)[min(len(picked), 1)]
    return _seat_refusals(st, "accused", lambda s: "self" if s == rep else None)


def _picked(value: Any) -> list[int]:
    if isinstance(value, dict):
        return [v for v in value.values() if isinstance(v, int)]
    return [v for v in value if isinstance(v, int)] if isinstance(value, list) else []


#: The ring's tokens of the two slots (:func:`marks`).
SLOT_TOKENS = ("representative_1", "representative_2")


def marks(st: GameState) -> list[tuple[int, str]]:
    """The representatives on the ring in every phase once elected, each with his slot
    (``representative_1`` / ``_2``): the accusations, the treason vote and the count name
    the slots, and nothing else said which seat held which after the election's day (a
    narrator's trial; 4.6, 4.8). Today's election, once recorded, shows at once."""
    elected = st.choices.get("election") if st.phase == "day" else None
    held = list(elected) if isinstance(elected, list) and len(elected) == 2 else slots(st)
    return [(s, tok) for s, tok in zip(held, SLOT_TOKENS, strict=True)
            if isinstance(s, int) and not isinstance(s, bool)
            and 1 <= s <= len(st.players) and st.view(s).status == ALIVE]


#: The stages of the day's fixed procedure the representatives' own vote replaces.
REPLACES = ("defense_vote", "day_power", "decision", "lottery", "exit")

PROCEDURE = DayProcedure(
    NAME, "election", "club_scenarios 4.8, 4.10 C19-C24, 9.6 [PUBLIC:NM1, NM2, AG2, ND]",
    holds=holds, run=run, replaces=REPLACES, due=election_due,
    options=options, steps=day_steps, keys=("accused",), pick_step=pick_step,
    pick_targets=pick_targets, picked=_picked, votes=True, vote_on="accused", marks=marks,
    marks_public=True,
)
if NAME not in DAY_PROCEDURES:
    register_procedure(PROCEDURE)
