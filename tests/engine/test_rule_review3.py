"""The rules issue 21 (item 6) lists as wrong, settled by rules_spec 6.10 (S11–S17), A20 and
A45; each written as a game script in the game-script notation and replayed by the same
:func:`run_case` as the public cases, plus the window's side (a step recorded before the
withdrawal) and a club's files (a renamed seed role, one third in a club's roster).
"""

from __future__ import annotations

import re
from pathlib import Path

import pytest
import yaml

from narrator_app.engine import Game, IllegalAction, Setup
from narrator_app.engine.scenario import (
    check_scenario_file,
    load_scenario,
    scenarios_dir,
    use_club_folders,
)
from narrator_app.engine.script import export_script, import_script, run_case

GF = (
    "[godfather, saul_goodman, matador, dr_watson, leon, citizen_kane, constantine,"
    " plain_citizen, plain_citizen, plain_citizen, {}]"
)
NOS_SEATS = GF.format("nostradamus")
JACK_SEATS = GF.format("jack_sparrow")
SHER_SEATS = GF.format("sherlock_holmes")
NOS = "{nostradamus: {pick: [8, 9, 10], side: city}}"
MN = (
    "[godfather, joker, dr_lecter, simple_mafia, pickpocket, mayor, die_hard, leon, detective,"
    " psychiatrist, doctor, plain_citizen]"
)
ZD = (
    "[al_capone, bomber, magician, guard, ocean, gunner, leon, detective, doctor,"
    " plain_citizen, plain_citizen, zodiac]"
)


def _play(text: str, tmp_path: Path, name: str = "case") -> None:
    data = yaml.safe_load(text)
    data.setdefault("title", name)
    path = tmp_path / f"{name}.yaml"
    path.write_text(yaml.safe_dump(data, allow_unicode=True), encoding="utf-8")
    result = run_case(path)
    assert result.passed, "\n".join(result.failures)


def _gf(night: str, scenario: str = "godfather_nostradamus", seats: str = NOS_SEATS,
        intro: str = NOS, before: str = "  - day: {}", after: str = "",
        house_rules: str = "{}") -> str:
    return f"""
scenario: {scenario}
house_rules: {house_rules}
seats: {seats}
script:
  - intro_day: {{}}
  - intro_night: {intro}
{before}
  - night: {night}
    rejected: invalid_target
{after}
"""


