"""The general kinds ``inquiry``, ``reads_as`` and ``tamper_inquiry`` (club_scenarios 9.3,
9.4; 2.6 and 3.6 the detective and the charlatan, 4.6 the guide, 5.6 the reporter, 6.6 the
suspect, 7.6 the seer): the answer as a private signal under the role's id, how cards read,
the tampering, the reading at the night's start, availability after a conversion."""

from __future__ import annotations

from pathlib import Path
from typing import Any

import pytest
from pydantic import ValidationError

from narrator_app.engine import (
    Game,
    Setup,
    legal_choices,
    options_for,
    signal_for,
    signal_form,
    signal_holder,
    tokens_tonight,
)
from narrator_app.engine.abilities import confirms_undo, validate_params
from tests.engine.kinds_club import club, club_text, play

SEATS = ["mafia_boss", "charlatan", "negotiator", "detective", "reporter", "suspect",
         "plain_citizen", "plain_citizen", "plain_citizen", "plain_citizen"]
NEGOTIATE = {"team_action": "negotiate", "tracker": "negotiation_used"}


def inquiry_file(detective: dict[str, Any] | None = None,
                 charlatan: dict[str, Any] | None = None,
                 reporter: dict[str, Any] | None = None) -> str:
    roles = [("mafia_boss", "night_shot", "mafia", {}),
             ("charlatan", "tamper_inquiry", "mafia", charlatan or {}),
             ("negotiator", "convert", "mafia", NEGOTIATE),
             ("detective", "inquiry", "city",
              {"reads": {"mafia_boss": "citizen"}} if detective is None else detective),
             ("reporter", "inquiry", "city",
              reporter or {"answer": "converted", "available": "after_conversion"}),
             ("suspect", "reads_as", "city", {"as": "mafia"})]
    return club_text("club_iq", roles, ["mafia", "charlatan", "detective", "reporter"],
                     SEATS)


def case(script: str) -> str:
    return (f"scenario: club_iq\ntitle: t\nseats: [{', '.join(SEATS)}]\nscript:\n"
            "  - intro_day: {}\n  - intro_night: {}\n  - day: {}\n" + script)


@pytest.mark.parametrize(("seat", "answer"), [(1, "citizen"), (2, "mafia"), (6, "mafia"),
                                              (7, "citizen")])
def test_how_each_card_reads(tmp_path: Path, seat: int, answer: str) -> None:
    with club(tmp_path, inquiry_file(), "club_iq"):
        assert play(tmp_path, case(
            f"  - night: {{detective: {{inquire: {seat}}}}}\n"
            f"  - expect: {{private: {{detective: {answer}}}}}\n")) == []


def test_the_charlatan_on_the_detective_forces_citizen_or_reverses(tmp_path: Path) -> None:
    with club(tmp_path, inquiry_file(), "club_iq"):
        assert play(tmp_path, case(
            "  - night: {charlatan: {pick: 4}, detective: {inquire: 2}}\n"
            "  - expect: {private: {detective: citizen}}\n"
            "  - day: {}\n"
            "  - night: {charlatan: {pick: 7}, detective: {inquire: 2}}\n"
            "  - expect: {private: {detective: mafia}}\n"
            "  - day: {}\n"
            "  - night: {charlatan: {pick: 2}}\n    rejected: invalid_target\n")) == []
    with club(tmp_path, inquiry_file(charlatan={"effect": "reverse"}), "club_iq"):
        assert play(tmp_path, case(
            "  - night: {charlatan: {pick: 4}, detective: {inquire: 7}}\n"
            "  - expect: {private: {detective: mafia}}\n")) == []
    subject = {"on": "subject", "effect": "reverse"}
    with club(tmp_path, inquiry_file(charlatan=subject), "club_iq"):
        assert play(tmp_path, case(
            "  - night: {charlatan: {pick: 6}, detective: {inquire: 6}}\n"
            "  - expect: {private: {detective: citizen}}\n")) == []


