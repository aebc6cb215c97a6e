"""Roster scaling, rules_spec 1.6 and 3.1.1: every N in 11–18 deals the table's roster."""

from collections import Counter

import pytest

from narrator_app.engine import Game, IllegalAction, Setup, load_scenario

SCEN = load_scenario("godfather_nostradamus")
# N: (mafia named + simple, independents, named city + plain) — rules_spec 3.1.1
TABLE = {
    11: (3, 0, 1, 3),
    12: (3, 0, 1, 4),
    13: (3, 0, 1, 5),
    14: (3, 0, 1, 6),
    15: (3, 1, 1, 6),
    16: (3, 1, 1, 7),
    17: (3, 1, 1, 8),
    18: (3, 2, 1, 8),
}


@pytest.mark.parametrize("n", sorted(TABLE))
def test_roster_for_n(n: int) -> None:
    named_mafia, simple, indep, plain = TABLE[n]
    roster = SCEN.roster_for(n)
    c = Counter(roster)
    assert len(roster) == n
    assert c["simple_mafia"] == simple
    assert c["plain_citizen"] == plain
    assert c["nostradamus"] == indep
    for role in (
        "godfather",
        "saul_goodman",
        "matador",
        "dr_watson",
        "leon",
        "citizen_kane",
        "constantine",
    ):
        assert c[role] == 1
    g = Game(Setup("godfather_nostradamus", tuple(str(i) for i in range(n))))
    g.deal_random()
    assert Counter(p.role for p in g.state.players) == c
    assert g.state.phase == "intro_day"


@pytest.mark.parametrize("n", [3, 10])
def test_ten_or_fewer_refused(n: int) -> None:
    with pytest.raises(IllegalAction) as err:
        Game(Setup("godfather_nostradamus", tuple(str(i) for i in range(n))))
    assert err.value.code == "bad_script"
    assert err.value.facts["detail"] == "too_few_players"


def test_deal_must_match_the_roster() -> None:
    g = Game(Setup("godfather_nostradamus", tuple(str(i) for i in range(11))))
    wrong = SCEN.roster_for(11)[:-1] + ["plain_citizen"]
    with pytest.raises(IllegalAction) as err:
        g.deal(wrong)
    assert err.value.facts["detail"] == "roster"
    assert g.state.phase == "setup" and not g.actions
