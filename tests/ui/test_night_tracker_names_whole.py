"""The night checklist's step titles and the trackers' lines keep each seat's name on one
line (LY111-1), as the day panel's do (LY109-5).

At 18 seats at 1280×720 (a narrator's trial): a step title read «۱ (Alexander» at a line's
end and «Hamilton-Jones)» at the next line's start in the Persian window, two players to the
eye; the trackers' lines broke Persian names likewise in the English window. Played through
the engine to the intro night (every role's step titled with its seats; the trackers), with
English names in the Persian window and Persian names in the English one, the window at
1280×696: at each label's width, no line the label shows starts inside a
seat's item; every seat listed is in it whole; ``text()`` is the text as made (no breaks).
"""

from __future__ import annotations

import pytest
from desk_driver import desk_in, shown_lines
from PySide6.QtWidgets import QApplication, QLabel
from test_ring_long_names import NAMES as LONG

from narrator_app.engine import Setup
from narrator_app.ui.texts import seat_short

pytestmark = pytest.mark.qt_log_ignore(r"This plugin does not support", extend=True)

#: The window's language → the names typed (the other script's: the trial's two cases).
NAMES = {"fa": LONG["en"], "en": LONG["fa"]}


def broken_seats(label: QLabel, names: tuple[str, ...], lang: str) -> list[tuple[int, list]]:
    """The seats listed in ``label`` that no line it shows holds whole (each with the lines)."""
    lines = shown_lines(label)
    out = []
    for seat in range(1, len(names) + 1):
        item = seat_short(seat, names, lang)
        if item in label.text() and not any(item in line for line in lines):
            out.append((seat, lines))
    return out


def start(c, names: tuple[str, ...]) -> None:
    """Godfather–Nostradamus for ``names`` on ``c``, its roles dealt in a fixed order (the
    scenario's roles for 18 seats, sorted by id), at the intro night."""
    setup = Setup("godfather_nostradamus", names, {"cards_enabled": False})
    assert c.new_game(setup), c.last_error
    deal = sorted(p.role for p in c.state.players)
    assert c.new_game(setup, deal), c.last_error
    assert c.end_phase(), c.last_error  # the intro day: the intro night's steps now


@pytest.mark.parametrize("lang", ["fa", "en"])
def test_a_step_title_never_breaks_a_seat(qtbot, controller, lang) -> None:
    from narrator_app.ui.app import apply_language

    c, names = controller, NAMES[lang]
    start(c, names)
    try:
        w = desk_in(qtbot, c, lang)
        panel = w.night_panel
        qtbot.waitUntil(lambda: panel.rows and all(r.isVisible() for r in panel.rows),
                        timeout=2000)
        QApplication.processEvents()
        titles = [r.title for r in panel.rows if "\u2066" in r.title.text()
                  or "\u2067" in r.title.text()]
        assert titles
        wrapped = [t for t in titles if len(shown_lines(t)) > 1]
        assert wrapped, [t.text() for t in titles]  # the breaks are what counts
        for title in titles:
            assert "\u2028" not in title.text()
            assert broken_seats(title, names, lang) == [], title.text()
            assert title.height() >= title.heightForWidth(title.width())
    finally:
        apply_language(QApplication.instance(), "fa")


@pytest.mark.parametrize("lang", ["fa", "en"])
def test_a_trackers_line_never_breaks_a_seat(qtbot, controller, lang) -> None:
    from narrator_app.ui.app import apply_language

    c, names = controller, NAMES[lang]
    start(c, names)
    try:
        w = desk_in(qtbot, c, lang)
        w.side_tabs.setCurrentWidget(w.trackers)
        entries = []
        qtbot.waitUntil(lambda: bool(entries.extend(
            lab for lab in w.trackers.widget().findChildren(QLabel) if lab.isVisible())
            or entries), timeout=2000)
        QApplication.processEvents()
        listed = [e for e in entries if any(seat_short(s, names, lang) in e.text()
                                            for s in range(1, len(names) + 1))]
        assert listed
        assert any(len(shown_lines(e)) > 1 for e in listed)  # they wrap
        for entry in listed:
            assert "<br>" not in entry.text()
            assert broken_seats(entry, names, lang) == [], entry.text()
            qtbot.waitUntil(lambda e=entry: e.height() >= e.heightForWidth(e.width()),
                            timeout=2000)
    finally:
        apply_language(QApplication.instance(), "fa")
