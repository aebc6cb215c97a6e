"""A game's night order kept where no kind moves its step (``checks._fixed_ranks``, kept
with the scenario beside the game's rules object and the registry's marker) follows what
it is made from: a kind registered anew that moves its step (``Kind.wakes_after``) in the
same game, and the rules of another game of the same scenario object (Sherlock's first
guess as the intro night's step 0, ``sherlock_first_guess_night``)."""

from __future__ import annotations

from collections.abc import Iterator
from pathlib import Path
from typing import Any

import pytest
from toy_role import NAMES, accept, club_folder, nothing, to_night

from narrator_app.engine import Game, Setup
from narrator_app.engine.abilities import Kind, register, unregister
from narrator_app.engine.abilities.checks import _night_order, night_rank
from narrator_app.engine.game import game_rules
from narrator_app.engine.simulate import random_game

KIND = "toy_fixed_ranks"


def _kind(**hooks: Any) -> Kind:
    return Kind("a toy kind whose step the test orders", action="poison", token="poisoned",
                step=True, stage="slaughter", name=KIND, effect=nothing, check=accept,
                **hooks)


@pytest.fixture
def folder(tmp_path: Path) -> Iterator[Path]:
    with club_folder(tmp_path, "toy_fixed_ranks", KIND) as club:
        yield club


def test_a_kind_registered_anew_that_moves_its_step_moves_it_in_the_same_game(
        folder: Path) -> None:
    register(_kind())
    game = to_night(Game(Setup("toy_fixed_ranks", NAMES)))
    st = game.state
    still = night_rank(st)
    assert still == _night_order(st)
    assert still["poisoner"] == max(still.values())  # the file's last step
    unregister(KIND)
    register(_kind(wakes_after=lambda state: "mafia"))  # the same game: its scenario object
    moved = night_rank(st)
    assert moved == _night_order(st)
    assert moved["poisoner"] < still["poisoner"]
    unregister(KIND)
    register(_kind())
    assert night_rank(st) == still


def test_each_game_s_rules_give_its_own_intro_night_order() -> None:
    game = random_game("godfather_sherlock", 11, 3)
    intro = next(s for s in game.states if s.phase == "intro_night")
    orders = []
    for first in (0, 1, 0):
        st = intro.clone()
        st.rules = game_rules(st.scenario, {"sherlock_first_guess_night": first})
        orders.append(night_rank(st))
        assert orders[-1] == _night_order(st)
    assert orders[0] != orders[1]
    assert orders[0] == orders[2]
