"""The general kind ``tamper_inquiry`` (club_scenarios 9.3): each night the holder names a
living player other than himself; an inquiry touching that player tonight has its side
answer changed (the charlatan: naming the detective makes his answer ``citizen``; the
joker: reversing the answer about the named player). He is told nothing; held or blocked,
his choice has no effect.

Value: ``{<action>: s}`` (``pick``). Parameters (:class:`TamperParams`, defaults in
brackets): ``action`` [``pick``]; ``on`` [``inquirer``: the named player's own inquiry] |
``subject`` (any inquiry about the named player); ``effect`` [``force_citizen``] |
``reverse``; ``repeat`` [``allowed``] | ``forbidden_consecutive``.
"""

from __future__ import annotations

from typing import Any, Literal

from pydantic import BaseModel, ConfigDict, Field

from ..errors import IllegalAction
from ..state import GameState, Player
from ..table import require_alive, seat_of
from .base import card_of, one_key, roles_of_kind
from .checks import disabled_tonight
from .params import params_as
from .registry import Kind, OptionSpec, register


class TamperParams(BaseModel):
    """``tamper_inquiry``'s parameters (club_scenarios 9.3); see the module's text."""

    model_config = ConfigDict(extra="forbid", frozen=True)
    action: str = Field(default="pick", pattern=r"^[a-z][a-z0-9_]{0,63}$")
    on: Literal["inquirer", "subject"] = "inquirer"
    effect: Literal["force_citizen", "reverse"] = "force_citizen"
    repeat: Literal["allowed", "forbidden_consecutive"] = "allowed"


def _check(st: GameState, kind: str, actor: Player, value: dict[str, Any]) -> None:
    role = actor.card.role
    p = params_as(st, role, TamperParams)
    t = seat_of(st, one_key(value, p.action, role), role)
    require_alive(st, t, role)
    if t == actor.seat:
        raise IllegalAction("invalid_target", key=role, seat=t, role=role, detail="self")
    if (p.repeat == "forbidden_consecutive" and actor.card.hidden.get("last_pick") == t
            and actor.card.hidden.get("last_pick_night") == st.number - 1):
        raise IllegalAction("repeat_target", key=role, seat=t, role=role, night=st.number)


def tamper(st: GameState, inquirer: int, subject: int, side: str) -> str:
    """The side answer ``side`` an inquiry by the seat ``inquirer`` about ``subject`` gives
    tonight once every acting ``tamper_inquiry`` has touched it."""
    for role in roles_of_kind(st.scenario, "tamper_inquiry"):
        value = st.choices.get(role)
        found = card_of(st, role)
        if not value or found is None or found.seat in disabled_tonight(st):
            continue
        p = params_as(st, role, TamperParams)
        if value.get(p.action) != (inquirer if p.on == "inquirer" else subject):
            continue
        if p.effect == "force_citizen":
            side = "citizen"
        else:
            side = "citizen" if side == "mafia" else "mafia"
    return side


def _effect(n: Any) -> None:
    """After the ``block`` stage: tonight's pick is kept for the repeat rule."""
    st: GameState = n.st
    for role in roles_of_kind(st.scenario, "tamper_inquiry"):
        value = st.choices.get(role)
        found = card_of(st, role)
        if value and found is not None and n.acts(found):
            holder = st.player(found.seat)
            holder.card.hidden["last_pick"] = value.get(params_as(st, role, TamperParams).action)
            holder.card.hidden["last_pick_night"] = n.k


def _options(st: GameState, key: str, params: BaseModel) -> list[OptionSpec]:
    assert isinstance(params, TamperParams)
    name = params.action
    return [OptionSpec(name, probe=lambda s: {name: s},
                       build=lambda seats, role: {name: seats[0]})]


def _tokens(st: GameState, key: str, value: dict[str, Any]) -> list[tuple[int, str]]:
    s = value.get(params_as(st, key, TamperParams).action)
    return [(s, "flipped")] if isinstance(s, int) else []


TAMPER = register(Kind(
    "club_scenarios 9.3 (an inquiry's answer forced or reversed; generalises the joker)",
    token="flipped", step=True, stage="block", params=TamperParams, name="tamper_inquiry",
    multi=True, whole_night=True, check=_check, effect=_effect, options=_options,
    tokens=_tokens,
))
