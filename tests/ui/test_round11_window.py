"""The window at this round's findings of a narrator's trial (decisions «CF70»). Real
widgets, offscreen."""

from __future__ import annotations

import pytest

from narrator_app.engine import Setup
from narrator_app.ui.texts import tr

pytestmark = pytest.mark.qt_log_ignore(r"This plugin does not support", extend=True)

GODFATHER = ["godfather", "saul_goodman", "matador", "dr_watson", "leon", "citizen_kane",
             "constantine", "plain_citizen", "plain_citizen", "plain_citizen", "nostradamus"]
NAMES = ("علی", "مریم", "رضا", "سارا", "حسین", "نگار", "امیر", "لیلا", "کامران", "پریسا",
         "مهدی")


def test_the_last_mafia_voted_out_is_not_promised_to_constantine(window, controller,
                                                                  table) -> None:
    """A narrator's trial: the last mafia voted out while Constantine's revival was unused.
    The game is over (rules_spec 3.1.7: half-dead players count as not alive), yet the day
    said «… leaves the game (half-dead: Constantine may bring him back)» under «Game over:
    City wins». Once the game is won nobody comes back: the line says he is out of the game
    (CF70-1); while the game goes on it still names the revival."""
    c, t = controller, table
    assert c.new_game(Setup("godfather_nostradamus", NAMES, {"cards_enabled": False}),
                      GODFATHER)
    assert c.end_phase(), c.last_error  # intro day
    assert c.step("nostradamus", {"pick": [2, 8, 9], "side": "city"}), c.last_error
    assert c.end_phase(), c.last_error  # intro night → Day 1
    t.vote_out(2, 6)  # Saul: half-dead, the game goes on
    assert c.state.player(2).status == "half_dead" and c.state.winner is None
    assert tr("half-dead: Constantine may bring him back") in window.day_panel.exit_label.text()
    assert c.end_phase(), c.last_error
    assert c.step("mafia", {"shot": 8}), c.last_error
    assert c.step("leon", {"shoot": 3}), c.last_error  # the Matador leaves
    assert c.end_phase(), c.last_error
    assert c.state.player(3).status == "dead" and c.state.phase == "day", c.state.phase
    t.vote_out(1, 6)  # the Godfather, the last mafia: the city wins
    assert c.state.winner == "city"
    assert c.state.player(1).status == "half_dead"
    text = window.day_panel.exit_label.text()
    assert tr("half-dead: Constantine may bring him back") not in text
    assert tr("out for good") in text


JACK = ["matador", "jack_sparrow", "saul_goodman", "dr_watson", "plain_citizen",
        "plain_citizen", "constantine", "plain_citizen", "citizen_kane", "leon", "godfather"]


def test_the_note_box_open_at_night_stays_whole_when_the_day_comes(qtbot, en_window) -> None:
    """A narrator's trial (Jack Sparrow, 11 seats, 1280×720): the notes tab open on the
    intro night; when Day 1 came the timer took back its steady height and «Keep note»
    lay over the note's box (its third line hidden). The timer leaves the pane below the
    room a shown note box needs (CF70-2)."""
    from PySide6.QtWidgets import QTabWidget

    from narrator_app.ui.notes_panel import NotesPanel

    c = en_window.c
    assert c.new_game(Setup("godfather_jack_sparrow", NAMES, {"cards_enabled": False}), JACK)
    assert c.end_phase(), c.last_error
    assert c.step("jack_sparrow", {"curse": 5}), c.last_error
    notes = en_window.findChild(NotesPanel)
    tabs = next(t for t in en_window.findChildren(QTabWidget) if t.indexOf(notes) >= 0)
    tabs.setCurrentWidget(notes)
    line = notes.edit.fontMetrics().lineSpacing()

    def whole() -> bool:
        return (notes.edit.viewport().height() >= 3 * line
                and notes.edit.geometry().bottom() < notes.keep_button.geometry().top()
                and notes.keep_button.height() >= notes.keep_button.sizeHint().height())

    qtbot.waitUntil(whole, timeout=3000)
    assert c.end_phase(), c.last_error  # Day 1: the timer comes
    assert c.state.phase == "day"
    qtbot.wait(200)
    assert whole(), (notes.edit.geometry(), notes.keep_button.geometry(), line)


def _ctrl_q(qtbot, window) -> None:
    """The narrator's Ctrl+Q on the desk."""
    from PySide6.QtCore import Qt
    from PySide6.QtWidgets import QApplication

    window.activateWindow()
    qtbot.waitUntil(lambda: QApplication.activeWindow() is window, timeout=2000)
    qtbot.keyClick(window, Qt.Key.Key_Q, Qt.KeyboardModifier.ControlModifier)
    QApplication.processEvents()


