"""The trackers' lines wrap: a long line (every plain citizen of the table with his name) is
read whole in the side column at 1366×768, in English too (a new narrator's trial on a
narrower window: «3 (Reza), 4 (Sara), 5 (Hossein), 6 (Zahr…» cut at the column's edge; a
twelve-seat table cuts it at 1366×768)."""

from __future__ import annotations

import pytest
from PySide6.QtCore import QPoint
from PySide6.QtWidgets import QApplication, QLabel

from narrator_app.engine import Setup
from narrator_app.ui.settings import Settings
from narrator_app.ui.settings_dialog import apply_preferences

pytestmark = pytest.mark.qt_log_ignore(r"This plugin does not support", extend=True)

NAMES = ("Ali", "Maryam", "Reza", "Sara", "Hossein", "Zahra", "Amir", "Negar", "Kaveh",
         "Leila", "Bahram", "Shirin")
DEAL = ["detective", "plain_citizen", "plain_citizen", "plain_citizen", "simple_mafia",
        "plain_citizen", "godfather", "doctor", "plain_citizen", "plain_citizen",
        "simple_mafia", "simple_mafia"]


@pytest.fixture(params=["en", "fa"])
def lang(request, qapp, controller):
    apply_preferences(Settings(language=request.param), controller)
    yield request.param
    apply_preferences(Settings(language="fa"), controller)
    QApplication.processEvents()


def unread(label: QLabel, viewport) -> str | None:
    """Why ``label``'s text is not all in view in ``viewport``, or None when it is: the
    width its text needs (its longest word if it wraps, else the whole line) against the
    width the label has inside the viewport, and the height it needs at that width against
    its height."""
    left = label.mapTo(viewport, QPoint(0, 0)).x()
    has = min(label.width(), viewport.width() - left)
    needs = label.minimumSizeHint().width()
    if needs > has:
        return f"needs {needs} px wide, has {has}"
    tall = label.heightForWidth(label.width()) if label.wordWrap() else label.sizeHint().height()
    if tall > label.height():
        return f"needs {tall} px high, has {label.height()}"
    return None


def test_every_trackers_line_is_read_whole_at_1366x768(qtbot, window, controller, lang):
    c = controller
    assert (window.width(), window.height()) == (1366, 768)
    assert c.new_game(Setup("classic", NAMES), DEAL)
    assert c.end_phase()  # the intro night: nothing to record; day 1
    window.side_tabs.setCurrentWidget(window.trackers)
    QApplication.processEvents()
    panel = window.trackers
    labels = [lab for lab in panel.widget().findChildren(QLabel) if lab.isVisible()]
    long_line = next(lab for lab in labels if "Zahra" in lab.text())
    assert all(n in long_line.text() for n in ("Maryam", "Reza", "Sara", "Kaveh", "Leila"))

    def bad() -> dict[str, str]:
        return {lab.text(): why for lab in labels if (why := unread(lab, panel.viewport()))}

    try:  # the new labels are laid out in a few turns of the event loop
        qtbot.waitUntil(lambda: not bad(), timeout=1000)
    except qtbot.TimeoutError:
        pass
    assert not bad(), bad()
