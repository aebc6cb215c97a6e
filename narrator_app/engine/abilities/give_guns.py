"""The ability kind ``give_guns`` (club_scenarios 9.5, 10 #18): each night the holder hands
out guns, war or blank, fired by their holders in the next day's gun window (the day key
``guns``, rules_spec 3.5.6 step 2) — Takavar's gunner (2.6; TK5, TK5b, TK6, SEED2).

Night value ``{give: {s: war | blank, …}}``. Checks: at most ``per_night`` guns
(``bad_count``); living players; ``self``: ``blank_only`` (a war gun to himself is
``invalid_target``), ``never`` or ``any``; more war guns than in stock → ``no_uses_left``
(detail ``gun_war`` when none is left, else ``gun_war_left`` with ``max`` the stock).
The stock (the tracker ``war``) is set at the deal from ``war`` (a number or
``by_table_size`` with ``war_by_size``, 2.10 C15); blanks are unlimited unless ``blank`` is
a number. A war gun fired is spent; a gun not fired by the end of its day goes back to the
stock at the day's end; one whose holder left on the night it was given goes back at that
night's dawn (``holder_leaves_at_night = returns``, TK5; 2.7 step 9). A war hit
announces the target's side (``side_shown:s``, TK5) under ``on_war_hit = side_shown``. Held
tonight, the holder gives nothing and spends nothing (under the block's ``spends_use``, A31,
the guns he named are spent).

The seeds' gunner of Zodiac (rules_spec 3.5.3, 3.5.5; S2:L120-L124; A84-A85; decisions GN)
is this kind with ``per_night = 3``, ``self = "any"``, ``on_war_hit = "none"``, ``unfired =
"explodes"`` (a war gun not fired explodes at the next night's step 3, ``night._blocks``; a
blank, fired or not, goes back after the day under ``blank_returns``), ``before_hold``
(tonight's guns are in their holders' hands before a 24-hour hold is worked out, S2:L116)
and ``seed_form`` (the seeds' option, tracker line, stock and refusals).
"""

from __future__ import annotations

from collections.abc import Callable
from typing import Annotated, Any, Literal

from pydantic import Field, StrictBool, StrictInt

from ..errors import IllegalAction
from ..option import Option, PerSeat
from ..shapes import map_of, obj, one_of, seat
from ..state import ALIVE, GameState, Player
from ..table import DAY_KEY_KINDS, has_kind, require_alive, seat_of
from .kind_params import Frozen, as_played, number, one_verb, spread_stock
from .params import params_as
from .registry import VOID, Kind, OptionSpec, register
from .steps import DAWN_HOOKS

NAME = "give_guns"
#: The day's ``guns`` key is this kind's: unknown (``bad_script``) in a scenario without it,
#: in every phase (CF48-35; audit45, CF50).
DAY_KEY_KINDS["guns"] = NAME
VERB = "give"
GUNS = ("war", "blank")


class GiveGunsParams(Frozen):
    """``per_night``: guns a night (2); ``war``: war guns in stock at the deal, a number or
    ``by_table_size`` (with ``war_by_size``, table size → stock, default ``{12: 2}``: 2 from
    12 seats, else 1); ``blank``: ``unlimited`` or a number; ``self``: ``blank_only`` |
    ``never`` | ``any``; ``fire``: ``next_day``; ``on_war_hit``: ``side_shown`` | ``none``;
    ``holder_leaves_at_night``: ``returns`` | ``lost``."""

    per_night: StrictInt = Field(2, ge=1, le=10)
    war: Annotated[StrictInt, Field(ge=0, le=40)] | Literal["by_table_size"] = 1
    war_by_size: dict[int, StrictInt] = Field(default_factory=lambda: {12: 2})
    blank: Annotated[StrictInt, Field(ge=0, le=999)] | Literal["unlimited"] = "unlimited"
    self: Literal["blank_only", "never", "any"] = "blank_only"
    fire: Literal["next_day"] = "next_day"
    on_war_hit: Literal["side_shown", "none"] = "side_shown"
    holder_leaves_at_night: Literal["returns", "lost"] = "returns"
    #: What becomes of a gun not fired by the end of its day: ``returns`` (to the stock
    #: before the next night's guns, Takavar's) or ``explodes`` (the seeds': a war gun
    #: explodes in its holder's hands at the next night's step 3, S2:L123, A85; a blank goes
    #: back to the stock after the day, fired or not, under ``blank_returns``).
    unfired: Literal["returns", "explodes"] = "returns"
    #: Under ``unfired = explodes``: blanks go back after the day (the seeds'
    #: ``blank_returns``, A84, laid by the file's ``[[house_rules]]``).
    blank_returns: StrictBool = True
    #: The holder knows which gun he gives (the seeds' ``gunner_knows_types``, A84): carried
    #: for the table's telling, not acted on (the engine records each gun's type either way).
    knows_types: StrictBool = True
    #: Tonight's guns are given at the end of the ``bomb`` stage, before a 24-hour hold
    #: (``block`` with ``lasts = 24h``) is worked out at the ``guns`` stage, so a gun in
    #: the held player's hands fires blank tomorrow (the seeds', S2:L116; A80); else after
    #: the ``guns`` stage.
    before_hold: StrictBool = False
    #: The order the day's guns are fired in: ``as_given`` (the seeds', «guns fired today, in
    #: order», game-script.md) or ``seat`` (Takavar's gun window: «each holder may fire once,
    #: in seat order», club_scenarios 2.8): a holder whose seat comes before an earlier
    #: shooter's has had his turn (:func:`check_fire_order`).
    fire_order: Literal["as_given", "seat"] = "as_given"
    #: The seeds' form (the Zodiac's gunner): the window's option is the seeds' (three
    #: seats, a type each, no caps: its ``whole_options``); both stocks are the
    #: card's counters as the file deals them (``war``/``blank`` unread); the role is not
    #: called once both are spent; the tracker line ``war+blank`` (``guns``); more than
    #: ``per_night`` guns refused ``no_uses_left`` (detail ``guns``), not ``bad_count``.
    seed_form: StrictBool = False


