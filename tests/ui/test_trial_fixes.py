"""What a new narrator met following only the README (issue: the README trial): lines of
«seat (name)» laid out left to right in Persian, a «show this player» card that says a bare
«۱», a name field too narrow to read, a hint that outlived its cause, an empty box."""

from __future__ import annotations

import pytest
from desk_driver import REFERENCE, reference_setup
from PySide6.QtCore import Qt
from PySide6.QtGui import QColor, QFont
from PySide6.QtWidgets import QApplication, QLabel

from narrator_app.engine import Setup
from narrator_app.engine.scenario import seed_ids
from narrator_app.ui.texts import fill, seat_short, tr

pytestmark = pytest.mark.qt_log_ignore(r"This plugin does not support raise\(\)", extend=True)


def ink_span(widget) -> tuple[int, int]:
    """(leftmost, rightmost) pixel column of ``widget``'s drawn text (any pixel unlike its
    top-left corner); (-1, -1) if nothing is drawn."""
    img = widget.grab().toImage()
    bg = img.pixelColor(0, 0)
    cols = [x for x in range(img.width())
            if any(_differs(img.pixelColor(x, y), bg) for y in range(img.height()))]
    return (cols[0], cols[-1]) if cols else (-1, -1)


def _differs(a: QColor, b: QColor) -> bool:
    return abs(a.red() - b.red()) + abs(a.green() - b.green()) + abs(a.blue() - b.blue()) > 60


def test_trackers_lines_of_seats_are_right_to_left_in_persian(qtbot, window):
    """A trackers line holding only «seat (name)» items is laid out right to left and set
    against the right edge in Persian, like every other line of the panel (item 1)."""
    c = window.c
    assert c.lang == "fa"
    # a wide side column: the role's name and its seats (one entry since issue 23) leave
    # room at the line's far end, where a left-to-right line would start
    window.resize(2400, 768)
    window.splitter.setSizes([500, 1000, 900])
    assert c.new_game(reference_setup(), REFERENCE)
    window.trackers.refresh()
    QApplication.processEvents()
    labels = [lab for lab in window.trackers.widget().findChildren(QLabel) if lab.isVisible()]
    # the entries of roles without trackers: «<b>role</b>: seat (name), …» (issue 23: one
    # compact entry a card)
    bodies = [lab for lab in labels if "(" in lab.text() and "\u2068" in lab.text()
              and "—" not in lab.text().split("</b>")[0]]
    assert bodies, [lab.text() for lab in labels]
    for lab in bodies:
        left, right = ink_span(lab)
        assert right > lab.width() - 12, (lab.text(), left, right, lab.width())
        assert left > 30, (lab.text(), left, right, lab.width())


# --- item 2: the «show this player» card says what it shows; its button, to whom ----------


def _open_card(qtbot, window):
    box = window.night_panel  # shown while the player is awake, never by day
    qtbot.mouseClick(box.show_signal_button, Qt.MouseButton.LeftButton)
    card = box.card
    qtbot.waitExposed(card)
    return card


def test_card_says_it_is_the_number_of_mafia(qtbot, window):
    """Nostradamus's card reads «تعداد مافیاها» above «۱», never a bare «۱»; the button on
    his intro-night step, once his three picks are in, says what and to whom (seat 11,
    Nasim)."""
    c = window.c
    assert c.new_game(reference_setup(), REFERENCE)
    c.end_phase()
    for seat in (2, 8, 9):
        window.ring.seatClicked.emit(seat)
    box = window.night_panel
    assert box.show_signal_button.text() == fill(tr("Show the number of mafia to %1"),
                                                 seat_short(11, c.names, "fa"))
    assert box.show_signal_button.text().startswith("نشان دادن تعداد مافیاها به \u2067۱۱")
    card = _open_card(qtbot, window)
    assert card.caption.isVisible() and card.caption.text() == "تعداد مافیاها"
    assert card.text() == "۱"
    # still no other secret: no seat, no name, no role on the card
    shown = " ".join(lab.text() for lab in card.findChildren(QLabel) if lab.isVisible())
    assert not any(n in shown for n in c.names) and "۱۱" not in shown
    card.dismiss()


