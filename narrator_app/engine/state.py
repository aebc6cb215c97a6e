"""The game state: seats, role cards with their counters, phase, deck, log.

A state is a value: the rules build a new state from an old one and never change a state
that has been handed out (undo keeps the old ones). Seats are numbered from 1.
"""

from __future__ import annotations

import copy
from collections.abc import Iterator, Sequence
from dataclasses import dataclass, field
from itertools import chain, islice
from typing import Any, TypeVar, overload

from .scenario import Scenario

T = TypeVar("T")
#: ``object.__new__``: an instance without its ``__init__`` (:meth:`GameState.clone`).
_new = object.__new__

ALIVE, HALF_DEAD, DEAD = "alive", "half_dead", "dead"


class Chain(Sequence[T]):
    """An append-only sequence that the states of one game share: the log and the phase
    records, which grow with the game and which every action would otherwise copy whole.

    A chain is the first ``n`` items of a list shared with other chains (items already
    there are never changed nor removed; another chain may have appended past ``n``), then
    the items this chain alone holds (``own``: those of the current phase). :meth:`copy`
    costs only the own items; :meth:`seal` (at a phase's end) moves them onto the shared
    list: in place when no other chain has appended past ``n``, else onto a copy of the
    first ``n`` (a new branch of the game: undo over a phase's end, then another action).
    Reads as a list: ``len``, iteration, indexes (negative too; IndexError out of range)
    and slices (a new list)."""

    __slots__ = ("_shared", "_n", "_own")

    def __init__(self) -> None:
        self._shared: list[T] = []
        self._n = 0
        self._own: list[T] = []

    def copy(self) -> Chain[T]:
        """A chain with the same items that can grow apart from this one."""
        c: Chain[T] = Chain.__new__(Chain)
        c._shared, c._n = self._shared, self._n
        c._own = list(self._own) if self._own else []
        return c

    def append(self, item: T) -> None:
        self._own.append(item)

    def pop_own(self) -> T | None:
        """The last item, removed, when this chain alone holds it (one of its own items:
        the current phase's, see the class); None, and nothing removed, when it holds none
        (the shared list is never changed). The chains copied from this one keep it."""
        return self._own.pop() if self._own else None

    def seal(self) -> None:
        """The own items moved onto the shared list (see the class); the items read the
        same before and after."""
        own = self._own
        if not own:
            return
        shared, n = self._shared, self._n
        if len(shared) == n:
            shared.extend(own)
        else:  # another chain appended past n: equal items are not reused (a dict's order)
            self._shared = shared[:n] + own
        self._n = n + len(own)
        self._own = []

    def __len__(self) -> int:
        return self._n + len(self._own)

    def __iter__(self) -> Iterator[T]:
        if self._own:
            return chain(islice(self._shared, self._n), self._own)
        return islice(self._shared, self._n)

    @overload
    def __getitem__(self, i: int) -> T: ...

    @overload
    def __getitem__(self, i: slice) -> list[T]: ...

    def __getitem__(self, i: int | slice) -> T | list[T]:
        n = self._n
        if isinstance(i, slice):
            start, stop, step = i.indices(n + len(self._own))
            if step != 1:
                return list(self)[i]
            if stop <= start:
                return []
            if start >= n:
                return self._own[start - n : stop - n]
            return self._shared[start : min(stop, n)] + self._own[: max(stop - n, 0)]
        size = n + len(self._own)
        if i < 0:
            i += size
        if not 0 <= i < size:
            raise IndexError(i)
        return self._shared[i] if i < n else self._own[i - n]

    def __eq__(self, other: object) -> bool:
        if isinstance(other, Chain | list):
            return len(self) == len(other) and list(self) == list(other)
        return NotImplemented

    __hash__ = None  # type: ignore[assignment]

    def __repr__(self) -> str:
        return repr(list(self))


