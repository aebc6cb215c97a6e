"""The team's guesses read once per table of team parts (:func:`guess_role._guess_parts`):
kept with the scenario beside the :func:`base.team_parts` table they were read from, so a
game under other house rules (another table) reads them again, and what is kept is what
the parts say (a stale answer would slaughter by a guess the rules no longer give)."""

from __future__ import annotations

import pytest

from narrator_app.engine.abilities.base import team_parts
from narrator_app.engine.abilities.guess_role import _guess_parts, _params
from narrator_app.engine.scenario import load_scenario, scenario_catalogue
from narrator_app.engine.state import GameState

SHIPPED = sorted(e.id for e in scenario_catalogue() if e.origin == "shipped" and e.refused is None)


def _read(st: GameState) -> tuple[tuple, tuple]:
    """The guesses as each night read them before they were kept."""
    parts = team_parts(st.scenario, st.rules).items()
    guesses = [(k, p, _params(p)) for k, p in parts if p.kind == "guess_role"]
    return (tuple(g for g in guesses if g[2].seed_form),
            tuple(g for g in guesses if not g[2].seed_form))


@pytest.mark.parametrize("scenario_id", SHIPPED)
def test_the_kept_guesses_are_the_parts(scenario_id: str) -> None:
    scen = load_scenario(scenario_id)
    st = GameState(scen, scen.default_house_rules(), ["x"] * scen.roster.min_players)
    assert _guess_parts(st) == _read(st)
    assert _guess_parts(st)[0] is _guess_parts(st)[0]  # kept


def test_another_table_of_parts_is_read_again() -> None:
    scen = load_scenario("godfather_nostradamus")
    st = GameState(scen, scen.default_house_rules(), ["x"] * 11)
    first = _guess_parts(st)
    assert first[0]  # the Godfather's sixth sense, in the seeds' form
    kept = scen.__dict__["_team_parts"]
    object.__setattr__(scen, "_team_parts", {})  # team_parts makes a new table
    try:
        again = _guess_parts(st)
        assert scen.__dict__["_guess_parts"][0] is team_parts(scen, st.rules)
        assert again == _read(st) and again[0] is not first[0]
    finally:
        object.__setattr__(scen, "_team_parts", kept)
