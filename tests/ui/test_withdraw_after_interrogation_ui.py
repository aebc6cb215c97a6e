"""Bazpors (Y101-3): the narrator records a summoned player leaving the table (the ring's
right click, «ترک میز…») after the interrogation's step is recorded. It was refused
(«امروز بازجویی‌ای در کار نیست.»), and nothing could record him leaving until the day
ended. Now the interrogation is dropped (rules_spec 6.10 S11), the day panel says the lapse
where the interrogation stood (X100-1) and the day's vote is open. Once the interrogation
vote has sent a player out, the refusal stays, with its own reason beside the day's steps."""

from __future__ import annotations

import pytest
from PySide6.QtWidgets import QApplication

from narrator_app.engine import Setup
from narrator_app.messages import REFUSALS, seat_label

pytestmark = pytest.mark.qt_log_ignore(
    r"This plugin does not support (raise\(\)|grabbing the keyboard|propagateSizeHints)",
    extend=True)

DEAL = ["mafia_boss", "nato", "charlatan", "detective", "doctor", "researcher",
        "invulnerable", "interrogator", "plain_citizen", "plain_citizen"]
NAMES = ("Ali", "Sara", "رضا", "Maryam", "Kaveh", "Nima", "Omid", "Pari", "Sima", "Bahar")
LAPSE = "بازپرسی انجام نمی‌شود"


def _morning(c) -> None:
    """Ten seats to Day 2: seats 2 and 9 summoned on Night 1."""
    assert c.new_game(Setup("bazpors", NAMES), DEAL), c.last_error
    for _ in range(3):
        assert c.end_phase(), c.last_error
    assert c.step("interrogator", {"summon": [2, 9]}), c.last_error
    assert c.step("mafia", {"shot": 10}), c.last_error
    assert c.end_phase(), c.last_error
    QApplication.processEvents()


def _leave_by_menu(window, seat: int) -> None:
    """The ring's right click on ``seat``, then «ترک میز…» (confirmed: the test's answer)."""
    menu = window.seat_menu.open_at(window.ring.seat_center(seat))
    assert menu is not None
    action = next(a for a in menu.actions() if a.objectName() == "withdrawAction")
    assert action.isEnabled()
    action.trigger()
    menu.close()
    QApplication.processEvents()


def test_a_summoned_player_leaves_after_the_interrogation_is_recorded(window, table):
    c, t = window.c, table
    _morning(c)
    box = window.day_panel.power_box
    t.press("interrogationNotHeld", window.day_panel)
    assert c.last_error == "" and c.state.choices["interrogation"] == {"held": False}
    _leave_by_menu(window, 9)
    assert c.last_error == "", c.last_error
    st = c.state
    assert not st.player(9).alive and "interrogation" not in st.choices
    assert box.isVisible() and box.lapse.isVisible() and LAPSE in box.lapse.text()
    assert "Sima" in box.lapse.text()
    assert not window.day_panel.refusal_line.isVisible()
    # the day goes on to its regular vote
    t.seat(1)
    t.type_count(1, "6")
    t.press("confirmVotes")
    assert c.last_error == "" and c.state.day.defense == [1], c.last_error


def test_after_the_interrogation_vote_sent_a_player_out_the_refusal_says_why(window):
    c = window.c
    _morning(c)
    assert c.step("interrogation", {"held": True, "exit_votes": {2: 5, 9: 3}}), c.last_error
    QApplication.processEvents()
    _leave_by_menu(window, 9)
    why = REFUSALS["fa"]["not_available/interrogation_voted"].format(
        seat=seat_label(9, "Sima", "fa"))
    assert c.last_code == "not_available" and c.last_error == why, c.last_error
    assert c.state.player(9).alive and not c.state.player(2).alive
    line = window.day_panel.refusal_line
    assert line.isVisible() and line.text.text() == why
