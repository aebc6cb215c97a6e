"""How the narrator left a game, for the resume offer at the next start (RO29-2).

An unfinished game is offered again at start whether the app stopped (a crash, the computer
shut down) or the narrator closed it normally: it is unfinished either way. What differs is
what the offer may say and which file it opens, and that is kept here, in
``<data_dir>/autosave/session.json`` (a small JSON object; the archive reads only ``*.ravi``
files, so it is never taken for a game):

* ``saved``: game id -> the file the narrator last saved the game to, or opened it from
  (:func:`note_file`, called by the controller). When the autosave offered holds the very
  record of that file (the same setup and actions: nothing played after the save),
  :func:`own_file` returns it and the offer opens it, so the title shows its name and Save
  writes to it; played on after the save, the autosave opens and the file stays the game's
  own (:func:`narrator_file`); file gone or changed: the autosave alone.
* ``closed``: the game open when the window was last closed normally, with its number of
  actions (:func:`note_closed`). :func:`closed_normally` is true for an offered game that
  was closed so, with nothing added since: the offer then does not say the app stopped.
* ``left``: game id -> its number of actions, for each unfinished game the narrator left
  for another (a new game, another file: :func:`note_left`); it was closed so too.

Every write is atomic and best effort: a folder that cannot be written, or a damaged file
(read as empty), never stops a save, a close or the offer.
"""

from __future__ import annotations

import json
import os
from datetime import datetime
from pathlib import Path
from typing import TYPE_CHECKING, Any, NamedTuple

from narrator_app.engine import autosave_dir
from narrator_app.ui.settings import read_small_file

if TYPE_CHECKING:
    from narrator_app.engine import ArchiveEntry, Game

#: The record's name inside the autosave folder.
SESSION_FILE = "session.json"
#: At most this many games keep their saved file's path (the newest saves kept).
KEEP_SAVED = 50


def session_path(data_dir: str | Path) -> Path:
    """``<data_dir>/autosave/session.json``."""
    return autosave_dir(data_dir) / SESSION_FILE


def _read(data_dir: str | Path) -> dict[str, Any]:
    try:
        data = json.loads(read_small_file(session_path(data_dir)).decode("utf-8"))
    except (OSError, ValueError):
        return {}
    return data if isinstance(data, dict) else {}


def _write(data_dir: str | Path, data: dict[str, Any]) -> None:
    path = session_path(data_dir)
    tmp = path.with_name(f".{SESSION_FILE}.tmp")
    try:
        path.parent.mkdir(parents=True, exist_ok=True)
        tmp.write_text(json.dumps(data, ensure_ascii=False), encoding="utf-8")
        os.replace(tmp, path)
    except OSError:
        pass


def note_file(data_dir: str | Path, game_id: str, path: Path) -> None:
    """Remember ``path`` as the file the narrator keeps game ``game_id`` in (saved to it, or
    opened from it). Files in the autosave folder are not the narrator's: ignored."""
    path = Path(path).absolute()
    if not game_id or path.parent == autosave_dir(data_dir).absolute():
        return
    data = _read(data_dir)
    _remember(data, "saved", game_id, str(path))
    _write(data_dir, data)


def _remember(data: dict[str, Any], field: str, game_id: str, value: Any) -> None:
    """``data[field][game_id] = value``, the newest last, at most :data:`KEEP_SAVED` games
    kept (a damaged field read as empty)."""
    table = data.get(field)
    table = ({k: v for k, v in table.items() if k != game_id} if isinstance(table, dict)
             else {})
    table[game_id] = value
    data[field] = dict(list(table.items())[-KEEP_SAVED:])


def note_closed(data_dir: str | Path, game: Game | None) -> None:
    """The window was closed normally with ``game`` open. With no game (None: the app quit
    at the resume question, or before any game was opened) the record of the game closed
    before is kept: that game is as it was then (:func:`closed_normally` checks its number
    of actions), and the next start's question must not say the app or the computer
    stopped (a narrator's trial: Ctrl+Q at the question, then the crash sentence)."""
    if game is None:
        return
    data = _read(data_dir)
    before = data.get("closed")
    if isinstance(before, dict) and before.get("game_id") not in (None, game.game_id):
        # the game closed before this one was closed normally too, and is so while nothing
        # is added to it: kept with the games left for another, or its next offer said the
        # app or the computer stopped (a narrator's trial: a game quit with Ctrl+Q, offered,
        # «Not now», another game played and quit; Z104-14)
        _remember(data, "left", str(before["game_id"]),
                  [before.get("actions"), before.get("last")])
    data["closed"] = {"game_id": game.game_id, "actions": len(game.actions),
                      "last": _last_at(game)}
    _write(data_dir, data)


