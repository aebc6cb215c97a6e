"""The seat ring's kept pictures (PF33-2): a seat's texts and pills are drawn once and kept
apart from its card, so a new step — every seat's legality changes — lays out no text
again, and what is painted is the same as drawing the seat whole."""

from __future__ import annotations

import pytest
from PySide6.QtCore import QPointF, QRectF, Qt
from PySide6.QtGui import QColor, QFontMetrics, QImage, QPainter
from PySide6.QtWidgets import QApplication

from narrator_app.ui.seat_ring import SeatRing, SeatView, pen_of

pytestmark = pytest.mark.qt_log_ignore(r"This plugin does not support raise\(\)", extend=True)

NAMES = ["علی", "سارا", "امید", "مریم", "کاوه", "نیما", "پری", "هادی", "لیلا", "فرهاد",
         "شیرین", "ژاله", "کامران", "مهسا", "بهرام", "داریوش", "نسیم", "رضا"]


def make_ring(qtbot, n: int = 18) -> SeatRing:
    ring = SeatRing()
    ring.setLayoutDirection(Qt.LayoutDirection.RightToLeft)
    qtbot.addWidget(ring)
    ring.resize(616, 631)
    statuses = ["alive", "half_dead", "dead"]
    ring.token_words = {"shot": "شلیک"}
    ring.set_seats([SeatView(i, NAMES[i - 1], "شهروند ساده", statuses[i % 3],
                             ["shot"] if i % 4 == 0 else [])
                    for i in range(1, n + 1)])
    ring.show()
    qtbot.waitExposed(ring)
    return ring


def painted(ring: SeatRing) -> QImage:
    return ring.grab().toImage()


def test_every_text_and_pill_lies_inside_its_card_and_its_picture(qtbot):
    """The texts' picture has a margin of only :attr:`SeatRing._TEXT_PAD` px: nothing a
    seat shows may reach further out of its card (it would be cut)."""
    ring = make_ring(qtbot)
    ring.set_targets({s: None for s in range(1, 10)}, picked=[2, 5])
    for v in ring.seats():
        card = ring.seat_rect(v.seat)
        room = card.adjusted(-ring._TEXT_PAD, -ring._TEXT_PAD, ring._TEXT_PAD, ring._TEXT_PAD)
        items = ring._items(v)
        assert items
        for _kind, text, box, font, _ink, _bg in items:
            ink = QRectF(QFontMetrics(font).boundingRect(
                box.toRect(), int(Qt.AlignmentFlag.AlignCenter), text))
            assert room.contains(box) and room.contains(ink), (v.seat, text, box, card)


def test_a_new_step_draws_no_seat_text_again(qtbot, monkeypatch):
    """Legal targets on every seat, then others, then none: the cards change, each seat's
    texts are drawn from the picture kept (no :meth:`SeatRing._paint_items`)."""
    ring = make_ring(qtbot)
    painted(ring)
    drawn: list[int] = []
    keep = SeatRing._paint_items

    def counted(self, p, v):
        drawn.append(v.seat)
        keep(self, p, v)

    monkeypatch.setattr(SeatRing, "_paint_items", counted)
    before = painted(ring)
    for targets in ({s: None for s in range(1, 19)},
                    {s: (None if s % 2 else "no") for s in range(1, 19)}, None):
        ring.set_targets(targets)
        after = painted(ring)
        assert after != before  # the cards show the new targets
        before = after
    assert drawn == []
    ring.set_targets({1: None}, picked=[1])  # a seat picked: its name's ink changes
    painted(ring)
    assert drawn == [1]


