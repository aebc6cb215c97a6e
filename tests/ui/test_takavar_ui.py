"""Takavar (club_scenarios section 2) played in the real window by clicks, from the New game
dialog to a winner: the guard's shield voids the hostage-taker's hold, the mafia shoot the
commando, who is called only then and takes NATO with him; the gunner's war gun is fired in
the next day's gun window (its side shown); the boss is voted out and the city wins.
Deal (seats 1..10): mafia_boss, nato, hostage_taker, detective, doctor, commando, guard,
gunner, plain_citizen ×2.
"""

from __future__ import annotations

import pytest
from PySide6.QtCore import QEvent, QTimer
from PySide6.QtWidgets import QApplication, QComboBox, QLineEdit
from test_classic_ui import key_to, type_text

from narrator_app.engine import load_scenario
from narrator_app.ui.texts import tr

pytestmark = pytest.mark.qt_log_ignore(r"This plugin does not support raise\(\)", extend=True)

DEAL = ["mafia_boss", "nato", "hostage_taker", "detective", "doctor", "commando", "guard",
        "gunner", "plain_citizen", "plain_citizen"]
NAMES = ("Ali", "Sara", "رضا", "Maryam", "Kaveh", "Nima", "Omid", "Pari", "Hadi", "Nasim")


def live(d, cls, name: str):
    """The dialog's widget called ``name``: rows dropped when the table shrank wait for
    their deletion (deleteLater) under the same name; let it happen first."""
    QApplication.sendPostedEvents(None, QEvent.Type.DeferredDelete)
    (w,) = d.findChildren(cls, name)
    return w


def fill_dialog(qtbot, seen: dict) -> None:
    """The New game dialog: takavar, 10 seats, the cards drawn, the names; then OK."""
    from PySide6.QtCore import Qt

    from narrator_app.ui.new_game_dialog import NewGameDialog

    d = QApplication.activeModalWidget()
    try:
        assert isinstance(d, NewGameDialog), d
        key_to(qtbot, d.scenario_combo, "takavar")
        assert d.count_spin.value() == 10
        assert (d.count_spin.minimum(), d.count_spin.maximum()) == (10, 15)
        qtbot.mouseClick(d.cards_radio, Qt.MouseButton.LeftButton)
        for seat, (name, role) in enumerate(zip(NAMES, DEAL, strict=True), start=1):
            edit = live(d, QLineEdit, f"name_{seat}")
            qtbot.mouseClick(edit, Qt.MouseButton.LeftButton)
            qtbot.keyClick(edit, Qt.Key.Key_A, Qt.KeyboardModifier.ControlModifier)
            type_text(edit, name)
            key_to(qtbot, live(d, QComboBox, f"role_{seat}"), role)
        assert d.ok_button.isEnabled(), d.status_line.text()
        qtbot.mouseClick(d.ok_button, Qt.MouseButton.LeftButton)
    except BaseException as exc:  # noqa: BLE001 - reported by the test, not lost in Qt
        seen["error"] = exc
        if d is not None:
            d.reject()


def test_takavar_from_the_new_game_dialog_to_a_city_win(qtbot, window, controller, table,
                                                        tmp_path):
    from narrator_app.ui.settings import Settings

    c, t, panel = controller, table, window.night_panel
    window.settings, window.settings_dir = Settings(), tmp_path / "settings"
    seen: dict = {}
    QTimer.singleShot(0, lambda: fill_dialog(qtbot, seen))
    window.new_action.trigger()
    if "error" in seen:
        raise seen["error"]
    assert c.game is not None and c.scenario.id == "takavar"
    assert [p.role for p in c.state.players] == DEAL
    assert c.game.house_rules["cards_enabled"] is False  # no last-move cards (1.2)

    # --- intro day, intro night: the mafia meet ------------------------------------------
    assert c.state.phase == "intro_day"
    t.press("endDay")
    assert [r.key for r in panel.rows] == ["mafia_meet"]
    t.press("endNight", panel)
    t.press("endDay")  # Day 1: nobody is voted out

    # --- night 1: the night order of 2.5; the commando is called only once shot ------------
    assert (c.state.phase, c.state.number) == ("night", 1)
    assert [r.key for r in panel.rows] == ["guard", "hostage_taker", "mafia",
                                           "detective", "doctor", "gunner"]
    say = load_scenario("takavar").night[0].say.fa
    assert say in t.row("guard").texts()
    t.night("guard", "protect", 3)  # naming the hostage-taker voids his hold
    t.press("option_hold", panel)
    assert window.ring.is_legal(1) is False  # a teammate
    assert t.button("option_hold", panel).text() == "گروگان گرفتن"
    t.night("hostage_taker", "hold", 5)
    assert "گروگان" in " ".join(window.ring.seat_texts(5))  # the ring's token, in Persian
    t.night("mafia", "shot", 6)
    # a shot, not NATO's guess: no «NATO was used» to announce (TA43-10)
    assert [r.key for r in panel.rows][3:5] == ["detective", "commando"]
    assert "nato_announced" not in [r.key for r in panel.rows]
    t.night("detective", "inquire", 3)
    t.night("commando", "shoot", 2)
    t.night("doctor", "save", 6)  # the guard voided the hold: the doctor's save stands
    t.press("option_give", panel)
    t.seat(4)
    t.press("kind_4_war", panel)
    t.press("confirmStep", panel)
    assert c.last_error == ""
    t.press("endNight", panel)
    st = c.state
    assert (st.phase, st.number) == ("day", 2)
    assert st.records[-1].announce == ["left:2"]
    assert st.records[-1].private == {"detective": "mafia", "commando": "woken"}
    assert st.player(6).alive and not st.player(2).alive
    rows = dict(window.trackers.rows())
    (hold,) = [text for who, text in rows.items() if who.startswith("گروگانگیر")]
    assert "آخرین گروگان" in hold and "Kaveh" in hold, hold  # the file's label, the seat
    (guns,) = [text for who, text in rows.items() if who.startswith("تفنگدار")]
    assert "تفنگ جنگی در انبار: ۰" in guns, guns

    # --- day 2: the gun window, then the boss is voted out -------------------------------
    t.press("fireGun")
    t.seat(4)
    t.seat(3)
    t.press("confirmShot")
    assert c.last_error == ""
    assert not c.state.player(3).alive
    assert c.state.choices["guns"] == [{"shooter": 4, "target": 3}]
    t.vote_out(1, 6)
    st = c.state
    assert st.winner == "city"
    assert window.winner_banner.isVisible()
    day = st.records[-1]
    assert day.announce[:2] == ["gun_war", "side_shown:3"]
    assert tr("Day %1") and window.undo_action.isEnabled()


