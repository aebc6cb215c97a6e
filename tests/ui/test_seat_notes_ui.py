"""Issue 23: notes during the game, per player and per phase, typed beside the ring, kept
in the journal with their seat and phase, reopened, shown on the seat's tooltip and in
the archive, exported, hidden by the privacy cover and never on the public display."""

from __future__ import annotations

import json
import os
import subprocess
import sys
from pathlib import Path

import pytest
from PySide6.QtCore import Qt
from PySide6.QtWidgets import QApplication
from test_cover_everything import cover, leaks, screen_texts, uncover

from narrator_app.engine import open_game
from narrator_app.ui.settings import Settings

pytestmark = pytest.mark.qt_log_ignore(r"This plugin does not support raise\(\)",
                                       r"This plugin does not support propagateSizeHints",
                                       extend=True)

NOTE = "Sara hesitated when asked"
NOTE_FA = "مکث کرد؛ شاید مافیا"


def notes_tab(window):
    panel = window.extras.notes_panel
    window.side_tabs.setCurrentWidget(panel)
    QApplication.processEvents()
    return panel


def type_note(qtbot, window, seat: int, text: str) -> None:
    """Choose ``seat`` by clicking it on the ring, type ``text`` and keep it."""
    panel = notes_tab(window)
    qtbot.mouseClick(window.ring, Qt.MouseButton.LeftButton, pos=window.ring.seat_center(seat))
    assert panel.seat() == seat
    panel.edit.setFocus()
    panel.edit.clear()
    qtbot.keyClicks(panel.edit, text)
    qtbot.mouseClick(panel.keep_button, Qt.MouseButton.LeftButton)


def journal_lines(c) -> list[dict]:
    return [json.loads(x) for x in c.autosave_file().read_text("utf-8").splitlines()]


def test_a_note_is_kept_in_the_journal_with_its_seat_and_phase_and_reopens(
        qtbot, window, reference_game, tmp_path):
    c = reference_game
    assert c.state.phase == "intro_day"
    type_note(qtbot, window, 4, NOTE)
    last = journal_lines(c)[-1]
    assert (last["kind"], last["seat"], last["phase"], last["text"]) == (
        "notes", 4, "intro_day", NOTE)
    assert "prev" in last  # written by the journal's writer, chained
    c.end_phase()  # the intro night: the same seat, a new phase, an empty note
    panel = window.extras.notes_panel
    assert panel.seat() == 4 and panel.edit.toPlainText() == ""
    assert NOTE in panel.earlier.text()  # the intro day's note, under it
    panel.edit.setPlainText(NOTE_FA)
    panel.edit.setFocus()
    qtbot.keyClick(panel.edit, Qt.Key.Key_Return, Qt.KeyboardModifier.ControlModifier)
    assert c.state.phase == "intro_night"  # Ctrl+Return in a note keeps it, never ends the night
    assert c.game.seat_notes == {(4, "intro_day"): NOTE, (4, "intro_night"): NOTE_FA}
    # reopened from the file: the notes are back, each with its seat and phase
    again = open_game(c.autosave_file())
    assert again.seat_notes == c.game.seat_notes
    from narrator_app.ui.controller import GameController

    other = GameController(tmp_path / "other")
    other.confirm = lambda title, text: True
    assert other.open_from(c.autosave_file())
    assert other.game.seat_notes == c.game.seat_notes


def test_the_phase_ending_keeps_a_note_typed_but_not_kept(qtbot, window, reference_game):
    c = reference_game
    panel = notes_tab(window)
    panel.select_seat(2)
    panel.edit.setPlainText("typed, then the day ended")
    c.end_phase()
    assert c.game.seat_notes == {(2, "intro_day"): "typed, then the day ended"}


def test_the_seats_tooltip_shows_its_notes(qtbot, window, reference_game, table):
    type_note(qtbot, window, 5, NOTE)
    tip = table.tooltip(5)
    assert NOTE in tip and "Leon" in tip  # the seat's own lines, then its notes
    assert NOTE not in table.tooltip(6)


def test_notes_are_hidden_by_the_cover_and_never_on_the_public_display(
        qtbot, window, reference_game, table):
    type_note(qtbot, window, 3, NOTE)
    window.open_public_display()
    pw = window.public_window
    qtbot.waitExposed(pw)
    assert all(NOTE not in t for t in pw.shown_texts())
    assert any(NOTE in t for t in screen_texts(window))  # the walker sees it uncovered
    cover(qtbot, window)
    table.tooltip(3)
    assert leaks(window, [NOTE]) == []
    assert all(NOTE not in t for t in pw.shown_texts())
    uncover(qtbot, window)
    window.public_window.close()


def test_the_archive_shows_a_games_notes_on_seats(qtbot, window, reference_game, tmp_path):
    type_note(qtbot, window, 7, NOTE)
    window.settings = Settings()
    window.settings_dir = tmp_path / "config"
    window.archive_action.trigger()
    arch = window.archive_window
    qtbot.waitExposed(arch)
    assert arch.select_path(reference_game.autosave_file())
    box = arch.seat_notes
    assert box.isVisible()
    assert NOTE in box.text.toPlainText() and "Nima" in box.text.toPlainText()
    arch.close()


