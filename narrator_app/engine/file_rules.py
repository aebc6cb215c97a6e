"""A scenario file's own house rules (format 2, ``[[house_rules]]``): each names a role and
a parameter of its kind the narrator may change; the value chosen is laid over the role's
params in play (:func:`abilities.params.params_as`); ``param`` may be a dotted path to a
nested parameter (``options.0.params.cost``: the boss's first team option's ``cost``,
:func:`with_param`). Entries without a role set the scenario's default of a house rule of
rules_spec section 7. An entry with a role whose key is a section-7 house rule lays that rule
over the role's parameter (:func:`bindings`: Leon's ``leon_vest`` over his ``shoot`` kind's
``vest``): the rule is then in the scenario's scope, with the entry's ``default``.

The scenario is passed in (``scen``: a :class:`scenario.Scenario`); this module does not
import it (the scenario module uses this one).
"""

from __future__ import annotations

from dataclasses import dataclass
from typing import Any

from pydantic import BaseModel, ValidationError

from .house_rules import REGISTRY, HouseRule, applies_here, relevant
from .readers import did_you_mean


def value_word(value: Any) -> str:
    """A house rule's value as a file writes it, the key of its ``labels``, ``aliases`` and
    ``map``: a bool as TOML writes it, ``true`` / ``false`` (Python's ``str`` would say
    ``True``: a label for ``true`` was refused and ``True`` taken, audit62), anything else
    by ``str``."""
    return ("true" if value else "false") if isinstance(value, bool) else str(value)


@dataclass(frozen=True)
class FileRule(HouseRule):
    """A scenario file's own house rule: the parameter ``param`` of the role ``role`` (of
    ability kind ``kind``), named ``name`` (a :class:`scenario.Text`); ``values`` the values
    offered, or ``"param"`` when the parameter's type decides; ``base`` the role's params
    in the file. It applies to the scenario's family (its only one)."""

    role: str = ""
    param: str = ""
    kind: str = ""
    name: Any = None
    base: tuple[tuple[str, Any], ...] = ()
    mapping: tuple[tuple[str, Any], ...] = ()
    #: a day procedure's setting (no role, no kind): :func:`procedure_setting` reads it
    procedure: str = ""
    #: the words of each value (the entry's ``labels``): value as written → ``Text``
    labels: tuple[tuple[str, Any], ...] = ()
    #: other words for a value, read as it (the entry's ``aliases``; CF45-2)
    aliases: tuple[tuple[str, Any], ...] = ()
    #: the spec's key for this rule (the entry's ``spec_key``), "" when none
    spec_key: str = ""

    def canonical(self, value: Any) -> Any:
        """The value one of the entry's ``aliases`` stands for (a bool looked up as
        ``true`` / ``false``), else ``value`` itself."""
        if not self.aliases or isinstance(value, (list, dict)):
            return value
        word = value_word(value)
        return dict(self.aliases).get(word, value)

    def value_text(self, value: Any, lang: str) -> str | None:
        """The file's words for ``value`` in ``lang`` (``fa`` / ``en``), or None when the
        file gives none (a bool, a number)."""
        text = dict(self.labels).get(value_word(value))
        return getattr(text, lang) if text is not None else None

    def param_value(self, value: Any) -> Any:
        """The parameter's value for the house rule's ``value`` (the entry's ``map``)."""
        if not self.mapping:
            return value
        word = value_word(value)
        return dict(self.mapping).get(word, value)

    def applies_to(self, family: str) -> bool:
        return True

    def check(self, value: Any) -> bool:
        """True when ``value`` is one of ``values`` (same type) and the kind's parameter
        model accepts it in the role's params."""
        if isinstance(self.values, tuple) and not any(
            value == x and type(value) is type(x) for x in self.values
        ):
            return False
        if self.values in ("bool", "int") and not super().check(value):
            return False
        if self.procedure:
            return True  # a procedure's setting: one of its values
        try:
            _validate(self.kind, with_param(dict(self.base), self.param,
                                            self.param_value(value)))
        except (ValidationError, KeyError, TypeError, IndexError):
            return False
        return True


def path_parts(path: str) -> list[str | int]:
    """The parts of a dotted parameter path: names, and list indices as ints (from 0)."""
    return [int(x) if x.isdigit() else x for x in path.split(".")]


