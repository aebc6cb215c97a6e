"""Run in a child process under ``QT_QPA_PLATFORM=offscreen:configfile=…`` (a screen of the
size the test asks): opens the desk, the public display and the replay window of a finished
18-player game with long names, and prints each window's size, least size and whether it lies
within the screen's available geometry with a frame (tests/ui/test_trial32_window.py)."""

from __future__ import annotations

import json
import sys
import tempfile
from pathlib import Path

from PySide6.QtWidgets import QApplication


def main() -> None:
    app = QApplication(sys.argv[:1])
    from narrator_app.engine import Game, Setup
    from narrator_app.engine.simulate import random_game
    from narrator_app.ui import screen_fit
    from narrator_app.ui.app import apply_language
    from narrator_app.ui.controller import GameController
    from narrator_app.ui.main_window import MainWindow
    from narrator_app.ui.public_window import PublicWindow
    from narrator_app.ui.replay_window import ReplayWindow
    from narrator_app.ui.screen_fit import frame_of, within

    # a window manager's title bar and borders (the offscreen platform draws 4 px in all)
    screen_fit.frame_of = lambda _w: screen_fit.FRAME_GUESS
    lang = sys.argv[1]
    apply_language(app, lang)
    full = random_game("godfather_nostradamus", 18, 5)
    names = tuple(f"Gholamreza Mohammadi{i}" if i % 2 else f"Alexandria Montgomery{i}"
                  for i in range(1, 19))
    game = Game.replay(Setup(full.setup.scenario_id, names, dict(full.setup.house_rules)),
                       full.actions, full.scenario)
    assert game.state.winner is not None
    c = GameController(Path(tempfile.mkdtemp()))
    c.lang = lang
    c.confirm = lambda *_a: True
    c.game = Game.replay(game.setup, game.actions[:3], game.scenario)  # the intro day
    desk = MainWindow(c)
    desk.fit_to_screen()
    desk.show()
    app.processEvents()
    out = {}
    pub = PublicWindow(c)
    pub.open_beside(desk)
    app.processEvents()
    c.game = game  # then the game ends: a winner, its lines, every seat on the display
    c.changed.emit()
    for _ in range(3):
        app.processEvents()
    out["public"] = [pub.width(), pub.height(), within(pub), pub.minimumHeight(),
                     pub.minimumSizeHint().height(), list(frame_of(pub))]
    rep = ReplayWindow(game, lang)
    rep.show()
    rep.last()
    for _ in range(3):
        app.processEvents()
    out["replay"] = [rep.width(), rep.height(), within(rep), rep.winner_label.isVisible(),
                     list(frame_of(rep)), rep.pos().y()]
    area = app.primaryScreen().availableGeometry()
    out["screen"] = [area.width(), area.height()]
    print(json.dumps(out))


if __name__ == "__main__":
    main()
