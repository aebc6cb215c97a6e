"""Takavar (club_scenarios section 2) played by its general kinds: ``block`` (the
hostage-taker), ``protect_from`` (the guard), ``retaliate`` (the commando) and ``give_guns``
(the gunner, with the day's gun window). Each kind's parameters and refusals, through real
games of the shipped file and of club copies whose only change is one parameter."""

from __future__ import annotations

from pathlib import Path
from typing import Any

import pytest

from narrator_app.engine import Game, IllegalAction, Setup, legal_choices, options_for
from narrator_app.engine.abilities import validate_params
from narrator_app.engine.choices import tokens_tonight
from narrator_app.engine.scenario import (
    check_scenario_file,
    load_scenario,
    scenarios_dir,
    use_club_folders,
)
from narrator_app.engine.script import run_case

ROOT = Path(__file__).resolve().parents[2]
SHIPPED = scenarios_dir() / "takavar.toml"
TEN = ["mafia_boss", "nato", "hostage_taker", "detective", "doctor", "commando", "guard",
       "gunner", "plain_citizen", "plain_citizen"]
TWELVE = ["mafia_boss", "nato", "hostage_taker", "simple_mafia", "detective", "doctor",
          "commando", "guard", "gunner", "plain_citizen", "plain_citizen", "plain_citizen"]
#: Extra cases of this file's ambiguities (club_scenarios 2.10), kept out of tests/rule_cases.
OWN_CASES = Path(__file__).parent / "takavar_cases"


def game(seats: list[str] = TEN, scenario: str = "takavar", **rules: Any) -> Game:
    """A game dealt ``seats`` under the house rules ``rules``, at Night 1 (after the intro
    day, intro night and Day 1)."""
    g = Game(Setup(scenario, tuple(f"P{i}" for i in range(1, len(seats) + 1)), rules))
    g.deal(seats)
    for _ in range(3):
        g.end_phase()
    assert g.state.phase == "night" and g.state.number == 1
    return g


def refused(g: Game, key: str, value: Any) -> str:
    """The refusal code of the step (the test fails if it is accepted)."""
    with pytest.raises(IllegalAction) as exc:
        g.step(key, value)
    return exc.value.code


def counters(g: Game, seat: int) -> dict[str, Any]:
    return dict(g.state.view(seat).card.counters)


@pytest.fixture
def club(tmp_path: Path):
    """A club folder; ``make(id, {old: new})`` writes a copy of takavar.toml with those text
    replacements (one parameter changed) under the new scenario id."""
    folder = tmp_path / "club"
    folder.mkdir()

    def make(new_id: str, swaps: dict[str, str]) -> str:
        text = SHIPPED.read_text(encoding="utf-8").replace('id = "takavar"', f'id = "{new_id}"', 1)
        for old, new in swaps.items():
            assert old in text, old
            text = text.replace(old, new, 1)
        (folder / f"{new_id}.toml").write_text(text, encoding="utf-8")
        use_club_folders([folder])
        return new_id

    yield make
    use_club_folders([])


# --- the file -------------------------------------------------------------------------
def test_the_file_loads_without_a_fault() -> None:
    assert check_scenario_file(SHIPPED) == []


@pytest.mark.parametrize(("n", "simple", "plain"), [
    (10, 0, 2), (11, 0, 3), (12, 1, 3), (13, 1, 4), (14, 1, 5), (15, 2, 5)])
def test_the_roster_at_every_size_of_2_2(n: int, simple: int, plain: int) -> None:
    roster = load_scenario("takavar").roster_for(n)
    assert len(roster) == n
    assert roster.count("simple_mafia") == simple and roster.count("plain_citizen") == plain
    for named in ("mafia_boss", "nato", "hostage_taker", "detective", "doctor", "commando",
                  "guard", "gunner"):
        assert roster.count(named) == 1


@pytest.mark.parametrize("n", [9, 16])
def test_a_table_outside_10_to_15_is_refused(n: int) -> None:
    with pytest.raises(IllegalAction) as exc:
        load_scenario("takavar").roster_for(n)
    assert exc.value.code == "bad_script"


