"""Night abilities: each role's night step, checked before it is recorded.

One check per ability kind (rules_spec 3.x role rules, section 7 house rules), the team's
mafia step, and the true specials (Jack's curse, a player who leaves the table; a kind's
:attr:`Kind.own_check`: Nostradamus's picks, Sherlock's guess, in their modules). Also
who acts for nothing tonight (:func:`disabled`) and the night's order. Every refusal is an
:class:`IllegalAction` with the code of game-script.md.
"""

from __future__ import annotations

from collections.abc import Callable
from typing import Any

from ..errors import IllegalAction
from ..state import ALIVE, DEAD, HALF_DEAD, GameState
from ..table import check_withdraw, require_alive, seat_of, withdraw, withdrawn_holder
from .base import (
    card_of,
    hook_owner,
    kinds_in_play,
    kinds_with,
    team_parts,
    whole_night_kinds_disabled,
)
from .registry import KINDS, acts_on_intro_night
from .sherlock_holmes import first_guess_tonight
from .steps import NARRATOR_STEPS
from .team_fields import split_team_fields

#: One-target night steps, by ability kind: the value's single key (rules_spec 3.1, 3.4, 3.5).
TARGETS: dict[str, str] = {
    "citizen_kane": "inquire",
    "constantine": "revive",
    "pickpocket": "steal",
    "psychiatrist": "silence",
    "zodiac": "shoot",
}
#: The Godfather family's one-target steps of shipped kinds (kept for callers; the Matador's
#: block is the ``block`` kind's, :mod:`.block`).
TARGET_ACTIONS = {k: TARGETS[k] for k in ("citizen_kane", "constantine")}


GUNS = ("war", "blank")


MAFIA_ACTIONS = ("shot", "sixth_sense", "buy")


#: Night steps a script may name, beside role ids.
TEAM_KEYS = ("mafia", "withdraw")


def constantine_pool(st: GameState) -> list[int]:
    """Seats Constantine may bring back (rules_spec 1.7; A43 ``constantine_pool``)."""
    pool = []
    for p in st.players:
        if p.role_public:
            continue
        if p.status == HALF_DEAD:
            pool.append(p.seat)
        elif (
            p.status == DEAD
            and st.rules.get("constantine_pool") == "any_unrevealed_exit"
            and p.exit_cause in ("mafia_shot", "leon_shot", "leon_backfire")
        ):
            pool.append(p.seat)
    return pool


def _woke_before(st: GameState, key: str, other: str) -> bool:
    """True when step ``key`` comes before step ``other`` in tonight's order: a victim who
    woke before the theft keeps that night's choice (rules_spec 6.9 S3)."""
    order = [d.key for d in st.scenario.night]
    return key in order and other in order and order.index(key) < order.index(other)


def disabled(st: GameState, choices: dict[str, Any]) -> dict[int, str]:
    """Seats whose own action is void tonight, with why (rules_spec 3.1.4 step 3, 3.4.5,
    3.5.5): ``handcuffed`` (the card, for Night k), ``stolen`` (the pickpocket, for good, from
    the theft on in wake order: 6.9 S3), ``blocked`` (a ``block`` hold worked out at step 3's
    place, ``before_guess``: the Matador, the magician), ``slaughtered`` (a correct sixth
    sense), then the general kinds' (a club's hold, ``held``)."""
    if not st.scenario.renamed_roles().isdisjoint(choices):
        choices = {st.scenario.kind_of(k): v for k, v in choices.items()}
    out: dict[int, str] = {}
    for p in st.players:
        if p.status != ALIVE:
            continue
        if p.handcuffed_night == st.number:
            out[p.seat] = "handcuffed"
        elif p.stolen_night is not None and (
            p.stolen_night < st.number
            or (p.stolen_night == st.number and st.rules.get("pickpocket_effect") != "next_night")
        ):
            out[p.seat] = "stolen"
    steal = (choices.get("pickpocket") or {}).get("steal")
    pick = st.find("pickpocket") if isinstance(steal, int) else None
    if (
        isinstance(steal, int)
        and 1 <= steal <= len(st.players)
        and pick is not None
        and pick.seat not in out
        and st.rules.get("pickpocket_effect", "immediate") == "immediate"
        and not _woke_before(st, st.view(steal).role, st.scenario.role_of_kind("pickpocket"))
    ):
        out.setdefault(steal, "stolen")
    for k in kinds_with(st.scenario, "disables_early"):  # the Matador's, the magician's hold
        if k.disables_early is not None:
            for seat, why in k.disables_early(st, choices, out).items():
                out.setdefault(seat, why)
    sixth = (choices.get("mafia") or {}).get("sixth_sense")
    gf = st.find("godfather") if sixth else None
    if (
        sixth
        and gf is not None
        and gf.seat not in out
        and isinstance(sixth.get("seat"), int)
        and 1 <= sixth["seat"] <= len(st.players)
        and st.view(sixth["seat"]).role == sixth.get("role")
    ):
        out[sixth["seat"]] = "slaughtered"
    for seat, why in whole_night_kinds_disabled(st, choices, out).items():
        if seat not in out and st.view(seat).status == ALIVE:
            out[seat] = why
    return out


