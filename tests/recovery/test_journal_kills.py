"""The journal under SIGKILL (issue 14, "done when"): the headless ``play`` process is killed
at 200 random points — between actions, in the middle of an action (engine, append, fsync),
and in the middle of a journal append (a torn last line, as a power cut leaves it) — while a
game is played with undo, redo and notes. After each kill:

* the autosave opens (no file is ever left unreadable);
* its record is exactly the record after every acknowledged command (or after one more: a
  command whose line reached the disk just before the kill, unanswered);
* ``--resume`` continues from it, and a torn last line is reported (``torn LINE WHAT``) and
  not part of the game; the next action keeps a ``.torn`` copy and cuts the tail.

The processes are real ``play`` processes forked from one server that has imported the app
once (play_forker.py), so 200 kills take seconds, not minutes.
"""

from __future__ import annotations

import json
import os
import random
import signal
import socket
import subprocess
import sys
import time
from pathlib import Path

import pytest

from narrator_app.engine import Action, Game
from narrator_app.engine.gamefile import open_game
from narrator_app.engine.simulate import random_game

pytestmark = pytest.mark.skipif(sys.platform == "win32", reason="fork, SIGKILL, Unix sockets")

ROOT = Path(__file__).resolve().parents[2]
FORKER = Path(__file__).with_name("play_forker.py")
KILLS = 200
GAMES = [("zodiac", 12, {}), ("godfather_nostradamus", 11, {"cards_enabled": False}),
         ("mafia_nights", 12, {"cards_enabled": False}),
         ("godfather_sherlock", 11, {"cards_enabled": False})]
NOTES = ["شب اول آرام گذشت.", "Sara — great defence", "", "یادداشت\nدو خط", "x" * 300]


def _key(game: Game) -> tuple:
    """A game's record without times: actions, redo stack, notes."""
    def acts(seq):
        return tuple((a.kind, a.phase, a.key, json.dumps(a.value, sort_keys=True, default=str))
                     for a in seq)
    return acts(game.actions), acts(game.redo_actions), game.notes


def _script(n: int) -> tuple[list[str], list[tuple]]:
    """The commands of game ``n`` (a random game played with undo, redo and notes) and the
    record after each command (``records[i]``: after the first ``i + 1`` commands)."""
    scenario, players, rules = GAMES[n % len(GAMES)]
    full = random_game(scenario, players, 100 + n, rules)
    rng = random.Random(n)
    ref = Game(full.setup, full.scenario)
    ref.apply(full.actions[0])
    cmds = [json.dumps({"new": {"scenario": scenario, "names": list(full.setup.names),
                                "house_rules": full.setup.house_rules,
                                "deal": list(full.actions[0].value)}})]
    records = [_key(ref)]
    while len(ref.actions) < len(full.actions):
        r = rng.random()
        if r < 0.08 and len(ref.actions) > 1:
            cmds.append('{"undo": true}')
            ref.undo()
        elif r < 0.13 and ref.can_redo():
            cmds.append('{"redo": true}')
            ref.redo()
        elif r < 0.17:
            ref.notes = rng.choice([t for t in NOTES if t != ref.notes])
            cmds.append(json.dumps({"notes": ref.notes}, ensure_ascii=False))
        else:
            a = full.actions[len(ref.actions)]
            ref.apply(Action(a.kind, a.phase, a.key, a.value))
            cmds.append(json.dumps({"step": [a.key, a.value]}) if a.kind == "step"
                        else '{"end_phase": true}')
        records.append(_key(ref))
    assert ref.state.winner is not None
    return cmds, records


def _diff(key: tuple, records: list[tuple], acked: int) -> str:
    want = records[acked] if acked >= 0 else ((), (), "")
    pairs = enumerate(zip(key[0], want[0], strict=False))
    first = next((i for i, (a, b) in pairs if a != b), None)
    return (f"actions {len(key[0])}/{len(want[0])}, redo {len(key[1])}/{len(want[1])}, "
            f"notes {key[2] == want[2]}; first differing action {first}")


class Child:
    """One forked ``play`` process and its connection (its stdin and stdout)."""

    def __init__(self, forker: subprocess.Popen, listener: socket.socket, req: dict) -> None:
        forker.stdin.write(json.dumps(req) + "\n")
        forker.stdin.flush()
        self.pid = int(forker.stdout.readline())
        listener.settimeout(30)
        self.conn, _ = listener.accept()
        self.conn.settimeout(30)
        self.buf = b""

    def send(self, line: str) -> None:
        try:
            self.conn.sendall(line.encode("utf-8") + b"\n")
        except OSError:  # it died (a tear): the answers tell
            pass

    def line(self) -> str | None:
        """The next answer, or None at EOF (the process is dead)."""
        while b"\n" not in self.buf:
            try:
                chunk = self.conn.recv(65536)
            except ConnectionResetError:  # killed with our last command unread
                chunk = b""
            if not chunk:
                return None
            self.buf += chunk
        line, self.buf = self.buf.split(b"\n", 1)
        return line.decode("utf-8")

    def kill(self) -> list[str]:
        """SIGKILL; the answers it had written, up to EOF."""
        try:
            os.kill(self.pid, signal.SIGKILL)
        except ProcessLookupError:
            pass
        rest = []
        while (line := self.line()) is not None:
            rest.append(line)
        self.conn.close()
        # its files close before the process is gone: wait until it is, or the next one
        # would find the data folder's lock held by a live process
        deadline = time.monotonic() + 10
        while time.monotonic() < deadline:
            try:
                os.kill(self.pid, 0)
            except ProcessLookupError:
                break
            time.sleep(0.001)
        return rest


