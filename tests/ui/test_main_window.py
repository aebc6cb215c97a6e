"""The main window and its panels, one behaviour at a time (the whole game is in
test_whole_game.py)."""

from __future__ import annotations

import pytest
from PySide6.QtCore import Qt
from PySide6.QtTest import QAbstractItemModelTester

from narrator_app.engine import IllegalAction
from narrator_app.messages import refusal_text
from narrator_app.ui.log_panel import PublicRole
from narrator_app.ui.texts import counts_kept, fill, phase_title, tr

pytestmark = pytest.mark.qt_log_ignore(r"This plugin does not support raise\(\)", extend=True)


def to_night_one(c):
    c.end_phase()
    c.step("nostradamus", {"pick": [2, 8, 9], "side": "city"})
    c.end_phase()
    c.end_phase()
    assert (c.state.phase, c.state.number) == ("night", 1)


def test_window_without_a_game(window):
    assert window.phase_label.text() == phase_title("setup", 0)
    assert window.stack.currentWidget() is window.empty_page
    assert not window.undo_action.isEnabled()
    assert window.ring.seats() == []


def test_fits_1366x768_right_to_left(window, reference_game):
    assert window.width() <= 1366 and window.height() <= 768
    assert window.layoutDirection() == Qt.LayoutDirection.RightToLeft
    assert window.minimumSizeHint().width() <= 1366
    assert window.minimumSizeHint().height() <= 768


def test_phase_titles_use_persian_digits(window, reference_game):
    c = reference_game
    assert window.phase_label.text() == tr("Intro day")
    to_night_one(c)
    assert window.phase_label.text() == fill(tr("Night %1"), "۱")
    assert window.stack.currentWidget() is window.night_panel


def test_day_threshold_text(window, reference_game):
    c = reference_game
    c.end_phase()
    c.step("nostradamus", {"pick": [2, 8, 9], "side": "city"})
    c.end_phase()
    assert window.day_panel.threshold_label.text() == counts_kept(fill(
        tr("%1 votes to defend; %2 players vote on each"), "۶", "۱۰"))  # none on himself
    assert (c.state.day.threshold, c.state.day.present) == (6, 11)


def test_refused_action_leaves_the_game_unchanged(window, reference_game, qtbot):
    c = reference_game
    to_night_one(c)
    before = c.state.fingerprint()
    n_actions = len(c.game.actions)
    with qtbot.waitSignal(c.message) as msg, qtbot.assertNotEmitted(c.changed):
        assert not c.step("mafia", {"shot": 2})  # a teammate
    assert c.state.fingerprint() == before and len(c.game.actions) == n_actions
    expected = refusal_text(IllegalAction("invalid_target", key="mafia", seat=2,
                                          detail="teammate"), c.scenario, list(c.names))
    assert msg.args == [c.last_error]
    assert "هم‌تیمی" in c.last_error
    assert c.last_error.startswith(expected.split("هم‌تیمی")[0])
    assert window.statusBar().currentMessage() == c.last_error


def test_a_refusal_leaves_the_status_bar_once_the_game_moves_on(window, reference_game):
    c = reference_game
    to_night_one(c)
    assert not c.step("mafia", {"shot": 2})  # a teammate: refused, shown
    refusal = c.last_error
    assert window.statusBar().currentMessage() == refusal
    window.show_message("a note about this same state")
    window.show_message(refusal)  # said again: still about the state it was said of
    assert window.statusBar().currentMessage() == refusal
    assert c.undo()  # the game moved on: that refusal no longer applies
    assert window.statusBar().currentMessage() == ""
    window.show_message("Nothing changed.")  # a message with no change after it stays
    assert window.statusBar().currentMessage() == "Nothing changed."


def test_refused_option_is_disabled_with_its_reason(window, reference_game):
    c = reference_game
    to_night_one(c)
    buy = window.night_panel.findChild(type(window.night_panel.confirm_button), "option_buy")
    assert buy is not None and not buy.isEnabled()
    assert buy.toolTip() == refusal_text(
        IllegalAction("not_available", key="mafia", role="saul_goodman", detail="no_mafia_exit"),
        c.scenario, list(c.names))


