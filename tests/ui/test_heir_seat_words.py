"""Capo, Persian (Z103-3; Y101-22's leftover): the heir's tracker read «وارثِ: ۲», the ezafe
hanging before a colon. It reads «وارثِ صندلی ۲» (heir of seat 2), and before he names a
player «هنوز وارثِ کسی نیست» (not «وارثِ: هیچ‌کس»); English «heir of: 2», «heir of: nobody
chosen yet»."""

from __future__ import annotations

import pytest
from PySide6.QtWidgets import QApplication

from narrator_app.engine import Setup

pytestmark = pytest.mark.qt_log_ignore(
    r"This plugin does not support (raise\(\)|grabbing the keyboard|propagateSizeHints)",
    extend=True)

CAPO = ["don", "witch", "executioner", "detective", "suspect", "armoursmith", "herbalist",
        "heir", "plain_citizen", "plain_citizen"]

#: The bidirectional marks around names and lists (dropped), the no-break space (a space).
MARKS = {**dict.fromkeys(map(ord, "\u2066\u2067\u2068\u2069\u200e\u200f")), 0xA0: " "}


def _heir_rows(w) -> tuple[str, str]:
    """The heir's tracker line on the intro night before his pick, and after it (seat 2)."""
    c = w.c
    assert c.new_game(Setup("capo", tuple(f"P{i}" for i in range(1, 11))), CAPO)

    def row() -> str:
        w.trackers.refresh()
        QApplication.processEvents()
        return next(text for who, text in w.trackers.rows() if "P8" in who).translate(MARKS)

    before = row()
    assert c.step("heir", {"heir_of": 2}), c.last_error
    return before, row()


def test_the_heir_line_in_persian(window):
    before, after = _heir_rows(window)
    assert "هنوز وارثِ کسی نیست" in before and "هیچ‌کس" not in before, before
    assert "وارثِ صندلی ۲ (P2)" in after and "وارثِ:" not in after, after


def test_the_heir_line_in_english(en_window):
    before, after = _heir_rows(en_window)
    assert "heir of: nobody chosen yet" in before, before
    assert "heir of: 2 (P2)" in after, after
