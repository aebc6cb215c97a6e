"""The general kind ``night_shot`` (club_scenarios 9.1, 1.3): the team's shot, led by a club
boss's card.

A role of this kind (a club's boss: no vest, no sixth sense, no night step of his own)
brings the team action ``shot`` to the ``mafia`` step: ``{shot: s}``, one living player who
is not a teammate (``invalid_target``), one team action a night (``one_team_action``). The
boss decides while he is in the game; once he has left, the remaining members decide
(``decider``, :func:`team_decider`). The shot removes its target at the night's
``night_shot`` stage unless something in ``fails_on`` stops it: ``save`` (a save kind's
save), ``immune`` and ``armour`` (read by those kinds through :func:`shot_fails_on`).

Parameters (:class:`NightShotParams`): ``decider`` = ``boss`` (default: the card decides,
then the remaining members) | ``team`` (the team together: werewolves); ``targets`` =
``non_teammates``; ``fails_on`` = ``[save, immune, armour]`` (default: all three).
"""

from __future__ import annotations

from typing import Any, Literal

from pydantic import BaseModel, ConfigDict

from ..state import ALIVE, GameState, Player
from .base import card_of, role_params, roles_of_kind, team_value
from .checks import check_team_shot
from .registry import Kind, TeamPart, register


class NightShotParams(BaseModel):
    """``night_shot``'s parameters (club_scenarios 9.1); the defaults are the six club
    scenarios' boss: he decides, a teammate is never a target, a save, an immunity or an
    armour stops the shot."""

    model_config = ConfigDict(extra="forbid", frozen=True)
    decider: Literal["boss", "team"] = "boss"
    targets: Literal["non_teammates"] = "non_teammates"
    fails_on: tuple[Literal["save", "immune", "armour"], ...] = ("save", "immune", "armour")


def _check_shot(st: GameState, part: TeamPart, arg: Any, value: dict[str, Any]) -> None:
    check_team_shot(st, arg)


def _parts(scenario: Any, role_id: str, params: BaseModel) -> tuple[TeamPart, ...]:
    return (TeamPart("shot", role_id, "night_shot", _check_shot, token="shot",
                     seats=lambda arg: [arg]),)


def shot_fails_on(st: GameState) -> frozenset[str]:
    """What stops tonight's team shot in this scenario (``save``, ``immune``, ``armour``):
    the boss's ``fails_on``; all three when the scenario has no ``night_shot`` role (the
    seeds' shot fails on saves, shields and vests)."""
    roles = roles_of_kind(st.scenario, "night_shot")
    if not roles:
        return frozenset(("save", "immune", "armour"))
    params = role_params(st.scenario, roles[0])
    assert isinstance(params, NightShotParams)
    return frozenset(params.fails_on)


def team_decider(st: GameState) -> Player | None:
    """The player who decides the team action now (club_scenarios 1.3): the living holder
    of the boss card (a ``night_shot`` role with ``decider = boss``); None when the team
    decides together (the boss has left, or ``decider = team``)."""
    for role in roles_of_kind(st.scenario, "night_shot"):
        params = role_params(st.scenario, role)
        if isinstance(params, NightShotParams) and params.decider == "boss":
            return card_of(st, role)
    return None


def _effect(n: Any) -> None:
    """After the ``night_shot`` stage: where ``fails_on`` lacks ``save``, a saved target of
    the shot leaves all the same (the pipeline's own stage lets a save stop it)."""
    st: GameState = n.st
    shot = team_value(st).get("shot")
    if not isinstance(shot, int) or "save" in shot_fails_on(st) or shot not in n.saves:
        return
    if st.view(shot).status == ALIVE:
        n.deaths.setdefault(shot, "mafia_shot")


NIGHT_SHOT = register(Kind(
    "club_scenarios 9.1, 1.3 (the team shot; the boss decides, then the remaining members)",
    token="shot", stage="night_shot", params=NightShotParams, name="night_shot",
    multi=False, whole_night=True, effect=_effect, team_parts=_parts,
))
