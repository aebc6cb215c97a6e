"""``classic`` played in the real window by clicks, from the New game dialog to a winner
(issue 13: a scenario made of data plays like the others).

Only what a narrator's hands do: the menu's New game, the scenario and every seat's card
chosen with the keyboard in the dialog, names typed, OK clicked; then seats clicked where
the ring paints them, buttons with the mouse, vote counts typed. Deal (seats 1..8):
godfather, simple_mafia, doctor, detective, plain_citizen ×4.
"""

from __future__ import annotations

import pytest
from desk_driver import Table
from PySide6.QtCore import QEvent, Qt, QTimer
from PySide6.QtGui import QKeyEvent
from PySide6.QtWidgets import QApplication, QComboBox, QLineEdit

from narrator_app.engine import load_scenario
from narrator_app.ui.texts import fill, tr

pytestmark = pytest.mark.qt_log_ignore(r"This plugin does not support raise\(\)", extend=True)

DEAL = ["godfather", "simple_mafia", "doctor", "detective", "plain_citizen", "plain_citizen",
        "plain_citizen", "plain_citizen"]
NAMES = ("Ali", "Sara", "رضا", "Maryam", "Kaveh", "Nima", "Omid", "Pari")


def key_to(qtbot, combo: QComboBox, data) -> None:
    """Give ``combo`` the focus and press Down (or Home first) until it shows ``data``."""
    combo.setFocus()
    qtbot.keyClick(combo, Qt.Key.Key_Home)
    for _ in range(combo.count() + 1):
        if combo.currentData() == data:
            return
        qtbot.keyClick(combo, Qt.Key.Key_Down)
    raise AssertionError(f"{data!r} is not offered")


def type_text(widget, text: str) -> None:
    """Key presses carrying ``text`` (QTest.keyClicks knows ASCII only)."""
    for ch in text:
        for kind in (QEvent.Type.KeyPress, QEvent.Type.KeyRelease):
            QApplication.sendEvent(widget, QKeyEvent(kind, 0, Qt.KeyboardModifier.NoModifier, ch))


def fill_new_game_dialog(qtbot, seen: dict) -> None:
    """Drive the modal New game dialog the window opened: classic, 8 seats, the cards the
    players drew, their names; then OK. Anything that fails is kept in ``seen`` and the
    dialog is cancelled, so ``exec()`` always returns."""
    from narrator_app.ui.new_game_dialog import NewGameDialog

    d = QApplication.activeModalWidget()
    try:
        assert isinstance(d, NewGameDialog), d
        key_to(qtbot, d.scenario_combo, "classic")
        assert d.scenario_combo.currentText() == load_scenario("classic").name.fa
        assert d.count_spin.value() == 8  # the scenario's reference table
        assert (d.count_spin.minimum(), d.count_spin.maximum()) == (6, 12)
        qtbot.mouseClick(d.cards_radio, Qt.MouseButton.LeftButton)
        for seat, (name, role) in enumerate(zip(NAMES, DEAL, strict=True), start=1):
            edit = d.findChild(QLineEdit, f"name_{seat}")
            qtbot.mouseClick(edit, Qt.MouseButton.LeftButton)
            qtbot.keyClick(edit, Qt.Key.Key_A, Qt.KeyboardModifier.ControlModifier)
            type_text(edit, name)
            key_to(qtbot, d.findChild(QComboBox, f"role_{seat}"), role)
        assert d.ok_button.isEnabled(), d.status_line.text()
        qtbot.mouseClick(d.ok_button, Qt.MouseButton.LeftButton)
    except BaseException as exc:  # noqa: BLE001 - reported by the test, not lost in Qt
        seen["error"] = exc
        if d is not None:
            d.reject()


vote_out = Table.vote_out  # nominate, then the exit vote (tests/ui/desk_driver.py)


def test_classic_from_the_new_game_dialog_to_a_city_win(qtbot, window, controller, table,
                                                        tmp_path):
    from narrator_app.ui.settings import Settings

    c, t, panel = controller, table, window.night_panel
    window.settings, window.settings_dir = Settings(), tmp_path / "settings"
    seen: dict = {}
    QTimer.singleShot(0, lambda: fill_new_game_dialog(qtbot, seen))
    window.new_action.trigger()  # exec(): returns when the dialog is accepted
    if "error" in seen:
        raise seen["error"]
    assert c.game is not None and c.scenario.id == "classic"
    assert [p.role for p in c.state.players] == DEAL
    assert tuple(c.names) == NAMES
    assert c.game.house_rules["cards_enabled"] is False  # no last-move cards (3.6)

    # --- intro night: the mafia meet; nothing to choose --------------------------------
    assert (c.state.phase, c.state.number) == ("intro_night", 0)
    assert window.phase_label.text() == tr("Intro night")
    assert [r.key for r in panel.rows] == ["mafia_meet"]
    say = load_scenario("classic").intro_night[0].say.fa
    assert say in t.row("mafia_meet").texts()
    t.press("endNight", panel)

    # --- day 1: the simple mafia is voted out ------------------------------------------
    assert (c.state.phase, c.state.number) == ("day", 1)
    assert window.phase_label.text() == fill(tr("Day %1"), "۱")
    vote_out(t, 2, 6)
    assert c.state.player(2).status == "dead"  # no Constantine in classic: never half-dead
    assert c.state.winner is None
    t.press("endDay")

    # --- night 1: the file's order; the doctor saves the wrong player -----------------------
    assert (c.state.phase, c.state.number) == ("night", 1)
    assert [r.key for r in panel.rows] == ["mafia", "doctor", "detective"]
    t.press("option_shot", panel)
    assert window.ring.is_legal(1) is False  # a teammate
    t.night("mafia", "shot", 6)
    assert tr("shot") in window.ring.seat_texts(6)
    t.night("doctor", "save", 5)
    t.night("detective", "inquire", 1)  # the Godfather reads as a citizen
    t.press("endNight", panel)
    st = c.state
    assert (st.phase, st.number) == ("day", 2)
    assert st.records[-1].announce == ["left:6"]
    assert st.records[-1].private == {"detective": "citizen"}
    assert "Nima" in window.announcement.body.text()
    assert not st.player(6).alive

    # --- day 2: the Godfather is voted out: no mafia left, the city wins -----------------
    vote_out(t, 1, 4)
    st = c.state
    assert st.winner == "city"
    assert st.winning_seats == [3, 4, 5, 6, 7, 8]
    assert window.winner_banner.isVisible()
    assert not t.button("endDay").isEnabled()
    assert window.undo_action.isEnabled()
