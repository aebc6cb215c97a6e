"""The pickers' seats asked in one pass (:func:`abilities.checks.night_seat_refusals`):
over random games of every shipped scenario, at every night state, each team action's
probes (a seat, or a guess naming a seat) get in one pass exactly the refusals (code and
facts, in seat order) the step's check gives value by value; values that are not such
probes are left to that check."""

from __future__ import annotations

import pytest

from narrator_app.engine import game, shapes
from narrator_app.engine.abilities import KINDS, team_parts
from narrator_app.engine.abilities.checks import (
    MAFIA_ACTIONS,
    night_choice_check,
    night_seat_refusals,
    seat_probes,
)
from narrator_app.engine.abilities.params import params_as, role_kind
from narrator_app.engine.errors import IllegalAction
from narrator_app.engine.game import apply, new_state
from narrator_app.engine.scenario import load_scenario, shipped_entries
from narrator_app.engine.simulate import random_game

TABLES = [(e.id, n) for e in shipped_entries()
          for n in sorted({load_scenario(e.id).roster.min_players,
                           load_scenario(e.id).roster.max_players})]


def _one_by_one(st, key, values):
    shaped = shapes.step_value_check(len(st.players), key, st.scenario.kind_of(key))
    check = night_choice_check(st, key)
    out = []
    for value in values:
        try:
            shaped(value)
            check(value)
        except IllegalAction as exc:
            out.append((exc.code, exc.facts))
        else:
            out.append(None)
    return out


def _probes(st, key):
    """Each action's probes of step ``key``: the team's actions, a role's kind's action."""
    seats = [p.seat for p in st.players]
    if key == "mafia":
        names = set(MAFIA_ACTIONS) | set(team_parts(st.scenario, st.rules))
    else:
        kind = KINDS.get(st.scenario.kind_of(key))
        own = role_kind(st.scenario, key)
        names = {k.action for k in (kind, own) if k is not None and k.action} | {"shot"}
        if kind is not None:  # a general kind's words, by the role's parameters
            params = params_as(st, key, kind.params)
            names |= {w for w in (getattr(params, a, None) for a in ("action", "verb", "pick"))
                      if isinstance(w, str)}
    filler = st.scenario.roster.filler_city
    for name in sorted(names):
        yield [{name: s} for s in seats]
        yield [{name: {"seat": s, "role": filler}} for s in seats]


def _states(scenario, seats, seed):
    played = random_game(scenario, seats, seed)
    st = new_state(played.setup, played.scenario)
    for action in played.actions:
        st = apply(st, action)
        yield st


@pytest.mark.parametrize(("scenario", "seats"), TABLES)
def test_one_pass_is_the_checks_own(scenario, seats):
    batched: set[str] = set()
    scen = load_scenario(scenario)
    keys = ["mafia", *(r.id for r in scen.roles)]
    for seed in range(2):
        for st in _states(scenario, seats, seed):
            if st.phase not in ("night", "intro_night"):
                continue
            for key in keys:
                shaped = shapes.step_value_check(len(st.players), key, scen.kind_of(key))
                for values in _probes(st, key):
                    got = night_seat_refusals(st, key, values, shaped)
                    if got is None:
                        continue
                    batched.add(key)
                    assert [None if e is None else (e.code, e.facts) for e in got] == \
                        _one_by_one(st, key, values), (scenario, st.number, key, values[0])
    if scen.kind_of("mafia") == "mafia" and any(d.key == "mafia" for d in scen.night):
        assert "mafia" in batched, "the team's step was never answered in one pass"


def test_only_probes_of_one_action_are_batched():
    n = 5
    assert seat_probes([{"shot": s} for s in range(1, n + 1)], n) == (
        "shot", list(range(1, n + 1)))
    assert seat_probes([{"shot": 1}, {"buy": 2}], n) is None
    assert seat_probes([{"shot": 1}, {"shot": 6}], n) is None  # off the table
    assert seat_probes([{"shot": True}], n) is None
    assert seat_probes([{"shot": 1, "buy": 2}], n) is None
    assert seat_probes([{"g": {"seat": 1, "role": "a"}}, {"g": {"seat": 2, "role": "b"}}],
                       n) is None  # another role: not the same probe
    assert seat_probes([{"g": {"seat": 1, "role": "a", "x": 1}}], n) is None
    assert seat_probes([], n) is None


def test_step_refusals_takes_the_one_pass(monkeypatch):
    """The team step's options of a Godfather game are asked in one pass."""
    calls = []
    real = game.night_seat_refusals

    def counting(*args):
        got = real(*args)
        calls.append(got is not None)
        return got

    monkeypatch.setattr(game, "night_seat_refusals", counting)
    random_game("godfather_nostradamus", 11, 0)
    assert any(calls)


@pytest.mark.parametrize(("scenario", "seats"), [("godfather_nostradamus", 11),
                                                 *TABLES[:6]])
def test_several_actions_in_one_pass(scenario, seats):
    """Several actions' probes asked at once (a table's seats each, as the team step's
    options ask them) get exactly the refusals each value gets alone, in order."""
    scen = load_scenario(scenario)
    batched = False
    for st in _states(scenario, seats, 0):
        if st.phase not in ("night", "intro_night"):
            continue
        for key in ["mafia", *(r.id for r in scen.roles)]:
            shaped = shapes.step_value_check(len(st.players), key, scen.kind_of(key))
            runs = list(_probes(st, key))
            for values in ([v for run in runs for v in run], [*runs[0], *runs[-1]]):
                got = night_seat_refusals(st, key, values, shaped)
                if got is None:
                    continue
                batched = batched or key == "mafia"
                assert [None if e is None else (e.code, e.facts) for e in got] == \
                    _one_by_one(st, key, values), (scenario, st.number, key)
    if scenario == "godfather_nostradamus":
        assert batched, "the team's actions were never answered in one pass"
