"""The readers refuse bad files with the file and the reason (exit 2), never a traceback, and
never block or exhaust memory (issue 12 item 11 and the reader side of items 5, 6, 9).

Each case runs the command line in-process, as the window and the archive reach the same
readers; the hostile-file corpus (test_hostile_files.py) runs a thousand more.
"""

from __future__ import annotations

import copy
import json
import os
import signal
import sys
from collections.abc import Iterator
from contextlib import contextmanager
from pathlib import Path

import pytest

from narrator_app.cli import main
from narrator_app.engine import journal
from narrator_app.engine.archive import scan
from narrator_app.engine.gamefile import GameFileError, open_game
from narrator_app.engine.readers import GAME_FILE_MAX_BYTES, SCRIPT_MAX_BYTES

pytestmark = pytest.mark.skipif(
    sys.platform == "win32", reason="FIFOs, device links and the SIGALRM guard are POSIX"
)

ROOT = Path(__file__).resolve().parents[2]
FIXTURE = ROOT / "tests" / "fixtures" / "games" / "v2-godfather-jack-sparrow.ravi"
CASES = ROOT / "tests" / "rule_cases" / "godfather_nostradamus"
CASE = CASES / "09-godfather-vest-absorbs-first-leon-shot.yaml"
GAME = json.loads(FIXTURE.read_text("utf-8"))
SCRIPT = CASE.read_text("utf-8")


@contextmanager
def guard(seconds: int = 10) -> Iterator[None]:
    """Fail instead of hanging (a FIFO read would block forever)."""

    def ring(signum, frame):
        raise TimeoutError(f"more than {seconds} s")

    old = signal.signal(signal.SIGALRM, ring)
    signal.alarm(seconds)
    try:
        yield
    finally:
        signal.alarm(0)
        signal.signal(signal.SIGALRM, old)


def run(capsys, *argv: str) -> tuple[int, str]:
    with guard():
        code = main(list(argv))
    out = capsys.readouterr()
    return code, out.err + out.out


def refused(capsys, path: Path, tmp_path: Path, *commands: str) -> list[str]:
    """Run each command on ``path``: each must exit 2, name the file and leave it as it was.
    Returns what each printed."""
    def state(p: Path):
        if not p.is_file():
            return None
        st = p.stat()
        return (st.st_size, st.st_mtime_ns) if st.st_size > 1 << 23 else p.read_bytes()

    before = state(path)
    said = []
    for cmd in commands:
        out = tmp_path / f"out-{cmd}"
        code, text = run(capsys, cmd, str(path), "--out", str(out)) if cmd != "check" else run(
            capsys, "check", str(path)
        )
        assert code == 2, (cmd, text)
        assert str(path) in text or path.name in text, (cmd, text)
        said.append(text)
    assert state(path) == before
    return said


def game_file(tmp_path: Path, doc: dict | None = None, raw: bytes | None = None) -> Path:
    path = tmp_path / "g.ravi"
    # ensure_ascii: a lone surrogate is written as the escape \ud800, as a hostile tool would
    path.write_bytes(raw if raw is not None else json.dumps(doc, ensure_ascii=True).encode())
    return path


def with_(path: tuple, value) -> dict:
    doc = copy.deepcopy(GAME)
    node = doc
    for k in path[:-1]:
        node = node[k]
    node[path[-1]] = value
    return doc


# ---------------------------------------------------------------------------------------
# special files: read only regular files, with a size limit
# ---------------------------------------------------------------------------------------
def test_a_fifo_named_ravi_does_not_block(tmp_path: Path, capsys) -> None:
    fifo = tmp_path / "x.ravi"
    os.mkfifo(fifo)
    said = refused(capsys, fifo, tmp_path, "check", "export", "import")
    assert "not a regular file (a FIFO)" in said[0]
    assert fifo.is_fifo()


def test_a_link_to_dev_zero_is_not_read(tmp_path: Path, capsys) -> None:
    link = tmp_path / "zero.ravi"
    link.symlink_to("/dev/zero")
    said = refused(capsys, link, tmp_path, "check", "export", "import")
    assert "not a regular file (a character device)" in said[0]


