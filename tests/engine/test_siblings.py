"""Mafia Nights and Zodiac rules beyond the public cases (rules_spec 8.4, 8.5)."""

from __future__ import annotations

from helpers import play, refused

from narrator_app.engine import Game, Setup, load_scenario
from narrator_app.engine.choices import legal_choices, vote_cap

MN = list(load_scenario("mafia_nights").roster.reference)  # rules_spec 8.4: MN-12
ZD = list(load_scenario("zodiac").roster.reference)  # rules_spec 8.5: ZD-12


def game(scenario: str, seats: list[str], hr: dict | None = None) -> Game:
    g = Game(Setup(scenario, tuple(f"P{i}" for i in range(1, len(seats) + 1)), hr or {}))
    g.deal(seats)
    if g.state.phase == "intro_day":
        play(g, "intro_day")
    play(g, "intro_night")
    return g


def test_mafia_nights_starts_with_the_intro_night() -> None:
    g = Game(Setup("mafia_nights", tuple("abcdefghijkl"), {}))
    g.deal(MN)
    assert g.state.phase == "intro_night"


def test_joker_on_the_godfather_shows_mafia() -> None:  # T60
    g = game("mafia_nights", MN)
    play(g, "day")
    play(g, "night", {"joker": {"flip": 1}, "detective": {"inquire": 1}})
    assert g.state.records[-1].private == {"detective": "mafia"}
    g2 = game("mafia_nights", MN, {"joker_vs_godfather": "godfather_absolute"})
    play(g2, "day")
    play(g2, "night", {"joker": {"flip": 1}, "detective": {"inquire": 1}})
    assert g2.state.records[-1].private == {"detective": "citizen"}


def test_defenders_do_not_vote_one_vote_each() -> None:  # T64
    g = game("mafia_nights", MN)
    play(g, "day", {"votes": {2: 7, 12: 7}}, end=False)
    assert vote_cap(g.state, "exit_votes") == 10
    assert refused(g.step, "exit_votes", {2: 6, 12: 5}) == "bad_count"
    g.step("exit_votes", {2: 6, 12: 4})
    assert g.state.day.eliminated == 2


def test_mayor_cancels_once() -> None:  # T65
    g = game("mafia_nights", MN, {"cards_enabled": False})
    play(g, "day", {"votes": {2: 7}, "mayor": {"cancel": True}})
    assert g.state.alive_seats() == list(range(1, 13))
    assert g.state.records[-1].announce == ["mayor"]
    play(g, "night")
    play(g, "day", {"votes": {3: 7}}, end=False)
    assert refused(g.step, "mayor", {"eliminate": 3}) == "no_uses_left"


def test_psychiatrist_silences_for_the_next_day() -> None:  # T66
    g = game("mafia_nights", MN)
    play(g, "day")
    play(g, "night", {"psychiatrist": {"silence": 9}})
    assert g.state.player(9).silenced_day == 2


def test_pickpocket_takes_an_ability_for_good() -> None:  # T67
    g = game("mafia_nights", MN)
    play(g, "day")
    play(g, "night", {"pickpocket": {"steal": 11}, "doctor": {"save": 12}, "mafia": {"shot": 12}})
    assert 12 not in g.state.alive_seats()
    play(g, "day")
    play(g, "night", {"doctor": {"save": 8}, "mafia": {"shot": 8}}, end=False)
    step = next(s for s in legal_choices(g.state).steps if s.key == "doctor")
    assert step.kind == "dummy" and step.why_dummy == "stolen"
    g.end_phase()
    assert 8 not in g.state.alive_seats()


def test_zodiac_bomb_on_the_guard_is_told_and_defused() -> None:  # T73
    g = game("zodiac", ZD)
    play(g, "day")
    play(g, "night", {"bomber": {"plant": 4, "code": 2}})
    play(g, "day", {"bomb": {"guard_code": 5}})
    assert 4 in g.state.alive_seats()
    assert g.state.records[-1].private == {"guard_code": 2}


def test_a_live_bomb_needs_the_holders_code() -> None:  # T71
    g = game("zodiac", ZD)
    play(g, "day")
    play(g, "night", {"bomber": {"plant": 10, "code": 3}})
    assert refused(g.end_phase) == "missing_choice"
    play(g, "day", {"bomb": {"holder_code": 3}})
    assert 10 in g.state.alive_seats()


