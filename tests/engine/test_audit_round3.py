"""A third round of rule auditors (CF45-28, CF45-29):

* Zodiac: a guard's code at the noon sleep for a bomb whose holder left earlier that day
  (voted out, shot with a war gun, withdrew) removed the guard «in the holder's place»:
  the bomb is void (A81), the code ``not_available``;
* Zodiac: the guard with the bomb in front of him is told its code at every noon sleep
  (3.5.6 step 6), not only when his code is recorded;
* Capo: a game that ends at the antidote step kept no record of that night's tokens;
* Takavar: a war gun not fired by the end of its day goes back to the stock then (2.6),
  not at the next night's guns (the evening's tracker read 0).
"""

from __future__ import annotations

from pathlib import Path

import pytest
from helpers import passes

ZD = ("scenario: zodiac\nseats: [al_capone, bomber, magician, guard, ocean, gunner, leon, "
      "detective, doctor, plain_citizen, plain_citizen, zodiac]\nscript:\n"
      "  - intro_day: {}\n  - intro_night: {}\n  - day: {}\n")

CASES = {
    "voted_holder": ZD + """  - night: {bomber: {plant: 10, code: 3}}
  - day: {votes: {10: 6}, exit_votes: {10: 6}, bomb: {guard_code: 1}}
    rejected: not_available
  - day: {votes: {10: 6}, exit_votes: {10: 6}}
  - expect: {left: [10]}
""",
    "gunned_holder": ZD + """  - night: {bomber: {plant: 10, code: 3}, gunner: {give: {11: war}}}
  - day: {guns: [{shooter: 11, target: 10}], bomb: {guard_code: 1}}
    rejected: not_available
""",
    "withdrawn_holder": ZD + """  - night: {bomber: {plant: 10, code: 3}}
  - day: {withdraw: [10], bomb: {guard_code: 1}}
    rejected: not_available
""",
    "guard_told": ZD + """  - night: {bomber: {plant: 4, code: 2}}
  - day: {bomb: {holder_code: 2}}
  - expect: {left: [], private: {guard_code: 2}}
""",
    "antidote_win": """scenario: capo
seats: [don, witch, executioner, detective, suspect, armoursmith, herbalist, heir,
        plain_citizen, plain_citizen]
script:
  - intro_night: {heir: {heir_of: 4}}
  - day: {capo_gun: {trustee: 9, suspects: [1, 5], real: 1}}
  - night: {herbalist: {poison: 3}}
  - day: {votes: {2: 5}, exit_votes: {2: 5}}
  - night: {antidote: {votes: 0}}
  - expect: {left: [3], announce: ['poisoned:3', 'left:3'], winner: city}
""",
    "gun_back_at_day_end": """scenario: takavar
seats: [mafia_boss, nato, hostage_taker, detective, doctor, commando, guard, gunner,
        plain_citizen, plain_citizen]
script:
  - intro_day: {}
  - intro_night: {}
  - day: {}
  - night: {mafia: {shot: 10}, gunner: {give: {9: war}}}
  - expect: {trackers: {8: {war: 0}}}
  - day: {}
  - expect: {trackers: {8: {war: 1}}}
  - night: {gunner: {give: {4: war}}}
  - expect: {trackers: {8: {war: 0}}}
""",
}


@pytest.mark.parametrize("name", sorted(CASES))
def test_case(tmp_path: Path, name: str) -> None:
    passes(tmp_path, f"title: {name}\n" + CASES[name], name)
