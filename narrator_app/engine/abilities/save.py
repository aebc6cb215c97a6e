"""The general kind ``save`` (club_scenarios 9.2): each night the holder names one living
player, or several, whom the night's shots do not remove (the doctor, the armoursmith, the
protector).

Value: ``{<action>: s}`` or ``{<action>: [a, b]}`` (``save``; the protector's ``protect``).
More seats than tonight allows → ``bad_count``; himself beyond his self uses →
``self_target``; a player he named last night under ``repeat = forbidden_consecutive`` →
``repeat_target``; a player of the other side under ``eligible = own_team`` →
``invalid_target``. A held / blocked holder is still called; his choice has no effect and
spends nothing (club_scenarios 1.3), but a self use under ``blocked_consumes_resource``
(A31, :func:`spend_blocked`). When no seat is legal the option is refused as a whole
(``not_available``, ``no_target``). The seeds' Watson, doctor and Dr Lecter are this kind
(rules_spec 3.1.4 step 4, 3.4.3, 3.4.5; S0:L13, S2:L46, S2:L55; A21-A23; 6.9 S3).

Parameters (:class:`SaveParams`, defaults in brackets): ``action`` [``save``];
``per_night`` [1] | n | ``by_alive`` (``more`` [2] while at least ``alive_at_least`` [8]
players are alive at the night's start, else 1) | ``by_night`` (``more`` on the main
nights ``nights`` [1, 2, 3], else 1); ``self_uses`` [1] | n | ``unlimited``;
``self_tracker`` [``self_saves_left``], counting down from ``self_uses``
(``self_tracker_mode = left``) or true once they are spent (``used``: a
``self_save_used``); ``repeat`` [``allowed``] | ``forbidden_consecutive``; ``last_tracker``
[none]: a tracker showing last night's pick (``last_protect``); ``stops`` [``night_shot``,
``shoot``, ``recipient_shot``]: what a save stops; ``eligible`` [``any``] | ``own_team`` |
``mafia`` (a mafia member only: Dr Lecter, S2:L46; refused ``invalid_target``,
``lecter_scope``) | ``self`` (only himself, within his self uses; not called once they are
spent: capo's ``cp_armoursmith_mode = self_once``, club_scenarios 6.10 C11). The seeds'
section-7 rules on a save are laid over these by the file's ``[[house_rules]]`` bindings
(LN13-1): ``doctor_consecutive_same_target`` over ``repeat`` (A22), ``save_blocks_leon``
over ``stops`` (A21: false → ``shoot`` left out).
"""

from __future__ import annotations

from collections.abc import Callable
from typing import Annotated, Any, Literal

from pydantic import BaseModel, ConfigDict, Field, StrictInt

from ..errors import IllegalAction
from ..shapes import seats_by_name
from ..state import ALIVE, GameState, Player
from ..table import out_of_game, seat_or_check
from .base import (
    alive_at_night_start,
    card_of,
    count,
    landing,
    one_key,
    roles_of_kind,
    save_stops,
    seats_in,
    voided,
)
from .params import params_as
from .registry import Kind, OptionSpec, register

#: This kind's name (the saves a guess reads, :attr:`Kind.night_reads`).
NAME = "save"


class SaveParams(BaseModel):
    """``save``'s parameters (club_scenarios 9.2); see the module's text."""

    model_config = ConfigDict(defer_build=True, extra="forbid", frozen=True)
    action: Literal["save", "protect"] = "save"
    per_night: Annotated[StrictInt, Field(ge=1, le=40)] | Literal["by_alive", "by_night"] = 1
    more: StrictInt = Field(default=2, ge=1, le=40)
    alive_at_least: StrictInt = Field(default=8, ge=1, le=40)
    nights: tuple[StrictInt, ...] = (1, 2, 3)
    self_uses: Annotated[StrictInt, Field(ge=0, le=999)] | Literal["unlimited"] = 1
    self_tracker: str = Field(default="self_saves_left", pattern=r"^[a-z][a-z0-9_]{0,63}$")
    self_tracker_mode: Literal["left", "used"] = "left"
    repeat: Literal["allowed", "forbidden_consecutive"] = "allowed"
    last_tracker: str | None = Field(default=None, pattern=r"^[a-z][a-z0-9_]{0,63}$")
    stops: tuple[Literal["night_shot", "shoot", "recipient_shot"], ...] = (
        "night_shot", "shoot", "recipient_shot")
    eligible: Literal["any", "own_team", "mafia", "self"] = "any"


