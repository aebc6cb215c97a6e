"""The general kind ``convert`` (club_scenarios 9.5): instead of the shot the team tries to
win over a living player who is not a teammate; on an eligible card he becomes the
scenario's filler mafia card (``simple_mafia``), is woken and meets the team; anyone else:
nothing. Spent on every attempt; announced ``purchase`` (rules_spec A34 by analogy).

A role of this kind (the negotiator), or a club boss through his ``night_shot`` options
(the trade, the recruitment), brings a team action to the ``mafia`` step:
``{<team_action>: c}`` (``negotiate``, ``recruit``), or with ``cost = teammate_leaves``
``{<team_action>: {sacrifice: m, recruit: c}}`` (``trade``): the sacrificed teammate leaves
at dawn, no save applies.

Parameters (:class:`ConvertParams`, defaults in brackets): ``team_action`` [``recruit``];
``holder`` [``card``] | ``boss`` (the card whose holder must be alive, the role's own);
``mode`` [``instead_of_shot``]; ``uses`` [1]; ``trigger`` [``any_night``] |
``after_teammate_exit`` (``not_available`` before a mafia member has left); ``eligible``
[the filler city card]: a list of ``{role, while_counter, sizes}`` (the card ``role``;
only while its counter ``while_counter`` is true, e.g. an intact ``armor``; only at tables
dealt with one of ``sizes`` players), or the name of one of ``named_sets`` (such lists by
name, so that a file's house rule chooses one: bazpors' ``bz_trade_invulnerable``);
``cost`` [``none``] | ``teammate_leaves``;
``sacrifice_on_fail`` [``leaves``] | ``stays``; ``result`` [``simple_mafia``: the
scenario's filler mafia card]; ``announce`` [``night_every_attempt``] |
``night_success_only`` | ``next_morning`` | ``none``; ``announce_rule`` [none]: a game
house rule whose value, when the game has it, stands for ``announce`` (Saul's
``purchase_announcement``, A34); ``tracker`` [``recruit_used``: true once the uses are
spent]; ``own_exit_counts`` [true]: the holder's own exit counts as a teammate's for
``after_teammate_exit`` (false: Saul's own exit never opens his purchase, 6.9 S5, A33);
``voidable`` [true]: the holder's action is void when he is blocked or slaughtered tonight
(false: Saul's purchase is the team's action, never voided); ``spent_detail``
[``convert``]: the ``no_uses_left`` refusal's detail (Saul's: ``purchase``);
``bookkeeping`` [``count``]: the card keeps a hidden count of attempts
(``<tracker>_count``) and the night is listed in the game's ``conversions`` (a reporter's
answer reads them); ``flag``: only the tracker (Saul's card: one purchase, rules_spec
3.1.4 step 2).

The shipped Saul Goodman (S0:L10, S2:L82; 6.9 S5, A33) is this kind with ``team_action =
"buy"``, ``trigger = "after_teammate_exit"``, ``tracker = "buy_used"``, ``own_exit_counts
= false``, ``voidable = false``, ``spent_detail = "purchase"``, ``bookkeeping = "flag"`` and
``announce_rule = "purchase_announcement"``; his team step lists ``buy`` among its actions
(the file's ``[[night]]`` ``actions``), so the purchase is offered at that place and is not
a club's team sentence.

Side readings later in the same night read the card at the night's start (club_scenarios
1.5 step 10); the won-over card keeps ``converted_night`` (a reporter's answer).
"""

from __future__ import annotations

from collections.abc import Callable
from typing import Any, Literal

from pydantic import BaseModel, ConfigDict, Field, StrictBool, StrictInt, model_validator

from ..errors import IllegalAction, illegal
from ..scenario import Ident, Scenario, kept_beside
from ..state import ALIVE, Card, GameState
from ..table import (
    EXIT_UNCOUNTED,
    require_alive,
    seat_of,
    seat_or_check,
    team_target_refusal,
)
from .armour import convertible
from .base import (
    card_of,
    filler_seat,
    game_team_parts,
    left_now,
    roles_of_kind,
    team_value,
)
from .params import params_as
from .registry import Kind, OptionSpec, TeamPart, register, seat_itself

