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


@pytest.mark.parametrize("lang", ["fa", "en"])
def test_a_third_seat_is_refused_in_words(window, controller, lang):
    """Two seats picked for the Silence of the Lambs: a click on a third said nothing (a
    narrator's trial, 64_sil3). It is refused, saying why: two are chosen already, one is
    un-picked first (LY114-3); the picks stay, and un-picking one lets the third in."""
    c, panel = controller, window.day_panel.card_panel
    c.lang = lang
    said: list[str] = []
    c.message.connect(said.append)
    assert c.new_game(Setup("godfather_nostradamus", ("",) * 11, {}), REFERENCE)
    assert c.end_phase()
    assert c.step("nostradamus", {"pick": [2, 8, 9], "side": "city"}) and c.end_phase()
    assert c.step("votes", {2: 7}) and c.step("exit_votes", {2: 7}), c.last_error
    assert c.step("card", {"draw": "silence_of_the_lambs"}), c.last_error
    QApplication.processEvents()
    targets, _ = panel.ring_targets()
    first, second, third = [s for s, why in sorted(targets.items()) if why is None][:3]
    panel.seat_clicked(first)
    panel.seat_clicked(second)
    assert panel._picked == [first, second] and not said, said
    panel.seat_clicked(third)
    assert panel._picked == [first, second]
    assert said, "the third seat was ignored without a word"
    two = "۲" if lang == "fa" else "2"
    assert two in said[-1] and ("کلیک" if lang == "fa" else "unpick") in said[-1], said
    panel.seat_clicked(first)  # un-picked: the third now fits
    panel.seat_clicked(third)
    assert panel._picked == [second, third]
