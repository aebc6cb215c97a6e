"""The timer's first speaker box shows the chosen seat whole or in a form that tells it
apart (LY109-2).

A narrator's trial (18 seats, long English names, 1280×720 and 1366×768): the closed box
read «1 (Jacqueline Montgomery-Smit», Qt's text clipped at the box's edge. In both
languages, at both screens (less a title bar), every seat chosen in turn: the text the box
paints fits the box's text field, and is the seat whole, one of the ring's shortened forms
that tell it from the others (``seat_ring.seat_forms``), or the name cut in the middle, its
own start + «…» + its own end (LY107-1); no two seats read the same.
"""

from __future__ import annotations

import pytest
from desk_driver import desk_in
from PySide6.QtWidgets import QApplication, QComboBox, QStyle, QStyleOptionComboBox
from test_ring_names_cut import EN

from narrator_app.engine import Setup
from narrator_app.messages import digits
from narrator_app.ui.seat_ring import seat_forms
from narrator_app.ui.texts import seat_short

pytestmark = pytest.mark.qt_log_ignore(r"This plugin does not support", extend=True)

NAMES = ("Jacqueline Montgomery-Smith", *EN[1:])  # seat 13: «Alexander Hamilton-Jones»


def told_apart(text: str, seat: int, names, lang: str) -> bool:
    """``text`` is one of the seat's forms, or its name cut in the middle (start + «…» +
    end of the name itself), or its number."""
    if text in seat_forms(seat, names, lang) or text == digits(seat, lang):
        return True
    name = names[seat - 1]
    for cut in range(2, len(name)):
        for end in range(1, len(name) - cut):
            if text == seat_short(seat, [*names[: seat - 1], name[:cut] + "…" + name[-end:],
                                         *names[seat:]], lang):
                return True
    return False


@pytest.mark.parametrize("size", [(1280, 696), (1366, 744)])
@pytest.mark.parametrize("lang", ["en", "fa"])
def test_the_first_speaker_reads_whole_or_told_apart(qtbot, controller, lang, size) -> None:
    from narrator_app.ui.app import apply_language

    c = controller
    assert c.new_game(Setup("godfather_nostradamus", NAMES, {"cards_enabled": False}))
    try:
        w = desk_in(qtbot, c, lang, size)
        combo = w.timer_panel.findChild(QComboBox, "firstSpeaker")
        qtbot.waitUntil(lambda: combo.isVisible() and combo.count() == len(NAMES), timeout=2000)
        QApplication.processEvents()
        opt = QStyleOptionComboBox()
        combo.initStyleOption(opt)
        field = combo.style().subControlRect(QStyle.ComplexControl.CC_ComboBox, opt,
                                             QStyle.SubControl.SC_ComboBoxEditField, combo)
        fm = combo.fontMetrics()
        faces = {}
        for i in range(combo.count()):
            combo.setCurrentIndex(i)
            seat = combo.currentData()
            # what the box paints (Qt's own box painted its current text, clipped)
            face = combo.face_text() if hasattr(combo, "face_text") else combo.currentText()
            assert fm.horizontalAdvance(face) <= field.width(), (seat, face, field.width())
            assert told_apart(face, seat, NAMES, lang), (seat, face)
            faces[seat] = face
        assert len(set(faces.values())) == len(faces), faces
        assert faces[14] == seat_short(14, NAMES, lang)  # «14 (Mia)» whole
    finally:
        apply_language(QApplication.instance(), "fa")
