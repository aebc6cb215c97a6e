"""The archive's figures (issue 14): start with 5 000 saved games, the index built cold and
warm. Used by ``python -m benchmarks``; ``python -m benchmarks.archive_bench`` runs only
these.

"5 000 saved games" = 5 000 finished games and 50 unfinished autosaves. They are made
quickly: one random finished game (and one unfinished) saved once, then copied with a new
game id and new player names in each copy — each copy is a distinct file with its own
content hash, so the index reads (replays) every one of them cold.

* ``start_5000_games_vs_none``: seconds from spawning ``benchmarks/start_archive.py`` to its
  window shown and the resume offer ready, with the 5 000 + 50 games in the data folder's
  autosave folder (their index built by an earlier run, as after any earlier session) ÷
  the same over an empty data folder; both in the same run, median of 5 — goal ≤ 1.1;
* ``archive_5000_cold_s``: building the index of the 5 050 files from nothing
  (:meth:`ArchiveIndex.refresh`, progress shown on stderr) — reported;
* ``archive_5000_warm_s``: listing the same folder again — the refresh finds nothing
  changed and the 5 050 rows are read from the index (what ``python -m narrator_app archive
  DIR`` does after its start-up), median of 5 — goal ≤ 0.3 s.
"""

from __future__ import annotations

import json
import os
import shutil
import statistics
import subprocess
import sys
import tempfile
import time
from pathlib import Path

HERE = Path(__file__).resolve().parent
ROOT = HERE.parent
GOALS = {"start_5000_games_vs_none": 1.1, "archive_5000_warm_s": 0.3}


