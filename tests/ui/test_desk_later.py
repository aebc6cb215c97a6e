"""The start path paints the window before it builds the desk (issue 25,
``first_paint_ratio``): ``MainWindow(desk_later=True)`` is the window's frame — its title,
one line, its size and place — and :meth:`MainWindow.build_desk` builds the desk in it
once the start path has seen that paint (``cli._when_painted``)."""

from __future__ import annotations

import json
import os
import subprocess
import sys
from pathlib import Path

from PySide6.QtCore import QEvent, Qt
from PySide6.QtGui import QKeyEvent
from PySide6.QtWidgets import QApplication, QLabel

from narrator_app.ui.app import apply_language
from narrator_app.ui.controller import GameController
from narrator_app.ui.main_window import MainWindow
from narrator_app.ui.seat_ring import SeatRing

ROOT = Path(__file__).resolve().parents[2]


def frame(qtbot, tmp_path, lang: str = "fa") -> MainWindow:
    apply_language(QApplication.instance(), lang)
    w = MainWindow(GameController(tmp_path), desk_later=True)
    qtbot.addWidget(w)
    w.show()
    qtbot.waitExposed(w)
    return w


def test_the_frame_has_no_desk_and_says_the_table_is_being_set_up(qtbot, tmp_path):
    w = frame(qtbot, tmp_path)
    try:
        assert not w.desk_built
        assert not hasattr(w, "c"), "the controller comes with the desk"
        assert w.findChild(SeatRing) is None
        note = w.centralWidget()
        assert isinstance(note, QLabel) and note.objectName() == "deskPending"
        assert note.text() == "میز آماده می‌شود…"
        assert w.windowTitle() == "راوی"
        assert w.menuBar().actions() == []  # no menu acts on a desk not built yet
        # a key pressed meanwhile is left alone, not sent to the desk's keys
        w.keyPressEvent(QKeyEvent(QEvent.Type.KeyPress, Qt.Key.Key_1,
                                  Qt.KeyboardModifier.NoModifier, "1"))
    finally:
        apply_language(QApplication.instance(), "fa")


def test_the_desk_is_built_in_the_frame_at_its_size_once(qtbot, tmp_path):
    w = frame(qtbot, tmp_path)
    qtbot.waitUntil(lambda: not w.frame_check_pending())  # sized again with its real frame
    size = w.size()
    w.build_desk()
    assert w.desk_built
    assert w.c.data_dir == tmp_path
    ring = w.findChild(SeatRing)
    assert ring is not None and w.centralWidget().objectName() == "deskStack"
    qtbot.waitUntil(lambda: w.findChild(QLabel, "deskPending") is None)  # deleted later
    assert [a.text() for a in w.menuBar().actions()][:2] == ["&بازی", "&ویرایش"]
    assert w.size() == size  # built where the frame stood: the window neither jumps nor grows
    w.build_desk()  # a second call builds nothing
    assert w.findChild(SeatRing) is ring
    w.close()
    w.c.release_lock()


def test_a_frame_closed_before_its_desk_closes_cleanly(qtbot, tmp_path):
    w = frame(qtbot, tmp_path)
    assert w.close()
    assert not w.desk_built


