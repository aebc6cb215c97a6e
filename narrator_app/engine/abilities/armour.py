"""The ``armour`` kind (club_scenarios 9.2): a passive armour against the team's night shot,
a day exit, or both, that breaks with the holder's role shown.

Parameters (:class:`ArmourParams`, a role's ``params`` in its scenario file):

* ``against``: ``night_shot`` | ``day_exit`` | ``both`` (default ``both``, the armoured of
  club_scenarios 5.6);
* ``night``: ``none`` | ``once`` | ``while_intact`` — against the team's shot: never, the
  first shot only (it breaks, silently, as the die-hard's armor, rules_spec 3.4.3), or every
  shot while the armour holds (default: ``while_intact`` when ``against`` covers the night
  shot, else ``none``; a contradiction is refused);
* ``day``: ``first_exit`` | ``first_defence`` — when the day breaks it: the first time he
  would leave by day (exit vote, its lottery, any other day exit but a withdrawal; he stays),
  or the first time he reaches the defence (club_scenarios 2.10 C10, the guard's
  ``first_defence``: the break happens whatever the exit vote, which then removes him);
* ``on_break``: ``role_shown`` | ``role_shown_loses_ability`` — the narrator announces his
  role (``role_shown:s``); with ``loses_ability`` he plays on with no ability
  (:func:`ability_lost`);
* ``after_convertible``: whether a conversion (``convert``) may still win him over once his
  armour has broken (default false, club_scenarios 5.6 [PUBLIC:AG2]);
* ``spent_when_saved``: a team shot a save stops still breaks the night armour (default
  false: a saved holder keeps it, rules_spec 6.2 A70; section 7's
  ``die_hard_armor_consumed_when_saved``, bound to it by the scenario file);
* ``status_requests``: the holder's own night step, a status request (the die-hard's, rules_spec
  3.4.3, S2:L51): this many a game (counter ``status_left``), at his step ``{status: true}``,
  the next morning the narrator announces how many of each side have left so far (the
  ``status`` announcement, A69, 6.9 S8); 0 (default): no night step;
* ``status_answer``: ``counts_by_side`` | ``side_of_one_player``, the form of that answer
  (section 7's ``status_inquiry_format``, bound to it by the scenario file; the engine
  records the counts either way, A69).

The armour's state is the card's counter ``armor`` (true while intact; a card without the
counter has its armour). The die-hard (rules_spec 3.4.3) is this kind with ``against =
night_shot``, ``night = once`` and ``status_requests = 2``. The night's stages, the window
and the other kinds ask this module, never the role id: the team's shot
(:func:`absorbs_night_shot`, :func:`spend_when_saved`), the holder's step
(:func:`check_status`, :func:`status_effect`), the day's exit (:func:`absorbs_day_exit`),
the defence (:func:`break_at_defence`), a conversion (:func:`convertible`). A role of
another kind with a day armour (the takavar guard) calls the same functions with its own
:class:`ArmourParams`.
"""

from __future__ import annotations

from typing import TYPE_CHECKING, Any, Literal

from pydantic import BaseModel, ConfigDict, Field, StrictBool, StrictInt, model_validator

from ..errors import IllegalAction
from ..option import Option, PerSeat
from ..shapes import flag, obj
from ..state import ALIVE, GameState, PhaseRecord, Player
from ..table import announce_now
from . import registry
from .base import card_of, count, roles_of_kind
from .night_shot import shot_fails_on
from .params import params_as
from .registry import KINDS, Kind, get_kind, register, stage_effects

#: The kind's name in a scenario file.
NAME = "armour"

if TYPE_CHECKING:
    from ..scenario import Scenario

#: The counter that tracks the armour (game-script tracker ``armor``, club_scenarios 5.12).
COUNTER = "armor"
#: The counter of the status requests left (game-script tracker ``status_left``, S2:L51).
STATUS_COUNTER = "status_left"
#: The word of the status request's night value (``{status: true}``, game-script).
STATUS = "status"


