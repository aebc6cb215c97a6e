"""What the general, parameterised ability kinds share (club_scenarios 9-10): what a
scenario's game can use (:func:`in_play`; a role's parameters: :mod:`params`), the roles of
a kind, a role's card holder, a seat or a list of seats read from a
step's value, and the team step's parts the kinds contribute (club_scenarios 1.3).

A general kind is played by role: a scenario may have several roles of one kind (the
detective and the reporter are both ``inquiry``), each with its own parameters, its own
step key (the role id) and its own card. Nothing here names a scenario or a role.
"""

from __future__ import annotations

import sys
from collections.abc import Callable
from dataclasses import dataclass, field
from typing import Any

from ..errors import IllegalAction
from ..scenario import Scenario, kept_beside
from ..state import ALIVE, GameState, Player
from ..table import HOOK_FILTER, seat_of, withdrew_now
from . import registry
from .params import params_of
from .registry import KINDS, Kind, TeamPart, stage_effects


def roles_of_kind(scenario: Scenario, kind: str) -> tuple[str, ...]:
    """The role ids of ``scenario`` played by ``kind``, in the file's order."""
    cache = scenario.__dict__.get("_roles_of_kind")
    if cache is None:
        cache = {}
        for r in scenario.roles:
            cache.setdefault(r.ability_kind, []).append(r.id)
        cache = {k: tuple(v) for k, v in cache.items()}
        object.__setattr__(scenario, "_roles_of_kind", cache)  # frozen model: private cache
    return cache.get(kind, ())


def card_of(st: GameState, role_id: str, alive_only: bool = True) -> Player | None:
    """The (first) player whose card is ``role_id``; in the game only unless not
    ``alive_only``. Read only (the object may be shared with other states)."""
    for p in st.players:
        if p.card.role == role_id and (p.status == ALIVE or not alive_only):
            return p
    return None


def filler_seat(st: GameState, seat: int, holder_role: str | None = None,
                allowed: Callable[[Player], bool] = lambda p: True) -> int:
    """A living seat other than ``seat`` (and than the holder of ``holder_role``, when
    given) that ``allowed`` accepts, to fill the other place of a two-place value while
    ``seat`` is asked at its own (``OptionSpec.slot_probes``: a hold's pair, a trade, the
    witch's two potions); ``seat`` when there is none (the rules then refuse the value)."""
    holder = card_of(st, holder_role) if holder_role is not None else None
    for p in st.players:
        if (p.status == ALIVE and p.seat != seat
                and (holder is None or p.seat != holder.seat) and allowed(p)):
            return p.seat
    return seat


def left_now(st: GameState, role_id: str) -> bool:
    """True when the holder of ``role_id`` left the table in this phase (rules_spec 6.9 S10):
    his choices later in the phase are accepted and have no effect (6.10 S12)."""
    return any(p.card.role == role_id and withdrew_now(st, p) for p in st.players)


def blocked_holder(st: GameState, ch: dict[str, Any], off: dict[int, str], kind: str,
                   action: str) -> Player | None:
    """The holder of the seeds' one-holder ``kind`` whom a block held tonight (``off`` says
    ``blocked``) after he chose his ``action`` (``ch``: tonight's steps by kind), this
    state's own object; None otherwise (what ``blocked_consumes_resource`` spends, A31)."""
    p = st.holder(kind)
    if p is None or off.get(p.seat) != "blocked" or (ch.get(kind) or {}).get(action) is None:
        return None
    return p


def seats_in(st: GameState, value: Any, key: str) -> list[int]:
    """The seats of a value that is one seat (``4``) or a list of seats (``[4, 6]``): each a
    seat of this table, no seat twice.

    Raises:
        IllegalAction: ``bad_script`` for anything else.
    """
    if isinstance(value, list):
        seats = [seat_of(st, v, key) for v in value]
        if not seats or len(set(seats)) != len(seats):
            raise IllegalAction("bad_script", key=key, value=value, detail="not_a_seat")
        return seats
    return [seat_of(st, value, key)]


def one_key(value: dict[str, Any], name: str, key: str) -> Any:
    """The value of a step whose mapping has the one key ``name`` (``{save: 4}`` → 4).

    Raises:
        IllegalAction: ``bad_script`` (``unknown_choice``) for any other mapping.
    """
    if set(value) != {name}:
        raise IllegalAction("bad_script", key=key, value=value, detail="unknown_choice")
    return value[name]


def count(counters: dict[str, Any], name: str) -> int:
    """A card's counter read as a number (0 when the card has none)."""
    v = counters.get(name, 0)
    return v if isinstance(v, int) and not isinstance(v, bool) else 0


