"""Werewolf's Night 1 without a kill in the window (issue 22 item 3): the night checklist's
werewolves line is the meeting line, never the file's call for a victim."""

from __future__ import annotations

import pytest

from narrator_app.engine import Setup, load_scenario

pytestmark = pytest.mark.qt_log_ignore(r"This plugin does not support raise\(\)", extend=True)

DEAL = ["werewolf", "werewolf", "seer", "protector", "witch", "hunter", "cupid", "villager",
        "villager", "villager"]


@pytest.mark.parametrize(("rules", "asks"), [({"ww_first_night_kill": False}, False),
                                             ({}, True)])
def test_the_wolves_line_on_night_1(table, controller, rules: dict, asks: bool) -> None:
    file_say = next(d for d in load_scenario("werewolf").night if d.key == "mafia").say.fa
    assert controller.new_game(Setup("werewolf", tuple(f"P{i}" for i in range(1, 11)),
                                     rules), DEAL)
    rows = {r.key: r for r in table.w.night_panel.rows}
    say = rows["mafia"].say.text()
    assert (say == file_say) is asks
    assert ("قربانی" in say) is asks


@pytest.mark.parametrize(("rules", "victim"), [({"ww_first_night_kill": False}, False),
                                               ({}, True)])
def test_the_witch_s_line_on_night_1(table, controller, rules: dict, victim: bool) -> None:
    """The witch's line in the checklist: «this is tonight's victim» only on a night with a
    kill; otherwise the engine's words, that there is none (issue 22)."""
    file_say = next(d for d in load_scenario("werewolf").night if d.key == "witch").say.fa
    assert controller.new_game(Setup("werewolf", tuple(f"P{i}" for i in range(1, 11)),
                                     rules), DEAL)
    say = {r.key: r for r in table.w.night_panel.rows}["witch"].say.text()
    assert (say == file_say) is victim
    assert ("قربانی امشب" in say) is victim
    assert ("قربانی‌ای نیست" in say) is not victim
