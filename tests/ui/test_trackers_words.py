"""The trackers panel names every counter in words (issue 21, the general kinds): for every
shipped scenario (read from the catalogue), dealt its reference roster, the Persian panel
shows no counter's raw name (no ASCII snake_case word such as «nato_uses» or
«recruit_used»): a file's ``counter_labels`` first, else the engine's own name for the
counter (``engine/counter_words.py``)."""

from __future__ import annotations

import re

import pytest
from PySide6.QtWidgets import QApplication

from narrator_app.engine import Setup, load_scenario, shipped_entries
from narrator_app.ui.settings import Settings
from narrator_app.ui.settings_dialog import apply_preferences

pytestmark = pytest.mark.qt_log_ignore(r"This plugin does not support", extend=True)

SNAKE = re.compile(r"\b[a-z]+(?:_[a-z0-9]+)+\b")


def test_no_raw_counter_name_in_the_persian_trackers(qtbot, window, controller) -> None:
    apply_preferences(Settings(language="fa"), controller)
    found: dict[str, list[str]] = {}
    for entry in shipped_entries():
        scen = load_scenario(entry.id)
        deal = list(scen.roster.reference)
        names = tuple(f"بازیکن {i}" for i in range(1, len(deal) + 1))
        assert controller.new_game(Setup(entry.id, names), deal), entry.id
        window.trackers.refresh()
        QApplication.processEvents()
        rows = window.trackers.rows()
        assert rows, entry.id
        raw = sorted({w for who, text in rows for w in SNAKE.findall(who + " " + text)})
        if raw:
            found[entry.id] = raw
    assert found == {}


def test_a_held_potion_reads_held_not_used(qtbot, window, controller) -> None:
    """A true / false counter reads by what it means: the Don's antidote at the deal is
    held (club_scenarios 6.12: ``antidote`` still held), not «used»; the witch's, hers only
    after a transfer, is none."""
    apply_preferences(Settings(language="en"), controller)
    scen = load_scenario("capo")
    deal = list(scen.roster.reference)
    assert controller.new_game(Setup("capo", tuple(f"P{i}" for i in range(1, 11))), deal)
    window.trackers.refresh()
    texts = sorted(text for who, text in window.trackers.rows() if "Antidote" in text)
    assert texts == ["Antidote: none left", "Recruitment: available · Antidote: held"]
    apply_preferences(Settings(language="fa"), controller)
