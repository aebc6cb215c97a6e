"""Capo: the poisoned player's exit at the antidote step is read once, at the step (decision
Z107-4). A narrator's trial (124_capo_anti2, 128_capo_d3) read «زهرا از بازی خارج شد» at
the night-2 antidote step and again in the day-3 morning: club_scenarios 6.6 «not given →
the poisoned player leaves at once», 6.7 step 0 «x leaves now (`left:x`)» with every eye
open; the morning (step 8) reads the night's own deaths."""

from __future__ import annotations

from narrator_app.engine import Game, Setup, morning_tokens, public_view, step_announced
from narrator_app.engine.scenario import load_scenario
from narrator_app.messages import announcement_lines

SEATS = ["don", "witch", "executioner", "detective", "suspect", "armoursmith", "herbalist",
         "heir", "plain_citizen", "plain_citizen"]
NAMES = [f"P{i}" for i in range(1, 11)]


def _to_night_two() -> Game:
    """Day 1's gun takes seat 10; night 1 the herbalist poisons seat 4; day 2 with nobody
    out: the game at night 2's start (the antidote vote not yet taken)."""
    g = Game(Setup("capo", tuple(NAMES), {}))
    g.deal(list(SEATS))
    g.step("heir", {"heir_of": 9})
    g.end_phase()
    g.step("capo_gun", {"trustee": 5, "suspects": [10, 3], "real": 10})
    g.end_phase()
    g.step("herbalist", {"poison": 4})
    g.end_phase()
    g.end_phase()  # day 2, nobody out
    return g


def _night_two(shot: int | None) -> Game:
    """Day 1's gun takes seat 10; night 1 the herbalist poisons seat 4; night 2 opens on
    the antidote vote without a majority (seat 4 leaves at the step), then the team's
    ``shot`` (None: no team action)."""
    g = _to_night_two()
    assert (g.state.phase, g.state.number) == ("night", 2)
    g.step("antidote", {"votes": 0})
    assert step_announced(g.state, "antidote") == ["poisoned:4", "left:4"]
    if shot is not None:
        g.step("mafia", {"shot": shot})
    g.end_phase()
    assert (g.state.phase, g.state.number) == ("day", 3) and g.state.winner is None
    return g


def _morning(g: Game, lang: str) -> list[str]:
    st = g.state
    rec = st.records[-1]
    assert (rec.phase, rec.number) == ("night", 2)
    assert "left:4" in rec.announce  # the record keeps the night's tokens (game-script)
    return announcement_lines(morning_tokens(st, rec) or [], load_scenario("capo"),
                              [p.role for p in st.players], NAMES, st.rules, lang,
                              after_night=True, facts=rec.facts)


def test_the_morning_does_not_read_the_antidote_exit_again():
    g = _night_two(shot=9)
    fa = _morning(g, "fa")
    assert not any("P4" in line for line in fa), fa
    assert any("P9" in line for line in fa), fa  # the night's own death is read
    view = public_view(g.state)
    assert "left:4" not in view.announce and "left:9" in view.announce


def test_no_other_exit_is_not_nobody_left_last_night():
    g = _night_two(shot=None)
    for lang in ("fa", "en"):
        lines = _morning(g, lang)
        assert not any("P4" in line for line in lines), lines
        nobody = announcement_lines([], None, [], NAMES, {}, lang, after_night=True)[0]
        assert nobody not in lines, lines
    view = public_view(g.state)
    assert "left:4" not in view.announce
    shown = announcement_lines(list(view.announce), None, [""] * 10, NAMES, {}, "en",
                               after_night=True, facts=view.facts)  # the players' display
    assert not any("P4" in line or "Nobody" in line for line in shown), shown


def test_the_step_marks_what_it_said_on_the_night_s_state():
    """What the antidote step said aloud is marked on the night's state as it says it (its
    tokens in ``pending``, :class:`morning.SaidAtStep`; one mechanism, not a read of the
    night's log): the night's record takes them as its fact, as text, and the state before
    the step is not changed."""
    from narrator_app.engine.morning import SaidAtStep

    g = _to_night_two()
    before = g.state
    g.step("antidote", {"votes": 0})
    st = g.state
    assert [type(t) is SaidAtStep for t in st.pending] == [True, True]
    assert st.pending == ["poisoned:4", "left:4"] and before.pending == []
    g.end_phase()
    rec = g.state.records[-1]
    assert rec.facts["said_at_step"] == ["poisoned:4", "left:4"]
    assert all(type(t) is str for t in rec.facts["said_at_step"])
