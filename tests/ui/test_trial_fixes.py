"""What a new narrator met following only the README (issue: the README trial): lines of
«seat (name)» laid out left to right in Persian, a «show this player» card that says a bare
«۱», a name field too narrow to read, a hint that outlived its cause, an empty box."""

from __future__ import annotations

from PySide6.QtGui import QColor
from PySide6.QtWidgets import QApplication, QLabel

from tests.ui.conftest import REFERENCE, _reference_setup


def ink_span(widget) -> tuple[int, int]:
    """(leftmost, rightmost) pixel column of ``widget``'s drawn text (any pixel unlike its
    top-left corner); (-1, -1) if nothing is drawn."""
    img = widget.grab().toImage()
    bg = img.pixelColor(0, 0)
    cols = [x for x in range(img.width())
            if any(_differs(img.pixelColor(x, y), bg) for y in range(img.height()))]
    return (cols[0], cols[-1]) if cols else (-1, -1)


def _differs(a: QColor, b: QColor) -> bool:
    return abs(a.red() - b.red()) + abs(a.green() - b.green()) + abs(a.blue() - b.blue()) > 60


def test_trackers_lines_of_seats_are_right_to_left_in_persian(qtbot, window):
    """A trackers line holding only «seat (name)» items is laid out right to left and set
    against the right edge in Persian, like every other line of the panel (item 1)."""
    c = window.c
    assert c.lang == "fa"
    assert c.new_game(_reference_setup(), REFERENCE)
    window.trackers.refresh()
    QApplication.processEvents()
    labels = [lab for lab in window.trackers.widget().findChildren(QLabel) if lab.isVisible()]
    bodies = [lab for lab in labels if "(" in lab.text() and "\u2068" in lab.text()
              and "—" not in lab.text() and ":" not in lab.text()]
    assert bodies, [lab.text() for lab in labels]
    for lab in bodies:
        left, right = ink_span(lab)
        assert right > lab.width() - 12, (lab.text(), left, right, lab.width())
        assert left > 30, (lab.text(), left, right, lab.width())