def disabled_tonight(st: GameState) -> dict[int, str]:
    """Who is blocked, handcuffed, slaughtered or pickpocketed by tonight's steps so far."""
    return disabled(st, st.choices)


def night_keys(st: GameState) -> set[str]:
    """Every key a night entry may name in this scenario (role ids and ``mafia``)."""
    return set(_night_keys(st))


def _night_keys(st: GameState) -> frozenset[str]:
    """:func:`night_keys`, kept with the scenario (a scenario does not change)."""
    keys = st.scenario.__dict__.get("_night_keys")
    if keys is None:
        keys = frozenset({r.id for r in st.scenario.roles} | set(TEAM_KEYS) | set(NARRATOR_STEPS))
        object.__setattr__(st.scenario, "_night_keys", keys)  # frozen model: private cache
    return keys


def check_night_choice(st: GameState, key: str, value: Any) -> None:
    """Refuse an illegal night step; return None when it is legal.

    ``st`` is the state during the night (its ``choices`` are the steps already confirmed
    tonight); ``key`` a role id or ``mafia``; ``value`` the game-script value.

    Raises:
        IllegalAction: with the code of game-script.md (bad_script, wrong_phase, not_acting,
            invalid_target, self_target, repeat_target, no_uses_left, not_available,
            one_team_action, forced_side, missing_choice).
    """
    step = _known_key(st, key)
    if step is not None:
        return step.check(st, value)  # the narrator's own step (the antidote vote)
    role_key = key
    key = st.scenario.kind_of(key)  # the handlers know a role by its ability kind
    if key == "withdraw":
        return check_withdraw(st, value)
    if not isinstance(value, dict):
        raise IllegalAction("bad_script", key=key, value=value, detail="not_a_mapping")
    own = _OWN_NIGHT_CHECKS.get(key)
    if own is not None:
        return own(st, key, value)
    # a general kind's refusals name the role (several roles may share it, or the kind
    # says so: ``Kind.names_role``), a seed kind's its kind (the role id in the seeds)
    k = KINDS.get(key)
    if k is not None and k.own_check is not None:  # a kind checking its step whole
        return k.own_check(st, key, value)
    who = role_key if k is not None and (k.multi or k.names_role) else key
    if st.phase == "intro_night" and value and not acts_on_intro_night(key):
        raise IllegalAction(
            "wrong_phase", key=who, night=st.number, role=None if key == "mafia" else who
        )
    if key == "mafia":  # without a kind's extra field (the mine's sacrifice)
        return _check_mafia(st, split_team_fields(st, value))
    actor = _actor(st, role_key, key)
    if actor is None and withdrawn_holder(st, key) is not None:
        return None  # he left the table this night: accepted, no effect (6.9 S10)
    if actor is None:
        raise IllegalAction("not_acting", key=who, role=who, night=st.number)
    if not value:
        return None
    check = CHECKS.get(key) or _registered_check(key)
    if check is None:
        raise IllegalAction("bad_script", key=key, value=value, detail="unknown_choice")
    return check(st, key, actor, value)


def _left_tonight(st: GameState, kind: str) -> bool:
    """True when the holder of ``kind`` left the table this night: his step is accepted
    and has no effect (rules_spec 6.9 S10)."""
    return st.find(kind) is None and withdrawn_holder(st, kind) is not None


def _jack_night(st: GameState, kind: str, value: dict[str, Any]) -> None:
    """Jack's curse, any night (the intro night too)."""
    if not _left_tonight(st, kind):
        _check_jack(st, value)


