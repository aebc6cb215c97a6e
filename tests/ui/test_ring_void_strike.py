"""A token without effect is struck through its letters where no letter's own stroke runs,
in Persian too (LY113-2).

A narrator's trial (18 seats, 1280×720): on a void chip («نجات», «استعلام») Qt's strike-out
ran inside the Persian word's body just above the line where its letters join, the length
of the word, and was lost among its letters: the chip read as a live token. Here the ring is
painted as the desk shows it and each void chip is read from the picture: a level stroke of
the chip's ink runs across the whole word and past both its ends (at least 2 px each side),
inside the word's height (in English above the small letters' body, LY116-2), and in
Persian in the upper half between the row where its
letters join (the word's densest row, the word painted alone in the chip's font) and their
top.
"""

from __future__ import annotations

import pytest
from PySide6.QtCore import QRectF, Qt
from PySide6.QtGui import QColor, QFont, QFontMetricsF, QImage, QPainter

pytestmark = pytest.mark.qt_log_ignore(r"This plugin does not support", extend=True)

#: a void chip on a seat in play, on an out seat, beside a live token
SEATS = {4: ("dead", ["shot", "saved:void"]), 7: ("alive", ["inquired:void"]),
         13: ("alive", ["saved:void", "blocked"])}


@pytest.fixture(params=[("fa", "normal"), ("en", "normal"), ("fa", "contrast")])
def ring(request, qtbot, qapp):
    from desk_driver import ring_of_18

    from narrator_app.ui.app import apply_language

    ring = ring_of_18(qtbot, qapp, *request.param, SEATS)
    yield ring
    qapp.setProperty("ravi_theme", None)
    apply_language(qapp, "fa")


def inky(colour: QColor, ink: QColor, fill: QColor) -> bool:
    """The pixel is nearer the chip's ink than its fill (by lightness)."""
    return abs(colour.lightness() - ink.lightness()) < abs(colour.lightness() - fill.lightness())


def rows_of_ink(image: QImage, box: QRectF, ink: QColor, fill: QColor) -> dict[int, int]:
    """Each pixel row of ``box`` in ``image``: its longest run of inky pixels."""
    out = {}
    for y in range(int(box.top()) + 3, int(box.bottom()) - 2):  # not the chip's edge
        run = best = 0
        for x in range(int(box.left()), int(box.right()) + 1):
            run = run + 1 if inky(image.pixelColor(x, y), ink, fill) else 0
            best = max(best, run)
        out[y] = best
    return out


def word_alone(box: QRectF, text: str, font: QFont) -> dict[int, int]:
    """The word painted alone (no strike, no slash) in ``box``: each row's count of ink."""
    plain = QFont(font)
    plain.setStrikeOut(False)
    width, height = int(box.right()) + 2, int(box.bottom()) + 2
    image = QImage(width, height, QImage.Format.Format_ARGB32)
    image.fill(QColor("white"))
    p = QPainter(image)
    p.setFont(plain)
    p.setPen(QColor("black"))
    p.drawText(box, Qt.AlignmentFlag.AlignCenter, text)
    p.end()
    return {y: sum(image.pixelColor(x, y).lightness() < 128 for x in range(width))
            for y in range(height)}


def test_a_void_chip_is_struck_through_its_letters(ring) -> None:
    ink_name, fill_name, _edge = ring.void_look()
    ink, fill = QColor(ink_name), QColor(fill_name)
    image = ring.grab().toImage()
    assert image.devicePixelRatio() == 1
    chips = [(seat, text, box, font) for seat in SEATS
             for kind, text, box, font, _i, _b in ring._items(ring._view(seat))
             if kind == "token" and font.strikeOut()]
    assert len(chips) == len(SEATS)
    for seat, text, box, font in chips:
        plain = QFont(font)
        plain.setStrikeOut(False)
        advance = QFontMetricsF(plain).horizontalAdvance(text)
        alone = word_alone(box, text, font)
        inked = [y for y, n in alone.items() if n]
        top, bottom = min(inked), max(inked)
        strokes = [y for y, run in rows_of_ink(image, box, ink, fill).items()
                   if run >= advance + 4]
        assert strokes, (ring.lang, seat, text, "no stroke across the word and past its ends")
        if ring.lang == "en":
            # in Latin letters above the small letters' body, inside the word's height: a
            # strike at their middle cut every letter of a 13 px word (LY116-2)
            fm = QFontMetricsF(plain)
            body = box.center().y() - fm.height() / 2 + fm.ascent() - fm.xHeight()
            assert any(top <= y < body for y in strokes), (seat, text, strokes, top, body)
        else:  # inside the word's height (not its top, not its foot)
            assert any(top + 2 <= y <= bottom - 2 for y in strokes), (
                seat, text, strokes, top, bottom)
        if ring.lang == "fa":
            joins = max(alone, key=lambda y: alone[y])  # where a Persian word's letters join
            assert any(top < y <= (top + joins) / 2 for y in strokes), (
                seat, text, strokes, top, joins)
