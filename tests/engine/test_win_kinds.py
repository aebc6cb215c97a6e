"""Win kinds as data and registrable (issue 21 item 4): a scenario's ``[win] kind`` names
one of ``abilities.WIN_KINDS``; a module adds its own with ``register_win`` (the werewolf
lovers' ``parity_with_lovers`` is added this way); ``wins_when_voted_out`` is a jester's.
Real files in tmp_path, played by rule cases."""

from __future__ import annotations

from pathlib import Path

import pytest

from narrator_app.engine.abilities import WIN_KINDS, WinKind, register_win, unregister_win
from narrator_app.engine.scenario import read_scenario_file, use_club_folders
from narrator_app.engine.script import run_case
from narrator_app.engine.state import ALIVE

FILE = '''format = 2
id = "fairground"
family = "mn"
first_phase = "intro_night"
name = { fa = "بازار مکاره", en = "Fairground" }

[roster]
min_players = 6
max_players = 8
filler_city = "plain_citizen"
filler_mafia = "simple_mafia"

[roster.sizes]
6 = ["boss", "doctor", "jester", "plain_citizen", "plain_citizen", "plain_citizen"]

[win]
kind = "%s"
alone = "jester"

[last_move]
deck = "none"

[[roles]]
id = "boss"
kind = "godfather"
side = "mafia"
name = { fa = "رئیس", en = "Boss" }
ability = { fa = "-", en = "-" }
counters = { vest = true, sixth_sense_uses = 0 }

[[roles]]
id = "simple_mafia"
side = "mafia"
name = { fa = "مافیای ساده", en = "Simple mafia" }
ability = { fa = "-", en = "-" }

[[roles]]
id = "doctor"
side = "city"
name = { fa = "دکتر", en = "Doctor" }
ability = { fa = "-", en = "-" }
counters = { self_save_used = false }

[[roles]]
id = "jester"
kind = "plain_citizen"
side = "independent"
name = { fa = "دلقک", en = "Jester" }
ability = { fa = "می‌خواهد با رأی بیرون برود.", en = "Wants to be voted out." }

[[roles]]
id = "plain_citizen"
side = "city"
name = { fa = "شهروند ساده", en = "Plain citizen" }
ability = { fa = "-", en = "-" }

[[intro_night]]
key = "mafia_meet"
name = { fa = "آشنایی مافیا", en = "Mafia meet" }
say = { fa = "-", en = "-" }
gesture = { fa = "-", en = "-" }

[[night]]
key = "mafia"
say = { fa = "-", en = "-" }
gesture = { fa = "-", en = "-" }

[[night]]
key = "doctor"
say = { fa = "-", en = "-" }
gesture = { fa = "-", en = "-" }
'''

HEAD = """scenario: fairground
title: %s
rule: "issue 21 item 4"
seats: [boss, doctor, plain_citizen, jester, plain_citizen, plain_citizen]
script:
  - intro_night: {}
"""


@pytest.fixture
def fair(tmp_path: Path):
    folder = tmp_path / "scenarios"
    folder.mkdir()
    use_club_folders([folder])
    yield folder
    use_club_folders([])


def play(folder: Path, kind: str, script: str) -> list[str]:
    (folder / "fairground.toml").write_text(FILE % kind, encoding="utf-8")
    use_club_folders([folder])  # read the file again
    case = folder.parent / "case.yaml"
    case.write_text(HEAD % kind + script, encoding="utf-8")
    return run_case(case).failures


def test_the_jester_wins_when_voted_out(fair: Path) -> None:
    failures = play(fair, "wins_when_voted_out",
                    "  - day: {votes: {4: 5}, exit_votes: {4: 5}}\n"
                    "  - expect: {left: [4], winner: jester, winning_seats: [4]}\n")
    assert failures == []


def test_the_jester_shot_at_night_does_not_win(fair: Path) -> None:
    failures = play(fair, "wins_when_voted_out",
                    "  - day: {}\n"
                    "  - night: {mafia: {shot: 4}, doctor: {save: 3}}\n"
                    "  - expect: {left: [4], winner: null}\n")
    assert failures == []


def first_out(st, tally) -> tuple[str, str] | None:
    """A toy win kind: the independent wins as soon as anyone else has left; else parity."""
    if tally.alone is not None and tally.alone.status == ALIVE and any(
            p.status != ALIVE for p in st.players):
        return tally.alone_id, "first_out"
    return None


def test_a_win_kind_registered_from_a_module_plays(fair: Path) -> None:
    register_win(WinKind("the independent wins at the first exit", "a test", needs_alone=True,
                         decide=first_out, name="toy_first_out"))
    try:
        failures = play(fair, "toy_first_out",
                        "  - day: {votes: {3: 5}, exit_votes: {3: 5}}\n"
                        "  - expect: {left: [3], winner: jester, winning_seats: [4]}\n")
        assert failures == []
    finally:
        unregister_win("toy_first_out")
    assert "toy_first_out" not in WIN_KINDS
    assert "parity" in WIN_KINDS and WIN_KINDS["parity"].name == "parity"


def test_registering_a_win_kind_needs_a_new_name_and_a_decision() -> None:
    with pytest.raises(ValueError):
        register_win(WinKind("x", "x", decide=first_out, name="parity"))
    with pytest.raises(ValueError):
        register_win(WinKind("x", "x", name="toy_no_decide"))
    unregister_win("parity")  # a shipped kind stays
    assert "parity" in WIN_KINDS


def test_an_unregistered_win_kind_is_refused(tmp_path: Path) -> None:
    path = tmp_path / "fairground.toml"
    path.write_text(FILE % "toy_first_out", encoding="utf-8")
    scen, faults = read_scenario_file(path)
    assert scen is None
    assert any(f.field == "win.kind" and "toy_first_out" in f.reason for f in faults), faults