#: The seed kinds whose night step is checked in a way of its own (by kind): not by the
#: intro night's rule nor by an actor found at the step (:data:`CHECKS`).
_OWN_NIGHT_CHECKS: dict[str, Callable[[GameState, str, dict[str, Any]], None]] = {
    "jack_sparrow": _jack_night,
}


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
def _actor(st: GameState, role: str, kind: str):
    """The player who acts at the step of ``role`` (of ``kind``): a general kind's by the
    role id (several roles may share it, club_scenarios 9), a shipped kind's by the kind."""
    k = KINDS.get(kind)
    return card_of(st, role) if k is not None and k.multi else st.find(kind)


def _registered_check(key: str):
    """The night check a kind registered from outside the engine brings (None: none)."""
    k = KINDS.get(key)
    return k.check if k is not None else None


# ---------------------------------------------------------------------------------------
# one check per ability kind: (state, kind, the holder, the value) -> None or IllegalAction
# ---------------------------------------------------------------------------------------
def _target(st: GameState, key: str, value: dict[str, Any]) -> int:
    """The one seat of a one-target step (``{save: 4}``): bad_script for another shape."""
    action = TARGETS[key]
    if set(value) != {action}:
        raise IllegalAction("bad_script", key=key, value=value, detail="unknown_choice")
    return seat_of(st, value[action], key)


def _not_self(key: str, actor, target: int) -> None:
    if target == actor.seat:
        raise IllegalAction("invalid_target", key=key, seat=target, role=key, detail="self")


def _check_counted(counter: str, detail: str):
    """A one-target step that spends a counted use (Kane's coupon):
    refused ``no_uses_left`` at 0; another living player."""

    def check(st: GameState, key: str, actor, value: dict[str, Any]) -> None:
        target = _target(st, key, value)
        if actor.card.counters.get(counter, 0) <= 0:
            raise IllegalAction("no_uses_left", key=key, role=key, detail=detail)
        require_alive(st, target, key)
        _not_self(key, actor, target)

    return check


def _check_revive(st: GameState, key: str, actor, value: dict[str, Any]) -> None:
    """Constantine: once, a player of his pool (rules_spec 1.7; A43)."""
    target = _target(st, key, value)
    if actor.card.counters.get("revive_used"):
        raise IllegalAction("no_uses_left", key=key, role=key, detail="revival")
    _not_self(key, actor, target)
    if target not in constantine_pool(st):
        raise IllegalAction("invalid_target", key=key, seat=target, role=key, detail="not_in_pool")


def _check_plant(st: GameState, key: str, actor, value: dict[str, Any]) -> None:
    """The bomber, once: a living player and a code 1..``bomb_code_max`` (S2:L114; A81)."""
    if set(value) != {"plant", "code"}:
        raise IllegalAction("missing_choice", key=key, role=key, detail="bomb")
    if actor.card.counters.get("plant_used"):
        raise IllegalAction("no_uses_left", key=key, role=key, detail="bomb")
    t = seat_of(st, value["plant"], key)
    require_alive(st, t, key)
    code = value["code"]
    top = st.rules.get("bomb_code_max", 5)
    if isinstance(code, bool) or not isinstance(code, int) or not 1 <= code <= top:
        raise IllegalAction("invalid_target", key=key, value=code, detail="bomb_code")


def _check_one(counter: tuple[str, Any] | None = None):
    """A one-target step of Mafia Nights or Zodiac: a use spent when ``counter`` reaches its
    empty value; a living player other than himself."""

    def check(st: GameState, key: str, actor, value: dict[str, Any]) -> None:
        t = _target(st, key, value)
        if counter is not None:
            name, empty = counter
            if actor.card.counters.get(name, empty) == empty:
                raise IllegalAction("no_uses_left", key=key, role=key, detail=name)
        if key == "zodiac" and st.rules.get("zodiac_shoot_nights") == "even" and st.number % 2:
            raise IllegalAction("not_available", key=key, role=key, detail="odd_night")
        require_alive(st, t, key)
        _not_self(key, actor, t)

    return check


#: The night check of each ability kind with a night value of its own (the mafia step,
#: Nostradamus, Jack and Sherlock have theirs above).
CHECKS = {
    "citizen_kane": _check_counted("coupons", "coupon"),
    "constantine": _check_revive,
    "bomber": _check_plant,
    "pickpocket": _check_one(("steal_used", True)),
    "psychiatrist": _check_one(("silence_left", 0)),
    "zodiac": _check_one(),
}