@pytest.mark.parametrize("targets, picked", [
    (None, []),
    ("night", []),
    ({s: None for s in range(1, 19)}, []),
    ({s: (None if s % 3 else "no") for s in range(1, 19)}, [3, 7]),
])
def test_the_kept_pictures_paint_what_drawing_each_seat_whole_paints(qtbot, targets, picked):
    """The ring's paint against each seat drawn whole as before (its card, then its texts,
    into one transparent picture of its own, laid on the table's picture): the same pixels,
    at most one level apart where a text's antialiased edge is blended once more."""
    ring = make_ring(qtbot)
    if targets == "night":  # the phase's name on the felt, drawn over the table's picture
        ring.set_center_text("شب ۳")
        targets = None
    ring.set_targets(targets, picked=picked)
    shown = painted(ring)
    whole = QImage(shown.size(), QImage.Format.Format_ARGB32_Premultiplied)
    p = QPainter(whole)
    ring._painting = ring._layout()
    try:
        p.drawImage(QPointF(0, 0), ring._table_picture(p))
        ring._paint_centre(p)  # the phase's name, over the table (none here unless set)
        pad = 24
        for v in ring.seats():
            rect = ring.seat_rect(v.seat)
            seat = QImage(int(rect.width()) + 2 * pad, int(rect.height()) + 2 * pad,
                          QImage.Format.Format_ARGB32_Premultiplied)
            seat.fill(Qt.GlobalColor.transparent)
            q = QPainter(seat)
            q.setRenderHint(QPainter.RenderHint.Antialiasing)
            q.translate(pad - rect.left(), pad - rect.top())
            fill, border = ring._card_look(v, ring.colours())
            q.setPen(pen_of(border))
            q.setBrush(QColor(fill))
            q.drawRoundedRect(rect, 10, 10)
            ring._paint_items(q, v)
            q.end()
            p.drawImage(QPointF(rect.left() - pad, rect.top() - pad), seat)
    finally:
        ring._painting = None
    p.end()
    whole = whole.convertToFormat(shown.format())
    worst, differ = 0, 0
    for y in range(shown.height()):
        for x in range(shown.width()):
            a, b = shown.pixel(x, y), whole.pixel(x, y)
            if a != b:
                differ += 1
                worst = max(worst, *(abs(((a >> s) & 255) - ((b >> s) & 255))
                                     for s in (0, 8, 16)))
    assert worst <= 1
    assert differ < shown.width() * shown.height() // 100


def _light_pixels(image: QImage, rect: QRectF) -> int:
    r = rect.toRect().adjusted(8, 8, -8, -8)
    return sum(QColor(image.pixel(x, y)).lightness() > 170
               for x in range(r.left(), r.right(), 2) for y in range(r.top(), r.bottom(), 2))


def test_the_phases_name_is_on_a_narrow_felt_when_it_fits(qtbot):
    """18 seats in a narrow ring (as on the desk at 14 pt, 1280×720): the felt is narrower
    than 120 px, the least width it once needed, and «شب ۳» is drawn on it; a word too wide for
    the felt is not drawn at all (never a cut word)."""
    ring = make_ring(qtbot)
    ring.set_center_text("شب ۳")
    for width in range(520, 300, -10):
        ring.resize(width, 560)
        QApplication.processEvents()
        if ring.felt().width() < 110:
            break
    felt = ring.felt()
    assert 60 < felt.width() < 110
    assert _light_pixels(painted(ring), felt) > 0
    ring.set_center_text("ناشناخته‌ترین‌روز‌معارفه")  # one word, wider than the felt
    QApplication.processEvents()
    assert _light_pixels(painted(ring), ring.felt()) == 0


def test_a_new_phase_keeps_the_tables_picture(qtbot):
    """The phase's name is drawn over the table's picture, not into it: a new phase (a new
    name on the felt) paints the name again, not the room and the table (PL32-6)."""
    ring = make_ring(qtbot)
    ring.set_center_text("شب ۳")
    first = painted(ring)
    kept = ring.__dict__["_table"][1]
    ring.set_center_text("روز ۴")
    second = painted(ring)
    assert ring.__dict__["_table"][1] is kept
    assert second != first  # the new name is on the felt
    felt = ring.felt().toRect()
    assert second.copy(felt) != first.copy(felt)
