"""What a new narrator tripped over when playing two games by the README (each test fails
without its fix)."""

from __future__ import annotations

from PySide6.QtWidgets import QApplication, QLabel

from narrator_app.engine import IllegalAction
from narrator_app.messages import refusal_text


def _to_intro_night(table) -> None:
    assert table.c.state.phase == "intro_day"
    table.press("endDay", table.w.day_panel)
    assert table.c.state.phase == "intro_night"


def test_two_mafia_among_nostradamus_picks_force_the_mafia_side(table, reference_game):
    c, panel = table.c, table.w.night_panel
    _to_intro_night(table)
    assert c.choices().current.key == "nostradamus"
    for seat in (2, 3, 8):  # Saul Goodman and the Matador: two mafia
        table.seat(seat)
    city, mafia = table.button("side_city", panel), table.button("side_mafia", panel)
    assert not city.isEnabled() and not city.isChecked()
    assert mafia.isChecked()
    note = panel.findChild(QLabel, "forcedNote")
    assert note.isVisible()
    assert note.text() == refusal_text(IllegalAction("forced_side", role="nostradamus"),
                                       c.scenario, list(c.names), c.lang)
    assert "مافیا" in note.text()
    table.press("confirmStep", panel)
    assert c.state.choices["nostradamus"] == {"pick": [2, 3, 8], "side": "mafia"}


def test_city_chosen_first_then_two_mafia_moves_the_side_to_mafia(table, reference_game):
    panel = table.w.night_panel
    _to_intro_night(table)
    for seat in (2, 8, 9):
        table.seat(seat)
    table.press("side_city", panel)
    assert table.button("side_city", panel).isChecked()
    table.seat(9)  # unpick a citizen, pick a mafia
    table.seat(3)
    QApplication.processEvents()
    assert not table.button("side_city", panel).isChecked()
    assert table.button("side_mafia", panel).isChecked()
    assert table.button("confirmStep", panel).isEnabled()
