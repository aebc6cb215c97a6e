"""A club never loses a game it kept: what the sixth round's auditor of saved games found
(decisions CF48). Real files, a real SQLite index; each test fails on the code before."""

from __future__ import annotations

import os
import random
from pathlib import Path

import pytest

from narrator_app.engine import Game, Setup, gamefile
from narrator_app.engine.archive_index import index_path, indexed_games
from narrator_app.engine.simulate import play_random
from narrator_app.engine.stats import club_stats
from narrator_app.private_files import write_private_text


def _finished(names: tuple[str, ...], seed: int) -> Game:
    for s in range(seed, seed + 50):
        g = play_random(Game(Setup("classic", names, {"cards_enabled": False})),
                        random.Random(s), 400)
        if g.state.winner is not None:
            return g
    raise AssertionError("no finished game")


def test_a_failed_write_leaves_the_old_file_whole(tmp_path: Path, monkeypatch) -> None:
    out = tmp_path / "script.yaml"
    out.write_text("the club's script\n", encoding="utf-8")

    def full_disk(*args, **kwargs):
        raise OSError(28, "No space left on device")

    monkeypatch.setattr(os, "fsync", full_disk)
    with pytest.raises(OSError):
        write_private_text(out, "a new script\n" * 1000)
    assert out.read_text(encoding="utf-8") == "the club's script\n"
    assert [p.name for p in tmp_path.iterdir()] == ["script.yaml"]  # no temporary left
    monkeypatch.undo()
    write_private_text(out, "a new script\n")
    assert out.read_text(encoding="utf-8") == "a new script\n"
    assert out.stat().st_mode & 0o777 == 0o600


def test_a_damaged_file_never_replaces_a_good_backup(tmp_path: Path) -> None:
    path = tmp_path / "x.ravi"
    gamefile.save_game(_finished(tuple("abcdefg"), 1), path)
    gamefile.save_game(_finished(tuple("abcdefg"), 1), path)  # the first is now the .bak
    good = gamefile.backup_path(path).read_bytes()
    lines = path.read_bytes().split(b"\n")
    lines[2] = lines[2].replace(b'"n":', b'"n":3', 1)  # line 3 damaged, the header sound
    path.write_bytes(b"\n".join(lines))
    gamefile.save_game(_finished(tuple("abcdefg"), 2), path)
    assert gamefile.backup_path(path).read_bytes() == good


def test_a_newer_ravis_file_is_kept_when_replaced(tmp_path: Path) -> None:
    path = tmp_path / "n.ravi"
    gamefile.save_game(_finished(tuple("abcdefg"), 1), path)
    raw = path.read_bytes()
    head, rest = raw.split(b"\n", 1)
    newer = head.replace(b'"format":4', b'"format":5', 1) + b"\n" + rest
    assert newer != raw
    path.write_bytes(newer)
    gamefile.save_game(_finished(tuple("abcdefg"), 2), path)
    assert (tmp_path / "n.ravi.newer").read_bytes() == newer


def test_a_name_at_two_seats_of_one_game_is_one_game_played(tmp_path: Path) -> None:
    g = _finished(("Ali", "ali", "C", "D", "E", "F", "G"), 3)
    gamefile.save_game(g, tmp_path / "g.ravi")
    stats = club_stats(indexed_games([tmp_path], data_dir=tmp_path / "data"))
    ali = next(p for p in stats.players if p.key == "ali")
    assert ali.record.played == 1


def test_a_file_name_that_is_not_utf8_costs_only_itself(tmp_path: Path) -> None:
    games = tmp_path / "games"
    games.mkdir()
    for i in range(3):
        gamefile.save_game(_finished(tuple("abcdefg"), 10 * i), games / f"g{i}.ravi")
    data = tmp_path / "data"
    problems: list = []
    assert len(indexed_games([games], data_dir=data, problems=problems)) == 3
    odd = os.fsencode(games) + b"/b\xe1\xd2\xc7\xd1.ravi"  # «بازار» in Windows-1256
    with open(odd, "wb") as fh:
        fh.write((games / "g0.ravi").read_bytes())
    for _ in range(2):
        assert len(indexed_games([games], data_dir=data, problems=problems)) == 3
    assert problems == []
    assert not index_path(data).with_name(index_path(data).name + ".bad").exists()
