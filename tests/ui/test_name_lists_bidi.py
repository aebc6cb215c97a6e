"""Lists of names laid out in the language's direction, whatever script the names are in
(narrators' trials, CF80-43): the resume offer's «Players:» line, the archive's players
column, the winners' line and the players' display's seats. Each line opens with the
language's mark and each name is an item in the language's isolate; checked on the text and
on Qt's own layout (the glyphs' order, line by line, of the label as drawn)."""

from __future__ import annotations

import unicodedata

import pytest
from desk_driver import REFERENCE
from PySide6.QtCore import Qt
from PySide6.QtGui import QFont, QTextLayout, QTextOption
from PySide6.QtWidgets import QApplication, QLabel

from narrator_app.engine import Setup
from narrator_app.ui.app import apply_language

pytestmark = pytest.mark.qt_log_ignore(r"This plugin does not support", extend=True)

LRM, RLM, LRI, RLI, FSI, PDI = "\u200e", "\u200f", "\u2066", "\u2067", "\u2068", "\u2069"
FA = ("علی", "مریم", "رضا", "سارا", "نگار", "زهرا", "امیر", "لیلا", "محمد", "کاوه", "پریسا")
EN = ("Ali", "Maryam", "Reza", "Sara", "Negar", "Zahra", "Amir", "Leila", "Mohammad", "Kaveh",
      "Parisa")
MIXED = tuple(f if i % 2 else e for i, (e, f) in enumerate(zip(EN, FA, strict=True)))


def direction_of(text: str) -> Qt.LayoutDirection:
    """A plain label's direction as Qt takes it: its first strong letter outside isolates."""
    depth = 0
    for ch in text:
        if ch in (LRI, RLI, FSI):
            depth += 1
        elif ch == PDI:
            depth = max(0, depth - 1)
        elif depth == 0 and unicodedata.bidirectional(ch) in ("R", "AL"):
            return Qt.LayoutDirection.RightToLeft
        elif depth == 0 and unicodedata.bidirectional(ch) == "L":
            return Qt.LayoutDirection.LeftToRight
    return Qt.LayoutDirection.LeftToRight


def visual_lines(text: str, words, width: int, font: QFont) -> list[list[str]]:
    """Each laid-out line of ``text``: the ``words`` and commas it shows, left to right, as
    Qt places their glyphs (``QTextLayout.glyphRuns`` with the string indexes)."""
    flag = QTextLayout.GlyphRunRetrievalFlag
    layout = QTextLayout(text, font)
    opt = QTextOption()
    opt.setTextDirection(direction_of(text))
    opt.setWrapMode(QTextOption.WrapMode.WordWrap)
    layout.setTextOption(opt)
    layout.beginLayout()
    lines = []
    while (line := layout.createLine()).isValid():
        line.setLineWidth(width)
        lines.append(line)
    layout.endLayout()
    where = {}
    for w in words:
        k = text.find(w)
        while k != -1:
            where.update({i: w for i in range(k, k + len(w))})
            k = text.find(w, k + len(w))
    out = []
    for line in lines:
        glyphs = []
        for run in line.glyphRuns(line.textStart(), line.textLength(),
                                  flag.RetrieveStringIndexes | flag.RetrieveGlyphPositions
                                  | flag.RetrieveGlyphIndexes):
            commas = set(run.rawFont().glyphIndexesForString(",،"))
            for pos, i, g in zip(run.positions(), run.stringIndexes(), run.glyphIndexes(),
                                 strict=False):
                if g in commas:
                    glyphs.append((pos.x(), ","))
                elif i in where:
                    glyphs.append((pos.x(), where[i]))
        seq: list[str] = []
        for _, t in sorted(glyphs):
            if not seq or seq[-1] != t or t == ",":
                seq.append(t)
        out.append(seq)
    return out