#: The kind's name in a scenario file (a team action's ``kind``).
NAME = "convert"


class Eligible(BaseModel):
    """A card a conversion wins over: its ``role`` id, only while the card's counter
    ``while_counter`` is true (None: always), only at tables dealt with one of ``sizes``
    players (empty: any)."""

    model_config = ConfigDict(defer_build=True, extra="forbid", frozen=True)
    role: Ident
    while_counter: Ident | None = None
    sizes: tuple[StrictInt, ...] = ()


class ConvertParams(BaseModel):
    """``convert``'s parameters (club_scenarios 9.5); see the module's text."""

    model_config = ConfigDict(defer_build=True, extra="forbid", frozen=True)
    team_action: Ident = "recruit"
    holder: Literal["card", "boss"] = "card"
    mode: Literal["instead_of_shot"] = "instead_of_shot"
    uses: StrictInt = Field(default=1, ge=1, le=40)
    trigger: Literal["any_night", "after_teammate_exit"] = "any_night"
    eligible: tuple[Eligible, ...] | Ident = ()
    named_sets: dict[Ident, tuple[Eligible, ...]] = Field(default_factory=dict)
    cost: Literal["none", "teammate_leaves"] = "none"
    sacrifice_on_fail: Literal["leaves", "stays"] = "leaves"
    result: Literal["simple_mafia"] = "simple_mafia"
    announce: Literal["night_every_attempt", "night_success_only", "next_morning", "none"] = (
        "night_every_attempt")
    announce_rule: Ident | None = None
    tracker: Ident = "recruit_used"
    own_exit_counts: StrictBool = True
    voidable: StrictBool = True
    spent_detail: Ident = "convert"
    bookkeeping: Literal["count", "flag"] = "count"

    def announce_mode(self, rules: dict[str, Any]) -> str:
        """How the attempt is announced in a game with these house ``rules``: the value of
        ``announce_rule`` when the game has that rule, else ``announce``."""
        if self.announce_rule is not None and self.announce_rule in rules:
            return str(rules[self.announce_rule])
        return self.announce

    @model_validator(mode="after")
    def _named(self) -> ConvertParams:
        if isinstance(self.eligible, str) and self.eligible not in self.named_sets:
            raise ValueError(f"eligible {self.eligible!r} is not one of named_sets")
        return self

    def eligible_cards(self) -> tuple[Eligible, ...]:
        """The cards a conversion wins over (``eligible``, or the named set it names)."""
        if isinstance(self.eligible, str):
            return self.named_sets[self.eligible]
        return self.eligible


def _params(part: TeamPart) -> ConvertParams:
    p = part.params
    assert isinstance(p, ConvertParams)
    return p


def _split(p: ConvertParams, arg: Any) -> tuple[Any, Any]:
    """(the sacrifice or None, the recruit) of a conversion's argument."""
    if p.cost == "teammate_leaves":
        if isinstance(arg, int) and not isinstance(arg, bool):
            raise IllegalAction("missing_choice", key="mafia", detail="sacrifice_and_recruit")
        if not isinstance(arg, dict) or not set(arg) <= {"sacrifice", "recruit"}:
            # another shape, an unknown word: the entry's shape (game-script; CF47-9)
            raise IllegalAction("bad_script", key="mafia", value=arg, detail="unknown_choice")
        if set(arg) != {"sacrifice", "recruit"}:
            raise IllegalAction("missing_choice", key="mafia", detail="sacrifice_and_recruit")
        return arg["sacrifice"], arg["recruit"]
    return None, arg


def _used(card: Any, p: ConvertParams) -> bool:
    if p.bookkeeping == "flag":
        return bool(card.card.counters.get(p.tracker))
    return card.card.hidden.get(f"{p.tracker}_count", 0) >= p.uses


