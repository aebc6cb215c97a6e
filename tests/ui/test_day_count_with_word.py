"""A vote count stays with its word in the day panel's lines (LY113-4).

A narrator's trial (Persian): a wrapped line of the day panel ended with «۵» and the next
began with «رأی»: the count read as a seat. Here a classic day is played in the window (three
nominees, their counts confirmed, two defenders, the exit threshold shown, the exit vote
recorded) and each line of the day panel that holds counts (the recorded votes, the
defence's threshold, the exit vote's, the exit vote's counts) is broken at every width from
60 to 420 px as a word-wrapped label breaks it: no line ends with a number whose word
begins the next.
"""

from __future__ import annotations

import re

import pytest
from desk_driver import shown_lines
from PySide6.QtWidgets import QApplication, QLabel
from test_day_unscrolled import to_first_day

pytestmark = pytest.mark.qt_log_ignore(r"This plugin does not support", extend=True)


def lines_at(label: QLabel, width: int) -> list[str]:
    """The lines of ``label``'s text broken at ``width`` px as a word-wrapped label breaks
    them (its font, its direction): :func:`desk_driver.shown_lines` at that width."""
    return shown_lines(label, width)


def parted(label: QLabel) -> list[tuple[int, str, str]]:
    """Each (width, line, next line) where a line ends with a number and the next begins
    with a word."""
    out = []
    for width in range(60, 421, 2):
        lines = lines_at(label, width)
        for a, b in zip(lines, lines[1:], strict=False):
            if re.search(r"\d\s*$", a) and re.match(r"[\u200e\u200f\u2066-\u2069]*[^\W\d_]", b):
                out.append((width, a, b))
    return out


@pytest.mark.parametrize("lang", ["fa", "en"])
def test_no_count_parts_from_its_word(table, lang) -> None:
    from narrator_app.ui.app import apply_language

    t, c, panel = table, table.c, table.w.day_panel
    apply_language(QApplication.instance(), lang)
    c.lang = lang  # the engine's sentences, digits and names in that language (desk_in)
    try:
        to_first_day(t, "classic", {})
        t.w.refresh()
        alive = [p.seat for p in c.state.players if p.status == "alive"]
        thr = c.state.day.threshold
        nominees = alive[-3:]
        for s in nominees:
            t.seat(s)
        for s, n in zip(nominees, (thr, 1, thr), strict=True):
            t.type_count(s, str(n))
        t.press("confirmVotes")
        assert len(c.state.day.defense) == 2, c.last_error
        QApplication.processEvents()
        labels = {"votes": panel.votes_result, "threshold": panel.threshold_label,
                  "exit threshold": panel.exit_threshold_label}
        for what, label in labels.items():
            assert re.search(r"\d", QLabel.text(label)), (what, QLabel.text(label))
            assert parted(label) == [], (lang, what, parted(label)[:3])
        for s, n in zip(c.state.day.defense, (3, 1), strict=True):
            t.type_count(s, str(n), "exit_count")
        t.press("confirmExitVotes")
        assert c.state.day.eliminated is not None, c.last_error
        QApplication.processEvents()
        label = panel.findChild(QLabel, "exitSummary")  # the exit vote's counts, folded
        assert re.search(r"\d", QLabel.text(label)), QLabel.text(label)
        assert parted(label) == [], (lang, "exit votes", parted(label)[:3])
    finally:
        c.lang = "fa"
        apply_language(QApplication.instance(), "fa")
