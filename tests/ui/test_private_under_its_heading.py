"""The narrator-only lines of the morning box stand under a heading of their own and fold
with the morning's text (decision TA43-6). A narrator's trial of Capo: after the detective
was slaughtered the box headed «با صدای بلند بخوانید (اعلام صبح)» ended with «[فقط راوی]
وارث اکنون کارت «کارآگاه» را دارد …», and once the defence vote began and the morning's
text folded, that secret was the only line left under «read aloud», all day.

Capo at 12 seats: don, witch, executioner, informant, detective, suspect, armoursmith,
herbalist, heir, kadkhoda, plain ×2."""

from __future__ import annotations

import pytest
from PySide6.QtWidgets import QApplication

from narrator_app.engine import Setup
from narrator_app.ui.texts import tr

pytestmark = pytest.mark.qt_log_ignore(r"This plugin does not support raise\(\)", extend=True)

SEATS = ["don", "witch", "executioner", "informant", "detective", "suspect", "armoursmith",
         "herbalist", "heir", "kadkhoda", "plain_citizen", "plain_citizen"]


def test_the_heirs_note_has_its_heading_and_folds_with_the_morning(window, controller):
    c = controller
    assert c.new_game(Setup("capo", tuple(f"P{i}" for i in range(1, 13)), {}), SEATS)
    assert c.step("heir", {"heir_of": 5}) and c.end_phase()
    assert c.step("capo_gun", {"trustee": 6, "suspects": [12, 3], "real": 12})
    assert c.end_phase()
    for key, value in (("mafia", {"shot": 5}), ("witch", {}), ("herbalist", {}),
                       ("detective", {}), ("armoursmith", {}), ("kadkhoda", {})):
        assert c.step(key, value), (key, c.last_error)
    assert c.end_phase(), c.last_error
    QApplication.processEvents()
    box = window.announcement
    assert box.private_lines and "[فقط راوی]" in box.private_lines[0]
    assert box.private.isVisible() and box.private_title.isVisible()
    assert box.private_title.text() == tr("Narrator only — not to be read aloud")
    # the heading stands between the morning's text and the narrator's lines
    assert box.body.geometry().bottom() < box.private_title.geometry().top()
    assert box.private_title.geometry().bottom() <= box.private.geometry().top()
    # the day begins: the morning's text folds, and the narrator's lines with it
    assert c.step("votes", {})
    QApplication.processEvents()
    assert box.folded()
    assert not box.private.isVisible() and not box.private_title.isVisible()
    # opened again by a click on its title: both come back
    box._opened_in = c.state
    box.refresh()
    QApplication.processEvents()
    assert box.private.isVisible() and box.private_title.isVisible()
