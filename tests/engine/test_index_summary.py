"""The archive index reads an ended game from the journal's ``summary`` line instead of
replaying it, and only when that line is bound to the bytes before it: a file whose summary
is missing, damaged, edited or followed by later lines is replayed as before. Real files
(saved and appended by the app), real SQLite."""

from __future__ import annotations

import hashlib
import json
from dataclasses import replace
from pathlib import Path

import pytest

from narrator_app.engine import Game, save_game
from narrator_app.engine import archive as archive_module
from narrator_app.engine.archive import read_entry, summary_entry
from narrator_app.engine.archive_index import ArchiveIndex, index_path, indexed_games
from narrator_app.engine.gamefile import AutosaveJournal, open_game, write_notes
from narrator_app.engine.journal import bound_summary, rechain
from narrator_app.engine.simulate import random_game


@pytest.fixture
def replays(monkeypatch) -> list[Path]:
    """The files the archive opens and replays (each path once a replay)."""
    seen: list[Path] = []

    def counting(path):
        seen.append(Path(path))
        return open_game(path)

    archive_module.forget_summaries()
    monkeypatch.setattr(archive_module, "open_game", counting)
    yield seen
    archive_module.forget_summaries()


def _rows(raw: bytes) -> list[dict]:
    return [json.loads(x) for x in raw.splitlines()]


def _resealed_last(raw: bytes) -> bytes:
    """``raw`` with its last line's seal made again for what it now holds."""
    from narrator_app.engine.journal import sealed

    rows = raw[:-1].split(b"\n")
    core = rows[-1][:rows[-1].rindex(b',"own":')] + b"}"
    return b"\n".join([*rows[:-1], sealed(core.decode("utf-8")).encode("utf-8")]) + b"\n"


def _plain(e):
    return replace(e, size=0, mtime_ns=0, sha256="")


@pytest.mark.parametrize(("scenario", "players", "seed"), [
    ("godfather_nostradamus", 11, 3), ("godfather_nostradamus", 13, 8), ("zodiac", 12, 2),
])
def test_an_ended_game_is_indexed_from_its_summary_as_its_replay_says(
        tmp_path: Path, replays: list[Path], scenario: str, players: int, seed: int) -> None:
    g = random_game(scenario, players, seed)
    assert g.state.winner is not None
    g.notes = "بازی خوب\nدوم"
    path = save_game(g, tmp_path / "autosave" / "done.ravi")
    last = _rows(path.read_bytes())[-1]
    assert last["kind"] == "summary" and last["actions"] == len(g.actions)
    assert last["body"] == hashlib.sha256(
        path.read_bytes()[:-len(path.read_bytes().splitlines()[-1]) - 1]).hexdigest()
    with ArchiveIndex(index_path(tmp_path)) as index:
        assert index.refresh([tmp_path / "autosave"]) == 1
        [fast] = index.games([tmp_path / "autosave"])
    assert replays == []  # not replayed
    [again] = indexed_games([tmp_path / "autosave"], tmp_path)
    assert again == fast
    replayed = read_entry(path)
    assert replays == [path]
    assert _plain(fast) == replayed and fast.notes == g.notes and fast.roles
    # opening the game ignores the summary line: the same game as before
    h = open_game(path)
    assert h.state.fingerprint() == g.state.fingerprint() and h.notes == g.notes


def test_the_summary_binds_the_bytes_before_it(tmp_path: Path, replays: list[Path]) -> None:
    g = random_game("godfather_nostradamus", 11, 3)
    path = save_game(g, tmp_path / "g.ravi")
    raw = path.read_bytes()
    assert bound_summary(raw) is not None and summary_entry(path, raw) is not None
    rows = raw.split(b"\n")
    # a changed action line (its chain repaired, the summary not): replayed, refused
    victim = next(i for i, r in enumerate(rows) if b'"kind":"step"' in r)
    edited = rows[victim].replace(b'"at":"', b'"at":"1', 1)
    for bad in (
        b"\n".join([*rows[:victim], edited, *rows[victim + 1:]]),
        raw[:-2] + b"\n",  # the summary line itself damaged (not JSON)
        raw[:-1],  # its newline lost: a torn last line
        raw.replace(_rows(raw)[-1]["body"].encode(), b"0" * 64),  # bound to nothing
    ):
        assert bound_summary(bad) is None
    # the same change with the chain and the summary's binding made again (rechain): read
    # from the summary, as the benchmark's copies are
    renamed = raw.replace(g.game_id.encode(), b"0" * 16)
    assert bound_summary(renamed) is None
    assert bound_summary(rechain(renamed)) is not None