def test_a_misspelt_parameter_is_a_fault_of_the_file(tmp_path: Path) -> None:
    bad = tmp_path / "takavar_bad.toml"
    text = SHIPPED.read_text(encoding="utf-8").replace('id = "takavar"', 'id = "takavar_bad"')
    bad.write_text(text.replace("picks_by_size", "pick_by_size", 1), encoding="utf-8")
    faults = check_scenario_file(bad)
    assert any(f.field.endswith("hostage_taker.params.pick_by_size")
               and "picks_by_size" in f.reason for f in faults), faults


@pytest.mark.parametrize(("kind", "params"), [
    ("block", {"picks": 0}), ("block", {"mode": "triple"}), ("protect_from", {"against": "shot"}),
    ("retaliate", {"uses": "twice"}), ("give_guns", {"self": "war_only"}),
    ("give_guns", {"per_night": 0})])
def test_each_kind_refuses_a_parameter_out_of_its_model(kind: str, params: dict) -> None:
    with pytest.raises(ValueError):
        validate_params(kind, params)


# --- block: the hostage-taker -------------------------------------------------------------
def test_the_hold_takes_one_seat_at_ten_and_two_at_twelve() -> None:
    assert refused(game(), "hostage_taker", {"hold": [4, 5]}) == "bad_count"
    g = game(TWELVE)
    g.step("hostage_taker", {"hold": [5, 6]})
    assert tokens_tonight(g.state)[5] == ["held"] and tokens_tonight(g.state)[6] == ["held"]


@pytest.mark.parametrize(("value", "code"), [
    ({"hold": [3]}, "invalid_target"),   # himself
    ({"hold": [1]}, "invalid_target"),   # a teammate (targets = non_mafia)
    ({"hold": 4.5}, "bad_script"),
    ({"hold": [4, 4]}, "bad_script"),
    ({"block": [4]}, "bad_script"),
])
def test_the_hold_s_refusals(value: dict, code: str) -> None:
    assert refused(game(), "hostage_taker", value) == code


def test_a_held_doctor_saves_nobody_and_spends_no_self_save() -> None:
    g = game()
    g.step("hostage_taker", {"hold": [5]})
    g.step("mafia", {"shot": 5})
    g.step("doctor", {"save": 5})
    steps = {s.key: s for s in legal_choices(g.state).steps}
    assert steps["doctor"].kind == "dummy" and steps["doctor"].why_dummy == "held"
    assert steps["doctor"].show_x is False  # nobody is told he was held (2.6)
    g.end_phase()
    assert g.state.view(5).status != "alive"
    assert not counters(g, 5).get("self_save_used")


def test_no_hold_on_last_night_s_hostage_even_when_the_guard_voided_it() -> None:
    """2.10 C8: the record is what he named, even on a void night (TK3, SEED2)."""
    g = game()
    g.step("guard", {"protect": [3]})
    g.step("hostage_taker", {"hold": [4]})
    g.end_phase()
    assert counters(g, 3)["last_hold"] == [4]
    g.end_phase()  # Day 1 → Night 2
    assert refused(g, "hostage_taker", {"hold": [4]}) == "repeat_target"
    g.step("hostage_taker", {"hold": [5]})


def test_a_repeat_is_allowed_under_repeat_allowed(club) -> None:
    sid = club("takavar_repeat", {'repeat = "forbidden_consecutive"': 'repeat = "allowed"'})
    g = game(scenario=sid)
    g.step("hostage_taker", {"hold": [4]})
    g.end_phase()
    g.end_phase()
    g.step("hostage_taker", {"hold": [4]})


