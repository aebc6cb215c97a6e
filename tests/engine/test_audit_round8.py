"""What the eighth round of fresh auditors found (decisions CF50): the day's checklist
against the engine (a revote, the Mayor's option, the cards after a withdrawal, an intro-only
Day 1, a hunter who may pass, the antidote chosen again), the day's order one step at a
time (a gun after the vote, a vote before the interrogator's decision), what the table
hears (the club tokens on the players' display, NATO read once), the speaking round's
challenge, a withdrawn holder's value, and a club's own files. Each test fails on the code
before."""

from __future__ import annotations

from pathlib import Path

import pytest
from helpers import at_day_one, refusal_of, script_state

from narrator_app.engine import Game, Setup
from narrator_app.engine.choices import (
    card_options,
    day_steps,
    legal_choices,
    options_for,
    vote_cap,
)
from narrator_app.engine.day import exit_vote_threshold
from narrator_app.engine.errors import IllegalAction
from narrator_app.engine.game import Action, apply
from narrator_app.engine.morning import morning_announcement
from narrator_app.engine.scenario import check_scenario_file
from narrator_app.engine.script import apply_entry, import_script, load_script, run_case
from narrator_app.engine.talk import public_view
from narrator_app.timers import RoundOver, SpeakingRound

HERE = Path(__file__).resolve().parent
#: The auditors' own minimal cases, with titles that say the rule.
FILES = sorted((HERE / "audit_round8_cases").glob("*.yaml"))
PC = "plain_citizen"
NOS = ["godfather", "saul_goodman", "matador", "dr_watson", "leon", "citizen_kane",
       "constantine", PC, PC, PC, "nostradamus"]
MN = ["godfather", "joker", "dr_lecter", "simple_mafia", "pickpocket", "mayor", "die_hard",
      "leon", "detective", "psychiatrist", "doctor", PC]
BZ = ["mafia_boss", "nato", "charlatan", "detective", "doctor", "researcher", "invulnerable",
      "interrogator", PC, PC]
TK = ["mafia_boss", "nato", "hostage_taker", "detective", "doctor", "commando", "guard",
      "gunner", PC, PC]


@pytest.mark.parametrize("case", FILES, ids=[f.stem for f in FILES])
def test_auditor_case(case: Path) -> None:
    result = run_case(case)
    assert result.passed, "\n".join(result.failures)


# --- the day's checklist against the engine (T2: «the pickers and the rules cannot
# disagree») -----------------------------------------------------------------------------
def _nos_day_one(rules: dict) -> Game:
    return at_day_one({"cards_enabled": False, **rules})


def test_a_revote_offers_the_tied_alone_and_says_the_voters_it_counts() -> None:
    """A05 revote among the tied: the checklist offered an untied defender the engine
    refuses (``not_a_defender``), and the voters said were one too many (every defender
    stays out of the voters, CF45-25)."""
    g = _nos_day_one({"tie_resolution": "revote_then_lottery", "defenders_can_vote": False})
    g.step("votes", {8: 6, 9: 6, 10: 6})
    g.step("exit_votes", {8: 3, 9: 3, 10: 1})
    st = g.state
    targets = options_for(st, "exit_votes")[0].targets
    assert targets[8] is None and targets[9] is None
    assert targets[10] is not None and targets[10].code == "invalid_target"
    assert refusal_of(st, "exit_votes", [{8: 3, 9: 3, 10: 1}, {8: 4, 10: 1}]).code == (
        "invalid_target")
    needs, voters = exit_vote_threshold(st)
    assert needs is None and voters == vote_cap(st, "exit_votes") == 11 - 3


def test_the_mayors_decision_is_not_offered_below_his_defenders() -> None:
    """``mayor_requires_two_defenders`` (A73) with one defender: the engine refuses the
    decision; the checklist listed the Mayor's step with both options open."""
    g = Game(Setup("mafia_nights", tuple("ABCDEFGHIJKL"),
                   {"cards_enabled": False, "mayor_requires_two_defenders": True}))
    g.deal(MN)
    g.end_phase()
    g.step("votes", {2: 7})
    st = g.state
    assert "mayor" not in [s.key for s in legal_choices(st).steps]
    for opt in options_for(st, "mayor"):
        assert opt.refusal is not None and opt.refusal.code == "not_available"
    assert refusal_of(st, "mayor", {"cancel": True}).code == "not_available"


