"""Steps that are nobody's card, and a role's parameters at the table.

* :class:`NarratorStep`: a night step the narrator holds himself (club_scenarios 1.5 stage 0:
  Capo's antidote vote at night start), registered by the kind module that needs it
  (:func:`register_step`). Its key may be written in a night entry and in the scenario's
  night order; it is checked (``check``), takes effect at once when confirmed (``effect``),
  and, when ``due``, the night cannot end without it (``missing_choice``).
* :class:`DayProcedure`: a day procedure a scenario names (``day_procedures`` in its file;
  club_scenarios 9.6: ``trust_gun``), registered by its module (:func:`register_procedure`):
  its day step key, the days it holds, and what it does with the day's steps.
"""

from __future__ import annotations

from collections.abc import Callable
from dataclasses import dataclass, field
from typing import Any


@dataclass(frozen=True)
class NarratorStep:
    """A night step that is the narrator's own (no card holds it).

    ``key`` the night entry's key; ``spec`` the rules it implements; ``due(state)`` True
    when it must be taken tonight; ``check(state, value)`` raises ``IllegalAction`` for an
    illegal value (``not_available`` when not due); ``effect(state, value)`` what it changes
    at once (the state is tonight's, mutated)."""

    key: str
    spec: str
    due: Callable[[Any], bool] = field(compare=False)
    check: Callable[[Any, Any], None] = field(compare=False)
    effect: Callable[[Any, Any], None] = field(compare=False)
    #: The window's options for the step (state, key, kind) → the fields of each
    #: ``option.Option``.
    options: Callable[[Any, str, str], list[dict[str, Any]]] | None = field(
        default=None, compare=False)
    #: The seats the checklist names at the step (state) → seats (the poisoned player).
    seats: Callable[[Any], list[int]] | None = field(default=None, compare=False)
    #: (scenario) → True when a scenario's roles need the step in its ``[[night]]`` (the
    #: antidote vote beside a delayed poison): ``scenario check`` asks for it (CF45-18)
    needed: Callable[[Any], bool] | None = field(default=None, compare=False)


@dataclass(frozen=True)
class DayProcedure:
    """A day procedure (club_scenarios 9.6): ``name`` as a scenario's ``day_procedures``
    names it; ``key`` its day step; ``run(state, steps, record)`` applies the day's steps
    (raising ``IllegalAction``), setting ``state.day.needs`` to ``key`` while its step is
    due and missing; ``holds(state)`` True on the days it replaces the vote."""

    name: str
    key: str
    spec: str
    holds: Callable[[Any], bool] = field(compare=False)
    run: Callable[[Any, dict[str, Any], Any], None] = field(compare=False)
    #: The window's options for its step (state, key, kind) → the fields of each
    #: ``option.Option``.
    options: Callable[[Any, str, str], list[dict[str, Any]]] | None = field(
        default=None, compare=False)
    #: The names of its picks in click order, and (state, seats picked) → each seat's
    #: refusal as the next pick (None: legal), for the window.
    picks: tuple[str, ...] = ()
    pick_targets: Callable[[Any, list[int]], dict[int, Any]] | None = field(
        default=None, compare=False)
    #: The names of its picks who defend before its step is recorded (Capo's two suspects,
    #: «Both suspects defend», club_scenarios 6.8): the window's defence timer takes them.
    defending: tuple[str, ...] = ()
    #: The stages of ``day.DAY_PROCEDURE`` it replaces on the days it holds (its own
    #: defence, vote and exit: the representatives'); none: they run as well.
    replaces: tuple[str, ...] = ()
    #: The day keys that are not available on the days it holds (Capo's gun day: the votes,
    #: the lottery, the cards …), refused before the day's stages read them (CF47-21).
    closes: tuple[str, ...] = ()
    #: (state) → True when its step is due at the day's start (None: always, on the days it
    #: holds): the representatives' election only on the first day and for an empty slot.
    due: Callable[[Any], bool] | None = field(default=None, compare=False)
    #: (state) → the day's steps of the procedure as far as the table has come, each
    #: (key, ``input`` | ``optional``, seats): the representatives' election, accusations,
    #: vote and lottery (None: its one step ``key``); ``options`` answers for each key.
    steps: Callable[[Any], list[tuple[str, str, list[int]]]] | None = field(
        default=None, compare=False)
    #: its own day keys besides ``key`` (their options come from ``options``)
    keys: tuple[str, ...] = ()
    #: (state) → the step the window's picks fill now and the names of its picks in click
    #: order (None: none now); without it, ``key`` and ``picks`` while ``key`` is not recorded
    pick_step: Callable[[Any], tuple[str, tuple[str, ...]] | None] | None = field(
        default=None, compare=False)
    #: (value) → the seats of a recorded step in pick order (the window shows them)
    picked: Callable[[Any], list[int]] | None = field(default=None, compare=False)
    #: True when, once its picks are recorded, the day's ``votes`` step counts the votes
    #: among the seats it named (the representatives' accused)
    votes: bool = False
    #: The step whose picks today's vote is on, as the window titles the vote box (the
    #: representatives' ``accused``, club_scenarios 4.8); empty: the defence vote's title.
    vote_on: str = ""
    #: (state) → the ring's standing (seat, token) pairs the procedure keeps from day to
    #: night (the representatives' slots: «نمایندهٔ ۱», «نمایندهٔ ۲», TA43-14); None: none.
    marks: Callable[[Any], list[tuple[int, str]]] | None = field(default=None, compare=False)
    #: True when those marks are the table's own doing, seen by all (the representatives it
    #: elects aloud, club_scenarios 4.4): the players' display shows them
    #: (``engine.public_view``'s ``offices``, X100-8); False: the narrator's ring alone.
    marks_public: bool = field(default=False, compare=False)


