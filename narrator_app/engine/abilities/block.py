"""The ability kind ``block`` (club_scenarios 9.3, 10 #4): the holder voids other players'
night actions — Takavar's hostage-taker (2.6, ``mode = player``) and Namayande's hacker
(4.6, ``mode = pair``). It generalises the Matador.

Night value: ``{hold: [s, …]}`` (or ``{hold: s}``); in pair mode ``{hold: [p, q]}``: p's
ability used on q tonight has no effect and spends nothing (club_scenarios 4.6: "this is the
doctor, he cannot save this one"): the pair is written to the night's ``void_pairs``, read
by each kind through :func:`base.voided` (a save, a shield, an inquiry and the picked
citizen's inquiry, a bullet given and the recipient's shot, a client); p is not held
otherwise. The step's word is the parameter ``verb`` (``hold``; Namayande's hacker ``hack``)
and the tracker ``tracker`` (``last_hold``; ``last_hack``). In player mode a held player's
own action tonight has no effect and spends nothing (club_scenarios 1.3; RS 6.2 A31); he is
still called (a dummy call, why ``held``, no X shown: nobody is told he was held, 2.6). A
``protect_from`` holder's shield (against ``block``) keeps its players from being held;
naming the holder voids every hold of the night (``void_source_if_named``, TK4/TK6). The
tracker ``last_hold`` is what he named, even on a night the shield voided it (2.10 C8).

The seeds' Matador (rules_spec 3.1.4 step 3; S0:L9, S2:L78; A29-A31) and the Zodiac's
magician (3.5.5; S2:L116; A79-A80; 6.10 S15) are this kind (``seed_form``: ``{block: s}``,
the tracker ``last_block`` one seat, the token and reason ``blocked``): the Matador's scope,
duration and what a blocked player loses, the magician's restriction and gun conversion are
section-7 house rules their scenario files lay over these parameters (``[[house_rules]]``).
A hold that ``lasts = 24h`` covers the next day too (:func:`held_for_the_day`: a gun in the
held hands fires blank, a war gun turns blank by ``gun_conversion``; the guard's defusal has
no effect, 6.10 S15).

Checks: ``bad_count`` (more seats than tonight's picks; pair mode: exactly two),
``invalid_target`` (himself; a teammate when ``targets = non_mafia``; a player out of the
game), ``repeat_target`` (a seat of last night's hold under ``repeat =
forbidden_consecutive``, TK3/SEED2).
"""

from __future__ import annotations

from collections.abc import Callable
from typing import Annotated, Any, Literal, NamedTuple

from pydantic import Field, StrictBool, StrictInt, model_validator

from ..errors import IllegalAction, illegal
from ..scenario import kept_beside
from ..shapes import shots
from ..state import ALIVE, GameState
from ..table import out_of_game, require_alive, seat_of, seat_or_check
from .base import card_of, filler_seat, roles_of_kind
from .kind_params import Frozen, number, one_verb, renamed, seat_list
from .params import params_as
from .protect_from import NAME as PROTECT_FROM
from .protect_from import hold_passes_over, shield_against
from .registry import HACKED_PAIRS, Kind, OptionSpec, register

NAME = "block"
VERB = "hold"
WHY = "held"


