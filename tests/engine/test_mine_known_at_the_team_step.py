"""Namayande's mine laid on an earlier night is known at the team's step (club_scenarios
4.5, 4.6: the shot on the mined player «leaves and so does one living mafia member the team
chooses»): the ring keeps its mark, and the window's plain shot on that seat takes the
narrator, with the reason, to «shot and mine toll» while the mafia are awake (a
narrator's trial: the plain shot was taken and the toll asked only at the night's end, the
mafia asleep; decision CF80-55). A mine laid the same night stays as CR37-3 reads it."""

from __future__ import annotations

from test_namayande import night_one, team_options

from narrator_app.engine import Game, legal_choices, options_for, tokens_tonight
from narrator_app.messages import refusal_text


def mined_on_night_one(seat: int = 9) -> Game:
    """Night 1: the miner mines ``seat``; the team shoots 8, nobody saved; Night 2 begins."""
    g = night_one()
    g.step("mafia", {"shot": 8})
    g.step("miner", {"mine": seat})
    g.end_phase()
    g.end_phase()  # Day 1: the election day, no vote
    assert (g.state.phase, g.state.number) == ("night", 2)
    return g


def test_the_ring_keeps_the_mine_laid_on_an_earlier_night() -> None:
    g = night_one()
    g.step("miner", {"mine": 9})
    assert tokens_tonight(g.state).get(9, []).count("mined") == 1  # tonight's token, once
    g.step("mafia", {"shot": 8})
    g.end_phase()
    assert "mined" not in tokens_tonight(g.state).get(9, [])  # by day: not on the ring
    g.end_phase()
    assert tokens_tonight(g.state).get(9, []) == ["mined"]  # Night 2: still there


def test_the_plain_shot_on_the_mined_seat_asks_the_toll_at_once() -> None:
    g = mined_on_night_one()
    opts = team_options(g)
    assert opts["shot"].targets[9] is None  # the rules take it (refused at the night's end)
    name, why = opts["shot"].moves_to[9]  # the window takes the narrator to the toll
    assert name == "shot_sacrifice" and (why.code, why.facts.get("detail")) == (
        "missing_choice", "mine_toll")
    assert list(opts["shot"].moves_to) == [9]  # another seat: the plain shot as before
    for lang, words in (("fa", "شلیک و قربانی مین"), ("en", "Shot and mine toll")):
        said = refusal_text(why, g.scenario, [], lang)
        assert words in said and ("9" in said or "۹" in said), said
    toll = opts["shot_sacrifice"]
    assert toll.slots[0][9] is None  # the toll's shot takes the mined seat
    g.step("mafia", toll.value([9, 2]))
    for key in ("hacker", "guide", "doctor", "bodyguard"):  # the lawyer (8) left on Night 1
        g.step(key, {})
    assert legal_choices(g.state).end_refusal is None
    g.end_phase()
    assert 9 not in g.state.alive_seats() and 2 not in g.state.alive_seats()


def test_a_save_on_the_mined_seat_lets_the_reopened_plain_shot_through() -> None:
    """The toll named, then the doctor saves the mined player: the night's end refuses the
    toll (no_mine_fired, C13), and the team's step reopened takes the plain shot."""
    g = mined_on_night_one()
    g.step("mafia", {"shot": 9, "sacrifice": 2})
    g.step("doctor", {"save": 9})
    exc = legal_choices(g.state).end_refusal
    assert exc is not None and exc.facts.get("detail") == "no_mine_fired"
    assert team_options(g)["shot"].moves_to == {}  # saved: the plain shot is picked
    g.step("mafia", {"shot": 9})
    for key in ("hacker", "guide", "bodyguard"):
        g.step(key, {})
    assert legal_choices(g.state).end_refusal is None


def test_a_mine_laid_tonight_is_not_known_at_the_team_s_step() -> None:
    """CR37-3: the miner is called after the team; the plain shot is offered on Night 1."""
    g = night_one()
    assert all(o.targets.get(9) is None and not o.moves_to
               for o in options_for(g.state, "mafia") if o.name == "shot")
