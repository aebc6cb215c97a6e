"""The game file, format 4: an append-only journal (JSON Lines, still ``.ravi``).

Line 1 is the header; every later line is one thing the narrator did, appended and flushed
with ``fsync`` before the action is acknowledged; no line is ever changed (a torn last line
is cut, below; the whole journal is written anew from the game's record, atomically, when
its file is gone or past a compaction size). The words are the game-script file
vocabulary (game-script.md, "journal line kinds")::

    {"kind": "header", "format": 4, "app_version": …, "game_id": …, "parent_id": null,
     "created": …, "scenario": {"id": …, "sha256": …}, "setup": {"names": […],
     "house_rules": {…}}}
    {"kind": "deal", "seats": […], "n": 2, "at": …, "prev": "3f1c…"}
    {"kind": "step", "phase": "night", "key": "matador", "value": {"block": 4}, "n": 3, …}
    {"kind": "end_phase", "n": 4, "at": …, "prev": …}
    {"kind": "undo", "n": 5, …}            # takes back the last action (redo may bring it)
    {"kind": "redo", "n": 6, …}            # re-applies the last undone action
    {"kind": "redeal", "seats": […], "n": 7, …}   # the deal corrected
    {"kind": "notes", "text": "…", "n": 8, …}     # the narrator's notes; the last stands
    {"kind": "notes", "seat": 4, "phase": "night_2", "text": "…", "n": 9, …}
                                            # a note on seat 4 for night 2; the last stands
    {"kind": "summary", "body": "9a0c…", "actions": 58, "winner": "city", …, "n": 10, …}
                                            # the ended game, for the archive (below)

**Summary.** After the lines of a game that has ended (and after any later lines while it
stays ended) the writer adds a ``summary`` line: what the archive index needs of the game
without replaying it (:class:`SummaryLine`: actions, days, phase, winner, winning seats,
why it ended, roles and sides dealt, the last action's time). It is bound to the bytes
before it: ``body`` is the SHA-256 of every byte before the line (header and lines, their
newlines too) and ``n`` its own number. Replaying ignores it; the index uses it only when
it is the file's last line and its binding holds (:func:`bound_summary`), and replays the
file otherwise (a file of an older Ravi, an undo after the end, a damaged or edited file).

``n`` is the line's own number in the file (the header is line 1), so a duplicated, dropped
or reordered line is found and refused with its line number instead of replaying a
different game; ``at`` is the UTC time (ISO 8601 with its offset). ``prev`` (format 4) is
the first :data:`PREV_CHARS` hexadecimal digits of the SHA-256 of the previous line's bytes
(without its newline): a line changed, moved, or swapped with another and renumbered no
longer follows the line before it, and the file is refused at that line. Each line
written since CF49-15 ends with its own seal, ``"own"``: the first :data:`PREV_CHARS` hex
digits of the SHA-256 of the line without it (:func:`sealed`), so the last line, which no
``prev`` follows, is refused at its number when changed too; a line of an older Ravi has no
seal and is read as it is. A format 3 file
(no ``prev``) still opens; the first append to it writes a v4 journal in its place and
keeps the old file as ``<name>.v3``. Replaying the lines in order gives the game.

**Caps.** A journal is read whole only up to :data:`MAX_FILE_BYTES` bytes, each line up to
:data:`MAX_LINE_BYTES` bytes, at most :data:`MAX_LINES` lines after the header, and the
corrected deals it replays may cost at most :data:`MAX_REDEAL_WORK` replayed actions (a
``redeal`` replays the record before it; undo and redo cost nothing). The writer
(:class:`~.gamefile.AutosaveJournal`) writes the whole journal anew, from the record, long
before a cap is reached, so every journal the app writes can be read.

A **torn last line** (bytes after the last newline: a power cut in the middle of a write) is
not part of the game: the file opens without it and says what it held
(:class:`TornLine`). The file is left as it is until the next append, which first keeps a
copy of the whole file (``<name>.torn``) and then cuts the torn tail. **Anything else
damaged** is refused with its line number and the file is left byte-identical.

Every line is read with the guarded JSON loader of :mod:`.readers` (depth, integer size,
no lone surrogate), and the whole file with its regular-file and size guards.
"""

from __future__ import annotations

import hashlib
import os
import re
import tempfile
from dataclasses import dataclass
from pathlib import Path
from typing import Annotated, Any, Literal

from pydantic import (
    BaseModel,
    ConfigDict,
    Field,
    StringConstraints,
    TypeAdapter,
    ValidationError,
    model_validator,
)

