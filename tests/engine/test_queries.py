"""The questions the window and the night sheet ask the engine (``engine/queries.py``), each
checked against the rules themselves: what the answer allows, :func:`apply` accepts."""

from __future__ import annotations

from itertools import combinations

import pytest
from helpers import REFERENCE, at_day_one, new_game, play, refusal_of

from narrator_app.engine import (
    Game,
    IllegalAction,
    Setup,
    exit_vote_eyes,
    guessable_roles,
    gun_holders_today,
    gun_shot_targets,
    house_rules_for,
    legal_choices,
    load_scenario,
    night_calls,
    night_to_announce,
    no_legal_target,
    nostradamus_sides,
    option_is_fillable,
    options_for,
    preselected_option,
    status_inquiries_left,
    today_record,
)

ZD = list(load_scenario("zodiac").roster.reference)  # rules_spec 8.5: ZD-12
JACK = "godfather_jack_sparrow"




# --- the exit vote's eyes (house rule exit_vote_eyes; A06) ------------------------------
@pytest.mark.parametrize(
    ("rule", "votes", "eyes"),
    [
        ("open_if_multi", {8: 6}, "closed"),
        ("open_if_multi", {8: 6, 9: 6}, "open"),
        ("closed", {8: 6, 9: 6}, "closed"),
        ("open", {8: 6}, "open"),
    ],
)
def test_exit_vote_eyes_follow_the_house_rule_and_the_defenders(rule, votes, eyes):
    g = at_day_one({"exit_vote_eyes": rule})
    play(g, "day", {"votes": votes}, end=False)
    assert g.state.day.defense == sorted(votes)
    assert exit_vote_eyes(g.state) == eyes


def test_exit_vote_eyes_default_per_family():
    """The Godfather family opens the eyes for two defenders; Zodiac keeps them closed
    (rules_spec section 7, ``exit_vote_eyes``)."""
    g = at_day_one()
    play(g, "day", {"votes": {8: 6, 9: 6}}, end=False)
    assert exit_vote_eyes(g.state) == "open"
    z = _zodiac_day_one()
    play(z, "day", {"votes": {8: 7, 9: 7}}, end=False)
    assert len(z.state.day.defense) == 2
    assert exit_vote_eyes(z.state) == "closed"


# --- Nostradamus's side (S0:L7; A47) ----------------------------------------------------
def test_nostradamus_sides_agree_with_the_rules_for_every_three_picks():
    g = new_game()
    play(g, "intro_day")
    st = g.state
    assert st.phase == "intro_night"
    me = st.holder("nostradamus").seat
    others = [s for s in range(1, len(REFERENCE) + 1) if s != me]
    forced_seen = 0
    for picks in combinations(others, 3):
        sides = nostradamus_sides(st, list(picks))
        mafia = sum(1 for s in picks if REFERENCE[s - 1] in ("saul_goodman", "matador"))
        assert sides.count == mafia  # the Godfather counts as a citizen
        for side in ("city", "mafia"):
            err = refusal_of(st, "nostradamus", {"pick": list(picks), "side": side})
            assert (err is not None and err.code == "forced_side") == (side in sides.refused)
        assert (sides.forced == "mafia") == (mafia >= 2)
        forced_seen += sides.forced is not None
    assert forced_seen > 0
    why = nostradamus_sides(st, [2, 3, 8]).refused["city"]
    assert why.code == "forced_side" and why.facts["seat"] == me


def test_nostradamus_exactly_two_threshold():
    g = new_game({"nostradamus_forced_threshold": "exactly_2"})
    play(g, "intro_day")
    assert nostradamus_sides(g.state, [2, 3, 8]).forced == "mafia"
    assert nostradamus_sides(g.state, [1, 2, 8]).forced is None  # the Godfather: citizen
    assert nostradamus_sides(g.state, [1, 2, 8]).refused == {}


# --- Zodiac's guns (S2:L121-L123) -------------------------------------------------------
def _zodiac_day_one() -> Game:
    g = Game(Setup("zodiac", tuple(f"P{i}" for i in range(1, len(ZD) + 1)), {}))
    g.deal(ZD)
    if g.state.phase == "intro_day":
        play(g, "intro_day")
    play(g, "intro_night")
    return g


def _zodiac_guns_day() -> Game:
    g = _zodiac_day_one()
    play(g, "day")
    play(g, "night", {"gunner": {"give": {11: "war", 10: "blank"}}})
    assert g.state.phase == "day"
    return g


def test_only_a_gun_holder_may_shoot():
    st = _zodiac_guns_day().state
    assert gun_holders_today(st) == [10, 11]
    shooters = gun_shot_targets(st)
    assert sorted(s for s, e in shooters.items() if e is None) == [10, 11]
    for seat, err in shooters.items():
        if err is not None:
            assert (err.code, err.facts["detail"]) == ("not_available", "no_gun")
            # the rules refuse that shooter whatever the target
            target = 1 if seat != 1 else 2
            bad = refusal_of(st, "guns", [{"shooter": seat, "target": target}])
            assert bad is not None and bad.code == "not_available"


