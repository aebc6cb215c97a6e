"""The general kind ``shoot`` (club_scenarios 9.1; the sniper of 3.6 and 5.6): the holder
shoots a living player other than himself with one of his bullets. A mafia member leaves
(unless a save that stops shots covers him, ``save_stops``); a card of ``immune_roles`` (the
boss) is unharmed and nobody leaves; a citizen is unharmed and the shooter leaves, no save
helps (``on_city_target = shooter_leaves``). The bullet is spent in every case; a held or
blocked shooter's choice has no effect and spends nothing (club_scenarios 1.3); a shooter
whose bullets are spent is not called.

Value: ``{<action>: s}`` (``shoot``), or a list of seats when ``per_night`` > 1 (more is
``bad_count``). Parameters (:class:`ShootParams`, defaults in brackets): ``action``
[``shoot``]; ``bullets`` [1] (tracker ``bullets``); ``per_night`` [1]; ``immune_roles``
[none]: role ids the shot never removes; ``on_city_target`` [``shooter_leaves``] |
``nothing`` | ``both_leave``; ``on_independent`` [``shooter_leaves``] | ``nothing`` |
``target_leaves``; ``save_stops`` [true]: a save stops the shot on a mafia member;
``backfire_saveable`` [false]; ``team_save_stops`` [false]: the seeds' saves (Leon's):
``save_stops`` decides only the saves that also stop the team's shot (Watson's, the
doctor's: the night's ``saves``), which alone save the shooter from his backfire on a
citizen (never on an independent: A20) or a citizen target from harm; a save that names
``shoot`` in its ``stops`` (Dr Lecter's, a save of the target's own team) stops the shot
on a mafia member whatever ``save_stops`` says;
``breaks_vests`` [false]: a mafia target's intact ``vest`` stops the shot and breaks (the
Godfather's vest, S0:L8); ``vest`` [false]: the holder is dealt a vest (the tracker
``vest``) that stops the team's night shot once (Leon, S0:L11, A18);
``vest_spent_when_saved`` [false]: a vest breaks even when a save covered its wearer (A23);
``seed_token`` [false]: the ring's token on the target is the seeds' ``leon`` (else
``shot_at``); ``exit_cause``
[``shot``] | ``leon_shot``: the target's exit cause (the backfire's: ``shot_backfire`` |
``leon_backfire``). ``bullets`` may be ``mafia_count``: as many as the mafia dealt (A17,
6.9 S9), or ``unlimited``: no counter, never spent, no tracker line. The seeds' Leon is this
kind (rules_spec 3.1.4 step 7; S0:L11-L12, S2:L52; his house rules are laid over these
parameters by his scenario files' ``[[house_rules]]``).

The seeds' Zodiac (rules_spec 3.5.3, 3.5.5; S2:L108, L110; A76-A78, A82, A86; LN10,
ZS32 rows) is this kind too, by these further parameters: ``on_city_target`` and
``on_independent`` ``target_leaves`` (no backfire; ``exit_cause = "zodiac_shot"``);
``nights`` [``every``] | ``even``: on an odd night his step is refused ``not_available``
(``odd_night``; ``zodiac_shoot_nights``); ``stage`` [``shoot``] | ``night_shot``: the
night stage his shot resolves at (the team shot's, after it); ``saves`` [``by_side``] |
``team_saves``: on every target only the night's saves that stop the team's shot stop his,
and only under ``save_stops`` (``save_blocks_zodiac``), no vest; ``turnable`` [false]: a
target whose card's kind turns such a shot (:attr:`Kind.turns_shot`: the guard, A82)
decides its outcome; ``shot_shield`` [false]: the team's night shot never removes the
holder (``zodiac_immune_to_mafia_shot``); ``wake_penalty`` [false]: the ocean who wakes him
leaves at dawn (A86); ``lone_token`` [false]: the ring's token is the seeds' Zodiac's
(:data:`LONE_TOKEN`); ``seed_form`` [false]: the seeds' one-seat step (its value ``{shoot:
s}`` and no list, offered as a one-seat step; the night of the last shot kept on the card).

:func:`resolve_shot` is the outcome of one shot, for a kind whose shot is triggered (the
commando's retaliation, a gun's recipient).
"""

from __future__ import annotations

from collections.abc import Callable
from typing import TYPE_CHECKING, Annotated, Any, Literal

from pydantic import BaseModel, ConfigDict, Field, StrictBool, StrictInt

