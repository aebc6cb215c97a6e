"""A refused entry is refused whole, with one code: "``bad_script`` for the entry's shape,
then ``wrong_phase``, then the first refused choice in step order" (game-script.md).

Two orders were wrong (left open at stop 42, an auditor's cases): a required step left out
(Jack's nightly curse, Night 1's cupid, the exit vote of a defence) was reported only at the
phase's end, after a later step's refusal; and on the intro night a value of a role that
does not act then was refused ``wrong_phase`` before its shape was read (Leon's
``{shot: 3}``). Decision CF46-1."""

from __future__ import annotations

from pathlib import Path

import pytest
from helpers import new_game, passes

from narrator_app.engine import IllegalAction

JACK = """scenario: godfather_jack_sparrow
seats: [godfather, saul_goodman, matador, dr_watson, leon, citizen_kane, constantine,
        plain_citizen, plain_citizen, plain_citizen, jack_sparrow]
script:
  - intro_day: {}
  - intro_night: {jack_sparrow: {curse: 8}}
  - day: {}
  # Jack wakes first: his curse left out comes before the team's shot on a teammate
  - night: {mafia: {shot: 1}}
    rejected: missing_choice
  - night: {mafia: {shot: 9}, leon: {shoot: 5}}
    rejected: missing_choice
  # given, the later step's own refusal stands
  - night: {jack_sparrow: {curse: 9}, mafia: {shot: 9}, leon: {shoot: 5}}
    rejected: invalid_target
"""

DAY = """scenario: godfather_nostradamus
seats: [godfather, saul_goodman, matador, dr_watson, leon, citizen_kane, constantine,
        plain_citizen, plain_citizen, plain_citizen, nostradamus]
script:
  - intro_day: {}
  - intro_night: {nostradamus: {pick: [8, 9, 10], side: city}}
  # the exit vote is owed before the lottery and the card
  - day: {votes: {8: 6}, lottery: 8}
    rejected: missing_choice
  - day: {votes: {8: 6}, card: {draw: face_off, swap: 3}}
    rejected: missing_choice
  # the tie's lottery is owed before the card
  - day: {votes: {8: 6, 9: 6}, exit_votes: {8: 4, 9: 4}, card: {draw: face_off, swap: 3}}
    rejected: missing_choice
  # nothing owed: the lottery is not due
  - day: {votes: {8: 6}, exit_votes: {8: 6}, lottery: 8}
    rejected: not_available
"""

CUPID = """scenario: werewolf
seats: [werewolf, werewolf, seer, protector, witch, hunter, cupid, villager, villager, villager]
script:
  - night: {protector: {protect: 3}, mafia: {shot: 1}, seer: {inquire: 1}}
    rejected: missing_choice
  - night: {cupid: {lovers: [8, 9]}, protector: {protect: 3}, mafia: {shot: 1}}
    rejected: invalid_target
"""

INTRO = """scenario: godfather_nostradamus
seats: [godfather, saul_goodman, matador, dr_watson, leon, citizen_kane, constantine,
        plain_citizen, plain_citizen, plain_citizen, nostradamus]
script:
  - intro_day: {}
  - intro_night: {nostradamus: {pick: [8, 9, 10], side: city}, leon: {shot: 3}}
    rejected: bad_script
  - intro_night: {nostradamus: {pick: [8, 9, 10], side: city}, dr_watson: {save: 3, x: 1}}
    rejected: bad_script
  - intro_night: {nostradamus: {pick: [8, 9, 10], side: city}, leon: {shoot: 3}}
    rejected: wrong_phase
"""


WORDS = """scenario: godfather_nostradamus
seats: [godfather, saul_goodman, matador, dr_watson, leon, citizen_kane, constantine,
        plain_citizen, plain_citizen, plain_citizen, nostradamus]
script:
  - intro_day: {}
  - intro_night: {nostradamus: {pick: [8, 9, 10], side: city}}
  # a night entry where a day is due: its words are read first (CF46-12)
  - night: {matador: {block: 4, foo: 1}}
    rejected: bad_script
  - night: {mafia: {sixth_sense: {seat: 5, role: wizard}}}
    rejected: bad_script
  - night: {matador: {block: 4}}
    rejected: wrong_phase
  # a card that is no card, before the vote's bad count and when no card is due
  - day: {votes: {8: 66}, card: {draw: wizard}}
    rejected: bad_script
  - day: {votes: {8: 6}, exit_votes: {8: 5}, card: {draw: wizard}}
    rejected: bad_script
  - day: {}
  # a later step's words before an earlier step's rule
  - night: {mafia: {buy: 8}, matador: {block: 4, foo: 1}}
    rejected: bad_script
  - night: {mafia: {shot: 1}, leon: {shoot: 4, foo: 1}}
    rejected: bad_script
  - night: {mafia: {shot: 1}, leon: {shoot: 4}}
    rejected: invalid_target
"""


@pytest.mark.parametrize("text", [JACK, DAY, CUPID, INTRO, WORDS],
                         ids=["jack", "day", "cupid", "intro", "words"])
def test_the_first_refusal_in_step_order(tmp_path: Path, text: str) -> None:
    passes(tmp_path, text)


def test_one_step_on_the_intro_night_reads_its_shape_first() -> None:
    g = new_game()
    g.end_phase()
    with pytest.raises(IllegalAction) as bad:
        g.step("leon", {"shot": 3})
    assert (bad.value.code, bad.value.facts.get("detail")) == ("bad_script", "unknown_choice")
    with pytest.raises(IllegalAction) as early:
        g.step("leon", {"shoot": 3})
    assert early.value.code == "wrong_phase"
    assert g.state.phase == "intro_night" and not g.state.choices
