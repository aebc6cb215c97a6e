"""A club's file may give a kind's parameters in club_scenarios 9's own words (CF47-1): «a
scenario file would name the kind and give the parameters (section 10 summarises)». Each is
read as the kind takes it; a variant that is a kind of its own here (``give_guns`` fired the
same night, ``revenge_on_exit`` armed by a teammate's exit, ``day_power``'s ``keep_out`` and
``move_vote``) is read as that kind; a word with no reading is still refused, by name."""

from __future__ import annotations

import re
from collections.abc import Iterator
from pathlib import Path
from typing import Any

import pytest

from narrator_app.engine.abilities.registry import validate_params
from narrator_app.engine.scenario import RoleDef, check_scenario_file, use_club_folders
from narrator_app.engine.script import run_case

ROOT = Path(__file__).resolve().parents[2]
TEXT = {"fa": "نقش", "en": "A role"}


def read(kind: str, params: dict[str, Any]) -> tuple[str, dict[str, Any]]:
    role = RoleDef.model_validate({"id": "a_role", "side": "city", "name": TEXT,
                                   "ability": TEXT, "kind": kind, "params": params})
    validate_params(role.ability_kind, role.params)  # the kind's model takes them
    return role.ability_kind, dict(role.params)


@pytest.mark.parametrize(("kind", "params", "expected"), [
    ("block", {"duration": "24h"}, ("block", {"lasts": "24h"})),
    ("armour", {"after": {"convertible": True}, "on_break": "role_shown + loses_ability"},
     ("armour", {"after_convertible": True, "on_break": "role_shown_loses_ability"})),
    ("retaliate", {"uses": "once", "void_when": ["held", "slaughtered"],
                   "shot": {"immune_roles": ["boss"], "save_stops": True}},
     ("retaliate", {"uses": 1, "immune_roles": ["boss"], "save_stops": True})),
    ("revenge_on_exit", {"required": "may", "void_when": ["poisoned", "withdrawn"]},
     ("revenge_on_exit", {"may_pass": True, "shoots_if_poisoned": False})),
    ("revenge_on_exit", {"required": "must", "void_when": ["withdrawn"]},
     ("revenge_on_exit", {"may_pass": False, "shoots_if_poisoned": True})),
    ("revenge_on_exit", {"trigger": "armed_by_teammate_exit", "when": "day",
                         "required": "may", "protected_target": "only_self_leaves",
                         "ends_day": False},
     ("armed_revenge", {"ends_day": False})),
    ("give_guns", {"stock": {"war": 2, "blank": "unlimited"}, "on_mafia_recipient": "none"},
     ("give_guns", {"war": 2, "blank": "unlimited"})),
    ("give_guns", {"per_night": 1, "stock": {"war": 1, "blank": 0}, "self": "never",
                   "fire": "same_night", "on_mafia_recipient": "giver_leaves",
                   "recipient_shot": {"immune_roles": ["don"], "save_stops": False,
                                      "on_city_target": "shooter_leaves"}},
     ("give_bullet", {"uses": 1, "on_mafia_recipient": "giver_leaves",
                      "immune_roles": ["don"], "save_stops": False})),
    ("immune", {"to": "poison", "while": "until(inherited)"},
     ("immune", {"to": ["poison"], "while": "until:inherited"})),
    ("guess_role", {"penalty_on_wrong": "leaves_after(2)"},
     ("guess_role", {"penalty_on_wrong": "leaves", "penalty_after": 2})),
    ("potion", {"antidote": {"uses": 1, "vote": "advisory"}},
     ("potion", {"antidote": {"vote": "advisory"}})),
    ("day_power", {"variant": "keep_out", "uses": 1}, ("keep_out", {"uses": 1})),
    ("day_power", {"variant": "move_vote"}, ("move_vote", {})),
    ("inquiry", {"available": "after(conversion)"},
     ("inquiry", {"available": "after_conversion"})),
    ("convert", {"eligible": ["plain_citizen", "armoured"], "announce": "purchase"},
     ("convert", {"eligible": [{"role": "plain_citizen"}, {"role": "armoured"}],
                  "announce": "night_every_attempt"})),
    ("night_shot", {"decider": "boss card"}, ("night_shot", {"decider": "boss"})),
    ("night_shot", {"options": [{"kind": "convert", "params": {
        "eligible": ["plain_citizen"], "announce": "purchase"}}]},
     ("night_shot", {"options": [{"kind": "convert", "params": {
         "eligible": [{"role": "plain_citizen"}], "announce": "night_every_attempt"}}]})),
    ("potion", {"heal": {"uses": 1, "self": False}, "kill": {"uses": 1, "unsaveable": True}},
     ("potion", {"heal": {"uses": 1}, "self_heal": False, "kill": {"uses": 1}})),
    ("trap", {"fires_on": "team_shot_also_saved", "announce": "mine",
              "toll": "one mafia member chosen by the team"},
     ("trap", {"when_saved": "blast", "announce": True})),
    ("retaliate", {"shot": {"bullets": 1, "per_night": 1, "on_city_target": "shooter_leaves",
                            "immune_roles": ["boss"]}},
     ("retaliate", {"immune_roles": ["boss"]})),
    ("revenge_on_exit", {"void_when": "poisoned", "ends_day": False},
     ("revenge_on_exit", {"shoots_if_poisoned": False})),
])
def test_section_9_words_are_read_as_the_kind_takes_them(
        kind: str, params: dict[str, Any], expected: tuple[str, dict[str, Any]]) -> None:
    assert read(kind, params) == expected


