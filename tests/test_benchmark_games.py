"""The benchmark's games-per-second figure (``python -m benchmarks --only
games_per_second``): Godfather–Nostradamus for the goal, and one line for every shipped
scenario, read from the catalogue (the clubs' too)."""

from __future__ import annotations

from narrator_app.engine.scenario import scenario_catalogue


def test_games_per_second_has_a_line_for_every_shipped_scenario() -> None:
    from benchmarks.__main__ import games_per_second

    figures = games_per_second(2)
    shipped = {e.id for e in scenario_catalogue() if e.origin == "shipped" and e.refused is None}
    assert figures["games_per_second"] > 0 and figures["engine_us_per_action"] > 0
    lines = {k.removeprefix("games_per_second_"): v for k, v in figures.items()
             if k.startswith("games_per_second_")}
    assert set(lines) == shipped
    assert all(v > 0 for v in lines.values()), lines
