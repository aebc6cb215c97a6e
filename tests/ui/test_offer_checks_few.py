"""The resume offer at start compares only what could be the game it offers (decision A11):
the files the index has no row of (by the folder's names), the rows with no winner, and
the autosaves the app recorded as written (``engine.note_written``) — one ``stat`` each —,
not every saved game. A finished game played on after an undo is still offered at the next
start; a file changed behind the index's back is still caught before the archive window
shows its row or the statistics count it. Real files, a real SQLite index."""

from __future__ import annotations

import os
import time
from pathlib import Path

import pytest

from benchmarks.archive_bench import make_games
from narrator_app.engine import archive_index
from narrator_app.engine.archive import read_entry
from narrator_app.engine.archive_index import (
    WRITTEN_NAME,
    ArchiveIndex,
    index_path,
    note_written,
    resume_candidates,
    written_autosaves,
)
from narrator_app.ui.archive_window import ArchiveWindow
from narrator_app.ui.controller import GameController
from narrator_app.ui.recovery import resume_offer
from narrator_app.ui.settings import Settings

pytestmark = pytest.mark.qt_log_ignore(r"This plugin does not support raise\(\)", extend=True)

FINISHED, UNFINISHED = 40, 2


def _club(base: Path) -> Path:
    """``base/data``: 40 finished and 2 unfinished autosaves (finished names start with
    «0», unfinished with «1»), indexed with the folder settled (its time 10 s back)."""
    data = base / "data"
    folder = data / "autosave"
    make_games(folder, finished=FINISHED, unfinished=UNFINISHED)
    past = time.time_ns() - 10_000_000_000
    os.utime(folder, ns=(past, past))
    with ArchiveIndex(index_path(data)) as index:
        index.refresh([folder])
    return data


class _Counting:
    """``os`` as the archive index sees it, counting each ``stat`` of a game file
    (``os.stat`` and the ``stat`` of each entry ``os.scandir`` gives; the scenario files'
    are not counted)."""

    def __init__(self) -> None:
        self.stats = 0

    def __getattr__(self, name: str):
        return getattr(os, name)

    def stat(self, path, *args, **kwargs):
        self.stats += str(path).endswith(".ravi")
        return os.stat(path, *args, **kwargs)

    def scandir(self, path):
        counter = self

        class Entry:
            def __init__(self, entry) -> None:
                self.entry, self.name, self.path = entry, entry.name, entry.path

            def is_dir(self, *args, **kwargs):
                return self.entry.is_dir(*args, **kwargs)

            def stat(self, *args, **kwargs):
                counter.stats += self.name.endswith(".ravi")
                return self.entry.stat(*args, **kwargs)

        class Listing:
            def __enter__(self):
                self.it = os.scandir(path)
                return (Entry(e) for e in self.it)

            def __exit__(self, *exc):
                self.it.close()

        return Listing()


def _counted(monkeypatch) -> _Counting:
    counting = _Counting()
    monkeypatch.setattr(archive_index, "os", counting)
    return counting


def _in_place(path: Path, raw: bytes) -> None:
    """Write ``raw`` into ``path`` in place, its folder's time put back as it was."""
    st = path.parent.stat()
    fd = os.open(path, os.O_WRONLY | os.O_TRUNC)
    try:
        os.write(fd, raw)
    finally:
        os.close(fd)
    os.utime(path.parent, ns=(st.st_atime_ns, st.st_mtime_ns))


def test_the_start_offer_does_not_stat_every_saved_game(tmp_path, monkeypatch) -> None:
    data = _club(tmp_path)
    counting = _counted(monkeypatch)
    found = resume_candidates(data, 8)
    assert found is not None
    assert sorted(e.path.name[0] for e in found) == ["1"] * UNFINISHED
    # the two rows that could be offered, not the 42 files (every file was stat-ed before)
    assert counting.stats <= UNFINISHED + 2, counting.stats


def test_a_new_file_a_gone_one_and_a_changed_candidate_are_seen(tmp_path, monkeypatch):
    data = _club(tmp_path)
    folder = data / "autosave"
    running = sorted(folder.glob("1*.ravi"))
    done = sorted(folder.glob("0*.ravi"))
    # a new unfinished game (a copy under a new name), a gone one, a candidate changed
    (folder / "2new.ravi").write_bytes(running[0].read_bytes())
    running[1].unlink()
    _in_place(running[0], done[0].read_bytes())  # finished now: no longer offered
    counting = _counted(monkeypatch)
    found = resume_candidates(data, 8)
    assert found is not None and [e.path.name for e in found] == ["2new.ravi"]
    assert counting.stats <= 6, counting.stats