def test_pair_mode_voids_the_player_s_action_only_on_that_target(club) -> None:
    """club_scenarios 4.6 (the hacker): (doctor, 9) voids the doctor's save of 9 only."""
    sid = club("takavar_pair", {'mode = "player"': 'mode = "pair"'})
    g = game(scenario=sid)
    assert refused(g, "hostage_taker", {"hold": [5]}) == "bad_count"
    g.step("hostage_taker", {"hold": [5, 9]})
    g.step("mafia", {"shot": 9})
    g.step("doctor", {"save": 9})
    g.end_phase()
    assert g.state.view(9).status != "alive"
    g.end_phase()
    g.step("hostage_taker", {"hold": [5, 10]})
    g.step("mafia", {"shot": 8})
    g.step("doctor", {"save": 8})
    g.end_phase()
    assert g.state.view(8).status == "alive"


# --- protect_from: the guard --------------------------------------------------------------
def test_the_guard_shields_two_while_eight_are_alive_and_one_below(club) -> None:
    g = game()
    assert refused(g, "guard", {"protect": [4, 5, 6]}) == "bad_count"
    g.step("guard", {"protect": [7, 4]})  # himself allowed (2.10 C9)
    # 7 alive at the start of a night: one shield
    g = Game(Setup("takavar", tuple(f"P{i}" for i in range(1, 11))))
    g.deal(TEN)
    g.end_phase()
    g.end_phase()
    g.step("votes", {9: 6})
    g.step("exit_votes", {9: 6})
    g.end_phase()
    g.step("mafia", {"shot": 10})
    g.end_phase()
    g.step("votes", {2: 6})
    g.step("exit_votes", {2: 6})
    g.end_phase()
    assert len(g.state.alive_seats()) == 7
    assert refused(g, "guard", {"protect": [4, 5]}) == "bad_count"
    g.step("guard", {"protect": [4]})


def test_a_shielded_player_is_not_held() -> None:
    g = game()
    g.step("guard", {"protect": [5]})
    g.step("hostage_taker", {"hold": [5]})
    g.step("mafia", {"shot": 9})
    g.step("doctor", {"save": 9})
    steps = {st.key: st for st in legal_choices(g.state).steps}
    assert steps["doctor"].kind == "input"
    g.end_phase()
    assert g.state.view(9).status == "alive"


def test_shield_void_a_hold_on_the_guard_voids_his_shield() -> None:
    g = game(tk_hold_on_guard="shield_void")
    g.step("guard", {"protect": [5]})
    g.step("hostage_taker", {"hold": [7]})
    steps = {s.key: s for s in legal_choices(g.state).steps}
    assert steps["doctor"].kind == "input"  # the guard is held, the doctor is not
    g.end_phase()
    assert g.state.view(7).status == "alive"
    # with two holds (a twelve-seat table) the guard and the doctor he shields
    g = game(TWELVE, tk_hold_on_guard="shield_void")
    g.step("guard", {"protect": [6]})
    g.step("hostage_taker", {"hold": [8, 6]})
    steps = {s.key: s for s in legal_choices(g.state).steps}
    assert steps["doctor"].why_dummy == "held"  # the held guard's shield is void


def test_by_default_a_held_guard_still_shields_c7() -> None:
    g = game(TWELVE)
    g.step("guard", {"protect": [6]})
    g.step("hostage_taker", {"hold": [8, 6]})
    steps = {s.key: s for s in legal_choices(g.state).steps}
    assert steps["doctor"].kind == "input"


def test_a_held_guard_who_keeps_his_shield_is_no_dummy_call_c7() -> None:
    """Under the default ``keeps_shield`` the guard woke first and his shield stands
    (club_scenarios 2.6, 2.10 C7): his done step stays his own, not «a dummy call (held)»,
    his shields are not shown void, and End night writes his last protection (a trial saw
    all three undone once the hostage-taker named him). Under ``shield_void`` he is held."""
    g = game(TWELVE)
    g.step("guard", {"protect": [5, 6]})
    g.step("hostage_taker", {"hold": [8, 5]})
    steps = {s.key: s for s in legal_choices(g.state).steps}
    assert (steps["guard"].kind, steps["guard"].why_dummy) == ("input", None)
    assert steps["guard"].done and steps["detective"].kind == "input"
    marks = tokens_tonight(g.state)
    assert "protected" in marks[5] and "protected" in marks[6] and "held" in marks[8]
    g.step("mafia", {"shot": 10})
    while (cur := legal_choices(g.state).current) is not None:
        g.step(cur.key, {})
    g.end_phase()
    assert g.state.view(8).card.counters["last_protect"] == [5, 6]
    g = game(TWELVE, tk_hold_on_guard="shield_void")
    g.step("guard", {"protect": [5, 6]})
    g.step("hostage_taker", {"hold": [8, 5]})
    steps = {s.key: s for s in legal_choices(g.state).steps}
    assert steps["guard"].why_dummy == "held"
    assert "protected:void" in tokens_tonight(g.state)[6]


