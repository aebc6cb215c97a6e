"""This round's findings of the auditors and the narrator trials (decisions «CF57»): each
test says the rule, its spec line in the decisions' row."""

from __future__ import annotations

from pathlib import Path

import pytest
from helpers import script_state

from narrator_app.engine import Game
from narrator_app.engine.choices import tokens_tonight
from narrator_app.engine.game import Action, apply
from narrator_app.engine.script import run_case
from narrator_app.engine.tokens import token_text

HERE = Path(__file__).resolve().parent
#: The auditors' own minimal cases, with titles that say the rule.
FILES = sorted((HERE / "audit_round9_cases").glob("*.yaml"))
PC = "plain_citizen"
BZ = ["mafia_boss", "nato", "charlatan", "detective", "doctor", "researcher", "invulnerable",
      "interrogator", PC, PC]


@pytest.mark.parametrize("case", FILES, ids=[f.stem for f in FILES])
def test_auditor_case(case: Path) -> None:
    result = run_case(case)
    assert result.passed, "\n".join(result.failures)


@pytest.mark.parametrize(("rules", "token", "fa"), [
    (None, "negative", "منفی"),
    ({"bz_charlatan_effect": "reverse"}, "flipped", "برعکس"),
])
def test_the_charlatans_token_says_his_effect(rules, token, fa) -> None:
    """A narrator's trial read «برعکس» on the charlatan's pick while the house rule said
    «جواب شهروند» (club_scenarios 3.11, C2: negative by default, reversed as a choice)."""
    st = script_state("bazpors", BZ, [("intro_day", {}), ("intro_night", {}), ("day", {})], rules)
    st = apply(st, Action("step", "night", "charlatan", {"pick": 4}))
    assert tokens_tonight(st)[4] == [token]
    assert token_text(token, "fa") == fa


# --- what the table hears: the won-over player's call (audit53 F1) ----------------------
NOS = ["godfather", "saul_goodman", "matador", "dr_watson", "leon", "citizen_kane",
       "constantine", PC, PC, PC, "nostradamus"]
_TO_NIGHT_ONE = [("intro_day", {}), ("intro_night", {"nostradamus": {"pick": [8, 9, 10],
                                                                     "side": "city"}}),
                 ("day", {"votes": {3: 6}, "exit_votes": {3: 6}})]


def _bought_row(st):
    from narrator_app.engine import legal_choices

    return next((s for s in legal_choices(st).steps if s.key == "bought_player"), None)


@pytest.mark.parametrize(("rule", "target", "seats", "note"), [
    ("night_every_attempt", 9, [9, 1, 2], None),  # bought: he wakes with the team
    ("night_every_attempt", 5, [], "failed"),  # Leon cannot be bought: the same call
    ("next_morning", 5, [], "failed"),
    ("night_success_only", 9, [9, 1, 2], None),
    ("night_success_only", 5, None, None),  # success is public here: no call on a failure
])
def test_the_bought_players_call_is_made_on_every_announced_attempt(rule, target, seats,
                                                                    note) -> None:
    """rules_spec A34: «announce aloud … on every attempt (success or not); success and the
    bought player's identity stay secret». The call «the bought player wakes» came only on
    a success, which told the table (an auditor, CF57)."""
    st = script_state("godfather_nostradamus", NOS, _TO_NIGHT_ONE,
                 {"cards_enabled": False, "purchase_announcement": rule})
    st = apply(st, Action("step", "night", "mafia", {"buy": target}))
    row = _bought_row(st)
    if seats is None:
        assert row is None
        return
    assert row is not None and row.seats == seats and row.note == note
    assert row.say is not None  # the file's words, said either way


def test_a_conversion_no_game_announces_is_a_silent_wake() -> None:
    """Mozakere under `mz_negotiation_announcement = none`: no attempt is announced, so the
    won-over player is woken without the words (a touch); a failure calls nothing."""
    ten = ["mafia_boss", "negotiator", "simple_mafia", "doctor", "detective", "reporter",
           "sniper", "armoured", PC, PC]
    rules = {"mz_negotiation_trigger": "any_night", "mz_negotiation_announcement": "none"}
    st = script_state("mozakere", ten, [("intro_day", {}), ("intro_night", {}), ("day", {})], rules)
    won = apply(st, Action("step", "night", "mafia", {"negotiate": 9}))
    row = _bought_row(won)
    assert row is not None and row.seats[0] == 9 and row.note == "silent_wake"
    assert _bought_row(apply(st, Action("step", "night", "mafia", {"negotiate": 4}))) is None


