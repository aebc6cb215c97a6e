"""The archive index: one SQLite row per game file, a cache of what the files say.

No Qt. The files stay the truth; the index (Python's own :mod:`sqlite3`, WAL mode) lives in
the user's data folder (``<data_dir>/archive.sqlite3``) and holds, per ``*.ravi`` file of an
indexed folder: its path, size, modification time and SHA-256, and the game's summary
(id, parent, scenario, players, roles and sides dealt, dates, phase reached, winner and
why, winning seats, length, notes) — or, for a file that cannot be opened, its refusal code
and reason. :meth:`ArchiveIndex.refresh` re-reads only the files whose size or modification
time changed (a file whose content hash is already indexed, a copy or a touched file, is
not replayed again), adds new files and forgets files that are gone. Listing, search and
sorting (:meth:`ArchiveIndex.games`) read the index only. Every read goes through the table
itself (``NOT INDEXED``, see below); the lookup indexes serve the writes (a path, a content
hash); an index that already has its shape is opened without a write.

A journal that ends with a ``summary`` line bound to the bytes before it (a game the app
saw end, :mod:`.journal` "Summary") is summarised from that line, without replaying
(:func:`~narrator_app.engine.archive.summary_entry`: the header, the summary and the last
notes line validated, the binding's SHA-256 checked, the scenario file the one the game was
played with). Every other file — an older Ravi's, an unfinished game, a summary missing,
damaged, unbound or followed by later lines — is summarised by one function,
:func:`summarise_file` (today :func:`narrator_app.engine.archive.read_entry`, which opens
the game with :func:`~narrator_app.engine.gamefile.open_game` and replays it). A listing can
be read a page at a time (:meth:`ArchiveIndex.games` ``limit``/``offset``,
:meth:`ArchiveIndex.listed`, :meth:`ArchiveIndex.position`): the archive window reads only
the rows it shows.

A listing can also answer at once, without a ``stat`` per file (the archive window,
decisions AW1–AW4): :meth:`ArchiveIndex.new_and_gone` finds the files added and removed by
their names (not even that for a folder whose directories kept their modification times:
the ``folders`` table), :meth:`ArchiveIndex.checked_games` compares each row it reads with
its file (a changed one read again, a gone one dropped: :meth:`ArchiveIndex.fix`) before it
gives it, and :meth:`ArchiveIndex.every_game` (what statistics count) compares every file.

An index that cannot be opened (a damaged database, a read-only folder) is never fatal: it
is set aside (``archive.sqlite3.bad``) and built again, or the caller falls back to reading
the files (:func:`open_index` returns None).

The index is a cache, never a gate (issue 20): every open runs ``PRAGMA quick_check``; every
row carries a seal (a hash of the values an entry is made of, written with the row) that is
checked whenever a row is read, and every read goes through the table itself (``NOT
INDEXED``: a damaged lookup index cannot hide or swap a row); a listing is compared with
the files it lists (each once, size and modification time equal). Any SQLite error, a broken
seal or a row that disagrees with its file is an :class:`IndexTrouble` (``damaged``): the
index is set aside and built again from the files, and meanwhile the files are read
directly (the resume offer: only the newest :data:`NEWEST_AUTOSAVES`). Another program
holding a write transaction (``busy``) is waited for :data:`BUSY_TIMEOUT` seconds at most:
then what the index holds is read and the changed files are read directly. Each trouble is
reported to the caller (``problems``), never raised.

A row's verdict can depend on the scenario files present (a game of a club scenario whose
file is not installed yet is refused as ``unknown_scenario``): a refused row records the
:func:`scenario_fingerprint` it was read with and is read again when the scenario files
change.
"""

from __future__ import annotations

import hashlib
import json
import os
import stat
from collections.abc import Callable, Iterable
from dataclasses import fields
from datetime import datetime
from pathlib import Path
from typing import TYPE_CHECKING, cast

from .archive import ArchiveEntry, fold, read_entry, summary_entry

#: :mod:`sqlite3`, imported when the first index is opened (:func:`_sqlite`): the window's
#: start-up paints before it needs the archive.
if TYPE_CHECKING:
    import sqlite3
else:
    sqlite3 = None


def _sqlite():
    """The :mod:`sqlite3` module (imported on first use; every path to the database goes
    through :class:`ArchiveIndex`, which calls this first)."""
    global sqlite3
    if sqlite3 is None:
        import sqlite3 as module

        sqlite3 = module
    return sqlite3

#: The index file, in the data folder.
INDEX_NAME = "archive.sqlite3"
#: Bumped when the table's shape changes: an older index is dropped and built again, its
#: folders' listings too (2: every row sealed, refusals remember the scenario files they
#: were read with, ``roles``/``sides`` are the deal as it stands, a corrected deal counted;
#: 3: ``end_sides``, each seat's side at the end, Z107-6).
SCHEMA_VERSION = 3
#: Seconds a connection waits for another one's write transaction before the index is
#: called busy (the files are then read directly); the background builders wait longer.
BUSY_TIMEOUT = 0.25
#: At most this many autosaves (the newest by modification time) are read directly for the
#: resume offer while the index cannot be used.
NEWEST_AUTOSAVES = 20
#: Rows written between commits during a build (a reader sees the build progress).
BATCH = 200

EXTENSION = ".ravi"

_COLUMNS = (
    "path", "root", "size", "mtime_ns", "sha256", "game_id", "parent", "scenario",
    "names", "names_key", "roles", "sides", "created", "last_action", "phase", "number",
    "days", "winner", "winning_seats", "termination", "actions", "notes", "notes_key",
    "error", "detail", "end_sides",
)
#: Where each value of an entry (:data:`_ENTRY_SQL`) is in a row of :data:`_COLUMNS`.
_AT = {c: i for i, c in enumerate(_COLUMNS)}

_SCHEMA = f"""
CREATE TABLE IF NOT EXISTS games (
    path TEXT PRIMARY KEY,
    root TEXT NOT NULL,
    size INTEGER NOT NULL,
    mtime_ns INTEGER NOT NULL,
    sha256 TEXT NOT NULL,
    game_id TEXT NOT NULL DEFAULT '',
    parent TEXT,
    scenario TEXT NOT NULL DEFAULT '',
    names TEXT NOT NULL DEFAULT '[]',
    names_key TEXT NOT NULL DEFAULT '',
    roles TEXT NOT NULL DEFAULT '[]',
    sides TEXT NOT NULL DEFAULT '[]',
    end_sides TEXT NOT NULL DEFAULT '[]',
    created TEXT,
    last_action TEXT,
    phase TEXT NOT NULL DEFAULT '',
    number INTEGER NOT NULL DEFAULT 0,
    days INTEGER NOT NULL DEFAULT 0,
    winner TEXT,
    winning_seats TEXT NOT NULL DEFAULT '[]',
    termination TEXT,
    actions INTEGER NOT NULL DEFAULT 0,
    notes TEXT NOT NULL DEFAULT '',
    notes_key TEXT NOT NULL DEFAULT '',
    error TEXT,
    detail TEXT NOT NULL DEFAULT '',
    seal TEXT NOT NULL DEFAULT '',
    scenarios TEXT NOT NULL DEFAULT ''
);
CREATE TABLE IF NOT EXISTS folders (
    path TEXT PRIMARY KEY,
    mtime_ns INTEGER NOT NULL,
    listed_ns INTEGER NOT NULL,
    scenarios TEXT NOT NULL DEFAULT ''
);
CREATE INDEX IF NOT EXISTS games_sha ON games(sha256);
CREATE INDEX IF NOT EXISTS games_id ON games(game_id);
CREATE INDEX IF NOT EXISTS games_created ON games(created);
CREATE INDEX IF NOT EXISTS games_stat ON games(path, size, mtime_ns);
CREATE INDEX IF NOT EXISTS games_open ON games(path) WHERE winner IS NULL;
PRAGMA user_version = {SCHEMA_VERSION};
"""

#: The table and indexes :data:`_SCHEMA` makes.
_SCHEMA_NAMES = frozenset(
    ("games", "folders", "games_sha", "games_id", "games_created", "games_stat",
     "games_open"))