@pytest.mark.parametrize("answer", [True, False, None])  # save, quit without, stay
def test_quitting_asks_to_save_the_narrators_own_file_first(qtbot, window, reference_game,
                                                            tmp_path, answer) -> None:
    """A narrator's trial (classic): saved as a named file on Day 2, reopened, played to the
    win; the file still held Day 2 (the title's «*»), and Ctrl+Q quit without a word.
    Quitting while the narrator's own file lacks the last moves asks whether to save them
    there first, won or not: «Save» writes them and quits, «Quit without saving» leaves the
    file as it is, «Stay» keeps the window (CF70-7)."""
    from narrator_app.engine import open_game

    c = reference_game
    own = tmp_path / "club-night.ravi"
    assert c.save_to(own)
    assert c.end_phase(), c.last_error  # a move the file does not hold
    assert c.unsaved()
    held = len(open_game(own).actions)
    asked: list[str] = []

    def answer_it(title: str, text: str) -> bool | None:
        asked.append(text)
        return answer

    window.ask_save_quit = answer_it
    window.ask_quit = lambda title, text: pytest.fail("asked «quit?» on top")
    _ctrl_q(qtbot, window)
    assert len(asked) == 1 and "club-night.ravi" in asked[0]
    assert window.isVisible() == (answer is None)
    saved = len(open_game(own).actions)
    assert saved == (len(c.game.actions) if answer is True else held)


def test_the_save_question_defaults_to_save(qtbot, window, reference_game, tmp_path) -> None:
    """The box itself: «Save» is its default answer (Return), «Stay» its Esc (CF70-7)."""
    from PySide6.QtCore import QTimer
    from PySide6.QtWidgets import QApplication, QMessageBox

    c = reference_game
    own = tmp_path / "club-night.ravi"
    assert c.save_to(own)
    assert c.end_phase(), c.last_error
    seen: list[tuple[str, str]] = []

    def look() -> None:
        box = QApplication.activeModalWidget()
        if isinstance(box, QMessageBox) and box.isVisible() and not seen:
            seen.append((box.defaultButton().objectName(), box.escapeButton().objectName()))
            box.escapeButton().click()

    timer = QTimer()
    timer.timeout.connect(look)
    timer.start(20)
    try:
        _ctrl_q(qtbot, window)
    finally:
        timer.stop()
    assert seen == [("saveAndQuit", "stayInGame")]
    assert window.isVisible() and c.unsaved()


