"""Leon is the general kind ``shoot`` with his parameters (issue 21 item 3): his section-7
house rules are laid over them by the scenario files' ``[[house_rules]]`` entries (a role, a
param and a section-7 key), offered exactly where a file lays them; his shot, vest, bullets
and the Zodiac exception play as before (S0:L11-L12, S2:L52, S2:L110; A17-A23)."""

from __future__ import annotations

from pathlib import Path

import pytest

from narrator_app.engine import Game, Setup, load_scenario, tokens_tonight
from narrator_app.engine.abilities import kind_names
from narrator_app.engine.abilities.params import params_of
from narrator_app.engine.script import run_case

LEON_RULES = {"leon_bullets", "leon_vest", "leon_backfire_target_harmed",
              "leon_backfire_saveable", "save_blocks_leon", "vest_consumed_when_saved"}
GF_SEATS = ("[godfather, saul_goodman, matador, dr_watson, leon, citizen_kane, constantine, "
            "plain_citizen, plain_citizen, plain_citizen, nostradamus]")
ZD_SEATS = ("[al_capone, bomber, magician, guard, ocean, gunner, leon, detective, doctor, "
            "plain_citizen, plain_citizen, zodiac]")


def _run(tmp_path: Path, text: str) -> list[str]:
    path = tmp_path / "case.yaml"
    path.write_text(text, encoding="utf-8")
    return run_case(path).failures


def test_leon_is_a_shoot_role_and_his_rules_are_offered_only_where_bound() -> None:
    assert "leon" not in kind_names()
    for sid in ("godfather_nostradamus", "mafia_nights", "zodiac"):
        scen = load_scenario(sid)
        assert scen.role("leon").ability_kind == "shoot"
        assert LEON_RULES <= set(scen.default_house_rules()), sid
    # a Leon key, taken wherever a Leon-kind role sits (rules_spec 6.10 S14), Mafia Nights
    # too, where no independent makes it decide anything (it was refused there: CF46-10)
    assert "leon_vs_independent" in load_scenario("zodiac").default_house_rules()
    assert "leon_vs_independent" in load_scenario("mafia_nights").default_house_rules()
    for sid in ("mozakere", "bazpors", "classic"):  # a club sniper, no Leon: none offered
        assert not LEON_RULES & set(load_scenario(sid).default_house_rules()), sid


def test_the_house_rules_chosen_are_leon_s_params() -> None:
    scen = load_scenario("godfather_nostradamus")
    rules = scen.default_house_rules()
    p = params_of(scen, "leon", rules)
    assert (p.bullets, p.vest, p.on_city_target, p.on_independent) == (
        2, True, "shooter_leaves", "nothing")
    rules |= {"leon_bullets": "mafia_count", "leon_vest": False,
              "leon_backfire_target_harmed": True, "leon_vs_independent": "leon_dies"}
    p = params_of(scen, "leon", rules)
    assert (p.bullets, p.vest, p.on_city_target, p.on_independent) == (
        "mafia_count", False, "both_leave", "shooter_leaves")
    g = Game(Setup("godfather_nostradamus", tuple("abcdefghijk"), {
        "leon_bullets": 3, "leon_vest": False}))
    g.deal(["godfather", "saul_goodman", "matador", "dr_watson", "leon", "citizen_kane",
            "constantine", "plain_citizen", "plain_citizen", "plain_citizen", "nostradamus"])
    assert g.state.player(5).card.counters == {"bullets": 3}


@pytest.mark.parametrize(("rule", "left"), [("no_effect", "[]"), ("leon_dies", "[5]")])
def test_leon_vs_independent_is_laid_over_his_shot(tmp_path: Path, rule: str,
                                                   left: str) -> None:
    assert _run(tmp_path, f"""scenario: godfather_nostradamus
title: t
house_rules: {{cards_enabled: false, leon_vs_independent: {rule}}}
seats: {GF_SEATS}
script:
  - intro_day: {{}}
  - intro_night: {{nostradamus: {{pick: [8, 9, 10], side: city}}}}
  - day: {{}}
  - night: {{leon: {{shoot: 11}}}}
  - expect: {{left: {left}, trackers: {{5: {{bullets: 1}}}}}}
""") == []


def test_on_the_zodiac_leon_s_shot_removes_nobody_whatever_the_rule(tmp_path: Path) -> None:
    assert _run(tmp_path, f"""scenario: zodiac
title: t
house_rules: {{leon_vs_independent: leon_dies}}
seats: {ZD_SEATS}
script:
  - intro_day: {{}}
  - intro_night: {{}}
  - day: {{}}
  - night: {{leon: {{shoot: 12}}}}
  - expect: {{left: [], trackers: {{7: {{bullets: 2}}}}}}
""") == []


