"""``python -m benchmarks``: Ravi's figures as one JSON object (and benchmarks/README.md).

The figures of issue 25 "Fast, measured honestly" (goals in :data:`GOALS`; what each
measures in benchmarks/README.md), and the earlier figures that still measure what their
names say:

* ``play_p95_ms_at_N`` / ``play_median_ms_at_N`` (N = 50, 500, 2 000, 10 000) and
  ``play_undo_ms_at_N``: actions of random legal play through the window's controller in a
  shown window, in long games whose log grows (:mod:`benchmarks.play`,
  :mod:`benchmarks.long_games`);
* ``start_usable_ratio`` / ``first_paint_ratio`` (:func:`start_usable`): Ravi's own start
  path until the engine is loaded and the New game dialog answers / first paint, ÷ a bare
  Persian window (``benchmarks/bare_persian.py``);
* ``legal_games_per_second`` / ``replay_games_per_second`` (:func:`engine_games`), and
  ``games_per_second`` as before (:func:`games_per_second`, replay only);
* ``memory_ratio_persian``, ``memory_mib_at_10000``, ``open_s_at_10000`` (:func:`memory`);
* ``archive_20000_warm_s``, ``index_cold_s_at_5000`` and the archive's earlier figures
  (:func:`archive_figures`);
* ``house_rules_open_s``, ``print_preview_18_s`` (:func:`dialogs`), ``cards_pdf_s``,
  ``autosave_ms_at_N`` (:func:`autosave`), the start over saved games
  (:func:`saved_games_start`), ``hostile_slowest_file_s`` (:func:`hostile_corpus`),
  ``scenario_check_slowest_s``.

Every figure's spread (min, median, max) is in ``spread``, the machine's load before and
after each figure function in ``load``. ``--runs N`` makes every figure the median of N
whole runs (a shared machine is noisy); ``--quick`` runs fewer repetitions (for trying a
change); the README is then left alone, as with ``--no-readme``. ``--only NAME[,NAME…]``
runs only those figure functions (the keys of :func:`figure_functions`, e.g. ``--only
play``) and leaves the README alone.
"""

from __future__ import annotations

import json
import os
import platform
import random
import re
import shutil
import statistics
import subprocess
import sys
import tempfile
import time
from pathlib import Path

ROOT = Path(__file__).resolve().parents[1]
HERE = Path(__file__).resolve().parent
#: The goals: key → bound (at most, or at least for the keys of :data:`AT_LEAST`).
GOALS = {
    # issue 25, "Fast, measured honestly"
    "start_usable_ratio": 1.5,
    "first_paint_ratio": 1.3,
    "play_p95_ms_at_50": 16,
    "play_p95_ms_at_2000": 16,
    "play_p95_ms_at_10000": 33,
    "play_undo_ms_at_2000": 16,
    "legal_games_per_second": 400,
    "replay_games_per_second": 2000,
    "memory_ratio_persian": 1.3,
    "memory_mib_at_10000": 200,
    "open_s_at_10000": 2.0,
    "archive_20000_warm_s": 0.3,
    "index_cold_s_at_5000": 8.0,
    # earlier issues, still measuring what they say
    "games_per_second": 1000,
    "house_rules_open_s": 0.3,
    "print_preview_18_s": 0.3,
    "archive_5000_warm_s": 0.3,
    # the archive and the journal ("Saves a club trusts for years")
    "start_5000_games_vs_none": 1.1,
    "autosave_ms_at_2000": 2.0,
    "autosave_ratio_2000_to_50": 1.5,
    # bad input costs only itself, quickly (issue 20)
    "hostile_slowest_file_s": 2.0,
    # bad input costs only itself, quickly (issue 20, item 6)
    "scenario_check_slowest_s": 2.0,
    "cards_pdf_s": 0.1,
}
AT_LEAST = {"games_per_second", "legal_games_per_second", "replay_games_per_second"}
#: The growth curves: action cost by game length, archive listing and start-up by saved games.
ACTION_SIZES = (50, 500, 2000, 10000)
ARCHIVE_SIZES = (50, 500, 5000)
START_SIZES = (0, 500, 5000)


#: Byte code of the started windows, kept outside the source tree: an installed app starts
#: from compiled modules, so the children must too even where the environment says not to
#: write byte code (``PYTHONDONTWRITEBYTECODE``); the first, warm-up start compiles.
PYCACHE = Path(tempfile.gettempdir()) / "ravi-bench-pycache"


def _env(home: Path | None = None) -> dict[str, str]:
    env = dict(os.environ)
    env.setdefault("QT_QPA_PLATFORM", "offscreen")
    env["PYTHONPATH"] = str(ROOT)
    env.pop("PYTHONDONTWRITEBYTECODE", None)
    env["PYTHONPYCACHEPREFIX"] = str(PYCACHE)
    if home is not None:  # the app's settings and data folders (platformdirs on Linux)
        env["XDG_CONFIG_HOME"] = str(home / "config")
        env["XDG_DATA_HOME"] = str(home / "data")
        env["XDG_STATE_HOME"] = str(home / "state")  # the crash log
        env["XDG_CACHE_HOME"] = str(home / "cache")
    return env


