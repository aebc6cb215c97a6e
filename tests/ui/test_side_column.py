"""The side column holds still and shows enough (a new narrator's trial at 1366×768: the log
showed 2–3 lines and the trackers about 4, and the timer box changed height between phases so
both jumped).

Walked on the 13-player Godfather–Nostradamus table in Persian and English, at 1366×768 and
1280×720, through day 1 (before a round, a talk round running, a challenge after «time is
up», the defense speeches) and night 1: the timer keeps one height through the whole day;
the trackers and the log (two tabs of one box, decisions T30) each show at least 6 lines at
1366×768 and at least 3 at 1280×720, and the same box stays in place by day.
"""

from __future__ import annotations

import pytest
from PySide6.QtWidgets import QApplication, QLabel

from narrator_app.engine import Setup

pytestmark = pytest.mark.qt_log_ignore(r"This plugin does not support", extend=True)

ROLES = ["constantine", "dr_watson", "plain_citizen", "matador", "citizen_kane", "saul_goodman",
         "nostradamus", "leon", "plain_citizen", "plain_citizen", "plain_citizen", "godfather",
         "plain_citizen"]
NAMES = {"fa": ["علی", "سارا", "رضا", "مریم", "حمید", "کاوه", "نیما", "امید", "پری", "هادی",
                "نسیم", "بهرام", "ژیلا"],
         "en": ["Ali", "Sara", "Mohammadreza", "Maryam", "Hamid", "Kaveh", "Nima", "Omid",
                "Pari", "Hadi", "Seyed Alireza", "Bahram", "Jila"]}
SIZES = ((1366, 768, "fa", 6), (1366, 768, "en", 6), (1280, 720, "fa", 3), (1280, 720, "en", 3))


def settle() -> None:
    for _ in range(5):
        QApplication.processEvents()


def tracker_lines(w) -> int:
    """Lines of the trackers' text the box shows whole (its labels' line height)."""
    t = w.trackers
    label = next(iter(t.widget().findChildren(QLabel)), None)
    line = (label or t).fontMetrics().lineSpacing() + t.lay.spacing()
    return t.viewport().height() // line


def log_lines(w) -> int:
    """One-line entries the log shows whole (the height of one entry of one line)."""
    view = w.log_panel.view
    row = view.sizeHintForRow(0) if view.model().rowCount() else view.fontMetrics().height()
    return view.viewport().height() // max(row, view.fontMetrics().lineSpacing())


def show(w, panel) -> None:
    """Bring ``panel`` (the trackers or the log) to the front: its tab."""
    tabs = getattr(w, "side_tabs", None)
    if tabs is not None:
        tabs.setCurrentWidget(panel)
    settle()


@pytest.fixture
def desk(qtbot, controller, request):
    from narrator_app.ui.app import apply_language
    from narrator_app.ui.main_window import MainWindow

    width, height, lang, least = request.param
    app = QApplication.instance()
    apply_language(app, lang)
    controller.lang = lang
    w = MainWindow(controller)
    qtbot.addWidget(w)
    w.resize(width, height)
    w.show()
    qtbot.waitExposed(w)
    yield w, least
    apply_language(app, "fa")


@pytest.mark.parametrize("desk", SIZES, indirect=True,
                         ids=[f"{w}x{h}-{lang}" for w, h, lang, _ in SIZES])
def test_the_side_column_holds_still_and_shows_six_lines(desk):
    w, least = desk
    c, timer = w.c, w.timer_panel
    names = NAMES[c.lang]
    assert c.new_game(Setup("godfather_nostradamus", names, {"cards_enabled": True}), ROLES)
    assert c.end_phase()
    assert c.step("nostradamus", {"pick": [3, 9, 12], "side": "city"}), c.last_error
    assert c.end_phase() and c.state.phase == "day", c.last_error
    now = [1000.0]
    timer.clock = lambda: now[0]
    timer.sound = lambda: None
    seen: dict[str, tuple[int, int, int]] = {}

    def look(what: str) -> None:
        w.refresh()
        settle()
        show(w, w.trackers)
        trackers = tracker_lines(w)
        show(w, w.log_panel)
        log = log_lines(w)
        show(w, w.trackers)
        assert trackers >= least, (what, trackers)
        assert log >= least, (what, log)
        box = w.trackers.parentWidget()
        seen[what] = (timer.height() if timer.isVisible() else 0,
                      box.mapTo(w, box.rect().topLeft()).y(), w.trackers.height())

    look("day 1")
    timer.start_round("talk", 1)
    timer.toggle()
    look("talk round running")
    timer.challenger_combo.setCurrentIndex(1)
    timer.challenge()
    now[0] += 10_000
    timer.tick()
    look("challenge, time is up")
    assert c.step("votes", {3: c.state.day.threshold, 9: c.state.day.threshold})
    timer.start_round("defense")
    look("defense speeches")
    days = {v for k, v in seen.items()}
    assert len(days) == 1, seen  # the timer, and the box under it, never move by day
    assert c.step("exit_votes", {3: 6, 9: 5}) and c.step("card", {"draw": "identity_reveal"})
    assert c.end_phase() and c.state.phase == "night", c.last_error
    look("night 1")  # no timer at night: the box takes the column
    assert seen["night 1"][2] > seen["day 1"][2]
    assert timer.isHidden() or not timer.isVisible()
