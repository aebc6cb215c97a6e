"""One night at the table is one game in the archive, whatever the narrator answers when he
reopens his saved file and the app offers the newer autosave of it (RS32-1).

The narrator saved his file at the 10th action («Save» early in the evening), the app went
on autosaving to the 30th; he reopens the file (File → Open), the real question box offers
the newer record. Declined, the game goes on under its own id from the file's point, and the
autosave's later actions are kept in a copy beside it, named in the question; accepted, it
goes on from the newer record. Either way he plays the night to its end, and the archive's
SQLite index and the statistics window count one game, each player once.
"""

from __future__ import annotations

from pathlib import Path

import pytest
from desk_driver import older
from PySide6.QtCore import Qt, QTimer
from PySide6.QtWidgets import QApplication, QFileDialog, QMessageBox

import narrator_app.ui.main_window as mw
from narrator_app.engine import Game
from narrator_app.engine.archive_index import ArchiveIndex, index_path
from narrator_app.engine.gamefile import autosave_path, open_game, save_game
from narrator_app.engine.simulate import random_game
from narrator_app.ui.controller import GameController
from narrator_app.ui.settings import Settings

pytestmark = pytest.mark.qt_log_ignore(r"This plugin does not support raise\(\)", extend=True)

SAVED_AT, AUTOSAVED_TO = 10, 30


@pytest.fixture
def night(tmp_path: Path) -> tuple[Path, Path, Game, Path]:
    """A Zodiac night of 12 players played to its end (``full``): its autosave stopped at the
    30th action (the app closed), the narrator's own file saved at the 10th."""
    data, docs = tmp_path / "data", tmp_path / "docs"
    full = random_game("zodiac", 12, 7)
    assert full.state.winner is not None and len(full.actions) > AUTOSAVED_TO
    save_game(older(full, AUTOSAVED_TO), autosave_path(data, full))
    saved = save_game(older(full, SAVED_AT), docs / "tuesday.ravi")
    return data, docs, full, saved


def _window(qtbot, data: Path, lang: str) -> mw.MainWindow:
    c = GameController(data, lang=lang)  # its real question box (QMessageBox.question)
    w = mw.MainWindow(c, settings=Settings(archive_folders=[str(data.parent / "docs")]),
                      settings_dir=data.parent / "config")
    qtbot.addWidget(w)
    w.show()
    qtbot.waitExposed(w)
    return w


def _answering(yes: bool) -> tuple[list[tuple[str, str]], QTimer]:
    """Every question box that opens is read (title, text) and answered Yes or No."""
    asked: list[tuple[str, str]] = []

    def look() -> None:
        box = QApplication.activeModalWidget()
        if isinstance(box, QMessageBox) and box.isVisible():
            asked.append((box.windowTitle(), box.text()))
            button = QMessageBox.StandardButton.Yes if yes else QMessageBox.StandardButton.No
            box.button(button).click()

    timer = QTimer()
    timer.timeout.connect(look)
    timer.start(20)
    return asked, timer


def _reopen(w: mw.MainWindow, saved: Path, monkeypatch, yes: bool) -> list[tuple[str, str]]:
    """File → Open of the narrator's file, the question answered ``yes`` or not."""
    monkeypatch.setattr(QFileDialog, "getOpenFileName",
                        lambda *_a: (str(saved), "Ravi games (*.ravi)"))
    asked, timer = _answering(yes)
    try:
        w.open_action.trigger()
    finally:
        timer.stop()
    return asked


def _play_on(w: mw.MainWindow, full: Game) -> None:
    """The rest of the night, as the narrator records it, to the end of the game."""
    c = w.c
    assert c.game is not None
    for a in full.actions[len(c.game.actions):]:
        assert (c.step(a.key, a.value) if a.kind == "step" else c.end_phase()), c.last_error
    assert c.state is not None and c.state.winner == full.state.winner


