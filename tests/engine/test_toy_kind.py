"""A new ability kind added the way docs/decisions.md says (issue 21): its module (here, this
test module) registers the kind with its night check and its effect at its night stage; a
scenario file names it; a game plays it and a rule case checks it. Nothing else in the
engine changes."""

from __future__ import annotations

from pathlib import Path
from typing import Any

import pytest
from pydantic import BaseModel, ConfigDict, ValidationError

from narrator_app.engine import IllegalAction
from narrator_app.engine.abilities import (
    NIGHT_STAGE_NAMES,
    Kind,
    kind_names,
    params_model,
    register,
    unregister,
    validate_params,
)
from narrator_app.engine.night import NIGHT_STAGES
from narrator_app.engine.scenario import find_scenario, use_club_folders
from narrator_app.engine.script import run_case
from narrator_app.engine.table import require_alive, seat_of

ROOT = Path(__file__).resolve().parents[2]


class PoisonParams(BaseModel):
    """The toy kind's parameters: how many doses (the default: one)."""

    model_config = ConfigDict(extra="forbid", frozen=True)
    doses: int = 1


def check_poison(st, key: str, actor, value: dict[str, Any]) -> None:
    """One living player other than the poisoner, while a dose is left."""
    if set(value) != {"poison"}:
        raise IllegalAction("bad_script", key=key, value=value, detail="unknown_choice")
    t = seat_of(st, value["poison"], key)
    require_alive(st, t, key)
    if t == actor.seat:
        raise IllegalAction("invalid_target", key=key, seat=t, role=key, detail="self")
    if actor.card.counters.get("doses_used", 0) >= 1:
        raise IllegalAction("no_uses_left", key=key, role=key, detail="poison")


def poison(night, holder, target: int) -> None:
    """The target leaves at dawn whatever saves him (a kill saves never stop)."""
    holder.card.counters["doses_used"] = holder.card.counters.get("doses_used", 0) + 1
    night.deaths.setdefault(target, "poison")


POISONER = Kind("a toy kind: poisons one player, once", action="poison", token="poisoned",
                uses=("doses_used", "flag"), step=True, stage="slaughter",
                params=PoisonParams, name="toy_poison", check=check_poison, effect=poison)

#: The scenario file that uses it: the classic roster with a poisoner among the city.
TOY_SCENARIO = (ROOT / "scenarios" / "classic.toml").read_text(encoding="utf-8")

CASE = """
scenario: toy_town
title: The poisoner's dose removes a saved player at dawn; a second dose is refused
rule: "club_scenarios 9.1 (a kill saves never stop, 1.5 stage 7)"
seats: [godfather, simple_mafia, poisoner, doctor, detective, plain_citizen, plain_citizen,
        plain_citizen]
script:
  - intro_night: {}
  - day: {}
  - night: {poisoner: {poison: 4}, doctor: {save: 4}}
  - expect: {left: [4], trackers: {3: {doses_used: 1}}}
  - day: {}
  - night: {poisoner: {poison: 5}}
    rejected: no_uses_left
"""


def toy_scenario_text() -> str:
    """classic.toml as ``toy_town`` with a city role ``poisoner`` of the toy kind (woken
    last)."""
    text = TOY_SCENARIO.replace('id = "classic"', 'id = "toy_town"', 1)
    text = text.replace('city = ["doctor", "detective"]',
                        'city = ["doctor", "detective", "poisoner"]', 1)
    role = ('\n[[roles]]\nid = "poisoner"\nkind = "toy_poison"\nside = "city"\n'
            'name = { fa = "زهرزن", en = "Poisoner" }\n'
            'ability = { fa = "یک بار زهر می‌دهد.", en = "Poisons once." }\n'
            '\n[[night]]\nkey = "poisoner"\nsay = { fa = "زهرزن بیدار شود.", en = "Poisoner, '
            'wake up." }\n'
            'gesture = { fa = "یک نفر را نشان می‌دهد.", en = "Points at one player." }\n')
    return text + role


@pytest.fixture
def toy(tmp_path: Path):
    register(POISONER)
    folder = tmp_path / "scenarios"
    folder.mkdir()
    (folder / "toy_town.toml").write_text(toy_scenario_text(), encoding="utf-8")
    use_club_folders([folder])
    yield folder
    use_club_folders([])
    unregister("toy_poison")


def test_the_pipeline_runs_the_stages_the_kinds_name() -> None:
    assert tuple(name for name, _run in NIGHT_STAGES) == NIGHT_STAGE_NAMES


def test_a_registered_kind_has_its_parameters(toy: Path) -> None:
    assert "toy_poison" in kind_names()
    assert params_model("toy_poison") is PoisonParams
    assert validate_params("toy_poison", {"doses": 2}).doses == 2
    with pytest.raises(ValidationError):
        validate_params("toy_poison", {"dose": 2})  # a misspelt parameter is refused
    with pytest.raises(ValidationError):
        validate_params("constantine", {"uses": 2})  # a shipped kind takes none yet


def test_a_toy_kind_added_from_a_module_plays_a_game(toy: Path) -> None:
    entry = find_scenario("toy_town")
    assert entry is not None and entry.refused is None, entry
    case = toy.parent / "toy-case.yaml"
    case.write_text(CASE, encoding="utf-8")
    result = run_case(case)
    assert result.passed, "\n".join(result.failures)


def test_the_window_is_offered_the_toy_kind_s_step(toy: Path) -> None:
    """The step's option and its legal seats come from the kind (its action and check)."""
    from narrator_app.engine import Game, Setup, legal_choices, options_for

    g = Game(Setup("toy_town", tuple(f"P{i}" for i in range(1, 9))))
    g.deal(["godfather", "simple_mafia", "poisoner", "doctor", "detective", "plain_citizen",
            "plain_citizen", "plain_citizen"])
    g.end_phase()
    g.end_phase()
    assert "poisoner" in [s.key for s in legal_choices(g.state).steps]
    (opt,) = [o for o in options_for(g.state, "poisoner") if o.name == "poison"]
    assert opt.targets[3] is not None and opt.targets[3].code == "invalid_target"  # himself
    assert opt.targets[4] is None
