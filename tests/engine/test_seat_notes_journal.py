"""Issue 23: the narrator's notes on a seat for a phase, kept as ``notes`` lines of the
journal with ``seat`` and ``phase`` (game-script.md, "journal line kinds"); a ``notes``
line without them is still the game's notes, so older files open as before; the script
export carries them as ``notes``."""

from __future__ import annotations

import json
from pathlib import Path

import pytest
from helpers import at_day_one

from narrator_app.engine import note_phase, read_seat_notes, set_seat_note_checked
from narrator_app.engine.gamefile import (
    AutosaveJournal,
    GameFileError,
    NotesTooLong,
    open_game,
    save_game,
)
from narrator_app.engine.journal import notes_line, rechain
from narrator_app.engine.script import export_script, import_script, script_problem

FIXTURES = Path(__file__).resolve().parents[1] / "fixtures" / "games"


def lines_of(path: Path) -> list[dict]:
    return [json.loads(x) for x in path.read_text("utf-8").splitlines()]


def test_phase_keys() -> None:
    assert note_phase("intro_day", 0) == "intro_day"
    assert note_phase("intro_night", 0) == "intro_night"
    assert note_phase("night", 2) == "night_2"
    assert note_phase("day", 1) == "day_1"
    with pytest.raises(ValueError):
        note_phase("setup", 0)


def test_a_seat_note_is_one_journal_line_with_its_seat_and_phase(tmp_path: Path) -> None:
    g = at_day_one()
    path = tmp_path / "g.ravi"
    j = AutosaveJournal.attach(path, g)
    before = path.read_bytes()
    set_seat_note_checked(g, 4, "day_1", "گفت شهروند است؛ مکث کرد")
    assert j.sync(g) == 1
    last = lines_of(path)[-1]
    assert last["kind"] == "notes" and last["seat"] == 4 and last["phase"] == "day_1"
    assert last["text"] == "گفت شهروند است؛ مکث کرد"
    assert path.read_bytes().startswith(before)  # appended, nothing rewritten
    g.notes = "the game's notes"
    set_seat_note_checked(g, 7, "intro_night", "woke late")
    assert j.sync(g) == 2
    assert j.sync(g) == 0
    again = open_game(path)  # reopened: both kinds of notes, each in its place
    assert again.notes == "the game's notes"
    assert again.seat_notes == {(4, "day_1"): "گفت شهروند است؛ مکث کرد",
                                (7, "intro_night"): "woke late"}
    assert read_seat_notes(path) == again.seat_notes  # read without a replay
    # an empty note takes it away
    set_seat_note_checked(g, 4, "day_1", "")
    assert j.sync(g) == 1
    assert open_game(path).seat_notes == {(7, "intro_night"): "woke late"}


def test_a_journal_written_anew_keeps_the_seat_notes(tmp_path: Path) -> None:
    g = at_day_one()
    set_seat_note_checked(g, 2, "day_1", "a")
    set_seat_note_checked(g, 1, "intro_day", "b")
    h = open_game(save_game(g, tmp_path / "copy.ravi"))
    assert h.seat_notes == g.seat_notes
    kept = [x for x in lines_of(tmp_path / "copy.ravi") if x["kind"] == "notes"]
    assert [(x["seat"], x["phase"]) for x in kept] == [(1, "intro_day"), (2, "day_1")]


def test_older_files_still_open_their_notes_are_the_games() -> None:
    for name in ("v3-zodiac.ravi", "v4-godfather-sherlock.ravi"):
        path = FIXTURES / name
        before = path.read_bytes()
        g = open_game(path)
        assert g.seat_notes == {}
        assert path.read_bytes() == before
    assert open_game(FIXTURES / "v3-zodiac.ravi").notes.endswith("good game.")


def test_the_general_notes_line_is_written_as_before() -> None:
    line = json.loads(notes_line("x", 5, "2026-01-01T00:00:00+00:00"))
    assert set(line) == {"kind", "text", "n", "at", "own"}  # and its seal (CF49-15)


@pytest.mark.parametrize("change, reason", [
    ({"phase": None}, "seat and phase"),
    ({"seat": 40}, "not a seat of the game"),
    ({"phase": "dusk_1"}, "phase"),
    ({"seat": 0}, "seat"),
])
def test_a_damaged_seat_note_is_refused_with_its_line(tmp_path: Path, change, reason) -> None:
    g = at_day_one()
    set_seat_note_checked(g, 3, "day_1", "note")
    path = save_game(g, tmp_path / "g.ravi")
    rows = path.read_bytes().split(b"\n")
    i = next(k for k, r in enumerate(rows) if b'"seat"' in r)
    data = json.loads(rows[i])
    for k, v in change.items():
        if v is None:
            data.pop(k)
        else:
            data[k] = v
    rows[i] = json.dumps(data, ensure_ascii=False, separators=(",", ":")).encode()
    path.write_bytes(rechain(b"\n".join(rows)))  # chained and sealed again: a forger's
    before = path.read_bytes()
    with pytest.raises(GameFileError) as err:
        open_game(path)
    assert err.value.line == i + 1 and reason in str(err.value.detail)
    assert path.read_bytes() == before


def test_each_note_is_capped_and_bad_seats_or_phases_are_refused() -> None:
    g = at_day_one()
    with pytest.raises(NotesTooLong):
        set_seat_note_checked(g, 1, "day_1", "x" * 100_001)
    set_seat_note_checked(g, 1, "day_1", "x" * 100_000)  # the cap is per note
    for seat, phase in ((0, "day_1"), (12, "day_1"), (1, "setup"), (1, "day_0")):
        with pytest.raises(ValueError):
            set_seat_note_checked(g, seat, phase, "n")
    assert list(g.seat_notes) == [(1, "day_1")]


def test_the_exported_script_carries_the_notes_and_imports_them() -> None:
    g = at_day_one()
    set_seat_note_checked(g, 5, "intro_night", "Leon looked at 1")
    set_seat_note_checked(g, 2, "day_1", "quiet")
    data = export_script(g)
    assert data["notes"] == [{"seat": 2, "phase": "day_1", "text": "quiet"},
                             {"seat": 5, "phase": "intro_night", "text": "Leon looked at 1"}]
    assert script_problem(data) is None
    assert import_script(data).seat_notes == g.seat_notes
    bad = {**data, "notes": [{"seat": 99, "phase": "day_1", "text": "x"}]}
    assert script_problem(bad) == (None, "notes: note 1 has no seat of the table")
