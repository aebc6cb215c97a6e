"""Night abilities: each role's night step, checked before it is recorded.

One check per ability kind (rules_spec 3.x role rules, section 7 house rules), the team's
mafia step, and the true specials (Nostradamus's picks, Jack's curse, Sherlock's guess, a
player who leaves the table). Also who acts for nothing tonight (:func:`disabled`) and the
night's order. Every refusal is an :class:`IllegalAction` with the code of game-script.md.
"""

from __future__ import annotations

from typing import Any

from .errors import IllegalAction
from .state import ALIVE, DEAD, HALF_DEAD, GameState
from .table import check_withdraw, require_alive, seat_of, sherlock, withdraw

#: One-target night steps, by ability kind: the value's single key (rules_spec 3.1, 3.4, 3.5).
TARGETS: dict[str, str] = {
    "matador": "block",
    "dr_watson": "save",
    "leon": "shoot",
    "citizen_kane": "inquire",
    "constantine": "revive",
    "joker": "flip",
    "dr_lecter": "save",
    "pickpocket": "steal",
    "doctor": "save",
    "detective": "inquire",
    "psychiatrist": "silence",
    "magician": "block",
    "zodiac": "shoot",
    "ocean": "wake",
}
#: Kinds whose check is :func:`_check_booklet` (rules_spec 3.4.3, 3.5.3).
BOOKLET_KINDS = frozenset(
    ("joker", "dr_lecter", "pickpocket", "doctor", "detective", "psychiatrist", "magician",
     "zodiac", "ocean", "die_hard", "bomber", "gunner")
)
#: The Godfather family's one-target steps (kept for callers).
TARGET_ACTIONS = {k: TARGETS[k] for k in ("matador", "dr_watson", "leon", "citizen_kane",
                                          "constantine")}


GUNS = ("war", "blank")


MAFIA_ACTIONS = ("shot", "sixth_sense", "buy")


#: Night steps a script may name, beside role ids.
TEAM_KEYS = ("mafia", "withdraw")


def nostradamus_count(st: GameState, picks: list[int]) -> int:
    """Mafia among Nostradamus's picks, the Godfather counted as a citizen (S0:L7)."""
    return sum(1 for s in picks if st.side(s) == "mafia" and st.player(s).kind != "godfather")


def nostradamus_forced(st: GameState, count: int) -> bool:
    """True when the count forces the mafia side (S0:L7; A47 ``nostradamus_forced_threshold``)."""
    if st.rules.get("nostradamus_forced_threshold", "at_least_2") == "exactly_2":
        return count == 2
    return count >= 2


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
    the theft on in wake order: 6.9 S3), ``blocked`` (the Matador or the magician),
    ``slaughtered`` (a correct sixth sense)."""
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
    pick = st.holder("pickpocket")
    if (
        isinstance(steal, int)
        and 1 <= steal <= len(st.players)
        and pick is not None
        and pick.seat not in out
        and st.rules.get("pickpocket_effect", "immediate") == "immediate"
        and not _woke_before(st, st.player(steal).role, st.scenario.role_of_kind("pickpocket"))
    ):
        out.setdefault(steal, "stolen")
    for blocker in ("matador", "magician"):
        p = st.holder(blocker)
        block = (choices.get(blocker) or {}).get("block")
        if p is not None and p.seat not in out and isinstance(block, int):
            out.setdefault(block, "blocked")
    sixth = (choices.get("mafia") or {}).get("sixth_sense")
    gf = st.holder("godfather")
    if (
        sixth
        and gf is not None
        and gf.seat not in out
        and isinstance(sixth.get("seat"), int)
        and 1 <= sixth["seat"] <= len(st.players)
        and st.player(sixth["seat"]).role == sixth.get("role")
    ):
        out[sixth["seat"]] = "slaughtered"
    return out


def disabled_tonight(st: GameState) -> dict[int, str]:
    """Who is blocked, handcuffed, slaughtered or pickpocketed by tonight's steps so far."""
    return disabled(st, st.choices)


