"""The Negotiation scenario (مذاکره, club_scenarios 5) played in the real window by clicks,
from the New game dialog to a winner: the armoured voted out stays with his role shown
(the armour kind, 9.2), the night shot then removes him, the sniper's shot removes a simple
mafia, and the city wins by the vote.

Only what a narrator's hands do: the menu's New game, the scenario and every seat's card
chosen with the keyboard, OK clicked; seats clicked on the ring, buttons, vote counts typed.
"""

from __future__ import annotations

import pytest
from desk_driver import Table
from PySide6.QtCore import Qt, QTimer
from PySide6.QtWidgets import QApplication, QComboBox
from test_classic_ui import key_to

from narrator_app.engine import load_scenario
from narrator_app.ui.texts import fill, seat_short, seats_list, tr

pytestmark = pytest.mark.qt_log_ignore(r"This plugin does not support raise\(\)", extend=True)

SID = "mozakere"
DEAL = ["mafia_boss", "negotiator", "simple_mafia", "doctor", "detective", "reporter",
        "sniper", "armoured", "plain_citizen", "plain_citizen"]
ARMOURED = 8

vote_out = Table.vote_out  # nominate, then the exit vote (tests/ui/desk_driver.py)


def fill_dialog(qtbot, seen: dict, deal: list[str] = DEAL) -> None:
    """Drive the modal New game dialog: Negotiation, ``len(deal)`` seats (10, its smallest
    and reference table, by default; more by the spin box's Up key), the cards the players
    drew; then OK. A failure is kept in ``seen`` and the dialog cancelled, so ``exec()``
    always returns."""
    from narrator_app.ui.new_game_dialog import NewGameDialog

    d = QApplication.activeModalWidget()
    try:
        assert isinstance(d, NewGameDialog), d
        key_to(qtbot, d.scenario_combo, SID)
        assert d.scenario_combo.currentText() == load_scenario(SID).name.fa
        assert d.count_spin.value() == 10
        assert (d.count_spin.minimum(), d.count_spin.maximum()) == (10, 13)
        d.count_spin.setFocus()
        for _ in range(len(deal) - 10):
            qtbot.keyClick(d.count_spin, Qt.Key.Key_Up)
        assert d.count_spin.value() == len(deal)
        qtbot.mouseClick(d.cards_radio, Qt.MouseButton.LeftButton)
        for seat, role in enumerate(deal, start=1):
            key_to(qtbot, d.findChild(QComboBox, f"role_{seat}"), role)
        assert d.ok_button.isEnabled(), d.status_line.text()
        qtbot.mouseClick(d.ok_button, Qt.MouseButton.LeftButton)
    except BaseException as exc:  # noqa: BLE001 - reported by the test, not lost in Qt
        seen["error"] = exc
        if d is not None:
            d.reject()


def test_a_seat_s_widgets_are_found_once_while_the_table_shrinks_and_grows(qtbot):
    """Seats removed and added again before the event loop runs (the scenario list passed
    through with the keyboard): ``role_9`` is the live seat 9's card, not a removed one."""
    from narrator_app.ui.new_game_dialog import COL_ROLE, NewGameDialog
    from narrator_app.ui.settings import Settings

    d = NewGameDialog(Settings())
    qtbot.addWidget(d)
    d.count_spin.setValue(d.count_spin.minimum())
    d.count_spin.setValue(d.count_spin.minimum() + 3)
    n = d.count_spin.value()
    combos = [d.findChild(QComboBox, f"role_{s}") for s in range(1, n + 1)]
    assert combos == [d.seat_table.cellWidget(row, COL_ROLE) for row in range(n)]
    names = [w.objectName() for w in d.findChildren(QComboBox)]
    assert len([x for x in names if x.startswith("role_")]) == n


