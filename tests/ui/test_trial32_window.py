"""A fresh narrator's trial at 1366×768 under a window manager (session 32): undo of an
announced exit vote, windows within the screen, the exit vote's threshold, Persian digits in
the vote boxes, the archive's unnamed players, right-to-left slips (WF32-1..6)."""

from __future__ import annotations

from PySide6.QtWidgets import QApplication

from tests.ui.desk_driver import REFERENCE, reference_setup


def _to_day_one(c) -> None:
    """The reference game at day 1 (Nostradamus's intro-night pick made)."""
    assert c.new_game(reference_setup(), REFERENCE)
    while c.state.phase != "day":
        if c.state.phase == "intro_night" and "nostradamus" not in c.state.choices:
            assert c.step("nostradamus", {"pick": [2, 8, 9], "side": "city"}), c.last_error
        assert c.end_phase(), c.last_error


def test_undo_of_an_exit_vote_where_nobody_leaves_asks_first(controller) -> None:
    """The exit vote's result («nobody leaves») is announced as soon as it is confirmed:
    taking it back asks the narrator first, and a no keeps it (WF32-1)."""
    c = controller
    _to_day_one(c)
    thr = c.state.day.threshold
    assert c.step("votes", {3: thr}), c.last_error
    assert c.state.day.defense == [3]
    assert c.step("exit_votes", {3: 1}), c.last_error
    assert c.state.day.eliminated is None and "exit_votes" in c.state.choices
    asked: list[str] = []
    c.confirm = lambda _title, text: (asked.append(text), False)[1]
    assert not c.undo()
    assert asked and "exit_votes" in c.state.choices
    c.confirm = lambda _title, text: (asked.append(text), True)[1]
    assert c.undo() and "exit_votes" not in c.state.choices
    assert len(asked) == 2


def test_undo_of_a_tied_exit_vote_asks_first(controller) -> None:
    """A tie in the exit vote (a lottery to come) has been heard too (WF32-1)."""
    c = controller
    _to_day_one(c)
    thr = c.state.day.threshold
    assert c.step("votes", {3: thr, 4: thr}), c.last_error
    assert c.step("exit_votes", {3: 3, 4: 3}), c.last_error
    assert c.state.day.tied == [3, 4]
    assert c.game.heard_since(1)


def test_undo_of_the_defence_vote_alone_still_does_not_ask(controller) -> None:
    """The rule is not «every day step asks»: the defence vote typed and confirmed is
    taken back without a question, as before."""
    c = controller
    _to_day_one(c)
    assert c.step("votes", {3: c.state.day.threshold}), c.last_error
    assert not c.game.heard_since(1)