def test_a_shooter_may_not_aim_at_himself_nor_at_the_dead():
    g = _zodiac_guns_day()
    st = g.state
    targets = gun_shot_targets(st, 11)
    assert targets[11] is not None and targets[11].facts["detail"] == "self"
    for seat, err in targets.items():
        ok = refusal_of(st, "guns", [{"shooter": 11, "target": seat}]) is None
        assert ok == (err is None), seat
    play(g, "day", {"guns": [{"shooter": 11, "target": 2}]}, end=False)
    after = gun_shot_targets(g.state, 10)
    assert after[2] is not None and after[2].facts["detail"] == "out_of_game"
    assert gun_holders_today(g.state) == [10]


def test_no_guns_outside_zodiac_or_at_night():
    st = at_day_one().state
    assert gun_holders_today(st) == []
    assert all(e is not None for e in gun_shot_targets(st).values())
    assert gun_holders_today(_zodiac_day_one().state) == []  # nobody was given one yet


# --- status inquiries (S2:L111; A87) ----------------------------------------------------
def test_status_inquiries_left_counts_down():
    g = _zodiac_day_one()
    assert status_inquiries_left(g.state) == 2
    play(g, "day", {"status_inquiry": True}, end=False)
    assert status_inquiries_left(g.state) == 1


# --- role guesses -----------------------------------------------------------------------
def test_guessable_roles_are_the_tables_roles_once_each():
    st = at_day_one().state
    roles = guessable_roles(st)
    assert len(roles) == len(set(roles))
    assert set(roles) == {p.role for p in st.players}
    assert roles == list(dict.fromkeys(st.scenario.roster_for(len(st.players))))


# --- a step with nobody to choose («none» preselected) -----------------------------------
def test_constantine_with_nobody_to_bring_back_preselects_none():
    g = at_day_one()
    play(g, "day", {"votes": {}})
    opts = options_for(g.state, "constantine")
    revive = next(o for o in opts if o.name == "revive")
    assert revive.legal_seats() == [] and not option_is_fillable(revive)
    assert no_legal_target(opts)
    assert preselected_option(opts).name == "none"
    # and «none» is what the rules accept
    assert refusal_of(g.state, "constantine", preselected_option(opts).value()) is None


def test_constantine_with_someone_to_bring_back_preselects_revive():
    g = at_day_one({"constantine_pool": "any_unrevealed_exit"})
    play(g, "day", {"votes": {}})
    play(g, "night", {"mafia": {"shot": 10}})
    play(g, "day", {"votes": {}})
    opts = options_for(g.state, "constantine")
    assert not no_legal_target(opts)
    assert preselected_option(opts).name == "revive"
    assert preselected_option(opts).legal_seats() == [10]


def test_a_step_without_seats_preselects_nothing():
    g = Game(Setup("mafia_nights", tuple("abcdefghijkl"), {}))
    g.deal(list(load_scenario("mafia_nights").roster.reference))
    opts = options_for(g.state, "die_hard")  # status or none: the narrator chooses
    assert not no_legal_target(opts)
    assert preselected_option(opts) is None


# --- the night as called at this table (the printed sheet) ------------------------------
def _keys(defs):
    return ["mafia" if d.key == "mafia_meet" else d.key for d in defs]


def test_night_calls_follow_jack_wake_position():
    scen = load_scenario(JACK)
    n = scen.reference_size
    default = _keys(night_calls(scen, n))
    assert default == _keys(scen.night)
    after = _keys(night_calls(scen, n, {"jack_wake_position": "after_mafia"}))
    # right after the whole mafia wake: the Matador's and the team's purchase steps (CF48-25;
    # this line had him right after the team's step)
    wake = [k for k in ("mafia", "matador", "purchase_announcement", "bought_player")
            if k in after]
    assert len(wake) == 4 and after.index("jack_sparrow") == max(map(after.index, wake)) + 1
    assert sorted(after) == sorted(default)
    intro = _keys(night_calls(scen, n, {"jack_wake_position": "after_mafia"}, intro=True))
    assert intro.index("jack_sparrow") == intro.index("mafia") + 1


