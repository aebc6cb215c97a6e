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


def test_the_gunner_s_guns_hold_on_their_holders_by_day_until_fired() -> None:
    """Zodiac's gunner (S2:L120-L124): guns handed out on Night 1 are in their holders'
    hands on Day 2 (Z106-2). Each shows with its type while it may be fired; a fired gun, a
    holder voted out and the day's end take it off; a gun in the magician's held hands fires
    blank and shows so (:data:`tokens.VOID`, the trackers' «disabled»), by the type it has now
    (a war gun turned blank for good, A80, is a blank)."""
    from narrator_app.engine import Setup
    from narrator_app.engine.tokens import VOID
    from tests.engine.zodiac_trial import NAMES, ZODIAC, night_one

    g = night_one(capone_out=False)
    g.step("gunner", {"give": {8: "war", 10: "blank", 11: "blank"}})
    g.end_phase()
    assert g.state.phase == "day" and g.state.number == 2
    tokens = ring_tokens(g.state)
    assert (tokens[8], tokens[10], tokens[11]) == (["gun_war"], ["gun_blank"], ["gun_blank"])
    assert standing_marks(g.state)[8] == ["gun_war"]
    g.step("guns", [{"shooter": 10, "target": 5}])  # a blank fired: spent
    assert "gun_blank" not in ring_tokens(g.state).get(10, [])
    assert ring_tokens(g.state)[8] == ["gun_war"]
    g.step("votes", {11: 7})
    g.step("exit_votes", {11: 7})  # the holder voted out: his gun is gone with him
    assert "gun_blank" not in ring_tokens(g.state).get(11, [])
    g.end_phase()  # the day over: the unfired war gun is no day's mark at night
    assert g.state.phase == "night"
    assert not any(t.startswith("gun_") for t in standing_marks(g.state).get(8, []))
    for conversion, gun, shown in (("permanent", "war", "gun_blank" + VOID),
                                   ("that_day", "war", "gun_war" + VOID),
                                   ("permanent", "blank", "gun_blank" + VOID)):
        held = Game(Setup("zodiac", NAMES, {"magician_gun_conversion": conversion}))
        held.deal(ZODIAC)
        for _ in range(3):  # intro day, intro night, day 1
            held.end_phase()
        held.step("magician", {"block": 8})  # a 24-hour hold on the war gun's holder
        held.step("gunner", {"give": {8: gun}})
        held.end_phase()  # a gun that fires blank today: void
        assert ring_tokens(held.state)[8][-1] == shown, conversion
