"""Issue 15, «Signals the narrator must give»: each signal and sentence the narrator needs is
on the window (each test failed before its fix)."""

from __future__ import annotations

import pytest
from PySide6.QtWidgets import QApplication, QLabel

from narrator_app.engine import Setup

pytestmark = pytest.mark.qt_log_ignore(r"This plugin does not support raise\(\)", extend=True)

SHERLOCK_DEAL = ["godfather", "saul_goodman", "matador", "dr_watson", "leon", "citizen_kane",
                 "constantine", "plain_citizen", "plain_citizen", "plain_citizen",
                 "sherlock_holmes"]


def _to_sherlock_night_1(table, controller):
    c = controller
    names = tuple(f"P{i}" for i in range(1, 12))
    assert c.new_game(Setup("godfather_sherlock", names, {"cards_enabled": False}),
                      SHERLOCK_DEAL)
    table.press("endDay")
    table.press("endNight", table.w.night_panel)
    table.seat(2)
    table.type_count(2, "6")
    table.press("confirmVotes")
    table.type_count(2, "6", "exit_count")
    table.press("confirmExitVotes")
    table.press("endDay")
    assert c.choices().current.key == "sherlock_holmes"


def _guess(table, seat: int, role: str) -> None:
    panel = table.w.night_panel
    table.press("option_guess", panel)
    table.seat(seat)
    panel.role_combo.setCurrentIndex(panel.role_combo.findData(role))
    table.press("confirmStep", panel)
    assert table.c.last_error == ""


def test_sherlock_right_guess_is_signalled_and_shows_his_new_card(table, controller):
    _to_sherlock_night_1(table, controller)
    panel = table.w.night_panel
    _guess(table, 5, "leon")
    QApplication.processEvents()
    label = panel.findChild(QLabel, "signalLabel")
    assert label.isVisible()
    assert "شرلوک" in label.text() and "درست" in label.text() and "لئون" in label.text()
    table.press("showSignal", panel)
    card = panel.card
    assert card is not None and card.isVisible()
    shown = card.text()
    assert "درست" in shown and "لئون" in shown
    assert table.w.hide_roles  # the desk went under the privacy cover first
    card._dismiss()  # what the narrator's held Esc does


def test_sherlock_wrong_guess_is_signalled_wrong(table, controller):
    _to_sherlock_night_1(table, controller)
    panel = table.w.night_panel
    _guess(table, 5, "dr_watson")
    QApplication.processEvents()
    label = panel.findChild(QLabel, "signalLabel")
    assert label.isVisible() and "غلط" in label.text()
    assert panel.signal_card == "غلط"
    assert table.button("showSignal", panel).isVisible()
