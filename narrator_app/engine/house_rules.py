"""The house-rule registry (rules_spec section 7): table-level options with their defaults.

A house rule is a choice the seeds leave open. Each key has a type (its allowed values),
a default per scenario family (``gf`` = every godfather_* scenario, ``mn`` = mafia_nights,
``zd`` = zodiac) and the source it settles. The registry is the single place that knows
which keys exist; scenario files may override a default; a game's setup fixes the values
before the intro day and they never change afterwards.
"""

from __future__ import annotations

import re
from dataclasses import dataclass
from typing import Any

from .errors import IllegalAction

FAMILIES = ("gf", "mn", "zd")


@dataclass(frozen=True)
class HouseRule:
    """One option of section 7.

    ``values`` is a tuple of allowed values, or one of the type names ``"bool"``, ``"int"``,
    ``"int_or_mafia_count"``, ``"nights"`` (a list of night numbers). ``defaults`` maps a
    family to its default; a family missing from it does not use the key. ``group`` is the
    heading the house-rules screen lists it under; ``source`` the seed line or ambiguity id.
    """

    key: str
    values: tuple[Any, ...] | str
    defaults: dict[str, Any]
    group: str
    source: str

    def canonical(self, value: Any) -> Any:
        """``value`` as this rule reads it: itself (a file's own rule reads its aliases,
        :meth:`file_rules.FileRule.canonical`)."""
        return value

    def applies_to(self, family: str) -> bool:
        """True when the scenario family ``family`` uses the key (a key about one role is
        further limited to a roster with that role's kind: :data:`NEEDS`)."""
        return family in self.defaults

    def check(self, value: Any) -> bool:
        """True when ``value`` is allowed for this key. Numbers are bounded: a count or a
        number of seconds is 0–:data:`INT_MAX`, ``fixed:N`` has 1–:data:`FIXED_MAX` written
        in ASCII digits, a night number 0–:data:`INT_MAX` (bools are not numbers)."""
        v = self.values
        if v == "bool":
            return isinstance(value, bool)
        if v == "int":
            return _small_int(value)
        if v == "int_or_mafia_count":
            return value == "mafia_count" or _small_int(value)
        if v == "nights":
            return (
                isinstance(value, list)
                and len(value) <= NIGHTS_MAX
                and all(_small_int(n) for n in value)
            )
        if isinstance(value, str) and value.startswith("fixed:") and "fixed:N" in v:
            return _FIXED.fullmatch(value) is not None and 1 <= int(value[6:]) <= FIXED_MAX
        return any(value == x and type(value) is type(x) for x in v)


#: Largest number a numeric house rule takes (seconds, counts, night numbers): what the
#: house-rules screen offers (0–999).
INT_MAX = 999
#: Largest N of a ``fixed:N`` threshold.
FIXED_MAX = 99
#: Most nights a list of night numbers holds.
NIGHTS_MAX = 100
_FIXED = re.compile(r"fixed:[0-9]{1,2}")


def _small_int(value: Any) -> bool:
    return isinstance(value, int) and not isinstance(value, bool) and 0 <= value <= INT_MAX


def _all(value: Any) -> dict[str, Any]:
    return {f: value for f in FAMILIES}


def _gf(value: Any) -> dict[str, Any]:
    return {"gf": value}