#: A folder listed this many nanoseconds or more after its last change is trusted to be
#: unchanged while its modification time is (:meth:`ArchiveIndex.new_and_gone`); one
#: changed more recently is listed again (a file system's times can be 2 s coarse: FAT).
SETTLED_NS = 3_000_000_000

#: Sort keys the listing accepts → SQL (a damaged file always comes after the readable ones).
ORDERS = {
    "created": ("created",),
    "last_action": ("last_action",),
    "scenario": ("scenario",),
    "players": ("json_array_length(names)",),
    "winner": ("coalesce(winner, '')",),
    "length": ("days", "actions"),
    "path": ("path",),
}

def _order_sql(order: str, descending: bool) -> str:
    """The ``ORDER BY`` of a listing by ``order`` (a key of :data:`ORDERS`): readable files
    first, the damaged ones after them, the path last (every order is total)."""
    way = "DESC" if descending else "ASC"
    key_sql = ", ".join(f"{k} {way}" for k in ORDERS.get(order, ORDERS["created"]))
    return f"(error IS NOT NULL), {key_sql}, path"


class IndexTrouble(Exception):
    """Why the index cannot be used as it is: ``kind`` is ``damaged`` (any SQLite error, a
    failed ``quick_check``, a row whose seal is broken or that disagrees with its file: the
    index is set aside and built again), ``busy`` (another program holds a write
    transaction; nothing is set aside) or ``unusable`` (the file cannot be opened or
    created, e.g. a read-only folder). ``moved_to``: where a damaged index was set aside
    (None when it was not)."""

    def __init__(self, detail: str, kind: str = "damaged") -> None:
        super().__init__(detail)
        self.kind = kind
        self.detail = detail
        self.moved_to: Path | None = None


def as_trouble(exc: BaseException) -> IndexTrouble:
    """The :class:`IndexTrouble` of an exception raised by the index: SQLite's «database is
    locked» / ``SQLITE_BUSY`` is ``busy``, an :class:`OSError` ``unusable``, anything else
    ``damaged``."""
    if isinstance(exc, IndexTrouble):
        return exc
    text = f"{type(exc).__name__}: {exc}"[:300]
    if isinstance(exc, OSError):
        return IndexTrouble(text, "unusable")
    name = str(getattr(exc, "sqlite_errorname", ""))
    if name.startswith(("SQLITE_BUSY", "SQLITE_LOCKED")) or "is locked" in str(exc):
        return IndexTrouble(text, "busy")
    return IndexTrouble(text, "damaged")


def _seal(values: tuple) -> str:
    """The seal of a row: a hash of the values its entry is made of (:data:`_SEALED_SQL`
    order, as SQLite gives them back). The search's folded keys are not sealed: they are
    derived from the sealed names and notes, and each row a search finds is checked
    against them (:meth:`ArchiveIndex.games`)."""
    text = "\x1f".join(map(str, values))  # cheaper than repr; a changed value changes it
    return hashlib.blake2b(text.encode("utf-8", "surrogatepass"), digest_size=12).hexdigest()


def _entry_values(row: tuple) -> tuple:
    """The values of :data:`_SEALED_SQL` (without the seal) of a row of :data:`_COLUMNS`."""
    v = row
    arrays = "[" + ",".join((v[_AT["names"]], v[_AT["roles"]], v[_AT["sides"]],
                             v[_AT["winning_seats"]], v[_AT["end_sides"]])) + "]"
    return (*(v[_AT[c]] for c in _ENTRY_COLUMNS), arrays)


def scenario_fingerprint() -> str:
    """What the verdict of a game file can depend on besides its bytes: the scenario files
    present (name, size and modification time of each ``*.toml`` of the shipped folder and
    of the club folders, at most 1 000 a folder), hashed. When it differs from the one the
    process saw last, the scenario and entry caches are emptied (a file that arrived is
    read)."""
    from . import archive
    from .scenario import club_folders, scenarios_dir, use_club_folders

    parts: list[tuple] = []
    clubs = club_folders()
    for folder in [scenarios_dir(), *clubs]:
        try:
            with os.scandir(folder) as it:
                for n, d in enumerate(it):
                    if n >= 1000:
                        break
                    if d.name.endswith(".toml"):
                        try:
                            st = d.stat()
                        except OSError:
                            continue
                        parts.append((str(folder), d.name, st.st_size, st.st_mtime_ns))
        except OSError:
            parts.append((str(folder), "", -1, 0))
    print_ = _seal(tuple(sorted(parts)))
    global _fingerprint_seen
    if print_ != _fingerprint_seen:  # (the first time too: a file may have come since)
        use_club_folders(clubs)  # empties load_scenario's and the catalogue's caches
        archive.forget_summaries()
        _fingerprint_seen = print_
    return print_


#: The last :func:`scenario_fingerprint` this process computed.
_fingerprint_seen: str | None = None


def set_aside(db_path: str | Path) -> Path | None:
    """Move a damaged index aside for inspection: ``archive.sqlite3`` → ``archive.sqlite3.bad``
    (its write-ahead log with it, as ``archive.sqlite3.bad-wal``; an earlier ``.bad`` is
    replaced). Returns the new path, or None when it could not be moved (the files are then
    read directly)."""
    path = Path(db_path)
    bad = path.with_name(path.name + ".bad")
    try:
        Path(str(bad) + "-wal").unlink(missing_ok=True)
        Path(str(bad) + "-shm").unlink(missing_ok=True)
        if path.exists():
            os.replace(path, bad)
        if Path(str(path) + "-wal").exists():
            os.replace(str(path) + "-wal", str(bad) + "-wal")
        Path(str(path) + "-shm").unlink(missing_ok=True)
    except OSError:
        return None
    return bad


def summarise_file(path: Path) -> ArchiveEntry:
    """The summary of one game file (never written), opened and replayed
    (:func:`~.archive.read_entry`): the index's reader of every file that does not end with
    a bound ``summary`` line (:func:`_from_summary`). Returns an entry with ``error`` set
    when the file cannot be opened (never raises)."""
    return read_entry(path)


def _from_summary(path: Path, raw: bytes | None) -> ArchiveEntry | None:
    """The entry of a journal (its bytes ``raw``) ending with a bound ``summary`` line (a
    game the app saw end), without replaying (:func:`~.archive.summary_entry`); None for
    any other file (never raises)."""
    if raw is None:
        return None
    try:
        return summary_entry(path, raw)
    except Exception:  # noqa: BLE001 — a summary that cannot be used: the file is replayed
        return None


def _read(path: str) -> bytes | None:
    """The bytes of a regular game file within the reader's cap (None for anything else,
    which is read the usual way: its refusal comes from there)."""
    from .journal import MAX_FILE_BYTES
    from .readers import ReadRefused, read_regular_file

    try:
        return read_regular_file(path, MAX_FILE_BYTES)
    except (ReadRefused, OSError):
        return None


def index_path(data_dir: str | Path) -> Path:
    """Where the index of a data folder lives: ``<data_dir>/archive.sqlite3``."""
    return Path(data_dir) / INDEX_NAME


def _stat(path: str) -> tuple[str, int, int]:
    """``(path, size, mtime_ns)`` of one file as :func:`_walk` gives it (size -1 when it
    cannot be ``stat``-ed: gone, or a broken link)."""
    try:
        st = os.stat(path)
    except OSError:
        return path, -1, 0
    return path, st.st_size, st.st_mtime_ns


def _utf8_name(path: str) -> bool:
    """False for a path whose name is not UTF-8 (a Persian name in Windows-1256 copied from
    a USB stick: Python holds its bytes as lone surrogates, which SQLite's text refuses).
    Such a file or folder is not listed; it used to make every refresh call the whole
    index damaged and set it aside (audit31 F5)."""
    try:
        path.encode("utf-8")
    except UnicodeEncodeError:
        return False
    return True


