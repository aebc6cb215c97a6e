"""The ability kind ``protect_from`` (club_scenarios 9.2, 10 #5): each night the holder
shields players from another kind's effect — the ``block`` kind's hold (Takavar's guard,
2.6) or, recorded for the next day, the rebel's terror (Namayande's bodyguard, 4.6).

Night value: ``{protect: [s, …]}`` (or ``{protect: s}``). Checks: living players, at most
``per_night`` (a number, or ``by_alive``: the ``by_alive_table`` value for the living players
at the start of the night, club_scenarios 2.10 C19) → ``bad_count``; himself by ``self``;
no repeat of last night's pick under ``repeat = forbidden_consecutive``. A holder whose day
armour broke (``armour``, 2.6) has no ability: not called, ``not_acting``.
"""

from __future__ import annotations

from typing import Annotated, Any, Literal

from pydantic import Field, StrictBool, StrictInt

from ..errors import IllegalAction
from ..state import ALIVE, GameState
from ..table import require_alive
from .armour import ArmourParams, ability_lost
from .base import voided
from .kind_params import Frozen, number, one_verb, seat_list
from .params import params_as
from .registry import Kind, OptionSpec, register

NAME = "protect_from"
VERB = "protect"


class ProtectParams(Frozen):
    """``against``: the kind it shields from (``block``; ``terror`` for the next day);
    ``per_night``: a number or ``by_alive`` (with ``by_alive_table``: living players at
    night start → picks, default ``{8: 2}``: two from 8 alive on, else one);
    ``self``: ``allowed`` | ``forbidden`` | ``always_protected``; ``repeat``: ``allowed`` |
    ``forbidden_consecutive``; ``void_source_if_named``: naming the holder of ``against``
    voids all his effects that night (2.6: the guard naming the hostage-taker);
    ``on_hold``: ``keeps_shield`` (a hold on the holder does not undo his shield: he woke
    first, 2.10 C7) | ``shield_void``; ``for``: ``tonight`` | ``next_day``; ``armour``: a
    day armour (the ``armour`` kind's functions read it, :attr:`day_armour`) breaking on
    ``armour_breaks_on``: ``day_exit`` | ``first_defence`` (2.10 C10)."""

    model_config = {"defer_build": True, "extra": "forbid", "frozen": True,
                    "populate_by_name": True}
    against: Literal["block", "terror"] = "block"
    per_night: Annotated[StrictInt, Field(ge=1, le=10)] | Literal["by_alive"] = 1
    by_alive_table: dict[int, StrictInt] = Field(default_factory=lambda: {8: 2})
    self: Literal["allowed", "forbidden", "always_protected"] = "allowed"
    repeat: Literal["allowed", "forbidden_consecutive"] = "allowed"
    void_source_if_named: StrictBool = False
    on_hold: Literal["keeps_shield", "shield_void"] = "keeps_shield"
    for_: Literal["tonight", "next_day"] = Field("tonight", alias="for")
    armour: StrictBool = False
    armour_breaks_on: Literal["day_exit", "first_defence"] = "day_exit"

    @property
    def day_armour(self) -> ArmourParams | None:
        """The holder's day armour when ``armour`` (club_scenarios 2.6, the guard): the first
        day exit (or, under ``armour_breaks_on = first_defence``, the first defence, 2.10
        C10) breaks it instead, his role is shown and he has no ability from then on."""
        if not self.armour:
            return None
        day = "first_exit" if self.armour_breaks_on == "day_exit" else "first_defence"
        return ArmourParams(against="day_exit", night="none", day=day,
                            on_break="role_shown_loses_ability")


def picks_tonight(st: GameState) -> int:
    """How many players the holder may shield tonight."""
    prm = params_as(st, st.scenario.role_of_kind(NAME), ProtectParams)
    return number(st, prm.per_night, prm.by_alive_table)


def active(p) -> bool:
    """False once his armour broke with his ability (club_scenarios 2.6: the guard is a
    plain citizen from then on, not called)."""
    return not ability_lost(p)


def check_protect(st: GameState, key: str, actor, value: dict[str, Any]) -> None:
    """Refuse an illegal shield (see the module's docstring)."""
    prm = params_as(st, st.scenario.role_of_kind(NAME), ProtectParams)
    if not active(actor):
        raise IllegalAction("not_acting", key=key, role=key, night=st.number)
    seats = seat_list(st, key, one_verb(key, value, VERB))
    if len(seats) > picks_tonight(st):
        raise IllegalAction("bad_count", key=key, role=key, value=len(seats))
    last = actor.card.counters.get("last_protect") or []
    for t in seats:
        require_alive(st, t, key)
        if t == actor.seat and prm.self == "forbidden":
            raise IllegalAction("invalid_target", key=key, seat=t, role=key, detail="self")
        if (prm.repeat == "forbidden_consecutive" and t in last
                and actor.card.hidden.get("last_protect_night") == st.number - 1):
            raise IllegalAction("repeat_target", key=key, seat=t, role=key, night=st.number)


