"""The Don's treason vote offered at the team step (club_scenarios 4.6, 4.7, 4.10 C23, 4.12;
CR37-4): beside whichever team action (or none) the team chooses, one of the four
slot-and-direction pairs may be carried (``treason: {rep, delta}``), each offered open or
refused as the engine's own check says (offer == refusal). A narrator found the team step
offering «treason» as a seat to click, every seat refused ``bad_script``."""

from __future__ import annotations

from typing import Any

from helpers import play

from narrator_app.engine import Game, Setup, options_for
from narrator_app.engine.errors import IllegalAction
from narrator_app.engine.game import Action, apply
from narrator_app.engine.simulate import random_game
from narrator_app.engine.state import GameState

DEAL = ["don", "rebel", "hacker", "guide", "doctor", "miner", "bodyguard", "lawyer",
        "plain_citizen", "plain_citizen"]
PAIRS = [{"rep": 1, "delta": 1}, {"rep": 1, "delta": -1}, {"rep": 2, "delta": 1},
         {"rep": 2, "delta": -1}]


def night_one(election: tuple[int, int] = (3, 1)) -> Game:
    """Ten seats (the Don at 1), the representatives ``election`` elected on Day 1: Night 1."""
    g = Game(Setup("namayande", tuple(f"P{i}" for i in range(1, 11))))
    g.deal(DEAL)
    play(g, "intro_day")
    play(g, "intro_night")
    play(g, "day", {"election": list(election)})
    assert (g.state.phase, g.state.number) == ("night", 1)
    return g


def by_apply(st: GameState, value: Any) -> IllegalAction | None:
    try:
        apply(st, Action("step", st.phase, "mafia", value))
    except IllegalAction as exc:
        return exc
    return None


def codes(opt) -> list[tuple[str, str] | None]:
    return [None if c.refusal is None else (c.refusal.code, c.refusal.facts.get("detail"))
            for c in opt.extra_choices]


def test_the_four_pairs_ride_on_every_team_option_the_don_s_slot_refused() -> None:
    """Representatives 3 and 1: the Don holds slot 2, so its two pairs are refused
    (``invalid_target``, ``own_slot``); slot 1's are open. No option of its own, no seat."""
    st = night_one().state
    opts = options_for(st, "mafia")
    # the mine's toll (CR37-3) rides the same way: the treason vote beside it too; NATO's
    # guess is not offered at ten seats, where his card is not dealt (4.2; CF80-27: it was
    # offered closed)
    assert [o.name for o in opts] == ["shot", "shot_sacrifice", "none"]
    for opt in opts:
        assert opt.extra_key == "treason"
        assert [c.arg for c in opt.extra_choices] == PAIRS
        assert codes(opt) == [None, None, ("invalid_target", "own_slot"),
                              ("invalid_target", "own_slot")]
        assert opt.legal_extras() == PAIRS[:2]
    shot = opts[0]
    assert shot.value([8], extra_arg={"rep": 1, "delta": -1}) == {
        "shot": 8, "treason": {"rep": 1, "delta": -1}}
    assert shot.value([8]) == {"shot": 8}
    assert opts[-1].value([], extra_arg={"rep": 1, "delta": 1}) == {
        "treason": {"rep": 1, "delta": 1}}


def test_what_is_offered_is_what_the_engine_takes() -> None:
    """Each pair, alone and with the shot: accepted when offered open, refused with the
    same code and facts as offered refused."""
    st = night_one().state
    shot = options_for(st, "mafia")[0]
    for choice in shot.extra_choices:
        for value in ({"treason": choice.arg}, shot.value([8], extra_arg=choice.arg)):
            got = by_apply(st, value)
            if choice.refusal is None:
                assert got is None, (value, got)
            else:
                assert got is not None and (got.code, got.facts) == (
                    choice.refusal.code, choice.refusal.facts), value


