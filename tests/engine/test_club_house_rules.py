"""The club scenarios' house rules (club_scenarios 2.11, 3.11, 5.11, 6.11, 7.11; issue 22):
every key of each table is offered by its scenario file, with a default and a source, and
each value of the rules added in issue 22 changes play, through the engine (game scripts run
as rule cases). A file's own rule may set a nested parameter by a dotted path
(``options.0.params.cost``), checked by ``scenario check``."""

from __future__ import annotations

import re
from pathlib import Path

import pytest

from narrator_app.engine import Game, IllegalAction, Setup, legal_choices, options_for
from narrator_app.engine.house_rules import REGISTRY
from narrator_app.engine.scenario import (
    check_scenario_file,
    load_scenario,
    scenarios_dir,
)
from narrator_app.engine.script import run_case

SPEC = Path(__file__).resolve().parents[2] / "docs" / "rules" / "club_scenarios.md"
CLUB = {"takavar": "2.11", "bazpors": "3.11", "mozakere": "5.11", "capo": "6.11",
        "werewolf": "7.11"}
#: A spec key the file offers under another key (the kind's own word for it).
ALIAS = {("takavar", "doctor_consecutive_same_target"): "tk_doctor_repeat"}


def _spec_keys(section: str) -> list[str]:
    """The keys of the house-rules table of ``section`` of club_scenarios.md."""
    text = SPEC.read_text(encoding="utf-8")
    start = text.index(f"### {section} House rules")
    end = text.index("\n### ", start + 1)
    return re.findall(r"^\| `([a-z0-9_]+)`", text[start:end], flags=re.M)


@pytest.mark.parametrize("scenario", sorted(CLUB))
def test_every_house_rule_of_the_spec_is_offered(scenario: str) -> None:
    keys = _spec_keys(CLUB[scenario])
    assert len(keys) >= 4, keys
    scen = load_scenario(scenario)
    own = scen.own_house_rules()
    defaults = scen.default_house_rules()
    for key in keys:
        key = ALIAS.get((scenario, key), key)
        if key in REGISTRY:  # a rule of rules_spec section 7: in the scenario's scope
            assert key in defaults, (scenario, key)
            continue
        assert key in own, f"{scenario}: {key} is not offered"
        rule = own[key]
        assert rule.source and rule.name is not None, key
        assert rule.check(rule.defaults[scen.family]), key
        values = (True, False) if rule.values == "bool" else rule.values
        assert isinstance(values, tuple) and len(values) >= 2, key
        assert all(rule.check(v) for v in values), key


def _spec_rows(section: str) -> list[tuple[str, list[object]]]:
    """Each row of the house-rules table of ``section``: its key and its values as the spec
    writes them (``bool``: true and false; a row of «…» has none)."""
    import yaml

    text = SPEC.read_text(encoding="utf-8")
    start = text.index(f"### {section} House rules")
    end = text.index("\n### ", start + 1)
    rows = []
    for m in re.finditer(r"^\| `([a-z0-9_]+)`[^|]*\| ([^|]+) \|", text[start:end], flags=re.M):
        words = m.group(2).strip()
        if words == "…":
            continue
        rows.append((m.group(1), [True, False] if words == "bool" else
                     [yaml.safe_load(w.strip()) for w in words.split(",")]))
    return rows


@pytest.mark.parametrize("scenario", sorted({**CLUB, "namayande": "4.11"}))
def test_every_value_of_the_spec_is_taken(scenario: str) -> None:
    """CF45-2: a game's house rules (a rule case written from the spec's table) may give
    every value the x.11 table lists, in the spec's words, under the spec's key; each is
    read as one of the values the file offers (the resolved rules hold the file's key and
    value, so it plays as that value), and a game script with it is set up."""
    from narrator_app.engine.house_rules import resolve

    section = {**CLUB, "namayande": "4.11"}[scenario]
    rows = _spec_rows(section)
    assert len(rows) >= 4, rows
    scen = load_scenario(scenario)
    own, defaults = scen.own_house_rules(), scen.default_house_rules()
    for key, values in rows:
        for value in values:
            got = resolve(scen.family, defaults, {key: value}, scen.id, own)
            rule_key = ALIAS.get((scenario, key), key)
            assert rule_key in got, (scenario, key)
            rule = own.get(rule_key) or REGISTRY[rule_key]
            assert rule.check(got[rule_key]), (scenario, key, value, got[rule_key])
            offered = (True, False) if rule.values == "bool" else rule.values
            if isinstance(offered, tuple):
                assert any(got[rule_key] == v and type(got[rule_key]) is type(v)
                           for v in offered), (scenario, key, value, got[rule_key])
    # both words of one value play alike: the spec's «once» is the file's 1
    if scenario == "takavar":
        a = resolve(scen.family, defaults, {"tk_commando_shots": "once",
                                            "doctor_consecutive_same_target": "forbidden"},
                    scen.id, own)
        b = resolve(scen.family, defaults, {"tk_commando_shots": 1,
                                            "tk_doctor_repeat": "forbidden_consecutive"},
                    scen.id, own)
        assert a == b and a["tk_commando_shots"] == 1, (a, b)


