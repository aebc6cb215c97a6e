"""Namayande: the Don's treason vote (club_scenarios 4.6) moves the count of the day after
the night it is chosen. At the next night the trackers read «رأی خیانت: هیچ‌کس» until the
team's step names tonight's vote (they read last night's, already counted, while the team
was choosing: a narrator took it for tonight's vote); once the step is confirmed, tonight's.
"""

from __future__ import annotations

from tests.ui.test_namayande_ui import accuse_and_vote, night_one, pytestmark  # noqa: F401


def don_line(window) -> str:
    return next(text for who, text in window.trackers.rows() if "دن مافیا" in who)


def test_the_don_s_tracker_waits_for_tonight_s_treason_vote(window, controller, table):
    c, t, panel = controller, table, window.night_panel
    night_one(c, t, (4, 5))
    t.night("hacker", "none")
    t.press("option_shot", panel)
    t.seat(9)
    t.press("treason_2_1", panel)
    assert don_line(window) == "رأی خیانت: هیچ‌کس"  # chosen, not yet confirmed
    t.press("confirmStep", panel)
    assert don_line(window) == "رأی خیانت: نماینده ۲، بالا (+۱)"
    while c.choices().current is not None:
        t.night(c.choices().current.key, "none")
    t.press("endNight", panel)
    assert don_line(window) == "رأی خیانت: نماینده ۲، بالا (+۱)"  # Day 2: it counts today
    accuse_and_vote(t, 3, 6, 6, 4)  # 4 + 1 on representative 2's accused: out
    assert not c.state.player(6).alive
    t.press("endDay")
    assert (c.state.phase, c.state.number) == ("night", 2)
    t.night("hacker", "none")
    assert c.choices().current.key == "mafia"
    assert don_line(window) == "رأی خیانت: هیچ‌کس"  # last night's was counted on Day 2
    t.press("option_shot", panel)
    t.seat(10)
    t.press("treason_2_-1", panel)
    t.press("confirmStep", panel)
    assert don_line(window) == "رأی خیانت: نماینده ۲، پایین (−۱)"
