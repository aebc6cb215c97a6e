"""PySide6's look at the source of every module imported after it, made light (issue 25).

PySide6 asks of every module imported after it whether its source names ``PySide6`` (its
``__feature__`` switch, ``shibokensupport.feature._mod_uses_pyside``), through
:func:`inspect.getsource`, which keeps each source, split into lines, in :mod:`linecache`:
some 15 MiB for the engine and pydantic, and the time to split them.
:func:`light_source_check` answers the same question from the file's bytes, read and let go.
It needs nothing of Qt: ``shiboken6`` (PySide6's base, which installs that look) is all it
imports, so the start path installs it before PySide6 itself is imported
(``cli.import_before_qt``), and PySide6's own modules and the app's first ones are not kept
either. There, :func:`plain_imports` takes the switch out of the window's import statements
altogether: the app selects no feature.
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


def plain_imports() -> bool:
    """Every later ``import`` statement of the window's process run by Python's own import
    (with shiboken's lazy loading of PySide's classes, which it wraps), not through PySide's
    ``__feature__`` switch (``shibokensupport.feature``): ``shiboken6``'s start puts that
    switch in front of ``builtins.__import__``, and for each import statement it then runs
    Python code twice (is ``__feature__`` asked for? and, after it, the imported module's
    entry in the switch's table) — some 2 700 import statements until the New game dialog
    answers, the engine's own function-level imports at each call after that. The app
    selects no feature (no ``from __feature__ import …``: neither ``snake_case`` nor
    ``true_property``), and a module missing from the table reads PySide's attributes as a
    module that selected none. Left in place when a module has already selected one, or
    when this PySide has no such switch (the names below missing or already replaced).
    Returns True when the switch was taken out. Call it once ``shiboken6`` is imported
    (:func:`light_source_check`): the start path, ``cli.import_before_qt``; not in a
    process that may select a feature."""
    import builtins

    feature = sys.modules.get("shibokensupport.feature")
    switch = getattr(builtins, "__feature_import__", None)
    plain = getattr(builtins, "__orig_import__", None)
    if feature is None or switch is None or plain is None or builtins.__import__ is not switch:
        return False
    chosen = getattr(feature, "pyside_feature_dict", None)
    if not isinstance(chosen, dict) or any(
        isinstance(flag, int) and flag > 0 for flag in chosen.values()
    ):
        return False
    builtins.__import__ = plain
    return True
