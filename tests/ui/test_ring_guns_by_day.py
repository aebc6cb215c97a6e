"""The Zodiac gunner's guns on the ring by day (Z106-2): guns handed out at night are in
their holders' hands the next day (S2:L120-L124) and the ring shows each, with its type,
while it may be fired, as LY108-2's bomb; a fired gun leaves the ring. Real window,
offscreen."""

from __future__ import annotations

from PySide6.QtWidgets import QApplication

from narrator_app.engine import Setup, token_text

ZODIAC = ["al_capone", "bomber", "magician", "guard", "ocean", "gunner", "leon", "detective",
          "doctor", "plain_citizen", "plain_citizen", "zodiac"]
NAMES = tuple(f"P{i}" for i in range(1, 13))


def test_the_ring_shows_last_night_s_guns_by_day(window, controller) -> None:
    c, ring = controller, window.ring
    assert c.new_game(Setup("zodiac", NAMES), ZODIAC), c.last_error
    while (c.state.phase, c.state.number) != ("night", 1):
        assert c.end_phase(), c.last_error
    assert c.step("gunner", {"give": {8: "war", 10: "blank"}}), c.last_error
    assert c.end_phase(), c.last_error
    QApplication.processEvents()
    assert (c.state.phase, c.state.number) == ("day", 2)
    war, blank = token_text("gun_war", c.lang), token_text("gun_blank", c.lang)
    assert war in ring.seat_texts(8), ring.seat_texts(8)
    assert blank in ring.seat_texts(10), ring.seat_texts(10)
    assert c.step("guns", [{"shooter": 10, "target": 5}]), c.last_error  # the blank fired
    QApplication.processEvents()
    assert blank not in ring.seat_texts(10), ring.seat_texts(10)
    assert war in ring.seat_texts(8), ring.seat_texts(8)
