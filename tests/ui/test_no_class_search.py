"""The window's start hands PySide no widget whose class it must search for (issue 25).

A widget Qt made, handed to Python declared as ``QWidget`` while its own class is
``QWidget`` (a scroll area's viewport) or one Qt does not export (the toolbar's separators
and extension button, asked about by the menu bar's Python style), made PySide ask every
``QWidget`` subclass whether it is theirs, building each of their classes: ≈ 70 M
instructions at the window's start. :func:`viewport_of` hands the viewport over as a
``QObject``; the toolbar in the menu bar's corner draws with a style written in C++.
"""

from __future__ import annotations

import os
import subprocess
import sys
from pathlib import Path

import pytest
from PySide6.QtWidgets import QApplication, QScrollArea, QTextEdit, QToolBar, QTreeView

from narrator_app.ui.viewport import viewport_of

pytestmark = pytest.mark.qt_log_ignore(r"This plugin does not support", extend=True)

ROOT = Path(__file__).resolve().parents[2]

#: A scroll area's viewport taken by ``HOW`` in a fresh interpreter: whether PySide built a
#: class it only builds when searching (QKeySequenceEdit, never used here), before and after.
SEARCH = r"""
import sys
from PySide6.QtWidgets import QApplication, QScrollArea
import PySide6.QtWidgets as w
app = QApplication([])
area = QScrollArea()
before = "QKeySequenceEdit" in vars(w)
if sys.argv[1] == "helper":
    from narrator_app.ui.viewport import viewport_of
    view = viewport_of(area)
else:
    view = area.viewport()
print(before, "QKeySequenceEdit" in vars(w), view is area.viewport())
"""


def test_viewport_of_is_the_viewport(qapp):
    """The same object ``viewport()`` returns, for a scroll area, a text box and a tree
    view; asked again, the same again."""
    for area in (QScrollArea(), QTextEdit(), QTreeView()):
        view = viewport_of(area)
        assert view is area.viewport()
        assert viewport_of(area) is view


@pytest.mark.parametrize("how, searched", [("helper", False), ("viewport", True)])
def test_only_viewport_makes_pyside_search_the_classes(how, searched):
    """In a fresh interpreter ``viewport()`` makes PySide build the classes of QWidget's
    subclasses (the cost :func:`viewport_of` avoids); :func:`viewport_of` makes none."""
    env = dict(os.environ, QT_QPA_PLATFORM="offscreen", PYTHONPATH=str(ROOT))
    out = subprocess.run([sys.executable, "-c", SEARCH, how], cwd=ROOT, env=env,
                         capture_output=True, text=True, timeout=120)
    assert out.returncode == 0, out.stderr
    before, after, same = out.stdout.split()
    if before == "True":
        pytest.skip("this PySide builds its classes at import")
    assert (after, same) == (str(searched), "True")


@pytest.mark.parametrize("lang", ["fa", "en"])
def test_the_menu_bars_python_style_is_never_asked_about_the_toolbar(qapp, qtbot, controller,
                                                                     monkeypatch, lang):
    """With the Persian titles' underline off (the menu bar's :class:`NoUnderline`), the
    corner toolbar and its separators, buttons and extension button are drawn by a style
    written in C++: the Python style is asked about the menu bar and its menus only. Back in
    English both styles are gone; in Persian again both are back."""
    from desk_driver import desk_in

    from narrator_app.ui import menu_keys
    from narrator_app.ui.app import apply_language

    asked: list[bool] = []  # for each widget asked about: is it in a toolbar? (no widget kept)

    class Spied(menu_keys.NoUnderline):
        def styleHint(self, h, option=None, widget=None, returnData=None):  # noqa: N802, N803
            inside = widget
            while inside is not None and not isinstance(inside, QToolBar):
                inside = inside.parentWidget()
            asked.append(inside is not None)
            return super().styleHint(h, option, widget, returnData)

    monkeypatch.setattr(menu_keys, "NoUnderline", Spied)
    w = desk_in(qtbot, controller, lang)
    try:
        tb = w.toolbar
        w.grab()
        tb.grab()
        QApplication.processEvents()
        keys = w.menu_keys
        if lang == "fa":
            assert keys.no_underline is not None and keys.corner_style is not None
            assert asked  # the menu bar's titles are drawn by it
            assert not any(asked)
        else:
            assert keys.no_underline is None and keys.corner_style is None
        apply_language(qapp, "en" if lang == "fa" else "fa")
        QApplication.processEvents()
        if lang == "fa":
            assert keys.no_underline is None and keys.corner_style is None
        else:
            assert keys.no_underline is not None and keys.corner_style is not None
            assert tb.style() is not w.menuBar().style()
    finally:
        apply_language(qapp, "fa")