def detective_answer(st: GameState, seat: int, flipped: bool) -> str:
    """``mafia`` or ``citizen`` for the detective (S2:L44, L45, L53, L115; A68, A88)."""
    p = st.player(seat)
    boss = p.kind in ("godfather", "al_capone")
    if p.kind == "zodiac":
        base = "mafia" if st.rules.get("detective_zodiac_result") == "positive" else "citizen"
    else:
        base = "mafia" if st.side(seat) == "mafia" and not boss else "citizen"
    if flipped and not (boss and st.rules.get("joker_vs_godfather") == "godfather_absolute"):
        base = "citizen" if base == "mafia" else "mafia"
    return base


def night_keys(st: GameState) -> set[str]:
    """Every key a night entry may name in this scenario (role ids and ``mafia``)."""
    return {r.id for r in st.scenario.roles} | set(TEAM_KEYS)


def check_night_choice(st: GameState, key: str, value: Any) -> None:
    """Refuse an illegal night step; return None when it is legal.

    ``st`` is the state during the night (its ``choices`` are the steps already confirmed
    tonight); ``key`` a role id or ``mafia``; ``value`` the game-script value.

    Raises:
        IllegalAction: with the code of game-script.md (bad_script, wrong_phase, not_acting,
            invalid_target, self_target, repeat_target, no_uses_left, not_available,
            one_team_action, forced_side, missing_choice).
    """
    if key not in night_keys(st):
        raise IllegalAction("bad_script", key=key, detail="unknown_key")
    key = st.scenario.kind_of(key)  # the handlers know a role by its ability kind
    if key == "withdraw":
        return check_withdraw(st, value)
    if not isinstance(value, dict):
        raise IllegalAction("bad_script", key=key, value=value, detail="not_a_mapping")
    intro = st.phase == "intro_night"
    if key == "nostradamus":
        if not intro:
            raise IllegalAction("wrong_phase", key=key, role=key, night=st.number)
        return _check_nostradamus(st, value)
    if key == "jack_sparrow":
        return _check_jack(st, value)
    if key == "sherlock_holmes":
        return _check_sherlock(st, value)
    if intro and value:
        raise IllegalAction(
            "wrong_phase", key=key, night=st.number, role=None if key == "mafia" else key
        )
    if key == "mafia":
        return _check_mafia(st, value)
    actor = st.holder(key)
    if actor is None:
        raise IllegalAction("not_acting", key=key, role=key, night=st.number)
    if not value:
        return None
    if key in BOOKLET_KINDS:
        return _check_booklet(st, key, actor, value)
    action = TARGET_ACTIONS.get(key)
    if action is None or set(value) != {action}:
        raise IllegalAction("bad_script", key=key, value=value, detail="unknown_choice")
    target = seat_of(st, value[action], key)
    c = actor.card.counters
    if key == "matador":
        require_alive(st, target, key)
        if target == actor.seat:
            raise IllegalAction("invalid_target", key=key, seat=target, role=key, detail="self")
        scope = st.rules.get("matador_scope", "non_mafia")
        side = st.side(target)
        if (scope == "non_mafia" and side == "mafia") or (scope == "city_only" and side != "city"):
            raise IllegalAction(
                "invalid_target", key=key, seat=target, role=key, detail="matador_scope"
            )
        if (
            c.get("last_block") == target
            and actor.card.hidden.get("last_block_night") == st.number - 1
        ):
            raise IllegalAction("repeat_target", key=key, seat=target, role=key, night=st.number)
    elif key == "dr_watson":
        require_alive(st, target, key)
        if target == actor.seat and c.get("self_save_used"):
            raise IllegalAction("self_target", key=key, seat=target, role=key)
        if (
            st.rules.get("doctor_consecutive_same_target") == "forbidden"
            and actor.card.hidden.get("last_save") == target
            and actor.card.hidden.get("last_save_night") == st.number - 1
        ):
            raise IllegalAction("repeat_target", key=key, seat=target, role=key, night=st.number)
    elif key == "leon":
        if c.get("bullets", 0) <= 0:
            raise IllegalAction("no_uses_left", key=key, role=key, detail="bullets")
        require_alive(st, target, key)
        if target == actor.seat:
            raise IllegalAction("invalid_target", key=key, seat=target, role=key, detail="self")
    elif key == "citizen_kane":
        if c.get("coupons", 0) <= 0:
            raise IllegalAction("no_uses_left", key=key, role=key, detail="coupon")
        require_alive(st, target, key)
        if target == actor.seat:
            raise IllegalAction("invalid_target", key=key, seat=target, role=key, detail="self")
    elif key == "constantine":
        if c.get("revive_used"):
            raise IllegalAction("no_uses_left", key=key, role=key, detail="revival")
        if target == actor.seat:
            raise IllegalAction("invalid_target", key=key, seat=target, role=key, detail="self")
        if target not in constantine_pool(st):
            raise IllegalAction(
                "invalid_target", key=key, seat=target, role=key, detail="not_in_pool"
            )
    return None


