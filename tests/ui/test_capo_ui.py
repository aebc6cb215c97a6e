"""``capo`` (club_scenarios 6) played in the real window by clicks, from the New game dialog
to a winner (issue 22): the heir's required pick on the intro night, Capo's gun as Day 1's
only step (trustee, two suspects, the real bullet: seats clicked on the ring, «Fire»), the
herbalist's poison and the antidote vote at the next night's start, two votes.

The window asks the engine what the day's procedure is and which seats each pick may take;
at 1366×768 the day panel shows the gun's box whole and never scrolls. Deal (seats 1..10):
don, witch, executioner, detective, suspect, armoursmith, herbalist, heir, plain ×2.
"""

from __future__ import annotations

import pytest
from desk_driver import Table
from PySide6.QtCore import QPoint, QTimer
from PySide6.QtWidgets import QApplication, QComboBox, QLineEdit
from test_classic_ui import key_to, type_text

from narrator_app.engine import load_scenario
from narrator_app.ui.texts import tr

pytestmark = pytest.mark.qt_log_ignore(r"This plugin does not support raise\(\)", extend=True)

DEAL = ["don", "witch", "executioner", "detective", "suspect", "armoursmith", "herbalist",
        "heir", "plain_citizen", "plain_citizen"]
NAMES = ("Ali", "Sara", "رضا", "Maryam", "Kaveh", "Nima", "Omid", "Pari", "Taha", "Yas")


def fill_new_game_dialog(qtbot, seen: dict) -> None:
    """The modal New game dialog: capo, 10 seats, the cards drawn, the names; then OK."""
    from PySide6.QtCore import Qt

    from narrator_app.ui.new_game_dialog import NewGameDialog

    d = QApplication.activeModalWidget()
    try:
        assert isinstance(d, NewGameDialog), d
        key_to(qtbot, d.scenario_combo, "capo")
        assert d.scenario_combo.currentText() == load_scenario("capo").name.fa
        assert (d.count_spin.minimum(), d.count_spin.maximum()) == (10, 13)
        assert d.count_spin.value() == 10
        qtbot.mouseClick(d.cards_radio, Qt.MouseButton.LeftButton)
        for seat, (name, role) in enumerate(zip(NAMES, DEAL, strict=True), start=1):
            # the rows of the table the dialog opened with (12 seats) may still be there,
            # going: the seat's own widgets are the newest
            edit = d.findChildren(QLineEdit, f"name_{seat}")[-1]
            edit.setFocus()  # (the lower rows may be scrolled out of the dialog's view)
            qtbot.keyClick(edit, Qt.Key.Key_A, Qt.KeyboardModifier.ControlModifier)
            type_text(edit, name)
            key_to(qtbot, d.findChildren(QComboBox, f"role_{seat}")[-1], role)
        assert d.ok_button.isEnabled(), d.status_line.text()
        qtbot.mouseClick(d.ok_button, Qt.MouseButton.LeftButton)
    except BaseException as exc:  # noqa: BLE001 - reported by the test, not lost in Qt
        seen["error"] = exc
        if d is not None:
            d.reject()


def whole_in_view(t: Table) -> None:
    """The day panel does not scroll and the gun's box is whole in its visible part."""
    panel = t.w.day_panel
    box, view = panel.procedure, panel.scroll_area.viewport()
    t.qtbot.waitUntil(lambda: box.isVisible(), timeout=1000)
    assert not panel.scroll_area.verticalScrollBar().isVisible()
    top = box.mapTo(view, QPoint(0, 0)).y()
    assert 0 <= top and top + box.height() <= view.height(), (top, box.height(), view.height())


