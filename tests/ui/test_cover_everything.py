"""Issue 12, items 1 and 2: nothing secret on screen under the privacy cover, and the
«show this player» card closed only by the narrator.

The walker reads every visible widget of the application (labels, buttons, line edits,
combo boxes, text views, item views' display and tooltip data, group and tab titles,
tooltips, window titles, the seat ring's painted texts) and the main window's status bar
message, and looks for the scenario's role names (Persian and English) and for the texts
that were secret before the cover went on (trackers, the Mayor line, the gun holders, the
exit and half-dead lines, a refusal just shown). Each of the five scenarios is walked at
night and by day, through the real window.
"""

from __future__ import annotations

import pytest
from desk_driver import Table
from PySide6.QtCore import QEvent, QPoint, Qt
from PySide6.QtGui import QKeyEvent, QKeySequence
from PySide6.QtTest import QTest
from PySide6.QtWidgets import (
    QAbstractButton,
    QAbstractItemView,
    QApplication,
    QMessageBox,
    QPlainTextEdit,
    QTextEdit,
    QToolTip,
    QWidget,
)
from widget_texts import own_texts

from narrator_app.engine import Setup
from narrator_app.ui.privacy import ShowPlayerCard
from narrator_app.ui.seat_ring import SeatRing
from narrator_app.ui.texts import tr
from narrator_app.ui.widget_lists import widgets

pytestmark = pytest.mark.qt_log_ignore(r"This plugin does not support raise\(\)", extend=True)

# no player name that is also a role name («Leon»)
NAMES = ("Ali", "Sara", "Reza", "مریم", "Laleh", "Kaveh", "Nima", "Omid", "Pari", "Hadi",
         "Nasim", "Bita")


# --- the walker --------------------------------------------------------------------------
def _model_texts(view: QAbstractItemView) -> list[str]:
    m = view.model()
    out: list[str] = []
    if m is None:
        return out

    def count(what, parent) -> int:
        try:
            return what(parent)
        except TypeError:  # a list model's columnCount / hasChildren are private
            return 0

    def walk(parent, depth=0):
        for r in range(m.rowCount(parent)):
            for col in range(max(1, count(m.columnCount, parent))):
                idx = m.index(r, col, parent)
                for role in (Qt.ItemDataRole.DisplayRole, Qt.ItemDataRole.ToolTipRole):
                    v = idx.data(role)
                    if v:
                        out.append(str(v))
                if depth < 3 and count(m.hasChildren, idx):
                    walk(idx, depth + 1)

    from PySide6.QtCore import QModelIndex

    walk(QModelIndex())
    return out


def screen_texts(window) -> list[str]:
    """Every text the application shows now, and the main window's status bar message
    (shown or not); with each tab of the side box the narrator can bring up (the trackers,
    the log) in front in turn."""
    tabs = getattr(window, "side_tabs", None)
    if tabs is None:
        return _screen_texts(window)
    keep, out = tabs.currentIndex(), []
    for i in range(tabs.count()):
        if tabs.isTabVisible(i):
            tabs.setCurrentIndex(i)
            out += _screen_texts(window)
    tabs.setCurrentIndex(keep)
    return out


def _screen_texts(window) -> list[str]:
    QApplication.processEvents()
    out = [window.statusBar().currentMessage()]
    if QToolTip.isVisible():
        out.append(QToolTip.text())
    with widgets() as every:  # the collector paused: widget_lists
        for w in every:
            out += _widget_texts(w)
    return [t for t in out if t]


def _widget_texts(w) -> list[str]:
    out: list[str] = []
    if not w.isVisible():
        return out
    if w.isWindow():
        out.append(w.windowTitle())
    out += own_texts(w)  # labels, buttons, boxes, tabs, fields, tooltips (widget_texts.py)
    if isinstance(w, (QTextEdit, QPlainTextEdit)):
        out.append(w.toPlainText())
    if isinstance(w, QAbstractItemView):
        out += _model_texts(w)
    if isinstance(w, SeatRing):
        for v in w.seats():
            out += w.seat_texts(v.seat)
            out.append(w.seat_tooltip(v.seat))
    return out


