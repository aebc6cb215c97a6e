"""`./run` (``python -m narrator_app``) with no display says so in one sentence, before Qt
(whose own hint about a missing xcb package is wrong when the package is there)."""

from __future__ import annotations

import os
import subprocess
import sys
from pathlib import Path

from narrator_app.cli import display_available

ROOT = Path(__file__).resolve().parents[1]


def test_no_display_is_said_in_one_sentence(tmp_path):
    env = {k: v for k, v in os.environ.items()
           if k not in ("DISPLAY", "WAYLAND_DISPLAY", "QT_QPA_PLATFORM")}
    env.update(PYTHONPATH=str(ROOT), HOME=str(tmp_path), XDG_CONFIG_HOME=str(tmp_path))
    out = subprocess.run([sys.executable, "-m", "narrator_app", "--lang", "en"], env=env,
                         capture_output=True, text=True, timeout=60)
    assert out.returncode == 2
    lines = out.stderr.strip().splitlines()
    assert lines == ["Ravi needs a display and none was found (DISPLAY and WAYLAND_DISPLAY "
                     "are empty): run it in a graphical session."]
    assert "xcb" not in out.stderr


def test_display_is_found_from_any_of_the_three_variables():
    assert not display_available({}, "linux")
    assert display_available({"DISPLAY": ":0"}, "linux")
    assert display_available({"WAYLAND_DISPLAY": "wayland-0"}, "linux")
    assert display_available({"QT_QPA_PLATFORM": "offscreen"}, "linux")
    assert display_available({}, "win32") and display_available({}, "darwin")
