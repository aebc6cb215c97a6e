"""The game record: undo, redo and replay are exact (hypothesis over random legal games)."""

from __future__ import annotations

import random

from hypothesis import given, settings
from hypothesis import strategies as st

from narrator_app.engine import Game, IllegalAction
from narrator_app.engine.simulate import play_random, random_game


@settings(max_examples=40, deadline=None)
@given(seed=st.integers(0, 2**32), n=st.integers(11, 18), data=st.data())
def test_undo_k_equals_replay_of_n_minus_k_and_redo_restores(seed, n, data) -> None:
    g = random_game("godfather_nostradamus", n, seed)
    total = len(g.actions)
    final = g.state.fingerprint()
    k = data.draw(st.integers(0, total), label="k")
    for _ in range(k):
        g.undo()
    replayed = Game.replay(g.setup, g.actions[: total - k])
    assert g.state.fingerprint() == replayed.state.fingerprint()
    for _ in range(k):
        g.redo()
    assert g.state.fingerprint() == final


@settings(max_examples=15, deadline=None)
@given(seed=st.integers(0, 2**32))
def test_undo_everything_returns_to_the_start(seed) -> None:
    g = random_game("godfather_nostradamus", 11, seed)
    start = Game(g.setup).state.fingerprint()
    while g.can_undo():
        g.undo()
    assert g.state.fingerprint() == start


def test_game_over_refuses_but_undo_works() -> None:
    g = random_game("godfather_nostradamus", 11, 3)
    assert g.state.winner is not None
    before = g.state.fingerprint()
    try:
        g.end_phase()
    except IllegalAction as exc:
        assert exc.code == "game_over"
    else:
        raise AssertionError("an action after the winner was accepted")
    assert g.state.fingerprint() == before
    g.undo()
    assert g.state.winner is None


def test_a_new_action_after_undo_clears_redo() -> None:
    g = Game(random_game("godfather_nostradamus", 11, 5).setup)
    play_random(g, random.Random(5), max_actions=6)
    g.undo()
    assert g.can_redo()
    g.undo()
    g.apply(g.redo_actions[0])
    assert not g.can_redo()


def test_player_copy_copies_every_slot() -> None:
    from narrator_app.engine.state import Card, Player

    p = Player(3, "Ali", Card("leon", {"bullets": 2}))
    for i, slot in enumerate(Player.__slots__):
        if slot not in ("seat", "name", "card"):
            setattr(p, slot, f"value-{i}")
    q = p.copy()
    assert all(getattr(q, s) == getattr(p, s) for s in Player.__slots__)
    assert q.card is not p.card and q.card == p.card
