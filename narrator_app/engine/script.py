"""Game scripts (docs/rules/game-script.md): read, replay and check; export and import.

A script is YAML: ``scenario``, optional ``title``/``rule``/``house_rules``/``players``,
``seats`` (role ids, seat 1 first) and ``script`` (phase entries with ``expect`` checks and
``rejected`` codes between them). :func:`run_case` replays one file and returns what
differs; :func:`export_script` and :func:`import_script` turn a game into a script and back.
"""

from __future__ import annotations

import traceback
from collections.abc import Callable
from dataclasses import dataclass, field
from pathlib import Path
from typing import Any, cast

import yaml

from . import shapes
from .abilities import night_end_refusals, night_keys, night_order, night_shape_refusal
from .abilities.day_power import DECIDE_KEY
from .abilities.params import role_shape
from .abilities.representatives import slots
from .cards import check_card_id
from .day import check_phase, day_key, unknown_day_key
from .errors import IllegalAction
from .fields import MAX_NOTES_CHARS, MAX_SEAT_NOTES, MAX_SEAT_NOTES_CHARS, NOTE_PHASE_PATTERN
from .game import Action, Game, Setup, apply
from .readers import (
    SCRIPT_MAX_BYTES,
    ReadRefused,
    is_id,
    load_yaml,
    name_problem,
    read_regular_file,
    text_problem,
)
from .scenario import ScenarioError
from .state import ALIVE, HALF_DEAD, GameState
from .table import DAY_KEYS, day_role_key

TOP_KEYS = {"scenario", "title", "rule", "house_rules", "players", "seats", "script", "rejected",
            "notes", "game_notes"}
PHASE_KEYS = ("intro_day", "intro_night", "day", "night")
EXPECT_KEYS = {
    "alive",
    "left",
    "half_dead",
    "roles",
    "sides",
    "announce",
    "private",
    "defense",
    "trackers",
    "winner",
    "winning_seats",
    "representatives",  # club_scenarios 1.6: the seats of slot 1 and 2 (null: empty)
}


class ScriptError(Exception):
    """A script that cannot be read (``bad_script``): ``file``, ``entry`` (1-based or None)."""

    def __init__(self, file: str, entry: int | None, reason: str, rejected: Any = None) -> None:
        self.file, self.entry, self.reason = file, entry, reason
        #: the script's top-level ``rejected`` (what its setup should meet), when it has one
        self.rejected = rejected
        where = f"{file}: entry {entry}" if entry else file
        super().__init__(f"{where}: {reason}")


@dataclass
class CaseResult:
    """The outcome of one case file: ``failures`` lists ``"file: entry N: what differs"``."""

    file: str
    failures: list[str] = field(default_factory=list)

    @property
    def passed(self) -> bool:
        return not self.failures


#: Most entries a script may hold (a long game has a few dozen phases).
MAX_ENTRIES = 2000
#: Most seats a script may deal.
MAX_SEATS = 64


def load_script(path: str | Path, refused_ok: bool = False) -> dict[str, Any]:
    """Read a script file (only a regular file of at most 1 MiB; guarded YAML: no aliases,
    nesting at most 32 deep, integers of at most 19 digits) and check its shape
    (:func:`script_problem`). The file is only read. ``refused_ok`` (a rule case, run by
    :func:`run_case`): an entry that says ``rejected: bad_script`` may be of any shape.

    Raises:
        ScriptError: ``bad_script`` with the file, the entry (when one is at fault) and the
            reason.
    """
    p = Path(path)
    try:
        data = load_yaml(read_regular_file(p, SCRIPT_MAX_BYTES))
    except ReadRefused as exc:
        raise ScriptError(str(p), None, f"bad_script: {exc.reason}") from exc
    problem = script_problem(data, refused_ok)
    if problem is not None:
        entry, reason = problem
        raise ScriptError(str(p), entry, f"bad_script: {reason}",
                          data.get("rejected") if isinstance(data, dict) else None)
    return data


