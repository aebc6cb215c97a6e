"""The archive window: the club's saved games listed (Persian and Gregorian dates), searched
by player name, annotated, and opened — a finished game as a read-only replay stepped with
the arrow keys, an unfinished one resumed in the main window. Damaged files are listed with
their reason and never changed."""

from __future__ import annotations

import json
import random
from datetime import UTC, datetime, timedelta, timezone
from pathlib import Path

import pytest
from PySide6.QtCore import QCoreApplication, QEvent, Qt
from PySide6.QtGui import QKeyEvent
from PySide6.QtTest import QAbstractItemModelTester
from PySide6.QtWidgets import QApplication

from narrator_app.engine import gamefile
from narrator_app.engine.game import Game, Setup
from narrator_app.engine.journal import rechain, sealed
from narrator_app.engine.simulate import play_random
from narrator_app.messages import gamefile_error_text
from narrator_app.ui.archive_window import (
    DATE,
    LENGTH,
    PLAYERS,
    SCENARIO,
    WINNER,
    ArchiveModel,
    ArchiveWindow,
)
from narrator_app.ui.dates import date_text, date_time_text
from narrator_app.ui.settings import Settings
from narrator_app.ui.texts import fill, phase_title, side_label

pytestmark = pytest.mark.qt_log_ignore(r"This plugin does not support raise\(\)", extend=True)

ZWNJ = "\u200c"
NAMES = ("علی" + ZWNJ + "رضا", "سارا", "رضا", "مریم", "Leon", "کاوه", "نیما", "امید", "پری",
         "هادی", "نسیم", "بیتا")
TEHRAN = timezone(timedelta(hours=3, minutes=30))


def _finished(scenario: str, n: int, seed: int, created: str, names=NAMES) -> Game:
    rules = {} if scenario == "zodiac" else {"cards_enabled": False}
    g = Game(Setup(scenario, tuple(names[:n]), rules), created=created)
    play_random(g, random.Random(seed))
    assert g.state.winner is not None
    return g


@pytest.fixture
def club(tmp_path):
    """An autosave folder with three finished games, one unfinished, one damaged file."""
    data = tmp_path / "data"
    games = {
        "gf": _finished("godfather_nostradamus", 11, 3, "2026-11-20T17:30:00+00:00"),
        "nights": _finished("mafia_nights", 12, 5, "2026-11-21T17:30:00+00:00",
                            ("P1", "P2", "P3", "P4", "P5", "P6", "P7", "P8", "P9", "P10",
                             "P11", "P12")),
        "zodiac": _finished("zodiac", 12, 7, "2026-11-22T17:30:00+00:00"),
    }
    open_one = Game(Setup("godfather_sherlock", NAMES[:11], {"cards_enabled": False}),
                    created="2026-11-29T18:00:00+00:00")
    play_random(open_one, random.Random(1), max_actions=12)
    assert open_one.state.winner is None
    games["open"] = open_one
    paths = {k: gamefile.save_game(g, gamefile.autosave_path(data, g)) for k, g in games.items()}
    damaged = data / "autosave" / "damaged.ravi"
    damaged.write_bytes(b'{"format": "ravi-game", "version": 2, "game_id": ')
    paths["damaged"] = damaged
    return data, games, paths


@pytest.fixture
def archive(qtbot, club, tmp_path):
    from narrator_app.ui.controller import GameController

    data, games, paths = club
    c = GameController(data)
    c.confirmations = []
    c.confirm = lambda title, text: c.confirmations.append(text) or True
    w = ArchiveWindow(c, Settings(), tmp_path / "config")
    qtbot.addWidget(w)
    w.reload()
    w.resize(1100, 640)
    w.show()
    qtbot.waitExposed(w)
    return w, games, paths


def _type(widget, text: str) -> None:
    """Type ``text`` key by key (Persian letters and the ZWNJ included)."""
    widget.setFocus()
    for ch in text:
        for kind in (QEvent.Type.KeyPress, QEvent.Type.KeyRelease):
            QApplication.sendEvent(widget, QKeyEvent(kind, 0, Qt.KeyboardModifier.NoModifier, ch))