def allowed_tonight(st: GameState, p: SaveParams) -> int:
    """How many players the holder may name tonight (``per_night``)."""
    if p.per_night == "by_alive":
        return p.more if alive_at_night_start(st) >= p.alive_at_least else 1
    if p.per_night == "by_night":
        return p.more if st.number in p.nights else 1
    return p.per_night


def self_left(p: SaveParams, card_counters: dict[str, Any]) -> bool:
    """True while the holder may still name himself."""
    if p.self_uses == "unlimited":
        return True
    if p.self_tracker_mode == "used":
        return not card_counters.get(p.self_tracker)
    return count(card_counters, p.self_tracker) > 0


def _self_refusal(p: SaveParams, role: str, seat: int) -> IllegalAction:
    """``self_target``: the holder has named himself as often as his card allows
    (``self_uses``: its sentence says how often — once, ``max`` times, or never; Mozakere's
    doctor «himself twice a game», club_scenarios 5.6: a narrator's trial read «once»)."""
    uses = p.self_uses
    if uses == 1 or uses == "unlimited":
        return IllegalAction("self_target", key=role, seat=seat, role=role)
    return IllegalAction("self_target", key=role, seat=seat, role=role, max=uses,
                         detail="times" if uses else "never")


def _check(st: GameState, kind: str, actor: Player, value: dict[str, Any]) -> None:
    role = actor.card.role
    p = params_as(st, role, SaveParams)
    seats = seats_in(st, one_key(value, p.action, role), role)
    if len(seats) > allowed_tonight(st, p):
        raise IllegalAction("bad_count", key=role, role=role, max=allowed_tonight(st, p),
                            value=len(seats), detail="saves")
    last = actor.card.hidden.get("last_saves", ())
    for t in seats:
        refused = _target_refusal(st, p, actor, last, t)
        if refused is not None:
            raise refused


def _target_refusal(st: GameState, p: SaveParams, actor: Player, last: Any,
                    t: int) -> IllegalAction | None:
    """The refusal of the seat ``t`` of the table as one the holder ``actor`` saves
    (``last``: his last night's picks), returned, not raised: out of the game, himself
    once his self uses are spent, outside his ``eligible`` scope, last night's pick under
    ``forbidden_consecutive``; None: he may save him."""
    return _target_refusals(st, p, actor, last)(t)


def _target_refusals(st: GameState, p: SaveParams, actor: Player,
                     last: Any) -> Callable[[int], IllegalAction | None]:
    """``t ↦`` :func:`_target_refusal` of the seat ``t`` of the table, with what does not
    depend on the seat read once (the holder's role and seat, his ``eligible`` scope,
    whether the repeat rule looks at last night's picks): the pickers ask every seat
    (:func:`_seat_check`)."""
    role = actor.card.role
    players = st.players
    me = actor.seat
    eligible = p.eligible
    repeat = (p.repeat == "forbidden_consecutive"
              and actor.card.hidden.get("last_save_night") == st.number - 1)

    def at_seat(t: int) -> IllegalAction | None:
        if players[t - 1].status != ALIVE:  # st.view(t): t is a seat of the table
            return out_of_game(st, t, role)
        if t == me and not self_left(p, actor.card.counters):
            return _self_refusal(p, role, t)
        if eligible == "self" and t != me:
            return IllegalAction("invalid_target", key=role, seat=t, role=role,
                                 detail="self_only")
        if eligible == "own_team" and st.side(t) != st.side(me):
            return IllegalAction("invalid_target", key=role, seat=t, role=role,
                                 detail="own_team")
        if eligible == "mafia" and st.side(t) != "mafia":
            return IllegalAction("invalid_target", key=role, seat=t, role=role,
                                 detail="lecter_scope")
        if repeat and t in last:
            return IllegalAction("repeat_target", key=role, seat=t, role=role,
                                 night=st.number)
        return None

    return at_seat


