"""Saved games: the game file (``.ravi``).

The file holds the record, never a derived state. Since format 3 it is an append-only
journal (JSON Lines, :mod:`.journal`): a header line (app version, game id, parent id,
creation time, the scenario id and the SHA-256 of its file, the setup with all house rules),
then one line per narrator action (deal, step, end of phase, redeal, undo, redo, notes),
each appended and flushed with ``fsync``; no line is ever changed (the whole journal is
written anew, atomically, only when its file is gone or grows past a compaction size:
:class:`AutosaveJournal`).
Opening replays the lines. A damaged, newer or non-replaying file is refused with a
:class:`GameFileError` (naming the line) and left byte-for-byte untouched; a torn last line
(a power cut mid-write) opens without it and is reported (``Game.torn``).

:class:`AutosaveJournal` is the window's autosave: one appended line per change.
:func:`save_game` (File → Save, ``import``) writes a whole journal atomically (temporary
file, fsync, replace) and keeps the previous good copy beside the file (``<name>.bak``).

Format versions (each kept as a fixture under tests/fixtures/games/; every one opens):

* v1 (Ravi 0.1.0): one JSON document, the record.
* v2: adds ``notes`` (the narrator's notes on the game, free text).
* v3: the journal. The first append to a v1/v2 autosave writes a journal in its place
  and keeps the old file as ``<name>.v1`` / ``<name>.v2``.
* v4: the journal, each line with ``prev`` (the previous line's hash: a changed, moved or
  swapped line is found). The first append to a v3 autosave writes a v4 journal in its
  place and keeps the old file as ``<name>.v3``.
"""

from __future__ import annotations

import hashlib
import os
import re
import tempfile
from pathlib import Path
from typing import Annotated, Any, Final, Literal, cast

from pydantic import (
    BaseModel,
    ConfigDict,
    Field,
    StringConstraints,
    ValidationError,
)

from .. import __version__
from . import journal
from .errors import IllegalAction
from .fields import (
    GAME_ID_PATTERN,
    MAX_NOTES_CHARS,
    MAX_SEAT_NOTES,
    MAX_SEAT_NOTES_CHARS,
    MAX_SEATS,
    NOTE_PHASE_PATTERN,
    HouseRuleValue,
    Id,
    Name,
    Notes,
    Time,
)
from .folders import (  # the data folder's housekeeping, kept light for the window's start
    BACKUP_SUFFIX,
    EXTENSION,
    PRIVATE_DIR,
    autosave_dir,
)
from .game import Action, Game, Setup, now_utc
from .journal import JournalDamaged, TornLine
from .readers import (
    GAME_FILE_MAX_BYTES,
    BadContent,
    ReadRefused,
    UnreadableFile,
    check_write_target,
    load_json,
    read_regular_file,
)
from .scenario import ScenarioError, load_scenario

FORMAT: Final = "ravi-game"
#: The format the app writes (the journal).
VERSION = journal.FORMAT
#: The last single-document format (v1 and v2 files are read, never written).
LEGACY_VERSION: Final = 2


#: Most actions a file may hold (a long real game has a few hundred).
MAX_ACTIONS = 5000


class ScenarioRef(BaseModel):
    model_config = ConfigDict(defer_build=True, extra="forbid", strict=True)
    id: Id
    sha256: Annotated[str, StringConstraints(pattern=r"^[0-9a-f]{0,64}$")]


class SetupV1(BaseModel):
    model_config = ConfigDict(defer_build=True, extra="forbid", strict=True)
    names: Annotated[list[Name], Field(min_length=1, max_length=MAX_SEATS)]
    house_rules: Annotated[dict[Id, HouseRuleValue], Field(max_length=200)]


#: The phases a v1/v2 step names.
_Phase = Literal["intro_day", "intro_night", "day", "night"]


class ActionV1(BaseModel):
    """One action: ``deal`` (with ``seats``), ``step`` (``phase``, ``key``, ``value``),
    ``end_phase`` or ``redeal`` (the deal corrected, with ``seats``; game-script.md journal
    line kinds); ``at`` is its UTC time (ISO 8601, with its offset)."""

    model_config = ConfigDict(defer_build=True, extra="forbid", strict=True)
    kind: Literal["deal", "step", "end_phase", "redeal"]
    at: Time
    seats: Annotated[list[Id], Field(max_length=MAX_SEATS)] | None = None
    phase: _Phase | None = None
    key: Id | None = None
    value: Any = None


class GameFileV2(BaseModel):
    """The whole file, format v2 (the last single-document format; read, never written).
    Strict: JSON types as written (no string for a number, no number for a flag), ids and
    times in their patterns, player names valid text (no control character, no lone
    surrogate; at most 200 characters)."""

    model_config = ConfigDict(defer_build=True, extra="forbid", strict=True)
    format: Literal["ravi-game"]
    version: Literal[2]
    app_version: Annotated[str, StringConstraints(pattern=r"^[0-9A-Za-z.+_-]{1,40}$")]
    game_id: Annotated[str, StringConstraints(pattern=f"^{GAME_ID_PATTERN.pattern}$")]
    created: Time
    scenario: ScenarioRef
    setup: SetupV1
    actions: Annotated[list[ActionV1], Field(max_length=MAX_ACTIONS)]
    notes: Notes = ""