from .actions import DealAction, EndPhaseAction, StepAction
from .fields import (
    MAX_SEAT_NOTES,
    MAX_SEATS,
    GameId,
    HouseRuleValue,
    Id,
    Name,
    NotePhase,
    Notes,
    Seat,
    Seats,
    Time,
)
from .game import REPLAY_REDEAL_WORK, Action, Game
from .readers import BadContent, load_json

#: The journal's format number (the header's ``format``): 4 adds ``prev`` to every line.
FORMAT = 4
#: Hexadecimal digits of ``prev`` (the previous line's SHA-256, shortened).
PREV_CHARS = 12
#: Largest journal read (bytes). A v1/v2 document keeps the smaller
#: :data:`~.readers.GAME_FILE_MAX_BYTES`.
MAX_FILE_BYTES = 32 * 1024 * 1024
#: Longest line after the header (bytes): a notes line of the most characters, escaped.
MAX_LINE_BYTES = 1024 * 1024
#: Most lines after the header (the app writes a journal anew past 8 000: its record of at
#: most :data:`~.game.MAX_ACTIONS` actions, undone ones too, takes at most 6 002).
MAX_LINES = 12_000
#: Most actions the journal's corrected deals may replay (each ``redeal`` line costs the
#: actions in effect before it, plus one).
MAX_REDEAL_WORK = REPLAY_REDEAL_WORK
#: Where the copy of a file with a torn last line is kept before the tail is cut.
TORN_SUFFIX = ".torn"
#: Where the autosave's record is kept when the narrator reopens an older copy of the game
#: and goes on from it instead (RS32-1): ``<id>.ravi.newer`` (not ``*.ravi``: the archive
#: and the statistics never count it as a game of its own).
NEWER_SUFFIX = ".newer"
#: Longest header line read by :func:`read_first_line` (bytes).
HEADER_MAX_BYTES = 256 * 1024

LineNo = Annotated[int, Field(ge=2)]
#: ``prev``: the previous line's SHA-256, its first :data:`PREV_CHARS` hex digits.
PrevHash = Annotated[str, StringConstraints(pattern=r"^[0-9a-f]{12}$")]

_STRICT = ConfigDict(defer_build=True, extra="forbid", frozen=True, strict=True)


class ScenarioRef(BaseModel):
    """The scenario a game was played with: its id and the SHA-256 of its file then."""

    model_config = _STRICT
    id: Id
    sha256: Annotated[str, StringConstraints(pattern=r"^[0-9a-f]{0,64}$")]


class SetupRef(BaseModel):
    """The players' names (seat 1 first) and the complete house rules of the game."""

    model_config = _STRICT
    names: Annotated[list[Name], Field(min_length=1, max_length=MAX_SEATS)]
    house_rules: Annotated[dict[Id, HouseRuleValue], Field(max_length=200)]


class HeaderLine(BaseModel):
    """Line 1: what is fixed for the whole game. ``parent_id`` is the game this one was
    continued from as a new branch (None for a game of its own)."""

    model_config = _STRICT
    kind: Literal["header"]
    format: Literal[3, 4]
    app_version: Annotated[str, StringConstraints(pattern=r"^[0-9A-Za-z.+_-]{1,40}$")]
    game_id: GameId
    parent_id: GameId | None = None
    created: Time
    scenario: ScenarioRef
    setup: SetupRef


# The action lines: the engine's typed actions (actions.py), with the journal's stricter
# fields (ids in their pattern, times with their offset) and the line number.
class DealLine(DealAction):
    model_config = _STRICT
    seats: Seats
    n: LineNo
    at: Time
    prev: PrevHash | None = None


class StepLine(StepAction):
    model_config = _STRICT
    key: Id
    n: LineNo
    at: Time
    prev: PrevHash | None = None


class EndPhaseLine(EndPhaseAction):
    model_config = _STRICT
    n: LineNo
    at: Time
    prev: PrevHash | None = None


class RedealLine(BaseModel):
    """The deal corrected: ``seats`` replace the dealt roles, later actions replayed on them."""

    model_config = _STRICT
    kind: Literal["redeal"]
    seats: Seats
    n: LineNo
    at: Time
    prev: PrevHash | None = None


class UndoLine(BaseModel):
    """The last action taken back (it goes on the redo stack)."""

    model_config = _STRICT
    kind: Literal["undo"]
    n: LineNo
    at: Time
    prev: PrevHash | None = None


class RedoLine(BaseModel):
    """The last undone action applied again."""

    model_config = _STRICT
    kind: Literal["redo"]
    n: LineNo
    at: Time
    prev: PrevHash | None = None


