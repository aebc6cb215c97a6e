"""The table's life in the window: a player who leaves the table (the seat's menu on the
ring) and the deal corrected («Correct the deal…»)."""

from __future__ import annotations

import pytest
from PySide6.QtCore import Qt
from PySide6.QtWidgets import QApplication, QMenu

pytestmark = pytest.mark.qt_log_ignore(
    r"This plugin does not support (raise\(\)|grabbing the keyboard|propagateSizeHints)",
    extend=True,
)


def _menu_withdraw(table, seat: int):
    ring = table.w.ring
    ring.customContextMenuRequested.emit(ring.seat_center(seat))
    QApplication.processEvents()
    menu = table.w.seat_menu.menu
    assert isinstance(menu, QMenu) and menu.isVisible()
    action = next(a for a in menu.actions() if a.objectName() == "withdrawAction")
    return menu, action


def test_withdraw_by_night_from_the_seat_menu(table, reference_game):
    c = reference_game
    table.press("endDay")  # the intro night
    assert c.step("nostradamus", {"pick": [2, 3, 10], "side": "mafia"})
    menu, action = _menu_withdraw(table, 8)
    assert action.text() == "ترک میز…" and action.isEnabled()
    action.trigger()
    assert c.confirmations and "۸" in c.confirmations[-1] and "ترک" in c.confirmations[-1]
    assert c.state.choices["withdraw"] == [8]
    assert c.state.player(8).status == "dead"
    # a second one the same night keeps the first
    _, action = _menu_withdraw(table, 9)
    action.trigger()
    assert c.state.choices["withdraw"] == [8, 9]
    menu.close()
    assert c.end_phase()
    from narrator_app.engine import night_to_announce

    morning = night_to_announce(c.state).announce
    assert "withdrew:8" in morning and "withdrew:9" in morning


def test_withdraw_by_day_is_announced_and_needs_the_confirmation(table, reference_game):
    c = reference_game
    _, action = _menu_withdraw(table, 4)
    c.confirm = lambda title, text: False  # the narrator says no
    action.trigger()
    assert "withdraw" not in c.state.choices and c.state.player(4).status == "alive"
    c.confirm = lambda title, text: True
    _, action = _menu_withdraw(table, 4)
    action.trigger()
    assert c.state.choices["withdraw"] == [4]
    assert "withdrew:4" in c.state.records[-1].announce
    # a player out for good has nothing to withdraw from
    _, action = _menu_withdraw(table, 4)
    assert not action.isEnabled()


def test_correct_the_deal_replays_the_game(table, reference_game):
    c, w = reference_game, table.w
    c.end_phase()
    assert c.step("nostradamus", {"pick": [2, 8, 9], "side": "city"})
    w.redeal_action.trigger()
    dlg = w.redeal_dialog
    assert dlg.isVisible() and dlg.seats()[4] == "leon"
    dlg.set_role(5, "plain_citizen")
    dlg.set_role(8, "leon")
    table.qtbot.mouseClick(dlg.ok_button, Qt.MouseButton.LeftButton)
    assert not dlg.isVisible()
    assert c.game.actions[-1].kind == "redeal"
    assert c.state.player(8).role == "leon" and c.state.player(5).role == "plain_citizen"
    assert c.state.choices["nostradamus"] == {"pick": [2, 8, 9], "side": "city"}
    c.undo()
    assert c.state.player(5).role == "leon"


def test_a_refused_redeal_names_the_action_and_changes_nothing(table, reference_game):
    c, w = reference_game, table.w
    c.end_phase()
    assert c.step("nostradamus", {"pick": [2, 8, 9], "side": "city"})
    before = list(c.game.actions)
    dlg = w.correct_deal()
    dlg.set_role(11, "plain_citizen")
    dlg.set_role(9, "nostradamus")  # he cannot have pointed at himself
    assert not dlg.record()
    assert dlg.isVisible() and dlg.error.isVisible()
    text = dlg.error.text()
    assert "حرکت ۳ " in text  # the third action: Nostradamus's step
    assert "نوستراداموس" in text and "شب معارفه" in text
    assert c.game.actions == before and c.state.player(11).role == "nostradamus"
    dlg.reject()


def test_a_redeal_off_the_roster_names_what_is_wrong(table, reference_game):
    """A narrator's trial (202_correct_bad): «Correct the deal» refused a card off the roster
    with «The roles do not match this scenario's roster for this table» where the New game
    dialog names the gap («1 Leon missing; 1 Plain citizen extra»): both read the engine's
    ``Scenario.roster_gaps`` (Z105-7), the refusal in the New game dialog's words."""
    from narrator_app.messages import digits, role_name

    c, w = reference_game, table.w
    scen = c.scenario
    before = list(c.game.actions)
    dlg = w.correct_deal()
    dlg.set_role(5, "plain_citizen")  # Leon's card given away: a roster without him
    assert scen.roster_gaps(dlg.seats()) == ((("leon", 1),), (("plain_citizen", 1),))
    assert not dlg.record()
    text = dlg.error.text()
    leon, plain = role_name(scen, "leon", "fa"), role_name(scen, "plain_citizen", "fa")
    assert f"{digits(1)} {leon} کم است؛ {digits(1)} {plain} زیاد است" in text, text
    assert text.startswith("ترکیب نقش‌ها با این سناریو و این تعداد بازیکن جور نیست: "), text
    assert c.game.actions == before and c.state.player(5).role == "leon"
    dlg.reject()


def test_the_english_redeal_refusal_names_the_gap_too(en_window, reference_game):
    from narrator_app.messages import role_name

    c = reference_game
    dlg = en_window.correct_deal()
    dlg.set_role(5, "plain_citizen")
    assert not dlg.record()
    leon = role_name(c.scenario, "leon", "en")
    assert dlg.error.text().endswith(
        f": 1 {leon} missing; 1 Plain citizen extra."), dlg.error.text()
    dlg.reject()
    assert c.state.player(5).role == "leon"