def _v1_to_v2(data: dict[str, Any]) -> dict[str, Any]:
    return {**data, "version": 2, "notes": ""}


#: version → the function that turns a file of that version into the next version's shape.
MIGRATIONS = {1: _v1_to_v2}


class GameFileError(Exception):
    """A game file that cannot be opened.

    ``code``: ``unreadable`` (cannot be read), ``damaged`` (not JSON, not a game file, or a
    field is wrong), ``newer`` (written by a newer app), ``unknown_scenario``,
    ``not_replaying`` (an action is refused by the rules). ``file`` is the path, ``detail``
    the technical reason (field, refusal code…), ``line`` the journal line (from 1; the
    header is line 1) where it happened, None for a v1/v2 file or the whole file; ``later``
    the complete journal lines after that line (0: none, or not a journal).
    """

    def __init__(self, code: str, file: str | Path, detail: str = "",
                 line: int | None = None, later: int = 0) -> None:
        self.code, self.file, self.detail, self.line = code, str(file), detail, line
        self.later = later
        super().__init__(f"{file}: {code}: {detail}")


def to_model(game: Game) -> GameFileV2:
    """The v2 document of ``game`` (the record only): the former format, no longer written by
    the app; kept to make v2 files (fixtures, tests of old files)."""
    acts = []
    for a in game.actions:
        at = a.at or game.created  # every recorded action has its time; never write ""
        if a.kind in ("deal", "redeal"):
            kind: Literal["deal", "redeal"] = "deal" if a.kind == "deal" else "redeal"
            acts.append(ActionV1(kind=kind, at=at, seats=list(a.value)))
        elif a.kind == "step":
            # a step's phase is one of _Phase (the model checks it again, strict)
            acts.append(ActionV1(kind="step", at=at, phase=cast(_Phase | None, a.phase),
                                 key=a.key, value=a.value))
        else:
            acts.append(ActionV1(kind="end_phase", at=at))
    return GameFileV2(
        format=FORMAT,
        version=LEGACY_VERSION,
        notes=getattr(game, "notes", ""),
        app_version=__version__,
        game_id=game.game_id,
        created=game.created,
        scenario=ScenarioRef(id=game.scenario.id, sha256=game.scenario.sha256),
        setup=SetupV1(names=list(game.setup.names), house_rules=game.house_rules),
        actions=acts,
    )


def dumps(game: Game) -> str:
    """The v2 document text of ``game`` (UTF-8 JSON, Persian kept readable): the former
    format (see :func:`to_model`); :func:`journal_text` is what the app writes."""
    return to_model(game).model_dump_json(indent=1) + "\n"


def journal_text(game: Game) -> str:
    """The whole journal of ``game`` (format :data:`VERSION`): its header and one line per
    action, the actions of its redo stack each followed back by an undo, and its notes."""
    return journal.whole_text(game, __version__, now_utc()).decode("utf-8")


def save_game(game: Game, path: str | Path) -> Path:
    """Write ``game`` to ``path`` as a whole journal (:func:`journal_text`), atomically
    (temporary file in the same folder, fsync, replace); the previous file, when it reads as
    a game file, is kept as ``<name>.bak``; files are owner-only (0600). Returns the path.
    Raises OSError when the folder cannot be written (the old file, if any, is then left as
    it was), or when ``path`` is there and is not a regular file (a device, a FIFO, a link:
    left as it is, CF47-15)."""
    path = Path(path)
    check_write_target(path)  # a device, a FIFO, a link is left as it is (CF47-15)
    path.parent.mkdir(mode=PRIVATE_DIR, parents=True, exist_ok=True)
    data = journal_text(game).encode("utf-8")
    if path.exists():
        _keep_previous(path)
    journal.write_new(path, data)
    return path


def backup_path(path: str | Path) -> Path:
    """Where the previous good copy of ``path`` is kept: ``<path>.bak``."""
    path = Path(path)
    return path.with_name(path.name + BACKUP_SUFFIX)


def _keep_previous(path: Path) -> None:
    """Copy the file about to be replaced to ``<path>.bak`` when it reads as a game file,
    every line of it (a damaged file never replaces a good backup: a journal damaged after
    its header did, audit31 F2); a newer Ravi's journal is kept as ``<path>.newer`` (it is
    not this Ravi's to judge, and never lost)."""
    try:
        raw = read_regular_file(path, journal.MAX_FILE_BYTES)
    except ReadRefused:
        return
    try:
        if journal.looks_like_journal(raw):
            journal.parse_journal(raw)  # every line read, nothing replayed
        else:
            data = load_json(raw)
            if not isinstance(data, dict) or data.get("format") != FORMAT:
                return
    except ReadRefused:
        return
    except JournalDamaged as exc:
        if exc.code == "newer":
            journal.keep_copy(path, journal.NEWER_SUFFIX, raw)
        return
    fd, tmp = tempfile.mkstemp(prefix=f".{path.name}.", suffix=".bak.tmp", dir=path.parent)
    try:
        with os.fdopen(fd, "wb") as fh:  # mkstemp: a private (0600) file of our own
            fh.write(raw)
            fh.flush()
            os.fsync(fh.fileno())
        os.replace(tmp, backup_path(path))
    except BaseException:
        try:
            os.unlink(tmp)
        except OSError:
            pass
        raise


