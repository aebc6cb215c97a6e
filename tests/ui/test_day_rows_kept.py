"""The day's nominee rows (and defender rows) are kept when only their cap changes (a player
left): they were made again at every action after an exit, the last-move card's among
them (issue 25: «the day panel rebuilds its nominee widgets»)."""

from __future__ import annotations

from desk_driver import to_day_one
from PySide6.QtWidgets import QApplication

from narrator_app.engine import vote_cap
from narrator_app.messages import digits


def test_an_exit_keeps_the_nominee_rows_with_the_new_cap(table):
    to_day_one(table)
    c, t, day = table.c, table, table.w.day_panel
    alive = len(c.state.alive_seats())
    t.seat(5)
    t.type_count(5, str(alive - 1))
    t.press("confirmVotes")
    assert c.state.day.defense == [5], c.last_error
    nominee = day.nominees[5]
    assert digits(vote_cap(c.state, "votes"), c.lang) in nominee.edit.placeholderText()
    t.type_count(5, str(alive - 1), "exit_count")
    t.press("confirmExitVotes")
    assert not c.state.player(5).alive  # he left: one voter fewer, the cap one less
    QApplication.processEvents()
    assert day.nominees[5] is nominee  # the same row, not made again
    assert digits(vote_cap(c.state, "votes"), c.lang) in nominee.edit.placeholderText()
    assert nominee.label.property("seatText") in nominee.label.text()


def test_a_nominee_removed_is_no_longer_marked_on_the_table(table):
    """«حذف» on a nominee's row takes his seat's picked mark off the table too (it stayed
    marked, and a click on the seat brought the row back: a narrator's check)."""
    to_day_one(table)
    t, w = table, table.w
    t.seat(5)
    t.seat(7)
    QApplication.processEvents()
    assert set(w.day_panel.nominees) == {5, 7} and set(w.ring.picked()) == {5, 7}
    t.press("remove_5")
    QApplication.processEvents()
    assert set(w.day_panel.nominees) == {7}
    assert w.ring.picked() == [7]
