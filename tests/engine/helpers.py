"""Shared helpers for engine tests: a reference Godfather–Nostradamus game and entries."""

from __future__ import annotations

from typing import Any

from narrator_app.engine import Game, IllegalAction, Setup
from narrator_app.engine.script import entry_actions

REFERENCE = [
    "godfather",
    "saul_goodman",
    "matador",
    "dr_watson",
    "leon",
    "citizen_kane",
    "constantine",
    "plain_citizen",
    "plain_citizen",
    "plain_citizen",
    "nostradamus",
]
SCENARIO = "godfather_nostradamus"


def new_game(house_rules: dict[str, Any] | None = None, seats: list[str] | None = None) -> Game:
    """A dealt game (reference seats unless given), at the intro day."""
    seats = seats or REFERENCE
    g = Game(
        Setup(SCENARIO, tuple(f"P{i}" for i in range(1, len(seats) + 1)), dict(house_rules or {}))
    )
    g.deal(seats)
    return g


def play(g: Game, phase: str, body: dict[str, Any] | None = None, end: bool = True) -> Game:
    """Apply one phase entry (steps in order, then the end of the phase unless the game ended
    or ``end`` is false), on the game's record so undo sees every step."""
    for action in entry_actions(g.state, phase, body or {}):
        g.apply(action)
    if end and g.state.winner is None:
        g.end_phase()
    return g


def at_day_one(
    house_rules: dict[str, Any] | None = None,
    side: str = "city",
    picks: tuple[int, int, int] = (8, 9, 10),
    seats: list[str] | None = None,
) -> Game:
    """A game past the intro day and intro night, at Day 1."""
    g = new_game(house_rules, seats)
    play(g, "intro_day")
    nos = len(g.state.players)
    if g.state.holder("nostradamus") is not None:
        play(g, "intro_night", {"nostradamus": {"pick": list(picks), "side": side}})
    else:
        play(g, "intro_night")
    assert g.state.phase == "day" and nos
    return g


def refused(fn, *args, **kwargs) -> str | None:
    """The refusal code of ``fn(*args)``, or None when it is accepted."""
    try:
        fn(*args, **kwargs)
    except IllegalAction as exc:
        return exc.code
    return None


def refusal_of(st: Any, key: str, value: Any) -> IllegalAction | None:
    """The refusal ``apply`` gives step ``key`` with ``value`` on the state ``st`` (in its
    own phase), or None when it takes it."""
    from narrator_app.engine.game import Action, apply

    try:
        apply(st, Action("step", st.phase, key, value))
    except IllegalAction as exc:
        return exc
    return None


def passes(tmp_path: Any, text: str, name: str = "case") -> None:
    """Write the game script ``text`` as ``name.yaml`` under ``tmp_path`` and assert it
    runs as a rule case with every ``expect`` and ``rejected`` met (``script.run_case``)."""
    from narrator_app.engine.script import run_case

    path = tmp_path / f"{name}.yaml"
    path.write_text(text, encoding="utf-8")
    result = run_case(path)
    assert result.passed, "\n".join(result.failures)


def script_state(scenario: str, seats: list[str], entries: list[tuple[str, dict]],
                 rules: dict | None = None) -> Any:
    """The state after a script's ``entries`` ((phase, body) pairs, as a case writes them)
    played on ``seats`` of ``scenario`` under house ``rules``."""
    from narrator_app.engine.script import apply_entry, setup_of

    setup, dealt = setup_of({"scenario": scenario, "seats": seats,
                             **({"house_rules": rules} if rules else {})})
    g = Game.new(setup)
    g.deal(dealt)
    st = g.state
    for phase, body in entries:
        st = apply_entry(st, phase, body)
    return st
