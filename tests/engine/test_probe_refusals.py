"""The team step's probes asked as what they are made of (:func:`game.step_probe_refusals`,
:func:`abilities.checks.night_probe_refusals`): over random games of every shipped
scenario, at every state, each team action's probes given as ``(name, args)`` get exactly
the refusals (code and facts, in seat order) :func:`game.step_refusals` gives their values
``{name: arg}``; args that are not a table's seats are left to it; the team step's options
of a Godfather game take the one pass."""

from __future__ import annotations

import pytest

from narrator_app.engine import choices, game
from narrator_app.engine.abilities import team_parts
from narrator_app.engine.abilities.checks import MAFIA_ACTIONS, seat_args
from narrator_app.engine.game import apply, new_state, step_probe_refusals, step_refusals
from narrator_app.engine.scenario import load_scenario, shipped_entries
from narrator_app.engine.simulate import random_game

TABLES = [(e.id, n) for e in shipped_entries()
          for n in sorted({load_scenario(e.id).roster.min_players,
                           load_scenario(e.id).roster.max_players})]


def _facts(found):
    return [None if e is None else (e.code, e.facts) for e in found]


def _probes(st):
    """Each team action's probes: a seat each, a guess naming each seat, and args that
    are not one per seat of the table (one seat too many, a seat off the table)."""
    seats = [p.seat for p in st.players]
    filler = st.scenario.roster.filler_city
    names = sorted(set(MAFIA_ACTIONS) | set(team_parts(st.scenario, st.rules)))
    runs = [(name, seats) for name in names]
    runs += [(name, [{"seat": s, "role": filler} for s in seats]) for name in names]
    odd = [("shot", [*seats, 1]), ("shot", [*seats[:-1], len(seats) + 1])]
    return runs, odd


def _states(scenario, seats, seed):
    played = random_game(scenario, seats, seed)
    st = new_state(played.setup, played.scenario)
    for action in played.actions:
        st = apply(st, action)
        yield st


@pytest.mark.parametrize(("scenario", "seats"), TABLES)
def test_probes_as_made_get_the_values_refusals(scenario, seats):
    passed = False
    for st in _states(scenario, seats, 0):
        runs, odd = _probes(st)
        for probes in (runs, runs[:1], runs[-1:], [runs[0], *odd], odd[:1], []):
            got = step_probe_refusals(st, "mafia", probes)
            values = [{name: arg} for name, args in probes for arg in args]
            want = _facts(step_refusals(st, "mafia", values))
            assert [len(g) for g in got] == [len(args) for _name, args in probes]
            assert _facts([e for g in got for e in g]) == want, (scenario, st.number)
            passed = passed or (st.phase == "night" and bool(probes))
    assert passed


def test_args_of_one_action_only():
    n = 5
    assert seat_args(list(range(1, n + 1)), n)
    assert not seat_args([1, 6], n)  # off the table
    assert not seat_args([1, True], n)
    assert not seat_args([], n)
    assert seat_args([{"seat": 1, "role": "a"}, {"seat": 2, "role": "a"}], n)
    assert not seat_args([{"seat": 1, "role": "a"}, {"seat": 2, "role": "b"}], n)
    assert not seat_args([{"seat": 1, "role": "a", "x": 1}], n)
    assert not seat_args([{"seat": 0, "role": "a"}], n)


def test_the_team_step_takes_the_one_pass(monkeypatch):
    """The team step's options of a Godfather game are asked of the args in one pass."""
    calls = []
    real = game.night_probe_refusals

    def counting(*args):
        got = real(*args)
        calls.append(got is not None)
        return got

    monkeypatch.setattr(game, "night_probe_refusals", counting)
    random_game("godfather_nostradamus", 11, 0)
    assert any(calls)
    assert choices.step_probe_refusals is step_probe_refusals