def test_a_directory_named_ravi(tmp_path: Path, capsys) -> None:
    d = tmp_path / "d.ravi"
    d.mkdir()
    said = refused(capsys, d, tmp_path, "check", "export", "import")
    assert "not a regular file (a directory)" in said[0]


@pytest.mark.parametrize("size", [GAME_FILE_MAX_BYTES + 1, 1 << 30])
def test_a_file_over_the_cap_is_not_read(tmp_path: Path, capsys, size: int) -> None:
    big = tmp_path / "big.ravi"
    with open(big, "wb") as fh:
        fh.truncate(size)  # sparse
    said = refused(capsys, big, tmp_path, "check", "export")
    # past the journal's cap (the larger one) nothing is read; under it, a document is
    # held to its own cap
    cap = GAME_FILE_MAX_BYTES if size <= journal.MAX_FILE_BYTES else journal.MAX_FILE_BYTES
    assert f"larger than {cap} bytes" in said[0]
    script = tmp_path / "big.yaml"
    with open(script, "wb") as fh:
        fh.truncate(SCRIPT_MAX_BYTES + 1)
    assert "larger than" in refused(capsys, script, tmp_path, "import")[0]


# ---------------------------------------------------------------------------------------
# game files: depth, integers, ids, times, names, house rules
# ---------------------------------------------------------------------------------------
def _deep(n: int) -> bytes:
    text = json.dumps(with_(("notes",), "HERE"), ensure_ascii=False)
    return text.replace('"HERE"', "[" * n + "]" * n).encode()


BAD_GAME_FILES = {
    "nesting of 600": (lambda: _deep(600), "nested deeper than 32"),
    "nesting of 100 000": (lambda: _deep(100_000), "nested deeper than 32"),
    "an integer of 4 400 digits": (
        lambda: FIXTURE.read_bytes().replace(b'"version": 2', b'"version": ' + b"9" * 4400),
        "an integer of 4400 digits",
    ),
    "a NUL in the scenario id": (lambda: with_(("scenario", "id"), "godfather_jack_sparrow\x00"),
                                 "scenario.id"),
    "a scenario id that is a path": (
        lambda: with_(("scenario", "id"), "../../etc/x"), "scenario.id"
    ),
    "a game id that is not 16 hex digits": (lambda: with_(("game_id",), "../../x"), "game_id"),
    "created without a zone": (lambda: with_(("created",), "2026-11-29T19:07:01.538"),
                               "created: Value error, a time without its UTC offset"),
    "created not a date": (lambda: with_(("created",), "yesterday"),
                           "created: Value error, not an ISO 8601 time"),
    "a last action at +25:00": (
        lambda: with_(("actions", len(GAME["actions"]) - 1, "at"), "2026-11-29T19:09:00+25:00"),
        f"actions.{len(GAME['actions']) - 1}.at",
    ),
    "a lone surrogate in a name": (
        lambda: with_(("setup", "names", 0), "\ud800"), "a lone surrogate"
    ),
    "a control character in a name": (lambda: with_(("setup", "names", 1), "Ali\x1b[2J"),
                                      "setup.names.1"),
    "fixed:² as a house rule": (
        lambda: with_(("setup", "house_rules", "defense_threshold_rule"), "fixed:²"),
        "bad_house_rule_value",
    ),
    "a timer of 10^400 seconds": (
        lambda: json.dumps(with_(("setup", "house_rules", "timer_turn_seconds"), "X"))
        .replace('"X"', "1" + "0" * 400)
        .encode(),
        "an integer of 401 digits",
    ),
    "a timer of 1000 seconds": (
        lambda: with_(("setup", "house_rules", "timer_turn_seconds"), 1000), "bad_house_rule_value"
    ),
    "a seat key ²": (lambda: _action_value("votes", {"²": 6}), "not_a_seat"),
    "a card choice [[8]]": (
        lambda: _action_value("votes", {"draw": "handcuffs", "handcuff": [[8]]}, to="card"),
        "not_a_seat",
    ),
    "a seat of 2^63": (
        lambda: _action_value("jack_sparrow", {"curse": 2**63}), "seat_out_of_range"
    ),
    "a flag for a seat": (lambda: _action_value("jack_sparrow", {"curse": True}), "not_a_seat"),
    "a count written as text": (lambda: _action_value("votes", {"1": "6"}), "not_a_number"),
}


