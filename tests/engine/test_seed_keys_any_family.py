"""rules_spec 6.10 S14: a key about one of the seeds' roles «applies to a game whose roster
holds a role of that seed role's kind … whatever the scenario is called». A club's file of
another family (``family = "mn"`` or ``"zd"``) with the Godfather–Nostradamus roster took
none of them: ``sixth_sense_limit`` was refused (CF46-40 left it; CF47-2). The Godfather's
keys need his sixth sense on the mafia's step, which Mafia Nights' and classic's Godfather
has not (GS32-2)."""

from __future__ import annotations

import re
from collections.abc import Iterator
from pathlib import Path

import pytest

from narrator_app.engine.errors import IllegalAction
from narrator_app.engine.scenario import check_scenario_file, load_scenario, use_club_folders
from narrator_app.engine.script import run_case

ROOT = Path(__file__).resolve().parents[2]
SEED_KEYS = ("sixth_sense_limit", "sixth_sense_overrides_immortality",
             "nostradamus_forced_threshold", "kane_target_exits", "constantine_pool",
             "purchase_announcement", "matador_scope")


@pytest.fixture(scope="module")
def clubs(tmp_path_factory: pytest.TempPathFactory) -> Iterator[Path]:
    folder = tmp_path_factory.mktemp("families")
    text = (ROOT / "scenarios" / "godfather_nostradamus.toml").read_text(encoding="utf-8")
    for family in ("mn", "zd"):
        own = re.sub(r'^id = "godfather_nostradamus"', f'id = "harbour_{family}"', text,
                     count=1, flags=re.M)
        own, n = re.subn(r'^family = "gf"', f'family = "{family}"', own, count=1, flags=re.M)
        assert n == 1
        (folder / f"harbour_{family}.toml").write_text(own, encoding="utf-8")
    use_club_folders([folder])
    try:
        yield folder
    finally:
        use_club_folders([])


@pytest.mark.parametrize("family", ["mn", "zd"])
def test_a_club_file_of_another_family_takes_the_seed_roles_keys(clubs: Path,
                                                                 family: str) -> None:
    assert check_scenario_file(clubs / f"harbour_{family}.toml") == []
    rules = load_scenario(f"harbour_{family}").default_house_rules()
    seeds = load_scenario("godfather_nostradamus").default_house_rules()
    for key in SEED_KEYS:
        assert rules[key] == seeds[key], key  # the default of the family that has it


def test_the_limit_plays_in_it(clubs: Path, tmp_path: Path) -> None:
    case = tmp_path / "limit.yaml"
    case.write_text(
        "scenario: harbour_mn\ntitle: the sixth sense once\n"
        "seats: [godfather, saul_goodman, matador, dr_watson, leon, citizen_kane, "
        "constantine, plain_citizen, plain_citizen, plain_citizen, nostradamus]\n"
        "house_rules: {sixth_sense_limit: once}\n"
        "script:\n  - intro_day: {}\n"
        "  - intro_night: {nostradamus: {pick: [8, 9, 10], side: city}}\n  - day: {}\n"
        "  - night: {mafia: {sixth_sense: {seat: 4, role: leon}}}\n"
        "  - expect: {left: [], trackers: {1: {sixth_sense_uses: 1}}}\n  - day: {}\n"
        "  - night: {mafia: {sixth_sense: {seat: 5, role: leon}}}\n"
        "    rejected: no_uses_left\n", encoding="utf-8")
    result = run_case(case)
    assert result.passed, "\n".join(result.failures)


@pytest.mark.parametrize("scenario", ["mafia_nights", "classic"])
def test_a_godfather_without_the_sixth_sense_still_takes_none(scenario: str) -> None:
    from narrator_app.engine.house_rules import resolve

    scen = load_scenario(scenario)
    assert "sixth_sense_limit" not in scen.default_house_rules()
    with pytest.raises(IllegalAction) as err:
        resolve(scen.family, scen.default_house_rules(), {"sixth_sense_limit": "once"})
    assert err.value.code == "bad_script"
