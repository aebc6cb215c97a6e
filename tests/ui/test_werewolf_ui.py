"""Werewolf played in the real window by clicks, from the New game dialog to a winner
(issue 22: a game that opens with a full night, cupid's lovers, the witch's potions and the
hunter's revenge, all from the scenario file and the general kinds).

Deal (seats 1..10): werewolf ×2, seer, protector, witch, hunter, cupid, villager ×3.
Night 1: cupid makes 8 and 9 lovers, the wolves kill 8 (9 dies of heartbreak), the witch
poisons wolf 1, the seer finds wolf 2. Day 2: the hunter (6) is voted out and takes wolf 2
with him: no werewolf is left, the village wins.
"""

from __future__ import annotations

import pytest
from PySide6.QtCore import QEvent, QTimer
from test_classic_ui import NAMES as _CLASSIC_NAMES
from test_classic_ui import QApplication, QComboBox, QLineEdit, Qt, key_to, type_text

from narrator_app.engine import Setup, load_scenario, token_text
from narrator_app.ui.texts import fill, tr

pytestmark = pytest.mark.qt_log_ignore(r"This plugin does not support raise\(\)", extend=True)

DEAL = ["werewolf", "werewolf", "seer", "protector", "witch", "hunter", "cupid", "villager",
        "villager", "villager"]
NAMES = (*_CLASSIC_NAMES, "Leila", "Babak")


def fill_dialog(qtbot, seen: dict) -> None:
    """Drive the modal New game dialog: werewolf, 10 seats, the cards drawn, the names; OK.
    A failure is kept in ``seen`` and the dialog cancelled, so ``exec()`` returns."""
    from narrator_app.ui.new_game_dialog import NewGameDialog

    d = QApplication.activeModalWidget()
    try:
        assert isinstance(d, NewGameDialog), d
        key_to(qtbot, d.scenario_combo, "werewolf")
        assert d.scenario_combo.currentText() == load_scenario("werewolf").name.fa
        assert d.count_spin.value() == 10  # the reference table (club_scenarios 7.2)
        assert (d.count_spin.minimum(), d.count_spin.maximum()) == (6, 18)
        qtbot.mouseClick(d.cards_radio, Qt.MouseButton.LeftButton)
        # the rows of a larger table shown before are gone (their widgets deleted later)
        QApplication.sendPostedEvents(None, QEvent.Type.DeferredDelete)
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


def test_werewolf_from_the_new_game_dialog_to_a_village_win(qtbot, window, controller, table,
                                                            tmp_path):
    from narrator_app.ui.settings import Settings

    c, t, panel = controller, table, window.night_panel
    window.settings, window.settings_dir = Settings(), tmp_path / "settings"
    seen: dict = {}
    QTimer.singleShot(0, lambda: fill_dialog(qtbot, seen))
    window.new_action.trigger()
    if "error" in seen:
        raise seen["error"]
    assert c.game is not None and c.scenario.id == "werewolf"
    assert [p.role for p in c.state.players] == DEAL

    # --- Night 1, a full night: the game opens with it (club_scenarios 7.4) -------------
    assert (c.state.phase, c.state.number) == ("night", 1)
    assert window.phase_label.text() == fill(tr("Night %1"), "۱")
    assert [r.key for r in panel.rows][:6] == ["cupid", "lovers", "protector", "mafia", "witch",
                                               "seer"]
    t.night("cupid", "lovers", 8, 9)
    lover = token_text("lover", "fa")
    assert lover in window.ring.seat_texts(8) and lover in window.ring.seat_texts(9)
    t.night("protector", "protect", 4)
    t.night("mafia", "shot", 8)
    t.press("option_heal", panel)
    assert window.ring.is_legal(8) and window.ring.is_legal(3) is False  # the victim only
    t.night("witch", "poison", 1)
    assert token_text("poisoned", "fa") in window.ring.seat_texts(1)
    t.night("seer", "inquire", 2)
    t.press("endNight", panel)
    st = c.state
    assert (st.phase, st.number) == ("day", 2), c.last_error
    assert sorted(st.records[-1].announce) == ["left:1", "left:8", "left:9"]
    assert st.records[-1].private == {"seer": "mafia", "witch": 8}
    assert st.player(9).role_public  # roles shown on exit (7.10 C15)

    # --- Day 2: the hunter is voted out and takes the last werewolf ----------------------
    assert lover in window.ring.seat_texts(8)  # the lovers stay marked by day
    t.vote_out(6, 5)
    assert c.state.day.needs == "hunter"
    assert window.ring.is_legal(2) and window.ring.is_legal(6) is False
    t.seat(2)  # one click records the hunter's shot
    st = c.state
    assert st.winner == "city", c.last_error
    assert st.winning_seats == [3, 4, 5, 6, 7, 8, 9, 10]
    assert window.winner_banner.isVisible()


