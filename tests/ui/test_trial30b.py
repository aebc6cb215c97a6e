"""Fresh narrator's trial 30 (Persian, twelve players), each test failed before its fix:
(A) Esc in the New game dialog, (B) one way of writing keys, (C) the detective's answer in
the log without nested brackets, (D) ending the intro day before the intro round is over
asks, (E) the defence speeches' first speaker (decisions TB30-*)."""

from __future__ import annotations

import pytest
from desk_driver import detective_answered, new_game_twice
from PySide6.QtCore import QEvent, Qt
from PySide6.QtGui import QKeyEvent
from PySide6.QtWidgets import QApplication, QDialog, QLineEdit

from narrator_app.ui.new_game_dialog import NewGameDialog

pytestmark = pytest.mark.qt_log_ignore(r"This plugin does not support", extend=True)

NAMES12 = ("علی", "رضا", "مریم", "سارا", "حسین", "نازنین", "امیر", "لیلا", "مهدی", "زهرا",
           "کاوه", "نگار")


def _type(widget, text: str) -> None:
    for ch in text:
        for kind in (QEvent.Type.KeyPress, QEvent.Type.KeyRelease):
            QApplication.sendEvent(widget, QKeyEvent(kind, 0, Qt.KeyboardModifier.NoModifier, ch))


def _edit(d: NewGameDialog, seat: int) -> QLineEdit:
    edit = d.findChild(QLineEdit, f"name_{seat}")
    assert edit is not None
    return edit


# --- (A) -------------------------------------------------------------------------------
def test_esc_cancels_one_name_and_the_dialog_keeps_the_typed_table(window, qtbot, monkeypatch):

    def first(d: NewGameDialog) -> int:
        d.show()
        qtbot.waitExposed(d)
        d.activateWindow()
        qtbot.waitActive(d)
        d.count_spin.setValue(12)
        for seat, name in enumerate(NAMES12, 1):
            edit = _edit(d, seat)
            edit.setFocus()
            QApplication.processEvents()
            _type(edit, name)
            qtbot.keyClick(edit, Qt.Key.Key_Return)
        edit = _edit(d, 12)
        edit.setFocus()
        QApplication.processEvents()
        qtbot.keyClick(edit, Qt.Key.Key_A, Qt.KeyboardModifier.ControlModifier)
        _type(edit, "غلط")
        qtbot.keyClick(edit, Qt.Key.Key_Escape)  # cancels that edit only
        assert d.isVisible()
        assert edit.text() == "نگار"
        # nothing being edited: the cell is left, not the dialog (CF80-42: this Esc closed
        # the dialog, which lost the dealing choice); an Esc on the table then closes it
        qtbot.keyClick(edit, Qt.Key.Key_Escape)
        assert d.isVisible() and d.seat_table.hasFocus()
        qtbot.keyClick(d.seat_table, Qt.Key.Key_Escape)
        assert not d.isVisible() and d.result() == QDialog.DialogCode.Rejected
        return 0

    def second(d: NewGameDialog) -> int:
        assert d.count_spin.value() == 12
        assert d.names() == NAMES12
        return 0

    new_game_twice(monkeypatch, window, first, second)
    assert window.settings.recent_names == []  # the settings are the last game's: untouched


# --- (C) -------------------------------------------------------------------------------
def test_the_detectives_answer_names_the_seat_without_nested_brackets(window, controller):
    c = controller
    detective_answered(c)
    text = next(window.log_panel.model.line_text(line) for line in c.state.log
                if line.kind == "private" and "P12" in window.log_panel.model.line_text(line))
    plain = "".join(ch for ch in text if ch not in "\u2066\u2067\u2068\u2069")
    assert plain.endswith("شهروند — ۱۲\u00a0(P12)"), plain
    assert "((" not in plain and "))" not in plain


# --- (E) -------------------------------------------------------------------------------
def test_the_defence_round_shows_the_first_defender_as_first(window, reference_game, qtbot):
    c = reference_game
    c.end_phase()
    c.step("nostradamus", {"pick": [2, 8, 9], "side": "city"})
    c.end_phase()
    assert (c.state.phase, c.state.number) == ("day", 1)
    panel = window.timer_panel
    assert panel.first_combo.currentData() == 1  # the talk round's first speaker
    assert c.step("votes", {3: 7, 9: 6})
    qtbot.mouseClick(panel.defense_button, Qt.MouseButton.LeftButton)
    assert [t.seat for t in panel.round.order] == [3, 9]
    assert panel.first_combo.currentData() == 3


