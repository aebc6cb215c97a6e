"""The game record: a setup plus the narrator's ordered actions; the state is a function of them.

``Game`` keeps one state per action, so undo pops, redo pushes, and opening a file replays
(design rule 5). Actions are written in game-script vocabulary:

* ``Action("deal", value=[role ids, seat 1 first])`` — the game's first action;
* ``Action("step", phase, key, value)`` — one confirmed step (a night choice, a vote entry,
  the lottery …); choosing again on a step replaces its choice;
* ``Action("end_phase")`` — the end of the current phase (a night is resolved here);
* ``Action("redeal", value=[role ids])`` — the deal corrected (a card entered wrongly):
  a record-level operation, not a step of the game: the state after it is the game
  replayed with the first deal replaced by these seats and every action since replayed
  on it (game-script.md, journal line kinds). See :meth:`Game.redeal`.
"""

from __future__ import annotations

import gc
import secrets
import time
from collections.abc import Callable, Sequence
from dataclasses import dataclass, field
from datetime import UTC, datetime
from typing import Any

from . import shapes
from .abilities import (
    KINDS,
    check_night_choice,
    check_night_end,
    confirms_undo,
    initial_counters,
    night_order,
    night_shape_refusal,
    night_step_effect,
    registry,
)
from .abilities.base import dawn_may_refuse, kinds_in_play, team_parts
from .abilities.bomber import NAME as BOMBER
from .abilities.checks import (
    night_choice_check,
    night_probe_refusals,
    night_rank,
    night_seat_refusals,
    night_step_facts,
)
from .abilities.day_power import DAY_KEY as INTERROGATION
from .abilities.day_power import NAME as DAY_POWER
from .abilities.day_power import announce_morning, interrogation_due, note_lapse
from .abilities.params import kinds_key, params_of, role_kind, role_shape
from .abilities.sherlock_holmes import NAME as SHERLOCK
from .abilities.steps import NARRATOR_STEPS, procedure_today, procedures_of
from .actions import DealAction, Op, StepAction, changes_between, validate_action
from .cards import new_deck
from .day import (
    bomb_pending,
    chaos_day,
    check_phase,
    day_key,
    end_of_day,
    noon_sleep,
    out_of_order,
    resumed_day,
    run_day,
    threshold_of,
)
from .errors import IllegalAction, refusal_of
from .file_rules import params_clash
from .house_rules import check_scope
from .house_rules import resolve as resolve_house_rules
from .night import resolve_night
from .readers import is_id, name_problem
from .scenario import Scenario, kept_beside, load_scenario
from .state import ALIVE, Card, GameState, LogLine, PhaseRecord
from .table import DAY_KEYS, log_line

PHASES = ("intro_day", "intro_night", "day", "night")
#: Most actions a game's record may hold (a long real game has a few hundred): a further
#: action is refused (``bad_script``/``too_many_actions``), so a journal the app writes
#: always stays under its reader's caps (journal.py).
MAX_ACTIONS = 3000
#: Most work the corrected deals of a record may cost: each ``redeal`` replays the actions
#: before it, so the sum over the record's redeals (in effect or on the redo stack) of their
#: position in it (from 1) is bounded; a further redeal is refused
#: (``bad_script``/``too_many_redeals``). A real game corrects its deal once or twice.
MAX_REDEAL_WORK = 6_000
#: Most actions the corrected deals of a record read from a file may replay (the reader's
#: cap, above what the app writes: :data:`MAX_REDEAL_WORK`).
REPLAY_REDEAL_WORK = 10_000


@dataclass(frozen=True)
class Setup:
    """What is fixed before the deal: scenario id, player names (one per seat, seat 1 first)
    and the house rules the table chose (only the keys that differ from the defaults may be
    given; :func:`Game.house_rules` gives the complete set)."""

    scenario_id: str
    names: tuple[str, ...]
    house_rules: dict[str, Any] = field(default_factory=dict)


@dataclass(frozen=True, init=False)
class Action:
    """One recorded narrator action; ``at`` is its UTC time (ISO 8601), for the file only."""

    kind: str  # deal | step | end_phase | redeal
    phase: str | None = None
    key: str | None = None
    value: Any = None
    at: str | None = None

    def __init__(self, kind: str, phase: str | None = None, key: str | None = None,
                 value: Any = None, at: str | None = None) -> None:
        """The action of those fields, as the dataclass's own ``__init__`` makes it (same
        parameters and defaults), its fields written into the instance's dict at once
        instead of one frozen ``object.__setattr__`` call each: an action is made at
        every step recorded (:meth:`Game.record`) and every step asked."""
        d = self.__dict__
        d["kind"] = kind
        d["phase"] = phase
        d["key"] = key
        d["value"] = value
        d["at"] = at

    def without_time(self) -> Action:
        return Action(self.kind, self.phase, self.key, self.value)


#: The second of the last stamp (whole seconds since the epoch) and its text up to the dot,
#: ``YYYY-MM-DDTHH:MM:SS.``: kept by :func:`now_utc` as one tuple (replaced whole, so a
#: thread never reads one second's text with another's number), remade when the second
#: changes.
_stamp_second: tuple[int, str] = (-1, "")


