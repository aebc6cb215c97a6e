"""The cards' counters at the deal that :func:`game._new_cards` keeps per scenario (issue
25's replay round: a card's start read once, not again for every card of every game)
follow what they are read from: the role's params under the game's house rules (two games
of one scenario object under different rules, dealt in turn) and the registry's kinds (a
kind registered anew with other start counters)."""

from __future__ import annotations

from pathlib import Path
from typing import Any

import pytest

from narrator_app.engine import Game, Setup
from narrator_app.engine.abilities import Kind, register, unregister
from narrator_app.engine.scenario import load_scenario, use_club_folders

ROOT = Path(__file__).resolve().parents[2]
NAMES = tuple(f"P{i}" for i in range(1, 12))


def _leon_bullets(game: Game) -> Any:
    return next(p.card.counters["bullets"] for p in game.state.players if p.role == "leon")


def test_two_games_under_other_rules_deal_their_own_counters() -> None:
    scen = load_scenario("godfather_nostradamus")
    seats = scen.roster_for(11)
    for bullets in (None, 3, None, 1, 3):
        rules = {} if bullets is None else {"leon_bullets": bullets}
        game = Game(Setup("godfather_nostradamus", NAMES, rules), scen)
        game.deal(list(seats))
        assert _leon_bullets(game) == (2 if bullets is None else bullets)
        # the cards of one game never share their counters
        counters = [p.card.counters for p in game.state.players]
        assert len({id(c) for c in counters}) == len(counters)


SEATS = ["godfather", "simple_mafia", "poisoner", "doctor", "detective", "plain_citizen",
         "plain_citizen", "plain_citizen"]


def _accept(st: Any, key: str, actor: Any, value: Any) -> None:
    """Every value."""


def _nothing(night: Any, holder: Any, value: Any) -> None:
    """No effect."""


def _kind(doses: int) -> Kind:
    return Kind("a toy kind whose start counters the test sets", action="poison",
                token="poisoned", step=True, stage="slaughter", name="toy_start",
                check=_accept, effect=_nothing,
                start_counters=lambda params: {"doses": doses})


def _scenario_text() -> str:
    text = (ROOT / "scenarios" / "classic.toml").read_text(encoding="utf-8")
    text = text.replace('id = "classic"', 'id = "toy_starts"', 1)
    text = text.replace('city = ["doctor", "detective"]',
                        'city = ["doctor", "detective", "poisoner"]', 1)
    return text + (
        '\n[[roles]]\nid = "poisoner"\nkind = "toy_start"\nside = "city"\n'
        'name = { fa = "زهرزن", en = "Poisoner" }\n'
        'ability = { fa = "یک بار زهر می‌دهد.", en = "Poisons once." }\n'
        '\n[[night]]\nkey = "poisoner"\nsay = { fa = "زهرزن بیدار شود.", en = "Poisoner, '
        'wake up." }\n'
        'gesture = { fa = "یک نفر را نشان می‌دهد.", en = "Points at one player." }\n')


@pytest.fixture
def folder(tmp_path: Path):
    (tmp_path / "toy_starts.toml").write_text(_scenario_text(), encoding="utf-8")
    use_club_folders([tmp_path])
    yield tmp_path
    use_club_folders([])
    unregister("toy_start")


def _doses(game: Game) -> Any:
    return next(p.card.counters.get("doses") for p in game.state.players
                if p.role == "poisoner")


def test_a_kind_registered_anew_deals_its_new_counters(folder: Path) -> None:
    register(_kind(1))
    first = Game(Setup("toy_starts", NAMES[:8]))
    first.deal(SEATS)
    assert _doses(first) == 1
    unregister("toy_start")
    register(_kind(2))
    again = Game(Setup("toy_starts", NAMES[:8]), first.scenario)
    again.deal(SEATS)
    assert _doses(again) == 2
