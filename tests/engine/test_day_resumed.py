"""A day's new last step goes on from the day as it stands (``day.resumed_day``, issue 25):
the exit vote after the defence vote, the lottery after both, in the lean procedure. Played
both ways — gone on from the state, and the day recomputed from its start
(``game._day_from_start``) — over random games of every shipped scenario under house rules
that change the votes, the same state, log, records, ``needs``, choices (in their order)
and refusals come out, for the game's own steps and for steps tried on its days (legal and
refused)."""

from __future__ import annotations

import random
from pathlib import Path
from typing import Any

import pytest

from narrator_app.engine import Game, day, game
from narrator_app.engine.errors import IllegalAction
from narrator_app.engine.game import Action, apply
from narrator_app.engine.scenario import load_scenario
from narrator_app.engine.simulate import random_game

ROOT = Path(__file__).resolve().parents[2]


def _scenarios() -> list[tuple[str, int]]:
    """Every scenario file at its smallest and largest table (as benchmarks/equivalence)."""
    out = []
    for f in sorted((ROOT / "scenarios").glob("*.toml")):
        try:
            roster = load_scenario(f.stem).roster
        except Exception:  # a file of cards, not a scenario
            continue
        out += [(f.stem, n) for n in sorted({roster.min_players, roster.max_players})]
    return out


SCENARIOS = _scenarios()
#: The random driver's rules, the scenario's own (cards drawn), and rules that change the
#: votes: a revote before the lottery, nobody leaves on a tie, one exit vote a voter …
RULES: list[dict[str, Any] | None] = [
    None,
    {},
    {"tie_resolution": "revote_then_lottery"},
    {"tie_resolution": "nobody_leaves", "single_defender_exit_rule": "majority_of_voters"},
    {"exit_votes_per_voter": "one", "defenders_can_vote": False, "vote_base": "alive_minus_one",
     "single_defender_exit_rule": "always_exits", "defense_threshold_rule": "half"},
]


def _whole(st) -> tuple:
    return (st.fingerprint(), [repr(line) for line in st.log], repr(st.records),
            repr(list(st.choices.items())), repr(st.day), repr(st.pending), repr(st.extra),
            st.base is None, len(st.base.log) if st.base is not None else None)


def _outcome(make) -> tuple:
    try:
        return ("state", _whole(make()))
    except IllegalAction as exc:
        return ("refused", exc.code, repr(sorted(exc.facts.items())), str(exc))
    except Exception as exc:  # noqa: BLE001 (the same exception both ways)
        return ("error", type(exc).__name__, str(exc))


