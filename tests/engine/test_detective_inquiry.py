"""The shipped detective played by the general ``inquiry`` kind (issue 21): the Godfather
and Al Capone read as citizens by the role's ``reads`` (S2:L44, L53, L115), the Zodiac by the
section-7 rule ``detective_zodiac_result`` laid over ``reads`` (A88), the joker's flip and
``joker_vs_godfather`` (S2:L45; A68), and a club file naming the retired kind ``detective``."""

from __future__ import annotations

from pathlib import Path

import pytest

from narrator_app.engine.script import run_case

MN = ("[godfather, joker, dr_lecter, simple_mafia, pickpocket, mayor, die_hard, leon, "
      "detective, psychiatrist, doctor, plain_citizen]")
ZD = ("[al_capone, bomber, magician, guard, ocean, gunner, leon, detective, doctor, "
      "plain_citizen, plain_citizen, zodiac]")


def _case(tmp_path: Path, scenario: str, seats: str, rules: str, night: str,
          private: str) -> list[str]:
    path = tmp_path / "case.yaml"
    path.write_text(
        f"scenario: {scenario}\ntitle: t\nrule: \"A88\"\nhouse_rules: {rules}\n"
        f"seats: {seats}\nscript:\n" + ("  - intro_day: {}\n" if scenario == "zodiac" else "")
        + "  - intro_night: {}\n  - day: {}\n"
        f"  - night: {night}\n  - expect: {{private: {private}}}\n", encoding="utf-8")
    return run_case(path).failures


@pytest.mark.parametrize(("rule", "answer"), [("negative", "citizen"), ("positive", "mafia")])
def test_the_zodiac_reads_as_the_house_rule_says(tmp_path: Path, rule: str, answer: str) -> None:
    assert _case(tmp_path, "zodiac", ZD, f"{{detective_zodiac_result: {rule}}}",
                 "{detective: {inquire: 12}}", f"{{detective: {answer}}}") == []


@pytest.mark.parametrize(("seat", "answer"), [(1, "citizen"), (2, "mafia"), (10, "citizen")])
def test_al_capone_reads_as_a_citizen(tmp_path: Path, seat: int, answer: str) -> None:
    assert _case(tmp_path, "zodiac", ZD, "{detective_zodiac_result: positive}",
                 f"{{detective: {{inquire: {seat}}}}}", f"{{detective: {answer}}}") == []


@pytest.mark.parametrize(("rule", "seat", "answer"), [
    ("flip", 1, "mafia"), ("godfather_absolute", 1, "citizen"),
    ("godfather_absolute", 4, "citizen"), ("godfather_absolute", 12, "mafia"),
])
def test_the_joker_flips_the_godfather_unless_he_is_absolute(
        tmp_path: Path, rule: str, seat: int, answer: str) -> None:
    night = f"{{joker: {{flip: {seat}}}, detective: {{inquire: {seat}}}}}"
    assert _case(tmp_path, "mafia_nights", MN, f"{{joker_vs_godfather: {rule}}}", night,
                 f"{{detective: {answer}}}") == []


def test_a_file_naming_the_retired_kind_plays_it_as_an_inquiry(tmp_path: Path) -> None:
    from narrator_app.engine import load_scenario
    from narrator_app.engine.scenario import Scenario

    shipped = load_scenario("classic")
    data = shipped.model_dump(by_alias=True, exclude={"sha256", "path"})
    for r in data["roles"]:
        if r["id"] == "detective":
            r["kind"], r["params"] = None, {}
        if r["id"] == "godfather":
            r["id"] = "boss"
            r["kind"] = "godfather"
    old = Scenario.model_validate(data)
    det = old.role("detective")
    assert (det.ability_kind, det.params) == ("inquiry", {"reads": {"boss": "citizen"}})