def _check(st: GameState, part: TeamPart, arg: Any, value: dict[str, Any]) -> None:
    """A conversion: the card in the game, a use left, the trigger met, a living
    non-teammate to win over and (with a cost) a living teammate other than the holder."""
    p = _params(part)
    card = card_of(st, part.role)
    if card is None:
        if left_now(st, part.role):
            return None  # he left the table this phase: accepted, no effect (6.10 S12)
        if p.holder == "boss":  # the boss's own decision (Bazpors' trade): club_scenarios
            # 3.6 "Needs the boss alive …; else ``not_available``" (an auditor's case, CF46-3)
            raise IllegalAction("not_available", key="mafia", role=part.role,
                                detail="boss_out")
        raise IllegalAction("not_acting", key="mafia", role=part.role, night=st.number)
    if _used(card, p):
        raise IllegalAction("no_uses_left", key="mafia", role=part.role,
                            detail=p.spent_detail)
    if p.trigger == "after_teammate_exit" and st.mafia_exits < 1:
        raise IllegalAction("not_available", key="mafia", role=part.role,
                            detail="no_mafia_exit")
    if p.cost == "teammate_leaves" and not any(
            q.status == ALIVE and q.seat != card.seat and st.side(q.seat) == "mafia"
            for q in st.players):
        raise IllegalAction("not_available", key="mafia", role=part.role,
                            detail="no_teammate")
    sacrifice, recruit = _split(p, arg)
    refused = team_target_refusal(st, seat_of(st, recruit, "mafia"))
    if refused is not None:
        raise refused
    if sacrifice is not None:
        m = seat_of(st, sacrifice, "mafia")
        require_alive(st, m, "mafia")
        if m == card.seat or st.side(m) != "mafia":
            raise IllegalAction("invalid_target", key="mafia", seat=m, role=part.role,
                                detail="sacrifice")
    return None


def _seat_check(st: GameState, part: TeamPart, targets: Any = None
                ) -> Callable[[Any], IllegalAction | None] | None:
    """:attr:`TeamPart.seat_check`: ``arg ↦`` :func:`_check`'s refusal, returned, with
    what does not depend on the recruit found once (the card, a use left, the trigger);
    a recruit that is a seat of the table is answered here (that refusal, else the seat
    out of the game, a teammate, in that order), any other ``arg`` by :func:`_check`. With
    the card not in the game, every ``arg`` its answer before any other (accepted when he
    left the table this phase, else ``not_available`` for a boss's, ``not_acting``). None
    (asked value by value) when a teammate pays the cost. A refusal that does not depend on
    the recruit is one object for every seat; ``targets``: the ask's
    :class:`checks.TeamTargets` (each seat's team target found once for the team's
    actions), or None (asked seat by seat)."""
    p = _params(part)
    card = card_of(st, part.role)
    if card is None:
        if left_now(st, part.role):
            return lambda arg: None  # he left the table this phase: accepted (6.10 S12)
        absent = (illegal("not_available", key="mafia", role=part.role,
                          detail="boss_out") if p.holder == "boss" else
                  illegal("not_acting", key="mafia", role=part.role, night=st.number))
        return lambda arg: absent  # one refusal, whatever the arg
    if p.cost == "teammate_leaves":
        return None
    before: tuple[str, str] | None = None  # the code and detail refusing any recruit
    if _used(card, p):
        before = ("no_uses_left", p.spent_detail)
    elif p.trigger == "after_teammate_exit" and st.mafia_exits < 1:
        before = ("not_available", "no_mafia_exit")
    if before is not None:
        refused = illegal(before[0], key="mafia", role=part.role, detail=before[1])
        return seat_or_check(len(st.players), lambda arg: refused,
                             lambda arg: _check(st, part, arg, {part.key: arg}))
    if targets is not None:  # the seats' team targets, found once for the ask
        found = targets.seats()
        return seat_or_check(len(st.players), lambda arg: found[arg - 1],
                             lambda arg: _check(st, part, arg, {part.key: arg}), found)
    return seat_or_check(len(st.players), lambda arg: team_target_refusal(st, arg),
                         lambda arg: _check(st, part, arg, {part.key: arg}))


