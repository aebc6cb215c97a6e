"""Start-up stays light: the modules imported before the main window's first paint.

The app is started the way ``python -m narrator_app`` starts it (settings, data folder, the
window shown and painted) in a fresh interpreter, which then lists ``sys.modules``. The print
preview and PDF code, the archive window and its index, the replay window and every dialog
are imported only when the narrator opens them; none of them may be among the modules
loaded before the first paint (issue "Fast at any game length and any archive size").
"""

from __future__ import annotations

import json
import os
import subprocess
import sys
from pathlib import Path

ROOT = Path(__file__).resolve().parents[2]

START = r"""
import json, sys
from narrator_app.cli import _create_main_window, import_before_qt
import_before_qt()
from PySide6.QtCore import QEvent, QObject
from narrator_app.ui.app import create_application
from narrator_app.ui.settings import Settings, default_folder

settings = Settings.load(default_folder())
app = create_application(sys.argv[:1], language=settings.language)
w = _create_main_window(settings)
painted = []

class Spy(QObject):
    def eventFilter(self, obj, event):
        if event.type() == QEvent.Type.Paint:
            painted.append(sys.modules.copy())
        return False

spy = Spy()
w.installEventFilter(spy)
w.show()
while not painted:
    app.processEvents()
print(json.dumps(sorted(painted[0])))
"""

#: Loaded only when the narrator opens them (prefixes of module names).
LATER = (
    "narrator_app.printing",
    "PySide6.QtPrintSupport",
    "PySide6.QtPdf",
    "narrator_app.ui.archive_window",
    "narrator_app.ui.replay_window",
    "narrator_app.ui.new_game_dialog",
    "narrator_app.ui.house_rules_dialog",
    "narrator_app.ui.settings_dialog",
    "narrator_app.ui.public_window",
    "sqlite3",  # the archive's index
)


def modules_at_first_paint(tmp_path: Path) -> list[str]:
    env = dict(os.environ, QT_QPA_PLATFORM="offscreen", PYTHONPATH=str(ROOT),
               XDG_CONFIG_HOME=str(tmp_path / "config"), XDG_DATA_HOME=str(tmp_path / "data"))
    out = subprocess.run([sys.executable, "-c", START], cwd=ROOT, env=env, capture_output=True,
                         text=True, timeout=120)
    assert out.returncode == 0, out.stderr
    return json.loads(out.stdout.strip().splitlines()[-1])


def test_no_dialog_printing_or_archive_module_before_the_first_paint(tmp_path):
    modules = modules_at_first_paint(tmp_path)
    assert "narrator_app.ui.main_window" in modules  # the list is the app's, not an empty one
    early = [m for m in modules if any(m == p or m.startswith(p + ".") for p in LATER)]
    assert early == [], f"imported before the first paint: {early}"


def test_the_window_is_built_in_the_narrators_font_not_polished_again(qapp, tmp_path,
                                                                       monkeypatch):
    """The saved theme and font size are applied before the first widget exists: building
    the window then has no widget of its own to polish again (a style-sheet pass each)."""
    from PySide6.QtWidgets import QApplication

    from narrator_app.cli import _create_main_window
    from narrator_app.ui import theme
    from narrator_app.ui.settings import Settings

    monkeypatch.setenv("XDG_CONFIG_HOME", str(tmp_path / "config"))
    monkeypatch.setenv("XDG_DATA_HOME", str(tmp_path / "data"))
    size = qapp.font().pointSize()
    before = set(QApplication.allWidgets())
    polished_again = []
    real = theme._repolish_sheets

    def repolish(app):
        polished_again.extend(w for w in app.allWidgets() if w not in before)
        real(app)

    monkeypatch.setattr(theme, "_repolish_sheets", repolish)
    try:
        window = _create_main_window(Settings(font_size=size + 3))
        assert qapp.font().pointSize() == size + 3  # the narrator's size is applied
        assert polished_again == []
        window.close()
        window.c.release_lock()
    finally:
        theme.apply_font_size(qapp, size)
