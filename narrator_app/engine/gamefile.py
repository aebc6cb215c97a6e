"""Saved games: the game file (one UTF-8 JSON document per game, ``.ravi``).

The file holds the record, never a derived state: format name and version, app version,
game id, creation time, the scenario id and the SHA-256 of its file, the setup with all
house rules, the actions in order (kind, payload in game-script vocabulary, UTC time), and
(from v2) the narrator's notes. Opening replays the actions. A damaged, newer or
non-replaying file is refused with a :class:`GameFileError` and left byte-for-byte
untouched. Writes are atomic (temporary file, fsync, replace) and keep the previous good copy
beside the file (``<name>.bak``).

Format versions (each kept as a fixture under tests/fixtures/games/, and migrated in code):

* v1 (Ravi 0.1.0): the record.
* v2: adds ``notes`` (the narrator's notes on the game, free text).
"""

from __future__ import annotations

import os
import re
import tempfile
from datetime import datetime
from pathlib import Path
from typing import Annotated, Any, Literal

from pydantic import (
    AfterValidator,
    BaseModel,
    ConfigDict,
    Field,
    StringConstraints,
    ValidationError,
)

from .. import __version__
from .errors import IllegalAction
from .game import Action, Game, Setup
from .readers import (
    GAME_FILE_MAX_BYTES,
    ID_PATTERN,
    BadContent,
    ReadRefused,
    UnreadableFile,
    load_json,
    name_problem,
    read_regular_file,
)
from .scenario import ScenarioError, load_scenario

#: A game id: 16 lowercase hex digits, what ``secrets.token_hex(8)`` gives.
GAME_ID_PATTERN = re.compile(r"[0-9a-f]{16}")
#: Files and folders of the app's data folder hold the roles: owner only.
PRIVATE_FILE, PRIVATE_DIR = 0o600, 0o700

FORMAT = "ravi-game"
VERSION = 2
EXTENSION = ".ravi"
BACKUP_SUFFIX = ".bak"


#: Most actions a file may hold (a long real game has a few hundred).
MAX_ACTIONS = 5000
#: Most seats (names, dealt roles) a file may hold.
MAX_SEATS = 64
#: Longest narrator's notes (characters).
MAX_NOTES_CHARS = 100_000


def _aware_time(value: str) -> str:
    """An ISO 8601 time with its UTC offset (``2026-11-29T19:07:01.538+00:00``)."""
    try:
        when = datetime.fromisoformat(value)
    except ValueError as exc:
        raise ValueError("not an ISO 8601 time") from exc
    if when.tzinfo is None or when.utcoffset() is None:
        raise ValueError("a time without its UTC offset")
    return value


def _name(value: str) -> str:
    problem = name_problem(value)
    if problem:
        raise ValueError(problem)
    return value


def _notes(value: str) -> str:
    # free text as typed or pasted (tabs, line breaks …); only NUL is refused here, a lone
    # surrogate is refused for the whole document by the reader
    if "\x00" in value:
        raise ValueError("a NUL character in the notes")
    return value


Id = Annotated[str, StringConstraints(pattern=ID_PATTERN)]
Time = Annotated[str, StringConstraints(max_length=40), AfterValidator(_aware_time)]
Name = Annotated[str, AfterValidator(_name)]
#: A house rule's value as a file may hold it; the registry checks the key's own values.
HouseRuleValue = bool | int | Annotated[str, StringConstraints(max_length=64)] | Annotated[
    list[int], Field(max_length=100)
]


class ScenarioRef(BaseModel):
    model_config = ConfigDict(extra="forbid", strict=True)
    id: Id
    sha256: Annotated[str, StringConstraints(pattern=r"^[0-9a-f]{0,64}$")]


class SetupV1(BaseModel):
    model_config = ConfigDict(extra="forbid", strict=True)
    names: Annotated[list[Name], Field(min_length=1, max_length=MAX_SEATS)]
    house_rules: Annotated[dict[Id, HouseRuleValue], Field(max_length=200)]


class ActionV1(BaseModel):
    """One action: ``deal`` (with ``seats``), ``step`` (``phase``, ``key``, ``value``),
    ``end_phase`` or ``redeal`` (the deal corrected, with ``seats``; game-script.md journal
    line kinds); ``at`` is its UTC time (ISO 8601, with its offset)."""

    model_config = ConfigDict(extra="forbid", strict=True)
    kind: Literal["deal", "step", "end_phase", "redeal"]
    at: Time
    seats: Annotated[list[Id], Field(max_length=MAX_SEATS)] | None = None
    phase: Literal["intro_day", "intro_night", "day", "night"] | None = None
    key: Id | None = None
    value: Any = None


