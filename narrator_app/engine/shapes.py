"""The shape of a narrator action, checked before any rule runs (game-script.md).

:func:`check_action` is the engine's gate: every action given to :func:`~.game.apply` (from
the window, a game file, a script or the headless player) passes through it first. It
refuses with ``bad_script`` — the code game-script.md gives to an entry's shape, a seat out
of range and an unknown key — anything that is not written in the game-script vocabulary:

* a seat is an ``int`` (never a ``bool``) from 1 to the number of seats;
* a vote count or a bomb code is an ``int`` (the rules then judge its range: ``bad_count``,
  ``invalid_target``);
* a role or card id is an identifier, a side ``city``/``mafia``, a gun ``war``/``blank``;
* a mapping has only the keys of its step (a key given as ``null`` counts as not given:
  the rules then say ``missing_choice``), a list holds at most :data:`MAX_ITEMS` items;
* a step of a role the table below does not know (a role added later) must still be plain
  data: ``null``, ``bool``, ``int``, text, lists and mappings, nested at most
  :data:`MAX_DEPTH` deep.

So the rules behind it only ever see well-formed values, and a refusal's facts hold only
small values that render into a sentence. Nothing here changes the state.
"""

from __future__ import annotations

from collections.abc import Callable
from typing import Any

from .errors import IllegalAction
from .readers import is_id

PHASES = ("intro_day", "intro_night", "day", "night")
KINDS = ("deal", "step", "end_phase")
#: Most items in a list or mapping of a step (seats of a table, rounds of a vote).
MAX_ITEMS = 64
#: Deepest nesting of a step value of an unknown role.
MAX_DEPTH = 8

Check = Callable[[Any, int, str], None]


def _refuse(key: str, detail: str, value: Any = None) -> IllegalAction:
    facts: dict[str, Any] = {"key": key, "detail": detail}
    if isinstance(value, bool) or value is None or isinstance(value, str | int):
        facts["value"] = value if not isinstance(value, str) else value[:40]
    return IllegalAction("bad_script", **facts)


def _is_int(v: Any) -> bool:
    return isinstance(v, int) and not isinstance(v, bool)


# --- leaves ------------------------------------------------------------------------------
def seat(v: Any, n: int, key: str) -> None:
    """A seat of this table: an int from 1 to ``n``."""
    if type(v) is int and 1 <= v <= n:
        return  # the common answer, at once (an int's subclass is asked below)
    if not _is_int(v):
        raise _refuse(key, "not_a_seat", v)
    if not 1 <= v <= n:
        raise _refuse(key, "seat_out_of_range", v)


def number(v: Any, n: int, key: str) -> None:
    """A vote count or a code: any int (its range is the rules' to judge)."""
    if not _is_int(v):
        raise _refuse(key, "not_a_number", v)


def flag(v: Any, n: int, key: str) -> None:
    if not isinstance(v, bool):
        raise _refuse(key, "not_a_flag", v)


def ident(v: Any, n: int, key: str) -> None:
    """A role or card id (whether it exists is the rules' to judge)."""
    if not is_id(v):
        raise _refuse(key, "not_an_id", v)


def one_of(*words: str) -> Check:
    def check(v: Any, n: int, key: str) -> None:
        if not isinstance(v, str) or v not in words:
            raise _refuse(key, "unknown_word", v)

    return check


# --- containers --------------------------------------------------------------------------
def obj(**fields: Check) -> Check:
    """A mapping with only these keys (each optional; ``None`` is "not given")."""

    def check(v: Any, n: int, key: str) -> None:
        if not isinstance(v, dict):
            raise _refuse(key, "not_a_mapping", v)
        for k, x in v.items():
            if not isinstance(k, str) or k not in fields:
                raise _refuse(key, "unknown_choice", k)
            if x is not None:
                fields[k](x, n, key)

    return check


