"""What the seventh round of fresh auditors found (decisions CF49): Capo's armoursmith under
the witch, the executioner's roles at a table, and the files a club writes (a params field
read strictly, a roster naming a role twice, control characters in a text, a refused club
file named by its id). Each test fails on the code before."""

from __future__ import annotations

import subprocess
import sys
from pathlib import Path

import pytest

from narrator_app.engine.scenario import check_scenario_file
from narrator_app.engine.script import run_case

ROOT = Path(__file__).resolve().parents[2]
#: The auditors' own minimal cases, with titles that say the rule.
FILES = sorted((Path(__file__).resolve().parent / "audit_round7_cases").glob("*.yaml"))


@pytest.mark.parametrize("case", FILES, ids=[f.stem for f in FILES])
def test_auditor_case(case: Path) -> None:
    result = run_case(case)
    assert result.passed, "\n".join(result.failures)


def _club_file(tmp_path: Path, old: str, new: str, name: str = "club_x") -> Path:
    """classic.toml as a club's own file ``name``, with ``old`` written as ``new``."""
    text = (ROOT / "scenarios" / "classic.toml").read_text(encoding="utf-8")
    text = text.replace('id = "classic"', f'id = "{name}"', 1)
    assert old in text, old
    file = tmp_path / f"{name}.toml"
    file.write_text(text.replace(old, new, 1), encoding="utf-8")
    return file


def _reasons(file: Path) -> list[str]:
    return [f"{f.field}: {f.reason}" for f in check_scenario_file(file)]


def test_the_unchanged_copy_is_valid(tmp_path: Path) -> None:
    assert _reasons(_club_file(tmp_path, 'city = ["doctor"', 'city = ["doctor"')) == []


@pytest.mark.parametrize("value, said", [
    ("true", "true or false where a whole number is wanted"),
    ("1.0", "1.0 is not a whole number"),
    ("-1", "greater than or equal to 0"),
])
def test_a_params_number_is_a_whole_number(tmp_path: Path, value: str, said: str) -> None:
    # an auditor's club file played `self_uses = true` as 1 (CF49-4)
    old = 'self_tracker = "self_save_used"'
    file = _club_file(tmp_path, old, f"self_uses = {value}, {old}")
    reasons = _reasons(file)
    assert any("self_uses" in r and said in r for r in reasons), reasons


def test_a_params_flag_is_true_or_false(tmp_path: Path) -> None:
    # `reads_as_citizen = 1` was read as true (CF49-4)
    file = _club_file(tmp_path, "reads_as_citizen = true", "reads_as_citizen = 1", "club_y")
    reasons = _reasons(file)
    assert any("reads_as_citizen" in r and "valid boolean" in r for r in reasons), reasons


def test_a_named_role_listed_twice_is_refused(tmp_path: Path) -> None:
    file = _club_file(tmp_path, 'city = ["doctor", "detective"]',
                      'city = ["doctor", "detective", "doctor"]')
    assert any(r.startswith("roster: a named role is listed twice") and "doctor" in r
               for r in _reasons(file)), _reasons(file)


def test_a_reference_dealing_a_named_role_twice_is_refused(tmp_path: Path) -> None:
    twice = _club_file(tmp_path, '"doctor", "detective", "plain_citizen", "plain_citizen",',
                       '"doctor", "doctor", "plain_citizen", "plain_citizen",')
    reasons = _reasons(twice)
    assert any(r.startswith("roster.reference: a role other than the fillers is listed twice")
               for r in reasons), reasons


def test_a_text_with_a_control_character_is_refused(tmp_path: Path) -> None:
    text = (ROOT / "scenarios" / "classic.toml").read_text(encoding="utf-8")
    text = text.replace('id = "classic"', 'id = "club_z"', 1)
    start = text.index("[[roles]]")
    at = text.index('fa = "', start) + len('fa = "')
    file = tmp_path / "club_z.toml"
    file.write_text(text[:at] + "\\u0007" + text[at:], encoding="utf-8")
    reasons = _reasons(file)
    assert any("name.fa" in r and "control character U+0007" in r for r in reasons), reasons


