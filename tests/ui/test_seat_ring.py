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


BAZPORS_13 = [("زهرا", "بازپرس"), ("کامران", "ناتو"), ("فرشته", "اسنایپر"),
              ("یوسف", "مافیای ساده"), ("Emma", "رویین‌تن"), ("Frank", "محقق"),
              ("Grace", "شهروند ساده"), ("Henry", "رئیس مافیا"), ("Iris", "کارآگاه"),
              ("Jack", "شیاد"), ("Kate", "شهروند ساده"), ("Leo", "شهروند ساده"),
              ("امیرعباس", "پزشک")]


@pytest.mark.parametrize("size", [(528, 558), (540, 600), (615, 650)])
def test_seats_stay_in_place_while_tonights_tokens_come(qtbot, size):
    """A seat given a third token tonight widened the cards' column of pills, and the ring
    laid every seat out again in another split mid-night: seat 2 took the bottom corner and
    seat 1 moved next to the narrator, and the narrator clicked the wrong player (a
    narrator's trial, Bazpors at 13 seats, 1280×720; CF50). Within a phase the seats keep
    their places while the cards fit there; a new phase's title lets them be laid out
    afresh."""
    ring = SeatRing()
    qtbot.addWidget(ring)
    ring.resize(*size)
    views = [SeatView(i, n, r, "alive", []) for i, (n, r) in enumerate(BAZPORS_13, 1)]
    ring.set_center_text("شب ۱")
    ring.set_seats(views)
    ring.show()
    qtbot.waitExposed(ring)
    before = [ring.seat_center(s) for s in range(1, 14)]
    tokens = {9: ["shot", "flipped", "saved"], 4: ["inquired"], 10: ["linked"]}
    for grown in (1, 2, 3):  # the night goes on: one token more on seat 9 each time
        views = [SeatView(v.seat, v.name, v.role, "alive",
                          tokens.get(v.seat, [])[:grown]) for v in views]
        ring.set_seats(views)
        # each seat where it was: the cards may widen a little, and their centres with them
        # (a few pixels), never to another place around the table
        quarter = ring.seat_rect(1).width() / 4
        moved = [(a - b).manhattanLength() for a, b in
                 zip((ring.seat_center(s) for s in range(1, 14)), before, strict=True)]
        assert max(moved) <= quarter, (grown, moved)
        rects = [ring.seat_rect(s) for s in range(1, 14)]
        assert not any(a.intersects(b) for i, a in enumerate(rects) for b in rects[i + 1:])
    # a new phase: the seats keep the places they have had this game while they fit there
    # (a narrator's trial saw every seat move at the day, CF70-6; before, a new phase was
    # laid out afresh)
    kept = [ring.seat_center(s) for s in range(1, 14)]
    ring.set_center_text("روز ۲")
    quarter = ring.seat_rect(1).width() / 4
    moved = [(a - b).manhattanLength() for a, b in
             zip((ring.seat_center(s) for s in range(1, 14)), kept, strict=True)]
    assert max(moved) <= quarter, moved


def _sides(ring: SeatRing, seats: int) -> list[str]:
    """Which part of the table each seat sits at: top, bottom, left or right (its centre
    against the ring's middle, by the card's size)."""
    out = []
    for s in range(1, seats + 1):
        c, r = ring.seat_center(s), ring.seat_rect(s)
        if c.y() < r.height():
            out.append("top")
        elif c.y() > ring.height() - r.height():
            out.append("bottom")
        else:
            out.append("left" if c.x() < ring.width() / 2 else "right")
    return out


MAFIA_NIGHTS_13 = [("علی", "کارآگاه"), ("رضا", "روان‌پزشک"), ("مریم", "دکتر لکتر"),
                   ("سارا", "دست‌کج (فروشنده)"), ("حسین", "جوکر"), ("نازنین", "مافیای ساده"),
                   ("امیر", "شهردار"), ("زهرا", "پدرخوانده"), ("محمد", "شهروند ساده"),
                   ("پریسا", "جان‌سخت"), ("کیان", "دکتر"), ("نگار", "لئون حرفه‌ای"),
                   ("بهرام", "شهروند ساده")]


def _table(qtbot, size: tuple[int, int], title: str, views: list[SeatView],
           room: bool) -> SeatRing:
    """A ring of ``size`` showing ``views`` under ``title``; by day (``room``) its cards keep
    room for a mark (seat 4 silenced)."""
    ring = SeatRing()
    qtbot.addWidget(ring)
    ring.resize(*size)
    ring.set_center_text(title)
    ring.set_seats(views)
    ring.set_marks({4: ["silenced"]} if room else {}, room)
    ring.show()
    qtbot.waitExposed(ring)
    return ring


def test_the_seats_keep_their_places_from_night_to_day(qtbot) -> None:
    """A narrator's trial (Mafia Nights, 13 seats, 1366×768): at Day 3 every seat moved to
    another place: the day's panels leave the ring a little narrower and its cards keep room
    for a mark, and the ring was laid out afresh in another split of rows and sides. The
    narrator clicks by where the seats were. The places the table's seats have had are kept
    while the cards fit there (CF70-6)."""
    views = [SeatView(i, n, r, "alive", []) for i, (n, r) in enumerate(MAFIA_NIGHTS_13, 1)]
    pairs = [((w, 603), (w - dw, 603)) for w in range(560, 660, 10) for dw in (10, 20)]

    def moves(pair) -> bool:  # a night and a day that, each on its own, split differently
        night, day = (_table(qtbot, pair[0], "شب ۲", views, False),
                      _table(qtbot, pair[1], "روز ۳", views, True))
        return _sides(night, 13) != _sides(day, 13)

    pair = next((p for p in pairs if moves(p)), None)
    assert pair is not None  # (the trial's case exists at these sizes)
    ring = _table(qtbot, pair[0], "شب ۲", views, False)
    night = _sides(ring, 13)
    ring.set_center_text("روز ۳")  # the day: narrower, room for a mark on every card
    ring.resize(*pair[1])
    ring.set_marks({4: ["silenced"]}, True)
    assert _sides(ring, 13) == night
    rects = [ring.seat_rect(s) for s in range(1, 14)]
    assert not any(a.intersects(b) for i, a in enumerate(rects) for b in rects[i + 1:])
