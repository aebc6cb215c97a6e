"""``scenario check`` (issue 21 item 4, "A file cannot say"): every fault of a file at once,
by role id and line, with «did you mean», without pydantic's «Value error,»; the refusals
the model alone did not make. The CLI is run as a subprocess on real files."""

from __future__ import annotations

import os
import subprocess
import sys
from pathlib import Path

import pytest

from narrator_app.engine.scenario import check_scenario_file

ROOT = Path(__file__).resolve().parents[2]
HARBOUR = (ROOT / "tests" / "fixtures" / "scenarios" / "harbour.toml").read_text(encoding="utf-8")


def line_of(text: str, needle: str) -> int:
    """The line (from 1) of the first line of ``text`` holding ``needle``."""
    return next(i for i, line in enumerate(text.splitlines(), 1) if needle in line)


def check(tmp_path: Path, text: str) -> list[str]:
    f = tmp_path / "club.toml"
    f.write_text(text, encoding="utf-8")
    return [str(x).replace(str(f), "F") for x in check_scenario_file(f)]


def edit(*pairs: tuple[str, str]) -> str:
    text = HARBOUR
    for old, new in pairs:
        assert old in text, old
        text = text.replace(old, new, 1)
    return text


def test_every_fault_at_once_by_role_id_and_line(tmp_path: Path) -> None:
    """The model's faults (a number written as a string, a misspelt field) and the play
    faults (a misspelt kind, a misspelt counter, a house rule of another family) in one
    listing, each with its line."""
    text = edit(("min_players = 7", 'min_players = "7"'),
                ('kind = "doctor"', 'kind = "docter"'),
                ("counters = { bullets = 0 }", "counters = { bulets = 0 }"),
                ("cards_enabled = false", "cards_enabled = false\nsixth_sense_limit = \"once\""),
                ('id = "thief"', 'id = "thief"\nabilty = { fa = "x", en = "x" }'))
    got = check(tmp_path, text)
    want = [
        f"F:{line_of(text, 'min_players')}: roster.min_players: a number written as a "
        "string: write it without quotes",
        f"F:{line_of(text, 'sixth_sense_limit')}: house_rules.sixth_sense_limit: "
        "'sixth_sense_limit' is not a house "
        "rule of the family 'mn'",
        f"F:{line_of(text, 'docter')}: roles.medic.kind: unknown ability kind 'docter' (did "
        "you mean 'doctor'?)",
        f"F:{line_of(text, 'abilty')}: roles.thief.abilty: unknown field 'abilty' (did you "
        "mean 'ability'?)",
        f"F:{line_of(text, 'bulets')}: roles.sniper.counters.bulets: the kind 'shoot' keeps "
        "no counter 'bulets' (did you mean 'bullets'?)",
    ]
    for w in want:
        assert any(g.startswith(w) for g in got), (w, got)
    assert not any("Value error" in g for g in got), got
    assert [int(g.split(":")[1]) for g in got] == sorted(int(g.split(":")[1]) for g in got)


@pytest.mark.parametrize(("pairs", "fault"), [
    # a role with a night ability and no night step: the window would never call him
    ((('[[night]]\nkey = "thief"', '[[night]]\nkey = "mafia_talk"\nreminder = true\n'
       'name = { fa = "x", en = "x" }'),),
     "roles.thief: the kind 'pickpocket' acts at night but the role 'thief' has no night "
     "step"),
    # two Godfather-kind roles, one of them on the city side
    ((('id = "seer"\nkind = "detective"\nside = "city"',
       'id = "seer"\nkind = "godfather"\nside = "city"'),),
     "roles.seer.side: the kind 'godfather' plays for the mafia"),
    ((('id = "seer"\nkind = "detective"\nside = "city"',
       'id = "seer"\nkind = "godfather"\nside = "city"'),),
     "roles.seer.kind: 'seer' and 'boss' both have the ability kind 'godfather'"),
    # a role id that is another kind's name
    ((('id = "medic"', 'id = "joker"'), ('"medic"', '"joker"'), ('"medic"', '"joker"'),
      ('key = "medic"', 'key = "joker"')),
     "roles.joker.id: 'joker' is the name of another ability kind"),
    # a reserved id
    ((('id = "villager"', 'id = "lottery"'), ('filler_city = "villager"',
                                              'filler_city = "lottery"')),
     "roles.lottery.id: 'lottery' is reserved"),
    # a number written as a string in a counter
    ((("counters = { bullets = 0 }", 'counters = { bullets = "2" }'),),
     "roles.sniper.counters.bullets: a number written as a string"),
    # a misspelt role in the roster
    ((('city = ["seer", "medic"', 'city = ["sear", "medic"'),),
     "roster.city: names unknown role 'sear' (did you mean 'seer'?)"),
    # a house rule about a kind the roster does not have (rules_spec 6.10 S14)
    ((("cards_enabled = false", "cards_enabled = false\njoker_vs_godfather = \"flip\""),),
     "house_rules.joker_vs_godfather: 'joker_vs_godfather' is about a role kind this "
     "scenario does not have"),
])
def test_check_refuses(tmp_path: Path, pairs, fault: str) -> None:
    got = check(tmp_path, edit(*pairs))
    assert any(fault in g for g in got), got


def test_the_shipped_files_and_the_harbour_pass(tmp_path: Path) -> None:
    assert check(tmp_path, HARBOUR) == []
    for f in sorted((ROOT / "scenarios").glob("*.toml")):
        if f.stem != "last_move_cards":
            assert check_scenario_file(f) == [], f


def test_the_cli_lists_every_fault(tmp_path: Path) -> None:
    """``python -m narrator_app scenario check`` (``ravi-cli scenario check``) prints each
    fault on its own line with the file and line, exit 2; a good file: ok, exit 0."""
    bad = tmp_path / "bad.toml"
    text = edit(('kind = "doctor"', 'kind = "docter"'),
                ("counters = { bullets = 0 }", "counters = { bulets = 0 }"))
    bad.write_text(text, encoding="utf-8")
    good = tmp_path / "good.toml"
    good.write_text(HARBOUR, encoding="utf-8")
    env = {**os.environ, "PYTHONPATH": str(ROOT), "HOME": str(tmp_path)}
    run = [sys.executable, "-m", "narrator_app", "scenario", "check"]
    out = subprocess.run([*run, str(bad), str(good)], capture_output=True, text=True, env=env,
                         cwd=ROOT, timeout=120)
    assert out.returncode == 2, out
    lines = out.stderr.splitlines()
    assert f"{bad}:{line_of(text, 'docter')}: roles.medic.kind: unknown ability kind " \
           "'docter' (did you mean 'doctor'?)" in "\n".join(lines)
    assert any(x.startswith(f"{bad}:{line_of(text, 'bulets')}: roles.sniper.counters.bulets")
               for x in lines), lines
    assert f"{good}: ok" in out.stdout


def test_a_size_table_s_fault_has_its_own_line(tmp_path: Path) -> None:
    text = (ROOT / "tests" / "engine" / "test_scenario_v2.py").read_text(encoding="utf-8")
    base = text.split("BASE = \'\'\'", 1)[1].split("\'\'\'", 1)[0]
    bad = base.replace('8 = ["boss", "simple_mafia"', '8 = ["bos", "simple_mafia"', 1)
    got = check(tmp_path, bad)
    assert f"F:{line_of(bad, '8 = [')}: roster.sizes.8: names unknown role 'bos' (did you " \
           "mean 'boss'?)" in got, got
