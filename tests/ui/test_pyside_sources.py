"""PySide6 asks of every module imported after it whether its source names PySide6; the
app answers from the file's bytes (ui/pyside_sources.py ``light_source_check``) so that no
module's source stays in memory (issue 25: some 15 MiB at start), with PySide's own answer;
on the start path it is in place before PySide6 itself is imported."""

from __future__ import annotations

import builtins
import json
import linecache
import os
import subprocess
import sys
from pathlib import Path

import narrator_app.ui.app  # noqa: F401 - installs the answer


def test_modules_imported_after_pyside_keep_no_source(tmp_path: Path, monkeypatch) -> None:
    feature = sys.modules["shibokensupport.feature"]
    assert getattr(feature._mod_uses_pyside, "reads_bytes", False)
    # the answer is asked by PySide's import switch: an earlier test's start in this process
    # may have taken the switch out (``plain_imports``, cli.import_before_qt), so it is put
    # back for this test (monkeypatch restores the process's own afterwards)
    monkeypatch.setattr(builtins, "__import__", builtins.__feature_import__)  # type: ignore[attr-defined]
    (tmp_path / "ravi_plain_mod.py").write_text("X = 1\n", "utf-8")
    (tmp_path / "ravi_qt_mod.py").write_text("from PySide6.QtCore import QObject\n", "utf-8")
    monkeypatch.syspath_prepend(str(tmp_path))
    linecache.clearcache()
    try:
        plain = __import__("ravi_plain_mod")  # an import statement (not importlib)
        qt = __import__("ravi_qt_mod")
        assert feature.pyside_feature_dict["ravi_plain_mod"] == -1  # ignored by PySide
        assert feature.pyside_feature_dict["ravi_qt_mod"] == 0  # uses PySide
        assert str(tmp_path / "ravi_plain_mod.py") not in linecache.cache
        assert str(tmp_path / "ravi_qt_mod.py") not in linecache.cache
        assert feature._mod_uses_pyside(plain) is False
        assert feature._mod_uses_pyside(qt) is True
        assert feature._mod_uses_pyside(sys) is False  # built in: PySide's own answer
    finally:
        for name in ("ravi_plain_mod", "ravi_qt_mod"):
            sys.modules.pop(name, None)
            feature.pyside_feature_dict.pop(name, None)


#: The start path's first steps in a fresh interpreter (``cli.import_before_qt``, then the
#: application's module, which imports PySide6): the sources left in :mod:`linecache`.
START = r"""
import json, linecache
from narrator_app.cli import import_before_qt
import_before_qt()
import narrator_app.ui.app
print(json.dumps(sorted(linecache.cache)))
"""


def test_the_start_path_keeps_no_source_of_pyside_or_its_first_modules() -> None:
    """Made light before PySide6 is imported, the check keeps no source: neither PySide6's
    own modules' nor those the application's module imports after it (the fonts, the
    paths), nor what shiboken6's own start read (issue 25: peak memory)."""
    root = Path(__file__).resolve().parents[2]
    env = dict(os.environ, QT_QPA_PLATFORM="offscreen", PYTHONPATH=str(root))
    out = subprocess.run([sys.executable, "-c", START], cwd=root, env=env,
                         capture_output=True, text=True, timeout=120)
    assert out.returncode == 0, out.stderr
    assert json.loads(out.stdout.strip().splitlines()[-1]) == []


#: The start path's first steps, then what PySide's ``__feature__`` switch would have seen:
#: the import hook in place, a module imported afterwards (the engine's), a class of PySide
#: loaded at first use, and a window made and painted.
PLAIN = r"""
import builtins, json, sys
from narrator_app.cli import import_before_qt
import_before_qt()
import narrator_app.ui.app
import narrator_app.engine.scenario  # a module imported after the switch was taken out
from PySide6.QtWidgets import QApplication, QLabel, QStyle
app = QApplication([])
label = QLabel("x")
label.show()
app.processEvents()
feature = sys.modules["shibokensupport.feature"]
print(json.dumps({
    "plain": builtins.__import__ is builtins.__orig_import__,
    "switch": builtins.__import__ is getattr(builtins, "__feature_import__", None),
    "seen": "narrator_app.engine.scenario" in feature.pyside_feature_dict,
    "style": QStyle.PixelMetric.PM_SmallIconSize.name,
    "painted": label.isVisible(),
}))
"""

#: A process that selected a feature before: the switch is left in place.
SELECTED = r"""
import builtins, json
import PySide6.QtCore
from __feature__ import snake_case  # noqa: F401
from narrator_app.ui.pyside_sources import plain_imports
print(json.dumps({"taken_out": plain_imports(),
                  "switch": builtins.__import__ is builtins.__feature_import__}))
"""


def _run(code: str) -> dict:
    root = Path(__file__).resolve().parents[2]
    env = dict(os.environ, QT_QPA_PLATFORM="offscreen", PYTHONPATH=str(root))
    out = subprocess.run([sys.executable, "-c", code], cwd=root, env=env,
                         capture_output=True, text=True, timeout=120)
    assert out.returncode == 0, out.stderr
    return json.loads(out.stdout.strip().splitlines()[-1])


def test_the_start_path_imports_without_pysides_feature_switch() -> None:
    """After ``cli.import_before_qt`` the window's import statements run Python's own
    import (with shiboken's lazy class loading): PySide's ``__feature__`` switch no longer
    runs twice for each of them, and a module imported later is not entered in its table;
    PySide's classes still load at first use and a window paints (issue 25: ≈ 45 M
    instructions until the New game dialog answers)."""
    seen = _run(PLAIN)
    assert seen == {"plain": True, "switch": False, "seen": False,
                    "style": "PM_SmallIconSize", "painted": True}


def test_a_selected_feature_keeps_the_switch() -> None:
    """A process where a module has selected a feature keeps PySide's switch."""
    assert _run(SELECTED) == {"taken_out": False, "switch": True}
