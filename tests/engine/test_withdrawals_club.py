"""Withdrawals in the club scenarios (rules_spec 6.9 S10, 6.10 S11-S12), found by an
auditor's scripts and window probes (CF45-14 … CF45-16):

* the day's threshold is counted after a withdrawal for a day procedure's vote too
  (Namayande's accusations read the one set at the day's start);
* a withdrawn player's own choice later in the entry is accepted and has no effect: the
  rebel's terror (and the day goes on), the Don's treason vote;
* a treason vote on a slot whose representative left the table that night is void;
* Capo's antidote step is not due for a poisoned player who left the table that night;
* Namayande's first day is the game's first main day, not «the day of the first
  election»: after a first day the rebel's terror ended, the next day elects and votes;
* in the window, a withdrawal recorded after other steps of the night drops those it makes
  moot (the treason on the leaver's slot, the antidote for the leaver) instead of being
  refused.
"""

from __future__ import annotations

from pathlib import Path

import pytest
from helpers import passes

from narrator_app.engine.script import export_script, import_script

NM = ("scenario: namayande\nseats: [don, rebel, hacker, guide, doctor, miner, bodyguard, "
      "lawyer, plain_citizen, plain_citizen]\nscript:\n  - intro_day: {}\n"
      "  - intro_night: {}\n  - day: {election: [9, 10]}\n")
ARMED = "  - night: {}\n  - day: {accused: [1, 3], votes: {1: 6}}\n  - night: {}\n"
CAPO = ("scenario: capo\nseats: [don, witch, executioner, detective, suspect, armoursmith, "
        "herbalist, heir, plain_citizen, plain_citizen]\nscript:\n"
        "  - intro_night: {heir: {heir_of: 4}}\n"
        "  - day: {capo_gun: {trustee: 10, suspects: [9, 3], real: 9}}\n"
        "  - night: {herbalist: {poison: 5}}\n  - day: {}\n")


@pytest.mark.parametrize(("text", "rest"), [
    # 9 in the game after seat 6 left: more than half is 5
    (NM, "  - night: {}\n  - day: {withdraw: [6], accused: [2, 3], votes: {2: 5}}\n"
         "  - expect: {left: [2, 6]}\n"),
    (NM, ARMED + "  - day: {withdraw: [2], terror: {target: 9}, accused: [3, 4], "
                 "votes: {3: 5}}\n  - expect: {left: [2, 3]}\n"),
    (NM, "  - night: {withdraw: [1], mafia: {shot: 8, treason: {rep: 2, delta: 1}}}\n"
         "  - expect: {left: [1, 8]}\n"),
    (NM, "  - night: {withdraw: [9], mafia: {shot: 8, treason: {rep: 1, delta: 1}}}\n"
         "  - expect: {left: [8, 9]}\n"),
    (CAPO, "  - night: {withdraw: [5]}\n  - expect: {left: [5], trackers: {7: {antidote: "
           "true}}}\n"),
    (CAPO, "  - night: {withdraw: [5], antidote: {votes: 5, give: true}}\n"
           "    rejected: not_available\n"),
    ("scenario: namayande\nseats: [don, rebel, hacker, guide, doctor, miner, bodyguard, "
     "lawyer, plain_citizen, plain_citizen]\nscript:\n  - intro_day: {withdraw: [1]}\n"
     "  - intro_night: {}\n  - day: {terror: {target: 9}}\n  - night: {}\n",
     "  - day: {election: [4, 5], accused: [3, 6], votes: {3: 5}}\n"
     "  - expect: {left: [3]}\n"),
])
def test_scripts(tmp_path: Path, text: str, rest: str) -> None:
    passes(tmp_path, "title: withdrawals\n" + text + rest)


NM_SEATS = ["don", "rebel", "hacker", "guide", "doctor", "miner", "bodyguard", "lawyer",
            "plain_citizen", "plain_citizen"]


def test_the_window_drops_the_treason_on_the_leaver_s_slot() -> None:
    g = import_script({"scenario": "namayande", "seats": NM_SEATS, "script": [
        {"intro_day": {}}, {"intro_night": {}}, {"day": {"election": [9, 10]}}]})
    g.step("mafia", {"shot": 8, "treason": {"rep": 1, "delta": 1}})
    g.step("withdraw", [9])  # was refused invalid_target (no_representative)
    g.end_phase()
    assert g.state.view(9).status != "alive" and g.state.view(8).status != "alive"
    again = import_script(export_script(g))
    assert again.state.fingerprint()[3] == g.state.fingerprint()[3]  # the same players


def test_the_window_drops_the_antidote_for_the_leaver() -> None:
    seats = ["don", "witch", "executioner", "detective", "suspect", "armoursmith",
             "herbalist", "heir", "plain_citizen", "plain_citizen"]
    g = import_script({"scenario": "capo", "seats": seats, "script": [
        {"intro_night": {"heir": {"heir_of": 4}}},
        {"day": {"capo_gun": {"trustee": 10, "suspects": [9, 3], "real": 9}}},
        {"night": {"herbalist": {"poison": 5}}}, {"day": {}}]})
    g.step("antidote", {"votes": 5, "give": True})
    g.step("withdraw", [5])
    assert "antidote" not in g.state.choices
    assert g.state.player(7).card.counters["antidote"] is True  # not spent on him