class BlockParams(Frozen):
    """``targets``: ``non_mafia`` | ``any_other``; ``picks``: a number or ``by_table_size``
    (with ``picks_by_size``: dealt table size → picks, the value of the largest size at most
    the table's; default ``{12: 2}``: two from 12 seats on, else one; club_scenarios 2.10
    C6); ``mode``: ``player`` | ``pair``; ``repeat``: ``forbidden_consecutive`` (the
    Matador's) | ``allowed`` | ``no_consecutive_use`` (no hold at all two nights running:
    the magician's ``magician_restriction``, A79); ``exempt``: kinds whose action no hold
    voids; ``wakes``: ``alone`` | ``with_team`` (the night order in the file says where he
    is called);
    ``verb``: the step's word, ``hold`` | ``hack`` (club_scenarios 4.12) | ``block`` (the
    seeds'); ``tracker``: the card's record of what he named, ``last_hold`` | ``last_hack`` |
    ``last_block``. ``repeat = forbidden`` is read as ``forbidden_consecutive`` (Namayande's
    ``nm_hacker_repeat``, 4.10 C3). ``targets = city_only``: only a city player (A29).

    The seeds' Matador and magician (A29-A31, A79-A80): ``why`` the held player's reason
    and the ring's token (``held`` | ``blocked`` | ``hacked``: Namayande's hacker, 4.6);
    ``seed_form`` the seeds' forms: the value is one seat (``{block: s}``, picks 1), the
    tracker that seat and its night the hidden
    ``last_block_night``, the window's option the one-seat step's, a refusal names the role;
    ``scope_detail`` the detail of a ``targets`` refusal (``teammate`` | ``matador_scope``);
    ``before_guess`` the hold is worked out before the sixth sense's slaughter, at step 3's
    place (a slaughtered holder still holds; a held Godfather's guess is void); ``lasts``
    ``night`` | ``24h`` (A30; the magician, S2:L116); ``gun_conversion`` ``permanent`` |
    ``that_day``: a held player's war gun stays blank or is a war gun again (A80); ``shows_x``
    a held player's dummy call shows the X sign (``blocked_shown_x``, A31); ``spends_use`` the
    use a held player chose is spent anyway (``blocked_consumes_resource``, A31)."""

    targets: Literal["non_mafia", "any_other", "city_only"] = "non_mafia"
    picks: Annotated[StrictInt, Field(ge=1, le=10)] | Literal["by_table_size"] = 1
    picks_by_size: dict[int, StrictInt] = Field(default_factory=lambda: {12: 2})
    mode: Literal["player", "pair"] = "player"
    repeat: Literal["allowed", "forbidden_consecutive", "forbidden", "no_consecutive_use"] = (
        "forbidden_consecutive")
    exempt: tuple[str, ...] = ()
    wakes: Literal["alone", "with_team"] = "alone"
    verb: Literal["hold", "hack", "block"] = "hold"
    tracker: Literal["last_hold", "last_hack", "last_block"] = "last_hold"
    why: Literal["held", "blocked", "hacked"] = "held"
    seed_form: StrictBool = False
    scope_detail: Literal["teammate", "matador_scope"] = "teammate"
    before_guess: StrictBool = False
    lasts: Literal["night", "24h"] = "night"
    gun_conversion: Literal["permanent", "that_day"] = "permanent"
    shows_x: StrictBool = False
    spends_use: StrictBool = False

    @model_validator(mode="after")
    def _one_form(self) -> BlockParams:
        """The seeds' form names one seat a night (``{block: s}``); a pair needs two: a
        file with both is refused here, not at the table (a random club file with both
        crashed a night's end)."""
        if self.seed_form and self.mode == "pair":
            raise ValueError("seed_form = true names one seat a night; mode = 'pair' needs "
                             "two (use mode = 'player', or seed_form = false)")
        return self


def _params(st: GameState, role: str) -> BlockParams:
    """The parameters of the block role ``role`` in this game."""
    return params_as(st, role, BlockParams)


def _roles(st: GameState) -> tuple[str, ...]:
    """The scenario's roles of this kind, in the file's order (several may hold: the
    Matador and a club's hostage-taker, each by his own parameters)."""
    return roles_of_kind(st.scenario, NAME)


class _Holders(NamedTuple):
    """The scenario's roles of this kind with their parameters in a game (:func:`_holders`):
    each group in the file's order."""

    #: Every role, (role, params).
    every: tuple[tuple[str, BlockParams], ...]
    #: The roles whose hold is worked out before the sixth sense (``before_guess``).
    early: tuple[tuple[str, BlockParams], ...]
    #: The others (worked out with the general kinds).
    late: tuple[tuple[str, BlockParams], ...]
    #: The roles that hold in pair mode.
    pairs: tuple[str, ...]
    #: True when some role's held player spends his use anyway (``spends_use``).
    spends: bool