def _spawn(script: Path, *args: str, home: Path | None = None,
           timeout: float = 600) -> dict[str, float]:
    """Seconds from spawn to the script's ``shown`` / ``ready`` / ``usable`` lines (each
    carries the child's ``time.perf_counter()``, the same monotonic clock as the parent's),
    the child's peak resident memory in KiB (``peak``: its own VmHWM; getrusage would count
    the parent's memory inherited at fork), and its other ``word number`` lines as they are
    (``engine``, ``pydantic``, ``game``, ``open``, ``actions``)."""
    t0 = time.perf_counter()
    proc = subprocess.Popen([sys.executable, str(script), *args], stdout=subprocess.PIPE,
                            text=True, env=_env(home), cwd=ROOT)
    out: dict[str, float] = {}
    deadline = t0 + timeout
    assert proc.stdout is not None
    for line in proc.stdout:
        parts = line.split()
        if len(parts) == 2 and parts[0] not in out:
            word, value = parts
            if word in ("shown", "desk", "ready", "usable"):
                out[word] = float(value) - t0
            elif word in ("peak", "engine", "pydantic", "game", "actions"):
                out[word] = int(value)
            elif word == "open":
                out[word] = float(value)
        if time.perf_counter() > deadline:
            proc.kill()
            break
    status = proc.wait()
    if status != 0:
        raise RuntimeError(f"{script.name} failed ({status})")
    return out


def _forget_index(home: Path) -> None:
    """Remove the archive index of a scratch home (the first start after an upgrade)."""
    for name in ("archive.sqlite3", "archive.sqlite3-wal", "archive.sqlite3-shm"):
        (home / "data" / "Ravi" / name).unlink(missing_ok=True)


def _saved_games_home(n: int) -> Path:
    """A scratch home whose data folder holds ``n`` saved games in ``autosave/`` (the app's
    own folder of every game played): copies of one finished 11-player game under new game
    ids, one in 50 an unfinished game (what the resume offer looks for)."""
    from narrator_app.engine import save_game
    from narrator_app.engine.journal import rechain
    from narrator_app.engine.simulate import random_game

    home = Path(tempfile.mkdtemp(prefix="ravi-bench-home-"))
    folder = home / "data" / "Ravi" / "autosave"
    folder.mkdir(parents=True, mode=0o700)
    if n == 0:
        return home
    finished = random_game("godfather_nostradamus", 11, 3)
    # a game cut after 25 actions may still have ended: the first seed whose game has not
    unfinished = next(g for seed in range(4, 200)
                      if (g := random_game("godfather_nostradamus", 11, seed,
                                           max_actions=25)).state.winner is None)
    texts = []
    for game in (finished, unfinished):
        save_game(game, home / "one.ravi")
        texts.append((home / "one.ravi").read_text("utf-8"))
    (home / "one.ravi").unlink()
    rng = random.Random(n)
    for i in range(n):
        game_id = f"{rng.getrandbits(64):016x}"
        text = texts[1 if i % 50 == 0 else 0]
        text = re.sub(r'"game_id": ?"[0-9a-f]{16}"', f'"game_id": "{game_id}"', text, count=1)
        path = folder / f"{game_id}.ravi"
        path.write_bytes(rechain(text.encode("utf-8")))  # each prev follows the new header
        path.chmod(0o600)
    return home


def saved_games_start(runs: int = 5) -> dict:
    """Start-up over 0 / 500 / 5 000 saved games (``benchmarks/app_window.py``), interleaved
    run by run so that load on the machine touches each alike; medians.

    ``start_s_at_N_games``: spawn to the first paint; ``start_ready_s_at_N_games``: until the
    resume offer has looked at the saved games, their archive index built by an earlier
    start (the usual case; a warm-up start builds it before the timed runs);
    ``start_ready_cold_s_at_N_games``: the first start over N saved games with no index
    (removed before that start; the worker reads them all while the window answers, and
    the figure is when the offer is made)."""
    homes = {n: _saved_games_home(n) for n in START_SIZES}
    for n in START_SIZES:  # the earlier start: byte code, the disk cache, each home's index
        _spawn(HERE / "app_window.py", home=homes[n], timeout=300)
    shown = {n: [] for n in START_SIZES}
    ready = {n: [] for n in START_SIZES}
    cold = {n: [] for n in START_SIZES if n}
    for _ in range(runs):
        for n in START_SIZES:
            try:
                r = _spawn(HERE / "app_window.py", home=homes[n], timeout=120)
            except RuntimeError:
                continue
            shown[n].append(r["shown"])
            if "ready" in r:
                ready[n].append(r["ready"])
        for n in cold:  # a first start over n unindexed games (it builds the index again)
            _forget_index(homes[n])
            try:
                r = _spawn(HERE / "app_window.py", home=homes[n], timeout=300)
            except RuntimeError:
                continue
            if "ready" in r:
                cold[n].append(r["ready"])
    for home in homes.values():
        shutil.rmtree(home, ignore_errors=True)

    def med(xs):
        return round(statistics.median(xs), 3) if xs else None

    out: dict = {"spread": {}}
    for n in START_SIZES:
        out[f"start_s_at_{n}_games"] = med(shown[n])
        out[f"start_ready_s_at_{n}_games"] = med(ready[n])
        for key, xs in ((f"start_s_at_{n}_games", shown[n]),
                        (f"start_ready_s_at_{n}_games", ready[n])):
            if xs:
                out["spread"][key] = _spread(xs, 3)
    for n in cold:
        out[f"start_ready_cold_s_at_{n}_games"] = med(cold[n])
        if cold[n]:
            out["spread"][f"start_ready_cold_s_at_{n}_games"] = _spread(cold[n], 3)
    return out