def _click_row(qtbot, w: ArchiveWindow, path: Path) -> None:
    row = w.model.row_of(path)
    assert row >= 0, path
    rect = w.view.visualRect(w.model.index(row, PLAYERS))
    qtbot.mouseClick(w.view.viewport(), Qt.MouseButton.LeftButton, pos=rect.center())
    assert w.selected_entry().path == path


# --- dates ------------------------------------------------------------------------------
def test_date_in_the_persian_and_the_gregorian_calendar():
    at = datetime(2026, 11, 29, 18, 0, tzinfo=UTC)
    assert date_text(at, "fa", UTC) == "۸ آذر ۱۴۰۵ — \u2066۲۰۲۶-۱۱-۲۹\u2069"
    # 21:00 UTC is already the next day in Tehran: both calendars move on
    late = datetime(2026, 11, 29, 21, 0, tzinfo=UTC)
    assert date_text(late, "fa", TEHRAN) == "۹ آذر ۱۴۰۵ — \u2066۲۰۲۶-۱۱-۳۰\u2069"
    assert date_text(late, "en", TEHRAN) == "30 November 2026"  # Gregorian in English
    # with the clock time, 24-hour, minutes in two digits
    morning = datetime(2026, 11, 29, 5, 5, tzinfo=UTC)
    assert date_time_text(morning, "fa", UTC) == "۸ آذر ۱۴۰۵ — \u2066۲۰۲۶-۱۱-۲۹\u2069، ۵:۰۵"
    assert date_time_text(late, "en", TEHRAN) == "30 November 2026, 0:30"
    # Nowruz
    assert date_text(datetime(2027, 3, 21, 12, 0, tzinfo=UTC), "fa", UTC).startswith(
        "۱ فروردین ۱۴۰۶")


def test_the_date_column_is_in_local_time(qtbot, archive, monkeypatch):
    import time

    w, games, paths = archive
    monkeypatch.setenv("TZ", "Asia/Tehran")
    time.tzset()
    try:
        w.reload()
        row = w.model.row_of(paths["open"])  # created 2026-11-29 18:00 UTC = 21:30 in Tehran
        # the day and the clock time the game began: two games of one evening told apart
        assert (w.model.data(w.model.index(row, DATE))
                == "۸ آذر ۱۴۰۵ — \u2066۲۰۲۶-۱۱-۲۹\u2069، ۲۱:۳۰")
        row = w.model.row_of(paths["gf"])  # 17:30 UTC = 21:00 in Tehran
        assert (w.model.data(w.model.index(row, DATE))
                == "۲۹ آبان ۱۴۰۵ — \u2066۲۰۲۶-۱۱-۲۰\u2069، ۲۱:۰۰")
    finally:
        monkeypatch.delenv("TZ")
        time.tzset()


# --- listing ----------------------------------------------------------------------------
def test_model_passes_the_item_model_tester(qtbot, club):
    from narrator_app.engine import archive as engine_archive

    data, games, paths = club
    model = ArchiveModel("fa")
    QAbstractItemModelTester(model, QAbstractItemModelTester.FailureReportingMode.Fatal)
    model.set_entries(engine_archive.scan(data / "autosave"))
    assert model.rowCount() == 5 and model.columnCount() == 5
    model.set_filter("سارا")
    assert model.rowCount() == 3
    model.set_filter("")
    assert model.rowCount() == 5


