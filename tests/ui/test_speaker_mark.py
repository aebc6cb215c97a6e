"""The «speaks» mark on the ring (issue 23, a fresh narrator's trial of main): it stood
above its seat's card, over the next seat's, and stayed up through the votes.

At 18 seats (Godfather–Nostradamus, names up to 13 letters) in a window of 1280×696 — the
client area of a 1280×720 screen under a title bar — in both languages: the speaker's mark
is inside his own card, over no other text of the ring and no other card, the ring's every
role still whole (``check_ring``); it goes away when the speaking turn ends — the talk
round's when the vote begins (a nominee clicked on the ring), the defense's when the exit
vote is recorded — and the timer's round stays (the clock is the narrator's).
"""

from __future__ import annotations

import pytest
from PySide6.QtCore import QRectF
from PySide6.QtWidgets import QApplication
from test_table_legibility import SCRIPT, check_ring, stated_minimums

from narrator_app.engine import Setup

pytestmark = pytest.mark.qt_log_ignore(r"This plugin does not support", extend=True)


@pytest.fixture
def desk(qtbot, controller, request):
    from desk_driver import Table

    from narrator_app.ui.app import apply_language
    from narrator_app.ui.main_window import MainWindow

    lang = request.param
    apply_language(QApplication.instance(), lang)
    controller.lang = lang
    w = MainWindow(controller)
    qtbot.addWidget(w)
    w.resize(1280, 696)
    w.show()
    qtbot.waitExposed(w)
    yield Table(qtbot, w)
    apply_language(QApplication.instance(), "fa")


def check_mark(w, seat: int, whole: bool = False, defense: tuple[int, ...] = ()) -> None:
    """The mark of ``seat`` inside its card, over no text of the ring and no other card
    (``whole``: and every text of the ring whole, none over another); ``defense``: the seats
    on defence, marked too (UX30-4)."""
    QApplication.processEvents()
    marks = w.extras.marks
    expected: dict[int, list[str]] = {s: ["defense"] for s in defense}
    expected[seat] = ["speaker", *expected.get(seat, [])]
    assert marks.marks() == expected
    pill: QRectF = marks.mark_rects()[seat]
    cards = w.ring.card_rects()
    assert cards[seat].contains(pill), (seat, pill, cards[seat])
    for other, card in cards.items():
        if other != seat:
            assert not card.intersects(pill), (seat, other)
    for other, texts in w.ring.painted_texts().items():
        for t in texts:
            if t.kind != "mark":
                assert not t.rect.intersects(pill), (seat, other, t)
    if whole:
        check_ring(w.ring, stated_minimums())


@pytest.mark.parametrize("desk", ["fa", "en"], indirect=True)
def test_the_speaks_mark_sits_in_its_card_and_ends_with_the_turn(qtbot, desk):
    t = desk
    w, c = t.w, t.c
    lang = c.lang
    roles = SCRIPT.deal("godfather_nostradamus", 18)
    plain = [i + 1 for i, r in enumerate(roles) if r == "plain_citizen"]
    assert c.new_game(Setup("godfather_nostradamus", SCRIPT.NAMES[lang][:18],
                            {"cards_enabled": False}), roles)
    assert c.end_phase()
    assert c.step("nostradamus", {"pick": [2, plain[0], plain[1]], "side": "city"})
    assert c.end_phase() and c.state.phase == "day"
    timer = w.timer_panel
    timer.start_round("talk", 1)
    for seat in range(1, 19):  # the floor goes round the whole table
        assert timer.public_clock()["speaker"] == seat
        check_mark(w, seat, whole=seat in (1, 9))
        timer.next_speaker()
    timer.start_round("talk", 16)
    check_mark(w, 16, whole=True)
    # the vote begins: a nominee clicked on the ring ends the speaking turn's mark
    a, b = plain[-1], plain[-2]
    t.seat(a)
    QApplication.processEvents()
    assert timer.public_clock() is not None  # the round itself is the narrator's
    assert w.extras.marks.marks() == {}
    assert w.extras.marks.mark_rects() == {}
    present = len([p for p in c.state.players if p.status == "alive"])
    assert c.step("votes", {a: present // 2 + 1, b: present // 2 + 1}), c.last_error
    assert w.extras.marks.marks() == {a: ["defense"], b: ["defense"]}  # UX30-4
    # the defense speeches: marked while they last, gone once the exit vote is recorded
    timer.start_round("defense")
    check_mark(w, min(a, b), whole=True, defense=(a, b))
    assert c.step("exit_votes", {a: 9, b: 1}), c.last_error
    QApplication.processEvents()
    assert w.extras.marks.marks() == {}
