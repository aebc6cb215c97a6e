"""Capo's screenshots (offscreen, 1366×768, Persian) and its cards' first page.

Usage (from anywhere)::

    .venv/bin/python docs/screenshots_capo.py          # into docs/
    .venv/bin/python docs/screenshots_capo.py OUT_DIR  # into OUT_DIR instead

Writes ``screenshot-day-capo.png`` (Day 1: Capo's gun with the trustee, the two suspects and
the real bullet clicked, before «Fire»), ``screenshot-antidote-capo.png`` (Night 2: the
antidote vote at the night's start, the poisoned executioner named; the first night's
``screenshot-night-capo.png`` is ``docs/screenshots_scenarios.py``'s) and
``cards-capo-page1.png`` (the role cards' first page, Persian, from ``ravi cards``).
The game is the 10-seat deal, played through the controller as the window's buttons do.

Helpers (``settle``, ``save``, the names) come from ``docs/screenshots.py``.
"""

from __future__ import annotations

import subprocess
import sys
import tempfile
from pathlib import Path

sys.path.insert(0, str(Path(__file__).resolve().parent))

import screenshots as base  # noqa: E402

DEAL = ["don", "witch", "executioner", "detective", "suspect", "armoursmith", "herbalist",
        "heir", "plain_citizen", "plain_citizen"]


def _play(c) -> None:
    def step(key, value):
        if not c.step(key, value):
            raise RuntimeError(f"{key} {value!r} refused: {c.last_error}")

    def end():
        if not c.end_phase():
            raise RuntimeError(f"end of phase refused: {c.last_error}")

    step("heir", {"heir_of": 4})
    end()
    return step, end


def make(out_dir: Path) -> list[Path]:
    from PySide6.QtWidgets import QPushButton

    from narrator_app.engine import Setup
    from narrator_app.ui.controller import GameController
    from narrator_app.ui.main_window import MainWindow

    base.create_application(language="fa")
    out_dir.mkdir(parents=True, exist_ok=True)
    written = []
    with tempfile.TemporaryDirectory(prefix="ravi-shots-") as data:
        c = GameController(Path(data))
        c.confirm = lambda title, text: True
        w = MainWindow(c)
        w.resize(*base.SIZE)
        w.show()
        base.settle()
        c.new_game(Setup("capo", base.NAMES[:10]), DEAL)
        step, end = _play(c)
        base.settle()
        for seat in (9, 1, 10, 10):  # trustee, suspects, the real bullet
            w.day_panel.seat_clicked(seat)
        base.settle()
        path = out_dir / "screenshot-day-capo.png"
        base.save(w, path)
        written.append(path)
        w.day_panel.findChild(QPushButton, "procedureFire").click()
        end()
        step("mafia", {"shot": 9})
        step("herbalist", {"poison": 3})
        step("armoursmith", {"save": 9})
        end()
        end()
        base.settle()
        path = out_dir / "screenshot-antidote-capo.png"
        base.save(w, path)
        written.append(path)
        w.close()
    written.append(_cards(out_dir))
    return written


def _cards(out_dir: Path) -> Path:
    """The Persian role cards' first page as a PNG (``ravi cards`` then ``pdftoppm``)."""
    root = Path(__file__).resolve().parents[1]
    with tempfile.TemporaryDirectory(prefix="ravi-cards-") as tmp:
        pdf = Path(tmp) / "cards.pdf"
        subprocess.run([sys.executable, "-m", "narrator_app", "--lang", "fa", "cards",
                        "--scenario", "capo", "--out", str(pdf)], cwd=root, check=True)
        subprocess.run(["pdftoppm", "-png", "-r", "60", "-f", "1", "-l", "1", "-singlefile",
                        str(pdf), str(out_dir / "cards-capo-page1")], check=True)
    return out_dir / "cards-capo-page1.png"


def main(argv: list[str] | None = None) -> int:
    args = sys.argv[1:] if argv is None else argv
    out = Path(args[0]) if args else Path(__file__).resolve().parent
    for path in make(out):
        print(path)
    return 0


if __name__ == "__main__":
    sys.exit(main())
