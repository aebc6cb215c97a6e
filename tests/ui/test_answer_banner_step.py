"""The detective's answer belongs to its step (TA30-3, the trial of 3 Dec., shots 31-35):
a blocked detective's dummy call says «show the X sign» and no other answer follows (no
«neutral gesture» line, no banner); an answered inquiry's banner shows while the next step
is in front and is gone once that step is confirmed. Real window, offscreen."""

from __future__ import annotations

import pytest
from desk_driver import shown_window
from PySide6.QtWidgets import QApplication, QLabel

from narrator_app.engine import Setup
from narrator_app.ui.night_panel import StepRow

pytestmark = pytest.mark.qt_log_ignore(r"This plugin does not support", extend=True)

ZODIAC = ["al_capone", "bomber", "magician", "guard", "ocean", "gunner", "leon", "detective",
          "doctor", "plain_citizen", "plain_citizen", "zodiac"]
NAMES = tuple(f"P{i}" for i in range(1, 13))
NEUTRAL = "پاسخ به کارآگاه: اشارهٔ خنثی (بی‌اثر است)."
CITIZEN = "پاسخ به کارآگاه: شهروند (شست بالا)."


def _night(qtbot, tmp_path, block: int):
    w = shown_window(qtbot, tmp_path)
    c = w.c
    assert c.new_game(Setup("zodiac", NAMES, {}), ZODIAC)
    for _ in range(3):  # intro day, intro night, day 1
        assert c.end_phase()
    assert c.step("mafia", {"shot": 10})
    assert c.step("magician", {"block": block})
    for key, value in (("bomber", {}), ("zodiac", {}), ("leon", {}), ("doctor", {"save": 9}),
                       ("detective", {"inquire": 11})):
        assert c.step(key, value), key
    QApplication.processEvents()
    return w


def _row_text(w, key: str) -> str:
    row = next(r for r in w.night_panel.findChildren(StepRow) if r.key == key)
    return " ".join(lab.text() for lab in row.findChildren(QLabel))


def _banner(w) -> str:
    lab = w.night_panel.signal_label
    return lab.text() if lab.isVisible() else ""


def test_a_blocked_detective_is_shown_the_x_sign_only(qtbot, tmp_path):
    w = _night(qtbot, tmp_path, block=8)
    assert NEUTRAL not in _row_text(w, "detective")
    assert _banner(w) == ""


def test_the_answer_shows_with_the_next_step_only(qtbot, tmp_path):
    w = _night(qtbot, tmp_path, block=4)
    c = w.c
    assert c.state.choices.get("detective") == {"inquire": 11}
    assert CITIZEN in _row_text(w, "detective")
    assert _banner(w) == CITIZEN  # the gunner in front
    assert c.step("gunner", {})
    QApplication.processEvents()
    assert _banner(w) == ""  # the ocean in front: the answer was given