def _check_booklet(st: GameState, key: str, actor, value: dict[str, Any]) -> None:
    """Refuse an illegal night step of a Mafia Nights / Zodiac ability (``actor`` holds
    the role): the die-hard, the bomber, the gunner and the one-target steps."""
    c = actor.card.counters
    if key == "die_hard":
        if set(value) != {"status"} or value["status"] is not True:
            raise IllegalAction("bad_script", key=key, value=value, detail="unknown_choice")
        if c.get("status_left", 0) <= 0:
            raise IllegalAction("no_uses_left", key=key, role=key, detail="status")
        return
    if key == "bomber":
        if set(value) != {"plant", "code"}:
            raise IllegalAction("missing_choice", key=key, role=key, detail="bomb")
        if c.get("plant_used"):
            raise IllegalAction("no_uses_left", key=key, role=key, detail="bomb")
        t = seat_of(st, value["plant"], key)
        require_alive(st, t, key)
        code = value["code"]
        top = st.rules.get("bomb_code_max", 5)
        if isinstance(code, bool) or not isinstance(code, int) or not 1 <= code <= top:
            raise IllegalAction("invalid_target", key=key, value=code, detail="bomb_code")
        return
    if key == "gunner":
        give = value.get("give")
        if set(value) != {"give"} or not isinstance(give, dict) or not give:
            raise IllegalAction("bad_script", key=key, value=value, detail="unknown_choice")
        if len(give) > 3:
            raise IllegalAction("no_uses_left", key=key, role=key, detail="guns")
        for s, kind in give.items():
            t = seat_of(st, s, key)
            require_alive(st, t, key)
            if kind not in GUNS:
                raise IllegalAction("bad_script", key=key, value=kind, detail="unknown_gun")
        for kind in GUNS:
            if sum(1 for k in give.values() if k == kind) > c.get(kind, 0):
                raise IllegalAction("no_uses_left", key=key, role=key, detail=f"gun_{kind}")
        return
    action = TARGETS[key]
    if set(value) != {action}:
        raise IllegalAction("bad_script", key=key, value=value, detail="unknown_choice")
    t = seat_of(st, value[action], key)
    spent = {
        "pickpocket": ("steal_used", True),
        "psychiatrist": ("silence_left", 0),
        "ocean": ("wakes_left", 0),
    }
    if key in spent:
        name, empty = spent[key]
        if c.get(name, empty) == empty:
            raise IllegalAction("no_uses_left", key=key, role=key, detail=name)
    if key == "zodiac" and st.rules.get("zodiac_shoot_nights") == "even" and st.number % 2:
        raise IllegalAction("not_available", key=key, role=key, detail="odd_night")
    require_alive(st, t, key)
    if key in ("doctor", "dr_lecter"):
        if key == "dr_lecter" and st.side(t) != "mafia":
            raise IllegalAction("invalid_target", key=key, seat=t, role=key, detail="lecter_scope")
        if t == actor.seat and c.get("self_save_used"):
            raise IllegalAction("self_target", key=key, seat=t, role=key)
        if (
            st.rules.get("doctor_consecutive_same_target") == "forbidden"
            and actor.card.hidden.get("last_save") == t
            and actor.card.hidden.get("last_save_night") == st.number - 1
        ):
            raise IllegalAction("repeat_target", key=key, seat=t, role=key, night=st.number)
        return
    if key != "joker" and t == actor.seat:
        raise IllegalAction("invalid_target", key=key, seat=t, role=key, detail="self")
    if key == "magician":
        last, night = c.get("last_block"), actor.card.hidden.get("last_block_night")
        if night == st.number - 1 and (
            last == t or st.rules.get("magician_restriction") == "no_consecutive_use"
        ):
            raise IllegalAction("repeat_target", key=key, seat=t, role=key, night=st.number)


