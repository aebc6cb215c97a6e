"""A club's own scenario files: new roles on existing ability kinds, the club folder, and
``scenario check`` (issue 13, "Beyond the five")."""

from __future__ import annotations

import random
import subprocess
import sys
from pathlib import Path

import pytest

from narrator_app.engine import Game, available_scenarios
from narrator_app.engine.scenario import (
    check_scenario_file,
    load_scenario,
    scenario_catalogue,
    scenarios_dir,
    use_club_folders,
)
from narrator_app.engine.script import run_case
from narrator_app.engine.simulate import play_random

ROOT = Path(__file__).resolve().parents[2]

#: A harbour town: five new role ids played by kinds the engine has, woken in an order no
#: shipped scenario has (the seer before the mafia, the thief after the medic).
HARBOUR = (ROOT / "tests" / "fixtures" / "scenarios" / "harbour.toml").read_text(encoding="utf-8")

#: The order as written: the medic wakes before the thief, so his save the night he is
#: robbed stands (6.9 S3); the sniper wakes after the theft, so his shot that night is void;
#: from the next night the medic's saves have no effect. The seer reads the boss (a
#: godfather kind) as a citizen; his answer is signalled under his own role id (the retired
#: kind ``detective`` is now an ``inquiry``, which signals under the role's id: IQ3).
HARBOUR_CASE = """
scenario: harbour
title: The order as written decides whom the theft voids
rule: "rules_spec 6.9 S3; 3.4.5"
seats: [boss, thug, seer, medic, thief, sniper, villager, villager, villager]
script:
  - intro_night: {}
  - day: {}
  - night: {seer: {inquire: 1}, medic: {save: 7}, thief: {steal: 4}, mafia: {shot: 7}}
  - expect: {left: [], private: {seer: citizen, detective: null}, trackers: {5: {steal_used: true}}}
  - day: {}
  - night: {medic: {save: 8}, mafia: {shot: 8}, sniper: {shoot: 2}}
  - expect: {left: [2, 8], trackers: {6: {bullets: 1}}}
"""


@pytest.fixture
def club(tmp_path: Path):
    folder = tmp_path / "scenarios"
    folder.mkdir()
    (folder / "harbour.toml").write_text(HARBOUR, encoding="utf-8")
    use_club_folders([folder])
    yield folder
    use_club_folders([])


def test_new_roles_on_existing_kinds_resolve_in_the_written_order(club: Path) -> None:
    case = club.parent / "harbour-case.yaml"
    case.write_text(HARBOUR_CASE, encoding="utf-8")
    result = run_case(case)
    assert result.passed, "\n".join(result.failures)
    # the same night with the thief robbing the sniper before he wakes: his shot is void
    scen = load_scenario("harbour")
    assert [d.key for d in scen.night] == ["seer", "medic", "thief", "mafia", "sniper"]


def test_a_whole_game_of_a_club_scenario_plays_and_replays(club: Path) -> None:
    assert "harbour" in available_scenarios()
    for seed in range(12):
        from narrator_app.engine import Setup

        g = Game(Setup("harbour", tuple(f"P{i}" for i in range(1, 10))))
        play_random(g, random.Random(seed), max_actions=600, probe=seed % 3 == 0)
        assert g.state.winner in ("mafia", "city"), (seed, g.state.phase, g.state.number)
        again = Game.replay(g.setup, g.actions, g.scenario)
        assert again.state.fingerprint() == g.state.fingerprint()


def test_club_folder_lists_valid_invalid_and_clashing_files(club: Path) -> None:
    (club / "broken.toml").write_text('id = "broken"\n[name\n', encoding="utf-8")
    clash = (scenarios_dir() / "classic.toml").read_text(encoding="utf-8")
    (club / "my-classic.toml").write_text(clash, encoding="utf-8")
    use_club_folders([club])
    entries = {Path(e.path).name: e for e in scenario_catalogue() if e.origin == "club"}
    assert entries["harbour.toml"].refused is None
    assert "not valid TOML" in entries["broken.toml"].refused
    assert ":2:" in entries["broken.toml"].refused  # the line the TOML parser gives
    assert "shipped one is used" in entries["my-classic.toml"].refused
    ids = available_scenarios()
    assert ids.count("classic") == 1 and "harbour" in ids and "broken" not in ids
    assert load_scenario("classic").path == str(scenarios_dir() / "classic.toml")


def _faults(tmp_path: Path, text: str) -> list[str]:
    f = tmp_path / "club.toml"
    f.write_text(text, encoding="utf-8")
    return [f"{x.field}: {x.reason}" for x in check_scenario_file(f)]


def test_check_refuses_what_the_engine_cannot_play(tmp_path: Path) -> None:
    unknown_kind = HARBOUR.replace('kind = "shoot"', 'kind = "archer"')
    assert any(f.startswith("roles.sniper.kind: unknown ability kind 'archer'")
               for f in _faults(tmp_path, unknown_kind))
    twice = HARBOUR + '\n[[night]]\nkey = "sniper"\nsay = { fa = "x", en = "x" }\n' \
        'gesture = { fa = "x", en = "x" }\n'
    assert "night.sniper.key: the step 'sniper' is listed twice" in _faults(tmp_path, twice)
    unknown_step = HARBOUR.replace('key = "sniper"', 'key = "archer"')
    assert any(f.startswith("night.archer.key: unknown step 'archer'")
               for f in _faults(tmp_path, unknown_step))
    not_dealt = HARBOUR.replace('city = ["seer", "medic", "thief", "sniper"]',
                                'city = ["seer", "medic", "thief"]').replace(
        '"thief", "sniper", "villager"', '"thief", "villager", "villager"')
    assert "night.sniper.key: the role 'sniper' is not in the roster" in _faults(tmp_path,
                                                                                not_dealt)
    heavy = HARBOUR.replace('mafia = ["boss"]', 'mafia = ["boss", "thug", "thug2"]')
    assert any("one third at most" in f or "unknown role" in f for f in _faults(tmp_path, heavy))


