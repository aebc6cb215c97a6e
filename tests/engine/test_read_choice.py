"""``read_choice`` reads a recorded night step back as the picks that make it (the window
shows an undone night step chosen again, CF80-41): over random games of every shipped
scenario, every night step's value is rebuilt from its reading."""

from __future__ import annotations

import pytest

from narrator_app.engine import options_for, read_choice
from narrator_app.engine.simulate import random_game

SCENARIOS = ["bazpors", "capo", "classic", "godfather_jack_sparrow", "godfather_nostradamus",
             "godfather_sherlock", "mafia_nights", "mozakere", "namayande", "takavar",
             "werewolf", "zodiac"]


@pytest.mark.parametrize("scenario", SCENARIOS)
def test_every_night_step_reads_back(scenario):
    seen = 0
    for seed in range(3):
        g = random_game(scenario, 12 if scenario != "bazpors" else 10, seed)
        for before, action in zip(g.states, g.actions, strict=False):
            if action.kind != "step" or action.phase not in ("night", "intro_night"):
                continue
            r = read_choice(options_for(before, action.key), action.value)
            assert r is not None, (action.key, action.value)
            extra = {"number": r.number} if r.number is not None else {}
            if r.option.kinds:
                extra["kinds"] = r.kinds
            made = r.option.value(r.seats, role=r.role, side=r.side, extra_arg=r.extra, **extra)
            assert made == action.value
            seen += 1
    assert seen


def test_a_value_no_option_builds_is_not_read():
    g = random_game("classic", 10, 1)
    st, action = next((s, a) for s, a in zip(g.states, g.actions, strict=False)
                      if a.kind == "step" and a.phase == "night")
    assert read_choice(options_for(st, action.key), {"nothing": 99}) is None
