"""Y101-23: a withdrawal recorded after another step of the day replays the day with the
withdrawal first; ``Game.heard_since`` read only the log's tail past the old length (the
replayed step's line) and said the table had heard nothing. ``lines_since`` finds the
lines the action wrote wherever the replay put them."""

from __future__ import annotations

from narrator_app.engine import Game, Setup
from narrator_app.engine.game import written_lines

DEAL = ["mafia_boss", "nato", "charlatan", "detective", "doctor", "researcher",
        "invulnerable", "interrogator", "plain_citizen", "plain_citizen"]


def _day_two() -> Game:
    g = Game.new(Setup("bazpors", tuple(f"P{i}" for i in range(1, 11))))
    g.deal(DEAL)
    for _ in range(3):
        g.end_phase()
    g.step("interrogator", {"summon": [2, 9]})
    g.step("mafia", {"shot": 10})
    g.end_phase()
    return g


def test_a_withdrawal_after_the_interrogation_step_is_heard():
    g = _day_two()
    g.step("interrogation", {"held": False})
    g.step("withdraw", [4])
    lines = g.lines_since(1)
    assert [(ln.kind, ln.data.get("seat")) for ln in lines] == [("exit", 4)]
    assert g.heard_since(1)


def test_written_lines_skip_the_replayed_and_keep_the_new():
    g = _day_two()
    g.step("interrogation", {"held": False})
    old = g.state.log
    assert written_lines(old, old) == []
    g.step("withdraw", [9])  # the summons lapses: the interrogation's line is dropped
    new = written_lines(old, g.state.log)
    assert any(ln.kind == "exit" and ln.data.get("seat") == 9 for ln in new)
    assert all(ln not in old for ln in new)
