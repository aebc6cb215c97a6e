"""The general kind ``guess_role`` (club_scenarios 9.1): the team names a living player who
is not a teammate and an exact role; a right guess removes him whatever protects him,
announced ``slaughtered:s``, and his own action that night is void (rules_spec 6.2 A28).

A role of this kind (NATO, the executioner) brings a team action to the ``mafia`` step:
``{<team_action>: {seat: s, role: r}}`` (``nato``, ``execute``). Each attempt counts on the
card's ``tracker`` (``nato_uses``, ``guesses``), right or wrong; a guess that is void (the
card's holder out or acting for nothing tonight) spends nothing (club_scenarios 1.3).

Parameters (:class:`GuessRoleParams`, defaults in brackets): ``team_action`` [``nato``];
``holder`` [``card``: the card's holder guesses] | ``team``; ``uses`` [1] | n |
``unlimited``; ``mode`` [``instead_of_shot``: one team action] | ``with_shot`` (an extra
field beside the shot); ``needs_holder_alive`` [true: refused ``not_acting`` once the card
has left]; ``guessable`` [``named_city_roles``: a city role other than the filler] |
``any_city_role`` | ``any_role``; ``beats_protection`` [true: saves do not stop it];
``penalty_on_wrong`` [``none``] | ``leaves`` (the holder leaves after ``penalty_after`` [1]
wrong guesses); ``announce`` [``none``] | ``night_every_attempt`` (the token
``announce_token`` [``nato``] each attempt); ``forbidden_targets`` [none]: card counters
that, when true on the target's card, refuse him ``invalid_target`` (an exposed guide);
``tracker`` [``nato_uses``].
"""

from __future__ import annotations

from typing import Any, Literal

from pydantic import BaseModel, ConfigDict, Field

from ..errors import IllegalAction
from ..scenario import Ident, Scenario
from ..state import ALIVE, GameState
from ..table import require_alive, seat_of
from .base import card_of, count, left_now, team_parts, team_value
from .registry import Kind, OptionSpec, TeamPart, register


class GuessRoleParams(BaseModel):
    """``guess_role``'s parameters (club_scenarios 9.1); see the module's text."""

    model_config = ConfigDict(extra="forbid", frozen=True)
    team_action: Ident = "nato"
    holder: Literal["card", "team"] = "card"
    uses: int | Literal["unlimited"] = Field(default=1)
    mode: Literal["instead_of_shot", "with_shot"] = "instead_of_shot"
    needs_holder_alive: bool = True
    guessable: Literal["named_city_roles", "any_city_role", "any_role"] = "named_city_roles"
    beats_protection: bool = True
    penalty_on_wrong: Literal["none", "leaves"] = "none"
    penalty_after: int = Field(default=1, ge=1, le=40)
    announce: Literal["none", "night_every_attempt"] = "none"
    announce_token: Ident = "nato"
    forbidden_targets: tuple[Ident, ...] = ()
    tracker: Ident = "nato_uses"


def guessable_roles(scenario: Scenario, p: GuessRoleParams) -> list[str]:
    """The role ids a guess of ``p`` may name in ``scenario``."""
    if p.guessable == "any_role":
        return [r.id for r in scenario.roles]
    city = [r.id for r in scenario.roles if r.side == "city"]
    if p.guessable == "any_city_role":
        return city
    return [r for r in city if r != scenario.roster.filler_city]


def _params(part: TeamPart) -> GuessRoleParams:
    p = part.params
    assert isinstance(p, GuessRoleParams)
    return p


def _bound(p: GuessRoleParams) -> bool:
    """True when the guess needs its card's holder in the game and acting."""
    return p.holder == "card" and p.needs_holder_alive


def _check(st: GameState, part: TeamPart, arg: Any, value: dict[str, Any]) -> None:
    """A guess (club_scenarios 9.1): the card dealt (and in the game when bound to it), a
    use left, ``{seat, role}``, a living non-teammate, a guessable role, no forbidden
    target."""
    p = _params(part)
    card = card_of(st, part.role, alive_only=False)
    if card is None or (_bound(p) and card.status != ALIVE):
        if card is not None and left_now(st, part.role):
            return None  # he left the table this phase: accepted, no effect (6.10 S12)
        raise IllegalAction("not_acting", key="mafia", role=part.role, night=st.number)
    if p.uses != "unlimited" and count(card.card.counters, p.tracker) >= p.uses:
        raise IllegalAction("no_uses_left", key="mafia", role=part.role, detail="guess_role")
    if not isinstance(arg, dict) or set(arg) != {"seat", "role"}:
        raise IllegalAction("missing_choice", key="mafia", role=part.role, detail="role_guess")
    if not isinstance(arg["role"], str) or not st.scenario.has_role(arg["role"]):
        raise IllegalAction("bad_script", key="mafia", value=arg["role"], detail="unknown_role")
    t = seat_of(st, arg["seat"], "mafia")
    require_alive(st, t, "mafia")
    if st.side(t) == "mafia":
        raise IllegalAction("invalid_target", key="mafia", seat=t, role=st.view(t).role,
                            detail="teammate")
    if arg["role"] not in guessable_roles(st.scenario, p):
        raise IllegalAction("invalid_target", key="mafia", role=arg["role"],
                            detail="not_guessable")
    if any(st.view(t).card.counters.get(c) for c in p.forbidden_targets):
        raise IllegalAction("invalid_target", key="mafia", seat=t, role=part.role,
                            detail="forbidden_target")
    return None


