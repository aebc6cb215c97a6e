"""A game has one identity, and copies are honest (issue 14, part 2), through the window's
controller and its archive, with real files:

* an older copy (a strict prefix of the autosaved record) offers the newer record; the archive
  keeps the game's row and its note;
* another history of the same game never overwrites the autosave: the narrator opens it to
  view only (nothing is written, every action refused with ``read_only_game``) or continues it
  as a new branch (a new id whose journal's header records its parent);
* notes are ``notes`` lines of the journal and are never lost by opening, resuming or saving;
* a torn autosave resumes with the torn line reported; the next action keeps ``.torn``.
"""

from __future__ import annotations

import json
from pathlib import Path

import pytest
from desk_driver import older, unfinished

from narrator_app.engine import Game
from narrator_app.engine.gamefile import autosave_path, dumps, open_game, save_game
from narrator_app.messages import journal_text
from narrator_app.ui.controller import GameController

pytestmark = pytest.mark.qt_log_ignore(r"This plugin does not support", extend=True)




def controller(data: Path, answer: bool) -> GameController:
    c = GameController(data, lang="en")
    c.asked, c.said = [], []
    c.confirm = lambda title, text: c.asked.append(title) or answer
    c.message.connect(c.said.append)
    return c


def _diverging(g: Game) -> Game:
    """The same game (setup, deal, first actions) whose history then differs: at the first
    place after the 10th action where the narrator could have ended the phase instead."""
    from narrator_app.engine import IllegalAction

    for k in range(10, len(g.actions)):
        if g.actions[k].kind == "end_phase":
            continue
        other = older(g, k)
        try:
            other.end_phase()
        except IllegalAction:
            continue
        return other
    raise AssertionError("no place to diverge")


@pytest.fixture
def club(tmp_path: Path):
    """An autosaved game of 30 actions with a note; a copy of its first 10 actions elsewhere
    with a note of its own; and another history of the same game (its first 12 actions, then
    a different 13th)."""
    data = tmp_path / "data"
    g = unfinished(7, 30)
    g.notes = "Sara played the best night of the season."
    save_game(g, autosave_path(data, g))
    copy = older(g, 10)
    copy.notes = "Tuesday, table 2"
    copy_path = save_game(copy, tmp_path / "docs" / "tuesday.ravi")
    other = _diverging(g)
    other_path = save_game(other, tmp_path / "docs" / "other.ravi")
    return data, g, copy_path, other_path


def test_the_older_copy_offers_the_newer_record_and_the_archive_keeps_row_and_notes(
        qtbot, club, tmp_path):
    from narrator_app.ui.archive_window import ArchiveWindow
    from narrator_app.ui.settings import Settings

    data, g, copy_path, _ = club
    auto = autosave_path(data, g)
    before = auto.read_bytes()
    c = controller(data, answer=True)
    assert c.open_from(copy_path)
    assert c.asked == [journal_text("newer_title", "en")]
    assert len(c.game.actions) == 30 and c.game.game_id == g.game_id
    # both notes kept: a notes line appended to the autosave, nothing before it rewritten
    assert auto.read_bytes().startswith(before)
    last = json.loads(auto.read_text("utf-8").splitlines()[-1])
    assert last["kind"] == "notes" and g.notes in last["text"] and "Tuesday" in last["text"]
    assert open_game(copy_path).notes == "Tuesday, table 2"  # the copy is never written
    w = ArchiveWindow(c, Settings(), tmp_path / "config")
    qtbot.addWidget(w)
    w.reload()
    row = [e for e in w.model.entries if e.game_id == g.game_id]
    assert [e.path for e in row] == [auto] and row[0].actions == 30  # one row, the newer one
    assert w.select_path(auto)
    assert g.notes in w.notes.toPlainText() and "Tuesday" in w.notes.toPlainText()


def test_another_history_opens_to_view_only_and_writes_nothing(qtbot, club):
    from narrator_app.ui.main_window import MainWindow
    from narrator_app.ui.settings import Settings

    data, g, _copy, other_path = club
    folder = data / "autosave"
    before = {p.name: p.read_bytes() for p in folder.iterdir()}
    c = controller(data, answer=True)  # "Open it to view only?" — yes
    w = MainWindow(c, settings=Settings(), settings_dir=data.parent / "config")
    qtbot.addWidget(w)
    assert c.open_from(other_path)
    assert c.asked == [journal_text("branch_title", c.lang)]  # the window's language
    assert c.viewing_only and c.read_only and c.game.game_id == g.game_id
    assert journal_text("viewing", c.lang) in c.said
    w.refresh()
    assert not w.undo_action.isEnabled()
    assert w.new_action.isEnabled()  # a new game may still be started
    assert not c.end_phase() and c.last_code == "read_only_game"
    assert not c.undo() and c.last_code == "read_only_game"
    assert {p.name: p.read_bytes() for p in folder.iterdir()} == before  # nothing written
    assert c.save_to(data.parent / "export" / "seen.ravi")  # a copy may still be saved


