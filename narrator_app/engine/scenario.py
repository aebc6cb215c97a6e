"""Scenario files: roster, names, sides, night order, limits and house-rule defaults.

A scenario is data (``scenarios/<id>.toml``), validated by pydantic. Behaviour lives in the
engine's handlers, registered by role id. A bad file is refused with an error naming the
file and the field.
"""

from __future__ import annotations

import hashlib
import re
import tomllib
from functools import cache
from pathlib import Path
from typing import Any, Literal

from pydantic import BaseModel, ConfigDict, Field, ValidationError, model_validator

from .errors import IllegalAction
from .house_rules import REGISTRY, defaults_for

Side = Literal["mafia", "city", "independent"]
SCENARIO_IDS = (
    "godfather_nostradamus",
    "godfather_sherlock",
    "godfather_jack_sparrow",
    "mafia_nights",
    "zodiac",
    "classic",
)


class Text(BaseModel):
    """A text in both languages of the app."""

    model_config = ConfigDict(extra="forbid", frozen=True)
    fa: str
    en: str


class RoleDef(BaseModel):
    """One role of a scenario: its stable id, side, names and short ability text."""

    model_config = ConfigDict(extra="forbid", frozen=True)
    id: str
    side: Side
    name: Text
    ability: Text
    #: Counters (trackers) the role card starts with, by game-script tracker name.
    counters: dict[str, Any] = Field(default_factory=dict)
    #: The ability kind the engine plays this role by (:mod:`kinds`); the role's own id
    #: when not given (a new role id must name one).
    kind: str | None = None
    #: Labels of the counters for the trackers panel, by counter name, when the role's
    #: counters are not the shipped ones (``{bullets = {fa = "تیر", en = "bullets"}}``).
    counter_labels: dict[str, Text] = Field(default_factory=dict)

    @property
    def ability_kind(self) -> str:
        """The kind the engine knows this role by."""
        return self.kind or self.id


class StepDef(BaseModel):
    """One call of the night checklist.

    ``key`` is a role id (that role's holder is woken) or a team/narrator step:
    ``mafia`` (the team), ``mafia_meet`` (intro night), ``city_roles`` (intro-night gesture
    round), ``purchase_announcement``, ``bought_player``, ``kane_sacrifice``.
    """

    model_config = ConfigDict(extra="forbid", frozen=True)
    key: str
    say: Text
    gesture: Text
    #: The team's choices at the ``mafia`` step (``shot``, ``sixth_sense``, ``buy``); only
    #: these are offered and accepted (default: the shot alone).
    actions: list[Literal["shot", "sixth_sense", "buy"]] = Field(default_factory=list)


class Roster(BaseModel):
    """The named roles by side, the filler roles, and the seed reference roster."""

    model_config = ConfigDict(extra="forbid", frozen=True)
    mafia: list[str]
    city: list[str]
    independent: list[str]
    filler_city: str
    filler_mafia: str
    reference: list[str]
    min_players: int
    max_players: int


