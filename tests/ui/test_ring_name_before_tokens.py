"""A seat's name stays readable before its tokens take its line (LY111-2).

At 18 seats with long names at 1280×720 (a narrator's trial, 225_zoom): the cards' pills
share the name's line (LY105-1's ``NAME_FIT``), and a seat with four tokens showed «shot»
«flipped» «stolen» «+1» and its name as «…» alone, with «Die-hard» below and room to its
side. Godfather–Nostradamus at 18 seats (English names in the English window, Persian in the
Persian one, 1280×696), its first night laid out, then four tokens on seat 1 (and on seat 13,
«Alexander Hamilton-Jones»): the name painted is the name, or one of its shortened forms at
the least (LY106-1); the role whole, no pill over a text, and every token in view or counted
by «+k».
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
from narrator_app.ui.seat_ring import NAME_FIT, name_forms

pytestmark = pytest.mark.qt_log_ignore(r"This plugin does not support", extend=True)

TOKENS = ["shot", "flipped", "inquired", "saved"]


@pytest.mark.parametrize("lang", ["en", "fa"])
def test_four_tokens_leave_the_name_readable(qtbot, controller, qapp, lang) -> None:
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
        crowded = (1, 13)
        seats = [dataclasses.replace(v, tokens=list(TOKENS)) if v.seat in crowded else v
                 for v in ring.seats()]
        ring.set_seats(seats)
        QApplication.processEvents()
        assert ring._layout()[5] == NAME_FIT
        painted = ring.painted_texts()
        for seat in crowded:
            view, texts = ring.seats()[seat - 1], painted[seat]
            card = ring.seat_rect(seat)
            assert all(card.contains(t.rect) for t in texts if t.text), seat
            (name,) = [t for t in texts if t.kind == "name"]
            assert name.text in (view.name, *name_forms(view.name, NAMES[lang])), (
                seat, name.text)
            (role,) = [t for t in texts if t.kind == "role"]
            assert role.text == view.role, seat  # whole
            (number,) = [t for t in texts if t.kind == "number"]
            assert number.text == digits(seat, lang)
            pills = [t for t in texts if t.kind not in ("number", "name", "role")]
            for pill in pills:
                assert not pill.rect.intersects(name.rect), (seat, pill.text)
                assert not pill.rect.intersects(role.rect), (seat, pill.text)
                assert not any(pill.rect.intersects(o.rect) for o in pills if o is not pill)
            folded = sum(int(t.text.lstrip("+").translate(str.maketrans("۰۱۲۳۴۵۶۷۸۹",
                                                                        "0123456789")))
                         for t in pills if t.kind == "more")
            # every token and the status (when it is news) in view or counted by «+k»
            tokens = [t for t in pills if t.kind in ("token", "status")]
            news = len(TOKENS) + (view.status != "alive")
            assert len(tokens) + folded == news, (seat, [t.text for t in pills])
    finally:
        apply_language(qapp, "fa")
