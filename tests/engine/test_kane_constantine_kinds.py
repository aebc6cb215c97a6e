"""Citizen Kane and Constantine are kinds registered from their own modules (issue 21,
decisions KC21-1..4): their entries, their place on the trackers panel, and the hooks they
brought (``Kind.panel_rank``, ``table.HALF_DEAD_KEPT``)."""

from __future__ import annotations

from dataclasses import replace

from narrator_app.engine.abilities import (
    KINDS,
    Kind,
    citizen_kane,
    constantine,
    register,
    tracker_rank,
    trackers_of,
    unregister,
)
from narrator_app.engine.abilities.registry import PANEL_LAST, RETIRED_KINDS
from narrator_app.engine.night import NIGHT_STAGES
from narrator_app.engine.table import HALF_DEAD_KEPT


def test_each_kind_is_its_modules() -> None:
    kane, con = KINDS[citizen_kane.NAME], KINDS[constantine.NAME]
    assert kane is citizen_kane.KANE and con is constantine.CONSTANTINE
    assert (kane.action, kane.token, kane.uses) == ("inquire", "inquired", ("coupons", "count"))
    assert (con.action, con.token, con.uses) == ("revive", "revive", ("revive_used", "flag"))
    # Kane acts after step 8's stage (his shot) and after his own (the inquiry)
    assert (kane.stage, kane.stages, kane.whole_night) == ("inquiry", ("sacrifice",), True)
    assert con.stage == "revive" and con.no_target_detail == "no_target_revive"
    assert kane.shape is not None and con.shape is not None  # their values' shapes
    assert constantine._half_dead_kept in HALF_DEAD_KEPT
    # the stages they took over run nothing of their own any more
    stages = dict(NIGHT_STAGES)
    assert stages["inquiry"] is stages["revive"] is stages["convert"]


def test_trackers_panel_keeps_their_place() -> None:
    """Leon's shoot, then Kane, then Constantine, then Nostradamus (LN5's order), with no
    other kind (a retired one too) between them."""
    ranks = [tracker_rank(k) for k in ("shoot", citizen_kane.NAME, constantine.NAME,
                                       "nostradamus")]
    assert ranks == sorted(set(ranks))
    between = [k for k in (*KINDS, *RETIRED_KINDS) if ranks[0] < tracker_rank(k) < ranks[-1]]
    assert sorted(between) == sorted((citizen_kane.NAME, constantine.NAME))
    assert trackers_of(citizen_kane.NAME) == (("coupons", "count"),)
    assert trackers_of(constantine.NAME) == (("revive_used", "used"),)


def test_a_kind_placed_by_its_rank_and_taken_off() -> None:
    """A registered kind's cards come where its ``panel_rank`` puts them; once taken off
    (or without a rank), after every kind that has one."""
    rank = tracker_rank(constantine.NAME) + 5
    toy = Kind("a toy kind with a tracker", name="toy_tally", check=lambda *a: None,
               trackers=(("tally", "count"),), panel_rank=rank)
    register(toy)
    try:
        assert tracker_rank(constantine.NAME) < tracker_rank("toy_tally") < tracker_rank(
            "nostradamus")
    finally:
        unregister("toy_tally")
    assert tracker_rank("toy_tally") == PANEL_LAST > tracker_rank("gunner")
    register(replace(toy, panel_rank=None))
    try:
        assert tracker_rank("toy_tally") == PANEL_LAST
    finally:
        unregister("toy_tally")
