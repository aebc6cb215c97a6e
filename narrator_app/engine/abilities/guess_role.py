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
``tracker`` [``nato_uses``]; ``token`` [``guess_role``]: the ring's token on the guessed
seat; ``seed_form`` [false] | true: the seeds' sixth sense (below).

The seeds' form (``seed_form = true``: the Godfather's sixth sense, rules_spec 3.1.1,
3.1.4 steps 1 and 5; S0:L30, S2:L77-L81; A24, A26, A58; decisions GS32-2), brought by the
card whose kind's ``team_parts`` gives these parameters (``team_action = "sixth_sense"``,
listed by the scenario's ``mafia`` step):

* checked as the seeds' (:func:`_check_seed`): ``not_acting`` when no holder of the card's
  kind is in the game (accepted with no effect when he left the table this phase, 6.10
  S12), ``missing_choice`` (``<team_action>_guess``), ``bad_script`` (``unknown_role``: any
  role of the scenario may be named), ``no_uses_left`` (``<team_action>``) under the house
  rule ``sixth_sense_limit = once`` once the card's ``tracker`` counts one (``uses`` is not
  read), then a living non-teammate; the refusals name the card's role;
* taken at the night's ``guess`` stage (step 1, before the saves, :func:`_seed_guess`):
  each guess by a holder who acts tonight counts on his card's ``tracker``; a right one
  slaughters (``Night.slaughtered``: he leaves at step 5 whatever saves him) unless he is
  immortal tonight (``Night.immortal``) and ``sixth_sense_overrides_immortality`` is
  false; his own action is void tonight (:func:`_seed_disables`, worked out after the
  other disables, its reason replacing theirs: :attr:`Kind.disables_over`);