def deal(st: GameState, role: str, counters: dict[str, Any],
         n_mafia: int | None = None) -> dict[str, Any]:
    """The stock at the deal: ``war`` (and ``blank`` when counted); ``n_mafia`` unused.
    The seeds' form: the file's counters as they are."""
    prm = _prm(st)
    if prm.seed_form:
        return dict(counters)
    out = {**counters, "war": number(st, prm.war, prm.war_by_size)}
    if prm.blank != "unlimited":
        out["blank"] = prm.blank
    return out


def _prm(st: GameState) -> GiveGunsParams:
    """The params (with the game's house rules) of the scenario's ``give_guns`` role."""
    return params_as(st, st.scenario.role_of_kind(NAME), GiveGunsParams)


def armed_today(st: GameState) -> list[int]:
    """Seats (from 1) holding a gun they may fire today: given last night, not fired yet,
    the holder in the game."""
    return sorted({g["holder"] for g in st.extra.get("guns", [])
                   if not g["used"] and g["night"] == st.number - 1
                   and st.player(g["holder"]).status == ALIVE})


def turn_passed(st: GameState, seat: int, fired: list[int]) -> bool:
    """True when ``seat``'s turn in today's gun window has passed: the window goes in seat
    order (``fire_order = seat``, club_scenarios 2.8) and a later seat is among ``fired``,
    the seats (from 1) that fired today, in order."""
    return bool(fired) and seat < max(fired) and _prm(st).fire_order == "seat"


def check_fire_order(st: GameState, shooter: int, fired: list[int]) -> None:
    """Refuse a gun fired out of its turn (:func:`turn_passed`).

    Raises:
        IllegalAction("not_available", detail="gun_order"): a seat after ``shooter`` has
            fired already: his turn has passed (a war hit removes its target at once, so
            the order decides who may still fire).
    """
    if turn_passed(st, shooter, fired):
        raise IllegalAction("not_available", key="guns", seat=shooter, detail="gun_order")


def gun_turns_passed(st: GameState) -> list[int]:
    """Today's holders of a gun not fired whose turn has passed (:func:`turn_passed`): what
    the window tells the narrator once a later seat fired (a narrator's trial, CF49-19)."""
    fired = [s["shooter"] for s in st.choices.get("guns") or [] if isinstance(s, dict)]
    return [s for s in armed_today(st) if turn_passed(st, s, fired)]


def gun_turns_passed_by(st: GameState, shooter: int) -> list[int]:
    """The holders whose turn in today's gun window would pass were ``shooter`` to fire now
    (:func:`turn_passed`): each holding a gun he may still fire, his seat before
    ``shooter``'s, in a window held in seat order (club_scenarios 2.8). Asked before the
    shot is confirmed, so the narrator is told first (a narrator's trial: seat 13 fired
    before seat 9 and 9's war gun was lost, told only after; CF80-51)."""
    fired = [s["shooter"] for s in st.choices.get("guns") or [] if isinstance(s, dict)]
    passed = gun_turns_passed(st)
    return [s for s in armed_today(st) if s != shooter and s not in passed
            and s not in fired and turn_passed(st, s, [*fired, shooter])]


