"""The day panel chose which sections a day shows by its own reckoning of a chaos day
(«"chaos" in steps or choices», ``DayExtras.chaos_day``); it reads the engine's answer,
``chaos_today`` (rules_spec 3.3.5, A62: the handshake is the day's one step; Z104-2)."""

from __future__ import annotations

import narrator_app.engine as engine
from narrator_app.engine import Setup, chaos_today
from narrator_app.ui.day_extras import DayExtras


def test_the_day_panel_reads_the_engines_answer(window, controller, monkeypatch) -> None:
    """On the reference deal's Day 1 the vote is in front; were the engine to say the day
    is a chaos day, the panel would show no section of the vote and take no vote on the
    ring: the answer is the engine's alone."""
    from desk_driver import NAMES, REFERENCE

    c = controller
    deal = [*REFERENCE[:10], "sherlock_holmes"]
    assert c.new_game(Setup("godfather_sherlock", NAMES, {"cards_enabled": False}), deal)
    assert c.end_phase() and c.end_phase(), c.last_error  # intro day, intro night
    assert (c.state.phase, c.state.number) == ("day", 1)
    panel = window.day_panel
    assert not chaos_today(c.state)
    assert "votes" in panel.sections() and panel._mode() == "votes"
    monkeypatch.setattr(engine, "chaos_today", lambda st: st.phase == "day")
    assert panel.sections() == [] and panel._mode() is None
    assert not hasattr(DayExtras, "chaos_day")  # no second body of the rule


def test_the_chaos_day_shows_the_handshake_alone(window, controller) -> None:
    """Sherlock's chaos day (three left: Godfather, a citizen, Sherlock) shows the
    handshake and no vote, as the engine says."""
    from desk_driver import NAMES, REFERENCE

    c = controller
    deal = [*REFERENCE[:10], "sherlock_holmes"]
    assert c.new_game(Setup("godfather_sherlock", NAMES, {"cards_enabled": False}), deal)
    for s in range(2, 9):  # seven players leave the table on the intro day
        assert c.withdraw(s), c.last_error
    assert c.end_phase() and c.end_phase(), c.last_error  # intro day, intro night
    assert c.step("votes", {9: 3}) and c.step("exit_votes", {9: 3}), c.last_error
    assert c.end_phase(), c.last_error
    while c.state.phase != "day":  # night 1: nobody acts
        assert c.end_phase(), c.last_error
    assert chaos_today(c.state)
    panel = window.day_panel
    assert panel.sections() == [] and panel._mode() is None
    assert panel.extras.chaos_box.isVisible() and not panel.vote_box.isVisible()