from ..errors import IllegalAction, illegal
from ..shapes import obj, seat, shots
from ..state import ALIVE, GameState, Player
from ..table import out_of_game, seat_or_check
from .base import (
    card_of,
    count,
    landing,
    one_key,
    roles_of_kind,
    save_stops,
    seats_in,
    voided,
)
from .params import params_as, params_of
from .registry import KINDS, Kind, OptionSpec, register
from .zodiac import NAME as ZODIAC

if TYPE_CHECKING:
    from ..scenario import Scenario

#: The kind's name in a scenario file.
SHOOT_KIND = "shoot"

_ID = r"^[a-z][a-z0-9_]{0,63}$"


class ShootParams(BaseModel):
    """``shoot``'s parameters (club_scenarios 9.1); see the module's text."""

    model_config = ConfigDict(defer_build=True, extra="forbid", frozen=True)
    action: str = Field(default="shoot", pattern=_ID)
    bullets: Annotated[StrictInt, Field(ge=0, le=999)] | Literal["mafia_count", "unlimited"] = 1
    per_night: StrictInt = Field(default=1, ge=1, le=40)
    immune_roles: tuple[str, ...] = ()
    on_city_target: Literal["shooter_leaves", "nothing", "both_leave",
                            "target_leaves"] = "shooter_leaves"
    on_independent: Literal["shooter_leaves", "nothing", "target_leaves"] = "shooter_leaves"
    save_stops: StrictBool = True
    backfire_saveable: StrictBool = False
    team_save_stops: StrictBool = False
    breaks_vests: StrictBool = False
    vest: StrictBool = False
    vest_spent_when_saved: StrictBool = False
    seed_token: StrictBool = False
    exit_cause: Literal["shot", "leon_shot", "zodiac_shot"] = "shot"
    nights: Literal["every", "even"] = "every"
    stage: Literal["shoot", "night_shot"] = "shoot"
    saves: Literal["by_side", "team_saves"] = "by_side"
    turnable: StrictBool = False
    shot_shield: StrictBool = False
    wake_penalty: StrictBool = False
    lone_token: StrictBool = False
    seed_form: StrictBool = False


#: The backfire's exit cause of each ``exit_cause``.
_BACKFIRE = {"shot": "shot_backfire", "leon_shot": "leon_backfire",
             "zodiac_shot": "shot_backfire"}


def _unlimited(p: ShootParams) -> bool:
    return p.bullets == "unlimited"


def _called(st: GameState, role: str) -> bool:
    """False on a night the role's shot is not open (``nights = even`` on an odd night:
    the Zodiac under ``zodiac_shoot_nights = even``, 6.10 S13): he is not called."""
    return not (params_as(st, role, ShootParams).nights == "even" and st.number % 2)


def _check(st: GameState, kind: str, actor: Player, value: dict[str, Any]) -> None:
    role = actor.card.role
    p = params_as(st, role, ShootParams)
    seats = seats_in(st, one_key(value, p.action, role), role)
    if p.nights == "even" and st.number % 2:
        raise IllegalAction("not_available", key=role, role=role, detail="odd_night")
    # more seats than tonight allows first (club_scenarios 1.6: «bad_count also covers
    # more picks than the ability allows tonight»), then the bullets left (CF50)
    if len(seats) > p.per_night:
        raise IllegalAction("bad_count", key=role, role=role, max=p.per_night,
                            value=len(seats), detail="shots")
    if not _unlimited(p) and count(actor.card.counters, "bullets") < len(seats):
        raise IllegalAction("no_uses_left", key=role, role=role, detail="bullets_left")
    for t in seats:
        refused = _target_refusal(st, actor, t)
        if refused is not None:
            raise refused


def _target_refusal(st: GameState, actor: Player, t: int) -> IllegalAction | None:
    """The refusal of the seat ``t`` of the table as the shot of ``actor``, returned, not
    raised: out of the game, himself; None: he may shoot him."""
    return _target_refusals(st, actor)(t)


def _target_refusals(st: GameState, actor: Player) -> Callable[[int], IllegalAction | None]:
    """``t ↦`` :func:`_target_refusal` of the seat ``t`` of the table, the holder's role
    and seat read once: the pickers ask every seat (:func:`_seat_check`)."""
    role = actor.card.role
    players = st.players
    me = actor.seat

    def at_seat(t: int) -> IllegalAction | None:
        if players[t - 1].status != ALIVE:  # st.view(t): t is a seat of the table
            return out_of_game(st, t, role)
        if t == me:
            return illegal("invalid_target", key=role, seat=t, role=role, detail="self")
        return None

    return at_seat


