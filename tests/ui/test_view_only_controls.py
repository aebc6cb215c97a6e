"""A game that cannot be acted on — open to view only, or in a second window while another
Ravi holds the data folder — shows the controls that record something disabled, with the
reason on the phase's end button. They looked enabled, and a click was refused in three
places at once (a narrator's trial); the engine's refusal stays (``test_files_app``)."""

from __future__ import annotations

from desk_driver import REFERENCE, reference_setup, to_day_one
from PySide6.QtWidgets import QApplication, QPushButton


def _to_night_one(table) -> None:
    """Day 1 with no exit, then the mafia's shot of night 1."""
    to_day_one(table)
    table.press("endDay")
    table.night("mafia", "shot", 8)
    assert (table.c.state.phase, table.c.state.number) == ("night", 1)


def _view_only(table) -> None:
    table.c.viewing_only = True  # as the controller opens another history of a game
    table.c.changed.emit()
    QApplication.processEvents()  # new widgets in a shown layout are shown (queued)


def _shown(panel, prefix: str) -> list[QPushButton]:
    return [b for b in panel.findChildren(QPushButton)
            if b.objectName().startswith(prefix) and b.isVisibleTo(panel)]


def test_the_night_checklist_records_nothing_in_view_only(table):
    _to_night_one(table)
    w, c = table.w, table.c
    panel = w.night_panel
    pick = next(b for b in _shown(panel, "option_")  # the step now: an option on seats
                if b.isEnabled() and b.objectName() != "option_none")
    table.press(pick.objectName(), panel)
    assert _shown(panel, "change_") and any(b.isEnabled() for b in _shown(panel, "option_"))
    targets, _ = panel.ring_targets()
    assert targets  # the ring takes a pick while the game is played
    _view_only(table)
    assert not _shown(panel, "change_")  # no «Change» on a recorded step
    assert _shown(panel, "option_") and not any(b.isEnabled() for b in _shown(panel, "option_"))
    assert not panel.confirm_button.isEnabled()
    assert not panel.end_button.isEnabled()
    assert panel.end_button.toolTip() and c.read_only_text() in panel.end_button.toolTip()
    assert panel.ring_targets() == (None, [])
    assert w.ring.targets() in (None, {})
    assert not any(b.isChecked() for b in _shown(panel, "option_"))  # nothing chosen
    table.seat(14)  # a click on the table picks nothing; the reason is said once
    assert panel._picked == [] and not panel.picked_label.text()
    assert w.statusBar().currentMessage() == c.read_only_text()


def test_the_day_records_nothing_in_view_only(table):
    c, t = table.c, table
    assert c.new_game(reference_setup(), REFERENCE)
    day = t.w.day_panel
    assert day.end_button.isEnabled() and t.w.redeal_action.isEnabled()
    _view_only(table)
    assert not day.end_button.isEnabled()
    assert c.read_only_text() in day.end_button.toolTip()
    assert not any(b.isEnabled() for b in day.findChildren(QPushButton)
                   if b.isVisibleTo(day) and b.objectName() in (
                       "exitVotes", "lottery", "votesButton", "endDay"))
    assert day.ring_targets() == (None, [])
    assert not table.w.redeal_action.isEnabled()  # «Correct the deal…» changes the game
    table.seat(5)  # a click on the table nominates nobody (a row was made before)
    QApplication.processEvents()
    assert day.nominees == {}
    assert not c.end_phase() and c.last_code == "read_only_game"  # the engine still refuses
