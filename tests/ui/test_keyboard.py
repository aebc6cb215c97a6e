"""The narrator's keyboard (ui/shortcuts.py): a whole night and day played with key presses
only — seat numbers, Alt+n for a step's choices, Enter to confirm, PageDown/Tab/Esc around
the vote boxes, Ctrl+Enter to end the phase — and the F1 sheet.

Every key goes to the widget that has the keyboard focus (``QApplication.focusWidget()``),
as a real keyboard's would; no mouse click anywhere.
"""

from __future__ import annotations

import pytest
from PySide6.QtCore import Qt
from PySide6.QtTest import QTest
from PySide6.QtWidgets import QApplication, QLineEdit

from narrator_app.ui.shortcuts import SEAT_TIMEOUT_MS, ShortcutSheet, digit_of
from narrator_app.ui.texts import tr

ALT = Qt.KeyboardModifier.AltModifier
CTRL = Qt.KeyboardModifier.ControlModifier


class Keys:
    """A keyboard on the window: each key to the focused widget."""

    def __init__(self, qtbot, window):
        self.qtbot, self.w = qtbot, window
        window.activateWindow()
        qtbot.waitUntil(lambda: QApplication.activeWindow() is window, timeout=2000)

    def target(self):
        QApplication.processEvents()
        return QApplication.focusWidget() or self.w

    def key(self, key, mods=Qt.KeyboardModifier.NoModifier) -> None:
        QTest.keyClick(self.target(), key, mods)
        QApplication.processEvents()

    def type(self, text: str) -> None:
        for ch in text:
            self.key(getattr(Qt.Key, f"Key_{ch}"))

    def seat(self, n: int) -> None:
        """Type a seat number; Enter takes it at once when it could still grow."""
        self.type(str(n))
        if self.w.keys.buffer:
            self.key(Qt.Key.Key_Return)
        assert self.w.keys.buffer == ""

    def enter(self) -> None:
        self.key(Qt.Key.Key_Return)

    def alt(self, n: int) -> None:
        self.key(getattr(Qt.Key, f"Key_{n}"), ALT)

    def combo(self, action) -> None:
        """The first key of ``action``'s shortcut."""
        combo = action.shortcut()[0]
        self.key(combo.key(), combo.keyboardModifiers())

    def end_phase(self) -> None:
        self.key(Qt.Key.Key_Return, CTRL)


@pytest.fixture
def keys(qtbot, window):
    return Keys(qtbot, window)


def test_a_whole_night_and_day_with_the_keyboard_only(window, reference_game, keys):
    c = reference_game

    def done(key):
        assert c.last_error == "", c.last_error
        return key in c.state.choices

    assert c.state.phase == "intro_day"
    keys.end_phase()
    # intro night: Nostradamus points at three; his side is his step's second choice
    assert c.state.phase == "intro_night"
    for seat in (2, 8, 9):
        keys.seat(seat)
    assert window.night_panel._picked == [2, 8, 9]
    assert [b.objectName() for b in window.night_panel.choice_buttons()
            if b.isVisible()][:3] == ["option_pick", "side_city", "side_mafia"]
    keys.alt(2)  # city
    keys.enter()
    assert c.state.choices["nostradamus"] == {"pick": [2, 8, 9], "side": "city"}
    keys.end_phase()
    assert c.state.phase == "day"
    keys.end_phase()  # day 1: nobody nominated
    assert (c.state.phase, c.state.number) == ("night", 1)

    # night 1: the first choice of a step is selected already; seats by number
    keys.seat(8)
    keys.enter()
    assert c.state.choices["mafia"] == {"shot": 8}
    keys.seat(4)
    keys.enter()
    assert c.state.choices["matador"] == {"block": 4}
    assert c.choices().current.kind == "dummy"  # Watson is blocked: a dummy call
    keys.alt(2)  # «No action»
    keys.enter()
    assert done("dr_watson")
    keys.type("1")  # seat 1 or 10 or 11: it waits for a second digit …
    assert keys.w.keys.buffer == "1" and c.state.choices.get("leon") is None
    keys.enter()  # … Enter takes seat 1
    keys.enter()  # and confirms
    assert c.state.choices["leon"] == {"shoot": 1}
    keys.seat(2)
    keys.enter()
    assert c.state.choices["citizen_kane"] == {"inquire": 2}
    keys.alt(2)  # Constantine: «No action»
    keys.enter()
    assert done("constantine")
    keys.end_phase()

    # day 2: two nominees with their votes, the exit vote, a tie, the lottery by seat
    assert (c.state.phase, c.state.number) == ("day", 2)
    keys.seat(2)  # a nominee: his vote box takes the keyboard
    assert isinstance(QApplication.focusWidget(), QLineEdit)
    keys.type("7")
    keys.key(Qt.Key.Key_Escape)  # back to the table: digits are seats again
    keys.seat(5)
    keys.type("6")
    assert [r.edit.text() for r in window.day_panel.nominees.values()] == ["۷", "۶"]
    keys.enter()
    assert c.state.choices["votes"] == {2: 7, 5: 6}
    keys.key(Qt.Key.Key_PageDown)  # the first exit vote box
    assert QApplication.focusWidget() is window.day_panel.defenders[2].edit
    keys.type("4")
    keys.key(Qt.Key.Key_Tab)
    assert QApplication.focusWidget() is window.day_panel.defenders[5].edit
    keys.type("4")
    keys.enter()
    assert c.state.choices["exit_votes"] == {2: 4, 5: 4}
    assert window.day_panel.lottery_box.isVisible()
    keys.key(Qt.Key.Key_Escape)
    keys.seat(5)  # the lottery's loser, typed
    assert c.state.choices["lottery"] == 5
    assert window.day_panel.exit_label.isVisible()
    keys.end_phase()
    assert (c.state.phase, c.state.number) == ("night", 2)

    # undo and redo from the keyboard too (the platform's keys)
    keys.combo(window.undo_action)
    assert (c.state.phase, c.state.number) == ("day", 2)
    keys.combo(window.redo_action)
    assert (c.state.phase, c.state.number) == ("night", 2)


