"""The night's resolution: one deterministic pass for every scenario (rules_spec 3.1.4,
3.4.5, 3.5.5, with section 7).

Each ability's effect runs in the fixed order below when its holder is in the game and acts
tonight (not handcuffed, stolen, blocked or slaughtered, :func:`abilities.disabled`); a
scenario without that role simply has no such step, so no scenario family is asked here.
"""

from __future__ import annotations

from collections.abc import Callable
from typing import Any

from typing_extensions import TypeIs

from .abilities import (
    absorbs_night_shot,
    disabled,
    fire_traps,
    guard,
    nostradamus,
    registry,
    sherlock_holmes,
)
from .abilities.armour import spend_when_saved
from .abilities.base import hooks_in_play, kinds_in_play, kinds_with, scenario_stage_effects
from .abilities.block import held_for_the_day, pair_roles, spends_use, void_pairs_tonight
from .abilities.give_guns import NAME as GIVE_GUNS
from .abilities.immune import shields
from .abilities.night_shot import saves_stop_shot
from .abilities.params import played_kind
from .abilities.registry import KINDS, TRIAL
from .abilities.revenge_on_exit import read_after_the_night
from .abilities.sherlock_holmes import NAME as SHERLOCK
from .abilities.sherlock_holmes import guess_signal as sherlock_guess_signal
from .abilities.shoot import vest_stops_team_shot
from .abilities.steps import DAWN_HOOKS
from .abilities.trap import KIND as TRAP
from .morning import SAID_AT_STEP, said_at_step_in
from .scenario import kept_beside
from .state import ALIVE, DEAD, GameState, PhaseRecord, Player
from .table import (
    check_winner,
    has_kind,
    leave,
    log_line,
    status_counts,
)
from .tokens import night_exit

#: Night exits caused by the player's own act (not a reason to void it, A91).
SELF_CAUSED = ("leon_backfire", "ocean_penalty", guard.EXIT_CAUSE, "shot_backfire",
               "guess_penalty")