def test_unused_war_gun_explodes_the_next_night() -> None:  # T74
    g = game("zodiac", ZD)
    play(g, "day")
    play(g, "night", {"gunner": {"give": {11: "war", 10: "blank"}}})
    assert g.state.player(6).card.counters == {"war": 0, "blank": 1}
    play(g, "day")
    assert g.state.player(6).card.counters["blank"] == 2  # the blank came back
    play(g, "night")
    assert g.state.records[-1].announce == ["left:11"]


def test_war_gun_fired_in_the_day() -> None:
    g = game("zodiac", ZD)
    play(g, "day")
    play(g, "night", {"gunner": {"give": {11: "war"}}})
    play(g, "day", {"guns": [{"shooter": 11, "target": 2}]}, end=False)
    assert 2 not in g.state.alive_seats()
    assert g.state.records[-1].announce == ["gun_war"]


def test_magician_turns_a_war_gun_blank() -> None:  # T76
    g = game("zodiac", ZD)
    play(g, "day")
    play(g, "night", {"gunner": {"give": {11: "war"}}, "magician": {"block": 11}})
    play(g, "day", {"guns": [{"shooter": 11, "target": 1}]}, end=False)
    assert 1 in g.state.alive_seats()
    assert g.state.records[-1].announce == ["gun_blank"]


def test_noon_sleep_vote_and_no_card() -> None:  # T78
    g = game("zodiac", ZD)
    assert g.state.day.threshold == 6
    play(g, "day", {"votes": {3: 6, 10: 7}, "exit_votes": {3: 2, 10: 5}})
    assert 10 not in g.state.alive_seats()
    assert load_scenario("zodiac").default_house_rules()["cards_enabled"] is False


def test_scaling_rosters() -> None:  # T82
    mn = load_scenario("mafia_nights")
    assert mn.roster_for(10).count("simple_mafia") == 0
    assert mn.roster_for(10).count("plain_citizen") == 0
    assert mn.roster_for(15).count("simple_mafia") == 2
    zd = load_scenario("zodiac")
    assert zd.roster_for(18).count("simple_mafia") == 2


def test_detective_signal_during_the_night_matches_the_record() -> None:
    from narrator_app.engine.choices import signal_for

    g = game("mafia_nights", MN)
    play(g, "day")
    play(g, "night", {"joker": {"flip": 4}, "detective": {"inquire": 4}}, end=False)
    assert signal_for(g.state, "detective") == {"detective": "citizen"}
    g.end_phase()
    assert g.state.records[-1].private == {"detective": "citizen"}


def test_status_answer_counts_the_players_out_by_side() -> None:
    from narrator_app.messages import announcement_lines

    g = game("mafia_nights", MN)
    play(g, "day", {"votes": {2: 7}, "exit_votes": {2: 7}, "card": {"draw": "identity_reveal"}})
    play(g, "night", {"mafia": {"shot": 12}, "die_hard": {"status": True}})
    rec = g.state.records[-1]
    assert rec.facts == {"status": {"mafia": 1, "city": 1, "independent": 0}}
    lines = announcement_lines(
        rec.announce,
        g.scenario,
        [p.role for p in g.state.players],
        g.setup.names,
        g.state.rules,
        facts=rec.facts,
    )
    # Mafia Nights deals no independent: the answer names the two sides only (issue 23)
    assert "استعلام وضعیت: ۱ مافیا و ۱ شهروند از بازی بیرون رفته‌اند." in lines


def test_a_moot_guard_code_is_dropped_when_the_vote_ends_the_game() -> None:
    g = game("zodiac", ZD, {})
    for victim in (8, 9, 10, 11):
        play(g, "day")
        play(g, "night", {"mafia": {"shot": victim}})
    # alive: 1 2 3 4 5 6 7 12 — the bomb is planted on 6 tonight
    play(g, "day")
    play(g, "night", {"bomber": {"plant": 6, "code": 2}, "mafia": {"shot": 7}})
    assert g.state.winner is None
    g.step("votes", {4: 6})
    g.step("bomb", {"guard_code": 2})
    g.step("exit_votes", {4: 6})  # the guard leaves: mafia 3 ≥ city 2 + Zodiac 1
    assert g.state.winner == "mafia"
    assert "bomb" not in g.state.choices
