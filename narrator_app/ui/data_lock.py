"""One Ravi per data folder: a lock file (``QLockFile``) in the folder.

Two instances autosaving into one data folder would write over each other's files. The first
instance to start takes ``<data_dir>/ravi.lock`` and keeps it while it runs; a second one
finds it held, says so, and may open, view and export games but not act on them (its
controller is read-only). Qt's core module only: the headless ``play`` command uses it too,
without a GUI.

What the lock protects is what is written, so no instance writes without it:

* The data folder itself may be read-only while its ``autosave/`` folder (where the games are
  written) is not: the lock is then taken there, ``<data_dir>/autosave/ravi.lock``. An
  instance that holds the lock of the data folder also makes sure no live instance holds the
  one in ``autosave/``. When neither can be taken, the instance is read-only and
  :attr:`LockResult.problem` says why (the banner shows it); it never writes unlocked.
* A lock is stale when its process is gone (the app was killed, the computer stopped; Qt
  itself takes those over), or when its process id now belongs to another program (ids are
  reused after a crash or a reboot): on Linux ``/proc/<pid>/cmdline`` tells whether the
  process is a Ravi. Such a lock is taken over only when Qt's own native lock on the file
  (``flock``; on Windows the open file) is free: a live Ravi always holds it, so its lock is
  respected whatever its command line looks like. A lock is never considered stale for its
  age alone (a game night lasts hours).
* Something that is not a file standing at the lock's name (a folder, a FIFO, a link) is not
  a lock: it is moved aside (``ravi.lock.not-a-lock``, numbered if taken), never opened, and
  the lock is taken. When it cannot be moved, the instance is read-only and the problem names
  the path to remove.

Within one process the lock is shared: every controller of the process over the same folder
counts as the same instance (:func:`acquire` / :func:`release` keep a count).
"""

from __future__ import annotations

import os
import stat
import sys
import time
from dataclasses import dataclass
from pathlib import Path

from PySide6.QtCore import QLockFile, QSysInfo

from narrator_app.engine import autosave_dir

#: The lock file's name inside the data folder (or inside its autosave folder).
LOCK_NAME = "ravi.lock"
#: What a non-file found at the lock's name is renamed to (``-2``, ``-3`` … when taken).
NOT_A_LOCK = ".not-a-lock"


@dataclass(frozen=True)
class LockResult:
    """The outcome of :func:`acquire`.

    ``held``: this process has the lock (``path`` is the lock file). ``locked``: this process
    may not write the folder: another live instance holds it (``owner_pid`` / ``owner_host``
    of the holder, 0 and "" when unknown), or no lock could be taken at all (``problem`` says
    why, naming the path; e.g. the folder and its autosave folder are read-only). ``moved_aside``:
    the path a non-file found at the lock's name was renamed to ("" when none)."""

    held: bool
    locked: bool = False
    owner_pid: int = 0
    owner_host: str = ""
    problem: str = ""
    path: str = ""
    moved_aside: str = ""


@dataclass
class _Attempt:
    lock: QLockFile | None = None  # held
    locked: bool = False
    pid: int = 0
    host: str = ""
    problem: str = ""
    moved_aside: str = ""


# resolved folder → (lock, number of holders in this process)
_held: dict[str, tuple[QLockFile, int]] = {}


def _key(data_dir: str | Path) -> str:
    return str(Path(data_dir).resolve())


def lock_paths(data_dir: str | Path) -> tuple[Path, Path]:
    """Where the lock of ``data_dir`` is taken: ``<data_dir>/ravi.lock`` first, and
    ``<data_dir>/autosave/ravi.lock`` when the data folder itself cannot hold it."""
    return Path(data_dir) / LOCK_NAME, autosave_dir(data_dir) / LOCK_NAME


