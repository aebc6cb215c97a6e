"""The ``representatives`` day procedure (club_scenarios 9.6, 4.8, 4.10 C19-C24): the
election, the by-election, the accusations, the one vote with the vote moves and keep-outs
the kinds register, the lottery, and the refusals. Driven on real game states (a table of
ten, at its days)."""

from __future__ import annotations

from typing import Any

import pytest
from helpers import play

from narrator_app.engine import Game, IllegalAction, Setup
from narrator_app.engine.abilities import representatives as reps
from narrator_app.engine.day import day_threshold
from narrator_app.engine.state import GameState, PhaseRecord

TEN = ["mafia_boss", "negotiator", "simple_mafia", "doctor", "detective", "reporter",
       "sniper", "armoured", "plain_citizen", "plain_citizen"]


def _day_one() -> GameState:
    g = Game(Setup("mozakere", tuple(f"P{i}" for i in range(1, 11))))
    g.deal(TEN)
    play(g, "intro_day")
    play(g, "intro_night")
    assert (g.state.phase, g.state.number) == ("day", 1)
    return g.state


def run(st: GameState, choices: dict[str, Any]) -> tuple[GameState, PhaseRecord]:
    """The procedure on a clone of ``st`` with today's threshold, as the day sets it."""
    st = st.clone()
    st.day.threshold = day_threshold(st)
    record = PhaseRecord(st.phase, st.number)
    reps.run(st, choices, record)
    return st, record


def code(st: GameState, choices: dict[str, Any]) -> str | None:
    try:
        run(st, choices)
    except IllegalAction as exc:
        return exc.code
    return None


def _day_two(election=(9, 10)) -> GameState:
    st, _ = run(_day_one(), {"election": list(election)})
    st.number = 2  # the next day, nobody having left
    st.day = type(st.day)()
    return st


def test_day_one_elects_two_and_has_no_exit_vote() -> None:
    """4.4, 4.8, C21 [PUBLIC:NM1, AG2, ND]."""
    st = _day_one()
    after, _ = run(st, {})
    assert after.day.needs == "election"
    after, _ = run(st, {"election": [9, 10]})
    assert reps.slots(after) == [9, 10] and after.day.needs is None
    assert code(st, {"election": [9, 10], "accused": [1, 2]}) == "not_available"
    assert code(st, {"election": [9, 10], "exit_votes": {1: 5}}) == "not_available"
    assert code(st, {"accused": [1, 2]}) == "missing_choice"


@pytest.mark.parametrize("election,want", [
    ([9, 9], "invalid_target"),
    ([9], "bad_script"),
    ([9, 11], "bad_script"),
    ("9, 10", "bad_script"),
])
def test_a_wrong_election_is_refused(election, want) -> None:
    assert code(_day_one(), {"election": election}) == want


def test_the_accused_of_an_out_voted_count_leaves() -> None:
    st = _day_two()
    after, record = run(st, {"accused": [1, 2], "votes": {1: 6, 2: 2}})
    assert after.view(1).status != "alive" and after.view(2).status == "alive"
    assert record.defense == [1, 2]
    after, _ = run(st, {"accused": [1, 2], "votes": {1: 6, 2: 6}})  # tie: the lottery
    assert after.day.needs == "lottery" and after.day.tied == [1, 2]
    after, _ = run(st, {"accused": [1, 2], "votes": {1: 6, 2: 6}, "lottery": 2})
    assert after.view(2).status != "alive" and after.view(1).status == "alive"
    after, _ = run(st, {"accused": [1, 2], "votes": {1: 4, 2: 3}})  # nobody reaches 6
    assert after.alive_seats() == st.alive_seats()
    after, _ = run(st, {})  # the representatives named nobody
    assert after.alive_seats() == st.alive_seats() and after.day.needs is None
    after, _ = run(st, {"accused": [1, 1]})  # both named the same; the vote is due
    assert after.day.needs == "votes" and after.day.defense == [1]


@pytest.mark.parametrize("choices,want", [
    ({"accused": [9, 2]}, "invalid_target"),              # representative 1 names himself
    ({"accused": [1, 2], "votes": {3: 2}}, "invalid_target"),  # not accused
    ({"accused": [1, 2], "votes": {1: 10}}, "bad_count"),      # more than the others
    ({"votes": {1: 3}}, "not_available"),
    ({"election": [9, 10]}, "not_available"),              # no empty slot
    ({"accused": [1, 2], "votes": {1: 6}, "lottery": 1}, "not_available"),
    ({"terror": {"target": 3}, "accused": [1, 2]}, "not_available"),
])
def test_a_wrong_day_step_is_refused(choices, want) -> None:
    assert code(_day_two(), choices) == want


