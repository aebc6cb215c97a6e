"""The retired kinds (issue 21): kinds the engine once played by code of their own, now
general kinds with parameters, in one table (``abilities.registry.RETIRED_KINDS``). A club
file naming one still loads and plays as before: the save-like ones given the seeds'
params when the role gives none (SV3), the detective as an ``inquiry`` with the file's
Godfather-kind roles read as citizens laid under the role's own params (IQ3), the ocean as
a ``wake_link`` whose waking of a Zodiac-kind role (whatever its id) sends him out (SG4),
the Mayor as a ``day_power`` deciding the exit (DP4), the die-hard as an ``armour`` with
his status requests (DH3), the joker as a ``tamper_inquiry`` (JK3), the gunner as a
``give_guns`` in the seeds' form (GN)."""

from __future__ import annotations

import re
from pathlib import Path
from typing import Any

import pytest
from renamed import swapped

from narrator_app.engine import file_rules, load_scenario
from narrator_app.engine import scenario as scenario_module
from narrator_app.engine.abilities.registry import RETIRED_KINDS, tracker_kind
from narrator_app.engine.scenario import Scenario, read_scenario_file, scenarios_dir

SEED_SAVE = {"self_tracker": "self_save_used", "self_tracker_mode": "used"}
JOKER = {"action": "flip", "on": "subject", "effect": "reverse", "self_target": True,
         "bookkeeping": "none"}
LECTER = {"self_tracker": "self_save_used", "self_tracker_mode": "used", "eligible": "mafia",
          "stops": ["night_shot", "shoot"]}  # the team's shot too (CF57-19), as the shipped file


def classic_with(kind: str, params: dict[str, Any]) -> Scenario:
    """Classic with its doctor (id ``nurse``) of kind ``kind`` and ``params``, and its
    Godfather renamed ``boss`` (of kind ``godfather``)."""
    data = load_scenario("classic").model_dump(by_alias=True, exclude={"sha256", "path"})
    data = swapped(data, {"doctor": "nurse", "godfather": "boss"})
    for r in data["roles"]:
        if r["id"] == "nurse":
            r["kind"], r["params"], r["counters"] = kind, params, {}
        if r["id"] == "boss":
            r["kind"] = "godfather"
    return Scenario.model_validate(data)


def test_one_table_of_retired_kinds() -> None:
    assert not hasattr(scenario_module, "RETIRED_KINDS")
    assert set(RETIRED_KINDS) == {"dr_watson", "doctor", "dr_lecter", "detective", "ocean",
                                 "mayor", "matador", "magician", "die_hard", "joker",
                                 "gunner", "zodiac", "godfather", "al_capone", "jack_sparrow"}


@pytest.mark.parametrize(("kind", "params", "want", "tracked"), [
    ("doctor", {}, ("save", SEED_SAVE), "dr_watson"),
    ("dr_watson", {}, ("save", SEED_SAVE), "dr_watson"),
    ("dr_lecter", {}, ("save", LECTER), "dr_lecter"),
    # a role that gives params: the seed role's, his own laid over them (6.10 S17; they
    # replaced them, and a Mayor given his min_defenders lost his variant: CF46-41)
    # (its trackers are then its general kind's: not exactly the seed role's params)
    ("doctor", {"self_uses": 2}, ("save", {**SEED_SAVE, "self_uses": 2}), "save"),
    ("mayor", {"min_defenders": 2}, ("day_power", {"variant": "decide_exit",
                                                   "min_defenders": 2}), "day_power"),
    # the detective's params come from the file's roles, laid under the role's own
    ("detective", {}, ("inquiry", {"reads": {"boss": "citizen"}}), "inquiry"),
    # the Mayor as a day_power deciding the day's exit (DP4)
    ("mayor", {}, ("day_power", {"variant": "decide_exit"}), "mayor"),
    # the die-hard as an armour against the first shot with two status requests (DH3)
    ("die_hard", {}, ("armour", {"against": "night_shot", "night": "once",
                                 "status_requests": 2}), "die_hard"),
    # the joker as a tamper_inquiry reversing the answer, his section-7 rule bound (JK3)
    ("joker", {}, ("tamper_inquiry", JOKER), "joker"),
    ("detective", {"uses": 2}, ("inquiry", {"reads": {"boss": "citizen"}, "uses": 2}),
     "inquiry"),
    ("detective", {"reads": {"boss": "mafia"}}, ("inquiry", {"reads": {"boss": "mafia"}}),
     "inquiry"),
])
def test_a_file_naming_a_retired_kind_loads_as_before(kind: str, params: dict[str, Any],
                                                       want: tuple, tracked: str) -> None:
    role = classic_with(kind, params).role("nurse")
    assert (role.ability_kind, role.params) == want
    assert tracker_kind(role) == tracked


