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


# --- the players' display: the lapsed interrogation is the narrator's alone --------------
# Bazpors: a summons lapses when a summoned player is out of the game at the day's start
# (TR99-4) or leaves during the day before the interrogation (X100-1); the desk says it (the
# morning box, the day panel, the log), the display and the public view never do. A lapse
# during the day, after the morning promised the interrogation, is heard as the bare
# «there will be no interrogation today» (X100-11): no reason, no seat.
LAPSE_DEAL = ["mafia_boss", "nato", "charlatan", "detective", "doctor", "researcher",
              "invulnerable", "interrogator", "plain_citizen", "plain_citizen"]
LAPSE_NAMES = tuple(f"P{i}" for i in range(1, 11))
LAPSE_WORDS = ("بازپرسی انجام نمی‌شود", "مصرف شد", "فقط راوی",
               "No interrogation", "summons is spent", "narrator only", "lapsed",
               "احضار", "summoned")


@pytest.mark.parametrize("lang", ["fa", "en"])
@pytest.mark.parametrize("when", ["morning", "day"])
def test_a_lapsed_interrogation_never_reaches_the_display(qtbot, tmp_path, lang, when):
    from narrator_app.engine import Setup, public_view
    from narrator_app.messages import ANNOUNCE, narrator_notes
    from narrator_app.ui.controller import GameController
    from narrator_app.ui.public_window import PublicWindow

    c = GameController(tmp_path, lang=lang)
    assert c.new_game(Setup("bazpors", LAPSE_NAMES), LAPSE_DEAL), c.last_error
    for _ in range(3):
        assert c.end_phase(), c.last_error
    assert c.step("interrogator", {"summon": [2, 9]}), c.last_error
    assert c.step("mafia", {"shot": 9 if when == "morning" else 10}), c.last_error
    pw = PublicWindow(c)
    qtbot.addWidget(pw)
    pw.show()
    assert c.end_phase(), c.last_error
    if when == "day":
        assert c.step("withdraw", [9]), c.last_error
    st = c.state
    rec = st.records[-1]
    # the desk has it (the record's note, the log's narrator-only line) …
    assert rec.private.get("interrogation_lapsed") == [9]
    assert narrator_notes(rec.private, st.scenario, lang, LAPSE_NAMES)
    lines = [x for x in st.log if x.data.get("name") == "interrogation_lapsed"]
    assert len(lines) == 1 and not lines[0].public
    # … the players' display and the public view do not
    pw.refresh()
    off = ANNOUNCE[lang]["no_interrogation"]
    texts = pw.shown_texts()
    shown = " ".join(texts) + repr(public_view(st))
    assert not [w for w in LAPSE_WORDS if w in shown], shown
    # the day's lapse: the table heard the promise, it hears it is off (X100-11), seatless
    said = [x for t in texts for x in t.split("\n") if off in x]
    assert len(said) == (1 if when == "day" else 0), texts
    assert all(x.lstrip("\u200e\u200f") == off for x in said), said
    assert public_view(st).announce.count("no_interrogation") == (when == "day")
