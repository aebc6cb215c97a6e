"""A narrator's trial in English (decision CR37-5): Zodiac, 12 players, the bomb on seat 5
(code 3), seats 8 and 2 to the defense and one voted out. After the exit vote the bomb's box
showed the guard's code alone and «End day» waited for it. The guard **may** defuse (rules_spec
3.5.3; S2:L118) and the holder names his code at the end of the day (3.5.6 step 7; S2:L108):
the box now shows both rows, the guard's marked «if he tries», and the holder's code alone
ends the day with the guard untouched. Real window (offscreen)."""

from __future__ import annotations

import pytest
from desk_driver import Table

from narrator_app.engine import Setup

#: The trial's deal (as ``tests/engine/test_bomb_guard_may_pass.py``): 1 detective,
#: 2 bomber, 3 ocean, 4 Zodiac, 5 and 12 plain citizens, 6 guard, 7 Al Capone, 8 magician,
#: 9 gunner, 10 Leon, 11 doctor.
DEAL = ["detective", "bomber", "ocean", "zodiac", "plain_citizen", "guard", "al_capone",
        "magician", "gunner", "leon", "doctor", "plain_citizen"]
HOLDER, GUARD, BOMBER, MAGICIAN = 5, 6, 2, 8

pytestmark = pytest.mark.qt_log_ignore(r"This plugin does not support", extend=True)


def _codes_shown(t: Table, name: str) -> list[int]:
    """The code buttons of row ``name`` (``guard_code`` / ``holder_code``) in view."""
    from PySide6.QtWidgets import QApplication, QPushButton

    QApplication.processEvents()
    box = t.w.day_panel.extras.bomb_box
    return [n for n in range(1, 6)
            if (b := box.findChild(QPushButton, f"{name}_{n}")) is not None and b.isVisible()]


def _day_two_with_the_bomb(qtbot, window) -> Table:
    """The trial's deal on Day 2, the bomb planted in front of :data:`HOLDER` (code 3)."""
    t = Table(qtbot, window)
    c = t.c
    assert c.new_game(Setup("zodiac", tuple(f"P{i}" for i in range(1, 13)), {}), DEAL)
    for _ in range(3):  # intro day, intro night, day 1
        assert c.end_phase(), c.last_error
    assert c.step("bomber", {"plant": HOLDER, "code": 3}), c.last_error
    assert c.end_phase(), c.last_error
    return t


@pytest.mark.parametrize("out", [BOMBER, MAGICIAN], ids=["bomber_out", "magician_out"])
def test_after_the_exit_vote_the_holder_s_code_is_there(qtbot, window, out):
    t = _day_two_with_the_bomb(qtbot, window)
    c = t.c
    assert c.step("votes", {MAGICIAN: 6, BOMBER: 6}), c.last_error
    other = MAGICIAN if out == BOMBER else BOMBER
    assert c.step("exit_votes", {out: 6, other: 3}), c.last_error
    # the noon sleep: the guard's code (he may pass) and the holder's, both in view
    assert window.day_panel.open_key() == "bomb"
    assert _codes_shown(t, "guard_code") == [1, 2, 3, 4, 5]
    assert _codes_shown(t, "holder_code") == [1, 2, 3, 4, 5]
    end = window.day_panel.end_button
    assert not end.isEnabled()  # the holder's code is still owed
    t.press("holder_code_3")  # the guard did not try; the holder's right code
    assert c.state.choices.get("bomb") == {"holder_code": 3}, c.last_error
    assert c.state.player(GUARD).status == "alive"
    assert c.state.player(HOLDER).status == "alive"
    assert _codes_shown(t, "guard_code") == [] and _codes_shown(t, "holder_code") == []
    assert end.isEnabled(), end.toolTip()
    t.press("endDay")
    assert c.state.phase == "night", c.last_error


def test_the_codes_wait_for_the_vote(qtbot, window):
    """A narrator's trial pressed the holder's code at the start of Day 2: the bomb was
    ended before anyone spoke. The codes come in the day's order, after the vote (3.5.6
    steps 6-7): the box says so until then (CF57)."""
    t = _day_two_with_the_bomb(qtbot, window)
    c = t.c
    assert _codes_shown(t, "guard_code") == [] and _codes_shown(t, "holder_code") == []
    assert "رأی‌گیری" in window.day_panel.extras.bomb_label.text()
    assert c.step("votes", {MAGICIAN: 6, BOMBER: 6}), c.last_error
    assert c.step("exit_votes", {BOMBER: 6, MAGICIAN: 3}), c.last_error
    assert _codes_shown(t, "holder_code") == [1, 2, 3, 4, 5]


def test_no_wait_is_said_once_no_code_is_to_come(qtbot, window):
    """audit58: with the holder voted out (the bomb void) the box still said the codes come
    after the vote. It says so only while a code is still to come."""
    t = _day_two_with_the_bomb(qtbot, window)
    c = t.c
    assert c.step("votes", {HOLDER: 6}), c.last_error
    assert c.step("exit_votes", {HOLDER: 6}), c.last_error
    assert c.state.player(HOLDER).status != "alive"
    assert _codes_shown(t, "holder_code") == [] and _codes_shown(t, "guard_code") == []
    assert "رأی‌گیری" not in window.day_panel.extras.bomb_label.text()
