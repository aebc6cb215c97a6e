"""Game file v3, the journal (issue 14, part 1): one line per action, appended and fsync'd,
never rewritten; a torn last line is reported and cut only at the next append (a .torn copy
kept first); anything else damaged is refused with its line number and left byte-identical;
v1 and v2 files still open and become journals at their first append (the old file kept)."""

from __future__ import annotations

import json
import os
from pathlib import Path

import pytest
from helpers import at_day_one, play

from narrator_app.engine import Game, read_game_header
from narrator_app.engine.gamefile import (
    AutosaveJournal,
    GameFileError,
    JournalConflict,
    dumps,
    open_game,
    save_game,
)
from narrator_app.engine.journal import prev_hash
from narrator_app.engine.simulate import random_game

FIXTURES = Path(__file__).resolve().parents[1] / "fixtures" / "games"


def lines_of(path: Path) -> list[dict]:
    return [json.loads(x) for x in path.read_text("utf-8").splitlines()]


def record(g: Game) -> tuple:
    return ([a.without_time() for a in g.actions], [a.without_time() for a in g.redo_actions],
            g.notes)


def fresh(full: Game, n: int = 1) -> Game:
    """A new game of ``full``'s setup with its first ``n`` actions applied."""
    g = Game(full.setup, full.scenario)
    for a in full.actions[:n]:
        g.apply(a.without_time())
    return g


def test_each_change_appends_its_own_lines_and_nothing_is_rewritten(tmp_path: Path) -> None:
    full = random_game("zodiac", 12, 25)
    g = fresh(full)
    path = tmp_path / "g.ravi"
    j = AutosaveJournal.attach(path, g)
    assert [x["kind"] for x in lines_of(path)] == ["header", "deal"]
    before = path.read_bytes()
    for a in full.actions[1:12]:
        g.apply(a.without_time())
        assert j.sync(g) == 1  # one line per action
        now = path.read_bytes()
        assert now.startswith(before) and now.count(b"\n") == before.count(b"\n") + 1
        before = now
    g.undo()
    g.undo()
    assert j.sync(g) == 2
    g.redo()
    assert j.sync(g) == 1
    g.notes = "یادداشت راوی"
    assert j.sync(g) == 1
    assert j.sync(g) == 0  # nothing changed: nothing written
    g.apply(full.actions[len(g.actions)].without_time())  # a new action: no more redo
    assert j.sync(g) == 1
    kinds = [x["kind"] for x in lines_of(path)]
    assert kinds[-5:-1] == ["undo", "undo", "redo", "notes"]
    assert [x["n"] for x in lines_of(path)[1:]] == list(range(2, len(kinds) + 1))
    again = open_game(path)
    assert record(again) == record(g) and again.state.fingerprint() == g.state.fingerprint()
    assert path.read_bytes().startswith(before)


def test_save_writes_a_whole_journal_that_keeps_redo_and_notes(tmp_path: Path) -> None:
    g = at_day_one()
    play(g, "day", {"votes": {8: 6}}, end=False)
    g.undo()
    g.notes = "Good game"
    h = open_game(save_game(g, tmp_path / "copy.ravi"))
    assert record(h) == record(g) and h.can_redo()
    assert h.game_id == g.game_id and h.created == g.created and h.parent_id is None


def test_the_released_journal_opens_with_its_undo_redo_and_notes() -> None:
    path = FIXTURES / "v3-zodiac.ravi"
    before = path.read_bytes()
    g = open_game(path)
    kinds = [x["kind"] for x in lines_of(path)]
    assert {"undo", "redo", "notes"} <= set(kinds)
    assert g.format == 3 and g.state.winner == "zodiac" and g.torn is None
    assert g.notes.endswith("good game.")  # the last notes line stands
    assert path.read_bytes() == before