def _spread(xs: list[float], digits: int = 2) -> list[float]:
    """[min, median, max] of ``xs``."""
    return [round(min(xs), digits), round(statistics.median(xs), digits),
            round(max(xs), digits)]


def start_usable(runs: int = 5) -> dict:
    """``start_usable_ratio``: seconds from spawning Ravi by its own start path
    (``benchmarks/app_usable.py``: ``narrator_app.__main__.main`` over an empty scratch home)
    until the engine is loaded and the New game dialog is painted and answering, ÷ the same
    for a bare Persian window (``benchmarks/bare_persian.py``: painted, the loop turned once
    more); ``first_paint_ratio``: spawn to the first paint of each, the same spawns (the
    app's start path paints its window, then builds the desk in it); beside it
    ``desk_paint_ratio``: spawn to the app window's first paint with its desk built (the
    seat ring, the panels, the menus) ÷ the bare window's first paint. Spawns
    interleaved (bare, app, bare, app …) after a warm-up of each (byte code, disk cache);
    the ratios are the medians' ratio, their spread the ratios of each pair.

    Beside them, the floors of ``start_usable_ratio`` (:data:`FLOORS`), spawned in the same
    rounds: ``start_usable_floor_<name>_ratio``, the bare window's usable time with
    pydantic and one model loaded first (``pydantic``) or the app's engine (``engine``) ÷
    the plain bare window's."""
    home = _saved_games_home(0)
    try:
        _spawn(HERE / "bare_persian.py")
        _spawn(HERE / "app_usable.py", home=home)
        for name in FLOORS:
            _spawn(HERE / "bare_persian.py", "--load", name)
        pairs, floors = [], {name: [] for name in FLOORS}
        for _ in range(runs):
            bare = _spawn(HERE / "bare_persian.py")
            app = _spawn(HERE / "app_usable.py", home=home)
            if app.get("engine") != 1:
                raise RuntimeError("the New game dialog answered before the engine was loaded")
            pairs.append((bare, app))
            for name in FLOORS:
                floors[name].append(_floor(name))
    finally:
        shutil.rmtree(home, ignore_errors=True)
    out: dict = {"spread": {}}
    for key, word, bare_word in (("start_usable", "usable", "usable"),
                                 ("first_paint", "shown", "shown"),
                                 ("desk_paint", "desk", "shown")):
        b = [p[0][bare_word] for p in pairs]
        a = [p[1][word] for p in pairs]
        out[f"{key}_ratio"] = round(statistics.median(a) / statistics.median(b), 2)
        out[f"{key}_app_s"] = round(statistics.median(a), 3)
        out[f"{key}_bare_s"] = round(statistics.median(b), 3)
        out["spread"][f"{key}_ratio"] = _spread([x / y for x, y in zip(a, b, strict=True)])
        out["spread"][f"{key}_app_s"] = _spread(a, 3)
        out["spread"][f"{key}_bare_s"] = _spread(b, 3)
    bare = [p[0]["usable"] for p in pairs]
    for name, got in floors.items():
        _floor_ratio(out, f"start_usable_floor_{name}_ratio", [x["usable"] for x in got], bare)
    return out


#: The floors of the start and memory figures (``benchmarks/bare_persian.py --load NAME``):
#: the bare Persian window with pydantic and one model loaded first (the library the app's
#: files and actions are read with), and with the app's engine loaded (which the app needs to
#: be usable and to open a game). Nothing of the desk is in either.
FLOORS = ("pydantic", "engine")


def _floor_ratio(out: dict, key: str, floor: list[float], bare: list[float]) -> None:
    """``out[key]``: the medians' ratio of ``floor`` to ``bare`` (spawned in the same
    rounds, in order), and its spread the ratio of each round."""
    out[key] = round(statistics.median(floor) / statistics.median(bare), 2)
    out["spread"][key] = _spread([f / b for f, b in zip(floor, bare, strict=True)])


def _floor(name: str) -> dict[str, float]:
    """One spawn of the bare window with the floor ``name`` loaded first, checked."""
    got = _spawn(HERE / "bare_persian.py", "--load", name)
    if got.get("pydantic") != 1 or got.get("engine") != int(name == "engine"):
        raise RuntimeError(f"bare_persian.py --load {name} loaded {got}")
    return got