def test_hide_roles_hides_roles_trackers_tokens_and_private_log(window, reference_game):
    c = reference_game
    to_night_one(c)
    c.step("mafia", {"shot": 8})
    assert "پدرخوانده" in window.ring.seat_texts(1)
    assert tr("shot") in window.ring.seat_texts(8)
    assert window.trackers.isVisibleTo(window)
    private_rows = [i for i in range(window.log_panel.model.rowCount())
                    if not window.log_panel.model.index(i).data(PublicRole)]
    assert private_rows
    window.hide_action.trigger()
    assert window.ring.hide_roles()
    assert "پدرخوانده" not in window.ring.seat_texts(1)
    assert tr("shot") not in window.ring.seat_texts(8)
    assert not window.trackers.isVisibleTo(window)
    model = window.log_panel.model
    assert all(model.index(i).data(PublicRole) for i in range(model.rowCount()))
    window.hide_action.trigger()
    assert "پدرخوانده" in window.ring.seat_texts(1)
    assert window.trackers.isVisibleTo(window)


def test_trackers_follow_the_card(window, reference_game):
    c = reference_game
    to_night_one(c)
    rows = dict(window.trackers.rows())
    leon = next(k for k in rows if k.startswith("لئون"))
    # the parts by the Persian semicolon: the middle dot read as a zero after «۲» (CR36-3)
    assert rows[leon] == "؛ ".join([fill(tr("bullets: %1"), "۲"), fill(tr("vest: %1"),
                                                                        tr("intact"))])
    for key, value in (("mafia", {}), ("matador", {}), ("dr_watson", {}), ("leon", {"shoot": 1}),
                       ("citizen_kane", {}), ("constantine", {})):
        c.step(key, value)
    gf = next(k for k in rows if k.startswith("پدرخوانده"))
    assert dict(window.trackers.rows())[gf].startswith(fill(tr("vest: %1"), tr("intact")))
    c.end_phase()  # counters change when the night is resolved
    rows = dict(window.trackers.rows())
    assert rows[leon].startswith(fill(tr("bullets: %1"), "۱"))
    assert rows[gf].startswith(fill(tr("vest: %1"), tr("gone")))
    nos = next(k for k in rows if k.startswith("نوستراداموس"))
    # the independent who plays with the city, in the same words everywhere (issue 23)
    assert rows[nos] == fill(tr("side: %1"), tr("independent, playing with the city"))


def test_log_model_and_private_tag(qtbot, window, reference_game):
    c = reference_game
    model = window.log_panel.model
    QAbstractItemModelTester(model, QAbstractItemModelTester.FailureReportingMode.Fatal)
    to_night_one(c)
    texts = [model.index(i).data() for i in range(model.rowCount())]
    private = [t for t in texts if t.startswith(tr("[private]"))]
    assert any(fill(tr("Nostradamus was shown: %1 mafia"), "۱") in t for t in private)
    assert any(t == f"— {phase_title('night', 1)} —" for t in texts)
    c.undo()
    assert model.rowCount() == len(c.state.log) or model.rowCount() < len(texts)


def test_undo_past_what_the_table_heard_asks_and_can_be_declined(window, reference_game):
    c = reference_game
    c.end_phase()  # intro day -> intro night: heard (phase change)
    c.confirm = lambda title, text: False
    before = c.state.fingerprint()
    assert not c.undo()
    assert c.state.fingerprint() == before
    c.confirm = lambda title, text: True
    assert c.undo()
    assert c.state.phase == "intro_day"
    assert window.redo_action.isEnabled()
    assert c.redo()
    assert c.state.fingerprint() == before
    while c.can_undo():
        c.undo()
    assert c.state.phase == "intro_day" and len(c.game.actions) == 1


def test_autosave_after_every_action(window, reference_game, tmp_path):
    c = reference_game
    if not c.files_available():
        pytest.skip("engine/gamefile.py not there yet")
    path = c.autosave_file()
    assert path is not None and path.is_file() and tmp_path in path.parents
    size = path.stat().st_size
    c.end_phase()
    assert path.stat().st_size > size
    from narrator_app.engine.gamefile import open_game

    assert open_game(path).state.fingerprint() == c.state.fingerprint()