def _parts(scenario: Scenario, role_id: str, params: BaseModel) -> tuple[TeamPart, ...]:
    assert isinstance(params, GuessRoleParams)
    probe_role = (guessable_roles(scenario, params) or [scenario.roster.filler_city])[0]
    option = OptionSpec(params.team_action, role_guess=True,
                        build=lambda seats, role: {"seat": seats[0], "role": role},
                        probe=lambda s: {"seat": s, "role": probe_role})
    return (TeamPart(params.team_action, role_id, "guess_role", _check,
                     action=params.mode == "instead_of_shot", token="guess_role",
                     seats=lambda arg: [arg["seat"]] if isinstance(arg, dict) else [],
                     option=option, params=params),)


def _guesses(st: GameState) -> list[tuple[str, GuessRoleParams, dict[str, Any]]]:
    """Tonight's guesses: (role, its parameters, ``{seat, role}``)."""
    team = team_value(st)
    if not team:
        return []
    out = []
    for key, part in team_parts(st.scenario, st.rules).items():
        # this kind's roles, and a club boss's option (the boss's card holds it)
        if part.kind == "guess_role" and isinstance(team.get(key), dict):
            out.append((part.role, _params(part), team[key]))
    return out


def _voids(st: GameState, role: str, p: GuessRoleParams, off: dict[int, str]) -> bool:
    """True when tonight's guess of ``role`` has no effect and spends nothing: its card's
    holder is out or acts for nothing tonight (when the guess is bound to him)."""
    card = card_of(st, role, alive_only=False)
    if card is None:
        return True
    return _bound(p) and (card.status != ALIVE or card.seat in off)


def _disables(st: GameState, choices: dict[str, Any], off: dict[int, str]) -> dict[int, str]:
    """A right guess slaughters: the target's own action tonight is void (6.2 A28)."""
    out: dict[int, str] = {}
    for role, p, arg in _guesses(st):
        seat = arg.get("seat")
        if (isinstance(seat, int) and 1 <= seat <= len(st.players) and p.beats_protection
                and not _voids(st, role, p, off) and st.view(seat).role == arg.get("role")):
            out[seat] = "slaughtered"
    return out


def _effect(n: Any) -> None:
    """At the ``slaughter`` stage (saves known): each guess spends a use and may be
    announced; a right one removes the target (``slaughter``: whatever saves him unless
    ``beats_protection`` is false); a wrong one may cost the holder (``penalty_on_wrong``)."""
    st: GameState = n.st
    for role, p, arg in _guesses(st):
        found = card_of(st, role, alive_only=False)
        if found is None or _voids(st, role, p, n.off):
            continue
        card = st.player(found.seat)
        card.card.counters[p.tracker] = count(card.card.counters, p.tracker) + 1
        if p.announce == "night_every_attempt":
            n.announce.append(p.announce_token)
        t = arg["seat"]
        if st.view(t).role == arg["role"]:
            if st.view(t).status == ALIVE and (p.beats_protection or t not in n.saves):
                n.deaths[t] = "slaughter"
        elif p.penalty_on_wrong == "leaves":
            wrong = card.card.hidden.get("wrong_guesses", 0) + 1
            card.card.hidden["wrong_guesses"] = wrong
            if wrong >= p.penalty_after:
                n.deaths.setdefault(card.seat, "guess_penalty")


def _start(params: BaseModel) -> dict[str, Any]:
    """The card's tracker at the deal."""
    assert isinstance(params, GuessRoleParams)
    return {params.tracker: 0}


GUESS_ROLE = register(Kind(
    "club_scenarios 9.1 (a role guess by a mafia card or the team; generalises the sixth "
    "sense)", token="guess_role", stage="slaughter", params=GuessRoleParams,
    name="guess_role", multi=True, whole_night=True, effect=_effect, team_parts=_parts,
    disables=_disables, start_counters=_start,
))
