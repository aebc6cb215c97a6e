"""Per-action cost of the window in a long random legal game (perf25's paired measure).

A game of Godfather–Nostradamus at 18 seats is drawn from the engine's random driver
(``simulate.random_value``: a random choice among ``legal_choices``), kept going for
``--actions`` actions: when a choice takes the table below ``KEEP_ALIVE`` living players
or ends the game, a few actions are taken back and drawn again (the night's shot is chosen
before its end). The actions are then played through ``ui/controller.py`` into the real
main window (1366×768, shown, offscreen): the game opened ``--timed`` + 10 actions before
its end, ten actions played untimed (the journal attached), then the last ``--timed``
actions, each timed by CPU time (``time.process_time``: the process's own work, whatever
the machine's load) from the controller call until the window's events (layout, paint)
are processed; then ten undos, timed the same. Prints one JSON line: p95 and median (ms)
at that length, the undo's, and the log's rows.

Run it for two trees in interleaved pairs (A B A B …) and compare the figures::

    PYTHONPATH=<tree> QT_QPA_PLATFORM=offscreen python benchmarks/window_actions.py \
        --actions 2000 --seed 1
"""

from __future__ import annotations

import argparse
import json
import pickle
import random
import statistics
import sys
import tempfile
import time
from pathlib import Path

KEEP_ALIVE = 9
SCENARIO = "godfather_nostradamus"


def long_game(seed: int, n_actions: int, seats: int = 18):
    """(setup, deal, actions) of a random legal game of ``n_actions`` actions (fewer if
    the game could not be kept going)."""
    from narrator_app.engine import Game, IllegalAction, Setup
    from narrator_app.engine.simulate import random_value

    rng = random.Random(seed)
    setup = Setup(SCENARIO, tuple(f"P{i}" for i in range(1, seats + 1)), {})
    game = Game(setup)
    roster = game.scenario.roster_for(seats, game.state.rules.get("ratio_enforcement"))
    rng.shuffle(roster)
    game.deal(list(roster))
    deal = list(roster)
    tries = 0
    while len(game.actions) - 1 < n_actions and tries < 50 * n_actions:
        tries += 1
        choice = random_value(game, rng)
        try:
            game.end_phase() if choice is None else game.step(*choice)
        except IllegalAction:
            continue
        st = game.state
        if st.winner is not None or len(st.alive_seats()) < KEEP_ALIVE:
            # back a few actions (the night's shot was chosen before its end) and draw again
            for _ in range(min(rng.randint(1, 6), len(game.actions) - 1)):
                game.undo()
    while game.state.winner is None and len(game.actions) < 50 * n_actions:  # to its end
        choice = random_value(game, rng)
        try:
            game.end_phase() if choice is None else game.step(*choice)
        except IllegalAction:
            tries += 1
            if tries > 60 * n_actions:
                break
    return setup, deal, list(game.actions[1:])


def percentile(xs: list[float], p: float) -> float:
    xs = sorted(xs)
    return xs[min(len(xs) - 1, int(round(p / 100 * (len(xs) - 1))))]


def main() -> None:
    ap = argparse.ArgumentParser()
    ap.add_argument("--actions", type=int, default=2000, help="the game's length")
    ap.add_argument("--seed", type=int, default=1)
    ap.add_argument("--timed", type=int, default=60,
                    help="the last actions timed (the game opened just before them)")
    ap.add_argument("--profile", default="", help="write a cProfile of the timed part here")
    a = ap.parse_args()

    cache = Path(tempfile.gettempdir()) / f"ravi-long-game-{a.seed}-{a.actions}.pickle"
    if cache.exists():  # the same game for both trees of a pair (and drawn once)
        setup, deal, actions = pickle.loads(cache.read_bytes())
    else:
        setup, deal, actions = long_game(a.seed, a.actions)
        cache.write_bytes(pickle.dumps((setup, deal, actions)))
    actions = actions[:a.actions]
    from narrator_app.engine import Action, Game
    from narrator_app.ui.app import create_application
    from narrator_app.ui.controller import GameController
    from narrator_app.ui.main_window import MainWindow

    app = create_application(sys.argv[:1], language="fa")
    tmp = tempfile.TemporaryDirectory()
    c = GameController(Path(tmp.name))
    c.confirm = lambda title, text: True
    w = MainWindow(c)
    w.resize(1366, 768)
    w.show()
    for _ in range(3):
        app.processEvents()
    warm = 10
    opened = max(0, len(actions) - a.timed - warm)
    c.game = Game.replay(setup, [Action("deal", value=deal), *actions[:opened]])
    c.changed.emit()
    app.processEvents()
    prof = None
    if a.profile:
        import cProfile

        prof = cProfile.Profile()
    times: list[float] = []
    kinds: list[str] = []
    for i, act in enumerate(actions[opened:]):
        timed = i >= warm
        t0 = time.process_time()
        if prof and timed:
            prof.enable()
        ok = c.end_phase() if act.kind == "end_phase" else c.step(act.key, act.value)
        app.processEvents()  # the layout and the paint the action asked for
        app.processEvents()  # and what they posted in turn
        if prof and timed:
            prof.disable()
        if timed:
            times.append((time.process_time() - t0) * 1000)
            kinds.append(act.key or act.kind)
        assert ok, (act, c.last_error)
    undos = []
    for _ in range(10):
        t0 = time.process_time()
        assert c.undo()
        app.processEvents()
        app.processEvents()
        undos.append((time.process_time() - t0) * 1000)
    n = len(actions)
    out = {"actions": n, "timed": len(times), "log_rows": w.log_panel.model.rowCount(),
           f"p95_ms_at_{n}": round(percentile(times, 95), 2),
           f"median_ms_at_{n}": round(statistics.median(times), 2),
           "mean_ms": round(statistics.fmean(times), 2),
           "undo_ms_median": round(statistics.median(undos), 2),
           "undo_ms_p95": round(percentile(undos, 95), 2),
           "slowest": sorted(((round(t, 1), k) for t, k in zip(times, kinds, strict=True)),
                             reverse=True)[:6]}
    print(json.dumps(out), flush=True)
    if prof:
        prof.dump_stats(a.profile)
    w.close()


if __name__ == "__main__":
    main()
