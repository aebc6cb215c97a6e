"""Undoing the day's vote or exit vote shows its counts in the boxes again, to be corrected
and confirmed (a narrator's trial: the nominees and their counts were gone, and each had to
be clicked and typed again); a new action drops them (the redo is gone)."""

from __future__ import annotations

from desk_driver import to_day_one
from PySide6.QtWidgets import QApplication

from narrator_app.messages import digits


def _counts(rows) -> dict[int, str]:
    return {seat: row.edit.text() for seat, row in rows.items()}


def test_an_undone_vote_comes_back_in_its_boxes(table):
    to_day_one(table)
    c, day = table.c, table.w.day_panel
    assert c.step("votes", {3: 7, 5: 2})
    QApplication.processEvents()
    assert c.undo()
    QApplication.processEvents()
    assert c.state.choices.get("votes") is None
    assert _counts(day.nominees) == {3: digits(7, c.lang), 5: digits(2, c.lang)}
    assert day.nominees[3].isVisible() and day.votes_button.isVisible()
    # corrected and confirmed from the boxes
    day.nominees[5].edit.setText(digits(8, c.lang))
    table.press("confirmVotes")
    assert c.state.choices["votes"] == {3: 7, 5: 8}, c.last_error


def test_an_undone_exit_vote_comes_back_and_a_new_action_drops_it(table):
    to_day_one(table)
    c, day = table.c, table.w.day_panel
    assert c.step("votes", {3: 7, 5: 7})
    assert c.step("exit_votes", {3: 4, 5: 2})
    assert c.undo()
    QApplication.processEvents()
    assert _counts(day.defenders) == {3: digits(4, c.lang), 5: digits(2, c.lang)}
    assert c.undo()  # the vote too: its counts in its boxes, the exit vote's gone
    QApplication.processEvents()
    assert _counts(day.nominees) == {3: digits(7, c.lang), 5: digits(7, c.lang)}
    assert c.step("votes", {4: 7})  # another vote: nothing to redo, nothing shown again
    QApplication.processEvents()
    assert not c.game.can_redo()
    assert c.undo()
    QApplication.processEvents()
    assert _counts(day.nominees) == {4: digits(7, c.lang)}
