"""The narrator's preferences: language, last table (names, scenario, size), font size,
theme, the main window's geometry, the house rules last used with each scenario and the
named house-rule presets.

Stored as ``settings.json`` (UTF-8, pretty-printed) in a folder the caller passes in;
in the app that folder is :func:`default_folder` (platformdirs' user config folder for
"Ravi"), in tests a temporary folder. There is no module-level instance: the app loads one
:class:`Settings` at start-up and passes it to whoever needs it.

Writing is atomic: the JSON goes to a temporary file in the same folder, is flushed and
fsynced, then ``os.replace``-d over ``settings.json``, so a crash mid-write leaves either
the old or the new file, never half of one.

A damaged file (not JSON, not an object, or a value of the wrong type) never stops the
app: :meth:`Settings.load` returns the defaults and *keeps* the damaged file as
``settings.json.bad`` (beside an older one, as ``.bad1`` …: the engine's ``keep_copy``),
so nothing the narrator had is silently destroyed and the next save writes a clean
``settings.json``. The reason is kept
in :attr:`Settings.load_problem` (not saved) so the window can mention it.
"""

from __future__ import annotations

import json
import os
import stat
from collections.abc import Callable
from pathlib import Path
from typing import Any

FILE_NAME = "settings.json"
BAD_SUFFIX = ".bad"
#: Where a newer Ravi's settings file is kept, as it was, before this one first saves.
NEWER_SUFFIX = ".newer"
#: Bumped when the file's shape changes in a way an old reader cannot take.
FORMAT_VERSION = 1


def default_folder() -> Path:
    """The user config folder of the app (e.g. ``~/.config/Ravi`` on Linux)."""
    import platformdirs

    return Path(platformdirs.user_config_dir("Ravi", appauthor=False))


#: A house rule's value as a settings file keeps it (the registry's values are these).
RuleValue = bool | int | float | str | None


def _int(value: Any, least: int, most: int) -> int:
    if isinstance(value, bool) or not isinstance(value, int) or not least <= value <= most:
        raise ValueError(f"not a whole number from {least} to {most}: {value!r}")
    return value


def _text(value: Any) -> str:
    if not isinstance(value, str):
        raise ValueError(f"not text: {value!r}")
    return value


def _texts(value: Any) -> list[str]:
    if not isinstance(value, list):
        raise ValueError(f"not a list: {value!r}")
    return [_text(v) for v in value]


def _one_of(*allowed: str) -> Callable[[Any], str]:
    def check(value: Any) -> str:
        if value not in allowed:
            raise ValueError(f"not one of {allowed}: {value!r}")
        return value

    return check


def _optional(check: Callable[[Any], Any]) -> Callable[[Any], Any]:
    return lambda value: None if value is None else check(value)


def _rules(value: Any) -> dict[str, RuleValue]:
    """House rules: rule name → a plain value (a flag, a number, a word or None)."""
    if not isinstance(value, dict):
        raise ValueError(f"not a mapping: {value!r}")
    for k, v in value.items():
        _text(k)
        if v is not None and not isinstance(v, bool | int | float | str):
            raise ValueError(f"not a house rule's value: {v!r}")
    return dict(value)


def _rules_by_scenario(value: Any) -> dict[str, dict[str, RuleValue]]:
    if not isinstance(value, dict):
        raise ValueError(f"not a mapping: {value!r}")
    return {_text(k): _rules(v) for k, v in value.items()}


def _base64_text(value: Any) -> str:
    """The geometry is base64 (ASCII letters, digits, ``+/=``) or empty."""
    import re

    if not re.fullmatch(r"[A-Za-z0-9+/=]*", _text(value)):
        raise ValueError("window_geometry is not base64 text")
    return value



#: The most a settings-like file of the app's own is read of (a settings file is < 2 KiB).
SMALL_FILE_MAX = 1 << 20


def read_small_file(path: Path, max_bytes: int = SMALL_FILE_MAX) -> bytes:
    """The bytes of ``path``, a regular file of at most ``max_bytes``: opened non-blocking
    and checked on the open descriptor, so a FIFO, a device or a folder put in its place
    never hangs the start (a hostile-input audit: a FIFO as ``settings.json`` waited for a
    writer for ever, CF47-16). Plain Python: read before the first paint.

    Raises:
        FileNotFoundError: there is no such file.
        OSError: it is not a regular file, is larger than ``max_bytes``, or cannot be read.
    """
    flags = os.O_RDONLY | getattr(os, "O_NONBLOCK", 0) | getattr(os, "O_BINARY", 0)
    fd = os.open(path, flags)
    try:
        found = os.fstat(fd)
        if not stat.S_ISREG(found.st_mode):
            raise OSError(f"{path}: not a regular file")
        if found.st_size > max_bytes:
            raise OSError(f"{path}: larger than {max_bytes} bytes")
        with os.fdopen(fd, "rb", closefd=False) as fh:
            return fh.read(max_bytes + 1)[:max_bytes]
    finally:
        os.close(fd)