def test_export_writes_the_notes_into_the_game_script(qtbot, window, reference_game, tmp_path):
    type_note(qtbot, window, 9, NOTE)
    out = tmp_path / "game.yaml"
    env = {**os.environ, "PYTHONPATH": str(Path(__file__).resolve().parents[2])}
    run = subprocess.run(
        [sys.executable, "-m", "narrator_app", "export", str(reference_game.autosave_file()),
         "--out", str(out)], capture_output=True, text=True, env=env, timeout=60)
    assert run.returncode == 0, run.stderr
    import yaml

    data = yaml.safe_load(out.read_text("utf-8"))
    assert data["notes"] == [{"seat": 9, "phase": "intro_day", "text": NOTE}]


def test_opening_an_older_copy_keeps_the_autosaves_notes_on_seats(reference_game, tmp_path):
    c = reference_game
    copy = tmp_path / "copy.ravi"
    assert c.save_to(copy)  # saved before the note was typed
    assert c.set_seat_note(6, "intro_day", NOTE)
    autosave = c.autosave_file()
    assert c.open_from(copy)  # the same record: the autosave is taken up again
    assert c.game.seat_notes == {(6, "intro_day"): NOTE}
    assert c.end_phase()  # the next autosave never takes the note away
    assert open_game(autosave).seat_notes == {(6, "intro_day"): NOTE}


@pytest.mark.parametrize("scenario_id, known", [("werewolf", True), ("a_club_file_gone", False)])
def test_the_archive_says_a_night_first_games_days_as_the_narrator_does(
        qtbot, tmp_path, scenario_id, known):
    """Werewolf opens with a night: the engine's day 2 is the narrator's Day 1 (WW32-4). The
    archive's notes view said «Day 2»; it now numbers the phases as the game's scenario
    says them, and as the engine counts when that scenario is not found."""
    import random
    from types import SimpleNamespace

    from narrator_app.engine import Game, Setup, load_scenario, save_game
    from narrator_app.engine.simulate import random_move
    from narrator_app.ui.notes_panel import ArchiveSeatNotes
    from narrator_app.ui.texts import phase_title

    names = tuple(f"P{i}" for i in range(1, 11))
    game = Game(Setup("werewolf", names, {}))
    game.deal(["werewolf", "werewolf", "seer", "protector", "witch", "hunter", "cupid",
               "villager", "villager", "villager"])
    rng = random.Random(3)
    while not (game.state.phase == "day" and game.state.number == 2):
        assert game.state.winner is None and len(game.actions) < 200
        random_move(game, rng)
    game.seat_notes[(4, "day_2")] = NOTE
    path = tmp_path / "werewolf.ravi"
    save_game(game, path)
    box = ArchiveSeatNotes()
    qtbot.addWidget(box)
    box.show_entry(SimpleNamespace(path=path, error="", names=names, scenario_id=scenario_id),
                   "en")
    text = box.text.toPlainText()
    said = phase_title("day", 1, "en") if known else phase_title("day", 2, "en")
    assert NOTE in text and f"{said}: {NOTE}" in text
    assert load_scenario("werewolf").shown_number("day", 2) == 1


def test_a_note_of_one_game_is_never_kept_in_the_next(qtbot, window, reference_game):
    """A narrator's trial (CF45-13): a note kept on a seat in one game showed in the next
    game with the same names — the notes box still held it and, at the new game's first
    refresh, «kept» it for the old seat and phase in the new game."""
    from desk_driver import REFERENCE, reference_setup

    c = reference_game
    type_note(qtbot, window, 4, NOTE)
    c.end_phase()
    panel = notes_tab(window)
    panel.edit.setPlainText(NOTE_FA)  # typed, not kept, when a new game starts
    assert c.new_game(reference_setup(), REFERENCE)
    QApplication.processEvents()
    assert c.game.seat_notes == {}, c.game.seat_notes
    assert panel.edit.toPlainText() == "" and NOTE not in panel.earlier.text()


def test_keep_note_says_the_note_was_kept_until_it_changes(qtbot, window, reference_game):
    """A narrator's trial: «Keep note» gave no sign that the note was kept. The button
    says «Note kept ✓» after it (or Ctrl+Return), and «Keep note» again once the note is
    edited or another seat is chosen."""
    from narrator_app.ui.texts import translate

    KEEP, KEPT = translate("Notes", "Keep note"), translate("Notes", "Note kept ✓")
    assert KEEP != KEPT
    c = reference_game
    panel = notes_tab(window)
    assert panel.keep_button.text() == KEEP
    type_note(qtbot, window, 4, NOTE)
    assert c.game.seat_notes[(4, "intro_day")] == NOTE
    assert panel.keep_button.text() == KEPT
    qtbot.keyClicks(panel.edit, "!")  # the note changes: not kept as it now reads
    assert panel.keep_button.text() == KEEP
    qtbot.keyClick(panel.edit, Qt.Key.Key_Return, Qt.KeyboardModifier.ControlModifier)
    assert c.game.seat_notes[(4, "intro_day")] == NOTE + "!"
    assert panel.keep_button.text() == KEPT
    panel.select_seat(5)  # another seat's note, not kept yet
    assert panel.seat() == 5 and panel.keep_button.text() == KEEP
    panel.select_seat(4)  # back to the kept one: nothing was kept just now
    assert panel.edit.toPlainText() == NOTE + "!" and panel.keep_button.text() == KEEP
