"""The night checklist's mafia line once the Zodiac's Al Capone is out (TA30-2, the trial of
3 Dec., shot 24): it no longer names him as the shooter but says the remaining members
choose the shot (rules_spec A50), from the engine's ``mafia_call_notes``. Real window,
offscreen."""

from __future__ import annotations

import pytest
from desk_driver import shown_window
from PySide6.QtWidgets import QApplication, QLabel

from narrator_app.engine import Setup
from narrator_app.messages import mafia_call_text
from narrator_app.ui.night_panel import StepRow

pytestmark = pytest.mark.qt_log_ignore(r"This plugin does not support", extend=True)

ZODIAC = ["al_capone", "bomber", "magician", "guard", "ocean", "gunner", "leon", "detective",
          "doctor", "plain_citizen", "plain_citizen", "zodiac"]
NAMES = tuple(f"P{i}" for i in range(1, 13))


def test_the_mafia_line_says_the_team_shoots(qtbot, tmp_path):
    w = shown_window(qtbot, tmp_path)
    c = w.c
    assert c.new_game(Setup("zodiac", NAMES, {}), ZODIAC)
    for _ in range(2):  # intro day, intro night
        assert c.end_phase()
    assert c.step("votes", {1: 7}) and c.step("exit_votes", {1: 7})
    assert c.end_phase()
    QApplication.processEvents()
    assert c.state.phase == "night"
    row = next(r for r in w.night_panel.findChildren(StepRow) if r.state_name == "current")
    texts = " ".join(lab.text() for lab in row.findChildren(QLabel) if lab.isVisible())
    assert mafia_call_text("boss_out", c.lang) in texts, texts
    assert "آل‌کاپن هدف" not in texts and "Al Capone points" not in texts, texts