def test_naming_the_hostage_taker_is_only_a_shield_without_void_source(club) -> None:
    sid = club("takavar_novoid", {"void_source_if_named = true": "void_source_if_named = false"})
    g = game(scenario=sid)
    g.step("guard", {"protect": [3]})
    g.step("hostage_taker", {"hold": [5]})
    steps = {s.key: s for s in legal_choices(g.state).steps}
    assert steps["doctor"].why_dummy == "held"


def test_a_guard_whose_armour_broke_is_not_called() -> None:
    g = game()
    g.state.player(7).card.hidden["ability_lost"] = True  # the armour kind's mark (2.6)
    assert "guard" not in [s.key for s in legal_choices(g.state).steps]
    assert refused(g, "guard", {"protect": [4]}) == "not_acting"


# --- retaliate: the commando --------------------------------------------------------------
def test_the_commando_is_called_only_when_the_shot_names_him() -> None:
    g = game()
    assert "commando" not in [s.key for s in legal_choices(g.state).steps]
    g.step("mafia", {"shot": 9})
    assert "commando" not in [s.key for s in legal_choices(g.state).steps]
    assert refused(g, "commando", {"shoot": 2}) == "not_available"
    g = game()
    g.step("mafia", {"shot": 6})
    assert "commando" in [s.key for s in legal_choices(g.state).steps]
    assert refused(g, "commando", {"shoot": 6}) == "invalid_target"
    (opt,) = [o for o in options_for(g.state, "commando") if o.name == "shoot"]
    assert opt.targets[2] is None


def test_the_commando_on_the_boss_removes_nobody() -> None:
    g = game()
    g.step("mafia", {"shot": 6})
    g.step("commando", {"shoot": 1})
    g.step("doctor", {"save": 6})
    g.end_phase()
    assert g.state.alive_seats() == list(range(1, 11))
    assert g.state.records[-1].private["commando"] == "woken"
    assert counters(g, 6)["retaliations"] == 1


def test_a_saved_commando_who_shoots_a_citizen_leaves_and_the_citizen_stays() -> None:
    g = game()
    g.step("mafia", {"shot": 6})
    g.step("commando", {"shoot": 9})
    g.step("doctor", {"save": 6})
    g.end_phase()
    assert g.state.view(6).status != "alive" and g.state.view(9).status == "alive"


def test_a_held_commando_is_woken_and_his_shot_does_nothing_c14() -> None:
    g = game()
    g.step("hostage_taker", {"hold": [6]})
    g.step("mafia", {"shot": 6})
    g.step("commando", {"shoot": 2})
    g.step("doctor", {"save": 6})
    g.end_phase()
    assert g.state.view(2).status == "alive" and g.state.view(6).status == "alive"
    assert g.state.records[-1].private["commando"] == "woken"
    assert counters(g, 6)["retaliations"] == 0


def test_the_doctor_does_not_stop_his_shot_unless_save_stops() -> None:
    for stops in (False, True):
        g = game(tk_save_stops_commando=stops)
        alive = stops
        g.step("mafia", {"shot": 6})
        g.step("commando", {"shoot": 2})
        g.step("doctor", {"save": 2})
        g.end_phase()
        assert (g.state.view(2).status == "alive") is alive


def test_once_he_retaliates_only_once() -> None:
    g = game(tk_commando_shots=1)
    g.step("mafia", {"shot": 6})
    g.step("commando", {"shoot": 1})
    g.step("doctor", {"save": 6})
    g.end_phase()
    g.end_phase()
    g.step("mafia", {"shot": 6})
    assert "commando" not in [s.key for s in legal_choices(g.state).steps]
    assert refused(g, "commando", {"shoot": 1}) == "no_uses_left"


