"""What the seventh round of fresh auditors found in the window (decisions CF49): a player
silenced for the day is not offered as a challenger. Fails on the code before."""

from __future__ import annotations

from narrator_app.engine import Setup

MAFIA_NIGHTS = ["godfather", "joker", "dr_lecter", "simple_mafia", "pickpocket", "mayor",
                "die_hard", "leon", "detective", "psychiatrist", "doctor", "plain_citizen"]
NAMES = tuple(f"P{i}" for i in range(1, 13))


def test_a_silenced_player_is_not_offered_as_a_challenger(window, qtbot) -> None:
    c = window.c
    assert c.new_game(Setup("mafia_nights", NAMES, {}), MAFIA_NIGHTS), c.last_error
    assert c.end_phase(), c.last_error  # the intro night
    assert c.end_phase(), c.last_error  # day 1, nobody voted
    assert c.step("psychiatrist", {"silence": 12}), c.last_error
    assert c.end_phase(), c.last_error
    assert (c.state.phase, c.state.number) == ("day", 2)
    panel = window.timer_panel
    qtbot.wait(50)
    rnd = panel.start_round("talk", 1)
    assert rnd is not None and rnd.current is not None
    assert 12 in rnd.silenced
    offered = [panel.challenger_combo.itemData(i)
               for i in range(panel.challenger_combo.count())]
    assert 11 in offered or 10 in offered  # the others are offered
    assert 12 not in offered


_DISPLAY_OUTLIVES_ITS_DESK = """
import gc, os, sys, tempfile
from pathlib import Path
from PySide6.QtCore import QCoreApplication, QEvent
from PySide6.QtGui import QGuiApplication
from narrator_app.engine import Setup
from narrator_app.ui.app import create_application
from narrator_app.ui.controller import GameController
from narrator_app.ui.main_window import MainWindow

app = create_application([], language="fa")
tmp = Path(tempfile.mkdtemp())
screen = QGuiApplication.primaryScreen()
gc.collect()  # the screen's wrapper is older than the windows below
desk = MainWindow(GameController(tmp / "a"))
desk.resize(1366, 768)
desk.show()
app.processEvents()
roster = ["godfather", "simple_mafia", "doctor", "detective", "plain_citizen",
          "plain_citizen", "plain_citizen"]
assert desk.c.new_game(Setup("classic", tuple(f"P{i}" for i in range(1, 8)), {}), roster)
desk.open_public_display()
app.processEvents()
assert desk.c.end_phase()  # the display follows the game (and asks for its screen)
app.processEvents()
desk.public_window.close()
del screen
desk.close()
desk.deleteLater()
QCoreApplication.sendPostedEvents(None, QEvent.Type.DeferredDelete)
del desk
gc.collect()
again = MainWindow(GameController(tmp / "b"))
again.show()
app.processEvents()
print("survived", QGuiApplication.screens() != [])
"""


def test_a_display_left_after_its_desk_does_not_take_the_screen_with_it() -> None:
    # the full runs' crashes (CF48-39): the display, with no Qt parent, outlived its desk
    # in a cycle; collecting it deleted the app's one QScreen and the next window crashed.
    # Run in a process of its own: the fault is a segmentation fault (CF49-10)
    import os
    import subprocess
    import sys
    from pathlib import Path

    root = Path(__file__).resolve().parents[2]
    env = {**os.environ, "QT_QPA_PLATFORM": "offscreen", "PYTHONPATH": str(root)}
    out = subprocess.run([sys.executable, "-c", _DISPLAY_OUTLIVES_ITS_DESK], env=env,
                         capture_output=True, text=True, timeout=120, cwd=root)
    assert out.returncode == 0, (out.returncode, out.stderr[-2000:])
    assert out.stdout.strip().endswith("survived True"), out.stdout


def test_a_gun_fired_past_an_earlier_holder_says_whose_turn_has_passed(window, qtbot) -> None:
    # a narrator's trial: seat 8 fired first and the window moved on in silence (CF49-19)
    c = window.c
    roster = ["mafia_boss", "nato", "hostage_taker", "detective", "doctor", "commando",
              "guard", "gunner", "plain_citizen", "plain_citizen"]
    assert c.new_game(Setup("takavar", NAMES[:10], {}), roster), c.last_error
    for _ in range(3):  # intro day, intro night, day 1
        assert c.end_phase(), c.last_error
    assert c.step("gunner", {"give": {9: "war", 10: "blank"}}), c.last_error
    assert c.end_phase(), c.last_error
    said: list[str] = []
    c.message.connect(said.append)
    assert c.step("guns", [{"shooter": 10, "target": 4}]), c.last_error
    assert said and "9" in said[-1].translate(str.maketrans("۰۱۲۳۴۵۶۷۸۹", "0123456789"))
    assert "ترتیب صندلی" in said[-1]
    said.clear()
    assert c.undo(), c.last_error
    assert c.step("guns", [{"shooter": 9, "target": 4}]), c.last_error
    assert not any("ترتیب صندلی" in s for s in said)  # his own turn: nothing passed


def test_opening_a_file_asks_before_leaving_the_running_game(window, monkeypatch,
                                                             tmp_path) -> None:
    # a narrator's trial: Ctrl+O replaced the running game without a word (CF49-20)
    from PySide6.QtWidgets import QFileDialog

    from narrator_app.engine import Game
    from narrator_app.engine.gamefile import save_game

    c = window.c
    roster = ["godfather", "simple_mafia", "doctor", "detective", "plain_citizen",
              "plain_citizen", "plain_citizen"]
    other = Game(Setup("classic", NAMES[:7], {}))
    other.deal(roster)
    path = save_game(other, tmp_path / "other.ravi")
    assert c.new_game(Setup("mafia_nights", NAMES, {}), MAFIA_NIGHTS), c.last_error
    running = c.game
    monkeypatch.setattr(QFileDialog, "getOpenFileName",
                        staticmethod(lambda *a, **k: (str(path), "")))
    asked: list[str] = []
    c.confirm = lambda title, text: asked.append(text) or False
    window.open_game()
    assert asked and c.game is running  # kept: the narrator said no
    c.confirm = lambda title, text: asked.append(text) or True
    window.open_game()
    assert c.game is not running and c.game.scenario.id == "classic"
