"""The app's log file: where it is, its rotation, and Python's fault handler writing into it.

No Qt here (the command line may log too). The window's part (the hooks that show a dialog
when something fails) is :mod:`narrator_app.ui.crash_report`.

- The log folder is the user's log folder (platformdirs' ``user_log_dir("Ravi")``) for the
  app's own data folder; for any other data folder (the tests' temporary folders, a
  ``--data`` folder) it is ``<data folder>/log``, so that nothing but the app itself writes
  to the user's home.
- The log file ``ravi.log`` is rotated at :data:`MAX_BYTES` with :data:`BACKUPS` older files
  (``ravi.log.1`` …) as :class:`logging.handlers.RotatingFileHandler` rotates, by a
  :class:`logging.FileHandler` of its own (:class:`_LogFile`): :mod:`logging.handlers` would
  bring ``socket``, ``pickle`` and ``queue`` into the window's start (SP32-1).
- :mod:`faulthandler` writes into the same file: a crash inside Qt's C++ code (a segfault,
  an abort) leaves the Python stack of every thread in the log. After a rotation it follows
  the new file.
"""

from __future__ import annotations

import faulthandler
import logging
import os
import sys
from pathlib import Path

#: The logger of the app; every module logs under it (``logging.getLogger("ravi.…")``).
LOGGER = "ravi"
LOG_NAME = "ravi.log"
#: The log file is rotated when it would pass this many bytes …
MAX_BYTES = 1_000_000
#: … and this many older files are kept (``ravi.log.1`` … ``ravi.log.3``).
BACKUPS = 3


def default_log_dir() -> Path:
    """The user's log folder of the app (platformdirs' ``user_log_dir("Ravi")``: on Linux
    ``$XDG_STATE_HOME/Ravi/log``, by default ``~/.local/state/Ravi/log``)."""
    import platformdirs

    return Path(platformdirs.user_log_dir("Ravi", appauthor=False))


def default_data_dir() -> Path:
    """The user data folder of the app (platformdirs' ``user_data_dir("Ravi")``)."""
    import platformdirs

    return Path(platformdirs.user_data_dir("Ravi", appauthor=False))


def log_dir_for(data_dir: str | Path) -> Path:
    """The log folder that goes with the data folder ``data_dir``: the user's log folder
    (:func:`default_log_dir`) for the app's own data folder, ``<data_dir>/log`` for any
    other (a test's temporary folder never leads to the user's home)."""
    data_dir = Path(data_dir)
    try:
        own = data_dir.resolve() == default_data_dir().resolve()
    except OSError:
        own = False
    return default_log_dir() if own else data_dir / "log"


class _LogFile(logging.FileHandler):
    """The rotated log file: ``ravi.log`` rotated when a record would take it to
    ``max_bytes``, the older files kept as ``ravi.log.1`` … ``ravi.log.<backups>`` — the rule
    of :class:`logging.handlers.RotatingFileHandler`, with no module but :mod:`logging`.
    :mod:`faulthandler` writes into its current stream, also after a rotation (the old
    stream is closed by it)."""

    def __init__(self, filename: str | Path, max_bytes: int, backups: int,
                 encoding: str = "utf-8") -> None:
        super().__init__(filename, mode="a", encoding=encoding)
        self.max_bytes = max_bytes
        self.backups = backups

    def should_rollover(self, record: logging.LogRecord) -> bool:
        """True when ``record`` would take the file to :attr:`max_bytes` or past (never for
        a path that is not a regular file)."""
        if os.path.exists(self.baseFilename) and not os.path.isfile(self.baseFilename):
            return False
        if self.stream is None:
            self.stream = self._open()
        if self.max_bytes <= 0:
            return False
        msg = f"{self.format(record)}\n"
        self.stream.seek(0, 2)
        return self.stream.tell() + len(msg) >= self.max_bytes

    def do_rollover(self) -> None:
        """``ravi.log.<n>`` becomes ``ravi.log.<n+1>`` (the oldest dropped), ``ravi.log``
        becomes ``ravi.log.1``, and a new ``ravi.log`` is opened."""
        if self.stream:
            self.stream.close()
            self.stream = None
        if self.backups > 0:
            for i in range(self.backups - 1, 0, -1):
                src, dst = f"{self.baseFilename}.{i}", f"{self.baseFilename}.{i + 1}"
                if os.path.exists(src):
                    if os.path.exists(dst):
                        os.remove(dst)
                    os.rename(src, dst)
            dst = f"{self.baseFilename}.1"
            if os.path.exists(dst):
                os.remove(dst)
            if os.path.exists(self.baseFilename):
                os.rename(self.baseFilename, dst)
        self.stream = self._open()
        faulthandler.enable(self.stream, all_threads=True)

    def emit(self, record: logging.LogRecord) -> None:
        try:
            if self.should_rollover(record):
                self.do_rollover()
            logging.FileHandler.emit(self, record)
        except Exception:
            self.handleError(record)


def start_logging(folder: str | Path) -> Path:
    """Log the ``ravi`` logger to ``<folder>/ravi.log`` (rotated) and enable
    :mod:`faulthandler` into that file.

    In:  the log folder (made owner-only, with its parents, when missing).
    Out: the log file's path. Called again (another folder, or the same), the earlier log
         file is closed and the new one takes its place: one log file at a time.
    Raises OSError when the folder or the file cannot be made.
    """
    folder = Path(folder)
    folder.mkdir(mode=0o700, parents=True, exist_ok=True)
    path = folder / LOG_NAME
    logger = logging.getLogger(LOGGER)
    stop_logging()
    handler = _LogFile(path, MAX_BYTES, BACKUPS)
    try:
        os.chmod(path, 0o600)  # a traceback may name a player: owner only
    except OSError:
        pass
    handler.setFormatter(logging.Formatter("%(asctime)s %(levelname)s %(name)s: %(message)s"))
    logger.addHandler(handler)
    logger.setLevel(logging.INFO)
    global _stderr_faults
    if _stderr_faults is None:
        _stderr_faults = faulthandler.is_enabled()
    if handler.stream is not None:  # opened above (delay=False)
        faulthandler.enable(handler.stream, all_threads=True)
    return path


#: Whether faulthandler wrote to stderr before :func:`start_logging` (None: not started).
_stderr_faults: bool | None = None


def stop_logging() -> None:
    """Close the log file of :func:`start_logging` (if any); :mod:`faulthandler` goes back
    to stderr if it wrote there before, else off (it must not write into a closed file)."""
    global _stderr_faults
    logger = logging.getLogger(LOGGER)
    for h in list(logger.handlers):
        if isinstance(h, _LogFile):
            logger.removeHandler(h)
            faulthandler.disable()
            h.close()
            if _stderr_faults and sys.__stderr__ is not None:
                faulthandler.enable(sys.__stderr__, all_threads=True)
            _stderr_faults = None


def log_file() -> Path | None:
    """The log file :func:`start_logging` opened (None when none is open)."""
    for h in logging.getLogger(LOGGER).handlers:
        if isinstance(h, _LogFile):
            return Path(h.baseFilename)
    return None
