"""A recorded vote stays recorded (a new narrator's trial, after the last-move card).

After a last-move card the day panel showed the defense and exit votes, already confirmed,
as editable fields again («Confirm exit votes» and «Remove» clickable), and the card's
read-aloud box and the exit line went below the fold; a second «Confirm exit votes» did
nothing and said nothing; after the game ended a vote field and «Remove» were still enabled.

Wanted, checked here on a 13-player Godfather–Nostradamus day (defense of 3, a tied exit vote,
the death lottery, then each card that asks something: face-off, beautiful mind, handcuffs,
identity reveal) and on classic:

* a recorded vote is shown as its result: opened (a click on its folded title) it shows its
  counts and «Change», no field and no confirm button;
* «Change» brings the fields back; confirming the same counts records nothing and says so in
  words; other counts are recorded (the step's choice is replaced) or refused with the
  engine's reason beside the boxes — never silently nothing;
* after the card, what is read aloud (the card's box) and the exit line are in view, with no
  scroll bar, at 1366×768;
* once the game is over nothing on the day panel is editable.
"""

from __future__ import annotations

import pytest
from PySide6.QtCore import QPoint, Qt
from PySide6.QtWidgets import QApplication, QLineEdit, QPushButton
from test_day_unscrolled import to_first_day

from narrator_app.engine import Setup, day_step_now
from narrator_app.ui.day_extras import is_folded

pytestmark = pytest.mark.qt_log_ignore(r"This plugin does not support", extend=True)

# the trial's deal: 13 players, one independent (Nostradamus, seat 7)
ROLES = ["constantine", "dr_watson", "plain_citizen", "matador", "citizen_kane", "saul_goodman",
         "nostradamus", "leon", "plain_citizen", "plain_citizen", "plain_citizen", "godfather",
         "plain_citizen"]
NAMES = ["علی", "سارا", "رضا", "مریم", "حمید", "کاوه", "نیما", "امید", "پری", "هادی", "نسیم",
         "بهرام", "ژیلا"]


def settle() -> None:
    for _ in range(4):
        QApplication.processEvents()


def editable(panel) -> list[str]:
    """The fields and buttons of the day panel a narrator could use now, by object name
    («End day», «Change» and the morning's «show this player» aside)."""
    settle()
    found = []
    for w in panel.findChildren(QLineEdit) + panel.findChildren(QPushButton):
        if w.isVisible() and w.isEnabled() and w.objectName() not in (
                "endDay", "changeVotes", "changeExitVotes"):
            found.append(w.objectName())
    return found


