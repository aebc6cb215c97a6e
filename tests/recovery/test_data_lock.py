"""The lock cases of the hostile corpus (issue 20, item 12): what the lock protects is what
is written, a lock whose process id now belongs to another program is stale, and something
that is not a file at the lock's name is not a lock.

Real processes (the headless ``play`` command, the window's own controller), real folders and
real lock files in Qt's format. A read-only folder is a real one: when the tests run as root
(whom permission bits do not stop), the ``play`` processes give up the powers that ignore
them (``CAP_DAC_OVERRIDE`` …) before they start."""

from __future__ import annotations

import ctypes
import json
import os
import subprocess
import sys
from pathlib import Path

import pytest
from PySide6.QtCore import QSysInfo

from narrator_app.engine.gamefile import open_game
from narrator_app.engine.simulate import random_game
from narrator_app.ui import data_lock

if not sys.platform.startswith("linux"):
    pytest.skip("read-only folders, FIFOs and /proc as on Linux", allow_module_level=True)

ROOT = Path(__file__).resolve().parents[2]
GAME = random_game("zodiac", 12, 25)
PR_CAPBSET_DROP = 24
#: CAP_DAC_OVERRIDE, CAP_DAC_READ_SEARCH, CAP_FOWNER: what lets root ignore permission bits
ROOT_POWERS = (1, 2, 3)
LOCK = "ravi.lock"


def lines_of(game, n: int) -> list[str]:
    out = [json.dumps({"new": {"scenario": game.setup.scenario_id,
                               "names": list(game.setup.names),
                               "deal": list(game.actions[0].value)}})]
    for a in game.actions[1:]:
        out.append(json.dumps({"step": [a.key, a.value]}) if a.kind == "step"
                   else json.dumps({"end_phase": True}))
    return out[:n]


def _as_a_user() -> None:  # in the child, before exec: permission bits apply to it
    if os.geteuid() != 0:
        return
    libc = ctypes.CDLL(None, use_errno=True)
    for cap in ROOT_POWERS:
        if libc.prctl(PR_CAPBSET_DROP, cap, 0, 0, 0) != 0:
            raise OSError(ctypes.get_errno(), "prctl(PR_CAPBSET_DROP)")


@pytest.fixture
def read_only(tmp_path: Path):
    """``read_only(folder)`` makes ``folder`` read-only for the ``play`` processes (skips
    when this system cannot: root without the right to give up its powers)."""
    probe = tmp_path / "probe"
    probe.mkdir()
    probe.chmod(0o555)
    try:
        done = subprocess.run(["sh", "-c", f"touch '{probe}/x'"], preexec_fn=_as_a_user,
                              capture_output=True, timeout=30)
    except subprocess.SubprocessError:
        pytest.skip("cannot give up root's powers here")
    if done.returncode == 0:
        pytest.skip("a read-only folder is writable for this user")
    made: list[Path] = []
    yield lambda folder: (folder.chmod(0o555), made.append(folder))
    for folder in made + [probe]:
        folder.chmod(0o755)  # pytest can clean it up


def start(data: Path) -> subprocess.Popen:
    return subprocess.Popen([sys.executable, "-m", "narrator_app", "play", "--data", str(data)],
                            cwd=ROOT, stdin=subprocess.PIPE, stdout=subprocess.PIPE,
                            stderr=subprocess.PIPE, text=True, preexec_fn=_as_a_user)


def send(proc: subprocess.Popen, line: str) -> str:
    proc.stdin.write(line + "\n")
    proc.stdin.flush()
    return proc.stdout.readline().strip()


def play(data: Path, lines: list[str], timeout: float = 60) -> subprocess.CompletedProcess:
    return subprocess.run([sys.executable, "-m", "narrator_app", "play", "--data", str(data)],
                          cwd=ROOT, input="\n".join(lines) + "\n", text=True,
                          capture_output=True, timeout=timeout, preexec_fn=_as_a_user)


def autosaved(data: Path) -> int:
    files = sorted((data / "autosave").glob("*.ravi"))
    assert len(files) <= 1, files
    return len(open_game(files[0]).actions) if files else 0


