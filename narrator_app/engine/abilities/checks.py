"""Night abilities: each role's night step, checked before it is recorded.

One check per ability kind (rules_spec 3.x role rules, section 7 house rules), the team's
mafia step, and the true specials (Jack's curse, a player who leaves the table; a kind's
:attr:`Kind.whole_check`: Nostradamus's picks, Sherlock's guess, in their modules). Also
who acts for nothing tonight (:func:`disabled`) and the night's order. Every refusal is an
:class:`IllegalAction` with the code of game-script.md.
"""

from __future__ import annotations

from collections.abc import Callable
from typing import Any

from ..errors import IllegalAction, refusal_of
from ..scenario import Scenario, kept_beside
from ..state import ALIVE, GameState
from ..table import (
    ACTS_FROM,
    GuessOrCheck,
    SeatOrCheck,
    check_withdraw,
    out_of_game,
    seat_of,
    team_target_refusal,
    team_target_refusals,
    withdraw,
    withdrawn_holder,
)
from . import registry
from .base import (
    card_of,
    disabling_kinds,
    game_team_parts,
    hook_owner,
    kinds_in_play,
    kinds_with,
    whole_night_kinds_disabled,
)
from .godfather import ACTION
from .godfather import NAME as GODFATHER
from .params import kinds_key, role_kind
from .pickpocket import NAME as PICKPOCKET
from .pickpocket import robbed, stolen_tonight
from .registry import CITY_ROLES, KINDS, MEETING_ONLY, acts_on_intro_night, stage_effects
from .sherlock_holmes import first_guess_tonight
from .steps import NARRATOR_STEPS
from .team_fields import TEAM_FIELDS, split_team_fields

#: The seeds' two kinds of gun (S2:L124; the ``give_guns`` kind's, re-exported here).
GUNS = ("war", "blank")


MAFIA_ACTIONS = ("shot", "sixth_sense", "buy")


#: Night steps a script may name, beside role ids.
TEAM_KEYS = ("mafia", "withdraw")




def disabled(st: GameState, choices: dict[str, Any],
             gone: frozenset[int] = frozenset(),
             held: dict[int, str] | None = None) -> dict[int, str]:
    """Seats whose own action is void tonight, with why (rules_spec 3.1.4 step 3, 3.4.5,
    3.5.5): ``left_tonight`` (``gone``: seats that leave tonight under
    ``night_death_voids_action``, A91, first, so that a hold of theirs holds nobody: CF47-22),
    ``handcuffed`` (the card, for Night k), ``stolen`` (the pickpocket, for good, from
    the theft on in wake order: 6.9 S3), ``blocked`` (a ``block`` hold worked out at step 3's
    place, ``before_guess``: the Matador, the magician), ``slaughtered`` (a correct sixth
    sense), then the general kinds' (a club's hold, ``held``). ``held``: the night's
    start's :func:`held_at_start` when the caller has it (``st``'s players are its own).
    Only what the game's kinds can void is asked (:func:`_disables_of`)."""
    plan = _disables_of(st)
    if not plan.renamed.isdisjoint(choices):
        kinds = st.scenario.kind_map()  # kind_of of each key, the map read once
        choices = {kinds.get(k, k): v for k, v in choices.items()}
    out: dict[int, str] = {s: "left_tonight" for s in gone if s} if gone else {}
    out.update(held_at_start(st) if held is None else held)
    if plan.steals:
        steal = stolen_tonight(st, choices, out)
        if steal is not None:
            out.setdefault(steal, "stolen")
    for k in plan.early:  # the Matador's, the magician's hold
        if k.disables_early is not None:
            for seat, why in k.disables_early(st, choices, out).items():
                out.setdefault(seat, why)
    for k in plan.over:  # the sixth sense's slaughter
        if k.disables_over is not None:
            out.update(k.disables_over(st, choices, out))
    if plan.whole:
        for seat, why in whole_night_kinds_disabled(st, choices, out).items():
            if seat not in out and st.view(seat).status == ALIVE:
                out[seat] = why
    return out


class _Disables:
    """What :func:`disabled` reads of a game's scenario, rules and the registry's kinds
    (:func:`_disables_of`): the renamed roles (:meth:`Scenario.renamed_roles`), whether a
    theft can void anyone (a ``pickpocket`` kind in play: :func:`stolen_tonight` finds no
    thief otherwise), the kinds with ``disables_early`` and ``disables_over``
    (:func:`kinds_with`), and whether a general kind's ``disables`` may void anyone
    (:func:`disabling_kinds`: :func:`whole_night_kinds_disabled` finds nobody otherwise);
    ``plugged`` the registry's marker it was made with."""

    __slots__ = ("plugged", "renamed", "steals", "early", "over", "whole")

    def __init__(self) -> None:
        self.plugged: Any = None
        self.renamed: frozenset[str] = frozenset()
        self.steals = True
        self.early: tuple[Any, ...] = ()
        self.over: tuple[Any, ...] = ()
        self.whole = True


def _disables_of(st: GameState) -> _Disables:
    """:class:`_Disables` of ``st``'s game: kept with the scenario beside the game's rules
    object (never changed; the entry holds it), made again when a kind is registered or
    removed (the registry's marker, :func:`registry.stage_effects`, as :func:`kinds_with`'s
    table is)."""
    plan: _Disables = kept_beside(st.scenario, "_disables", st.rules, _Disables)
    if plan.plugged is not registry.stage_cache or plan.plugged is None:
        scenario = st.scenario
        plan.renamed = scenario.renamed_roles()
        plan.steals = PICKPOCKET in kinds_in_play(scenario)
        plan.early = kinds_with(scenario, "disables_early")
        plan.over = kinds_with(scenario, "disables_over")
        plan.whole = bool(disabling_kinds(st))
        plan.plugged = stage_effects()  # the marker the tuples above were read under
    return plan


def held_at_start(st: GameState) -> dict[int, str]:
    """The living players whose own action is void tonight whatever tonight's steps:
    ``handcuffed`` (the card, for Night k), ``stolen`` (robbed on an earlier night, or
    tonight already: :func:`pickpocket.robbed`), in seat order (:func:`disabled`). It reads
    only the players, the night's number and the rules."""
    out: dict[int, str] = {}
    for p in st.players:
        if p.status != ALIVE:
            continue
        if p.handcuffed_night == st.number:
            out[p.seat] = "handcuffed"
        elif p.stolen_night is not None and robbed(st, p):  # never robbed: not asked
            out[p.seat] = "stolen"
    return out