# ---------------------------------------------------------------------------------------
# S11: a step naming a player who withdrew earlier in the same entry is invalid_target,
# by night and by day, for every role (each case failed or was not covered before)
# ---------------------------------------------------------------------------------------
S11_NIGHT = {
    # the Godfather family: the team's three actions and every role's one target
    "mafia_shot": _gf("{withdraw: [9], mafia: {shot: 9}}"),
    "sixth_sense": _gf("{withdraw: [9], mafia: {sixth_sense: {seat: 9, role: plain_citizen}}}"),
    "matador_block": _gf("{withdraw: [9], matador: {block: 9}}"),
    "watson_save": _gf("{withdraw: [9], dr_watson: {save: 9}}"),
    "leon_shot": _gf(
        "{withdraw: [9], leon: {shoot: 9}}",
        after="  - night: {withdraw: [9]}\n  - expect: {trackers: {5: {bullets: 2}}}",
    ),
    "kane_mark": _gf(
        "{withdraw: [9], citizen_kane: {inquire: 9}}",
        after="  - night: {withdraw: [9]}\n  - expect: {trackers: {6: {coupons: 1}}}",
    ),
    # Saul's purchase: the withdrawn Matador opens it (S10); a purchase of a withdrawn
    # player is refused and not spent: the next night's purchase succeeds
    "saul_purchase": _gf(
        "{withdraw: [3, 9], mafia: {buy: 9}}",
        after="  - night: {withdraw: [3, 9]}\n  - day: {}\n  - night: {mafia: {buy: 8}}\n"
        "  - expect: {roles: {8: simple_mafia}, announce: [purchase]}",
    ),
    # Constantine's pool: a half-dead player who withdraws is not revived
    "constantine_revival": _gf(
        "{withdraw: [9], constantine: {revive: 9}}",
        before="  - day: {votes: {9: 6}, exit_votes: {9: 6}}",
        house_rules="{cards_enabled: false}",
    ),
    "jack_curse": _gf(
        "{withdraw: [9], jack_sparrow: {curse: 9}}",
        scenario="godfather_jack_sparrow",
        seats=JACK_SEATS,
        intro="{jack_sparrow: {curse: 8}}",
    ),
    "sherlock_guess": _gf(
        "{withdraw: [9], sherlock_holmes: {guess: {seat: 9, role: plain_citizen}}}",
        scenario="godfather_sherlock",
        seats=SHER_SEATS,
        intro="{}",
    ),
    # Nostradamus's picks on the intro night
    "nostradamus_pick": f"""
scenario: godfather_nostradamus
seats: {NOS_SEATS}
script:
  - intro_day: {{}}
  - intro_night: {{withdraw: [9], nostradamus: {{pick: [8, 9, 10], side: city}}}}
    rejected: invalid_target
  - intro_night: {{withdraw: [9], nostradamus: {{pick: [8, 10, 1], side: city}}}}
  - expect: {{left: [9]}}
""",
}
for _key, _value in {
    "joker": "{joker: {flip: 12}}",
    "pickpocket": "{pickpocket: {steal: 12}}",
    "detective": "{detective: {inquire: 12}}",
    "psychiatrist": "{psychiatrist: {silence: 12}}",
    "doctor": "{doctor: {save: 12}}",
    "leon": "{leon: {shoot: 12}}",
    "mafia": "{mafia: {shot: 12}}",
}.items():
    S11_NIGHT[f"mafia_nights_{_key}"] = f"""
scenario: mafia_nights
seats: {MN}
script:
  - intro_night: {{}}
  - day: {{}}
  - night: {{withdraw: [12], {_value[1:]}
    rejected: invalid_target
"""
# Dr Lecter saves a mafia member: one who withdrew is not a target
S11_NIGHT["mafia_nights_dr_lecter"] = f"""
scenario: mafia_nights
seats: {MN}
script:
  - intro_night: {{}}
  - day: {{}}
  - night: {{withdraw: [4], dr_lecter: {{save: 4}}}}
    rejected: invalid_target
"""
for _key, _value in {
    "magician": "{magician: {block: 10}}",
    "zodiac": "{zodiac: {shoot: 10}}",
    "ocean": "{ocean: {wake: 10}}",
    "bomber": "{bomber: {plant: 10, code: 2}}",
    "gunner": "{gunner: {give: {10: war, 11: blank}}}",
    "detective": "{detective: {inquire: 10}}",
    "doctor": "{doctor: {save: 10}}",
    "leon": "{leon: {shoot: 10}}",
    "mafia": "{mafia: {shot: 10}}",
}.items():
    S11_NIGHT[f"zodiac_{_key}"] = f"""
scenario: zodiac
seats: {ZD}
script:
  - intro_day: {{}}
  - intro_night: {{}}
  - day: {{}}
  - night: {{withdraw: [10], {_value[1:]}
    rejected: invalid_target
"""

