"""The general kind ``night_shot`` (club_scenarios 9.1, 1.3): the team's shot, led by a club
boss's card.

A role of this kind (a club's boss: no vest, no sixth sense, no night step of his own)
brings the team action ``shot`` to the ``mafia`` step: ``{shot: s}``, one living player who
is not a teammate (``invalid_target``), one team action a night (``one_team_action``). The
boss decides while he is in the game; once he has left, the remaining members decide
(``decider``, :func:`team_decider`). The shot removes its target at the night's
``night_shot`` stage unless something in ``fails_on`` stops it: ``save`` (a save kind's
save), ``immune`` and ``armour`` (read by those kinds through :func:`shot_fails_on`).

Parameters (:class:`NightShotParams`): ``decider`` = ``boss`` (default: the card decides,
then the remaining members) | ``team`` (the team together: werewolves); ``targets`` =
``non_teammates``; ``fails_on`` = ``[save, immune, armour]`` (default: all three);
``options`` = other team actions the boss's card brings instead of the shot, each
``{kind = "convert" | "guess_role", params = {...}, offered = true}``, or a field beside
it (``move_vote``: Namayande's treason vote) (default: none; ``offered = false``: the table
plays without it, capo's house rule ``cp_recruit``);
``first_night_shot`` = True (default: the team shoots on the game's first night) | False
(the first night is a meeting: a shot then is refused ``not_available``, club_scenarios
7.10 C2, house rule ``ww_first_night_kill``).

The seeds' form (``seed_form = true``: the Godfather, Al Capone; rules_spec 3.1.1, 3.1.3,
3.5.3; GN32 rows): the seeds' ``mafia`` step lists the shot among its ``actions`` and
checks and offers it as it always did (``checks._check_seed_team_action``), so the card
brings no ``shot`` part of its own; it brings each of ``options`` only where that step
lists the option's key (the sixth sense, a ``guess_role`` in its seeds' form, GS32-2); the
club's ``boss_out`` (:func:`boss_has_left`) and :func:`team_decider` do not read it; its
call notes are ``seed_notes``'s. Its other parameters: ``reads_as_citizen`` (the seeds'
detective reads the card as a citizen, :attr:`Kind.boss`, S2:L44, L53, L115),
``counted_citizen`` (Nostradamus's count and Kane's inquiry under ``kane_godfather_result
= citizen`` take it for a citizen, S0:L7, A38), ``seed_notes`` = ``none`` |
``boss_out`` (at a night, when the card was dealt and its holder has left: ``boss_out``,
A50; Al Capone) | ``listed_part`` (at a night whose step lists one of the card's
``options``: ``godfather_out`` when no holder is in the game, ``sixth_sense_void`` when he
is handcuffed tonight, 6.9 S6; the Godfather).
"""

from __future__ import annotations

from typing import Any, Literal

from pydantic import BaseModel, ConfigDict, Field, StrictBool, model_validator

from ..errors import IllegalAction
from ..scenario import Text, kept_beside
from ..state import GameState, Player
from .base import card_of, first_night, game_team_parts, roles_of_kind
from .checks import check_team_shot
from .params import params_as
from .registry import (
    KINDS,
    MEETING_ONLY,
    Kind,
    TeamPart,
    register,
    spec_form,
    validate_params,
)


class TeamOption(BaseModel):
    """Another team action the boss's card brings instead of the shot (``options``): a
    general kind that contributes one (``guess_role``, ``convert``) and its parameters;
    its uses count on the boss's card (the trade's ``trade_used``, the Don's
    ``recruit_used``). ``offered`` false: the card does not bring it in this game (a
    file's house rule turns it off: capo's ``cp_recruit = off``, club_scenarios 6.10 C5)."""

    model_config = ConfigDict(defer_build=True, extra="forbid", frozen=True)
    kind: Literal["guess_role", "convert", "move_vote"]
    params: dict[str, Any] = Field(default_factory=dict)
    offered: StrictBool = True

    @model_validator(mode="after")
    def _check(self) -> TeamOption:
        validate_params(self.kind, self.params)  # the option's kind checks its parameters
        return self


