"""Mafia Nights (rules_spec 3.4) and Zodiac (rules_spec 3.5): their own night abilities,
night resolution and day steps. The Godfather family lives in :mod:`rules`; the shared
pieces (targets, exits, the vote, the win check) are reused from there.
"""

from __future__ import annotations

from typing import Any

from .errors import IllegalAction
from .state import ALIVE, DEAD, GameState, PhaseRecord

#: One-target night steps of these scenarios: role id → the value's key.
TARGETS = {
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
GUNS = ("war", "blank")


def check(st: GameState, key: str, actor, value: dict[str, Any]) -> None:
    """Refuse an illegal Mafia Nights / Zodiac night step (``actor`` holds the role)."""
    from .rules import require_alive, seat_of

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


def disabled(st: GameState, choices: dict[str, Any]) -> dict[int, str]:
    """Who acts for nothing tonight: pickpocketed (from the theft on), magician-blocked,
    handcuffed."""
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
        and not _woke_before(st, st.player(steal).role, "pickpocket")
    ):
        out.setdefault(steal, "stolen")
    block = (choices.get("magician") or {}).get("block")
    mag = st.holder("magician")
    if isinstance(block, int) and mag is not None and mag.seat not in out:
        out.setdefault(block, "blocked")
    return out


def _woke_before(st: GameState, key: str, other: str) -> bool:
    """True when step ``key`` comes before step ``other`` in tonight's order: a victim who
    woke before the theft keeps that night's choice (rules_spec 6.9 S3)."""
    order = [d.key for d in st.scenario.night]
    return key in order and other in order and order.index(key) < order.index(other)


def _spend_blocked(st: GameState, ch: dict[str, Any], off: dict[int, str]) -> None:
    """``blocked_consumes_resource`` (A31): the use a magician-blocked player chose is spent
    anyway (Leon's bullet, a self-save, the bomb, the ocean's wake, the guns given)."""
    for key, (action, counter, spend) in {
        "leon": ("shoot", "bullets", "count"),
        "ocean": ("wake", "wakes_left", "count"),
        "bomber": ("plant", "plant_used", "flag"),
        "doctor": ("save", "self_save_used", "self"),
        "dr_lecter": ("save", "self_save_used", "self"),
    }.items():
        p = st.holder(key)
        v = (ch.get(key) or {}).get(action)
        if p is None or off.get(p.seat) != "blocked" or v is None:
            continue
        c = p.card.counters
        if spend == "count" and c.get(counter, 0) > 0:
            c[counter] -= 1
        elif spend == "flag":
            c[counter] = True
        elif spend == "self" and v == p.seat:
            c[counter] = True
    gunner = st.holder("gunner")
    give = (ch.get("gunner") or {}).get("give")
    if gunner is not None and off.get(gunner.seat) == "blocked" and isinstance(give, dict):
        for kind in give.values():
            if gunner.card.counters.get(kind, 0) > 0:
                gunner.card.counters[kind] -= 1


def detective_answer(st: GameState, seat: int, flipped: bool) -> str:
    """``mafia`` or ``citizen`` for the detective (S2:L44, L45, L53, L115; A68, A88)."""
    p = st.player(seat)
    boss = p.role in ("godfather", "al_capone")
    if p.role == "zodiac":
        base = "mafia" if st.rules.get("detective_zodiac_result") == "positive" else "citizen"
    else:
        base = "mafia" if st.side(seat) == "mafia" and not boss else "citizen"
    if flipped and not (boss and st.rules.get("joker_vs_godfather") == "godfather_absolute"):
        base = "citizen" if base == "mafia" else "mafia"
    return base