def test_a_file_naming_the_retired_ocean_plays_it_as_a_wake_link() -> None:
    """Zodiac's ocean written as an older file wrote it (no ``kind``, no ``params``), its
    Zodiac renamed ``killer``: a ``wake_link`` with the shipped ocean's params, the killer
    sending him out."""
    data = load_scenario("zodiac").model_dump(by_alias=True, exclude={"sha256", "path"})
    shipped = next(r for r in data["roles"] if r["id"] == "ocean")["params"]
    data = swapped(data, {"zodiac": "killer"})
    for r in data["roles"]:
        if r["id"] == "ocean":
            r["kind"], r["params"] = None, {}
        if r["id"] == "killer":
            r["kind"] = "zodiac"
    ocean = Scenario.model_validate(data).role("ocean")
    assert ocean.ability_kind == "wake_link"
    assert ocean.params == {**shipped, "leaves_on_roles": ["killer"]}


@pytest.mark.parametrize(("scenario_id", "role_id"), [
    ("godfather_nostradamus", "matador"), ("zodiac", "magician"), ("mafia_nights", "mayor"),
    ("zodiac", "gunner")])
def test_an_older_file_naming_a_seed_role_kind_plays_it_as_shipped(scenario_id: str,
                                                                 role_id: str) -> None:
    """An older file's role written ``kind = "matador"`` / ``"magician"`` / ``"mayor"`` /
    ``"gunner"`` with no params (BK, DP4, GN) reads as the shipped role does today: the same
    general kind, the same params, the same trackers-panel kind."""
    data = load_scenario(scenario_id).model_dump(by_alias=True, exclude={"sha256", "path"})
    shipped = load_scenario(scenario_id).role(role_id)
    for r in data["roles"]:
        if r["id"] == role_id:
            r["kind"], r["params"] = role_id, {}
    older = Scenario.model_validate(data).role(role_id)
    assert (older.ability_kind, older.params) == (shipped.ability_kind, shipped.params)
    assert older.ability_kind != role_id
    assert tracker_kind(older) == tracker_kind(shipped)


@pytest.mark.parametrize(("scenario_id", "role_id"), [
    ("godfather_nostradamus", "matador"), ("zodiac", "magician"), ("mafia_nights", "mayor"),
    ("mafia_nights", "die_hard"), ("zodiac", "gunner")])
def test_an_older_file_keeps_the_shipped_roles_section_7_rules(tmp_path: Path,
                                                               scenario_id: str,
                                                               role_id: str) -> None:
    """An older file's ``kind = "<retired>"`` role, with no params and no ``[[house_rules]]``
    binding written (its rules were the engine's then), is offered the same section-7 rules
    with the same defaults and laid over the same parameters (through the same maps) as the
    shipped file binds them (DH3, BK, DP4)."""
    text = (scenarios_dir() / f"{scenario_id}.toml").read_text(encoding="utf-8")
    text = text.replace(f'id = "{scenario_id}"', 'id = "older_copy"', 1)
    text = re.sub(rf'(id = "{role_id}"\n)kind = "[a-z_]+"\nparams = \{{[^\n]*\}}\n',
                  rf'\1kind = "{role_id}"\n', text, count=1)
    text, n = re.subn(rf'\[\[house_rules\]\]\nkey = "[a-z_]+"\nrole = "{role_id}"\n[^\[]*',
                      "", text)
    assert n and f'kind = "{role_id}"' in text
    path = tmp_path / "older_copy.toml"
    path.write_text(text, encoding="utf-8")
    older, faults = read_scenario_file(path)
    assert older is not None, faults
    shipped = load_scenario(scenario_id)
    assert older.role(role_id).ability_kind == shipped.role(role_id).ability_kind

    def bound(scen: Scenario) -> dict[str, tuple[str, Any]]:
        return {k: (e.param, e.mapping) for k, e in file_rules.bindings(scen).items()
                if e.role == role_id}

    assert bound(older) == bound(shipped) != {}
    assert older.default_house_rules() == shipped.default_house_rules()


def test_an_older_joker_is_read_with_his_binding() -> None:
    """An older file's ``kind = "joker"`` without params: the seeds' joker's params, and
    ``joker_vs_godfather`` laid over his ``spares`` by a binding (LN13-1), offered with
    the family's default; the binding's values map as the seeds' did (A68)."""
    scen = classic_with("joker", {})
    bound = file_rules.bindings(scen)[("joker_vs_godfather", "nurse")]
    assert bound.param == "spares"
    assert [bound.param_value(v) for v in ("flip", "godfather_absolute")] == [
        "none", "read_cards"]
    assert scen.default_house_rules()["joker_vs_godfather"] == "flip"
