"""Jack Sparrow, the seeds' own kind ``jack_sparrow`` (rules_spec 3.2; S2:L62-L72; A51-A57,
6.9 S6): an independent who curses a living player every night, the intro night too.

Not the general ``linked_exit`` (club_scenarios 9.5): his link runs the other way and his
other rules are not links (decisions L21-6). Everything of his lives here:

* his night step ``{curse: s}`` (:func:`check_curse`): required every night while he lives
  (``missing_choice`` ``curse``, the night cannot end without it, :func:`check_cursed`);
  another living player, nobody cursed twice until every other living player has been
  (``repeat_target``, by the card's hidden ``history``); none at all once shown by the vote
  under ``jack_curse_after_reveal = freeze`` (``not_available`` ``curse_frozen``, A53);
* the curse made the active one when the night is resolved (:func:`apply_curse`), unless he
  is handcuffed tonight (the earlier curse stays, 6.9 S6);
* the curse link (:func:`curse_link`): when his cursed player leaves, whatever the cause,
  Jack leaves too (``curse_link``, announced ``jack_left``, S2:L63); the night's
  :func:`leaves_with` tells Kane's inquiry so (6.9 S4);
* the team's night shot never removes him (S2:L62); the day's vote shows his card instead
  of removing him (A56); a Beautiful Mind guess finds him once shown by naming his cursed
  player (S2:L68);
* his step is called first, or right after the team under ``jack_wake_position =
  after_mafia`` (A52, :func:`wakes_after`);
* his ring token ``cursed``, his trackers ``curse`` and ``revealed``, his value's shape,
  and the scope of his two house rules (a roster with his kind).
"""

from __future__ import annotations

from collections.abc import Callable
from typing import Any

from ..errors import IllegalAction
from ..option import Option, PerSeat, one_seat
from ..shapes import obj, seat
from ..state import DEAD, GameState, Player
from ..table import EXIT_HOOKS, leave, left_table_now, require_alive, seat_of
from .registry import Kind, register

NAME = "jack_sparrow"
#: His step's one key (``{curse: s}``) and the ring's token on the cursed seat.
ACTION = "curse"
TOKEN = "cursed"
#: The announcement when he leaves (the curse link, a night exit, Beautiful Mind).
LEFT = "jack_left"
#: The team's step his step is called after under ``jack_wake_position = after_mafia``.
_TEAM = "mafia"


def frozen(st: GameState) -> bool:
    """True when Jack no longer curses: shown by the vote under ``jack_curse_after_reveal =
    freeze`` (A53)."""
    jack = st.find(NAME)
    return bool(
        jack
        and jack.card.counters.get("revealed")
        and st.rules.get("jack_curse_after_reveal") == "freeze"
    )


def check_curse(st: GameState, kind: str, value: dict[str, Any]) -> None:
    """Jack's curse, any night (the intro night too); accepted with no effect when he left
    the table this night (rules_spec 6.9 S10)."""
    if not left_table_now(st, kind):
        _check(st, value)


def _check(st: GameState, value: dict[str, Any]) -> None:
    """Jack's curse (S2:L62; A51): every night incl. the intro night, a living player other
    than Jack, no repeat until everyone living has been cursed."""
    jack = st.find(NAME)
    if jack is None:
        raise IllegalAction("not_acting", key=NAME, role=NAME, night=st.number)
    if frozen(st):
        raise IllegalAction("not_available", key=NAME, role=NAME, detail="curse_frozen")
    if not value:
        raise IllegalAction("missing_choice", key=NAME, role=NAME, detail=ACTION)
    if set(value) != {ACTION}:
        raise IllegalAction("bad_script", key=NAME, value=value, detail="unknown_choice")
    t = seat_of(st, value[ACTION], NAME)
    require_alive(st, t, NAME)
    if t == jack.seat:
        raise IllegalAction("invalid_target", key=NAME, seat=t, role=NAME, detail="self")
    history = jack.card.hidden.get("history", [])
    others = {s for s in st.alive_seats() if s != jack.seat}
    if t in history and not others <= set(history):
        raise IllegalAction("repeat_target", key=NAME, seat=t, role=NAME, night=st.number)


def check_cursed(st: GameState, kind: Kind) -> None:
    """Refuse ending the night (``missing_choice`` ``curse``) while Jack lives, is not
    frozen and has not cursed tonight (S2:L62; A51)."""
    if st.find(NAME) is not None and not frozen(st) and NAME not in st.by_kind():
        raise IllegalAction("missing_choice", key=NAME, role=NAME, night=st.number,
                            detail=ACTION)


