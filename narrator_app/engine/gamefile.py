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

import json
import os
import re
import tempfile
from pathlib import Path
from typing import Any, Literal

from pydantic import BaseModel, ConfigDict, ValidationError

from .. import __version__
from .errors import IllegalAction
from .game import Action, Game, Setup
from .scenario import ScenarioError, load_scenario

#: A game id: 16 lowercase hex digits, what ``secrets.token_hex(8)`` gives.
GAME_ID_PATTERN = re.compile(r"[0-9a-f]{16}")
#: Files and folders of the app's data folder hold the roles: owner only.
PRIVATE_FILE, PRIVATE_DIR = 0o600, 0o700

FORMAT = "ravi-game"
VERSION = 2
EXTENSION = ".ravi"
BACKUP_SUFFIX = ".bak"


class ScenarioRef(BaseModel):
    model_config = ConfigDict(extra="forbid")
    id: str
    sha256: str


class SetupV1(BaseModel):
    model_config = ConfigDict(extra="forbid")
    names: list[str]
    house_rules: dict[str, Any]


class ActionV1(BaseModel):
    """One action: ``deal`` (with ``seats``), ``step`` (``phase``, ``key``, ``value``),
    ``end_phase`` or ``redeal`` (the deal corrected, with ``seats``; game-script.md journal
    line kinds); ``at`` is its UTC time (ISO 8601)."""

    model_config = ConfigDict(extra="forbid")
    kind: Literal["deal", "step", "end_phase", "redeal"]
    at: str
    seats: list[str] | None = None
    phase: str | None = None
    key: str | None = None
    value: Any = None


class GameFileV2(BaseModel):
    """The whole file, format v2 (the current one)."""

    model_config = ConfigDict(extra="forbid")
    format: Literal["ravi-game"]
    version: Literal[2]
    app_version: str
    game_id: str
    created: str
    scenario: ScenarioRef
    setup: SetupV1
    actions: list[ActionV1]
    notes: str = ""


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
        if a.kind in ("deal", "redeal"):
            acts.append(ActionV1(kind=a.kind, at=a.at or "", seats=list(a.value)))
        elif a.kind == "step":
            acts.append(
                ActionV1(kind="step", at=a.at or "", phase=a.phase, key=a.key, value=a.value)
            )
        else:
            acts.append(ActionV1(kind="end_phase", at=a.at or ""))
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
        raw = path.read_bytes()
        data = json.loads(raw.decode("utf-8"))
    except (OSError, UnicodeDecodeError, json.JSONDecodeError):
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


def _int_keys(value: Any) -> Any:
    """JSON has only string keys; seats are written as "8". Give them back as ints."""
    if isinstance(value, dict):
        return {
            (int(k) if isinstance(k, str) and k.isdigit() else k): _int_keys(v)
            for k, v in value.items()
        }
    if isinstance(value, list):
        return [_int_keys(v) for v in value]
    return value


def read_model(path: str | Path) -> GameFileV2:
    """Read and validate the file without replaying it. Raises GameFileError."""
    path = Path(path)
    try:
        raw = path.read_bytes()
    except OSError as exc:
        raise GameFileError("unreadable", path, exc.strerror or str(exc)) from exc
    try:
        data = json.loads(raw.decode("utf-8"))
    except (UnicodeDecodeError, json.JSONDecodeError) as exc:
        raise GameFileError("damaged", path, f"not JSON: {exc}") from exc
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