def shield_against(
    st: GameState, choices: dict[str, Any], off: dict[int, str], against: str,
    source: int, aimed: list[int],
) -> tuple[set[int], bool]:
    """Tonight's shield against the kind ``against`` whose holder sits at ``source`` and
    names ``aimed``: (the shielded seats, whether the source's whole effect is void).

    No shield when the scenario has no such holder, he has left, his own action is void
    tonight (``off``), his armour broke, or — under ``on_hold = shield_void`` — the source
    names him (unless he named the source, whose effect is then void first, or he is
    shielded himself under ``self = always_protected``)."""
    holder = st.find(NAME)
    value = choices.get(NAME) or {}
    if holder is None or holder.seat in off or not active(holder) or VERB not in value:
        return set(), False
    prm = params_as(st, st.scenario.role_of_kind(NAME), ProtectParams)
    if prm.against != against or prm.for_ != "tonight":
        return set(), False
    picks = set(seat_list(st, NAME, value[VERB]))
    if prm.self == "always_protected":
        picks.add(holder.seat)
    if prm.void_source_if_named and source in picks:
        return picks, True
    if (prm.on_hold == "shield_void" and holder.seat in aimed
            and prm.self != "always_protected"):  # a hold never reaches him then (CF46-22)
        return set(), False
    return picks, False


def hold_passes_over(st: GameState, off: dict[int, str], against: str) -> int | None:
    """The seat a hold (of the kind ``against``) does not reach though it names him: the
    holder of a shield against that kind under ``on_hold = keeps_shield``, acting tonight
    (``off``: the seats void so far; his armour whole). He woke first and his shield, his
    only night action, stands (club_scenarios 2.6: «a hold on the guard does not undo the
    guard's shield of that night»; 2.10 C7): his step is no dummy call and his shield is
    not shown void (a trial saw both after the hostage-taker named him, and his last
    protection read «nobody»). None otherwise (under ``shield_void`` the hold voids his
    shield, :func:`shield_against`)."""
    holder = st.find(NAME)
    if holder is None or holder.seat in off or not active(holder):
        return None
    prm = params_as(st, st.scenario.role_of_kind(NAME), ProtectParams)
    if prm.against != against or prm.for_ != "tonight" or prm.on_hold != "keeps_shield":
        return None
    return holder.seat


def protect(night, holder, value: Any) -> None:
    """Record the shield (the tracker ``last_protect``); a ``for = next_day`` shield is kept
    for the next day (:func:`shielded_today`) less the seats whose pair (holder, seat) is
    void tonight (club_scenarios 4.6: the hacker on the bodyguard's ward)."""
    picks = seat_list(night.st, NAME, value)
    holder.card.counters["last_protect"] = picks
    holder.card.hidden["last_protect_night"] = night.k
    if params_as(night.st, night.st.scenario.role_of_kind(NAME), ProtectParams).for_ == "next_day":
        holder.card.hidden["day_shield"] = [t for t in picks if not voided(night, holder.seat, t)]


def shielded_today(st: GameState, against: str) -> set[int]:
    """The seats shielded against ``against`` today (a ``for = next_day`` shield: last
    night's picks, and the holder himself under ``self = always_protected``); empty when
    the scenario's holder shields against something else (club_scenarios 4.6: the
    bodyguard against the rebel's terror)."""
    holder = st.find(NAME, alive_only=False)
    if holder is None or st.phase != "day":
        return set()
    prm = params_as(st, st.scenario.role_of_kind(NAME), ProtectParams)
    if prm.against != against or prm.for_ != "next_day":
        return set()
    out: set[int] = set()
    h = holder.card.hidden
    if h.get("last_protect_night") == st.number - 1:
        out |= set(h.get("day_shield") or ())
    if prm.self == "always_protected" and holder.status == ALIVE:
        out.add(holder.seat)
    return out


def options(st: GameState, key: str, params: Any) -> list[OptionSpec]:
    """The window's options: up to tonight's number of seats."""
    return [OptionSpec(VERB, build=lambda seats, role: {VERB: list(seats)},
                       probe=lambda s: {VERB: [s]}, seats=picks_tonight(st))]


def tokens(st: GameState, key: str, value: dict[str, Any]) -> list[tuple[int, str]]:
    """The ring's token on each shielded seat."""
    arg = value.get(VERB)
    seats = arg if isinstance(arg, list) else [arg]
    return [(s, "protected") for s in seats if isinstance(s, int) and not isinstance(s, bool)]


PROTECT_FROM = register(Kind(
    "club_scenarios 9.2, 10 #5; 2.6 (guard: TK4, TK6; C7, C9, C19); 4.6 (bodyguard)",
    action=VERB, step=True, stage="save", params=ProtectParams, tokens=tokens,
    trackers=(("last_protect", "seat"), ("armor", "intact_if_present")),
    night_records=("last_protect",), name=NAME,
    check=check_protect, effect=protect,
    called=lambda st, role: (p := st.find(NAME)) is not None and active(p), options=options,
    night_reads={"called": ()},  # a living holder whose armour kept his ability
    # the guard's trackers: ``armor`` and ``active`` ("once false, a guard key is refused
    # not_acting", club_scenarios 2.12; CF45-4)
    start_counters=lambda params: ({"armor": True, "active": True}
                                   if getattr(params, "armour", False) else {}),
))
