"""The Mayor's decision in the day panel and the game log (a narrator's trial, issue 21):
the decision is a line of the log (the role's name and what he decided, never his seat,
A73); once taken it stays on the folded section's title line; a decision with no effect (a
robbed or withdrawn Mayor, rules_spec 6.9 S1, 6.10 S12) leaves the exit vote in front and
open, recorded by typed counts and its button. Real widgets, offscreen."""

from __future__ import annotations

import pytest

from narrator_app.engine import Setup
from narrator_app.messages import role_name
from narrator_app.ui.day_extras import is_folded
from narrator_app.ui.texts import fill, seat_short, translate

pytestmark = pytest.mark.qt_log_ignore(r"This plugin does not support raise\(\)", extend=True)

DEAL = ["godfather", "joker", "dr_lecter", "simple_mafia", "pickpocket", "mayor", "die_hard",
        "leon", "detective", "psychiatrist", "doctor", "plain_citizen"]
NAMES = ("Ali", "Sara", "Reza", "Maryam", "Leon", "Kaveh", "Nima", "Omid", "Pari", "Hadi",
         "Nasim", "Bita")


def _start(c, t, window) -> None:
    assert c.new_game(Setup("mafia_nights", NAMES, {"cards_enabled": False}), DEAL)
    t.press("endNight", window.night_panel)  # the intro night: the mafia meet


def _defend(t, *seats: int) -> None:
    for s in seats:
        t.seat(s)
        t.type_count(s, "7")
    t.press("confirmVotes")


def _log_rows(window) -> list[str]:
    panel = window.log_panel
    panel.refresh()
    model = panel.model
    return [model.data(model.index(i)) for i in range(model.rowCount())]


def _mayor(c) -> str:
    return role_name(c.scenario, "mayor", c.lang)


def _cancelled(c) -> str:
    return fill(translate("Ravi", "%1's decision: the exit is cancelled, nobody leaves today"),
                _mayor(c))


def test_the_mayor_s_cancel_is_in_the_log_and_on_his_folded_title(qtbot, window, controller,
                                                                   table) -> None:
    c, t = controller, table
    _start(c, t, window)
    _defend(t, 4, 12)
    panel, extras = window.day_panel, window.day_panel.extras
    assert extras.mayor_box.isVisible() and not is_folded(extras.mayor_box)
    assert not [r for r in _log_rows(window) if _cancelled(c) in r]
    t.press("mayorCancel")
    assert c.state.choices["mayor"] == {"cancel": True}
    rows = [r for r in _log_rows(window) if _cancelled(c) in r]
    assert len(rows) == 1, _log_rows(window)
    assert seat_short(6, NAMES, c.lang) not in rows[0]  # the Mayor's seat is never written
    # the section folds with the decision on its title line; no exit vote today
    assert is_folded(extras.mayor_box)
    assert extras.mayor_label.text() in extras.mayor_box.title()
    assert not panel.exit_box.isVisible()


def test_the_mayor_s_elimination_is_in_the_log(qtbot, window, controller, table) -> None:
    c, t = controller, table
    _start(c, t, window)
    _defend(t, 4, 12)
    t.press("mayorEliminate")
    t.seat(4)
    assert c.state.choices["mayor"] == {"eliminate": 4}
    line = fill(translate("Ravi", "%1's decision: %2 leaves without the exit vote"),
                _mayor(c), seat_short(4, NAMES, c.lang))
    assert len([r for r in _log_rows(window) if line in r]) == 1, _log_rows(window)


def test_a_robbed_mayor_s_decision_leaves_the_exit_vote_open(qtbot, window, controller,
                                                            table) -> None:
    c, t = controller, table
    _start(c, t, window)
    t.press("endDay")
    assert c.step("pickpocket", {"steal": 6})
    assert c.end_phase()  # night 1: the Mayor's card is stolen
    _defend(t, 4, 12)
    panel, extras = window.day_panel, window.day_panel.extras
    t.press("mayorCancel")
    assert c.state.choices["mayor"] == {"cancel": True}
    # no effect: the exit vote is the step in front, open, and the narrator records it
    assert panel.exit_box.isVisible() and not is_folded(panel.exit_box)
    no_effect = translate("Ravi", "%1 No effect: the exit vote decides.").replace("%1", "")
    assert no_effect.strip() in extras.mayor_box.title()
    t.type_count(4, "7", "exit_count")
    t.type_count(12, "2", "exit_count")
    t.press("confirmExitVotes")
    assert c.state.player(4).status != "alive"
    line = fill(translate("Ravi", "%1 (no effect: the exit vote decides)"), _cancelled(c))
    assert [r for r in _log_rows(window) if line in r], _log_rows(window)


def test_a_withdrawn_mayor_s_decision_leaves_the_exit_vote_open(qtbot, window, controller,
                                                               table) -> None:
    c, t = controller, table
    _start(c, t, window)
    assert c.withdraw(6)
    _defend(t, 4, 12)
    c.step("mayor", {"cancel": True})  # his sign after he left: accepted, no effect
    assert window.day_panel.exit_box.isVisible()
    assert not is_folded(window.day_panel.exit_box)
