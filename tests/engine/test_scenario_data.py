"""A scenario file declares its house-rule presets and its win rule; the engine reads both
from the data (issue 13: «a scenario is complete data … house-rule defaults and presets,
and the win rule»)."""

from __future__ import annotations

import copy
import tomllib
from pathlib import Path

import pytest

from narrator_app.engine import Game, Setup
from narrator_app.engine.abilities import WIN_KINDS
from narrator_app.engine.scenario import (
    ScenarioError,
    check_scenario_file,
    load_scenario,
    scenarios_dir,
    use_club_folders,
)
from narrator_app.engine.table import check_winner

ROOT = Path(__file__).resolve().parents[2]
HARBOUR = (ROOT / "tests" / "fixtures" / "scenarios" / "harbour.toml").read_text(encoding="utf-8")

#: The «common club practice» values each shipped scenario's file gives (section 6 PUBLIC).
CLUB = {
    "godfather_nostradamus": {"defense_threshold_rule": "half_minus_one",
                              "doctor_consecutive_same_target": "forbidden",
                              "sixth_sense_limit": "once"},
    "godfather_sherlock": {"defense_threshold_rule": "half_minus_one",
                           "doctor_consecutive_same_target": "forbidden",
                           "sixth_sense_limit": "once"},
    "godfather_jack_sparrow": {"defense_threshold_rule": "half_minus_one",
                               "doctor_consecutive_same_target": "forbidden",
                               "sixth_sense_limit": "once", "jack_curse_after_reveal": "freeze"},
    "mafia_nights": {"doctor_consecutive_same_target": "forbidden", "pickpocket_announce": True,
                     "mayor_requires_two_defenders": True,
                     "status_inquiry_format": "side_of_one_player"},
    "zodiac": {"doctor_consecutive_same_target": "forbidden", "zodiac_shoot_nights": "even",
               "bomb_code_max": 4, "gunner_knows_types": False},
    "classic": {"doctor_consecutive_same_target": "forbidden"},
}
WIN = {
    "godfather_nostradamus": ("parity", None),
    "godfather_sherlock": ("parity", None),
    "godfather_jack_sparrow": ("parity_unless_independent", "jack_sparrow"),
    "mafia_nights": ("parity", None),
    "zodiac": ("independent_last_standing", "zodiac"),
    "classic": ("parity", None),
}


@pytest.mark.parametrize("sid", sorted(CLUB))
def test_each_shipped_file_declares_its_presets_and_win_rule(sid: str) -> None:
    raw = tomllib.loads((scenarios_dir() / f"{sid}.toml").read_text(encoding="utf-8"))
    assert "win" in raw and "club_practice" in raw["presets"]  # written, not defaulted
    scen = load_scenario(sid)
    assert scen.preset_rules("club_practice") == CLUB[sid]
    preset = scen.presets["club_practice"]
    assert preset.name.en == "Common club practice" and preset.name.fa
    assert set(preset.sources) == set(CLUB[sid])  # every value says where it comes from
    assert (scen.win.kind, scen.win.alone) == WIN[sid]
    assert scen.win.kind in WIN_KINDS


@pytest.fixture
def club(tmp_path: Path):
    folder = tmp_path / "scenarios"
    folder.mkdir()
    use_club_folders([folder])
    yield folder
    use_club_folders([])


def _club_copy(folder: Path, sid: str, new_id: str, old: str, new: str) -> str:
    text = (scenarios_dir() / f"{sid}.toml").read_text(encoding="utf-8")
    assert old in text
    text = text.replace(f'id = "{sid}"', f'id = "{new_id}"', 1).replace(old, new)
    (folder / f"{new_id}.toml").write_text(text, encoding="utf-8")
    use_club_folders([folder])
    return new_id


def _left_alive(sid: str, alive: set[int]):
    """The reference deal of ``sid`` with only the seats ``alive`` in the game."""
    scen = load_scenario(sid)
    g = Game(Setup(sid, tuple(f"P{i}" for i in range(1, scen.reference_size + 1)),
                   {"cards_enabled": False}))
    g.deal(list(scen.roster.reference))
    st = copy.deepcopy(g.state)
    for p in st.players:
        if p.seat not in alive:
            p.status = "dead"
    return st