def test_werewolf_at_six_the_hunter_shoots_at_dawn(table, controller):
    """The smallest table (club_scenarios 7.2: one werewolf): the wolves kill the hunter, his
    lover cupid dies of heartbreak, and the hunter's step, called only the night he leaves,
    takes the last werewolf: the village wins at dawn."""
    c, t, panel = controller, table, table.w.night_panel
    seats = ["werewolf", "seer", "protector", "witch", "hunter", "cupid"]
    assert c.new_game(Setup("werewolf", tuple(f"P{i}" for i in range(1, 7))), seats)
    assert "hunter" not in [r.key for r in panel.rows]  # not called while he is in the game
    t.night("cupid", "lovers", 5, 6)
    t.night("protector", "protect", 3)
    t.night("mafia", "shot", 5)
    assert "hunter" in [s.key for s in c.choices().steps]  # he leaves tonight: called
    t.night("witch", "none")
    t.night("seer", "inquire", 1)
    t.night("hunter", "shoot", 1)
    assert token_text("revenge", "fa") in table.w.ring.seat_texts(1)
    t.press("endNight", panel)
    st = c.state
    assert sorted(st.records[-1].announce) == ["left:1", "left:5", "left:6"], c.last_error
    assert st.winner == "city" and st.winning_seats == [2, 3, 4, 5, 6]
    assert table.w.winner_banner.isVisible()


def test_werewolf_at_eighteen_to_a_village_win(table, controller):
    """The largest table (three werewolves): the witch poisons one, the wolves kill the
    hunter who takes another; the last is voted out on Day 2."""
    c, t, panel = controller, table, table.w.night_panel
    seats = ["werewolf"] * 3 + ["seer", "protector", "witch", "hunter", "cupid"] + [
        "villager"] * 10
    assert c.new_game(Setup("werewolf", tuple(f"P{i}" for i in range(1, 19))), seats)
    t.night("cupid", "lovers", 17, 18)
    t.night("protector", "protect", 5)
    t.night("mafia", "shot", 7)
    t.night("witch", "poison", 1)
    t.night("seer", "inquire", 3)
    t.night("hunter", "shoot", 2)
    t.press("endNight", panel)
    st = c.state
    assert (st.phase, st.number) == ("day", 2) and st.winner is None, c.last_error
    assert st.records[-1].private == {"seer": "mafia", "witch": 7}
    t.vote_out(3, 9)
    assert c.state.winner == "city"
    assert c.state.winning_seats == list(range(4, 19))


def day_one_at_eighteen(c, t, lovers: tuple[int, int]) -> None:
    """Werewolf at 18 (three werewolves, seats 1-3; the hunter at 7), Night 1 by clicks:
    cupid's ``lovers``, the protector on 5, the wolves kill 9, the witch passes, the seer
    asks about 3; then Day 1 (the wolves' victim gone)."""
    seats = ["werewolf"] * 3 + ["seer", "protector", "witch", "hunter", "cupid"] + [
        "villager"] * 10
    assert c.new_game(Setup("werewolf", tuple(f"P{i}" for i in range(1, 19))), seats)
    t.night("cupid", "lovers", *lovers)
    t.night("protector", "protect", 5)
    t.night("mafia", "shot", 9)
    t.night("witch", "none")
    t.night("seer", "inquire", 3)
    t.press("endNight", t.w.night_panel)


def test_a_player_voted_out_is_told_with_his_role(table, controller):
    """Werewolf shows a role on every exit (``reveal_role_on_death``): the line the narrator
    reads when a player is voted out by day names the role too, as the morning does for a
    night's exit (it said only «… leaves the game (out for good)»: a narrator's trial). A
    game that hides roles on exit (Godfather–Nostradamus) still does not name it."""
    from narrator_app.ui.texts import seat_short

    c, t, panel = controller, table, table.w.night_panel
    seats = ["werewolf"] * 3 + ["seer", "protector", "witch", "hunter", "cupid"] + [
        "villager"] * 10
    assert c.new_game(Setup("werewolf", tuple(f"P{i}" for i in range(1, 19))), seats)
    assert c.game.house_rules["reveal_role_on_death"] is True
    t.night("cupid", "lovers", 17, 18)
    t.night("protector", "protect", 5)
    t.night("mafia", "shot", 9)
    t.night("witch", "none")
    t.night("seer", "inquire", 3)
    t.press("endNight", panel)
    assert c.state.phase == "day" and c.state.winner is None, c.last_error
    t.vote_out(10, 10)
    st = c.state
    assert st.player(10).status == "dead" and st.winner is None
    villager = load_scenario("werewolf").role("villager").name.fa
    assert table.w.day_panel.exit_label.text() == fill(
        tr("%1 leaves the game (%2); the role was %3."), seat_short(10, c.names),
        tr("out for good"), villager)
    assert villager in table.w.day_panel.exit_label.text()


