"""Screenshot of the club's statistics window (offscreen, Persian, right to left).

Usage::

    .venv/bin/python docs/screenshots_stats.py           # docs/screenshot-stats.png
    .venv/bin/python docs/screenshots_stats.py OUT_DIR

The fixture club archive of the tests (32 games made from the game scripts in
tests/fixtures/archive/) is written to a temporary folder (never the user's), indexed, and
the statistics window is shown with its busiest player selected.
"""

from __future__ import annotations

import os
import sys
import tempfile
from pathlib import Path

os.environ.setdefault("QT_QPA_PLATFORM", "offscreen")
os.environ.setdefault("TZ", "Asia/Tehran")

ROOT = Path(__file__).resolve().parent.parent
for p in (ROOT, ROOT / "tests" / "fixtures" / "archive"):
    if str(p) not in sys.path:
        sys.path.insert(0, str(p))

from narrator_app.ui.app import create_application  # noqa: E402


def stats_window(folder: Path, data: Path):
    """The statistics window over the games of ``folder`` (index in ``data``), shown."""
    from narrator_app.engine.archive_index import indexed_games
    from narrator_app.ui.stats_window import StatsWindow

    w = StatsWindow("fa")
    w.set_entries(indexed_games([folder], data))
    w.resize(1280, 800)
    w.show()
    w.select_player(w.stats.players[0].name)
    return w


def main(out: Path) -> None:
    app = create_application([sys.argv[0]], language="fa")
    from club import build_club

    with tempfile.TemporaryDirectory() as tmp:
        build_club(Path(tmp) / "games")
        w = stats_window(Path(tmp) / "games", Path(tmp) / "data")
        app.processEvents()
        out.mkdir(parents=True, exist_ok=True)
        w.grab().save(str(out / "screenshot-stats.png"))
        w.close()


if __name__ == "__main__":
    main(Path(sys.argv[1]) if len(sys.argv) > 1 else ROOT / "docs")
