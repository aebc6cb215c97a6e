"""Shared checks of the tests that read a shipped scenario file as it was written before a
seed role became a parameter set of a general kind (ZS32 the Zodiac, JL32 Jack): the older
copy is read and checked like a club's file, and binds and plays its house rules as the
shipped file does."""

from __future__ import annotations

from collections.abc import Iterable, Mapping
from pathlib import Path
from typing import Any

from narrator_app.engine import Scenario, file_rules
from narrator_app.engine.abilities.params import params_of
from narrator_app.engine.scenario import check_scenario_file, read_scenario_file


def read_older(tmp_path: Path, text: str) -> Scenario:
    """``text`` written as ``older_copy.toml`` under ``tmp_path``, read and checked: it must
    load and ``scenario check`` must find nothing."""
    path = tmp_path / "older_copy.toml"
    path.write_text(text, encoding="utf-8")
    older, faults = read_scenario_file(path)
    assert older is not None, faults
    assert check_scenario_file(path) == []
    return older


def assert_rules_as_shipped(older: Scenario, shipped: Scenario, keys: Iterable[str],
                            bound: int, other: Mapping[str, Any]) -> None:
    """``older`` binds the house rules ``keys`` as ``shipped`` does (``bound`` bindings in
    all), has the same defaults, and with each rule of ``other`` turned to its value (not
    the default) gives every role the same params as ``shipped``."""
    keys = set(keys)
    got = {k: (e.param, e.mapping) for k, e in file_rules.bindings(older).items()
           if k[0] in keys}
    want = {k: (e.param, e.mapping) for k, e in file_rules.bindings(shipped).items()
            if k[0] in keys}
    assert got == want and len(want) == bound
    assert older.default_house_rules() == shipped.default_house_rules()
    rules = shipped.default_house_rules()
    for key, value in other.items():
        assert rules[key] != value
        chosen = {**rules, key: value}
        for role in [r.id for r in shipped.roles]:
            assert params_of(older, role, chosen) == params_of(shipped, role, chosen), (
                key, role)