_SEAT_KEY = re.compile(r"0|[1-9][0-9]{0,8}")


def _int_keys(value: Any) -> Any:
    """JSON has only string keys; seats are written as "8". Give them back as ints (only
    plain ASCII numbers: "²" or "٨" stay text and are refused as seats by the engine)."""
    if isinstance(value, dict):
        return {
            (int(k) if isinstance(k, str) and _SEAT_KEY.fullmatch(k) else k): _int_keys(v)
            for k, v in value.items()
        }
    if isinstance(value, list):
        return [_int_keys(v) for v in value]
    return value


#: The public name of :func:`_int_keys` (JSON string seat keys back to ints).
int_keys = _int_keys


def _read_bytes(path: Path) -> bytes:
    """The bytes of a game file: a journal of at most :data:`~.journal.MAX_FILE_BYTES`
    bytes (its lines have caps of their own), a v1/v2 document of at most
    :data:`~.readers.GAME_FILE_MAX_BYTES`. Raises GameFileError (``unreadable``)."""
    try:
        raw = read_regular_file(path, journal.MAX_FILE_BYTES)
    except UnreadableFile as exc:
        raise GameFileError("unreadable", path, exc.reason) from exc
    if len(raw) > GAME_FILE_MAX_BYTES and not journal.looks_like_journal(raw):
        raise GameFileError("unreadable", path,
                            f"larger than {GAME_FILE_MAX_BYTES} bytes ({len(raw)})")
    return raw


def _damaged(path: Path, exc: JournalDamaged) -> GameFileError:
    """The refusal of a journal: ``line L: reason``, and ``; N later lines after the damage
    at line L`` when complete lines follow the damaged one (they are not part of the game;
    :func:`later_lines` gives them)."""
    detail = f"line {exc.line}: {exc.detail}"
    if exc.later > 0:
        detail += f"; {exc.later} later lines after the damage at line {exc.line}"
    return GameFileError(exc.code, path, detail, line=exc.line, later=exc.later)


def later_lines(path: str | Path, line: int) -> bytes:
    """The bytes of a journal from its line ``line`` (from 1; the damaged line) to its last
    complete line: what a damaged journal holds that its last good state leaves out, kept
    as a copy when that state opens. ``b""`` when no line follows ``line``. The file is only
    read. Raises GameFileError (``unreadable``)."""
    raw = _read_bytes(Path(path))
    rows = raw[:raw.rfind(b"\n") + 1].split(b"\n")[:-1]
    if line < 2 or len(rows) <= line:
        return b""
    return b"".join(r + b"\n" for r in rows[line - 1:])


def read_model(path: str | Path, raw: bytes | None = None) -> GameFileV2:
    """Read and validate a v1/v2 file without replaying it (the file is only read).

    Only a regular file of at most :data:`~.readers.GAME_FILE_MAX_BYTES` bytes is read (a
    FIFO, a directory or a link to a device is refused at once); the JSON may nest at most
    :data:`~.readers.MAX_DEPTH` levels, integers have at most 19 digits, and every field has
    its strict type (see :class:`GameFileV2`). ``raw``: the file's bytes, already read.

    Raises:
        GameFileError: ``unreadable`` (cannot be read, not a regular file, too large),
            ``damaged`` (not JSON, not a game file, a field is wrong; ``detail`` names it),
            ``newer`` (a later format version).
    """
    path = Path(path)
    if raw is None:
        raw = _read_bytes(path)
    try:
        data = load_json(raw)
    except BadContent as exc:
        raise GameFileError("damaged", path, exc.reason) from exc
    if not isinstance(data, dict) or data.get("format") != FORMAT:
        raise GameFileError("damaged", path, "not a Ravi game file")
    version = data.get("version")
    if isinstance(version, int) and not isinstance(version, bool) and version > LEGACY_VERSION:
        raise GameFileError("newer", path, f"format version {version}")
    while isinstance(version, int) and not isinstance(version, bool) and version in MIGRATIONS:
        data = MIGRATIONS[version](data)
        version = data["version"]
    try:
        return GameFileV2.model_validate(data)
    except ValidationError as exc:
        err = exc.errors()[0]
        field = ".".join(str(p) for p in err["loc"])
        raise GameFileError("damaged", path, f"{field}: {err['msg']}") from exc


def _legacy_actions(model: GameFileV2) -> list[Action]:
    actions = []
    for a in model.actions:
        if a.kind in ("deal", "redeal"):
            actions.append(Action(a.kind, value=list(a.seats or []), at=a.at))
        elif a.kind == "step":
            actions.append(Action("step", a.phase, a.key, _int_keys(a.value), at=a.at))
        else:
            actions.append(Action("end_phase", at=a.at))
    return actions