* the card's tracker is the scenario file's counter (nothing added at the deal).
"""

from __future__ import annotations

import re
from collections.abc import Callable
from typing import Annotated, Any, Literal

from pydantic import BaseModel, ConfigDict, Field, StrictBool, StrictInt

from ..errors import IllegalAction, illegal
from ..scenario import Ident, Scenario, kept_beside
from ..state import ALIVE, GameState
from ..table import GuessOrCheck, seat_of, team_target_refusal, withdrawn_holder
from .base import card_of, count, game_team_parts, left_now, team_value
from .registry import Kind, OptionSpec, TeamPart, register
from .save import NAME as SAVE


class GuessRoleParams(BaseModel):
    """``guess_role``'s parameters (club_scenarios 9.1); see the module's text."""

    model_config = ConfigDict(defer_build=True, extra="forbid", frozen=True)
    team_action: Ident = "nato"
    holder: Literal["card", "team"] = "card"
    uses: Annotated[StrictInt, Field(ge=0, le=999)] | Literal["unlimited"] = Field(default=1)
    mode: Literal["instead_of_shot", "with_shot"] = "instead_of_shot"
    needs_holder_alive: StrictBool = True
    guessable: Literal["named_city_roles", "any_city_role", "any_role"] = "named_city_roles"
    beats_protection: StrictBool = True
    penalty_on_wrong: Literal["none", "leaves"] = "none"
    penalty_after: StrictInt = Field(default=1, ge=1, le=40)
    announce: Literal["none", "night_every_attempt"] = "none"
    announce_token: Ident = "nato"
    forbidden_targets: tuple[Ident, ...] = ()
    tracker: Ident = "nato_uses"
    token: Ident = "guess_role"
    seed_form: StrictBool = False


#: The seeds' house rules the seeds' form reads (section 7): how often the guess may be
#: made (A24) and whether it beats an immortal night (A58).
SEED_LIMIT_RULE = "sixth_sense_limit"
SEED_IMMORTALITY_RULE = "sixth_sense_overrides_immortality"


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
    if p.seed_form:
        return _check_seed(st, part, p, arg)
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
    refused = team_target_refusal(st, t)
    if refused is not None:
        raise refused
    # a role the guess may name but not dealt at this table is a wrong guess, not refused
    # (Bazpors's NATO list names the sniper at every size: CF49-3)
    if arg["role"] not in guessable_roles(st.scenario, p):
        raise IllegalAction("invalid_target", key="mafia", role=arg["role"],
                            detail="not_guessable")
    if any(st.view(t).card.counters.get(c) for c in p.forbidden_targets):
        raise IllegalAction("invalid_target", key="mafia", seat=t, role=part.role,
                            detail="forbidden_target")
    return None


def _check_seed(st: GameState, part: TeamPart, p: GuessRoleParams, arg: Any) -> None:
    """The seeds' form's guess ``arg`` (``{seat, role}``; rules_spec 3.1.3, 3.1.4 step 1;
    A26, A50; 6.10 S12): see the module's text. The refusals' ``role`` is the card's role
    id (the seeds' ``godfather``, as his kind's name was before GN32).

    Raises:
        IllegalAction: ``not_acting``, ``missing_choice``, ``bad_script``,
            ``no_uses_left``, ``invalid_target`` (a teammate), or the seat's own refusals
            (:func:`table.seat_of`, :func:`table.require_alive`).
    """
    holder = st.find(st.scenario.kind_of(part.role))
    # the refusals name the card's role (the seeds' ``godfather``, his kind's name before
    # GN32; a renamed copy's own id, shown by its name)
    kind = part.role
    if holder is None and withdrawn_holder(st, st.scenario.kind_of(part.role)) is not None:
        return None  # he left the table this phase: accepted, no effect (6.10 S12)
    if holder is None:
        raise IllegalAction("not_acting", key="mafia", role=kind, night=st.number)
    if not isinstance(arg, dict) or set(arg) != {"seat", "role"}:
        raise IllegalAction(
            "missing_choice", key="mafia", role=kind, detail=f"{p.team_action}_guess"
        )
    if not st.scenario.has_role(arg["role"]):
        raise IllegalAction("bad_script", key="mafia", value=arg["role"], detail="unknown_role")
    if (
        st.rules.get(SEED_LIMIT_RULE) == "once"
        and holder.card.counters.get(p.tracker, 0) >= 1
    ):
        raise IllegalAction("no_uses_left", key="mafia", role=kind, detail=p.team_action)
    refused = team_target_refusal(st, seat_of(st, arg["seat"], "mafia"))
    if refused is not None:
        raise refused
    return None


def _seat_check(st: GameState, part: TeamPart, targets: Any = None
                ) -> Callable[[Any], IllegalAction | None] | None:
    """:attr:`TeamPart.seat_check` of the seeds' form: ``arg ↦`` :func:`_check_seed`'s
    refusal, returned, with the holder and the house rule's limit read once; a guess of a
    role of the scenario on a seat of the table is answered here (a spent guess, the seat
    out of the game, a teammate, in that order), any other ``arg`` by :func:`_check_seed`.
    With no holder in the game, every ``arg`` its answer before any other: accepted when
    he left the table this phase, else ``not_acting``. None (asked value by value) for a
    guess not in the seeds' form. A refusal that does not depend on the seat is one object
    for every seat; ``targets``: the ask's :class:`checks.TeamTargets` (each seat's team
    target found once for the team's actions), or None (asked seat by seat)."""
    p = _params(part)
    if not p.seed_form:
        return None
    holder = st.find(st.scenario.kind_of(part.role))
    if holder is None:
        if withdrawn_holder(st, st.scenario.kind_of(part.role)) is not None:
            return lambda arg: None  # he left the table this phase: accepted (6.10 S12)
        absent = illegal("not_acting", key="mafia", role=part.role, night=st.number)
        return lambda arg: absent  # one refusal, whatever the arg
    spent = (st.rules.get(SEED_LIMIT_RULE) == "once"
             and holder.card.counters.get(p.tracker, 0) >= 1)
    n = len(st.players)
    found = targets.seats() if targets is not None and not spent else None
    answers: list[IllegalAction | None] | None = found
    if spent:  # one refusal for every seat: the guess is spent
        used = IllegalAction("no_uses_left", key="mafia", role=part.role,
                             detail=p.team_action)
        answers = [used] * n

    def at_seat(t: int) -> IllegalAction | None:
        if answers is not None:
            return answers[t - 1]
        return team_target_refusal(st, t)

    return GuessOrCheck(n, at_seat, st.scenario.has_role,
                        lambda arg: _check_seed(st, part, p, arg), answers)


def _parts(scenario: Scenario, role_id: str, params: BaseModel) -> tuple[TeamPart, ...]:
    assert isinstance(params, GuessRoleParams)
    # a seat's legality is probed with a role the guess may name (the seeds' form: the
    # filler citizen, any role of the scenario does)
    probe_role = (scenario.roster.filler_city if params.seed_form else
                  (guessable_roles(scenario, params) or [scenario.roster.filler_city])[0])
    option = OptionSpec(params.team_action, role_guess=True,
                        build=lambda seats, role: {"seat": seats[0], "role": role},
                        probe=lambda s: {"seat": s, "role": probe_role})
    return (TeamPart(params.team_action, role_id, "guess_role", _check,
                     action=params.mode == "instead_of_shot", token=params.token,
                     seats=lambda arg: [arg["seat"]] if isinstance(arg, dict) else [],
                     option=option, params=params, seat_check=_seat_check,
                     listed=params.team_action in scenario.mafia_actions()),)


