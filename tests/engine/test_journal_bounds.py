"""Issue 20, items 6, 7, 9 and 10 (the journal's half): a journal's work is bounded, not only
its bytes; what the writer may write, the reader reads; a changed, moved or swapped line is
found by its ``prev`` and the lines after a damage are counted; the archive reads the deal
as it stands.

Work is counted (the engine's ``apply`` calls), never timed: a hang is the corpus test's
hang guard's business (tests/engine/test_hostile_files.py), speed the benchmarks'.
"""

from __future__ import annotations

import json
import random
import subprocess
import sys
from pathlib import Path

import pytest

import narrator_app.engine.game as game_module
from narrator_app.engine.archive import summarise_game
from narrator_app.engine.gamefile import (
    AutosaveJournal,
    GameFileError,
    open_game,
    save_game,
)
from narrator_app.engine.queries import dealt_roles
from narrator_app.engine.simulate import play_random, random_game
from narrator_app.engine.stats import club_stats

ROOT = Path(__file__).resolve().parents[2]
FIXTURES = ROOT / "tests" / "fixtures" / "games"
AT = "2026-12-02T19:00:00.000+00:00"


def _v3_rows(tmp_path: Path) -> list[dict]:
    """A finished 41-action game as the lines of a format-3 journal (no ``prev``: v3 files
    still open, and the parent commit reads them too)."""
    g = random_game("godfather_nostradamus", 11, 3, {}, max_actions=60)
    rows = [json.loads(x) for x in save_game(g, tmp_path / "g.ravi").read_bytes().splitlines()]
    rows[0]["format"] = 3
    for r in rows:
        r.pop("own", None)  # nor seals (CF49-15)
    for r in rows[1:]:
        r.pop("prev", None)
    return rows


def _write(path: Path, rows: list[dict]) -> Path:
    path.write_bytes(b"".join(json.dumps(r, ensure_ascii=False).encode() + b"\n" for r in rows))
    return path


def _count_applies(monkeypatch) -> list[int]:
    """Count the engine's ``apply`` (one action on a state): the work of a replay."""
    calls = [0]
    real = game_module.apply

    def counted(state, action):
        calls[0] += 1
        return real(state, action)

    monkeypatch.setattr(game_module, "apply", counted)
    return calls


def _check(path: Path) -> subprocess.CompletedProcess:
    return subprocess.run([sys.executable, "-m", "narrator_app", "check", str(path)],
                          capture_output=True, text=True, cwd=ROOT, timeout=120,
                          env={"PYTHONPATH": str(ROOT), "PATH": "/usr/bin:/bin"})


# --- item 6: the work is bounded --------------------------------------------------------
def test_a_flood_of_redeal_lines_costs_bounded_work(tmp_path: Path, monkeypatch) -> None:
    rows = _v3_rows(tmp_path)
    deal = next(r for r in rows if r.get("kind") == "deal")
    n = len(rows) + 1
    for i in range(2000):  # the deal "corrected" 2 000 times
        rows.append({"kind": "redeal", "seats": deal["seats"], "n": n + i, "at": AT})
    path = _write(tmp_path / "redeals.ravi", rows)
    calls = _count_applies(monkeypatch)
    with pytest.raises(GameFileError) as err:
        open_game(path)
    # each redeal replays the game (41 actions): refused once the replays pass the cap,
    # with the line where they did
    assert calls[0] <= 11_000, calls[0]
    assert err.value.code == "damaged" and "corrected deals" in err.value.detail
    assert err.value.line is not None and err.value.later > 0


def test_undo_and_redo_floods_move_along_the_record_without_replaying(
        tmp_path: Path, monkeypatch) -> None:
    rows = _v3_rows(tmp_path)
    actions = sum(1 for r in rows[1:] if r["kind"] in ("deal", "step", "end_phase"))
    deal = next(r for r in rows if r.get("kind") == "deal")
    n = len(rows) + 1
    rows.append({"kind": "undo", "n": n, "at": AT})  # the winning action taken back
    rows.append({"kind": "redeal", "seats": deal["seats"], "n": n + 1, "at": AT})
    for i in range(4000):  # the correction taken back and brought back 2 000 times
        rows.append({"kind": "undo" if i % 2 == 0 else "redo", "n": n + 2 + i, "at": AT})
    path = _write(tmp_path / "undo_redo.ravi", rows)
    calls = _count_applies(monkeypatch)
    g = open_game(path)
    assert len(g.actions) == actions and g.actions[-1].kind == "redeal"
    # the game once (41 actions) and the redeal's replay once: a redo puts back the state
    # undo took back
    assert calls[0] <= 2 * actions + 10, calls[0]


