"""Bazpors (Y101-21): after the interrogation vote sent a player out, the ring's «ترک میز…»
on the other summoned seat asked «… ثبت شود؟» and only then showed the engine's refusal. Now
the engine is asked first (the same check the step meets) and the refusal is shown instead
of the question; its words say the vote is decided and the leaving is recorded tonight."""

from __future__ import annotations

import pytest
from PySide6.QtWidgets import QApplication
from test_withdraw_after_interrogation_ui import _leave_by_menu, _morning

from narrator_app.messages import REFUSALS, seat_label

pytestmark = pytest.mark.qt_log_ignore(
    r"This plugin does not support (raise\(\)|grabbing the keyboard|propagateSizeHints)",
    extend=True)


def test_a_refused_withdrawal_is_not_asked_about(window):
    c = window.c
    _morning(c)
    assert c.step("interrogation", {"held": True, "exit_votes": {2: 5, 9: 3}}), c.last_error
    QApplication.processEvents()
    actions = len(c.game.actions)
    c.confirmations.clear()
    _leave_by_menu(window, 9)
    assert c.confirmations == []
    assert c.last_code == "not_available"
    assert c.last_error == REFUSALS["fa"]["not_available/interrogation_voted"].format(
        seat=seat_label(9, "Sima", "fa"))
    assert len(c.game.actions) == actions and c.state.player(9).alive
    line = window.day_panel.refusal_line
    assert line.isVisible() and line.text.text() == c.last_error


def test_an_accepted_withdrawal_is_still_asked_about(window):
    c = window.c
    _morning(c)
    c.confirmations.clear()
    _leave_by_menu(window, 4)
    assert len(c.confirmations) == 1 and c.last_error == "", c.last_error
    assert not c.state.player(4).alive


@pytest.mark.parametrize("lang", ["fa", "en"])
def test_the_refusal_says_the_vote_is_decided_and_tonight(lang):
    text = REFUSALS[lang]["not_available/interrogation_voted"]
    if lang == "fa":
        assert "امشب" in text and "پیش از آن رأی" not in text
    else:
        assert "decided" in text and "tonight's start" in text and "before it" not in text
