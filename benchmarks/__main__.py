"""``python -m benchmarks``: Ravi's figures as one JSON object (and benchmarks/README.md).

Figures (goals from the issue "Proof under load"):

* ``start_ratio``: start to first window shown, Ravi ÷ a bare PySide6 window started the same
  way in the same run (subprocess, offscreen, median of 5) — goal ≤ 1.3;
* ``action_ms``: one narrator action in a 300-action game through the window's controller
  (apply, resolve, autosave, repaint), median and p95 — goal p95 ≤ 16 ms;
* ``undo_ms``: undo at action 500 (with repaint), median — goal ≤ 16 ms;
* ``games_per_second``: complete random 11-player games the engine applies per second (the
  action lists are drawn beforehand by the random driver, which is not timed) — goal ≥ 1000;
* ``cards_pdf_s``: 11 role cards to PDF — goal ≤ 0.1 s;
* ``memory_ratio``: peak memory (max RSS) with a game open ÷ the bare window — goal ≤ 1.2.

Figures of the journal (issue "Saves a club trusts for years"), :func:`autosave`:

* ``autosave_ms_at_50``, ``autosave_ms_at_2000``: one autosave (the controller's own
  ``_autosave``: the game's journal gets its line, written and fsync'd) in a game of 50 and
  of 2 000 actions, median of 60 — goal: the second ≤ 2 ms and ≤ 1.5 × the first;
  ``append_fsync_floor_ms_at_…``: a bare line appended and fsync'd right after each sample
  (the disk's own floor in the same run).
"""

from __future__ import annotations

import json
import os
import platform
import random
import statistics
import subprocess
import sys
import tempfile
import time
from pathlib import Path

ROOT = Path(__file__).resolve().parents[1]
HERE = Path(__file__).resolve().parent
GOALS = {"start_ratio": 1.3, "action_p95_ms": 16, "undo_ms": 16, "games_per_second": 1000,
         "cards_pdf_s": 0.1, "memory_ratio": 1.2}


def _env() -> dict[str, str]:
    env = dict(os.environ)
    env.setdefault("QT_QPA_PLATFORM", "offscreen")
    env["PYTHONPATH"] = str(ROOT)
    return env


def _spawn(script: Path, *args: str) -> tuple[float, int]:
    """Seconds from spawn to the script's "shown" line, and the child's peak resident memory
    (KiB, its own VmHWM: getrusage would count the parent's memory inherited at fork)."""
    t0 = time.perf_counter()
    proc = subprocess.Popen([sys.executable, str(script), *args], stdout=subprocess.PIPE,
                            text=True, env=_env(), cwd=ROOT)
    shown = None
    peak = 0
    for line in proc.stdout:
        if line.startswith("shown") and shown is None:
            shown = time.perf_counter() - t0
        elif line.startswith("peak"):
            peak = int(line.split()[1])
    status = proc.wait()
    if status != 0 or shown is None:
        raise RuntimeError(f"{script.name} failed ({status})")
    return shown, peak


def start_and_memory(runs: int = 5) -> dict:
    bare, app, bare_mem, game_mem = [], [], [], []
    for _ in range(runs):
        t, m = _spawn(HERE / "bare_window.py")
        bare.append(t)
        bare_mem.append(m)
        t, _ = _spawn(HERE / "app_window.py")
        app.append(t)
        _, m = _spawn(HERE / "app_window.py", "--game")
        game_mem.append(m)
    b, a = statistics.median(bare), statistics.median(app)
    return {"start_bare_s": round(b, 3), "start_app_s": round(a, 3),
            "start_ratio": round(a / b, 2),
            "memory_bare_mib": round(statistics.median(bare_mem) / 1024, 1),
            "memory_game_mib": round(statistics.median(game_mem) / 1024, 1),
            "memory_ratio": round(statistics.median(game_mem) / statistics.median(bare_mem), 2)}


def _long_game(n_actions: int):
    """A game of ``n_actions`` actions: a random 18-player game, padded with steps chosen
    again (each one a recorded action) where it ends early."""
    from narrator_app.engine.simulate import random_game

    game = random_game("godfather_nostradamus", 18, 7, {"cards_enabled": False},
                       max_actions=n_actions)
    while game.state.winner is not None:
        game.undo()
    while len(game.actions) < n_actions:
        last = next(a for a in reversed(game.actions) if a.kind == "step")
        if game.state.phase != last.phase:
            game.undo()
            continue
        game.step(last.key, last.value)
    return game


