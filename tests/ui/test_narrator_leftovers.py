"""The narrator's leftovers at the table (a narrator's trials, round 14), each on the real
window: the antidote vote shows the majority the engine asks of it, as the defence vote shows
its threshold; a typed vote count reads in the language's digits; two roles that both learn a
side leave each its own mark on the ring."""

from __future__ import annotations

import pytest
from PySide6.QtWidgets import QApplication, QLabel

from narrator_app.engine import Setup

pytestmark = pytest.mark.qt_log_ignore(r"This plugin does not support raise\(\)", extend=True)

CAPO_13 = ["don", "witch", "executioner", "informant", "detective", "suspect", "armoursmith",
           "herbalist", "heir", "kadkhoda", "plain_citizen", "plain_citizen", "plain_citizen"]


def _capo_antidote_night(c, rules: dict | None = None, herbalist_out: bool = False) -> None:
    """13 seats of Capo (house ``rules``) to Night 2's antidote vote: Capo's gun removes
    seat 12 on Day 1, the herbalist (seat 8) poisons the executioner (3) on Night 1, Day 2
    holds no vote (or votes the herbalist out: ``herbalist_out``)."""
    setup = Setup("capo", tuple(f"P{i}" for i in range(1, 14)), rules or {})
    assert c.new_game(setup, CAPO_13)
    assert c.step("heir", {"heir_of": 5}) and c.end_phase()
    assert c.step("capo_gun", {"trustee": 11, "suspects": [12, 13], "real": 12}), c.last_error
    assert c.end_phase()
    assert c.step("herbalist", {"poison": 3}), c.last_error
    assert c.end_phase()
    if herbalist_out:
        assert c.step("votes", {8: 7}) and c.step("exit_votes", {8: 7}), c.last_error
    assert c.end_phase()
    assert c.choices().current.key == "antidote"


def _threshold(window) -> QLabel:
    QApplication.processEvents()
    label = window.night_panel.findChild(QLabel, "antidoteThreshold")
    assert label is not None
    return label


def test_the_antidote_vote_shows_its_majority_as_a_number(window, controller, table):
    """The antidote vote's majority is the engine's (more than half of the players in the
    game other than the poisoned one, club_scenarios 6.6): «۷ رأی از ۱۱ نفر» beside the
    counts, the way the defence vote shows its threshold; the counts below it give the
    herbalist no say, those from it on do."""
    from narrator_app.engine import antidote_majority

    c, t, panel = controller, table, window.night_panel
    _capo_antidote_night(c)
    st = c.state
    # twelve in the game (seat 12 left by the gun), the poisoned one does not vote: 11 voters
    assert antidote_majority(st) == (6, 11)
    t.press("option_antidote_votes", panel)
    label = _threshold(window)
    assert label.isVisible() and label.text() == "۶ رأی از ۱۱ نفر"
    names = [b.objectName() for b in panel.number_group.buttons()]
    assert names[-1] == "number_5"  # «no antidote» up to one below the majority
    t.press("option_antidote_give", panel)
    label = _threshold(window)
    assert label.isVisible() and label.text() == "۶ رأی از ۱۱ نفر"
    assert [b.objectName() for b in panel.number_group.buttons()][0] == "number_6"


def test_no_majority_is_shown_where_the_count_gives_nobody_a_say(window, controller, table):
    """The herbalist voted out on Day 2, or the antidote vote advisory (the house rule): the
    count decides nothing, the engine asks no majority and none is shown."""
    from narrator_app.engine import antidote_majority

    c, t, panel = controller, table, window.night_panel
    _capo_antidote_night(c, rules={"cp_antidote_vote": "advisory"})
    assert antidote_majority(c.state) is None
    t.press("option_antidote_give", panel)
    assert not _threshold(window).isVisible()
    _capo_antidote_night(c, herbalist_out=True)
    assert antidote_majority(c.state) is None
    t.press("option_antidote_votes", panel)
    assert not _threshold(window).isVisible()