class Night:
    """One night's resolution under way (rules_spec 3.1.4): the state (mutated), tonight's
    confirmed steps by ability kind (``ch``), the team's step, who acts for nothing
    (``off``), and what the stages have found so far: the deaths by cause, the saved seats,
    the blocks, the announcements. Each stage of :data:`NIGHT_STAGES` reads and adds to it."""

    def __init__(self, st: GameState, voided: frozenset[int]) -> None:
        self.st, self.k, self.R = st, st.number, st.rules
        self.ch: dict[str, Any] = st.by_kind()
        #: Tonight's values as the players named them (by kind): :attr:`ch` as it was
        #: before the redirections (a reflection rewrites ``ch``; a hacked pair is asked of
        #: the seat named, club_scenarios 1.5 steps 2 and 4; audit64).
        self.named: dict[str, Any] = self.ch
        #: (holder, target) pairs whose ability fails tonight (a pair-mode hold, 4.6): known
        #: from the night's steps before any stage runs (:func:`resolve_night`).
        self.void_pairs: set[tuple[int, int]] = set()
        self.record = PhaseRecord(st.phase, st.number)
        self.team: dict[str, Any] = self.ch.get("mafia") or {}
        alive: set[int] = set()
        for p in st.players:  # a plain loop: no comprehension's frame (every night's end)
            if p.status == ALIVE:
                alive.add(p.seat)
        self.alive_at_start = alive
        self.off: dict[int, str] = {}
        self.voided = voided
        self.announce: list[str] = []
        self.extra: list[str] = []
        #: Morning tokens about one player's coming day (``silenced:s``, ``bomb:s``), said
        #: only when he is still in the game after tonight's exits (:meth:`for_the_living`)
        self.living_only: list[tuple[str, int, int]] = []
        self.deaths: dict[int, str] = {}
        self.saves: set[int] = set()
        self.blocks: dict[str, int] = {}
        self.slaughtered: int | None = None
        self.reveals: list[int] = []
        self.returned: list[int] = []
        #: The player whose own action lands on himself tonight (the witch, ``reflect``).
        self.reflected: int | None = None
        #: The stage whose kinds' effects run now (a whole-night effect run after several).
        self.stage = ""

    def acts(self, p: Player | None) -> TypeIs[Player]:
        """True when ``p`` was alive at the night's start and acts tonight (3.1.4 step 3)."""
        return p is not None and p.seat in self.alive_at_start and p.seat not in self.off

    def for_the_living(self, token: str, seat: int) -> None:
        """Announce ``token`` in the morning when the player at ``seat`` (from 1) is still in
        the game after tonight's exits: a silence or a bomb is about his coming day, and one
        who leaves tonight has none (the psychiatrist's «when he is still alive», A81's
        "bomb voids if the holder leaves earlier"; an auditor's case, CF45-7)."""
        self.living_only.append((token, seat, len(self.extra)))  # its place among them

    def leaving_tonight(self) -> set[int]:
        """The seats leaving tonight as found so far, with those who leave because they do
        (:attr:`Kind.leaves_with`: Jack with his cursed player, the curse link: rules_spec
        6.9 S4, A40)."""
        leaving = set(self.deaths)
        for kind in kinds_with(self.st.scenario, "leaves_with"):
            if kind.leaves_with is not None:
                leaving |= kind.leaves_with(self.st, leaving)
        return leaving

    def immortal(self, seat: int) -> bool:
        """True when the player at ``seat`` cannot die tonight (his kind's
        :attr:`Kind.immortal`: the unswapped Sherlock on his immortal nights, A58)."""
        p = self.st.view(seat)
        k = KINDS.get(p.card.kind)
        return k is not None and k.immortal is not None and k.immortal(self.st, p)

    def pick(self, kind: str, name: str) -> tuple[Player | None, Any]:
        """The holder of ``kind`` who acts tonight (this state's own object) and the value
        ``name`` of his step; (None, None) when he has none or acts for nothing (his own
        action void, or a seat his ability on which is hacked tonight: club_scenarios 4.6
        «any ability A uses tonight on B fails and spends nothing», audit62)."""
        v = (self.ch.get(kind) or {}).get(name)
        if v is None:
            return None, None
        p = self.st.find(kind)
        if not self.acts(p) or self.hacked(p.seat, (self.named.get(kind) or {}).get(name)):
            return None, None
        return self.st.player(p.seat), v

    def hacked(self, holder: int, named: Any) -> bool:
        """True when ``holder``'s ability on the seat he ``named`` (as he named it, before a
        reflection) fails tonight: a hacked pair (club_scenarios 4.6)."""
        return isinstance(named, int) and (holder, named) in self.void_pairs


def resolve_night(st: GameState, voided: frozenset[int] = frozenset(),
                  held: dict[int, str] | None = None) -> None:
    """Resolve the night in ``st`` (mutated): exits, counters, announcements, win check.

    ``voided`` are seats whose own action is void as well (``night_death_voids_action``,
    A91: the night is resolved once to learn who leaves, then again with those players'
    actions void; a death the player's own act causes does not void that act, S0:L11).
    ``held``: seats whose own action is void tonight by a step ``st.choices`` does not hold,
    with why (:func:`.abilities.disabled`'s reasons: ``blocked`` …), as if that step were
    there (the night's preview of one card, :func:`.night_preview.counters_after_night`:
    a blocked player's use is spent only under ``blocked_consumes_resource``, A31).
    The night runs the stages of :data:`NIGHT_STAGES` in order, each followed by the
    effects of the kinds at it, as the game's plan has them (:func:`_night_plan`)."""
    if st.rules.get("night_death_voids_action") and st.phase == "night" and not voided:
        trial = st.clone()
        resolve_night(trial, frozenset({0}))
        gone = frozenset(
            s
            for s in st.alive_seats()
            if trial.view(s).status != ALIVE and trial.view(s).exit_cause not in SELF_CAUSED
        )
        if gone:
            return resolve_night(st, gone | {0}, held)
    night = Night(st, voided)
    plan = _night_plan(st)
    for start in plan.starts:  # Jack's curse made the active one
        start(st)
    guess = sherlock_guess_signal(st, night.ch)  # (the night's start hooks keep the steps)
    if guess is not None:
        night.record.private["sherlock_guess"] = guess
        log_line(st, "private", False, name="sherlock_guess", value=guess)
    if st.phase == "intro_night":
        _intro_night(st, night.record)
        return None
    night.off = disabled(st, night.ch, voided)
    _void_also(night.off, held, voided)
    # the hacked pairs hold from the night's start (1.5 step 2 comes before every action:
    # the pickpocket's theft, at the first stage, was not voided: audit64)
    if plan.pairs:  # a pair-mode hold in this game (void_pairs_tonight finds none else)
        night.void_pairs = void_pairs_tonight(st, night.off)
    if plan.spends:  # the block's ``spends_use`` (blocked_consumes_resource, A31)
        _spend_blocked(st, night.ch, night.off)
    for stage, run, kinds in plan.stages:
        if run is not None:
            run(night)
        night.stage = stage
        for kind, every, whole in kinds:
            if every:
                kind.every_night(night)
            if whole:
                kind.effect(night)  # a general kind finds its roles itself (abilities.base)
                continue
            holder, value = night.pick(kind.name, kind.action or "")
            if holder is not None and kind.effect is not None:
                kind.effect(night, holder, value)
    for hook in hooks_in_play(st.scenario, DAWN_HOOKS):
        hook(st)
    check_winner(st)
    return None




