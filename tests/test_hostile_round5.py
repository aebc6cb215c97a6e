"""What a hostile-input audit found (issue 25's round sixteen, decisions CF47-15 …
CF47-19): writers that replaced or re-permissioned a special file, readers that waited on a
FIFO for ever, a printed sheet whose work grew with a number, a newer settings file
rewritten, and a game script whose repeated key was read as its last. Real files, real
commands."""

from __future__ import annotations

import json
import os
import stat
import subprocess
import sys
from pathlib import Path

import pytest

from narrator_app.ui.settings import FILE_NAME, NEWER_SUFFIX, Settings

ROOT = Path(__file__).resolve().parents[1]
CASE = sorted((ROOT / "tests" / "rule_cases" / "classic").glob("*.yaml"))[0]
POSIX = pytest.mark.skipif(not hasattr(os, "mkfifo"), reason="FIFOs are POSIX")


def ravi(*args: str, timeout: float = 120) -> subprocess.CompletedProcess[str]:
    env = {**os.environ, "QT_QPA_PLATFORM": "offscreen"}
    return subprocess.run([sys.executable, "-m", "narrator_app", *args], capture_output=True,
                          text=True, timeout=timeout, cwd=ROOT, env=env)


def _specials(tmp_path: Path) -> list[Path]:
    fifo = tmp_path / "fifo"
    os.mkfifo(fifo)
    real = tmp_path / "real.txt"
    real.write_text("kept", encoding="utf-8")
    link = tmp_path / "link"
    link.symlink_to(real)
    return [fifo, link]


@POSIX
def test_the_writers_leave_a_fifo_or_a_link_as_it_is(tmp_path: Path) -> None:
    game = tmp_path / "game.ravi"
    assert ravi("import", str(CASE), "--out", str(game)).returncode == 0
    for target in _specials(tmp_path):
        before = os.lstat(target)
        for args in (("import", str(CASE)), ("export", str(game)),
                     ("sheet", "--scenario", "classic")):
            done = ravi(*args, "--out", str(target))
            assert done.returncode == 2, (args, done.stderr)
            assert "not a regular file" in done.stderr, done.stderr
            after = os.lstat(target)
            assert stat.S_IFMT(after.st_mode) == stat.S_IFMT(before.st_mode), args
            assert stat.S_IMODE(after.st_mode) == stat.S_IMODE(before.st_mode), args
    assert (tmp_path / "real.txt").read_text(encoding="utf-8") == "kept"


@POSIX
def test_a_fifo_in_place_of_the_settings_or_the_session_never_waits(tmp_path: Path) -> None:
    from narrator_app.engine import autosave_dir
    from narrator_app.ui import session_end

    os.mkfifo(tmp_path / FILE_NAME)
    loaded = Settings.load(tmp_path)  # returns at once: no writer will ever come
    assert loaded.language == Settings().language and loaded.load_problem
    assert stat.S_ISFIFO(os.lstat(tmp_path / FILE_NAME).st_mode)  # left where it was
    data = tmp_path / "data"
    autosave_dir(data).mkdir(parents=True)
    os.mkfifo(session_end.session_path(data))
    assert session_end._read(data) == {}


@POSIX
def test_a_fifo_in_the_scenario_cache_is_a_miss(tmp_path: Path,
                                                monkeypatch: pytest.MonkeyPatch) -> None:
    from narrator_app.engine import scenario_cache

    monkeypatch.setattr(scenario_cache, "cache_folder", lambda: tmp_path)
    sha = "0" * 64
    entry = scenario_cache._entry(sha)
    assert entry is not None
    os.mkfifo(entry)
    assert scenario_cache.cached_data(sha) is None


def test_a_newer_settings_file_is_kept_before_a_save(tmp_path: Path) -> None:
    newer = {"version": 2, "language": "en", "future_field": [1, 2]}
    raw = json.dumps(newer).encode("utf-8")
    (tmp_path / FILE_NAME).write_bytes(raw)
    loaded = Settings.load(tmp_path)
    assert loaded.language == "en" and "newer" in (loaded.load_problem or "")
    loaded.save(tmp_path)
    assert (tmp_path / (FILE_NAME + NEWER_SUFFIX)).read_bytes() == raw
    saved = json.loads((tmp_path / FILE_NAME).read_text(encoding="utf-8"))
    assert saved["version"] == 1 and saved["language"] == "en"


def test_the_sheet_refuses_a_huge_table_before_working(tmp_path: Path) -> None:
    done = ravi("sheet", "--scenario", "classic", "--players", "100000000", "--out",
                str(tmp_path / "s.pdf"), timeout=60)
    assert done.returncode == 2 and "6 to 12" in done.stderr, done.stderr
    assert not (tmp_path / "s.pdf").exists()


@pytest.mark.parametrize(("counter", "why"), [
    ("1000000000", "a number from 0 to 999"),
    ("{ a = { b = 1 } }", "a yes/no, a number, a short text"),
    ("3", "a yes/no (true or false) for this counter"),  # a flag given a number
])
def test_a_counter_the_game_cannot_hold_is_refused(tmp_path: Path, counter: str,
                                                   why: str) -> None:
    from narrator_app.engine.scenario import check_scenario_file

    text = (ROOT / "scenarios" / "classic.toml").read_text(encoding="utf-8")
    text = text.replace('id = "classic"', 'id = "classic_counters"', 1)
    old = "counters = { self_save_used = false }"
    assert text.count(old) == 1
    text = text.replace(old, f"counters = {{ self_save_used = {counter} }}")
    path = tmp_path / "classic_counters.toml"
    path.write_text(text, encoding="utf-8")
    faults = [str(f) for f in check_scenario_file(path)]
    assert any("counters.self_save_used" in f and why in f for f in faults), faults


