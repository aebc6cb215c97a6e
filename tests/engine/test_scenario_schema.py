"""The scenario file's JSON Schema (issue 21 item 4): ``docs/scenario.schema.json`` is
generated from the models and kept equal to them; it knows every field the shipped files
and a format-2 file write, and refuses an unknown one; a role naming a general kind has its
``params`` checked by that kind's model, as an editor would underline them."""

from __future__ import annotations

import json
import subprocess
import sys
import tomllib
from pathlib import Path
from typing import Any

import jsonschema
import pytest

from narrator_app.engine.abilities.registry import KINDS
from narrator_app.engine.scenario_schema import SCHEMA_PATH, schema_text

ROOT = Path(__file__).resolve().parents[2]


def test_the_schema_file_is_the_models() -> None:
    kept = (ROOT / SCHEMA_PATH).read_text(encoding="utf-8")
    assert kept == schema_text(), (
        "docs/scenario.schema.json differs from the models: run "
        "python -m narrator_app.engine.scenario_schema")


def _unknown(schema: dict[str, Any], node: dict[str, Any], data: Any, where: str) -> list[str]:
    """Fields of ``data`` the schema ``node`` does not declare (a small walk over objects,
    arrays, ``$ref`` and ``anyOf``: what an editor would underline)."""
    if "$ref" in node:
        node = schema["$defs"][node["$ref"].rsplit("/", 1)[1]]
    if "anyOf" in node:
        options = [_unknown(schema, n, data, where) for n in node["anyOf"]
                   if _fits(schema, n, data)]
        return min(options, key=len) if options else [f"{where}: no type fits"]
    out: list[str] = []
    if isinstance(data, dict) and "properties" in node:
        for k, v in data.items():
            if k not in node["properties"]:
                if node.get("additionalProperties") is False:
                    out.append(f"{where}.{k}")
                continue
            out += _unknown(schema, node["properties"][k], v, f"{where}.{k}")
    elif isinstance(data, list) and "items" in node:
        for i, v in enumerate(data):
            out += _unknown(schema, node["items"], v, f"{where}.{i}")
    return out


def _fits(schema: dict[str, Any], node: dict[str, Any], data: Any) -> bool:
    if "$ref" in node:
        node = schema["$defs"][node["$ref"].rsplit("/", 1)[1]]
    kind = node.get("type")
    return {"object": isinstance(data, dict), "array": isinstance(data, list),
            "null": data is None, "string": isinstance(data, str)}.get(kind, True)


def test_the_schema_knows_every_field_the_files_write() -> None:
    schema = json.loads((ROOT / SCHEMA_PATH).read_text(encoding="utf-8"))
    assert schema["$schema"].endswith("2020-12/schema")
    assert schema["properties"]["format"]["enum"] == [1, 2]
    assert schema["$defs"]["Roster"]["properties"]["min_players"]["type"] == "integer"
    files = [f for f in (ROOT / "scenarios").glob("*.toml") if f.stem != "last_move_cards"]
    v2 = ROOT / "tests" / "engine" / "test_scenario_v2.py"
    texts = [f.read_text(encoding="utf-8") for f in files]
    texts.append(v2.read_text(encoding="utf-8").split("BASE = '''", 1)[1].split("'''", 1)[0])
    for text in texts:
        assert _unknown(schema, schema, tomllib.loads(text), "") == []
    bad = tomllib.loads(texts[-1].replace('id = "boss"', 'id = "boss"\nabilty = "x"', 1))
    assert _unknown(schema, schema, bad, "") == [".roles.0.abilty"]


def test_the_writer_writes_the_file(tmp_path: Path) -> None:
    out = tmp_path / "s.json"
    done = subprocess.run([sys.executable, "-m", "narrator_app.engine.scenario_schema",
                           str(out)], cwd=ROOT, capture_output=True, text=True, timeout=120,
                          env={"PYTHONPATH": str(ROOT), "PATH": "/usr/bin:/bin"})
    assert done.returncode == 0, done.stderr
    assert out.read_text(encoding="utf-8") == schema_text()


def _files() -> list[Path]:
    """Every scenario file the project holds: the shipped ones and the tests' club files,
    less those a test keeps to be refused (``refused_*.toml``: a club file's faults) and
    those written in club_scenarios 9's own words (``words_*.toml``, CF47-1: the engine
    reads them; the schema lists the kinds' own names)."""
    shipped = [f for f in (ROOT / "scenarios").glob("*.toml") if f.stem != "last_move_cards"]
    clubs = [f for f in (ROOT / "tests").rglob("*.toml")
             if not f.name.startswith(("refused_", "words_"))]
    return sorted(shipped) + sorted(clubs)


def _validator() -> jsonschema.protocols.Validator:
    schema = json.loads((ROOT / SCHEMA_PATH).read_text(encoding="utf-8"))
    return jsonschema.Draft202012Validator(schema)


def test_every_kind_s_params_are_in_the_schema() -> None:
    rules = json.loads((ROOT / SCHEMA_PATH).read_text("utf-8"))["$defs"]["RoleDef"]["allOf"]
    named = {r["if"]["properties"]["kind"]["const"] for r in rules}
    assert named == set(KINDS)


@pytest.mark.parametrize("path", _files(), ids=lambda p: str(p.relative_to(ROOT)))
def test_the_project_s_files_pass_the_schema(path: Path) -> None:
    data = tomllib.loads(path.read_text(encoding="utf-8"))
    if "roles" not in data:  # not a scenario (a card deck, a tool's settings)
        pytest.skip("not a scenario file")
    errors = [f"{list(e.absolute_path)}: {e.message}" for e in _validator().iter_errors(data)]
    assert errors == []


def test_a_kind_s_param_is_checked_by_the_schema() -> None:
    text = (ROOT / "scenarios" / "zodiac.toml").read_text(encoding="utf-8")
    data = tomllib.loads(text)
    shooter = next(r for r in data["roles"] if r.get("kind") == "shoot")
    shooter["params"] = dict(shooter.get("params", {}), bulets=3)
    misspelt = [e for e in _validator().iter_errors(data) if "bulets" in e.message]
    assert misspelt, "a misspelt parameter of the shoot kind must be underlined"
    shooter["params"] = {"bullets": "three"}
    wrong = [list(e.absolute_path) for e in _validator().iter_errors(data)]
    assert any(p[-2:] == ["params", "bullets"] for p in wrong)
