"""The log and the phase records are shared between a game's states (state.Chain): a new
state copies only its phase's own lines, undo and a new branch leave every other state as
it was, and a chain reads as the list it stands for (issue 25, memory of long games)."""

from __future__ import annotations

import random

import pytest

from narrator_app.engine import Game
from narrator_app.engine.simulate import random_game, random_move
from narrator_app.engine.state import Chain


def _as_list(st) -> tuple:
    return [repr(x) for x in st.log], [repr(r) for r in st.records]


def test_a_chain_reads_as_its_list():
    a: Chain[int] = Chain()
    for i in range(5):
        a.append(i)
    a.seal()
    b = a.copy()
    b.append(5)
    b.append(6)
    a.append(50)  # a grows apart from b
    ref_a, ref_b = [0, 1, 2, 3, 4, 50], [0, 1, 2, 3, 4, 5, 6]
    for chain, ref in ((a, ref_a), (b, ref_b)):
        assert list(chain) == ref and len(chain) == len(ref) and chain == ref
        assert repr(chain) == repr(ref)
        for i in range(-len(ref), len(ref)):
            assert chain[i] == ref[i]
        for start in range(-8, 9):
            for stop in (None, -1, 0, 3, 5, 6, 7, 9):
                assert chain[start:stop] == ref[start:stop], (start, stop)
        assert chain[::2] == ref[::2]
        with pytest.raises(IndexError):
            chain[len(ref)]
        with pytest.raises(IndexError):
            chain[-len(ref) - 1]
    b.seal()  # first to seal: onto the shared list in place
    a.seal()  # another chain appended past its end: a list of its own
    assert list(a) == ref_a and list(b) == ref_b
    c = b.copy()
    assert c == b and c != a and a != "not a list"


def test_sealing_after_another_branch_keeps_its_own_objects():
    """Undo over a phase's end, then the same end again: the new lines are the new
    branch's own objects, never the old branch's equal ones (a dict's order may differ)."""
    a: Chain[dict[int, int]] = Chain()
    b = a.copy()
    a.append({1: 1, 2: 2})
    a.seal()
    line = {2: 2, 1: 1}
    b.append(line)
    b.seal()
    assert b[0] is line and a[0] is not line
    assert repr(list(b)) == "[{2: 2, 1: 1}]" and repr(list(a)) == "[{1: 1, 2: 2}]"


def test_states_share_the_log_of_earlier_phases():
    played = random_game("godfather_nostradamus", 11, 3)
    game = Game.replay(played.setup, played.actions)
    starts = [st for st in game.states[1:] if st.base is None]
    assert len(starts) > 3
    first, last = starts[0], game.states[-1]
    # a phase's start keeps no line of its own: its lines are on the list all states share
    assert all(not st.log._own and not st.records._own for st in starts)
    assert last.log._shared is first.log._shared
    assert last.log[: len(first.log)] == list(first.log)


@pytest.mark.parametrize("seed", range(6))
def test_undo_and_another_branch_leave_every_state_as_it_was(seed):
    """Undo back over phase ends, then random play on another branch: every state made
    before (kept or taken back by undo) reads as it did, and each state of the new branch
    as a replay of its record gives it."""
    rng = random.Random(seed)
    played = random_game("godfather_nostradamus", 11, seed)
    game = Game.replay(played.setup, played.actions[: max(8, len(played.actions) * 2 // 3)])
    old = list(game.states)
    snaps = [_as_list(st) for st in old]
    back = rng.randrange(3, min(20, len(game.actions)))
    for _ in range(back):
        game.undo()
    assert any(st.base is None for st in old[-back:])  # undo went back over a phase's end
    for _ in range(back + 10):
        if game.state.winner is not None or not random_move(game, rng):
            break
    assert [_as_list(st) for st in old] == snaps
    replayed = Game.replay(game.setup, game.actions)
    for st, again in zip(game.states, replayed.states, strict=True):
        assert _as_list(st) == _as_list(again)
        assert st.fingerprint() == again.fingerprint()
