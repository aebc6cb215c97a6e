"""What the seventh round's auditor of hostile files found (decisions CF49-12 … CF49-15):
a time out of range, a changed last journal line, the settings of a newer Ravi kept beside
each other, and ``play --resume`` naming the autosave it cannot open. Real files; each test
fails on the code before."""

from __future__ import annotations

import json
import subprocess
import sys
from pathlib import Path

import pytest

from narrator_app.engine import Game, Setup
from narrator_app.engine.gamefile import GameFileError, open_game, save_game

ROOT = Path(__file__).resolve().parents[1]
ROSTER = ["godfather", "simple_mafia", "doctor", "detective", "plain_citizen",
          "plain_citizen", "plain_citizen"]


def _saved(tmp_path: Path) -> Path:
    g = Game(Setup("classic", tuple(f"P{i}" for i in range(1, 8)), {}))
    g.deal(ROSTER)
    g.end_phase()  # the intro night
    g.end_phase()  # day 1
    g.step("mafia", {"shot": 5})
    return save_game(g, tmp_path / "g.ravi")


def test_a_changed_last_line_is_refused_at_its_number(tmp_path: Path) -> None:
    path = _saved(tmp_path)
    assert open_game(path).actions[-1].value == {"shot": 5}
    lines = path.read_bytes().split(b"\n")
    last = len(lines) - 1  # the last complete line's number (the file ends with \n)
    assert b'"shot":5' in lines[last - 1]
    changed = path.read_bytes().replace(b'"shot":5', b'"shot":6')
    path.write_bytes(changed)
    with pytest.raises(GameFileError) as info:
        open_game(path)
    assert info.value.code == "damaged" and info.value.line == last, info.value
    assert "not this line's seal" in str(info.value.detail)
    assert path.read_bytes() == changed  # left as it was


def test_a_header_alone_is_sealed_too(tmp_path: Path) -> None:
    g = Game(Setup("classic", tuple(f"P{i}" for i in range(1, 8)), {}))
    path = save_game(g, tmp_path / "h.ravi")
    raw = path.read_bytes()
    assert raw.count(b"\n") == 1 and b'"own":"' in raw
    path.write_bytes(raw.replace(b'"P3"', b'"P8"'))
    with pytest.raises(GameFileError) as info:
        open_game(path)
    assert info.value.line == 1


@pytest.mark.parametrize("created", ["9999-12-31T23:59:59-14:00", "0001-01-01T00:00:00+14:00",
                                     "1850-01-01T00:00:00+00:00"])
def test_a_time_out_of_range_is_a_damaged_file(tmp_path: Path, created: str) -> None:
    # a header dated so broke the statistics, the resume offer and the archive window
    g = Game(Setup("classic", tuple(f"P{i}" for i in range(1, 8)), {}))
    raw = save_game(g, tmp_path / "t.ravi").read_bytes()
    head = json.loads(raw.split(b"\n")[0])
    head.pop("own")
    head["created"] = created
    bad = tmp_path / "bad.ravi"
    bad.write_text(json.dumps(head, separators=(",", ":")) + "\n", encoding="utf-8")
    with pytest.raises(GameFileError) as info:
        open_game(bad)
    assert "a time out of range" in str(info.value.detail)
    good = _saved(tmp_path)
    out = subprocess.run([sys.executable, "-m", "narrator_app", "--lang", "en", "stats",
                          str(tmp_path), "--data", str(tmp_path / "idx")],
                         capture_output=True, text=True, cwd=ROOT, timeout=120)
    assert out.returncode == 0, out.stderr[-1500:]
    assert "Traceback" not in out.stderr
    assert "1 unreadable" in out.stdout, out.stdout
    assert good.is_file()


def test_settings_of_a_newer_ravi_are_read_and_kept_beside_each_other(tmp_path: Path) -> None:
    from narrator_app.ui.settings import Settings

    file = tmp_path / "settings.json"
    first = json.dumps({"version": 99, "language": "ku", "font_size": 14}).encode()
    file.write_bytes(first)
    s = Settings.load(tmp_path)
    assert s.font_size == 14 and s.language == "fa"  # what this Ravi reads of it
    assert "newer" in (s.load_problem or "")
    s.save(tmp_path)
    second = json.dumps({"version": 99, "font_size": 16, "theme": "dark"}).encode()
    file.write_bytes(second)
    Settings.load(tmp_path).save(tmp_path)
    kept = {p.name: p.read_bytes() for p in tmp_path.glob("settings.json.newer*")}
    assert sorted(kept.values()) == sorted([first, second]), kept


def test_a_damaged_settings_file_never_replaces_an_earlier_one(tmp_path: Path) -> None:
    from narrator_app.ui.settings import Settings

    file = tmp_path / "settings.json"
    file.write_bytes(b"{not json")
    Settings.load(tmp_path)
    file.write_bytes(b"[1, 2]")
    Settings.load(tmp_path)
    kept = sorted(p.read_bytes() for p in tmp_path.glob("settings.json.bad*"))
    assert kept == sorted([b"{not json", b"[1, 2]"])


def test_play_resume_names_the_autosave_it_cannot_open(tmp_path: Path) -> None:
    data = tmp_path / "data"
    (data / "autosave").mkdir(parents=True)
    path = _saved(tmp_path)
    damaged = data / "autosave" / "0123456789abcdef.ravi"
    raw = path.read_bytes()
    damaged.write_bytes(raw.replace(b'"shot":5', b'"shot":6'))
    before = damaged.read_bytes()
    out = subprocess.run([sys.executable, "-m", "narrator_app", "--lang", "en", "play",
                          "--data", str(data), "--resume"], input="", capture_output=True,
                         text=True, cwd=ROOT, timeout=120)
    assert out.stdout.strip() == "resumed 0"
    assert f"{damaged}: not resumed: damaged: line" in out.stderr, out.stderr
    assert damaged.read_bytes() == before


def test_a_sealed_file_s_line_without_its_seal_is_refused(tmp_path: Path) -> None:
    path = _saved(tmp_path)
    rows = path.read_bytes().split(b"\n")
    last = rows[-2]
    core = last[:last.rindex(b',"own":')] + b"}"
    rows[-2] = core.replace(b'"shot":5', b'"shot":6')
    path.write_bytes(b"\n".join(rows))
    with pytest.raises(GameFileError) as info:
        open_game(path)
    assert info.value.line == len(rows) - 1
    assert "own: missing in a sealed file" in str(info.value.detail)


def test_settings_kept_once_and_any_newer_version_kept(tmp_path: Path) -> None:
    from narrator_app.ui.settings import Settings

    file = tmp_path / "settings.json"
    for _ in range(2):
        file.write_bytes(b"{not json")
        Settings.load(tmp_path)
    assert [p.name for p in tmp_path.glob("settings.json.bad*")] == ["settings.json.bad"]
    far = json.dumps({"version": 2**31, "language": "en"}).encode()
    file.write_bytes(far)
    s = Settings.load(tmp_path)
    assert "newer" in (s.load_problem or "")
    s.save(tmp_path)
    assert (tmp_path / "settings.json.newer").read_bytes() == far
