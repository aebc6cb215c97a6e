"""Bazpors: a summons whose player leaves the same night lapses, the use spent (club_scenarios
3.6: the interrogation is held "if both are still in the game"; CF45-3). A narrator's trial
(TR99-4): Day 2 had no interrogation step and nothing on the desk said why. The engine tells
the narrator alone, once, in the night record's private signals; the players see nothing."""

from __future__ import annotations

from narrator_app.engine import Game, Setup, night_to_announce, public_view
from narrator_app.messages import narrator_notes

NAMES = tuple(f"P{i}" for i in range(1, 11))


def _summoned(shot: int) -> Game:
    """Ten-seat Bazpors (the interrogator at 8) through Night 1: seats 2 and 9 summoned,
    the mafia's shot at ``shot``; the morning of Day 2."""
    g = Game(Setup("bazpors", NAMES))
    g.deal(["mafia_boss", "nato", "charlatan", "detective", "doctor", "researcher",
            "invulnerable", "interrogator", "plain_citizen", "plain_citizen"])
    for _ in range(3):
        g.end_phase()
    g.step("interrogator", {"summon": [2, 9]})
    g.step("mafia", {"shot": shot})
    g.end_phase()
    return g


def test_a_lapsed_summons_is_told_to_the_narrator_alone() -> None:
    g = _summoned(9)
    st = g.state
    assert (st.phase, st.number) == ("day", 2) and st.day.needs != "interrogation"
    rec = night_to_announce(st)
    assert rec is not None and rec.private.get("interrogation_lapsed") == [9]
    assert "interrogation" not in rec.announce
    fa = narrator_notes(rec.private, st.scenario, "fa", NAMES)
    en = narrator_notes(rec.private, st.scenario, "en", NAMES)
    assert any("بازپرسی انجام نمی‌شود" in x and "صندلی ۹" in x and "P9" in x for x in fa)
    assert any("No interrogation today" in x and "Seat 9" in x and "Interrogator" in x
               for x in en)
    # the players' display is told nothing of it
    assert "lapsed" not in repr(public_view(st))


def test_both_summoned_in_the_game_leave_no_note() -> None:
    g = _summoned(10)
    st = g.state
    assert st.day.needs == "interrogation"
    rec = night_to_announce(st)
    assert rec is not None and "interrogation_lapsed" not in rec.private
