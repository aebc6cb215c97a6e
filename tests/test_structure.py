"""The package's import structure, read from the source with ``ast`` (nothing is imported).

Checked on the whole of ``narrator_app``:

* no import circle between modules (a strongly connected group of two or more);
* no private name (``_name``) of one module imported or used by another;
* the printing imports nothing from the window (``ui``); the engine imports nothing from
  the window or the printing;
* the window and the printing ask only the engine's facade: ``narrator_app.engine`` (its
  ``__init__``), never a module under it, and only names the facade lists in ``__all__``;
* the facade declares its API: ``__all__`` is a literal list of names, each bound there
  (at the top, or in its table of names loaded on first use, :data:`LAZY_TABLE`).

Every import counts, also one inside a function (a late import still ties the modules), and
each entry of a package's table of names loaded on first use (``_LATER = {"name":
("module", "its name there")}``, read by the package's PEP 562 ``__getattr__``) counts as
that package importing the name from the module. The last tests run the same checks on
small packages written for them, so a checker that finds nothing cannot pass unnoticed.
"""

from __future__ import annotations

import ast
import sys
from dataclasses import dataclass, field
from pathlib import Path

import pytest

import narrator_app

ROOT = Path(narrator_app.__file__).resolve().parent
FACADE = "narrator_app.engine"
#: A package's table of names loaded on first use: ``{"name": ("module", "attribute")}``.
LAZY_TABLE = "_LATER"


@dataclass(repr=False)
class Graph:
    """Modules (dotted name → file), arrows (module → modules it imports), the private
    names used across modules (``"a.b uses c.d._x"``), and the names taken from each
    module (importer → [(module, name)])."""

    modules: dict[str, Path]
    arrows: dict[str, set[str]] = field(default_factory=dict)
    private: list[str] = field(default_factory=list)
    names: dict[str, list[tuple[str, str]]] = field(default_factory=dict)

    def __repr__(self) -> str:
        return f"Graph({len(self.modules)} modules)"


def _modules(root: Path) -> dict[str, Path]:
    out = {}
    for path in sorted(root.rglob("*.py")):
        parts = list(path.relative_to(root.parent).with_suffix("").parts)
        if parts[-1] == "__init__":
            parts = parts[:-1]
        out[".".join(parts)] = path
    return out


def _absolute(module: str, is_package: bool, level: int, name: str | None) -> str:
    """The dotted name a (relative) ``from`` import refers to."""
    if level == 0:
        return name or ""
    base = module.split(".") if is_package else module.split(".")[:-1]
    if level > 1:
        base = base[: len(base) - (level - 1)]
    return ".".join(base + ([name] if name else []))


def _private(name: str) -> bool:
    return name.startswith("_") and not name.startswith("__")


def lazy_table(tree: ast.Module) -> dict[str, tuple[str, str]] | None:
    """A package's :data:`LAZY_TABLE` (name → (module, attribute)), None when it has none
    or it is not one literal dict of such pairs (then nothing is taken as bound by it)."""
    for node in tree.body:
        if isinstance(node, ast.AnnAssign):
            target, value = node.target, node.value
        elif isinstance(node, ast.Assign) and len(node.targets) == 1:
            target, value = node.targets[0], node.value
        else:
            continue
        if not (isinstance(target, ast.Name) and target.id == LAZY_TABLE):
            continue
        if not isinstance(value, ast.Dict):
            return None
        table = {}
        for k, v in zip(value.keys, value.values, strict=True):
            if not (isinstance(k, ast.Constant) and isinstance(k.value, str)
                    and isinstance(v, ast.Tuple) and len(v.elts) == 2
                    and all(isinstance(e, ast.Constant) and isinstance(e.value, str)
                            for e in v.elts)):
                return None
            table[k.value] = (v.elts[0].value, v.elts[1].value)
        return table
    return None


def read_graph(root: Path) -> Graph:
    """The import graph of the package at ``root`` (a folder with ``__init__.py``)."""
    mods = _modules(root)
    g = Graph(mods, {m: set() for m in mods}, [], {m: [] for m in mods})

    def owner(dotted: str) -> str | None:
        while dotted and dotted not in mods:
            dotted = dotted.rpartition(".")[0]
        return dotted or None

    for mod, path in mods.items():
        is_package = path.name == "__init__.py"
        tree = ast.parse(path.read_text(encoding="utf-8"), str(path))
        aliases: dict[str, str] = {}  # a local name bound to one of the package's modules
        for node in ast.walk(tree):
            if isinstance(node, ast.Import):
                for a in node.names:
                    target = owner(a.name)
                    if target is None:
                        continue
                    g.arrows[mod].add(target)
                    if a.asname and a.name in mods:
                        aliases[a.asname] = a.name
            elif isinstance(node, ast.ImportFrom):
                base = _absolute(mod, is_package, node.level, node.module)
                for a in node.names:
                    sub = f"{base}.{a.name}"
                    if sub in mods:  # ``from pkg import module``
                        g.arrows[mod].add(sub)
                        aliases[a.asname or a.name] = sub
                        continue
                    target = owner(base)
                    if target is None:
                        continue
                    if target != mod:
                        g.arrows[mod].add(target)
                    g.names[mod].append((target, a.name))
                    if _private(a.name) and target != mod:
                        g.private.append(f"{mod} imports {target}.{a.name}")
        for node in ast.walk(tree):
            if (
                isinstance(node, ast.Attribute)
                and isinstance(node.value, ast.Name)
                and node.value.id in aliases
            ):
                target = aliases[node.value.id]
                g.names[mod].append((target, node.attr))
                if _private(node.attr) and target != mod:
                    g.private.append(f"{mod} uses {target}.{node.attr}")
        if is_package:  # names loaded on first use: the package imports them too
            for _name, (sub, attr) in (lazy_table(tree) or {}).items():
                target = owner(f"{mod}.{sub}")
                if target is None:
                    continue
                g.arrows[mod].add(target)
                g.names[mod].append((target, attr))
                if _private(attr) and target != mod:
                    g.private.append(f"{mod} imports {target}.{attr}")
        g.arrows[mod].discard(mod)
    g.private = sorted(set(g.private))
    return g