@pytest.mark.parametrize("keep", [1, 17, -1])
def test_a_torn_last_line_is_reported_then_kept_and_cut_at_the_next_append(
        tmp_path: Path, keep: int) -> None:
    full = random_game("godfather_nostradamus", 11, 21, {"cards_enabled": False})
    g = fresh(full, 6)
    path = save_game(g, tmp_path / "t.ravi")
    good = path.read_bytes()
    nxt = full.actions[6]
    line = json.dumps({"kind": nxt.kind, "phase": nxt.phase, "key": nxt.key,
                       "value": nxt.value, "n": 8, "at": "2026-12-01T20:00:00.000+00:00"})
    torn = line.encode()[:keep]
    path.write_bytes(good + torn)  # the power went in the middle of this write
    opened = open_game(path)
    assert record(opened) == record(g)  # the torn line is not part of the game
    assert opened.torn.line == 8 and opened.torn.text == torn.decode("utf-8", "replace")
    if keep > 20:
        assert opened.torn.kind == "step"
    assert path.read_bytes() == good + torn  # opening never writes
    j = AutosaveJournal.attach(path, opened)
    assert j.sync(opened) == 0 and path.read_bytes() == good + torn  # nothing to append yet
    opened.apply(nxt.without_time())
    assert j.sync(opened) == 1
    assert (tmp_path / "t.ravi.torn").read_bytes() == good + torn  # kept, byte for byte
    after = open_game(path)
    assert after.torn is None and record(after) == record(opened)
    assert path.read_bytes().startswith(good)


def _sealed_row(doc: dict) -> bytes:
    """``doc`` as a journal line with its own seal (CF49-15), its newline too: a line as
    the writer would have made it."""
    from narrator_app.engine.journal import sealed

    doc = {k: v for k, v in doc.items() if k != "own"}
    return sealed(json.dumps(doc, ensure_ascii=False, separators=(",", ":"))).encode() + b"\n"


def _journal_file(tmp_path: Path) -> tuple[Path, list[bytes]]:
    full = random_game("zodiac", 12, 25)
    path = save_game(fresh(full, 10), tmp_path / "j.ravi")
    return path, path.read_bytes().splitlines(keepends=True)


@pytest.mark.parametrize("damage,line", [
    ("duplicated", 5), ("reordered", 4), ("not_json", 6), ("unknown_kind", 3),
    ("extra_field", 7), ("empty_line", 5), ("dropped", 5), ("bad_time", 9), ("header", 1),
    ("undo_nothing", 22), ("not_replaying", 11)])
def test_a_damaged_line_is_refused_with_its_number_and_left_untouched(
        tmp_path: Path, damage: str, line: int) -> None:
    path, rows = _journal_file(tmp_path)
    if damage == "duplicated":
        rows.insert(4, rows[3])
    elif damage == "reordered":
        rows[3], rows[4] = rows[4], rows[3]
    elif damage == "not_json":
        rows[5] = rows[5][:20] + b"\n"
    elif damage == "unknown_kind":
        rows[2] = rows[2].replace(b'"kind":"', b'"kind":"x', 1)
    elif damage == "extra_field":
        rows[6] = rows[6].replace(b'{', b'{"extra":1,', 1)
    elif damage == "empty_line":
        rows.insert(4, b"\n")
    elif damage == "dropped":
        del rows[4]
    elif damage == "bad_time":
        doc = json.loads(rows[8])
        doc["at"] = "2026-12-01T20:00:00"
        rows[8] = json.dumps(doc).encode() + b"\n"
    elif damage == "header":
        rows[0] = rows[0].replace(b'"format":4', b'"format":"4"')
    elif damage == "undo_nothing":
        g = open_game(path)
        n = len(rows) + 1
        for i in range(len(g.actions) + 1):  # one more than there are actions
            rows.append(_sealed_row({"kind": "undo", "n": n + i, "at": g.created,
                                     "prev": prev_hash(rows[-1][:-1])}))
    else:  # an action the rules refuse at its place (a well-formed, sealed line)
        doc = json.loads(rows[10])
        doc.update(kind="step", phase="day", key="votes", value={"99": 1})
        rows[10] = _sealed_row(doc)
    raw = b"".join(rows)
    path.write_bytes(raw)
    mtime = path.stat().st_mtime_ns
    with pytest.raises(GameFileError) as err:
        open_game(path)
    assert err.value.code in ("damaged", "not_replaying")
    assert err.value.line == line, err.value.detail
    assert f"line {line}" in err.value.detail
    assert path.read_bytes() == raw and path.stat().st_mtime_ns == mtime
    with pytest.raises(JournalConflict):  # never appended to either
        AutosaveJournal.attach(path, open_game(save_game(fresh(random_game(
            "zodiac", 12, 25), 2), tmp_path / "other.ravi")))


def test_a_newer_journal_is_refused(tmp_path: Path) -> None:
    path, rows = _journal_file(tmp_path)
    rows[0] = rows[0].replace(b'"format":4', b'"format":5')
    path.write_bytes(b"".join(rows))
    with pytest.raises(GameFileError) as err:
        open_game(path)
    assert err.value.code == "newer" and err.value.line == 1