#: A night stage as :func:`resolve_night` runs it: its name, its own function (None when it
#: does nothing in the game), and each kind whose effect follows it with whether its
#: ``every_night`` runs (the scenario has a role of that kind) and whether its effect is
#: whole-night.
PlannedStage = tuple[str, Callable[["Night"], None] | None, tuple[tuple[Any, bool, bool], ...]]


class NightPlan:
    """What :func:`resolve_night` runs in a game (:func:`_night_plan`): ``stages``, the
    stages of :data:`NIGHT_STAGES` with something to run, in order, each with its own
    function where it can do something in the game (:data:`_STAGE_KINDS`) and the kinds
    whose effect follows it where it may act (:attr:`Kind.acts_at`); ``starts`` the
    ``night_start`` hooks of its kinds (:func:`kinds_with`), in the registry's order;
    ``pairs`` True when a ``block`` role holds in pair mode (:func:`void_pairs_tonight`
    finds no pair otherwise); ``spends`` the holds' ``spends_use``
    (blocked_consumes_resource, A31); ``plugged`` the registry's marker
    (:data:`registry.stage_cache`) it was made under."""

    __slots__ = ("plugged", "stages", "starts", "pairs", "spends")

    def __init__(self) -> None:
        self.plugged: Any = None
        self.stages: tuple[PlannedStage, ...] = ()
        self.starts: tuple[Callable[[GameState], None], ...] = ()
        self.pairs = True
        self.spends = True


def _night_plan(st: GameState) -> NightPlan:
    """The :class:`NightPlan` of ``st``'s game. It reads only the game's scenario, its house
    rules and the registry's kinds: kept with the scenario beside the game's rules object
    (never changed; the entry holds it, so its identity is never reused while kept), made
    again under another rules object, and when a kind is registered or removed (the
    registry's marker, :func:`registry.stage_effects`, a new object then: a stale plan
    would run a removed kind's effect or miss a new one's)."""
    scenario = st.scenario
    kept = scenario.__dict__.get("_night_plan")  # kept_beside's entry, read inline (every
    if kept is not None and kept[0] is st.rules:  # night's end)
        plan: NightPlan = kept[1]
    else:
        plan = kept_beside(scenario, "_night_plan", st.rules, NightPlan)
    if plan.plugged is not registry.stage_cache or plan.plugged is None:
        plugged = scenario_stage_effects(scenario)  # the kinds this scenario has
        plan.stages = _plan_stages(st, plugged)
        plan.starts = tuple(k.night_start for k in kinds_with(scenario, "night_start")
                            if k.night_start is not None)
        plan.pairs = bool(pair_roles(st))
        plan.spends = spends_use(st)
        plan.plugged = registry.stage_cache  # the marker the plan was read under
    return plan


