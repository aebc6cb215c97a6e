"""The 12-player Zodiac table of the narrator's trial of 3 Dec. (decisions TA30-*, MG31-7),
shared by the tests of its fixes: the deal, the players' names and its first night."""

from __future__ import annotations

from narrator_app.engine import Game, Setup

#: Seat 1 Al Capone (the mafia's boss and shooter), 2 the bomber, 3 the magician, 4 the
#: guard, ... 12 the Zodiac.
ZODIAC = ["al_capone", "bomber", "magician", "guard", "ocean", "gunner", "leon", "detective",
          "doctor", "plain_citizen", "plain_citizen", "zodiac"]
NAMES = tuple(f"P{i}" for i in range(1, 13))


def dealt() -> Game:
    """The table dealt, before its intro day."""
    g = Game(Setup("zodiac", NAMES, {}))
    g.deal(ZODIAC)
    return g


def night_one(capone_out: bool) -> Game:
    """Night 1; with ``capone_out`` Al Capone (seat 1) was voted out on day 1 (7 votes)."""
    g = dealt()
    for _ in range(2):  # intro day, intro night
        g.end_phase()
    if capone_out:
        g.step("votes", {1: 7})
        g.step("exit_votes", {1: 7})
    g.end_phase()
    assert g.state.phase == "night" and g.state.number == 1
    return g