def _refused_for_shape(entry: Any) -> bool:
    """True for a case's entry that says ``rejected: bad_script`` and is not of an entry's
    shape: refused for its shape, as the case says (game-script.md, "rejected": «the engine
    must refuse it with that code»)."""
    return (isinstance(entry, dict) and entry.get("rejected") == "bad_script"
            and _entry_problem(entry) is not None)


def script_problem(data: Any, refused_ok: bool = False) -> tuple[int | None, str] | None:
    """What is wrong with the shape of a script mapping, as ``(entry, reason)`` (``entry``
    1-based, None for the top level), or None when its shape is right.

    The shape (game-script.md, "Top level" and "Phases"): a mapping of the known top-level
    keys; ``scenario`` an id; ``title``/``rule`` text; ``house_rules`` a mapping of ids;
    ``players`` a list of valid names (text of at most 200 characters, no control character)
    as long as ``seats``; ``seats`` a list of role ids; ``rejected`` a code; ``script`` a list
    of entries, each either ``{expect: …}`` alone or exactly one phase key (with ``null`` or
    a mapping of step keys) and optionally ``rejected: code``. Values of steps are checked
    by the engine when the entry is applied.
    """
    if not isinstance(data, dict):
        return None, "the top level is not a mapping"
    for key in data:
        if not isinstance(key, str) or key not in TOP_KEYS:
            return None, f"unknown key {str(key)[:40]!r}"
    if not is_id(data.get("scenario")):
        return None, "scenario is missing or not a scenario id"
    problem = _table_problem(data)
    if problem:
        return None, problem
    hr = data.get("house_rules")
    if hr is not None and (not isinstance(hr, dict) or not all(is_id(k) for k in hr)):
        return None, "house_rules is not a mapping of house-rule ids"
    script = data.get("script")
    if script is None:
        return None
    if not isinstance(script, list):
        return None, "script is not a list"
    if len(script) > MAX_ENTRIES:
        return None, f"script has more than {MAX_ENTRIES} entries"
    for n, entry in enumerate(script, start=1):
        problem = _entry_problem(entry)
        if problem and not (refused_ok and _refused_for_shape(entry)):
            return n, problem
    return None


def _table_problem(data: dict) -> str | None:
    """What is wrong with a script's texts, its seats, its players and its notes on seats
    (game-script.md, "Top level"), or None."""
    for key in ("title", "rule"):
        if data.get(key) is not None and (
            not isinstance(data[key], str) or text_problem(data[key], allow="\n\t")
        ):
            return f"{key} is not text"
    if data.get("rejected") is not None and not is_id(data["rejected"]):
        return "rejected is not a code"
    seats = data.get("seats")
    if not isinstance(seats, list) or not 0 < len(seats) <= MAX_SEATS:
        return f"seats is not a list of 1 to {MAX_SEATS} role ids"
    for i, role in enumerate(seats, start=1):
        if not is_id(role):
            return f"seats: seat {i} is not a role id"
    players = data.get("players")
    if players is not None:
        if not isinstance(players, list) or len(players) != len(seats):
            return "players and seats differ in length"
        for i, name in enumerate(players, start=1):
            problem = name_problem(name)
            if problem:
                return f"players: the name of seat {i} is {problem}"
    problem = _notes_problem(data.get("notes"), len(seats))
    if problem:
        return problem
    return _game_notes_problem(data.get("game_notes"))


def _game_notes_problem(text: Any) -> str | None:
    """What is wrong with a script's ``game_notes`` (the game's own notes, the archive's
    notes box), or None."""
    problem = None if text is None else _note_text_problem(text)
    return f"game_notes: {problem}" if problem else None


