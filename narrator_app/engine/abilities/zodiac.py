"""The Zodiac's own kind ``zodiac`` (rules_spec 3.5.3, 3.5.5; S2:L110; A76-A78): an
independent who shoots a living player other than himself each night (on even nights only
under ``zodiac_shoot_nights = even``), at the team shot's stage (``night_shot``, after the
team's shot). A save stops his shot (``save_blocks_zodiac``); his shot on the guard removes
him instead (:func:`guard.meets_zodiac_shot`, A82). The team's night shot never removes him
(``zodiac_immune_to_mafia_shot``, A78: :func:`immune_to_team_shot`). The ocean who wakes
him leaves at dawn (``wake_penalty``; S2:L119; A86).

Night value ``{shoot: s}``; token ``zodiac`` on the target; its section-7 house rules are
offered where a scenario has the kind (:data:`HOUSE_RULES`).
"""

from __future__ import annotations

from typing import Any

from ..errors import IllegalAction
from ..shapes import obj, seat
from ..state import GameState, Player
from ..table import require_alive, seat_of
from . import guard
from .registry import Kind, register

NAME = "zodiac"
#: The one key of his night value.
ACTION = "shoot"
#: The section-7 house rules that matter where a scenario has the kind
#: (``house_rules.NEEDS``): his nights, his win, his immunity, a save against his shot, the
#: day's status inquiry of his scenario, the detective's reading of him.
HOUSE_RULES = ("status_inquiry_format", "zodiac_shoot_nights", "zodiac_win_alive_max",
               "zodiac_immune_to_mafia_shot", "save_blocks_zodiac", "detective_zodiac_result")


def check_shot(st: GameState, kind: str, actor: Player, value: dict[str, Any]) -> None:
    """His night step (A76): ``{shoot: s}``, a living player other than himself; refused
    ``not_available`` on an odd night under ``zodiac_shoot_nights = even``.

    Raises:
        IllegalAction: ``bad_script``, ``not_available``, ``invalid_target``.
    """
    if set(value) != {ACTION}:
        raise IllegalAction("bad_script", key=kind, value=value, detail="unknown_choice")
    t = seat_of(st, value[ACTION], kind)
    if st.rules.get("zodiac_shoot_nights") == "even" and st.number % 2:
        raise IllegalAction("not_available", key=kind, role=kind, detail="odd_night")
    require_alive(st, t, kind)
    if t == actor.seat:
        raise IllegalAction("invalid_target", key=kind, seat=t, role=kind, detail="self")


def shoot(n: Any, zod: Player, z: int) -> None:
    """His shot at the ``night_shot`` stage (after the team's, A76-A78): on the guard it is
    the guard's (:func:`guard.meets_zodiac_shot`); else ``z`` leaves (``zodiac_shot``)
    unless saved under ``save_blocks_zodiac``. ``n`` is the night under way."""
    zod.card.hidden["last_shot_night"] = n.k
    if guard.meets_zodiac_shot(n, zod, z):
        return
    if not (z in n.saves and n.R.get("save_blocks_zodiac", True)):
        n.deaths.setdefault(z, "zodiac_shot")


def immune_to_team_shot(st: GameState, t: Player) -> bool:
    """True when ``t`` holds the Zodiac card and the team's night shot never removes him
    (``zodiac_immune_to_mafia_shot``, default true; A78)."""
    return t.kind == NAME and bool(st.rules.get("zodiac_immune_to_mafia_shot", True))


ZODIAC = register(Kind(
    "3.5.3, 3.5.5 (shoot each night; immune to the mafia, S2:L110; A76-A78)",
    ACTION, NAME, step=True, stage="night_shot", name=NAME, check=check_shot, effect=shoot,
    scoped_rules=HOUSE_RULES, wake_penalty=True, shape=obj(**{ACTION: seat}),
    shot_shield=immune_to_team_shot))
