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
from narrator_app.ui.texts import seat_short

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
    after a transfer, is not shown before it (CF80-34: it read «none left» from the deal)."""
    apply_preferences(Settings(language="en"), controller)
    scen = load_scenario("capo")
    deal = list(scen.roster.reference)
    assert controller.new_game(Setup("capo", tuple(f"P{i}" for i in range(1, 11))), deal)
    window.trackers.refresh()
    texts = sorted(text for who, text in window.trackers.rows() if "Antidote" in text)
    assert texts == ["Recruitment: available · Antidote: held"]
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


def test_a_recorded_vote_says_votes_after_each_count(qtbot, window, controller) -> None:
    """A folded vote's line says what each number is: «۴ (سارا): ۴ رأی، ۸ (لیلا): ۶ رأی»,
    «3 (P3): 1 vote, 5 (P5): 2 votes» (a narrator's trial read «۴ (سارا): ۴، ۸ (لیلا): ۶» as
    seats and counts mixed; CR36-4)."""
    scen = load_scenario("godfather_nostradamus")
    assert controller.new_game(Setup(scen.id, tuple(f"P{i}" for i in range(1, 12))),
                               list(scen.roster.reference))
    panel = window.day_panel
    four, eight = (seat_short(s, controller.names, "fa") for s in (4, 8))
    assert panel._counts_text({4: 4, 8: 6}) == f"\u200f{four}: ۴\u00a0رأی، {eight}: ۶\u00a0رأی"
    apply_preferences(Settings(language="en"), controller)
    try:
        assert panel._counts_text({3: 1, 5: 2}) == (
            f"{seat_short(3, controller.names, 'en')}: 1\u00a0vote, "
            f"{seat_short(5, controller.names, 'en')}: 2\u00a0votes")
    finally:
        apply_preferences(Settings(language="fa"), controller)
