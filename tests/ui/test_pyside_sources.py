"""PySide6 asks of every module imported after it whether its source names PySide6; the
app answers from the file's bytes (ui/app.py ``_sources_not_kept``) so that no module's
source stays in memory (issue 25: some 15 MiB at start), with PySide's own answer."""

from __future__ import annotations

import linecache
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
