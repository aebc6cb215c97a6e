"""The window shows what the engine answers (``engine/queries.py``), by real clicks: a step
with nobody to choose, who may fire a gun and at whom, the eyes during the exit vote."""

from __future__ import annotations

import pytest
from PySide6.QtWidgets import QApplication, QLabel

from narrator_app.engine import IllegalAction, Setup, load_scenario
from narrator_app.messages import NO_TARGET, no_target_text, refusal_text
from narrator_app.ui.texts import tr

pytestmark = pytest.mark.qt_log_ignore(r"This plugin does not support raise\(\)", extend=True)

REFERENCE = ["godfather", "saul_goodman", "matador", "dr_watson", "leon", "citizen_kane",
             "constantine", "plain_citizen", "plain_citizen", "plain_citizen", "nostradamus"]
NAMES = tuple(f"P{i}" for i in range(1, 13))


def _to_constantine(c, rules: dict, night_shot: int | None = None) -> None:
    assert c.new_game(Setup("godfather_nostradamus", NAMES[:11], rules), REFERENCE)
    c.end_phase()
    c.step("nostradamus", {"pick": [2, 8, 9], "side": "city"})
    c.end_phase()
    c.end_phase()
    if night_shot is not None:  # night 1: the mafia shoot; day 2 passes
        assert c.step("mafia", {"shot": night_shot})
        for key in ("matador", "dr_watson", "leon", "citizen_kane", "constantine"):
            assert c.step(key, {})
        c.end_phase()
        c.end_phase()
    for key in ("mafia", "matador", "dr_watson", "leon", "citizen_kane"):
        assert c.step(key, {}), c.last_error
    assert c.choices().current.key == "constantine"


def test_nobody_to_bring_back_is_said_and_none_is_chosen(table, controller):
    c, panel = controller, table.w.night_panel
    _to_constantine(c, {"cards_enabled": False})
    note = panel.findChild(QLabel, "noTargetNote")
    QApplication.processEvents()
    assert note.isVisible() and note.text() == "کسی برای بازگرداندن نیست."
    revive, none = table.button("option_revive", panel), table.button("option_none", panel)
    assert not revive.isEnabled() and revive.toolTip() == note.text()
    assert none.isChecked()
    assert panel.ring_targets() == (None, [])  # nothing to click on the table
    table.press("confirmStep", panel)
    assert c.state.choices["constantine"] == {}


def test_someone_to_bring_back_opens_the_revive_pick(table, controller):
    c, panel = controller, table.w.night_panel
    _to_constantine(c, {"cards_enabled": False, "constantine_pool": "any_unrevealed_exit"},
                    night_shot=10)
    QApplication.processEvents()
    assert not panel.findChild(QLabel, "noTargetNote").isVisible()
    assert table.button("option_revive", panel).isChecked()
    table.seat(10)
    table.press("confirmStep", panel)
    assert c.state.choices["constantine"] == {"revive": 10}


def test_the_no_target_sentences():
    assert no_target_text("revive", "fa") == "کسی برای بازگرداندن نیست."
    assert no_target_text("revive", "en") == "There is nobody to bring back."
    assert no_target_text("curse", "fa") == NO_TARGET["fa"]["*"]
    assert no_target_text(None, "en") == NO_TARGET["en"]["*"]
    assert "بدون اکشن" in NO_TARGET["fa"]["*"]


def test_only_a_gun_holder_shoots_and_never_himself(table, controller):
    c = controller
    deal = list(load_scenario("zodiac").roster.reference)
    assert c.new_game(Setup("zodiac", NAMES[: len(deal)], {}), deal)
    while c.state.phase != "night" or c.state.number != 1:
        c.end_phase()
    while c.choices().current is not None:
        key = c.choices().current.key
        assert c.step(key, {"give": {11: "war", 10: "blank"}} if key == "gunner" else {}), key
    c.end_phase()
    assert c.state.phase == "day"
    extras = table.w.day_panel.extras
    table.press("fireGun")

    def said(code, seat, detail):
        return refusal_text(IllegalAction(code, key="guns", seat=seat, detail=detail),
                            c.scenario, list(c.names), c.lang)

    assert table.tooltip(1) == said("not_available", 1, "no_gun")
    table.seat(1)  # not a gun holder: refused, nothing picked
    assert extras._picked == []
    table.seat(11)
    assert extras._picked == [11]
    assert table.tooltip(11) == said("invalid_target", 11, "self")
    table.seat(11)  # at himself: refused
    assert extras._picked == [11]
    table.seat(2)
    table.press("confirmShot")
    assert c.state.player(2).status == "dead"


@pytest.mark.parametrize(("votes", "eyes"), [({8: 6}, "Eyes CLOSED for this vote."),
                                             ({8: 6, 9: 6},
                                              "Eyes OPEN for this vote (more than one defender).")])
def test_the_eyes_for_the_exit_vote(table, controller, votes, eyes):
    c = controller
    assert c.new_game(Setup("godfather_nostradamus", NAMES[:11], {"cards_enabled": False}),
                      REFERENCE)
    c.end_phase()
    c.step("nostradamus", {"pick": [2, 8, 9], "side": "city"})
    c.end_phase()
    assert c.step("votes", votes)
    QApplication.processEvents()
    label = table.w.day_panel.eyes_label
    assert label.isVisible() and label.text() == tr(eyes)
