"""The engine's random driver (``engine/simulate.py``) and the legal choices it reads, on the
club scenarios' steps: generic, found through the scenarios' kinds (read from the catalogue),
never written for one scenario."""

from __future__ import annotations

import random

from narrator_app.engine import Game, Setup, load_scenario
from narrator_app.engine.choices import legal_choices
from narrator_app.engine.errors import IllegalAction
from narrator_app.engine.scenario import scenario_catalogue
from narrator_app.engine.simulate import play_random, random_value

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
