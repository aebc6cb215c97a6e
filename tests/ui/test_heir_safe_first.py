"""Capo (Y101-22): the heir's tracker line read «وارث — ۱۰: وارث: ۲؛ خودش از شلیک شب مصون
است», still as if seat 2 were safe. The clause of the heir himself comes first, beside the
heading that names him: «وارث — ۱۰: خودش از شلیک شب مصون است؛ وارثِ: ۲» (English
likewise)."""

from __future__ import annotations

import pytest
from PySide6.QtWidgets import QApplication

from narrator_app.engine import Setup
from narrator_app.ui.texts import fill, seat_short, translate

pytestmark = pytest.mark.qt_log_ignore(
    r"This plugin does not support (raise\(\)|grabbing the keyboard|propagateSizeHints)",
    extend=True)

CAPO = ["don", "witch", "executioner", "detective", "suspect", "armoursmith", "herbalist",
        "heir", "plain_citizen", "plain_citizen"]


def _heir_row(w) -> str:
    c = w.c
    assert c.new_game(Setup("capo", tuple(f"P{i}" for i in range(1, 11))), CAPO)
    assert c.step("heir", {"heir_of": 2}) and c.end_phase(), c.last_error
    QApplication.processEvents()
    return next(text for who, text in w.trackers.rows() if "P8" in who)


def _check(row: str, lang: str) -> None:
    safe = translate("Ravi", "he himself is safe from the night shot")
    heir_of = fill(translate("Ravi", "heir of: %1"), seat_short(2, ("P2",) * 10, lang))
    assert row.startswith(safe), row
    assert heir_of.split(":")[0] in row and row.index(safe) < row.index(heir_of.split(":")[0])


def test_the_heir_himself_is_said_safe_first(window):
    _check(_heir_row(window), "fa")


def test_the_heir_himself_is_said_safe_first_in_english(en_window):
    _check(_heir_row(en_window), "en")