def test_another_history_continues_as_a_new_branch_that_records_its_parent(qapp, club):
    data, g, _copy, other_path = club
    auto = autosave_path(data, g)
    before = auto.read_bytes()
    c = controller(data, answer=False)  # not to view only: a new branch
    assert c.open_from(other_path)
    assert not c.viewing_only and c.game.game_id != g.game_id
    assert c.game.parent_id == g.game_id
    assert journal_text("branched", "en", parent=g.game_id) in c.said
    assert c.end_phase() or c.undo()
    branch = autosave_path(data, c.game)
    head = json.loads(branch.read_text("utf-8").splitlines()[0])
    assert head["parent_id"] == g.game_id and head["game_id"] == c.game.game_id
    assert open_game(branch).parent_id == g.game_id
    assert auto.read_bytes() == before  # the parent is never written


def test_notes_survive_opening_resuming_and_saving(qtbot, tmp_path):
    data = tmp_path / "data"
    c = controller(data, answer=True)
    g = unfinished(3, 8)
    assert c.new_game(g.setup, list(g.actions[0].value))
    assert c.set_notes("نوشتهٔ راوی")
    auto = c.autosave_file()
    saved = tmp_path / "club" / "g.ravi"
    assert c.save_to(saved)  # File → Save: a whole journal with the notes
    assert open_game(saved).notes == "نوشتهٔ راوی"
    c.release_lock()
    again = controller(data, answer=True)  # resumed in a new session
    assert again.open_from(auto) and again.game.notes == "نوشتهٔ راوی"
    assert again.end_phase()
    assert open_game(auto).notes == "نوشتهٔ راوی"
    kinds = [json.loads(x)["kind"] for x in auto.read_text("utf-8").splitlines()]
    assert kinds == ["header", "deal", "notes", "end_phase"]


def test_a_torn_autosave_resumes_with_the_torn_line_reported(qtbot, tmp_path):
    data = tmp_path / "data"
    g = unfinished(4, 9)
    auto = save_game(g, autosave_path(data, g))
    good = auto.read_bytes()
    auto.write_bytes(good + b'{"kind":"step","phase":"night","key":"mafia","value":{"sh')
    torn = auto.read_bytes()
    c = controller(data, answer=True)
    assert c.open_from(auto)
    assert c.torn is not None and c.torn.line == good.count(b"\n") + 1
    assert any("cut short" in s and "mafia" in s for s in c.said), c.said
    assert auto.read_bytes() == torn  # left as it is until the next append
    assert c.end_phase() or c.undo()
    assert auto.with_name(auto.name + ".torn").read_bytes() == torn
    assert open_game(auto).torn is None and auto.read_bytes().startswith(good)


def test_a_v2_autosave_becomes_a_journal_at_its_first_action(qtbot, tmp_path):
    data = tmp_path / "data"
    g = unfinished(5, 7)
    g.notes = "from an older Ravi"
    auto = autosave_path(data, g)
    auto.parent.mkdir(parents=True)
    auto.write_text(dumps(g), "utf-8")
    old = auto.read_bytes()
    c = controller(data, answer=True)
    assert c.open_from(auto)
    assert auto.read_bytes() == old  # opening writes nothing
    assert c.undo()
    assert auto.with_name(auto.name + ".v2").read_bytes() == old
    h = open_game(auto)
    assert h.format == 4 and h.notes == "from an older Ravi" and len(h.actions) == 6
    assert [a.without_time() for a in h.redo_actions] == [g.actions[-1].without_time()]


def test_the_window_says_view_only_in_persian(qtbot, club):
    data, g, _copy, other_path = club
    c = GameController(data)  # Persian
    c.confirm = lambda title, text: True
    said = []
    c.message.connect(said.append)
    assert c.open_from(other_path)
    assert not c.step("mafia", {"shot": 1})
    assert c.last_code == "read_only_game" and c.last_error == journal_text("viewing", "fa")
    assert "فقط برای دیدن" in c.last_error


def test_a_copy_of_the_autosaved_record_opens_without_replaying_the_autosave(
        qtbot, tmp_path, monkeypatch):
    """The autosave holding the very record of the file opened is told from its lines: only
    the file is replayed (one game in memory, not two), the autosave's journal is read once,
    and both notes are kept, appended to the autosave as a notes line."""
    import narrator_app.engine as facade
    from narrator_app.engine import gamefile

    data = tmp_path / "data"
    g = unfinished(6, 20)
    g.notes = "autosaved note"
    auto = save_game(g, autosave_path(data, g))
    g.notes = "the copy's note"
    copy = save_game(g, tmp_path / "club" / "copy.ravi")
    opened, attached = [], []
    real_open, real_attach = gamefile.open_game, gamefile.AutosaveJournal.attach
    monkeypatch.setattr(facade, "open_game", lambda p: opened.append(Path(p)) or real_open(p))
    monkeypatch.setattr(gamefile.AutosaveJournal, "attach", classmethod(
        lambda cls, p, game: attached.append(Path(p)) or real_attach(p, game)))
    c = controller(data, answer=True)
    assert c.open_from(copy)
    assert opened == [copy] and attached == [auto]
    assert c.path == copy and not c.viewing_only and c.game.game_id == g.game_id
    assert c.game.notes == "autosaved note\n\nthe copy's note"
    assert real_open(auto).notes == c.game.notes
    assert c.end_phase() or c.undo()  # the next change appends to the same journal
    assert attached == [auto] and len(real_open(auto).actions) != 0