def actions_and_undo() -> dict:
    from PySide6.QtWidgets import QApplication

    from narrator_app.ui.app import create_application
    from narrator_app.ui.controller import GameController
    from narrator_app.ui.main_window import MainWindow

    app = QApplication.instance() or create_application(sys.argv[:1], language="fa")
    out = {}
    for size, label in ((300, "action"), (500, "undo")):
        controller = GameController(Path(tempfile.mkdtemp(prefix="ravi-bench-")))
        window = MainWindow(controller)
        window.resize(1366, 768)
        window.show()
        controller.game = _long_game(size)
        controller.changed.emit()
        app.processEvents()
        times = []
        for _ in range(40):
            t0 = time.perf_counter()
            if label == "action":
                last = next(a for a in reversed(controller.game.actions) if a.kind == "step")
                controller.step(last.key, last.value)
            else:
                controller.undo()
            app.processEvents()
            times.append((time.perf_counter() - t0) * 1000)
            if label == "undo":
                controller.redo()
                app.processEvents()
        times.sort()
        out[f"{label}_median_ms"] = round(statistics.median(times), 2)
        out[f"{label}_p95_ms"] = round(times[int(len(times) * 0.95) - 1], 2)
        window.close()
    out["undo_ms"] = out.pop("undo_median_ms")
    return out


# --- the journal's figures (autosave cost by the game's length) ----------------------------
AUTOSAVE_GOALS = {"autosave_ms_at_2000": 2.0, "autosave_ratio_2000_to_50": 1.5}


def autosave(samples: int = 60) -> dict:
    """One autosave through the window's own path (``GameController._autosave``: the game's
    journal gets the new action's line, one write and one fsync) at 50 and at 2 000 actions.
    Each sample applies one action to the game (not timed), then times the autosave."""
    from narrator_app.ui.controller import GameController

    out = {}
    folder = Path(tempfile.mkdtemp(prefix="ravi-bench-autosave-"))
    for size in (50, 2000):
        controller = GameController(folder / f"data{size}")
        controller.game = _long_game(size)
        controller._autosave()  # the journal is created once, with the whole record
        times, floor = [], []
        scratch = folder / f"floor{size}.bin"
        for i in range(samples + 5):  # the first 5 warm the disk's path up (not counted)
            last = next(a for a in reversed(controller.game.actions) if a.kind == "step")
            controller.game.step(last.key, last.value)
            t0 = time.perf_counter()
            ok = controller._autosave()
            t1 = time.perf_counter()
            assert ok, controller.last_error
            # the disk's own floor, right after: one line of the same size appended, fsync'd
            t2 = time.perf_counter()
            fd = os.open(scratch, os.O_WRONLY | os.O_APPEND | os.O_CREAT, 0o600)
            os.write(fd, b"x" * 170 + b"\n")
            os.fsync(fd)
            os.close(fd)
            t3 = time.perf_counter()
            if i >= 5:
                times.append((t1 - t0) * 1000)
                floor.append((t3 - t2) * 1000)
        controller.release_lock()
        times.sort()
        out[f"autosave_ms_at_{size}"] = round(statistics.median(times), 3)
        out[f"autosave_p95_ms_at_{size}"] = round(times[int(len(times) * 0.95) - 1], 3)
        out[f"append_fsync_floor_ms_at_{size}"] = round(statistics.median(floor), 3)
    out["autosave_ratio_2000_to_50"] = round(
        out["autosave_ms_at_2000"] / out["autosave_ms_at_50"], 2)
    return out


def autosave_met(figures: dict) -> dict:
    return {"autosave_ms_at_2000": figures["autosave_ms_at_2000"]
            <= AUTOSAVE_GOALS["autosave_ms_at_2000"],
            "autosave_ratio_2000_to_50": figures["autosave_ratio_2000_to_50"]
            <= AUTOSAVE_GOALS["autosave_ratio_2000_to_50"]}


