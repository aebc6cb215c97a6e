"""The ``reflect`` kind (club_scenarios 9.3, 10 #6): the witch.

Each night the holder may name one living player of the other side (``{reflect: s}``);
that player's own action tonight lands on himself instead of the target he chose (capo
6.6, 6.7 steps 1, 3, 4, 6, 7): the detective inquires about himself, the armoursmith saves
himself without spending his self-save (C9), a poisoner poisons himself, a linker's link
is spent and does nothing (C10), the heir's repick does nothing; a player with no action
tonight is unaffected. Under ``mode = usurp`` (capo C8, AG1) the action lands on the
witch instead. The choice is recorded at the redirections' place in the night (1.5 step 4:
after the team's action, before the saves), so every later stage reads the new target.
"""

from __future__ import annotations

from typing import Any, Literal

from pydantic import BaseModel, ConfigDict

from ..errors import IllegalAction
from ..state import GameState, Player
from ..table import require_alive, seat_of
from .base import card_of, roles_of_kind
from .checks import disabled_tonight
from .params import params_as, role_kind
from .registry import KINDS, Kind, register

NAME = "reflect"


class ReflectParams(BaseModel):
    """The witch's parameters.

    * ``targets``: ``non_mafia`` (a player not of the mafia; capo 6.6 [PUBLIC:IDX]) or
      ``any_other`` (any other living player).
    * ``mode``: ``reflect`` (the action lands on its own holder, default) or ``usurp`` (it
      lands on the witch: capo C8).
    * ``repeat``: ``allowed`` (default) or ``forbidden_consecutive`` (not the same player two
      nights running).
    """

    model_config = ConfigDict(defer_build=True, extra="forbid", frozen=True)
    targets: Literal["non_mafia", "any_other"] = "non_mafia"
    mode: Literal["reflect", "usurp"] = "reflect"
    repeat: Literal["allowed", "forbidden_consecutive"] = "allowed"


def check_reflect(st: GameState, key: str, actor: Player, value: dict[str, Any]) -> None:
    """``{reflect: s}``: another living player, not a mafia member under ``non_mafia``, not
    last night's under ``forbidden_consecutive``.

    Raises:
        IllegalAction: bad_script, invalid_target (himself, out of the game, a teammate),
            repeat_target.
    """
    if set(value) != {"reflect"}:
        raise IllegalAction("bad_script", key=key, value=value, detail="unknown_choice")
    t = seat_of(st, value["reflect"], key)
    require_alive(st, t, key)
    if t == actor.seat:
        raise IllegalAction("invalid_target", key=key, seat=t, role=key, detail="self")
    prm = params_as(st, st.scenario.role_of_kind(NAME), ReflectParams)
    if prm.targets == "non_mafia" and st.side(t) == "mafia":
        raise IllegalAction("invalid_target", key=key, seat=t, role=key, detail="teammate")
    last = actor.card.hidden.get("last_reflect")
    if (
        prm.repeat == "forbidden_consecutive"
        and last == t
        and actor.card.hidden.get("last_reflect_night") == st.number - 1
    ):
        raise IllegalAction("repeat_target", key=key, seat=t, role=key, night=st.number)


def reflect(night: Any, holder: Player, target: int) -> None:
    """Tonight's action of ``target`` (the one-seat value of his kind's step) now names
    himself (or the witch under ``usurp``); ``night.reflected`` tells the kinds that
    treat a reflected action apart (a self-save not spent, a link spent for nothing)."""
    st = night.st
    holder.card.hidden["last_reflect"] = target
    holder.card.hidden["last_reflect_night"] = st.number
    night.reflected = target
    reflects = params_as(st, st.scenario.role_of_kind(NAME), ReflectParams).mode == "reflect"
    dest = target if reflects else holder.seat
    # the general kinds read where an action lands through ``base.landing``
    night.redirect = {**getattr(night, "redirect", {}), target: dest}
    victim = st.view(target)
    # the kind as the victim's role plays it (a delayed poison's ``action``: role_kind)
    kind = (role_kind(st.scenario, victim.card.role, st.rules)
            if st.scenario.has_role(victim.card.role) else KINDS.get(victim.kind))
    value = night.ch.get(victim.kind)
    if kind is None or kind.action is None or not isinstance(value, dict):
        return
    if value.get(kind.action) is None or left_as_chosen(kind, value):
        return
    night.ch = {**night.ch, victim.kind: {**value, kind.action: dest}}


def left_as_chosen(kind: Any, value: Any) -> bool:
    """True when ``value`` (tonight's step of a ``kind``) names its action on several seats:
    capo 6.6 turns back an action on one seat (every Capo role's); one naming several (a
    club's gunner's guns, a save of two) is left as chosen (decisions CF44-4). The night
    (:func:`reflect`) and the checklist's rows (``queries.turned_back_tonight``) ask here."""
    if kind.action is None or not isinstance(value, dict):
        return False
    aimed = value.get(kind.action)
    return aimed is not None and (not isinstance(aimed, int) or isinstance(aimed, bool))


def reflections_tonight(st: GameState,
                        off: dict[int, str] | None = None) -> dict[int, tuple[int, str]]:
    """Tonight's confirmed reflections (``st.choices``), before the night is resolved:
    ``{reflected seat: (the seat his own action lands on, the reflecting role's id)}`` —
    himself, or the witch under ``usurp`` (capo 6.6, 6.7 step 3; C8). A reflector who acts
    for nothing tonight (blocked, held: ``off``, :func:`disabled_tonight` when not given)
    reflects nothing. Seats from 1. A kind whose reflected action comes to nothing
    (:attr:`Kind.reflected_void`: the kadkhoda's link, the heir's repick, C10) is told
    apart by the caller."""
    witches = roles_of_kind(st.scenario, NAME)
    if not witches:
        return {}
    off = disabled_tonight(st) if off is None else off
    out: dict[int, tuple[int, str]] = {}
    for role in witches:
        value = st.choices.get(role)
        witch = card_of(st, role)
        if not isinstance(value, dict) or witch is None or witch.seat in off:
            continue
        t = value.get("reflect")
        if not isinstance(t, int) or isinstance(t, bool):
            continue
        reflects = params_as(st, st.scenario.role_of_kind(NAME), ReflectParams).mode == "reflect"
        out.setdefault(t, (t if reflects else witch.seat, role))
    return out


def planned_landing(st: GameState, holder: int, target: int) -> int:
    """The seat an action of the player at ``holder`` on ``target`` lands on by tonight's
    confirmed reflections (:func:`reflections_tonight`): what the window shows while the
    night is entered (capo 6.6, 6.7 step 3). Seats from 1."""
    found = reflections_tonight(st).get(holder)
    return found[0] if found is not None else target


WITCH = register(Kind(
    "club_scenarios 6.6 (witch), 6.7 steps 1, 3, 4, 6, 7, 9.3, 10 #6; capo C8-C10 "
    "[PUBLIC:IDX, CT, AG2, CN]",
    action="reflect", token="reflected", step=True, stage="block", params=ReflectParams,
    name=NAME, check=check_reflect, effect=reflect,
))