class RulePreset:
    """A named set of house rules for one scenario (only the rules that differ from the
    scenario's defaults). ``name``: 1 to 80 characters. Raises ValueError for a value of
    the wrong type or shape; unknown keys of a file's preset are ignored."""

    def __init__(self, name: str, scenario: str, rules: dict[str, RuleValue] | None = None,
                 **_newer: Any) -> None:
        if not 1 <= len(_text(name)) <= 80:
            raise ValueError(f"a preset's name of 1 to 80 characters: {name!r}")
        self.name = name
        self.scenario = _text(scenario)
        self.rules = _rules({} if rules is None else rules)

    def model_dump(self) -> dict[str, Any]:
        return {"name": self.name, "scenario": self.scenario, "rules": dict(self.rules)}

    def __eq__(self, other: object) -> bool:
        return isinstance(other, RulePreset) and self.model_dump() == other.model_dump()

    def __repr__(self) -> str:
        return f"RulePreset({self.model_dump()!r})"


def _presets(value: Any) -> list[RulePreset]:
    if not isinstance(value, list):
        raise ValueError(f"not a list: {value!r}")
    out = []
    for p in value:
        if isinstance(p, dict):
            p = RulePreset(**{str(k): v for k, v in p.items()})
        if not isinstance(p, RulePreset):
            raise ValueError(f"not a preset: {p!r}")
        out.append(p)
    return out


#: Each field: its default (a fresh one each time) and its check (the value, or
#: ValueError). The fields' meaning is :class:`Settings`'s docstring.
_FIELDS: dict[str, tuple[Callable[[], Any], Callable[[Any], Any]]] = {
    "version": (lambda: FORMAT_VERSION, lambda v: _int(v, -2**31, 2**31 - 1)),
    "language": (lambda: "fa", _one_of("fa", "en")),
    "recent_names": (list, _texts),
    "last_scenario": (lambda: None, _optional(_text)),
    "last_player_count": (lambda: None, _optional(lambda v: _int(v, 1, 99))),
    "font_size": (lambda: 11, lambda v: _int(v, 6, 48)),
    "archive_folders": (list, _texts),
    "theme": (lambda: "light", _one_of("light", "dark", "contrast")),
    "window_geometry": (str, _base64_text),
    "last_folder": (str, _text),
    "last_house_rules": (dict, _rules_by_scenario),
    "rule_presets": (list, _presets),
}


def _newer_version(data: dict[str, Any]) -> bool:
    """True when ``data`` says a newer Ravi wrote it (its ``version`` a number above
    :data:`FORMAT_VERSION`)."""
    v = data.get("version")
    return isinstance(v, int) and not isinstance(v, bool) and v > FORMAT_VERSION


def _valid(key: str, value: Any) -> bool:
    """True when ``value`` passes field ``key``'s check: of a newer Ravi's file, a field
    this one reads otherwise (a language it does not have) takes its default, and the rest
    is read (decisions CF47-18)."""
    try:
        _FIELDS[key][1](value)
    except Exception:  # noqa: BLE001 — any fault of one field costs only that field
        return False
    return True


