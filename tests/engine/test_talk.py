"""Speaking order (clockwise, silenced marked) and the public view (no secret in it)."""

from __future__ import annotations

import dataclasses
import random

from helpers import at_day_one, play

from narrator_app.engine.simulate import play_random
from narrator_app.engine.talk import public_view, speaking_order


def test_clockwise_from_the_first_speaker_skipping_the_dead() -> None:
    g = at_day_one()
    play(g, "day")
    play(g, "night", {"mafia": {"shot": 10}})
    order = [s.seat for s in speaking_order(g.state, 9)]
    assert order == [9, 11, 1, 2, 3, 4, 5, 6, 7, 8]
    assert [s.seat for s in speaking_order(g.state, 10)][0] == 11


def test_silenced_players_are_marked_the_next_day_only() -> None:
    g = at_day_one()
    card = {"draw": "silence_of_the_lambs", "silence": [9, 10]}
    play(g, "day", {"votes": {8: 6}, "exit_votes": {8: 6}, "card": card})
    assert not any(s.silenced for s in speaking_order(g.state, 1))  # night 1
    play(g, "night")
    assert [s.seat for s in speaking_order(g.state, 1) if s.silenced] == [9, 10]
    play(g, "day")
    play(g, "night")
    assert not any(s.silenced for s in speaking_order(g.state, 1))


def test_public_view_holds_no_secret() -> None:
    g = at_day_one()
    play_random(g, random.Random(11), max_actions=80)
    roles = {p.role for p in g.state.players}
    for state in g.states[1:]:
        view = public_view(state)
        text = repr(dataclasses.asdict(view))
        for role in roles:
            assert role not in text
        for word in (
            "half_dead",
            "bullets",
            "vest",
            "coupon",
            "shot",
            "save",
            "block",
            "nostradamus_count",
            "side",
        ):
            assert word not in text


def test_public_view_shows_this_mornings_announcement_all_day() -> None:
    g = at_day_one()
    play(g, "day")
    play(g, "night", {"mafia": {"shot": 10}})
    assert public_view(g.state).announce == ("left:10",)
    assert public_view(g.state).after_night
    g.step("votes", {8: 6})  # a day step adds the day's record: the morning stays
    assert public_view(g.state).announce == ("left:10",)
    g.step("exit_votes", {8: 6})
    g.step("card", {"draw": "silence_of_the_lambs", "silence": [2, 3]})
    # the vote's exit is said after the card's lines, as it happens (X100-8; C99-6 left it
    # for the game's end)
    assert public_view(g.state).announce == ("left:10", "silenced:2", "silenced:3", "left:8")
    g.end_phase()
    assert public_view(g.state).announce == ()  # at night the screen shows no sentence
    play(g, "night")
    view = public_view(g.state)
    # "nobody left" is said, and the card's silence again on the day it holds (rules_spec
    # 4.3, Z105-4)
    assert view.announce == ("silence_holds:2", "silence_holds:3") and view.after_night


def test_toggle_pick_follows_the_options_targets() -> None:
    from narrator_app.engine import IllegalAction
    from narrator_app.engine.choices import Option, toggle_pick

    refused = IllegalAction("invalid_target", seat=2)
    one = Option("shot", seats=1, targets={1: None, 2: refused, 3: None})
    assert toggle_pick(one, [1], 3) == [3]
    assert toggle_pick(one, [1], 2) is refused
    assert toggle_pick(one, [1], 9) is None
    three = Option("pick", seats=3, targets={s: None for s in range(1, 6)})
    assert toggle_pick(three, [1, 2], 3) == [1, 2, 3]
    full = toggle_pick(three, [1, 2, 3], 4)  # all picked: said, not ignored (LY114-3)
    assert isinstance(full, IllegalAction) and full.code == "invalid_target", full
    assert full.facts == {"seat": 4, "detail": "picks_full", "value": 3}
    assert toggle_pick(three, [1, 2, 3], 2) == [1, 3]
    assert toggle_pick(Option("none"), [], 1) is None
