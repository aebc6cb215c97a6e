"""A picked seat's place («۱», «۲») is ringed and stands clear of the tokens beside it
(LY113-3).

A narrator's trial (Namayande's election, the sacrifice; 18 seats, 1280×720): the picks'
places were bare digits between the name and the tokens, the place's pill filled like the
picked card, «۱» read as part of «شلیک» beside it. Here the ring is painted as the desk
shows it, four seats picked in order (with tokens, without, half-dead), and each place is
read from the picture along its middle row: a ring of ink round the digit (an edge of ink
at each side of the place, apart from the digit's own), then at least 6 px of the card's
fill before anything else is painted (the name, a token), on both sides.
"""

from __future__ import annotations

import pytest
from PySide6.QtGui import QColor
from PySide6.QtWidgets import QApplication

from narrator_app.ui.seat_ring import SeatRing, SeatView

pytestmark = pytest.mark.qt_log_ignore(r"This plugin does not support", extend=True)

SEATS = {3: ("alive", ["shot", "saved"]), 7: ("alive", ["inquired"]), 12: ("alive", []),
         15: ("half_dead", ["blocked"])}
PICKED = [3, 7, 12, 15]


@pytest.fixture(params=[("fa", 530), ("en", 530), ("fa", 600)])
def ring(request, qtbot, qapp):
    from narrator_app.ui.app import apply_language

    lang, width = request.param
    apply_language(qapp, lang)
    ring = SeatRing()
    qtbot.addWidget(ring)
    ring.set_language(lang)
    ring.resize(width, 559)  # the ring of an 18-seat desk at 1280×720 (and a wider one)
    name, role = ("علیرضا قاسمی", "شهروند ساده") if lang == "fa" else ("Alexander H.",
                                                                      "Plain citizen")
    ring.set_seats([SeatView(s, name, role, *SEATS.get(s, ("alive", [])))
                    for s in range(1, 19)])
    ring.set_targets({s: None for s in range(1, 19)}, PICKED, True)
    ring.show()
    qtbot.waitExposed(ring)
    QApplication.processEvents()
    yield ring
    apply_language(qapp, "fa")


def runs(dark: list[bool]) -> list[tuple[int, int]]:
    """The runs of True in ``dark``: (first, last) indices."""
    out: list[tuple[int, int]] = []
    for i, d in enumerate(dark):
        if d and (not out or out[-1][1] != i - 1):
            out.append((i, i))
        elif d:
            out[-1] = (out[-1][0], i)
    return out


def test_each_place_is_ringed_and_clear_of_its_neighbours(ring) -> None:
    col = ring.colours()
    ink, card = QColor(col.ink), QColor(col.picked)
    middle = (ink.lightness() + card.lightness()) / 2
    image = ring.grab().toImage()
    assert image.devicePixelRatio() == 1
    for order, seat in enumerate(PICKED, start=1):
        boxes = ring.pill_boxes(seat, "order")
        assert len(boxes) == 1, (seat, boxes)
        box = boxes[0]
        y = round(box.center().y())
        card_rect = ring.seat_rect(seat)
        xs = list(range(int(card_rect.left()) + 6, int(card_rect.right()) - 6))
        dark = [image.pixelColor(x, y).lightness() < middle for x in xs]
        inside = [i for i, x in enumerate(xs) if box.left() <= x <= box.right()]
        mine = [r for r in runs(dark) if inside[0] <= r[0] and r[1] <= inside[-1]]
        # a ring: an edge at each side and the digit between them
        assert len(mine) >= 3, (ring.lang, seat, order, mine)
        first, last = mine[0][0], mine[-1][1]
        # then the card's fill, at least 6 px, before anything else on either side
        before = next((i for i in range(first - 1, -1, -1) if dark[i]), -1)
        after = next((i for i in range(last + 1, len(xs)) if dark[i]), len(xs))
        assert first - before - 1 >= 6 and after - last - 1 >= 6, (
            ring.lang, seat, order, first - before - 1, after - last - 1)