def _seat_check(st: GameState, key: str, actor: Player,
                name: str) -> Callable[[Any], IllegalAction | None] | None:
    """:attr:`Kind.seat_check`: ``arg ↦`` :func:`_check`'s refusal of ``{name: arg}``,
    returned, with the holder's parameters and bullets read once; one seat of the table is
    answered here (tonight's night, one shot allowed, a bullet left, then
    :func:`_target_refusal`), any other ``arg`` by :func:`_check`. None (asked value by
    value) for a word not the holder's ``action``, or a shot refused whatever its seat."""
    p = params_as(st, actor.card.role, ShootParams)
    if (name != p.action or (p.nights == "even" and st.number % 2) or p.per_night < 1
            or (not _unlimited(p) and count(actor.card.counters, "bullets") < 1)):
        return None
    return seat_or_check(len(st.players), _target_refusals(st, actor),
                         lambda arg: _check(st, SHOOT_KIND, actor, {name: arg}))


def _saved(n: Any, seat: int, what: str) -> bool:
    """True when a save tonight covers ``seat`` against ``what`` (a general save says what
    it stops; a shipped save kind's save stops every shot)."""
    stops = save_stops(n)
    return what in stops[seat] if seat in stops else seat in n.saves


def _covered(n: Any, seat: int, what: str, p: ShootParams) -> bool:
    """True when a save keeps ``seat`` from the shot's harm or backfire: the seeds' saves
    (``team_save_stops``: a save that also stops the team's shot, whatever it stops of
    Leon's, A21) or one that stops ``what``."""
    return seat in n.saves if p.team_save_stops else _saved(n, seat, what)


def resolve_shot(n: Any, shooter: int, target: int, p: ShootParams, what: str = "shoot",
                 cause: str = "shot", backfire: str | None = None) -> None:
    """The outcome of ``shooter``'s shot on ``target`` under ``p`` (the deaths of the night
    ``n``): ``what`` is what a save must stop to cover the target (``shoot``,
    ``recipient_shot``), ``cause`` the exit's cause, ``backfire`` the shooter's when it
    backfires (``<cause>_backfire`` when None)."""
    st: GameState = n.st
    t = st.view(target)
    if t.status != ALIVE or t.card.role in p.immune_roles:
        return
    if p.turnable and _turned(n, shooter, target):
        return
    side = st.side(target)
    if side == "mafia" and p.saves == "by_side":
        _on_mafia(n, target, p, what, cause)
        return
    rule = ("target_leaves" if side == "mafia" else p.on_city_target if side == "city"
            else p.on_independent)
    saveable = p.backfire_saveable and (side == "city" or not p.team_save_stops)
    if rule in ("shooter_leaves", "both_leave") and not (
            saveable and _covered(n, shooter, what, p)):
        n.deaths.setdefault(shooter, backfire or f"{cause}_backfire")
    if rule in ("both_leave", "target_leaves") and not _target_covered(n, target, what, p):
        n.deaths.setdefault(target, cause)


def _target_covered(n: Any, target: int, what: str, p: ShootParams) -> bool:
    """True when a save keeps the target (not a mafia member read by side) from the shot:
    under ``saves = team_saves`` a save that stops the team's shot (the night's ``saves``)
    does, and only under ``save_stops`` (the Zodiac's ``save_blocks_zodiac``, A78)."""
    if p.saves == "team_saves":
        return p.save_stops and target in n.saves
    return _covered(n, target, what, p)


def _turned(n: Any, shooter: int, target: int) -> bool:
    """``turnable``: True when the target's card's kind turns the shot and decides its
    outcome itself (:attr:`Kind.turns_shot`: the guard's, A82)."""
    k = KINDS.get(n.st.view(target).kind)
    turns = k.turns_shot if k is not None else None
    return turns is not None and bool(turns(n, n.st.player(shooter), target))