def test_a_click_into_a_vote_count_selects_it(qtbot, window, reference_game, table) -> None:
    """A narrator's trial (Mafia Nights): after an undo the exit vote's boxes still held
    «5»; a click put the cursor after it and the «5» typed next made «55», refused (at most
    11). A click into a count box selects the count there, so typing replaces it (CF70-8)."""
    from PySide6.QtCore import QPoint, Qt
    from PySide6.QtWidgets import QApplication, QLineEdit

    c, t = reference_game, table
    assert c.end_phase(), c.last_error
    assert c.step("nostradamus", {"pick": [2, 8, 9], "side": "city"}), c.last_error
    assert c.end_phase(), c.last_error  # Day 1
    t.seat(4)
    edit = window.findChild(QLineEdit, "count_4")
    assert edit is not None and edit.isVisible()
    edit.setText("۵")
    window.activateWindow()
    qtbot.waitUntil(lambda: QApplication.activeWindow() is window, timeout=2000)
    window.ring.setFocus()  # the narrator was elsewhere (the Mayor's buttons, the ring)
    qtbot.waitUntil(lambda: not edit.hasFocus(), timeout=1000)
    qtbot.mouseClick(edit, Qt.MouseButton.LeftButton,
                     pos=QPoint(edit.width() - 4, edit.height() // 2))
    qtbot.waitUntil(lambda: edit.selectedText() == "۵", timeout=1000)
    qtbot.keyClicks(edit, "6")
    assert edit.text() == "۶"


def heard_seat_4_leave(c) -> None:
    """A reference game (no cards) played to Day 1's exit vote: the table heard seat 4
    leave, the last action's public lines an undo would take back."""
    assert c.new_game(Setup("godfather_nostradamus", NAMES, {"cards_enabled": False}),
                      GODFATHER)
    assert c.end_phase(), c.last_error
    assert c.step("nostradamus", {"pick": [2, 8, 9], "side": "city"}), c.last_error
    assert c.end_phase(), c.last_error
    assert c.step("votes", {4: 7}), c.last_error
    assert c.step("exit_votes", {4: 7}), c.last_error


def test_the_undo_question_reads_in_the_desks_language(qtbot, en_window) -> None:
    """A narrator's trial (Zodiac, English): the undo question listed what the table had
    heard as «left the game (out) 10 (فاطمه) •», right-aligned: a line whose first name is
    Persian was laid out right to left. Each line opens with the language's mark, so Qt
    lays it out in the desk's direction (CF70-11)."""
    from PySide6.QtGui import QTextDocument

    c = en_window.c
    heard_seat_4_leave(c)
    asked: list[str] = []
    c.confirm = lambda title, text: asked.append(text) or False
    assert not c.undo()
    lines = [ln for ln in asked[0].split("\n") if "•" in ln]
    assert lines and any(NAMES[3] in ln for ln in lines), asked
    assert any("left the game" in ln for ln in lines), lines  # the desk's English

    def direction(line: str):
        doc = QTextDocument()
        doc.setPlainText(line)
        return doc.firstBlock().textDirection()

    from PySide6.QtCore import Qt

    assert all(direction(ln) == Qt.LayoutDirection.LeftToRight for ln in lines), lines


def test_the_persian_undo_question_bullets_do_not_read_as_a_zero(qtbot, window) -> None:
    """A narrator's trial (the reference game, 18 seats, Persian): the undo question listed
    «• ۴ از بازی خارج شد»; laid out right to left, the bullet sat beside the digit and read
    as «۴۰», seat 40. A Persian line opens with «–» (TR98-1), never «•", and a line of
    several sentences gives each sentence its own bullet."""
    c = window.c
    heard_seat_4_leave(c)
    asked: list[str] = []
    c.confirm = lambda title, text: asked.append(text) or False
    assert not c.undo()
    lines = asked[0].split("\n")[1:]
    assert lines, asked
    assert all(ln.startswith("\u200f– ") for ln in lines), lines
    assert not any("•" in ln for ln in lines), lines
    assert any(NAMES[3] in ln and "۴" in ln for ln in lines), lines  # seat 4's exit

    words = c.line_words
    c.line_words = lambda line: "نخست\nدوم" if words is not None else ""
    asked.clear()
    assert not c.undo()
    items = asked[0].split("\n")[1:]
    assert "\u200f– نخست" in items and "\u200f– دوم" in items, items


def test_enter_on_the_undo_question_keeps_what_the_table_heard(qtbot, window) -> None:
    """A narrator's trial (the reference game, 18 seats, Persian): on the undo question
    after the morning was read, Yes had the focus, and Enter out of habit undid what the
    table had heard. No is the default of the controller's questions (TR98-6): Enter keeps
    the game as it is; Yes still undoes."""
    from PySide6.QtCore import Qt, QTimer
    from PySide6.QtWidgets import QApplication, QMessageBox

    c = window.c
    c.confirm = c._confirm_with_dialog  # the real question box (the fixture answers itself)
    heard_seat_4_leave(c)
    done = len(c.game.actions)
    seen: list[QMessageBox] = []

    def answer(key: Qt.Key | None) -> None:
        box = QApplication.activeModalWidget()
        if isinstance(box, QMessageBox) and box.isVisible():
            seen.append(box)
            if key is None:
                box.button(QMessageBox.StandardButton.Yes).click()
            else:
                qtbot.keyClick(box, key)
        else:
            QTimer.singleShot(20, lambda: answer(key))

    QTimer.singleShot(20, lambda: answer(Qt.Key.Key_Return))
    assert not c.undo()
    assert len(seen) == 1 and len(c.game.actions) == done
    assert seen[0].defaultButton() is seen[0].button(QMessageBox.StandardButton.No)
    QTimer.singleShot(20, lambda: answer(None))
    assert c.undo()
    assert len(seen) == 2 and len(c.game.actions) == done - 1


def test_a_vote_exit_with_the_deck_spent_says_why_no_card(qtbot, window, controller,
                                                          tmp_path) -> None:
    """A narrator's trial (the reference game, 18 seats): over five days the cards ran out;
    on Day 6 the Godfather left by the vote with no card offered and no word why. The exit's
    line says «No last-move card is left to draw.» when the table plays with cards and none
    can be drawn (`deck_spent`: rules_spec 7 ``card_deck_mode``, ``card_on_empty``)
    (CF70-12); while a card can be drawn it says nothing of it. (A random legal game of 13
    players with cards, played by the engine's own driver, to its first such exit.)"""
    from narrator_app.engine import Game, deck_spent, save_game
    from narrator_app.engine.simulate import random_game

    g = random_game("godfather_nostradamus", 13, 0, {"cards_enabled": True})

    def exit_without_card(st) -> bool:
        day = st.day
        return (st.phase == "day" and day.eliminated is not None and day.needs is None
                and "card" not in st.choices and st.player(day.eliminated).status != "alive")

    at = [i for i, st in enumerate(g.states) if exit_without_card(st)]
    spent_at = next(i for i in at if deck_spent(g.states[i]))
    drawn_at = next(i for i in range(spent_at) if exit_without_card(g.states[i]) is False
                    and "card" in g.states[i].choices and g.states[i].phase == "day")
    spent = tr("No last-move card is left to draw.")
    c = controller
    for upto, said in ((drawn_at, False), (spent_at, True)):
        path = tmp_path / f"upto{upto}.ravi"
        save_game(Game.replay(g.setup, g.actions[:upto], g.scenario), path)
        assert c.open_from(path), c.last_error
        text = window.day_panel.exit_label.text()
        assert text and (spent in text) == said, (upto, text)
