"""The Zodiac's mafia call once Al Capone is out (TA30-2, the narrator's trial of 3 Dec.):
the scenario's call names him as the shooter; voted out on day 1, the night's notes say
the boss is out and the remaining members choose the shot (rules_spec A50), which the
night checklist reads instead of the scenario's sentence."""

from __future__ import annotations

from narrator_app.engine import mafia_call_notes
from narrator_app.messages import mafia_call_text
from tests.engine.zodiac_trial import night_one


def test_the_call_says_the_team_shoots_once_al_capone_is_out():
    assert mafia_call_notes(night_one(capone_out=False).state) == []
    g = night_one(capone_out=True)
    assert g.state.view(1).status != "alive"
    assert mafia_call_notes(g.state) == ["boss_out"]
    text = mafia_call_text("boss_out", "fa")
    # the team decides together; said aloud, so the boss's exit is not named (CF50)
    assert "آل‌کاپن" not in text and "با هم تصمیم" in text
    assert "در بازی نیست" not in text and "no longer" not in mafia_call_text("boss_out", "en")
    g.step("mafia", {"shot": 7})  # the team's shot is still taken
    g.end_phase()
    assert mafia_call_notes(g.state) == []  # by day: no call



def test_the_notes_come_from_the_kinds_in_registry_order():
    """``mafia_call_notes`` asks each kind's ``call_notes`` in registry order (GS32-1): a
    kind registered with notes is heard, and the Godfather's kind is asked before Al
    Capone's (as ``godfather_notes(st) or capone_notes(st)`` did)."""
    from narrator_app.engine.abilities import KINDS, Kind, register, unregister

    # the Godfather and Al Capone are ``night_shot`` parameter sets now (GN32): their
    # notes are that kind's, its seeds' bosses' in the scenario's order
    assert "godfather" not in KINDS and "al_capone" not in KINDS
    assert KINDS["night_shot"].call_notes is not None
    st = night_one(capone_out=False).state
    # a check of its own makes it a kind unregister may take out again
    register(Kind("toy", name="toy_notes", check=lambda *a: None,
                  call_notes=lambda s: ["boss_out"]))
    try:
        assert mafia_call_notes(st) == ["boss_out"]
        assert mafia_call_notes(night_one(capone_out=True).state) == ["boss_out"]
    finally:
        unregister("toy_notes")
    assert mafia_call_notes(st) == []