def disabled_tonight(st: GameState, held: dict[int, str] | None = None) -> dict[int, str]:
    """Who is blocked, handcuffed, slaughtered or pickpocketed by tonight's steps so far
    (``held``: :func:`held_at_start` when the caller has it)."""
    return disabled(st, st.choices, held=held)


def night_keys(st: GameState) -> set[str]:
    """Every key a night entry may name in this scenario (role ids and ``mafia``)."""
    return set(_night_keys(st))


def _night_keys(st: GameState) -> frozenset[str]:
    """:func:`night_keys`, kept with the scenario (a scenario does not change): its roles,
    the team's keys, and the narrator's steps its nights list (Capo's antidote vote; in
    another scenario the key is unknown, ``bad_script``: an auditor's case, CF45-18)."""
    keys = st.scenario.__dict__.get("_night_keys")
    if keys is None:
        listed = {d.key for d in (*st.scenario.night, *st.scenario.intro_night)}
        # the team's step only where the nights list it (a file without one has no team
        # action to record: its ``mafia`` entry was taken, and no checklist asked it, CF50)
        team = {k for k in TEAM_KEYS if k != "mafia" or k in listed}
        keys = frozenset({r.id for r in st.scenario.roles} | team
                         | (set(NARRATOR_STEPS) & listed))
        object.__setattr__(st.scenario, "_night_keys", keys)  # frozen model: private cache
    return keys


def check_night_choice(st: GameState, key: str, value: Any,
                       facts: _StepFacts | None = None) -> None:
    """Refuse an illegal night step; return None when it is legal.

    ``st`` is the state during the night (its ``choices`` are the steps already confirmed
    tonight); ``key`` a role id or ``mafia``; ``value`` the game-script value; ``facts``:
    :func:`night_step_facts` of ``key`` when the caller has asked it (the night's step
    applied, :func:`game._night_choice`, which gives them to :func:`night_step_effect` too).

    Raises:
        IllegalAction: with the code of game-script.md (bad_script, wrong_phase, not_acting,
            invalid_target, self_target, repeat_target, no_uses_left, not_available,
            one_team_action, forced_side, missing_choice).
    """
    # bad_script for a key the scenario's nights do not know (the facts: always an object)
    facts = facts or _step_facts(st, key)
    # narrator_step, inline (asked for every night step): never a role of the scenario
    step = None if facts.role else NARRATOR_STEPS.get(key)
    if step is not None:
        return step.check(st, value)  # the narrator's own step (the antidote vote)
    role_key = key
    key = facts.kind  # the handlers know a role by its ability kind
    if key == "withdraw":
        return check_withdraw(st, value)
    if not isinstance(value, dict):
        raise IllegalAction("bad_script", key=key, value=value, detail="not_a_mapping")
    unknown = _unknown_role(st, value)
    if unknown is not None:  # the entry's shape first, whoever acts (a withdrawn holder's
        # guess of «banana» was accepted with no effect: an auditor's case, CF45-17)
        raise IllegalAction("bad_script", key=role_key, value=unknown, detail="unknown_role")
    # the method's kept answer for the game's rules, read inline (every night step)
    own: Callable[[GameState, str, dict[str, Any]], None] | None = (
        facts._whole if facts._rules is st.rules else facts.whole(st.rules))
    if own is not None:
        return own(st, key, value)
    k, who = facts.k, facts.who
    if (st.phase == "intro_night" and not acts_on_intro_night(key) and (
            value or not called_on_intro_night(st, role_key))) or (
            key != "mafia" and meeting_only(st, role_key)):
        raise intro_night_refusal(st, role_key, value, who)
    if key == "mafia":  # without a kind's extra field (the mine's sacrifice)
        return _check_mafia(st, split_team_fields(st, value))
    actor = step_holder(st, role_key, key)
    gone = withdrawn_holder(st, key) if actor is None else None
    if gone is not None:  # he left the table this night: accepted, no effect (6.9 S10) …
        refused = _gone_shape_refusal(st, role_key, value, gone.seat)
        if refused is not None:  # … once its shape is the step's (game-script: «bad_script
            raise refused  # for the entry's shape, then …»; a script entry said so: CF50)
        return None
    if actor is None:
        raise IllegalAction("not_acting", key=who, role=who, night=st.number)
    if not value:
        if k is not None and k.empty_check is not None:
            k.empty_check(st, role_key, actor)
        return None
    check = facts.check
    if check is None:
        raise IllegalAction("bad_script", key=key, value=value, detail="unknown_choice")
    return check(st, key, actor, value)


class _StepFacts:
    """What :func:`check_night_choice` and :func:`night_step_effect` read of a night step
    key whatever the state (:func:`_step_facts`): whether it is a role of the scenario
    (``role``: then never the narrator's step), its ability kind (:meth:`Scenario.kind_of`),
    the :class:`Kind` registered as that kind (``k``, None: none), the kind's whole check
    for that role (:attr:`whole`), its registered check (:func:`_registered_check`)
    and whom its refusals name (``who``: a general kind's the role id, several roles may
    share it, or the kind says so, ``Kind.names_role``; a seed kind's its kind, the role id
    in the seeds)."""

    __slots__ = ("role", "kind", "k", "_whole", "_rules", "check", "who", "_scen", "_key")

    def __init__(self, st: GameState, key: str) -> None:
        self.role = st.scenario.has_role(key)
        self.kind = kind = st.scenario.kind_of(key)
        self.k = k = KINDS.get(kind)
        self._whole: Any = _UNREAD
        self._rules: Any = _UNREAD  # the game's rules the whole check was read for
        self._scen, self._key = st.scenario, key
        self.check = _registered_check(kind)
        self.who = key if k is not None and (k.multi or k.names_role) else kind

    def whole(self, rules: dict[str, Any]) -> Callable[[GameState, str, dict[str, Any]],
                                                      None] | None:
        """The kind's whole check for the key's role in a game of ``rules`` (the game's
        house rules: the role's kind as they make it, :func:`_whole_check`; HR107-1), read
        when first asked, not when the facts are made: :func:`check_night_choice` asks it
        after its ``bad_script`` refusals of the value (not a mapping, an unknown role), as
        it did before the facts were kept, so that a club file's role whose parameters its
        kind cannot play (their own house rules' defaults together) meets those refusals
        first (Z106-4). Kept for the last rules object asked (a game's never changes)."""
        if self._rules is rules:
            return self._whole
        whole = self._whole = _whole_check_in(self._scen, self._key, self.kind, rules)
        self._rules = rules
        return whole


#: :meth:`_StepFacts.whole` not read yet.
_UNREAD: Any = object()