class Card:
    """A role card and the counters (trackers) that travel with it.

    ``role`` is the role id; ``counters`` maps game-script tracker names (``bullets``,
    ``vest``, ``coupons`` …) to values; ``hidden`` holds counters the narrator does not
    track by name (e.g. the night of Matador's last block).
    """

    __slots__ = ("role", "counters", "hidden", "kind")

    def __init__(
        self,
        role: str,
        counters: dict[str, Any] | None = None,
        hidden: dict[str, Any] | None = None,
        kind: str | None = None,
    ) -> None:
        self.role = role
        self.counters = counters or {}
        self.hidden = hidden or {}
        #: The ability kind the engine's handlers know the card by (:mod:`abilities`); the
        #: role id unless the scenario file gives another.
        self.kind = kind or role

    def copy(self) -> Card:
        c = Card.__new__(Card)
        c.role, c.kind = self.role, self.kind
        c.counters = dict(self.counters)
        c.hidden = dict(self.hidden) if self.hidden else {}
        return c

    def __eq__(self, other: object) -> bool:
        return (
            isinstance(other, Card)
            and self.role == other.role
            and self.counters == other.counters
            and self.hidden == other.hidden
        )

    def __repr__(self) -> str:
        return f"Card({self.role!r}, {self.counters!r})"


#: :attr:`Player.role_public` when the table was told the side only, not the role (A36).
SIDE_TOLD = "side"


class Player:
    """One seat at the table.

    ``status`` is ``alive`` (in the game), ``half_dead`` (voted out, may be brought back,
    rules_spec 1.7) or ``dead`` (out for good). ``role_public`` is true once the table knows
    the role or side (Kane's reveal, slaughter …), which bars a revival. ``handcuffed_night``
    and ``silenced_day`` are the night / day numbers a card's effect applies to.
    """

    __slots__ = (
        "seat",
        "name",
        "card",
        "status",
        "role_public",
        "exit_cause",
        "exit_phase",
        "handcuffed_night",
        "silenced_day",
        "returned_night",
        "stolen_night",
    )

    def __init__(self, seat: int, name: str, card: Card) -> None:
        self.seat = seat
        self.name = name
        self.card = card
        self.status = ALIVE
        #: True once the table knows the role; :data:`SIDE_TOLD` when it knows only the side
        #: (Kane's reveal under ``kane_reveal_content = side_only``, A36): both bar a revival.
        self.role_public: bool | str = False
        self.exit_cause: str | None = None
        self.exit_phase: str | None = None
        self.handcuffed_night: int | None = None
        self.silenced_day: int | None = None
        self.returned_night: int | None = None
        #: The night the pickpocket took this player's ability (Mafia Nights), for good.
        self.stolen_night: int | None = None

    def copy(self) -> Player:
        p = Player.__new__(Player)
        p.seat = self.seat
        p.name = self.name
        card = self.card  # Card.copy, inline: a player is copied on every first change
        c = p.card = Card.__new__(Card)
        c.role, c.kind = card.role, card.kind
        c.counters = dict(card.counters)
        c.hidden = dict(card.hidden) if card.hidden else {}
        p.status = self.status
        p.role_public = self.role_public
        p.exit_cause = self.exit_cause
        p.exit_phase = self.exit_phase
        p.handcuffed_night = self.handcuffed_night
        p.silenced_day = self.silenced_day
        p.returned_night = self.returned_night
        p.stolen_night = self.stolen_night
        return p

    @property
    def role(self) -> str:
        return self.card.role

    @property
    def kind(self) -> str:
        """The ability kind of the card this seat holds now (:mod:`abilities`)."""
        return self.card.kind

    @property
    def alive(self) -> bool:
        return self.status == ALIVE

    def snapshot(self) -> tuple:
        return tuple(
            getattr(self, s)
            if s != "card"
            else (
                self.card.role,
                tuple(sorted(self.card.counters.items())),
                tuple(sorted(self.card.hidden.items())),
            )
            for s in Player.__slots__
        )


@dataclass(slots=True)
class LogLine:
    """One line of the game log.

    ``kind`` names the event (``choice``, ``announce``, ``private``, ``exit``, ``return``,
    ``defense``, ``winner``, ``phase``); ``public`` is true for what the table hears or sees;
    ``data`` holds its facts in game-script vocabulary (seats from 1, role ids, tokens).
    """

    phase: str
    number: int
    kind: str
    public: bool
    data: dict[str, Any]


