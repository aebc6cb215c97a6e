"""A second auditor's findings in the seed scenarios (CF45-17):

* no last-move card after the Mayor cancelled the exit (nobody leaves: none is due; it was
  taken and ignored);
* a role the scenario does not have, in a guess, is ``bad_script`` even from a holder who
  left the table earlier in the entry (the entry's shape first);
* in the window, a withdrawal recorded after a vote that counted the leaver (more votes
  than the players left) drops that vote, to be taken again, instead of being refused;
* in the window, a withdrawal that makes a drawn card's choice moot keeps the card drawn
  and asks its choice again (a different card was accepted after it).
"""

from __future__ import annotations

from pathlib import Path

import pytest
from helpers import passes

from narrator_app.engine import IllegalAction
from narrator_app.engine.script import import_script

MN = ("scenario: mafia_nights\nseats: [godfather, joker, dr_lecter, simple_mafia, pickpocket, "
      "mayor, die_hard, leon, detective, psychiatrist, doctor, plain_citizen]\nscript:\n"
      "  - intro_night: {}\n")
SH = ("scenario: godfather_sherlock\nseats: [godfather, saul_goodman, matador, dr_watson, "
      "leon, citizen_kane, constantine, plain_citizen, plain_citizen, plain_citizen, "
      "sherlock_holmes]\nscript:\n  - intro_day: {}\n  - intro_night: {}\n  - day: {}\n")


@pytest.mark.parametrize(("head", "rest"), [
    (MN, "  - day: {votes: {2: 7}, mayor: {cancel: true}, card: {draw: identity_reveal}}\n"
         "    rejected: not_available\n"),
    (SH, "  - night: {withdraw: [11], sherlock_holmes: {guess: {seat: 4, role: banana}}}\n"
         "    rejected: bad_script\n"),
    (SH, "  - night: {withdraw: [1], mafia: {sixth_sense: {seat: 5, role: banana}}}\n"
         "    rejected: bad_script\n"),
    (SH, "  - night: {withdraw: [11], sherlock_holmes: {guess: {seat: 4, role: leon}}}\n"
         "  - expect: {left: [11]}\n"),
])
def test_scripts(tmp_path: Path, head: str, rest: str) -> None:
    passes(tmp_path, "title: audit\n" + head + rest)


GF = ["godfather", "saul_goodman", "matador", "dr_watson", "leon", "citizen_kane",
      "constantine", "plain_citizen", "plain_citizen", "plain_citizen", "nostradamus"]
OPENING = [{"intro_day": {}},
           {"intro_night": {"nostradamus": {"pick": [8, 9, 10], "side": "city"}}}]


def _game():
    return import_script({"scenario": "godfather_nostradamus", "seats": GF,
                          "house_rules": {}, "script": OPENING})


def test_a_vote_that_counted_the_leaver_is_taken_again() -> None:
    g = _game()
    g.step("votes", {8: 10})  # all ten others
    g.step("withdraw", [5])
    assert g.state.choices == {"withdraw": [5]}
    g.step("votes", {8: 9})
    assert g.state.day.defense == [8]


def test_a_drawn_card_stays_drawn_when_its_choice_is_moot() -> None:
    g = _game()
    g.step("votes", {8: 6})
    g.step("exit_votes", {8: 6})
    g.step("card", {"draw": "silence_of_the_lambs", "silence": [9, 10]})
    g.step("withdraw", [9])
    assert g.state.choices["card"] == {"draw": "silence_of_the_lambs"}
    assert g.state.day.needs == "card"
    with pytest.raises(IllegalAction) as err:
        g.step("card", {"draw": "identity_reveal"})
    assert err.value.code == "not_available"
    g.step("card", {"draw": "silence_of_the_lambs", "silence": [10, 2]})
    assert g.state.day.needs is None
