"""The second fresh-narrator trial (issue 23): Godfather–Nostradamus, 18 players, English,
1280×720 under a window manager (/work/wt/TRIAL-reader-1.md).

The game the narrator played is ``tests/fixtures/trial23/nostradamus-18.ravi`` (its
autosave), opened through the controller as a narrator would open it.
"""

from __future__ import annotations

from pathlib import Path

import pytest
from PySide6.QtCore import Qt
from PySide6.QtGui import QGuiApplication
from PySide6.QtWidgets import QApplication

from narrator_app.engine import Setup
from narrator_app.ui.app import apply_language
from narrator_app.ui.public_window import PublicWindow

pytestmark = pytest.mark.qt_log_ignore(r"This plugin does not support raise\(\)", extend=True)

GAME = Path(__file__).resolve().parent.parent / "fixtures" / "trial23" / "nostradamus-18.ravi"
#: The trial's names, the 14-character one cut to the 12 the narrator is asked to keep to.
NAMES = ("Mohammadreza", "Seyedmahmoud", "Amirmohammad", "Mohammadamin", "Mohammadhadi",
         "Fatemehzahra", "Seyedhossein", "Amirabbas K.", "Mohammadtaha", "Hosseinzadeh",
         "Maximilian W", "Golnar Mirza", "Bahareh Wali", "Shahrzad M.", "Kourosh", "Zahra",
         "Ali", "Mahmoudabadi")


@pytest.fixture
def english(qapp):
    apply_language(qapp, "en")
    yield qapp
    apply_language(qapp, "fa")


def eighteen(controller, lang="en"):
    controller.lang = lang
    assert controller.new_game(Setup("godfather_nostradamus", NAMES, {}))
    return controller


# --- 1. the public display's chips show every name and seat whole ----------------------
@pytest.mark.parametrize("lang", ["en", "fa"])
def test_public_chips_show_each_name_and_seat_whole_at_18(qtbot, controller, qapp, lang):
    if lang == "en":
        apply_language(qapp, "en")
    try:
        c = eighteen(controller, lang)
        pw = PublicWindow(c)
        qtbot.addWidget(pw)
        # the window manager gives it the whole 1280×720 screen, whatever it would like
        pw.setFixedSize(1280, 720)
        pw.show()
        qtbot.waitExposed(pw)
        QApplication.processEvents()
        assert pw.minimumSizeHint().width() <= 1280
        assert len(pw.seat_labels) == 18
        for lab in pw.seat_labels:
            assert lab.isVisible()
            need = lab.fontMetrics().horizontalAdvance(lab.text()) + 2 * 10 + 2 * 2
            assert lab.width() >= need, (lab.text(), lab.width(), need)
            box = lab.geometry().translated(lab.parentWidget().mapTo(pw, lab.pos()) - lab.pos())
            assert pw.rect().contains(box), (lab.text(), box, pw.rect())
            assert lab.fontInfo().pointSize() >= 12
        pw.grab().save(f"/tmp/t23/public-{lang}.png")
    finally:
        apply_language(qapp, "fa")


# --- 2. the public display is a window beside the desk, its title said once -------------
@pytest.mark.parametrize("lang", ["en", "fa"])
def test_public_title_names_the_app_once(qtbot, controller, qapp, lang):
    apply_language(qapp, lang)
    try:
        pw = PublicWindow(eighteen(controller, lang))
        qtbot.addWidget(pw)
        name = QGuiApplication.applicationDisplayName()
        title = pw.windowTitle()
        # the platform adds the display name to a title that does not end with it
        assert title.endswith(name), (title, name)
        assert title.count(name) == 1 and "Ravi" not in title.replace(name, ""), title
        assert title.count("راوی") + title.count("Ravi") == 1, title
    finally:
        apply_language(qapp, "fa")


def test_public_display_leaves_the_desk_reachable_and_esc_brings_it_back(
        qtbot, window, reference_game):
    window.open_public_display()
    pw = window.public_window
    qtbot.waitExposed(pw)
    area = window.screen().availableGeometry()
    assert not pw.isFullScreen()
    assert pw.width() < area.width() and pw.height() < area.height()
    assert window.isVisible()
    pw.activateWindow()
    qtbot.waitUntil(lambda: QApplication.activeWindow() is pw, timeout=2000)
    qtbot.keyClick(pw, Qt.Key.Key_Escape)
    assert not pw.isVisible()
    qtbot.waitUntil(lambda: QApplication.activeWindow() is window, timeout=2000)
    # it says how, on its own face
    window.open_public_display()
    qtbot.waitExposed(pw)
    assert pw.back_hint.isVisible() and "Esc" in pw.back_hint.text()
    pw.close()