def eligible(st: GameState, p: ConvertParams, seat: int) -> bool:
    """True when the card at ``seat`` is won over by a conversion of ``p`` now: one of its
    ``eligible`` cards, and not an armour broken with ``after_convertible = false``
    (club_scenarios 9.2 «``after``: convertible false», 5.6; CF47-13)."""
    view = st.view(seat)
    card = view.card
    if not convertible(st, view):
        return False
    for e in p.eligible_cards() or (Eligible(role=st.scenario.roster.filler_city),):
        if (card.role == e.role and (e.while_counter is None or card.counters.get(e.while_counter))
                and (not e.sizes or len(st.players) in e.sizes)):
            return True
    return False


def _parts(scenario: Scenario, role_id: str, params: BaseModel) -> tuple[TeamPart, ...]:
    assert isinstance(params, ConvertParams)
    if params.cost == "teammate_leaves":
        option = OptionSpec(params.team_action, seats=2, exact=True,
                            build=lambda seats, role: {"sacrifice": seats[0],
                                                       "recruit": seats[1]},
                            slot_probes=(
                                lambda st, s: {"sacrifice": s,
                                               "recruit": _other(st, s, role_id, False)},
                                lambda st, s: {"sacrifice": _other(st, s, role_id, True),
                                               "recruit": s}))
    else:
        option = OptionSpec(params.team_action, build=lambda seats, role: seats[0],
                            probe=seat_itself)
    return (TeamPart(params.team_action, role_id, "convert", _check, token="bought",
                     seats=_recruit_seat, option=option, params=params, seat_check=_seat_check,
                     listed=params.team_action in scenario.mafia_actions()),)


def _other(st: GameState, seat: int, holder_role: str, mafia: bool) -> int:
    """A living seat other than ``seat`` to fill the trade's other place while ``seat`` is
    asked at its own (a teammate of the holder other than him, or a non-teammate); ``seat``
    when there is none (the rules then refuse the pair)."""
    return filler_seat(st, seat, holder_role, lambda p: (st.side(p.seat) == "mafia") == mafia)


def _recruit_seat(arg: Any) -> list[int]:
    """The seat a conversion names (``c``, or ``{sacrifice: m, recruit: c}``'s ``c``)."""
    seat = arg.get("recruit") if isinstance(arg, dict) else arg
    return [seat] if isinstance(seat, int) else []


def _conversions(st: GameState) -> list[tuple[str, ConvertParams, Any]]:
    """Tonight's conversion: (the card's role, its parameters, the argument)."""
    team = team_value(st)
    if not team:
        return []
    return [(role, p, team[key]) for key, role, p in _convert_parts(st) if key in team]


def _convert_parts(st: GameState) -> tuple[tuple[str, str, ConvertParams], ...]:
    """The team step's conversions of ``st``'s game (:func:`base.game_team_parts`' parts of
    this kind): (the team step's key, the card's role, its parameters), in the parts'
    order. Kept with the scenario beside the parts they were read from (the same table of a
    game's parts, which never changes once made, gives the same answer): asked at every
    night's end with a team step."""
    parts = game_team_parts(st)
    return kept_beside(st.scenario, "_convert_parts", parts, _read_convert_parts, parts)


def _read_convert_parts(parts: dict[str, TeamPart]) -> tuple[tuple[str, str, ConvertParams],
                                                               ...]:
    """:func:`_convert_parts` read from ``parts``."""
    return tuple((key, part.role, _params(part)) for key, part in parts.items()
                 if part.kind == "convert")


