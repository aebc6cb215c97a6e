"""The purchase announcement in the morning box and in the game log (issue 23, a fresh
narrator's trial of main): the morning after Saul's purchase the box read «Nobody left the
game last night.» while the log said «Announced: A purchase by the mafia team is taking
place. Nobody left the game last night.».

rules_spec 3.1.3 (the purchase announcement; A34, S2:L82): by default the purchase is read
aloud during the night, at the mafia's call (the ``purchase_announcement`` reminder step),
and the morning says only what happened (decisions L3); with the house rule
``purchase_announcement = next_morning`` it is read in the morning. The engine says which
(``engine.morning_announcement``): the box, the log's «Announced:» line and the public
display read that one sentence; the log says apart what was read during the night.
"""

from __future__ import annotations

import pytest
from PySide6.QtCore import Qt
from PySide6.QtWidgets import QApplication

from narrator_app.engine import Setup
from narrator_app.messages import ANNOUNCE
from narrator_app.ui.texts import fill, translate

pytestmark = pytest.mark.qt_log_ignore(r"This plugin does not support", extend=True)

REFERENCE_GF = ["godfather", "saul_goodman", "matador", "dr_watson", "leon", "citizen_kane",
                "constantine", "plain_citizen", "plain_citizen", "plain_citizen",
                "nostradamus"]


def test_the_engine_says_when_the_purchase_is_read():
    from narrator_app.engine import morning_announcement, night_announcement

    tokens = ["purchase", "left:8"]
    for mode in ({}, {"purchase_announcement": "night_every_attempt"},
                 {"purchase_announcement": "night_success_only"}):
        assert morning_announcement(tokens, mode) == ["left:8"]
        assert night_announcement(tokens, mode) == ["purchase"]
    late = {"purchase_announcement": "next_morning"}
    assert morning_announcement(tokens, late) == tokens
    assert night_announcement(tokens, late) == []


def log_rows(window) -> list[str]:
    model = window.log_panel.model
    return [model.data(model.index(r, 0), Qt.ItemDataRole.DisplayRole)
            for r in range(model.rowCount())]


@pytest.fixture
def desk(qtbot, controller, request):
    from narrator_app.ui.app import apply_language
    from narrator_app.ui.main_window import MainWindow

    lang, mode = request.param
    apply_language(QApplication.instance(), lang)
    controller.lang = lang
    w = MainWindow(controller)
    qtbot.addWidget(w)
    w.resize(1366, 768)
    w.show()
    qtbot.waitExposed(w)
    yield w, mode
    apply_language(QApplication.instance(), "fa")


CASES = [("en", None), ("fa", None), ("en", "next_morning")]


@pytest.mark.parametrize("desk", CASES, indirect=True,
                         ids=[f"{lang}-{mode or 'default'}" for lang, mode in CASES])
def test_the_morning_box_and_the_log_read_one_sentence(qtbot, desk):
    w, mode = desk
    c = w.c
    lang = c.lang
    rules = {"cards_enabled": False}
    if mode:
        rules["purchase_announcement"] = mode
    names = tuple(f"P{i}" for i in range(1, 12))
    assert c.new_game(Setup("godfather_nostradamus", names, rules), REFERENCE_GF)
    assert c.end_phase()
    assert c.step("nostradamus", {"pick": [2, 8, 9], "side": "city"}) and c.end_phase()
    assert c.step("votes", {3: 7}) and c.step("exit_votes", {3: 7})  # the Matador goes
    assert c.end_phase() and c.step("mafia", {"buy": 8}), c.last_error
    while c.choices().current is not None:
        assert c.step(c.choices().current.key, {}), c.last_error
    assert c.end_phase() and c.state.phase == "day", c.last_error
    assert "purchase" in c.state.records[-1].announce  # the night's record keeps it
    QApplication.processEvents()
    # the scenario's own sentence, as the checklist reads it (CF60-14)
    purchase = getattr(next(d for d in c.scenario.night
                            if d.key == "purchase_announcement").say, lang)
    assert purchase.startswith(ANNOUNCE[lang]["purchase"][:20])  # the seeds' sentence
    box = " ".join(w.announcement.lines)
    assert box and all(line in w.announcement.body.text() for line in w.announcement.lines)
    announced = [r for r in log_rows(w) if fill(translate("Ravi", "Announced: %1"), "") in r]
    assert announced, log_rows(w)
    night_row = announced[-1].splitlines()
    # the log's «Announced:» line is the morning box's sentence, word for word
    assert night_row[-1] == fill(translate("Ravi", "Announced: %1"), box), (night_row, box)
    if mode == "next_morning":  # read in the morning: in the box, and only there
        assert purchase in box
        assert len(night_row) == 1
    else:  # read at the mafia's call: not in the morning, the log says so apart
        assert purchase not in box
        assert night_row[0] == fill(translate("Ravi", "Read aloud during the night: %1"),
                                    purchase)
    # the public display reads the same morning
    w.open_public_display()
    pw = w.public_window
    qtbot.addWidget(pw)
    assert (purchase in " ".join(pw.shown_texts())) == (mode == "next_morning")
