"""A hostile-file corpus: `check`, `export` and `import` on each file end in exit 0 or 2, never
1 (a traceback); every file is left byte-identical; nothing hangs; the archive lists every
good file of the folder that also holds the bad ones.

The corpus is generated here, deterministically (fixed seeds), from the released game files
in tests/fixtures/games, a few random games, and the rule-case scripts under tests/rule_cases,
mutated structure-aware (valid JSON or YAML with wrong fields or hostile values, not only
flipped bytes). Each shape of issue 12 item 11 has at least 50 files; the special files (a
FIFO and a directory named ``*.ravi``, a link to /dev/zero, a file over the size cap) are
included. Game files of format 3 (the journal, one JSON object a line) have shapes of their
own: a torn last line (it opens without it, reported), a duplicated, a reordered and a
damaged line (refused, naming the line). The files are run by two worker subprocesses
calling the command line's ``main`` in-process (hostile_worker.py) under a memory cap and a
10 s alarm per command; the counts per shape are written to the terminal.

Scenario files (TOML, issue 20 item 6) have shapes of their own, built from the club scenario
of the tests with a costly part added (a dotted key or table name of thousands of parts,
values nested deep, huge arrays, many tables or keys, long texts), and special files named
``*.toml`` (a FIFO, a folder, links, files over the size cap): each is refused by
``scenario check`` (exit 2, a reason naming the file) and listed as refused by the scenario
catalogue of its folder, under the same alarm.
"""

from __future__ import annotations

import copy
import json
import os
import random
import subprocess
import sys
import time
from collections import Counter, defaultdict
from collections.abc import Callable
from pathlib import Path

import pytest
import yaml

from narrator_app.engine.gamefile import dumps, save_game
from narrator_app.engine.readers import GAME_FILE_MAX_BYTES
from narrator_app.engine.simulate import random_game

pytestmark = pytest.mark.skipif(
    sys.platform == "win32", reason="FIFOs, device links, SIGALRM and RLIMIT_AS are POSIX"
)

ROOT = Path(__file__).resolve().parents[2]
FIXTURES = ROOT / "tests" / "fixtures" / "games"
CASES = ROOT / "tests" / "rule_cases"
WORKER = Path(__file__).with_name("hostile_worker.py")
WORKERS = 2
TIMEOUT = 10  # seconds per command
MEMORY = 1024 * 1024 * 1024  # address space per worker
PER_SHAPE = 56
#: The shapes of issue 12 item 11 (and the reader side of items 5/6/9): each needs 50 files.
NAMED = (
    "deep_json",
    "deep_yaml",
    "bigint_json",
    "bigint_yaml",
    "nul_scenario_id",
    "seat_key",
    "card_choice",
    "fixed_rule",
    "alias_bomb",
    "script_shape",
    "times",
    "ids",
    "names",
    "house_numbers",
    "engine_values",
    "journal_torn",
    "journal_duplicated",
    "journal_reordered",
    "journal_damaged",
)
#: Scenario files (TOML) that cost too much to read (issue 20, item 6): each is checked with
#: `scenario check` (exit 2, a reason) and listed as refused by the catalogue of its folder.
TOML_SHAPES = (
    "toml_dotted_key",
    "toml_deep_table",
    "toml_deep_inline",
    "toml_huge_array",
    "toml_many_tables",
    "toml_many_keys",
    "toml_long_string",
)
PER_TOML_SHAPE = 12
#: Shapes whose every file must be refused by `check` (the others may also open: a torn last
#: line is not part of the game and the game opens without it).
REFUSED_BY_CHECK = (set(NAMED) - {"engine_values", "journal_torn"}) | set(TOML_SHAPES)
HARBOUR = (ROOT / "tests" / "fixtures" / "scenarios" / "harbour.toml").read_text("utf-8")

SENTINEL = "HOSTILESENTINELVALUE"
CARDS = ("silence_of_the_lambs", "handcuffs", "identity_reveal", "face_off", "beautiful_mind")
CARD_KEY = {"silence_of_the_lambs": "silence", "handcuffs": "handcuff", "face_off": "swap",
            "beautiful_mind": "guess", "identity_reveal": "silence"}
ODD_DIGITS = ["²", "٨", "۸", "８", "⁸", "①", "8 ", " 8", "+8", "-1", "0", "08", "1e1", "8.0",
              "99999999999999999999", "", "x", "\u0660"]
HOSTILE = [2**63, -(2**63), 2**63 - 1, True, False, None, [[8]], [8], {}, [], "8", "²", 0,
           -1, 99, 1.5, "x" * 300, {"a": [1, {"b": None}]}, "\u202e8"]


# ---------------------------------------------------------------------------------------
# sources
# ---------------------------------------------------------------------------------------
def _game_sources(tmp: Path) -> list[dict]:
    """v1/v2 documents: the released ones and random games written as v2 documents."""
    docs = [json.loads(p.read_text("utf-8")) for p in sorted(FIXTURES.glob("v[12]-*.ravi"))]
    for i, scen in enumerate(["mafia_nights", "zodiac", "godfather_sherlock"]):
        g = random_game(scen, 12, 40 + i, {})
        docs.append(json.loads(dumps(g)))
    return docs


def _journal_sources(tmp: Path) -> list[list[bytes]]:
    """v3 journals as their lines (each without its newline): the released one (with undo,
    redo and notes lines) and random games as the app writes them."""
    out = [p.read_bytes().splitlines() for p in sorted(FIXTURES.glob("v3-*.ravi"))]
    for i, scen in enumerate(["mafia_nights", "zodiac", "godfather_sherlock"]):
        g = random_game(scen, 12, 40 + i, {})
        out.append(save_game(g, tmp / f"journal{i}.ravi").read_bytes().splitlines())
    return out


def _script_sources() -> list[dict]:
    return [yaml.safe_load(p.read_text("utf-8")) for p in sorted(CASES.rglob("*.yaml"))]


def _walk(node, path=()):
    yield path, node
    if isinstance(node, dict):
        for k, v in node.items():
            yield from _walk(v, (*path, k))
    elif isinstance(node, list):
        for i, v in enumerate(node):
            yield from _walk(v, (*path, i))