def _holders(st: GameState) -> _Holders:
    """The scenario's roles of this kind and their parameters under the game's house rules
    (:func:`_params`), grouped as the night's end asks them: kept with the scenario beside
    the game's rules object they were read under (a game's rules never change; the entry
    holds the object, so its identity is never reused while kept). The kept entry is read
    inline (asked at every night's end and most night steps)."""
    kept = st.scenario.__dict__.get("_block_holders")
    if kept is not None and kept[0] is st.rules:
        return kept[1]
    return kept_beside(st.scenario, "_block_holders", st.rules, _read_holders, st)


def _read_holders(st: GameState) -> _Holders:
    """:func:`_holders` worked out."""
    every = tuple((role, _params(st, role)) for role in _roles(st))
    return _Holders(every, tuple(e for e in every if e[1].before_guess),
                    tuple(e for e in every if not e[1].before_guess),
                    tuple(role for role, prm in every if prm.mode == "pair"),
                    any(prm.spends_use for _role, prm in every))


def _night_key(prm: BlockParams) -> str:
    """The card's hidden record of the night he last named someone."""
    return "last_block_night" if prm.seed_form else "last_hold_night"


def _recorded(prm: BlockParams, counters: dict[str, Any]) -> list[int]:
    """The seats his tracker records (one seat in the seeds' form, else a list)."""
    last = counters.get(prm.tracker)
    if isinstance(last, list):
        return last
    return [last] if isinstance(last, int) and not isinstance(last, bool) else []


def _out_of_scope(st: GameState, prm: BlockParams, seat: int) -> bool:
    """True when ``targets`` keeps ``seat`` from being held (a teammate; not a citizen)."""
    return _side_out_of_scope(prm, st.side(seat))


def _side_out_of_scope(prm: BlockParams, side: str) -> bool:
    """:func:`_out_of_scope` of a seat whose side is ``side``."""
    return ((prm.targets == "non_mafia" and side == "mafia")
            or (prm.targets == "city_only" and side != "city"))


def picks_tonight(st: GameState, role: str) -> int:
    """How many seats ``role``'s hold names tonight (pair mode: the pair, 2; the seeds'
    form: 1)."""
    prm = _params(st, role)
    if prm.seed_form:
        return 1
    return 2 if prm.mode == "pair" else number(st, prm.picks, prm.picks_by_size)


def check_hold(st: GameState, key: str, actor, value: dict[str, Any]) -> None:
    """Refuse an illegal hold (see the module's docstring)."""
    prm = _params(st, actor.card.role)
    if prm.seed_form:
        return _check_seed_form(st, actor, value, prm)
    seats = seat_list(st, key, one_verb(key, value, prm.verb))
    n = picks_tonight(st, actor.card.role)
    if len(seats) > n or (prm.mode == "pair" and len(seats) != n):
        raise IllegalAction("bad_count", key=key, role=key, value=len(seats))
    for t in seats:
        require_alive(st, t, key)
    aimed = seats[:1] if prm.mode == "pair" else seats
    for t in aimed:
        if t == actor.seat:
            raise IllegalAction("invalid_target", key=key, seat=t, role=key, detail="self")
        if _out_of_scope(st, prm, t):
            raise IllegalAction("invalid_target", key=key, seat=t, role=st.view(t).role,
                                detail=prm.scope_detail)
    last = actor.card.counters.get(prm.tracker) or []
    if (prm.repeat != "allowed"
            and actor.card.hidden.get("last_hold_night") == st.number - 1):
        repeated = [t for t in aimed if t in last[:1 if prm.mode == "pair" else None]]
        if prm.mode == "pair" and seats != last:
            repeated = []  # pair mode: not the same pair two nights running
        if prm.repeat == "no_consecutive_use":
            repeated = aimed  # no hold at all two nights running (A79)
        if repeated:
            raise IllegalAction("repeat_target", key=key, seat=repeated[0], role=key,
                                night=st.number)