class Scenario(BaseModel):
    """A validated scenario file."""

    model_config = ConfigDict(extra="forbid", frozen=True)
    id: str
    family: Literal["gf", "mn", "zd"]
    name: Text
    reference_size: int
    first_phase: Literal["intro_day", "intro_night"]
    roles: list[RoleDef]
    roster: Roster
    intro_night: list[StepDef]
    night: list[StepDef]
    house_rules: dict[str, Any] = Field(default_factory=dict)
    #: Status inquiries the table may spend by day in a game (Zodiac: 2, S2:L111; A87).
    status_inquiries: int = Field(default=0, ge=0, le=10)
    #: Set by the loader: SHA-256 of the file's bytes, and its path.
    sha256: str = ""
    path: str = ""

    @model_validator(mode="after")
    def _check(self) -> Scenario:
        ids = {r.id for r in self.roles}
        for name in (
            *self.roster.mafia,
            *self.roster.city,
            *self.roster.independent,
            self.roster.filler_city,
            self.roster.filler_mafia,
            *self.roster.reference,
        ):
            if name not in ids:
                raise ValueError(f"roster names unknown role {name!r}")
        for key in self.house_rules:
            if key not in REGISTRY:
                raise ValueError(f"house_rules names unknown key {key!r}")
        problem = scenario_problem(self)
        if problem is not None:
            raise ValueError(problem)
        return self

    def kind_of(self, key: str) -> str:
        """The ability kind of a night step key: a role id's kind, any other key as it is."""
        r = self._roles_by_id().get(key)
        return r.ability_kind if r is not None else key

    def role_of_kind(self, kind: str) -> str:
        """The role id this scenario plays ``kind`` by (the kind itself when none)."""
        for r in self.roles:
            if r.ability_kind == kind:
                return r.id
        return kind

    def role(self, role_id: str) -> RoleDef:
        """The role definition of ``role_id``; raises KeyError if the scenario has none."""
        return self._roles_by_id()[role_id]

    def has_role(self, role_id: str) -> bool:
        return role_id in self._roles_by_id()

    def _roles_by_id(self) -> dict[str, RoleDef]:
        cache = self.__dict__.get("_by_id")
        if cache is None:
            cache = {r.id: r for r in self.roles}
            object.__setattr__(self, "_by_id", cache)  # frozen model: private cache
        return cache

    def mafia_actions(self) -> tuple[str, ...]:
        """The choices of this scenario's ``mafia`` night step (rules_spec 3.1.3, 3.4.4)."""
        for d in self.night:
            if d.key == "mafia":
                return tuple(d.actions) or ("shot",)
        return ("shot",)

    def side_of(self, role_id: str) -> str:
        return self.role(role_id).side

    def default_house_rules(self) -> dict[str, Any]:
        """Every house rule of section 7 that applies here, with this scenario's defaults."""
        return defaults_for(self.family, self.house_rules, self.id)

    def roster_for(
        self, n_players: int, ratio_enforcement: str = "allow_reference_rosters"
    ) -> list[str]:
        """The role ids to deal for ``n_players`` seats (rules_spec 1.6, 3.1.1).

        Mafia are filled up to ⌊N/3⌋ − independents (the one-third rule); the rest are the
        named city roles plus plain citizens. The seed reference roster is accepted as it is
        under ``allow_reference_rosters`` (A65).

        Raises:
            IllegalAction("bad_script", detail="too_few_players" | "too_many_players" |
                "ratio"): the roster cannot be built for this N.
        """
        r = self.roster
        if n_players < r.min_players:
            raise IllegalAction("bad_script", value=n_players, detail="too_few_players")
        if n_players > r.max_players:
            raise IllegalAction("bad_script", value=n_players, detail="too_many_players")
        if n_players == self.reference_size and ratio_enforcement == "allow_reference_rosters":
            return list(r.reference)
        n_mafia = n_players // 3 - len(r.independent)
        if n_mafia < len(r.mafia):
            raise IllegalAction("bad_script", value=n_players, detail="ratio")
        n_plain = n_players - n_mafia - len(r.independent) - len(r.city)
        return (
            list(r.mafia)
            + [r.filler_mafia] * (n_mafia - len(r.mafia))
            + list(r.city)
            + [r.filler_city] * n_plain
            + list(r.independent)
        )


    def check_roster(
        self, seats: list[str], ratio_enforcement: str = "allow_reference_rosters"
    ) -> None:
        """Refuse a dealt roster (role ids, seat 1 first) this scenario does not allow.

        Legal (rules_spec 1.6, 3.1.1; 6.9 S9): every named role exactly once, the other seats
        plain citizens or simple mafia (the filler roles), and mafia + independents at most
        one third of the table; the seed reference roster as it is under
        ``allow_reference_rosters`` (A65).

        Raises:
            IllegalAction("bad_script", detail="too_few_players" | "too_many_players" |
                "roster"): the roster is not allowed.
        """
        r = self.roster
        n = len(seats)
        if n < r.min_players:
            raise IllegalAction("bad_script", value=n, detail="too_few_players")
        if n > r.max_players:
            raise IllegalAction("bad_script", value=n, detail="too_many_players")
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


