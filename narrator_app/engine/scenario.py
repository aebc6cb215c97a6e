"""Scenario files: roster, names, sides, night order, limits, house-rule defaults and
presets, the win rule, and the words printed for steps and counters.

A scenario is data (``scenarios/<id>.toml``), validated by pydantic. Behaviour lives in the
engine's handlers, registered by role id. A bad file is refused with an error naming the
file and the field.
"""

from __future__ import annotations

import hashlib
import os
import re
import threading
import tomllib
from collections import Counter
from collections.abc import Callable, Iterable
from concurrent.futures import Future
from dataclasses import dataclass
from dataclasses import field as dataclass_field
from functools import cache
from pathlib import Path
from typing import Annotated, Any, Literal, TypeVar

from pydantic import (
    BaseModel,
    ConfigDict,
    Field,
    PrivateAttr,
    StrictInt,
    StringConstraints,
    ValidationError,
    WithJsonSchema,
    field_validator,
    model_validator,
)

from . import scenario_cache
from .counter_words import counter_text
from .errors import IllegalAction
from .file_rules import bound_keys, named_problem
from .house_rules import REGISTRY, default_of, defaults_for
from .readers import text_problem
from .scenario_check import (
    clean_reason,
    did_you_mean,
    display_path,
    field_hint,
    line_index,
    line_of,
    mended,
    more_problems,
    pydantic_reason,
    quoted_reason,
    split_path,
    team_action_problems,
    toml_loc,
)

Side = Literal["mafia", "city", "independent"]
#: An id in a scenario file: lower-case letters, digits and ``_`` (a role, a step, the file).
Ident = Annotated[str, StringConstraints(pattern=r"^[a-z][a-z0-9_]{0,63}$")]
#: A parameter of a role's kind, or a nested one by a dotted path: names and list indices
#: (``options.0.params.cost``: the first team option's ``cost``), at most eight parts.
PARAM_PATH = r"^[a-z][a-z0-9_]{0,63}(\.([a-z][a-z0-9_]{0,63}|[0-9]{1,2})){0,7}$"
ParamPath = Annotated[str, StringConstraints(pattern=PARAM_PATH)]


def _new_list() -> list[Any]:
    """A new empty list: the default of a scenario's list fields, the same value as
    ``default_factory=list`` gave. A plain function, not the ``list`` class: pydantic reads
    a default factory's signature as it builds the model's validator (does it take the data
    validated so far?), and the signature of ``list`` is parsed from its text (tokenize, ast:
    ≈ 0.6 M instructions a field, twelve as the New game dialog validates its scenario)."""
    return []


def __getattr__(name: str) -> Any:
    """``SCENARIO_IDS``: the seeds' scenario ids in their order (:func:`seed_ids`), read
    from the shipped files (no scenario id is written in the app's code)."""
    if name == "SCENARIO_IDS":
        return seed_ids()
    raise AttributeError(f"module {__name__!r} has no attribute {name!r}")


#: Longest text of a scenario file (a name, an ability, what the narrator says): the shipped
#: files' longest is under 200 characters; a card or a night sheet cannot print more.
MAX_TEXT_CHARS = 2000
TextField = Annotated[str, StringConstraints(max_length=MAX_TEXT_CHARS)]


class Text(BaseModel):
    """A text in both languages of the app (each at most :data:`MAX_TEXT_CHARS`)."""

    model_config = ConfigDict(defer_build=True, extra="forbid", frozen=True)
    fa: TextField
    en: TextField


class RoleDef(BaseModel):
    """One role of a scenario: its stable id, side, names and short ability text."""

    model_config = ConfigDict(defer_build=True, extra="forbid", frozen=True)
    id: Ident
    side: Side
    name: Text
    ability: Text
    #: Counters (trackers) the role card starts with, by game-script tracker name.
    counters: dict[str, Any] = Field(default_factory=dict)
    #: The ability kind the engine plays this role by (:mod:`abilities`); the role's own id
    #: when not given (a new role id must name one).
    kind: str | None = None
    #: Labels of the counters for the trackers panel, by counter name, when the role's
    #: counters are not the shipped ones (``{bullets = {fa = "تیر", en = "bullets"}}``).
    counter_labels: dict[str, Text] = Field(default_factory=dict)
    #: The kind's parameters (format 2): checked by the kind's model
    #: (:func:`abilities.validate_params`); read in play by :func:`abilities.params_as`,
    #: with the file's house rules on this role laid over them.
    params: dict[str, Any] = Field(default_factory=dict)

    #: The kind the engine plays the role by (:attr:`ability_kind`), set once read.
    _kind: str = PrivateAttr(default="")

    @property
    def ability_kind(self) -> str:
        """The kind the engine knows this role by: the one it names (its own id when it
        names none), or the general kind that now plays a retired one
        (:data:`abilities.registry.RETIRED_KINDS`: ``doctor`` → ``save``)."""
        return self._kind

    @property
    def declared_kind(self) -> str:
        """The kind the file names (its own id when it names none)."""
        return self.kind or self.id

    def model_post_init(self, context: Any, /) -> None:
        from .abilities.registry import retired_kind

        found = retired_kind(self.declared_kind)
        self._kind = (found.kind if found is not None and found.from_roles is None
                      else self.declared_kind)

    @model_validator(mode="before")
    @classmethod
    def _retired_kind(cls, data: Any) -> Any:
        """A role of a kind the engine no longer has by that name (``kind = "doctor"``,
        :data:`abilities.registry.RETIRED_KINDS`): the params that play it as before, the
        file's own laid over them (its kind is read as the general kind, :attr:`ability_kind`;
        rules_spec 6.10 S17 "plays exactly as that role": a Mayor's ``min_defenders`` alone
        made an interrogator of him, CF46-41); a kind whose params come from the file's
        roles is read with them (:func:`_retired_kinds`). Params written in club_scenarios
        9's words are read first as the kind takes them (:func:`abilities.registry.spec_form`:
        ``duration`` is a ``block``'s ``lasts``; a ``give_guns`` fired the same night is a
        ``give_bullet``, CF47-1)."""
        if not isinstance(data, dict):
            return data
        from .abilities.registry import retired_kind, spec_form

        kind, params = data.get("kind"), data.get("params")
        if isinstance(kind, str) and isinstance(params, dict):
            read = spec_form(kind, params)
            if read != (kind, params):
                data = {**data, "kind": read[0], "params": read[1]}

        found = retired_kind(str(data.get("kind") or data.get("id")))
        if found is None or found.from_roles is not None:
            return data
        own = data.get("params")
        if own and (not isinstance(own, dict) or not isinstance(data.get("kind"), str)):
            return data  # the model says what is wrong with it; or a role id of a seed
            # role's name with params but no kind: a kind of its own (its id's check)
        return {**data, "params": {**dict(found.params), **(own or {})}}


def _retired_kinds(roles: list[RoleDef]) -> None:
    """Each role of a retired kind whose params come from the file's roles
    (:attr:`abilities.registry.RetiredKind.from_roles`: the ``detective``) given its general
    kind and those params laid under its own, in place (the others are read with their
    role, :meth:`RoleDef._retired_kind`)."""
    from .abilities.registry import retired_kind

    for i, r in enumerate(roles):
        retired = retired_kind(r.ability_kind)
        if retired is not None and retired.from_roles is not None:
            roles[i] = RoleDef.model_validate({
                **r.model_dump(), "kind": retired.kind,
                "params": {**retired.from_roles(list(roles)), **r.params}})


def _boss_word(roles: list[RoleDef]) -> None:
    """club_scenarios 9's word ``boss`` in a role-id parameter
    (:data:`abilities.registry.ROLE_ID_PARAMS`: «``immune_roles``: [boss …]», «``exceptions``:
    [boss]») read as the file's boss card(s) (:attr:`abilities.registry.Kind.is_boss`), in
    place; where the file has a role called ``boss``, or no boss card, it stays (a role id
    like any other, checked by :func:`_role_id_problems`; CF47-14)."""
    from .abilities.registry import BOSS_WORD, KINDS, ROLE_ID_PARAMS, validate_params

    if any(r.id == BOSS_WORD for r in roles):
        return
    bosses = []
    for r in roles:
        k = KINDS.get(r.ability_kind)
        if k is None or k.is_boss is None:
            continue
        try:
            if k.is_boss(validate_params(r.ability_kind, r.params)):
                bosses.append(r.id)
        except ValueError:  # params at fault: said by their own check
            continue
    for i, r in enumerate(roles):
        own = {name: value for name, value in r.params.items()
               if name in ROLE_ID_PARAMS and isinstance(value, list) and BOSS_WORD in value}
        if own and bosses:
            params = {**r.params, **{name: [*(x for x in v if x != BOSS_WORD),
                                            *(b for b in bosses if b not in v)]
                                     for name, v in own.items()}}
            roles[i] = RoleDef.model_validate({**r.model_dump(), "params": params})


def _older_bindings(scen: Scenario) -> None:
    """The ``[[house_rules]]`` bindings (LN1: one per key and role) of the section-7 rules an
    older file lays over its roles' params without writing them, added to the file's
    entries (in place), so it plays as before (LN13-1). They are:

    - a role of a retired kind given no params of its own: the kind's
      :attr:`abilities.registry.RetiredKind.bindings` (an older file's ``kind =
      "die_hard"`` keeps his A69/A70 rules offered and laid over his armour, DH3; the
      Matador's, the magician's, the Mayor's, the gunner's theirs, as the shipped files bind
      them) and the keys the seeds' role named (:attr:`RetiredKind.named`);
    - the keys a role's params name (``house_rules = [...]``, a file written before LN13-1;
      taken out of the params): laid as :data:`abilities.registry.NAMED_RULES` says; a key
      offered only where bound (:data:`house_rules.BOUND_ONLY`: ``save_blocks_leon``) only
      where the file binds it to another role (it never offered it);
    - the rules laid over each role of a kind (:data:`abilities.registry.LAID_RULES`, IQ2:
      ``detective_zodiac_result`` over each ``inquiry`` role's ``reads`` of the Zodiac-kind
      role), where the file has such roles and binds no entry of that key.

    Each where the family has the rule and the file does not bind that key to that role (a
    retired kind's ``bindings`` or a laid rule: that key to any role), with the default of
    the file's entry of that key, else its ``[house_rules]`` table's, else the family's."""
    from .abilities.registry import LAID_RULES, NAMED_RULES, retired_kind, tracker_kind
    from .house_rules import BOUND_ONLY

    named: list[tuple[str, str]] = []
    for i, r in enumerate(scen.roles):
        keys = r.params.get("house_rules")
        if isinstance(keys, (list, tuple)):  # a name it never had is left, to be refused
            rest = [k for k in keys if not isinstance(k, str) or k not in NAMED_RULES]
            params = {k: v for k, v in r.params.items() if k != "house_rules"}
            scen.roles[i] = r.model_copy(update={"params": {
                **params, **({"house_rules": rest} if rest else {})}})
            named += [(r.id, k) for k in keys if isinstance(k, str) and k in NAMED_RULES]
    wanted: list[tuple[str, str, str, dict[str, Any] | None, bool]] = []
    for r in scen.roles:
        found = retired_kind(r.declared_kind)
        if found is None or r.params != found.params:
            continue
        wanted += [(r.id, key, param, mapped[0] if mapped else None, True)
                   for key, param, *mapped in found.bindings]
        named += [(r.id, key) for key in found.named]
    for role_id, key in named:
        if key in NAMED_RULES:
            param, mapping = NAMED_RULES[key]
            wanted.append((role_id, key, param, mapping, False))
    for key, (kind, other, head, mapping) in LAID_RULES.items():
        ids = [r.id for r in scen.roles if tracker_kind(r) == other]
        wanted += [(r.id, key, f"{head}.{ids[0]}", mapping, True)
                   for r in scen.roles if ids and tracker_kind(r) == kind]
    _add_bindings(scen, wanted, BOUND_ONLY)


def _add_bindings(scen: Scenario, wanted: list[tuple[str, str, str, dict[str, Any] | None, bool]],
                  bound_only: frozenset[str]) -> None:
    """:func:`_older_bindings`' entries added to the file's: ``wanted`` (role, key, param,
    map, whether the file's own entry of that key on any role stands in for it)."""
    # a plain entry of a section-7 key (no role: that rule's default in this scenario) is
    # not a binding: it neither stands in for one nor keeps one out; it becomes the
    # bindings added for its key, its default theirs (MG31-8; a file of either form)
    plain = {e.key for e in scen.file_rules if e.role is None and e.procedure is None
             and e.key in REGISTRY}
    written = {e.key for e in scen.file_rules if e.key not in plain or e.role is not None}
    have = {(e.key, e.role) for e in scen.file_rules if e.role is not None}
    default = {e.key: e.default for e in scen.file_rules}
    added = []
    for role_id, key, param, mapping, any_role in wanted:
        rule = REGISTRY.get(key)
        if rule is None or (key, role_id) in have or (any_role and key in written):
            continue
        if not any_role and key in bound_only and not any(
                k == key and r != role_id for k, r in have):
            continue
        have.add((key, role_id))
        value = default.setdefault(key, scen.house_rules.get(key, default_of(rule,
                                                                            scen.family)))
        added.append(FileRuleDef(key=key, role=role_id, param=param, default=value,
                                 map=mapping))
    if added:
        laid = {a.key for a in added}
        kept = [e for e in scen.file_rules
                if not (e.key in plain and e.key in laid and e.role is None)]
        object.__setattr__(scen, "file_rules", [*kept, *added])


class DayStepDef(BaseModel):
    """The words of one step of a day procedure (``[[day]]``, format 2): what the narrator
    reads aloud and does while the procedure's box asks for it, as a night step's. ``key``
    is one of the picks of one of the file's ``day_procedures`` (Capo's ``trustee``,
    ``suspect_first``, ``suspect_second``, ``real``) or its step key (``capo_gun``: once
    every pick is made); a pick without words of its own shows its step's."""

    model_config = ConfigDict(defer_build=True, extra="forbid", frozen=True)
    key: Ident
    say: Text
    gesture: Text


