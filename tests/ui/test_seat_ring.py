"""The seat ring: fixed geometry (seat 1 at the narrator's left, clockwise, never mirrored),
what each seat shows, hide roles, tooltips and clicks."""

from __future__ import annotations

import math

import pytest
from PySide6.QtCore import QPoint, Qt

from narrator_app.ui.seat_ring import SeatRing, SeatView
from narrator_app.ui.texts import status_label, token_label

pytestmark = pytest.mark.qt_log_ignore(r"This plugin does not support raise\(\)", extend=True)


def make_ring(qtbot, n=11, direction=Qt.LayoutDirection.RightToLeft) -> SeatRing:
    ring = SeatRing()
    ring.setLayoutDirection(direction)
    qtbot.addWidget(ring)
    ring.resize(640, 640)
    ring.set_seats([SeatView(i, f"P{i}", "نقش", "alive", []) for i in range(1, n + 1)])
    ring.show()
    qtbot.waitExposed(ring)
    return ring


def clockwise_angle(ring: SeatRing, seat: int) -> float:
    """Angle of the seat around the centre, measured clockwise on screen from straight
    down (0) — i.e. from the narrator's place."""
    c = ring.rect().center()
    p = ring.seat_center(seat)
    dx, dy = p.x() - c.x(), p.y() - c.y()
    # screen y grows downwards: clockwise from "down" goes to the left first
    return math.atan2(-dx, dy) % (2 * math.pi)


@pytest.mark.parametrize("n", [11, 14, 18])
def test_seat_one_is_at_the_narrators_left_and_seats_run_clockwise(qtbot, n):
    ring = make_ring(qtbot, n)
    c = ring.rect().center()
    narrator = ring.narrator_center()
    assert abs(narrator.x() - c.x()) <= 1 and narrator.y() > c.y()  # bottom centre
    first, last = ring.seat_center(1), ring.seat_center(n)
    assert first.y() > c.y() and first.x() < c.x()  # bottom, left of centre
    assert last.y() > c.y() and last.x() > c.x()  # bottom, right of centre
    angles = [clockwise_angle(ring, s) for s in range(1, n + 1)]
    assert angles == sorted(angles)  # strictly clockwise
    assert len(set(angles)) == n


def test_geometry_is_not_mirrored_by_the_layout_direction(qtbot):
    rtl = make_ring(qtbot, 11, Qt.LayoutDirection.RightToLeft)
    ltr = make_ring(qtbot, 11, Qt.LayoutDirection.LeftToRight)
    assert [rtl.seat_center(s) for s in range(1, 12)] == [ltr.seat_center(s) for s in range(1, 12)]


def test_cards_do_not_overlap_at_1366x768_share(qtbot):
    ring = make_ring(qtbot, 11)
    ring.resize(615, 650)
    rects = [ring.seat_rect(s) for s in range(1, 12)]
    for i, a in enumerate(rects):
        for b in rects[i + 1:]:
            assert not a.intersects(b)


def test_seat_at_each_painted_centre_is_that_seat(qtbot):
    ring = make_ring(qtbot, 11)
    for s in range(1, 12):
        assert ring.seat_at(ring.seat_center(s)) == s
    assert ring.seat_at(ring.rect().center()) is None


def test_hide_roles_hides_roles_and_tokens_not_status(qtbot):
    ring = make_ring(qtbot, 3)
    ring.set_seats([SeatView(1, "Ali", "پدرخوانده", "alive", ["shot", "blocked"]),
                    SeatView(2, "Sara", "ماتادور", "half_dead", []),
                    SeatView(3, "Reza", "لئون حرفه‌ای", "dead", [])])
    assert ring.seat_texts(1) == ["۱", "Ali", "پدرخوانده", status_label("alive"),
                                  token_label("shot"), token_label("blocked")]
    ring.set_hide_roles(True)
    assert ring.seat_texts(1) == ["۱", "Ali", status_label("alive")]
    assert ring.seat_texts(2) == ["۲", "Sara", status_label("half_dead")]
    assert ring.seat_texts(3) == ["۳", "Reza", status_label("dead")]
    assert "پدرخوانده" not in ring.seat_tooltip(1)
    ring.grab()  # paints without error


def test_clicks_and_tooltips(qtbot):
    ring = make_ring(qtbot, 4)
    ring.set_targets({1: None, 2: "نه این یکی.", 3: None, 4: None}, [3])
    assert ring.is_legal(1) and ring.is_legal(2) is False
    assert ring.seat_tooltip(2) == "نه این یکی."
    assert ring.picked() == [3]
    with qtbot.waitSignal(ring.seatClicked) as blocker:
        qtbot.mouseClick(ring, Qt.MouseButton.LeftButton, pos=ring.seat_center(4))
    assert blocker.args == [4]
    with qtbot.assertNotEmitted(ring.seatClicked):
        qtbot.mouseClick(ring, Qt.MouseButton.LeftButton, pos=QPoint(2, 2))
    ring.set_targets(None)
    assert ring.is_legal(1) is None