def _action_value(key: str, value, to: str | None = None) -> dict:
    """The fixture with its first ``key`` step given ``value`` (and the key ``to``)."""
    doc = copy.deepcopy(GAME)
    for a in doc["actions"]:
        if a.get("key") == key:
            a["key"], a["value"] = to or key, value
            return doc
    raise AssertionError(f"no {key} step in the fixture")


@pytest.mark.parametrize("case", sorted(BAD_GAME_FILES))
def test_bad_game_files_are_refused_with_the_reason(tmp_path: Path, capsys, case: str) -> None:
    make, reason = BAD_GAME_FILES[case]
    made = make()
    path = game_file(tmp_path, raw=made) if isinstance(made, bytes) else game_file(tmp_path, made)
    said = refused(capsys, path, tmp_path, "check", "export", "import")
    assert reason in said[0], said[0]
    with guard(), pytest.raises(GameFileError):
        open_game(path)


def test_the_fixture_itself_still_opens(capsys) -> None:
    code, text = run(capsys, "check", str(FIXTURE))
    assert code == 0 and "winner: jack_sparrow" in text


# ---------------------------------------------------------------------------------------
# scripts
# ---------------------------------------------------------------------------------------
def _script(tmp_path: Path, text: str) -> Path:
    path = tmp_path / "s.yaml"
    path.write_text(text, "utf-8")
    return path


BOMB = "\n".join(
    ["a: &a [lol, lol, lol, lol, lol, lol, lol, lol, lol]"]
    + [f"{chr(98 + i)}: &{chr(98 + i)} [" + ", ".join([f"*{chr(97 + i)}"] * 9) + "]"
       for i in range(8)]
)

BAD_SCRIPTS = {
    "a YAML alias bomb": (BOMB + "\n" + SCRIPT, "aliases (*name) are not allowed"),
    "an alias bomb in the title": (
        SCRIPT.replace("title:", "x_title:").replace("x_title: ", "title: [&a [lol, lol], *a] #"),
        "aliases",
    ),
    "script: 5": (SCRIPT.split("script:")[0] + "script: 5\n", "script is not a list"),
    "an entry with two phases": (
        SCRIPT.replace("  - intro_day: {}", "  - {intro_day: {}, day: {}}"),
        "entry 1: bad_script: an entry has exactly one phase",
    ),
    "an entry that is a number": (SCRIPT.replace("  - intro_day: {}", "  - 5"),
                                  "entry 1: bad_script: entry is not a mapping"),
    "nesting of 600": (SCRIPT.replace("script:", "title: " + "[" * 600 + "]" * 600 + "\nscript:", 1)
                       .replace("title: Leon", "rule: Leon", 1), "nested deeper than 32"),
    "an integer of 4 400 digits": (SCRIPT.replace("{8: 6}", "{8: " + "6" * 4400 + "}", 1)
                                   if "{8: 6}" in SCRIPT else SCRIPT + "rejected: " + "6" * 4400,
                                   "an integer of 4400 digits"),
    "a NUL in the scenario id": (SCRIPT.replace("scenario: godfather_nostradamus",
                                                'scenario: "godfather_nostradamus\\0"'),
                                 "scenario is missing or not a scenario id"),
    "fixed:² as a house rule": (
        SCRIPT.replace("seats:", "house_rules: {defense_threshold_rule: 'fixed:²'}\nseats:"),
        "bad_house_rule_value",
    ),
    "a seat key ²": (SCRIPT.replace("  - day: {}", "  - day: {votes: {²: 6}}", 1), "not_a_seat"),
    "a card choice [[8]]": (
        SCRIPT.replace("  - day: {}", "  - day: {votes: {8: 6}, exit_votes: {8: 6}, "
                       "card: {draw: handcuffs, handcuff: [[8]]}}", 1),
        "not_a_seat",
    ),
    "a python tag": (SCRIPT.replace("title:", "title: !!python/object/apply:os.system [ls] #"),
                     "could not determine a constructor"),
    "a name with a control character": (
        SCRIPT.replace("seats:", 'players: ["\\x07"' + ", a" * 10 + "]\nseats:"),
        "control character U+0007",
    ),
}


