"""A role's kind parameters in play: :func:`params_as`, the one way a kind reads them.

A role's ``params`` in its scenario file are checked by its kind's model
(:func:`registry.validate_params`). A file's ``[[house_rules]]`` entry naming a ``role`` and
a ``param`` is a house rule of its own: the narrator may change that parameter (the
house-rules dialog lists it with its ``name``); the value chosen for the game is laid over
the role's params (a dotted ``param`` sets a nested one, :func:`file_rules.with_param`).
Kinds read only their params, through :func:`params_as`, never a house rule;
:func:`params_of` is the same for a scenario and house rules without a game (the
trackers a card is dealt with).
"""

from __future__ import annotations

from collections.abc import Callable
from dataclasses import replace
from typing import TYPE_CHECKING, Any, TypeVar

from pydantic import BaseModel

from ..file_rules import laid_params, rules_by_role
from .registry import (
    KINDS,
    Kind,
    tracker_kind,
    tracker_rank,
    trackers_of,
    validate_params,
)

if TYPE_CHECKING:
    from ..scenario import Scenario
    from ..state import GameState

M = TypeVar("M", bound=BaseModel)

#: The house-rule values kept as they are in :func:`params_of`'s cache key (any other is
#: keyed by its ``repr``: a list of nights).
_SCALARS = (bool, int, str, float, type(None))
#: Each params model's defaults, made once (the params of a kind no role plays).
_DEFAULTS: dict[type[BaseModel], BaseModel] = {}


def params_as(st: GameState, role: str, model: type[M]) -> M:
    """The parameters of the role ``role`` in this game as ``model`` (its kind's params
    model; :class:`pydantic.BaseModel` to take any): the role's ``params`` in the scenario
    file with the file's own house rules on this role, as chosen in the game's house rules,
    laid over them (:func:`params_of`); ``model``'s defaults when the scenario has no role
    ``role``. A kind that one role plays asks by ``st.scenario.role_of_kind(kind)`` (the
    kind itself, so the defaults, when no role plays it).

    Raises:
        TypeError: ``role``'s kind reads another model.
    """
    scen = st.scenario
    found: BaseModel | None
    last = scen.__dict__.get("_params_last")  # (a game's rules, role → params): a game's
    if last is not None and last[0] is st.rules:  # rules never change (the state's own)
        found = last[1].get(role)
        if found is not None and isinstance(found, model):
            return found
    if scen.has_role(role):
        found = params_of(scen, role, st.rules)
        if last is None or last[0] is not st.rules:
            own: dict[str, BaseModel] = {}
            last = (st.rules, own)
            object.__setattr__(scen, "_params_last", last)  # frozen model: private cache
        last[1][role] = found
    else:
        found = _DEFAULTS.get(model)
        if found is None:
            found = _DEFAULTS[model] = model()
    if not isinstance(found, model):
        raise TypeError(f"the role {role!r} has {type(found).__name__}, not {model.__name__}")
    return found


def params_of(scen: Scenario, role_id: str, rules: dict[str, Any] | None = None
              ) -> BaseModel:
    """The parameters of ``role_id``'s kind in ``scen`` (its model's instance): the role's
    ``params`` in the file with the values of the file's own house rules on it chosen in
    ``rules`` (a game's house rules; the defaults when None). Worked out once per scenario,
    role and values chosen (the scenario keeps them).

    Raises:
        KeyError: no such role, or its kind is not the engine's.
    """
    cache = scen.__dict__.get("_params")
    if cache is None:
        cache = {}
        object.__setattr__(scen, "_params", cache)  # frozen model: private cache
    own = rules_by_role(scen).get(role_id)
    key: Any = role_id  # no house rule of the file on this role: one model per role
    if own is not None:
        chosen = rules or {}
        raw = tuple([chosen.get(r.key, default) for r, default in own])
        key = (role_id, raw)
        try:
            model = cache.get(key)
        except TypeError:  # a list or table value: by its text
            key = (role_id, repr(raw))
            model = cache.get(key)
    else:
        model = cache.get(key)
    if model is None:
        role = scen.role(role_id)
        params = laid_params(role.params, own or (), chosen) if own is not None else dict(
            role.params)
        model = cache[key] = validate_params(role.ability_kind, params)
    return model


def role_kind(scen: Scenario, role_id: str, rules: dict[str, Any] | None = None
              ) -> Kind | None:
    """The kind of ``role_id`` in ``scen`` as it plays for that role in a game of the house
    rules ``rules`` (the game's complete rules, ``GameState.rules``; the file's defaults
    when None): the kind's own fields with those its :attr:`Kind.per_role` gives from the
    role's parameters with the game's rules laid over them (:func:`params_of`) laid over
    them (its step's shape, action, options, tracker lines, signal, undo confirmation);
    None when the role's kind is not the engine's. Kept with the scenario by the role and
    its params (one per values chosen: HR107-1), the last rules object's answers beside it.

    Raises:
        KeyError: no such role.
    """
    k = KINDS.get(scen.kind_of(role_id))
    if k is None or k.per_role is None:
        return k
    last = scen.__dict__.get("_role_kinds_last")  # (a game's rules, role → (kind, played)):
    if last is not None and last[0] is rules:  # a game's rules never change (the state's)
        hit = last[1].get(role_id)
        if hit is not None and hit[0] is k:
            return hit[1]
    else:
        played: dict[str, tuple[Kind, Kind]] = {}
        last = (rules, played)
        object.__setattr__(scen, "_role_kinds_last", last)  # frozen model: private cache
    model = params_of(scen, role_id, rules)
    cache = scen.__dict__.get("_role_kinds")
    if cache is None:
        cache = {}
        object.__setattr__(scen, "_role_kinds", cache)  # frozen model: private cache
    key = (role_id, id(model))  # the model is kept by params_of's cache (the entry holds
    found = cache.get(key)  # it too), so its identity is not reused while kept
    if found is None or found[0] is not k or found[1] is not model:  # a kind registered
        found = cache[key] = (k, model, replace(k, **k.per_role(model)))  # anew: made anew
    last[1][role_id] = (k, found[2])
    return found[2]


