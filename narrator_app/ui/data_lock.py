"""One Ravi per data folder: a lock file (``QLockFile``) in the folder.

Two instances autosaving into one data folder would write over each other's files. The first
instance to start takes ``<data_dir>/ravi.lock`` and keeps it while it runs; a second one
finds it held, says so, and may open, view and export games but not act on them (its
controller is read-only). A lock whose process is gone (the app was killed, the computer
stopped) is stale and is taken over at once; a lock is never considered stale for its age
alone (a game night lasts hours). Qt's core module only: the headless ``play`` command uses
it too, without a GUI.

Within one process the lock is shared: every controller of the process over the same folder
counts as the same instance (:func:`acquire` / :func:`release` keep a count).
"""

from __future__ import annotations

import time
from dataclasses import dataclass
from pathlib import Path

from PySide6.QtCore import QLockFile

#: The lock file's name inside the data folder.
LOCK_NAME = "ravi.lock"


@dataclass(frozen=True)
class LockResult:
    """The outcome of :func:`acquire`: ``held`` (this process has the lock), ``locked`` (another
    live instance holds it: act on nothing), ``owner_pid`` / ``owner_host`` (of the holder, 0 and
    "" when unknown) and ``problem`` (why the lock could not even be tried, e.g. the folder
    cannot be created; then neither held nor locked: the saves themselves will report)."""

    held: bool
    locked: bool = False
    owner_pid: int = 0
    owner_host: str = ""
    problem: str = ""


# resolved folder → (lock, number of holders in this process)
_held: dict[str, tuple[QLockFile, int]] = {}


def _key(data_dir: str | Path) -> str:
    return str(Path(data_dir).resolve())


def acquire(data_dir: str | Path) -> LockResult:
    """Take the lock of ``data_dir`` (created owner-only if missing) for this process.
    Never raises; never blocks, except 0.2 s over a lock file that names no owner (left by
    a process killed while it created the file), which is then taken over."""
    key = _key(data_dir)
    if key in _held:
        lock, count = _held[key]
        _held[key] = (lock, count + 1)
        return LockResult(held=True)
    try:  # a new folder is owner-only; an existing one (maybe shared) keeps its mode
        Path(data_dir).mkdir(mode=0o700, parents=True, exist_ok=True)
    except OSError as exc:
        return LockResult(held=False, problem=f"{data_dir}: {exc.strerror or exc}")
    lock = QLockFile(str(Path(key) / LOCK_NAME))
    lock.setStaleLockTime(0)  # stale only when its process is gone, never for its age
    if lock.tryLock(0):
        _held[key] = (lock, 1)
        return LockResult(held=True)
    if lock.error() == QLockFile.LockError.LockFailedError:
        ok, pid, host, _app = _info(lock)
        if not ok and _left_unwritten(lock):
            # its owner was killed between creating the file and writing its name in it: no
            # process holds it (Qt calls such a file stale only for its age, never here)
            lock.removeStaleLockFile()
            if lock.tryLock(0):
                _held[key] = (lock, 1)
                return LockResult(held=True)
            ok, pid, host, _app = _info(lock)
        return LockResult(held=False, locked=True, owner_pid=pid if ok else 0,
                          owner_host=host if ok else "")
    return LockResult(held=False, problem=f"{Path(key) / LOCK_NAME}: {lock.error().name}")


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
