"""The vote labels say how many votes a nominee or a defender may get, the engine's cap
(LY115-4).

A fresh narrator's trial: with several defenders the exit vote said «Most votes leave; 11
players vote» while each defender's box refused 11 («max 10»: nobody votes for himself,
rules_spec 1.3), and the defence vote said «6 votes of 11 players» under the same cap. The
numbers are read from the window's labels and checked against what the engine accepts and
refuses (``Game`` through the controller), in English, at 1280×720."""

from __future__ import annotations

import re

from desk_driver import NAMES, REFERENCE, reference_setup

from narrator_app.engine import Setup, vote_cap


def numbers(text: str) -> list[int]:
    return [int(n) for n in re.findall(r"\d+", text)]


def takes(c, key: str, seat: int, n: int) -> bool:
    """Whether the engine takes ``n`` votes for ``seat`` in ``key`` (undone after)."""
    if not c.step(key, {seat: n}):
        return False
    c.undo()
    return True


def test_the_defence_label_names_the_most_a_nominee_may_get(en_window) -> None:
    c = en_window.c
    assert c.new_game(reference_setup(), REFERENCE)
    c.end_phase()
    c.step("nostradamus", {"pick": [2, 8, 9], "side": "city"})
    c.end_phase()
    needs, most = numbers(en_window.day_panel.threshold_label.text())
    assert needs == c.state.day.threshold == 6
    assert most == vote_cap(c.state, "votes") == 10  # 11 alive, none on himself
    assert takes(c, "votes", 3, most) and not takes(c, "votes", 3, most + 1)


def _two_defenders(c) -> None:
    assert c.step("votes", {3: 6, 5: 7}), c.last_error
    assert set(c.state.day.defense) == {3, 5}


def test_several_defenders_the_label_names_the_most_each_may_get(en_window) -> None:
    """Godfather–Nostradamus: the defenders vote too (A07), so 11 vote and each defender
    may get 10."""
    c = en_window.c
    assert c.new_game(reference_setup(), REFERENCE)
    c.end_phase()
    c.step("nostradamus", {"pick": [2, 8, 9], "side": "city"})
    c.end_phase()
    _two_defenders(c)
    label = en_window.day_panel.exit_threshold_label
    assert label.isVisible()
    (most,) = numbers(label.text())
    assert most == vote_cap(c.state, "exit_votes") == 10
    assert takes(c, "exit_votes", 3, most) and not takes(c, "exit_votes", 3, most + 1)


def test_several_defenders_who_do_not_vote(en_window) -> None:
    """The classic game: the defenders do not vote (A07); 8 alive, two defend: 6 vote on
    each."""
    c = en_window.c
    scen = "classic"
    from narrator_app.engine import load_scenario

    roster = load_scenario(scen).roster_for(8)
    assert c.new_game(Setup(scen, NAMES[:8], {}), roster)
    while c.state.phase != "day" or c.state.number != 1:
        assert c.end_phase(), c.last_error
    _two_defenders(c)
    (most,) = numbers(en_window.day_panel.exit_threshold_label.text())
    assert most == vote_cap(c.state, "exit_votes") == 6
    assert takes(c, "exit_votes", 3, most) and not takes(c, "exit_votes", 3, most + 1)