_RULES: tuple[HouseRule, ...] = (
    # --- voting and the day ---
    HouseRule(
        "defense_threshold_rule",
        ("more_than_half", "half", "half_plus_one_literal", "half_minus_one", "fixed:N"),
        {"gf": "more_than_half", "mn": "more_than_half", "zd": "half"},
        "vote",
        "S2:L25; S2:L105; A01, A03, A04",
    ),
    HouseRule("vote_base", ("alive", "alive_minus_one"), _all("alive"), "vote", "A02"),
    HouseRule(
        "single_defender_exit_rule",
        ("meets_defense_threshold", "always_exits", "majority_of_voters"),
        _all("meets_defense_threshold"),
        "vote",
        "A05",
    ),
    HouseRule(
        "exit_vote_eyes",
        ("closed", "open", "open_if_multi"),
        {"gf": "open_if_multi", "mn": "closed", "zd": "closed"},
        "vote",
        "S2:L57; S2:L99; S2:L106; A06",
    ),
    HouseRule(
        "exit_votes_per_voter",
        ("one", "multiple"),
        {"gf": "multiple", "mn": "one", "zd": "one"},
        "vote",
        "S2:L58; S2:L98; A07",
    ),
    HouseRule(
        "defenders_can_vote",
        "bool",
        {"gf": True, "mn": False, "zd": False},
        "vote",
        "S2:L58; S2:L98; A07",
    ),
    HouseRule("self_vote_allowed", "bool", _all(False), "vote", "PROPOSED"),
    HouseRule(
        "tie_resolution",
        ("death_lottery", "revote_then_lottery", "nobody_leaves"),
        _all("death_lottery"),
        "vote",
        "S2:L33; A09",
    ),
    HouseRule("lottery_loser_draws", "bool", _all(True), "cards", "A09"),
    HouseRule("challenge_seconds", "int", _all(25), "timers", "S2:L35; A10"),
    HouseRule("challenges_per_turn", "int", _all(1), "timers", "S2:L35; A10"),
    HouseRule(
        "intro_day_challenge", "bool", _all(False), "timers", "S0:L23; S2:L104"
    ),
    HouseRule("timer_intro_seconds", "int", _all(40), "timers", "A11 (PUBLIC)"),
    HouseRule("timer_turn_seconds", "int", _all(60), "timers", "A11 (PUBLIC)"),
    HouseRule("timer_defense_seconds", "int", _all(60), "timers", "A11 (PUBLIC)"),
    HouseRule("reveal_role_on_death", "bool", _all(False), "day", "S2:L27; A13"),
    # --- the night ---
    HouseRule("intro_night_wake_city_roles", "bool", _all(True), "night", "A16"),
    HouseRule("wake_disabled_roles_as_dummy", "bool", _all(True), "night", "S2:L72; A28"),
    HouseRule(
        "leon_bullets",
        "int_or_mafia_count",
        {"gf": 2, "mn": "mafia_count", "zd": "mafia_count"},
        "leon",
        "S0:L12; S2:L52; A17",
    ),
    HouseRule("leon_vest", "bool", {"gf": True, "mn": False, "zd": False}, "leon", "S0:L11; A18"),
    HouseRule("leon_backfire_target_harmed", "bool", _all(False), "leon", "A19"),
    HouseRule("leon_backfire_saveable", "bool", _all(False), "leon", "A19"),
    HouseRule(
        "leon_vs_independent",
        ("no_effect", "leon_dies"),
        _all("no_effect"),
        "leon",
        "S2:L110 analogy; A20",
    ),
    HouseRule("save_blocks_leon", "bool", _all(True), "doctor", "S2:L55; A21"),
    HouseRule(
        "doctor_consecutive_same_target", ("allowed", "forbidden"), _all("allowed"), "doctor", "A22"
    ),
    HouseRule("vest_consumed_when_saved", "bool", _all(False), "mafia", "A23"),
    HouseRule(
        "sixth_sense_limit",
        ("unlimited", "once"),
        _gf("unlimited"),
        "mafia",
        "S0:L30 vs S2:L80; A24",
    ),
    HouseRule("sixth_sense_announce_role", "bool", _gf(False), "mafia", "S2:L81; A26"),
    HouseRule(
        "sixth_sense_overrides_immortality",
        "bool",
        _gf(True),
        "mafia",
        "S2:L77; A58",
    ),
    HouseRule(
        "matador_scope",
        ("non_mafia", "city_only", "any_player"),
        _gf("non_mafia"),
        "mafia",
        "S0:L9 vs S2:L78; A29",
    ),
    HouseRule("matador_duration", ("night", "24h"), _gf("night"), "mafia", "A30"),
    HouseRule("blocked_consumes_resource", "bool", _all(False), "night", "S2:L78; A31"),
    HouseRule("blocked_shown_x", "bool", _all(True), "night", "S2:L78; A31"),
    HouseRule("saul_trigger_counts_half_dead", "bool", _gf(True), "mafia", "A33"),
    HouseRule(
        "purchase_announcement",
        ("night_every_attempt", "night_success_only", "next_morning"),
        _gf("night_every_attempt"),
        "mafia",
        "S2:L82; A34",
    ),
    HouseRule(
        "kane_reveal_content",
        ("side_only", "side_and_role"),
        _gf("side_only"),
        "kane",
        "S0:L24 vs S2:L87; A36",
    ),
    HouseRule("kane_target_exits", "bool", _gf(False), "kane", "S2:L87; A37"),
    HouseRule("kane_godfather_result", ("mafia", "citizen"), _gf("mafia"), "kane", "A38"),
    HouseRule(
        "kane_refund_scope",
        ("any_target", "seed_literal"),
        _gf("any_target"),
        "kane",
        "S2:L88; A40",
    ),
    HouseRule(
        "constantine_pool",
        ("vote_eliminated_only", "any_unrevealed_exit"),
        _gf("vote_eliminated_only"),
        "constantine",
        "S2:L89 vs S0:L11; A43",
    ),
    HouseRule(
        "nostradamus_forced_threshold",
        ("exactly_2", "at_least_2"),
        _gf("at_least_2"),
        "independent",
        "A47",
    ),
    HouseRule(
        "nostradamus_in_parity",
        ("excluded", "counted"),
        _gf("excluded"),
        "independent",
        "S0:L7; S0:L29; A48",
    ),
    HouseRule(
        "nostradamus_must_survive",
        "bool",
        _gf(False),
        "independent",
        "S0:L7; A48",
    ),
    HouseRule(
        "jack_wake_position",
        ("first", "after_mafia"),
        _gf("first"),
        "independent",
        "A52",
    ),
    HouseRule(
        "jack_curse_after_reveal",
        ("continue", "freeze"),
        _gf("continue"),
        "independent",
        "A53",
    ),
    HouseRule(
        "sherlock_immortal_nights",
        "nights",
        _gf([1, 2]),
        "independent",
        "A58",
    ),
    HouseRule(
        "sherlock_first_guess_night",
        (0, 1),
        _gf(1),
        "independent",
        "A59",
    ),
    HouseRule(
        "sherlock_in_parity",
        ("counted", "excluded"),
        _gf("counted"),
        "independent",
        "A64",
    ),
    HouseRule(
        "chaos_no_handshake",
        ("retry_then_mafia", "mafia", "narrator_decides"),
        _gf("retry_then_mafia"),
        "independent",
        "A63",
    ),
    HouseRule("mafia_may_shoot_teammate", "bool", _all(False), "mafia", "rules_spec 3.1.3"),
    HouseRule(
        "ratio_enforcement",
        ("strict", "allow_reference_rosters"),
        _all("allow_reference_rosters"),
        "roster",
        "S2:L41; A65",
    ),
    HouseRule("night_death_voids_action", "bool", _all(False), "night", "A91"),
    # --- Mafia Nights and Zodiac ---
    HouseRule("joker_vs_godfather", ("flip", "godfather_absolute"), {"mn": "flip"}, "mafia", "A68"),
    HouseRule(
        "status_inquiry_format",
        ("counts_by_side", "side_of_one_player"),
        {"mn": "counts_by_side", "zd": "counts_by_side"},
        "day",
        "A69; A87",
    ),
    HouseRule("die_hard_armor_consumed_when_saved", "bool", {"mn": False}, "city", "A70"),
    HouseRule("psychiatrist_silence_includes_defense", "bool", {"mn": True}, "city", "A71"),
    HouseRule("pickpocket_effect", ("immediate", "next_night"), {"mn": "immediate"}, "city", "A72"),
    HouseRule("pickpocket_announce", "bool", {"mn": False}, "city", "A72"),
    HouseRule("mayor_requires_two_defenders", "bool", {"mn": False}, "city", "A73"),
    HouseRule(
        "mafia_nights_day1", ("normal_day", "intro_only"), {"mn": "normal_day"}, "day", "A74"
    ),
    HouseRule("zodiac_shoot_nights", ("every", "even"), {"zd": "every"}, "independent", "A76"),
    HouseRule("zodiac_win_alive_max", "int", {"zd": 2}, "independent", "A77"),
    HouseRule("zodiac_immune_to_mafia_shot", "bool", {"zd": True}, "independent", "A78"),
    HouseRule("save_blocks_zodiac", "bool", {"zd": True}, "independent", "A78"),
    HouseRule(
        "magician_restriction",
        ("same_target_not_consecutive", "no_consecutive_use"),
        {"zd": "same_target_not_consecutive"},
        "mafia",
        "A79",
    ),
    HouseRule(
        "magician_gun_conversion", ("permanent", "that_day"), {"zd": "permanent"}, "mafia", "A80"
    ),
    HouseRule("bomb_code_max", (4, 5), {"zd": 5}, "mafia", "S2:L114; A81"),
    HouseRule("guard_survives_zodiac_shot", "bool", {"zd": True}, "city", "A82"),
    HouseRule("gunner_knows_types", "bool", {"zd": True}, "city", "A84"),
    HouseRule("blank_returns", "bool", {"zd": True}, "city", "A84"),
    HouseRule(
        "detective_zodiac_result", ("negative", "positive"), {"zd": "negative"}, "city", "A88"
    ),
    # --- last-move cards --- (with the day's, the votes' and the table's keys, taken in
    # every scenario whatever it has: rules_spec 6.10 S14; the house-rules dialog leaves
    # out those about what a scenario does not have, ``queries.house_rules_offered``)
    HouseRule(
        "cards_enabled", "bool", {"gf": True, "mn": True, "zd": False}, "cards", "S2:L30; S2:L105"
    ),
    HouseRule(
        "card_deck_mode",
        ("without_replacement", "with_replacement"),
        _all("without_replacement"),
        "cards",
        "section 4",
    ),
    HouseRule(
        "card_on_empty",
        ("no_card", "reshuffle"),
        _all("no_card"),
        "cards",
        "section 4",
    ),
    HouseRule(
        "card_effects_source",
        ("public_v1", "custom_text"),
        _all("public_v1"),
        "cards",
        "S0:L35; A92",
    ),
    HouseRule("beautiful_mind_guesser_returns", "bool", _all(True), "cards", "A94"),
)

