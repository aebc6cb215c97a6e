"""The window's cache of valid scenario files (engine/scenario_cache.py): a file found valid
once is listed from the cache at the next start, and an edited or damaged file is still
read in full and refused with its reason."""

from __future__ import annotations

import hashlib
import json
from pathlib import Path

import pytest

from narrator_app.engine import scenario, scenario_cache
from narrator_app.engine.scenario import read_scenario_file, scenarios_dir


@pytest.fixture
def cache(tmp_path: Path):
    folder = tmp_path / "cache"
    scenario_cache.use_cache_folder(folder)
    yield folder
    scenario_cache.use_cache_folder(None)
    scenario.forget_catalogue()


def _club_copy(tmp_path: Path) -> Path:
    text = (scenarios_dir() / "classic.toml").read_text("utf-8")
    path = tmp_path / "club.toml"
    path.write_text(text.replace('id = "classic"', 'id = "club_classic"', 1), "utf-8")
    return path


def test_a_valid_file_is_kept_and_read_from_the_cache(cache: Path, tmp_path: Path,
                                                      monkeypatch) -> None:
    path = _club_copy(tmp_path)
    first, faults = read_scenario_file(path)
    assert first is not None and faults == []
    entry = scenario_cache._entry(first.sha256)
    assert entry is not None and entry.parent == cache and entry.is_file()
    # the second reading neither parses nor checks the file again
    monkeypatch.setattr(scenario, "scenario_problems", lambda scen: pytest.fail("checked"))
    monkeypatch.setattr(scenario.tomllib, "loads", lambda text: pytest.fail("parsed"))
    again, faults = read_scenario_file(path)
    assert faults == []
    assert again == first and again is not first
    assert again.sha256 == first.sha256 and again.path == str(path)


def test_an_edited_file_is_read_in_full_and_refused(cache: Path, tmp_path: Path) -> None:
    path = _club_copy(tmp_path)
    assert read_scenario_file(path)[0] is not None
    path.write_text(path.read_text("utf-8").replace("[roster]", "[roster]\nbogus = 1", 1),
                    "utf-8")
    scen, faults = read_scenario_file(path)
    assert scen is None
    assert any("bogus" in f.field or "bogus" in f.reason for f in faults)
    path.write_bytes(path.read_bytes()[:-40])  # damaged: cut short
    scen, faults = read_scenario_file(path)
    assert scen is None and faults


def test_a_refused_file_is_not_kept(cache: Path, tmp_path: Path) -> None:
    path = tmp_path / "bad.toml"
    path.write_text('id = "bad"\n', "utf-8")
    assert read_scenario_file(path)[0] is None
    entry = scenario_cache._entry(hashlib.sha256(path.read_bytes()).hexdigest())
    assert entry is not None and not entry.exists()


def test_a_damaged_cache_entry_is_a_miss(cache: Path, tmp_path: Path) -> None:
    path = _club_copy(tmp_path)
    first = read_scenario_file(path)[0]
    entry = scenario_cache._entry(first.sha256)
    for damage in ("{not json", "[]", json.dumps({"sha256": "0" * 64, "data": {}}),
                   json.dumps({"sha256": first.sha256, "data": {"id": 3}})):
        entry.write_text(damage, "utf-8")
        again, faults = read_scenario_file(path)
        assert faults == [] and again == first
        entry.write_text(damage, "utf-8")


def test_a_changed_engine_reads_the_file_again(cache: Path, tmp_path: Path,
                                               monkeypatch) -> None:
    path = _club_copy(tmp_path)
    assert read_scenario_file(path)[0] is not None
    parsed = []
    loads = scenario.tomllib.loads
    monkeypatch.setattr(scenario.tomllib, "loads", lambda text: parsed.append(1) or loads(text))
    monkeypatch.setattr(scenario_cache, "code_fingerprint", lambda: "another engine")
    assert read_scenario_file(path)[0] is not None
    assert parsed == [1]


def test_off_by_default_and_the_catalogue_lists_the_same(tmp_path: Path) -> None:
    assert scenario_cache.cache_folder() is None
    scenario.forget_catalogue()
    plain = [(sid, scenario.load_scenario(sid)) for sid in scenario.available_scenarios()]
    scenario_cache.use_cache_folder(tmp_path / "cache")
    try:
        for _ in range(2):  # filled, then read from it
            scenario.forget_catalogue()
            cached = [(sid, scenario.load_scenario(sid))
                      for sid in scenario.available_scenarios()]
            assert cached == plain
            assert [scenario.scenario_group(e) for e in scenario.shipped_entries()] == [
                "booklet" if e.id in scenario.seed_ids() else "club"
                for e in scenario.shipped_entries()]
        assert len(list((tmp_path / "cache").glob("*.json"))) == len(plain)
    finally:
        scenario_cache.use_cache_folder(None)
        scenario.forget_catalogue()


def _headings() -> list[tuple[str, str, str, int, int]]:
    heads = [(e.id, scenario.scenario_heading(e)) for e in scenario.shipped_entries()]
    return [(sid, h.name.fa, h.name.en, h.min_players, h.max_players) for sid, h in heads]


def test_the_list_headings_come_from_the_kept_parse_unvalidated(cache: Path,
                                                                 monkeypatch) -> None:
    """The New game dialog's list (SU25-2): a shipped file kept as valid gives its name and
    table sizes from the kept parse, not validated again; the same words and sizes the
    validated scenario has, and the same as with no cache at all."""
    scenario.forget_catalogue()
    loaded = {e.id: scenario.load_scenario(e.id) for e in scenario.shipped_entries()}
    expected = [(sid, s.name.fa, s.name.en, s.roster.min_players, s.roster.max_players)
                for sid, s in loaded.items()]
    assert len(list(cache.glob("*.json"))) == len(expected)  # every shipped file kept
    scenario.forget_catalogue()
    monkeypatch.setattr(scenario.Scenario, "model_validate",
                        classmethod(lambda cls, data: pytest.fail("validated")))
    assert _headings() == expected
    monkeypatch.undo()
    scenario_cache.use_cache_folder(None)
    scenario.forget_catalogue()
    assert _headings() == expected  # no cache: from the loaded scenarios


def test_a_kept_parse_without_a_name_or_sizes_is_loaded(cache: Path) -> None:
    scenario.forget_catalogue()
    classic = scenario.load_scenario("classic")
    entry = scenario_cache._entry(classic.sha256)
    kept = json.loads(entry.read_text("utf-8"))
    expected = scenario.ScenarioHeading(classic.name, classic.roster.min_players,
                                        classic.roster.max_players)
    for damage in ({"name": {"fa": 3, "en": "x"}}, {"name": "Classic"},
                   {"roster": {**kept["data"]["roster"], "min_players": True}},
                   {"roster": []}):
        entry.write_text(json.dumps({**kept, "data": {**kept["data"], **damage}}), "utf-8")
        kept_now = scenario_cache.cached_data(classic.sha256)
        assert kept_now is not None and all(kept_now[k] == v for k, v in damage.items())
        scenario.forget_catalogue()
        assert scenario.scenario_heading(scenario.find_scenario("classic")) == expected
