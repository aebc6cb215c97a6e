"""Whether resolving a night of a scenario may refuse its end (:func:`base.dawn_may_refuse`,
asked at every ask of a night's end; kept in the scenario's table of what it can use,
:func:`base.in_play`, made anew when a kind is registered or removed; issue 25's legal-play
round) follows the registry: the same scenario object asked again after its kind is
registered anew with ``dawn_refusal`` set says so, and a night's end then is tried whole."""

from __future__ import annotations

from pathlib import Path
from typing import Any

import pytest

from narrator_app.engine.abilities import Kind, register, unregister
from narrator_app.engine.abilities.base import dawn_may_refuse
from narrator_app.engine.scenario import load_scenario, use_club_folders

ROOT = Path(__file__).resolve().parents[2]


def _accept(st: Any, key: str, actor: Any, value: Any) -> None:
    """Every value."""


def _nothing(night: Any, holder: Any, value: Any) -> None:
    """No effect."""


def _kind(dawn_refusal: bool) -> Kind:
    return Kind("a toy kind whose dawn the test reads", action="poison", token="poisoned",
                step=True, stage="slaughter", name="toy_dawn", check=_accept,
                effect=_nothing, dawn_refusal=dawn_refusal)


def _scenario_text() -> str:
    text = (ROOT / "scenarios" / "classic.toml").read_text(encoding="utf-8")
    text = text.replace('id = "classic"', 'id = "toy_dawn"', 1)
    text = text.replace('city = ["doctor", "detective"]',
                        'city = ["doctor", "detective", "poisoner"]', 1)
    return text + (
        '\n[[roles]]\nid = "poisoner"\nkind = "toy_dawn"\nside = "city"\n'
        'name = { fa = "زهرزن", en = "Poisoner" }\n'
        'ability = { fa = "یک بار زهر می‌دهد.", en = "Poisons once." }\n'
        '\n[[night]]\nkey = "poisoner"\nsay = { fa = "زهرزن بیدار شود.", en = "Poisoner, '
        'wake up." }\n'
        'gesture = { fa = "یک نفر را نشان می‌دهد.", en = "Points at one player." }\n')


@pytest.fixture
def folder(tmp_path: Path):
    (tmp_path / "toy_dawn.toml").write_text(_scenario_text(), encoding="utf-8")
    use_club_folders([tmp_path])
    yield tmp_path
    use_club_folders([])
    unregister("toy_dawn")


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