def open_obj(**fields: Check) -> Check:
    """A mapping whose keys ``fields`` have these shapes and whose other keys are plain data
    (the team step: the seeds' actions, and those a role's kind brings, club_scenarios 1.3:
    whether a key exists in the scenario is the rules' to judge)."""

    def check(v: Any, n: int, key: str) -> None:
        if not isinstance(v, dict):
            raise _refuse(key, "not_a_mapping", v)
        if len(v) > MAX_ITEMS:
            raise _refuse(key, "too_many", len(v))
        for k, x in v.items():
            if not is_id(k):
                raise _refuse(key, "unknown_choice", k if isinstance(k, str) else None)
            if x is not None:
                (fields[k] if k in fields else plain)(x, n, key)

    return check


def list_of(item: Check) -> Check:
    def check(v: Any, n: int, key: str) -> None:
        if not isinstance(v, list):
            raise _refuse(key, "not_a_list", v)
        if len(v) > MAX_ITEMS:
            raise _refuse(key, "too_many", len(v))
        for x in v:
            item(x, n, key)

    return check


def map_of(k_check: Check, v_check: Check) -> Check:
    def check(v: Any, n: int, key: str) -> None:
        if not isinstance(v, dict):
            raise _refuse(key, "not_a_mapping", v)
        if len(v) > MAX_ITEMS:
            raise _refuse(key, "too_many", len(v))
        for k, x in v.items():
            k_check(k, n, key)
            v_check(x, n, key)

    return check


def mapping_or_list(shape: Check) -> Check:
    """One mapping, or a list of such mappings (re-vote rounds, chaos rounds)."""
    many = list_of(shape)

    def check(v: Any, n: int, key: str) -> None:
        (many if isinstance(v, list) else shape)(v, n, key)

    return check


def plain(v: Any, n: int, key: str, depth: int = 0) -> None:
    """Plain data (a step of a role this table does not describe)."""
    if depth > MAX_DEPTH:
        raise _refuse(key, "too_deep")
    if v is None or isinstance(v, bool | str) or _is_int(v):
        return
    if isinstance(v, list):
        if len(v) > MAX_ITEMS:
            raise _refuse(key, "too_many", len(v))
        for x in v:
            plain(x, n, key, depth + 1)
        return
    if isinstance(v, dict):
        if len(v) > MAX_ITEMS:
            raise _refuse(key, "too_many", len(v))
        for k, x in v.items():
            if not (isinstance(k, str) or _is_int(k)):
                raise _refuse(key, "bad_key")
            plain(x, n, key, depth + 1)
        return
    raise _refuse(key, "not_plain_data")


# --- the steps of game-script.md ---------------------------------------------------------
def _target(name: str) -> Check:
    return obj(**{name: seat})


SEATS = list_of(seat)


def shots(v: Any, n: int, key: str) -> None:
    """The ``shoot`` kind's value (club_scenarios 9.1; Leon's) and the ``block`` kind's
    (9.3; the Matador's, the magician's): ``{<word>: seat}`` or a list of seats; its one key
    is the role's ``action`` / ``verb`` (the rules refuse another)."""
    if not isinstance(v, dict):
        raise _refuse(key, "not_a_mapping", v)
    for name, x in v.items():
        ident(name, n, key)
        (SEATS if isinstance(x, list) else seat)(x, n, key)


def seats_by_name(v: Any, n: int, key: str) -> None:
    """A mapping of the kind's own words (its ``action``, ``pick``) to a seat or a list of
    seats: an ``inquiry``'s or a ``save``'s value, whatever its parameters name them."""
    if not isinstance(v, dict):
        raise _refuse(key, "not_a_mapping", v)
    if len(v) > MAX_ITEMS:
        raise _refuse(key, "too_many", len(v))
    for k, x in v.items():
        if not is_id(k):
            raise _refuse(key, "unknown_choice", k if isinstance(k, str) else None)
        if isinstance(x, list):
            SEATS(x, n, key)
        elif x is not None:
            seat(x, n, key)