def resolve_night(
    st: GameState, record: PhaseRecord, voided: frozenset[int] = frozenset()
) -> list[str]:
    """Resolve a main night of Mafia Nights or Zodiac (rules_spec 3.4.5, 3.5.5) in ``st``.

    ``voided`` are seats whose own action is void as well (``night_death_voids_action``,
    A91). Returns the announcement tokens; exits are applied and the winner checked by the
    caller.
    """
    from .rules import leave, log_line

    k, ch, R = st.number, st.choices, st.rules
    off = disabled(st, ch)
    for seat in voided:
        off.setdefault(seat, "left_tonight")
    if R.get("blocked_consumes_resource"):
        _spend_blocked(st, ch, off)

    def acting(role: str):
        p = st.holder(role)
        return p if p is not None and p.seat not in off else None

    def pick(role: str, name: str):
        p = acting(role)
        v = (ch.get(role) or {}).get(name)
        return (p, v) if p is not None and v is not None else (None, None)

    announce: list[str] = []
    deaths: dict[int, str] = {}
    zd = st.scenario.family == "zd"
    # the pickpocket's theft, for good (S2:L49)
    thief, victim = pick("pickpocket", "steal")
    if thief is not None:
        thief.card.counters["steal_used"] = True
        st.player(victim).stolen_night = k
    mag, blocked = pick("magician", "block")
    if mag is not None:
        mag.card.counters["last_block"] = blocked
        mag.card.hidden["last_block_night"] = k
    # unused war guns from the last night explode now (S2:L123; A85)
    for gun in st.extra.get("guns", []):
        if gun["type"] == "war" and not gun["used"] and gun["night"] < k:
            gun["used"] = True
            if st.player(gun["holder"]).status == ALIVE:
                deaths.setdefault(gun["holder"], "gun_explosion")
    # saves
    saves: dict[str, int | None] = {}
    for role in ("doctor", "dr_lecter"):
        p, s = pick(role, "save")
        saves[role] = s
        if p is not None:
            if s == p.seat:
                p.card.counters["self_save_used"] = True
            p.card.hidden["last_save"], p.card.hidden["last_save_night"] = s, k
    doc = saves.get("doctor")
    # the mafia shot
    shot = (ch.get("mafia") or {}).get("shot")
    if shot is not None:
        t = st.player(shot)
        if t.role == "zodiac" and R.get("zodiac_immune_to_mafia_shot", True):
            pass
        elif shot == doc:
            if (
                t.role == "die_hard"
                and t.card.counters.get("armor")
                and R.get("die_hard_armor_consumed_when_saved")
            ):
                t.card.counters["armor"] = False  # A70
            if t.role == "leon" and t.card.counters.get("vest") and R.get(
                "vest_consumed_when_saved"
            ):
                t.card.counters["vest"] = False  # A23
        elif t.role == "die_hard" and t.card.counters.get("armor"):
            t.card.counters["armor"] = False  # he is not told (S2:L51)
        elif t.role == "leon" and t.card.counters.get("vest"):
            t.card.counters["vest"] = False  # leon_vest (S0:L11; A18)
        else:
            deaths.setdefault(shot, "mafia_shot")
    # the Zodiac's shot (A76-A78, A82)
    zod, z = pick("zodiac", "shoot")
    if zod is not None:
        zod.card.hidden["last_shot_night"] = k
        if st.player(z).role == "guard":
            deaths.setdefault(zod.seat, "guard")
            if not R.get("guard_survives_zodiac_shot", True) and z != doc:
                deaths.setdefault(z, "zodiac_shot")
        elif not (z == doc and R.get("save_blocks_zodiac", True)):
            deaths.setdefault(z, "zodiac_shot")
    # Leon (S2:L52, L110)
    leon, lv = pick("leon", "shoot")
    if leon is not None and leon.card.counters.get("bullets", 0) > 0:
        leon.card.counters["bullets"] -= 1
        t = st.player(lv)
        side = st.side(lv)
        if t.role == "zodiac":
            if R.get("leon_vs_independent") == "leon_dies":
                deaths.setdefault(leon.seat, "leon_backfire")
        elif side == "mafia":
            saved = lv == saves.get("dr_lecter") or (lv == doc and R.get("save_blocks_leon", True))
            if not saved:
                deaths.setdefault(lv, "leon_shot")
        else:
            if not (R.get("leon_backfire_saveable") and doc == leon.seat):
                deaths.setdefault(leon.seat, "leon_backfire")
            if R.get("leon_backfire_target_harmed") and lv != doc:
                deaths.setdefault(lv, "leon_shot")
    # the detective, with the joker's flip (S2:L44-L45, L53)
    det, d = pick("detective", "inquire")
    if det is not None:
        _, flip = pick("joker", "flip")
        answer = detective_answer(st, d, flip == d)
        record.private["detective"] = answer
        log_line(st, "private", False, name="detective", value=answer, seat=det.seat, target=d)
    # the psychiatrist's silence (S2:L54; A71)
    psy, q = pick("psychiatrist", "silence")
    if psy is not None:
        psy.card.counters["silence_left"] -= 1
        st.player(q).silenced_day = k + 1
        announce.append(f"silenced:{q}")
    # the die-hard's status request (S2:L51; A69)
    hard = acting("die_hard")
    if hard is not None and (ch.get("die_hard") or {}).get("status"):
        hard.card.counters["status_left"] -= 1
        announce.append("status")
    # the bomber (S2:L114; A81)
    bomber, target = pick("bomber", "plant")
    if bomber is not None:
        bomber.card.counters["plant_used"] = True
        st.extra["bomb"] = {"target": target, "code": ch["bomber"]["code"], "night": k}
        announce.append(f"bomb:{target}")
    # the ocean (S2:L119; A86)
    ocean, o = pick("ocean", "wake")
    if ocean is not None:
        ocean.card.counters["wakes_left"] -= 1
        if st.side(o) == "mafia" or st.player(o).role == "zodiac":
            deaths.setdefault(ocean.seat, "ocean_penalty")
    # the gunner (S2:L120-L124; A84)
    gunner, give = pick("gunner", "give")
    if gunner is not None:
        guns = st.extra.setdefault("guns", [])
        for s, kind in give.items():
            gunner.card.counters[kind] -= 1
            guns.append({"holder": s, "type": kind, "night": k, "disabled": False, "used": False})
    # the magician's block lasts 24 hours: a gun in the blocked hands fires blank tomorrow,
    # and a war gun becomes a blank (S2:L116; A80)
    if mag is not None:
        for gun in st.extra.get("guns", []):
            if gun["holder"] == blocked and not gun["used"]:
                gun["disabled"] = True
                if gun["type"] == "war" and R.get("magician_gun_conversion") == "permanent":
                    gun["type"] = "blank"
                    gun["converted"] = True  # never goes back to the gunner as a blank
    # exits
    for seat in sorted(deaths):
        leave(st, st.player(seat), DEAD, deaths[seat])
    for gun in st.extra.get("guns", []):
        if not gun["used"] and st.player(gun["holder"]).status != ALIVE:
            gun["used"] = True  # a gun whose holder leaves is lost (S2:L123)
            gun["lost"] = True  # a lost blank never goes back to the gunner
    bomb = st.extra.get("bomb")
    if bomb and st.player(bomb["target"]).status != ALIVE:
        bomb["done"] = True  # the bomb voids if its holder leaves earlier (A81)
    if "status" in announce:
        record.facts["status"] = status_counts(st)  # as it stands in the morning
    exits = [f"left:{s}" for s in sorted(deaths)]
    if zd:
        return exits + announce
    return exits + announce