def _due_back(st: GameState) -> list[dict[str, Any]]:
    """This kind's guns from earlier nights that go back to the stock now: not fired, not
    yet returned (and not lost with a holder who left at night under ``lost``)."""
    prm = _prm(st)
    lost_stays = prm.holder_leaves_at_night == "lost"
    return [g for g in st.extra.get("guns", [])
            if g.get("returns") and g["night"] < st.number and not g.get("fired")
            and not g.get("returned") and not (lost_stays and g.get("lost"))]


def stock(st: GameState, card, gun: str) -> int | None:
    """Guns of type ``gun`` he may give tonight (None: unlimited): his stock, the guns due
    back already in it (at the day's end and at dawn, :func:`_give_back`)."""
    prm = _prm(st)
    if gun == "blank" and prm.blank == "unlimited" and not prm.seed_form:
        return None
    return card.counters.get(gun, 0)


def check_give(st: GameState, key: str, actor, value: dict[str, Any]) -> None:
    """Refuse an illegal handing out (see the module's docstring)."""
    prm = _prm(st)
    key = actor.card.role  # the refusals name the role (``names_role``)
    give = one_verb(key, value, VERB)
    if not isinstance(give, dict) or not give:
        raise IllegalAction("bad_script", key=key, value=value, detail="unknown_choice")
    if len(give) > prm.per_night and prm.seed_form:
        raise IllegalAction("no_uses_left", key=key, role=key, detail="guns")
    if len(give) > prm.per_night:
        raise IllegalAction("bad_count", key=key, role=key, value=len(give))
    for s, gun in give.items():
        t = seat_of(st, s, key)
        require_alive(st, t, key)
        if gun not in GUNS:
            raise IllegalAction("bad_script", key=key, value=gun, detail="unknown_gun")
        if t == actor.seat and (prm.self == "never"
                                or (prm.self == "blank_only" and gun == "war")):
            raise IllegalAction("invalid_target", key=key, seat=t, role=key, detail="self")
    for gun in GUNS:
        left = stock(st, actor.card, gun)
        if left is not None and sum(1 for g in give.values() if g == gun) > left:
            # some left but fewer than given: the refusal says how many (``max``, Z107-2)
            detail = f"gun_{gun}" if left <= 0 else f"gun_{gun}_left"
            raise IllegalAction("no_uses_left", key=key, role=key, detail=detail, max=left)


def give_guns(night: Any) -> None:
    """Every night: tonight's guns, if the holder acts (last day's unfired ones went back
    at the day's end, :func:`blanks_back`). At the end of the ``bomb`` stage under
    ``before_hold``, else of the ``guns`` stage (the kind runs after both)."""
    st = night.st
    prm = _prm(st)
    if night.stage != ("bomb" if prm.before_hold else "guns"):
        return
    me, give = night.pick(NAME, VERB)
    if me is None:
        return
    side_shown = prm.on_war_hit == "side_shown"
    guns = st.extra.setdefault("guns", [])
    for s, gun in give.items():
        # a gun to a seat his ability on which is hacked fails and spends nothing (club
        # scenarios 4.6; audit64): handed over as the table sees it, it fires blank (as a
        # held hand's gun, 3.5.5), never explodes, never goes back to a stock it was not
        # taken from
        hacked = night.hacked(me.seat, s)
        if gun in me.card.counters and not hacked:
            me.card.counters[gun] -= 1
        record = {"holder": s, "type": gun, "night": night.k, "disabled": hacked,
                  "used": False}
        if hacked:
            record["hacked"] = True
        elif prm.unfired == "returns":
            record |= {"returns": True, "side_shown": side_shown}
        elif side_shown:
            record["side_shown"] = True
        guns.append(record)


def back_at_dawn(st: GameState) -> None:
    """At dawn, after the night's exits: tonight's guns whose holder left tonight go back
    to the stock now (club_scenarios 2.7 step 9: "apply deaths; guns of the dead return to
    the gunner", TK5; CF45-5), so the morning's tracker counts them; under
    ``holder_leaves_at_night = returns`` only (a :data:`DAWN_HOOKS` hook)."""
    guns = st.extra.get("guns")
    if not guns or st.phase != "night" or _prm(st).holder_leaves_at_night != "returns":
        return
    _give_back(st, [g for g in guns if g.get("returns") and g["night"] == st.number
                    and not g.get("returned") and st.view(g["holder"]).status != ALIVE])