class ArmourParams(BaseModel):
    """An armour's parameters (club_scenarios 9.2); the defaults are the armoured of
    club_scenarios 5.6: against both, every night shot while intact, broken by the first
    day exit with his role shown, not convertible afterwards."""

    model_config = ConfigDict(defer_build=True, extra="forbid", frozen=True)
    against: Literal["night_shot", "day_exit", "both"] = "both"
    night: Literal["none", "once", "while_intact"] | None = None
    day: Literal["first_exit", "first_defence"] = "first_exit"
    on_break: Literal["role_shown", "role_shown_loses_ability"] = "role_shown"
    after_convertible: StrictBool = False
    spent_when_saved: StrictBool = False
    status_requests: StrictInt = Field(default=0, ge=0, le=20)
    status_answer: Literal["counts_by_side", "side_of_one_player"] = "counts_by_side"

    @model_validator(mode="after")
    def _consistent(self) -> ArmourParams:
        """``night`` must agree with ``against``: an armour against the night shot protects
        at night (``once`` or ``while_intact``), a day armour never does (``none``)."""
        if self.night is None:
            return self
        covers_night = self.against != "day_exit"
        if covers_night and self.night == "none":
            raise ValueError(f"against = {self.against!r} needs night = 'once' or "
                             "'while_intact'")
        if not covers_night and self.night != "none":
            raise ValueError("against = 'day_exit' has no night armour (night = 'none')")
        return self

    @property
    def night_mode(self) -> str:
        """The night protection in force: ``none``, ``once`` or ``while_intact``."""
        if self.night is not None:
            return self.night
        return "none" if self.against == "day_exit" else "while_intact"

    @property
    def covers_day(self) -> bool:
        """True when a day exit breaks the armour instead of removing the holder."""
        return self.against != "night_shot"


def armour_of(st: GameState, role: str) -> ArmourParams | None:
    """The armour parameters of ``role`` in this game when its kind is ``armour`` (the
    role's ``params`` with the game's house rules on them, :func:`params.params_as`); None
    for a role of another kind."""
    if role not in armoured_roles(st.scenario):
        return None  # neither the armour kind nor a kind whose params carry one
    if st.scenario.kind_of(role) != "armour":
        return _carried(st, role)  # a day armour another kind's role carries
    return params_as(st, role, ArmourParams)


def armoured_roles(scenario: Scenario) -> frozenset[str]:
    """The role ids of ``scenario`` that may hold an armour: those of the ``armour`` kind
    and those whose kind's params model has a ``day_armour`` (the takavar guard's); kept
    with the scenario while the registry does not change (the others never look up their
    params for an armour)."""
    cache = scenario.__dict__.get("_armoured_roles")
    if cache is None or cache[0] is not registry.stage_cache:  # None: kinds changed
        plugged = stage_effects()  # a new object whenever a kind is registered
        found = frozenset(
            r.id for r in scenario.roles
            if r.ability_kind == "armour" or (
                r.ability_kind in KINDS
                and hasattr(KINDS[r.ability_kind].params, "day_armour")))
        cache = (plugged, found)
        object.__setattr__(scenario, "_armoured_roles", cache)  # frozen model: private cache
    return cache[1]


def _carried(st: GameState, role: str) -> ArmourParams | None:
    """The armour a role of another kind carries in its parameters (its kind's params
    model's ``day_armour``: the takavar guard's, ``protect_from``), None when none."""
    if not st.scenario.has_role(role):
        return None
    carried = getattr(params_as(st, role, BaseModel), "day_armour", None)
    return carried if isinstance(carried, ArmourParams) else None


def armour_intact(p: Player) -> bool:
    """True while ``p``'s armour holds (his card's ``armor`` counter, intact when absent)."""
    return p.card.counters.get(COUNTER, True) is not False


def ability_lost(p: Player) -> bool:
    """True when ``p``'s armour broke with ``on_break = role_shown_loses_ability``: he plays
    on with no ability and is not called (club_scenarios 2.6, the guard)."""
    return bool(p.card.hidden.get("ability_lost"))


def _held(st: GameState, p: Player, params: ArmourParams | None) -> ArmourParams | None:
    params = params if params is not None else armour_of(st, p.role)
    if params is None or p.status != ALIVE or not armour_intact(p):
        return None
    return params


def absorbs_night_shot(st: GameState, p: Player, params: ArmourParams | None = None) -> bool:
    """True when the team's night shot on ``p`` (this state's own player, mutated) is
    stopped by his armour (club_scenarios 5.6, 5.7 step 3). ``night = once`` breaks the
    armour silently (the holder is not told, as the die-hard, rules_spec 3.4.3);
    ``while_intact`` keeps it. The caller asks after the saves: a saved player keeps his
    armour (rules_spec 6.2 A70's default). ``params``: the holder's own (a role of another
    kind); by default his role's when his kind is ``armour``. A boss whose ``fails_on``
    lacks ``armour`` (``night_shot``) shoots through it."""
    held = _held(st, p, params)
    if held is None or held.night_mode == "none" or "armour" not in shot_fails_on(st):
        return False
    if held.night_mode == "once":
        p.card.counters[COUNTER] = False
    return True