# --- give_guns: the gunner and the gun window --------------------------------------------
def test_the_war_stock_is_one_at_ten_and_two_at_twelve() -> None:
    assert counters(game(), 8)["war"] == 1
    assert counters(game(TWELVE), 9)["war"] == 2


@pytest.mark.parametrize(("value", "code"), [
    ({"give": {8: "war"}}, "invalid_target"),              # himself: a blank only (C16)
    ({"give": {4: "war", 5: "war"}}, "no_uses_left"),       # one war gun at ten (C15)
    ({"give": {4: "blank", 5: "blank", 9: "blank"}}, "bad_count"),
    ({"give": {4: "gold"}}, "bad_script"),
    ({"give": {}}, "bad_script"),
])
def test_the_gunner_s_refusals(value: dict, code: str) -> None:
    assert refused(game(), "gunner", value) == code


def test_a_blank_to_himself_is_allowed_and_never_under_never() -> None:
    game().step("gunner", {"give": {8: "blank"}})
    never = game(tk_gunner_self="never")
    assert refused(never, "gunner", {"give": {8: "blank"}}) == "invalid_target"


def test_a_war_hit_shows_the_side_and_an_unfired_gun_goes_back() -> None:
    g = game()
    g.step("gunner", {"give": {4: "war", 9: "blank"}})
    g.end_phase()
    assert counters(g, 8)["war"] == 0
    assert [s.key for s in legal_choices(g.state).steps][0] == "guns"
    g.step("guns", [{"shooter": 4, "target": 3}, {"shooter": 9, "target": 2}])  # seat order
    record = g.state
    assert g.state.view(3).status != "alive" and g.state.view(2).status == "alive"
    del record
    g.end_phase()
    day = [r for r in g.state.records if r.phase == "day"][-1]
    assert day.announce[:3] == ["gun_war", "side_shown:3", "gun_blank"]
    assert counters(g, 8)["war"] == 0  # the fired war gun is spent


def test_an_unfired_war_gun_and_a_dead_holder_s_gun_return_to_the_stock() -> None:
    g = game()
    g.step("gunner", {"give": {4: "war"}})
    g.end_phase()
    g.end_phase()  # Day 1: not fired
    g.step("gunner", {"give": {9: "war"}})  # back in stock before tonight's guns
    g.step("mafia", {"shot": 9})
    g.end_phase()
    assert g.state.view(9).status != "alive"
    assert counters(g, 8)["war"] == 1  # back at that dawn (2.7 step 9; CF45-5)
    g.end_phase()
    assert counters(g, 8)["war"] == 1
    g.step("gunner", {"give": {10: "war"}})  # the dead holder's gun came back (TK5)
    g.end_phase()
    assert counters(g, 8)["war"] == 0


def test_a_held_gunner_gives_nothing() -> None:
    g = game()
    g.step("hostage_taker", {"hold": [8]})
    g.step("gunner", {"give": {4: "war"}})
    g.end_phase()
    assert counters(g, 8)["war"] == 1
    assert "guns" not in [s.key for s in legal_choices(g.state).steps]


def test_the_gun_window_offers_the_holders_only() -> None:
    g = game()
    g.step("gunner", {"give": {4: "blank"}})
    g.end_phase()
    (guns,) = [s for s in legal_choices(g.state).steps if s.key == "guns"]
    assert guns.seats == [4]
    assert refused(g, "guns", [{"shooter": 5, "target": 2}]) == "not_available"


# --- the cases of the ambiguities this file settles ---------------------------------------
@pytest.mark.parametrize("case", sorted(OWN_CASES.glob("*.yaml")), ids=lambda p: p.stem)
def test_own_cases_of_the_ambiguities(case: Path) -> None:
    result = run_case(case)
    assert result.passed, "\n".join(result.failures)


