"""The Silence of the Lambs card's choice line says the count in words, not a second number
beside the leaver's: «۲ به ۲ بازیکن برای سکوت اشاره می‌کند» read as a sum (Mafia Nights Day
1, Persian, unnamed seats; a narrator's trial, s1_d1g, Z103-13). Real window, offscreen."""

from __future__ import annotations

import pytest
from PySide6.QtWidgets import QApplication

from narrator_app.engine import Setup

pytestmark = pytest.mark.qt_log_ignore(r"This plugin does not support raise\(\)", extend=True)

REFERENCE = ["godfather", "saul_goodman", "matador", "dr_watson", "leon", "citizen_kane",
             "constantine", "plain_citizen", "plain_citizen", "plain_citizen", "nostradamus"]


def test_the_silence_count_in_words(window, controller):
    c, panel = controller, window.day_panel.card_panel
    assert c.new_game(Setup("godfather_nostradamus", ("",) * 11, {}), REFERENCE)
    assert c.end_phase()
    assert c.step("nostradamus", {"pick": [2, 8, 9], "side": "city"}) and c.end_phase()
    assert c.step("votes", {2: 7}) and c.step("exit_votes", {2: 7}), c.last_error
    assert c.step("card", {"draw": "silence_of_the_lambs"}), c.last_error
    QApplication.processEvents()
    text = panel.hint.text()
    assert panel.hint.isVisible() and "سکوت" in text, text
    assert "دو بازیکن" in text and "۲ بازیکن" not in text, text