def test_card_says_it_is_the_detectives_answer(qtbot, window):
    """Classic: the detective's card reads «پاسخ» above «شهروند»; the button, on the night
    panel once his step is confirmed (he is awake), names the detective's seat (4, Maryam)."""
    c = window.c
    names = ("Ali", "Sara", "رضا", "Maryam", "Kaveh", "Nima", "Omid", "Pari")
    deal = ["godfather", "simple_mafia", "doctor", "detective", "plain_citizen",
            "plain_citizen", "plain_citizen", "plain_citizen"]
    assert c.new_game(Setup("classic", names, {"cards_enabled": False}), deal)
    c.end_phase()  # intro night
    c.end_phase()  # day 1, nobody out
    for key, value in (("mafia", {}), ("doctor", {}), ("detective", {"inquire": 1})):
        assert c.step(key, value), c.last_error
    QApplication.processEvents()
    box = window.night_panel
    assert box.show_signal_button.text() == (
        "نشان دادن پاسخ کارآگاه به \u2067۴\u00a0(\u2068Maryam\u2069)\u2069")
    card = _open_card(qtbot, window)
    assert card.caption.text() == "پاسخ" and card.text() == tr("Citizen")
    card.dismiss()


# --- item 3: the new-game dialog gives the preset name room -----------------------------


def _new_game_dialog(qtbot):
    from narrator_app.ui.new_game_dialog import NewGameDialog
    from narrator_app.ui.settings import Settings

    d = NewGameDialog(Settings())
    qtbot.addWidget(d)
    d.show()
    qtbot.waitExposed(d)
    return d


def test_preset_name_field_shows_a_name(qtbot):
    """«Save the rules as» has room for a club's name («قوانین باشگاه ما»), not one letter,
    at the dialog's size on a small screen and narrower still."""
    d = _new_game_dialog(qtbot)
    edit = d.preset_name
    for width in (d.width(), 700):
        d.resize(width, d.height())
        QApplication.processEvents()
        need = edit.fontMetrics().horizontalAdvance("قوانین باشگاه ما") + 16
        assert edit.width() >= need, (width, edit.width(), need)
        # every house rule's row is as tall as its wrapped texts
        t = d.rules_table
        assert all(t.rowHeight(r) >= t.sizeHintForRow(r) for r in range(t.rowCount()))


# --- item 4: the count note only while a count is refused ------------------------------


def test_count_note_only_while_the_count_is_refused(qtbot):
    d = _new_game_dialog(qtbot)
    spin, note = d.count_spin, d.count_note
    assert spin.value() == 11
    assert not note.isVisible()  # 11 is played: nothing refused
    spin.setFocus()
    qtbot.keyClick(spin, Qt.Key.Key_Down)  # asking for 10
    assert spin.value() == 11
    assert note.isVisible() and "۱۰" in note.text() and "۱۱" in note.text()
    qtbot.keyClick(spin, Qt.Key.Key_Up)
    assert spin.value() == 12 and not note.isVisible()
    spin.setValue(13)
    assert not note.isVisible()
    spin.setValue(18)
    qtbot.keyClick(spin, Qt.Key.Key_Up)  # asking for 19
    assert spin.value() == 18
    assert note.isVisible() and "۱۹" in note.text()
    qtbot.keyClick(spin, Qt.Key.Key_Down)
    assert not note.isVisible()


# --- item 3: the house rules dialog fits a small screen ---------------------------------


@pytest.mark.parametrize("sid", seed_ids())
def test_house_rules_fit_without_sideways_scrolling(qtbot, sid):
    """At 820×640 (a 1366×768 screen) and 760×640 (1280×720 with a margin) no horizontal
    scroll bar, and every «default: …» is wholly inside the visible rules."""
    from PySide6.QtWidgets import QScrollArea

    from narrator_app.engine.scenario import load_scenario
    from narrator_app.ui.house_rules_dialog import HouseRulesDialog

    d = HouseRulesDialog(load_scenario(sid))
    qtbot.addWidget(d)
    d.show()
    qtbot.waitExposed(d)
    assert d.width() <= 1280 - 40 and d.height() <= 720 - 60
    scroll = d.findChild(QScrollArea)
    for width in (820, 760):
        d.resize(width, 640)
        QApplication.processEvents()
        assert not scroll.horizontalScrollBar().isVisible(), (width, sid)
        viewport = scroll.viewport()
        for key, label in d.default_labels.items():
            left = label.mapTo(viewport, label.rect().topLeft()).x()
            right = label.mapTo(viewport, label.rect().topRight()).x()
            assert 0 <= left and right <= viewport.width(), (width, key, left, right)
            assert label.height() >= label.heightForWidth(label.width()), (width, key)