class StepDef(BaseModel):
    """One call of the night checklist.

    ``key`` is a role id (that role's holder is woken) or a team/narrator step:
    ``mafia`` (the team), ``mafia_meet`` (intro night), ``city_roles`` (intro-night gesture
    round), ``purchase_announcement``, ``bought_player``, ``kane_sacrifice``.
    """

    model_config = ConfigDict(defer_build=True, extra="forbid", frozen=True)
    key: Ident
    #: The step's title on the printed night sheet when ``key`` is not a role (a role's
    #: step is titled with the role's name); the key itself when not given.
    name: Text | None = None
    say: Text
    gesture: Text
    #: The team's choices at the ``mafia`` step (``shot``, ``sixth_sense``, ``buy``); only
    #: these are offered and accepted (default: the shot alone).
    actions: list[Literal["shot", "sixth_sense", "buy"]] = Field(default_factory=_new_list)
    #: The file's own words for the team's actions at the ``mafia`` step (``fa``, ``en``), by
    #: action: the option's button, the recorded choice and the ring's token of that name
    #: (Werewolf's «کشتن» / "Kill" for ``shot``, club_scenarios 0.4, 7.3; Z105-1); an action
    #: not named keeps the app's word («شلیک»).
    words: dict[Literal["shot", "sixth_sense", "buy"], Text] = Field(default_factory=dict)
    #: A narrator's reminder (format 2): a step of the checklist and the printed sheet with
    #: its own ``key`` (not a role id), ``name``, ``say`` and ``gesture``; nothing to record.
    reminder: bool = False
    #: A reminder said only on the first night of its list (Werewolf's lovers, club_scenarios
    #: 7.5 step 2: «Night 1 only»): never listed on a later night.
    first_night_only: bool = False
    #: A reminder listed only at a table where this role was dealt (in the game or out):
    #: Namayande's «the role guess announced», for NATO's guess — "Tables without the NATO
    #: card have no guess" (club_scenarios 4.6; CR37-8).
    dealt: Ident | None = None
    #: A reminder listed only on a night the team's step records this action, once it is
    #: confirmed (Takavar's and Namayande's «NATO was used», Bazpors's trade: their words
    #: begin «if the team …»; a narrator's trial saw Takavar's every night, NATO spent and
    #: out of the game, TA43-10). An action of the team's step (``mafia_actions``, or one
    #: a role's kind brings).
    team_action: Ident | None = None
    #: Roles whose holders this step does not wake, though its group holds them: Bazpors's
    #: charlatan at the mafia's meeting, who meets his team on his own step afterwards
    #: (club_scenarios 3.4; CR38-3), Takavar's hostage-taker at the team's nightly call
    #: (2.5). The step's wake list leaves their seats out, unless they are all it has.
    without: list[Ident] = Field(default_factory=_new_list)
    #: A reminder's wake list by role: the living holders of these roles (Bazpors's
    #: charlatan on his own meeting step, «the charlatan wakes separately afterwards and
    #: sees the team», club_scenarios 3.4). None: as the step's key says
    #: (:func:`choices._reminder_seats`).
    wakes: list[Ident] | None = None


class FileRuleDef(BaseModel):
    """One entry of a format-2 file's ``[[house_rules]]``.

    With ``role`` and ``param``: the file's own house rule, a parameter of that role's kind
    the narrator may change (its ``name`` shown in the house-rules dialog, ``default``,
    ``values`` offered, or the parameter's type when none, ``map`` from a value to the
    parameter's value, ``source``); ``param`` may be a dotted path to a nested parameter
    (``options.0.params.cost``: a key of a table or the index of a list, from 0), or the
    same path as a list of its parts (``["reads", "zodiac"]``: a part that is a role id
    written quoted, as every role id in a file is; read as the dotted path). A ``key`` of
    section 7 with a ``role`` and no ``name`` lays that rule over the role's parameter (a
    binding, one per key and role, LN13-1). Without them: ``key`` is a house rule of
    rules_spec section 7 and ``default`` this scenario's default.
    """

    model_config = ConfigDict(defer_build=True, extra="forbid", frozen=True)
    key: Ident
    role: Ident | None = None
    #: instead of ``role``: a day procedure of the file's ``day_procedures`` whose setting
    #: ``param`` the rule is (the representatives' ``election``, club_scenarios 4.10 C19)
    procedure: Ident | None = None
    #: written as a dotted path or as a list of its parts (:meth:`_param_parts`)
    param: Annotated[ParamPath | None, WithJsonSchema({"anyOf": [
        {"type": "string", "pattern": PARAM_PATH},
        {"type": "array", "items": {"anyOf": [{"type": "string"}, {"type": "integer"}]},
         "minItems": 1, "maxItems": 8},
        {"type": "null"}]})] = None
    name: Text | None = None
    default: Any
    values: list[Any] | None = None
    #: the parameter's value for each house-rule value, when the two differ (the spec's
    #: words over a kind's parameter: ``{ two = 2, every_night = "unlimited" }``; a bool
    #: value is looked up as ``true`` / ``false``); a value not listed is the parameter's own
    map: dict[str, Any] | None = None
    #: other words a game's house rules may give for one of ``values``, never offered (the
    #: spec's words where the file offers the kind's: ``{ once = 1 }``, ``{ true = "team" }``,
    #: a bool looked up as ``true`` / ``false``): read as that value (a rule case written
    #: from club_scenarios' tables; CF45-2)
    aliases: dict[str, Any] | None = None
    #: the spec's key for this rule where the file offers it under its own (Takavar's
    #: ``tk_doctor_repeat`` for rules_spec 7's ``doctor_consecutive_same_target``, HR8): a
    #: game's house rules may give either (CF45-2)
    spec_key: Ident | None = None
    #: the words of each value in the house-rules dialog (``fa``, ``en``), by the value as
    #: written in ``values`` (a number as its digits); every word value needs its words
    #: (``scenario check``), a bool or a number is shown as itself
    labels: dict[str, Text] | None = None
    source: str = Field(default="", max_length=MAX_TEXT_CHARS)

    @field_validator("param", mode="before")
    @classmethod
    def _param_parts(cls, value: Any) -> Any:
        """``param`` written as a list of its parts is read as the dotted path."""
        if isinstance(value, list) and value and all(
                isinstance(x, (str, int)) and not isinstance(x, bool) for x in value):
            return ".".join(str(x) for x in value)
        return value


class LastMoveDef(BaseModel):
    """``[last_move]``: the scenario's last-move deck. ``booklet``: the five cards of
    rules_spec 4 (``cards_enabled`` as the family says); ``none``: the scenario has no deck
    of its own, ``cards_enabled`` defaults to false (a house rule may still turn the
    booklet's deck on; club_scenarios 1.2)."""

    model_config = ConfigDict(defer_build=True, extra="forbid", frozen=True)
    deck: Literal["booklet", "none"] = "booklet"


class PresetDef(BaseModel):
    """A named set of house-rule values the house-rules screen offers as one button
    (``[presets.<name>]``): its label in both languages, the values, and for each value the
    seed line or published guide behind it (shown on the button's tooltip)."""

    model_config = ConfigDict(defer_build=True, extra="forbid", frozen=True)
    name: Text
    rules: dict[str, Any]
    sources: dict[str, str] = Field(default_factory=dict)


class WinDef(BaseModel):
    """The scenario's win rule (``[win]``): the engine's win-rule kind (:data:`WIN_KINDS`
    in :mod:`abilities`) and its parameters, role ids of this scenario.

    * ``non_mafia``: independents counted with the city for parity while they hold their
      own card (Sherlock, rules_spec 3.3.6; A64; the house rule ``sherlock_in_parity``).
    * ``chosen_side``: independents counted on the side they chose (Nostradamus, 3.1.7;
      A48; the house rule ``nostradamus_in_parity``) and winning with it.
    * ``alone``: the independent who wins alone (the kinds ``parity_unless_independent``
      and ``independent_last_standing``); ``alive_max``: at most this many alive and he
      wins (for the last-standing kind the house rule ``zodiac_win_alive_max`` decides
      where the scenario has it).
    """

    model_config = ConfigDict(defer_build=True, extra="forbid", frozen=True)
    kind: str = "parity"
    non_mafia: list[Ident] = Field(default_factory=_new_list)
    chosen_side: list[Ident] = Field(default_factory=_new_list)
    alone: Ident | None = None
    alive_max: StrictInt | None = Field(default=None, ge=1, le=40)


class Roster(BaseModel):
    """The named roles by side, the filler roles, and the seed reference roster; or
    (format 2) ``sizes``: the whole table at each listed size, fillers included (a size
    between two listed ones is the smaller one plus ``filler_city`` seats). With ``sizes``
    the named roles and the reference roster are worked out from them when not given."""

    model_config = ConfigDict(defer_build=True, extra="forbid", frozen=True)
    mafia: list[str] = Field(default_factory=_new_list)
    city: list[str] = Field(default_factory=_new_list)
    independent: list[str] = Field(default_factory=_new_list)
    filler_city: str
    filler_mafia: str
    reference: list[str] = Field(default_factory=_new_list)
    min_players: StrictInt
    max_players: StrictInt
    sizes: dict[int, list[str]] = Field(default_factory=dict)


_T = TypeVar("_T")


def kept_beside(scenario: Scenario, name: str, source: Any, make: Callable[..., _T],
                *args: Any) -> _T:
    """``make(*args)``, kept with ``scenario`` (a frozen model: in its private attribute
    ``name``) beside ``source``, the object the answer was made from, which the entry holds
    (so its identity is never reused while kept): asked again with the same ``source``, the
    kept answer; with another, made anew and kept in its place. For answers that depend
    only on the scenario and ``source`` (a table never changed once made: the registry's
    stages, :func:`abilities.base.team_parts`' own dict; a game's rules object), asked on
    the rule path's every step (issue 25's speed rounds)."""
    kept = scenario.__dict__.get(name)
    if kept is not None and kept[0] is source:
        return kept[1]
    value = make(*args)
    object.__setattr__(scenario, name, (source, value))  # frozen model: private cache
    return value


