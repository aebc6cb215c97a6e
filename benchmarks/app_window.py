"""Ravi's main window started as ``python -m narrator_app`` starts it (settings, data folder,
the resume offer after the first paint); with ``--open FILE`` a saved game is opened (the
memory figure).

Prints ``shown <t>`` once the window is painted and ``ready <t>`` once the resume offer has
looked at the saved games (declined here: no dialog) — where many saved games are not in the
archive index yet (a first start), once the window's worker has read them all. The folders
come from the environment (``XDG_CONFIG_HOME`` / ``XDG_DATA_HOME`` on Linux): the harness
points them at a scratch folder holding 0, 500 or 5 000 saved games.
"""

import sys
import time

from narrator_app.cli import _create_main_window, after_first_paint, import_before_qt

import_before_qt()  # as the app starts (cli._run_gui)
from narrator_app.ui.app import create_application  # noqa: E402
from narrator_app.ui.settings import Settings, default_folder  # noqa: E402

settings = Settings.load(default_folder())
app = create_application(sys.argv[:1], language=settings.language)
w = _create_main_window(settings)
w.resize(1366, 768)
w.show()
app.processEvents()
print(f"shown {time.perf_counter():.6f}", flush=True)
after_first_paint()  # as the app does (cli._run_gui)
w.ask_resume = lambda entry: False
w.offer_resume()
if w.resume_pending():  # many unindexed autosaves: read on a worker, the window answering
    from PySide6.QtCore import QEventLoop, QTimer

    loop = QEventLoop()
    poll = QTimer()
    poll.timeout.connect(lambda: None if w.resume_pending() else loop.quit())
    poll.start(10)
    loop.exec()
    poll.stop()
print(f"ready {time.perf_counter():.6f}", flush=True)




if "--open" in sys.argv:  # a saved game opened (the memory figure: 500 actions)
    from pathlib import Path

    w.c.open_from(Path(sys.argv[sys.argv.index("--open") + 1]))
    app.processEvents()
    print("game", len(w.c.game.actions) if w.c.game else 0, flush=True)
w.close()

from peak import peak_kib  # noqa: E402

print(f"peak {peak_kib()}", flush=True)