def test_a_game_being_played_refuses_what_its_journal_could_not_hold() -> None:
    from narrator_app.engine.errors import IllegalAction

    g = random_game("godfather_nostradamus", 11, 3, {}, max_actions=30)
    deal = dealt_roles(g)
    refused = None
    for _ in range(game_module.MAX_REDEAL_WORK):
        try:
            g.redeal(deal)
        except IllegalAction as exc:
            refused = exc
            break
    assert refused is not None and refused.facts.get("detail") == "too_many_redeals"
    assert g.redeal_work() <= game_module.MAX_REDEAL_WORK


# --- item 7: what the writer writes, the reader reads -----------------------------------
def _play(data: Path, commands: list[dict], resume: bool = False) -> list[str]:
    args = [sys.executable, "-m", "narrator_app", "play", "--data", str(data)]
    if resume:
        args.append("--resume")
    out = subprocess.run(
        args, input="".join(json.dumps(c, ensure_ascii=False) + "\n" for c in commands),
        capture_output=True, text=True, cwd=ROOT, timeout=300,
        env={"PYTHONPATH": str(ROOT), "PATH": "/usr/bin:/bin", "QT_QPA_PLATFORM": "offscreen"})
    assert out.returncode == 0, out.stderr[-2000:]
    return out.stdout.splitlines()


NEW = {"new": {"scenario": "godfather_nostradamus",
               "names": ["Ali", "Sara", "Reza", "مریم", "Leon", "Kaveh", "Nima", "Omid",
                         "Pari", "Hadi", "Nasim"],
               "house_rules": {"cards_enabled": False},
               "deal": ["godfather", "saul_goodman", "matador", "dr_watson", "leon",
                        "citizen_kane", "constantine", "plain_citizen", "plain_citizen",
                        "plain_citizen", "nostradamus"]}}


def test_notes_saved_again_and_again_through_play_still_open(tmp_path: Path) -> None:
    data = tmp_path / "data"
    notes = [{"notes": "ی" * 99_000 + str(i)} for i in range(30)]  # 198 kB a save
    said = _play(data, [NEW, {"end_phase": True}, *notes])
    assert said == ["ack 1", "ack 2", *["ack 2"] * 30], said[:5]
    (path,) = (data / "autosave").glob("*.ravi")
    done = _check(path)
    assert done.returncode == 0, done.stderr
    assert open_game(path).notes == notes[-1]["notes"]
    assert _play(data, [], resume=True) == ["resumed 2"]


def test_notes_longer_than_the_cap_are_refused_at_entry_with_a_reason(tmp_path: Path) -> None:
    data = tmp_path / "data"
    said = _play(data, [NEW, {"notes": "x" * 100_001}, {"notes": "ok"}])
    assert said[0] == "ack 1" and said[2] == "ack 1"
    assert said[1].startswith("refused notes_too_long ") and "۱۰۰۰۰۰" in said[1], said[1]


def test_a_journal_past_the_compaction_size_is_written_anew_and_reads(
        tmp_path: Path, monkeypatch) -> None:
    monkeypatch.setattr(AutosaveJournal, "COMPACT_BYTES", 64 * 1024)
    g = random_game("zodiac", 12, 25, max_actions=20)
    g.undo()
    path = tmp_path / "c.ravi"
    j = AutosaveJournal.attach(path, g)
    for i in range(12):
        g.notes = f"{i}" + "ن" * 10_000
        j.sync(g)
    rows = path.read_bytes().splitlines()
    assert sum(b'"kind":"notes"' in r for r in rows) < 12  # earlier notes lines dropped
    h = open_game(path)
    assert h.notes == g.notes and h.actions == g.actions and h.can_redo()
    assert len(path.read_bytes()) < 64 * 1024 + 30_000


# --- item 9: a changed or moved line is found, the lines after it are counted -------------
def test_every_line_carries_the_hash_of_the_line_before_it(tmp_path: Path) -> None:
    import hashlib

    g = random_game("zodiac", 12, 25, max_actions=15)
    rows = save_game(g, tmp_path / "h.ravi").read_bytes().splitlines()
    assert json.loads(rows[0])["format"] == 4
    for before, line in zip(rows, rows[1:], strict=False):
        assert json.loads(line)["prev"] == hashlib.sha256(before).hexdigest()[:12]


def test_lines_swapped_and_renumbered_are_refused(tmp_path: Path) -> None:
    g = random_game("godfather_nostradamus", 11, 3, {}, max_actions=40)
    rows = save_game(g, tmp_path / "s.ravi").read_bytes().splitlines()
    opened = []
    for i in range(2, len(rows) - 1, 3):  # a line and the next swapped, then renumbered
        swap = list(rows)
        swap[i], swap[i + 1] = swap[i + 1], swap[i]
        for k in (i, i + 1):
            doc = json.loads(swap[k])
            doc["n"] = k + 1
            swap[k] = json.dumps(doc, ensure_ascii=False, separators=(",", ":")).encode()
        path = tmp_path / f"swap{i}.ravi"
        path.write_bytes(b"\n".join(swap) + b"\n")
        try:
            open_game(path)
            opened.append(i + 1)
        except GameFileError as exc:
            assert exc.line in (i + 1, i + 2), exc.detail
    assert opened == []


