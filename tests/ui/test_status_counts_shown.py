"""The status inquiry's answer (TA30-4, the trial of 3 Dec., shots 43 and 54): the narrator's
day box and the public display both say the counts by side as they were announced (the
engine's record, A87), in the same sentence; once the game is over they are no longer
news: neither the day box nor the winner's screen repeats them. Real window, offscreen."""

from __future__ import annotations

import pytest
from desk_driver import shown_window, zodiac_night_one
from PySide6.QtWidgets import QApplication

from narrator_app.engine import public_view
from narrator_app.messages import ANNOUNCE, digits

pytestmark = pytest.mark.qt_log_ignore(r"This plugin does not support", extend=True)



def _public_text(w) -> str:
    w.open_public_display()
    QApplication.processEvents()
    text = w.public_window.announce.text() if w.public_window.announce.isVisible() else ""
    w.public_window.close()
    return text


def test_the_counts_as_announced_then_gone_at_the_game_s_end(qtbot, tmp_path):
    w = shown_window(qtbot, tmp_path)
    c = w.c
    zodiac_night_one(c)  # Al Capone voted out on day 1
    assert c.step("leon", {"shoot": 3}) and c.step("zodiac", {"shoot": 2})
    assert c.end_phase()  # day 2: the three mafia out
    assert c.step("status_inquiry", True)
    QApplication.processEvents()
    said = ANNOUNCE[c.lang]["status_counts"].format(
        mafia=digits(3, c.lang), city=digits(0, c.lang), independent=digits(0, c.lang))
    assert public_view(c.state).facts == {"status": {"mafia": 3, "city": 0, "independent": 0}}
    box = w.day_panel.findChild(type(w.phase_label), "dayAnnouncement")
    assert said in box.text(), box.text()
    assert said in _public_text(w)  # the table sees the numbers it heard
    assert c.step("votes", {12: 7}) and c.step("exit_votes", {12: 7})  # the Zodiac out
    QApplication.processEvents()
    assert c.state.winner == "city"
    assert said not in (box.text() if box.isVisible() else "")
    assert said not in _public_text(w)
