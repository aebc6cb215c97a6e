"""The night checklist's mafia line once the Zodiac's Al Capone is out (TA30-2, the trial of
3 Dec., shot 24): the narrator is told that the remaining members choose the shot (rules_spec
A50), from the engine's ``mafia_call_notes``, and the gesture no longer has him point. The
words said aloud stay the file's (CF50: changed words told the table he had left). Real
window, offscreen."""

from __future__ import annotations

import pytest
from desk_driver import shown_window, zodiac_night_one
from PySide6.QtWidgets import QApplication, QLabel

from narrator_app.messages import mafia_call_text
from narrator_app.ui.night_panel import StepRow

pytestmark = pytest.mark.qt_log_ignore(r"This plugin does not support", extend=True)



def test_the_mafia_line_says_the_team_shoots(qtbot, tmp_path):
    w = shown_window(qtbot, tmp_path)
    c = w.c
    zodiac_night_one(c)  # Al Capone voted out on day 1
    QApplication.processEvents()
    assert c.state.phase == "night"
    row = next(r for r in w.night_panel.findChildren(StepRow) if r.state_name == "current")
    texts = " ".join(lab.text() for lab in row.findChildren(QLabel) if lab.isVisible())
    assert mafia_call_text("boss_out", c.lang) in texts, texts
    assert row.gesture.text() and "آل‌کاپن" not in row.gesture.text(), row.gesture.text()
    filed = next(d for d in c.scenario.night if d.key == "mafia").say
    assert row.say.text().startswith(getattr(filed, c.lang)), row.say.text()  # as any night
