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


def test_no_middle_dot_in_a_persian_tracker_line(qtbot, window, controller) -> None:
    """In Persian the parts of a card's trackers and the Zodiac's bomb row are separated by
    the Persian semicolon (a printed card: test_cards_pdf), never by the middle dot,
    which reads as the Persian zero «۰» right after a digit: «تیر: ۱ · جلیقه: سالم» read
    «تیر: ۱۰» (a narrator's trial, CR36-3). In English the dot stays."""
    from narrator_app.messages import parts_joined
    from narrator_app.ui.trackers_panel import game_rows

    assert parts_joined(["a", "b"], "fa") == "a؛ b"
    assert parts_joined(["a", "b"], "en") == "a · b"
    scen = load_scenario("godfather_nostradamus")
    assert controller.new_game(Setup(scen.id, tuple(f"P{i}" for i in range(1, 12))),
                               list(scen.roster.reference))
    window.trackers.refresh()
    rows = dict(window.trackers.rows())
    leon = next(text for who, text in rows.items() if who.startswith("لئون"))
    assert "۲؛ " in leon
    assert all("·" not in who + text for who, text in rows.items()), rows
    zodiac = load_scenario("zodiac")
    assert controller.new_game(Setup("zodiac", tuple(f"P{i}" for i in range(1, 13))),
                               list(zodiac.roster.reference))
    st = controller.state.clone()  # a bomb placed in front of seat 3, code 2
    st.extra = {**st.extra, "bomb": {"target": 3, "code": 2}}
    rows = game_rows(st, zodiac, controller.names, "fa")
    text = next(text for who, text in rows if "رمز" in text)
    assert "رمز ۲؛ " in text, text
    assert all("·" not in who + text for who, text in rows), rows
