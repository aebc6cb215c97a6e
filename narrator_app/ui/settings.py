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
app: :meth:`Settings.load` returns the defaults and *keeps* the damaged file by renaming it
to ``settings.json.bad`` (replacing an older ``.bad``), so nothing the narrator had is
silently destroyed and the next save writes a clean ``settings.json``. The reason is kept
in :attr:`Settings.load_problem` (not saved) so the window can mention it.
"""

from __future__ import annotations

import json
import os
from pathlib import Path
from typing import Literal

from pydantic import BaseModel, ConfigDict, Field, PrivateAttr, field_validator

FILE_NAME = "settings.json"
BAD_SUFFIX = ".bad"
#: Bumped when the file's shape changes in a way an old reader cannot take.
FORMAT_VERSION = 1


def default_folder() -> Path:
    """The user config folder of the app (e.g. ``~/.config/Ravi`` on Linux)."""
    import platformdirs

    return Path(platformdirs.user_config_dir("Ravi", appauthor=False))


#: A house rule's value as a settings file keeps it (the registry's values are these).
RuleValue = bool | int | float | str | None


class RulePreset(BaseModel):
    """A named set of house rules for one scenario (only the rules that differ from the
    scenario's defaults)."""

    model_config = ConfigDict(extra="ignore")
    name: str = Field(min_length=1, max_length=80)
    scenario: str
    rules: dict[str, RuleValue] = Field(default_factory=dict)


class Settings(BaseModel):
    """Preferences kept between sessions.

    Unknown keys in the file (written by a newer version) are ignored, not an error.
    """

    model_config = ConfigDict(extra="ignore", validate_assignment=True)

    version: int = FORMAT_VERSION
    #: The interface language.
    language: Literal["fa", "en"] = "fa"
    #: The player names last used, seat 1 first (an empty string for a seat left unnamed).
    recent_names: list[str] = Field(default_factory=list)
    #: Scenario id of the last game, or None before the first game.
    last_scenario: str | None = None
    #: Number of players of the last game, or None before the first game.
    last_player_count: int | None = Field(default=None, ge=1, le=99)
    #: Base font size of the window, in points (the app starts in it: ui/app.FONT_POINT_SIZE).
    font_size: int = Field(default=11, ge=6, le=48)
    #: Folders the narrator added to the archive (the autosave folder is always listed).
    #: Absent from older files: then the empty default.
    archive_folders: list[str] = Field(default_factory=list)
    #: "light", "dark" for a dim room, or "contrast" (high contrast, ui/theme.py). Absent
    #: from older files: light.
    theme: Literal["light", "dark", "contrast"] = "light"
    #: The main window's geometry, ``QWidget.saveGeometry()`` as base64 (Qt keeps the
    #: screen, size, position and maximized state in it); empty before the first close.
    window_geometry: str = ""
    #: The folder a game was last saved to or opened from (the file dialogs start there);
    #: empty before the first save. Absent from older files: empty.
    last_folder: str = ""

    #: The house rules last used with each scenario (scenario id → the rules that differ
    #: from its defaults); the New game dialog brings them back. Absent from older files.
    last_house_rules: dict[str, dict[str, RuleValue]] = Field(default_factory=dict)
    #: Named sets of house rules the narrator saved («قوانین باشگاه ما»), each for one
    #: scenario; chosen and printed from the New game dialog. Absent from older files.
    rule_presets: list[RulePreset] = Field(default_factory=list)

    _load_problem: str | None = PrivateAttr(default=None)

    def presets_for(self, scenario_id: str) -> list[RulePreset]:
        """The saved presets of ``scenario_id``, in the order they were saved."""
        return [p for p in self.rule_presets if p.scenario == scenario_id]

    def save_preset(self, name: str, scenario_id: str, rules: dict[str, RuleValue]) -> None:
        """Keep ``rules`` under ``name`` for ``scenario_id`` (replacing a preset of that name
        and scenario)."""
        kept = [p for p in self.rule_presets if (p.name, p.scenario) != (name, scenario_id)]
        self.rule_presets = [*kept, RulePreset(name=name, scenario=scenario_id,
                                               rules=dict(rules))]

    @field_validator("window_geometry")
    @classmethod
    def _base64_text(cls, value: str) -> str:
        """The geometry is base64 (ASCII letters, digits, ``+/=``) or empty."""
        import re

        if not re.fullmatch(r"[A-Za-z0-9+/=]*", value):
            raise ValueError("window_geometry is not base64 text")
        return value

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
            raw = path.read_bytes()
        except FileNotFoundError:
            return cls()
        except OSError as exc:  # unreadable (permissions …): defaults, file left alone
            out = cls()
            out._load_problem = f"cannot read {path}: {exc}"
            return out
        try:
            data = json.loads(raw.decode("utf-8"))
            if not isinstance(data, dict):
                raise ValueError("the file does not hold a JSON object")
            out = cls.model_validate(data)
        except Exception as exc:  # noqa: BLE001 — JSON/UTF-8 (ValueError), deep nesting
            # (RecursionError), a wrong field (ValidationError): whatever it is, never fatal
            out = cls()
            out._load_problem = f"{path}: {type(exc).__name__}: {str(exc)[:200]}"
            try:
                os.replace(path, path.with_name(FILE_NAME + BAD_SUFFIX))
            except OSError:
                pass  # cannot move it aside: leave it where it is
        return out

    def save(self, folder: Path) -> Path:
        """Write the settings atomically to ``folder/settings.json``; return that path.

        Creates ``folder`` if needed. Raises OSError if the folder cannot be written (the
        caller reports it; a failed save is never swallowed here).
        """
        from narrator_app.engine import write_atomically  # private temp file, fsync, replace

        folder = Path(folder)
        folder.mkdir(parents=True, exist_ok=True)
        path = folder / FILE_NAME
        text = json.dumps(self.model_dump(mode="json"), ensure_ascii=False, indent=2) + "\n"
        write_atomically(path, text.encode("utf-8"))
        return path
