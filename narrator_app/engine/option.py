"""One way to fill a step, as the window is offered it: :class:`Option` (``choices``'
options, and those a kind builds whole, :attr:`abilities.registry.Kind.whole_options`).

Its own module, importing nothing of the engine but :mod:`.errors`, so that a kind's module
under ``abilities/`` may build its options itself (``choices`` imports the kinds: a kind
importing ``choices`` would be a cycle).
"""

from __future__ import annotations

from collections.abc import Callable
from dataclasses import dataclass, field
from typing import Any

from .errors import IllegalAction

#: ``per_seat(make)`` → each seat's refusal (None: legal) of the step's value ``make(seat)``,
#: asked of the rules (``choices._per_seat``: :func:`game.step_refusals`) for a kind's
#: options built whole.
PerSeat = Callable[[Callable[[int], Any]], dict[int, IllegalAction | None]]


@dataclass
class FieldChoice:
    """One value of an extra field an option may carry beside its action
    (:attr:`Option.extra_key`: the team step's treason vote, club_scenarios 1.3, 4.6):
    ``arg`` the field's game-script value (``{rep: 1, delta: -1}``), ``refusal`` None when
    the rules take it now, else their refusal (asked of the rules, like a seat's)."""

    arg: Any
    refusal: IllegalAction | None = None


@dataclass
class Option:
    """One way to fill a step.

    ``name`` is the game-script word (``shot``, ``sixth_sense``, ``buy``, ``save`` …) or
    ``none`` (the role passes). ``seats`` is how many seats to click (0, 1, 2, 3; -1: vote
    counts per seat; for ``give``, up to ``seats``); ``role_guess`` asks for a role id,
    ``side_choice`` for ``city``/``mafia``, ``number`` for a number in that range (a bomb
    code), ``kinds`` for one of these words per chosen seat (a gun's type; with ``kinds`` or
    ``up_to``, ``seats`` is a maximum: one seat or more up to it). ``targets`` maps
    every seat (1-based) to None when legal, else its :class:`IllegalAction`. ``refusal``
    is set when the option as a whole is refused now (e.g. no purchase yet).
    """

    name: str
    seats: int = 0
    role_guess: bool = False
    side_choice: bool = False
    targets: dict[int, IllegalAction | None] = field(default_factory=dict)
    refusal: IllegalAction | None = None
    build: Callable[..., Any] | None = None
    number: tuple[int, int] | None = None
    #: What ``number`` counts, for the window's label: ``code`` (the bomb's) or
    #: ``antidote_votes`` (the antidote vote's hands, club_scenarios 6.6; CR38-6).
    number_word: str = "code"
    kinds: tuple[str, ...] = ()
    #: ``seats`` is a maximum: one seat up to ``seats`` may be chosen (a shield, a hold).
    up_to: bool = False
    #: An exact pair whose places differ (the trade: the sacrifice, then the recruit): each
    #: place's legality per seat, in order; ``targets`` is then a seat legal at some place.
    slots: list[dict[int, IllegalAction | None]] = field(default_factory=list)
    #: With ``kinds``: the kinds each legal seat may take (a seat missing: every kind).
    seat_kinds: dict[int, tuple[str, ...]] = field(default_factory=dict)
    #: With ``kinds``: the most of each kind one value may hold (a kind missing: no cap).
    kind_caps: dict[str, int] = field(default_factory=dict)
    #: Each place after the first depends on the seats picked before it (the soldier's
    #: shot, only after a city recipient): ``picked`` → each seat's legality at the next
    #: place, asked of the rules; None: ``targets`` at every place.
    follow: Callable[[list[int]], dict[int, IllegalAction | None]] | None = field(
        default=None, compare=False, repr=False)
    #: An extra field the option may carry beside its action, not an action itself
    #: (club_scenarios 1.3: Namayande's treason vote, 4.6, 4.12): the field's game-script
    #: key and its values, each with its legality (:class:`FieldChoice`); ``value(...,
    #: extra_arg=arg)`` adds ``{extra_key: arg}`` to the option's value. None: no field.
    extra_key: str | None = None
    extra_choices: list[FieldChoice] = field(default_factory=list)
    #: Seats that, picked in this option, take the narrator to another option of the step
    #: with that seat at its first place: seat → (that option's name, why). The seat stays
    #: legal here (the rules take it); the window says why it moves (Namayande's plain shot
    #: on a seat mined on an earlier night: «shot and mine toll», the toll named while the
    #: mafia are awake, CF80-55).
    moves_to: dict[int, tuple[str, IllegalAction]] = field(default_factory=dict)

    def value(
        self,
        seats: list[int] | None = None,
        role: str | None = None,
        side: str | None = None,
        **extra: Any,
    ) -> Any:
        """The game-script value for this option with the chosen seats / role / side, and
        ``number=`` (a code) or ``kinds=`` (one word per seat) where the option asks, and
        ``extra_arg=`` the value of its extra field (:attr:`extra_key`) when one is chosen."""
        assert self.build is not None
        arg = extra.pop("extra_arg", None)
        return self.carrying(self.build(list(seats or []), role, side, **extra), arg)

    def carrying(self, value: Any, arg: Any) -> Any:
        """``value`` (this option's step value) with its extra field set to ``arg``
        (``{extra_key: arg}`` added); ``value`` itself when ``arg`` is None or the option
        has no extra field."""
        if arg is None or self.extra_key is None or not isinstance(value, dict):
            return value
        return {**value, self.extra_key: arg}

    def legal_extras(self) -> list[Any]:
        """The values of the extra field the rules take now."""
        return [c.arg for c in self.extra_choices if c.refusal is None]

    def legal_seats(self) -> list[int]:
        return [s for s, r in self.targets.items() if r is None]

    def kinds_for(self, seat: int) -> tuple[str, ...]:
        """The kinds (a gun's type) ``seat`` may take in this option."""
        return self.seat_kinds.get(seat, self.kinds)

    def place_words(self) -> list[str]:
        """For an option whose places differ (:attr:`slots`, or up to ``seats`` seats each
        named by its own key: the guide's ``pick``, then the player he asks about,
        ``inquire``; CF80-52): each place's game-script word, the key its seat takes in the
        value (the trade's ``sacrifice``, then ``recruit``), for the window to say which
        place each chosen seat took; [] for another option, or when the value does not name
        its places."""
        places = len(self.slots) or (self.seats if self.up_to and self.seats > 1 else 0)
        if not places or self.build is None:
            return []
        marks = [-1 - i for i in range(places)]  # no seat has these numbers
        try:
            value = self.build(list(marks), None, None)
        except Exception:  # noqa: BLE001 - a build that does not take these seats
            return []
        found: dict[int, str] = {}

        def walk(v: Any) -> None:
            for key, arg in v.items() if isinstance(v, dict) else ():
                if isinstance(arg, dict):
                    walk(arg)
                elif isinstance(arg, int) and arg in marks:
                    found[arg] = str(key)

        walk(value)
        return [found[m] for m in marks] if len(found) == len(marks) else []

    def targets_at(self, picked: list[int]) -> dict[int, IllegalAction | None]:
        """Each seat's legality as the next pick after ``picked`` (its place's, for an
        option with ``slots``; else ``targets``)."""
        if self.slots and len(picked) < len(self.slots):
            return self.slots[len(picked)]
        if self.follow is not None and picked:
            return self.follow(list(picked))
        return self.targets