@pytest.mark.parametrize("fixture,version", [("v1-godfather-nostradamus.ravi", 1),
                                             ("v2-godfather-jack-sparrow.ravi", 2)])
def test_the_first_append_to_an_old_file_writes_a_journal_and_keeps_the_old_one(
        tmp_path: Path, fixture: str, version: int) -> None:
    path = tmp_path / "old.ravi"
    old = (FIXTURES / fixture).read_bytes()
    path.write_bytes(old)
    g = open_game(path)
    assert g.format == version
    g.undo()  # the game is over: take its last action back, the journal records it
    j = AutosaveJournal.attach(path, g)
    assert path.read_bytes() == old  # attached: nothing written yet
    j.sync(g)
    assert (tmp_path / f"old.ravi.v{version}").read_bytes() == old
    assert lines_of(path)[0]["format"] == 4
    h = open_game(path)
    assert record(h) == record(g) and h.notes == g.notes and h.game_id == g.game_id
    g.redo()
    assert j.sync(g) == 1 and open_game(path).state.winner is not None


def test_the_header_is_read_without_replaying(tmp_path: Path) -> None:
    path, rows = _journal_file(tmp_path)
    path.write_bytes(rows[0] + b"not a line at all\n")  # only the first line is read
    h = read_game_header(path)
    head = json.loads(rows[0])
    assert (h.format, h.game_id, h.parent_id, h.created, h.scenario_id, list(h.names)) == (
        4, head["game_id"], None, head["created"], "zodiac", head["setup"]["names"])
    v2 = tmp_path / "v2.ravi"
    v2.write_bytes((FIXTURES / "v2-godfather-jack-sparrow.ravi").read_bytes())
    assert read_game_header(v2).format == 2
    os.mkfifo(tmp_path / "fifo.ravi")
    with pytest.raises(GameFileError) as err:
        read_game_header(tmp_path / "fifo.ravi")
    assert err.value.code == "unreadable"


def test_a_failed_append_leaves_no_torn_line_of_its_own(tmp_path: Path, monkeypatch) -> None:
    import errno

    from narrator_app.engine import journal

    full = random_game("zodiac", 12, 25)
    g = fresh(full, 5)
    path = tmp_path / "g.ravi"
    j = AutosaveJournal.attach(path, g)
    before = path.read_bytes()

    def half_then_full(fd, data):
        os.write(fd, data[: len(data) // 2])
        raise OSError(errno.ENOSPC, "No space left on device")

    monkeypatch.setattr(journal, "write_all", half_then_full)
    g.apply(full.actions[5].without_time())
    with pytest.raises(OSError):
        j.sync(g)
    assert path.read_bytes() == before  # cut back to its last complete line
    monkeypatch.undo()
    assert j.sync(g) == 1 and record(open_game(path)) == record(g)


def test_a_v2_document_of_the_same_game_still_opens(tmp_path: Path) -> None:
    g = at_day_one()
    g.notes = "v2"
    path = tmp_path / "v2.ravi"
    path.write_text(dumps(g), "utf-8")
    h = open_game(path)
    assert h.format == 2 and record(h)[0] == record(g)[0] and h.notes == "v2"


@pytest.mark.parametrize("damage", ["not_json", "not_replaying", "none"])
def test_the_last_good_state_of_a_damaged_journal(tmp_path: Path, damage: str) -> None:
    from narrator_app.engine import open_game_until_damage

    path, rows = _journal_file(tmp_path)
    whole = open_game(path)
    if damage == "not_json":
        rows[6] = b"{not json\n"
    elif damage == "not_replaying":
        doc = json.loads(rows[6])
        doc.update(kind="step", phase="day", key="votes", value={"99": 1})
        rows[6] = _sealed_row(doc)  # a well-formed, sealed line the rules refuse
    raw = b"".join(rows)
    path.write_bytes(raw)
    game, err = open_game_until_damage(path)
    if damage == "none":
        assert err is None and record(game) == record(whole)
    else:
        assert err.line == 7 and err.code == ("damaged" if damage == "not_json"
                                              else "not_replaying")
        assert record(game)[0] == record(whole)[0][:5]  # lines 2–6: the deal and 4 actions
    assert path.read_bytes() == raw
