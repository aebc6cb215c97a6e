"""Seat numbers, brackets and commas keep their places beside names of the other script (a
narrator's trial, BD99-1): in the English window with Persian names, «8 (فاطمه), 11 (کیانوش)»
must read 8, فاطمه, 11, کیانوش from left to right, and in the Persian window with Latin names
«۸ (Sara)، ۱۱ (Omid)» the same from right to left — in the night checklist's headings, the
archive's players column and the resume offer, each as the real widget holds it.

Measured on Qt's own layout of the text (``QTextLayout.cursorToX`` at each number, name,
bracket and comma, line by line at the widget's width and direction), not on the characters:
every such mark must come, in reading order, in the order it was written. Each test also
lays out the same text with its bidi isolates taken out and sees it scrambled, so the
measure is known to see what the narrator would (:func:`scrambled_without_isolates`)."""

from __future__ import annotations

import re

import pytest
from desk_driver import REFERENCE
from PySide6.QtCore import QPointF, Qt
from PySide6.QtGui import QFont, QTextLayout, QTextOption
from PySide6.QtWidgets import QApplication, QLabel

from narrator_app.engine import Setup
from narrator_app.ui.app import apply_language
from tests.engine.zodiac_trial import ZODIAC

pytestmark = pytest.mark.qt_log_ignore(r"This plugin does not support", extend=True)

#: The trial's twelve Persian names (Zodiac, English window).
FA = ("علی", "مریم", "محمدرضا", "زهرا", "امیرحسین", "سارا", "رضا", "فاطمه", "حسین", "نرگس",
      "کیانوش", "لیلا")
#: Latin names for the reference game in the Persian window.
EN = ("Ali", "Sara", "Reza", "Maryam", "Leon", "Kaveh", "Nima", "Omid", "Pari", "Hadi", "Nasim")
#: The bidi controls the app puts around names and list items (and the marks opening lines).
CONTROLS = "\u2066\u2067\u2068\u2069\u200e\u200f"


def marks(text: str, names) -> list[tuple[int, int, str]]:
    """Every seat number, name, bracket and comma of ``text``: (start, end, mark) in the
    order written."""
    words = "|".join(re.escape(n) for n in sorted(set(names), key=len, reverse=True))
    return [(m.start(), m.end(), m.group())
            for m in re.finditer(rf"{words}|[0-9۰-۹]+|[(),،]", text)]


def laid_out(text: str, font: QFont, width: int, direction: Qt.LayoutDirection) -> QTextLayout:
    """``text`` laid out by Qt, word-wrapped at ``width`` px in a paragraph of ``direction``."""
    layout = QTextLayout(text, font)
    opt = QTextOption()
    opt.setTextDirection(direction)
    opt.setWrapMode(QTextOption.WrapMode.WordWrap)
    layout.setTextOption(opt)
    layout.beginLayout()
    y = 0.0
    while (line := layout.createLine()).isValid():
        line.setLineWidth(width)
        line.setPosition(QPointF(0, y))
        y += line.height()
    layout.endLayout()
    return layout


def reading_order(text: str, names, font: QFont, width: int,
                  direction: Qt.LayoutDirection) -> list[str]:
    """The marks of ``text`` (:func:`marks`) in the order a reader meets them once Qt has laid
    the text out (:func:`laid_out`): line by line, left to right in a left-to-right
    paragraph, right to left in a right-to-left one (each mark placed at the middle of its
    cursor positions, ``QTextLine.cursorToX``)."""
    layout = laid_out(text, font, width, direction)
    rtl = direction == Qt.LayoutDirection.RightToLeft
    placed = []
    for start, end, mark in marks(text, names):
        line = layout.lineForTextPosition(start)
        x = (line.cursorToX(start)[0] + line.cursorToX(end)[0]) / 2
        placed.append((line.lineNumber(), -x if rtl else x, mark))
    return [mark for *_, mark in sorted(placed)]


