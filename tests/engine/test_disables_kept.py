"""What :func:`checks.disabled` reads of a game's kinds (kept with the scenario beside the
game's rules object, made again when a kind is registered or removed; issue 25's legal-play
round) follows both: a kind registered anew whose hold voids a seat before the sixth sense
is asked in the same game (its scenario and rules objects), and a general kind that may
void someone under one game's rules and not another's is asked in the game whose rules let
it fire."""

from __future__ import annotations

from pathlib import Path
from typing import Any

import pytest

from narrator_app.engine import Game, Setup
from narrator_app.engine.abilities import Kind, register, unregister
from narrator_app.engine.abilities.checks import disabled
from narrator_app.engine.scenario import use_club_folders

ROOT = Path(__file__).resolve().parents[2]
SEATS = ["godfather", "simple_mafia", "poisoner", "doctor", "detective", "plain_citizen",
         "plain_citizen", "plain_citizen"]
NAMES = tuple(f"P{i}" for i in range(1, 9))
RULE = "mafia_may_shoot_teammate"


def _accept(st: Any, key: str, actor: Any, value: Any) -> None:
    """Every value."""


def _nothing(night: Any, holder: Any, value: Any) -> None:
    """No effect: the test reads only who is void."""


def _holds_seat_5(st: Any, choices: dict[str, Any], off: dict[int, str]) -> dict[int, str]:
    """Seat 5 held, whatever tonight's steps."""
    return {5: "blocked"}


def _fires(st: Any) -> bool:
    """The toy's ``disables`` may void someone only under the game's
    ``mafia_may_shoot_teammate`` (a rule the toy reads)."""
    return bool(st.rules.get(RULE))


def _kind(**hooks: Any) -> Kind:
    return Kind("a toy kind whose holds the test reads", action="poison", token="poisoned",
                step=True, stage="slaughter", name="toy_disables", check=_accept,
                effect=_nothing, **hooks)


def _scenario_text() -> str:
    text = (ROOT / "scenarios" / "classic.toml").read_text(encoding="utf-8")
    text = text.replace('id = "classic"', 'id = "toy_disables"', 1)
    text = text.replace('city = ["doctor", "detective"]',
                        'city = ["doctor", "detective", "poisoner"]', 1)
    return text + (
        '\n[[roles]]\nid = "poisoner"\nkind = "toy_disables"\nside = "city"\n'
        'name = { fa = "زهرزن", en = "Poisoner" }\n'
        'ability = { fa = "یک بار زهر می‌دهد.", en = "Poisons once." }\n'
        '\n[[night]]\nkey = "poisoner"\nsay = { fa = "زهرزن بیدار شود.", en = "Poisoner, '
        'wake up." }\n'
        'gesture = { fa = "یک نفر را نشان می‌دهد.", en = "Points at one player." }\n')


@pytest.fixture
def folder(tmp_path: Path):
    (tmp_path / "toy_disables.toml").write_text(_scenario_text(), encoding="utf-8")
    use_club_folders([tmp_path])
    yield tmp_path
    use_club_folders([])
    unregister("toy_disables")


def _night(game: Game) -> Game:
    game.deal(SEATS)
    while game.state.phase != "night":
        game.end_phase()
    return game


def test_a_kind_registered_anew_with_an_early_hold_is_asked(folder: Path) -> None:
    register(_kind())
    game = _night(Game(Setup("toy_disables", NAMES)))
    assert 5 not in disabled(game.state, game.state.choices)
    unregister("toy_disables")
    register(_kind(disables_early=_holds_seat_5))  # the same game: its rules, its scenario
    assert disabled(game.state, game.state.choices).get(5) == "blocked"


def test_the_rules_of_each_game_say_whether_a_kind_may_void(folder: Path) -> None:
    register(_kind(disables=_holds_seat_5, disables_may_fire=_fires))
    quiet = _night(Game(Setup("toy_disables", NAMES, {RULE: False})))
    assert 5 not in disabled(quiet.state, quiet.state.choices)
    firing = _night(Game(Setup("toy_disables", NAMES, {RULE: True}), quiet.scenario))
    assert firing.scenario is quiet.scenario
    assert disabled(firing.state, firing.state.choices).get(5) == "blocked"