def leaks(window, extra=()) -> list[str]:
    """Visible texts that name a role of the scenario or hold one of ``extra`` (texts that
    were secret before the cover); the scenario's own name is taken out first."""
    scen = window.c.scenario
    secrets = [n for r in scen.roles for n in (r.name.fa, r.name.en)]
    secrets += [t for t in extra if t]
    bad = []
    for text in screen_texts(window):
        rest = text.replace(scen.name.fa, "").replace(scen.name.en, "")
        bad += [f"{s!r} in {text!r}" for s in secrets if s in rest]
    return bad


def cover(qtbot, window) -> None:
    qtbot.wait(50)
    window.activateWindow()
    qtbot.waitUntil(lambda: QApplication.activeWindow() is window, timeout=2000)
    qtbot.keyClick(window, Qt.Key.Key_F12)
    QApplication.processEvents()
    assert window.hide_roles


def uncover(qtbot, window) -> None:
    cover_key = Qt.Key.Key_F12
    window.activateWindow()
    qtbot.waitUntil(lambda: QApplication.activeWindow() is window, timeout=2000)
    qtbot.keyClick(window, cover_key)
    QApplication.processEvents()
    assert not window.hide_roles


def tracker_texts(window) -> list[str]:
    return [text for _who, text in window.trackers.rows()]


def check_covered(qtbot, window, secrets) -> None:
    """``secrets`` are on screen without the cover and none is with it; a refusal shown
    just before the cover goes on is gone too."""
    QApplication.processEvents()
    shown = " ".join(screen_texts(window))
    assert [s for s in secrets if s and s not in shown] == []  # the walker sees them
    assert leaks(window) != []  # and the roles
    # a refusal naming a role, as the engine's sentences may, just shown (15 s)
    role = window.c.scenario.roles[0].name.fa
    window.c.message.emit(f"{role}: refused")
    refusal = window.statusBar().currentMessage()
    assert refusal
    cover(qtbot, window)
    assert leaks(window, [*secrets, refusal]) == []
    uncover(qtbot, window)
    assert leaks(window) != []


# --- the table's hands (as in test_scenarios_ui) --------------------------------------------
def start(c, scenario: str, deal: list[str], rules=None) -> None:
    assert c.new_game(Setup(scenario, NAMES[: len(deal)], rules or {"cards_enabled": False}),
                      deal)


vote_out = Table.vote_out  # nominate, then the exit vote (tests/ui/desk_driver.py)


GODFATHER = ["godfather", "saul_goodman", "matador", "dr_watson", "leon", "citizen_kane",
             "constantine", "plain_citizen", "plain_citizen", "plain_citizen", "nostradamus"]


# --- item 2 --------------------------------------------------------------------------------
def test_godfather_half_dead_and_night_covered(qtbot, window, controller, table):
    c, t = controller, table
    start(c, "godfather_nostradamus", GODFATHER)
    c.end_phase()
    assert c.step("nostradamus", {"pick": [2, 8, 9], "side": "city"})
    check_covered(qtbot, window, tracker_texts(window))  # intro night
    c.end_phase()
    assert c.state.phase == "day"
    vote_out(t, 8, 6)  # Constantine is in the game: seat 8 leaves half-dead
    assert c.state.player(8).status == "half_dead"
    exit_text = window.day_panel.exit_label.text()
    assert tr("half-dead: Constantine may bring him back") in exit_text
    log = [str(window.log_panel.model.index(r).data())
           for r in range(window.log_panel.model.rowCount())]
    half = [line for line in log if "8" in line or "۸" in line][-1]
    check_covered(qtbot, window, [exit_text, half, *tracker_texts(window)])
    c.end_phase()
    assert c.state.phase == "night"
    assert c.step("mafia", {"shot": 9}), c.last_error
    check_covered(qtbot, window, tracker_texts(window))


