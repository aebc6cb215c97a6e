"""The answer lines Y101-25 left as orders in English (Z103-4): «Answer Sherlock: WRONG
(thumb down).», «Answer Sherlock: neutral gesture …», «Answer Detective: neutral gesture
(acts for nothing).» (a held detective's dummy call) read as the other answer lines do:
«Sherlock's answer: WRONG (thumb down).», «The Detective's answer: neutral gesture (acts for
nothing).». Sherlock's right guess keeps «Sherlock: RIGHT (thumb up); show him his new card:
…» (not an order to him; longer, it wrapped past its label's height). The Persian lines are
unchanged."""

from __future__ import annotations

import pytest
from PySide6.QtWidgets import QApplication, QLabel
from test_words102_trial import _takavar_night_one

from narrator_app.engine import Setup

pytestmark = pytest.mark.qt_log_ignore(r"This plugin does not support", extend=True)

SHERLOCK_DEAL = ["godfather", "saul_goodman", "matador", "dr_watson", "leon", "citizen_kane",
                 "constantine", "plain_citizen", "plain_citizen", "plain_citizen",
                 "sherlock_holmes"]


def _texts(w) -> list[str]:
    QApplication.processEvents()
    return [lab.text() for lab in w.findChildren(QLabel) if lab.isVisible()]


def _sherlock_guesses(c, role: str) -> None:
    assert c.new_game(Setup("godfather_sherlock", tuple(f"P{i}" for i in range(1, 12)),
                            {"cards_enabled": False}), SHERLOCK_DEAL)
    assert c.end_phase() and c.end_phase()  # the intro day and night
    assert c.step("votes", {2: 6}) and c.step("exit_votes", {2: 6}), c.last_error
    assert c.end_phase(), c.last_error
    assert c.choices().current.key == "sherlock_holmes"
    assert c.step("sherlock_holmes", {"guess": {"seat": 5, "role": role}}), c.last_error


def test_sherlock_s_wrong_answer_is_his_answer(en_window):
    _sherlock_guesses(en_window.c, "dr_watson")
    texts = _texts(en_window)
    assert "Sherlock's answer: WRONG (thumb down)." in texts, texts
    assert not any("Answer Sherlock" in t for t in texts), texts


def test_a_held_detective_s_neutral_answer_is_his_answer(en_window):
    c = en_window.c
    _takavar_night_one(c)
    assert c.step("guard", {}) and c.step("hostage_taker", {"hold": [4]}), c.last_error
    assert c.step("mafia", {}), c.last_error
    assert c.step("detective", {"inquire": 1}), c.last_error
    texts = _texts(en_window)
    assert "The Detective's answer: neutral gesture (acts for nothing)." in texts, texts
    assert not any(t.startswith("Answer ") for t in texts), texts


def test_the_persian_lines_are_unchanged(window):
    _sherlock_guesses(window.c, "dr_watson")
    assert "پاسخ به شرلوک: غلط (شست پایین)." in _texts(window)
