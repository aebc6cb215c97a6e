"""A night checklist row is kept between refreshes (and games): its «Change» button, made in
the language of the moment, speaks the language chosen since (the fresh narrator's trial:
«Change» left in English on the Persian screen after switching language between games)."""

from __future__ import annotations

import random

from PySide6.QtWidgets import QApplication, QPushButton

from narrator_app.engine.simulate import random_value
from narrator_app.ui.app import apply_language


def _confirm_one_step(c, rng) -> str:
    choice = random_value(c.game, rng)
    assert choice is not None
    assert c.step(*choice) is not None or c.last_error == "", c.last_error
    return choice[0]


def test_a_kept_row_s_change_button_speaks_the_language_chosen_since(qtbot, window,
                                                                     reference_game):
    c, app = reference_game, QApplication.instance()
    rng = random.Random(1)
    apply_language(app, "en")
    try:
        c.end_phase()  # the intro day: the intro night's checklist
        key = _confirm_one_step(c, rng)
        QApplication.processEvents()
        btn = window.night_panel.findChild(QPushButton, f"change_{key}")
        assert btn is not None and btn.text() == "Change"
        apply_language(app, "fa")
        c.end_phase()
        c.end_phase()  # day 1 with no exit: night 1, the same rows kept
        key = _confirm_one_step(c, rng)
        QApplication.processEvents()
        buttons = [b for b in window.night_panel.findChildren(QPushButton)
                   if b.objectName().startswith("change_") and b.isVisible()]
        assert buttons, "no done step offers «Change»"
        assert {b.text() for b in buttons} == {"تغییر"}, [b.text() for b in buttons]
    finally:
        apply_language(app, "fa")
