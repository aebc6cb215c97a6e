"""Last-move cards (rules_spec 4): the draw is an action, the effects as in 4.3."""

from __future__ import annotations

from helpers import at_day_one, play, refused

from narrator_app.engine.cards import drawable, silence_count
from narrator_app.engine.choices import legal_choices
from narrator_app.engine.scenario import load_cards


def _voted_out(seat: int = 8, votes: int = 6):
    g = at_day_one()
    play(g, "day", {"votes": {seat: votes}, "exit_votes": {seat: votes}}, end=False)
    return g


def test_the_deck_is_the_five_cards_of_the_file() -> None:
    g = _voted_out()
    assert sorted(load_cards()) == sorted(g.state.deck)
    current = legal_choices(g.state).current
    assert current.key == "card" and current.seats == [8]
    assert [o.name for o in current.options] == list(load_cards())


def test_the_draw_is_recorded_before_its_choice() -> None:
    g = _voted_out()
    g.step("card", {"draw": "handcuffs"})
    ch = legal_choices(g.state)
    assert ch.current.key == "card" and [o.name for o in ch.current.options] == ["handcuffs"]
    assert ch.end_refusal is not None and ch.end_refusal.code == "missing_choice"
    assert refused(g.step, "card", {"draw": "face_off", "swap": 5}) == "not_available"
    assert 8 in g.state.alive_seats()  # nobody leaves before the card is executed
    g.step("card", ch.current.options[0].value([5]))
    assert g.state.player(8).status == "half_dead"
    assert g.state.player(5).handcuffed_night == 1
    assert "handcuffs" not in g.state.deck


def test_silence_one_player_once_half_the_table_is_gone() -> None:
    g = at_day_one({"cards_enabled": False})
    assert silence_count(g.state, 8) == 2
    for victim in (8, 9, 10):
        play(g, "day")
        play(g, "night", {"mafia": {"shot": victim}})
    play(g, "day", {"votes": {1: 7}, "exit_votes": {1: 7}})
    assert len(g.state.alive_seats()) == 7
    assert silence_count(g.state, 4) == 2  # six others: more than half of eleven
    play(g, "night", {"mafia": {"shot": 6}})
    assert len(g.state.alive_seats()) == 6 and g.state.winner is None
    assert silence_count(g.state, 4) == 1  # five others: half the table is gone


def test_silenced_players_are_announced() -> None:
    g = _voted_out()
    g.step("card", {"draw": "silence_of_the_lambs", "silence": [9, 10]})
    assert g.state.records[-1].announce == ["silenced:9", "silenced:10"]
    assert g.state.player(9).silenced_day == 2


def test_beautiful_mind_leaves_the_deck_once_the_independent_is_out() -> None:
    g = at_day_one()
    play(g, "day", {"votes": {11: 6}, "exit_votes": {11: 6}, "card": {"draw": "identity_reveal"}})
    assert "beautiful_mind" in g.state.deck
    assert "beautiful_mind" not in drawable(g.state)
    play(g, "night")
    play(g, "day", {"votes": {8: 6}, "exit_votes": {8: 6}}, end=False)
    assert refused(g.step, "card", {"draw": "beautiful_mind", "guess": 9}) == "no_uses_left"


def test_nostradamus_drawing_beautiful_mind_returns_without_shield() -> None:
    g = at_day_one()
    play(g, "day", {"votes": {11: 6}, "exit_votes": {11: 6}, "card": {"draw": "beautiful_mind"}})
    assert 11 in g.state.alive_seats()
    play(g, "night", {"mafia": {"shot": 11}})
    assert g.state.records[-1].announce == ["left:11"]


def test_wrong_guess_leaves_as_usual() -> None:
    g = _voted_out()
    g.step("card", {"draw": "beautiful_mind", "guess": 9})
    assert g.state.player(8).status == "half_dead" and 11 in g.state.alive_seats()


def test_face_off_moves_the_counters_with_the_card() -> None:
    g = at_day_one()
    play(g, "day")
    play(g, "night", {"leon": {"shoot": 1}})
    play(g, "day", {"votes": {8: 6}, "exit_votes": {8: 6}, "card": {"draw": "face_off", "swap": 5}})
    assert g.state.player(8).role == "leon"
    assert g.state.player(8).card.counters["bullets"] == 1
    assert g.state.player(5).role == "plain_citizen"


def test_card_choice_must_be_a_living_other_player() -> None:
    g = _voted_out()
    assert refused(g.step, "card", {"draw": "handcuffs", "handcuff": 8}) == "invalid_target"
    assert refused(g.step, "card", {"draw": "silence_of_the_lambs", "silence": [9]}) == (
        "invalid_target"
    )
    assert refused(g.step, "card", {"draw": "jokers_wild"}) == "bad_script"


def test_lottery_loser_draws() -> None:
    g = at_day_one()
    play(g, "day", {"votes": {8: 6, 9: 6}, "exit_votes": {8: 5, 9: 5}, "lottery": 9}, end=False)
    assert g.state.day.needs == "card" and legal_choices(g.state).current.seats == [9]


def test_no_card_when_nobody_leaves() -> None:
    g = at_day_one()
    play(g, "day", {"votes": {8: 6}, "exit_votes": {8: 1}}, end=False)
    assert refused(g.step, "card", {"draw": "identity_reveal"}) == "not_available"
