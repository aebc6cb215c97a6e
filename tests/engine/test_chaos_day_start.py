"""Sherlock's chaos day (rules_spec 3.3.5; A62) is judged by how the day began: a day whose
vote leaves three in the game (one mafia, one city, the unswapped Sherlock) is not a chaos
day; the night comes first. A narrator's trial saw the window offer the handshake at once
after the vote, then refuse it (``wrong_phase``, ``no_chaos``): the checklist judged the day
by the players left, the rules by the day's start."""

from __future__ import annotations

from narrator_app.engine import ALIVE, Game, legal_choices
from narrator_app.engine.abilities.sherlock_holmes import chaos_day, sherlock
from narrator_app.engine.simulate import random_game


def _three_left_by_the_vote(seed: int) -> tuple[Game, int]:
    """A random Godfather–Sherlock game (11 seats) and the first state in it where the day
    began with more than three in the game and now holds one mafia, one city and the
    unswapped Sherlock."""
    game = random_game("godfather_sherlock", 11, seed)
    for i, st in enumerate(game.states):
        me = sherlock(st)
        if (st.phase != "day" or st.base is None or st.winner is not None or me is None
                or me.status != ALIVE or len(st.base.alive_seats()) <= 3):
            continue
        alive = st.alive_seats()
        if len(alive) == 3 and sorted(st.side(s) for s in alive if s != me.seat) == [
                "city", "mafia"]:
            return game, i
    raise AssertionError(f"seed {seed}: no such day")


def test_a_vote_that_leaves_three_is_followed_by_the_night() -> None:
    for seed in (22, 36, 47):  # the first three such games of the random driver
        game, i = _three_left_by_the_vote(seed)
        st = game.states[i]
        assert not chaos_day(st)
        ch = legal_choices(st)
        assert "chaos" not in [s.key for s in ch.steps]
        ended = Game.replay(game.setup, game.actions[:i], game.scenario)
        after = ended.end_phase()  # the day ends as any other: the night comes
        assert after.phase == "night" or after.winner is not None


def test_the_day_after_that_night_is_the_chaos_day() -> None:
    """The same game with its night passed by every role: the morning holds the three, and
    that day is the chaos day (the handshake its one step)."""
    game, i = _three_left_by_the_vote(22)
    g = Game.replay(game.setup, game.actions[:i], game.scenario)
    g.end_phase()
    while g.state.phase == "night":
        step = legal_choices(g.state).current
        if step is None:
            g.end_phase()
        else:
            g.step(step.key, {})
    assert g.state.phase == "day" and g.state.winner is None
    assert chaos_day(g.state)
    assert [s.key for s in legal_choices(g.state).steps] == ["chaos"]