def circles(arrows: dict[str, set[str]]) -> list[list[str]]:
    """The import circles: each strongly connected group of two or more modules, sorted
    (Tarjan's algorithm, without recursion)."""
    index: dict[str, int] = {}
    low: dict[str, int] = {}
    stack: list[str] = []
    on_stack: set[str] = set()
    found: list[list[str]] = []
    counter = 0
    for start in sorted(arrows):
        if start in index:
            continue
        work = [(start, iter(sorted(arrows[start])))]
        index[start] = low[start] = counter
        counter += 1
        stack.append(start)
        on_stack.add(start)
        while work:
            v, it = work[-1]
            w = next(it, None)
            if w is not None:
                if w not in arrows:
                    continue
                if w not in index:
                    index[w] = low[w] = counter
                    counter += 1
                    stack.append(w)
                    on_stack.add(w)
                    work.append((w, iter(sorted(arrows[w]))))
                elif w in on_stack:
                    low[v] = min(low[v], index[w])
                continue
            work.pop()
            if work:
                parent = work[-1][0]
                low[parent] = min(low[parent], low[v])
            if low[v] == index[v]:
                group = []
                while True:
                    w = stack.pop()
                    on_stack.discard(w)
                    group.append(w)
                    if w == v:
                        break
                if len(group) > 1:
                    found.append(sorted(group))
    return sorted(found)


def _under(module: str, prefix: str) -> bool:
    return module == prefix or module.startswith(prefix + ".")


def forbidden(g: Graph, source: str, target: str) -> list[str]:
    """Every arrow from a module under ``source`` to a module under ``target``."""
    return sorted(
        f"{m} -> {t}"
        for m, ts in g.arrows.items()
        if _under(m, source)
        for t in ts
        if _under(t, target)
    )


def past_the_facade(g: Graph, source: str, facade: str) -> list[str]:
    """Arrows from a module under ``source`` into a module under ``facade`` other than the
    facade itself."""
    return [a for a in forbidden(g, source, facade) if a.split(" -> ")[1] != facade]


def _module_getattr(tree: ast.Module) -> bool:
    """Whether the module defines ``__getattr__`` (PEP 562): a function of that name at the
    top, or a top-level function bound to that name in an ``if not TYPE_CHECKING:`` block
    (hidden from type checkers, which then read the block's ``TYPE_CHECKING`` imports)."""
    functions = {n.name for n in tree.body if isinstance(n, ast.FunctionDef)}
    if "__getattr__" in functions:
        return True
    for node in tree.body:
        if (isinstance(node, ast.If) and isinstance(node.test, ast.UnaryOp)
                and isinstance(node.test.op, ast.Not) and isinstance(node.test.operand, ast.Name)
                and node.test.operand.id == "TYPE_CHECKING"):
            for n in node.body:
                if (isinstance(n, ast.Assign) and len(n.targets) == 1
                        and isinstance(n.targets[0], ast.Name)
                        and n.targets[0].id == "__getattr__"
                        and isinstance(n.value, ast.Name) and n.value.id in functions):
                    return True
    return False


def declared_api(init: Path) -> tuple[list[str] | None, set[str], bool]:
    """A facade's ``__all__`` (None unless it is one literal list or tuple of strings),
    the names its module binds at the top (with those of its :data:`LAZY_TABLE` when it
    also defines the module ``__getattr__`` that reads it), and whether it uses
    ``import *``."""
    tree = ast.parse(init.read_text(encoding="utf-8"))
    all_: list[str] | None = None
    bound: set[str] = set()
    star = False
    table = lazy_table(tree)
    if table is not None and _module_getattr(tree):
        bound.update(table)
    for node in tree.body:
        if isinstance(node, ast.ImportFrom):
            for a in node.names:
                if a.name == "*":
                    star = True
                bound.add(a.asname or a.name)
        elif isinstance(node, ast.Import):
            for a in node.names:
                bound.add(a.asname or a.name.split(".")[0])
        elif isinstance(node, (ast.FunctionDef, ast.ClassDef)):
            bound.add(node.name)
        elif isinstance(node, ast.Assign):
            for t in node.targets:
                if isinstance(t, ast.Name):
                    bound.add(t.id)
                    if t.id == "__all__":
                        value = node.value
                        if isinstance(value, (ast.List, ast.Tuple)) and all(
                            isinstance(e, ast.Constant) and isinstance(e.value, str)
                            for e in value.elts
                        ):
                            all_ = [e.value for e in value.elts]
        elif isinstance(node, (ast.AugAssign, ast.AnnAssign)):
            if isinstance(node.target, ast.Name) and node.target.id == "__all__":
                all_ = None  # built up or annotated: not one plain declaration
    return all_, bound, star


