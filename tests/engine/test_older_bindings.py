"""Files written before LN13-1 (issue 21): a role's ``params.house_rules`` list and the
engine's table laying ``detective_zodiac_result`` over the detective's ``reads`` are no
longer the engine's; such a file is read with ``[[house_rules]]`` bindings in their place
(``scenario._older_bindings``) and plays as the shipped file, which writes them."""

from __future__ import annotations

import re
import tomllib
from pathlib import Path
from typing import Any

import pytest

from narrator_app.engine import file_rules, load_scenario
from narrator_app.engine.abilities.params import params_of
from narrator_app.engine.abilities.registry import tracker_kind
from narrator_app.engine.abilities.save import SaveParams
from narrator_app.engine.scenario import (
    Scenario,
    check_scenario_file,
    read_scenario_file,
    scenarios_dir,
)

#: The keys the save roles' params named before LN13-1, by scenario and role.
NAMED = {
    "classic": {"doctor": ["save_blocks_leon", "doctor_consecutive_same_target"]},
    "godfather_nostradamus": {"dr_watson": ["save_blocks_leon",
                                            "doctor_consecutive_same_target"]},
    "mafia_nights": {"dr_lecter": ["doctor_consecutive_same_target"],
                     "doctor": ["save_blocks_leon", "doctor_consecutive_same_target"]},
    "zodiac": {"doctor": ["save_blocks_leon", "doctor_consecutive_same_target"]},
}
LAID = ("doctor_consecutive_same_target", "save_blocks_leon", "detective_zodiac_result")
#: A value of each other than the shipped default.
OTHER = {"doctor_consecutive_same_target": "forbidden", "save_blocks_leon": False,
         "detective_zodiac_result": "positive"}


def older_text(scenario_id: str) -> str:
    """The shipped file as written before LN13-1: the save roles' params name their keys,
    which no entry binds to them, and no entry binds ``detective_zodiac_result``."""
    text = (scenarios_dir() / f"{scenario_id}.toml").read_text(encoding="utf-8")
    text = text.replace(f'id = "{scenario_id}"', 'id = "older_copy"', 1)
    pairs = [(k, role) for role, keys in NAMED[scenario_id].items() for k in keys]
    pairs.append(("detective_zodiac_result", "detective"))
    n = 0
    for key, role in pairs:
        text, found = re.subn(rf'\[\[house_rules\]\]\nkey = "{key}"\nrole = "{role}"\n'
                              r'(?:[^\n]+\n)*\n?', "", text)
        n += found
    assert n
    for role, keys in NAMED[scenario_id].items():
        listed = ", ".join(f'"{k}"' for k in keys)
        text, n = re.subn(rf'(id = "{role}"\nkind = "save"\nparams = \{{[^\n]*)( \}})',
                          rf'\1, house_rules = [{listed}]\2', text, count=1)
        assert n == 1
    return text


def bound(scen: Scenario) -> dict[tuple[str, str], tuple[str, Any]]:
    return {k: (e.param, e.mapping) for k, e in file_rules.bindings(scen).items()
            if k[0] in LAID}


@pytest.mark.parametrize("scenario_id", sorted(NAMED))
def test_an_older_file_binds_what_the_shipped_file_binds(tmp_path: Path,
                                                         scenario_id: str) -> None:
    path = tmp_path / "older_copy.toml"
    path.write_text(older_text(scenario_id), encoding="utf-8")
    older, faults = read_scenario_file(path)
    assert older is not None, faults
    assert check_scenario_file(path) == []
    shipped = load_scenario(scenario_id)
    assert bound(older) == bound(shipped) != {}
    assert older.default_house_rules() == shipped.default_house_rules()
    for role in NAMED[scenario_id]:
        assert older.role(role).params == shipped.role(role).params
        assert "house_rules" not in older.role(role).params
        assert tracker_kind(older.role(role)) == tracker_kind(shipped.role(role))
    rules = shipped.default_house_rules()
    for key in sorted(set(LAID) & set(rules)):
        assert rules[key] != OTHER[key]
        chosen = {**rules, key: OTHER[key]}
        for role in [r.id for r in shipped.roles]:
            assert params_of(older, role, chosen) == params_of(shipped, role, chosen), (
                key, role)


def test_classic_offers_no_leon_rule() -> None:
    """Classic has no Leon: the doctor's ``save_blocks_leon`` (which his older params
    named) is neither offered nor bound; ``doctor_consecutive_same_target`` is (A22)."""
    scen = load_scenario("classic")
    rules = scen.default_house_rules()
    assert "save_blocks_leon" not in rules
    assert rules["doctor_consecutive_same_target"] == "allowed"
    assert set(file_rules.bindings(scen)) == {("doctor_consecutive_same_target", "doctor")}


