"""The morning's order in Mafia Nights (a narrator's trial, 134_mn_d2): the silence and the
die-hard's status were read before «دیشب کسی از بازی خارج نشد». rules_spec 3.4.5: «Morning:
names of the dead …; die-hard status if requested; silenced player named»: the night's
exits, or «nobody left» where they would be, first (Z105-3). Real window, offscreen."""

from __future__ import annotations

import pytest
from PySide6.QtWidgets import QApplication

from narrator_app.engine import Setup
from narrator_app.messages import ANNOUNCE

pytestmark = pytest.mark.qt_log_ignore(r"This plugin does not support raise\(\)", extend=True)

MN_DEAL = ["godfather", "joker", "dr_lecter", "simple_mafia", "pickpocket", "mayor",
           "die_hard", "leon", "detective", "psychiatrist", "doctor", "plain_citizen"]


def test_nobody_left_is_said_before_the_silence_and_the_status(window, controller):
    c = controller
    assert c.new_game(Setup("mafia_nights", tuple(f"P{i}" for i in range(1, 13)), {}),
                      MN_DEAL), c.last_error
    assert c.end_phase() and c.end_phase()  # the intro night, Day 1 without a vote
    assert c.step("mafia", {"shot": 12}) and c.step("doctor", {"save": 12}), c.last_error
    assert c.step("psychiatrist", {"silence": 6}), c.last_error
    assert c.step("die_hard", {"status": True}), c.last_error
    assert c.end_phase(), c.last_error
    QApplication.processEvents()
    lines = [x for x in window.announcement.body.text().splitlines() if x.strip()]
    text = "\n".join(lines)
    nobody = ANNOUNCE["fa"]["nobody"]
    assert nobody in lines[0], text
    assert any("امروز حق صحبت ندارد" in x for x in lines[1:]), text
    assert any("استعلام وضعیت" in x for x in lines[1:]), text


def test_the_card_s_silence_is_said_on_the_morning_it_holds(window, controller):
    """A narrator's trial (145_mn_d3): «سکوت بره‌ها» was said on the day of the card («…
    فردا حق صحبت ندارد») but not on the morning when the silence holds. rules_spec 4.3: the
    two «cannot speak the next day, not even in their defense»: said that morning where the
    psychiatrist's silence is (Z105-4), once for a seat the psychiatrist silences too."""
    c = controller
    assert c.new_game(Setup("mafia_nights", tuple(f"P{i}" for i in range(1, 13)), {}),
                      MN_DEAL), c.last_error
    assert c.end_phase() and c.end_phase()  # the intro night, Day 1 without a vote
    assert c.step("mafia", {"shot": 12}) and c.end_phase(), c.last_error  # 12 leaves
    assert c.state.phase == "day", c.last_error
    day = c.state.number
    assert c.step("votes", {6: 7}) and c.step("exit_votes", {6: 7}), c.last_error
    assert c.step("card", {"draw": "silence_of_the_lambs", "silence": [9, 11]}), c.last_error
    assert c.state.player(9).silenced_day == day + 1
    assert c.end_phase(), c.last_error  # the night after the card
    assert c.step("mafia", {"shot": 8}) and c.step("doctor", {"save": 8}), c.last_error
    assert c.step("psychiatrist", {"silence": 9}), c.last_error
    assert c.end_phase(), c.last_error
    QApplication.processEvents()
    assert (c.state.phase, c.state.number) == ("day", day + 1)
    lines = [x for x in window.announcement.body.text().splitlines() if x.strip()]
    text = "\n".join(lines)
    assert ANNOUNCE["fa"]["nobody"] in lines[0], text
    silent = [x for x in lines if "امروز حق صحبت ندارد، حتی در دفاع" in x]
    assert len(silent) == 2 and "P9" in silent[0] and "P11" in silent[1], text
    assert sorted(s.seat for s in c.state.players
                  if s.silenced_day == c.state.number) == [9, 11]