def _note_text_problem(text: Any) -> str | None:
    """What is wrong with a note's text in a script, or None: what a game's journal holds,
    a script takes back (free text of at most :data:`MAX_NOTES_CHARS` characters without
    NUL, T19; other control characters were kept in the window and exported, then refused
    here, and the whole game with them: audit56, CF57)."""
    if not isinstance(text, str) or len(text) > MAX_NOTES_CHARS:
        return f"not text of at most {MAX_NOTES_CHARS} characters"
    return "a NUL character" if "\x00" in text else text_problem(text, allow=_NOTE_CONTROLS)


#: The control characters a note may hold (every one but NUL, as the journal: T19).
_NOTE_CONTROLS = "".join(chr(c) for c in (*range(1, 32), *range(127, 160)))


def _notes_problem(notes: Any, seats: int) -> str | None:
    """What is wrong with a script's ``notes`` (the narrator's notes on seats: a list of
    ``{seat, phase, text}``, seat from 1, phase a note's phase key), or None."""
    if notes is None:
        return None
    if not isinstance(notes, list) or len(notes) > MAX_SEAT_NOTES:
        return f"notes is not a list of at most {MAX_SEAT_NOTES} notes"
    total = 0
    for i, note in enumerate(notes, start=1):
        if not isinstance(note, dict) or set(note) != {"seat", "phase", "text"}:
            return f"notes: note {i} is not a mapping of seat, phase and text"
        seat, phase, text = note["seat"], note["phase"], note["text"]
        if isinstance(seat, bool) or not isinstance(seat, int) or not 0 < seat <= seats:
            return f"notes: note {i} has no seat of the table"
        if not isinstance(phase, str) or not NOTE_PHASE_PATTERN.fullmatch(phase):
            return f"notes: note {i} has no phase (intro_day, intro_night, day_k, night_k)"
        problem = _note_text_problem(text)
        if problem:
            return f"notes: note {i}: {problem}"
        total += len(text)
    if total > MAX_SEAT_NOTES_CHARS:
        return f"notes: more than {MAX_SEAT_NOTES_CHARS} characters in all"
    return None


def _entry_problem(entry: Any) -> str | None:
    if not isinstance(entry, dict) or not entry:
        return "entry is not a mapping"
    if not all(isinstance(k, str) for k in entry):
        return "an entry's key is not text"
    if "expect" in entry:
        return None if set(entry) == {"expect"} else "expect stands alone"
    phases = [k for k in entry if k in PHASE_KEYS]
    extra = set(entry) - set(PHASE_KEYS) - {"rejected"}
    if len(phases) != 1 or extra:
        return f"an entry has exactly one phase: got {sorted(entry)}"[:120]
    if "rejected" in entry and not is_id(entry["rejected"]):
        return "rejected is not a code"
    body = entry[phases[0]]
    if body is not None and not isinstance(body, dict):
        return f"{phases[0]} is not a mapping of steps"
    return None


def setup_of(data: dict[str, Any]) -> tuple[Setup, list[str]]:
    """The setup and the deal of a script mapping.

    Raises:
        IllegalAction("bad_script"): unknown top-level key, missing seats or scenario.
    """
    unknown = set(data) - TOP_KEYS
    if unknown:
        raise IllegalAction("bad_script", detail=f"unknown key {sorted(map(str, unknown))[0]!r}")
    seats = data.get("seats")
    if not isinstance(seats, list) or not isinstance(data.get("scenario"), str):
        raise IllegalAction("bad_script", detail="scenario and seats are required")
    players = data.get("players") or [""] * len(seats)
    if not isinstance(players, list) or len(players) != len(seats):
        raise IllegalAction("bad_script", detail="players and seats differ in length")
    hr = data.get("house_rules") or {}
    if not isinstance(hr, dict):
        raise IllegalAction("bad_script", detail="house_rules is not a mapping")
    return Setup(data["scenario"], tuple(str(p) for p in players), dict(hr)), list(seats)