def _check_seed_form(st: GameState, actor, value: dict[str, Any], prm: BlockParams) -> None:
    """The seeds' Matador (S0:L9, S2:L78; scope A29) and magician (S2:L116; A79): one other
    living player, within ``targets`` (refused with ``scope_detail``); not the same one two
    nights running, or nobody at all the night after a hold (``no_consecutive_use``). The
    refusals name the role (its id), as they always did."""
    role = actor.card.role
    refused = _seed_refusal(st, actor, prm, seat_of(st, one_verb(role, value, prm.verb), role))
    if refused is not None:
        raise refused


def _seed_refusal(st: GameState, actor, prm: BlockParams, t: int) -> IllegalAction | None:
    """:func:`_check_seed_form`'s refusal of the seat ``t`` of the table, returned, not
    raised: out of the game, himself, out of his ``targets``, a repeat; None: he may
    hold him (:func:`_seed_refusals`' answer for ``t``)."""
    return _seed_refusals(st, actor, prm)(t)


def _seed_refusals(st: GameState, actor,
                   prm: BlockParams) -> Callable[[int], IllegalAction | None]:
    """``t ↦`` :func:`_seed_refusal` of the seat ``t`` of the table, with what does not
    depend on the seat read once (the holder's role, his last pick and whether last night
    was his, the sides of the cards, :func:`_out_of_scope`'s and the repeat rule's words):
    the pickers ask every seat (:func:`_seat_check`)."""
    role = actor.card.role
    players = st.players
    sides = st.scenario.side_map()  # st.side of a seat, read from its player at once
    last = actor.card.counters.get(prm.tracker)
    recent = (actor.card.hidden.get(_night_key(prm)) == st.number - 1
              and prm.repeat != "allowed")
    any_repeat = prm.repeat == "no_consecutive_use"

    def at_seat(t: int) -> IllegalAction | None:
        p = players[t - 1]  # st.view(t): t is a seat of the table
        if p.status != ALIVE:
            return out_of_game(st, t, role)
        if t == actor.seat:
            return illegal("invalid_target", key=role, seat=t, role=role, detail="self")
        if _side_out_of_scope(prm, sides[p.card.role]):
            return illegal("invalid_target", key=role, seat=t, role=role,
                           detail=prm.scope_detail)
        if recent and (last == t or any_repeat):
            return illegal("repeat_target", key=role, seat=t, role=role, night=st.number)
        return None

    return at_seat


def _seat_check(st: GameState, key: str, actor,
                name: str) -> Callable[[Any], IllegalAction | None] | None:
    """:attr:`Kind.seat_check` of the seeds' form: ``arg ↦`` :func:`check_hold`'s refusal
    of ``{name: arg}``, returned, with the holder's parameters read once; one seat of the
    table is answered by :func:`_seed_refusal`, any other ``arg`` by :func:`check_hold`.
    None (asked value by value) for a hold not in the seeds' form or a word not its verb."""
    prm = _params(st, actor.card.role)
    if not prm.seed_form or name != prm.verb:
        return None
    return seat_or_check(len(st.players), _seed_refusals(st, actor, prm),
                         lambda arg: check_hold(st, key, actor, {name: arg}))


def named_seats(value: Any) -> set[int]:
    """Every seat a night value names (``{save: 4}``, ``{save: [4, 5]}``, ``{give: {4:
    war}}``, ``{nato: {seat: 4, role: r}}``)."""
    out: set[int] = set()
    if isinstance(value, bool):
        return out
    if isinstance(value, int):
        return {value}
    if isinstance(value, dict):
        for k, v in value.items():
            if isinstance(k, int) and not isinstance(k, bool):
                out.add(k)
            out |= named_seats(v)
    elif isinstance(value, list):
        for v in value:
            out |= named_seats(v)
    return out


def _named(st: GameState, role: str, off: dict[int, str], prm: BlockParams | None = None
           ) -> tuple[Any, BlockParams, list[int]] | None:
    """The acting holder of ``role``, his parameters (``prm`` when given, else read) and
    tonight's seats (his step, by its role id); None when he names nobody, or is out or
    void himself."""
    value = st.choices.get(role) or {}
    if not value:  # no hold chosen tonight (most asks): neither holder nor params read
        return None
    holder = card_of(st, role)
    if prm is None:
        prm = _params(st, role)
    if holder is None or holder.seat in off or prm.verb not in value:
        return None
    if prm.seed_form and not isinstance(value[prm.verb], int):
        return None
    seats = seat_list(st, NAME, value[prm.verb])
    return holder, prm, seats