def test_the_spec_s_key_in_a_game_script(tmp_path: Path) -> None:
    """CF45-2: Takavar's game script with rules_spec 7's ``doctor_consecutive_same_target``
    (2.11 lists it) was refused ``house_rule_not_in_scenario``; it is the file's
    ``tk_doctor_repeat``: the doctor may not save the same player two nights running."""
    seats = ("[mafia_boss, nato, hostage_taker, detective, doctor, commando, guard, gunner, "
             "plain_citizen, plain_citizen]")
    _case(tmp_path, "takavar", {"doctor_consecutive_same_target": "forbidden"}, seats, """
  - intro_day: {}
  - intro_night: {}
  - day: {}
  - night: {doctor: {save: 9}}
  - day: {}
  - night: {doctor: {save: 9}}
    rejected: repeat_target
""")


def test_an_alias_that_is_a_value_is_refused(tmp_path: Path) -> None:
    """``scenario check`` refuses an alias that is one of the rule's values (it would be
    read as another) or stands for a value the rule does not allow, and a ``spec_key`` the
    scenario has already."""
    text = (scenarios_dir() / "takavar.toml").read_text(encoding="utf-8")
    bad = text.replace('aliases = { once = 1 }', 'aliases = { unlimited = 1, twice = 7 }', 1)
    bad = bad.replace('spec_key = "doctor_consecutive_same_target"',
                      'spec_key = "cards_enabled"', 1)
    assert bad != text
    path = tmp_path / "takavar_copy.toml"
    path.write_text(bad.replace('id = "takavar"', 'id = "takavar_copy"', 1), encoding="utf-8")
    problems = " | ".join(map(str, check_scenario_file(path)))
    assert "'unlimited' is one of values" in problems, problems
    assert "7 is not allowed for 'tk_commando_shots'" in problems, problems
    assert "'cards_enabled' is already a rule of this scenario" in problems, problems


# --- bazpors: the trade (club_scenarios 3.10 C6-C8), nested in the boss's team option -------
SEATS10 = ("[mafia_boss, nato, charlatan, detective, doctor, researcher, invulnerable, "
           "interrogator, plain_citizen, plain_citizen]")
SEATS13 = ("[mafia_boss, nato, charlatan, simple_mafia, detective, doctor, researcher, "
           "invulnerable, interrogator, sniper, plain_citizen, plain_citizen, plain_citizen]")
OPENING = """
  - intro_day: {}
  - intro_night: {}
  - day: {}
"""


def _case(tmp_path: Path, scenario: str, rules: dict, seats: str, script: str) -> None:
    path = tmp_path / "case.yaml"
    hr = "{" + ", ".join(f"{k}: {str(v).lower() if isinstance(v, bool) else v}"
                         for k, v in rules.items()) + "}"
    path.write_text(f"scenario: {scenario}\ntitle: \"house rules {hr}\"\nrule: issue 22\n"
                    f"house_rules: {hr}\nseats: {seats}\nscript:{script}", encoding="utf-8")
    result = run_case(path)
    assert result.passed, "\n".join(result.failures)


@pytest.mark.parametrize(("value", "left"), [("leaves", "[3]"), ("stays", "[]")])
def test_bz_trade_sacrifice_on_fail(tmp_path: Path, value: str, left: str) -> None:
    """C6: a trade that wins nobody over (the detective) takes the sacrifice or not."""
    _case(tmp_path, "bazpors", {"bz_trade_sacrifice_on_fail": value}, SEATS10, OPENING + f"""
  - night: {{mafia: {{trade: {{sacrifice: 3, recruit: 4}}}}}}
  - expect: {{left: {left}, sides: {{4: city}}}}
""")


@pytest.mark.parametrize(("value", "seats", "side"), [
    ("by_table_size", SEATS10, "mafia"), ("by_table_size", SEATS13, "city"),
    ("always", SEATS13, "mafia"), ("never", SEATS10, "city")])
def test_bz_trade_invulnerable(tmp_path: Path, value: str, seats: str, side: str) -> None:
    """C7: whether the trade wins the invulnerable over, by table size, always or never."""
    n10 = seats == SEATS10
    inv, mate = (7, 3) if n10 else (8, 4)
    _case(tmp_path, "bazpors", {"bz_trade_invulnerable": value}, seats, OPENING + f"""
  - night: {{mafia: {{trade: {{sacrifice: {mate}, recruit: {inv}}}}}}}
  - expect: {{left: [{mate}], sides: {{{inv}: {side}}}}}
""")


