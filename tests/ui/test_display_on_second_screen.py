"""The players' display opened from the desk (View → Public display) with a second screen
attached goes to that screen, full screen, and the desk keeps the front and the keyboard
(Y101-4): it opened behind the desk on the narrator's own screen (CF80-5), and the TV stayed
empty until he found «Public display on screen». Full screen it is the table's: no keys'
hint there (W99-3). On one screen it opens in front of the desk (LY110-2,
tests/ui/test_public_display_front.py). Two screens need a Qt platform of their own (the
offscreen plugin's screens from a configuration file): a process of its own."""

from __future__ import annotations

import json
import os
import subprocess
import sys
from pathlib import Path

_TWO_SCREENS = {"screens": [
    {"name": "desk", "x": 0, "y": 0, "width": 1366, "height": 768,
     "logicalDpi": 96, "logicalBaseDpi": 96, "dpr": 1},
    {"name": "tv", "x": 1366, "y": 0, "width": 1920, "height": 1080,
     "logicalDpi": 96, "logicalBaseDpi": 96, "dpr": 1}]}

_OPEN_THE_DISPLAY = """
import json, tempfile
from pathlib import Path
from PySide6.QtGui import QGuiApplication
from PySide6.QtWidgets import QApplication
from narrator_app.engine import Setup
from narrator_app.ui.app import create_application
from narrator_app.ui.controller import GameController
from narrator_app.ui.main_window import MainWindow

app = create_application([], language="en")
desk = MainWindow(GameController(Path(tempfile.mkdtemp())))
desk.setScreen(QGuiApplication.screens()[0])
desk.resize(1366, 740)
desk.show()
desk.activateWindow()
app.processEvents()
roster = ["godfather", "simple_mafia", "doctor", "detective", "plain_citizen",
          "plain_citizen", "plain_citizen"]
assert desk.c.new_game(Setup("classic", tuple(f"P{i}" for i in range(1, 8)), {}), roster)
desk.open_public_display()
for _ in range(5):
    app.processEvents()
pw = desk.public_window
print(json.dumps({
    "screen": pw.screen().name(), "full": pw.isFullScreen(), "visible": pw.isVisible(),
    "active_is_desk": QApplication.activeWindow() is desk, "hint": pw.back_hint.isVisible(),
    "said": desk.statusBar().currentMessage(), "desk_screen": desk.screen().name()}))
pw.close()
desk.close()
"""


def test_the_display_opens_full_screen_on_the_second_screen(tmp_path: Path) -> None:
    config = tmp_path / "screens.json"
    config.write_text(json.dumps(_TWO_SCREENS))
    root = Path(__file__).resolve().parents[2]
    env = {**os.environ, "QT_QPA_PLATFORM": f"offscreen:configfile={config}",
           "PYTHONPATH": str(root)}
    out = subprocess.run([sys.executable, "-c", _OPEN_THE_DISPLAY], env=env,
                         capture_output=True, text=True, timeout=120, cwd=root)
    assert out.returncode == 0, (out.returncode, out.stderr[-2000:])
    got = json.loads(out.stdout.strip().splitlines()[-1])
    assert got["desk_screen"] == "desk"
    assert (got["screen"], got["full"], got["visible"]) == ("tv", True, True), got
    assert got["active_is_desk"], got  # the desk keeps the keyboard
    assert not got["hint"], got  # «Esc: back to the desk · F11» is not the table's to read
    assert got["said"].startswith("The public display is on the other screen, full screen"), got
    assert "2: tv (1920×1080)" in got["said"], got