class NotesLine(BaseModel):
    """The narrator's notes, whole: on the game (no ``seat``/``phase``), or on one seat
    (from 1) for one phase (``intro_day``, ``intro_night``, ``day_<k>``, ``night_<k>``).
    The last notes line of the game, or of a seat and phase, stands; an empty note on a
    seat takes it away. ``seat`` and ``phase`` come together or not at all."""

    model_config = _STRICT
    kind: Literal["notes"]
    seat: Seat | None = None
    phase: NotePhase | None = None
    text: Notes
    n: LineNo
    at: Time
    prev: PrevHash | None = None

    @model_validator(mode="after")
    def _both_or_neither(self) -> NotesLine:
        if (self.seat is None) != (self.phase is None):
            raise ValueError("seat and phase: a note on a seat has both")
        return self


Role = Annotated[str, StringConstraints(max_length=64)]


class SummaryLine(BaseModel):
    """The summary of an ended game (see the module): ``body`` the SHA-256 (hex) of every
    byte of the file before this line; ``actions`` in effect, ``days`` (the last day number
    reached), ``phase`` and ``number`` where the game stands, ``winner`` (a side id),
    ``winning_seats`` (from 1), ``termination`` (why it ended), ``roles`` and ``sides``
    (dealt to each seat, seat 1 first; the deal as it stands), ``end_sides`` (the side of
    the card each seat held at the end, seat 1 first; absent from a summary an earlier Ravi
    wrote: the index then replays the file, Z107-6), ``last_action`` (the time of the last
    action in effect, the creation time before the first). The game's notes are its last
    ``notes`` line without a seat, read from the file."""

    model_config = _STRICT
    kind: Literal["summary"]
    body: Annotated[str, StringConstraints(pattern=r"^[0-9a-f]{64}$")]
    actions: Annotated[int, Field(ge=0, le=1_000_000)]
    days: Annotated[int, Field(ge=0, le=1_000_000)]
    phase: Role
    number: Annotated[int, Field(ge=0, le=1_000_000)]
    winner: Role
    winning_seats: Annotated[list[Seat], Field(max_length=MAX_SEATS)]
    termination: Role | None = None
    roles: Annotated[list[Role], Field(max_length=MAX_SEATS)]
    sides: Annotated[list[Role], Field(max_length=MAX_SEATS)]
    end_sides: Annotated[list[Role], Field(max_length=MAX_SEATS)] | None = None
    last_action: Time
    n: LineNo
    at: Time
    prev: PrevHash | None = None


AnyLine = Annotated[
    DealLine | StepLine | EndPhaseLine | RedealLine | UndoLine | RedoLine | NotesLine
    | SummaryLine,
    Field(discriminator="kind"),
]
_LINE: TypeAdapter = TypeAdapter(AnyLine, config=ConfigDict(defer_build=True))
ACTION_KINDS = ("deal", "step", "end_phase", "redeal")


class JournalDamaged(Exception):
    """A journal that cannot be read: ``code`` (``damaged``, ``newer``), ``line`` (from 1),
    ``detail`` (the field and the reason) and ``later`` (how many complete lines the file
    holds after that line; 0 when unknown or none)."""

    def __init__(self, code: str, line: int, detail: str, later: int = 0) -> None:
        self.code, self.line, self.detail, self.later = code, line, detail, later
        super().__init__(f"line {line}: {detail}")


def prev_hash(line: bytes) -> str:
    """``prev`` of the line that follows ``line`` (its bytes without the newline): the first
    :data:`PREV_CHARS` hex digits of its SHA-256."""
    return hashlib.sha256(line).hexdigest()[:PREV_CHARS]


#: A line's own seal, the last member of its JSON object: ``,"own":"<12 hex>"}``.
_OWN_RE = re.compile(rb',"own":"([0-9a-f]{12})"\}$')


def sealed(text: str) -> str:
    """``text`` (one line's JSON object, no newline) with its own seal: ``"own"``, the
    first :data:`PREV_CHARS` hex digits of the SHA-256 of the line without it, as its last
    member. ``prev`` protects a line by the one after it; the seal protects the last line
    too (the newest action, the header of a game with none), which nothing followed (an
    auditor changed a byte of it and the file opened as another game: CF49-15)."""
    return f'{text[:-1]},"own":"{prev_hash(text.encode("utf-8"))}"}}'


def is_sealed(row: bytes) -> bool:
    """True when the line ``row`` ends with a seal (:func:`sealed`; not checked here)."""
    return _OWN_RE.search(row) is not None


