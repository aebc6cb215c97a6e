"""Issue 20, items 8 and 9 in the window and in ``play``: an autosave deleted under the
running game is written anew at the next save (the red banner goes, a crash loses nothing);
a journal damaged in its middle says how many lines follow the damage and keeps them in a
copy when its last good state opens."""

from __future__ import annotations

import json
import subprocess
import sys
from pathlib import Path

from desk_driver import unfinished
from PySide6.QtWidgets import QLabel

from narrator_app.engine.gamefile import autosave_path, open_game, save_game
from narrator_app.ui.controller import GameController
from narrator_app.ui.recovery import ResumeDialog, resume_offer

ROOT = Path(__file__).resolve().parents[2]


# --- item 8 -----------------------------------------------------------------------------
def test_an_autosave_deleted_mid_game_is_written_anew_and_the_banner_clears(
        qtbot, window, reference_game) -> None:
    c = reference_game
    path = autosave_path(c.data_dir, c.game)
    assert path.exists() and c.last_saved
    path.unlink()  # a cleaning tool, a careless hand: the folder is still writable
    assert c.end_phase(), c.last_error
    assert c.last_saved and not window.save_banner.isVisible()
    assert [a.kind for a in open_game(path).actions] == ["deal", "end_phase"]
    path.unlink()
    assert c.undo() and c.last_saved  # an undo too: the whole record, its redo stack kept
    h = open_game(path)
    assert len(h.actions) == 1 and h.can_redo()
    assert not window.save_banner.isVisible()


def test_an_autosave_replaced_mid_game_is_never_appended_to(qtbot, reference_game) -> None:
    c = reference_game
    path = autosave_path(c.data_dir, c.game)
    raw = path.read_bytes()
    path.unlink()
    path.write_bytes(raw)  # the same bytes, another file (a restore from a copy)
    assert c.end_phase() and c.last_saved
    assert [a.kind for a in open_game(path).actions] == ["deal", "end_phase"]


def test_play_goes_on_after_its_autosave_is_deleted(tmp_path: Path) -> None:
    data = tmp_path / "data"
    env = {"PYTHONPATH": str(ROOT), "PATH": "/usr/bin:/bin", "QT_QPA_PLATFORM": "offscreen"}
    proc = subprocess.Popen(
        [sys.executable, "-m", "narrator_app", "play", "--data", str(data)], cwd=ROOT,
        env=env, stdin=subprocess.PIPE, stdout=subprocess.PIPE, stderr=subprocess.PIPE,
        text=True)
    try:
        new = {"new": {"scenario": "godfather_nostradamus",
                       "names": ["Ali", "Sara", "Reza", "مریم", "Leon", "Kaveh", "Nima",
                                 "Omid", "Pari", "Hadi", "Nasim"],
                       "house_rules": {"cards_enabled": False},
                       "deal": ["godfather", "saul_goodman", "matador", "dr_watson", "leon",
                                "citizen_kane", "constantine", "plain_citizen",
                                "plain_citizen", "plain_citizen", "nostradamus"]}}

        def say(msg: dict) -> str:
            proc.stdin.write(json.dumps(msg, ensure_ascii=False) + "\n")
            proc.stdin.flush()
            return proc.stdout.readline().strip()

        assert say(new) == "ack 1"
        (path,) = (data / "autosave").glob("*.ravi")
        path.unlink()
        assert say({"end_phase": True}) == "ack 2"
        assert say({"notes": "پس از پاک شدن"}) == "ack 2"
    finally:
        proc.stdin.close()
        proc.wait(timeout=60)
    h = open_game(path)
    assert len(h.actions) == 2 and h.notes == "پس از پاک شدن"


# --- item 9 -----------------------------------------------------------------------------
def test_the_lines_after_a_damage_are_counted_and_kept_in_a_copy(qtbot, tmp_path) -> None:
    data = tmp_path / "data"
    g = unfinished(3, 12)
    path = save_game(g, autosave_path(data, g))
    rows = path.read_bytes().splitlines(keepends=True)
    assert len(rows) == 13
    rows[6] = b'{"kind": "step", "n": 7, "phase": \n'  # line 7: not JSON any more
    raw = b"".join(rows)
    path.write_bytes(raw)
    entry, damaged = resume_offer(data)
    ((bad, good),) = damaged
    assert good.good_until == 7
    assert "6 later lines after the damage at line 7" in bad.detail
    dlg = ResumeDialog(entry, "fa", None, damaged)
    qtbot.addWidget(dlg)
    texts = "\n".join(lbl.text() for lbl in dlg.findChildren(QLabel))
    assert "۶ سطر دیگر" in texts or "6 later lines" in texts
    c = GameController(data)
    c.confirm = lambda _t, _x: True
    said: list[str] = []
    c.message.connect(said.append)
    assert c.open_copy(good)
    copy = path.with_name(path.name + ".from7")
    assert c.later_copy == copy and copy.read_bytes() == b"".join(rows[6:])
    assert path.read_bytes() == raw  # the damaged file itself untouched
    assert any(str(copy) in text for text in said), said
