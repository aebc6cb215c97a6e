"""When something goes wrong (issue 23): an exception in the window goes to the rotated log
file in the log folder, a dialog says what failed, that the game is safe on disk (where)
and where the log is; the game goes on, its journal intact; a crash inside Qt leaves its
trace in the log (faulthandler)."""

from __future__ import annotations

import os
import subprocess
import sys
import textwrap
from pathlib import Path

import pytest
from PySide6.QtCore import QCoreApplication, Qt, QTimer

from narrator_app.crash_log import log_dir_for, log_file, stop_logging
from narrator_app.engine.gamefile import open_game
from narrator_app.messages import path_text

ROOT = Path(__file__).resolve().parents[2]

pytestmark = pytest.mark.qt_log_ignore(r"This plugin does not support raise\(\)", extend=True)


@pytest.fixture
def report(window, tmp_path):
    from narrator_app.ui.crash_report import install

    r = install(window, tmp_path / "log")
    yield r
    r.uninstall()
    stop_logging()
    if r.dialog is not None:
        r.dialog.close()


def _log_text(path: Path) -> str:
    return path.read_text(encoding="utf-8")


@pytest.mark.qt_no_exception_capture
def test_an_exception_in_a_slot_is_logged_and_shown_and_the_game_goes_on(
        window, reference_game, report, qtbot, tmp_path):
    c = reference_game
    assert c.end_phase()  # intro day → intro night: saved in the journal
    before = list(c.game.actions)
    log_path = tmp_path / "log" / "ravi.log"
    assert log_file() == log_path

    fired = []

    def broken_slot():  # a slot of the window that fails, called from Qt's event loop
        fired.append(True)
        raise ZeroDivisionError("the slot's own failure")

    QTimer.singleShot(0, broken_slot)
    qtbot.waitUntil(lambda: report.dialog is not None and report.dialog.isVisible())
    assert fired

    log_text = _log_text(log_path)
    assert "Traceback (most recent call last)" in log_text
    assert "ZeroDivisionError: the slot's own failure" in log_text
    assert "broken_slot" in log_text

    text = report.dialog.text()
    auto = c.autosave_file()
    tr = QCoreApplication.translate
    assert text == "\n\n".join([  # what failed, that the game is safe and where, the log
        tr("CrashReport", "Something failed in Ravi: %1").replace(
            "%1", "ZeroDivisionError: the slot's own failure"),
        tr("CrashReport", "The game is safe on disk: every action is saved as it is taken, "
                          "in %1. You can go on playing, or open it again after restarting "
                          "Ravi.").replace("%1", path_text(auto)),
        tr("CrashReport", "The details are in the log: %1").replace("%1", path_text(log_path)),
    ])
    assert "محفوظ" in text  # in Persian
    # opened window-modal with open(): no event loop of its own, never blocks
    assert report.dialog.windowModality() == Qt.WindowModality.WindowModal

    # the game is intact on disk, and goes on
    assert list(open_game(auto).actions) == before
    assert c.step("nostradamus", {"pick": [2, 8, 9], "side": "city"}), c.last_error
    assert list(open_game(auto).actions) == list(c.game.actions) == [*before, c.game.actions[-1]]


@pytest.mark.qt_no_exception_capture
def test_an_exception_in_a_slot_of_the_game_s_signal_loses_no_action(
        window, reference_game, report, qtbot, tmp_path):
    """A slot connected to the controller's ``changed`` fails while an action is taken: the
    action is still in the journal on disk."""
    c = reference_game

    def fails_once():
        c.changed.disconnect(fails_once)
        raise RuntimeError("a panel could not refresh")

    c.changed.connect(fails_once)
    assert c.end_phase()
    qtbot.waitUntil(lambda: report.dialog is not None and report.dialog.isVisible())
    assert "RuntimeError: a panel could not refresh" in _log_text(tmp_path / "log" / "ravi.log")
    assert list(open_game(c.autosave_file()).actions) == list(c.game.actions)
    assert [a.kind for a in c.game.actions] == ["deal", "end_phase"]


@pytest.mark.qt_no_exception_capture
def test_a_worker_thread_s_exception_is_shown_in_the_window(window, report, qtbot, tmp_path):
    import threading

    t = threading.Thread(target=lambda: 1 / 0, name="reader")
    t.start()
    t.join()
    qtbot.waitUntil(lambda: report.dialog is not None and report.dialog.isVisible())
    assert "ZeroDivisionError" in _log_text(tmp_path / "log" / "ravi.log")
    assert path_text(tmp_path / "log" / "ravi.log") in report.dialog.text()


