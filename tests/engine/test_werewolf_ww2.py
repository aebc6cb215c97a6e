"""Werewolf's leftovers (club_scenarios 7.10 C2, 7.11; 0.4): the house rule
``ww_first_night_kill`` on ``night_shot``'s ``first_night_shot``, and the narrator's line
for the witch's step."""

from __future__ import annotations

from typing import Any

import pytest

from narrator_app.engine import Game, IllegalAction, Setup, legal_choices, options_for
from narrator_app.engine.abilities import validate_params

TEN = ["werewolf", "werewolf", "seer", "protector", "witch", "hunter", "cupid", "villager",
       "villager", "villager"]


def game(rules: dict[str, Any] | None = None) -> Game:
    names = tuple(f"P{i}" for i in range(1, 11))
    g = Game(Setup("werewolf", names, rules) if rules is not None else Setup("werewolf", names))
    g.deal(list(TEN))
    return g


def refused(g: Game, key: str, value: Any) -> IllegalAction:
    with pytest.raises(IllegalAction) as exc:
        g.step(key, value)
    return exc.value


def test_first_night_shot_is_a_night_shot_parameter_defaulting_to_true() -> None:
    assert validate_params("night_shot", {}).first_night_shot is True  # type: ignore[attr-defined]
    assert validate_params("night_shot", {"first_night_shot": False}).first_night_shot is False  # type: ignore[attr-defined]


def test_the_first_night_kill_is_on_by_default() -> None:
    g = game()
    assert g.state.rules["ww_first_night_kill"] is True  # 7.11 default
    shot = next(o for o in options_for(g.state, "mafia") if o.name == "shot")
    assert shot.refusal is None and shot.targets[10] is None
    g.step("mafia", {"shot": 10})


def test_without_the_first_night_kill_night_1_has_no_shot_and_night_2_has() -> None:
    """C2 = false: Night 1 is a meeting plus cupid; the shot is refused ``not_available``
    and the window's shot option is refused as a whole; from Night 2 the wolves kill."""
    g = game({"ww_first_night_kill": False})
    assert refused(g, "mafia", {"shot": 10}).code == "not_available"
    opts = {o.name: o for o in options_for(g.state, "mafia")}
    assert opts["shot"].refusal is not None and opts["shot"].refusal.code == "not_available"
    assert all(e is not None and e.code == "not_available" for e in opts["shot"].targets.values())
    assert "none" in opts
    g.step("cupid", {"lovers": [8, 9]})
    g.step("mafia", {})
    g.end_phase()
    assert g.state.records[-1].announce == []  # nobody left on Night 1
    g.end_phase()  # Day 2
    assert (g.state.phase, g.state.number) == ("night", 2)
    shot = next(o for o in options_for(g.state, "mafia") if o.name == "shot")
    assert shot.refusal is None
    g.step("mafia", {"shot": 10})
    g.end_phase()
    assert g.state.records[-1].announce == ["left:10"]
    assert legal_choices(g.state).phase == "day"


def test_the_witch_s_signal_is_given_while_her_step_is_open() -> None:
    """7.6: she is shown the victim first: ``signal_for`` has it before her step is
    recorded (the detective's answer only after his), ``none`` when the wolves passed."""
    from narrator_app.engine import signal_for, signal_form

    g = game()
    assert signal_form(g.state, "witch") == "victim_shown"
    g.step("cupid", {"lovers": [8, 9]})
    g.step("mafia", {"shot": 10})
    assert signal_for(g.state, "witch") == {"witch": 10}
    assert signal_for(g.state, "seer") is None  # an answer only once asked
    g.step("mafia", {})
    assert signal_for(g.state, "witch") == {"witch": "none"}


def test_a_file_s_sides_are_checked(tmp_path) -> None:
    """``[sides]`` names only ``mafia``, ``city`` and ``independent``, each in both
    languages; anything else refuses the file with a reason (club_scenarios 0.4)."""
    from narrator_app.engine.scenario import (
        ScenarioError,
        load_scenario,
        scenarios_dir,
        use_club_folders,
    )

    text = (scenarios_dir() / "werewolf.toml").read_text(encoding="utf-8")
    assert load_scenario("werewolf").sides["mafia"].en == "Werewolves"
    good = 'city = { fa = "روستا", en = "Village" }'
    assert good in text
    for n, bad in enumerate(('lovers = { fa = "عاشق‌ها", en = "Lovers" }',
                             'city = { fa = "روستا" }')):
        sid = f"ww_sides{n}"
        body = text.replace('id = "werewolf"', f'id = "{sid}"', 1).replace(good, bad)
        (tmp_path / f"{sid}.toml").write_text(body, encoding="utf-8")
    use_club_folders([tmp_path])
    try:
        for n in range(2):
            with pytest.raises(ScenarioError) as exc:
                load_scenario(f"ww_sides{n}")
            assert "sides" in str(exc.value)
    finally:
        use_club_folders([])