# --- NATO's guess (the guess_role kind, on the boss's team step) -------------------------
def test_nato_s_right_guess_slaughters_whatever_saves_him_and_is_announced() -> None:
    g = game()
    assert refused(g, "mafia", {"nato": {"seat": 9, "role": "plain_citizen"}}) == \
        "invalid_target"  # only named city roles (2.10 C4)
    g.step("mafia", {"nato": {"seat": 5, "role": "doctor"}})
    g.step("doctor", {"save": 5})
    g.end_phase()
    assert g.state.records[-1].announce == ["nato", "slaughtered:5"]
    assert counters(g, 2)["nato_uses"] == 1
    g.end_phase()
    assert refused(g, "mafia", {"nato": {"seat": 4, "role": "detective"}}) == "no_uses_left"


# --- the guard's day armour (the armour kind's functions on protect_from's parameter) ----
def test_the_guard_voted_out_stays_shown_and_is_not_called_again() -> None:
    g = game()
    g.end_phase()  # Night 1 → Day 2
    g.step("votes", {7: 6})
    g.step("exit_votes", {7: 6})
    assert g.state.view(7).status == "alive"
    g.end_phase()
    day = [r for r in g.state.records if r.phase == "day"][-1]
    assert "role_shown:7" in day.announce and counters(g, 7)["armor"] is False
    assert "guard" not in [s.key for s in legal_choices(g.state).steps]
    assert refused(g, "guard", {"protect": [4]}) == "not_acting"
    g.end_phase()
    g.step("votes", {7: 6})
    g.step("exit_votes", {7: 6})
    g.end_phase()
    assert g.state.view(7).status != "alive"  # a later day exit removes him


def test_first_defence_breaks_the_armour_whatever_the_vote() -> None:
    g = game(tk_guard_armour_breaks_on="first_defence")
    g.end_phase()
    g.step("votes", {7: 6})
    g.step("exit_votes", {7: 1})
    g.end_phase()
    day = [r for r in g.state.records if r.phase == "day"][-1]
    assert "role_shown:7" in day.announce and g.state.view(7).status == "alive"


# --- the file's own house rules (2.11) reach the kinds -----------------------------------
def test_the_house_rules_of_2_11_change_the_kinds_parameters() -> None:
    assert refused(game(TWELVE, tk_hostage_picks=1), "hostage_taker", {"hold": [5, 6]}) == \
        "bad_count"  # C6: one hold at any table
    assert counters(game(TWELVE, tk_war_guns=1), 9)["war"] == 1  # C15
    g = game(nato_announcement="none")  # C5
    g.step("mafia", {"nato": {"seat": 4, "role": "doctor"}})  # a wrong guess
    g.end_phase()
    assert g.state.records[-1].announce == []


def test_nato_s_guess_as_a_team_ability_outlives_nato_c3() -> None:
    for rules, code in (({}, "not_acting"), ({"tk_nato_team_ability": "team"}, None)):
        g = game(**rules)
        g.end_phase()
        g.step("votes", {2: 6})
        g.step("exit_votes", {2: 6})
        g.end_phase()
        guess = {"nato": {"seat": 5, "role": "doctor"}}
        if code is None:
            g.step("mafia", guess)
        else:
            assert refused(g, "mafia", guess) == code


def test_a_held_detective_gets_no_answer() -> None:
    g = game()
    g.step("hostage_taker", {"hold": [4]})
    g.step("detective", {"inquire": 3})
    g.end_phase()
    assert "detective" not in g.state.records[-1].private


def test_a_war_gun_on_the_armoured_guard_breaks_the_armour_and_shows_no_side() -> None:
    g = game()
    g.step("gunner", {"give": {9: "war"}})
    g.end_phase()
    g.step("guns", [{"shooter": 9, "target": 7}])
    g.end_phase()
    day = [r for r in g.state.records if r.phase == "day"][-1]
    assert day.announce[:2] == ["gun_war", "role_shown:7"] and "side_shown:7" not in day.announce
    assert g.state.view(7).status == "alive"
    assert "guard" not in [s.key for s in legal_choices(g.state).steps]