def line_count(text: str, font: QFont, width: int, direction: Qt.LayoutDirection) -> int:
    """How many lines Qt wraps ``text`` into at ``width`` px."""
    return laid_out(text, font, width, direction).lineCount()


def assert_in_place(text: str, names, font: QFont, width: int,
                    direction: Qt.LayoutDirection) -> None:
    """Each seat number, name, bracket and comma of ``text`` read where it was written, and
    the text holds at least two seats with their names."""
    written = [mark for *_, mark in marks(text, names)]
    assert sum(1 for m in written if m in names) >= 2, repr(text)
    assert reading_order(text, names, font, width, direction) == written, repr(text)


def scrambled_without_isolates(text: str, names, font: QFont, width: int,
                               direction: Qt.LayoutDirection) -> bool:
    """True when ``text`` without its bidi controls does not read in place: the defect the
    isolates prevent, seen by the same measure."""
    bare = "".join(ch for ch in text if ch not in CONTROLS)
    written = [mark for *_, mark in marks(bare, names)]
    return reading_order(bare, names, font, width, direction) != written


@pytest.fixture
def lang_app(qapp, request):
    apply_language(qapp, request.param)
    yield request.param
    apply_language(qapp, "fa")


def _intro_night_headings(qtbot, controller, lang: str, names, scenario: str, deal):
    from narrator_app.ui.main_window import MainWindow

    controller.lang = lang
    assert controller.new_game(Setup(scenario, names, {}), deal)
    assert controller.end_phase()  # the intro day: the intro night's checklist
    w = MainWindow(controller)
    qtbot.addWidget(w)
    w.resize(1366, 744)
    w.show()
    qtbot.waitExposed(w)
    QApplication.processEvents()
    return [lab for lab in w.findChildren(QLabel, "stepTitle")
            if lab.isVisible() and sum(1 for n in names if n in lab.text()) >= 2]


@pytest.mark.parametrize(("lang_app", "names", "scenario", "deal"),
                         [("en", FA, "zodiac", ZODIAC),
                          ("fa", EN, "godfather_nostradamus", REFERENCE)],
                         indirect=["lang_app"])
def test_the_night_checklist_s_headings(qtbot, controller, lang_app, names, scenario, deal):
    """The intro night's «Mafia meet each other — wake: 6 (سارا), 8 (فاطمه), 11 (کیانوش)», at
    the heading's own width (wrapped over two lines) and at a narrow one."""
    headings = _intro_night_headings(qtbot, controller, lang_app, names, scenario, deal)
    assert headings
    wrapped = False
    for lab in headings:
        text, font, way = lab.text(), lab.font(), lab.layoutDirection()
        assert way == (Qt.LayoutDirection.LeftToRight if lang_app == "en"
                       else Qt.LayoutDirection.RightToLeft)
        for width in (lab.contentsRect().width(), 220):
            assert_in_place(text, names, font, width, way)
        wrapped |= line_count(text, font, lab.contentsRect().width(), way) >= 2
        assert scrambled_without_isolates(text, names, font, 220, way)
    assert wrapped


@pytest.mark.parametrize(("lang_app", "names"), [("en", FA[:11]), ("fa", EN)],
                         indirect=["lang_app"])
def test_the_archive_s_players_column(qtbot, controller, tmp_path, lang_app, names):
    """The archive's cell «11: علی, مریم, …» as its model gives it, on one line (the view
    cuts it at its end) and wrapped."""
    from narrator_app.ui.archive_window import PLAYERS, ArchiveWindow
    from narrator_app.ui.controller import GameController
    from narrator_app.ui.settings import Settings

    controller.lang = lang_app
    assert controller.new_game(Setup("godfather_nostradamus", names, {}), REFERENCE)
    assert controller.end_phase()
    c = GameController(tmp_path)
    c.lang = lang_app
    w = ArchiveWindow(c, Settings(), tmp_path / "config")
    qtbot.addWidget(w)
    w.reload()
    w.resize(1100, 640)
    w.show()
    qtbot.waitExposed(w)
    m = w.model
    assert m.rowCount() == 1
    text = m.data(m.index(0, PLAYERS))
    font, way = w.view.font(), w.view.layoutDirection()
    assert way == (Qt.LayoutDirection.LeftToRight if lang_app == "en"
                   else Qt.LayoutDirection.RightToLeft)
    for width in (4000, w.view.columnWidth(PLAYERS), 260):
        assert_in_place(text, names, font, width, way)
    assert scrambled_without_isolates(text, names, font, 4000, way)