S11_DAY = {
    "votes": f"""
scenario: godfather_nostradamus
seats: {NOS_SEATS}
script:
  - intro_day: {{}}
  - intro_night: {NOS}
  - day: {{withdraw: [9], votes: {{9: 6}}}}
    rejected: invalid_target
""",
    "mayor": f"""
scenario: mafia_nights
house_rules: {{cards_enabled: false}}
seats: {MN}
script:
  - intro_night: {{}}
  - day: {{withdraw: [12], votes: {{2: 7}}, mayor: {{eliminate: 12}}}}
    rejected: invalid_target
""",
    "guns": f"""
scenario: zodiac
seats: {ZD}
script:
  - intro_day: {{}}
  - intro_night: {{}}
  - day: {{}}
  - night: {{gunner: {{give: {{10: war}}}}}}
  - day: {{withdraw: [11], guns: [{{shooter: 10, target: 11}}]}}
    rejected: invalid_target
""",
    "card_handcuffs": f"""
scenario: godfather_nostradamus
seats: {NOS_SEATS}
script:
  - intro_day: {{}}
  - intro_night: {NOS}
  - day: {{withdraw: [10], votes: {{8: 6}}, exit_votes: {{8: 6}},
          card: {{draw: handcuffs, handcuff: 10}}}}
    rejected: invalid_target
  - day: {{withdraw: [10], votes: {{8: 6}}, exit_votes: {{8: 6}},
          card: {{draw: handcuffs, handcuff: 9}}}}
""",
}


@pytest.mark.parametrize("name", sorted(S11_NIGHT))
def test_s11_a_night_step_naming_a_withdrawn_player_is_refused(name: str, tmp_path: Path) -> None:
    _play(S11_NIGHT[name], tmp_path, name)


@pytest.mark.parametrize("name", sorted(S11_DAY))
def test_s11_a_day_step_naming_a_withdrawn_player_is_refused(name: str, tmp_path: Path) -> None:
    _play(S11_DAY[name], tmp_path, name)


def _night1(scenario: str, seats: list[str], intro: dict | None = None) -> Game:
    g = Game(Setup(scenario, tuple(f"P{i}" for i in range(1, len(seats) + 1))))
    g.deal(seats)
    if g.state.phase == "intro_day":
        g.end_phase()
    for key, value in (intro or {}).items():
        g.step(key, value)
    g.end_phase()  # the intro night
    g.end_phase()  # day 1
    return g


GF_LIST = ["godfather", "saul_goodman", "matador", "dr_watson", "leon", "citizen_kane",
           "constantine", "plain_citizen", "plain_citizen", "plain_citizen", "nostradamus"]
PICK = {"nostradamus": {"pick": [8, 9, 10], "side": "city"}}


def test_s11_a_step_chosen_before_the_withdrawal_is_dropped_and_spends_nothing() -> None:
    """In the window the withdrawal is recorded when it happens: a step already chosen this
    night that names the player is dropped (Kane's mark: the coupon is not spent; Leon's
    bullet stays), his own earlier choice stays, and the export holds no such step."""
    g = _night1("godfather_nostradamus", GF_LIST, PICK)
    g.step("citizen_kane", {"inquire": 9})
    g.step("leon", {"shoot": 9})
    g.step("mafia", {"shot": 8})
    g.step("dr_watson", {"save": 4})
    g.step("withdraw", [9, 4])
    assert set(g.state.choices) == {"withdraw", "mafia", "dr_watson"}
    g.end_phase()
    st = g.state
    assert st.player(6).card.counters["coupons"] == 1
    assert st.player(5).card.counters["bullets"] == 2
    assert st.player(8).status == "dead"  # Watson withdrew: his save has no effect
    night = export_script(g)["script"][-1]["night"]
    assert night == {"withdraw": [9, 4], "mafia": {"shot": 8}, "dr_watson": {"save": 4}}
    assert import_script(export_script(g)).state.fingerprint() == g.state.fingerprint()


def test_s11_by_day_a_vote_naming_him_is_dropped_with_the_steps_after_it() -> None:
    """By day the defense vote naming the withdrawn player is dropped, and the exit vote
    that followed from it; the day is then taken again from the withdrawal."""
    g = _night1("godfather_nostradamus", GF_LIST, PICK)
    g.step("mafia", {"shot": 10})
    g.end_phase()
    g.step("votes", {9: 6, 8: 6})
    g.step("exit_votes", {9: 3, 8: 5})
    g.step("withdraw", [9])
    assert set(g.state.choices) == {"withdraw"}
    assert g.state.player(9).status == "dead" and g.state.player(8).status == "alive"
    g.step("votes", {8: 6})
    assert g.state.day.defense == [8]


