"""Qt classes the start does not use are not built before the New game dialog answers.

PySide builds a Qt class's Python type, with every enum it holds, when the class is first
imported or handed to Python: the speaking clock's sound player (``QProcess``, with
``QIODeviceBase``'s enums) and the notes box's cursor (``QTextCursor``) are imported where a
sound is played and a note is added, not at their modules' import."""

from __future__ import annotations

import os
import subprocess
import sys
from pathlib import Path

import pytest

ROOT = Path(__file__).resolve().parents[2]

# the app's own start path until the New game dialog answers (the start-until-usable
# harness), then: which of the classes did PySide build?
PROBE = r"""
import atexit, os, runpy, sys
sys.argv = [sys.argv[1]]
sys.path.insert(0, os.path.dirname(sys.argv[0]))
LATER = {"QtCore": ("QProcess", "QIODeviceBase"), "QtGui": ("QTextCursor",)}

def report():
    for module, names in LATER.items():
        built = vars(sys.modules["PySide6." + module])
        for name in names:
            print(name, int(name in built), flush=True)

atexit.register(report)
runpy.run_path(sys.argv[0], run_name="__main__")
"""


def test_the_start_builds_no_sound_player_and_no_text_cursor(tmp_path) -> None:
    env = dict(os.environ, QT_QPA_PLATFORM="offscreen", PYTHONPATH=str(ROOT),
               **{f"XDG_{k}_HOME": str(tmp_path / k.lower())
                  for k in ("CONFIG", "DATA", "STATE", "CACHE")})
    out = subprocess.run([sys.executable, "-c", PROBE, str(ROOT / "benchmarks" / "app_usable.py")],
                         env=env, cwd=ROOT, capture_output=True, text=True, timeout=120)
    assert out.returncode == 0, out.stderr[-2000:]
    got = dict(line.split() for line in out.stdout.splitlines() if len(line.split()) == 2)
    assert got["engine"] == "1" and got["game"] == "0"  # the dialog answered
    assert (got["QProcess"], got["QIODeviceBase"], got["QTextCursor"]) == ("0", "0", "0")


def test_the_clock_module_still_names_qprocess(qapp) -> None:
    from PySide6.QtCore import QProcess

    from narrator_app.ui import timer_panel

    assert timer_panel.QProcess is QProcess
    with pytest.raises(AttributeError, match="no_such_name"):
        _ = timer_panel.no_such_name  # type: ignore[attr-defined]
    with pytest.raises(ImportError):
        from narrator_app.ui.timer_panel import no_such_name  # type: ignore[attr-defined]  # noqa: F401


def test_a_note_still_goes_at_the_end_as_plain_text(qapp) -> None:
    from narrator_app.ui.notes_panel import NoteEdit

    edit = NoteEdit()
    edit.appendPlainText("<b>one</b>")
    edit.appendPlainText("two")
    assert edit.toPlainText() == "<b>one</b>\ntwo"