def _holds(st: GameState, choices: dict[str, Any], off: dict[int, str],
           early: bool) -> dict[int, str]:
    """Seats whose own action the holds void tonight, with the reason ``why``: those
    worked out before the sixth sense (``early``: ``before_guess``) or the others, in the
    file's role order (a holder an earlier hold names holds nobody, as the Matador's block
    voided the magician's; ``choices``: tonight's steps by kind, for the shields)."""
    holders = _holders(st)
    roles = holders.early if early else holders.late
    out: dict[int, str] = {}
    if not roles:  # no hold of this kind at this place (most asks of one of the two)
        return out
    for role, _prm in roles:  # (:func:`_named` finds nobody for a role with no step)
        if st.choices.get(role):
            break
    else:
        return out  # no holder has named anyone tonight (most asks): nothing read
    seen = dict(off)  # a holder held by an earlier role's hold holds nobody
    for role, prm in roles:
        for seat, why in _held_by(st, role, prm, choices, seen).items():
            out.setdefault(seat, why)
            seen.setdefault(seat, why)
    return out


def _held_by(st: GameState, role: str, prm: BlockParams, choices: dict[str, Any],
             off: dict[int, str]) -> dict[int, str]:
    """Seats whose own action ``role``'s hold (its parameters ``prm``) voids tonight
    (player mode), with ``why``."""
    found = _named(st, role, off, prm)
    if found is None or found[1].mode == "pair":
        return {}
    holder, prm, seats = found
    shielded, void = shield_against(st, choices, off, NAME, holder.seat, seats)
    if void:
        return {}
    passed = hold_passes_over(st, off, NAME)  # the guard who keeps his shield (2.10 C7)
    return {t: prm.why for t in seats
            if t not in shielded and t != holder.seat and t != passed
            and st.view(t).kind not in prm.exempt}


def held_tonight(st: GameState, choices: dict[str, Any], off: dict[int, str]) -> dict[int, str]:
    """Seats whose own action the hold voids tonight (``{seat: why}``), player mode:
    none when the holder is out or void himself, or a shield names him
    (``void_source_if_named``); a shielded player is not held; a player whose kind is
    ``exempt`` is not held. Pair mode holds nobody (:func:`void_pair`). A hold worked out
    before the sixth sense (``before_guess``) is :func:`held_before_guess`'s, not here."""
    if not _holders(st).late:  # (the seeds: every hold is worked out before the guess)
        return {}
    return _holds(st, choices, off, early=False)


def _late_holds(st: GameState) -> bool:
    """:attr:`Kind.disables_may_fire`: True when a role of this kind holds after the sixth
    sense in ``st``'s game (:func:`held_tonight` finds nobody otherwise)."""
    return bool(_holders(st).late)


def held_before_guess(st: GameState, choices: dict[str, Any],
                      off: dict[int, str]) -> dict[int, str]:
    """:func:`held_tonight` for a hold worked out at step 3's place, before the sixth
    sense's slaughter (``before_guess``: the seeds' Matador and magician, rules_spec 3.1.4
    step 3, A31); ``off`` the seats void so far (handcuffed, stolen). Empty otherwise."""
    return _holds(st, choices, off, early=True)


def void_pair(st: GameState, role: str, choices: dict[str, Any], off: dict[int, str]
              ) -> tuple[int, int] | None:
    """Tonight's void pair of ``role`` in pair mode (holder p, target q: p's ability on q
    fails), None when there is none (player mode, no hack, the holder out or void, a shield
    on p or on the source)."""
    found = _named(st, role, off)
    if found is None or found[1].mode != "pair":
        return None
    holder, prm, seats = found
    shielded, void = shield_against(st, choices, off, NAME, holder.seat, seats)
    p, q = seats
    if void or p in shielded or st.view(p).kind in prm.exempt:
        return None
    return p, q


