"""The app type-checks: mypy, in its standard mode (``[tool.mypy]`` in ``pyproject.toml``,
no module exempt), finds no error over ``narrator_app``, and sees through the engine's lazy
facade (issue 21, item 5 "Typed and checked").

The facade (``narrator_app/engine/__init__.py``) binds most of its names on first use
(PEP 562 ``__getattr__`` over ``_LATER``), which a type checker cannot follow: it would take
each such name as ``Any`` and let a call to a method that does not exist pass. Its
``if TYPE_CHECKING:`` imports name the same things for type checkers; the first test keeps
them equal to ``_LATER``, the last proves a wrong name or method through the facade fails.

mypy runs once (in a subprocess, with its cache in ``.mypy_cache`` at the project's root, so
a second run reads only what changed).
"""

from __future__ import annotations

import ast
import re
import subprocess
import sys
from pathlib import Path

import pytest

ROOT = Path(__file__).resolve().parents[1]
FACADE = ROOT / "narrator_app" / "engine" / "__init__.py"

#: A module beside the app that misuses the facade: each line marked ``# wrong`` must fail.
PROBE = '''\
from narrator_app.engine import Game, Setup, legal_choices, no_such_name  # wrong


def play(game: Game) -> None:
    game.no_such_method()  # wrong
    legal_choices(game.state).no_such_field  # wrong
    Setup("godfather", ("a", "b"), {}, "one too many")  # wrong
    game.undo()
'''

ERROR = re.compile(r"^(?P<path>[^:\n]+):(?P<line>\d+): error: (?P<text>.*)$", re.M)


def facade_tables(tree: ast.Module) -> tuple[dict[str, tuple[str, str]], dict]:
    """The facade's ``_LATER`` and what its ``if TYPE_CHECKING:`` imports bind, both as
    facade name → (module under the engine, its name there)."""
    later: dict[str, tuple[str, str]] = {}
    typed: dict[str, tuple[str, str]] = {}
    for node in tree.body:
        if isinstance(node, ast.AnnAssign | ast.Assign):
            targets = node.targets if isinstance(node, ast.Assign) else [node.target]
            if any(isinstance(t, ast.Name) and t.id == "_LATER" for t in targets):
                later = ast.literal_eval(node.value)
        elif (isinstance(node, ast.If) and isinstance(node.test, ast.Name)
              and node.test.id == "TYPE_CHECKING"):
            for imp in node.body:
                assert isinstance(imp, ast.ImportFrom) and imp.level == 1, ast.dump(imp)
                for a in imp.names:
                    typed[a.asname or a.name] = (imp.module, a.name)
    return later, typed


def test_the_facade_shows_every_name_loaded_on_first_use_to_type_checkers():
    later, typed = facade_tables(ast.parse(FACADE.read_text(encoding="utf-8")))
    assert len(later) > 100  # the table was found
    missing = sorted(set(later) - set(typed))
    extra = sorted(set(typed) - set(later))
    wrong = sorted(n for n in set(later) & set(typed) if later[n] != typed[n])
    assert (missing, extra, wrong) == ([], [], []), (
        "the facade's `if TYPE_CHECKING:` imports must bind exactly the names of _LATER, "
        f"from the same place: missing {missing}, not in _LATER {extra}, elsewhere {wrong}")


@pytest.fixture(scope="module")
def mypy_errors(tmp_path_factory) -> dict[str, list[tuple[int, str]]]:
    """mypy's errors over ``narrator_app`` and the probe module, by file (posix path
    relative to the project; the probe as ``probe.py``): (line, ``path:line: message``)."""
    probe_dir = tmp_path_factory.mktemp("mypy_probe")
    probe = probe_dir / "probe.py"
    probe.write_text(PROBE, encoding="utf-8")
    out = subprocess.run(
        [sys.executable, "-m", "mypy", "--cache-dir", str(ROOT / ".mypy_cache"),
         "--no-color-output", "--no-error-summary", "narrator_app", str(probe)],
        cwd=ROOT, capture_output=True, text=True, timeout=600)
    assert out.returncode in (0, 1), f"mypy did not run:\n{out.stdout}\n{out.stderr}"
    errors: dict[str, list[tuple[int, str]]] = {}
    for m in ERROR.finditer(out.stdout):
        path = Path(m["path"])
        key = "probe.py" if path.name == "probe.py" else path.as_posix()
        errors.setdefault(key, []).append((int(m["line"]), m.group(0)))
    unread = [line for line in out.stdout.splitlines()
              if ": error:" in line and not ERROR.match(line)]
    assert not unread, unread
    return errors


def test_mypy_finds_no_error_in_the_app(mypy_errors):
    found = {path: lines for path, lines in mypy_errors.items()
             if path != "probe.py"}
    listing = "\n".join(text for lines in found.values() for _, text in lines)
    assert not found, f"{sum(map(len, found.values()))} mypy errors:\n{listing}"


def test_a_wrong_name_or_method_through_the_facade_fails_the_type_check(mypy_errors):
    wrong = [i for i, line in enumerate(PROBE.splitlines(), 1) if line.endswith("# wrong")]
    flagged = sorted({line for line, _ in mypy_errors.get("probe.py", [])})
    assert flagged == wrong, mypy_errors.get("probe.py")