def _guess_parts(st: GameState) -> tuple[tuple[tuple[str, TeamPart, GuessRoleParams], ...],
                                         tuple[tuple[str, TeamPart, GuessRoleParams], ...]]:
    """The scenario's team guesses under the game's house rules, each (the team step's key,
    the part, its parameters), in :func:`team_parts`' order: those in the seeds' form, then
    the others. Kept with the scenario beside the parts they were read from (the same
    :func:`team_parts` table, which never changes once made, gives the same answer)."""
    parts = game_team_parts(st)
    return kept_beside(st.scenario, "_guess_parts", parts, _split_guesses, parts)


def _split_guesses(parts: dict[str, TeamPart]) -> tuple[
        tuple[tuple[str, TeamPart, GuessRoleParams], ...],
        tuple[tuple[str, TeamPart, GuessRoleParams], ...]]:
    """:func:`_guess_parts` read from ``parts``."""
    seed: list[tuple[str, TeamPart, GuessRoleParams]] = []
    other: list[tuple[str, TeamPart, GuessRoleParams]] = []
    for key, part in parts.items():
        if part.kind == "guess_role":
            p = _params(part)
            (seed if p.seed_form else other).append((key, part, p))
    return tuple(seed), tuple(other)


def _seed_parts(st: GameState) -> tuple[tuple[str, TeamPart, GuessRoleParams], ...]:
    """The scenario's guesses in the seeds' form: (the team step's key, the part, its
    parameters)."""
    return _guess_parts(st)[0]


def _guesses(st: GameState, others: tuple[tuple[str, TeamPart, GuessRoleParams], ...]
             | None = None) -> list[tuple[str, GuessRoleParams, dict[str, Any]]]:
    """Tonight's guesses: (role, its parameters, ``{seat, role}``); ``others``: the
    guesses not in the seeds' form (:func:`_guess_parts`) when the caller has them."""
    # this kind's roles, and a club boss's option (the boss's card holds it); the seeds'
    # form is taken at the guess stage (:func:`_seed_guess`)
    if others is None:
        others = _guess_parts(st)[1]
    if not others:
        return []
    team = team_value(st)
    if not team:
        return []
    return [(part.role, p, team[key]) for key, part, p in others
            if isinstance(team.get(key), dict)]


def _voids(st: GameState, role: str, p: GuessRoleParams, off: dict[int, str]) -> bool:
    """True when tonight's guess of ``role`` has no effect and spends nothing: its card's
    holder is out or acts for nothing tonight (when the guess is bound to him)."""
    card = card_of(st, role, alive_only=False)
    if card is None:
        return True
    return _bound(p) and (card.status != ALIVE or card.seat in off)


def _disables(st: GameState, choices: dict[str, Any], off: dict[int, str]) -> dict[int, str]:
    """A right guess slaughters: the target's own action tonight is void (6.2 A28; club 1.3),
    also under ``beats_protection = false`` when no save names him (it was void only where
    saves do not stop the guess: an auditor's club file, CF46-18)."""
    guesses = _guesses(st)
    if not guesses:  # (most asks) no import made
        return {}
    from .save import named_by_a_save

    out: dict[int, str] = {}
    for role, p, arg in guesses:
        seat = arg.get("seat")
        if (isinstance(seat, int) and 1 <= seat <= len(st.players)
                and not _voids(st, role, p, off) and st.view(seat).role == arg.get("role")
                and (p.beats_protection or not named_by_a_save(st, seat, off))):
            out[seat] = "slaughtered"
    return out


def _other_guesses(st: GameState) -> bool:
    """:attr:`Kind.disables_may_fire`: True when ``st``'s game has a guess not in the
    seeds' form (:func:`_disables` reads only those)."""
    return bool(_guess_parts(st)[1])


def _seed_disables(st: GameState, choices: dict[str, Any],
                   off: dict[int, str]) -> dict[int, str]:
    """``{seat: "slaughtered"}`` when tonight's guess in the seeds' form (``choices``'
    ``mafia`` value) names the seat's role rightly and its holder acts (not in ``off``),
    else ``{}`` (rules_spec 3.1.4 step 1; S2:L77)."""
    out: dict[int, str] = {}
    team = choices.get("mafia")
    if not team:
        return out  # no team step yet tonight, or no action (most asks): no part read
    for key, part, _p in _seed_parts(st):
        guess = team.get(key)
        holder = st.find(st.scenario.kind_of(part.role)) if guess else None
        if (
            guess
            and holder is not None
            and holder.seat not in off
            and isinstance(guess.get("seat"), int)
            and 1 <= guess["seat"] <= len(st.players)
            and st.view(guess["seat"]).role == guess.get("role")
        ):
            out[guess["seat"]] = "slaughtered"
    return out


