"""The table's centre keeps room for the phase's name, and every role starts at the same place
in its card (a narrator's trial, round 102).

English at 1280×720 (1280×696 under a title bar): Godfather–Jack Sparrow and Zodiac at 12
seats laid their cards out in two columns side by side («Al Capone (Godfather)», «Leon the
Professional» whole beside a column of pills), and the table's centre shrank to a strip or
went, the phase's name with it. Now the pills go in one row under the texts where the
cards' two columns are too tall, and where no layout keeps the centre wished for, the
largest fonts whose centre holds the phase's name come first. The roles were centred in
their lines, so a short one began further in than a long one: each now starts at its line's
reading start.

Not yet: English at 18 seats on a 1280×720 screen (Godfather–Nostradamus, «Leon the
Professional» whole in a 530 px ring): no form of card leaves the centre room there; the
ring would need 576 px (:data:`NOT_YET`, checked for its roles' start only).
"""

from __future__ import annotations

import pytest
from desk_driver import desk_in
from PySide6.QtWidgets import QApplication

from narrator_app.engine import Game, Setup
from narrator_app.engine.simulate import random_game

pytestmark = pytest.mark.qt_log_ignore(r"This plugin does not support", extend=True)

TABLES = (("zodiac", 12), ("godfather_jack_sparrow", 12), ("godfather_nostradamus", 18))
#: (scenario, language, window size) whose centre is still a strip (the module's docstring)
NOT_YET = {("godfather_nostradamus", "en", (1280, 696))}


@pytest.fixture(params=["en", "fa"])
def lang(request, qapp):
    from narrator_app.ui.app import apply_language

    yield request.param
    apply_language(qapp, "fa")


@pytest.mark.parametrize("size", [(1280, 696), (1366, 744)])
@pytest.mark.parametrize(("scenario", "seats"), TABLES)
def test_the_centre_shows_the_phase_and_roles_start_alike(qtbot, controller, lang, size,
                                                           scenario, seats) -> None:
    w = desk_in(qtbot, controller, lang, size)
    full = random_game(scenario, seats, 1)
    setup = Setup(scenario, ("",) * seats, dict(full.setup.house_rules))  # the trial: no names
    ring = w.ring
    widths, phases = set(), set()
    for n in range(1, len(full.actions)):
        game = Game.replay(setup, full.actions[:n], full.scenario)
        st = game.state
        if (st.phase, st.number) in phases or st.winner is not None:
            continue
        if len(phases) == 5:
            break
        phases.add((st.phase, st.number))
        controller.game = game
        controller.changed.emit()
        QApplication.processEvents()
        at = (scenario, lang, size, st.phase, st.number)
        if (scenario, lang, size) not in NOT_YET:
            assert ring.centre_shown(), at  # the phase's name, whole, in the table's centre
        assert w.width() <= size[0], at  # the window still fits the screen
        widths.add(ring.width())
        starts = set()
        for seat, texts in ring.painted_texts().items():
            card = ring.seat_rect(seat)
            (role,) = [t for t in texts if t.kind == "role"]
            assert role.text == ring.seats()[seat - 1].role, (at, seat)  # whole
            assert card.contains(role.rect), (at, seat)
            starts.add(round(card.right() - role.rect.right() if lang == "fa"
                             else role.rect.left() - card.left(), 1))
        assert len(starts) == 1, (at, starts)  # every role begins at the same place
    assert len(phases) == 5
    assert len(widths) == 1  # the ring keeps its width from phase to phase


@pytest.mark.xfail(strict=True, reason="not yet (LY102-2): English at 18 seats on a 1280×720 "
                   "screen, the ring would need 576 px against its 530")
def test_the_centre_at_18_seats_in_english_on_1280(qtbot, controller, qapp) -> None:
    """The case :data:`NOT_YET` leaves out, asked on its own so that it shows as expected to
    fail, and fails this test (strict) the day the centre has room there."""
    from narrator_app.ui.app import apply_language

    try:
        w = desk_in(qtbot, controller, "en", (1280, 696))
        full = random_game("godfather_nostradamus", 18, 1)
        setup = Setup("godfather_nostradamus", ("",) * 18, dict(full.setup.house_rules))
        controller.game = Game.replay(setup, full.actions[:3], full.scenario)
        controller.changed.emit()
        QApplication.processEvents()
        assert w.ring.centre_shown()
    finally:
        apply_language(qapp, "fa")