def entry_actions(state: GameState, phase: str, body: Any) -> list[Action]:
    """The steps of one phase entry, in step order (without the closing end_phase).

    Raises:
        IllegalAction: bad_script for the entry's shape, then game_over, then wrong_phase.
    """
    if body is None:
        body = {}
    if not isinstance(body, dict):
        raise IllegalAction("bad_script", detail="phase entry is not a mapping")
    night = phase.endswith("night")
    body = {day_key(state, k) if not night else k: shapes.given(v) for k, v in body.items()}
    allowed = night_keys(state) if phase.endswith("night") else set(DAY_KEYS) | {
        k for k in body if day_role_key(state, k)}
    known = night_keys(state) | set(DAY_KEYS)
    for key, value in body.items():
        if value is None:  # not given (decisions T20): the key must still be a step's,
            # another scenario's day key unknown in every phase (CF48-35)
            if (key not in allowed and key not in known) or (
                    day_key(state, key) in DAY_KEYS and key != "withdraw"
                    and unknown_day_key(state, day_key(state, key))):
                raise IllegalAction("bad_script", key=key, detail="unknown_key")
            continue
        # a day key at night (the Mayor's ``mayor``, also his role id, renamed too: 6.10
        # S17) has its day shape: then ``wrong_phase`` (auditors' cases, CF45-26, CF46-40)
        as_day = day_key(state, key) if night else key
        # a night step read as its kind reads it, in a day entry too (F6 of audit29)
        kind = (state.scenario.kind_of(key) if isinstance(key, str) and as_day not in DAY_KEYS
                and (night or key not in allowed) else None)
        shapes.check_step(len(state.players), as_day if as_day in DAY_KEYS else key, value,
                          kind, role_shape(state.scenario, key, state.rules)
                          if kind is not None else None)
        if key not in allowed and key not in known:
            raise IllegalAction("bad_script", key=key, detail="unknown_key")
    # a step whose whole value is ``null`` is not given, as a ``null`` inside a value is
    # (decisions T20: «the rules still say ``missing_choice``»; a required one is reported
    # as left out: audit45, CF50)
    body = {k: v for k, v in body.items() if v is not None}
    _shape_of_words(state, night, body)
    if state.winner is not None:
        raise IllegalAction("game_over", winner=state.winner)
    if phase != state.phase:
        raise IllegalAction("wrong_phase", detail=f"expected {state.phase}")
    for key, value in body.items():
        check_phase(state, key, value)
    if phase.endswith("night"):
        order = night_order(state)
        keys = sorted(body, key=lambda k: order.get(k, len(order)))
    else:
        # in a day's step order: the Mayor's decision before the exit vote (6.9 S1; its
        # refusal is the entry's when both are refused, CF47-20)
        keys = sorted((k for k in DAY_KEYS if k in body), key=_DAY_STEP_ORDER.__getitem__)
        keys += [k for k in body if day_role_key(state, k)]
    return [Action("step", phase, k, body[k]) for k in keys]


def _shape_of_words(state: GameState, night: bool, body: dict[str, Any]) -> None:
    """The entry's shape beyond :func:`shapes.check_step`, before ``game_over`` and
    ``wrong_phase`` (game-script.md: "``bad_script`` for the entry's shape, then
    ``wrong_phase``, then the first refused choice in step order"): a night step's words as
    its kind reads them (:func:`abilities.night_shape_refusal`), in a day entry too (before its
    ``wrong_phase``), a card that is no card.

    Raises:
        IllegalAction("bad_script"): the first such fault in the entry's order.
    """
    for key, value in body.items():
        night_step = key not in DAY_KEYS and day_key(state, key) not in DAY_KEYS and (
            night or not day_role_key(state, key))  # a night step in a day entry: its shape
        if night_step:
            fault = night_shape_refusal(state, key, value)
            if fault is not None:
                raise fault
        elif key == "card" and isinstance(value, dict) and "draw" in value:
            check_card_id(value["draw"])  # by night too: then ``wrong_phase`` (audit35 F5)


