"""Screenshots of the main window in English, in Persian and in the dark theme (1366×768,
offscreen).

Usage::

    .venv/bin/python docs/screenshots_language.py          # docs/screenshot-en-night.png,
                                                           # -fa-day.png, -dark.png
    .venv/bin/python docs/screenshots_language.py OUT_DIR

The reference game (Godfather–Nostradamus, fixed deal) is played to night 1 (the mafia's
shot and the Matador's block recorded, Watson's dummy call current) and to day 2 (two
nominees, the exit vote). The language and theme are switched live, as the Settings dialog
does, so the pictures also show that nothing needs a restart.
"""

from __future__ import annotations

import os
import sys
import tempfile
from pathlib import Path

os.environ.setdefault("QT_QPA_PLATFORM", "offscreen")

ROOT = Path(__file__).resolve().parent.parent
if str(ROOT) not in sys.path:
    sys.path.insert(0, str(ROOT))

from narrator_app.ui.app import create_application  # noqa: E402

NAMES = ("علی‌رضا", "سارا", "رضا", "مریم", "Leon", "کاوه", "نیما", "امید", "پری", "هادی",
         "نسیم")
NAMES_EN = ("Alireza", "Sara", "Reza", "Maryam", "Leon", "Kaveh", "Nima", "Omid", "Pari",
            "Hadi", "Nasim")
REFERENCE = ["godfather", "saul_goodman", "matador", "dr_watson", "leon", "citizen_kane",
             "constantine", "plain_citizen", "plain_citizen", "plain_citizen", "nostradamus"]


def main(out: Path) -> None:
    app = create_application([sys.argv[0]], language="fa")
    from PySide6.QtWidgets import QApplication

    from narrator_app.engine import Setup
    from narrator_app.ui.controller import GameController
    from narrator_app.ui.main_window import MainWindow
    from narrator_app.ui.settings import Settings
    from narrator_app.ui.settings_dialog import apply_preferences

    def shot(w, name: str) -> None:
        for _ in range(3):
            QApplication.processEvents()
        w.grab().save(str(out / name))
        print("wrote", out / name)

    def to_night(c, names) -> None:
        assert c.new_game(Setup("godfather_nostradamus", names, {"cards_enabled": False}),
                          REFERENCE)
        assert c.end_phase()
        assert c.step("nostradamus", {"pick": [2, 8, 9], "side": "city"})
        assert c.end_phase() and c.end_phase()
        assert c.step("mafia", {"shot": 8}) and c.step("matador", {"block": 4})

    def to_day(c) -> None:
        for key, value in (("dr_watson", {}), ("leon", {"shoot": 1}),
                           ("citizen_kane", {"inquire": 2}), ("constantine", {})):
            assert c.step(key, value), c.last_error
        assert c.end_phase()
        assert c.step("votes", {2: 7, 5: 6})

    with tempfile.TemporaryDirectory() as tmp:
        c = GameController(Path(tmp))
        c.confirm = lambda title, text: True
        w = MainWindow(c)
        w.resize(1366, 768)
        w.show()
        # English, night 1
        apply_preferences(Settings(language="en"), c, app)
        to_night(c, NAMES_EN)
        shot(w, "screenshot-en-night.png")
        # Persian, day 2 (switched live, the same window)
        apply_preferences(Settings(language="fa"), c, app)
        to_night(c, NAMES)
        to_day(c)
        w.day_panel.refresh()
        shot(w, "screenshot-fa-day.png")
        # the dark theme, Persian, night 1
        to_night(c, NAMES)
        apply_preferences(Settings(language="fa", theme="dark"), c, app)
        shot(w, "screenshot-dark.png")
        apply_preferences(Settings(language="fa", theme="light"), c, app)
        w.close()


if __name__ == "__main__":
    main(Path(sys.argv[1]) if len(sys.argv) > 1 else ROOT / "docs")