def test_capo_from_the_new_game_dialog_to_a_city_win(qtbot, window, controller, table,
                                                     tmp_path):
    from narrator_app.ui.settings import Settings

    c, t, panel = controller, table, window.night_panel
    assert (window.width(), window.height()) == (1366, 768)
    window.settings, window.settings_dir = Settings(), tmp_path / "settings"
    seen: dict = {}
    QTimer.singleShot(0, lambda: fill_new_game_dialog(qtbot, seen))
    window.new_action.trigger()
    if "error" in seen:
        raise seen["error"]
    assert c.game is not None and c.scenario.id == "capo"
    assert [p.role for p in c.state.players] == DEAL

    # --- the intro night: the heir must pick; the mafia meet ------------------------------
    assert (c.state.phase, c.state.number) == ("intro_night", 0)
    assert [r.key for r in panel.rows] == ["heir", "mafia_meet"]
    assert not t.button("endNight", panel).isEnabled()  # the heir's pick is required
    t.night("heir", "heir_of", 7)  # the herbalist
    assert c.state.player(8).card.counters == {"heir_of": 7, "immune": True}
    t.press("endNight", panel)

    # --- Day 1: no vote; the trustee fires, a blank then the real bullet ----------------
    day = window.day_panel
    assert (c.state.phase, c.state.number) == ("day", 1)
    assert not day.vote_box.isVisible()
    whole_in_view(t)
    assert not t.button("endDay").isEnabled()  # the gun is required
    assert window.ring.is_legal(10) is not False  # anyone may be the trustee
    t.seat(9)  # the trustee
    assert window.ring.is_legal(9) is False  # ... is not a suspect
    t.seat(1)  # the first suspect
    t.seat(10)  # the second
    assert window.ring.is_legal(5) is False  # the real bullet: one of the two suspects
    t.seat(10)  # the real bullet: the second gun
    whole_in_view(t)
    t.press("procedureFire", day)
    assert c.last_error == ""
    st = c.state
    assert st.records[-1].announce == ["gun_blank", "gun_war"]
    assert not st.player(10).alive and st.player(1).alive
    assert not t.w.findChild(type(day.procedure.fire_button), "procedureFire").isVisible()
    t.press("endDay")

    # --- Night 1: the shot is saved; the herbalist poisons the executioner ---------------
    assert (c.state.phase, c.state.number) == ("night", 1)
    assert [r.key for r in panel.rows] == ["mafia", "witch", "herbalist", "detective",
                                           "armoursmith"]
    t.night("mafia", "shot", 9)
    t.night("witch", "none")
    t.night("herbalist", "poison", 3)
    t.night("detective", "inquire", 2)
    t.night("armoursmith", "save", 9)
    t.press("endNight", panel)
    st = c.state
    assert (st.phase, st.number) == ("day", 2)
    assert st.records[-1].announce == ["poison"]
    assert st.records[-1].private == {"detective": "mafia"}

    # --- Day 2: the witch is voted out -----------------------------------------------------
    assert day.vote_box.isVisible() and not day.procedure.isVisible()
    t.vote_out(2, 5)
    assert c.state.winner is None
    t.press("endDay")

    # --- Night 2: the antidote vote first (no majority): the executioner leaves ----------
    assert [r.key for r in panel.rows][0] == "antidote"
    # the step names the poisoned player, it wakes nobody: every eye is open (CR38-17)
    title = panel.rows[0].title.text()
    assert title.startswith("رأی پادزهر — ") and "رضا" in title and "بیدار" not in title, title
    assert not t.button("endNight", panel).isEnabled()  # the antidote step is required
    t.press("option_antidote_votes", panel)
    # the count of hands, not a code (a narrator's trial; CR38-6)
    assert panel.number_label.text() == tr("Votes for the antidote:")
    if c.lang == "fa":
        assert panel.number_label.text() == "رأی موافق پادزهر:"
    QApplication.processEvents()  # whole, on its own line above the counts
    assert panel.number_label.width() >= panel.number_label.sizeHint().width()
    t.press("number_2", panel)
    t.press("confirmStep", panel)
    assert c.last_error == ""
    assert not c.state.player(3).alive
    assert [r.key for r in panel.rows] == ["antidote", "mafia", "detective", "armoursmith"]
    t.night("mafia", "shot", 7)
    t.night("detective", "none")
    t.night("armoursmith", "none")
    t.press("endNight", panel)
    st = c.state
    assert sorted(st.records[-1].announce) == ["left:3", "left:7", "poisoned:3"]
    # the heir's pick has left: he holds the herbalist's card now, the narrator alone is told
    assert st.player(8).role == "herbalist" and st.records[-1].private["heir"] == "herbalist"
    note = window.announcement.private
    assert note.isVisible() and "عطار" in note.text() and "وارث" in note.text()

    # --- Day 3: the Don is voted out: no mafia left, the city wins ------------------------
    t.vote_out(1, 4)  # six in the game: four votes
    st = c.state
    assert st.winner == "city", c.last_error
    assert st.winning_seats == [4, 5, 6, 7, 8, 9, 10]
    assert window.winner_banner.isVisible()