def open_by_click(t, box) -> None:
    assert box.isVisible() and is_folded(box)
    t.qtbot.mouseClick(box, Qt.MouseButton.LeftButton, pos=QPoint(box.width() // 2, 6))
    settle()
    assert not is_folded(box)


def in_view(panel, widget) -> bool:
    view = panel.scroll_area.viewport()
    top = widget.mapTo(view, QPoint(0, 0)).y()
    return widget.isVisible() and 0 <= top and top + widget.height() <= view.height()


def gn13_to_card(t) -> int:
    """Day 1 of the 13-player game: three nominees, two defenders tied, the lottery's loser
    clicked; returns the leaving seat (the card is his to draw)."""
    c = t.c
    assert c.new_game(Setup("godfather_nostradamus", NAMES, {"cards_enabled": True}), ROLES)
    assert c.end_phase()
    assert c.step("nostradamus", {"pick": [3, 9, 12], "side": "city"}), c.last_error
    assert c.end_phase(), c.last_error
    thr = c.state.day.threshold
    for s in (3, 6, 9):
        t.seat(s)
    t.type_count(3, str(thr))
    t.type_count(6, "1")
    t.type_count(9, str(thr))
    t.press("confirmVotes")
    assert c.state.day.defense == [3, 9], c.last_error
    t.type_count(3, "6", "exit_count")
    t.type_count(9, "6", "exit_count")
    t.press("confirmExitVotes")
    assert c.state.day.tied == [3, 9], c.last_error
    t.seat(3)  # the lottery's loser, clicked on the table
    assert day_step_now(c.state) == "card", c.last_error
    return 3


CARDS = ("face_off", "beautiful_mind", "handcuffs", "identity_reveal")


@pytest.mark.parametrize("card", CARDS)
def test_after_the_card_the_votes_stay_recorded_and_the_reading_is_in_view(table, card):
    t, c, panel = table, table.c, table.w.day_panel
    gn13_to_card(t)
    t.press(f"card_{card}")
    settle()
    opt = panel.card_panel._option()
    if opt is not None and opt.seats:
        targets, _ = panel.card_panel.ring_targets()
        for s in [s for s, why in sorted(targets.items()) if why is None][: opt.seats]:
            t.seat(s)
    if panel.card_panel.confirm_button.isVisible():  # identity reveal asks nothing
        t.press("confirmCard")
    assert day_step_now(c.state) is None, c.last_error
    settle()
    # what is read aloud after the card, and the exit line, in view: no scroll bar
    t.qtbot.waitUntil(lambda: not panel.scroll_area.verticalScrollBar().isVisible(), timeout=500)
    # the card's read-aloud box (or, when the day's read-aloud box above already says it,
    # that box)
    said_box = (panel.card_panel.result if not panel.card_panel.result.isHidden()
                else panel.extras.announce)
    assert in_view(panel, said_box)
    assert in_view(panel, panel.exit_label) or not panel.exit_label.isVisible()
    # the two votes: their results, folded; nothing to type or confirm again
    assert is_folded(panel.vote_box) and is_folded(panel.exit_box)
    assert editable(panel) == []
    # the exit vote opened by a click: its counts and «Change», no field, no confirm
    open_by_click(t, panel.exit_box)
    assert editable(panel) == []
    # CR36-4; the count joined to its word (LY113-4)
    assert panel.exit_result.isVisible() and "۶\u00a0رأی" in panel.exit_result.text()
    assert t.button("changeExitVotes").isEnabled()
    # «Change», then the same counts confirmed: nothing recorded, and it says so in words
    actions = len(c.game.actions)
    said = []
    c.message.connect(said.append)
    t.press("changeExitVotes")
    assert {"exit_count_3", "exit_count_9", "confirmExitVotes"} <= set(editable(panel))
    t.press("confirmExitVotes")
    assert len(c.game.actions) == actions
    assert said and panel.exit_error.isVisible() and panel.exit_error.text.text() == said[-1]
    assert said[-1] == "چیزی تغییر نکرد: همین رأی‌ها پیش‌تر ثبت شده‌اند."
    assert editable(panel) == []  # back to the result
    # other counts: the tie broken after the lottery is refused, with the engine's reason
    t.press("changeExitVotes")
    t.type_count(9, "5", "exit_count")
    t.press("confirmExitVotes")
    assert len(c.game.actions) == actions
    assert c.last_error and panel.exit_error.isVisible()
    assert panel.exit_error.text.text() == c.last_error


def test_a_changed_defense_vote_is_recorded(table):
    """«Change» on the defense vote: a new count replaces the recorded vote (game-script:
    choosing again on a step replaces its choice)."""
    t, c, panel = table, table.c, table.w.day_panel
    gn13_to_card(t)
    open_by_click(t, panel.vote_box)
    assert editable(panel.vote_box) == []  # (the card below is still to draw)
    assert "۵" not in panel.votes_result.text() and panel.votes_result.isVisible()
    t.press("changeVotes")
    assert {"count_3", "count_6", "count_9", "remove_6"} <= set(editable(panel.vote_box))
    t.type_count(6, "5")
    t.press("confirmVotes")
    assert c.state.choices["votes"][6] == 5, c.last_error
    assert c.state.day.defense == [3, 9]


def test_nothing_is_editable_once_the_game_is_over(table):
    """Two mafia leave the table, the Godfather is voted out: the city wins by day, and no
    field or button of the day is usable, not even in a section opened by a click."""
    t, c, panel = table, table.c, table.w.day_panel
    assert c.new_game(Setup("godfather_nostradamus", NAMES, {"cards_enabled": False}), ROLES)
    assert c.end_phase()
    assert c.step("nostradamus", {"pick": [3, 9, 12], "side": "city"}), c.last_error
    assert c.end_phase(), c.last_error
    assert c.withdraw(4) and c.withdraw(6), c.last_error
    thr = c.state.day.threshold
    t.seat(12)
    t.seat(9)
    t.type_count(12, str(thr))
    t.type_count(9, str(thr))
    t.press("confirmVotes")
    t.type_count(12, "7", "exit_count")
    t.type_count(9, "1", "exit_count")
    t.press("confirmExitVotes")
    assert c.state.winner is not None, c.last_error
    settle()
    assert editable(panel) == []
    for box in (panel.vote_box, panel.exit_box):
        if is_folded(box):
            open_by_click(t, box)
        assert editable(panel) == []
    assert not panel.votes_change.isVisible() and not panel.exit_change.isVisible()
    assert not panel.end_button.isEnabled()


@pytest.fixture
def classic_day(table):
    to_first_day(table, "classic", {})
    table.w.refresh()
    return table


def test_classic_votes_stay_recorded(classic_day):
    """Classic (no cards): after the exit, both votes are their results; opened, they show
    «Change», not the fields."""
    t, c, panel = classic_day, classic_day.c, classic_day.w.day_panel
    alive = [p.seat for p in c.state.players if p.status == "alive"]
    a, b = alive[-1], alive[-2]
    thr = c.state.day.threshold
    t.seat(a)
    t.seat(b)
    t.type_count(a, str(thr))
    t.type_count(b, str(thr))
    t.press("confirmVotes")
    t.type_count(a, "4", "exit_count")
    t.type_count(b, "1", "exit_count")
    t.press("confirmExitVotes")
    assert c.state.day.eliminated == a, c.last_error
    if c.state.winner is not None:
        pytest.skip("the game ended")
    assert editable(panel) == []
    for box in (panel.vote_box, panel.exit_box):
        if is_folded(box):
            open_by_click(t, box)
        assert editable(panel) == [], box.title()
    assert t.button("changeExitVotes").isEnabled()