def games_per_second(n: int = 200) -> dict:
    from narrator_app.engine import Game
    from narrator_app.engine.simulate import random_game

    games = [random_game("godfather_nostradamus", 11, seed) for seed in range(n)]
    t0 = time.perf_counter()
    for g in games:
        Game.replay(g.setup, g.actions, g.scenario)
    dt = time.perf_counter() - t0
    actions = sum(len(g.actions) for g in games)
    return {"games_per_second": round(n / dt, 1),
            "engine_us_per_action": round(dt / actions * 1e6, 1)}


def cards_pdf() -> dict:
    try:
        from narrator_app.printing import cards as printing_cards
    except ImportError as exc:  # pragma: no cover
        return {"cards_pdf_s": None, "cards_pdf_note": f"printing unavailable: {exc}"}
    from PySide6.QtWidgets import QApplication

    from narrator_app.ui.app import create_application

    QApplication.instance() or create_application(sys.argv[:1], language="fa")
    out = Path(tempfile.mkdtemp(prefix="ravi-bench-")) / "cards.pdf"
    job = printing_cards.CardJob(scenario_id="godfather_nostradamus", players=11)
    printing_cards.write_cards_pdf(out, job)  # warm-up: font loading
    times = []
    for _ in range(5):
        t0 = time.perf_counter()
        printing_cards.write_cards_pdf(out, job)
        times.append(time.perf_counter() - t0)
    return {"cards_pdf_s": round(statistics.median(times), 3)}


def machine() -> str:
    cpu = platform.processor() or platform.machine()
    try:
        for line in Path("/proc/cpuinfo").read_text().splitlines():
            if line.startswith("model name"):
                cpu = line.split(":", 1)[1].strip()
                break
    except OSError:
        pass
    mem = ""
    try:
        kib = int(Path("/proc/meminfo").read_text().split()[1])
        mem = f", {kib / 1024 / 1024:.0f} GiB"
    except (OSError, ValueError, IndexError):
        pass
    return f"{platform.system()} {platform.release()}, {os.cpu_count()} cores, {cpu}{mem}, " \
           f"Python {platform.python_version()}"


def main() -> int:
    os.environ.setdefault("QT_QPA_PLATFORM", "offscreen")
    random.seed(0)
    figures: dict = {"machine": machine()}
    figures.update(games_per_second())
    figures.update(actions_and_undo())
    figures.update(cards_pdf())
    figures.update(start_and_memory())
    figures["goals"] = GOALS
    figures["met"] = {
        "start_ratio": figures["start_ratio"] <= GOALS["start_ratio"],
        "action_p95_ms": figures["action_p95_ms"] <= GOALS["action_p95_ms"],
        "undo_ms": figures["undo_ms"] <= GOALS["undo_ms"],
        "games_per_second": figures["games_per_second"] >= GOALS["games_per_second"],
        "cards_pdf_s": figures["cards_pdf_s"] is not None
        and figures["cards_pdf_s"] <= GOALS["cards_pdf_s"],
        "memory_ratio": figures["memory_ratio"] <= GOALS["memory_ratio"],
    }
    # --- the archive (issue 14): benchmarks/archive_bench.py ---
    from benchmarks import archive_bench

    figures.update(archive_bench.archive_figures())
    figures["goals"].update(archive_bench.GOALS)
    figures["met"].update(archive_bench.met(figures))
    # ---
    # the journal's figures
    figures.update(autosave())
    figures["goals"].update(AUTOSAVE_GOALS)
    figures["met"].update(autosave_met(figures))
    print(json.dumps(figures, ensure_ascii=False))
    _write_readme(figures)
    return 0


def _write_readme(figures: dict) -> None:
    path = HERE / "README.md"
    text = path.read_text("utf-8") if path.exists() else ""
    start, end = "<!-- figures:start -->", "<!-- figures:end -->"
    block = (f"{start}\nLatest run ({time.strftime('%Y-%m-%d %H:%M UTC', time.gmtime())}, "
             f"{figures['machine']}):\n\n```json\n"
             f"{json.dumps(figures, ensure_ascii=False, indent=1)}\n```\n{end}")
    if start in text and end in text:
        text = text[: text.index(start)] + block + text[text.index(end) + len(end):]
    else:
        text = text + "\n" + block + "\n"
    path.write_text(text, "utf-8")


if __name__ == "__main__":
    sys.exit(main())