def test_mafia_nights_mayor_line_covered(qtbot, window, controller, table):
    c, t = controller, table
    start(c, "mafia_nights", ["godfather", "joker", "dr_lecter", "simple_mafia", "pickpocket",
                              "mayor", "die_hard", "leon", "detective", "psychiatrist",
                              "doctor", "plain_citizen"])
    check_covered(qtbot, window, tracker_texts(window))  # intro night
    t.press("endNight", window.night_panel)
    t.seat(4)
    t.type_count(4, "7")
    t.seat(12)
    t.type_count(12, "7")
    t.press("confirmVotes")
    assert c.state.day.defense == [4, 12]
    extras = window.day_panel.extras
    assert extras.mayor_box.isVisible()
    mayor = extras.mayor_label.text()
    assert "6" in mayor or "۶" in mayor  # the Mayor's seat, never announced (A73)
    check_covered(qtbot, window, [mayor, *tracker_texts(window)])


def test_zodiac_gun_holders_covered(qtbot, window, controller, table):
    c, t = controller, table
    start(c, "zodiac", ["al_capone", "bomber", "magician", "guard", "ocean", "gunner", "leon",
                        "detective", "doctor", "plain_citizen", "plain_citizen", "zodiac"], {})
    panel = window.night_panel
    t.press("endDay")
    t.press("endNight", panel)
    vote_out(t, 12, 6)
    t.press("endDay")
    t.night("mafia", "shot", 10)
    t.night("magician", "none")
    t.night("bomber", "none")
    t.night("leon", "none")
    t.night("doctor", "none")
    t.night("detective", "none")
    t.press("option_give", panel)
    t.seat(5)
    t.seat(12 - 1)
    t.press("kind_5_war", panel)
    t.press("kind_11_blank", panel)
    t.press("confirmStep", panel)
    check_covered(qtbot, window, tracker_texts(window))  # night 1
    t.night("ocean", "none")
    t.press("endNight", panel)
    extras = window.day_panel.extras
    assert extras.guns_box.isVisible()
    guns = extras.guns_label.text()
    assert ("5" in guns or "۵" in guns) and ("11" in guns or "۱۱" in guns)
    check_covered(qtbot, window, [guns, *tracker_texts(window)])


@pytest.mark.parametrize(
    "scenario, deal",
    [
        ("godfather_jack_sparrow", [*GODFATHER[:10], "jack_sparrow"]),
        ("godfather_sherlock", [*GODFATHER[:10], "sherlock_holmes"]),
    ],
)
def test_other_godfather_scenarios_covered_night_and_day(qtbot, window, controller, scenario,
                                                         deal):
    c = controller
    start(c, scenario, deal)
    c.end_phase()
    assert c.state.phase == "intro_night"
    check_covered(qtbot, window, tracker_texts(window))
    if scenario == "godfather_jack_sparrow":
        assert c.step("jack_sparrow", {"curse": 8})
    c.end_phase()
    assert c.state.phase == "day", c.last_error
    check_covered(qtbot, window, tracker_texts(window))


def test_cover_hides_the_apps_other_windows_and_brings_them_back(qtbot, window,
                                                                 reference_game):
    sheet = window.print_night_sheet()
    qtbot.waitExposed(sheet)
    assert leaks(window) != []
    # F12 in the (window-modal) preview: the narrator's key works from any window of the app
    sheet.activateWindow()
    qtbot.waitUntil(lambda: QApplication.activeWindow() is sheet, timeout=2000)
    qtbot.keyClick(sheet, Qt.Key.Key_F12)
    QApplication.processEvents()
    assert window.hide_roles
    assert not sheet.isVisible()
    assert leaks(window) == []
    assert not window.print_sheet_action.isEnabled()  # nothing with roles opens under it
    uncover(qtbot, window)
    assert sheet.isVisible()
    sheet.close()


