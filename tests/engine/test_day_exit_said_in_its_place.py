"""The players' display says the day's exit by the vote, the lottery or the Mayor in its
place (X100-10): after what happened before it today (a gun's exit, Takavar's or Capo's
guns), before what it set off (Werewolf's hunter's shot, a lover's heartbreak). X100-8 said
it after all of the day's lines, so a lynched hunter's victim was read before the hunter."""

from __future__ import annotations

import pytest
from helpers import play

from narrator_app.engine import Game, Setup, day_exit_place, public_view
from narrator_app.engine.simulate import random_game
from narrator_app.engine.tokens import says_exit

WEREWOLF = ["werewolf", "werewolf", "seer", "protector", "witch", "hunter", "cupid",
            "villager", "villager", "villager"]


def _werewolf_day() -> Game:
    """Night 1: cupid makes 7 and 8 lovers, the wolves kill 10; Day 1 votes the hunter
    (6) out."""
    g = Game(Setup("werewolf", tuple(f"P{i}" for i in range(1, 11))))
    g.deal(WEREWOLF)
    play(g, "night", {"cupid": {"lovers": [7, 8]}, "mafia": {"shot": 10}})
    play(g, "day", {"votes": {6: 5}, "exit_votes": {6: 5}}, end=False)
    return g


def test_the_lynched_hunter_leaves_before_the_seat_he_takes() -> None:
    g = _werewolf_day()
    assert public_view(g.state).announce == ("left:10", "left:6")
    play(g, "day", {"hunter": {"shoot": 8}}, end=False)
    # the record is as it was: the shot's exits only (the digest reads it)
    assert g.state.records[-1].announce == ["left:8", "left:7"]
    # the hunter, then the seat he shot, then that seat's lover (heartbreak)
    assert public_view(g.state).announce == ("left:10", "left:6", "left:8", "left:7")
    assert day_exit_place(g.state, ["left:8", "left:7"]) == 0


def test_the_hunter_who_ends_the_game_is_said_before_his_shot() -> None:
    """The game-ending branch (the day's lines and its exit, not the morning's): the
    hunter takes the last wolf (1; the witch poisoned 2 the night before)."""
    g = Game(Setup("werewolf", tuple(f"P{i}" for i in range(1, 11))))
    g.deal(WEREWOLF)
    play(g, "night", {"cupid": {"lovers": [7, 8]}, "mafia": {"shot": 10},
                      "witch": {"poison": 2}})
    play(g, "day", {"votes": {6: 5}, "exit_votes": {6: 5}, "hunter": {"shoot": 1}},
         end=False)
    assert g.state.winner == "city"
    assert public_view(g.state).announce == ("left:6", "left:1")


def test_a_gun_s_exit_earlier_in_the_day_stays_before_the_vote_s() -> None:
    """Takavar's guns (club_scenarios 2.6, 2.8): a war gun takes seat 3 in the gun window
    (his side said with his exit); seat 10 leaves by the vote later: 3's exit, then
    10's."""
    deal = ["mafia_boss", "nato", "hostage_taker", "detective", "doctor", "commando", "guard",
            "gunner", "plain_citizen", "plain_citizen"]
    g = Game(Setup("takavar", tuple(f"P{i}" for i in range(1, 11))))
    g.deal(deal)
    for _ in range(3):
        g.end_phase()
    g.step("gunner", {"give": {4: "war", 9: "blank"}})
    g.end_phase()
    g.step("guns", [{"shooter": 4, "target": 3}, {"shooter": 9, "target": 2}])
    play(g, "day", {"votes": {10: 6}, "exit_votes": {10: 6}}, end=False)
    assert g.state.day.eliminated == 10
    view = public_view(g.state)
    assert view.announce[view.morning:] == ("gun_war", "side_shown_mafia:3", "gun_blank",
                                            "left:10")


def _exit_seats(st, tokens) -> list[int]:
    return [int(arg) for word, _, arg in (t.partition(":") for t in tokens)
            if says_exit(word) and arg.isdigit()]


@pytest.mark.parametrize(("scenario", "seats"), [("werewolf", 8), ("capo", 10),
                                                 ("takavar", 10)])
def test_the_view_says_a_day_s_exits_in_the_order_they_happened(scenario, seats) -> None:
    """Over random games: today's exits on the view (the vote's among them) in the order
    of the day's ``exit`` lines of the log; the vote's exit with something after it met
    (the hunter's shot, a heartbreak) in Werewolf's."""
    met = 0
    for seed in range(40):
        game = random_game(scenario, seats + seed % 3, seed, max_actions=200)
        replay = Game(game.setup)
        for action in game.actions:
            replay.apply(action)
            st = replay.state
            if st.phase != "day" or st.day.eliminated is None:
                continue
            view = public_view(st)
            said = _exit_seats(st, view.announce[view.morning:])
            order = [ln.data["seat"] for ln in st.log
                     if ln.kind == "exit" and (ln.phase, ln.number) == (st.phase, st.number)]
            assert said == [s for s in order if s in said], (seed, view.announce, order)
            if st.day.eliminated in said and said[-1] != st.day.eliminated:
                met += 1
    if scenario == "werewolf":
        assert met