def _walk(root: Path, with_stat: bool = True,
          stamps: dict[str, tuple[int, int]] | None = None) -> Iterable[tuple[str, int, int]]:
    """``(path, size, mtime_ns)`` of every ``*.ravi`` under ``root`` (a folder named
    ``*.ravi`` too: it is listed as unreadable). Unlistable folders, and names that are not
    UTF-8 (:func:`_utf8_name`), are skipped. Without
    ``with_stat``, only the names: ``(path, 0, 0)``. ``stamps``: filled with each listed
    directory's ``(mtime_ns, time listed in ns)``, both taken before it is listed."""
    import time

    stack = [str(root)]
    while stack:
        folder = stack.pop()
        try:
            if stamps is not None:
                stamps[folder] = (os.stat(folder).st_mtime_ns, time.time_ns())
            with os.scandir(folder) as it:
                items = list(it)
        except OSError:
            continue
        for d in items:
            if not _utf8_name(d.path):
                continue  # a name the index cannot hold (not UTF-8): it costs only itself
            try:
                is_dir = d.is_dir(follow_symlinks=False)
            except OSError:
                is_dir = False
            if is_dir:
                stack.append(d.path)
            if d.name.endswith(EXTENSION):
                if not with_stat:
                    yield d.path, 0, 0
                    continue
                try:
                    st = d.stat()
                except OSError:
                    yield d.path, -1, 0
                    continue
                yield d.path, st.st_size, st.st_mtime_ns


def _hash(path: str) -> str:
    """SHA-256 of a regular file's bytes ("" for anything else: a FIFO is never opened)."""
    h = hashlib.sha256()
    try:
        if not stat.S_ISREG(os.stat(path).st_mode):
            return ""
        with open(path, "rb") as fh:  # noqa: PTH123 - bytes only, never parsed here
            for block in iter(lambda: fh.read(1 << 16), b""):
                h.update(block)
    except OSError:
        return ""
    return h.hexdigest()


def _under(root: str) -> tuple[str, str]:
    """The key range of the paths under ``root``: ``root/`` ≤ path < ``root0``."""
    base = root.rstrip(os.sep) + os.sep
    return base, base[:-1] + chr(ord(os.sep) + 1)


def _time(text: str | None) -> datetime | None:
    return datetime.fromisoformat(text) if text else None