def assert_reads_in_order(text: str, names, lang: str, width: int, font: QFont) -> None:
    """Every line of ``text`` in the language's direction: the names in their order, each
    followed (in reading order) by its comma, the last line's included."""
    assert direction_of(text) == (Qt.LayoutDirection.RightToLeft if lang == "fa"
                                  else Qt.LayoutDirection.LeftToRight), repr(text)
    shown = [t for t in names if t in text]
    read: list[str] = []
    lines = visual_lines(text, shown, width, font)
    for line in lines:
        read += list(reversed(line)) if lang == "fa" else line
    assert [t for t in read if t != ","] == shown, lines
    for i, t in enumerate(read[:-1]):
        if t != ",":
            assert read[i + 1] == ",", lines


@pytest.fixture
def lang_app(qapp, request):
    apply_language(qapp, request.param)
    yield request.param
    apply_language(qapp, "fa")


@pytest.mark.parametrize(("lang_app", "names"), [("en", FA), ("fa", EN), ("en", MIXED),
                                                 ("fa", MIXED)], indirect=["lang_app"])
def test_the_resume_offer_s_players_line(qtbot, controller, tmp_path, lang_app, names):
    from narrator_app.ui.recovery import ResumeDialog, newest_unfinished

    lang = controller.lang = lang_app
    assert controller.new_game(Setup("godfather_nostradamus", names, {}), REFERENCE)
    assert controller.end_phase()
    d = ResumeDialog(newest_unfinished(tmp_path), lang)
    qtbot.addWidget(d)
    d.show()
    qtbot.waitExposed(d)
    row = next(w for w in d.findChildren(QLabel) if names[0] in w.text())
    assert row.text().startswith(RLM if lang == "fa" else LRM)
    opening = RLI if lang == "fa" else LRI
    assert all(f"{opening}{FSI}{n}{PDI}{PDI}" in row.text() for n in names)
    # wrapped over two lines or more at the dialog's width, and at a narrow one
    for width in (row.contentsRect().width(), 260):
        assert len(visual_lines(row.text(), names, width, row.font())) >= 2
        assert_reads_in_order(row.text(), names, lang, width, row.font())


@pytest.mark.parametrize(("lang", "names"), [("en", FA), ("fa", EN), ("en", MIXED)])
def test_the_archive_s_players_column(qapp, lang, names):
    from narrator_app.ui.texts import fill, players_line

    line = players_line(names, lang)
    assert line.startswith(RLM if lang == "fa" else LRM)
    text = (RLM if lang == "fa" else LRM) + fill("%1: %2", "11", line)
    assert_reads_in_order(text, names, lang, 300, QApplication.font())


@pytest.mark.parametrize(("lang_app", "names"), [("en", FA), ("fa", EN)],
                         indirect=["lang_app"])
def test_the_winners_line(qtbot, controller, window, lang_app, names):
    from narrator_app.engine import Game, simulate

    lang = controller.lang = lang_app
    full = simulate.random_game("godfather_nostradamus", 11, 3)
    g = Game.replay(Setup("godfather_nostradamus", names, full.setup.house_rules),
                    full.actions)
    assert g.state.winner is not None
    controller.game = g
    controller.changed.emit()
    QApplication.processEvents()
    text = window.winner_banner.text()
    assert text.startswith(RLM if lang == "fa" else LRM), repr(text)
    won = [names[s - 1] for s in g.state.winning_seats]
    assert_reads_in_order(text, won, lang, 500, window.winner_banner.font())


@pytest.mark.parametrize(("lang_app", "names"), [("en", MIXED), ("fa", MIXED)],
                         indirect=["lang_app"])
def test_the_players_display_s_seats(qtbot, controller, lang_app, names):
    """«1 علی» and «13 Sara» in English: the number on the same side of every name (it read
    «Sara 13»), the name's side in Persian."""
    from narrator_app.messages import digits
    from narrator_app.ui.public_window import PublicWindow

    lang = controller.lang = lang_app
    assert controller.new_game(Setup("godfather_nostradamus", names, {}), REFERENCE)
    pw = PublicWindow(controller)
    qtbot.addWidget(pw)
    pw.show()
    qtbot.waitExposed(pw)
    assert len(pw.seat_labels) == len(names)
    for seat, lab in enumerate(pw.seat_labels, 1):
        number, name = digits(seat, lang), names[seat - 1]
        [line] = visual_lines(lab.text(), [number, name], 600, lab.font())
        assert line == ([number, name] if lang == "en" else [name, number]), lab.text()
