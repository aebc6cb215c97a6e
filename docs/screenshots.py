"""Regenerate the README screenshots from a scripted game (offscreen, 1366×768, Persian).

Usage (from anywhere)::

    .venv/bin/python docs/screenshots.py            # writes docs/screenshot-night.png and -day.png
    .venv/bin/python docs/screenshots.py OUT_DIR    # writes them into OUT_DIR instead

The game is the reference deal of Godfather–Nostradamus with 11 players (seat 5 has a
Latin name, to show a Latin name inside right-to-left text), driven through
:class:`~narrator_app.ui.controller.GameController` exactly as the window's buttons do:

* ``screenshot-night.png`` — night 1, the mafia step current again (the narrator pressed
  «تغییر» on it after the Matador's block): the shot option chosen, seat 9 picked on the
  ring, tonight's tokens (shot on 8, blocked on 4) visible, Dr Watson's dummy call below.
* ``screenshot-day.png`` — day 2: the morning announcement (seat 8 left, Kane's reveal of
  seat 2), the threshold, the defense vote confirmed with two defenders (seats 2 and 5) and
  the exit vote half typed (eyes open: more than one defender).

Nothing is saved to the user's data folder: autosaves go to a temporary folder.
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

from PySide6.QtWidgets import QApplication  # noqa: E402

from narrator_app.engine import Setup  # noqa: E402
from narrator_app.messages import digits  # noqa: E402
from narrator_app.ui.app import create_application  # noqa: E402

SIZE = (1366, 768)
NAMES = ("علی", "سارا", "رضا", "مریم", "Leon", "کاوه", "نیما", "امید", "پری", "هادی", "نسیم")
REFERENCE = [
    "godfather",
    "saul_goodman",
    "matador",
    "dr_watson",
    "leon",
    "citizen_kane",
    "constantine",
    "plain_citizen",
    "plain_citizen",
    "plain_citizen",
    "nostradamus",
]


def settle() -> None:
    """Let queued layout and show events run (new rows are shown through the event loop)."""
    for _ in range(3):
        QApplication.processEvents()


def desk(data: Path):
    """A controller over the data folder ``data`` (every «are you sure?» answered yes) and
    its main window at :data:`SIZE`, shown and settled: ``(controller, window)``."""
    from narrator_app.ui.controller import GameController
    from narrator_app.ui.main_window import MainWindow

    c = GameController(data)
    c.confirm = lambda title, text: True
    w = MainWindow(c)
    w.resize(*SIZE)
    w.show()
    settle()
    return c, w


def save(window, path: Path) -> None:
    settle()
    image = window.grab()
    assert (image.width(), image.height()) == SIZE, (image.width(), image.height())
    if not image.save(str(path), "PNG"):
        raise OSError(f"could not write {path}")
    print(f"wrote {path}")


def make(out_dir: Path) -> list[Path]:
    from narrator_app.ui.controller import GameController
    from narrator_app.ui.main_window import MainWindow

    create_application(language="fa")
    out_dir.mkdir(parents=True, exist_ok=True)
    written = []
    with tempfile.TemporaryDirectory(prefix="ravi-shots-") as data:
        c = GameController(Path(data))
        c.confirm = lambda title, text: True  # nothing may block a scripted run
        w = MainWindow(c)
        w.resize(*SIZE)
        w.show()
        settle()

        def step(key, value):
            if not c.step(key, value):
                raise RuntimeError(f"{key} {value!r} refused: {c.last_error}")

        def end():
            if not c.end_phase():
                raise RuntimeError(f"end of phase refused: {c.last_error}")

        if not c.new_game(
            Setup("godfather_nostradamus", NAMES, {"cards_enabled": False}), REFERENCE
        ):
            raise RuntimeError(c.last_error)
        end()  # intro day
        step("nostradamus", {"pick": [2, 8, 9], "side": "city"})
        end()  # intro night
        end()  # day 1: nobody nominated

        # --- night 1: shot on 8, block on 4; then «Change» on the mafia step, seat 9 ---
        step("mafia", {"shot": 8})
        step("matador", {"block": 4})
        panel = w.night_panel
        settle()
        panel.findChild(type(panel.confirm_button), "change_mafia").click()
        panel.findChild(type(panel.confirm_button), "option_shot").click()
        panel.seat_clicked(9)
        panel.scroll.verticalScrollBar().setValue(0)
        night = out_dir / "screenshot-night.png"
        save(w, night)
        written.append(night)

        # --- the rest of night 1, then day 2 ---
        step("dr_watson", {})  # the dummy call: no action
        step("leon", {"shoot": 1})  # the Godfather's vest takes it
        step("citizen_kane", {"inquire": 2})  # Saul: revealed in the morning
        step("constantine", {})
        end()
        step("votes", {2: 7, 5: 6})
        settle()
        w.day_panel.defenders[2].edit.setText(digits(6))
        day = out_dir / "screenshot-day.png"
        save(w, day)
        written.append(day)
        w.close()
    return written


def main(argv: list[str] | None = None) -> int:
    args = sys.argv[1:] if argv is None else argv
    out_dir = Path(args[0]) if args else Path(__file__).resolve().parent
    make(out_dir)
    return 0


if __name__ == "__main__":
    sys.exit(main())
