"""The archive index: one SQLite row per game file, a cache of what the files say.

No Qt. The files stay the truth; the index (Python's own :mod:`sqlite3`, WAL mode) lives in
the user's data folder (``<data_dir>/archive.sqlite3``) and holds, per ``*.ravi`` file of an
indexed folder: its path, size, modification time and SHA-256, and the game's summary
(id, parent, scenario, players, roles and sides dealt, dates, phase reached, winner and
why, winning seats, length, notes) — or, for a file that cannot be opened, its refusal code
and reason. :meth:`ArchiveIndex.refresh` re-reads only the files whose size or modification
time changed (a file whose content hash is already indexed, a copy or a touched file, is
not replayed again), adds new files and forgets files that are gone. Listing, search and
sorting (:meth:`ArchiveIndex.games`) read the index only. Two lookups serve the start: the
comparison of the files with the rows reads only ``(path, size, mtime_ns)`` (index
``games_stat``) and the resume offer only the unfinished rows (partial index ``games_open``);
an index that already has its shape is opened without a write.

Every file is summarised by one function, :func:`summarise_file` (today
:func:`narrator_app.engine.archive.read_entry`, which opens the game with
:func:`~narrator_app.engine.gamefile.open_game`); a cheaper header reader can be put in its
place without touching the rest.

An index that cannot be opened (a damaged database, a read-only folder) is never fatal: it
is set aside (``archive.sqlite3.bad``) and built again, or the caller falls back to reading
the files (:func:`open_index` returns None).
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

from .archive import ArchiveEntry, fold, read_entry

#: :mod:`sqlite3`, imported when the first index is opened (:func:`_sqlite`): the window's
#: start-up paints before it needs the archive.
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
#: Bumped when the table's shape or a row's meaning changes: an older index is dropped and
#: built again (2: ``roles``/``sides`` are the deal as it stands, a corrected deal counted).
SCHEMA_VERSION = 2
#: Rows written between commits during a build (a reader sees the build progress).
BATCH = 200

EXTENSION = ".ravi"

_COLUMNS = (
    "path", "root", "size", "mtime_ns", "sha256", "game_id", "parent", "scenario",
    "names", "names_key", "roles", "sides", "created", "last_action", "phase", "number",
    "days", "winner", "winning_seats", "termination", "actions", "notes", "notes_key",
    "error", "detail",
)

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
    detail TEXT NOT NULL DEFAULT ''
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
    ("games", "games_sha", "games_id", "games_created", "games_stat", "games_open"))

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

def summarise_file(path: Path) -> ArchiveEntry:
    """The summary of one game file (never written): the one reader of the index. Returns
    an entry with ``error`` set when the file cannot be opened (never raises)."""
    return read_entry(path)


def index_path(data_dir: str | Path) -> Path:
    """Where the index of a data folder lives: ``<data_dir>/archive.sqlite3``."""
    return Path(data_dir) / INDEX_NAME


def _walk(root: Path) -> Iterable[tuple[str, int, int]]:
    """``(path, size, mtime_ns)`` of every ``*.ravi`` under ``root`` (a folder named
    ``*.ravi`` too: it is listed as unreadable). Unlistable folders are skipped."""
    stack = [str(root)]
    while stack:
        folder = stack.pop()
        try:
            with os.scandir(folder) as it:
                items = list(it)
        except OSError:
            continue
        for d in items:
            try:
                is_dir = d.is_dir(follow_symlinks=False)
            except OSError:
                is_dir = False
            if is_dir:
                stack.append(d.path)
            if d.name.endswith(EXTENSION):
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

    Raises:
        sqlite3.Error / OSError: the file cannot be opened or created (see :func:`open_index`
            for the forgiving way).
    """

    def __init__(self, db_path: str | Path) -> None:
        _sqlite()
        self.path = Path(db_path)
        self.path.parent.mkdir(mode=0o700, parents=True, exist_ok=True)
        # owner-only before SQLite opens it: its -wal and -shm files take the same mode,
        # and the index holds the roles dealt
        os.close(os.open(self.path, os.O_CREAT | os.O_RDWR, 0o600))
        self.db = sqlite3.connect(str(self.path), timeout=10)
        try:
            self.db.row_factory = sqlite3.Row
            self.db.execute("PRAGMA journal_mode=WAL")
            self.db.execute("PRAGMA synchronous=NORMAL")
            version = self.db.execute("PRAGMA user_version").fetchone()[0]
            if version not in (0, SCHEMA_VERSION):
                self.db.execute("DROP TABLE IF EXISTS games")
            if version != SCHEMA_VERSION or not self._has_schema():
                # only then: writing the schema (its version) makes every open a write
                self.db.executescript(_SCHEMA)
            self.db.execute("SELECT count(*) FROM games").fetchone()  # a damaged file fails
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
        [paths] gone)``; only ``stat`` calls and one query per folder."""
        todo: list[tuple[str, str, int, int]] = []
        gone: list[str] = []
        seen: set[str] = set()
        for folder in folders:
            root = os.path.abspath(folder)
            lo, hi = _under(root)
            # (path, size, mtime_ns) tuples, read from the covering index games_stat
            known = set(self._tuples(
                "SELECT path, size, mtime_ns FROM games WHERE path >= ? AND path < ?", (lo, hi)))
            found = list(_walk(Path(root))) if os.path.isdir(root) else []
            fresh = 0
            for row in found:
                if row[0] in seen:
                    continue
                if row in known:
                    fresh += 1
                else:
                    todo.append((root, *row))
            if fresh != len(known):  # else every row was found unchanged: none is gone
                paths = {row[0] for row in found}
                gone.extend(p for p, _size, _mtime in known if p not in paths)
            seen.update(row[0] for row in found)
        return todo, gone

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
        return done

    def _write(self, rows: list[tuple]) -> None:
        if not rows:
            return
        marks = ", ".join("?" * len(_COLUMNS))
        with self.db:
            self.db.executemany(
                f"INSERT OR REPLACE INTO games ({', '.join(_COLUMNS)}) VALUES ({marks})", rows)

    def _row(self, root: str, path: str, size: int, mtime: int) -> tuple:
        digest = _hash(path)
        same = None
        if digest:
            same = self.db.execute(
                "SELECT * FROM games WHERE sha256 = ? AND error IS NULL LIMIT 1", (digest,)
            ).fetchone()
        if same is not None:  # a copy, a move or a touch: the same record, not replayed
            values = dict(same)
            values.update(path=path, root=root, size=size, mtime_ns=mtime)
            return tuple(values[c] for c in _COLUMNS)
        e = summarise_file(Path(path))
        return (
            path, root, size, mtime, digest, e.game_id, e.parent, e.scenario_id,
            json.dumps(list(e.names), ensure_ascii=False),
            "\n".join(fold(n) for n in e.names), json.dumps(list(e.roles)),
            json.dumps(list(e.sides)),
            e.created.isoformat() if e.created else None,
            e.last_played.isoformat() if e.last_played else None,
            e.phase, e.number, e.days, e.winner, json.dumps(list(e.winning_seats)),
            e.termination, e.actions, e.notes, fold(e.notes), e.error, e.detail,
        )

    def forget(self, path: str | Path) -> None:
        """Drop the row of ``path`` (it is read again at the next refresh)."""
        with self.db:
            self.db.execute("DELETE FROM games WHERE path = ?", (os.path.abspath(path),))

    # --- reading ------------------------------------------------------------------------
    def games(self, folders: Iterable[str | Path] | None = None, text: str = "",
              order: str = "created", descending: bool = True,
              where: str = "", params: tuple = ()) -> list[ArchiveEntry]:
        """The indexed games under ``folders`` (all rows when None), each file once; with
        ``text``, those with a player's name (or the notes) containing it (:func:`fold` on
        both sides). Sorted by ``order`` (a key of :data:`ORDERS`), readable files first,
        then the damaged ones by path. Reads the index only."""
        sql = f"SELECT {_ENTRY_SQL} FROM games WHERE 1"
        args: list = []
        if folders is not None:
            parts = []
            for f in folders:
                lo, hi = _under(os.path.abspath(f))
                parts.append("(path >= ? AND path < ?)")
                args += [lo, hi]
            if not parts:
                return []
            sql += " AND (" + " OR ".join(parts) + ")"
        needle = fold(text.strip())
        if needle:
            sql += " AND (instr(names_key, ?) > 0 OR instr(notes_key, ?) > 0)"
            args += [needle, needle]
        if where:
            sql += f" AND ({where})"
            args += list(params)
        way = "DESC" if descending else "ASC"
        key_sql = ", ".join(f"{k} {way}" for k in ORDERS.get(order, ORDERS["created"]))
        sql += f" ORDER BY (error IS NOT NULL), {key_sql}, path"
        seen: dict[str, Path] = {}
        return [_entry(r, seen) for r in self._tuples(sql, args)]

    def by_game_id(self, game_id: str) -> list[ArchiveEntry]:
        """Every indexed file of one game id (copies, the autosave, an older copy…)."""
        return [_entry(r) for r in self._tuples(
            f"SELECT {_ENTRY_SQL} FROM games WHERE game_id = ? ORDER BY actions DESC, path",
            (game_id,))]

    def children(self, game_id: str) -> list[ArchiveEntry]:
        """The readable indexed games whose parent is ``game_id`` (its copies and branches)."""
        return [_entry(r) for r in self._tuples(
            f"SELECT {_ENTRY_SQL} FROM games WHERE parent = ? AND error IS NULL ORDER BY path",
            (game_id,))]

    def count(self) -> int:
        return self.db.execute("SELECT count(*) FROM games").fetchone()[0]


#: The columns an entry is made of (:func:`_entry`), in this order; the four JSON arrays
#: (names, roles, sides, winning seats) come as one array of four (one decode per row).
_ENTRY_SQL = (
    "path, game_id, parent, created, scenario, winner, termination, actions, phase, number, "
    "days, notes, error, detail, last_action, size, mtime_ns, sha256, "
    "'[' || names || ',' || roles || ',' || sides || ',' || winning_seats || ']'"
)


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
    names, roles, sides, seats = json.loads(r[18])
    e = object.__new__(ArchiveEntry)
    values = e.__dict__
    values.update(_DEFAULTS)
    values.update(
        path=file, game_id=r[1], parent=r[2], created=_time(r[3]), scenario_id=r[4],
        names=tuple(names), roles=tuple(roles), sides=tuple(sides), winner=r[5],
        winning_seats=tuple(seats), termination=r[6], actions=r[7], phase=r[8], number=r[9],
        days=r[10], notes=r[11], error=r[12], detail=r[13], last_played=_time(r[14]),
        size=r[15], mtime_ns=r[16], sha256=r[17],
    )
    return e


def entry_of(row: sqlite3.Row) -> ArchiveEntry:
    """The :class:`~narrator_app.engine.archive.ArchiveEntry` of an index row (a
    :class:`sqlite3.Row` of ``SELECT *``)."""
    arrays = "[" + ",".join(row[k] for k in ("names", "roles", "sides", "winning_seats")) + "]"
    return _entry((row["path"], row["game_id"], row["parent"], row["created"],
                   row["scenario"], row["winner"], row["termination"], row["actions"],
                   row["phase"], row["number"], row["days"], row["notes"], row["error"],
                   row["detail"], row["last_action"], row["size"], row["mtime_ns"],
                   row["sha256"], arrays))


def open_index(data_dir: str | Path) -> ArchiveIndex | None:
    """The index of ``data_dir`` (created when missing). A damaged index file is set aside
    as ``archive.sqlite3.bad`` and a new one built; None when none can be opened (e.g. a
    read-only folder): the caller then reads the files."""
    path = index_path(data_dir)
    _sqlite()
    try:
        return ArchiveIndex(path)
    except (sqlite3.Error, OSError):
        pass
    try:
        if path.exists():
            os.replace(path, path.with_name(path.name + ".bad"))
            for extra in ("-wal", "-shm"):
                Path(str(path) + extra).unlink(missing_ok=True)
        return ArchiveIndex(path)
    except (sqlite3.Error, OSError):
        return None


def default_data_dir() -> Path:
    """The user's data folder (e.g. ``~/.local/share/Ravi``): where the app keeps its
    autosaves and the archive index."""
    import platformdirs

    return Path(platformdirs.user_data_dir("Ravi", appauthor=False))


def indexed_games(folders: Iterable[str | Path], data_dir: str | Path | None = None,
                  progress: Callable[[int, int], object] | None = None,
                  **query) -> list[ArchiveEntry]:
    """Refresh the index of ``data_dir`` (the user's data folder by default) for
    ``folders`` and list their games (:meth:`ArchiveIndex.games` keywords). Without a usable
    index, the files are read directly (slower, same result)."""
    folders = [Path(f) for f in folders]
    index = open_index(default_data_dir() if data_dir is None else data_dir)
    if index is None:
        from .archive import scan

        out: list[ArchiveEntry] = []
        for f in folders:
            out.extend(scan(f))
        return out
    with index:
        index.refresh(folders, progress)
        return index.games(folders, **query)


def resume_candidates(data_dir: str | Path, read_at_most: int | None = None,
                      progress: Callable[[int, int], object] | None = None,
                      cancelled: Callable[[], bool] | None = None) -> list[ArchiveEntry] | None:
    """What the app offers at start: the unfinished games of ``<data_dir>/autosave``, the one
    played last first (by its last action's time), then the autosaves that cannot be read,
    each with its refusal (``error``, ``detail``), newest file first. Reads the index (only
    files changed since it was last refreshed are read; after a crash, the game that was
    being played).

    ``read_at_most``: when more files than this would have to be read (a first start over
    many games, an index set aside as damaged, no usable index), nothing is read and None
    is returned — the caller asks again without a limit where waiting does not freeze
    anything (a worker thread). ``progress(done, total)`` and ``cancelled()`` as in
    :meth:`ArchiveIndex.refresh`, also where the files are read without an index (when
    cancelled, the files read so far are listed)."""
    folder = Path(data_dir) / "autosave"
    if not folder.is_dir():
        return []
    index = open_index(data_dir)
    if index is None:
        from itertools import islice

        from .archive import scan

        # every file is read then: more than read_at_most of them is too many
        if read_at_most is not None and len(
                list(islice(_walk(folder), read_at_most + 1))) > read_at_most:
            return None
        entries = scan(folder, progress, cancelled)
    else:
        with index:
            found = index.stale([folder])
            if read_at_most is not None and len(found[0]) > read_at_most:
                return None
            index.refresh([folder], progress, cancelled, found=found)
            entries = index.games([folder], where="winner IS NULL")
    good = sorted((e for e in entries if e.error is None and not e.finished),
                  key=lambda e: e.last_played or e.created, reverse=True)
    bad = sorted((e for e in entries if e.error is not None),
                 key=lambda e: e.mtime_ns, reverse=True)
    return good + bad


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
    read from the index only (the autosave folder's files when no index can be opened).
    Empty for an empty ``game_id``."""
    if not game_id:
        return []
    index = open_index(data_dir)
    if index is None:
        from .archive import scan

        rows = [e for e in scan(Path(data_dir) / "autosave") if e.parent == game_id]
    else:
        with index:
            rows = index.children(game_id)
    return [e for e in rows if e.error is None and Path(e.path).is_file()]


#: Names of :class:`ArchiveEntry` fields (for tests and exports).
ENTRY_FIELDS = tuple(f.name for f in fields(ArchiveEntry))

__all__ = [
    "ArchiveIndex",
    "copies_of",
    "default_data_dir",
    "entry_of",
    "fold",
    "index_path",
    "indexed_games",
    "last_good_state",
    "open_index",
    "open_last_good",
    "resume_candidates",
    "summarise_file",
]
