"""Mafia Nights' and classic's team call names the Godfather («پدرخوانده هدف شلیک را نشان
دهد»); their step lists no sixth sense, so the seeds' notes said nothing once he was out
and the call still named him (a narrator's trial, CF45-19). Now the note is ``boss_out``:
the remaining members decide together. The Godfather family keeps ``godfather_out``."""

from __future__ import annotations

import pytest

from narrator_app.engine import mafia_call_notes
from narrator_app.engine.script import import_script

MN = ["godfather", "joker", "dr_lecter", "simple_mafia", "pickpocket", "mayor", "die_hard",
      "leon", "detective", "psychiatrist", "doctor", "plain_citizen"]
GF = ["godfather", "saul_goodman", "matador", "dr_watson", "leon", "citizen_kane",
      "constantine", "plain_citizen", "plain_citizen", "plain_citizen", "nostradamus"]


@pytest.mark.parametrize(("scenario", "seats", "opening", "note"), [
    ("mafia_nights", MN, [{"intro_night": {}}], "boss_out"),
    ("classic", ["godfather", "simple_mafia", "detective", "doctor", "plain_citizen",
                 "plain_citizen", "plain_citizen", "plain_citizen"],
     [{"intro_night": {}}], "boss_out"),
    ("godfather_nostradamus", GF,
     [{"intro_day": {}}, {"intro_night": {"nostradamus": {"pick": [8, 9, 10],
                                                          "side": "city"}}}],
     "godfather_out"),
])
def test_the_call_once_the_godfather_is_out(scenario, seats, opening, note) -> None:
    g = import_script({"scenario": scenario, "seats": seats, "house_rules": {
        "cards_enabled": False}, "script": opening})
    g.end_phase() if g.state.phase != "day" else None
    assert g.state.phase == "day"
    assert mafia_call_notes(g.state) == []
    g.step("votes", {1: len(seats) - 1})
    g.step("exit_votes", {1: len(seats) - 1})
    g.end_phase()
    assert g.state.phase == "night" and g.state.view(1).status != "alive"
    assert mafia_call_notes(g.state) == [note]
