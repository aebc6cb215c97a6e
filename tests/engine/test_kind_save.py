"""The general kind ``save`` (club_scenarios 9.2; 2.6 and 5.6 the doctor, 6.6 the
armoursmith, 7.6 the protector): one or more saves a night by a fixed number, by the living
count or by the night; self uses on a tracker; repeats; own team only; what a save stops."""

from __future__ import annotations

from pathlib import Path
from typing import Any

import pytest
from pydantic import ValidationError

from narrator_app.engine import Game, Setup, options_for, tokens_tonight
from narrator_app.engine.abilities import validate_params
from tests.engine.kinds_club import club, club_text, play

SEATS = ["mafia_boss", "simple_mafia", "doctor", "detective", "plain_citizen",
         "plain_citizen", "plain_citizen", "plain_citizen", "plain_citizen"]


def save_file(doctor: dict[str, Any] | None = None, boss: dict[str, Any] | None = None) -> str:
    roles = [("mafia_boss", "night_shot", "mafia", boss or {}),
             ("doctor", "save", "city", doctor or {}),
             ("detective", "inquiry", "city", {})]
    return club_text("club_sv", roles, ["mafia", "doctor", "detective"], SEATS)


def case(script: str) -> str:
    return (f"scenario: club_sv\ntitle: t\nseats: [{', '.join(SEATS)}]\nscript:\n"
            "  - intro_day: {}\n  - intro_night: {}\n  - day: {}\n" + script)


def test_two_saves_on_the_first_nights_then_one(tmp_path: Path) -> None:
    doctor = {"per_night": "by_night", "nights": [1], "self_uses": 2}
    with club(tmp_path, save_file(doctor), "club_sv"):
        assert play(tmp_path, case(
            "  - night: {mafia: {shot: 5}, doctor: {save: [5, 6, 7]}}\n"
            "    rejected: bad_count\n"
            "  - night: {mafia: {shot: 5}, doctor: {save: [5, 6]}}\n"
            "  - expect: {left: []}\n"
            "  - day: {}\n"
            "  - night: {mafia: {shot: 5}, doctor: {save: [5, 6]}}\n"
            "    rejected: bad_count\n"
            "  - night: {mafia: {shot: 5}, doctor: {save: 6}}\n"
            "  - expect: {left: [5]}\n")) == []


def test_by_the_living_count(tmp_path: Path) -> None:
    doctor = {"per_night": "by_alive", "alive_at_least": 9}
    with club(tmp_path, save_file(doctor), "club_sv"):
        assert play(tmp_path, case(
            "  - night: {mafia: {shot: 5}, doctor: {save: [5, 6]}}\n"
            "  - expect: {left: []}\n"
            "  - day: {withdraw: [9]}\n"
            "  - night: {mafia: {shot: 5}, doctor: {save: [5, 6]}}\n"
            "    rejected: bad_count\n")) == []


def test_self_saves_count_down_on_their_tracker(tmp_path: Path) -> None:
    with club(tmp_path, save_file({"self_uses": 2}), "club_sv"):
        assert play(tmp_path, case(
            "  - expect: {trackers: {3: {self_saves_left: 2}}}\n"
            "  - night: {mafia: {shot: 3}, doctor: {save: 3}}\n"
            "  - expect: {left: [], trackers: {3: {self_saves_left: 1}}}\n"
            "  - day: {}\n"
            "  - night: {mafia: {shot: 3}, doctor: {save: 3}}\n"
            "  - expect: {left: [], trackers: {3: {self_saves_left: 0}}}\n"
            "  - day: {}\n"
            "  - night: {doctor: {save: 3}}\n    rejected: self_target\n")) == []
    used = {"self_tracker": "self_save_used", "self_tracker_mode": "used"}
    with club(tmp_path, save_file(used), "club_sv"):
        assert play(tmp_path, case(
            "  - expect: {trackers: {3: {self_save_used: false}}}\n"
            "  - night: {doctor: {save: 3}}\n"
            "  - expect: {trackers: {3: {self_save_used: true}}}\n"
            "  - day: {}\n"
            "  - night: {doctor: {save: 3}}\n    rejected: self_target\n")) == []


def test_no_repeat_two_nights_running_and_the_own_team_only(tmp_path: Path) -> None:
    protector = {"action": "protect", "repeat": "forbidden_consecutive",
                 "last_tracker": "last_protect", "self_uses": "unlimited"}
    with club(tmp_path, save_file(protector), "club_sv"):
        assert play(tmp_path, case(
            "  - night: {mafia: {shot: 5}, doctor: {protect: 5}}\n"
            "  - expect: {left: [], trackers: {3: {last_protect: 5}}}\n"
            "  - day: {}\n"
            "  - night: {doctor: {protect: 5}}\n    rejected: repeat_target\n"
            "  - night: {doctor: {save: 6}}\n    rejected: bad_script\n"
            "  - night: {mafia: {shot: 5}, doctor: {protect: 3}}\n"
            "  - expect: {left: [5]}\n")) == []
    with club(tmp_path, save_file({"eligible": "own_team"}), "club_sv"):
        assert play(tmp_path, case(
            "  - night: {doctor: {save: 1}}\n    rejected: invalid_target\n")) == []


def test_the_save_stops_the_shot_only_when_it_says_so(tmp_path: Path) -> None:
    with club(tmp_path, save_file({"stops": ["shoot"]}), "club_sv"):
        assert play(tmp_path, case(
            "  - night: {mafia: {shot: 5}, doctor: {save: 5}}\n"
            "  - expect: {left: [5]}\n")) == []


def test_the_window_s_option_and_token(tmp_path: Path) -> None:
    with club(tmp_path, save_file({"per_night": "by_night"}), "club_sv"):
        g = Game(Setup("club_sv", tuple(f"P{i}" for i in range(1, 10))))
        g.deal(SEATS)
        for _ in range(3):
            g.end_phase()
        (opt, none) = options_for(g.state, "doctor")
        assert (opt.name, opt.seats, opt.up_to, none.name) == ("save", 2, True, "none")
        assert opt.targets[5] is None
        assert opt.value([5, 6]) == {"save": [5, 6]} and opt.value([5]) == {"save": 5}
        g.step("doctor", {"save": [5, 6]})
        assert tokens_tonight(g.state)[5] == ["saved"]


def test_the_parameters() -> None:
    p = validate_params("save", {})
    assert (p.action, p.per_night, p.self_uses, p.self_tracker, p.repeat, p.eligible) == (
        "save", 1, 1, "self_saves_left", "allowed", "any")
    with pytest.raises(ValidationError):
        validate_params("save", {"per_night": "by_moon"})