def _unsealed(i: int, row: bytes, sealed_file: bool = False) -> bytes:
    """Line ``i``'s bytes without its seal, the seal checked (a line an older Ravi wrote
    has none and is read as it is). ``sealed_file``: the file's header is sealed, so every
    line is (a Ravi that seals writes the whole file anew from its record).

    Raises:
        JournalDamaged: the seal is not the line's, or a line of a sealed file has none: a
            changed line."""
    m = _OWN_RE.search(row)
    if m is None:
        if sealed_file:  # its seal taken away: a changed line (an auditor's case, CF49-18)
            raise JournalDamaged("damaged", i, "own: missing in a sealed file (a changed "
                                 "line)")
        return row
    core = row[:m.start()] + b"}"
    if prev_hash(core) != m.group(1).decode("ascii"):
        raise JournalDamaged("damaged", i, f"own {m.group(1).decode('ascii')}: not this "
                             "line's seal (a changed line)")
    return core


@dataclass(frozen=True)
class TornLine:
    """A last line cut short (``line``: its number; ``text``: what was written of it, at
    most 200 characters; ``kind``/``key``: the action it held, as far as can be read)."""

    line: int
    text: str
    kind: str | None = None
    key: str | None = None

    def describe(self) -> str:
        """``step matador`` / ``end_phase`` / ``an unreadable line``."""
        if self.kind is None:
            return "an unreadable line"
        return f"{self.kind} {self.key}" if self.key else self.kind


_KIND_RE = re.compile(r'"kind"\s*:\s*"([a-z_]{1,20})"')
_KEY_RE = re.compile(r'"key"\s*:\s*"([a-z][a-z0-9_]{0,63})"')


def _torn(line: int, tail: bytes) -> TornLine:
    text = tail.decode("utf-8", "replace")
    kind = _KIND_RE.search(text)
    key = _KEY_RE.search(text)
    shown = "".join(ch if ch.isprintable() else " " for ch in text[:200])
    return TornLine(line, shown, kind.group(1) if kind else None, key.group(1) if key else None)


@dataclass
class JournalRecord:
    """A journal as read, before any replay: the header, each later line's model in order,
    the number of good bytes (up to the last newline) and the torn last line, if any."""

    header: HeaderLine
    lines: list[Any]
    good_size: int
    torn: TornLine | None
    #: With ``until_damage``: the first damaged line's refusal (the lines before it are
    #: ``lines``), None when there is none.
    damage: JournalDamaged | None = None
    #: The last complete line's bytes (without its newline): the next line's ``prev``.
    last_line: bytes = b""


def looks_like_journal(raw: bytes) -> bool:
    """False for a v1/v2 document (its first line is ``{`` alone, as the app wrote it, or
    the whole document on one line: an object with ``"format": "ravi-game"``), True for
    anything else, which is then read as a journal (so its damage is named by line)."""
    first = raw.split(b"\n", 1)[0].strip()
    if first.startswith(b"\xef\xbb\xbf"):
        first = first[3:].strip()
    if first in (b"{", b""):
        return False
    if b"\n" not in raw and not first.startswith(b'{"kind"'):
        return False  # one line that is not a header: read as a document
    if b'"ravi-game"' not in first:
        return True
    try:
        data = load_json(first)
    except BadContent:  # a cut document: a journal's header says its kind first
        return first.startswith(b'{"kind"')
    return not (isinstance(data, dict) and "kind" not in data and "format" in data)


def _field_error(exc: ValidationError) -> str:
    err = exc.errors()[0]
    field = ".".join(str(p) for p in err["loc"]) or "line"
    return f"{field}: {err['msg']}"


def parse_header(line: bytes) -> HeaderLine:
    """The header of a journal from its first line.

    Raises:
        JournalDamaged: ``newer`` (a later format), ``damaged`` (not a header; ``line`` 1).
    """
    try:
        data = load_json(line)
    except BadContent as exc:
        raise JournalDamaged("damaged", 1, exc.reason) from exc
    if not isinstance(data, dict) or data.get("kind") != "header":
        raise JournalDamaged("damaged", 1, "not a Ravi game file")
    fmt = data.get("format")
    if isinstance(fmt, int) and not isinstance(fmt, bool) and fmt > FORMAT:
        raise JournalDamaged("newer", 1, f"format version {fmt}")  # its seal is its own
    if _unsealed(1, line) is not line:  # the seal checked, then not a field of the header
        data.pop("own", None)
    try:
        return HeaderLine.model_validate(data)
    except ValidationError as exc:
        raise JournalDamaged("damaged", 1, _field_error(exc)) from exc