def test_the_cards_follow_a_withdrawal_earlier_today() -> None:
    """The card step's options were the day's start's: Beautiful Mind offered once Jack left
    by his curse link (3.2.3: removed from the deck), and two seats for Silence of the Lambs
    once the others are half the table (4.3; C2). The engine refuses both."""
    jack = ["godfather", "saul_goodman", "matador", "dr_watson", "leon", "citizen_kane",
            "constantine", PC, PC, PC, "jack_sparrow"]
    g = Game(Setup("godfather_jack_sparrow", tuple("ABCDEFGHIJK"), {}))
    g.deal(jack)
    g.end_phase()
    g.step("jack_sparrow", {"curse": 10})
    g.end_phase()
    g.step("withdraw", [10])  # the cursed player leaves the table: Jack with him
    g.step("votes", {8: 5})
    g.step("exit_votes", {8: 5})
    assert "beautiful_mind" not in [o.name for o in card_options(g.state)]
    mn18 = ["godfather", "joker", "dr_lecter", "simple_mafia", "simple_mafia",
            "simple_mafia", "pickpocket", "mayor", "die_hard", "leon", "detective",
            "psychiatrist", "doctor"] + [PC] * 5
    g = Game(Setup("mafia_nights", tuple("ABCDEFGHIJKLMNOPQR"), {}))
    g.deal(mn18)
    g.end_phase()
    g.step("withdraw", [2, 3, 4, 5, 6, 14, 15, 16])
    g.step("votes", {18: 6})
    g.step("exit_votes", {18: 6})
    silence = next(o for o in card_options(g.state) if o.name == "silence_of_the_lambs")
    assert silence.seats == 1
    assert refusal_of(g.state, "card", {"draw": "silence_of_the_lambs", "silence": [7]}) is None


def test_an_intro_only_day_one_has_no_vote_and_the_intro_days_talk() -> None:
    """``mafia_nights_day1 = intro_only`` (A74): the engine refuses any vote; the checklist
    asked for one and the timer gave the normal day's round (1.2: no challenge)."""
    g = Game(Setup("mafia_nights", tuple("ABCDEFGHIJKL"), {"mafia_nights_day1": "intro_only"}))
    g.deal(MN)
    g.end_phase()
    st = g.state
    ch = legal_choices(st)
    assert ch.current is None and ch.end_refusal is None and day_steps(st) == []
    assert refusal_of(st, "votes", {2: 7}).code == "wrong_phase"
    talk = SpeakingRound.for_state(st, "talk", 1, clock=lambda: 0.0)
    intro = st.rules.get("intro_day_seconds", 40)
    assert talk.seconds == intro and talk.challenges_per_turn == 0


def test_a_challenge_goes_only_to_another_player_who_speaks_today() -> None:
    """1.2: «others raise hands … the speaker may pick one of them»; 1.7: the half-dead do
    not speak. The round granted the floor to the speaker, the half-dead, the dead and 99."""
    g = _nos_day_one({})
    g.step("votes", {8: 6})
    g.step("exit_votes", {8: 6})
    g.end_phase()
    g.step("mafia", {"shot": 9})
    g.end_phase()  # Day 2: 8 half-dead, 9 dead
    for who in (1, 8, 9, 99):
        r = SpeakingRound.for_state(g.state, "talk", 1, clock=lambda: 0.0)
        with pytest.raises(RoundOver) as exc:
            r.grant_challenge(who)
        assert exc.value.reason == "not_a_speaker"
    r = SpeakingRound.for_state(g.state, "talk", 1, clock=lambda: 0.0)
    r.grant_challenge(2)
    assert r.challenger == 2


def test_a_hunter_who_may_pass_is_still_asked_for_his_shot_by_day() -> None:
    """7.6, C8 (``ww_hunter_may_pass``): a lynched hunter may still shoot; the engine took
    the shot, the day's checklist never listed it and the window never asked."""
    from narrator_app.engine import open_day_role

    seats = ["werewolf", "werewolf", "seer", "protector", "witch", "hunter", "cupid",
             "villager", "villager", "villager"]
    st = script_state("werewolf", seats, [("night", {"cupid": {"lovers": [8, 9]},
                                                "mafia": {"shot": 10},
                                                "witch": {"poison": 2}})],
                 {"ww_hunter_may_pass": True})
    st = apply(st, Action("step", "day", "votes", {6: 5}))
    st = apply(st, Action("step", "day", "exit_votes", {6: 5}))
    step = next(s for s in legal_choices(st).steps if s.key == "hunter")
    assert step.kind == "optional" and not step.done and step.seats == [6]
    assert open_day_role(st) == "hunter"
    shot = apply(st, Action("step", "day", "hunter", {"shoot": 1}))
    assert shot.winner == "city" and open_day_role(shot) is None