def _step_facts(st: GameState, key: str) -> _StepFacts:
    """:class:`_StepFacts` of night step ``key`` in ``st``'s scenario, asked once per key
    for both the step's check and its effect (issue 25: the kind was asked twice a step).
    Kept with the scenario beside the registry's table of stages
    (:func:`registry.stage_effects`, a new object whenever a kind is registered or removed):
    the facts read only the scenario (its roles, kind map and roles' params) and the
    registry's kinds; the narrator's steps are read at each ask (:data:`NARRATOR_STEPS`).

    Raises:
        IllegalAction: ``bad_script`` (``unknown_key``) for a key the scenario's nights do
            not know (:func:`_night_keys`; such a key is not kept)."""
    kept = st.scenario.__dict__.get("_step_facts")  # kept_beside's entry, read inline
    table: dict[str, _StepFacts] = (
        kept[1] if kept is not None and kept[0] is registry.stage_cache
        else kept_beside(st.scenario, "_step_facts", stage_effects(), dict))
    facts = table.get(key)
    if facts is None:
        if key not in _night_keys(st):
            raise IllegalAction("bad_script", key=key, detail="unknown_key")
        facts = table[key] = _StepFacts(st, key)
    return facts


#: :func:`_step_facts` for the night's step applied (:func:`game._night_choice`), which
#: gives the one answer to :func:`check_night_choice` and :func:`night_step_effect`.
night_step_facts = _step_facts


def meeting_only(st: GameState, role: str) -> bool:
    """True when tonight is a first night that is only a meeting and the role ``role`` does
    not act on it (:data:`registry.MEETING_ONLY`, laid by the team shot's kind: Werewolf's
    ``ww_first_night_kill = false``, club_scenarios 7.10 C2; CF47-34)."""
    if st.extra.get(SHAPE_PROBE):
        return False
    for tonight, sits_out in MEETING_ONLY:  # a plain loop: asked for every night step
        if tonight(st) and sits_out(st, role):
            return True
    return False


def meeting_night(st: GameState) -> bool:
    """False when :func:`meeting_only` is False for every role tonight (no first night that
    is only a meeting, or the shape probe's state): the checklist asks it once, then each
    step's role only on such a night."""
    if st.extra.get(SHAPE_PROBE):
        return False
    for tonight, _sits_out in MEETING_ONLY:
        if tonight(st):
            return True
    return False


#: The mark of :func:`night_shape_refusal`'s probe state: it reads a step's shape only.
SHAPE_PROBE = "shape_probe"


def called_on_intro_night(st: GameState, key: str) -> bool:
    """True when the intro night calls the role ``key`` though it does not act then, so
    that its empty value ``{}`` is a call with nothing chosen: the scenario lists the key
    for Night 0, or the seeds' call of the city roles wakes this city role (rules_spec
    3.1.2 item 4, while ``intro_night_wake_city_roles``; a mafia or independent role has no
    such call, 3.1.2 item 3: CF47-31); ``mafia`` always. Elsewhere «a role key the scenario
    does not list for Night 0 is refused ``wrong_phase``» (club_scenarios 1.1; CF47-5)."""
    steps = {d.key for d in st.scenario.intro_night}
    if key == "mafia" or key in steps:
        return True
    return (CITY_ROLES in steps and st.rules.get("intro_night_wake_city_roles", True)
            and st.scenario.has_role(key) and st.scenario.side_of(key) == "city")


def night_shape_refusal(st: GameState, key: str, value: Any) -> IllegalAction | None:
    """The ``bad_script`` night step ``key`` with ``value`` meets as a main night of ``st``'s
    game reads it first, before any rule (an unknown word: Leon's ``{shot: 3}``, the
    Matador's ``{block: 4, foo: 1}``; an unknown role in a guess), or None when its shape is
    the step's. game-script.md: a refused entry is refused "``bad_script`` for the entry's
    shape, then ``wrong_phase``, then the first refused choice in step order" (CF46-1,
    CF46-12). Reads ``st`` (a probe copy is checked), changes nothing."""
    probe = st.clone()
    if probe.phase != "night":
        probe.phase, probe.number = "night", st.number + 1
    probe.choices = {}
    probe.extra[SHAPE_PROBE] = True  # the shape alone: no meeting night (CF47-34)
    try:
        check_night_choice(probe, key, value)
    except IllegalAction as exc:
        if exc.code == "bad_script":
            return exc.with_traceback(None)
    return None


def _gone_shape_refusal(st: GameState, key: str, value: Any,
                        seat: int) -> IllegalAction | None:
    """:func:`night_shape_refusal` of the step ``key`` whose holder at ``seat`` left the
    table this night: read as if he were still there to act (a probe copy), so that his
    value's shape is checked as any holder's is (his choice itself has no effect)."""
    if st.extra.get(SHAPE_PROBE):
        return None  # already a probe: the holder's absence is not the shape's concern
    probe = st.clone()
    probe.player(seat).status = ALIVE
    return night_shape_refusal(probe, key, value)


def intro_night_refusal(st: GameState, key: str, value: Any, who: str) -> IllegalAction:
    """The refusal of step ``key`` with ``value`` on the intro night, where its role does not
    act: ``bad_script`` when the value is not of the step's shape as a main night would read
    it (:func:`night_shape_refusal`), else ``wrong_phase`` naming ``who``."""
    return night_shape_refusal(st, key, value) or IllegalAction(
        "wrong_phase", key=who, night=st.number, role=None if key == "mafia" else who)


def _unknown_role(st: GameState, value: dict[str, Any]) -> Any:
    """A ``role`` named in a night value (a guess ``{seat, role}``, at the top or one level
    down: the team's ``{sixth_sense: {seat, role}}``) that is no role of the scenario, or
    None when every one is."""
    if "role" in value and "seat" in value:
        return _not_a_role(st, value["role"])
    for part in value.values():  # hot path (every night step): plain loops
        if type(part) is dict and "role" in part and "seat" in part:
            return _not_a_role(st, part["role"])
    return None


def _not_a_role(st: GameState, role: Any) -> Any:
    """``role`` when it is no role id of the scenario (a guess's), else None."""
    return None if isinstance(role, str) and st.scenario.has_role(role) else role


