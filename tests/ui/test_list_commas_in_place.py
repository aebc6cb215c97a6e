"""A list of seats and names reads in order in both languages, its commas beside the item
they follow, whatever script the names are in (LY116-1).

A fresh narrator's trial (Mafia Nights, 18 seats, English; n07, z2, z3, z6) read the intro
night's «wake:» list as «2 (فاطمه‌السادات), 3 ,(علی) 4 ,(زهرا) 5 ,(امیرحسین),» and the resume
offer's players as «محمدحسین ,فاطمه‌السادات ,علی ,زهرا …»: the order a line takes when the
neutrals «), » between a Persian name and the next seat's number resolve right to left. Each
item of those lists is in an isolate of the language's direction and each name in its own
(``texts.seat_short``, ``texts.players_line``: BD29, CF80-43), and Qt's layout honours them:
the picture of the trial (n07) has, left to right, «) , 3 (», «) , 4 (» (its pixels read).
Here the real step title and the real resume offer, in English and Persian, are laid out
as their labels show them (their font, width, direction and line breaks) and every comma's
glyph is read from the layout: on the line of the item before it, after that item's last
letter and before the next item's first in the language's reading direction. The same check
finds the commas out of place in the same list without its isolates (the trial's order).
"""

from __future__ import annotations

import pytest
from desk_driver import desk_in
from PySide6.QtCore import Qt
from PySide6.QtGui import QTextLayout, QTextOption
from PySide6.QtWidgets import QApplication, QLabel

from narrator_app.engine import Setup
from narrator_app.engine.archive import unfinished_autosaves
from narrator_app.ui.recovery import ResumeDialog

pytestmark = pytest.mark.qt_log_ignore(r"This plugin does not support", extend=True)

#: the trial's players: Persian names, then Latin ones
NAMES = ("محمدحسین", "فاطمه‌السادات", "علی", "زهرا", "امیرحسین", "مریم", "سیدمحمدرضا", "نگار",
         "حسن", "عبدالرحیم", "پریسا", "کوروش", "Alexander-the-Great", "Bob", "Catherine",
         "Dmitri", "Eleanor", "Francisco")
#: the trial's deal: the mafia on seats 2, 3, 4, 5, 9 and 15 (Persian names and a Latin one)
DEAL = ["plain_citizen", "simple_mafia", "simple_mafia", "godfather", "simple_mafia",
        "detective", "doctor", "plain_citizen", "joker", "psychiatrist", "pickpocket",
        "plain_citizen", "plain_citizen", "die_hard", "dr_lecter", "mayor", "leon",
        "plain_citizen"]
#: what a reader does not see: the bidi marks and isolates, spaces and line separators
UNSEEN = frozenset("\u2066\u2067\u2068\u2069\u200e\u200f\u2028 \u00a0")
COMMAS = ",،"


def misplaced_commas(text: str, label: QLabel) -> list[tuple[int, str]]:
    """The commas of ``text`` whose glyph is not where the list's order puts it, as
    ``label`` lays ``text`` out (its font, contents width and direction, word-wrapped):
    on the line of the item before it, after that item's last seen character and before
    the next one's first (on the same line) in the reading direction. Each as (index in
    ``text``, the characters about it)."""
    rtl = label.layoutDirection() == Qt.LayoutDirection.RightToLeft
    layout = QTextLayout(text, label.font())
    option = QTextOption()
    option.setWrapMode(QTextOption.WrapMode.WordWrap)
    option.setTextDirection(label.layoutDirection())
    layout.setTextOption(option)
    layout.beginLayout()
    while (line := layout.createLine()).isValid():
        line.setLineWidth(label.contentsRect().width())
    layout.endLayout()

    def place(i: int) -> tuple[int, float] | None:  # (line, the glyph's x) of character i
        xs = [p.x() for run in layout.glyphRuns(i, 1) for p in run.positions()]
        return (layout.lineForTextPosition(i).lineNumber(), min(xs)) if xs else None

    def before(a: tuple[int, float], b: tuple[int, float]) -> bool:  # a is read before b
        return a[0] < b[0] or (a[0] == b[0] and (a[1] > b[1] if rtl else a[1] < b[1]))

    seen = [i for i, ch in enumerate(text) if ch not in UNSEEN and place(i) is not None]
    bad = []
    for c in (i for i in seen if text[i] in COMMAS):
        prev = max((i for i in seen if i < c), default=None)
        after = min((i for i in seen if i > c), default=None)
        here = place(c)
        ok = prev is not None and place(prev)[0] == here[0] and before(place(prev), here)
        if after is not None and place(after)[0] == here[0]:
            ok = ok and before(here, place(after))
        if not ok:
            bad.append((c, text[max(0, c - 6):c + 6]))
    assert len([i for i in seen if text[i] in COMMAS]) >= 3  # a list was read
    return bad


def plain(text: str) -> str:
    """``text`` without its isolates (the list as it would be without them)."""
    for mark in "\u2066\u2067\u2068\u2069":
        text = text.replace(mark, "")
    return text


@pytest.mark.parametrize("lang", ["en", "fa"])
def test_the_wake_list_reads_in_order(qtbot, controller, lang) -> None:
    from narrator_app.ui.app import apply_language

    c = controller
    assert c.new_game(Setup("mafia_nights", NAMES, {"cards_enabled": False}), DEAL)
    assert c.state.phase == "intro_night"  # the mafia meet each other: «wake: …»
    try:
        w = desk_in(qtbot, c, lang)
        QApplication.processEvents()
        titles = [lab for lab in w.findChildren(QLabel, "stepTitle")
                  if sum(n in plain(QLabel.text(lab)) for n in NAMES) >= 3]
        assert titles, [QLabel.text(lab) for lab in w.findChildren(QLabel, "stepTitle")]
        for title in titles:
            shown = QLabel.text(title)  # as the label shows it, its line breaks made
            assert not misplaced_commas(shown, title), (lang, shown)
        if lang == "en":  # the check sees the trial's order in the list without isolates
            assert misplaced_commas(plain(QLabel.text(titles[0])), titles[0])
    finally:
        apply_language(QApplication.instance(), "fa")


@pytest.mark.parametrize("lang", ["en", "fa"])
def test_the_resume_offers_players_read_in_order(qtbot, controller, tmp_path, lang) -> None:
    from narrator_app.ui.app import apply_language

    apply_language(QApplication.instance(), lang)
    try:
        c = controller
        assert c.new_game(Setup("mafia_nights", NAMES, {"cards_enabled": False}), DEAL)
        assert c.end_phase(), c.last_error
        entry = next(e for e in unfinished_autosaves(tmp_path) if e.game_id == c.game.game_id)
        dlg = ResumeDialog(entry, lang)
        qtbot.addWidget(dlg)
        dlg.show()
        qtbot.waitExposed(dlg)
        QApplication.processEvents()
        row = next(lab for lab in dlg.findChildren(QLabel)
                   if NAMES[0] in plain(QLabel.text(lab)))
        shown = QLabel.text(row)
        assert not misplaced_commas(shown, row), (lang, shown)
        if lang == "en":
            assert misplaced_commas(plain(shown), row)
    finally:
        apply_language(QApplication.instance(), "fa")