def _plan_stages(st: GameState, plugged: dict[str, Any]) -> tuple[PlannedStage, ...]:
    """:attr:`NightPlan.stages` worked out: a stage's own function left out where it is
    idle, or its kind's part of it where that kind is not in the game
    (:data:`_STAGE_KINDS`), a kind's effect where it cannot act (:attr:`Kind.acts_at`)
    unless its ``every_night`` runs, and a stage left with neither left out whole (no kind
    reads :attr:`Night.stage` at it)."""
    here = kinds_in_play(st.scenario)
    out: list[PlannedStage] = []
    for stage, run in NIGHT_STAGES:
        needs = _STAGE_KINDS.get(run)
        own = (None if run in _IDLE_STAGES
               else needs[1] if needs is not None and needs[0] not in here else run)
        kinds = []
        for kind in plugged.get(stage, ()):
            every = kind.every_night is not None and has_kind(st, kind.name)
            if every or kind.acts_at is None or kind.acts_at(st, stage):
                kinds.append((kind, every, kind.whole_night and kind.effect is not None))
        if own is not None or kinds:  # a stage with nothing to run is left out whole
            out.append((stage, own, tuple(kinds)))
    return tuple(out)


def _void_also(off: dict[int, str], held: dict[int, str] | None,
               voided: frozenset[int]) -> None:
    """``off`` (the seats whose own action is void tonight, with why) with the seats
    :func:`resolve_night` is told of besides: ``held`` with their reason, ``voided`` as
    ``left_tonight``; a seat's first reason stays."""
    if not held and not voided:
        return  # (most nights: neither)
    for seat, why in (held or {}).items():
        off.setdefault(seat, why)
    for seat in voided:
        off.setdefault(seat, "left_tonight")


def _kinds_only(n: Night) -> None:
    """A stage whose effects are all the kinds' own (step 1, the sixth sense: the
    Godfather's, :mod:`abilities.godfather`; step 2, the purchase: the ``convert`` kind's,
    :mod:`abilities.convert`; step 7, Leon's shot: the ``shoot`` kind's; step 9, Kane's
    inquiry: :mod:`abilities.citizen_kane`; step 10, the revival:
    :mod:`abilities.constantine`; the bomb stage: the bomber's, :mod:`abilities.bomber`,
    the ocean's wake, the seeds' guns)."""


def _blocks(n: Night) -> None:
    """Step 3: the holds (the Matador's, the magician's, a club's) are the ``block`` kind's
    (:mod:`abilities.block`)."""


def _explosions(n: Night) -> None:
    """Step 3, after the holds: unused war guns from the last night explode now (S2:L123;
    A85), except a gun in the hands the magician holds tonight: it has become a blank
    (rules_spec 3.5.5 turns it before the explosions; A80 "therefore it cannot explode";
    :func:`_guns` turns it, an auditor's case, CF46-4)."""
    guns = n.st.extra.get("guns", [])
    if not guns:
        return
    held = {seat for seat, _ in held_for_the_day(n.st, n.k)}
    for gun in guns:
        if gun["type"] == "war" and not gun["used"] and gun["night"] < n.k and not gun.get(
            "returns"
        ) and gun["holder"] not in held and not gun.get("hacked"):  # a hacked gift: void
            gun["used"] = True
            if n.st.view(gun["holder"]).status == ALIVE:
                n.deaths.setdefault(gun["holder"], "gun_explosion")


def _saves(n: Night) -> None:
    """Step 4: the saves are the ``save`` kind's (:mod:`abilities.save`: Watson, the doctor,
    Dr Lecter; a roster with two save roles has two saves, 6.10 S17); nothing else here."""


def _slaughter(n: Night) -> None:
    """Step 5: the slaughtered player leaves whatever saves him (S2:L77)."""
    if n.slaughtered is not None:
        n.deaths[n.slaughtered] = "slaughter"


def _team_shot(n: Night) -> None:
    """Step 6 (:func:`_shot_alone`), then a mine on the shot player fires (the trap kind's
    :func:`fire_traps`, club_scenarios 9.1), in a game with a trap role: the stage's own
    function there (:data:`_STAGE_KINDS`)."""
    _shot_alone(n)
    fire_traps(n)  # a mine on the shot player (the trap kind, club_scenarios 9.1)