# ---------------------------------------------------------------------------------------
# S12: a withdrawn player's own later choices are accepted and have no effect
# ---------------------------------------------------------------------------------------
S12 = {
    # the Godfather's sixth sense: nobody is slaughtered
    "godfather_sixth_sense": f"""
scenario: godfather_nostradamus
seats: {NOS_SEATS}
script:
  - intro_day: {{}}
  - intro_night: {NOS}
  - day: {{}}
  - night: {{withdraw: [1], mafia: {{sixth_sense: {{seat: 11, role: nostradamus}}}}}}
  - expect: {{left: [1], announce: ['withdrew:1']}}
""",
    # Saul's purchase: nothing bought, nothing spent, nothing announced
    "saul_purchase": f"""
scenario: godfather_nostradamus
seats: {NOS_SEATS}
script:
  - intro_day: {{withdraw: [3]}}
  - intro_night: {NOS}
  - day: {{}}
  - night: {{withdraw: [2], mafia: {{buy: 8}}}}
  - expect: {{left: [2], announce: ['withdrew:2'], roles: {{8: plain_citizen}}}}
""",
    # what he owes is no longer owed: Nostradamus's pick, Jack's nightly curse
    "nostradamus_owes_no_pick": f"""
scenario: godfather_nostradamus
seats: {NOS_SEATS}
script:
  - intro_day: {{}}
  - intro_night: {{withdraw: [11]}}
  - expect: {{left: [11]}}
""",
    "jack_owes_no_curse": f"""
scenario: godfather_jack_sparrow
seats: {JACK_SEATS}
script:
  - intro_day: {{}}
  - intro_night: {{jack_sparrow: {{curse: 8}}}}
  - day: {{}}
  - night: {{withdraw: [11]}}
  - expect: {{left: [11], announce: ['withdrew:11']}}
""",
    # a robbed-like Mayor: his decision has no effect, the exit vote decides, nothing spent
    "mayor_cancel": f"""
scenario: mafia_nights
house_rules: {{cards_enabled: false}}
seats: {MN}
script:
  - intro_night: {{}}
  - day: {{withdraw: [6], votes: {{2: 6}}, mayor: {{cancel: true}}, exit_votes: {{2: 6}}}}
  - expect: {{left: [2, 6], announce: ['withdrew:6'], trackers: {{6: {{used: false}}}}}}
""",
    # the guard's noon-sleep code: no effect; the holder must give his code
    "guard_code": f"""
scenario: zodiac
seats: {ZD}
script:
  - intro_day: {{}}
  - intro_night: {{}}
  - day: {{}}
  - night: {{bomber: {{plant: 10, code: 3}}}}
  - day: {{withdraw: [4], bomb: {{guard_code: 3}}}}
    rejected: missing_choice
  - day: {{withdraw: [4], bomb: {{guard_code: 3, holder_code: 1}}}}
  - expect: {{left: [4, 10]}}
""",
    # the bomb's holder who withdrew: his code has no effect (the bomb went with him)
    "bomb_holder_code": f"""
scenario: zodiac
seats: {ZD}
script:
  - intro_day: {{}}
  - intro_night: {{}}
  - day: {{}}
  - night: {{bomber: {{plant: 10, code: 3}}}}
  - day: {{withdraw: [10], bomb: {{holder_code: 1}}}}
  - expect: {{left: [10], announce: ['withdrew:10']}}
""",
    # a gun's holder who withdrew: his shot has no effect and is not announced
    "gun_shot": f"""
scenario: zodiac
seats: {ZD}
script:
  - intro_day: {{}}
  - intro_night: {{}}
  - day: {{}}
  - night: {{gunner: {{give: {{10: war}}}}}}
  - day: {{withdraw: [10], guns: [{{shooter: 10, target: 1}}]}}
  - expect: {{left: [10], announce: ['withdrew:10']}}
""",
}


