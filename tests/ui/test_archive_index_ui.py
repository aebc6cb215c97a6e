"""The archive as a database (issue 14): the window lists from the SQLite index, builds a
cold index in the background with a progress bar (the window answers meanwhile), keeps the
archive row and its note when an older copy is opened, and offers a damaged autosave with
its reason and its last good state."""

from __future__ import annotations

import sys
from pathlib import Path

import pytest
from desk_driver import older, unfinished
from PySide6.QtWidgets import QLabel, QPushButton

from narrator_app.engine.archive_index import ArchiveIndex, index_path
from narrator_app.engine.gamefile import autosave_path, backup_path, open_game, save_game
from narrator_app.engine.journal import rechain
from narrator_app.engine.simulate import random_game
from narrator_app.messages import gamefile_error_text
from narrator_app.ui.archive_window import READ_AT_ONCE, ArchiveWindow
from narrator_app.ui.controller import GameController
from narrator_app.ui.main_window import MainWindow
from narrator_app.ui.recovery import ResumeDialog, resume_offer
from narrator_app.ui.settings import Settings

ROOT = Path(__file__).resolve().parents[2]
sys.path.insert(0, str(ROOT / "tests" / "fixtures" / "archive"))
pytestmark = pytest.mark.qt_log_ignore(r"This plugin does not support raise\(\)", extend=True)




def controller(data: Path, answer: bool) -> GameController:
    c = GameController(data)
    c.asked = []
    c.confirm = lambda _t, text: c.asked.append(text) or answer
    return c


def archive_window(qtbot, c, folders) -> ArchiveWindow:
    w = ArchiveWindow(c, Settings(archive_folders=[str(f) for f in folders]),
                      Path(c.data_dir).parent / "config")
    qtbot.addWidget(w)
    w.show()
    w.reload()
    qtbot.waitUntil(lambda: not w.building(), timeout=60_000)
    return w


# --- the older copy: the archive row and its note survive ----------------------------------
@pytest.mark.parametrize("take_newer", [True, False])
def test_opening_an_older_copy_keeps_the_archive_row_and_its_note(qtbot, tmp_path, take_newer):
    data = tmp_path / "data"
    g = unfinished(7, 30)
    g.notes = "سارا بهترین شب فصل را بازی کرد."
    auto = save_game(g, autosave_path(data, g))
    copy = save_game(older(g, 10), tmp_path / "docs" / "tuesday.ravi")
    c = controller(data, take_newer)
    w = archive_window(qtbot, c, [tmp_path / "docs"])
    assert w.select_path(auto) and w.notes.toPlainText() == g.notes
    assert w.select_path(copy)
    assert w.open_selected()  # resumed in the main window (offered the newer record first)
    # declined, the same game goes on from the older copy, the newer record kept aside
    # (RS32-1): one question, one game id whatever the answer
    assert len(c.asked) == 1
    n = 30 if take_newer else 10
    assert c.game.game_id == g.game_id and len(c.game.actions) == n
    w.reload()
    rows = {e.path: e for e in w.model.entries}
    kept = rows[auto]
    assert kept.game_id == g.game_id and kept.actions == n and kept.notes == g.notes
    assert w.select_path(auto) and w.notes.toPlainText() == g.notes
    assert rows[copy].actions == 10  # the copy itself is never written
    assert {e.game_id for e in rows.values()} == {g.game_id}  # no second game
    with ArchiveIndex(index_path(data)) as index:  # the index says the same
        (row,) = [e for e in index.by_game_id(g.game_id) if e.path == auto]
        assert row.notes == g.notes and row.actions == n
    assert open_game(auto).notes == g.notes


# --- a cold build in the background -------------------------------------------------------
def test_a_cold_build_runs_in_the_background_with_a_progress_bar(qtbot, tmp_path):
    data = tmp_path / "data"
    folder = tmp_path / "club"
    one = random_game("godfather_nostradamus", 11, 3)
    first = save_game(one, folder / "g000.ravi")
    raw = first.read_bytes()
    n = READ_AT_ONCE * 5
    for i in range(1, n):  # copies with their own ids: distinct files, distinct hashes
        (folder / f"g{i:03d}.ravi").write_bytes(
            rechain(raw.replace(one.game_id.encode(), f"{i:016x}".encode())))
    (folder / "broken.ravi").write_text("{", "utf-8")
    c = controller(data, True)
    w = ArchiveWindow(c, Settings(archive_folders=[str(folder)]), tmp_path / "config")
    qtbot.addWidget(w)
    w.show()
    seen = []
    w.progress.valueChanged.connect(lambda v: seen.append((v, w.progress.maximum())))
    w.reload()  # returns at once: the build runs on its own thread
    assert w.building() and w.progress.isVisible()
    w.search_box.setText("P1")  # the window answers meanwhile
    qtbot.waitUntil(lambda: not w.building(), timeout=60_000)
    assert not w.progress.isVisible()
    assert seen and seen[-1] == (n + 1, n + 1)
    w.search_box.setText("")
    entries = w.model.entries
    assert len(entries) == n + 1 and entries[-1].error == "damaged"
    w.reload()  # warm: nothing to read, nothing in the background
    assert not w.building() and len(w.model.entries) == n + 1