class Scenario(BaseModel):
    """A validated scenario file."""

    model_config = ConfigDict(defer_build=True, extra="forbid", frozen=True)
    #: The New game dialog's group of a shipped file: ``booklet`` (a scenario of the seed
    #: documents) or ``club`` (a club scenario the app ships); a club's own file is in the
    #: club's group whatever it says. ``order``: its place in the group (then by id).
    group: Literal["booklet", "club"] = "club"
    order: StrictInt = Field(default=0, ge=0, le=999)
    #: The file format: 1 (no ``format`` key) or 2 (rosters by size, kind parameters, the
    #: file's own house rules, reminder steps, ``[last_move]``); a newer one is refused.
    format: Literal[1, 2] = 1

    @field_validator("format", mode="before")
    @classmethod
    def _whole_format(cls, value: Any) -> Any:
        """``format`` is a whole number: ``true`` or ``2.0`` is not read as 1 or 2 (a
        hostile-input audit, CF47-29)."""
        if isinstance(value, bool) or not isinstance(value, int):
            raise ValueError("not a whole number")
        return value

    id: Ident
    family: Literal["gf", "mn", "zd"]
    name: Text
    #: The reference table size; with ``[roster.sizes]`` the smallest listed size when not given.
    reference_size: StrictInt = 0
    #: The game's first phase: the intro day, the intro night, or a full night (Night 1,
    #: then Day 2: rules_spec 0.3's "Day k follows Night k-1"; club_scenarios 1.1, 7.4).
    first_phase: Literal["intro_day", "intro_night", "night"]
    roles: list[RoleDef]
    roster: Roster
    intro_night: list[StepDef] = Field(default_factory=_new_list)
    night: list[StepDef]
    house_rules: dict[str, Any] = Field(default_factory=dict)
    #: Status inquiries the table may spend by day in a game (Zodiac: 2, S2:L111; A87).
    status_inquiries: StrictInt = Field(default=0, ge=0, le=10)
    #: The counters' names in both languages, by counter name (``[counter_labels]``): the
    #: printed night sheet's counter rows; a role's own ``counter_labels`` come first.
    counter_labels: dict[Ident, Text] = Field(default_factory=dict)
    #: The sides' own names in both languages (``[sides]``: ``mafia``, ``city``,
    #: ``independent``; club_scenarios 0.4: «گرگینه‌ها» / «روستا»), wherever the app names
    #: a side (cards, night sheet, winner, statistics); the app's words for a side not named.
    sides: dict[Literal["mafia", "city", "independent"], Text] = Field(default_factory=dict)
    #: Named house-rule presets the house-rules screen offers (``[presets.<name>]``).
    presets: dict[Ident, PresetDef] = Field(default_factory=dict)
    #: How the game is won (``[win]``); plain parity when the file has none.
    win: WinDef = Field(default_factory=WinDef)
    #: The day procedures the game plays (club_scenarios 9.6: ``trust_gun``), by name.
    day_procedures: list[Ident] = Field(default_factory=_new_list)
    #: The words of their steps (``[[day]]``): :class:`DayStepDef`; none in older files.
    day: list[DayStepDef] = Field(default_factory=_new_list)
    #: The file's ``[[house_rules]]`` entries (format 2; ``[house_rules]`` as a table is
    #: the v1 form, kept in ``house_rules``): its own rules and its section-7 defaults.
    file_rules: list[FileRuleDef] = Field(default_factory=_new_list)
    #: ``[last_move]``: the scenario's deck (the booklet's by default).
    last_move: LastMoveDef = Field(default_factory=LastMoveDef)
    #: Set by the loader: SHA-256 of the file's bytes, and its path.
    sha256: str = ""
    path: str = ""

    @model_validator(mode="before")
    @classmethod
    def _file_rules(cls, data: Any) -> Any:
        """A format-2 ``[[house_rules]]`` array is read into ``file_rules``."""
        if isinstance(data, dict) and isinstance(data.get("house_rules"), list):
            data = dict(data)
            data["file_rules"] = data.pop("house_rules")
        return data

    @model_validator(mode="after")
    def _check(self) -> Scenario:
        # unknown roles in the roster and unknown house rules are faults of
        # :func:`scenario_problems` (every fault listed at once)
        if self.roster.sizes:
            _fill_from_sizes(self)
        _retired_kinds(self.roles)
        _boss_word(self.roles)
        _older_bindings(self)
        overrides = {e.key: e.default for e in self.file_rules
                     if (e.role is None or (e.key in REGISTRY and e.name is None))
                     and e.procedure is None}
        if overrides:
            object.__setattr__(self, "house_rules", {**self.house_rules, **overrides})
        return self

    def size_table(self, n_players: int) -> list[str] | None:
        """The whole table of ``n_players`` from ``[roster.sizes]`` (the largest listed size
        not above it, plus ``filler_city`` seats); None when the file lists no sizes or none
        is small enough."""
        sizes = self.roster.sizes
        base = max((k for k in sizes if k <= n_players), default=None)
        if base is None:
            return None
        return list(sizes[base]) + [self.roster.filler_city] * (n_players - base)

    def own_house_rules(self) -> dict[str, Any]:
        """The file's own house rules (its ``[[house_rules]]`` entries naming a role), by
        key: :class:`file_rules.FileRule` objects, checked like section 7's."""
        cache = self.__dict__.get("_own_rules")
        if cache is None:
            from .file_rules import file_rules

            cache = file_rules(self)
            object.__setattr__(self, "_own_rules", cache)  # frozen model: private cache
        return cache

    def kind_of(self, key: str) -> str:
        """The ability kind of a night step key: a role id's kind, any other key as it is."""
        kinds = self.__dict__.get("_kinds")  # _kind_map's cache, read inline (a hot path)
        return (kinds if kinds is not None else self._kind_map()).get(key, key)

    def card_kinds(self) -> frozenset[str]:
        """Every ability kind a card of a game of this scenario can have: its roles' kinds,
        its fillers' (a bought or recruited player's new card) and the empty kind of a seat
        not yet dealt; worked out once. A card is only ever made for one of these roles."""
        cache = self.__dict__.get("_card_kinds")
        if cache is None:
            cache = frozenset({self.kind_of(r.id) for r in self.roles} | {
                self.kind_of(self.roster.filler_city), self.kind_of(self.roster.filler_mafia),
                ""})
            object.__setattr__(self, "_card_kinds", cache)  # frozen model: private cache
        return cache

    def renames_kinds(self) -> bool:
        """True when a role's kind differs from its id (a club's own role) and the handlers
        read its step by its kind: not a general kind that reads every role's step by the
        role's id (``whole_night`` and no ``action``: the seeds' Watson of kind ``save``)."""
        self._kind_map()
        return bool(self.__dict__["_renames"])

    def renamed_roles(self) -> frozenset[str]:
        """The role ids whose kind differs from the id (a club's role, or a shipped role
        played by a general kind: Saul's ``convert``): a night's steps keyed by none of them
        are already keyed by kind."""
        found = self.__dict__.get("_renamed")
        if found is None:
            self._kind_map()
            found = self.__dict__["_renamed"]
        return found

    def kind_map(self) -> dict[str, str]:
        """Role id → ability kind, for every role of the file (worked out once; the caller
        does not change it): :meth:`kind_of` for many keys at once."""
        kinds = self.__dict__.get("_kinds")
        return kinds if kinds is not None else self._kind_map()

    def _kind_map(self) -> dict[str, str]:
        cache = self.__dict__.get("_kinds")
        if cache is None:
            from .abilities.registry import KINDS

            cache = {r.id: r.ability_kind for r in self.roles}
            object.__setattr__(self, "_kinds", cache)  # frozen model: private cache
            by_role = {name for name, k in KINDS.items() if k.whole_night and k.action is None}
            object.__setattr__(self, "_renamed", frozenset(r for r, k in cache.items() if k != r))
            object.__setattr__(self, "_renames", any(
                k != r and k not in by_role for r, k in cache.items()))
        return cache

    def win_kinds(self) -> tuple[frozenset[str], frozenset[str], str | None]:
        """The ``[win]`` rule's roles as ability kinds: ``chosen_side``, ``non_mafia`` and
        the kind of ``alone`` (None when the rule has none); worked out once."""
        cache = self.__dict__.get("_win_kinds")
        if cache is None:
            win = self.win
            cache = (
                frozenset(self.kind_of(r) for r in win.chosen_side),
                frozenset(self.kind_of(r) for r in win.non_mafia),
                self.kind_of(win.alone) if win.alone else None,
            )
            object.__setattr__(self, "_win_kinds", cache)  # frozen model: private cache
        return cache

    def role_of_kind(self, kind: str) -> str:
        """The role id this scenario plays ``kind`` by (the kind itself when none)."""
        cache = self.__dict__.get("_role_of_kind")
        if cache is None:
            cache = {}
            for r in self.roles:
                cache.setdefault(r.ability_kind, r.id)  # the first role of each kind
            object.__setattr__(self, "_role_of_kind", cache)  # frozen model: private cache
        return cache.get(kind, kind)

    def role_named(self, name: str) -> str | None:
        """The role id a refusal, a token or a sentence names by ``name``: that role id
        itself, else the first role of that ability kind (:meth:`role_of_kind`), else the
        first whose card plays the seeds' retired kind ``name`` exactly
        (:func:`abilities.registry.tracker_kind`: a club's copy of Jack, whatever its id);
        None when no role of this scenario is named so (decision TA43-3). The retired kinds'
        table is worked out once."""
        if self.has_role(name):
            return name
        role = self.role_of_kind(name)
        if self.has_role(role):
            return role
        cache = self.__dict__.get("_role_playing")
        if cache is None:
            from .abilities.registry import tracker_kind

            cache = {}
            for r in self.roles:
                cache.setdefault(tracker_kind(r), r.id)
            object.__setattr__(self, "_role_playing", cache)  # frozen model: private cache
        return cache.get(name)

    def role(self, role_id: str) -> RoleDef:
        """The role definition of ``role_id``; raises KeyError if the scenario has none."""
        return self._roles_by_id()[role_id]

    def has_role(self, role_id: str) -> bool:
        cache = self.__dict__.get("_by_id")  # _roles_by_id's, read inline (a hot path)
        return role_id in (cache if cache is not None else self._roles_by_id())

    def _roles_by_id(self) -> dict[str, RoleDef]:
        cache = self.__dict__.get("_by_id")
        if cache is None:
            cache = {r.id: r for r in self.roles}
            object.__setattr__(self, "_by_id", cache)  # frozen model: private cache
        return cache

    def shown_number(self, phase: str, number: int) -> int:
        """The number the narrator says for ``phase`` ``number`` (the engine's count, rules
        spec 0.3: Day k follows Night k-1): a game that opens with a full night (Werewolf,
        club_scenarios 7.4) says Night 1, Day 1, Night 2, Day 2 …, so its days are said one
        less than counted; every other phase, and every phase of the seeds, as counted
        (WW32-4)."""
        if phase == "day" and self.first_phase == "night":
            return number - 1
        return number

    def mafia_actions(self) -> tuple[str, ...]:
        """The choices of this scenario's ``mafia`` night step (rules_spec 3.1.3, 3.4.4)."""
        for d in self.night:
            if d.key == "mafia":
                return tuple(d.actions) or ("shot",)
        return ("shot",)

    def team_word(self, action: str, lang: str) -> str | None:
        """The file's own word (``fa``/``en``) for the team's action ``action`` (``shot``,
        ``sixth_sense``, ``buy``) from its ``mafia`` step's ``words``; None when the file
        does not name it (the caller uses the app's word)."""
        for d in self.night:
            if d.key == "mafia":
                text = d.words.get(action)  # type: ignore[call-overload]
                return None if text is None else getattr(text, lang, text.en)
        return None

    def side_name(self, side: str | None, lang: str) -> str | None:
        """The file's own name of ``side`` (``mafia``, ``city``, ``independent``) in ``lang``
        (``fa``/``en``) from ``[sides]``; None when the file does not name it (the caller
        uses the app's word)."""
        text = self.sides.get(side) if isinstance(side, str) else None  # type: ignore[call-overload]
        return None if text is None else getattr(text, lang, text.en)

    def counter_label(self, role_id: str, counter: str, lang: str) -> str:
        """The name of ``counter`` of ``role_id``'s card in ``lang`` (``fa``/``en``): the
        role's ``counter_labels``, else the scenario's ``[counter_labels]``, else the
        engine's name for it (:mod:`counter_words`), else the counter's own name."""
        label = None
        if self.has_role(role_id):
            label = self.role(role_id).counter_labels.get(counter)
        label = label or self.counter_labels.get(counter)
        if label is None:
            return counter_text(counter, lang) or counter
        return getattr(label, lang, label.en)

    def step_name(self, step: StepDef, lang: str) -> str:
        """The title of a night step in ``lang``: the role's name for a role's step, else the
        step's ``name`` in the file, else its key."""
        if self.has_role(step.key):
            return getattr(self.role(step.key).name, lang)
        return getattr(step.name, lang) if step.name is not None else step.key

    def preset_rules(self, name: str) -> dict[str, Any]:
        """The values of the preset ``name`` that apply to this scenario (keys of
        :meth:`default_house_rules`); empty when the scenario has no such preset."""
        preset = self.presets.get(name)
        if preset is None:
            return {}
        defaults = self.default_house_rules()
        return {k: v for k, v in preset.rules.items() if k in defaults}

    def side_of(self, role_id: str) -> str:
        """The side (``mafia``, ``city``, ``independent``) of ``role_id``; raises KeyError
        if the scenario has no such role."""
        cache = self.__dict__.get("_sides")
        return (self.side_map() if cache is None else cache)[role_id]

    def side_map(self) -> dict[str, str]:
        """Role id → side (``mafia``, ``city``, ``independent``) of every role; worked out
        once (the caller never changes it)."""
        cache = self.__dict__.get("_sides")
        if cache is None:
            cache = {r.id: r.side for r in self.roles}
            object.__setattr__(self, "_sides", cache)  # frozen model: private cache
        return cache

    def house_rule_scope(self) -> set[str]:
        """What scopes the section-7 house rules here (:func:`house_rules.relevant`): the
        roles' ability kinds, and the retired kind's name of a role that plays one exactly
        (:func:`abilities.registry.tracker_kind`: the Zodiac's ``shoot``, ``zodiac``), and
        the team actions its ``mafia`` step lists (the sixth sense: :data:`house_rules.WIDEN`)
        (the keys the file binds scope themselves, :func:`bound_keys`)."""
        from .abilities.registry import tracker_kind

        return ({r.ability_kind for r in self.roles} | {tracker_kind(r) for r in self.roles}
                | set(self.mafia_actions()))

    def default_house_rules(self) -> dict[str, Any]:
        """Every house rule of section 7 that applies here, with this scenario's defaults
        (a new dict each call: worked out once per scenario, its list values copied)."""
        cache = self.__dict__.get("_default_rules")
        if cache is None:
            kinds = self.house_rule_scope()
            overrides = dict(self.house_rules)
            if self.last_move.deck == "none":
                overrides.setdefault("cards_enabled", False)
            rules = defaults_for(self.family, overrides, self.id, kinds, bound_keys(self))
            rules.update({k: r.defaults[self.family]
                          for k, r in self.own_house_rules().items()})
            # with the keys of its list values, each copied below
            cache = (rules, tuple(k for k, v in rules.items() if isinstance(v, list)))
            object.__setattr__(self, "_default_rules", cache)  # frozen model: private cache
        out = dict(cache[0])
        for k in cache[1]:
            out[k] = list(out[k])
        return out

    def roster_for(
        self, n_players: int, ratio_enforcement: str | None = "allow_reference_rosters"
    ) -> list[str]:
        """The role ids to deal for ``n_players`` seats (rules_spec 1.6, 3.1.1).

        Mafia are filled up to ⌊N/3⌋ − independents (the one-third rule); the rest are the
        named city roles plus plain citizens. The seed reference roster is accepted as it is
        under ``allow_reference_rosters`` (A65); any other ``ratio_enforcement``, or None
        (the house rule unset), keeps the one-third rule.

        Raises:
            IllegalAction("bad_script", detail="too_few_players" | "too_many_players" |
                "ratio"): the roster cannot be built for this N.
        """
        r = self.roster
        if n_players < r.min_players:
            raise IllegalAction("bad_script", value=n_players, detail="too_few_players",
                                min_players=r.min_players)
        if n_players > r.max_players:
            raise IllegalAction("bad_script", value=n_players, detail="too_many_players",
                                max_players=r.max_players)
        table = self.size_table(n_players)
        if table is not None:
            return table
        if n_players == self.reference_size and ratio_enforcement == "allow_reference_rosters":
            return list(r.reference)
        n_mafia = n_players // 3 - len(r.independent)
        if n_mafia < len(r.mafia):
            raise IllegalAction("bad_script", value=n_players, detail="ratio")
        n_plain = n_players - n_mafia - len(r.independent) - len(r.city)
        if n_plain < 0:  # more named roles than seats (a club's file: scenario_problems)
            raise IllegalAction("bad_script", value=n_players, detail="roster",
                                mafia=n_mafia, city=len(r.city), independent=len(r.independent))
        return (
            list(r.mafia)
            + [r.filler_mafia] * (n_mafia - len(r.mafia))
            + list(r.city)
            + [r.filler_city] * n_plain
            + list(r.independent)
        )


    def roster_gaps(
        self, seats: Iterable[str | None],
        ratio_enforcement: str | None = "allow_reference_rosters",
    ) -> tuple[tuple[tuple[str, int], ...], tuple[tuple[str, int], ...]]:
        """What keeps ``seats`` (role ids, seat 1 first; None for a seat without a card)
        from being :meth:`roster_for` of its table: ``(missing, extra)``, each a tuple of
        ``(role id, how many)``; missing in the roster's order, extra in the seats' order.
        Both empty when the roles are the roster's, or when no roster can be built for the
        table's size. The New game dialog's cards and «Correct the deal»'s refusal read
        this one answer (Z105-7)."""
        chosen = list(seats)
        try:
            roster = self.roster_for(len(chosen), ratio_enforcement)
        except IllegalAction:
            return (), ()
        have = Counter(r for r in chosen if r is not None)
        want = Counter(roster)
        missing = tuple((r, want[r] - have[r]) for r in dict.fromkeys(roster)
                        if want[r] > have[r])
        extra = tuple((r, have[r] - want[r]) for r in dict.fromkeys(
            r for r in chosen if r is not None) if have[r] > want[r])
        return missing, extra

    def check_roster(
        self, seats: list[str], ratio_enforcement: str | None = "allow_reference_rosters"
    ) -> None:
        """Refuse a dealt roster (role ids, seat 1 first) this scenario does not allow.

        A refusal ``detail="roster"`` carries ``missing`` and ``extra``
        (:meth:`roster_gaps`: what differs from :meth:`roster_for` of the table).

        Legal (rules_spec 1.6, 3.1.1; 6.9 S9): every named role exactly once, the other seats
        plain citizens or simple mafia (the filler roles), and mafia + independents at most
        one third of the table; the seed reference roster as it is under
        ``allow_reference_rosters`` (A65; any other ``ratio_enforcement``, or None, keeps the
        one-third rule).

        Raises:
            IllegalAction("bad_script", detail="too_few_players" | "too_many_players" |
                "roster"): the roster is not allowed.
        """
        try:
            self._check_roster(seats, ratio_enforcement)
        except IllegalAction as e:
            if e.facts.get("detail") == "roster":
                e.facts["missing"], e.facts["extra"] = self.roster_gaps(seats,
                                                                         ratio_enforcement)
            raise

    def _check_roster(self, seats: list[str], ratio_enforcement: str | None) -> None:
        """:meth:`check_roster`'s rules, its refusals without the gaps."""
        r = self.roster
        n = len(seats)
        if n < r.min_players:
            raise IllegalAction("bad_script", value=n, detail="too_few_players",
                                min_players=r.min_players)
        if n > r.max_players:
            raise IllegalAction("bad_script", value=n, detail="too_many_players",
                                max_players=r.max_players)
        if r.sizes:
            return self._check_sized_roster(seats)
        if (
            n == self.reference_size
            and ratio_enforcement == "allow_reference_rosters"
            and sorted(seats) == sorted(r.reference)
        ):
            return
        named = [*r.mafia, *r.city, *r.independent]
        for role in named:
            if seats.count(role) != 1:
                raise IllegalAction("bad_script", value=role, detail="roster")
        fillers = {r.filler_city, r.filler_mafia}
        for role in seats:
            if role not in named and role not in fillers:
                raise IllegalAction("bad_script", value=role, detail="roster")
        bad = sum(1 for role in seats if self.side_of(role) != "city")
        if bad > n // 3:
            raise IllegalAction("bad_script", value=n, detail="roster")

    def _check_sized_roster(self, seats: list[str]) -> None:
        """A dealt roster against ``[roster.sizes]`` (club_scenarios 1.4; rules_spec 6.9
        S9): the table's named roles as many times as the table has them, the other seats
        fillers, at most the table's simple mafia (a narrator may deal fewer beside a named
        mafia role; where the filler mafia is the table's whole mafia, exactly as many).

        Raises:
            IllegalAction("bad_script", detail="roster"): any other roster.
        """
        r = self.roster
        table = self.size_table(len(seats)) or []
        fillers = (r.filler_city, r.filler_mafia)
        named = sorted(x for x in table if x not in fillers)
        if sorted(x for x in seats if x not in fillers) != named:
            wrong = next((x for x in seats if x not in fillers and x not in named), None)
            raise IllegalAction("bad_script", value=wrong or len(seats), detail="roster")
        dealt, listed = seats.count(r.filler_mafia), table.count(r.filler_mafia)
        if dealt > listed or (dealt < listed and not self._fewer_allowed(named, dealt)):
            raise IllegalAction("bad_script", value=r.filler_mafia, detail="roster")

    def _fewer_allowed(self, named: list[str], dealt: int) -> bool:
        """True when a table may be dealt ``dealt`` filler mafia, fewer than it shows: «fewer
        **simple mafia** … keeping every named role» (club_scenarios 1.4) — the filler is
        the simple mafia (its id, or a renamed card of that kind), not Werewolf's wolves
        (7.2: 1 / 2 / 3 by table size), and the table keeps a mafia (CF48-7)."""
        from .abilities.simple_mafia import NAME as SIMPLE_MAFIA

        filler = self.roster.filler_mafia
        simple = SIMPLE_MAFIA in (filler, self.kind_of(filler))
        keeps_mafia = dealt > 0 or any(self.side_of(x) == "mafia" for x in named)
        return simple and keeps_mafia


