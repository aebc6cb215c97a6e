"""A seat's name readable beside its tokens, every token whole (LY112-1).

At 18 seats with long names at 1280×720 (a narrator's trial, 225_zoom) the cards' pills share
the name's line (LY105-1's ``NAME_FIT``) and a seat with three or four tokens showed its name
as «ال…» or «…». LY111-2 gave the name room by cutting tokens («…», «ha…»), and was reverted.
Godfather–Nostradamus at 18 seats (English names in the English window, Persian in the
Persian one, 1280×696), its first night, four tokens on seats 1 and 13: every pill is whole
(its text is its token's word, the status's, or «+k»), the tokens in view or counted by «+k»,
nothing over another text; seat 1's role line takes some of its pills, and where the role's
line took pills the name is one of its whole forms (LY106-1); the other seats are drawn as
before. (Seat 13, «Alexander H.» beside «Saul Goodman», half-dead: its name's short form
would hide one more of its pills behind «+k», so its card stays as it was.)
"""

from __future__ import annotations

import dataclasses

import pytest
from desk_driver import desk_in
from PySide6.QtWidgets import QApplication
from test_ring_long_names import NAMES

from narrator_app.engine import Game, Setup
from narrator_app.engine.simulate import random_game
from narrator_app.messages import digits
from narrator_app.ui.seat_ring import NAME_FIT, name_forms, short_role

pytestmark = pytest.mark.qt_log_ignore(r"This plugin does not support", extend=True)

TOKENS = ["shot", "flipped", "inquired", "saved"]


@pytest.mark.parametrize("lang", ["en", "fa"])
def test_four_tokens_whole_and_the_name_readable(qtbot, controller, qapp, lang) -> None:
    from narrator_app.ui.app import apply_language

    try:
        w = desk_in(qtbot, controller, lang)
        full = random_game("godfather_nostradamus", 18, 7, house_rules={})
        setup = Setup("godfather_nostradamus", NAMES[lang], dict(full.setup.house_rules))
        n = next(i for i in range(3, len(full.actions))
                 if Game.replay(setup, full.actions[:i], full.scenario).state.phase == "night")
        controller.game = Game.replay(setup, full.actions[:n], full.scenario)
        controller.changed.emit()
        QApplication.processEvents()
        ring = w.ring
        assert ring._layout()[5] == NAME_FIT  # the pills on the name's line
        before = ring.painted_texts()
        crowded = (1, 13)
        seats = [dataclasses.replace(v, tokens=list(TOKENS)) if v.seat in crowded else v
                 for v in ring.seats()]
        ring.set_seats(seats)
        QApplication.processEvents()
        assert ring._layout()[5] == NAME_FIT
        painted = ring.painted_texts()
        for seat in range(1, 19):  # the others drawn as before
            if seat not in crowded:
                assert [(t.kind, t.text, t.rect) for t in painted[seat]] == [
                    (t.kind, t.text, t.rect) for t in before[seat]], seat
        for seat in crowded:
            view, texts = ring.seats()[seat - 1], painted[seat]
            card = ring.seat_rect(seat)
            assert all(card.contains(t.rect) for t in texts if t.text), seat
            (name,) = [t for t in texts if t.kind == "name"]
            (role,) = [t for t in texts if t.kind == "role"]
            (number,) = [t for t in texts if t.kind == "number"]
            assert number.text == digits(seat, lang)
            pills = [t for t in texts if t.kind not in ("number", "name", "role")]
            # every pill whole: a token's word, the status's, or «+k»
            tokens = [t for t in pills if t.kind in ("token", "status")]
            assert tokens and all("…" not in t.text for t in pills), [t.text for t in pills]
            known = {p[1] for p in ring._pills_of(view)}  # the seat's pills' whole words
            assert all(t.text in known for t in tokens), [t.text for t in tokens]
            for pill in pills:
                assert not pill.rect.intersects(name.rect), (seat, pill.text)
                assert not pill.rect.intersects(role.rect), (seat, pill.text)
                assert not any(pill.rect.intersects(o.rect) for o in pills if o is not pill)
            folded = sum(int(t.text.lstrip("+").translate(str.maketrans("۰۱۲۳۴۵۶۷۸۹",
                                                                        "0123456789")))
                         for t in pills if t.kind == "more")
            news = len(TOKENS) + (view.status != "alive")
            assert len(tokens) + folded == news, (seat, [t.text for t in pills])
            on_role = [t for t in pills if t.rect.top() > name.rect.center().y()]
            if seat == 1:  # its role's line has room for some of its tokens
                assert on_role, (seat, [t.text for t in pills])
            if on_role:  # the role's line took pills: the name at least its short form
                assert name.text in (view.name, *name_forms(view.name, NAMES[lang])), (
                    seat, name.text)
            assert role.text in (view.role, short_role(view.role)), (seat, role.text)
    finally:
        apply_language(qapp, "fa")
