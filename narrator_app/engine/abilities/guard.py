"""The guard's own kind ``guard`` (rules_spec 3.5.3; S2:L108, L118; A82-A83): a citizen with
no night step. The Zodiac's shot on him removes the Zodiac (:func:`meets_zodiac_shot`; the
guard too unless ``guard_survives_zodiac_shot``), and at the bomb's noon sleep he may
defuse it (:func:`defuse`): told the code when the bomb is his own, else he leaves in the
holder's place on a wrong code. His code is a private signal given by day
(:data:`DAY_SIGNAL`).
"""

from __future__ import annotations

from typing import Any

from pydantic import BaseModel

from ..errors import IllegalAction
from ..state import ALIVE, DEAD, GameState, PhaseRecord, Player
from ..table import leave, withdrawn_holder
from .block import held_for_the_day
from .params import params_as
from .registry import Kind, register

NAME = "guard"
#: The Zodiac's exit cause when his shot lands on the guard: his own act's (it never voids
#: his action, A91: ``night.SELF_CAUSED``).
EXIT_CAUSE = "guard"
#: The private signal the guard receives by day (his bomb's code, S2:L118).
DAY_SIGNAL = "guard_code"
#: The section-7 house rules that matter where a scenario has the kind.
HOUSE_RULES = ("guard_survives_zodiac_shot",)


def meets_zodiac_shot(n: Any, zod: Player, z: int) -> bool:
    """The Zodiac's (``zod``) shot on ``z`` tonight (``n``, the night under way): when ``z``
    holds the guard card, the Zodiac leaves (:data:`EXIT_CAUSE`), and the guard too
    (``zodiac_shot``) unless ``guard_survives_zodiac_shot`` or a save covers him (A82) —
    a save that stops the Zodiac's shot: his params' ``save_stops``, ``save_blocks_zodiac``
    (A78; audit28 F3); True then, False when ``z`` is not the guard."""
    if n.st.view(z).kind != NAME:
        return False
    n.deaths.setdefault(zod.seat, EXIT_CAUSE)
    shooter = params_as(n.st, zod.card.role, BaseModel)
    covered = getattr(shooter, "save_stops", True) and z in n.saves
    if not n.R.get("guard_survives_zodiac_shot", True) and not covered:
        n.deaths.setdefault(z, "zodiac_shot")
    return True


def may_defuse(st: GameState) -> bool:
    """True when a living guard may still enter his code at today's noon sleep (the
    window's ``guard_code`` option)."""
    return st.holder(NAME) is not None


def defuse(st: GameState, bomb: dict[str, Any], code: int, record: PhaseRecord) -> bool:
    """The guard's defusal in the noon sleep (A83): told the code when the bomb is his own,
    else he leaves in the holder's place on a wrong code. False when it has no effect (he
    left the table earlier today, 6.10 S12; the magician's 24 hours, 6.10 S15).

    Raises:
        IllegalAction: ``not_acting`` when no guard is in the game.
    """
    holder = st.player(bomb["target"])
    guard = st.holder(NAME)
    if guard is None and withdrawn_holder(st, NAME) is not None:
        return False  # he left the table earlier today: accepted, no effect (6.10 S12)
    if guard is None:
        raise IllegalAction("not_acting", key="bomb", role=NAME)
    if any(s == guard.seat for s, _prm in held_for_the_day(st, st.number - 1)):
        return False  # the magician's 24 hours: accepted, no effect (6.10 S15)
    if holder.status != ALIVE:  # its holder left earlier today: the bomb is void (A81),
        # nobody's place to take (he left in the holder's place: an auditor's case, CF45-28)
        raise IllegalAction("not_available", key="bomb", detail="no_bomb")
    bomb["done"] = True  # his own: he was told the code at the noon sleep (tell_at_noon)
    if guard.seat != holder.seat and code != bomb["code"]:
        leave(st, guard, DEAD, "bomb")  # he leaves in the holder's place (A83)
    return True


def defuses_own(st: GameState, bomb: dict[str, Any]) -> bool:
    """True when the bomb lies in front of a living guard whom the magician does not hold
    for the day: at the noon sleep he is told its code and it is defused, whatever he says
    and whether or not his code is recorded (rules_spec 8.5 T73 "In noon-sleep narrator
    tells S4 the code; defused"; S2:L118; decision S10); no holder's code is owed."""
    guard = st.holder(NAME)
    return (guard is not None and guard.seat == bomb["target"]
            and not any(s == guard.seat for s, _prm in held_for_the_day(st, st.number - 1)))


def tell_at_noon(st: GameState, bomb: dict[str, Any], record: PhaseRecord) -> None:
    """At every main day's noon sleep (3.5.6 step 6): a living guard with the bomb in front
    of him is told its code (the private ``guard_code``, S2:L118), whether or not his code
    is then recorded (it was told only with a recorded code: CF45-28)."""
    guard = st.holder(NAME)
    if guard is not None and guard.seat == bomb["target"]:
        record.private[DAY_SIGNAL] = bomb["code"]


GUARD = register(Kind(
    "3.5.3 (the Zodiac's shot on him removes the Zodiac; defuses the bomb, S2:L108, L118; "
    "A82-A83)", name=NAME, day_signals=(DAY_SIGNAL,), scoped_rules=HOUSE_RULES,
    turns_shot=meets_zodiac_shot))  # the Zodiac's shot (a ``turnable`` shoot), A82