def wakes_after(st: GameState) -> str | None:
    """The step Jack's is called right after tonight: the team's under
    ``jack_wake_position = after_mafia`` (A52); None: the file's place (first)."""
    return _TEAM if st.rules.get("jack_wake_position") == "after_mafia" else None


def apply_curse(st: GameState) -> None:
    """Tonight's curse becomes Jack's only active one; the history resets once everyone
    living has been cursed (S2:L62; A51)."""
    value = st.by_kind().get(NAME)
    jack = st.find(NAME)
    if not value or jack is None:
        return
    if jack.handcuffed_night == st.number:
        return  # accepted, no effect; the earlier curse stays the active one (6.9 S6)
    jack = st.player(jack.seat)
    t = value[ACTION]
    history = list(jack.card.hidden.get("history", []))
    others = {s for s in st.alive_seats() if s != jack.seat}
    if others <= set(history):
        history = []
    history.append(t)
    jack.card.hidden["history"] = history
    jack.card.counters[ACTION] = t


def leaves_with(st: GameState, leaving: set[int]) -> set[int]:
    """Jack's seat when his cursed player is among ``leaving`` (the curse link, S2:L63),
    else none."""
    jack = st.find(NAME)
    if jack is not None and jack.card.counters.get(ACTION) in leaving:
        return {jack.seat}
    return set()


def curse_link(st: GameState, p: Player) -> None:
    """The curse link: Jack leaves with his cursed player ``p``, whatever the cause (S2:L63),
    his card shown, ``jack_left`` announced once."""
    jack = st.find(NAME)
    if jack is not None and jack.card.counters.get(ACTION) == p.seat and jack.seat != p.seat:
        jack = st.player(jack.seat)
        jack.role_public = True
        leave(st, jack, DEAD, "curse_link")
        if LEFT not in st.pending:
            st.pending.append(LEFT)


def found_by(p: Player, guess: int) -> bool:
    """True when a Beautiful Mind guess naming ``guess`` finds Jack (``p``): once shown by
    the vote, his cursed player's seat (S2:L68); before, his own."""
    if p.card.counters.get("revealed"):
        return guess == p.card.counters.get(ACTION)
    return guess == p.seat


def tokens(st: GameState, key: str, value: dict[str, Any]) -> list[tuple[int, str]]:
    """The ring's token ``cursed`` on tonight's cursed seat."""
    t = value.get(ACTION)
    return [(t, TOKEN)] if isinstance(t, int) and not isinstance(t, bool) else []


def night_call(st: GameState, key: str, add: Callable[..., Any],
               alive_mafia: list[int]) -> None:
    """Jack's curse on the night's checklist (``add(key, kind, role, seats)``): called while
    he lives and is not frozen; never blocked, so never a dummy call (A51)."""
    p = st.holder(NAME)
    if p is not None and not frozen(st):
        add(key, "input", key, [p.seat])


def _opts_curse(st: GameState, key: str, kind: str, per_seat: PerSeat) -> list[Option]:
    """Jack's nightly curse (3.2): one seat, each seat's legality asked of the rules; no
    «none» (the curse is required every night, A51)."""
    opts: list[Option] = []
    targets = per_seat(lambda s: {ACTION: s})
    opts.append(one_seat(ACTION, targets))
    return opts


JACK = register(Kind(
    "3.2 (curse every night, the curse link, S2:L62-L72; A51-A57, 6.9 S6)",
    step=True, name=NAME, trackers=((ACTION, "seat"), ("revealed", "shown_if_true")),
    intro_night=True, tokens=tokens, end_check=check_cursed, whole_check=check_curse,
    wakes_after=wakes_after, night_start=apply_curse, leaves_with=leaves_with,
    shot_shield=lambda st, p: True, exit_word=LEFT, shown_when_voted_out=True, found_by=found_by,
    scoped_rules=("jack_wake_position", "jack_curse_after_reveal"),
    shape=obj(**{ACTION: seat}),  # the game script's shape of the value
    panel_rank=80,  # its place on the trackers panel: after Nostradamus
    whole_options=_opts_curse, night_call=night_call,
))
#: The curse link runs first after an exit, before every other kind's exit hook, as it
#: always did (the table's own step once).
EXIT_HOOKS.insert(0, curse_link)