def apply_entry(state: GameState, phase: str, body: Any) -> GameState:
    """Apply one phase entry as its steps then the end of the phase (unless the game ended).

    Returns the new state; ``state`` is unchanged. Raises IllegalAction (the entry is
    refused whole, with one code).
    """
    st = state
    for action in entry_actions(state, phase, body):
        try:
            st = apply(st, action)
        except IllegalAction as exc:
            raise _left_out_before(state, st, action, body, exc) or exc from None
    if st.winner is None:
        st = apply(st, Action("end_phase"))
    return st


#: The day's steps in game-script.md's order: the decision (the Mayor's), then the exit
#: vote (the engine's ``DAY_KEYS`` lists the exit vote first).
def _day_step_order() -> dict[str, int]:
    keys = [k for k in DAY_KEYS if k != DECIDE_KEY]
    keys.insert(keys.index("exit_votes"), DECIDE_KEY)
    return {k: i for i, k in enumerate(keys)}


_DAY_STEP_ORDER = _day_step_order()


def _left_out_before(start: GameState, st: GameState, action: Action, body: dict[str, Any],
                     exc: IllegalAction) -> IllegalAction | None:
    """The ``missing_choice`` of a required step that comes before ``action`` in step order
    and that the entry leaves out, when ``action`` is refused with a choice's code; None
    when there is none. game-script.md: "a refused entry is refused whole, with one code
    … the first refused choice in step order": Jack's nightly curse left out is reported
    before a later step's wrong target, as the narrator meets it at the table.

    ``start`` is the state before the entry; ``st`` the state after the entry's steps before
    ``action`` (a night's choices so far, a day's ``needs``); ``body`` the entry as written.
    A day's step its procedure owes from the day's start (Capo's gun on Day 1, Namayande's
    election) is not reported here: what that day leaves out is refused as not available
    that day (club_scenarios 6.12: "``votes``/``exit_votes`` on Day 1 are
    ``not_available``")."""
    if exc.code in ("bad_script", "wrong_phase", "game_over", "missing_choice") or (
        st.winner is not None
    ):
        return None
    if st.phase in ("intro_night", "night"):
        order, written = night_order(st), set(body)
        missing = night_end_refusals(st)
    else:
        order, written = _DAY_STEP_ORDER, {day_key(st, k) for k in body}
        need = st.day.needs
        missing = ([IllegalAction("missing_choice", key=need, detail=need)]
                   if need and need != start.day.needs else [])

    def place(key: Any) -> int:
        return order.get(key, len(order)) if isinstance(key, str) else len(order)

    earlier = [m for m in missing if m.code == "missing_choice"
               and (key := m.facts.get("key")) not in written and place(key) < place(action.key)]
    return min(earlier, key=lambda m: place(m.facts.get("key")), default=None)


def run_case(path: str | Path) -> CaseResult:
    """Replay one case file and check every ``expect`` and ``rejected``."""
    name = str(path)
    res = CaseResult(name)
    try:
        data = load_script(path, refused_ok=True)
    except ScriptError as exc:
        if exc.entry is None and exc.rejected == "bad_script":
            return res  # the setup refused for its shape, as the case says
        where = f"{name}: entry {exc.entry}" if exc.entry else name
        res.failures.append(f"{where}: {exc.reason}")
        return res
    try:
        _run(data, name, res)
    except ScriptError as exc:
        res.failures.append(f"{name}: entry {exc.entry}: {exc.reason}")
    except Exception:  # noqa: BLE001 - an unexpected exception is this case's failure
        res.failures.append(f"{name}: unexpected error\n{traceback.format_exc()}")
    return res


