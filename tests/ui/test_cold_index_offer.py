"""The resume offer over many autosaves the archive index has not seen yet (a first start
after an upgrade, an index set aside as damaged): they are read on a worker thread while
the window keeps answering, the reading shows in the status bar, and the offer comes when
they are read — the same offer, damaged autosave included, as from a warm index.

Real window (pytest-qt), real game files, real SQLite. No timing: the worker is held on
its first file until the window has shown that it answers."""

from __future__ import annotations

import json
import threading
from pathlib import Path

import pytest
from PySide6.QtCore import QThread, QTimer

from narrator_app.engine import Game, archive_index, save_game
from narrator_app.engine.archive_index import index_path
from narrator_app.engine.journal import prev_hash, sealed
from narrator_app.engine.simulate import random_game
from narrator_app.ui.controller import GameController
from narrator_app.ui.main_window import MainWindow
from narrator_app.ui.recovery import READ_AT_START, resume_offer


def _autosaves(data: Path, finished: int) -> str:
    """``finished`` finished games, one unfinished and one damaged file in
    ``data/autosave``; returns the unfinished game's id."""
    folder = data / "autosave"
    folder.mkdir(parents=True)
    done = random_game("godfather_nostradamus", 11, 3)
    raw = save_game(done, folder / "model.ravi").read_text("utf-8")
    (folder / "model.ravi").unlink()
    for i in range(finished):
        gid = f"{i:016x}"
        (folder / f"{gid}.ravi").write_text(_rechained(raw.replace(done.game_id, gid)),
                                            "utf-8")
    running = Game.replay(done.setup, done.actions[:20], done.scenario)
    save_game(running, folder / "running.ravi")
    (folder / "damaged.ravi").write_text("not a game at all", "utf-8")
    return running.game_id


def _rechained(text: str) -> str:
    """A journal whose header was edited, its seals made again and each line's ``prev``
    following the line before it again (as the app writes a journal of that header; the
    summary's binding left as it was: the file is replayed)."""
    lines = [_resealed(x) for x in text.splitlines(keepends=True)]
    for i in range(1, len(lines)):
        old = json.loads(lines[i])["prev"]
        lines[i] = _resealed(lines[i].replace(
            old, prev_hash(lines[i - 1][:-1].encode("utf-8")), 1))
    return "".join(lines)


def _resealed(line: str) -> str:
    """``line`` (with its newline) with its own seal made again (CF49-15)."""
    core = line[:line.rindex(',"own":')] + "}"
    return sealed(core) + "\n"


def _window(qtbot, data: Path) -> MainWindow:
    c = GameController(data)
    w = MainWindow(c)
    qtbot.addWidget(w)
    w.show()
    qtbot.waitExposed(w)
    return w


def test_a_cold_index_is_built_off_the_gui_thread_and_the_offer_still_comes(
        qtbot, tmp_path, monkeypatch):
    data = tmp_path / "data"
    running_id = _autosaves(data, READ_AT_START * 3)
    assert not index_path(data).exists()
    gate = threading.Event()
    on_gui_thread = []
    real = archive_index.summarise_file

    def held(path):
        on_gui_thread.append(threading.current_thread() is threading.main_thread())
        # the worker waits until the window has answered (or the window is closed)
        while not on_gui_thread[-1] and not gate.wait(0.02):
            if QThread.currentThread().isInterruptionRequested():
                break
        return real(path)

    monkeypatch.setattr(archive_index, "summarise_file", held)
    w = _window(qtbot, data)
    offered, recover = [], []
    w.ask_resume = lambda entry: offered.append(entry) or False
    w.ask_recover = lambda damaged: recover.append(damaged)
    assert not w.offer_resume()  # no offer yet: the files are being read
    assert w.resume_pending()
    # the window answers while the worker is held on a file: a timer fires, the reading
    # shows in the status bar, a menu action runs
    answered = []
    QTimer.singleShot(0, lambda: answered.append(w.resume_pending()))
    qtbot.waitUntil(lambda: bool(answered), timeout=10000)
    assert answered == [True]
    qtbot.waitUntil(lambda: bool(on_gui_thread), timeout=10000)
    # the worker's first progress («0 of N», queued to the GUI thread) reaches the status bar
    qtbot.waitUntil(lambda: bool(w.statusBar().currentMessage()), timeout=10000)
    assert "0" in w.statusBar().currentMessage() or "۰" in w.statusBar().currentMessage()
    w.resize(900, 600)
    assert w.resume_pending() and not offered
    assert not w.offer_resume() and w.resume_pending()  # asked again: still one worker
    gate.set()
    qtbot.waitUntil(lambda: not w.resume_pending(), timeout=60000)
    assert on_gui_thread and not any(on_gui_thread)  # every file read off the GUI thread
    assert [e.game_id for e in offered] == [running_id]
    assert [bad.path.name for bad, _good in w.damaged_autosaves] == ["damaged.ravi"]
    assert recover == [] and w.statusBar().currentMessage() == ""
    # the index is built: the same offer now comes at once, from the index
    monkeypatch.setattr(archive_index, "summarise_file", real)
    entry, damaged = resume_offer(data, READ_AT_START)
    assert entry.game_id == running_id and [b.path.name for b, _g in damaged] == ["damaged.ravi"]
    assert w.offer_resume() is False and not w.resume_pending()
    assert [e.game_id for e in offered] == [running_id] * 2


