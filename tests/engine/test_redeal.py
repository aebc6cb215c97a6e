"""The deal corrected («اصلاح پخش»): a ``redeal`` record-level action replays the later
actions on the corrected deal, or is refused naming the action that no longer holds."""

from __future__ import annotations

import pytest

from narrator_app.engine import Game, IllegalAction, Setup, open_game, save_game

REFERENCE = ["godfather", "saul_goodman", "matador", "dr_watson", "leon", "citizen_kane",
             "constantine", "plain_citizen", "plain_citizen", "plain_citizen", "nostradamus"]
NAMES = tuple(f"P{i}" for i in range(1, 12))


def _game() -> Game:
    g = Game(Setup("godfather_nostradamus", NAMES, {"cards_enabled": False}))
    g.deal(REFERENCE)
    g.end_phase()
    g.step("nostradamus", {"pick": [2, 8, 9], "side": "city"})
    g.end_phase()
    g.step("votes", {9: 7})
    return g


def test_redeal_replays_the_later_actions_on_the_corrected_deal(tmp_path):
    g = _game()
    fixed = list(REFERENCE)
    fixed[4], fixed[7] = fixed[7], fixed[4]  # Leon was seat 8, not seat 5
    n = len(g.actions)
    g.redeal(fixed)
    assert g.actions[-1].kind == "redeal" and len(g.actions) == n + 1
    st = g.state
    assert st.player(8).role == "leon" and st.player(5).role == "plain_citizen"
    assert st.phase == "day" and st.choices == {"votes": {9: 7}}  # replayed
    # the file keeps it as {kind: redeal, seats: [...]} and opens to the same game
    path = tmp_path / "g.ravi"
    save_game(g, path)
    import json

    lines = [json.loads(x) for x in path.read_text(encoding="utf-8").splitlines()]
    acts = [x for x in lines if x["kind"] != "header"]  # a journal: one line an action
    assert acts[-1]["kind"] == "redeal" and acts[-1]["seats"] == fixed
    again = open_game(path)
    assert again.state.player(8).role == "leon" and again.state.choices == {"votes": {9: 7}}
    # undo takes the correction back
    g.undo()
    assert g.state.player(5).role == "leon"


def test_redeal_refused_names_the_action_that_no_longer_holds():
    g = _game()
    fixed = list(REFERENCE)
    fixed[10], fixed[8] = fixed[8], fixed[10]  # Nostradamus at seat 9: he cannot point at 9
    g.step("exit_votes", {9: 7})
    before = (list(g.actions), g.state)
    with pytest.raises(IllegalAction) as err:
        g.redeal(fixed)
    facts = err.value.facts
    assert facts["redeal_action"] == 3  # deal, end of intro day, then Nostradamus's step
    assert facts["redeal_phase"] == "intro_night" and facts["redeal_key"] == "nostradamus"
    assert (g.actions, g.state) == before  # nothing changed


def test_redeal_with_a_roster_the_table_cannot_have_is_refused():
    g = _game()
    with pytest.raises(IllegalAction) as err:
        g.redeal(["plain_citizen"] * 11)
    assert err.value.code == "bad_script" and "redeal_action" not in err.value.facts