def _break(st: GameState, p: Player, params: ArmourParams, record: PhaseRecord) -> None:
    p.card.counters[COUNTER] = False
    p.role_public = True
    announce_now(st, record, f"role_shown:{p.seat}")
    if params.on_break == "role_shown_loses_ability":
        p.card.hidden["ability_lost"] = True
        if "active" in p.card.counters:  # the guard's tracker (club_scenarios 2.12)
            p.card.counters["active"] = False


def absorbs_day_exit(
    st: GameState, seat: int, record: PhaseRecord, params: ArmourParams | None = None
) -> bool:
    """True when the day exit of ``seat`` (1-based; exit vote, lottery, a gun or another
    day power; never a withdrawal) breaks his armour instead: he stays, his role is
    announced (``role_shown:s`` in ``record``) and, with ``loses_ability``, he has no
    ability from now on (club_scenarios 5.6 [PUBLIC:MZ1,AG2,RP], 5.10 C9, 2.6). A later
    day exit removes him. Under ``day = first_defence`` the armour breaks at his first
    defence (:func:`break_at_defence`), so a vote's exit finds it broken; an exit with no
    defence before it (a war gun) still finds it whole and breaks it (2.6: "A war hit on
    the guard with armour breaks the armour instead", TK10; CF45-24)."""
    if params is None and not armoured_roles(st.scenario):
        return False  # no role of the scenario holds an armour
    held = _held(st, st.view(seat), params)  # read first: a copy only when it breaks
    if held is None or not held.covers_day:
        return False
    _break(st, st.player(seat), held, record)
    return True


def break_at_defence(st: GameState, defence: list[int], record: PhaseRecord) -> None:
    """An armour with ``day = first_defence`` breaks the first time its holder reaches the
    defence (club_scenarios 2.10 C10): role shown, whatever the exit vote. ``defence``: the
    seats (1-based) defending today."""
    if not armoured_roles(st.scenario):
        return  # no role of the scenario holds an armour
    for seat in defence:
        held = _held(st, st.view(seat), None)  # read first: a copy only when it breaks
        if held is not None and held.covers_day and held.day == "first_defence":
            _break(st, st.player(seat), held, record)


def convertible(st: GameState, p: Player, params: ArmourParams | None = None) -> bool:
    """Whether a conversion may win ``p`` over as far as his armour is concerned: while it
    holds, yes (club_scenarios 5.6 [PUBLIC:MR,AG1,AG2]); once broken, ``after_convertible``
    (default no, [PUBLIC:AG2]). A player with no armour: yes."""
    params = params if params is not None else armour_of(st, p.role)
    if params is None or armour_intact(p):
        return True
    return params.after_convertible


def spend_when_saved(st: GameState, p: Player) -> None:
    """A team shot on ``p`` (this state's own player, mutated) that a save stopped: under
    ``spent_when_saved`` his intact night armour breaks all the same, silently (rules_spec
    6.2 A70, section 7's ``die_hard_armor_consumed_when_saved``); by default he keeps it."""
    held = _held(st, p, None)
    if (held is not None and held.spent_when_saved and held.night_mode != "none"
            and "armour" in shot_fails_on(st)):
        p.card.counters[COUNTER] = False


# ---------------------------------------------------------------------------------------
# the status request: the holder's night step when ``status_requests`` > 0 (the die-hard's)
# ---------------------------------------------------------------------------------------
def check_status(st: GameState, kind: str, actor: Player, value: dict[str, Any]) -> None:
    """Refuse an illegal status request ``{status: true}`` (rules_spec 3.4.3, S2:L51): only
    that value, while a request is left (``status_left``). The refusals name the holder's
    role.

    Raises:
        IllegalAction: bad_script (another value, or a role with no status request),
            not_acting (his armour broke with his ability), no_uses_left (detail
            ``status``).
    """
    key = actor.card.role
    par = armour_of(st, key)
    if (par is None or par.status_requests <= 0 or set(value) != {STATUS}
            or value[STATUS] is not True):
        raise IllegalAction("bad_script", key=key, value=value, detail="unknown_choice")
    if ability_lost(actor):  # "he plays on with no ability" (on_break, 9.2; 2.12's guard)
        raise IllegalAction("not_acting", key=key, role=key, night=st.number)
    if actor.card.counters.get(STATUS_COUNTER, 0) <= 0:
        raise IllegalAction("no_uses_left", key=key, role=key, detail=STATUS)