@pytest.mark.parametrize(("lang_app", "names"), [("en", FA[:11]), ("fa", EN)],
                         indirect=["lang_app"])
def test_the_resume_offer_s_players(qtbot, controller, tmp_path, lang_app, names):
    """The resume offer's «11 players: علی, مريم, …» row, at its width and a narrow one."""
    from narrator_app.ui.recovery import ResumeDialog, newest_unfinished

    controller.lang = lang_app
    assert controller.new_game(Setup("godfather_nostradamus", names, {}), REFERENCE)
    assert controller.end_phase()
    d = ResumeDialog(newest_unfinished(tmp_path), lang_app)
    qtbot.addWidget(d)
    d.show()
    qtbot.waitExposed(d)
    row = next(lab for lab in d.findChildren(QLabel) if names[0] in lab.text())
    text, font, way = row.text(), row.font(), row.layoutDirection()
    for width in (row.contentsRect().width(), 260):
        assert_in_place(text, names, font, width, way)
    assert scrambled_without_isolates(text, names, font, 260, way)


def ink_words(img, left: int, right: int, top: int, bottom: int) -> list[tuple[int, int]]:
    """The inked stretches of a row of pixels between ``left`` and ``right`` (x, width),
    left to right: runs of columns with a dark pixel, parted by 5 blank columns or more."""
    dark = [any(img.pixelColor(x, y).lightness() < 140 for y in range(top, bottom))
            for x in range(left, right)]
    out: list[tuple[int, int]] = []
    start, last = None, 0
    for i, ink in enumerate(dark + [False] * 5):
        if ink:
            start, last = (i if start is None else start), i
        elif start is not None and i - last >= 5:
            out.append((left + start, last - start + 1))
            start = None
    return out


@pytest.mark.parametrize(("lang_app", "short", "long"),
                         [("en", "ب", "عبدالرحمنیانپور"), ("fa", "I", "Abcdefghijklmnopqrst")],
                         indirect=["lang_app"])
def test_the_archive_cell_as_drawn(qtbot, controller, tmp_path, lang_app, short, long):
    """The players' cell as the archive's view paints it (its own text path, not a label's):
    with one long name at seat 2 and one-letter names elsewhere, the widest stretch of ink is
    followed, in reading order (left to right in English, right to left in Persian), by the
    nine names of seats 3 to 11; with the items reversed only seat 1's would follow it."""
    from narrator_app.ui.archive_window import PLAYERS, ArchiveWindow
    from narrator_app.ui.controller import GameController
    from narrator_app.ui.settings import Settings

    names = (short, long) + (short,) * 9
    controller.lang = lang_app
    assert controller.new_game(Setup("godfather_nostradamus", names, {}), REFERENCE)
    assert controller.end_phase()
    c = GameController(tmp_path)
    c.lang = lang_app
    w = ArchiveWindow(c, Settings(), tmp_path / "config")
    qtbot.addWidget(w)
    w.reload()
    w.resize(1100, 640)
    w.show()
    qtbot.waitExposed(w)
    rect = w.view.visualRect(w.model.index(0, PLAYERS))
    img = w.view.viewport().grab().toImage()
    words = ink_words(img, rect.x(), rect.right(), rect.y(), rect.bottom())
    if lang_app == "fa":
        words.reverse()
    widest = max(range(len(words)), key=lambda i: words[i][1])
    assert len(words) - 1 - widest == 9, words