def conversion_success(st: GameState) -> int | None:
    """The seat tonight's conversion wins over (a reminder wakes him to meet the team), None
    when there is none or it fails. A night already resolved (End night won the game: the
    night stays shown, its steps done) reads the night as it was: the card the conversion
    gave tonight (``converted_night``) was won over, though it is no longer eligible (a
    narrator's trial read «the attempt failed» on Capo's recruit; CF80-31)."""
    return _won_over(st, _conversions(st))


def _won_over(st: GameState, conversions: list[tuple[str, ConvertParams, Any]]) -> int | None:
    """:func:`conversion_success` of tonight's ``conversions`` (:func:`_conversions`)."""
    for role, p, arg in conversions:
        card = card_of(st, role)
        recruit = arg.get("recruit") if isinstance(arg, dict) else arg
        if card is not None and isinstance(recruit, int) and (
                eligible(st, p, recruit) or _converted_tonight(st, recruit)):
            return recruit
    return None


def _converted_tonight(st: GameState, seat: int) -> bool:
    """True when ``seat``'s card is the one tonight's resolution gave him (the night is
    resolved: End night ended the game, and the night's state is the one shown)."""
    return (st.winner is not None and st.phase == "night"
            and st.view(seat).card.hidden.get("converted_night") == st.number)


def won_over_tonight(st: GameState) -> dict[int, str]:
    """The card tonight's confirmed conversion gives (seat → the filler mafia role), from
    the team's step on: the won-over player is woken and told so that same night, and
    meets the team «from that night» (rules_spec 3.1.3; S2:L79), though his card changes
    at the night's resolution (3.1.4 step 2). The seat is :func:`conversion_success`'s,
    whom the checklist's ``bought_player`` call wakes. Empty outside a main night."""
    if st.phase != "night" or st.winner is not None:
        return {}
    won = conversion_success(st)
    return {} if won is None else {won: st.scenario.roster.filler_mafia}


def conversion_call(st: GameState) -> tuple[str, int | None] | None:
    """How the reminder that wakes tonight's won-over player (the checklist's
    ``bought_player``) is made, and the seat he is at (None: nobody is won over):
    ``"wake"``, he wakes to meet the team; ``"silent_wake"``, the same in a game that
    announces no attempt (``announce = none``): by a touch, the words not said;
    ``"failed"``, the attempt failed while every attempt is announced (rules_spec A34:
    «success and the bought player's identity stay secret»): the call is made as on a
    success and nobody wakes (a call made only on a success told the table it succeeded:
    an auditor, CF57). None: no call tonight."""
    conversions = _conversions(st)  # read once for both (none: no call, nothing won)
    if not conversions:
        return None
    won = _won_over(st, conversions)
    for role, p, _arg in conversions:
        if card_of(st, role) is None:
            continue  # a holder who left tonight: not announced (6.10 S12)
        mode = p.announce_mode(st.rules)
        if won is not None:
            return ("silent_wake" if mode == "none" else "wake"), won
        if mode in ("night_every_attempt", "next_morning"):
            return "failed", None
    return None


def _effect(n: Any) -> None:
    """At the ``convert`` stage: the use is spent and announced; an eligible card becomes
    the filler mafia card; the sacrifice leaves (unless the conversion failed under
    ``sacrifice_on_fail = stays``)."""
    st: GameState = n.st
    for role, p, arg in _conversions(st):
        found = card_of(st, role)
        if found is None or (p.voidable and not n.acts(found)):
            continue  # void: spends nothing (club_scenarios 1.3)
        holder = st.player(found.seat)
        _spend(holder.card, p)
        sacrifice, recruit = _split(p, arg)
        success = st.view(recruit).status == ALIVE and eligible(st, p, recruit)
        if success:
            filler = st.scenario.roster.filler_mafia
            t = st.player(recruit)
            t.card = Card(filler, kind=st.scenario.kind_of(filler))
            t.card.hidden["converted_night"] = n.k
        if p.bookkeeping == "count":
            st.extra.setdefault("conversions", []).append(n.k)
        if announced(p.announce_mode(n.R), success):
            n.announce.append("purchase")
        if sacrifice is not None and (success or p.sacrifice_on_fail == "leaves"):
            n.deaths.setdefault(sacrifice, "sacrifice")