@dataclass(slots=True)
class PhaseRecord:
    """What happened in one phase: for the script checks and the morning announcement."""

    phase: str
    number: int
    announce: list[str] = field(default_factory=list)
    private: dict[str, Any] = field(default_factory=dict)
    defense: list[int] = field(default_factory=list)
    #: Public facts behind an announcement token, e.g. ``{"status": {"mafia": 1, "city": 2,
    #: "independent": 0}}`` (players out of the game by side) for the ``status`` token.
    facts: dict[str, Any] = field(default_factory=dict)


@dataclass(slots=True)
class DayInfo:
    """The current day as the table has decided it so far (derived from the day's steps).
    Slotted: a state's clone copies it at every action (:meth:`copy`)."""

    threshold: int = 0
    present: int = 0
    defense: list[int] = field(default_factory=list)
    tied: list[int] = field(default_factory=list)
    eliminated: int | None = None
    exit_applied: bool = False
    needs: str | None = None  # the next missing step key: exit_votes, lottery, card
    #: the role whose shot after today's exit is still to be recorded (Werewolf's hunter):
    #: the win check waits for the exit's chain (club_scenarios 7.9; CF45-1)
    win_waits: str | None = None
    #: a day procedure's moves of the count against each accused (the representatives'
    #: day: the Don's treason vote, club_scenarios 4.6, 4.8): seat → votes added (±), as
    #: they stand once the accused are named; and, once the counts are recorded, each
    #: count those moves (or a keep-out) changed, as counted (CF80-54)
    #: (None until then: no dict made for every day of every game, replay's hot path)
    vote_moves: dict[int, int] | None = None
    counted: dict[int, int] | None = None

    def copy(self) -> DayInfo:
        """A copy that can be changed apart from this one: its own ``defense`` and ``tied``
        lists; ``vote_moves`` and ``counted`` shared (a day procedure sets them anew, never
        in place), as :meth:`GameState.clone` has always copied them."""
        d = _new(DayInfo)
        d.threshold, d.present = self.threshold, self.present
        d.defense, d.tied = list(self.defense), list(self.tied)
        d.eliminated, d.exit_applied = self.eliminated, self.exit_applied
        d.needs, d.win_waits = self.needs, self.win_waits
        d.vote_moves, d.counted = self.vote_moves, self.counted
        return d

    def as_dict(self) -> dict[str, Any]:
        """Field name → value, in the fields' order (what ``__dict__`` read before the
        class was slotted: :meth:`GameState.fingerprint`'s text)."""
        return {"threshold": self.threshold, "present": self.present,
                "defense": self.defense, "tied": self.tied, "eliminated": self.eliminated,
                "exit_applied": self.exit_applied, "needs": self.needs,
                "win_waits": self.win_waits, "vote_moves": self.vote_moves,
                "counted": self.counted}