def night_order(st: GameState) -> dict[str, int]:
    """Step key → position in tonight's order (scenario file; ``jack_wake_position``)."""
    defs = st.scenario.intro_night if st.phase == "intro_night" else st.scenario.night
    keys = [("mafia" if d.key == "mafia_meet" else d.key) for d in defs]
    jack = st.scenario.role_of_kind("jack_sparrow")
    if jack in keys and st.rules.get("jack_wake_position") == "after_mafia":
        keys.remove(jack)
        keys.insert(keys.index("mafia") + 1 if "mafia" in keys else 0, jack)
    sher = st.scenario.role_of_kind("sherlock_holmes")
    if (
        st.phase == "intro_night"
        and st.scenario.has_role(sher)
        and st.rules.get("sherlock_first_guess_night", 1) == 0
    ):
        keys.insert(0, sher)  # step 0 of the night (3.3.3; A59)
    return {"withdraw": -1} | {k: i for i, k in enumerate(keys)}


def jack_frozen(st: GameState) -> bool:
    """Jack no longer curses: shown by the vote under ``jack_curse_after_reveal = freeze``."""
    jack = st.holder("jack_sparrow")
    return bool(
        jack
        and jack.card.counters.get("revealed")
        and st.rules.get("jack_curse_after_reveal") == "freeze"
    )


def _check_jack(st: GameState, value: dict[str, Any]) -> None:
    """Jack's curse (S2:L62; A51): every night incl. the intro night, a living player other
    than Jack, no repeat until everyone living has been cursed."""
    jack = st.holder("jack_sparrow")
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


def _check_sherlock(st: GameState, value: dict[str, Any]) -> None:
    """Sherlock's nightly guess (S2:L137): a seat and an exact role id; from Night
    ``sherlock_first_guess_night`` on, until a swap."""
    me = sherlock(st)
    if st.phase == "intro_night" and st.rules.get("sherlock_first_guess_night", 1) != 0:
        raise IllegalAction(
            "wrong_phase", key="sherlock_holmes", role="sherlock_holmes", night=st.number
        )
    if me is None:
        raise IllegalAction(
            "not_acting", key="sherlock_holmes", role="sherlock_holmes", night=st.number
        )
    if not value:
        return
    guess = value.get("guess")
    if set(value) != {"guess"} or not isinstance(guess, dict) or set(guess) != {"seat", "role"}:
        raise IllegalAction(
            "bad_script", key="sherlock_holmes", value=value, detail="unknown_choice"
        )
    if not st.scenario.has_role(guess["role"]):
        raise IllegalAction(
            "bad_script", key="sherlock_holmes", value=guess["role"], detail="unknown_role"
        )
    t = seat_of(st, guess["seat"], "sherlock_holmes")
    require_alive(st, t, "sherlock_holmes")
    if t == me.seat:
        raise IllegalAction(
            "invalid_target", key="sherlock_holmes", seat=t, role="sherlock_holmes", detail="self"
        )


def night_step_effect(st: GameState, key: str, value: Any) -> None:
    """What a confirmed night step changes at once, before the later calls of the night:
    a player who withdraws leaves at once (6.9 S10); Sherlock's correct guess swaps the role
    cards with their counters (S2:L137), so the former Sherlock acts in his new role that
    same night (A61) — not when he is handcuffed (6.9 S6)."""
    key = st.scenario.kind_of(key)
    if key == "withdraw":
        withdraw(st, value)
        return
    if key == "sherlock_holmes" and value:
        me = sherlock(st)
        guess = value["guess"]
        target = st.player(guess["seat"])
        if (
            me is not None
            and me.handcuffed_night != st.number
            and target.role == guess["role"]
        ):
            me.card, target.card = target.card, me.card
            target.card.counters["swapped"] = True
            target.card.hidden["swap_night"] = st.number


