"""A day's exits are announced in the order the players left (decision TA43-21): a step's
own exit comes before the exits it set off. A narrator's trial of Werewolf: the hunter,
voted out, shot seat 1, and seat 1's lover (seat 2) died of heartbreak; the morning box
read seat 2's exit before seat 1's."""

from __future__ import annotations

import pytest

from narrator_app.engine.simulate import random_game


@pytest.mark.parametrize("scenario", ["werewolf", "godfather_jack_sparrow", "capo"])
def test_a_days_exits_are_announced_in_the_order_they_happened(scenario):
    met = 0
    for seed in range(150):
        lo = {"werewolf": 8, "godfather_jack_sparrow": 11, "capo": 10}[scenario]
        st = random_game(scenario, lo + seed % 3, seed).state
        for r in st.records:
            left = [int(t.split(":")[1]) for t in r.announce if t.startswith("left:")]
            if r.phase != "day" or len(left) < 2:
                continue
            order = [ln.data["seat"] for ln in st.log
                     if ln.kind == "exit" and (ln.phase, ln.number) == (r.phase, r.number)]
            assert left == [s for s in order if s in left], (seed, r.announce, order)
            met += 1
    if scenario == "werewolf":
        assert met  # the games met days with several exits (the hunter, the lovers)
