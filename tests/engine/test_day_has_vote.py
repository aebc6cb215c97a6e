"""Whether the day holds the day's vote is the engine's :func:`day_has_vote` (Z103-1): the
day panel decided it itself from its widgets (the intro day, a chaos day, an interrogation in
the vote's place, a procedure), and showed the vote box on Mafia Nights' Day 1 played as an
intro day only, whose vote the engine refuses (A74).

Over every shipped scenario's random days (the engine's random driver) the answer is the
same as «``votes`` is among the day's steps» (:func:`day_steps`), with one exception, named:
a chaos day whose handshake has won the game. There the checklist falls back to the
regular day's steps (its chaos day is judged on a game not yet won: ``chaos_day`` reads no
won game), so it lists a vote; the day held none (rules_spec 3.3.5: «no normal vote»), and
the answer says so."""

from __future__ import annotations

import random

from helpers import refusal_of

from narrator_app.engine import Game, Setup, day_has_vote
from narrator_app.engine.abilities.sherlock_holmes import chaos_day
from narrator_app.engine.choices import day_steps
from narrator_app.engine.scenario import load_scenario, shipped_entries
from narrator_app.engine.simulate import random_deal, random_move

#: House rules the sweep plays beside each scenario's defaults (the ones that move the vote).
VARIANTS: dict[str, list[dict]] = {
    "mafia_nights": [{}, {"mafia_nights_day1": "intro_only"}],
    "bazpors": [{"bz_interrogation_day": d}
                for d in ("replaces_vote_if_held", "extra_defenders", "separate_vote")],
}

#: A Godfather–Sherlock game (11 seats, seed 6) that reaches a chaos day and its handshake.
CHAOS = ("godfather_sherlock", 11, 6)


def _days(scenario_id: str, n: int, seed: int, rules: dict) -> list:
    """The day states (intro day and main days) of a random game, each action's."""
    rng = random.Random(seed)
    rules = dict(rules)
    if scenario_id != "zodiac":
        rules.setdefault("cards_enabled", False)
    g = Game(Setup(scenario_id, tuple(f"P{i}" for i in range(1, n + 1)), rules))
    g.deal(random_deal(g.scenario, n, rng, g.state.rules.get("ratio_enforcement")))
    out, stalls = [], 0
    while True:
        st = g.state
        if st.phase in ("day", "intro_day"):
            out.append(st)
        if st.winner is not None or len(g.actions) >= 400 or stalls > 20:
            return out
        stalls = 0 if random_move(g, rng) else stalls + 1


def _listed(st) -> bool:
    return any(s.key == "votes" for s in day_steps(st))


def _won_chaos(st) -> bool:
    return st.phase == "day" and "chaos" in st.choices and st.winner is not None


def _why_none(st) -> str:
    """Which of the rule's exceptions a day without a vote is (for the coverage)."""
    if st.phase == "intro_day":
        return "intro_day"
    if st.rules.get("mafia_nights_day1") == "intro_only" and st.number == 1:
        return "intro_only"
    if "chaos" in st.choices or chaos_day(st):
        return "chaos"
    if "interrogation" in st.choices:
        return "interrogation"
    return st.scenario.id  # a procedure's day (Capo's Day 1, the representatives')


def test_the_answer_is_whether_the_day_lists_its_vote_on_every_shipped_scenario() -> None:
    seen: set[str] = set()
    games = [(e.id, n, seed, rules)
             for e in shipped_entries()
             for rules in VARIANTS.get(e.id, [{}])
             for n in sorted({load_scenario(e.id).roster.min_players, 12})
             for seed in range(4)]
    games.append((*CHAOS, {}))
    for sid, n, seed, rules in games:
        for st in _days(sid, n, seed, rules):
            has = day_has_vote(st)
            if _won_chaos(st):
                assert not has and _listed(st), (sid, n, seed)
                seen.add("won_chaos")
                continue
            assert has == _listed(st), (sid, n, seed, rules, st.phase, st.number,
                                        sorted(st.choices))
            if not has:
                seen.add(_why_none(st))
    # every exception of the rule was met (the sweep is not vacuous)
    assert {"intro_day", "intro_only", "chaos", "won_chaos", "interrogation", "capo",
            "namayande"} <= seen, seen


def test_mafia_nights_day_one_as_an_intro_day_holds_no_vote() -> None:
    """A74: the engine refuses the vote; the answer agrees (the window showed the box)."""
    deal = ["godfather", "joker", "dr_lecter", "simple_mafia", "pickpocket", "mayor",
            "die_hard", "leon", "detective", "psychiatrist", "doctor", "plain_citizen"]
    for rule, has in (("intro_only", False), ("normal_day", True)):
        g = Game(Setup("mafia_nights", tuple(f"P{i}" for i in range(1, 13)),
                       {"mafia_nights_day1": rule}))
        g.deal(deal)
        g.end_phase()
        st = g.state
        assert (st.phase, st.number) == ("day", 1)
        assert day_has_vote(st) is has
        assert (refusal_of(st, "votes", {}) is None) is has


def test_no_vote_outside_a_main_day() -> None:
    g = Game(Setup("godfather_nostradamus", tuple(f"P{i}" for i in range(1, 12)),
                   {"cards_enabled": False}))
    g.deal(load_scenario("godfather_nostradamus").roster_for(11, "allow_reference_rosters"))
    assert g.state.phase == "intro_day" and not day_has_vote(g.state)
    g.end_phase()
    assert g.state.phase == "intro_night" and not day_has_vote(g.state)