def _on_mafia(n: Any, target: int, p: ShootParams, what: str, cause: str) -> None:
    """A shot on a mafia member: stopped by a save (``save_stops``; his team's own,
    ``team_save_stops``), else by his intact vest, which breaks (``breaks_vests``, S0:L8;
    a save that stops the shot breaks it too under ``vest_spent_when_saved``, A23)."""
    saved = _saved(n, target, what)
    by_save = p.save_stops and (target in n.saves if p.team_save_stops else saved)
    counters = n.st.player(target).card.counters if p.breaks_vests else {}
    if by_save or (p.team_save_stops and saved):
        if counters.get("vest") and by_save and p.vest_spent_when_saved:
            counters["vest"] = False
    elif counters.get("vest"):
        counters["vest"] = False
    else:
        n.deaths.setdefault(target, cause)


def _effect(n: Any) -> None:
    """At each of its stages (its roles' ``stage``: ``shoot``, the Zodiac's ``night_shot``):
    each acting shooter whose stage it is spends a bullet per seat (none when
    ``unlimited``) and shoots."""
    st: GameState = n.st
    for role in roles_of_kind(st.scenario, "shoot"):
        value = st.choices.get(role)
        if not value:
            continue  # no shot tonight: his card not looked for
        found = card_of(st, role)
        if found is None or not n.acts(found):
            continue
        p = params_as(st, role, ShootParams)
        if p.stage != n.stage:
            continue
        holder = st.player(found.seat)
        v = value[p.action]
        for t in v if isinstance(v, list) else [v]:
            if voided(n, holder.seat, t):
                continue  # a hacked pair: fails, spends nothing
            if not _unlimited(p):
                holder.card.counters["bullets"] = count(holder.card.counters, "bullets") - 1
            if p.seed_form:
                holder.card.hidden["last_shot_night"] = n.k
            resolve_shot(n, holder.seat, landing(n, holder.seat, t), p, cause=p.exit_cause,
                         backfire=_BACKFIRE[p.exit_cause])


def _options(st: GameState, key: str, params: BaseModel) -> list[OptionSpec]:
    assert isinstance(params, ShootParams)
    name = params.action
    return [OptionSpec(name, seats=params.per_night, probe=lambda s: {name: s},
                       build=lambda seats, role: {name: seats[0] if len(seats) == 1
                                                  else list(seats)})]


#: The seeds' ring token of the shot (``seed_token``): named after Leon's role id, whose
#: name is its common label («لئون», "Leon").
SEED_TOKEN = "leon"


def seed_shot_words(scenario: Scenario, lang: str) -> dict[str, str]:
    """The ring's words for the seeds' shot token (:data:`SEED_TOKEN`) in ``scenario``, in
    ``lang`` (``fa`` or ``en``): when a ``shoot`` role other than Leon (the role the token
    is named after) gives it (``seed_token``), «تیر {role}» ("{role}'s shot") by the first
    such role's name; {} when none does (the token's common label stands)."""
    for role in scenario.roles:
        if role.ability_kind == SHOOT_KIND and role.id != SEED_TOKEN and getattr(
                params_of(scenario, role.id), "seed_token", False):
            name = getattr(role.name, lang, role.name.en)
            return {SEED_TOKEN: f"تیر {name}" if lang == "fa" else f"{name}'s shot"}
    return {}


#: The seeds' Zodiac's ring token (``lone_token``): named after his role id, whose name is
#: its common label («زودیاک», "Zodiac").
LONE_TOKEN = ZODIAC


def _tokens(st: GameState, key: str, value: dict[str, Any]) -> list[tuple[int, str]]:
    p = params_as(st, key, ShootParams)
    v = value.get(p.action)
    token = LONE_TOKEN if p.lone_token else SEED_TOKEN if p.seed_token else "shot_at"
    return [(s, token) for s in (v if isinstance(v, list) else [v]) if isinstance(s, int)]


def _is_spent(st: GameState, p: Player) -> bool:
    if _unlimited(params_as(st, p.card.role, ShootParams)):
        return False
    return count(p.card.counters, "bullets") <= 0


def _start(params: BaseModel) -> dict[str, Any]:
    assert isinstance(params, ShootParams)
    vest = {"vest": True} if params.vest else {}
    if params.bullets == "unlimited":
        return vest
    bullets = 0 if params.bullets == "mafia_count" else params.bullets
    return {"bullets": bullets, **vest}


def _per_role(params: BaseModel) -> dict[str, Any]:
    """The kind's fields as a role's params play it: no ``bullets`` line when
    ``unlimited``; the seeds' one-seat step (``seed_form``: its ``action``, its shape
    ``{<action>: s}``, the one-seat step's options, its token from :func:`_tokens` alone)."""
    assert isinstance(params, ShootParams)
    out: dict[str, Any] = {}
    if params.bullets == "unlimited":
        out["trackers"] = (("vest", "intact_if_present"),) if params.vest else ()
    if params.seed_form:
        out.update(action=params.action, token=None, options=None,
                   shape=obj(**{params.action: seat}))
    return out


