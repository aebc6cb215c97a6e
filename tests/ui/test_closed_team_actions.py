"""The team's call names actions the engine has closed tonight: «… شلیک، حس ششم یا خرید»
is the file's sentence every night, though Saul's one purchase is spent (a narrator's
trial: «the mafia call still lists a spent purchase»). The current row of the team's step
says which of its actions are closed and why, from the engine's own refusals of the step's
options (``Option.refusal``). Real window, offscreen."""

from __future__ import annotations

import pytest
from desk_driver import shown_window
from PySide6.QtWidgets import QApplication, QLabel

from narrator_app.engine import Setup
from narrator_app.ui.night_panel import StepRow
from narrator_app.ui.texts import option_label

pytestmark = pytest.mark.qt_log_ignore(r"This plugin does not support", extend=True)

SEATS = ["godfather", "saul_goodman", "matador", "dr_watson", "leon", "citizen_kane",
         "constantine", "plain_citizen", "plain_citizen", "plain_citizen", "nostradamus"]
NAMES = [f"P{i}" for i in range(1, 12)]


def _mafia_row_text(w) -> str:
    QApplication.processEvents()
    row = next(r for r in w.night_panel.findChildren(StepRow) if r.state_name == "current")
    assert row.spec.key == "mafia"
    return " ".join(lab.text() for lab in row.findChildren(QLabel) if lab.isVisible())


def test_a_spent_purchase_is_said_closed_at_the_call(qtbot, tmp_path):
    w = shown_window(qtbot, tmp_path)
    c = w.c
    assert c.new_game(Setup("godfather_nostradamus", NAMES, {"cards_enabled": False}), SEATS)
    assert c.end_phase()  # intro day
    assert c.step("nostradamus", {"pick": [8, 9, 10], "side": "city"}) and c.end_phase()
    assert c.step("votes", {3: 6}) and c.step("exit_votes", {3: 6}) and c.end_phase()
    text = _mafia_row_text(w)
    purchase = option_label("buy")
    assert "⚠" not in text, text  # night 1: every action open, nothing said
    assert c.step("mafia", {"buy": 9}) and c.end_phase()  # the purchase, spent
    assert c.end_phase()  # day 2, nobody out
    assert c.state.phase == "night" and c.state.number == 2
    text = _mafia_row_text(w)
    assert "⚠" in text and purchase in text, text
    sixth = option_label("sixth_sense")
    line = text.split("⚠")[1].split(")")[0]  # the line, to its reason's end
    assert text.count("⚠") == 1 and sixth not in line, text  # the sixth sense is open
    assert "(" in line, text  # the engine's reason with it
    # the second line of defence, roles hidden (the privacy cover hides the desk
    # itself): the action is named, without the reason, which may name its holder
    w.night_panel.hide_roles = True
    spec = next(sp for sp in w.night_panel._row_specs(c.choices()) if sp.key == "mafia")
    assert "⚠" not in spec.say, spec.say  # the words said are the file's (CF57)
    line = spec.note.split("⚠")[1].strip()
    assert purchase in line and "(" not in line, spec.note
