"""Fields a kind adds to the team's night step that are not team actions (club_scenarios
1.3: "A team action's extra fields that are not actions (Namayande's treason vote, its mine
sacrifice) do not count"): the mine's ``sacrifice``. Each field's kind registers its check
in :data:`TEAM_FIELDS`; the team step's own check sees the value without them
(:func:`split_team_fields`), so they never count as a second team action.
"""

from __future__ import annotations

from collections.abc import Callable
from typing import Any

from ..errors import IllegalAction
from ..state import GameState

#: Field name → (the ability kind that adds it, its check (state, the team's whole value)).
TEAM_FIELDS: dict[str, tuple[str, Callable[[GameState, dict[str, Any]], None]]] = {}


def split_team_fields(st: GameState, value: dict[str, Any]) -> dict[str, Any]:
    """``value`` (the team step's value) without the fields of :data:`TEAM_FIELDS`, each
    checked first. A field whose kind the scenario has not is left in (the team step then
    refuses it ``bad_script``).

    Raises:
        IllegalAction: a field's own check refuses it.
    """
    if not isinstance(value, dict) or not TEAM_FIELDS.keys() & value.keys():
        return value
    kinds = {st.scenario.kind_of(r.id) for r in st.scenario.roles}
    rest = dict(value)
    for name, (kind, check) in TEAM_FIELDS.items():
        if name in value and kind in kinds:
            check(st, value)
            del rest[name]
    if not rest and len(rest) < len(value):
        raise IllegalAction("not_available", key="mafia", value=value, detail="no_team_action")
    return rest