def shot_shield(st: GameState, t: Player) -> bool:
    """``shot_shield``: True when the team's night shot never removes ``t``, the holder
    (the Zodiac under ``zodiac_immune_to_mafia_shot``, A78)."""
    return params_as(st, t.card.role, ShootParams).shot_shield


def _deal(st: GameState, role: str, counters: dict[str, Any],
          n_mafia: int | None = None) -> dict[str, Any]:
    """``mafia_count`` bullets at the deal: the mafia dealt (``n_mafia``), or of the
    scenario's roster for this table when None (A17, 6.9 S9)."""
    if params_as(st, role, ShootParams).bullets != "mafia_count":
        return counters
    if n_mafia is None:
        roster = st.scenario.roster_for(len(st.players), st.rules.get("ratio_enforcement"))
        n_mafia = sum(1 for r in roster if st.scenario.side_of(r) == "mafia")
    return {**counters, "bullets": n_mafia}


def _vest_of(st: GameState, t: Player) -> ShootParams | None:
    """The params of ``t``'s card when it is of this kind and its vest holds."""
    if t.kind != "shoot" or not t.card.counters.get("vest"):
        return None
    return params_as(st, t.card.role, ShootParams)


def vest_stops_team_shot(st: GameState, t: Player, saved: bool) -> bool:
    """The team's night shot on ``t`` (step 6): True when his vest (``vest``, S0:L11, A18)
    takes it and breaks (then nobody leaves); a ``saved`` wearer keeps it unless
    ``vest_spent_when_saved`` (A23), and the save, not the vest, stops the shot (False)."""
    p = _vest_of(st, t)
    if p is None:
        return False
    if saved:
        if p.vest_spent_when_saved:
            t.card.counters["vest"] = False
        return False
    t.card.counters["vest"] = False
    return True


def spend_blocked(st: GameState, ch: dict[str, Any], off: dict[int, str]) -> None:
    """(``ch``, tonight's steps, is not read: each role's value is read by its id.)
    ``blocked_consumes_resource`` (A31): a blocked shooter's chosen shot spends its
    bullet anyway."""
    for role in roles_of_kind(st.scenario, "shoot"):
        found = card_of(st, role)
        value = st.choices.get(role) or {}
        v = value.get(params_as(st, role, ShootParams).action)
        if found is None or off.get(found.seat) != "blocked" or v is None:
            continue
        c = st.player(found.seat).card.counters
        if count(c, "bullets") > 0:
            c["bullets"] = count(c, "bullets") - 1


def _acts_at(st: GameState, stage: str) -> bool:
    """:attr:`Kind.acts_at`: True when a role of this kind in ``st``'s game shoots after
    ``stage`` (its params' ``stage``: ``shoot``, the Zodiac's ``night_shot``); reads only
    the scenario and the game's house rules (:func:`_effect` acts for no other role)."""
    return any(params_as(st, role, ShootParams).stage == stage
               for role in roles_of_kind(st.scenario, "shoot"))


SHOOT = register(Kind(
    "club_scenarios 9.1 (a citizen's shot with bullets; a boss immune; a citizen shot "
    "costs the shooter; generalises Leon)", token="shot_at", step=True, stage="shoot",
    params=ShootParams, name=SHOOT_KIND, multi=True, whole_night=True, check=_check,
    seat_check=_seat_check,
    effect=_effect, options=_options, tokens=_tokens, is_spent=_is_spent, called=_called,
    night_fixed=True,  # the bullets, the even nights: the card, number, rules alone
    reflectable=True,  # its effect reads where the action lands (base.landing)
    start_counters=_start, deal=_deal, shape=shots,
    trackers=(("bullets", "count"), ("vest", "intact_if_present")),
    panel_rank=40,  # Leon's place on the trackers panel, after Watson (LN5)
    spend_blocked=spend_blocked,  # blocked_consumes_resource (A31)
    stages=("night_shot",),  # the Zodiac's shot, after the team's (``stage``)
    per_role=_per_role, shot_shield=shot_shield,
    acts_at=_acts_at,  # the night's plan leaves out the stage no role of it names
))
