"""The checklist asks once a night whether it is a first night that is only a meeting
(:func:`checks.meeting_night`), then each step's role only on such a night: where the night
says no, no role sits out (:func:`checks.meeting_only`), over random games of every
shipped scenario; Werewolf's Night 1 without a kill says yes."""

from __future__ import annotations

import pytest

from narrator_app.engine import Game, Setup, load_scenario
from narrator_app.engine.abilities.checks import meeting_night, meeting_only
from narrator_app.engine.game import apply, new_state
from narrator_app.engine.scenario import shipped_entries
from narrator_app.engine.simulate import random_game

WOLVES = ["werewolf", "werewolf", "seer", "protector", "witch", "hunter", "cupid", "villager",
          "villager"]


def _first_night(rules: dict):
    g = Game(Setup("werewolf", tuple(f"P{i}" for i in range(1, 10)), rules))
    g.deal(WOLVES)
    while g.state.phase != "night":
        g.end_phase()
    return g.state


def test_werewolf_first_night_without_a_kill_is_a_meeting() -> None:
    st = _first_night({"ww_first_night_kill": False})
    assert meeting_night(st)
    assert meeting_only(st, "seer") and not meeting_only(st, "cupid")
    assert not meeting_night(_first_night({}))


@pytest.mark.parametrize("scenario", [e.id for e in shipped_entries()])
def test_no_meeting_night_no_role_sits_out(scenario) -> None:
    scen = load_scenario(scenario)
    played = random_game(scenario, scen.reference_size, 1)
    st = new_state(played.setup, played.scenario)
    for action in played.actions:
        st = apply(st, action)
        if st.phase in ("night", "intro_night") and not meeting_night(st):
            assert not any(meeting_only(st, r.id) for r in scen.roles), st.number
