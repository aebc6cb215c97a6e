"""The exit vote's revote in the window (``tie_resolution = revote_then_lottery``, A05): after
a tied exit vote the boxes ask the tied alone, empty, and the second round is recorded as
game-script writes a revote, the first round kept (``exit_votes: [first, second]``). The
window replaced the first round with the second (CF45-8). Real window, offscreen."""

from __future__ import annotations

import pytest
from desk_driver import Table, shown_window
from PySide6.QtWidgets import QApplication, QLineEdit

from narrator_app.engine import Setup

pytestmark = pytest.mark.qt_log_ignore(r"This plugin does not support", extend=True)

SEATS = ["godfather", "saul_goodman", "matador", "dr_watson", "leon", "citizen_kane",
         "constantine", "plain_citizen", "plain_citizen", "plain_citizen", "nostradamus"]


def test_the_revote_is_the_second_round(qtbot, tmp_path):
    w = shown_window(qtbot, tmp_path)
    c, t = w.c, Table(qtbot, w)
    rules = {"tie_resolution": "revote_then_lottery", "cards_enabled": False}
    assert c.new_game(Setup("godfather_nostradamus", [f"P{i}" for i in range(1, 12)], rules),
                      SEATS)
    assert c.end_phase()
    assert c.step("nostradamus", {"pick": [8, 9, 10], "side": "city"}) and c.end_phase()
    for seat in (3, 8):
        t.seat(seat)
        t.type_count(seat, "6")
    t.press("confirmVotes")
    assert c.state.day.defense == [3, 8], c.last_error
    for seat in (3, 8):
        t.type_count(seat, "5", "exit_count")
    t.press("confirmExitVotes")
    assert c.state.day.tied == [3, 8] and c.state.day.needs == "exit_votes"
    QApplication.processEvents()
    for seat in (3, 8):  # the second round's boxes: the tied, empty
        edit = w.findChild(QLineEdit, f"exit_count_{seat}")
        assert edit is not None and edit.isVisible() and edit.text() == "", seat
    t.type_count(3, "1", "exit_count")
    t.type_count(8, "7", "exit_count")
    t.press("confirmExitVotes")
    assert c.last_error == ""
    assert c.state.choices["exit_votes"] == [{3: 5, 8: 5}, {3: 1, 8: 7}]
    assert c.state.day.eliminated == 8 and c.state.view(8).status != "alive"