def _seat_check(st: GameState, key: str, actor: Player,
                name: str) -> Callable[[Any], IllegalAction | None] | None:
    """:attr:`Kind.seat_check`: ``arg ↦`` :func:`_check`'s refusal of ``{name: arg}``,
    returned, with the holder's parameters and last picks read once; one seat of the table
    is answered by :func:`_target_refusal`, any other ``arg`` by :func:`_check`. None (asked
    value by value) for a word not the holder's ``action``, or no save allowed tonight."""
    p = params_as(st, actor.card.role, SaveParams)
    if name != p.action or allowed_tonight(st, p) < 1:
        return None
    last = actor.card.hidden.get("last_saves", ())
    return seat_or_check(len(st.players), _target_refusals(st, p, actor, last),
                         lambda arg: _check(st, "save", actor, {name: arg}))


def _spend_self(p: SaveParams, c: dict[str, Any]) -> None:
    if p.self_uses == "unlimited":
        return
    if p.self_tracker_mode == "used":
        c[p.self_tracker] = True
    else:
        c[p.self_tracker] = count(c, p.self_tracker) - 1


def _effect(n: Any) -> None:
    """At the ``save`` stage: each acting holder's picks are saved from what ``stops``
    lists (the team shot through the night's ``saves``); a self-save spends a self use,
    never when his action is turned tonight (a reflection lands it on himself whatever he
    named, a usurping witch takes it: club_scenarios 6.7 step 4 «self-save not counted
    then», 6.10 C8, C9); tonight's picks are kept for the repeat rule."""
    st: GameState = n.st
    for role in roles_of_kind(st.scenario, "save"):
        value = st.choices.get(role)
        found = card_of(st, role)
        if found is None:
            continue
        if not value or not n.acts(found):
            # a night without a save (no choice, or his action void: held, blocked):
            # «protector.last_protect := p» every night (werewolf 7.7 step 2), nobody
            # tonight, as the repeat rule reads it (7.6; audit61, audit64)
            last = params_as(st, role, SaveParams).last_tracker
            if last:
                st.player(found.seat).card.counters[last] = None
            continue
        p = params_as(st, role, SaveParams)
        holder = st.player(found.seat)
        picks = [t for t in _seats(value[p.action]) if not voided(n, holder.seat, t)]
        turned = holder.seat in getattr(n, "redirect", {})  # reflected or usurped
        for t in picks:
            lands = landing(n, holder.seat, t)
            if _stops_team_shot(p):
                n.saves.add(lands)
            save_stops(n).setdefault(lands, set()).update(p.stops)
            if t == holder.seat and not turned:
                _spend_self(p, holder.card.counters)
        holder.card.hidden["last_saves"] = picks
        holder.card.hidden["last_save_night"] = n.k
        if p.last_tracker:  # nobody when every pick was hacked (not ``[]``: audit64)
            holder.card.counters[p.last_tracker] = (
                picks[0] if len(picks) == 1 else picks or None)


def _stops_team_shot(p: SaveParams) -> bool:
    """True when the save stops the team's night shot (``stops`` has ``night_shot``)."""
    return "night_shot" in p.stops


def named_by_a_save(st: GameState, seat: int, off: dict[int, str]) -> bool:
    """True when tonight's confirmed steps (``st.choices``) have a save holder who acts
    (not in ``off``, the seats void so far) name ``seat`` against the team's shot: what a
    guess that saves stop (``guess_role``'s ``beats_protection = false``) asks before the
    saves are worked out, to know whether its target is slaughtered (seats from 1)."""
    for role in roles_of_kind(st.scenario, "save"):
        value = st.choices.get(role)
        found = card_of(st, role)
        if not isinstance(value, dict) or found is None or found.seat in off:
            continue
        p = params_as(st, role, SaveParams)
        if _stops_team_shot(p) and seat in _seats(value.get(p.action)):
            return True
    return False