def night_choice_check(st: GameState, key: str) -> Callable[[Any], None]:
    """``value ↦ check_night_choice(st, key, value)`` for many values of one step on one
    state (the pickers' per-seat options, :func:`game.step_refusals`): the same refusals in
    the same order, with what does not depend on the value found once — the key known and
    its kind, whether the step is refused on the intro night, the acting player
    (:func:`step_holder`), the team's living member and parts (:func:`_team_context`). A step
    that is the narrator's, a withdrawal, a kind's whole check, one whose key is refused,
    or one without its acting player is asked of :func:`check_night_choice` itself.

    ``st`` must not change while the function is used (checks only read it)."""
    def whole(value: Any) -> None:
        return check_night_choice(st, key, value)

    try:
        if _known_key(st, key) is not None:
            return whole
    except IllegalAction:
        return whole  # refused whatever the value: made again per value, as before
    kind = st.scenario.kind_of(key)
    if kind == "withdraw" or _whole_check(st, key, kind) is not None:
        return whole
    k = KINDS.get(kind)
    who = key if k is not None and (k.multi or k.names_role) else kind
    intro = st.phase == "intro_night" and not acts_on_intro_night(kind)
    if kind != "mafia" and meeting_only(st, key):
        return whole  # refused whatever the value (a meeting night)
    if kind == "mafia":
        ctx = _team_context(st)
        return lambda value: _check_team(st, split_team_fields(st, _opened(
            st, who, kind, intro, value, key)), ctx)
    actor = step_holder(st, key, kind)
    if actor is None:
        return whole
    check = _registered_check(kind)

    def one(value: Any) -> None:
        if not _opened(st, who, kind, intro, value, key):
            if k is not None and k.empty_check is not None:
                k.empty_check(st, key, actor)
            return None
        if check is None:
            raise IllegalAction("bad_script", key=kind, value=value, detail="unknown_choice")
        return check(st, kind, actor, value)

    return one


def _opened(st: GameState, who: str, kind: str, intro: bool, value: Any,
            role_key: str) -> Any:
    """``value`` when it is a mapping the step may have tonight (:func:`check_night_choice`'s
    first refusals: ``bad_script`` not a mapping or naming an unknown role, ``wrong_phase``
    an action on the intro night, ``intro`` True when ``kind`` does not act then)."""
    if not isinstance(value, dict):
        raise IllegalAction("bad_script", key=kind, value=value, detail="not_a_mapping")
    unknown = _unknown_role(st, value)
    if unknown is not None:
        raise IllegalAction("bad_script", key=role_key, value=unknown, detail="unknown_role")
    if intro and (value or not called_on_intro_night(st, role_key)):
        raise intro_night_refusal(st, role_key, value, who)
    return value


def _known_key(st: GameState, key: str):
    """The narrator's step ``key`` names, else None; ``bad_script`` for a key the
    scenario's nights do not know."""
    if key not in _night_keys(st):
        raise IllegalAction("bad_script", key=key, detail="unknown_key")
    step = NARRATOR_STEPS.get(key)  # narrator_step, inline: asked for every night step
    return None if step is None or st.scenario.has_role(key) else step


def narrator_step(st: GameState, key: str):
    """The narrator's night step ``key`` names (:class:`steps.NarratorStep`), None when it
    names none or a role of the scenario."""
    step = NARRATOR_STEPS.get(key)
    return None if step is None or st.scenario.has_role(key) else step


#: :func:`step_holder`'s ``k`` when the caller has not looked the kind up.
_LOOK_UP: Any = object()


def step_holder(st: GameState, role: str, kind: str, k: Any = _LOOK_UP):
    """The player who acts at the night step of ``role`` (of ``kind``), read only: a general
    kind's by the role id (several roles may share it, club_scenarios 9), a shipped kind's
    by the kind; when none is in the game, the holder who left earlier tonight and still
    acts (:attr:`Kind.acts_gone`: the hunter whose lover withdrew, CF46-9); else None —
    and None for a card its holder took tonight, which acts from a later night
    (:data:`table.ACTS_FROM`: the heir's card inherited at the antidote step). The night's
    checks and the checklist ask here. ``k``: the :class:`Kind` registered as ``kind``
    (None: none) when the caller has it (the checklist's night plan holds it)."""
    if k is _LOOK_UP:
        k = KINDS.get(kind)
    if k is not None and k.multi:
        found = card_of(st, role)
    else:
        found = st.find(kind)
        if found is None and k is not None and k.acts_gone is not None:
            found = k.acts_gone(st)
    if found is not None and found.card.hidden.get(ACTS_FROM, 0) > st.number:
        return None  # a card taken tonight acts from the following night (capo 6.6)
    return found


def _whole_check(st: GameState, role: str,
                 kind: str) -> Callable[[GameState, str, dict[str, Any]], None] | None:
    """The check of a kind that checks its step wholly (:attr:`Kind.whole_check`:
    Nostradamus's picks, Sherlock's guess; a role's params may give its kind one,
    :attr:`Kind.per_role`: Jack's curse, a ``linked_exit`` in the seeds' form, asked with
    the role's id), None when it has none (:func:`_whole_check_in` of ``st``'s scenario)."""
    return _whole_check_in(st.scenario, role, kind, st.rules)


def _whole_check_in(scen: Scenario, role: str, kind: str, rules: dict[str, Any] | None
                    ) -> Callable[[GameState, str, dict[str, Any]], None] | None:
    """:func:`_whole_check` in the scenario ``scen``, in a game of the house rules
    ``rules`` (the role's kind as they make it, :func:`role_kind`)."""
    k = KINDS.get(kind)
    if k is not None and k.per_role is not None and scen.has_role(role):
        own = role_kind(scen, role, rules)
        check = own.whole_check if own is not None else None
        if check is None:
            return None
        return lambda state, _kind, value: check(state, role, value)
    return k.whole_check if k is not None else None


def _registered_check(key: str):
    """The night check a kind brings from its module (None: none)."""
    k = KINDS.get(key)
    return k.check if k is not None else None


def night_order(st: GameState) -> dict[str, int]:
    """Step key → position in tonight's order (scenario file; ``jack_wake_position``,
    ``sherlock_first_guess_night``). A new dict each call."""
    return dict(night_rank(st))


def night_rank(st: GameState) -> dict[str, int]:
    """:func:`night_order` itself, as kept with the scenario: the caller only reads it
    (no copy made: asked for every step the pickers probe and every night step applied
    after another): :func:`_kept_night_order`'s kept dict read inline, under
    :func:`night_order_key`; in a game where no kind moves its step (:func:`_fixed_ranks`)
    the order found for its main nights and its intro night, without the key made again."""
    kept = st.scenario.__dict__.get("_fixed_ranks")  # _fixed_ranks' entry, read inline
    fixed = (kept[1] if kept is not None and kept[0] is st.rules
             and kept[1].plugged is registry.stage_cache else _fixed_ranks(st))
    intro = st.phase == "intro_night"
    if fixed.fixed:
        order = fixed.orders[intro]
        if order is not None:
            return order
    key = night_order_key(st)
    orders = st.scenario.__dict__.get("_night_orders")
    order = orders.get(key) if orders is not None else None
    if order is None:
        order = _kept_night_order(st, key)
    if fixed.fixed:
        fixed.orders[intro] = order
    return order


