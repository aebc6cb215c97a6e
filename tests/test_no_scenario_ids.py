"""No shipped scenario's id is written in the app's code (issue 22: a scenario is only its
file): the catalogue, the seeds' order and the New game dialog's groups come from the files.
An id that is also a role id or an ability kind's name (``zodiac``) is the role's, not the
scenario's, and is left to the name scan of tests/test_structure.py."""

from __future__ import annotations

import ast
import tomllib
from pathlib import Path

ROOT = Path(__file__).resolve().parents[1]


def shipped_scenario_ids() -> set[str]:
    ids = set()
    for path in (ROOT / "scenarios").glob("*.toml"):
        data = tomllib.loads(path.read_text(encoding="utf-8"))
        if "roles" in data:
            ids.add(data["id"])
    return ids


def role_and_kind_names() -> set[str]:
    from narrator_app.engine.abilities import kind_names

    names = set(kind_names())
    for path in (ROOT / "scenarios").glob("*.toml"):
        names |= {r["id"] for r in tomllib.loads(path.read_text(encoding="utf-8"))
                  .get("roles", [])}
    return names


def literals(folder: Path, names: set[str]) -> list[str]:
    """``file:line: literal`` for each string constant of ``folder``'s code equal to one of
    ``names`` (docstrings aside)."""
    found = []
    for path in sorted(folder.rglob("*.py")):
        tree = ast.parse(path.read_text(encoding="utf-8"))
        prose = {id(n.value) for n in ast.walk(tree) if isinstance(n, ast.Expr)}
        for node in ast.walk(tree):
            if (isinstance(node, ast.Constant) and isinstance(node.value, str)
                    and node.value in names and id(node) not in prose):
                found.append(f"{path.relative_to(folder)}:{node.lineno}: {node.value}")
    return found


def test_no_shipped_scenario_id_in_the_app() -> None:
    ids = shipped_scenario_ids() - role_and_kind_names()
    assert {"classic", "godfather_nostradamus", "mafia_nights"} <= ids
    assert literals(ROOT / "narrator_app", ids) == []


def test_the_scan_finds_an_id(tmp_path: Path) -> None:
    (tmp_path / "m.py").write_text('"""classic"""\nSEEDS = ("classic",)\n', encoding="utf-8")
    assert [x.rsplit(": ", 1)[1] for x in literals(tmp_path, {"classic"})] == ["classic"]