def _read_journal(path: Path, raw: bytes) -> journal.JournalRecord:
    try:
        return journal.parse_journal(raw)
    except JournalDamaged as exc:
        raise _damaged(path, exc) from exc


def open_game(path: str | Path) -> Game:
    """Open a game file (v1, v2 or a v3 journal) and replay it. The file is never written.

    The game has ``notes`` (the last notes line), ``parent_id`` (the game it branched from,
    or None), ``format`` (1, 2 or 3), ``scenario_changed`` (the scenario file differs from
    the one it was played with) and ``torn`` (a :class:`~.journal.TornLine` when the file's
    last line was cut short: it is not part of the game; None otherwise). A journal's undo
    and redo lines act on the record, so its redo stack comes back too.

    Raises:
        GameFileError: unreadable, damaged, newer, unknown_scenario or not_replaying (for a
            journal ``line`` names the line).
    """
    path = Path(path)
    raw = _read_bytes(path)
    if journal.looks_like_journal(raw):
        return _open_journal(path, raw)
    model = read_model(path, raw)
    try:
        scenario = load_scenario(model.scenario.id)
    except ScenarioError as exc:
        raise GameFileError("unknown_scenario", path, model.scenario.id) from exc
    setup = Setup(model.scenario.id, tuple(model.setup.names), dict(model.setup.house_rules))
    try:
        game = Game.replay(setup, _legacy_actions(model), scenario, game_id=model.game_id,
                           created=model.created)
    except IllegalAction as exc:
        raise GameFileError("not_replaying", path, f"{exc.code} {exc.facts}") from exc
    game.scenario_changed = model.scenario.sha256 != scenario.sha256  # type: ignore[attr-defined]
    game.notes = model.notes
    game.parent_id = None
    game.torn = None  # type: ignore[attr-defined]
    game.format = _legacy_version(raw)  # type: ignore[attr-defined]
    return game


def open_game_until_damage(path: str | Path) -> tuple[Game, GameFileError | None]:
    """The last good state of a damaged journal: the game replayed from its lines up to the
    first damaged line or the first action the rules refuse, and that refusal (None when the
    whole file opens). The file is never written. For a v1/v2 file, or a journal whose header
    cannot be read, it is :func:`open_game`.

    Raises:
        GameFileError: as :func:`open_game` when not even the header can be used.
    """
    path = Path(path)
    raw = _read_bytes(path)
    if not journal.looks_like_journal(raw):
        return open_game(path), None
    try:
        rec = journal.parse_journal(raw, until_damage=True)
    except JournalDamaged as exc:
        raise _damaged(path, exc) from exc
    damage = rec.damage
    game = _open_journal(path, raw, rec, stop=True)
    stopped: JournalDamaged | None = getattr(game, "stopped", None) or damage
    if stopped is None:
        return game, None
    if stopped is not damage:  # a replay stopped there: the lines after it, read or not
        stopped.later = len(raw[:rec.good_size].split(b"\n")) - 1 - stopped.line
    return game, _damaged(path, stopped)


def _open_journal(path: Path, raw: bytes, rec: journal.JournalRecord | None = None,
                  stop: bool = False) -> Game:
    rec = rec or _read_journal(path, raw)
    head = rec.header
    try:
        scenario = load_scenario(head.scenario.id)
    except ScenarioError as exc:
        raise GameFileError("unknown_scenario", path, head.scenario.id, line=1) from exc
    setup = Setup(head.scenario.id, tuple(head.setup.names), dict(head.setup.house_rules))
    try:
        game = Game(setup, scenario, head.game_id, head.created)
    except IllegalAction as exc:
        raise GameFileError("not_replaying", path, f"line 1: {exc.code} {exc.facts}",
                            line=1) from exc
    try:
        journal.replay_lines(game, rec.lines, _int_keys)
    except JournalDamaged as exc:
        if not stop:
            exc.later = 1 + len(rec.lines) - exc.line
            raise _damaged(path, exc) from exc
        game.stopped = exc  # type: ignore[attr-defined]
    except IllegalAction as exc:
        n = getattr(exc, "journal_line", None)
        if not stop:
            raise GameFileError("not_replaying", path, f"line {n}: {exc.code} {exc.facts}",
                                line=n, later=1 + len(rec.lines) - (n or 0)) from exc
        game.stopped = JournalDamaged(  # type: ignore[attr-defined]
            "not_replaying", n or 0, f"{exc.code} {exc.facts}")
    game.scenario_changed = head.scenario.sha256 != scenario.sha256  # type: ignore[attr-defined]
    game.parent_id = head.parent_id
    game.torn = rec.torn  # type: ignore[attr-defined]
    game.format = head.format  # type: ignore[attr-defined]
    return game