def now_utc() -> str:
    """The time now in UTC as ISO 8601 text to the millisecond, with its offset
    (``2026-12-07T01:22:33.123+00:00``): the bytes of
    ``datetime.now(UTC).isoformat(timespec="milliseconds")`` (the system clock floored to
    the millisecond), with the date and time of day formatted once per second."""
    global _stamp_second
    second, rest = divmod(time.time_ns(), 1_000_000_000)
    kept = _stamp_second
    if second != kept[0]:
        kept = _stamp_second = (
            second, datetime.fromtimestamp(second, UTC).isoformat(timespec="seconds")[:19] + ".")
    return kept[1] + str(1000 + rest // 1_000_000)[1:] + "+00:00"


def new_state(setup: Setup, scenario: Scenario | None = None) -> GameState:
    """The state before the deal.

    Raises:
        IllegalAction("bad_script"): a scenario id that is not an identifier (``detail``
            ``unknown_scenario``); names that are not a list of valid text (``bad_name``,
            ``value`` the seat from 1: a string of at most 200 characters, no control
            character, no lone surrogate); house rules that are not a mapping; an unknown
            house rule or value; rules each allowed alone that a role's kind refuses
            together (``house_rules_clash``, :func:`game_rules`); a player count the
            scenario cannot seat.
        ScenarioError: no scenario file of that id.
    """
    if scenario is None and not is_id(setup.scenario_id):
        raise IllegalAction("bad_script", detail="unknown_scenario")
    if not isinstance(setup.names, tuple | list) or len(setup.names) > shapes.MAX_ITEMS:
        raise IllegalAction("bad_script", detail="names")
    for seat, name in enumerate(setup.names, start=1):
        if name_problem(name):
            raise IllegalAction("bad_script", value=seat, detail="bad_name")
    if not isinstance(setup.house_rules, dict) or not all(
        isinstance(k, str) for k in setup.house_rules
    ):
        raise IllegalAction("bad_script", detail="house_rules")
    scen = scenario or load_scenario(setup.scenario_id)
    hr = game_rules(scen, setup.house_rules)
    scen.roster_for(len(setup.names), hr.get("ratio_enforcement", "allow_reference_rosters"))
    return GameState(scen, hr, list(setup.names))


def game_rules(scen: Scenario, chosen: dict[str, Any]) -> dict[str, Any]:
    """The complete house rules of a game of ``scen`` whose table chose ``chosen`` (its
    keys text): :func:`house_rules.resolve` of the scenario's defaults, own rules and
    ``chosen``, the same refusals, and rules each allowed alone that a role's kind refuses
    together (:func:`file_rules.params_clash`: ``bad_script``, ``detail``
    ``house_rules_clash``, ``key`` the role, ``value`` its rules' keys; HR106-1), before
    the deal. The last answer is kept with the scenario beside the
    text of ``chosen``'s items (``repr`` of them sorted by key: a value's type shows in it,
    ``1``, ``True`` and ``1.0`` apart), and the same dict is the answer while a game asks
    with the same values. A game's rules are never changed (its states share them; every
    answer for the window is a copy, :attr:`Game.house_rules`), so games of the same rules
    may share one: what is kept beside a game's rules object (the holds, the night's
    disables, the roles' params) is then found again by the next game instead of worked
    out anew (a replay of many games, issue 25)."""
    key = repr(sorted(chosen.items()))
    kept = scen.__dict__.get("_game_rules")
    if kept is not None and kept[0] == key:
        return kept[1]
    rules = resolve_house_rules(scen.family, scen.default_house_rules(), chosen, scen.id,
                                scen.own_house_rules())
    clash = params_clash(scen, rules)
    if clash is not None:  # rules each allowed alone, together refused by a role's kind
        raise IllegalAction("bad_script", key=clash.role, value=list(clash.keys),
                            detail="house_rules_clash", reason=clash.reason)
    object.__setattr__(scen, "_game_rules", (key, rules))  # frozen model: private cache
    return rules


def apply(state: GameState, action: Action) -> GameState:
    """The state after ``action``; ``state`` is not changed.

    The action's shape is checked first (:func:`shapes.check_action`: seats are ints from 1
    to the number of seats, flags are bools, each step's value has its game-script shape),
    so a malformed action never reaches a rule; a ``null`` in a step's value is not given
    (:func:`shapes.given`, T20).

    Raises:
        IllegalAction: the action is refused (code and facts); nothing changes.
    """
    kind = action.kind
    if kind == "end_phase":  # its kind is its whole shape (:func:`_check_shape` returns)
        if state.phase == "setup" or state.winner is not None:
            _check_playing(state, action)  # (refuses)
        return _ended(state)
    scen = state.scenario
    if kind == "step":  # :func:`shapes.given`, inline: only a mapping or list holds a null
        value = action.value
        if (type(value) is dict or type(value) is list) and shapes.has_nulls(value):
            action = Action(kind, action.phase, action.key, shapes.given(value), action.at)
    _check_shape(len(state.players), action, scen, state.rules)
    if kind == "deal":
        return _deal(state, action.value)
    if kind == "step":
        # :func:`_check_playing`, inline (asked at every step): its three refusals
        if state.phase == "setup" or state.winner is not None or action.phase != state.phase:
            _check_playing(state, action)  # (refuses)
        key, value = action.key, action.value
        if not isinstance(key, str):
            raise IllegalAction("bad_script", detail="no_key")
        try:  # the step of the phase under way
            if state.phase in ("intro_night", "night"):
                return _night_choice(state, key, value)
            return _day_choice(state, day_key(state, key), value)
        except IllegalAction as exc:
            raise _step_refusal(state, key, value, exc) from None
    _check_playing(state, action)
    raise IllegalAction("bad_script", detail=f"unknown action kind {kind!r}")


#: The last phase's end :func:`apply` made: (the state it ended, the state after), kept so
#: that ending that same phase again (the window asks :func:`choices.legal_choices`, which
#: tries the end, then the narrator ends it) takes the state already made. One pair only:
#: what it holds is bounded; a tuple, swapped whole (another thread reads a whole pair).
_last_end: tuple[GameState, GameState] | None = None


def _check_shape(n_seats: int, action: Action, scen: Scenario,
                 rules: dict[str, Any]) -> None:
    """:func:`shapes.check_action` of ``action`` at a table of ``n_seats`` of ``scen`` in a
    game of the house rules ``rules`` (a night step's value by the kind of its key,
    :meth:`Scenario.kind_of`, in the shape its role's params with the game's rules give,
    :func:`role_shape`; HR107-1): the same refusals. A step of a known phase
    whose key is text goes straight to the check of its value that :func:`shapes.check_step`
    would run: by day its key's (:data:`shapes.SHAPES`), at night the one kept for its key
    (:func:`_night_shapes`), found there by the gate's own path the first time. A phase's
    end has no key, phase or value to check: its kind is its whole shape, so it returns at
    once (what :func:`shapes.check_action` checks of it; the phase's End is asked at every
    legal-play step, :func:`end_refusal`)."""
    if action.kind == "end_phase":
        return  # its kind is its whole shape (shapes.check_action checks nothing more)
    key, phase = action.key, action.phase
    if action.kind == "step" and type(key) is str:
        shape = (_night_shape(scen, key, rules) if phase == "night" or phase == "intro_night"
                 # a day step's key is its own shape's (kind None)
                 else shapes.SHAPES.get(key) if phase == "day" or phase == "intro_day"
                 else None)
        if shape is not None:
            shape(action.value, n_seats, key)
            return
    shapes.check_action(n_seats, action, scen.kind_of, lambda k: role_shape(scen, k, rules))


def _night_shape(scen: Scenario, key: str, rules: dict[str, Any]) -> shapes.Check | None:
    """The check of night step ``key``'s value in a game of ``rules`` (:func:`shapes.
    step_shape` by the key's kind and its role's own shape as the game's rules make it),
    kept per scenario and the values of the rules a role's shape may follow
    (:func:`_night_shapes`); None for a key that is no identifier (the gate refuses it)."""
    kept = scen.__dict__.get("_night_shapes")  # _night_shapes' keeping, read inline (a
    # night step's every apply): the last game's table while the registry's stages and the
    # game's rules are the same objects
    table = (kept[2] if kept is not None and kept[0] is registry.stage_cache
             and kept[1] is rules else _night_shapes(scen, rules))
    shape = table.get(key)
    if shape is None and is_id(key):
        shape = shapes.step_shape(key, scen.kind_of(key), role_shape(scen, key, rules))
        if len(table) < _NIGHT_SHAPES_KEPT:
            table[key] = shape
    return shape


#: The most night step keys whose value's check :func:`_night_shapes` keeps per scenario
#: (a hostile file's unknown keys are checked all the same, not kept).
_NIGHT_SHAPES_KEPT = 256


def _night_shapes(scen: Scenario, rules: dict[str, Any]) -> dict[str, shapes.Check]:
    """Night step key → the check of its value in a game of ``rules`` (:func:`shapes.
    step_shape` with the key's kind and its role's own shape), filled as keys come: kept
    with ``scen`` beside the registry's table of stages (:func:`registry.stage_effects`, a
    new object whenever a kind is registered or removed), one table per values of the
    house rules a role's kind follows (:func:`abilities.params.kinds_key`: a role's shape
    may follow a house rule, HR107-1), so games of other rules that give the roles the
    same kinds share one; the last game's rules object beside it (never changed), for the
    next step's look."""
    stages = registry.stage_effects()
    kept = scen.__dict__.get("_night_shapes")
    tables: dict[tuple[Any, ...], dict[str, shapes.Check]] = (
        kept[3] if kept is not None and kept[0] is stages else {})
    table = tables.setdefault(kinds_key(scen, rules), {})
    object.__setattr__(scen, "_night_shapes", (stages, rules, table, tables))  # frozen
    return table  # model: private cache


def _ended(state: GameState) -> GameState:
    """:func:`_end_phase` of ``state``, taken from :data:`_last_end` when it is the state
    ended last (a state never changes once handed out, so its end is the same state; a
    refusal is not kept, it is made again)."""
    global _last_end
    last = _last_end
    if last is not None and last[0] is state:
        return last[1]
    new = _end_phase(state)
    _last_end = (state, new)
    return new


def end_refusal(state: GameState) -> IllegalAction | None:
    """The refusal :func:`apply` gives the phase's end on ``state`` (None: the phase may end
    now), as a value without its traceback.

    A night's end is refused only by its end checks (:func:`check_night_end`: a required
    step missing, rules_spec 3.1.2; Nostradamus's intro step, the heir's pick, a follower's
    nightly step), and its resolution (:func:`resolve_night`) refuses nothing unless a kind
    in play says it may (:func:`dawn_may_refuse`: the trap's toll). So those checks are
    asked of ``state`` itself (they only read it), and the night is resolved when it really
    ends, not at every step the checklist is asked for (issue 25: a night was resolved once
    per step). A day's end is refused only by a step its procedure still needs
    (:func:`_check_day_end`), asked alone too: the day is ended when it really ends, not at
    every ask (most asks of a day are followed by a step, not its end). A night whose
    resolution may refuse is tried whole (:func:`apply`), its new state kept for the end
    that follows (:data:`_last_end`).

    ``tests/engine/test_legal_refusal.py`` checks over random games of every shipped
    scenario that the answer is :func:`apply`'s own (code and facts)."""
    try:
        night = state.phase in ("intro_night", "night")
        if (not dawn_may_refuse(state.scenario) if night
                else state.phase in ("day", "intro_day")):
            _check_shape(len(state.players), _END, state.scenario, state.rules)
            _check_playing(state, _END)
            (check_night_end if night else _check_day_end)(state)
        else:
            apply(state, _END)
    except IllegalAction as exc:
        return exc.with_traceback(None)  # a value: no frames kept (step_refusals)
    return None


#: The phase's end as an action (a frozen value: one will do).
_END = Action("end_phase")


def _check_playing(state: GameState, action: Action) -> None:
    """Refuse a step or a phase's end before the deal, after the game is won, or a step
    of another phase than the current one (:func:`apply`, after the action's shape)."""
    if state.phase == "setup":
        raise IllegalAction("wrong_phase", detail="deal_first")
    if state.winner is not None:
        raise IllegalAction("game_over", winner=state.winner)
    if action.kind == "step" and action.phase != state.phase:
        raise IllegalAction("wrong_phase", key=action.key, detail=f"now {state.phase}")


def step_refusals(state: GameState, key: Any, values: list[Any]) -> list[IllegalAction | None]:
    """The refusal :func:`apply` gives the step ``key`` with each of ``values`` on ``state``
    (None: accepted), in order. A night step that continues the night
    (:func:`_continues_night`) and whose confirmation cannot refuse it
    (:func:`_checked_alone`) is decided by the very checks :func:`apply` runs on it — the
    shape, :func:`_check_playing`, :func:`check_night_choice` — on ``state`` itself (they
    only read it), without copying it; any other by :func:`apply`. What the pickers offer
    (:func:`choices.legal_choices`) is asked here, so offer and refusal cannot differ.

    What does not depend on the value is found once for all of them: whether the game is
    being played (:func:`_check_playing` reads only the state and the action's phase, here
    the state's own), the ability kind whose shape the value must have
    (:func:`shapes.check_action` of a night step: :func:`shapes.check_step` by that kind).
    A refusal is returned as a value, without its traceback: it would hold the frames that
    made it, and with them this list, a cycle only the garbage collector frees."""
    shaped = _alone_shape(state, key)
    if shaped is not None:
        batch = night_seat_refusals(state, key, values, shaped)  # the seats in one pass
        if batch is not None:
            return batch
        check = night_choice_check(state, key)

        def shaped_and_checked(value: Any) -> None:
            shaped(value)
            check(value)

        return [refusal_of(shaped_and_checked, value) for value in map(shapes.given, values)]
    return [refusal_of(apply, state, Action("step", state.phase, key, value))
            for value in values]


def step_probe_refusals(state: GameState, key: Any, probes: list[tuple[str, list[Any]]],
                        known: int = 0) -> list[list[IllegalAction | None]]:
    """:func:`step_refusals` of the pickers' probes of several actions of the step ``key``,
    given as what they are made of: each action's ``(name, args)``, its values ``{name:
    arg}`` for each of ``args`` (one a seat, in seat order); each action's refusals, in
    order. Where the step is decided by its checks alone, the seat checks are asked the
    args directly (:func:`night_probe_refusals`: no value made and parsed back); else, or
    when that pass does not answer, :func:`step_refusals` of the values themselves. The
    last ``known`` probes' args are the caller's own, made from the table's seats in seat
    order (:func:`night_probe_refusals`: their form not checked again)."""
    shaped = _alone_shape(state, key)
    if shaped is not None:
        found = night_probe_refusals(state, key, probes, shaped, known)
        if found is not None:
            return found
    flat = step_refusals(state, key, [{name: arg} for name, args in probes for arg in args])
    out: list[list[IllegalAction | None]] = []
    at = 0
    for _name, args in probes:
        out.append(flat[at:at + len(args)])
        at += len(args)
    return out


def _alone_shape(state: GameState, key: Any) -> Callable[[Any], None] | None:
    """The shape check of the step ``key``'s values (:func:`shapes.step_value_check`) when
    the step is decided by its checks alone on ``state`` (:func:`_checked_alone`) and is
    being played (:func:`_check_playing` refuses it whatever the value); else None
    (:func:`step_refusals` asks :func:`apply`)."""
    if not _checked_alone(state, key):
        return None
    if state.winner is not None:
        # _check_playing's one refusal of a step of the night being played (the phase is
        # not setup, the step's phase the state's): refused whatever the value, by apply
        return None
    kind = state.scenario.kind_of(key) if is_id(key) else None
    return shapes.step_value_check(len(state.players), key, kind)


def _checked_alone(state: GameState, key: Any) -> bool:
    """True when the night step ``key`` is accepted or refused by its check alone: it
    continues the night from ``state`` (:func:`_continues_night`), and what confirming it
    changes at once (:func:`night_step_effect`) refuses nothing: not a narrator's step, a
    withdrawal, nor a kind with an ``on_confirm`` (the heir's pick)."""
    if state.phase not in ("intro_night", "night") or not isinstance(key, str):
        return False
    if key in NARRATOR_STEPS and not state.scenario.has_role(key):
        return False
    kind = state.scenario.kind_of(key)
    k = KINDS.get(kind)
    if kind == "withdraw" or (k is not None and k.on_confirm is not None):
        return False
    if not state.choices:
        return True  # nothing confirmed tonight: the night goes on (its order not read)
    return _continues_night(state, key, night_rank(state))


def _continues_night(state: GameState, key: str, order: dict[str, int]) -> bool:
    """True when step ``key`` is new tonight and comes after every step confirmed so far
    (``order``: the night's order): the night goes on from ``state`` as it stands."""
    last = len(order)
    at = order.get(key, last)
    if key in state.choices:
        return False
    for k in state.choices:  # a plain loop: asked at every night step
        if order.get(k, last) > at:
            return False
    return True


def parse_action(data: Any) -> Action:
    """An :class:`Action` from a mapping in the saved file's vocabulary (``{kind: step,
    phase, key, value, at}``, ``{kind: deal, seats}``, ``{kind: end_phase}``).

    Raises:
        IllegalAction("bad_script"): a malformed action (never another exception).
    """
    m = validate_action(data)
    if isinstance(m, DealAction):
        return Action("deal", value=list(m.seats), at=m.at)
    if isinstance(m, StepAction):
        return Action("step", m.phase, m.key, m.value, at=m.at)
    return Action("end_phase", at=m.at)


def apply_op(state: GameState, action: Action) -> Op:
    """:func:`apply`, with the events the action produced (the log lines it added) and
    what it changed (:class:`actions.Changes`), for a window that refreshes only those.

    Raises:
        IllegalAction: the action is refused (code and facts); nothing changes.
    """
    new = apply(state, action)
    return Op(new, tuple(new.log[len(state.log):]), changes_between(state, new))


def _deal(state: GameState, seats: Any) -> GameState:
    if state.phase != "setup":
        raise IllegalAction("wrong_phase", detail="already_dealt")
    scen = state.scenario
    if not isinstance(seats, list) or len(seats) != len(state.players):
        raise IllegalAction("bad_script", detail="seat_count", value=len(seats or []))
    for r in seats:
        if not isinstance(r, str) or not scen.has_role(r):
            raise IllegalAction("bad_script", detail="unknown_role", value=r)
    scen.check_roster(list(seats), state.rules.get("ratio_enforcement"))
    st = state.clone()
    sides = scen.side_map()
    n_mafia = sum(1 for r in seats if sides[r] == "mafia")
    st.deal(_new_cards(st, list(seats), n_mafia))
    st.deck = new_deck(st)
    st.phase = scen.first_phase
    st.number = 1 if st.phase == "night" else 0  # a full first night is Night 1 (0.3)
    st.base = None
    log_line(st, "phase", True, phase=st.phase)
    st.seal()
    return st


def initial_card(scenario: Scenario, role: str, n_players: int,
                 house_rules: dict[str, Any] | None = None) -> Card:
    """The role card ``role`` as dealt at a table of ``n_players`` (seats) under
    ``house_rules`` (the scenario's defaults when None): its counters at the start, e.g.
    Leon's bullets (a number or the mafia count, A17) and vest (A18)."""
    rules = scenario.default_house_rules() if house_rules is None else house_rules
    st = GameState(scenario, rules, [""] * n_players)
    return _new_card(st, role)


def _new_card(st: GameState, role: str, n_mafia: int | None = None) -> Card:
    """The card ``role`` at the deal; ``n_mafia`` is the number of mafia dealt (a shooter's
    ``mafia_count`` bullets count them, 6.9 S9), None for the scenario's default roster."""
    return _new_cards(st, [role], n_mafia)[0]


def _new_cards(st: GameState, roles: list[str], n_mafia: int | None) -> list[Card]:
    """:func:`_new_card` of each of ``roles``, in order. A card's counters before its
    kind's deal (:func:`_start_counters`) depend only on the scenario, the registry's kinds,
    the role's params under the game's rules (:func:`params_of`: one model object per role
    and values chosen) and the team's parts (:func:`team_parts`: one table per values): they
    are kept with the scenario beside the registry's table of stages (a new object whenever
    a kind is registered or removed), each role's with the params model and parts table it
    was read under (held by the entry, so their identity is never reused while kept). The
    entry holds as well the last rules object it was asked under, with the role's kind and
    its registered kind: asked again under those very rules (a game's rules never change;
    games of the same rules share them, :func:`game_rules`), the params it would read are
    the entry's own (:func:`params_of` gives one object per role and values), so they are
    not read again."""
    scen, rules = st.scenario, st.rules
    kept: dict[str, _CardStart] = kept_beside(scen, "_card_starts", registry.stage_effects(),
                                              dict)
    parts = team_parts(scen, rules)
    out = []
    for role in roles:
        start = kept.get(role)
        if start is not None and start[3] is rules and start[1] is parts:
            kind, registered = start[4], start[5]  # read under these rules: the same
        else:
            kind = scen.kind_of(role)
            registered = KINDS.get(kind)
            params = (params_of(scen, role, rules) if registered is not None
                      and registered.start_counters is not None else None)
            if start is None or start[0] is not params or start[1] is not parts:
                counters = _start_counters(st, role)
                plain = all(type(v) in _PLAIN for v in counters.values())
                start = (params, parts, counters if plain else None, rules, kind, registered)
            else:
                start = (*start[:3], rules, kind, registered)
            kept[role] = start
        counters = dict(start[2]) if start[2] is not None else _start_counters(st, role)
        if registered is not None and registered.deal is not None:
            counters = registered.deal(st, role, counters, n_mafia)  # a stock by table size
        out.append(Card(role, counters, kind=kind))
    return out


#: A role's kept card start (:func:`_new_cards`): the params model and the team's parts
#: table it was read under, its counters before the kind's deal (None when one of their
#: values is not :data:`_PLAIN`: each card then reads its own), the last rules object it
#: was asked under, the role's kind and its registered kind (None: not the engine's).
_CardStart = tuple[Any, dict[str, Any], dict[str, Any] | None, dict[str, Any], str, Any]

#: The counter values the cards of one kept start may share (never changed in place: a
#: new value replaces them).
_PLAIN = (int, float, str, bool, type(None))


def _start_counters(st: GameState, role: str) -> dict[str, Any]:
    """The counters of a card of ``role`` before its kind's deal: the kind's trackers at
    the deal (:func:`initial_counters`), then the file's (an empty text read as None)."""
    counters = {k: (None if v == "" else v) for k, v in st.scenario.role(role).counters.items()}
    return initial_counters(st.scenario, role, st.rules) | counters


def _step_refusal(state: GameState, key: str, value: Any,
                  exc: IllegalAction) -> IllegalAction:
    """The refusal :func:`apply` gives the step ``key`` with ``value`` that its phase
    refused with ``exc``: a ``bad_script`` step that is another phase's, of its shape there,
    is that phase's ``wrong_phase`` (:func:`_other_phase_refusal`); else ``exc``."""
    if exc.code == "bad_script":
        other = _other_phase_refusal(state, key, value)
        if other is not None:
            return other
    return exc


def _other_phase_refusal(state: GameState, key: str, value: Any) -> IllegalAction | None:
    """The ``wrong_phase`` of a step of the other phase, of its shape there (a mafia shot by
    day, a vote at night, Capo's gun at night), given one step at a time as a script's entry
    gives it (:func:`day.check_phase`; audit36 F7): None for an unknown key or a malformed
    value (``bad_script`` stands)."""
    if state.phase in ("day", "intro_day"):  # a night step's value read as its kind reads it
        try:
            shapes.check_step(len(state.players), key, value, state.scenario.kind_of(key))
        except IllegalAction:
            return None
        if night_shape_refusal(state, key, value) is not None:
            return None
    try:
        check_phase(state, key, value)
    except IllegalAction as exc:
        if exc.code == "wrong_phase":
            return exc.with_traceback(None)
    return None


def _night_choice(state: GameState, key: str, value: Any) -> GameState:
    """The night with step ``key`` chosen (again): recomputed from the night's start, so
    choosing a step again replaces it, and a step's immediate effect (Sherlock's swap) is
    seen by every later step.

    A withdrawal recorded after other steps (the narrator records it when it happens,
    rules_spec 6.10 S11) is applied first; a step chosen before it that it makes moot — one
    naming the player who left, the step of a player who left with him (Jack, 6.9 S4), one
    no longer due (the antidote of a poisoned player who left), any after it once it ended
    the game — is dropped and spends nothing, as by day (CF45-9, CF45-16). A withdrawn
    player's own steps are accepted and have no effect (S12): they stay."""
    base = state.base or state
    # nothing confirmed tonight: the night goes on (its order not read, :func:`_checked_alone`)
    if not state.choices or _continues_night(state, key, night_rank(state)):
        # a new step after every step confirmed so far: the recomputation would redo
        # those steps on the night's start exactly as they were done, so it continues
        # from ``state`` (the same checks, effects and log lines, in the same order)
        st = state.clone()
        st.base = base
        facts = night_step_facts(st, key)  # asked once for the check and the effect
        check_night_choice(st, key, value, facts)
        st.choices[key] = value
        night_step_effect(st, key, value, facts)
        # log_line, inline (every night step): the step's line
        st.log._own.append(LogLine(st.phase, st.number, "choice", False,
                                   {"key": key, "value": value}))
        return st
    return _night_from_start(state, {**state.choices, key: value}, key)


def _night_from_start(state: GameState, choices: dict[str, Any], key: str | None) -> GameState:
    """The night of ``state`` recomputed from its start with ``choices``, in the night's
    order: each step checked, its immediate effect and its log line. ``key``: the step just
    chosen; when it is a withdrawal, a step it makes moot is dropped (:func:`_night_choice`).

    Raises:
        IllegalAction: a step refused on the recomputed night."""
    base = state.base or state
    st = base.clone()
    st.base = base
    st.choices = {}
    for k, v in _in_night_order(st, choices).items():
        if st.winner is not None:  # a withdrawal ended the game (6.9 S10)
            if key == "withdraw" and k != key:
                continue  # chosen before it: moot, dropped (as by day; CF45-9)
            raise IllegalAction("game_over", key=k, winner=st.winner)
        try:
            check_night_choice(st, k, v)
        except IllegalAction:
            if key == "withdraw" and k != key:
                continue  # chosen before the withdrawal, which makes it moot: dropped
            raise
        st.choices[k] = v
        night_step_effect(st, k, v)
        log_line(st, "choice", False, key=k, value=v)
    return st


def night_before(state: GameState, key: str) -> GameState:
    """The night as it stood when its step ``key`` comes, for choosing that step again:
    ``state`` itself when ``key`` is not chosen yet (or by day); else the night recomputed
    from its start with the steps that come before ``key`` in the night's order, as
    :func:`_night_choice` checks the new choice (the antidote chosen again was offered as if
    its herbalist's antidote were already spent: CF50). A step refused on the way (a later
    withdrawal's) leaves ``state`` as it is. Reads ``state``; a new state."""
    if state.phase not in ("night", "intro_night") or key not in state.choices:
        return state
    order = night_order(state)
    at = order.get(key, len(order))
    earlier = {k: v for k, v in state.choices.items()
               if k != key and order.get(k, len(order)) < at}
    try:
        return _night_from_start(state, earlier, None)
    except IllegalAction:
        return state


def _day_choice(state: GameState, key: str, value: Any) -> GameState:
    """The day with step ``key`` (a day key) chosen (again): recomputed from the day's
    start with the new choice replacing the old, its steps in the day's order; a step
    recorded earlier that the new choice makes moot is dropped (:func:`_moot_day_step`).
    A new step that comes last goes on from ``state`` instead where :func:`resumed_day`
    shows it gives the same day (the exit vote after the defence vote, the lottery after
    both, in the lean procedure). A drawn card cannot be drawn again (``not_available``)."""
    late = out_of_order(state, key, value)  # a gun after the day's vote
    if late is not None:
        raise late
    old_card = state.choices.get("card")
    if (
        key == "card"
        and isinstance(old_card, dict)
        and isinstance(value, dict)
        and value.get("draw") != old_card.get("draw")
    ):
        raise IllegalAction(
            "not_available", key="card", value=value.get("draw"), detail="card_already_drawn"
        )
    choices = dict(state.choices)  # in the day's order already (made here)
    # in the day's order (DAY_KEYS), any other key after them as given (a stable sort); a
    # step chosen again keeps its place, and a new one whose rank is not below the last's
    # (most steps: the votes, then the exit vote, then the lottery) comes last as it is
    earlier = key not in choices and choices and _day_rank((key, value)) < _day_rank(
        next(reversed(choices.items())))
    choices[key] = value
    if earlier:
        choices = dict(sorted(choices.items(), key=_day_rank))
    else:  # last in the day's order: in the narrow cases shown safe, the day goes on
        resumed = resumed_day(state, choices, key)  # from ``state`` (the same state, log,
        if resumed is not None:  # records and refusals: nothing it could make moot)
            return resumed
    return _day_from_start(state, choices, key, value)


def _day_from_start(state: GameState, choices: dict[str, Any], key: str,
                    value: Any) -> GameState:
    """The day of ``state`` recomputed from its start with ``choices`` (in the day's order;
    ``key`` chosen with ``value``, the new step), a step it makes moot dropped
    (:func:`_day_choice`).

    Raises:
        IllegalAction: a step refused on the recomputed day."""
    base = state.base or state
    dropped: list[str] = []
    while True:
        day = base.clone()
        day.base = base
        day.choices = choices
        try:
            run_day(day, choices)
        except IllegalAction as exc:
            later = _moot_day_step(key, value, exc, choices, dropped)
            if later is None:
                raise
            card = choices.get(later)
            if later == "card" and isinstance(card, dict) and "draw" in card and len(card) > 1:
                # the card stays drawn (a replay never draws again, rules_spec 1.5): only
                # its choice, which named the player who left, is asked again (CF45-17)
                choices = {**choices, "card": {"draw": card["draw"]}}
                continue
            choices = {k: v for k, v in choices.items() if k != later}
            continue
        return day


#: Each day key's place in :data:`DAY_KEYS` (its first).
_DAY_RANKS: dict[str, int] = {}
for _i, _k in enumerate(DAY_KEYS):
    _DAY_RANKS.setdefault(_k, _i)


def _day_rank(item: tuple[Any, Any]) -> int:
    """A day step's place in the day's order: its key's in :data:`DAY_KEYS`, any other key
    after them all."""
    return _DAY_RANKS.get(item[0], len(DAY_KEYS))


def _moot_day_step(key: str, value: Any, exc: IllegalAction, choices: dict[str, Any],
                   dropped: list[str]) -> str | None:
    """The day step recorded earlier to drop because ``exc`` (its refusal when the day
    is replayed with ``key`` chosen) is moot, else None (the refusal stands).

    A step that names a player who now withdraws is dropped, and so are the steps that
    followed from it (the exit vote after a dropped defense vote; these are added to
    ``dropped``): rules_spec 6.10 S11. A step that comes after the step deciding the
    winner (the guard's code in the noon sleep) is moot too: dropped, not a reason to
    refuse."""
    later = exc.facts.get("key")
    if later not in choices:
        return None
    if _moot_by_withdrawal(key, value, later, exc) or _moot_by_interrogation(
        key, later, exc) or _moot_by_lapse(key, later, exc) or (
        dropped and later in DAY_KEYS and DAY_KEYS.index(later) > DAY_KEYS.index(dropped[0])
    ):
        dropped.append(later)
        return later
    if (
        exc.code == "game_over"
        and later != key
        and later in DAY_KEYS
        and key in DAY_KEYS
        and DAY_KEYS.index(later) > DAY_KEYS.index(key)
    ):
        return later
    return None


def _moot_by_interrogation(key: str, later: str, exc: IllegalAction) -> bool:
    """True when the day's vote (or a step after it) recorded earlier is moot because the
    interrogator's decision now recorded holds the interrogation vote, which replaces the
    day's vote (club_scenarios 3.6, 3.8: the decision comes first; ``interrogation_held``).
    One step at a time, the vote typed before the decision took the decision away (an
    auditor's case, CF50); in a script entry the decision comes first and the vote beside
    it is still refused."""
    return (key == INTERROGATION and later != key and exc.code == "not_available"
            and exc.facts.get("detail") == "interrogation_held")


def _moot_by_lapse(key: str, later: str, exc: IllegalAction) -> bool:
    """True when today's interrogation recorded earlier is moot because the withdrawal now
    recorded takes one of the two summoned out of the game: the interrogation is no longer
    due (club_scenarios 3.6: «if both are still in the game»), so the step that names him is
    dropped and spends nothing (rules_spec 6.10 S11), the lapse noted as at any withdrawal
    before it (X100-1), and the day goes on to its regular vote. It was refused
    ``no_interrogation`` (Y101-3). A decided interrogation vote refuses the withdrawal
    first (:func:`day.out_of_order`)."""
    return (key == "withdraw" and later == INTERROGATION and exc.code == "not_available"
            and exc.facts.get("detail") == "no_interrogation")


def _moot_by_withdrawal(key: str, value: Any, later: str, exc: IllegalAction) -> bool:
    """True when ``exc``, raised by the step ``later`` chosen earlier in this phase, is moot
    because the step now recorded is a withdrawal of the player it names: that step is
    dropped and spends nothing (rules_spec 6.10 S11: in the window the narrator records the
    withdrawal when it happens, so an export never holds such a step). A vote recorded with
    his vote in it, more than the players left may give, is dropped too: it is taken
    again."""
    return (
        key == "withdraw"
        and later != "withdraw"
        and isinstance(value, list)
        and ((exc.code == "invalid_target" and exc.facts.get("seat") in value)
             # a vote that counted him: more votes than the players left (CF45-17)
             or (exc.code == "bad_count" and later in ("votes", "exit_votes")))
    )


def _in_night_order(st: GameState, choices: dict[str, Any]) -> dict[str, Any]:
    """The night's choices in the scenario's step order (unknown keys last, as given)."""
    order = night_rank(st)  # read only
    return dict(sorted(choices.items(), key=lambda kv: order.get(kv[0], len(order))))


def _end_phase(state: GameState) -> GameState:
    st = state.clone()
    if st.phase in ("intro_night", "night"):
        check_night_end(st)
        resolve_night(st)
    else:
        if st.phase == "day" or st.phase == "intro_day":
            _check_day_end(st)
            if st.phase == "day":
                end_of_day(st)
            if not st.choices:
                st.records.append(_empty_record(st))
    if st.winner is not None:
        st.base = None
        st.seal()
        return st
    # the next phase
    if st.phase == "intro_day":
        st.phase, st.number = "intro_night", 0
    elif st.phase == "intro_night":
        st.phase, st.number = "day", 1
    elif st.phase == "night":
        st.phase, st.number = "day", st.number + 1
    else:
        st.phase = "night"  # Day k is followed by Night k (rules_spec 0.3)
    st.choices = {}
    st.base = None  # this state is the phase's start (see GameState)
    st.day = type(st.day)()
    lapse = st.phase == "day" and _new_day_needs(st)
    if st.phase in ("day", "intro_day"):
        present = st.day.present = len(st.alive_seats())
        st.day.threshold = threshold_of(st, present)  # day_threshold, alive counted once
    log_line(st, "phase", True, phase=st.phase, number=st.number)
    if lapse:  # a lapsed summons told to the narrator alone (TR99-4), in the log under the
        note_lapse(st)  # day's title (X100-1)
    st.seal()
    return st


def _new_day_needs(st: GameState) -> bool:
    """Set a new day's first need (a pending bomb, a chaos day, today's interrogation, a
    procedure's step), each asked only where its kind is in play (none is due otherwise: no
    bomb laid, no Sherlock card, no summons). True when the day power is in play and no
    interrogation is due (a lapsed summons may be told, TR99-4, X100-1)."""
    here = kinds_in_play(st.scenario)
    if BOMBER in here and bomb_pending(st):
        st.day.needs = "bomb"
    if SHERLOCK in here and chaos_day(st):
        st.day.needs = "chaos"
    lapse = False
    if DAY_POWER in here:
        if interrogation_due(st) is not None:
            st.day.needs = "interrogation"  # a day_power's summons (club_scenarios 3.12)
            announce_morning(st)  # said with the morning (3.6; CF80-32)
        else:
            lapse = True
    if procedures_of(st):  # (no day procedure in the scenario: none holds today)
        _procedure_needs(st)
    return lapse


def _procedure_needs(st: GameState) -> None:
    """A day procedure that replaces today's vote needs its step (Capo's gun on Day 1)."""
    proc = procedure_today(st)
    if proc is not None and (proc.due is None or proc.due(st)):
        st.day.needs = proc.key


def _check_day_end(st: GameState) -> None:
    """Refuse the end of a day whose procedure still needs a step (``day.needs``: the exit
    vote, the lottery, a card, a procedure's step: ``missing_choice``). The only refusal of
    a day's end: what ends it (:func:`end_of_day`, the record, the night's start) refuses
    nothing, so :func:`end_refusal` asks this alone (``tests/engine/test_legal_refusal.py``
    compares it with :func:`apply`'s at every state of random games of every scenario)."""
    if st.phase == "day" and st.day.needs:
        raise IllegalAction("missing_choice", key=st.day.needs, detail=st.day.needs)


def _empty_record(st: GameState) -> PhaseRecord:
    """The record of a phase with no step; a main day with none still has its noon sleep
    (Zodiac: the guard told his own bomb's code, which defuses it, T73; CF46-5)."""
    record = PhaseRecord(st.phase, st.number)
    if st.phase == "day":
        noon_sleep(st, record)
    return record


# ---------------------------------------------------------------------------------------
# The record
# ---------------------------------------------------------------------------------------
class Game:
    """A game: its setup and the narrator's actions, with one state per action.

    ``states[i]`` is the state after the first ``i`` actions (``states[0]`` before the deal).
    """

    def __init__(
        self,
        setup: Setup,
        scenario: Scenario | None = None,
        game_id: str | None = None,
        created: str | None = None,
    ) -> None:
        self.setup = setup
        #: A stable id for files (a random hex string) and the creation time (UTC, ISO 8601).
        self.game_id = game_id or secrets.token_hex(8)
        self.created = created or now_utc()
        #: The narrator's notes on this game (saved in the file from format v2).
        self.notes = ""
        #: The narrator's notes on seats: ``(seat from 1, phase key) -> text`` (phase keys
        #: ``intro_day``, ``night_2``…, :func:`~.fields.note_phase`); journal ``notes``
        #: lines with a seat and a phase.
        self.seat_notes: dict[tuple[int, str], str] = {}
        #: The game this one continues as a new branch (its game id), None for a game of its
        #: own (saved in the journal's header from format 3).
        self.parent_id: str | None = None
        self.states: list[GameState] = [new_state(setup, scenario)]
        self.actions: list[Action] = []
        self._redo: list[Action] = []
        #: The states taken back by undo, beside ``_redo`` (redo puts them back unreplayed).
        self._redo_states: list[GameState] = []

    @property
    def state(self) -> GameState:
        return self.states[-1]

    @property
    def scenario(self) -> Scenario:
        return self.state.scenario

    @property
    def house_rules(self) -> dict[str, Any]:
        """The complete house rules of this game (defaults plus the table's choices)."""
        return dict(self.state.rules)

    def apply(self, action: Action) -> GameState:
        """Record ``action`` and return the new state; clears redo.

        Raises:
            IllegalAction: refused; the game is unchanged.
        """
        if len(self.actions) >= MAX_ACTIONS:
            raise IllegalAction("bad_script", detail="too_many_actions", value=MAX_ACTIONS)
        if action.kind == "redeal" and (
                self.redeal_work() + len(self.actions) + 1 > MAX_REDEAL_WORK):
            raise IllegalAction("bad_script", detail="too_many_redeals")
        return self.record(action)

    def record(self, action: Action) -> GameState:
        """:meth:`apply` without the caps of a game being played (:data:`MAX_ACTIONS`,
        :data:`MAX_REDEAL_WORK`): for a record read from a file, whose reader bounds its
        work itself. Raises IllegalAction (refused; the game is unchanged)."""
        if action.at is None:
            action = Action(action.kind, action.phase, action.key, action.value, now_utc())
        if action.kind == "redeal":
            new = self._redealt(self.actions, action.value)
        else:
            new = apply(self.state, action)
        self.states.append(new)
        self.actions.append(action)
        self._redo.clear()
        self._redo_states.clear()
        return new

    def redeal_work(self) -> int:
        """The replay work of the record's corrected deals: the sum, over its ``redeal``
        actions in effect and on the redo stack, of their position in the record (from 1)."""
        return sum(i for i, a in enumerate([*self.actions, *self.redo_actions], 1)
                   if a.kind == "redeal")

    def redeal(self, seats: list[str]) -> GameState:
        """Correct the deal: ``seats`` (role ids, seat 1 first) replace the dealt roles and
        every action recorded since the deal is replayed on them; the correction is
        recorded as an ``Action("redeal")`` (undo takes it back, a game file keeps it).

        Raises:
            IllegalAction: the corrected deal is refused (its own code: ``bad_script``
                for a roster the table cannot have), or a later action is no longer legal
                on it: that action's own refusal, with the facts ``redeal_action`` (its
                position in the record, from 1, the deal being 1), ``redeal_phase`` and
                ``redeal_number`` (the phase it was recorded in) and ``redeal_key`` (its
                step key, None for an end of phase). The game is unchanged.
        """
        return self.apply(Action("redeal", value=list(seats)))

    def _redealt(self, actions: list[Action], seats: Any) -> GameState:
        """The state of ``actions`` replayed with the deal replaced by ``seats``."""
        if not self.actions:
            raise IllegalAction("wrong_phase", detail="deal_first")
        if not isinstance(seats, list):
            raise IllegalAction("bad_script", detail="seat_count", value=0)
        return _replay_on(self.states[0], effective_actions(actions), seats)

    def step(self, key: str, value: Any) -> GameState:
        """Confirm one step of the current phase (``key``/``value`` as in a game script)."""
        return self.apply(Action("step", self.state.phase, key, value))

    def end_phase(self) -> GameState:
        return self.apply(Action("end_phase"))

    def deal(self, seats: list[str]) -> GameState:
        return self.apply(Action("deal", value=list(seats)))

    def deal_random(self) -> GameState:
        """Deal the scenario's roster at random (``secrets``); the result is recorded."""
        roster = self.scenario.roster_for(
            len(self.setup.names), self.state.rules.get("ratio_enforcement")
        )
        shuffled = list(roster)
        for i in range(len(shuffled) - 1, 0, -1):
            j = secrets.randbelow(i + 1)
            shuffled[i], shuffled[j] = shuffled[j], shuffled[i]
        return self.deal(shuffled)

    def can_undo(self) -> bool:
        return bool(self.actions)

    def can_redo(self) -> bool:
        return bool(self._redo)

    def undo(self) -> GameState:
        """Take back the last action (exactly: the previous state comes back). With nothing
        to undo (see :meth:`can_undo`) nothing changes and the current state is returned."""
        if not self.actions:
            return self.state
        self._redo.append(self.actions.pop())
        self._redo_states.append(self.states.pop())
        return self.state

    def redo(self) -> GameState:
        """Re-apply the last undone action (its original time kept). With nothing to redo
        (see :meth:`can_redo`) nothing changes and the current state is returned.

        Raises:
            IllegalAction: the rules refuse the action now; the game is unchanged.
        """
        if not self._redo:
            return self.state
        action = self._redo[-1]
        if len(self._redo_states) == len(self._redo):
            # the state undo took back: the same action on the same state gives it again
            # (a state is never changed once made), so a redo costs nothing, a redeal too
            new = self._redo_states[-1]
        else:
            new = (
                self._redealt(self.actions, action.value)
                if action.kind == "redeal"
                else apply(self.state, action)
            )
        self._redo.pop()
        if len(self._redo_states) > len(self._redo):
            self._redo_states.pop()
        self.states.append(new)
        self.actions.append(action)
        return new

    @property
    def redo_actions(self) -> list[Action]:
        return list(reversed(self._redo))

    def heard_since(self, n_back: int) -> bool:
        """True when undoing ``n_back`` actions takes back something the table has heard
        (an announcement, a day exit, a phase change, the exit vote's result — «nobody
        leaves» and a tie included — or the Mayor-kind decision announced, WF32-1; a day
        step whose result is said at once, :data:`HEARD_STEPS`)."""
        if n_back <= 0:
            return False
        if any(_heard_step(a) for a in self.actions[len(self.actions) - n_back:]):
            return True
        return any(
            (line.public and line.kind in HEARD_LINES)
            # a step whose answer the narrator signalled to a player (Nostradamus's count,
            # the detective's answer) has been heard by that player: the step's ability kind
            # says so, whatever the role's id (rules_spec 6.10 S17)
            or (line.kind == "choice"
                and _confirms_undo(self.scenario, str(line.data.get("key")),
                                   self.state.rules))
            for line in self.lines_since(n_back)
        )

    def lines_since(self, n_back: int) -> list[LogLine]:
        """The log lines the last ``n_back`` actions wrote (what undoing them takes back),
        in the log's order: :func:`written_lines` of the log before them and now. A step
        that replays its phase from the start (a withdrawal, applied first: rules_spec 6.10
        S11) writes its lines before the replayed ones, so the log's tail past the old
        length held a replayed step's line, not the withdrawal's «left the game» (the undo
        of a withdrawal recorded after the day's interrogation asked nothing, a narrator's
        trial, Y101-23)."""
        if n_back <= 0 or n_back >= len(self.states):
            return []
        return written_lines(self.states[-1 - n_back].log, self.state.log)

    @classmethod
    def new(cls, setup: Setup) -> Game:
        """A new game of ``setup`` (the window's New game, ``play``, a script): as
        :class:`Game`, and a house rule outside the scenario's scope refused (rules_spec
        6.10 S14: «A key outside its scope is refused with ``bad_script``
        (``house_rule_not_in_scenario``)»; a saved game's is read as written, ignored).

        Raises:
            IllegalAction("bad_script"), ScenarioError: as :class:`Game`, and
                ``house_rule_not_in_scenario``.
        """
        game = cls(setup)
        scen = game.scenario
        check_scope(scen.default_house_rules(), setup.house_rules, scen.own_house_rules())
        return game

    @classmethod
    def replay(
        cls,
        setup: Setup,
        actions: list[Action],
        scenario: Scenario | None = None,
        game_id: str | None = None,
        created: str | None = None,
    ) -> Game:
        """Rebuild a game from its record. Raises IllegalAction if an action is refused, and
        ``bad_script``/``too_many_redeals`` when its corrected deals would replay more than
        :data:`REPLAY_REDEAL_WORK` actions (each costs the actions before it).

        The garbage collector is paused meanwhile: every state is kept (undo), so a replay
        only adds live objects, which the collector would scan again and again for nothing
        (about a third of a replay's time)."""
        g = cls(setup, scenario, game_id, created)
        paused = gc.isenabled()
        gc.disable()
        work = 0
        states, done = g.states, g.actions  # the lists themselves: appended in place
        try:
            for a in actions:
                if a.kind == "redeal":
                    work += len(done) + 1
                    if work > REPLAY_REDEAL_WORK:
                        raise IllegalAction("bad_script", detail="too_many_redeals")
                    new = g._redealt(done, a.value)
                else:
                    new = apply(states[-1], a)
                states.append(new)
                done.append(a)
        finally:
            if paused:
                gc.enable()
        return g

    def new_log(self) -> list[LogLine]:
        return list(self.state.log)


def effective_actions(actions: list[Action]) -> list[Action]:
    """The game's actions as they stand: each ``redeal`` replaces the deal (the first
    action) and is itself dropped; the order of the other actions is kept."""
    out: list[Action] = []
    for a in actions:
        if a.kind == "redeal":
            if out:
                out[0] = Action("deal", value=list(a.value), at=out[0].at)
        else:
            out.append(a)
    return out


def _replay_on(start: GameState, actions: list[Action], seats: list[str]) -> GameState:
    """``actions`` (the first one the deal) replayed from ``start`` with ``seats`` dealt."""
    st = apply(start, Action("deal", value=list(seats)))
    for i, a in enumerate(actions[1:], 2):
        try:
            st = apply(st, a)
        except IllegalAction as exc:
            facts = dict(exc.facts)
            facts.update(
                redeal_action=i, redeal_phase=st.phase, redeal_number=st.number,
                redeal_key=a.key,
            )
            raise IllegalAction(exc.code, **facts) from exc
    return st


def alive(state: GameState) -> list[int]:
    return [p.seat for p in state.players if p.status == ALIVE]


#: The public log lines the table has heard when they are written: taking one back asks
#: the narrator first (:meth:`Game.heard_since`). The exit vote's line is among them: its
#: result is announced at once, even when nobody leaves (WF32-1).
HEARD_LINES = ("announce", "exit", "winner", "phase", "lottery", "card", "chaos",
               "exit_votes", "exit_decision")


#: The day steps whose result the table hears as soon as they are recorded, whatever log
#: lines they write, each with the field of its value that the table hears (None: the
#: whole step): a gun fired (its type is announced, «مشقی.», rules_spec 3.5.6), the bomb's
#: holder's code (defused or not, 3.5.6 step 7; the guard's code at the noon sleep is
#: secret, 3.5.3), the status inquiry's counts (3.5.6). Taking one back asks first
#: (CR37-7; a narrator's trial: a gun's and the bomb's were undone without a word).
HEARD_STEPS: dict[str, str | None] = {"guns": None, "bomb": "holder_code",
                                      "status_inquiry": None}


def written_lines(old: Sequence[LogLine], new: Sequence[LogLine]) -> list[LogLine]:
    """The lines of the log ``new`` that the log ``old`` (the same game, earlier) does not
    hold, in order: past their common start, each line of ``new`` that is not found in
    ``old``'s rest after the last one matched (a phase replayed from its start writes its
    earlier steps' lines again, equal to the old ones; a step it dropped leaves its old
    line unmatched). Reads both; a new list."""
    start = 0
    for a, b in zip(old, new, strict=False):
        if a != b:
            break
        start += 1
    rest = old[start:]
    out: list[LogLine] = []
    j = 0
    for line in new[start:]:
        k = next((i for i in range(j, len(rest)) if rest[i] == line), None)
        if k is None:
            out.append(line)
        else:
            j = k + 1
    return out


def _heard_step(a: Action) -> bool:
    """True when the step action ``a`` is one the table heard at once (:data:`HEARD_STEPS`)."""
    if a.kind != "step" or a.key not in HEARD_STEPS:
        return False
    field = HEARD_STEPS[a.key]
    return field is None or (isinstance(a.value, dict) and field in a.value)


def _confirms_undo(scenario: Any, key: str, rules: dict[str, Any]) -> bool:
    """True when taking back step ``key`` (a role id, or a kind's name) needs the narrator's
    confirmation in a game of the house rules ``rules``: the kind as the role plays it
    says so (:func:`abilities.role_kind`)."""
    if scenario.has_role(key):
        k = role_kind(scenario, key, rules)
        return k is not None and k.confirm_undo
    return confirms_undo(scenario.kind_of(key))
