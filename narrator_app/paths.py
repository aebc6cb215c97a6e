"""Locate bundled data files (fonts, translations, scenarios).

No Qt here: the engine and the command line use this module too.
"""

from __future__ import annotations

import sys
from pathlib import Path


def _base_dir() -> Path:
    """Folder that holds ``resources/`` and ``scenarios/``.

    Frozen by PyInstaller: the bundle's unpack folder (``sys._MEIPASS``).
    From the source tree (also an editable install): the repo root, i.e. the
    parent of the ``narrator_app`` package folder.
    """
    meipass = getattr(sys, "_MEIPASS", None)
    if getattr(sys, "frozen", False) and meipass:
        return Path(meipass)
    return Path(__file__).resolve().parent.parent


def resource_path(*parts: str) -> Path:
    """Return the absolute path of a bundled file or folder.

    In:  path components relative to the repo root (or bundle root), starting
         with the top-level folder, e.g.
         ``resource_path("resources", "fonts", "Vazirmatn-Regular.ttf")`` or
         ``resource_path("scenarios", "godfather_nostradamus.toml")``.
         With no parts, the root folder itself.
    Out: an absolute :class:`pathlib.Path`. It is not checked for existence;
         call ``.exists()`` / ``.is_file()`` where a file is optional.
    """
    return _base_dir().joinpath(*parts)