def test_the_reporter_after_a_negotiation_and_the_night_start_reading(tmp_path: Path) -> None:
    with club(tmp_path, inquiry_file(), "club_iq"):
        assert play(tmp_path, case(
            "  - night: {reporter: {inquire: 7}}\n    rejected: not_available\n"
            "  - night: {mafia: {negotiate: 7}, detective: {inquire: 7},"
            " reporter: {inquire: 7}}\n"
            "  - expect: {roles: {7: simple_mafia},"
            " private: {detective: citizen, reporter: yes}}\n"
            "  - day: {}\n"
            "  - night: {detective: {inquire: 7}, reporter: {inquire: 8}}\n"
            "  - expect: {private: {detective: mafia, reporter: no}}\n")) == []


def test_refusals_and_uses(tmp_path: Path) -> None:
    det = {"uses": 1, "repeat": "forbidden_consecutive"}
    with club(tmp_path, inquiry_file(detective=det), "club_iq"):
        assert play(tmp_path, case(
            "  - expect: {trackers: {4: {inquiries_left: 1}}}\n"
            "  - night: {detective: {inquire: 4}}\n    rejected: invalid_target\n"
            "  - night: {detective: {inquire: 1}}\n"
            "  - expect: {private: {detective: mafia}, trackers: {4: {inquiries_left: 0}}}\n"
            "  - day: {}\n"
            "  - night: {detective: {inquire: 2}}\n    rejected: no_uses_left\n")) == []
    with club(tmp_path, inquiry_file(detective={"repeat": "forbidden_consecutive"}),
              "club_iq"):
        assert play(tmp_path, case(
            "  - night: {detective: {inquire: 7}}\n  - day: {}\n"
            "  - night: {detective: {inquire: 7}}\n    rejected: repeat_target\n")) == []


def test_a_pair_and_a_picked_player(tmp_path: Path) -> None:
    pair = {"answer": "same_side_pair"}
    with club(tmp_path, inquiry_file(detective=pair), "club_iq"):
        assert play(tmp_path, case(
            "  - night: {detective: {inquire: [2, 6]}}\n"
            "  - expect: {private: {detective: yes}}\n"
            "  - day: {}\n"
            "  - night: {detective: {inquire: [2, 7]}}\n"
            "  - expect: {private: {detective: no}}\n")) == []
    guide = {"asked_by": "picked_player", "last_tracker": "last_pick"}
    with club(tmp_path, inquiry_file(detective=guide), "club_iq"):
        assert play(tmp_path, case(
            "  - night: {detective: {pick: 7, inquire: 2}}\n"
            "  - expect: {private: {detective: mafia}, trackers: {4: {last_pick: 7}}}\n"
            "  - day: {}\n"
            "  - night: {detective: {pick: 2}}\n"
            "  - expect: {private: {detective: exposed}, trackers: {4: {exposed: true}}}\n"
            )) == []


def test_the_window_signal_and_undo(tmp_path: Path) -> None:
    with club(tmp_path, inquiry_file(), "club_iq"):
        g = Game(Setup("club_iq", tuple(f"P{i}" for i in range(1, 11))))
        g.deal(SEATS)
        for _ in range(3):
            g.end_phase()
        assert "reporter" not in [s.key for s in legal_choices(g.state).steps]
        (opt, _none) = options_for(g.state, "detective")
        assert opt.targets[4] is not None and opt.targets[2] is None
        g.step("charlatan", {"pick": 4})
        g.step("detective", {"inquire": 2})
        assert signal_for(g.state, "detective") == {"detective": "citizen"}
        assert signal_form(g.state, "detective") == "side_answer"
        assert signal_form(g.state, "reporter") == "yes_no"
        assert signal_holder(g.state, "detective").seat == 4
        assert tokens_tonight(g.state)[2] == ["inquired"]
        assert tokens_tonight(g.state)[4] == ["negative"]  # forced «citizen»: «منفی» (CF57)
        assert confirms_undo("inquiry") and not confirms_undo("save")


def test_the_parameters() -> None:
    assert validate_params("reads_as", {"as": "mafia"}).as_ == "mafia"
    p = validate_params("inquiry", {})
    assert (p.action, p.answer, p.asked_by, p.uses, p.available) == (
        "inquire", "side", "holder", "unlimited", "always")
    assert validate_params("tamper_inquiry", {}).model_dump() == {
        "action": "pick", "on": "inquirer", "effect": "force_citizen", "repeat": "allowed",
        "self_target": False, "spares": "none", "bookkeeping": "last_pick"}
    with pytest.raises(ValidationError):
        validate_params("inquiry", {"answer": "role"})
