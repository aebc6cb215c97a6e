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
``night_success_only`` | ``none``; ``tracker`` [``recruit_used``: true once the uses are
spent].

Side readings later in the same night read the card at the night's start (club_scenarios
1.5 step 10); the won-over card keeps ``converted_night`` (a reporter's answer).
"""

from __future__ import annotations

from typing import Any, Literal

from pydantic import BaseModel, ConfigDict, Field, model_validator

from ..errors import IllegalAction
from ..scenario import Ident, Scenario
from ..state import ALIVE, Card, GameState
from ..table import require_alive, seat_of
from .base import card_of, left_now, team_parts, team_value
from .registry import Kind, OptionSpec, TeamPart, register


class Eligible(BaseModel):
    """A card a conversion wins over: its ``role`` id, only while the card's counter
    ``while_counter`` is true (None: always), only at tables dealt with one of ``sizes``
    players (empty: any)."""

    model_config = ConfigDict(extra="forbid", frozen=True)
    role: Ident
    while_counter: Ident | None = None
    sizes: tuple[int, ...] = ()


class ConvertParams(BaseModel):
    """``convert``'s parameters (club_scenarios 9.5); see the module's text."""

    model_config = ConfigDict(extra="forbid", frozen=True)
    team_action: Ident = "recruit"
    holder: Literal["card", "boss"] = "card"
    mode: Literal["instead_of_shot"] = "instead_of_shot"
    uses: int = Field(default=1, ge=1, le=40)
    trigger: Literal["any_night", "after_teammate_exit"] = "any_night"
    eligible: tuple[Eligible, ...] | Ident = ()
    named_sets: dict[Ident, tuple[Eligible, ...]] = Field(default_factory=dict)
    cost: Literal["none", "teammate_leaves"] = "none"
    sacrifice_on_fail: Literal["leaves", "stays"] = "leaves"
    result: Literal["simple_mafia"] = "simple_mafia"
    announce: Literal["night_every_attempt", "night_success_only", "none"] = (
        "night_every_attempt")
    tracker: Ident = "recruit_used"

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
        if not isinstance(arg, dict) or set(arg) != {"sacrifice", "recruit"}:
            raise IllegalAction("missing_choice", key="mafia", detail="sacrifice_and_recruit")
        return arg["sacrifice"], arg["recruit"]
    return None, arg


def _used(card: Any, p: ConvertParams) -> bool:
    return card.card.hidden.get(f"{p.tracker}_count", 0) >= p.uses


def _check(st: GameState, part: TeamPart, arg: Any, value: dict[str, Any]) -> None:
    """A conversion: the card in the game, a use left, the trigger met, a living
    non-teammate to win over and (with a cost) a living teammate other than the holder."""
    p = _params(part)
    card = card_of(st, part.role)
    if card is None:
        if left_now(st, part.role):
            return None  # he left the table this phase: accepted, no effect (6.10 S12)
        raise IllegalAction("not_acting", key="mafia", role=part.role, night=st.number)
    if _used(card, p):
        raise IllegalAction("no_uses_left", key="mafia", role=part.role, detail="convert")
    if p.trigger == "after_teammate_exit" and st.mafia_exits < 1:
        raise IllegalAction("not_available", key="mafia", role=part.role,
                            detail="no_mafia_exit")
    if p.cost == "teammate_leaves" and not any(
            q.status == ALIVE and q.seat != card.seat and st.side(q.seat) == "mafia"
            for q in st.players):
        raise IllegalAction("not_available", key="mafia", role=part.role,
                            detail="no_teammate")
    sacrifice, recruit = _split(p, arg)
    t = seat_of(st, recruit, "mafia")
    require_alive(st, t, "mafia")
    if st.side(t) == "mafia":
        raise IllegalAction("invalid_target", key="mafia", seat=t, role=st.view(t).role,
                            detail="teammate")
    if sacrifice is not None:
        m = seat_of(st, sacrifice, "mafia")
        require_alive(st, m, "mafia")
        if m == card.seat or st.side(m) != "mafia":
            raise IllegalAction("invalid_target", key="mafia", seat=m, role=part.role,
                                detail="sacrifice")
    return None


def eligible(st: GameState, p: ConvertParams, seat: int) -> bool:
    """True when the card at ``seat`` is won over by a conversion of ``p`` now."""
    card = st.view(seat).card
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
                            probe=lambda s: s)
    return (TeamPart(params.team_action, role_id, "convert", _check, token="bought",
                     seats=_recruit_seat, option=option, params=params),)


def _other(st: GameState, seat: int, holder_role: str, mafia: bool) -> int:
    """A living seat other than ``seat`` to fill the trade's other place while ``seat`` is
    asked at its own (a teammate of the holder other than him, or a non-teammate); ``seat``
    when there is none (the rules then refuse the pair)."""
    holder = card_of(st, holder_role)
    for p in st.players:
        if (p.status == ALIVE and p.seat != seat and (st.side(p.seat) == "mafia") == mafia
                and (holder is None or p.seat != holder.seat)):
            return p.seat
    return seat


def _recruit_seat(arg: Any) -> list[int]:
    """The seat a conversion names (``c``, or ``{sacrifice: m, recruit: c}``'s ``c``)."""
    seat = arg.get("recruit") if isinstance(arg, dict) else arg
    return [seat] if isinstance(seat, int) else []


def _conversions(st: GameState) -> list[tuple[str, ConvertParams, Any]]:
    """Tonight's conversion: (the card's role, its parameters, the argument)."""
    team = team_value(st)
    if not team:
        return []
    parts = team_parts(st.scenario, st.rules)
    return [(part.role, _params(part), team[key]) for key, part in parts.items()
            if part.kind == "convert" and key in team]


def conversion_success(st: GameState) -> int | None:
    """The seat tonight's conversion wins over (a reminder wakes him to meet the team), None
    when there is none or it fails."""
    for role, p, arg in _conversions(st):
        card = card_of(st, role)
        recruit = arg.get("recruit") if isinstance(arg, dict) else arg
        if card is not None and isinstance(recruit, int) and eligible(st, p, recruit):
            return recruit
    return None


def _effect(n: Any) -> None:
    """At the ``convert`` stage: the use is spent and announced; an eligible card becomes
    the filler mafia card; the sacrifice leaves (unless the conversion failed under
    ``sacrifice_on_fail = stays``)."""
    st: GameState = n.st
    for role, p, arg in _conversions(st):
        found = card_of(st, role)
        if found is None or not n.acts(found):
            continue  # void: spends nothing (club_scenarios 1.3)
        holder = st.player(found.seat)
        done = holder.card.hidden.get(f"{p.tracker}_count", 0) + 1
        holder.card.hidden[f"{p.tracker}_count"] = done
        holder.card.counters[p.tracker] = done >= p.uses
        sacrifice, recruit = _split(p, arg)
        success = st.view(recruit).status == ALIVE and eligible(st, p, recruit)
        if success:
            filler = st.scenario.roster.filler_mafia
            t = st.player(recruit)
            t.card = Card(filler, kind=st.scenario.kind_of(filler))
            t.card.hidden["converted_night"] = n.k
        conversions = st.extra.setdefault("conversions", [])
        conversions.append(n.k)
        if p.announce == "night_every_attempt" or (p.announce == "night_success_only"
                                                   and success):
            n.announce.append("purchase")
        if sacrifice is not None and (success or p.sacrifice_on_fail == "leaves"):
            n.deaths.setdefault(sacrifice, "sacrifice")


def _start(params: BaseModel) -> dict[str, Any]:
    """The card's tracker at the deal."""
    assert isinstance(params, ConvertParams)
    return {params.tracker: False}


CONVERT = register(Kind(
    "club_scenarios 9.5 (a conversion instead of the shot; generalises Saul's purchase)",
    token="bought", stage="convert", params=ConvertParams, name="convert", multi=True,
    whole_night=True, effect=_effect, team_parts=_parts,
    start_counters=_start,
))