def main_night(st: GameState) -> bool:
    return st.scenario.family in ("mn", "zd")


# ---------------------------------------------------------------------------------------
# the day: guns, status inquiries, the Mayor, the bomb
# ---------------------------------------------------------------------------------------
def fire_guns(st: GameState, shots: Any, record: PhaseRecord) -> None:
    """Zodiac guns fired today, in order (S2:L121-L123): a war gun removes its target, a
    blank (or a gun the magician disabled, S2:L116) does nothing; each shot is announced."""
    from .rules import check_winner, leave, require_alive, seat_of

    if st.scenario.family != "zd":
        raise IllegalAction("bad_script", key="guns", detail="no_guns")
    if not isinstance(shots, list):
        raise IllegalAction("bad_script", key="guns", value=shots, detail="not_a_list")
    for shot in shots:
        if st.winner is not None:
            raise IllegalAction("game_over", key="guns", winner=st.winner)
        if not isinstance(shot, dict) or set(shot) != {"shooter", "target"}:
            raise IllegalAction("bad_script", key="guns", value=shot, detail="gun_shot")
        shooter = seat_of(st, shot["shooter"], "guns")
        target = seat_of(st, shot["target"], "guns")
        gun = next(
            (
                g
                for g in st.extra.get("guns", [])
                if g["holder"] == shooter and not g["used"] and g["night"] == st.number - 1
            ),
            None,
        )
        if gun is None or st.player(shooter).status != ALIVE:
            raise IllegalAction("not_available", key="guns", seat=shooter, detail="no_gun")
        require_alive(st, target, "guns")
        if target == shooter:
            raise IllegalAction("invalid_target", key="guns", seat=target, detail="self")
        gun["used"] = True
        gun["fired"] = True
        if gun["type"] == "war" and not gun["disabled"]:
            record.announce.append("gun_war")
            leave(st, st.player(target), DEAD, "gun")
            check_winner(st)
        else:
            record.announce.append("gun_blank")


