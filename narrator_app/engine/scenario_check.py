"""``scenario check``: what a scenario file is refused for beyond its shape, and how each
fault is shown (issue 21 item 4).

Every fault of a file is listed at once, each with the file's line (where one is found) and
a path by role id (``roles.nato.uses``, not ``roles.6.uses``; night steps by their key),
without pydantic's «Value error,» prefix, and with «did you mean …» for a misspelt name.
:func:`more_problems` adds the refusals the model alone does not make: a role with a night
ability but no night step, a misspelt counter, a number written as a string in a role's
params or counters, house rules of another family or about a kind the roster lacks, two
roles of one kind that keeps counters or acts, a city role of a kind the seeds deal only to
the mafia, a role id that is another kind's name, and reserved ids.

The scenario is passed in (``scen``: a :class:`scenario.Scenario`); this module does not
import it (the scenario module uses this one).
"""

from __future__ import annotations

import re
import tomllib
import types
import typing
from functools import cache
from typing import Any

from pydantic import BaseModel

from .file_rules import bound_keys
from .house_rules import REGISTRY, applies_here, relevant
from .readers import did_you_mean

#: Role ids a file may not take: the game script's team and day keys, the narrator's own
#: steps, and the sides and winners' words (a role id is a key of a night entry and may
#: name a winner: game-script.md).
RESERVED_IDS = frozenset({
    "mafia", "withdraw", "mafia_meet", "city_roles", "purchase_announcement", "bought_player",
    "kane_sacrifice", "guns", "status_inquiry", "votes", "exit_votes", "lottery", "card",
    "chaos", "bomb", "city", "independent", "none", "lovers", "day", "night", "intro_day",
    "intro_night",
    # the day steps of the club scenarios' procedures and kinds (club_scenarios 3.12, 4.12,
    # 6.12): a role of that id had a night step no entry could record (CF46-38). ``mayor``
    # stays a role id: the Mayor decides under his id or ``mayor`` (rules_spec 6.10 S17)
    "terror", "election", "accused", "capo_gun", "interrogation",
})
_NUMBER = re.compile(r"[+-]?[0-9]+(\.[0-9]+)?")
_PREFIXES = ("Value error, ", "Assertion failed, ")


def clean_reason(msg: str) -> str:
    """A pydantic message without its «Value error,» / «Assertion failed,» prefix."""
    for p in _PREFIXES:
        if msg.startswith(p):
            return msg[len(p):]
    return msg


# ---------------------------------------------------------------------------------------
# lines and paths
# ---------------------------------------------------------------------------------------
_HEADER = re.compile(r"^\s*(\[\[?)\s*([A-Za-z0-9_.\"' -]+?)\s*\]\]?\s*(#.*)?$")
_KEY = re.compile(r"^\s*([A-Za-z0-9_-]+|\"[^\"]*\")\s*=")


def line_index(text: str) -> dict[tuple[Any, ...], int]:
    """Where each table and key of the TOML ``text`` starts: path → line (from 1). An
    array of tables' element is ``(name, i)``; a key ``(…, key)``; keys of an inline
    table share their key's line (its path's prefix)."""
    out: dict[tuple[Any, ...], int] = {}
    counts: dict[tuple[str, ...], int] = {}
    table: tuple[Any, ...] = ()
    for n, line in enumerate(text.splitlines(), start=1):
        m = _HEADER.match(line)
        if m:
            parts = tuple(p.strip().strip("\"'") for p in m.group(2).split("."))
            if m.group(1) == "[[":
                i = counts.get(parts, 0)
                counts[parts] = i + 1
                table = (*parts[:-1], parts[-1], i)
            else:
                table = parts
            out.setdefault(table, n)
            continue
        k = _KEY.match(line)
        if k:
            out.setdefault((*table, k.group(1).strip('"')), n)
    return out


def line_of(loc: tuple[Any, ...], index: dict[tuple[Any, ...], int]) -> int | None:
    """The line of the longest prefix of ``loc`` found in ``index`` (None: none)."""
    for end in range(len(loc), 0, -1):
        line = index.get(tuple(loc[:end]))
        if line is None:  # a number that is a key (``[roster.sizes]``'s ``10 = …``)
            line = index.get(tuple(str(p) for p in loc[:end]))
        if line is not None:
            return line
    return None