def test_a_second_leon_step_in_a_shipped_file_is_refused(tmp_path: Path) -> None:
    text = (scenarios_dir() / "godfather_nostradamus.toml").read_text(encoding="utf-8")
    text += '\n[[night]]\nkey = "leon"\nsay = { fa = "x", en = "x" }\n' \
        'gesture = { fa = "x", en = "x" }\n'
    faults = _faults(tmp_path, text)
    assert any("the step 'leon' is listed twice" in f for f in faults), faults


def test_scenario_check_command(tmp_path: Path) -> None:
    bad = tmp_path / "bad.toml"
    bad.write_text(HARBOUR.replace('kind = "doctor"', 'kind = 5'), encoding="utf-8")
    syntax = tmp_path / "syntax.toml"
    syntax.write_text('id = "s"\nname = {\n', encoding="utf-8")
    good = tmp_path / "harbour.toml"
    good.write_text(HARBOUR, encoding="utf-8")
    deep = tmp_path / "deep.toml"
    deep.write_text("x = " + "[" * 3000 + "]" * 3000 + "\n", encoding="utf-8")
    run = [sys.executable, "-m", "narrator_app", "scenario", "check"]
    env = {"PYTHONPATH": str(ROOT), "PATH": "/usr/bin:/bin", "HOME": str(tmp_path)}
    out = subprocess.run([*run, str(good)], capture_output=True, text=True, env=env, cwd=ROOT)
    assert out.returncode == 0 and "ok" in out.stdout
    for f, want in ((bad, "bad.toml:58: roles.medic.kind"), (syntax, "syntax.toml:2:"),
                    (deep, "deep.toml")):
        out = subprocess.run([*run, str(f)], capture_output=True, text=True, env=env, cwd=ROOT)
        assert out.returncode == 2, out
        assert want in out.stderr and "Traceback" not in out.stderr, out.stderr


def test_a_club_role_is_named_in_refusals(club: Path) -> None:
    """A refusal about a club's role names that role, not the kind it is played by."""
    from narrator_app.engine import IllegalAction, Setup
    from narrator_app.messages import refusal_text

    g = Game(Setup("harbour", tuple(f"P{i}" for i in range(1, 10))))
    g.deal(["boss", "thug", "seer", "medic", "thief", "sniper", "villager", "villager",
            "villager"])
    g.end_phase()
    g.end_phase()
    with pytest.raises(IllegalAction) as exc:
        g.step("sniper", {"shoot": 6})
    assert exc.value.code == "invalid_target"
    assert "Sniper" in refusal_text(exc.value, g.scenario, lang="en")


def test_every_kind_with_a_night_step_has_a_check() -> None:
    """Every kind with a night step of its own brings its check from its module (issue 21:
    no table of checks keyed by kind name): :attr:`Kind.check`, or :attr:`Kind.whole_check`
    for a kind that checks its step whole (Nostradamus, Jack, Sherlock)."""
    from narrator_app.engine.abilities import KINDS

    stepping = {k for k, v in KINDS.items() if v.step or v.action}
    unchecked = {k for k in stepping if KINDS[k].check is None and KINDS[k].whole_check is None}
    assert stepping and unchecked == set()
    assert {"nostradamus", "sherlock_holmes"} <= {
        k for k, v in KINDS.items() if v.whole_check is not None}
    # Jack is a ``linked_exit`` in the seeds' form (JL32): his role's kind checks it whole
    from narrator_app.engine.abilities.params import role_kind
    jack = role_kind(load_scenario("godfather_jack_sparrow"), "jack_sparrow")
    assert jack is not None and jack.name == "linked_exit" and jack.whole_check is not None


def test_cases_command_finds_a_club_scenario_with_scenarios_dir(tmp_path: Path) -> None:
    folder = tmp_path / "club"
    folder.mkdir()
    (folder / "harbour.toml").write_text(HARBOUR, encoding="utf-8")
    case = tmp_path / "case.yaml"
    case.write_text(HARBOUR_CASE, encoding="utf-8")
    env = {"PYTHONPATH": str(ROOT), "PATH": "/usr/bin:/bin", "HOME": str(tmp_path),
           "XDG_DATA_HOME": str(tmp_path / "data")}
    run = [sys.executable, "-m", "narrator_app"]
    out = subprocess.run([*run, "cases", str(case)], capture_output=True, text=True, env=env,
                         cwd=ROOT)
    assert out.returncode == 1 and "harbour" in out.stdout  # unknown without the folder
    for args in (["--scenarios", str(folder), "cases", str(case)],
                 ["cases", "--scenarios", str(folder), str(case)]):
        out = subprocess.run([*run, *args], capture_output=True, text=True, env=env, cwd=ROOT)
        assert out.returncode == 0 and "1 passed, 0 failed" in out.stdout, out