def _spend(card: Card, p: ConvertParams) -> None:
    """One attempt is spent: the tracker true once the uses are."""
    if p.bookkeeping == "flag":
        card.counters[p.tracker] = True
        return
    done = card.hidden.get(f"{p.tracker}_count", 0) + 1
    card.hidden[f"{p.tracker}_count"] = done
    card.counters[p.tracker] = done >= p.uses


def announced(mode: str, success: bool) -> bool:
    """True when an attempt is announced under ``mode`` (``announce``): every attempt (at
    night or, ``next_morning``, the next morning: ``morning`` moves it), or a success only."""
    return mode in ("night_every_attempt", "next_morning") or (
        mode == "night_success_only" and success)


def purchase_status(st: GameState, role: str | None = None) -> str | None:
    """The first conversion with a teammate's-exit trigger (Saul's purchase, S0:L10,
    S2:L79; Mozakere's negotiation, club_scenarios 5.6), or the card ``role``'s (a role id)
    when given, as the trackers show it: ``used``; ``unavailable`` while its holder is not
    in the game (half-dead or out: he cannot buy); ``waiting`` until a mafia member has
    left; else ``available``. None when no such card was dealt (or ``role`` is no such
    card: another kind, or another trigger)."""
    roles = roles_of_kind(st.scenario, CONVERT.name)
    for one in roles if role is None else [r for r in roles if r == role]:
        p = params_as(st, one, ConvertParams)
        holder = card_of(st, one, alive_only=False)
        if holder is None or p.trigger != "after_teammate_exit":
            continue
        if _used(holder, p):
            return "used"
        if holder.status != ALIVE:
            return "unavailable"
        return "waiting" if st.mafia_exits < 1 else "available"
    return None


def _exit_uncounted(st: GameState, p: Any) -> bool:
    """True when ``p``'s exit does not open a conversion: his card is a conversion whose
    own exit does not count (Saul's, 6.9 S5)."""
    return (p.card.kind == CONVERT.name and st.scenario.has_role(p.card.role)
            and not params_as(st, p.card.role, ConvertParams).own_exit_counts)


def _per_role(params: BaseModel) -> dict[str, Any]:
    """The card's tracker line: its ``tracker`` (true once used)."""
    assert isinstance(params, ConvertParams)
    return {"trackers": ((params.tracker, "used"),)}


def _start(params: BaseModel) -> dict[str, Any]:
    """The card's tracker at the deal."""
    assert isinstance(params, ConvertParams)
    return {params.tracker: False}


def _spec_words(params: dict[str, Any]) -> tuple[str, dict[str, Any]]:
    """club_scenarios 9.5's words (CF47-1): ``eligible`` as role ids (``[plain_citizen]``,
    Saul's example) is those cards; ``announce = "purchase"`` (the word announced) is every
    attempt announced (``night_every_attempt``: 3.10 C8, 6.10)."""
    out = dict(params)
    roles = out.get("eligible")
    if isinstance(roles, list) and roles and all(isinstance(r, str) for r in roles):
        out["eligible"] = [{"role": r} for r in roles]
    if out.get("announce") == "purchase":
        out["announce"] = "night_every_attempt"
    return NAME, out


CONVERT = register(Kind(
    "club_scenarios 9.5 (a conversion instead of the shot; generalises Saul's purchase)",
    token="bought", stage="convert", params=ConvertParams, name=NAME, multi=True,
    whole_night=True, effect=_effect, team_parts=_parts,
    start_counters=_start, per_role=_per_role,
    panel_rank=10,  # on the trackers panel: first after the Godfather (LN5)
    # Saul's section-7 rules: where a conversion is (6.10 S14; CF45-26)
    scoped_rules=("saul_trigger_counts_half_dead", "purchase_announcement"),
    spec_words=_spec_words,
))
EXIT_UNCOUNTED.append(_exit_uncounted)