# --- a club never loses a game it kept (audit56) ----------------------------------------
def _ravi(*args: str, data: Path | None = None):
    import os
    import subprocess
    import sys

    env = {**os.environ, "PYTHONPATH": str(HERE.parents[1])}
    extra = ["--data", str(data)] if data is not None else []
    return subprocess.run([sys.executable, "-m", "narrator_app", *args, *extra],
                          capture_output=True, text=True, env=env, timeout=300)


def test_export_and_the_csv_never_write_over_a_saved_game(tmp_path: Path) -> None:
    """audit56 F9: `export g0.ravi --out g1.ravi` and `stats DIR --csv DIR/g2.ravi` wrote
    over two other saved games, no copy kept. Both refuse now, the games untouched."""
    import random

    from narrator_app.engine import Setup, save_game
    from narrator_app.engine.simulate import play_random

    games = tmp_path / "games"
    games.mkdir()
    for i in range(3):
        g = play_random(Game(Setup("classic", tuple(f"P{k}" for k in range(1, 9)),
                                   {"cards_enabled": False})), random.Random(i), 400)
        save_game(g, games / f"friday{i}.ravi")
    before = {p.name: p.read_bytes() for p in games.iterdir()}
    out = _ravi("export", str(games / "friday0.ravi"), "--out", str(games / "friday1.ravi"))
    assert out.returncode == 2 and "saved game" in out.stderr
    renamed = tmp_path / "friday2.txt"  # a game under another name: read as a game
    renamed.write_bytes(before["friday2.ravi"])
    out = _ravi("export", str(games / "friday0.ravi"), "--out", str(renamed))
    assert out.returncode == 2
    out = _ravi("stats", str(games), "--csv", str(games / "friday2.ravi"),
                data=tmp_path / "data")
    assert out.returncode == 2 and "saved game" in out.stderr
    assert {p.name: p.read_bytes() for p in games.iterdir()} == before
    older = tmp_path / "older.bak"  # a whole-file game of format 2, under another name
    older.write_text('{"format": "ravi-game", "version": 2}', encoding="utf-8")
    kept = older.read_bytes()
    assert _ravi("export", str(games / "friday0.ravi"), "--out", str(older)).returncode == 2
    assert older.read_bytes() == kept  # (audit58: a v2 game was written over)
    script = tmp_path / "friday0.yaml"
    assert _ravi("export", str(games / "friday0.ravi"), "--out", str(script)).returncode == 0
    assert script.read_text(encoding="utf-8").strip()


def test_a_note_the_window_kept_comes_back_from_its_script(tmp_path: Path) -> None:
    """audit56 F10: a note holding U+007F (pasted in the window) was kept and exported, then
    the script's import refused the whole game. What the journal holds (free text without
    NUL, T19) comes back whole; a NUL is still refused."""
    from narrator_app.engine import Setup, gamefile
    from narrator_app.engine.script import dump_script, export_script, import_script

    g = Game(Setup("classic", tuple(f"P{k}" for k in range(1, 9)), {"cards_enabled": False}))
    g.deal(["godfather", "simple_mafia", "doctor", "detective", PC, PC, PC, PC])
    text = "a\x7fb\x85c\u2028d\te\nf"  # NEL alone too (audit58): "a\x85b" below
    gamefile.set_seat_note_checked(g, 2, "intro_night", text)
    import yaml

    back = import_script(yaml.safe_load(dump_script(export_script(g))))
    assert back.seat_notes == {(2, "intro_night"): text}
    gamefile.set_seat_note_checked(g, 2, "intro_night", "a\x85b")  # single-quoted: a space
    back = import_script(yaml.safe_load(dump_script(export_script(g))))
    assert back.seat_notes == {(2, "intro_night"): "a\x85b"}
    data = export_script(g)
    data["notes"][0]["text"] = "a\x00b"
    with pytest.raises(Exception, match="NUL"):
        import_script(data)


def test_the_games_own_notes_come_back_from_its_script() -> None:
    """audit56 F3: export then import kept the notes on seats, but the game's own notes
    (the archive's box, which its search reads) came back empty. They are the script's
    ``game_notes`` (CF57)."""
    import yaml

    from narrator_app.engine import Setup
    from narrator_app.engine.script import dump_script, export_script, import_script

    g = Game(Setup("classic", tuple(f"P{k}" for k in range(1, 9)), {"cards_enabled": False}))
    g.deal(["godfather", "simple_mafia", "doctor", "detective", PC, PC, PC, PC])
    g.notes = "بازی جمعه\nدو بازیکن تازه"
    data = yaml.safe_load(dump_script(export_script(g)))
    assert data["game_notes"] == g.notes
    assert import_script(data).notes == g.notes
    data["game_notes"] = "x\x00"
    with pytest.raises(Exception, match="game_notes"):
        import_script(data)
