"""The seat ring's room is erased with its colour as the painter's background
(``SeatRing._paint_table``): the same pixels as ``fillRect(rect, colour)``, without PySide
building QGradient's enum types (its presets) at the window's first paint to rule out
``fillRect``'s preset overload (issue 25: ≈ 11 M instructions until usable)."""

from __future__ import annotations

import json
import os
import subprocess
import sys
from pathlib import Path

from PySide6.QtCore import QRect
from PySide6.QtGui import QColor, QImage, QPainter

from narrator_app.ui.seat_ring import CONTRAST, NORMAL


def _filled(colour: str, erase: bool, fmt: QImage.Format) -> QImage:
    img = QImage(37, 23, fmt)
    img.fill(QColor("#7f3f1f"))
    p = QPainter(img)
    p.setRenderHint(QPainter.RenderHint.Antialiasing)
    rect = QRect(0, 0, 37, 23)
    if erase:
        p.setBackground(QColor(colour))
        p.eraseRect(rect)
    else:
        p.fillRect(rect, QColor(colour))
    p.end()
    return img


def test_erasing_the_room_gives_fill_rects_pixels() -> None:
    for colour in (NORMAL.room, CONTRAST.room, "#80ff0000"):
        for fmt in (QImage.Format.Format_ARGB32_Premultiplied, QImage.Format.Format_RGB32):
            assert _filled(colour, True, fmt) == _filled(colour, False, fmt), (colour, fmt)


#: A fresh process: the ring shown and painted, then whether QGradient's class was made.
PAINT = r"""
import json, sys
from PySide6.QtWidgets import QApplication
from narrator_app.ui.seat_ring import SeatRing
app = QApplication([])
ring = SeatRing()
ring.resize(500, 400)
ring.show()
for _ in range(3):
    app.processEvents()
ring.grab()
print(json.dumps({"gradient": "QGradient" in vars(sys.modules["PySide6.QtGui"]),
                  "painted": "_table" in vars(ring)}))
"""


def test_the_rings_first_paint_makes_no_gradient_class() -> None:
    root = Path(__file__).resolve().parents[2]
    env = dict(os.environ, QT_QPA_PLATFORM="offscreen", PYTHONPATH=str(root))
    out = subprocess.run([sys.executable, "-c", PAINT], cwd=root, env=env,
                         capture_output=True, text=True, timeout=120)
    assert out.returncode == 0, out.stderr
    assert json.loads(out.stdout.strip().splitlines()[-1]) == {"gradient": False,
                                                               "painted": True}