def test_negotiation_from_the_new_game_dialog_to_a_city_win(qtbot, window, controller, table,
                                                            tmp_path):
    from narrator_app.ui.settings import Settings

    c, t, panel = controller, table, window.night_panel
    window.settings, window.settings_dir = Settings(), tmp_path / "settings"
    seen: dict = {}
    QTimer.singleShot(0, lambda: fill_dialog(qtbot, seen))
    window.new_action.trigger()
    if "error" in seen:
        raise seen["error"]
    assert c.game is not None and c.scenario.id == SID
    assert [p.role for p in c.state.players] == DEAL
    assert c.game.house_rules["cards_enabled"] is False  # club_scenarios 1.2

    # --- the intro day and the intro night: the mafia meet --------------------------------
    assert (c.state.phase, c.state.number) == ("intro_day", 0)
    t.press("endDay")
    assert [r.key for r in panel.rows] == ["mafia_meet"]
    t.press("endNight", panel)

    # --- day 1: the armoured is voted out: his armour breaks, his role is shown ----------
    assert (c.state.phase, c.state.number) == ("day", 1)
    vote_out(t, ARMOURED, 6)
    st = c.state
    assert st.player(ARMOURED).alive and st.player(ARMOURED).role_public
    assert st.player(ARMOURED).card.counters["armor"] is False
    assert st.records[-1].announce == [f"role_shown:{ARMOURED}"]
    role = load_scenario(SID).role("armoured").name.fa
    # Mozakere has no last-move deck: no card is mentioned (CR37-9)
    assert window.day_panel.exit_label.text() == fill(
        tr("%1 stays in the game: the vote shows the role, %2."),
        seat_short(ARMOURED, c.names), role)
    assert "کارت" not in window.day_panel.exit_label.text()
    rows = dict(window.trackers.rows())
    armour_row = next(text for who, text in rows.items() if role in who)
    assert armour_row == f"زره: {tr('gone')}"
    t.press("endDay")

    # --- night 1: the file's order; the shot now removes him; the sniper hits a mafia ----
    assert [r.key for r in panel.rows] == ["mafia", "doctor", "detective", "sniper"]
    assert [s.key for s in c.choices().steps] == ["mafia", "doctor", "detective", "sniper"]
    t.night("mafia", "shot", ARMOURED)
    t.night("doctor", "save", 4)
    t.night("detective", "inquire", 1)  # the boss reads as a citizen
    t.night("sniper", "shoot", 3)
    t.press("endNight", panel)
    st = c.state
    assert (st.phase, st.number) == ("day", 2)
    assert sorted(st.records[-1].announce) == ["left:3", f"left:{ARMOURED}"]
    assert st.records[-1].private == {"detective": "citizen"}
    assert not st.player(ARMOURED).alive and not st.player(3).alive

    # --- day 2 and 3: the negotiator, then the boss, are voted out: the city wins -------
    vote_out(t, 2, 5)
    t.press("endDay")
    assert [s.key for s in c.choices().steps] == ["mafia", "doctor", "detective"]  # no bullet
    t.night("mafia", "shot", 9)
    t.night("doctor", "save", 10)
    t.night("detective", "inquire", 1)
    t.press("endNight", panel)
    assert c.state.winner is None and not c.state.player(9).alive
    vote_out(t, 1, 4)
    st = c.state
    assert st.winner == "city", c.last_error
    assert st.winning_seats == [4, 5, 6, 7, 8, 9, 10]
    assert window.winner_banner.isVisible()
    assert tr("City") in window.winner_banner.text()
    # after the win the header says «Game over», not «Day 3» (issue 23, texts.game_title)
    assert window.phase_label.text() == tr("Game over") != fill(tr("Day %1"), "۳")


DEAL13 = ["mafia_boss", "negotiator", "simple_mafia", "simple_mafia", "doctor", "detective",
          "reporter", "sniper", "armoured", "plain_citizen", "plain_citizen", "plain_citizen",
          "plain_citizen"]


def test_negotiation_at_its_largest_table_to_a_mafia_win(qtbot, window, controller, table,
                                                         tmp_path):
    """13 seats (club_scenarios 5.2: the one-third fill): three votes and two shots against
    citizens bring the four mafia to parity."""
    from narrator_app.ui.settings import Settings

    c, t, panel = controller, table, window.night_panel
    window.settings, window.settings_dir = Settings(), tmp_path / "settings"
    seen: dict = {}
    QTimer.singleShot(0, lambda: fill_dialog(qtbot, seen, DEAL13))
    window.new_action.trigger()
    if "error" in seen:
        raise seen["error"]
    assert [p.role for p in c.state.players] == DEAL13
    t.press("endDay")
    t.press("endNight", panel)
    for vote, shot in ((10, 11), (12, 13)):
        vote_out(t, vote, 7)
        t.press("endDay")
        t.night("mafia", "shot", shot)
        t.night("doctor", "save", 5, 6)  # two saves on Nights 1-3 (club_scenarios 5.6)
        assert c.state.choices["doctor"] == {"save": [5, 6]}
        doctor = next(r for r in panel.rows if r.key == "doctor")
        assert any(fill(tr("Recorded: %1"), f"{tr('Save')}: "
                        + seats_list([5, 6], c.names, "fa")) in text
                   for text in doctor.texts()), doctor.texts()
        for key in ("detective", "sniper"):
            t.night(key, "none")
        t.press("endNight", panel)
        assert c.state.winner is None and not c.state.player(shot).alive
    vote_out(t, 5, 7)
    st = c.state
    assert st.winner == "mafia", c.last_error
    assert st.winning_seats == [1, 2, 3, 4]
    assert window.winner_banner.isVisible()


