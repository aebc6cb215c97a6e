"""A file's path in a Persian sentence reads from its leading «/» (decisions TA41-2): the
path is isolated left to right, and marked left to right inside the isolate, so that it
reads the same where a text path does not honour the isolate (a fresh narrator's trial saw
the status bar's «ذخیره شد: tmp/…/game1.ravi/» at the message's first paint)."""

from __future__ import annotations

from PySide6.QtCore import Qt
from PySide6.QtWidgets import QLabel

from narrator_app.messages import path_text


def _picture(text: str):
    label = QLabel(text)
    label.setLayoutDirection(Qt.LayoutDirection.RightToLeft)
    label.resize(520, 32)
    return label.grab().toImage()


def test_a_path_reads_from_its_slash_where_the_isolate_is_not_honoured(qapp) -> None:
    path = "/tmp/trial41/game1.ravi"
    full = "ذخیره شد: " + path_text(path)
    assert full.count("\u2066") == 1 and full.endswith("\u2069")
    honoured = _picture(full)
    # what a text path that ignores the isolate sees: the same characters without it
    ignored = _picture(full.replace("\u2066", "").replace("\u2069", ""))
    assert ignored == honoured
    # and the isolate read right: the path from its «/», as a left-to-right line draws it
    wrong = _picture("ذخیره شد: " + path)  # no isolate, no mark: «…game1.ravi/»
    assert wrong != honoured