def test_a_key_given_twice_in_a_script_entry_is_refused(tmp_path: Path) -> None:
    from narrator_app.engine.script import ScriptError, load_script

    path = tmp_path / "twice.yaml"
    path.write_text("scenario: classic\ntitle: twice\nseats: [godfather, simple_mafia, "
                    "doctor, detective, plain_citizen, plain_citizen]\nscript:\n"
                    "  - intro_night: {}\n  - day: {}\n"
                    "  - night: {mafia: {shot: 5}, doctor: {save: 5}, mafia: {shot: 6}}\n",
                    encoding="utf-8")
    with pytest.raises(ScriptError, match="given twice"):
        load_script(path)


ONE_FAULT = sorted((ROOT / "tests" / "engine" / "club_kind_cases" / "one_fault_more")
                   .glob("refused_*.toml"))


@pytest.mark.parametrize("path", ONE_FAULT, ids=[p.stem for p in ONE_FAULT])
def test_one_cause_is_one_fault(path: Path) -> None:
    """A hostile-input audit's club files, each with one fault (an unknown parameter, an
    unknown kind, a word given twice, a typo in the boss's params): up to 14 faults were
    listed, most of them false, the first shown by the club list a false one (CF47-27)."""
    from narrator_app.engine.scenario import check_scenario_file

    faults = check_scenario_file(path)
    assert len(faults) == 1, faults


@pytest.mark.parametrize(("old", "new", "word"), [
    ('eligible = [{ role = "plain_citizen" }, { role = "suspect" }]',
     'eligible = [{ role = "plain_citzen" }, { role = "suspect" }]', "plain_citzen"),
    ('reads = { don = "citizen", informant = "citizen" }',
     'reads = { don = "citizen", informat = "citizen" }', "informat"),
])
def test_a_role_id_in_eligible_or_reads_is_checked(tmp_path: Path, old: str, new: str,
                                                   word: str) -> None:
    """A negotiator's misspelt ``eligible`` won nobody over; a detective's misspelt
    ``reads`` read the card as it is (CF47-28)."""
    from narrator_app.engine.scenario import check_scenario_file

    text = (ROOT / "scenarios" / "capo.toml").read_text(encoding="utf-8")
    assert old in text
    path = tmp_path / "capo_ids.toml"
    path.write_text(text.replace(old, new).replace('id = "capo"', 'id = "capo_ids"', 1),
                    encoding="utf-8")
    faults = [str(f) for f in check_scenario_file(path)]
    assert any(f"'{word}' is no role of this file" in f for f in faults), faults


@pytest.mark.parametrize(("value", "ok"), [("1", True), ("2", True), ("true", False),
                                           ("2.0", False), ('"1"', False)])
def test_format_is_a_whole_number(tmp_path: Path, value: str, ok: bool) -> None:
    from narrator_app.engine.scenario import check_scenario_file

    text = (ROOT / "scenarios" / "classic.toml").read_text(encoding="utf-8")
    lines = [line for line in text.splitlines() if not line.startswith("format")]
    path = tmp_path / "classic_format.toml"
    path.write_text(f"format = {value}\n" + "\n".join(lines).replace(
        'id = "classic"', 'id = "classic_format"', 1) + "\n", encoding="utf-8")
    faults = check_scenario_file(path)
    assert (faults == []) is ok, faults


def test_a_long_role_name_stays_on_its_card() -> None:
    """A role's name too long for its card was printed across the neighbouring cards: cut
    from the sheet, a card carried pieces of other players' roles (CF47-26). What is
    painted for a card, however large, stays in its slot, upright or turned."""
    from PySide6.QtCore import QRectF, Qt
    from PySide6.QtGui import QColor, QImage, QPainter

    from narrator_app.printing.cards import Slot, _in_slot
    from narrator_app.printing.layout import Page

    for turned in (False, True):
        image = QImage(400, 400, QImage.Format.Format_RGB32)
        image.setDotsPerMeterX(3937)  # 100 dpi: about 3.9 pixels a millimetre
        image.setDotsPerMeterY(3937)
        image.fill(Qt.GlobalColor.white)
        painter = QPainter(image)
        page = Page(image)  # type: ignore[arg-type]  # millimetres on any paint device
        w, h = _in_slot(painter, page, Slot(20, 20, 30, 40, turned))
        painter.fillRect(QRectF(-5000, -5000, 10000, 10000), QColor("black"))
        painter.end()
        k = 3937 / 1000
        inside = image.pixelColor(int(35 * k), int(40 * k))
        outside = [image.pixelColor(int(x * k), int(y * k))
                   for x, y in ((10, 10), (60, 40), (35, 70), (35, 5))]
        assert inside == QColor("black"), turned
        assert all(c == QColor("white") for c in outside), (turned, w, h)