class _FixedRanks:
    """A game's night orders where they depend on no state (:func:`_fixed_ranks`):
    ``fixed`` True when no kind of the game moves its step (:func:`_moved_steps` is
    ``()`` whatever the state), then :func:`night_order_key` reads only whether the night
    is the intro night and the game's rules; ``orders`` its main nights' and its intro
    night's (index ``True``), filled as first found; ``plugged`` the registry's marker
    (:data:`registry.stage_cache`) it was made under."""

    __slots__ = ("plugged", "fixed", "orders")

    def __init__(self) -> None:
        self.plugged: Any = None
        self.fixed = False
        self.orders: list[dict[str, int] | None] = [None, None]


def _fixed_ranks(st: GameState) -> _FixedRanks:
    """:class:`_FixedRanks` of ``st``'s game. Made from the scenario, the registry's kinds
    (which move a step: :attr:`Kind.wakes_after`) and the rules object (the orders read
    ``sherlock_first_guess_night``): kept with the scenario beside the game's rules object
    (never changed; the entry holds it), made anew when a kind is registered or removed
    (``tests/engine/test_fixed_ranks_kept.py``)."""
    fixed: _FixedRanks = kept_beside(st.scenario, "_fixed_ranks", st.rules, _FixedRanks)
    if fixed.plugged is not registry.stage_cache or fixed.plugged is None:
        fixed.fixed = not kinds_with(st.scenario, "wakes_after")
        fixed.orders = [None, None]
        fixed.plugged = stage_effects()  # the marker the answer above was read under
    return fixed


def night_order_key(st: GameState) -> tuple[Any, ...]:
    """What tonight's order (:func:`night_order`) depends on besides the scenario: whether
    the night is the intro night, where the house rules move the steps that may move
    (:func:`_moved_steps`), and whether Sherlock's first guess is tonight's step 0. Two
    states of one scenario with equal keys have the same order."""
    intro = st.phase == "intro_night"
    return (intro, _moved_steps(st),
            intro and st.rules.get("sherlock_first_guess_night", 1) == 0)


def _kept_night_order(st: GameState, key: tuple[Any, ...]) -> dict[str, int]:
    """:func:`night_order` kept with the scenario under ``key`` (:func:`night_order_key`);
    the kept dict itself: the caller never changes it."""
    orders = st.scenario.__dict__.get("_night_orders")
    if orders is None:
        orders = {}
        object.__setattr__(st.scenario, "_night_orders", orders)  # frozen model: private cache
    order = orders.get(key)
    if order is None:
        order = orders[key] = _night_order(st)
    return order


def ranked_key(key: str) -> str:
    """The key a night step is ranked by in :func:`night_order`: the intro night's
    ``mafia_meet`` at the team's place (``mafia``), any other as it is."""
    return "mafia" if key == "mafia_meet" else key


def _night_order(st: GameState) -> dict[str, int]:
    """:func:`night_order` worked out from the scenario file (it depends only on the
    scenario, whether the night is the intro night and the two house rules it reads)."""
    defs = st.scenario.intro_night if st.phase == "intro_night" else st.scenario.night
    keys = [ranked_key(d.key) for d in defs]
    for kind, after in zip(kinds_with(st.scenario, "wakes_after"), _moved_steps(st),
                           strict=True):
        role = st.scenario.role_of_kind(kind.name)
        if after is not None and role in keys:  # moved by a house rule (Jack's, A52)
            keys.remove(role)
            at = keys.index(after) + 1 if after in keys else 0
            while after == "mafia" and at < len(keys) and _mafia_step(st, keys[at]):
                at += 1  # after the whole mafia wake: the Matador's «during mafia wake»
            keys.insert(at, role)
    sher = first_guess_tonight(st)
    if sher is not None:
        keys.insert(0, sher)  # step 0 of the night (3.3.3; A59)
    return {"withdraw": -1} | {k: i for i, k in enumerate(keys)}


#: The team's steps that follow its wake: the purchase said «right after the mafia team
#: closes their eyes» (3.1.3), the bought player meeting the team.
TEAM_FOLLOW = ("purchase_announcement", "bought_player")


def _mafia_step(st: GameState, key: str) -> bool:
    """True for a step of the mafia's wake: a mafia role's (the Matador's, «during mafia
    wake», rules_spec 3.1.3 row 2) or the team's that follow it (:data:`TEAM_FOLLOW`)."""
    return key in TEAM_FOLLOW or (
        st.scenario.has_role(key) and st.scenario.side_of(key) == "mafia")


def _moved_steps(st: GameState) -> tuple[str | None, ...]:
    """Where tonight's house rules call the steps of the scenario's kinds that may move
    (:attr:`Kind.wakes_after`, in the registry's order): each one's step key, or None."""
    kinds = kinds_with(st.scenario, "wakes_after")
    if not kinds:
        return ()  # no kind of this scenario moves its step (most): no list made
    return tuple([k.wakes_after(st) for k in kinds if k.wakes_after is not None])


def night_step_effect(st: GameState, key: str, value: Any,
                      facts: _StepFacts | None = None) -> None:
    """What a confirmed night step changes at once, before the later calls of the night:
    a player who withdraws leaves at once (6.9 S10); a kind's :attr:`Kind.on_confirm` runs
    (Sherlock's correct guess swaps the role cards with their counters, S2:L137, so the
    former Sherlock acts in his new role that same night, A61; the heir's pick).
    ``facts``: :func:`night_step_facts` of ``key`` when the caller has them (the check's)."""
    if facts is None:  # the kind asked once for the step's check and effect
        facts = _step_facts(st, key)
    if not facts.role:
        step = NARRATOR_STEPS.get(key)  # narrator_step, inline: asked for every night step
        if step is not None:
            step.effect(st, value)
            return
    if facts.kind == "withdraw":
        withdraw(st, value)
        return
    registered = facts.k
    if registered is not None and registered.on_confirm is not None and value:
        registered.on_confirm(st, value)  # Sherlock's swap (:mod:`.sherlock_holmes`)


def _check_mafia(st: GameState, value: dict[str, Any]) -> None:
    """The team step (club_scenarios 1.3, rules_spec 3.1.3): exactly one team action a
    night, the seeds' own (``shot``, ``sixth_sense``, ``buy``, as the scenario's ``mafia``
    step lists them) or one a living role's kind contributes (:func:`base.team_parts`:
    ``nato``, ``trade``, ``negotiate``, ``recruit``, ``execute``, or a club boss's ``shot``),
    each checked by its own rule; a contributed extra field (``action = False``) does not
    count; ``{}``: no action."""
    _check_team(st, value, _team_context(st))