def _shot_alone(n: Night) -> None:
    """Step 6: the mafia's shot, against the saves, the night shields and the vests
    (S0:L7, S0:L11, S2:L51, S2:L62, S2:L136; A18, A23, A70, A78); a save stops it only
    where the boss's ``fails_on`` has ``save`` (club_scenarios 9.1), an immunity or an
    armour whatever the save (CF46-14); the Zodiac's follows at this stage (the ``shoot``
    kind's effect for a role whose ``stage`` is this one, :mod:`abilities.shoot`; ZS32)."""
    st = n.st
    if "shot" in n.team:
        t = st.player(n.team["shot"])
        if t.seat in n.saves and saves_stop_shot(st):  # the saves first (club 1.5
            # steps 5-6): a counted immunity is not spent on a saved shot (CF46-14)
            vest_stops_team_shot(st, t, saved=True)  # a saved Leon's vest (A23)
            spend_when_saved(st, t)  # an armour spent all the same (the die-hard's, A70)
        elif _shielded(st, t):
            pass
        elif vest_stops_team_shot(st, t, saved=False):
            pass  # Leon's vest (the shoot kind's ``vest``; S0:L11, A18)
        elif absorbs_night_shot(st, t):
            pass  # the armour kind (club_scenarios 9.2, 5.6; the die-hard's, S2:L51)
        else:
            n.deaths.setdefault(t.seat, "mafia_shot")


def _shielded(st: GameState, t: Player) -> bool:
    """True when the team's night shot never removes ``t``: his kind says so
    (:attr:`Kind.immortal`: Sherlock on his immortal nights, S2:L136; :attr:`Kind.shot_shield`:
    Nostradamus, S0:L7, Jack, S2:L62, the Zodiac, A78), or his ``immune`` card's shield
    stops it (club_scenarios 9.2; a use spent)."""
    k = KINDS.get(t.card.kind)
    if k is not None and k.immortal is not None and k.immortal(st, t):
        return True
    if k is not None and k.shot_shield is not None:
        return k.shot_shield(st, t)
    return shields(st, t, "night_shot")


def _sacrifices(n: Night) -> None:
    """Step 8: Sherlock's swap victim leaves at dawn holding the Sherlock card (S2:L138;
    A60); Kane's sacrifice is the ``citizen_kane`` kind's, after it (S0:L33)."""
    sherlock_holmes.swap_victims_leave(n)


def _signals(n: Night) -> None:
    """The private answers: nothing but the effects of the kinds at this stage (the
    ``inquiry`` kind's answers, :mod:`abilities.inquiry`)."""




def _guns(n: Night) -> None:
    """A hold that lasts 24 hours (the magician's, ``block`` with ``lasts = 24h``): a gun
    in the held hands fires blank tomorrow, and a war gun becomes a blank for good under
    ``gun_conversion = permanent`` (S2:L116; A80). The guns given tonight are the
    ``give_guns`` kind's: the seeds' gunner's (``before_hold``) already in their holders'
    hands here (S2:L120-L124; A84), a club's given after this stage."""
    st = n.st
    if not st.extra.get("guns"):
        return  # no gun to turn (the holds are only read here)
    for seat, prm in held_for_the_day(st, n.k):
        for gun in st.extra.get("guns", []):
            if gun["holder"] == seat and not gun["used"]:
                gun["disabled"] = True
                if gun["type"] == "war" and prm.gun_conversion == "permanent":
                    gun["type"] = "blank"
                    gun["converted"] = True  # never goes back to the gunner as a blank


def _exits(n: Night) -> None:
    """Step 11: the exits (a player who left the table tonight is already out, 6.9 S10); a
    gun whose holder leaves is lost, a bomb whose holder leaves is void (S2:L123; A81)."""
    st = n.st
    if n.deaths:  # (most nights none leaves: nothing to filter)
        n.deaths = {s: c for s, c in n.deaths.items() if st.view(s).status == ALIVE}
    for seat in sorted(n.deaths):
        p = st.player(seat)
        if p.status != ALIVE:
            continue  # gone already with an earlier exit of tonight (a link)
        if n.deaths[seat] == "slaughter":
            p.role_public = True
        leave(st, p, DEAD, n.deaths[seat])
    for gun in st.extra.get("guns", []):
        if not gun["used"] and st.view(gun["holder"]).status != ALIVE:
            gun["used"] = True  # a gun whose holder leaves is lost (S2:L123)
            gun["lost"] = True  # a lost blank never goes back to the gunner
    bomb = st.extra.get("bomb")
    if bomb and st.view(bomb["target"]).status != ALIVE:
        bomb["done"] = True  # the bomb voids if its holder leaves earlier (A81)


def _by_seat(exit_: tuple[int, str]) -> int:
    """An exit token's seat, for :func:`_announce`'s order."""
    return exit_[0]


