"""The app and its data folder (issue 12, items 4, 5, 7, 9, 10, 13 and 14): opening an older
copy never overwrites a newer autosave, one bad file never blocks the resume offer or the
archive, ids from files never leave the data folder, a second instance only views, a name
that is not text is refused at entry and a failed save always shows the red banner, the
``.bak`` of a damaged autosave is offered, a damaged settings file is moved aside, the alert
sound is never written to a fixed temporary name, the data folders are owner-only."""

from __future__ import annotations

import json
import os
import stat
import subprocess
import sys
import tempfile
from pathlib import Path

import pytest
from desk_driver import older, unfinished
from PySide6.QtWidgets import QLabel

from narrator_app.engine import Game, IllegalAction, Setup
from narrator_app.engine.gamefile import autosave_path, backup_path, dumps, open_game, save_game
from narrator_app.engine.simulate import random_game
from narrator_app.messages import digits
from narrator_app.ui.controller import GameController
from narrator_app.ui.main_window import MainWindow

ROOT = Path(__file__).resolve().parents[2]
pytestmark = pytest.mark.qt_log_ignore(r"This plugin does not support raise\(\)", extend=True)




def save_v2(g: Game, path: Path) -> Path:
    """``g`` written as a v2 document (the single-JSON format before the journal), for the
    tests that change its fields as a hostile tool would."""
    path.parent.mkdir(parents=True, exist_ok=True)
    path.write_text(dumps(g), "utf-8")
    return path


def make_controller(data: Path, answer: bool = True) -> GameController:
    c = GameController(data)
    c.asked = []

    def confirm(title, text):
        c.asked.append(text)
        return answer

    c.confirm = confirm
    return c


def make_window(qtbot, c: GameController) -> MainWindow:
    from narrator_app.ui.settings import Settings

    # settings of the test's own (never the user's configuration folder)
    w = MainWindow(c, settings=Settings(), settings_dir=Path(c.data_dir).parent / "config")
    qtbot.addWidget(w)
    w.ask_resume = lambda entry: (w.offered.append(entry), True)[1]
    w.offered = []
    return w


# --- item 4: an older copy never overwrites the newer autosave ----------------------------
@pytest.fixture
def thirty(tmp_path: Path) -> tuple[Path, Game, Path]:
    """An autosaved game of 30 actions with the archive's notes, and a copy of its first 10
    actions saved elsewhere (File → Save earlier in the evening)."""
    data = tmp_path / "data"
    g = unfinished(7, 30)
    g.notes = "Sara played the best night of the season."
    save_game(g, autosave_path(data, g))
    copy = save_game(older(g, 10), tmp_path / "docs" / "tuesday.ravi")
    return data, g, copy


def test_opening_an_older_copy_offers_the_newer_record(qapp, thirty) -> None:
    data, g, copy = thirty
    c = make_controller(data, answer=True)
    assert c.open_from(copy)
    # the counts in Persian digits in the Persian question (CF45-21)
    assert len(c.asked) == 1 and "۳۰" in c.asked[0] and "۱۰" in c.asked[0]
    assert len(c.game.actions) == 30 and c.game.game_id == g.game_id
    assert c.game.notes == g.notes
    on_disk = open_game(autosave_path(data, g))
    assert len(on_disk.actions) == 30 and on_disk.notes == g.notes
    assert len(open_game(copy).actions) == 10  # the copy itself is never written


def test_declining_the_newer_record_goes_on_with_the_same_game_from_the_copy(qapp,
                                                                            thirty) -> None:
    """RS32-1 (was: a separate game with a new id, counted twice by the statistics)."""
    data, g, copy = thirty
    auto = autosave_path(data, g)
    before = auto.read_bytes()
    c = make_controller(data, answer=False)
    assert c.open_from(copy)
    assert len(c.asked) == 1 and str(auto) + ".newer" in c.asked[0]
    assert len(c.game.actions) == 10 and c.game.game_id == g.game_id  # one game, not two
    assert c.newer_copy == auto.with_name(auto.name + ".newer")
    assert c.newer_copy.read_bytes() == before  # the newer record, kept byte for byte
    kept = open_game(c.newer_copy)
    assert len(kept.actions) == 30 and kept.notes == g.notes
    on_disk = open_game(auto)  # the autosave goes on from the copy, its notes kept
    assert len(on_disk.actions) == 10 and on_disk.notes == g.notes
    assert sorted(p.name for p in auto.parent.glob("*.ravi")) == [auto.name]
    assert len(open_game(copy).actions) == 10  # the copy itself is never written


