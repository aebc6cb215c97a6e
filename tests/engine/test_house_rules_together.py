"""HR106-1: a club file's house rules each accepted alone may clash together (a role of the
general kind ``linked_exit``: ``seed_form = true`` with ``chooser = "third_party_once"``,
its kind's model refuses them). The loader checks the file's defaults together, and a
game's setup (new game, a saved file opened, the New game dialog's house rules) its chosen
rules together, by the one check (:func:`abilities.params.params_clash`), before the deal:
a refusal with its code and reason, never the model's raw ``ValidationError`` mid-night."""

from __future__ import annotations

import sys
from collections.abc import Iterator
from pathlib import Path

import pytest
from toy_role import NAMES, to_night
from toy_role import write_clash as write

from narrator_app.engine import Game, GameFileError, IllegalAction, Setup
from narrator_app.engine.gamefile import open_game, save_game
from narrator_app.engine.scenario import (
    ScenarioError,
    check_scenario_file,
    load_scenario,
    scenario_catalogue,
    use_club_folders,
)
from narrator_app.messages import REFUSALS, refusal_text

CLASH = {"toy_seed_form": True}  # with the default chooser: refused by the kind's model


@pytest.fixture
def club(tmp_path: Path) -> Iterator[Path]:
    write(tmp_path, "toy_together_hostile", True)
    write(tmp_path, "toy_together", False)
    use_club_folders([tmp_path])
    try:
        yield tmp_path
    finally:
        use_club_folders([])


def test_the_loader_refuses_defaults_that_clash_together(club: Path) -> None:
    """The hostile file (Z106-4's) is refused by the loader with its field and reason:
    ``scenario check``'s faults, the catalogue's refusal, load_scenario's ScenarioError."""
    path = club / "toy_together_hostile.toml"
    faults = check_scenario_file(path)
    assert [f.field for f in faults] == ["house_rules.toy_seed_form.default"]
    assert "'toy_seed_form', 'toy_chooser'" in faults[0].reason
    assert "seed_form = true" in faults[0].reason and faults[0].line
    entry = next(e for e in scenario_catalogue() if e.path == str(path))
    assert entry.refused is not None and "cannot be played together" in entry.refused
    with pytest.raises(ScenarioError):
        load_scenario("toy_together_hostile")
    assert check_scenario_file(club / "toy_together.toml") == []  # its defaults play


def test_scenario_check_reports_it_without_a_traceback(club: Path, capsys) -> None:
    from narrator_app.cli import main

    assert main(["scenario", "check", str(club / "toy_together_hostile.toml")]) == 2
    err = capsys.readouterr().err
    assert "cannot be played together" in err and "Traceback" not in err


def test_a_new_game_refuses_a_chosen_combination_before_the_deal(club: Path) -> None:
    scen = load_scenario("toy_together")
    with pytest.raises(IllegalAction) as exc:
        Game.new(Setup("toy_together", NAMES, CLASH))
    facts = exc.value.facts
    assert (exc.value.code, facts["detail"], facts["key"]) == (
        "bad_script", "house_rules_clash", "poisoner")
    assert facts["value"] == ["toy_seed_form", "toy_chooser"]
    said = refusal_text(exc.value, scen, list(NAMES), "fa")
    assert said == REFUSALS["fa"]["bad_script/house_rules_clash"].format(role="زهرزن")
    # the same rules with the other chooser play on, through a night
    game = to_night(Game.new(Setup("toy_together", NAMES,
                                   {**CLASH, "toy_chooser": "holder_nightly"})))
    assert game.state.phase == "night"
    to_night(Game.new(Setup("toy_together", NAMES)))  # the defaults play


def test_a_saved_game_with_that_combination_is_refused_on_open_untouched(
        club: Path, monkeypatch: pytest.MonkeyPatch) -> None:
    """A game file an earlier Ravi wrote with the clashing rules (its setup took them):
    refused on open with ``not_replaying`` and the refusal's detail; the file unchanged."""
    import narrator_app.engine.game as game_module

    with monkeypatch.context() as m:  # an earlier Ravi: no check of the rules together
        m.setattr(game_module, "params_clash", lambda scen, rules=None: None)
        old = Game.new(Setup("toy_together", NAMES, CLASH))
        path = save_game(old, club / "old_game.ravi")
    before = path.read_bytes()
    with pytest.raises(GameFileError) as exc:
        open_game(path)
    assert exc.value.code == "not_replaying"
    assert "house_rules_clash" in str(exc.value)
    assert path.read_bytes() == before
    assert sorted(p.name for p in club.iterdir() if p.suffix != ".toml") == ["old_game.ravi"]


if __name__ == "__main__":  # pragma: no cover
    sys.exit(pytest.main([__file__]))
