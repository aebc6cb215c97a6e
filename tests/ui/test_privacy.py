"""The privacy cover (F12) and the full-screen «show this player» card, in the real window."""

from __future__ import annotations

import pytest
from PySide6.QtCore import Qt
from PySide6.QtWidgets import QAbstractButton, QAbstractItemView, QApplication, QLabel, QWidget

from narrator_app.ui.privacy import ShowPlayerCard, signal_text
from narrator_app.ui.texts import describe_choice, fill, seat_short, token_label, tr

pytestmark = pytest.mark.qt_log_ignore(r"This plugin does not support raise\(\)", extend=True)


def visible_texts(window) -> list[str]:
    """Every text the main window shows now: labels, buttons, list rows, tooltips, the ring."""
    QApplication.processEvents()
    out = [window.windowTitle(), window.statusBar().currentMessage()]
    for w in window.findChildren(QWidget):
        if not w.isVisible():
            continue
        if isinstance(w, (QLabel, QAbstractButton)):
            out.append(w.text())
        if isinstance(w, QAbstractItemView) and w.model() is not None:
            m = w.model()
            out += [str(m.index(r, 0).data() or "") for r in range(m.rowCount())]
        out.append(w.toolTip())
    ring = window.ring
    for v in ring.seats():
        out += ring.seat_texts(v.seat)
        out.append(ring.seat_tooltip(v.seat))
    return [t for t in out if t]


def role_names(c) -> list[str]:
    return [n for r in c.scenario.roles for n in (r.name.fa, r.name.en)]


def secrets_shown(window) -> list[str]:
    """Visible texts naming a role or a recorded night choice (the scenario's own name,
    which the whole table knows, is taken out first)."""
    c = window.c
    scen = c.scenario
    secrets = role_names(c) + [token_label(t) for t in ("shot", "saved", "blocked")]
    secrets += [describe_choice(k, v, scen, c.names, c.lang)
                for k, v in c.state.choices.items() if isinstance(v, dict) and v]
    secrets.append(fill(tr("Recorded: %1"), "").strip())
    bad = []
    for text in visible_texts(window):
        rest = text.replace(scen.name.fa, "").replace(scen.name.en, "")
        bad += [f"{s!r} in {text!r}" for s in secrets if s and s in rest]
    return bad


def to_night_one(c):
    c.end_phase()
    c.step("nostradamus", {"pick": [2, 8, 9], "side": "city"})
    c.end_phase()
    c.end_phase()
    assert (c.state.phase, c.state.number) == ("night", 1)


def press_f12(qtbot, window):
    qtbot.wait(50)  # queued (de)activation events of the phase changes first
    window.activateWindow()
    qtbot.waitUntil(lambda: QApplication.activeWindow() is window, timeout=2000)
    qtbot.keyClick(window, Qt.Key.Key_F12)
    QApplication.processEvents()


def test_f12_hides_every_secret_at_night_and_brings_them_back(window, reference_game, qtbot):
    c = reference_game
    to_night_one(c)
    assert c.step("mafia", {"shot": 8})
    assert c.step("matador", {"block": 4})
    shown = secrets_shown(window)
    assert any("پدرخوانده" in s for s in shown)  # the check sees roles ...
    assert any(token_label("shot") in s for s in shown)  # ... tokens ...
    assert any(tr("Recorded: %1").split("%1")[0].strip() in s for s in shown)  # ... choices
    assert window.hide_action.shortcuts()[0].toString() == "F12"
    press_f12(qtbot, window)
    assert window.hide_roles and window.hide_action.isChecked()
    assert secrets_shown(window) == []
    # the cover stands in the whole desk's place, not only the checklist's
    assert window.desk_stack.currentWidget() is window.cover_page
    assert window.cover_page.isVisible()
    for panel in (window.night_panel, window.ring, window.log_panel, window.announcement,
                  window.timer_panel, window.phase_label):
        assert not panel.isVisible()
    assert not window.statusBar().isVisible()
    assert not window.trackers.isVisible()
    assert window.ring.targets() is None and window.ring.picked() == []
    # still covered after the next confirmed step
    assert c.step("dr_watson", {})
    assert secrets_shown(window) == []
    press_f12(qtbot, window)
    assert not window.hide_roles
    assert window.desk_stack.currentWidget() is window.desk
    assert window.stack.currentWidget() is window.night_panel
    assert any("پدرخوانده" in s for s in secrets_shown(window))
    assert window.trackers.isVisible()


