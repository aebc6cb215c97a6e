"""The Kind fields Jack's kind brought (decisions JS21-2) are general: a toy kind registered
from a module with ``shot_shield`` and ``shown_when_voted_out`` is neither removed by
the team's night shot nor by the day's vote (its card is shown instead), with no name of
it anywhere in the engine; and no engine module but Jack's own names his kind."""

from __future__ import annotations

import ast
from pathlib import Path
from typing import Any

import pytest

from narrator_app.engine import IllegalAction
from narrator_app.engine.abilities import Kind, register, unregister
from narrator_app.engine.scenario import find_scenario, use_club_folders
from narrator_app.engine.script import run_case

ROOT = Path(__file__).resolve().parents[2]


def _no_step(st, key: str, actor, value: dict[str, Any]) -> None:
    """The toy kind has no night step: any value is refused."""
    raise IllegalAction("bad_script", key=key, value=value, detail="unknown_choice")


UNTOUCHABLE = Kind("a toy kind: the team's shot and the vote never remove him",
                   name="toy_untouchable", check=_no_step, shot_shield=lambda st, p: True,
                   shown_when_voted_out=True, trackers=(("revealed", "shown_if_true"),))

CASE = """
scenario: toy_untouchable_town
title: The team's shot and the day's vote leave the untouchable in the game
rule: "decisions JS21-2 (Jack's rules as Kind fields: S2:L62, A56)"
seats: [godfather, simple_mafia, untouchable, doctor, detective, plain_citizen, plain_citizen,
        plain_citizen]
script:
  - intro_night: {}
  - day: {}
  - night: {mafia: {shot: 3}}
  - expect: {left: [], alive: [1, 2, 3, 4, 5, 6, 7, 8]}
  - day: {votes: {3: 5}, exit_votes: {3: 5}}
  - expect: {left: [], trackers: {3: {revealed: true}}, alive: [1, 2, 3, 4, 5, 6, 7, 8]}
"""


def toy_scenario_text() -> str:
    """classic.toml as ``toy_untouchable_town`` with a city role ``untouchable`` of the toy
    kind (no night step)."""
    text = (ROOT / "scenarios" / "classic.toml").read_text(encoding="utf-8")
    text = text.replace('id = "classic"', 'id = "toy_untouchable_town"', 1)
    text = text.replace('city = ["doctor", "detective"]',
                        'city = ["doctor", "detective", "untouchable"]', 1)
    return text + ('\n[[roles]]\nid = "untouchable"\nkind = "toy_untouchable"\n'
                   'side = "city"\nname = { fa = "دست‌نیافتنی", en = "Untouchable" }\n'
                   'ability = { fa = "شلیک و رأی او را بیرون نمی‌برد.", '
                   'en = "Neither the shot nor the vote removes him." }\n')


@pytest.fixture
def toy(tmp_path: Path):
    register(UNTOUCHABLE)
    folder = tmp_path / "scenarios"
    folder.mkdir()
    (folder / "toy_untouchable_town.toml").write_text(toy_scenario_text(), encoding="utf-8")
    use_club_folders([folder])
    yield folder
    use_club_folders([])
    unregister("toy_untouchable")


def test_a_toy_kind_with_jacks_fields_is_neither_shot_nor_voted_out(toy: Path) -> None:
    entry = find_scenario("toy_untouchable_town")
    assert entry is not None and entry.refused is None, entry
    case = toy.parent / "toy-untouchable-case.yaml"
    case.write_text(CASE, encoding="utf-8")
    result = run_case(case)
    assert result.passed, "\n".join(result.failures)


def test_only_jacks_module_names_his_kind() -> None:
    """``jack_sparrow`` as a string literal in the engine's code (docstrings aside): in his
    own module only (his place on the trackers panel is his Kind's ``panel_rank``, ST21-2)."""
    found: dict[str, int] = {}
    for path in sorted((ROOT / "narrator_app" / "engine").rglob("*.py")):
        tree = ast.parse(path.read_text(encoding="utf-8"))
        prose = {id(n.value) for n in ast.walk(tree) if isinstance(n, ast.Expr)}
        n = sum(1 for node in ast.walk(tree) if isinstance(node, ast.Constant)
                and node.value == "jack_sparrow" and id(node) not in prose)
        if n and path.stem != "jack_sparrow":
            found[path.relative_to(ROOT).as_posix()] = n
    assert found == {}
