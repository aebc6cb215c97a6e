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


@pytest.mark.parametrize(("rules", "called"), [({"ww_first_night_kill": False}, False),
                                               ({}, True)])
def test_the_witch_s_line_on_night_1(table, controller, rules: dict, called: bool) -> None:
    """The witch's line in the checklist: «this is tonight's victim» on a night with a
    kill; on a Night 1 without one («a meeting plus cupid», 7.10 C2) she, the seer and the
    protector have no line at all (CF47-34)."""
    file_say = next(d for d in load_scenario("werewolf").night if d.key == "witch").say.fa
    assert controller.new_game(Setup("werewolf", tuple(f"P{i}" for i in range(1, 11)),
                                     rules), DEAL)
    rows = {r.key: r for r in table.w.night_panel.rows}
    assert all((key in rows) is called for key in ("witch", "seer", "protector"))
    assert "cupid" in rows and "mafia" in rows
    if called:
        assert rows["witch"].say.text() == file_say
