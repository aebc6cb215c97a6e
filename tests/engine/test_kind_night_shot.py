"""The team step made pluggable (club_scenarios 1.3, 9.1): a club boss of the general kind
``night_shot`` brings the team's shot; a role's kind may bring another team action to the
``mafia`` step; one team action a night (``one_team_action``); a teammate is never the
shot's target; the boss decides, then the remaining members; ``fails_on``."""

from __future__ import annotations

from pathlib import Path
from typing import Any

import pytest
from pydantic import BaseModel, ConfigDict, ValidationError

from narrator_app.engine import Game, Setup, options_for, tokens_tonight
from narrator_app.engine.abilities import Kind, TeamPart, register, unregister, validate_params
from narrator_app.engine.abilities.night_shot import shot_fails_on, team_decider
from narrator_app.engine.errors import IllegalAction
from narrator_app.engine.scenario import load_scenario
from narrator_app.engine.table import require_alive, seat_of
from narrator_app.messages import refusal_text
from tests.engine.kinds_club import club, club_text, play

SEATS = ["mafia_boss", "simple_mafia", "doctor", "detective", "plain_citizen",
         "plain_citizen", "plain_citizen", "plain_citizen"]


def boss_file(boss_params: dict[str, Any] | None = None, extra_roles=(), night=None) -> str:
    roles = [("mafia_boss", "night_shot", "mafia", boss_params or {}),
             ("doctor", "doctor", "city", {}), ("detective", "detective", "city", {}),
             *extra_roles]
    return club_text("club_ns", roles, night or ["mafia", "doctor", "detective"], SEATS,
                     counters={"doctor": {"self_save_used": False}})


def case(script: str, seats=SEATS) -> str:
    return (f"scenario: club_ns\ntitle: t\nseats: [{', '.join(seats)}]\nscript:\n"
            "  - intro_day: {}\n  - intro_night: {}\n  - day: {}\n" + script)


def test_the_boss_s_shot_removes_unless_saved(tmp_path: Path) -> None:
    with club(tmp_path, boss_file(), "club_ns"):
        assert play(tmp_path, case(
            "  - night: {mafia: {shot: 5}, doctor: {save: 5}}\n"
            "  - expect: {left: [], announce: []}\n"
            "  - day: {}\n"
            "  - night: {mafia: {shot: 6}, doctor: {save: 5}}\n"
            "  - expect: {left: [6], announce: ['left:6']}\n")) == []


def test_the_shot_never_names_a_teammate_and_the_seeds_actions_are_not_offered(
        tmp_path: Path) -> None:
    with club(tmp_path, boss_file(), "club_ns"):
        assert play(tmp_path, case(
            "  - night: {mafia: {shot: 2}}\n    rejected: invalid_target\n"
            "  - night: {mafia: {shot: 1}}\n    rejected: invalid_target\n"
            "  - night: {mafia: {sixth_sense: {seat: 3, role: doctor}}}\n"
            "    rejected: bad_script\n"
            "  - night: {mafia: {buy: 5}}\n    rejected: bad_script\n"
            "  - night: {mafia: {}}\n  - expect: {left: []}\n")) == []


def test_the_remaining_members_decide_once_the_boss_has_left(tmp_path: Path) -> None:
    with club(tmp_path, boss_file(), "club_ns"):
        g = Game(Setup("club_ns", tuple(f"P{i}" for i in range(1, 9))))
        g.deal(SEATS)
        g.end_phase()
        g.end_phase()
        assert team_decider(g.state) is not None and team_decider(g.state).seat == 1
        g.step("withdraw", [1])  # the boss leaves the table (6.9 S10)
        assert team_decider(g.state) is None
        g.end_phase()  # the day ends
        g.step("mafia", {"shot": 5})  # the simple mafia decide the shot
        g.end_phase()
        assert g.state.view(5).status != "alive"


def test_a_boss_for_the_team_decides_nothing_alone(tmp_path: Path) -> None:
    with club(tmp_path, boss_file({"decider": "team"}), "club_ns"):
        g = Game(Setup("club_ns", tuple(f"P{i}" for i in range(1, 9))))
        g.deal(SEATS)
        assert team_decider(g.state) is None


