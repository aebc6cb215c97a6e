"""The ability kind ``move_vote`` (club_scenarios 9.5 ``day_power`` variant ``move_vote``, 10
#22): Namayande's treason vote (رأی خیانت, 4.6). A team option of the boss's card (the
``night_shot`` role's ``options``), not a night step of its own: the team step carries it as
an extra field beside its action (club_scenarios 1.3: it is no second team action),
``treason: {rep: 1 | 2, delta: 1 | -1}``.

At the team step of a night, while the boss card is in the game and representatives exist,
the boss names a representative slot and a direction; the next day the count of votes
against that representative's accused is moved by ``delta`` (the ``representatives``
procedure reads it, :data:`representatives.VOTE_MOVES`). Refused ``invalid_target``: the
slot the boss himself holds (NM3, AG1, AG2), an empty slot (no representative to move);
``not_acting`` once the boss card has left (4.10 C23, PROPOSED); ``bad_script`` for another
shape. Void (no move) when the slot's representative leaves before he names anyone (4.6,
PROPOSED; also when he left the table earlier that night) or the boss leaves before the day's
vote; a boss who left the table earlier that night: accepted, no effect (6.10 S12). One a
night, so once a day.

The card's tracker ``treason`` is the move recorded last night (``{rep, delta}``), null on a
night without one.

Parameters (:class:`MoveVoteParams`): ``team_action`` [``treason``]: the team step's key;
``slots`` [2]: the representative slots; ``deltas`` [[1, -1]]: the moves allowed.
"""

from __future__ import annotations

from typing import Any

from pydantic import BaseModel, ConfigDict, Field, StrictInt

from ..errors import IllegalAction
from ..scenario import Ident, Scenario
from ..state import ALIVE, GameState
from ..table import withdrew_now
from .base import card_of, game_team_parts, left_now, team_value
from .day_power import NAME as SPEC_KIND
from .kind_params import variant_words
from .registry import Kind, TeamPart, get_kind, register
from .representatives import NAME as PROCEDURE
from .representatives import VOTE_MOVES, slots

KIND = "move_vote"


class MoveVoteParams(BaseModel):
    """``move_vote``'s parameters; see the module's text."""

    model_config = ConfigDict(defer_build=True, extra="forbid", frozen=True)
    team_action: Ident = "treason"
    slots: StrictInt = Field(default=2, ge=1, le=2)
    deltas: tuple[StrictInt, ...] = (1, -1)


def _params(part: TeamPart) -> MoveVoteParams:
    p = part.params
    assert isinstance(p, MoveVoteParams)
    return p


def _check(st: GameState, part: TeamPart, arg: Any, value: dict[str, Any]) -> None:
    """``{rep, delta}``: a slot held by someone other than the boss, an allowed delta, the
    boss card in the game."""
    p = _params(part)
    if not isinstance(arg, dict) or set(arg) != {"rep", "delta"}:
        raise IllegalAction("bad_script", key="mafia", value=arg, detail="treason")
    rep, delta = arg["rep"], arg["delta"]
    if (isinstance(rep, bool) or not isinstance(rep, int) or not 1 <= rep <= p.slots
            or isinstance(delta, bool) or delta not in p.deltas):
        raise IllegalAction("bad_script", key="mafia", value=arg, detail="treason")
    boss = card_of(st, part.role)
    if boss is None:
        if left_now(st, part.role):
            return  # he left the table earlier tonight: accepted, no effect (6.10 S12)
        raise IllegalAction("not_acting", key="mafia", role=part.role, night=st.number)
    held = slots(st)[rep - 1]
    was = slots(st.base or st)[rep - 1]
    if held is None and was is not None and withdrew_now(st, st.view(was)):
        return  # the slot's representative left the table tonight: void (4.6; CF45-16)
    if held is None:
        raise IllegalAction("invalid_target", key="mafia", role=part.role,
                            detail="no_representative")
    if held == boss.seat:
        raise IllegalAction("invalid_target", key="mafia", seat=held, role=part.role,
                            detail="own_slot")


def _parts(scenario: Scenario, role_id: str, params: BaseModel) -> tuple[TeamPart, ...]:
    """The team step's field: every slot with every allowed delta offered beside the team's
    action (``field_args``: the window's choices, each asked of :func:`_check`)."""
    assert isinstance(params, MoveVoteParams)
    args = tuple({"rep": rep, "delta": delta}
                 for rep in range(1, params.slots + 1) for delta in params.deltas)
    return (TeamPart(params.team_action, role_id, KIND, _check, action=False,
                     params=params, field_args=args),)


def _mine(st: GameState) -> tuple[str, MoveVoteParams] | None:
    """The boss role that brings the move and its parameters (None: the scenario has none)."""
    for part in game_team_parts(st).values():
        if part.kind == KIND:
            return part.role, _params(part)
    return None


def _effect(n: Any) -> None:
    """At the ``day_effects`` stage: the boss card's ``treason`` tracker is tonight's move
    (null without one), with the representative it names."""
    st: GameState = n.st
    found = _mine(st)
    if found is None:
        return
    role, p = found
    boss = card_of(st, role)
    if boss is None:
        return
    card = st.player(boss.seat).card
    arg = team_value(st).get(p.team_action)
    if isinstance(arg, dict):
        card.counters["treason"] = dict(arg)
        card.hidden["treason_night"] = n.k
        card.hidden["treason_seat"] = slots(st)[arg["rep"] - 1]
    else:
        card.counters["treason"] = None


def moves_today(st: GameState) -> dict[int, int]:
    """Today's vote moves (slot → delta): last night's, while the boss and the slot's
    representative who was named are still in the game."""
    found = _mine(st)
    if found is None or st.phase != "day":
        return {}
    boss = card_of(st, found[0])
    if boss is None or boss.status != ALIVE:
        return {}
    h = boss.card.hidden
    arg = boss.card.counters.get("treason")
    if h.get("treason_night") != st.number - 1 or not isinstance(arg, dict):
        return {}
    rep = arg["rep"]
    if slots(st)[rep - 1] != h.get("treason_seat"):
        return {}  # that representative left before naming anyone (4.6)
    return {rep: int(arg["delta"])}


def counters_now(st: GameState, p: Any) -> dict[str, Any]:
    """The boss card's ``treason`` line at night: tonight's move once the team's step is
    confirmed, none before it. The card still holds last night's move, counted on the day
    just played (club_scenarios 4.6: «the next day»); shown at night it read as tonight's
    vote before the boss had chosen one. Empty by day and for another card."""
    found = _mine(st)
    if st.phase != "night" or found is None or p.role != found[0]:
        return {}
    arg = team_value(st).get(found[1].team_action)
    return {"treason": dict(arg) if isinstance(arg, dict) else None}


MOVE_VOTE = Kind(
    "club_scenarios 9.5 (day_power: move_vote), 10 #22; 4.6 (the treason vote: NM2, NM3, AG1, "
    "AG2, ND), 4.7 step 2, 4.10 C23",
    stage="day_effects", params=MoveVoteParams, name=KIND, whole_night=True, effect=_effect,
    team_parts=_parts, start_counters=lambda params: {"treason": None},
    counters_now=counters_now,
    needs_procedure=PROCEDURE,  # it moves a slot's count in the representatives' vote
    spec_of=SPEC_KIND, spec_words=variant_words(KIND, KIND),
)
if get_kind(KIND) is None:
    register(MOVE_VOTE)
    VOTE_MOVES.append(moves_today)
