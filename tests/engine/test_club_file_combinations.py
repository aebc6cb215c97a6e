"""A club's own scenario file combining the general kinds' parameters in ways no shipped file
does (found by a random sweep over mutated copies of the shipped files): a pair of
parameters that cannot go together is refused when the file is read, with its reason, and a
combination that can is played without a crash at the table. Real files in tmp_path, read
by :func:`read_scenario_file` as the catalogue reads a club's folder."""

from __future__ import annotations

from pathlib import Path

import pytest
from pydantic import ValidationError

from narrator_app.engine import Game, Setup, legal_choices
from narrator_app.engine.abilities import validate_params
from narrator_app.engine.scenario import read_scenario_file

SCENARIOS = Path(__file__).resolve().parents[2] / "scenarios"


def _copy(name: str, old: str, new: str, tmp_path: Path) -> Path:
    """The shipped file ``name`` with its line ``old`` (present once) written ``new``, as a
    club's own file with the id ``club_copy``."""
    text = (SCENARIOS / f"{name}.toml").read_text(encoding="utf-8")
    assert text.count(old) == 1, old
    text = text.replace(old, new).replace(f'id = "{name}"', 'id = "club_copy"', 1)
    path = tmp_path / "club_copy.toml"
    path.write_text(text, encoding="utf-8")
    return path


@pytest.mark.parametrize(("kind", "params", "words"), [
    # the seeds' one-seat hold and a pair-mode hold (the hacker's)
    ("block", {"seed_form": True, "mode": "pair"}, "mode = 'pair' needs two"),
    # a pair asked about at once, by a player the holder picks (the guide's way)
    ("inquiry", {"answer": "same_side_pair", "asked_by": "picked_player"},
     "asked_by = 'picked_player' names one"),
    # the seeds' nightly one-seat link, by a third party's pair named once (cupid's)
    ("linked_exit", {"seed_form": True, "chooser": "third_party_once"},
     "chooser = 'third_party_once' names a pair once"),
])
def test_parameters_that_cannot_go_together_are_refused(kind: str, params: dict,
                                                        words: str) -> None:
    """Each pair crashed the table (a night's end, the checklist) before it was refused."""
    with pytest.raises(ValidationError, match=words):
        validate_params(kind, params)


def test_a_club_file_with_such_a_pair_is_refused_with_its_reason(tmp_path: Path) -> None:
    """The Matador of a club's copy of Godfather–Nostradamus in pair mode: the file is
    refused by the catalogue's reader, the fault on the role's params, nothing raised."""
    path = _copy("godfather_nostradamus", "seed_form = true, scope_detail",
                 'mode = "pair", seed_form = true, scope_detail', tmp_path)
    scen, faults = read_scenario_file(path)
    assert scen is None
    assert any(f.field.startswith("roles.matador.params") and "needs two" in f.reason
               for f in faults), faults
    guide = _copy("namayande", 'params = { asked_by = "picked_player"',
                  'params = { answer = "same_side_pair", asked_by = "picked_player"', tmp_path)
    scen, faults = read_scenario_file(guide)
    assert scen is None and any("roles.guide.params" in f.field for f in faults), faults


def test_a_hunter_s_call_waits_while_tonight_s_steps_do_not_resolve(tmp_path: Path) -> None:
    """A club's Werewolf whose cupid lays a mine (the ``trap`` kind) beside the hunter
    (``revenge_on_exit``): the team's shot named with the mine's toll on a night no mine
    fires is refused only when the night ends (club_scenarios 4.12). The checklist asks
    whether the hunter leaves tonight by resolving the night on trial; that trial's refusal
    crashed the checklist. Now the hunter is not called while the night does not resolve,
    and the night's end gives the refusal."""
    path = _copy("werewolf", 'params = { chooser = "third_party_once", direction = "mutual", '
                 'self_link = true }', "", tmp_path)
    text = path.read_text(encoding="utf-8").replace(
        'id = "cupid"\nkind = "linked_exit"', 'id = "cupid"\nkind = "trap"', 1)
    path.write_text(text, encoding="utf-8")
    scen, faults = read_scenario_file(path)
    assert scen is not None, faults
    roster = scen.roster_for(8)
    game = Game(Setup("club_copy", tuple(f"P{i}" for i in range(1, 9)), {}), scen)
    game.deal(roster)
    seat = {role: i for i, role in enumerate(roster, start=1)}
    wolves = [i for i, role in enumerate(roster, start=1) if role == "werewolf"]
    game.step("cupid", {"mine": seat["villager"]})
    game.step("mafia", {"shot": seat["seer"], "sacrifice": wolves[0]})
    choices = legal_choices(game.state)  # raised IllegalAction (no_mine_fired) from the trial
    assert "hunter" not in [s.key for s in choices.steps]
    assert choices.end_refusal is not None
    assert (choices.end_refusal.code, choices.end_refusal.facts.get("detail")) == (
        "not_available", "no_mine_fired")