def status_effect(night: Any) -> None:
    """After the ``day_effects`` stage (rules_spec 3.4.3; S2:L51; A69): each acting holder
    whose step asked for the status spends a request, and the morning announces the
    status (``status``: the counts as they stand in the morning, ``night.py``)."""
    st: GameState = night.st
    for role in roles_of_kind(st.scenario, "armour"):
        value = st.choices.get(role)
        if not isinstance(value, dict) or not value.get(STATUS):
            continue  # no request tonight (an armour without a step never has one)
        found = card_of(st, role)
        if found is None or not night.acts(found) or ability_lost(found):
            continue
        holder = st.player(found.seat)
        holder.card.counters[STATUS_COUNTER] -= 1
        night.extra.append(STATUS)


def _is_spent(st: GameState, p: Player) -> bool:
    """Not called once no status request is left (S0:L21), nor ever without one, nor once
    his armour broke with his ability (:func:`ability_lost`)."""
    return count(p.card.counters, STATUS_COUNTER) <= 0 or ability_lost(p)


def _per_role(params: BaseModel) -> dict[str, Any]:
    """A role with status requests has a night step (no seat: ``{status: true}``), spent
    with its ``status_left``; its tracker lines are the armour's and that counter."""
    assert isinstance(params, ArmourParams)
    if params.status_requests <= 0:
        return {}
    return {"step": True, "uses": (STATUS_COUNTER, "count"),
            "trackers": ((COUNTER, "intact"), (STATUS_COUNTER, "count"))}


def _start_counters(params: BaseModel) -> dict[str, Any]:
    """The card at the deal: the armour intact, and the status requests when it has some."""
    assert isinstance(params, ArmourParams)
    out: dict[str, Any] = {COUNTER: True}
    if params.status_requests > 0:
        out[STATUS_COUNTER] = params.status_requests
    return out


def _opts_status(st: GameState, key: str, kind: str, per_seat: PerSeat) -> list[Option]:
    """An ``armour`` role's night step, its status request (the die-hard's, rules_spec
    3.4.3: ``status_requests``), or none; only a role with requests has the step."""
    opts: list[Option] = []
    opts.append(Option("status", build=lambda seats, role, side, **kw: {"status": True}))
    opts.append(Option("none", build=lambda seats, role, side, **kw: {}))
    return opts


def _spec_words(params: dict[str, Any]) -> tuple[str, dict[str, Any]]:
    """club_scenarios 9.2's words (CF47-1): ``after = {convertible = b}`` is
    ``after_convertible``; ``on_break``'s ``role_shown + loses_ability`` is
    ``role_shown_loses_ability``."""
    out = dict(params)
    after = out.get("after")
    if isinstance(after, dict) and set(after) == {"convertible"} and (
            "after_convertible" not in out):
        del out["after"]
        out["after_convertible"] = after["convertible"]
    brk = out.get("on_break")
    if isinstance(brk, str) and brk.replace(" ", "") == "role_shown+loses_ability":
        out["on_break"] = "role_shown_loses_ability"
    return NAME, out


ARMOUR = Kind(
    "club_scenarios 9.2 (armour), 5.6 (the armoured), 2.6 (the guard's day armour); "
    "rules_spec 3.4.3 (the die-hard's armor against the first shot; status twice, S2:L51; "
    "A69-A70)",
    params=ArmourParams,
    trackers=((COUNTER, "intact"),),
    name=NAME,
    stage="day_effects",
    multi=True,
    whole_night=True,
    check=check_status,
    effect=status_effect,
    is_spent=_is_spent,
    # the status requests left and the broken armour: his card alone, no step of tonight
    night_reads={"is_spent": ()},
    per_role=_per_role,
    start_counters=_start_counters,  # intact at the deal
    shape=obj(status=flag),  # the die-hard's status request
    whole_options=_opts_status,
    spec_words=_spec_words,
)

if get_kind("armour") is None:
    register(ARMOUR)
