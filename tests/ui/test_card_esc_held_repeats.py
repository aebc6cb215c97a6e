"""Esc held over the «show this player» card closes it, however the keyboard's auto-repeat
reaches Qt (LY115-6).

A fresh narrator's trial under Xvfb + openbox (``xdotool keydown Escape``, held, then
``keyup``): the card stayed open. X repeats a held key as a release and a press every 40 ms
or so, and in the app Qt passed those pairs on as plain releases and presses (not marked
as auto-repeat): each release stopped the one-second count and each press started it
again. Here the keys are sent as the window system hands them over (``QTest`` on the card's
``QWindow``, to the focused widget)."""

from __future__ import annotations

import pytest
from PySide6.QtCore import Qt
from PySide6.QtTest import QTest
from PySide6.QtWidgets import QWidget

from narrator_app.ui.privacy import ShowPlayerCard

pytestmark = pytest.mark.qt_log_ignore(r"This plugin does not support", extend=True)

ESC = Qt.Key.Key_Escape


@pytest.fixture
def card(qtbot):
    desk = QWidget()
    qtbot.addWidget(desk)
    desk.show()
    card = ShowPlayerCard("۲", desk, "Number of mafia")
    card.open()
    qtbot.waitExposed(card)
    qtbot.waitUntil(lambda: card.hasFocus(), timeout=2000)
    yield card
    if card.isVisible():
        card.dismiss()


def test_esc_held_with_plain_repeats_closes_the_card(qtbot, card) -> None:
    """A press, the repeat delay, then release + press pairs (none marked auto-repeat)
    for longer than a second: the card closes."""
    win = card.windowHandle()
    with qtbot.waitSignal(card.closed, timeout=3000):
        QTest.keyPress(win, ESC)
        qtbot.wait(600)  # X's repeat delay
        for _ in range(25):  # X's repeats: a release and a press, at once
            QTest.keyRelease(win, ESC)
            QTest.keyPress(win, ESC)
            qtbot.wait(40)
        QTest.keyRelease(win, ESC)
    assert not card.isVisible()


def test_esc_tapped_again_and_again_keeps_the_card(qtbot, card) -> None:
    """Taps of Esc (each let go for longer than a repeat's gap) never add up to the hold."""
    win = card.windowHandle()
    for _ in range(6):
        QTest.keyPress(win, ESC)
        qtbot.wait(80)
        QTest.keyRelease(win, ESC)
        qtbot.wait(250)  # longer than a repeat's gap
    qtbot.wait(card.HOLD_MS)
    assert card.isVisible() and not card.holding()
