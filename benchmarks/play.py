"""The action figures (``play_*``): actions of random legal play through the window.

For each table (Godfather–Nostradamus at 11 and at 18 players) one long game is drawn from
random legal play (:mod:`benchmarks.long_games`). For each length N (50, 500, 2 000,
10 000) the game as it stood after N actions is put on the desk of a real main window
(1366×768, shown, its log tab in front), and the game's own next actions — the ones random
play chose there: night abilities, votes, defences, exit votes, cards, lotteries, ends of
phase — are made through the window's controller (``GameController.step`` /
``end_phase``: the engine applies it, the autosave journal gets its line, every panel
refreshes), each timed from the call until the event queue is empty (Qt's layout and paint
included). The first ``warm`` actions are not counted. Then the same number of actions is
taken back with ``GameController.undo`` (the narrator's «undo anyway» answered yes), each
timed the same way. The times of both tables are pooled: ``play_median_ms_at_N``,
``play_p95_ms_at_N``, ``play_undo_ms_at_N`` (p95) and ``play_undo_median_ms_at_N``; the
spread (min, median, max) of each is in ``spread``.

What was timed is reported beside it, so the figure can be checked: ``play_log_rows_at_N``
(rows in the log view before the timed actions, both tables), ``play_kinds_at_N`` (distinct
kinds of action timed, e.g. ``step:night:mafia``, ``end_phase``), ``play_painted_at_N``
(the share of timed actions after which the window painted) and ``play_exposed`` (the
window was exposed on its screen).
"""

from __future__ import annotations

import statistics
import time
from typing import Any

from benchmarks.long_games import action_label, cut, lifted_cap, long_game

SIZES = (50, 500, 2000, 10000)
TABLES = (11, 18)


def _q(times: list[float], q: float) -> float:
    """The ``q`` quantile (nearest rank) of ``times``."""
    s = sorted(times)
    return s[min(len(s) - 1, max(int(round(q * len(s))) - 1, 0))]


def spread(times: list[float], digits: int = 2) -> list[float]:
    """[min, median, max] of ``times``."""
    return [round(min(times), digits), round(statistics.median(times), digits),
            round(max(times), digits)]


def _desk(app: Any, game: Any) -> tuple[Any, Any]:
    from benchmarks.__main__ import _window

    controller, window = _window(app, game)
    controller.confirm = lambda title, text: True  # «undo anyway?» — yes
    window.side_tabs.setCurrentWidget(window.log_panel)
    end = time.perf_counter() + 5
    while time.perf_counter() < end and not (
            window.windowHandle() is not None and window.windowHandle().isExposed()):
        app.processEvents()
    app.processEvents()
    return controller, window


def _timed(app: Any, painted: Any, call) -> tuple[float, float, bool]:
    """Wall ms, CPU ms (this process) and whether ``call`` succeeded and the window painted."""
    painted.arm()
    c0, t0 = time.process_time(), time.perf_counter()
    ok = call()
    app.processEvents()
    t1, c1 = time.perf_counter(), time.process_time()
    return (t1 - t0) * 1000, (c1 - c0) * 1000, ok and painted.at is not None


def _apply(controller: Any, action: Any) -> bool:
    if action.kind == "step":
        return controller.step(action.key, action.value)
    if action.kind == "end_phase":
        return controller.end_phase()
    raise RuntimeError(f"unexpected action {action.kind} in random play")


def one_length(app: Any, painted: Any, long: Any, n: int, samples: int,
               warm: int) -> dict[str, Any]:
    """The actions ``n`` … ``n + warm + samples`` of ``long`` made through a window holding
    its first ``n``, then as many undone. Times in ms (the warm-ups left out)."""
    controller, window = _desk(app, cut(long, n))
    painted.watch(window)
    rows_before = window.log_panel.model.rowCount()
    exposed = window.windowHandle().isExposed()
    acts, undos, cpu, undo_cpu, painted_after, kinds = [], [], [], [], 0, []
    for i, action in enumerate(long.actions[n: n + warm + samples]):
        ms, cpu_ms, ok = _timed(app, painted, lambda a=action: _apply(controller, a))
        if not ok and controller.game.actions[-1].without_time() != action.without_time():
            raise RuntimeError(f"action {n + i + 1} refused: {controller.last_error}")
        if i >= warm:
            acts.append(ms)
            cpu.append(cpu_ms)
            kinds.append(action_label(action))
            painted_after += ok
    rows_after = window.log_panel.model.rowCount()
    for i in range(warm + samples):
        ms, cpu_ms, _ok = _timed(app, painted, controller.undo)
        if i >= warm:
            undos.append(ms)
            undo_cpu.append(cpu_ms)
    assert len(controller.game.actions) == n, "undo did not take the actions back"
    controller.release_lock()
    window.close()
    window.deleteLater()
    app.processEvents()
    return {"actions": acts, "undos": undos, "cpu": cpu, "undo_cpu": undo_cpu, "kinds": kinds,
            "painted": painted_after, "rows_before": rows_before, "rows_after": rows_after,
            "exposed": exposed}


def play(sizes: tuple[int, ...] = SIZES, samples: int = 40, warm: int = 3,
         tables: tuple[int, ...] = TABLES, seed: int = 1) -> dict[str, Any]:
    """The ``play_*`` figures (see the module); ``raw`` holds what was timed, per length
    and table, for the tests."""
    from benchmarks.__main__ import _app, _FirstPaint

    app = _app()
    painted = _FirstPaint(app)
    runs: dict[int, list[dict[str, Any]]] = {n: [] for n in sizes}
    with lifted_cap():
        for players in tables:
            long = long_game(players, max(sizes) + warm + samples, seed)
            for n in sizes:
                runs[n].append(one_length(app, painted, long, n, samples, warm))
            del long
    out: dict[str, Any] = {}
    spreads: dict[str, list[float]] = {}
    for n in sizes:
        acts = [t for r in runs[n] for t in r["actions"]]
        undos = [t for r in runs[n] for t in r["undos"]]
        out[f"play_median_ms_at_{n}"] = round(statistics.median(acts), 2)
        out[f"play_p95_ms_at_{n}"] = round(_q(acts, 0.95), 2)
        out[f"play_undo_median_ms_at_{n}"] = round(statistics.median(undos), 2)
        out[f"play_undo_ms_at_{n}"] = round(_q(undos, 0.95), 2)
        cpu = [t for r in runs[n] for t in r["cpu"]]
        undo_cpu = [t for r in runs[n] for t in r["undo_cpu"]]
        out[f"play_cpu_p95_ms_at_{n}"] = round(_q(cpu, 0.95), 2)
        out[f"play_undo_cpu_p95_ms_at_{n}"] = round(_q(undo_cpu, 0.95), 2)
        spreads[f"play_p95_ms_at_{n}"] = spread(acts)
        spreads[f"play_undo_ms_at_{n}"] = spread(undos)
        out[f"play_log_rows_at_{n}"] = [r["rows_before"] for r in runs[n]]
        out[f"play_kinds_at_{n}"] = len({k for r in runs[n] for k in r["kinds"]})
        out[f"play_painted_at_{n}"] = round(
            sum(r["painted"] for r in runs[n]) / max(len(acts), 1), 3)
    out["play_exposed"] = all(r["exposed"] for rs in runs.values() for r in rs)
    out["play_tables"] = list(tables)
    out["spread"] = spreads
    out["raw"] = runs
    return out