REGISTRY: dict[str, HouseRule] = {r.key: r for r in _RULES}

#: Keys that only matter where the roster has one of these ability kinds (``kinds.KINDS``):
#: a scenario without them does not offer the key (issue 13: an option a scenario lacks
#: never appears), e.g. ``classic`` has no Leon, no Mayor, no joker. A kind scopes its
#: own keys in its module (:attr:`abilities.registry.Kind.scoped_rules`), laid into this
#: table by ``registry.register`` (MG31-3).
NEEDS: dict[str, tuple[str, ...]] = {
    # a key about one of the seeds' roles applies wherever a role of that kind is in the
    # roster, whatever the scenario is called (rules_spec 6.10 S14); a kind's own module
    # adds its keys (:attr:`abilities.Kind.scoped_rules`: Nostradamus's, Jack's,
    # Sherlock's, the Godfather's ...)
    # Leon's (the ``shoot`` kind's) rules: only where a scenario file lays them over a
    # role's parameters (:func:`file_rules.bindings`)
    "leon_bullets": (),
    "leon_vest": (),
    "leon_backfire_target_harmed": (),
    "leon_backfire_saveable": (),
    "leon_vs_independent": (),
    "save_blocks_leon": (),  # bound to Leon's shoot (and to the save roles' stops)
    "doctor_consecutive_same_target": (),  # where a file binds it to a save's repeat (A22)
    "vest_consumed_when_saved": (),
    # the Matador's and the magician's (the ``block`` kind's) rules: only where a scenario
    # file lays them over a role's parameters (BK rows)
    "blocked_consumes_resource": (),
    "blocked_shown_x": (),
    "matador_scope": (),
    "matador_duration": (),
    # the joker's (a ``tamper_inquiry``'s ``spares``): where a file binds it (mafia_nights;
    # an older file's ``kind = "joker"`` is read with the binding, LN13-1)
    "joker_vs_godfather": (),
    # the die-hard's (an ``armour``): only where a file binds it to a role's
    # ``spent_when_saved`` (mafia_nights.toml)
    "die_hard_armor_consumed_when_saved": (),
    # the psychiatrist's and the pickpocket's: laid by their kinds (``Kind.scoped_rules``)
    # the Mayor's (a ``day_power`` ``decide_exit``): only where a file binds it to a role's
    # ``min_defenders`` (mafia_nights.toml)
    "mayor_requires_two_defenders": (),
    # the Zodiac's rules (his day inquiry's ``status_inquiry_format`` too, which is the
    # die-hard's where a file binds it to his armour's ``status_answer``), the bomber's and
    # the guard's: laid by their kinds (``Kind.scoped_rules``)
    "magician_restriction": (),
    "magician_gun_conversion": (),
    "gunner_knows_types": (),
    "blank_returns": (),
}


