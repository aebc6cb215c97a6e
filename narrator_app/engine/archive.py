"""The club's archive: the saved games of a folder, summarised, searchable by player name.

No Qt. Each file is read with :mod:`gamefile` (never written) and replayed for its winner
and length; a file that cannot be opened is listed with its refusal instead of hiding it.
One bad file costs only itself: whatever goes wrong while reading it (a refusal, a time that
is not an aware ISO 8601 time, any exception of the reader) makes that file's entry an
error entry, and every other file of the folder is listed as usual.

The app lists and searches the archive through its index (:mod:`.archive_index`, SQLite),
which summarises each file with :func:`read_entry` once and again only when it changes.
"""

from __future__ import annotations

import unicodedata
from dataclasses import dataclass, replace
from datetime import datetime
from functools import lru_cache
from pathlib import Path
from typing import cast

from .fields import aware_time
from .gamefile import EXTENSION, GameFileError, open_game
from .journal import bound_summary, game_facts
from .scenario import Scenario


def said_days(days: int, scenario: Scenario | None) -> int:
    """``days`` (an :class:`ArchiveEntry`'s: the engine's number of the last day reached) as
    the narrator counts the days of ``scenario`` (:meth:`Scenario.shown_number`: a game that
    opens with a full night, Werewolf's, says its first day Day 1 where the engine counts
    it 2, WW32-4); as counted when the scenario cannot be read (None) or no day was
    reached (0)."""
    if scenario is None or days <= 0:
        return days
    return max(0, scenario.shown_number("day", days))


@dataclass(frozen=True)
class ArchiveEntry:
    """One saved game: ``created`` (aware UTC datetime), ``scenario_id``, ``names`` (seat 1
    first), ``winner`` (None while unfinished), ``actions`` (count), ``days`` (the last day
    number reached), ``notes``, ``last_played`` (aware UTC datetime of the last action, the
    creation time before the first); ``error`` is the GameFileError code when it cannot be
    opened (then only ``path`` and ``detail``, the technical reason, are meaningful).
    ``from_backup``: the entry is the ``.bak`` of a damaged autosave. ``good_until``: the
    entry is the last good state of a damaged journal (``path``), its lines before this line
    (from 1; the header is line 1); None otherwise. Both are last good states
    (:func:`.archive_index.last_good_state`), opened with
    :func:`.archive_index.open_last_good`.

    Also (from the index, issue 14): ``parent`` (the game id this game was branched from, or
    None), ``roles`` and ``sides`` (the role dealt to each seat and its side, seat 1 first;
    empty before the deal), ``end_sides`` (the side of the card each seat held at the end,
    or holds now in an unfinished game; seat 1 first, empty before the deal: the side a
    player ended on, Z107-6), ``winning_seats`` (seats from 1), ``termination`` (why the game
    ended, :class:`~narrator_app.engine.table.Outcome`), ``phase`` and ``number`` (where it
    stood), ``size``, ``mtime_ns`` and ``sha256`` of the file."""

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
    detail: str = ""
    last_played: datetime | None = None
    from_backup: bool = False
    parent: str | None = None
    roles: tuple[str, ...] = ()
    sides: tuple[str, ...] = ()
    end_sides: tuple[str, ...] = ()
    winning_seats: tuple[int, ...] = ()
    termination: str | None = None
    phase: str = ""
    number: int = 0
    size: int = 0
    mtime_ns: int = 0
    sha256: str = ""
    good_until: int | None = None

    @property
    def last_good(self) -> bool:
        """True for the last good state of a damaged file (``from_backup`` or
        ``good_until``): it opens as a copy, never in place."""
        return self.from_backup or self.good_until is not None

    @property
    def players(self) -> int:
        return len(self.names)

    @property
    def finished(self) -> bool:
        return self.winner is not None


def days_reached(entry: ArchiveEntry) -> int:
    """The last day number ``entry``'s game reached, as the engine counts it: its recorded
    ``days`` (the last day with something recorded, the journal's summary), or the day an
    unfinished game stands at when nothing is recorded in it yet («۲ روز» for a game left at
    Day 3 read as two days, a narrator's trial, TR98-4). A finished game's is its recorded
    count (the statistics read it)."""
    if entry.winner is None and entry.phase == "day":
        return max(entry.days, entry.number)
    return entry.days


