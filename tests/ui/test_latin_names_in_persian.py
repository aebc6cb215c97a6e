"""A Latin name in the Persian window reads whole and in order (LY107-2).

A narrator's trial (t30, t45): the trackers, the reminders and the log's rows showed
«Alexandra Montgomery-)۱ — (Smith»: the name, isolated (FSI … PDI) inside the item's
right-to-left isolate, was wrapped inside its isolate, and Qt lays out such a line out of
order. The name of the other direction is now kept on one line (:func:`texts.unbroken`:
no-break spaces, a word joiner after a hyphen), still «۱ (Alexandra Montgomery-Smith)» in
logical order with its isolates.
"""

from __future__ import annotations

import pytest
from PySide6.QtGui import QFont, QTextDocument, QTextLayout, QTextOption
from PySide6.QtWidgets import QApplication, QLabel

from narrator_app.engine import Setup
from narrator_app.ui.texts import seat_short

pytestmark = pytest.mark.qt_log_ignore(r"This plugin does not support", extend=True)

NAMES = ("Alexandra Montgomery-Smith", "مریم", "رضا", "سارا", "نگار", "زهرا", "امیر", "لیلا",
         "محمد", "کاوه", "پریسا", "Sebastian Blackwood")
DEAL = ["detective", "plain_citizen", "plain_citizen", "plain_citizen", "simple_mafia",
        "plain_citizen", "godfather", "doctor", "plain_citizen", "plain_citizen",
        "simple_mafia", "simple_mafia"]
WORDS = ("Alexandra", "Montgomery", "Smith")


def lines_of(text: str, width: int, font: QFont) -> list[str]:
    """``text`` laid out by Qt in a right-to-left paragraph ``width`` px wide: each line's
    characters, in the string's order."""
    layout = QTextLayout(text, font)
    opt = QTextOption()
    opt.setTextDirection(QApplication.layoutDirection().RightToLeft)
    opt.setWrapMode(QTextOption.WrapMode.WordWrap)
    layout.setTextOption(opt)
    layout.beginLayout()
    out = []
    while (line := layout.createLine()).isValid():
        line.setLineWidth(width)
        out.append(text[line.textStart(): line.textStart() + line.textLength()])
    layout.endLayout()
    return out


def whole_on_a_line(text: str, font: QFont) -> bool:
    """Whether the name's three words are on one laid-out line, at widths down to 150 px."""
    return all(any(all(w in line for w in WORDS) for line in lines_of(text, px, font))
               for px in (150, 200, 260))


def test_the_item_is_in_logical_order_with_isolates(qapp) -> None:
    text = seat_short(1, NAMES, "fa")
    assert text == "\u2067۱\u00a0(\u2068Alexandra\u00a0Montgomery-\u2060Smith\u2069)\u2069"
    plain = text.replace("\u00a0", " ").replace("\u2060", "")
    assert plain.strip("\u2067\u2069") == "۱ (\u2068Alexandra Montgomery-Smith\u2069)"
    assert seat_short(2, NAMES, "fa") == "\u2067۲\u00a0(\u2068مریم\u2069)\u2069"  # as before
    assert seat_short(1, NAMES, "en") == "\u20661\u00a0(\u2068Alexandra Montgomery-Smith\u2069)\u2069"
    assert whole_on_a_line("تفنگدار — " + text + ": تفنگ‌های باقی‌مانده: جنگی ۱",
                           QApplication.font())


def test_trackers_reminder_and_log_keep_the_name_whole(qtbot, window, controller) -> None:
    c = controller
    assert c.new_game(Setup("classic", NAMES), DEAL)
    assert c.end_phase()  # day 1
    window.side_tabs.setCurrentWidget(window.trackers)
    QApplication.processEvents()
    item = seat_short(1, NAMES, "fa")
    labels = [lab.text() for lab in window.findChildren(QLabel) if item in lab.text()]
    assert labels  # the trackers at least name seat 1
    doc = QTextDocument()
    for t in labels:
        doc.setHtml(t)
        assert whole_on_a_line(doc.toRawText(), QApplication.font()), t
