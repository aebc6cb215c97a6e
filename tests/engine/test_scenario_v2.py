"""The scenario file's version 2 (issue 21 item 4): rosters per table size, a kind's
parameters on a role, the file's own house rules laid over them, reminder steps, and
``[last_move] deck = "none"``. Real files in tmp_path; a toy kind with one parameter reads
its role's params the way every kind does (:func:`abilities.params_as`)."""

from __future__ import annotations

from pathlib import Path
from typing import Any

import pytest
from pydantic import BaseModel, ConfigDict

from narrator_app.engine import Game, IllegalAction, Setup, legal_choices
from narrator_app.engine.abilities import Kind, params_as, register, unregister
from narrator_app.engine.queries import night_calls
from narrator_app.engine.scenario import read_scenario_file, use_club_folders
from narrator_app.engine.script import run_case
from narrator_app.engine.table import require_alive, seat_of


class DoseParams(BaseModel):
    """The toy kind's parameter: how many doses in a game."""

    model_config = ConfigDict(extra="forbid", frozen=True)
    doses: int = 1


def check_dose(st, key: str, actor, value: dict[str, Any]) -> None:
    """A living player, while the role's ``doses`` (its params) are not all used."""
    if set(value) != {"dose"}:
        raise IllegalAction("bad_script", key=key, value=value, detail="unknown_choice")
    require_alive(st, seat_of(st, value["dose"], key), key)
    if actor.card.counters.get("doses_used", 0) >= params_as(st, actor.card.role, DoseParams).doses:
        raise IllegalAction("no_uses_left", key=key, role=key, detail="dose")


def dose(night, holder, target: int) -> None:
    holder.card.counters["doses_used"] = holder.card.counters.get("doses_used", 0) + 1
    night.deaths.setdefault(target, "poison")


DOSER = Kind("a toy kind with a parameter", action="dose", token="poisoned", step=True,
             stage="slaughter", params=DoseParams, name="toy_dose", check=check_dose,
             effect=dose)

BASE = '''format = 2
id = "harbour_two"
family = "gf"
first_phase = "intro_day"
name = { fa = "بندر دو", en = "Harbour two" }

[roster]
min_players = 6
max_players = 10
filler_city = "plain_citizen"
filler_mafia = "simple_mafia"

[roster.sizes]
6 = ["boss", "doser", "detective", "plain_citizen", "plain_citizen", "plain_citizen"]
8 = ["boss", "simple_mafia", "doser", "detective", "plain_citizen", "plain_citizen",
     "plain_citizen", "plain_citizen"]

[[house_rules]]
key = "doser_doses"
role = "doser"
param = "doses"
name = { fa = "دوزهای زهرزن", en = "The poisoner's doses" }
default = 1
values = [1, 2]
source = "a test"

[[roles]]
id = "boss"
kind = "godfather"
side = "mafia"
name = { fa = "رئیس", en = "Boss" }
ability = { fa = "رئیس مافیا", en = "Leads the mafia" }
counters = { vest = true, sixth_sense_uses = 0 }

[[roles]]
id = "simple_mafia"
side = "mafia"
name = { fa = "مافیای ساده", en = "Simple mafia" }
ability = { fa = "-", en = "-" }

[[roles]]
id = "doser"
kind = "toy_dose"
side = "city"
params = { doses = 1 }
name = { fa = "زهرزن", en = "Poisoner" }
ability = { fa = "زهر", en = "Poisons" }

[[roles]]
id = "detective"
side = "city"
name = { fa = "کارآگاه", en = "Detective" }
ability = { fa = "استعلام", en = "Inquires" }

[[roles]]
id = "plain_citizen"
side = "city"
name = { fa = "شهروند ساده", en = "Plain citizen" }
ability = { fa = "-", en = "-" }

[[intro_night]]
key = "mafia_meet"
name = { fa = "آشنایی مافیا", en = "Mafia meet" }
say = { fa = "مافیا بیدار شود", en = "Mafia, wake up" }
gesture = { fa = "-", en = "-" }

[[intro_night]]
key = "lights"
reminder = true
name = { fa = "چراغ‌ها", en = "Lights" }
say = { fa = "چراغ‌ها خاموش", en = "Lights off" }
gesture = { fa = "دست بالا", en = "Hand up" }

[[night]]
key = "mafia"
say = { fa = "مافیا", en = "Mafia" }
gesture = { fa = "-", en = "-" }

[[night]]
key = "mafia_talk"
reminder = true
name = { fa = "گفت‌وگوی مافیا", en = "Mafia talk" }
say = { fa = "سی ثانیه", en = "Thirty seconds" }
gesture = { fa = "ساعت", en = "Clock" }

[[night]]
key = "doser"
say = { fa = "زهرزن", en = "Poisoner" }
gesture = { fa = "-", en = "-" }

[[night]]
key = "detective"
say = { fa = "کارآگاه", en = "Detective" }
gesture = { fa = "-", en = "-" }

[last_move]
deck = "none"
'''

