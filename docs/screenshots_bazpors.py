"""Bazpors's interrogation day (offscreen, 1366×768, Persian); its night is
``docs/screenshots_scenarios.py``'s.

Usage (from anywhere)::

    .venv/bin/python docs/screenshots_bazpors.py          # docs/screenshot-day-bazpors.png
    .venv/bin/python docs/screenshots_bazpors.py OUT_DIR  # into OUT_DIR instead

The table of 13 (the sniper and a simple mafia from 12), played through the controller as
the window's buttons do: night 1 with the interrogator's summons of two seats; day 2 on the
interrogation, the two summoned seats' counts typed.
"""

from __future__ import annotations

import sys
import tempfile
from pathlib import Path

sys.path.insert(0, str(Path(__file__).resolve().parent))

import screenshots as base  # noqa: E402

NAMES = base.NAMES + ("بیتا", "نگار", "سهیل")
DEAL = ["mafia_boss", "nato", "charlatan", "simple_mafia", "detective", "doctor", "researcher",
        "invulnerable", "interrogator", "sniper", "plain_citizen", "plain_citizen",
        "plain_citizen"]


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
        panel = w.night_panel

        def ok(done: bool) -> None:
            if not done:
                raise RuntimeError(f"{c.last_error} {c.state.phase if c.state else None}")

        ok(c.new_game(Setup("bazpors", NAMES[:13], {}), DEAL))
        for _ in range(3):
            ok(c.end_phase())
        for key, value in (("researcher", {"link": 2}), ("mafia", {"shot": 8}),
                           ("charlatan", {"pick": 5}),
                           ("detective", {"inquire": 1}), ("doctor", {"save": 6}),
                           ("sniper", {})):
            ok(c.step(key, value))
        base.settle()
        btn = panel.findChild(QPushButton, "option_summon")
        if btn is None:
            raise RuntimeError("option_summon")
        btn.click()
        panel.seat_clicked(2)
        panel.seat_clicked(12)
        base.settle()
        ok(c.step("interrogator", {"summon": [2, 12]}))
        ok(c.end_phase())
        base.settle()
        box = w.day_panel.power_box
        box.spins[2].setValue(7)
        box.spins[12].setValue(3)
        base.settle()
        path = out_dir / "screenshot-day-bazpors.png"
        base.save(w, path)
        written.append(path)
        w.close()
        w.deleteLater()
    return written


if __name__ == "__main__":
    make(Path(sys.argv[1]) if len(sys.argv) > 1 else Path(__file__).resolve().parent)
