"""The morning reads the sixth sense's slaughter after the night's other exits (decision
Z107-1). A narrator's trial (Godfather–Nostradamus 18, day 4) heard «… سلاخی شد.» before
«سارا از بازی خارج شد.»: rules_spec 3.1.5 lists the exits from shots, backfire and
sacrifice (item 2) before the slaughter (item 3)."""

from __future__ import annotations

from tests.engine.helpers import at_day_one, play


def test_the_slaughter_is_read_after_a_lower_seat_s_backfire():
    g = at_day_one()
    play(g, "day")
    # the sixth sense names Dr Watson (seat 4) right; Leon (seat 5) shoots a citizen and
    # leaves by his backfire: his exit (item 2) is read first, though his seat is higher
    play(g, "night", {"mafia": {"sixth_sense": {"seat": 4, "role": "dr_watson"}},
                      "leon": {"shoot": 8}})
    rec = g.state.records[-1]
    assert rec.phase == "night"
    assert list(rec.announce) == ["left:5", "slaughtered:4"]


def test_exits_keep_their_seat_order_before_the_slaughter():
    g = at_day_one()
    play(g, "day")
    # Leon shoots Saul (seat 2, mafia), the sixth sense names Constantine (seat 7) right
    play(g, "night", {"mafia": {"sixth_sense": {"seat": 7, "role": "constantine"}},
                      "leon": {"shoot": 2}})
    assert list(g.state.records[-1].announce) == ["left:2", "slaughtered:7"]