def _announce(n: Night) -> None:
    """Step 13: the morning's announcements, in the order of game-script.md; the record."""
    st = n.st
    announce = n.announce
    # what a step read aloud at once is in ``pending`` until here, marked as said at its
    # step as the step put it there (a night's pending is let go only here or where the
    # game ends): nothing pending, nothing said (Z107-4)
    at_step = said_at_step_in(st.pending) if st.pending else []
    exits: list[tuple[int, str]] = []
    for seat in sorted(n.deaths):
        p = st.view(seat)
        k = played_kind(st.scenario, p.card.role, p.card.kind, st.rules)
        if k is not None and k.exit_word is not None:
            exits.append((seat, k.exit_word))  # Jack's ``jack_left``
        elif n.deaths[seat] == "slaughter":
            exits.append((seat, f"slaughtered:{seat}"))
        elif n.deaths[seat] == "sherlock_swap":
            exits.append((seat, f"sherlock_left:{seat}"))
        else:
            exits.append((seat, f"left:{seat}"))
    # an exit a link brought (the researcher's, a lover's) among the others in seat order:
    # after its cause it told the table who was linked to whom (3.1.5 item 2 «If several,
    # list in seat order»; audit30 F1)
    rest = []
    for t in st.pending:
        word, _, num = t.partition(":")
        if night_exit(word) and num.isdigit():  # the night's own exit naming a seat
            exits.append((int(num), t))
        else:
            rest.append(t)
    if len(exits) > 1:
        exits.sort(key=_by_seat)  # stable: a seat's own exit before a link's
        # the sixth sense's slaughter, said as one, after the exits from shots, backfire and
        # sacrifice (rules_spec 3.1.5 items 2, 3; Z107-1); NATO's stays in seat order (club
        # 2.7 step 10), and a slaughtered Jack's own exit word is no slaughter said
        said = f"slaughtered:{n.slaughtered}"
        exits.sort(key=lambda e: e[1] == said)
        # a hunter's shot, and what it set off, after the night's other exits (C99-1)
        after = read_after_the_night(st, set(n.deaths))
        if after:
            exits.sort(key=lambda e: e[0] in after)  # stable: each group in seat order
    for _, t in exits:
        if t not in announce:
            announce.append(t)
    if rest:
        announce += [t for t in rest if t not in announce]
    st.pending = []
    _morning_record(n, announce, at_step)


#: The morning's token of a silence a last-move card set for this day (Silence of the
#: Lambs: «they cannot speak the next day, not even in their defense», rules_spec 4.3),
#: said again on the morning it holds, where the psychiatrist's is said (Z105-4).
SILENCE_HOLDS = "silence_holds"


def _card_silences(n: Night, extra: list[str]) -> None:
    """Put in ``extra`` (the morning's tokens after the exits) ``silence_holds:s`` for each
    player still in the game whom yesterday's card silenced for today (``silenced_day`` the
    coming day, no ``silenced:s`` of tonight's psychiatrist for him): right after the
    psychiatrist's silences, else first; seats in order."""
    day = n.k + 1
    silenced: list[int] = []
    for p in n.st.players:  # a plain loop: no comprehension's frame (every night's end)
        if p.silenced_day == day and p.status == ALIVE:
            silenced.append(p.seat)
    if not silenced:
        return  # (most nights) nobody silenced for the coming day: the tokens not read
    said = {t for t in extra if t.startswith("silenced:")}
    held = [f"{SILENCE_HOLDS}:{s}" for s in silenced if f"silenced:{s}" not in said]
    if not held:
        return
    at = max((i + 1 for i, t in enumerate(extra) if t.startswith("silenced:")), default=0)
    extra[at:at] = held


