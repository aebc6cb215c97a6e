"""The rules of the Godfather family (rules_spec section 3.1, with section 1 and 7).

Three entry points, each pure (they work on a state the caller has cloned):

* :func:`check_night_choice` — is one night step legal? (refusal codes of game-script.md)
* :func:`resolve_night` — the deterministic night resolution of rules_spec 3.1.4.
* :func:`run_day` — the day's steps (defense vote, exit vote, lottery) and the exits.

Seats are 1-based. Every refusal is an :class:`IllegalAction` with its facts.
"""

from __future__ import annotations

from typing import Any

from . import cards, siblings
from .errors import IllegalAction
from .state import ALIVE, DEAD, HALF_DEAD, GameState, LogLine, PhaseRecord

# Night steps with one target, by role id: the value's single key.
TARGET_ACTIONS: dict[str, str] = {
    "matador": "block",
    "dr_watson": "save",
    "leon": "shoot",
    "citizen_kane": "inquire",
    "constantine": "revive",
}
MAFIA_ACTIONS = ("shot", "sixth_sense", "buy")
DAY_KEYS = (
    "withdraw",
    "guns",
    "status_inquiry",
    "votes",
    "exit_votes",
    "mayor",
    "lottery",
    "card",
    "chaos",
    "bomb",
)
#: Night exits caused by the player's own act (not a reason to void it, A91).
SELF_CAUSED = ("leon_backfire", "ocean_penalty", "guard")
#: Night steps a script may name, beside role ids.
TEAM_KEYS = ("mafia", "withdraw")


# ---------------------------------------------------------------------------------------
# helpers
# ---------------------------------------------------------------------------------------
def seat_of(st: GameState, value: Any, key: str) -> int:
    """A seat number from a script value; bad_script when not a seat of this table."""
    if isinstance(value, bool) or not isinstance(value, int):
        raise IllegalAction("bad_script", key=key, value=value, detail="not_a_seat")
    if not 1 <= value <= len(st.players):
        raise IllegalAction("bad_script", key=key, seat=value, detail="seat_out_of_range")
    return value


def require_alive(st: GameState, seat: int, key: str) -> None:
    p = st.player(seat)
    if p.status != ALIVE:
        raise IllegalAction(
            "invalid_target",
            key=key,
            seat=seat,
            role=p.role,
            detail="half_dead" if p.status == HALF_DEAD else "out_of_game",
        )


