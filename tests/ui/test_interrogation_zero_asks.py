"""Bazpors (Y101-20): «Vote held: confirm» with both interrogation counts left at their
preset 0 recorded a 0–0 tie at once and moved the panel to the death lottery, so a player
could leave on a vote nobody cast. Now the narrator is asked first (No the default); a no
records nothing, a yes records the tie as before (the engine's rule unchanged)."""

from __future__ import annotations

import pytest
from PySide6.QtWidgets import QApplication
from test_bazpors_ui import type_interrogation

from narrator_app.engine import Setup

pytestmark = pytest.mark.qt_log_ignore(
    r"This plugin does not support (raise\(\)|grabbing the keyboard|propagateSizeHints)",
    extend=True)

DEAL = ["mafia_boss", "nato", "charlatan", "detective", "doctor", "researcher",
        "invulnerable", "interrogator", "plain_citizen", "plain_citizen"]
NAMES = ("Ali", "Sara", "رضا", "Maryam", "Kaveh", "Nima", "Omid", "Pari", "Sima", "Bahar")


def _day_two(c) -> None:
    """Ten seats to Day 2: seats 2 and 9 summoned on Night 1."""
    assert c.new_game(Setup("bazpors", NAMES), DEAL), c.last_error
    for _ in range(3):
        assert c.end_phase(), c.last_error
    assert c.step("interrogator", {"summon": [2, 9]}), c.last_error
    assert c.step("mafia", {"shot": 10}), c.last_error
    assert c.end_phase(), c.last_error
    QApplication.processEvents()


def test_no_typed_votes_asks_before_a_zero_tie(window, table):
    c, t = window.c, table
    _day_two(c)
    box = window.day_panel.power_box
    assert all(spin.value() == 0 for spin in box.spins.values())
    asked: list[str] = []

    def say_no(title: str, text: str) -> bool:
        asked.append(text)
        return False

    c.confirm = say_no
    t.press("interrogationHeld", window.day_panel)
    assert len(asked) == 1 and ("0–0" in asked[0] or "۰–۰" in asked[0]), asked
    assert "interrogation" not in c.state.choices
    assert not c.state.day.tied and not box.lottery_button.isVisibleTo(box)
    # a yes records the tie as before: the death lottery is next
    c.confirm = lambda title, text: asked.append(text) or True
    t.press("interrogationHeld", window.day_panel)
    assert len(asked) == 2
    assert c.state.choices["interrogation"]["held"] is True
    assert sorted(c.state.day.tied) == [2, 9]


def test_typed_votes_are_recorded_without_a_question(window, table):
    c, t = window.c, table
    _day_two(c)
    c.confirmations.clear()
    type_interrogation(t.qtbot, window, 2, 5)
    t.press("interrogationHeld", window.day_panel)
    assert c.confirmations == [] and c.last_error == "", c.last_error
    assert not c.state.player(2).alive