def names_past_the_api(g: Graph, source: str, facade: str, api: list[str]) -> list[str]:
    """Names that modules under ``source`` take from ``facade`` without it listing them."""
    return sorted(
        f"{m} takes {facade}.{name}"
        for m, taken in g.names.items()
        if _under(m, source)
        for target, name in taken
        if target == facade and name not in api
    )


# ---------------------------------------------------------------------------------------
# the project
# ---------------------------------------------------------------------------------------
@pytest.fixture(scope="module")
def graph() -> Graph:
    return read_graph(ROOT)


def test_no_import_circles(graph):
    found = circles(graph.arrows)
    assert found == [], "import circles: " + "; ".join(" <-> ".join(c) for c in found)


def test_no_private_name_crosses_modules(graph):
    assert graph.private == []


def test_printing_imports_nothing_from_the_window(graph):
    assert forbidden(graph, "narrator_app.printing", "narrator_app.ui") == []


def test_engine_imports_neither_window_nor_printing(graph):
    assert forbidden(graph, "narrator_app.engine", "narrator_app.ui") == []
    assert forbidden(graph, "narrator_app.engine", "narrator_app.printing") == []
    assert forbidden(graph, "narrator_app.engine", "narrator_app.fonts") == []


@pytest.mark.parametrize("side", ["narrator_app.ui", "narrator_app.printing"])
def test_window_and_printing_ask_only_the_facade(graph, side):
    assert past_the_facade(graph, side, FACADE) == []
    api, _bound, _star = declared_api(graph.modules[FACADE])
    assert api is not None
    assert names_past_the_api(graph, side, FACADE, api) == []


def test_facade_declares_its_api(graph):
    api, bound, star = declared_api(graph.modules[FACADE])
    assert not star, "the facade lists its names; no import *"
    assert api is not None, "__all__ is one literal list of names"
    assert len(api) == len(set(api))
    assert sorted(set(api) - bound) == []
    # and the list is what Python sees
    import narrator_app.engine as engine

    assert engine.__all__ == api
    assert all(hasattr(engine, name) for name in api)
    # each name loaded on first use is in the API and is its module's own object
    import importlib

    table = lazy_table(ast.parse(graph.modules[FACADE].read_text(encoding="utf-8")))
    assert table, "the facade's table of names loaded on first use is read"
    assert sorted(set(table) - set(api)) == []
    for name, (module, attr) in table.items():
        source = importlib.import_module(f"{FACADE}.{module}")
        assert getattr(engine, name) is getattr(source, attr), name


# ---------------------------------------------------------------------------------------
# the checker itself, on packages written for the purpose
# ---------------------------------------------------------------------------------------
def _package(tmp_path: Path, files: dict[str, str]) -> Path:
    root = tmp_path / "pkg"
    for rel, text in files.items():
        path = root / rel
        path.parent.mkdir(parents=True, exist_ok=True)
        path.write_text(text, encoding="utf-8")
    for folder in [root, *[p for p in root.rglob("*") if p.is_dir()]]:
        (folder / "__init__.py").touch()
    return root


def test_checker_finds_circles_private_names_and_forbidden_arrows(tmp_path):
    root = _package(
        tmp_path,
        {
            "engine/__init__.py": "from .rules import shoot\n__all__ = ['shoot']\n",
            "engine/rules.py": "from . import cards\n\ndef shoot(): ...\n\ndef _leave(): ...\n",
            "engine/cards.py": "def draw():\n    from .siblings import check\n",
            "engine/siblings.py": "from .rules import _leave\nfrom . import rules\n"
            "x = rules._leave\n\ndef check(): ...\n",
            "engine/talk.py": "from pkg.ui.seat import ring\n",
            "ui/seat.py": "from pkg.engine import shoot\nfrom pkg.engine.rules import shoot\n"
            "import pkg.engine.cards\n\ndef ring(): ...\n",
            "ui/panel.py": "from pkg.engine import secret, shoot\n"
            "import pkg.engine as e\ne.hidden\n",
            "printing/sheet.py": "def f():\n    from ..ui.seat import ring\n",
        },
    )
    g = read_graph(root)
    assert circles(g.arrows) == [["pkg.engine.cards", "pkg.engine.rules", "pkg.engine.siblings"]]
    assert g.private == [
        "pkg.engine.siblings imports pkg.engine.rules._leave",
        "pkg.engine.siblings uses pkg.engine.rules._leave",
    ]
    assert forbidden(g, "pkg.printing", "pkg.ui") == ["pkg.printing.sheet -> pkg.ui.seat"]
    assert forbidden(g, "pkg.engine", "pkg.ui") == ["pkg.engine.talk -> pkg.ui.seat"]
    assert past_the_facade(g, "pkg.ui", "pkg.engine") == [
        "pkg.ui.seat -> pkg.engine.cards",
        "pkg.ui.seat -> pkg.engine.rules",
    ]
    api, _bound, _star = declared_api(g.modules["pkg.engine"])
    assert api == ["shoot"]
    assert names_past_the_api(g, "pkg.ui", "pkg.engine", api) == [
        "pkg.ui.panel takes pkg.engine.hidden",
        "pkg.ui.panel takes pkg.engine.secret",
    ]