def acquire(data_dir: str | Path) -> LockResult:
    """Take the lock of ``data_dir`` (created owner-only if missing) for this process.

    Returns a :class:`LockResult`: held, or locked (by another live instance, or because no
    lock can be taken: read-only with ``problem``). Never raises; never blocks, except 0.2 s
    over a lock file that names no owner (left by a process killed while it created the
    file), which is then taken over."""
    key = _key(data_dir)
    if key in _held:
        lock, count = _held[key]
        _held[key] = (lock, count + 1)
        return LockResult(held=True, path=lock.fileName())
    try:  # a new folder is owner-only; an existing one (maybe shared) keeps its mode
        Path(data_dir).mkdir(mode=0o700, parents=True, exist_ok=True)
    except OSError as exc:
        return LockResult(held=False, locked=True,
                          problem=f"{data_dir}: {exc.strerror or exc}")
    main, beside_games = lock_paths(key)
    first = _take(main)
    if first.lock is not None:
        # an instance that found the data folder read-only holds the lock among the games
        other = _peek(beside_games)
        if other.locked:
            first.lock.unlock()
            return _result(other, first.moved_aside)
        return _hold(key, first.lock, first.moved_aside)
    if first.locked:
        return _result(first)
    # the data folder cannot hold the lock: take it where the games are written
    try:
        beside_games.parent.mkdir(mode=0o700, exist_ok=True)
    except OSError as exc:
        return LockResult(held=False, locked=True, moved_aside=first.moved_aside,
                          problem=f"{first.problem}; {beside_games.parent}: "
                                  f"{exc.strerror or exc}")
    second = _take(beside_games)
    moved = first.moved_aside or second.moved_aside
    if second.lock is not None:
        return _hold(key, second.lock, moved)
    if second.locked:
        return _result(second, moved)
    return LockResult(held=False, locked=True, moved_aside=moved,
                      problem=f"{first.problem}; {second.problem}")


def _hold(key: str, lock: QLockFile, moved_aside: str) -> LockResult:
    _held[key] = (lock, 1)
    return LockResult(held=True, path=lock.fileName(), moved_aside=moved_aside)


def _result(attempt: _Attempt, moved_aside: str = "") -> LockResult:
    return LockResult(held=False, locked=True, owner_pid=attempt.pid, owner_host=attempt.host,
                      problem=attempt.problem, moved_aside=moved_aside or attempt.moved_aside)


def _peek(path: Path) -> _Attempt:
    """Whether a live instance holds the lock file ``path`` (only looked at when it is a
    regular file; a stale one is removed)."""
    try:
        if not stat.S_ISREG(os.lstat(path).st_mode):
            return _Attempt()
    except OSError:
        return _Attempt()
    found = _take(path)
    if found.lock is not None:
        found.lock.unlock()  # it was stale: gone now
        return _Attempt()
    return found if found.locked else _Attempt()


def _take(path: Path) -> _Attempt:
    """Try the lock file ``path`` once: held, locked (by a live Ravi), or a problem."""
    moved = ""
    try:
        mode = os.lstat(path).st_mode
    except FileNotFoundError:
        mode = None
    except OSError as exc:
        return _Attempt(problem=f"{path}: {exc.strerror or exc}")
    if mode is not None and not stat.S_ISREG(mode):
        # not a lock (Qt only ever writes a regular file): never opened (a FIFO would block)
        try:
            moved = _move_aside(path)
        except OSError as exc:
            return _Attempt(problem=f"{path} is not a lock file ({_kind(mode)}) and cannot "
                                    f"be moved aside ({exc.strerror or exc}): remove it")
    lock = QLockFile(str(path))
    lock.setStaleLockTime(0)  # stale only when its process is gone, never for its age
    if lock.tryLock(0):
        return _Attempt(lock=lock, moved_aside=moved)
    if lock.error() != QLockFile.LockError.LockFailedError:
        return _Attempt(problem=f"{path}: {_error_text(lock.error())}", moved_aside=moved)
    ok, pid, host, _app = _info(lock)
    if ok:
        if _same_host(host) and (runs_ravi(pid) is not True or pid == os.getpid()):
            # its process id belongs to another program now (reused after a crash), or to
            # this very process, which does not hold it (a Ravi killed earlier in this boot
            # whose id this one was given: audit56); the native lock decides: a live Ravi
            # holds it, so removing fails and it is respected
            if lock.removeStaleLockFile() and lock.tryLock(0):
                return _Attempt(lock=lock, moved_aside=moved)
            ok, pid, host, _app = _info(lock)
    elif _left_unwritten(lock):
        # its owner was killed between creating the file and writing its name in it: no
        # process holds it (Qt calls such a file stale only for its age, never here)
        lock.removeStaleLockFile()
        if lock.tryLock(0):
            return _Attempt(lock=lock, moved_aside=moved)
        ok, pid, host, _app = _info(lock)
    return _Attempt(locked=True, pid=pid if ok else 0, host=host if ok else "",
                    moved_aside=moved)


