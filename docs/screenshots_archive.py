"""Screenshots of the archive and of a replay (offscreen, Persian).

Usage::

    .venv/bin/python docs/screenshots_archive.py  # docs/screenshot-archive.png, -replay.png
    .venv/bin/python docs/screenshots_archive.py OUT_DIR

Three finished games (random legal play from fixed seeds), one unfinished and one damaged
file are written to a temporary folder (never the user's); the archive lists them, a game is
selected with a note, and the first finished game is opened as a replay on its first day.
"""

from __future__ import annotations

import os
import random
import sys
import tempfile
from pathlib import Path

os.environ.setdefault("QT_QPA_PLATFORM", "offscreen")
os.environ.setdefault("TZ", "Asia/Tehran")

ROOT = Path(__file__).resolve().parent.parent
if str(ROOT) not in sys.path:
    sys.path.insert(0, str(ROOT))

from narrator_app.ui.app import create_application  # noqa: E402

NAMES = ("علی‌رضا", "سارا", "رضا", "مریم", "Leon", "کاوه", "نیما", "امید", "پری", "هادی",
         "نسیم", "بیتا")
GAMES = [("godfather_nostradamus", 11, 3, "2026-11-20T17:30:00+00:00"),
         ("mafia_nights", 12, 5, "2026-11-21T17:30:00+00:00"),
         ("zodiac", 12, 7, "2026-11-22T17:30:00+00:00")]


def main(out: Path) -> None:
    app = create_application([sys.argv[0]], language="fa")
    from narrator_app.engine.game import Game, Setup
    from narrator_app.engine.gamefile import autosave_path, save_game
    from narrator_app.engine.simulate import play_random
    from narrator_app.ui.archive_window import ArchiveWindow
    from narrator_app.ui.controller import GameController
    from narrator_app.ui.settings import Settings

    with tempfile.TemporaryDirectory() as tmp:
        data = Path(tmp) / "data"
        paths = []
        for scen, n, seed, created in GAMES:
            rules = {} if scen == "zodiac" else {"cards_enabled": False}
            g = Game(Setup(scen, NAMES[:n], rules), created=created)
            play_random(g, random.Random(seed))
            if scen == "mafia_nights":
                g.notes = "بازی خوبی بود؛ سارا شب دوم درست حدس زد."
            paths.append(save_game(g, autosave_path(data, g)))
        g = Game(Setup("godfather_sherlock", NAMES[:11], {"cards_enabled": False}),
                 created="2026-11-29T18:00:00+00:00")
        play_random(g, random.Random(1), max_actions=12)
        save_game(g, autosave_path(data, g))
        (data / "autosave" / "club-2024-old.ravi").write_bytes(b'{"format": "ravi-game", "ver')

        c = GameController(data)
        w = ArchiveWindow(c, Settings(), Path(tmp) / "config")
        w.resize(1100, 640)
        w.reload()
        w.show()
        w.select_path(paths[1])
        for _ in range(5):
            app.processEvents()
        w.grab().save(str(out / "screenshot-archive.png"))

        w.select_path(paths[0])
        replay = w.open_selected()
        replay.resize(1366, 768)
        game = replay.game
        day = next(i for i, st in enumerate(game.states)
                   if st.phase == "day" and any(r.phase == "night" for r in st.records))
        replay.go(day)
        for _ in range(5):
            app.processEvents()
        replay.grab().save(str(out / "screenshot-replay.png"))
        replay.close()
        w.close()


if __name__ == "__main__":
    main(Path(sys.argv[1]) if len(sys.argv) > 1 else ROOT / "docs")
