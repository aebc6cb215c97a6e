"""The engine's shortcuts give exactly what the long way gives (issue 16, games per second):
a new night step continues from the last state instead of recomputing the night, read-only
look-ups never copy a player, and no state refers to itself."""

from __future__ import annotations

import gc

import pytest

from narrator_app.engine import Game
from narrator_app.engine.game import Action, apply
from narrator_app.engine.scenario import load_scenario, seed_ids
from narrator_app.engine.simulate import random_game

#: The booklet's scenarios at their reference tables, read from the catalogue.
SCENARIOS = [(sid, load_scenario(sid).reference_size) for sid in seed_ids()]


def _whole(st) -> tuple:
    return (st.fingerprint(), [repr(line) for line in st.log], repr(st.records), repr(st.choices))


@pytest.mark.parametrize(("scenario", "seats"), SCENARIOS)
def test_a_new_night_step_equals_the_night_recomputed(scenario, seats):
    """Choosing the last step again (the same value) recomputes the night from its start;
    the state must be the one the step gave when it was new."""
    checked = 0
    for seed in range(6):
        game = random_game(scenario, seats, seed)
        for before, action, after in zip(game.states[:-1], game.actions, game.states[1:],
                                         strict=True):
            if action.kind != "step" or not action.phase.endswith("night"):
                continue
            if action.key in before.choices:
                continue  # a replaced step: already the long way
            again = apply(after, Action("step", action.phase, action.key, action.value))
            assert _whole(again) == _whole(after), f"{scenario} seed {seed} {action.key}"
            checked += 1
    assert checked > 10


def test_read_only_lookups_share_and_owned_lookups_copy():
    game = random_game("godfather_nostradamus", 11, 0)
    old = game.states[1]  # just dealt
    boss = game.scenario.kind_of("godfather")  # his card's kind (``night_shot``, GN32)
    new = old.clone()
    gf = old.find(boss)
    assert gf is not None and new.find(boss) is gf
    assert new.view(gf.seat) is gf and old.view(1) is old.players[0]
    before = old.fingerprint()
    mine = new.holder(boss)
    assert mine is not gf and mine.seat == gf.seat  # the new state's own copy
    mine.card.counters["sixth_sense_uses"] = 5
    mine.status = "dead"
    assert old.fingerprint() == before and old.find(boss) is gf
    assert new.find(boss) is None and new.find(boss, alive_only=False) is mine
    with pytest.raises(IndexError):
        old.view(12)


@pytest.mark.parametrize(("scenario", "seats"), SCENARIOS[:3])
def test_no_state_refers_to_itself_and_base_is_the_phase_start(scenario, seats):
    for seed in range(3):
        game = random_game(scenario, seats, seed)
        for st in game.states:
            assert st.base is not st
            start = st.base or st
            assert (start.phase, start.number) == (st.phase, st.number) or st.phase == "setup"
            assert start.base is None
    # a dropped game is freed by reference counting alone: nothing for the cycle collector
    game = random_game("godfather_nostradamus", 11, 1)
    gc.collect()
    paused = gc.isenabled()
    gc.disable()
    try:
        replayed = Game.replay(game.setup, game.actions)
        assert len(replayed.states) > 20
        del replayed
        assert gc.collect() == 0
    finally:
        if paused:
            gc.enable()