def _named(items: Any, i: int, field: str) -> str | None:
    """The ``field`` (a role's id, a step's key) of element ``i`` of ``items``, if any."""
    if isinstance(items, list) and 0 <= i < len(items) and isinstance(items[i], dict):
        v = items[i].get(field)
        if isinstance(v, str) and v:
            return v
    return None


def display_path(loc: tuple[Any, ...], data: dict[str, Any]) -> str:
    """``loc`` as the user reads it: roles by id, night steps by key, ``file_rules`` as the
    file's ``house_rules`` by key."""
    parts = [str(p) for p in loc]
    if len(loc) >= 2 and isinstance(loc[1], int):
        table = str(loc[0])
        field = {"roles": "id", "night": "key", "intro_night": "key",
                 "file_rules": "key", "house_rules": "key"}.get(table)
        source = "house_rules" if table == "file_rules" else table
        name = _named(data.get(source), loc[1], field) if field else None
        if table == "file_rules":
            parts[0] = "house_rules"
        if name is not None:
            parts[1] = name
    return ".".join(parts)


def split_path(path: str) -> tuple[Any, ...]:
    """A dotted path back to its parts, numbers as ints (the line index's keys)."""
    return tuple(int(p) if p.isdigit() else p for p in path.split(".")) if path else ()


def toml_loc(loc: tuple[Any, ...]) -> tuple[Any, ...]:
    """A model path as the file writes it (``file_rules`` is ``house_rules``)."""
    return ("house_rules", *loc[1:]) if loc and loc[0] == "file_rules" else loc


# ---------------------------------------------------------------------------------------
# «did you mean» for an unknown field
# ---------------------------------------------------------------------------------------
def _inner(tp: Any, part: Any) -> Any:
    """The type one step into ``tp`` along ``part`` (a field, an index or a key)."""
    if isinstance(tp, type) and issubclass(tp, BaseModel):
        f = tp.model_fields.get(str(part))
        return f.annotation if f is not None else None
    origin, args = typing.get_origin(tp), typing.get_args(tp)
    if origin in (typing.Union, types.UnionType):
        for a in args:
            got = _inner(a, part)
            if got is not None:
                return got
        return None
    if origin is list and args:
        return args[0]
    if origin is dict and len(args) == 2:
        return args[1]
    if origin is typing.Annotated and args:
        return _inner(args[0], part)
    return None


def fields_at(model: type[BaseModel], loc: tuple[Any, ...]) -> list[str]:
    """The field names of the model at ``loc`` under ``model`` (empty when not a model)."""
    tp: Any = model
    for part in loc:
        tp = _inner(tp, part)
        if tp is None:
            return []
    for a in (tp, *typing.get_args(tp)):
        if isinstance(a, type) and issubclass(a, BaseModel):
            return list(a.model_fields)
    return []


def pydantic_reason(model: type[BaseModel], err: dict[str, Any]) -> str:
    """The reason of one pydantic error, cleaned, with «did you mean» for an unknown field."""
    msg = clean_reason(err["msg"])
    loc = tuple(err["loc"])
    if err.get("type") == "extra_forbidden" and loc:
        allowed = [f for f in fields_at(model, loc[:-1]) if f not in ("sha256", "path")]
        msg = f"unknown field {loc[-1]!r}{did_you_mean(loc[-1], allowed)}"
    elif loc == ("format",):
        got = err.get("input")
        newer = isinstance(got, int) and not isinstance(got, bool) and got > 2
        msg = (f"format {got!r}: this Ravi reads formats 1 and 2"
               + (" (a newer Ravi wrote the file?)" if newer else " (a whole number)"))
    elif err.get("type") in ("int_type", "int_parsing") and isinstance(err.get("input"), str):
        msg = NUMBER_QUOTED if _numeric(err["input"]) else f"{err['input']!r} is not a number here"
    elif err.get("type") == "int_type" and isinstance(err.get("input"), bool):
        msg = "true or false where a whole number is wanted"
    elif err.get("type") == "int_type" and isinstance(err.get("input"), float):
        msg = f"{err['input']!r} is not a whole number"
    elif err.get("type") == "bool_type" and isinstance(err.get("input"), str):
        word = err["input"]
        msg = (quoted_reason(word, True) if word.strip().lower() in _BOOL_WORDS
               else f"{word!r} is not true or false")
    return msg