# --- item 5: the F1 sheet's keys are never cut ------------------------------------------


def test_shortcut_keys_fit_their_column(qtbot):
    """«Alt+1 … Alt+9» and every other key cell is wider than its text with the cell's
    margins on both sides (it was cut at the left in Persian)."""
    from PySide6.QtGui import QFontMetrics
    from PySide6.QtWidgets import QStyle

    from narrator_app.ui.shortcuts import ShortcutSheet

    sheet = ShortcutSheet()
    qtbot.addWidget(sheet)
    sheet.show()
    qtbot.waitExposed(sheet)
    t = sheet.table
    margin = t.style().pixelMetric(QStyle.PixelMetric.PM_FocusFrameHMargin, None, t) + 1
    texts = [t.item(r, 0).text() for r in range(t.rowCount())]
    assert any("Alt+1" in x for x in texts)
    for r, text in enumerate(texts):
        need = QFontMetrics(t.item(r, 0).font()).horizontalAdvance(text) + 2 * margin + 1
        assert t.columnWidth(0) >= need + 4, (text, t.columnWidth(0), need)


# --- item 5: no empty «after the intro night» box ---------------------------------------

CLASSIC_NAMES = ("Ali", "Sara", "رضا", "Maryam", "Kaveh", "Nima", "Omid", "Pari")
CLASSIC_DEAL = ["godfather", "simple_mafia", "doctor", "detective", "plain_citizen",
                "plain_citizen", "plain_citizen", "plain_citizen"]


def test_no_empty_box_after_a_quiet_intro_night(qtbot, window):
    """Classic day 1: the intro night had nothing to read aloud, tell or show, so the
    «پس از شب معارفه» box is not there; the Godfather game's Nostradamus box still is."""
    c = window.c
    assert c.new_game(Setup("classic", CLASSIC_NAMES, {"cards_enabled": False}), CLASSIC_DEAL)
    c.end_phase()  # the intro night: the mafia meet
    assert (c.state.phase, c.state.number) == ("day", 1)
    QApplication.processEvents()
    assert not window.announcement.isVisible()
    assert c.new_game(reference_setup(), REFERENCE)
    c.end_phase()
    assert c.step("nostradamus", {"pick": [2, 8, 9], "side": "city"})
    c.end_phase()
    QApplication.processEvents()
    assert window.announcement.isVisible() and window.announcement.private.isVisible()
    assert not window.announcement.show_button.isVisible()  # shown on the intro night


# --- item 6: a blocked actor's token is drawn without effect ----------------------------


def test_blocked_actors_tokens_are_without_effect(qtbot, window):
    """The Matador blocks Leon (5) and Dr Watson (4): Leon's shot on 2 and the save on 8
    are marked without effect by the engine (``leon:void``, ``saved:void``) and the ring
    says «(بی‌اثر)» in a grey pill; the mafia's shot on 8 keeps its plain token."""
    from narrator_app.engine import tokens_tonight
    from narrator_app.ui.texts import token_label

    c = window.c
    assert c.new_game(reference_setup(), REFERENCE)
    c.end_phase()
    assert c.step("nostradamus", {"pick": [2, 8, 9], "side": "city"})
    c.end_phase()
    c.end_phase()  # day 1: nobody out
    assert c.state.phase == "night"
    for key, value in (("mafia", {"shot": 8}), ("matador", {"block": 5}),
                       ("dr_watson", {"save": 8}), ("leon", {"shoot": 2})):
        assert c.step(key, value), (key, c.last_error)
    QApplication.processEvents()
    tokens = tokens_tonight(c.state)
    assert tokens[2] == ["leon:void"]
    assert sorted(tokens[8]) == ["saved", "shot"]  # Watson is not blocked: his save works
    assert tokens[5] == ["blocked"]
    ring = window.ring
    void = fill(tr("%1 (no effect)"), token_label("leon"))
    assert void.endswith("(بی‌اثر)")
    assert void in ring.seat_texts(2) and token_label("leon") not in ring.seat_texts(2)
    # drawn apart from the live tokens: the pill's colour is not the token colour
    col = ring.colours()
    pills = [(t, f.strikeOut(), bg) for kind, t, _box, f, _ink, bg in ring._items(ring._view(2))
             if kind == "token"]
    assert pills == [(token_label("leon"), True, col.card_out)], pills
    pills = [bg for kind, _t, _box, _f, _ink, bg in ring._items(ring._view(8)) if kind == "token"]
    assert col.token in pills  # the mafia's shot and the save: live