def _morning_record(n: Night, announce: list[str], said: list[str]) -> None:
    """The end of :func:`_announce`: after the exits' tokens (``announce``), Kane's reveals,
    the returned, the morning's other tokens (one about a player's coming day only while he
    is in the game); the night's record with its facts (``said``: the tokens a step read
    aloud at once, :func:`said_at_step_in`) and signals, and its log line. Each list asked
    only when it holds something (most nights: none)."""
    st = n.st
    if n.reveals:
        announce += [f"kane_reveal:{s}" for s in n.reveals]
    if n.returned:
        announce += [f"returned:{s}" for s in n.returned]
    extra = list(n.extra)
    for token, seat, at in reversed(n.living_only):  # each at its place (the silence
        if st.view(seat).status == ALIVE:  # before the die-hard's status, PP21-2)
            extra.insert(at, token)
    _card_silences(n, extra)
    announce += extra
    if "status" in n.extra:
        n.record.facts["status"] = status_counts(st)  # as it stands in the morning
    if said:  # read aloud at their step: the morning does not read them again (Z107-4)
        n.record.facts[SAID_AT_STEP] = said
    n.record.announce = announce
    if "private" in st.extra:  # signals at an exit (the heir)
        n.record.private.update(st.extra.pop("private"))
    st.records.append(n.record)
    log_line(st, "announce", True, tokens=list(announce))


#: The night's fixed pipeline (rules_spec 3.1.4 steps 1-13; club_scenarios 1.5): each
#: stage's name (the stage an ability kind names, :class:`abilities.Kind`) and what it does.
NIGHT_STAGES: tuple[tuple[str, Callable[[Night], None]], ...] = (
    ("theft", _kinds_only),  # the pickpocket's theft (its kind's, first at the stage)
    ("guess", _kinds_only),  # 1 the sixth sense: the Godfather's (abilities.godfather)
    ("convert", _kinds_only),
    ("block", _blocks),
    ("explode", _explosions),  # after the holds: the magician's turns a war gun blank (A80)
    ("save", _saves),
    ("slaughter", _slaughter),
    ("night_shot", _team_shot),
    ("shoot", _kinds_only),  # 7 the city's shot: the shoot kind's (Leon's)
    ("sacrifice", _sacrifices),
    ("inquiry", _kinds_only),  # 9 Kane's inquiry: the citizen_kane kind's
    ("signal", _signals),
    ("day_effects", _kinds_only),  # the psychiatrist's silence first, the status request
    ("bomb", _kinds_only),  # the bomber's bomb (bomber.py), the ocean's wake, the seeds' guns
    ("guns", _guns),
    ("revive", _kinds_only),  # 10 the revival: the constantine kind's
    ("exits", _exits),
    ("announce", _announce),
)


TRIAL["resolve_night"] = resolve_night
#: The stages whose own function does nothing: only the kinds' effects run there.
_IDLE_STAGES = (_kinds_only, _blocks, _saves, _signals)
#: A stage's own function whose work, or part of it, is one ability kind's: in a game
#: without that kind the stage runs the function given instead (None: nothing). The guns'
#: (only the ``give_guns`` kind hands out guns, :mod:`abilities.give_guns`), the swap
#: victim's (only Sherlock swaps, :func:`sherlock_holmes.swap_victims_leave`), the mine
#: after the team's shot (only a trap role lays one, :func:`fire_traps`; without it the
#: night's end refuses nothing, :func:`dawn_may_refuse`).
_STAGE_KINDS: dict[Callable[[Night], None], tuple[str, Callable[[Night], None] | None]] = {
    _explosions: (GIVE_GUNS, None),
    _guns: (GIVE_GUNS, None),
    _sacrifices: (SHERLOCK, None),
    _team_shot: (TRAP, _shot_alone),
}


def _intro_night(st: GameState, record: PhaseRecord) -> None:
    """The intro night: Nostradamus's count and side (S0:L7), and the swap victim of a first
    guess on the intro night (``sherlock_first_guess_night = 0``, A59)."""
    nostradamus.on_intro_night(st, record)
    gone = sherlock_holmes.intro_swap_exits(st)
    record.announce = [f"sherlock_left:{s}" for s in gone] + st.pending
    st.pending = []
    st.records.append(record)
    log_line(st, "announce", True, tokens=list(record.announce))
    check_winner(st)


def _spend_blocked(st: GameState, ch: dict[str, Any], off: dict[int, str]) -> None:
    """``blocked_consumes_resource`` (A31): the use a blocked player chose is spent anyway
    (a ``block`` hold whose reason is ``blocked``: the Matador's, the magician's): each
    kind's own :attr:`Kind.spend_blocked` (a bullet, Kane's coupon, the revival, a
    self-save, the bomb, the ocean's wake, the guns given)."""
    for kind in kinds_with(st.scenario, "spend_blocked"):
        if kind.spend_blocked is not None:
            kind.spend_blocked(st, ch, off)


