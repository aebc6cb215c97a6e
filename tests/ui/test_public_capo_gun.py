"""The players' display on Capo's Day 1 says whose seat each of the day's guns was fired at,
as the narrator's announcement and log do (it read only «Blank. War.», no seat nor name;
CF80-45); nothing secret: no role, no trustee's card."""

from __future__ import annotations

import pytest
from PySide6.QtWidgets import QApplication
from test_public_window import leaks

from narrator_app.engine import Setup, public_view
from narrator_app.messages import player_label

pytestmark = pytest.mark.qt_log_ignore(r"This plugin does not support", extend=True)

DEAL = ["don", "witch", "executioner", "detective", "suspect", "armoursmith", "herbalist",
        "heir", "plain_citizen", "plain_citizen"]
NAMES = ("Ali", "Sara", "رضا", "Maryam", "Kaveh", "Nima", "Omid", "Pari", "Taha", "Yas")


@pytest.mark.parametrize("lang", ["fa", "en"])
def test_the_display_names_the_seats_the_guns_were_fired_at(qtbot, controller, lang):
    from narrator_app.ui.public_window import PublicWindow

    c = controller
    c.lang = lang
    assert c.new_game(Setup("capo", NAMES, {}), DEAL)
    assert c.step("heir", {"heir_of": 1}) and c.end_phase()
    # the trustee (seat 9) fires the blank at seat 4, then the war gun at seat 3
    assert c.step("capo_gun", {"trustee": 9, "suspects": [4, 3], "real": 3}), c.last_error
    view = public_view(c.state)
    assert view.facts.get("gun_shots") == [4, 3]
    pw = PublicWindow(c)
    qtbot.addWidget(pw)
    pw.show()
    qtbot.waitExposed(pw)
    QApplication.processEvents()
    text = pw.announce.text()
    for seat in (4, 3):
        assert player_label(NAMES, seat, lang) in text, text
    assert text.index(player_label(NAMES, 4, lang)) < text.index(player_label(NAMES, 3, lang))
    # nothing secret: no role's name, and the trustee's seat is not what the lines are about
    from narrator_app.engine import load_scenario

    scen = load_scenario("capo")
    for rid in set(DEAL):
        assert getattr(scen.role(rid).name, lang) not in text
    assert leaks(pw, c) == []
