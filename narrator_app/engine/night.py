"""The night's resolution: one deterministic pass for every scenario (rules_spec 3.1.4,
3.4.5, 3.5.5, with section 7).

Each ability's effect runs in the fixed order below when its holder is in the game and acts
tonight (not handcuffed, stolen, blocked or slaughtered, :func:`abilities.disabled`); a
scenario without that role simply has no such step, so no scenario family is asked here.
"""

from __future__ import annotations

from typing import Any

from .abilities import detective_answer, disabled, nostradamus_count
from .state import ALIVE, DEAD, Card, GameState, PhaseRecord
from .table import check_winner, half_dead_out, leave, log_line, sherlock, status_counts

#: Night exits caused by the player's own act (not a reason to void it, A91).
SELF_CAUSED = ("leon_backfire", "ocean_penalty", "guard")


def resolve_night(st: GameState, voided: frozenset[int] = frozenset()) -> None:
    """Resolve the night in ``st`` (mutated): exits, counters, announcements, win check.

    ``voided`` are seats whose own action is void as well (``night_death_voids_action``,
    A91: the night is resolved once to learn who leaves, then again with those players'
    actions void; a death the player's own act causes does not void that act, S0:L11).
    """
    if st.rules.get("night_death_voids_action") and st.phase == "night" and not voided:
        trial = st.clone()
        resolve_night(trial, frozenset({0}))
        gone = frozenset(
            s
            for s in st.alive_seats()
            if trial.view(s).status != ALIVE and trial.view(s).exit_cause not in SELF_CAUSED
        )
        if gone:
            return resolve_night(st, gone | {0})
    k, ch, R = st.number, st.by_kind(), st.rules
    record = PhaseRecord(st.phase, k)
    _apply_curse(st)
    guess = sherlock_guess_signal(st)
    if guess is not None:
        record.private["sherlock_guess"] = guess
        log_line(st, "private", False, name="sherlock_guess", value=guess)
    if st.phase == "intro_night":
        _intro_night(st, record)
        return None

    alive_at_start = {p.seat for p in st.players if p.status == ALIVE}
    off = disabled(st, ch)
    for seat in voided:
        off.setdefault(seat, "left_tonight")
    if R.get("blocked_consumes_resource"):
        _spend_blocked(st, ch, off)

    def acts(p) -> bool:
        return p is not None and p.seat in alive_at_start and p.seat not in off

    def pick(kind: str, name: str):
        # the holder who acts tonight (this state's own object) and his value
        v = (ch.get(kind) or {}).get(name)
        if v is None:
            return None, None
        p = st.find(kind)
        return (st.player(p.seat), v) if acts(p) else (None, None)

    team = ch.get("mafia") or {}
    announce: list[str] = []
    extra: list[str] = []
    deaths: dict[int, str] = {}
    # the pickpocket's theft, for good (S2:L49)
    thief, victim = pick("pickpocket", "steal")
    if thief is not None:
        thief.card.counters["steal_used"] = True
        st.player(victim).stolen_night = k
    # 1 sixth sense (S2:L77)
    slaughtered = None
    gf = st.find("godfather")
    if "sixth_sense" in team and acts(gf):
        gf = st.player(gf.seat)
        gf.card.counters["sixth_sense_uses"] = gf.card.counters.get("sixth_sense_uses", 0) + 1
        g = team["sixth_sense"]
        if st.view(g["seat"]).role == g["role"]:
            slaughtered = g["seat"]
            if _sherlock_immortal(st, slaughtered) and not R.get(
                "sixth_sense_overrides_immortality", True
            ):
                slaughtered = None
    # 2 purchase (S0:L10; S2:L82)
    saul = st.find("saul_goodman")
    if "buy" in team and saul is not None:
        saul = st.player(saul.seat)
        saul.card.counters["buy_used"] = True
        t = st.player(team["buy"])
        success = t.status == ALIVE and t.role == st.scenario.roster.filler_city
        if success:
            filler = st.scenario.roster.filler_mafia
            t.card = Card(filler, kind=st.scenario.kind_of(filler))
            t.card.hidden["converted_night"] = k
        mode = R.get("purchase_announcement", "night_every_attempt")
        if mode != "night_success_only" or success:
            announce.append("purchase")
    # 3 the blocks: the Matador's (tonight) and the magician's (24 hours, S2:L116)
    blocks: dict[str, int] = {}
    for blocker in ("matador", "magician"):
        p, b = pick(blocker, "block")
        if p is not None:
            p.card.counters["last_block"] = b
            p.card.hidden["last_block_night"] = k
            blocks[blocker] = b
    # unused war guns from the last night explode now (S2:L123; A85)
    for gun in st.extra.get("guns", []):
        if gun["type"] == "war" and not gun["used"] and gun["night"] < k:
            gun["used"] = True
            if st.view(gun["holder"]).status == ALIVE:
                deaths.setdefault(gun["holder"], "gun_explosion")
    # 4 saves: Watson / the doctor (any player, self once), Dr Lecter (a mafia member); a
    # roster with both a Watson-kind and a doctor-kind role has two saves (6.10 S17)
    saves: set[int] = set()
    for doctor in ("dr_watson", "doctor"):
        p, s = pick(doctor, "save")
        if p is not None:
            saves.add(s)
            if s == p.seat:
                p.card.counters["self_save_used"] = True
            p.card.hidden["last_save"], p.card.hidden["last_save_night"] = s, k
    lecter, lecter_save = pick("dr_lecter", "save")
    if lecter is not None:
        if lecter_save == lecter.seat:
            lecter.card.counters["self_save_used"] = True
        lecter.card.hidden["last_save"], lecter.card.hidden["last_save_night"] = lecter_save, k
    # 5 slaughter
    if slaughtered is not None:
        deaths[slaughtered] = "slaughter"
    # 6 the mafia shot
    if "shot" in team:
        t = st.player(team["shot"])
        c = t.card.counters
        if t.kind == "nostradamus" and not t.card.hidden.get("shield_lost"):
            pass  # the night shot never removes Nostradamus (S0:L7)
        elif t.kind == "jack_sparrow" or _sherlock_immortal(st, t.seat):
            pass  # Jack is night-immune (S2:L62); Sherlock on nights 1-2 (S2:L136)
        elif t.kind == "zodiac" and R.get("zodiac_immune_to_mafia_shot", True):
            pass  # A78
        elif t.seat in saves:
            if t.kind == "leon" and c.get("vest") and R.get("vest_consumed_when_saved"):
                c["vest"] = False  # A23
            if t.kind == "die_hard" and c.get("armor") and R.get(
                "die_hard_armor_consumed_when_saved"
            ):
                c["armor"] = False  # A70
        elif t.kind == "leon" and c.get("vest"):
            c["vest"] = False  # Leon's vest (S0:L11; leon_vest, A18)
        elif t.kind == "die_hard" and c.get("armor"):
            c["armor"] = False  # he is not told (S2:L51)
        else:
            deaths.setdefault(t.seat, "mafia_shot")
    # the Zodiac's shot (A76-A78, A82)
    zod, z = pick("zodiac", "shoot")
    if zod is not None:
        zod.card.hidden["last_shot_night"] = k
        if st.view(z).kind == "guard":
            deaths.setdefault(zod.seat, "guard")
            if not R.get("guard_survives_zodiac_shot", True) and z not in saves:
                deaths.setdefault(z, "zodiac_shot")
        elif not (z in saves and R.get("save_blocks_zodiac", True)):
            deaths.setdefault(z, "zodiac_shot")
    # 7 Leon (S0:L11-L12; S2:L52, L110)
    leon, lv = pick("leon", "shoot")
    if leon is not None and leon.card.counters.get("bullets", 0) > 0:
        leon.card.counters["bullets"] -= 1
        t = st.player(lv)
        side = st.side(lv)
        if side == "mafia":
            by_doctor = lv in saves and R.get("save_blocks_leon", True)
            if by_doctor or lv == lecter_save:
                if t.card.counters.get("vest") and by_doctor and R.get("vest_consumed_when_saved"):
                    t.card.counters["vest"] = False
            elif t.card.counters.get("vest"):
                t.card.counters["vest"] = False  # the Godfather's vest (S0:L8)
            else:
                deaths.setdefault(lv, "leon_shot")
        elif side == "independent":
            # A20 (the Zodiac analogy) for Nostradamus, Jack and Sherlock; on the Zodiac
            # himself nobody leaves whatever the house rule says (the seed, S2:L110)
            if R.get("leon_vs_independent") == "leon_dies" and t.kind != "zodiac":
                deaths.setdefault(leon.seat, "leon_backfire")
        else:
            if not (R.get("leon_backfire_saveable") and leon.seat in saves):
                deaths.setdefault(leon.seat, "leon_backfire")
            if R.get("leon_backfire_target_harmed") and lv not in saves:
                deaths.setdefault(lv, "leon_shot")
    # Sherlock's swap victim leaves at dawn holding the Sherlock card (S2:L138; A60)
    for q in st.players:
        if q.status == ALIVE and q.kind == "sherlock_holmes" and q.card.counters.get("swapped"):
            deaths[q.seat] = "sherlock_swap"
            st.player(q.seat).role_public = True
    # 8 Kane's sacrifice
    kane = st.holder("citizen_kane")
    if kane is not None and st.kane_sacrifice_night == k:
        deaths.setdefault(kane.seat, "kane_sacrifice")
        kane.role_public = True
    # 9 Kane's inquiry; who leaves tonight, the curse link included, is known before the
    # coupon is settled (6.9 S4, A40)
    reveals: list[int] = []
    kv = (ch.get("citizen_kane") or {}).get("inquire")
    leaving = set(deaths)
    jack = st.find("jack_sparrow")
    if jack is not None and jack.card.counters.get("curse") in leaving:
        leaving.add(jack.seat)
    if kane is not None and kv is not None and acts(kane) and kane.seat not in leaving:
        target = st.player(kv)
        is_mafia = st.side(kv) == "mafia"
        if target.kind == "godfather" and R.get("kane_godfather_result") == "citizen":
            is_mafia = False
        if kv in leaving:
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
        if st.view(q).status == ALIVE:
            extra.append(f"silenced:{q}")
    # the die-hard's status request (S2:L51; A69)
    hard = st.find("die_hard")
    if acts(hard) and (ch.get("die_hard") or {}).get("status"):
        hard = st.player(hard.seat)
        hard.card.counters["status_left"] -= 1
        extra.append("status")
    # the bomber (S2:L114; A81)
    bomber, target_seat = pick("bomber", "plant")
    if bomber is not None:
        bomber.card.counters["plant_used"] = True
        st.extra["bomb"] = {"target": target_seat, "code": ch["bomber"]["code"], "night": k}
        if st.view(target_seat).status == ALIVE:
            extra.append(f"bomb:{target_seat}")
    # the ocean (S2:L119; A86)
    ocean, o = pick("ocean", "wake")
    if ocean is not None:
        ocean.card.counters["wakes_left"] -= 1
        if st.view(o).status == ALIVE and (
            st.side(o) == "mafia" or st.view(o).kind == "zodiac"
        ):
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
    if "magician" in blocks:
        for gun in st.extra.get("guns", []):
            if gun["holder"] == blocks["magician"] and not gun["used"]:
                gun["disabled"] = True
                if gun["type"] == "war" and R.get("magician_gun_conversion") == "permanent":
                    gun["type"] = "blank"
                    gun["converted"] = True  # never goes back to the gunner as a blank
    # 10 Constantine (S2:L89-L100)
    returned: list[int] = []
    con, rv = pick("constantine", "revive")
    if con is not None:
        con.card.counters["revive_used"] = True
        r = st.player(rv)
        r.status = ALIVE
        r.exit_cause = None
        r.returned_night = k
        returned.append(rv)
        half_dead_out(st)
    # 11 the exits (a player who left the table tonight is already out, 6.9 S10)
    deaths = {s: c for s, c in deaths.items() if st.view(s).status == ALIVE}
    for seat in sorted(deaths):
        p = st.player(seat)
        if deaths[seat] == "slaughter":
            p.role_public = True
        leave(st, p, DEAD, deaths[seat])
    for gun in st.extra.get("guns", []):
        if not gun["used"] and st.view(gun["holder"]).status != ALIVE:
            gun["used"] = True  # a gun whose holder leaves is lost (S2:L123)
            gun["lost"] = True  # a lost blank never goes back to the gunner
    bomb = st.extra.get("bomb")
    if bomb and st.view(bomb["target"]).status != ALIVE:
        bomb["done"] = True  # the bomb voids if its holder leaves earlier (A81)
    # 13 the announcements
    for seat in sorted(deaths):
        if st.view(seat).kind == "jack_sparrow":
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
    announce += extra
    if "status" in extra:
        record.facts["status"] = status_counts(st)  # as it stands in the morning
    record.announce = announce
    st.records.append(record)
    log_line(st, "announce", True, tokens=list(announce))
    check_winner(st)
    return None


