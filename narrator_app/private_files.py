"""Files the narrator writes out that may hold a game's secrets: owner only (0600).

A script exported from a game (``ravi export --out``) holds its deal, and so does the club's
statistics as CSV (``ravi stats --csv``, the statistics window's «Export CSV…»: the role
each player was dealt, an unfinished game's too). Like the app's own data files
(:data:`narrator_app.engine.folders.PRIVATE_FILE`), they are written readable and writable
by their owner only, whatever the process's umask.
"""

from __future__ import annotations

import contextlib
import os
import tempfile
from pathlib import Path

from narrator_app.engine import check_write_target

#: The mode of a file that may hold a seat's role: owner read and write only.
PRIVATE_MODE = 0o600


def write_private_text(path: str | os.PathLike[str], text: str, encoding: str = "utf-8") -> Path:
    """Write ``text`` (encoded with ``encoding``; line ends written as they are in ``text``)
    to ``path`` as a file only its owner can read or write (mode 0600).

    The text is written whole to a new private file beside ``path`` (made 0600 from its
    creation), flushed to disk, then put in the place of ``path`` at once: an existing file
    (one the narrator chose to replace) stays as it was until the new one is complete, so a
    full disk or a crash mid-write leaves it whole (the README's exit code 2: «no file is
    changed»). Returns the path written.

    Raises:
        OSError: the file cannot be created, written or put in place (the old file, if any,
            is left as it was, and the new one removed), or the path is not a regular file
            (a device, a FIFO, a link: left as it is, :func:`engine.readers.check_write_target`).
    """
    check_write_target(path)
    target = Path(path)
    fd, tmp = tempfile.mkstemp(prefix=f".{target.name}.", suffix=".tmp",
                               dir=target.parent if str(target.parent) else ".")
    try:
        with os.fdopen(fd, "wb") as fh:
            if hasattr(os, "fchmod"):  # private whatever the umask
                os.fchmod(fh.fileno(), PRIVATE_MODE)
            fh.write(text.encode(encoding))
            fh.flush()
            os.fsync(fh.fileno())
        os.replace(tmp, target)
    except BaseException:
        with contextlib.suppress(OSError):
            os.unlink(tmp)
        raise
    return target


__all__ = ["PRIVATE_MODE", "write_private_text"]
