"""The win kind ``parity_with_lovers`` (club_scenarios 7.9, 9.6): parity, plus a mixed couple
of lovers (one of them mafia) that wins as the last two (WW2, WW5, WW6, WW12).

::

    mixed       := both lovers alive and exactly one of them is mafia
    mixed and the living are exactly the lovers   -> winner ``lovers`` (the two lovers)
    free wolves := living mafia, minus the mafia lover when mixed
    others      := every other living player (both lovers when mixed)
    no living mafia                               -> ``city``
    free wolves >= 1 and free wolves >= others    -> ``mafia`` (a tie goes to the wolves)

The lovers are the pair of the scenario's ``linked_exit`` holder (``lovers`` tracker); for
``city`` and ``mafia`` the winning seats are every seat of that side (a same-side couple
wins with its side; cupid with his own side, WW12).
"""

from __future__ import annotations

from typing import Any

from .linked_exit import KIND as LINKED_EXIT
from .registry import WinKind, register_win


def lovers_of(st: Any) -> list[int]:
    """The lovers' seats (two), or [] when nobody has linked a pair."""
    for p in st.players:
        if p.card.kind == LINKED_EXIT:
            pair = p.card.counters.get("lovers") or []
            return list(pair) if len(pair) == 2 else []
    return []


def decide(st: Any, tally: Any = None) -> tuple[str, str] | tuple[str, str, list[int]] | None:
    """The winner by club_scenarios 7.9: (winner, termination) or, for the lovers, (winner,
    termination, their seats); None while the game goes on."""
    alive = set(st.alive_seats())
    mafia = {s for s in alive if st.side(s) == "mafia"}
    lovers = lovers_of(st)
    mixed = (bool(lovers) and set(lovers) <= alive
             and len(mafia & set(lovers)) == 1)
    if mixed and alive == set(lovers):
        return "lovers", "lovers_alone", sorted(lovers)
    free = mafia - set(lovers) if mixed else mafia
    others = alive - free
    if not mafia:
        return "city", "mafia_gone"
    if free and len(free) >= len(others):
        return "mafia", "parity"
    return None


register_win(WinKind(
    "Parity, plus a mixed couple of lovers that wins as the last two: no mafia alive, the "
    "city wins; the mafia outside a mixed couple at least as many as the rest, they win.",
    "club_scenarios 7.9; WW2, WW5, WW6, WW12",
    decide=decide, name="parity_with_lovers",
))