def night_order(st: GameState) -> dict[str, int]:
    """Step key → position in tonight's order (scenario file; ``jack_wake_position``,
    ``sherlock_first_guess_night``). A new dict each call."""
    intro = st.phase == "intro_night"
    key = (
        intro,
        st.rules.get("jack_wake_position") == "after_mafia",
        intro and st.rules.get("sherlock_first_guess_night", 1) == 0,
    )
    orders = st.scenario.__dict__.get("_night_orders")
    if orders is None:
        orders = {}
        object.__setattr__(st.scenario, "_night_orders", orders)  # frozen model: private cache
    order = orders.get(key)
    if order is None:
        order = orders[key] = _night_order(st)
    return dict(order)


def _night_order(st: GameState) -> dict[str, int]:
    """:func:`night_order` worked out from the scenario file (it depends only on the
    scenario, whether the night is the intro night and the two house rules it reads)."""
    defs = st.scenario.intro_night if st.phase == "intro_night" else st.scenario.night
    keys = [("mafia" if d.key == "mafia_meet" else d.key) for d in defs]
    jack = st.scenario.role_of_kind("jack_sparrow")
    if jack in keys and st.rules.get("jack_wake_position") == "after_mafia":
        keys.remove(jack)
        keys.insert(keys.index("mafia") + 1 if "mafia" in keys else 0, jack)
    sher = first_guess_tonight(st)
    if sher is not None:
        keys.insert(0, sher)  # step 0 of the night (3.3.3; A59)
    return {"withdraw": -1} | {k: i for i, k in enumerate(keys)}


def jack_frozen(st: GameState) -> bool:
    """Jack no longer curses: shown by the vote under ``jack_curse_after_reveal = freeze``."""
    jack = st.find("jack_sparrow")
    return bool(
        jack
        and jack.card.counters.get("revealed")
        and st.rules.get("jack_curse_after_reveal") == "freeze"
    )


def _check_jack(st: GameState, value: dict[str, Any]) -> None:
    """Jack's curse (S2:L62; A51): every night incl. the intro night, a living player other
    than Jack, no repeat until everyone living has been cursed."""
    jack = st.find("jack_sparrow")
    if jack is None:
        raise IllegalAction("not_acting", key="jack_sparrow", role="jack_sparrow", night=st.number)
    if jack_frozen(st):
        raise IllegalAction(
            "not_available", key="jack_sparrow", role="jack_sparrow", detail="curse_frozen"
        )
    if not value:
        raise IllegalAction(
            "missing_choice", key="jack_sparrow", role="jack_sparrow", detail="curse"
        )
    if set(value) != {"curse"}:
        raise IllegalAction("bad_script", key="jack_sparrow", value=value, detail="unknown_choice")
    t = seat_of(st, value["curse"], "jack_sparrow")
    require_alive(st, t, "jack_sparrow")
    if t == jack.seat:
        raise IllegalAction(
            "invalid_target", key="jack_sparrow", seat=t, role="jack_sparrow", detail="self"
        )
    history = jack.card.hidden.get("history", [])
    others = {s for s in st.alive_seats() if s != jack.seat}
    if t in history and not others <= set(history):
        raise IllegalAction(
            "repeat_target", key="jack_sparrow", seat=t, role="jack_sparrow", night=st.number
        )


def night_step_effect(st: GameState, key: str, value: Any) -> None:
    """What a confirmed night step changes at once, before the later calls of the night:
    a player who withdraws leaves at once (6.9 S10); a kind's :attr:`Kind.on_confirm` runs
    (Sherlock's correct guess swaps the role cards with their counters, S2:L137, so the
    former Sherlock acts in his new role that same night, A61; the heir's pick)."""
    step = NARRATOR_STEPS.get(key)  # narrator_step, inline: asked for every night step
    if step is not None and not st.scenario.has_role(key):
        step.effect(st, value)
        return
    key = st.scenario.kind_of(key)
    if key == "withdraw":
        withdraw(st, value)
        return
    registered = KINDS.get(key)
    if registered is not None and registered.on_confirm is not None and value:
        registered.on_confirm(st, value)  # Sherlock's swap (:mod:`.sherlock_holmes`)


