"""The general kind ``guess_role`` (club_scenarios 9.1; 2.6 NATO, 4.6 the team's NATO, 6.6
the executioner): a team action ``{<team_action>: {seat, role}}``; a right guess
slaughters whatever protects the target (``slaughtered:s``) and voids his action; uses on
the card's tracker; with or instead of the shot; guessable roles; forbidden targets; a
penalty for a wrong guess; the announcement."""

from __future__ import annotations

from pathlib import Path
from typing import Any

import pytest
from pydantic import ValidationError

from narrator_app.engine import Game, Setup, options_for, tokens_tonight
from narrator_app.engine.abilities import validate_params
from tests.engine.kinds_club import club, club_text, play

SEATS = ["mafia_boss", "nato", "doctor", "detective", "plain_citizen", "plain_citizen",
         "plain_citizen", "plain_citizen", "plain_citizen"]


def nato_file(nato: dict[str, Any] | None = None, boss: dict[str, Any] | None = None,
              counters: dict | None = None, own_rules: list | None = None) -> str:
    roles = [("mafia_boss", "night_shot", "mafia", boss or {}),
             ("nato", "guess_role", "mafia", nato or {}),
             ("doctor", "doctor", "city", {}), ("detective", "detective", "city", {})]
    return club_text("club_nato", roles, ["mafia", "doctor", "detective"], SEATS,
                     counters={"doctor": {"self_save_used": False}, **(counters or {})},
                     own_rules=own_rules)


def case(script: str) -> str:
    return (f"scenario: club_nato\ntitle: t\nseats: [{', '.join(SEATS)}]\nscript:\n"
            "  - intro_day: {}\n  - intro_night: {}\n  - day: {}\n" + script)


def test_a_right_guess_slaughters_through_a_save_and_is_announced(tmp_path: Path) -> None:
    with club(tmp_path, nato_file({"announce": "night_every_attempt"}), "club_nato"):
        assert play(tmp_path, case(
            "  - expect: {trackers: {2: {nato_uses: 0}}}\n"
            "  - night: {mafia: {nato: {seat: 3, role: doctor}}, doctor: {save: 3}}\n"
            "  - expect: {left: [3], announce: [nato, 'slaughtered:3'],"
            " trackers: {2: {nato_uses: 1}}}\n"
            "  - day: {}\n"
            "  - night: {mafia: {nato: {seat: 4, role: detective}}}\n"
            "    rejected: no_uses_left\n")) == []


def test_a_wrong_guess_spends_the_use_and_there_is_no_shot(tmp_path: Path) -> None:
    with club(tmp_path, nato_file({"uses": 2}), "club_nato"):
        assert play(tmp_path, case(
            "  - night: {mafia: {nato: {seat: 4, role: doctor}}}\n"
            "  - expect: {left: [], announce: [], trackers: {2: {nato_uses: 1}}}\n"
            "  - day: {}\n"
            "  - night: {mafia: {nato: {seat: 4, role: detective}}}\n"
            "  - expect: {left: [4], announce: ['slaughtered:4']}\n")) == []


def test_one_team_action_unless_the_guess_goes_with_the_shot(tmp_path: Path) -> None:
    with club(tmp_path, nato_file(), "club_nato"):
        assert play(tmp_path, case(
            "  - night: {mafia: {shot: 5, nato: {seat: 3, role: doctor}}}\n"
            "    rejected: one_team_action\n")) == []
    with club(tmp_path, nato_file({"mode": "with_shot"}), "club_nato"):
        assert play(tmp_path, case(
            "  - night: {mafia: {shot: 5, nato: {seat: 3, role: doctor}}}\n"
            "  - expect: {left: [3, 5]}\n")) == []


def test_what_a_guess_may_name(tmp_path: Path) -> None:
    with club(tmp_path, nato_file(), "club_nato"):
        assert play(tmp_path, case(
            "  - night: {mafia: {nato: {seat: 5, role: plain_citizen}}}\n"
            "    rejected: invalid_target\n"
            "  - night: {mafia: {nato: {seat: 5, role: simple_mafia}}}\n"
            "    rejected: invalid_target\n"
            "  - night: {mafia: {nato: {seat: 1, role: doctor}}}\n"
            "    rejected: invalid_target\n"
            "  - night: {mafia: {nato: {seat: 5, role: sheriff}}}\n"
            "    rejected: bad_script\n"
            "  - night: {mafia: {nato: {seat: 5}}}\n"
            "    rejected: missing_choice\n")) == []
    with club(tmp_path, nato_file({"guessable": "any_city_role"}), "club_nato"):
        assert play(tmp_path, case(
            "  - night: {mafia: {nato: {seat: 5, role: plain_citizen}}}\n"
            "  - expect: {left: [5], announce: ['slaughtered:5']}\n")) == []


def test_a_forbidden_target_is_refused(tmp_path: Path) -> None:
    text = nato_file({"forbidden_targets": ["exposed"]},
                     counters={"detective": {"exposed": True}})
    with club(tmp_path, text, "club_nato"):
        assert play(tmp_path, case(
            "  - night: {mafia: {nato: {seat: 4, role: detective}}}\n"
            "    rejected: invalid_target\n"
            "  - night: {mafia: {nato: {seat: 3, role: doctor}}}\n"
            "  - expect: {left: [3]}\n")) == []


def test_the_card_must_be_in_the_game_unless_the_guess_is_the_team_s(tmp_path: Path) -> None:
    script = ("  - night: {mafia: {shot: 2}}\n    rejected: invalid_target\n"
              "  - night: {mafia: {}}\n"
              "  - day: {withdraw: [2]}\n"
              "  - night: {mafia: {nato: {seat: 3, role: doctor}}}\n")
    with club(tmp_path, nato_file(), "club_nato"):
        assert play(tmp_path, case(script + "    rejected: not_acting\n")) == []
    with club(tmp_path, nato_file({"holder": "team"}), "club_nato"):
        assert play(tmp_path, case(script + "  - expect: {left: [3]}\n")) == []