def test_listing_scenario_players_winner_length_and_the_damaged_file(qtbot, archive):
    w, games, paths = archive
    m = w.model
    assert m.rowCount() == 5
    # newest first, the damaged file last
    assert [e.path for e in m.entries] == [paths[k] for k in
                                            ("open", "zodiac", "nights", "gf", "damaged")]
    gf = games["gf"]
    row = m.row_of(paths["gf"])
    cell = lambda col: m.data(m.index(row, col))  # noqa: E731
    assert cell(SCENARIO) == "پدرخوانده نسخه نوستراداموس"
    assert cell(PLAYERS).startswith("\u200f۱۱: ")  # the language's mark first (CF80-43)
    assert "\u2067\u2068مریم\u2069\u2069" in cell(PLAYERS)
    assert cell(WINNER) == side_label(gf.state.winner)
    days = max(r.number for r in gf.state.records if r.phase == "day")
    tr = QCoreApplication.translate
    # «%n day(s)», «%n action(s)»: Qt's plural forms (one in Persian)
    assert cell(LENGTH) == f"{_fa(days)} روز، {_fa(len(gf.actions))} اقدام"
    open_row = m.row_of(paths["open"])
    assert m.data(m.index(open_row, WINNER)) == tr("Archive", "Unfinished")
    # the damaged file: its name, then the Persian reason (spanning the other columns)
    bad = m.row_of(paths["damaged"])
    assert m.data(m.index(bad, DATE)) == "damaged.ravi"
    reason = m.data(m.index(bad, SCENARIO))
    err = gamefile.GameFileError("damaged", "damaged.ravi")
    assert reason == gamefile_error_text(err, "fa")
    assert "آسیب دیده" in reason
    assert w.view.columnSpan(bad, SCENARIO) == 4


def test_a_damaged_file_is_shown_with_its_reason_and_left_byte_identical(qtbot, archive):
    w, games, paths = archive
    raw = paths["damaged"].read_bytes()
    _click_row(qtbot, w, paths["damaged"])
    assert "آسیب دیده" in w.detail_label.text()
    assert not w.open_button.isEnabled()
    assert not w.notes.isEnabled()
    assert w.open_selected() is None
    w.reload()
    assert paths["damaged"].read_bytes() == raw
    assert not gamefile.backup_path(paths["damaged"]).exists()


# --- search -----------------------------------------------------------------------------
@pytest.mark.parametrize("typed", ["علیرضا", "علی" + ZWNJ + "رضا", "علی"])
def test_search_by_a_persian_name_with_and_without_zwnj(qtbot, archive, typed):
    w, games, paths = archive
    _type(w.search_box, typed)
    assert w.search_box.text() == typed
    shown = {e.path for e in w.model.entries}
    assert shown == {paths["gf"], paths["zodiac"], paths["open"]}  # not P1…P12, not damaged
    w.search_box.clear()
    assert w.model.rowCount() == 5


def test_search_with_no_match_empties_the_list(qtbot, archive):
    w, _games, _paths = archive
    _type(w.search_box, "ژاله")
    assert w.model.rowCount() == 0
    assert w.selected_entry() is None and not w.open_button.isEnabled()


# --- notes ------------------------------------------------------------------------------
def test_notes_are_saved_into_the_game_file_and_nothing_is_rewritten(qtbot, archive):
    w, games, paths = archive
    path = paths["zodiac"]
    before = path.read_bytes()
    _click_row(qtbot, w, path)
    assert w.notes.toPlainText() == ""
    assert not w.save_notes_button.isEnabled()
    w.notes.setFocus()
    qtbot.keyClicks(w.notes, "Final: ")
    _type(w.notes, "بیتا خوب بازی کرد")
    assert w.save_notes_button.isEnabled()
    qtbot.mouseClick(w.save_notes_button, Qt.MouseButton.LeftButton)
    assert gamefile.open_game(path).notes == "Final: بیتا خوب بازی کرد"
    *_, last, summary = (json.loads(x) for x in path.read_text("utf-8").splitlines())
    assert last["kind"] == "notes" and last["text"] == "Final: بیتا خوب بازی کرد"
    assert summary["kind"] == "summary"  # the game has ended: its summary follows the notes
    # a notes line appended to the journal: nothing before it was rewritten
    assert path.read_bytes().startswith(before)
    # the record itself is unchanged
    again = gamefile.open_game(path)
    assert again.state.fingerprint() == games["zodiac"].state.fingerprint()
    # the list shows the new notes after reloading
    assert w.selected_entry().path == path
    assert w.notes.toPlainText() == "Final: بیتا خوب بازی کرد"