def test_a_case_of_a_refused_club_file_says_why(tmp_path: Path) -> None:
    folder = tmp_path / "club"
    folder.mkdir()
    _club_file(folder, "[roster]", "colour = 1\n[roster]", "club_broken")
    (folder / "club_broken.toml").rename(folder / "broken.toml")
    case = tmp_path / "case.yaml"
    case.write_text("scenario: club_broken\nseats: [godfather, simple_mafia, doctor, detective,"
                    " plain_citizen, plain_citizen, plain_citizen]\nscript:\n"
                    "  - intro_night: {}\n", encoding="utf-8")
    out = subprocess.run([sys.executable, "-m", "narrator_app", "--lang", "en", "cases",
                          "--scenarios", str(folder), str(case)],
                         capture_output=True, text=True, cwd=ROOT, timeout=120)
    assert "broken.toml: " in out.stdout and "unknown field 'colour'" in out.stdout, out.stdout
    missing = subprocess.run([sys.executable, "-m", "narrator_app", "--lang", "en", "cases",
                              "--scenarios", str(tmp_path / "nowhere"), str(case)],
                             capture_output=True, text=True, cwd=ROOT, timeout=120)
    assert f"--scenarios {tmp_path / 'nowhere'}: no such folder" in missing.stderr
    assert "club_broken: no such scenario" in missing.stdout, missing.stdout
    assert "scenarios/club_broken.toml" not in missing.stdout  # no shipped path invented


def test_the_gun_window_offers_only_holders_whose_turn_is_to_come() -> None:
    from narrator_app.engine import Game, Setup, legal_choices

    roster = ["mafia_boss", "nato", "hostage_taker", "simple_mafia", "detective", "doctor",
              "commando", "guard", "gunner", "plain_citizen", "plain_citizen", "plain_citizen"]
    g = Game(Setup("takavar", tuple(f"P{i}" for i in range(1, 13)), {}))
    g.deal(roster)
    g.end_phase()  # intro day
    g.end_phase()  # intro night
    g.end_phase()  # day 1
    g.step("gunner", {"give": {10: "war", 11: "war"}})
    g.end_phase()

    def holders() -> list[int]:
        return next((s.seats for s in legal_choices(g.state).steps if s.key == "guns"), [])

    assert holders() == [10, 11]
    g.step("guns", [{"shooter": 11, "target": 2}])
    assert holders() == []  # seat 10's turn has passed (club_scenarios 2.8)


def test_a_miner_who_may_mine_only_on_the_first_night_is_not_called_after_it() -> None:
    from narrator_app.engine import Game, IllegalAction, Setup, legal_choices

    roster = ["don", "rebel", "hacker", "guide", "doctor", "miner", "bodyguard", "lawyer",
              "plain_citizen", "plain_citizen"]
    g = Game(Setup("namayande", tuple(f"P{i}" for i in range(1, 11)),
                   {"nm_mine_night": "first_only"}))
    g.deal(roster)
    g.end_phase()  # intro day
    g.end_phase()  # intro night
    g.step("election", [4, 5])
    g.end_phase()  # day 1

    def called() -> list[str]:
        return [s.key for s in legal_choices(g.state).steps]

    assert "miner" in called()  # night 1: he may mine
    g.step("mafia", {"shot": 9})
    g.step("doctor", {"save": 9})
    g.end_phase()
    g.end_phase()  # day 2
    assert g.state.phase == "night" and g.state.number == 2
    assert "miner" not in called()  # he can no longer act (club_scenarios 1.3)
    with pytest.raises(IllegalAction) as info:
        g.step("miner", {"mine": 9})
    assert info.value.code == "not_available"


@pytest.mark.parametrize("lang, facts, said", [
    ("fa", {"key": "guns", "seat": 9, "detail": "gun_order"}, "به ترتیب صندلی"),
    ("en", {"key": "guns", "seat": 9, "detail": "gun_order"}, "fired in seat order"),
    ("en", {"key": "guns", "seat": 3, "detail": "no_gun"}, "holds no gun"),
    ("en", {"key": "commando", "role": "commando", "detail": "not_shot"}, "Commando wakes"),
    ("en", {"key": "miner", "role": "miner", "detail": "first_main_night"}, "first night"),
])
def test_this_round_s_refusals_say_why(lang: str, facts: dict, said: str) -> None:
    from narrator_app.engine import IllegalAction, load_scenario
    from narrator_app.messages import refusal_text

    scen = load_scenario("takavar" if facts["key"] != "miner" else "namayande")
    text = refusal_text(IllegalAction("not_available", **facts), scen,
                        [f"P{i}" for i in range(1, 11)], lang)
    assert said in text and "{" not in text, text


def test_a_control_character_anywhere_in_the_file_is_refused(tmp_path: Path) -> None:
    text = (ROOT / "scenarios" / "capo.toml").read_text(encoding="utf-8")
    text = text.replace('id = "capo"', 'id = "club_c"', 1)
    at = text.index('source = "') + len('source = "')
    file = tmp_path / "club_c.toml"
    file.write_text(text[:at] + "\\u0007" + text[at:], encoding="utf-8")
    reasons = _reasons(file)
    assert any("source" in r and "control character U+0007" in r for r in reasons), reasons