def memory(runs: int = 5, quick: bool = False) -> dict:
    """``memory_ratio_persian``: peak resident memory (VmHWM) of Ravi started on a saved
    60-action 11-player game of random legal play (``app_usable.py --open``: ``ravi FILE``)
    ÷ that of the bare Persian window; interleaved spawns, the medians' ratio.
    ``memory_mib_at_10000`` and ``open_s_at_10000``: a 10 000-action game of random legal
    play (11 players) opened in the main window (``benchmarks/open_long.py``: replayed, put
    on the desk, painted), peak memory and seconds; medians of ``runs`` spawns (1 with
    ``quick``). Beside them, ``memory_floor_<name>_ratio``: the peak memory of the bare
    window with a floor of :data:`FLOORS` loaded first ÷ the plain bare window's, spawned in
    the same rounds."""
    import pickle

    from benchmarks.long_games import long_game, record
    from narrator_app.engine import save_game

    work = Path(tempfile.mkdtemp(prefix="ravi-bench-memory-"))
    home = _saved_games_home(0)
    try:
        game_file = work / "sixty.ravi"
        save_game(long_game(11, 60), game_file)
        setup, actions = record(11, 11000, 1)
        long_file = work / "long.pickle"
        long_file.write_bytes(pickle.dumps((setup, actions[:10000])))
        del actions
        _spawn(HERE / "bare_persian.py")
        _spawn(HERE / "app_usable.py", "--open", str(game_file), home=home)
        pairs, floors = [], {name: [] for name in FLOORS}
        for _ in range(runs):
            bare = _spawn(HERE / "bare_persian.py")
            app = _spawn(HERE / "app_usable.py", "--open", str(game_file), home=home)
            if app.get("game") != 60:
                raise RuntimeError(f"the 60-action game was not open: {app.get('game')}")
            pairs.append((bare["peak"], app["peak"]))
            for name in FLOORS:
                floors[name].append(_floor(name)["peak"])
        longs = []
        for _ in range(1 if quick else min(runs, 3)):
            r = _spawn(HERE / "open_long.py", str(long_file), home=home, timeout=1800)
            if r.get("actions") != 10000:
                raise RuntimeError(f"open_long.py opened {r.get('actions')} actions")
            longs.append(r)
    finally:
        shutil.rmtree(work, ignore_errors=True)
        shutil.rmtree(home, ignore_errors=True)
    bare_kib = [p[0] for p in pairs]
    app_kib = [p[1] for p in pairs]
    long_mib = [r["peak"] / 1024 for r in longs]
    open_s = [r["open"] for r in longs]
    out = {
        "memory_ratio_persian": round(statistics.median(app_kib) / statistics.median(bare_kib),
                                      2),
        "memory_game60_mib": round(statistics.median(app_kib) / 1024, 1),
        "memory_bare_persian_mib": round(statistics.median(bare_kib) / 1024, 1),
        "memory_mib_at_10000": round(statistics.median(long_mib), 1),
        "open_s_at_10000": round(statistics.median(open_s), 3),
        "spread": {
            "memory_ratio_persian": _spread([a / b for b, a in pairs]),
            "memory_game60_mib": _spread([k / 1024 for k in app_kib], 1),
            "memory_bare_persian_mib": _spread([k / 1024 for k in bare_kib], 1),
            "memory_mib_at_10000": _spread(long_mib, 1),
            "open_s_at_10000": _spread(open_s, 3),
        },
    }
    for name, kib in floors.items():
        _floor_ratio(out, f"memory_floor_{name}_ratio", kib, bare_kib)
    return out


def _window(app, game=None):
    from narrator_app.ui.controller import GameController
    from narrator_app.ui.main_window import MainWindow

    controller = GameController(Path(tempfile.mkdtemp(prefix="ravi-bench-")))
    window = MainWindow(controller)
    window.resize(1366, 768)
    window.show()
    if game is not None:
        controller.game = game
        controller.changed.emit()
    app.processEvents()
    return controller, window


def _app():
    from PySide6.QtWidgets import QApplication

    from narrator_app.ui import collector
    from narrator_app.ui.app import create_application

    app = QApplication.instance() or create_application(sys.argv[:1], language="fa")
    collector.install()  # the collector's policy, as the app puts it in place (PL25-10)
    return app


class _FirstPaint:
    """Whether a watched window painted after :meth:`arm` (``at``: when its repaint began,
    None: not yet). The probe is an event filter on each window :meth:`watch` is given, not
    on the application: it sees the window's repaint request (``QEvent.UpdateRequest``, in
    which Qt's repaint manager paints every widget of the window that needs it; the manager
    asks for one only when a widget does). An application-wide filter on every widget's
    paint event, as before the eleventh round, called into Python for every event of every
    widget (≈ 550 at an 18-seat day's end): 1–2 ms of the harness's own time in an action
    timed, none of it the app's (decisions BM11). ``tests/test_benchmark_play.py`` checks
    that the two probes agree action by action."""

    def __init__(self, app=None) -> None:
        from PySide6.QtCore import QEvent, QObject

        outer = self
        self.at: float | None = None
        request = QEvent.Type.UpdateRequest

        class Filter(QObject):
            def eventFilter(self, obj, event):  # noqa: N802 — Qt's name
                if outer.at is None and event.type() == request:
                    outer.at = time.perf_counter()
                return False

        self.filter = Filter()

    def watch(self, window) -> None:
        """Probe ``window`` (a top-level widget) too."""
        window.installEventFilter(self.filter)

    def arm(self) -> None:
        self.at = None


def play_figures(quick: bool = False) -> dict:
    """The action figures of random legal play through the window (:mod:`benchmarks.play`);
    what was timed (``raw``) is left out of the JSON."""
    from benchmarks.play import play

    out = play(samples=12 if quick else 40)
    out.pop("raw")
    return out


# --- the journal's figures (autosave cost by the game's length) ----------------------------


