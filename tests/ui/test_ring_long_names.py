"""Eighteen seats with the long names a club types: every role whole, the names readable and
the phase's name in the table's centre (round 105, LY105-1).

Godfather–Nostradamus at 18 seats, the window at 1280×696 and 1366×744 (1280×720 and
1366×768 under a title bar), in Persian with Persian names («سید محمدرضا حسینی‌نژاد») and in
English with English ones («Alexandra Montgomery-Smith»): the cards grew to hold the longest
name beside the column of pills (255–276 px) and the table's centre went, the phase's name
with it, while the names were painted abbreviated all the same. Now, where no card with every
name whole keeps room for the phase's name, the pills go on the name's line at its end and
the name takes what the seat's pills leave of it (whole, else its short form, else that
elided), the card as wide as keeps a quarter of the ring for the centre; the role is whole on
its own line, the number whole in its badge, and the cards keep their size from phase to
phase.
"""

from __future__ import annotations

import pytest
from desk_driver import desk_in
from PySide6.QtWidgets import QApplication

from narrator_app.engine import Game, Setup
from narrator_app.engine.simulate import random_game
from narrator_app.messages import digits
from narrator_app.ui.seat_ring import name_forms

pytestmark = pytest.mark.qt_log_ignore(r"This plugin does not support", extend=True)

NAMES = {
    "fa": ("سید محمدرضا حسینی‌نژاد", "فاطمه‌السادات میرزایی", "علیرضا قاسمی",
           "مریم‌سادات طباطبایی", "امیرحسین رضایی‌پور", "زهرا", "محمدمهدی کرمانشاهی",
           "سارا احمدی", "عبدالرضا شریعتمداری", "نگین", "سید ابوالفضل موسوی‌زاده",
           "پریسا نوروزی", "حمیدرضا اسماعیلی", "کیمیا", "غلامحسین بهشتی‌پور", "شیرین",
           "مصطفی خسروشاهی", "الهام‌السادات حسینی"),
    "en": ("Alexandra Montgomery-Smith", "Christopher Vanderbilt", "Elizabeth Fitzgerald",
           "Maximilian Hoffmann", "Bartholomew O'Connor", "Anna", "Jacqueline Richardson",
           "Tom", "Konstantinos Papadopoulos", "Catherine Wellington", "Sebastian Blackwood",
           "Priya Raghunathan", "Alexander Hamilton-Jones", "Mia", "Nathaniel Worthington",
           "Gwendolyn Ashcroft", "Leo", "Margaret Thornbury"),
}


def _readable(painted: str, name: str, alone: bool, names: tuple[str, ...]) -> bool:
    """The name as painted: whole, or one of its shortened forms («Alexandra M.», «سید
    محمدرضا ح.»: :func:`name_forms`, the table's ``names`` telling them apart, LY106-1); on a
    card whose pills share the line (``alone`` False), also the shortest elided to the room
    they leave."""
    forms = name_forms(name, names)
    if painted == name or painted in forms:
        return True
    if not alone and painted.endswith("…") and forms[-1].startswith(painted[:-1]):
        return True
    # cut in the middle, only as its own start + «…» + its own end, where its start is
    # another seat's too (LY107-1)
    start, mid, end = painted.partition("…")
    return (not alone and bool(mid) and bool(end) and len(start) >= 2
            and name.startswith(start) and name.endswith(end)
            and len(start) + len(end) < len(name))


@pytest.mark.parametrize("size", [(1280, 696), (1366, 744)])
@pytest.mark.parametrize("lang", ["fa", "en"])
def test_long_names_keep_the_centre_and_every_role(qtbot, controller, qapp, lang,
                                                     size) -> None:
    from narrator_app.ui.app import apply_language

    try:
        w = desk_in(qtbot, controller, lang, size)
        full = random_game("godfather_nostradamus", 18, 7, house_rules={})
        setup = Setup("godfather_nostradamus", NAMES[lang], dict(full.setup.house_rules))
        ring, seen = w.ring, {}
        for n in range(3, len(full.actions)):
            game = Game.replay(setup, full.actions[:n], full.scenario)
            at = (game.state.phase, game.state.number)
            if at in seen or game.state.winner is not None:
                continue
            if len(seen) == 4:
                break
            controller.game = game
            controller.changed.emit()
            QApplication.processEvents()
            assert w.width() <= size[0], at  # the window still fits the screen
            # the phase's name, whole, in the centre, which keeps at least its room
            assert ring.centre_shown(), (at, ring.card_rects()[1])
            assert ring.felt().width() >= ring._label_room(), at
            seen[at] = ring.card_rects()
            for seat, texts in ring.painted_texts().items():
                card, view = ring.seat_rect(seat), ring.seats()[seat - 1]
                assert all(card.contains(t.rect) for t in texts if t.text), (at, seat)
                (role,) = [t for t in texts if t.kind == "role"]
                assert role.text == view.role, (at, seat)  # whole
                (number,) = [t for t in texts if t.kind == "number"]
                assert number.text == digits(seat, lang), (at, seat)
                (name,) = [t for t in texts if t.kind == "name"]
                pills = [t for t in texts if t.kind not in ("number", "name", "role")]
                assert _readable(name.text, view.name, not pills, NAMES[lang]), (
                    at, seat, name.text)
                # the pills in one row, on the name's line, apart from the name; or those the
                # name's line cannot hold beside the name's short form at the role line's end,
                # apart from the role, the name then one of its whole forms (LY112-1)
                under = [t for t in pills
                         if abs(t.rect.center().y() - number.rect.center().y()) >= 1]
                assert all(abs(t.rect.center().y() - role.rect.center().y()) < 1
                           and not t.rect.intersects(role.rect) for t in under), (at, seat)
                assert not under or name.text in (view.name, *name_forms(view.name,
                                                                         NAMES[lang])), (
                    at, seat, name.text)
                assert not any(t.rect.intersects(name.rect) for t in pills), (at, seat)
        assert len(seen) == 4
        first = next(iter(seen.values()))
        assert all(rects == first for rects in seen.values())  # steady from phase to phase
    finally:
        apply_language(qapp, "fa")
