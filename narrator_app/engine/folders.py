"""The data folder's housekeeping: owner-only folders, the autosave folder, and what an
interrupted save left behind.

Kept apart from :mod:`.gamefile` (which re-exports the names) so that the window can tidy
its data folder at start without loading the game file's models and readers.
"""

from __future__ import annotations

import os
from pathlib import Path

#: Files and folders of the app's data folder hold the roles: owner only.
PRIVATE_FILE, PRIVATE_DIR = 0o600, 0o700

EXTENSION = ".ravi"
BACKUP_SUFFIX = ".bak"

#: The app's name in the system's per-user folders (platformdirs).
APP_NAME = "Ravi"


def user_data_folder() -> Path:
    """The user data folder of the app, as platformdirs places it on this system (not
    made here): ``$XDG_DATA_HOME/Ravi`` on Linux (``~/.local/share/Ravi``),
    ``~/Library/Application Support/Ravi`` on macOS, ``%LOCALAPPDATA%\\Ravi`` on Windows
    (README, «Your club's scenarios»)."""
    import platformdirs

    return Path(platformdirs.user_data_dir(APP_NAME, appauthor=False))


def user_scenarios_folder(make: bool = False) -> Path:
    """The club's scenario folder of the user data folder: ``<data>/scenarios`` (the one
    function the loader, ``ravi scenario folder`` and the window's «Club scenario folder»
    read). ``make``: create it (and the data folder) owner-only when missing; raises
    OSError when it cannot be made."""
    folder = user_data_folder() / "scenarios"
    if make:
        ensure_private_dir(user_data_folder())
        ensure_private_dir(folder)
    return folder


def autosave_dir(data_dir: str | Path) -> Path:
    """The autosave folder of a data folder: ``<data_dir>/autosave``."""
    return Path(data_dir) / "autosave"


def ensure_private_dir(folder: str | Path) -> Path:
    """Create ``folder`` (and its parents) if needed and make it owner-only (0700): the
    app's data folders hold the roles. Raises OSError when it cannot be created."""
    folder = Path(folder)
    folder.mkdir(mode=PRIVATE_DIR, parents=True, exist_ok=True)
    if folder.stat().st_mode & 0o777 != PRIVATE_DIR:
        os.chmod(folder, PRIVATE_DIR)
    return folder


#: The names :func:`clean_temp_files` removes (shell patterns, matched as ``Path.glob``
#: matches them: case-blind where the system's names are).
TEMP_PATTERNS = (f".*{EXTENSION}.*tmp", f"*{EXTENSION}{BACKUP_SUFFIX}.tmp")


def temp_files(folder: str | Path) -> set[Path]:
    """The files of ``folder`` (not its subfolders) whose names match
    :data:`TEMP_PATTERNS`: what ``Path.glob`` gives for each pattern, from one listing of
    the folder (an autosave folder holds thousands of games; two globs listed it twice and
    matched every name twice). Raises OSError when the folder cannot be listed."""
    from fnmatch import fnmatch

    base = Path(folder)
    # every pattern ends with «tmp»: the other names are not matched one by one
    with os.scandir(base) as it:
        if os.path.normcase("A") == "A":
            names = [e.name for e in it if e.name.endswith("tmp")]
        else:  # names are case-blind here (Windows), as glob matches them
            names = [e.name for e in it if e.name[-3:].lower() == "tmp"]
    return {base / n for n in names if any(fnmatch(n, p) for p in TEMP_PATTERNS)}


def clean_temp_files(folder: str | Path) -> list[Path]:
    """Remove what interrupted saves left in ``folder``: the temporary files of
    :func:`~.gamefile.save_game` (``.<name>.ravi.*.tmp``, also of its ``.bak``). Call it
    only while holding the data folder's lock (no other save can be under way). Returns what
    was removed; a file that cannot be removed is left (never raises)."""
    removed: list[Path] = []
    try:
        found = sorted(temp_files(folder))
    except OSError:
        return removed
    for p in found:
        try:
            if p.is_file() and not p.is_symlink():
                p.unlink()
                removed.append(p)
        except OSError:
            pass
    return removed