def test_a_file_whose_summary_does_not_hold_is_replayed(
        tmp_path: Path, replays: list[Path]) -> None:
    folder = tmp_path / "games"
    g = random_game("godfather_nostradamus", 11, 3)
    good = save_game(g, folder / "good.ravi")
    raw = good.read_bytes()
    rows = raw.split(b"\n")
    # a step line changed by hand, its prev chain left broken: refused (damaged) as before
    i = next(i for i, r in enumerate(rows) if b'"kind":"step"' in r)
    (folder / "edited.ravi").write_bytes(
        b"\n".join([*rows[:i], rows[i].replace(b'"n":', b' "n":', 1), *rows[i + 1:]]))
    # the summary's body wrong (its line sealed as written so: not a changed line): the
    # file itself is sound, replayed
    body = _rows(raw)[-1]["body"]
    unbound = _resealed_last(raw.replace(body.encode(), b"0" * 64))
    (folder / "unbound.ravi").write_bytes(unbound)
    # an older Ravi's file: no summary line at all
    (folder / "old.ravi").write_bytes(b"".join(r + b"\n" for r in rows[:-2]))
    with ArchiveIndex(index_path(tmp_path)) as index:
        assert index.refresh([folder]) == 4
        listed = {e.path.name: e for e in index.games([folder])}
    assert sorted(p.name for p in replays) == ["edited.ravi", "old.ravi", "unbound.ravi"]
    assert listed["edited.ravi"].error == "damaged"
    assert listed["unbound.ravi"].error is None
    assert _plain(listed["unbound.ravi"]) == replace(_plain(listed["good.ravi"]),
                                                     path=folder / "unbound.ravi")
    assert listed["old.ravi"].winner == listed["good.ravi"].winner
    assert (folder / "unbound.ravi").read_bytes() == unbound


def test_the_autosave_writes_the_summary_when_the_game_ends_and_after(
        tmp_path: Path, replays: list[Path]) -> None:
    done = random_game("godfather_nostradamus", 11, 3)
    path = tmp_path / "autosave" / "a.ravi"
    path.parent.mkdir()
    g = Game.replay(done.setup, done.actions[:-1], done.scenario, game_id=done.game_id,
                    created=done.created)
    j = AutosaveJournal.attach(path, g)
    assert bound_summary(path.read_bytes()) is None  # not ended: no summary
    g.record(done.actions[-1])
    assert g.state.winner is not None
    assert j.sync(g) == 1  # the action line (the summary follows it, not counted)
    raw = path.read_bytes()
    assert _rows(raw)[-1]["kind"] == "summary" and bound_summary(raw) is not None
    assert _plain(summary_entry(path, raw)) == _plain(read_entry(path))
    # notes written after the end: a new summary follows them, with the notes
    write_notes(path, open_game(path), "یادداشت پایان")
    raw = path.read_bytes()
    assert [r["kind"] for r in _rows(raw)[-3:]] == ["summary", "notes", "summary"]
    assert summary_entry(path, raw).notes == "یادداشت پایان"
    g.notes = "یادداشت پایان"
    j = AutosaveJournal.attach(path, g)
    # an undo after the end: the last line is an undo, the game replayed (not ended)
    g.undo()
    j.sync(g)
    assert _rows(path.read_bytes())[-1]["kind"] == "undo"
    assert summary_entry(path, path.read_bytes()) is None
    replays.clear()
    with ArchiveIndex(index_path(tmp_path)) as index:
        index.refresh([tmp_path / "autosave"])
        [e] = index.games([tmp_path / "autosave"])
    assert replays == [path] and e.winner is None and e.actions == len(done.actions) - 1
    # and redone: ended again, summarised again
    g.redo()
    j.sync(g)
    assert summary_entry(path, path.read_bytes()).winner == done.state.winner
    assert open_game(path).state.fingerprint() == done.state.fingerprint()


def test_a_summary_of_another_scenario_file_is_not_trusted(
        tmp_path: Path, replays: list[Path]) -> None:
    g = random_game("godfather_nostradamus", 11, 3)
    path = save_game(g, tmp_path / "g.ravi")
    raw = path.read_bytes()
    sha = json.loads(raw.split(b"\n", 1)[0])["scenario"]["sha256"]
    other = rechain(raw.replace(sha.encode(), b"0" * 64, 1))
    assert bound_summary(other) is not None  # bound, but played with another file
    assert summary_entry(path, other) is None
