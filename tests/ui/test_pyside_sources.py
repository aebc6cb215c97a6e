"""PySide6 asks of every module imported after it whether its source names PySide6; the
app answers from the file's bytes (ui/pyside_sources.py ``light_source_check``) so that no
module's source stays in memory (issue 25: some 15 MiB at start), with PySide's own answer;
on the start path it is in place before PySide6 itself is imported."""

from __future__ import annotations

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