NARRATOR_STEPS: dict[str, NarratorStep] = {}
#: ``tie_resolution``'s value under which a tie of a day procedure's vote sends nobody
#: out (rules_spec 7, A08; 6.10 S14: a day's key applies to every scenario, CF47-24).
NOBODY_LEAVES = "nobody_leaves"

#: Day steps a kind opens the day with, before a procedure's own (the rebel's ``terror``,
#: club_scenarios 4.8): key → ((state) → the seats to name when the step is offered today,
#: None when not; its options builder (state, key, kind) → the fields of each Option).
DAY_OPENERS: dict[str, tuple[Callable[[Any], list[int] | None],
                             Callable[[Any, str, str], list[dict[str, Any]]]]] = {}
#: Of those, the ones whose step ends the day where it is taken: key → (state) → True when
#: it does today (the rebel's ``terror`` under ``ends_day``, club_scenarios 4.6, C18); a key
#: not here does not.
DAY_ENDERS: dict[str, Callable[[Any], bool]] = {}
#: How such a step is applied before a day procedure's own vote when it does not end the
#: day (the rebel's strike under ``ends_day = false``: talk → the strike → the accusations,
#: club_scenarios 4.8): key → (state, the day's steps) → None. Otherwise it is applied with
#: the day's end hooks.
DAY_OPENER_APPLY: dict[str, Callable[[Any, dict[str, Any]], None]] = {}
DAY_PROCEDURES: dict[str, DayProcedure] = {}
#: What the kinds settle at dawn, after the night's exits and before the win check (a card
#: the heir inherited tonight is his from the following night): each is called with the
#: night's state.
DAWN_HOOKS: list[Callable[[Any], None]] = []


def register_step(step: NarratorStep) -> NarratorStep:
    """Add a narrator's night step (its key must be free). Returns it.

    Raises:
        ValueError: the key is taken."""
    if step.key in NARRATOR_STEPS:
        raise ValueError(f"night step {step.key!r} is taken")
    NARRATOR_STEPS[step.key] = step
    return step


def register_procedure(proc: DayProcedure) -> DayProcedure:
    """Add a day procedure (its name must be free). Returns it.

    Raises:
        ValueError: the name is taken."""
    if proc.name in DAY_PROCEDURES:
        raise ValueError(f"day procedure {proc.name!r} is taken")
    DAY_PROCEDURES[proc.name] = proc
    return proc


def procedures_of(st: Any) -> tuple[DayProcedure, ...]:
    """The day procedures the scenario of ``st`` names (its file's ``day_procedures``);
    kept with the scenario while no procedure is registered."""
    scenario = st.scenario
    cache = scenario.__dict__.get("_procedures")
    if cache is None or cache[0] != len(DAY_PROCEDURES):
        names = getattr(scenario, "day_procedures", None) or ()
        cache = (len(DAY_PROCEDURES),
                 tuple(DAY_PROCEDURES[n] for n in names if n in DAY_PROCEDURES))
        object.__setattr__(scenario, "_procedures", cache)  # frozen model: private cache
    return cache[1]


def procedure_today(st: Any) -> DayProcedure | None:
    """The day procedure that holds today in ``st`` (it replaces the day's vote), or None."""
    if st.phase != "day":
        return None
    for proc in procedures_of(st):
        if proc.holds(st):
            return proc
    return None


def step_options(st: Any, key: str) -> Callable[[Any, str, str], list[dict[str, Any]]] | None:
    """The options builder of the narrator's night step or the day procedure ``key`` names
    (None: neither, or it has none)."""
    step = NARRATOR_STEPS.get(key)
    if step is not None and not st.scenario.has_role(key):
        return step.options
    if key in DAY_OPENERS and st.phase == "day":
        return DAY_OPENERS[key][1]
    proc = procedure_today(st)
    return proc.options if proc is not None and (proc.key == key or key in proc.keys) else None
