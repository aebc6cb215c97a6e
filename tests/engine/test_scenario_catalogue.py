"""The catalogue of scenario files decides, in one place, which files can be played: a
reserved name (a shipped scenario's id, a shipped data file's name such as
``last_move_cards``) is refused everywhere a file is listed or loaded; what is not a regular
file is listed as refused, never opened; a byte-order mark is accepted; and a file under the
size cap costs bounded work (issue 20, items 5, 6 and 12)."""

from __future__ import annotations

import os
import subprocess
import sys
import threading
import tomllib
from pathlib import Path

import pytest

from narrator_app.engine import ScenarioError, available_scenarios
from narrator_app.engine.scenario import (
    check_scenario_file,
    load_scenario,
    read_scenario_file,
    scenario_catalogue,
    use_club_folders,
)

ROOT = Path(__file__).resolve().parents[2]
HARBOUR = (ROOT / "tests" / "fixtures" / "scenarios" / "harbour.toml").read_text("utf-8")
#: The hang guard of a read: a file that is not answered within it fails the test.
GUARD = 10


def _within(seconds: float, work):
    """``work()``'s result, on a daemon thread: a read that hangs (a FIFO opened) fails the
    test instead of blocking it."""
    out: dict = {}

    def run() -> None:
        try:
            out["value"] = work()
        except BaseException as exc:  # noqa: BLE001 - re-raised below
            out["error"] = exc

    t = threading.Thread(target=run, daemon=True)
    t.start()
    t.join(seconds)
    assert not t.is_alive(), f"no answer within {seconds} s"
    if "error" in out:
        raise out["error"]
    return out["value"]


@pytest.fixture
def club(tmp_path: Path):
    folder = tmp_path / "club"
    folder.mkdir()
    (folder / "harbour.toml").write_text(HARBOUR, encoding="utf-8")
    yield folder
    use_club_folders([])


def _with_id(scenario_id: str) -> str:
    text = HARBOUR.replace('id = "harbour"', f'id = "{scenario_id}"', 1)
    assert text != HARBOUR
    return text


# ---------------------------------------------------------------------------------------
# item 5: reserved names
# ---------------------------------------------------------------------------------------
def test_a_data_file_name_as_an_id_is_refused_by_the_catalogue_and_every_reader(club) -> None:
    reserved = club / "cards.toml"
    reserved.write_text(_with_id("last_move_cards"), encoding="utf-8")
    use_club_folders([club])
    entries = {Path(e.path).name: e for e in scenario_catalogue() if e.origin == "club"}
    assert entries["harbour.toml"].refused is None
    refusal = entries["cards.toml"].refused
    assert refusal and "'last_move_cards' is the name of a data file the app ships" in refusal
    assert "last_move_cards" not in available_scenarios()
    # loading it by id gives the catalogue's reason, never the card file read as a scenario
    with pytest.raises(ScenarioError) as err:
        load_scenario("last_move_cards")
    assert err.value.file == str(reserved) and err.value.field == "id"
    assert "data file the app ships" in err.value.reason
    # `scenario check` asks the same judge: the same fault
    assert [str(f) for f in check_scenario_file(reserved)] == [refusal]


def test_a_shipped_scenario_id_and_a_second_club_file_are_refused_with_their_owner(club):
    (club / "a_classic.toml").write_text(_with_id("classic"), encoding="utf-8")
    (club / "z_harbour.toml").write_text(HARBOUR, encoding="utf-8")
    use_club_folders([club])
    entries = {Path(e.path).name: e for e in scenario_catalogue() if e.origin == "club"}
    assert "shipped one is used" in entries["a_classic.toml"].refused
    assert f"already the id of {club / 'harbour.toml'}" in entries["z_harbour.toml"].refused
    # checked alone, a club folder's file gets the catalogue's verdict
    assert check_scenario_file(club / "z_harbour.toml")[0].field == "id"
    assert check_scenario_file(club / "harbour.toml") == []


