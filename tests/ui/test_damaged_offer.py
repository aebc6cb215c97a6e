"""Damaged files are offered, not hidden (issue 14, item 4): an autosave that cannot be read
is listed in the resume offer with its reason, and its last good state — the journal up to
its first damaged line, or the ``.bak`` of a v2 file — opens as a copy: a new game id whose
journal records the damaged game as its parent, autosaved as a new file, while the damaged
file stays byte-identical where it is. The same from the archive window. Once a copy
exists, the resume offer no longer offers the damaged file; the archive still lists it
(decisions J11–J13)."""

from __future__ import annotations

from pathlib import Path

import pytest
from desk_driver import older, unfinished
from PySide6.QtWidgets import QDialog, QLabel, QPushButton

from narrator_app.engine import Game, GameFileError, last_good_state
from narrator_app.engine.archive_index import ArchiveIndex, index_path
from narrator_app.engine.gamefile import (
    autosave_path,
    backup_path,
    dumps,
    open_game,
    read_game_header,
    save_game,
)
from narrator_app.engine.simulate import random_game
from narrator_app.messages import digits, gamefile_error_text
from narrator_app.ui.archive_window import ArchiveWindow
from narrator_app.ui.controller import GameController
from narrator_app.ui.main_window import MainWindow
from narrator_app.ui.recovery import ResumeDialog, resume_offer
from narrator_app.ui.settings import Settings

pytestmark = pytest.mark.qt_log_ignore(r"This plugin does not support raise\(\)", extend=True)

#: The journal line damaged in the middle of a 13-line journal (header + 12 actions).
BAD_LINE = 7




def record(game: Game) -> list[tuple]:
    return [(a.kind, a.phase, a.key, repr(a.value)) for a in game.actions]


def damaged_journal(data: Path) -> tuple[Game, Path, bytes]:
    """An autosaved journal of 12 actions whose line 7 (the 6th action) is damaged: lines
    2–6 (5 actions) are its last good state."""
    g = unfinished(3, 12)
    path = save_game(g, autosave_path(data, g))
    rows = path.read_bytes().splitlines(keepends=True)
    assert len(rows) == 13 and not backup_path(path).exists()
    rows[BAD_LINE - 1] = b'{"kind": "step", "n": 7, "phase": \n'  # not JSON any more
    raw = b"".join(rows)
    path.write_bytes(raw)
    return g, path, raw


def damaged_v2(data: Path) -> tuple[Game, Path, bytes, bytes]:
    """A v2 autosave cut short (damaged) beside its ``.bak``: a good v2 document of its
    first 7 actions."""
    g = unfinished(5, 9)
    path = autosave_path(data, g)
    path.parent.mkdir(parents=True, exist_ok=True)
    backup_path(path).write_text(dumps(older(g, 7)), "utf-8")
    raw = dumps(g).encode("utf-8")[:300]
    path.write_bytes(raw)
    return g, path, raw, backup_path(path).read_bytes()


def controller(data: Path) -> GameController:
    c = GameController(data)
    c.asked = []
    c.confirm = lambda _t, text: c.asked.append(text) or True
    return c


def window(qtbot, c: GameController, tmp_path: Path) -> MainWindow:
    w = MainWindow(c, settings=Settings(), settings_dir=tmp_path / "config")
    qtbot.addWidget(w)
    # never a modal dialog: each test says what the narrator answers
    w.ask_resume = lambda e: pytest.fail(f"resume offered unexpectedly: {e}")
    w.ask_recover = lambda d: pytest.fail(f"only damaged files offered unexpectedly: {d}")
    return w


def click_in_dialog(qtbot, w: MainWindow, entry, button_name: str) -> bool:
    """What the real ``ask_resume`` does, without a modal loop: the dialog over the window,
    the narrator clicks ``button_name``, the chosen file is left in ``w.chosen_resume``."""
    dlg = ResumeDialog(entry, "fa", w, w.damaged_autosaves)
    qtbot.addWidget(dlg)
    dlg.show()
    w.shown_dialog = dlg
    (button,) = [b for b in dlg.findChildren(QPushButton) if b.objectName() == button_name]
    button.click()
    w.chosen_resume = dlg.chosen
    return dlg.result() == QDialog.DialogCode.Accepted