DAWN_HOOKS.append(back_at_dawn)


def spend_blocked(st: GameState, ch: dict[str, Any], off: dict[int, str]) -> None:
    """(``ch``, tonight's steps, is not read: the holder's value is read by its id.)
    A blocked holder's guns named tonight are spent (the block's ``spends_use``, the
    seeds' ``blocked_consumes_resource``, A31): one of each type named, while in stock."""
    me = st.holder(NAME)
    give = (st.by_kind().get(NAME) or {}).get(VERB)
    if me is None or off.get(me.seat) != "blocked" or not isinstance(give, dict):
        return
    for gun in give.values():
        if me.card.counters.get(gun, 0) > 0:
            me.card.counters[gun] -= 1


def blanks_back(st: GameState) -> None:
    """After the day (``day.end_of_day``): under ``unfired = returns`` the guns due back
    (:func:`_due_back`: not fired by the end of their day, "guns not fired by the end of the
    day also return", club_scenarios 2.6) go back now, so the evening's tracker counts them;
    under ``unfired = explodes`` and ``blank_returns``
    last night's blanks, fired or not, go back to the holder's stock, unless converted for
    good (the magician's, A80) or lost with a holder who left before firing (S2:L123;
    A84)."""
    if not has_kind(st, NAME):
        return
    prm = _prm(st)
    if prm.unfired == "returns":  # Takavar: last night's guns not fired today go back now,
        _give_back(st, _due_back(st))  # at the day's end (2.6; an auditor's case, CF45-29)
        return
    if not prm.blank_returns:
        return
    holder = st.holder(NAME, alive_only=False)
    for gun in st.extra.get("guns", []):
        lost = gun.get("lost") or (
            not gun.get("fired") and st.player(gun["holder"]).status != ALIVE
        )  # a blank whose holder left before firing it is lost (S2:L123)
        if (gun["type"] == "blank" and gun["night"] == st.number - 1 and not gun.get("hacked")
                and not gun.get("returned") and not gun.get("converted") and not lost):
            gun["used"] = True
            gun["returned"] = True
            if holder is not None:
                holder.card.counters["blank"] = holder.card.counters.get("blank", 0) + 1


def _give_back(st: GameState, guns: list[dict[str, Any]]) -> None:
    """``guns`` go back to the holder's stock (each marked returned and used)."""
    holder = st.holder(NAME, alive_only=False)
    for g in guns:
        g["returned"] = g["used"] = True
        if holder is not None and g["type"] in holder.card.counters:
            holder.card.counters[g["type"]] += 1


def options(st: GameState, key: str, params: Any) -> list[OptionSpec]:
    """The window's options: up to ``per_night`` seats, a gun's type each."""
    def build(seats: list[int], role: str | None, kinds: list[str]) -> dict[str, Any]:
        return {VERB: dict(zip(seats, kinds, strict=True))}

    return [OptionSpec(VERB, build=build, probe=lambda s: {VERB: {s: "blank"}},
                       seats=params.per_night, kinds=GUNS,
                       kind_probe=lambda s, gun: {VERB: {s: gun}}, kind_caps=_caps)]


def _is_spent(st: GameState, p: Any) -> bool:
    """The seeds' form: not called once neither gun is left (S0:L21); else always called."""
    if not _prm(st).seed_form:
        return False
    return p.card.counters.get("war", 0) + p.card.counters.get("blank", 0) <= 0


def _per_role(params: Any) -> dict[str, Any]:
    """The seeds' form: the seeds' option (:func:`_opts_guns_given`, the kind's
    ``whole_options``), tracker line and spent counters (``war+blank``, ``guns``)."""
    if not params.seed_form:
        return {}
    return {"options": None, "trackers": (("war+blank", "guns"),),
            "uses": ("war+blank", "guns")}


def _caps(st: GameState) -> dict[str, int]:
    """The most guns of each type one night's value may hold: those in stock (a type not
    counted: no cap)."""
    me = st.find(NAME)
    if me is None:
        return {}
    out = {}
    for gun in GUNS:
        left = stock(st, me.card, gun)
        if left is not None:
            out[gun] = left
    return out


def tokens(st: GameState, key: str, value: dict[str, Any]) -> list[tuple[int, str]]:
    """The ring's token on each seat given a gun, with its type (``gun_war``, ``gun_blank``:
    two holders with one word each could not be told apart, a narrator's trial); ``gun``
    for a type the seeds' two do not name."""
    arg = value.get(VERB)
    guns = arg if isinstance(arg, dict) else {}
    return [(s, f"gun_{guns[s]}" if guns[s] in GUNS else "gun") for s in guns
            if isinstance(s, int) and not isinstance(s, bool)]


