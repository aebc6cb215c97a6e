"""After a revote (``tie_resolution = revote_then_lottery``, A05) the day panel's folded
exit vote said the revote's round only, while the log has both («Exit vote: … (tie);
revote: …», Z103-10): the summary says both rounds, from the engine's record of the vote
(``exit_vote_rounds``), in both languages (Z104-3). Real window, offscreen."""

from __future__ import annotations

import pytest
from desk_driver import Table, desk_in
from PySide6.QtWidgets import QApplication, QLabel

from narrator_app.engine import Setup, exit_vote_rounds
from narrator_app.ui.app import apply_language

pytestmark = pytest.mark.qt_log_ignore(r"This plugin does not support", extend=True)

SEATS = ["godfather", "saul_goodman", "matador", "dr_watson", "leon", "citizen_kane",
         "constantine", "plain_citizen", "plain_citizen", "plain_citizen", "nostradamus"]

#: The bidirectional marks of the desk's words (dropped), the no-break space (a space).
MARKS = {**dict.fromkeys(map(ord, "\u2066\u2067\u2068\u2069\u200e\u200f")), 0xA0: " "}


def _revoted(qtbot, tmp_path, lang: str):
    """Day 1 of an 11-seat game in ``lang``: defenders 3 and 8 tie 5 to 5, the revote
    sends 8 out 7 to 1; the window and its summary line's text (marks dropped)."""
    from narrator_app.ui.controller import GameController

    c = GameController(tmp_path)
    c.confirm = lambda title, text: True
    w = desk_in(qtbot, c, lang, (1366, 768))
    t = Table(qtbot, w)
    rules = {"tie_resolution": "revote_then_lottery", "cards_enabled": False}
    names = [f"P{i}" for i in range(1, 12)]
    assert c.new_game(Setup("godfather_nostradamus", names, rules), SEATS)
    assert c.end_phase()
    assert c.step("nostradamus", {"pick": [8, 9, 10], "side": "city"}) and c.end_phase()
    for seat in (3, 8):
        t.seat(seat)
        t.type_count(seat, "6")
    t.press("confirmVotes")
    assert c.state.day.defense == [3, 8], c.last_error
    for seat in (3, 8):
        t.type_count(seat, "5", "exit_count")
    t.press("confirmExitVotes")
    assert c.state.day.tied == [3, 8] and c.state.day.needs == "exit_votes"
    t.type_count(3, "1", "exit_count")
    t.type_count(8, "7", "exit_count")
    t.press("confirmExitVotes")
    assert c.last_error == "" and c.state.day.eliminated == 8
    QApplication.processEvents()
    summary = w.findChild(QLabel, "exitSummary")
    assert summary is not None and summary.isVisible()
    return w, summary.text().translate(MARKS)


def test_the_engine_records_both_rounds(qtbot, tmp_path):
    try:
        w, _text = _revoted(qtbot, tmp_path, "fa")
    finally:
        apply_language(QApplication.instance(), "fa")
    record = exit_vote_rounds(w.c.state)
    assert record is not None
    assert record.rounds == ({3: 5, 8: 5}, {3: 1, 8: 7}) and record.tied == ()


def test_the_folded_summary_says_both_rounds_in_persian(qtbot, tmp_path):
    try:
        _w, text = _revoted(qtbot, tmp_path, "fa")
    finally:
        apply_language(QApplication.instance(), "fa")
    assert text == ("۳ (P3): ۵ رأی، ۸ (P8): ۵ رأی (تساوی)؛ رأی‌گیری دوباره: "
                    "۳ (P3): ۱ رأی، ۸ (P8): ۷ رأی"), text


def test_the_folded_summary_says_both_rounds_in_english(qtbot, tmp_path):
    try:
        _w, text = _revoted(qtbot, tmp_path, "en")
    finally:
        apply_language(QApplication.instance(), "fa")
    assert text == ("3 (P3): 5 votes, 8 (P8): 5 votes (tie); revote: 3 (P3): 1 vote, "
                    "8 (P8): 7 votes"), text