# --- (D) -------------------------------------------------------------------------------
def test_ending_the_intro_day_mid_round_asks_and_no_keeps_the_day(window, reference_game,
                                                                  qtbot):
    c = reference_game
    assert c.state.phase == "intro_day"
    panel = window.timer_panel
    panel.start_round("intro")
    panel.next_speaker()  # one intro of eleven is over
    asked: list[str] = []
    c.confirm = lambda title, text: (asked.append(text), False)[1]
    window.day_panel.end_button.click()
    assert asked == ["دور معارفه تمام نشده است: ۱ نفر از ۱۱ نفر معارفه کرده‌اند. "
                     "روز معارفه تمام شود؟"]
    assert c.state.phase == "intro_day"  # «no» keeps the day
    c.confirm = lambda title, text: (asked.append(text), True)[1]
    window.day_panel.end_button.click()
    assert len(asked) == 2 and c.state.phase == "intro_night"


def test_ending_the_intro_day_after_every_intro_asks_nothing(window, reference_game):
    c = reference_game
    panel = window.timer_panel
    panel.start_round("intro")
    while not panel.round.finished:
        panel.next_speaker()
    window.day_panel.end_button.click()
    assert c.confirmations == [] and c.state.phase == "intro_night"


# --- (B) -------------------------------------------------------------------------------
def test_the_menus_write_keys_as_the_key_sheet_does(window):
    from PySide6.QtGui import QKeySequence

    from narrator_app.ui.shortcuts import key_text, shortcut_rows

    native = QKeySequence.SequenceFormat.NativeText
    assert window.new_action.shortcut().toString(native) == "Ctrl+N"
    redo = QKeySequence(QKeySequence.StandardKey.Redo).toString(native)
    assert "کنترل" not in redo and "شیفت" not in redo
    assert redo == key_text(QKeySequence.StandardKey.Redo)  # the sheet's row, the same words
    assert (redo, ) in [(k,) for k, _ in shortcut_rows()]


def test_the_public_displays_keys_are_isolated_in_a_persian_line(window, reference_game):
    from narrator_app.ui.public_window import PublicWindow

    pw = PublicWindow(reference_game, window.timer_panel)
    try:
        assert pw.back_hint.text() == ("\u200f\u2066Esc\u2069: بازگشت به میز · "
                                       "\u2066F11\u2069: تمام‌صفحه")
    finally:
        pw.close()
        pw.deleteLater()


def test_ctrl_y_and_ctrl_shift_z_both_redo_and_the_key_sheet_says_so(
        qtbot, window, reference_game):
    """Redo answers both Ctrl+Shift+Z and Ctrl+Y, whatever the platform's own key: a
    narrator used to Windows pressed Ctrl+Y on Linux and nothing happened (a narrator's
    trial); here, offscreen, the platform's key is Ctrl+Y and Ctrl+Shift+Z did nothing. The
    menu shows the platform's key, the key sheet every one."""
    from PySide6.QtGui import QKeySequence

    from narrator_app.ui.shortcuts import REDO_KEYS, key_text, shortcut_rows

    c = reference_game
    c.confirm = lambda title, text: True  # «undo anyway?» — yes
    assert window.redo_action.shortcut() == QKeySequence(QKeySequence.StandardKey.Redo)
    keys = [k.toString() for k in window.redo_action.shortcuts()]
    assert set(REDO_KEYS) <= set(keys)
    rows = shortcut_rows()
    redo_says = next(what for k, what in rows if k == key_text(QKeySequence.StandardKey.Redo))
    sheet = " ".join(k for k, what in rows if what == redo_says)
    for key in (key_text(QKeySequence.StandardKey.Redo), *REDO_KEYS):
        assert key in sheet, key
    window.activateWindow()
    qtbot.waitUntil(lambda: QApplication.activeWindow() is window, timeout=2000)
    assert c.end_phase(), c.last_error  # the intro day ends, Nostradamus picks: two actions
    assert c.step("nostradamus", {"pick": [2, 8, 9], "side": "city"}), c.last_error
    done = len(c.game.actions)
    c.undo()
    c.undo()
    assert len(c.game.actions) == done - 2
    for mods, key in ((Qt.KeyboardModifier.ControlModifier, Qt.Key.Key_Y),
                      (Qt.KeyboardModifier.ControlModifier | Qt.KeyboardModifier.ShiftModifier,
                       Qt.Key.Key_Z)):
        before = len(c.game.actions)
        qtbot.keyClick(window, key, mods)
        assert len(c.game.actions) == before + 1, mods
    assert len(c.game.actions) == done and not c.game.can_redo()
