"""HR107-1: a house rule the narrator chose that changes what a role's step asks reaches the
step. A club file's ``linked_exit`` role (toy_role's poisoner, ``chooser = "holder_nightly"``
in the file, the file's own rule ``toy_chooser`` defaulting to ``"third_party_once"``, and
``toy_seed_form`` defaulting to false): chosen ``holder_nightly``, the step is the nightly
link ``{link: s}`` with a pass, not the default's pair ``{lovers: [a, b]}``; chosen the
seeds' form too, the one-seat step with no pass. The step, the checklist, ``options_for``
and a game script read the kind as the game's rules make it (:func:`role_kind` with the
game's rules), never the file's defaults."""

from __future__ import annotations

import sys
from collections.abc import Iterator
from pathlib import Path

import pytest
from toy_role import NAMES, to_night
from toy_role import write_clash as write

from narrator_app.engine import Game, IllegalAction, Setup
from narrator_app.engine.choices import night_steps, options_for
from narrator_app.engine.scenario import use_club_folders
from narrator_app.engine.script import apply_entry

NIGHTLY = {"toy_chooser": "holder_nightly"}
SEED = {"toy_chooser": "holder_nightly", "toy_seed_form": True}


@pytest.fixture
def club(tmp_path: Path) -> Iterator[Path]:
    write(tmp_path, "toy_shape_chosen", False)
    use_club_folders([tmp_path])
    try:
        yield tmp_path
    finally:
        use_club_folders([])


def _night(rules: dict) -> Game:
    return to_night(Game.new(Setup("toy_shape_chosen", NAMES, rules)))


def _row(game: Game):
    return next(s for s in night_steps(game.state) if s.key == "poisoner")


def test_the_chosen_chooser_gives_the_nightly_link_step(club: Path) -> None:
    game = _night(NIGHTLY)
    with pytest.raises(IllegalAction) as refused:  # the default's shape: refused
        game.step("poisoner", {"lovers": [4, 5]})
    assert (refused.value.code, refused.value.facts["detail"]) == (
        "bad_script", "unknown_choice")
    assert [(o.name, o.seats) for o in options_for(game.state, "poisoner")] == [
        ("link", 1), ("none", 0)]
    game.step("poisoner", {"link": 4})
    row = _row(game)
    assert (row.kind, row.seats, row.done, row.value) == ("input", [3], True, {"link": 4})


def test_the_defaults_keep_the_pair_step(club: Path) -> None:
    game = _night({})
    assert [(o.name, o.seats) for o in options_for(game.state, "poisoner")] == [
        ("lovers", 2)]
    with pytest.raises(IllegalAction) as refused:
        game.step("poisoner", {"link": 4})
    assert refused.value.code == "bad_script"
    game.step("poisoner", {"lovers": [4, 5]})
    assert _row(game).done


def test_the_chosen_seed_form_gives_a_required_one_seat_step(club: Path) -> None:
    game = _night(SEED)
    assert [(o.name, o.seats) for o in options_for(game.state, "poisoner")] == [("link", 1)]
    with pytest.raises(IllegalAction) as refused:  # the seeds' form: required every night
        game.step("poisoner", {})
    assert (refused.value.code, refused.value.facts["detail"]) == ("missing_choice", "link")
    game.step("poisoner", {"link": 4})
    assert _row(game).value == {"link": 4}


def test_a_script_refuses_the_default_shaped_choice(club: Path) -> None:
    start = _night(NIGHTLY).state
    with pytest.raises(IllegalAction) as refused:
        apply_entry(start, "night", {"poisoner": {"lovers": [4, 5]}})
    assert refused.value.code == "bad_script"
    after = apply_entry(start, "night", {"poisoner": {"link": 4}})  # the night, then its end
    assert after.phase == "day"
    assert [(line.data.get("key"), line.data.get("value")) for line in after.log
            if line.kind == "choice"] == [("poisoner", {"link": 4})]


def test_games_of_other_rules_on_one_scenario_object_each_play_their_own(club: Path) -> None:
    """What is kept with the scenario (the step's shape, its whole check, the night's plan)
    is kept by the game's rules: games of the defaults and of the chosen rule, one after
    the other on the same scenario object, each take their own step."""
    first = _night({})
    first.step("poisoner", {"lovers": [4, 5]})
    for rules, value in ((NIGHTLY, {"link": 4}), ({}, {"lovers": [4, 5]}), (SEED, {"link": 4}),
                         (NIGHTLY, {})):
        game = to_night(Game(Setup("toy_shape_chosen", NAMES, rules), first.scenario))
        assert game.scenario is first.scenario
        game.step("poisoner", value)
        assert _row(game).done


if __name__ == "__main__":  # pragma: no cover
    sys.exit(pytest.main([__file__]))
