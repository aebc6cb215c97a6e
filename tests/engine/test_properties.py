"""Random legal games over every scenario and size, with invariants (hypothesis).

700 games run in CI (100 per scenario of :data:`SCENARIOS`, every size); ``-m slow`` runs
2 000 per shipped scenario (:data:`SHIPPED`, read from the catalogue). Every shipped
scenario (the clubs' too) also plays at its smallest and largest table (:data:`EDGE_GAMES`
each). Each game also probes illegal choices
on the way: each is refused and changes nothing.
"""

from __future__ import annotations

import os
from collections import Counter

import pytest
from hypothesis import HealthCheck, given, settings
from hypothesis import strategies as st

from narrator_app.engine import ALIVE, Game, load_scenario
from narrator_app.engine.abilities.steps import NARRATOR_STEPS
from narrator_app.engine.gamefile import open_game, save_game
from narrator_app.engine.scenario import scenario_catalogue, seed_ids
from narrator_app.engine.simulate import random_game

#: Every scenario the app ships (the catalogue's shipped files that load: the booklet's and
#: the clubs'), never a typed list: a scenario file added to ``scenarios/`` is played here
#: at its smallest and largest table, and by the slow test at every size.
SHIPPED = [e.id for e in scenario_catalogue() if e.origin == "shipped" and e.refused is None]
#: The scenarios played at every size, 100 games each in CI: the booklet's, and each club
#: scenario whose win is not plain parity (the lovers' win), read from the catalogue.
SCENARIOS = [*seed_ids(), *(s for s in SHIPPED
                             if s not in seed_ids() and load_scenario(s).win.kind != "parity")]
CI_GAMES = 100
#: Games per shipped scenario at each of its smallest and largest tables.
EDGE_GAMES = 4
#: The random driver's cap of actions in a game (:func:`random_game`'s default).
MAX_ACTIONS = 400
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
    3.5.7; club_scenarios 1.2: plain parity) for the state after an exit."""
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
    if state.scenario.win.kind == "parity_with_lovers":
        return _lovers_winner(state, alive)
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


def _lovers_winner(state, alive) -> str | None:
    """club_scenarios 7.9: a mixed couple of lovers alone wins; no werewolf left, the
    village; the werewolves outside a mixed couple at least as many as the rest, they."""
    pair: set[int] = set()
    for p in state.players:
        if len(p.card.counters.get("lovers") or []) == 2:
            pair = set(p.card.counters["lovers"])
    living = {p.seat for p in alive}
    wolves = {s for s in living if state.side(s) == "mafia"}
    mixed = bool(pair) and pair <= living and len(wolves & pair) == 1
    if mixed and living == pair:
        return "lovers"
    free = wolves - pair if mixed else wolves
    if not wolves:
        return "city"
    if free and len(free) >= len(living) - len(free):
        return "mafia"
    return None


def _reads_win(scen) -> bool:
    """Whether :func:`_expected_winner` reads this scenario's win rule: those of
    :data:`SCENARIOS`, and plain parity (club_scenarios 1.2) with no role of its own in it."""
    win = scen.win
    return scen.id in SCENARIOS or (
        win.kind == "parity" and not (win.chosen_side or win.non_mafia or win.alone))


def _check_cards_moved(previous, state) -> None:
    """From one state to the next, cards only move between seats, except a card won over
    (it becomes the scenario's filler mafia card marked ``converted_night``, club_scenarios
    9.5, rules_spec 3.1.4 step 2) and a card an heir took from a player out of the game
    (9.5)."""
    scen = state.scenario
    out = {p.role for p in state.players if p.status != ALIVE}
    expected = Counter(p.role for p in previous.players)
    for was, now in zip(previous.players, state.players, strict=True):
        if was.role != now.role and scen.kind_of(was.role) == "inherit_role" and now.role in out:
            expected[was.role] -= 1
            expected[now.role] += 1
    now = Counter(p.role for p in state.players)
    won_over = sum(p.card.hidden.get("converted_night") is not None for p in state.players) - sum(
        p.card.hidden.get("converted_night") is not None for p in previous.players)
    added, removed = now - expected, expected - now
    assert added == Counter({scen.roster.filler_mafia: won_over} if won_over else {}), (
        state.phase, state.number, added, removed)
    assert sum(removed.values()) == won_over, (state.phase, state.number, added, removed)


def _check_roster(state, roster: list[str]) -> None:
    """The cards of a game of :data:`SCENARIOS`: the roster dealt, where a purchase turned
    a plain citizen into simple mafia (rules_spec 3.1.4 step 2)."""
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


def _night_keys_held(previous) -> None:
    """Every step of the night was taken by a role someone in the game held (its role id,
    or its kind for the booklet's), by the team or by the narrator (a narrator's step)."""
    held = {p.role for p in previous.players if p.status == ALIVE}
    for key in previous.choices:
        kind = previous.scenario.kind_of(key)  # a role id: its holder by its kind
        assert (key == "mafia" or key in NARRATOR_STEPS or key in held
                or previous.holder(kind) is not None), key


def _check_winner(state) -> None:
    """The winner as read independently (where the win rule is one it reads), and every
    winning seat on the winner's side or an independent."""
    chaos = state.records and "chaos" in state.records[-1].announce
    if not chaos and _reads_win(state.scenario):
        assert state.winner == _expected_winner(state)
    assert state.winning_seats
    if state.winner == "lovers":
        assert len(state.winning_seats) == 2  # exactly the two lovers (7.9)
    elif _reads_win(state.scenario):
        for seat in state.winning_seats:
            side = state.side(seat)
            assert side == state.winner or side == "independent"