def test_a_representative_who_left_is_replaced_by_a_by_election() -> None:
    """C20: the empty slot is filled at the next day's vote section; the held slot keeps
    its seat."""
    st = _day_two()
    st.player(10).status = "dead"
    assert reps.slots(st) == [9, None]
    after, _ = run(st, {})
    assert after.day.needs == "election"
    assert code(st, {"election": [8, 7]}) == "invalid_target"  # slot 1 is held by 9
    after, _ = run(st, {"election": [9, 7], "accused": [1, 2], "votes": {1: 6}})
    assert reps.slots(after) == [9, 7] and after.view(1).status != "alive"


def test_vote_moves_and_keep_outs_registered_by_kinds() -> None:
    """4.6 (treason vote: the slot that named him), C24 (the client counts zero,
    ``immune:s``)."""
    st = _day_two()
    moves, kept = list(reps.VOTE_MOVES), list(reps.KEPT_OUT)  # the kinds' own (Namayande's)
    reps.VOTE_MOVES.append(lambda s: {2: -1})
    try:
        after, _ = run(st, {"accused": [1, 3], "votes": {1: 2, 3: 6}})
        assert after.alive_seats() == st.alive_seats()  # 6 - 1 = 5 < 6
        after, _ = run(st, {"accused": [3, 1], "votes": {1: 2, 3: 6}})
        assert after.view(3).status != "alive"  # slot 1 named him: no move
        reps.KEPT_OUT.append(lambda s: {3})
        after, record = run(st, {"accused": [3, 1], "votes": {1: 2, 3: 6}})
        assert after.alive_seats() == st.alive_seats() and record.announce == ["immune:3"]
    finally:
        reps.VOTE_MOVES[:] = moves
        reps.KEPT_OUT[:] = kept


NAMAYANDE = ["don", "rebel", "hacker", "guide", "doctor", "miner", "bodyguard", "lawyer",
             "plain_citizen", "plain_citizen"]


def test_every_day_elects_again_under_its_house_rule() -> None:
    """C19 ``nm_election = every_day`` (AG1): the procedure's setting ``election``, the
    Namayande file's own house rule (``procedure = "representatives"``)."""
    g = Game(Setup("namayande", tuple(f"P{i}" for i in range(1, 11)),
                   {"nm_election": "every_day"}))
    g.deal(NAMAYANDE)
    for phase, body in (("intro_day", {}), ("intro_night", {}),
                        ("day", {"election": [9, 10]}), ("night", {})):
        play(g, phase, body)
    st = g.state
    assert (st.phase, st.number) == ("day", 2)
    after, _ = run(st, {})
    assert after.day.needs == "election"
    after, _ = run(st, {"election": [5, 6], "accused": [1, 2], "votes": {1: 6}})
    assert reps.slots(after) == [5, 6]


# --- in a game: a club file that names the procedure ---------------------------------------

def test_a_scenario_that_names_the_procedure_plays_its_days(tmp_path) -> None:
    """``day_procedures = ["representatives"]``: Day 1 the election (no exit vote); later
    days the accusations and the one vote; a slot emptied at night is filled by a
    by-election before the next accusations (the day cannot end without it)."""
    from narrator_app.engine.scenario import scenarios_dir, use_club_folders
    from narrator_app.engine.script import run_case

    text = (scenarios_dir() / "mozakere.toml").read_text(encoding="utf-8")
    text = text.replace('id = "mozakere"', 'id = "reps_town"\nday_procedures = ["representatives"]')
    folder = tmp_path / "scenarios"
    folder.mkdir()
    (folder / "reps_town.toml").write_text(text, encoding="utf-8")
    case = tmp_path / "case.yaml"
    case.write_text("scenario: reps_town\ntitle: t\nrule: r\nseats: [" + ", ".join(TEN) + "]\n"
                    """script:
  - intro_day: {}
  - intro_night: {}
  - day: {election: [9, 10], votes: {3: 6}}
    rejected: not_available
  - day: {}
    rejected: missing_choice
  - day: {election: [9, 10]}
  - expect: {representatives: [9, 10], left: []}
  - night: {mafia: {shot: 10}}
  - expect: {left: [10], representatives: [9, null]}
  - day: {accused: [1, 3]}
    rejected: missing_choice
  - day: {election: [9, 4], accused: [1, 3], votes: {1: 6, 3: 2}}
  - expect: {representatives: [9, 4], left: [1], defense: [1, 3]}
  - night: {mafia: {shot: 5}}
  - day: {}
  - expect: {left: []}
""", encoding="utf-8")
    use_club_folders([folder])
    try:
        result = run_case(case)
    finally:
        use_club_folders([])
    assert result.passed, "\n".join(result.failures)