#: What a roster must hold for a key about one of the seeds' roles to apply in a scenario
#: whose family has no default for it (rules_spec 6.10 S14: «whatever the scenario is
#: called»; a club's ``family = "mn"`` file with a Nostradamus-kind role takes the
#: ``nostradamus_*`` keys, with the default of the family that has them, CF47-2): the kinds
#: of :data:`NEEDS`, unless a kind's module names narrower words here (the Godfather's: his
#: sixth sense listed on the mafia's step, which Mafia Nights' and classic's Godfather has
#: not, GS32-2).
WIDEN: dict[str, tuple[str, ...]] = {}


def widened(key: str, kinds: set[str] | frozenset[str]) -> bool:
    """Whether ``key``, about one of the seeds' roles, applies to a roster with this scope
    (:meth:`Scenario.house_rule_scope`) whatever its family (:data:`WIDEN`)."""
    needs = WIDEN.get(key) or NEEDS.get(key) or ()
    return any(k in kinds for k in needs)


def applies_here(rule: HouseRule, family: str, kinds: set[str] | frozenset[str] | None,
                 bound: frozenset[str] = frozenset()) -> bool:
    """Whether ``rule`` is a rule of a scenario of ``family`` whose roster has this scope
    (:meth:`Scenario.house_rule_scope`; None: any) and whose file binds the keys ``bound``:
    the family's, one the file lays over a role's parameter, or one about a seeds' role the
    roster holds whatever the family (:func:`widened`; rules_spec 6.10 S14, CF47-2)."""
    return (rule.applies_to(family) or rule.key in bound
            or (kinds is not None and widened(rule.key, kinds)))