def test_checker_passes_a_clean_package_and_flags_a_loose_facade(tmp_path):
    root = _package(
        tmp_path,
        {
            "engine/__init__.py": "from .rules import *\nfrom .rules import shoot\n"
            "__all__ = ['shoot', 'missing']\n__all__ += ['more']\n",
            "engine/rules.py": "def shoot(): ...\n",
            "ui/seat.py": "from pkg.engine import shoot\n",
            "printing/sheet.py": "from pkg.engine import shoot\n",
        },
    )
    g = read_graph(root)
    assert circles(g.arrows) == []
    assert g.private == []
    assert forbidden(g, "pkg.printing", "pkg.ui") == []
    assert past_the_facade(g, "pkg.ui", "pkg.engine") == []
    api, bound, star = declared_api(g.modules["pkg.engine"])
    assert star and api is None  # built up with +=: not one declaration
    (root / "engine" / "__init__.py").write_text(
        "from .rules import shoot\n__all__ = ['shoot', 'missing']\n", encoding="utf-8"
    )
    api, bound, star = declared_api(root / "engine" / "__init__.py")
    assert not star and api == ["shoot", "missing"] and set(api) - bound == {"missing"}


def test_checker_reads_a_table_of_names_loaded_on_first_use(tmp_path):
    """A facade whose names are loaded on first use (PEP 562): its table binds them, ties
    the facade to their modules (a circle through it is found), and a private name in it
    is found like one imported."""
    lazy = (
        "from .rules import shoot\n"
        "_LATER = {'draw': ('cards', 'draw'), 'leave': ('rules', '_leave')}\n"
        "def __getattr__(name):\n    ...\n"
        "__all__ = ['shoot', 'draw', 'leave']\n"
    )
    root = _package(
        tmp_path,
        {
            "engine/__init__.py": lazy,
            "engine/rules.py": "def shoot(): ...\n\ndef _leave(): ...\n",
            "engine/cards.py": "import pkg.engine\n\ndef draw(): ...\n",
            "ui/seat.py": "from pkg.engine import draw, shoot\n",
        },
    )
    g = read_graph(root)
    assert g.arrows["pkg.engine"] == {"pkg.engine.cards", "pkg.engine.rules"}
    assert circles(g.arrows) == [["pkg.engine", "pkg.engine.cards"]]
    assert g.private == ["pkg.engine imports pkg.engine.rules._leave"]
    api, bound, star = declared_api(root / "engine" / "__init__.py")
    assert api == ["shoot", "draw", "leave"] and set(api) <= bound
    # without the module __getattr__ that reads it, the table binds nothing
    (root / "engine" / "__init__.py").write_text(
        lazy.replace("def __getattr__(name):\n    ...\n", ""), encoding="utf-8"
    )
    api, bound, star = declared_api(root / "engine" / "__init__.py")
    assert set(api) - bound == {"draw", "leave"}
    # the same function hidden from type checkers (``if not TYPE_CHECKING:``) binds them too
    hidden = ("def _load(name):\n    ...\n"
              "if not TYPE_CHECKING:\n    __getattr__ = _load\n")
    (root / "engine" / "__init__.py").write_text(
        lazy.replace("def __getattr__(name):\n    ...\n", hidden), encoding="utf-8"
    )
    api, bound, star = declared_api(root / "engine" / "__init__.py")
    assert set(api) <= bound
    (root / "engine" / "__init__.py").write_text(  # bound to no function of the module
        lazy.replace("def __getattr__(name):\n    ...\n", hidden.replace("= _load", "= len")),
        encoding="utf-8")
    api, bound, star = declared_api(root / "engine" / "__init__.py")
    assert set(api) - bound == {"draw", "leave"}
    # nor does a table that is not one literal dict of (module, name) pairs
    (root / "engine" / "__init__.py").write_text(
        lazy.replace("('cards', 'draw')", "'cards'"), encoding="utf-8"
    )
    api, bound, star = declared_api(root / "engine" / "__init__.py")
    assert set(api) - bound == {"draw", "leave"}
    assert names_past_the_api(g, "pkg.ui", "pkg.engine", api) == []


def test_circles_finds_each_group_once():
    arrows = {"a": {"b"}, "b": {"c"}, "c": {"a", "d"}, "d": {"e"}, "e": {"d"}, "f": set()}
    assert circles(arrows) == [["a", "b", "c"], ["d", "e"]]
    # a long chain does not hit the recursion limit
    n = sys.getrecursionlimit() + 100
    chain = {f"m{i}": {f"m{i + 1}"} for i in range(n)}
    chain[f"m{n}"] = {"m0"}
    assert len(circles(chain)[0]) == n + 1


# ---------------------------------------------------------------------------------------
# the engine's size limits (issue 21): no function over 60 lines, none of cyclomatic
# complexity over 15 (ruff's C901, ``[tool.ruff.lint.mccabe]`` in pyproject.toml). The
# functions still over a limit are listed with their size today: a listed one may only
# shrink (and leaves the list once within the limit), and no other may pass a limit.
# ---------------------------------------------------------------------------------------
ENGINE = ROOT / "engine"
MAX_LINES = 60

#: Engine functions still over 60 lines: (file under engine/, function) → its lines today.
LONG_FUNCTIONS: dict[tuple[str, str], int] = {}