#: What :func:`_check_mafia` reads of the state whatever the value (:func:`_team_context`).
TeamContext = tuple[bool, dict[str, Any], frozenset[str], frozenset[str]]


def _team_context(st: GameState) -> TeamContext:
    """What :func:`_check_mafia` reads of ``st`` whatever the value: whether a mafia member
    is alive, the kinds' team parts (:func:`base.team_parts`), the keys the step may have
    (the seeds' three and the parts'), the scenario's own seed team actions. The same for
    every value asked on one state (checks only read it)."""
    sides = st.scenario.side_map()  # role id -> side, read once (not side_of per seat)
    alive = False
    for p in st.players:  # a plain loop: asked for every team step's options
        if p.status == ALIVE and sides[p.card.role] == "mafia":
            alive = True
            break
    parts = game_team_parts(st)
    # the keys of these parts, made once: :func:`team_parts`' own dict, never changed
    keys, seeds = kept_beside(st.scenario, "_team_keys", parts, _team_keys, st.scenario, parts)
    return (alive, parts, keys, seeds)


def _team_keys(scenario: Scenario, parts: dict[str, Any]) -> tuple[frozenset[str],
                                                                    frozenset[str]]:
    """The keys the team step may have (the seeds' three and ``parts``'), and the
    scenario's own seed team actions (:func:`_team_context`)."""
    return frozenset(MAFIA_ACTIONS).union(parts), frozenset(scenario.mafia_actions())


def _check_team(st: GameState, value: dict[str, Any], ctx: TeamContext) -> None:
    """:func:`_check_mafia` with its value-free part ``ctx`` (:func:`_team_context`)."""
    alive, parts, known, mafia_actions = ctx
    if not alive:
        raise IllegalAction("not_acting", key="mafia", night=st.number)
    if not value:
        return None
    if not known.issuperset(value):
        raise IllegalAction("bad_script", key="mafia", value=value, detail="unknown_choice")
    actions = 0  # the keys that are team actions (a part's extra field is not one) …
    seeds_known = True  # … and whether each seed action is one of this scenario's step
    for k in value:  # one plain loop: asked for every seat of every team option
        part = parts.get(k)
        if part is None:
            actions += 1
            seeds_known = seeds_known and k in mafia_actions
        elif part.action:
            actions += 1
    if actions > 1:  # a club's team: its own sentence (not the seeds' three actions)
        club = any(not part.listed for part in parts.values())
        raise IllegalAction("one_team_action", key="mafia", night=st.number,
                            **({"detail": "club"} if club else {}))
    if not seeds_known:
        # an action this scenario's mafia step does not have (the sixth sense and the
        # purchase are the Godfather family's, 3.1.3)
        raise IllegalAction("bad_script", key="mafia", value=value, detail="unknown_choice")
    for action, arg in value.items():
        if action in parts:
            parts[action].check(st, parts[action], arg, value)
        else:
            _check_seed_team_action(st, action, arg)
    return None


def check_team_shot(st: GameState, arg: Any) -> None:
    """The team shot (rules_spec 3.1.3; club_scenarios 1.3): a living player, not a teammate
    (``invalid_target`` unless ``mafia_may_shoot_teammate``)."""
    refused = team_shot_refusal(st, seat_of(st, arg, "mafia"))
    if refused is not None:
        raise refused


def team_shot_refusal(st: GameState, t: int) -> IllegalAction | None:
    """:func:`check_team_shot`'s refusal of the seat ``t`` of the table (out of the game, a
    teammate), returned, not raised; None: the team may shoot him."""
    return team_shot_refusals(st, [t])[0]


def team_shot_refusals(st: GameState, seats: list[int]) -> list[IllegalAction | None]:
    """:func:`team_shot_refusal` of each of ``seats``, the house rule
    ``mafia_may_shoot_teammate`` read once (a picker asks every seat of the table)."""
    if st.rules.get("mafia_may_shoot_teammate"):
        return [out_of_game(st, t, "mafia") if st.view(t).status != ALIVE else None
                for t in seats]
    return [team_target_refusal(st, t) for t in seats]


def night_seat_refusals(st: GameState, key: Any, values: list[Any],
                        shaped: Callable[[Any], None]) -> list[IllegalAction | None] | None:
    """The refusals :func:`night_choice_check` (after the value's shape, ``shaped``:
    :func:`shapes.step_value_check`) gives step ``key`` with each of ``values``, in one
    pass, when the values are the pickers' probes of one action, one per seat
    (:func:`seat_probes`): what does not depend on the seat (the step known and its kind,
    the shape, the value's form, the acting player, or the team's living member and the
    action known and one of the step's) is found once, and each seat's refusal is returned
    by the action's own seat check where it has one (:attr:`TeamPart.seat_check`,
    :attr:`Kind.seat_check`; the seeds' shot, :func:`team_shot_refusal`), not raised and
    caught; else by its check, value by value. The same refusals in the same order as
    :func:`night_choice_check` value by value. None when the values are not such probes,
    or a refusal would not depend on the seat (then each value is asked as before).
    Several actions' probes may be asked at once: values that are a whole number of
    tables' probes (more than one) are asked a table's seats at a time, each its own
    action's one pass (the team's context found once); None when one of them is not.
    ``st`` only read; the caller has found the step continues the night and is being
    played (:func:`game.step_refusals`)."""
    kind = _seat_pass_kind(st, key)
    if kind is None:
        return None
    n = len(st.players)
    chunks = ([values] if len(values) <= n or len(values) % n
              else [values[at:at + n] for at in range(0, len(values), n)])
    probes: list[tuple[str, list[Any]]] = []
    for chunk in chunks:  # several actions' probes, a table's seats each
        one = seat_probes(chunk, n)
        if one is None:
            return None
        probes.append(one)
    found = _probe_runs(st, key, kind, probes, shaped)
    return None if found is None else [r for got in found for r in got]


def night_probe_refusals(st: GameState, key: Any, probes: list[tuple[str, list[Any]]],
                         shaped: Callable[[Any], None], known: int = 0
                         ) -> list[list[IllegalAction | None]] | None:
    """:func:`night_seat_refusals` of the pickers' probes given as what they are made of,
    not made and parsed back: each action's ``(name, args)``, its values ``{name: arg}``
    for each of ``args``, one a seat of the table in seat order (the team step's actions,
    :func:`choices._opts_mafia`). Each action's refusals, in order; the same as
    :func:`night_seat_refusals` of all those values (the args' form checked as
    :func:`seat_probes` checks the values'). None when it would answer None. The last
    ``known`` probes' args are the caller's own, made from the table's seats in seat order
    (each seat, or each a guess ``{seat, role}`` of one role): the form :func:`seat_args`
    accepts, not checked again."""
    kind = _seat_pass_kind(st, key)
    if kind is None:
        return None
    n = len(st.players)
    for _name, args in probes:
        if len(args) != n:
            return None
    for _name, args in probes[:len(probes) - known]:
        if not seat_args(args, n):
            return None
    return _probe_runs(st, key, kind, probes, shaped)