def test_the_vest_and_the_godfather_s_vest(tmp_path: Path) -> None:
    """The team's shot breaks Leon's vest (A18); Leon's shot breaks the Godfather's (S0:L8);
    a saved wearer keeps his vest unless vest_consumed_when_saved (A23)."""
    assert _run(tmp_path, f"""scenario: godfather_nostradamus
title: t
house_rules: {{cards_enabled: false}}
seats: {GF_SEATS}
script:
  - intro_day: {{}}
  - intro_night: {{nostradamus: {{pick: [8, 9, 10], side: city}}}}
  - day: {{}}
  - night: {{mafia: {{shot: 5}}, leon: {{shoot: 1}}}}
  - expect: {{left: [], trackers: {{5: {{vest: false, bullets: 1}}, 1: {{vest: false}}}}}}
""") == []
    assert _run(tmp_path, f"""scenario: godfather_nostradamus
title: t
house_rules: {{cards_enabled: false, vest_consumed_when_saved: true}}
seats: {GF_SEATS}
script:
  - intro_day: {{}}
  - intro_night: {{nostradamus: {{pick: [8, 9, 10], side: city}}}}
  - day: {{}}
  - night: {{mafia: {{shot: 5}}, dr_watson: {{save: 5}}}}
  - expect: {{left: [], trackers: {{5: {{vest: false, bullets: 2}}}}}}
""") == []


def test_a_binding_whose_value_is_not_the_param_s_is_refused(tmp_path: Path) -> None:
    from narrator_app.engine.scenario import check_scenario_file

    text = (Path(__file__).resolve().parents[2] / "scenarios" / "zodiac.toml").read_text(
        encoding="utf-8").replace('id = "zodiac"', 'id = "zodiac_copy"', 1)
    bad = text.replace('map = { no_effect = "nothing", leon_dies = "shooter_leaves" }',
                       'map = { no_effect = "nothing", leon_dies = "leon_dies" }')
    assert bad != text
    (tmp_path / "zodiac_copy.toml").write_text(bad, encoding="utf-8")
    faults = [f"{x.field}: {x.reason}"
              for x in check_scenario_file(tmp_path / "zodiac_copy.toml")]
    assert any("'leon_dies' is not a value of shoot.on_independent" in f for f in faults), faults


def test_tokens_on_a_seat_team_first_then_roles_in_the_night_s_order() -> None:
    g = Game(Setup("godfather_nostradamus", tuple("abcdefghijk"), {"cards_enabled": False}))
    g.deal(["godfather", "saul_goodman", "matador", "dr_watson", "leon", "citizen_kane",
            "constantine", "plain_citizen", "plain_citizen", "plain_citizen", "nostradamus"])
    while g.state.phase != "night":
        if g.state.phase == "intro_night":
            g.step("nostradamus", {"pick": [8, 9, 10], "side": "city"})
        g.end_phase()
    g.step("leon", {"shoot": 6})
    g.step("dr_watson", {"save": 6})
    g.step("mafia", {"shot": 6})
    assert tokens_tonight(g.state)[6] == ["shot", "saved", "leon"]  # the night's order


MN_SEATS = ("[godfather, joker, dr_lecter, simple_mafia, pickpocket, mayor, die_hard, leon, "
            "detective, psychiatrist, doctor, plain_citizen]")


@pytest.mark.parametrize("blocks", ["true", "false"])
def test_dr_lecter_s_save_stops_leon_whatever_save_blocks_leon(
        tmp_path: Path, blocks: str) -> None:
    """Dr Lecter's save (a ``save`` whose ``stops`` is ``shoot``) stops Leon's shot on the
    Godfather (no vest in this scenario) whatever ``save_blocks_leon`` says; saving another
    leaves him to the shot."""
    assert _run(tmp_path, f"""scenario: mafia_nights
title: t
house_rules: {{save_blocks_leon: {blocks}, vest_consumed_when_saved: true}}
seats: {MN_SEATS}
script:
  - intro_night: {{}}
  - day: {{}}
  - night: {{dr_lecter: {{save: 1}}, leon: {{shoot: 1}}}}
  - expect: {{left: []}}
""") == []
    assert _run(tmp_path, f"""scenario: mafia_nights
title: t
house_rules: {{save_blocks_leon: {blocks}}}
seats: {MN_SEATS}
script:
  - intro_night: {{}}
  - day: {{}}
  - night: {{dr_lecter: {{save: 2}}, leon: {{shoot: 1}}}}
  - expect: {{left: [1]}}
""") == []


@pytest.mark.parametrize(("saveable", "left"), [("true", "[]"), ("false", "[5]")])
def test_a_saved_leon_s_backfire_on_an_independent_is_never_saved(
        tmp_path: Path, saveable: str, left: str) -> None:
    """``leon_backfire_saveable`` saves Leon from his backfire on a citizen only: on an
    independent under ``leon_vs_independent = leon_dies`` he leaves even when saved (A20);
    ``left`` is the citizen case."""
    base = f"""scenario: godfather_nostradamus
title: t
house_rules: {{cards_enabled: false, leon_vs_independent: leon_dies,
              leon_backfire_saveable: {saveable}}}
seats: {GF_SEATS}
script:
  - intro_day: {{}}
  - intro_night: {{nostradamus: {{pick: [8, 9, 10], side: city}}}}
  - day: {{}}
"""
    assert _run(tmp_path, base + """  - night: {leon: {shoot: 11}, dr_watson: {save: 5}}
  - expect: {left: [5]}
""") == []
    assert _run(tmp_path, base + f"""  - night: {{leon: {{shoot: 8}}, dr_watson: {{save: 5}}}}
  - expect: {{left: {left}}}
""") == []