class GameHeader(BaseModel):
    """What a game file says of its game without replaying it (:func:`read_game_header`):
    ``format`` (1, 2 or 3), ``app_version``, ``game_id``, ``parent_id`` (None but for a
    branch), ``created`` (ISO 8601 with its offset), ``scenario_id``, ``scenario_sha256``,
    ``names`` (seat 1 first) and ``house_rules`` (the complete set the game was played with)."""

    model_config = ConfigDict(defer_build=True, frozen=True)
    format: int
    app_version: str
    game_id: str
    parent_id: str | None
    created: str
    scenario_id: str
    scenario_sha256: str
    names: tuple[str, ...]
    house_rules: dict[str, Any]


def read_game_header(path: str | Path) -> GameHeader:
    """The header of a game file, cheaply: for a v3 journal only its first line is read
    (at most :data:`~.journal.HEADER_MAX_BYTES` bytes, with the same regular-file guards);
    a v1/v2 file is read and validated whole. Nothing is replayed, the file is never written.

    Raises:
        GameFileError: unreadable, damaged (``line`` 1 for a journal) or newer.
    """
    path = Path(path)
    try:
        first = journal.read_first_bytes(path, journal.HEADER_MAX_BYTES)
    except UnreadableFile as exc:
        raise GameFileError("unreadable", path, exc.reason) from exc
    if journal.looks_like_journal(first):
        try:
            h = journal.parse_header(first.split(b"\n", 1)[0])
        except JournalDamaged as exc:
            raise GameFileError(exc.code, path, f"line 1: {exc.detail}", line=1) from exc
        return GameHeader(
            format=h.format, app_version=h.app_version, game_id=h.game_id,
            parent_id=h.parent_id, created=h.created, scenario_id=h.scenario.id,
            scenario_sha256=h.scenario.sha256, names=tuple(h.setup.names),
            house_rules=dict(h.setup.house_rules))
    m = read_model(path)
    return GameHeader(
        format=2, app_version=m.app_version, game_id=m.game_id, parent_id=None,
        created=m.created, scenario_id=m.scenario.id, scenario_sha256=m.scenario.sha256,
        names=tuple(m.setup.names), house_rules=dict(m.setup.house_rules))


_VERSION_RE = re.compile(rb'"version"\s*:\s*1\b')


def _legacy_version(raw: bytes) -> int:
    return 1 if _VERSION_RE.search(raw[:2000]) else 2


class JournalConflict(Exception):
    """The file at an autosave path holds another game (another id or setup), or is
    damaged: it is never appended to nor overwritten."""