class ArchiveIndex:
    """An open index (one SQLite connection; make one per thread).

    Args:
        db_path: the index file (created with its folder when missing).
        busy_timeout: seconds to wait for another connection's write transaction
            (:data:`BUSY_TIMEOUT` by default: short, the caller then reads the files).

    Raises:
        sqlite3.Error / OSError: the file cannot be opened or created (see :func:`open_index`
            for the forgiving way); IndexTrouble: ``PRAGMA quick_check`` finds it damaged.
        Reading a row whose seal is broken raises IndexTrouble (``damaged``).
    """

    def __init__(self, db_path: str | Path, busy_timeout: float = BUSY_TIMEOUT) -> None:
        _sqlite()
        self.path = Path(db_path)
        self.path.parent.mkdir(mode=0o700, parents=True, exist_ok=True)
        # owner-only before SQLite opens it: its -wal and -shm files take the same mode,
        # and the index holds the roles dealt
        os.close(os.open(self.path, os.O_CREAT | os.O_RDWR, 0o600))
        self.db = sqlite3.connect(str(self.path), timeout=busy_timeout)
        #: The scenario fingerprint the last :meth:`stale` compared the refusals with.
        self.fingerprint: str | None = None
        #: ``{path: (size, mtime_ns)}`` of the files the last :meth:`stale` found.
        self.files: dict[str, tuple[int, int]] = {}
        #: The directories the last :meth:`stale` / :meth:`new_and_gone` listed, by folder:
        #: ``{root: {directory: (mtime_ns, listed_ns)}}`` (written by :meth:`refresh`).
        self._stamps: dict[str, dict[str, tuple[int, int]]] = {}
        try:
            self.db.row_factory = sqlite3.Row
            self.db.execute("PRAGMA journal_mode=WAL")
            self.db.execute("PRAGMA synchronous=NORMAL")
            version = self.db.execute("PRAGMA user_version").fetchone()[0]
            if version not in (0, SCHEMA_VERSION):  # another version's rows and listings:
                self.db.execute("DROP TABLE IF EXISTS games")  # never trusted, built again
                self.db.execute("DROP TABLE IF EXISTS folders")
            if version != SCHEMA_VERSION or not self._has_schema():
                # only then: writing the schema (its version) makes every open a write
                self.db.executescript(_SCHEMA)
            self.db.execute("SELECT count(*) FROM games").fetchone()  # a damaged file fails
            check = self.db.execute("PRAGMA quick_check(3)").fetchall()
            if [tuple(r) for r in check] != [("ok",)]:
                raise IndexTrouble("quick_check: " + "; ".join(str(r[0]) for r in check)[:300])
        except BaseException:
            self.db.close()
            raise

    def close(self) -> None:
        self.db.close()

    def _has_schema(self) -> bool:
        """True when the table and every index of :data:`_SCHEMA` exist."""
        names = {r[0] for r in self.db.execute("SELECT name FROM sqlite_master")}
        return _SCHEMA_NAMES <= names

    def _tuples(self, sql: str, args: tuple | list = ()) -> sqlite3.Cursor:
        """The rows of ``sql`` as plain tuples (no :class:`sqlite3.Row` per row)."""
        cur = self.db.cursor()
        cur.row_factory = None
        return cur.execute(sql, args)

    def __enter__(self) -> ArchiveIndex:
        return self

    def __exit__(self, *exc: object) -> None:
        self.close()

    # --- building -----------------------------------------------------------------------
    def stale(self, folders: Iterable[str | Path]) -> tuple[list[tuple[str, str, int, int]],
                                                            list[str]]:
        """What :meth:`refresh` would do: ``([(root, path, size, mtime_ns)] to (re)read,
        [paths] gone)``; only ``stat`` calls and one query per folder. A refused file whose
        verdict was read with other scenario files than today's (:func:`scenario_fingerprint`)
        is read again. The files found are kept in :attr:`files`."""
        todo: list[tuple[str, str, int, int]] = []
        gone: list[str] = []
        seen: set[str] = set()
        self.fingerprint = scenario_fingerprint()
        self.files = {}
        self._stamps = {}
        for folder in folders:
            root = os.path.abspath(folder)
            lo, hi = _under(root)
            # (path, size, mtime_ns, read again?) from the table itself (never a lookup
            # index, which could be damaged apart from it)
            rows = list(self._tuples(
                "SELECT path, size, mtime_ns, (error IS NOT NULL AND scenarios != ?) "
                "FROM games NOT INDEXED WHERE path >= ? AND path < ?",
                (self.fingerprint, lo, hi)))
            known = {(p, size, mtime) for p, size, mtime, again in rows if not again}
            stamps: dict[str, tuple[int, int]] = {}
            found = list(_walk(Path(root), stamps=stamps)) if os.path.isdir(root) else []
            self._stamps[root] = stamps
            fresh = 0
            for row in found:
                if row[0] in seen:
                    continue
                self.files[row[0]] = (row[1], row[2])
                if row in known:
                    fresh += 1
                else:
                    todo.append((root, *row))
            if fresh != len(rows):  # else every row was found unchanged: none is gone
                paths = {row[0] for row in found}
                gone.extend(p for p, _size, _mtime, _again in rows if p not in paths)
            seen.update(row[0] for row in found)
        return todo, gone

    def new_and_gone(self, folders: Iterable[str | Path]) -> tuple[
            list[tuple[str, str, int, int]], list[str]]:
        """The quick half of :meth:`stale`: ``([(root, path, size, mtime_ns)] to read,
        [paths] gone)`` from the files' *names* only: a file the index has no row of (it is
        ``stat``-ed), a row whose file is gone, and a refused row read with other scenario
        files than today's (:func:`scenario_fingerprint`). A file changed in place (same
        name) is not found here: its row is compared with its file when it is read
        (:meth:`checked_games`, :meth:`differing`) and by a full :meth:`stale` (the archive
        window runs one in the background after every listing). :attr:`files` is left as
        it was.

        A folder whose every directory still has the modification time it had when it was
        last listed (and had had it :data:`SETTLED_NS` already then), with the same
        scenario files, is not listed again: a file added, removed or renamed changes its
        directory's time. Otherwise its directories are listed (``scandir``: names and
        kinds, no ``stat`` per file). Decisions AW1–AW2."""
        todo: list[tuple[str, str, int, int]] = []
        gone: list[str] = []
        seen: set[str] = set()
        self.fingerprint = scenario_fingerprint()
        self._stamps = {}
        for folder in folders:
            root = os.path.abspath(folder)
            if self._settled(root):
                continue
            lo, hi = _under(root)
            known = {r[0] for r in self._tuples(
                "SELECT path FROM games NOT INDEXED WHERE path >= ? AND path < ?", (lo, hi))}
            stamps: dict[str, tuple[int, int]] = {}
            found = (list(_walk(Path(root), with_stat=False, stamps=stamps))
                     if os.path.isdir(root) else [])
            self._stamps[root] = stamps
            names = set()
            for path, _size, _mtime in found:
                names.add(path)
                if path in seen or path in known:
                    continue
                seen.add(path)
                todo.append((root, *_stat(path)))
            if len(names) != len(known) or not names >= known:
                gone.extend(p for p in known if p not in names)
            again = [r[0] for r in self._tuples(
                "SELECT path FROM games NOT INDEXED WHERE path >= ? AND path < ? "
                "AND error IS NOT NULL AND scenarios != ?", (lo, hi, self.fingerprint))]
            for path in again:
                if path in names and path not in seen:
                    seen.add(path)
                    todo.append((root, *_stat(path)))
            seen.update(names)
        return todo, gone

    def offer_changes(self, folder: str | Path, written: Iterable[str] = ()) -> tuple[
            list[tuple[str, str, int, int]], list[str], list[ArchiveEntry]]:
        """What the resume offer needs compared (decision A11): ``([(root, path, size,
        mtime_ns)] to read, [paths] gone, rows compared)``. The files with no row and the
        rows whose file is gone by the folder's names (:meth:`new_and_gone`), then one
        ``stat`` for each row that could be the game offered (no winner: unfinished or
        refused) and for the row of each path of ``written`` (autosaves the app wrote,
        :func:`note_written`): a changed one is read again, a gone one dropped. A written
        path with no row whose file exists is read too. The rows compared are returned as
        read (sealed); a finished row not written is not looked at."""
        todo, gone = self.new_and_gone([folder])
        root = os.path.abspath(folder)
        lo, hi = _under(root)
        mine = sorted(p for p in written if lo <= p < hi and p.endswith(EXTENSION)
                      and _utf8_name(p))
        where, params = "winner IS NULL", cast(tuple[str, ...], ())
        if mine and len(mine) <= 500:
            where = f"winner IS NULL OR path IN ({', '.join('?' * len(mine))})"
            params = tuple(mine)
        elif mine:  # a long record: its finished rows are read and picked here
            where = "1"
        wanted = set(mine)
        rows = [e for e in self.games([folder], where=where, params=params)
                if e.winner is None or str(e.path) in wanted]
        known = {p for _root, p, _size, _mtime in todo} | set(gone)
        for e in rows:
            path = str(e.path)
            if path in known:
                continue
            known.add(path)
            _path, size, mtime = _stat(path)
            if (size, mtime) == (e.size, e.mtime_ns):
                continue
            if size == -1 and not os.path.lexists(path):
                gone.append(path)
            else:
                todo.append((root, path, size, mtime))
        for path in mine:
            if path not in known and os.path.lexists(path):
                todo.append((root, *_stat(path)))
        return todo, gone, rows

    def _settled(self, root: str) -> bool:
        """True when every directory of ``root`` as it was last listed (the ``folders``
        table) still has the modification time it had then, had had it
        :data:`SETTLED_NS` at that moment, and was listed with today's scenario files."""
        lo, hi = _under(root)
        rows = list(self._tuples(
            "SELECT path, mtime_ns, listed_ns, scenarios FROM folders "
            "WHERE path = ? OR (path >= ? AND path < ?)", (root, lo, hi)))
        if not any(r[0] == root for r in rows):
            return False
        for path, mtime, listed, fingerprint in rows:
            if fingerprint != self.fingerprint or listed - mtime < SETTLED_NS:
                return False
            try:
                if os.stat(path).st_mtime_ns != mtime:
                    return False
            except OSError:
                return False
        return True

    def _write_stamps(self) -> None:
        """Record the directories the last :meth:`stale` / :meth:`new_and_gone` listed (once
        what it found has been written: :meth:`refresh`)."""
        stamps, self._stamps = self._stamps, {}
        fingerprint = self.fingerprint or ""
        for root, dirs in list(stamps.items()):  # written only when it tells more (an index
            lo, hi = _under(root)                # brought up to date is opened without a write)
            had = {r[0]: r[1:] for r in self._tuples(
                "SELECT path, mtime_ns, listed_ns, scenarios FROM folders "
                "WHERE path = ? OR (path >= ? AND path < ?)", (root, lo, hi))}
            if had.keys() == dirs.keys() and all(
                    had[d][0] == m and had[d][2] == fingerprint
                    and (had[d][1] - m >= SETTLED_NS or listed - m < SETTLED_NS)
                    for d, (m, listed) in dirs.items()):
                del stamps[root]
        if not stamps:
            return
        with self.db:
            for root, dirs in stamps.items():
                lo, hi = _under(root)
                self.db.execute("DELETE FROM folders WHERE path = ? OR (path >= ? AND "
                                "path < ?)", (root, lo, hi))
                self.db.executemany(
                    "INSERT OR REPLACE INTO folders (path, mtime_ns, listed_ns, scenarios) "
                    "VALUES (?, ?, ?, ?)",
                    [(d, m, listed, fingerprint) for d, (m, listed) in dirs.items()])

    def differing(self, entries: Iterable[ArchiveEntry]) -> list[str]:
        """The paths of ``entries`` whose file is not as their row says: gone, or its size
        or modification time not the row's (one ``stat`` each)."""
        out = []
        for e in entries:
            path = str(e.path)
            if _stat(path)[1:] != (e.size, e.mtime_ns):
                out.append(path)
        return out

    def fix(self, paths: Iterable[str | Path]) -> int:
        """Bring the rows of ``paths`` (files of indexed folders) up to date with their
        files: a file gone loses its row, any other is read again (its size and time as
        found now). Returns the number of files read."""
        rows, gone = [], []
        for p in paths:
            path = os.path.abspath(p)
            row = self._tuples("SELECT root FROM games NOT INDEXED WHERE path = ?",
                               (path,)).fetchone()
            _path, size, mtime = _stat(path)
            if size == -1 and not os.path.lexists(path):
                gone.append(path)
            elif row is not None:
                rows.append(self._row(row[0], path, size, mtime))
        if gone:
            with self.db:
                self.db.executemany("DELETE FROM games WHERE path = ?", [(p,) for p in gone])
        self._write(rows)
        return len(rows)

    def checked_games(self, folders: Iterable[str | Path] | None = None, text: str = "",
                      order: str = "created", descending: bool = True,
                      limit: int | None = None, offset: int = 0,
                      tries: int = 3) -> tuple[list[ArchiveEntry], int]:
        """:meth:`games`, every row read compared with its file first (:meth:`differing`):
        a row whose file changed or is gone is brought up to date (:meth:`fix`) and the
        rows read again, so no row is given as it was once its file changed (a file that
        keeps changing: its row as read from it just now, after ``tries`` rounds). Returns
        the rows and how many rows were fixed (the listing's count may have changed then).

        Raises:
            IndexTrouble: a row's seal is broken (``damaged``); sqlite3.Error."""
        fixed = 0
        folders = None if folders is None else list(folders)
        for _ in range(tries):
            entries = self.games(folders, text, order, descending, limit=limit,
                                 offset=offset)
            bad = self.differing(entries)
            if not bad:
                return entries, fixed
            self.fix(bad)
            fixed += len(bad)
        return self.games(folders, text, order, descending, limit=limit,
                          offset=offset), fixed

    def every_game(self, folders: Iterable[str | Path]) -> list[ArchiveEntry]:
        """Every game of ``folders`` after every file was compared with its row (a full
        :meth:`stale`, the changed files read again): what statistics count. The listing
        is checked against the files found (each file once, same size and time, none
        missing), once more after a file changed meanwhile.

        Raises:
            IndexTrouble: a row disagrees with its file twice, or its seal is broken;
            sqlite3.Error."""
        return _listing(self, [Path(f) for f in folders], None, None, {})

    def refresh(self, folders: Iterable[str | Path],
                progress: Callable[[int, int], object] | None = None,
                cancelled: Callable[[], bool] | None = None,
                found: tuple[list[tuple[str, str, int, int]], list[str]] | None = None) -> int:
        """Bring the rows of ``folders`` (each searched recursively) up to date with the
        files: files whose size or modification time changed are read again, new files are
        added, rows of files gone are removed. ``progress(done, total)`` is called after each
        file read (and once with ``(0, total)``); ``cancelled()`` true stops between files
        (what was read is kept). ``found``: what :meth:`stale` returned for ``folders`` just
        before (the files are then not looked at again). Returns the number of files read."""
        todo, gone = self.stale(folders) if found is None else found
        if gone:
            with self.db:
                self.db.executemany("DELETE FROM games WHERE path = ?", [(p,) for p in gone])
        total = len(todo)
        if progress is not None:
            progress(0, total)
        done = 0
        batch: list[tuple] = []
        for root, path, size, mtime in todo:
            if cancelled is not None and cancelled():
                break
            batch.append(self._row(root, path, size, mtime))
            done += 1
            if len(batch) >= BATCH:
                self._write(batch)
                batch = []
            if progress is not None:
                progress(done, total)
        self._write(batch)
        if done == total:  # every file found is in: the folders are as they were listed
            self._write_stamps()
        else:
            self._stamps = {}
        return done

    def _write(self, rows: list[tuple]) -> None:
        """Write rows of :data:`_COLUMNS`, each with its seal and, for a refusal, the
        scenario fingerprint it was read with."""
        if not rows:
            return
        if self.fingerprint is None:
            self.fingerprint = scenario_fingerprint()
        names = (*_COLUMNS, "seal", "scenarios")
        marks = ", ".join("?" * len(names))
        error = _AT["error"]
        sealed = [(*r, _seal(_entry_values(r)), "" if r[error] is None else self.fingerprint)
                  for r in rows]
        with self.db:
            self.db.executemany(
                f"INSERT OR REPLACE INTO games ({', '.join(names)}) VALUES ({marks})", sealed)

    def _row(self, root: str, path: str, size: int, mtime: int) -> tuple:
        raw = _read(path)
        digest = _hash(path) if raw is None else hashlib.sha256(raw).hexdigest()
        same = None
        if digest:
            same = self.db.execute(
                "SELECT * FROM games WHERE sha256 = ? AND error IS NULL LIMIT 1",
                (digest,)).fetchone()
        if same is not None and same["sha256"] != digest:  # a damaged lookup: replayed
            same = None
        if same is not None:  # a copy, a move or a touch: the same record, not replayed
            values = dict(same)
            if _seal(_entry_values(tuple(values[c] for c in _COLUMNS))) != values["seal"]:
                raise IndexTrouble(f"the row of {values['path']!r} does not match its seal")
            values.update(path=path, root=root, size=size, mtime_ns=mtime)
            return tuple(values[c] for c in _COLUMNS)
        e = _from_summary(Path(path), raw) or summarise_file(Path(path))
        return (
            path, root, size, mtime, digest, e.game_id, e.parent, e.scenario_id,
            json.dumps(list(e.names), ensure_ascii=False),
            "\n".join(fold(n) for n in e.names), json.dumps(list(e.roles)),
            json.dumps(list(e.sides)),
            e.created.isoformat() if e.created else None,
            e.last_played.isoformat() if e.last_played else None,
            e.phase, e.number, e.days, e.winner, json.dumps(list(e.winning_seats)),
            e.termination, e.actions, e.notes, fold(e.notes), e.error, e.detail,
            json.dumps(list(e.end_sides)),
        )

    def forget(self, path: str | Path) -> None:
        """Drop the row of ``path`` (it is read again at the next refresh)."""
        with self.db:
            self.db.execute("DELETE FROM games WHERE path = ?", (os.path.abspath(path),))

    # --- reading ------------------------------------------------------------------------
    def games(self, folders: Iterable[str | Path] | None = None, text: str = "",
              order: str = "created", descending: bool = True,
              where: str = "", params: tuple = (), limit: int | None = None,
              offset: int = 0) -> list[ArchiveEntry]:
        """The indexed games under ``folders`` (all rows when None), each file once; with
        ``text``, those with a player's name (or the notes) containing it (:func:`fold` on
        both sides). Sorted by ``order`` (a key of :data:`ORDERS`), readable files first,
        then the damaged ones by path. With ``limit``, only that many rows from row
        ``offset`` (from 0) of that order: a window's page. Reads the index only (its
        table: never a lookup index).

        Raises:
            IndexTrouble: a row's seal is broken (``damaged``); sqlite3.Error."""
        cond, args, needle = self._where(folders, text, where, params)
        if cond is None:
            return []
        by = _order_sql(order, descending)
        if limit is None:
            sql = f"SELECT {_SEALED_SQL} FROM games NOT INDEXED WHERE {cond} ORDER BY {by}"
        else:  # the page's rows chosen first, then only their values made (not every row's)
            sql = (f"SELECT {_SEALED_SQL} FROM games NOT INDEXED WHERE rowid IN (SELECT "
                   f"rowid FROM games NOT INDEXED WHERE {cond} ORDER BY {by} LIMIT ? OFFSET "
                   f"?) ORDER BY {by}")
            args += [max(0, limit), max(0, offset)]
        seen: dict[str, Path] = {}
        entries = [_entry(r, seen) for r in self._sealed(sql, args)]
        for e in entries if needle else ():  # what the search found, by the sealed values
            if not any(needle in fold(n) for n in e.names) and needle not in fold(e.notes):
                raise IndexTrouble(f"the search keys of {str(e.path)[:200]!r} are not its "
                                   "names")
        return entries

    def _where(self, folders: Iterable[str | Path] | None, text: str, where: str,
               params: tuple) -> tuple[str | None, list, str]:
        """The condition of :meth:`games` (None when no folder is given), its arguments
        and the folded search text."""
        cond, args = "1", []
        if folders is not None:
            parts = []
            for f in folders:
                lo, hi = _under(os.path.abspath(f))
                parts.append("(path >= ? AND path < ?)")
                args += [lo, hi]
            if not parts:
                return None, [], ""
            cond += " AND (" + " OR ".join(parts) + ")"
        needle = fold(text.strip())
        if needle:
            cond += " AND (instr(names_key, ?) > 0 OR instr(notes_key, ?) > 0)"
            args += [needle, needle]
        if where:
            cond += f" AND ({where})"
            args += list(params)
        return cond, args, needle

    def listed(self, folders: Iterable[str | Path] | None = None, text: str = "",
               where: str = "", params: tuple = ()) -> tuple[int, int, list[str]]:
        """What a listing of :meth:`games` holds, without reading its rows: ``(rows,
        damaged rows, scenario ids of the readable ones)`` (the damaged rows are the last
        ones of any order).

        Raises:
            sqlite3.Error."""
        cond, args, _needle = self._where(folders, text, where, params)
        if cond is None:
            return 0, 0, []
        total, bad, ids = self._tuples(  # one pass over the table
            "SELECT count(*), count(error), json_group_array(DISTINCT CASE WHEN error IS "
            f"NULL THEN scenario END) FROM games NOT INDEXED WHERE {cond}", args).fetchone()
        return total, bad, [i for i in json.loads(ids) if i is not None]

    def position(self, path: str | Path, folders: Iterable[str | Path] | None = None,
                 text: str = "", order: str = "created", descending: bool = True) -> int:
        """The row (from 0) of ``path`` in the listing :meth:`games` gives with the same
        arguments; -1 when it is not listed. One query: the rows are not read.

        Raises:
            sqlite3.Error."""
        cond, args, _needle = self._where(folders, text, "", ())
        if cond is None:
            return -1
        row = self._tuples(
            f"SELECT n FROM (SELECT path, row_number() OVER (ORDER BY "
            f"{_order_sql(order, descending)}) - 1 AS n FROM games NOT INDEXED "
            f"WHERE {cond}) WHERE path = ?", [*args, str(path)]).fetchone()
        return -1 if row is None else int(row[0])

    def _sealed(self, sql: str, args: tuple | list = ()) -> Iterable[tuple]:
        """The rows of ``SELECT {_SEALED_SQL} …``, each checked against its seal.

        Raises:
            IndexTrouble: a row whose seal is broken (``damaged``)."""
        for r in self._tuples(sql, args):
            if _seal(r[:-1]) != r[-1]:
                raise IndexTrouble(f"the row of {str(r[0])[:200]!r} does not match its seal")
            yield r

    def by_game_id(self, game_id: str) -> list[ArchiveEntry]:
        """Every indexed file of one game id (copies, the autosave, an older copy…)."""
        return [_entry(r) for r in self._sealed(
            f"SELECT {_SEALED_SQL} FROM games NOT INDEXED WHERE game_id = ? "
            "ORDER BY actions DESC, path", (game_id,))]

    def children(self, game_id: str) -> list[ArchiveEntry]:
        """The readable indexed games whose parent is ``game_id`` (its copies and branches)."""
        return [_entry(r) for r in self._sealed(
            f"SELECT {_SEALED_SQL} FROM games NOT INDEXED WHERE parent = ? "
            "AND error IS NULL ORDER BY path", (game_id,))]

    def check_listing(self, entries: list[ArchiveEntry], complete: bool = True,
                      files: bool = True) -> None:
        """Compare a listing with the files the last :meth:`stale` found: every entry a
        file found, each once, with the same size and modification time; with
        ``complete``, every file found listed. Without ``files`` (a listing made while
        files may change, e.g. a window's), only that each file is listed once.

        Raises:
            IndexTrouble: a row disagrees with its file (``damaged``)."""
        seen: set[str] = set()
        for e in entries:
            path = str(e.path)
            if path in seen:
                raise IndexTrouble(f"{path!r} is listed twice")
            seen.add(path)
            if files and self.files.get(path) != (e.size, e.mtime_ns):
                raise IndexTrouble(f"the row of {path!r} disagrees with its file")
        if files and complete and len(seen) != len(self.files):
            missing = next((p for p in self.files if p not in seen), "")
            raise IndexTrouble(f"{missing!r} has no row")

    def count(self) -> int:
        return self.db.execute("SELECT count(*) FROM games").fetchone()[0]