def parse_journal(raw: bytes, until_damage: bool = False) -> JournalRecord:
    """Read the lines of a journal (nothing is replayed). With ``until_damage``, a damaged
    line after the header stops the reading instead: the lines before it are returned and
    its refusal is in ``damage`` (``later``: the complete lines after it).

    Raises:
        JournalDamaged: the header or a complete line is not what it should be (its number
            in ``line``, the complete lines after it in ``later``): not JSON, a field wrong,
            a line number that is not its own (a duplicated, dropped or reordered line), a
            ``prev`` that is not the previous line's (format 4: a changed, moved or swapped
            line), an empty line, a line longer than :data:`MAX_LINE_BYTES` bytes, more
            than :data:`MAX_LINES` lines after the header.
    """
    end = raw.rfind(b"\n") + 1
    body, tail = raw[:end], raw[end:]
    rows = body.split(b"\n")[:-1] if body else []
    torn = _torn(len(rows) + 1, tail) if tail else None
    if not rows:
        raise JournalDamaged("damaged", 1, "the header line is incomplete")
    header = parse_header(rows[0])
    chained = header.format >= 4
    sealed_file = is_sealed(rows[0])
    lines: list[Any] = []
    for i, row in enumerate(rows[1:], start=2):
        try:
            if i - 1 > MAX_LINES:
                raise JournalDamaged(
                    "damaged", i, f"more than {MAX_LINES} lines after the header")
            if len(row) > MAX_LINE_BYTES:
                raise JournalDamaged("damaged", i, f"longer than {MAX_LINE_BYTES} bytes")
            line = _parse_line(i, row, sealed_file)
            if chained and line.prev != prev_hash(rows[i - 2]):
                raise JournalDamaged(
                    "damaged", i, f"prev {line.prev}: does not follow line {i - 1} "
                    "(a changed, moved or inserted line)")
            if not chained and line.prev is not None:
                raise JournalDamaged("damaged", i, "prev: not a field of format 3")
            lines.append(line)
        except JournalDamaged as exc:
            exc.later = len(rows) - i
            if not until_damage:
                raise
            return JournalRecord(header, lines, end, None, exc, rows[i - 2])
    return JournalRecord(header, lines, end, torn, None, rows[-1])


def rechain(raw: bytes) -> bytes:
    """``raw`` (a format 4 journal whose lines were edited, e.g. copies of a game under new
    ids for a benchmark) with each line's ``prev`` set to follow the line before it again,
    and each ``summary`` line's ``body`` bound again to the bytes before it. Lines are
    changed only in those values, and each line's seal made again (``own``, :func:`sealed`);
    a line without them is left as it is. ``prev``, ``body`` and ``own`` detect accidents
    and casual edits, not a forger: anyone can do this."""
    rows = raw.split(b"\n")
    m = _OWN_RE.search(rows[0])
    if m:  # the header's seal
        rows[0] = rows[0][:m.start(1)] + prev_hash(rows[0][:m.start()] + b"}").encode() + b'"}'
    for i in range(1, len(rows)):
        m = _BODY_RE.match(rows[i])
        if m:
            body = hashlib.sha256(b"\n".join(rows[:i]) + b"\n").hexdigest().encode()
            rows[i] = rows[i][:m.start(1)] + body + rows[i][m.end(1):]
        m = _PREV_RE.search(rows[i])
        if m:
            rows[i] = rows[i][:m.start(1)] + prev_hash(rows[i - 1]).encode() + rows[i][m.end(1):]
        m = _OWN_RE.search(rows[i])
        if m:
            own = prev_hash(rows[i][:m.start()] + b"}").encode()
            rows[i] = rows[i][:m.start(1)] + own + rows[i][m.end(1):]
    return b"\n".join(rows)


_PREV_RE = re.compile(rb'"prev"\s*:\s*"([0-9a-f]{12})"')
_BODY_RE = re.compile(rb'\{"kind":"summary","body":"([0-9a-f]{64})"')


def _parse_line(i: int, row: bytes, sealed_file: bool = False) -> Any:
    """Line ``i`` (from 1) of a journal, its seal checked (``sealed_file``: the header is
    sealed, :func:`_unsealed`). Raises JournalDamaged."""
    try:
        data = load_json(_unsealed(i, row, sealed_file))
    except BadContent as exc:
        raise JournalDamaged("damaged", i, exc.reason) from exc
    try:
        line = _LINE.validate_python(data)
    except ValidationError as exc:
        raise JournalDamaged("damaged", i, _field_error(exc)) from exc
    except (TypeError, ValueError, RecursionError) as exc:
        raise JournalDamaged("damaged", i, "not a journal line") from exc
    if line.n != i:
        raise JournalDamaged(
            "damaged", i, f"numbered {line.n}: a duplicated, missing or moved line")
    return line