# --- 3. after the win: the public display says what ended it; the header says so -------
def open_trial_game(controller, tmp_path, lang="en"):
    import shutil

    controller.lang = lang
    copy = tmp_path / GAME.name
    shutil.copy(GAME, copy)
    assert controller.open_from(copy), controller.last_error
    st = controller.state
    assert (st.phase, st.number, st.winner) == ("day", 4, "city")
    return controller


def test_public_display_after_the_win_reads_the_exit_that_ended_it(
        qtbot, controller, english, tmp_path):
    c = open_trial_game(controller, tmp_path)
    pw = PublicWindow(c)
    qtbot.addWidget(pw)
    pw.show()
    qtbot.waitExposed(pw)
    text = "".join(ch for ch in pw.announce.text() if ch not in "\u2068\u2069\u200e\u200f")
    assert pw.announce.isVisible() and "Mohammadamin has left the game." in text, text
    # the morning of day 4 is old news once the game is over
    assert "Amirmohammad" not in text and "Mohammadtaha" not in text, text
    assert pw.phase.text() == "Game over" and pw.winner.text() == "Winner: City"
    pw.grab().save("/tmp/t23/public-end.png")


def test_header_and_title_say_the_game_is_over(qtbot, window, english, tmp_path):
    c = open_trial_game(window.c, tmp_path)
    QApplication.processEvents()
    assert window.phase_label.text() == "Game over"
    assert window.windowTitle().startswith("Game over — ")
    assert "Day 4" not in window.windowTitle()
    assert window.winner_banner.isVisible()
    # undone: the day again
    assert c.undo()
    QApplication.processEvents()
    assert window.phase_label.text() == "Day 4"


def test_the_winner_banner_is_whole_at_18_players(qtbot, window, english, tmp_path):
    """«Game over» is wider than «Day 4»: the banner beside it keeps every winning seat in
    its two lines (a smaller font when needed), nothing cut."""
    window.resize(1280, 720)
    open_trial_game(window.c, tmp_path)
    QApplication.processEvents()
    banner = window.winner_banner
    assert banner.isVisible() and "16\xa0(\u2068Zahra\u2069)" in banner.text()
    assert banner.heightForWidth(banner.width()) <= banner.height()
    assert banner.fontInfo().pointSize() >= 8
    window.grab().save("/tmp/t23/main-end.png")


# --- 4. Nostradamus's count is shown on the intro night's step, never by day -------------
def test_the_mafia_count_is_shown_at_the_nostradamus_step_not_by_day(
        qtbot, window, reference_game):
    """rules_spec 3.1.2 step 3.1 (S0:L7, S0:L14; S2:L92-L93): on the intro night the narrator
    tells Nostradamus how many of his three picks are mafia, before he gives his side. The
    card is offered there; the next morning, eyes open, it is not."""
    from narrator_app.engine import signals_by_day
    from narrator_app.ui.privacy import ShowPlayerCard
    from narrator_app.ui.texts import fill, seat_short, tr

    c = reference_game
    assert c.end_phase()  # the intro night: Nostradamus (seat 11) first
    panel = window.night_panel
    QApplication.processEvents()
    button = panel.show_signal_button
    assert not button.isVisible()  # no picks yet: nothing to show
    for seat in (2, 8, 9):
        window.ring.seatClicked.emit(seat)
    QApplication.processEvents()
    assert panel.count_label.isVisible()
    assert button.isVisible()
    assert button.text() == fill(tr("Show the number of mafia to %1"), seat_short(11, c.names))
    qtbot.mouseClick(button, Qt.MouseButton.LeftButton)
    card = panel.card
    assert isinstance(card, ShowPlayerCard)
    qtbot.waitExposed(card)
    assert card.text() == "۱" and card.caption.text() == tr("Number of mafia")
    card.dismiss()
    window.set_hide_roles(False)  # the narrator lifts the cover (F12)
    assert c.step("nostradamus", {"pick": [2, 8, 9], "side": "city"}), c.last_error
    assert c.end_phase()
    QApplication.processEvents()
    # day 1: the narrator's note stays, the card is not offered with every eye open
    box = window.announcement
    assert box.private.isVisible() and not box.show_button.isVisible()
    assert c.state.records[-1].private == {"nostradamus_count": 1}
    assert signals_by_day(c.state.records[-1].private) == {}
    assert signals_by_day({"guard_code": 3, "detective": "mafia"}) == {"guard_code": 3}