@pytest.mark.parametrize("case", sorted(BAD_SCRIPTS))
def test_bad_scripts_are_refused_with_the_reason(tmp_path: Path, capsys, case: str) -> None:
    text, reason = BAD_SCRIPTS[case]
    path = _script(tmp_path, text)
    said = refused(capsys, path, tmp_path, "import", "check", "export")
    assert reason in said[0], said[0]
    assert not (tmp_path / "out-import").exists()


def test_the_rule_case_itself_imports(tmp_path: Path, capsys) -> None:
    code, text = run(capsys, "import", str(CASE), "--out", str(tmp_path / "g.ravi"))
    assert code == 0, text


# ---------------------------------------------------------------------------------------
# the archive
# ---------------------------------------------------------------------------------------
def test_the_archive_lists_the_good_files_beside_the_bad(tmp_path: Path) -> None:
    good = [tmp_path / "a.ravi", tmp_path / "sub" / "b.ravi", tmp_path / "dir.ravi" / "c.ravi"]
    for p in good:
        p.parent.mkdir(parents=True, exist_ok=True)
        p.write_bytes(FIXTURE.read_bytes())
    os.mkfifo(tmp_path / "fifo.ravi")
    (tmp_path / "zero.ravi").symlink_to("/dev/zero")
    (tmp_path / "loop.ravi").symlink_to(tmp_path / "loop.ravi")
    (tmp_path / "deep.ravi").write_bytes(_deep(5000))
    (tmp_path / "nozone.ravi").write_text(json.dumps(with_(("created",), "2026-11-29T19:07:01")))
    with open(tmp_path / "huge.ravi", "wb") as fh:
        fh.truncate(1 << 30)
    with guard(30):
        entries = scan(tmp_path)
    listed = {e.path.name: e.error for e in entries}
    assert {n for n, err in listed.items() if err is None} == {"a.ravi", "b.ravi", "c.ravi"}
    assert listed["fifo.ravi"] == listed["zero.ravi"] == listed["huge.ravi"] == "unreadable"
    assert listed["dir.ravi"] == "unreadable" and listed["loop.ravi"] == "unreadable"
    assert listed["deep.ravi"] == listed["nozone.ravi"] == "damaged"
    assert all(e.created is not None and e.created.tzinfo for e in entries if e.error is None)


# ---------------------------------------------------------------------------------------
# the headless player's command lines, and an output that would replace the input
# ---------------------------------------------------------------------------------------
def test_play_refuses_malformed_lines(tmp_path: Path, capsys, monkeypatch) -> None:
    import io

    lines = [
        "{",
        "[1]",
        '{"step": 5}',
        '{"step": ["leon"]}',
        '{"new": {"scenario": "nope", "names": ["a"]}}',
        '{"new": {"scenario": "godfather_nostradamus\\u0000", "names": []}}',
        '{"new": 5}',
        '{"step": ["leon", {"shoot": ' + "9" * 5000 + "}]}",
        '{"step": ' + "[" * 5000 + "]" * 5000 + "}",
        '{"x": "\\ud800"}',
    ]
    monkeypatch.setattr("sys.stdin", io.StringIO("\n".join(lines) + "\n"))
    code, text = run(capsys, "play", "--data", str(tmp_path))
    answers = text.strip().splitlines()
    assert code == 0 and len(answers) == len(lines), text
    assert all(a.startswith("refused ") for a in answers), answers


def test_export_and_import_never_write_over_their_input(tmp_path: Path, capsys) -> None:
    game = tmp_path / "g.ravi"
    game.write_bytes(FIXTURE.read_bytes())
    code, text = run(capsys, "export", str(game), "--out", str(game))
    assert code == 2 and game.read_bytes() == FIXTURE.read_bytes()
    script = tmp_path / "s.yaml"
    script.write_text(SCRIPT, "utf-8")
    code, text = run(capsys, "import", str(script), "--out", str(script))
    assert code == 2 and script.read_text("utf-8") == SCRIPT
