"""A token without effect reads as a chip of its own, and a crowded card's chips keep apart (a
narrator's trial, round 102).

At a game's end seat 4 (out) carried «بیرون», «شلیک» and «نجات» without effect: the last was
white on the out seat's grey, its fill the card's own, so the chip was lost and its struck
word read as part of the role beside it; on a seat in play the struck chip was hard to tell
apart. A token without effect is now edged in its ink: it stands out from every card (fill or
edge at least 3:1 against the card, in both themes, picked, a legal target or not), its word
reads against its fill (at least 4.5:1), and a card's chips overlap neither each other, nor
its texts, nor its border.
"""

from __future__ import annotations

import pytest
from PySide6.QtGui import QColor
from PySide6.QtWidgets import QApplication

from narrator_app.ui.seat_ring import SeatRing, SeatView

pytestmark = pytest.mark.qt_log_ignore(r"This plugin does not support", extend=True)

#: seat -> (status, tonight's tokens): the trial's seat 4 at the game's end, a struck chip
#: on a seat in play and on a half-dead one
SEATS = {4: ("dead", ["shot", "saved:void"]), 7: ("alive", ["inquired:void"]),
         9: ("half_dead", ["saved:void"]), 18: ("alive", ["blocked"])}


def luminance(colour: QColor) -> float:
    """WCAG's relative luminance of ``colour``."""
    def channel(c: float) -> float:
        return c / 12.92 if c <= 0.03928 else ((c + 0.055) / 1.055) ** 2.4
    return (0.2126 * channel(colour.redF()) + 0.7152 * channel(colour.greenF())
            + 0.0722 * channel(colour.blueF()))


def contrast(a: QColor | str, b: QColor | str) -> float:
    la, lb = sorted((luminance(QColor(a)), luminance(QColor(b))), reverse=True)
    return (la + 0.05) / (lb + 0.05)


@pytest.fixture(params=["normal", "contrast"])
def ring(request, qtbot, qapp):
    qapp.setProperty("ravi_theme", request.param)
    ring = SeatRing()
    qtbot.addWidget(ring)
    ring.resize(530, 559)  # the ring of an 18-seat desk at 1280×720
    ring.set_seats([SeatView(s, "", "شهروند ساده", *SEATS.get(s, ("alive", [])))
                    for s in range(1, 19)])
    ring.set_center_text("پایان بازی")
    ring.show()
    qtbot.waitExposed(ring)
    yield ring
    qapp.setProperty("ravi_theme", None)


def void_chips(ring, seat: int) -> list:
    return [(box, ink, bg) for kind, _t, box, font, ink, bg in ring._items(ring._view(seat))
            if kind == "token" and font.strikeOut()]


@pytest.mark.parametrize("picker", ["none", "legal", "refused", "picked"])
def test_a_struck_chip_reads_and_stands_out_on_every_card(ring, picker) -> None:
    if picker != "none":
        targets = {s: (None if picker == "legal" else "no") for s in range(1, 19)}
        ring.set_targets(targets, list(range(1, 19)) if picker == "picked" else [])
    QApplication.processEvents()
    ink, fill, edge = ring.void_look()
    image = ring.grab().toImage()
    ratio = image.devicePixelRatio()
    for seat in (4, 7, 9):
        (box, chip_ink, chip_bg), = void_chips(ring, seat)
        assert (chip_ink, chip_bg) == (ink, fill)
        card = ring._card_look(ring._view(seat), ring.colours())[0]
        assert contrast(ink, fill) >= 4.5, (seat, picker)  # its word reads on its fill
        # the chip stands out from its card: by its fill or by its edge
        assert max(contrast(fill, card), contrast(edge, card)) >= 3.0, (seat, picker, card)
        # the edge is painted: the chip's side, half-way down, is of the edge's colour
        y = round(box.center().y() * ratio)
        side = [image.pixelColor(round((box.left() + d) * ratio), y) for d in (0.5, 1.0)]
        assert max(contrast(p, card) for p in side) >= 3.0 or contrast(fill, card) >= 3.0, (
            seat, picker, [p.name() for p in side], card)


def test_a_crowded_cards_chips_keep_apart(ring) -> None:
    """Seat 4 at the game's end: «out», «shot» and «saved» without effect, each whole, none
    over another, over the seat's texts or over the card's border."""
    texts = ring.painted_texts()[4]
    chips = [b for k, _t, b, _f, _i, bg in ring._items(ring._view(4))
             if bg is not None and k != "number"]
    assert [t.kind for t in texts if t.kind in ("status", "token", "more")] == [
        "status", "token", "token"]
    card = ring.seat_rect(4)
    inner = card.adjusted(2.5, 2.5, -2.5, -2.5)  # the out card's dashed border (2.5 px)
    for i, a in enumerate(chips):
        assert inner.contains(a), a
        assert not any(a.intersects(b) for b in chips[i + 1:]), a
        for t in texts:
            if t.kind in ("name", "role", "number") and t.text:
                assert not a.intersects(t.rect), (a, t)
