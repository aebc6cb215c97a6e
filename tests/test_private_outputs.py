"""Issue 20, item 11: what the narrator writes out of a game that holds its deal is owner
only (0600), whatever the umask: ``ravi export --out`` (the game script), ``ravi stats
--csv`` and the statistics window's «Export CSV…» (the role each player was dealt, an
unfinished game's too). A file the narrator chose to replace is made 0600 too. The role
card PDFs (with the names of a dealt game, from the print preview) were already written
0600 (a private temporary file renamed into place): checked here so it stays so.
"""

from __future__ import annotations

import os
import stat
import subprocess
import sys
from pathlib import Path

import pytest

from narrator_app.engine import Game
from narrator_app.engine.gamefile import save_game
from narrator_app.engine.simulate import random_game

ROOT = Path(__file__).resolve().parents[1]

pytestmark = pytest.mark.skipif(os.name != "posix", reason="file modes are POSIX")


def ravi(*args: str) -> subprocess.CompletedProcess:
    """The real command line, with the usual umask (files 0644 unless made private)."""
    env = dict(os.environ, PYTHONPATH=str(ROOT))
    return subprocess.run([sys.executable, "-m", "narrator_app", *args], capture_output=True,
                          text=True, cwd=ROOT, env=env, umask=0o022, timeout=120)


def mode(path: Path) -> int:
    return stat.S_IMODE(path.stat().st_mode)


@pytest.fixture
def unfinished(tmp_path) -> Path:
    """A folder holding one unfinished zodiac game (its deal in the file)."""
    full = random_game("zodiac", 12, 7)
    g = Game.replay(full.setup, full.actions[:12], full.scenario)
    assert g.state.winner is None
    folder = tmp_path / "games"
    folder.mkdir()
    save_game(g, folder / "table.ravi")
    return folder


@pytest.mark.parametrize("existing", [False, True])
def test_export_writes_the_script_owner_only(unfinished, tmp_path, existing):
    out = tmp_path / "game.yaml"
    if existing:  # a file the narrator replaces: made private too
        out.write_text("old", encoding="utf-8")
        out.chmod(0o644)
    run = ravi("export", str(unfinished / "table.ravi"), "--out", str(out))
    assert run.returncode == 0, run.stderr
    assert "seats: [" in out.read_text(encoding="utf-8")  # the deal, seat by seat
    assert mode(out) == 0o600, oct(mode(out))


def test_stats_csv_is_owner_only(unfinished, tmp_path):
    out = tmp_path / "stats.csv"
    run = ravi("stats", str(unfinished), "--csv", str(out), "--data", str(tmp_path / "data"))
    assert run.returncode == 0, run.stderr
    text = out.read_bytes()
    assert text.startswith("\ufeffkind,".encode()), text[:40]  # UTF-8 with its BOM, as before
    assert b"\r\n" not in text
    assert mode(out) == 0o600, oct(mode(out))


def test_stats_window_exports_its_csv_owner_only(qtbot, tmp_path):
    from narrator_app.ui.stats_window import StatsWindow

    w = StatsWindow("fa")
    qtbot.addWidget(w)
    w.set_entries([])
    target = tmp_path / "stats.csv"
    target.write_text("old", encoding="utf-8")
    target.chmod(0o644)
    w.choose_csv_path = lambda: str(target)
    assert w.export_csv() == target
    assert target.read_text("utf-8-sig").startswith("kind,")
    assert mode(target) == 0o600, oct(mode(target))


def test_cards_pdf_stays_owner_only(tmp_path):
    run = ravi("cards", "--scenario", "zodiac", "--out", str(tmp_path / "cards.pdf"))
    assert run.returncode == 0, run.stderr
    assert mode(tmp_path / "cards.pdf") == 0o600
