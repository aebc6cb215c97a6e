"""Bazpors's trade (the team's step with two places: the teammate given up, then the player
won over): each chosen seat is shown with its place's word, and the place still to choose
(a narrator's trial: after the first click the panel said only «انتخاب‌شده: ۸ (زهرا)»,
not which place the seat took; CF80-44)."""

from __future__ import annotations

from PySide6.QtWidgets import QApplication

from narrator_app.engine import Setup
from narrator_app.ui.texts import option_label, seat_short

DEAL = ["mafia_boss", "nato", "charlatan", "detective", "doctor", "researcher",
        "invulnerable", "interrogator", "plain_citizen", "plain_citizen"]
NAMES = ("علی", "سارا", "رضا", "مریم", "کاوه", "نیما", "امید", "زهرا", "سیما", "بهار")


def test_each_chosen_seat_says_its_place(table):
    c, t, panel = table.c, table, table.w.night_panel
    assert c.new_game(Setup("bazpors", NAMES, {}), DEAL)
    assert c.end_phase() and c.end_phase() and c.end_phase()  # to night 1
    assert c.step("researcher", {}), c.last_error
    assert c.choices().current.key == "mafia"
    t.press("option_trade", panel)
    opt = panel._option
    assert opt.place_words() == ["sacrifice", "recruit"]  # the engine's words, in order
    sacrifice, recruit = (option_label(w, c.lang) for w in opt.place_words())
    t.seat(2)
    QApplication.processEvents()
    text = panel.picked_label.text()
    assert f"{sacrifice}: {seat_short(2, c.names, c.lang)}" in text, text
    assert text.rstrip().endswith(recruit), text  # the place still to choose
    t.seat(8)
    QApplication.processEvents()
    text = panel.picked_label.text()
    first = text.index(f"{sacrifice}: {seat_short(2, c.names, c.lang)}")
    assert text.index(f"{recruit}: {seat_short(8, c.names, c.lang)}") > first, text
    t.press("confirmStep", panel)
    assert c.state.choices["mafia"] == {"trade": {"sacrifice": 2, "recruit": 8}}, c.last_error


def test_a_one_place_option_still_says_chosen_seats(table):
    c, t, panel = table.c, table, table.w.night_panel
    assert c.new_game(Setup("bazpors", NAMES, {}), DEAL)
    assert c.end_phase() and c.end_phase() and c.end_phase()
    assert c.step("researcher", {}), c.last_error
    t.press("option_shot", panel)
    assert panel._option.place_words() == []
    t.seat(8)
    QApplication.processEvents()
    assert seat_short(8, c.names, c.lang) in panel.picked_label.text()
