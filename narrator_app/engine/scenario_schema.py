"""The JSON Schema of a scenario file (``docs/scenario.schema.json``), generated from the
pydantic models of :mod:`scenario` so that an editor (VS Code's Even Better TOML, Taplo,
IntelliJ) checks a club's file as it is typed. A test keeps the file equal to the models;
write it again with ``python -m narrator_app.engine.scenario_schema``.

The schema says the file's shape (fields, types, allowed words, numbers not written as
strings) and, for a role naming a general kind (``kind = "shoot"``), that kind's parameters
as its model checks them (``params``: each field, its type, its words; an unknown one
refused); what only the engine knows beyond that (a retired kind's older form, which role a
roster names, the one-third rule) is ``scenario check``'s (:mod:`scenario_check`).
"""

from __future__ import annotations

import json
import sys
from pathlib import Path
from typing import Any

from .abilities.registry import KINDS
from .scenario import Scenario

#: Where the schema is kept, from the project's root.
SCHEMA_PATH = Path("docs") / "scenario.schema.json"


def scenario_schema() -> dict[str, Any]:
    """The JSON Schema (draft 2020-12) of a scenario file as written: the model's, without
    the fields the loader sets (``sha256``, ``path``), with ``house_rules`` either a table
    of section-7 defaults (format 1) or an array of ``[[house_rules]]`` (format 2, the
    model's ``file_rules``)."""
    schema = Scenario.model_json_schema(mode="validation")
    props = schema["properties"]
    for name in ("sha256", "path"):
        props.pop(name, None)
    entries = props.pop("file_rules")
    table = props.pop("house_rules")
    props["house_rules"] = {
        "title": "House Rules",
        "description": "Format 1: a table of rules_spec section 7 defaults. Format 2: "
                       "[[house_rules]] entries (the file's own rules on a role's param, or "
                       "a section-7 default without role).",
        "anyOf": [{"type": "object", "additionalProperties": table.get(
            "additionalProperties", True)}, {"type": "array", "items": entries["items"]}],
    }
    _kind_params(schema)
    return {
        "$schema": "https://json-schema.org/draft/2020-12/schema",
        "$id": "https://ravi.invalid/scenario.schema.json",
        **schema,
    }


def _kind_params(schema: dict[str, Any]) -> None:
    """Lay each registered kind's parameter model (:attr:`abilities.registry.Kind.params`)
    over a role's ``params`` where the role's ``kind`` names it: ``RoleDef.allOf`` gets one
    ``if kind == name then params: $ref`` per kind, the models under ``$defs`` as
    ``params.<kind>`` (their own sub-models beside them).

    Raises:
        ValueError: two models bring different sub-models under one name."""
    defs = schema.setdefault("$defs", {})
    rules = []
    for name in sorted(KINDS):
        model = KINDS[name].params
        one = model.model_json_schema(mode="validation", ref_template="#/$defs/{model}")
        for sub, body in one.pop("$defs", {}).items():
            if defs.setdefault(sub, body) != body:
                raise ValueError(f"two parameter models named {sub}")
        defs[f"params.{name}"] = one
        rules.append({"if": {"properties": {"kind": {"const": name}},
                             "required": ["kind"]},
                      "then": {"properties": {"params": {"$ref": f"#/$defs/params.{name}"}}}})
    defs["RoleDef"]["allOf"] = rules


def schema_text() -> str:
    """:func:`scenario_schema` as the file holds it (2-space indent, UTF-8, a last newline)."""
    return json.dumps(scenario_schema(), indent=2, ensure_ascii=False, sort_keys=True) + "\n"


def main(argv: list[str]) -> int:
    """Write the schema to ``argv[0]`` (default :data:`SCHEMA_PATH`); exit status 0."""
    path = Path(argv[0]) if argv else SCHEMA_PATH
    path.write_text(schema_text(), encoding="utf-8")
    print(f"wrote {path}")
    return 0


if __name__ == "__main__":  # pragma: no cover - the writer's entry point
    raise SystemExit(main(sys.argv[1:]))