def status_inquiry(st: GameState, value: Any, record: PhaseRecord) -> None:
    """The table's status inquiry (Zodiac, twice a game; S2:L111; A87)."""
    if value is not True:
        raise IllegalAction("bad_script", key="status_inquiry", value=value, detail="not_true")
    if st.scenario.family != "zd":
        raise IllegalAction("bad_script", key="status_inquiry", detail="no_status_inquiry")
    left = st.extra.get("status_left", 2)
    if left <= 0:
        raise IllegalAction("no_uses_left", key="status_inquiry", detail="status")
    st.extra["status_left"] = left - 1
    record.announce.append("status")
    record.facts["status"] = status_counts(st)


def status_counts(st: GameState) -> dict[str, int]:
    """Players out of the game by side (the status answer, ``counts_by_side``; A69, A87)."""
    out = {"mafia": 0, "city": 0, "independent": 0}
    for p in st.players:
        if p.status != ALIVE:
            out[st.side(p.seat)] += 1
    return out


def mayor_robbed(st: GameState) -> bool:
    """The Mayor's card has been robbed by the pickpocket before today (S2:L49): from the
    theft's night under ``pickpocket_effect = immediate``, from the next night otherwise."""
    mayor = st.holder("mayor")
    if mayor is None or mayor.stolen_night is None:
        return False
    if st.rules.get("pickpocket_effect", "immediate") == "immediate":
        return mayor.stolen_night <= st.number - 1
    return mayor.stolen_night < st.number - 1


def mayor_decision(st: GameState, value: Any, record: PhaseRecord) -> int | None:
    """The Mayor's one decision after the defense (S2:L50; A73): ``{cancel: true}`` (nobody
    leaves) or ``{eliminate: s}`` (a defender leaves without the vote). Returns the seat
    that leaves, or None. A robbed Mayor's decision is checked, then has no effect (6.9 S1):
    the caller still asks for the exit vote.

    Raises:
        IllegalAction: bad_script (no Mayor in the scenario, the value's shape), not_acting,
            no_uses_left, not_available (no defense, the Mayor defends, fewer than two
            defenders under ``mayor_requires_two_defenders``), invalid_target.
    """
    from .rules import seat_of

    if not st.scenario.has_role("mayor"):
        raise IllegalAction("bad_script", key="mayor", detail="no_mayor")
    mayor = st.holder("mayor")
    if mayor is None:
        raise IllegalAction("not_acting", key="mayor", role="mayor")
    if mayor.card.counters.get("used"):
        raise IllegalAction("no_uses_left", key="mayor", role="mayor", detail="mayor")
    defense = st.day.defense
    if not defense:
        raise IllegalAction("not_available", key="mayor", role="mayor", detail="no_defense")
    if mayor.seat in defense:
        raise IllegalAction("not_available", key="mayor", role="mayor", detail="mayor_defends")
    if st.rules.get("mayor_requires_two_defenders") and len(defense) < 2:
        raise IllegalAction("not_available", key="mayor", role="mayor", detail="two_defenders")
    if not isinstance(value, dict) or len(value) != 1 or set(value) - {"cancel", "eliminate"}:
        raise IllegalAction("bad_script", key="mayor", value=value, detail="unknown_choice")
    seat = None
    if "cancel" in value:
        if value["cancel"] is not True:
            raise IllegalAction("bad_script", key="mayor", value=value, detail="unknown_choice")
    else:
        seat = seat_of(st, value["eliminate"], "mayor")
        if seat not in defense:
            raise IllegalAction("invalid_target", key="mayor", seat=seat, detail="not_a_defender")
    if mayor_robbed(st):
        return None  # accepted, no effect, nothing spent, not announced (6.9 S1)
    mayor.card.counters["used"] = True
    record.announce.append("mayor")
    return seat