def test_a_different_history_never_overwrites_the_autosave(qapp, thirty) -> None:
    data, g, _copy = thirty
    other = unfinished(8, 12)  # another game that carries the same id
    other.game_id, other.created = g.game_id, g.created
    path = save_game(other, data.parent / "other.ravi")
    before = autosave_path(data, g).read_bytes()
    c = make_controller(data)
    assert c.open_from(path)
    assert c.game.game_id != g.game_id and len(c.game.actions) == 12
    assert autosave_path(data, g).read_bytes() == before
    assert c.asked == []


def test_a_record_that_continues_the_autosave_replaces_it_and_keeps_its_notes(qapp, tmp_path):
    data = tmp_path / "data"
    g = unfinished(7, 30)
    early = older(g, 10)
    early.notes = "notes written in the archive"
    save_game(early, autosave_path(data, g))
    longer = save_game(g, tmp_path / "longer.ravi")
    c = make_controller(data)
    assert c.open_from(longer)
    on_disk = open_game(autosave_path(data, g))
    assert len(on_disk.actions) == 30 and on_disk.notes == "notes written in the archive"


def test_the_window_offers_the_newer_record_for_a_file_given_at_start(qtbot, thirty) -> None:
    data, g, copy = thirty
    c = make_controller(data, answer=True)
    w = make_window(qtbot, c)
    w.c.open_from(copy)  # what a double-click on the file does after a crash
    assert len(w.c.game.actions) == 30
    assert len(open_game(autosave_path(data, g)).actions) == 30


# --- item 5: one bad file in the autosave folder blocks nothing ---------------------------
def test_one_bad_file_blocks_neither_the_resume_offer_nor_the_archive(qtbot, tmp_path):
    data = tmp_path / "data"
    good = unfinished(1, 8)
    save_game(good, autosave_path(data, good))
    done = random_game("godfather_nostradamus", 11, 3)
    save_game(done, autosave_path(data, done))
    bad = unfinished(2, 6)
    bad_path = save_v2(bad, autosave_path(data, bad))
    raw = json.loads(bad_path.read_text("utf-8"))
    raw["created"] = "2026-03-01T20:00:00"  # no zone
    raw["actions"][-1]["at"] = "2026-03-01T20:00:00+25:00"
    bad_path.write_text(json.dumps(raw), "utf-8")
    (data / "autosave" / "cut.ravi").write_text('{"format": "ravi-game", "vers', "utf-8")
    c = make_controller(data)
    w = make_window(qtbot, c)
    assert w.offer_resume()
    assert [e.path for e in w.offered] == [autosave_path(data, good)]
    assert w.c.game.game_id == good.game_id
    arch = w.open_archive()
    rows = arch.model.entries
    ok = {e.game_id for e in rows if e.error is None}
    assert ok == {good.game_id, done.game_id}
    refused = {e.path.name: e for e in rows if e.error is not None}
    assert set(refused) == {"cut.ravi", bad_path.name}
    assert arch.select_path(refused["cut.ravi"].path)
    assert "not JSON" in arch.detail_label.text()  # listed with its reason
    arch.close()


@pytest.mark.parametrize("change", [
    {"created": "2026-03-01T20:00:00"}, {"created": "not a date"}, {"last_at": "+25:00"},
    {"name": "Sara\u0000"}])
def test_opening_a_bad_file_never_copies_it_into_the_autosave_folder(qapp, tmp_path, change):
    g = unfinished(2, 6)
    path = save_v2(g, tmp_path / "odd.ravi")
    raw = json.loads(path.read_text("utf-8"))
    if "created" in change:
        raw["created"] = change["created"]
    if "last_at" in change:
        raw["actions"][-1]["at"] = "2026-03-01T20:00:00" + change["last_at"]
    if "name" in change:
        raw["setup"]["names"][0] = change["name"]
    path.write_text(json.dumps(raw), "utf-8")
    c = make_controller(tmp_path / "data")
    assert not c.open_from(path)
    assert c.game is None and not autosave_path(tmp_path / "data", g).exists()


# --- item 6: an id from a file never leaves the data folder -------------------------------
@pytest.mark.parametrize("bad_id", ["../../escaped", "ABSOLUTE"])
def test_a_game_id_from_a_file_never_becomes_a_path(qapp, tmp_path, bad_id):
    if bad_id == "ABSOLUTE":
        bad_id = str(tmp_path / "escaped-abs")
    data = tmp_path / "a" / "b" / "data"
    g = unfinished(5, 6)
    path = save_v2(g, tmp_path / "hostile.ravi")
    raw = json.loads(path.read_text("utf-8"))
    raw["game_id"] = bad_id
    path.write_text(json.dumps(raw), "utf-8")
    before = path.read_bytes()
    c = make_controller(data)
    assert not c.open_from(path)
    assert c.game is None
    written = [p for p in tmp_path.rglob("*.ravi") if p != path]
    assert written == []
    assert path.read_bytes() == before


