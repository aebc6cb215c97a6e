"""Mafia Nights' Day 1 played as an intro day only (``mafia_nights_day1 = intro_only``, A74)
holds no vote: the engine refuses it, and the day panel showed the vote box and took a
clicked seat as a nominee of a vote that was not there. The panel now reads the engine's
``day_has_vote`` (Z103-1); the same game's normal Day 1 keeps its vote."""

from __future__ import annotations

from narrator_app.engine import Setup

DEAL = ["godfather", "joker", "dr_lecter", "simple_mafia", "pickpocket", "mayor",
        "die_hard", "leon", "detective", "psychiatrist", "doctor", "plain_citizen"]


def _day_one(c, rule: str) -> None:
    assert c.new_game(Setup("mafia_nights", tuple(f"P{i}" for i in range(1, 13)),
                            {"mafia_nights_day1": rule}), DEAL)
    assert c.end_phase()  # the intro night
    assert (c.state.phase, c.state.number) == ("day", 1)


def test_an_intro_only_day_one_shows_no_vote(window, controller, table):
    _day_one(controller, "intro_only")
    panel = window.day_panel
    assert not panel.vote_box.isVisible()
    assert panel.ring_targets() == (None, [])
    table.seat(3)  # a click on the ring nominates nobody
    assert not panel.nominees
    assert "votes" not in controller.state.choices


def test_a_normal_day_one_keeps_its_vote(window, controller, table):
    _day_one(controller, "normal_day")
    panel = window.day_panel
    assert panel.vote_box.isVisible()
    table.seat(3)
    assert list(panel.nominees) == [3]



def test_an_intro_only_day_one_says_so(window, controller):
    """The day panel was blank on that day once its vote box went (Z103-20): its own line
    says it is introductions only, from the engine's ``intro_only_day``."""
    _day_one(controller, "intro_only")
    note = window.day_panel.intro_note
    assert note.isVisible()
    assert note.text() == "امروز فقط معارفه است: رأی‌گیری نیست."


def test_an_intro_only_day_one_says_so_in_english(en_window, controller):
    _day_one(controller, "intro_only")
    note = en_window.day_panel.intro_note
    assert note.isVisible()
    assert note.text() == "Introductions only today: no vote."


def test_a_normal_day_one_has_no_intro_line(window, controller):
    _day_one(controller, "normal_day")
    assert not window.day_panel.intro_note.isVisible()