def team_parts(scenario: Scenario, rules: dict[str, Any] | None = None) -> dict[str, TeamPart]:
    """The ``mafia`` step's keys the scenario's roles contribute through their kinds
    (:attr:`Kind.team_parts`), by key, with their parameters under the game's house rules
    ``rules`` (the file's own ones laid over the roles' params; the defaults when None);
    worked out once per scenario and values. The seeds' own team actions (``shot``,
    ``sixth_sense``, ``buy``) are not listed unless a kind brings one (a club boss's
    ``night_shot`` brings ``shot``)."""
    own = scenario.own_house_rules()
    key = repr([(k, (rules or {}).get(k)) for k in sorted(own)]) if own else ""
    cache: dict[str, dict[str, TeamPart]] | None = scenario.__dict__.get("_team_parts")
    if cache is None:
        cache = {}
        object.__setattr__(scenario, "_team_parts", cache)  # frozen model: private cache
    parts = cache.get(key)
    if parts is None:
        parts = cache[key] = {}
        for r in scenario.roles:
            k = KINDS.get(r.ability_kind)
            if k is not None and k.team_parts is not None:
                for part in k.team_parts(scenario, r.id, params_of(scenario, r.id, rules)):
                    parts.setdefault(part.key, part)
    return parts


def game_team_parts(st: GameState) -> dict[str, TeamPart]:
    """:func:`team_parts` of ``st``'s game (its scenario under its house rules), kept with
    the scenario beside the game's rules object (a game's rules are never changed: its
    states share them, :func:`game.game_rules`; the entry holds the object, so its identity
    is never reused while kept) and :func:`team_parts`' own table it was read from (a new
    table is read again): the same dict, found without the rules' key text made again at
    each of a night's asks (the checklist, the team step's options and checks)."""
    scen = st.scenario
    table = scen.__dict__.get("_team_parts")
    kept = scen.__dict__.get("_game_team_parts")
    if kept is not None and kept[0] is st.rules and kept[1] is table and table is not None:
        return kept[2]
    parts = team_parts(scen, st.rules)
    object.__setattr__(scen, "_game_team_parts",  # frozen model: private cache
                       (st.rules, scen.__dict__.get("_team_parts"), parts))
    return parts


def first_night(st: GameState) -> bool:
    """True on the game's first main night, Night 1: no main night resolved yet (club_scenarios
    7.4: werewolf's Night 1; 7.10 C2); an intro night before it is not it (CF46-36)."""
    return st.phase == "night" and not any(r.phase == "night" for r in st.records)


def team_value(st: GameState) -> dict[str, Any]:
    """Tonight's ``mafia`` step (empty when none)."""
    v = st.choices.get("mafia")
    return v if isinstance(v, dict) else {}


@dataclass(eq=False, slots=True)
class InPlay:
    """The one table of what a game of a scenario can use (:func:`in_play`): ``kinds`` (its
    roles' kinds and those whose team actions a club boss's card brings), and what every
    hook list keeps of it: ``stages`` (night stage → the kinds whose effect runs after it),
    ``with_hook`` (a :class:`Kind` field → the kinds that set it), ``hooks`` (a hook list's
    id → (its length, the hooks kept)). ``plugged`` is the registry's marker it was made
    with (:func:`registry.stage_effects`: a new object whenever a kind is registered)."""

    plugged: Any
    kinds: frozenset[str]
    stages: dict[str, tuple[Kind, ...]]
    with_hook: dict[str, tuple[Kind, ...]] = field(default_factory=dict)
    hooks: dict[int, tuple[int, tuple[Any, ...]]] = field(default_factory=dict)
    #: :func:`dawn_may_refuse`'s answer, found at its first ask (None: not yet).
    dawn_refusal: bool | None = None


def in_play(scenario: Scenario) -> InPlay:
    """The table of what a game of ``scenario`` can use (:class:`InPlay`): made once per
    scenario (the scenario keeps it) and again when the registry changes; every hook list
    reads it (the night's stages, :func:`kinds_with`, :func:`hooks_in_play` for the exit,
    dawn and day-end hooks)."""
    table = scenario.__dict__.get("_in_play")
    if table is None or table.plugged is not registry.stage_cache:  # None: kinds changed
        plugged = stage_effects()
        kinds = frozenset({r.ability_kind for r in scenario.roles}
                          | {p.kind for p in team_parts(scenario).values()})
        stages = {stage: tuple(k for k in found if k.name in kinds)
                  for stage, found in plugged.items()}
        table = InPlay(plugged, kinds, stages)
        object.__setattr__(scenario, "_in_play", table)  # frozen model: private cache
    return table


