"""A very long game opened in Ravi's main window: ``open_s_at_10000`` and
``memory_mib_at_10000``.

Usage: ``python benchmarks/open_long.py RECORD`` where RECORD is a pickle of ``(setup,
actions)`` (written by the harness from :mod:`benchmarks.long_games`). The app's own readers
refuse such a record (a game file holds at most 5 000 actions, a journal 6 002 lines, and
the app records at most 3 000: ``narrator_app/engine/gamefile.py``, ``game.py``), so what is
timed is what opening does past the reader: the record replayed (``Game.replay``, the cap
lifted in this process), put on the desk of the main window (started as ``app_window.py``
starts it) and painted. Prints ``open <seconds>``, ``actions <n>``, ``peak <KiB>``.
"""

import pickle
import sys
import time
from pathlib import Path

from narrator_app.cli import _create_main_window, after_first_paint, import_before_qt

import_before_qt()  # as the app starts (cli._run_gui)
from narrator_app.ui.app import create_application  # noqa: E402
from narrator_app.ui.settings import Settings, default_folder  # noqa: E402

sys.path.insert(0, str(Path(__file__).resolve().parents[1]))
from benchmarks.long_games import lifted_cap  # noqa: E402

settings = Settings.load(default_folder())
app = create_application(sys.argv[:1], language=settings.language)
w = _create_main_window(settings)
w.resize(1366, 768)
w.show()
app.processEvents()
after_first_paint()
setup, actions = pickle.loads(Path(sys.argv[1]).read_bytes())

from narrator_app.engine import Game  # noqa: E402

t0 = time.perf_counter()
with lifted_cap():
    game = Game.replay(setup, actions)
    w.c.game = game
    w.c.changed.emit()
    app.processEvents()
print(f"open {time.perf_counter() - t0:.6f}", flush=True)
print(f"actions {len(w.c.game.actions)}", flush=True)
w.close()




from peak import peak_kib  # noqa: E402

print(f"peak {peak_kib()}", flush=True)
