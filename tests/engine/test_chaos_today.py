"""Whether a day is a chaos day (rules_spec 3.3.5, A62: the handshake is the day's one step)
was the day panel's own reckoning («"chaos" in steps or choices»); the engine answers it
(``chaos_today``), beside ``day_has_vote`` (Z104-2)."""

from __future__ import annotations

from narrator_app.engine import chaos_today, day_has_vote, legal_choices
from narrator_app.engine.simulate import random_game


def test_chaos_today_is_the_checklists_chaos_step_and_stays_once_won() -> None:
    """Over random Godfather–Sherlock games: on every state not yet won the answer is «the
    handshake is among the day's steps»; a day whose handshake is recorded stays a chaos
    day, also once it decided the game; a chaos day holds no vote."""
    chaos_days = won_by_it = 0
    for seed in range(60):
        game = random_game("godfather_sherlock", 11, seed)
        for st in game.states:
            answer = chaos_today(st)
            if st.phase != "day":
                assert not answer
                continue
            if st.winner is None:
                steps = [s.key for s in legal_choices(st).steps]
                assert answer == ("chaos" in steps or "chaos" in st.choices), (seed, steps)
            if "chaos" in st.choices:
                assert answer
                won_by_it += st.winner is not None
            chaos_days += answer
            if answer:
                assert not day_has_vote(st)
    assert chaos_days and won_by_it  # the random driver reaches both


def test_a_game_without_sherlock_has_no_chaos_day() -> None:
    game = random_game("godfather_nostradamus", 11, 3)
    assert not any(chaos_today(st) for st in game.states)