def test_fails_on_without_save_lets_the_shot_through_a_save(tmp_path: Path) -> None:
    with club(tmp_path, boss_file({"fails_on": ["immune", "armour"]}), "club_ns"):
        assert shot_fails_on(Game(Setup("club_ns", ("a",) * 8)).state) == {"immune", "armour"}
        assert play(tmp_path, case(
            "  - night: {mafia: {shot: 5}, doctor: {save: 5}}\n"
            "  - expect: {left: [5]}\n")) == []


def test_the_parameters_are_checked(tmp_path: Path) -> None:
    assert validate_params("night_shot", {}).model_dump() == {
        "decider": "boss", "targets": "non_teammates",
        "fails_on": ("save", "immune", "armour"), "options": (),
        "first_night_shot": True,
        # the seeds' bosses' parameters (GN32), off for a club boss
        "seed_form": False, "reads_as_citizen": False, "counted_citizen": False,
        "seed_notes": "none"}
    with pytest.raises(ValidationError):
        validate_params("night_shot", {"decider": "godfather"})
    with pytest.raises(ValidationError):
        validate_params("night_shot", {"seed_notes": "godfather_out"})
    with pytest.raises(ValidationError):
        validate_params("night_shot", {"decidr": "team"})  # misspelt: refused
    with club(tmp_path, boss_file(), "club_ns"):
        pass
    bad = boss_file({"fails_on": ["vest"]})
    d = tmp_path / "bad"
    d.mkdir()
    (d / "club_ns.toml").write_text(bad, encoding="utf-8")
    with pytest.raises(Exception, match="fails_on"):
        load_scenario("club_ns", str(d / "club_ns.toml"))


# --- a kind contributing a team action of its own (what guess_role and convert do) -------
class MarkParams(BaseModel):
    model_config = ConfigDict(extra="forbid", frozen=True)
    key: str = "mark"


def _check_mark(st, part: TeamPart, arg: Any, value: dict[str, Any]) -> None:
    t = seat_of(st, arg, "mafia")
    require_alive(st, t, "mafia")
    if st.side(t) == "mafia":
        raise IllegalAction("invalid_target", key="mafia", seat=t, detail="teammate")


MARKER = Kind("a toy kind: its card brings the team action `mark`", params=MarkParams,
              name="toy_marker", check=_check_mark,
              team_parts=lambda scen, role, p: (TeamPart(p.key, role, "toy_marker", _check_mark,
                                                   token="shot", seats=lambda a: [a]),))


@pytest.fixture
def marker():
    register(MARKER)
    yield
    unregister("toy_marker")


def test_a_kind_s_team_action_is_one_team_action(tmp_path: Path, marker) -> None:
    text = boss_file(extra_roles=[("marker", "toy_marker", "mafia", {})])
    seats = ["mafia_boss", "marker", *SEATS[2:]]
    with club(tmp_path, text, "club_ns"):
        assert play(tmp_path, case(
            "  - night: {mafia: {shot: 5, mark: 6}}\n    rejected: one_team_action\n"
            "  - night: {mafia: {mark: 2}}\n    rejected: invalid_target\n"
            "  - night: {mafia: {mark: 6}}\n  - expect: {left: []}\n", seats)) == []
        g = Game(Setup("club_ns", tuple(f"P{i}" for i in range(1, 9))))
        g.deal(seats)
        for _ in range(3):
            g.end_phase()  # intro day, intro night, day: now the night
        names = [o.name for o in options_for(g.state, "mafia")]
        assert names == ["shot", "mark", "none"]
        (mark,) = [o for o in options_for(g.state, "mafia") if o.name == "mark"]
        assert mark.targets[2] is not None and mark.targets[2].code == "invalid_target"
        assert mark.targets[6] is None
        assert mark.value([6]) == {"mark": 6}
        with pytest.raises(IllegalAction) as refused:
            g.step("mafia", {"shot": 5, "mark": 6})
        assert refusal_text(refused.value, g.scenario, lang="en") == (
            "The mafia take only one team action a night.")
        g.step("mafia", {"mark": 6})
        assert tokens_tonight(g.state)[6] == ["shot"]
