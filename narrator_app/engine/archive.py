"""The club's archive: the saved games of a folder, summarised, searchable by player name.

No Qt. Each file is read with :mod:`gamefile` (never written) and replayed for its winner
and length; a file that cannot be opened is listed with its refusal instead of hiding it.
"""

from __future__ import annotations

import unicodedata
from dataclasses import dataclass
from datetime import datetime
from functools import lru_cache
from pathlib import Path

from .gamefile import EXTENSION, GameFileError, open_game


@dataclass(frozen=True)
class ArchiveEntry:
    """One saved game: ``created`` (aware UTC datetime), ``scenario_id``, ``names`` (seat 1
    first), ``winner`` (None while unfinished), ``actions`` (count), ``days`` (the last day
    number reached), ``notes``; ``error`` is the GameFileError code when it cannot be opened
    (then only ``path`` is meaningful)."""

    path: Path
    game_id: str = ""
    created: datetime | None = None
    scenario_id: str = ""
    names: tuple[str, ...] = ()
    winner: str | None = None
    actions: int = 0
    days: int = 0
    notes: str = ""
    error: str | None = None

    @property
    def players(self) -> int:
        return len(self.names)

    @property
    def finished(self) -> bool:
        return self.winner is not None


def read_entry(path: Path) -> ArchiveEntry:
    """The summary of one file (the file is not changed). Summaries are remembered while the
    file's modification time and size stay the same, so a club's years of files are replayed
    once, not on every reload."""
    try:
        st = Path(path).stat()
    except OSError:
        return _read_entry(Path(path), 0, -1)
    return _read_entry(Path(path), st.st_mtime_ns, st.st_size)


@lru_cache(maxsize=4096)
def _read_entry(path: Path, _mtime_ns: int, _size: int) -> ArchiveEntry:
    try:
        game = open_game(path)
    except GameFileError as err:
        return ArchiveEntry(path=path, error=err.code)
    st = game.state
    days = max([r.number for r in st.records if r.phase == "day"] + [0])
    return ArchiveEntry(
        path=path,
        game_id=game.game_id,
        created=datetime.fromisoformat(game.created),
        scenario_id=game.scenario.id,
        names=tuple(game.setup.names),
        winner=st.winner,
        actions=len(game.actions),
        days=days,
        notes=getattr(game, "notes", ""),
    )


def scan(folder: str | Path) -> list[ArchiveEntry]:
    """Every ``*.ravi`` under ``folder`` (recursively), newest first (unreadable files last)."""
    entries = [read_entry(p) for p in sorted(Path(folder).rglob(f"*{EXTENSION}"))]
    good = sorted((e for e in entries if e.error is None), key=lambda e: e.created, reverse=True)
    return good + [e for e in entries if e.error is not None]


def unfinished_autosaves(data_dir: str | Path) -> list[ArchiveEntry]:
    """Games autosaved in ``<data_dir>/autosave`` that have no winner yet, newest first: what
    the app offers to resume after a crash."""
    folder = Path(data_dir) / "autosave"
    if not folder.is_dir():
        return []
    return [e for e in scan(folder) if e.error is None and not e.finished]


def _fold(text: str) -> str:
    text = unicodedata.normalize("NFKC", text).casefold()
    for ch in ("\u200c", "\u200d", "\u200e", "\u200f", "\u2068", "\u2069", "\u0640"):
        text = text.replace(ch, "")
    return text.replace("ي", "ی").replace("ك", "ک")


def search(entries: list[ArchiveEntry], text: str) -> list[ArchiveEntry]:
    """The entries with a player whose name contains ``text`` (case, ZWNJ, kashida and
    Arabic/Persian yeh-kaf insensitive); all entries for an empty text."""
    needle = _fold(text.strip())
    if not needle:
        return list(entries)
    return [e for e in entries if any(needle in _fold(n) for n in e.names)]
