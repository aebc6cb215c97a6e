"""Bazpors (X100-1): a summoned player leaves the table during the day, before the
interrogation; it lapses (club_scenarios 3.6, the use spent) and the day panel says so, for
the narrator alone, once, where the interrogation's step would have been, in both
languages. The game's log (the desk's report of the game, and the replay's) lists the lapse
in its day's entry, as it lists the other narrator-only notes, for a lapse during the day and
for one at the day's start (TR99-4). The players' display never shows it."""

from __future__ import annotations

from PySide6.QtCore import Qt
from PySide6.QtWidgets import QApplication

from narrator_app.engine import Setup
from narrator_app.ui.public_window import PublicWindow

DEAL = ["mafia_boss", "nato", "charlatan", "detective", "doctor", "researcher",
        "invulnerable", "interrogator", "plain_citizen", "plain_citizen"]
NAMES = ("Ali", "Sara", "رضا", "Maryam", "Kaveh", "Nima", "Omid", "Pari", "Sima", "Bahar")
FA = "بازپرسی انجام نمی‌شود"
EN = "No interrogation today"


def _morning(c, shot: int = 10) -> None:
    """Ten seats to Day 2: seats 2 and 9 summoned on Night 1, the mafia's shot at ``shot``."""
    assert c.new_game(Setup("bazpors", NAMES), DEAL), c.last_error
    for _ in range(3):
        assert c.end_phase(), c.last_error
    assert c.step("interrogator", {"summon": [2, 9]}), c.last_error
    assert c.step("mafia", {"shot": shot}), c.last_error
    assert c.end_phase(), c.last_error
    QApplication.processEvents()


def _desk_texts(window) -> list[str]:
    """Every label's text on the day panel (visible or not: counted where shown)."""
    from narrator_app.ui.wrap_label import WrapLabel

    panel = window.day_panel
    return [w.text() for w in panel.findChildren(WrapLabel) if w.isVisibleTo(panel)]


def _log_rows(window) -> list[str]:
    model = window.log_panel.model
    return [model.data(model.index(i, 0), Qt.ItemDataRole.DisplayRole)
            for i in range(model.rowCount())]


def _shown(c, qtbot) -> str:
    pw = PublicWindow(c)
    qtbot.addWidget(pw)
    pw.show()
    return " ".join(pw.shown_texts())


def test_the_day_panel_says_the_interrogation_lapsed(window, qtbot):
    c = window.c
    _morning(c)
    box = window.day_panel.power_box
    assert box.isVisible() and not box.lapse.isVisible()  # the interrogation is due
    assert window.seat_menu.withdraw(9), c.last_error
    QApplication.processEvents()
    assert box.isVisible() and box.lapse.isVisible(), "nothing said where it would have been"
    text = box.lapse.text()
    assert FA in text and "صندلی ۹" in text and "Sima" in text and "[فقط راوی]" in text
    for w in (box.held_button, box.not_held_button, box.lottery_button, box.result):
        assert not w.isVisible()
    # once on the desk: neither the exit's notes nor the morning box repeat it
    assert sum(FA in t for t in _desk_texts(window)) == 1, _desk_texts(window)
    assert not any(FA in x for x in window.announcement.private_lines)
    assert FA not in _shown(c, qtbot) and "مصرف" not in _shown(c, qtbot)
    # the day's vote goes on: a vote's exit does not say it again
    assert c.step("votes", {1: 6}), c.last_error
    assert c.step("exit_votes", {1: 7}), c.last_error
    QApplication.processEvents()
    assert sum(FA in t for t in _desk_texts(window)) == 1, _desk_texts(window)
    assert FA not in _shown(c, qtbot)
    # taken back: the interrogation is due again, and the note goes
    for _ in range(3):
        assert c.undo(), c.last_error
    QApplication.processEvents()
    assert c.state.day.needs == "interrogation"
    assert not box.lapse.isVisible()
    assert not any(FA in t for t in _desk_texts(window))


def test_the_day_panel_in_english(en_window, qtbot):
    c = en_window.c
    _morning(c)
    assert en_window.seat_menu.withdraw(2), c.last_error
    QApplication.processEvents()
    box = en_window.day_panel.power_box
    assert box.lapse.isVisible()
    assert EN in box.lapse.text() and "Seat 2" in box.lapse.text() and "Sara" in box.lapse.text()
    assert box.title() == "Interrogation (narrator only)"
    assert sum(EN in t for t in _desk_texts(en_window)) == 1
    assert "No interrogation" not in _shown(c, qtbot)


def test_the_log_lists_a_lapse_during_the_day(window, qtbot):
    c = window.c
    _morning(c)
    assert window.seat_menu.withdraw(9), c.last_error
    QApplication.processEvents()
    rows = _log_rows(window)
    day = rows.index(next(r for r in rows if r.startswith("— ") and "۲" in r and "روز" in r))
    lapsed = [i for i, r in enumerate(rows) if "بازجویی برگزار نمی‌شود" in r]
    assert len(lapsed) == 1 and lapsed[0] > day, rows
    row = rows[lapsed[0]]
    assert "۹" in row and "Sima" in row and "احضار بازپرس" in row
    from narrator_app.ui.log_panel import PublicRole

    model = window.log_panel.model

    assert model.data(model.index(lapsed[0], 0), PublicRole) is False  # «[private]»
    # the display: the morning's promise taken back, bare (X100-11); never the log's
    # narrator-only line or the summons (Sima's withdrawal itself is public)
    shown = _shown(c, qtbot)
    assert "امروز بازجویی برگزار نمی‌شود." in shown
    assert "فقط راوی" not in shown and "احضار" not in shown


def test_the_log_lists_a_lapse_at_the_days_start(en_window, qtbot):
    c = en_window.c
    _morning(c, shot=9)
    rows = _log_rows(en_window)
    lapsed = [r for r in rows if r.startswith("[private] No interrogation today:")]
    assert len(lapsed) == 1, rows
    assert "9" in lapsed[0] and "Sima" in lapsed[0] and "the Interrogator's summons" in lapsed[0]
    assert rows.index(lapsed[0]) == len(rows) - 1 and rows[-2].startswith("— ")
    # the morning box says it; the day panel does not say it twice
    assert not en_window.day_panel.power_box.isVisible()
    assert "No interrogation" not in _shown(c, qtbot)


def test_the_replay_reads_the_lapse_with_the_withdrawal(controller, qtbot):
    """The read-only replay (the log lines each action wrote): the withdrawal's action reads
    the lapse as a «[private]» line after the exit."""
    from narrator_app.ui.replay_window import ReplayWindow

    c = controller
    _morning(c)
    assert c.step("withdraw", [9]), c.last_error
    w = ReplayWindow(c.game, "fa")
    qtbot.addWidget(w)
    w.last()
    texts = w.action_texts()
    lapsed = [t for t in texts if "بازجویی برگزار نمی‌شود" in t]
    assert len(lapsed) == 1 and lapsed[0].startswith("[محرمانه]"), texts
    assert texts.index(lapsed[0]) == len(texts) - 1
