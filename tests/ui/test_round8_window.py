"""The window at this round's narrator trial and last round's leftovers (decisions CF50)."""

from __future__ import annotations

import os
import subprocess
import sys
from pathlib import Path

import pytest

_EXIT_WITH_WINDOWS_OPEN = """
import sys, tempfile, gc
from pathlib import Path
from PySide6.QtCore import QTimer
from narrator_app.engine import Setup
from narrator_app.ui.app import create_application
from narrator_app.ui.controller import GameController
from narrator_app.ui.main_window import MainWindow

mode = sys.argv[1]
app = create_application([], language="fa")
desk = MainWindow(GameController(Path(tempfile.mkdtemp())))
desk.resize(1366, 768)
desk.show()
app.processEvents()
roster = ["godfather", "simple_mafia", "doctor", "detective", "plain_citizen",
          "plain_citizen", "plain_citizen"]
assert desk.c.new_game(Setup("classic", tuple(f"P{i}" for i in range(1, 8)), {}), roster)
desk.open_public_display()  # the players' display: a window of its own, no Qt parent
desk.open_archive()
app.processEvents()
assert desk.c.end_phase()
app.processEvents()
if mode == "close":  # the window's close button or the Quit action
    QTimer.singleShot(50, desk.close)
    print("exec", app.exec())
    gc.collect()
elif mode == "quit":  # the application quits with every window open
    QTimer.singleShot(50, app.quit)
    print("exec", app.exec())
print("at exit")  # the interpreter then ends with the windows alive
"""


pytestmark = pytest.mark.qt_log_ignore(r"This plugin does not support", extend=True)


@pytest.mark.parametrize("mode", ["close", "quit", "none"])
def test_the_app_exits_cleanly_with_the_display_and_the_archive_open(mode: str) -> None:
    """The desk, the players' display and the archive open, a step played, then the app
    ends: by closing the desk, by quitting, or with the interpreter's own end. Each exits
    with 0 and no fault (last round's crash came from a display outliving its desk in a
    collection, CF49-10; the exit itself was not tried then). A process of its own: a fault
    would be a signal, not an exception."""
    root = Path(__file__).resolve().parents[2]
    env = {**os.environ, "QT_QPA_PLATFORM": "offscreen", "PYTHONPATH": str(root)}
    out = subprocess.run([sys.executable, "-c", _EXIT_WITH_WINDOWS_OPEN, mode], env=env,
                         capture_output=True, text=True, timeout=120, cwd=root)
    assert out.returncode == 0, (out.returncode, out.stderr[-2000:])
    assert out.stdout.strip().endswith("at exit"), out.stdout
    assert "Traceback" not in out.stderr, out.stderr[-2000:]


def test_a_seats_menu_opens_its_note_and_a_persian_note_stands_at_the_right(
        qtbot, window, controller) -> None:
    """A narrator's trial looked for notes in a seat's menu (it had only «Leaves the table»
    and «Role and ability») and saw a Persian note set at the left of its box (CF50)."""
    from desk_driver import REFERENCE, reference_setup
    from PySide6.QtGui import QTextCursor

    assert controller.new_game(reference_setup(), REFERENCE), controller.last_error
    extras = window.extras
    ring = window.ring
    ring.customContextMenuRequested.emit(ring.seat_center(3))
    menu = window.seat_menu.menu
    assert menu is not None
    note = next(a for a in menu.actions() if a.objectName() == "seatNoteAction")
    assert note.isEnabled()
    note.trigger()
    panel = extras.notes_panel
    assert window.side_tabs.currentWidget() is panel
    assert panel.seat() == 3
    menu.close()
    edit = panel.edit
    edit.setPlainText("خیلی ساکت بود")
    qtbot.waitUntil(edit.isVisible)
    cursor = edit.textCursor()
    cursor.movePosition(QTextCursor.MoveOperation.Start)
    edit.setTextCursor(cursor)
    # the start of a right-to-left paragraph is its right end: at the box's right side
    assert edit.cursorRect().x() > edit.viewport().width() * 3 // 4
    edit.setPlainText("quiet all day")
    cursor = edit.textCursor()
    cursor.movePosition(QTextCursor.MoveOperation.Start)
    edit.setTextCursor(cursor)
    assert edit.cursorRect().x() < edit.viewport().width() // 4  # English at the left
