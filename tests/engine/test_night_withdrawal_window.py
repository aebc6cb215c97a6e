"""A withdrawal recorded in the window after other steps of the same night (CF45-9): the
narrator records it when it happens (rules_spec 6.10 S11), and it is applied first in its
entry (6.9 S10). A step chosen before it that it makes moot is dropped, as by day: every
step after a withdrawal that ends the game (the last mafia leaves the table), and the step
of a player who left with the withdrawn one (Jack with his cursed player, 6.9 S4). Both
were refused (``game_over``, ``not_acting``), so the player could not be recorded leaving."""

from __future__ import annotations

from narrator_app.engine.script import export_script, import_script

GF = ["godfather", "saul_goodman", "matador", "dr_watson", "leon", "citizen_kane",
      "constantine", "plain_citizen", "plain_citizen", "plain_citizen"]
OPENING = [{"intro_day": {}},
           {"intro_night": {"nostradamus": {"pick": [8, 9, 10], "side": "city"}}},
           {"day": {"votes": {2: 6}, "exit_votes": {2: 6}}}, {"night": {}},
           {"day": {"votes": {3: 6}, "exit_votes": {3: 6}}}]


def _game(script, seats, scenario, rules=None):
    return import_script({"scenario": scenario, "house_rules": rules or {}, "seats": seats,
                          "script": script})


def test_the_last_mafia_leaves_the_table_after_a_save() -> None:
    g = _game(OPENING, GF + ["nostradamus"], "godfather_nostradamus", {"cards_enabled": False})
    g.step("dr_watson", {"save": 8})
    g.step("withdraw", [1])
    assert g.state.winner == "city"
    assert "dr_watson" not in g.state.choices  # moot: dropped
    night = export_script(g)["script"][-1]
    assert night == {"night": {"withdraw": [1]}}, night


def test_jack_leaves_with_his_cursed_player() -> None:
    g = _game([{"intro_day": {}}, {"intro_night": {"jack_sparrow": {"curse": 8}}},
               {"day": {}}], GF + ["jack_sparrow"], "godfather_jack_sparrow")
    g.step("jack_sparrow", {"curse": 9})
    g.step("withdraw", [8])
    assert g.state.view(11).status != "alive" and "jack_sparrow" not in g.state.choices
    g.end_phase()
    assert g.state.records[-1].announce == ["jack_left", "withdrew:8"]
    # the export replays: the withdrawal first, Jack's curse dropped
    script = export_script(g)["script"]
    assert script[-1] == {"night": {"withdraw": [8]}}, script[-1]
    again = import_script(export_script(g))
    assert again.state.view(11).status != "alive"
