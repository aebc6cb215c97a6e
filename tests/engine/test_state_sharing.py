"""Undo keeps every state: a later action must never change an earlier state, even where
states share players, cards or lists (issue 16, structural sharing between actions)."""

from __future__ import annotations

import pytest

from narrator_app.engine import Game
from narrator_app.engine.simulate import random_game


def _deep(st) -> tuple:
    """Everything a state holds, as plain values (taken when the state is made)."""
    return (
        st.fingerprint(),
        tuple(repr(line) for line in st.log),
        repr(st.records),
        repr(st.choices),
        repr(st.extra),
        repr(st.pending),
        tuple(p.snapshot() for p in st.players),
        None if st.base is None else st.base.fingerprint(),
    )


@pytest.mark.parametrize(
    ("scenario", "seats", "rules"),
    [
        ("godfather_nostradamus", 11, None),
        ("godfather_sherlock", 11, None),
        ("godfather_jack_sparrow", 11, None),
        ("mafia_nights", 11, None),
        ("zodiac", 13, None),
        ("classic", 10, None),
        ("godfather_nostradamus", 11, {}),  # last-move cards on
    ],
)
def test_later_actions_leave_every_earlier_state_unchanged(scenario, seats, rules):
    for seed in range(4):
        played = random_game(scenario, seats, seed, rules)
        game = Game(played.setup)
        snaps = [_deep(game.state)]
        for action in played.actions:
            game.apply(action)
            snaps.append(_deep(game.state))
        assert len(game.states) == len(played.actions) + 1 > 3
        for i, (st, snap) in enumerate(zip(game.states, snaps, strict=True)):
            assert _deep(st) == snap, f"{scenario} seed {seed}: state {i} changed later"
        # undo back to the start: each state is again the one made at the time
        for snap in reversed(snaps[1:]):
            assert _deep(game.state) == snap
            game.undo()
        assert _deep(game.state) == snaps[0]
