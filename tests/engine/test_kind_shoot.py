"""The general kind ``shoot`` (club_scenarios 9.1; the sniper of 3.6, 5.6): bullets on a
tracker, a boss immune, a citizen shot costs the shooter whatever saves him, a save on a
mafia member stops it (``save_stops``; the save's own ``stops``), not called once spent."""

from __future__ import annotations

from pathlib import Path
from typing import Any

import pytest
from pydantic import ValidationError

from narrator_app.engine import Game, Setup, legal_choices, options_for, tokens_tonight
from narrator_app.engine.abilities import validate_params
from tests.engine.kinds_club import club, club_text, play

SEATS = ["mafia_boss", "simple_mafia", "doctor", "sniper", "plain_citizen", "plain_citizen",
         "plain_citizen", "plain_citizen", "plain_citizen"]


def shoot_file(sniper: dict[str, Any] | None = None, doctor: dict[str, Any] | None = None
               ) -> str:
    roles = [("mafia_boss", "night_shot", "mafia", {}),
             ("doctor", "save", "city", doctor or {}),
             ("sniper", "shoot", "city",
              {"immune_roles": ["mafia_boss"]} if sniper is None else sniper)]
    return club_text("club_sh", roles, ["mafia", "doctor", "sniper"], SEATS)


def case(script: str) -> str:
    return (f"scenario: club_sh\ntitle: t\nseats: [{', '.join(SEATS)}]\nscript:\n"
            "  - intro_day: {}\n  - intro_night: {}\n  - day: {}\n" + script)


def test_a_mafia_member_leaves_and_the_bullet_is_spent(tmp_path: Path) -> None:
    with club(tmp_path, shoot_file(), "club_sh"):
        assert play(tmp_path, case(
            "  - expect: {trackers: {4: {bullets: 1}}}\n"
            "  - night: {sniper: {shoot: 4}}\n    rejected: invalid_target\n"
            "  - night: {sniper: {shoot: 2}}\n"
            "  - expect: {left: [2], announce: ['left:2'], trackers: {4: {bullets: 0}}}\n"
            "  - day: {}\n"
            "  - night: {sniper: {shoot: 1}}\n    rejected: no_uses_left\n")) == []


def test_the_boss_is_immune_and_a_citizen_shot_costs_the_shooter(tmp_path: Path) -> None:
    with club(tmp_path, shoot_file(), "club_sh"):
        assert play(tmp_path, case(
            "  - night: {sniper: {shoot: 1}}\n"
            "  - expect: {left: [], trackers: {4: {bullets: 0}}}\n")) == []
        assert play(tmp_path, case(
            "  - night: {sniper: {shoot: 5}, doctor: {save: 4}}\n"
            "  - expect: {left: [4], trackers: {4: {bullets: 0}}}\n")) == []
    with club(tmp_path, shoot_file({"on_city_target": "nothing"}), "club_sh"):
        assert play(tmp_path, case(
            "  - night: {sniper: {shoot: 5}}\n  - expect: {left: []}\n")) == []


def test_the_backfire_is_the_shooter_s_own_act(tmp_path: Path) -> None:
    """Under night_death_voids_action (A91) a death the player's own act causes does not
    void that act: the sniper who shoots a citizen still leaves."""
    with club(tmp_path, shoot_file(), "club_sh"):
        text = case("  - night: {sniper: {shoot: 5}}\n  - expect: {left: [4]}\n")
        text = text.replace("title: t\n", "title: t\nhouse_rules: "
                            "{night_death_voids_action: true}\n")
        assert play(tmp_path, text) == []


def test_a_save_stops_the_shot_on_a_mafia_member_when_it_says_so(tmp_path: Path) -> None:
    with club(tmp_path, shoot_file(), "club_sh"):
        assert play(tmp_path, case(
            "  - night: {sniper: {shoot: 2}, doctor: {save: 2}}\n"
            "  - expect: {left: []}\n")) == []
    with club(tmp_path, shoot_file({"save_stops": False}), "club_sh"):
        assert play(tmp_path, case(
            "  - night: {sniper: {shoot: 2}, doctor: {save: 2}}\n"
            "  - expect: {left: [2]}\n")) == []
    with club(tmp_path, shoot_file(doctor={"stops": ["night_shot"]}), "club_sh"):
        assert play(tmp_path, case(
            "  - night: {sniper: {shoot: 2}, doctor: {save: 2}}\n"
            "  - expect: {left: [2]}\n")) == []


def test_two_bullets_and_the_checklist(tmp_path: Path) -> None:
    with club(tmp_path, shoot_file({"bullets": 2, "immune_roles": ["mafia_boss"]}), "club_sh"):
        assert play(tmp_path, case(
            "  - night: {sniper: {shoot: 1}}\n"
            "  - expect: {left: [], trackers: {4: {bullets: 1}}}\n"
            "  - day: {}\n"
            "  - night: {sniper: {shoot: 2}}\n"
            "  - expect: {left: [2], trackers: {4: {bullets: 0}}}\n")) == []
    with club(tmp_path, shoot_file(), "club_sh"):
        g = Game(Setup("club_sh", tuple(f"P{i}" for i in range(1, 10))))
        g.deal(SEATS)
        for _ in range(3):
            g.end_phase()
        (opt, _none) = options_for(g.state, "sniper")
        assert opt.name == "shoot" and opt.targets[4] is not None and opt.targets[2] is None
        g.step("sniper", {"shoot": 2})
        assert tokens_tonight(g.state)[2] == ["shot_at"]
        g.end_phase()
        g.end_phase()
        assert "sniper" not in [s.key for s in legal_choices(g.state).steps]  # spent
        assert "doctor" in [s.key for s in legal_choices(g.state).steps]


def test_the_parameters() -> None:
    p = validate_params("shoot", {})
    assert (p.action, p.bullets, p.per_night, p.immune_roles, p.on_city_target,
            p.save_stops) == ("shoot", 1, 1, (), "shooter_leaves", True)
    with pytest.raises(ValidationError):
        validate_params("shoot", {"bullets": -1})
