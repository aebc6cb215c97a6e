"""The narrator's trial of 3 Dec. (TA30-1): the guard defuses the bomb by day while the
log's tab hides the trackers; the live window and the same game reopened from its file show
the same trackers (the bomb over, never «live») and the same public display (no bomb in
front of its holder once the table knows it is over; the guard's defusal is secret, MG31-7).
Real windows (offscreen), a real file."""

from __future__ import annotations

import pytest
from desk_driver import shown_window
from PySide6.QtWidgets import QApplication

from narrator_app.engine import Setup
from narrator_app.ui.trackers_panel import translate
from tests.engine.zodiac_trial import ZODIAC

pytestmark = pytest.mark.qt_log_ignore(r"This plugin does not support", extend=True)

NAMES = ("Ali", "Reza", "Maryam", "Sara", "Hossein", "Nazanin", "Amir", "Leila", "Mahdi",
         "Zahra", "Kaveh", "Negar")


def _seen(w) -> tuple[list[tuple[str, str]], list[str]]:
    """The trackers' rows (their tab brought to the front) and the public display's texts."""
    w.side_tabs.setCurrentWidget(w.trackers)
    QApplication.processEvents()
    w.open_public_display()
    QApplication.processEvents()
    assert w.public_window is not None
    shown = w.public_window.shown_texts()[1:]  # less the title: the phase, the news, …
    w.public_window.close()
    return w.trackers.rows(), shown


def _bomb_row(rows: list[tuple[str, str]]) -> str:
    return next(text for who, text in rows if who == translate("Ravi", "Bomb"))


def test_live_and_reopened_windows_show_the_defused_bomb_alike(qtbot, tmp_path):
    live = shown_window(qtbot, tmp_path / "data")
    c = live.c
    assert c.new_game(Setup("zodiac", NAMES, {}), ZODIAC)
    for _ in range(3):  # intro day, intro night, day 1
        assert c.end_phase()
    assert c.step("bomber", {"plant": 11, "code": 3})
    assert c.end_phase()
    rows, public = _seen(live)
    assert _bomb_row(rows).endswith(translate("Ravi", "live"))  # day 2, not defused yet
    assert "Kaveh" in public[1]  # the morning's news: a bomb in front of Kaveh
    live.side_tabs.setCurrentIndex(1)  # the log in front: the trackers out of sight
    QApplication.processEvents()
    assert not live.trackers.isVisible()
    assert c.step("bomb", {"guard_code": 3})  # the guard's right code at the noon sleep
    assert c.step("status_inquiry", True)
    QApplication.processEvents()
    rows, public = _seen(live)
    bomb = _bomb_row(rows)
    assert bomb.endswith(translate("Ravi", "done")), bomb
    # the defusal is secret (rules_spec 3.5.5 step 6): the players still see the morning's
    # bomb (MG31-7)
    assert "Kaveh" in public[1], public
    path = tmp_path / "trial.ravi"
    assert c.save_to(path)
    again = shown_window(qtbot, tmp_path / "data2")
    assert again.c.open_from(path)
    QApplication.processEvents()
    assert _seen(again) == (rows, public)