def check_game(game: Game, tmp_path) -> None:
    limits = _limits(game)
    n = len(game.setup.names)
    roster = sorted(load_scenario(game.setup.scenario_id).roster_for(n))
    strict = game.setup.scenario_id in SCENARIOS
    previous = None
    for state in game.states[1:]:
        assert len(state.players) == n
        if strict:
            _check_roster(state, roster)
        elif previous is None:
            assert sorted(p.role for p in state.players) == roster
        if previous is not None:
            _check_cards_moved(previous, state)
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
            _night_keys_held(previous)
        if state.winner is not None and (previous is None or previous.winner is None):
            _check_winner(state)
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
@pytest.mark.parametrize("scenario", SHIPPED)
def test_ten_thousand_random_games(scenario, tmp_path) -> None:
    games = int(os.environ.get("RAVI_SLOW_GAMES", SLOW_GAMES))
    for seed in range(games):
        _run(scenario, 10_000 + seed, seed, tmp_path)


#: A confirmed step moves the checklist on: the random driver takes a step again in the
#: same phase only where the step asks for more (a tie's lottery after the counts).
MAX_SAME_STEP = 5


def _most_repeated_step(game: Game) -> tuple[int, tuple]:
    """How often the most repeated step was confirmed within one phase, and which."""
    seen: Counter = Counter()
    for state, action in zip(game.states, game.actions, strict=False):
        if action.kind == "step":
            seen[(state.phase, state.number, action.key)] += 1
    top = seen.most_common(1)
    return (top[0][1], top[0][0]) if top else (0, ())


@pytest.mark.parametrize("edge", ["smallest", "largest"])
@pytest.mark.parametrize("scenario", SHIPPED)
@settings(
    max_examples=EDGE_GAMES,
    deadline=None,
    suppress_health_check=[HealthCheck.function_scoped_fixture, HealthCheck.too_slow],
)
@given(seed=st.integers(0, 2**31))
def test_every_shipped_scenario_at_its_smallest_and_largest_table(
    scenario, edge, seed, tmp_path
) -> None:
    """Each shipped scenario (read from the catalogue) at its smallest and largest table:
    the engine's random driver, choosing only among ``legal_choices``, plays it to a winner
    or to the cap of actions (a driver that keeps being refused stops short: a failure),
    without taking one step over and over, and the invariants hold."""
    scen = load_scenario(scenario)
    n = scen.roster.min_players if edge == "smallest" else scen.roster.max_players
    rules = {} if seed % 2 else None  # half the games with the scenario's defaults
    game = random_game(scenario, n, seed, rules, probe=True)
    state = game.state
    assert state.winner is not None or len(game.actions) >= MAX_ACTIONS, (
        f"{scenario} at {n}, seed {seed}: stuck in {state.phase} {state.number} after "
        f"{len(game.actions)} actions")
    times, where = _most_repeated_step(game)
    assert times <= MAX_SAME_STEP, (scenario, n, seed, where, times)
    check_game(game, tmp_path)