def test_the_log_goes_with_the_data_folder(tmp_path, monkeypatch):
    """A data folder other than the app's own keeps its log beside it; the app's own data
    folder logs into the user's log folder (platformdirs)."""
    assert log_dir_for(tmp_path) == tmp_path / "log"
    monkeypatch.setenv("XDG_DATA_HOME", str(tmp_path / "data"))
    monkeypatch.setenv("XDG_STATE_HOME", str(tmp_path / "state"))
    if sys.platform.startswith("linux"):
        assert log_dir_for(tmp_path / "data" / "Ravi") == tmp_path / "state" / "Ravi" / "log"


def test_the_log_is_rotated(tmp_path):
    import logging

    from narrator_app import crash_log

    path = crash_log.start_logging(tmp_path)
    try:
        logger = logging.getLogger("ravi.test")
        for i in range(1 + crash_log.MAX_BYTES // 5000):
            logger.info("%d %s", i, "x" * 5000)
        assert (tmp_path / "ravi.log.1").is_file()
        assert path.stat().st_size <= crash_log.MAX_BYTES
    finally:
        stop_logging()


def test_the_rotation_keeps_the_newest_files_as_logging_handlers_does(tmp_path, monkeypatch):
    """The log's own rotation (SP32-1) follows RotatingFileHandler's rule: the file never
    passes MAX_BYTES, ravi.log.1 is the newest older file, BACKUPS of them at most (the
    oldest dropped), nothing written is lost but what rotated out; faulthandler follows the
    new file; the module does not load logging.handlers."""
    import logging
    import subprocess

    from narrator_app import crash_log

    monkeypatch.setattr(crash_log, "MAX_BYTES", 3000)
    path = crash_log.start_logging(tmp_path)
    try:
        logger = logging.getLogger("ravi.test")
        for i in range(40):
            logger.info("record %02d %s", i, "x" * 400)
        files = sorted(p.name for p in tmp_path.iterdir())
        assert files == ["ravi.log", "ravi.log.1", "ravi.log.2", "ravi.log.3"]
        numbers = []
        for name in ("ravi.log.3", "ravi.log.2", "ravi.log.1", "ravi.log"):
            text = (tmp_path / name).read_text(encoding="utf-8")
            assert len(text) <= 3000
            numbers += [int(line.split("record ")[1][:2]) for line in text.splitlines()]
        assert numbers == list(range(numbers[0], 40))  # in order, the newest kept, no gap
        assert numbers[0] > 0  # the oldest rotated out
        assert crash_log.log_file() == path
    finally:
        stop_logging()
    out = subprocess.run([sys.executable, "-c", "import sys, narrator_app.crash_log; "
                          "print('logging.handlers' in sys.modules)"],
                         env={**os.environ, "PYTHONPATH": str(ROOT)}, capture_output=True,
                         text=True, check=True)
    assert out.stdout.strip() == "False"


def test_a_crash_inside_qt_leaves_its_trace_in_the_log(tmp_path):
    """The app as it starts (``cli._run_gui``'s window and crash report, over a home in
    ``tmp_path``), then a segfault: faulthandler writes the stack into the log file."""
    env = {**os.environ, "PYTHONPATH": str(ROOT), "QT_QPA_PLATFORM": "offscreen",
           "HOME": str(tmp_path), "XDG_DATA_HOME": str(tmp_path / "data"),
           "XDG_CONFIG_HOME": str(tmp_path / "config"),
           "XDG_STATE_HOME": str(tmp_path / "state")}
    script = textwrap.dedent("""
        import faulthandler
        from narrator_app import cli
        from narrator_app.ui.app import create_application
        app = create_application(["ravi"], language="en")
        window = cli._create_main_window()
        cli._report_crashes(window)
        from narrator_app.crash_log import log_file
        print(log_file(), flush=True)
        window.show()
        def crash_in_qt():
            faulthandler._sigsegv()
        from PySide6.QtCore import QCoreApplication, Qt, QTimer
        QTimer.singleShot(0, crash_in_qt)
        app.exec()
    """)
    proc = subprocess.run([sys.executable, "-c", script], env=env, capture_output=True,
                          timeout=60, cwd=tmp_path)
    assert proc.returncode != 0
    log = Path(proc.stdout.decode().strip().splitlines()[0])
    assert tmp_path in log.parents  # the user's log folder, under the test's home
    if sys.platform.startswith("linux"):
        assert log == tmp_path / "state" / "Ravi" / "log" / "ravi.log"
    text = log.read_text(encoding="utf-8")
    assert "Fatal Python error: Segmentation fault" in text
    assert "crash_in_qt" in text
    assert "Ravi" in text and "started" in text
