"""A mine toll no mine fires for is not claimed before the End (X100-13): Namayande, the
team shot the mined seat 9 and named a member to pay («Shot and mine toll»), then the doctor
saved 9. The rebel's tracker preview read «Armed: yes» and the ring «sacrificed» on the
member until the plain shot was recorded (a narrator's trial, s1_n2b, s1_n2d)."""

from __future__ import annotations

from narrator_app.engine import Game, Setup, counters_after_night
from narrator_app.engine.ring_words import given_up_tonight

NAMAYANDE_10 = ["don", "rebel", "hacker", "guide", "doctor", "miner", "bodyguard", "lawyer",
                "plain_citizen", "plain_citizen"]


def _night_two() -> Game:
    g = Game.new(Setup("namayande", tuple(f"P{i}" for i in range(1, 11))))
    g.deal(NAMAYANDE_10)
    g.end_phase()
    g.end_phase()
    g.step("election", [9, 10])
    g.end_phase()
    g.step("mafia", {"shot": 7})
    g.step("miner", {"mine": 9})
    for key in ("hacker", "guide", "doctor", "bodyguard", "lawyer"):
        g.step(key, {})
    g.end_phase()
    g.end_phase()
    g.step("hacker", {})
    g.step("mafia", {"shot": 9, "sacrifice": 1})
    return g


def test_the_toll_is_previewed_while_the_mine_would_fire():
    st = _night_two().state
    assert counters_after_night(st, 2) == {"armed": True}
    assert given_up_tonight(st, {}) == {1: ["sacrificed"]}


def test_a_saved_mined_seat_takes_the_toll_off_the_tracker_and_the_ring():
    g = _night_two()
    g.step("guide", {})
    g.step("doctor", {"save": 9})
    st = g.state
    assert counters_after_night(st, 2) == {"armed": False}
    assert given_up_tonight(st, {}) == {}
    assert "mafia" in st.choices and st.choices["mafia"]["sacrifice"] == 1  # record kept
