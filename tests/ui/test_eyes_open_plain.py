"""The exit vote's eyes line under the house rule «Eyes during the exit vote» (A06): «(more
than one defender)» is the reason the option ``open_if_multi`` opens them; under plain
``open`` the line is «Eyes OPEN for this vote.» whatever the defenders (a narrator's trial,
Werewolf Day 1 English, s2_hr3, s2_d1c, Z103-12). Real window, offscreen."""

from __future__ import annotations

import pytest
from PySide6.QtWidgets import QApplication

from narrator_app.engine import Setup
from narrator_app.ui.texts import tr

pytestmark = pytest.mark.qt_log_ignore(r"This plugin does not support raise\(\)", extend=True)

SEATS = ["godfather", "saul_goodman", "matador", "dr_watson", "leon", "citizen_kane",
         "constantine", "plain_citizen", "plain_citizen", "plain_citizen", "nostradamus"]


@pytest.mark.parametrize(("rule", "votes", "eyes"), [
    ("open", {8: 6, 9: 6}, "Eyes OPEN for this vote."),
    ("open", {8: 6}, "Eyes OPEN for this vote."),
    ("open_if_multi", {8: 6, 9: 6}, "Eyes OPEN for this vote (more than one defender)."),
    ("open_if_multi", {8: 6}, "Eyes CLOSED for this vote."),
    ("closed", {8: 6, 9: 6}, "Eyes CLOSED for this vote."),
])
def test_the_reason_only_under_its_option(window, controller, rule, votes, eyes):
    c = controller
    rules = {"cards_enabled": False, "exit_vote_eyes": rule}
    assert c.new_game(Setup("godfather_nostradamus", tuple(f"P{i}" for i in range(1, 12)),
                            rules), SEATS), c.last_error
    c.end_phase()
    c.step("nostradamus", {"pick": [2, 8, 9], "side": "city"})
    c.end_phase()
    assert c.step("votes", votes), c.last_error
    QApplication.processEvents()
    label = window.day_panel.eyes_label
    assert label.isVisible() and label.text() == tr(eyes)