class NightShotParams(BaseModel):
    """``night_shot``'s parameters (club_scenarios 9.1); the defaults are the six club
    scenarios' boss: he decides, a teammate is never a target, a save, an immunity or an
    armour stops the shot, and he brings no other team action."""

    model_config = ConfigDict(defer_build=True, extra="forbid", frozen=True)
    decider: Literal["boss", "team"] = "boss"
    targets: Literal["non_teammates"] = "non_teammates"
    fails_on: tuple[Literal["save", "immune", "armour"], ...] = ("save", "immune", "armour")
    options: tuple[TeamOption, ...] = ()
    first_night_shot: StrictBool = True
    #: The seeds' boss (the module's text): no ``shot`` part, options only where listed.
    seed_form: StrictBool = False
    #: The seeds' detective reads the card as a citizen (:attr:`Kind.boss`).
    reads_as_citizen: StrictBool = False
    #: Counted as a citizen through the boss's disguise (:attr:`Kind.counted_citizen`).
    counted_citizen: StrictBool = False
    #: The seeds' notes at the team's call (:func:`call_notes`; seeds' form only).
    seed_notes: Literal["none", "boss_out", "listed_part"] = "none"


def _check_shot(st: GameState, part: TeamPart, arg: Any, value: dict[str, Any]) -> None:
    """The team shot: not on the game's first night under ``first_night_shot = False``
    (``not_available``, club_scenarios 7.10 C2), then :func:`check_team_shot`."""
    prm = part.params
    if isinstance(prm, NightShotParams) and not prm.first_night_shot and first_night(st):
        raise IllegalAction("not_available", key="mafia", night=st.number,
                            detail="no_first_night_shot")
    check_team_shot(st, arg)


def _parts(scenario: Any, role_id: str, params: BaseModel) -> tuple[TeamPart, ...]:
    """The shot, and each of ``options`` (brought by its kind, held by the boss's card); in
    the seeds' form no shot (the seeds' step's own) and only the options the step lists."""
    assert isinstance(params, NightShotParams)
    out = [] if params.seed_form else [
        TeamPart("shot", role_id, "night_shot", _check_shot, token="shot",
                 seats=lambda arg: [arg], params=params)]
    for opt in params.options:
        if not opt.offered:
            continue
        bring = KINDS[opt.kind].team_parts
        if bring is not None:
            parts = bring(scenario, role_id, validate_params(opt.kind, opt.params))
            out += [p for p in parts if p.listed or not params.seed_form]
    return tuple(out)


def saves_stop_shot(st: GameState) -> bool:
    """True when a save stops tonight's team shot (the boss's ``fails_on`` has ``save``,
    club_scenarios 9.1; K7: without it a saved target leaves all the same)."""
    return "save" in shot_fails_on(st)


def shot_fails_on(st: GameState) -> frozenset[str]:
    """What stops tonight's team shot in this scenario (``save``, ``immune``, ``armour``):
    the boss's ``fails_on``; all three when the scenario has no ``night_shot`` role (the
    seeds' shot fails on saves, shields and vests)."""
    roles = roles_of_kind(st.scenario, "night_shot")
    if not roles:
        return frozenset(("save", "immune", "armour"))
    return frozenset(params_as(st, roles[0], NightShotParams).fails_on)


def team_decider(st: GameState) -> Player | None:
    """The player who decides the team action now (club_scenarios 1.3): the living holder
    of the boss card (a ``night_shot`` role with ``decider = boss``); None when the team
    decides together (the boss has left, or ``decider = team``)."""
    for role in roles_of_kind(st.scenario, "night_shot"):
        params = params_as(st, role, NightShotParams)
        if (isinstance(params, NightShotParams) and params.decider == "boss"
                and not params.seed_form):
            return card_of(st, role)
    return None