def codes(done: subprocess.CompletedProcess) -> list[str]:
    return [" ".join(a.split()[:2]) for a in done.stdout.splitlines()]


# --- (a) the lock protects what is written ------------------------------------------------
def test_a_read_only_data_folder_takes_the_lock_where_the_games_are_written(
        tmp_path: Path, read_only) -> None:
    data = tmp_path / "data"
    (data / "autosave").mkdir(parents=True, mode=0o700)
    read_only(data)  # the data folder read-only, its autosave folder writable
    lines = lines_of(GAME, 4)
    first = start(data)
    try:
        assert send(first, lines[0]) == "ack 1", first.stderr
        second = play(data, lines[:2])
        assert second.returncode == 3, second.stdout
        assert codes(second) == ["refused data_locked"] * 2
        assert str(first.pid) in second.stderr
        assert (data / "autosave" / LOCK).is_file()
        # the data folder writable again: its own lock is free, but the lock among the games
        # is held by a live Ravi, and that one counts
        data.chmod(0o755)
        third = play(data, lines[:2])
        assert third.returncode == 3 and codes(third) == ["refused data_locked"] * 2
        assert not (data / LOCK).exists()
        assert send(first, lines[1]) == "ack 2"
        assert autosaved(data) == 2  # the first instance's game, nothing undone
    finally:
        first.stdin.close()
        first.wait(timeout=30)
    assert not (data / "autosave" / LOCK).exists()  # given back at the end


def test_no_lock_anywhere_means_nothing_is_written(tmp_path: Path, read_only) -> None:
    data = tmp_path / "data"
    data.mkdir(mode=0o700)
    read_only(data)  # no autosave folder, and none can be made
    done = play(data, lines_of(GAME, 2))
    assert done.returncode == 3, done.stdout
    assert codes(done) == ["refused data_locked"] * 2
    assert str(data) in done.stderr and "could not lock" in done.stderr
    assert list(data.iterdir()) == []


# --- (b) a process id reused by another program --------------------------------------------
def qt_lock_naming(path: Path, pid: int) -> None:
    """Write the lock file Qt writes (pid, program name, host, machine and boot ids) naming
    process ``pid``, as a Ravi that crashed leaves it."""
    program = os.path.basename(os.readlink(f"/proc/{pid}/exe"))
    path.write_bytes(b"%d\n%s\n%s\n%s\n%s\n" % (
        pid, program.encode(), QSysInfo.machineHostName().encode(),
        bytes(QSysInfo.machineUniqueId()), bytes(QSysInfo.bootUniqueId())))


def test_a_lock_naming_a_live_process_that_is_not_ravi_is_taken_over(tmp_path: Path) -> None:
    data = tmp_path / "data"
    data.mkdir(mode=0o700)
    # the same program (python), another script: what pid reuse after a crash looks like
    other = subprocess.Popen([sys.executable, "-c", "import sys; sys.stdin.read()"],
                             stdin=subprocess.PIPE)
    try:
        qt_lock_naming(data / LOCK, other.pid)
        done = play(data, lines_of(GAME, 2))
        assert done.returncode == 0, done.stderr
        assert codes(done) == ["ack 1", "ack 2"]
        assert autosaved(data) == 2
        assert data_lock.runs_ravi(other.pid) is False
    finally:
        other.stdin.close()
        other.wait(timeout=10)


def test_a_live_ravi_keeps_its_lock_whatever_its_command_line(qapp, tmp_path: Path) -> None:
    """This test process holds the lock through the window's controller; its command line
    (pytest) does not look like Ravi, but Qt's native lock on the file says it is alive."""
    from narrator_app.ui.controller import GameController

    data = tmp_path / "data"
    holder = GameController(data)
    try:
        assert holder.lock.held
        done = play(data, lines_of(GAME, 1))
        assert done.returncode == 3 and codes(done) == ["refused data_locked"]
        assert str(os.getpid()) in done.stderr
        assert autosaved(data) == 0
        assert data_lock.runs_ravi(os.getpid()) is False  # only the native lock kept it
    finally:
        holder.release_lock()