def with_param(params: dict[str, Any], path: str, value: Any) -> dict[str, Any]:
    """A copy of the role's ``params`` with ``value`` at the dotted ``path`` (a plain name:
    that parameter); the tables and lists on the way are copied, never changed.

    Raises:
        KeyError, IndexError, TypeError: a part of the path (all but the last) is not in
            ``params`` (:func:`path_problem` says which).
    """
    parts = path_parts(path)
    return _set(params, parts, value)


def _set(node: Any, parts: list[str | int], value: Any) -> Any:
    head, rest = parts[0], parts[1:]
    if isinstance(head, int):
        if not isinstance(node, (list, tuple)):
            raise TypeError(head)
        out_l = list(node)
        out_l[head] = _set(out_l[head], rest, value) if rest else value
        return out_l
    if not isinstance(node, dict):
        raise TypeError(head)
    out = dict(node)
    out[head] = _set(node[head], rest, value) if rest else value
    return out


def path_problem(params: dict[str, Any], path: str) -> str | None:
    """Why the dotted ``path`` cannot be set in the role's ``params`` (None: it can): each
    part but the last must be in the file's params (a table's key, a list's index); the
    last is a parameter the kind's model checks."""
    node: Any = params
    parts = path_parts(path)
    for i, part in enumerate(parts[:-1]):
        where = ".".join(str(x) for x in parts[: i + 1])
        if isinstance(part, int):
            if not isinstance(node, (list, tuple)) or part >= len(node):
                return f"{where!r} is not in the role's params (no item {part})"
        elif not isinstance(node, dict) or part not in node:
            return f"{where!r} is not in the role's params"
        node = node[part]
    if isinstance(parts[-1], int) and (not isinstance(node, (list, tuple))
                                       or parts[-1] >= len(node)):
        return f"{path!r} is not in the role's params"
    if isinstance(parts[-1], str) and not isinstance(node, dict):
        return f"{path!r} does not end in a table of the role's params"
    return None


def _validate(kind: str, params: dict[str, Any]) -> BaseModel:
    from .abilities.registry import validate_params

    return validate_params(kind, params)


def file_rules(scen: Any) -> dict[str, FileRule]:
    """The file's own house rules (entries of ``[[house_rules]]`` with a ``role`` of the
    scenario and a ``param``), by key; entries :func:`file_rule_problems` refuses are not
    built (a file with them is refused anyway)."""
    out: dict[str, FileRule] = {}
    for e in scen.file_rules:
        if e.procedure is not None and e.param is not None and e.values:
            out[e.key] = FileRule(e.key, tuple(e.values), {scen.family: e.default}, "scenario",
                                  e.source, param=e.param, name=e.name,
                                  procedure=e.procedure,
                                  labels=tuple((e.labels or {}).items()))
            continue
        if e.role is None or e.param is None or not scen.has_role(e.role) or (
                e.key in REGISTRY and e.name is None):
            continue
        role = scen.role(e.role)
        out[e.key] = FileRule(
            e.key,
            tuple(e.values) if e.values is not None else _values_of(role.ability_kind, e.param)
            if "." not in e.param else "param",
            {scen.family: e.default},
            "scenario",
            e.source,
            role=e.role,
            param=e.param,
            kind=role.ability_kind,
            name=e.name,
            base=tuple(role.params.items()),
            mapping=tuple((e.map or {}).items()),
            labels=tuple((e.labels or {}).items()),
            aliases=tuple((e.aliases or {}).items()),
            spec_key=e.spec_key or "",
        )
    return out


def bindings(scen: Any) -> dict[tuple[str, str], FileRule]:
    """The file's entries that lay a section-7 house rule over a role's parameter (a
    ``role``, a ``param``, a key of :data:`house_rules.REGISTRY` and no ``name``), by key
    and role (one rule may be laid over several roles: ``save_blocks_leon`` over Leon's
    ``save_stops`` and the doctor's ``stops``, LN13-1): the value chosen in the game,
    through the entry's ``map``, is the parameter's (Leon's ``leon_vs_independent``:
    ``{ no_effect = "nothing", leon_dies = "shooter_leaves" }`` over ``on_independent``).
    The rule's values and checks are section 7's."""
    cache = scen.__dict__.get("_bindings")
    if cache is None:
        cache = {}
        for e in scen.file_rules:
            rule = REGISTRY.get(e.key)
            if rule is None or e.role is None or e.param is None or e.name is not None or (
                    not scen.has_role(e.role)):
                continue
            role = scen.role(e.role)
            cache[(e.key, e.role)] = FileRule(
                e.key, rule.values, {scen.family: e.default}, rule.group, rule.source,
                role=e.role, param=e.param, kind=role.ability_kind,
                base=tuple(role.params.items()), mapping=tuple((e.map or {}).items()))
        object.__setattr__(scen, "_bindings", cache)  # frozen model: private cache
    return cache


