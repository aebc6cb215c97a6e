"""A reminder for a role's ability is listed only at a table where that role was dealt
(``dealt``; decision CR37-8): Namayande's «the role guess announced» at 12 and 13 players
(NATO dealt), not at 10, where "Tables without the NATO card have no guess"
(club_scenarios 4.6; a narrator's trial: the reminder showed every night at 10)."""

from __future__ import annotations

from pathlib import Path

from narrator_app.engine import Game, Setup, legal_choices, load_scenario
from narrator_app.engine.scenario import read_scenario_file

ROOT = Path(__file__).resolve().parents[2]


def _first_night_keys(n: int, team: dict | None = None) -> list[str]:
    """Night 1's checklist at ``n`` seats, after the team's step ``team`` when given (the
    reminder also waits for the team's guess: ``team_action``, TA43-10)."""
    scen = load_scenario("namayande")
    g = Game(Setup("namayande", tuple(f"P{i}" for i in range(1, n + 1))))
    g.deal(list(scen.roster_for(n)))
    g.end_phase()  # the intro day
    g.end_phase()  # the intro night
    g.step("election", [n, n - 1])
    g.end_phase()
    assert (g.state.phase, g.state.number) == ("night", 1)
    if team is not None:
        g.step("mafia", team)
    return [s.key for s in legal_choices(g.state).steps]


def test_the_nato_reminder_is_listed_where_nato_was_dealt():
    guess = {"nato": {"seat": 5, "role": "doctor"}}
    assert "nato_announced" not in _first_night_keys(10, {"shot": 5})
    assert "nato_announced" in _first_night_keys(12, guess)
    assert "nato_announced" in _first_night_keys(13, guess)
    # where NATO was dealt, not on a night the team shot instead
    assert "nato_announced" not in _first_night_keys(12, {"shot": 5})


def faults_of_edited(tmp_path, scenario_id: str, old: str, new: str) -> list:
    """The faults of the shipped file ``scenario_id`` with ``old`` replaced by ``new``
    (read from a copy in ``tmp_path``); the file must be refused."""
    text = (ROOT / "scenarios" / f"{scenario_id}.toml").read_text(encoding="utf-8")
    bad = text.replace(old, new)
    assert bad != text
    path = tmp_path / f"{scenario_id}.toml"
    path.write_text(bad, encoding="utf-8")
    scen, faults = read_scenario_file(path)
    assert scen is None
    return faults


def test_a_reminder_naming_no_role_of_the_file_is_refused(tmp_path):
    faults = faults_of_edited(tmp_path, "namayande", 'dealt = "nato"', 'dealt = "natto"')
    assert any(f.field.endswith(".dealt") and "natto" in f.reason for f in faults), faults
