"""Takavar, English (Y101-25; t10): the detective's answer read «Answer Detective: MAFIA
(thumb down).», an order to the detective; it reads «The Detective's answer: MAFIA (thumb
down).» (Persian unchanged: «پاسخ به کارآگاه: مافیا (شست پایین).»)."""

from __future__ import annotations

import pytest
from PySide6.QtWidgets import QApplication, QLabel
from test_words102_trial import TAKAVAR_12, _takavar_night_one

pytestmark = pytest.mark.qt_log_ignore(r"This plugin does not support", extend=True)


def test_the_detective_answer_reads_as_his_answer(en_window):
    c = en_window.c
    _takavar_night_one(c)
    for key in ("guard", "hostage_taker", "mafia"):
        assert c.step(key, {}), c.last_error
    mafia = next(i for i, r in enumerate(TAKAVAR_12, 1) if r in ("godfather", "mafia_boss",
                                                                  "don", "simple_mafia"))
    assert c.step("detective", {"inquire": mafia}), c.last_error
    QApplication.processEvents()
    texts = [w.text() for w in en_window.findChildren(QLabel) if w.isVisible()]
    assert any(t.startswith("The Detective's answer: ") for t in texts), texts
    assert not any("Answer Detective" in t for t in texts), texts


def test_the_show_button_names_the_detective_s_answer(en_window):
    """The card's button read «Show the answer of Detective to 6» (Bazpors, English; h09);
    it reads «Show the Detective's answer to 6» (Persian unchanged: «نشان دادن پاسخ کارآگاه
    به ۶»)."""
    from PySide6.QtWidgets import QPushButton

    c = en_window.c
    _takavar_night_one(c)
    for key in ("guard", "hostage_taker", "mafia"):
        assert c.step(key, {}), c.last_error
    assert c.step("detective", {"inquire": 1}), c.last_error
    QApplication.processEvents()
    texts = [b.text() for b in en_window.findChildren(QPushButton)]
    assert any(t.startswith("Show the Detective's answer to ") for t in texts), texts
    assert not any("answer of" in t for t in texts), texts
