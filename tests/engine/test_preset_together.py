"""HR107-2: a scenario file's preset (``[presets.<name>]``, a named set of house rules the
house-rules screen applies over the file's defaults) whose rules, each accepted alone, a
role's kind refuses together is refused by the loader, as the file's defaults are (HR106-1):
``scenario check`` exits 2 with the preset's field and the reason, the catalogue refuses the
file; it was found only when the narrator applied the preset and pressed «Use these rules».
A club file's ``linked_exit`` (toy_role's poisoner): ``toy_seed_form = true`` with the
default ``chooser = "third_party_once"`` clashes; with ``"holder_nightly"`` it plays."""

from __future__ import annotations

import sys
from collections.abc import Iterator
from pathlib import Path

import pytest
from toy_role import NAMES, to_night
from toy_role import write_clash as write

from narrator_app.engine import Game, Setup
from narrator_app.engine.scenario import (
    ScenarioError,
    check_scenario_file,
    load_scenario,
    scenario_catalogue,
    use_club_folders,
)

HOSTILE = '''
[presets.seeds]
name = { fa = "بذرها", en = "The seeds" }
[presets.seeds.rules]
toy_seed_form = true
'''

GOOD = '''
[presets.seeds]
name = { fa = "بذرها", en = "The seeds" }
[presets.seeds.rules]
toy_seed_form = true
toy_chooser = "holder_nightly"
'''


@pytest.fixture
def club(tmp_path: Path) -> Iterator[Path]:
    for sid, preset in (("toy_preset_hostile", HOSTILE), ("toy_preset_good", GOOD)):
        path = write(tmp_path, sid, False)
        path.write_text(path.read_text("utf-8") + preset, encoding="utf-8")
    use_club_folders([tmp_path])
    try:
        yield tmp_path
    finally:
        use_club_folders([])


def test_a_preset_whose_rules_clash_is_refused_by_the_loader(club: Path) -> None:
    path = club / "toy_preset_hostile.toml"
    faults = check_scenario_file(path)
    assert [f.field for f in faults] == ["presets.seeds.rules.toy_seed_form"]
    assert "'toy_seed_form', 'toy_chooser'" in faults[0].reason
    assert "seed_form = true" in faults[0].reason and faults[0].line
    entry = next(e for e in scenario_catalogue() if e.path == str(path))
    assert entry.refused is not None and "cannot be played together" in entry.refused
    with pytest.raises(ScenarioError):
        load_scenario("toy_preset_hostile")


def test_scenario_check_says_why_and_exits_2(club: Path, capsys) -> None:
    from narrator_app.cli import main

    assert main(["scenario", "check", str(club / "toy_preset_hostile.toml")]) == 2
    err = capsys.readouterr().err
    assert "presets.seeds" in err and "cannot be played together" in err
    assert "Traceback" not in err


def test_a_preset_that_plays_together_loads_and_its_game_starts(club: Path) -> None:
    assert check_scenario_file(club / "toy_preset_good.toml") == []
    scen = load_scenario("toy_preset_good")
    rules = scen.preset_rules("seeds")
    assert rules == {"toy_seed_form": True, "toy_chooser": "holder_nightly"}
    game = to_night(Game.new(Setup("toy_preset_good", NAMES, rules)))
    game.step("poisoner", {"link": 4})


if __name__ == "__main__":  # pragma: no cover
    sys.exit(pytest.main([__file__]))
