"""A narrator's laptop may die mid-game: the app is killed with SIGKILL at random moments
while actions are fed to it; every acknowledged action must be found again on restart.

The app runs headless (``python -m narrator_app play``) through the window's own
controller, which autosaves after every action exactly as in the window.
"""

from __future__ import annotations

import json
import os
import random
import signal
import subprocess
import sys
import threading
import time
from pathlib import Path

import pytest

from narrator_app.engine.archive import unfinished_autosaves
from narrator_app.engine.gamefile import open_game
from narrator_app.engine.simulate import random_game

ROOT = Path(__file__).resolve().parents[2]
KILLS_PER_GAME = 10
GAMES = [("godfather_nostradamus", 11, 21), ("godfather_jack_sparrow", 12, 22),
         ("godfather_sherlock", 11, 23), ("mafia_nights", 12, 24), ("zodiac", 12, 25)]


def _lines(game) -> tuple[str, list[str]]:
    """The JSON lines that replay ``game``: the new game with its deal, then each action."""
    first = json.dumps({"new": {"scenario": game.setup.scenario_id,
                                "names": list(game.setup.names),
                                "house_rules": game.setup.house_rules,
                                "deal": list(game.actions[0].value)}})
    rest = []
    for a in game.actions[1:]:
        if a.kind == "step":
            rest.append(json.dumps({"step": [a.key, a.value]}))
        else:
            rest.append(json.dumps({"end_phase": True}))
    return first, rest


def _run_until_killed(data: Path, feed: list[str], resume: bool, rng: random.Random
                      ) -> tuple[int | None, int]:
    """Start the app, feed lines, SIGKILL it at a random moment. Returns (resumed count,
    last acknowledged count)."""
    cmd = [sys.executable, "-m", "narrator_app", "play", "--data", str(data)]
    if resume:
        cmd.append("--resume")
    proc = subprocess.Popen(cmd, cwd=ROOT, stdin=subprocess.PIPE, stdout=subprocess.PIPE,
                            text=True, bufsize=1)
    acks: list[int] = []
    resumed: list[int | None] = [None]

    def reader() -> None:
        for line in proc.stdout:
            word, _, n = line.strip().partition(" ")
            if word == "ack":
                acks.append(int(n))
            elif word == "resumed":
                resumed[0] = int(n)
            elif word == "refused":
                acks.append(-1)

    t = threading.Thread(target=reader, daemon=True)
    t.start()
    deadline = time.monotonic() + rng.uniform(0.3, 1.5)
    try:
        for line in feed:
            if time.monotonic() > deadline:
                break
            proc.stdin.write(line + "\n")
            proc.stdin.flush()
            time.sleep(rng.uniform(0, 0.02))
        time.sleep(rng.uniform(0, 0.05))
    except BrokenPipeError:  # pragma: no cover - the app died on its own
        pass
    os.kill(proc.pid, signal.SIGKILL)
    proc.wait(timeout=10)
    t.join(timeout=5)
    assert -1 not in acks, "the app refused an action that the rules accept"
    return resumed[0], max(acks, default=0)


@pytest.mark.parametrize("scenario,players,seed", GAMES, ids=[g[0] for g in GAMES])
def test_every_acknowledged_action_survives_sigkill(tmp_path: Path, scenario, players, seed):
    game = random_game(scenario, players, seed, {"cards_enabled": False}
                       if scenario != "zodiac" else {})
    first, rest = _lines(game)
    rng = random.Random(seed)
    done = 0  # actions in the autosave so far
    kills = 0
    data = tmp_path / "run0"
    while kills < KILLS_PER_GAME:
        if done == len(game.actions):  # the whole game survived: play it again, killing on
            data = tmp_path / f"run{kills}"
            done = 0
        if done == 0:
            feed = [first] + rest
            resumed, acked = _run_until_killed(data, feed, False, rng)
        else:
            resumed, acked = _run_until_killed(data, rest[done - 1:], True, rng)
            assert resumed in (None, done)  # resumed exactly where it stood (if it got there)
        kills += 1
        files = sorted((data / "autosave").glob("*.ravi"))
        assert len(files) <= 1
        recovered = open_game(files[0]) if files else None
        if recovered is not None and recovered.state.winner is None:
            assert [e.path for e in unfinished_autosaves(data)] == files  # offered on start
        n = len(recovered.actions) if recovered else 0
        assert n >= acked, f"acknowledged {acked} actions, recovered {n}"
        for got, want in zip(recovered.actions if recovered else [], game.actions, strict=False):
            assert (got.kind, got.key, got.value) == (want.kind, want.key, want.value)
        done = n
    assert kills == KILLS_PER_GAME
    # finish the game without a kill, then check the final state is the game's
    if done == 0:
        data = tmp_path / "last"
        subprocess.run([sys.executable, "-m", "narrator_app", "play", "--data", str(data)],
                       cwd=ROOT, text=True, input=first + "\n", capture_output=True, timeout=60)
        done = 1
    if done < len(game.actions):
        proc = subprocess.run([sys.executable, "-m", "narrator_app", "play", "--data",
                               str(data), "--resume"], cwd=ROOT, text=True,
                              input="\n".join(rest[done - 1:]) + "\n", capture_output=True,
                              timeout=60)
        assert proc.returncode == 0, proc.stderr
    (path,) = sorted((data / "autosave").glob("*.ravi"))
    final = open_game(path)
    assert final.state.fingerprint()[:-1] == game.state.fingerprint()[:-1]
