"""While a last-move card is pending after the exit vote, the folded «Defense vote» and «Exit
vote» boxes kept their titles but hid their results, two empty strips (a narrator's trial,
Z103-21). Their results are now said on the title lines (no line of their own: the busiest
day never scrolls, issue 23): the defenders, and the exit vote's counts."""

from __future__ import annotations

from desk_driver import card_day_one
from PySide6.QtWidgets import QApplication

from narrator_app.messages import digits


def _card_pending(c) -> None:
    card_day_one(c)
    assert c.step("votes", {2: 7, 5: 7}) and c.step("exit_votes", {2: 7, 5: 3})
    assert c.choices().current.key == "card"
    QApplication.processEvents()


def test_the_vote_results_stay_on_their_titles_in_persian(window, controller):
    _card_pending(controller)
    panel = window.day_panel
    votes, exit_ = panel.vote_box.title(), panel.exit_box.title()
    assert "رأی‌گیری دفاع — دفاع: " in votes, votes
    assert digits(2, "fa") in votes and digits(5, "fa") in votes, votes
    assert "رأی خروج — " in exit_ and digits(7, "fa") in exit_ and digits(3, "fa") in exit_, exit_


def test_the_vote_results_stay_on_their_titles_in_english(en_window, controller):
    _card_pending(controller)
    panel = en_window.day_panel
    votes = panel.vote_box.title().replace("\u200e", "")
    assert "Defense vote — Defense: 2, 5" in votes, votes
    exit_ = panel.exit_box.title().replace("\u200e", "")
    assert "Exit vote — 2: 7\u00a0votes, 5: 3\u00a0votes" in exit_, exit_  # LY113-4
