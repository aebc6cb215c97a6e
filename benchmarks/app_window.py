"""Ravi's main window started as the app starts it; with ``--game`` an 11-player game is
opened and played for a while (the memory figure)."""

import sys
import tempfile
import time
from pathlib import Path

from narrator_app.ui.app import create_application
from narrator_app.ui.controller import GameController
from narrator_app.ui.main_window import MainWindow

app = create_application(sys.argv[:1], language="fa")
controller = GameController(Path(tempfile.mkdtemp(prefix="ravi-bench-")))
w = MainWindow(controller)
w.resize(1366, 768)
w.show()
app.processEvents()
print(f"shown {time.perf_counter():.6f}", flush=True)


def _peak_kib() -> int:
    for line in open("/proc/self/status"):
        if line.startswith("VmHWM:"):
            return int(line.split()[1])
    return 0

if "--game" in sys.argv:
    import random

    from narrator_app.engine import Setup
    from narrator_app.engine.simulate import random_value

    controller.new_game(Setup("godfather_nostradamus", tuple(f"P{i}" for i in range(1, 12)), {}))
    rng = random.Random(1)
    for _ in range(60):
        if controller.game.state.winner:
            break
        choice = random_value(controller.game, rng)
        if choice is None:
            controller.end_phase()
        else:
            controller.step(*choice)
        app.processEvents()
    print("game", len(controller.game.actions), flush=True)
w.close()

print(f"peak {_peak_kib()}", flush=True)