def autosave(samples: int = 60) -> dict:
    """One autosave through the window's own path (``GameController._autosave``: the game's
    journal gets the new action's line, one write and one fsync) at 50 and at 2 000 actions.
    The game is one of random legal play (:mod:`benchmarks.long_games`); each sample
    applies its next action (not timed), then times the autosave."""
    from benchmarks.long_games import cut, long_game
    from narrator_app.ui.controller import GameController

    out = {}
    folder = Path(tempfile.mkdtemp(prefix="ravi-bench-autosave-"))
    long = long_game(11, 2000 + samples + 5)
    for size in (50, 2000):
        controller = GameController(folder / f"data{size}")
        controller.game = cut(long, size)
        controller._autosave()  # the journal is created once, with the whole record
        times, floor = [], []
        scratch = folder / f"floor{size}.bin"
        for i, action in enumerate(long.actions[size: size + samples + 5]):
            # the first 5 warm the disk's path up (not counted)
            controller.game.apply(action)
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


def games_per_second(n: int = 200) -> dict:
    """``games_per_second``: ``n`` random 11-player Godfather–Nostradamus games replayed
    (``Game.replay``) per second, the action lists drawn beforehand by the random driver
    (not timed), and ``engine_us_per_action``; beside it one line for every shipped
    scenario (read from the catalogue): ``games_per_second_<id>``, ``n`` random games at
    its reference table replayed per second the same way."""
    from narrator_app.engine import load_scenario
    from narrator_app.engine.scenario import scenario_catalogue

    games = _random_games("godfather_nostradamus", 11, n)
    dt = _replay_seconds(games)
    actions = sum(len(g.actions) for g in games)
    out = {"games_per_second": round(n / dt, 1),
           "engine_us_per_action": round(dt / actions * 1e6, 1)}
    for e in scenario_catalogue():
        if e.origin == "shipped" and e.refused is None:
            games = _random_games(e.id, load_scenario(e.id).reference_size, n)
            out[f"games_per_second_{e.id}"] = round(n / _replay_seconds(games), 1)
    return out