def _fill_from_sizes(scen: Scenario) -> None:
    """Work out a format-2 file's reference size, reference roster and named roles by side
    from ``[roster.sizes]`` where the file does not give them (the model is frozen: set
    once, while it is validated)."""
    r = scen.roster
    if not scen.reference_size:
        object.__setattr__(scen, "reference_size", min(r.sizes))
    update: dict[str, Any] = {}
    if not r.reference:
        update["reference"] = scen.size_table(scen.reference_size) or []
    if not (r.mafia or r.city or r.independent):
        sides = {x.id: x.side for x in scen.roles}
        seen: dict[str, None] = {}
        for n in sorted(r.sizes):
            seen.update(dict.fromkeys(x for x in r.sizes[n]
                                      if x not in (r.filler_city, r.filler_mafia)))
        for side in ("mafia", "city", "independent"):
            update[side] = [x for x in seen if sides.get(x) == side]
    if update:
        object.__setattr__(scen, "roster", r.model_copy(update=update))


def scenario_problems(scen: Scenario) -> list[tuple[str, str]]:
    """Why a scenario's roles, steps and roster cannot be played: ``(field path, reason)``
    for every fault, none when it can (issue 13: only kinds the engine has; night steps only
    for roles in the roster, each once; a roster within one third, rules_spec 1.6, except
    the seed reference roster that ``ratio_enforcement`` allows, A65)."""
    out: list[tuple[str, str]] = []
    roster = scen.roster
    dealt = {*roster.mafia, *roster.city, *roster.independent, roster.filler_city,
             roster.filler_mafia, *roster.reference,
             *(x for table in roster.sizes.values() for x in table)}
    out += _roster_name_problems(scen)
    out += _role_kind_problems(scen)
    for table in ("intro_night", "night"):
        out += _night_table_problems(scen, table, dealt)
    out += _table_size_problems(scen)
    sides: dict[str, str] = {r.id: r.side for r in scen.roles}
    if roster.sizes:
        out += _sizes_problems(scen, sides)
    elif not roles_at_fault(scen):  # the seeds' reference roster is known by its kinds
        out += _one_third_problems(scen, sides)
    out += _params_problems(scen) + _role_id_problems(scen) + _procedure_problems(scen)
    out += _file_rule_problems(scen)
    if not out:  # each role's params and house rule sound alone: the defaults together
        out += together_problems(scen)
    presets = _preset_problems(scen)
    if not out and not presets:  # each preset's values sound alone: each preset together
        presets = preset_together_problems(scen)
    out += presets
    out += more_problems(scen, tuple(str(scenarios_dir() / f"{sid}.toml")
                                     for sid in seed_ids()))
    out += _win_problems(scen, dealt)
    if sides.get(roster.filler_city) != "city":
        out.append(("roster.filler_city", "must be a city role"))
    if sides.get(roster.filler_mafia) != "mafia":
        out.append(("roster.filler_mafia", "must be a mafia role"))
    if not out:  # the kinds' team parts are asked of a file sound in every other way
        out += team_action_problems(scen)
    return out


def _role_kind_problems(scen: Scenario) -> list[tuple[str, str]]:
    """Each role declared once, of an ability kind the engine has; a kind that allows one
    role per scenario held by one role only."""
    from .abilities.registry import KINDS, REFUSED_KINDS, RETIRED_KINDS

    out: list[tuple[str, str]] = []
    kinds_used: dict[str, str] = {}
    ids: set[str] = set()
    for i, r in enumerate(scen.roles):
        if r.id in ids:
            out.append((f"roles.{i}.id", f"the role {r.id!r} is declared twice"))
        ids.add(r.id)
        kind = r.ability_kind
        if kind in REFUSED_KINDS:
            out.append((f"roles.{i}.kind", f"the ability kind {kind!r} {REFUSED_KINDS[kind]}"))
            continue
        if kind not in KINDS:
            known = [*KINDS, *RETIRED_KINDS, *REFUSED_KINDS]
            out.append((f"roles.{i}.kind", f"unknown ability kind {kind!r}"
                        f"{did_you_mean(kind, known)}; the engine has: "
                        + ", ".join(sorted(KINDS))))
            continue
        if _one_per_scenario(KINDS[kind]):
            if kind in kinds_used:
                out.append((f"roles.{i}.kind", f"{r.id!r} and {kinds_used[kind]!r} both have "
                            f"the ability kind {kind!r}"))
            kinds_used[kind] = r.id
    return out


def _night_table_problems(scen: Scenario, table: str, dealt: set[str]
                          ) -> list[tuple[str, str]]:
    """The steps of the night table ``table`` (``intro_night``, ``night``): each listed
    once; actions only on the mafia's step; a role's step only for a role of the roster
    whose kind has a night step (a team's or the narrator's step, a reminder, as they are)."""
    from .abilities.registry import KINDS, TEAM_STEPS

    out: list[tuple[str, str]] = []
    seen: set[str] = set()
    for i, step in enumerate(getattr(scen, table)):
        where = f"{table}.{i}.key"
        if step.key in seen:
            out.append((where, f"the step {step.key!r} is listed twice"))
        seen.add(step.key)
        for j, role in enumerate(step.without):
            if not scen.has_role(role):
                out.append((f"{table}.{i}.without.{j}", f"unknown role {role!r}"
                            + did_you_mean(role, [r.id for r in scen.roles])))
        if step.actions and step.key != "mafia":
            out.append((f"{table}.{i}.actions", "only the mafia step has actions"))
        if step.reminder:
            out += _reminder_problems(scen, step, f"{table}.{i}")
            continue
        if step.key in TEAM_STEPS or _narrator_step(step.key):
            continue
        if not scen.has_role(step.key):
            out.append((where, f"unknown step {step.key!r}: not a role of this scenario"
                        + did_you_mean(step.key, [r.id for r in scen.roles])))
        elif step.key not in dealt:
            out.append((where, f"the role {step.key!r} is not in the roster"))
        elif step.key in roles_at_fault(scen):
            continue
        elif scen.kind_of(step.key) in KINDS and not _has_night_step(scen, step.key):
            out.append((where, f"the role {step.key!r} has no night step"))
        elif table == "intro_night" and not _called_on_intro_night(scen, step.key):
            out.append((where, f"the role {step.key!r} (kind {scen.kind_of(step.key)!r}) is "
                        "not called on the intro night: list it under [[night]] only"))
    if table == "intro_night" and scen.intro_night and scen.first_phase == "night":
        out.append(("intro_night", "first_phase = 'night': the game has no intro night, so "
                    "these steps are never called (list them under [[night]], or write "
                    "intro_night = [])"))
    return out


def _called_on_intro_night(scen: Scenario, role_id: str) -> bool:
    """True when the role's kind, as the role plays it, is called with a choice on the
    intro night (``Kind.intro_night``: Nostradamus's picks, the heir's, Jack's curse); a
    role of a kind the engine does not have is judged elsewhere."""
    from .abilities.registry import KINDS, role_flag

    if scen.kind_of(role_id) not in KINDS:
        return True
    return role_flag(scen.role(role_id), "intro_night")


def _table_size_problems(scen: Scenario) -> list[tuple[str, str]]:
    """The reference roster of ``reference_size`` roles, within ``min_players ..
    max_players``, themselves within 3 .. 40."""
    roster = scen.roster
    out: list[tuple[str, str]] = []
    # a reference worked out from ``[roster.sizes]`` is that size's table, whose length
    # the sizes' own check reports (a club's author read of fields he never wrote)
    derived = bool(roster.sizes) and roster.reference == scen.size_table(scen.reference_size)
    if len(roster.reference) != scen.reference_size and not derived:
        out.append(("roster.reference", f"{len(roster.reference)} roles for reference_size "
                    f"{scen.reference_size}"))
    if not roster.min_players <= scen.reference_size <= roster.max_players:
        out.append(("reference_size", "outside min_players..max_players"))
    if not 3 <= roster.min_players <= roster.max_players <= 40:
        out.append(("roster.min_players", "the table sizes must be 3 ≤ min ≤ max ≤ 40"))
    return out


def _roster_name_problems(scen: Scenario) -> list[tuple[str, str]]:
    """Every role the roster names must be declared in ``[[roles]]``."""
    ids = [r.id for r in scen.roles]
    r = scen.roster
    # a reference roster taken from ``[roster.sizes]`` is not the file's: its unknown role
    # is said once, at the size that names it (SC107-2)
    derived = bool(r.sizes) and r.reference == scen.size_table(scen.reference_size)
    named: list[tuple[str, list[str]]] = [
        ("mafia", r.mafia), ("city", r.city), ("independent", r.independent),
        ("filler_city", [r.filler_city]), ("filler_mafia", [r.filler_mafia]),
        ("reference", [] if derived else r.reference),
        *((f"sizes.{n}", table) for n, table in sorted(r.sizes.items())),
    ]
    out: list[tuple[str, str]] = []
    for field, names in named:
        for name in dict.fromkeys(x for x in names if x not in ids):
            out.append((f"roster.{field}", f"names unknown role {name!r}"
                        f"{did_you_mean(name, ids)}"))
    return out + _named_once_problems(scen)