@pytest.mark.parametrize(("value", "announce"), [("night_every_attempt", "[purchase, 'left:3']"),
                                                 ("none", "['left:3']")])
def test_bz_trade_announcement(tmp_path: Path, value: str, announce: str) -> None:
    """C8: the trade announced at night, or not."""
    _case(tmp_path, "bazpors", {"bz_trade_announcement": value}, SEATS10, OPENING + f"""
  - night: {{mafia: {{trade: {{sacrifice: 3, recruit: 9}}}}}}
  - expect: {{left: [3], announce: {announce}, sides: {{9: mafia}}}}
""")


# --- capo: the recruitment (C5) and the armoursmith (C11) -----------------------------------
CAPO = ("[don, witch, executioner, detective, suspect, armoursmith, herbalist, heir, "
        "plain_citizen, plain_citizen]")
CAPO_OPEN = """
  - intro_night: {heir: {heir_of: 9}}
  - day: {capo_gun: {trustee: 4, suspects: [10, 3], real: 10}}
"""


def test_cp_recruit_on(tmp_path: Path) -> None:
    _case(tmp_path, "capo", {"cp_recruit": True}, CAPO, CAPO_OPEN + """
  - night: {mafia: {recruit: 5}}
  - expect: {sides: {5: mafia}, announce: [purchase]}
""")


def test_cp_recruit_off(tmp_path: Path) -> None:
    """Off: the Don brings no recruitment; the team step offers none and refuses one."""
    _case(tmp_path, "capo", {"cp_recruit": False}, CAPO, CAPO_OPEN + """
  - night: {mafia: {recruit: 5}}
    rejected: bad_script
  - night: {mafia: {shot: 5}}
  - expect: {left: [5]}
""")
    g = Game(Setup("capo", tuple(f"P{i}" for i in range(1, 11)), {"cp_recruit": False}))
    g.deal(["don", "witch", "executioner", "detective", "suspect", "armoursmith", "herbalist",
            "heir", "plain_citizen", "plain_citizen"])
    g.step("heir", {"heir_of": 9})
    g.end_phase()
    g.step("capo_gun", {"trustee": 4, "suspects": [10, 3], "real": 10})
    g.end_phase()
    names = [o.name for o in options_for(g.state, "mafia")]
    assert "recruit" not in names and "shot" in names
    assert "recruit_used" not in g.state.player(1).card.counters


def test_cp_armoursmith_mode_any(tmp_path: Path) -> None:
    _case(tmp_path, "capo", {"cp_armoursmith_mode": "any"}, CAPO, CAPO_OPEN + """
  - night: {mafia: {shot: 9}, armoursmith: {save: 9}}
  - expect: {left: []}
""")


def test_cp_armoursmith_mode_self(tmp_path: Path) -> None:
    """self_once: he armours only himself, once; then he is no longer called."""
    _case(tmp_path, "capo", {"cp_armoursmith_mode": "self"}, CAPO, CAPO_OPEN + """
  - night: {mafia: {shot: 9}, armoursmith: {save: 9}}
    rejected: invalid_target
  - night: {mafia: {shot: 6}, armoursmith: {save: 6}}
  - expect: {left: [], trackers: {6: {self_save_used: true}}}
""")
    g = Game(Setup("capo", tuple(f"P{i}" for i in range(1, 11)),
                   {"cp_armoursmith_mode": "self"}))
    g.deal(["don", "witch", "executioner", "detective", "suspect", "armoursmith", "herbalist",
            "heir", "plain_citizen", "plain_citizen"])
    g.step("heir", {"heir_of": 9})
    g.end_phase()
    g.step("capo_gun", {"trustee": 4, "suspects": [10, 3], "real": 10})
    g.end_phase()
    assert "armoursmith" in [s.key for s in legal_choices(g.state).steps]
    g.step("armoursmith", {"save": 6})
    g.end_phase()
    g.end_phase()
    assert "armoursmith" not in [s.key for s in legal_choices(g.state).steps]


# --- mozakere: the reporter (C5) --------------------------------------------------------------
MZ = ("[mafia_boss, negotiator, simple_mafia, doctor, detective, reporter, sniper, armoured, "
      "plain_citizen, plain_citizen]")
MZ_EXIT = """
  - intro_day: {}
  - intro_night: {}
  - day: {votes: {3: 6}, exit_votes: {3: 6}}
"""