def _last_at(game: Game) -> str | None:
    """The time (ISO text) of ``game``'s last action, None without one."""
    return game.actions[-1].at if game.actions else None


def _same_game_now(count: Any, last: Any, entry: ArchiveEntry) -> bool:
    """True when ``entry`` holds ``count`` actions whose last was played at ``last`` (ISO
    text; a record without it, from an earlier Ravi, is read by the count alone). The
    count alone took a game with one action undone and another played for the game as
    it was closed (audit56, CF57)."""
    if count != entry.actions:
        return False
    if last is None or not isinstance(last, str):
        return True
    try:
        when = datetime.fromisoformat(last)
    except ValueError:
        return False
    return entry.last_played is not None and when == entry.last_played


def note_left(data_dir: str | Path, game: Game | None) -> None:
    """The narrator left the unfinished ``game`` for another (a new game, another file): it
    stopped at his word, not the app's, and the next start's offer must not say the app or
    the computer stopped (a narrator's trial: a game left for a new one, then a normal quit,
    and the crash sentence at the next start)."""
    if game is None:
        return
    data = _read(data_dir)
    _remember(data, "left", game.game_id, [len(game.actions), _last_at(game)])
    _write(data_dir, data)


def closed_normally(data_dir: str | Path, entry: ArchiveEntry) -> bool:
    """Whether the offered ``entry`` is the game the window was last closed normally with,
    or one the narrator left for another (:func:`note_left`), nothing added to it since
    (the same number of actions)."""
    data = _read(data_dir)
    closed, left = data.get("closed"), data.get("left")
    if isinstance(left, dict) and entry.game_id in left:
        kept = left[entry.game_id]  # [count, last], or a count (an earlier Ravi's)
        count, last = (kept[0], kept[1]) if isinstance(kept, list) and len(kept) == 2 else (
            kept, None)
        if _same_game_now(count, last, entry):
            return True
    return (isinstance(closed, dict) and closed.get("game_id") == entry.game_id
            and _same_game_now(closed.get("actions"), closed.get("last"), entry))


class NarratorFile(NamedTuple):
    """The narrator's own file of an offered game (:func:`narrator_file`): its ``path``,
    how many actions it ``holds``, and how many the autosave holds (``autosaved``)."""

    path: Path
    holds: int
    autosaved: int

    @property
    def whole(self) -> bool:
        """True when the file holds the autosave's very record (nothing played after it)."""
        return self.holds == self.autosaved


def own_file(data_dir: str | Path, entry: ArchiveEntry) -> Path | None:
    """The narrator's own file of the offered game when it still holds exactly the
    autosave's record; None otherwise (:func:`narrator_file`)."""
    found = narrator_file(data_dir, entry)
    return found.path if found is not None and found.whole else None


def narrator_file(data_dir: str | Path, entry: ArchiveEntry) -> NarratorFile | None:
    """The file last saved (or opened) for ``entry``'s game, when its record is the
    autosave's or the autosave's first actions (the same game id, setup and house rules,
    each action the same without its time): the file, how many actions it holds, and how
    many the autosave holds. Equal counts: the very record — the offer opens the file, so
    the title shows its name and Save writes to it. Fewer: the game was played on after
    the save — the offer opens the autosave and keeps this file as the game's own, marked
    as not holding the last actions (``GameController.keep_file``; a narrator's trial: Save
    asked for a new name, and the named file stayed behind). None otherwise (no such file,
    unreadable, another history). Both files are read once."""
    if entry.last_good or not entry.game_id:
        return None
    saved = _read(data_dir).get("saved")
    where = saved.get(entry.game_id) if isinstance(saved, dict) else None
    if not isinstance(where, str):
        return None
    path = Path(where)
    from narrator_app.engine import open_game

    try:
        if not path.is_file():
            return None
        mine, auto = open_game(path), open_game(entry.path)
    except Exception:  # noqa: BLE001 — damaged, unreadable, gone: the autosave is offered
        return None
    (m_setup, m_acts), (a_setup, a_acts) = _history(mine), _history(auto)
    if (mine.game_id != auto.game_id or m_setup != a_setup or len(m_acts) > len(a_acts)
            or a_acts[:len(m_acts)] != m_acts):
        return None
    return NarratorFile(path, len(m_acts), len(a_acts))


def _history(game: Game) -> tuple[tuple, list]:
    """What makes a game's history (as the controller tells two records apart): its setup
    (scenario, names, house rules) and its actions without their times."""
    return ((game.setup.scenario_id, tuple(game.setup.names),
             repr(sorted(game.house_rules.items()))),
            [(a.kind, a.phase, a.key, repr(a.value)) for a in game.actions])