#: The columns an entry is made of (:func:`_entry`), in this order, then the five JSON
#: arrays (names, roles, sides, winning seats, sides at the end) as one array of five (one
#: decode per row).
_ENTRY_COLUMNS = (
    "path", "game_id", "parent", "created", "scenario", "winner", "termination", "actions",
    "phase", "number", "days", "notes", "error", "detail", "last_action", "size", "mtime_ns",
    "sha256",
)
_ENTRY_SQL = (
    ", ".join(_ENTRY_COLUMNS)
    + ", '[' || names || ',' || roles || ',' || sides || ',' || winning_seats || ','"
    " || end_sides || ']'"
)
#: What a sealed read selects: the entry's values, then the seal.
_SEALED_SQL = f"{_ENTRY_SQL}, seal"


#: Every field of :class:`ArchiveEntry` with its default (``path`` has none: always given).
_DEFAULTS = {f.name: f.default for f in fields(ArchiveEntry)}


def _entry(r: tuple, folders: dict[str, Path] | None = None) -> ArchiveEntry:
    """The entry of one row of ``SELECT {_ENTRY_SQL}``. ``folders`` (a dict the caller keeps
    for one listing) holds the :class:`Path` of each folder seen: a file's path is its
    folder's joined with its name, cheaper than parsing the whole path again.

    The frozen dataclass is filled as its own ``__init__`` would fill it (it has no
    ``__post_init__``), without one ``object.__setattr__`` call per field."""
    path = r[0]
    head, _sep, name = path.rpartition(os.sep)
    if folders is None or not head or not name:
        file = Path(path)
    else:
        parent = folders.get(head)
        if parent is None:
            parent = folders[head] = Path(head)
        file = parent / name
    names, roles, sides, seats, end = json.loads(r[18])
    e = object.__new__(ArchiveEntry)
    values = e.__dict__
    values.update(_DEFAULTS)
    values.update(
        path=file, game_id=r[1], parent=r[2], created=_time(r[3]), scenario_id=r[4],
        names=tuple(names), roles=tuple(roles), sides=tuple(sides), end_sides=tuple(end),
        winner=r[5],
        winning_seats=tuple(seats), termination=r[6], actions=r[7], phase=r[8], number=r[9],
        days=r[10], notes=r[11], error=r[12], detail=r[13], last_played=_time(r[14]),
        size=r[15], mtime_ns=r[16], sha256=r[17],
    )
    return e