def test_notes_of_a_game_whose_scenario_changed_are_refused_and_the_file_kept(
    qtbot, archive, tmp_path
):
    w, games, paths = archive
    path = paths["gf"]
    lines = path.read_text("utf-8").splitlines(keepends=True)
    head = json.loads(lines[0])  # the journal's header
    head["scenario"]["sha256"] = "0" * 64
    head.pop("own")
    lines[0] = sealed(json.dumps(head, ensure_ascii=False, separators=(",", ":"))) + "\n"
    # as an app whose scenario file differed wrote it: each line follows the one before,
    # sealed (CF49-15)
    path.write_bytes(rechain("".join(lines).encode("utf-8")))
    raw = path.read_bytes()
    w.reload()
    _click_row(qtbot, w, path)
    qtbot.keyClicks(w.notes, "x")
    qtbot.mouseClick(w.save_notes_button, Qt.MouseButton.LeftButton)
    assert path.read_bytes() == raw
    assert w.warning.isVisible()
    # it still opens, as a replay with a visible warning
    replay = w.open_selected()
    qtbot.addWidget(replay)
    assert replay.warning.isVisible()
    assert replay.warning_text.text() == QCoreApplication.translate(
        "Replay", "Warning: this game's scenario file has changed since the game was saved. "
        "It still replays; the file is not changed.")
    assert path.read_bytes() == raw


# --- folders ----------------------------------------------------------------------------
def test_an_added_folder_is_listed_and_remembered(qtbot, archive, tmp_path):
    w, games, paths = archive
    club = tmp_path / "club"
    g = _finished("godfather_nostradamus", 11, 9, "2025-03-20T12:00:00+00:00",
                  ("ژاله",) + NAMES[1:])
    gamefile.save_game(g, club / "spring.ravi")
    w.choose_folder = lambda: str(club)
    qtbot.mouseClick(w.add_folder_button, Qt.MouseButton.LeftButton)
    assert club / "spring.ravi" in [e.path for e in w.model.entries]
    assert Settings.load(tmp_path / "config").archive_folders == [str(club)]
    _type(w.search_box, "ژاله")
    assert [e.path for e in w.model.entries] == [club / "spring.ravi"]


# --- opening ----------------------------------------------------------------------------
def test_a_finished_game_opens_as_a_read_only_replay_stepped_with_keys(qtbot, archive):
    w, games, paths = archive
    game = games["gf"]
    raw = paths["gf"].read_bytes()
    _click_row(qtbot, w, paths["gf"])
    qtbot.mouseClick(w.open_button, Qt.MouseButton.LeftButton)
    assert len(w.replays) == 1
    r = w.replays[0]
    qtbot.waitExposed(r)
    r.activateWindow()
    qtbot.waitUntil(lambda: QApplication.activeWindow() is r, timeout=2000)
    n = len(game.actions)
    assert (r.position, r.count) == (1, n)
    assert r.position_label.text() == fill(
        QCoreApplication.translate("Replay", "Action %1 of %2"), "۱", _fa(n))
    # the reading direction: in Persian "next" is the Left key
    assert r.layoutDirection() == Qt.LayoutDirection.RightToLeft
    nxt, back = Qt.Key.Key_Left, Qt.Key.Key_Right
    for i in range(2, 8):
        qtbot.keyClick(r, nxt)
        assert r.position == i
        st = game.states[i]
        assert r.phase_label.text() == phase_title(st.phase, st.number, "fa")
        assert [v.status for v in r.ring.seats()] == [p.status for p in st.players]
        # the log lines of this action, and the whole log up to here
        before = len(game.states[i - 1].log)
        wrote = [r.log_model.line_text(x) for x in st.log[before:]]
        assert [t.split("] ", 1)[-1] for t in r.action_texts()] == [t for t in wrote if t]
        assert r.log_model.rowCount() == sum(1 for x in st.log if r.log_model.line_text(x))
    qtbot.keyClick(r, back)
    qtbot.keyClick(r, back)
    assert r.position == 5
    assert r.phase_label.text() == phase_title(game.states[5].phase, game.states[5].number)
    # buttons too
    qtbot.mouseClick(r.back_button, Qt.MouseButton.LeftButton)
    assert r.position == 4
    qtbot.mouseClick(r.forward_button, Qt.MouseButton.LeftButton)
    assert r.position == 5
    # End: the last action, the winner shown; Next does nothing past it
    qtbot.keyClick(r, Qt.Key.Key_End)
    assert r.position == n
    assert r.winner_label.isVisible()
    assert side_label(game.state.winner) in r.winner_label.text()
    assert not r.forward_button.isEnabled()
    qtbot.keyClick(r, nxt)
    assert r.position == n
    qtbot.keyClick(r, Qt.Key.Key_Home)
    assert r.position == 1 and not r.back_button.isEnabled()
    # read-only: nothing in the replay changes the game or the file
    assert len(game.actions) == n
    assert paths["gf"].read_bytes() == raw
    assert w.c.game is None


