"""The check of a night step's value that :func:`game.apply` keeps per scenario
(:func:`game._night_shapes`, issue 25's replay round) follows the registry: a kind of the
same name registered anew with another shape is asked by its new shape, on the same
scenario object, not by the one kept for the kind before it."""

from __future__ import annotations

from pathlib import Path
from typing import Any

import pytest

from narrator_app.engine import Game, IllegalAction, Setup, shapes
from narrator_app.engine.abilities import Kind, register, unregister
from narrator_app.engine.scenario import use_club_folders

ROOT = Path(__file__).resolve().parents[2]
SEATS = ["godfather", "simple_mafia", "poisoner", "doctor", "detective", "plain_citizen",
         "plain_citizen", "plain_citizen"]


def _accept(st: Any, key: str, actor: Any, value: Any) -> None:
    """Every value its shape lets through."""


def _nothing(night: Any, holder: Any, value: Any) -> None:
    """No effect: the test reads only the gate."""


def _kind(shape: Any) -> Kind:
    return Kind("a toy kind whose value's shape the test sets", action="poison",
                token="poisoned", step=True, stage="slaughter", name="toy_shape",
                check=_accept, effect=_nothing, shape=shape)


def _scenario_text() -> str:
    text = (ROOT / "scenarios" / "classic.toml").read_text(encoding="utf-8")
    text = text.replace('id = "classic"', 'id = "toy_shapes"', 1)
    text = text.replace('city = ["doctor", "detective"]',
                        'city = ["doctor", "detective", "poisoner"]', 1)
    return text + (
        '\n[[roles]]\nid = "poisoner"\nkind = "toy_shape"\nside = "city"\n'
        'name = { fa = "زهرزن", en = "Poisoner" }\n'
        'ability = { fa = "یک بار زهر می‌دهد.", en = "Poisons once." }\n'
        '\n[[night]]\nkey = "poisoner"\nsay = { fa = "زهرزن بیدار شود.", en = "Poisoner, '
        'wake up." }\n'
        'gesture = { fa = "یک نفر را نشان می‌دهد.", en = "Points at one player." }\n')


@pytest.fixture
def folder(tmp_path: Path):
    (tmp_path / "toy_shapes.toml").write_text(_scenario_text(), encoding="utf-8")
    use_club_folders([tmp_path])
    yield tmp_path
    use_club_folders([])
    unregister("toy_shape")


def _night(game: Game) -> Game:
    game.deal(SEATS)
    while game.state.phase != "night":
        game.end_phase()
    return game


def test_a_kind_registered_anew_is_asked_by_its_new_shape(folder: Path) -> None:
    register(_kind(None))  # no shape of its own: plain data in a mapping
    first = _night(Game(Setup("toy_shapes", tuple(f"P{i}" for i in range(1, 9)))))
    first.step("poisoner", {"poison": "anyone"})  # kept: the plain-data check
    unregister("toy_shape")
    register(_kind(shapes.obj(poison=shapes.seat)))
    again = _night(Game(Setup("toy_shapes", tuple(f"P{i}" for i in range(1, 9))),
                        first.scenario))
    with pytest.raises(IllegalAction) as refused:
        again.step("poisoner", {"poison": "anyone"})
    assert refused.value.code == "bad_script"
    assert refused.value.facts["detail"] == "not_a_seat"
    again.step("poisoner", {"poison": 4})