def _one_seat(name: str, targets: dict[int, IllegalAction | None]) -> Option:
    """An option of one seat whose value is ``{name: seat}`` (seats from 1): the Mayor's
    ``eliminate``, Jack's curse."""
    return Option(name, seats=1, targets=targets,
                  build=lambda seats, role, side, **kw: {name: seats[0]})


#: :func:`_one_seat` by its public name (the function keeps its old name: its builder's
#: repr, ``_one_seat.<locals>.<lambda>``, is part of what the window's options show).
one_seat = _one_seat


@dataclass
class ChoiceReading:
    """A recorded step value read back as the picks that make it (:func:`read_choice`):
    the option, its seats in the order picked, and its role, side, number, gun types and
    extra field where the option asks for them."""

    option: Option
    seats: list[int]
    role: str | None = None
    side: str | None = None
    number: int | None = None
    kinds: list[str] = field(default_factory=list)
    extra: Any = None


def _atoms(value: Any, ints: list[int], words: list[str]) -> None:
    """The whole numbers and the words a step value holds (dict keys included), once each."""
    items = (
        [*value.keys(), *value.values()] if isinstance(value, dict)
        else value if isinstance(value, list | tuple) else [value]
    )
    for item in items:
        if isinstance(item, dict | list | tuple):
            _atoms(item, ints, words)
        elif isinstance(item, int) and not isinstance(item, bool) and item not in ints:
            ints.append(item)
        elif isinstance(item, str) and item not in words:
            words.append(item)


def _seat_lists(opt: Option, ints: list[int]) -> list[tuple[int, ...]]:
    from itertools import permutations

    if opt.seats <= 0:
        return [()]
    seats = [s for s in ints if s in opt.targets]
    sizes = range(1, opt.seats + 1) if (opt.kinds or opt.up_to) else [opt.seats]
    return [p for n in sizes for p in permutations(seats, n)]


def _reads(opt: Option, base: Any, ints: list[int], words: list[str]) -> ChoiceReading | None:
    """The picks of ``opt`` that build ``base`` (its value without the extra field)."""
    from itertools import product

    roles: list[str | None] = [w for w in words if opt.role_guess] or [None]
    sides: list[str | None] = [w for w in words if opt.side_choice] or [None]
    numbers: list[int | None] = [None]
    if opt.number is not None:
        numbers = [n for n in ints if opt.number[0] <= n <= opt.number[1]]
    for seats in _seat_lists(opt, ints):
        kind_lists = (list(product(*(opt.kinds_for(s) for s in seats))) if opt.kinds
                      else [()])
        for role, side, number, kinds in product(roles, sides, numbers, kind_lists):
            extra: dict[str, Any] = {}
            if number is not None:
                extra["number"] = number
            if opt.kinds:
                extra["kinds"] = list(kinds)
            try:
                made = opt.value(list(seats), role=role, side=side, **extra)
            except Exception:  # noqa: BLE001 - a build that does not take these picks
                continue
            if made == base:
                return ChoiceReading(opt, list(seats), role, side, number, list(kinds))
    return None


def read_choice(options: list[Option], value: Any) -> ChoiceReading | None:
    """The picks among ``options`` that make the recorded step ``value`` (the first option
    that builds it), to show a step taken back by undo as it was chosen, not confirmed;
    None when no option builds it now (the rules changed under it, or votes per seat)."""
    ints: list[int] = []
    words: list[str] = []
    _atoms(value, ints, words)
    if len(ints) > 8:  # more than any pick holds: not read (a vote per seat)
        return None
    for opt in options:
        if opt.seats < 0 or opt.build is None:
            continue
        base, arg = value, None
        if opt.extra_key is not None and isinstance(value, dict) and opt.extra_key in value:
            arg = value[opt.extra_key]
            base = {k: v for k, v in value.items() if k != opt.extra_key}
        reading = _reads(opt, base, ints, words)
        if reading is not None:
            reading.extra = arg
            return reading
    return None