def engine_games(n: int = 100, batches: int = 5) -> dict:
    """``legal_games_per_second``: whole random legal 11-player Godfather–Nostradamus games
    played by the engine's random driver (``simulate.random_game``: each choice drawn from
    ``legal_choices``, as the window asks for every picker), per second, with the garbage
    collector as the app runs it; ``replay_games_per_second``: the same games replayed
    (``Game.replay``). ``n`` games in ``batches`` batches, each batch drawn then replayed
    (interleaved); the medians of the batches, their spread beside; CPU-time figures
    (``…_per_cpu_second``) beside the wall ones."""
    from narrator_app.engine import Game
    from narrator_app.engine.simulate import random_game

    size = max(n // batches, 1)
    legal, replay, legal_cpu, replay_cpu = [], [], [], []
    for b in range(batches):
        seeds = range(b * size, (b + 1) * size)
        c0, t0 = time.process_time(), time.perf_counter()
        games = [random_game("godfather_nostradamus", 11, seed) for seed in seeds]
        t1, c1 = time.perf_counter(), time.process_time()
        for g in games:
            Game.replay(g.setup, g.actions, g.scenario)
        t2, c2 = time.perf_counter(), time.process_time()
        legal.append(size / (t1 - t0))
        legal_cpu.append(size / (c1 - c0))
        replay.append(size / (t2 - t1))
        replay_cpu.append(size / (c2 - c1))
    return {
        "legal_games_per_second": round(statistics.median(legal), 1),
        "replay_games_per_second": round(statistics.median(replay), 1),
        "legal_games_per_cpu_second": round(statistics.median(legal_cpu), 1),
        "replay_games_per_cpu_second": round(statistics.median(replay_cpu), 1),
        "spread": {"legal_games_per_second": _spread(legal, 1),
                   "replay_games_per_second": _spread(replay, 1),
                   "legal_games_per_cpu_second": _spread(legal_cpu, 1),
                   "replay_games_per_cpu_second": _spread(replay_cpu, 1)},
    }


def _random_games(scenario: str, players: int, n: int) -> list:
    """``n`` random games of ``scenario`` at ``players`` seats (seeds 0 … n − 1)."""
    from narrator_app.engine.simulate import random_game

    return [random_game(scenario, players, seed) for seed in range(n)]


def _replay_seconds(games: list) -> float:
    """Seconds to replay every game of ``games`` from its setup and actions."""
    from narrator_app.engine import Game

    t0 = time.perf_counter()
    for g in games:
        Game.replay(g.setup, g.actions, g.scenario)
    return time.perf_counter() - t0


def _until_painted(app, widget, timeout: float = 5.0) -> None:
    """Process events until ``widget`` is visible and has had its first paint."""
    from PySide6.QtCore import QEvent, QObject

    painted = []

    class Spy(QObject):
        def eventFilter(self, obj, event):  # noqa: N802 — Qt's name
            if event.type() == QEvent.Type.Paint:
                painted.append(obj)
            return False

    spy = Spy()
    widget.installEventFilter(spy)
    end = time.perf_counter() + timeout
    while not painted and time.perf_counter() < end:
        app.processEvents()
    widget.removeEventFilter(spy)


def dialogs(runs: int = 5) -> dict:
    """``house_rules_open_s``: the running game's house rules (locked) from the call to the
    painted dialog; ``print_preview_18_s``: the role cards' print preview of an 18-player game
    (its pages laid out) from the call to the painted dialog. The first opening (imports
    included) and the median of the next ones."""
    from narrator_app.engine import Game, Setup

    app = _app()
    out = {}
    for key, players, opener in (("house_rules_open_s", 11, "show_house_rules"),
                                 ("print_preview_18_s", 18, "print_role_cards")):
        game = Game(Setup("godfather_nostradamus", tuple(f"P{i}" for i in range(1, players + 1)),
                          {}))
        game.deal_random()
        controller, window = _window(app, game)
        times = []
        for _ in range(runs + 1):
            t0 = time.perf_counter()
            dlg = getattr(window, opener)()
            _until_painted(app, dlg)
            times.append(time.perf_counter() - t0)
            dlg.close()
            app.processEvents()
        out[key] = round(statistics.median(times[1:]), 3)
        out[key.replace("_s", "_first_s", 1) if key.endswith("_s") else key] = round(times[0], 3)
        window.close()
        window.deleteLater()
        app.processEvents()
    return out


def archive_figures(quick: bool = False) -> dict:
    """The archive (benchmarks/archive_bench.py): 5 000 finished games and 50 unfinished
    autosaves — ``archive_5000_cold_s`` (the index built, progress shown), ``archive_5000_warm_s``
    (listed from the index), ``start_5000_games_vs_none``; and the listing curve
    ``archive_listing_s_at_N`` for 50 / 500 / 5 000 games (warm)."""
    from benchmarks import archive_bench

    out = archive_bench.archive_figures(2 if quick else 5)
    out.update(archive_bench.listing_curve(ARCHIVE_SIZES[:-1]))
    out[f"archive_listing_s_at_{ARCHIVE_SIZES[-1]}"] = out["archive_5000_warm_s"]
    out["index_cold_s_at_5000"] = out["archive_5000_cold_s"]
    big = archive_bench.listing_20000(3 if quick else 5)
    spread = {**out.pop("spread", {}), **big.pop("spread")}
    out.update(big)
    out["spread"] = spread
    return out


def cards_pdf() -> dict:
    try:
        from narrator_app.printing import cards as printing_cards
    except ImportError as exc:  # pragma: no cover
        return {"cards_pdf_s": None, "cards_pdf_note": f"printing unavailable: {exc}"}
    _app()
    out = Path(tempfile.mkdtemp(prefix="ravi-bench-")) / "cards.pdf"
    job = printing_cards.CardJob(scenario_id="godfather_nostradamus", players=11)
    printing_cards.write_cards_pdf(out, job)  # warm-up: font loading
    times = []
    for _ in range(5):
        t0 = time.perf_counter()
        printing_cards.write_cards_pdf(out, job)
        times.append(time.perf_counter() - t0)
    return {"cards_pdf_s": round(statistics.median(times), 3)}


def hostile_corpus() -> dict:
    """The hostile corpus of ``tests/`` (benchmarks/hostile_corpus.py, in a child process):
    every file through its reader, in-process. ``hostile_slowest_file_s`` (goal ≤ 2 s) and
    the file with its command, ``hostile_slowest_file``; ``hostile_slowest_file_cli_s``: that
    same command again as ``python -m narrator_app …`` (interpreter start included);
    ``hostile_corpus_files``, ``hostile_corpus_total_s``, the five slowest
    (``hostile_slowest_5``: [file, command, seconds, exit code]) and the commands that ended
    in a traceback (exit 1) or outran the alarm (``hostile_exit_1``, ``hostile_alarms``)."""
    work = Path(tempfile.mkdtemp(prefix="ravi-bench-"))
    result = work / "hostile.json"
    subprocess.run([sys.executable, "-m", "benchmarks.hostile_corpus", str(result)],
                   env=_env(), cwd=ROOT, check=True, timeout=3 * 3600)
    data = json.loads(result.read_text("utf-8"))
    scratch = Path(data["scratch"])
    try:
        rows = data["rows"]
        path, command, seconds, _code = rows[0]
        from benchmarks.hostile_corpus import reader

        argv = reader(str(Path(data["corpus"]) / path), work)
        t0 = time.perf_counter()
        subprocess.run([sys.executable, "-m", "narrator_app", *argv], env=_env(), cwd=ROOT,
                       capture_output=True, timeout=600)
        cli_s = time.perf_counter() - t0
    finally:
        shutil.rmtree(scratch, ignore_errors=True)
        shutil.rmtree(work, ignore_errors=True)
    return {
        "hostile_slowest_file_s": round(seconds, 3),
        "hostile_slowest_file": f"{path} ({command})",
        "hostile_slowest_file_cli_s": round(cli_s, 3),
        "hostile_corpus_files": data["files"],
        "hostile_corpus_total_s": round(sum(r[2] for r in rows), 1),
        "hostile_slowest_5": rows[:5],
        "hostile_exit_1": sum(1 for r in rows if r[3] == 1),
        "hostile_alarms": sum(1 for r in rows if r[3] == "alarm"),
    }
def scenario_file_figures() -> dict:
    """The costly scenario files (benchmarks/scenario_files.py)."""
    from benchmarks import scenario_files

    return scenario_files.slowest_scenario_file()


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


def met(figures: dict) -> dict:
    """Each goal: True / False, or None while its figure is not measured."""
    out = {}
    for key, goal in GOALS.items():
        value = figures.get(key)
        if value is None:
            out[key] = None
        else:
            out[key] = value >= goal if key in AT_LEAST else value <= goal
    return out


def figure_functions(quick: bool) -> dict:
    """The figure functions of one run, in the order they run: name → call returning its
    figures (``--only`` takes these names)."""
    return {
        "games_per_second": lambda: games_per_second(50 if quick else 200),
        "engine_games": lambda: engine_games(30 if quick else 100, 3 if quick else 5),
        "play": lambda: play_figures(quick),
        "dialogs": lambda: dialogs(2 if quick else 5),
        "cards_pdf": cards_pdf,
        "scenario_file_figures": scenario_file_figures,
        "archive_figures": lambda: archive_figures(quick),
        "autosave": lambda: autosave(20 if quick else 60),
        "start_usable": lambda: start_usable(3 if quick else 7),
        "memory": lambda: memory(3 if quick else 5, quick),
        "saved_games_start": lambda: saved_games_start(1 if quick else 5),
        "hostile_corpus": hostile_corpus,
    }


def one_run(quick: bool, only: set[str] | None = None) -> dict:
    """One run of the figure functions; each one's machine load (``os.getloadavg()``, the
    1-, 5- and 15-minute averages) before and after it in ``load``, and each figure's
    spread (min, median, max of what it is the median or quantile of) in ``spread``."""
    random.seed(0)
    figures: dict = {"load": {}, "spread": {}}
    for name, run in figure_functions(quick).items():
        if only is None or name in only:
            before = [round(x, 2) for x in os.getloadavg()]
            t0 = time.perf_counter()
            got = run()
            figures["spread"].update(got.pop("spread", {}))
            figures.update(got)
            figures["load"][name] = {"before": before,
                                     "after": [round(x, 2) for x in os.getloadavg()],
                                     "seconds": round(time.perf_counter() - t0, 1)}
    return figures


def medians(runs: list[dict]) -> dict:
    """Each figure's median over the runs (null where a run has none); what is not a number
    (a file's name, a list) is the first run's. ``spread``: each figure's [min of the
    runs' minima, median of their medians, max of their maxima]; ``load``: every run's."""
    out: dict = {"load": [r["load"] for r in runs], "spread": {}}
    for key in runs[0]["spread"]:
        rows = [r["spread"][key] for r in runs if key in r["spread"]]
        out["spread"][key] = [min(x[0] for x in rows),
                              round(statistics.median(x[1] for x in rows), 3),
                              max(x[2] for x in rows)]
    for key in runs[0]:
        if key in ("load", "spread"):
            continue
        values = [r[key] for r in runs if isinstance(r.get(key), (int, float))]
        out[key] = round(statistics.median(values), 3) if values else (
            None if runs[0][key] is None or isinstance(runs[0][key], (int, float))
            else runs[0][key])
    return out


def main(argv: list[str] | None = None) -> int:
    """``--runs N``: every figure is the median of N whole runs (default 1); ``--only
    NAME[,NAME…]``: only those figure functions (:func:`figure_functions`), README left
    alone. Exit 2 on an unknown name."""
    argv = sys.argv[1:] if argv is None else argv
    quick = "--quick" in argv
    n_runs = int(argv[argv.index("--runs") + 1]) if "--runs" in argv else 1
    only = set(argv[argv.index("--only") + 1].split(",")) if "--only" in argv else None
    if only is not None and only - set(figure_functions(quick)):
        print(f"unknown figure functions: {', '.join(sorted(only - set(figure_functions(quick))))}"
              f"; known: {', '.join(figure_functions(quick))}", file=sys.stderr)
        return 2
    os.environ.setdefault("QT_QPA_PLATFORM", "offscreen")
    runs = [one_run(quick, only) for _ in range(n_runs)]
    figures: dict = {"machine": machine(), "runs": n_runs}
    figures["load_now"] = [round(x, 2) for x in os.getloadavg()]
    figures.update(runs[0] if n_runs == 1 else medians(runs))
    figures["goals"] = {k: (f">= {v}" if k in AT_LEAST else f"<= {v}") for k, v in GOALS.items()}
    figures["met"] = met(figures)
    print(json.dumps(figures, ensure_ascii=False))
    if not quick and only is None and "--no-readme" not in argv:
        _write_readme(figures)
    return 0


def _growth_rows(figures: dict) -> list[tuple[str, list[tuple[int, float | None]], str]]:
    return [
        ("one action of random legal play through the window, p95 (ms) by actions in the game",
         [(n, figures.get(f"play_p95_ms_at_{n}")) for n in ACTION_SIZES], "ms"),
        ("archive listing (s) by saved games",
         [(n, figures.get(f"archive_listing_s_at_{n}")) for n in ARCHIVE_SIZES], "s"),
        ("start to first paint (s) by saved games",
         [(n, figures.get(f"start_s_at_{n}_games")) for n in START_SIZES], "s"),
    ]


def _pair(figures: dict, n: int) -> str | None:
    median, rows = figures.get(f"play_median_ms_at_{n}"), figures.get(f"play_log_rows_at_{n}")
    shown = " / ".join(str(r) for r in rows) if isinstance(rows, list) else rows
    return None if median is None else f"{median}; {shown}"


def growth_table(figures: dict) -> str:
    lines = ["| curve | size: figure | | | |", "|---|---|---|---|---|"]
    rows = _growth_rows(figures) + [
        ("start until the resume offer has looked at the saved games, their index built by an"
         " earlier start (s)",
         [(n, figures.get(f"start_ready_s_at_{n}_games")) for n in START_SIZES], "s"),
        ("the same at the first start over them, no index yet: read on a worker thread, the"
         " window answering meanwhile (s)",
         [(n, figures.get(f"start_ready_cold_s_at_{n}_games")) for n in START_SIZES], "s"),
        ("one action, median (ms); log rows shown before (11 and 18 players)",
         [(n, _pair(figures, n)) for n in ACTION_SIZES], "ms"),
    ]
    for title, points, _unit in rows:
        cells = [f"{n:,}: {'—' if v is None else v}".replace(",", " ") for n, v in points]
        cells += [""] * (4 - len(cells))
        lines.append(f"| {title} | " + " | ".join(cells) + " |")
    return "\n".join(lines)


def growth_chart(figures: dict, path: Path) -> None:
    """The three growth curves side by side as a PNG, drawn with QPainter (each panel: the
    figure against the size, on a linear size axis; a missing figure is left out)."""
    from PySide6.QtCore import QPointF, QRectF, Qt
    from PySide6.QtGui import QColor, QFont, QImage, QPainter, QPen

    _app()
    w, h, pad = 1200, 380, 56
    img = QImage(w, h, QImage.Format.Format_ARGB32)
    img.fill(QColor("white"))
    p = QPainter(img)
    p.setRenderHint(QPainter.RenderHint.Antialiasing)
    p.setFont(QFont("DejaVu Sans", 9))
    rows = _growth_rows(figures)
    pw = w / len(rows)
    goals = {0: GOALS["play_p95_ms_at_2000"], 1: GOALS["archive_5000_warm_s"]}
    for i, (title, points, unit) in enumerate(rows):
        x0, y0 = i * pw + pad, 40
        cw, ch = pw - pad - 20, h - 40 - pad
        p.setPen(QPen(QColor("black"), 1))
        p.drawText(QRectF(i * pw, 8, pw, 24), Qt.AlignmentFlag.AlignCenter, title)
        p.drawLine(QPointF(x0, y0 + ch), QPointF(x0 + cw, y0 + ch))
        p.drawLine(QPointF(x0, y0), QPointF(x0, y0 + ch))
        known = [(n, v) for n, v in points if v is not None]
        xmax = max(n for n, _ in points)
        top = max([v for _, v in known] + [goals.get(i, 0)] + [1e-9]) * 1.15
        for n, _ in points:
            x = x0 + cw * n / xmax
            p.drawLine(QPointF(x, y0 + ch), QPointF(x, y0 + ch + 4))
            p.drawText(QRectF(x - 40, y0 + ch + 6, 80, 16), Qt.AlignmentFlag.AlignCenter,
                       f"{n:,}".replace(",", " "))
        for k in range(5):
            v = top * k / 4
            y = y0 + ch - ch * k / 4
            p.drawText(QRectF(x0 - pad, y - 8, pad - 6, 16),
                       Qt.AlignmentFlag.AlignRight | Qt.AlignmentFlag.AlignVCenter,
                       f"{v:.3g}")
        if i in goals:
            y = y0 + ch - ch * goals[i] / top
            p.setPen(QPen(QColor("#c0392b"), 1, Qt.PenStyle.DashLine))
            p.drawLine(QPointF(x0, y), QPointF(x0 + cw, y))
            p.drawText(QPointF(x0 + cw - 70, y - 4), f"goal {goals[i]:g} {unit}")
        if not known:
            p.setPen(QPen(QColor("gray"), 1))
            p.drawText(QRectF(x0, y0, cw, ch), Qt.AlignmentFlag.AlignCenter, "not measured yet")
            continue
        p.setPen(QPen(QColor("#1f77b4"), 2))
        pts = [QPointF(x0 + cw * n / xmax, y0 + ch - ch * v / top) for n, v in known]
        for a, b in zip(pts, pts[1:], strict=False):
            p.drawLine(a, b)
        for (_n, v), pt in zip(known, pts, strict=True):
            p.drawEllipse(pt, 3, 3)
            right = pt.x() > x0 + cw * 0.8  # near the right edge: the label on the left
            p.drawText(pt + QPointF(-60 if right else 5, -6), f"{v:g}")
    p.end()
    img.save(str(path))


def _replace_block(text: str, name: str, block: str) -> str:
    start, end = f"<!-- {name}:start -->", f"<!-- {name}:end -->"
    block = f"{start}\n{block}\n{end}"
    if start in text and end in text:
        return text[: text.index(start)] + block + text[text.index(end) + len(end):]
    return text + "\n" + block + "\n"


def _write_readme(figures: dict) -> None:
    path = HERE / "README.md"
    text = path.read_text("utf-8") if path.exists() else ""
    growth_chart(figures, HERE / "growth.png")
    text = _replace_block(text, "growth", growth_table(figures)
                          + "\n\n![growth curves](growth.png)")
    text = _replace_block(
        text, "figures",
        f"Latest run ({time.strftime('%Y-%m-%d %H:%M UTC', time.gmtime())}, "
        f"{figures['machine']}):\n\n```json\n"
        f"{json.dumps(figures, ensure_ascii=False, indent=1)}\n```")
    path.write_text(text, "utf-8")


if __name__ == "__main__":
    sys.exit(main())
