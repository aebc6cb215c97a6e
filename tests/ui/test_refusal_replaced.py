"""A refusal goes once the choice it refused is replaced (a narrator's trial, Werewolf's
wolves: a teammate clicked and refused in red, then seat 1 picked, and the red line stayed
under «Chosen: 1 (Ali)»; decisions LY110-1). Every picker that shows one: the night's steps,
the day's votes, the defence (exit) vote, a last-move card, the day's gun and procedure
picks; the status bar's copy with it. A file's news in the status bar is not a refusal and
stays."""

from __future__ import annotations

import pytest
from desk_driver import Table
from PySide6.QtWidgets import QApplication

from narrator_app.engine import Setup

pytestmark = pytest.mark.qt_log_ignore(r"This plugin does not support raise\(\)", extend=True)

WEREWOLF = ["werewolf", "werewolf", "seer", "protector", "witch", "hunter", "cupid",
            "villager", "villager", "villager"]
WEREWOLF_NAMES = ("Ali", "Sara", "Reza", "Maryam", "Kaveh", "Nima", "Omid", "Pari", "Leila",
                  "Babak")
CLASSIC = ["godfather", "simple_mafia", "doctor", "detective", "plain_citizen",
           "plain_citizen", "plain_citizen", "plain_citizen"]
CLASSIC_NAMES = ("Ali", "Sara", "Reza", "Maryam", "Kaveh", "Nima", "Omid", "Pari")
GN = ["godfather", "saul_goodman", "matador", "dr_watson", "leon", "citizen_kane",
      "constantine", "plain_citizen", "plain_citizen", "plain_citizen", "nostradamus"]
GN_NAMES = ("Ali", "Sara", "Reza", "Maryam", "Leon", "Kaveh", "Nima", "Omid", "Pari", "Hadi",
            "Nasim")


def shown(line) -> str:
    """The text an :class:`ErrorLine` shows ("" when hidden)."""
    QApplication.processEvents()
    return line.text.text() if line.isVisible() else ""


def test_a_refused_seat_then_a_legal_one_at_night(qtbot, window, controller):
    """The trial's case: the wolves click their teammate (refused), then a villager."""
    c, t, panel = controller, Table(qtbot, window), window.night_panel
    assert c.new_game(Setup("werewolf", WEREWOLF_NAMES), WEREWOLF)
    t.night("cupid", "lovers", 8, 9)
    t.night("protector", "protect", 3)
    assert c.choices().current.key == "mafia"  # the wolves
    t.press("option_shot", panel)
    opt = panel._option
    assert opt is not None and opt.seats == 1
    said = c.refusal(opt.targets[2])  # seat 2 is the other wolf
    t.seat(2)
    assert shown(panel.refusal_line) == said
    assert window.statusBar().currentMessage() == said
    t.seat(8)
    assert panel._picked == [8]
    assert shown(panel.refusal_line) == ""
    assert window.statusBar().currentMessage() == ""
    # a refused seat after the legal pick is said again, beside the pick it did not replace
    t.seat(1)
    assert shown(panel.refusal_line) == c.refusal(opt.targets[1])
    assert panel._picked == [8]


def test_a_refused_nominee_then_another_by_day(qtbot, window, controller):
    c, t = controller, Table(qtbot, window)
    assert c.new_game(Setup("classic", CLASSIC_NAMES), CLASSIC)
    t.press("endNight", window.night_panel)  # the intro night
    assert c.withdraw(3), c.last_error
    day = window.day_panel
    t.seat(3)  # he left the table: refused
    assert shown(day.refusal_line) != ""
    t.seat(4)
    assert shown(day.refusal_line) == ""
    assert window.statusBar().currentMessage() == ""


def test_refused_counts_then_others_in_the_votes_and_the_defence(qtbot, window, controller):
    c, t = controller, Table(qtbot, window)
    assert c.new_game(Setup("classic", CLASSIC_NAMES), CLASSIC)
    t.press("endNight", window.night_panel)
    day = window.day_panel
    t.seat(4)
    t.press("confirmVotes", day)  # no count typed: refused in the vote's box
    said = shown(day.votes_error)
    assert said != "" and window.statusBar().currentMessage() == said
    t.type_count(4, "5")
    assert shown(day.votes_error) == ""
    assert window.statusBar().currentMessage() == ""
    t.type_count(4, "99")  # more votes than players: the engine's refusal
    t.press("confirmVotes", day)
    assert "votes" not in c.state.choices
    said = shown(day.votes_error)
    assert said == c.last_error != ""
    t.seat(5)  # another nominee: the counts refused are not the vote now
    assert shown(day.votes_error) == ""
    t.seat(5)  # and taken away again
    t.press("confirmVotes", day)
    assert shown(day.votes_error) == c.last_error != ""
    t.type_count(4, "5")
    t.press("confirmVotes", day)
    assert c.last_error == "" and c.state.day.defense == [4]
    # the defence: a count over the voters refused, then another typed
    t.type_count(4, "99", "exit_count")
    t.press("confirmExitVotes", day)
    said = shown(day.exit_error)
    assert said == c.last_error != "" and "exit_votes" not in c.state.choices
    assert window.statusBar().currentMessage() == said
    t.type_count(4, "2", "exit_count")
    assert shown(day.exit_error) == ""
    assert window.statusBar().currentMessage() == ""