def entry_of(row: sqlite3.Row) -> ArchiveEntry:
    """The :class:`~narrator_app.engine.archive.ArchiveEntry` of an index row (a
    :class:`sqlite3.Row` of ``SELECT *``)."""
    arrays = "[" + ",".join(row[k] for k in ("names", "roles", "sides", "winning_seats",
                                             "end_sides")) + "]"
    return _entry((row["path"], row["game_id"], row["parent"], row["created"],
                   row["scenario"], row["winner"], row["termination"], row["actions"],
                   row["phase"], row["number"], row["days"], row["notes"], row["error"],
                   row["detail"], row["last_action"], row["size"], row["mtime_ns"],
                   row["sha256"], arrays))


def open_index(data_dir: str | Path,
               problems: list[IndexTrouble] | None = None) -> ArchiveIndex | None:
    """The index of ``data_dir`` (created when missing). A damaged index file is set aside
    as ``archive.sqlite3.bad`` and a new one built; None when none can be opened (e.g. a
    read-only folder, or another program holding a write transaction on it): the caller
    then reads the files. Each trouble met is appended to ``problems``."""
    path = index_path(data_dir)
    _sqlite()
    try:
        return ArchiveIndex(path)
    except Exception as exc:  # noqa: BLE001 — never fatal: set aside, or the files are read
        trouble = as_trouble(exc)
    _report(problems, trouble)
    if trouble.kind != "damaged":
        return None  # a busy index is another program's: never moved
    trouble.moved_to = set_aside(path)
    if trouble.moved_to is None:
        return None
    try:
        return ArchiveIndex(path)
    except Exception as exc:  # noqa: BLE001 — the files are read then
        _report(problems, as_trouble(exc))
        return None


def _report(problems: list[IndexTrouble] | None, trouble: IndexTrouble) -> None:
    if problems is not None:
        problems.append(trouble)


def _default_order(entries: Iterable[ArchiveEntry]) -> list[ArchiveEntry]:
    """:meth:`ArchiveIndex.games`' default order, for files read directly: readable games
    newest first, then the damaged files by path."""
    entries = list(entries)
    good = sorted((e for e in entries if e.error is None),
                  key=lambda e: (e.created.isoformat() if e.created else "", str(e.path)),
                  reverse=True)
    bad = sorted((e for e in entries if e.error is not None), key=lambda e: str(e.path))
    return good + bad


def _read_directly(folders: list[Path], text: str = "") -> list[ArchiveEntry]:
    """Every game file of ``folders`` read directly (no index), each once, in the default
    order; with ``text``, those a player's name or the notes contain (:func:`fold`)."""
    from .archive import search

    seen: set[str] = set()
    out: list[ArchiveEntry] = []
    for folder in folders:
        for path, size, mtime in _walk(Path(os.path.abspath(folder))):
            if path not in seen:
                seen.add(path)
                out.append(_stamped(path, size, mtime))
    if text.strip():  # as the index's search: a damaged file has no name to match
        out = search([e for e in out if e.error is None], text)
    return _default_order(out)


def _stamped(path: str, size: int, mtime: int) -> ArchiveEntry:
    """The summary of one file read directly, with the size and time it was found with."""
    from dataclasses import replace

    return replace(summarise_file(Path(path)), size=size, mtime_ns=mtime)


def default_data_dir() -> Path:
    """The user's data folder (e.g. ``~/.local/share/Ravi``): where the app keeps its
    autosaves and the archive index."""
    import platformdirs

    return Path(platformdirs.user_data_dir("Ravi", appauthor=False))


