"""The files of a folder, one by one: a bad file costs only itself (issue 12, items 5, 6, 10
and 14). Paths are built only from validated ids; the resume offer picks the game played
last and falls back on the ``.bak`` of a damaged autosave; the data files are owner-only."""

from __future__ import annotations

import json
import os
import shutil
import stat
from pathlib import Path

import pytest

from narrator_app.engine import Game, archive
from narrator_app.engine.archive import read_entry, scan, unfinished_autosaves
from narrator_app.engine.gamefile import autosave_path, backup_path, dumps, open_game, save_game
from narrator_app.engine.scenario import ScenarioError, load_scenario, scenarios_dir
from narrator_app.engine.simulate import random_game


def unfinished(seed: int, n: int, scenario: str = "zodiac", players: int = 12) -> Game:
    """The first ``n`` actions of a random game (no winner yet)."""
    full = random_game(scenario, players, seed)
    g = Game.replay(full.setup, full.actions[:n], full.scenario)
    assert g.state.winner is None
    return g


def save_v2(g: Game, path: Path) -> Path:
    """``g`` as a v2 document (the format before the journal), to change its fields."""
    path.parent.mkdir(parents=True, exist_ok=True)
    path.write_text(dumps(g), "utf-8")
    return path


def edit(path: Path, change) -> Path:
    data = json.loads(path.read_text("utf-8"))
    change(data)
    path.write_text(json.dumps(data, ensure_ascii=False), "utf-8")
    return path


# --- item 5: one bad file costs only itself ----------------------------------------------
@pytest.fixture
def mixed_folder(tmp_path: Path) -> tuple[Path, list[Path], dict[str, Path]]:
    """An autosave folder with two good unfinished games and every kind of bad file."""
    data = tmp_path / "data"
    good = []
    for seed in (1, 2):
        g = unfinished(seed, 8)
        good.append(save_game(g, autosave_path(data, g)))
    folder = data / "autosave"
    bad = {}

    def bad_copy(name: str, change) -> None:
        g = unfinished(10 + len(bad), 6)
        bad[name] = edit(save_v2(g, folder / f"{name}.ravi"), change)

    bad_copy("naive", lambda d: d.update(created="2026-03-01T20:00:00"))
    bad_copy("notadate", lambda d: d.update(created="yesterday evening"))
    bad_copy("offset", lambda d: d["actions"][-1].update(at="2026-03-01T20:00:00+25:00"))
    bad_copy("wrongtype", lambda d: d.update(created=12345))
    (folder / "broken.ravi").write_bytes(b'{"format": "ravi-game", "version": 2, "game_')
    bad["broken"] = folder / "broken.ravi"
    return data, good, bad


def test_bad_files_cost_only_themselves(mixed_folder) -> None:
    data, good, bad = mixed_folder
    before = {p: p.read_bytes() for p in bad.values()}
    entries = scan(data / "autosave")
    listed_good = [e.path for e in entries if e.error is None]
    assert sorted(listed_good) == sorted(good)
    assert {e.path for e in entries if e.error is not None} == set(bad.values())
    for e in entries:
        if e.error is not None:
            assert e.error == "damaged" and e.detail  # listed with its reason
    assert {e.path for e in unfinished_autosaves(data)} == set(good)
    assert {p: p.read_bytes() for p in bad.values()} == before  # never written


def test_a_reader_crash_costs_only_that_file(mixed_folder, monkeypatch) -> None:
    data, good, _bad = mixed_folder
    real = archive.open_game

    def crashing(path):
        if Path(path) == good[0]:
            raise RecursionError("maximum recursion depth exceeded")
        return real(path)

    monkeypatch.setattr(archive, "open_game", crashing)
    archive._read_entry.cache_clear()
    entries = scan(data / "autosave")
    (crashed,) = [e for e in entries if e.path == good[0]]
    assert crashed.error == "damaged" and "RecursionError" in crashed.detail
    assert [e.path for e in unfinished_autosaves(data)] == [good[1]]


# --- item 6: paths only from validated parts ---------------------------------------------
@pytest.mark.parametrize("bad_id", ["../../x", "/tmp/ravi-evil", "ABCDEF0123456789",
                                    "0123456789abcde", "0123456789abcdef0", "..", ""])
def test_autosave_path_refuses_an_unsafe_game_id(tmp_path: Path, bad_id: str) -> None:
    from narrator_app.engine.gamefile import UnsafeName

    g = unfinished(1, 3)
    g.game_id = bad_id
    with pytest.raises(UnsafeName, match="game id"):
        autosave_path(tmp_path / "data", g)
    g.game_id = "0123456789abcdef"
    assert autosave_path(tmp_path / "data", g) == tmp_path / "data/autosave/0123456789abcdef.ravi"


def test_a_scenario_id_never_leaves_the_scenario_folder(tmp_path: Path) -> None:
    outside = tmp_path / "elsewhere" / "zodiac"
    outside.parent.mkdir()
    shutil.copy(scenarios_dir() / "zodiac.toml", outside.with_suffix(".toml"))
    relative = os.path.relpath(outside, scenarios_dir())
    for sid in (str(outside), relative, "../scenarios/zodiac", "Zodiac", "zodiac.toml"):
        with pytest.raises(ScenarioError, match="not a valid scenario id"):
            load_scenario(sid)
    assert load_scenario("zodiac").id == "zodiac"


# --- item 10: played last first; the .bak of a damaged autosave ---------------------------
def test_the_resume_offer_picks_the_game_played_last(tmp_path: Path) -> None:
    early = unfinished(1, 8)  # created first, played last
    late = unfinished(2, 8)
    early.created, late.created = "2026-03-01T18:00:00.000+00:00", "2026-03-01T19:00:00.000+00:00"
    p_early = edit(save_v2(early, autosave_path(tmp_path, early)),
                   lambda d: d["actions"][-1].update(at="2026-03-01T21:30:00.000+00:00"))
    edit(save_v2(late, autosave_path(tmp_path, late)),
         lambda d: d["actions"][-1].update(at="2026-03-01T19:10:00.000+00:00"))
    found = unfinished_autosaves(tmp_path)
    assert [e.path for e in found][0] == p_early
    assert found[0].last_played.isoformat() == "2026-03-01T21:30:00+00:00"


def test_the_bak_is_offered_when_the_autosave_is_damaged(tmp_path: Path) -> None:
    g = unfinished(3, 9)
    path = autosave_path(tmp_path, g)
    save_game(Game.replay(g.setup, g.actions[:7], g.scenario, g.game_id, g.created), path)
    save_game(g, path)  # the 7-action copy is now the .bak
    assert len(open_game(backup_path(path)).actions) == 7
    path.write_bytes(path.read_bytes()[:200])  # the autosave is cut short
    (entry,) = unfinished_autosaves(tmp_path)
    assert entry.from_backup and entry.path == backup_path(path)
    assert entry.game_id == g.game_id and entry.actions == 7


# --- item 14: the data files are owner-only ----------------------------------------------
def test_autosave_and_bak_are_private(tmp_path: Path) -> None:
    g = unfinished(4, 5)
    path = autosave_path(tmp_path / "data", g)
    save_game(g, path)
    save_game(g, path)
    for f in (path, backup_path(path)):
        assert stat.S_IMODE(f.stat().st_mode) == 0o600, f
    assert stat.S_IMODE(path.parent.stat().st_mode) == 0o700


def test_read_entry_keeps_the_reason(tmp_path: Path) -> None:
    p = tmp_path / "x.ravi"
    p.write_text("[]", "utf-8")
    e = read_entry(p)
    assert e.error == "damaged" and "not a Ravi game file" in e.detail
