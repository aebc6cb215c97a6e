"""Renamed copies of the shipped scenarios, for the rename tests (issue 21, Done-when).

For a shipped scenario, :func:`renamed_scenario_text` writes a club file whose every role id
is a new id (``<id>`` → ``club_<n>``, the role keeping its ability kind under ``kind``), and
:func:`renamed_case` rewrites a public rule case to that copy's ids. Nothing else changes:
the names, texts, sides, night order and house rules are the seed's own.
"""

from __future__ import annotations

import re
import tomllib
from pathlib import Path
from typing import Any

import yaml

ROOT = Path(__file__).resolve().parents[2]
CASES = ROOT / "tests" / "rule_cases"

#: The suffix of a renamed copy's scenario id.
SUFFIX = "_club"


def role_map(text: str) -> dict[str, str]:
    """Each role id of a scenario file's text → its new id (``club_1``, ``club_2``, …, in
    the order the file declares its roles)."""
    data = tomllib.loads(text)
    return {r["id"]: f"club_{n}" for n, r in enumerate(data["roles"], start=1)}


def renamed_scenario_text(text: str) -> tuple[str, dict[str, str]]:
    """The text of a copy of the scenario file ``text`` with its id suffixed ``_club`` and
    every role id replaced, each role naming its old id as its ``kind``; and the map of
    old → new role ids.

    Every quoted string equal to a role id is replaced (roster lists, the filler roles,
    the night steps' keys, the win rule's roles): texts never equal an id; a reminder's
    ``team_action`` (an action's name) is kept."""
    ids = role_map(text)
    data = tomllib.loads(text)
    kinds = {r["id"]: r.get("kind", r["id"]) for r in data["roles"]}
    out = re.sub(r'^id = "([a-z0-9_]+)"', lambda m: f'id = "{m.group(1)}{SUFFIX}"',
                 _without_role_kinds(text), count=1, flags=re.M)

    def swap(m: re.Match[str]) -> str:
        return f'"{ids[m.group(1)]}"' if m.group(1) in ids else m.group(0)

    # a reminder's ``team_action`` names an action of the team's step, not a role, though
    # Takavar's is called as its role is («nato»): kept as it is
    out = "".join(line if line.startswith("team_action = ") else
                  re.sub(r'"([a-z0-9_]+)"', swap, line)
                  for line in out.splitlines(keepends=True))

    # an inquiry's ``reads`` is keyed by role ids, written bare (``{ don = "citizen" }``):
    # those are renamed too (the copy's detective read the Don as mafia, a check of role
    # ids in params found it, CF47-28)
    def swap_keys(m: re.Match[str]) -> str:
        return re.sub(r'([{,]\s*)([a-z0-9_]+)(\s*=)',
                      lambda k: k.group(1) + ids.get(k.group(2), k.group(2)) + k.group(3),
                      m.group(0))

    out = re.sub(r'reads = \{[^}]*\}', swap_keys, out)
    # each role keeps its kind: insert it after the role's (new) id (in place of the kind
    # the file gives right after the id, if any)
    out = re.sub(r'^(id = "club_[0-9]+")\nkind = "[a-z0-9_]+"$', r"\1", out, flags=re.M)
    for old, new in ids.items():
        out = re.sub(rf'^(id = "{new}")$', r'\1' + f'\nkind = "{kinds[old]}"', out, flags=re.M)
    return out, ids


def _without_role_kinds(text: str) -> str:
    """``text`` without the roles' own ``kind = …`` lines (a role given a kind other than
    its id, which :func:`renamed_scenario_text` writes again after the new id)."""
    lines, table = [], ""
    for line in text.splitlines(keepends=True):
        if line.startswith("["):
            table = line.strip()
        if table == "[[roles]]" and re.match(r'^kind = "[a-z0-9_]+"\s*$', line):
            continue
        lines.append(line)
    return "".join(lines)


def swapped(value: Any, ids: dict[str, str]) -> Any:
    """``value`` (a file's data: strings, lists, tables) with every string that is a key of
    ``ids`` replaced by its value, table keys too."""
    if isinstance(value, str):
        return ids.get(value, value)
    if isinstance(value, list):
        return [swapped(v, ids) for v in value]
    if isinstance(value, dict):
        return {swapped(k, ids): swapped(v, ids) for k, v in value.items()}
    return value


def renamed_case(data: dict[str, Any], ids: dict[str, str]) -> dict[str, Any]:
    """A public rule case (its parsed YAML) rewritten to a renamed copy: the scenario's id,
    the seats, the steps' keys and every role named in a value (a guess, an expected role).
    The ``private`` signals keep their names (they are the game script's words), except
    those of a role the file plays by a general kind of another name (an ``inquiry``'s
    answer is signalled under the role's id)."""
    out = dict(data)
    out["scenario"] = data["scenario"] + SUFFIX
    out["seats"] = swapped(data["seats"], ids)
    script = []
    for entry in data.get("script") or []:
        new = {}
        for key, body in entry.items():
            if key == "expect":
                new[key] = {k: (v if k in ("private", "trackers") else swapped(v, ids))
                            for k, v in body.items()}
                if isinstance(body.get("private"), dict):
                    new[key]["private"] = _private(body["private"], data["scenario"], ids)
            else:
                new[key] = swapped(body, ids)
        script.append(new)
    out["script"] = script
    return out


def _private(private: dict[str, Any], sid: str, ids: dict[str, str]) -> dict[str, Any]:
    """The expected private signals on the renamed copy: a signal a general kind gives under
    its role's id (the ``inquiry`` kind's ``detective: mafia``) takes the new id; a signal
    whose name is its kind's own (the shipped detective kind's) keeps it."""
    from narrator_app.engine import load_scenario
    from narrator_app.engine.abilities import KINDS

    scen = load_scenario(sid)
    out = {}
    for name, value in private.items():
        kind = KINDS.get(scen.kind_of(name)) if scen.has_role(name) else None
        by_role = kind is not None and kind.signal != name
        out[ids.get(name, name) if by_role else name] = value
    return out


def write_renamed(folder: Path, scenario_path: Path) -> dict[str, str]:
    """Write the renamed copy of ``scenario_path`` into ``folder``; return its id map."""
    text, ids = renamed_scenario_text(scenario_path.read_text(encoding="utf-8"))
    (folder / f"{scenario_path.stem}{SUFFIX}.toml").write_text(text, encoding="utf-8")
    return ids


def write_renamed_cases(folder: Path, sid: str, ids: dict[str, str]) -> list[Path]:
    """Write every public rule case of scenario ``sid`` rewritten to its renamed copy into
    ``folder``; return their paths."""
    paths = []
    for case in sorted((CASES / sid).glob("*.yaml")):
        data = yaml.safe_load(case.read_text(encoding="utf-8"))
        target = folder / f"{sid}-{case.name}"
        target.write_text(yaml.safe_dump(renamed_case(data, ids), allow_unicode=True),
                          encoding="utf-8")
        paths.append(target)
    return paths