def _counted(qtbot, w: mw.MainWindow, full: Game):
    """The archive (its index) and the statistics window, as the narrator opens them."""
    arch = w.open_archive()
    qtbot.waitUntil(lambda: not arch.building(), timeout=60_000)
    qtbot.mouseClick(arch.stats_button, Qt.MouseButton.LeftButton)
    stats = arch.stats_window.stats
    with ArchiveIndex(index_path(w.c.data_dir)) as index:
        rows = index.every_game([Path(w.c.data_dir) / "autosave", Path(w.c.data_dir).parent
                                 / "docs"])
    assert {e.game_id for e in rows} == {full.game_id}  # one id: one game
    assert (stats.games, stats.finished, stats.unfinished) == (1, 1, 0)
    names = [n for n in full.setup.names if n]
    assert sorted(p.name for p in stats.players) == sorted(names)
    assert all(p.record.played == 1 for p in stats.players)
    (scenario,) = stats.scenarios
    assert scenario.games == 1


def test_declining_the_newer_autosave_goes_on_as_the_same_game_counted_once(
        qtbot, night, monkeypatch):
    data, _docs, full, saved = night
    auto = autosave_path(data, full)
    newer = auto.read_bytes()
    w = _window(qtbot, data, "fa")
    asked = _reopen(w, saved, monkeypatch, yes=False)
    c = w.c
    # one question, naming where the newer record's later actions are kept
    copy = auto.with_name(auto.name + ".newer")
    assert len(asked) == 1 and str(copy) in asked[0][1], asked
    # the same game, from the saved file's point, still the narrator's own file
    assert c.game.game_id == full.game_id and len(c.game.actions) == SAVED_AT
    assert not c.viewing_only and c.saved_file() == saved
    # never lost: the newer record is kept byte for byte, and opens as it was
    assert c.newer_copy == copy and copy.read_bytes() == newer
    assert len(open_game(copy).actions) == AUTOSAVED_TO
    assert str(copy) in w.statusBar().currentMessage()
    assert len(open_game(auto).actions) == SAVED_AT  # the autosave goes on from the file
    assert len(open_game(saved).actions) == SAVED_AT  # his file is only read
    _play_on(w, full)
    assert len(open_game(auto).actions) == len(full.actions)
    _counted(qtbot, w, full)
    assert copy.read_bytes() == newer  # still there after the night


def test_accepting_the_newer_autosave_goes_on_from_it_counted_once(qtbot, night, monkeypatch):
    data, _docs, full, saved = night
    auto = autosave_path(data, full)
    w = _window(qtbot, data, "en")
    asked = _reopen(w, saved, monkeypatch, yes=True)
    c = w.c
    assert len(asked) == 1
    assert c.game.game_id == full.game_id and len(c.game.actions) == AUTOSAVED_TO
    assert not auto.with_name(auto.name + ".newer").exists()  # nothing set aside
    _play_on(w, full)
    _counted(qtbot, w, full)


def test_when_the_newer_record_cannot_be_kept_aside_nothing_is_written(
        qtbot, night, monkeypatch):
    """Declined, but the copy cannot be written (a full disk): the autosave is never taken
    back without its copy; the file opens to view only and the narrator is told why."""
    import narrator_app.engine as engine

    data, _docs, full, saved = night
    auto = autosave_path(data, full)
    before = {p.name: p.read_bytes() for p in auto.parent.iterdir()}

    def full_disk(*_a):
        raise OSError(28, "No space left on device")

    monkeypatch.setattr(engine, "keep_copy", full_disk)
    w = _window(qtbot, data, "en")
    asked = _reopen(w, saved, monkeypatch, yes=False)
    c = w.c
    assert len(asked) == 1
    assert c.viewing_only and c.newer_copy is None and c.game.game_id == full.game_id
    assert "No space left on device" in w.statusBar().currentMessage()
    assert not c.end_phase() and c.last_code == "read_only_game"
    assert {p.name: p.read_bytes() for p in auto.parent.iterdir()} == before