class Settings:
    """Preferences kept between sessions (plain Python: nothing heavy is imported to read
    them before the window's first paint).

    Fields: ``version``; ``language`` (``fa`` or ``en``, the interface's); ``recent_names``
    (the player names last used, seat 1 first, an empty string for a seat left unnamed);
    ``last_scenario`` (scenario id of the last game, or None before the first);
    ``last_player_count`` (1 to 99, or None); ``font_size`` (points, 6 to 48: the window's
    base font, ui/app.FONT_POINT_SIZE); ``archive_folders`` (folders the narrator added to
    the archive; the autosave folder is always listed); ``theme`` (``light``, ``dark`` for
    a dim room, or ``contrast``, ui/theme.py); ``window_geometry`` (``QWidget.saveGeometry()``
    as base64, empty before the first close); ``last_folder`` (where a game was last saved
    or opened, the file dialogs start there); ``last_house_rules`` (scenario id → the rules
    that differ from its defaults, the New game dialog brings them back); ``rule_presets``
    (named :class:`RulePreset` s, «قوانین باشگاه ما»). A field absent from an older file
    takes its default; unknown keys (written by a newer version) are ignored.

    Every value is checked when given and when assigned: a wrong type or shape raises
    ValueError (:meth:`load` turns that into the defaults).
    """

    version: int
    language: str
    recent_names: list[str]
    last_scenario: str | None
    last_player_count: int | None
    font_size: int
    archive_folders: list[str]
    theme: str
    window_geometry: str
    last_folder: str
    last_house_rules: dict[str, dict[str, RuleValue]]
    rule_presets: list[RulePreset]
    _load_problem: str | None
    _newer: bytes | None

    def __init__(self, **values: Any) -> None:
        object.__setattr__(self, "_load_problem", None)
        object.__setattr__(self, "_newer", None)
        for name, (default, _check) in _FIELDS.items():
            setattr(self, name, values[name] if name in values else default())

    def __setattr__(self, name: str, value: Any) -> None:
        field = _FIELDS.get(name)
        if field is None:
            raise AttributeError(f"Settings has no field {name!r}")
        object.__setattr__(self, name, field[1](value))

    def model_dump(self, mode: str = "python") -> dict[str, Any]:
        """Every field as plain data (presets as mappings): what the file holds."""
        out = {name: getattr(self, name) for name in _FIELDS}
        out["rule_presets"] = [p.model_dump() for p in self.rule_presets]
        return out

    def __eq__(self, other: object) -> bool:
        return isinstance(other, Settings) and self.model_dump() == other.model_dump()

    def __repr__(self) -> str:
        return f"Settings({self.model_dump()!r})"

    def presets_for(self, scenario_id: str) -> list[RulePreset]:
        """The saved presets of ``scenario_id``, in the order they were saved."""
        return [p for p in self.rule_presets if p.scenario == scenario_id]

    def save_preset(self, name: str, scenario_id: str, rules: dict[str, RuleValue]) -> None:
        """Keep ``rules`` under ``name`` for ``scenario_id`` (replacing a preset of that name
        and scenario)."""
        kept = [p for p in self.rule_presets if (p.name, p.scenario) != (name, scenario_id)]
        self.rule_presets = [*kept, RulePreset(name=name, scenario=scenario_id,
                                               rules=dict(rules))]

    @property
    def load_problem(self) -> str | None:
        """Why the file could not be read at load time (None when it was fine or absent)."""
        return self._load_problem

    @classmethod
    def load(cls, folder: Path) -> Settings:
        """Read ``folder/settings.json``; the defaults if it is missing or damaged.

        A damaged file (not UTF-8 JSON, nested too deep to read, a field of the wrong type
        or shape — e.g. a window geometry that is not base64 text) is renamed to
        ``settings.json.bad`` (see the module docstring). Never raises for a missing or
        damaged file.
        """
        path = Path(folder) / FILE_NAME
        try:
            raw = read_small_file(path)
        except FileNotFoundError:
            return cls()
        except OSError as exc:  # unreadable (permissions …): defaults, file left alone
            out = cls()
            object.__setattr__(out, "_load_problem", f"cannot read {path}: {exc}")
            return out
        try:
            data = json.loads(raw.decode("utf-8"))
            if not isinstance(data, dict):
                raise ValueError("the file does not hold a JSON object")
            newer = _newer_version(data)  # of a newer Ravi's, what this one reads (CF49-14)
            out = cls(**{k: v for k, v in data.items()
                         if k in _FIELDS and (not newer or _valid(k, v))})
            if newer:  # kept whole before this Ravi's first save
                object.__setattr__(out, "_newer", raw)
                object.__setattr__(out, "_load_problem",
                                   f"{path}: written by a newer Ravi (version "
                                   f"{data.get('version')})")
        except Exception as exc:  # noqa: BLE001 — JSON/UTF-8 (ValueError), deep nesting
            # (RecursionError), a wrong field (ValueError): whatever it is, never fatal
            out = cls()
            object.__setattr__(out, "_load_problem",
                               f"{path}: {type(exc).__name__}: {str(exc)[:200]}")
            try:  # beside any earlier one, never over it, once (CF49-14)
                from narrator_app.engine import keep_copy

                keep_copy(path, BAD_SUFFIX, raw)
                os.remove(path)
            except OSError:
                pass  # cannot move it aside: leave it where it is
        return out

    def save(self, folder: Path) -> Path:
        """Write the settings atomically to ``folder/settings.json``; return that path.

        Creates ``folder`` if needed. Raises OSError if the folder cannot be written (the
        caller reports it; a failed save is never swallowed here).
        """
        from narrator_app.engine import keep_copy, write_atomically  # private temp, fsync

        folder = Path(folder)
        folder.mkdir(parents=True, exist_ok=True)
        path = folder / FILE_NAME
        if self._newer is not None:  # a newer Ravi's file, as it was, before ours replaces
            # it (a hostile-input audit: it was rewritten and its fields lost, CF47-18),
            # beside an earlier one, once (CF49-14)
            keep_copy(path, NEWER_SUFFIX, self._newer)
            object.__setattr__(self, "_newer", None)
        data = self.model_dump(mode="json")
        data["version"] = min(data.get("version", FORMAT_VERSION), FORMAT_VERSION)
        text = json.dumps(data, ensure_ascii=False, indent=2) + "\n"
        write_atomically(path, text.encode("utf-8"))
        return path
