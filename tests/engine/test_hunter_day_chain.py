"""A lynched hunter's shot is part of his exit's chain, and the win is checked after it
(club_scenarios 7.8: "a lynched hunter shoots at once"; 7.9: "Evaluated after the night
(after step 5) and after each day exit with its chain"; CF45-1). The engine declared the
wolves' parity win at the lynch itself and refused the hunter's shot ``game_over``."""

from __future__ import annotations

from pathlib import Path

import pytest
from helpers import passes

SEATS = "[werewolf, seer, protector, witch, hunter, cupid]"
#: Night 1: the lovers 2 and 3 (the wolf takes 2, 3 follows), the witch poisons 6: the
#: wolf (1), the witch (4) and the hunter (5) are left.
NIGHT = "  - night: {cupid: {lovers: [2, 3]}, mafia: {shot: 2}, witch: {poison: 6}}\n"


def _case(tmp_path: Path, script: str, rules: str = "{}") -> None:
    passes(tmp_path, f"scenario: werewolf\ntitle: hunter's day chain\n"
                     f"rule: club_scenarios 7.9\nhouse_rules: {rules}\nseats: {SEATS}\n"
                     f"script:\n{NIGHT}{script}")


def test_the_lynched_hunter_takes_the_last_wolf_and_the_village_wins(tmp_path: Path) -> None:
    _case(tmp_path, """  - expect: {left: [2, 3, 6], winner: null}
  - day: {votes: {5: 2}, exit_votes: {5: 2}, hunter: {shoot: 1}}
  - expect: {left: [1, 5], winner: city}
""")


def test_a_shot_at_the_witch_leaves_the_wolf_the_win(tmp_path: Path) -> None:
    _case(tmp_path, """  - day: {votes: {5: 2}, exit_votes: {5: 2}, hunter: {shoot: 4}}
  - expect: {left: [4, 5], winner: mafia}
""")


def test_the_day_waits_for_the_shot_he_owes(tmp_path: Path) -> None:
    """Under the default (he must shoot, C8) the day cannot end before his shot, and
    nothing is won meanwhile."""
    _case(tmp_path, """  - day: {votes: {5: 2}, exit_votes: {5: 2}}
    rejected: missing_choice
""")


@pytest.mark.parametrize(("day", "winner"), [
    ("{votes: {5: 2}, exit_votes: {5: 2}}", "mafia"),  # he passed: checked at the day's end
    ("{votes: {5: 2}, exit_votes: {5: 2}, hunter: {shoot: 1}}", "city"),
])
def test_a_hunter_who_may_pass(tmp_path: Path, day: str, winner: str) -> None:
    _case(tmp_path, f"""  - day: {day}
  - expect: {{winner: {winner}}}
""", rules="{ww_hunter_may_pass: true}")
