"""A narrator's trial (Godfather–Nostradamus, Persian; n22_morning3; decision Z104-15): the
morning read «به درخواست همشهری کین، رضا مافیای بازی است» — the seed's formula (S2:L87,
«… فلانی مافیای بازی است») written out word for word, which no narrator says so. The
sentence keeps the seed's content (Kane asked; the player is mafia; under
``kane_reveal_content = side_and_role`` his role too) in natural words: «… رضا مافیاست».
The real window's morning box over a game played to the reveal."""

from __future__ import annotations

import pytest
from PySide6.QtWidgets import QApplication

from narrator_app.engine import Setup

pytestmark = pytest.mark.qt_log_ignore(r"This plugin does not support", extend=True)

NAMES = ("علی", "محمدرضا", "رضا", "زهرا", "فاطمه", "امیرحسین", "عبدالرحمن", "نگار", "سارا",
         "مهدی", "شهزاد")


@pytest.mark.parametrize("content", ["side_only", "side_and_role"])
def test_the_morning_says_kane_s_reveal_naturally(window, controller, content):
    from desk_driver import REFERENCE

    c = controller
    assert c.new_game(Setup("godfather_nostradamus", NAMES, {"kane_reveal_content": content}),
                      REFERENCE), c.last_error
    assert c.end_phase()  # the intro day
    assert c.step("nostradamus", {"pick": [8, 9, 10], "side": "city"}), c.last_error
    assert c.end_phase() and c.end_phase()  # the intro night, Day 1
    mafia = next(p.seat for p in c.state.players if p.role == "saul_goodman")
    assert c.step("citizen_kane", {"inquire": mafia}), c.last_error
    while c.state.phase != "day":
        assert c.end_phase(), c.last_error
    QApplication.processEvents()
    text = window.announcement.body.text()
    assert "مافیای بازی است" not in text, text
    assert f"به درخواست همشهری کین، \u2068{NAMES[mafia - 1]}\u2069 مافیاست" in text, text
