"""A narrator's trial: Ctrl+Q (or the window's close button) in the middle of a game closed
the desk at once. Nothing was lost (every action is autosaved and offered again at the next
start), but a narrator who hit it by mistake at the table was startled. With a game in
progress the narrator's Quit now asks one question, «Stay» its default answer; with no game
or a finished one the window closes at once, as before. The app's own ``close()`` (the
resume question's Quit, the tests' fixtures) never waits on a question."""

from __future__ import annotations

from pathlib import Path

import pytest
from desk_driver import shown_window
from PySide6.QtCore import Qt, QTimer
from PySide6.QtGui import QCloseEvent
from PySide6.QtWidgets import QApplication, QMessageBox, QPushButton

from narrator_app.engine import save_game
from narrator_app.engine.simulate import random_game

pytestmark = pytest.mark.qt_log_ignore(r"This plugin does not support raise\(\)",
                                       r"This plugin does not support propagateSizeHints",
                                       extend=True)

QUESTION = "بازی ذخیره شده است و دفعه‌ی بعد می‌توانید ادامه دهید. خارج می‌شوید؟"


class Answers:
    """Every question box that opens over the window is read and answered as a narrator
    would: ``stay`` presses Return (the box's default answer), ``quit`` clicks «Quit»."""

    def __init__(self, qtbot, answer: str) -> None:
        self.qtbot, self.answer = qtbot, answer
        #: (title, text, the default button's text, the buttons' texts) of each box
        self.asked: list[tuple[str, str, str, list[str]]] = []
        self.timer = QTimer()
        self.timer.timeout.connect(self._look)
        self.timer.start(20)

    def _look(self) -> None:
        box = QApplication.activeModalWidget()
        if not isinstance(box, QMessageBox) or not box.isVisible():
            return
        default = box.defaultButton()
        self.asked.append((box.windowTitle(), box.text(), default.text() if default else "",
                           sorted(b.text() for b in box.buttons())))
        if self.answer == "stay":
            self.qtbot.keyClick(box, Qt.Key.Key_Return)
        else:
            leave = box.findChild(QPushButton, "quitAnyway")
            assert leave is not None
            leave.click()

    def stop(self) -> None:
        self.timer.stop()


def press_ctrl_q(qtbot, window, answer: str = "stay") -> Answers:
    """The narrator's Ctrl+Q on the desk, any question answered ``answer``."""
    window.activateWindow()
    qtbot.waitUntil(lambda: QApplication.activeWindow() is window, timeout=2000)
    answers = Answers(qtbot, answer)
    try:
        qtbot.keyClick(window, Qt.Key.Key_Q, Qt.KeyboardModifier.ControlModifier)
        QApplication.processEvents()
    finally:
        answers.stop()
    return answers


def mid_night(c) -> None:
    """The reference game at its intro night, Nostradamus's prophecy confirmed."""
    assert c.end_phase()
    assert c.step("nostradamus", {"pick": [2, 8, 9], "side": "city"}), c.last_error
    assert c.state.phase == "intro_night"


def test_ctrl_q_mid_night_asks_and_stay_keeps_the_window_and_the_game(
        qtbot, window, reference_game):
    c = reference_game
    mid_night(c)
    game, state, actions = c.game, c.state, len(c.game.actions)
    journal = c.autosave_file().read_bytes()
    answers = press_ctrl_q(qtbot, window, "stay")
    assert len(answers.asked) == 1, answers.asked
    title, text, default, buttons = answers.asked[0]
    assert text == QUESTION
    assert default == "ماندن در بازی" and buttons == sorted(["خروج", "ماندن در بازی"])
    assert window.isVisible()
    assert c.game is game and c.state is state and len(c.game.actions) == actions
    assert c.autosave_file().read_bytes() == journal
    assert window.night_panel.isVisible()  # the night goes on where it was
    # the app's own close() (the resume question's Quit, the tests' fixtures) never waits
    # on a question
    answers = Answers(qtbot, "stay")
    try:
        assert window.close()
    finally:
        answers.stop()
    assert answers.asked == [] and not window.isVisible()


def test_ctrl_q_mid_night_answered_quit_closes_the_window(qtbot, window, reference_game):
    mid_night(reference_game)
    answers = press_ctrl_q(qtbot, window, "quit")
    assert [a[1] for a in answers.asked] == [QUESTION]
    assert not window.isVisible()


class WindowSystemClose(QCloseEvent):
    """The close the window system sends when the title bar's × or Alt+F4 is pressed: Qt
    delivers it as a spontaneous event (under X11 and a window manager), which a test's own
    event is not."""

    def spontaneous(self) -> bool:
        return True


def test_the_windows_close_button_asks_as_ctrl_q_does(qtbot, window, reference_game):
    mid_night(reference_game)
    answers = Answers(qtbot, "stay")
    ev = WindowSystemClose()
    try:
        QApplication.sendEvent(window, ev)
        QApplication.processEvents()
    finally:
        answers.stop()
    assert [a[1] for a in answers.asked] == [QUESTION]
    assert not ev.isAccepted() and window.isVisible()


def test_no_game_or_a_won_game_quits_at_once(qtbot, tmp_path: Path):
    """Only a game in progress asks: with no game, and with a won one, Ctrl+Q closes the
    window without a question; a game started in between asks."""
    from desk_driver import REFERENCE, reference_setup

    empty = shown_window(qtbot, tmp_path / "a")
    answers = press_ctrl_q(qtbot, empty)
    assert answers.asked == [] and not empty.isVisible()

    playing = shown_window(qtbot, tmp_path / "b")
    assert playing.c.new_game(reference_setup(), REFERENCE)
    mid_night(playing.c)
    assert [a[1] for a in press_ctrl_q(qtbot, playing).asked] == [QUESTION]
    assert playing.isVisible()

    won = random_game("classic", 8, 3)
    assert won.state.winner is not None
    path = save_game(won, tmp_path / "won.ravi")
    assert playing.c.open_from(path) and playing.c.state.winner is not None
    answers = press_ctrl_q(qtbot, playing)
    assert answers.asked == [] and not playing.isVisible()
