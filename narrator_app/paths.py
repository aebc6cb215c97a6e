"""Locate the shipped data files (fonts, translations, icons, sound, scenarios).

No Qt here: the engine and the command line use this module too.
"""

from __future__ import annotations

import sys
from functools import cache
from pathlib import Path

#: Where an installed wheel keeps ``resources/`` and ``scenarios/``: inside the package
#: (``pyproject.toml`` maps the repository's top-level folders there).
WHEEL_FOLDER = "shipped"


@cache
def _base_dir() -> Path:
    """The folder that holds ``resources/`` and ``scenarios/``, for each way Ravi is run:

    - frozen by PyInstaller: the bundle's unpack folder (``sys._MEIPASS``);
    - installed from the wheel (``pip install .``, pipx): ``narrator_app/shipped/`` in
      site-packages, where the build put both folders;
    - from a checkout (``./run``, an editable install): the repository's root, the parent of
      the ``narrator_app`` package folder.

    Found once (the answer cannot change while the app runs).
    """
    meipass = getattr(sys, "_MEIPASS", None)
    if getattr(sys, "frozen", False) and meipass:
        return Path(meipass)
    package = Path(__file__).resolve().parent
    installed = package / WHEEL_FOLDER
    if (installed / "scenarios").is_dir():
        return installed
    return package.parent


def resource_path(*parts: str) -> Path:
    """Return the absolute path of a shipped file or folder: the one function that finds
    them in a checkout, an installed wheel and the PyInstaller bundle alike.

    In:  path components relative to the repo root (or bundle root), starting
         with the top-level folder, e.g.
         ``resource_path("resources", "fonts", "Vazirmatn-Regular.ttf")`` or
         ``resource_path("scenarios", "godfather_nostradamus.toml")``.
         With no parts, the root folder itself.
    Out: an absolute :class:`pathlib.Path`. It is not checked for existence;
         call ``.exists()`` / ``.is_file()`` where a file is optional.
    """
    return _base_dir().joinpath(*parts)
