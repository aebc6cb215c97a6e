"""The README's scenario tables, written from the shipped scenario files.

Usage (from anywhere)::

    .venv/bin/python docs/readme_scenarios.py          # rewrite the tables in README.md
    .venv/bin/python docs/readme_scenarios.py --check  # exit 1 if they differ from the files

Each half of README.md (Persian, then English after ``# Ravi (English)``) holds one table
between the lines ``<!-- scenarios -->`` and ``<!-- /scenarios -->``: every shipped scenario
(``scenarios/*.toml``, the catalogue's shipped entries) with its name in that half's
language, its id, its player range (``roster.min_players``–``roster.max_players``) and its
reference table (``reference_size``). ``tests/test_readme_scenarios.py`` keeps them equal.
"""

from __future__ import annotations

import sys
from pathlib import Path

ROOT = Path(__file__).resolve().parents[1]
sys.path.insert(0, str(ROOT))

START, END = "<!-- scenarios -->", "<!-- /scenarios -->"
SPLIT = "\n# Ravi (English)\n"
HEADS = {"fa": "| سناریو | شناسه | تعداد بازیکنان | میز مرجع |",
         "en": "| Scenario | id | players | reference table |"}


def table(lang: str) -> str:
    """The table for ``lang`` (fa / en): a header and one row a shipped scenario, by id."""
    from narrator_app.engine import load_scenario
    from narrator_app.engine.scenario import shipped_entries
    from narrator_app.messages import digits

    rows = [HEADS[lang], "|---|---|---|---|"]
    for entry in sorted(shipped_entries(), key=lambda e: e.id):
        s = load_scenario(entry.id)
        r = s.roster
        rows.append(f"| {getattr(s.name, lang)} | `{entry.id}` | {digits(r.min_players, lang)}–"
                    f"{digits(r.max_players, lang)} | {digits(s.reference_size, lang)} |")
    return "\n".join(rows)


def rewritten(text: str) -> str:
    """``text`` (the README) with each half's table written anew."""
    halves = text.split(SPLIT, 1)
    out = []
    for lang, half in zip(("fa", "en"), halves, strict=True):
        head, rest = half.split(START + "\n", 1)
        _old, tail = rest.split(END, 1)
        out.append(f"{head}{START}\n{table(lang)}\n{END}{tail}")
    return SPLIT.join(out)


def main(argv: list[str]) -> int:
    path = ROOT / "README.md"
    text = path.read_text(encoding="utf-8")
    new = rewritten(text)
    if "--check" in argv:
        return 0 if new == text else 1
    if new != text:
        path.write_text(new, encoding="utf-8")
    return 0


if __name__ == "__main__":
    raise SystemExit(main(sys.argv[1:]))