def blocked_doctor_night(c) -> None:
    """The reference game at Night 1: the mafia shoot 8, the Matador blocks Dr Watson (4),
    whose save on 8 is then without effect."""
    assert c.new_game(reference_setup(), REFERENCE)
    c.end_phase()
    assert c.step("nostradamus", {"pick": [2, 8, 9], "side": "city"})
    c.end_phase()
    c.end_phase()
    for key, value in (("mafia", {"shot": 8}), ("matador", {"block": 4}),
                       ("dr_watson", {"save": 8})):
        assert c.step(key, value), (key, c.last_error)
    QApplication.processEvents()


def test_blocked_doctor_save_is_without_effect(qtbot, window):
    from narrator_app.engine import tokens_tonight

    c = window.c
    blocked_doctor_night(c)
    assert sorted(tokens_tonight(c.state)[8]) == ["saved:void", "shot"]
    texts = window.ring.seat_texts(8)
    assert any(t.endswith("(بی‌اثر)") for t in texts), texts


def test_a_save_without_effect_is_slashed_on_the_ring(qtbot, window):
    """A narrator's trial (the reference game, 18 seats, Persian): the Matador blocked Dr
    Watson, whose save on 8 does nothing, but seat 8 showed «نجات» beside «شلیک» like a live
    save: the pill's strike-out line is lost in Persian letters, which join along their own
    line. The pill is slashed across (TR98-2): the slash's points clear of the word's letters
    (each letter keeps a halo of the chip's fill about it, LY116-2) are in its ink."""
    from PySide6.QtGui import QImage, QPainter

    c = window.c
    blocked_doctor_night(c)
    ring = window.ring
    void = [(box, text, f, QColor(ink), QColor(bg)) for kind, text, box, f, ink, bg
            in ring._items(ring._view(8)) if kind == "token" and f.strikeOut()]
    assert len(void) == 1, void
    box, text, font, ink, bg = void[0]
    image = ring.grab().toImage()
    ratio = image.width() / ring.width()
    # the word alone, where the ring paints it: a slash's point within 2 px of its ink is
    # in the word's halo
    alone = QImage(ring.width() + 2, ring.height() + 2, QImage.Format.Format_ARGB32)
    alone.fill(QColor("white"))
    p = QPainter(alone)
    plain = QFont(font)
    plain.setStrikeOut(False)
    p.setFont(plain)
    p.setPen(QColor("black"))
    p.drawText(box, Qt.AlignmentFlag.AlignCenter, text)
    p.end()
    line = ring.void_slash(box)
    near_ink = free = 0
    for i in range(1, 20):
        pt = line.pointAt(i / 20)
        if any(alone.pixelColor(round(pt.x()) + dx, round(pt.y()) + dy).lightness() < 200
               for dx in range(-2, 3) for dy in range(-2, 3)):
            continue  # at a letter: the halo's
        free += 1
        px = image.pixelColor(round(pt.x() * ratio), round(pt.y() * ratio))
        d_ink = sum(abs(a - b) for a, b in zip(px.getRgb()[:3], ink.getRgb()[:3], strict=True))
        d_bg = sum(abs(a - b) for a, b in zip(px.getRgb()[:3], bg.getRgb()[:3], strict=True))
        near_ink += d_ink < d_bg
    assert free >= 3, free  # the slash shows at the chip's ends at least
    assert near_ink >= free - 1, (near_ink, free)