def _probe_runs(st: GameState, key: str, kind: str, probes: list[tuple[str, list[Any]]],
                shaped: Callable[[Any], None]) -> list[list[IllegalAction | None]] | None:
    """:func:`_seat_run` of each action's probes ``(name, args)`` of step ``key`` (of
    ``kind``), in order, the team's context found once for several; None when one is."""
    ctx = _team_context(st) if kind == "mafia" and len(probes) > 1 else None
    targets = TeamTargets(st) if kind == "mafia" else None
    out: list[list[IllegalAction | None]] = []
    for name, args in probes:
        got = _seat_run(st, key, kind, name, args, shaped, ctx, targets)
        if got is None:
            return None
        out.append(got)
    return out


#: :func:`_seat_pass_kind`'s mark of an answer not yet kept.
_NOT_KEPT: Any = object()


def _seat_pass_kind(st: GameState, key: Any) -> str | None:
    """The kind of the night step ``key`` when its seats may be asked in one pass
    (:func:`night_seat_refusals`): a string key of the scenario's nights that is not the
    narrator's step, a withdrawal, a kind checked wholly, nor a kind that sits out the
    intro night on it; else None. Kept with the scenario beside the registry's stage
    table (a new object whenever a kind is registered or removed), by the key, whether
    it is the intro night and the game's rules on the roles' kinds (:func:`kinds_key`:
    a whole check is the kind as the role plays it), all :func:`_find_seat_pass_kind`
    reads."""
    if not isinstance(key, str):
        return None
    kept: dict[tuple[str, bool, Any], str | None] = kept_beside(
        st.scenario, "_seat_pass_kinds", stage_effects(), dict)
    at = (key, st.phase == "intro_night", kinds_key(st.scenario, st.rules))  # a whole check:
    kind = kept.get(at, _NOT_KEPT)  # the role's kind as the game's rules make it (HR107-1)
    if kind is _NOT_KEPT:
        kind = kept[at] = _find_seat_pass_kind(st, key)
    return kind


def _find_seat_pass_kind(st: GameState, key: str) -> str | None:
    """:func:`_seat_pass_kind` found: it reads the scenario, the registry, whether ``st``
    is on the intro night and the game's rules on the roles' kinds, nothing else."""
    try:
        if _known_key(st, key) is not None:
            return None  # the narrator's step
    except IllegalAction:
        return None  # an unknown key: refused whatever the value
    kind = st.scenario.kind_of(key)
    if kind == "withdraw" or _whole_check(st, key, kind) is not None:
        return None
    if st.phase == "intro_night" and not acts_on_intro_night(kind):
        return None
    return kind


def _seat_run(st: GameState, key: str, kind: str, name: str, args: list[Any],
              shaped: Callable[[Any], None], ctx: TeamContext | None,
              targets: TeamTargets | None = None) -> list[IllegalAction | None] | None:
    """:func:`night_seat_refusals` of one action's probes ``{name: arg}`` for each of
    ``args`` (:func:`seat_probes`) of step ``key`` (of ``kind``), the step known; ``ctx``:
    the team's context when already found (None: found here); ``targets``: the team's
    targets of the ask (:class:`TeamTargets`; None: found here)."""
    first = {name: args[0]}
    try:
        shaped(first)  # a seat of the table: every probe's shape is the first one's
    except IllegalAction:
        return None
    if _unknown_role(st, first) is not None:
        return None
    if kind == "mafia":
        return _team_seat_refusals(st, name, args,
                                   _team_context(st) if ctx is None else ctx,
                                   TeamTargets(st) if targets is None else targets)
    return _kind_seat_refusals(st, key, kind, name, args)


def _kind_seat_refusals(st: GameState, key: str, kind: str, name: str,
                        args: list[Any]) -> list[IllegalAction | None] | None:
    """:func:`night_seat_refusals` of a role's step ``key`` of ``kind``: its acting player
    found once, each value ``{name: arg}`` asked of the kind's :attr:`Kind.seat_check` or
    its check."""
    if meeting_only(st, key):
        return None
    k = KINDS.get(kind)
    actor = step_holder(st, key, kind, k)
    if actor is None or k is None or k.check is None:
        return None
    one = k.seat_check(st, kind, actor, name) if k.seat_check is not None else None
    if one is not None:
        return _each_seat(one, args, len(st.players))
    return [refusal_of(k.check, st, kind, actor, {name: arg}) for arg in args]


def _each_seat(one: Callable[[Any], IllegalAction | None], args: list[Any],
               n_seats: int) -> list[IllegalAction | None]:
    """``one(arg)`` of each of ``args`` (a seat check's answers, in order), checked to be
    the probes' args (:func:`seat_args`: each a seat of the table, or each a guess ``{seat,
    role}`` of such a seat and the same role): when ``one`` is a :class:`table.SeatOrCheck`
    of this table and the args are seats, its ``answers`` read or its ``at_seat`` of each;
    when it is a :class:`table.GuessOrCheck` of this table, the args guesses and their role
    known, the same of each guess's seat; as ``one`` itself would answer, without a call a
    seat."""
    if type(one) is SeatOrCheck and type(args[0]) is int and one.n_seats == n_seats:
        found = one.answers  # seat_args: every arg a seat of the table
        return [found[t - 1] for t in args] if found is not None else list(map(one.at_seat, args))
    if (type(one) is GuessOrCheck and type(args[0]) is dict and one.n_seats == n_seats
            and one.role_known(args[0]["role"])):  # seat_args: every arg a guess of that role
        found = one.answers
        if found is not None:
            return [found[arg["seat"] - 1] for arg in args]
        return [one.at_seat(arg["seat"]) for arg in args]
    return [one(arg) for arg in args]


class TeamTargets:
    """Each seat's :func:`team_target_refusal` on one state, found at the first ask and
    then read (:meth:`seats`): the team's actions that take a living player of another
    side (the seeds' shot, the guesses, the conversions) ask the same seats of the same
    state in one ask of the team step's options (:func:`_probe_runs`), and each seat's
    answer is the same refusal object for all of them. Made for one ask, never kept."""

    __slots__ = ("st", "found")

    def __init__(self, st: GameState) -> None:
        self.st = st
        self.found: list[IllegalAction | None] | None = None

    def seats(self) -> list[IllegalAction | None]:
        """:func:`team_target_refusal` of every seat of the table, in seat order (seat
        ``t`` at ``t - 1``)."""
        found = self.found
        if found is None:
            found = self.found = team_target_refusals(self.st)
        return found


