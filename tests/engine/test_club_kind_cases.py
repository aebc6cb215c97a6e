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

    faults = check_scenario_file(HERE / "one_fault" / "refused_c06-armour-contra.toml")
    assert [f.field for f in faults] == ["roles.armoured.params"], faults


def test_a_kind_that_acts_only_in_a_procedure_needs_it() -> None:
    """A lawyer (``keep_out``) in a file whose days have the ordinary vote: his client was
    voted out all the same and his use spent; the file is refused, saying what to add
    (``Kind.needs_procedure``; CF46-25)."""
    from narrator_app.engine.scenario import check_scenario_file

    faults = check_scenario_file(HERE / "one_fault" / "refused_keep_out_standard_day.toml")
    assert [f.field for f in faults] == ["roles.lawyer.kind"], faults
    assert "day_procedures = ['representatives']" in faults[0].reason


def test_a_quoted_word_is_not_called_a_number() -> None:
    """``picks = "by_alive"`` and ``self = "yes"`` were refused as «a number written as a
    string» (CF46-27): the reason names the word and what the field takes."""
    from narrator_app.engine.scenario import check_scenario_file

    faulty = HERE / "one_fault"
    picks = [f.reason for f in check_scenario_file(faulty / "refused_pick_size_bad.toml")]
    assert "'by_alive' is not a number here" in picks, picks
    flag = [f.reason for f in check_scenario_file(faulty / "refused_keep_self_str.toml")]
    assert any(r.startswith("'yes' written as a string: this field is true or false")
               for r in flag), flag
    assert not any("number" in r for r in flag), flag


def test_a_check_that_fails_is_the_file_s_fault_alone() -> None:
    """A potion with a timing it does not have: a kind's hook read the params still at
    fault while the file was checked and raised, so ``scenario check`` said «cannot be
    checked» and every case of the folder crashed (CF46-29). The file's faults are listed;
    the folder's other file plays (``bad_beside_good``)."""
    from narrator_app.engine.scenario import check_scenario_file

    faults = check_scenario_file(HERE / "bad_beside_good" / "refused_a9_badpotion.toml")
    assert any(f.field == "roles.herb.params.kill.timing" for f in faults), faults
    assert not any("cannot be checked" in f.reason for f in faults), faults


def test_an_unknown_param_is_not_also_every_house_rule_s_fault() -> None:
    """A miner's unknown parameter (``toll``) made each house rule laid over his params
    read «… is not a value of …» beside it (CF46-33): it is reported once."""
    from narrator_app.engine.scenario import check_scenario_file

    faults = check_scenario_file(HERE / "one_fault" / "refused_f7b_unknown_param_cascade.toml")
    assert [f.field for f in faults] == ["roles.miner.params.toll"], faults


def test_a_day_step_s_word_is_no_role_id() -> None:
    """A save role called ``terror`` (or ``election``, ``accused``, ``capo_gun``,
    ``interrogation``) passed the check, and its night step could never be recorded: the
    day's keys are game-script words (CF46-38). Every day key but the Mayor's is reserved."""
    from narrator_app.engine.scenario import check_scenario_file
    from narrator_app.engine.scenario_check import RESERVED_IDS
    from narrator_app.engine.table import DAY_KEYS

    assert set(DAY_KEYS) - {"mayor"} <= RESERVED_IDS
    faults = check_scenario_file(HERE / "one_fault" / "refused_role_id_terror.toml")
    assert [f.field for f in faults] == ["roles.terror.id"], faults


def test_the_curse_s_settings_need_the_seeds_form() -> None:
    """``repeat = "not_until_all"`` (and ``every_night``, ``frozen_after = "revealed"``) on
    a club's nightly link without ``seed_form`` did nothing, or stalled the intro night
    (CF46-39): the file is refused, naming them."""
    from narrator_app.engine.scenario import check_scenario_file

    faults = check_scenario_file(HERE / "one_fault" / "refused_link_not_until_all.toml")
    assert faults and all("seed_form = true" in f.reason for f in faults), faults
