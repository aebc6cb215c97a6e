"""PySide6's look at the source of every module imported after it, made light (issue 25).

PySide6 asks of every module imported after it whether its source names ``PySide6`` (its
``__feature__`` switch, ``shibokensupport.feature._mod_uses_pyside``), through
:func:`inspect.getsource`, which keeps each source, split into lines, in :mod:`linecache`:
some 15 MiB for the engine and pydantic, and the time to split them.
:func:`light_source_check` answers the same question from the file's bytes, read and let go.
It needs nothing of Qt: ``shiboken6`` (PySide6's base, which installs that look) is all it
imports, so the start path installs it before PySide6 itself is imported
(``cli.import_before_qt``), and PySide6's own modules and the app's first ones are not kept
either.
"""

from __future__ import annotations

import linecache
import sys


def light_source_check() -> None:
    """``shiboken6`` imported, and its question «does this module's source name PySide6?»
    answered from the file's bytes, read and let go; a module that is not a ``.py`` file
    is left to PySide's own answer. The sources it has already kept (those of modules
    imported while shiboken6 itself was) are let go. Nothing changes when a PySide6 has no
    such function, or when the answer is already in place."""
    import shiboken6  # noqa: F401 - its start installs the look (shibokensupport.feature)

    feature = sys.modules.get("shibokensupport.feature")
    original = getattr(feature, "_mod_uses_pyside", None)
    if original is None or getattr(original, "reads_bytes", False):
        return

    def uses_pyside(module: object) -> bool:
        path = getattr(module, "__file__", None)
        if not isinstance(path, str) or not path.endswith(".py"):
            return bool(original(module))
        try:
            with open(path, "rb") as f:
                return b"PySide6" in f.read()
        except OSError:
            return bool(original(module))

    uses_pyside.reads_bytes = True  # type: ignore[attr-defined]
    feature._mod_uses_pyside = uses_pyside  # type: ignore[union-attr]
    linecache.clearcache()  # what it read while shiboken6 was imported (enum's source)
