"""English at 18 seats on a 1280×720 screen: the table's centre holds the phase's name (a
narrator's trial, rounds 102 and 104, LY104-1).

Godfather–Nostradamus at 18 seats in English, the window at 1280×696 (1280×720 under a title
bar): «Leon the Professional» whole beside a column of pills made every card 240 px wide in a
530 px ring, and the table's centre was a strip without the phase's name. The cards now
carry their pills in one row on the name's line (after the number and the name, which are
short) and the role under both, across the whole card: 186 px cards, a centre of 134 px. The
cards keep their size from phase to phase, every text and pill inside its own card and apart
from the others, the role whole; a seat with more pills than the row holds counts the others
in «+k» (the note and the defence always shown).
"""

from __future__ import annotations

import pytest
from desk_driver import desk_in
from PySide6.QtWidgets import QApplication

from narrator_app.engine import Game, Setup
from narrator_app.engine.simulate import random_game
from narrator_app.ui.seat_ring import NAME_ROW, SeatRing, SeatView, mark_word

pytestmark = pytest.mark.qt_log_ignore(r"This plugin does not support", extend=True)

ROLES = ["Plain citizen", "Simple mafia", "The Godfather", "Nostradamus", "Saul Goodman",
         "Matador", "Leon the Professional", "Citizen Kane", "Constantine", "Dr Watson"]


def _apart(texts) -> None:
    """No two of a card's texts (the name, the role, each pill's word) overlap."""
    boxes = [t for t in texts if t.text]
    for i, a in enumerate(boxes):
        for b in boxes[i + 1:]:
            assert not a.rect.intersects(b.rect), (a, b)


def _ring(qtbot, names: tuple[str, ...]) -> SeatRing:
    ring = SeatRing()
    qtbot.addWidget(ring)
    ring.resize(530, 559)  # the ring of a 1280×696 window
    ring.set_language("en")
    ring.set_seats([SeatView(s, names[s - 1], ROLES[s % len(ROLES)],
                             "dead" if s in (2, 8, 12) else "half_dead" if s == 6 else "alive",
                             ["shot", "saved"] if s in (6, 7) else [])
                    for s in range(1, 19)])
    ring.show()
    qtbot.waitExposed(ring)
    return ring


@pytest.fixture
def english(qapp):
    from narrator_app.ui.app import apply_language

    apply_language(qapp, "en")  # the pills' English words
    yield
    apply_language(qapp, "fa")


@pytest.mark.parametrize("names", [("",) * 18, tuple(f"P{s}" for s in range(1, 19))])
def test_pills_on_the_names_line_leave_the_centre(qtbot, english, names) -> None:
    """The trial's table (no names, or short ones): the pills share the name's line, the role
    is whole under them, the phase's name is in the centre; marks and notes by day change no
    card, every pill stays inside its card, the defence and the note always shown."""
    ring = _ring(qtbot, names)
    ring.set_center_text("Night 1")
    assert ring._layout()[5] == NAME_ROW
    assert ring.centre_shown()
    first = ring.card_rects()
    # 240 px beside a column of pills; the centre 26 px (134 and 100 now)
    assert all(r.width() <= 203 for r in first.values()), first
    assert ring.felt().width() >= 100
    cases = [({}, False, ()), ({}, True, (8,)), ({}, True, (8, 3, 6)),
             ({3: ["speaker", "defense"], 5: ["silenced"], 6: ["defense"]}, True, (3, 6, 8)),
             ({4: ["defense"], 7: ["speaker"]}, True, (7,))]
    for i, (marks, room, noted) in enumerate(cases):
        ring.set_center_text(f"Day {i + 1}")  # a new phase: laid out afresh
        ring.set_marks(marks, room)
        ring.set_noted(noted)
        assert ring.card_rects() == first, (marks, room, noted)
        assert ring.centre_shown(), (marks, room, noted)
        for seat, texts in ring.painted_texts().items():
            card = ring.seat_rect(seat)
            assert all(card.contains(t.rect) for t in texts if t.text), (seat, texts)
            _apart(texts)
            (role,) = [t for t in texts if t.kind == "role"]
            assert role.text == ring.seats()[seat - 1].role, seat  # whole
            (number,) = [t for t in texts if t.kind == "number"]
            pills = [t for t in texts if t.kind not in ("number", "name", "role")]
            # one row, on the number's (the name's) line, above the role
            assert all(abs(t.rect.center().y() - number.rect.center().y()) < 1 for t in pills)
            assert all(t.rect.bottom() <= role.rect.top() for t in pills), seat
            kinds = [t.kind for t in texts]
            more = sum(int(t.text.lstrip("+")) for t in texts if t.kind == "more")
            news = len(marks.get(seat, [])) + len(ring.seats()[seat - 1].tokens) + (
                ring.seats()[seat - 1].status != "alive")
            assert kinds.count("mark") + kinds.count("status") + kinds.count("token") \
                + more == news, (seat, texts)
            assert kinds.count("note") == (seat in noted), (seat, texts)
            shown = {t.text for t in texts}
            assert all(mark_word(k) in shown for k in marks.get(seat, []) if k != "speaker"), (
                seat, [(t.kind, t.text, t.rect.width()) for t in texts], ring._layout()[4])


@pytest.fixture
def en_desk(qapp, qtbot, controller):
    from narrator_app.ui.app import apply_language

    w = desk_in(qtbot, controller, "en", (1280, 696))
    yield w
    apply_language(qapp, "fa")


def test_an_english_eighteen_seat_game_shows_its_phases(en_desk, controller):
    """The trial's table in English: 18 seats of Godfather–Nostradamus without names, played
    action by action, a note on every seat: from the first night to the game's last phase no
    seat moves, the phase's name is in the centre, every role whole in its card."""
    w, c = en_desk, controller
    full = random_game("godfather_nostradamus", 18, 7, house_rules={})
    setup = Setup("godfather_nostradamus", ("",) * 18, dict(full.setup.house_rules))
    seen: dict[tuple[str, int], dict] = {}
    for n in range(3, len(full.actions)):
        g = Game.replay(setup, full.actions[:n], full.scenario)
        if g.state.winner is not None:
            break
        g.seat_notes = {(s, "intro_night"): "x" for s in range(1, 19)}
        c.game = g
        c.changed.emit()
        QApplication.processEvents()
        at = (g.state.phase, g.state.number)
        if at in seen:
            continue
        seen[at] = w.ring.card_rects()
        assert w.ring.centre_shown(), at
        for seat, texts in w.ring.painted_texts().items():
            card = w.ring.seat_rect(seat)
            assert all(card.contains(t.rect) for t in texts if t.text), (at, seat)
            _apart(texts)
            (role,) = [t for t in texts if t.kind == "role"]
            assert role.text == w.ring.seats()[seat - 1].role, (at, seat)
    days = [k for k in seen if k[0] == "day"]
    assert len(days) >= 3 and any(v.status == "dead" for v in w.ring.seats())
    first = next(iter(seen.values()))
    assert all(rects == first for rects in seen.values()), [
        k for k, rects in seen.items() if rects != first]