DEAL_13 = ["don", "witch", "executioner", "informant", "detective", "suspect", "armoursmith",
           "herbalist", "heir", "kadkhoda", "plain_citizen", "plain_citizen", "plain_citizen"]


def test_capo_at_its_largest_table_to_a_city_win(window, controller, table):
    """13 seats (the informant and the kadkhoda): the Don falls to Capo's gun and his
    antidote passes to the witch; the kadkhoda links a citizen; the poisoned executioner
    leaves at the antidote step; two votes finish the mafia."""
    from narrator_app.engine import Setup

    c, t, panel = controller, table, window.night_panel
    assert c.new_game(Setup("capo", tuple(f"P{i}" for i in range(1, 14))), DEAL_13)
    assert [r.key for r in panel.rows] == ["heir", "mafia_meet"]
    t.night("heir", "heir_of", 5)
    t.press("endNight", panel)
    whole_in_view(t)
    for seat in (11, 1, 12, 1):  # trustee, suspects, the real bullet: the first gun
        t.seat(seat)
    t.press("procedureFire", window.day_panel)
    st = c.state
    assert st.records[-1].announce == ["gun_war"] and not st.player(1).alive
    assert st.player(2).card.counters["antidote"] is True  # the Don's antidote: the witch's
    t.press("endDay")

    assert [r.key for r in panel.rows] == ["mafia", "witch", "herbalist", "detective",
                                           "armoursmith", "kadkhoda"]
    t.night("mafia", "shot", 13)
    t.night("witch", "none")
    t.night("herbalist", "poison", 3)
    t.night("detective", "inquire", 4)  # the informant reads as a citizen
    t.night("armoursmith", "save", 13)
    t.night("kadkhoda", "link", 6)
    t.press("endNight", panel)
    st = c.state
    assert st.records[-1].announce == ["poison"]
    assert st.records[-1].private["detective"] == "citizen"
    assert st.player(10).card.counters["links"] == [6] and st.player(13).alive

    t.vote_out(2, 7)  # twelve in the game: seven votes
    t.press("endDay")
    t.press("option_antidote_votes", panel)
    t.press("number_0", panel)
    t.press("confirmStep", panel)
    t.night("mafia", "shot", 12)
    for key in ("detective", "armoursmith", "kadkhoda"):
        t.night(key, "none")
    t.press("endNight", panel)
    assert sorted(c.state.records[-1].announce) == ["left:12", "left:3", "poisoned:3"]

    t.vote_out(4, 5)  # nine in the game: five votes
    st = c.state
    assert st.winner == "city", c.last_error
    assert window.winner_banner.isVisible()


@pytest.mark.parametrize("lang", ["fa", "en"])
def test_capo_s_gun_day_never_scrolls_on_the_smallest_screen(qtbot, controller, lang):
    """At 1280×696 (a 1280×720 screen under a title bar), in both languages, the gun's box
    is whole in view with the picks made and the day panel shows no scroll bar."""
    from narrator_app.engine import Setup
    from narrator_app.ui.app import apply_language
    from narrator_app.ui.main_window import MainWindow

    apply_language(QApplication.instance(), lang)
    try:
        controller.lang = lang
        w = MainWindow(controller)
        qtbot.addWidget(w)
        w.resize(1280, 696)
        w.show()
        qtbot.waitExposed(w)
        t = Table(qtbot, w)
        assert controller.new_game(Setup("capo", NAMES), DEAL)
        controller.step("heir", {"heir_of": 4})
        t.press("endNight", w.night_panel)
        for seat in (9, 1, 10, 10):
            t.seat(seat)
        whole_in_view(t)
        assert t.button("procedureFire", w.day_panel).isEnabled()
    finally:
        apply_language(QApplication.instance(), "fa")


def test_capo_s_steps_are_titled_in_its_own_words(qapp):
    """A step that is not a role's is titled by the scenario file's own name for it: Capo's
    «اعلام عضوگیری» and «عضو تازهٔ مافیا», not the Godfather's «اعلام خرید با صدای بلند»
    and «بیدار کردن بازیکن خریداری‌شده» (a narrator's trial; decision CR38-6); a step the
    file does not name keeps the app's words."""
    from narrator_app.ui.texts import step_title

    capo = load_scenario("capo")
    assert step_title("purchase_announcement", None, capo, "fa") == "اعلام عضوگیری"
    assert step_title("bought_player", None, capo, "fa") == "عضو تازهٔ مافیا"
    assert step_title("bought_player", None, capo, "en") == "The new mafia member"
    assert step_title("witch", "witch", capo, "fa") == "جادوگر"
    assert step_title("purchase_announcement", None, None, "fa") == tr(
        "Announce the purchase aloud")