SIX = ["boss", "doser", "detective", "plain_citizen", "plain_citizen", "plain_citizen"]


@pytest.fixture
def club(tmp_path: Path):
    register(DOSER)
    folder = tmp_path / "scenarios"
    folder.mkdir()
    (folder / "harbour_two.toml").write_text(BASE, encoding="utf-8")
    use_club_folders([folder])
    yield folder
    use_club_folders([])
    unregister("toy_dose")


def faults_of(tmp_path: Path, text: str) -> list[str]:
    path = tmp_path / "x.toml"
    path.write_text(text, encoding="utf-8")
    scen, faults = read_scenario_file(path)
    assert scen is None
    return [f"{f.field}: {f.reason}" for f in faults]


def game(n: int, rules: dict[str, Any] | None = None) -> Game:
    return Game(Setup("harbour_two", tuple(f"P{i}" for i in range(1, n + 1)), rules or {}))


def test_a_roster_per_table_size(club: Path) -> None:
    """A listed size is its whole table; between two listed sizes the smaller one plus
    plain citizens; above the largest too (club_scenarios 1.4)."""
    scen = game(6).scenario
    assert scen.format == 2 and scen.reference_size == 6
    assert scen.roster_for(6) == SIX
    assert scen.roster_for(7) == SIX + ["plain_citizen"]
    eight = scen.roster_for(8)
    assert eight.count("simple_mafia") == 1 and len(eight) == 8
    assert scen.roster_for(9) == eight + ["plain_citizen"]
    assert scen.roster.mafia == ["boss"] and scen.roster.city == ["doser", "detective"]


@pytest.mark.parametrize("n", [5, 11])
def test_a_table_outside_the_range_is_refused(club: Path, n: int) -> None:
    with pytest.raises(IllegalAction) as exc:
        game(n)
    assert exc.value.code == "bad_script"


def test_a_dealt_roster_keeps_the_table_s_named_roles(club: Path) -> None:
    g = game(8)
    with pytest.raises(IllegalAction) as exc:  # the detective dropped for a citizen
        g.deal(["boss", "simple_mafia", "doser"] + ["plain_citizen"] * 5)
    assert exc.value.code == "bad_script" and exc.value.facts.get("detail") == "roster"
    with pytest.raises(IllegalAction):  # two simple mafia where the table has one
        g.deal(["boss", "simple_mafia", "simple_mafia", "doser", "detective"]
               + ["plain_citizen"] * 3)
    g.deal(["boss", "doser", "detective"] + ["plain_citizen"] * 5)  # fewer mafia: 6.9 S9
    assert g.state.phase == "intro_day"


