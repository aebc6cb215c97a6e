"""The day vote's «Confirm votes» at one height every day (CF80-2): it sat under the
morning's text, a line higher on a day whose morning said one line than on one that said two,
and a narrator clicks by where the button was. A main day's open morning text keeps the room
of three lines."""

from __future__ import annotations

from PySide6.QtWidgets import QApplication


def _confirm_y(window) -> int:
    for _ in range(5):  # the layout settles
        QApplication.processEvents()
    button = window.day_panel.votes_button
    assert button.isVisible()
    return button.mapTo(window, button.rect().topLeft()).y()


def _night(c, **picks) -> None:
    for key in ("mafia", "matador", "dr_watson", "leon", "citizen_kane", "constantine"):
        assert c.step(key, picks.get(key, {})), (key, c.last_error)
    assert c.end_phase(), c.last_error


def test_confirm_votes_stands_at_one_height_whatever_the_morning_said(window, reference_game):
    c = reference_game
    assert c.end_phase()
    assert c.step("nostradamus", {"pick": [2, 8, 9], "side": "city"})
    assert c.end_phase() and c.end_phase()
    _night(c, mafia={"shot": 8}, matador={"block": 4})
    assert len(window.announcement.lines) == 1  # Day 2: one line
    day_two = _confirm_y(window)
    window._seat_clicked(3)
    assert _confirm_y(window) == day_two  # a nominee added: the button stays put
    assert c.step("votes", {3: 1}), c.last_error
    assert c.end_phase(), c.last_error
    _night(c, mafia={"shot": 9}, matador={"block": 5}, citizen_kane={"inquire": 2})
    assert (c.state.phase, c.state.number) == ("day", 3)
    assert len(window.announcement.lines) == 2  # Day 3: two lines, the inquiry's answer
    assert _confirm_y(window) == day_two
    body = window.announcement.body  # the text whole, from the top of its room
    assert body.height() >= body.heightForWidth(body.width())
