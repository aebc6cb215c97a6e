"""What the sixth round of fresh auditors found (decisions CF48): the game-script notation's
refusals, ``null`` as not given, the Werewolf table's wolves, the night checklist's calls,
Kane's side-only reveal, and the files a club keeps. Each test fails on the code before."""

from __future__ import annotations

import json
from pathlib import Path

import pytest

from narrator_app.engine import Game, IllegalAction, Setup, legal_choices
from narrator_app.engine.readers import BadContent, load_yaml
from narrator_app.engine.script import run_case

#: The auditors' own minimal cases, kept as they wrote them.
FILES = sorted((Path(__file__).resolve().parent / "audit_round6_cases").glob("*.yaml"))


@pytest.mark.parametrize("case", FILES, ids=[f.stem for f in FILES])
def test_auditor_case(case: Path) -> None:
    result = run_case(case)
    assert result.passed, "\n".join(result.failures)


def _game(scenario: str, roster: list[str], rules: dict | None = None) -> Game:
    g = Game(Setup(scenario, tuple(f"P{i}" for i in range(1, len(roster) + 1)), rules or {}))
    g.deal(roster)
    return g


# --- the notation (CF48-1 … CF48-5) ------------------------------------------------------
def test_a_malformed_private_expectation_is_the_cases_fault_not_a_traceback(
        tmp_path: Path) -> None:
    case = tmp_path / "c.yaml"
    case.write_text("""scenario: classic
seats: [godfather, simple_mafia, doctor, detective, plain_citizen, plain_citizen, plain_citizen]
script:
  - intro_night: {}
  - expect: {private: [[detective]]}
""", encoding="utf-8")
    result = run_case(case)
    assert not result.passed
    assert "bad_script: expect private is not a mapping of names" in result.failures[0]
    assert "unexpected error" not in "\n".join(result.failures)


def test_a_key_a_merge_brings_twice_is_refused() -> None:
    assert load_yaml(b"b: {<<: {p: 1}, r: 3}\n") == {"b": {"p": 1, "r": 3}}
    with pytest.raises(BadContent, match="the key 'p' is given twice"):
        load_yaml(b"b: {<<: {p: 1}, p: 3}\n")


def test_a_new_game_refuses_a_house_rule_outside_its_scope() -> None:
    setup = Setup("classic", tuple("abcdefg"), {"leon_bullets": 3})
    with pytest.raises(IllegalAction) as info:
        Game.new(setup)
    assert info.value.facts["detail"] == "house_rule_not_in_scenario"
    Game(setup)  # a saved game's rules are read as written (6.10 S14)


def test_play_refuses_it_with_a_persian_reason(tmp_path: Path) -> None:
    import subprocess
    import sys

    line = json.dumps({"new": {"scenario": "classic", "names": list("abcdefg"),
                               "house_rules": {"leon_bullets": 3}}})
    out = subprocess.run([sys.executable, "-m", "narrator_app", "play", "--data",
                          str(tmp_path)], input=line + "\n", capture_output=True, text=True,
                         cwd=Path(__file__).resolve().parents[2], timeout=120)
    assert out.stdout.startswith("refused bad_script "), out.stdout
    assert "قانون‌های میز" in out.stdout and "leon_bullets" not in out.stdout  # no raw id


# --- the night checklist (CF48-7 … CF48-11) ----------------------------------------------
TK = ["mafia_boss", "nato", "hostage_taker", "simple_mafia", "detective", "doctor", "commando",
      "guard", "gunner", "plain_citizen", "plain_citizen", "plain_citizen"]
BZ = ["mafia_boss", "nato", "charlatan", "simple_mafia", "detective", "doctor", "researcher",
      "invulnerable", "interrogator", "sniper", "plain_citizen", "plain_citizen"]


def _reminders(g: Game) -> dict[str, list[int]]:
    return {s.key: s.seats for s in legal_choices(g.state).steps if s.kind == "reminder"}


@pytest.mark.parametrize(("scenario", "roster", "rule", "team", "key"), [
    ("takavar", TK, "nato_announcement", {"nato": {"seat": 5, "role": "detective"}},
     "nato_announced"),
    ("bazpors", BZ, "bz_trade_announcement", {"trade": {"sacrifice": 4, "recruit": 11}},
     "trade_announcement"),
])
def test_no_announcement_reminder_under_none(scenario, roster, rule, team, key) -> None:
    for value, shown in (("night_every_attempt", True), ("none", False)):
        g = _game(scenario, roster, {rule: value})
        for _ in range(3):
            g.end_phase()
        g.step("mafia", team)
        assert (key in _reminders(g)) is shown, value