def test_one_rule_over_two_roles() -> None:
    """``save_blocks_leon`` laid over Leon's ``save_stops`` and the doctor's ``stops``
    (LN13-1): false takes the shot out of both."""
    scen = load_scenario("zodiac")
    rules = {**scen.default_house_rules(), "save_blocks_leon": False}
    assert {r for k, r in file_rules.bindings(scen) if k == "save_blocks_leon"} == {
        "leon", "doctor"}
    chosen, default = params_of(scen, "doctor", rules), params_of(scen, "doctor", None)
    assert isinstance(chosen, SaveParams) and isinstance(default, SaveParams)
    assert "shoot" not in chosen.stops and "shoot" in default.stops
    leon = params_of(scen, "leon", rules)
    assert leon != params_of(scen, "leon", None)


def _with_entries(scenario_id: str, extra: str) -> Scenario:
    text = (scenarios_dir() / f"{scenario_id}.toml").read_text(encoding="utf-8")
    i = text.index("[[house_rules]]")
    return Scenario.model_validate(tomllib.loads(text[:i] + extra + text[i:]))


@pytest.mark.parametrize(("extra", "where", "words"), [
    ('[[house_rules]]\nkey = "save_blocks_leon"\nrole = "doctor"\nparam = "stops"\n'
     'default = true\nmap = { true = ["night_shot"], false = [] }\n\n',
     "role", "twice"),
    ('[[house_rules]]\nkey = "save_blocks_leon"\nrole = "detective"\nparam = "reads"\n'
     'default = false\n\n', "default", "differs"),
    ('[[house_rules]]\nkey = "cards_enabled"\ndefault = false\n\n'
     '[[house_rules]]\nkey = "cards_enabled"\ndefault = false\n\n', "key", "listed twice"),
    ('[[house_rules]]\nkey = "detective_zodiac_result"\nrole = "detective"\n'
     'param = ["reads", "nobody", "x"]\ndefault = "negative"\n\n', "param", "not in"),
])
def test_scenario_check_checks_bindings_per_role(extra: str, where: str,
                                                 words: str) -> None:
    problems = file_rules.file_rule_problems(_with_entries("zodiac", extra))
    assert any(p.endswith(where) and words in why for p, why in problems), problems


def test_an_unknown_named_key_is_still_refused(tmp_path: Path) -> None:
    """A save role's params naming a key no older file could name: refused, as before."""
    text = older_text("classic").replace('"doctor_consecutive_same_target"]',
                                         '"doctor_consecutive_same_target", "nonsense"]')
    path = tmp_path / "older_copy.toml"
    path.write_text(text, encoding="utf-8")
    faults = check_scenario_file(path)
    assert any("house_rules" in f.field for f in faults), faults


PLAIN = '\n[[house_rules]]\nkey = "{key}"\ndefault = {value}\n'


@pytest.mark.parametrize("scenario_id,key,value", [
    # an older club file: the save's params name the key, a plain entry sets its default
    ("classic", "doctor_consecutive_same_target", '"forbidden"'),
    # a file that writes the Zodiac's reading rule as a plain default, not a binding
    ("zodiac", "detective_zodiac_result", '"positive"'),
])
def test_a_plain_entry_of_a_laid_key_gives_the_binding_its_default(
        tmp_path: Path, scenario_id: str, key: str, value: str) -> None:
    """A plain ``[[house_rules]]`` entry of a section-7 key (no role: that rule's default
    here) beside the older form that lays it: the file loads, the rule is laid over the
    role as the shipped file lays it, with the plain entry's default (MG31-8; before, the
    first was refused «listed twice», the second laid nothing)."""
    text = older_text(scenario_id) if scenario_id == "classic" else (
        (scenarios_dir() / "zodiac.toml").read_text(encoding="utf-8").replace(
            'id = "zodiac"', 'id = "older_copy"', 1))
    if scenario_id == "zodiac":
        text, n = re.subn(rf'\[\[house_rules\]\]\nkey = "{key}"\nrole = "detective"\n'
                          r'(?:[^\n]+\n)*\n?', "", text)
        assert n == 1
    path = tmp_path / "older_copy.toml"
    path.write_text(text + PLAIN.format(key=key, value=value), encoding="utf-8")
    older, faults = read_scenario_file(path)
    assert older is not None, faults
    assert check_scenario_file(path) == []
    shipped = load_scenario(scenario_id)
    assert bound(older) == bound(shipped) != {}
    want = tomllib.loads(f"v = {value}")["v"]
    assert older.default_house_rules()[key] == want
    chosen = {**shipped.default_house_rules(), key: want}
    for role in [r.id for r in shipped.roles]:
        assert params_of(older, role, chosen) == params_of(shipped, role, chosen), role
