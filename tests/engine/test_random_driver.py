"""The engine's random driver (``engine/simulate.py``) and the legal choices it reads, on the
club scenarios' steps: generic, found through the scenarios' kinds (read from the catalogue),
never written for one scenario."""

from __future__ import annotations

import random
from types import SimpleNamespace

from narrator_app.engine import Game, Setup, house_rules, load_scenario
from narrator_app.engine.choices import legal_choices
from narrator_app.engine.errors import IllegalAction
from narrator_app.engine.option import Option
from narrator_app.engine.scenario import scenario_catalogue
from narrator_app.engine.simulate import _slotted, _usable, play_random, random_value

SHIPPED = [e.id for e in scenario_catalogue() if e.origin == "shipped" and e.refused is None]


def _with_kind(kind: str) -> list[str]:
    """The shipped scenarios with a role of ``kind``."""
    return [s for s in SHIPPED
            if any(load_scenario(s).kind_of(r.id) == kind for r in load_scenario(s).roles)]


def _dealt(scenario: str) -> Game:
    scen = load_scenario(scenario)
    n = scen.roster.min_players
    game = Game(Setup(scenario, tuple(f"P{i}" for i in range(1, n + 1)), {}))
    game.deal(scen.roster_for(n))
    return game


def test_a_required_pick_offers_no_action_refused() -> None:
    """The heir's pick is required on the intro night (club_scenarios 6.6, ``Kind.required``):
    «no action» is offered refused (``missing_choice``), since the night could not end
    after it; the pick itself stays legal."""
    scenarios = _with_kind("inherit_role")
    assert scenarios  # capo ships an heir
    for scenario in scenarios:
        game = _dealt(scenario)
        heir = next(r.id for r in game.scenario.roles
                    if game.scenario.kind_of(r.id) == "inherit_role")
        while (step := legal_choices(game.state).current) is not None and step.key != heir:
            game.step(*random_value(game, random.Random(1)))
        assert step is not None and step.key == heir
        by_name = {o.name: o for o in step.options}
        assert by_name["none"].refusal is not None
        assert by_name["none"].refusal.code == "missing_choice"
        assert any(o.refusal is None and o.legal_seats() for o in step.options if o.seats)


def test_the_driver_gives_an_interrogation_its_counts() -> None:
    """A vote-count option other than the day's own votes (``seats == -1``: a day power's
    interrogation, club_scenarios 3.8) gets a count for each legal seat from the driver,
    and the engine takes it."""
    scenarios = _with_kind("day_power")
    assert scenarios  # bazpors ships an interrogator
    seen = 0
    for scenario in scenarios:
        for seed in range(40):
            game = _dealt(scenario)
            rng = random.Random(seed)
            while game.state.winner is None and len(game.actions) < 200 and seen < 3:
                step = legal_choices(game.state).current
                choice = random_value(game, rng)
                if step is not None and choice and choice[0] == step.key and any(
                        o.seats < 0 and o.name != "counts" for o in step.options) and (
                        choice[1].get("held")):
                    held = next(o for o in step.options if o.seats < 0)
                    assert set(choice[1]["exit_votes"]) == set(held.legal_seats()), choice
                    seen += 1
                try:
                    game.step(*choice) if choice else game.end_phase()
                except IllegalAction:
                    continue  # refused: the driver chooses again
            if seen >= 3:
                return
    assert seen, "no interrogation vote was held in 40 random games"


def test_every_shipped_scenario_plays_to_a_winner_from_seed_zero() -> None:
    """Each shipped scenario at its smallest table, seed 0: the driver reaches a winner."""
    for scenario in SHIPPED:
        game = play_random(_dealt(scenario), random.Random(0))
        assert game.state.winner is not None, (scenario, game.state.phase, game.state.number)


def test_two_places_are_filled_without_a_seat_twice() -> None:
    """An option with two places (the team's shot and the mine's toll, club_scenarios 4.12)
    whose second place takes only the seat the first may also take: the driver never draws
    that seat for the first place (a random sweep under ``mafia_may_shoot_teammate`` drew it
    and crashed with an empty second place); an option whose places cannot be filled
    without a seat twice is not used at all."""
    opt = Option("shot_sacrifice", seats=2, targets={2: None, 6: None},
                 slots=[{2: None, 6: None}, {2: _NO, 6: None}])
    assert {tuple(_slotted(opt, random.Random(seed)) or ()) for seed in range(30)} == {(2, 6)}
    stuck = Option("shot_sacrifice", seats=2, targets={2: None, 6: None},
                   slots=[{2: _NO, 6: None}, {2: _NO, 6: None}])
    assert _slotted(stuck, random.Random(0)) is None
    step = SimpleNamespace(options=[opt, stuck])
    assert _usable(step, False) == [opt]


_NO = IllegalAction("invalid_target", key="mafia", seat=2)


def test_random_house_rules_never_crash_the_driver_or_the_engine() -> None:
    """Every shipped scenario at a random table size under random values of the house rules
    it has (``HouseRule.values``), with illegal choices tried along the way: only
    :class:`IllegalAction` is ever raised, the random driver always finds a choice, and the
    replayed record gives the same state (the sweep that found the two-place crash)."""
    rules = {r.key: r for r in house_rules._RULES}
    for i, scenario in enumerate(SHIPPED * 3):
        rng = random.Random(7000 + i)
        scen = load_scenario(scenario)
        n = rng.randint(scen.roster.min_players, scen.roster.max_players)
        chosen = {k: _any_value(rules[k], rng) for k in scen.default_house_rules()
                  if k in rules and rng.random() < 0.4}
        try:
            game = Game(Setup(scenario, tuple(f"P{s}" for s in range(1, n + 1)), chosen))
        except IllegalAction:
            continue  # a combination the scenario refuses at setup
        play_random(game, rng, 300, probe=True)
        again = Game.replay(game.setup, list(game.actions))
        assert again.state.fingerprint() == game.state.fingerprint(), (scenario, chosen)


def _any_value(rule: house_rules.HouseRule, rng: random.Random) -> object:
    """A random allowed value of ``rule`` (section 7's types)."""
    v = rule.values
    if v == "bool":
        return rng.random() < 0.5
    if v == "int":
        return rng.choice([0, 1, 2, 3, 60])
    if v == "int_or_mafia_count":
        return rng.choice(["mafia_count", 0, 1, 2])
    if v == "nights":
        return sorted(rng.sample(range(6), rng.randint(0, 3)))
    words = [x for x in v if x != "fixed:N"]
    return rng.choice(words + ([f"fixed:{rng.randint(1, 9)}"] if "fixed:N" in v else []))