@pytest.mark.parametrize(("kind", "params", "word"), [
    # a rule the kind does not play is refused, never dropped
    ("give_guns", {"fire": "same_night", "on_war_hit": "side_shown"}, "on_war_hit"),
    ("give_guns", {"fire": "next_day", "on_mafia_recipient": "giver_leaves"},
     "on_mafia_recipient"),
    ("retaliate", {"void_when": ["held"]}, "void_when"),
    ("revenge_on_exit", {"void_when": ["slaughtered"]}, "void_when"),
    ("revenge_on_exit", {"trigger": "armed_by_teammate_exit", "when": "night"}, "when"),
    ("block", {"duration": "24h", "lasts": "night"}, "duration"),
    # odd shapes are the model's to refuse, not a crash
    ("give_guns", {"stock": ["war", 2]}, "stock"),
    ("immune", {"while": 3}, "while"),
    ("armour", {"after": "convertible"}, "after"),
    ("give_guns", {"fire": "same_night", "stock": 3}, "stock"),
    ("give_guns", {"fire": "same_night", "stock": {"war": True, "blank": 0}}, "war"),
    ("revenge_on_exit", {"ends_day": True}, "ends_day"),
])
def test_a_word_with_no_reading_is_refused_by_name(kind: str, params: dict[str, Any],
                                                   word: str) -> None:
    with pytest.raises(ValueError, match=word):
        read(kind, params)


#: The shipped Namayande and Takavar with their roles written in section 9's words: the
#: soldier a ``give_guns`` fired the same night, the rebel a ``revenge_on_exit`` armed by a
#: teammate's exit, the lawyer a ``day_power`` ``keep_out``, the commando's shot and void
#: causes, the gunner's stock.
REWRITES = {
    "namayande": [
        ('kind = "armed_revenge"', 'kind = "revenge_on_exit"'),
        ('params = { armed_by = ["don", "hacker"], ends_day = true }',
         'params = { trigger = "armed_by_teammate_exit", armed_by = ["don", "hacker"], '
         'when = "day", required = "may", protected_target = "only_self_leaves", '
         'ends_day = true, void_when = ["withdrawn"] }'),
        ('kind = "keep_out"', 'kind = "day_power"'),
        ('params = { uses = 1, self = true }',
         'params = { variant = "keep_out", uses = 1, self = true }'),
        ('kind = "give_bullet"', 'kind = "give_guns"'),
        ('params = { uses = 1, on_mafia_recipient = "giver_leaves", immune_roles = ["don"], '
         'save_stops = true }',
         'params = { per_night = 1, stock = { war = 1, blank = 0 }, self = "never", '
         'fire = "same_night", on_mafia_recipient = "giver_leaves", recipient_shot = { '
         'immune_roles = ["don"], save_stops = true, on_city_target = "shooter_leaves" } }'),
    ],
    "takavar": [
        ('params = { trigger = "named_by_team_shot", uses = "unlimited", immune_roles = '
         '["mafia_boss"], save_stops = false }',
         'params = { trigger = "named_by_team_shot", uses = "unlimited", void_when = '
         '["held", "slaughtered"], shot = { immune_roles = ["mafia_boss"], '
         'save_stops = false } }'),
        ('war = "by_table_size", war_by_size = { 10 = 1, 12 = 2 }, blank = "unlimited",',
         'stock = { war = "by_table_size", blank = "unlimited" }, war_by_size = '
         '{ 10 = 1, 12 = 2 }, on_mafia_recipient = "none",'),
    ],
}


