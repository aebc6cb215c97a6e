"""The app's log file: where it is, its rotation, and Python's fault handler writing into it.

No Qt here (the command line may log too). The window's part (the hooks that show a dialog
when something fails) is :mod:`narrator_app.ui.crash_report`.

- The log folder is the user's log folder (platformdirs' ``user_log_dir("Ravi")``) for the
  app's own data folder; for any other data folder (the tests' temporary folders, a
  ``--data`` folder) it is ``<data folder>/log``, so that nothing but the app itself writes
  to the user's home.
- The log file ``ravi.log`` is rotated at :data:`MAX_BYTES` with :data:`BACKUPS` older files
  (``ravi.log.1`` …), by :class:`logging.handlers.RotatingFileHandler`.
- :mod:`faulthandler` writes into the same file: a crash inside Qt's C++ code (a segfault,
  an abort) leaves the Python stack of every thread in the log. After a rotation it follows
  the new file.
"""

from __future__ import annotations

import faulthandler
import logging
import logging.handlers
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


class _LogFile(logging.handlers.RotatingFileHandler):
    """The rotated log file; :mod:`faulthandler` writes into its current stream, also after
    a rotation (the old stream is closed by it)."""

    def doRollover(self) -> None:  # noqa: N802 (logging's name)
        super().doRollover()
        if self.stream is not None:
            faulthandler.enable(self.stream, all_threads=True)


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
    handler = _LogFile(path, maxBytes=MAX_BYTES, backupCount=BACKUPS, encoding="utf-8")
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