def test_a_slaughtered_player_s_own_action_is_void(tmp_path: Path) -> None:
    with club(tmp_path, nato_file(), "club_nato"):
        g = Game(Setup("club_nato", tuple(f"P{i}" for i in range(1, 10))))
        g.deal(SEATS)
        for _ in range(3):
            g.end_phase()
        g.step("mafia", {"nato": {"seat": 3, "role": "doctor"}})
        assert tokens_tonight(g.state)[3] == ["guess_role", "slaughtered"]
        g.step("doctor", {"save": 5})
        g.step("detective", {"inquire": 2})
        g.end_phase()
        assert g.state.view(3).status != "alive"
        assert g.state.records[-1].private.get("detective") == "mafia"
    with club(tmp_path, nato_file(), "club_nato"):
        g = Game(Setup("club_nato", tuple(f"P{i}" for i in range(1, 10))))
        g.deal(SEATS)
        for _ in range(3):
            g.end_phase()
        g.step("mafia", {"nato": {"seat": 4, "role": "detective"}})
        g.step("detective", {"inquire": 2})
        g.end_phase()
        assert "detective" not in g.state.records[-1].private  # slaughtered: no answer


def test_a_wrong_guess_may_cost_the_holder_and_a_save_may_stop_a_guess(tmp_path: Path) -> None:
    with club(tmp_path, nato_file({"penalty_on_wrong": "leaves"}), "club_nato"):
        assert play(tmp_path, case(
            "  - night: {mafia: {nato: {seat: 4, role: doctor}}}\n"
            "  - expect: {left: [2]}\n")) == []
    with club(tmp_path, nato_file({"beats_protection": False}), "club_nato"):
        assert play(tmp_path, case(
            "  - night: {mafia: {nato: {seat: 3, role: doctor}}, doctor: {save: 3}}\n"
            "  - expect: {left: []}\n")) == []


def test_a_boss_card_s_guess_and_the_window_s_option(tmp_path: Path) -> None:
    boss = {"options": [{"kind": "guess_role", "params": {
        "team_action": "execute", "uses": "unlimited", "guessable": "any_city_role",
        "tracker": "guesses"}}]}
    with club(tmp_path, nato_file(boss=boss), "club_nato"):
        assert play(tmp_path, case(
            "  - night: {mafia: {execute: {seat: 5, role: doctor}}}\n"
            "  - expect: {left: [], trackers: {1: {guesses: 1}, 2: {nato_uses: 0}}}\n"
            "  - day: {}\n"
            "  - night: {mafia: {execute: {seat: 5, role: plain_citizen}}}\n"
            "  - expect: {left: [5], trackers: {1: {guesses: 2}}}\n")) == []
        g = Game(Setup("club_nato", tuple(f"P{i}" for i in range(1, 10))))
        g.deal(SEATS)
        for _ in range(3):
            g.end_phase()
        opts = {o.name: o for o in options_for(g.state, "mafia")}
        assert list(opts) == ["shot", "execute", "nato", "none"]
        assert opts["nato"].role_guess and opts["nato"].targets[1] is not None
        assert opts["nato"].targets[5] is None
        assert opts["nato"].value([5], role="doctor") == {"nato": {"seat": 5, "role": "doctor"}}


NATO_RULES = [
    {"key": "nato_announcement", "role": "nato", "param": "announce",
     "name": {"fa": "اعلام ناتو", "en": "NATO announcement"}, "default": "none",
     "values": ["none", "night_every_attempt"], "source": "club_scenarios 2.11 (C5)"},
    {"key": "tk_nato_uses", "role": "nato", "param": "uses",
     "name": {"fa": "دفعات ناتو", "en": "NATO's uses"}, "default": 1, "values": [1, 2]},
]


def test_the_file_s_own_house_rules_set_the_guess_s_parameters(tmp_path: Path) -> None:
    """The narrator's choice of a file's own house rule is laid over the role's params
    (scenario format 2): the announcement and the uses follow the game's house rules."""
    with club(tmp_path, nato_file(own_rules=NATO_RULES), "club_nato"):
        assert play(tmp_path, case(
            "  - night: {mafia: {nato: {seat: 4, role: doctor}}}\n"
            "  - expect: {announce: []}\n"
            "  - day: {}\n"
            "  - night: {mafia: {nato: {seat: 4, role: doctor}}}\n"
            "    rejected: no_uses_left\n")) == []
        text = case("  - night: {mafia: {nato: {seat: 4, role: doctor}}}\n"
                    "  - expect: {announce: [nato]}\n"
                    "  - day: {}\n"
                    "  - night: {mafia: {nato: {seat: 4, role: detective}}}\n"
                    "  - expect: {announce: [nato, 'slaughtered:4']}\n")
        text = text.replace("title: t\n", "title: t\nhouse_rules: {nato_announcement: "
                            "night_every_attempt, tk_nato_uses: 2}\n")
        assert play(tmp_path, text) == []


def test_the_parameters() -> None:
    p = validate_params("guess_role", {})
    assert (p.team_action, p.uses, p.mode, p.guessable, p.announce, p.tracker) == (
        "nato", 1, "instead_of_shot", "named_city_roles", "none", "nato_uses")
    with pytest.raises(ValidationError):
        validate_params("guess_role", {"uses": "many"})
    with pytest.raises(ValidationError):
        validate_params("night_shot", {"options": [{"kind": "guess_role",
                                                    "params": {"mode": "twice"}}]})