@pytest.mark.parametrize("name", sorted(S12))
def test_s12_a_withdrawn_players_own_choice_has_no_effect(name: str, tmp_path: Path) -> None:
    _play(S12[name], tmp_path, name)


def test_s12_the_withdrawn_mayors_day_lists_the_exit_vote() -> None:
    """The window's day: a Mayor's decision recorded before he withdraws stays and has no
    effect; the exit vote is still a step of the day (6.10 S12, as for the robbed Mayor)."""
    from narrator_app.engine.choices import legal_choices

    seats = ["godfather", "joker", "dr_lecter", "simple_mafia", "pickpocket", "mayor",
             "die_hard", "leon", "detective", "psychiatrist", "doctor", "plain_citizen"]
    g = Game(Setup("mafia_nights", tuple("abcdefghijkl"), {"cards_enabled": False}))
    g.deal(seats)
    g.end_phase()
    g.step("votes", {2: 7})
    g.step("mayor", {"eliminate": 2})
    assert g.state.player(2).status == "dead"
    g.step("withdraw", [6])
    assert g.state.choices["mayor"] == {"eliminate": 2}
    assert g.state.player(2).status == "alive"
    assert "exit_votes" in [s.key for s in legal_choices(g.state).steps]
    with pytest.raises(IllegalAction) as exc:
        g.end_phase()
    assert exc.value.code == "missing_choice"


# ---------------------------------------------------------------------------------------
# S14: a seed role's house rule applies wherever a role of its kind is in the roster
# ---------------------------------------------------------------------------------------
def test_s14_sixth_sense_key_in_every_godfather_game(tmp_path: Path) -> None:
    """``sixth_sense_overrides_immortality`` is legal beside Nostradamus and Jack too (a
    Godfather-kind role beside an independent); it leaves the seeds' sixth sense alone."""
    _play(f"""
scenario: godfather_nostradamus
house_rules: {{sixth_sense_overrides_immortality: false}}
seats: {NOS_SEATS}
script:
  - intro_day: {{}}
  - intro_night: {NOS}
  - day: {{}}
  - night: {{mafia: {{sixth_sense: {{seat: 11, role: nostradamus}}}}}}
  - expect: {{left: [11], announce: ['slaughtered:11']}}
""", tmp_path)
    for sid in ("godfather_nostradamus", "godfather_jack_sparrow", "godfather_sherlock"):
        assert "sixth_sense_overrides_immortality" in load_scenario(sid).default_house_rules()
    assert "sixth_sense_overrides_immortality" not in load_scenario(
        "mafia_nights").default_house_rules()


def test_s14_a_key_outside_the_scope_is_refused_in_a_script(tmp_path: Path) -> None:
    """``leon_vest`` in ``classic`` (no Leon) is refused with ``bad_script``
    (``house_rule_not_in_scenario``); Jack's keys need a Jack-kind role."""
    _play("""
scenario: classic
house_rules: {leon_vest: true}
seats: [godfather, simple_mafia, doctor, detective, plain_citizen, plain_citizen]
rejected: bad_script
script: []
""", tmp_path, "leon_vest")
    _play(f"""
scenario: godfather_nostradamus
house_rules: {{jack_curse_after_reveal: freeze}}
seats: {NOS_SEATS}
rejected: bad_script
script: []
""", tmp_path, "jack_key")
    # a saved game holds its complete house rules: a key of the family still opens
    Game(Setup("classic", tuple("abcdef"), {"leon_vest": True}))