def field_hint(model: type[BaseModel], err: dict[str, Any]) -> str:
    """For an unknown field (pydantic's ``extra_forbidden``), the field of its table its
    name is nearest to (:func:`readers.nearest`), else ``""``."""
    from .readers import nearest

    loc = tuple(err.get("loc", ()))
    if err.get("type") != "extra_forbidden" or not loc:
        return ""
    allowed = [f for f in fields_at(model, loc[:-1]) if f not in ("sha256", "path")]
    return nearest(loc[-1], allowed) or ""


#: The words pydantic's lax reading takes as true or false: a role's params are read strictly
#: (an auditor's club file played ``per_night = true`` as 1: CF49-4), and such a word in quotes
#: is told as one.
_BOOL_WORDS = frozenset({"true", "false", "yes", "no", "on", "off", "1", "0", "t", "f", "y", "n"})


def _numeric(text: str) -> bool:
    try:
        float(text)
    except ValueError:
        return False
    return True


def quoted_reason(text: str, read: Any) -> str:
    """Why a value written as a string ``text`` is refused where the model read it as
    ``read`` (a number, or true/false: pydantic's lax reading of "2" and "yes"): the
    author wrote a quoted value for a field that takes none (an auditor's club file read
    "a number written as a string" for ``self = "yes"``, CF46-27)."""
    if isinstance(read, bool):
        return (f"{text!r} written as a string: this field is true or false (write it "
                "without quotes)")
    return NUMBER_QUOTED


#: The reason for a number written in quotes (a role's params, a counter).
NUMBER_QUOTED = "a number written as a string: write it without quotes"


# ---------------------------------------------------------------------------------------
# what the model does not refuse
# ---------------------------------------------------------------------------------------
def more_problems(scen: Any, seed_files: tuple[str, ...] = ()) -> list[tuple[str, str]]:
    """The refusals of ``scenario check`` beyond the model's (module docstring): ``(field
    path, reason)`` each, paths by index like the model's (shown by role id later).
    ``seed_files``: the seeds' scenario files (which kinds they deal only to the mafia)."""
    out: list[tuple[str, str]] = []
    out += _night_step_problems(scen)
    out += _counter_problems(scen)
    out += _house_rule_scope_problems(scen)
    out += _kind_problems(scen, seed_mafia_kinds(seed_files))
    out += _id_problems(scen, frozenset(seed_kinds(seed_files)))
    out += _team_part_problems(scen)
    from .abilities.registry import FILE_PROBLEMS

    for problems in FILE_PROBLEMS:  # the kinds' own (the decision's day key as a role id)
        out += problems(scen)
    return out


def _team_part_problems(scen: Any) -> list[tuple[str, str]]:
    """The team step's actions the roles' kinds bring (:attr:`Kind.team_parts`): one role
    each (a second role bringing the same action, ``nato`` twice, was never asked: only the
    first role's params played, CF50), and only a mafia role's (a city card's guess played
    in the mafia's step: club_scenarios 1.3 «the mafia step records exactly one of the
    scenario's team actions», the team's own)."""
    from .abilities.registry import KINDS, validate_params

    out: list[tuple[str, str]] = []
    brought: dict[str, str] = {}
    team_step = any(d.key == "mafia" for d in scen.night)
    for i, r in enumerate(scen.roles):
        k = KINDS.get(r.ability_kind)
        if k is None or k.team_parts is None:
            continue
        try:
            parts = k.team_parts(scen, r.id, validate_params(k.name, r.params))
        except (LookupError, ValueError, TypeError, AttributeError):
            continue  # its params are refused on their own (a house rule's path too)
        for part in parts:
            if not team_step:
                out.append((f"roles.{i}.kind", f"{r.id!r} brings the team action "
                            f"{part.key!r}, but the nights have no mafia step "
                            "([[night]] key = \"mafia\") to record it"))
            elif r.side != "mafia":
                out.append((f"roles.{i}.side", f"the kind {r.ability_kind!r} brings the "
                            f"action {part.key!r} to the mafia's team step; the {r.side} "
                            f"role {r.id!r} cannot hold it"))
            elif part.key in brought:
                named = k.params is not None and "team_action" in k.params.model_fields
                out.append((f"roles.{i}.params", f"{r.id!r} and {brought[part.key]!r} both "
                            f"bring the team action {part.key!r}: " + (
                                "give one of them another team_action" if named else
                                "only one role may bring it")))
            brought.setdefault(part.key, r.id)
    return out


