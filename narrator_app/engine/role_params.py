"""A role's kind parameters in play, and a scenario file's own house rules (format 2).

A role's ``params`` in its scenario file are checked by its kind's model
(:func:`abilities.validate_params`). A file's ``[[house_rules]]`` entry naming a ``role``
and a ``param`` is a house rule of its own: the narrator may change that parameter (the
house-rules dialog lists it with its ``name``); the value chosen for the game is laid over
the role's params when the game is set up (a dotted ``param`` sets a nested one,
:func:`file_rules.with_param`). Kinds read only their params, through
:func:`role_params` (or :func:`kind_params`), never a house rule.
"""

from __future__ import annotations

from typing import TYPE_CHECKING, Any

from pydantic import BaseModel

from .abilities.registry import validate_params
from .file_rules import with_param

if TYPE_CHECKING:
    from .scenario import Scenario
    from .state import GameState


def params_of(scen: Scenario, role_id: str, rules: dict[str, Any] | None = None) -> BaseModel:
    """The parameters of ``role_id``'s kind in ``scen`` (its model's instance): the role's
    ``params`` in the file with the values of the file's own house rules on it chosen in
    ``rules`` (a game's house rules; the defaults when None). Worked out once per role and
    values (the scenario keeps them).

    Raises:
        KeyError: no such role, or its kind is not the engine's.
    """
    role = scen.role(role_id)
    own = [r for r in scen.own_house_rules().values() if r.role == role_id]
    chosen = rules or {}
    values = tuple((r.param, r.param_value(chosen.get(r.key, r.defaults[scen.family])))
                   for r in own)
    cache = scen.__dict__.get("_params")
    if cache is None:
        cache = {}
        object.__setattr__(scen, "_params", cache)  # frozen model: private cache
    key = (role_id, repr(values))
    model = cache.get(key)
    if model is None:
        params = dict(role.params)
        for path, value in values:
            params = with_param(params, path, value)
        model = cache[key] = validate_params(role.ability_kind, params)
    return model


def role_params(st: GameState, role_id: str) -> BaseModel:
    """The parameters of the role ``role_id`` in this game (:func:`params_of` under the
    game's house rules): what a kind reads, e.g. ``role_params(st, actor.card.role)``.

    Raises:
        KeyError: the scenario has no such role.
    """
    return params_of(st.scenario, role_id, st.rules)


def kind_params(st: GameState, kind: str) -> BaseModel:
    """The parameters of the scenario's role of ability kind ``kind`` (its first one) in
    this game; the kind model's defaults when the scenario has none.

    Raises:
        KeyError: no kind is called ``kind``.
    """
    role = st.scenario.role_of_kind(kind)
    if st.scenario.has_role(role):
        return role_params(st, role)
    return validate_params(kind, {})