def counts(v: Any, n: int, key: str) -> None:
    """A vote count by seat (``{seat: count}``): :func:`map_of` of :func:`seat` and
    :func:`number`, the same refusals in the same order, with an entry of a plain int seat
    from 1 to ``n`` and a plain int count passed at once (a day's votes: eleven entries)."""
    if not isinstance(v, dict):
        raise _refuse(key, "not_a_mapping", v)
    if len(v) > MAX_ITEMS:
        raise _refuse(key, "too_many", len(v))
    for k, x in v.items():
        if type(k) is int and 1 <= k <= n and type(x) is int:
            continue
        seat(k, n, key)
        number(x, n, key)


COUNTS = counts
GUESS = obj(seat=seat, role=ident)
CHAOS = obj(point=map_of(seat, seat))

#: Step key → the shape of its value (``mafia``, the day's keys, the game script's
#: ``detective`` key); a kind's step has its kind's own (:attr:`abilities.registry.Kind.shape`:
#: ``block``'s, ``save``'s, Nostradamus's …).
SHAPES: dict[str, Check] = {
    # the night
    "mafia": open_obj(shot=seat, sixth_sense=GUESS, buy=seat, sacrifice=seat),  # + the mine's toll
    "detective": _target("inquire"),  # the game script's key, by day (the kind: inquiry)
    # the day
    "election": list_of(seat),  # the representatives (club_scenarios 4.12)
    "accused": list_of(seat),
    "votes": COUNTS,
    "exit_votes": mapping_or_list(COUNTS),
    "lottery": seat,
    "mayor": obj(cancel=flag, eliminate=seat),
    "card": obj(draw=ident, silence=SEATS, handcuff=seat, swap=seat, guess=seat),
    "guns": list_of(obj(shooter=seat, target=seat)),
    "bomb": obj(guard_code=number, holder_code=number),
    "status_inquiry": flag,
    "interrogation": obj(held=flag, exit_votes=COUNTS, lottery=seat),
    "chaos": mapping_or_list(CHAOS),
    # either
    "withdraw": SEATS,
}


def given(value: Any) -> Any:
    """A step's value with every ``null`` in its mappings (at any depth, in lists too) taken as
    not given (decisions T20: «``null`` counts as not given, so the rules still say
    ``missing_choice``»): Jack's ``{curse: null}`` is ``{}``; ``value`` itself when it holds
    none (the hot path: no copy)."""
    return _without_nulls(value) if _has_nulls(value) else value


def _has_nulls(value: Any) -> bool:
    """True when a mapping in ``value`` (at any depth) holds a ``null``: False for a value
    that is neither a mapping nor a list (what :func:`given` returns as it is)."""
    t = type(value)
    if t is dict:
        for x in value.values():
            if x is None or ((type(x) is dict or type(x) is list) and _has_nulls(x)):
                return True
    elif t is list:
        for x in value:
            if (type(x) is dict or type(x) is list) and _has_nulls(x):
                return True
    return False


#: :func:`_has_nulls` for :func:`game.apply`, which asks it inline of :func:`given`.
has_nulls = _has_nulls


def _without_nulls(value: Any) -> Any:
    if type(value) is dict:
        return {k: _without_nulls(x) for k, x in value.items() if x is not None}
    if type(value) is list:
        return [_without_nulls(x) for x in value]
    return value


def check_step(n_seats: int, key: Any, value: Any, kind: str | None = None,
               own: Check | None = None) -> None:
    """Refuse a step whose key or value is not of its game-script shape.

    Args:
        n_seats: the number of seats at the table (seats are 1 … n_seats).
        key: the step key (a role id, ``mafia``, or a day key).
        value: the step's value as in a game script.
        kind: the ability kind of the role ``key`` names, when it differs from its id (a
            club's ``medic`` of kind ``doctor``): its value has that kind's shape (rules_spec
            6.10 S17); None: ``key`` itself.
        own: the shape the role's params give its kind (:func:`abilities.params.role_shape`:
            the Zodiac's one-seat ``shoot``), in place of the kind's; None: the kind's.

    Raises:
        IllegalAction("bad_script"): ``detail`` names the fault (``not_a_seat``,
            ``seat_out_of_range``, ``unknown_choice`` …); ``value`` is the faulty item when
            it is a small scalar.
    """
    if not is_id(key):
        raise _refuse(str(key)[:40] if isinstance(key, str) else "", "no_key", key)
    step_shape(key, kind, own)(value, n_seats, key)


