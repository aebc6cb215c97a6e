"""Bazpors: a summoned player who withdraws after the interrogation's step is recorded
(Y101-3). rules_spec 6.10 S11: «in the window the narrator records the withdrawal when it
happens: a step already chosen in this phase that targets him is dropped and spends
nothing». It was refused (``not_available``/``no_interrogation``): the narrator could not
record him leaving the table until the day ended. Now the interrogation's recorded step is
dropped as moot, the lapse is noted as for a withdrawal before it (X100-1: the use stays
spent) and the day goes on to its regular vote. Where the interrogation vote has already
been carried out (a player sent out, the day's voting over), S11 does not settle it: the
withdrawal is refused ``not_available``/``interrogation_voted``, with its own reason."""

from __future__ import annotations

import pytest

from narrator_app.engine import Game, IllegalAction, Setup, legal_choices
from narrator_app.messages import REFUSALS

NAMES = tuple(f"P{i}" for i in range(1, 11))
DEAL = ["mafia_boss", "nato", "charlatan", "detective", "doctor", "researcher",
        "invulnerable", "interrogator", "plain_citizen", "plain_citizen"]


def _morning(day: str | None = None) -> Game:
    """Ten seats to Day 2: seats 2 and 9 summoned on Night 1 (the interrogator at 8)."""
    rules = {"bz_interrogation_day": day} if day else {}
    g = Game(Setup("bazpors", NAMES, rules))
    g.deal(DEAL)
    for _ in range(3):
        g.end_phase()
    g.step("interrogator", {"summon": [2, 9]})
    g.step("mafia", {"shot": 10})
    g.end_phase()
    return g


def _lapsed(g: Game) -> list[int] | None:
    return g.state.records[-1].private.get("interrogation_lapsed")


@pytest.mark.parametrize("recorded", [
    {"held": False},
    {"held": True},  # held, the counts not yet typed
    {"held": True, "exit_votes": {2: 4, 9: 4}},  # a tie, the lottery not yet drawn
])
def test_a_summoned_player_s_withdrawal_drops_the_interrogation(recorded):
    g = _morning()
    g.step("interrogation", recorded)
    g.step("withdraw", [9])
    st = g.state
    assert "interrogation" not in st.choices and st.choices["withdraw"] == [9]
    assert not st.player(9).alive and st.player(2).alive
    assert _lapsed(g) == [9]  # the narrator is told, as X100-1
    assert st.player(8).card.counters["summons_left"] == 0  # the use stays spent
    assert "interrogation" not in [s.key for s in legal_choices(st).steps]
    # the day goes on to its regular vote
    g.step("votes", {1: 6})
    g.step("exit_votes", {1: 6})
    assert not g.state.player(1).alive


def test_extra_defenders_drop_with_him():
    g = _morning("extra_defenders")
    g.step("interrogation", {"held": True})
    assert set(g.state.day.defense) >= {2, 9}
    g.step("withdraw", [2])
    assert "interrogation" not in g.state.choices and _lapsed(g) == [2]
    assert 9 not in g.state.day.defense


@pytest.mark.parametrize("day", [None, "separate_vote"])
def test_a_decided_interrogation_vote_keeps_the_refusal(day):
    g = _morning(day)
    g.step("interrogation", {"held": True, "exit_votes": {2: 5, 9: 3}})
    assert not g.state.player(2).alive  # the vote sent 2 out, said aloud
    with pytest.raises(IllegalAction) as e:
        g.step("withdraw", [9])
    assert (e.value.code, e.value.facts.get("detail"), e.value.facts.get("seat")) == (
        "not_available", "interrogation_voted", 9)
    assert g.state.choices["interrogation"]["exit_votes"] == {2: 5, 9: 3}
    for lang in ("fa", "en"):
        assert "not_available/interrogation_voted" in REFUSALS[lang]
    # another player's withdrawal is not this refusal's
    g.step("withdraw", [5])
    assert not g.state.player(5).alive


def test_a_withdrawal_before_the_interrogation_is_as_before():
    g = _morning()
    g.step("withdraw", [9])
    assert _lapsed(g) == [9] and "interrogation" not in g.state.choices


def test_a_tie_that_sends_nobody_out_is_decided_too():
    """Under «nobody leaves on a tie» the vote is over with nobody out, and the day's voting
    with it: the table heard it, the refusal stays (a tie waiting for its lottery does not)."""
    g = Game(Setup("bazpors", NAMES, {"tie_resolution": "nobody_leaves"}))
    g.deal(DEAL)
    for _ in range(3):
        g.end_phase()
    g.step("interrogator", {"summon": [2, 9]})
    g.step("mafia", {"shot": 10})
    g.end_phase()
    g.step("interrogation", {"held": True, "exit_votes": {2: 4, 9: 4}})
    assert g.state.player(2).alive and g.state.player(9).alive
    with pytest.raises(IllegalAction) as e:
        g.step("withdraw", [2])
    assert e.value.facts.get("detail") == "interrogation_voted"