def _check_nostradamus(st: GameState, value: dict[str, Any]) -> None:
    actor = st.holder("nostradamus")
    if actor is None:
        raise IllegalAction("not_acting", key="nostradamus", role="nostradamus", night=st.number)
    if set(value) - {"pick", "side"}:
        raise IllegalAction("bad_script", key="nostradamus", value=value, detail="unknown_choice")
    picks = value.get("pick")
    if not isinstance(picks, list):
        raise IllegalAction("missing_choice", key="nostradamus", role="nostradamus", detail="picks")
    seats = [seat_of(st, s, "nostradamus") for s in picks]
    for s in seats:
        require_alive(st, s, "nostradamus")
        if s == actor.seat:
            raise IllegalAction(
                "invalid_target", key="nostradamus", seat=s, role="nostradamus", detail="self"
            )
    if len(seats) != 3 or len(set(seats)) != 3:
        raise IllegalAction(
            "invalid_target", key="nostradamus", role="nostradamus", detail="three_different"
        )
    side = value.get("side")
    if side is None:
        raise IllegalAction("missing_choice", key="nostradamus", role="nostradamus", detail="side")
    if side not in ("city", "mafia"):
        raise IllegalAction("bad_script", key="nostradamus", value=side, detail="unknown_side")
    if side == "city" and nostradamus_forced(st, nostradamus_count(st, seats)):
        raise IllegalAction("forced_side", key="nostradamus", role="nostradamus", seat=actor.seat)


def _check_mafia(st: GameState, value: dict[str, Any]) -> None:
    mafia = [p for p in st.players if p.status == ALIVE and st.side(p.seat) == "mafia"]
    if not mafia:
        raise IllegalAction("not_acting", key="mafia", night=st.number)
    if not value:
        return None
    unknown = set(value) - set(MAFIA_ACTIONS)
    if unknown:
        raise IllegalAction("bad_script", key="mafia", value=value, detail="unknown_choice")
    if len(value) > 1:
        raise IllegalAction("one_team_action", key="mafia", night=st.number)
    if not set(value) <= set(st.scenario.mafia_actions()):
        # an action this scenario's mafia step does not have (the sixth sense and the
        # purchase are the Godfather family's, 3.1.3)
        raise IllegalAction("bad_script", key="mafia", value=value, detail="unknown_choice")
    ((action, arg),) = value.items()
    if action == "shot":
        t = seat_of(st, arg, "mafia")
        require_alive(st, t, "mafia")
        if st.side(t) == "mafia" and not st.rules.get("mafia_may_shoot_teammate"):
            raise IllegalAction(
                "invalid_target", key="mafia", seat=t, role=st.player(t).role, detail="teammate"
            )
    elif action == "sixth_sense":
        gf = st.holder("godfather")
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
                "invalid_target", key="mafia", seat=t, role=st.player(t).role, detail="teammate"
            )
    else:  # buy
        saul = st.holder("saul_goodman")
        if saul is None:
            raise IllegalAction("not_acting", key="mafia", role="saul_goodman", night=st.number)
        if saul.card.counters.get("buy_used"):
            raise IllegalAction("no_uses_left", key="mafia", role="saul_goodman", detail="purchase")
        if st.mafia_exits < 1:
            raise IllegalAction(
                "not_available", key="mafia", role="saul_goodman", detail="no_mafia_exit"
            )
        t = seat_of(st, arg, "mafia")
        require_alive(st, t, "mafia")
        if st.side(t) == "mafia":
            raise IllegalAction(
                "invalid_target", key="mafia", seat=t, role=st.player(t).role, detail="teammate"
            )
    return None


def check_night_end(st: GameState) -> None:
    """Refuse ending the night while a required step is missing (Nostradamus's choice,
    Jack's nightly curse)."""
    if (
        st.holder("jack_sparrow") is not None
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
    if st.phase == "intro_night" and st.holder("nostradamus") is not None:
        if "nostradamus" not in st.by_kind():
            raise IllegalAction(
                "missing_choice",
                key="nostradamus",
                role="nostradamus",
                night=st.number,
                detail="nostradamus_step",
            )


def purchase_success(st: GameState) -> int | None:
    """The seat bought tonight if the purchase succeeds (a plain citizen), else None."""
    buy = (st.by_kind().get("mafia") or {}).get("buy")
    if isinstance(buy, int) and st.holder("saul_goodman") is not None:
        if st.player(buy).kind == "plain_citizen":
            return buy
    return None


def kane_sacrifice_due(st: GameState) -> bool:
    kane = st.holder("citizen_kane")
    return kane is not None and st.kane_sacrifice_night == st.number
