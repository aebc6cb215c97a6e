"""A narrator's trial (Bazpors, 12 players, TR99-4): the interrogator summoned seats 1 and 3
on Night 1 and the team's trade gave up seat 1; Day 2 had no interrogation step and nothing
on the desk said why. The morning box's narrator-only notes say it (the interrogation lapses,
the use spent: club_scenarios 3.6); the players' display never shows it."""

from __future__ import annotations

from PySide6.QtWidgets import QApplication

from narrator_app.engine import Setup
from narrator_app.ui.public_window import PublicWindow

DEAL = ["mafia_boss", "nato", "charlatan", "detective", "doctor", "researcher",
        "invulnerable", "interrogator", "plain_citizen", "plain_citizen"]
NAMES = ("Ali", "Sara", "رضا", "Maryam", "Kaveh", "Nima", "Omid", "Pari", "Sima", "Bahar")


def _lapsed(c) -> None:
    """Ten seats to Day 2: seats 2 and 9 summoned on Night 1, the mafia's shot at 9."""
    assert c.new_game(Setup("bazpors", NAMES), DEAL), c.last_error
    for _ in range(3):
        assert c.end_phase(), c.last_error
    assert c.step("interrogator", {"summon": [2, 9]}), c.last_error
    assert c.step("mafia", {"shot": 9}), c.last_error
    assert c.end_phase(), c.last_error
    QApplication.processEvents()


def test_the_morning_box_says_why_there_is_no_interrogation(window, qtbot):
    c = window.c
    _lapsed(c)
    assert (c.state.phase, c.state.number) == ("day", 2)
    box = window.announcement
    notes = [x for x in box.private_lines if "بازپرسی انجام نمی‌شود" in x]
    assert len(notes) == 1, box.private_lines
    assert "صندلی ۹" in notes[0] and "Sima" in notes[0] and "بازپرس" in notes[0]
    assert box.private.isVisible() and notes[0] in box.private.text()
    pw = PublicWindow(c)
    qtbot.addWidget(pw)
    pw.show()
    shown = " ".join(pw.shown_texts())
    assert "بازپرسی انجام نمی‌شود" not in shown and "مصرف" not in shown, shown


def test_the_note_in_english(en_window, qtbot):
    c = en_window.c
    _lapsed(c)
    box = en_window.announcement
    notes = [x for x in box.private_lines if "No interrogation today" in x]
    assert len(notes) == 1, box.private_lines
    assert "Seat 9" in notes[0] and "Sima" in notes[0]
    pw = PublicWindow(c)
    qtbot.addWidget(pw)
    pw.show()
    assert "No interrogation" not in " ".join(pw.shown_texts())


def test_the_summons_is_marked_on_the_two_seats_at_night(window, qtbot):
    c = window.c
    assert c.new_game(Setup("bazpors", NAMES), DEAL), c.last_error
    for _ in range(3):
        assert c.end_phase(), c.last_error
    assert c.step("interrogator", {"summon": [2, 9]}), c.last_error
    QApplication.processEvents()
    assert "احضار" in window.ring.seat_texts(2), window.ring.seat_texts(2)
    assert "احضار" in window.ring.seat_texts(9)
    assert "احضار" not in window.ring.seat_texts(3)
    pw = PublicWindow(c)
    qtbot.addWidget(pw)
    pw.show()
    assert "احضار" not in " ".join(pw.shown_texts())
    assert c.end_phase(), c.last_error  # the morning: a day has no night mark
    QApplication.processEvents()
    assert "احضار" not in window.ring.seat_texts(2)