def line_action(line: Any, int_keys) -> Action:
    """The engine action of an action line (``int_keys`` turns JSON seat keys into ints)."""
    if line.kind in ("deal", "redeal"):
        return Action(line.kind, value=list(line.seats), at=line.at)
    if line.kind == "step":
        return Action("step", line.phase, line.key, int_keys(line.value), at=line.at)
    return Action("end_phase", at=line.at)


def replay_lines(game: Game, lines: list[Any], int_keys) -> None:
    """Apply the journal's lines to ``game`` (a new game of the header's setup), in order.
    Undo and redo only move along the record (redo puts back the state undo took back); a
    ``redeal`` replays the actions in effect, so the redeal lines may cost at most
    :data:`MAX_REDEAL_WORK` replayed actions in all.

    Raises:
        JournalDamaged: an undo with nothing to undo, a redo with nothing to redo, corrected
            deals costing more than :data:`MAX_REDEAL_WORK` (``damaged``).
        IllegalAction: an action refused by the rules; ``journal_line`` is set on it.
    """
    from .errors import IllegalAction

    work = 0
    for line in lines:
        kind = line.kind
        try:
            if kind in ACTION_KINDS:
                if kind == "redeal":
                    work += len(game.actions) + 1
                    if work > MAX_REDEAL_WORK:
                        raise JournalDamaged(
                            "damaged", line.n, "corrected deals replaying more than "
                            f"{MAX_REDEAL_WORK} actions")
                game.record(line_action(line, int_keys))
            elif kind == "undo":
                if not game.can_undo():
                    raise JournalDamaged("damaged", line.n, "an undo with nothing to undo")
                game.undo()
            elif kind == "redo":
                if not game.can_redo():
                    raise JournalDamaged("damaged", line.n, "a redo with nothing to redo")
                game.redo()
            elif kind == "notes":  # (a summary line changes nothing)
                if line.seat is None:
                    game.notes = line.text
                else:
                    if line.seat > len(game.setup.names):
                        raise JournalDamaged(
                            "damaged", line.n, f"seat: {line.seat} is not a seat of the game")
                    set_seat_note(game.seat_notes, line.seat, line.phase, line.text)
                    if len(game.seat_notes) > MAX_SEAT_NOTES:
                        raise JournalDamaged(
                            "damaged", line.n, f"more than {MAX_SEAT_NOTES} notes on seats")
        except IllegalAction as exc:
            exc.journal_line = line.n  # type: ignore[attr-defined]
            raise


# ---------------------------------------------------------------------------------------
# writing
# ---------------------------------------------------------------------------------------
def header_line(game: Game, app_version: str) -> str:
    """The header line of ``game`` (JSON, no newline, sealed: :func:`sealed`)."""
    text = HeaderLine(
        kind="header",
        format=FORMAT,
        app_version=app_version,
        game_id=game.game_id,
        parent_id=getattr(game, "parent_id", None),
        created=game.created,
        scenario=ScenarioRef(id=game.scenario.id, sha256=game.scenario.sha256),
        setup=SetupRef(names=list(game.setup.names), house_rules=game.house_rules),
    ).model_dump_json()
    return sealed(text)


def _line(data: dict[str, Any], after: bytes | None = None) -> str:
    if after is not None:
        data = {**data, "prev": prev_hash(after)}
    return sealed(_LINE.validate_python(data).model_dump_json(exclude_none=True))


def action_line(action: Action, n: int, at: str, after: bytes | None = None) -> str:
    """The line of an engine action (``n``: its line number; ``at``: its time if it has none;
    ``after``: the previous line's bytes, hashed into ``prev``; None: no ``prev``).

    Raises:
        ValidationError: an action the journal cannot hold (never written).
    """
    when = action.at or at
    if action.kind in ("deal", "redeal"):
        return _line({"kind": action.kind, "seats": list(action.value), "n": n, "at": when},
                     after)
    if action.kind == "step":
        return _line({"kind": "step", "phase": action.phase, "key": action.key,
                      "value": action.value, "n": n, "at": when}, after)
    return _line({"kind": "end_phase", "n": n, "at": when}, after)


def undo_line(n: int, at: str, after: bytes | None = None) -> str:
    return _line({"kind": "undo", "n": n, "at": at}, after)


def redo_line(n: int, at: str, after: bytes | None = None) -> str:
    return _line({"kind": "redo", "n": n, "at": at}, after)


def notes_line(text: str, n: int, at: str, after: bytes | None = None,
               seat: int | None = None, phase: str | None = None) -> str:
    """A ``notes`` line: the game's notes, or with ``seat`` (from 1) and ``phase`` (a
    :data:`~.fields.NOTE_PHASE_PATTERN` key) the note on that seat for that phase.

    Raises:
        ValidationError: text longer than :data:`~.fields.MAX_NOTES_CHARS`, a NUL, a seat
            without a phase (never written).
    """
    where: dict[str, Any] = {} if seat is None else {"seat": seat, "phase": phase}
    return _line({"kind": "notes", **where, "text": text, "n": n, "at": at}, after)


