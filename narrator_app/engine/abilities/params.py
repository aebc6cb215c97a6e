"""A role's parameters at the table, for the kinds that play one role of a scenario each
(the heir, the witch, the kadkhoda, the herbalist): :func:`kind_params`."""

from __future__ import annotations

from typing import Any

from pydantic import BaseModel

from .base import role_params
from .registry import validate_params


def kind_params(st: Any, kind: str) -> BaseModel:
    """The parameters of the role the scenario of ``st`` plays ``kind`` by (its file's
    ``params``, checked by the kind's model; the model's defaults when none), with the
    game's house rules on that role laid over them (``base.role_params``).

    Raises:
        KeyError: no kind is called ``kind``.
    """
    scen = st.scenario
    role = scen.role_of_kind(kind)
    if not scen.has_role(role):
        return validate_params(kind, None)
    return role_params(scen, role, st.rules)