def _run(data: dict[str, Any], name: str, res: CaseResult) -> None:
    top_rejected = data.get("rejected")
    try:
        setup, seats = setup_of(data)
        game = Game.new(setup)
        game.deal(seats)
    except (IllegalAction, ScenarioError) as exc:
        code = exc.code if isinstance(exc, IllegalAction) else "bad_script"
        if top_rejected == code:
            return
        res.failures.append(f"{name}: setup refused: {exc}")
        return
    if top_rejected is not None:
        res.failures.append(f"{name}: setup accepted, expected rejected: {top_rejected}")
        return
    script = data.get("script") or []
    if not isinstance(script, list):
        raise ScriptError(name, None, "bad_script: script is not a list")
    before = game.state
    for n, entry in enumerate(script, start=1):
        if _refused_for_shape(entry):
            continue  # refused whole for its shape (bad_script), as the case says
        phase = _case_entry_phase(entry)
        if phase is None:  # an expect
            for diff in check_expect(before, game.state, entry["expect"]):
                res.failures.append(f"{name}: entry {n}: {diff}")
            continue
        wanted = entry.get("rejected")
        try:
            new = apply_entry(game.state, phase, entry[phase])
        except IllegalAction as exc:
            if wanted is None:
                res.failures.append(f"{name}: entry {n}: refused {exc.code} {exc.facts}")
                return
            if exc.code != wanted:
                res.failures.append(
                    f"{name}: entry {n}: refused {exc.code} {exc.facts}, expected {wanted}"
                )
            continue
        if wanted is not None:
            res.failures.append(f"{name}: entry {n}: accepted, expected rejected: {wanted}")
            return
        before = game.state
        game.states.append(new)


def _case_entry_phase(entry: dict[str, Any]) -> str | None:
    """The phase key of a case's entry, None for an ``expect`` alone (its shape already
    checked when the file was read: :func:`script_problem`)."""
    return None if "expect" in entry else next(k for k in entry if k in PHASE_KEYS)


def _trackers(after: GameState, want: Any) -> tuple[Any, Any]:
    got = {}
    for s, tr in want.items():
        counters = after.player(s).card.counters
        got[s] = {name: counters.get(name, "<none>") for name in tr}
    return got, want


#: The ``expect`` keys read from the state after the entry alone: key → (after, want) →
#: (what the state has, what is wanted, both in comparable form).
_OF_STATE: dict[str, Callable[[GameState, Any], tuple[Any, Any]]] = {
    "alive": lambda after, want: (after.alive_seats(), sorted(want)),
    "half_dead": lambda after, want: (after.half_dead_seats(), sorted(want)),
    "roles": lambda after, want: ({s: after.player(s).role for s in want}, want),
    "sides": lambda after, want: ({s: after.side(s) for s in want}, want),
    "trackers": _trackers,
    "winner": lambda after, want: (after.winner, want),
    "winning_seats": lambda after, want: (after.winning_seats, sorted(want)),
    "representatives": lambda after, want: (slots(after), want),
}


def check_expect(before: GameState, after: GameState, expect: Any) -> list[str]:
    """What differs between an ``expect`` mapping and the state ``after`` the previous entry
    (``before`` is the state before that entry)."""
    if not isinstance(expect, dict):
        return ["bad_script: expect is not a mapping"]
    diffs: list[str] = []
    new_records = after.records[len(before.records) :]
    for key, want in expect.items():
        if key not in EXPECT_KEYS:
            diffs.append(f"bad_script: unknown expect key {key!r}")
            continue
        problem = _expect_problem(key, want, len(after.players))
        if problem is not None:
            diffs.append(f"bad_script: expect {key} {problem}")
            continue
        got: Any
        if key in _OF_STATE:
            got, want = _OF_STATE[key](after, want)
        elif key == "left":
            was = set(before.alive_seats())
            got, want = sorted(was - set(after.alive_seats())), sorted(want)
        elif key == "announce":
            got = sorted(t for r in new_records for t in r.announce)
            want = sorted(str(t) for t in want)
        elif key == "private":
            got = {}
            for r in new_records:
                got.update(r.private)
            got = {k: got.get(k) for k in want}
        else:  # defense
            got = sorted(s for r in new_records for s in r.defense)
            want = sorted(want)
        if got != want:
            diffs.append(f"{key}: expected {want!r}, got {got!r}")
    return diffs


def _is_seat(v: Any, n: int) -> bool:
    return isinstance(v, int) and not isinstance(v, bool) and 1 <= v <= n