def test_a_stale_lock_naming_this_very_process_is_taken_over(tmp_path: Path) -> None:
    """audit56 F8: a Ravi killed earlier in this boot left a lock whose process id the new
    Ravi was given; it took itself for «another Ravi» and refused every action. Nobody
    holds the native lock: it is taken over (CF57). The lock is written by the shell that
    then becomes Ravi (``exec`` keeps its process id)."""
    data = tmp_path / "data"
    data.mkdir(mode=0o700)
    program = os.path.basename(os.path.realpath(sys.executable))
    machine = bytes(QSysInfo.machineUniqueId()).decode()
    boot = bytes(QSysInfo.bootUniqueId()).decode()
    lock = data / LOCK
    script = (f'printf "%s\\n{program}\\n{QSysInfo.machineHostName()}\\n{machine}\\n{boot}\\n"'
              f' $$ > "{lock}"; exec "{sys.executable}" -m narrator_app play --data "{data}"')
    done = subprocess.run(["bash", "-c", script], cwd=ROOT, text=True, capture_output=True,
                          input="\n".join(lines_of(GAME, 2)) + "\n", timeout=60,
                          preexec_fn=_as_a_user)
    assert done.returncode == 0, done.stderr
    assert codes(done) == ["ack 1", "ack 2"]
    assert autosaved(data) == 2


# --- (c) something that is not a lock file at the lock's name -------------------------------
@pytest.mark.parametrize("kind", ["folder", "fifo", "dangling link", "link to a file"])
def test_what_is_not_a_lock_file_is_moved_aside_and_the_lock_taken(
        tmp_path: Path, kind: str) -> None:
    data = tmp_path / "data"
    data.mkdir(mode=0o700)
    where = data / LOCK
    precious = tmp_path / "precious.txt"
    precious.write_text("not Ravi's", "utf-8")
    if kind == "folder":
        where.mkdir()
        (where / "inside.txt").write_text("kept", "utf-8")
    elif kind == "fifo":
        os.mkfifo(where)  # never opened: reading it would wait for a writer for ever
    elif kind == "dangling link":
        where.symlink_to(tmp_path / "nowhere")
    else:
        where.symlink_to(precious)
    done = play(data, lines_of(GAME, 2), timeout=30)
    assert done.returncode == 0, done.stderr
    assert codes(done) == ["ack 1", "ack 2"]
    aside = data / ("ravi.lock.not-a-lock")
    assert os.path.lexists(aside) and str(aside) in done.stderr
    if kind == "folder":
        assert (aside / "inside.txt").read_text("utf-8") == "kept"
    assert precious.read_text("utf-8") == "not Ravi's"
    assert not os.path.lexists(where)  # the lock itself was given back at the end
    assert autosaved(data) == 2


def test_the_window_says_why_nothing_can_be_played_without_a_lock(qtbot, tmp_path: Path) -> None:
    """No lock can be taken (here the data folder cannot even be made: a file stands in its
    path): the window is read-only and its banner names the folder and the reason."""
    from PySide6.QtWidgets import QLabel

    from narrator_app.ui.controller import GameController
    from narrator_app.ui.main_window import MainWindow
    from narrator_app.ui.settings import Settings

    blocker = tmp_path / "a file"
    blocker.write_text("not a folder", "utf-8")
    data = blocker / "data"
    c = GameController(data, lang="en")
    c.confirm = lambda title, text: True
    w = MainWindow(c, settings=Settings(), settings_dir=tmp_path / "config")
    qtbot.addWidget(w)
    w.ask_resume = lambda entry: False
    assert c.read_only and not c.lock.held
    banner = w.findChild(QLabel, "dataLockedBannerText")
    assert banner is not None and str(data) in banner.text(), c.lock
    assert "راوی نتوانست این پوشهٔ داده را قفل کند" in banner.text()  # in Persian too
    assert not w.new_action.isEnabled()
    assert not c.new_game(GAME.setup, list(GAME.actions[0].value))
    assert c.last_code == "data_locked"
