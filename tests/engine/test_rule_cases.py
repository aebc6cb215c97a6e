"""The public rule cases, copied unchanged from shared/rule-cases, replayed by the engine."""

from __future__ import annotations

from pathlib import Path

import pytest

from narrator_app.engine.script import run_case

CASES_DIR = Path(__file__).resolve().parents[1] / "rule_cases"
FILES = sorted(CASES_DIR.glob("*/*.yaml"))


@pytest.mark.parametrize("path", FILES, ids=lambda p: f"{p.parent.name}/{p.name}")
def test_rule_case(path: Path) -> None:
    result = run_case(path)
    assert result.passed, "\n".join(result.failures)


def test_every_public_case_is_run() -> None:
    names = {p.name for p in FILES if p.parent.name == "godfather_nostradamus"}
    assert {f"{n:02d}" for n in range(30, 36)} <= {n[:2] for n in names}
    assert len(names) == 49


def test_folders_are_the_shared_copies() -> None:
    shared = Path(__file__).resolve().parents[3] / "shared" / "rule-cases"
    if not shared.is_dir():
        pytest.skip("shared/ is not beside the checkout")
    for folder in (CASES_DIR).iterdir():
        for f in (shared / folder.name).glob("*.yaml"):
            assert (folder / f.name).read_bytes() == f.read_bytes(), f