def test_sizes_that_break_the_one_third_rule_are_refused(tmp_path: Path) -> None:
    register(DOSER)
    try:
        text = BASE.replace('6 = ["boss", "doser", "detective", "plain_citizen"',
                            '6 = ["boss", "simple_mafia", "simple_mafia", "plain_citizen"', 1)
        faults = faults_of(tmp_path, text)
        assert any(f.startswith("roster.sizes: 3 mafia and independent roles at a table of 6")
                   for f in faults), faults
        text = BASE.replace("min_players = 6", "min_players = 5", 1)
        assert "roster.sizes: no table for min_players (5): list it" in faults_of(tmp_path, text)
        text = BASE.replace('"plain_citizen", "plain_citizen"]\n8', '"plain_citizen"]\n8', 1)
        assert "roster.sizes.6: 5 roles for a table of 6" in faults_of(tmp_path, text)
    finally:
        unregister("toy_dose")


def test_a_role_s_params_are_checked_by_its_kind(tmp_path: Path) -> None:
    register(DOSER)
    try:
        faults = faults_of(tmp_path, BASE.replace("params = { doses = 1 }",
                                                  "params = { dose = 1 }", 1))
        assert "roles.doser.params.dose: unknown field 'dose' (did you mean 'doses'?)" in faults
    finally:
        unregister("toy_dose")


def test_the_kind_reads_its_params_and_the_file_s_house_rule_over_them(club: Path) -> None:
    """The toy kind reads ``doses`` from its role's params; the file's own house rule
    ``doser_doses`` is a default of the game's house rules and its chosen value is laid
    over the params at the start of the game."""
    g = game(6)
    assert g.state.rules["doser_doses"] == 1
    assert params_as(g.state, "doser", DoseParams).doses == 1
    g2 = game(6, {"doser_doses": 2})
    assert params_as(g2.state, "doser", DoseParams).doses == 2
    with pytest.raises(IllegalAction) as exc:
        game(6, {"doser_doses": 3})  # not one of the rule's values
    assert exc.value.facts.get("detail") == "bad_house_rule_value"


CASE = """
scenario: harbour_two
title: The file's own house rule gives the poisoner a second dose
rule: "issue 21 item 4"
seats: [boss, doser, detective, plain_citizen, plain_citizen, plain_citizen, plain_citizen,
        plain_citizen]
house_rules: {doser_doses: %s}
script:
  - intro_day: {}
  - intro_night: {}
  - day: {}
  - night: {mafia: {shot: 8}, doser: {dose: 4}, detective: {inquire: 1}}
  - expect: {left: [8, 4]}
  - day: {}
  - night: {mafia: {shot: 7}, doser: {dose: 5}, detective: {inquire: 1}}
"""


@pytest.mark.parametrize(("doses", "outcome"), [(1, "rejected: no_uses_left"),
                                                (2, "")])
def test_a_rule_case_sets_the_file_s_own_house_rule(club: Path, doses: int,
                                                    outcome: str) -> None:
    case = club.parent / "case.yaml"
    tail = f"    {outcome}\n" if outcome else "  - expect: {left: [7, 5]}\n"
    case.write_text(CASE % doses + tail, encoding="utf-8")
    result = run_case(case)
    assert result.passed, "\n".join(result.failures)


def test_bad_house_rules_of_the_file_are_refused(tmp_path: Path) -> None:
    register(DOSER)
    try:
        text = BASE.replace('param = "doses"', 'param = "dozes"', 1)
        assert any(f.startswith("house_rules.doser_doses.param: 'dozes' is not a parameter")
                   for f in faults_of(tmp_path, text))
        text = BASE.replace("default = 1\n", "default = 3\n", 1)
        assert any(f.startswith("house_rules.doser_doses.default: 3 is not allowed")
                   for f in faults_of(tmp_path, text))
        text = BASE.replace('key = "doser_doses"', 'key = "leon_vest"', 1)
        assert any("is a house rule of rules_spec section 7" in f
                   for f in faults_of(tmp_path, text))
        text = BASE.replace('key = "doser_doses"\nrole = "doser"\nparam = "doses"',
                            'key = "zodiac_win_alive_max"', 1)
        assert any("'zodiac_win_alive_max' is not a house rule of the family 'gf'" in f
                   for f in faults_of(tmp_path, text))
        text = BASE.replace('key = "doser_doses"\nrole = "doser"\nparam = "doses"',
                            'key = "leon_vest"', 1).replace("default = 1\n", "default = true\n")
        assert any("'leon_vest' is about a role kind this scenario does not have" in f
                   for f in faults_of(tmp_path, text))
    finally:
        unregister("toy_dose")