def step_shape(key: str, kind: str | None = None, own: Check | None = None) -> Check:
    """The check :func:`check_step` runs on the value of step ``key`` (an identifier; its
    ``kind`` and ``own`` shape as there): ``own``, else the shape of the step's key or
    kind (:data:`SHAPES`, the kind's own :attr:`~.abilities.registry.Kind.shape`), else
    plain data in a mapping (:func:`unshaped`). Depends only on its arguments and the
    registry's kinds (``tests/engine/test_legality_caches.py`` keeps it per scenario)."""
    shape = own or SHAPES.get(kind or key)
    if shape is None and (k := get_kind(kind or key)) is not None:
        shape = k.shape  # a kind's own (the Zodiac's, the bomber's)
    return unshaped if shape is None else shape


def unshaped(value: Any, n: int, key: str) -> None:
    """The value of a step no shape describes (a role the table does not know): a mapping
    of plain data (:func:`plain`)."""
    if not isinstance(value, dict):
        raise _refuse(key, "not_a_mapping", value)
    plain(value, n, key)


def step_value_check(n_seats: int, key: Any, kind: str | None = None) -> Callable[[Any], None]:
    """``value ↦ check_step(n_seats, key, value, kind)`` for many values of one step (the
    pickers' per-seat probes): the same refusals, with the step's shape found once."""
    if not is_id(key):
        return lambda value: check_step(n_seats, key, value, kind)
    shape = SHAPES.get(kind or key)
    if shape is None and (k := get_kind(kind or key)) is not None:
        shape = k.shape
    if shape is not None:
        return lambda value: shape(value, n_seats, key)

    def unshaped(value: Any) -> None:
        if not isinstance(value, dict):
            raise _refuse(key, "not_a_mapping", value)
        plain(value, n_seats, key)

    return unshaped


def check_action(
    n_seats: int, action: Any, kind_of: Callable[[str], str] | None = None,
    shape_of: Callable[[str], Check | None] | None = None,
) -> None:
    """Refuse an action that is not well formed: its kind, its phase and key, the shape of
    its value (:func:`check_step`; a night step's by the ability kind ``kind_of`` gives for
    its key, when given, or the shape ``shape_of`` gives for it, when not None); a deal's
    value is a list of role ids.

    Raises:
        IllegalAction("bad_script"): the action is malformed; nothing has run.
    """
    kind = getattr(action, "kind", None)
    if not isinstance(kind, str) or kind not in KINDS:
        raise _refuse("", "unknown_action_kind", kind)
    if kind == "deal":
        seats = action.value
        if not isinstance(seats, list) or len(seats) > MAX_ITEMS:
            raise _refuse("deal", "seat_count", len(seats) if isinstance(seats, list) else None)
        for role in seats:
            if not is_id(role):
                raise _refuse("deal", "unknown_role", role)
    elif kind == "step":
        if not isinstance(action.phase, str) or action.phase not in PHASES:
            raise _refuse(str(action.key)[:40], "unknown_phase", action.phase)
        night = action.phase in ("night", "intro_night")
        kind = kind_of(action.key) if kind_of and night and is_id(action.key) else None
        own = shape_of(action.key) if shape_of and kind is not None else None
        check_step(n_seats, action.key, action.value, kind, own)


# last: the kinds' modules (imported with the registry) build their shapes from this one's
from .abilities.registry import get_kind  # noqa: E402