def bound_keys(scen: Any) -> frozenset[str]:
    """The section-7 keys the file lays over a role's parameters (:func:`bindings`)."""
    return frozenset(e.key for e in scen.file_rules
                     if e.role is not None and e.name is None and e.key in REGISTRY)


def _values_of(kind: str, param: str) -> tuple[Any, ...] | str:
    """What a rule without ``values`` offers, from the parameter's type in the kind's
    model: ``"bool"``, ``"int"`` (0-999), a ``Literal``'s words, else ``"param"`` (any
    value the model accepts)."""
    import typing

    from .abilities.registry import KINDS

    k = KINDS.get(kind)
    field = k.params.model_fields.get(param) if k is not None else None
    tp = field.annotation if field is not None else None
    if tp is bool:
        return "bool"
    if tp is int:
        return "int"
    if typing.get_origin(tp) is typing.Literal:
        return tuple(typing.get_args(tp))
    return "param"


def file_rule_problems(scen: Any) -> list[tuple[str, str]]:
    """Why the file's ``[[house_rules]]`` cannot be used: ``(field path, reason)`` each.

    An entry with a ``role`` needs a ``param`` and a ``name``, a role of the scenario, a key
    that is not a section-7 house rule nor another entry's, a parameter of the role's kind,
    and a ``default`` (among ``values`` when given) the kind's model accepts, like every
    value offered. An entry without a ``role`` sets a section-7 house rule's default: a key
    of the registry that applies to the file's family, with a value it allows."""
    from .abilities.registry import KINDS, params_valid

    out: list[tuple[str, str]] = []
    for i, e in enumerate(scen.file_rules):
        where = f"house_rules.{i}"
        out += _twice_problems(scen, i, where)
        out += _label_problems(e, where)
        if e.procedure is not None:
            out += _procedure_problems(scen, e, where)
            continue
        if e.role is None:
            out += _default_problems(scen, e.key, e.default, e.param, where)
            continue
        if e.key in REGISTRY and e.name is None:
            out += _binding_problems(scen, e, where)
            continue
        out += _section7_problems(e, where)
        if not scen.has_role(e.role):
            out.append((f"{where}.role", f"unknown role {e.role!r}"))
            continue
        kind = scen.role(e.role).ability_kind
        if kind not in KINDS:
            continue  # the role's unknown kind is its own fault
        fields = KINDS[kind].params.model_fields
        if e.param is None or e.param.split(".")[0] not in fields:
            have = ", ".join(sorted(fields)) or "none"
            near = did_you_mean((e.param or "").split(".")[0], fields)
            out.append((f"{where}.param", f"{e.param!r} is not a parameter of the kind "
                        f"{kind!r}{near} (it has: {have})"))
            continue
        nested = path_problem(scen.role(e.role).params, e.param) if "." in e.param else None
        if nested is not None:
            out.append((f"{where}.param", nested))
            continue
        rule = file_rules(scen).get(e.key)
        if rule is None or not params_valid(kind, scen.role(e.role).params):
            continue  # the role's own params at fault are reported once, for themselves
            # (every value read «is not a value» beside them: an auditor's file, CF46-33)
        for j, v in enumerate(e.values or []):
            if not rule.check(v):
                out.append((f"{where}.values.{j}", f"{v!r} is not a value {kind}.{e.param} "
                            "takes beside the role's other params"))
        if not rule.check(e.default):
            out.append((f"{where}.default", f"{e.default!r} is not allowed (a value of "
                        f"{kind}.{e.param}" + (", one of values)" if e.values else ")")))
        out += _offered_name_problems(scen, e, rule, where)
        out += _alias_problems(scen, e, rule, where)
    return out


def _offered_name_problems(scen: Any, e: Any, rule: FileRule,
                           where: str) -> list[tuple[str, str]]:
    """What each value the file's own rule offers (its ``default`` and ``values``, through
    its ``map``) names that the file does not have (:func:`named_problem`), each once."""
    out: list[tuple[str, str]] = []
    said: list[str] = []
    for v in [e.default, *(e.values or [])]:
        named = named_problem(scen, e.param, rule.param_value(v))
        if named is not None and named not in said:
            said.append(named)
            out.append((f"{where}.map" if e.map else f"{where}.values", f"{v!r}: {named}"))
    return out


