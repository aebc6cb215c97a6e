"""Two seats whose names shorten alike are told apart on the ring (LY106-1).

A narrator's trial (Godfather–Nostradamus, 18 seats, Persian, 1280×720; e07_day0_18,
e08_night0_18): seats 1 and 3 both read «سیدمحمدحسین م.», and only the number told them
apart. A name's shortened form now keeps as much of the last name as tells it from the other
seats' («سیدمحمدحسین مو.», «سیدمحمدحسین می.»), and a three-word name takes the in-between
form «سید محمدرضا ح.» where it fits, before «سید م. ح.». Each is the name's own form
(:func:`name_forms`): whole, else one of those, else the shortest elided.
"""

from __future__ import annotations

import pytest

from narrator_app.ui.seat_ring import SeatRing, SeatView, name_forms, short_name

pytestmark = pytest.mark.qt_log_ignore(r"This plugin does not support", extend=True)

NAMES = ("سیدمحمدحسین موسوی", "فاطمه‌السادات میرزایی", "سیدمحمدحسین میرزایی",
         "مریم‌سادات طباطبایی", "امیرحسین رضایی‌پور", "زهرا", "محمدمهدی کرمانشاهی",
         "سارا احمدی", "عبدالرضا شریعتمداری", "نگین", "سید محمدرضا حسینی‌نژاد",
         "پریسا نوروزی", "حمیدرضا اسماعیلی", "کیمیا", "غلامحسین بهشتی‌پور", "شیرین",
         "مصطفی خسروشاهی", "الهام‌السادات حسینی")


def test_the_forms_tell_the_names_apart() -> None:
    assert short_name(NAMES[0]) == short_name(NAMES[2])  # the trial's two seats
    assert name_forms(NAMES[0], NAMES) == ["سیدمحمدحسین مو."]
    assert name_forms(NAMES[2], NAMES) == ["سیدمحمدحسین می."]
    assert name_forms(NAMES[10], NAMES) == ["سید محمدرضا ح.", "سید م. ح."]
    assert name_forms("کیمیا", NAMES) == []
    assert name_forms("Ali Reza", ["Ali Reza", "Ali Reza"]) == ["Ali R."]  # the same name


@pytest.mark.parametrize("size", [(530, 559), (616, 607)])  # 1280×720, 1366×768
def test_two_seats_never_read_the_same(qtbot, size) -> None:
    ring = SeatRing()
    qtbot.addWidget(ring)
    ring.resize(*size)
    ring.set_seats([SeatView(i, n, "شهروند ساده", "alive", [])
                    for i, n in enumerate(NAMES, 1)])
    ring.show()
    qtbot.waitExposed(ring)
    shown = {seat: next(t.text for t in texts if t.kind == "name")
             for seat, texts in ring.painted_texts().items()}
    if size[0] == 530:  # both shortened on the smaller screen's ring
        assert shown[1] != NAMES[0] and shown[3] != NAMES[2], shown
    assert shown[1] != shown[3], shown
    for seat, text in shown.items():
        forms = name_forms(NAMES[seat - 1], NAMES)
        assert text == NAMES[seat - 1] or text in forms or (
            text.endswith("…") and forms[-1].startswith(text[:-1])), (seat, text)
    shortened = [t for s, t in shown.items() if t != NAMES[s - 1] and not t.endswith("…")]
    assert len(set(shortened)) == len(shortened), shown