#: The ``expect`` keys whose value is a list of seats.
_SEAT_LISTS = ("alive", "half_dead", "left", "defense", "winning_seats")


def _expect_problem(key: str, want: Any, n: int) -> str | None:
    """What is wrong with the shape of the ``expect`` value ``want`` of ``key`` at a table
    of ``n`` seats (game-script.md, "expect"), or None: seats are ints from 1 to ``n``; a
    malformed value is the case's fault, said as such (a random sweep over the rule cases
    found it raised instead)."""
    if key in _SEAT_LISTS:
        ok = isinstance(want, list) and all(_is_seat(s, n) for s in want)
        return None if ok else "is not a list of seats"
    if key in ("roles", "sides"):
        ok = isinstance(want, dict) and all(_is_seat(s, n) for s in want)
        return None if ok else "is not a mapping of seats"
    if key == "trackers":
        ok = isinstance(want, dict) and all(
            _is_seat(s, n) and isinstance(names, dict | list)
            and all(isinstance(x, str) for x in names) for s, names in want.items())
        return None if ok else "is not a mapping of seats to counters by name"
    if key == "announce":
        ok = isinstance(want, list) and all(isinstance(t, str | int) for t in want)
        return None if ok else "is not a list of tokens"
    if key == "private":  # what the narrator signals, by name (game-script.md, "expect")
        ok = isinstance(want, dict) and all(isinstance(k, str) for k in want)
        return None if ok else "is not a mapping of names"
    if key == "winner":
        return None if want is None or isinstance(want, str) else "is not a side"
    return None


def run_cases(paths: list[str | Path]) -> tuple[list[CaseResult], int, int]:
    """Run every ``*.yaml`` under ``paths`` (files or folders), sorted by path.

    Returns (results, passed, failed).
    """
    files: list[Path] = []
    for p in map(Path, paths):
        files += sorted(p.rglob("*.yaml")) if p.is_dir() else [p]
    results = [run_case(f) for f in files]
    passed = sum(r.passed for r in results)
    return results, passed, len(results) - passed


# ---------------------------------------------------------------------------------------
# export / import
# ---------------------------------------------------------------------------------------
def export_script(game: Game) -> dict[str, Any]:
    """The game as a script mapping: one entry per finished phase, each step's final choice.

    A phase in progress is not exported; a phase ended by the winner is. The narrator's
    notes on seats are ``notes``: a list of ``{seat, phase, text}`` (by seat, then phase);
    the game's own notes (the archive's notes box) are ``game_notes``, text.
    """
    out: dict[str, Any] = {"scenario": game.setup.scenario_id}
    if game.setup.house_rules:
        out["house_rules"] = dict(game.setup.house_rules)
    if any(game.setup.names):
        out["players"] = list(game.setup.names)
    script: list[dict[str, Any]] = []
    current: dict[str, Any] = {}
    for i, action in enumerate(game.actions):
        st_before = game.states[i]
        if action.kind in ("deal", "redeal"):  # a redeal corrects the deal
            out["seats"] = list(action.value)
        elif action.kind == "step":
            current[cast(str, action.key)] = action.value  # a step has its key
        elif action.kind == "end_phase":
            script.append({st_before.phase: _ordered(st_before, _kept(st_before, current))})
            current = {}
    if game.state.winner is not None and game.actions and game.actions[-1].kind == "step":
        script.append({game.state.phase: _ordered(game.state, _kept(game.state, current))})
    out["script"] = script
    if game.seat_notes:  # the narrator's notes on seats (game-script.md, "Top level")
        out["notes"] = [{"seat": seat, "phase": phase, "text": text}
                        for (seat, phase), text in sorted(game.seat_notes.items())]
    if game.notes:  # the game's own notes (the archive's box): they came back empty (CF57)
        out["game_notes"] = game.notes
    return out