def narrated_days(entry: ArchiveEntry, scenario: Scenario | None) -> int:
    """How many days ``entry``'s game lasted as the narrator counts them: :func:`days_reached`
    said in ``scenario``'s numbering (:func:`said_days`: a Werewolf game ended on the day
    after Night 1, the engine's day 2, lasted 1 day, WW32-4); ``scenario`` None (its file
    is gone): as counted. The archive window's and ``ravi archive``'s one reading (Z105-6)."""
    return said_days(days_reached(entry), scenario)


def narrated_number(entry: ArchiveEntry, scenario: Scenario | None) -> int:
    """The number of the phase ``entry``'s game stands at, as the narrator says it
    (:meth:`Scenario.shown_number`: Werewolf's engine day 2 is Day 1); as counted when
    ``scenario`` is None or the game has no phase yet."""
    if scenario is None or not entry.phase:
        return entry.number
    return max(0, scenario.shown_number(entry.phase, entry.number))


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
        return _summary(path)
    except GameFileError as err:
        return ArchiveEntry(path=path, error=err.code, detail=err.detail)
    except Exception as exc:  # noqa: BLE001 — any failure of the reader costs only this file
        return ArchiveEntry(path=path, error="damaged", detail=f"{type(exc).__name__}: {exc}"[:300])


def forget_summaries() -> None:
    """Forget the summaries :func:`read_entry` remembers (the scenario files changed: a
    file's verdict can differ although the file did not change)."""
    _read_entry.cache_clear()


def _summary(path: Path) -> ArchiveEntry:
    return summarise_game(path, open_game(path))


def summarise_game(path: Path, game) -> ArchiveEntry:
    """The entry of ``game`` (a :class:`~narrator_app.engine.game.Game` opened from
    ``path``). Raises ValueError for a time that is not an aware ISO 8601 time."""
    created = aware_time(game.created, "created")
    for i, a in enumerate(game.actions):
        if a.at:
            aware_time(a.at, f"actions.{i}.at")
    facts = game_facts(game)
    parent = getattr(game, "parent_id", None) or getattr(game, "parent", None)
    return ArchiveEntry(
        path=path,
        game_id=game.game_id,
        created=created,
        scenario_id=game.scenario.id,
        names=tuple(str(n) for n in game.setup.names),
        winner=facts["winner"],
        actions=facts["actions"],
        days=facts["days"],
        notes=str(getattr(game, "notes", "")),
        last_played=aware_time(facts["last_action"], "last action"),
        parent=parent if isinstance(parent, str) else None,
        roles=tuple(facts["roles"]),
        sides=tuple(facts["sides"]),
        end_sides=tuple(facts["end_sides"]),
        winning_seats=tuple(facts["winning_seats"]),
        termination=facts["termination"],
        phase=facts["phase"],
        number=facts["number"],
    )


def summary_entry(path: Path, raw: bytes) -> ArchiveEntry | None:
    """The entry of a game file from its bytes without replaying it: from the ``summary``
    line a journal ends with when its game has ended (:func:`.journal.bound_summary`: bound
    to every byte before it). None when there is none or it cannot be used — no bound
    summary, a scenario that is not installed or whose file is not the one the game was
    played with, a time that is not an aware ISO 8601 time, a summary an earlier Ravi wrote
    without the sides held at the end (``end_sides``, Z107-6): the file is then read the
    usual way (:func:`read_entry`, replayed)."""
    from .scenario import ScenarioError, load_scenario

    found = bound_summary(raw)
    if found is None:
        return None
    head, s, notes = found
    if s.end_sides is None:  # an earlier Ravi's summary: the sides at the end not in it
        return None
    try:
        if load_scenario(head.scenario.id).sha256 != head.scenario.sha256:
            return None
        created, last = aware_time(head.created, "created"), aware_time(s.last_action, "at")
    except (ScenarioError, ValueError):
        return None
    return ArchiveEntry(
        path=path, game_id=head.game_id, created=created, scenario_id=head.scenario.id,
        names=tuple(head.setup.names), winner=s.winner, actions=s.actions, days=s.days,
        notes=notes, last_played=last, parent=head.parent_id, roles=tuple(s.roles),
        sides=tuple(s.sides), end_sides=tuple(s.end_sides), winning_seats=tuple(s.winning_seats),
        termination=s.termination, phase=s.phase, number=s.number,
    )


