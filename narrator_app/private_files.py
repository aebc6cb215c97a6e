"""Files the narrator writes out that may hold a game's secrets: owner only (0600).

A script exported from a game (``ravi export --out``) holds its deal, and so does the club's
statistics as CSV (``ravi stats --csv``, the statistics window's «Export CSV…»: the role
each player was dealt, an unfinished game's too). Like the app's own data files
(:data:`narrator_app.engine.folders.PRIVATE_FILE`), they are written readable and writable
by their owner only, whatever the process's umask.
"""

from __future__ import annotations

import os
from pathlib import Path

from narrator_app.engine import check_write_target

#: The mode of a file that may hold a seat's role: owner read and write only.
PRIVATE_MODE = 0o600


def write_private_text(path: str | os.PathLike[str], text: str, encoding: str = "utf-8") -> Path:
    """Write ``text`` (encoded with ``encoding``; line ends written as they are in ``text``)
    to ``path`` as a file only its owner can read or write (mode 0600).

    A new file is created 0600; an existing regular file (one the narrator chose to replace)
    is made 0600 before a byte of it is changed, then emptied and written. Returns the path
    written.

    Raises:
        OSError: the file cannot be created, made private or written (nothing is written to
            a file that cannot be made private), or the path is not a regular file (a device,
            a FIFO, a link: left as it is, :func:`engine.readers.check_write_target`).
    """
    check_write_target(path)
    flags = os.O_WRONLY | os.O_CREAT | getattr(os, "O_BINARY", 0) | getattr(os, "O_NONBLOCK", 0)
    flags |= getattr(os, "O_NOFOLLOW", 0)
    fd = os.open(path, flags, PRIVATE_MODE)
    with os.fdopen(fd, "wb") as fh:
        if hasattr(os, "fchmod"):  # an existing file keeps its mode with O_CREAT
            os.fchmod(fd, PRIVATE_MODE)
        fh.truncate(0)
        fh.write(text.encode(encoding))
    return Path(path)


__all__ = ["PRIVATE_MODE", "write_private_text"]