def test_closing_the_window_while_the_index_is_built_stops_the_worker(qtbot, tmp_path):
    data = tmp_path / "data"
    _autosaves(data, READ_AT_START * 3)
    w = _window(qtbot, data)
    offered = []
    w.ask_resume = lambda entry: offered.append(entry) or False
    assert not w.offer_resume()
    finder = w.offer_finder
    assert finder is not None
    w.close()
    assert not finder.isRunning() and not w.resume_pending()
    qtbot.wait(50)
    assert offered == []  # no offer over a closed window
    assert (data / "autosave" / "running.ravi").is_file()


def test_a_few_unindexed_autosaves_are_offered_at_once(qtbot, tmp_path):
    data = tmp_path / "data"
    running_id = _autosaves(data, READ_AT_START - 2)  # after a crash: few changed files
    w = _window(qtbot, data)
    offered = []
    w.ask_resume = lambda entry: offered.append(entry) or False
    assert not w.offer_resume()
    assert not w.resume_pending() and [e.game_id for e in offered] == [running_id]


def _held_offer(qtbot, tmp_path):
    """A window whose offer, read on the worker, is found while a modal dialog (the New
    game dialog, a file being chosen) is open."""
    from PySide6.QtWidgets import QApplication, QDialog

    data = tmp_path / "data"
    running_id = _autosaves(data, READ_AT_START * 3)
    w = _window(qtbot, data)
    offered = []
    w.ask_resume = lambda entry: offered.append(entry.game_id) or False
    dialog = QDialog(w)
    dialog.setModal(True)
    dialog.show()
    assert QApplication.activeModalWidget() is dialog
    assert not w.offer_resume()
    qtbot.waitUntil(lambda: not w.resume_pending(), timeout=60000)
    qtbot.wait(400)  # past a re-check: still no offer over the open dialog
    assert offered == []
    return w, dialog, offered, running_id


def test_the_offer_waits_for_an_open_dialog_to_close(qtbot, tmp_path):
    w, dialog, offered, running_id = _held_offer(qtbot, tmp_path)
    dialog.reject()
    qtbot.waitUntil(lambda: offered == [running_id], timeout=5000)


def test_the_offer_is_dropped_when_a_game_was_started_meanwhile(qtbot, tmp_path):
    w, dialog, offered, _running_id = _held_offer(qtbot, tmp_path)
    other = save_game(random_game("classic", 8, 5, max_actions=6), tmp_path / "other.ravi")
    assert w.c.open_from(other)  # the narrator's new game, started from the dialog
    dialog.accept()
    qtbot.wait(700)
    assert offered == [] and w.c.game is not None


@pytest.mark.qt_log_ignore(r"This plugin does not support raise\(\)", extend=True)
def test_the_archive_opened_meanwhile_shows_the_start_reading_and_does_not_read_again(
        qtbot, tmp_path, monkeypatch):
    data = tmp_path / "data"
    _autosaves(data, READ_AT_START * 3)
    gate = threading.Event()
    reads: list[str] = []
    real = archive_index.summarise_file

    def counted(path):
        reads.append(Path(path).name)
        while not gate.wait(0.02):  # held until the archive window is open
            if QThread.currentThread().isInterruptionRequested():
                break
        return real(path)

    monkeypatch.setattr(archive_index, "summarise_file", counted)
    w = _window(qtbot, data)
    w.ask_resume = lambda entry: False
    assert not w.offer_resume() and w.resume_pending()
    archive = w.open_archive()
    assert archive.builder is None  # no second reader of the same files
    assert archive.progress.isVisible()
    gate.set()
    qtbot.waitUntil(lambda: not w.resume_pending(), timeout=60000)
    qtbot.waitUntil(lambda: not archive.progress.isVisible() and not archive.building(),
                    timeout=10000)
    assert sorted(reads) == sorted(set(reads))  # every file read once
    assert len(archive.model.entries) == READ_AT_START * 3 + 2