def test_sorting_by_a_column_reads_the_index(qtbot, tmp_path):
    from PySide6.QtCore import Qt

    from narrator_app.ui.archive_window import LENGTH

    data = tmp_path / "data"
    games = [random_game("zodiac", 12, s) for s in (1, 2, 3)]
    for g in games:
        save_game(g, tmp_path / "club" / f"{g.game_id}.ravi")
    w = archive_window(qtbot, controller(data, True), [tmp_path / "club"])
    w.view.horizontalHeader().setSortIndicator(LENGTH, Qt.SortOrder.AscendingOrder)
    got = [e.actions for e in w.model.entries]
    assert got == sorted(len(g.actions) for g in games)
    w.view.horizontalHeader().setSortIndicator(LENGTH, Qt.SortOrder.DescendingOrder)
    assert [e.actions for e in w.model.entries] == sorted(got, reverse=True)


# --- a damaged autosave is offered with its reason -----------------------------------------
def test_a_damaged_autosave_is_offered_with_its_reason_and_its_last_good_state(qtbot, tmp_path):
    data = tmp_path / "data"
    g = unfinished(3, 9)
    path = autosave_path(data, g)
    save_game(older(g, 7), path)
    save_game(g, path)  # the 7-action record is kept as .bak
    cut = path.read_bytes()[:300]
    path.write_bytes(cut)
    lost = unfinished(4, 6)  # damaged, and no earlier copy
    lost_path = autosave_path(data, lost)
    lost_path.parent.mkdir(parents=True, exist_ok=True)
    lost_path.write_text('{"format": "ravi-game", "version": 2, "game_id": ', "utf-8")
    entry, damaged = resume_offer(data)
    assert {e.path for e, _good in damaged} == {path, lost_path}
    good_of = {e.path: good for e, good in damaged}
    assert good_of[path].path == backup_path(path) and good_of[lost_path] is None
    dlg = ResumeDialog(entry, "fa", None, damaged)
    qtbot.addWidget(dlg)
    dlg.show()
    texts = "\n".join(lbl.text() for lbl in dlg.findChildren(QLabel))
    for bad, _good in damaged:
        assert path.name in texts or lost_path.name in texts
        assert gamefile_error_text(_error(bad), "fa").splitlines()[0] in texts
        assert bad.detail in texts
    (button,) = [b for b in dlg.findChildren(QPushButton) if b.objectName() == "openLastGood"
                 + str([e.path for e, _g in damaged].index(path))]
    assert "۷" in button.text()  # its 7 actions
    with qtbot.waitSignal(dlg.accepted, timeout=2000):
        button.click()
    assert dlg.chosen == backup_path(path)
    # the window: the offer with the damaged files; the last good state opens
    c = controller(data, True)
    w = MainWindow(c, settings=Settings(), settings_dir=tmp_path / "config")
    qtbot.addWidget(w)
    asked = []
    w.ask_resume = lambda e: asked.append(e) or True
    w.chosen_resume = None
    assert w.offer_resume()
    assert asked[0].from_backup and len(w.c.game.actions) == 7
    # opened as a copy: a new id that records its parent (issue 14 item 4, decision J12)
    assert w.c.game.game_id != g.game_id and w.c.game.parent_id == g.game_id
    assert {e.path for e, _g in w.damaged_autosaves} == {path, lost_path}
    assert lost_path.read_text("utf-8").startswith('{"format"')  # never changed
    assert path.read_bytes() == cut  # kept where it was, byte for byte
    assert not path.with_name(path.name + ".damaged").exists()


def test_only_damaged_autosaves_are_still_offered(qtbot, tmp_path):
    data = tmp_path / "data"
    lost = unfinished(4, 6)
    lost_path = autosave_path(data, lost)
    lost_path.parent.mkdir(parents=True, exist_ok=True)
    raw = b'{"format": "ravi-game", "version": 2, "game_id": '
    lost_path.write_bytes(raw)
    w = MainWindow(controller(data, True), settings=Settings(),
                   settings_dir=tmp_path / "config")
    qtbot.addWidget(w)
    offered = []
    w.ask_resume = lambda e: pytest.fail("nothing readable to resume")
    w.ask_recover = lambda damaged: offered.append(damaged) or None
    assert not w.offer_resume()
    ((bad, good),) = offered[0]
    assert bad.path == lost_path and bad.error == "damaged" and good is None
    assert lost_path.read_bytes() == raw


def _error(entry):
    from narrator_app.engine import GameFileError

    return GameFileError(entry.error, entry.path.name)