def kinds_in_play(scenario: Scenario) -> frozenset[str]:
    """The ability kinds a game of ``scenario`` can use: its roles' kinds and those whose
    team actions a club boss's card brings (:func:`team_parts`, any house rules)."""
    table = scenario.__dict__.get("_in_play")  # in_play's cache, read inline (hot path)
    if table is None or table.plugged is not registry.stage_cache:
        table = in_play(scenario)
    return table.kinds


def dawn_may_refuse(scenario: Scenario) -> bool:
    """True when resolving a night of ``scenario`` may refuse its end: a kind it has says so
    (:attr:`Kind.dawn_refusal`: the trap's toll, club_scenarios 9.1). Found once and kept
    in the scenario's table (:func:`in_play`, made anew when a kind is registered or
    removed): asked at every ask of a night's end."""
    table = scenario.__dict__.get("_in_play")  # in_play's cache, read inline (hot path)
    if table is None or table.plugged is not registry.stage_cache:
        table = in_play(scenario)
    found = table.dawn_refusal
    if found is None:  # every kind in play (a bool hook is never None): asked of each
        found = table.dawn_refusal = any(
            k.dawn_refusal for k in kinds_with(scenario, "dawn_refusal"))
    return found


def hook_owner(hook: Callable[..., Any]) -> str | None:
    """The ability kind whose module brought ``hook`` (its ``KIND`` or ``NAME``, else the
    module's own name, which is the kind's); None for a hook of no module."""
    module = sys.modules.get(getattr(hook, "__module__", "") or "")
    if module is None:
        return None
    own = getattr(module, "KIND", None) or getattr(module, "NAME", None)
    return own if isinstance(own, str) else module.__name__.rpartition(".")[2]


def hooks_in_play(scenario: Scenario, hooks: list[Any]) -> tuple[Any, ...]:
    """``hooks`` (a hook list: :data:`EXIT_HOOKS`, the dawn's, the day's end) less those of
    an ability kind ``scenario`` has no use for (:func:`in_play`: no card of that kind can
    be dealt, so its hook would find nothing); a hook of no registered kind always runs.
    Worked out once per scenario and list length (kept in the scenario's table)."""
    table = scenario.__dict__.get("_in_play")  # in_play's cache, read inline (hot path)
    if table is None or table.plugged is not registry.stage_cache:
        table = in_play(scenario)
    found = table.hooks.get(id(hooks))
    if found is None or found[0] != len(hooks):
        owners = [(h, hook_owner(h)) for h in hooks]
        found = table.hooks[id(hooks)] = (len(hooks), tuple(
            h for h, owner in owners if owner not in KINDS or owner in table.kinds))
    return found[1]


HOOK_FILTER.append(hooks_in_play)


def scenario_stage_effects(scenario: Scenario) -> dict[str, tuple[Kind, ...]]:
    """:func:`registry.stage_effects` less the kinds ``scenario`` has no use for (a night of
    a seed's game runs no club kind's effect): the table's ``stages`` (:func:`in_play`)."""
    return in_play(scenario).stages


def kinds_with(scenario: Scenario, hook: str) -> tuple[Kind, ...]:
    """The kinds ``scenario`` has (:func:`kinds_in_play`) whose hook ``hook`` (a
    :class:`Kind` field: ``required``, ``disables`` ...) is set, in the registry's order;
    kept in the scenario's table (:func:`in_play`)."""
    table = scenario.__dict__.get("_in_play")  # in_play's cache, read inline (hot path)
    if table is None or table.plugged is not registry.stage_cache:
        table = in_play(scenario)
    found = table.with_hook.get(hook)
    if found is None:
        found = table.with_hook[hook] = tuple(
            k for k in KINDS.values() if k.name in table.kinds and getattr(k, hook) is not None)
    return found


def whole_night_kinds_disabled(st: GameState, choices: dict[str, Any],
                               off: dict[int, str]) -> dict[int, str]:
    """Seats whose own action the general kinds void tonight (a right role guess
    slaughters, 6.2 A28): the union of each kind's :attr:`Kind.disables` (given ``off``,
    the seats found void so far), for the kinds the scenario has."""
    kinds = disabling_kinds(st)
    if not kinds:
        return {}  # no kind of this game can void anyone (most games): nothing read
    out = _disabled_by_kinds(st, choices, off, kinds)
    # a player slaughtered tonight acts for nothing (club_scenarios 1.3; 2.6: "a slaughtered
    # player's own action that night is void"), his shield against the holds too: worked
    # out again with him void (Takavar's guard, two auditors' cases, CF46-34)
    slain = {s: why for s, why in out.items() if why == "slaughtered" and s not in off}
    if slain:
        out = {**_disabled_by_kinds(st, choices, {**off, **slain}, kinds), **slain}
    return out


