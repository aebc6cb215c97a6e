"""A narrator's trial (t00, e00 against m00, c00; decision Z104-14): an unfinished game
quit with Ctrl+Q (asked, saved) was offered at the next starts without the crash sentence;
«Not now», another game played and quit, and the next start offered the first game again
with «برنامه بسته شد یا رایانه خاموش شد». The offer reads ``session.json``'s ``closed``
(only the game the window was last closed with): the second quit overwrote the first's.
A game closed normally stays so while nothing is added to it. The real dialog over real
autosaves."""

from __future__ import annotations

import pytest
from desk_driver import REFERENCE, reference_setup
from PySide6.QtWidgets import QLabel

from narrator_app.engine.archive import unfinished_autosaves
from narrator_app.ui.controller import GameController
from narrator_app.ui.recovery import ResumeDialog
from narrator_app.ui.session_end import closed_normally

pytestmark = pytest.mark.qt_log_ignore(r"This plugin does not support", extend=True)

CRASH = "برنامه بسته شد یا رایانه خاموش شد"


def _session(tmp_path, to_day: int) -> str:
    """A start of the app: a new reference game played to Day ``to_day``, then the window
    closed normally (Ctrl+Q); the game's id."""
    c = GameController(tmp_path)
    c.confirm = lambda title, text: True
    assert c.new_game(reference_setup(), REFERENCE), c.last_error
    assert c.end_phase()  # the intro day
    assert c.step("nostradamus", {"pick": [8, 9, 10], "side": "city"}), c.last_error
    while (c.state.phase, c.state.number) != ("day", to_day):
        assert c.end_phase(), c.last_error
    c.note_closed()
    c.release_lock()
    return c.game.game_id


def test_a_game_quit_stays_quit_after_another_game_is_quit(qtbot, qapp, tmp_path):
    first = _session(tmp_path, 2)  # quit at Day 2; offered next time, «Not now»
    second = _session(tmp_path, 1)  # another game, quit too
    assert first != second
    entry = next(e for e in unfinished_autosaves(tmp_path) if e.game_id == first)
    closed = closed_normally(tmp_path, entry)
    assert closed
    dlg = ResumeDialog(entry, "fa", closed=closed)
    qtbot.addWidget(dlg)
    texts = [lab.text() for lab in dlg.findChildren(QLabel)]
    assert not any(CRASH in t for t in texts), texts[0]
