"""Qt's lists of every widget and of every window, walked without a crash.

``QApplication.allWidgets()`` and ``topLevelWidgets()`` give Qt's list of pointers, which
PySide turns into Python objects one by one. Making those objects can start Python's cyclic
garbage collector; if it frees a closed window that only a reference cycle kept (a window of
an earlier game, a closed dialog), Qt deletes that window and its children while the rest of
the list still points at them, and PySide then reads freed memory: a segmentation fault at the
line that asked for the list (it stopped the test suite in fresh-machine runs, in
``theme._repolish_sheets``). The same holds while the caller walks the list: an object made
for one of Qt's own inner widgets (a scroll area's viewport, a combo box's popup) does not
learn that Qt deleted it.

So the lists are only handed out inside :func:`widgets` and :func:`windows`, which pause the
collector until the ``with`` block ends. Nothing is lost: the collector frees those windows at
its next pass, after the block.
"""

from __future__ import annotations

import gc
from collections.abc import Callable, Iterator
from contextlib import AbstractContextManager, contextmanager

from PySide6.QtWidgets import QApplication, QWidget


@contextmanager
def collector_paused() -> Iterator[None]:
    """Python's cyclic garbage collector is off inside the block and back as it was after it
    (reference counting still frees what nothing refers to). Nested blocks are fine."""
    was_on = gc.isenabled()
    gc.disable()
    try:
        yield
    finally:
        if was_on:
            gc.enable()


@contextmanager
def _listed(ask: Callable[[], list[QWidget]]) -> Iterator[list[QWidget]]:
    """``ask()``'s list, made and handed out with the collector paused; an empty list
    without an application."""
    with collector_paused():
        yield list(ask()) if QApplication.instance() is not None else []


def widgets() -> AbstractContextManager[list[QWidget]]:
    """Every widget of the application (``QApplication.allWidgets()``), to use inside the
    ``with`` block only (see the module's docstring); an empty list without an application."""
    return _listed(QApplication.allWidgets)


def windows() -> AbstractContextManager[list[QWidget]]:
    """Every top-level widget (``QApplication.topLevelWidgets()``: windows, dialogs, menus,
    hidden ones too), to use inside the ``with`` block only (see the module's docstring)."""
    return _listed(QApplication.topLevelWidgets)