def indexed_games(folders: Iterable[str | Path], data_dir: str | Path | None = None,
                  progress: Callable[[int, int], object] | None = None,
                  problems: list[IndexTrouble] | None = None,
                  **query) -> list[ArchiveEntry]:
    """Refresh the index of ``data_dir`` (the user's data folder by default) for
    ``folders`` and list their games (:meth:`ArchiveIndex.games` keywords). Never raises
    for the index: a damaged one (an SQLite error, a broken seal, a row that disagrees with
    its file) is set aside and built again from the files; a busy one (another program's
    write transaction) is read as it is, the files changed since read directly; without a
    usable index the files are read directly (slower, same result). Each trouble is
    appended to ``problems``."""
    paths = [Path(f) for f in folders]
    path = index_path(default_data_dir() if data_dir is None else data_dir)
    _sqlite()
    for attempt in range(2):
        try:
            with ArchiveIndex(path) as index:
                return _listing(index, paths, progress, problems, query)
        except Exception as exc:  # noqa: BLE001 — whatever the index does, the files are listed
            trouble = as_trouble(exc)
        _report(problems, trouble)
        if trouble.kind != "damaged" or attempt:
            break
        trouble.moved_to = set_aside(path)
        if trouble.moved_to is None:
            break
    return _read_directly(paths, query.get("text", ""))


def _listing(index: ArchiveIndex, folders: list[Path], progress, problems,
             query: dict) -> list[ArchiveEntry]:
    """:func:`indexed_games` with an open index: refreshed and listed, the listing
    compared with the files (once more after a file changed meanwhile)."""
    complete = not query.get("text", "").strip()
    for again in (False, True):
        found = index.stale(folders)
        try:
            index.refresh(folders, progress, found=found)
        except sqlite3.OperationalError as exc:
            trouble = as_trouble(exc)
            if trouble.kind != "busy":
                raise
            _report(problems, trouble)
            return _overlay(index, folders, found, query)
        entries = index.games(folders, **query)
        try:
            index.check_listing(entries, complete)
            return entries
        except IndexTrouble:
            if again:
                raise
            index.stale(folders)  # a file changed while it was listed? looked at once more
    return entries


def _overlay(index: ArchiveIndex, folders: list[Path],
             found: tuple[list[tuple[str, str, int, int]], list[str]],
             query: dict) -> list[ArchiveEntry]:
    """The listing of a busy index (nothing written): its rows of the files unchanged, and
    the files it does not know as they are read directly, in the default order."""
    from .archive import search

    todo, gone = found
    skip = {p for _root, p, _size, _mtime in todo} | set(gone)
    rows = [e for e in index.games(folders) if str(e.path) not in skip]
    index.check_listing(rows, complete=False)
    entries = rows + [_stamped(p, size, mtime) for _root, p, size, mtime in todo]
    text = query.get("text", "")
    if text.strip():
        entries = search([e for e in entries if e.error is None], text)
    return _default_order(entries)


def resume_candidates(data_dir: str | Path, read_at_most: int | None = None,
                      progress: Callable[[int, int], object] | None = None,
                      cancelled: Callable[[], bool] | None = None,
                      problems: list[IndexTrouble] | None = None,
                      forget_written: bool = False) -> list[ArchiveEntry] | None:
    """What the app offers at start: the unfinished games of ``<data_dir>/autosave``, the one
    played last first (by its last action's time), then the autosaves that cannot be read,
    each with its refusal (``error``, ``detail``), newest file first. Reads the index (only
    files changed since it was last refreshed are read; after a crash, the game that was
    being played).

    What is compared with its file first (:meth:`ArchiveIndex.offer_changes`, decision
    A11): the files the index has no row of and the rows whose file is gone (by the
    folder's names, :meth:`ArchiveIndex.new_and_gone`), and — one ``stat`` each — every row
    that could be the game offered (no winner, or refused) and every autosave the app
    recorded as written since (:func:`note_written`: a finished game played on after an
    undo). A finished row is not looked at otherwise: the archive window and statistics
    compare each row with its file before they show or count it. When the record of
    written autosaves cannot be trusted (not a regular file, too long, not UTF-8), every
    file is compared (:meth:`ArchiveIndex.stale`). ``forget_written``: the record is
    removed once its files are compared and read (only where no game is being written:
    the window's start).

    ``read_at_most``: when more files than this would have to be read (a first start over
    many games, no usable index), nothing is read and None is returned — the caller asks
    again without a limit where waiting does not freeze anything (a worker thread).
    ``progress(done, total)`` and ``cancelled()`` as in :meth:`ArchiveIndex.refresh`, also
    where the files are read without an index (when cancelled, the files read so far are
    listed).

    Never raises for the index: when it is damaged (set aside, :func:`set_aside`; built
    again by the next reader of the archive) or busy, the newest :data:`NEWEST_AUTOSAVES`
    autosaves (by modification time) are read directly instead, and the trouble is
    appended to ``problems``."""
    folder = Path(data_dir) / "autosave"
    if not folder.is_dir():
        return []
    path = index_path(data_dir)
    _sqlite()
    entries: list[ArchiveEntry] | None = None
    try:
        with ArchiveIndex(path) as index:
            entries = _indexed_offer(index, data_dir, read_at_most, progress, cancelled,
                                     forget_written)
            if entries is None:
                return None
    except Exception as exc:  # noqa: BLE001 — whatever the index does, the offer is made
        trouble = as_trouble(exc)
        _report(problems, trouble)
        entries = None  # nothing listed from an index found wrong
        if trouble.kind == "damaged":
            trouble.moved_to = set_aside(path)
        elif trouble.kind == "unusable":  # no index at all (e.g. a read-only folder)
            entries = _scan_all(folder, read_at_most, progress, cancelled)
            if entries is None:
                return None
    if entries is None:
        entries = _newest(folder, progress, cancelled)
    return _offer_order(entries)


def _indexed_offer(index: ArchiveIndex, data_dir: str | Path, read_at_most: int | None,
                   progress: Callable[[int, int], object] | None,
                   cancelled: Callable[[], bool] | None,
                   forget_written: bool) -> list[ArchiveEntry] | None:
    """:func:`resume_candidates` with the index open: the rows of ``<data_dir>/autosave``
    with no winner, after what could be offered was compared with its files and read again
    (every file when the record of written autosaves cannot be trusted); None when more
    than ``read_at_most`` files would have to be read (nothing read).

    Raises:
        IndexTrouble: a row disagrees with its file twice (not a file changed meanwhile);
        sqlite3.Error."""
    folder = Path(data_dir) / "autosave"
    written = written_autosaves(data_dir)
    listed: list[ArchiveEntry] | None = None
    entries: list[ArchiveEntry] = []
    for again in (False, True):
        if written is None:  # every file compared with its row
            found, listed = index.stale([folder]), None
        else:
            todo, gone, listed = index.offer_changes(folder, written[0])
            found = todo, gone
        if read_at_most is not None and len(found[0]) > read_at_most:
            return None
        index.refresh([folder], progress, cancelled, found=found)
        try:
            entries = _offer_listing(index, folder, found, listed)
            break
        except IndexTrouble:
            if again:  # not a file changed meanwhile (looked at once more)
                raise
    if forget_written and (written is None or written[1]):
        _forget_written(data_dir, None if written is None else written[1])
    return entries


def _offer_listing(index: ArchiveIndex, folder: Path,
                   found: tuple[list[tuple[str, str, int, int]], list[str]],
                   listed: list[ArchiveEntry] | None) -> list[ArchiveEntry]:
    """The rows of ``folder`` with no winner after :meth:`ArchiveIndex.refresh` wrote
    ``found``, each checked against its file: against what :meth:`ArchiveIndex.stale`
    found (``listed`` None), else against a ``stat`` of its own; ``listed`` (the rows
    :meth:`ArchiveIndex.offer_changes` compared) is the answer when nothing was written.

    Raises:
        IndexTrouble: a row disagrees with its file, or a file is listed twice."""
    if listed is None:
        entries = index.games([folder], where="winner IS NULL")
        index.check_listing(entries, complete=False)
        return entries
    if found[0] or found[1]:
        entries = index.games([folder], where="winner IS NULL")
        index.check_listing(entries, complete=False, files=False)
        bad = index.differing(entries)
        if bad:
            raise IndexTrouble(f"the row of {bad[0]!r} disagrees with its file")
        return entries
    entries = [e for e in listed if e.winner is None]
    index.check_listing(entries, complete=False, files=False)
    return entries


#: The record of the autosaves the app wrote since the resume offer last compared them with
#: their rows, in the data folder: one path a line (:func:`note_written`).
WRITTEN_NAME = "autosaves-written.txt"
#: A longer record is not read: every file is compared instead.
WRITTEN_MAX_BYTES = 256 * 1024