# --- item 1 --------------------------------------------------------------------------------
def open_card(qtbot, window, c) -> ShowPlayerCard:
    c.end_phase()
    # the intro night's Nostradamus step, his three picks in: the count's card (S0:L7)
    box = window.night_panel
    for seat in (2, 8, 9):
        window.ring.seatClicked.emit(seat)
    assert not window.hide_roles
    qtbot.mouseClick(box.show_signal_button, Qt.MouseButton.LeftButton)
    card = box.card
    assert isinstance(card, ShowPlayerCard)
    qtbot.waitExposed(card)
    assert card.isFullScreen() and card.text() == "۱"
    return card


def key(card, k, kind=QEvent.Type.KeyPress, auto=False, mods=Qt.KeyboardModifier.NoModifier):
    QApplication.sendEvent(card, QKeyEvent(kind, k, mods, "", auto))


def test_card_ignores_keys_clicks_and_close_requests(qtbot, window, reference_game):
    card = open_card(qtbot, window, reference_game)
    for k in (Qt.Key.Key_Space, Qt.Key.Key_Return, Qt.Key.Key_A, Qt.Key.Key_F12,
              Qt.Key.Key_Tab, Qt.Key.Key_Q, Qt.Key.Key_Backspace):
        qtbot.keyClick(card, k)
        assert card.isVisible(), k
    assert window.hide_roles  # the desk is covered before the player looks
    qtbot.keyClick(card, Qt.Key.Key_F4, Qt.KeyboardModifier.AltModifier)
    qtbot.keyClick(card, Qt.Key.Key_W, Qt.KeyboardModifier.ControlModifier)
    for pos in (QPoint(5, 5), card.rect().center(), card.rect().bottomRight() - QPoint(5, 5)):
        qtbot.mouseClick(card, Qt.MouseButton.LeftButton, pos=pos)
        qtbot.mouseDClick(card, Qt.MouseButton.LeftButton, pos=pos)
        qtbot.mouseClick(card, Qt.MouseButton.RightButton, pos=pos)
    qtbot.mouseClick(card.label, Qt.MouseButton.LeftButton)
    card.close()  # the window manager's close (Alt+F4)
    qtbot.keyClick(card, Qt.Key.Key_Escape)  # a tap of Esc, not a hold
    qtbot.wait(card.HOLD_MS + 200)
    assert card.isVisible()
    assert window.hide_roles


