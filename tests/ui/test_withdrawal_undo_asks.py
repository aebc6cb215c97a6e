"""Bazpors (Y101-23): Ctrl+Z of a withdrawal recorded after the day's interrogation step
asked nothing, though the table had heard «صندلی ۹ بازی را ترک کرد». The day is replayed
with the withdrawal first, so its «left the game» line came before the replayed
interrogation's and the undo read only the log's tail. The undo asks now, and names it."""

from __future__ import annotations

import pytest
from PySide6.QtWidgets import QApplication
from test_withdraw_after_interrogation_ui import _leave_by_menu, _morning

pytestmark = pytest.mark.qt_log_ignore(
    r"This plugin does not support (raise\(\)|grabbing the keyboard|propagateSizeHints)",
    extend=True)


@pytest.mark.parametrize("seat", [4, 9])  # a seat not summoned, and a summoned one
def test_undoing_a_withdrawal_after_the_interrogation_asks(window, table, seat):
    c, t = window.c, table
    _morning(c)
    t.press("interrogationNotHeld", window.day_panel)
    _leave_by_menu(window, seat)
    assert c.last_error == "" and not c.state.player(seat).alive, c.last_error
    exit_line = next(line for line in reversed(c.state.log)
                     if line.kind == "exit" and line.data.get("seat") == seat)
    said = window.log_panel.model.line_text(exit_line)
    asked: list[str] = []
    c.confirm = lambda _title, text: (asked.append(text), False)[1]
    window.undo_action.trigger()
    QApplication.processEvents()
    assert len(asked) == 1 and said in asked[0], (asked, said)
    assert not c.state.player(seat).alive  # No: nothing taken back
    c.confirm = lambda _title, text: (asked.append(text), True)[1]
    window.undo_action.trigger()
    QApplication.processEvents()
    assert c.state.player(seat).alive