def defense_threshold(n_present: int, rule: str) -> int:
    """Votes needed to reach the defense (rules_spec 1.3): ``n_present`` living players."""
    if rule == "more_than_half":
        return n_present // 2 + 1
    if rule == "half":
        return -(-n_present // 2)
    if rule == "half_plus_one_literal":
        return n_present // 2 + 1 if n_present % 2 == 0 else -(-(n_present + 2) // 2)
    if rule == "half_minus_one":
        return max(1, (n_present - 1) // 2)
    if rule.startswith("fixed:"):
        return int(rule[6:])
    raise ValueError(rule)


def day_threshold(st: GameState) -> int:
    """Today's defense threshold: ``defense_threshold`` over the players present
    (``vote_base``, A02) under ``defense_threshold_rule`` (A01-A04)."""
    present = len(st.alive_seats()) - (1 if st.rules.get("vote_base") == "alive_minus_one" else 0)
    return defense_threshold(present, st.rules.get("defense_threshold_rule", "more_than_half"))


def nostradamus_count(st: GameState, picks: list[int]) -> int:
    """Mafia among Nostradamus's picks, the Godfather counted as a citizen (S0:L7)."""
    return sum(1 for s in picks if st.side(s) == "mafia" and st.player(s).role != "godfather")


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


def _disabled_tonight(st: GameState, choices: dict[str, Any]) -> dict[int, str]:
    """Seats whose own action is void tonight, with why: ``blocked``, ``slaughtered``,
    ``handcuffed`` (rules_spec 3.1.4 step 3)."""
    out: dict[int, str] = {}
    for p in st.players:
        if p.status == ALIVE and p.handcuffed_night == st.number:
            out[p.seat] = "handcuffed"
    mat = st.holder("matador")
    block = (choices.get("matador") or {}).get("block")
    if mat is not None and mat.seat not in out and isinstance(block, int):
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
    if siblings.main_night(st):
        return siblings.disabled(st, st.choices)
    return _disabled_tonight(st, st.choices)


# ---------------------------------------------------------------------------------------
# night: checking one step
# ---------------------------------------------------------------------------------------
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
    if key in siblings.TARGETS or key in ("die_hard", "bomber", "gunner"):
        return siblings.check(st, key, actor, value)
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


def night_order(st: GameState) -> dict[str, int]:
    """Step key → position in tonight's order (scenario file; ``jack_wake_position``)."""
    defs = st.scenario.intro_night if st.phase == "intro_night" else st.scenario.night
    keys = [("mafia" if d.key == "mafia_meet" else d.key) for d in defs]
    if "jack_sparrow" in keys and st.rules.get("jack_wake_position") == "after_mafia":
        keys.remove("jack_sparrow")
        keys.insert(keys.index("mafia") + 1 if "mafia" in keys else 0, "jack_sparrow")
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


def sherlock(st: GameState):
    """The original Sherlock while he still holds the Sherlock card (not swapped), or None."""
    p = st.holder("sherlock_holmes")
    return p if p is not None and not p.card.counters.get("swapped") else None


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


def check_withdraw(st: GameState, value: Any) -> None:
    """Refuse an illegal ``withdraw`` (rules_spec 6.9 S10): a non-empty list of different
    seats (1-based) of players still at the table (in the game or half-dead).

    Raises:
        IllegalAction: bad_script (not a list, not a seat, a seat twice), invalid_target (a
            player already out for good).
    """
    if not isinstance(value, list) or not value:
        raise IllegalAction("bad_script", key="withdraw", value=value, detail="not_a_list")
    seen: set[int] = set()
    for v in value:
        s = seat_of(st, v, "withdraw")
        if s in seen:
            raise IllegalAction("bad_script", key="withdraw", seat=s, detail="seat_twice")
        seen.add(s)
        if st.player(s).status == DEAD:
            raise IllegalAction(
                "invalid_target", key="withdraw", seat=s, role=st.player(s).role,
                detail="out_of_game",
            )


def withdraw(st: GameState, seats: list[int]) -> None:
    """Players leave the table for good (rules_spec 6.9 S10): out of the game (never
    half-dead, never in Constantine's pool), announced ``withdrew:s``; an exit like any other
    for Jack's curse link, Saul's trigger, Kane's mark and Constantine; the win check follows.
    Called first in a phase, before every other step."""
    for s in seats:
        p = st.player(s)
        if p.status == DEAD:
            continue
        leave(st, p, DEAD, "withdrew")
        st.pending.append(f"withdrew:{s}")
    check_winner(st)


def sherlock_guess_result(st: GameState) -> str | None:
    """``right`` or ``wrong``: what the narrator signals to Sherlock after tonight's guess
    (6.9 S7); None when he did not guess or his guess has no effect (handcuffed, 6.9 S6)."""
    guess = (st.choices.get("sherlock_holmes") or {}).get("guess")
    if not isinstance(guess, dict):
        return None
    target = st.player(guess["seat"])
    if target.role == "sherlock_holmes" and target.card.hidden.get("swap_night") == st.number:
        return "right"
    base = st.base or st
    me = sherlock(base)
    if me is None or me.handcuffed_night == st.number:
        return None
    return "wrong"


def night_step_effect(st: GameState, key: str, value: Any) -> None:
    """What a confirmed night step changes at once, before the later calls of the night:
    a player who withdraws leaves at once (6.9 S10); Sherlock's correct guess swaps the role
    cards with their counters (S2:L137), so the former Sherlock acts in his new role that
    same night (A61) — not when he is handcuffed (6.9 S6)."""
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
    if st.scenario.family != "gf" and set(value) != {"shot"}:
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
        and "jack_sparrow" not in st.choices
    ):
        raise IllegalAction(
            "missing_choice",
            key="jack_sparrow",
            role="jack_sparrow",
            night=st.number,
            detail="curse",
        )
    if st.phase == "intro_night" and st.holder("nostradamus") is not None:
        if "nostradamus" not in st.choices:
            raise IllegalAction(
                "missing_choice",
                key="nostradamus",
                role="nostradamus",
                night=st.number,
                detail="nostradamus_step",
            )


def purchase_success(st: GameState) -> int | None:
    """The seat bought tonight if the purchase succeeds (a plain citizen), else None."""
    buy = (st.choices.get("mafia") or {}).get("buy")
    if isinstance(buy, int) and st.holder("saul_goodman") is not None:
        if st.player(buy).role == "plain_citizen":
            return buy
    return None


def kane_sacrifice_due(st: GameState) -> bool:
    kane = st.holder("citizen_kane")
    return kane is not None and st.kane_sacrifice_night == st.number


# ---------------------------------------------------------------------------------------
# night: resolution (rules_spec 3.1.4)
# ---------------------------------------------------------------------------------------
def resolve_night(st: GameState, voided: frozenset[int] = frozenset()) -> None:
    """Resolve the night in ``st`` (mutated): exits, counters, announcements, win check.

    Follows rules_spec 3.1.4 steps 1-13 and the house rules of section 7. ``voided`` are
    seats whose own action is void as well (``night_death_voids_action``, A91: the night is
    resolved once to learn who leaves, then again with those players' actions void).
    """
    if st.rules.get("night_death_voids_action") and st.phase == "night" and not voided:
        trial = st.clone()
        resolve_night(trial, frozenset({0}))
        # a death the player's own act causes (Leon's backfire, the ocean's penalty, the
        # Zodiac shooting the guard) does not void that act: S0:L11 still holds
        gone = frozenset(
            s
            for s in st.alive_seats()
            if trial.player(s).status != ALIVE
            and trial.player(s).exit_cause not in SELF_CAUSED
        )
        if gone:
            return resolve_night(st, gone | {0})
    k, ch, R = st.number, st.choices, st.rules
    record = PhaseRecord(st.phase, k)
    _apply_curse(st)
    guess = sherlock_guess_result(st)
    if guess is not None:
        record.private["sherlock_guess"] = guess
        log_line(st, "private", False, name="sherlock_guess", value=guess)
    if st.phase == "intro_night":
        nv = ch.get("nostradamus")
        nos = st.holder("nostradamus")
        if nv and nos is not None:
            picks = list(nv["pick"])
            count = nostradamus_count(st, picks)
            nos.card.counters["side"] = nv["side"]
            nos.card.hidden["picks"] = picks
            nos.card.hidden["count"] = count
            record.private["nostradamus_count"] = count
            log_line(st, "private", False, name="nostradamus_count", value=count, seat=nos.seat)
        gone = _sherlock_swap_exits(st)
        record.announce = [f"sherlock_left:{s}" for s in gone] + st.pending
        st.pending = []
        st.records.append(record)
        log_line(st, "announce", True, tokens=list(record.announce))
        check_winner(st)
        return
    if siblings.main_night(st):
        record.announce = siblings.resolve_night(st, record, voided) + st.pending
        st.pending = []
        st.records.append(record)
        log_line(st, "announce", True, tokens=list(record.announce))
        check_winner(st)
        return

    alive_at_start = {p.seat for p in st.players if p.status == ALIVE}
    disabled = _disabled_tonight(st, ch)
    for seat in voided:
        disabled.setdefault(seat, "left_tonight")
    if R.get("blocked_consumes_resource"):
        _spend_blocked(st, ch, disabled)

    def acts(p) -> bool:
        if p is None or p.seat not in alive_at_start or p.seat in disabled:
            return False
        return True

    team = ch.get("mafia") or {}
    gf = st.holder("godfather")
    saul = st.holder("saul_goodman")
    # 1 sixth sense
    slaughtered = None
    if "sixth_sense" in team and gf is not None and acts(gf):
        gf.card.counters["sixth_sense_uses"] = gf.card.counters.get("sixth_sense_uses", 0) + 1
        guess = team["sixth_sense"]
        if st.player(guess["seat"]).role == guess["role"]:
            slaughtered = guess["seat"]
            if _sherlock_immortal(st, slaughtered) and not R.get(
                "sixth_sense_overrides_immortality", True
            ):
                slaughtered = None
    # 2 purchase
    announce: list[str] = []
    if "buy" in team and saul is not None:
        saul.card.counters["buy_used"] = True
        t = st.player(team["buy"])
        success = t.role == "plain_citizen"
        if success:
            from .state import Card

            t.card = Card("simple_mafia")
            t.card.hidden["converted_night"] = k
        mode = R.get("purchase_announcement", "night_every_attempt")
        if mode != "night_success_only" or success:
            announce.append("purchase")
    # matador's own record
    mat = st.holder("matador")
    mv = (ch.get("matador") or {}).get("block")
    if mat is not None and mv is not None and acts(mat):
        mat.card.counters["last_block"] = mv
        mat.card.hidden["last_block_night"] = k
    # 4 save
    watson = st.holder("dr_watson")
    save = None
    sv = (ch.get("dr_watson") or {}).get("save")
    if watson is not None and sv is not None and acts(watson):
        save = sv
        if save == watson.seat:
            watson.card.counters["self_save_used"] = True
        watson.card.hidden["last_save"] = save
        watson.card.hidden["last_save_night"] = k
    deaths: dict[int, str] = {}
    # 5 slaughter
    if slaughtered is not None:
        deaths[slaughtered] = "slaughter"
    # 6 mafia shot
    if "shot" in team:
        t = st.player(team["shot"])
        if t.role == "nostradamus" and not t.card.hidden.get("shield_lost"):
            pass
        elif t.role == "jack_sparrow" or _sherlock_immortal(st, t.seat):
            pass  # Jack is night-immune (S2:L62); Sherlock on nights 1-2 (S2:L136)
        elif t.seat == save:
            if t.role == "leon" and R.get("vest_consumed_when_saved"):
                t.card.counters["vest"] = False
        elif t.role == "leon" and t.card.counters.get("vest"):
            t.card.counters["vest"] = False
        else:
            deaths.setdefault(t.seat, "mafia_shot")
    # 7 Leon
    leon = st.holder("leon")
    lv = (ch.get("leon") or {}).get("shoot")
    if (
        leon is not None
        and lv is not None
        and acts(leon)
        and leon.card.counters.get("bullets", 0) > 0
    ):
        leon.card.counters["bullets"] -= 1
        t = st.player(lv)
        side = st.side(lv)
        if side == "mafia":
            if lv == save and R.get("save_blocks_leon", True):
                if t.role == "godfather" and R.get("vest_consumed_when_saved"):
                    t.card.counters["vest"] = False
            elif t.role == "godfather" and t.card.counters.get("vest"):
                t.card.counters["vest"] = False
            else:
                deaths.setdefault(lv, "leon_shot")
        elif side == "independent":
            if R.get("leon_vs_independent") == "leon_dies":
                deaths.setdefault(leon.seat, "leon_backfire")
        else:
            if not (R.get("leon_backfire_saveable") and save == leon.seat):
                deaths.setdefault(leon.seat, "leon_backfire")
            if R.get("leon_backfire_target_harmed") and lv != save:
                deaths.setdefault(lv, "leon_shot")
    # Sherlock's swap victim leaves at dawn holding the Sherlock card (S2:L138; A60)
    for p in st.players:
        if p.status == ALIVE and p.role == "sherlock_holmes" and p.card.counters.get("swapped"):
            deaths[p.seat] = "sherlock_swap"
            p.role_public = True
    # 8 Kane's sacrifice
    kane = st.holder("citizen_kane")
    if kane is not None and st.kane_sacrifice_night == k:
        deaths.setdefault(kane.seat, "kane_sacrifice")
        kane.role_public = True
    # 9 Kane's inquiry
    reveals: list[int] = []
    kv = (ch.get("citizen_kane") or {}).get("inquire")
    # who leaves tonight, the curse link included: it is known before the coupon is
    # settled (6.9 S4, A40)
    leaving = set(deaths)
    jack = st.holder("jack_sparrow")
    if jack is not None and jack.card.counters.get("curse") in leaving:
        leaving.add(jack.seat)
    if kane is not None and kv is not None and acts(kane) and kane.seat not in leaving:
        target = st.player(kv)
        is_mafia = st.side(kv) == "mafia"
        if target.role == "godfather" and R.get("kane_godfather_result") == "citizen":
            is_mafia = False
        if kv in leaving or target.status != ALIVE:
            if R.get("kane_refund_scope") == "seed_literal" and is_mafia:
                kane.card.counters["coupons"] -= 1
        elif is_mafia:
            kane.card.counters["coupons"] -= 1
            reveals.append(kv)
            target.role_public = True
            st.kane_sacrifice_night = k + 1
            if R.get("kane_target_exits"):
                deaths.setdefault(kv, "kane_reveal")
        else:
            kane.card.counters["coupons"] -= 1
    # 10 Constantine
    returned: list[int] = []
    con = st.holder("constantine")
    rv = (ch.get("constantine") or {}).get("revive")
    if con is not None and rv is not None and acts(con):
        con.card.counters["revive_used"] = True
        r = st.player(rv)
        r.status = ALIVE
        r.exit_cause = None
        r.returned_night = k
        returned.append(rv)
        for p in st.players:
            if p.status == HALF_DEAD:
                out_for_good(st, p)
    # 11 apply deaths
    for seat in sorted(deaths):
        cause = deaths[seat]
        p = st.player(seat)
        if cause == "slaughter":
            p.role_public = True
        leave(st, p, DEAD, cause)
    # 13 announcements
    for seat in sorted(deaths):
        if st.player(seat).role == "jack_sparrow":
            announce.append("jack_left")
        elif deaths[seat] == "slaughter":
            announce.append(f"slaughtered:{seat}")
        elif deaths[seat] == "sherlock_swap":
            announce.append(f"sherlock_left:{seat}")
        else:
            announce.append(f"left:{seat}")
    announce += [t for t in st.pending if t not in announce]
    st.pending = []
    announce += [f"kane_reveal:{s}" for s in reveals]
    announce += [f"returned:{s}" for s in returned]
    record.announce = announce
    st.records.append(record)
    log_line(st, "announce", True, tokens=list(announce))
    check_winner(st)


def _sherlock_swap_exits(st: GameState) -> list[int]:
    """The swap victim of the intro night (``sherlock_first_guess_night = 0``, A59) leaves
    at dawn holding the Sherlock card, like any other night's (S2:L138; A60)."""
    gone = []
    for p in st.players:
        if p.status == ALIVE and p.role == "sherlock_holmes" and p.card.counters.get("swapped"):
            p.role_public = True
            leave(st, p, DEAD, "sherlock_swap")
            gone.append(p.seat)
    return gone


def _spend_blocked(st: GameState, ch: dict[str, Any], disabled: dict[int, str]) -> None:
    """``blocked_consumes_resource`` (A31): a blocked player's chosen use is spent anyway."""
    for key, (action, counter) in {
        "leon": ("shoot", "bullets"),
        "citizen_kane": ("inquire", "coupons"),
    }.items():
        p = st.holder(key)
        if (
            p is not None
            and disabled.get(p.seat) == "blocked"
            and (ch.get(key) or {}).get(action) is not None
            and p.card.counters.get(counter)
        ):
            p.card.counters[counter] -= 1
    con = st.holder("constantine")
    if con is not None and disabled.get(con.seat) == "blocked" and (ch.get("constantine") or {}):
        con.card.counters["revive_used"] = True
    doc = st.holder("dr_watson")
    if (
        doc is not None
        and disabled.get(doc.seat) == "blocked"
        and (ch.get("dr_watson") or {}).get("save") == doc.seat
    ):
        doc.card.counters["self_save_used"] = True


def exit_vote_eyes(st: GameState) -> str:
    """``open`` or ``closed``: the eyes during today's exit vote (house rule
    ``exit_vote_eyes``; A06: open with more than one defender in the Godfather family)."""
    rule = st.rules.get("exit_vote_eyes", "closed")
    if rule == "open_if_multi":
        return "open" if len(st.day.defense) > 1 else "closed"
    return rule


def _apply_curse(st: GameState) -> None:
    """Tonight's curse becomes Jack's only active one; the history resets once everyone
    living has been cursed (S2:L62; A51)."""
    value = st.choices.get("jack_sparrow")
    jack = st.holder("jack_sparrow")
    if not value or jack is None:
        return
    if jack.handcuffed_night == st.number:
        return  # accepted, no effect; the earlier curse stays the active one (6.9 S6)
    t = value["curse"]
    history = list(jack.card.hidden.get("history", []))
    others = {s for s in st.alive_seats() if s != jack.seat}
    if others <= set(history):
        history = []
    history.append(t)
    jack.card.hidden["history"] = history
    jack.card.counters["curse"] = t


def _sherlock_immortal(st: GameState, seat: int) -> bool:
    """The unswapped Sherlock on his immortal nights (``sherlock_immortal_nights``, A58)."""
    me = sherlock(st)
    return (
        me is not None
        and me.seat == seat
        and st.phase == "night"
        and st.number in st.rules.get("sherlock_immortal_nights", [1, 2])
    )


def out_for_good(st: GameState, p) -> None:
    """A half-dead player is out for good (Constantine's revival used on another, or
    Constantine gone; A45). Under ``saul_trigger_counts_half_dead = false`` a mafia teammate
    counts for Saul's purchase from this moment (6.9 S5)."""
    p.status = DEAD
    if (
        not st.rules.get("saul_trigger_counts_half_dead", True)
        and st.side(p.seat) == "mafia"
        and p.role != "saul_goodman"
    ):
        st.mafia_exits += 1


def leave(st: GameState, p, status: str, cause: str) -> None:
    """``p`` leaves the game (night exit: dead; vote exit: half-dead or dead, rules_spec 1.7)."""
    # Saul's trigger: a teammate's exit, never Saul's own (6.9 S5; A33)
    opens = st.side(p.seat) == "mafia" and p.role != "saul_goodman"
    p.status = status
    p.exit_cause = cause
    p.exit_phase = f"{st.phase}:{st.number}"
    if st.rules.get("reveal_role_on_death"):
        p.role_public = True
    if opens and (status == DEAD or st.rules.get("saul_trigger_counts_half_dead", True)):
        st.mafia_exits += 1
    log_line(st, "exit", status != HALF_DEAD or True, seat=p.seat, cause=cause, status=status)
    if p.role == "constantine" or (st.holder("constantine") is None):
        for q in st.players:
            if q.status == HALF_DEAD:
                out_for_good(st, q)
    jack = st.holder("jack_sparrow")
    if jack is not None and jack.card.counters.get("curse") == p.seat and jack is not p:
        # the curse link: Jack leaves with his cursed player, whatever the cause (S2:L63)
        jack.role_public = True
        leave(st, jack, DEAD, "curse_link")
        if "jack_left" not in st.pending:
            st.pending.append("jack_left")


# ---------------------------------------------------------------------------------------
# day
# ---------------------------------------------------------------------------------------
def run_day(st: GameState, choices: dict[str, Any]) -> None:
    """Apply the day's steps ``choices`` (game-script ``day`` keys) to ``st`` (a clone of the
    day's start), in the order votes → exit_votes → lottery → card.

    Sets ``st.day`` (threshold, defense, tied, eliminated, the next missing step) and applies
    the exit as soon as its inputs are complete, followed by the win check (rules_spec 3.1.6).

    Raises:
        IllegalAction: bad_script, wrong_phase, invalid_target, bad_count, not_available,
            game_over (a step after the winner is decided).
    """
    R = st.rules
    for key in choices:
        if key not in DAY_KEYS:
            raise IllegalAction("bad_script", key=key, detail="unknown_key")
    if st.phase == "intro_day" and set(choices) - {"withdraw"}:
        raise IllegalAction(
            "wrong_phase", key=next(k for k in choices if k != "withdraw"), detail="intro_day"
        )
    if "withdraw" in choices:
        check_withdraw(st, choices["withdraw"])
        withdraw(st, choices["withdraw"])
        _game_over_after(st, choices, "withdraw")
        if st.phase == "intro_day" or st.winner is not None:
            record = PhaseRecord(st.phase, st.number)
            record.announce += st.pending
            st.pending = []
            st.records.append(record)
            return None
    if chaos_day(st):
        return _run_chaos(st, choices)
    if "chaos" in choices:
        raise IllegalAction("wrong_phase", key="chaos", detail="no_chaos")
    record = PhaseRecord(st.phase, st.number)
    if (
        st.scenario.family == "mn"
        and st.number == 1
        and R.get("mafia_nights_day1") == "intro_only"
        and choices
    ):
        raise IllegalAction("wrong_phase", key=next(iter(choices)), detail="intro_day")
    if "guns" in choices:
        siblings.fire_guns(st, choices["guns"], record)
        _game_over_after(st, choices, "guns")
    if "status_inquiry" in choices:
        siblings.status_inquiry(st, choices["status_inquiry"], record)
    alive = st.alive_seats()
    day = st.day
    day.present = len(alive)
    day.threshold = day_threshold(st)
    day.defense, day.tied, day.eliminated, day.exit_applied, day.needs = [], [], None, False, None
    votes = choices.get("votes")
    if votes is not None:
        _check_counts(st, votes, "votes", voters=len(alive), nominees_from=alive, single=False)
        day.defense = sorted(s for s, n in votes.items() if n >= day.threshold)
        record.defense = list(day.defense)
        log_line(
            st, "votes", True, votes=dict(votes), threshold=day.threshold, defense=list(day.defense)
        )
    ev = choices.get("exit_votes")
    mayor = choices.get("mayor")
    if mayor is not None and siblings.mayor_robbed(st):
        # a robbed Mayor may still signal: checked, no effect; the exit vote follows (6.9 S1)
        siblings.mayor_decision(st, mayor, record)
        mayor = None
    if mayor is not None:
        if ev is not None:
            raise IllegalAction("not_available", key="mayor", detail="exit_vote_taken")
        day.eliminated = siblings.mayor_decision(st, mayor, record)
        if day.eliminated is None:
            day.exit_applied = True
    elif ev is not None:
        if votes is None:
            raise IllegalAction("not_available", key="exit_votes", detail="no_defense_vote")
        rounds = ev if isinstance(ev, list) else [ev]
        candidates = list(day.defense)
        result: list[int] = []
        for i, rnd in enumerate(rounds):
            voters = (
                len(alive) if R.get("defenders_can_vote", True) else len(alive) - len(candidates)
            )
            _check_counts(
                st,
                rnd,
                "exit_votes",
                voters=voters,
                nominees_from=candidates,
                single=R.get("exit_votes_per_voter") == "one",
            )
            result = _exit_outcome(st, candidates, rnd, voters)
            if len(result) > 1 and R.get("tie_resolution") == "revote_then_lottery" and i == 0:
                candidates = result
                continue
            break
        if len(rounds) > 1 and R.get("tie_resolution") != "revote_then_lottery":
            raise IllegalAction("bad_script", key="exit_votes", detail="revote_not_allowed")
        log_line(st, "exit_votes", True, votes=ev)
        if len(result) == 1:
            day.eliminated = result[0]
        elif len(result) > 1:
            if R.get("tie_resolution") == "nobody_leaves":
                pass
            elif R.get("tie_resolution") == "revote_then_lottery" and len(rounds) == 1:
                day.needs = "exit_votes"
                day.tied = result
            else:
                day.tied = result
    elif day.defense:
        day.needs = "exit_votes"
    lot = choices.get("lottery")
    if lot is not None:
        if not day.tied or day.needs == "exit_votes":
            raise IllegalAction("not_available", key="lottery", detail="no_tie")
        seat = seat_of(st, lot, "lottery")
        if seat not in day.tied:
            raise IllegalAction("invalid_target", key="lottery", seat=seat, detail="not_tied")
        day.eliminated = seat
        log_line(st, "lottery", True, seat=seat, tied=list(day.tied))
    elif day.tied and day.needs is None:
        day.needs = "lottery"
    card = choices.get("card")
    if (
        day.eliminated is not None
        and day.needs is None
        and st.player(day.eliminated).role == "jack_sparrow"
    ):
        # Jack is not removed by the vote: his role is shown, no card, nobody else leaves
        # (S2:L62; A56)
        if card is not None:
            raise IllegalAction("not_available", key="card", detail="no_card_due")
        jack = st.player(day.eliminated)
        jack.card.counters["revealed"] = True
        jack.role_public = True
        record.announce.append(f"role_shown:{jack.seat}")
        day.exit_applied = True
    elif day.eliminated is not None and day.needs is None:
        cause = "lottery" if lot is not None else ("mayor" if mayor else "vote")
        stays = False
        if card is None:
            if cards.card_due(st, cause):
                day.needs = "card"
        elif not cards.card_due(st, cause):
            raise IllegalAction("not_available", key="card", detail="no_card_due")
        elif cards.check_card(st, day.eliminated, card):
            stays = cards.apply_card(st, day.eliminated, card, record)
        else:
            day.needs = "card"  # drawn and recorded; the card's choice is still to come
        if day.needs is None:
            if not stays:
                _vote_exit(st, st.player(day.eliminated), cause)
            else:
                check_winner(st)
            day.exit_applied = True
    elif card is not None and not day.exit_applied:
        raise IllegalAction("not_available", key="card", detail="no_card_due")
    _game_over_after(st, choices, "card")
    if "bomb" in choices:
        siblings.bomb_codes(st, choices["bomb"], record)
    if siblings.bomb_pending(st) and day.needs is None:
        day.needs = "bomb"
    record.announce += st.pending
    st.pending = []
    st.records.append(record)


def _game_over_after(st: GameState, choices: dict[str, Any], key: str) -> None:
    """A step after the winner is decided is refused ``game_over`` (game-script.md)."""
    if st.winner is not None:
        later = [k for k in DAY_KEYS[DAY_KEYS.index(key) + 1 :] if k in choices]
        if later:
            raise IllegalAction("game_over", key=later[0], winner=st.winner)


def _check_counts(
    st: GameState, counts: Any, key: str, voters: int, nominees_from: list[int], single: bool
) -> None:
    if not isinstance(counts, dict):
        raise IllegalAction("bad_script", key=key, value=counts, detail="not_a_mapping")
    total = 0
    for s, n in counts.items():
        seat = seat_of(st, s, key)
        if seat not in nominees_from:
            if key == "votes":
                require_alive(st, seat, key)
            raise IllegalAction("invalid_target", key=key, seat=seat, detail="not_a_defender")
        if isinstance(n, bool) or not isinstance(n, int):
            raise IllegalAction("bad_script", key=key, seat=seat, value=n, detail="not_a_count")
        # nobody votes for himself; a defender who may not vote is not among the voters
        voter_himself = key == "votes" or st.rules.get("defenders_can_vote", True)
        cap = voters - (1 if voter_himself and not st.rules.get("self_vote_allowed") else 0)
        if n < 0 or n > cap:
            raise IllegalAction("bad_count", key=key, seat=seat, value=n, detail=f"max {cap}")
        total += n
    if single and total > voters:
        raise IllegalAction("bad_count", key=key, value=total, detail=f"total max {voters}")


def _exit_outcome(
    st: GameState, defenders: list[int], counts: dict[int, int], voters: int
) -> list[int]:
    """Who leaves by the exit vote: one seat, the tied seats, or nobody (rules_spec 3.1.6)."""
    if not defenders:
        return []
    got = {s: counts.get(s, 0) for s in defenders}
    if len(defenders) == 1:
        ((s, n),) = got.items()
        rule = st.rules.get("single_defender_exit_rule", "meets_defense_threshold")
        if rule == "always_exits":
            return [s]
        if rule == "majority_of_voters":
            return [s] if n > voters // 2 else []
        return [s] if n >= st.day.threshold else []
    top = max(got.values())
    return sorted(s for s, n in got.items() if n == top)


def _vote_exit(st: GameState, p, cause: str) -> None:
    """A day exit: half-dead while a revival is possible and the role is hidden (rules_spec 1.7)."""
    con = st.holder("constantine")
    half = (
        st.scenario.family == "gf"
        and con is not None
        and con.seat != p.seat
        and not con.card.counters.get("revive_used")
        and not p.role_public
        and not st.rules.get("reveal_role_on_death")
    )
    leave(st, p, HALF_DEAD if half else DEAD, cause)
    check_winner(st)


def chaos_day(st: GameState) -> bool:
    """A chaos (کی‌آس) day: exactly three in the game, one mafia, one city and the unswapped
    Sherlock (rules_spec 3.3.5; A62). No normal vote; the handshake decides."""
    me = sherlock(st)
    if st.phase != "day" or me is None or st.winner is not None:
        return False
    alive = st.alive_seats()
    sides = sorted(st.side(s) for s in alive if s != me.seat)
    return len(alive) == 3 and me.status == ALIVE and sides == ["city", "mafia"]


HANDSHAKE = {
    frozenset({"mafia", "city"}): "mafia",
    frozenset({"sherlock", "mafia"}): "sherlock_holmes",
    frozenset({"sherlock", "city"}): "city",
}


def _run_chaos(st: GameState, choices: dict[str, Any]) -> None:
    """The chaos handshake (S2:L139-L140; A63): each of the three points at one of the other
    two; a mutual pair decides by the seed's table; no pair: ``chaos_no_handshake``."""
    record = PhaseRecord(st.phase, st.number)
    record.announce += st.pending
    st.pending = []
    for key in choices:
        if key not in ("chaos", "withdraw"):
            raise IllegalAction("wrong_phase", key=key, detail="chaos_day")
    st.day.needs = "chaos"
    value = choices.get("chaos")
    if value is not None:
        rounds = value if isinstance(value, list) else [value]
        alive = set(st.alive_seats())
        me = sherlock(st)
        for i, rnd in enumerate(rounds):
            point = rnd.get("point") if isinstance(rnd, dict) else None
            if not isinstance(point, dict) or set(point) != alive:
                raise IllegalAction("bad_script", key="chaos", value=rnd, detail="chaos_points")
            for a, b in point.items():
                if b not in alive or b == a:
                    raise IllegalAction("invalid_target", key="chaos", seat=b, detail="chaos")
            pair = next((frozenset({a, b}) for a, b in point.items() if point.get(b) == a), None)
            record.announce.append("chaos")
            log_line(st, "chaos", True, point=dict(point), round=i + 1)
            winner = None
            if pair is not None:
                kinds = frozenset("sherlock" if s == me.seat else st.side(s) for s in pair)
                winner = HANDSHAKE[kinds]
            elif st.rules.get("chaos_no_handshake") == "mafia" or (
                st.rules.get("chaos_no_handshake") == "retry_then_mafia" and i >= 1
            ):
                winner = "mafia"
            if winner is not None:
                if i + 1 < len(rounds):
                    raise IllegalAction("game_over", winner=winner)
                st.day.needs = None
                _declare(st, winner)
                break
    st.records.append(record)


def _declare(st: GameState, winner: str) -> None:
    st.winner = winner
    if winner in ("jack_sparrow", "sherlock_holmes", "zodiac"):
        holder = st.holder(winner, alive_only=False)
        seats = [holder.seat] if holder else []
    else:
        seats = [p.seat for p in st.players if st.side(p.seat) == winner]
        for p in st.players:
            if p.role == "nostradamus" and p.card.counters.get("side") == winner:
                if p.status == ALIVE or not st.rules.get("nostradamus_must_survive"):
                    seats.append(p.seat)
    st.winning_seats = sorted(seats)
    log_line(st, "winner", True, winner=winner, seats=list(st.winning_seats))


# ---------------------------------------------------------------------------------------
# winner (rules_spec 3.1.7)
# ---------------------------------------------------------------------------------------
def check_winner(st: GameState) -> str | None:
    """Set ``st.winner`` and ``st.winning_seats`` when a side has won; return the winner."""
    if st.winner is not None:
        return st.winner
    mafia = city = 0
    for p in st.players:
        if p.status != ALIVE:
            continue
        side = st.side(p.seat)
        if side == "mafia":
            mafia += 1
        elif side == "city":
            city += 1
        elif p.role == "nostradamus" and st.rules.get("nostradamus_in_parity") == "counted":
            chosen = p.card.counters.get("side")
            if chosen == "mafia":
                mafia += 1
            elif chosen == "city":
                city += 1
    winner = None
    jack = st.holder("jack_sparrow")
    me = sherlock(st)
    zodiac = st.holder("zodiac")
    if st.scenario.family == "zd":
        # the Zodiac wins alone with few enough left (A77); mafia parity counts him (3.5.7)
        if zodiac is not None and len(st.alive_seats()) <= st.rules.get("zodiac_win_alive_max", 2):
            winner = "zodiac"
        elif mafia == 0 and zodiac is None:
            winner = "city"
        elif mafia and mafia >= city + (1 if zodiac is not None else 0):
            winner = "mafia"
    elif jack is not None:
        # while Jack lives, mafia parity never ends the game (S2:L66-L67; A54)
        if mafia == 0 or len(st.alive_seats()) <= 3:
            winner = "jack_sparrow"
    else:
        if me is not None and st.rules.get("sherlock_in_parity", "counted") == "counted":
            city += 1  # Sherlock counts as non-mafia for parity (S2:L142; A64)
        if mafia == 0:
            winner = "city"
        elif mafia >= city:
            winner = "mafia"
    if winner is None:
        return None
    _declare(st, winner)
    return winner


def log_line(st: GameState, kind: str, public: bool, **data: Any) -> None:
    st.log.append(LogLine(st.phase, st.number, kind, public, data))


def check_phase(st: GameState, key: str, value: Any) -> None:
    """Refuse with ``wrong_phase`` a step that does not belong in the current phase (checked
    for every key of a script entry before any choice is checked)."""
    night = st.phase in ("intro_night", "night")
    if night:
        if key in DAY_KEYS and key != "withdraw":
            raise IllegalAction("wrong_phase", key=key, night=st.number)
        if key == "nostradamus" and st.phase != "intro_night":
            raise IllegalAction("wrong_phase", key=key, role=key, night=st.number)
        if (
            st.phase == "intro_night"
            and key not in ("nostradamus", "jack_sparrow", "sherlock_holmes", "withdraw")
            and value
        ):
            raise IllegalAction(
                "wrong_phase", key=key, night=st.number, role=None if key == "mafia" else key
            )
    else:
        if key in night_keys(st) and key not in DAY_KEYS:
            raise IllegalAction("wrong_phase", key=key, detail="night_key_in_day")
        if st.phase == "intro_day" and key != "withdraw":
            raise IllegalAction("wrong_phase", key=key, detail="intro_day")
