"""The check of a night step's value that :func:`game.apply` keeps per scenario
(:func:`game._night_shapes`, issue 25's replay round) follows the registry: a kind of the
same name registered anew with another shape is asked by its new shape, on the same
scenario object, not by the one kept for the kind before it."""

from __future__ import annotations

from collections.abc import Iterator
from pathlib import Path
from typing import Any

import pytest
from toy_role import accept, club_folder, nothing, to_night

from narrator_app.engine import Game, IllegalAction, Setup, shapes
from narrator_app.engine.abilities import Kind, register, unregister


def _kind(shape: Any) -> Kind:
    return Kind("a toy kind whose value's shape the test sets", action="poison",
                token="poisoned", step=True, stage="slaughter", name="toy_shape",
                check=accept, effect=nothing, shape=shape)


@pytest.fixture
def folder(tmp_path: Path) -> Iterator[Path]:
    with club_folder(tmp_path, "toy_shapes", "toy_shape") as club:
        yield club


def test_a_kind_registered_anew_is_asked_by_its_new_shape(folder: Path) -> None:
    register(_kind(None))  # no shape of its own: plain data in a mapping
    first = to_night(Game(Setup("toy_shapes", tuple(f"P{i}" for i in range(1, 9)))))
    first.step("poisoner", {"poison": "anyone"})  # kept: the plain-data check
    unregister("toy_shape")
    register(_kind(shapes.obj(poison=shapes.seat)))
    again = to_night(Game(Setup("toy_shapes", tuple(f"P{i}" for i in range(1, 9))),
                          first.scenario))
    with pytest.raises(IllegalAction) as refused:
        again.step("poisoner", {"poison": "anyone"})
    assert refused.value.code == "bad_script"
    assert refused.value.facts["detail"] == "not_a_seat"
    again.step("poisoner", {"poison": 4})
