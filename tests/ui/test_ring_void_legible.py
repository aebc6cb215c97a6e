"""A token without effect keeps its letters whole, in English and in Persian (a fresh
narrator's trial, LY116-2).

At 18 seats (1280×720, English) a void chip («inquiry», «Leon», «saved») was near-illegible:
a level strike at the small letters' middle and a slash from corner to corner ran through
every letter of the 13 px word. Here the ring is painted as the desk shows it (both themes)
and each void chip is read from the picture: in the band of its letters' body (in English
from the x-height down to the baseline; in Persian below the strike, which runs above the
joins, LY113-2) no pixel of the chip's ink touches a letter but the letters' own, the word
painted alone in the same place being the reference; the chip is still struck (a level
stroke of its ink past both ends of the word, above that band) and its word still reads on
its fill (4.5:1).
"""

from __future__ import annotations

import pytest
from PySide6.QtCore import QRectF, Qt
from PySide6.QtGui import QColor, QFont, QFontMetricsF, QImage, QPainter

from tests.ui.test_ring_void_chip import contrast

pytestmark = pytest.mark.qt_log_ignore(r"This plugin does not support", extend=True)

#: void chips on a seat in play (two), on an out seat, beside a live token
SEATS = {4: ("dead", ["shot", "saved:void"]), 7: ("alive", ["inquired:void", "leon:void"]),
         13: ("alive", ["saved:void", "blocked"])}


@pytest.fixture(params=[("en", "normal"), ("en", "contrast"), ("fa", "normal"),
                        ("fa", "contrast")])
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


def word_alone(size: tuple[int, int], box: QRectF, text: str, font: QFont, ink: QColor,
               fill: QColor) -> QImage:
    """The word painted alone (no strike, no slash) in ``box`` on the chip's fill."""
    image = QImage(*size, QImage.Format.Format_ARGB32)
    image.fill(fill)
    p = QPainter(image)
    p.setFont(font)
    p.setPen(ink)
    p.drawText(box, Qt.AlignmentFlag.AlignCenter, text)
    p.end()
    return image


def test_no_line_touches_a_void_words_letters(ring) -> None:
    ink_name, fill_name, _edge = ring.void_look()
    ink, fill = QColor(ink_name), QColor(fill_name)
    assert contrast(ink, fill) >= 4.5
    image = ring.grab().toImage()
    assert image.devicePixelRatio() == 1
    chips = [(seat, text, box, font) for seat in SEATS
             for kind, text, box, font, _i, _b in ring._items(ring._view(seat))
             if kind == "token" and font.strikeOut()]
    assert len(chips) == 4
    if ring.lang == "en":
        assert sorted(t for _s, t, _b, _f in chips) == ["Leon", "inquiry", "saved", "saved"]
    for seat, text, box, font in chips:
        plain = QFont(font)
        plain.setStrikeOut(False)
        fm = QFontMetricsF(plain)
        alone = word_alone((image.width(), image.height()), box, text, plain, ink, fill)
        baseline = box.center().y() - fm.height() / 2 + fm.ascent()
        if ring.lang == "en":  # the small letters' body
            band = range(round(baseline - fm.xHeight()) + 1, round(baseline))
        else:  # below the strike (above the joins, LY113-2), down to the word's foot
            band = range(int(ring.void_strike(box, text, plain).y1() + 0.75) + 2,
                         int(box.bottom()) - 1)
        xs = range(int(box.left()) + 2, int(box.right()) - 1)  # not the chip's edge
        letters = {(x, y) for y in range(int(box.top()), int(box.bottom()) + 1) for x in xs
                   if inky(alone.pixelColor(x, y), ink, fill)}
        near = {(x + dx, y + dy) for x, y in letters for dx in (-1, 0, 1) for dy in (-1, 0, 1)}
        touching = [(x, y) for y in band for x in xs
                    if (x, y) in near and (x, y) not in letters
                    and inky(image.pixelColor(x, y), ink, fill)]
        assert not touching, (seat, text, touching)
        # still struck: a level stroke of ink past both ends of the word, above the band
        advance = fm.horizontalAdvance(text)
        runs = {}
        for y in range(int(box.top()) + 2, band.start):
            run = best = 0
            for x in xs:
                run = run + 1 if inky(image.pixelColor(x, y), ink, fill) else 0
                best = max(best, run)
            runs[y] = best
        assert any(run >= advance + 4 for run in runs.values()), (seat, text, runs, advance)
