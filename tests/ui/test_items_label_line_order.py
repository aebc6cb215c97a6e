"""A word-wrapped list of seats (``ItemsLabel``: the night's step titles, the day's lines)
read line by line in the window's direction, each seat whole, as Qt draws it (LY114-1).

A fresh narrator's trial (Zodiac 12, English, 1366×768) read the wrapped wake list, the gun
holders, the winners and the resume offer as in reverse seat order; the screenshots' digits,
found by their glyphs, stand in seat order (the report's measurements): these tests keep it
so at narrow widths, in both languages, with names in the other script. The Persian step
title with an English name longer than its line broke inside the name, and its brackets
faced outward on both lines («Maximilian-Alexander) ۱» over «(Rostami», Jack Sparrow 12):
the item now shows the name's short form, whole on one line."""

from __future__ import annotations

import pytest
from PySide6.QtGui import QTextLayout, QTextOption
from PySide6.QtWidgets import QLabel

from narrator_app.messages import digits
from narrator_app.ui.app import apply_language
from narrator_app.ui.texts import seat_short
from narrator_app.ui.wrap_label import ItemsLabel

pytestmark = pytest.mark.qt_log_ignore(r"This plugin does not support", extend=True)

FA = ("Maximilian-Alexander Rostami", "فاطمه‌السادات", "علی", "زهرا", "امیرحسین", "سیدمحمدرضا",
      "مریم", "رضا", "نرگس", "حسین", "سارا", "مهدی")
EN = ("Maximilian-Alexander Rostami", "Fatemeh", "Ali", "Zahra", "Amirhossein", "Mohammadreza",
      "Maryam", "Reza", "Narges", "Hossein", "Sara", "Mahdi")
HEAD = {"en": "City roles — wake: ", "fa": "نقش‌های شهر — بیدار: "}


def drawn_lines(label: QLabel) -> list[list[tuple[float, int, str]]]:
    """Each line ``label`` draws: its glyphs as (x, string index, the character the glyph
    shows), left to right, laid out as a plain word-wrapped QLabel lays its text out (in
    the label's direction, at its width and font). A glyph that is not its character's own
    (a bidi control's, which Qt may give a neighbour's index) is left out; a bracket is
    named by its shape, «(» or «)», as drawn (a right-to-left run mirrors it)."""
    text = QLabel.text(label)
    flag = QTextLayout.GlyphRunRetrievalFlag
    layout = QTextLayout(text, label.font())
    option = QTextOption()
    option.setWrapMode(QTextOption.WrapMode.WordWrap)
    option.setTextDirection(label.layoutDirection())
    layout.setTextOption(option)
    layout.beginLayout()
    lines = []
    while (line := layout.createLine()).isValid():
        line.setLineWidth(label.contentsRect().width())
        lines.append(line)
    layout.endLayout()
    out = []
    for line in lines:
        glyphs = []
        for run in line.glyphRuns(line.textStart(), line.textLength(),
                                  flag.RetrieveStringIndexes | flag.RetrieveGlyphPositions
                                  | flag.RetrieveGlyphIndexes):
            font = run.rawFont()
            shapes = dict(zip(font.glyphIndexesForString("()"), "()", strict=True))
            for pos, i, g in zip(run.positions(), run.stringIndexes(), run.glyphIndexes(),
                                 strict=False):
                if g in shapes:
                    glyphs.append((pos.x(), i, shapes[g]))
                elif text[i].isdigit() and font.glyphIndexesForString(text[i]) == [g]:
                    glyphs.append((pos.x(), i, text[i]))
                elif text[i].isalpha():
                    glyphs.append((pos.x(), i, text[i]))
        out.append(sorted(glyphs))
    return out


def label_of(qtbot, lang: str, names, seats, width: int) -> ItemsLabel:
    sep = "، " if lang == "fa" else ", "
    label = ItemsLabel()
    label.setWordWrap(True)
    label.setFixedWidth(width)
    label.setText(HEAD[lang] + sep.join(seat_short(s, names, lang) for s in seats))
    qtbot.addWidget(label)
    label.show()
    qtbot.waitExposed(label)
    return label


@pytest.fixture(params=["en", "fa"])
def lang(qapp, request):
    apply_language(qapp, request.param)
    yield request.param
    apply_language(qapp, "fa")


@pytest.mark.parametrize("width", [220, 300, 380])
def test_a_wrapped_wake_list_reads_in_seat_order(qtbot, lang, width):
    """Seats 2, 6 … 10 in the other script's names: on every line the seat numbers stand
    left to right in English, right to left in Persian, each seat's number and name on
    one line, and the lines in turn read the seats in order."""
    names = FA if lang == "en" else EN
    seats = [2, 6, 7, 8, 9, 10]
    label = label_of(qtbot, lang, names, seats, width)
    text = QLabel.text(label)
    numbers = {text.find(seat_short(s, names, lang)) + 1: s for s in seats}  # its first digit
    read: list[int] = []
    lines = drawn_lines(label)
    assert len(lines) >= 2, lines
    for line in lines:
        seen = [numbers[i] for _x, i, c in line if i in numbers and c.isdigit()]
        read += seen if lang == "en" else list(reversed(seen))
        for s in seen:  # the seat's name on the number's line
            name_at = text.find(names[s - 1], text.find(seat_short(s, names, lang)))
            assert any(i == name_at for _x, i, _c in line), (s, lines)
    assert read == seats, (read, text)


def test_a_name_longer_than_the_line_is_shortened_not_broken(qtbot, lang):
    """A seat whose name in the other script is longer than the title's line (seat 1,
    «Maximilian-Alexander Rostami» in the Persian window; «سید محمدرضا حسینی‌نژاد» in the
    English one): the item stands whole on one line, its name's short form, the brackets
    round it, the number on the language's side."""
    long_name = "Maximilian-Alexander Rostami" if lang == "fa" else "سید محمدرضا حسینی‌نژاد"
    names = (long_name, *(FA if lang == "en" else EN)[1:])
    label = label_of(qtbot, lang, names, [1], 400)
    item_width = label.fontMetrics().horizontalAdvance(seat_short(1, names, lang))
    label.setFixedWidth(item_width - 20)  # the whole item one line too long
    qtbot.waitUntil(lambda: label.width() == item_width - 20)
    text = QLabel.text(label)
    assert label.text() == HEAD[lang] + seat_short(1, names, lang)  # as set
    lines = drawn_lines(label)
    number = text.index(digits(1, lang))
    [line] = [ln for ln in lines if any(i == number and c.isdigit() for _x, i, c in ln)]
    brackets = [(x, c) for x, _i, c in line if c in "()"]
    # both brackets on the number's line, facing the name: «(» at its left, «)» at its right
    assert [c for _x, c in brackets] == ["(", ")"], (lines, text)
    left, right = brackets[0][0], brackets[1][0]
    name = [x for x, i, c in line if c.isalpha() and i > number]
    assert name and left < min(name) and max(name) < right, (lines, text)
    x_number = next(x for x, i, c in line if i == number and c.isdigit())
    assert x_number < left if lang == "en" else x_number > right, (lines, text)
    assert len(lines) == 2, lines  # the heading's line, then the seat's whole