def _alias_problems(scen: Any, e: Any, rule: FileRule, where: str) -> list[tuple[str, str]]:
    """The entry's ``aliases`` (CF45-2): each stands for a value the rule allows, and is
    not itself one of its ``values`` (it would be read as another); its ``spec_key`` is a
    section-7 key no other entry of the file uses and not in the scenario's scope already
    (the key would name two rules)."""
    out: list[tuple[str, str]] = []
    offered = {value_word(v) for v in e.values or []}
    for word, value in (e.aliases or {}).items():
        if word in offered:
            out.append((f"{where}.aliases.{word}", f"{word!r} is one of values"))
        elif not rule.check(value):
            out.append((f"{where}.aliases.{word}", f"{value!r} is not allowed for {e.key!r}"))
    key = e.spec_key
    if key is None:
        return out
    if key not in REGISTRY:
        out.append((f"{where}.spec_key", f"{key!r} is not a house rule of rules_spec section 7"))
    elif key in scen.default_house_rules() or any(
            x.key == key or (x is not e and x.spec_key == key) for x in scen.file_rules):
        out.append((f"{where}.spec_key", f"{key!r} is already a rule of this scenario"))
    return out


def _twice_problems(scen: Any, i: int, where: str) -> list[tuple[str, str]]:
    """The file's entry ``i`` with a key an earlier entry has: a section-7 rule may be
    bound to several roles (one entry per role, LN13-1), all with the same ``default`` (the
    rule has one value in a game); any other key is listed once."""
    e = scen.file_rules[i]
    earlier = [x for x in scen.file_rules[:i] if x.key == e.key]
    if not earlier:
        return []
    if not all(_is_binding(x) for x in [*earlier, e]):
        return [(f"{where}.key", f"the house rule {e.key!r} is listed twice")]
    if any(x.role == e.role for x in earlier):
        return [(f"{where}.role", f"the house rule {e.key!r} is laid over the role "
                 f"{e.role!r} twice")]
    first = earlier[0]
    if e.default != first.default or type(e.default) is not type(first.default):
        return [(f"{where}.default", f"{e.default!r} differs from the default of the "
                 f"house rule {e.key!r} bound to {first.role!r} ({first.default!r})")]
    return []


def _is_binding(e: Any) -> bool:
    """True when the entry lays a section-7 rule over a role's parameter (a binding)."""
    return (e.role is not None and e.name is None and e.key in REGISTRY
            and e.procedure is None)


def _section7_problems(e: Any, where: str) -> list[tuple[str, str]]:
    """The file's own rule (an entry with a role and a ``name``; without one it lays a
    section-7 rule over the parameter, :func:`_binding_problems`): its key is not a
    section-7 rule's, and it has a name."""
    if e.key in REGISTRY:
        return [(f"{where}.key", f"{e.key!r} is a house rule of rules_spec section 7: give "
                 "the file's own rule another key (or no name, to lay the section-7 rule "
                 "over the parameter)")]
    if e.name is None:
        return [(f"{where}.name", "the file's own house rule needs a name (fa, en)")]
    return []


def _binding_problems(scen: Any, e: Any, where: str) -> list[tuple[str, str]]:
    """An entry laying the section-7 rule ``e.key`` over a role's parameter: a rule of the
    file's family, a role of the scenario, a parameter of its kind, a ``default`` the rule
    allows; each value the rule offers (its ``map``'s words) a value of the parameter. The
    rule need not be of the file's family: laid over a role, it is about that role,
    «whatever the scenario is called» (rules_spec 6.10 S14; CF47-2)."""
    from .abilities.registry import KINDS, params_valid

    rule = REGISTRY[e.key]
    if not scen.has_role(e.role):
        return [(f"{where}.role", f"unknown role {e.role!r}")]
    role = scen.role(e.role)
    fields = KINDS[role.ability_kind].params.model_fields if role.ability_kind in KINDS else {}
    if e.param is None or e.param.split(".")[0] not in fields:
        return [(f"{where}.param", f"{e.param!r} is not a parameter of the kind "
                 f"{role.ability_kind!r}"
                 f"{did_you_mean((e.param or '').split('.')[0], fields)}")]
    nested = path_problem(role.params, e.param) if "." in e.param else None
    if nested is not None:
        return [(f"{where}.param", nested)]
    if role.ability_kind in KINDS and not params_valid(role.ability_kind, role.params):
        return []  # the role's params at fault: said once, by their own check (F8; CF47-27)
    if not rule.check(e.default):
        return [(f"{where}.default", f"{e.default!r} is not allowed for {e.key!r}")]
    binding = bindings(scen)[(e.key, e.role)]
    offered = rule.values if isinstance(rule.values, tuple) else (
        (True, False) if rule.values == "bool" else (e.default,))
    out = []
    for v in offered:
        try:
            _validate(role.ability_kind, with_param(dict(role.params), e.param,
                                                    binding.param_value(v)))
        except (ValidationError, KeyError, TypeError, IndexError):
            out.append((f"{where}.map", f"{v!r} is not a value of "
                        f"{role.ability_kind}.{e.param}"))
            continue
        named = named_problem(scen, e.param, binding.param_value(v))
        if named is not None:
            out.append((f"{where}.map", f"{v!r}: {named}"))
    return out