def test_the_antidote_chosen_again_is_offered_as_the_night_stood() -> None:
    """game-script: «choosing again on a step replaces its choice»: the options of the
    antidote step chosen again were worked out with the herbalist's antidote already spent
    by the choice they replace; each offered count was refused."""
    seats = ["don", "witch", "executioner", "detective", "suspect", "armoursmith",
             "herbalist", "heir", PC, PC]
    st = script_state("capo", seats, [
        ("intro_night", {"heir": {"heir_of": 9}}),
        ("day", {"capo_gun": {"trustee": 4, "suspects": [5, 10], "real": 10}}),
        ("night", {"herbalist": {"poison": 3}}), ("day", {})])
    chosen = apply(st, Action("step", "night", "antidote", {"votes": 5, "give": True}))
    before = {o.name: o.number for o in options_for(st, "antidote")}
    again = {o.name: o.number for o in options_for(chosen, "antidote")}
    assert again == before and "antidote_give" in again
    for o in options_for(chosen, "antidote"):
        low, high = o.number
        for n in range(low, high + 1):
            assert refusal_of(chosen, "antidote", o.value([], number=n)) is None, (o.name, n)


# --- the day's order, one step at a time --------------------------------------------------
def test_a_gun_after_the_defence_vote_is_refused_and_no_longer_offered() -> None:
    """club_scenarios 2.8, game-script «``guns`` (before the defense vote)»: a war gun fired
    once the vote was recorded was taken, and the vote read again on a smaller table."""
    st = script_state("takavar", TK, [("intro_day", {}), ("intro_night", {}), ("day", {}),
                                 ("night", {"gunner": {"give": {10: "war"}}})])
    assert "guns" in [s.key for s in legal_choices(st).steps]
    st = apply(st, Action("step", "day", "votes", {4: 5}))
    refused = refusal_of(st, "guns", [{"shooter": 10, "target": 9}])
    assert refused is not None and refused.code == "not_available"
    assert refused.facts.get("detail") == "gun_window_closed"
    assert "guns" not in [s.key for s in legal_choices(st).steps]


def test_the_interrogators_decision_after_a_vote_typed_first_still_holds() -> None:
    """3.8: the interrogator decides before the day's vote; with the vote typed first, the
    held decision was refused («no other vote today») and the decision taken from him. The
    held vote replaces the day's vote: the vote typed before it is dropped."""
    st = script_state("bazpors", BZ, [("intro_day", {}), ("intro_night", {}), ("day", {}),
                                 ("night", {"interrogator": {"summon": [9, 2]}})])
    st = apply(st, Action("step", "day", "votes", {4: 6}))
    held = apply(st, Action("step", "day", "interrogation",
                            {"held": True, "exit_votes": {9: 3, 2: 6}}))
    assert "votes" not in held.choices and held.player(2).status != "alive"
    # in one script entry the decision comes first: a vote beside a held one is refused
    with pytest.raises(IllegalAction) as exc:
        script_state("bazpors", BZ, [("intro_day", {}), ("intro_night", {}), ("day", {}),
                                ("night", {"interrogator": {"summon": [9, 2]}}),
                                ("day", {"interrogation": {"held": True,
                                                           "exit_votes": {9: 3, 2: 6}},
                                         "votes": {4: 6}})])
    assert exc.value.code == "not_available"


# --- what the table hears -------------------------------------------------------------
def test_the_players_display_shows_the_club_announcements() -> None:
    """club_scenarios 1.6: ``poison``, ``poisoned:s``, ``antidote:s``, ``mine``, ``terror``
    are announced; the players' display («what the table has heard today») dropped them."""
    seats = ["don", "witch", "executioner", "detective", "suspect", "armoursmith",
             "herbalist", "heir", PC, PC]
    st = script_state("capo", seats, [
        ("intro_night", {"heir": {"heir_of": 4}}),
        ("day", {"capo_gun": {"trustee": 4, "suspects": [9, 10], "real": 9}}),
        ("night", {"herbalist": {"poison": 1}, "mafia": {"shot": 10}})])
    assert public_view(st).announce[:1] == ("poison",)
    st = apply_entry(st, "day", {})
    st = apply_entry(st, "night", {"antidote": {"votes": 0}})
    # said at the antidote step with every eye open (6.7 step 0), not again in the morning
    assert {"poisoned:1", "antidote:1"} <= set(st.records[-1].announce)
    assert not {"poisoned:1", "antidote:1"} & set(public_view(st).announce)
    assert not {"poisoned:1", "antidote:1"} & set(
        morning_announcement(st.records[-1].announce, st.rules))
    nm = ["don", "rebel", "hacker", "guide", "doctor", "miner", "bodyguard", "lawyer", PC, PC]
    st = script_state("namayande", nm, [("intro_day", {}), ("intro_night", {}),
                                   ("day", {"election": [9, 10]}),
                                   ("night", {"miner": {"mine": 4}}), ("day", {}),
                                   ("night", {"mafia": {"shot": 4, "sacrifice": 3}})])
    assert public_view(st).announce[0] == "mine"