#: ``python -m narrator_app``'s window (cli._run_gui): at each of its paints, whether its
#: desk was built and which of the desk's modules and of the engine's were loaded.
RUN = r"""
import json, os, sys
from PySide6.QtCore import QEvent, QObject, QTimer
from PySide6.QtWidgets import QApplication
import narrator_app.cli as cli

DESK = ("narrator_app.ui.seat_ring", "narrator_app.ui.day_panel", "narrator_app.ui.log_panel",
        "narrator_app.ui.timer_panel", "narrator_app.ui.trackers_panel",
        "narrator_app.ui.controller", "narrator_app.timers", "narrator_app.engine.game")
paints, offers, WINDOW, TIMED_OUT = [], [], [], []
real_paint, real_make = cli._when_painted, cli._create_main_window

class Spy(QObject):
    def eventFilter(self, obj, event):
        if event.type() == QEvent.Type.Paint and not any(p["desk"] for p in paints):
            paints.append({"desk": obj.desk_built,
                           "loaded": [m for m in DESK if m in sys.modules],
                           "game": obj.desk_built and obj.c.game is not None
                                   and len(obj.c.game.actions),
                           # the panel in front laid out (not Qt's 100×30 of a new widget)
                           "laid_out": obj.desk_built
                                       and obj.stack.currentWidget().width() > 200})
        return False

# CLOSE=frame|desk: the window closed as soon as it has painted so (the narrator quits as
# it comes up), before the start path's next step
class CloseAt(QObject):
    def eventFilter(self, obj, event):
        if (event.type() == QEvent.Type.Paint and CLOSE
                and obj.desk_built == (CLOSE == "desk")):
            obj.removeEventFilter(self)
            QTimer.singleShot(0, obj.close)
        return False

CLOSE = os.environ.get("CLOSE")

def made(settings=None, **kwargs):
    window = real_make(settings, **kwargs)
    WINDOW.append(window)
    window.installEventFilter(Spy(window))
    # the offer recorded, not made (its dialog would wait for an answer)
    window.offer_resume = lambda: offers.append(
        [window.desk_built, "narrator_app.engine.game" in sys.modules])
    QTimer.singleShot(20000, lambda: (TIMED_OUT.append(True),
                                      QApplication.instance().quit()))
    return window

class Quit(QObject):
    def eventFilter(self, obj, event):
        if event.type() == QEvent.Type.Paint and obj.desk_built:
            QTimer.singleShot(0, QApplication.instance().quit)
        return False

def when_painted(window, then=None, build=None):
    def then_quit():
        then()
        QTimer.singleShot(0, QApplication.instance().quit)
    real_paint(window, then_quit if then else None, build)
    window.installEventFilter(CloseAt(window))  # asked before the start path's filter

cli._create_main_window, cli._when_painted = made, when_painted
args = cli.build_parser().parse_args([])
args.game_file = sys.argv[1] if len(sys.argv) > 1 else None
if args.game_file:  # no resume offer: quit once the desk has painted
    QTimer.singleShot(0, lambda: WINDOW[0].installEventFilter(Quit(WINDOW[0])))
cli._run_gui(args, [])
print(json.dumps({"paints": paints, "offers": offers, "desk": WINDOW[0].desk_built,
                  "ended": not TIMED_OUT}))
"""


def start(tmp_path: Path, *args: str, close: str = "") -> dict:
    env = dict(os.environ, QT_QPA_PLATFORM="offscreen", PYTHONPATH=str(ROOT), CLOSE=close,
               XDG_CONFIG_HOME=str(tmp_path / "config"), XDG_DATA_HOME=str(tmp_path / "data"),
               XDG_STATE_HOME=str(tmp_path / "state"), XDG_CACHE_HOME=str(tmp_path / "cache"))
    out = subprocess.run([sys.executable, "-c", RUN, *args], cwd=ROOT, env=env,
                         capture_output=True, text=True, timeout=120)
    assert out.returncode == 0, out.stderr
    return json.loads(out.stdout.strip().splitlines()[-1])


def test_the_app_paints_its_frame_then_its_desk_then_loads_the_engine(tmp_path):
    """Started as ``python -m narrator_app`` starts it: the first paint is the frame, with
    none of the desk's modules loaded; the next is the desk, built without the engine's
    rules; the engine is loaded after that, before the resume offer looks at the saved
    games."""
    seen = start(tmp_path)
    assert seen["paints"][0] == {"desk": False, "loaded": [], "game": False, "laid_out": False}
    second = seen["paints"][-1]  # the desk's first (the frame may paint again, resized)
    assert second["desk"] is True and second["game"] is False
    assert "narrator_app.ui.seat_ring" in second["loaded"]
    assert "narrator_app.engine.game" not in second["loaded"]
    assert seen["offers"] == [[True, True]]


