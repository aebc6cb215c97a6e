"""The team step's parts of a game (:func:`base.game_team_parts`, kept with the scenario
beside the game's rules object; issue 25's legal-play round) are those of that game's own
house rules: a game of other values right after gets its own parts (Bazpors' NATO
announcement «none» or every attempt), the same rules object again the same dict, each
equal to :func:`base.team_parts` of the game's scenario and rules."""

from __future__ import annotations

from narrator_app.engine import Setup
from narrator_app.engine.abilities.base import game_team_parts, team_parts
from narrator_app.engine.game import new_state
from narrator_app.engine.scenario import load_scenario

NAMES = tuple(f"P{i}" for i in range(1, 11))


def test_each_game_reads_the_parts_of_its_own_rules() -> None:
    scen = load_scenario("bazpors")
    quiet = new_state(Setup(scen.id, NAMES, {"nato_announcement": "none"}), scen)
    every = new_state(Setup(scen.id, NAMES, {"nato_announcement": "night_every_attempt"}),
                      scen)
    assert game_team_parts(quiet)["nato"].params.announce == "none"
    assert game_team_parts(every)["nato"].params.announce == "night_every_attempt"
    assert game_team_parts(quiet)["nato"].params.announce == "none"
    for st in (quiet, every):
        assert game_team_parts(st) is team_parts(scen, st.rules)
        assert game_team_parts(st) is game_team_parts(st)