def named_problem(scen: Any, param: str, value: Any) -> str | None:
    """What the value of a role's parameter ``param`` (a dotted path) names that the file
    does not have: a role id in a role-id parameter (a list) or an antidote's
    ``transfer_to``, a night step in a link's ``wakes_after``, a kind in a hold's
    ``exempt`` (or 9.3's word ``team_shot``); None when it names nothing amiss. Asked of a
    role's own params (:func:`scenario._role_id_problems`) and of every value a house
    rule lays over one (a ``map``'s: a misspelt one passed, audit64; CF60-5)."""
    from .abilities.registry import BOSS_WORD, KINDS, RETIRED_KINDS, ROLE_ID_PARAMS

    last = param.split(".")[-1]
    listed = value if isinstance(value, list) else [value]
    if (last in ROLE_ID_PARAMS and isinstance(value, list)) or last == "transfer_to":
        # (a list of ids: ``armed_by``'s word ``any_teammate`` is no id)
        ids = {r.id for r in scen.roles} | {BOSS_WORD}
        bad = [x for x in listed if isinstance(x, str) and x not in ids]
        return f"{bad[0]!r} is no role of this file{did_you_mean(bad[0], ids)}" if bad else None
    if last == "wakes_after" and isinstance(value, str) and value:
        keys = {d.key for d in (*scen.night, *scen.intro_night)}
        return None if value in keys else f"{value!r} is no night step of this file"
    if last == "exempt":
        bad = [x for x in listed if isinstance(x, str)
               and x not in (*KINDS, *RETIRED_KINDS, "team_shot")]
        return f"{bad[0]!r} is no ability kind of the engine" if bad else None
    return None


def _label_problems(e: Any, where: str) -> list[tuple[str, str]]:
    """The entry's ``labels`` (words, fa and en, for the word values of its ``values``,
    shown by the house-rules dialog): none for a value not offered. A word value without
    words is no fault: the dialog shows the file's own word (a club's file written before
    ``labels`` still loads; every shipped file gives them, a test)."""
    out: list[tuple[str, str]] = []
    labels = e.labels or {}
    offered = {value_word(v) for v in e.values or []}
    for k in labels:
        if k not in offered:
            out.append((f"{where}.labels.{k}", f"{k!r} is not one of values"))
    return out


def _default_problems(scen: Any, key: str, value: Any, param: str | None,
                      where: str) -> list[tuple[str, str]]:
    """An entry without a role: the default of a section-7 house rule of the family."""
    if param is not None:
        return [(f"{where}.role", "an entry with a param names its role")]
    rule = REGISTRY.get(key)
    if rule is None:
        return [(f"{where}.key", f"unknown house rule {key!r}: a rule of the file's own "
                 "names its role and param")]
    if not applies_here(rule, scen.family, scen.house_rule_scope(), bound_keys(scen)):
        return [(f"{where}.key", f"{key!r} is not a house rule of the family {scen.family!r}")]
    if not relevant(key, scen.house_rule_scope(), bound_keys(scen)):
        return [(f"{where}.key", f"{key!r} is about a role kind this scenario does not have "
                 "(rules_spec 6.10 S14)")]
    if not rule.check(value):
        return [(f"{where}.default", f"{value!r} is not allowed for {key!r}")]
    return []