def team_action_problems(scen: Any) -> list[tuple[str, str]]:
    """A reminder's ``team_action`` names an action of the team's step: one the file's
    ``mafia`` step lists (``actions``) or one a role's kind brings (:attr:`Kind.team_parts`,
    with the role's own parameters); ``(field path, reason)`` for each that does not (the
    reminder would never be listed). Asked of a file sound in every other way (its roles'
    parameters valid)."""
    from .abilities.registry import KINDS, validate_params

    steps = [(table, i, d) for table in ("intro_night", "night")
             for i, d in enumerate(getattr(scen, table)) if d.team_action is not None]
    if not steps:
        return []
    actions = set(scen.mafia_actions())
    for r in scen.roles:
        k = KINDS.get(r.ability_kind)
        if k is not None and k.team_parts is not None:
            params = validate_params(k.name, r.params)
            actions |= {part.key for part in k.team_parts(scen, r.id, params)}
    return [(f"{table}.{i}.team_action", f"{d.team_action!r} is not an action of this "
             f"scenario's team step ({', '.join(sorted(actions))})")
            for table, i, d in steps if d.team_action not in actions]


def _dealt(scen: Any) -> set[str]:
    r = scen.roster
    return {*r.mafia, *r.city, *r.independent, r.filler_city, r.filler_mafia, *r.reference,
            *(x for table in r.sizes.values() for x in table)}


def _night_step_problems(scen: Any) -> list[tuple[str, str]]:
    """A dealt role whose kind has a night step needs a step in ``night`` or
    ``intro_night`` (else the window never calls him and the engine resolves nothing)."""
    from .abilities.registry import has_night_step

    steps = {d.key for d in (*scen.night, *scen.intro_night)}
    dealt = _dealt(scen)
    out = []
    for i, r in enumerate(scen.roles):
        # as the role plays its kind (a day_power without a night step: the Mayor)
        if has_night_step(r.ability_kind, r.params) and r.id in dealt and r.id not in steps:
            out.append((f"roles.{i}", f"the kind {r.ability_kind!r} acts at night but the "
                        f"role {r.id!r} has no night step: add [[night]] key = {r.id!r}"))
    from .abilities.steps import NARRATOR_STEPS

    for key, step in NARRATOR_STEPS.items():  # the antidote vote beside a delayed poison
        if step.needed is not None and step.needed(scen) and key not in steps:
            out.append(("night", f"the narrator's step {key!r} is due in this scenario's "
                        f"nights (its roles need it) but is not listed: add [[night]] "
                        f"key = {key!r}"))
    return out


def known_counters(scen: Any, role: Any) -> set[str]:
    """The counters a role's card may start with: its kind's tracker lines and uses
    (``war+blank`` is two), those its kind starts a card with (``start_counters``), and the
    counters the role labels (``counter_labels``)."""
    from .abilities.registry import KINDS

    k = _played(KINDS.get(role.ability_kind), role)
    names: set[str] = set(role.counter_labels)
    if k is not None:
        names |= {t for name, _how in k.trackers for t in name.split("+")}
        if k.uses is not None:
            names |= set(k.uses[0].split("+"))
        names |= _start_counters(k, role)
    return names


