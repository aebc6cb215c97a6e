"""A replay pauses the garbage collector and always gives it back as it found it."""

from __future__ import annotations

import gc

import pytest

from narrator_app.engine import Action, Game, IllegalAction
from narrator_app.engine.simulate import random_game


def test_replay_restores_the_collector():
    g = random_game("godfather_nostradamus", 11, 1)
    assert gc.isenabled()
    again = Game.replay(g.setup, g.actions, g.scenario)
    assert again.state.fingerprint() == g.state.fingerprint()
    assert gc.isenabled()
    bad = [*g.actions[:1], Action("step", "night", "no_such_step", {})]
    with pytest.raises(IllegalAction):
        Game.replay(g.setup, bad, g.scenario)
    assert gc.isenabled()  # also after a refused action
    gc.disable()
    try:
        Game.replay(g.setup, g.actions, g.scenario)
        assert not gc.isenabled()  # a caller that paused it keeps it paused
    finally:
        gc.enable()