class AutosaveJournal:
    """The autosave of one game: what its journal file holds, so each change appends only
    its own lines (one line per action: O(1), whatever the game's length).

    :meth:`attach` reads the file once (or creates it); :meth:`sync` appends the lines that
    take the file's record to the game's: an action line, ``undo``/``redo`` lines, a
    ``redeal``, a ``notes`` line, each with the ``prev`` of the line before it. Before
    appending, a torn last line is kept as ``<name>.torn`` and cut, and a v1/v2/v3 file is
    kept as ``<name>.v1``/``.v2``/``.v3`` and replaced by a whole journal (once). Every
    append is flushed with ``fsync`` before it returns.

    The whole journal is written anew from the record in memory (atomically: temporary
    file, fsync, replace) instead of appending when the file is gone (deleted under the
    running game), and when appending would take it past :data:`COMPACT_LINES` lines,
    :data:`COMPACT_BYTES` bytes or :data:`COMPACT_REDEAL_WORK` replayed actions (far under
    the reader's caps, :mod:`.journal`): the history of undone actions and earlier notes
    is dropped then, the record (its redo stack and its last notes) kept.
    """

    #: Lines after the header past which the journal is written anew from the record.
    COMPACT_LINES = 8_000
    #: Bytes past which the journal is written anew from the record.
    COMPACT_BYTES = 8 * 1024 * 1024
    #: Replay work of the file's redeal lines past which it is written anew.
    COMPACT_REDEAL_WORK = 9_000

    def __init__(self, path: Path) -> None:
        self.path = Path(path)
        #: Bytes of the file up to its last complete line; lines in the file (header too).
        self.size = 0
        self.lines = 0
        #: The record the file replays to: the actions in effect, the redo stack, the notes.
        self.actions: list[Action] = []
        self.redo: list[Action] = []
        self.notes = ""
        #: The notes on seats the file replays to: ``(seat, phase) -> text``.
        self.seat_notes: dict[tuple[int, str], str] = {}
        self.game_id = ""
        #: The torn last line of the file (cut at the next append), or None.
        self.torn: TornLine | None = None
        #: The bytes of a v1/v2/v3 file (replaced by a journal at the next append), or None.
        self.legacy: bytes | None = None
        self.legacy_version = 0
        #: The file's last complete line (the next line's ``prev``), its inode (a file
        #: replaced under us is not appended to) and its redeal lines' replay work.
        self.last_line = b""
        self.inode: int | None = None
        self.redeal_work = 0
        #: SHA-256 (a :mod:`hashlib` object) of the file's bytes up to :attr:`size`: the
        #: ``body`` of the summary line appended after the lines of an ended game.
        self.body = hashlib.sha256()

    @classmethod
    def attach(cls, path: str | Path, game: Game) -> AutosaveJournal:
        """The journal of ``game`` at ``path``: read it when it exists (nothing is written
        then), else create it with the game's whole record.

        Raises:
            JournalConflict: the file holds another game (id, scenario, names or house
                rules differ) or cannot be read as a game file; it is left untouched.
            OSError: the file cannot be created.
        """
        j = cls(Path(path))
        j.game_id = game.game_id
        if not j.path.exists() and not j.path.is_symlink():
            j._create(game)
            return j
        try:
            raw = read_regular_file(j.path, journal.MAX_FILE_BYTES)
            j.inode = os.stat(j.path).st_ino
        except (UnreadableFile, OSError) as exc:
            raise JournalConflict(getattr(exc, "reason", str(exc))) from exc
        key = (game.game_id, game.scenario.id, tuple(game.setup.names))
        rules = ({k: v for k, v in game.setup.house_rules.items()}, game.house_rules)
        if journal.looks_like_journal(raw):
            try:
                rec = journal.parse_journal(raw)
            except JournalDamaged as exc:
                raise JournalConflict(str(exc)) from exc
            h = rec.header
            if (h.game_id, h.scenario.id, tuple(h.setup.names)) != key or (
                    dict(h.setup.house_rules) not in rules):
                raise JournalConflict("another game")
            j._follow(rec.lines)
            j.size, j.lines, j.torn = rec.good_size, 1 + len(rec.lines), rec.torn
            j.body = hashlib.sha256(raw[:rec.good_size])
            j.last_line = rec.last_line
            if h.format < journal.FORMAT:  # a v3 journal: written anew at the next append
                j.legacy, j.legacy_version = raw, h.format
            return j
        if len(raw) > GAME_FILE_MAX_BYTES:
            raise JournalConflict(f"larger than {GAME_FILE_MAX_BYTES} bytes")
        try:
            model = read_model(j.path, raw)
        except GameFileError as exc:
            raise JournalConflict(exc.detail) from exc
        if (model.game_id, model.scenario.id, tuple(model.setup.names)) != key or (
                dict(model.setup.house_rules) not in rules):
            raise JournalConflict("another game")
        j.actions, j.notes = _legacy_actions(model), model.notes
        j.legacy, j.legacy_version = raw, _legacy_version(raw)
        j.lines = 1 + len(j.actions)  # as its journal would have: the lines are all rewritten
        return j

    def _follow(self, lines: list[Any]) -> None:
        """Take the file's lines after its header into the record it replays to: actions,
        undo and redo moving along it, the notes (the last line of each stands)."""
        for line in lines:
            if line.kind in journal.ACTION_KINDS:
                if line.kind == "redeal":
                    self.redeal_work += len(self.actions) + 1
                self.actions.append(journal.line_action(line, _int_keys))
                self.redo.clear()
            elif line.kind == "undo" and self.actions:
                self.redo.append(self.actions.pop())
            elif line.kind == "redo" and self.redo:
                self.actions.append(self.redo.pop())
            elif line.kind == "notes" and line.seat is None:
                self.notes = line.text
            elif line.kind == "notes":
                journal.set_seat_note(self.seat_notes, line.seat, line.phase, line.text)

    def _create(self, game: Game) -> None:
        data = journal.whole_text(game, __version__, now_utc())
        journal.write_new(self.path, data)
        self._adopt(game, data)

    def _adopt(self, game: Game, data: bytes) -> None:
        """The file now holds ``data``, the whole journal of ``game``."""
        self.size, self.lines = len(data), data.count(b"\n")
        self.body = hashlib.sha256(data)
        self.last_line = data[:-1].rsplit(b"\n", 1)[-1]
        self.actions, self.redo = list(game.actions), list(getattr(game, "_redo", []))
        self.notes, self.torn, self.legacy = game.notes, None, None
        self.seat_notes = dict(game.seat_notes)
        self.redeal_work = game.redeal_work()
        try:
            self.inode = os.stat(self.path).st_ino
        except OSError:
            self.inode = None

    def _prefix(self, acts: list[Action]) -> int:
        """How many first actions the file's record shares with ``acts``."""
        mine = self.actions
        m = min(len(mine), len(acts))
        # the record changes only at its end: when the last shared position holds the very
        # same action, all before it do too (an undone action never comes back but by redo)
        if m == 0 or mine[m - 1] is acts[m - 1]:
            return m
        p = 0
        while p < m and (mine[p] is acts[p] or mine[p] == acts[p]):
            p += 1
        return p

    def pending(self, game: Game) -> list[str]:
        """The lines that take the file's record to ``game``'s (nothing is written)."""
        return self._diff(game)[0]

    def _diff(self, game: Game) -> tuple[list[str], list[Action], int]:
        """The lines to append, the redo stack the file replays to after them, and the
        replay work their redeal lines add."""
        acts = game.actions
        p = self._prefix(acts)
        n = self.lines + 1
        at = now_utc()
        out: list[str] = []
        after = self.last_line
        work = 0

        def add(text: str) -> None:
            nonlocal after, n
            out.append(text)
            after = text.encode("utf-8")
            n += 1

        redo = list(self.redo)
        for a in reversed(self.actions[p:]):  # taken back since: undo lines
            add(journal.undo_line(n, at, after))
            redo.append(a)
        for i, a in enumerate(acts[p:], p + 1):
            if redo and redo[-1] == a:
                add(journal.redo_line(n, at, after))
                redo.pop()
            else:
                if a.kind == "redeal":
                    work += i
                add(journal.action_line(a, n, at, after))
                redo.clear()
        if game.notes != self.notes:
            add(journal.notes_line(game.notes, n, at, after))
        mine = game.seat_notes
        for key in sorted(set(mine) | set(self.seat_notes)):
            if mine.get(key, "") != self.seat_notes.get(key, ""):
                add(journal.notes_line(mine.get(key, ""), n, at, after, *key))
        return out, redo, work

    def sync(self, game: Game) -> int:
        """Append what changed in ``game`` since the last sync; returns the lines appended
        (0 when the file already holds the game), not counting the ``summary`` line that
        follows them when the game has ended (:mod:`.journal`, "Summary"). Each append is
        one write and one fsync.
        The whole journal is written anew instead when the file is gone, is a v1/v2/v3
        file, or would pass a compaction threshold (see the class).

        Raises:
            OSError: the disk refused (the file is cut back to its last complete line when
                possible; the record in memory is unchanged, a later sync writes it).
            JournalConflict: the file changed under us (another size than it had, or
                another file put in its place).
        """
        lines, redo, work = self._diff(game)
        if not lines:
            return 0
        count = len(lines)
        data = self._data(game, lines)
        if self.legacy is not None:
            journal.keep_copy(self.path, f".v{self.legacy_version}", self.legacy)
            return self._rewrite(game, count)
        if (self.lines - 1 + len(lines) > self.COMPACT_LINES
                or self.size + len(data) > self.COMPACT_BYTES
                or self.redeal_work + work > self.COMPACT_REDEAL_WORK):
            return self._rewrite(game, count)
        if self.torn is not None:
            try:
                self._cut_torn()
            except FileNotFoundError:
                return self._rewrite(game, count)
        try:
            fd = os.open(self.path, os.O_WRONLY | os.O_APPEND | getattr(os, "O_CLOEXEC", 0)
                         | getattr(os, "O_NOFOLLOW", 0))
        except FileNotFoundError:  # deleted under the running game: the record is in memory
            return self._rewrite(game, count)
        try:
            self._append(fd, data)
        finally:
            os.close(fd)
        self.size += len(data)
        self.lines += len(lines)
        self.last_line = lines[-1].encode("utf-8")
        self.body.update(data)
        self.redeal_work += work
        self.actions = list(game.actions)
        self.redo = redo
        self.notes = game.notes
        self.seat_notes = dict(game.seat_notes)
        return count

    def _data(self, game: Game, lines: list[str]) -> bytes:
        """The bytes of ``lines`` (to be appended), followed by the ``summary`` line when
        ``game`` has ended (then appended to ``lines`` too): the archive's index reads it
        instead of replaying the file."""
        data = "".join(f"{line}\n" for line in lines).encode("utf-8")
        body = self.body.copy()
        body.update(data)
        summary = journal.with_summary(game, body, self.lines + len(lines) + 1,
                                       lines[-1].encode("utf-8"))
        if summary:
            lines.append(summary[:-1].decode("utf-8"))
        return data + summary

    def _append(self, fd: int, data: bytes) -> None:
        """Write ``data`` at the end of the open file ``fd`` and fsync, when the file is
        still the one read (its inode and size); a failed write is cut back.

        Raises:
            JournalConflict: another file, or another size; OSError: the disk refused."""
        st = os.fstat(fd)
        if self.inode is not None and st.st_ino != self.inode:
            raise JournalConflict("another file was put in its place")
        if st.st_size != self.size:
            raise JournalConflict("the file changed since it was read")
        try:
            journal.write_all(fd, data)
            os.fsync(fd)
        except OSError:
            try:  # never leave a torn line of our own behind
                os.ftruncate(fd, self.size)
                os.fsync(fd)
            except OSError:
                pass
            raise

    def _rewrite(self, game: Game, count: int) -> int:
        """Write the whole journal of ``game`` anew at the path (atomically); returns
        ``count``. Raises OSError."""
        self.path.parent.mkdir(mode=PRIVATE_DIR, parents=True, exist_ok=True)
        data = journal.whole_text(game, __version__, now_utc())
        journal.write_new(self.path, data)
        self._adopt(game, data)
        return count

    def _cut_torn(self) -> None:
        """Keep the whole file as ``<name>.torn``, then cut it back to its last complete
        line (the only time a journal shrinks)."""
        try:
            raw = read_regular_file(self.path, journal.MAX_FILE_BYTES)
        except UnreadableFile as exc:
            if not self.path.exists():
                raise FileNotFoundError(str(self.path)) from exc
            raise OSError(exc.reason) from exc
        if len(raw) > self.size:
            journal.keep_copy(self.path, journal.TORN_SUFFIX, raw)
            fd = os.open(self.path, os.O_WRONLY | getattr(os, "O_NOFOLLOW", 0))
            try:
                os.ftruncate(fd, self.size)
                os.fsync(fd)
            finally:
                os.close(fd)
        self.torn = None


