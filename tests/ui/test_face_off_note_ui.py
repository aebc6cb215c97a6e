"""The face-off card's narrator-only note says which card left the game with the player and,
when nobody in the game holds it now, that its call stops from tonight (a narrator's trial,
Mafia Nights: the detective's card left with seat 7, and the table heard Night 1 without a
detective call before the narrator knew why; X100-9). Never on the players' display."""

from __future__ import annotations

import pytest
from PySide6.QtWidgets import QApplication
from test_public_window import leaks

from narrator_app.engine import Setup, load_scenario
from narrator_app.ui.card_panel import CardPanel
from narrator_app.ui.public_window import PublicWindow
from narrator_app.ui.texts import seat_short

pytestmark = pytest.mark.qt_log_ignore(r"This plugin does not support", extend=True)

REFERENCE = ["godfather", "saul_goodman", "matador", "dr_watson", "leon", "citizen_kane",
             "constantine", "plain_citizen", "plain_citizen", "plain_citizen", "nostradamus"]
NAMES = ("Ali", "Sara", "Reza", "مریم", "Leon", "Kaveh", "Nima", "Omid", "Pari", "Hadi",
         "Nasim")
NOT_CALLED = {"fa": "از امشب «{}» صدا زده نمی‌شود", "en": "From tonight «{}» is not called"}


def _voted_out_with_face_off(qtbot, c, lang: str, out: int, swap: int) -> CardPanel:
    c.lang = lang
    assert c.new_game(Setup("godfather_nostradamus", NAMES, {}), REFERENCE), c.last_error
    assert c.end_phase()
    assert c.step("nostradamus", {"pick": [2, 8, 9], "side": "city"}) and c.end_phase()
    panel = CardPanel(c)
    qtbot.addWidget(panel)
    c.changed.connect(panel.refresh)
    panel.show()
    assert c.step("votes", {out: 6}) and c.step("exit_votes", {out: 6})
    assert c.step("card", {"draw": "face_off", "swap": swap}), c.last_error
    QApplication.processEvents()
    return panel


@pytest.mark.parametrize("lang", ["fa", "en"])
def test_the_note_says_the_card_that_left_and_that_its_call_stops(qtbot, controller, lang):
    c = controller
    panel = _voted_out_with_face_off(qtbot, c, lang, out=8, swap=5)  # he takes Leon's card
    scen = load_scenario("godfather_nostradamus")
    leon = getattr(scen.role("leon").name, lang)
    citizen = getattr(scen.role("plain_citizen").name, lang)
    note = panel.private.text()
    assert panel.private.isVisibleTo(panel)
    assert f"«{leon}»" in note and f"«{citizen}»" in note
    assert NOT_CALLED[lang].format(leon) in note
    assert seat_short(8, NAMES, lang) in note and seat_short(5, NAMES, lang) in note
    # the players' display: only the exit, no card, no role
    pw = PublicWindow(c)
    qtbot.addWidget(pw)
    pw.show()
    QApplication.processEvents()
    assert leon not in pw.announce.text() and citizen not in pw.announce.text()
    assert leaks(pw, c) == []


def test_a_card_still_called_is_not_said_to_stop(qtbot, controller):
    c = controller
    panel = _voted_out_with_face_off(qtbot, c, "fa", out=5, swap=8)  # Leon's card stays
    leon = load_scenario("godfather_nostradamus").role("leon").name.fa
    note = panel.private.text()
    assert f"«{leon}»" in note  # seat 8 now holds it
    assert "از امشب" not in note