def _disabled_by_kinds(st: GameState, choices: dict[str, Any], off: dict[int, str],
                       kinds: tuple[Kind, ...]) -> dict[int, str]:
    """The union of ``kinds``' :attr:`Kind.disables` (:func:`disabling_kinds`), each
    seat's first reason kept."""
    out: dict[int, str] = {}
    for k in kinds:
        if k.disables is not None:
            for seat, why in k.disables(st, choices, off).items():
                out.setdefault(seat, why)
    return out


class _Disabling:
    """A game's kinds whose ``disables`` may void someone (:func:`disabling_kinds`), made
    from ``found`` (:func:`kinds_with`'s tuple of the kinds with ``disables``)."""

    __slots__ = ("found", "kinds")

    def __init__(self) -> None:
        self.found: tuple[Kind, ...] | None = None
        self.kinds: tuple[Kind, ...] = ()


def disabling_kinds(st: GameState) -> tuple[Kind, ...]:
    """The kinds of ``st``'s scenario whose :attr:`Kind.disables` may void someone in its
    game (:func:`kinds_with` ``disables``, less those whose
    :attr:`Kind.disables_may_fire` says it never does), in the registry's order. The
    answer reads only the scenario, the game's rules and the registry's kinds: kept with
    the scenario beside the game's rules object (never changed; the entry holds it, so its
    identity is never reused while kept), made again when the registry's kinds change (a
    new :func:`kinds_with` tuple)."""
    found = kinds_with(st.scenario, "disables")
    plan = kept_beside(st.scenario, "_disabling_kinds", st.rules, _Disabling)
    if plan.found is not found:
        plan.kinds = tuple(k for k in found
                           if k.disables_may_fire is None or k.disables_may_fire(st))
        plan.found = found
    return plan.kinds


def initial_counters(scenario: Scenario, role_id: str,
                     rules: dict[str, Any] | None = None) -> dict[str, Any]:
    """The trackers a card of ``role_id`` starts with from its kind's parameters
    (:attr:`Kind.start_counters`; a club boss's ``night_shot`` options too): e.g. a save's
    ``self_saves_left``, a shot's ``bullets``, a conversion's ``trade_used``."""
    k = KINDS.get(scenario.kind_of(role_id))
    if k is None or (k.start_counters is None and k.team_parts is None):
        return {}
    out: dict[str, Any] = {}
    if k.start_counters is not None:
        out.update(k.start_counters(params_of(scenario, role_id, rules)))
    for part in team_parts(scenario, rules).values():
        bring = KINDS[part.kind].start_counters
        if part.role == role_id and part.params is not None and bring is not None:
            out.update(bring(part.params))
    return out


# --- what the night's stages share with the general kinds ------------------------------
# A kind of another module reaches these through the night object (``night.Night``):
# ``void_pairs`` (holder seat, target seat) pairs a block-type kind voids tonight (a hack of
# a pair, club_scenarios 1.5 step 2: that ability of that holder on that target fails and
# spends nothing); ``redirect`` holder seat -> the seat his own action lands on instead (a
# reflection, 1.5 step 4); ``save_stops`` saved seat -> what the saves on him stop
# (``night_shot``, ``shoot``, ``recipient_shot``, :mod:`.save`).
def voided(n: Any, holder: int, target: int) -> bool:
    """True when ``holder``'s ability on ``target`` is void tonight: a hacked pair, or a
    holder whose own action is void tonight (held, blocked, slaughtered: the night's
    ``off``; a picked player's inquiry is his ability too, club_scenarios 4.6)."""
    return (holder, target) in getattr(n, "void_pairs", ()) or holder in getattr(n, "off", {})


def landing(n: Any, holder: int, target: int) -> int:
    """The seat ``holder``'s action on ``target`` lands on tonight (a reflection turns it
    onto the holder himself)."""
    return int(getattr(n, "redirect", {}).get(holder, target))


def save_stops(n: Any) -> dict[int, set[str]]:
    """Tonight's saved seats and what the saves on each stop (written by :mod:`.save`)."""
    out = getattr(n, "save_stops", None)
    if out is None:
        out = {}
        n.save_stops = out
    return out


def alive_at_night_start(st: GameState) -> int:
    """How many players were in the game when the night began (``by_alive`` counts)."""
    return len((st.base or st).alive_seats())
