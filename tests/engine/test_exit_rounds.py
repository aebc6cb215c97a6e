"""The exit vote's rounds under ``tie_resolution = revote_then_lottery`` (A05; game-script: "a
list of such mappings when the house rules give a re-vote"), CF45-8: a round after the one
that decided was taken and ignored (a third round naming a clear loser, a second after a
first with no tie); it is refused ``bad_script``. While the revote is due, the day's
checklist waits on the exit vote among the tied, with no lottery yet; the window's value of
a revote keeps the first round (``exit_votes_value``)."""

from __future__ import annotations

from pathlib import Path

import pytest
from helpers import passes

from narrator_app.engine import Game, Setup, day_step_now, exit_votes_value, legal_choices

SEATS = ["godfather", "saul_goodman", "matador", "dr_watson", "leon", "citizen_kane",
         "constantine", "plain_citizen", "plain_citizen", "plain_citizen", "nostradamus"]
HEAD = ("scenario: godfather_nostradamus\ntitle: exit rounds\n"
        "house_rules: {tie_resolution: revote_then_lottery, cards_enabled: false}\n"
        f"seats: [{', '.join(SEATS)}]\nscript:\n  - intro_day: {{}}\n"
        "  - intro_night: {nostradamus: {pick: [8, 9, 10], side: city}}\n")


@pytest.mark.parametrize(("day", "after"), [
    ("{votes: {2: 6, 8: 6}, exit_votes: [{2: 5, 8: 5}, {2: 4, 8: 4}, {2: 1, 8: 6}], "
     "lottery: 2}\n    rejected: bad_script", ""),
    ("{votes: {2: 6, 8: 6}, exit_votes: [{2: 6, 8: 3}, {2: 1, 8: 5}]}\n"
     "    rejected: bad_script", ""),
    ("{votes: {2: 6, 8: 6}, exit_votes: []}\n    rejected: bad_script", ""),
    ("{votes: {2: 6, 8: 6}, exit_votes: [{2: 5, 8: 5}, {2: 4, 8: 4}], lottery: 2}",
     "  - expect: {left: [2]}\n"),
    ("{votes: {2: 6, 8: 6}, exit_votes: [{2: 5, 8: 5}, {2: 1, 8: 7}]}",
     "  - expect: {left: [8]}\n"),
])
def test_rounds(tmp_path: Path, day: str, after: str) -> None:
    passes(tmp_path, HEAD + f"  - day: {day}\n" + after)


def test_the_checklist_waits_on_the_revote() -> None:
    rules = {"tie_resolution": "revote_then_lottery", "cards_enabled": False}
    g = Game(Setup("godfather_nostradamus", [f"P{i}" for i in range(1, 12)], rules))
    g.deal(SEATS)
    g.end_phase()
    g.step("nostradamus", {"pick": [8, 9, 10], "side": "city"})
    g.end_phase()
    g.step("votes", {2: 6, 8: 6, 5: 6})
    g.step("exit_votes", {2: 4, 8: 4, 5: 1})
    st = g.state
    assert st.day.tied == [2, 8] and day_step_now(st) == "exit_votes"
    steps = {s.key: s for s in legal_choices(st).steps}
    assert not steps["exit_votes"].done and steps["exit_votes"].seats == [2, 8]
    assert "lottery" not in steps
    value = exit_votes_value(st, {2: 2, 8: 7})
    assert value == [{2: 4, 8: 4, 5: 1}, {2: 2, 8: 7}]
    g.step("exit_votes", value)
    assert g.state.day.eliminated == 8
    # a change of the recorded revote replaces its second round
    assert exit_votes_value(g.state, {2: 7, 8: 2}, change=True) == [
        {2: 4, 8: 4, 5: 1}, {2: 7, 8: 2}]