#: Engine functions still of complexity over 15: (file under engine/, function) → today's.
COMPLEX_FUNCTIONS: dict[tuple[str, str], int] = {}


def function_lengths(folder: Path) -> dict[tuple[str, str], int]:
    """Every function (and method) under ``folder``: (file, name) → its lines, the
    docstring included."""
    out: dict[tuple[str, str], int] = {}
    for path in sorted(folder.rglob("*.py")):
        tree = ast.parse(path.read_text(encoding="utf-8"))
        for node in ast.walk(tree):
            if isinstance(node, ast.FunctionDef | ast.AsyncFunctionDef):
                key = (path.relative_to(folder).as_posix(), node.name)
                out[key] = max(out.get(key, 0), node.end_lineno - node.lineno + 1)
    return out


def over_limit(found: dict[tuple[str, str], int], limit: int,
               known: dict[tuple[str, str], int]) -> list[str]:
    """What breaks the ratchet: a function over ``limit`` not in ``known`` or grown past
    its listed size, and a listed one now within the limit (take it off the list)."""
    faults = [f"{f}:{name} has {n} (limit {limit})" for (f, name), n in sorted(found.items())
              if n > limit and n > known.get((f, name), limit)]
    faults += [f"{f}:{name} is within the limit now: take it off the list"
               for (f, name) in sorted(known) if found.get((f, name), 0) <= limit]
    return faults


def test_no_engine_function_over_60_lines() -> None:
    assert over_limit(function_lengths(ENGINE), MAX_LINES, LONG_FUNCTIONS) == []


def ruff_complexity(folder: Path) -> dict[tuple[str, str], int]:
    """ruff's C901 over ``folder`` with the project's settings: (file, function) → its
    complexity, for each function over ``max-complexity``."""
    import json
    import re
    import shutil
    import subprocess

    ruff = shutil.which("ruff") or str(Path(sys.executable).with_name("ruff"))
    out = subprocess.run(
        [ruff, "check", "--select", "C901", "--output-format", "json", "--exit-zero",
         str(folder)], cwd=ROOT.parent, capture_output=True, text=True, timeout=120)
    assert out.returncode == 0, out.stderr
    found = {}
    for item in json.loads(out.stdout):
        m = re.match(r"`(\w+)` is too complex \((\d+) > (\d+)\)", item["message"])
        assert m is not None, item["message"]
        assert m.group(3) == "15", "the limit is pyproject.toml's max-complexity = 15"
        rel = Path(item["filename"]).resolve().relative_to(folder).as_posix()
        found[(rel, m.group(1))] = int(m.group(2))
    return found


def test_no_engine_function_of_complexity_over_15() -> None:
    assert over_limit(ruff_complexity(ENGINE), 15, COMPLEX_FUNCTIONS) == []


def test_ruff_finds_nothing_in_the_project() -> None:
    """ruff with the project's rules (``[tool.ruff.lint]``: pycodestyle, pyflakes, isort,
    bugbear, pyupgrade) over the whole checkout: the app, its tests, the benchmarks and the
    packaging scripts. Only the engine's complexity was checked before (above); a line too
    long had landed in a test unseen."""
    import shutil
    import subprocess

    ruff = shutil.which("ruff") or str(Path(sys.executable).with_name("ruff"))
    out = subprocess.run([ruff, "check", "--output-format", "concise", "."], cwd=ROOT.parent,
                         capture_output=True, text=True, timeout=120)
    assert out.returncode == 0, out.stdout + out.stderr


def test_the_limits_catch_a_long_and_a_complex_function(tmp_path: Path) -> None:
    body = "".join(f"    if x == {i}:\n        return {i}\n" for i in range(40))
    (tmp_path / "big.py").write_text(f"def big(x):\n{body}    return -1\n", encoding="utf-8")
    assert function_lengths(tmp_path) == {("big.py", "big"): 82}
    assert over_limit(function_lengths(tmp_path), MAX_LINES, {}) == [
        "big.py:big has 82 (limit 60)"]
    assert ruff_complexity(tmp_path) == {("big.py", "big"): 41}


# ---------------------------------------------------------------------------------------
# the window and the printing hold no role id or ability kind name (issue 21): they ask the
# engine (signals, trackers, undo confirmation by the role's kind). The literals still
# there are listed with why; the list may only shrink.
# ---------------------------------------------------------------------------------------
#: (file under narrator_app/, literal) → how many times it may still appear, and why.
NAMES_LEFT = {
    # the game script's day step key ``mayor`` (the engine's day_key maps a Mayor-kind
    # role's id to it); the day panel's layout is another issue's
    ("ui/day_extras.py", "mayor"): 14,
    ("ui/day_panel.py", "mayor"): 3,
    # house-rule groups named after the seeds' roles (scoping house rules by kind: the
    # scenario file's version 2)
    ("ui/house_rules_dialog.py", "constantine"): 2,
    ("ui/house_rules_dialog.py", "doctor"): 2,
    ("ui/house_rules_dialog.py", "leon"): 2,
    # the ring's token for Leon's shot is named after the kind (the token's label should be
    # the role's name)
    ("ui/texts.py", "leon"): 1,
    # the game script's action word ``block`` (the Matador's and the magician's step, an
    # option's label) is also the name of the general kind ``block`` (club_scenarios 9.3)
    ("ui/texts.py", "block"): 1,
    # not kind names: the general kinds ``save`` and ``inquiry`` (club_scenarios 9) are
    # spelt like the game script's action word ``save`` (the key of an option's label) and
    # the English source text «inquiry» of the ``inquired`` token's label
    ("ui/texts.py", "save"): 1,
    ("ui/texts.py", "inquiry"): 1,
    # likewise ``shoot`` (club_scenarios 9.1): the game script's action word (Leon's value)
    ("ui/texts.py", "shoot"): 1,
}