def test_the_lines_after_a_damage_are_counted_and_named_by_check(tmp_path: Path) -> None:
    g = random_game("zodiac", 12, 25, max_actions=25)
    path = save_game(g, tmp_path / "d.ravi")
    rows = path.read_bytes().splitlines(keepends=True)
    assert len(rows) == 26
    rows[11] = rows[11].replace(b'"n":12', b'"n":12,"x":', 1)  # line 12: not JSON
    path.write_bytes(b"".join(rows))
    with pytest.raises(GameFileError) as err:
        open_game(path)
    assert err.value.line == 12 and err.value.later == 14
    done = _check(path)
    assert done.returncode == 2
    assert "14 later lines after the damage at line 12" in done.stderr, done.stderr


# --- item 10: the deal as it stands ------------------------------------------------------
def test_the_archive_and_stats_credit_the_corrected_deal(tmp_path: Path) -> None:
    g = random_game("godfather_nostradamus", 11, 3, {}, max_actions=2)
    first = dealt_roles(g)
    boss = first.index("godfather")
    citizen = first.index("plain_citizen")
    fixed = list(first)
    fixed[boss], fixed[citizen] = fixed[citizen], fixed[boss]
    g.redeal(fixed)
    play_random(g, random.Random(5))
    assert g.state.winner is not None
    path = save_game(g, tmp_path / "r.ravi")
    entry = summarise_game(path, open_game(path))
    assert entry.roles[boss] == "plain_citizen" and entry.roles[citizen] == "godfather"
    assert entry.sides[boss] == "city" and entry.sides[citizen] == "mafia"
    stats = club_stats([entry])
    assert set(stats.player(g.setup.names[boss]).by_role) == {"plain_citizen"}
    assert set(stats.player(g.setup.names[citizen]).by_role) == {"godfather"}


def test_a_v3_journal_still_opens_and_its_first_append_writes_a_v4_one(tmp_path: Path) -> None:
    path = tmp_path / "old.ravi"
    old = (FIXTURES / "v3-zodiac.ravi").read_bytes()
    path.write_bytes(old)
    g = open_game(path)
    assert g.format == 3 and g.state.winner is not None
    g.undo()
    j = AutosaveJournal.attach(path, g)
    assert path.read_bytes() == old  # attached: nothing written yet
    j.sync(g)
    assert (tmp_path / "old.ravi.v3").read_bytes() == old
    rows = [json.loads(x) for x in path.read_bytes().splitlines()]
    assert rows[0]["format"] == 4 and all("prev" in r for r in rows[1:])
    h = open_game(path)
    assert h.actions == g.actions and h.notes == g.notes and h.can_redo()
    g.redo()
    assert j.sync(g) == 1 and open_game(path).state.winner is not None


def test_corrections_taken_back_again_and_again_get_the_journal_written_anew(
        tmp_path: Path, monkeypatch) -> None:
    monkeypatch.setattr(AutosaveJournal, "COMPACT_REDEAL_WORK", 600)
    g = random_game("godfather_nostradamus", 11, 3, {}, max_actions=20)
    deal = dealt_roles(g)
    path = tmp_path / "r.ravi"
    j = AutosaveJournal.attach(path, g)
    for _ in range(60):  # each redeal line costs the 21 actions before it
        g.redeal(deal)
        j.sync(g)
        g.undo()
        j.sync(g)
    assert j.redeal_work <= 600
    rows = path.read_bytes().splitlines()
    assert sum(b'"kind":"redeal"' in r for r in rows) < 60
    h = open_game(path)
    assert h.actions == g.actions and h.can_redo()


def test_rechain_makes_an_edited_copy_follow_its_lines_again(tmp_path: Path) -> None:
    from narrator_app.engine.journal import rechain

    g = random_game("zodiac", 12, 25, max_actions=15)
    raw = save_game(g, tmp_path / "a.ravi").read_bytes()
    assert rechain(raw) == raw
    copy = tmp_path / "b.ravi"
    copy.write_bytes(raw.replace(g.game_id.encode(), b"00000000000000ab"))
    with pytest.raises(GameFileError) as err:
        open_game(copy)  # the header changed: its seal no longer holds (CF49-15)
    assert err.value.line == 1
    copy.write_bytes(rechain(copy.read_bytes()))
    assert open_game(copy).game_id == "00000000000000ab"
