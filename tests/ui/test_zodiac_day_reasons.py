"""A narrator's trial (C99-3), Zodiac's Day 2 in English: the guard (seat 6) held a war gun,
the bomb lay in front of seat 5. «End day» was greyed with its reason only on its tooltip
(«Today's bomb code has not been recorded yet»), and the defence vote, confirmed with no
nominee, closed the guns' window (rules_spec 3.5.6 step 2: the guns are fired before the
defence vote; CF50-15) without a word: the Guns section was gone and the war gun unfired.
The reason stands beside «End day» whenever it is greyed (Y101-24; C99-3 left it out while
the step in front asked for what it waits for),
and the defence vote names the guns not fired yet while it is open. Real window (offscreen)."""

from __future__ import annotations

import pytest
from desk_driver import Table

from narrator_app.engine import Setup

#: 1 detective, 2 bomber, 3 ocean, 4 Zodiac, 5 and 12 plain citizens, 6 guard, 7 Al Capone,
#: 8 magician, 9 gunner, 10 Leon, 11 doctor (as test_bomb_guard_may_pass_window).
DEAL = ["detective", "bomber", "ocean", "zodiac", "plain_citizen", "guard", "al_capone",
        "magician", "gunner", "leon", "doctor", "plain_citizen"]
HOLDER, GUARD, OTHER = 5, 6, 1

pytestmark = pytest.mark.qt_log_ignore(r"This plugin does not support", extend=True)


def test_end_day_says_why_and_the_vote_names_the_guns_it_closes(qtbot, en_window):
    window = en_window
    t = Table(qtbot, window)
    c = t.c
    assert c.new_game(Setup("zodiac", tuple(f"P{i}" for i in range(1, 13)), {}), DEAL)
    for _ in range(3):  # intro day, intro night, day 1
        assert c.end_phase(), c.last_error
    assert c.step("bomber", {"plant": HOLDER, "code": 3}), c.last_error
    assert c.step("gunner", {"give": {GUARD: "war", OTHER: "blank"}}), c.last_error
    assert c.end_phase(), c.last_error
    assert c.state.phase == "day" and c.state.number == 2
    panel = window.day_panel
    end, reason = panel.end_button, panel.end_reason
    assert not end.isEnabled()
    # the reason where the narrator looks, not only on the tooltip
    assert reason.isVisible()
    assert reason.text() == "Today's bomb code has not been recorded yet."
    assert end.toolTip() == reason.text()
    # the defence vote open: the guns not fired yet are named, and what its confirmation does
    t.seat(HOLDER)  # a nominee clicked opens the vote
    assert panel.open_key() == "votes"
    said = panel.moves_label.text()
    assert panel.moves_label.isVisible()
    assert said.startswith("Guns not fired yet: ") and "P1" in said and "P6" in said
    assert "closes" in said
    assert c.step("votes", {}), c.last_error  # nobody to the defence: the guns are closed
    assert "guns" not in {s.key for s in c.choices().steps}
    assert not panel.moves_label.isVisible()
    # the codes' step in front now asks for what «End day» waits for; the reason is still
    # said beside the greyed button (Y101-24: it stood greyed with no reason)
    assert panel.open_key() == "bomb" and not end.isEnabled()
    assert reason.isVisible() and end.toolTip() == reason.text()
    assert reason.text() == "Today's bomb code has not been recorded yet."
    t.press("holder_code_3")
    assert not reason.isVisible() and end.isEnabled()
    t.press("endDay")
    assert c.state.phase == "night", c.last_error