def test_an_announcement_shows_in_the_replay_on_the_morning_after(qtbot, archive):
    w, games, paths = archive
    game = games["gf"]
    _click_row(qtbot, w, paths["gf"])
    r = w.open_selected()
    # the first day after a night: the morning announcement is shown
    i = next(i for i, st in enumerate(game.states) if st.phase == "day" and st.number >= 1
             and any(rec.phase == "night" for rec in st.records))
    r.go(i)
    assert r.announcement.isVisible()
    assert r.announcement.lines
    r.first()
    assert not r.announcement.isVisible()


def test_an_unfinished_game_opens_in_the_main_window(qtbot, archive):
    w, games, paths = archive
    _click_row(qtbot, w, paths["open"])
    assert "unfinished" in w.detail_label.text()
    qtbot.mouseClick(w.open_button, Qt.MouseButton.LeftButton)
    assert w.c.game is not None
    assert w.c.game.game_id == games["open"].game_id
    assert w.c.state.fingerprint() == games["open"].state.fingerprint()
    assert w.replays == []


def test_the_game_menu_opens_the_archive(qtbot, window, tmp_path):
    window.settings = Settings()
    window.settings_dir = tmp_path / "config"
    window.archive_action.trigger()
    arch = window.archive_window
    assert arch is not None and arch.isVisible()
    assert arch.folders()[0] == tmp_path / "autosave"


def _fa(n: int) -> str:
    return "".join("۰۱۲۳۴۵۶۷۸۹"[int(d)] for d in str(n))


def test_unnamed_seats_in_the_players_column(qtbot, tmp_path) -> None:
    """A game whose seats were never named shows its count of seats, said unnamed («۱۱
    صندلی (بی‌نام)»: the count alone read as nothing, Z103-16), not «۱۳: ، ، ، …»; one
    with some names shows an unnamed seat by its number (WF32-5, trial shot r02)."""
    from narrator_app.ui.controller import GameController

    data = tmp_path / "data"
    blank = _finished("godfather_nostradamus", 11, 3, "2026-11-20T17:30:00+00:00",
                      ("",) * 11)
    some = _finished("godfather_nostradamus", 11, 4, "2026-11-21T17:30:00+00:00",
                     ("سارا", "") + ("",) * 8 + ("Leon",))
    paths = [gamefile.save_game(g, gamefile.autosave_path(data, g)) for g in (blank, some)]
    w = ArchiveWindow(GameController(data), Settings(), tmp_path / "config")
    qtbot.addWidget(w)
    w.reload()
    m = w.model
    cell = lambda path: m.data(m.index(m.row_of(path), PLAYERS))  # noqa: E731
    assert cell(paths[0]) == "۱۱ صندلی (بی‌نام)"  # the count said as seats (Z103-16)
    # the language's mark first, each name in the language's isolate (CF80-43)
    assert cell(paths[1]) == ("\u200f۱۱: \u200f\u2067\u2068سارا\u2069\u2069، ۲، ۳، ۴، ۵، ۶، ۷، "
                              "۸، ۹، ۱۰، \u2067\u2068Leon\u2069\u2069")


