"""The equivalence digest (``benchmarks/equivalence.py``) that the speed rounds check each
change against: the same game's states digest alike when replayed, and a state that answers
differently digests differently (else the check could not fail)."""

from __future__ import annotations

import hashlib

import pytest

from narrator_app.engine import Game
from narrator_app.engine.simulate import random_game


def _digests(states: list) -> list[str]:
    from benchmarks.equivalence import digest_state

    out = []
    for st in states:
        h = hashlib.sha256()
        digest_state(h, st)
        out.append(h.hexdigest())
    return out


@pytest.mark.parametrize("scenario, seats", [("godfather_nostradamus", 11), ("capo", 12)])
def test_a_replayed_game_digests_as_played(scenario: str, seats: int) -> None:
    g = random_game(scenario, seats, 3)
    again = Game.replay(g.setup, g.actions, g.scenario)
    assert len(g.states) > 20
    assert _digests(again.states) == _digests(g.states)


def test_states_that_answer_differently_digest_differently() -> None:
    g = random_game("godfather_nostradamus", 11, 3)
    digests = _digests(g.states)
    # every action changes the fingerprint or the choices: no two states alike in a row
    assert all(a != b for a, b in zip(digests, digests[1:], strict=False))
