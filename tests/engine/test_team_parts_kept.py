"""What a night's end keeps of the team's parts with a scenario follows each game (issue 25's
speed rounds): two games of one scenario object under different house rules, asked in turn,
each read their own guesses and conversions (:func:`guess_role._guess_parts`,
:func:`convert._convert_parts`, kept beside the game's rules object)."""

from __future__ import annotations

from narrator_app.engine.abilities.convert import _convert_parts
from narrator_app.engine.abilities.guess_role import _guess_parts
from narrator_app.engine.simulate import random_game


def test_each_game_of_one_scenario_has_its_own_guesses() -> None:
    """Capo's executioner guesses once or every night by house rule (club_scenarios 6.10
    C6): each game reads its own ``uses``."""
    games = {uses: random_game("capo", 12, 1, rules)
             for uses, rules in ((1, {"cp_executioner_uses": 1}), ("unlimited", {}))}
    assert games[1].scenario is games["unlimited"].scenario  # one scenario: one entry
    for _ in range(2):  # asked in turn: neither answer is the other game's
        for uses, g in games.items():
            (_key, _part, params), = _guess_parts(g.state)[1]
            assert params.uses == uses


def test_each_game_of_one_scenario_has_its_own_conversions() -> None:
    """Bazpors' failed trade gives the teammate up or keeps him by house rule: each game
    reads its own ``sacrifice_on_fail``."""
    games = {fail: random_game("bazpors", 10, 1, rules)
             for fail, rules in (("stays", {"bz_trade_sacrifice_on_fail": "stays"}),
                                 ("leaves", {}))}
    assert games["stays"].scenario is games["leaves"].scenario
    for _ in range(2):
        for fail, g in games.items():
            (_key, role, params), = _convert_parts(g.state)
            assert role == "mafia_boss" and params.sacrifice_on_fail == fail
