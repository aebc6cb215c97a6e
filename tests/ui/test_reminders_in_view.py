"""The reminders said before a step's call (Werewolf's lovers after cupid, the purchase's
announcement and the bought player's call after the team) are in view with the «Now» row
when both fit: a narrator following the «Now» row passed them unread, scrolled out above it
(a narrator's trial, CF80-56)."""

from __future__ import annotations

from PySide6.QtWidgets import QApplication

from narrator_app.engine import Setup
from narrator_app.engine.scenario import load_scenario


def _in_view(panel, row) -> bool:
    view = panel.scroll_area.viewport()
    top = row.mapTo(view, row.rect().topLeft()).y()
    return 0 <= top and top + row.height() <= view.height() + 1


def test_the_lovers_reminder_is_in_view_with_the_protector_s_call(qtbot, en_window):
    w = en_window
    c = w.c
    deal = list(load_scenario("werewolf").roster_for(18, "allow_reference_rosters"))
    assert c.new_game(Setup("werewolf", tuple(f"P{i}" for i in range(1, 19))), deal)
    lovers = [s for s, r in enumerate(deal, 1) if r not in ("cupid",)][:2]
    assert c.step("cupid", {"lovers": lovers}), c.last_error
    panel = w.night_panel
    qtbot.waitUntil(lambda: any(r.state_name == "current" for r in panel.rows), timeout=2000)
    current = next(r for r in panel.rows if r.state_name == "current")
    reminder = panel.rows[panel.rows.index(current) - 1]
    assert (current.key, reminder.key, reminder.state_name) == ("protector", "lovers",
                                                                 "reminder")
    QApplication.processEvents()  # the new rows laid out and shown
    bar = panel.scroll_area.verticalScrollBar()
    # the narrator had scrolled the checklist down: the reminder above the view
    bar.setValue(reminder.mapTo(panel.list_host, reminder.rect().topLeft()).y()
                 + reminder.height())
    assert not _in_view(panel, reminder) and _in_view(panel, current)
    panel._show_current()
    QApplication.processEvents()
    assert _in_view(panel, current) and _in_view(panel, reminder)