def holds_void_tonight(st: GameState, off: dict[int, str] | None = None) -> dict[int, str]:
    """The seats tonight's player-mode holds name that they do not hold (``{seat: why}``,
    seats from 1, in the file's role order): a seat the guard shielded, every seat when the
    shield named the holder (``void_source_if_named``), the guard who keeps his shield
    (``on_hold = keeps_shield``), a player of an ``exempt`` kind (club_scenarios 2.6, 2.10
    C7, C8: «the hold is void but counts for the no-repeat rule»: the tracker still records
    it, :func:`hold`). A holder who is out or void himself tonight (``off``: the seats void
    so far, :func:`checks.disabled_tonight`, worked out when None) names nobody here (his
    token is void already).
    The desk's words only (the ring's struck mark, the tracker's «(void)»): the rules read
    :func:`held_tonight`."""
    out: dict[int, str] = {}
    holders = _holders(st)
    if not holders.every or st.phase != "night":
        return out
    if off is None:
        from .checks import disabled_tonight

        off = disabled_tonight(st)
    choices = st.by_kind()
    for role, prm in holders.every:
        for t in _void_of(st, role, prm, choices, off):
            out.setdefault(t, prm.why)
    return out


def _void_of(st: GameState, role: str, prm: Any, choices: dict[str, Any],
             off: dict[int, str]) -> list[int]:
    """The seats tonight's hold of ``role`` (player mode) names and does not hold, in the
    order named (:func:`holds_void_tonight`'s, one role's)."""
    found = _named(st, role, off, prm)
    if found is None or prm.mode == "pair" or prm.seed_form:
        return []
    held = _held_by(st, role, prm, choices, off)
    return [t for t in found[2] if t not in held]


def hold_void_tonight(st: GameState, seat: int) -> list[int]:
    """The seats tonight's hold by the card at ``seat`` (from 1) names that it does not
    hold, in the order named: what :func:`last_hold_void` will say of it once End night
    makes it the card's record (a seat the guard shielded, the shield naming the holder,
    the guard who keeps his shield, an exempt kind: club_scenarios 2.6, 2.10 C7, C8). []
    outside a night, before his hold is recorded, for a pair-mode or seed holder, or a card
    that holds nothing. The desk's words only (the tracker's «tonight: 5 (void), 9»)."""
    if st.phase != "night":
        return []
    card = st.player(seat).card
    prm = next((p for role, p in _holders(st).every if role == card.role), None)
    if prm is None:
        return []
    from .checks import disabled_tonight

    return _void_of(st, card.role, prm, st.by_kind(), disabled_tonight(st))


def last_hold_void(states: list[GameState], seat: int) -> list[int]:
    """The seats of the hold the card at ``seat`` (from 1) records now (its ``last_hold``
    tracker, written at the end of the night he named them, :func:`hold`) that were void
    that night (:func:`holds_void_tonight`), in the tracker's order; [] when none, when he
    has recorded no hold, or the card is not a player-mode holder. ``states``: the game's
    states in order (``Game.states``), the last the current one; the night read is the last
    state of the night the hold was made (its steps all confirmed then). The desk's words
    only (club_scenarios 2.10 C8)."""
    st = states[-1]
    card = st.player(seat).card
    prm = next((p for role, p in _holders(st).every if role == card.role), None)
    if prm is None or prm.mode == "pair" or prm.seed_form:
        return []
    n = card.hidden.get(_night_key(prm))
    night = next((s for s in reversed(states) if s.phase == "night" and s.number == n
                  and prm.verb in (s.choices.get(card.role) or {})), None)
    if night is None:
        return []
    void = holds_void_tonight(night)
    return [t for t in _recorded(prm, card.counters) if t in void]


def pair_roles(st: GameState) -> list[str]:
    """The scenario's roles of this kind that hold in pair mode (the hacker's, club
    scenarios 4.6), in the file's order; [] in most scenarios (the callers ask nothing more
    of the night then)."""
    return list(_holders(st).pairs)