def test_capo_s_team_options_are_in_its_own_words(qapp):
    """The team's recruitment and the executioner's guess are named on their buttons as the
    step's words (the file's) name them: «عضوگیری», «حدس جلاد»; not «جذب», «اعدام» (a
    narrator's trial; decision CR38-17)."""
    from narrator_app.ui.texts import option_label

    assert option_label("recruit", "fa") == "عضوگیری"
    assert option_label("execute", "fa") == "حدس جلاد"
    mafia = next(d for d in load_scenario("capo").night if d.key == "mafia")
    assert "عضوگیری" in mafia.gesture.fa and "حدس جلاد" in mafia.gesture.fa


def test_the_antidote_step_warns_of_the_don_s_own_antidote(window, controller):
    """The Don poisoned: if the vote and the herbalist do not cure him, his own antidote
    does, and the morning reads «… پادزهر گرفت» (club_scenarios 6.6, C14). The antidote
    step says so beforehand, naming him (a narrator's trial: nothing warned the narrator;
    decision CR38-18); a player with no antidote of his own gets no such line."""
    from narrator_app.engine import Setup

    c = controller

    def to_antidote(poisoned: int) -> str:
        assert c.new_game(Setup("capo", NAMES), DEAL)
        assert c.step("heir", {"heir_of": 4}) and c.end_phase()
        assert c.step("capo_gun", {"trustee": 6, "suspects": [9, 10], "real": 9})
        assert c.end_phase()
        assert c.step("herbalist", {"poison": poisoned}), c.last_error
        assert c.end_phase() and c.end_phase()  # Night 1, then Day 2 with no vote
        QApplication.processEvents()
        return "\n".join(window.night_panel.rows[0].texts())

    said = to_antidote(1)  # the Don
    assert "پادزهر خودش را دارد" in said and "Ali" in said, said
    said = to_antidote(3)  # the executioner: no antidote of his own
    assert "پادزهر خودش" not in said, said


def test_capo_s_suspects_defence_can_be_timed(window, controller, table):
    """Day 1: «Both suspects defend» (club_scenarios 6.8) before the gun's step is recorded:
    once the two suspects are clicked, the timer's «دفاع» starts their defence round, in
    seat order, as a day's defenders' (a narrator's trial: the button stayed disabled all
    of Day 1; decision CR38-20)."""
    from narrator_app.engine import Setup

    c, t = controller, table
    assert c.new_game(Setup("capo", NAMES), DEAL)
    assert c.step("heir", {"heir_of": 7}) and c.end_phase()
    assert (c.state.phase, c.state.number) == ("day", 1)
    timer = window.timer_panel
    assert not timer.defense_button.isEnabled()  # nobody defends yet
    t.seat(9)  # the trustee
    assert not timer.defense_button.isEnabled()
    t.seat(10)  # the first suspect
    t.seat(1)  # the second
    assert timer.defense_button.isEnabled()
    t.press("startDefense", timer)
    assert timer.round is not None and timer.round.kind == "defense"
    assert [s.seat for s in timer.round.order] == [1, 10]
    t.seat(10)  # the real bullet
    t.press("procedureFire", window.day_panel)
    assert c.last_error == "" and not c.state.player(10).alive


def test_the_antidote_steps_announcement_is_on_its_row_to_read(window, controller):
    """The antidote vote names the poisoned player and the cure to the whole table at the
    night's start (club_scenarios 6.6): a narrator's trial found the sentence in the log
    alone, and the log's line ended «nobody left the game last night» (CF50)."""
    from narrator_app.engine import Setup

    c = controller
    assert c.new_game(Setup("capo", NAMES), DEAL)
    assert c.step("heir", {"heir_of": 4}) and c.end_phase()
    assert c.step("capo_gun", {"trustee": 6, "suspects": [9, 10], "real": 9})
    assert c.end_phase()
    assert c.step("herbalist", {"poison": 1}), c.last_error  # the Don: his own antidote
    assert c.end_phase() and c.end_phase()
    assert c.step("antidote", {"votes": 0}), c.last_error
    QApplication.processEvents()
    said = "\n".join(window.night_panel.rows[0].texts())
    read = tr("Read aloud: %1").split("%1")[0]
    assert read in said and "Ali" in said, said
    logged = [window.log_panel.model.data(window.log_panel.model.index(i, 0))
              for i in range(window.log_panel.model.rowCount())]
    antidote_line = next(t for t in logged if t and "Ali" in t and "پادزهر" in t)
    assert "کسی از بازی خارج نشد" not in antidote_line, antidote_line


