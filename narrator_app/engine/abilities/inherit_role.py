"""The ``inherit_role`` kind (club_scenarios 9.5, 10 #21): the heir.

On the intro night the holder names one other living player (``{heir_of: s}``, required:
the night cannot end without it, ``missing_choice``). Until that player leaves, the team's
night shot never removes the holder (tracker ``immune``); nothing else is stopped (capo
C18). When that player leaves, by any cause (a withdrawal too, 1.2), the holder's immunity
ends and, when the departed card's role is one of ``inheritable``, the holder's card becomes
that card with its remaining uses; the narrator tells him (private signal ``heir``: the
role id or ``none``). A card taken by day acts from the next night; at night, from the
following one (capo 6.6). Under ``repick = nightly`` he may name another player each main
night (capo C17); a reflected repick does nothing (6.6, witch).

Trackers: ``heir_of`` (seat), ``immune`` (bool).
"""

from __future__ import annotations

from typing import Any, Literal

from pydantic import BaseModel, ConfigDict, Field

from ..errors import IllegalAction
from ..shapes import obj, seat
from ..state import ALIVE, Card, GameState, Player
from ..table import ACTS_FROM, EXIT_AT_ONCE, EXIT_HOOKS, log_line, require_alive, seat_of
from .params import params_as
from .registry import Kind, register
from .steps import DAWN_HOOKS

NAME = "inherit_role"


class InheritParams(BaseModel):
    """The heir's parameters.

    * ``pick``: when the pick is made (``intro_night``, the only one the sources give).
    * ``inheritable``: the role ids whose card the heir takes when his pick leaves (capo C16:
      the detective, the armoursmith and the herbalist); [] inherits nothing.
    * ``immunity``: ``night_shot`` (the team's shot never removes him while his pick is in
      the game) or ``none``.
    * ``repick``: ``never`` (default, C17) or ``nightly`` (he may name another player on
      each main night).
    """

    model_config = ConfigDict(defer_build=True, extra="forbid", frozen=True)
    pick: Literal["intro_night"] = "intro_night"
    inheritable: list[str] = Field(default_factory=list)
    immunity: Literal["night_shot", "none"] = "night_shot"
    repick: Literal["never", "nightly"] = "never"


def check_pick(st: GameState, key: str, actor: Player, value: dict[str, Any]) -> None:
    """``{heir_of: s}``: one other living player; on a main night only under ``repick =
    nightly`` (else ``not_available``).

    Raises:
        IllegalAction: bad_script (another shape), missing_choice (no seat),
            invalid_target (himself, a player out of the game), not_available.
    """
    if st.phase == "night" and (
            params_as(st, st.scenario.role_of_kind(NAME), InheritParams).repick != "nightly"):
        raise IllegalAction("not_available", key=key, role=key, detail="heir_repick")
    if set(value) - {"heir_of"}:
        raise IllegalAction("bad_script", key=key, value=value, detail="unknown_choice")
    if value.get("heir_of") is None:
        raise IllegalAction("missing_choice", key=key, role=key, detail="heir_pick")
    t = seat_of(st, value["heir_of"], key)
    require_alive(st, t, key)
    if t == actor.seat:
        raise IllegalAction("invalid_target", key=key, seat=t, role=key, detail="self")


def _set_pick(heir: Player, seat: int, st: GameState) -> None:
    heir.card.counters["heir_of"] = seat
    prm = params_as(st, st.scenario.role_of_kind(NAME), InheritParams)
    heir.card.counters["immune"] = prm.immunity != "none"


def on_confirm(st: GameState, value: dict[str, Any]) -> None:
    """The intro night's pick holds from the moment it is made."""
    heir = st.holder(NAME)
    if st.phase == "intro_night" and heir is not None:
        _set_pick(heir, value["heir_of"], st)


def repick(night: Any, holder: Player, seat: int) -> None:
    """A main night's repick (``repick = nightly``): nothing when it is reflected."""
    if night.reflected != holder.seat:
        _set_pick(holder, seat, night.st)


