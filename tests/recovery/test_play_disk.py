"""Headless ``play`` acknowledges only what is on disk, and one data folder has one player
(issue 12, items 7 and 8). Real processes, real files: a full disk is a real file-size limit
(``RLIMIT_FSIZE``: writes past it fail with EFBIG), an unwritable folder is a file standing
where the autosave folder should be (root ignores permission bits)."""

from __future__ import annotations

import json
import os
import signal
import subprocess
import sys
from pathlib import Path

import pytest

from narrator_app.engine.errors import CODES
from narrator_app.engine.gamefile import open_game
from narrator_app.engine.simulate import random_game

resource = pytest.importorskip("resource")  # POSIX only

ROOT = Path(__file__).resolve().parents[2]


def lines_of(game) -> list[str]:
    out = [json.dumps({"new": {"scenario": game.setup.scenario_id,
                               "names": list(game.setup.names),
                               "house_rules": game.setup.house_rules,
                               "deal": list(game.actions[0].value)}})]
    for a in game.actions[1:]:
        out.append(json.dumps({"step": [a.key, a.value]}) if a.kind == "step"
                   else json.dumps({"end_phase": True}))
    return out


def play(data: Path, lines: list[str], fsize: int | None = None,
         timeout: float = 120) -> subprocess.CompletedProcess:
    def limit() -> None:  # in the child, before exec
        if fsize is not None:
            resource.setrlimit(resource.RLIMIT_FSIZE, (fsize, fsize))

    return subprocess.run([sys.executable, "-m", "narrator_app", "play", "--data", str(data)],
                          cwd=ROOT, input="\n".join(lines) + "\n", text=True,
                          capture_output=True, timeout=timeout, preexec_fn=limit)


def autosaved(data: Path) -> int:
    files = sorted((data / "autosave").glob("*.ravi"))
    assert len(files) <= 1
    return len(open_game(files[0]).actions) if files else 0


def test_a_full_disk_is_never_acknowledged(tmp_path: Path) -> None:
    game = random_game("godfather_nostradamus", 11, 21, {"cards_enabled": False})
    data = tmp_path / "data"
    done = play(data, lines_of(game), fsize=5000)
    assert done.returncode == 0, done.stderr
    answers = done.stdout.splitlines()
    assert len(answers) == len(game.actions)
    acked = [int(a.split()[1]) for a in answers if a.startswith("ack ")]
    failed = [a for a in answers if a.startswith("refused save_failed")]
    assert acked and failed, answers  # the limit was reached mid-game
    first_fail = answers.index(failed[0])
    # the failed action was taken back: nothing after it is acknowledged (the next lines
    # no longer fit the game and are refused by the rules or by the full disk)
    assert all(a.startswith("refused ") for a in answers[first_fail:])
    assert acked == list(range(1, len(acked) + 1))
    assert autosaved(data) == max(acked)  # exactly what was acknowledged is on disk


def test_an_unwritable_autosave_folder_is_never_acknowledged(tmp_path: Path) -> None:
    game = random_game("zodiac", 12, 25)
    data = tmp_path / "data"
    data.mkdir()
    (data / "autosave").write_text("a file where the folder should be", "utf-8")
    done = play(data, lines_of(game)[:5])
    assert done.returncode == 0, done.stderr
    assert done.stdout.splitlines()[0].startswith("refused save_failed")
    assert not any(a.startswith("ack") for a in done.stdout.splitlines())


def test_every_refusal_carries_its_stable_code(tmp_path: Path) -> None:
    game = random_game("godfather_nostradamus", 11, 22, {"cards_enabled": False})
    lines = lines_of(game)[:1] + [
        json.dumps({"step": ["no_such_step", 3]}),
        "this is not JSON",
        json.dumps({"new": {"scenario": "zodiac", "names": ["a\u0007"] * 12}}),
    ]
    done = play(tmp_path / "data", lines)
    answers = done.stdout.splitlines()
    assert answers[0] == "ack 1"
    codes = [a.split()[1] for a in answers[1:]]
    assert all(a.startswith("refused ") for a in answers[1:])
    assert codes[0] in CODES, answers[1]
    assert codes[1:] == ["bad_input", "bad_name"], answers
    # the refusal of a line that is no command says what a line may be (CF44-11)
    assert '{"step": [KEY, VALUE]}' in answers[2] and '{"end_phase": true}' in answers[2]


def test_one_data_folder_one_player_and_a_stale_lock_is_taken_over(tmp_path: Path) -> None:
    game = random_game("zodiac", 12, 25)
    lines = lines_of(game)
    data = tmp_path / "data"
    first = subprocess.Popen([sys.executable, "-m", "narrator_app", "play", "--data", str(data)],
                             cwd=ROOT, stdin=subprocess.PIPE, stdout=subprocess.PIPE, text=True)
    try:
        for i, line in enumerate(lines[:3], 1):
            first.stdin.write(line + "\n")
            first.stdin.flush()
            assert first.stdout.readline().strip() == f"ack {i}"
        second = play(data, lines[:2])
        assert second.returncode == 3
        assert [a.split()[:2] for a in second.stdout.splitlines()] == [
            ["refused", "data_locked"]] * 2
        assert str(first.pid) in second.stderr
        assert autosaved(data) == 3  # the first instance's game, untouched
    finally:
        os.kill(first.pid, signal.SIGKILL)
        first.wait(timeout=10)
    assert (data / "ravi.lock").exists()  # left behind by the killed process: stale
    third = subprocess.run([sys.executable, "-m", "narrator_app", "play", "--data", str(data),
                            "--resume"], cwd=ROOT, input=lines[3] + "\n", text=True,
                           capture_output=True, timeout=60)
    assert third.returncode == 0, third.stderr
    assert third.stdout.splitlines() == ["resumed 3", "ack 4"]


def test_a_lock_file_left_naming_no_owner_is_taken_over(tmp_path: Path) -> None:
    """A process killed between creating ``ravi.lock`` and writing its id in it leaves an
    empty lock file: no process holds it, so the next instance takes it over instead of
    staying read-only («process ?») for ever."""
    game = random_game("zodiac", 12, 25)
    lines = lines_of(game)
    data = tmp_path / "data"
    data.mkdir(mode=0o700)
    (data / "ravi.lock").write_bytes(b"")
    done = play(data, lines[:2])
    assert done.returncode == 0, done.stderr
    assert done.stdout.split() == ["ack", "1", "ack", "2"]
    assert autosaved(data) == 2
