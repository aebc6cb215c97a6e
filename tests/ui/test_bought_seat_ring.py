"""Godfather–Nostradamus: the player Saul Goodman buys is woken that same night and told he
is now simple mafia (rules_spec 3.1.3: he meets the team «from that night»; S2:L79). The
narrator's ring, the trackers and the seat's role card (F2) read his new card from the
team's confirmed step on; they read «plain citizen» until the morning (the window showed
the card held, which changes only at the night's resolution). The engine says which card a
seat shows (``engine.seat_roles``)."""

from __future__ import annotations

import pytest

from narrator_app.engine import Setup

pytestmark = pytest.mark.qt_log_ignore(r"This plugin does not support", extend=True)

REFERENCE_GF = ["godfather", "saul_goodman", "matador", "dr_watson", "leon", "citizen_kane",
                "constantine", "plain_citizen", "plain_citizen", "plain_citizen",
                "nostradamus"]
CITIZEN, MAFIA = "شهروند ساده", "مافیای ساده"


def seat_role(window, seat: int) -> str:
    return next(v.role for v in window.ring._seats if v.seat == seat)


def tracker_line(window, role: str) -> str:
    return next((text for who, text in window.trackers.rows() if who == role), "")


def at_night_one(c) -> None:
    """Day 1 votes the Matador out (a mafia exit opens the purchase, S0:L10): Night 1."""
    names = tuple(f"P{i}" for i in range(1, 12))
    assert c.new_game(Setup("godfather_nostradamus", names, {"cards_enabled": False}),
                      REFERENCE_GF)
    assert c.end_phase()
    assert c.step("nostradamus", {"pick": [2, 8, 9], "side": "city"}) and c.end_phase()
    assert c.step("votes", {3: 7}) and c.step("exit_votes", {3: 7}) and c.end_phase()
    assert c.state.phase == "night", c.last_error


def test_the_bought_seat_reads_simple_mafia_from_the_team_s_step(window, controller, table):
    c, t = controller, table
    at_night_one(c)
    assert seat_role(window, 9) == CITIZEN
    t.night("mafia", "buy", 9)
    assert c.state.player(9).role == "plain_citizen"  # his card changes at the resolution
    assert seat_role(window, 9) == MAFIA
    assert "P9" in tracker_line(window, MAFIA) and "P9" not in tracker_line(window, CITIZEN)
    assert MAFIA in window.extras.show_role(9).text.toPlainText()
    # the rest of the night and the morning: still simple mafia, now his card
    while c.choices().current is not None:
        t.night(c.choices().current.key, "none")
    t.press("endNight", window.night_panel)
    assert c.state.phase == "day" and c.state.player(9).role == "simple_mafia"
    assert seat_role(window, 9) == MAFIA


def test_a_failed_purchase_changes_no_seat(window, controller, table):
    """Saul buys Kane (not a plain citizen): the purchase fails (rules_spec 3.1.4 step 2),
    nothing changes on the ring."""
    c, t = controller, table
    at_night_one(c)
    t.night("mafia", "buy", 6)
    assert seat_role(window, 6) == "همشهری کین"
    assert "P6" not in tracker_line(window, MAFIA)
