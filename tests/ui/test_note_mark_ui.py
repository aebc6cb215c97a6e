"""A narrator's trial: a note kept on a seat left no mark on the seat's card, so he could
not tell which seats had notes. A seat with a note now carries «یادداشت» / "note" in a pill at
its card's outer bottom corner (the notes in the seat's tooltip), gone once the note is
emptied; it follows the notes through undo, redo and a reopened game; the privacy cover hides
it and the public display never shows it; at 18 seats on a 1280×720 screen it cuts neither
the name nor the role."""

from __future__ import annotations

import pytest
from desk_driver import desk_in, shown_window
from PySide6.QtCore import QRect, Qt
from PySide6.QtGui import QColor
from PySide6.QtWidgets import QApplication
from test_cover_everything import cover, leaks, uncover
from test_seat_notes_ui import NOTE, notes_tab, type_note
from test_table_legibility import SCRIPT, check_ring, stated_minimums

from narrator_app.ui.notes_panel import current_phase_key
from narrator_app.ui.seat_ring import CARD_PAD_X, NOTE_COLOURS, note_word

pytestmark = pytest.mark.qt_log_ignore(r"This plugin does not support raise\(\)",
                                       r"This plugin does not support propagateSizeHints",
                                       extend=True)

BROWN = QColor(NOTE_COLOURS[1])


def mark_texts(ring, seat: int) -> list:
    """The note marks the ring paints on ``seat``'s card."""
    return [t for t in ring.painted_texts().get(seat, []) if t.kind == "note"]


def brown_share(ring, seat: int) -> float:
    """The share of the pixels of ``seat``'s note pill, in the ring's picture as painted on
    the screen, that are of the pill's own colour (0 when the card paints no note pill)."""
    boxes = ring.pill_boxes(seat, "note")
    if not boxes:
        return 0.0
    box = boxes[0].toAlignedRect()
    image = ring.grab().toImage()
    pixels = [image.pixelColor(x, y) for x in range(box.left(), box.right() + 1)
              for y in range(box.top(), box.bottom() + 1)]
    return sum(p == BROWN for p in pixels) / len(pixels)


def shows_mark(ring, seat: int) -> bool:
    """The seat's card paints the note mark, and its pill is on the screen in its colour."""
    QApplication.processEvents()
    texts = mark_texts(ring, seat)
    return (note_word() in ring.seat_texts(seat) and len(texts) == 1
            and texts[0].text == note_word() and brown_share(ring, seat) > 0.4)


def empty_note(qtbot, window, seat: int) -> None:
    """Choose ``seat`` on the ring, empty its note in the box and keep that."""
    panel = notes_tab(window)
    qtbot.mouseClick(window.ring, Qt.MouseButton.LeftButton, pos=window.ring.seat_center(seat))
    assert panel.seat() == seat
    panel.edit.setFocus()
    panel.edit.selectAll()
    qtbot.keyClick(panel.edit, Qt.Key.Key_Delete)
    assert panel.edit.toPlainText() == ""
    qtbot.mouseClick(panel.keep_button, Qt.MouseButton.LeftButton)


def test_a_kept_note_marks_its_seat_until_it_is_emptied(qtbot, window, reference_game, table):
    ring = window.ring
    assert not any(shows_mark(ring, s) for s in range(1, 12))
    type_note(qtbot, window, 4, NOTE)
    assert shows_mark(ring, 4)
    assert [s for s in range(1, 12) if shows_mark(ring, s)] == [4]
    card, (mark,) = ring.seat_rect(4), mark_texts(ring, 4)
    assert card.contains(mark.rect)
    # Persian: the card's outer bottom corner is its left (the number and name at its right)
    (box,) = ring.pill_boxes(4, "note")
    assert box.left() - card.left() <= CARD_PAD_X + 1 and box.center().y() > card.center().y()
    for other in ring.painted_texts()[4]:
        if other.kind != "note":
            assert not other.rect.intersects(mark.rect), other
    assert NOTE in table.tooltip(4)  # the note itself, on the seat's tooltip
    type_note(qtbot, window, 9, "pointed at 5")
    assert [s for s in range(1, 12) if shows_mark(ring, s)] == [4, 9]
    empty_note(qtbot, window, 4)
    assert (4, "intro_day") not in reference_game.game.seat_notes
    assert [s for s in range(1, 12) if shows_mark(ring, s)] == [9]
    assert brown_share(ring, 4) == 0


