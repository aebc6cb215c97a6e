"""Tokens a night set that still hold show on the ring by day (LY108-2).

A narrator's trial: the Day 2 ring showed no bomb and no poison that Night 1 had set and that
still held. The ring's tokens by day are the cards' standing marks (:attr:`Kind.marks`);
the bomber's and the delayed poison's kinds had none. Now the bomb stays on its holder while
it may still go off (S2:L108, L114, L118; A81-A83) and the poison on its player through the
next day and until the antidote step (club_scenarios 6.6, 6.7 step 0). Pure, no Qt.
"""

from __future__ import annotations

from narrator_app.engine import Game, ring_tokens, standing_marks, tokens_tonight
from tests.engine.test_bomb_over import _bomb_day
from tests.engine.test_morning_tokens import _to_the_antidote


def test_the_bomb_holds_on_its_holder_by_day_until_it_is_over() -> None:
    g = _bomb_day(mafia_out=False)  # Zodiac, Day 2: a bomb before seat 11, code 3
    assert ring_tokens(g.state)[11] == ["bomb"]
    assert standing_marks(g.state)[11] == ["bomb"]
    g.step("bomb", {"guard_code": 3})  # defused at the noon sleep: over
    assert "bomb" not in ring_tokens(g.state).get(11, [])


def test_the_holder_s_right_code_ends_the_mark() -> None:
    g = _bomb_day(mafia_out=False)
    assert tokens_tonight(g.state)[11] == ["bomb"]
    g.step("bomb", {"holder_code": 3})
    assert "bomb" not in tokens_tonight(g.state).get(11, [])


def test_the_poison_holds_through_the_day_and_until_the_antidote_step() -> None:
    g = _to_the_antidote()  # Capo: seat 1 poisoned on Night 2 (reflected), Night 3's start
    assert g.state.phase == "night" and g.state.number == 3
    assert ring_tokens(g.state)[1] == ["poisoned"]
    day = Game(g.setup)
    for a in g.actions[:-1]:  # Day 3, after Night 2
        day.apply(a)
    assert day.state.phase == "day" and day.state.number == 3
    assert ring_tokens(day.state)[1] == ["poisoned"]
    before = Game(g.setup)
    for a in g.actions:  # Day 2, before the poison: nothing
        before.apply(a)
        if before.state.phase == "night" and before.state.number == 2:
            before.undo()
            break
    assert before.state.phase == "day" and before.state.number == 2
    assert "poisoned" not in sum(ring_tokens(before.state).values(), [])
    g.step("antidote", {"votes": 3})  # no majority: he leaves, the poison is done
    assert "poisoned" not in ring_tokens(g.state).get(1, [])