def _cases_of(scenario: str) -> list[Path]:
    return sorted([*(ROOT / "tests" / "rule_cases" / scenario).glob("*.yaml"),
                   *(ROOT / "tests" / "engine" / f"{scenario}_cases").glob("*.yaml")])


CASES = [(s, c) for s in REWRITES for c in _cases_of(s)]


@pytest.fixture(scope="module")
def spec_folder(tmp_path_factory: pytest.TempPathFactory) -> Iterator[Path]:
    folder = tmp_path_factory.mktemp("spec_words")
    for scenario, rewrites in REWRITES.items():
        text = (ROOT / "scenarios" / f"{scenario}.toml").read_text(encoding="utf-8")
        text = re.sub(rf'^id = "{scenario}"', f'id = "{scenario}_words"', text, count=1,
                      flags=re.M)
        for old, new in rewrites:
            assert old in text, old  # the shipped file still says it this way
            text = text.replace(old, new)
        (folder / f"{scenario}_words.toml").write_text(text, encoding="utf-8")
    use_club_folders([folder])
    try:
        yield folder
    finally:
        use_club_folders([])


def test_the_rewritten_files_pass_their_check(spec_folder: Path) -> None:
    for scenario in REWRITES:
        assert check_scenario_file(spec_folder / f"{scenario}_words.toml") == []


@pytest.mark.parametrize(("scenario", "case"), CASES,
                         ids=[f"{s}/{c.name}" for s, c in CASES])
def test_the_rewritten_files_play_the_cases(spec_folder: Path, scenario: str,
                                            case: Path) -> None:
    text = case.read_text(encoding="utf-8")
    renamed = re.sub(rf"^(\s*scenario:\s*){scenario}\s*$", rf"\g<1>{scenario}_words", text,
                     flags=re.M)
    assert renamed != text
    copy = spec_folder / "cases" / scenario / case.name
    copy.parent.mkdir(parents=True, exist_ok=True)
    copy.write_text(renamed, encoding="utf-8")
    result = run_case(copy)
    assert result.passed, "\n".join(result.failures)


def _takavar_with(tmp_path: Path, old: str, new: str) -> Path:
    text = (ROOT / "scenarios" / "takavar.toml").read_text(encoding="utf-8")
    assert old in text
    text = text.replace(old, new).replace('id = "takavar"', 'id = "takavar_boss"', 1)
    path = tmp_path / "takavar_boss.toml"
    path.write_text(text, encoding="utf-8")
    return path


COMMANDO = 'immune_roles = ["mafia_boss"]'


def test_the_word_boss_names_the_boss_card(tmp_path: Path) -> None:
    """9.1 «``immune_roles``: [boss …]»: the team's boss card, whatever its id (CF47-14)."""
    path = _takavar_with(tmp_path, COMMANDO, 'immune_roles = ["boss"]')
    assert check_scenario_file(path) == []
    use_club_folders([tmp_path])
    try:
        from narrator_app.engine.scenario import load_scenario

        role = load_scenario("takavar_boss").role("commando")
        assert list(role.params["immune_roles"]) == ["mafia_boss"]
    finally:
        use_club_folders([])


def test_a_role_id_no_role_of_the_file_is_refused_by_name(tmp_path: Path) -> None:
    """An id in a role-id parameter that is no role of the file was taken and ignored: the
    commando's shot removed the boss it named wrongly (CF47-14)."""
    path = _takavar_with(tmp_path, COMMANDO, 'immune_roles = ["mafia_bos"]')
    faults = [str(f) for f in check_scenario_file(path)]
    assert any("'mafia_bos' is no role of this file" in f and "mafia_boss" in f
               for f in faults), faults