def assert_copy(c: GameController, data: Path, parent: Game, n: int) -> Path:
    """The controller holds a copy of ``parent``'s first ``n`` actions under a new id that
    records ``parent`` as its parent, autosaved as a new file (returned)."""
    game = c.game
    assert game is not None and game.game_id != parent.game_id
    assert game.parent_id == parent.game_id
    assert record(game) == record(parent)[:n]
    copy = autosave_path(data, game)
    head = read_game_header(copy)
    assert head.format == 4 and head.game_id == game.game_id
    assert head.parent_id == parent.game_id
    assert record(open_game(copy)) == record(parent)[:n]
    return copy


def no_file_moved_aside(path: Path) -> None:
    assert [p.name for p in path.parent.iterdir() if ".damaged" in p.name] == []


# --- the resume offer ---------------------------------------------------------------------
def test_a_journal_damaged_in_its_middle_is_offered_and_opens_as_a_copy(qtbot, tmp_path):
    data = tmp_path / "data"
    g, path, raw = damaged_journal(data)
    entry, damaged = resume_offer(data)
    ((bad, good),) = damaged
    assert bad.path == path and bad.error == "damaged" and f"line {BAD_LINE}" in bad.detail
    # its last good state: the journal up to the damaged line, offered in the game's place
    assert good.good_until == BAD_LINE and good.path == path and good.actions == 5
    assert good.game_id == g.game_id and entry == good
    c = controller(data)
    w = window(qtbot, c, tmp_path)
    w.ask_resume = lambda e: click_in_dialog(qtbot, w, e, "openLastGood0")
    assert w.offer_resume()
    texts = "\n".join(lbl.text() for lbl in w.shown_dialog.findChildren(QLabel))
    assert gamefile_error_text(GameFileError("damaged", path.name), "fa") in texts
    assert bad.detail in texts  # the reason, with its line
    assert "P1" in texts  # what the last good state holds: its players
    (button,) = [b for b in w.shown_dialog.findChildren(QPushButton)
                 if b.objectName() == "openLastGood0"]
    assert digits(5, "fa") in button.text()  # its 5 actions
    copy = assert_copy(c, data, g, 5)
    assert copy != path and path.read_bytes() == raw  # byte-identical, where it was
    no_file_moved_aside(path)
    # the copy is played on and autosaved to its own file only
    assert c.end_phase() and path.read_bytes() == raw
    assert len(open_game(copy).actions) == 6


def test_resume_on_the_offered_last_good_state_opens_the_copy(qtbot, tmp_path):
    """«Resume» on the offered game, when it is a damaged file's last good state, opens the
    same copy as that file's own button."""
    data = tmp_path / "data"
    g, path, raw = damaged_journal(data)
    c = controller(data)
    w = window(qtbot, c, tmp_path)
    w.ask_resume = lambda e: click_in_dialog(qtbot, w, e, "resumeButton")
    assert w.offer_resume()
    assert w.chosen_resume == path  # the damaged journal's own path: never opened in place
    assert_copy(c, data, g, 5)
    assert path.read_bytes() == raw
    no_file_moved_aside(path)


def test_with_only_damaged_files_left_the_choice_opens_a_copy(qtbot, tmp_path):
    """A finished game whose journal got a damaged line after its end: nothing readable to
    resume, the damaged file is offered (``ask_recover``) and its last good state, the
    finished game, opens as a copy."""
    data = tmp_path / "data"
    g = random_game("zodiac", 12, 3)
    assert g.state.winner is not None
    path = save_game(g, autosave_path(data, g))
    lines = len(path.read_bytes().splitlines())
    raw = path.read_bytes() + b'{"kind": "notes", "text": "\x00", "n": 99}\n'
    path.write_bytes(raw)
    c = controller(data)
    w = window(qtbot, c, tmp_path)
    w.ask_resume = lambda e: pytest.fail("nothing readable to resume")
    offered = []
    w.ask_recover = lambda damaged: offered.append(damaged) or damaged[0][1].path
    assert w.offer_resume()
    ((bad, good),) = offered[0]
    assert bad.path == path and good.good_until == lines + 1 and good.finished
    assert_copy(c, data, g, len(g.actions))
    assert c.game.state.winner == g.state.winner
    assert path.read_bytes() == raw
    no_file_moved_aside(path)


