"""Zodiac, Day 2, English (Y101-24; z14_day2, z17): after the defence vote «End day» was
greyed with no reason beside it (the holder's code's row open in front), while before the
vote the row said «Today's bomb code has not been recorded yet.» The reason shows whenever
End is greyed."""

from __future__ import annotations

import pytest
from desk_driver import Table
from test_zodiac_day_reasons import DEAL, HOLDER

from narrator_app.engine import Setup

pytestmark = pytest.mark.qt_log_ignore(r"This plugin does not support", extend=True)


def test_a_greyed_end_day_always_says_why(qtbot, en_window):
    t = Table(qtbot, en_window)
    c = t.c
    assert c.new_game(Setup("zodiac", tuple(f"P{i}" for i in range(1, 13)), {}), DEAL)
    for _ in range(3):
        assert c.end_phase(), c.last_error
    assert c.step("bomber", {"plant": HOLDER, "code": 3}), c.last_error
    assert c.end_phase(), c.last_error
    panel = en_window.day_panel
    assert c.step("votes", {}), c.last_error
    t.qtbot.wait(1)
    end, reason = panel.end_button, panel.end_reason
    assert not end.isEnabled()
    assert reason.isVisible() and reason.text() == end.toolTip() != ""