# ---------------------------------------------------------------------------------------
# S15: the magician's 24 hours cover the guard's noon-sleep defusal
# ---------------------------------------------------------------------------------------
def test_s15_a_block_two_nights_ago_does_not_stop_the_defusal(tmp_path: Path) -> None:
    """The block lasts 24 hours only: blocked on night 1, the guard defuses on day 3."""
    _play(f"""
scenario: zodiac
seats: {ZD}
script:
  - intro_day: {{}}
  - intro_night: {{}}
  - day: {{}}
  - night: {{magician: {{block: 4}}}}
  - day: {{}}
  - night: {{bomber: {{plant: 10, code: 3}}}}
  - day: {{bomb: {{guard_code: 3}}}}
  - expect: {{left: []}}
""", tmp_path)


def test_s15_a_blocked_guard_with_a_wrong_code_does_not_leave(tmp_path: Path) -> None:
    """The blocked guard's wrong code has no effect either: he does not leave in the
    holder's place (A83); the holder's right code saves him."""
    _play(f"""
scenario: zodiac
seats: {ZD}
script:
  - intro_day: {{}}
  - intro_night: {{}}
  - day: {{}}
  - night: {{bomber: {{plant: 10, code: 3}}, magician: {{block: 4}}}}
  - day: {{bomb: {{guard_code: 1, holder_code: 3}}}}
  - expect: {{left: []}}
""", tmp_path)


# ---------------------------------------------------------------------------------------
# A20: Leon on the Zodiac; A45: a blocked Constantine's spent revival
# ---------------------------------------------------------------------------------------
def test_a20_leon_on_the_zodiac_removes_nobody_whatever_the_house_rule(tmp_path: Path) -> None:
    """S2:L110 (a seed line) beats ``leon_vs_independent = leon_dies`` (A20 names
    Nostradamus, Jack and Sherlock); the bullet is spent."""
    _play(f"""
scenario: zodiac
house_rules: {{leon_vs_independent: leon_dies}}
seats: {ZD}
script:
  - intro_day: {{}}
  - intro_night: {{}}
  - day: {{}}
  - night: {{leon: {{shoot: 12}}}}
  - expect: {{left: [], trackers: {{7: {{bullets: 2}}}}}}
""", tmp_path)


def test_a45_a_blocked_constantines_spent_revival_puts_the_half_dead_out(tmp_path: Path) -> None:
    """``blocked_consumes_resource``: the blocked Constantine's revival is spent, so every
    half-dead player is out for good (1.7, A45): none may be revived later."""
    _play(f"""
scenario: godfather_nostradamus
house_rules: {{blocked_consumes_resource: true, cards_enabled: false}}
seats: {NOS_SEATS}
script:
  - intro_day: {{}}
  - intro_night: {NOS}
  - day: {{votes: {{9: 6}}, exit_votes: {{9: 6}}}}
  - expect: {{half_dead: [9]}}
  - night: {{matador: {{block: 7}}, constantine: {{revive: 9}}}}
  - expect: {{left: [], half_dead: [], trackers: {{7: {{revive_used: true}}}}}}
""", tmp_path)


# ---------------------------------------------------------------------------------------
# S16, S17: a club's files
# ---------------------------------------------------------------------------------------
def renamed_copy(sid: str, new_id: str, names: dict[str, str]) -> str:
    """The shipped scenario ``sid`` as a club's file ``new_id`` with roles renamed
    (``names``: old id → new id, each keeping its old id as its kind)."""
    text = (scenarios_dir() / f"{sid}.toml").read_text(encoding="utf-8")
    text = text.replace(f'id = "{sid}"', f'id = "{new_id}"', 1)
    for old, new in names.items():
        text = re.sub(rf'"{old}"', f'"{new}"', text)
        if f'id = "{new}"\nkind = ' not in text:  # a seed role of a general kind keeps it
            text = text.replace(f'id = "{new}"\n', f'id = "{new}"\nkind = "{old}"\n')
    return text


@pytest.fixture
def club(tmp_path: Path):
    folder = tmp_path / "club"
    folder.mkdir()
    use_club_folders([folder])
    yield folder
    use_club_folders([])