def test_cover_by_day_keeps_the_day_and_hides_the_private_signal(window, reference_game, qtbot):
    c = reference_game
    c.end_phase()
    c.step("nostradamus", {"pick": [2, 8, 9], "side": "city"})
    c.end_phase()
    box = window.announcement
    # the count was shown on the intro night's step: by day only the narrator's note
    assert box.private.isVisible() and not box.show_button.isVisible()
    press_f12(qtbot, window)
    assert not box.private.isVisible() and not box.show_button.isVisible()
    assert window.stack.currentWidget() is window.day_panel  # back there with F12
    assert not window.day_panel.isVisible() and window.cover_page.isVisible()
    # the speaking clock stays on the cover (public facts: time and the speaker's seat)
    assert not window.cover_page.clock.isVisible()
    qtbot.keyClick(window, Qt.Key.Key_Space)
    QApplication.processEvents()
    assert window.timer_panel.public_clock() is not None
    assert window.cover_page.clock.isVisible() and window.cover_page.speaker.isVisible()
    assert secrets_shown(window) == []
    private = box.private_lines[0]
    assert not any(private in t for t in visible_texts(window))
    press_f12(qtbot, window)
    assert box.private.isVisible() and not box.show_button.isVisible()


def test_show_this_player_card_full_screen_not_closed_by_a_tap_or_click(window,
                                                                         reference_game, qtbot):
    c = reference_game
    c.end_phase()
    # the intro night's Nostradamus step, his three picks in (S0:L7): the count's card
    box = window.night_panel
    for seat in (2, 8, 9):
        window.ring.seatClicked.emit(seat)
    # what and to whom (Nostradamus holds seat 11): the button sits under the count
    assert box.show_signal_button.text() == fill(tr("Show the number of mafia to %1"),
                                                 seat_short(11, c.names))
    qtbot.mouseClick(box.show_signal_button, Qt.MouseButton.LeftButton)
    card = box.card
    assert isinstance(card, ShowPlayerCard)
    qtbot.waitExposed(card)
    assert card.isFullScreen()
    assert card.text() == "۱"  # the number only, under what it is
    assert card.caption.text() == tr("Number of mafia")
    assert card.label.font().pointSize() >= 100 or "160pt" in card.label.styleSheet()
    qtbot.keyClick(card, Qt.Key.Key_Escape)  # a tap, not the one-second hold
    qtbot.mouseClick(card, Qt.MouseButton.LeftButton)
    qtbot.wait(card.HOLD_MS + 100)
    assert card.isVisible()
    with qtbot.waitSignal(card.closed, timeout=2000):
        card.dismiss()  # what the hold or the confirmed close button do


def test_no_button_without_a_private_signal(window, reference_game):
    c = reference_game
    c.end_phase()
    c.step("nostradamus", {"pick": [2, 8, 9], "side": "city"})
    c.end_phase()
    c.end_phase()  # day 1 ends: night 1, nothing recorded -> day 2's morning
    for key in ("mafia", "matador", "dr_watson", "leon", "citizen_kane", "constantine"):
        c.step(key, {})
    assert c.end_phase()
    assert window.announcement.isVisible()
    assert not window.announcement.show_button.isVisible()


def test_signal_text_is_the_word_or_number_only(qapp):
    from narrator_app.engine import Game, Setup

    # an inquiry's answer is under its role's id: the game says what the signal is
    st = Game(Setup("mafia_nights", tuple(f"P{i}" for i in range(1, 13)))).state
    assert signal_text({"nostradamus_count": 2}) == "۲"
    assert signal_text({"guard_code": 3}, "en") == "3"
    assert signal_text({"detective": "mafia"}, "fa", st) == tr("Mafia")
    assert signal_text({"detective": "citizen"}, "fa", st) == tr("Citizen")
    assert signal_text({}) is None and signal_text(None) is None
    assert signal_text({"something_else": 1}) is None