def shield(st: GameState, heir: Player) -> bool:
    """While his pick is in the game, the team's shot on the heir fails: an immunity, where
    the boss's ``fails_on`` has ``immune`` (decision CP17), whatever the saves (it was
    counted as a save, so a boss whose ``fails_on`` lacks ``save`` shot through it: an
    auditor's club file, CF46-15)."""
    from .night_shot import shot_fails_on

    return bool(heir.card.counters.get("immune")) and "immune" in shot_fails_on(st)


def not_called(st: GameState, p: Player) -> bool:
    """On a main night the heir is called only under ``repick = nightly``."""
    if st.phase != "night":
        return False
    return params_as(st, st.scenario.role_of_kind(NAME), InheritParams).repick != "nightly"


def required(st: GameState) -> str | None:
    """``heir_pick`` on the intro night while the heir has not named his pick."""
    if st.phase != "intro_night" or st.find(NAME) is None:
        return None
    role = st.scenario.role_of_kind(NAME)
    return None if (st.choices.get(role) or {}).get("heir_of") else "heir_pick"


def _take(heir: Player, gone: Player) -> None:
    heir.card = Card(gone.role, dict(gone.card.counters), dict(gone.card.hidden), kind=gone.kind)


def at_dawn(st: GameState) -> None:
    """The cards inherited tonight change hands at dawn: the heir acts in his new role from
    the following night (capo 6.6, PROPOSED)."""
    for heir, gone in sorted((st.extra.pop("inherit", None) or {}).items()):
        p = st.player(int(heir))
        if p.status == ALIVE and p.kind == NAME:
            _take(p, st.view(gone))


def inherit(st: GameState, gone: Player) -> None:
    """``gone`` has left: every heir whose pick he was loses his immunity and, when the
    card is inheritable, takes it with its counters — by day at once, at night at dawn,
    but at once when the exit's consequences run at once (:data:`table.EXIT_AT_ONCE`: the
    antidote step, capo 6.7 step 0, the card then acting from the following night); the
    narrator's private signal."""
    for p in st.players:
        if p.status != ALIVE or p.kind != NAME or p.card.counters.get("heir_of") != gone.seat:
            continue
        heir = st.player(p.seat)
        take = gone.role in params_as(st, st.scenario.role_of_kind(NAME), InheritParams).inheritable
        heir.card.counters["immune"] = False
        night = st.phase in ("night", "intro_night")
        if take and night and not st.extra.get(EXIT_AT_ONCE):
            st.extra.setdefault("inherit", {})[str(heir.seat)] = gone.seat  # at dawn
        elif take:
            _take(heir, gone)
            if night:  # at once at the antidote step (6.7 step 0): he holds the card now
                # (the executioner's guess reads it) and acts with it from the following
                # night (6.6)
                heir.card.hidden[ACTS_FROM] = st.number + 1
        answer = gone.role if take else "none"
        st.extra.setdefault("private", {})["heir"] = answer
        log_line(st, "private", False, name="heir", value=answer, seat=heir.seat)


HEIR = register(Kind(
    "club_scenarios 6.6 (heir), 9.5, 10 #21; capo C16-C18 [PUBLIC:CT, AG1, AG2]",
    action="heir_of", token="heir_pick", step=True, stage="save", params=InheritParams,
    trackers=(("heir_of", "seat"), ("immune", "safe_if_true")), name=NAME,
    check=check_pick, effect=repick, intro_night=True, on_confirm=on_confirm,
    shot_shield=shield, required=required, is_spent=not_called,
    reflected_void=True,  # a reflected repick does nothing (repick; capo 6.6, witch)
    shape=obj(heir_of=seat),  # its word and one seat: the entry's shape (CF50)
))
EXIT_HOOKS.append(inherit)
DAWN_HOOKS.append(at_dawn)