def _team_seat_refusals(st: GameState, name: str, args: list[Any], ctx: TeamContext,
                        targets: TeamTargets) -> list[IllegalAction | None] | None:
    """:func:`night_seat_refusals` of the team's step: a living member, the action known
    and one of the step's found once (``ctx``: :func:`_team_context`), each seat asked of
    the action's seat check (the value ``{name: arg}``), the seats' team targets read from
    ``targets`` (one ask's: :class:`TeamTargets`)."""
    if name in TEAM_FIELDS:
        return None
    alive, parts, known, mafia_actions = ctx
    if not alive or name not in known:
        return None
    part = parts.get(name)
    if part is None and name not in mafia_actions:
        return None
    if part is None:
        if name != "shot":
            return None  # the sixth sense or the purchase that no card brings: not_acting
        if st.rules.get("mafia_may_shoot_teammate") or type(args[0]) is not int:
            return team_shot_refusals(st, args)
        found = targets.seats()  # team_shot_refusals' own answer under the house rule off
        return [found[t - 1] for t in args]
    one = part.seat_check(st, part, targets) if part.seat_check is not None else None
    if one is not None:
        return _each_seat(one, args, len(st.players))
    return [refusal_of(part.check, st, part, arg, {name: arg}) for arg in args]


def seat_probes(values: list[Any], n_seats: int) -> tuple[str, list[Any]] | None:
    """``(name, args)`` when ``values`` are the pickers' probes of one action, each
    ``{name: arg}`` with ``arg`` a seat of the table (an int from 1 to ``n_seats``) or a
    guess ``{seat, role}`` naming such a seat and the same role as the others: values whose
    shape (:mod:`shapes`, which judges a seat only by its range) and form are those of the
    first, so that only the seat differs (:func:`seat_args`); None for any other values."""
    if not values or type(values[0]) is not dict or len(values[0]) != 1:
        return None
    name = next(iter(values[0]))
    args: list[Any] = []
    for value in values:  # a plain loop: every seat asked
        if type(value) is not dict or len(value) != 1:
            return None
        args.append(value.get(name))
    return (name, args) if seat_args(args, n_seats) else None


def seat_args(args: list[Any], n_seats: int) -> bool:
    """True when ``args`` are the arguments of the pickers' probes of one action
    (:func:`seat_probes`): each a seat of the table (an int from 1 to ``n_seats``), or each
    a guess ``{seat, role}`` naming such a seat and the same role as the first."""
    if not args:
        return False
    if type(args[0]) is int:  # one seat each
        for arg in args:
            if type(arg) is not int or not 0 < arg <= n_seats:
                return False
        return True
    role = args[0].get("role") if type(args[0]) is dict else None
    if type(role) is not str:
        return False
    for arg in args:  # a guess each, of the same role
        if type(arg) is not dict or len(arg) != 2 or arg.get("role") != role:
            return False
        seat = arg.get("seat")
        if type(seat) is not int or not 0 < seat <= n_seats:
            return False
    return True


def _check_seed_team_action(st: GameState, action: str, arg: Any) -> None:
    """The seeds' team actions a kind does not bring: the shot, the sixth sense and the
    purchase (no Godfather-like or Saul-like card: ``not_acting``; when one is in the
    roster, his kind brings it as a ``guess_role`` or ``convert`` team part)."""
    if action == "shot":
        check_team_shot(st, arg)
    elif action == ACTION:  # the sixth sense, when no Godfather-kind card brings it
        raise IllegalAction("not_acting", key="mafia", role=GODFATHER, night=st.number)
    else:  # the purchase, when no role's kind brings it (no Saul-like card: convert.py)
        raise IllegalAction("not_acting", key="mafia", night=st.number)


def check_night_end(st: GameState) -> None:
    """Refuse ending the night while a required step is missing (Jack's nightly curse, a
    registered kind's required step, a narrator's step that is due, a kind's
    :attr:`Kind.end_check`: Nostradamus's choice on the intro night).

    Raises:
        IllegalAction: the first of :func:`night_end_refusals`.
    """
    refusals = night_end_refusals(st)
    if refusals:
        raise refusals[0]


def night_end_refusals(st: GameState) -> list[IllegalAction]:
    """Every refusal ending the night now would meet, in the order they are checked (a
    narrator's step due and not given, a registered kind's required step, each kind's
    :attr:`Kind.end_check`); [] when the night may end. A script entry refused on a later
    step reports a required step left out before it (game-script.md: "the first refused
    choice in step order")."""
    # ``missing_choice`` for each narrator's step due tonight and not given (the antidote
    # vote), and each registered kind's step it says is due (the heir's pick), of the kinds
    # the scenario has (:func:`base.kinds_in_play`)
    steps = _steps_in_play(st.scenario)
    out = [IllegalAction("missing_choice", key=key, night=st.number, detail=key)
           for key, step in steps
           if key not in st.choices and step.due(st)] if steps else []
    for k in kinds_with(st.scenario, "required"):
        detail = k.required(st) if k.required is not None else None
        if detail is not None:
            role = st.scenario.role_of_kind(k.name)
            out.append(IllegalAction("missing_choice", key=role, role=role, night=st.number,
                                     detail=detail))
    for k in kinds_with(st.scenario, "end_check"):  # the scenario's kinds only
        if k.end_check is not None and st.find(k.name, alive_only=False) is not None:
            try:
                k.end_check(st, k)
            except IllegalAction as exc:
                out.append(exc)
    return out


def _steps_in_play(scenario: Any) -> tuple[tuple[str, Any], ...]:
    """The narrator's night steps (key, step) a game of ``scenario`` may be due: none that
    a role of the scenario names, none of a kind it has no use for (the owner of the
    step's ``due``, as for the hooks: :func:`base.hooks_in_play`); kept with the scenario
    while no step is registered."""
    cache = scenario.__dict__.get("_narrator_steps")
    if cache is None or cache[0] != len(NARRATOR_STEPS):
        here = kinds_in_play(scenario)
        found = tuple(
            (key, step) for key, step in NARRATOR_STEPS.items()
            if not scenario.has_role(key)
            and ((owner := hook_owner(step.due)) not in KINDS or owner in here))
        cache = (len(NARRATOR_STEPS), found)
        object.__setattr__(scenario, "_narrator_steps", cache)  # frozen model: private cache
    return cache[1]