def _void_pairs(st: GameState, off: dict[int, str]) -> list[tuple[int, int, str]]:
    """Tonight's void pairs so far, each (holder, target, the holding role's id), in the
    file's order of the pair-mode roles (:func:`void_pair`)."""
    roles = _holders(st).pairs
    if not roles:
        return []  # no pair-mode hold here (most scenarios): tonight's steps not read
    choices = st.by_kind()
    return [(*pair, role) for role in roles
            if (pair := void_pair(st, role, choices, off)) is not None]


def hacked_tonight(st: GameState, off: dict[int, str]) -> dict[int, tuple[int, str]]:
    """The players whose ability on one seat fails by tonight's pair-mode holds so far:
    ``{holder: (target, the holding role's id)}`` (the hacker's pair, club_scenarios 4.6),
    seats from 1, the first hold's for a holder named by two; ``off`` the seats void
    tonight (:func:`checks.disabled_tonight`)."""
    out: dict[int, tuple[int, str]] = {}
    for p, q, role in _void_pairs(st, off):
        out.setdefault(p, (q, role))
    return out


def void_pairs_tonight(st: GameState, off: dict[int, str]) -> set[tuple[int, int]]:
    """The (holder, target) pairs the pair-mode holds void by tonight's steps so far (the
    ring's void marks: the hacked doctor's save on his target, club_scenarios 4.6); ``off``
    the seats void tonight (:func:`checks.disabled_tonight`)."""
    if not _holders(st).pairs:
        return set()  # no pair-mode hold here (most scenarios): :func:`_void_pairs`' []
    return {(p, q) for p, q, _role in _void_pairs(st, off)}


def hold(night) -> None:
    """Record the hold (``last_hold`` / ``last_hack``), even when a shield voided it (2.10
    C8). In pair mode the void pair is already in the night's ``void_pairs``, known from
    the night's start (:func:`night.resolve_night`, :func:`void_pairs_tonight`)."""
    st = night.st
    for role, prm in _holders(st).every:
        value = (st.choices.get(role) or {}).get(prm.verb)
        if value is None:
            continue  # no hold tonight: his card not looked for
        holder = card_of(st, role)
        if holder is None or not night.acts(holder):
            continue
        me = st.player(holder.seat)
        me.card.counters[prm.tracker] = value if prm.seed_form else seat_list(st, NAME, value)
        me.card.hidden[_night_key(prm)] = night.k


def held_for_the_day(st: GameState, night: int) -> list[tuple[int, BlockParams]]:
    """The seats a hold of Night ``night`` that ``lasts = 24h`` keeps held through the next
    day, with the hold's parameters (S2:L116; rules_spec 3.5.5, 6.10 S15: a gun in the held
    hands fires blank, the guard's noon-sleep defusal has no effect); [] when none."""
    out: list[tuple[int, BlockParams]] = []
    for role, prm in _holders(st).every:
        holder = card_of(st, role, alive_only=False)
        if (holder is not None and prm.lasts == "24h"
                and holder.card.hidden.get(_night_key(prm)) == night):
            out += [(s, prm) for s in _recorded(prm, holder.card.counters)]
    return out


def shows_x(st: GameState, why: str) -> bool:
    """True when a player held tonight for ``why`` is shown the X sign at his dummy call
    (``shows_x``: the seeds' ``blocked_shown_x``, A31)."""
    return any(prm.why == why and prm.shows_x
               for prm in (_params(st, role) for role in _roles(st)))


def spends_use(st: GameState) -> bool:
    """True when the use a held player chose is spent anyway (``spends_use``: the seeds'
    ``blocked_consumes_resource``, A31)."""
    return _holders(st).spends


def _per_role(params: Any) -> dict[str, Any]:
    """The role's one tracker line, its own ``tracker`` (the hostage-taker's «گروگان شب
    پیش», the hacker's «هک شب پیش»: each card showed both, «هک» in Takavar, a narrator's
    trial, TA43-8), the record of the last night's hold (:func:`hold` writes it at End
    night, the no-repeat rule reads it), whose seats a shield may void in player mode
    (club_scenarios 2.10 C8: not a pair's, not the seeds' form); the seeds' form
    (``seed_form``) also its one-seat step's action and options (the window's one-seat
    option, :func:`choices._opts_one_seat`)."""
    voidable = params.mode == "player" and not params.seed_form
    own = {"trackers": ((params.tracker, "seat"),), "night_records": (params.tracker,),
           "hold_records": (params.tracker,) if voidable else ()}
    if not params.seed_form:
        return own
    return {"action": params.verb, "options": None, **own}