def scenario_problem(scen: Scenario) -> str | None:
    """Why a scenario's roles, steps and roster cannot be played, or None (issue 13: only
    kinds the engine has; night steps only for roles in the roster, each once; a roster
    within one third, rules_spec 1.6, except the seed reference roster, A65)."""
    from .kinds import KINDS, TEAM_STEPS

    roster = scen.roster
    dealt = {*roster.mafia, *roster.city, *roster.independent, roster.filler_city,
             roster.filler_mafia, *roster.reference}
    kinds_used: dict[str, str] = {}
    for i, r in enumerate(scen.roles):
        kind = r.ability_kind
        if kind not in KINDS:
            return f"roles.{i}.kind: unknown ability kind {kind!r} (the engine has: " + \
                ", ".join(sorted(KINDS)) + ")"
        if KINDS[kind].step or KINDS[kind].action:
            if kind in kinds_used:
                return (f"roles.{i}.kind: {r.id!r} and {kinds_used[kind]!r} both have the "
                        f"ability kind {kind!r}")
            kinds_used[kind] = r.id
    for table in ("intro_night", "night"):
        seen: set[str] = set()
        for i, step in enumerate(getattr(scen, table)):
            where = f"{table}.{i}.key"
            if step.key in seen:
                return f"{where}: the step {step.key!r} is listed twice"
            seen.add(step.key)
            if step.key in TEAM_STEPS:
                continue
            if not scen.has_role(step.key):
                return f"{where}: unknown step {step.key!r} (not a role of this scenario)"
            if step.key not in dealt:
                return f"{where}: the role {step.key!r} is not in the roster"
            if not KINDS[scen.kind_of(step.key)].step:
                return f"{where}: the role {step.key!r} has no night step"
            if step.actions:
                return f"{table}.{i}.actions: only the mafia step has actions"
    if len(roster.reference) != scen.reference_size:
        return (f"roster.reference: {len(roster.reference)} roles for reference_size "
                f"{scen.reference_size}")
    if not roster.min_players <= scen.reference_size <= roster.max_players:
        return "reference_size: outside min_players..max_players"
    sides = {r.id: r.side for r in scen.roles}
    bad_named = sum(1 for r in (*roster.mafia, *roster.independent) if sides.get(r) != "city")
    strict = scen.house_rules.get("ratio_enforcement") == "strict"
    for n in range(roster.min_players, roster.max_players + 1):
        if n == scen.reference_size and not strict:
            continue  # the seed reference roster is accepted as it is (A65)
        if bad_named > n // 3:
            return (f"roster: {bad_named} mafia and independent roles at a table of {n} "
                    f"(one third at most, rules_spec 1.6)")
    bad_ref = sum(1 for r in roster.reference if sides.get(r) != "city")
    if strict and bad_ref > scen.reference_size // 3:
        return "roster.reference: more than one third mafia and independent (rules_spec 1.6)"
    if sides.get(roster.filler_city) != "city" or sides.get(roster.filler_mafia) != "mafia":
        return "roster: filler_city must be a city role and filler_mafia a mafia role"
    return None


def scenarios_dir() -> Path:
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


@cache
def load_scenario(scenario_id: str, path: str | None = None) -> Scenario:
    """Load and validate ``scenarios/<scenario_id>.toml`` (or the file at ``path``).

    Raises:
        ScenarioError: the id is not a valid scenario id (:func:`scenario_file`), the file is
            missing, not TOML, or a field is invalid; the message names the file and the field.
    """
    file = Path(path) if path else scenario_file(scenario_id)
    try:
        raw = file.read_bytes()
    except OSError as exc:
        raise ScenarioError(str(file), "", f"cannot read: {exc.strerror or exc}") from exc
    try:
        data = tomllib.loads(raw.decode("utf-8"))
    except (UnicodeDecodeError, tomllib.TOMLDecodeError) as exc:
        raise ScenarioError(str(file), "", f"not valid TOML: {exc}") from exc
    data["sha256"] = hashlib.sha256(raw).hexdigest()
    data["path"] = str(file)
    try:
        scen = Scenario.model_validate(data)
    except ValidationError as exc:
        err = exc.errors()[0]
        field = ".".join(str(p) for p in err["loc"])
        raise ScenarioError(str(file), field, err["msg"]) from exc
    if scen.id != scenario_id and path is None:
        raise ScenarioError(str(file), "id", f"id {scen.id!r} does not match the file name")
    return scen


def available_scenarios() -> list[str]:
    """Ids of the scenario files shipped with the app (the files of the folder): those of
    the spec first, in its order, then any other file, by name."""
    present = {p.stem for p in scenarios_dir().glob("*.toml")} - {"last_move_cards"}
    return [s for s in SCENARIO_IDS if s in present] + sorted(present - set(SCENARIO_IDS))


class ScenarioError(Exception):
    """A scenario file that cannot be used: ``file``, ``field`` (dotted path) and ``reason``."""

    def __init__(self, file: str, field: str, reason: str) -> None:
        self.file, self.field, self.reason = file, field, reason
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

    model_config = ConfigDict(extra="forbid", frozen=True)
    id: str
    name: Text
    effect: Text
    source: str


class CardFile(BaseModel):
    model_config = ConfigDict(extra="forbid", frozen=True)
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
