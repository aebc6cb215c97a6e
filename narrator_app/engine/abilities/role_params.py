"""A role's parameters as its ability kind reads them (club_scenarios 9: a scenario file
names the kind and gives the parameters)."""

from __future__ import annotations

from typing import Any, TypeVar

from pydantic import BaseModel

M = TypeVar("M", bound=BaseModel)


def role_params(st: Any, kind: str, model: type[M]) -> M:
    """The parameters of this scenario's role of ability kind ``kind``, checked against
    ``model``: the role's ``params`` in its scenario file (the model's defaults where it
    gives none). Worked out once per scenario and kind."""
    scen = st.scenario
    cache = scen.__dict__.get("_role_params")
    if cache is None:
        cache = {}
        object.__setattr__(scen, "_role_params", cache)  # frozen model: private cache
    got = cache.get(kind)
    if got is None:
        role = scen.role_of_kind(kind)
        raw = getattr(scen.role(role), "params", None) if scen.has_role(role) else None
        if isinstance(raw, BaseModel):
            raw = raw.model_dump(by_alias=True)
        got = cache[kind] = model.model_validate(dict(raw or {}))
    return got