def test_the_witch_heals_and_poisons_in_one_night_by_clicks(qtbot, window, controller, table):
    """The witch's «Heal and poison»: the victim at the first place, the poisoned seat at the
    second, one confirm; the morning has the victim back and the poisoned seat out (rule
    case werewolf/02; a narrator could record only one potion: CR36-7)."""
    c, t, panel = controller, table, window.night_panel
    assert c.new_game(Setup("werewolf", NAMES), DEAL)
    t.night("cupid", "lovers", 8, 9)
    t.night("protector", "protect", 4)
    t.night("mafia", "shot", 10)
    t.press("option_heal_poison", panel)
    assert window.ring.is_legal(10) and window.ring.is_legal(1) is False  # first: the victim
    t.seat(10)
    assert window.ring.is_legal(1) and window.ring.is_legal(5) is False  # then: not herself
    t.seat(1)
    t.press("confirmStep", panel)
    assert c.last_error == "" and c.state.choices["witch"] == {"heal": 10, "poison": 1}
    t.night("seer", "inquire", 2)
    t.press("endNight", panel)
    st = c.state
    assert st.phase == "day", c.last_error
    assert 10 in st.alive_seats() and 1 not in st.alive_seats()
    assert st.records[-1].announce == ["left:1"]


def test_a_lover_s_heartbreak_is_read_after_the_vote_s_exit(table, controller):
    """A lover voted out takes the other lover with him: the narrator reads the vote's exit
    first, then the heartbreak, under it (a narrator's trial: the heartbreak's line stood
    in a box above the votes, before the exit it follows; decision CR38-9)."""
    from narrator_app.ui.texts import seat_short

    c, t = controller, table
    day_one_at_eighteen(c, t, (17, 18))
    t.vote_out(17, 10)
    st = c.state
    assert st.player(17).status == "dead" and st.player(18).status == "dead"
    day = table.w.day_panel
    QApplication.processEvents()
    villager = load_scenario("werewolf").role("villager").name.fa
    lines = day.exit_label.text().splitlines()
    assert lines[0] == fill(tr("%1 leaves the game (%2); the role was %3."),
                            seat_short(17, c.names), tr("out for good"), villager), lines
    assert len(lines) == 2 and "P18" in lines[1] and "P17" not in lines[1], lines
    assert not day.extras.announce.isVisible()  # not above the votes any more


def test_a_hunter_lover_is_announced_before_he_is_asked_to_shoot(table, controller):
    """The hunter is the lover of the player voted out: the narrator reads the vote's exit,
    then the hunter's heartbreak, then asks the hunter, named, whom he takes (a narrator's
    trial: the hunter was asked before his exit was read; decision CR38-9)."""
    from narrator_app.ui.texts import seat_short

    c, t = controller, table
    day_one_at_eighteen(c, t, (7, 17))
    t.vote_out(17, 10)
    st = c.state
    assert st.player(17).status == "dead" and st.player(7).status == "dead", c.last_error
    QApplication.processEvents()
    lines = table.w.day_panel.exit_label.text().splitlines()
    assert len(lines) == 3, lines
    assert "P17" in lines[0] and "P7" in lines[1] and "P7" in lines[2], lines
    hunter = load_scenario("werewolf").role("hunter").name.fa
    assert lines[2] == fill(tr("%1: click on the table the player he takes with him."),
                            fill("%1 — %2", hunter, seat_short(7, c.names))), lines


@pytest.mark.parametrize("shoots", [True, False])
def test_a_lynched_hunter_who_may_pass_is_asked_and_may_pass(table, controller, window,
                                                             shoots):
    """``ww_hunter_may_pass`` (club_scenarios 7.6, C8): the lynched hunter is asked for his
    shot, and the day may end without it. A narrator's trial crashed the window at the exit
    vote («tuple.index(x): x not in tuple»: the day's current step, the hunter's optional
    one, was looked up among the day's keys) and the game could not be continued (CF50)."""
    from narrator_app.engine import Setup

    c, t, panel = controller, table, window.night_panel
    assert c.new_game(Setup("werewolf", tuple(f"P{i}" for i in range(1, 11)),
                            {"ww_hunter_may_pass": True}), DEAL), c.last_error
    t.night("cupid", "lovers", 8, 9)
    t.night("protector", "protect", 4)
    t.night("mafia", "shot", 10)
    for key in ("witch", "seer"):
        t.night(key, "none")
    t.press("endNight", panel)
    assert c.state.phase == "day", c.last_error
    t.vote_out(6, 5)
    st = c.state
    assert c.last_error == "" and st.player(6).status != "alive"
    assert st.day.needs is None and "hunter" in [s.key for s in c.choices().steps]
    assert window.ring.is_legal(2) and window.ring.is_legal(6) is False  # his shot asked
    passes = tr("%1: click on the table the player he takes with him, or End day if he "
                "passes.").split("%1")[1]
    assert passes in window.day_panel.exit_label.text()  # and told he may pass
    if shoots:
        t.seat(2)
        assert c.state.player(2).status != "alive", c.last_error
    t.press("endDay")
    assert c.state.phase == "night", c.last_error