def test_a_slot_without_a_representative_is_refused_and_the_don_out_not_offered() -> None:
    """Representative 1 (seat 9) voted out on Day 2 (representative 2 named him): on Night 2
    slot 1 is empty (``no_representative``), slot 2 open. Before any representative exists
    both slots are refused. Once the Don has left, the field is not offered at all (C23)."""
    g = night_one((9, 10))
    play(g, "night", {"mafia": {"shot": 8}})
    play(g, "day", {"accused": [2, 9], "votes": {9: 6}})  # named by representative 2
    st = g.state
    assert (st.phase, st.number) == ("night", 2) and not st.player(9).alive
    shot = options_for(st, "mafia")[0]
    assert codes(shot) == [("invalid_target", "no_representative")] * 2 + [None, None]
    before = st.clone()
    before.extra["representatives"] = None  # no election yet
    assert codes(options_for(before, "mafia")[0]) == [
        ("invalid_target", "no_representative")] * 4
    g = night_one((9, 10))
    play(g, "night", {"mafia": {"shot": 8}})
    play(g, "day", {"accused": [1, 2], "votes": {1: 6}})
    st = g.state
    assert not st.player(1).alive
    assert all(o.extra_key is None and not o.extra_choices for o in options_for(st, "mafia"))
    assert by_apply(st, {"treason": {"rep": 1, "delta": 1}}).code == "not_acting"


def test_the_offered_treason_moves_the_next_day_s_count() -> None:
    """4.8: the value the option builds, recorded with the shot, takes one vote from
    representative 1's accused the next day: 5 of 9 would reach the threshold, 4 does not."""
    g = night_one()
    shot = options_for(g.state, "mafia")[0]
    play(g, "night", {"mafia": shot.value([8], extra_arg={"rep": 1, "delta": -1})})
    assert g.state.player(1).card.counters["treason"] == {"rep": 1, "delta": -1}
    play(g, "day", {"accused": [5, 6], "votes": {5: 5}})
    assert g.state.player(5).alive
    g = night_one()
    play(g, "night", {"mafia": {"shot": 8}})
    play(g, "day", {"accused": [5, 6], "votes": {5: 5}})
    assert not g.state.player(5).alive


def test_random_games_record_treason_votes() -> None:
    """The random driver draws the treason vote among the offered pairs (half the time a
    pair is open), so random Namayande games play it; every game ran through the engine."""
    seen = 0
    for seed in range(12):
        g = random_game("namayande", 10, seed)
        seen += sum(1 for a in g.actions
                    if isinstance(a.value, dict) and "treason" in a.value)
    assert seen > 0


def test_the_don_s_tracker_reads_tonight_s_vote_at_night() -> None:
    """Last night's treason vote moved the day just played (4.6 «the next day»); at the next
    night the Don's tracker reads no vote until the team's step names one, then tonight's
    (it read last night's vote while the team was choosing: a narrator took it for
    tonight's). The card's counter is End night's, as before (4.12; NM8)."""
    from narrator_app.engine import trackers

    g = night_one((4, 5))
    assert trackers(g.state, 1)["treason"] is None
    play(g, "night", {"mafia": {"shot": 9, "treason": {"rep": 2, "delta": 1}}}, end=False)
    assert trackers(g.state, 1)["treason"] == {"rep": 2, "delta": 1}
    g.end_phase()
    assert trackers(g.state, 1)["treason"] == {"rep": 2, "delta": 1}  # Day 2: it counts
    play(g, "day", {"accused": [7, 8], "votes": {7: 2}})
    assert (g.state.phase, g.state.number) == ("night", 2)
    assert g.state.player(1).card.counters["treason"] == {"rep": 2, "delta": 1}
    assert trackers(g.state, 1)["treason"] is None  # tonight's: none chosen yet
    play(g, "night", {"hacker": {}, "mafia": {"treason": {"rep": 2, "delta": -1}}}, end=False)
    assert trackers(g.state, 1)["treason"] == {"rep": 2, "delta": -1}
    assert trackers(g.state, 2) == g.state.player(2).card.counters  # another card: as held