def test_s16_a_renamed_seed_keeps_its_reference_roster(club: Path, tmp_path: Path) -> None:
    """A copy of a seed with its roles renamed keeps the seed's 11-seat exception (A65)."""
    text = renamed_copy("godfather_nostradamus", "gf_copy",
                        {"godfather": "boss", "nostradamus": "prophet"})
    (club / "gf_copy.toml").write_text(text, encoding="utf-8")
    assert check_scenario_file(club / "gf_copy.toml") == []
    g = Game(Setup("gf_copy", tuple("abcdefghijk")))
    g.deal_random()
    assert sorted(p.role for p in g.state.players).count("prophet") == 1


def test_s16_a_clubs_reference_roster_keeps_one_third(club: Path) -> None:
    """A club's own file: mafia + independents at most one third at every size, its
    reference roster included (6.10 S16); ``scenario check`` refuses it."""
    text = (Path(__file__).resolve().parents[1] / "fixtures" / "scenarios" / "harbour.toml"
            ).read_text(encoding="utf-8")
    bad = text.replace(
        'reference = ["boss", "thug", "seer", "medic", "thief", "sniper", "villager", '
        '"villager",\n             "villager"]',
        'reference = ["boss", "thug", "thug", "thug", "thief", "sniper", "villager", '
        '"villager",\n             "villager"]',
    )
    assert bad != text
    (club / "bad.toml").write_text(bad, encoding="utf-8")
    faults = [f"{f.field}: {f.reason}" for f in check_scenario_file(club / "bad.toml")]
    assert any(f.startswith("roster.reference: more than one third") for f in faults), faults


MN_RENAMED = {"mayor": "shahrdar", "doctor": "pezeshk", "leon": "tak_tirandaz"}
MN_SEATS = ["godfather", "joker", "dr_lecter", "simple_mafia", "pickpocket", "shahrdar",
            "die_hard", "tak_tirandaz", "detective", "psychiatrist", "pezeshk", "plain_citizen"]


@pytest.mark.parametrize("key", ["shahrdar", "mayor"])
def test_s17_a_renamed_mayor_decides_by_day(club: Path, key: str) -> None:
    """A Mayor-kind club role decides under his role id or ``mayor`` (6.10 S17)."""
    (club / "mn_club.toml").write_text(renamed_copy("mafia_nights", "mn_club", MN_RENAMED),
                                       encoding="utf-8")
    g = Game(Setup("mn_club", tuple("abcdefghijkl"), {"cards_enabled": False}))
    g.deal(MN_SEATS)
    g.end_phase()
    g.step("votes", {2: 7})
    g.step(key, {"eliminate": 2})
    assert g.state.player(2).status == "dead"
    assert g.state.player(6).card.counters["used"] is True
    assert g.state.choices == {"votes": {2: 7}, "mayor": {"eliminate": 2}}


def test_s17_a_renamed_mayor_in_a_script(club: Path, tmp_path: Path) -> None:
    (club / "mn_club.toml").write_text(renamed_copy("mafia_nights", "mn_club", MN_RENAMED),
                                       encoding="utf-8")
    _play(f"""
scenario: mn_club
house_rules: {{cards_enabled: false}}
seats: {MN_SEATS}
script:
  - intro_night: {{}}
  - day: {{votes: {{2: 7}}, shahrdar: {{eliminate: 2}}}}
  - expect: {{left: [2], trackers: {{6: {{used: true}}}}}}
""", tmp_path)


def test_s17_a_renamed_gunners_guns_fire_and_blanks_return(club: Path, tmp_path: Path) -> None:
    (club / "zd_club.toml").write_text(
        renamed_copy("zodiac", "zd_club", {"gunner": "aslahe_dar"}), encoding="utf-8")
    _play("""
scenario: zd_club
seats: [al_capone, bomber, magician, guard, ocean, aslahe_dar, leon, detective, doctor,
        plain_citizen, plain_citizen, zodiac]
script:
  - intro_day: {}
  - intro_night: {}
  - day: {}
  - night: {aslahe_dar: {give: {10: war, 11: blank}}}
  - day: {guns: [{shooter: 10, target: 1}, {shooter: 11, target: 2}]}
  - expect: {left: [1], announce: [gun_war, gun_blank], trackers: {6: {war: 0, blank: 2}}}
""", tmp_path)