def test_the_commands_refuse_a_reserved_id_with_its_reason(tmp_path: Path) -> None:
    folder = tmp_path / "club"
    folder.mkdir()
    (folder / "last_move_cards.toml").write_text(_with_id("last_move_cards"), encoding="utf-8")
    case = tmp_path / "case.yaml"
    case.write_text("scenario: last_move_cards\ntitle: t\nrule: r\nseats: [boss, thug, seer]\n"
                    "script: []\n", encoding="utf-8")
    env = {"PYTHONPATH": str(ROOT), "PATH": "/usr/bin:/bin", "HOME": str(tmp_path),
           "XDG_DATA_HOME": str(tmp_path / "data")}
    ravi = [sys.executable, "-m", "narrator_app", "--scenarios", str(folder)]
    runs = {
        "cards": ["cards", "--scenario", "last_move_cards", "--out", str(tmp_path / "c.pdf")],
        "sheet": ["sheet", "--scenario", "last_move_cards", "--out", str(tmp_path / "s.pdf")],
        "cases": ["cases", str(case)],
        "check": ["scenario", "check", str(folder / "last_move_cards.toml")],
        "list": ["scenario", "list"],
    }
    out = {k: subprocess.run([*ravi, *argv], capture_output=True, text=True, env=env, cwd=ROOT,
                             timeout=60) for k, argv in runs.items()}
    for k, o in out.items():
        assert "Traceback" not in o.stdout + o.stderr, (k, o.stderr)
        assert "data file the app ships" in o.stdout + o.stderr, (k, o)
    assert out["cards"].returncode == 2 and out["sheet"].returncode == 2
    assert not (tmp_path / "c.pdf").exists() and not (tmp_path / "s.pdf").exists()
    assert out["cases"].returncode == 1 and "0 passed, 1 failed" in out["cases"].stdout
    assert out["check"].returncode == 2
    assert out["list"].returncode == 0
    listed = out["list"].stdout.splitlines()
    assert f"refused  {folder / 'last_move_cards.toml'}: id: 'last_move_cards'" in "\n".join(
        listed)
    assert not any(line.startswith("last_move_cards ") for line in listed)


# ---------------------------------------------------------------------------------------
# item 12: what is not a regular file; a byte-order mark
# ---------------------------------------------------------------------------------------
@pytest.mark.skipif(sys.platform == "win32", reason="FIFOs and symbolic links are POSIX")
def test_fifos_links_and_folders_are_listed_as_refused_never_opened(club) -> None:
    os.mkfifo(club / "fifo.toml")
    (club / "folder.toml").mkdir()
    (club / "zero.toml").symlink_to("/dev/zero")
    (club / "dangling.toml").symlink_to(club / "nowhere.toml")
    (club / "loop.toml").symlink_to(club / "loop.toml")
    (club / "to_fifo.toml").symlink_to(club / "fifo.toml")
    (club / "linked.toml").symlink_to(club.parent / "outside.toml")
    (club.parent / "outside.toml").write_text(_with_id("linked_harbour"), encoding="utf-8")
    use_club_folders([club])
    entries = _within(GUARD, scenario_catalogue)
    refused = {Path(e.path).name: e.refused for e in entries if e.refused}
    assert set(refused) == {"fifo.toml", "folder.toml", "zero.toml", "dangling.toml",
                            "loop.toml", "to_fifo.toml"}
    assert "not a regular file (a FIFO)" in refused["fifo.toml"]
    assert "not a regular file (a directory)" in refused["folder.toml"]
    assert "not a regular file (a link to a character device)" in refused["zero.toml"]
    assert "not a regular file (a link to a FIFO)" in refused["to_fifo.toml"]
    assert "a link to nothing readable" in refused["dangling.toml"]
    assert "a link to nothing readable" in refused["loop.toml"]
    # a link to a regular file is read like every reader of the app reads one
    assert {"harbour", "linked_harbour"} <= set(available_scenarios())
    assert (club / "fifo.toml").is_fifo()  # left as it was
    faults = _within(GUARD, lambda: check_scenario_file(club / "fifo.toml"))
    assert [f.reason for f in faults] == ["not a regular file (a FIFO)"]


def test_a_byte_order_mark_is_accepted(club) -> None:
    bom = club / "bom.toml"
    bom.write_bytes(b"\xef\xbb\xbf" + _with_id("bom_harbour").encode("utf-8"))
    assert check_scenario_file(bom) == []
    use_club_folders([club])
    assert "bom_harbour" in available_scenarios()
    assert load_scenario("bom_harbour").path == str(bom)