def bomb_live(st: GameState) -> dict[str, Any] | None:
    bomb = st.extra.get("bomb")
    if bomb and not bomb.get("done") and st.phase == "day" and bomb["night"] == st.number - 1:
        return bomb
    return None


def bomb_pending(st: GameState) -> bool:
    """A live bomb still waits for its holder's code at the end of the day."""
    bomb = bomb_live(st)
    return bool(bomb and st.player(bomb["target"]).status == ALIVE and st.winner is None)


def bomb_codes(st: GameState, value: Any, record: PhaseRecord) -> None:
    """The guard's defusal in the noon sleep and the holder's code at the end of the day
    (S2:L108, L114, L118; A81-A83)."""
    from .rules import check_winner, leave

    if not isinstance(value, dict) or not value or set(value) - {"guard_code", "holder_code"}:
        raise IllegalAction("bad_script", key="bomb", value=value, detail="bomb_codes")
    bomb = bomb_live(st)
    if bomb is None:
        raise IllegalAction("not_available", key="bomb", detail="no_bomb")
    for name in ("guard_code", "holder_code"):
        code = value.get(name)
        if code is None:
            continue
        if isinstance(code, bool) or not isinstance(code, int):
            raise IllegalAction("bad_script", key="bomb", value=code, detail="bomb_code")
        if bomb.get("done"):
            raise IllegalAction("not_available", key="bomb", detail="bomb_done")
        if st.winner is not None:
            raise IllegalAction("game_over", key="bomb", winner=st.winner)
        holder = st.player(bomb["target"])
        if name == "guard_code":
            guard = st.holder("guard")
            if guard is None:
                raise IllegalAction("not_acting", key="bomb", role="guard")
            bomb["done"] = True
            if guard.seat == holder.seat:
                record.private["guard_code"] = bomb["code"]  # told in the noon sleep
            elif code != bomb["code"]:
                leave(st, guard, DEAD, "bomb")  # he leaves in the holder's place (A83)
        else:
            if holder.status != ALIVE:
                raise IllegalAction("not_available", key="bomb", detail="no_bomb")
            bomb["done"] = True
            if code != bomb["code"]:
                leave(st, holder, DEAD, "bomb")
        check_winner(st)


def end_of_day(st: GameState) -> None:
    """Blanks go back to the gunner after the day (A84 ``blank_returns``)."""
    if st.scenario.family != "zd" or not st.rules.get("blank_returns", True):
        return
    gunner = st.holder("gunner", alive_only=False)
    for gun in st.extra.get("guns", []):
        lost = gun.get("lost") or (
            not gun.get("fired") and st.player(gun["holder"]).status != ALIVE
        )  # a blank whose holder left before firing it is lost (S2:L123)
        if (
            gun["type"] == "blank"
            and gun["night"] == st.number - 1
            and not gun.get("returned")
            and not gun.get("converted")
            and not lost
        ):
            gun["used"] = True
            gun["returned"] = True
            if gunner is not None:
                gunner.card.counters["blank"] = gunner.card.counters.get("blank", 0) + 1