def spend_blocked(st: GameState, ch: dict[str, Any], off: dict[int, str]) -> None:
    """(``ch``, tonight's steps, is not read: each role's value is read by its id.)
    ``blocked_consumes_resource`` (A31): a blocked holder who named himself spends a
    self use anyway (his save does nothing)."""
    for role in roles_of_kind(st.scenario, "save"):
        value = st.choices.get(role)
        found = card_of(st, role)
        if not value or found is None or off.get(found.seat) != "blocked":
            continue
        p = params_as(st, role, SaveParams)
        if found.seat in _seats(value.get(p.action)):
            _spend_self(p, st.player(found.seat).card.counters)


def _seats(v: Any) -> list[int]:
    return list(v) if isinstance(v, list) else [v]


def _options(st: GameState, key: str, params: BaseModel) -> list[OptionSpec]:
    assert isinstance(params, SaveParams)
    name, n = params.action, allowed_tonight(st, params)
    return [OptionSpec(name, seats=n, probe=lambda s: {name: s}, no_target=True,
                       build=lambda seats, role: {name: seats[0] if len(seats) == 1
                                                  else list(seats)})]


def _tokens(st: GameState, key: str, value: dict[str, Any]) -> list[tuple[int, str]]:
    v = value.get(params_as(st, key, SaveParams).action)
    return [(s, "saved") for s in _seats(v) if isinstance(s, int)] if v is not None else []


def _is_spent(st: GameState, p: Player) -> bool:
    """Under ``eligible = self``: spent once his self uses are."""
    params = params_as(st, p.card.role, SaveParams)
    return params.eligible == "self" and not self_left(params, p.card.counters)


def _start(params: BaseModel) -> dict[str, Any]:
    """The card's self-save tracker at the deal, and its last pick's (``null``: Werewolf's
    ``last_protect``, club_scenarios 7.12, named from the deal, CF47-12)."""
    assert isinstance(params, SaveParams)
    last = {params.last_tracker: None} if params.last_tracker else {}
    if params.self_uses == "unlimited":
        return last
    if params.self_tracker_mode == "used":
        return {params.self_tracker: False, **last}
    return {params.self_tracker: params.self_uses, **last}


def _per_role(params: Any) -> dict[str, Any]:
    """The tracker lines of a role's save, from its parameters: under ``repeat =
    forbidden_consecutive`` with a ``last_tracker``, last night's pick (the seat the rule
    forbids tonight, as the Matador's last block is shown; Werewolf's protector, club
    scenarios 7.12; a record End night writes, :func:`_effect`), after his self uses when
    he counts them; none otherwise (the card's counters are shown by the file's names)."""
    assert isinstance(params, SaveParams)
    if params.repeat != "forbidden_consecutive" or not params.last_tracker:
        return {}
    lines: tuple[tuple[str, str], ...] = ()
    if params.self_uses != "unlimited":
        lines += ((params.self_tracker, "count" if params.self_tracker_mode == "left"
                   else "used"),)
    return {"trackers": (*lines, (params.last_tracker, "seat")),
            "night_records": (params.last_tracker,)}


SAVE = register(Kind(
    "club_scenarios 9.2 (saves by night or by living count, self uses, repeats; generalises "
    "the doctor, Watson and Dr Lecter)", token="saved", step=True, stage="save",
    params=SaveParams, name=NAME, multi=True, whole_night=True, check=_check,
    seat_check=_seat_check,
    effect=_effect, options=_options, tokens=_tokens, start_counters=_start,
    reflectable=True,  # its effect reads where the action lands (base.landing)
    is_spent=_is_spent, shape=seats_by_name,
    night_fixed=True,  # the self uses: the card and the rules alone
    spend_blocked=spend_blocked,  # blocked_consumes_resource (A31)
    per_role=_per_role,
))