def role_and_kind_names() -> set[str]:
    """Every ability kind's name and every role id of the shipped scenario files."""
    import tomllib

    from narrator_app.engine.abilities import kind_names

    names = set(kind_names())
    for path in (ROOT.parent / "scenarios").glob("*.toml"):
        data = tomllib.loads(path.read_text(encoding="utf-8"))
        names |= {r["id"] for r in data.get("roles", [])}
    return names


def name_literals(folder: Path, names: set[str]) -> dict[tuple[str, str], int]:
    """(file under ``folder``'s parent, literal) → how many string literals in the file's
    code equal one of ``names`` (docstrings aside)."""
    from collections import Counter

    found: Counter[tuple[str, str]] = Counter()
    for path in sorted(folder.rglob("*.py")):
        tree = ast.parse(path.read_text(encoding="utf-8"))
        prose = {id(n.value) for n in ast.walk(tree) if isinstance(n, ast.Expr)}
        for node in ast.walk(tree):
            if isinstance(node, ast.Constant) and isinstance(node.value, str) and (
                    node.value in names and id(node) not in prose):
                found[(path.relative_to(folder.parent).as_posix(), node.value)] += 1
    return dict(found)


def test_window_and_printing_hold_no_role_or_kind_name() -> None:
    names = role_and_kind_names()
    found = {**name_literals(ROOT / "ui", names), **name_literals(ROOT / "printing", names)}
    grown = {k: n for k, n in found.items() if n > NAMES_LEFT.get(k, 0)}
    assert grown == {}, "ask the engine (the role's kind), not a role id or kind name"
    gone = {k: n for k, n in NAMES_LEFT.items() if found.get(k, 0) < n}
    assert gone == {}, "fewer now: lower NAMES_LEFT"


def test_the_name_scan_finds_a_kind_name(tmp_path: Path) -> None:
    pkg = tmp_path / "ui"
    pkg.mkdir()
    (pkg / "panel.py").write_text('def f(k):\n    """detective"""\n    return k == "detective"\n',
                                  encoding="utf-8")
    assert name_literals(pkg, {"detective"}) == {("ui/panel.py", "detective"): 1}


