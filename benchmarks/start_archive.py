"""Ravi's main window started over a data folder as the app starts it, up to the resume
offer being ready (the offer reads the archive index; the dialog is built, not shown).

Usage: ``python benchmarks/start_archive.py DATA_DIR`` — prints ``shown <seconds>`` (from the
start of the process's own clock) once the window is shown and the offer is ready, then
``offered N`` (the number of actions of the game offered, 0 for none)."""

import sys
import time
from pathlib import Path

from narrator_app.cli import after_first_paint, import_before_qt

import_before_qt()  # as the app starts (cli._run_gui)
from narrator_app.ui.app import create_application  # noqa: E402
from narrator_app.ui.controller import GameController  # noqa: E402
from narrator_app.ui.main_window import MainWindow  # noqa: E402
from narrator_app.ui.recovery import ResumeDialog  # noqa: E402

data = Path(sys.argv[1])
app = create_application(sys.argv[:1], language="fa")
controller = GameController(data)
w = MainWindow(controller)
w.resize(1366, 768)
w.show()
app.processEvents()
after_first_paint()  # as the app does before its resume offer (cli._run_gui)
offered = []


def _ask(entry) -> bool:
    offered.append(ResumeDialog(entry, "fa", w).lines)  # what the narrator would read
    offered.append(entry.actions)
    return False


w.ask_resume = _ask
w.offer_resume()
app.processEvents()
print(f"shown {time.perf_counter():.6f}", flush=True)
print(f"offered {offered[-1] if offered else 0}", flush=True)
w.close()
controller.release_lock()
