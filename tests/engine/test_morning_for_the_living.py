"""A morning token about one player's coming day is said only when he is still in the game
after the night's exits (CF45-7): the psychiatrist's silence «when he is still alive»
(rules_spec 3.4.3) and Zodiac's bomb, which "voids if the holder leaves earlier" (A81). Both
were announced for a player shot the same night: the check ran before the night's exits."""

from __future__ import annotations

from pathlib import Path

import pytest
from helpers import passes

MN = ("scenario: mafia_nights\nseats: [godfather, joker, dr_lecter, simple_mafia, pickpocket, "
      "mayor, die_hard, leon, detective, psychiatrist, doctor, plain_citizen]\nscript:\n"
      "  - intro_night: {}\n  - day: {}\n")
ZD = ("scenario: zodiac\nseats: [al_capone, bomber, magician, guard, ocean, gunner, leon, "
      "detective, doctor, plain_citizen, plain_citizen, zodiac]\nscript:\n"
      "  - intro_day: {}\n  - intro_night: {}\n  - day: {}\n")


@pytest.mark.parametrize(("head", "night", "announce"), [
    (MN, "{mafia: {shot: 9}, psychiatrist: {silence: 9}}", "['left:9']"),
    (MN, "{mafia: {shot: 8}, psychiatrist: {silence: 9}}", "['left:8', 'silenced:9']"),
    (ZD, "{bomber: {plant: 10, code: 3}, mafia: {shot: 10}}", "['left:10']"),
    (ZD, "{bomber: {plant: 10, code: 3}, mafia: {shot: 11}}", "['left:11', 'bomb:10']"),
])
def test_said_for_the_living_only(tmp_path: Path, head: str, night: str, announce: str) -> None:
    passes(tmp_path, f"title: morning tokens\n{head}  - night: {night}\n"
                    f"  - expect: {{announce: {announce}}}\n")