def _named_once_problems(scen: Scenario) -> list[tuple[str, str]]:
    """The named roles are each dealt exactly once (docs/scenario-format.md, ``[roster]``):
    listed once in ``mafia``, ``city`` and ``independent`` together; the reference roster
    names no role but the fillers twice (a reference dealt two doctors: an auditor's file,
    CF49-6)."""
    r = scen.roster
    out: list[tuple[str, str]] = []
    twice = _listed_twice([*r.mafia, *r.city, *r.independent])
    if twice:
        out.append(("roster", "a named role is listed twice in mafia, city and independent: "
                    + ", ".join(twice)))
    twice = _listed_twice(r.reference, (r.filler_city, r.filler_mafia))
    if twice:
        out.append(("roster.reference", "a role other than the fillers is listed twice: "
                    + ", ".join(twice)))
    return out


def _listed_twice(names: list[str], fillers: tuple[str, ...] = ()) -> list[str]:
    """The roles of ``names`` listed more than once, but ``fillers`` (sorted)."""
    return sorted({x for x in names if x not in fillers and names.count(x) > 1})


def _reminder_problems(scen: Scenario, step: StepDef, where: str) -> list[tuple[str, str]]:
    """A reminder step has a key of its own (not a role id, a team step or a kind's name)
    and a ``name``; its ``dealt``, when given, is a role of the scenario (its
    ``team_action``: :func:`scenario_check.team_action_problems`)."""
    from .abilities.registry import KINDS, TEAM_STEPS

    out: list[tuple[str, str]] = []
    if scen.has_role(step.key) or step.key in TEAM_STEPS or step.key in KINDS:
        out.append((f"{where}.key", f"a reminder's key {step.key!r} is a role's or a team "
                    "step's: give it a key of its own"))
    if step.name is None:
        out.append((f"{where}.name", "a reminder needs a name (fa, en)"))
    if step.dealt is not None and not scen.has_role(step.dealt):
        out.append((f"{where}.dealt", f"{step.dealt!r} is not a role of this scenario"))
    for role in step.wakes or ():  # a misspelt one woke nobody (audit62)
        if not scen.has_role(role):
            out.append((f"{where}.wakes", f"{role!r} is not a role of this scenario"))
    return out


def _one_third_problems(scen: Scenario, sides: dict[str, str]) -> list[tuple[str, str]]:
    """Mafia + independents at most one third at every table size (rules_spec 1.6), except
    a seed's own reference roster (or a copy of it with its roles renamed) under
    ``allow_reference_rosters``; a club's file keeps it at every size (6.10 S16)."""
    out: list[tuple[str, str]] = []
    roster = scen.roster
    bad_named = sum(1 for r in (*roster.mafia, *roster.independent)
                    if sides.get(r, "city") != "city")  # known roles only (SC107-2)
    strict = scen.house_rules.get("ratio_enforcement") == "strict"
    exception = not strict and _is_seed_reference(scen)
    for n in range(roster.min_players, min(roster.max_players, 40) + 1):
        if n == scen.reference_size and exception:
            continue  # the seed reference roster is accepted as it is (A65)
        if bad_named > n // 3:
            out.append(("roster", f"{bad_named} mafia and independent roles at a table of {n}: "
                        "one third at most (rules_spec 1.6)"))
            break
    for n in range(roster.min_players, min(roster.max_players, 40) + 1):
        try:  # the deal's own rule (roster_for): the reference dealt at its size unless strict
            scen.roster_for(n, None if strict else "allow_reference_rosters")
        except IllegalAction as exc:
            f = exc.facts
            if f.get("detail") != "roster":
                continue  # the one-third rule's refusal: said above
            seats = f["mafia"] + f["city"] + f["independent"]
            out.append(("roster.min_players", f"a table of {n} cannot seat the roster's "
                        f"{f['mafia']} mafia, {f['city']} named city roles and "
                        f"{f['independent']} independents ({seats} seats)"))
            break
    bad_ref = sum(1 for r in roster.reference if sides.get(r) != "city")
    if not exception and bad_ref > scen.reference_size // 3:
        out.append(("roster.reference", "more than one third mafia and independent "
                    "(rules_spec 1.6, 6.10 S16)"))
    return out


def _narrator_step(key: str) -> bool:
    """True when ``key`` is a narrator's night step a kind registered (the antidote vote)."""
    from .abilities.steps import NARRATOR_STEPS

    return key in NARRATOR_STEPS


def _procedure_problems(scen: Scenario) -> list[tuple[str, str]]:
    """A day procedure (``day_procedures``) the engine does not have; a role (or a team
    option) of a kind that acts only in a procedure the file does not list (the lawyer's
    keep-out, the treason vote: ``Kind.needs_procedure``), which would do nothing."""
    from .abilities.registry import KINDS
    from .abilities.steps import DAY_PROCEDURES

    out = [(f"day_procedures.{i}", f"unknown day procedure {name!r}; the engine has: "
            + ", ".join(sorted(DAY_PROCEDURES)))
           for i, name in enumerate(scen.day_procedures) if name not in DAY_PROCEDURES]
    out += _day_words_problems(scen)
    kinds: list[tuple[str, Any]] = []
    for i, r in enumerate(scen.roles):
        kinds.append((f"roles.{i}.kind", r.ability_kind))
        options = r.params.get("options")  # a boss's team options (the treason vote)
        for j, opt in enumerate(options if isinstance(options, list) else []):
            if isinstance(opt, dict):
                kinds.append((f"roles.{i}.params.options.{j}.kind", opt.get("kind")))
    for where, kind in kinds:
        k = KINDS.get(kind)
        need = k.needs_procedure if k is not None else ""
        if need and need not in scen.day_procedures:
            out.append((where, f"the kind {kind!r} acts only in the {need!r} day procedure's "
                        f"vote: add day_procedures = [{need!r}] (without it the role does "
                        "nothing)"))
    return out


def _day_words_problems(scen: Scenario) -> list[tuple[str, str]]:
    """A ``[[day]]`` entry whose key is no pick or step of the file's day procedures, or
    a key given twice."""
    from .abilities.steps import DAY_PROCEDURES

    procs = [DAY_PROCEDURES[n] for n in scen.day_procedures if n in DAY_PROCEDURES]
    known = {k for p in procs for k in (p.key, *p.keys, *p.picks)}
    out: list[tuple[str, str]] = []
    seen: set[str] = set()
    for i, d in enumerate(scen.day):
        if d.key not in known:
            out.append((f"day.{i}.key", f"{d.key!r} is no step or pick of this file's "
                        "day_procedures" + (f" (they have: {', '.join(sorted(known))})"
                                            if known else " (it has none)")))
        elif d.key in seen:
            out.append((f"day.{i}.key", f"{d.key!r} is given twice"))
        seen.add(d.key)
    return out


def _has_night_step(scen: Scenario, role_id: str) -> bool:
    """The role's kind, as the role plays it (``registry.has_night_step``: a ``day_power``
    that decides the day's exit has none), has a night step; True when the role's params
    are at fault (:func:`_params_problems` reports them: no second fault about a role
    already at fault, decision F8; an auditor's club file, CF46-21)."""
    from .abilities.registry import has_night_step, params_valid

    role = scen.role(role_id)
    return (not params_valid(role.ability_kind, role.params)
            or has_night_step(role.ability_kind, role.params))


def _one_per_scenario(kind: Any) -> bool:
    """True when at most one role of a scenario may have this ability kind: a shipped kind
    with a night step; a general kind (club_scenarios 9, ``Kind.multi``) may be several
    roles' (the detective and the reporter both ``inquiry``), each with its parameters."""
    return bool(kind.step or kind.action) and not kind.multi


def _sizes_problems(scen: Scenario, sides: dict[str, str]) -> list[tuple[str, str]]:
    """``[roster.sizes]``: every listed size within min..max, the smallest one listed, each
    table as long as its size, each named role (not a filler) once a table, and mafia +
    independents at most one third at every size from min to max (rules_spec 1.6, 6.10
    S16; club_scenarios 1.4)."""
    out: list[tuple[str, str]] = []
    r = scen.roster
    fillers = (r.filler_city, r.filler_mafia)
    for n, table in sorted(r.sizes.items()):
        where = f"roster.sizes.{n}"
        if not r.min_players <= n <= r.max_players:
            out.append((where, f"the size {n} is outside min_players..max_players "
                        f"({r.min_players}..{r.max_players})"))
        if len(table) != n:
            out.append((where, f"{len(table)} roles for a table of {n}"))
        twice = _listed_twice(table, fillers)
        if twice:
            out.append((where, "a role other than the fillers is listed twice: "
                        + ", ".join(twice)))
    if r.min_players not in r.sizes:
        out.append(("roster.sizes", f"no table for min_players ({r.min_players}): list it"))
        return out
    for n in range(r.min_players, min(r.max_players, 40) + 1):
        # only known roles are counted: an unknown one is its own fault (a typo's role was
        # counted as mafia, a false «one third» fault beside «did you mean»: SC107-2)
        bad = sum(1 for x in scen.size_table(n) or [] if sides.get(x, "city") != "city")
        if bad > n // 3:
            out.append(("roster.sizes", f"{bad} mafia and independent roles at a table of "
                        f"{n}: one third at most (rules_spec 1.6, 6.10 S16)"))
            break
    return out


def _params_problems(scen: Scenario) -> list[tuple[str, str]]:
    """Each role's ``params`` checked by its kind's model (:func:`abilities.validate_params`)."""
    from .abilities.registry import KINDS, validate_params

    out: list[tuple[str, str]] = []
    for i, r in enumerate(scen.roles):
        if r.ability_kind not in KINDS:
            continue
        try:
            got = validate_params(r.ability_kind, r.params)
        except ValidationError as exc:
            model = KINDS[r.ability_kind].params
            for err in exc.errors(include_url=False, include_context=False):
                loc = ".".join(str(p) for p in err["loc"])
                out.append((f"roles.{i}.params" + (f".{loc}" if loc else ""),
                            pydantic_reason(model, dict(err))))
            continue
        for name, value in r.params.items():  # lax ints: "2" is read as 2, "yes" as true
            read = getattr(got, name, value)
            if isinstance(value, str) and not isinstance(read, str):
                out.append((f"roles.{i}.params.{name}", quoted_reason(value, read)))
        out += _counter_name_problems(i, got)
    return out


def roles_at_fault(scen: Scenario) -> frozenset[str]:
    """The roles whose kind is unknown or whose params the kind's model refuses: each is
    said once, by its own fault; what depends on how they play (their night steps, the
    house rules they scope, the roster's one third) is not judged again (one fault per
    cause, F8; a hostile-input audit found up to 14 faults for one, CF47-27)."""
    from .abilities.registry import KINDS, params_valid

    found = scen.__dict__.get("_roles_at_fault")
    if found is None:  # worked out once a scenario (frozen model: private cache)
        found = frozenset(r.id for r in scen.roles if r.ability_kind not in KINDS
                          or not params_valid(r.ability_kind, r.params))
        object.__setattr__(scen, "_roles_at_fault", found)
    return found


def _role_id_problems(scen: Scenario) -> list[tuple[str, str]]:
    """A role id in a role-id parameter (:data:`abilities.registry.ROLE_ID_PARAMS`; the
    cards a conversion or a link takes, ``eligible`` and ``named_sets``, as ids or ``{role
    = …}``; the cards an inquiry reads its own way, ``reads``' keys) that is no role of the
    file: refused by name, where it would be silently ignored (a sniper's ``immune_roles =
    ["boss"]`` in a file without a boss card removed the boss; a negotiator's misspelt
    ``eligible`` won nobody over; CF47-14, CF47-28; a kadkhoda's misspelt
    ``leaves_on_roles`` and a potion's ``antidote.transfer_to``, audit62)."""
    from .abilities.registry import BOSS_WORD, KINDS, ROLE_ID_PARAMS

    ids = {r.id for r in scen.roles}
    at_fault = roles_at_fault(scen)
    if any(r.id in at_fault and getattr(KINDS.get(r.ability_kind), "is_boss", None)
           for r in scen.roles):  # a boss card whose params are at fault: whether it is
        ids.add(BOSS_WORD)  # the boss cannot be read; said once, there
    out: list[tuple[str, str]] = []
    for i, r in enumerate(scen.roles):
        for name, value in r.params.items():
            for x in _role_ids_in(name, value, frozenset(ROLE_ID_PARAMS)):
                if x not in ids:
                    out.append((f"roles.{i}.params.{name}",
                                f"{x!r} is no role of this file{did_you_mean(x, ids)}"))
            if name in ("exempt", "wakes_after"):  # a kind, a step: as a map's (CF60-5)
                named = named_problem(scen, name, value)
                if named is not None:
                    out.append((f"roles.{i}.params.{name}", named))
    return out


def _role_ids_in(name: str, value: Any, listed: frozenset[str]) -> list[str]:
    """The role ids a role's parameter ``name`` names (``listed``:
    :data:`abilities.registry.ROLE_ID_PARAMS`), a team option's (``options``' params) too."""
    if name == "reads" and isinstance(value, dict):
        return [k for k in value if isinstance(k, str)]
    if name == "antidote" and isinstance(value, dict):  # the card the antidote passes to
        to = value.get("transfer_to")
        return [to] if isinstance(to, str) else []
    if name == "named_sets" and isinstance(value, dict):
        return [x for v in value.values() for x in _role_ids_in("eligible", v, listed)]
    if name == "options" and isinstance(value, list):
        return [x for o in value if isinstance(o, dict) and isinstance(o.get("params"), dict)
                for n, v in o["params"].items() for x in _role_ids_in(n, v, listed)]
    if not isinstance(value, list) or not (name in listed or name == "eligible"):
        return []
    out = [x if isinstance(x, str) else x.get("role") if isinstance(x, dict) else None
           for x in value]
    return [x for x in out if isinstance(x, str)]


