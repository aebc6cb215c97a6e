"""Game files: save → open is identical; bad files are refused and left byte-identical.

The app writes v3 journals (tests/engine/test_journal.py tests them line by line); the bad
single-document files here are v2 documents (``gamefile.dumps``), which still open."""

from __future__ import annotations

import json
from pathlib import Path

import pytest
from helpers import at_day_one, play

from narrator_app.engine.gamefile import (
    LEGACY_VERSION,
    VERSION,
    GameFileError,
    autosave_path,
    dumps,
    open_game,
    save_game,
)
from narrator_app.engine.simulate import random_game

FIXTURES = Path(__file__).resolve().parents[1] / "fixtures" / "games"


@pytest.mark.parametrize("seed", [1, 2, 7])
def test_save_open_identical(tmp_path: Path, seed: int) -> None:
    g = random_game("godfather_nostradamus", 11 + seed, seed)
    path = save_game(g, tmp_path / "g.ravi")
    h = open_game(path)
    assert h.state.fingerprint() == g.state.fingerprint()
    assert h.game_id == g.game_id and h.created == g.created
    assert [a.at for a in h.actions] == [a.at for a in g.actions]
    assert save_game(h, tmp_path / "h.ravi").read_bytes() == path.read_bytes()


def test_file_holds_the_record_only(tmp_path: Path) -> None:
    g = at_day_one()
    play(g, "day", {"votes": {8: 6}}, end=False)
    lines = [json.loads(x) for x in save_game(g, tmp_path / "g.ravi").read_text("utf-8")
             .splitlines()]
    head = lines[0]
    assert head["kind"] == "header" and head["format"] == VERSION == 4
    assert set(head) == {
        "kind",
        "format",
        "app_version",
        "game_id",
        "parent_id",
        "created",
        "scenario",
        "setup",
        "own",  # the line's seal (CF49-15)
    }
    assert all(list(x)[-1] == "own" for x in lines)  # every line sealed, the seal last
    assert len(head["scenario"]["sha256"]) == 64
    assert head["setup"]["house_rules"]["leon_bullets"] == 2
    assert lines[1]["kind"] == "deal"
    assert [x["n"] for x in lines[1:]] == list(range(2, len(lines) + 1))
    assert lines[-1] == {
        **lines[-1],
        "kind": "step",
        "phase": "day",
        "key": "votes",
        "value": {"8": 6},
    }
    assert len(lines) == 1 + len(g.actions)  # the record only: no state, no notes line


def _bad_files(tmp_path: Path) -> dict[str, Path]:
    good = tmp_path / "good.ravi"
    good.write_text(dumps(random_game("godfather_nostradamus", 11, 4)), "utf-8")
    raw = good.read_bytes()
    data = json.loads(raw)
    files = {
        "truncated": raw[: len(raw) // 2],
        "empty": b"",
        "not_json": b"\x89PNG not a game",
        "newer": json.dumps({**data, "version": LEGACY_VERSION + 1}).encode(),
        "wrong_type": json.dumps({**data, "actions": "many"}).encode(),
        "unknown_scenario": json.dumps(
            {**data, "scenario": {"id": "nope", "sha256": "0"}}
        ).encode(),
        "not_replaying": json.dumps(
            {
                **data,
                "actions": data["actions"][:1]
                + [
                    {
                        "kind": "step",
                        "phase": "night",
                        "key": "leon",
                        "value": {"shoot": 1},
                        "at": "2026-01-01T00:00:00+00:00",
                    }
                ],
            }
        ).encode(),
    }
    out = {}
    for name, content in files.items():
        p = tmp_path / f"{name}.ravi"
        p.write_bytes(content)
        out[name] = p
    return out


EXPECTED = {
    "truncated": "damaged",
    "empty": "damaged",
    "not_json": "damaged",
    "newer": "newer",
    "wrong_type": "damaged",
    "unknown_scenario": "unknown_scenario",
    "not_replaying": "not_replaying",
}


def test_bad_files_refused_and_untouched(tmp_path: Path) -> None:
    for name, path in _bad_files(tmp_path).items():
        before = path.read_bytes()
        mtime = path.stat().st_mtime_ns
        with pytest.raises(GameFileError) as err:
            open_game(path)
        assert err.value.code == EXPECTED[name], name
        assert err.value.file == str(path)
        assert path.read_bytes() == before and path.stat().st_mtime_ns == mtime


def test_missing_file_is_unreadable(tmp_path: Path) -> None:
    with pytest.raises(GameFileError) as err:
        open_game(tmp_path / "none.ravi")
    assert err.value.code == "unreadable"


def test_autosave_path_in_the_injected_folder(tmp_path: Path) -> None:
    g = at_day_one()
    p = autosave_path(tmp_path, g)
    assert p.parent == tmp_path / "autosave" and p.suffix == ".ravi"


@pytest.mark.parametrize("path", sorted(FIXTURES.glob("*.ravi")), ids=lambda p: p.name)
def test_released_files_keep_opening(path: Path) -> None:
    before = path.read_bytes()
    g = open_game(path)
    assert g.state.winner is not None
    assert path.read_bytes() == before


def test_every_format_version_has_a_fixture() -> None:
    versions = {open_game(p).format for p in FIXTURES.glob("*.ravi")}
    assert versions == set(range(1, VERSION + 1))


def test_v1_files_migrate_and_open(tmp_path: Path) -> None:
    v1 = FIXTURES / "v1-godfather-nostradamus.ravi"
    assert json.loads(v1.read_text("utf-8"))["version"] == 1
    g = open_game(v1)
    assert g.notes == "" and g.state.winner == "city"
    again = save_game(g, tmp_path / "again.ravi")
    head = json.loads(again.read_text("utf-8").splitlines()[0])
    assert head["format"] == VERSION == 4
    assert open_game(again).state.fingerprint() == g.state.fingerprint()


def test_notes_are_kept(tmp_path: Path) -> None:
    g = at_day_one()
    g.notes = "بازی خوبی بود — Good game"
    h = open_game(save_game(g, tmp_path / "n.ravi"))
    assert h.notes == g.notes


def test_previous_good_copy_is_kept_beside(tmp_path: Path) -> None:
    from narrator_app.engine.gamefile import backup_path

    g = at_day_one()
    path = save_game(g, tmp_path / "g.ravi")
    first = path.read_bytes()
    assert not backup_path(path).exists()
    play(g, "day", {"votes": {8: 6}}, end=False)
    save_game(g, path)
    assert backup_path(path).read_bytes() == first
    assert open_game(backup_path(path)).state.fingerprint() != g.state.fingerprint()
    path.write_bytes(b"garbage")  # a damaged file never replaces the good backup
    save_game(g, path)
    assert backup_path(path).read_bytes() == first


def test_failed_save_leaves_the_old_file(tmp_path: Path, monkeypatch) -> None:
    import errno
    import os

    g = at_day_one()
    path = save_game(g, tmp_path / "g.ravi")
    before = path.read_bytes()
    play(g, "day", {"votes": {8: 6}}, end=False)

    def disk_full(fd):
        raise OSError(errno.ENOSPC, "No space left on device")

    monkeypatch.setattr(os, "fsync", disk_full)
    with pytest.raises(OSError):
        save_game(g, path)
    monkeypatch.undo()
    assert path.read_bytes() == before
    assert not [p for p in tmp_path.iterdir() if p.suffix == ".tmp"]  # no temporary left
