"""Typed actions (one model per kind, in the file's vocabulary) and what an action changed."""

from __future__ import annotations

import pytest
from helpers import new_game, play

from narrator_app.engine import IllegalAction, apply_op, parse_action
from narrator_app.engine.actions import dump_action, to_model
from narrator_app.engine.gamefile import to_model as file_model


def test_actions_round_trip_in_the_file_vocabulary() -> None:
    g = new_game()
    play(g, "intro_day")
    play(g, "intro_night", {"nostradamus": {"pick": [8, 9, 10], "side": "city"}})
    play(g, "day")
    play(g, "night", {"mafia": {"shot": 8}, "matador": {"block": 4}})
    saved = file_model(g).model_dump()["actions"]
    for action, entry in zip(g.actions, saved, strict=True):
        dumped = dump_action(action)
        # the typed model writes exactly the saved file's words (the format does not change)
        assert dumped == {k: v for k, v in entry.items() if v is not None}
        assert parse_action(dumped) == action
    assert to_model(g.actions[-2]).key == "matador"


@pytest.mark.parametrize(
    "bad",
    [
        5,
        None,
        {"kind": "fly"},
        {"kind": "step", "phase": "noon", "key": "leon", "value": {}},
        {"kind": "step", "phase": "night", "key": 7, "value": {}},
        {"kind": "deal", "seats": [True, "leon"]},
        {"kind": "end_phase", "extra": 1},
        {"kind": "step", "phase": "night", "key": "leon", "value": {"shoot": 2}, "x": None},
    ],
)
def test_a_malformed_action_is_bad_script(bad) -> None:
    with pytest.raises(IllegalAction) as exc:
        parse_action(bad)
    assert exc.value.code == "bad_script"


def test_apply_op_reports_events_and_changes() -> None:
    g = new_game()
    play(g, "intro_day")
    play(g, "intro_night", {"nostradamus": {"pick": [8, 9, 10], "side": "city"}})
    play(g, "day")
    st = g.state
    op = apply_op(st, parse_action({"kind": "step", "phase": "night", "key": "mafia",
                                    "value": {"shot": 8}}))
    assert op.changes.parts == {"choices"} and op.changes.seats == ()
    assert [e.kind for e in op.events] == ["choice"]
    end = apply_op(op.state, parse_action({"kind": "end_phase"}))
    assert {"phase", "seats", "records"} <= end.changes.parts
    assert end.changes.seats == (8,)
    assert any(e.kind == "exit" and e.data["seat"] == 8 for e in end.events)
    assert st.choices == {}  # the old state is untouched