def default_of(rule: HouseRule, family: str) -> Any:
    """``rule``'s default in ``family``, or (a key applied by :func:`widened`) in the first
    family that has one."""
    if family in rule.defaults:
        return rule.defaults[family]
    return next(rule.defaults[f] for f in FAMILIES if f in rule.defaults)


#: Keys that need no kind and are offered only where a scenario file binds them to a role's
#: parameter (Leon's ``shoot``). An older file's save role naming one (the seeds' doctor's
#: ``save_blocks_leon``) is read with a binding of it only where the file binds it to
#: another role (LN13-1: laid there where it is offered, never offering it).
BOUND_ONLY = frozenset({
    "leon_bullets", "leon_vest", "leon_backfire_target_harmed", "leon_backfire_saveable",
    "leon_vs_independent", "save_blocks_leon", "vest_consumed_when_saved",
    "mayor_requires_two_defenders", "die_hard_armor_consumed_when_saved",
    "gunner_knows_types", "blank_returns"})


def relevant(key: str, kinds: set[str] | frozenset[str] | None,
             bound: frozenset[str] = frozenset()) -> bool:
    """Whether ``key`` matters to a roster with these ability ``kinds`` (None: any), or is
    one of the keys the scenario file lays over a role's parameters (``bound``: the
    section-7 keys of its ``[[house_rules]]`` entries with a ``role``, e.g. Leon's
    ``leon_vest`` over his ``shoot`` kind's ``vest``): a key that needs no kind (``()``)
    matters only where the file binds it."""
    needs = NEEDS.get(key)
    if kinds is None or needs is None or key in bound:
        return True
    if needs:
        return any(k in kinds for k in needs)
    return False


def defaults_for(
    family: str,
    overrides: dict[str, Any] | None = None,
    scenario_id: str | None = None,
    kinds: set[str] | frozenset[str] | None = None,
    bound: frozenset[str] = frozenset(),
) -> dict[str, Any]:
    """The default house rules of a scenario family, with a scenario file's ``overrides``.

    Returns a new dict ``{key: value}`` holding every key that applies to ``family`` (and,
    for keys about one role, to a roster with one of the ability ``kinds`` of
    :data:`NEEDS`, whatever the scenario is called: rules_spec 6.10 S14; or one of the keys
    ``bound`` to a role's parameters by the scenario file), and every key about one of the
    seeds' roles that the roster holds whatever the family (:func:`widened`, with
    :func:`default_of`). ``scenario_id`` is not used (kept for callers).
    """
    out = {
        r.key: _copy(default_of(r, family))
        for r in _RULES
        if relevant(r.key, kinds, bound) and applies_here(r, family, kinds, bound)
    }
    for k, v in (overrides or {}).items():
        out[k] = v
    return out