def _kind(mode: int) -> str:
    if stat.S_ISDIR(mode):
        return "a folder"
    if stat.S_ISLNK(mode):
        return "a link"
    if stat.S_ISFIFO(mode):
        return "a FIFO"
    return "not a regular file"


def _move_aside(path: Path) -> str:
    """Rename ``path`` to ``<name>.not-a-lock`` (``-2``, ``-3`` … when taken); returns the
    new path. Raises OSError when it cannot (another instance that moved it first is fine)."""
    for n in range(1, 100):
        target = path.with_name(path.name + NOT_A_LOCK + (f"-{n}" if n > 1 else ""))
        if os.path.lexists(target):
            continue
        try:
            os.rename(path, target)
        except FileNotFoundError:
            return ""  # moved by another instance starting at the same time
        return str(target)
    raise OSError(f"{path.name}{NOT_A_LOCK}-* are all taken")


def _error_text(error: QLockFile.LockError) -> str:
    if error == QLockFile.LockError.PermissionError:
        return "permission denied (read-only)"
    return "the lock file cannot be created"


def _same_host(host: str) -> bool:
    return not host or host == QSysInfo.machineHostName()


def runs_ravi(pid: int) -> bool | None:
    """Whether process ``pid`` (on this computer) runs Ravi: the app (``ravi``), the
    ``narrator_app`` package or its ``play`` command. Read from ``/proc/<pid>/cmdline``
    (Linux); False when that process does not exist, None when it cannot be told (no
    ``/proc``, or the command line is hidden)."""
    if not sys.platform.startswith("linux"):
        return None
    try:
        raw = Path(f"/proc/{int(pid)}/cmdline").read_bytes()
    except FileNotFoundError:
        return False
    except OSError:
        return None
    if not raw:  # a kernel thread or a zombie: holds no file
        return False
    for arg in raw.split(b"\0"):
        name = os.path.basename(arg).lower()
        if name in (b"ravi", b"ravi.exe") or b"narrator_app" in arg:
            return True
    return False


def _left_unwritten(lock: QLockFile, wait_s: float = 0.2) -> bool:
    """True when the lock file still names no owner ``wait_s`` seconds later: a live owner
    writes its process id right after creating the file (microseconds), so only a process
    killed in between leaves it so. Waits at most ``wait_s`` (only in that rare case)."""
    time.sleep(wait_s)
    return not _info(lock)[0]


def _info(lock: QLockFile) -> tuple[bool, int, str, str]:
    info = lock.getLockInfo()
    # PySide6: (pid, hostname, appname); (0, "", "") when the file names no owner
    if isinstance(info, tuple) and len(info) == 3 and int(info[0]) > 0:
        return True, int(info[0]), str(info[1]), str(info[2])
    return False, 0, "", ""


def release(data_dir: str | Path) -> None:
    """Give back one hold of this process on the lock of ``data_dir`` (the file is removed
    when the last holder releases it). A folder never acquired is ignored."""
    key = _key(data_dir)
    if key not in _held:
        return
    lock, count = _held[key]
    if count > 1:
        _held[key] = (lock, count - 1)
        return
    del _held[key]
    lock.unlock()


def holds(data_dir: str | Path) -> bool:
    """True while this process holds the lock of ``data_dir``."""
    return _key(data_dir) in _held