# ---------------------------------------------------------------------------------------
# item 6: bounded work
# ---------------------------------------------------------------------------------------
def test_a_dotted_key_of_25000_parts_is_refused_before_the_parser(tmp_path: Path) -> None:
    """It took tomllib minutes (its work grows with the square of the parts); the scan of
    the text refuses it, naming the cap and the line."""
    f = tmp_path / "dotted.toml"
    f.write_text('id = "dotted"\n' + "a." * 25_000 + "a = 1\n", encoding="utf-8")
    scen, faults = _within(GUARD, lambda: read_scenario_file(f))
    assert scen is None
    assert [(x.reason, x.line) for x in faults] == [
        ("not read: a dotted key or table name of more than 12 parts", 2)]


#: Valid TOML with dots, brackets, commas and ``=`` in a comment and a string: the scan skips
#: them as the parser does (one key: ``s``).
NOISE = ('# a.b.c.d.e.f.g.h.i.j.k.l.m.n [x] {a=1}, = ,\n'
         's = """a.b.c.d.e.f.g.h.i.j.k.l.m.n\n[[y]] = , {"""\n')


@pytest.mark.parametrize(
    "line,cap",
    [
        ("k{i} = 1\n", "more than 5000 keys"),
        ("[t{i}]\n", "more than 1000 tables"),
        ("[[t]]\nk{i} = 1\n", "more than 1000 tables"),
        ("x{i} = [" + "1," * 18 + "1]\n", "more than 20000 items in arrays and inline tables"),
    ],
)
def test_the_caps_take_a_file_at_the_cap_and_refuse_one_more(line: str, cap: str) -> None:
    """A valid file at a cap is read; one line more is refused, naming the cap."""
    from narrator_app.engine.scenario import MAX_ITEMS, MAX_KEYS, MAX_TABLES, toml_work_problem

    n = {"keys": MAX_KEYS - 1, "tables": MAX_TABLES, "items": MAX_ITEMS // 18}[cap.split()[3]]
    at_cap = NOISE + "".join(line.format(i=i) for i in range(n))
    tomllib.loads(at_cap)  # valid TOML
    assert toml_work_problem(at_cap) is None
    problem = toml_work_problem(at_cap + line.format(i=n))
    assert problem is not None and problem[0] == cap


@pytest.mark.parametrize(
    "text,reason",
    [
        ("[" + ".".join(["a"] * 13) + "]\n", "more than 12 parts"),
        ("[" + ".".join(["a"] * 12) + "]\nb = 1\n", None),
        ('"a"."b".c.d.e.f.g.h.i.j.k.l."m" = 1\n', "more than 12 parts"),
        ("x = " + "[" * 13 + "]" * 13 + "\n", "nested deeper than 12 levels"),
        ("x = " + "{a=" * 13 + "1" + "}" * 13 + "\n", "nested deeper than 12 levels"),
        ("x = " + "[" * 12 + "]" * 12 + "\n", None),
        ("x = 1.5\ny = 1979-05-27T07:32:00.999Z\nz = 'a.b.c.d.e.f.g.h.i.j.k.l.m.n'\n", None),
    ],
)
def test_parts_and_nesting_are_counted_as_the_parser_reads_them(text, reason) -> None:
    from narrator_app.engine.scenario import toml_work_problem

    tomllib.loads(text)  # each is valid TOML
    problem = toml_work_problem(text)
    assert (problem and problem[0][-len(reason):]) == reason if reason else problem is None


def test_a_file_of_many_faults_lists_a_hundred_and_says_how_many_more(tmp_path: Path) -> None:
    f = tmp_path / "many.toml"
    f.write_text("roles = [" + "1, " * 5000 + "1]\n", encoding="utf-8")
    scen, faults = _within(GUARD, lambda: read_scenario_file(f))
    assert scen is None and len(faults) == 101
    assert faults[-1].reason.startswith("and ") and faults[-1].reason.endswith("more faults")


def test_a_folder_given_twice_is_read_once(club) -> None:
    use_club_folders([club, club.parent / "club" / ".." / "club"])
    assert [e.refused for e in scenario_catalogue() if e.origin == "club"] == [None]