class GameState:
    """Everything the rules know at one moment.

    ``phase`` is ``setup`` (before the deal), ``intro_day``, ``intro_night``, ``day`` or
    ``night``; ``number`` is the night number k (intro night 0) or day number k (intro day 0).
    ``choices`` are the current phase's confirmed steps, ``{step key: value}`` in game-script
    vocabulary. ``base`` is the state at the start of the current phase (a day is recomputed
    from it whenever a step is replaced), None in that state itself, so ``st.base or st`` is
    the phase's start: no state refers to itself, and a game's states are freed as soon as
    they are dropped, without waiting for the cycle collector.
    """

    __slots__ = (
        "scenario",
        "rules",
        "players",
        "phase",
        "number",
        "choices",
        "base",
        "deck",
        "mafia_exits",
        "winner",
        "winning_seats",
        "log",
        "records",
        "day",
        "nostradamus_picks",
        "kane_sacrifice_night",
        "pending",
        "extra",
        "_own",
        "_kinds",
    )

    def __init__(self, scenario: Scenario, rules: dict[str, Any], names: list[str]) -> None:
        self.scenario = scenario
        self.rules = rules
        #: Every ability kind a card of this game can have (:meth:`Scenario.card_kinds`):
        #: :meth:`find` and :meth:`holder` answer None at once for any other.
        self._kinds: frozenset[str] = scenario.card_kinds()
        self.players: list[Player] = [Player(i + 1, n, Card("")) for i, n in enumerate(names)]
        self.phase = "setup"
        self.number = 0
        self.choices: dict[str, Any] = {}
        self.base: GameState | None = None
        self.deck: list[str] = []
        self.mafia_exits = 0
        self.winner: str | None = None
        self.winning_seats: list[int] = []
        #: Shared with the states before and after (:class:`Chain`).
        self.log: Chain[LogLine] = Chain()
        self.records: Chain[PhaseRecord] = Chain()
        self.day = DayInfo()
        self.nostradamus_picks: list[int] = []
        self.kane_sacrifice_night: int | None = None
        #: Announcement tokens produced by exits inside a phase (Jack's curse link), drained
        #: into the phase record.
        self.pending: list[str] = []
        #: Scenario state outside the role cards, in game-script words: Zodiac's ``bomb``
        #: ({target, code, night}), ``guns`` ([{holder, type, night, disabled, used}]),
        #: ``status_left`` (status inquiries left).
        self.extra: dict[str, Any] = {}
        #: The Player objects this state alone holds, a bit per index into ``players`` (bit
        #: ``i`` set: ``players[i]`` is this state's own; copy on write: a clone shares the
        #: others with the state it was made from). An int: a clone sets it without a set.
        self._own: int = (1 << len(self.players)) - 1

    # --- copying -------------------------------------------------------------------------
    def clone(self) -> GameState:
        """A copy that can be changed without touching this state.

        Players are shared copy on write: both states keep the same Player objects until one
        of them reaches a player through :meth:`player` or :meth:`holder`, which gives that
        state its own copy first. Hence the rule for the engine: change a player only through
        an object :meth:`player` / :meth:`holder` returned (never one met iterating
        ``players``). The log and the records are shared (:class:`Chain`): the copy costs only
        the current phase's own lines and records. The deck, the winning seats and
        Nostradamus's picks are shared too: the engine never changes them in place (a drawn
        card, a win set a new list)."""
        s = _new(GameState)
        s.scenario = self.scenario
        s._kinds = self._kinds
        s.rules = self.rules
        s.players = list(self.players)
        s._own = self._own = 0  # from now on both states share every player
        s.phase = self.phase
        s.number = self.number
        s.choices = dict(self.choices)
        s.base = self.base
        s.deck = self.deck  # never changed in place: a drawn card makes a new list
        s.mafia_exits = self.mafia_exits
        s.winner = self.winner
        s.winning_seats = self.winning_seats  # never changed in place (set once, at a win)
        log, rec = self.log, self.records  # Chain.copy twice, inline (a clone per action)
        c = s.log = _new(Chain)
        c._shared, c._n, c._own = log._shared, log._n, list(log._own) if log._own else []
        r = s.records = _new(Chain)
        r._shared, r._n, r._own = rec._shared, rec._n, list(rec._own) if rec._own else []
        day, d = self.day, _new(DayInfo)  # DayInfo.copy, inline (a clone per action): a
        s.day = d  # field it missed would raise AttributeError at its first read (slots)
        d.threshold, d.present = day.threshold, day.present
        d.defense, d.tied = list(day.defense), list(day.tied)
        d.eliminated, d.exit_applied = day.eliminated, day.exit_applied
        d.needs, d.win_waits = day.needs, day.win_waits
        d.vote_moves, d.counted = day.vote_moves, day.counted
        s.nostradamus_picks = self.nostradamus_picks  # never changed in place
        s.kane_sacrifice_night = self.kane_sacrifice_night
        s.pending = list(self.pending) if self.pending else []
        s.extra = copy.deepcopy(self.extra) if self.extra else {}
        return s

    def deal(self, cards: list[Card]) -> None:
        """Each seat's player, as :meth:`__init__` made him, made anew holding his card of
        ``cards`` (seat 1 first), this state's own object: the deal, on a state before it
        (whose players nothing has changed yet)."""
        self.players = [Player(p.seat, p.name, card)
                        for p, card in zip(self.players, cards, strict=True)]
        self._own = (1 << len(self.players)) - 1

    def seal(self) -> None:
        """The log's and records' own items moved onto the lists the game's states share
        (:meth:`Chain.seal`), for a state that starts a phase: the states made from it
        copy nothing of them. Reads the same before and after: asked at every phase's end."""
        self.log.seal()
        self.records.seal()

    def fingerprint(self) -> tuple:
        """A comparable summary of everything that matters (for replay/undo equality)."""
        return (
            self.phase,
            self.number,
            tuple(sorted(self.choices.items(), key=lambda kv: kv[0])).__repr__(),
            tuple(p.snapshot() for p in self.players),
            tuple(self.deck),
            self.mafia_exits,
            self.winner,
            tuple(self.winning_seats),
            tuple(
                (r.phase, r.number, tuple(r.announce), repr(r.private), tuple(r.defense))
                for r in self.records
            ),
            repr(self.day.as_dict()),
            tuple(self.nostradamus_picks),
            self.kane_sacrifice_night,
            repr(self.extra),
            len(self.log),
        )

    # --- queries ---------------------------------------------------------------------------
    def player(self, seat: int) -> Player:
        """The player at ``seat`` (1-based), this state's own object (safe to change; see
        :meth:`clone`). Raises IndexError when out of range."""
        if not 1 <= seat <= len(self.players):
            raise IndexError(seat)
        i = seat - 1
        if self._own >> i & 1:
            return self.players[i]
        p = self.players[i] = self.players[i].copy()
        self._own |= 1 << i
        return p

    def side(self, seat: int) -> str:
        """The side of the card the seat holds now: ``mafia``, ``city`` or ``independent``."""
        return self.scenario.side_of(self.players[seat - 1].card.role)

    def by_kind(self) -> dict[str, Any]:
        """Tonight's confirmed steps keyed by ability kind (:mod:`abilities`) instead of the
        role ids the file writes: what the handlers read."""
        choices, scenario = self.choices, self.scenario
        if scenario.renamed_roles().isdisjoint(choices):
            return choices  # every role tonight is played by its own id's kind
        kinds, keyed = scenario.kind_map(), {}
        for key in choices:  # a plain loop: no comprehension's frame (once a night's end)
            keyed[kinds.get(key, key)] = choices[key]
        return keyed

    def alive_seats(self) -> list[int]:
        """The seats (from 1) of the players in the game, in seat order."""
        seats: list[int] = []
        for p in self.players:  # a plain loop: no comprehension's frame (asked at every
            if p.status == ALIVE:  # phase's end and day step)
                seats.append(p.seat)
        return seats

    def half_dead_seats(self) -> list[int]:
        return [p.seat for p in self.players if p.status == HALF_DEAD]

    def holder(self, role: str, alive_only: bool = True) -> Player | None:
        """The (first) player holding a card of ability kind ``role`` (for the shipped
        scenarios, the role id); in the game only, unless not ``alive_only``. This state's own
        object (see :meth:`player`); :meth:`find` where the caller only reads."""
        if role not in self._kinds:
            return None  # no card of this game can be of that kind
        for p in self.players:
            if p.card.kind == role and (p.status == ALIVE or not alive_only):
                return self.player(p.seat)
        return None

    def find(self, role: str, alive_only: bool = True) -> Player | None:
        """:meth:`holder` to read only: the object may be shared with other states (copy on
        write, :meth:`clone`), so the caller never changes it (nor its card)."""
        if role not in self._kinds:
            return None  # no card of this game can be of that kind
        for p in self.players:
            if p.card.kind == role and (p.status == ALIVE or not alive_only):
                return p
        return None

    def view(self, seat: int) -> Player:
        """:meth:`player` to read only: the player at ``seat`` (1-based), an object that may
        be shared with other states, so the caller never changes it (nor its card). Raises
        IndexError when out of range."""
        if not 1 <= seat <= len(self.players):
            raise IndexError(seat)
        return self.players[seat - 1]

    @property
    def phase_label(self) -> str:
        return self.phase

    @property
    def over(self) -> bool:
        return self.winner is not None