def resolve(
    family: str,
    scenario_defaults: dict[str, Any],
    chosen: dict[str, Any] | None,
    scenario_id: str | None = None,
    own: dict[str, Any] | None = None,
) -> dict[str, Any]:
    """Complete house rules for a game: the scenario's defaults with the table's ``chosen`` values.

    A key of the family about a role kind the roster does not have is taken and has no
    effect (a saved game holds its complete house rules); a game script is checked by
    :func:`check_scope` as well. ``own``: the scenario file's own house rules by key
    (:meth:`Scenario.own_house_rules`), checked the same way.

    A file's own rule may be given under its ``spec_key`` and a value under one of its
    ``aliases`` (the spec's words, CF45-2): the rule's key and value are recorded.

    Raises:
        IllegalAction("bad_script"): an unknown key, a key that does not apply to this
            scenario's family (``house_rule_not_in_scenario``), or a value the key does not
            allow (``detail`` says which).
    """
    rules = dict(scenario_defaults)
    renamed = spec_keys(own)
    for key, value in _spread(chosen or {}).items():
        key = renamed.get(key, key)  # the spec's key of a file's own rule (CF45-2)
        rule = REGISTRY.get(key) or (own or {}).get(key)  # (a file's own key is none of 7's)
        if rule is None:
            raise IllegalAction("bad_script", key=key, detail="unknown_house_rule")
        value = rule.canonical(value)  # the spec's word for a value (CF45-2)
        if not rule.applies_to(family) and key not in scenario_defaults:  # (widened, S14)
            raise IllegalAction("bad_script", key=key, value=key,
                                 detail="house_rule_not_in_scenario")
        if not rule.check(value):
            raise IllegalAction("bad_script", key=key, value=value, detail="bad_house_rule_value")
        if key == "cards_enabled" and family == "zd" and value:
            raise IllegalAction("bad_script", key=key, value=value, detail="zodiac_has_no_cards")
        rules[key] = _copy(value)
    return rules


#: rules_spec 7's row ``timers`` (seconds: intro 40, turn 60, defense 60; A11) as one
#: mapping, held as the three keys the house-rules screen offers (CF45-25).
TIMERS = {"intro": "timer_intro_seconds", "turn": "timer_turn_seconds",
          "defense": "timer_defense_seconds"}


def _spread(chosen: dict[str, Any]) -> dict[str, Any]:
    """``chosen`` with the spec's ``timers: {intro, turn, defense}`` spread over the three
    timer keys (a part given twice: the later wins).

    Raises:
        IllegalAction("bad_script"): ``timers`` not a mapping of those parts."""
    if "timers" not in chosen:
        return chosen
    out: dict[str, Any] = {}
    for key, value in chosen.items():
        if key != "timers":
            out[key] = value
            continue
        if not isinstance(value, dict) or not value or set(value) - set(TIMERS):
            raise IllegalAction("bad_script", key=key, value=value, detail="bad_house_rule_value")
        for part, seconds in value.items():
            out[TIMERS[part]] = seconds
    return out


def spec_keys(own: dict[str, Any] | None) -> dict[str, str]:
    """The spec's keys of a file's own rules (``FileRule.spec_key``) → the rule's key."""
    return {r.spec_key: k for k, r in (own or {}).items() if getattr(r, "spec_key", "")}


def check_scope(scenario_defaults: dict[str, Any], chosen: dict[str, Any] | None,
                own: dict[str, Any] | None = None) -> None:
    """Refuse a house rule outside the scenario's scope in a game script (rules_spec 6.10
    S14): ``scenario_defaults`` (:meth:`Scenario.default_house_rules`) holds every key in
    scope, the family's keys and those about one role only where the roster has a role of
    that kind, whatever the scenario is called (``sixth_sense_overrides_immortality``
    beside Jack; not ``leon_vest`` in ``classic``). A key the file's ``own`` rules offer
    under their own key (``spec_key``) is in scope.

    Raises:
        IllegalAction("bad_script", detail="house_rule_not_in_scenario"): the first key
            outside the scope.
    """
    renamed = spec_keys(own)
    for key in chosen or {}:
        if key in REGISTRY and key not in scenario_defaults and key not in renamed:
            raise IllegalAction("bad_script", key=key, value=key,
                                 detail="house_rule_not_in_scenario")


def _copy(v: Any) -> Any:
    return list(v) if isinstance(v, list) else v
