"""Which kinds' ``disables`` a night asks (:func:`abilities.base.disabling_kinds`, kept with
the scenario beside the game's rules object; issue 25's replay round) follows what it is
read from: the game's house rules (two games of one scenario object under different
rules, asked in turn) and the registry's kinds (a kind registered anew)."""

from __future__ import annotations

from collections.abc import Iterator
from pathlib import Path
from typing import Any

import pytest
from toy_role import NAMES, SLEEPER, accept, club_folder, nothing

from narrator_app.engine import Game, Setup
from narrator_app.engine.abilities import Kind, disabled, register, unregister

SEATS = ["godfather", "simple_mafia", "sleeper", "doctor", "detective", "plain_citizen",
         "plain_citizen", "plain_citizen"]
RULE = "reveal_role_on_death"


def _first_seat(st: Any, choices: dict[str, Any], off: dict[int, str]) -> dict[int, str]:
    """Seat 1 acts for nothing, every night."""
    return {1: "toy_held"}


def _kind(may_fire: Any) -> Kind:
    return Kind("a toy kind whose disables the test sets", action="sleep", token="slept",
                step=True, stage="slaughter", name="toy_disables", check=accept,
                effect=nothing, disables=_first_seat, disables_may_fire=may_fire)


@pytest.fixture
def folder(tmp_path: Path) -> Iterator[Path]:
    with club_folder(tmp_path, "toy_disables", "toy_disables", SLEEPER) as club:
        yield club


def _night(rules: dict[str, Any], scenario: Any = None) -> Any:
    game = Game(Setup("toy_disables", NAMES, rules), scenario)
    game.deal(SEATS)
    while game.state.phase != "night":
        game.end_phase()
    return game.state


def test_the_kinds_asked_follow_the_rules_and_the_registry(folder: Path) -> None:
    register(_kind(lambda st: bool(st.rules.get(RULE))))
    st = _night({})
    assert 1 not in disabled(st, st.choices)  # never fires under these rules: not asked
    other = _night({RULE: True}, st.scenario)
    assert disabled(other, other.choices).get(1) == "toy_held"
    st = _night({}, st.scenario)
    assert 1 not in disabled(st, st.choices)
    unregister("toy_disables")
    register(_kind(None))  # asked every night: the same game's night asks it now
    assert disabled(st, st.choices).get(1) == "toy_held"