def after_a_mafia_exit(c, t) -> None:
    """A new 10-seat game played by clicks to Night 1, the simple mafia (seat 3) voted out
    on Day 1: the negotiation is open (club_scenarios 5.6)."""
    from narrator_app.engine import Setup

    assert c.new_game(Setup(SID, tuple(f"P{i}" for i in range(1, 11))), DEAL)
    t.press("endDay")
    t.press("endNight", t.w.night_panel)
    vote_out(t, 3, 6)
    t.press("endDay")


def test_the_negotiation_by_clicks(window, controller, table):
    """After a mafia exit the team's step offers the negotiation under its Persian name;
    recorded by clicks, it brings the checklist's announcement and the new member's wake
    (club_scenarios 5.5 step 2)."""
    c, t, panel = controller, table, window.night_panel
    after_a_mafia_exit(c, t)
    assert t.button("option_negotiate", panel).text() == "مذاکره"
    t.night("mafia", "negotiate", 9)
    assert c.state.choices["mafia"] == {"negotiate": 9}
    assert [r.key for r in panel.rows][:3] == ["mafia", "purchase_announcement",
                                               "bought_player"]


def test_the_reporter_s_answer_is_given_at_his_step(window, controller, table):
    """The reporter learns whether the player he names joined the mafia by negotiation
    (club_scenarios 5.6, ``private: {reporter: yes | no}``): the answer is shown in his row
    and under the picker while he is awake («پاسخ به خبرنگار: بله، پیوسته است (شست پایین).»:
    with its gesture since a trial found the bare «بله», CF80-24; won over is a thumb down
    since Z104-11), and the log says «بله», not Python's ``True`` (a narrator's trial;
    decision CR37-10)."""
    c, t, panel = controller, table, window.night_panel
    after_a_mafia_exit(c, t)
    t.night("mafia", "negotiate", 9)
    while c.choices().current is not None and c.choices().current.key != "reporter":
        t.night(c.choices().current.key, "none")
    key = c.choices().current.key
    opt = next(o.name for o in c.choices().current.options if o.name != "none")
    t.night(key, opt, 9)
    row = next(r for r in panel.rows if r.key == "reporter")
    said = row.result.text().splitlines()[-1]
    assert said == "پاسخ به خبرنگار: بله، پیوسته است (شست پایین).", row.result.text()
    assert said in panel.signal_label.text()
    while c.choices().current is not None:
        t.night(c.choices().current.key, "none")
    t.press("endNight", panel)
    model = window.log_panel.model
    lines = [model.data(model.index(i, 0)) for i in range(model.rowCount())]
    assert any("خبرنگار: بله" in line for line in lines), lines[-8:]
    assert not any("True" in line or "False" in line for line in lines)


def test_the_negotiation_tracker_waits_for_a_mafia_exit(window, controller, table):
    """Before any mafia member has left, the negotiator's tracker says the negotiation opens
    after a mafia exit (club_scenarios 5.6: «available once at least one mafia member has
    left»), not «در دسترس»; after the exit it is available (a narrator's trial; decision
    CR38-1)."""
    from PySide6.QtWidgets import QApplication

    from narrator_app.engine import Setup

    c, t = controller, table

    def negotiator() -> str:
        QApplication.processEvents()
        return next(text for who, text in window.trackers.rows() if "مذاکره‌کننده" in who)

    assert c.new_game(Setup(SID, tuple(f"P{i}" for i in range(1, 11))), DEAL)
    assert negotiator() == "مذاکره: پس از خروج یک مافیا", negotiator()
    t.press("endDay")
    t.press("endNight", t.w.night_panel)
    vote_out(t, 3, 6)  # the simple mafia
    assert negotiator() == "مذاکره: در دسترس", negotiator()