class GameFileV2(BaseModel):
    """The whole file, format v2 (the current one). Strict: JSON types as written (no
    string for a number, no number for a flag), ids and times in their patterns, player
    names valid text (no control character, no lone surrogate; at most 200 characters)."""

    model_config = ConfigDict(extra="forbid", strict=True)
    format: Literal["ravi-game"]
    version: Literal[2]
    app_version: Annotated[str, StringConstraints(pattern=r"^[0-9A-Za-z.+_-]{1,40}$")]
    game_id: Annotated[str, StringConstraints(pattern=f"^{GAME_ID_PATTERN.pattern}$")]
    created: Time
    scenario: ScenarioRef
    setup: SetupV1
    actions: Annotated[list[ActionV1], Field(max_length=MAX_ACTIONS)]
    notes: Annotated[
        str, StringConstraints(max_length=MAX_NOTES_CHARS), AfterValidator(_notes)
    ] = ""


def _v1_to_v2(data: dict[str, Any]) -> dict[str, Any]:
    return {**data, "version": 2, "notes": ""}


#: version → the function that turns a file of that version into the next version's shape.
MIGRATIONS = {1: _v1_to_v2}


class GameFileError(Exception):
    """A game file that cannot be opened.

    ``code``: ``unreadable`` (cannot be read), ``damaged`` (not JSON, not a game file, or a
    field is wrong), ``newer`` (written by a newer app), ``unknown_scenario``,
    ``not_replaying`` (an action is refused by the rules). ``file`` is the path, ``detail``
    the technical reason (field, refusal code…).
    """

    def __init__(self, code: str, file: str | Path, detail: str = "") -> None:
        self.code, self.file, self.detail = code, str(file), detail
        super().__init__(f"{file}: {code}: {detail}")


def to_model(game: Game) -> GameFileV2:
    """The file model of ``game`` (the record only)."""
    acts = []
    for a in game.actions:
        at = a.at or game.created  # every recorded action has its time; never write ""
        if a.kind in ("deal", "redeal"):
            acts.append(ActionV1(kind=a.kind, at=at, seats=list(a.value)))
        elif a.kind == "step":
            acts.append(ActionV1(kind="step", at=at, phase=a.phase, key=a.key, value=a.value))
        else:
            acts.append(ActionV1(kind="end_phase", at=at))
    return GameFileV2(
        format=FORMAT,
        version=VERSION,
        notes=getattr(game, "notes", ""),
        app_version=__version__,
        game_id=game.game_id,
        created=game.created,
        scenario=ScenarioRef(id=game.scenario.id, sha256=game.scenario.sha256),
        setup=SetupV1(names=list(game.setup.names), house_rules=game.house_rules),
        actions=acts,
    )


def dumps(game: Game) -> str:
    """The file text of ``game`` (UTF-8 JSON, Persian kept readable)."""
    return to_model(game).model_dump_json(indent=1) + "\n"


def save_game(game: Game, path: str | Path) -> Path:
    """Write ``game`` to ``path`` atomically (temporary file in the same folder, fsync,
    replace); the file and its ``.bak`` are owner-only (0600). Returns the path. Raises
    OSError when the folder cannot be written (the old file, if any, is then left as it
    was)."""
    path = Path(path)
    path.parent.mkdir(mode=PRIVATE_DIR, parents=True, exist_ok=True)
    data = dumps(game).encode("utf-8")
    if path.exists():
        _keep_previous(path)
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
    try:
        dfd = os.open(path.parent, os.O_RDONLY)
        try:
            os.fsync(dfd)
        finally:
            os.close(dfd)
    except OSError:
        pass
    return path


def backup_path(path: str | Path) -> Path:
    """Where the previous good copy of ``path`` is kept: ``<path>.bak``."""
    path = Path(path)
    return path.with_name(path.name + BACKUP_SUFFIX)


def _keep_previous(path: Path) -> None:
    """Copy the file about to be replaced to ``<path>.bak`` when it reads as a game file (a
    damaged file never replaces a good backup)."""
    try:
        raw = read_regular_file(path, GAME_FILE_MAX_BYTES)
        data = load_json(raw)
    except ReadRefused:
        return
    if not isinstance(data, dict) or data.get("format") != FORMAT:
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