def test_reminder_steps_are_in_the_checklist_and_on_the_sheet(club: Path) -> None:
    g = game(6)
    g.deal(SIX)
    g.end_phase()  # the intro day
    steps = legal_choices(g.state).steps
    assert [(s.key, s.kind) for s in steps] == [("mafia_meet", "reminder"),
                                                ("lights", "reminder")]
    assert steps[1].say is not None and steps[1].say.en == "Lights off"
    g.end_phase()
    g.end_phase()  # the first day
    keys = [(s.key, s.kind) for s in legal_choices(g.state).steps]
    assert keys[:3] == [("mafia", "input"), ("mafia_talk", "reminder"), ("doser", "input")]
    sheet = [d.key for d in night_calls(g.scenario, 6)]
    assert sheet == ["mafia", "mafia_talk", "doser", "detective"]
    assert g.scenario.step_name(night_calls(g.scenario, 6)[1], "fa") == "گفت‌وگوی مافیا"


def test_a_scenario_without_a_deck_plays_without_cards_by_default(club: Path) -> None:
    assert game(6).state.rules["cards_enabled"] is False
    assert game(6, {"cards_enabled": True}).state.rules["cards_enabled"] is True


def test_a_newer_format_is_refused(tmp_path: Path) -> None:
    faults = faults_of(tmp_path, BASE.replace("format = 2", "format = 3", 1))
    assert faults and faults[0].startswith("format:"), faults


#: Classic's lines as a format-1 file wrote them before LN13-1 (its defaults as a
#: ``[house_rules]`` table, its doctor's section-7 rules named by his params).
V1_CLASSIC = (
    ('[[house_rules]]\nkey = "cards_enabled"\ndefault = false\n',
     "[house_rules]\ncards_enabled = false\n"),
    ('params = { self_tracker = "self_save_used", self_tracker_mode = "used" }',
     'params = { self_tracker = "self_save_used", self_tracker_mode = "used", house_rules = '
     '["save_blocks_leon", "doctor_consecutive_same_target"] }'),
)


def test_a_v1_file_loads_unchanged(tmp_path: Path) -> None:
    """A format-1 file (classic as it was written before LN13-1: a ``[house_rules]``
    table, no ``[[house_rules]]``) loads and plays as the shipped classic: its roster, its
    defaults, and its doctor's rule read as the binding the shipped file writes."""
    import re

    from narrator_app.engine.scenario import load_scenario

    shipped = load_scenario("classic")
    text = Path(shipped.path).read_text(encoding="utf-8")
    for now, before in V1_CLASSIC:
        assert now in text
        text = text.replace(now, before)
    text = re.sub(r'\[\[house_rules\]\]\nkey = "doctor_consecutive_same_target"\n(?:[^\n]+\n)*',
                  "", text)
    assert "[[house_rules]]" not in text
    path = tmp_path / "classic.toml"
    path.write_text(text, encoding="utf-8")
    scen, faults = read_scenario_file(path)
    assert scen is not None, faults
    assert scen.format == 1 and scen.roster.sizes == {}
    assert scen.house_rules == shipped.house_rules == {
        "cards_enabled": False, "doctor_consecutive_same_target": "allowed"}
    assert [(e.key, e.role) for e in scen.file_rules] == [
        ("doctor_consecutive_same_target", "doctor")]
    assert scen.default_house_rules() == shipped.default_house_rules()
    assert scen.role("doctor").params == shipped.role("doctor").params
    assert scen.roster_for(8) == list(scen.roster.reference)