DEAL15 = ["mafia_boss", "nato", "hostage_taker", "simple_mafia", "simple_mafia", "detective",
          "doctor", "commando", "guard", "gunner", "plain_citizen", "plain_citizen",
          "plain_citizen", "plain_citizen", "plain_citizen"]


def fill_dialog_15(qtbot, seen: dict) -> None:
    """The New game dialog at its largest table: takavar, Up to 15 seats, the cards."""
    from PySide6.QtCore import Qt

    from narrator_app.ui.new_game_dialog import NewGameDialog

    d = QApplication.activeModalWidget()
    try:
        assert isinstance(d, NewGameDialog), d
        key_to(qtbot, d.scenario_combo, "takavar")
        d.count_spin.setFocus()
        for _ in range(5):
            qtbot.keyClick(d.count_spin, Qt.Key.Key_Up)
        assert d.count_spin.value() == 15 == d.count_spin.maximum()
        qtbot.mouseClick(d.cards_radio, Qt.MouseButton.LeftButton)
        for seat, role in enumerate(DEAL15, start=1):
            key_to(qtbot, live(d, QComboBox, f"role_{seat}"), role)
        assert d.ok_button.isEnabled(), d.status_line.text()
        qtbot.mouseClick(d.ok_button, Qt.MouseButton.LeftButton)
    except BaseException as exc:  # noqa: BLE001 - reported by the test, not lost in Qt
        seen["error"] = exc
        if d is not None:
            d.reject()


def test_takavar_at_fifteen_two_holds_nato_s_guess_two_war_guns(qtbot, window, controller,
                                                                table, tmp_path):
    """The largest table (2.2, 15): two shields and two holds a night, NATO's guess chosen
    with its role in the window, two war guns fired in the gun window; the city wins."""
    from narrator_app.ui.settings import Settings

    c, t, panel = controller, table, window.night_panel
    window.settings, window.settings_dir = Settings(), tmp_path / "settings"
    seen: dict = {}
    QTimer.singleShot(0, lambda: fill_dialog_15(qtbot, seen))
    window.new_action.trigger()
    if "error" in seen:
        raise seen["error"]
    assert [p.role for p in c.state.players] == DEAL15
    assert c.state.player(10).card.counters["war"] == 2  # two war guns from 12 seats (C15)
    t.press("endDay")
    t.press("endNight", panel)
    t.vote_out(4, 8)
    t.press("endDay")

    # --- night 1: two shields, two holds (the doctor held), NATO guesses the commando ----
    t.night("guard", "protect", 6, 10)
    t.night("hostage_taker", "hold", 7, 11)
    t.press("option_nato", panel)
    t.seat(8)
    combo = panel.role_combo
    combo.setFocus()
    key_to(qtbot, combo, "commando")
    t.press("confirmStep", panel)
    assert c.last_error == "" and c.state.choices["mafia"] == {
        "nato": {"seat": 8, "role": "commando"}}
    t.night("detective", "inquire", 1)
    assert [r.why_dummy for r in [s for s in c.choices().steps if s.key == "doctor"]] == ["held"]
    t.night("doctor", "save", 8)  # held: called, accepted, no effect
    t.press("option_give", panel)
    t.seat(12)
    t.seat(13)
    t.press("kind_12_war", panel)
    t.press("kind_13_war", panel)
    t.press("confirmStep", panel)
    assert c.last_error == ""
    t.press("endNight", panel)
    st = c.state
    assert st.records[-1].announce == ["nato", "slaughtered:8"]
    assert st.records[-1].private == {"detective": "citizen"}  # the boss reads as a citizen
    assert not st.player(8).alive

    # --- day 2: two war guns, then the last simple mafia is voted out --------------------
    for shooter, target in ((12, 3), (13, 2)):
        t.press("fireGun")
        t.seat(shooter)
        t.seat(target)
        t.press("confirmShot")
        assert c.last_error == ""
    assert not c.state.player(2).alive and not c.state.player(3).alive
    t.vote_out(5, 8)
    t.press("endDay")

    # --- night 2: only the boss is left of the mafia; day 3: he is voted out -------------
    assert "hostage_taker" not in [r.key for r in panel.rows]
    t.night("guard", "protect", 14)
    t.night("mafia", "shot", 15)
    for key in ("detective", "doctor", "gunner"):
        t.night(key, "none")
    t.press("endNight", panel)
    assert c.state.records[-1].announce == ["left:15"]
    t.vote_out(1, 8)
    assert c.state.winner == "city" and window.winner_banner.isVisible()
