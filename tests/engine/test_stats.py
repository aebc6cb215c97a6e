"""The club's statistics and the archive listing over a fixture archive of 32 games, run
as the real command line; the expected counts come from the scripts that made the games."""

from __future__ import annotations

import json
import subprocess
import sys
from pathlib import Path

import pytest

ROOT = Path(__file__).resolve().parents[2]
sys.path.insert(0, str(ROOT / "tests" / "fixtures" / "archive"))

from club import SCRIPTS, build_club, expected, fold  # noqa: E402


def ravi(*args: str) -> subprocess.CompletedProcess:
    return subprocess.run([sys.executable, "-m", "narrator_app", *args], capture_output=True,
                          text=True, cwd=ROOT)


@pytest.fixture(scope="module")
def club(tmp_path_factory) -> tuple[Path, Path, list[dict]]:
    base = tmp_path_factory.mktemp("club")
    scripts = build_club(base / "games")
    return base / "games", base / "data", scripts


def _by_name(players: list[dict]) -> dict:
    return {fold(p["name"]): {k: p[k] for k in ("played", "won", "by_side", "by_role")}
            for p in players}


def test_the_fixture_archive_is_large_enough_and_its_scripts_play() -> None:
    from narrator_app.engine.script import run_cases

    assert len(SCRIPTS) >= 30
    _results, passed, failed = run_cases(SCRIPTS)  # each final expect holds by the rules
    assert (passed, failed) == (len(SCRIPTS), 0)


def test_stats_json_counts_what_the_scripts_say(club) -> None:
    folder, data, scripts = club
    proc = ravi("stats", str(folder), "--json", "--data", str(data))
    assert proc.returncode == 0, proc.stderr
    out = json.loads(proc.stdout)
    assert list(out)[:3] == ["games", "players", "scenarios"]
    # 32 finished games and one unfinished (the copy is the same game; the broken file
    # is not a game)
    assert out["games"] == len(scripts) + 1
    assert (out["finished"], out["unfinished"], out["damaged"]) == (len(scripts), 1, 1)
    players, scenarios = expected(scripts)
    assert _by_name(out["players"]) == players
    # spellings were folded: fewer players than spellings in the scripts
    assert len(players) < len({n for s in scripts for n in s["players"]})
    got = {s["id"]: {k: s[k] for k in ("games", "wins", "average_days")}
           for s in out["scenarios"]}
    assert got == scenarios
    assert "indexing:" in proc.stderr  # progress on stderr


def test_a_jalali_date_range_counts_only_its_games(club) -> None:
    folder, data, scripts = club
    in_1405 = [s for s in scripts if s["_jalali"][0] == 1405]
    proc = ravi("stats", str(folder), "--json", "--data", str(data), "--from", "۱۴۰۵-۰۱-۰۱",
                "--to", "1405-12-29")
    assert proc.returncode == 0, proc.stderr
    out = json.loads(proc.stdout)
    assert out["games"] == len(in_1405) and 0 < len(in_1405) < len(scripts)
    assert _by_name(out["players"]) == expected(in_1405)[0]
    spring = [s for s in scripts if s["_jalali"][:2] in ((1404, 1), (1404, 2), (1404, 3))]
    out = json.loads(ravi("stats", str(folder), "--json", "--data", str(data), "--from",
                          "1404-01-01", "--to", "1404/03/31").stdout)
    assert out["games"] == len(spring) > 0
    bad = ravi("stats", str(folder), "--data", str(data), "--from", "1404-13-01")
    assert bad.returncode == 2 and "Jalali" in bad.stderr


def test_archive_json_lists_every_game_and_the_damaged_file(club) -> None:
    folder, data, scripts = club
    broken = folder / "broken.ravi"
    before = broken.read_bytes()
    proc = ravi("archive", str(folder), "--json", "--data", str(data))
    assert proc.returncode == 0, proc.stderr
    games = json.loads(proc.stdout)["games"]
    assert len(games) == len(scripts) + 3  # + the copy, the unfinished game, the broken file
    keys = {"path", "id", "parent", "scenario", "players", "created", "last_action", "phase",
            "winner", "actions", "error"}
    assert all(keys <= set(g) for g in games)
    (bad,) = [g for g in games if g["error"]]
    assert bad["path"] == str(broken) and bad["error"] == "damaged" and bad["id"] is None
    assert broken.read_bytes() == before
    by_path = {Path(g["path"]).stem: g for g in games}
    for path, s in zip(SCRIPTS, scripts, strict=True):
        g = by_path[path.stem]
        assert g["winner"] == s["script"][-1]["expect"]["winner"]
        assert g["players"] == s["players"] and g["scenario"] == s["scenario"]
    assert by_path["unfinished"]["winner"] is None and by_path["unfinished"]["phase"]


def test_a_second_listing_reads_only_the_index_and_sees_a_changed_file(club, tmp_path) -> None:
    from narrator_app.engine.archive_index import ArchiveIndex, index_path

    folder, _data, scripts = club
    data = tmp_path / "data"
    with ArchiveIndex(index_path(data)) as index:
        assert index.refresh([folder]) == len(scripts) + 3
        assert index.refresh([folder]) == 0  # nothing changed: nothing read
        first = sorted(folder.glob("01-*.ravi"))[0]
        gone = sorted(folder.glob("02-*.ravi"))[0]
        moved = tmp_path / "moved.ravi"
        gone.rename(moved)
        try:
            first.touch()
            assert index.refresh([folder]) == 1
            assert all(e.path != gone for e in index.games([folder]))
        finally:
            moved.rename(gone)
        assert index.refresh([folder]) == 1
        names = {e.path.stem for e in index.games([folder], text="علي")}  # ي as ی
        assert names == {p.stem for p, s in zip(SCRIPTS, scripts, strict=True)
                         if any(fold(n) == fold("علی") for n in s["players"])}
        assert index.db.execute("PRAGMA journal_mode").fetchone()[0] == "wal"


def test_the_index_is_owner_only_and_a_damaged_index_is_rebuilt(club, tmp_path) -> None:
    import os
    import stat

    from narrator_app.engine.archive_index import index_path, indexed_games

    folder, _data, scripts = club
    data = tmp_path / "data"
    assert len(indexed_games([folder], data)) == len(scripts) + 3
    for f in data.iterdir():
        assert stat.S_IMODE(os.stat(f).st_mode) & 0o077 == 0, f
    path = index_path(data)
    for extra in ("-wal", "-shm"):
        Path(str(path) + extra).unlink(missing_ok=True)
    path.write_bytes(b"not a database" * 100)
    assert len(indexed_games([folder], data)) == len(scripts) + 3  # built again
    assert (data / "archive.sqlite3.bad").read_bytes() == b"not a database" * 100


@pytest.mark.parametrize("descending", [True, False])
def test_every_sort_key_of_the_listing(club, tmp_path, descending) -> None:
    from narrator_app.engine.archive_index import ORDERS, ArchiveIndex, index_path

    folder, _data, scripts = club
    with ArchiveIndex(index_path(tmp_path / "data")) as index:
        index.refresh([folder])
        for order in ORDERS:
            games = index.games([folder], order=order, descending=descending)
            assert len(games) == len(scripts) + 3 and games[-1].error == "damaged", order
            good = games[:-1]
            if order == "players":
                counts = [len(e.names) for e in good]
                assert counts == sorted(counts, reverse=descending)
            if order == "winner":
                winners = [e.winner or "" for e in good]
                assert winners == sorted(winners, reverse=descending)
