"""Club files built on the general kinds, with the parameters the shipped scenarios do not
use (club_scenarios 9), each played by its game scripts: what two auditors found a kind's
parameter not doing as the spec and docs say (decisions CF46-14 … CF46-17). Each folder of
``club_kind_cases`` holds a club's scenario file and its cases."""

from __future__ import annotations

from collections.abc import Iterator
from pathlib import Path

import pytest

from narrator_app.engine.scenario import use_club_folders
from narrator_app.engine.script import run_case

HERE = Path(__file__).resolve().parent / "club_kind_cases"
CASES = sorted(HERE.glob("*/*.yaml"))


@pytest.fixture
def folder_of(request: pytest.FixtureRequest) -> Iterator[Path]:
    case: Path = request.param
    use_club_folders([case.parent])
    try:
        yield case
    finally:
        use_club_folders([])


def test_every_folder_has_its_file_and_cases() -> None:
    folders = {c.parent for c in CASES}
    assert len(folders) >= 6
    for f in folders:
        assert len(list(f.glob("*.toml"))) >= 1, f


@pytest.mark.parametrize("folder_of", CASES, ids=[f"{c.parent.name}/{c.name}" for c in CASES],
                         indirect=True)
def test_club_case(folder_of: Path) -> None:
    result = run_case(folder_of)
    assert result.passed, "\n".join(result.failures)


def test_a_role_at_fault_is_reported_once() -> None:
    """An armour whose params cannot go together (``against = "day_exit"`` with a night
    armour) was also reported as a role «with no night step» though its status requests
    give it one (decision F8: no second fault about a role already at fault; CF46-21)."""
    from narrator_app.engine.scenario import check_scenario_file

    faults = check_scenario_file(HERE / "one_fault" / "c06-armour-contra.toml")
    assert [f.field for f in faults] == ["roles.armoured.params"], faults