def marks(st: GameState, p: Player) -> list[tuple[int, str]]:
    """The ring's standing marks of the gunner's card (:attr:`Kind.marks`): by day, each gun
    given last night and not fired yet on its holder while he is in the game (the guns he
    may fire today, :func:`armed_today`), by its type as :func:`tokens` names it at night
    (``gun_war``, ``gun_blank``); a gun in held or hacked hands, which fires blank (S2:L116;
    club_scenarios 4.6), carries :data:`VOID` («تفنگ جنگی (بی‌اثر)»), as the trackers' line
    says it «disabled». A gun holds
    until it is fired, its holder leaves or the day ends (S2:L120-L124; club_scenarios 2.6;
    the night it is given it is its step's token; the Day 2 ring showed none: Z106-2, as
    LY108-2's bomb). Said once, on the first card of the kind in seat order. In: ``st``,
    ``p`` a player of the kind; out: (seat from 1, token) pairs."""
    if st.phase != "day" or p is not next(q for q in st.players if q.kind == NAME):
        return []
    out = []
    for g in st.extra.get("guns", []):
        if g["used"] or g["night"] != st.number - 1 or st.player(g["holder"]).status != ALIVE:
            continue
        tok = f"gun_{g['type']}" if g["type"] in GUNS else "gun"
        out.append((g["holder"], tok + VOID if g["disabled"] else tok))
    return out


def _opts_guns_given(st: GameState, key: str, kind: str, per_seat: PerSeat) -> list[Option]:
    """The seeds' gunner's guns (``give_guns`` in the seeds' form: its ``options`` none),
    up to three seats, war or blank each as the rules take them on that seat and at most
    the guns of each type left in his stock (:func:`_caps`: a spent war gun was offered and
    refused ``no_uses_left``, T2; CF50); or none (3.5.3)."""
    opts: list[Option] = []
    # each seat's types as the rules take them (a war gun once his war guns are spent is
    # refused ``no_uses_left``): asked per type, as the general form's ``kind_probe``
    def probe(gun: str) -> Callable[[int], dict[str, Any]]:
        return lambda s: {"give": {s: gun}}

    by_type = {gun: per_seat(probe(gun)) for gun in GUNS}
    first = by_type[GUNS[-1]]
    seat_kinds = {s: tuple(g for g in GUNS if by_type[g][s] is None) for s in first}
    targets = {s: None if seat_kinds[s] else first[s] for s in first}
    opts.append(
        Option(
            "give",
            seats=3,
            kinds=GUNS,
            kind_caps=_caps(st),
            seat_kinds=seat_kinds,
            targets=targets,
            build=lambda seats, role, side, kinds=(), **kw: {
                "give": dict(zip(seats, kinds, strict=True))
            },
        )
    )
    opts.append(Option("none", build=lambda seats, role, side, **kw: {}))
    return opts


def _spec_words(params: dict[str, Any]) -> tuple[str, dict[str, Any]]:
    """club_scenarios 9.5's words (CF47-1): ``stock = {war, blank}`` is ``war`` and
    ``blank``; ``fire = next_day`` and ``on_mafia_recipient = none`` are how the guns play
    here (2.6: a mafia holder costs the gunner nothing) and are dropped (``fire =
    same_night`` is ``give_bullet``'s)."""
    return NAME, as_played(spread_stock(params), {"on_mafia_recipient": "none"})


GIVE_GUNS = register(Kind(
    "club_scenarios 9.5, 10 #18; 2.6 (gunner: TK5, TK5b, TK6, SEED2; C15-C18), 2.8",
    action=VERB, step=True, stage="guns", params=GiveGunsParams,
    trackers=(("war", "count"),), name=NAME, check=check_give, effect=give_guns,
    whole_night=True, deal=deal, options=options, tokens=tokens, stages=("bomb",),
    marks=marks,  # the guns held by day (Z106-2)
    is_spent=_is_spent, per_role=_per_role, names_role=True,
    night_reads={"is_spent": ()},  # the guns left: his card and the params alone
    shape=obj(give=map_of(seat, one_of("war", "blank"))),  # the guns given
    spend_blocked=spend_blocked,  # blocked_consumes_resource (A31)
    whole_options=_opts_guns_given,  # the seeds' form's (its ``options`` none)
    spec_words=_spec_words,
))
