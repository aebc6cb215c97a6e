"""The README's «A game, step by step» says how each shipped scenario opens: the scenarios
that open with the intro night (no intro day) are named in step 2, in both languages."""

from __future__ import annotations

import re
from pathlib import Path

from narrator_app.engine.scenario import available_scenarios, load_scenario

README = Path(__file__).resolve().parent.parent / "README.md"


def _step_two(text: str, marker: str) -> str:
    start = text.index(marker)
    return text[start:text.index("\n", text.index("Ctrl+Z", start))]


def test_step_two_names_the_scenarios_without_an_intro_day():
    text = README.read_text(encoding="utf-8")
    fa = _step_two(text, "2. بازی ")
    en = _step_two(text, "2. The ")
    night_first = [load_scenario(s) for s in available_scenarios()
                   if load_scenario(s).first_phase == "intro_night"]
    assert night_first, "no shipped scenario opens with the intro night"
    for scen in night_first:
        assert scen.name.fa in re.sub(r"\s+", " ", fa), scen.id
        assert scen.name.en in re.sub(r"\s+", " ", en), scen.id
    assert "intro night" in en and "شب معارفه" in fa
