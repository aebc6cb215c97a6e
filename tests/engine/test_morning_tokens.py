"""What the narrator reads aloud of a night now (:func:`queries.morning_tokens`): a night's
tokens less those read during the night, and nothing of a night whose step ended the game
having said it all (Capo's antidote vote, club_scenarios 6.6-6.7; a narrator's trial read
the exit twice, Z104-13). The game: a random legal Capo game (``random_game("capo", 10, 16,
{})``) whose antidote vote at Night 3's start sends the poisoned seat 1 out and ends it."""

from __future__ import annotations

from narrator_app.engine import Game, Setup, morning_tokens, night_to_announce

DEAL = ["herbalist", "suspect", "don", "plain_citizen", "witch", "detective", "executioner",
        "plain_citizen", "heir", "armoursmith"]
BEFORE = [
    ("heir", {"heir_of": 4}), None,
    ("capo_gun", {"trustee": 5, "suspects": [10, 6], "real": 10}), None,
    ("mafia", {"execute": {"seat": 1, "role": "suspect"}}), ("witch", {}), None,
    ("votes", {1: 4, 8: 5, 4: 5}), ("exit_votes", {4: 5, 8: 6}), None,
    ("mafia", {"execute": {"seat": 9, "role": "detective"}}), ("witch", {"reflect": 1}),
    ("herbalist", {"poison": 5}), ("detective", {}), None,
    ("votes", {2: 6, 9: 5}), ("exit_votes", {9: 6, 2: 5}), None,
]


def _to_the_antidote() -> Game:
    g = Game(Setup("capo", tuple(f"P{i}" for i in range(1, 11)), {}))
    g.deal(DEAL)
    for act in BEFORE:
        if act is None:
            g.end_phase()
        else:
            g.step(*act)
    return g


def test_a_night_read_in_the_morning_keeps_its_tokens() -> None:
    g = _to_the_antidote()
    rec = night_to_announce(g.state)
    assert rec is None  # Night 3 under way: no morning due yet
    day = Game(g.setup)
    for a in g.actions[:-1]:  # back to Day 2's start, after Night 2
        day.apply(a)
    rec = night_to_announce(day.state)
    assert rec is not None and rec.phase == "night" and rec.number == 2
    assert morning_tokens(day.state, rec) == [t for t in rec.announce
                                              if not t.startswith(("poisoned", "antidote"))]


def test_no_morning_after_a_game_ended_at_a_step_that_said_it() -> None:
    g = _to_the_antidote()
    g.step("antidote", {"votes": 3})
    st = g.state
    assert st.winner is not None
    rec = night_to_announce(st)
    assert rec is not None and rec.announce  # the record holds the exit ...
    assert morning_tokens(st, rec) is None  # ... read aloud at the step: no morning
