"""The win count's reading of a game's scenario and house rules (``table._win_count``),
kept with the scenario beside the game's rules object: two games of one scenario object
under other rules each count by their own (a plan kept on the scenario alone would count
the second game by the first game's rules)."""

from narrator_app.engine.game import game_rules
from narrator_app.engine.simulate import random_game
from narrator_app.engine.table import _living_sides, _win_count


def _under(state, chosen):
    """A clone of ``state`` played under the house rules ``chosen`` (its scenario's)."""
    st = state.clone()
    st.rules = game_rules(st.scenario, chosen)
    return st


def test_nostradamus_counts_on_his_side_only_under_counted():
    game = random_game("godfather_nostradamus", 11, 3)
    st = next(s for s in game.states if s.phase == "day")
    seer = st.find("nostradamus")
    assert seer is not None
    st = st.clone()
    st.player(seer.seat).card.counters["side"] = "mafia"
    excluded = _under(st, {"nostradamus_in_parity": "excluded"})
    counted = _under(st, {"nostradamus_in_parity": "counted"})
    assert excluded.scenario is counted.scenario
    first = _living_sides(excluded, False)
    assert _living_sides(counted, False) == (first[0] + 1, first[1], first[2])
    assert _living_sides(excluded, False) == first  # asked again: its own rules' count
    assert _win_count(counted.scenario, counted.rules)[2] is True
    assert _win_count(excluded.scenario, excluded.rules)[2] is False


def test_sherlock_counts_with_the_city_only_under_counted():
    game = random_game("godfather_sherlock", 11, 3)
    st = next(s for s in game.states
              if s.phase == "day" and s.find("sherlock_holmes") is not None)
    counted = _under(st, {"sherlock_in_parity": "counted"})
    excluded = _under(st, {"sherlock_in_parity": "excluded"})
    assert counted.scenario is excluded.scenario
    assert _living_sides(counted, True)[2] == 1
    assert _living_sides(excluded, True)[2] == 0
    assert _living_sides(counted, True)[2] == 1  # asked again: its own rules' count
