"""The night sheet's step titles and counter names come from the scenario file; printing/
keeps no table of roles, steps or counters (issue 13: printing renders from the data)."""

from __future__ import annotations

import re
import tomllib
from pathlib import Path

import pypdf
import pytest
from pdf_reading import has_phrase, text_words

from narrator_app.engine.scenario import scenarios_dir, use_club_folders
from narrator_app.printing import SheetJob, write_night_sheet_pdf

ROOT = Path(__file__).resolve().parents[2]
HARBOUR = (ROOT / "tests" / "fixtures" / "scenarios" / "harbour.toml").read_text(encoding="utf-8")


@pytest.fixture
def club(tmp_path):
    folder = tmp_path / "scenarios"
    folder.mkdir()
    yield folder
    use_club_folders([])


def test_a_club_files_step_titles_and_counter_names_are_printed(tmp_path, club):
    text = (HARBOUR
            .replace('name = { fa = "آشنایی تیم مافیا", en = "Mafia meet each other" }',
                     'name = { fa = "دیدار در اسکله", en = "Meeting at the pier" }')
            .replace('bullets = { fa = "تیر", en = "Bullets" }',
                     'bullets = { fa = "فشنگ", en = "Cartridges" }'))
    # a role's own label comes before the file's
    text = text.replace('counters = { steal_used = false }',
                        'counters = { steal_used = false }\n'
                        'counter_labels = { steal_used = { fa = "جیب‌بری", en = "Pickpocketing" } }')
    (club / "harbour.toml").write_text(text, encoding="utf-8")
    use_club_folders([club])
    printed = {"fa": ("دیدار در اسکله", "فشنگ", "جیب‌بری", "نجات خود"),
               "en": ("Meeting at the pier", "Cartridges", "Pickpocketing", "Self-save")}
    for lang, words in printed.items():
        out = tmp_path / f"sheet-{lang}.pdf"
        write_night_sheet_pdf(out, SheetJob("harbour", lang=lang))
        reader = pypdf.PdfReader(out)
        got = [w for p in reader.pages for w in text_words(p)]
        plain = " ".join(" ".join(p.extract_text().split()) for p in reader.pages)
        for phrase in words:
            assert (has_phrase(got, phrase) if lang == "fa" else phrase in plain), (lang, phrase)
        assert "steal_used" not in plain and "mafia_meet" not in plain


def test_a_counter_without_a_label_prints_its_name(tmp_path, club):
    text = HARBOUR.replace('bullets = { fa = "تیر", en = "Bullets" }\n', "")
    (club / "harbour.toml").write_text(text, encoding="utf-8")
    use_club_folders([club])
    out = tmp_path / "sheet.pdf"
    write_night_sheet_pdf(out, SheetJob("harbour", lang="en"))
    plain = " ".join(p.extract_text() for p in pypdf.PdfReader(out).pages)
    assert "bullets" in plain.split() and "Bullets" not in plain


def test_printing_keeps_no_table_of_roles_steps_or_counters():
    """No role id, team step or counter name of a shipped scenario is written in printing/
    (they are read from the scenario file)."""
    names: set[str] = set()
    for f in scenarios_dir().glob("*.toml"):
        data = tomllib.loads(f.read_text(encoding="utf-8"))
        for role in data.get("roles", []):
            names.add(role["id"])
            names.update(role.get("counters", {}))
        names.update(data.get("counter_labels", {}))
        names.update(s["key"] for s in data.get("night", []) + data.get("intro_night", []))
    assert {"leon", "mafia_meet", "bullets", "self_save_used"} <= names
    names -= {"mafia", "city", "independent"}  # the sides: the engine's words, not a table
    for src in sorted((ROOT / "narrator_app" / "printing").glob("*.py")):
        code = src.read_text(encoding="utf-8")
        found = sorted(n for n in names if re.search(rf"""["']{n}["']""", code))
        assert found == [], f"{src.name}: {found}"
        assert not re.search(r"""["'](?:step|counter)\.""", code), src.name