# --- item 7 (in this process): a second instance views, never acts ------------------------
def test_a_second_instance_only_views(qtbot, tmp_path):
    data = tmp_path / "data"
    g = unfinished(6, 9)
    saved = save_game(g, tmp_path / "friday.ravi")
    holder = subprocess.Popen([sys.executable, "-m", "narrator_app", "play", "--data", str(data)],
                              cwd=ROOT, stdin=subprocess.PIPE, stdout=subprocess.PIPE, text=True)
    try:
        holder.stdin.write(json.dumps({"new": {
            "scenario": g.setup.scenario_id, "names": list(g.setup.names),
            "deal": list(g.actions[0].value)}}) + "\n")
        holder.stdin.flush()
        assert holder.stdout.readline().strip() == "ack 1"
        c = make_controller(data)
        assert c.read_only and c.lock.owner_pid == holder.pid
        w = make_window(qtbot, c)
        banner = w.findChild(QLabel, "dataLockedBannerText")
        assert banner is not None and digits(holder.pid, c.lang) in banner.text()
        assert not w.new_action.isEnabled()
        assert not w.offer_resume()
        assert c.open_from(saved)  # view
        assert not c.step("noop", None) and c.last_code == "data_locked"
        assert not c.end_phase() and c.last_code == "data_locked"
        assert not c.new_game(g.setup) and c.last_code == "data_locked"
        assert not (data / "autosave" / saved.name).exists()
        assert not autosave_path(data, g).exists()
        out = tmp_path / "export.ravi"
        assert c.save_to(out) and len(open_game(out).actions) == 9  # export
        before = saved.read_bytes()
        arch = w.open_archive()
        arch.settings.archive_folders = [str(tmp_path)]
        arch.reload()
        assert arch.select_path(saved)
        # the unfinished game opens here to view only; its notes are read, not written
        assert "فقط برای دیدن" in arch.detail_label.text()
        assert arch.notes.isReadOnly() and not arch.save_notes_button.isEnabled()
        arch.notes.setPlainText("written by the second instance")
        assert not arch.save_notes() and saved.read_bytes() == before
        arch.close()
    finally:
        holder.stdin.close()
        holder.wait(timeout=30)


# --- item 9: a name that is not text ------------------------------------------------------
def test_the_new_game_dialog_refuses_a_name_that_is_not_text(qtbot):
    from narrator_app.ui.new_game_dialog import NewGameDialog
    from narrator_app.ui.settings import Settings

    d = NewGameDialog(Settings())
    qtbot.addWidget(d)
    assert d.ok_button.isEnabled()
    edit = d._name_edits[2]
    edit.setText("Ali\tReza")
    assert not d.ok_button.isEnabled()
    assert "۳" in d.status_line.text() or "3" in d.status_line.text()
    d.accept()
    assert d.result() == 0  # not accepted
    edit.setText("Ali Reza")
    assert d.ok_button.isEnabled()


def test_a_name_that_is_not_text_is_refused_and_a_failed_save_shows_the_banner(qtbot, tmp_path):
    c = make_controller(tmp_path / "data")
    w = make_window(qtbot, c)
    names = ("ok", "bad\ud800") + tuple(f"P{i}" for i in range(10))
    assert not c.new_game(Setup("zodiac", names, {}))
    assert c.last_code == "bad_name" and c.game is None
    # the engine refuses such a name too (readers.name_problem, decisions T19)
    with pytest.raises(IllegalAction):
        Game(Setup("zodiac", names, {}))
    # a game that got such a name some other way (past every check): the autosave fails,
    # never raises
    g = Game(Setup("zodiac", ("ok", "fine") + names[2:], {}))
    g.deal_random()
    object.__setattr__(g.setup, "names", names)
    c.game = g
    assert c.end_phase() is True  # the game goes on in memory
    assert not c.last_saved
    assert w.save_banner.isVisibleTo(w) and w.save_banner_text.text()


# --- item 10: the .bak of a damaged autosave; temp files; played last ---------------------
def test_resuming_from_the_bak_opens_a_copy_and_keeps_the_damaged_autosave(qtbot, tmp_path):
    # issue 14 item 4 (decision J12): the last good state opens as a copy under a new id
    # that records its parent; the damaged autosave stays where it is, byte for byte
    data = tmp_path / "data"
    g = unfinished(3, 9)
    path = autosave_path(data, g)
    save_game(older(g, 7), path)
    save_game(g, path)
    damaged = path.read_bytes()[:300]
    path.write_bytes(damaged)
    w = make_window(qtbot, make_controller(data))
    assert w.offer_resume()
    assert w.offered[0].from_backup
    game = w.c.game
    assert len(game.actions) == 7 and game.game_id != g.game_id
    assert game.parent_id == g.game_id
    copy = autosave_path(data, game)
    assert len(open_game(copy).actions) == 7  # autosaved as a new file
    assert open_game(copy).parent_id == g.game_id
    assert path.read_bytes() == damaged  # kept where it was, byte for byte
    assert not path.with_name(path.name + ".damaged").exists()