def test_natos_guess_is_read_at_night_and_not_again_in_the_morning() -> None:
    """2.6, 3.6: «announced during the night on every attempt»; the morning read it again
    (morning.py: the morning reads the rest)."""
    st = script_state("takavar", TK, [("intro_day", {}), ("intro_night", {}), ("day", {})])
    st = apply(st, Action("step", "night", "mafia", {"nato": {"seat": 4, "role": "doctor"}}))
    assert "nato_announced" in [s.key for s in legal_choices(st, options=False).steps]
    st = apply(st, Action("end_phase"))
    assert "nato" in st.records[-1].announce
    assert "nato" not in morning_announcement(st.records[-1].announce, st.rules)


def test_a_withdrawn_holders_value_is_still_read_for_its_shape() -> None:
    """game-script: «bad_script for the entry's shape, then …»; 6.10 S12 accepts a
    withdrawn player's choices, not a malformed one: ``{reflect: 0}`` from the withdrawn
    witch was taken one step at a time."""
    seats = ["werewolf", "werewolf", "seer", "protector", "witch", "hunter", "cupid",
             "villager", "villager", "villager"]
    st = script_state("werewolf", seats, [])
    st = apply(st, Action("step", "night", "withdraw", [5]))
    for value in ({"reflect": 0}, {"poison": 11}):
        assert refusal_of(st, "witch", value).code == "bad_script", value
    assert refusal_of(st, "witch", {"poison": 3}) is None  # his choice: no effect, accepted


# --- a club's own files ---------------------------------------------------------------
CLUBS = HERE / "audit_round8_cases" / "club_files"


def _reasons(name: str) -> list[str]:
    return [f"{f.field}: {f.reason}" for f in check_scenario_file(CLUBS / f"{name}.toml")]


def test_a_sound_club_file_beside_them_is_still_ok() -> None:
    ok = HERE / "club_kind_cases" / "cf50_shots_per_night" / "cf50_shots.toml"
    assert check_scenario_file(ok) == []


@pytest.mark.parametrize(("name", "words"), [
    ("s22", "both bring the team action 'nato'"),  # two guess_role roles, one team action
    ("s32", "both bring the team action 'recruit'"),  # the boss's recruit and a recruiter
    ("i30", "the city role 'vigil' cannot hold it"),  # a city night_shot
    ("i33", "the independent role 'boss' cannot hold it"),  # an independent night_shot
    ("i31", "the city role 'nato' cannot hold it"),  # a city card's guess in the team step
    ("i35", "no mafia step"),  # a team shot and no mafia step to record it
    ("w_mayor", "exit decision"),  # ``mayor`` of kind save: the day key of the decision
])
def test_a_club_file_the_team_step_or_the_script_could_not_play_is_refused(
        name: str, words: str) -> None:
    """docs/scenario-format (a general kind's roles «each with its own parameters»; a role
    id that is a word of the game script) and club_scenarios 1.3 (the mafia step records
    the team's action): each passed ``scenario check`` and then played wrong — only the
    first role's parameters, a city card's guess in the mafia's step, a team shot recorded
    with no step to ask it, a night step no script could write (CF50)."""
    reasons = _reasons(name)
    assert any(words in r for r in reasons), reasons


def test_import_ignores_a_rejected_entry_of_any_shape(tmp_path: Path) -> None:
    """game-script: «Import ignores … ``rejected`` entries»: ``cases`` passed a case whose
    refused entry was refused for its very shape, and ``import`` refused the file."""
    case = tmp_path / "case.yaml"
    case.write_text("scenario: classic\nseats: [godfather, simple_mafia, doctor, detective, "
                    "plain_citizen, plain_citizen, plain_citizen]\nscript:\n"
                    "  - intro_night: 5\n    rejected: bad_script\n  - intro_night: {}\n",
                    encoding="utf-8")
    assert run_case(case).passed
    game = import_script(load_script(case, refused_ok=True))
    assert game.state.phase == "day"


