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
    assert "آل‌کاپن" not in text and "بقیهٔ تیم" in text
    g.step("mafia", {"shot": 7})  # the team's shot is still taken
    g.end_phase()
    assert mafia_call_notes(g.state) == []  # by day: no call