def test_a_finished_game_played_on_after_an_undo_is_offered_at_the_next_start(tmp_path):
    data = _club(tmp_path)
    done = sorted((data / "autosave").glob("0*.ravi"))[3]
    c = GameController(data)
    c.confirm = lambda _title, _text: True
    assert c.open_from(done) and c.state is not None and c.state.winner is not None
    assert c.undo() and c.state.winner is None  # the end taken back: autosaved in place
    c.release_lock()
    assert written_autosaves(data) == ({str(done)}, (str(done) + "\n").encode())
    found = resume_candidates(data, 8, forget_written=True)
    assert found is not None
    (now,) = [e for e in found if e.path == done]  # offered among the unfinished games
    assert not now.finished and now.actions == c.game.actions.__len__()
    assert not (data / WRITTEN_NAME).exists()  # compared: the record goes
    again = resume_candidates(data, 8)  # its row now says so: offered without the record
    assert again is not None and done in [e.path for e in again]


def test_without_the_record_a_finished_game_played_on_is_not_looked_at(tmp_path, monkeypatch):
    """What the record is for: the same undo with the record's note left out is not seen
    by the offer (its row still says finished); the archive window still lists it right."""
    data = _club(tmp_path)
    done = sorted((data / "autosave").glob("0*.ravi"))[3]
    import narrator_app.engine as facade

    monkeypatch.setattr(archive_index, "note_written", lambda *_a: True)
    monkeypatch.setattr(facade, "note_written", lambda *_a: True, raising=False)
    c = GameController(data)
    c.confirm = lambda _title, _text: True
    assert c.open_from(done) and c.undo()
    c.release_lock()
    found = resume_candidates(data, 8)
    assert found is not None and done not in [e.path for e in found]


def test_a_file_changed_behind_the_index_is_caught_before_the_archive_shows_it(
        qtbot, tmp_path) -> None:
    data = _club(tmp_path)
    folder = data / "autosave"
    done = sorted(folder.glob("0*.ravi"))
    running = sorted(folder.glob("1*.ravi"))[0]
    _in_place(done[5], running.read_bytes())  # finished → unfinished, behind the index
    _in_place(done[6], b"{ not a game any more")  # finished → damaged
    found = resume_offer(data, 8, forget_written=True)  # the start: these two not looked at
    assert found is not None
    c = GameController(data)
    w = ArchiveWindow(c, Settings(archive_folders=[]), data.parent / "config")
    qtbot.addWidget(w)
    w.show()
    w.reload()
    shown = {e.path: e for e in w.model.entries}
    assert shown[done[5]].finished is False and shown[done[5]].names == read_entry(
        done[5]).names
    assert shown[done[6]].error is not None
    for path in (done[5], done[6]):
        st = path.stat()
        assert (shown[path].size, shown[path].mtime_ns) == (st.st_size, st.st_mtime_ns)
    with ArchiveIndex(index_path(data)) as index:  # and the statistics count them so
        every = {e.path: e for e in index.every_game([folder])}
    assert every[done[5]].finished is False and every[done[6]].error is not None
    assert len(every) == FINISHED + UNFINISHED
    c.release_lock()


def test_the_record_of_written_autosaves(tmp_path, monkeypatch) -> None:
    data = _club(tmp_path)
    folder = data / "autosave"
    a, b = sorted(folder.glob("0*.ravi"))[:2]
    assert written_autosaves(data) == (set(), b"")
    assert note_written(data, a) and note_written(data, b) and note_written(data, a)
    record = data / WRITTEN_NAME
    assert record.stat().st_mode & 0o777 == 0o600
    assert written_autosaves(data)[0] == {str(a), str(b)}
    counting = _counted(monkeypatch)
    assert resume_candidates(data, 8) is not None
    assert counting.stats <= UNFINISHED + 2 + 2  # the two written rows compared too
    assert record.exists()  # kept: not asked to forget it (a game may be being written)
    monkeypatch.undo()
    # a record that cannot be trusted: every file compared, the offer the same
    record.unlink()
    record.mkdir()
    assert written_autosaves(data) is None
    counting = _counted(monkeypatch)
    found = resume_candidates(data, 8, forget_written=True)
    assert found is not None and sorted(e.path.name[0] for e in found) == ["1"] * UNFINISHED
    assert counting.stats >= FINISHED + UNFINISHED
    assert record.is_dir()  # never removed when it is not a record
    monkeypatch.undo()
    record.rmdir()
    record.write_bytes(b"\xff\xfe not UTF-8")
    assert written_autosaves(data) is None
    found = resume_candidates(data, 8)  # every file compared; kept unless asked
    assert found is not None and len(found) == UNFINISHED and record.exists()
    found = resume_candidates(data, 8, forget_written=True)  # a file: removed once compared
    assert found is not None and len(found) == UNFINISHED and not record.exists()
    assert not note_written(data / "nowhere" / "deeper", a)  # cannot be written: False
