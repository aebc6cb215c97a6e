"""What :func:`checks.disabled` reads of a game's kinds (kept with the scenario beside the
game's rules object, made again when a kind is registered or removed; issue 25's legal-play
round) follows both: a kind registered anew whose hold voids a seat before the sixth sense
is asked in the same game (its scenario and rules objects), and a general kind that may
void someone under one game's rules and not another's is asked in the game whose rules let
it fire."""

from __future__ import annotations

from collections.abc import Iterator
from pathlib import Path
from typing import Any

import pytest
from toy_role import NAMES, accept, club_folder, nothing, to_night

from narrator_app.engine import Game, Setup
from narrator_app.engine.abilities import Kind, register, unregister
from narrator_app.engine.abilities.checks import disabled

RULE = "mafia_may_shoot_teammate"


def _holds_seat_5(st: Any, choices: dict[str, Any], off: dict[int, str]) -> dict[int, str]:
    """Seat 5 held, whatever tonight's steps."""
    return {5: "blocked"}


def _fires(st: Any) -> bool:
    """The toy's ``disables`` may void someone only under the game's
    ``mafia_may_shoot_teammate`` (a rule the toy reads)."""
    return bool(st.rules.get(RULE))


def _kind(**hooks: Any) -> Kind:
    return Kind("a toy kind whose holds the test reads", action="poison", token="poisoned",
                step=True, stage="slaughter", name="toy_disables", check=accept,
                effect=nothing, **hooks)


@pytest.fixture
def folder(tmp_path: Path) -> Iterator[Path]:
    with club_folder(tmp_path, "toy_disables", "toy_disables") as club:
        yield club


def test_a_kind_registered_anew_with_an_early_hold_is_asked(folder: Path) -> None:
    register(_kind())
    game = to_night(Game(Setup("toy_disables", NAMES)))
    assert 5 not in disabled(game.state, game.state.choices)
    unregister("toy_disables")
    register(_kind(disables_early=_holds_seat_5))  # the same game: its rules, its scenario
    assert disabled(game.state, game.state.choices).get(5) == "blocked"


def test_the_rules_of_each_game_say_whether_a_kind_may_void(folder: Path) -> None:
    register(_kind(disables=_holds_seat_5, disables_may_fire=_fires))
    quiet = to_night(Game(Setup("toy_disables", NAMES, {RULE: False})))
    assert 5 not in disabled(quiet.state, quiet.state.choices)
    firing = to_night(Game(Setup("toy_disables", NAMES, {RULE: True}), quiet.scenario))
    assert firing.scenario is quiet.scenario
    assert disabled(firing.state, firing.state.choices).get(5) == "blocked"
