"""The hunter whose lover withdraws at night leaves at once of heartbreak (6.9 S10: the
withdrawal first; club_scenarios 7.7) and still takes a player with him that night (7.6:
"when he leaves the game he takes one player with him"; the shot resolved after the night's
deaths, C10). He was then not called and his shot refused ``not_acting`` (left open at stop
42). Decision CF46-9."""

from __future__ import annotations

from pathlib import Path

from helpers import passes

from narrator_app.engine import Game, Setup
from narrator_app.engine.choices import night_steps, options_for

SEATS = ["werewolf", "werewolf", "seer", "protector", "witch", "hunter", "cupid",
         "villager", "villager", "villager"]

CASE = """scenario: werewolf
seats: [werewolf, werewolf, seer, protector, witch, hunter, cupid, villager, villager, villager]
script:
  - night: {cupid: {lovers: [6, 8]}, mafia: {shot: 9}}
  - day: {}
  # his shot is owed (ww_hunter_may_pass false), at a player still in after the night
  - night: {withdraw: [8], mafia: {shot: 10}}
    rejected: missing_choice
  - night: {withdraw: [8], hunter: {shoot: 10}, mafia: {shot: 10}}
    rejected: invalid_target
  - night: {withdraw: [8], hunter: {shoot: 1}, mafia: {shot: 10}}
  - expect: {left: [1, 6, 8, 10], announce: ['withdrew:8', 'left:6', 'left:1', 'left:10']}
"""

PASS = """scenario: werewolf
house_rules: {ww_hunter_may_pass: true}
seats: [werewolf, werewolf, seer, protector, witch, hunter, cupid, villager, villager, villager]
script:
  - night: {cupid: {lovers: [6, 8]}, mafia: {shot: 9}}
  - day: {}
  - night: {withdraw: [8], mafia: {shot: 10}}
  - expect: {left: [6, 8, 10], announce: ['withdrew:8', 'left:6', 'left:10']}
"""

WITHDREW = """scenario: werewolf
seats: [werewolf, werewolf, seer, protector, witch, hunter, cupid, villager, villager, villager]
script:
  - night: {cupid: {lovers: [6, 8]}, mafia: {shot: 9}}
  - day: {}
  # he withdraws himself: no last move (6.9 S10); his lover leaves of heartbreak
  - night: {withdraw: [6], mafia: {shot: 10}}
  - expect: {left: [6, 8, 10]}
"""


def test_the_hunter_shoots_after_his_lover_withdrew(tmp_path: Path) -> None:
    passes(tmp_path, CASE, "shoots")
    passes(tmp_path, PASS, "passes")
    passes(tmp_path, WITHDREW, "withdrew")


def test_the_checklist_calls_him() -> None:
    g = Game(Setup("werewolf", tuple(f"P{i}" for i in range(1, 11))))
    g.deal(SEATS)
    g.step("cupid", {"lovers": [6, 8]})
    g.step("mafia", {"shot": 9})
    g.end_phase()
    g.end_phase()
    g.step("withdraw", [8])
    assert g.state.view(6).status != "alive"
    called = {s.key: s.seats for s in night_steps(g.state)}
    assert called.get("hunter") == [6]
    g.step("mafia", {"shot": 10})
    (shoot,) = options_for(g.state, "hunter")
    assert shoot.targets is not None
    legal = sorted(s for s, why in shoot.targets.items() if why is None)
    assert legal == [1, 2, 3, 4, 5, 7]
    g.step("hunter", {"shoot": 2})
    g.end_phase()
    assert sorted(g.state.alive_seats()) == [1, 3, 4, 5, 7]