def test_a_refused_card_pick_then_a_legal_one(qtbot, window, controller):
    """Silence of the lambs: the leaver clicked (refused: not himself), then another."""
    c, t = controller, Table(qtbot, window)
    assert c.new_game(Setup("godfather_nostradamus", GN_NAMES, {}), GN)
    assert c.end_phase()
    assert c.step("nostradamus", {"pick": [2, 8, 9], "side": "city"})
    assert c.end_phase()
    assert c.step("votes", {9: 7}) and c.step("exit_votes", {9: 7}), c.last_error
    t.press("card_silence_of_the_lambs")
    day = window.day_panel
    t.seat(9)
    said = shown(day.refusal_line)
    assert said != "" and window.statusBar().currentMessage() == said
    t.seat(4)
    assert window.ring.picked() == [4]
    assert shown(day.refusal_line) == ""
    assert window.statusBar().currentMessage() == ""


def test_a_files_news_stays_when_a_choice_is_replaced(qtbot, window, controller, tmp_path):
    c, t = controller, Table(qtbot, window)
    assert c.new_game(Setup("classic", CLASSIC_NAMES), CLASSIC)
    t.press("endNight", window.night_panel)
    assert c.save_to(tmp_path / "g.ravi"), c.last_error
    news = window.statusBar().currentMessage()
    assert "g.ravi" in news
    t.seat(4)  # a nominee: a choice, no refusal to withdraw
    assert window.statusBar().currentMessage() == news


ZODIAC = ["al_capone", "bomber", "magician", "guard", "ocean", "gunner", "leon", "detective",
          "doctor", "plain_citizen", "plain_citizen", "zodiac"]
NAMAYANDE = ["don", "rebel", "hacker", "guide", "doctor", "miner", "bodyguard", "lawyer",
             "plain_citizen", "plain_citizen"]


def test_a_refused_gun_pick_then_a_legal_one(qtbot, window, controller):
    """The day's guns (Zodiac): a seat with no gun clicked as the shooter (refused), then
    the holder; the holder at himself (refused), then his target."""
    c, t = controller, Table(qtbot, window)
    assert c.new_game(Setup("zodiac", tuple(f"P{i}" for i in range(1, 13))), ZODIAC)
    while (c.state.phase, c.state.number) != ("night", 1):
        assert c.end_phase(), c.last_error
    assert c.step("gunner", {"give": {11: "war"}}), c.last_error
    assert c.end_phase(), c.last_error
    day, extras = window.day_panel, window.day_panel.extras
    t.press("fireGun")
    t.seat(1)  # no gun in his hands
    said = shown(day.refusal_line)
    assert said != "" and window.statusBar().currentMessage() == said
    t.seat(11)
    assert extras._picked == [11]
    assert shown(day.refusal_line) == ""
    assert window.statusBar().currentMessage() == ""
    t.seat(11)  # at himself
    assert shown(day.refusal_line) != "" and extras._picked == [11]
    t.seat(2)
    assert extras._picked == [11, 2]
    assert shown(day.refusal_line) == ""
    assert window.statusBar().currentMessage() == ""


def test_a_refused_procedure_pick_then_a_legal_one(qtbot, window, controller):
    """The day's procedure (Namayande's election of the representatives): a seat that left
    the table clicked (refused), then a player; the same player again (refused), then
    another."""
    c, t = controller, Table(qtbot, window)
    assert c.new_game(Setup("namayande", tuple(f"P{i}" for i in range(1, 11))), NAMAYANDE)
    t.press("endDay")  # the intro day
    t.press("endNight", window.night_panel)
    assert c.state.phase == "day" and c.withdraw(3), c.last_error
    day, box = window.day_panel, window.day_panel.procedure
    assert box.isVisible()
    t.seat(3)  # he left the table
    said = shown(day.refusal_line)
    assert said != "" and window.statusBar().currentMessage() == said and box.picked == []
    t.seat(4)
    assert box.picked == [4]
    assert shown(day.refusal_line) == ""
    assert window.statusBar().currentMessage() == ""
    t.seat(4)  # not twice
    assert shown(day.refusal_line) != "" and box.picked == [4]
    t.seat(5)
    assert box.picked == [4, 5]
    assert shown(day.refusal_line) == ""
    assert window.statusBar().currentMessage() == ""
