"""A refusal is shown beside the step the narrator is on, not only in the status bar (issue
23): the night checklist's picker and the day panel each show the latest refusal of their
step, and it goes when the game moves on."""

from __future__ import annotations

from desk_driver import Table
from PySide6.QtWidgets import QApplication

from narrator_app.engine import Setup

CLASSIC_NAMES = ("Ali", "Sara", "Reza", "Maryam", "Kaveh", "Nima", "Omid", "Pari")
CLASSIC = ["godfather", "simple_mafia", "doctor", "detective", "plain_citizen",
           "plain_citizen", "plain_citizen", "plain_citizen"]


def test_a_night_refusal_is_beside_its_step_until_the_game_moves_on(qtbot, window,
                                                                    reference_game):
    c, t = reference_game, Table(qtbot, window)
    assert c.end_phase()  # the intro night: Nostradamus's prophecy
    panel = window.night_panel
    QApplication.processEvents()
    opt = panel._option
    assert opt is not None and opt.seats > 0
    bad = next(s for s, e in opt.targets.items() if e is not None)
    t.seat(bad)
    line = panel.refusal_line
    said = c.refusal(opt.targets[bad])
    assert line.isVisible() and line.text.text() == said
    assert window.statusBar().currentMessage() == said  # and in the status bar, as before
    # the picker is in view with it: the refusal sits right above «Confirm»
    assert panel.isAncestorOf(line) and line.parentWidget() is panel.confirm_button.parentWidget()
    legal = [s for s, e in panel._option.targets.items() if e is None][: panel._option.seats]
    for s in legal:
        t.seat(s)
    for side in ("city", "mafia"):
        b = panel.side_buttons[side]
        if b.isVisible() and b.isEnabled():
            t.press(f"side_{side}", panel)
            break
    t.press("confirmStep", panel)
    assert c.last_error == "" and "nostradamus" in c.state.choices
    assert not line.isVisible() and line.text.text() == ""


def test_a_day_refusal_is_beside_its_step_until_the_game_moves_on(qtbot, window, controller):
    c, t = controller, Table(qtbot, window)
    assert c.new_game(Setup("classic", CLASSIC_NAMES), CLASSIC)
    t.press("endNight", window.night_panel)  # the intro night: nothing to record
    assert c.withdraw(3), c.last_error  # seat 3 leaves the table
    day = window.day_panel
    t.seat(3)  # clicked as a nominee: refused
    line = day.refusal_line
    assert c.state.choices.get("votes") is None
    assert line.isVisible() and line.text.text() != ""
    assert line.text.text() == window.statusBar().currentMessage()
    t.seat(4)
    t.type_count(4, "5")
    t.press("confirmVotes", day)
    assert c.last_error == "" and "votes" in c.state.choices
    assert not line.isVisible() and line.text.text() == ""


def test_a_file_message_stays_in_the_status_bar(qtbot, window, controller, tmp_path):
    """«Saved: …» is news, not a refusal: the day panel does not show it in red."""
    c, t = controller, Table(qtbot, window)
    assert c.new_game(Setup("classic", CLASSIC_NAMES), CLASSIC)
    t.press("endNight", window.night_panel)
    assert c.save_to(tmp_path / "g.ravi"), c.last_error
    assert "g.ravi" in window.statusBar().currentMessage()
    assert not window.day_panel.refusal_line.isVisible()
