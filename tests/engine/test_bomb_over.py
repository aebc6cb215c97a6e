"""The bomb once it is over (TA30-1, the narrator's trial of 3 Dec.): after the guard's
right code the public display no longer says a bomb lies in front of its holder, and once
the game is over a bomb is never called live — even when the guard's code recorded at the
noon sleep was dropped as moot by the exit that decided the winner (decision S12). Pure, no
Qt: the engine's ``bomb_over`` and ``public_view``."""

from __future__ import annotations

from narrator_app.engine import Game, bomb_over
from narrator_app.engine.talk import public_view
from tests.engine.zodiac_trial import dealt, night_one


def _bomb_day(mafia_out: bool) -> Game:
    """Day 2 with a bomb in front of 11 (code 3); with ``mafia_out`` Al Capone was voted
    out on day 1 and Leon and the Zodiac shot the magician and the bomber on night 1."""
    g = night_one(capone_out=mafia_out)
    g.step("bomber", {"plant": 11, "code": 3})
    if mafia_out:
        g.step("leon", {"shoot": 3})
        g.step("zodiac", {"shoot": 2})
    g.end_phase()
    assert g.state.phase == "day" and g.state.number == 2
    return g


def test_the_guard_s_secret_defusal_does_not_reach_the_public_display():
    """The guard defuses in the noon sleep secretly (rules_spec 3.5.5 step 6, S2:L118): the
    narrator's trackers say the bomb is over, the players' display still shows the morning's
    bomb (MG31-7: dropping it told the table, and who the guard is when it lay before him)."""
    g = _bomb_day(mafia_out=False)
    assert bomb_over(g.state) is False
    assert "bomb:11" in public_view(g.state).announce  # the morning's news
    g.step("bomb", {"guard_code": 3})
    assert bomb_over(g.state) is True
    assert "bomb:11" in public_view(g.state).announce
    g.step("status_inquiry", True)  # the day goes on
    assert public_view(g.state).announce == ("bomb:11", "status")
    again = Game.replay(g.setup, g.actions, g.scenario)  # the file reopened says the same
    assert public_view(again.state) == public_view(g.state)


def test_a_bomb_before_the_guard_himself_stays_on_the_public_display():
    """The reviewer's case: the bomb lies before the guard (seat 4), who is told its code in
    the noon sleep; the players' display must not change then (his role is not revealed)."""
    g = dealt()
    for _ in range(3):  # intro day, intro night, day 1
        g.end_phase()
    g.step("bomber", {"plant": 4, "code": 3})
    g.end_phase()
    before = public_view(g.state)
    assert "bomb:4" in before.announce
    g.step("bomb", {"guard_code": 3})
    assert bomb_over(g.state) is True
    assert public_view(g.state).announce == before.announce


def test_the_holder_s_code_takes_the_bomb_off_the_public_display():
    g = _bomb_day(mafia_out=False)
    g.step("bomb", {"holder_code": 3})  # the right code, at the end of the day
    assert bomb_over(g.state) is True and g.state.view(11).status == "alive"
    assert not any(t.startswith("bomb") for t in public_view(g.state).announce)


def test_a_bomb_is_never_live_once_the_game_is_over():
    """The trial: the guard's right code first, then the Zodiac voted out ends the game;
    the code after the deciding exit is moot (S12) but the bomb is not live either."""
    g = _bomb_day(mafia_out=True)
    g.step("bomb", {"guard_code": 3})
    assert bomb_over(g.state) is True
    g.step("votes", {12: 7})
    g.step("exit_votes", {12: 7})
    assert g.state.winner == "city"
    assert "bomb" not in g.state.choices  # dropped as moot (S12)
    assert bomb_over(g.state) is True


def test_a_bomb_whose_holder_left_by_day_is_over():
    g = _bomb_day(mafia_out=False)
    g.step("votes", {11: 7})
    g.step("exit_votes", {11: 7})
    assert g.state.view(11).status != "alive"
    assert bomb_over(g.state) is True
    assert not any(t.startswith("bomb") for t in public_view(g.state).announce)


def test_no_bomb_no_answer():
    g = dealt()
    assert bomb_over(g.state) is None