def set_seat_note(notes: dict[tuple[int, str], str], seat: int, phase: str | None,
                  text: str) -> None:
    """``notes[(seat, phase)] = text``; an empty ``text`` takes the note away."""
    if text:
        notes[(seat, phase or "")] = text
    else:
        notes.pop((seat, phase or ""), None)


def record_lines(game: Game, first_n: int, at: str, after: bytes) -> list[str]:
    """The lines that give ``game`` from its header: its actions, then the actions on its
    redo stack each followed back by an undo (so redo still works), then its notes and its
    notes on seats (by seat, then phase); each
    line's ``prev`` chained from ``after`` (the line before the first: the header)."""
    out: list[str] = []
    n = first_n
    redo = list(game.redo_actions)  # the next redo first

    def add(text: str) -> None:
        nonlocal after, n
        out.append(text)
        after = text.encode("utf-8")
        n += 1

    for a in [*game.actions, *redo]:
        add(action_line(a, n, at, after))
    for _ in redo:
        add(undo_line(n, at, after))
    if game.notes:
        add(notes_line(game.notes, n, at, after))
    for (seat, phase), text in sorted(game.seat_notes.items()):
        add(notes_line(text, n, at, after, seat, phase))
    return out


def whole_text(game: Game, app_version: str, at: str) -> bytes:
    """A complete journal of ``game`` (header and every line), as bytes."""
    head = header_line(game, app_version)
    lines = [head, *record_lines(game, 2, at, head.encode("utf-8"))]
    data = ("\n".join(lines) + "\n").encode("utf-8")
    return data + with_summary(game, hashlib.sha256(data), len(lines) + 1,
                               lines[-1].encode("utf-8"))


def with_summary(game: Game, body, n: int, after: bytes) -> bytes:
    """The summary line of ``game`` with its newline when it has ended (``b""`` while it
    has not): ``body`` is a :func:`hashlib.sha256` object of every byte the file holds
    before the line (not changed), ``n`` the line's number, ``after`` the line before it.
    Its ``at`` is the time of the game's last action (``last_action``): the same game
    gives the same line, whenever it is written."""
    if game.state.winner is None:
        return b""
    facts = game_facts(game)
    data = {"kind": "summary", "body": body.hexdigest(), **facts, "n": n,
            "at": facts["last_action"]}
    return (_line(data, after) + "\n").encode("utf-8")


def game_facts(game: Game) -> dict[str, Any]:
    """What the archive says of ``game`` beyond its header (the keys of a ``summary`` line,
    :class:`SummaryLine`): ``actions`` in effect, ``days`` (the last day number reached),
    ``phase``, ``number``, ``winner`` (None while unfinished), ``winning_seats`` (from 1),
    ``termination`` (None while unfinished), ``roles`` dealt as the deal stands (a
    ``redeal`` counted; empty before the deal) and their ``sides``, ``end_sides`` (the side
    each seat ended on, :func:`queries.end_sides`: a player bought or won over holds another
    side's card; empty before the deal; HR107-3), ``last_action`` (the time of the last
    action in effect that has one, else the creation time)."""
    last = game.created
    for a in game.actions:
        if a.at:
            last = a.at
    from .queries import dealt_roles, end_sides

    st = game.state
    roles = [str(r) for r in dealt_roles(game)] if st.phase != "setup" else []
    return {
        "actions": len(game.actions),
        "days": max([r.number for r in st.records if r.phase == "day"] + [0]),
        "phase": st.phase,
        "number": st.number,
        "winner": st.winner,
        "winning_seats": list(st.winning_seats),
        "termination": st.extra.get("termination", "parity") if st.winner else None,
        "roles": roles,
        "sides": [game.scenario.side_of(r) for r in roles],
        "end_sides": end_sides(st) if roles else [],
        "last_action": last,
    }