def test_a_game_file_opens_on_the_desk_before_the_desk_is_painted(tmp_path):
    """``ravi GAME.ravi``: the frame is painted first (a window mapped and left unpainted
    while the game is read showed black: a narrator's trial), and the desk's first paint
    already shows the game."""
    from narrator_app.engine import save_game
    from narrator_app.engine.simulate import random_game

    game = random_game("godfather_nostradamus", 11, 3)
    path = save_game(game, tmp_path / "friday.ravi")
    seen = start(tmp_path, str(path))
    assert seen["paints"][0] == {"desk": False, "loaded": [], "game": False, "laid_out": False}
    assert seen["paints"][-1]["desk"] is True
    assert seen["paints"][-1]["game"] == len(game.actions)
    # laid out at that paint: a blank window showed while the engine loaded (a trial)
    assert seen["paints"][-1]["laid_out"] is True
    assert seen["offers"] == []  # a game given: no resume offer


def test_a_window_put_back_by_the_settings_is_kept_within_the_screen(qtbot, tmp_path):
    """The last session's size and place (the settings' geometry) with the frame sticking
    out under the screen's edge (a window manager put it back 5 px lower than it was: a
    narrator's trial) is moved back within the screen once framed, never resized."""
    import base64

    from narrator_app.ui.settings import Settings

    probe = MainWindow(GameController(tmp_path / "a"))
    qtbot.addWidget(probe)
    area = probe.screen().availableGeometry()
    probe.show()
    qtbot.waitExposed(probe)
    qtbot.waitUntil(lambda: not probe.frame_check_pending())
    probe.resize(area.width() - 100, area.height() - 100)
    frame_h = probe.frameGeometry().height() - probe.height()
    # its foot 5 px under the screen's edge
    probe.move(area.left() + 20, area.bottom() + 1 - probe.height() - frame_h + 5)
    qtbot.waitUntil(lambda: probe.frameGeometry().bottom() > area.bottom())
    saved = base64.b64encode(bytes(probe.saveGeometry().data())).decode("ascii")
    size = probe.size()
    probe.close()
    probe.c.release_lock()

    w = MainWindow(GameController(tmp_path / "b"), settings=Settings(window_geometry=saved),
                   desk_later=True)
    qtbot.addWidget(w)
    w.show()
    qtbot.waitExposed(w)
    w.build_desk()
    qtbot.waitUntil(lambda: not w.frame_check_pending())
    assert area.contains(w.frameGeometry()), (w.frameGeometry(), area)
    assert w.size() == size
    w.close()
    w.c.release_lock()


def _unfinished_game(tmp_path: Path) -> None:
    """An unfinished game in the start path's data folder (what the resume offer offers)."""
    from narrator_app.engine import Setup
    from narrator_app.engine.simulate import random_game

    c = GameController(tmp_path / "data" / "Ravi")
    assert c.new_game(Setup("godfather_nostradamus", [""] * 11))
    assert c.end_phase()
    c.release_lock()
    del random_game


def test_a_window_closed_as_it_comes_up_offers_nothing_and_the_app_ends(tmp_path):
    """The narrator quits as the window comes up (Ctrl+Q as the desk appears, or the frame's
    close button): the desk is not built after a closed frame, no resume offer comes over an
    empty desktop, and the app ends (it went on hidden, with the game it offered open and
    the data folder unlocked: a narrator's trial)."""
    _unfinished_game(tmp_path)
    seen = start(tmp_path)  # the offer is made, as a check of the setting
    assert seen["offers"] == [[True, True]]
    at_desk = start(tmp_path, close="desk")
    assert at_desk["offers"] == [] and at_desk["desk"] is True
    at_frame = start(tmp_path, close="frame")
    assert at_frame["offers"] == [] and at_frame["desk"] is False
    assert at_desk["ended"] and at_frame["ended"]  # by themselves, not by the test's timer