class NotesTooLong(ValueError):
    """Notes longer than :data:`~.fields.MAX_NOTES_CHARS` characters (``length``: theirs;
    ``max_chars``: the cap), refused before anything is written."""

    def __init__(self, length: int, max_chars: int = MAX_NOTES_CHARS) -> None:
        self.length, self.max_chars = length, max_chars
        super().__init__(f"notes of {length} characters: at most {max_chars}")


def check_notes(text: str) -> None:
    """Refuse notes the journal cannot hold. Raises :class:`NotesTooLong`, or ValueError
    for text that is not a str or holds a NUL character."""
    if not isinstance(text, str) or "\x00" in text:
        raise ValueError("notes: not text, or a NUL character")
    if len(text) > MAX_NOTES_CHARS:
        raise NotesTooLong(len(text))


def write_notes(path: str | Path, game: Game, text: str) -> None:
    """Set ``game``'s notes to ``text`` and append them to its file at ``path`` as a
    ``notes`` line (``game`` was opened from ``path``; a v1/v2/v3 file becomes a v4 journal,
    the old one kept as ``<name>.v1``/``.v2``/``.v3``; a torn last line is kept as ``.torn``
    and cut).

    Raises:
        NotesTooLong: more than :data:`~.fields.MAX_NOTES_CHARS` characters; nothing written.
        JournalConflict: the file no longer holds this game; it is left untouched.
        OSError: the disk refused.
    """
    check_notes(text)
    journal_file = AutosaveJournal.attach(path, game)
    game.notes = text
    journal_file.sync(game)


