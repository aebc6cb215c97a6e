"""The window over a damaged or busy archive index (issue 20, items 2 and 3): the resume
offer still offers the unfinished game (read from the autosave folder itself), the status
bar says what happened to the index, a damaged one is set aside and built again on a worker
thread, and the archive window opens and lists every game as its file says.

Real window (pytest-qt), real game files, real SQLite, another connection holding a real
write transaction."""

from __future__ import annotations

import sqlite3
from pathlib import Path

import pytest

from narrator_app.engine import Game, save_game
from narrator_app.engine.archive import read_entry
from narrator_app.engine.archive_index import ArchiveIndex, index_path
from narrator_app.engine.simulate import random_game
from narrator_app.ui.controller import GameController
from narrator_app.ui.main_window import MainWindow
from narrator_app.ui.settings import Settings

PAGE = 4096
pytestmark = pytest.mark.qt_log_ignore(r"This plugin does not support raise\(\)", extend=True)


def _home(data: Path) -> Path:
    """Three finished games and an unfinished one (the newest) in ``data/autosave``, their
    index built; returns the unfinished game's file."""
    folder = data / "autosave"
    folder.mkdir(parents=True)
    for i in range(3):
        save_game(random_game("godfather_nostradamus", 11, 70 + i), folder / f"done{i}.ravi")
    done = random_game("godfather_nostradamus", 11, 80)
    running = save_game(Game.replay(done.setup, done.actions[:20], done.scenario),
                        folder / "running.ravi")
    with ArchiveIndex(index_path(data)) as index:
        index.refresh([folder])
    return running


def _damage_the_table(db: Path) -> None:
    """Zero the pages of the games table (those holding a player's name: P1 …)."""
    raw = bytearray(db.read_bytes())
    for page in range(1, len(raw) // PAGE):
        if b'"P1"' in raw[page * PAGE:(page + 1) * PAGE]:
            raw[page * PAGE:(page + 1) * PAGE] = bytes(PAGE)
    db.write_bytes(bytes(raw))


def _window(qtbot, data: Path) -> MainWindow:
    # settings of the test's own (never the user's configuration folder)
    w = MainWindow(GameController(data), settings=Settings(),
                   settings_dir=data.parent / "config")
    qtbot.addWidget(w)
    w.show()
    qtbot.waitExposed(w)
    return w


def test_a_damaged_index_still_offers_the_game_and_is_built_again(qtbot, tmp_path):
    data = tmp_path / "data"
    running = _home(data)
    _damage_the_table(index_path(data))
    w = _window(qtbot, data)
    offered = []
    w.ask_resume = lambda entry: offered.append(entry) or False
    w.ask_recover = lambda damaged: None
    w.offer_resume()
    qtbot.waitUntil(lambda: bool(offered) or not w.resume_pending(), timeout=10000)
    assert [e.path for e in offered] == [running]
    assert "archive.sqlite3.bad" in w.statusBar().currentMessage()
    assert Path(str(index_path(data)) + ".bad").exists()
    # built again on a worker thread, then the archive lists every game as its file says
    qtbot.waitUntil(lambda: w.index_rebuild is None, timeout=20000)
    with ArchiveIndex(index_path(data)) as index:
        assert index.count() == 4
    arc = w.open_archive()
    qtbot.waitUntil(lambda: not arc.building(), timeout=20000)
    listed = arc.model.entries
    assert sorted(e.path.name for e in listed) == [
        "done0.ravi", "done1.ravi", "done2.ravi", "running.ravi"]
    for e in listed:
        assert e.game_id == read_entry(e.path).game_id
    arc.close()


def test_the_archive_window_opens_over_a_damaged_index(qtbot, tmp_path):
    data = tmp_path / "data"
    _home(data)
    w = _window(qtbot, data)
    _damage_the_table(index_path(data))
    arc = w.open_archive()
    qtbot.waitUntil(lambda: not arc.building(), timeout=20000)
    assert sorted(e.path.name for e in arc.model.entries) == [
        "done0.ravi", "done1.ravi", "done2.ravi", "running.ravi"]
    assert arc.index_banner.isVisibleTo(arc)
    assert "archive.sqlite3.bad" in arc.index_banner_text.text()
    stats = arc.open_stats()
    assert stats is not None
    arc.close()


def test_a_busy_index_is_said_and_the_game_still_offered(qtbot, tmp_path):
    data = tmp_path / "data"
    running = _home(data)
    # the game was played on after the index last saw it: its row must be written now
    game = read_entry(running)
    assert game.error is None
    done = random_game("godfather_nostradamus", 11, 80)
    save_game(Game.replay(done.setup, done.actions[:24], done.scenario), running)
    holder = sqlite3.connect(index_path(data), isolation_level=None)
    holder.execute("BEGIN IMMEDIATE")
    holder.execute("UPDATE games SET notes = notes")
    try:
        w = _window(qtbot, data)
        offered = []
        w.ask_resume = lambda entry: offered.append(entry) or False
        w.ask_recover = lambda damaged: None
        w.offer_resume()
        qtbot.waitUntil(lambda: bool(offered) or not w.resume_pending(), timeout=10000)
        assert [e.path for e in offered] == [running]
        assert offered[0].actions == 24
        message = w.statusBar().currentMessage()
        assert "busy" in message or "مشغول" in message, message
        arc = w.open_archive()
        assert len(arc.model.entries) == 4
        arc.close()
    finally:
        holder.rollback()
        holder.close()
    assert not Path(str(index_path(data)) + ".bad").exists()