def test_night_calls_match_the_windows_checklist():
    """The sheet's order is the order the window calls the roles in, under the rule."""
    scen = load_scenario(JACK)
    roster = scen.roster_for(scen.reference_size)
    hr = {"jack_wake_position": "after_mafia"}
    g = Game(Setup(JACK, tuple(f"P{i}" for i in range(1, len(roster) + 1)), hr))
    g.deal(roster)
    while g.state.phase != "night":
        steps = legal_choices(g.state).steps
        body = {}
        if g.state.phase == "day":
            body = {"votes": {}}
        elif g.state.phase == "intro_night":
            body = {s.key: {"curse": 2} for s in steps if s.key == "jack_sparrow"}
        play(g, g.state.phase, body)
    called = [s.key for s in legal_choices(g.state).steps]
    sheet = [k for k in _keys(night_calls(scen, len(roster), hr)) if k in called]
    assert sheet == [k for k in called if k in sheet]
    assert "jack_sparrow" in sheet and "mafia" in sheet


def test_house_rules_for_a_table():
    scen = load_scenario("zodiac")
    rules = house_rules_for(scen, 15)
    assert rules == Game(Setup("zodiac", tuple("abcdefghijklmno"), {})).house_rules
    assert house_rules_for(scen, 15, {"bomb_code_max": 4})["bomb_code_max"] == 4
    with pytest.raises(IllegalAction) as bad:
        house_rules_for(scen, 15, {"no_such_rule": 1})
    assert bad.value.code == "bad_script"
    with pytest.raises(IllegalAction) as small:
        house_rules_for(scen, 3)
    assert small.value.facts["detail"] == "too_few_players"


# --- which records the announcements read --------------------------------------------------
def test_the_mornings_night_and_todays_record():
    g = at_day_one()
    st = g.state
    night = night_to_announce(st)
    assert (night.phase, night.number) == ("intro_night", 0)
    assert today_record(st) is None  # nothing recorded today yet
    play(g, "day", {"votes": {8: 6}, "exit_votes": {8: 6}}, end=False)
    today = today_record(g.state)
    assert (today.phase, today.number) == ("day", 1)
    assert night_to_announce(g.state).phase == "intro_night"  # read all day long
    play(g, "day", {"card": {"draw": "identity_reveal"}})
    assert g.state.phase == "night"
    assert night_to_announce(g.state) is None and today_record(g.state) is None


def test_seat_roles_show_a_player_bought_tonight_from_the_team_s_step():
    """Saul's purchase (rules_spec 3.1.3, S2:L79): the bought player is told that night that
    he is simple mafia; ``seat_roles`` gives his new card from the team's confirmed step,
    his card itself changing at the resolution (3.1.4 step 2). A failed purchase changes
    no seat."""
    from narrator_app.engine import seat_roles

    def night_one():
        g = at_day_one({"cards_enabled": False})
        play(g, "day", {"votes": {3: 6}, "exit_votes": {3: 6}})  # a mafia exit: the buy opens
        return g

    g = night_one()
    assert seat_roles(g.state)[9] == "plain_citizen"
    play(g, "night", {"mafia": {"buy": 9}}, end=False)
    assert g.state.player(9).role == "plain_citizen"
    assert seat_roles(g.state)[9] == "simple_mafia"
    assert seat_roles(g.state)[8] == "plain_citizen"
    g.end_phase()
    assert g.state.player(9).role == "simple_mafia" == seat_roles(g.state)[9]
    g = night_one()
    play(g, "night", {"mafia": {"buy": 6}}, end=False)  # Kane: the purchase fails
    assert seat_roles(g.state) == {p.seat: p.role for p in g.state.players}


def test_a_guess_is_not_offered_the_guesser_s_own_cards():
    """Sherlock's guess leaves out his own card (dealt once: never on the seat he guesses,
    rules_spec 3.3.2), also when his step is chosen again after a right guess swapped the
    cards; the team's sixth sense leaves out the mafia cards (R3: never a teammate); with no
    step named every role is offered, as before."""
    seats = [*REFERENCE[:10], "sherlock_holmes"]
    g = Game(Setup("godfather_sherlock", tuple(f"P{i}" for i in range(1, 12)),
                   {"cards_enabled": False}))
    g.deal(seats)
    play(g, "intro_day")
    play(g, "intro_night")
    play(g, "day")
    st = g.state
    assert "sherlock_holmes" in guessable_roles(st, "guess")
    mine = guessable_roles(st, "guess", "sherlock_holmes")
    assert mine == [r for r in guessable_roles(st, "guess") if r != "sherlock_holmes"]
    team = guessable_roles(st, "sixth_sense", "mafia")
    assert not {"godfather", "saul_goodman", "matador"} & set(team)
    assert {"sherlock_holmes", "leon", "plain_citizen"} <= set(team)
    play(g, "night", {"sherlock_holmes": {"guess": {"seat": 5, "role": "leon"}}}, end=False)
    assert g.state.player(11).role == "leon"  # the swap, at once (S2)
    again = guessable_roles(g.state, "guess", "sherlock_holmes")  # «Change»: as it stood
    assert "sherlock_holmes" not in again and "leon" in again
