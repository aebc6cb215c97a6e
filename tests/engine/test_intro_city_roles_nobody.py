"""The intro night's «City roles show a like» is not listed when it wakes nobody (decision
Z107-5). A narrator's trial (Godfather–Sherlock, 11 seats after withdrawals; 207_n0) read
the reminder «نقش‌دارهای شهر» with an empty wake list: a role step whose every holder is gone
is not listed (choices._role_step), and this call is the city roles' own (rules_spec 3.1.2
item 4, A16)."""

from __future__ import annotations

from narrator_app.engine import Game, Setup
from narrator_app.engine.choices import night_steps
from narrator_app.engine.scenario import load_scenario


def _intro_night(withdrawn: list[int]) -> list[tuple[str, list[int]]]:
    roles = list(load_scenario("godfather_sherlock").roster.reference)
    g = Game(Setup("godfather_sherlock", tuple(f"P{i}" for i in range(1, 12)), {}))
    g.deal(roles)
    g.step("withdraw", withdrawn)
    g.end_phase()
    assert g.state.phase == "intro_night" and g.state.winner is None
    return [(s.key, list(s.seats)) for s in night_steps(g.state)]


def test_no_city_role_in_the_game_no_city_roles_call():
    # Saul and the Matador (2, 3), Watson, Leon, Kane, Constantine (4-7) withdrew; the
    # plain citizens (8-10) have no ability, Sherlock (11) is no city role
    steps = _intro_night([2, 3, 4, 5, 6, 7])
    assert steps == [("mafia_meet", [1])]


def test_a_city_role_left_is_called():
    steps = _intro_night([2, 3, 4, 5, 6])
    assert steps == [("mafia_meet", [1]), ("city_roles", [7])]
