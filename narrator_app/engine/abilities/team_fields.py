"""Fields a kind adds to the team's night step that are not team actions (club_scenarios
1.3: "A team action's extra fields that are not actions (Namayande's treason vote, its mine
sacrifice) do not count"): the mine's ``sacrifice``. Each field's kind registers its check
in :data:`TEAM_FIELDS`; the team step's own check sees the value without them
(:func:`split_team_fields`), so they never count as a second team action. A kind may also
register the window's options that record a field with its action
(:data:`TEAM_FIELD_OPTIONS`: the trap's «shot and mine toll»), offered on the team's step
(:func:`team_field_options`).
"""

from __future__ import annotations

from collections.abc import Callable
from typing import Any

from ..errors import IllegalAction
from ..state import GameState

#: Field name → (the ability kind that adds it, its check (state, the team's whole value)).
TEAM_FIELDS: dict[str, tuple[str, Callable[[GameState, dict[str, Any]], None]]] = {}

#: Field name → (the ability kind that adds it, ``options(state)`` → the ``OptionSpec``s
#: of the team's step that record it beside the team action, whole values; none when the
#: field cannot be needed tonight).
TEAM_FIELD_OPTIONS: dict[str, tuple[str, Callable[[GameState], list[Any]]]] = {}


#: Field name → (the ability kind that adds it, ``moves(state)`` → seat → (the name of the
#: team step's option that records the field, why): a seat that, picked for the team's
#: plain ``shot``, needs the field named with it now, so the window takes the narrator to
#: that option with the seat (the trap's mine laid on an earlier night, whose toll the team
#: names while awake, CF80-55). The game script is unchanged: a plain shot there is taken,
#: and refused at the night's end (``missing_choice``) when the mine fires.
SHOT_MOVES: dict[str, tuple[str, Callable[[GameState], dict[int, tuple[str, IllegalAction]]]]] = {}


def shot_moves(st: GameState) -> dict[int, tuple[str, IllegalAction]]:
    """The seats of the team's plain shot that take the narrator to another option
    (:data:`SHOT_MOVES`), by seat; none for a scenario without such a kind."""
    if not SHOT_MOVES:
        return {}
    kinds = st.scenario.kind_map().values()  # the roles' kinds (kind_of of each id)
    out: dict[int, tuple[str, IllegalAction]] = {}
    for kind, moves in SHOT_MOVES.values():
        if kind in kinds:
            out.update(moves(st))
    return out


def team_field_options(st: GameState) -> list[Any]:
    """The team step's options (``OptionSpec``s, each building the step's whole value) that
    record a field of :data:`TEAM_FIELDS` beside the team action, from the kinds of the
    scenario's roles (club_scenarios 1.3; the trap's «shot and mine toll», 4.6, 9.1); none
    for a scenario without such a kind."""
    if not TEAM_FIELD_OPTIONS:
        return []
    kinds = st.scenario.kind_map().values()  # the roles' kinds (kind_of of each id)
    return [spec for kind, options in TEAM_FIELD_OPTIONS.values() if kind in kinds
            for spec in options(st)]


def split_team_fields(st: GameState, value: dict[str, Any]) -> dict[str, Any]:
    """``value`` (the team step's value) without the fields of :data:`TEAM_FIELDS`, each
    checked first. A field whose kind the scenario has not is left in (the team step then
    refuses it ``bad_script``).

    Raises:
        IllegalAction: a field's own check refuses it.
    """
    if not isinstance(value, dict):
        return value
    for key in value:  # a plain loop, no set made: asked for every seat of the team step
        if key in TEAM_FIELDS:
            break
    else:
        return value
    kinds = st.scenario.kind_map().values()  # the roles' kinds (kind_of of each id)
    rest = dict(value)
    for name, (kind, check) in TEAM_FIELDS.items():
        if name in value and kind in kinds:
            check(st, value)
            del rest[name]
    if not rest and len(rest) < len(value):
        raise IllegalAction("not_available", key="mafia", value=value, detail="no_team_action")
    return rest
