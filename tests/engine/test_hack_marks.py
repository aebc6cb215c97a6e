"""The ring marks a hacked pair's action void (decision CR37-6; club_scenarios 4.6: the
hacker names a holder A and a target B, and A's ability on B fails): the doctor's save on
the hacked target reads «saved:void», on anyone else «saved»."""

from __future__ import annotations

from narrator_app.engine import Game, Setup, tokens_tonight

DEAL = ["don", "miner", "plain_citizen", "bodyguard", "rebel", "hacker", "lawyer", "doctor",
        "plain_citizen", "guide"]


def _night_one() -> Game:
    """A 10-seat game at Night 1 (representatives 3 and 1 elected on Day 1)."""
    g = Game(Setup("namayande", tuple(f"P{i}" for i in range(1, 11))))
    g.deal(list(DEAL))
    g.end_phase()
    g.end_phase()
    g.step("election", [3, 1])
    g.end_phase()
    return g


def _night(save: int) -> dict[int, list[str]]:
    g = _night_one()
    g.step("hacker", {"hack": [8, 9]})  # the doctor's ability on seat 9
    g.step("mafia", {"shot": 9})
    g.step("guide", {})
    g.step("doctor", {"save": save})
    return tokens_tonight(g.state)


def test_the_hacked_pair_s_save_is_marked_void():
    assert _night(9)[9] == ["shot", "saved:void"]
    on_other = _night(4)
    assert on_other[4] == ["saved"] and on_other[9] == ["shot"]


def test_the_ring_s_tokens_are_read_at_every_state_of_every_scenario():
    """Every state of random games of all shipped scenarios gives its tokens (a step whose
    action names a list of seats, Bazpors's researcher's, crashed the void-pair check)."""
    from narrator_app.engine.scenario import load_scenario, shipped_entries
    from narrator_app.engine.simulate import random_game

    seen = 0
    for e in shipped_entries():
        n = load_scenario(e.id).roster.max_players
        for seed in range(2):
            g = random_game(e.id, n, seed, house_rules={}, max_actions=150)
            for st in g.states[1:]:
                marks = tokens_tonight(st)
                assert all(isinstance(s, int) for s in marks)
                seen += 1
    assert seen > 500


def test_a_kind_s_own_tokens_are_not_doubled():
    """The lawyer's client is marked once (the keep_out kind gives its token both ways; a
    narrator saw «وکالت وکالت», decision CR37-10)."""
    g = _night_one()
    for key, value in [("hacker", {}), ("mafia", {"shot": 9}), ("guide", {}), ("doctor", {}),
                       ("bodyguard", {}), ("miner", {}), ("lawyer", {"defend": 4})]:
        g.step(key, value)
    assert tokens_tonight(g.state)[4] == ["defended"]