def test_a_v2_file_with_a_bak_opens_its_bak_as_a_copy(qtbot, tmp_path):
    data = tmp_path / "data"
    g, path, raw, bak_raw = damaged_v2(data)
    entry, damaged = resume_offer(data)
    ((bad, good),) = damaged
    assert bad.path == path and bad.error == "damaged" and bad.detail
    assert good.from_backup and good.path == backup_path(path) and good.actions == 7
    c = controller(data)
    w = window(qtbot, c, tmp_path)
    w.ask_resume = lambda e: click_in_dialog(qtbot, w, e, "openLastGood0")
    assert w.offer_resume()
    assert w.chosen_resume == backup_path(path)
    texts = "\n".join(lbl.text() for lbl in w.shown_dialog.findChildren(QLabel))
    assert bad.detail in texts and ".bak" in texts
    assert_copy(c, data, g, 7)
    assert path.read_bytes() == raw  # the damaged file: byte-identical, where it was
    assert backup_path(path).read_bytes() == bak_raw  # and its .bak too
    no_file_moved_aside(path)


def test_a_damaged_file_with_a_copy_is_no_longer_offered_but_still_listed(qtbot, tmp_path):
    """Decision J13: once its last good state was opened as a copy, the damaged autosave is
    not offered at start again; the archive lists it with its reason and names the copy."""
    data = tmp_path / "data"
    g, path, raw = damaged_journal(data)
    c = controller(data)
    w = window(qtbot, c, tmp_path)
    w.ask_resume = lambda e: True
    assert w.offer_resume()
    copy = assert_copy(c, data, g, 5)
    c.release_lock()
    entry, damaged = resume_offer(data)
    assert damaged == [] and entry.path == copy and not entry.last_good
    with ArchiveIndex(index_path(data)) as index:
        rows = {e.path: e for e in index.games([data / "autosave"])}
    assert rows[path].error == "damaged" and f"line {BAD_LINE}" in rows[path].detail
    assert rows[copy].parent == g.game_id
    # the copy deleted: the damaged file is offered again
    copy.unlink()
    entry, damaged = resume_offer(data)
    assert [b.path for b, _g in damaged] == [path] and entry.good_until == BAD_LINE
    assert path.read_bytes() == raw


# --- the archive window -------------------------------------------------------------------
@pytest.mark.parametrize("kind", ["journal", "v2_bak"])
def test_the_archive_opens_a_damaged_rows_last_good_state_as_a_copy(qtbot, tmp_path, kind):
    data = tmp_path / "data"
    club = tmp_path / "club"
    if kind == "journal":
        g, path, raw = damaged_journal(club)
        n, bak_raw = 5, None
    else:
        g, path, raw, bak_raw = damaged_v2(club)
        n = 7
    hopeless = club / "autosave" / "hopeless.ravi"
    hopeless.write_bytes(b'{"kind": "header", "format": 3, "game_id": ')
    c = controller(data)
    running = unfinished(8, 4)
    assert c.new_game(running.setup, list(running.actions[0].value))
    w = ArchiveWindow(c, Settings(archive_folders=[str(club)]), tmp_path / "config")
    qtbot.addWidget(w)
    w.show()
    w.reload()
    qtbot.waitUntil(lambda: not w.building(), timeout=60_000)
    assert w.select_path(hopeless)
    assert not w.copy_button.isVisible()  # no last good state: nothing to open
    assert w.select_path(path)
    assert w.copy_button.isVisible() and w.copy_button.isEnabled()
    assert not w.open_button.isEnabled()
    assert digits(n, "fa") in w.copy_button.text()
    row = w.selected_entry()
    assert row.error == "damaged" and row.detail in w.detail_label.text()
    w.copy_button.click()
    assert c.asked  # the game on the desk: asked first
    copy = assert_copy(c, data, g, n)
    assert copy.parent == data / "autosave"
    assert path.read_bytes() == raw
    if bak_raw is not None:
        assert backup_path(path).read_bytes() == bak_raw
    no_file_moved_aside(path)
    # still listed with its reason, and its row names the copy
    assert w.select_path(path) and w.selected_entry().error == "damaged"
    assert copy.name in w.detail_label.text()
    assert w.model.row_of(copy) >= 0
    assert last_good_state(w.selected_entry()) is not None