def test_a_typed_seat_waits_then_is_taken(qtbot, window, reference_game, keys):
    c = reference_game
    keys.end_phase()  # intro night: Nostradamus picks
    keys.type("1")
    assert window.keys.buffer == "1"
    qtbot.waitUntil(lambda: window.keys.buffer == "", timeout=SEAT_TIMEOUT_MS * 3)
    assert window.night_panel._picked == [1]
    keys.type("10")  # two digits: seat 10 at once
    assert window.night_panel._picked == [1, 10]
    keys.type("9")  # no seat starts with 9 but 9: taken at once
    assert window.night_panel._picked == [1, 10, 9]
    keys.type("9")  # a second press takes it back, as a second click would
    assert window.night_panel._picked == [1, 10]
    assert c.last_error == ""


def _to_day_two(c) -> None:
    """The reference game through the controller to Day 2 (the intro night's prophecy, the
    team's shot on seat 8)."""
    assert c.end_phase()
    assert c.step("nostradamus", {"pick": [2, 8, 9], "side": "city"})
    assert c.end_phase() and c.end_phase()
    for key, value in (("mafia", {"shot": 8}), ("matador", {"block": 4}), ("dr_watson", {}),
                       ("leon", {}), ("citizen_kane", {}), ("constantine", {})):
        assert c.step(key, value), (key, c.last_error)
    assert c.end_phase()
    assert (c.state.phase, c.state.number) == ("day", 2)


def test_digits_in_a_vote_box_stay_there(window, reference_game, keys):
    _to_day_two(reference_game)  # (set up through the controller)
    keys.seat(3)
    keys.type("12")  # into the box, not seat 12
    assert window.day_panel.nominees[3].edit.text() == "۱۲"  # shown in Persian digits
    assert list(window.day_panel.nominees) == [3]


def test_persian_digits_pick_seats(window):
    from PySide6.QtCore import QEvent
    from PySide6.QtGui import QKeyEvent

    ev = QKeyEvent(QEvent.Type.KeyPress, 0, Qt.KeyboardModifier.NoModifier, "۷")
    assert digit_of(ev) == 7
    ev = QKeyEvent(QEvent.Type.KeyPress, Qt.Key.Key_3, Qt.KeyboardModifier.NoModifier, "3")
    assert digit_of(ev) == 3
    ev = QKeyEvent(QEvent.Type.KeyPress, Qt.Key.Key_A, Qt.KeyboardModifier.NoModifier, "a")
    assert digit_of(ev) is None