def _set(doc, path, value):
    parent = doc
    for k in path[:-1]:
        parent = parent[k]
    parent[path[-1]] = value


def _spot(doc, rng: random.Random):
    return rng.choice([p for p, _ in _walk(doc) if p])


def _json(doc, raw_value: str | None = None) -> bytes:
    text = json.dumps(doc, ensure_ascii=False, indent=1)
    if raw_value is not None:
        text = text.replace(json.dumps(SENTINEL), raw_value, 1)
    return text.encode("utf-8")


def _yaml(doc, raw_value: str | None = None) -> bytes:
    text = yaml.safe_dump(doc, allow_unicode=True, sort_keys=False, default_flow_style=None)
    if raw_value is not None:
        text = text.replace(SENTINEL, raw_value, 1)
    return text.encode("utf-8")


def _steps(doc) -> list[dict]:
    return [a for a in doc["actions"] if a.get("kind") == "step"]


# ---------------------------------------------------------------------------------------
# shapes: each returns (extension, bytes)
# ---------------------------------------------------------------------------------------
def deep_json(rng, games, scripts):
    doc = copy.deepcopy(rng.choice(games))
    _set(doc, _spot(doc, rng), SENTINEL)
    n = rng.choice([33, 64, 501, 600, 1000, 5000, 50_000])
    inner = rng.choice(
        ["[" * n + "]" * n, '{"a":' * n + "1" + "}" * n, '[{"a":' * (n // 2) + "1}]" * (n // 2)]
    )
    return ".ravi", _json(doc, inner)


def deep_yaml(rng, games, scripts):
    doc = copy.deepcopy(rng.choice(scripts))
    _set(doc, _spot(doc, rng), SENTINEL)
    n = rng.choice([33, 64, 501, 600, 1000, 5000, 20_000])
    inner = rng.choice(["[" * n + "]" * n, "{a: " * n + "1" + "}" * n])
    return ".yaml", _yaml(doc, inner)


def _bigint(rng) -> str:
    return rng.choice(["", "-"]) + "9" * rng.randint(4300, 6000)


def bigint_json(rng, games, scripts):
    doc = copy.deepcopy(rng.choice(games))
    spots = [("version",), ("setup", "house_rules", "timer_turn_seconds")]
    for a in _steps(doc)[:10]:
        i = doc["actions"].index(a)
        if isinstance(a["value"], dict) and a["value"]:
            spots.append(("actions", i, "value", next(iter(a["value"]))))
    path = rng.choice([*spots, _spot(doc, rng)])
    _set(doc, path, SENTINEL)
    return ".ravi", _json(doc, _bigint(rng))


def bigint_yaml(rng, games, scripts):
    doc = copy.deepcopy(rng.choice(scripts))
    _set(doc, _spot(doc, rng), SENTINEL)
    return ".yaml", _yaml(doc, _bigint(rng))


def nul_scenario_id(rng, games, scripts):
    variants = ["godfather_nostradamus\x00", "\x00", "zodiac\x00../../etc/passwd",
                "mafia\x00_nights", "godfather_jack_sparrow\x00.toml"]
    if rng.random() < 0.6:
        doc = copy.deepcopy(rng.choice(games))
        doc["scenario"]["id"] = rng.choice(variants)
        return ".ravi", _json(doc)
    doc = copy.deepcopy(rng.choice(scripts))
    doc["scenario"] = rng.choice(variants)
    return ".yaml", _yaml(doc)


def seat_key(rng, games, scripts):
    odd = rng.choice(ODD_DIGITS)
    if rng.random() < 0.6:
        doc = copy.deepcopy(rng.choice(games))
        steps = [a for a in _steps(doc) if isinstance(a["value"], dict) and a["value"]
                 and any(k.isdigit() for k in a["value"])]
        if steps:
            a = rng.choice(steps)
            k = rng.choice([k for k in a["value"] if k.isdigit()])
            a["value"][odd] = a["value"].pop(k)
        else:
            doc["actions"].append({"kind": "step", "phase": "day", "key": "votes",
                                   "value": {odd: 3}, "at": "2026-01-01T00:00:00+00:00"})
        return ".ravi", _json(doc)
    doc = copy.deepcopy(rng.choice(scripts))
    entries = [e for e in doc.get("script") or [] if "day" in e]
    key = rng.choice(["votes", "exit_votes"])
    body = {key: {odd: 4}}
    if entries:
        rng.choice(entries)["day"] = body
    else:
        doc.setdefault("script", []).append({"day": body})
    return ".yaml", _yaml(doc)


def _not_a_seat(choice: list):
    """The first element of ``choice`` that is not a plain seat number (``[3, [8]]`` → ``[8]``):
    a one-seat card choice must get a hostile value, never a valid seat by chance."""
    return next(c for c in choice if not isinstance(c, int) or c > 99)


def card_choice(rng, games, scripts):
    """A last-move card whose choice is ``[[8]]`` (or a kin): on a real card step, where the
    card is due, so the choice reaches the card's own check."""
    choice = rng.choice([[[8]], [[8], 3], [3, [8]], [[8], [8]], [{"8": 1}], [[2**63]]])
    if rng.random() < 0.6:
        doc = copy.deepcopy(rng.choice([g for g in games if any(
            a.get("key") == "card" for a in g["actions"])]))
        a = rng.choice([a for a in _steps(doc) if a["key"] == "card"])
        key = CARD_KEY[a["value"]["draw"]]
        a["value"][key] = choice if key == "silence" else _not_a_seat(choice)
        return ".ravi", _json(doc)
    doc = copy.deepcopy(rng.choice([d for d in scripts if any(
        isinstance(e.get("day"), dict) and "card" in e["day"] for e in d.get("script") or [])]))
    e = rng.choice([e for e in doc["script"] if isinstance(e.get("day"), dict)
                    and "card" in e["day"]])
    key = CARD_KEY[e["day"]["card"]["draw"]]
    e["day"]["card"][key] = choice if key == "silence" else _not_a_seat(choice)
    return ".yaml", _yaml(doc)


def fixed_rule(rng, games, scripts):
    value = rng.choice(["fixed:²", "fixed:٣", "fixed:۳", "fixed:0", "fixed:999", "fixed:-1",
                        "fixed:1e3", "fixed:", "fixed:３", "fixed:" + "9" * 5000, "fixed:⁵"])
    if rng.random() < 0.6:
        doc = copy.deepcopy(rng.choice(games))
        doc["setup"]["house_rules"]["defense_threshold_rule"] = value
        return ".ravi", _json(doc)
    doc = copy.deepcopy(rng.choice(scripts))
    doc["house_rules"] = {**(doc.get("house_rules") or {}), "defense_threshold_rule": value}
    return ".yaml", _yaml(doc)


def alias_bomb(rng, games, scripts):
    doc = copy.deepcopy(rng.choice(scripts))
    width, depth = rng.randint(6, 10), rng.randint(6, 12)
    levels = [f"&a0 [{', '.join(['lol'] * width)}]"]
    for d in range(1, depth):
        levels.append(f"&a{d} [{', '.join([f'*a{d - 1}'] * width)}]")
    where = rng.choice(["title", "players", "house_rules", "entry", "spot"])
    bomb = "[" + ", ".join(levels) + "]"
    if where == "entry":
        doc.setdefault("script", []).insert(0, {"day": SENTINEL})
    elif where == "spot":
        _set(doc, _spot(doc, rng), SENTINEL)
    else:
        doc[where] = SENTINEL
    return ".yaml", _yaml(doc, bomb)


def script_shape(rng, games, scripts):
    doc = copy.deepcopy(rng.choice(scripts))
    entries = doc.get("script") or [{"day": {}}]
    phases = [e for e in entries if any(k in e for k in ("day", "night", "intro_night"))]
    kind = rng.randrange(10)
    if kind == 0:
        doc["script"] = rng.choice([5, "x", {"day": {}}, True, 1.5, -(2**63)])
    elif kind == 1 and phases:  # an entry with two phases
        e = rng.choice(phases)
        e["night" if "day" in e else "day"] = {}
    elif kind == 2:
        entries.insert(rng.randrange(len(entries) + 1), rng.choice([5, "day", [], None, [{}]]))
        doc["script"] = entries
    elif kind == 3 and phases:
        e = rng.choice(phases)
        k = next(k for k in e if k in ("day", "night", "intro_night"))
        e[k] = rng.choice([[1, 2], "votes", 5, [{"votes": {3: 6}}]])
    elif kind == 4:
        doc["seats"] = rng.choice([5, "godfather", [1, 2], [], None, [["leon"]], {"a": 1}])
    elif kind == 5:
        doc["players"] = rng.choice([5, "Ali", [1] * len(doc["seats"]), ["x"], {}])
    elif kind == 6:
        doc["house_rules"] = rng.choice([5, ["leon_bullets"], "x", {1: 2}, {"leon_bullets": [[8]]}])
    elif kind == 7 and phases:
        e = rng.choice(phases)
        e["rejected"] = rng.choice([5, ["x"], {"a": 1}, None])
    elif kind == 8:
        entries.append({"expect": {"left": []}, "day": {}})
        doc["script"] = entries
    else:
        doc[rng.choice(["scenario", "title", "rule", "rejected"])] = rng.choice(
            [5, [1], {"a": 1}, True, None, "x" * 100]
        )
    return ".yaml", _yaml(doc)


def times(rng, games, scripts):
    doc = copy.deepcopy(rng.choice(games))
    bad = rng.choice([
        "2026-11-29T19:07:01", "2026-11-29T19:07:01.538", "2026-11-29", "yesterday", "",
        "2026-11-29T19:07:01+25:00", "2026-11-29T19:07:01-24:00", "2026-13-01T00:00:00+00:00",
        "2026-11-29T25:00:00+00:00", "9" * 30, "2026-11-29T19:07:01+00:00" + "0" * 50,
        "0000-01-01T00:00:00+00:00", "2026-11-29T19:07:01+99:99",
    ])
    if rng.random() < 0.5:
        doc["created"] = bad
    else:
        doc["actions"][-1]["at"] = bad if rng.random() < 0.7 else "2026-11-29T19:07:01+25:00"
    return ".ravi", _json(doc)


def ids(rng, games, scripts):
    doc = copy.deepcopy(rng.choice(games))
    where = rng.randrange(5)
    bad_id = rng.choice(["Godfather", "../x", "a" * 65, "ژ", "leon ", "1leon", "", "leon\n"])
    if where == 0:
        doc["game_id"] = rng.choice(["../../x", "3BCADB830C2D031E", "3bcadb830c2d031", "",
                                     "3bcadb830c2d031e0", "3bcadb830c2d031\x00", "z" * 16])
    elif where == 1:
        doc["scenario"]["id"] = bad_id
    elif where == 2:
        doc["actions"][0]["seats"][rng.randrange(len(doc["actions"][0]["seats"]))] = bad_id
    elif where == 3:
        rng.choice(_steps(doc))["key"] = bad_id or "x y"
    else:
        doc["setup"]["house_rules"][bad_id or "X"] = 1
    return ".ravi", _json(doc)


def names(rng, games, scripts):
    bad = rng.choice(["\ud800", "a\udfffb", "Ali\x00", "Ali\x07", "\x1b[31mAli", "Ali\nSara",
                      "\x85", "\x7f", "x" * 201, 5, None, ["Ali"], "\t"])
    if rng.random() < 0.6:
        doc = copy.deepcopy(rng.choice(games))
        doc["setup"]["names"][rng.randrange(len(doc["setup"]["names"]))] = bad
        # a lone surrogate is written as the JSON escape \\ud800, as a hostile tool would
        return ".ravi", json.dumps(doc, ensure_ascii=True).encode("ascii")
    doc = copy.deepcopy(rng.choice(scripts))
    doc["players"] = [f"P{i}" for i in range(len(doc["seats"]))]
    doc["players"][rng.randrange(len(doc["seats"]))] = bad
    text = yaml.safe_dump(doc, allow_unicode=False, sort_keys=False, default_flow_style=None)
    return ".yaml", text.encode("utf-8")


def house_numbers(rng, games, scripts):
    key = rng.choice(["timer_turn_seconds", "timer_intro_seconds", "challenge_seconds",
                      "challenges_per_turn", "leon_bullets", "sherlock_immortal_nights",
                      "bomb_code_max", "zodiac_win_alive_max"])
    raw = rng.choice(["1" + "0" * 400, "1e400", "-1", "10000000000", "1000", "1.5", "true",
                      '"60"', "[99999999999]", "[true]", "[-1]", "-9223372036854775808"])
    if rng.random() < 0.6:
        doc = copy.deepcopy(rng.choice(games))
        doc["setup"]["house_rules"][key] = SENTINEL
        return ".ravi", _json(doc, raw)
    doc = copy.deepcopy(rng.choice(scripts))
    doc["house_rules"] = {**(doc.get("house_rules") or {}), key: SENTINEL}
    return ".yaml", _yaml(doc, raw.replace('"60"', "'60'"))


def engine_values(rng, games, scripts):
    """Hostile values inside otherwise valid steps (item 12 through the files)."""
    if rng.random() < 0.6:
        doc = copy.deepcopy(rng.choice(games))
        a = rng.choice(_steps(doc))
        spots = [p for p, _ in _walk(a["value"])]
        path = rng.choice(spots)
        if path:
            _set(a["value"], path, rng.choice(HOSTILE))
        else:
            a["value"] = rng.choice(HOSTILE)
        return ".ravi", _json(doc)
    doc = copy.deepcopy(rng.choice(scripts))
    entries = [e for e in doc.get("script") or []
               if any(isinstance(e.get(k), dict) and e.get(k) for k in ("day", "night"))]
    if not entries:
        doc["script"] = [*(doc.get("script") or []), {"day": {"votes": {3: rng.choice(HOSTILE)}}}]
        return ".yaml", _yaml(doc)
    e = rng.choice(entries)
    body = e["day"] if isinstance(e.get("day"), dict) and e["day"] else e["night"]
    path = rng.choice([p for p, _ in _walk(body) if p])
    _set(body, path, rng.choice(HOSTILE))
    return ".yaml", _yaml(doc)


def _journal(lines: list[bytes], tail: bytes = b"") -> bytes:
    return b"\n".join(lines) + b"\n" + tail


JOURNALS: list[list[bytes]] = []  # filled by build_corpus


def journal_torn(rng, games, scripts):
    """A journal whose last line was cut short (a power cut in the middle of a write)."""
    lines = list(rng.choice(JOURNALS))
    keep = rng.randrange(1, len(lines) - 1)
    last = lines[keep]
    cut = last[: rng.randrange(1, len(last))]
    if rng.random() < 0.2:  # a power cut may leave zeros instead of the bytes
        cut = b"\x00" * len(cut)
    return ".ravi", _journal(lines[:keep], cut)


def journal_duplicated(rng, games, scripts):
    """A complete line written twice (a copy tool, a merge of two copies)."""
    lines = list(rng.choice(JOURNALS))
    i = rng.randrange(1, len(lines))
    at = rng.choice([i, i + 1, len(lines)])
    lines.insert(at, lines[i])
    return ".ravi", _journal(lines)


def journal_reordered(rng, games, scripts):
    """Two complete lines swapped, a run of lines moved, or the header moved down."""
    lines = list(rng.choice(JOURNALS))
    kind = rng.randrange(3)
    if kind == 0:
        i, j = rng.sample(range(1, len(lines)), 2)
        lines[i], lines[j] = lines[j], lines[i]
    elif kind == 1:
        i = rng.randrange(1, len(lines) - 2)
        run = lines[i:i + rng.randint(2, 5)]
        del lines[i:i + len(run)]
        at = rng.choice([k for k in range(1, len(lines) + 1) if k != i])
        lines[at:at] = run
    else:
        lines.insert(rng.randrange(1, len(lines)), lines.pop(0))
    return ".ravi", _journal(lines)


def journal_damaged(rng, games, scripts):
    """One line damaged so that it is no longer a journal line: not JSON, another number,
    an unknown kind or field, a field of the wrong type, hostile nesting or values, a line
    dropped or emptied, bytes that are not UTF-8."""
    lines = list(rng.choice(JOURNALS))
    i = rng.randrange(len(lines))
    doc = json.loads(lines[i])
    kind = rng.randrange(12)
    if kind == 0:
        i = min(i, len(lines) - 2)  # cut short, with complete lines after it
        lines[i] = lines[i][: rng.randrange(1, len(lines[i]) - 1)]
    elif kind == 1 and i > 0:
        doc["n"] = rng.choice([0, 1, doc["n"] + 1, doc["n"] - 1, -5, "3", 2**63, None])
        lines[i] = json.dumps(doc).encode()
    elif kind == 2:
        doc["kind"] = rng.choice(["steps", "header" if i else "step", "", "UNDO", 5, None])
        lines[i] = json.dumps(doc).encode()
    elif kind == 3:
        doc[rng.choice(["extra", "kinds", "at2", "value " if i else "notes"])] = 1
        lines[i] = json.dumps(doc).encode()
    elif kind == 4:
        field = rng.choice([k for k in doc if k not in ("kind", "value", "text")])
        doc[field] = rng.choice([[doc[field]], {"a": doc[field]}, True, 1.5, "x" * 70])
        lines[i] = json.dumps(doc).encode()
    elif kind == 5:
        lines[i] = lines[i][:-1] + b', "deep": ' + b"[" * 5000 + b"]" * 5000 + b"}"
    elif kind == 6:
        lines[i] = lines[i][:-1] + b', "big": 1' + b"0" * 5000 + b"}"
    elif kind == 7:
        lines[i] = b""  # an empty line in the middle
        if i == len(lines) - 1:
            lines.append(lines[1])
    elif kind == 8 and 0 < i < len(lines) - 1:
        del lines[i]  # a line lost: the numbers after it no longer match
    elif kind == 9:
        lines[i] = lines[i].replace(b'"', b"\xff", 1)
    elif kind == 10:
        doc["at"] = rng.choice(["2026-11-29T19:07:01", "yesterday", "", 5, None])
        if i == 0:
            doc["created"] = doc.pop("at")
        lines[i] = json.dumps(doc).encode()
    else:
        doc["at" if i else "created"] = "\ud800"
        lines[i] = json.dumps(doc, ensure_ascii=True).encode()
    return ".ravi", _journal(lines)


def generic_json(rng, games, scripts):
    doc = copy.deepcopy(rng.choice(games))
    path = _spot(doc, rng)
    kind = rng.choice(["drop", "retype", "swap", "shuffle"])
    parent = doc
    for k in path[:-1]:
        parent = parent[k]
    if kind == "drop":
        del parent[path[-1]]
    elif kind == "retype":
        parent[path[-1]] = rng.choice(HOSTILE)
    elif kind == "swap":
        parent[path[-1]] = copy.deepcopy(dict(_walk(doc))[_spot(doc, rng)])
    elif isinstance(parent[path[-1]], list):
        rng.shuffle(parent[path[-1]])
    else:
        parent[path[-1]] = [parent[path[-1]]] * 2
    return ".ravi", _json(doc)


def generic_yaml(rng, games, scripts):
    doc = copy.deepcopy(rng.choice(scripts))
    path = _spot(doc, rng)
    parent = doc
    for k in path[:-1]:
        parent = parent[k]
    if rng.random() < 0.3:
        del parent[path[-1]]
    else:
        parent[path[-1]] = rng.choice(HOSTILE)
    return ".yaml", _yaml(doc)


def yaml_tags(rng, games, scripts):
    doc = copy.deepcopy(rng.choice(scripts))
    _set(doc, _spot(doc, rng), SENTINEL)
    raw = rng.choice(["!!python/object/apply:os.system [echo]", "!!binary aGVsbG8=",
                      "!!set {a, b}", "!!omap [a: 1]", "2001-12-14", ".nan", "-.inf",
                      "0x" + "f" * 40, "1_000_000_000_000_000_000_000", "1:2:3:4:5:6:7:8:9:10:11",
                      '"\\ud800"', '"\\0"', "!!str 8", "!!int '8'", "~"])
    return ".yaml", _yaml(doc, raw)


# ---------------------------------------------------------------------------------------
# scenario files (TOML): a valid club scenario with a costly part added
# ---------------------------------------------------------------------------------------
def _scenario(rng, extra: str, where: str | None = None) -> tuple[str, bytes]:
    """The club scenario of the tests with ``extra`` at its top (root keys), at its end, or
    before its roles (``where``: ``top``, ``end``, ``roles``; random when None); cut at the
    size cap (256 KiB)."""
    where = where or rng.choice(["top", "end"])
    if where == "top":
        text = extra + "\n" + HARBOUR
    elif where == "roles":
        text = HARBOUR.replace("[[roles]]", extra + "\n[[roles]]", 1)
    else:
        text = HARBOUR + "\n" + extra + "\n"
    return ".toml", text.encode("utf-8")[: 256 * 1024]


def _part(rng) -> str:
    return rng.choice(["a", "b1", '"q"', "'l'", "x_y", "7", '"a.b"'])


def toml_dotted_key(rng, games, scripts):
    """Dotted keys: one of up to 60 000 parts (tomllib's work grows with their square),
    spaced or quoted parts, in an inline table, in a table, or many keys of 13 parts."""
    kind = rng.randrange(5)
    n = rng.choice([13, 100, 5000, 25_000, 60_000])
    if kind == 0:
        return _scenario(rng, "a." * n + "a = 1", "top")
    if kind == 1:
        return _scenario(rng, " . ".join(_part(rng) for _ in range(min(n, 20_000))) + " = 1",
                         "top")
    if kind == 2:
        return _scenario(rng, "x = { " + ".".join(["k"] * n) + " = 1 }", "top")
    if kind == 3:
        return _scenario(rng, "\n".join(f"k{i}" + ".b" * 12 + " = 1" for i in range(2000)),
                         "top")
    return _scenario(rng, "[name]\n" + ".".join(["n"] * n) + ' = "x"', "end")


def toml_deep_table(rng, games, scripts):
    """Table headers of many parts, arrays of tables of many parts, quoted parts, or headers
    that go one part deeper each (``[a]``, ``[a.a]``, …)."""
    kind = rng.randrange(4)
    n = rng.choice([13, 200, 5000, 40_000, 120_000])
    if kind == 0:
        return _scenario(rng, "[" + ".".join(["a"] * n) + "]\nb = 1", "end")
    if kind == 1:
        return _scenario(rng, "[[" + ".".join(["roles"] * n) + "]]\nid = 'x'", "end")
    if kind == 2:
        return _scenario(rng, "\n".join("[" + ".".join(["a"] * k) + "]"
                                        for k in range(1, min(n, 400))), "end")
    return _scenario(rng, "[" + " . ".join(f'"t{i}"' for i in range(min(n, 30_000))) + "]",
                     "end")


def toml_deep_inline(rng, games, scripts):
    """Values nested deeper than the cap: inline tables, arrays, both mixed."""
    n = rng.choice([13, 14, 100, 999, 1000, 10_000, 60_000])
    kind = rng.randrange(3)
    if kind == 0:
        value = "{a=" * n + "1" + "}" * n
    elif kind == 1:
        value = "[" * n + "]" * n
    else:
        value = "[{a=" * (n // 2 + 7) + "1" + "}]" * (n // 2 + 7)
    return _scenario(rng, "x = " + value)


def toml_huge_array(rng, games, scripts):
    """An array of tens of thousands of items: numbers, strings, empty tables, as roles."""
    n = rng.choice([20_001, 40_000, 80_000])
    item = rng.choice(["1", '"x"', "{}", "[]", "1.5", "true"])
    key = rng.choice(["x", "roles", "intro_night"])
    return _scenario(rng, f"{key} = [" + ", ".join([item] * n) + "]", "top")


def toml_many_tables(rng, games, scripts):
    """More than a thousand tables: ``[t<i>]``, ``[[roles]]`` or ``[[night]]`` again and
    again (pydantic would give a fault for each of their fields)."""
    n = rng.choice([1001, 3000, 20_000])
    kind = rng.randrange(3)
    if kind == 0:
        extra = "\n".join(f"[t{i}]" for i in range(n))
    elif kind == 1:
        extra = "[[roles]]\nq = 1\n" * n
    else:
        extra = "[[night]]\n" * n
    return _scenario(rng, extra, "end")


def toml_many_keys(rng, games, scripts):
    """More than five thousand keys: at the top, in one inline table, in a role."""
    n = rng.choice([5001, 9000, 30_000])
    kind = rng.randrange(3)
    if kind == 0:
        return _scenario(rng, "\n".join(f"k{i} = {i}" for i in range(n)), "top")
    if kind == 1:
        return _scenario(rng, "x = {" + ", ".join(f"k{i}=1" for i in range(n)) + "}", "top")
    return _scenario(rng, "[[roles]]\n" + "\n".join(f"c{i} = 1" for i in range(n)), "roles")


def toml_long_string(rng, games, scripts):
    """A text of up to 250 KiB: a name, a multi-line name, an id, a string of escapes."""
    n = rng.choice([2001, 50_000, 250_000])
    kind = rng.randrange(4)
    if kind == 0:
        text = HARBOUR.replace('en = "Harbour"', f'en = "{"x" * n}"', 1)
    elif kind == 1:
        text = HARBOUR.replace('fa = "بندر"', "fa = '''" + "ب\n" * (n // 2 + 1) + "'''", 1)
    elif kind == 2:
        text = HARBOUR.replace('id = "harbour"', f'id = "{"h" * n}"', 1)
    else:
        return _scenario(rng, 's = """' + '\\"' * min(n, 100_000) + '"""\nid = 5', "top")
    return ".toml", text.encode("utf-8")[: 256 * 1024]


def _special_tomls(folder: Path) -> dict[str, str]:
    """A FIFO, a folder, links (to /dev/zero, to nothing, to itself, to the FIFO) and files
    over the size cap, all named ``*.toml``. Returns path → kind."""
    folder.mkdir()
    made = {}
    os.mkfifo(folder / "fifo.toml")
    made[str(folder / "fifo.toml")] = "fifo"
    (folder / "dir.toml").mkdir()
    (folder / "dir.toml" / "inside.toml").write_text(HARBOUR, encoding="utf-8")
    made[str(folder / "dir.toml")] = "dir"
    links = (("zero.toml", Path("/dev/zero")), ("dangling.toml", folder / "no.toml"),
             ("loop.toml", folder / "loop.toml"), ("to_fifo.toml", folder / "fifo.toml"))
    for name, target in links:
        (folder / name).symlink_to(target)
        made[str(folder / name)] = "link"
    for name, size in (("huge.toml", 64 * 1024 * 1024), ("over.toml", 256 * 1024 + 1)):
        with open(folder / name, "wb") as fh:  # sparse: costs no disk
            fh.truncate(size)
        made[str(folder / name)] = "huge"
    return made


def _flood(lines: list[bytes], rows: list[dict]) -> bytes:
    """``lines`` (a journal) followed by ``rows``, each numbered and, in a format 4 journal,
    chained to the line before it (``prev``), as the app would have written them."""
    import hashlib

    out = list(lines)
    chained = json.loads(lines[0]).get("format", 3) >= 4
    for row in rows:
        row = {**row, "n": len(out) + 1}
        if chained:
            row["prev"] = hashlib.sha256(out[-1]).hexdigest()[:12]
        out.append(json.dumps(row, ensure_ascii=False).encode())
    return _journal(out)


def _at(lines: list[bytes]) -> str:
    return json.loads(lines[-1]).get("at") or json.loads(lines[0])["created"]


def journal_flood_redeal(rng, games, scripts):
    """Thousands of ``redeal`` lines (each replays the game): refused once the replays pass
    the reader's cap, quickly (issue 20 item 6: 5 000 took 161 s)."""
    lines = list(rng.choice(JOURNALS))
    deal = next(json.loads(x) for x in lines if b'"kind":"deal"' in x)
    at = _at(lines)
    count = rng.randint(2000, 5000)
    return ".ravi", _flood(lines, [{"kind": "redeal", "seats": deal["seats"], "at": at}
                                   for _ in range(count)])


def journal_flood_undo(rng, games, scripts):
    """Thousands of ``undo``/``redo`` lines: taken back and brought back (it opens), or more
    undos than actions (refused at the first one too many)."""
    lines = list(rng.choice(JOURNALS))
    at = _at(lines)
    count = rng.randint(2000, 6000)
    if rng.random() < 0.5:
        kinds = ["undo" if i % 2 == 0 else "redo" for i in range(count)]
    else:
        kinds = ["undo"] * count
    return ".ravi", _flood(lines, [{"kind": k, "at": at} for k in kinds])


def journal_flood_notes(rng, games, scripts):
    """Notes saved again and again: thousands of short ones, or dozens of the longest
    (Persian, two bytes a character), under the reader's byte cap (issue 20 item 7)."""
    lines = list(rng.choice(JOURNALS))
    at = _at(lines)
    if rng.random() < 0.5:
        rows = [{"kind": "notes", "text": f"{i} " + "یادداشت " * rng.randint(1, 300),
                 "at": at} for i in range(rng.randint(2000, 6000))]
    else:
        rows = [{"kind": "notes", "text": "ی" * 99_000 + str(i), "at": at}
                for i in range(rng.randint(20, 60))]
    return ".ravi", _flood(lines, rows)


#: Floods of lines under the byte caps (issue 20): each file gives exit 0 or 2 quickly.
FLOODS = ("journal_flood_redeal", "journal_flood_undo", "journal_flood_notes")

SHAPES: dict[str, tuple[Callable, int]] = {
    **{name: (globals()[name], PER_SHAPE) for name in NAMED},
    **{name: (globals()[name], PER_TOML_SHAPE) for name in TOML_SHAPES},
    "generic_json": (generic_json, 150),
    "generic_yaml": (generic_yaml, 100),
    "yaml_tags": (yaml_tags, 50),
    **{name: (globals()[name], 4) for name in FLOODS},
}


def _special_files(folder: Path, good: bytes) -> dict[str, str]:
    """FIFO, directory, links and an oversized file, all named like game files; one good
    game inside the directory named ``*.ravi``. Returns path → kind."""
    folder.mkdir()
    made = {}
    fifo = folder / "x.ravi"
    os.mkfifo(fifo)
    made[str(fifo)] = "fifo"
    fifo_yaml = folder / "x.yaml"
    os.mkfifo(fifo_yaml)
    made[str(fifo_yaml)] = "fifo"
    for name in ("zero.ravi", "zero.yaml"):
        (folder / name).symlink_to("/dev/zero")
        made[str(folder / name)] = "link"
    (folder / "urandom.ravi").symlink_to("/dev/urandom")
    made[str(folder / "urandom.ravi")] = "link"
    (folder / "loop.ravi").symlink_to(folder / "loop.ravi")
    made[str(folder / "loop.ravi")] = "link"
    (folder / "dangling.ravi").symlink_to(folder / "nowhere.ravi")
    made[str(folder / "dangling.ravi")] = "link"
    d = folder / "dir.ravi"
    d.mkdir()
    made[str(d)] = "dir"
    (d / "inside.ravi").write_bytes(good)
    for name, size in (("huge.ravi", 64 * 1024 * 1024), ("over.ravi", GAME_FILE_MAX_BYTES + 1),
                       ("huge.yaml", 64 * 1024 * 1024)):
        with open(folder / name, "wb") as fh:  # sparse: costs no disk
            fh.truncate(size)
        made[str(folder / name)] = "huge"
    return made


def build_corpus(root: Path, seed: int = 12) -> tuple[dict[str, str], dict[str, bytes]]:
    """Write the corpus under ``root``. Returns (path → shape, path → original bytes)."""
    rng = random.Random(seed)
    games = _game_sources(root.parent)
    JOURNALS[:] = _journal_sources(root.parent)
    scripts = _script_sources()
    shape_of: dict[str, str] = {}
    original: dict[str, bytes] = {}
    for shape, (make, count) in SHAPES.items():
        folder = root / shape
        folder.mkdir(parents=True)
        for i in range(count):
            ext, data = make(rng, games, scripts)
            path = folder / f"{i:03d}{ext}"
            path.write_bytes(data)
            shape_of[str(path)] = shape
            original[str(path)] = data
    good = folder = root / "good"
    folder.mkdir()
    for i, doc in enumerate(games):
        data = _json(doc)
        path = good / f"good{i}.ravi"
        path.write_bytes(data)
        shape_of[str(path)] = "good"
        original[str(path)] = data
    for i, lines in enumerate(JOURNALS):
        data = _journal(lines)
        path = good / f"good_journal{i}.ravi"
        path.write_bytes(data)
        shape_of[str(path)] = "good"
        original[str(path)] = data
    for i, doc in enumerate(scripts[::9]):
        data = _yaml(doc)
        path = good / f"good{i}.yaml"
        path.write_bytes(data)
        shape_of[str(path)] = "good"
        original[str(path)] = data
    for path, kind in _special_files(root / "special", _json(games[0])).items():
        shape_of[path] = f"special_{kind}"
    for path, kind in _special_tomls(root / "special_toml").items():
        shape_of[path] = f"special_toml_{kind}"
    good_toml = root / "good_toml"
    good_toml.mkdir()
    bom = b"\xef\xbb\xbf" + HARBOUR.replace('id = "harbour"', 'id = "bom_harbour"', 1).encode()
    for name, data in (("harbour.toml", HARBOUR.encode()), ("bom.toml", bom)):
        (good_toml / name).write_bytes(data)
        shape_of[str(good_toml / name)] = "good_toml"
        original[str(good_toml / name)] = data
    inside = str(root / "special" / "dir.ravi" / "inside.ravi")
    shape_of[inside] = "good"
    original[inside] = _json(games[0])
    return shape_of, original


# ---------------------------------------------------------------------------------------
# the test
# ---------------------------------------------------------------------------------------
def _run_workers(tmp: Path, files: list[str], archive: Path,
                 catalogues: list[str]) -> tuple[list[dict], list, list]:
    procs = []
    env = {**os.environ, "PYTHONPATH": str(ROOT), "XDG_DATA_HOME": str(tmp / "data")}
    env.pop("QT_QPA_PLATFORM", None)
    for w in range(WORKERS):
        out = tmp / f"out{w}"
        out.mkdir()
        jobs = {"out": str(out), "timeout": TIMEOUT, "memory": MEMORY,
                "files": files[w::WORKERS], "archive": str(archive) if w == 0 else None,
                "catalogues": catalogues if w == WORKERS - 1 else None}
        job_file = tmp / f"jobs{w}.json"
        job_file.write_text(json.dumps(jobs), "utf-8")
        result_file = tmp / f"results{w}.jsonl"
        procs.append((subprocess.Popen(
            [sys.executable, str(WORKER), str(job_file), str(result_file)],
            env=env, cwd=ROOT, stdout=subprocess.PIPE, stderr=subprocess.STDOUT,
        ), result_file))
    rows, archive_entries, catalogue, problems = [], None, None, []
    deadline = time.monotonic() + 280
    for proc, result_file in procs:
        try:
            output = proc.communicate(timeout=max(1.0, deadline - time.monotonic()))[0]
        except subprocess.TimeoutExpired:
            proc.kill()
            output = proc.communicate()[0]
            problems.append("a worker ran out of time")
        lines = [json.loads(x) for x in result_file.read_text("utf-8").splitlines() if x]
        started = [x["start"] for x in lines if "start" in x]
        done = [x for x in lines if "i" in x]
        rows += done
        for x in lines:
            if "archive" in x:
                archive_entries = x["archive"]
            if "catalogue" in x:
                catalogue = x["catalogue"]
        if proc.returncode != 0:
            at = started[-1] if started and len(done) < len(started) else None
            problems.append(
                f"worker exit {proc.returncode} at file #{at}: "
                f"{output.decode('utf-8', 'replace')[-800:]}"
            )
    assert not problems, problems
    return rows, archive_entries, catalogue


def test_hostile_corpus(tmp_path: Path, capsys: pytest.CaptureFixture) -> None:
    started = time.monotonic()
    root = tmp_path / "corpus"
    shape_of, original = build_corpus(root)
    counts = Counter(shape_of.values())
    assert sum(counts.values()) >= 1000
    for shape in NAMED:
        assert counts[shape] >= 50, shape
    for shape in TOML_SHAPES:
        assert counts[shape] >= PER_TOML_SHAPE, shape
    files = sorted(shape_of)
    catalogues = [str(root / s) for s in (*TOML_SHAPES, "special_toml", "good_toml")]
    rows, archive_entries, catalogue = _run_workers(tmp_path, files, root, catalogues)
    assert len(rows) == len(files)

    # every command ends in exit 0 or 2; never 1, never a hang
    failures = []
    by_shape: Counter = Counter()
    outcome: dict[str, Counter] = defaultdict(Counter)
    for row in rows:
        shape = shape_of[row["path"]]
        scenario_file = row["path"].endswith(".toml")
        for cmd in ("check",) if scenario_file else ("check", "export", "import"):
            outcome[shape][f"{cmd}:{row[cmd]}"] += 1
            if row[cmd] not in (0, 2):
                by_shape[f"{shape} {cmd}→{row[cmd]}"] += 1
                failures.append(f"{row['path']}: {cmd} → {row[cmd]} {row['errors'].get(cmd, '')}")
        if shape in REFUSED_BY_CHECK and row["check"] != 2:
            by_shape[f"{shape} accepted by check"] += 1
            failures.append(f"{row['path']}: check accepted a {shape} file")
        if shape == "journal_torn" and row["check"] != 0:  # opens without its torn line
            by_shape[f"{shape} refused by check"] += 1
            failures.append(f"{row['path']}: check refused a journal with a torn last line")
        if scenario_file:
            said = row["said"]
            if shape == "good_toml" and (row["check"], said) != (0, f"{row['path']}: ok\n"):
                failures.append(f"{row['path']}: a good scenario file was refused: {said}")
            if shape != "good_toml" and (row["check"] != 2 or not said.startswith(row["path"])):
                failures.append(f"{row['path']}: a {shape} file was not refused with a reason "
                                f"naming it: {row['check']} {said!r}")
            continue
        codes = (row["check"], row["export"], row["import"])
        if shape.startswith("special") and codes != (2, 2, 2):
            failures.append(f"{row['path']}: a {shape} file was not refused: {row}")
    summary = [f"{n:>4} × {what}" for what, n in sorted(by_shape.items())]
    assert not failures, "\n".join([*summary, *failures[:40]])

    # every file is left as it was
    for path, data in original.items():
        assert Path(path).read_bytes() == data, path
    special = root / "special"
    assert (special / "x.ravi").is_fifo() and (special / "dir.ravi").is_dir()
    assert os.readlink(special / "zero.ravi") == "/dev/zero"
    assert (special / "huge.ravi").stat().st_size == 64 * 1024 * 1024

    # the archive lists every good game file of the folder, beside the bad ones
    assert archive_entries is not None and archive_entries[0][0] not in ("<hang>", "<crash>"), (
        archive_entries
    )
    listed = dict(archive_entries)
    opened = {r["path"] for r in rows if r["path"].endswith(".ravi") and r["check"] == 0}
    assert {p for p, err in listed.items() if err is None} == opened
    assert str(root / "special" / "dir.ravi" / "inside.ravi") in opened
    assert {str(root / "good" / f"good{i}.ravi") for i in range(5)} <= opened
    regular = {p for p in original if p.endswith(".ravi")}
    assert regular <= set(listed)

    # the scenario catalogue lists every scenario file of its folders: each costly or
    # special one as refused, with a reason naming it; the good ones as playable
    assert catalogue is not None
    hung = [x for x in catalogue if x[1] and x[1].startswith(("<hang>", "<crash>"))]
    assert not hung, hung
    verdict = dict(catalogue)
    tomls = {p: s for p, s in shape_of.items()
             if s in TOML_SHAPES or s.startswith("special_toml") or s == "good_toml"}
    assert set(verdict) == set(tomls)
    for path, shape in tomls.items():
        refused = verdict[path]
        if shape == "good_toml":
            assert refused is None, (path, refused)
        else:
            assert refused and refused.startswith(path + ":"), (path, refused)
    assert (special.parent / "special_toml" / "fifo.toml").is_fifo()

    # the counts per shape, on the terminal
    elapsed = time.monotonic() - started
    lines = [f"hostile corpus: {len(files)} files, {3 * len(files)} commands, {elapsed:.1f} s"]
    spent: Counter = Counter()
    for row in rows:
        spent[shape_of[row["path"]]] += row["seconds"]
    for shape in sorted(counts):
        seen = outcome[shape]
        line = (f"  {shape:<18} {counts[shape]:>4} files {spent[shape]:5.1f} s   "
                f"check 0/2: {seen['check:0']}/{seen['check:2']}")
        if "toml" not in shape:  # a scenario file is only checked
            line += (f"   export 0/2: {seen['export:0']}/{seen['export:2']}   "
                     f"import 0/2: {seen['import:0']}/{seen['import:2']}")
        lines.append(line)
    lines.append(f"  archive: {len(listed)} listed, {len(opened)} good")
    refused = sum(1 for _, why in catalogue if why)
    lines.append(f"  scenario catalogue: {len(catalogue)} listed, {refused} refused")
    slowest = max(rows, key=lambda r: r["seconds"])
    lines.append(f"  slowest file: {slowest['seconds']:.2f} s ({shape_of[slowest['path']]}, "
                 f"{Path(slowest['path']).name})")
    with capsys.disabled():  # shown on the terminal without -s
        print("\n" + "\n".join(lines))
