"""The table: seats, exits, the log and the outcome (rules_spec 1.1, 1.7, 6.9 S10).

The shared core every scenario uses, with no scenario family in it: a seat from a script
value, who is in the game, a player's exit (half-dead or out for good, with the links that
follow every exit: Jack's curse, Constantine's pool, Saul's trigger), a player who leaves
the table (``withdraw``), the win check and its :class:`Outcome` (winner and why).
Seats are 1-based.
"""

from __future__ import annotations

from collections.abc import Callable
from dataclasses import dataclass
from typing import Any

from .errors import IllegalAction, illegal, refusal_of
from .scenario import kept_beside
from .state import ALIVE, DEAD, HALF_DEAD, GameState, LogLine, PhaseRecord, Player

#: Day steps in their order (game-script.md); ``withdraw`` is first in any phase entry.
DAY_KEYS = (
    "withdraw",
    "terror",  # the rebel's strike (armed_revenge, club_scenarios 4.12): first after withdraw
    "election",  # the representatives day procedure's steps (club_scenarios 4.12, 9.6)
    "accused",
    "capo_gun",  # the trust_gun day procedure's step (club_scenarios 6.12, 9.6)
    "guns",
    "status_inquiry",
    "interrogation",
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


def withdrew_now(st: GameState, p) -> bool:
    """``p`` left the table in the current phase (``withdraw``, rules_spec 6.9 S10)."""
    return p.exit_cause == "withdrew" and p.exit_phase == f"{st.phase}:{st.number}"


def has_kind(st: GameState, kind: str) -> bool:
    """True when the scenario has a role of ability kind ``kind`` (the role id may differ,
    rules_spec 6.10 S17)."""
    role = st.scenario.role_of_kind(kind)
    return st.scenario.has_role(role) and st.scenario.kind_of(role) == kind


def withdrawn_holder(st: GameState, kind: str):
    """The player of ability kind ``kind`` who left the table this phase, or None: his
    choices later in the phase are accepted and have no effect (6.9 S10)."""
    for p in st.players:
        if p.card.kind == kind and withdrew_now(st, p):
            return st.player(p.seat)
    return None


def left_table_now(st: GameState, kind: str) -> bool:
    """True when no holder of ``kind`` is in the game to act and the one there was left the
    table this phase: his step is accepted and has no effect (rules_spec 6.9 S10)."""
    return st.find(kind) is None and withdrawn_holder(st, kind) is not None


def require_alive(st: GameState, seat: int, key: str) -> None:
    """Refuse a target out of the game (``invalid_target``: ``half_dead`` or
    ``out_of_game``), by day and by night, for every role: a player who left the table
    earlier in the same entry is out of the game too (the withdrawal is applied first,
    rules_spec 6.10 S11)."""
    p = st.view(seat)
    if p.status != ALIVE:
        raise out_of_game(st, seat, key)


def out_of_game(st: GameState, seat: int, key: str) -> IllegalAction:
    """:func:`require_alive`'s refusal of ``seat`` (step ``key``), made for a seat of the
    table that is not alive (``half_dead`` or ``out_of_game``; every caller has read its
    player): returned, not raised (the pickers' one pass over the seats,
    :func:`abilities.checks.night_seat_refusals`)."""
    p = st.players[seat - 1]  # st.view(seat): a seat of the table
    return illegal("invalid_target", key=key, seat=seat, role=p.role,
                   detail="half_dead" if p.status == HALF_DEAD else "out_of_game")


def team_target_refusal(st: GameState, seat: int) -> IllegalAction | None:
    """The refusal of ``seat`` (a seat of the table) as the target of a team action that
    takes a living player of another side (the team's shot, guess and conversion, rules_spec
    3.1.3, club_scenarios 1.3): out of the game (:func:`out_of_game`), else a teammate
    (``invalid_target``, ``teammate``); None: he may be named. Returned, not raised."""
    return _team_refusal_of(st, st.view(seat), st.side(seat))


def _team_refusal_of(st: GameState, p: Player, side: str) -> IllegalAction | None:
    """:func:`team_target_refusal` of the player ``p``, whose side is ``side``."""
    if p.status != ALIVE:
        return out_of_game(st, p.seat, "mafia")
    if side == "mafia":
        return illegal("invalid_target", key="mafia", seat=p.seat, role=p.card.role,
                       detail="teammate")
    return None


class SeatOrCheck:
    """A seat check (``Kind.seat_check``, ``TeamPart.seat_check``), called with ``arg``:
    its refusal, returned, not raised: ``at_seat(arg)`` for a seat of the table (an int
    from 1 to ``n_seats``), else what ``check(arg)`` raises (None when it raises nothing).
    ``answers``, when given, is ``at_seat`` of every seat of the table in seat order (seat
    ``t`` at ``t - 1``). A caller that knows every one of its args is such a seat may read
    ``answers`` or call :attr:`at_seat` on each itself (the pickers' one pass,
    :func:`abilities.checks.night_seat_refusals`: the same answers, without a call a
    seat)."""

    __slots__ = ("n_seats", "at_seat", "check", "answers")

    def __init__(self, n_seats: int, at_seat: Callable[[int], IllegalAction | None],
                 check: Callable[[Any], None],
                 answers: list[IllegalAction | None] | None = None) -> None:
        self.n_seats = n_seats
        self.at_seat = at_seat
        self.check = check
        self.answers = answers

    def __call__(self, arg: Any) -> IllegalAction | None:
        """The refusal of ``arg`` (None: accepted)."""
        if type(arg) is int and 1 <= arg <= self.n_seats:
            return self.at_seat(arg)
        return refusal_of(self.check, arg)  # another form: the check itself


def team_target_refusals(st: GameState) -> list[IllegalAction | None]:
    """:func:`team_target_refusal` of every seat of the table, in seat order (seat ``t`` at
    ``t - 1``), found in one pass over the players (the sides read from the scenario's
    table at once): the same refusals, made in the same order."""
    sides = st.scenario.side_map()
    found: list[IllegalAction | None] = []
    for p in st.players:  # a plain loop: every seat of every ask of the team step
        found.append(_team_refusal_of(st, p, sides[p.card.role]))
    return found


def seat_or_check(n_seats: int, at_seat: Callable[[int], IllegalAction | None],
                  check: Callable[[Any], None],
                  answers: list[IllegalAction | None] | None = None) -> SeatOrCheck:
    """A seat check (``Kind.seat_check``, ``TeamPart.seat_check``): ``arg ↦`` its refusal,
    returned, not raised: ``at_seat(arg)`` for a seat of the table (an int from 1 to
    ``n_seats``), else what ``check(arg)`` raises (None when it raises nothing); a
    :class:`SeatOrCheck`, whose ``at_seat`` (or ``answers``, ``at_seat`` of every seat in
    seat order, when given) a caller may ask directly for the seats of the table."""
    return SeatOrCheck(n_seats, at_seat, check, answers)


class GuessOrCheck:
    """A guess's seat check (``TeamPart.seat_check`` of a guess ``{seat, role}``: the
    sixth sense), called with ``arg``: its refusal, returned, not raised: for a guess
    naming a seat of the table (an int from 1 to ``n_seats``) and a role the scenario has
    (``role_known``; a dict of those two keys), ``at_seat`` of that seat, else what
    ``check(arg)`` raises (None when it raises nothing). ``answers``, when given, is
    ``at_seat`` of every seat in seat order (seat ``t`` at ``t - 1``). A caller that knows
    its args are such guesses, all of one role, asks ``role_known`` once and reads the
    seats' answers itself (:func:`abilities.checks.night_seat_refusals`)."""

    __slots__ = ("n_seats", "at_seat", "role_known", "check", "answers")

    def __init__(self, n_seats: int, at_seat: Callable[[int], IllegalAction | None],
                 role_known: Callable[[str], bool], check: Callable[[Any], None],
                 answers: list[IllegalAction | None] | None = None) -> None:
        self.n_seats = n_seats
        self.at_seat = at_seat
        self.role_known = role_known
        self.check = check
        self.answers = answers

    def __call__(self, arg: Any) -> IllegalAction | None:
        """The refusal of ``arg`` (None: accepted)."""
        t = arg.get("seat") if type(arg) is dict and len(arg) == 2 else None
        role = arg.get("role") if t is not None else None
        if (type(t) is not int or not 1 <= t <= self.n_seats or type(role) is not str
                or not self.role_known(role)):
            return refusal_of(self.check, arg)  # another form: the check itself
        return self.at_seat(t)


def log_line(st: GameState, kind: str, public: bool, **data: Any) -> None:
    """A line of ``kind`` with the facts ``data`` added to ``st``'s log, in its phase."""
    st.log._own.append(LogLine(st.phase, st.number, kind, public, data))  # Chain.append


#: ``(state, player) → True`` when that mafia member's exit does not count as a
#: teammate's exit (``GameState.mafia_exits``, the purchase's trigger): the converting
#: card's own, by its kind's parameters (Saul's, 6.9 S5; A33). Filled by the kinds.
EXIT_UNCOUNTED: list[Callable[[GameState, Any], bool]] = []


def announce_now(st: GameState, record: Any, token: str) -> None:
    """``token`` said to the table now, by day: in the phase's ``record`` (its
    announcements) and as its own public line of the game's log, where the day's record
    never reaches (the report and the replay read «nothing written» for a shown role, a
    side announced, a client kept in: narrator's trials, CF60-10, -25)."""
    record.announce.append(token)
    log_line(st, "announce", True, tokens=[token])


def exit_uncounted(st: GameState, p: Any) -> bool:
    """True when ``p``'s exit is not a teammate's exit for the purchase (:data:`EXIT_UNCOUNTED`)."""
    for f in EXIT_UNCOUNTED:  # a plain loop: no generator's frame (a mafia member's exit)
        if f(st, p):
            return True
    return False


def out_for_good(st: GameState, p) -> None:
    """A half-dead player is out for good (Constantine's revival used on another, or
    Constantine gone; A45). Under ``saul_trigger_counts_half_dead = false`` a mafia teammate
    counts for Saul's purchase from this moment (6.9 S5)."""
    p.status = DEAD
    if (
        not st.rules.get("saul_trigger_counts_half_dead", True)
        and st.side(p.seat) == "mafia"
        and not exit_uncounted(st, p)
    ):
        st.mafia_exits += 1


#: ``(state, player who has just left) → True`` while the half-dead may still come back
#: after that exit (a reviver of theirs other than him is in the game: Constantine's,
#: A45); when none says so, every half-dead player is out for good. Filled by the kinds.
HALF_DEAD_KEPT: list[Callable[[GameState, Any], bool]] = []


def half_dead_out(st: GameState) -> None:
    """Every half-dead player is out for good: Constantine left or his revival is spent
    (used on another, or spent by a block under ``blocked_consumes_resource``; rules_spec
    1.7, A45)."""
    for q in st.players:
        if q.status == HALF_DEAD:
            out_for_good(st, st.player(q.seat))


#: Ability kinds whose role id may be a key of a day entry (the hunter's shot after a day
#: exit, club_scenarios 7.8), and the checks they run once the day's steps are applied
#: (state, the day's steps): each may refuse, or set ``st.day.needs``.
DAY_ROLE_KINDS: set[str] = set()
#: Day keys a kind owns (``terror``: the rebel's strike): refused ``bad_script`` in a
#: scenario without that kind.
DAY_KEY_KINDS: dict[str, str] = {}
DAY_END_HOOKS: list[Callable[[GameState, dict[str, Any]], None]] = []


def day_role_key(st: GameState, key: Any) -> bool:
    """True when ``key`` is the role id of a kind that acts by day (:data:`DAY_ROLE_KINDS`)."""
    return (isinstance(key, str) and st.scenario.has_role(key)
            and st.scenario.kind_of(key) in DAY_ROLE_KINDS)


def open_day_role(st: GameState) -> str | None:
    """The role whose day step after an exit is still open now (the lynched hunter's shot,
    club_scenarios 7.6, 7.8): the one the day waits for (``day.needs``), or one that may
    pass and whose shot the win check waits for (``day.win_waits``: ``ww_hunter_may_pass``,
    C8); None when none is, or it is recorded. The checklist lists it and the window asks
    for it from here (the day panel saw only ``needs``, and a hunter who may pass could not
    shoot: CF50)."""
    if st.phase != "day":
        return None
    for role in (st.day.needs, st.day.win_waits):
        if role and day_role_key(st, role) and role not in st.choices:
            return role
    return None


def exit_voters(st: GameState, candidates: list[int]) -> int:
    """Who votes in the exit vote among ``candidates`` (seats from 1): the living players,
    the candidates among them unless ``defenders_can_vote`` (rules_spec 3.1.6); Bazpors's
    interrogation vote between its two too (club_scenarios 3.6, CF47-8)."""
    alive = len(st.alive_seats())
    return alive if st.rules.get("defenders_can_vote", True) else alive - len(candidates)


def leave(st: GameState, p, status: str, cause: str) -> None:
    """``p`` leaves the game (night exit: dead; vote exit: half-dead or dead, rules_spec 1.7);
    then the kinds' :data:`EXIT_HOOKS` (Jack's curse link first, links, revenge,
    inheritance)."""
    # Saul's trigger: a teammate's exit, never Saul's own (6.9 S5; A33)
    scenario, rules, seat = st.scenario, st.rules, p.seat
    opens = (scenario.side_of(st.players[seat - 1].card.role) == "mafia"  # st.side(seat)
             and not exit_uncounted(st, p))
    p.status = status
    p.exit_cause = cause
    p.exit_phase = f"{st.phase}:{st.number}"
    if rules.get("reveal_role_on_death"):
        p.role_public = True
    if opens and (status == DEAD or rules.get("saul_trigger_counts_half_dead", True)):
        st.mafia_exits += 1
    log_line(st, "exit", True, seat=seat, cause=cause, status=status)
    for kept in HALF_DEAD_KEPT:
        if kept(st, p):
            break
    else:
        half_dead_out(st)
    for hook in hooks_in_play(scenario, EXIT_HOOKS):
        hook(st, p)


#: What follows every exit, for the kinds registered from their modules (the heir's
#: inheritance, an antidote passed on): each is called with the state and the player who
#: has just left (this state's own object), after the exit is applied (rules_spec 6.9 S10:
#: a withdrawal too).
EXIT_HOOKS: list[Any] = []

#: ``st.extra`` key set while an exit's consequences run at once, at night, before the
#: night's actions are worked out (Capo's antidote step, club_scenarios 6.7 step 0: «x
#: leaves now; the heir's inheritance and the win check run at once»); any other night
#: exit's card changes hands at dawn.
EXIT_AT_ONCE = "exit_at_once"
#: A card's ``hidden`` key: the first night its new holder acts with it (a card inherited
#: at once at night acts «from the following night», capo 6.6); :func:`abilities.checks.
#: step_holder` does not call him before it.
ACTS_FROM = "acts_from_night"



#: Narrows a hook list to the kinds a scenario has (``abilities.base.hooks_in_play`` puts
#: itself here when it loads: it cannot be imported from here, it imports the table).
HOOK_FILTER: list[Callable[[Any, list[Any]], tuple[Any, ...]]] = []


def hooks_in_play(scenario: Any, hooks: list[Any]) -> tuple[Any, ...] | list[Any]:
    """``hooks`` less those of an ability kind ``scenario`` has no use for (the filter of
    :data:`HOOK_FILTER`); all of them while no filter is plugged. The filter's answer is
    kept in the scenario's table under the list's id while the list keeps its length."""
    return HOOK_FILTER[0](scenario, hooks) if HOOK_FILTER else hooks


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
        if st.view(s).status == DEAD:
            raise IllegalAction(
                "invalid_target", key="withdraw", seat=s, role=st.view(s).role,
                detail="out_of_game",
            )


def withdraw(st: GameState, seats: list[int]) -> None:
    """Players leave the table for good (rules_spec 6.9 S10): out of the game (never
    half-dead, never in Constantine's pool), announced ``withdrew:s``; an exit like any other
    for Jack's curse link, Saul's trigger and Constantine; the win check follows. Called first
    in a phase, before every other step: a later step naming him is refused (6.10 S11)."""
    for s in seats:
        p = st.player(s)
        if p.status == DEAD:
            continue
        leave(st, p, DEAD, "withdrew")
        st.pending.append(f"withdrew:{s}")
    if check_winner(st) is not None and st.phase in ("night", "intro_night"):
        # the game ends here, before the night is resolved: what was said is recorded
        st.records.append(PhaseRecord(st.phase, st.number, announce=list(st.pending)))
        log_line(st, "announce", True, tokens=list(st.pending))
        st.pending = []


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
    (A77), ``handshake`` (the chaos day, 3.3.5), ``voted_out`` (``wins_when_voted_out``);
    a win kind registered from another module names its own."""

    termination: str
    winner: str


def outcome(st: GameState) -> Outcome | None:
    """The game's :class:`Outcome`, or None while it goes on."""
    if st.winner is None:
        return None
    return Outcome(st.extra.get("termination", "parity"), st.winner)


def _independents(st: GameState, roles: list[str]) -> set[str]:
    """The ability kinds of the scenario's role ids ``roles``."""
    return {st.scenario.kind_of(r) for r in roles}


def declare(st: GameState, winner: str, termination: str,
            seats: list[int] | None = None) -> None:
    """Set the winner, why (:class:`Outcome`), and the winning seats (game-script.md): the
    side's seats, or the holder of an independent who won alone; a ``chosen_side``
    independent of the scenario's ``[win]`` wins with the side he chose (alive or not,
    unless ``nostradamus_must_survive``; 3.1.7, A48); ``seats`` when the win kind names
    them itself (the lovers, club_scenarios 7.9)."""
    st.winner = winner
    st.extra["termination"] = termination
    if seats is not None:
        pass
    elif winner not in ("mafia", "city"):
        holder = next((p for p in st.players if p.card.role == winner), None) or st.find(
            st.scenario.kind_of(winner), alive_only=False)  # by role id: he may share a kind
        seats = [holder.seat] if holder else []
    else:
        sides = st.scenario.side_map()  # st.side of each seat, the map read once
        seats = [p.seat for p in st.players if sides[p.card.role] == winner]
        chosen = _independents(st, st.scenario.win.chosen_side)
        for p in st.players:
            if p.card.kind in chosen and p.card.counters.get("side") == winner:
                if p.status == ALIVE or not st.rules.get("nostradamus_must_survive"):
                    seats.append(p.seat)
    st.winning_seats = sorted(seats)
    log_line(st, "winner", True, winner=winner, seats=list(st.winning_seats))


def check_winner(st: GameState) -> str | None:
    """Set ``st.winner`` and ``st.winning_seats`` when a side has won; return the winner.

    The rule is the scenario's ``[win]`` (:data:`abilities.WIN_KINDS`), read from the file:
    its kind decides (:attr:`abilities.WinKind.decide`) from the living players counted by
    :func:`win_tally`, the independent who wins alone (who wins under his role id) and who
    counts in parity. Half-dead players count as not alive (3.1.7). While a day exit's chain
    is still to be recorded (``st.day.win_waits``: the lynched hunter's shot) nothing is
    decided: the win is checked "after each day exit with its chain" (club_scenarios 7.9)."""
    if st.winner is not None:
        return st.winner
    if st.day.win_waits is not None:  # (a day's: a phase starts with a fresh DayInfo)
        return None
    scenario = st.scenario
    cache = scenario.__dict__.get("_win_decide")  # _decide's keeping, read inline
    decide = (cache[1] if cache is not None and _WIN_KINDS and cache[0] == len(_WIN_KINDS[0])
              else _decide(scenario))
    if decide is win_parity:  # win_parity of win_tally (the same count and decision),
        # without the tally's object (most scenarios; after every exit, every night's end)
        mafia, city, with_city = _living_sides(st, True)
        result = _parity_of(mafia, city + with_city)
    else:
        result = decide(st, win_tally(st))
    if result is None:
        return None
    declare(st, *result)
    return result[0]


#: The win kinds' registry (``abilities.registry.WIN_KINDS``), fetched at the first win check
#: (the registry imports this module).
_WIN_KINDS: list[dict[str, Any]] = []


def _decide(scenario: Any) -> Callable[[GameState, WinTally], tuple[str, str] | None]:
    """The decision of the scenario's win kind (a registered kind's ``decide``, else the
    shipped one of that name, else parity); kept with the scenario while the win kinds'
    registry does not grow."""
    cache = scenario.__dict__.get("_win_decide")
    if cache is not None and _WIN_KINDS and cache[0] == len(_WIN_KINDS[0]):
        return cache[1]
    if not _WIN_KINDS:
        from .abilities.registry import WIN_KINDS

        _WIN_KINDS.append(WIN_KINDS)
    name = scenario.win.kind
    kind = _WIN_KINDS[0].get(name)
    decide = (kind.decide if kind is not None else None) or _DECIDE.get(name, win_parity)
    object.__setattr__(scenario, "_win_decide", (len(_WIN_KINDS[0]), decide))  # private cache
    return decide


@dataclass(slots=True)
class WinTally:
    """What a win kind decides from (:func:`win_tally`): the living players by side
    (``mafia``, ``city``; a ``chosen_side`` independent counted on the side he chose under
    ``nostradamus_in_parity = counted``), the independent of ``[win] alone`` (his player, in
    the game or not, None when not dealt) and his role id (who wins)."""

    mafia: int
    city: int
    alone: Player | None
    alone_id: str


def win_tally(st: GameState) -> WinTally:
    """The living players counted for the win rule (:class:`WinTally`)."""
    mafia, city, _with_city = _living_sides(st, False)
    alone_id = st.scenario.win.alone or ""
    if not st.scenario.win_kinds()[2]:
        return WinTally(mafia, city, None, alone_id)
    # his card by role id (a jester may share his kind with the plain citizens), alive first
    held = [p for p in st.players if p.card.role == alone_id]
    alone = next((p for p in held if p.status == ALIVE), held[0] if held else None)
    return WinTally(mafia, city, alone, alone_id)


def _living_sides(st: GameState, parity: bool) -> tuple[int, int, int]:
    """The living players counted for the win rule, in one pass over the seats: the mafia
    and the city by side (a ``chosen_side`` independent on the side he chose under
    ``nostradamus_in_parity = counted``: :class:`WinTally`'s), and, when ``parity`` asks
    for them, the ``non_mafia`` independents counted with the rest while they hold their
    own card under ``sherlock_in_parity = counted`` (S2:L142; A64; rules_spec 3.1.7: 0
    otherwise). The one count :func:`win_tally` and :func:`win_parity` read; what it reads
    of the game's scenario and rules kept (:func:`_win_count`)."""
    kept = st.scenario.__dict__.get("_win_count")  # kept_beside's entry, read inline
    plan: WinCount = (kept[1] if kept is not None and kept[0] is st.rules
                      else kept_beside(st.scenario, "_win_count", st.rules, _win_count,
                                       st.scenario, st.rules))
    chosen, non_mafia, counted, sherlock_counted, sides = plan
    with_them = parity and sherlock_counted
    mafia = city = with_city = 0
    for p in st.players:  # a plain loop: after every exit and at every night's end
        if p.status != ALIVE:
            continue
        card = p.card
        side = sides[card.role]  # st.side(p.seat)
        if side == "mafia":
            mafia += 1
        elif side == "city":
            city += 1
        elif counted and card.kind in chosen:
            picked = card.counters.get("side")
            if picked == "mafia":
                mafia += 1
            elif picked == "city":
                city += 1
        if with_them and card.kind in non_mafia and not card.counters.get("swapped"):
            with_city += 1
    return mafia, city, with_city


#: What :func:`_living_sides` reads of a game's scenario and house rules (:func:`_win_count`):
#: the ``chosen_side`` and ``non_mafia`` kinds of ``[win]``, whether the chosen side counts
#: (``nostradamus_in_parity = counted``), whether the ``non_mafia`` independents count
#: with the rest (``sherlock_in_parity = counted``, and the rule has some), role id → side.
WinCount = tuple[frozenset[str], frozenset[str], bool, bool, dict[str, str]]


def _win_count(scenario: Any, rules: dict[str, Any]) -> WinCount:
    """:data:`WinCount` of ``scenario`` under ``rules``. Made from the scenario (a frozen
    model: :meth:`Scenario.win_kinds`, :meth:`Scenario.side_map`) and the rules object
    alone, so kept with the scenario beside the game's rules object (a game's rules are
    never changed; games of the same rules share one, :func:`game.game_rules`; the entry
    holds it, so its identity is never reused while kept): made anew under other rules
    (``tests/engine/test_win_count_kept.py``)."""
    chosen, non_mafia, _alone_kind = scenario.win_kinds()
    return (chosen, non_mafia,
            bool(chosen) and rules.get("nostradamus_in_parity") == "counted",
            bool(non_mafia) and rules.get("sherlock_in_parity", "counted") == "counted",
            scenario.side_map())


def win_parity(st: GameState, t: WinTally) -> tuple[str, str] | None:
    """``parity``: no mafia alive, the city wins; the mafia at least as many as the rest,
    the mafia win; ``non_mafia`` independents counted with the rest while they hold their
    own card (S2:L142; A64) under ``sherlock_in_parity = counted`` (rules_spec 3.1.7)."""
    return _parity_of(t.mafia, t.city + _living_sides(st, True)[2])


def _parity_of(mafia: int, rest: int) -> tuple[str, str] | None:
    """:func:`win_parity`'s decision from the living ``mafia`` and the ``rest`` counted
    against them."""
    if mafia == 0:
        return "city", "mafia_gone"
    if mafia >= rest:
        return "mafia", "parity"
    return None


def _alive(p: Player | None) -> bool:
    return p is not None and p.status == ALIVE


def win_parity_unless_independent(st: GameState, t: WinTally) -> tuple[str, str] | None:
    """While ``alone`` lives, parity never ends the game; he wins when no mafia is left or
    at most ``alive_max`` (3) are alive (S2:L66-L67; A54). Once he is out: parity."""
    if not _alive(t.alone):
        return win_parity(st, t)
    if t.mafia == 0:
        return t.alone_id, "jack_mafia_gone"
    if len(st.alive_seats()) <= (st.scenario.win.alive_max or 3):
        return t.alone_id, "jack_three_left"
    return None


def win_last_standing(st: GameState, t: WinTally) -> tuple[str, str] | None:
    """``alone`` wins alive with few enough left (``zodiac_win_alive_max``, else
    ``alive_max``, else 2; A77); mafia parity counts him (3.5.7). Once he is out: parity."""
    if not _alive(t.alone):
        return win_parity(st, t)
    limit = st.rules.get("zodiac_win_alive_max", st.scenario.win.alive_max or 2)
    if len(st.alive_seats()) <= limit:
        return t.alone_id, "zodiac_alone"
    if t.mafia and t.mafia >= t.city + 1:
        return "mafia", "parity"
    return None


#: The exit causes of the day's vote (the exit vote, the death lottery of a tie).
VOTE_CAUSES = ("vote", "lottery")


def win_voted_out(st: GameState, t: WinTally) -> tuple[str, str] | None:
    """``wins_when_voted_out`` (a jester): ``alone`` wins when the day's vote (or its
    lottery) puts him out; out any other way, or alive, the game is won by parity."""
    p = t.alone
    if p is not None and p.status != ALIVE and p.exit_cause in VOTE_CAUSES:
        return t.alone_id, "voted_out"
    return win_parity(st, t)


#: The shipped win kinds' decisions, by name (a kind registered from outside the engine,
#: :func:`abilities.register_win`, brings its own ``decide``).
_DECIDE = {
    "parity": win_parity,
    "parity_unless_independent": win_parity_unless_independent,
    "independent_last_standing": win_last_standing,
    "wins_when_voted_out": win_voted_out,
}