def _check_mafia(st: GameState, value: dict[str, Any]) -> None:
    """The team step (club_scenarios 1.3, rules_spec 3.1.3): exactly one team action a
    night, the seeds' own (``shot``, ``sixth_sense``, ``buy``, as the scenario's ``mafia``
    step lists them) or one a living role's kind contributes (:func:`base.team_parts`:
    ``nato``, ``trade``, ``negotiate``, ``recruit``, ``execute``, or a club boss's ``shot``),
    each checked by its own rule; a contributed extra field (``action = False``) does not
    count; ``{}``: no action."""
    side_of = st.scenario.side_of
    if not any(p.status == ALIVE and side_of(p.card.role) == "mafia" for p in st.players):
        raise IllegalAction("not_acting", key="mafia", night=st.number)
    if not value:
        return None
    parts = team_parts(st.scenario, st.rules)
    if set(value) - set(MAFIA_ACTIONS) - set(parts):
        raise IllegalAction("bad_script", key="mafia", value=value, detail="unknown_choice")
    actions = [k for k in value if k not in parts or parts[k].action]
    if len(actions) > 1:  # a club's team: its own sentence (not the seeds' three actions)
        club = any(not part.listed for part in parts.values())
        raise IllegalAction("one_team_action", key="mafia", night=st.number,
                            **({"detail": "club"} if club else {}))
    seeds = {k for k in value if k not in parts}
    if not seeds <= set(st.scenario.mafia_actions()):
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
    t = seat_of(st, arg, "mafia")
    require_alive(st, t, "mafia")
    if st.side(t) == "mafia" and not st.rules.get("mafia_may_shoot_teammate"):
        raise IllegalAction(
            "invalid_target", key="mafia", seat=t, role=st.view(t).role, detail="teammate"
        )


def _check_seed_team_action(st: GameState, action: str, arg: Any) -> None:
    """The seeds' team actions: the shot, the Godfather's sixth sense, Saul's purchase."""
    if action == "shot":
        check_team_shot(st, arg)
    elif action == "sixth_sense":
        _check_sixth_sense(st, arg)
    else:  # the purchase, when no role's kind brings it (no Saul-like card: convert.py)
        raise IllegalAction("not_acting", key="mafia", night=st.number)


def _check_sixth_sense(st: GameState, arg: Any) -> None:
    gf = st.find("godfather")
    if gf is None and withdrawn_holder(st, "godfather") is not None:
        return None  # he left the table this phase: accepted, no effect (6.10 S12)
    if gf is None:
        raise IllegalAction("not_acting", key="mafia", role="godfather", night=st.number)
    if not isinstance(arg, dict) or set(arg) != {"seat", "role"}:
        raise IllegalAction(
            "missing_choice", key="mafia", role="godfather", detail="sixth_sense_guess"
        )
    if not st.scenario.has_role(arg["role"]):
        raise IllegalAction("bad_script", key="mafia", value=arg["role"], detail="unknown_role")
    if (
        st.rules.get("sixth_sense_limit") == "once"
        and gf.card.counters.get("sixth_sense_uses", 0) >= 1
    ):
        raise IllegalAction("no_uses_left", key="mafia", role="godfather", detail="sixth_sense")
    t = seat_of(st, arg["seat"], "mafia")
    require_alive(st, t, "mafia")
    if st.side(t) == "mafia":
        raise IllegalAction(
            "invalid_target", key="mafia", seat=t, role=st.view(t).role, detail="teammate"
        )
    return None


def check_night_end(st: GameState) -> None:
    """Refuse ending the night while a required step is missing (Jack's nightly curse, a
    registered kind's required step, a narrator's step that is due, a kind's
    :attr:`Kind.end_check`: Nostradamus's choice on the intro night)."""
    _check_registered_end(st)
    for k in kinds_with(st.scenario, "end_check"):  # the scenario's kinds only
        if k.end_check is not None and st.find(k.name, alive_only=False) is not None:
            k.end_check(st, k)
    if (
        st.find("jack_sparrow") is not None
        and not jack_frozen(st)
        and "jack_sparrow" not in st.by_kind()
    ):
        raise IllegalAction(
            "missing_choice",
            key="jack_sparrow",
            role="jack_sparrow",
            night=st.number,
            detail="curse",
        )


def _check_registered_end(st: GameState) -> None:
    """``missing_choice`` for a narrator's step due tonight and not given (the antidote
    vote), or a registered kind's step it says is due (the heir's pick), of the kinds the
    scenario has (:func:`base.kinds_in_play`)."""
    for key, step in _steps_in_play(st.scenario):
        if key not in st.choices and step.due(st):
            raise IllegalAction("missing_choice", key=key, night=st.number, detail=key)
    for k in kinds_with(st.scenario, "required"):
        detail = k.required(st) if k.required is not None else None
        if detail is not None:
            role = st.scenario.role_of_kind(k.name)
            raise IllegalAction("missing_choice", key=role, role=role, night=st.number,
                                detail=detail)


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


def kane_sacrifice_due(st: GameState) -> bool:
    kane = st.find("citizen_kane")
    return kane is not None and st.kane_sacrifice_night == st.number