def test_f1_opens_the_shortcut_sheet(qtbot, window, keys):
    keys.key(Qt.Key.Key_F1)
    sheet = window.shortcut_sheet
    assert isinstance(sheet, ShortcutSheet) and sheet.isVisible()
    qtbot.addWidget(sheet)
    texts = [what.text() for _keys, what in sheet.items()]  # both halves of the sheet
    assert len(texts) >= 15 and all(texts)
    assert sheet.layoutDirection() == Qt.LayoutDirection.RightToLeft
    sheet.close()


def test_a_stray_enter_records_no_empty_vote(window, reference_game, keys):
    """On the day's vote with no nominee yet, Enter records nothing (redo is kept) and says
    why in the status bar; a click on «Confirm votes» still records a day with none (a
    narrator's trial: one stray Enter recorded «nobody reached the defense» and lost his
    redo: CR36-8)."""
    c = reference_game
    assert c.end_phase()
    assert c.step("nostradamus", {"pick": [2, 8, 9], "side": "city"}), c.last_error
    assert c.end_phase() and (c.state.phase, c.state.number) == ("day", 1), c.last_error
    assert c.end_phase() and c.state.phase == "night"
    assert c.undo() and c.state.phase == "day"  # something to redo
    actions = len(c.game.actions)
    keys.enter()
    assert "votes" not in c.state.choices and len(c.game.actions) == actions
    assert window.redo_action.isEnabled()
    assert window.statusBar().currentMessage() == tr(
        "No nominee yet: click the nominees on the table. For a day with none, press "
        "«Confirm votes».")
    window.day_panel.votes_button.click()  # on purpose: a day with no nominee
    assert c.state.choices.get("votes") == {} and c.last_error == ""


def test_undo_and_redo_keys_in_a_vote_box_are_the_games(window, reference_game, keys):
    """In a vote's count box, with nothing of its own to take back, the undo and redo keys
    undo and redo the game (the box took them and nothing happened; the toolbar's Undo
    worked: a narrator's trial, CR36-10)."""
    c = reference_game
    assert c.end_phase()
    assert c.step("nostradamus", {"pick": [2, 8, 9], "side": "city"}), c.last_error
    assert c.end_phase() and (c.state.phase, c.state.number) == ("day", 1), c.last_error
    keys.seat(2)  # a nominee: his vote box takes the keyboard
    assert isinstance(QApplication.focusWidget(), QLineEdit)
    keys.type("7")
    assert isinstance(QApplication.focusWidget(), QLineEdit)
    actions = len(c.game.actions)
    keys.combo(window.undo_action)
    assert len(c.game.actions) == actions - 1 and c.state.phase == "intro_night"
    keys.combo(window.redo_action)
    assert len(c.game.actions) == actions and c.state.phase == "day"


def test_a_typed_seat_at_the_vote_goes_to_its_count_box(window, reference_game, keys):
    """A narrator typing counts with the cursor out of the boxes had his digits nominate
    seats; a typed nominee's number took his row and count away (a typed seat was a click,
    and a click takes a nominee back). At a
    vote a typed seat goes to its count box, its count selected; a new nominee is added as
    before; the exit vote's typed seat goes to the defender's box, another seat is said to
    have none (CF80-2)."""
    c = reference_game
    _to_day_two(c)
    panel = window.day_panel
    keys.seat(2)
    keys.type("7")
    keys.key(Qt.Key.Key_Escape)  # the keys back to the table
    keys.seat(5)  # a new nominee, his box takes the keys
    assert QApplication.focusWidget() is panel.nominees[5].edit
    keys.type("6")
    keys.key(Qt.Key.Key_Escape)
    keys.seat(2)  # already a nominee: to his box, his count kept and selected
    assert list(panel.nominees) == [2, 5]
    assert QApplication.focusWidget() is panel.nominees[2].edit
    assert panel.nominees[2].edit.selectedText() == "۷"
    keys.type("9")  # typed over the selected count
    assert panel.nominees[2].edit.text() == "۹"
    keys.enter()
    assert c.state.choices["votes"] == {2: 9, 5: 6}
    keys.key(Qt.Key.Key_Escape)
    keys.seat(5)  # the exit vote: the defender's box
    assert QApplication.focusWidget() is panel.defenders[5].edit
    keys.key(Qt.Key.Key_Escape)
    keys.seat(3)  # no box of his: said, nothing else
    assert panel.refusal_line.isVisible() and "Reza" in panel.refusal_line.text.text()
    assert list(panel.defenders) == [2, 5] and "exit_votes" not in c.state.choices
