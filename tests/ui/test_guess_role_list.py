"""The role list of a night's role guess leaves out the guesser's own cards (a narrator's
trial of Godfather–Sherlock: Sherlock's list offered «Sherlock Holmes»). A role dealt once
and held by the guesser can be on no other seat, so the guess is never right there: Sherlock
guessing his own card (rules_spec 3.3.2-3.3.3: he guesses another player's role), the team's
sixth sense naming a mafia card (it never names a teammate, decisions R3). The engine says
which roles (``guessable_roles(st, option, key)``)."""

from __future__ import annotations

import pytest

from narrator_app.engine import Setup

pytestmark = pytest.mark.qt_log_ignore(r"This plugin does not support", extend=True)

DEAL = ["godfather", "saul_goodman", "matador", "dr_watson", "leon", "citizen_kane",
        "constantine", "plain_citizen", "plain_citizen", "plain_citizen", "sherlock_holmes"]


def offered(window) -> list[str]:
    combo = window.night_panel.role_combo
    return [combo.itemData(i) for i in range(combo.count())]


def night_one(c) -> None:
    names = tuple(f"P{i}" for i in range(1, 12))
    assert c.new_game(Setup("godfather_sherlock", names, {"cards_enabled": False}), DEAL)
    assert c.end_phase() and c.end_phase()  # the intro day, the intro night
    assert c.end_phase() and c.state.phase == "night", c.last_error  # Day 1: nobody out


def test_sherlock_is_not_offered_his_own_card(window, controller, table):
    c, t, panel = controller, table, window.night_panel
    night_one(c)
    assert c.choices().current.key == "sherlock_holmes"
    t.press("option_guess", panel)
    t.seat(5)
    roles = offered(window)
    assert "sherlock_holmes" not in roles
    assert {"leon", "plain_citizen", "godfather", "dr_watson"} <= set(roles), roles
    # the team's sixth sense: no mafia card (each is a teammate's), every other role
    t.press("option_none", panel)
    t.press("confirmStep", panel)
    assert c.choices().current.key == "mafia"
    t.press("option_sixth_sense", panel)
    roles = offered(window)
    assert not {"godfather", "saul_goodman", "matador"} & set(roles), roles
    assert {"leon", "plain_citizen", "sherlock_holmes"} <= set(roles), roles