# ---------------------------------------------------------------------------------------
# the engine holds no role id or ability kind name outside the kind's own module (issue 21
# design point 1): a string literal equal to a kind's name or a shipped role id may stand
# only in the module named after it (``abilities/zodiac.py`` says ``"zodiac"``). Those left
# elsewhere are words the game script, the night's stages or a parameter share with a kind
# or a role, counted here by file with why; a count may not grow, and shrinks with the code.
# ---------------------------------------------------------------------------------------
#: (file under narrator_app/, literal) → how many times it stands outside its kind's module.
ENGINE_NAMES_LEFT = {
    # -- the night's stages (registry.NIGHT_STAGE_NAMES, night.NIGHT_STAGES, a kind's
    # ``stage``) named as rules_spec 3.1.4 names them, several after the kind acting there
    ("engine/abilities/registry.py", "convert"): 1,
    ("engine/night.py", "convert"): 1,
    ("engine/night.py", "block"): 1,
    ("engine/night.py", "save"): 1,
    ("engine/night.py", "shoot"): 1,
    ("engine/night.py", "inquiry"): 1,
    ("engine/abilities/citizen_kane.py", "inquiry"): 1,
    ("engine/abilities/reflect.py", "block"): 1,
    ("engine/abilities/tamper_inquiry.py", "block"): 1,
    ("engine/abilities/protect_from.py", "save"): 1,
    ("engine/abilities/inherit_role.py", "save"): 1,
    ("engine/abilities/give_bullet.py", "shoot"): 2,  # the stage and its verb (below)
    ("engine/abilities/retaliate.py", "shoot"): 2,  # the stage and its verb (below)
    ("engine/abilities/shoot.py", "night_shot"): 2,  # the Zodiac's ``stage`` (its Literal
    # value) and the kind's further stage (ZS32)
    ("engine/abilities/zodiac.py", "night_shot"): 1,  # his params' ``stage`` (ZS32)
    # -- the day's fixed procedure: its stage ``day_power`` (day.DAY_PROCEDURE, the stages
    # the representatives' vote replaces)
    ("engine/day.py", "day_power"): 2,
    ("engine/abilities/representatives.py", "day_power"): 1,
    # -- the game script's words: the day key ``mayor`` (the Mayor-kind role's decision,
    # day_power.DECIDE_KEY; the day's step lists, its shape, its options; the exit's cause
    # and a refusal's detail), a step's value key ``shoot`` (the city's shot, the revenge,
    # the Zodiac's shot, the bullet given), and the ``detective`` key's shape checked without
    # the role's kind (a day-phase step of that key); give_bullet's and retaliate's verb
    # ``shoot`` counted with their stage above
    ("engine/abilities/day_power.py", "mayor"): 3,
    ("engine/abilities/representatives.py", "mayor"): 1,
    ("engine/abilities/trust_gun.py", "mayor"): 1,
    ("engine/choices.py", "mayor"): 2,
    ("engine/day.py", "mayor"): 2,
    ("engine/queries.py", "mayor"): 1,
    ("engine/shapes.py", "mayor"): 1,
    ("engine/table.py", "mayor"): 1,
    ("engine/talk.py", "mayor"): 1,
    # the game script's announcement tokens of club_scenarios 1.6 the table hears, spelt as
    # the role ``nato`` and the kind ``immune``: the players' display's list, and NATO's
    # guess said at night (CF50)
    ("engine/talk.py", "immune"): 1,
    ("engine/talk.py", "nato"): 1,
    ("engine/morning.py", "nato"): 1,
    ("engine/shapes.py", "detective"): 1,
    ("engine/abilities/revenge_on_exit.py", "shoot"): 10,
    ("engine/abilities/zodiac.py", "shoot"): 1,
    # the seeds' bosses' older form in their modules (GN32, as the Zodiac's): the Godfather
    # and Al Capone are read as ``night_shot`` (RETIRED_KINDS), the sixth sense as his
    # card's ``guess_role`` option
    ("engine/abilities/godfather.py", "night_shot"): 1,
    ("engine/abilities/godfather.py", "guess_role"): 1,
    ("engine/abilities/al_capone.py", "night_shot"): 1,
    # -- what the team's shot fails on and what a save stops (night_shot's ``fails_on``,
    # save's ``stops``, armour's ``against``, immune's ``to``, inherit_role's ``immunity``,
    # protect_from's ``against``): the params' ``Literal[...]`` values name the kinds or
    # the shots, with their defaults and the tests of them; the team's step's part kinds
    # (night_shot's ``Literal["guess_role", "convert", "move_vote"]``), what a conversion
    # makes of its target (convert's ``result``, the ``simple_mafia`` kind)
    ("engine/abilities/night_shot.py", "save"): 4,
    ("engine/abilities/night_shot.py", "immune"): 3,
    ("engine/abilities/night_shot.py", "armour"): 3,
    ("engine/abilities/night_shot.py", "guess_role"): 1,
    ("engine/abilities/night_shot.py", "convert"): 1,
    ("engine/abilities/night_shot.py", "move_vote"): 1,
    ("engine/abilities/save.py", "night_shot"): 3,
    ("engine/abilities/save.py", "shoot"): 2,
    ("engine/abilities/armour.py", "night_shot"): 2,
    ("engine/abilities/immune.py", "night_shot"): 3,
    ("engine/abilities/inherit_role.py", "night_shot"): 2,
    ("engine/abilities/protect_from.py", "block"): 2,
    ("engine/night.py", "night_shot"): 2,  # a stage above and the shot a shield is against
    ("engine/abilities/convert.py", "simple_mafia"): 2,
    # -- counter names and their words: the heir's ``immune`` counter, the ``armour`` way
    # of showing a vest or armour (counter_words), the guard's armour counter's param name
    ("engine/abilities/inherit_role.py", "immune"): 5,  # 4 the counter's, 1 ``fails_on``
    ("engine/counter_words.py", "immune"): 3,
    ("engine/counter_words.py", "armour"): 4,
    ("engine/abilities/protect_from.py", "armour"): 1,
    # -- ring token ids and their words (tokens.TOKEN_TEXT; the seeds' shot token ``leon``
    # named after Leon, shoot.SEED_TOKEN; the sixth sense's ``nato`` announcement)
    ("engine/tokens.py", "leon"): 1,
    ("engine/tokens.py", "zodiac"): 1,
    ("engine/tokens.py", "nato"): 1,
    ("engine/tokens.py", "guess_role"): 1,
    ("engine/tokens.py", "inquiry"): 1,  # the English word of the ``inquired`` token
    ("engine/abilities/shoot.py", "leon"): 1,
    ("engine/abilities/guess_role.py", "nato"): 2,
    # -- private signals named after the role told (the game script's ``private`` keys):
    # the witch's victim, the commando's, the heir's answer
    ("engine/abilities/potion.py", "witch"): 1,
    ("engine/abilities/retaliate.py", "commando"): 1,
    ("engine/abilities/inherit_role.py", "heir"): 2,
    # -- a kind registered by a module of its family: ``reads_as`` with the inquiry, the
    # delayed poison's hooks serving the ``potion`` kind
    ("engine/abilities/inquiry.py", "reads_as"): 1,
    ("engine/abilities/inquiry.py", "wake_link"): 1,  # ``reads_as``'s ``to`` word (9.4: a
    # card reads to the inquiries or to a wake_link's link), the value a file writes
    ("engine/abilities/delayed_poison.py", "potion"): 1,
    # -- the boundary: the registry's table of retired kinds (RETIRED_KINDS), where an older
    # file's role id or kind becomes its general kind with the seeds' params (the Matador's
    # verb ``block``, Dr Lecter's ``stops``, the die-hard's ``against``); a stage above too
    ("engine/abilities/registry.py", "dr_watson"): 1,
    ("engine/abilities/registry.py", "doctor"): 1,
    ("engine/abilities/registry.py", "dr_lecter"): 1,
    ("engine/abilities/registry.py", "detective"): 1,
    ("engine/abilities/registry.py", "ocean"): 1,
    ("engine/abilities/registry.py", "mayor"): 1,
    ("engine/abilities/registry.py", "matador"): 1,
    ("engine/abilities/registry.py", "magician"): 1,
    ("engine/abilities/registry.py", "die_hard"): 1,
    ("engine/abilities/registry.py", "joker"): 1,
    ("engine/abilities/registry.py", "gunner"): 1,
    ("engine/abilities/registry.py", "save"): 4,  # 3 retired kinds' + the stage
    ("engine/abilities/registry.py", "inquiry"): 2,  # the detective's, the stage
    ("engine/abilities/registry.py", "wake_link"): 1,
    ("engine/abilities/registry.py", "day_power"): 1,
    ("engine/abilities/registry.py", "block"): 5,  # 2 retired kinds', 2 verbs, the stage
    ("engine/abilities/registry.py", "armour"): 1,
    ("engine/abilities/registry.py", "tamper_inquiry"): 1,
    ("engine/abilities/registry.py", "give_guns"): 1,
    ("engine/abilities/registry.py", "shoot"): 3,  # Dr Lecter's ``stops``, the stage and
    # the older files' ``save_blocks_leon`` named in a save role's params (NAMED_RULES, LN13)
    ("engine/abilities/registry.py", "night_shot"): 5,  # the die-hard's ``against``, the
    # stage, NAMED_RULES' two ``stops`` values (LN13) and Dr Lecter's ``stops`` (CF57-19)
    # the older files' ``detective_zodiac_result`` laid over each ``inquiry`` role's reading
    # of the Zodiac (LAID_RULES, LN13-2: the boundary where an older file's form becomes a
    # binding), with his older form in his module (ZS32)
    ("engine/abilities/zodiac.py", "inquiry"): 1,
    # -- the section-7 house rules (rules_spec 6.10): their groups named after the seeds'
    # roles (the dialog's sections); scoping them by kind is the scenario file's version 2
    ("engine/house_rules.py", "leon"): 5,
    ("engine/house_rules.py", "doctor"): 2,
    ("engine/house_rules.py", "constantine"): 1,
    # -- the random-game simulator: the ``zodiac`` scenario's id, and a seed role's step
    # key tried by day (a step the engine must refuse)
    ("engine/simulate.py", "zodiac"): 1,
    ("engine/simulate.py", "leon"): 1,
}