def _counter_name_problems(i: int, params: Any) -> list[tuple[str, str]]:
    """The counters a role's params name (``tracker`` and every ``…_tracker``: a use count,
    a list of links, the last pick), each under a name of its own: two of them under one
    name wrote a list over a count (a random club file's kadkhoda crashed a night's end)."""
    seen: dict[str, str] = {}
    out: list[tuple[str, str]] = []
    for field in type(params).model_fields:
        value = getattr(params, field)
        if not (field == "tracker" or field.endswith("_tracker")) or not isinstance(value, str):
            continue
        if value in seen:
            out.append((f"roles.{i}.params.{field}", f"the counter {value!r} is already "
                        f"{seen[value]}: each counter needs a name of its own"))
        seen.setdefault(value, field)
    return out


def _file_rule_problems(scen: Scenario) -> list[tuple[str, str]]:
    """The file's ``[[house_rules]]``: see :func:`file_rules.file_rule_problems`."""
    from .file_rules import file_rule_problems

    return file_rule_problems(scen)


def _reference_kinds(scen: Scenario) -> list[tuple[str, str]]:
    """The reference roster as (ability kind, side) pairs, sorted: what a renamed copy keeps."""
    return sorted((scen.kind_of(r), scen.side_of(r)) for r in scen.roster.reference
                  if scen.has_role(r))


def booklet_scenario(scen: Scenario) -> bool:
    """True when ``scen`` is a scenario of the seed documents as the app ships it (its
    file one of the shipped ones of ``group = "booklet"``, :func:`seed_ids`): its
    defaults are the booklet's. False for a club scenario, shipped or the club's own
    (whatever group its file says)."""
    return bool(scen.id in seed_ids() and scen.path
                and Path(scen.path).parent == scenarios_dir())


def _is_seed_reference(scen: Scenario) -> bool:
    """True when ``scen``'s reference roster is one of the seeds' own (a shipped scenario's
    file, or a copy of one with its roles renamed: the same kinds and sides, rules_spec 6.10
    S16), the exception ``ratio_enforcement = allow_reference_rosters`` allows (A65)."""
    shipped = scenarios_dir()
    if booklet_scenario(scen):
        return True
    mine = _reference_kinds(scen)
    for sid in seed_ids():
        try:
            seed = load_scenario(sid, str(shipped / f"{sid}.toml"))
        except ScenarioError:
            continue
        if seed.reference_size == scen.reference_size and _reference_kinds(seed) == mine:
            return True
    return False


def together_problems(scen: Scenario) -> list[tuple[str, str]]:
    """The file's defaults of the house rules on one role (its own and the section-7 rules
    it binds), each sound alone, laid over the role's params together and refused by its
    kind's model (:func:`file_rules.params_clash`, the check a game's setup makes of its
    chosen rules, HR106-1): one fault, at the first entry on that role."""
    from .file_rules import params_clash

    clash = params_clash(scen)
    if clash is None:
        return []
    at = next((i for i, e in enumerate(scen.file_rules) if e.role == clash.role), 0)
    keys = ", ".join(repr(k) for k in clash.keys)
    return [(f"house_rules.{at}.default", f"the defaults of the house rules {keys} on the "
             f"role {clash.role!r} cannot be played together: {clean_reason(clash.reason)}")]


def preset_together_problems(scen: Scenario) -> list[tuple[str, str]]:
    """Each preset of the file (``[presets.<name>]``) as the house-rules screen applies it
    (the file's defaults with the preset's values on top, :meth:`Scenario.preset_rules`)
    whose house rules on one role its kind refuses together (:func:`file_rules.
    params_clash`, the check a game's setup makes of its chosen rules, HR106-1): one fault
    per such preset, at the first of that role's rules the preset sets (HR107-2: a preset
    no game can start with is the file's fault, refused by the loader as its defaults are).
    Asked of a file sound in every other way (each value alone, the defaults together)."""
    from .file_rules import params_clash

    out: list[tuple[str, str]] = []
    defaults = scen.default_house_rules()
    for name in scen.presets:
        chosen = scen.preset_rules(name)
        clash = params_clash(scen, {**defaults, **chosen})
        if clash is None:
            continue
        at = next((k for k in clash.keys if k in chosen), None)
        keys = ", ".join(repr(k) for k in clash.keys)
        out.append((f"presets.{name}.rules.{at}" if at is not None else f"presets.{name}",
                    f"the preset {name!r} sets the house rules {keys} on the role "
                    f"{clash.role!r} to values that cannot be played together: "
                    f"{clean_reason(clash.reason)}"))
    return out


def _preset_problems(scen: Scenario) -> list[tuple[str, str]]:
    """A preset may only set house rules of section 7 in the scenario's scope, or its own,
    to values the engine accepts: a key outside the scope is refused as in a game script
    (rules_spec 6.10 S14: "the same way in every scenario, shipped or a club's file, in a
    game script and in a scenario file's presets"; it was left out when the preset was
    used: CF46-8)."""
    from .house_rules import resolve, spec_keys

    out: list[tuple[str, str]] = []
    defaults = scen.default_house_rules()
    own = scen.own_house_rules()
    renamed = spec_keys(own)
    for name, preset in scen.presets.items():
        for key, value in preset.rules.items():
            where = f"presets.{name}.rules.{key}"
            if key not in REGISTRY and key not in own:
                out.append((where, f"unknown house rule {key!r}"))
                continue
            if key not in defaults and key not in own and key not in renamed and not (
                    roles_at_fault(scen)):  # a role's scope cannot be read: said there
                out.append((where, f"{key!r} does not apply to this scenario's roles "
                                   "(house_rule_not_in_scenario, rules_spec 6.10 S14)"))
                continue
            try:
                if key in defaults:
                    resolve(scen.family, defaults, {key: value}, scen.id, own)
                elif not REGISTRY[key].check(value):
                    raise IllegalAction("bad_script", detail="bad_house_rule_value")
            except IllegalAction as exc:
                out.append((where, f"{value!r} is not allowed ({exc.facts.get('detail')})"))
        for key in preset.sources:
            if key not in preset.rules:
                out.append((f"presets.{name}.sources.{key}", f"{key!r} is not set by the preset"))
    return out


def _win_problems(scen: Scenario, dealt: set[str]) -> list[tuple[str, str]]:
    """The win rule must be a kind the engine has, with the parameters it needs, naming
    independent roles of the roster."""
    from .abilities.registry import WIN_KINDS

    win = scen.win
    if win.kind not in WIN_KINDS:
        return [("win.kind", f"unknown win kind {win.kind!r}{did_you_mean(win.kind, WIN_KINDS)}"
                 "; the engine has: "
                 + ", ".join(sorted(WIN_KINDS)))]
    out: list[tuple[str, str]] = []
    needs_alone = WIN_KINDS[win.kind].needs_alone
    if needs_alone and win.alone is None:
        out.append(("win.alone", f"the win kind {win.kind!r} needs the independent who "
                    "wins alone"))
    if not needs_alone and win.alone is not None:
        out.append(("win.alone", f"the win kind {win.kind!r} has no independent who wins "
                    "alone"))
    named = [("alone", [win.alone] if win.alone else []), ("non_mafia", win.non_mafia),
             ("chosen_side", win.chosen_side)]
    for field, roles in named:
        for i, role in enumerate(roles):
            where = f"win.{field}" + ("" if field == "alone" else f".{i}")
            if not scen.has_role(role):
                out.append((where, f"unknown role {role!r}"))
            elif role not in dealt:
                out.append((where, f"the role {role!r} is not in the roster"))
            elif scen.side_of(role) != "independent":
                out.append((where, f"the role {role!r} is not an independent"))
    return out


#: Caps on a scenario file (like every reader of the app: issue 12, item 11). A real file is
#: about 12 KiB with some 300 keys, 30 tables, dotted keys of 3 parts and 3 levels of nesting.
MAX_FILE_BYTES = 256 * 1024
MAX_DEPTH = 12
#: Caps on the work of reading one file, checked on its text before the TOML parser runs
#: (issue 20, item 6): the parser's cost grows with the square of a dotted key's parts
#: (25 000 parts took minutes), and the faults to collect grow with the keys and items.
MAX_KEY_PARTS = MAX_DEPTH
MAX_KEYS = 5000
MAX_TABLES = 1000
MAX_ITEMS = 20_000
#: Most faults of one file kept (a last fault says how many more there were).
MAX_FAULTS = 100


@dataclass(frozen=True)
class Fault:
    """One fault of a scenario file: the file, the field path (dotted, empty for the whole
    file), the reason (English), and the line where the TOML parser gives one. A fault the
    model found also keeps pydantic's error ``kind`` (``missing``, ``extra_forbidden``,
    ``int_type``…; empty for the loader's own checks) and, for an unknown field, the field
    name it is nearest to (``hint``): the window says the common kinds in the narrator's
    language (``messages.scenario_fault_text``, SC107-4)."""

    file: str
    field: str
    reason: str
    line: int | None = None
    kind: str = ""
    hint: str = ""

    def __str__(self) -> str:
        where = self.file + (f":{self.line}" if self.line else "")
        return f"{where}: {self.field}: {self.reason}" if self.field else f"{where}: {self.reason}"


def _depth(value: Any, level: int = 0) -> int:
    if level > MAX_DEPTH:
        return level
    if isinstance(value, dict):
        return max([_depth(v, level + 1) for v in value.values()] or [level + 1])
    if isinstance(value, list):
        return max([_depth(v, level + 1) for v in value] or [level + 1])
    return level


#: The TOML text in tokens, as the parser splits it: a string or a bare word (a key part or
#: a scalar: ``a``, ``1``, ``1979-05-27T07:32:00``) is one token, then comments, blanks,
#: line ends and the punctuation that makes keys, tables and items. Multi-line strings end
#: at the first unescaped closing quotes plus at most two more quotes (as tomllib reads them).
_TOML_TOKEN = re.compile(
    # No possessive quantifier or atomic group: Debian 12's Python (3.11.2) matches them
    # wrongly (fixed in later 3.11 releases), and the scan then missed whole tables. Each
    # repetition's branches start with different characters and nothing after it can fail,
    # so plain greedy repetition never backtracks far.
    r'''(?P<word>"""(?:[^"\\]|\\[\s\S]|"(?!""))*(?:"""(?:"{0,2})|\Z)'''
    r"""|'''[\s\S]*?(?:'''(?:'{0,2})|\Z)"""
    r'''|"(?:[^"\\\n]|\\.)*"?'''
    r"""|'[^'\n]*'?"""
    r"""|[A-Za-z0-9_+:-]+)"""
    r"""|(?P<blank>(?:[ \t\r]|\#[^\n]*)+)"""
    r"""|(?P<newline>\n(?:[ \t\r\n]|\#[^\n]*)*)"""
    r"""|(?P<close>[\]}]+)"""
    r"""|(?P<mark>[.\[{=,])"""
    r"""|(?P<other>[^A-Za-z0-9_+:\-"'\#\s.\[{=,\]}]+|\s)""",
)


def toml_work_problem(text: str) -> tuple[str, int] | None:
    """Why the TOML ``text`` would cost too much to read, with its line (from 1), or None.

    A scan of the text in one pass, before the parser: a dotted key or a table name of more
    than :data:`MAX_KEY_PARTS` parts, values nested deeper than :data:`MAX_DEPTH`
    (arrays, inline tables), more than :data:`MAX_KEYS` keys (``=``), :data:`MAX_TABLES`
    table headers (``[x]``, ``[[x]]``) or :data:`MAX_ITEMS` items (``,``). Strings and
    comments are skipped as the parser skips them, so a valid file is counted exactly; an
    invalid one may be refused here for its size instead of for its first syntax error.
    """
    keys = items = parts = 0
    dot = False
    line_start = True
    nest = _Nesting()
    for m in _TOML_TOKEN.finditer(text):
        kind = m.lastgroup
        if kind == "blank":
            continue
        if kind == "newline":
            line_start, parts, dot, nest.header = True, 0, False, False
            continue
        first, line_start = line_start, False
        if kind == "word":
            parts = parts + 1 if dot else 1
            dot = False
            if parts > MAX_KEY_PARTS:
                return (f"a dotted key or table name of more than {MAX_KEY_PARTS} parts",
                        _line_of(text, m.start()))
            continue
        mark = m.group()
        if mark == ".":
            dot = True
            continue
        parts, dot = 0, False
        if mark == "=":
            keys += 1
            if keys > MAX_KEYS:
                return f"more than {MAX_KEYS} keys", _line_of(text, m.start())
        elif mark == ",":
            items += 1
            if items > MAX_ITEMS:
                return (f"more than {MAX_ITEMS} items in arrays and inline tables",
                        _line_of(text, m.start()))
        else:
            why = nest.bracket(kind, mark, m, first)
            if why is not None:
                return why, _line_of(text, m.start())
    return None


def _line_of(text: str, at: int) -> int:
    """The line (from 1) of the character at ``at`` of ``text``."""
    return text.count("\n", 0, at) + 1


class _Nesting:
    """The brackets :func:`toml_work_problem` has seen: how deep the values are nested
    (arrays, inline tables), how many table headers there were, and whether a header's
    name is being read now (its brackets are not nesting)."""

    __slots__ = ("depth", "tables", "header", "header_end")

    def __init__(self) -> None:
        self.depth = self.tables = self.header_end = 0
        self.header = False

    def bracket(self, kind: str | None, mark: str, m: re.Match[str], first: bool
                ) -> str | None:
        """Count the token ``mark`` (a closing run, an opening ``[`` or ``{``, or any other
        punctuation of ``kind`` ``other``; ``first`` on its line): why the text is too
        much (too deep, too many tables), else None."""
        if kind == "close":
            if self.header:  # the end of a table header (its brackets are not nesting)
                self.header = False
            else:
                self.depth = max(0, self.depth - len(mark))
        elif kind == "other":
            self.header = False
        elif mark == "[" and self.header and m.start() == self.header_end:
            return None  # ``[[x]]``: an array of tables
        elif mark == "[" and first and self.depth == 0:
            self.header, self.header_end = True, m.end()
            self.tables += 1
            if self.tables > MAX_TABLES:
                return f"more than {MAX_TABLES} tables"
        elif mark in "[{":
            self.depth += 1
            if self.depth > MAX_DEPTH:
                return f"nested deeper than {MAX_DEPTH} levels"
        return None


