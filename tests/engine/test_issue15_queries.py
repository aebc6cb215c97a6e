"""The engine's answers behind issue 15's signals (engine/queries.py): pure, no Qt."""

from __future__ import annotations

from narrator_app.engine import (
    Game,
    Setup,
    bomb_outcome,
    dealt_roles,
    kane_shot_night,
    lottery_loser,
    mafia_call_notes,
    purchase_status,
    sherlock_signal,
)

GF = ["godfather", "saul_goodman", "matador", "dr_watson", "leon", "citizen_kane",
      "constantine", "plain_citizen", "plain_citizen", "plain_citizen", "nostradamus"]
NAMES = tuple(f"P{i}" for i in range(1, 12))


def _gf_day_one(rules=None) -> Game:
    g = Game(Setup("godfather_nostradamus", NAMES,
                   {"cards_enabled": False} if rules is None else rules))
    g.deal(GF)
    g.end_phase()
    g.step("nostradamus", {"pick": [2, 8, 9], "side": "city"})
    g.end_phase()
    return g


def test_sherlock_signal_right_wrong_and_none():
    deal = GF[:10] + ["sherlock_holmes"]
    g = Game(Setup("godfather_sherlock", NAMES, {"cards_enabled": False}))
    g.deal(deal)
    g.end_phase(), g.end_phase(), g.end_phase()
    assert g.state.phase == "night" and sherlock_signal(g.state) is None
    g.step("sherlock_holmes", {"guess": {"seat": 5, "role": "leon"}})
    sig = sherlock_signal(g.state)
    assert (sig.result, sig.seat, sig.new_role) == ("right", 11, "leon")
    g.undo()
    g.step("sherlock_holmes", {"guess": {"seat": 5, "role": "dr_watson"}})
    sig = sherlock_signal(g.state)
    assert (sig.result, sig.seat, sig.new_role) == ("wrong", 11, None)


def test_purchase_status_follows_saul_and_the_mafia_exits():
    g = _gf_day_one()
    assert purchase_status(g.state) == "waiting"
    g.step("votes", {3: 7})
    g.step("exit_votes", {3: 7})  # the Matador, half-dead: the purchase opens
    assert purchase_status(g.state) == "available"
    g.undo(), g.undo()
    g.step("votes", {2: 7})
    g.step("exit_votes", {2: 7})  # Saul himself, half-dead
    assert purchase_status(g.state) == "unavailable"


def test_kane_shot_night_until_it_is_done():
    g = _gf_day_one()
    g.end_phase()
    assert kane_shot_night(g.state) is None
    g.step("citizen_kane", {"inquire": 2})
    g.end_phase()
    assert kane_shot_night(g.state) == 2
    g.end_phase()  # day 2 → night 2: the shot is due tonight
    assert kane_shot_night(g.state) == 2
    g.end_phase()
    assert kane_shot_night(g.state) is None  # done (Kane is out)


def test_mafia_call_notes():
    g = _gf_day_one()
    g.end_phase()
    assert mafia_call_notes(g.state) == []
    g.undo()
    g.step("votes", {1: 7})
    g.step("exit_votes", {1: 7})
    g.end_phase()
    assert mafia_call_notes(g.state) == ["godfather_out"]
    h = _gf_day_one({})
    h.step("votes", {9: 7})
    h.step("exit_votes", {9: 7})
    h.step("card", {"draw": "handcuffs"})
    h.step("card", {"draw": "handcuffs", "handcuff": 1})
    h.end_phase()
    assert mafia_call_notes(h.state) == ["sixth_sense_void"]


def test_lottery_loser_and_dealt_roles():
    g = _gf_day_one()
    g.step("votes", {2: 7, 8: 7})
    g.step("exit_votes", {2: 5, 8: 5})
    assert lottery_loser(g.state) is None
    g.step("lottery", 8)
    assert lottery_loser(g.state) == 8
    assert dealt_roles(g) == GF
    fixed = list(GF)
    fixed[9], fixed[8] = fixed[8], fixed[9]  # two plain citizens: the same deal
    g.redeal(fixed)
    assert dealt_roles(g) == fixed


def test_bomb_outcome():
    names = tuple(f"P{i}" for i in range(1, 13))
    deal = ["al_capone", "bomber", "magician", "guard", "ocean", "gunner", "leon",
            "detective", "doctor", "plain_citizen", "plain_citizen", "zodiac"]
    g = Game(Setup("zodiac", names, {}))
    g.deal(deal)
    g.end_phase(), g.end_phase(), g.end_phase()
    g.step("bomber", {"plant": 11, "code": 3})
    g.end_phase()
    assert bomb_outcome(g.state) is None
    g.step("bomb", {"guard_code": 3})
    # defused in the noon sleep, secretly (3.5.6 step 6): nothing to read aloud (CF48-14;
    # this line asserted the defusal's sentence before)
    assert bomb_outcome(g.state) is None
    assert g.state.extra["bomb"]["done"]
    g.undo()
    g.step("bomb", {"guard_code": 1})
    out = bomb_outcome(g.state)
    assert (out.by, out.left) == ("guard_code", 4)