def test_save_and_open_round_trip(window, reference_game, tmp_path):
    c = reference_game
    if not c.files_available():
        pytest.skip("engine/gamefile.py not there yet")
    to_night_one(c)
    c.step("mafia", {"shot": 8})
    path = tmp_path / "club.ravi"
    assert c.save_to(path)
    fp = c.state.fingerprint()
    c.undo()
    assert c.open_from(path)
    assert c.state.fingerprint() == fp
    assert window.phase_label.text() == fill(tr("Night %1"), "۱")
    bad = tmp_path / "bad.ravi"
    bad.write_text("not a game", encoding="utf-8")
    assert not c.open_from(bad)
    assert c.state.fingerprint() == fp
    assert window.statusBar().currentMessage()


def test_lottery_on_a_tied_exit_vote(window, reference_game, qtbot):
    c = reference_game
    c.end_phase()
    c.step("nostradamus", {"pick": [2, 8, 9], "side": "city"})
    c.end_phase()
    c.step("votes", {8: 7, 9: 7})
    c.step("exit_votes", {8: 5, 9: 5})
    assert c.state.day.tied == [8, 9]
    panel = window.day_panel
    qtbot.wait(0)
    assert panel.lottery_box.isVisibleTo(window)
    assert window.ring.is_legal(8) and window.ring.is_legal(1) is False
    qtbot.mouseClick(panel.lottery_button, Qt.MouseButton.LeftButton)
    assert c.state.day.eliminated in (8, 9)
    assert not panel.lottery_button.isEnabled()
    c.undo()
    qtbot.mouseClick(window.ring, Qt.MouseButton.LeftButton, pos=window.ring.seat_center(9))
    assert c.state.choices["lottery"] == 9 and c.state.day.eliminated == 9


def test_new_game_action_opens_the_dialog_and_keeps_the_setup(window, monkeypatch, tmp_path):
    import narrator_app.ui.new_game_dialog as dialog_module
    from narrator_app.engine import Setup
    from narrator_app.ui.settings import Settings

    setup = Setup("godfather_nostradamus", tuple(f"P{i}" for i in range(1, 12)),
                  {"cards_enabled": False})

    class FakeDialog:  # the real dialog is tested in test_new_game_dialog.py
        def __init__(self, settings, parent, draft=None):
            self.settings = settings
            self.given_draft = draft  # the table typed before a cancelled dialog (TB30-1)

        def exec(self):
            self.settings.last_player_count = 11
            return 1

        def draft(self):
            return None

        def result_setup(self):
            return setup

        def result_deal(self):
            return None  # the app deals at random

    monkeypatch.setattr(dialog_module, "NewGameDialog", FakeDialog)
    window.settings, window.settings_dir = Settings(), tmp_path / "settings"
    window.new_action.trigger()
    c = window.c
    assert c.game is not None and c.game.setup is setup
    assert c.game.house_rules["cards_enabled"] is False
    assert sorted(p.role for p in c.state.players) == sorted(
        c.scenario.roster_for(11))
    assert Settings.load(tmp_path / "settings").last_player_count == 11


def test_the_day_panel_is_built_when_a_day_first_comes(window, tmp_path):
    """No game, or a game opened at night: the day's panel is not built (it is never shown
    then); the first day phase builds it and shows it."""
    from desk_driver import unfinished

    from narrator_app.engine.gamefile import save_game
    from narrator_app.ui.day_panel import DayPanel

    assert window.findChildren(DayPanel) == []
    g = unfinished(3, 40)
    night = ("night", "intro_night")
    while g.state.phase in night:  # back to a day, then to the night before it
        g.undo()
    while g.state.phase not in night:
        g.undo()
    assert g.can_redo()
    assert window.c.open_from(save_game(g, tmp_path / "night.ravi"))
    assert window.stack.currentWidget() is window.night_panel
    assert window.findChildren(DayPanel) == []
    while window.c.state.phase in night:
        assert window.c.redo()
    assert window.findChildren(DayPanel) == [window.day_panel]
    assert window.stack.currentWidget() is window.day_panel and window.day_panel.isVisible()