def read_scenario_file(path: str | Path) -> tuple[Scenario | None, list[Fault]]:
    """Read and validate one scenario file: the scenario, or None and its faults (at most
    :data:`MAX_FAULTS`, the last one saying how many more there were).

    Never raises for a bad file, and never opens one that is not a regular file (a FIFO, a
    folder, a device, a link to one of those: :func:`readers.read_regular_file`). Refused:
    a file over :data:`MAX_FILE_BYTES`, bad UTF-8 (a leading byte-order mark is dropped),
    text that would cost too much to parse (:func:`toml_work_problem`, with its line), bad
    TOML (with its line), nesting deeper than :data:`MAX_DEPTH`, a field of the wrong type
    or value (each with its field path), and the play faults of :func:`scenario_problems`.
    """
    scen, faults, _ = _read_scenario(Path(path))
    return scen, faults


def _read_scenario(file: Path) -> tuple[Scenario | None, list[Fault], str | None]:
    """:func:`read_scenario_file`, with the id the file declares (its top-level ``id`` once
    read as TOML, when it is a scenario id; None before): a refused club file is listed
    under it (:func:`judge_scenario_file`, CF49-5), the file read once."""
    from .readers import ReadRefused, decode_utf8, read_regular_file

    name = str(file)
    try:
        raw = read_regular_file(file, MAX_FILE_BYTES)
        text = decode_utf8(raw)
    except ReadRefused as exc:
        reason = exc.reason
        if os.path.islink(file):  # say that it is a link, and to what
            reason = (f"a link to nothing readable ({reason})" if reason.startswith("cannot")
                      else reason.replace("(a ", "(a link to a ", 1))
        return None, [Fault(name, "", reason)], None
    file_sha = hashlib.sha256(raw).hexdigest()
    known = _known_valid(file_sha, name)
    if known is not None:
        return known, [], known.id
    problem = toml_work_problem(text)
    if problem is not None:
        return None, [Fault(name, "", f"not read: {problem[0]}", problem[1])], None
    try:
        data = tomllib.loads(text)
    except tomllib.TOMLDecodeError as exc:
        m = re.search(r"\(at line (\d+), column (\d+)\)", str(exc))
        line = int(m.group(1)) if m else None
        return None, [Fault(name, "", f"not valid TOML: {exc}", line)], None
    except (ValueError, RecursionError, MemoryError) as exc:
        return None, [Fault(name, "", f"not valid TOML: {type(exc).__name__}")], None
    if _depth(data) > MAX_DEPTH:
        return None, [Fault(name, "", f"nested deeper than {MAX_DEPTH} levels")], None
    parsed = dict(data)
    scen, faults = _validated(name, data, file_sha, line_index(text))
    if scen is not None:
        scenario_cache.remember(file_sha, parsed)
    own = data.get("id")
    declared = own if isinstance(own, str) and SCENARIO_ID_PATTERN.fullmatch(own) else None
    return scen, faults, declared


def _validated(name: str, data: dict[str, Any], file_sha: str,
               index: dict[tuple[Any, ...], int]) -> tuple[Scenario | None, list[Fault]]:
    """:func:`read_scenario_file`'s reading of the parsed file ``data`` (``index``: each
    path's line): its texts (:func:`_control_problems`), the model, then the play faults of
    :func:`scenario_problems`; the scenario, or None and its faults."""
    controls = _control_problems(data)
    if controls:  # every text of the file, the model's or not (its sources too: CF49-7)
        return None, _faults(name, controls, data, index)
    data["sha256"] = file_sha
    data["path"] = name
    try:
        scen = Scenario.model_validate(data)
    except ValidationError as exc:
        errors = exc.errors(include_url=False, include_context=False)
        found: list[tuple[Any, ...]] = [
            (toml_loc(tuple(err["loc"])), pydantic_reason(Scenario, dict(err)),
             str(err.get("type", "")), field_hint(Scenario, dict(err))) for err in errors]
        return None, _faults(name, found + _play_faults_mended(data, errors), data, index)
    except (ValueError, RecursionError) as exc:  # pragma: no cover - defensive
        return None, [Fault(name, "", f"invalid: {clean_reason(type(exc).__name__)}")]
    found = [(split_path(f), r) for f, r in _problems_of(scen)]
    if found:
        return None, _faults(name, found, data, index)
    return scen, []


def _control_problems(data: Any, loc: tuple[Any, ...] = ()) -> list[tuple[tuple[Any, ...], str]]:
    """Each text of the read file (a value or a key, at any depth) with a control
    character other than a line break or a tab, or a lone surrogate
    (:func:`readers.text_problem`): ``(path, reason)``. A scenario's texts are printed on
    cards, shown in tooltips and read aloud (an auditor's file had NUL and BEL in a
    preset's sources: CF49-7, CF49-18). The walk is bounded by the file's depth cap."""
    out: list[tuple[tuple[Any, ...], str]] = []
    if isinstance(data, str):
        problem = text_problem(data, allow="\n\t")
        if problem is not None:
            out.append((loc, problem))
    elif isinstance(data, dict):
        for k, v in data.items():
            problem = text_problem(str(k), allow="")
            if problem is not None:
                out.append(((*loc, k), f"the key: {problem}"))
            out += _control_problems(v, (*loc, k))
    elif isinstance(data, list):
        for i, v in enumerate(data):
            out += _control_problems(v, (*loc, i))
    return out


def _problems_of(scen: Scenario) -> list[tuple[str, str]]:
    """:func:`scenario_problems`, never raising: a check that fails on a file the model
    took (a kind's hook reading params still at fault) is itself a fault of that file, so
    one bad club file costs only itself (a bad potion's params crashed its whole folder:
    CF46-29)."""
    try:
        return scenario_problems(scen)
    except (ValueError, KeyError, TypeError, AttributeError, LookupError,
            RecursionError) as exc:
        return [("", f"cannot be checked: {clean_reason(type(exc).__name__)}: "
                     f"{clean_reason(str(exc))[:300]}")]


def _known_valid(file_sha: str, name: str) -> Scenario | None:
    """The scenario of a file whose bytes (SHA-256 ``file_sha``) were found valid before
    under this engine (:mod:`.scenario_cache`, the window's), validated again by the model
    from the kept parse, at ``name``; None when none was kept or the model refuses it."""
    data = scenario_cache.cached_data(file_sha)
    if data is None:
        return None
    data["sha256"] = file_sha
    data["path"] = name
    try:
        return Scenario.model_validate(data)
    except (ValidationError, ValueError, RecursionError):
        return None


def _play_faults_mended(data: dict[str, Any], errors: list[Any]) -> list[tuple[tuple, str]]:
    """The play faults (:func:`scenario_problems`) of the file with the fields the model
    refused mended (:func:`scenario_check.mended`), but none about what was mended (the
    same role or table): found with the model's faults, every fault is listed at once."""
    fixed = None if any(tuple(e["loc"])[:1] == ("format",) for e in errors) else mended(
        data, errors, Scenario)
    if fixed is None:
        return []
    try:
        scen = Scenario.model_validate(fixed[0])
    except (ValidationError, ValueError, RecursionError):
        return []
    touched = {toml_loc(t) for t in fixed[1]}
    found = [(split_path(f), r) for f, r in _problems_of(scen)]
    return [(loc, r) for loc, r in found if toml_loc(loc[:2]) not in touched]


def _faults(name: str, found: list[tuple[Any, ...]], data: dict[str, Any],
            index: dict[tuple[Any, ...], int]) -> list[Fault]:
    """Faults of the file ``name`` (``found``: model path, reason, and for a model's fault
    its error kind and hint), each with its line and its path by role id, in the file's
    order (at most :data:`MAX_FAULTS`, the last one saying how many more there were)."""
    faults = [Fault(name, display_path(loc, data), reason, line_of(loc, index), *extra)
              for loc, reason, *extra in found]
    faults.sort(key=lambda f: f.line or 0)
    if len(faults) > MAX_FAULTS:
        more = len(faults) - MAX_FAULTS
        faults = faults[:MAX_FAULTS] + [Fault(name, "", f"and {more} more faults")]
    return faults


def scenarios_dir() -> Path:
    """The folder of the scenario files shipped with the app."""
    from ..paths import resource_path

    return resource_path("scenarios")


#: A scenario id: the stem of its file, lowercase letters, digits and ``_``.
SCENARIO_ID_PATTERN = re.compile(r"[a-z][a-z0-9_]{0,63}")


def scenario_file(scenario_id: object) -> Path:
    """``scenarios/<scenario_id>.toml``, built only from a valid id
    (:data:`SCENARIO_ID_PATTERN`: never ``../x`` nor an absolute path).

    Raises:
        ScenarioError: the id does not match the pattern (nothing is read).
    """
    if not isinstance(scenario_id, str) or not SCENARIO_ID_PATTERN.fullmatch(scenario_id):
        raise ScenarioError(repr(scenario_id)[:80], "", "not a valid scenario id")
    return scenarios_dir() / f"{scenario_id}.toml"


# ---------------------------------------------------------------------------------------
# the catalogue: which scenario files there are, and which of them can be played
# ---------------------------------------------------------------------------------------
#: Files of ``scenarios/`` that are data, not scenarios (by name without ``.toml``): the
#: texts of the last-move cards (rules_spec 4). Their names are reserved.
SHIPPED_DATA_FILES = ("last_move_cards",)
#: Most files of one club folder read (the others are listed as one refused entry).
MAX_CLUB_FILES = 200

#: Folders of a club's own scenario files (the user data folder's ``scenarios/``, and
#: ``--scenarios DIR``), searched after the shipped ones; set by :func:`use_club_folders`.
_club_folders: list[Path] = []
#: The catalogue once read (None until then), the count of :func:`use_club_folders` calls
#: (a catalogue read for older folders is not kept), and the locks: ``_state_lock`` guards
#: the three, ``_reading_lock`` lets one thread read the files at a time.
_catalogue: tuple[CatalogueEntry, ...] | None = None
_generation = 0
_state_lock = threading.Lock()
_reading_lock = threading.Lock()


def use_club_folders(folders: Iterable[str | Path]) -> None:
    """Take the club's scenario files from ``folders`` (replacing any earlier list); the
    catalogue is read again when next asked for."""
    with _state_lock:
        _club_folders[:] = [Path(f) for f in folders]
    forget_catalogue()


def forget_catalogue() -> None:
    """Read the scenario files again when the catalogue is next asked for (files were added,
    changed or removed); a reading under way is not kept."""
    global _catalogue, _generation
    with _state_lock:
        _catalogue = None
        _generation += 1
    load_scenario.cache_clear()
    shipped_entries.cache_clear()
    seed_ids.cache_clear()
    _shipped_words.cache_clear()


def user_scenarios_folder() -> Path:
    """The club's scenario folder in the user's data folder: ``<data>/scenarios``
    (:func:`.folders.user_scenarios_folder`)."""
    from .folders import user_scenarios_folder as folder

    return folder()


def club_folders() -> list[Path]:
    """The folders :func:`use_club_folders` set (a copy)."""
    with _state_lock:
        return list(_club_folders)


@dataclass(frozen=True)
class CatalogueEntry:
    """One scenario file the app knows: its id (the file's ``id``, else the file's name),
    the file, ``shipped`` or ``club``, and why it is refused (None when it can be played:
    the first of ``faults``). A club file that can be played carries its validated
    ``scenario`` (read once, when the catalogue was)."""

    id: str
    path: str
    origin: str
    refused: str | None = None
    faults: tuple[Fault, ...] = dataclass_field(default=(), compare=False, repr=False)
    scenario: Scenario | None = dataclass_field(default=None, compare=False, repr=False)


@cache
def shipped_entries() -> tuple[CatalogueEntry, ...]:
    """The catalogue's shipped scenario files (no file is read: the name is the id; a
    shipped file is validated when loaded), without the data files
    (:data:`SHIPPED_DATA_FILES`)."""
    return tuple(
        CatalogueEntry(f.stem, str(f), "shipped")
        for f in sorted(scenarios_dir().glob("*.toml"))
        if f.stem not in SHIPPED_DATA_FILES
    )


@cache
def seed_ids() -> tuple[str, ...]:
    """The ids of the shipped scenarios of the seed documents (``group = "booklet"``), in
    their ``order``: read from the files' own words (a file that cannot be read is left
    out: it is refused when loaded)."""
    found = []
    for e in shipped_entries():
        words = _shipped_words(e.path)
        if words is not None and words[0]:
            found.append((words[1], e.id))
    return tuple(sid for _order, sid in sorted(found))


@cache
def _shipped_words(path: str) -> tuple[bool, Any, ScenarioHeading | None] | None:
    """What the catalogue lists a shipped file by, from its own words, read once (a shipped
    file does not change while the app runs): whether it is of the seed documents
    (``group = "booklet"``), its ``order``, and its heading when the scenario cache keeps
    a parse of it (:func:`scenario_heading`; None when none is kept: a parse read here is
    not validated). None when the file cannot be read."""
    try:
        raw = Path(path).read_bytes()
        data = scenario_cache.cached_data(hashlib.sha256(raw).hexdigest())
        kept = data is not None
        if data is None:
            data = tomllib.loads(raw.decode("utf-8"))
    except (OSError, UnicodeDecodeError, tomllib.TOMLDecodeError):
        return None
    return (data.get("group") == "booklet", data.get("order", 0),
            _heading_in(data) if kept else None)