def _tried(st, key: str, rng: random.Random) -> list[Any]:
    """Values of ``key`` to try on the day ``st``: counts as the table may give them, and
    refused ones (no defender, a seat out of range, a count too large, not a count …)."""
    n = len(st.players)
    if key == "lottery":
        return [*st.day.tied, *[s for s in range(1, n + 1) if s not in st.day.tied][:2],
                0, n + 1, "x", True, None]
    defense = list(st.day.defense) or [1]
    others = [s for s in range(1, n + 1) if s not in defense]
    some = {s: rng.randint(0, n) for s in defense}
    return [some, {s: 0 for s in defense}, {s: n // 2 for s in defense}, {defense[0]: n},
            {defense[0]: n + 5}, {}, {n + 1: 1}, {defense[0]: -1}, {defense[0]: True},
            {(others or [0])[0]: 1}, "x", [], [some], [some, some],
            [{s: 1 for s in defense}, {s: 1 for s in defense}], {str(defense[0]): 1}]


def _day_states(g: Game):
    for st in g.states:
        if st.phase == "day" and tuple(st.choices) in (("votes",), ("votes", "exit_votes")):
            yield st


def _both_ways(st, key: str, value: Any) -> tuple[bool, tuple, tuple]:
    """(resumed?, the step gone on from ``st``, the day recomputed from its start)."""
    choices = {**st.choices, key: value}
    resumed: list[Any] = []

    def on():
        out = day.resumed_day(st, dict(choices), key)
        resumed.append(out is not None)
        return out if out is not None else game._day_from_start(st, dict(choices), key, value)

    first = _outcome(on)
    if not resumed:  # refused while going on
        resumed.append(True)
    return resumed[0], first, _outcome(
        lambda: game._day_from_start(st, dict(choices), key, value))


@pytest.mark.parametrize(("scenario", "seats"), SCENARIOS)
def test_a_day_gone_on_equals_the_day_recomputed(scenario, seats):
    rng = random.Random(f"{scenario}{seats}")
    resumed = refused = 0
    for i, rules in enumerate(RULES):
        for seed in range(2):
            g = random_game(scenario, seats, 100 * i + seed, house_rules=rules)
            for st in _day_states(g):
                for key in ("exit_votes", "lottery"):
                    for value in _tried(st, key, rng):
                        went_on, on, again = _both_ways(st, key, value)
                        assert on == again, (scenario, seats, rules, seed, key, value)
                        resumed += went_on
                        refused += went_on and on[0] != "state"
    if scenario not in ("bazpors", "capo", "mafia_nights", "namayande", "werewolf", "zodiac"):
        assert resumed > 40 and refused > 20, (resumed, refused)


def _games(scenario: str, seats: int):
    for i, rules in enumerate(RULES):
        yield random_game(scenario, seats, 7 + i, house_rules=rules)


@pytest.mark.parametrize(("scenario", "seats"), SCENARIOS)
def test_a_game_replayed_with_its_days_gone_on_is_the_same(scenario, seats, monkeypatch):
    """Each game's states, replayed with the days gone on and with every day recomputed,
    are the same state for state (and the end of each day after)."""
    for g in _games(scenario, seats):
        with monkeypatch.context() as m:
            m.setattr(game, "resumed_day", lambda *a: None)
            again = Game.replay(g.setup, list(g.actions), g.scenario)
        on = Game.replay(g.setup, list(g.actions), g.scenario)
        assert [_whole(s) for s in on.states] == [_whole(s) for s in again.states]
        assert [_whole(s) for s in on.states] == [_whole(s) for s in g.states]


def test_the_comparison_sees_a_day_gone_on_wrongly(monkeypatch):
    """The test above has teeth: a day gone on from the wrong stage (the exit vote's read
    at the lottery, so never counted) gives another state, which the comparison sees."""
    monkeypatch.setitem(day._RESUMES, "exit_votes", (("votes",), "lottery"))
    rng = random.Random(0)
    differ = 0
    for seed in range(3):
        g = random_game("godfather_nostradamus", 11, seed)
        for st in _day_states(g):
            if tuple(st.choices) == ("votes",) and st.day.defense:
                for value in _tried(st, "exit_votes", rng)[:3]:
                    _went_on, on, again = _both_ways(st, "exit_votes", value)
                    differ += on != again
    assert differ > 3


def test_a_step_chosen_again_or_out_of_the_lean_procedure_is_recomputed():
    """The day is recomputed (``resumed_day`` answers None, nothing done) for a step chosen
    again, a step before the last recorded, or a day with nothing to go on from."""
    g = random_game("godfather_nostradamus", 11, 0)
    st = next(s for s in _day_states(g) if tuple(s.choices) == ("votes",) and s.day.defense)
    votes = st.choices["votes"]
    assert day.resumed_day(st, {"votes": votes}, "votes") is None
    assert day.resumed_day(st, {"votes": votes, "lottery": 1}, "lottery") is None
    start = st.base
    assert day.resumed_day(start, {"exit_votes": {}}, "exit_votes") is None
    gone_on = apply(st, Action("step", "day", "exit_votes", {st.day.defense[0]: 0}))
    assert gone_on.base is start and list(gone_on.choices) == ["votes", "exit_votes"]
