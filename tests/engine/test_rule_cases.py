"""The public rule cases, replayed by the engine.

``tests/rule_cases/<scenario>/*.yaml`` are the public cases, copied unchanged; their names and
SHA-256 sums are listed in ``tests/rule_cases/SHA256SUMS`` (``sha256sum -c SHA256SUMS`` in that
folder checks them too). The notation is ``docs/rules/game-script.md``.
"""

from __future__ import annotations

import hashlib
import os
from pathlib import Path

import pytest

from narrator_app.engine.script import run_case

CASES_DIR = Path(__file__).resolve().parents[1] / "rule_cases"
MANIFEST = CASES_DIR / "SHA256SUMS"
FILES = sorted(CASES_DIR.glob("*/*.yaml"))

#: Public cases the engine does not play yet (the ``classic`` scenario, a player who leaves
#: the table): each is expected to fail, and strict, so that a case that starts to pass makes
#: the run fail until its name is taken off this list. Names are ``<scenario>/<file>``.
NOT_YET_PLAYED: frozenset[str] = frozenset()


def _name(path: Path) -> str:
    return f"{path.parent.name}/{path.name}"


def _manifest() -> dict[str, str]:
    """``SHA256SUMS`` as {``<scenario>/<file>``: hex digest}."""
    sums: dict[str, str] = {}
    for line in MANIFEST.read_text("utf-8").splitlines():
        digest, name = line.split(maxsplit=1)
        sums[name.lstrip("*")] = digest
    return sums


def _case_param(path: Path):
    marks = []
    if _name(path) in NOT_YET_PLAYED:
        marks.append(pytest.mark.xfail(strict=True, reason="not played by the engine yet"))
    return pytest.param(path, id=_name(path), marks=marks)


@pytest.mark.parametrize("path", [_case_param(p) for p in FILES])
def test_rule_case(path: Path) -> None:
    result = run_case(path)
    assert result.passed, "\n".join(result.failures)


def test_every_public_case_is_run() -> None:
    names = {p.name for p in FILES if p.parent.name == "godfather_nostradamus"}
    assert {f"{n:02d}" for n in range(30, 36)} <= {n[:2] for n in names}
    assert len(names) == 50
    assert NOT_YET_PLAYED <= {_name(p) for p in FILES}


def test_folders_are_the_public_copies() -> None:
    """Every case file is in the manifest with its checksum, and every manifest entry is there:
    a case edited, added or lost is caught on any clone. ``RAVI_PUBLIC_CASES`` may name a
    folder of the upstream public cases (``<scenario>/*.yaml``): the manifest must then list
    exactly its files and sums, so a case published later and not copied is caught too."""
    sums = _manifest()
    here = {
        _name(p): hashlib.sha256(p.read_bytes()).hexdigest()
        for p in CASES_DIR.glob("*/*.yaml")
    }
    assert here == sums
    upstream = os.environ.get("RAVI_PUBLIC_CASES")
    if upstream:
        there = {
            _name(p): hashlib.sha256(p.read_bytes()).hexdigest()
            for p in Path(upstream).glob("*/*.yaml")
        }
        assert there, f"RAVI_PUBLIC_CASES={upstream} holds no <scenario>/*.yaml"
        assert sums == there
