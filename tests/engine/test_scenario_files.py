"""Scenario files: every shipped file validates; a bad file names the file and the field."""

from __future__ import annotations

from pathlib import Path

import pytest

from narrator_app.engine import available_scenarios, load_scenario
from narrator_app.engine.scenario import SCENARIO_IDS, ScenarioError, load_cards, scenarios_dir


def test_every_scenario_ships_and_validates() -> None:
    # the booklet's scenarios first, then the club scenarios shipped beside them (issue 22)
    club = sorted(p.stem for p in scenarios_dir().glob("*.toml")
                  if p.stem not in SCENARIO_IDS and p.stem != "last_move_cards")
    assert available_scenarios() == list(SCENARIO_IDS) + club
    for sid in list(SCENARIO_IDS) + club:
        scen = load_scenario(sid)
        assert scen.id == sid and len(scen.sha256) == 64
        assert sorted(scen.roster_for(scen.reference_size)) == sorted(scen.roster.reference)
        for role in scen.roles:
            assert role.name.fa and role.name.en and role.ability.fa and role.ability.en
        for step in scen.intro_night + scen.night:
            assert step.say.fa and step.gesture.fa
    assert sorted(load_cards()) == sorted(
        ["silence_of_the_lambs", "handcuffs", "identity_reveal", "face_off", "beautiful_mind"])


def _broken(tmp_path: Path, old: str, new: str) -> Path:
    text = (scenarios_dir() / "godfather_nostradamus.toml").read_text("utf-8")
    assert old in text
    path = tmp_path / "broken.toml"
    path.write_text(text.replace(old, new, 1), "utf-8")
    return path


@pytest.mark.parametrize(
    "old,new,field",
    [
        ('side = "mafia"', 'side = "villain"', "roles.godfather.side"),
        ("reference_size = 11", 'reference_size = "eleven"', "reference_size"),
        ('first_phase = "intro_day"', "", "first_phase"),
        ('[name]', '[name]\nextra = 1', "name.extra"),
    ],
)
def test_a_bad_file_names_the_file_and_the_field(tmp_path, old, new, field) -> None:
    path = _broken(tmp_path, old, new)
    with pytest.raises(ScenarioError) as err:
        load_scenario("broken", str(path))
    assert err.value.file == str(path)
    assert err.value.field == field
    assert str(path) in str(err.value) and field in str(err.value)


def test_a_file_that_is_not_toml(tmp_path) -> None:
    path = tmp_path / "x.toml"
    path.write_text("id = [", "utf-8")
    with pytest.raises(ScenarioError) as err:
        load_scenario("x", str(path))
    assert "not valid TOML" in err.value.reason and err.value.file == str(path)


def test_an_unknown_role_in_the_roster(tmp_path) -> None:
    path = _broken(tmp_path, 'filler_city = "plain_citizen"', 'filler_city = "baker"')
    with pytest.raises(ScenarioError) as err:
        load_scenario("broken", str(path))
    assert "baker" in err.value.reason