def _played(k: Any, role: Any) -> Any:
    """The kind ``k`` as ``role`` plays it (its params' fields laid over the kind's:
    ``abilities.role_kind``); ``k`` itself when it has none or the params are refused (their
    own fault, reported elsewhere)."""
    from dataclasses import replace

    if k is None or k.per_role is None:
        return k
    try:
        return replace(k, **k.per_role(k.params.model_validate(dict(role.params))))
    except (ValueError, TypeError, KeyError):
        return k


def _tracker_lines(role: Any) -> tuple[tuple[str, str], ...]:
    """The tracker lines of ``role``'s card: its kind's as the role plays it, or those of
    the retired kind it plays exactly (the seeds' doctor's ``self_save_used``)."""
    from .abilities.registry import KINDS, tracker_kind, trackers_of

    name = tracker_kind(role)
    k = KINDS.get(role.ability_kind)
    if name not in KINDS or k is None:
        return trackers_of(name)
    return tuple(_played(k, role).trackers)


#: The largest number a file's counter starts with (the house rules' 0–999, a bullet count).
COUNTER_MAX = 999
#: The tracker shapes whose counter is a yes/no (``abilities.registry`` trackers).
FLAG_SHAPES = frozenset({"used", "held", "intact", "intact_if_present", "yes_no",
                         "safe_if_true", "shown_if_true", "flag"})


def _counter_fault(value: Any) -> str | None:
    """Why a counter's starting ``value`` cannot be, or None: a yes/no, a number
    0–:data:`COUNTER_MAX`, a short text (``""``: none yet) or a short list of those (a
    counter of 10⁹ printed 10⁹ tick boxes: a hostile-input audit, CF47-17)."""
    if isinstance(value, bool) or value is None or (isinstance(value, str) and len(value) <= 64):
        return None
    if isinstance(value, int):
        return None if 0 <= value <= COUNTER_MAX else f"a number from 0 to {COUNTER_MAX}"
    if isinstance(value, list) and len(value) <= 64 and all(
            _counter_fault(v) is None and not isinstance(v, list) for v in value):
        return None
    return "a yes/no, a number, a short text or a short list of them"


def _start_counters(k: Any, role: Any) -> set[str]:
    """The counters a kind starts a card with from the role's params (none when it has no
    ``start_counters`` or the params are refused: their own fault)."""
    if getattr(k, "start_counters", None) is None:
        return set()
    try:
        return set(k.start_counters(k.params.model_validate(dict(role.params))))
    except (ValueError, TypeError, KeyError):
        return set()


def _counter_problems(scen: Any) -> list[tuple[str, str]]:
    """Each counter a role's card starts with, one fault at most: a value the game cannot
    hold (:func:`_counter_fault`); a name close to one the role's kind keeps, but not it,
    is misspelt (in play it would read «no uses left»); a number written as a string; a
    number where the kind keeps a yes/no (it refused the first self-save: CF47-17)."""
    from .abilities.registry import KINDS, params_valid

    out = []
    for i, r in enumerate(scen.roles):
        # the role's params at fault: the counters they name are not known, said once by
        # the params' own check (a hostile-input audit, CF47-27)
        valid = r.ability_kind in KINDS and params_valid(r.ability_kind, r.params)
        known = known_counters(scen, r) if valid else None
        flags = {n for n, shape in _tracker_lines(r) if shape in FLAG_SHAPES} if valid else set()
        for name, value in r.counters.items():
            why = _counter_fault(value) or (None if known is None else _counter_word(
                r.ability_kind, name, value, known, flags))
            if why is not None:
                out.append((f"roles.{i}.counters.{name}", why))
    return out


def _counter_word(kind: str, name: str, value: Any, known: set[str],
                  flags: set[str]) -> str | None:
    """Why a counter of a card of ``kind`` (its counters ``known``, those kept as a yes/no
    ``flags``) is refused by its name or its kind of value, or None. A counter no kind keeps
    is a card's state other kinds may read (an eligibility); one a letter or two off the
    kind's own is misspelt."""
    if name not in known and did_you_mean(name, known):
        have = ", ".join(sorted(known)) or "none"
        return (f"the kind {kind!r} keeps no counter {name!r}{did_you_mean(name, known)} "
                f"(it keeps: {have}; or label it in counter_labels)")
    if isinstance(value, str) and _NUMBER.fullmatch(value):
        return NUMBER_QUOTED
    if name in flags and not isinstance(value, bool):
        return "a yes/no (true or false) for this counter"
    return None


