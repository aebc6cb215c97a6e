"""The cards' counters at the deal that :func:`game._new_cards` keeps per scenario (issue
25's replay round: a card's start read once, not again for every card of every game)
follow what they are read from: the role's params under the game's house rules (two games
of one scenario object under different rules, dealt in turn) and the registry's kinds (a
kind registered anew with other start counters)."""

from __future__ import annotations

from collections.abc import Iterator
from pathlib import Path
from typing import Any

import pytest
from toy_role import SEATS, accept, club_folder, nothing

from narrator_app.engine import Game, Setup
from narrator_app.engine.abilities import Kind, register, unregister
from narrator_app.engine.scenario import load_scenario

NAMES = tuple(f"P{i}" for i in range(1, 12))


def _leon_bullets(game: Game) -> Any:
    return next(p.card.counters["bullets"] for p in game.state.players if p.role == "leon")


def test_two_games_under_other_rules_deal_their_own_counters() -> None:
    scen = load_scenario("godfather_nostradamus")
    seats = scen.roster_for(11)
    for bullets in (None, 3, None, 1, 3):
        rules = {} if bullets is None else {"leon_bullets": bullets}
        game = Game(Setup("godfather_nostradamus", NAMES, rules), scen)
        game.deal(list(seats))
        assert _leon_bullets(game) == (2 if bullets is None else bullets)
        # the cards of one game never share their counters
        counters = [p.card.counters for p in game.state.players]
        assert len({id(c) for c in counters}) == len(counters)


def _kind(doses: int) -> Kind:
    return Kind("a toy kind whose start counters the test sets", action="poison",
                token="poisoned", step=True, stage="slaughter", name="toy_start",
                check=accept, effect=nothing,
                start_counters=lambda params: {"doses": doses})


@pytest.fixture
def folder(tmp_path: Path) -> Iterator[Path]:
    with club_folder(tmp_path, "toy_starts", "toy_start") as club:
        yield club


def _doses(game: Game) -> Any:
    return next(p.card.counters.get("doses") for p in game.state.players
                if p.role == "poisoner")


def test_a_kind_registered_anew_deals_its_new_counters(folder: Path) -> None:
    register(_kind(1))
    first = Game(Setup("toy_starts", NAMES[:8]))
    first.deal(SEATS)
    assert _doses(first) == 1
    unregister("toy_start")
    register(_kind(2))
    again = Game(Setup("toy_starts", NAMES[:8]), first.scenario)
    again.deal(SEATS)
    assert _doses(again) == 2