def played_kind(scen: Scenario, key: str, kind: str, rules: dict[str, Any] | None = None
                ) -> Kind | None:
    """The kind ``kind`` of step or card ``key`` as it plays for that role in a game of
    ``rules`` (:func:`role_kind` when ``key`` is a role of ``scen`` whose kind's fields
    depend on its params, :attr:`Kind.per_role`: Jack's ``linked_exit`` in the seeds'
    form), else the kind's own; None when the engine has no such kind."""
    k = KINDS.get(kind)
    if k is None or k.per_role is None or not scen.has_role(key):
        return k
    return role_kind(scen, key, rules)


def role_shape(scen: Scenario, key: str, rules: dict[str, Any] | None = None
               ) -> Callable[[Any, int, str], None] | None:
    """The game-script shape of step ``key``'s value where the role's params in a game of
    ``rules`` (:func:`role_kind`) give its kind another (:attr:`Kind.per_role`: the
    Zodiac's one-seat ``shoot``, ``seed_form``, a link's ``chooser``); None: the kind's own
    (:func:`shapes.check_step` finds it), or ``key`` is no role."""
    if not scen.has_role(key):
        return None
    k = KINDS.get(scen.kind_of(key))
    if k is None or k.per_role is None:
        return None
    own = role_kind(scen, key, rules)
    return own.shape if own is not None and own.shape is not k.shape else None


def kinds_key(scen: Scenario, rules: dict[str, Any] | None) -> tuple[Any, ...]:
    """What the kinds the roles of ``scen`` play (:func:`role_kind`) depend on in a game of
    ``rules`` besides the scenario and the registry: the values chosen for the house rules
    on each role whose kind's fields depend on its params (:attr:`Kind.per_role`), as text
    (a list's too); () when none. An answer kept per scenario that reads a role's kind
    keys on it (HR107-1). Kept beside the rules object (never changed)."""
    kept = scen.__dict__.get("_kinds_key")
    if kept is not None and kept[0] is rules:
        return kept[1]
    chosen = rules or {}
    out: list[Any] = []
    for role_id, own in rules_by_role(scen).items():
        k = KINDS.get(scen.kind_of(role_id)) if scen.has_role(role_id) else None
        if k is not None and k.per_role is not None:
            out.append((role_id, repr(tuple([chosen.get(r.key, d) for r, d in own]))))
    found = tuple(out)
    object.__setattr__(scen, "_kinds_key", (rules, found))  # frozen model: private cache
    return found


def role_trackers(scen: Scenario, role_id: str, rules: dict[str, Any] | None = None
                  ) -> tuple[tuple[str, str], ...]:
    """The tracker lines of a card of ``role_id`` in ``scen`` in a game of ``rules`` (the
    file's defaults when None): :attr:`Kind.trackers` as the role plays its kind,
    :func:`role_kind`; () when none."""
    name = tracker_kind(scen.role(role_id))
    if name not in KINDS:  # a retired kind the role plays exactly (the seeds' doctor)
        return trackers_of(name)
    k = role_kind(scen, role_id, rules)
    return k.trackers if k is not None else ()


def night_records(scen: Scenario, role_id: str, rules: dict[str, Any] | None = None
                  ) -> tuple[str, ...]:
    """The counters of a card of ``role_id`` in ``scen`` (in a game of ``rules``, the
    file's defaults when None) that record the last night's
    target, written by its step at End night each night anew (:attr:`Kind.night_records`
    as the role plays its kind, :func:`role_kind`: the hold's own ``tracker``, the guard's
    ``last_protect``, a save's ``last_tracker``; the no-repeat rules read them tonight,
    club_scenarios 2.10 C8, rules_spec 3.1.3, A79). () when none or no such role; the
    names are the file's, whatever it calls them (the window keeps no list of them)."""
    k = role_kind(scen, role_id, rules) if scen.has_role(role_id) else None
    return k.night_records if k is not None else ()


def hold_records(scen: Scenario, role_id: str, rules: dict[str, Any] | None = None
                 ) -> tuple[str, ...]:
    """The counters of :func:`night_records` of ``role_id`` in ``scen`` (in a game of
    ``rules``) that record a
    player-mode hold, whose seats a guard's shield may void while the hold still counts for
    the no-repeat rule (:attr:`Kind.hold_records`; club_scenarios 2.10 C8: the engine's
    ``last_hold_void``, ``hold_void_tonight``); () when none or no such role."""
    k = role_kind(scen, role_id, rules) if scen.has_role(role_id) else None
    return k.hold_records if k is not None else ()


def role_tracker_rank(scen: Scenario, role_id: str) -> int:
    """Where a card of ``role_id`` comes on the trackers panel (its kind's
    :func:`registry.tracker_rank`: the narrator's night order)."""
    return tracker_rank(tracker_kind(scen.role(role_id)))