def _night_parts(n: Any) -> tuple[tuple[tuple[str, TeamPart, GuessRoleParams], ...],
                                   tuple[tuple[str, TeamPart, GuessRoleParams], ...]]:
    """:func:`_guess_parts` of the game of the night ``n`` under way, read once a night
    (its ``guess`` and ``slaughter`` stages both ask): held by the night (``guess_parts``),
    never by a state; the parts depend only on the scenario and the game's rules."""
    parts = getattr(n, "guess_parts", None)
    if parts is None:
        parts = n.guess_parts = _guess_parts(n.st)
    return parts


def _seed_guess(n: Any) -> None:
    """Step 1 (the ``guess`` stage, night ``n``): a guess in the seeds' form by a holder who
    acts tonight spends a use; a right one slaughters (``n.slaughtered``, removed at step
    5; S2:L77) unless the target is immortal tonight and
    ``sixth_sense_overrides_immortality`` is false."""
    st: GameState = n.st
    for key, part, p in _night_parts(n)[0]:
        if key not in n.team:
            continue  # no guess tonight: its holder not looked for
        holder = st.find(st.scenario.kind_of(part.role))
        if holder is None or not n.acts(holder):
            continue
        card = st.player(holder.seat)
        card.card.counters[p.tracker] = card.card.counters.get(p.tracker, 0) + 1
        g = n.team[key]
        if st.view(g["seat"]).role == g["role"]:
            n.slaughtered = g["seat"]
            if n.immortal(g["seat"]) and not n.R.get(SEED_IMMORTALITY_RULE, True):
                n.slaughtered = None


def _effect(n: Any) -> None:
    """At the ``slaughter`` stage (saves known): each guess spends a use and may be
    announced; a right one removes the target (``slaughter``: whatever saves him unless
    ``beats_protection`` is false); a wrong one may cost the holder (``penalty_on_wrong``).
    At the ``guess`` stage: the seeds' form (:func:`_seed_guess`)."""
    st: GameState = n.st
    if n.stage == "guess":
        _seed_guess(n)
        return
    for role, p, arg in _guesses(st, _night_parts(n)[1]):
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


def _acts_at(st: GameState, stage: str) -> bool:
    """:attr:`Kind.acts_at`: True when ``st``'s game has a team guess :func:`_effect` reads
    after ``stage``: one in the seeds' form at the ``guess`` stage (:func:`_seed_guess`),
    another at its own (``slaughter``); reads only the scenario and the game's house rules
    (:func:`_guess_parts`)."""
    seed, other = _guess_parts(st)
    return bool(seed if stage == "guess" else other)


def _start(params: BaseModel) -> dict[str, Any]:
    """The card's tracker at the deal (the seeds' form: none, the file's counter holds it)."""
    assert isinstance(params, GuessRoleParams)
    return {} if params.seed_form else {params.tracker: 0}


#: This kind's name.
GUESS_ROLE_KIND = "guess_role"
_LEAVES_AFTER = re.compile(r"leaves_after\(([0-9]{1,2})\)")


def _spec_words(params: dict[str, Any]) -> tuple[str, dict[str, Any]]:
    """club_scenarios 9.1's words (CF47-1): ``penalty_on_wrong = "leaves_after(k)"`` is
    ``penalty_on_wrong = "leaves"`` with ``penalty_after = k``."""
    out = dict(params)
    wrong = out.get("penalty_on_wrong")
    after = _LEAVES_AFTER.fullmatch(wrong) if isinstance(wrong, str) else None
    if after is not None and "penalty_after" not in out:
        out["penalty_on_wrong"] = "leaves"
        out["penalty_after"] = int(after[1])
    return GUESS_ROLE_KIND, out


GUESS_ROLE = register(Kind(
    "club_scenarios 9.1 (a role guess by a mafia card or the team; generalises the sixth "
    "sense)", token="guess_role", stage="slaughter", params=GuessRoleParams,
    name=GUESS_ROLE_KIND, multi=True, whole_night=True, effect=_effect, team_parts=_parts,
    disables=_disables, disables_may_fire=_other_guesses, start_counters=_start, stages=("guess",),
    disables_over=_seed_disables,
    acts_at=_acts_at,  # the night's plan: the seeds' guess, or a club's, at its stage
    # the guesses are the team step's (:func:`team_value`); a guess that saves stop asks
    # tonight's saves (:func:`save.named_by_a_save`)
    night_reads={"disables": ("mafia", SAVE), "disables_over": ("mafia",)},
    # a right guess slaughters: the morning reads «announce the slaughtered role» (TA43-13)
    scoped_rules=("sixth_sense_announce_role",),
    spec_words=_spec_words,
))
