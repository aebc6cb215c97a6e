"""The README's words about the catalogue follow the shipped files (fresh-narrator trial,
section 5): each half says how many scenarios the app knows, lists every shipped id where it
names the `--scenario` ids, and names, where it says how a game opens, exactly the scenarios
that do not open with an intro day (``first_phase``: Classic, Mafia Nights, Capo, Werewolf)."""

from __future__ import annotations

import re

import pytest

from narrator_app.engine import load_scenario
from narrator_app.engine.scenario import shipped_entries
from tests.test_readme_scenarios import halves

NUMBER = {
    "fa": {6: "شش", 7: "هفت", 8: "هشت", 9: "نه", 10: "ده", 11: "یازده", 12: "دوازده",
           13: "سیزده", 14: "چهارده", 15: "پانزده", 16: "شانزده"},
    "en": {6: "six", 7: "seven", 8: "eight", 9: "nine", 10: "ten", 11: "eleven", 12: "twelve",
           13: "thirteen", 14: "fourteen", 15: "fifteen", 16: "sixteen"},
}
KNOWS = {"fa": r"(\S+) سناریو را با همه‌ی قوانینشان می‌شناسد",
         "en": r"It knows (\w+)\s+scenarios"}
IDS = {"fa": "شناسه‌های سناریو (`--scenario`", "en": "Scenario ids (`--scenario`"}
OPENS = {"fa": "بازی با روز معارفه و سپس شب معارفه شروع می‌شود",
         "en": "The game opens with the intro day"}


def paragraph(text: str, start: str) -> str:
    at = text.index(start)
    end = text.find("\n\n", at)
    return text[at:end]


@pytest.mark.parametrize("lang", ["fa", "en"])
def test_the_readme_counts_the_catalogue(lang):
    found = re.search(KNOWS[lang], halves()[lang])
    assert found is not None
    assert found.group(1) == NUMBER[lang][len(shipped_entries())]


@pytest.mark.parametrize("lang", ["fa", "en"])
def test_the_readme_lists_every_scenario_id(lang):
    ids = set(re.findall(r"`([a-z0-9_]+)`", paragraph(halves()[lang], IDS[lang])))
    assert {e.id for e in shipped_entries()} <= ids


@pytest.mark.parametrize("lang", ["fa", "en"])
def test_the_readme_names_the_scenarios_that_open_at_night(lang):
    text = paragraph(halves()[lang], OPENS[lang])
    for entry in shipped_entries():
        s = load_scenario(entry.id)
        name = getattr(s.name, lang)
        named = name in text or name.lower() in text.lower()
        assert named == (s.first_phase != "intro_day"), (entry.id, name)