def test_bazpors_calls_the_nato_announcement_the_charlatan_and_the_recruit() -> None:
    g = _game("bazpors", BZ)
    g.end_phase()
    intro = {s.key: s.seats for s in legal_choices(g.state).steps}
    assert intro["charlatan_meet"] == [3] and 3 not in intro["mafia_meet"]
    g.end_phase()
    g.end_phase()
    g.step("mafia", {"nato": {"seat": 5, "role": "detective"}})
    assert "nato_announced" in _reminders(g)
    g = _game("bazpors", BZ)
    for _ in range(3):
        g.end_phase()
    g.step("mafia", {"trade": {"sacrifice": 4, "recruit": 11}})
    assert sorted(_reminders(g)["bought_player"]) == [1, 2, 3, 4, 11]


SHERLOCK = ["godfather", "saul_goodman", "matador", "dr_watson", "leon", "citizen_kane",
            "constantine", "plain_citizen", "plain_citizen", "plain_citizen", "sherlock_holmes"]


@pytest.mark.parametrize("dummy", [True, False])
def test_a_handcuffed_sherlock_is_a_dummy_call(dummy: bool) -> None:
    g = _game("godfather_sherlock", SHERLOCK, {"wake_disabled_roles_as_dummy": dummy})
    g.end_phase()
    g.end_phase()
    g.step("votes", {9: 6})
    g.step("exit_votes", {9: 6})
    g.step("card", {"draw": "handcuffs", "handcuff": 11})
    g.end_phase()
    row = {s.key: (s.kind, s.why_dummy) for s in legal_choices(g.state).steps}
    assert row.get("sherlock_holmes") == (("dummy", "handcuffed") if dummy else None)


ZODIAC = ["bomber", "al_capone", "magician", "guard", "ocean", "gunner", "leon", "detective",
          "doctor", "plain_citizen", "plain_citizen", "zodiac"]


def test_the_zodiac_is_not_called_on_a_night_he_may_not_shoot() -> None:
    g = _game("zodiac", ZODIAC, {"zodiac_shoot_nights": "even"})
    for _ in range(3):
        g.end_phase()
    assert "zodiac" not in [s.key for s in legal_choices(g.state).steps]
    g.end_phase()
    g.end_phase()
    assert (g.state.phase, g.state.number) == ("night", 2)
    assert "zodiac" in [s.key for s in legal_choices(g.state).steps]


# --- Kane's side-only reveal names no role (CF48-12) ----------------------------------------
GF = ["godfather", "saul_goodman", "matador", "dr_watson", "leon", "citizen_kane",
      "constantine", "plain_citizen", "plain_citizen", "plain_citizen", "nostradamus"]


@pytest.mark.parametrize(("content", "told"), [("side_only", "side"),
                                               ("side_and_role", True)])
def test_kanes_reveal_tells_the_role_only_under_side_and_role(content: str, told) -> None:
    g = _game("godfather_nostradamus", GF, {"kane_reveal_content": content})
    g.end_phase()
    g.step("nostradamus", {"pick": [8, 9, 10], "side": "city"})
    g.end_phase()
    g.end_phase()
    g.step("citizen_kane", {"inquire": 2})
    g.end_phase()
    assert g.state.player(2).role_public == told


# --- what the table hears (CF48-13, CF48-14) ----------------------------------------------
def test_a_nights_exits_are_said_in_seat_order_whatever_linked_them() -> None:
    g = _game("werewolf", ["hunter", "protector", "seer", "werewolf", "cupid", "witch"])
    g.step("cupid", {"lovers": [3, 4]})
    g.step("protector", {"protect": 5})
    g.step("mafia", {"shot": 1})
    g.step("witch", {"heal": 1, "poison": 4})
    g.end_phase()
    assert g.state.records[-1].announce[:2] == ["left:3", "left:4"]


def test_the_guards_secret_defusal_is_not_read_aloud_at_the_noon_sleep() -> None:
    from narrator_app.engine import bomb_outcome

    g = _game("zodiac", ZODIAC)
    for _ in range(3):
        g.end_phase()
    g.step("bomber", {"plant": 10, "code": 3})
    for s in legal_choices(g.state).steps:
        if s.kind == "input" and s.key != "bomber":
            g.step(s.key, {})
    g.end_phase()
    g.step("bomb", {"guard_code": 3})
    assert g.state.extra["bomb"]["done"] and bomb_outcome(g.state) is None


# --- the seeds' house rules (CF48-15 … CF48-17) -------------------------------------------
CLASSIC8 = ["godfather", "simple_mafia", "doctor", "detective", "plain_citizen",
            "plain_citizen", "plain_citizen", "plain_citizen"]


def test_a_withdrawal_names_the_role_under_reveal_role_on_death() -> None:
    from narrator_app.messages import announcement_lines

    g = _game("classic", CLASSIC8, {"reveal_role_on_death": True})
    g.end_phase()
    g.end_phase()
    g.step("mafia", {"shot": 6})
    g.step("withdraw", [7])
    g.end_phase()
    tokens = list(g.state.records[-1].announce)
    assert "withdrew:7" in tokens
    lines = announcement_lines(tokens, g.scenario, CLASSIC8, [""] * 8, dict(g.state.rules), "en")
    assert all("the role was" in line for line in lines), lines


