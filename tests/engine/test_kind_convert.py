"""The general kind ``convert`` (club_scenarios 9.5; 3.6 the trade, 5.6 the negotiation, 6.6
the recruitment): instead of the shot the team wins over an eligible card, which becomes
the filler mafia card; spent on every attempt, announced ``purchase``; a trigger after a
mafia exit; a cost (a teammate leaves) with its argument ``{sacrifice, recruit}``."""

from __future__ import annotations

from pathlib import Path
from typing import Any

import pytest
from pydantic import ValidationError

from narrator_app.engine import Game, Setup, options_for, tokens_tonight
from narrator_app.engine.abilities import validate_params
from narrator_app.engine.abilities.convert import conversion_success
from tests.engine.kinds_club import club, club_text, play

SEATS = ["mafia_boss", "negotiator", "simple_mafia", "detective", "armoured",
         "plain_citizen", "plain_citizen", "plain_citizen", "plain_citizen"]
NEGOTIATE = {"team_action": "negotiate", "trigger": "after_teammate_exit",
             "tracker": "negotiation_used",
             "eligible": [{"role": "plain_citizen"}, {"role": "armoured",
                                                      "while_counter": "armor"}]}


def convert_file(negotiator: dict[str, Any] | None = None,
                 boss: dict[str, Any] | None = None) -> str:
    roles = [("mafia_boss", "night_shot", "mafia", boss or {}),
             ("negotiator", "convert", "mafia", negotiator or NEGOTIATE),
             ("detective", "detective", "city", {}), ("armoured", "plain_citizen", "city", {})]
    return club_text("club_cv", roles, ["mafia", "detective"], SEATS,
                     counters={"armoured": {"armor": True}})


def case(script: str) -> str:
    return (f"scenario: club_cv\ntitle: t\nseats: [{', '.join(SEATS)}]\nscript:\n"
            "  - intro_day: {}\n  - intro_night: {}\n" + script)


def test_a_negotiation_after_a_mafia_exit_wins_over_a_plain_citizen(tmp_path: Path) -> None:
    with club(tmp_path, convert_file(), "club_cv"):
        assert play(tmp_path, case(
            "  - day: {}\n"
            "  - night: {mafia: {negotiate: 6}}\n    rejected: not_available\n"
            "  - night: {}\n"
            "  - day: {withdraw: [3]}\n"
            "  - expect: {trackers: {2: {negotiation_used: false}}}\n"
            "  - night: {mafia: {negotiate: 6}}\n"
            "  - expect: {left: [], announce: [purchase], roles: {6: simple_mafia},"
            " sides: {6: mafia}, trackers: {2: {negotiation_used: true}}}\n"
            "  - day: {}\n"
            "  - night: {mafia: {negotiate: 7}}\n    rejected: no_uses_left\n")) == []


def test_an_ineligible_card_is_not_won_over_and_the_use_is_spent(tmp_path: Path) -> None:
    with club(tmp_path, convert_file(), "club_cv"):
        assert play(tmp_path, case(
            "  - day: {withdraw: [3]}\n"
            "  - night: {mafia: {negotiate: 4}}\n"
            "  - expect: {announce: [purchase], roles: {4: detective},"
            " trackers: {2: {negotiation_used: true}}}\n")) == []


def test_an_eligible_card_only_while_its_counter_holds(tmp_path: Path) -> None:
    with club(tmp_path, convert_file(), "club_cv"):
        assert play(tmp_path, case(
            "  - day: {withdraw: [3]}\n"
            "  - night: {mafia: {negotiate: 5}}\n"
            "  - expect: {roles: {5: simple_mafia}}\n")) == []


def test_the_refusals(tmp_path: Path) -> None:
    with club(tmp_path, convert_file({**NEGOTIATE, "trigger": "any_night"}), "club_cv"):
        assert play(tmp_path, case(
            "  - day: {}\n"
            "  - night: {mafia: {negotiate: 3}}\n    rejected: invalid_target\n"
            "  - night: {mafia: {negotiate: 6, shot: 7}}\n    rejected: one_team_action\n"
            "  - night: {mafia: {}}\n"
            "  - day: {withdraw: [2]}\n"
            "  - night: {mafia: {negotiate: 6}}\n    rejected: not_acting\n")) == []