def bound_summary(raw: bytes) -> tuple[HeaderLine, SummaryLine, str] | None:
    """The header, the summary and the notes of a format 4 journal (its bytes) whose last
    line is a summary bound to the bytes before it (its ``body`` and ``n``); None when there
    is none, it does not match, or the file passes a cap of the reader. Nothing is
    replayed: the header, the summary and the last game ``notes`` line are validated.
    ``prev`` is not followed: the binding covers every byte before the summary."""
    if not raw.endswith(b"\n") or b'"summary"' not in raw[-4096:]:
        return None
    rows = raw[:-1].split(b"\n")
    if len(rows) < 2 or len(rows) - 1 > MAX_LINES or len(raw) > MAX_FILE_BYTES:
        return None
    last = rows[-1]
    if not last.startswith(b'{"kind":"summary"') or max(map(len, rows)) > MAX_LINE_BYTES:
        return None
    try:
        line = _parse_line(len(rows), last, is_sealed(rows[0]))
        header = parse_header(rows[0])
    except JournalDamaged:
        return None
    body = hashlib.sha256(raw[:len(raw) - len(last) - 1]).hexdigest()
    if line.kind != "summary" or line.body != body or header.format < FORMAT:
        return None
    notes = ""
    for i in range(len(rows) - 2, 0, -1):  # the last notes line of the game stands
        if rows[i].startswith(b'{"kind":"notes","text":'):
            try:
                notes = _parse_line(i + 1, rows[i], is_sealed(rows[0])).text
            except JournalDamaged:
                return None
            break
    return header, line, notes


def read_first_bytes(path: Path, max_bytes: int) -> bytes:
    """At most ``max_bytes`` first bytes of ``path``, with the guards of
    :func:`.readers.read_regular_file` (a regular file only, opened without blocking).

    Raises:
        UnreadableFile: cannot be opened, or not a regular file.
    """
    import stat

    from .readers import UnreadableFile

    try:
        if not stat.S_ISREG(os.stat(os.fspath(path)).st_mode):
            raise UnreadableFile("not a regular file")
        fd = os.open(os.fspath(path), os.O_RDONLY | getattr(os, "O_NONBLOCK", 0)
                     | getattr(os, "O_NOCTTY", 0) | getattr(os, "O_CLOEXEC", 0))
    except (OSError, ValueError) as exc:
        reason = exc.strerror if isinstance(exc, OSError) and exc.strerror else str(exc)
        raise UnreadableFile(f"cannot open: {reason}") from exc
    try:
        if not stat.S_ISREG(os.fstat(fd).st_mode):
            raise UnreadableFile("not a regular file")
        chunks, left = [], max_bytes
        while left > 0:
            chunk = os.read(fd, min(left, 65536))
            if not chunk:
                break
            chunks.append(chunk)
            left -= len(chunk)
            if b"\n" in chunk:
                break
        return b"".join(chunks)
    except OSError as exc:
        raise UnreadableFile(f"cannot read: {exc.strerror or exc}") from exc
    finally:
        os.close(fd)


def write_all(fd: int, data: bytes) -> None:
    """Write every byte of ``data`` to ``fd`` (a short write is continued)."""
    view = memoryview(data)
    while view:
        done = os.write(fd, view)
        view = view[done:]


def fsync_dir(folder: Path) -> None:
    try:
        dfd = os.open(folder, os.O_RDONLY)
    except OSError:
        return
    try:
        os.fsync(dfd)
    except OSError:
        pass
    finally:
        os.close(dfd)


def write_new(path: Path, data: bytes) -> None:
    """Put ``data`` at ``path`` atomically: a private temporary file in the same folder,
    fsync, replace, fsync of the folder. Raises OSError (the old file, if any, is kept)."""
    fd, tmp = tempfile.mkstemp(prefix=f".{path.name}.", suffix=".tmp", dir=path.parent)
    try:
        with os.fdopen(fd, "wb") as fh:
            fh.write(data)
            fh.flush()
            os.fsync(fh.fileno())
        os.replace(tmp, path)
    except BaseException:
        try:
            os.unlink(tmp)
        except OSError:
            pass
        raise
    fsync_dir(path.parent)


def copy_path(path: Path, suffix: str, data: bytes) -> Path:
    """Where :func:`keep_copy` keeps ``data`` beside ``path``: ``<name><suffix>``, or when
    that holds other bytes ``<name><suffix>1``, ``2`` … — the first that is free or already
    holds ``data`` (nothing is written). Raises OSError."""
    for i in range(10_000):
        copy = path.with_name(path.name + suffix + (str(i) if i else ""))
        try:
            if copy.read_bytes() == data:
                return copy
        except FileNotFoundError:
            return copy
    raise OSError(f"too many copies of {path.name}")


def keep_copy(path: Path, suffix: str, data: bytes) -> Path:
    """Keep ``data`` (the bytes of ``path``) as ``<name><suffix>``; when such a copy exists
    with other bytes, ``<name><suffix>1``, ``2`` … (a copy is never overwritten with other
    bytes: :func:`copy_path`). Returns the copy's path. Raises OSError."""
    copy = copy_path(path, suffix, data)
    if not copy.exists():
        write_new(copy, data)
    return copy