# --- 6. the forced side is said before the picks, from the engine ------------------------
def test_the_forced_side_rule_is_on_the_nostradamus_step_before_the_picks(
        qtbot, window, reference_game):
    from narrator_app.engine import IllegalAction, step_rules
    from narrator_app.ui.night_panel import StepRow

    c = reference_game
    assert c.end_phase()  # the intro night, nothing picked yet
    QApplication.processEvents()
    rules = step_rules(c.state, "nostradamus")
    assert [r.code for r in rules] == ["forced_side"]
    assert step_rules(c.state, "mafia") == []
    rule = c.refusal(IllegalAction("forced_side", key="nostradamus"))
    assert "Nostradamus" in rule or "نوستراداموس" in rule
    row = next(r for r in window.night_panel.findChildren(StepRow) if r.state_name == "current")
    texts = " ".join(lab.text() for lab in row.findChildren(type(window.phase_label))
                     if lab.isVisible())
    assert rule in texts, texts
    assert not window.night_panel.forced_note.isVisible()  # nothing broken yet
    # once recorded, the row says what was chosen, not the rule again
    assert c.step("nostradamus", {"pick": [2, 8, 9], "side": "city"})
    QApplication.processEvents()
    row = next(r for r in window.night_panel.findChildren(StepRow) if r.key == "nostradamus")
    assert rule not in " ".join(lab.text() for lab in row.findChildren(type(window.phase_label)))


# --- 5. Nostradamus: «independent, playing with the city», the same words everywhere -----
def test_nostradamus_is_the_independent_playing_with_his_side_everywhere(
        qtbot, window, english, tmp_path):
    from narrator_app.ui.new_game_dialog import NewGameDialog
    from narrator_app.ui.settings import Settings

    d = NewGameDialog(Settings())
    qtbot.addWidget(d)
    d.show()
    qtbot.waitExposed(d)
    d.scenario_combo.setCurrentIndex(d.scenario_combo.findData("godfather_nostradamus"))
    d.count_spin.setValue(18)
    QApplication.processEvents()
    assert d.roster_summary.text() == (
        "5 mafia, 12 city, 1 independent, playing with the side he chooses on the intro night")
    d.reject()
    c = open_trial_game(window.c, tmp_path)
    QApplication.processEvents()
    rows = dict(window.trackers.rows())
    nos = next(k for k in rows if k.startswith("Nostradamus"))
    assert rows[nos] == "side: independent, playing with the city"
    banner = window.winner_banner.text()
    assert banner.endswith("(\u2068Zahra\u2069)\u2069. With them \u200e\u20662\xa0"
                           "(\u2068Seyedmahmoud\u2069)\u2069: independent, playing with the "
                           "city."), banner
    assert "2\xa0(\u2068Seyedmahmoud\u2069)," not in banner  # not among the city's seats
    assert c.state.winning_seats[1] == 2  # the engine's winners: unchanged


