"""Settings: JSON in an injected folder, atomic save, damaged files fall back to defaults."""

from __future__ import annotations

import json

from narrator_app.ui.settings import FILE_NAME, Settings, default_folder


def test_defaults():
    s = Settings()
    assert s.language == "fa"
    assert s.recent_names == []
    assert s.last_scenario is None
    assert s.last_player_count is None
    assert s.font_size == 11


def test_missing_file_gives_defaults(tmp_path):
    s = Settings.load(tmp_path / "does-not-exist")
    assert s.model_dump() == Settings().model_dump()
    assert s.load_problem is None


def test_round_trip_through_a_folder(tmp_path):
    folder = tmp_path / "config" / "Ravi"  # created by save
    s = Settings(language="en", recent_names=["علی", "", "Sara\u200cجان"],
                 last_scenario="godfather_nostradamus", last_player_count=13, font_size=14)
    path = s.save(folder)
    assert path == folder / FILE_NAME
    # Persian stays readable in the file, and no temporary file is left behind.
    assert "علی" in path.read_text(encoding="utf-8")
    assert sorted(p.name for p in folder.iterdir()) == [FILE_NAME]
    back = Settings.load(folder)
    assert back == s
    assert back.recent_names == ["علی", "", "Sara\u200cجان"]


def test_save_replaces_the_old_file(tmp_path):
    Settings(font_size=10).save(tmp_path)
    Settings(font_size=20).save(tmp_path)
    assert Settings.load(tmp_path).font_size == 20
    assert sorted(p.name for p in tmp_path.iterdir()) == [FILE_NAME]


def test_damaged_json_gives_defaults_and_keeps_the_file_aside(tmp_path):
    bad = b'{"language": "en", "recent_na'
    (tmp_path / FILE_NAME).write_bytes(bad)
    s = Settings.load(tmp_path)
    assert s.model_dump() == Settings().model_dump()
    assert s.load_problem
    assert (tmp_path / (FILE_NAME + ".bad")).read_bytes() == bad
    assert not (tmp_path / FILE_NAME).exists()
    s.save(tmp_path)  # the next save writes a clean file
    assert Settings.load(tmp_path).load_problem is None


def test_wrong_types_and_non_object_give_defaults(tmp_path):
    for content in ('{"font_size": "huge"}', '{"language": "de"}', "[1, 2]", "", "\xff"):
        (tmp_path / FILE_NAME).write_text(content, encoding="latin-1")
        s = Settings.load(tmp_path)
        assert s.model_dump() == Settings().model_dump(), content
        assert s.load_problem


def test_unknown_keys_are_ignored(tmp_path):
    (tmp_path / FILE_NAME).write_text(
        json.dumps({"language": "en", "from_a_newer_version": 1}), encoding="utf-8")
    s = Settings.load(tmp_path)
    assert s.language == "en"
    assert s.load_problem is None


def test_default_folder_is_the_platform_config_folder():
    import platformdirs

    assert default_folder() == __import__("pathlib").Path(
        platformdirs.user_config_dir("Ravi", appauthor=False))