def read_model(path: str | Path) -> GameFileV2:
    """Read and validate the file without replaying it (the file is only read).

    Only a regular file of at most :data:`~.readers.GAME_FILE_MAX_BYTES` bytes is read (a
    FIFO, a directory or a link to a device is refused at once); the JSON may nest at most
    :data:`~.readers.MAX_DEPTH` levels, integers have at most 19 digits, and every field has
    its strict type (see :class:`GameFileV2`).

    Raises:
        GameFileError: ``unreadable`` (cannot be read, not a regular file, too large),
            ``damaged`` (not JSON, not a game file, a field is wrong; ``detail`` names it),
            ``newer`` (a later format version).
    """
    path = Path(path)
    try:
        raw = read_regular_file(path, GAME_FILE_MAX_BYTES)
    except UnreadableFile as exc:
        raise GameFileError("unreadable", path, exc.reason) from exc
    try:
        data = load_json(raw)
    except BadContent as exc:
        raise GameFileError("damaged", path, exc.reason) from exc
    if not isinstance(data, dict) or data.get("format") != FORMAT:
        raise GameFileError("damaged", path, "not a Ravi game file")
    version = data.get("version")
    if isinstance(version, int) and not isinstance(version, bool) and version > VERSION:
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


def open_game(path: str | Path) -> Game:
    """Open a game file and replay it. The file is never written.

    Raises:
        GameFileError: unreadable, damaged, newer, unknown_scenario or not_replaying.
    """
    model = read_model(path)
    try:
        scenario = load_scenario(model.scenario.id)
    except ScenarioError as exc:
        raise GameFileError("unknown_scenario", path, model.scenario.id) from exc
    setup = Setup(model.scenario.id, tuple(model.setup.names), dict(model.setup.house_rules))
    actions = []
    for a in model.actions:
        if a.kind in ("deal", "redeal"):
            actions.append(Action(a.kind, value=list(a.seats or []), at=a.at))
        elif a.kind == "step":
            actions.append(Action("step", a.phase, a.key, _int_keys(a.value), at=a.at))
        else:
            actions.append(Action("end_phase", at=a.at))
    try:
        game = Game.replay(setup, actions, scenario, game_id=model.game_id, created=model.created)
    except IllegalAction as exc:
        raise GameFileError("not_replaying", path, f"{exc.code} {exc.facts}") from exc
    game.scenario_changed = model.scenario.sha256 != scenario.sha256  # type: ignore[attr-defined]
    game.notes = model.notes  # type: ignore[attr-defined]
    return game


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


def autosave_dir(data_dir: str | Path) -> Path:
    """The autosave folder of a data folder: ``<data_dir>/autosave``."""
    return Path(data_dir) / "autosave"


def autosave_path(data_dir: str | Path, game: Game) -> Path:
    """Where the game is autosaved: ``<data_dir>/autosave/<game id>.ravi``; the name is built
    only from a validated id (:func:`game_file_name`, raises :class:`UnsafeName`)."""
    return autosave_dir(data_dir) / game_file_name(game.game_id)


def ensure_private_dir(folder: str | Path) -> Path:
    """Create ``folder`` (and its parents) if needed and make it owner-only (0700): the
    app's data folders hold the roles. Raises OSError when it cannot be created."""
    folder = Path(folder)
    folder.mkdir(mode=PRIVATE_DIR, parents=True, exist_ok=True)
    if folder.stat().st_mode & 0o777 != PRIVATE_DIR:
        os.chmod(folder, PRIVATE_DIR)
    return folder


def clean_temp_files(folder: str | Path) -> list[Path]:
    """Remove what interrupted saves left in ``folder``: the temporary files of
    :func:`save_game` (``.<name>.ravi.*.tmp``, also of its ``.bak``). Call it only while
    holding the data folder's lock (no other save can be under way). Returns what was
    removed; a file that cannot be removed is left (never raises)."""
    removed = []
    try:
        found = sorted({*Path(folder).glob(f".*{EXTENSION}.*tmp"),
                        *Path(folder).glob(f"*{EXTENSION}{BACKUP_SUFFIX}.tmp")})
    except OSError:
        return removed
    for p in found:
        try:
            if p.is_file() and not p.is_symlink():
                p.unlink()
                removed.append(p)
        except OSError:
            pass
    return removed