def _procedure_problems(scen: Any, e: Any, where: str) -> list[tuple[str, str]]:
    """An entry naming a day procedure: one of the file's ``day_procedures``, no role, a
    ``param``, a ``name``, ``values`` and a ``default`` among them."""
    out: list[tuple[str, str]] = []
    if e.role is not None:
        out.append((f"{where}.role", "an entry names a role or a procedure, not both"))
    if e.procedure not in (getattr(scen, "day_procedures", None) or ()):
        out.append((f"{where}.procedure", f"{e.procedure!r} is not one of the file's "
                    "day_procedures"))
    if e.key in REGISTRY:
        out.append((f"{where}.key", f"{e.key!r} is a house rule of rules_spec section 7"))
    if e.param is None or e.name is None or not e.values:
        out.append((f"{where}.param", "a procedure's setting needs param, name and values"))
    elif not any(e.default == v and type(e.default) is type(v) for v in e.values):
        out.append((f"{where}.default", f"{e.default!r} is not one of values"))
    return out


def procedure_setting(st: Any, procedure: str, param: str, default: Any) -> Any:
    """The value of the day procedure ``procedure``'s setting ``param`` in this game: the
    file's own rule on it (its key in the game's house rules, else its default), else
    ``default``."""
    for rule in st.scenario.own_house_rules().values():
        if rule.procedure == procedure and rule.param == param:
            return st.rules.get(rule.key, rule.defaults[st.scenario.family])
    return default


def rules_by_role(scen: Any) -> dict[str, tuple[tuple[FileRule, Any], ...]]:
    """The file's own house rules by the role they name (:class:`FileRule`, each with the
    scenario's default), then the section-7 rules the file lays over a role's parameters
    (:func:`bindings`, one per key and role), in the file's order; kept with the scenario.
    The file's bindings are the one way a section-7 rule reaches a role's params (LN13-1:
    an older file's ways are read as bindings when it is loaded). A day procedure's
    settings are under the role ``""``."""
    cache = scen.__dict__.get("_own_rules_by_role")
    if cache is None:
        found: dict[str, list[tuple[Any, Any]]] = {}
        for r in [*scen.own_house_rules().values(), *bindings(scen).values()]:
            found.setdefault(r.role, []).append((r, r.defaults[scen.family]))
        cache = {role: tuple(v) for role, v in found.items()}
        object.__setattr__(scen, "_own_rules_by_role", cache)  # frozen model: private cache
    return cache


def laid_params(params: Any, own: Any, chosen: dict[str, Any]) -> dict[str, Any]:
    """A role's ``params`` (the file's) with the values ``chosen`` gives its house rules
    ``own`` (``(rule, default)`` pairs of :func:`rules_by_role`; a rule ``chosen`` lacks:
    its default) laid over them, through each rule's ``map``, in order (a copy).

    Raises:
        KeyError, IndexError, TypeError: a dotted ``param`` not in ``params``."""
    out = dict(params)
    for r, default in own:
        out = with_param(out, r.param, r.param_value(chosen.get(r.key, default)))
    return out


@dataclass(frozen=True)
class Clash:
    """A role whose params its kind's model refuses with its house rules laid over them
    together (:func:`params_clash`): ``role`` its id, ``keys`` the house rules on its params
    (the file's own and the section-7 rules it binds, in the file's order), ``reason`` the
    model's words (English, for the file's author; pydantic's «Value error, …»)."""

    role: str
    keys: tuple[str, ...]
    reason: str


def params_clash(scen: Any, rules: dict[str, Any] | None = None) -> Clash | None:
    """The first role of ``scen`` (the file's order of its house rules) whose params, with
    the values ``rules`` gives its house rules laid over them together (a game's complete
    house rules; the file's defaults when None), its kind's model refuses; None when every
    role's params pass. Each rule alone is checked by :func:`file_rule_problems`; two rules
    each accepted alone may clash (``linked_exit``'s ``seed_form = true`` with ``chooser =
    "third_party_once"``). The one check of a combination, on the params a game reads
    (:func:`abilities.params.params_of` lays them the same way, :func:`laid_params`): the
    loader asks it of the file's defaults (:func:`scenario.together_problems`), a game's
    setup of its chosen rules before the deal (:func:`game.game_rules`; HR106-1). Never
    raises."""
    chosen = rules or {}
    for role_id, own in rules_by_role(scen).items():
        if not scen.has_role(role_id):  # a day procedure's settings (no role's params)
            continue
        role = scen.role(role_id)
        try:
            _validate(role.ability_kind, laid_params(role.params, own, chosen))
        except ValidationError as exc:
            errs = exc.errors(include_url=False, include_context=False)
            reason = str(errs[0]["msg"]) if errs else "refused"
        except (KeyError, TypeError, IndexError, ValueError) as exc:
            reason = f"{type(exc).__name__}: {exc}"
        else:
            continue
        return Clash(role_id, tuple(dict.fromkeys(r.key for r, _ in own)), reason[:300])
    return None