def _start(params: Any) -> dict[str, Any]:
    """The card's hold tracker at the deal: an empty list (club_scenarios 2.12 «``last_hold``
    (list)», 4.12 ``last_hack``: named from the deal, CF47-12); the seeds' form keeps its
    file's counters (the Matador's ``last_block``)."""
    return {} if params.seed_form else {params.tracker: []}


def options(st: GameState, key: str, params: Any) -> list[OptionSpec]:
    """The window's options: up to tonight's number of seats (pair mode: exactly the
    player, then the target)."""
    verb = params.verb
    pair = params.mode == "pair"
    return [OptionSpec(verb, build=lambda seats, role: {verb: list(seats)},
                       probe=None if pair else (lambda s: {verb: [s]}),
                       seats=picks_tonight(st, key), exact=pair,
                       # pair mode: p (whose ability fails) at the first place, q at the second
                       slot_probes=(lambda st, s: {verb: [s, _other(st, key, s, False)]},
                                    lambda st, s: {verb: [_other(st, key, s, True), s]})
                       if pair else ())]


def _other(st: GameState, role: str, seat: int, aimed: bool) -> int:
    """A living seat other than ``seat`` to fill the pair's other place of ``role``'s hold
    while ``seat`` is asked at its own (for the first place, ``aimed``: not the holder nor a
    player ``targets`` keeps out); ``seat`` when there is none (the rules then refuse)."""
    if not aimed:
        return filler_seat(st, seat)
    prm = _params(st, role)
    return filler_seat(st, seat, role, lambda p: not _out_of_scope(st, prm, p.seat))


def tokens(st: GameState, key: str, value: dict[str, Any]) -> list[tuple[int, str]]:
    """The ring's token (``why``) on each held seat (pair mode: the holder whose ability
    fails)."""
    prm = _params(st, key)
    arg = value.get(prm.verb)
    seats = arg if isinstance(arg, list) else [arg]
    if prm.mode == "pair":
        seats = seats[:1]
    return [(s, prm.why) for s in seats if isinstance(s, int) and not isinstance(s, bool)]


def _spec_words(params: dict[str, Any]) -> tuple[str, dict[str, Any]]:
    """club_scenarios 9.3's ``duration`` (``night`` | ``24h``) is ``lasts`` (CF47-1)."""
    return NAME, renamed(params, {"duration": "lasts"})


BLOCK = register(Kind(
    "club_scenarios 9.3, 10 #4; 2.6 (hostage-taker: TK3, TK4, TK6, IDX, SEED2, FK; C6-C8); "
    "4.6 (hacker, pair mode; 4.10 C2, C3); rules_spec 3.1.4 step 3, 3.5.5 (the seeds' Matador "
    "and magician: S0:L9, S2:L78, S2:L116; A29-A31, A79-A80)",
    action=VERB, step=True, stage="block", params=BlockParams,
    trackers=(("last_hold", "seat"), ("last_hack", "seat")),
    night_records=("last_hold", "last_hack"), hold_records=("last_hold", "last_hack"),
    name=NAME, check=check_hold,
    seat_check=_seat_check,
    effect=hold, whole_night=True, disables=held_tonight, disables_may_fire=_late_holds,
    options=options, tokens=tokens,
    per_role=_per_role, disables_early=held_before_guess, multi=True, start_counters=_start,
    # the holds read their own steps and the shields against them (:func:`_named`,
    # :func:`protect_from.shield_against`, :func:`protect_from.hold_passes_over`)
    night_reads={"disables": (NAME, PROTECT_FROM), "disables_early": (NAME, PROTECT_FROM)},
    shape=shots,  # {<verb>: seat or seats}: the seeds' Matador and magician, a club's hold
    spec_words=_spec_words,
))


HACKED_PAIRS.append(void_pairs_tonight)