def engine_name_literals(folder: Path, names: set[str]) -> dict[tuple[str, str], int]:
    """:func:`name_literals` of the engine at ``folder``, less each literal standing in the
    module named after it (the kind's own: ``abilities/zodiac.py``'s ``"zodiac"``)."""
    return {(f, lit): n for (f, lit), n in name_literals(folder, names).items()
            if Path(f).stem != lit}


def test_engine_holds_no_role_or_kind_name_outside_its_module() -> None:
    found = engine_name_literals(ROOT / "engine", role_and_kind_names())
    grown = {k: n for k, n in found.items() if n > ENGINE_NAMES_LEFT.get(k, 0)}
    assert grown == {}, "ask the kind (a hook, its module's NAME), not a role id or kind name"
    gone = {k: n for k, n in ENGINE_NAMES_LEFT.items() if found.get(k, 0) < n}
    assert gone == {}, "fewer now: lower ENGINE_NAMES_LEFT"


def test_the_engine_scan_finds_a_name_outside_its_module(tmp_path: Path) -> None:
    pkg = tmp_path / "engine"
    (pkg / "abilities").mkdir(parents=True)
    (pkg / "abilities" / "toy.py").write_text('NAME = "toy"\n', encoding="utf-8")
    (pkg / "night.py").write_text(
        'def f(k):\n    """toy"""\n    return k == "toy" or k in ("doctor",)\n',
        encoding="utf-8")
    assert engine_name_literals(pkg, {"toy", "doctor"}) == {
        ("engine/night.py", "toy"): 1, ("engine/night.py", "doctor"): 1}


def conftest_imports(folder: Path) -> list[str]:
    """``file:line`` of every import of a ``conftest`` module by a test module under
    ``folder`` (a conftest may import; a test module takes fixtures from pytest and shared
    helpers from a named module, issue 21)."""
    found = []
    for path in sorted(folder.rglob("*.py")):
        if path.name == "conftest.py":
            continue
        for node in ast.walk(ast.parse(path.read_text("utf-8"))):
            names = ([a.name for a in node.names] if isinstance(node, ast.Import)
                     else [node.module or ""] if isinstance(node, ast.ImportFrom) else [])
            if any(n == "conftest" or n.endswith(".conftest") for n in names):
                found.append(f"{path.relative_to(folder)}:{node.lineno}")
    return found


def test_window_tests_import_nothing_from_conftest() -> None:
    assert conftest_imports(Path(__file__).resolve().parent / "ui") == []


def test_the_conftest_scan_finds_an_import(tmp_path: Path) -> None:
    (tmp_path / "conftest.py").write_text("import conftest\n")
    (tmp_path / "test_a.py").write_text("def f():\n    from conftest import Table\n")
    (tmp_path / "test_b.py").write_text("import tests.ui.conftest as c\n")
    (tmp_path / "test_c.py").write_text("from desk_driver import Table\n")
    assert conftest_imports(tmp_path) == ["test_a.py:2", "test_b.py:1"]
