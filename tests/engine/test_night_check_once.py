"""One night step's check set up once for many values (issue 25, LG25-10):
:func:`checks.night_choice_check` gives, for every value, the refusal
:func:`checks.check_night_choice` gives (code and facts) — over random games of every
shipped scenario, every night key of the scenario and unknown ones, with values of every
shape (not a mapping, empty, each seat under each team and role field, unknown fields)."""

from __future__ import annotations

import pytest

from narrator_app.engine.abilities.checks import (
    MAFIA_ACTIONS,
    check_night_choice,
    night_choice_check,
    night_order,
)
from narrator_app.engine.errors import IllegalAction
from narrator_app.engine.scenario import load_scenario, shipped_entries
from narrator_app.engine.simulate import random_game

TABLES = [(e.id, load_scenario(e.id).reference_size) for e in shipped_entries()]


def _refusal(check, *args) -> tuple | None:
    try:
        check(*args)
    except IllegalAction as exc:
        return exc.code, exc.facts
    return None


def _values(st) -> list:
    seats = [p.seat for p in st.players]
    names = {"target", "save", "shot", "pick", "guess", "block", "check", "curse",
             *MAFIA_ACTIONS}
    out: list = [None, 3, "x", [1], {}, {"nothing": 1}, {"shot": 1, "buy": 2}]
    for s in seats:
        out += [{n: s} for n in sorted(names)]
        out.append({"sixth_sense": {"seat": s, "role": st.scenario.roster.filler_city}})
    return out


@pytest.mark.parametrize(("scenario", "seats"), TABLES)
def test_set_up_once_refuses_as_each_alone(scenario, seats):
    nights = 0
    for seed in range(2):
        g = random_game(scenario, seats, seed, house_rules={}, max_actions=120)
        for st in g.states[1:]:
            if st.phase not in ("intro_night", "night") or st.winner is not None:
                continue
            nights += 1
            values = _values(st)
            for key in [*night_order(st), "mafia", "no_such_role"]:
                once = night_choice_check(st, key)
                for value in values:
                    assert _refusal(once, value) == _refusal(check_night_choice, st, key,
                                                             value), (key, value)
    assert nights > 0
