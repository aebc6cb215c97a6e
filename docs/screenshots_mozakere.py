"""The day screenshot of the Negotiation scenario (مذاکره; offscreen, 1366×768, Persian),
and a night one on its negotiation night (the night of the reference deal's first night is
docs/screenshots_scenarios.py's).

Usage (from anywhere)::

    .venv/bin/python docs/screenshots_mozakere.py          # into docs/
    .venv/bin/python docs/screenshots_mozakere.py OUT_DIR  # into OUT_DIR instead

The reference table of ten, played through the controller as the window's buttons do:

* night — Night 1 after a mafia exit on Day 1: the team negotiates with seat 9 (the negotiation's
  announcement and the new member's wake in the checklist), the doctor saves two, the
  detective's answer shown, the sniper's shot being picked;
* day — Day 1: the armoured voted out stays, his role shown (his armour broken).

Helpers (``settle``, ``save``, the names) come from ``docs/screenshots.py``.
"""

from __future__ import annotations

import sys
import tempfile
from pathlib import Path

sys.path.insert(0, str(Path(__file__).resolve().parent))

import screenshots as base  # noqa: E402

DEAL = ["mafia_boss", "negotiator", "simple_mafia", "doctor", "detective", "reporter",
        "sniper", "armoured", "plain_citizen", "plain_citizen"]


def _window(data: Path):
    from narrator_app.engine import Setup

    c, w = base.desk(data)
    if not c.new_game(Setup("mozakere", base.NAMES[:10]), DEAL):
        raise RuntimeError(c.last_error)
    return c, w


def _do(c, *steps) -> None:
    for key, value in steps:
        ok = c.end_phase() if key == "end" else c.step(key, value)
        if not ok:
            raise RuntimeError(f"{key} {value!r} refused: {c.last_error}")


def make(out_dir: Path) -> list[Path]:
    from PySide6.QtWidgets import QPushButton

    base.create_application(language="fa")
    out_dir.mkdir(parents=True, exist_ok=True)
    written = []
    with tempfile.TemporaryDirectory(prefix="ravi-shots-") as data:
        c, w = _window(Path(data) / "day")
        _do(c, ("end", None), ("end", None), ("votes", {8: 6}), ("exit_votes", {8: 6}))
        base.settle()
        written.append(out_dir / "screenshot-day-mozakere.png")
        base.save(w, written[-1])
        w.close()
        c, w = _window(Path(data) / "night")
        _do(c, ("end", None), ("end", None), ("votes", {3: 6}), ("exit_votes", {3: 6}),
            ("end", None), ("mafia", {"negotiate": 9}), ("doctor", {"save": [4, 10]}),
            ("detective", {"inquire": 2}))
        base.settle()
        btn = w.night_panel.findChild(QPushButton, "option_shoot")
        if btn is None:
            raise RuntimeError("option_shoot")
        btn.click()
        w.night_panel.seat_clicked(1)
        base.settle()
        written.append(out_dir / "screenshot-negotiation-night-mozakere.png")
        base.save(w, written[-1])
        w.close()
    return written


if __name__ == "__main__":
    make(Path(sys.argv[1]) if len(sys.argv) > 1 else Path(__file__).resolve().parent)
