"""The voted-out hunter's day shot takes a Confirm (X100-14): a seat clicked recorded it at
once and the players' display announced the victim before Ctrl+Z could take back a slip of
the mouse (a narrator's trial, Werewolf Day 1; club_scenarios 7.6)."""

from __future__ import annotations

import pytest

pytestmark = pytest.mark.qt_log_ignore(r"This plugin does not support", extend=True)

DEAL = ["werewolf", "werewolf", "seer", "protector", "witch", "hunter", "cupid", "villager",
        "villager", "villager"]
NAMES = tuple(f"P{i}" for i in range(1, 11))


@pytest.mark.parametrize("lang", ["fa", "en"])
def test_the_hunters_shot_is_asked_before_it_is_recorded(window, controller, lang):
    from narrator_app.engine import Setup

    c = controller
    c.lang = lang
    assert c.new_game(Setup("werewolf", NAMES), DEAL), c.last_error
    assert c.step("cupid", {"lovers": [7, 8]}) and c.step("mafia", {"shot": 10}), c.last_error
    assert c.end_phase(), c.last_error
    assert c.step("votes", {6: 5}) and c.step("exit_votes", {6: 5}), c.last_error
    panel = window.day_panel
    panel.refresh()
    answers = [False, True]
    asked = []

    def confirm(title, text):
        asked.append(text)
        return answers.pop(0)

    c.confirm = confirm
    panel.seat_clicked(8)
    assert "hunter" not in c.state.choices  # «no»: nothing recorded, nothing told
    assert len(asked) == 1 and "P8" in asked[0], asked
    panel.seat_clicked(8)
    assert c.state.choices.get("hunter") == {"shoot": 8}, c.last_error
    assert len(asked) == 2