def test_temp_files_of_an_interrupted_save_are_cleaned(qapp, tmp_path):
    data = tmp_path / "data"
    g = unfinished(4, 5)
    path = save_game(g, autosave_path(data, g))
    left = [path.parent / f".{path.name}.k3j2h1.tmp", path.parent / f".{path.name}.x9.bak.tmp",
            path.parent / f"{path.name}.bak.tmp"]
    for p in left:
        p.write_bytes(b'{"format": "ravi-ga')
    GameController(data)
    assert [p for p in left if p.exists()] == []
    assert path.exists()


# --- item 13: a damaged settings.json never stops the app ---------------------------------
@pytest.mark.parametrize("text", [
    json.dumps({"window_geometry": "ñññ", "language": "en"}, ensure_ascii=False),
    '{"recent_names": ' + "[" * 200000 + "]" * 200000 + "}",
])
def test_a_damaged_settings_file_is_moved_aside_with_a_message(qtbot, tmp_path, text):
    from narrator_app.ui.settings import Settings

    folder = tmp_path / "config"
    folder.mkdir()
    (folder / "settings.json").write_text(text, "utf-8")
    s = Settings.load(folder)
    assert s.load_problem and s.window_geometry == ""
    assert (folder / "settings.json.bad").read_text("utf-8") == text
    assert not (folder / "settings.json").exists()
    w = MainWindow(make_controller(tmp_path / "data"), settings=s, settings_dir=folder)
    qtbot.addWidget(w)
    assert "settings.json.bad" in w.statusBar().currentMessage()


# --- item 14: the alert sound; owner-only data folders ------------------------------------
def test_the_alert_sound_never_follows_a_planted_symlink(qapp, tmp_path, monkeypatch):
    from narrator_app.ui import timer_panel as tp

    shared = tmp_path / "tmp"
    shared.mkdir()
    victim = tmp_path / "victim.txt"
    victim.write_text("precious", "utf-8")
    (shared / "ravi-alert.wav").symlink_to(victim)
    monkeypatch.setattr(tempfile, "tempdir", str(shared))
    wav = tp.AlertSound(which={}.get, platform="linux").wav()
    assert wav.read_bytes()[:4] == b"RIFF"
    assert victim.read_text("utf-8") == "precious"


def test_the_apps_own_data_folder_is_made_owner_only(qtbot, tmp_path, monkeypatch):
    from narrator_app.ui import main_window

    own = tmp_path / "Ravi"
    own.mkdir(mode=0o755)
    os.chmod(own, 0o755)
    monkeypatch.setattr(main_window, "default_data_dir", lambda: own)
    w = MainWindow()
    qtbot.addWidget(w)
    assert w.c.data_dir == own and stat.S_IMODE(own.stat().st_mode) == 0o700


def test_data_folders_are_owner_only(qapp, tmp_path):
    data = tmp_path / "data"
    (data / "autosave").mkdir(parents=True, mode=0o755)
    os.chmod(data, 0o755)
    os.chmod(data / "autosave", 0o755)
    GameController(data)
    # the autosave folder is the app's own; a data folder given by the caller keeps its mode
    assert stat.S_IMODE((data / "autosave").stat().st_mode) == 0o700
    fresh = tmp_path / "fresh"
    c = GameController(fresh)
    g = unfinished(2, 4)
    assert c.new_game(g.setup, list(g.actions[0].value))
    assert c.open_from(c.autosave_file())
    assert c.end_phase()  # a line appended to the journal
    g = c.game
    assert stat.S_IMODE(fresh.stat().st_mode) == 0o700
    assert stat.S_IMODE((fresh / "autosave").stat().st_mode) == 0o700
    path = autosave_path(fresh, g)
    assert stat.S_IMODE(path.stat().st_mode) == 0o600
    assert len(open_game(path).actions) == 2
    copy = save_game(g, tmp_path / "elsewhere" / "copy.ravi")  # File → Save
    save_game(g, copy)  # again: the previous copy is the .bak
    assert stat.S_IMODE(copy.stat().st_mode) == 0o600
    assert stat.S_IMODE(backup_path(copy).stat().st_mode) == 0o600