def scan(folder: str | Path, progress=None, cancelled=None) -> list[ArchiveEntry]:
    """Every ``*.ravi`` under ``folder`` (recursively), newest first (unreadable files last,
    each with its reason). A folder that cannot be listed gives what could be listed.
    ``progress(done, total)`` is called after each file read; ``cancelled()`` true stops
    between files (the files read so far are listed)."""
    try:
        paths = sorted(Path(folder).rglob(f"*{EXTENSION}"))
    except OSError:
        paths = []
    entries = []
    for p in paths:
        if cancelled is not None and cancelled():
            break
        entries.append(read_entry(p))
        if progress is not None:
            progress(len(entries), len(paths))
    # an entry read without error has its times (created, last_played)
    good = sorted((e for e in entries if e.error is None),
                  key=lambda e: cast(datetime, e.created), reverse=True)
    return good + [e for e in entries if e.error is not None]


def unfinished_autosaves(data_dir: str | Path) -> list[ArchiveEntry]:
    """Games autosaved in ``<data_dir>/autosave`` that have no winner yet, the one played
    last first (by the time of its last action), read from the files themselves (the
    window's offer reads the index instead: :func:`.archive_index.resume_candidates`).
    When an autosave cannot be opened but its ``.bak`` (the previous good copy) can,
    the ``.bak`` is offered in its place (``from_backup``)."""
    from .gamefile import backup_path

    folder = Path(data_dir) / "autosave"
    if not folder.is_dir():
        return []
    found = []
    for e in scan(folder):
        if e.error is not None:
            bak = backup_path(e.path)
            if not bak.is_file():
                continue
            e = replace(read_entry(bak), from_backup=True)
            if e.error is not None:
                continue
        if not e.finished:
            found.append(e)
    found.sort(key=lambda e: cast(datetime, e.last_played), reverse=True)  # read: it has one
    return found


def damaged_autosaves(data_dir: str | Path) -> list[ArchiveEntry]:
    """The autosaves in ``<data_dir>/autosave`` that cannot be opened and have no ``.bak``
    that can (what :func:`unfinished_autosaves` cannot offer), each with its ``error``: the
    narrator is told of them, never left to guess (``play --resume``: an auditor's damaged
    autosave was passed over in silence, CF49-13)."""
    from .gamefile import backup_path

    folder = Path(data_dir) / "autosave"
    if not folder.is_dir():
        return []
    out = []
    for e in scan(folder):
        if e.error is None:
            continue
        bak = backup_path(e.path)
        if bak.is_file() and read_entry(bak).error is None:
            continue
        out.append(e)
    return out


_DIGITS = str.maketrans("۰۱۲۳۴۵۶۷۸۹٠١٢٣٤٥٦٧٨٩", "01234567890123456789")
_INVISIBLE = dict.fromkeys(map(ord, "\u200c\u200d\u200e\u200f\u2066\u2067\u2068\u2069\u0640"))


def fold(text: str) -> str:
    """``text`` as search compares it: NFKC, case-folded, without ZWNJ/ZWJ, direction marks
    and kashida; Arabic yeh/kaf (ي ى ك) as the Persian ones (ی ک); Persian and Arabic-Indic
    digits as Latin ones. «علي‌رضا ۱۲» and «علیرضا 12» fold alike."""
    text = unicodedata.normalize("NFKC", text).casefold().translate(_INVISIBLE)
    return text.replace("ي", "ی").replace("ى", "ی").replace("ك", "ک").translate(_DIGITS)


_fold = fold


def search(entries: list[ArchiveEntry], text: str) -> list[ArchiveEntry]:
    """The entries with a player whose name contains ``text`` (case, ZWNJ, kashida,
    Arabic/Persian yeh-kaf and Persian/Latin digits insensitive); all entries for an empty
    text."""
    needle = _fold(text.strip())
    if not needle:
        return list(entries)
    return [e for e in entries if any(needle in _fold(n) for n in e.names)]
