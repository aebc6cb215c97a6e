"""The resume offer keeps each player's name on one line (LY109-4).

A narrator's trial (18 seats, long English names): the offer's «Players:» line broke names
at the line's end, «Margaret» at the end of one line and «Thornbury» at the start of the
next (in a Persian window the two halves at opposite ends of the lines), read as two
players. The real dialog over a real autosave of such a game, in English and Persian: the
players' line laid out at its label's width breaks only between names, never inside one;
every name is there whole.
"""

from __future__ import annotations

import pytest
from desk_driver import shown_lines
from PySide6.QtWidgets import QApplication, QLabel
from test_ring_names_cut import EN

from narrator_app.engine import Setup
from narrator_app.engine.archive import unfinished_autosaves
from narrator_app.ui.recovery import ResumeDialog

pytestmark = pytest.mark.qt_log_ignore(r"This plugin does not support", extend=True)

NAMES = ("Jacqueline Montgomery-Smith", *EN[1:])


def plain(text: str) -> str:
    """``text`` without its bidi marks and line separators."""
    for mark in "\u2066\u2067\u2068\u2069\u200e\u200f\u2028":
        text = text.replace(mark, "")
    return text


@pytest.mark.parametrize("lang", ["en", "fa"])
def test_no_name_is_broken_over_two_lines(qtbot, controller, tmp_path, lang) -> None:
    from narrator_app.ui.app import apply_language

    apply_language(QApplication.instance(), lang)
    try:
        c = controller
        assert c.new_game(Setup("godfather_nostradamus", NAMES, {"cards_enabled": False}))
        assert c.end_phase(), c.last_error
        entry = next(e for e in unfinished_autosaves(tmp_path) if e.game_id == c.game.game_id)
        dlg = ResumeDialog(entry, lang)
        qtbot.addWidget(dlg)
        dlg.show()
        qtbot.waitExposed(dlg)
        QApplication.processEvents()
        row = next(lab for lab in dlg.findChildren(QLabel) if NAMES[0] in plain(lab.text()))
        lines = [plain(line) for line in shown_lines(row)]
        assert len(lines) > 1, lines  # the line wraps: where it breaks counts
        for name in NAMES:
            assert any(name in line for line in lines), (name, lines)
        # and its last line not clipped (a top-level window lays out no height-for-width)
        qtbot.waitUntil(lambda: row.height() >= row.heightForWidth(row.width()), timeout=2000)
    finally:
        apply_language(QApplication.instance(), "fa")