def test_the_witch_s_tracker_has_no_antidote_until_it_passes_to_her(window, controller):
    """A narrator's trial: the witch's tracker read «پادزهر: …» (none left) from the deal,
    though her card never holds an antidote unless the Don's passes to her when Capo's gun
    removes him (C15). Before that she is listed with the roles without trackers; after,
    her line says the antidote she holds (CF80-34)."""
    from narrator_app.engine import Setup

    c = controller
    assert c.new_game(Setup("capo", NAMES), DEAL)
    assert c.step("heir", {"heir_of": 4}) and c.end_phase()
    QApplication.processEvents()
    witch = load_scenario("capo").role("witch").name.fa
    rows = dict(window.trackers.rows())
    assert not any(who.startswith(witch) and "پادزهر" in text for who, text in rows.items())
    assert any(who == witch for who in rows), rows  # among the roles without trackers
    assert c.step("capo_gun", {"trustee": 6, "suspects": [1, 10], "real": 1}), c.last_error
    QApplication.processEvents()
    rows = dict(window.trackers.rows())
    line = next(text for who, text in rows.items() if who.startswith(witch + " —"))
    assert "پادزهر" in line, rows


def test_the_witch_s_tracker_gets_no_antidote_from_her_own_step(window, controller):
    """A second trial: the line «پادزهر: ندارد» came back on Night 1 once the witch's own
    step was confirmed (the tracker's preview of her counters after the night kept the
    counter her kind never uses, CF80-34): she stays among the roles without trackers."""
    from narrator_app.engine import Setup, legal_choices

    c = controller
    assert c.new_game(Setup("capo", NAMES), DEAL)
    assert c.step("heir", {"heir_of": 4}) and c.end_phase()
    assert c.step("capo_gun", {"trustee": 6, "suspects": [3, 10], "real": 10}), c.last_error
    while c.state.phase == "day":
        assert c.end_phase(), c.last_error
    witch = load_scenario("capo").role("witch").name.fa
    while (cur := legal_choices(c.state).current) is not None:
        value = {"reflect": 5} if cur.key == "witch" else {}
        assert c.step(cur.key, value), c.last_error
        QApplication.processEvents()
        rows = dict(window.trackers.rows())
        assert not any(who.startswith(witch) and "پادزهر" in text
                       for who, text in rows.items()), (cur.key, rows)
    assert "witch" in c.state.choices


def test_the_gun_day_box_says_each_step_s_words(window, controller, table):
    """A narrator's trial: Capo's Day 1 box said only which seats to click; nothing to read
    aloud for the trust vote, the suspects or the midday nap in which the Don picks the real
    gun (club_scenarios 6.8). Each step now shows the file's line and gesture (``[[day]]``),
    the next pick's, then, every pick made, the defence and the shot (CF80-36)."""
    from narrator_app.engine import Setup

    t, c = table, controller
    assert c.new_game(Setup("capo", NAMES), DEAL)
    assert c.step("heir", {"heir_of": 4})
    t.press("endNight", window.night_panel)
    box = window.day_panel.procedure
    said = []
    for seat in (None, 9, 1, 10, 10):
        if seat is not None:
            t.seat(seat)
        QApplication.processEvents()
        assert box.say.isVisible() and box.gesture.isVisible()
        said.append(box.say.text())
    assert said[0].startswith("رأی اعتماد")
    assert said[1].startswith("معتمد، دو مظنون")
    assert "دن بیدار شود" in said[3] and "خواب نیمروز" in said[3]
    assert "دفاع کنند" in said[4]
    assert not box.hint.isVisible()  # the gesture says whom to click
    t.press("procedureFire", window.day_panel)
    QApplication.processEvents()
    assert not box.say.isVisible()  # recorded: nothing more to say
