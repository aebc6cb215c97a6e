"""``day_step_now``: which day step the narrator is on (game-script «How an entry maps onto
the narrator's steps»: guns, status_inquiry, votes, mayor / exit_votes, lottery, card,
bomb.guard_code, chaos, bomb.holder_code). Pure, no Qt."""

from __future__ import annotations

from narrator_app.engine import DAY_STEP_ORDER, Game, Setup, day_step_now

ZODIAC = ["al_capone", "bomber", "magician", "guard", "ocean", "gunner", "leon", "detective",
          "doctor", "plain_citizen", "plain_citizen", "zodiac"]
GF = ["godfather", "saul_goodman", "matador", "dr_watson", "leon", "citizen_kane",
      "constantine", "plain_citizen", "plain_citizen", "plain_citizen", "nostradamus"]
NAMES = tuple(f"P{i}" for i in range(1, 13))


def _zodiac_day_two() -> Game:
    """Day 2: guns at 7 (war) and 8 (blank), a bomb in front of 11 (code 3), the guard at 4."""
    g = Game(Setup("zodiac", NAMES, {}))
    g.deal(ZODIAC)
    for _ in range(3):  # intro day, intro night, day 1
        g.end_phase()
    assert g.state.phase == "night"
    g.step("bomber", {"plant": 11, "code": 3})
    g.step("gunner", {"give": {7: "war", 8: "blank"}})
    g.end_phase()
    assert g.state.phase == "day"
    return g


def test_the_order_is_the_game_scripts():
    # ``interrogation``: a day power's, before the defence vote (club_scenarios 3.8, 3.12)
    assert DAY_STEP_ORDER == ("guns", "status_inquiry", "interrogation", "votes", "mayor",
                              "exit_votes",
                              "lottery", "card", "bomb.guard_code", "chaos",
                              "bomb.holder_code")


def test_a_zodiac_day_step_by_step():
    g = _zodiac_day_two()
    assert day_step_now(g.state) == "guns"
    g.step("guns", [{"shooter": 8, "target": 2}])  # the blank: another gun still to fire
    assert day_step_now(g.state) == "guns"
    g.step("guns", [{"shooter": 8, "target": 2}, {"shooter": 7, "target": 3}])
    assert day_step_now(g.state) == "status_inquiry"
    g.step("status_inquiry", True)
    assert day_step_now(g.state) == "votes"
    g.step("votes", {10: 6, 12: 6})
    assert day_step_now(g.state) == "exit_votes"
    g.step("exit_votes", {10: 3, 12: 3})
    assert day_step_now(g.state) == "lottery"
    g.step("lottery", 12)
    assert day_step_now(g.state) == "bomb.guard_code"
    g.step("bomb", {"guard_code": 3})
    assert day_step_now(g.state) is None  # defused: «End day» is next


def test_the_table_moves_on_past_what_it_may_skip():
    """Guns and the status inquiry are passed once a later step is recorded; without a
    guard the bomb waits for the holder's code at the end of the day."""
    g = _zodiac_day_two()
    g.step("votes", {10: 1})
    assert day_step_now(g.state) == "bomb.guard_code"  # nobody reached the defense
    g.step("withdraw", [4])  # the guard leaves the table
    assert day_step_now(g.state) == "bomb.holder_code"
    g.step("bomb", {"holder_code": 2})  # wrong: the holder leaves
    assert g.state.player(11).status != "alive"
    assert day_step_now(g.state) is None


def test_the_mayor_then_the_exit_vote():
    deal = ["godfather", "joker", "dr_lecter", "simple_mafia", "pickpocket", "mayor",
            "die_hard", "leon", "detective", "psychiatrist", "doctor", "plain_citizen"]
    g = Game(Setup("mafia_nights", NAMES, {}))
    g.deal(deal)
    g.end_phase()  # intro night
    assert g.state.phase == "day"
    assert day_step_now(g.state) == "votes"
    g.step("votes", {4: 7, 12: 7})
    assert day_step_now(g.state) == "mayor"
    g.step("exit_votes", {4: 6, 12: 1})  # the Mayor let the vote go on
    assert day_step_now(g.state) == "card"  # Mafia Nights deals last-move cards


def test_the_card_and_outside_a_main_day():
    g = Game(Setup("godfather_nostradamus", NAMES[:11], {}))
    g.deal(GF)
    assert day_step_now(g.state) is None  # the intro day
    g.end_phase()
    g.step("nostradamus", {"pick": [2, 8, 9], "side": "city"})
    assert day_step_now(g.state) is None  # a night
    g.end_phase()
    g.step("votes", {9: 7})
    g.step("exit_votes", {9: 7})
    assert day_step_now(g.state) == "card"
    g.step("card", {"draw": "identity_reveal"})
    assert day_step_now(g.state) is None


def test_chaos():
    g = Game(Setup("godfather_sherlock", NAMES[:11], {"cards_enabled": False}))
    g.deal([*GF[:10], "sherlock_holmes"])
    g.step("withdraw", [2, 3, 4, 5, 6, 7, 8])
    g.end_phase()
    g.end_phase()
    g.step("votes", {9: 3})
    g.step("exit_votes", {9: 3})
    while g.state.phase != "day" or g.state.number < 2:
        g.end_phase()
    assert g.state.alive_seats() == [1, 10, 11]
    assert day_step_now(g.state) == "chaos"
