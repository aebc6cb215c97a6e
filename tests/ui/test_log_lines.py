"""The game log writes every event as a sentence (never raw data)."""

from __future__ import annotations

from narrator_app.engine import Setup
from narrator_app.engine.scenario import load_cards, load_scenario
from narrator_app.ui.log_panel import LogModel

REFERENCE = list(load_scenario("godfather_nostradamus").roster.reference)


def test_card_and_exit_lines_are_sentences(controller) -> None:
    names = tuple(f"P{i}" for i in range(1, 12))
    assert controller.new_game(Setup("godfather_nostradamus", names, {}), REFERENCE)
    controller.end_phase()
    controller.step("nostradamus", {"pick": [8, 9, 10], "side": "city"})
    controller.end_phase()
    controller.step("votes", {8: 6})
    controller.step("exit_votes", {8: 6})
    controller.step("card", {"draw": "handcuffs", "handcuff": 5})
    model = LogModel(controller)
    model.refresh()
    rows = [model.data(model.index(i)) for i in range(model.rowCount())]
    assert not [r for r in rows if "{" in r or "'" in r], rows
    card_rows = [r for r in rows if load_cards()["handcuffs"].name.fa in r]
    assert card_rows and "P8" in card_rows[0]