def _intro_night(st: GameState, record: PhaseRecord) -> None:
    """The intro night: Nostradamus's count and side (S0:L7), and the swap victim of a first
    guess on the intro night (``sherlock_first_guess_night = 0``, A59)."""
    nv = st.by_kind().get("nostradamus")
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


def sherlock_guess_signal(st: GameState) -> str | None:
    """``right`` or ``wrong``: what the narrator signals to Sherlock after tonight's guess
    (6.9 S7); None when he did not guess or his guess has no effect (handcuffed, 6.9 S6)."""
    guess = (st.by_kind().get("sherlock_holmes") or {}).get("guess")
    if not isinstance(guess, dict):
        return None
    target = st.view(guess["seat"])
    if target.kind == "sherlock_holmes" and target.card.hidden.get("swap_night") == st.number:
        return "right"
    me = sherlock(st.base or st)
    if me is None or me.handcuffed_night == st.number:
        return None
    return "wrong"


def _spend_blocked(st: GameState, ch: dict[str, Any], off: dict[int, str]) -> None:
    """``blocked_consumes_resource`` (A31): the use a blocked player chose is spent anyway
    (the Matador's or the magician's block): a bullet, Kane's coupon, the revival, a
    self-save, the bomb, the ocean's wake, the guns given."""
    spend = {
        "leon": ("shoot", "bullets", "count"),
        "citizen_kane": ("inquire", "coupons", "count"),
        "ocean": ("wake", "wakes_left", "count"),
        "constantine": ("revive", "revive_used", "flag"),
        "bomber": ("plant", "plant_used", "flag"),
        "dr_watson": ("save", "self_save_used", "self"),
        "doctor": ("save", "self_save_used", "self"),
        "dr_lecter": ("save", "self_save_used", "self"),
    }
    for kind, (action, counter, how) in spend.items():
        p = st.holder(kind)
        v = (ch.get(kind) or {}).get(action)
        if p is None or off.get(p.seat) != "blocked" or v is None:
            continue
        c = p.card.counters
        if how == "count" and c.get(counter, 0) > 0:
            c[counter] -= 1
        elif how == "flag":
            c[counter] = True
            if kind == "constantine":
                half_dead_out(st)  # his revival is spent: the half-dead are out (1.7, A45)
        elif how == "self" and v == p.seat:
            c[counter] = True
    gunner = st.holder("gunner")
    give = (ch.get("gunner") or {}).get("give")
    if gunner is not None and off.get(gunner.seat) == "blocked" and isinstance(give, dict):
        for kind in give.values():
            if gunner.card.counters.get(kind, 0) > 0:
                gunner.card.counters[kind] -= 1


def _apply_curse(st: GameState) -> None:
    """Tonight's curse becomes Jack's only active one; the history resets once everyone
    living has been cursed (S2:L62; A51)."""
    value = st.by_kind().get("jack_sparrow")
    jack = st.find("jack_sparrow")
    if not value or jack is None:
        return
    if jack.handcuffed_night == st.number:
        return  # accepted, no effect; the earlier curse stays the active one (6.9 S6)
    jack = st.player(jack.seat)
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


def _sherlock_swap_exits(st: GameState) -> list[int]:
    """The swap victim of the intro night (``sherlock_first_guess_night = 0``, A59) leaves
    at dawn holding the Sherlock card, like any other night's (S2:L138; A60)."""
    gone = []
    for q in st.players:
        if q.status == ALIVE and q.kind == "sherlock_holmes" and q.card.counters.get("swapped"):
            p = st.player(q.seat)
            p.role_public = True
            leave(st, p, DEAD, "sherlock_swap")
            gone.append(p.seat)
    return gone