# --- a second auditor of this round's changes (audit51) ---------------------------------
def test_a_card_chosen_again_offers_the_seat_its_own_choice_took() -> None:
    """T2: chosen again, Beautiful Mind's targets were read from the day with its own guess
    applied (the independent gone), while the engine takes that very choice again."""
    st = script_state("godfather_nostradamus", NOS, [
        ("intro_day", {}), ("intro_night", {"nostradamus": {"pick": [8, 9, 10],
                                                            "side": "city"}})],
        {"cards_enabled": True})
    for key, value in (("votes", {8: 6}), ("exit_votes", {8: 6}),
                       ("card", {"draw": "beautiful_mind", "guess": 11})):
        st = apply(st, Action("step", "day", key, value))
    option = next(o for o in options_for(st, "card") if o.name == "beautiful_mind")
    assert option.targets[11] is None
    assert refusal_of(st, "card", {"draw": "beautiful_mind", "guess": 11}) is None


def test_the_rebels_strike_is_not_offered_once_the_accusations_are_in() -> None:
    """club_scenarios 4.6: the rebel strikes «before the election or the accusations»; with
    the accusations recorded the checklist still offered the strike the engine refuses."""
    nm = ["don", "rebel", "hacker", "guide", "doctor", "miner", "bodyguard", "lawyer", PC, PC]
    st = script_state("namayande", nm, [
        ("intro_day", {}), ("intro_night", {}), ("day", {"election": [4, 5]}),
        ("night", {"mafia": {"shot": 9}}),
        ("day", {"accused": [1, 10], "votes": {1: 6, 10: 1}}),
        ("night", {"mafia": {"shot": 10}})])
    assert "terror" in [s.key for s in legal_choices(st).steps]  # armed: offered first
    st = apply(st, Action("step", "day", "accused", [3, 6]))
    assert refusal_of(st, "terror", {"target": 8}).code == "not_available"
    assert not any(s.key == "terror" and not s.done for s in legal_choices(st).steps)


@pytest.mark.parametrize(("scenario", "seats", "give", "blank"), [
    ("zodiac", ["al_capone", "bomber", "magician", "guard", "ocean", "gunner", "leon",
                "detective", "doctor", PC, PC, "zodiac"], {10: "war", 11: "blank"}, 11),
    ("takavar", TK, {10: "war", 9: "blank"}, 9)])
def test_the_guns_recorded_before_the_vote_cannot_grow_after_it(scenario, seats, give,
                                                                  blank) -> None:
    """2.8: the gun window closes with the defence vote; choosing the guns again after it
    added a war shot, and the vote stood on the smaller table."""
    st = script_state(scenario, seats, [("intro_day", {}), ("intro_night", {}), ("day", {}),
                                   ("night", {"gunner": {"give": give}})])
    fired = [{"shooter": blank, "target": 2}]
    st = apply(st, Action("step", "day", "guns", fired))
    st = apply(st, Action("step", "day", "votes", {1: 6}))
    more = [*fired, {"shooter": 10, "target": 3}]
    refused = refusal_of(st, "guns", more)
    assert refused is not None and refused.facts.get("detail") == "gun_window_closed"
    assert refusal_of(st, "guns", fired) is None  # the same guns again: nothing changes


def test_a_spent_war_gun_is_not_offered_to_the_seeds_gunner() -> None:
    """T2; S2:L124 (one war gun): after his war gun was fired, the option still offered war
    on every seat, and the engine refused it ``no_uses_left``."""
    z = ["al_capone", "bomber", "magician", "guard", "ocean", "gunner", "leon", "detective",
         "doctor", PC, PC, "zodiac"]
    st = script_state("zodiac", z, [("intro_day", {}), ("intro_night", {}), ("day", {}),
                               ("night", {"gunner": {"give": {10: "war"}}}),
                               ("day", {"guns": [{"shooter": 10, "target": 3}]})])
    give = options_for(st, "gunner")[0]
    assert give.kinds_for(9) == ("blank",)
    assert refusal_of(st, "gunner", {"give": {9: "war"}}).code == "no_uses_left"
    assert refusal_of(st, "gunner", {"give": {9: "blank"}}) is None