def test_the_mark_follows_the_notes_through_undo_redo_and_reopening(
        qtbot, window, reference_game, tmp_path):
    c, ring = reference_game, window.ring
    type_note(qtbot, window, 6, NOTE)  # on the intro day
    assert c.end_phase()  # the intro night
    assert shows_mark(ring, 6)
    assert c.undo()  # back to the intro day: the note is the game's still
    assert c.state.phase == "intro_day" and c.game.seat_notes == {(6, "intro_day"): NOTE}
    assert shows_mark(ring, 6)
    assert c.redo()
    assert c.state.phase == "intro_night" and shows_mark(ring, 6)
    # the game reopened on another desk: the note, and its mark, come back with it
    desk = shown_window(qtbot, tmp_path / "other")
    other = desk.c
    assert not shows_mark(desk.ring, 6)
    assert other.open_from(c.autosave_file())
    assert other.game.seat_notes == {(6, "intro_day"): NOTE}
    assert shows_mark(desk.ring, 6)
    assert [s for s in range(1, 12) if shows_mark(desk.ring, s)] == [6]


def test_the_cover_and_the_public_display_never_show_the_mark(
        qtbot, window, reference_game, table):
    ring = window.ring
    type_note(qtbot, window, 3, NOTE)
    window.open_public_display()
    pw = window.public_window
    qtbot.waitExposed(pw)
    assert shows_mark(ring, 3)  # on the narrator's desk
    shown = pw.shown_texts()
    assert all(NOTE not in t and note_word() not in t for t in shown), shown
    cover(qtbot, window)
    table.tooltip(3)
    assert leaks(window, [NOTE]) == []
    for seat in range(1, 12):
        assert note_word() not in ring.seat_texts(seat)
        assert mark_texts(ring, seat) == [] and ring.pill_boxes(seat, "note") == []
    shown = pw.shown_texts()
    assert all(NOTE not in t and note_word() not in t for t in shown), shown
    uncover(qtbot, window)
    assert shows_mark(ring, 3)
    window.public_window.close()


@pytest.mark.parametrize(("phase", "lang"), [("night", "fa"), ("day", "fa"), ("night", "en")])
def test_at_18_seats_on_1280x720_the_mark_cuts_no_name_or_role(qtbot, controller, phase, lang):
    """Every seat of an 18-seat table noted (tonight's tokens, the day's tied vote): each
    card paints its mark inside it, over no other text, and the names and roles just as
    they were painted before the notes."""
    from narrator_app.ui.app import apply_language

    app = QApplication.instance()
    try:
        w = desk_in(qtbot, controller, lang, (1366, 768))
        SCRIPT.build(w, "godfather_nostradamus", 18, phase, lang)
        w.fit_to_screen(QRect(0, 0, 1280, 720))
        QApplication.processEvents()
        assert w.width() <= 1280 and w.height() <= 720
        ring = w.ring

        def words() -> dict[int, list[tuple[str, str]]]:
            return {s: [(t.kind, t.text) for t in texts if t.kind in ("name", "role")]
                    for s, texts in ring.painted_texts().items()}

        before = words()
        key = current_phase_key(controller)
        for seat in range(1, 19):
            assert controller.set_seat_note(seat, key, f"{NOTE} {seat}")
        QApplication.processEvents()
        assert words() == before
        check_ring(ring, stated_minimums())  # inside the cards, none over another
        for seat in range(1, 19):
            assert shows_mark(ring, seat), seat
            (mark,) = mark_texts(ring, seat)
            assert ring.seat_rect(seat).contains(mark.rect), seat
    finally:
        apply_language(app, "fa")

