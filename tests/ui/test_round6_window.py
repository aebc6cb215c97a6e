"""What a fresh narrator met at a real 1280×720 window with 18 seats, and what the sixth
round's auditors found of the window (decisions CF48). Real widgets, offscreen."""

from __future__ import annotations

import random
from pathlib import Path

import pytest
from PySide6.QtWidgets import QTabWidget

from narrator_app.engine import Game, Setup, gamefile
from narrator_app.engine.simulate import play_random
from narrator_app.ui.app import apply_language
from narrator_app.ui.notes_panel import NotesPanel
from narrator_app.ui.theme import apply_font_size, apply_theme

DEAL18 = ["plain_citizen"] * 18
for _seat, _role in {1: "godfather", 2: "saul_goodman", 3: "matador", 4: "simple_mafia",
                     5: "simple_mafia", 6: "dr_watson", 7: "leon", 8: "citizen_kane",
                     9: "constantine", 10: "nostradamus"}.items():
    DEAL18[_seat - 1] = _role
NAMES18 = tuple(f"بازیکن{i}" for i in range(1, 19))


@pytest.fixture
def desk18(qapp, qtbot, controller):
    """A main window made in Persian at 14 pt, at 1280×696 (1280×720 under a title bar),
    with an 18-seat Godfather–Nostradamus game."""
    from narrator_app.ui.main_window import MainWindow

    apply_language(qapp, "fa")
    apply_theme(qapp, "dark")
    apply_font_size(qapp, 14)
    controller.lang = "fa"
    w = MainWindow(controller)
    qtbot.addWidget(w)
    w.resize(1280, 696)
    w.show()
    qtbot.waitExposed(w)
    assert controller.new_game(Setup("godfather_nostradamus", NAMES18), DEAL18)
    yield w
    apply_font_size(qapp, 11)
    apply_theme(qapp, "light")


def test_day_one_folds_the_intro_night_box_and_does_not_scroll(qtbot, desk18,
                                                               controller) -> None:
    assert controller.end_phase()
    assert controller.step("nostradamus", {"pick": [11, 12, 13], "side": "city"})
    assert controller.end_phase()
    assert controller.step("votes", {11: 10, 12: 10, 13: 11, 14: 12, 15: 10})
    panel = desk18.day_panel
    assert desk18.announcement.folded()
    qtbot.waitUntil(lambda: not panel.scroll_area.verticalScrollBar().isVisible(),
                    timeout=3000)


def test_the_notes_tab_shows_three_lines_of_note(qtbot, desk18) -> None:
    notes = desk18.findChild(NotesPanel)
    tabs = next(t for t in desk18.findChildren(QTabWidget) if t.indexOf(notes) >= 0)
    tabs.setCurrentWidget(notes)
    line = notes.edit.fontMetrics().lineSpacing()

    def whole() -> bool:  # the splitter makes its room once the tab is shown
        return (notes.edit.viewport().height() >= 3 * line
                and notes.keep_button.height() >= notes.keep_button.sizeHint().height()
                and notes.seat_box.height() >= notes.seat_box.sizeHint().height())

    qtbot.waitUntil(whole, timeout=3000)


def test_the_notes_placeholder_is_read_whole_in_its_box(qtbot, desk18) -> None:
    """A narrator's trial saw the empty note box's hint cut to one line («یادداشتی درباره‌ی
    این بازیکن در این»): longer than the box is wide, it is painted on a second line."""
    notes = desk18.findChild(NotesPanel)
    tabs = next(t for t in desk18.findChildren(QTabWidget) if t.indexOf(notes) >= 0)
    tabs.setCurrentWidget(notes)
    edit = notes.edit
    line = edit.fontMetrics().lineSpacing()
    qtbot.waitUntil(lambda: edit.viewport().height() >= 3 * line, timeout=3000)
    view = edit.viewport()
    assert edit.document().isEmpty() and edit.placeholderText()
    assert edit.fontMetrics().horizontalAdvance(edit.placeholderText()) > view.width()
    image = view.grab().toImage()
    background = image.pixelColor(view.width() // 2, view.height() - 2)
    margin = int(edit.document().documentMargin())

    def ink(top: int, bottom: int) -> int:
        return sum(image.pixelColor(x, y) != background
                   for y in range(top, bottom) for x in range(0, view.width(), 2))

    assert ink(margin, margin + line) > 0  # the first line
    assert ink(margin + line, margin + 2 * line + line // 2) > 0  # the rest, below it


def test_a_newer_autosave_is_kept_and_the_file_opens_apart(controller, tmp_path: Path) -> None:
    game = None
    for s in range(40):
        g = play_random(Game(Setup("classic", tuple("abcdefgh"), {"cards_enabled": False})),
                        random.Random(s), 400)
        if len(g.actions) > 12:
            game = g
            break
    assert game is not None
    mine = tmp_path / "mine.ravi"
    short = Game.replay(game.setup, game.actions[:6], game_id=game.game_id,
                        created=game.created)
    gamefile.save_game(short, mine)
    auto = gamefile.autosave_path(controller.data_dir, game)
    gamefile.save_game(game, auto)
    head, rest = auto.read_bytes().split(b"\n", 1)
    newer = head.replace(b'"format":4', b'"format":5', 1) + b"\n" + rest
    assert newer.split(b"\n", 1)[0] != head
    auto.write_bytes(newer)
    assert controller.open_from(mine)
    assert auto.read_bytes() == newer  # left as it is, where the archive lists it
    assert not auto.with_name(auto.name + ".damaged").exists()
    assert controller.game.game_id != game.game_id  # this file: a game of its own


def test_the_defense_round_ends_with_the_exit_vote(window, reference_game) -> None:
    c = reference_game
    assert c.end_phase()  # the intro day
    assert c.step("nostradamus", {"pick": [8, 9, 10], "side": "city"})
    assert c.end_phase()
    assert c.step("votes", {8: 6, 9: 6})
    timer = window.timer_panel
    assert timer.start_round("defense") is not None
    assert timer.round is not None and timer.round.current is not None
    assert c.step("exit_votes", {8: 6, 9: 3})
    assert timer.round is None  # no defender is «speaking» after the vote
