"""Random legal games over every scenario and size, with invariants (hypothesis).

600 games run in CI (100 per scenario); ``-m slow`` runs 12 000 (2 000 per scenario).
Each game also probes illegal choices on the way: each is refused and changes nothing.
"""

from __future__ import annotations

import os

import pytest
from hypothesis import HealthCheck, given, settings
from hypothesis import strategies as st

from narrator_app.engine import ALIVE, Game, load_scenario
from narrator_app.engine.gamefile import open_game, save_game
from narrator_app.engine.simulate import random_game

SCENARIOS = [
    "godfather_nostradamus",
    "godfather_jack_sparrow",
    "godfather_sherlock",
    "mafia_nights",
    "zodiac",
    "classic",
    "werewolf",
]
CI_GAMES = 100
SLOW_GAMES = 2000
#: counters whose value only goes down from the card's start (a use spent)
SPENT_DOWN = {"bullets", "coupons", "wakes_left", "status_left", "silence_left", "war", "blank"}


def _limits(game: Game) -> dict[tuple[str, str], int]:
    """The starting value of each numeric counter by (role, name): its upper limit."""
    out = {}
    for state in game.states[1:2]:
        for p in state.players:
            for name, v in p.card.counters.items():
                if isinstance(v, int) and not isinstance(v, bool):
                    out[(p.role, name)] = max(out.get((p.role, name), 0), v)
    return out


def _expected_winner(state) -> str | None:
    """An independent reading of the win conditions (rules_spec 3.1.7, 3.2.6, 3.3.6, 3.4.7,
    3.5.7) for the state after an exit."""
    alive = [p for p in state.players if p.status == ALIVE]
    sides = [state.side(p.seat) for p in alive]
    mafia, city = sides.count("mafia"), sides.count("city")
    roles = {p.role for p in alive}
    if state.scenario.id == "zodiac":
        if "zodiac" in roles and len(alive) <= state.rules["zodiac_win_alive_max"]:
            return "zodiac"
        if mafia == 0 and "zodiac" not in roles:
            return "city"
        if mafia and mafia >= city + ("zodiac" in roles):
            return "mafia"
        return None
    if "jack_sparrow" in roles:
        return "jack_sparrow" if mafia == 0 or len(alive) <= 3 else None
    if state.scenario.id == "godfather_sherlock":
        unswapped = any(
            p.role == "sherlock_holmes" and not p.card.counters.get("swapped") for p in alive
        )
        city += unswapped
    if mafia == 0:
        return "city"
    if mafia >= city:
        return "mafia"
    return None


def check_game(game: Game, tmp_path) -> None:
    limits = _limits(game)
    n = len(game.setup.names)
    roster = sorted(load_scenario(game.setup.scenario_id).roster_for(n))
    previous = None
    for state in game.states[1:]:
        assert len(state.players) == n
        roles = sorted(p.role for p in state.players)
        converted = sum(
            1 for p in state.players if p.card.hidden.get("converted_night") is not None
        )
        # cards only move between seats; a purchase turns a plain citizen into simple mafia
        expected = list(roster)
        for _ in range(converted):
            expected.remove("plain_citizen")
            expected.append("simple_mafia")
        assert roles == sorted(expected)
        for p in state.players:
            assert state.side(p.seat) == state.scenario.side_of(p.role)
            for name, v in p.card.counters.items():
                if isinstance(v, int) and not isinstance(v, bool):
                    assert v >= 0, (p.role, name, v)
                    if name in SPENT_DOWN:
                        assert v <= limits.get((p.role, name), v), (p.role, name, v)
        if (
            previous is not None
            and previous.phase in ("night", "intro_night")
            and (state.phase != previous.phase or state.number != previous.number)
        ):
            # every step of the night was taken by a role someone in the game held
            for key in previous.choices:
                kind = previous.scenario.kind_of(key)  # a role id: its holder by its kind
                assert key == "mafia" or previous.holder(kind) is not None, key
        if state.winner is not None and (previous is None or previous.winner is None):
            chaos = state.records and "chaos" in state.records[-1].announce
            if not chaos:
                assert state.winner == _expected_winner(state)
            assert state.winning_seats
            for seat in state.winning_seats:
                side = state.side(seat)
                assert side == state.winner or side == "independent"
        previous = state
    final = game.state.fingerprint()
    assert Game.replay(game.setup, game.actions).state.fingerprint() == final
    path = save_game(game, tmp_path / f"{game.game_id}.ravi")
    assert open_game(path).state.fingerprint() == final
    start = Game(game.setup).state.fingerprint()
    while game.can_undo():
        game.undo()
    assert game.state.fingerprint() == start


def _run(scenario: str, seed: int, size_pick: int, tmp_path) -> None:
    scen = load_scenario(scenario)
    sizes = list(range(scen.roster.min_players, scen.roster.max_players + 1))
    n = sizes[size_pick % len(sizes)]
    rules = {} if seed % 2 else None  # half the games with the scenario's defaults (cards on)
    game = random_game(scenario, n, seed, rules, probe=True)
    check_game(game, tmp_path)


@pytest.mark.parametrize("scenario", SCENARIOS)
@settings(
    max_examples=CI_GAMES,
    deadline=None,
    suppress_health_check=[HealthCheck.function_scoped_fixture, HealthCheck.too_slow],
)
@given(seed=st.integers(0, 2**31), size_pick=st.integers(0, 50))
def test_random_games_keep_the_invariants(scenario, seed, size_pick, tmp_path) -> None:
    _run(scenario, seed, size_pick, tmp_path)


@pytest.mark.slow
@pytest.mark.parametrize("scenario", SCENARIOS)
def test_ten_thousand_random_games(scenario, tmp_path) -> None:
    games = int(os.environ.get("RAVI_SLOW_GAMES", SLOW_GAMES))
    for seed in range(games):
        _run(scenario, 10_000 + seed, seed, tmp_path)