def scenario_group(entry: CatalogueEntry) -> str:
    """The New game dialog's group of a catalogue entry that can be played: ``booklet``
    (the seed documents' scenarios), ``club`` (the club scenarios the app ships), ``own``
    (the club's own files)."""
    if entry.origin != "shipped":
        return "own"
    return "booklet" if entry.id in seed_ids() else "club"



@dataclass(frozen=True)
class ScenarioHeading:
    """What the New game dialog lists of a scenario before it is chosen: its name in both
    languages and the table sizes it allows (``roster.min_players`` .. ``max_players``)."""

    name: Text
    min_players: int
    max_players: int


def scenario_heading(entry: CatalogueEntry) -> ScenarioHeading:
    """The heading of a catalogue entry that can be played, without validating every
    scenario of the list (issue 25; decisions SU25-2): a club file's from the scenario the
    catalogue validated; a shipped file found valid before under this engine
    (:mod:`.scenario_cache`, the window's) from the parse kept of it, the same words and
    sizes the model reads — it is validated when chosen (:func:`load_scenario`); any other
    from :func:`load_scenario`, which raises :class:`ScenarioError` as before."""
    scen = entry.scenario
    if scen is None and entry.origin == "shipped":
        heading = _kept_heading(entry.path)
        if heading is not None:
            return heading
    if scen is None:
        scen = load_scenario(entry.id)
    return ScenarioHeading(scen.name, scen.roster.min_players, scen.roster.max_players)


def _kept_heading(path: str) -> ScenarioHeading | None:
    """The heading in the scenario cache's kept parse of the shipped file at ``path``; None
    when nothing is kept for its bytes or the kept words are not a name and two sizes."""
    words = _shipped_words(path)
    return words[2] if words is not None else None


def _heading_in(data: dict[str, Any]) -> ScenarioHeading | None:
    """The name and sizes of a kept parse; None when they are not a text in both languages
    and two integers."""
    roster = data.get("roster")
    if not isinstance(roster, dict):
        return None
    low, high = roster.get("min_players"), roster.get("max_players")
    if type(low) is not int or type(high) is not int:
        return None
    try:
        name = Text.model_validate(data.get("name"))
    except ValidationError:
        return None
    return ScenarioHeading(name, low, high)


def reserved_ids() -> dict[str, str]:
    """The ids no club file may take, each with why: the shipped scenarios' (every shipped
    file's name) and the shipped data files' names (:data:`SHIPPED_DATA_FILES`, e.g.
    ``last_move_cards``)."""
    out = {e.id: "shipped" for e in shipped_entries()}
    out.update({name: "data" for name in SHIPPED_DATA_FILES})
    return out


def _id_refusal(scen_id: str, taken: dict[str, str]) -> str | None:
    """Why a club file may not take ``scen_id`` (``taken``: id → the file that has it, or
    ``data``/``shipped`` for a reserved id), or None."""
    owner = taken.get(scen_id)
    if owner is None:
        return None
    if owner == "data":
        return (f"{scen_id!r} is the name of a data file the app ships "
                f"({scen_id}.toml), not a scenario: give this file another id")
    if owner == "shipped":
        return (f"{scen_id!r} is the id of a shipped scenario, which wins: the shipped one "
                "is used; give this file another id")
    return (f"{scen_id!r} is already the id of {owner}, which is used: give this file "
            "another id")


def judge_scenario_file(path: str | Path, taken: dict[str, str] | None = None) -> CatalogueEntry:
    """The catalogue's verdict on one club scenario file: read and validated
    (:func:`read_scenario_file`), then refused if its id is reserved (:func:`reserved_ids`)
    or in ``taken`` (id → the earlier file that has it). This one function decides for the
    catalogue, the New game dialog, ``cards``, ``sheet``, ``cases`` and ``scenario check``.
    """
    file = Path(path)
    claimed = {**reserved_ids(), **(taken or {})}
    scen, faults, declared = _read_scenario(file)
    if scen is not None:
        reason = _id_refusal(scen.id, claimed)
        owner = claimed.get(scen.id, "")
        if reason is not None and owner in ("data", "shipped"):
            own = scenarios_dir() / f"{scen.id}.toml"
            if own.is_file() and own.resolve() == file.resolve():
                reason = None  # the shipped file itself (``scenario check scenarios/x.toml``)
        if reason is not None:
            faults = [Fault(str(file), "id", reason)]
    if faults:
        entry_id = scen.id if scen else declared or file.stem
        return CatalogueEntry(entry_id, str(file), "club", str(faults[0]), tuple(faults))
    assert scen is not None
    return CatalogueEntry(scen.id, str(file), "club", scenario=scen)


def _club_entries(folder: Path, taken: dict[str, str]) -> list[CatalogueEntry]:
    """Every ``*.toml`` of ``folder`` (by name), each judged (:func:`judge_scenario_file`):
    what is not a regular file (a FIFO, a folder, a link to neither) is listed as refused
    with its reason, never opened; beyond :data:`MAX_CLUB_FILES` one entry says how many
    files were not read. A folder that does not exist has none."""
    try:
        with os.scandir(folder) as it:
            names = sorted(e.name for e in it if e.name.endswith(".toml"))
    except FileNotFoundError:
        return []
    except OSError as exc:
        return [CatalogueEntry(folder.name, str(folder), "club",
                               f"{folder}: cannot read the folder: {exc.strerror or exc}")]
    out = []
    for name in names[:MAX_CLUB_FILES]:
        entry = judge_scenario_file(folder / name, taken)
        out.append(entry)
        if entry.refused is None:
            taken[entry.id] = entry.path
    if len(names) > MAX_CLUB_FILES:
        out.append(CatalogueEntry(folder.name, str(folder), "club",
                                  f"{folder}: {len(names) - MAX_CLUB_FILES} more scenario "
                                  f"files not read (at most {MAX_CLUB_FILES} a folder)"))
    return out


def scenario_catalogue() -> tuple[CatalogueEntry, ...]:
    """Every scenario file: the shipped ones (not the data files), then each club folder's
    ``*.toml``, read once (the next call answers from memory until
    :func:`use_club_folders`). A club file is refused with its reason when it cannot be
    read or played, when its id is reserved (a shipped scenario's, which wins, or a shipped
    data file's name) or an earlier club file has it (:func:`judge_scenario_file`).
    Safe to call from any thread; a second caller waits for the first one's reading."""
    global _catalogue
    with _reading_lock:
        with _state_lock:
            if _catalogue is not None:
                return _catalogue
            generation, folders = _generation, list(_club_folders)
        out = list(shipped_entries())
        taken: dict[str, str] = {}
        seen: set[str] = set()
        for folder in folders:
            real = os.path.realpath(folder)
            if real not in seen:  # a folder given twice (``--scenarios`` of the data folder)
                seen.add(real)
                out += _club_entries(folder, taken)
        result = tuple(out)
        with _state_lock:
            if generation == _generation:
                _catalogue = result
        return result


scenario_catalogue.cache_clear = forget_catalogue  # type: ignore[attr-defined]  # as before


def catalogue_in_background() -> Future[tuple[CatalogueEntry, ...]]:
    """:func:`scenario_catalogue` on a worker thread (a daemon: it never keeps the app
    open): a future that is done at once when the catalogue is already read. A window asks
    for it so that a large club folder does not freeze it."""
    future: Future[tuple[CatalogueEntry, ...]] = Future()
    with _state_lock:
        ready = _catalogue
    if ready is not None:
        future.set_result(ready)
        return future

    def read() -> None:
        try:
            future.set_result(scenario_catalogue())
        except BaseException as exc:  # noqa: BLE001 - handed to the waiting window
            future.set_exception(exc)

    threading.Thread(target=read, name="ravi-scenario-catalogue", daemon=True).start()
    return future


def find_scenario(scenario_id: str) -> CatalogueEntry | None:
    """The catalogue's entry for ``scenario_id``: a shipped scenario (no club file is read
    for it: a shipped id wins), else the club file that can be played with this id, else a
    refused file that has it (its ``refused`` says why); None when no file has the id."""
    for e in shipped_entries():
        if e.id == scenario_id:
            return e
    entries = [e for e in scenario_catalogue() if e.origin == "club" and e.id == scenario_id]
    return next((e for e in entries if e.refused is None), entries[0] if entries else None)


def check_scenario_file(path: str | Path) -> list[Fault]:
    """Every fault of one scenario file, empty when it can be used: the catalogue's
    verdict (:func:`judge_scenario_file`; for a file of a club folder, the one the
    catalogue gave it, so that an id an earlier club file has is refused too)."""
    file = Path(path)
    with _state_lock:
        in_club = any(file.parent.resolve() == f.resolve() for f in _club_folders)
    if in_club:
        for e in scenario_catalogue():
            if e.origin == "club" and Path(e.path).resolve() == file.resolve():
                return list(e.faults)
    return list(judge_scenario_file(file).faults)


@cache
def load_scenario(scenario_id: str, path: str | None = None) -> Scenario:
    """Load and validate the scenario ``scenario_id``: the shipped file
    ``scenarios/<scenario_id>.toml`` first, then a club file with that id the catalogue
    accepts (:func:`find_scenario`), or the file at ``path``.

    Raises:
        ScenarioError: an id that is not a scenario id (:func:`scenario_file`), no such
            scenario, a club file the catalogue refuses (its reason), or the file is
            unreadable, not TOML, or invalid; the message names the file and the field
            (every fault in ``faults``).
    """
    if path is None:
        file = scenario_file(scenario_id)
        entry = find_scenario(scenario_id)
        if entry is None:
            raise ScenarioError(scenario_id, "", "no such scenario (no shipped file and no "
                                "club file has this id)")
        if entry.refused is not None:
            first = entry.faults[0] if entry.faults else Fault(entry.path, "", entry.refused)
            raise ScenarioError(first.file, first.field, first.reason, list(entry.faults))
        if entry.scenario is not None:
            return entry.scenario
        file = Path(entry.path)
    else:
        file = Path(path)
    scen, faults = read_scenario_file(file)
    if scen is None:
        first = faults[0]
        raise ScenarioError(first.file, first.field, first.reason, faults)
    if scen.id != scenario_id and path is None:
        raise ScenarioError(str(file), "id", f"id {scen.id!r} does not match the file name")
    return scen


def scenario_or_none(scenario_id: str) -> Scenario | None:
    """:func:`load_scenario` of ``scenario_id``, or None when its file is missing or
    refused (an archive's or a statistic's game of a club file since removed: it is shown
    by what the game's own file says)."""
    try:
        return load_scenario(scenario_id)
    except ScenarioError:
        return None


def refused_scenarios() -> list[CatalogueEntry]:
    """The club's scenario files that cannot be used, each with its reason (an invalid
    file, not a regular file, or an id that is reserved or taken)."""
    return [e for e in scenario_catalogue() if e.refused is not None]


def playable_ids(entries: tuple[CatalogueEntry, ...] | list[CatalogueEntry]) -> list[str]:
    """Ids of the entries that can be played: the shipped ones (those of the spec first, in
    its order, then any other, by name), then the club's valid files."""
    entries = [e for e in entries if e.refused is None]
    shipped = {e.id for e in entries if e.origin == "shipped"}
    club = [e.id for e in entries if e.origin == "club"]
    return (
        [s for s in seed_ids() if s in shipped]
        + sorted(shipped - set(seed_ids()))
        + club
    )


def available_scenarios() -> list[str]:
    """Ids of the scenarios that can be played (:func:`playable_ids` of the catalogue)."""
    return playable_ids(scenario_catalogue())


def unavailable_reason(scenario_id: str) -> str:
    """Why ``scenario_id`` cannot be played, for a command's message: the catalogue's
    refusal of the file that has it, or that no file has it (with the playable ids)."""
    entry = find_scenario(scenario_id) if SCENARIO_ID_PATTERN.fullmatch(scenario_id) else None
    if entry is not None and entry.refused is not None:
        return f"scenario {scenario_id!r} is refused: {entry.refused}"
    return (f"unknown scenario {scenario_id!r}; choose one of: "
            + ", ".join(available_scenarios()))


class ScenarioError(Exception):
    """A scenario file that cannot be used: ``file``, ``field`` (dotted path), ``reason``,
    and every fault of the file (``faults``)."""

    def __init__(
        self, file: str, field: str, reason: str, faults: list[Fault] | None = None
    ) -> None:
        self.file, self.field, self.reason = file, field, reason
        self.faults = faults or [Fault(file, field, reason)]
        where = f"{file}: {field}" if field else file
        super().__init__(f"{where}: {reason}")


def scenario_info(scenario: Scenario) -> dict[str, Any]:
    """A small summary used by files and the window: id, names and reference size."""
    return {
        "id": scenario.id,
        "fa": scenario.name.fa,
        "en": scenario.name.en,
        "reference_size": scenario.reference_size,
    }


class CardDef(BaseModel):
    """A last-move card: id, names and the effect text read to the table (rules_spec 4)."""

    model_config = ConfigDict(defer_build=True, extra="forbid", frozen=True)
    id: str
    name: Text
    effect: Text
    source: str


class CardFile(BaseModel):
    model_config = ConfigDict(defer_build=True, extra="forbid", frozen=True)
    cards: list[CardDef]


@cache
def load_cards() -> dict[str, CardDef]:
    """The five last-move cards of ``scenarios/last_move_cards.toml``, by id.

    Raises:
        ScenarioError: the file is missing or a field is invalid (file and field named).
    """
    file = scenarios_dir() / "last_move_cards.toml"
    try:
        data = tomllib.loads(file.read_text("utf-8"))
        return {c.id: c for c in CardFile.model_validate(data).cards}
    except OSError as exc:
        raise ScenarioError(str(file), "", f"cannot read: {exc}") from exc
    except tomllib.TOMLDecodeError as exc:
        raise ScenarioError(str(file), "", f"not valid TOML: {exc}") from exc
    except ValidationError as exc:
        err = exc.errors()[0]
        raise ScenarioError(str(file), ".".join(map(str, err["loc"])), err["msg"]) from exc