def _house_rule_scope_problems(scen: Any) -> list[tuple[str, str]]:
    """A ``[house_rules]`` default must be of the file's family and, for a key about one
    role, of a kind the roster has (rules_spec 6.10 S14): else it would take effect where
    it should not, or never."""
    kinds = scen.house_rule_scope()
    out = []
    for key in scen.house_rules:
        rule = REGISTRY.get(key)
        if rule is None:
            out.append((f"house_rules.{key}", f"unknown house rule {key!r}"
                        f"{did_you_mean(key, REGISTRY)}"))
        elif not applies_here(rule, scen.family, kinds, bound_keys(scen)):
            out.append((f"house_rules.{key}", f"{key!r} is not a house rule of the family "
                        f"{scen.family!r}"))
        elif not relevant(key, kinds, bound_keys(scen)):
            out.append((f"house_rules.{key}", f"{key!r} is about a role kind this "
                        "scenario does not have (rules_spec 6.10 S14)"))
    return out


def seed_mafia_kinds(seed_files: tuple[str, ...]) -> frozenset[str]:
    """The kinds the seeds' scenario files (``seed_files``) deal only to the mafia (a boss,
    a blocker...)."""
    return frozenset(k for k, s in seed_kinds(seed_files).items() if s == {"mafia"})


@cache
def seed_kinds(seed_files: tuple[str, ...]) -> dict[str, frozenset[str]]:
    """Each kind the seeds' scenario files (``seed_files``) deal, with its sides (a seed
    role of a general kind by its retired kind's name, ``dr_watson``:
    :data:`abilities.registry.RETIRED_KINDS`)."""
    from .abilities.registry import seed_named

    sides: dict[str, set[str]] = {}
    for path in seed_files:
        try:
            with open(path, "rb") as f:
                data = tomllib.load(f)
        except (OSError, tomllib.TOMLDecodeError):
            continue
        for r in data.get("roles", []):
            # a seed role played by a general kind still names its retired kind here
            kind = r["id"] if seed_named(r["id"]) else r.get("kind") or r["id"]
            sides.setdefault(kind, set()).add(r["side"])
    return {k: frozenset(v) for k, v in sides.items()}


def _kind_problems(scen: Any, mafia_only: frozenset[str]) -> list[tuple[str, str]]:
    """Two roles of one kind that keeps counters (its tracker lines) are refused (a second
    boss), unless the kind is one several roles may have (``Kind.multi``: two ``armour``
    roles, the die-hard and an armoured, each with its own counters on his card; audit62);
    a city role may not hold a kind the seeds deal only to the mafia."""
    from .abilities.registry import KINDS, tracker_kind, trackers_of

    out = []
    first: dict[str, str] = {}
    for i, r in enumerate(scen.roles):
        k = KINDS.get(r.ability_kind)
        if k is None:
            continue
        # a kind with no step, action or lines of its own goes by the retired kind's name
        # its role plays exactly (the seeds' bosses' ``night_shot``: ``godfather`` with his
        # tracker lines, ``al_capone``; GN32); the others by their kind, as before
        name = r.ability_kind if (k.trackers or k.step or k.action) else tracker_kind(r)
        if trackers_of(name) and not (k.step or k.action or k.multi):  # acting kinds: below
            if name in first:
                out.append((f"roles.{i}.kind", f"{r.id!r} and {first[name]!r} "
                            f"both have the ability kind {name!r}"))
            first.setdefault(name, r.id)
        if r.side == "city" and name in mafia_only:
            out.append((f"roles.{i}.side", f"the kind {name!r} plays for the mafia; "
                        f"the city role {r.id!r} cannot hold it"))
    return out