def boss_has_left(st: GameState) -> bool:
    """True when the scenario's boss card (a ``night_shot`` role with ``decider = boss``)
    was dealt and its holder is no longer in the game: the remaining members decide the
    team action together (club_scenarios 1.3 «who leads»)."""
    for role in roles_of_kind(st.scenario, "night_shot"):
        params = params_as(st, role, NightShotParams)
        if (isinstance(params, NightShotParams) and params.decider == "boss"
                and not params.seed_form
                and card_of(st, role, alive_only=False) is not None):
            return card_of(st, role) is None
    return False


def _seed_notes(st: GameState, role: str, params: NightShotParams) -> list[str]:
    """The seeds' notes of the boss card ``role`` tonight (``seed_notes``, the module's
    text), ``[]`` when none."""
    listed = params.seed_notes == "listed_part" and any(
        p.role == role for p in game_team_parts(st).values())
    if params.seed_notes == "boss_out" or (params.seed_notes == "listed_part" and not listed):
        # the call names him («پدرخوانده هدف شلیک را نشان دهد»): once he is out, the team's
        # own words (Mafia Nights and classic list no sixth sense: a narrator's trial
        # heard the Godfather named after he left, CF45-19)
        gone = card_of(st, role, alive_only=False) is not None and card_of(st, role) is None
        return ["boss_out"] if gone else []
    if not listed:
        return []
    boss = card_of(st, role)
    if boss is None:
        return ["godfather_out"]
    return ["sixth_sense_void"] if boss.handcuffed_night == st.number else []


def call_notes(st: GameState) -> list[str]:
    """At a night: the first seeds' boss card's notes (:func:`_seed_notes`, in the
    scenario's order), ``[]`` when none (:attr:`Kind.call_notes`)."""
    if st.phase != "night":
        return []
    for role in roles_of_kind(st.scenario, "night_shot"):
        params = params_as(st, role, NightShotParams)
        if isinstance(params, NightShotParams) and params.seed_form:
            notes = _seed_notes(st, role, params)
            if notes:
                return notes
    return []


def _per_role(params: BaseModel) -> dict[str, Any]:
    """The boss card's readings (:attr:`Kind.per_role`): ``boss`` and ``counted_citizen``
    from ``reads_as_citizen`` and ``counted_citizen``."""
    assert isinstance(params, NightShotParams)
    return {"boss": params.reads_as_citizen, "counted_citizen": params.counted_citizen}


def no_shot_tonight(st: GameState) -> bool:
    """True on the game's first main night when the team may not shoot
    (``first_night_shot = False``: werewolf's ``ww_first_night_kill = false``, club_scenarios
    7.10 C2): the team wakes to meet, and the checklist must not ask for a victim. Asked at
    every night step (the checklist, the seats' checks): :func:`_first_night_meets`' kept
    answer read inline while it is the game's rules'."""
    if st.phase != "night":
        return False
    kept = st.scenario.__dict__.get("_first_night_meets")
    meets = kept[1] if kept is not None and kept[0] is st.rules else _first_night_meets(st)
    return meets and first_night(st)


def _first_night_meets(st: GameState) -> bool:
    """True when a ``night_shot`` role of this game may not shoot on the first main night
    (its params as the game's house rules bind them: ``first_night_shot = False``). It
    depends only on the scenario and the game's rules, which never change (the state's
    own, as :func:`params_as` keeps them): kept with the scenario for the last rules
    asked, the rules object held so that it is the same one while kept."""
    return kept_beside(st.scenario, "_first_night_meets", st.rules, _meets_first_night, st)


def _meets_first_night(st: GameState) -> bool:
    """:func:`_first_night_meets` worked out."""
    for role in roles_of_kind(st.scenario, "night_shot"):
        params = params_as(st, role, NightShotParams)
        if isinstance(params, NightShotParams) and not params.first_night_shot:
            return True
    return False


