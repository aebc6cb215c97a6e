"""Whether resolving a night of a scenario may refuse its end (:func:`base.dawn_may_refuse`,
asked at every ask of a night's end; kept in the scenario's table of what it can use,
:func:`base.in_play`, made anew when a kind is registered or removed; issue 25's legal-play
round) follows the registry: the same scenario object asked again after its kind is
registered anew with ``dawn_refusal`` set says so, and a night's end then is tried whole."""

from __future__ import annotations

from collections.abc import Iterator
from pathlib import Path

import pytest
from toy_role import accept, club_folder, nothing

from narrator_app.engine.abilities import Kind, register, unregister
from narrator_app.engine.abilities.base import dawn_may_refuse
from narrator_app.engine.scenario import load_scenario


def _kind(dawn_refusal: bool) -> Kind:
    return Kind("a toy kind whose dawn the test reads", action="poison", token="poisoned",
                step=True, stage="slaughter", name="toy_dawn", check=accept,
                effect=nothing, dawn_refusal=dawn_refusal)


@pytest.fixture
def folder(tmp_path: Path) -> Iterator[Path]:
    with club_folder(tmp_path, "toy_dawn", "toy_dawn") as club:
        yield club


def test_a_kind_registered_anew_that_may_refuse_the_dawn_is_read(folder: Path) -> None:
    register(_kind(dawn_refusal=False))
    scenario = load_scenario("toy_dawn")
    assert not dawn_may_refuse(scenario)
    assert not dawn_may_refuse(scenario)  # kept: the same answer
    unregister("toy_dawn")
    register(_kind(dawn_refusal=True))  # the same scenario object, its kind anew
    assert dawn_may_refuse(scenario)
    unregister("toy_dawn")
    register(_kind(dawn_refusal=False))
    assert not dawn_may_refuse(scenario)