TRADE = {"options": [{"kind": "convert", "params": {
    "team_action": "trade", "cost": "teammate_leaves", "tracker": "trade_used",
    "eligible": [{"role": "plain_citizen"}, {"role": "armoured", "sizes": [10, 11, 12]}]}}]}


def test_the_boss_s_trade_costs_a_teammate(tmp_path: Path) -> None:
    with club(tmp_path, convert_file(boss=TRADE), "club_cv"):
        assert play(tmp_path, case(
            "  - day: {}\n"
            "  - expect: {trackers: {1: {trade_used: false}}}\n"
            "  - night: {mafia: {trade: {sacrifice: 1, recruit: 6}}}\n"
            "    rejected: invalid_target\n"
            "  - night: {mafia: {trade: {sacrifice: 4, recruit: 6}}}\n"
            "    rejected: invalid_target\n"
            "  - night: {mafia: {trade: {sacrifice: 3, recruit: 2}}}\n"
            "    rejected: invalid_target\n"
            "  - night: {mafia: {trade: 6}}\n    rejected: missing_choice\n"
            "  - night: {mafia: {trade: {sacrifice: 3, recruit: 6}}}\n"
            "  - expect: {left: [3], announce: [purchase, 'left:3'],"
            " roles: {6: simple_mafia}, trackers: {1: {trade_used: true}}}\n")) == []


def test_a_trade_needs_another_living_teammate(tmp_path: Path) -> None:
    with club(tmp_path, convert_file(boss=TRADE), "club_cv"):
        assert play(tmp_path, case(
            "  - day: {withdraw: [2, 3]}\n"
            "  - night: {mafia: {trade: {sacrifice: 3, recruit: 6}}}\n"
            "    rejected: not_available\n")) == []


def test_a_failed_trade_costs_the_teammate_unless_the_file_says_it_stays(
        tmp_path: Path) -> None:
    with club(tmp_path, convert_file(boss=TRADE), "club_cv"):
        # the armoured is eligible only at tables of 10 to 12: this table has 9
        assert play(tmp_path, case(
            "  - day: {}\n"
            "  - night: {mafia: {trade: {sacrifice: 3, recruit: 5}}}\n"
            "  - expect: {left: [3], roles: {5: armoured}}\n")) == []
    stays = {"options": [{"kind": "convert", "params": {
        **TRADE["options"][0]["params"], "sacrifice_on_fail": "stays"}}]}
    with club(tmp_path, convert_file(boss=stays), "club_cv"):
        assert play(tmp_path, case(
            "  - day: {}\n"
            "  - night: {mafia: {trade: {sacrifice: 3, recruit: 4}}}\n"
            "  - expect: {left: [], announce: [purchase]}\n")) == []


def test_the_window_s_options_and_tokens(tmp_path: Path) -> None:
    with club(tmp_path, convert_file(boss=TRADE), "club_cv"):
        g = Game(Setup("club_cv", tuple(f"P{i}" for i in range(1, 10))))
        g.deal(SEATS)
        for _ in range(3):
            g.end_phase()
        opts = {o.name: o for o in options_for(g.state, "mafia")}
        assert list(opts) == ["shot", "trade", "negotiate", "none"]
        assert opts["negotiate"].refusal is not None  # no mafia exit yet
        assert opts["negotiate"].refusal.code == "not_available"
        assert opts["trade"].seats == 2 and not opts["trade"].up_to  # exactly two
        assert opts["negotiate"].seats == 1
        assert opts["trade"].value([3, 6]) == {"trade": {"sacrifice": 3, "recruit": 6}}
        g.step("mafia", {"trade": {"sacrifice": 3, "recruit": 6}})
        assert tokens_tonight(g.state)[6] == ["bought"]
        assert conversion_success(g.state) == 6


def test_the_parameters() -> None:
    p = validate_params("convert", {})
    assert (p.team_action, p.uses, p.trigger, p.cost, p.announce, p.tracker) == (
        "recruit", 1, "any_night", "none", "night_every_attempt", "recruit_used")
    with pytest.raises(ValidationError):
        validate_params("convert", {"eligible": [{"role": "x", "while": "armor"}]})
