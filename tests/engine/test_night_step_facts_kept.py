"""What a night step's check and effect read of its key (:func:`checks._step_facts`: its
kind, the kind registered, its checks; kept with the scenario beside the registry's table of
stages, issue 25's replay round) follows both: a kind registered anew is asked in the same
game (its scenario object), and two scenarios whose same key plays other kinds each ask
their own."""

from __future__ import annotations

from collections.abc import Iterator
from pathlib import Path
from typing import Any

import pytest
from toy_role import NAMES, accept, club_folder, nothing, scenario_text, to_night

from narrator_app.engine import Game, IllegalAction, Setup
from narrator_app.engine.abilities import Kind, register, unregister
from narrator_app.engine.abilities.checks import check_night_choice, night_step_effect

KIND = "toy_step_facts"
OTHER = "toy_step_facts_other"


def _refuse(st: Any, key: str, actor: Any, value: Any) -> None:
    """A kind's check that refuses every value."""
    raise IllegalAction("invalid_target", key=key, detail="toy")


def _kind(name: str = KIND, **hooks: Any) -> Kind:
    hooks.setdefault("check", accept)
    return Kind("a toy kind whose step the test checks", action="poison", token="poisoned",
                step=True, stage="slaughter", name=name, effect=nothing, **hooks)


@pytest.fixture
def folder(tmp_path: Path) -> Iterator[Path]:
    with club_folder(tmp_path, "toy_step_facts", KIND) as club:
        yield club
    unregister(OTHER)


def _refused(st: Any) -> str | None:
    try:
        check_night_choice(st, "poisoner", {"poison": 4})
    except IllegalAction as exc:
        return exc.code
    return None


def test_a_kind_registered_anew_is_checked_in_the_same_game(folder: Path) -> None:
    register(_kind(check=_refuse))
    game = to_night(Game(Setup("toy_step_facts", NAMES)))
    assert _refused(game.state) == "invalid_target"
    unregister(KIND)
    register(_kind())  # the same game: its scenario object, its state
    assert _refused(game.state) is None


def test_a_kind_registered_anew_has_its_effect_in_the_same_game(folder: Path) -> None:
    seen: list[Any] = []
    register(_kind())
    game = to_night(Game(Setup("toy_step_facts", NAMES)))
    st = game.state.clone()
    check_night_choice(st, "poisoner", {"poison": 4})
    night_step_effect(st, "poisoner", {"poison": 4})
    assert seen == []
    unregister(KIND)
    register(_kind(on_confirm=lambda state, value: seen.append(value)))
    night_step_effect(st, "poisoner", {"poison": 4})
    assert seen == [{"poison": 4}]


def test_each_scenario_asks_its_own_kind_of_the_key(folder: Path) -> None:
    (folder / "toy_step_facts_b.toml").write_text(
        scenario_text("toy_step_facts_b", OTHER), encoding="utf-8")
    register(_kind(check=_refuse))
    register(_kind(OTHER))
    refusing = to_night(Game(Setup("toy_step_facts", NAMES)))
    accepting = to_night(Game(Setup("toy_step_facts_b", NAMES)))
    assert _refused(refusing.state) == "invalid_target"
    assert _refused(accepting.state) is None
    assert _refused(refusing.state) == "invalid_target"


def test_an_unknown_key_is_refused_each_time(folder: Path) -> None:
    register(_kind())
    game = to_night(Game(Setup("toy_step_facts", NAMES)))
    for _ in range(2):
        with pytest.raises(IllegalAction) as exc:
            check_night_choice(game.state, "no_such_step", {"poison": 4})
        assert (exc.value.code, exc.value.facts.get("detail")) == ("bad_script", "unknown_key")
