"""The ``trap`` kind (club_scenarios 9.1; Namayande's miner, 4.6, 4.7, 4.10 C11-C15): its
parameters, its step's refusals, the mine that fires on the team's unsaved shot and costs the
team the member it gives up, the mine that stays, and the team's ``sacrifice`` field."""

from __future__ import annotations

from pathlib import Path

import pytest
from pydantic import ValidationError

from narrator_app.engine.abilities import TrapParams, params_model, trackers_of, validate_params
from narrator_app.engine.scenario import find_scenario, scenarios_dir, use_club_folders
from narrator_app.engine.script import run_case

#: classic.toml as ``minefield``: a miner among the city, woken after the detective; a
#: ``params`` line is put in by the tests that need other parameters.
SEATS = ("[godfather, simple_mafia, doctor, detective, miner, plain_citizen, plain_citizen, "
         "plain_citizen, plain_citizen]")


def minefield_text(params: str = "") -> str:
    text = (scenarios_dir() / "classic.toml").read_text(encoding="utf-8")
    text = text.replace('id = "classic"', 'id = "minefield"', 1)
    text = text.replace('city = ["doctor", "detective"]',
                        'city = ["doctor", "detective", "miner"]', 1)
    text = text.replace("reference_size = 8", "reference_size = 9", 1)
    text = text.replace('"plain_citizen",\n             "plain_citizen", "plain_citizen"]',
                        '"plain_citizen",\n             "plain_citizen", "plain_citizen", '
                        '"miner"]', 1)
    assert '"miner"]' in text
    return text + (
        '\n[[roles]]\nid = "miner"\nkind = "trap"\nside = "city"\n' + params
        + 'name = { fa = "مین‌گذار", en = "Miner" }\n'
        'ability = { fa = "یک بار مین می‌گذارد.", en = "Lays one mine." }\n'
        '\n[[night]]\nkey = "miner"\nsay = { fa = "مین‌گذار بیدار شود.", en = "Miner, wake '
        'up." }\ngesture = { fa = "یک نفر را نشان می‌دهد.", en = "Points at one player." }\n')


@pytest.fixture
def minefield(tmp_path: Path):
    folder = tmp_path / "scenarios"
    folder.mkdir()
    (folder / "minefield.toml").write_text(minefield_text(), encoding="utf-8")
    use_club_folders([folder])
    entry = find_scenario("minefield")
    assert entry is not None and entry.refused is None, entry
    yield tmp_path
    use_club_folders([])


def _case(folder: Path, script: str) -> None:
    path = folder / "case.yaml"
    path.write_text(f"scenario: minefield\ntitle: t\nrule: r\nseats: {SEATS}\nscript:\n"
                    "  - intro_night: {}\n  - day: {}\n" + script, encoding="utf-8")
    result = run_case(path)
    assert result.passed, "\n".join(result.failures)


def test_the_trap_kind_has_its_parameters() -> None:
    assert params_model("trap") is TrapParams
    p = validate_params("trap", {})
    assert (p.uses, p.when, p.lasts, p.when_saved, p.unblockable, p.announce) == (
        1, "any_main_night", "until_fired", "no_blast", True, True)
    assert trackers_of("trap") == (("mine", "seat"), ("mine_used", "used"))
    for bad in ({"uses": 0}, {"when": "day"}, {"lasts": "forever"}, {"when_saved": "maybe"},
                {"toll": "shooter"}):
        with pytest.raises(ValidationError):
            validate_params("trap", bad)


def test_the_mine_fires_on_the_shot_and_costs_the_member_the_team_gives_up(minefield):
    """4.6, 4.7 step 6, C14 [PUBLIC:NM2, IDX, AG2]: the shot mined player leaves, and so
    does the sacrifice, whatever saves him; ``mine`` is announced; the mine is gone."""
    _case(minefield, """
  - night: {mafia: {shot: 6}, miner: {mine: 6}}
    rejected: missing_choice
  - night: {mafia: {shot: 6, sacrifice: 2}, doctor: {save: 2}, miner: {mine: 6}}
  - expect: {left: [2, 6], announce: [mine, 'left:2', 'left:6'],
             trackers: {5: {mine: null, mine_used: true}}}
  - day: {}
  - night: {mafia: {shot: 7}, miner: {mine: 7}}
    rejected: no_uses_left
""")


def test_a_saved_shot_does_not_fire_the_mine_and_it_stays(minefield):
    """C13 (``no_blast``) and C12 (``until_fired``): the mine stays for a later night; the
    sacrifice without a mine firing is refused."""
    _case(minefield, """
  - night: {mafia: {shot: 6, sacrifice: 2}, doctor: {save: 6}, miner: {mine: 6}}
    rejected: not_available
  - night: {mafia: {shot: 6}, doctor: {save: 6}, miner: {mine: 6}}
  - expect: {left: [], announce: [], trackers: {5: {mine: 6, mine_used: true}}}
  - day: {}
  - night: {mafia: {shot: 6, sacrifice: 1}}
  - expect: {left: [1, 6], announce: [mine, 'left:1', 'left:6'], winner: null}
""")


def test_a_shot_elsewhere_leaves_the_mine_in_place(minefield):
    _case(minefield, """
  - night: {mafia: {shot: 7}, miner: {mine: 6}}
  - expect: {left: [7], trackers: {5: {mine: 6}}}
""")


@pytest.mark.parametrize("value,code", [
    ("{mafia: {sacrifice: 2}}", "not_available"),         # no shot
    ("{mafia: {shot: 6, sacrifice: 3}}", "invalid_target"),  # not a mafia member
    ("{miner: {mine: 10}}", "bad_script"),                  # no such seat
    ("{miner: {lay: 6}}", "bad_script"),
])
def test_a_wrong_mine_or_sacrifice_is_refused(minefield, value: str, code: str):
    _case(minefield, f"  - night: {value}\n    rejected: {code}\n")


def test_the_house_rule_settings_of_the_mine(tmp_path: Path):
    """C11 ``first_main_night``, C12 ``that_night``, C13 ``blast``."""
    folder = tmp_path / "scenarios"
    folder.mkdir()
    params = ('params = { when = "first_main_night", lasts = "that_night", '
              'when_saved = "blast" }\n')
    (folder / "minefield.toml").write_text(minefield_text(params), encoding="utf-8")
    use_club_folders([folder])
    try:
        entry = find_scenario("minefield")
        if entry is None or entry.refused is not None:
            pytest.skip(f"the file format has no role params yet: {entry}")
        _case(tmp_path, """
  - night: {mafia: {shot: 7}, miner: {mine: 6}}
  - expect: {left: [7], trackers: {5: {mine: null, mine_used: true}}}
""")
        _case(tmp_path, """
  - night: {mafia: {shot: 6, sacrifice: 2}, doctor: {save: 6}, miner: {mine: 6}}
  - expect: {left: [2], announce: [mine, 'left:2']}
""")
    finally:
        use_club_folders([])
