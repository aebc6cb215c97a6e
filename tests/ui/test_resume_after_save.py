"""A game saved to a file and the app closed normally (RO29-2, the narrator's trial): the
next start still offers the unfinished game, but its sentence does not say the app stopped,
and continuing opens the narrator's own file when the autosave holds its very record — the
title names the file and Save writes to it. Played on after the save, the autosave (the
longer record) is opened. Real windows (offscreen), real files, the real resume dialog
(only its ``exec`` answered)."""

from __future__ import annotations

import pytest
from desk_driver import REFERENCE, reference_setup, shown_window
from PySide6.QtWidgets import QDialog, QLabel

from narrator_app.engine.gamefile import autosave_path, open_game
from narrator_app.ui import recovery
from narrator_app.ui.controller import GameController
from narrator_app.ui.session_end import closed_normally, own_file

pytestmark = pytest.mark.qt_log_ignore(r"This plugin does not support", extend=True)

def crash() -> str:
    """The heading after the app stopped, in the language loaded now."""
    return recovery.translate(
        "Recovery", "The last game was not finished (the app was closed or the computer "
        "stopped). Resume it where it stood?")


def closed(c: GameController) -> str:
    """The heading after a normal close, in the language loaded now: the game not finished,
    left at the phase ``c``'s game stands at (words true of a quit and of a stop, W98-5)."""
    from narrator_app.ui.texts import fill, phase_title

    st = c.game.state
    return fill(recovery.translate(
        "Recovery", "The last game is not finished: it was left at %1. Continue it where it "
        "stood?"), phase_title(st.phase, st.number, c.lang, st.scenario))


def _play(c: GameController) -> None:
    assert c.new_game(reference_setup(), REFERENCE)
    assert c.end_phase()  # the intro day


@pytest.fixture
def heads(monkeypatch) -> list[str]:
    """The real resume dialog, accepted at once; the heading it showed each time."""
    seen: list[str] = []

    def exec_(dlg) -> int:
        seen.append(dlg.findChildren(QLabel)[0].text())
        return QDialog.DialogCode.Accepted.value

    monkeypatch.setattr(recovery.ResumeDialog, "exec", exec_)
    return seen


def test_saved_and_closed_normally_continues_in_the_saved_file(qtbot, tmp_path, heads):
    data, mine = tmp_path / "data", tmp_path / "mine" / "bazi-aval.ravi"
    mine.parent.mkdir()
    first = shown_window(qtbot, data)
    _play(first.c)
    assert first.c.save_to(mine)
    gid, n = first.c.game.game_id, len(first.c.game.actions)
    assert first.close()
    second = shown_window(qtbot, data)
    assert second.offer_resume()
    c = second.c
    assert heads == [closed(c)]  # unfinished, offered, but no crash claimed
    assert (c.game.game_id, len(c.game.actions)) == (gid, n)
    assert c.saved_file() == mine
    assert "bazi-aval.ravi" in second.windowTitle()
    # Save offers the narrator's file and writes to it; playing on autosaves as before
    assert second.default_save_path() == mine
    assert c.step("nostradamus", {"pick": [2, 8, 9], "side": "city"})
    assert c.save_to(second.default_save_path())
    assert len(open_game(mine).actions) == n + 1
    assert len(open_game(autosave_path(data, c.game)).actions) == n + 1


def test_played_on_after_the_save_continues_in_the_autosave_and_keeps_the_file(
        qtbot, tmp_path, heads):
    """The autosave (the longer record) opens; the narrator's file is still the game's own
    (UX40-5, amending RO29-2: a narrator's trial found Save asking for a new name and the
    named file left behind): the title names it, marked as not holding the last action, and
    Save writes it there."""
    data, mine = tmp_path / "data", tmp_path / "mine.ravi"
    first = shown_window(qtbot, data)
    _play(first.c)
    assert first.c.save_to(mine)
    assert first.c.step("nostradamus", {"pick": [2, 8, 9], "side": "city"})
    n = len(first.c.game.actions)
    assert first.close()
    second = shown_window(qtbot, data)
    assert second.offer_resume()
    c = second.c
    assert heads == [closed(c)]
    assert len(c.game.actions) == n  # nothing lost: the longer record
    assert len(open_game(mine).actions) == n - 1  # the narrator's file untouched so far
    assert c.saved_file() == mine and c.unsaved()
    assert "mine.ravi" in second.windowTitle() and second.isWindowModified()
    # the status bar names the file too, not only the autosave it was continued from
    assert str(mine) in second.statusBar().currentMessage()
    assert second.default_save_path() == mine
    assert c.undo() and not c.unsaved()  # back to what the file holds
    assert c.redo() and c.unsaved()
    assert c.save_to(second.default_save_path()) and not c.unsaved()
    assert len(open_game(mine).actions) == n


def test_another_history_in_the_named_file_is_not_kept(qtbot, tmp_path, heads):
    """The named file no longer holds the start of the autosave's record (written over by
    another game of the same id's history): the autosave opens alone, as before."""
    data, mine = tmp_path / "data", tmp_path / "mine.ravi"
    first = shown_window(qtbot, data)
    _play(first.c)
    assert first.c.step("nostradamus", {"pick": [2, 8, 9], "side": "city"})
    assert first.c.save_to(mine)
    assert first.c.undo() and first.c.step("nostradamus", {"pick": [3, 8, 9], "side": "city"})
    assert first.c.end_phase()
    assert first.close()
    second = shown_window(qtbot, data)
    assert second.offer_resume()
    assert second.c.saved_file() is None


def test_a_crash_after_the_save_is_said_and_still_opens_the_saved_file(qtbot, tmp_path, heads):
    """The window never closed (the app stopped): the sentence says so; the file saved
    holds the autosave's record, so it is what opens."""
    data, mine = tmp_path / "data", tmp_path / "mine.ravi"
    first = shown_window(qtbot, data)
    _play(first.c)
    assert first.c.save_to(mine)
    second = shown_window(qtbot, data)
    assert second.offer_resume()
    assert heads == [crash()]
    assert second.c.saved_file() == mine


def test_a_closed_game_played_on_elsewhere_is_no_longer_closed_normally(qtbot, tmp_path):
    """The record of the normal close names the game and its length: the same game with
    more actions (a later session that stopped) is offered with the crash sentence; a file
    changed on disk to another history is not the narrator's own file any more."""
    data, mine = tmp_path / "data", tmp_path / "mine.ravi"
    first = shown_window(qtbot, data)
    _play(first.c)
    assert first.c.save_to(mine)
    assert first.close()
    from narrator_app.ui.recovery import newest_unfinished

    entry = newest_unfinished(data)
    assert entry is not None and closed_normally(data, entry) and own_file(data, entry) == mine
    second = shown_window(qtbot, data)
    assert second.c.open_from(autosave_path(data, first.c.game))
    assert second.c.step("nostradamus", {"pick": [2, 8, 9], "side": "city"})
    later = newest_unfinished(data)
    assert later is not None and later.actions == entry.actions + 1
    assert not closed_normally(data, later)
    assert own_file(data, later) is None  # the file is older than the autosave
    # another history written over the narrator's file: not his file of this record
    other = GameController(tmp_path / "other")
    assert other.new_game(reference_setup(), list(reversed(REFERENCE)))
    other.game.game_id = first.c.game.game_id
    assert other.save_to(mine)
    assert own_file(data, later) is None