def _id_problems(scen: Any, seeds: frozenset[str]) -> list[tuple[str, str]]:
    """A role id that is the name of another of the seeds' kinds (``seeds``: a ``doctor``
    of kind ``detective``), or a reserved word of the game script. A general kind may
    keep a seed role's id for the same idea (club_scenarios 0.4: ``doctor`` of kind
    ``save``; the Zodiac's ``shoot`` playing exactly the retired kind of his id,
    :func:`abilities.registry.tracker_kind`)."""
    from .abilities.registry import tracker_kind

    out = []
    for i, r in enumerate(scen.roles):
        if (r.id in seeds and r.declared_kind in seeds and r.declared_kind != r.id
                and tracker_kind(r) != r.id):
            out.append((f"roles.{i}.id", f"{r.id!r} is the name of another ability kind: a "
                        f"role of kind {r.ability_kind!r} needs another id"))
        if r.id in RESERVED_IDS:
            out.append((f"roles.{i}.id", f"{r.id!r} is reserved (a word of the game "
                        "script): give the role another id"))
    return out


# ---------------------------------------------------------------------------------------
# every fault at once: the model's faults, then the play faults of the file mended
# ---------------------------------------------------------------------------------------
def mended(data: dict[str, Any], errors: list[Any],
           model: type[BaseModel] | None = None) -> tuple[dict[str, Any], list[tuple]] | None:
    """``data`` with each field the model refused taken out (an unknown field, a value of
    the wrong type where the field has a default), read as the number it spells, or, for a
    required field left out, given a stand-in its type takes (:func:`stand_in`, when
    ``model`` is given: a club file without its ``name`` had its other faults unsaid,
    SC107-1), so that the file's other faults can be found too; with the paths it touched.
    None when a refused field cannot be mended."""
    import copy

    out = copy.deepcopy(data)
    touched = []
    for err in errors:
        loc = tuple(err["loc"])
        parent = _walk(out, loc[:-1])
        if not isinstance(parent, dict | list) or not loc:
            return None
        value = err.get("input")
        if isinstance(value, str) and _NUMBER.fullmatch(value) and "." not in value:
            parent[loc[-1]] = int(value)
        elif isinstance(parent, dict) and err.get("type") != "missing":
            parent.pop(loc[-1], None)
        elif isinstance(parent, dict) and model is not None and (
                (filler := stand_in(model, loc)) is not None):
            parent[loc[-1]] = filler[0]
        else:
            return None
        touched.append(loc[:2])
    return out, touched


#: What :func:`stand_in` tries, in order: a text of both languages, a word, numbers, a
#: yes/no, an empty list and table.
_STAND_INS: tuple[Any, ...] = ({"fa": "?", "en": "?"}, "x", 1, 0, False, [], {})


def stand_in(model: type[BaseModel], loc: tuple[Any, ...]) -> tuple[Any] | None:
    """A value the field at ``loc`` under ``model`` takes (a choice of its own, ``city``
    first, else the first of :data:`_STAND_INS` its type validates), in a 1-tuple; None
    when none does or the field's type is not found. Only so that a file's other faults
    can be looked for: the field's own fault is said as the model said it."""
    from pydantic import TypeAdapter, ValidationError

    tp: Any = model
    for part in loc:
        tp = _inner(tp, part)
        if tp is None:
            return None
    try:
        adapter = TypeAdapter(tp)
    except (TypeError, ValueError):  # pragma: no cover - a type pydantic cannot adapt
        return None
    choices = typing.get_args(tp) if typing.get_origin(tp) is typing.Literal else ()
    # a side left out stands in as the city's, which no one-third count holds against
    choices = tuple(sorted(choices, key=lambda c: c != "city"))
    for value in (*choices, *_STAND_INS):
        try:
            adapter.validate_python(value)
        except (ValidationError, ValueError, TypeError):
            continue
        return (value,)
    return None


def _walk(data: Any, loc: tuple[Any, ...]) -> Any:
    for part in loc:
        if isinstance(data, dict) and part in data:
            data = data[part]
        elif isinstance(data, list) and isinstance(part, int) and 0 <= part < len(data):
            data = data[part]
        else:
            return None
    return data