def read_seat_notes(path: str | Path) -> dict[tuple[int, str], str]:
    """The narrator's notes on seats in the game file at ``path``, ``(seat from 1, phase
    key) -> text``, read from its ``notes`` lines without replaying the game (the
    archive's notes view); a v1/v2 file has none.

    Raises:
        GameFileError: unreadable or damaged (as :func:`open_game` says it).
    """
    path = Path(path)
    raw = _read_bytes(path)
    if not journal.looks_like_journal(raw):
        return {}
    rec = _read_journal(path, raw)
    notes: dict[tuple[int, str], str] = {}
    for line in rec.lines:
        if line.kind == "notes" and line.seat is not None:
            journal.set_seat_note(notes, line.seat, line.phase, line.text)
    return notes


def set_seat_note_checked(game: Game, seat: int, phase: str, text: str) -> None:
    """Set the note on ``seat`` (from 1) for ``phase`` (a note's phase key, e.g.
    ``night_2``) in ``game`` (an empty ``text`` takes it away); nothing is written here,
    the autosave appends the ``notes`` line.

    Raises:
        NotesTooLong: ``text`` longer than :data:`~.fields.MAX_NOTES_CHARS` characters.
        ValueError: not text or a NUL; a seat not at the table; a phase that is not a
            note's; more than :data:`~.fields.MAX_SEAT_NOTES` notes or
            :data:`~.fields.MAX_SEAT_NOTES_CHARS` characters on seats in all.
    """
    check_notes(text)
    if isinstance(seat, bool) or not isinstance(seat, int) or not (
            0 < seat <= len(game.setup.names)):
        raise ValueError(f"seat {seat!r}: not a seat of the game")
    if not isinstance(phase, str) or not NOTE_PHASE_PATTERN.fullmatch(phase):
        raise ValueError(f"phase {phase!r}: not a phase of a note")
    notes = dict(game.seat_notes)
    journal.set_seat_note(notes, seat, phase, text)
    if len(notes) > MAX_SEAT_NOTES:
        raise ValueError(f"more than {MAX_SEAT_NOTES} notes on seats")
    if sum(map(len, notes.values())) > MAX_SEAT_NOTES_CHARS:
        raise NotesTooLong(sum(map(len, notes.values())), MAX_SEAT_NOTES_CHARS)
    game.seat_notes = notes


class UnsafeName(ValueError):
    """An id that may not become part of a file name (``../x``, an absolute path, any
    character outside its pattern). ``what`` names the kind of id, ``value`` is its repr."""

    def __init__(self, what: str, value: object) -> None:
        self.what, self.value = what, value
        super().__init__(f"not a valid {what}: {value!r}")


def game_file_name(game_id: object) -> str:
    """``<game id>.ravi`` for a valid game id (:data:`GAME_ID_PATTERN`, 16 lowercase hex
    digits), checked here whatever the reader did. Raises :class:`UnsafeName` otherwise."""
    if not isinstance(game_id, str) or not GAME_ID_PATTERN.fullmatch(game_id):
        raise UnsafeName("game id", game_id)
    return f"{game_id}{EXTENSION}"


def autosave_path(data_dir: str | Path, game: Game) -> Path:
    """Where the game is autosaved: ``<data_dir>/autosave/<game id>.ravi``; the name is built
    only from a validated id (:func:`game_file_name`, raises :class:`UnsafeName`)."""
    return autosave_dir(data_dir) / game_file_name(game.game_id)