def make_games(folder: Path, finished: int = 5000, unfinished: int = 50) -> int:
    """Write ``finished`` finished and ``unfinished`` unfinished game files into
    ``folder`` (copies of two games with new ids and names); returns the number written."""
    from narrator_app.engine import Game
    from narrator_app.engine.gamefile import save_game
    from narrator_app.engine.journal import rechain
    from narrator_app.engine.simulate import random_game

    folder.mkdir(parents=True, exist_ok=True)
    done = random_game("godfather_nostradamus", 11, 3)
    full = random_game("godfather_nostradamus", 11, 4)
    running = Game.replay(full.setup, full.actions[: len(full.actions) // 2], full.scenario)
    assert done.state.winner and running.state.winner is None
    n = 0
    for game, count, tag in ((done, finished, "f"), (running, unfinished, "u")):
        raw = save_game(game, folder / "model.tmp-ravi").read_text("utf-8")
        (folder / "model.tmp-ravi").unlink()
        for i in range(count):
            gid = f"{tag == 'u':x}{i:015x}"
            text = raw.replace(game.game_id, gid)
            for seat, name in enumerate(game.setup.names, 1):
                text = text.replace(f'"{name}"', f'"{name}-{i % 97}-{seat}"', 1)
            # each line's prev follows the edited line before it, as the app writes it
            (folder / f"{gid}.ravi").write_bytes(rechain(text.encode("utf-8")))
            n += 1
    return n


def _progress(done: int, total: int) -> None:
    if total and (done % 500 == 0 or done == total):
        print(f"indexing: {done}/{total}", file=sys.stderr, flush=True)


def _env() -> dict[str, str]:
    env = dict(os.environ)
    env.setdefault("QT_QPA_PLATFORM", "offscreen")
    env["PYTHONPATH"] = str(ROOT)
    return env


def _start(data: Path) -> tuple[float, int]:
    t0 = time.perf_counter()
    proc = subprocess.run([sys.executable, str(HERE / "start_archive.py"), str(data)],
                          capture_output=True, text=True, env=_env(), cwd=ROOT)
    if proc.returncode != 0:
        raise RuntimeError(f"start_archive.py failed: {proc.stderr[-500:]}")
    # the child prints its own perf_counter (the same monotonic clock) when the window is
    # shown and the offer ready: the process's exit is not part of the figure
    shown = float(proc.stdout.split("shown")[1].split()[0]) - t0
    offered = int(proc.stdout.split("offered")[1].split()[0])
    return shown, offered


def archive_figures(runs: int = 5) -> dict:
    from narrator_app.engine.archive_index import ArchiveIndex, index_path, indexed_games

    base = Path(tempfile.mkdtemp(prefix="ravi-bench-archive-"))
    try:
        data, empty = base / "data", base / "empty"
        folder = data / "autosave"
        n = make_games(folder)
        empty.mkdir()
        t0 = time.perf_counter()
        with ArchiveIndex(index_path(data)) as index:
            read = index.refresh([folder], _progress)
        cold = time.perf_counter() - t0
        assert read == n
        warm = []
        indexed_games([folder], data)  # the first listing after the build: not counted
        for _ in range(runs):
            t0 = time.perf_counter()
            listed = indexed_games([folder], data)
            warm.append(time.perf_counter() - t0)
            assert len(listed) == n
        with_games, without = [], []
        _start(data), _start(empty)  # warm-up: byte code, the disk cache
        for _ in range(runs):
            t, offered = _start(data)
            with_games.append(t)
            assert offered > 0
            t, offered = _start(empty)
            without.append(t)
            assert offered == 0
        a, b = statistics.median(with_games), statistics.median(without)
        return {
            "archive_games": n,
            "archive_5000_cold_s": round(cold, 2),
            "archive_5000_warm_s": round(statistics.median(warm), 3),
            "spread": {"archive_5000_warm_s": [round(min(warm), 3),
                                               round(statistics.median(warm), 3),
                                               round(max(warm), 3)]},
            "start_5000_games_s": round(a, 3),
            "start_no_games_s": round(b, 3),
            "start_5000_games_vs_none": round(a / b, 3),
        }
    finally:
        shutil.rmtree(base, ignore_errors=True)


def listing_curve(sizes: tuple[int, ...] = (50, 500)) -> dict:
    """``archive_listing_s_at_N``: the warm listing (from the index) of ``N`` saved games."""
    from narrator_app.engine.archive_index import ArchiveIndex, index_path, indexed_games

    out = {}
    for n in sizes:
        base = Path(tempfile.mkdtemp(prefix="ravi-bench-listing-"))
        try:
            data = base / "data"
            folder = data / "autosave"
            made = make_games(folder, finished=n, unfinished=0)
            with ArchiveIndex(index_path(data)) as index:
                index.refresh([folder], None)
            times = []
            for _ in range(5):
                t0 = time.perf_counter()
                assert len(indexed_games([folder], data)) == made
                times.append(time.perf_counter() - t0)
            out[f"archive_listing_s_at_{n}"] = round(statistics.median(times), 3)
        finally:
            shutil.rmtree(base, ignore_errors=True)
    return out


#: The 20 000 games of :func:`listing_20000` and their index, kept between runs (writing and
#: indexing them from nothing takes minutes).
BIG = Path(tempfile.gettempdir()) / "ravi-bench-archive-20000"


def listing_20000(runs: int = 5) -> dict:
    """The 20 000 games (20 000 finished, 50 unfinished autosaves) and their index, made once
    and kept in :data:`BIG` (``index_cold_s_at_20000`` is reported when they are made in
    this run); the index brought up to date once (not counted). Then:

    * ``archive_20000_warm_s`` — what a narrator waits for when the archive is opened
      (:func:`window_listing`): the archive window made over the index, shown, and listed
      until painted; median of ``runs`` after one not counted;
    * ``archive_20000_full_s`` — every row of the 20 050 read and every file compared with
      its row (``indexed_games``: what ``python -m narrator_app archive DIR`` lists, and
      what the statistics count), median of ``runs`` (reported)."""
    from narrator_app.engine.archive_index import ArchiveIndex, index_path, indexed_games

    data, out = BIG / "data", {}
    folder = data / "autosave"
    done = BIG / "complete"
    if not done.exists():
        shutil.rmtree(BIG, ignore_errors=True)
        make_games(folder, finished=20000, unfinished=50)
        t0 = time.perf_counter()
        with ArchiveIndex(index_path(data)) as index:
            index.refresh([folder], _progress)
        out["index_cold_s_at_20000"] = round(time.perf_counter() - t0, 2)
        done.write_text("20050\n")
    n = len(indexed_games([folder], data))  # brings the index up to date: not counted
    assert n == 20050, n
    full = []
    for _ in range(runs):
        t0 = time.perf_counter()
        listed = indexed_games([folder], data)
        full.append(time.perf_counter() - t0)
        assert len(listed) == n
    out["archive_20000_full_s"] = round(statistics.median(full), 3)
    out["spread"] = {"archive_20000_full_s": _spread(full)}
    window = window_listing(data, runs, n)
    out["spread"].update(window.pop("spread"))
    out.update(window)
    return out


def _spread(values: list[float]) -> list[float]:
    return [round(min(values), 3), round(statistics.median(values), 3), round(max(values), 3)]


def window_listing(data: Path, runs: int = 5, games: int | None = None) -> dict:
    """The archive opened over the games of ``data``'s autosave folder, their index up to
    date (``games``: how many the window must count): the main window's controller made
    beforehand (it is there when the narrator opens the archive), then timed, each run:
    :class:`ArchiveWindow` made (the index opened: its ``quick_check``), shown, listed
    (:meth:`ArchiveWindow.reload`: the folders looked at, the rows counted, the first page
    read and each of its rows compared with its file, the columns fitted) and the events
    it posts processed (painted) — ``archive_20000_warm_s``, median of ``runs`` after one
    not counted, ``archive_20000_warm_cpu_s`` the same in CPU seconds. Beside it,
    ``archive_20000_checked_s``: from the same start until the window's background check
    of every other row against its file has ended (the window answers meanwhile). Each
    window is closed after its check, before the next run."""
    from PySide6.QtWidgets import QApplication

    from narrator_app.ui.archive_window import ArchiveWindow
    from narrator_app.ui.controller import GameController
    from narrator_app.ui.settings import Settings

    app = QApplication.instance() or QApplication([])
    config = Path(tempfile.mkdtemp(prefix="ravi-bench-config-"))
    controller = GameController(data)
    wall, cpu, checked = [], [], []
    try:
        for i in range(runs + 1):
            app.processEvents()
            t0, c0 = time.perf_counter(), time.process_time()
            w = ArchiveWindow(controller, Settings(archive_folders=[]), config)
            w.show()
            w.reload()
            app.processEvents()
            shown, shown_cpu = time.perf_counter() - t0, time.process_time() - c0
            checking = getattr(w, "checking", lambda: False)  # (an older tree: none)
            while w.building() or checking():
                app.processEvents()
                time.sleep(0.002)
            done = time.perf_counter() - t0
            if games is not None:
                assert w.model.rowCount() == games, w.model.rowCount()
            assert w.model.entry(0) is not None
            w.close()
            w.deleteLater()
            if i:  # the first: not counted
                wall.append(shown)
                cpu.append(shown_cpu)
                checked.append(done)
    finally:
        shutil.rmtree(config, ignore_errors=True)
    return {"archive_20000_warm_s": round(statistics.median(wall), 3),
            "archive_20000_warm_cpu_s": round(statistics.median(cpu), 3),
            "archive_20000_checked_s": round(statistics.median(checked), 3),
            "spread": {"archive_20000_warm_s": _spread(wall),
                       "archive_20000_warm_cpu_s": _spread(cpu),
                       "archive_20000_checked_s": _spread(checked)}}


def met(figures: dict) -> dict:
    return {k: figures.get(k) is not None and figures[k] <= goal for k, goal in GOALS.items()}


if __name__ == "__main__":
    os.environ.setdefault("QT_QPA_PLATFORM", "offscreen")
    out = archive_figures()
    out["goals"], out["met"] = GOALS, met(out)
    print(json.dumps(out, ensure_ascii=False))