# --- 7. the last-move cards left close up: no holes in the grid --------------------------
def test_the_cards_left_close_up_without_holes(qtbot, window, english, tmp_path):
    from narrator_app.engine import CARDS

    window.resize(1280, 720)
    c = open_trial_game(window.c, tmp_path)
    while len(c.game.actions) > 28:  # day 3: the Godfather voted out, his card to draw
        assert c.undo()
    QApplication.processEvents()
    panel = window.day_panel.card_panel
    assert panel.isVisible() and panel.draw_box.isVisible()
    shown = [cid for cid in CARDS if panel.card_buttons[cid].isVisible()]
    assert "identity_reveal" not in shown and "silence_of_the_lambs" not in shown
    assert len(shown) == len(CARDS) - 2
    grid = panel.card_grid
    cells = [grid.getItemPosition(grid.indexOf(panel.card_buttons[cid]))[:2] for cid in shown]
    assert cells == [(i // 2, i % 2) for i in range(len(shown))], cells
    # on screen too: two a row, the rows one under the other
    boxes = [panel.card_buttons[cid].geometry() for cid in shown]
    assert boxes[0].top() == boxes[1].top() and boxes[2].top() > boxes[0].top()
    assert boxes[2].left() == boxes[0].left()
    panel.grab().save("/tmp/t23/cards.png")


# --- 8. typing the names: Enter goes to the next name once; nothing jumps ---------------
def _names_dialog(qtbot, players=11):
    from narrator_app.ui.new_game_dialog import NewGameDialog
    from narrator_app.ui.settings import Settings

    d = NewGameDialog(Settings())
    qtbot.addWidget(d)
    d.resize(1180, 690)
    d.show()
    qtbot.waitExposed(d)
    d.scenario_combo.setCurrentIndex(d.scenario_combo.findData("godfather_nostradamus"))
    d.count_spin.setValue(players)
    QApplication.processEvents()
    return d


def _type_name(qtbot, d, name):
    edit = QApplication.focusWidget()
    assert edit in d._name_edits, edit
    qtbot.keyClicks(edit, name)


@pytest.mark.parametrize("habit", ["enter", "enter_down"])
def test_enter_then_down_moves_one_seat_and_nothing_jumps(qtbot, english, habit):
    d = _names_dialog(qtbot)
    d._name_edits[0].setFocus()
    qtbot.waitUntil(lambda: QApplication.focusWidget() is d._name_edits[0], timeout=2000)
    names = [f"Player {i}" for i in range(1, 12)]
    before = None
    for i, name in enumerate(names):
        _type_name(qtbot, d, name)
        if i == len(names) - 1:
            before = (d.ok_button.mapTo(d, d.ok_button.rect().topLeft()),
                      d.seat_table.geometry(), d.unnamed_note.geometry())
        qtbot.keyClick(QApplication.focusWidget(), Qt.Key.Key_Return)
        if habit == "enter_down" and i < len(names) - 1:
            qtbot.keyClick(QApplication.focusWidget(), Qt.Key.Key_Down)
        QApplication.processEvents()
    assert list(d.names()) == names  # every seat, in order: none skipped
    # the last name filled: the note changes its words, not the dialog's layout
    after = (d.ok_button.mapTo(d, d.ok_button.rect().topLeft()), d.seat_table.geometry(),
             d.unnamed_note.geometry())
    assert after == before
    assert d.unnamed_note.isVisible() and d.unnamed_note.text() == "Every seat has a name."
    # Down and Up alone move one seat each way
    d._name_edits[3].setFocus()
    qtbot.waitUntil(lambda: QApplication.focusWidget() is d._name_edits[3], timeout=2000)
    qtbot.keyClick(d._name_edits[3], Qt.Key.Key_Down)
    assert QApplication.focusWidget() is d._name_edits[4]
    qtbot.keyClick(d._name_edits[4], Qt.Key.Key_Up)
    assert QApplication.focusWidget() is d._name_edits[3]
    d.reject()


# --- 9. every confirmed card choice has its log line --------------------------------------
def test_the_game_log_records_each_cards_choice(qtbot, window, english, tmp_path):
    """The trial's game: Silence of the Lambs on 2 and 16, Handcuffs on 14, A Beautiful
    Mind's guess 7 (57-gamelog.png had only «drew A Beautiful Mind»)."""
    c = open_trial_game(window.c, tmp_path)
    panel = window.log_panel
    model = panel.model
    marks = "\u2066\u2067\u2068\u2069\u200e"
    texts = ["".join(ch for ch in model.line_text(li) if ch not in marks).replace("\xa0", " ")
             for li in c.state.log]
    assert "A Beautiful Mind: 4 (Mohammadamin) guesses 7 (Seyedhossein)" in texts, texts[-6:]
    assert "Handcuffs: 18 (Mahmoudabadi13) handcuffs 14 (Shahrzad M.) for tonight" in texts
    assert ("The Silence of the Lambs: 5 (Mohammadhadi) silences 2 (Seyedmahmoud), "
            "16 (Zahra)") in texts
    # the guess comes right after the draw, before the exit it decided
    i = texts.index("A Beautiful Mind: 4 (Mohammadamin) guesses 7 (Seyedhossein)")
    assert texts[i - 1] == "Last-move card: 4 (Mohammadamin) drew A Beautiful Mind"
    assert texts[i + 1] == "4 (Mohammadamin) left the game (half-dead)"
    # the narrator's line: hidden under the privacy cover like every private line
    line = c.state.log[i]
    assert line.kind == "card_choice" and not line.public


# --- 10. the trackers by day at 1280×720: compact entries, more of them in view -----------
def test_trackers_by_day_at_1280x720_show_more_cards_whole(qtbot, window, english, tmp_path):
    window.resize(1280, 720)
    c = open_trial_game(window.c, tmp_path)
    while len(c.game.actions) > 5:  # day 1, the first vote recorded
        assert c.undo()
    window.side_tabs.setCurrentWidget(window.trackers)
    for _ in range(5):
        QApplication.processEvents()
    panel = window.trackers
    rows = panel.rows()
    labels = [lab for lab in panel._labels]
    per = len(labels) // len(rows)
    assert per == 1  # one entry a card: «role — seat (name): trackers», not two lines apart
    view = panel.viewport()
    whole = 0
    for i in range(len(rows)):
        parts = labels[i * per:(i + 1) * per]
        top = parts[0].mapTo(view, parts[0].rect().topLeft()).y()
        bottom = parts[-1].mapTo(view, parts[-1].rect().bottomLeft()).y()
        whole += top >= 0 and bottom <= view.height()
    assert whole >= 2, whole
    first = labels[0]
    assert first.text().split("</b>")[0].endswith("The Godfather — 18 (Mahmoudabadi13)") or \
        "The Godfather" in first.text()
    window.grab().save("/tmp/t23/day1-trackers.png")