def sits_out(st: GameState, role: str) -> bool:
    """On a night the team may not shoot (:func:`no_shot_tonight`, asked first: the same
    for every role), True for a role that does not act on it: «false makes Night 1 a
    meeting plus cupid, like rules_spec 3.6» (club_scenarios 7.10 C2): only a kind with
    :attr:`Kind.meets_first_night` (Cupid) acts; the others' steps are ``wrong_phase`` and
    they are not called (CF47-34). False for a key that is no role of the scenario."""
    if not st.scenario.has_role(role):
        return False
    k = KINDS.get(st.scenario.kind_of(role))
    if k is None or k.meets_first_night is None:
        return True
    return not k.meets_first_night(params_as(st, role, k.params))


MEETING_ONLY.append((no_shot_tonight, sits_out))


#: The team step's words on a night without a shot (:func:`no_shot_tonight`); ``{team}`` is
#: the step's name in the scenario file (werewolf: «گرگینه‌ها», "Werewolves").
MEETING_SAY = Text(
    fa="{team} بیدار شوند و یکدیگر را ببینند؛ امشب کسی را انتخاب نمی‌کنند (شب اول کشتنی نیست).",
    en="{team}, wake up and see each other; you choose no one tonight (no kill on the "
       "first night).")
MEETING_GESTURE = Text(
    fa="هم‌تیمی‌ها یکدیگر را می‌بینند و کسی را نشان نمی‌دهند؛ سپس می‌خوابند.",
    en="The teammates see each other and point at no one; then they sleep.")
#: The team's name when the file's step has none.
TEAM_NAME = Text(fa="تیم مافیا", en="Mafia")


def meeting_words(st: GameState, name: Text | None) -> tuple[Text, Text] | None:
    """What the narrator says and does at the team step tonight instead of the file's
    words (which ask for a victim), or None on a night the team may shoot: ``name`` is the
    step's name in the file (the team's, e.g. "Werewolves")."""
    if not no_shot_tonight(st):
        return None
    team = name or TEAM_NAME
    say = Text(fa=MEETING_SAY.fa.format(team=team.fa), en=MEETING_SAY.en.format(team=team.en))
    return say, MEETING_GESTURE


#: This kind's name.
NIGHT_SHOT_KIND = "night_shot"


def _spec_words(params: dict[str, Any]) -> tuple[str, dict[str, Any]]:
    """club_scenarios 9.1's words (CF47-1): ``decider = "boss card"`` is ``boss``; each of
    its ``options`` (a team action's kind and params) read in its own kind's words."""
    out = dict(params)
    options = out.get("options")
    if isinstance(options, list):
        out["options"] = [_option_words(o) for o in options]
    if isinstance(out.get("decider"), str) and out["decider"].replace("_", " ") in (
            "boss card", "card"):
        out["decider"] = "boss"
    return NIGHT_SHOT_KIND, out


def _option_words(option: Any) -> Any:
    """One of the boss's ``options`` (``{kind, params}``) with its params in its kind's own
    words (:func:`registry.spec_form`; the Capo recruit's ``eligible`` as role ids)."""
    if not isinstance(option, dict) or not isinstance(option.get("kind"), str) or (
            not isinstance(option.get("params"), dict)):
        return option
    kind, params = spec_form(option["kind"], option["params"])
    return {**option, "kind": kind, "params": params}


NIGHT_SHOT = register(Kind(
    "club_scenarios 9.1, 1.3 (the team shot; the boss decides, then the remaining members)",
    token="shot", stage="night_shot", params=NightShotParams, name=NIGHT_SHOT_KIND,
    multi=False, whole_night=True, team_parts=_parts,
    call_notes=call_notes, per_role=_per_role, spec_words=_spec_words,
    is_boss=lambda params: params.decider == "boss",
))