def _kept(state: GameState, body: dict[str, Any]) -> dict[str, Any]:
    """The steps the phase kept: a step recorded before the one that decided the winner but
    coming after it in step order is moot and dropped by the engine (decisions S12)."""
    return {k: v for k, v in body.items() if k in state.choices}


def _ordered(state: GameState, body: dict[str, Any]) -> dict[str, Any]:
    if state.phase.endswith("day"):  # then a role's step after an exit (the hunter's)
        return {k: body[k] for k in DAY_KEYS if k in body} | {
            k: v for k, v in body.items() if day_role_key(state, k)}
    order = night_order(state)  # ``withdraw`` first (6.9 S10), then the night's order
    return dict(sorted(body.items(), key=lambda kv: order.get(kv[0], len(order))))


def import_script(data: dict[str, Any]) -> Game:
    """A game from a script mapping: the deal, then each phase entry's steps and its end.

    ``title``, ``rule``, ``expect`` entries and entries marked ``rejected`` are ignored.

    Raises:
        IllegalAction: the setup or an entry is refused (code and facts); a script of the
            wrong shape (:func:`script_problem`) or an unknown scenario is ``bad_script``.
    """
    # a ``rejected`` entry is ignored, also one refused for its very shape (game-script:
    # «Import ignores … ``rejected`` entries»; ``cases`` passed such a file, import refused
    # it: audit45, CF50)
    problem = script_problem(data, refused_ok=True)
    if problem is not None:
        entry, reason = problem
        raise IllegalAction("bad_script", detail=reason, **({"entry": entry} if entry else {}))
    setup, seats = setup_of(data)
    try:
        game = Game.new(setup)
    except ScenarioError as exc:
        raise IllegalAction(
            "bad_script", detail="unknown_scenario", value=setup.scenario_id
        ) from exc
    game.deal(seats)
    for note in data.get("notes") or []:
        if note["text"]:
            game.seat_notes[(note["seat"], note["phase"])] = note["text"]
    game.notes = data.get("game_notes") or ""
    for entry in data.get("script") or []:
        if "expect" in entry or "rejected" in entry:
            continue
        ((phase, body),) = ((k, v) for k, v in entry.items() if k in PHASE_KEYS)
        for action in entry_actions(game.state, phase, body):
            game.apply(action)
        if game.state.winner is None:
            game.end_phase()
    return game


class _NoAliases(yaml.SafeDumper):
    """YAML written without anchors and aliases: a value met twice (the treason vote's
    ``{rep, delta}`` recorded on two nights) is written out twice, since :func:`load_script`
    refuses aliases (an alias bomb's way in). An exported Namayande game could not be
    imported again (a random round trip found it, CF44-22)."""

    def ignore_aliases(self, data: Any) -> bool:
        return True


#: Characters YAML reads as a line break inside a plain or single-quoted scalar (NEL, the
#: line and paragraph separators): a text holding one is written double-quoted, where they
#: are escaped (a note's U+0085 came back as a space: audit58, CF57).
_BREAKS = ("\x85", "\u2028", "\u2029")


def _text(dumper: yaml.SafeDumper, data: str) -> yaml.ScalarNode:
    style = '"' if any(b in data for b in _BREAKS) else None
    return dumper.represent_scalar("tag:yaml.org,2002:str", data, style=style)


_NoAliases.add_representer(str, _text)


def dump_script(data: dict[str, Any]) -> str:
    """YAML text of a script mapping (UTF-8, Persian names kept readable; no aliases, so
    :func:`load_script` reads it back)."""
    return yaml.dump(data, Dumper=_NoAliases, allow_unicode=True, sort_keys=False,
                     default_flow_style=None, width=100)


__all__ = [
    "ALIVE",
    "HALF_DEAD",
    "CaseResult",
    "ScriptError",
    "apply_entry",
    "check_expect",
    "dump_script",
    "entry_actions",
    "export_script",
    "import_script",
    "load_script",
    "run_case",
    "run_cases",
    "script_problem",
    "setup_of",
]