def test_mz_reporter_mode_every_night_after(tmp_path: Path) -> None:
    _case(tmp_path, "mozakere", {"mz_reporter_mode": "converted"}, MZ, MZ_EXIT + """
  - night: {mafia: {negotiate: 9}, reporter: {}}
  - expect: {sides: {9: mafia}, private: {}}
  - day: {}
  - night: {reporter: {inquire: 9}}
  - expect: {private: {reporter: yes}}
""")


@pytest.mark.parametrize(("recruit", "said"), [(9, "yes"), (4, "no")])
def test_mz_reporter_mode_negotiation_night(tmp_path: Path, recruit: int, said: str) -> None:
    """negotiation_night: told on the night of the attempt whether it worked, naming
    nobody; not called (``not_available``) on any other night."""
    _case(tmp_path, "mozakere", {"mz_reporter_mode": "conversion_result"}, MZ, MZ_EXIT + f"""
  - night: {{mafia: {{negotiate: {recruit}}}, reporter: {{inquire: 9}}}}
    rejected: bad_script
  - night: {{mafia: {{negotiate: {recruit}}}}}
  - expect: {{private: {{reporter: {said}}}}}
  - day: {{}}
  - night: {{reporter: {{}}}}
    rejected: not_available
  - night: {{}}
  - expect: {{private: {{}}}}
  - day: {{}}
  - night: {{reporter: {{inquire: 9}}}}
    rejected: not_available
""")


# --- a nested parameter path, checked by scenario check ---------------------------------------
@pytest.mark.parametrize(("path", "why"), [
    ("options.3.params.cost", "options.3"),
    ("options.0.colour.cost", "options.0.colour"),
    ("decider.x", "'decider' is not in the role's params"),
])
def test_a_nested_path_not_in_the_role_s_params_is_refused(tmp_path: Path, path: str,
                                                          why: str) -> None:
    text = (scenarios_dir() / "bazpors.toml").read_text("utf-8").replace(
        'param = "options.0.params.sacrifice_on_fail"', f'param = "{path}"', 1)
    (tmp_path / "bazpors.toml").write_text(text, "utf-8")
    problems = check_scenario_file(tmp_path / "bazpors.toml")
    assert any(why in f.reason for f in problems), problems


def test_a_nested_value_the_kind_refuses_is_a_fault(tmp_path: Path) -> None:
    text = (scenarios_dir() / "bazpors.toml").read_text("utf-8").replace(
        'values = ["leaves", "stays"]', 'values = ["leaves", "vanishes"]', 1)
    (tmp_path / "bazpors.toml").write_text(text, "utf-8")
    problems = check_scenario_file(tmp_path / "bazpors.toml")
    assert any("vanishes" in f.reason for f in problems), problems


def test_a_value_outside_the_rule_is_refused_at_set_up() -> None:
    with pytest.raises(IllegalAction) as exc:
        Game(Setup("bazpors", tuple(f"P{i}" for i in range(1, 11)),
                   {"bz_trade_invulnerable": "sometimes"}))
    assert exc.value.code == "bad_script"


def test_a_word_value_without_its_words_still_loads_and_a_stray_label_is_a_fault(
        tmp_path: Path) -> None:
    """Words (``labels``, fa and en) for a file's own rule's word values are shown by the
    house-rules dialog; a club's file without them still loads (its own word is shown), and
    a label for a value not offered is a fault."""
    src = (scenarios_dir() / "capo.toml").read_text("utf-8")
    line = next(x for x in src.splitlines() if x.startswith("labels = { any = "))
    (tmp_path / "capo.toml").write_text(src.replace(line + "\n", "", 1), "utf-8")
    problems = check_scenario_file(tmp_path / "capo.toml")
    assert [f.field for f in problems] == ["id"], problems  # only: the shipped id wins
    (tmp_path / "capo.toml").write_text(src.replace(
        line, line.replace("self = {", "himself = {"), 1), "utf-8")
    problems = check_scenario_file(tmp_path / "capo.toml")
    assert any("'himself' is not one of values" in f.reason for f in problems), problems
    assert check_scenario_file(scenarios_dir() / "capo.toml") == []


def test_every_shipped_file_gives_words_for_its_own_rules_word_values() -> None:
    """The shipped scenarios never leave the dialog a raw word: each word value of their
    own house rules has its words in both languages."""
    import tomllib

    for path in sorted(scenarios_dir().glob("*.toml")):
        data = tomllib.loads(path.read_text("utf-8"))
        for rule in data.get("house_rules", []) if isinstance(data.get("house_rules"), list) \
                else []:
            labels = rule.get("labels", {})
            for v in rule.get("values", []):
                if isinstance(v, str) and not isinstance(v, bool):
                    assert set(labels.get(v, {})) >= {"fa", "en"}, (path.name, rule["key"], v)
