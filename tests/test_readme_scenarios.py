"""The README's scenario tables equal the shipped scenario files (issue 23): each half, the
Persian and the English, lists every shipped scenario with its name in that language, its
id, its player range (``roster.min_players``–``roster.max_players``) and its reference
table (``reference_size``), read from ``scenarios/*.toml`` (``docs/readme_scenarios.py``
writes the tables); and each half states the smallest screen, 1280×720."""

from __future__ import annotations

import re
from pathlib import Path

import pytest

from narrator_app.engine import load_scenario
from narrator_app.engine.scenario import shipped_entries

ROOT = Path(__file__).resolve().parents[1]
ROW = re.compile(r"^\|\s*([^|]+?)\s*\|\s*`([a-z0-9_]+)`\s*\|\s*([0-9۰-۹]+)\s*[–-]\s*([0-9۰-۹]+)"
                 r"\s*\|\s*([0-9۰-۹]+)\s*\|\s*$", re.M)
LATIN = str.maketrans("۰۱۲۳۴۵۶۷۸۹", "0123456789")


def halves() -> dict[str, str]:
    text = (ROOT / "README.md").read_text(encoding="utf-8")
    fa, en = text.split("\n# Ravi (English)\n", 1)
    return {"fa": fa, "en": en}


def catalogue(lang: str) -> set[tuple[str, str, int, int, int]]:
    out = set()
    for entry in shipped_entries():
        s = load_scenario(entry.id)
        out.add((getattr(s.name, lang), entry.id, s.roster.min_players, s.roster.max_players,
                 s.reference_size))
    return out


@pytest.mark.parametrize("lang", ["fa", "en"])
def test_the_readme_lists_every_scenario_as_its_file_says(lang):
    rows = {(name, sid, int(lo.translate(LATIN)), int(hi.translate(LATIN)),
             int(ref.translate(LATIN)))
            for name, sid, lo, hi, ref in ROW.findall(halves()[lang])}
    assert rows == catalogue(lang), "run: .venv/bin/python docs/readme_scenarios.py"


@pytest.mark.parametrize(("lang", "size"), [("fa", "۱۲۸۰×۷۲۰"), ("en", "1280×720")])
def test_the_readme_states_the_smallest_screen(lang, size):
    assert size in halves()[lang]