def test_the_win_check_reads_the_file_not_the_roster(club: Path) -> None:
    # Jack (seat 11) with two mafia and one citizen: parity is frozen while he lives (3.2.6)
    st = _left_alive("godfather_jack_sparrow", {1, 2, 8, 11})
    assert check_winner(st) is None
    # the same roster under a file that says plain parity: the mafia win
    plain = _club_copy(club, "godfather_jack_sparrow", "jack_parity",
                       'kind = "parity_unless_independent"\nalone = "jack_sparrow"\n'
                       'alive_max = 3\n', 'kind = "parity"\n')
    st = _left_alive(plain, {1, 2, 8, 11})
    assert check_winner(st) == "mafia" and st.winning_seats == [1, 2, 3]
    # the mafia gone with Jack alive: Jack wins by the shipped file, the city by the club's
    assert check_winner(_left_alive("godfather_jack_sparrow", {4, 5, 8, 11})) == "jack_sparrow"
    assert check_winner(_left_alive(plain, {4, 5, 8, 11})) == "city"
    # Sherlock counted with the city (A64): {godfather, citizen, Sherlock} goes on ...
    assert check_winner(_left_alive("godfather_sherlock", {1, 8, 11})) is None
    # ... but not where the file does not name him
    bare = _club_copy(club, "godfather_sherlock", "sherlock_bare",
                      'non_mafia = ["sherlock_holmes"]\n', "")
    assert check_winner(_left_alive(bare, {1, 8, 11})) == "mafia"
    # Nostradamus wins with the side he chose only where the file says so (S0:L7)
    st = _left_alive("godfather_nostradamus", {4, 5})
    st.player(11).card.counters["side"] = "city"
    assert check_winner(st) == "city" and 11 in st.winning_seats
    apart = _club_copy(club, "godfather_nostradamus", "nostradamus_apart",
                       'chosen_side = ["nostradamus"]\n', "")
    st = _left_alive(apart, {4, 5})
    st.player(11).card.counters["side"] = "city"
    assert check_winner(st) == "city" and 11 not in st.winning_seats


def _faults(tmp_path: Path, text: str) -> list[str]:
    f = tmp_path / "club.toml"
    f.write_text(text, encoding="utf-8")
    return [f"{x.field}: {x.reason}" for x in check_scenario_file(f)]


def test_check_refuses_an_unknown_win_kind_and_bad_presets(tmp_path: Path) -> None:
    assert _faults(tmp_path, HARBOUR) == []
    faults = _faults(tmp_path, HARBOUR + '\n[win]\nkind = "last_man_standing"\n')
    assert any(f.startswith("win.kind: unknown win kind 'last_man_standing'") for f in faults)
    assert "parity" in faults[0]  # the kinds the engine has are named
    faults = _faults(tmp_path, HARBOUR + '\n[win]\nkind = "independent_last_standing"\n')
    assert any(f.startswith("win.alone:") for f in faults), faults
    faults = _faults(tmp_path, HARBOUR + '\n[win]\nkind = "parity"\nnon_mafia = ["seer"]\n')
    assert "win.non_mafia.0: the role 'seer' is not an independent" in faults
    faults = _faults(tmp_path, HARBOUR + '\n[presets.fast]\nname = { fa = "تند", en = "Fast" }\n'
                     'rules = { challenge_seconds = "soon", jack_curse = "freeze" }\n'
                     'sources = { tie_resolution = "G2" }\n')
    assert any(f.startswith("presets.fast.rules.challenge_seconds: 'soon' is not allowed")
               for f in faults), faults
    assert "presets.fast.rules.jack_curse: unknown house rule 'jack_curse'" in faults
    assert "presets.fast.sources.tie_resolution: 'tie_resolution' is not set by the preset" \
        in faults


def test_a_club_preset_is_read_from_its_file(club: Path) -> None:
    text = HARBOUR + ('\n[presets.tournament]\nname = { fa = "مسابقه", en = "Tournament" }\n'
                      'rules = { challenge_seconds = 20, tie_resolution = "nobody_leaves" }\n'
                      'sources = { challenge_seconds = "our club" }\n')
    (club / "harbour.toml").write_text(text, encoding="utf-8")
    use_club_folders([club])
    scen = load_scenario("harbour")
    assert scen.preset_rules("tournament") == {"challenge_seconds": 20,
                                               "tie_resolution": "nobody_leaves"}
    assert scen.preset_rules("club_practice") == {}
    # a rule outside the scenario's scope is refused, as in a game script (rules_spec 6.10
    # S14: "… in a scenario file's presets"; Jack's curse needs a Jack-kind role). It was
    # left out when the preset was used (CF46-8)
    text = text.replace("tie_resolution = ", 'jack_curse_after_reveal = "freeze", '
                        "tie_resolution = ")
    (club / "harbour.toml").write_text(text, encoding="utf-8")
    use_club_folders([club])
    with pytest.raises(ScenarioError, match="presets.tournament.rules.jack_curse_after_reveal"
                       ".*house_rule_not_in_scenario"):
        load_scenario("harbour")


def test_scenario_check_names_the_unknown_win_kind(tmp_path: Path) -> None:
    import subprocess
    import sys

    f = tmp_path / "harbour.toml"
    f.write_text(HARBOUR + '\n[win]\nkind = "last_man_standing"\n', encoding="utf-8")
    env = {"PYTHONPATH": str(ROOT), "PATH": "/usr/bin:/bin", "HOME": str(tmp_path)}
    out = subprocess.run([sys.executable, "-m", "narrator_app", "scenario", "check", str(f)],
                         capture_output=True, text=True, env=env, cwd=ROOT)
    assert out.returncode == 2, out
    assert "win.kind: unknown win kind 'last_man_standing'" in out.stderr
    assert "Traceback" not in out.stderr
