"""The day's exit is read in its place, on the players' display and on the desk alike
(X100-10): Werewolf's hunter voted out leaves before the seat he takes with him, and that
seat's lover after it. The display said the shot's exits first and the hunter's last
(X100-8 put the day's exit after all of the day's lines); the desk read the shot's exits
in its announcement box, above the exit's own line."""

from __future__ import annotations

import pytest
from PySide6.QtWidgets import QApplication

from narrator_app.engine import Setup
from narrator_app.messages import ANNOUNCE, player_label
from narrator_app.ui.public_window import PublicWindow

pytestmark = pytest.mark.qt_log_ignore(r"This plugin does not support", extend=True)

DEAL = ["werewolf", "werewolf", "seer", "protector", "witch", "hunter", "cupid", "villager",
        "villager", "villager"]
NAMES = tuple(f"P{i}" for i in range(1, 11))


def _hunter_shoots(c, lang: str) -> None:
    """Night 1: cupid makes 7 and 8 lovers, the wolves kill 10; Day 1: the hunter (6) is
    voted out and takes 8 (7 follows, heartbreak)."""
    c.lang = lang
    assert c.new_game(Setup("werewolf", NAMES), DEAL), c.last_error
    assert c.step("cupid", {"lovers": [7, 8]}) and c.step("mafia", {"shot": 10}), c.last_error
    assert c.end_phase(), c.last_error
    assert c.step("votes", {6: 5}) and c.step("exit_votes", {6: 5}), c.last_error
    assert c.step("hunter", {"shoot": 8}), c.last_error


def _bare(text: str) -> list[str]:
    return [line.lstrip("\u200e\u200f") for line in text.split("\n")]


@pytest.mark.parametrize("lang", ["fa", "en"])
def test_the_display_says_the_hunter_before_the_seat_he_takes(qtbot, controller, lang):
    c = controller
    _hunter_shoots(c, lang)
    pw = PublicWindow(c)
    qtbot.addWidget(pw)
    pw.show()
    qtbot.waitExposed(pw)
    QApplication.processEvents()
    left = [ANNOUNCE[lang]["left"].format(name=player_label(NAMES, s, lang))
            for s in (10, 6, 8, 7)]
    assert _bare(pw.announce.text()) == left


def test_the_desk_reads_the_shot_under_the_exit(qtbot, window, controller):
    c = controller
    _hunter_shoots(c, "fa")
    panel = window.day_panel
    QApplication.processEvents()
    lines = panel.exit_label.text().split("\n")
    assert len(lines) == 3, lines  # the hunter's exit, then 8's, then 7's (heartbreak)
    assert "P6" in lines[0] and "P8" in lines[1] and "P7" in lines[2]
    assert "P8" not in panel.extras.announce.text()  # not read above the exit
