"""With last-move cards on, the death lottery's loser draws the card: the card's line says
whom the lottery fell on (the lottery's own line gives way to the card step so that the
busiest day fits 1280×720, and a narrator's trial found no «قرعه» line to read aloud)."""

from __future__ import annotations

from desk_driver import card_day_one
from PySide6.QtWidgets import QApplication

from narrator_app.messages import digits


def test_the_card_line_names_the_lottery_s_loser(window, controller):
    c, cards = controller, window.day_panel.card_panel
    c.lang = "fa"
    card_day_one(c)
    assert c.step("votes", {2: 7, 5: 7}) and c.step("exit_votes", {2: 5, 5: 5})
    assert c.step("lottery", 5), c.last_error
    assert c.choices().current.key == "card"
    QApplication.processEvents()
    line = cards.header.text()
    assert line.startswith("قرعهٔ مرگ به نام ") and digits(5, "fa") in line, line
    assert "کارت" in line


def test_a_player_voted_out_draws_with_the_plain_card_line(window, controller):
    c, cards = controller, window.day_panel.card_panel
    c.lang = "fa"
    card_day_one(c)
    assert c.step("votes", {2: 7}) and c.step("exit_votes", {2: 7})
    assert c.choices().current.key == "card"
    QApplication.processEvents()
    line = cards.header.text()
    assert line.startswith("کارت حرکت آخر: ") and "قرعه" not in line, line