@pytest.fixture
def forker(tmp_path: Path):
    env = {**os.environ, "PYTHONPATH": str(ROOT)}
    env.pop("QT_QPA_PLATFORM", None)
    proc = subprocess.Popen([sys.executable, str(FORKER)], cwd=ROOT, env=env, text=True,
                            stdin=subprocess.PIPE, stdout=subprocess.PIPE)
    listener = socket.socket(socket.AF_UNIX, socket.SOCK_STREAM)
    listener.bind(str(tmp_path / "s"))
    listener.listen(4)
    try:
        yield proc, listener, str(tmp_path / "s")
    finally:
        listener.close()
        proc.stdin.close()
        proc.wait(timeout=30)


def test_every_acknowledged_action_survives_200_kills(tmp_path: Path, forker) -> None:
    proc, listener, sock = forker
    rng = random.Random(14)
    started = time.monotonic()
    game_no, run = 0, 0
    cmds, records = _script(game_no)
    data = tmp_path / "run0"
    pos = -1  # records[pos] is on disk (-1: nothing yet)
    expect_torn = False
    counts = {"tear": 0, "in_flight": 0, "between": 0, "in_flight_landed": 0, "torn_cut": 0,
              "at_start": 0}
    for kill in range(KILLS):
        if pos == len(records) - 1:  # the game is over: the next game, in a new folder
            game_no += 1
            run += 1
            cmds, records = _script(game_no)
            data, pos, expect_torn = tmp_path / f"run{run}", -1, False
        resume = pos >= 0
        how = rng.choice(["tear", "in_flight", "in_flight", "between"]) if resume else (
            rng.choice(["in_flight", "between"]))
        if resume and rng.random() < 0.05:
            how = "at_start"
        counts[how] += 1
        if os.environ.get("RAVI_KILLS_TRACE"):
            print(kill, how, pos, file=sys.stderr)
        tear = {"write": rng.randint(1, 2), "keep": rng.random()} if how == "tear" else None
        child = Child(proc, listener, {"data": str(data), "resume": resume, "socket": sock,
                                       "tear": tear})
        if how == "at_start":  # killed while it opens the game: nothing may change
            time.sleep(rng.uniform(0, 0.03))
            child.kill()
            check = open_game(next((data / "autosave").glob("*.ravi")))
            assert _key(check) == records[pos]
            continue
        if resume:
            said = []
            while not (said and said[-1].startswith("resumed ")):
                said.append(child.line())
                assert said[-1] is not None, f"kill {kill}: died while resuming: {said}"
                assert not said[-1].startswith("refused"), (kill, said)
            assert said[-1] == f"resumed {len(records[pos][0])}", (kill, said)
            torn = [s for s in said if s.startswith("torn ")]
            assert bool(torn) == expect_torn, (kill, said)  # a torn line is reported
        torn_before, start = expect_torn, pos
        acked = pos
        in_flight = False
        steps = rng.randint(0, 4)
        for i in range(steps + 1):
            if acked + 1 >= len(cmds):
                break
            if how == "between" and i == steps:
                break  # killed while it waits for the next command
            child.send(cmds[acked + 1])
            if how == "in_flight" and i == steps:  # killed in the middle of this command
                in_flight = True
                time.sleep(rng.uniform(0, 0.004))
                break
            answer = child.line()
            if answer is None:  # the tear killed it in the middle of this append
                assert how == "tear"
                in_flight = True
                break
            assert answer.startswith("ack "), (kill, cmds[acked + 1], answer)
            acked += 1
        for answer in child.kill():  # answers written before the kill are acknowledged
            assert answer.startswith("ack "), (kill, answer)
            acked += 1
            in_flight = False
        # the autosave: readable, exactly what was acknowledged (or one command more)
        files = sorted((data / "autosave").glob("*.ravi"))
        if acked < 0 and not files:
            continue
        assert len(files) == 1, files
        got = open_game(files[0])  # never unreadable
        key = _key(got)
        if acked >= 0 and key == records[acked]:
            pos = acked
        else:
            assert in_flight and key == records[acked + 1], (
                f"kill {kill} ({how}): acknowledged {acked + 1} commands, the file holds "
                f"another record: {_diff(key, records, acked)}")
            counts["in_flight_landed"] += 1
            pos = acked + 1
        expect_torn = got.torn is not None
        if how == "tear" and in_flight:
            assert expect_torn, f"kill {kill}: the tear left no torn line"
        copies = list(files[0].parent.glob(files[0].name + ".torn*"))
        if torn_before and pos > start:  # an append after the tear: the tail was cut
            assert copies, f"kill {kill}: no .torn copy kept"
            counts["torn_cut"] += 1
        for copy in copies:
            assert open_game(copy).torn is not None  # the copy: the torn file, readable
    elapsed = time.monotonic() - started
    assert counts["tear"] >= 30 and counts["torn_cut"] >= 10, counts
    print(f"\n{KILLS} kills in {elapsed:.1f} s over {game_no + 1} games: {counts}")
