"""The morning reads a hunter's night shot after the night's other exits (decision C99-1).
A narrator's trial of Werewolf (14 seats, Night 2: the wolves killed the hunter, seat 9, who
took seat 6) heard «6 has left; … 9 has left (Hunter)»: the victim before the hunter. The
shot is taken at dawn once the night's deaths are known (club_scenarios 7.6, C10), «when he
dies and is revealed, the narrator calls for silence and the hunter names his victim»
(WW14). Each group keeps the seat order (rules_spec 3.1.5 item 2); a heartbreak stays in
its group's seat order, after its cause or not (the lovers are not told: audit30 F1)."""

from __future__ import annotations

from typing import Any

from narrator_app.engine import Game, Setup

TEN = ["werewolf", "werewolf", "seer", "protector", "witch", "hunter", "cupid", "villager",
       "villager", "villager"]
HUNTER = 6


def morning(steps: dict[str, Any]) -> list[str]:
    g = Game(Setup("werewolf", tuple(f"P{i}" for i in range(1, 11))))
    g.deal(list(TEN))
    for key, value in steps.items():
        g.step(key, value)
    g.end_phase()
    rec = g.state.records[-1]
    assert rec.phase == "night"
    return list(rec.announce)


def test_the_hunters_victim_is_read_after_the_hunter():
    said = morning({"cupid": {"lovers": [9, 10]}, "mafia": {"shot": HUNTER},
                    "hunter": {"shoot": 3}})
    assert said == ["left:6", "left:3"]


def test_after_every_other_exit_of_the_night_and_with_what_it_set_off():
    # the wolves kill the hunter, the witch poisons seat 8; the hunter shoots seat 1,
    # whose lover (seat 9) dies of heartbreak: the night's own exits first, then the shot's
    said = morning({"cupid": {"lovers": [1, 9]}, "mafia": {"shot": HUNTER},
                    "witch": {"poison": 8}, "hunter": {"shoot": 1}})
    assert said == ["left:6", "left:8", "left:1", "left:9"]


def test_a_heartbreak_of_the_night_keeps_the_seat_order():
    # no shot: the lovers' exits as before, by seat (the heartbreak before its cause)
    said = morning({"cupid": {"lovers": [4, 10]}, "mafia": {"shot": 10}})
    assert said == ["left:4", "left:10"]


def test_a_hunter_out_by_heartbreak_shoots_after_the_night():
    # the hunter is a lover: the wolves kill seat 9, he leaves of heartbreak, shoots seat 2
    said = morning({"cupid": {"lovers": [HUNTER, 9]}, "mafia": {"shot": 9},
                    "hunter": {"shoot": 2}})
    assert said == ["left:6", "left:9", "left:2"]
