"""Whether a night step's seats are asked in one pass (:func:`checks.night_seat_refusals`;
the answer kept with the scenario, issue 25's legal-play round) follows the registry: a kind
of the same name registered anew that checks its step wholly is no longer asked seat by
seat, on the same scenario object, though the answer for the kind before it was kept."""

from __future__ import annotations

from collections.abc import Iterator
from pathlib import Path
from typing import Any

import pytest
from toy_role import SEATS, accept, club_folder, nothing, to_night

from narrator_app.engine import Game, Setup
from narrator_app.engine.abilities import Kind, register, unregister
from narrator_app.engine.abilities.checks import night_seat_refusals

WHOLE: list[Any] = []


def _whole(st: Any, kind: str, value: Any) -> None:
    """Every value, noted: the step checked wholly."""
    WHOLE.append(value)


def _kind(whole: Any) -> Kind:
    return Kind("a toy kind the test checks wholly or not", action="poison",
                token="poisoned", step=True, stage="slaughter", name="toy_seat_pass",
                check=accept, effect=nothing, whole_check=whole)


@pytest.fixture
def folder(tmp_path: Path) -> Iterator[Path]:
    with club_folder(tmp_path, "toy_seat_pass", "toy_seat_pass") as club:
        yield club


def test_a_kind_registered_anew_as_checked_wholly_is_not_asked_in_one_pass(
        folder: Path) -> None:
    probes = [{"poison": seat} for seat in range(1, 9)]
    register(_kind(None))
    first = to_night(Game(Setup("toy_seat_pass", tuple(f"P{i}" for i in range(1, 9)))))
    assert night_seat_refusals(first.state, "poisoner", probes, lambda v: None) is not None
    unregister("toy_seat_pass")
    register(_kind(_whole))
    again = to_night(Game(Setup("toy_seat_pass", tuple(f"P{i}" for i in range(1, 9))),
                          first.scenario))
    assert again.scenario is first.scenario
    assert night_seat_refusals(again.state, "poisoner", probes, lambda v: None) is None
    again.step("poisoner", {"poison": 4})
    assert WHOLE == [{"poison": 4}]


def test_the_intro_night_is_part_of_the_kept_answer(folder: Path) -> None:
    probes = [{"poison": seat} for seat in range(1, 9)]
    register(_kind(None))  # a kind that sits out the intro night
    game = Game(Setup("toy_seat_pass", tuple(f"P{i}" for i in range(1, 9))))
    game.deal(SEATS)
    while game.state.phase != "intro_night":
        game.end_phase()
    assert night_seat_refusals(game.state, "poisoner", probes, lambda v: None) is None
    while game.state.phase != "night":
        game.end_phase()
    assert night_seat_refusals(game.state, "poisoner", probes, lambda v: None) is not None