MN = ["godfather", "joker", "dr_lecter", "simple_mafia", "pickpocket", "mayor", "die_hard",
      "leon", "detective", "psychiatrist", "doctor", "plain_citizen"]


@pytest.mark.parametrize("includes", [True, False])
def test_the_psychiatrists_silence_spares_the_defense_under_its_house_rule(
        includes: bool) -> None:
    from narrator_app.engine import speaking_order

    g = _game("mafia_nights", MN, {"psychiatrist_silence_includes_defense": includes})
    g.end_phase()  # the intro night
    g.end_phase()  # Day 1
    g.step("psychiatrist", {"silence": 12})
    g.end_phase()
    assert 12 in [s.seat for s in speaking_order(g.state, 1) if s.silenced]
    in_defense = [s.seat for s in speaking_order(g.state, 1, defense=True) if s.silenced]
    assert in_defense == ([12] if includes else [])


# --- the night's order (CF48-24 … CF48-26) -----------------------------------------------
JACK = ["godfather", "saul_goodman", "matador", "dr_watson", "leon", "citizen_kane",
        "constantine", "plain_citizen", "plain_citizen", "plain_citizen", "jack_sparrow"]


def test_jack_after_the_mafia_wakes_after_the_whole_mafia_wake() -> None:
    g = _game("godfather_jack_sparrow", JACK, {"jack_wake_position": "after_mafia"})
    g.end_phase()
    intro = [s.key for s in legal_choices(g.state).steps]
    assert intro.index("mafia_meet") < intro.index("jack_sparrow")
    g.step("jack_sparrow", {"curse": 8})
    g.end_phase()
    g.end_phase()
    keys = [s.key for s in legal_choices(g.state).steps]
    assert keys.index("mafia") < keys.index("matador") < keys.index("jack_sparrow")


def test_the_printed_sheet_calls_sherlocks_first_guess_on_the_intro_night() -> None:
    from narrator_app.engine import load_scenario, night_calls

    calls = night_calls(load_scenario("godfather_sherlock"), 11,
                        {"sherlock_first_guess_night": 0}, intro=True)
    assert [d.key for d in calls] == ["sherlock_holmes", "mafia_meet", "city_roles"]
    calls = night_calls(load_scenario("godfather_sherlock"), 11, {}, intro=True)
    assert "sherlock_holmes" not in [d.key for d in calls]


def test_fewer_simple_mafia_in_a_club_file_but_never_none() -> None:
    import subprocess
    import sys

    root = Path(__file__).resolve().parents[2]
    folder = Path(__file__).resolve().parent / "audit_round6_club"
    out = subprocess.run([sys.executable, "-m", "narrator_app", "--scenarios", str(folder),
                          "cases", str(folder)], capture_output=True, text=True, cwd=root,
                         timeout=300)
    assert out.returncode == 0 and "2 passed, 0 failed" in out.stdout, out.stdout + out.stderr


def test_the_players_display_says_a_war_guns_exit_and_its_side() -> None:
    from narrator_app.engine import apply, public_view
    from narrator_app.engine.script import apply_entry, entry_actions

    g = _game("takavar", ["gunner", "detective", "commando", "plain_citizen", "doctor",
                          "guard", "hostage_taker", "mafia_boss", "nato", "plain_citizen"])
    st = g.state
    for phase, body in [("intro_day", {}), ("intro_night", {}), ("day", {}),
                        ("night", {"guard": {"protect": [3, 4]}, "hostage_taker": {"hold": [5]},
                                   "mafia": {"shot": 10}, "detective": {"inquire": 8},
                                   "doctor": {"save": 3}, "gunner": {"give": {2: "war"}}})]:
        st = apply_entry(st, phase, body)
    for a in entry_actions(st, "day", {"guns": [{"shooter": 2, "target": 7}]}):
        st = apply(st, a)
    assert "side_shown_mafia:7" in public_view(st).announce  # as the narrator announced it


def test_a_refusal_with_no_role_names_the_team_or_says_it_plainly() -> None:
    from narrator_app.engine import load_scenario
    from narrator_app.messages import refusal_text

    scen = load_scenario("namayande")
    team = IllegalAction("no_uses_left", key="mafia", detail="defused")
    assert refusal_text(team, scen, ["a"] * 10, "fa") == "توانایی تیم مافیا تمام شده است."
    assert refusal_text(team, scen, ["a"] * 10, "en") == "The mafia team has no uses left."
    nobody = IllegalAction("no_uses_left", detail="defused")
    assert refusal_text(nobody, scen, [], "en") == "That ability has no uses left."