def test_card_closes_on_esc_held_one_second_and_the_desk_stays_covered(qtbot, window,
                                                                        reference_game):
    card = open_card(qtbot, window, reference_game)
    uncover_attempt = window.hide_action.isChecked()
    assert uncover_attempt
    key(card, Qt.Key.Key_Escape)
    qtbot.wait(card.HOLD_MS // 2)
    key(card, Qt.Key.Key_Escape, QEvent.Type.KeyRelease)  # let go too soon
    qtbot.wait(card.HOLD_MS)
    assert card.isVisible()
    # auto-repeat presses do not restart the count: held from the first press
    key(card, Qt.Key.Key_Escape)
    qtbot.wait(card.HOLD_MS // 2)
    for _ in range(3):
        key(card, Qt.Key.Key_Escape, QEvent.Type.KeyRelease, auto=True)
        key(card, Qt.Key.Key_Escape, auto=True)
    assert card.isVisible()
    with qtbot.waitSignal(card.closed, timeout=card.HOLD_MS):
        pass
    assert not card.isVisible()
    assert window.hide_roles and window.hide_action.isChecked()
    assert window.cover_page.isVisible()
    assert leaks(window) == []
    uncover(qtbot, window)  # the narrator lifts it
    assert leaks(window) != []


def test_card_close_button_asks_first(qtbot, window, reference_game):
    card = open_card(qtbot, window, reference_game)
    window.set_hide_roles(False)  # even if the desk was uncovered meanwhile
    qtbot.mouseClick(card.close_button, Qt.MouseButton.LeftButton)
    box = card.confirm_box
    assert isinstance(box, QMessageBox)
    qtbot.waitExposed(box)
    assert card.isVisible()
    qtbot.keyClick(box, Qt.Key.Key_Return)  # the default answer keeps it open
    qtbot.waitUntil(lambda: card.confirm_box is None, timeout=2000)
    assert card.isVisible()
    qtbot.mouseClick(card.close_button, Qt.MouseButton.LeftButton)
    box = card.confirm_box
    qtbot.waitExposed(box)
    yes = box.button(QMessageBox.StandardButton.Yes)
    assert yes is box.findChild(QAbstractButton, "confirmCloseCard")
    assert box.defaultButton() is box.button(QMessageBox.StandardButton.No)
    with qtbot.waitSignal(card.closed, timeout=2000):
        qtbot.mouseClick(yes, Qt.MouseButton.LeftButton)
    assert not card.isVisible()
    assert window.hide_roles and window.cover_page.isVisible()
    assert leaks(window) == []


def test_card_close_button_takes_no_key(qtbot, window, reference_game):
    card = open_card(qtbot, window, reference_game)
    assert card.close_button.focusPolicy() == Qt.FocusPolicy.NoFocus
    qtbot.keyClick(card, Qt.Key.Key_Tab)
    qtbot.keyClick(card, Qt.Key.Key_Space)
    assert card.confirm_box is None and card.isVisible()
    assert not isinstance(QApplication.focusWidget(), QWidget) or (
        QApplication.focusWidget() is not card.close_button
    )


def test_under_the_cover_undo_and_redo_wait_for_the_desk(qtbot, window, reference_game):
    """The game is not changed unseen: under the cover undo and redo (menu, toolbar and
    their keys) are off, as the phase's end is; lifted, they are back (a narrator's trial
    found undo enabled under the cover)."""
    c = reference_game
    assert c.end_phase() and c.can_undo()  # an action to take back
    for action, key, able in ((window.undo_action, QKeySequence.StandardKey.Undo, c.can_undo),
                              (window.redo_action, QKeySequence.StandardKey.Redo, c.can_redo)):
        QApplication.processEvents()
        assert able() and action.isEnabled()
        cover(qtbot, window)
        assert not action.isEnabled()
        actions = len(c.game.actions)
        QTest.keySequence(window, QKeySequence(key))
        QApplication.processEvents()
        assert len(c.game.actions) == actions  # its key under the cover changed nothing
        uncover(qtbot, window)
        assert action.isEnabled()
        action.trigger()  # on the desk it works: the undo leaves a redo for the next round
        QApplication.processEvents()
        assert len(c.game.actions) != actions


CARD_OPEN = ("A card shown to a player is still open behind the desk: its button brings it "
             "back; hold Esc on it or use its close button to close it.")


def test_quitting_the_desk_closes_a_card_left_open(qtbot, window, reference_game):
    # a narrator's trial: the answer card, left open behind the desk, stayed full screen
    # after Ctrl+Q -> Quit, and the app ran on with no desk
    card = open_card(qtbot, window, reference_game)
    window.set_hide_roles(False)  # the narrator back at the desk, the card behind it
    assert card.isVisible() and window.player_card_open()
    assert window.statusBar().currentMessage() == window.tr(CARD_OPEN) != ""
    with qtbot.waitSignal(card.closed, timeout=2000):
        window.close()
    assert not window.isVisible()
    assert not card.isVisible() and not window.player_card_open()
    assert [w for w in QApplication.topLevelWidgets() if w.isVisible()] == []


def test_no_card_no_word_of_one_when_the_cover_lifts(qtbot, window, reference_game):
    card = open_card(qtbot, window, reference_game)
    card.dismiss()
    uncover(qtbot, window)
    assert not window.player_card_open()
    assert window.statusBar().currentMessage() != window.tr(CARD_OPEN)