def test_s17_two_saving_kinds_each_save_one(club: Path, tmp_path: Path) -> None:
    """A doctor-kind and a Watson-kind role in one roster each save one player a night; a
    shot on either saved seat fails (6.10 S17)."""
    text = (Path(__file__).resolve().parents[1] / "fixtures" / "scenarios" / "harbour.toml"
            ).read_text(encoding="utf-8")
    text = text.replace('id = "thief"\nkind = "pickpocket"', 'id = "thief"\nkind = "dr_watson"')
    # a Watson keeps his own counter, not the pickpocket's (scenario check refuses a counter
    # his kind does not keep, issue 21 item 4)
    text = text.replace("counters = { steal_used = false }",
                        "counters = { self_save_used = false }")
    assert 'kind = "dr_watson"' in text and "self_save_used" in text
    (club / "harbour.toml").write_text(text, encoding="utf-8")
    seats = "[boss, thug, seer, medic, thief, sniper, villager, villager, villager]"
    _play(f"""
scenario: harbour
seats: {seats}
script:
  - intro_night: {{}}
  - day: {{}}
  - night: {{medic: {{save: 7}}, thief: {{save: 8}}, mafia: {{shot: 7}}}}
  - expect: {{left: []}}
  - day: {{}}
  - night: {{medic: {{save: 7}}, thief: {{save: 8}}, mafia: {{shot: 8}}}}
  - expect: {{left: []}}
""", tmp_path)


@pytest.mark.parametrize("name", ["doctor", "mayor"])
def test_s17_a_role_named_like_another_kind_is_refused_with_a_reason(club: Path,
                                                                      name: str) -> None:
    """A role whose id is another kind's name (``doctor`` of kind ``detective``, ``mayor`` of
    kind ``detective``) once played by its own kind (6.10 S17); issue 21 item 4 now has
    ``scenario check`` refuse such a file outright, with a reason naming the role, and the
    file is left as it was."""
    from narrator_app.engine.scenario import ScenarioError

    base = (Path(__file__).resolve().parents[1] / "fixtures" / "scenarios" / "harbour.toml"
            ).read_text(encoding="utf-8")
    text = base.replace('"seer"', f'"{name}"')
    path = club / "harbour.toml"
    path.write_text(text, encoding="utf-8")
    with pytest.raises(ScenarioError) as exc:
        Game(Setup("harbour", tuple("abcdefghi")))
    assert f"roles.{name}.id" in str(exc.value) and "another ability kind" in str(exc.value)
    assert path.read_text(encoding="utf-8") == text


def test_s12_a_withdrawn_sauls_purchase_is_not_announced_in_the_checklist() -> None:
    """The checklist calls no purchase announcement for a purchase of a Saul who left the
    table tonight: nothing is announced (6.10 S12)."""
    from narrator_app.engine.choices import legal_choices

    g = Game(Setup("godfather_nostradamus", tuple("abcdefghijk")))
    g.deal(GF_LIST)
    g.step("withdraw", [3])  # the Matador: a teammate's exit opens the purchase (S10)
    g.end_phase()
    g.step("nostradamus", PICK["nostradamus"])
    g.end_phase()
    g.end_phase()  # day 1
    g.step("mafia", {"buy": 8})
    assert "purchase_announcement" in [s.key for s in legal_choices(g.state).steps]
    g.step("withdraw", [2])
    assert g.state.choices["mafia"] == {"buy": 8}  # his choice stays, with no effect
    assert "purchase_announcement" not in [s.key for s in legal_choices(g.state).steps]
    g.end_phase()
    assert g.state.player(8).role == "plain_citizen"
    assert g.state.records[-1].announce == ["withdrew:2"]