def test_a_werewolf_game_s_length_is_its_days_as_said(qtbot, tmp_path):
    """A finished Werewolf game listed: «۱ روز» for a game that ended on the day after
    Night 1 (the engine's day 2: WW32-4), not the engine's count."""
    from dataclasses import replace

    from narrator_app.engine import archive as engine_archive
    from narrator_app.engine import save_game
    from narrator_app.engine.simulate import random_game

    g = random_game("werewolf", 10, 0, house_rules={})
    save_game(g, tmp_path / "ww.ravi")
    (entry,) = engine_archive.scan(tmp_path)
    model = ArchiveModel("fa")
    model.set_entries([replace(entry, days=2, actions=7)])
    assert model.data(model.index(0, LENGTH)) == f"{_fa(1)} روز، {_fa(7)} اقدام"


def test_an_unfinished_game_s_length_counts_the_day_it_stands_at(qtbot, tmp_path):
    """A narrator's trial: a game left at the start of Day 3 (nothing recorded in Day 3
    yet) was listed «۲ روز» and read as two days. An unfinished game counts the day it
    stands at (TR98-4); a finished one keeps the last day of its record."""
    from dataclasses import replace

    from narrator_app.engine import archive as engine_archive
    from narrator_app.engine import save_game
    from narrator_app.engine.simulate import random_game

    g = random_game("godfather_nostradamus", 11, 0, house_rules={})
    save_game(g, tmp_path / "gn.ravi")
    (entry,) = engine_archive.scan(tmp_path)
    model = ArchiveModel("fa")
    model.set_entries([replace(entry, winner=None, phase="day", number=3, days=2, actions=25),
                       replace(entry, winner=None, phase="night", number=2, days=2,
                               actions=20),
                       replace(entry, phase="day", number=3, days=2, actions=25)])
    assert model.data(model.index(0, LENGTH)) == f"{_fa(3)} روز، {_fa(25)} اقدام"
    assert model.data(model.index(1, LENGTH)) == f"{_fa(2)} روز، {_fa(20)} اقدام"
    assert entry.winner is not None
    assert model.data(model.index(2, LENGTH)) == f"{_fa(2)} روز، {_fa(25)} اقدام"


def test_no_row_numbers_beside_the_dates(qtbot, archive):
    """TA43-12: at the right of the right-to-left table the row numbers («1» …) stood
    against the date column and read as part of the first game's date."""
    w, _games, _paths = archive
    assert w.view.layoutDirection() == Qt.LayoutDirection.RightToLeft
    assert not w.view.verticalHeader().isVisible()
    head = w.view.horizontalHeader()
    date_right = head.sectionViewportPosition(DATE) + head.sectionSize(DATE)
    assert date_right >= w.view.viewport().width() - 1  # the date is the table's first column


def test_the_players_column_is_cut_at_its_end_never_joining_two_names(qtbot, archive):
    """A players cell too narrow for its line is cut at its end («۱۱: علی‌رضا، سارا، …»):
    cut in the middle, the head of one name met the tail of another and the two read as one
    (a narrator's trial, CF50). The other columns keep Qt's middle cut (file names)."""
    from PySide6.QtWidgets import QStyleOptionViewItem

    w, _games, paths = archive
    m = w.model
    index = m.index(m.row_of(paths["gf"]), PLAYERS)
    line = m.data(index)
    w.view.setColumnWidth(PLAYERS, 140)
    opt = QStyleOptionViewItem()
    w.view.itemDelegateForIndex(index).initStyleOption(opt, index)
    assert opt.textElideMode == Qt.TextElideMode.ElideRight
    shown = opt.fontMetrics.elidedText(line, opt.textElideMode, 120)

    def visible(text: str) -> str:  # the isolates and the joiner Qt keeps are not seen
        return "".join(ch for ch in text if ch not in "\u2066\u2067\u2068\u2069\u200d")

    head, cut, tail = visible(shown).partition("…")
    assert cut and not tail  # one cut, at the end
    assert visible(line).startswith(head) and "سارا" in head  # the line's own beginning
    date = m.index(m.row_of(paths["gf"]), DATE)
    opt = QStyleOptionViewItem()
    w.view.itemDelegateForIndex(date).initStyleOption(opt, date)
    assert opt.textElideMode == Qt.TextElideMode.ElideMiddle
