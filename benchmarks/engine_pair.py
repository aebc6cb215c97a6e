"""Paired engine replay speed against another checkout: ``python benchmarks/engine_pair.py
OTHER [PAIRS] [SCENARIO] [PLAYERS]``; with ``--legal`` (anywhere), paired random legal play
instead (``legal_games_per_second``'s games: each side plays the same seeds through its own
random driver, ``legal_choices`` asked at every step, :data:`LEGAL_GAMES` games a pair).

The benchmark's games (``games_per_second``: 200 random games, 11-player Godfather–
Nostradamus by default) are drawn once by this checkout's random driver and handed to two
long-lived workers, one importing this checkout's engine and one the other's; the parent
asks them in turn (A B, then B A, …, :data:`CHUNK` games at a time) to replay them all
with ``Game.replay`` and compares CPU time (``time.process_time``) within each pair, so a
machine loaded by others slows both sides of a pair alike. Prints each pair's games per
second and the ratio this ÷ other (above 1: this checkout is faster), then the median ratio
and its spread.
"""

from __future__ import annotations

import json
import pickle
import statistics
import subprocess
import sys
import tempfile
from pathlib import Path

ROOT = Path(__file__).resolve().parents[1]
#: Games replayed by one side before the other takes its turn: the two sides of a pair run
#: close together in time, so a burst of load from elsewhere falls on both.
CHUNK = 10
WORKER = r'''
import json, pickle, sys, time
sys.path.insert(0, sys.argv[1])
from narrator_app.engine import Game
from narrator_app.engine.scenario import load_scenario
with open(sys.argv[2], "rb") as f:
    games = pickle.load(f)
scenario = load_scenario(games[0][0].scenario_id)
Game.replay(games[0][0], games[0][1], scenario)
print("ready", flush=True)
for line in sys.stdin:
    a, b = map(int, line.split())
    t0 = time.process_time()
    for setup, actions in games[a:b]:
        Game.replay(setup, actions, scenario)
    print(json.dumps(time.process_time() - t0), flush=True)
'''
#: Games each side plays in one pair with ``--legal`` (random legal play is ≈ 5× slower
#: than replay).
LEGAL_GAMES = 100
LEGAL_WORKER = r'''
import json, sys, time
sys.path.insert(0, sys.argv[1])
from narrator_app.engine.simulate import random_game
scenario, players = sys.argv[2], int(sys.argv[3])
random_game(scenario, players, 10 ** 6)
print("ready", flush=True)
for line in sys.stdin:
    a, b = map(int, line.split())
    t0 = time.process_time()
    for seed in range(a, b):
        random_game(scenario, players, seed)
    print(json.dumps(time.process_time() - t0), flush=True)
'''


def _workers(other: Path, legal: bool, scenario: str, players: int,
             n: int) -> tuple[list[subprocess.Popen], Path | None]:
    """The two workers (this checkout's, then ``other``'s) and the file of drawn games they
    replay (None with ``legal``: they play the seeds themselves)."""
    if legal:
        return [subprocess.Popen([sys.executable, "-c", LEGAL_WORKER, str(p), scenario,
                                  str(players)],
                                 stdin=subprocess.PIPE, stdout=subprocess.PIPE, text=True)
                for p in (ROOT, other)], None
    sys.path.insert(0, str(ROOT))
    from narrator_app.engine.simulate import random_game

    games = [random_game(scenario, players, seed) for seed in range(n)]
    with tempfile.NamedTemporaryFile(suffix=".pickle", delete=False) as f:
        pickle.dump([(g.setup, list(g.actions)) for g in games], f)
    return [subprocess.Popen([sys.executable, "-c", WORKER, str(p), f.name],
                             stdin=subprocess.PIPE, stdout=subprocess.PIPE, text=True)
            for p in (ROOT, other)], Path(f.name)


def main(argv: list[str]) -> None:
    legal = "--legal" in argv
    argv = [a for a in argv if a != "--legal"]
    other = Path(argv[0]).resolve()
    pairs = int(argv[1]) if len(argv) > 1 else 9
    scenario = argv[2] if len(argv) > 2 else "godfather_nostradamus"
    players = int(argv[3]) if len(argv) > 3 else 11
    n = LEGAL_GAMES if legal else 200
    procs, drawn = _workers(other, legal, scenario, players, n)
    for p in procs:
        assert p.stdout is not None and p.stdout.readline().strip() == "ready"
    ratios = []
    for i in range(pairs):
        took = [0.0, 0.0]
        for j, start in enumerate(range(0, n, CHUNK)):  # A B, B A, … by chunks of games
            for side in ((0, 1) if (i + j) % 2 == 0 else (1, 0)):
                p = procs[side]
                assert p.stdin is not None and p.stdout is not None
                p.stdin.write(f"{start} {start + CHUNK}\n")
                p.stdin.flush()
                took[side] += json.loads(p.stdout.readline())
        ratios.append(took[1] / took[0])
        print(f"pair {i + 1}: this {n / took[0]:7.1f} games/s, other {n / took[1]:7.1f} games/s,"
              f" ratio {ratios[-1]:.3f}", flush=True)
    for p in procs:
        assert p.stdin is not None
        p.stdin.close()
        p.wait()
    if drawn is not None:
        drawn.unlink()
    q = statistics.quantiles(ratios, n=4) if len(ratios) > 1 else ratios * 3
    print(f"median ratio {statistics.median(ratios):.3f} (quartiles {q[0]:.3f} – {q[2]:.3f},"
          f" min {min(ratios):.3f}, max {max(ratios):.3f}, {pairs} pairs)")


if __name__ == "__main__":
    main(sys.argv[1:])
