"""«End day» with no vote recorded asks first (decision CR38-16): one stray click skipped the
day's vote (a narrator's trial, Zodiac), where the intro day already asks before its round
is over. A day whose vote is recorded, even empty, or that has no vote to hold, ends at
once."""

from __future__ import annotations

from desk_driver import REFERENCE, reference_setup


def _day_one(c) -> None:
    assert c.new_game(reference_setup(), REFERENCE)
    assert c.end_phase()  # the intro day
    assert c.step("nostradamus", {"pick": [2, 8, 9], "side": "city"}) and c.end_phase()
    assert (c.state.phase, c.state.number) == ("day", 1)


def test_no_vote_asks_and_no_keeps_the_day(window, controller, table):
    c = controller
    _day_one(c)
    c.confirm = lambda title, text: (c.confirmations.append(text), False)[1]
    table.press("endDay")
    assert c.confirmations == ["هیچ رأی‌گیری‌ای امروز ثبت نشده است. روز بدون رأی‌گیری تمام شود؟"]
    assert (c.state.phase, c.state.number) == ("day", 1)
    c.confirm = lambda title, text: (c.confirmations.append(text), True)[1]
    table.press("endDay")
    assert (c.state.phase, c.state.number) == ("night", 1)


def test_a_recorded_vote_ends_the_day_at_once(window, controller, table):
    c = controller
    _day_one(c)
    assert c.step("votes", {})  # nobody nominated: an empty vote, recorded
    asked = len(c.confirmations)
    table.press("endDay")
    assert c.confirmations[asked:] == []
    assert (c.state.phase, c.state.number) == ("night", 1)
