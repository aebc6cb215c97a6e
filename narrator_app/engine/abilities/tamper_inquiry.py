"""The general kind ``tamper_inquiry`` (club_scenarios 9.3): each night the holder names a
living player (himself too under ``self_target``); an inquiry touching that player tonight
has its side answer changed (the charlatan: naming the detective makes his answer
``citizen``; the joker: reversing the answer about the named player, S2:L45, A68). He is
told nothing; held, blocked or (``night_death_voids_action``) leaving tonight, his choice
has no effect.

Value: ``{<action>: s}`` (``pick``). Parameters (:class:`TamperParams`, defaults in
brackets): ``action`` [``pick``]; ``on`` [``inquirer``: the named player's own inquiry] |
``subject`` (any inquiry about the named player); ``effect`` [``force_citizen``] |
``reverse``; ``repeat`` [``allowed``] | ``forbidden_consecutive``; ``self_target``
[false]: he may name himself; ``spares`` [``none``] | ``read_cards``: a card the inquiry's
own ``reads`` names (the seeds' Godfather, read as a citizen) keeps its reading (the
joker under ``joker_vs_godfather = godfather_absolute``, A68); ``bookkeeping``
[``last_pick``: the card keeps tonight's pick, hidden, for the repeat rule] | ``none``
(nothing kept: the seeds' joker, whose card kept nothing). ``joker_vs_godfather`` is
laid over ``spares`` by the file's ``[[house_rules]]`` binding (LN13-1).
"""

from __future__ import annotations

from collections.abc import Collection
from typing import Any, Literal

from pydantic import BaseModel, ConfigDict, Field, StrictBool, model_validator

from ..errors import IllegalAction
from ..shapes import seats_by_name
from ..state import GameState, Player
from ..table import require_alive, seat_of
from .base import card_of, landing, one_key, roles_of_kind
from .checks import disabled_tonight
from .params import params_as
from .registry import Kind, OptionSpec, register


class TamperParams(BaseModel):
    """``tamper_inquiry``'s parameters (club_scenarios 9.3); see the module's text."""

    model_config = ConfigDict(defer_build=True, extra="forbid", frozen=True)
    action: str = Field(default="pick", pattern=r"^[a-z][a-z0-9_]{0,63}$")
    on: Literal["inquirer", "subject"] = "inquirer"
    effect: Literal["force_citizen", "reverse"] = "force_citizen"
    repeat: Literal["allowed", "forbidden_consecutive"] = "allowed"
    self_target: StrictBool = False
    spares: Literal["none", "read_cards"] = "none"
    bookkeeping: Literal["last_pick", "none"] = "last_pick"

    @model_validator(mode="after")
    def _repeat_needs_the_pick(self) -> TamperParams:
        if self.repeat == "forbidden_consecutive" and self.bookkeeping == "none":
            raise ValueError('repeat = "forbidden_consecutive" needs bookkeeping = '
                             '"last_pick" (the night before\'s pick is what it compares)')
        return self


def _check(st: GameState, kind: str, actor: Player, value: dict[str, Any]) -> None:
    role = actor.card.role
    p = params_as(st, role, TamperParams)
    t = seat_of(st, one_key(value, p.action, role), role)
    require_alive(st, t, role)
    if t == actor.seat and not p.self_target:
        raise IllegalAction("invalid_target", key=role, seat=t, role=role, detail="self")
    if (p.repeat == "forbidden_consecutive" and actor.card.hidden.get("last_pick") == t
            and actor.card.hidden.get("last_pick_night") == st.number - 1):
        raise IllegalAction("repeat_target", key=role, seat=t, role=role, night=st.number)


def tamper(st: GameState, inquirer: int, subject: int, side: str,
           reads: Collection[str] = (), n: Any = None) -> str:
    """The side answer ``side`` an inquiry by the seat ``inquirer`` about ``subject`` gives
    tonight once every acting ``tamper_inquiry`` has touched it, in the file's order
    (club_scenarios 9.3; S2:L45). ``reads``: the role ids the inquiry's own ``reads`` names
    (spared under ``spares = read_cards``, A68); ``n``: the night under way (who acts
    tonight is its word), None while the night is entered (then: not blocked, held or
    robbed by tonight's steps so far)."""
    for role in roles_of_kind(st.scenario, "tamper_inquiry"):
        value = st.choices.get(role)
        found = card_of(st, role)
        if not value or found is None:
            continue
        if not (n.acts(found) if n is not None else found.seat not in disabled_tonight(st)):
            continue
        p = params_as(st, role, TamperParams)
        picked = value.get(p.action)
        if n is not None and isinstance(picked, int):  # a reflection turns it onto himself
            picked = landing(n, found.seat, picked)  # (club_scenarios 9.3; CF46-19)
        if picked != (inquirer if p.on == "inquirer" else subject):
            continue
        if p.spares == "read_cards" and st.view(subject).card.role in reads:
            continue
        if p.effect == "force_citizen":
            side = "citizen"
        else:
            side = "citizen" if side == "mafia" else "mafia"
    return side


def _effect(n: Any) -> None:
    """After the ``block`` stage: tonight's pick is kept for the repeat rule (``bookkeeping
    = last_pick``)."""
    st: GameState = n.st
    for role in roles_of_kind(st.scenario, "tamper_inquiry"):
        value = st.choices.get(role)
        found = card_of(st, role)
        if value and found is not None and n.acts(found):
            p = params_as(st, role, TamperParams)
            if p.bookkeeping == "none":
                continue
            holder = st.player(found.seat)
            holder.card.hidden["last_pick"] = value.get(p.action)
            holder.card.hidden["last_pick_night"] = n.k


def _options(st: GameState, key: str, params: BaseModel) -> list[OptionSpec]:
    assert isinstance(params, TamperParams)
    name = params.action
    return [OptionSpec(name, probe=lambda s: {name: s}, no_target=True,
                       build=lambda seats, role: {name: seats[0]})]


def _tokens(st: GameState, key: str, value: dict[str, Any]) -> list[tuple[int, str]]:
    """The pick's token: «منفی» where the answer is forced to citizen, «برعکس» where it is
    reversed (the house rule's own words: a narrator's trial read «برعکس» under the
    charlatan's «منفی»)."""
    p = params_as(st, key, TamperParams)
    s = value.get(p.action)
    token = "negative" if p.effect == "force_citizen" else "flipped"
    return [(s, token)] if isinstance(s, int) else []


TAMPER = register(Kind(
    "club_scenarios 9.3 (an inquiry's answer forced or reversed; the joker: S2:L45, A68)",
    token="flipped", step=True, stage="block", params=TamperParams, name="tamper_inquiry",
    multi=True, whole_night=True, check=_check, effect=_effect, options=_options,
    tokens=_tokens, shape=seats_by_name,
))