def note_written(data_dir: str | Path, path: str | Path) -> bool:
    """Record that the autosave ``path`` is about to be written (the app calls this before
    its first write to a game's autosave in a session): the resume offer at the next start
    compares that file with its index row although its row is of a finished game
    (:func:`resume_candidates`) — an autosave grows in place, so its folder does not say it
    changed. Appended to ``<data_dir>/`` :data:`WRITTEN_NAME` (owner-only) and flushed with
    ``fsync`` before the autosave is written. False when it could not be recorded (the
    game is autosaved all the same; the archive window still compares the row)."""
    from .journal import fsync_dir

    record = Path(data_dir) / WRITTEN_NAME
    line = (os.path.abspath(path) + "\n").encode("utf-8", "surrogatepass")
    try:
        new = not os.path.lexists(record)
        fd = os.open(record, os.O_WRONLY | os.O_APPEND | os.O_CREAT
                     | getattr(os, "O_NOFOLLOW", 0) | getattr(os, "O_NONBLOCK", 0), 0o600)
        try:
            if not stat.S_ISREG(os.fstat(fd).st_mode):
                return False
            # its own writes, not the journal's append (journal.write_all): the record is
            # no journal line, and the crash tests tear the journal's k-th append
            view = memoryview(line)
            while view:
                view = view[os.write(fd, view):]
            os.fsync(fd)
        finally:
            os.close(fd)
        if new:
            fsync_dir(record.parent)
    except (OSError, ValueError):
        return False
    return True


def written_autosaves(data_dir: str | Path) -> tuple[set[str], bytes] | None:
    """The paths :func:`note_written` recorded in ``data_dir`` and the record's bytes
    (an empty set when there is none); None when the record cannot be trusted: not a
    regular file, longer than :data:`WRITTEN_MAX_BYTES`, not UTF-8, or unreadable."""
    from .readers import ReadRefused, read_regular_file

    record = Path(data_dir) / WRITTEN_NAME
    if not os.path.lexists(record):
        return set(), b""
    try:
        raw = read_regular_file(record, WRITTEN_MAX_BYTES)
        text = raw.decode("utf-8")
    except (ReadRefused, OSError, UnicodeDecodeError):
        return None
    return {p for p in text.split("\n") if p}, raw


def _forget_written(data_dir: str | Path, raw: bytes | None) -> None:
    """Remove the record of written autosaves once its files were compared: when it still
    holds the bytes ``raw`` (nothing recorded since), or — ``raw`` None, a record that could
    not be trusted and every file was compared — when it is a regular file (a folder or
    anything else at its name is left alone). Left as it is on any error."""
    from .readers import ReadRefused, read_regular_file

    record = Path(data_dir) / WRITTEN_NAME
    try:
        if raw is None:
            if stat.S_ISREG(os.lstat(record).st_mode):
                record.unlink()
        elif read_regular_file(record, WRITTEN_MAX_BYTES) == raw:
            record.unlink()
    except (ReadRefused, OSError):
        pass


def _scan_all(folder: Path, read_at_most: int | None,
              progress: Callable[[int, int], object] | None,
              cancelled: Callable[[], bool] | None) -> list[ArchiveEntry] | None:
    """Every autosave of ``folder`` read without an index (:func:`archive.scan`); None,
    nothing read, when that is more than ``read_at_most`` files."""
    from itertools import islice

    from .archive import scan

    if read_at_most is not None and len(
            list(islice(_walk(folder), read_at_most + 1))) > read_at_most:
        return None
    return scan(folder, progress, cancelled)


def _offer_order(entries: list[ArchiveEntry]) -> list[ArchiveEntry]:
    """The unfinished games readable, the one played last first (by its last action's
    time), then those that cannot be read, newest file first; finished games left out."""
    good = sorted((e for e in entries if e.error is None and not e.finished),
                  key=lambda e: cast(datetime, e.last_played or e.created), reverse=True)
    bad = sorted((e for e in entries if e.error is not None),
                 key=lambda e: e.mtime_ns, reverse=True)
    return good + bad


def _newest(folder: Path, progress: Callable[[int, int], object] | None = None,
            cancelled: Callable[[], bool] | None = None,
            most: int = NEWEST_AUTOSAVES) -> list[ArchiveEntry]:
    """The newest ``most`` game files of ``folder`` (by modification time) read directly."""
    files = sorted(_walk(folder), key=lambda r: r[2], reverse=True)[:most]
    out: list[ArchiveEntry] = []
    if progress is not None:
        progress(0, len(files))
    for path, size, mtime in files:
        if cancelled is not None and cancelled():
            break
        out.append(_stamped(path, size, mtime))
        if progress is not None:
            progress(len(out), len(files))
    return out


def last_good_state(entry: ArchiveEntry) -> ArchiveEntry | None:
    """The last good state of a file that cannot be read (``entry``: its entry, ``error``
    set), or None when it has none. Two are looked for:

    - a journal (format 3) whose header reads: its game replayed from the lines before the
      first damaged line, or before the first action the rules refuse
      (:func:`~.gamefile.open_game_until_damage`); the entry's ``path`` is the damaged file
      itself and ``good_until`` that line's number;
    - its previous good copy ``<name>.bak`` (v1/v2 era saves) when that opens; the entry's
      ``path`` is the ``.bak`` and ``from_backup`` is set.

    When both exist, the one whose last action is later (the journal on a tie). Neither file
    is written (decision J11). Open it with :func:`open_last_good`."""
    from dataclasses import replace

    from .archive import summarise_game
    from .gamefile import backup_path, open_game_until_damage

    found: list[ArchiveEntry] = []
    try:
        game, err = open_game_until_damage(entry.path)
        if err is not None and isinstance(err.line, int):
            found.append(replace(summarise_game(Path(entry.path), game), good_until=err.line))
    except Exception:  # noqa: BLE001 - no usable header (or a v1/v2 file): no journal state
        pass
    bak = backup_path(entry.path)
    if bak.is_file():
        kept = read_entry(bak)
        if kept.error is None:
            found.append(replace(kept, from_backup=True))
    if not found:
        return None
    return max(found, key=lambda e: (e.last_played or e.created, e.good_until is not None))


def open_last_good(state: ArchiveEntry):
    """The :class:`~narrator_app.engine.game.Game` of a last good state (an entry from
    :func:`last_good_state`): the journal replayed up to its damage (``good_until``), or the
    ``.bak`` (``from_backup``). Only reads; the game keeps the damaged game's id (the caller
    gives a copy its own id, decision J12).

    Raises:
        GameFileError: the file no longer opens (changed since it was looked at).
    """
    from .gamefile import open_game, open_game_until_damage

    if state.good_until is not None:
        return open_game_until_damage(state.path)[0]
    return open_game(state.path)


def copies_of(data_dir: str | Path, game_id: str) -> list[ArchiveEntry]:
    """The readable games of the archive index of ``data_dir`` that record ``game_id`` as
    their parent (a copy of its last good state, or a branch), whose file still exists;
    read from the index only (when no index can be used, the newest
    :data:`NEWEST_AUTOSAVES` autosaves read directly; the index is never set aside here).
    Empty for an empty ``game_id``."""
    if not game_id:
        return []
    _sqlite()
    try:
        with ArchiveIndex(index_path(data_dir)) as index:
            rows = index.children(game_id)
    except Exception:  # noqa: BLE001 — whatever the index does, the newest files are read
        rows = [e for e in _newest(Path(data_dir) / "autosave") if e.parent == game_id]
    return [e for e in rows if e.error is None and Path(e.path).is_file()]


#: Names of :class:`ArchiveEntry` fields (for tests and exports).
ENTRY_FIELDS = tuple(f.name for f in fields(ArchiveEntry))

__all__ = [
    "ArchiveIndex",
    "IndexTrouble",
    "copies_of",
    "default_data_dir",
    "entry_of",
    "fold",
    "index_path",
    "indexed_games",
    "last_good_state",
    "open_index",
    "open_last_good",
    "note_written",
    "resume_candidates",
    "scenario_fingerprint",
    "set_aside",
    "summarise_file",
    "written_autosaves",
]
