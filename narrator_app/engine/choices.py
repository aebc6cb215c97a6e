"""What the narrator may do now: :func:`legal_choices`, asked by the window for every picker.

The window decides nothing: the checklist, each step's options and, for every seat, whether
it is a legal target (and if not, the refusal code and facts) all come from here. Legality
is found by asking the rules themselves (the same check that refuses an action), so the
pickers and the engine cannot disagree.
"""

from __future__ import annotations

from collections.abc import Callable
from dataclasses import dataclass, field
from typing import Any

from . import cards
from .abilities import (
    KINDS,
    VOID,
    OptionSpec,
    card_of,
    day_signal,
    disabled_tonight,
    guard,
    kane_sacrifice_due,
    night_order,
    params_as,
    registry,
    sherlock_holmes,
    signal_kind,
    signal_of,
)
from .abilities import spent as kind_spent
from .abilities.base import disabling_kinds, game_team_parts, in_play, kinds_in_play
from .abilities.block import NAME as BLOCK_KIND
from .abilities.block import shows_x, void_pairs_tonight
from .abilities.bomber import bomb_live
from .abilities.checks import (
    SHAPE_PROBE,
    held_at_start,
    meeting_night,
    meeting_only,
    narrator_step,
    night_keys,
    night_order_key,
    ranked_key,
    step_holder,
)
from .abilities.convert import NAME as CONVERT
from .abilities.convert import ConvertParams, conversion_call, conversion_success
from .abilities.day_power import DAY_KEY as DAY_POWER_KEY
from .abilities.day_power import (
    DECIDE_KEY,
    decider,
    decider_params,
    interrogation_counted,
    interrogation_due,
    interrogation_ends_day,
    interrogation_targets,
    interrogation_tie,
    interrogation_value,
)
from .abilities.delayed_poison import unheld_counters
from .abilities.give_guns import armed_today, gun_turns_passed
from .abilities.night_shot import meeting_words
from .abilities.params import kinds_key, played_kind, role_kind
from .abilities.pickpocket import NAME as PICKPOCKET
from .abilities.protect_from import NAME as PROTECT_KIND
from .abilities.reflect import reflections_tonight
from .abilities.registry import CITY_ROLES, seat_itself
from .abilities.steps import NARRATOR_STEPS, procedure_today, procedures_of, step_options
from .abilities.team_fields import shot_moves, team_field_options
from .day import chaos_day, intro_only_day, mayor_powerless, revote_due
from .errors import IllegalAction, illegal
from .game import Action, apply, night_before, step_probe_refusals, step_refusals
from .game import end_refusal as game_end_refusal
from .option import FieldChoice, Option, one_seat
from .scenario import StepDef, Text, kept_beside
from .state import ALIVE, GameState, Player
from .table import DAY_ROLE_KINDS, day_role_key, open_day_role


@dataclass
class Step:
    """One line of the checklist (night) or of the day's procedure.

    ``kind``: ``input`` (a choice to confirm), ``optional`` (a choice the table may make:
    guns fired, a status inquiry, the Mayor), ``dummy`` (call the role, record, ignore:
    blocked / slaughtered / handcuffed / pickpocketed, rules_spec A28), ``reminder`` (the
    narrator says or does something, nothing to record). ``seats`` are the players to wake.
    """

    key: str
    kind: str
    role: str | None
    seats: list[int]
    say: Text | None
    gesture: Text | None
    done: bool = False
    value: Any = None
    why_dummy: str | None = None
    #: For a blocked player's dummy call: show him the X sign (the hold's ``shows_x``: the
    #: Matador's and the magician's ``blocked_shown_x``).
    show_x: bool = False
    options: list[Option] = field(default_factory=list)
    #: False when ``seats`` are the players the step names, not players to wake: a
    #: narrator's step said to the whole table, eyes open (Capo's antidote vote names the
    #: poisoned player, club_scenarios 6.7 step 0; CR38-17).
    wakes: bool = True
    #: How the narrator makes this call, his alone (None: as the words say): the won-over
    #: player's ``failed`` / ``silent_wake`` (:func:`abilities.convert.conversion_call`);
    #: :data:`WITHOUT_ALONE`.
    note: str | None = None


#: :attr:`Step.note` of a step whose ``without`` roles are all its group has left: they
#: wake for it, though the file's words leave them out (Takavar's team call «… (not the
#: hostage-taker)» with the hostage-taker alone left; a narrator's trial, CF60).
WITHOUT_ALONE = "without_alone"


@dataclass
class Choices:
    """The answer of :func:`legal_choices`."""

    phase: str
    number: int
    steps: list[Step]
    current: Step | None
    end_refusal: IllegalAction | None
    complete: bool
    winner: str | None


def legal_choices(st: GameState, options: bool = True) -> Choices:
    """The current phase's steps, the current one with its options and per-seat legality
    (not asked with ``options`` False: :func:`options_for` gives them when needed), and
    whether the phase may end now (None, or the refusal)."""
    if st.phase in ("intro_night", "night"):
        steps = night_steps(st)
    elif st.phase in ("day", "intro_day"):
        steps = day_steps(st)
    else:
        steps = []
    current = None  # the first step to confirm; none left: the phase's steps are complete
    for s in steps:  # (a plain loop: asked after every action)
        if not s.done and s.kind in ("input", "dummy"):
            current = s
            break
    if current is not None and options:
        current.options = options_for(st, current.key)
    end_refusal = None
    if st.winner is not None:
        end_refusal = IllegalAction("game_over", winner=st.winner)
    elif st.phase != "setup":
        end_refusal = game_end_refusal(st)
    return Choices(st.phase, st.number, steps, current, end_refusal, current is None,
                   st.winner)


def _defs(st: GameState) -> dict[str, StepDef]:
    """The scenario's night steps by key, as the night now reads them: on the intro night
    its own steps (``[[intro_night]]``), on the other nights theirs (``[[night]]``), each
    over the other list's for a key that list alone has. A key both lists have is said in
    its own night's words: Capo's heir picks on the intro night («… یک نفر را انتخاب کند»,
    required) and is asked again on the later nights (optional); the intro night read the
    later nights' words (a narrator's trial). Worked out once per scenario and kind of
    night (a scenario does not change; the caller never changes the answer)."""
    intro = st.phase == "intro_night"
    name = "_intro_step_defs" if intro else "_step_defs"
    cache = st.scenario.__dict__.get(name)
    if cache is None:
        own, other = ((st.scenario.intro_night, st.scenario.night) if intro
                      else (st.scenario.night, st.scenario.intro_night))
        cache = {d.key: d for d in (*other, *own)}  # the night's own list last: it wins
        object.__setattr__(st.scenario, name, cache)  # frozen model: private cache
    return cache


def night_steps(st: GameState) -> list[Step]:
    """The night checklist in order (rules_spec 3.1.2, 3.1.3): who to call, what to say.

    Dead, half-dead and spent roles are not listed; blocked, handcuffed or slaughtered roles
    are dummy calls when ``wake_disabled_roles_as_dummy`` is on, otherwise not listed.
    On a main night whose start is kept (:class:`_NightStart`) and whose checklist reads
    only the choices of some steps (:func:`_checklist_reads`), the lines are those kept
    at the night's last ask with the same choices of those steps (:func:`_kept_steps`).
    """
    start = _night_start(st) if st.phase == "night" else None
    if start is not None and start.reads is not None and st.winner is None:
        return _kept_steps(st, start, start.reads)
    return _listed_steps(st, start)


#: :func:`_kept_steps`' mark of a step not chosen tonight.
_UNCHOSEN: Any = object()


def _kept_steps(st: GameState, start: _NightStart, reads: tuple[str, ...]) -> list[Step]:
    """:func:`_listed_steps` of ``st``, a state of ``start``'s night (its players the
    start's own, no winner), kept in ``start.kept``: the steps listed at the night's last
    ask that listed them, with the choices of the steps ``reads`` names
    (:func:`_checklist_reads`) they were listed under, compared by identity (a state's
    clone shares its choices' values: the same object is the same choice; a step chosen
    again is another). When those choices are the same, each kept step is made again with
    whether it is done and its value read from ``st.choices``, its other fields the kept
    one's (set only while it is listed; its seats a list never changed in place, as the
    start's living mafia are shared by the team's step at every ask); else the steps are
    listed anew and kept. Every other part of a state of the night is the start's
    (:func:`_checklist_reads` keeps nothing where a step's effect could change it), so the
    steps are what :func:`_listed_steps` would list."""
    ch = st.choices
    kept = start.kept
    if kept is not None:
        for key, was in zip(reads, kept[0], strict=True):  # asked after every action
            if ch.get(key, _UNCHOSEN) is not was:
                break
        else:
            out = []
            for s in kept[1]:
                key = s.key
                step = Step(key, s.kind, s.role, s.seats, s.say, s.gesture, key in ch,
                            ch.get(key), s.why_dummy, s.show_x)
                if not s.wakes:
                    step.wakes = False
                if s.note is not None:
                    step.note = s.note
                out.append(step)
            return out
    steps = _listed_steps(st, start)
    for s in steps:
        if s.done is not (s.key in ch) or s.value is not ch.get(s.key):
            return steps  # a step not listed the usual way: nothing kept (never seen)
    start.kept = ([ch.get(key, _UNCHOSEN) for key in reads], steps)
    return steps


def _listed_steps(st: GameState, start: _NightStart | None) -> list[Step]:
    """:func:`night_steps` worked out (``start``: the night's start when kept)."""
    defs = _defs(st)
    ch = st.choices
    steps: list[Step] = []
    alive_mafia = start.alive_mafia if start is not None else _alive_mafia(st)

    def add(key: str, kind: str, role: str | None, seats: list[int], why: str | None = None,
            show_x: bool = False) -> Step:
        d = defs.get(key)
        if d is None:
            step = Step(key, kind, role, seats, None, None, key in ch, ch.get(key), why, show_x)
            steps.append(step)
            return step
        alone = False
        if d.without:  # roles this step does not wake (CR38-3)
            seats, alone = _woken(st, d, seats)
        step = Step(key, kind, role, seats, d.say, d.gesture, key in ch, ch.get(key), why,
                    show_x)
        if alone:
            step.note = WITHOUT_ALONE
        steps.append(step)
        return step

    if st.phase == "intro_night":
        return _with_reminders(st, _intro_steps(st, add, alive_mafia, steps))
    disabled = disabled_tonight(st, start.held if start is not None else None)
    dummy_on = st.rules.get("wake_disabled_roles_as_dummy", True)
    # a first night that is only a meeting (CF47-34) …
    meeting = start.meeting if start is not None else meeting_night(st)
    holders = start.holders if start is not None else None
    for key, kind, own, voids, k, narrator in (start.plan if start is not None
                                               else _night_plan(st)):
        if meeting and meeting_only(st, key):  # … where this step's role sits out
            continue
        if own is not None:
            own(st, key, add, alive_mafia)
            if voids and steps and steps[-1].key == key and steps[-1].seats:
                why = disabled.get(steps[-1].seats[0])
                _dummy_if_disabled(st, steps, why if why in voids else None, dummy_on)
        elif narrator is not None:
            if key in ch or narrator.due(st):
                # the antidote vote: it names the poisoned player, wakes nobody
                add(key, "input", None, _narrator_seats(st, key)).wakes = False
        elif key == "kane_sacrifice":
            if kane_sacrifice_due(st):
                add(key, "reminder", None, [])  # nobody wakes: the narrator's shot
        else:
            _role_step(st, key, kind, k, steps, disabled, dummy_on, holders)
    if start is not None and not start.reminders:
        return steps  # the night lists no reminder step (most scenarios): none read
    return _with_reminders(st, steps)


class _NightStart:
    """What :func:`night_steps` reads of a main night's start alone, the same for every
    state of that night whose players are the start's own objects (no step of the night
    has changed a player: a withdrawal, Sherlock's swap, the heir's pick each copy the
    player they change, :meth:`GameState.clone`): the living mafia, whether the night is
    only a meeting (:func:`meeting_night`), the night's plan (:func:`_night_plan`: by the
    rules and the phase), who acts for nothing whatever tonight's steps
    (:func:`held_at_start`), whether the night lists reminder steps (:func:`_reminder_defs`),
    and each role step's line (:data:`RoleLine`: its holder, his spent use where his kind
    counts it, the step's words and whom it wakes, :func:`_role_line`), found at its first
    ask and read by every later ask of the night."""

    __slots__ = ("players", "number", "rules", "plugged", "narrators", "alive_mafia",
                 "meeting", "plan", "held", "holders", "reminders", "reads", "kept")

    def __init__(self, st: GameState) -> None:
        self.players = list(st.players)  # the objects, compared by identity
        self.number = st.number
        self.rules = st.rules
        self.alive_mafia = _alive_mafia(st)
        self.meeting = meeting_night(st)
        self.plan = _night_plan(st)
        self.plugged = in_play(st.scenario).plugged  # the registry's marker the plan read
        self.narrators = len(NARRATOR_STEPS)  # the narrator's steps the plan read
        self.held = held_at_start(st)
        self.reminders = bool(_reminder_defs(st))  # False: the night lists no reminder
        #: step key -> the role step's :data:`RoleLine` (:func:`_role_line`)
        self.holders: dict[str, RoleLine] = {}
        #: the steps whose choices tonight's checklist reads (:func:`_checklist_reads`;
        #: None: any, or a step's effect may change the state: no checklist kept)
        self.reads = (None if self.meeting or self.reminders
                      else _checklist_reads(st, self.plugged))
        #: the choices of ``reads`` at the night's last ask that listed the steps, and
        #: those steps (:func:`_kept_steps`); None: none yet
        self.kept: tuple[list[Any], list[Step]] | None = None


#: The :class:`Kind` hooks the night's checklist asks (:func:`night_steps`), each of which
#: may read tonight's choices: a kind in play with one says which it reads
#: (:attr:`Kind.night_reads`). ``called`` and ``is_spent`` of a :attr:`Kind.night_fixed`
#: kind read none (asked once a night, :func:`_role_line`).
CHECKLIST_HOOKS = ("called", "is_spent", "words", "night_call", "disables",
                   "disables_early", "disables_over", "acts_gone")


def _checklist_reads(st: GameState, plugged: Any) -> tuple[str, ...] | None:
    """The night step keys of ``st``'s game whose choices a main night's checklist reads
    (:func:`_kept_steps`), None when that is not known or a confirmed step may change the
    state at once (:func:`checks.night_step_effect`): a narrator's step is listed (its
    effect), a main night lists a reminder step (its line reads the team's step and the
    records, :func:`_with_reminders`: no checklist is kept then, :class:`_NightStart`), or a
    kind in play or on a card has an ``on_confirm`` (the heir's pick,
    Sherlock's swap) or a hook of :data:`CHECKLIST_HOOKS` that may be asked in this game
    without saying what it reads (:attr:`Kind.night_reads`; ``disables`` is asked only of
    the kinds whose hold may fire under the game's rules, :func:`base.disabling_kinds`).
    The keys: the team's step (its purchase, its conversion's call and the meeting's words
    read it), a withdrawal (which changes the players: the start is not kept then), each
    key that is, or whose kind is, one the hooks read; with a ``pickpocket`` in play, the
    theft and what voids it (its step, the holds and shields:
    :func:`pickpocket.stolen_tonight`). Kept with the scenario beside the game's rules
    object (never changed; the entry holds it), with the registry's marker ``plugged``
    (a new object when a kind is registered or removed) and the number of narrator's
    steps registered it was found under: it reads only the scenario, the rules, the kinds
    registered and the narrator's steps."""
    kept: list[tuple[Any, int, tuple[str, ...] | None]] = kept_beside(
        st.scenario, "_checklist_reads", st.rules, list)
    count = len(NARRATOR_STEPS)
    for marker, n, reads in kept:
        if marker is plugged and n == count:
            return reads
    found = _find_checklist_reads(st)
    kept[:] = [(plugged, count, found)]
    return found


def _find_checklist_reads(st: GameState) -> tuple[str, ...] | None:
    """:func:`_checklist_reads` worked out."""
    scen = st.scenario
    listed = {d.key for d in (*scen.night, *scen.intro_night)}
    if not listed.isdisjoint(NARRATOR_STEPS) or any(d.reminder for d in scen.night):
        return None  # a narrator's step, or a reminder step (:func:`_with_reminders`)
    reads: set[str] = {"mafia", "withdraw"}
    kinds = kinds_in_play(scen) | scen.card_kinds()
    if PICKPOCKET in kinds:
        reads |= {PICKPOCKET, BLOCK_KIND, PROTECT_KIND}
    firing = disabling_kinds(st)
    played = [KINDS.get(name) for name in sorted(kinds)]
    # each role's kind as the role plays it too (:attr:`Kind.per_role` may lay hooks:
    # Jack's ``linked_exit`` in the seeds' form calls its own step, ``night_call``)
    played += [played_kind(scen, r.id, scen.kind_of(r.id), st.rules) for r in scen.roles]
    for k in played:
        if k is None:
            continue
        if k.on_confirm is not None:
            return None
        said = k.night_reads or {}
        for hook in CHECKLIST_HOOKS:
            if getattr(k, hook, None) is None or (
                    k.night_fixed and hook in ("called", "is_spent")) or (
                    hook == "disables" and k.disables not in [f.disables for f in firing]):
                continue  # not asked tonight
            if hook not in said:
                return None
            reads |= set(said[hook])
    return tuple(sorted(key for key in night_keys(st)
                        if key in reads or scen.kind_of(key) in reads))


def _alive_mafia(st: GameState) -> list[int]:
    """The seats of the living mafia members, in seat order."""
    sides = st.scenario.side_map()  # st.side of each seat, read from its player at once
    return [p.seat for p in st.players if p.status == ALIVE and sides[p.card.role] == "mafia"]


def _night_start(st: GameState) -> _NightStart | None:
    """The :class:`_NightStart` of ``st``'s night, kept with the scenario beside the night's
    start state (``st.base``, or ``st`` itself; a state never changes once handed out, and
    the entry holds it, so its identity is not reused while kept: one night's at a time);
    None when ``st`` is not that start with only choices added: its players are not the
    start's objects, its number or rules differ, or it is the shape probe's state; or when
    a kind or a narrator's step was registered or removed since (the plan's marker and
    count, :func:`_night_plan`)."""
    base = st.base or st
    start: _NightStart = kept_beside(st.scenario, "_night_start", base, _NightStart, base)
    if (st.players != start.players or st.number != start.number
            or st.rules is not start.rules or st.extra.get(SHAPE_PROBE)
            or start.plugged is not registry.stage_cache
            or start.narrators != len(NARRATOR_STEPS)):
        return None  # (the list compares its players by identity: Player has no __eq__)
    return start


#: One main-night step as :func:`night_steps` calls it: its key, its ability kind, the
#: call of its own (:attr:`Kind.night_call` as the role plays its kind, else
#: :data:`_NIGHT_KEY_STEPS`'s; None: a narrator's or a role's step), the voids that
#: make that call a dummy one (:attr:`Kind.call_dummy`), the kind's registered
#: :class:`Kind` (None: none), read by a role's step (:func:`_role_step`), and the
#: narrator's step the key names (:func:`narrator_step`; None: none).
PlannedStep = tuple[str, str, "Callable[..., None] | None", tuple[str, ...], Any, Any]


def _night_plan(st: GameState) -> tuple[PlannedStep, ...]:
    """The scenario's main-night steps in tonight's order (:func:`night_order`), each with
    what :func:`night_steps` reads of the scenario and the registry to call it. It depends
    only on the scenario, the order's key (:func:`night_order_key`), the registered
    kinds, the narrator's steps and the game's rules on the roles' kinds (a role's own
    call, :func:`abilities.params.kinds_key`; HR107-1), so it is kept with the scenario
    under those keys and the number of narrator's steps registered
    (:data:`NARRATOR_STEPS`, only ever added to), made anew when a kind is registered or
    removed (:func:`abilities.in_play`'s marker, as the hook lists are)."""
    scen = st.scenario
    plans: dict[tuple[Any, ...], tuple[PlannedStep, ...]] = kept_beside(
        scen, "_night_plans", in_play(scen).plugged, dict)
    key = (night_order_key(st), len(NARRATOR_STEPS), kinds_key(scen, st.rules))
    plan = plans.get(key)
    if plan is None:
        rank = night_order(st)
        out: list[PlannedStep] = []
        for d in sorted(scen.night, key=lambda d: rank.get(d.key, len(rank))):
            kind = scen.kind_of(d.key)
            played = played_kind(scen, d.key, kind, st.rules)
            own = getattr(played, "night_call", None) or _NIGHT_KEY_STEPS.get(d.key)
            out.append((d.key, kind, own, tuple(getattr(played, "call_dummy", ()) or ()),
                        KINDS.get(kind), narrator_step(st, d.key)))
        plan = plans[key] = tuple(out)
    return plan


#: ``add(key, kind, role, seats, why=None, show_x=False)``: put one line on the checklist
#: (returns it).
AddStep = Callable[..., Step]




def _mafia_step(st: GameState, key: str, add: AddStep, alive_mafia: list[int]) -> None:
    """The team's step: every living mafia member wakes. On a night the team may not shoot
    (werewolf's first night without a kill, club_scenarios 7.10 C2) its words are the
    meeting's, not the file's call for a victim."""
    if alive_mafia:
        step = add(key, "input", None, alive_mafia)
        d = _defs(st).get(key)
        words = meeting_words(st, d.name if d is not None else None)
        if words is not None:
            step.say, step.gesture = words


def _purchase_step(st: GameState, key: str, add: AddStep, alive_mafia: list[int]) -> None:
    """The purchase's (or conversion's) announcement, when it is to be made tonight."""
    if _purchase_announced(st, st.choices):
        add(key, "reminder", None, [])


def _bought_step(st: GameState, key: str, add: AddStep, alive_mafia: list[int]) -> None:
    """The bought (or converted) player wakes with the mafia to meet them; where every
    attempt is announced, the call is made on a failed one too, waking nobody
    (:func:`conversion_call`, A34), its ``note`` saying how. No team step tonight yet (the
    night's first asks): no conversion, nothing read (:func:`conversion_call` finds none)."""
    if not st.choices.get("mafia"):
        return
    found = conversion_call(st)
    if found is None:
        return
    call, bought = found
    # on a resolved night (End night won the game) he is already one of the team: once
    team = [s for s in alive_mafia if s != bought]
    step = add(key, "reminder", None, [bought, *team] if bought is not None else [])
    step.note = None if call == "wake" else call


#: Night steps called in a way of their own by the step's key (the team's steps), after
#: those a kind calls itself (:attr:`Kind.night_call`: Jack's, Sherlock's); any other step
#: is a role's (:func:`_role_step`).
_NIGHT_KEY_STEPS: dict[str, Callable[[GameState, str, AddStep, list[int]], None]] = {
    "mafia": _mafia_step,
    "purchase_announcement": _purchase_step,
    "bought_player": _bought_step,
}


def _dummy_if_disabled(st: GameState, steps: list[Step], why: str | None,
                       dummy_on: Any) -> None:
    """The last step of ``steps`` (a kind's own call, :attr:`Kind.call_dummy`) as a role's
    usual call is when its holder's action is void tonight (``why``): a dummy call under
    ``wake_disabled_roles_as_dummy``, else not listed (A28, decisions R12)."""
    if why is None or steps[-1].kind != "input":
        return
    if not dummy_on:
        steps.pop()
        return
    steps[-1].kind, steps[-1].why_dummy = "dummy", why
    steps[-1].show_x = shows_x(st, why)


def _woken(st: GameState, d: StepDef, seats: list[int]) -> tuple[list[int], bool]:
    """The seats a night step of the file's ``d`` wakes of its group ``seats``, and True when
    they are all roles the step leaves out (``without``: CR38-3), who then wake as the
    group, the narrator told (:data:`WITHOUT_ALONE`: the last of the group left is the
    group; a narrator's trial). Reads the players' roles only."""
    kept = [s for s in seats if st.view(s).card.role not in d.without]
    return kept or seats, not kept and bool(seats)


#: A role step's line (:func:`_role_line`): (holder, his card's :class:`Kind`, spent or
#: None: ask the kind, called tonight or None: ask the kind, the file's say, its gesture,
#: the step's :attr:`Step.note`).
RoleLine = tuple[Player | None, Any, "bool | None", "bool | None", Any, Any, "str | None"]


def _role_step(st: GameState, key: str, kind: str, k: Any, steps: list[Step],
               disabled: dict[int, str], dummy_on: Any,
               holders: dict[str, RoleLine] | None = None) -> None:
    """A role's own step, put at the end of ``steps``: called when its holder lives, is not
    spent and is called tonight; a dummy call when his action is void tonight (blocked,
    handcuffed, slaughtered, A28). ``k``: the :class:`Kind` registered as ``kind`` (None:
    none), as the night plan holds it; ``holders``: the night start's lines
    (:class:`_NightStart`) when ``st`` reads as it: each key's line found at the night's
    first ask of it (it reads only the players, the night's number, the rules and the
    scenario's steps, all the start's own), so a later ask builds the step from it."""
    line = holders.get(key) if holders is not None else None
    if line is None:
        line = _role_line(st, key, kind, k)
        if holders is not None and line is not None:
            holders[key] = line
    if line is None:
        return  # nobody holds the step tonight
    p, pk, spent, called, say, gesture, note = line
    if p is None:
        return
    if spent if spent is not None else _spent(st, p, pk):
        return
    if not (called if called is not None else k.called(st, key)):
        return  # called only on some nights, not tonight (the commando, the Zodiac)
    why = disabled.get(p.seat)
    ch = st.choices
    if why is None:
        step = Step(key, "input", key, [p.seat], say, gesture, key in ch, ch.get(key))
    elif dummy_on:
        step = Step(key, "dummy", key, [p.seat], say, gesture, key in ch, ch.get(key), why,
                    shows_x(st, why))
    else:
        return
    if note is not None:
        step.note = note
    steps.append(step)
    words = k.words(st, key, st.scenario.role(key).name) if k and k.words else None
    if words is not None:  # the kind's words tonight (the witch without a victim)
        step.say, step.gesture = words


def _role_line(st: GameState, key: str, kind: str, k: Any) -> RoleLine | None:
    """The :data:`RoleLine` of the role step ``key``: its holder (:func:`step_holder`), the
    :class:`Kind` of his card, whether his use is spent (his kind's count,
    :func:`abilities.spent`, or :attr:`Kind.is_spent` where the kind says it reads no step
    of tonight, :attr:`Kind.night_fixed`; None: asked at each step), whether the step is
    called tonight (:attr:`Kind.called` of ``k``, likewise; True: no such hook), and the
    step's words and note as the file's step ``key`` of tonight's list gives them for him
    (:func:`_defs`, :func:`_woken`): what depends only on the players, the night's number,
    the rules and the scenario. None when nobody holds it and a holder who left might act
    (:attr:`Kind.acts_gone`: not kept)."""
    p = step_holder(st, key, kind, k)
    if p is None:
        return None if k is not None and k.acts_gone is not None else (
            None, None, None, None, None, None, None)
    pk = k if p.card.kind == kind else KINDS.get(p.card.kind)
    if pk is None or pk.is_spent is None:
        spent: bool | None = kind_spent(p.card.kind, p.card.counters)
    else:
        spent = pk.is_spent(st, p) if pk.night_fixed else None
    called: bool | None = True
    if k is not None and k.called is not None:
        called = bool(k.called(st, key)) if k.night_fixed else None
    d = _defs(st).get(key)
    if d is None:
        return p, pk, spent, called, None, None, None
    alone = bool(d.without) and _woken(st, d, [p.seat])[1]
    return p, pk, spent, called, d.say, d.gesture, WITHOUT_ALONE if alone else None


def _purchase_announced(st: GameState, ch: dict[str, Any]) -> bool:
    """True when tonight's purchase (rules_spec 3.1.4 step 2; A34) or conversion (the
    ``convert`` kind, club_scenarios 9.5) is to be announced now: tried, under its
    announcement rule (every attempt, or a success only)."""
    team = ch.get("mafia")
    if not team:
        return False  # no team action tonight yet (or none): nothing tried
    for key, part in game_team_parts(st).items():
        # a purchase by a holder who left the table tonight is not announced (6.10 S12)
        if part.kind == CONVERT and key in team and card_of(st, part.role) is not None:
            assert isinstance(part.params, ConvertParams)
            mode = part.params.announce_mode(st.rules)
            return mode == "night_every_attempt" or (
                mode == "night_success_only" and conversion_success(st) is not None)
    return False


def _with_reminders(st: GameState, steps: list[Step]) -> list[Step]:
    """``steps`` with tonight's reminder steps of the scenario file (``reminder = true``:
    say and gesture, nothing to record) each put at its place in the night order; one the
    file says only on the first night (``first_night_only``: Werewolf's lovers, club
    scenarios 7.5) only on the first night of its list (no night of this phase played); one
    for a role (``dealt``: Namayande's NATO guess) only at a table where it was dealt; one
    for a team action (``team_action``: «NATO was used») only once tonight's team step
    records it."""
    listed = _reminder_defs(st)
    if not listed:
        return steps  # the night lists none (most scenarios): nothing read
    team = st.choices.get("mafia")
    reminders = [d for d in listed if (
        d.dealt is None or card_of(st, d.dealt, alive_only=False) is not None) and (
        d.team_action is None or (isinstance(team, dict) and d.team_action in team
                                  and _announced_at_night(st, d.team_action)))]
    if any(d.first_night_only for d in reminders) and any(
            r.phase == st.phase for r in st.records):  # not the first: the records read once
        reminders = [d for d in reminders if not d.first_night_only]
    if not reminders:
        return steps
    rank = night_order(st)

    def place(key: str) -> int:
        return rank.get(ranked_key(key), len(rank))

    out = list(steps)
    for d in reminders:
        at = next((i for i, s in enumerate(out) if place(s.key) > place(d.key)), len(out))
        seats = (_reminder_seats(st, d.key) if d.wakes is None else sorted(
            p.seat for p in st.players if p.status == ALIVE and p.card.role in d.wakes))
        out.insert(at, Step(d.key, "reminder", None, seats, d.say, d.gesture))
    return out


def _reminder_defs(st: GameState) -> tuple[StepDef, ...]:
    """The reminder steps (``reminder = true``) of the scenario's list for the night ``st``
    is (the intro night's, or the other nights'), in the file's order; kept with the
    scenario beside that list (:func:`kept_beside`: a copy of the scenario with other
    steps, ``model_copy``, has its own list, and so its own answer)."""
    if st.phase == "intro_night":
        defs, name = st.scenario.intro_night, "_intro_reminders"
    else:
        defs, name = st.scenario.night, "_reminders"
    return kept_beside(st.scenario, name, defs, _reminders_of, defs)


def _reminders_of(defs: list[StepDef]) -> tuple[StepDef, ...]:
    """:func:`_reminder_defs` of the list ``defs``."""
    return tuple(d for d in defs if d.reminder)


def _announced_at_night(st: GameState, action: str) -> bool:
    """False when the team action ``action`` is not announced at this table: its part's
    ``announce`` is ``none`` as the game's house rules bind it (``nato_announcement``,
    ``bz_trade_announcement``: decisions HR4 «``none``: … no trade reminder read»)."""
    part = game_team_parts(st).get(action)
    if part is None:
        return True
    params = part.params
    mode = (params.announce_mode(st.rules) if isinstance(params, ConvertParams)
            else getattr(params, "announce", None))
    return mode != "none"


def _reminder_seats(st: GameState, key: str) -> list[int]:
    """The seats a reminder step ``key`` wakes: those a confirmed step of tonight, else a
    card's counter, records under the same name (Werewolf's ``lovers``: cupid's pair, club
    scenarios 7.9), the players still in the game only (one out is never called); none
    when nothing holds seats under ``key``."""
    found: Any = None
    for value in st.choices.values():
        if isinstance(value, dict) and isinstance(value.get(key), list):
            found = value[key]
    for p in st.players:
        held = p.card.counters.get(key) if found is None else None
        if isinstance(held, list):
            found = held
    if not isinstance(found, list):
        return []
    alive = set(st.alive_seats())
    return sorted(s for s in found if isinstance(s, int) and not isinstance(s, bool)
                  and s in alive)


def _narrator_seats(st: GameState, key: str) -> list[int]:
    """The seats a narrator's night step names (the poisoned player at the antidote vote)."""
    step = narrator_step(st, key)
    return list(step.seats(st)) if step is not None and step.seats is not None else []


def _wakes_on_intro_night(st: GameState, key: str) -> bool:
    """True when the role ``key`` is called with a choice on the intro night (a kind's
    intro step: Nostradamus's, the heir's; as the role plays its kind: Jack's)."""
    k = played_kind(st.scenario, key, st.scenario.kind_of(key), st.rules)
    return k is not None and k.intro_night


def _intro_steps(st: GameState, add: AddStep, alive_mafia: list[int],
                 steps: list[Step]) -> list[Step]:
    """The intro night's checklist (rules_spec 3.1.2): Sherlock's first guess when it is
    tonight, the roles with an intro choice, the mafia's meeting, the city roles' round
    (only while a city role with an ability is in the game, Z107-5)."""
    rank = night_order(st)  # the file's order, as a house rule moves it (Jack's, A52)
    order = sorted((d.key for d in st.scenario.intro_night),
                   key=lambda k: rank.get(ranked_key(k), len(rank)))
    sherlock_holmes.intro_call(st, add)  # his first guess, when tonight (A59): step 0
    for key in order:
        if _wakes_on_intro_night(st, key):
            p = st.holder(st.scenario.kind_of(key))
            if p is not None:
                add(key, "input", key, [p.seat])
        elif key == "mafia_meet":
            add(key, "reminder", None, alive_mafia)
        elif key == CITY_ROLES and st.rules.get("intro_night_wake_city_roles", True):
            seats = [
                p.seat
                for p in st.players
                if p.status == ALIVE and st.side(p.seat) == "city"
                and not getattr(KINDS.get(p.kind), "no_ability", False)  # the plain citizen
            ]
            if seats:  # a call that wakes nobody is not listed, as a role step whose holder
                add(key, "reminder", None, seats)  # is gone (_role_step; Z107-5)
    return steps


def _spent(st: GameState, p: Player, k: Any) -> bool:
    """A role whose one resource is used up is not woken again (S0:L21; :mod:`abilities`);
    a general kind says itself when its role is not called (:attr:`Kind.is_spent`). ``k``:
    the :class:`Kind` registered as ``p``'s card's kind (None: none)."""
    if k is not None and k.is_spent is not None:
        return k.is_spent(st, p)
    return kind_spent(p.card.kind, p.card.counters)


def day_steps(st: GameState) -> list[Step]:
    """The day's procedure: defense vote, exit vote, lottery, last-move card, as far as the
    table has come. The card step is done once its draw and choice are complete."""
    proc = procedure_today(st)
    if intro_only_day(st):  # Mafia Nights' Day 1 as an intro day (A74): nothing to record
        return []
    if st.phase == "intro_day" or proc is not None:  # the procedure replaces the vote
        if proc is not None and proc.steps is not None:  # its own steps (the representatives)
            return [_day_step(st, key, kind, seats, st.day.needs == key)
                    for key, kind, seats in proc.steps(st)]
        return [] if proc is None else [_day_step(st, proc.key, "input", [])]
    if chaos_day(st):
        return [_day_step(st, "chaos", "input", st.alive_seats(), st.day.needs is not None)]
    steps: list[Step] = []
    for before in _BEFORE_VOTES:
        step = before(st)
        if step is not None:
            steps.append(step)
    if _day_power_step(st, steps):  # a held interrogation ends the day (club_scenarios 3.8)
        return steps
    for after in _VOTE_AND_AFTER:
        step = after(st)
        if step is not None:
            steps.append(step)
    return steps + _role_day_steps(st)


def _day_step(st: GameState, key: str, kind: str, seats: list[int], waiting: bool = False,
              role: str | None = None) -> Step:
    """The day's step ``key``: done once recorded, unless the day still ``waiting`` for it
    (``day.needs``: the card's choice, the bomb's code, another chaos round)."""
    ch = st.choices
    return Step(key, kind, role, seats, None, None, key in ch and not waiting, ch.get(key))


def _guns_step(st: GameState) -> Step | None:
    """The shots of the guns given (rules_spec 3.2.1): while someone holds a gun, until the
    defence vote closes the gun window (club_scenarios 2.8; :func:`day.out_of_order`)."""
    if "votes" in st.choices:  # the window has closed: what was fired stays on the list
        return _day_step(st, "guns", "optional", []) if "guns" in st.choices else None
    holders = _gun_holders(st)
    return _day_step(st, "guns", "optional", holders) if holders else None


def _status_step(st: GameState) -> Step | None:
    """The status inquiry, while the scenario's inquiries are not used up."""
    inquiries = st.scenario.status_inquiries
    if inquiries and st.extra.get("status_left", inquiries) > 0:
        return _day_step(st, "status_inquiry", "optional", [])
    return None


def _votes_step(st: GameState) -> Step | None:
    """The defense vote (always on the list once the day's votes are reached)."""
    return _day_step(st, "votes", "input", [])


def _mayor_step(st: GameState) -> Step | None:
    """The ``decide_exit`` holder's (the Mayor's) decision after the defense vote, under
    the day key ``mayor``: while he has it (not used, or used today), is not himself on
    defense (unless his params allow it), and the exit vote is not held yet."""
    ch, day = st.choices, st.day
    mayor = decider(st)
    if mayor is None:
        return None
    par = decider_params(st)
    if (
        "votes" in ch
        and day.defense
        and (DECIDE_KEY in ch or par.uses == "unlimited" or not mayor.card.counters.get("used"))
        and (par.holder_may_defend or mayor.seat not in day.defense)
        and (DECIDE_KEY in ch or len(day.defense) >= par.min_defenders)  # A73's option
        and "exit_votes" not in ch
    ):
        return _day_step(st, DECIDE_KEY, "optional", [mayor.seat], role=mayor.card.role)
    return None


def _exit_votes_step(st: GameState) -> Step | None:
    """The exit vote among the defenders, unless the Mayor decided instead; still waiting
    on a tie the house rule revotes (A05: the tied are voted on again, CF45-8)."""
    ch, day = st.choices, st.day
    if "votes" in ch and day.defense and ("mayor" not in ch or mayor_powerless(st)):
        revote = day.needs == "exit_votes" and bool(day.tied)
        return _day_step(st, "exit_votes", "input",
                         list(day.tied) if revote else list(day.defense), waiting=revote)
    return None


def _lottery_step(st: GameState) -> Step | None:
    """The lottery between the tied (or the one drawn); not while they are voted on again
    (the revote, A05)."""
    if st.day.needs == "exit_votes" and "lottery" not in st.choices:
        return None
    if st.day.tied or "lottery" in st.choices:
        return _day_step(st, "lottery", "input", list(st.day.tied))
    return None


def _card_step(st: GameState) -> Step | None:
    """The last-move card of the player leaving by vote (rules_spec 4.3)."""
    day = st.day
    if day.eliminated is not None and (day.needs == "card" or "card" in st.choices):
        return _day_step(st, "card", "input", [day.eliminated], day.needs == "card")
    return None


def _bomb_step(st: GameState) -> Step | None:
    """The bomb's codes (the guard's in the noon sleep, the holder's at the day's end)."""
    bomb = bomb_live(st)
    if bomb is not None and (st.player(bomb["target"]).status == ALIVE or "bomb" in st.choices):
        return _day_step(st, "bomb", "input", [bomb["target"]], st.day.needs == "bomb")
    return None


#: The day's steps before its interrogation (:func:`_day_power_step`), in order …
_BEFORE_VOTES: tuple[Callable[[GameState], Step | None], ...] = (_guns_step, _status_step)
#: … and after it, in order (each adds its line when it is due).
_VOTE_AND_AFTER: tuple[Callable[[GameState], Step | None], ...] = (
    _votes_step, _mayor_step, _exit_votes_step, _lottery_step, _card_step, _bomb_step)


def _role_day_steps(st: GameState) -> list[Step]:
    """The steps of roles that act by day after an exit (the hunter's revenge, club_scenarios
    7.8): due when the day waits for one (``day.needs``) or once recorded. None where no
    card of the game can have such a kind (:meth:`Scenario.card_kinds`)."""
    if DAY_ROLE_KINDS.isdisjoint(st.scenario.card_kinds()):
        return []  # no card of this game acts by day (most): no seat read
    out = []
    waiting = open_day_role(st)
    for p in st.players:
        role = p.card.role
        if (st.day.needs == role or role in st.choices or role == waiting) and day_role_key(
                st, role):  # the kind's registry asked last: most cards are not waited for
            kind = "optional" if role == waiting and st.day.needs != role else "input"
            out.append(Step(role, kind, role, [p.seat], None, None,
                            role in st.choices and st.day.needs != role, st.choices.get(role)))
    return out


def _day_power_step(st: GameState, steps: list[Step]) -> bool:
    """Add today's interrogation line (a ``day_power`` kind's, club_scenarios 3.8) to
    ``steps`` when one is due; True when its held vote is the day's only exit vote."""
    due = interrogation_due(st)
    if due is None:
        return False
    value = st.choices.get(DAY_POWER_KEY)
    done = value is not None and st.day.needs != DAY_POWER_KEY
    steps.append(Step(DAY_POWER_KEY, "input", None, list(due[1]), None, None, done, value))
    return interrogation_ends_day(st)




def _opts_interrogation(st: GameState, key: str, kind: str) -> list[Option]:
    """Today's interrogation: ``held`` (vote counts per summoned seat, ``counts=``; the
    lottery's seat on a tie, ``lottery=``) or ``not_held`` (refused when the vote must be
    held, C12)."""
    tie = interrogation_tie(st, key)
    if tie is not None:  # a tied vote: the death lottery between the two
        return [Option("lottery", seats=1, targets=tie[0], build=tie[1])]
    targets, not_held_refusal = interrogation_targets(st, key)
    if not interrogation_counted(st):  # the two join the day's defenders: no counts here
        return [Option("held", build=lambda seats, role, side, **kw: {"held": True}),
                Option("not_held", refusal=not_held_refusal,
                       build=lambda seats, role, side, **kw: {"held": False})]
    return [Option("held", seats=-1, targets=targets, build=interrogation_value),
            Option("not_held", refusal=not_held_refusal,
                   build=lambda seats, role, side, **kw: {"held": False})]


def _gun_holders(st: GameState) -> list[int]:
    """Seats holding a gun they may fire today (given last night, not fired yet; in a gun
    window held in seat order, none whose turn has passed: :func:`give_guns.gun_turns_passed`)."""
    armed = armed_today(st)
    if not armed:
        return []  # no gun to fire today: no turn read
    passed = gun_turns_passed(st)
    return [s for s in armed if s not in passed]


def _try(st: GameState, key: str, value: Any) -> IllegalAction | None:
    """The refusal of step ``key`` with ``value`` now (None: accepted), asked of the rules
    (:func:`game.step_refusals`: the checks :func:`game.apply` runs, without the new state
    where the rule allows)."""
    return step_refusals(st, key, [value])[0]


def _per_seat(
    st: GameState, key: str, make: Callable[[int], Any]
) -> dict[int, IllegalAction | None]:
    seats = [p.seat for p in st.players]
    return dict(zip(seats, step_refusals(st, key, [make(s) for s in seats]), strict=True))


def _per_seat_probes(st: GameState, key: str, probes: list[tuple[str, list[Any]]],
                     known: int = 0) -> list[dict[int, IllegalAction | None]]:
    """Each seat's refusal of each of several actions of step ``key``, given as what their
    probes are made of (``(name, args)``: the value ``{name: arg}`` of each seat, args in
    seat order), in order, the rules asked once for all of them
    (:func:`game.step_probe_refusals`: what does not depend on the value found once for the
    step's every action, the seats' checks asked the args themselves); the last ``known``
    probes' args made here from the table's seats (each seat, or a guess of it)."""
    if not probes:
        return []
    seats = [p.seat for p in st.players]
    return [dict(zip(seats, found, strict=True))
            for found in step_probe_refusals(st, key, probes, known)]


def options_for(st: GameState, key: str) -> list[Option]:
    """The options of step ``key`` with per-seat legality (night and day steps): those of
    the step's ability kind at night (a night step names a role by its id, 6.10 S17: its
    ``options``, else its ``whole_options``), of the day's step by day (:data:`STEP_OPTIONS`)."""
    night = st.phase in ("night", "intro_night")
    # a role's step after a day exit (the hunter's): asked by day only (read as night's)
    day_role = not night and day_role_key(st, key)
    kind = st.scenario.kind_of(key) if night or day_role else key
    k = None
    if night or day_role:  # the kind as the role plays it (its params: abilities.role_kind)
        k = role_kind(st.scenario, key, st.rules) if st.scenario.has_role(key) else KINDS.get(
            kind)
    # a step chosen again is offered as the night stood when it came (its counters not yet
    # spent by the choice it replaces); each seat's legality is still :func:`apply`'s on
    # ``st`` (a replaced choice is checked with the steps after it)
    at = night_before(st, key) if night else st
    if k is not None and k.options is not None:  # a general kind's options (club 9)
        specs = k.options(at, key, params_as(at, key, k.params))
        passing = [] if k.no_pass is not None and k.no_pass(at, key) else [_none()]
        return [*(_from_spec(st, key, spec) for spec in specs), *passing]
    if k is not None and k.whole_options is not None:  # the kind's own, built whole
        opts = k.whole_options(at, key, kind, lambda make: _per_seat(st, key, make))
        return _refuse_required_none(st, key, k, opts)
    build = STEP_OPTIONS.get(key)
    on = st
    if build is None and step_options(st, key) is not None:
        # a narrator's step or a day procedure's: its ranges read the state it comes on
        build, on = _registered_options, at
    if build is None and night and (k and k.action) is not None:
        build = _opts_one_seat
    opts = build(on, key, kind) if build is not None else []
    return _refuse_required_none(st, key, k, opts) if k is not None else opts


def _refuse_required_none(st: GameState, key: str, k: Any, opts: list[Option]) -> list[Option]:
    """«No action» refused (``missing_choice``) on a step its kind says is required tonight
    (``Kind.required``: the heir's pick): the night could not end after it."""
    if k.required is None or not any(o.name == "none" for o in opts):
        return opts
    refusal: IllegalAction | None = None
    try:
        detail = k.required(apply(st, Action("step", st.phase, key, {})))
    except IllegalAction as exc:  # «no action» is refused outright
        refusal = exc.with_traceback(None)
    else:
        if detail is not None:
            refusal = IllegalAction("missing_choice", key=key, role=key, night=st.number,
                                    detail=detail)
    for o in opts:
        if o.name == "none" and refusal is not None:
            o.refusal = refusal
    return opts


def _registered_options(st: GameState, key: str, kind: str) -> list[Option]:
    """The options of a narrator's step or a day procedure's, from its module."""
    make = step_options(st, key)
    return [Option(**fields) for fields in make(st, key, kind)] if make is not None else []


def _unwrapped(v: Any) -> Any:
    """:func:`_from_spec`'s ``wrap`` of a kind's own option: the value as it is."""
    return v


def _from_spec(st: GameState, key: str, spec: OptionSpec,
               wrap: Callable[[Any], Any] = _unwrapped,
               probed: dict[int, IllegalAction | None] | None = None) -> Option:
    """The window's option of a general kind's :class:`OptionSpec` (its value wrapped by
    ``wrap``: a team action's ``{key: arg}``), each seat's legality asked of the rules
    (``probed``: the refusals of ``spec.probe``'s values, when the caller asked them; the
    probe itself makes them when ``wrap`` leaves them as they are); the whole option
    refused when no seat is legal for a reason that is the role's, not the seat's (no uses
    left, not acting, not available)."""
    probe = spec.probe
    targets: dict[int, IllegalAction | None] = (
        {p.seat: None for p in st.players} if probe is None
        else probed if probed is not None
        else _per_seat(st, key, probe) if wrap is _unwrapped
        else _per_seat(st, key, lambda s: wrap(probe(s))))
    slots = [_slot(st, key, sp, wrap) for sp in spec.slot_probes]
    if slots:  # a seat is a target when some place takes it
        targets = {s: None if any(sl[s] is None for sl in slots) else slots[0][s]
                   for s in slots[0]}
    seat_kinds = _seat_kinds(st, key, spec, wrap, targets)
    fp = spec.follow_probe
    follow = None if fp is None else (
        lambda picked: _per_seat(st, key, lambda s: wrap(fp(picked, s))))

    def build(seats: list[int], role: str | None, side: Any, kinds: Any = (), **kw: Any) -> Any:
        if spec.kinds:  # one word per seat (a gun's type)
            return wrap(spec.build(list(seats), role, list(kinds)))
        return wrap(spec.build(list(seats), role))

    opt = Option(spec.name, seats=spec.seats, role_guess=spec.role_guess, targets=targets,
                 build=build, kinds=spec.kinds, up_to=spec.seats > 1 and not spec.exact,
                 slots=slots, seat_kinds=seat_kinds, follow=follow,
                 kind_caps=spec.kind_caps(st) if spec.kind_caps is not None else {})
    opt.refusal = _role_refusal(targets)
    if opt.refusal is not None:
        return opt
    if spec.no_target and targets and None not in targets.values():
        opt.refusal = IllegalAction("not_available", key=key, role=key, detail="no_target")
    else:
        opt.refusal = _empty_place(slots)
    return opt


#: Refusals that are the role's, not the seat's: no seat would be legal.
ROLE_LEVEL = ("not_acting", "no_uses_left", "not_available")


def _role_refusal(targets: dict[int, IllegalAction | None]) -> IllegalAction | None:
    """The refusal of a whole option: every seat refused, each for a reason that is the
    role's (:data:`ROLE_LEVEL`: no uses left, not acting, not available), the first seat's;
    None when some seat is legal or refused for its own reason."""
    found = targets.values()
    if not targets or None in found:
        return None  # some seat legal (``in`` compares in C: a refusal is never None)
    for e in found:
        if e is None or e.code not in ROLE_LEVEL:  # (never None here: read above)
            return None
    return next(iter(found))


def _empty_place(slots: list[dict[int, IllegalAction | None]]) -> IllegalAction | None:
    """The refusal of an option with several places (``slots``) one of which no seat may
    take (the witch's «heal and poison» once her poison is spent: a narrator's trial found
    it open, every seat then refused, CF45-20): that place's refusal that is the role's,
    else None."""
    for place in slots:
        errs = [e for e in place.values() if e is not None]
        if errs and len(errs) == len(place):
            return next((e for e in errs if e.code in ROLE_LEVEL), None)
    return None


def _slot(st: GameState, key: str, probe: Callable[[Any, int], Any],
          wrap: Callable[[Any], Any]) -> dict[int, IllegalAction | None]:
    """Each seat's legality at one place of an option with ``slots``."""
    return _per_seat(st, key, lambda s: wrap(probe(st, s)))


def _seat_kinds(st: GameState, key: str, spec: OptionSpec, wrap: Callable[[Any], Any],
                targets: dict[int, IllegalAction | None]) -> dict[int, tuple[str, ...]]:
    """With ``spec.kind_probe``: the kinds each seat may take, asked of the rules; a seat
    that may take none is marked refused in ``targets`` (the first kind's refusal)."""
    kp = spec.kind_probe
    if kp is None or not spec.kinds:
        return {}
    out: dict[int, tuple[str, ...]] = {}
    for seat, err in list(targets.items()):
        if err is not None and err.code not in ("no_uses_left",):
            continue
        refusals = {k: _try(st, key, wrap(kp(seat, k))) for k in spec.kinds}
        out[seat] = tuple(k for k, e in refusals.items() if e is None)
        targets[seat] = None if out[seat] else refusals[spec.kinds[0]]
    return out


def _none() -> Option:
    """«No action»: the role (or the team) passes tonight."""
    return Option("none", build=lambda seats, role, side, **kw: {})


def _team_wrap(name: str) -> Callable[[Any], dict[str, Any]]:
    """The team step's value of the team action ``name`` with its argument."""
    return lambda arg: {name: arg}


def _team_part_specs(st: GameState) -> list[tuple[str, OptionSpec]]:
    """The team actions the scenario's roles bring to the ``mafia`` step (club_scenarios
    1.3; :func:`abilities.team_parts`), a club boss's shot first, each with its option's
    spec; none whose card was not dealt at this table (it can never be used: Namayande's
    NATO at 11 seats, 4.2)."""
    out = []
    for name, part in game_team_parts(st).items():
        if not part.listed and card_of(st, part.role, alive_only=False) is None:
            continue  # its card not dealt at this table: never open, not offered (a trial
            # saw «Closed tonight: NATO» every night of an 11-seat Namayande, CF80-27); a
            # part the step's words list keeps its place, closed (CF57)
        if part.listed and part.option is not None and part.option.role_guess:
            continue  # the seeds' sixth sense: the step's own option (:func:`_opts_mafia`)
        if part.field_args:
            continue  # an extra field: carried by every option (:func:`_team_field`)
        spec = part.option or OptionSpec(name, build=lambda seats, role: seats[0],
                                         probe=seat_itself)
        out.append((name, spec))
    return out


def _seed_args(st: GameState, name: str, seats: list[int]) -> list[Any]:
    """The argument of each of ``seats``' probes for the seeds' team action ``name``: the
    sixth sense's guess (any role of the scenario does to probe the seat: its filler
    citizen), else the seat."""
    if name == "sixth_sense":
        filler = st.scenario.roster.filler_city
        return [{"seat": s, "role": filler} for s in seats]
    return seats


class _TeamPlan:
    """What :func:`_opts_mafia` reads of a game's team parts and its scenario's seed
    actions, whatever the state: the parts' actions and their option specs
    (:func:`_team_part_specs`), each one's value wrap (:func:`_team_wrap`), the names the
    step lists (a part the step lists, Saul's purchase, comes at its place in the list),
    the seed actions asked (this scenario's, 3.1.3, less those listed and the shot a part
    brings), and the parts probed: (index, name, probe)."""

    __slots__ = ("specs", "wraps", "listed", "seeds", "probed")

    def __init__(self, st: GameState) -> None:
        parts = game_team_parts(st)
        self.specs = specs = _team_part_specs(st)
        self.wraps = [_team_wrap(name) for name, _spec in specs]
        self.listed = listed = {spec.name for _name, spec in specs if parts[spec.name].listed}
        shot_brought = any(spec.name == "shot" for _name, spec in specs
                           if spec.name not in listed)
        self.seeds = [name for name in st.scenario.mafia_actions()
                      if name not in listed and not (name == "shot" and shot_brought)]
        self.probed = [(i, name, spec.probe) for i, (name, spec) in enumerate(specs)
                       if spec.probe is not None]


def _team_plan(st: GameState) -> _TeamPlan:
    """The :class:`_TeamPlan` of ``st``'s game: it reads the game's team parts
    (:func:`base.game_team_parts`: one table for the game's scenario, house rules and the
    registry's kinds, never changed once made), the scenario's seed actions, and whether
    the card of each part the step does not list was dealt at this table
    (:func:`_team_part_specs`: a part whose card was not dealt is not offered). Kept with
    the scenario beside that table, by those cards' being dealt (the only part of the
    state it reads; the callers read the plan, never change it)."""
    parts = game_team_parts(st)
    plans: dict[tuple[bool, ...], _TeamPlan] = kept_beside(st.scenario, "_team_plans",
                                                           parts, dict)
    dealt = []
    for part in parts.values():  # a plain loop: every ask of the team step
        if not part.listed:
            dealt.append(card_of(st, part.role, alive_only=False) is not None)
    at = tuple(dealt)
    plan = plans.get(at)
    if plan is None:
        plan = plans[at] = _TeamPlan(st)
    return plan


def _opts_mafia(st: GameState, key: str, kind: str) -> list[Option]:
    """The mafia step: the actions this scenario's team has (3.1.3), and none. Each
    action's seats are asked of the rules at once (:func:`_per_seat_probes`)."""
    plan = _team_plan(st)
    specs, wraps, listed, seeds = plan.specs, plan.wraps, plan.listed, plan.seeds
    # each probed part's seats and each seed action's, asked in one call
    seats = [p.seat for p in st.players]
    probed: list[int] = []
    probes: list[tuple[str, list[Any]]] = []
    for i, name, probe in plan.probed:
        probed.append(i)
        probes.append((name, [*seats] if probe is seat_itself else [probe(s) for s in seats]))
    found = _per_seat_probes(st, key, [*probes, *((n, _seed_args(st, n, seats))
                                                  for n in seeds)], len(seeds))
    asked = dict(zip(probed, found, strict=False))
    seed_targets = dict(zip(seeds, found[len(probes):], strict=True))
    brought = [_from_spec(st, key, spec, wraps[i], asked.get(i))
               for i, (_name, spec) in enumerate(specs)]
    opts: list[Option] = [o for o in brought if o.name not in listed]
    listed_opts = {o.name: o for o in brought if o.name in listed}
    for name in st.scenario.mafia_actions():
        if name in listed_opts:
            opts.append(listed_opts[name])
            continue
        if name not in seed_targets:
            continue  # the shot a part brings, already among the options
        targets = seed_targets[name]
        if name == "sixth_sense":  # the seeds' guess, asked with a role (each seat's
            # legality from the rules: the guess_role part's check, or not_acting when no
            # Godfather-kind card brings it)

            def build(seats, role, side, **kw):
                return {"sixth_sense": {"seat": seats[0], "role": role}}

            opt = Option(name, seats=1, role_guess=True, targets=targets, build=build)
        else:
            opt = Option(
                name,
                seats=1,
                targets=targets,
                build=lambda seats, role, side, name=name, **kw: {name: seats[0]},
            )
        opt.refusal = _role_refusal(targets)
        opts.append(opt)
    opts = [*_with_field_options(st, key, opts),
            Option("none", build=lambda seats, role, side, **kw: {})]
    extra = _team_field(st, key)
    if extra is not None:  # the treason vote, beside whichever action (or none) is chosen
        for opt in opts:
            opt.extra_key, opt.extra_choices = extra[0], list(extra[1])
    return opts


def _with_field_options(st: GameState, key: str, opts: list[Option]) -> list[Option]:
    """``opts`` (the team step's actions) with the options that record a team field beside
    the action (:func:`team_field_options`: the trap's «shot and mine toll», club_scenarios
    4.6, 4.12) after the shot (at the end when there is none), each place's seats asked of
    the rules."""
    extra = [_from_spec(st, key, spec) for spec in team_field_options(st)]
    if not extra:
        return opts
    moves = shot_moves(st)  # a seat the plain shot takes only with the field named now
    for o in opts:
        if o.name == "shot" and moves:
            o.moves_to = {s: m for s, m in moves.items() if o.targets.get(s) is None}
    at = next((i + 1 for i, o in enumerate(opts) if o.name == "shot"), len(opts))
    return [*opts[:at], *extra, *opts[at:]]


def _team_field(st: GameState, key: str) -> tuple[str, list[FieldChoice]] | None:
    """The extra field a role's kind adds to the team step beside its action (club_scenarios
    1.3; Namayande's treason vote, 4.6, 4.12: ``treason: {rep, delta}``, a part with
    ``field_args``): its key and each of its values with its legality, asked of the rules
    (the value ``{field: arg}`` alone, 4.12's ``{}`` with the field: its check does not
    depend on the action). None when the scenario has no such field, or when every value is
    refused for a reason that is not the value's (the boss has left: ``not_acting``): not
    offered. An empty slot, or the boss's own, is offered refused with its reason."""
    for name, part in game_team_parts(st).items():
        if part.action or not part.field_args:
            continue
        refusals = step_refusals(st, key, [{name: arg} for arg in part.field_args])
        if all(e is not None and e.code in ("not_acting", "not_available") for e in refusals):
            return None
        return name, [FieldChoice(arg, e) for arg, e in
                      zip(part.field_args, refusals, strict=True)]
    return None














def _opts_fire(st: GameState, key: str, kind: str) -> list[Option]:
    """A gun fired in the day's gun window (3.5.6)."""
    opts: list[Option] = []
    holders = _gun_holders(st)
    alive = st.alive_seats()
    targets = {
        p.seat: (
            None
            if p.seat in alive
            else IllegalAction("invalid_target", key=key, seat=p.seat, detail="out_of_game")
        )
        for p in st.players
    }
    prev = list(st.choices.get("guns") or [])
    # seats: [shooter, target]; the shooter must hold a gun (``Step.seats``)
    opts.append(
        Option(
            "fire",
            seats=2,
            targets=targets,
            build=lambda seats, role, side, prev=prev, **kw: (
                prev + [{"shooter": seats[0], "target": seats[1]}]
            ),
        )
    )
    del holders
    return opts


def _opts_withdraw(st: GameState, key: str, kind: str) -> list[Option]:
    """Players who leave the table for good (6.9 S10)."""
    opts: list[Option] = []
    # players who leave the table for good, by day or night (6.9 S10); any number
    targets = _per_seat(st, key, lambda s: [s])
    opts.append(
        Option(
            "withdraw",
            seats=len(st.players),
            targets=targets,
            build=lambda seats, role, side, **kw: sorted(seats),
        )
    )
    return opts


def _opts_status_inquiry(st: GameState, key: str, kind: str) -> list[Option]:
    """The day's status inquiry (3.5.6)."""
    opts: list[Option] = []
    opts.append(Option("ask", build=lambda seats, role, side, **kw: True))
    return opts


def _opts_mayor(st: GameState, key: str, kind: str) -> list[Option]:
    """The ``decide_exit`` holder's (the Mayor's) decision: cancel, or send a defender out
    (3.4.6), those his params' ``decisions`` give."""
    opts: list[Option] = []
    decisions = decider_params(st).decisions
    defense = list(st.day.defense)
    targets = {
        p.seat: (
            None
            if p.seat in defense
            else IllegalAction("invalid_target", key=key, seat=p.seat, detail="not_a_defender")
        )
        for p in st.players
    }
    if "cancel" in decisions:
        opts.append(Option("cancel", build=lambda seats, role, side, **kw: {"cancel": True}))
    if "eliminate" in decisions:
        opts.append(one_seat("eliminate", targets))
    # what refuses the decision whatever it names (spent, the Mayor defends, fewer than his
    # params' defenders: A73) is the engine's, asked once (CF50)
    probe = {"cancel": True} if "cancel" in decisions else {"eliminate": (defense or [1])[0]}
    whole = _try(st, key, probe)
    if whole is not None and whole.code in ROLE_LEVEL:
        for opt in opts:
            opt.refusal = whole
    return opts


def _opts_bomb_codes(st: GameState, key: str, kind: str) -> list[Option]:
    """The bomb's codes at the noon sleep (S2:L118)."""
    opts: list[Option] = []
    top = st.rules.get("bomb_code_max", 5)
    prev = dict(st.choices.get("bomb") or {})
    if guard.may_defuse(st) and "guard_code" not in prev:
        opts.append(
            Option(
                "guard_code",
                number=(1, top),
                build=lambda seats, role, side, number=1, prev=prev, **kw: {
                    **prev,
                    "guard_code": number,
                },
            )
        )
    bomb = bomb_live(st)
    if bomb is not None and guard.defuses_own(st, bomb):
        return opts  # his own bomb: defused at the noon sleep, no holder's code (T73)
    opts.append(
        Option(
            "holder_code",
            number=(1, top),
            build=lambda seats, role, side, number=1, prev=prev, **kw: {
                **prev,
                "holder_code": number,
            },
        )
    )
    return opts


def _opts_one_seat(st: GameState, key: str, kind: str) -> list[Option]:
    """A one-seat night step of its kind (its action), or none."""
    opts: list[Option] = []
    k = role_kind(st.scenario, key, st.rules) if st.scenario.has_role(key) else KINDS.get(kind)
    name = (k.action if k is not None else None) or ""
    targets = _per_seat_probes(st, key, [(name, [p.seat for p in st.players])], 1)[0]
    opt = Option(
        name, seats=1, targets=targets, build=lambda seats, role, side, **kw: {name: seats[0]}
    )
    whole = targets and None not in targets.values()  # every seat refused
    first = next(iter(targets.values())) if whole else None
    if first is not None and first.code in ("no_uses_left", "not_acting"):
        opt.refusal = first
    elif whole:
        # nobody may be chosen tonight: said in words, and «no action» is the answer
        # (issue 13, item 6)
        opt.refusal = IllegalAction(
            "not_available",
            key=key,
            role=key,
            detail=(k.no_target_detail if k is not None else None) or "no_target",
        )
    opts.append(opt)
    opts.append(Option("none", build=lambda seats, role, side, **kw: {}))
    return opts


def _opts_counts(st: GameState, key: str, kind: str) -> list[Option]:
    """The vote counts: living players, or the defenders (3.1.6); in a revote the tied
    alone (A05; the engine's ``not_a_defender`` for another defender, CF45-8, CF50)."""
    opts: list[Option] = []
    pool = st.alive_seats() if key == "votes" else list(
        st.day.tied if revote_due(st) else st.day.defense)
    if key == "votes" and procedure_today(st) is not None:
        pool = list(st.day.defense)  # a procedure's vote among its accused (the representatives)
    targets = {
        p.seat: (
            None
            if p.seat in pool
            else IllegalAction(
                "invalid_target",
                key=key,
                seat=p.seat,
                role=p.role,
                detail="out_of_game" if key == "votes" else "not_a_defender",
            )
        )
        for p in st.players
    }
    opts.append(
        Option("counts", seats=-1, targets=targets, build=lambda seats, role, side, **kw: seats)
    )
    return opts


def _opts_card(st: GameState, key: str, kind: str) -> list[Option]:
    """The last-move cards that can be drawn now (4.3)."""
    opts: list[Option] = []
    opts += card_options(st)
    return opts


def _opts_chaos(st: GameState, key: str, kind: str) -> list[Option]:
    """The chaos handshake: each of the three points at one (S2:L139)."""
    opts: list[Option] = []
    alive = st.alive_seats()
    targets = {
        p.seat: (
            None
            if p.seat in alive
            else IllegalAction("invalid_target", key=key, seat=p.seat, detail="out_of_game")
        )
        for p in st.players
    }
    # value(seats) takes the pointed seat of each player, in the order of ``Step.seats``
    opts.append(
        Option(
            "point",
            seats=len(alive),
            targets=targets,
            build=lambda seats, role, side, alive=alive, **kw: {
                "point": dict(zip(alive, seats, strict=True))
            },
        )
    )
    return opts


def _opts_lottery(st: GameState, key: str, kind: str) -> list[Option]:
    """The lottery among the tied (3.1.6)."""
    opts: list[Option] = []
    targets = {
        p.seat: (
            None
            if p.seat in st.day.tied
            else illegal("invalid_target", key=key, seat=p.seat, detail="not_tied")
        )
        for p in st.players
    }
    opts.append(
        Option(
            "lottery", seats=1, targets=targets, build=lambda seats, role, side, **kw: seats[0]
        )
    )
    return opts


#: The options of the team's and the day's steps, by step key.
STEP_OPTIONS: dict[str, Callable[[GameState, str, str], list[Option]]] = {
    "mafia": _opts_mafia,
    "guns": _opts_fire,
    "withdraw": _opts_withdraw,
    "status_inquiry": _opts_status_inquiry,
    "mayor": _opts_mayor,
    "bomb": _opts_bomb_codes,
    "votes": _opts_counts,
    "exit_votes": _opts_counts,
    "card": _opts_card,
    "chaos": _opts_chaos,
    "lottery": _opts_lottery,
    "interrogation": _opts_interrogation,
}


def vote_cap(st: GameState, key: str) -> int:
    """The most votes one nominee (``votes``) or defender (``exit_votes``) can get now."""
    alive = len(st.alive_seats())
    if key == "exit_votes" and not st.rules.get("defenders_can_vote", True):
        return alive - len(st.day.defense)  # the defenders are not voters
    return alive - (0 if st.rules.get("self_vote_allowed") else 1)


def trackers(st: GameState, seat: int) -> dict[str, Any]:
    """The counters of the card at ``seat`` (game-script tracker names) as its tracker
    lines show them now: with what its kind, and the kind of each team option the card
    brings (the Don's treason vote), shows at once from tonight's confirmed steps
    (:attr:`Kind.counters_now`: cupid's lovers as soon as they are chosen, club_scenarios
    7.7 step 1; tonight's treason vote, none before the team's step), which End night then
    writes on the card. A counter only another card's kind gives it is left out until
    given (Capo's witch's antidote before it passes to her: :func:`unheld_counters`)."""
    p = st.player(seat)
    out = dict(p.card.counters)
    kinds = [KINDS.get(p.kind)]
    kinds += [KINDS.get(part.kind) for part in game_team_parts(st).values()
              if part.role == p.role and part.kind != p.kind]
    for k in dict.fromkeys(kinds):
        if k is not None and k.counters_now is not None:
            out.update(k.counters_now(st, p))
    for name in unheld_counters(st, p):  # a counter only another card's kind gives him
        out.pop(name, None)
    return out


def tokens_tonight(st: GameState) -> dict[int, list[str]]:
    """Tonight's tokens per seat, from the steps confirmed so far: the mafia's ``shot``,
    ``bought``, ``sixth_sense``; each ability's token on its target (:data:`abilities.KINDS`:
    ``blocked``, ``saved``, ``leon``, ``inquired``, ``revive``, ``flipped``, ``stolen``,
    ``silenced``, ``woken``, ``zodiac``, ``bomb``, ``gun``, ``cursed``, ``guessed``); and
    ``handcuffed``, ``slaughtered``. Labels: :func:`tokens.token_text`. On a seat, the
    team's tokens come first, then each role's in the order of the night's confirmed steps
    (a general kind's, :attr:`Kind.tokens`, likewise).

    An ability's token carries :data:`tokens.VOID` (``"leon:void"``, ``"saved:void"``) when
    its actor's own action is void tonight — blocked, handcuffed, stolen or slaughtered
    (:func:`disabled_tonight`, rules_spec 3.1.4 step 3): the shot or save was chosen
    but does nothing."""
    out: dict[int, list[str]] = _standing_marks(st)
    if st.phase not in ("night", "intro_night"):
        return out
    ch = st.by_kind()
    off = disabled_tonight(st)
    pairs = void_pairs_tonight(st, off) if st.phase == "night" else set()
    turned = reflections_tonight(st, off) if st.phase == "night" else {}

    def put(seat: Any, tok: str | None) -> None:
        if tok and isinstance(seat, int) and not isinstance(seat, bool):
            out.setdefault(seat, []).append(tok)

    team = ch.get("mafia") or {}
    _team_part_tokens(st, put)
    if isinstance(team, dict):
        put(team.get("shot"), "shot")  # the sixth sense's: a guess_role team part's
    for key, value in st.choices.items():  # each role's, in the order of its step
        if isinstance(value, dict):
            _role_tokens(st, key, value, off, put, pairs, turned)
    for seat, why in off.items():
        if why in ("handcuffed", "slaughtered"):
            put(seat, why)
    return out


def _role_tokens(st: GameState, key: str, value: dict[str, Any], off: dict[int, str],
                 put: Callable[[Any, str], None], pairs: set[tuple[int, int]],
                 turned: dict[int, tuple[int, str]]) -> None:
    """The ring's tokens of the step ``key`` chose ``value`` for tonight: a general kind's
    (:attr:`Kind.tokens`, club_scenarios 9) or the shipped kind's one token, void when its
    holder acts for nothing tonight (:func:`disabled_tonight`) or his ability on that seat
    is a hacked pair (``pairs``: :func:`block.void_pairs_tonight`, club_scenarios 4.6). An
    action the witch turned back (``turned``: :func:`reflect.reflections_tonight`) is shown
    where it lands (the armoursmith's save on himself), or void on the seat he chose when
    it comes to nothing (:attr:`Kind.reflected_void`: the kadkhoda's link; capo 6.6, C10)."""
    kind = st.scenario.kind_of(key)
    k = KINDS.get(kind)
    if k is not None and k.per_role is not None and st.scenario.has_role(key):
        k = role_kind(st.scenario, key, st.rules)  # the kind as the role plays it
    if k is None:
        return
    placed: set[tuple[Any, str]] = set()
    if k.tokens is not None:  # a general kind's (club_scenarios 9)
        holder = card_of(st, key)
        void = holder is not None and holder.seat in off
        back = turned.get(holder.seat) if holder is not None else None
        aimed = value.get(k.action) if k.action is not None else None
        for seat, tok in k.tokens(st, key, value):
            paired = (holder is not None and isinstance(seat, int)
                      and (holder.seat, seat) in pairs)
            nothing = void or paired
            if back is not None and isinstance(seat, int) and (
                    k.reflected_void or k.reflectable or seat == aimed):
                nothing = nothing or k.reflected_void
                seat = seat if k.reflected_void else back[0]
            placed.add((seat, tok))
            put(seat, tok + VOID if nothing else tok)
    if k.token is None:  # then its one token, as the shipped kinds' (both, as before)
        return
    actor = st.holder(kind)
    tok = k.token + VOID if actor is not None and actor.seat in off else k.token
    if k.action is not None:
        target = value.get(k.action)
        back = turned.get(actor.seat) if actor is not None else None
        if back is not None and isinstance(target, int):
            if k.reflected_void:
                tok = tok if tok.endswith(VOID) else tok + VOID
            else:
                target = back[0]
        if isinstance(target, int) and (target, k.token) in placed:
            return  # the general kind's own tokens hold it already (no «وکالت وکالت»)
        if (actor is not None and isinstance(target, int) and (actor.seat, target) in pairs
                and not tok.endswith(VOID)):
            tok += VOID  # a hacked pair: his ability on this seat fails
        put(target, tok)
    elif k.place_token is not None:  # its own place (Sherlock's guessed seat)
        k.place_token(value, tok, put)




def standing_marks(st: GameState) -> dict[int, list[str]]:
    """The ring's marks on ``st`` that stay from night to day, by seat (from 1), as
    :func:`tokens_tonight` lists them first: a kind's (:attr:`Kind.marks`: the lovers, a
    mine laid on an earlier night) and a day procedure's (the representatives). The ring
    folds these first when a card has no room for every pill: tonight's news stays in
    view."""
    return _standing_marks(st)


def _standing_marks(st: GameState) -> dict[int, list[str]]:
    """The ring's marks that stay from night to day (:attr:`Kind.marks`: the lovers; a day
    procedure's :attr:`DayProcedure.marks`: the representatives)."""
    out: dict[int, list[str]] = {}
    for p in st.players:
        k = KINDS.get(p.kind)
        if k is not None and k.marks is not None:
            for seat, tok in k.marks(st, p):
                out.setdefault(seat, []).append(tok)
    for proc in procedures_of(st):
        if proc.marks is not None and st.phase != "setup":
            for seat, tok in proc.marks(st):
                out.setdefault(seat, []).append(tok)
    return out


def _team_part_tokens(st: GameState, put: Callable[[Any, str], None]) -> None:
    """The ring's tokens of the team actions the roles' general kinds bring (club_scenarios
    9; a club boss's shot is the seeds' ``shot`` token, put with the team's)."""
    team = st.choices.get("mafia")
    if isinstance(team, dict):
        for name, part in game_team_parts(st).items():
            if name != "shot" and name in team and part.token and part.seats is not None:
                for seat in part.seats(team[name]):
                    put(seat, part.token)


def _card_point(st: GameState, drawn: Any) -> GameState:
    """The day as the engine checks the card on it (:func:`day._exit_with_card`): ``st``
    itself while the card or its choice is awaited; once the card is complete, the day with
    that card drawn and its choice not yet made. Not the day's start: a withdrawal earlier
    today (Jack gone by his curse link, fewer players left for the Silence of the Lambs)
    changes the deck and the count (CF50)."""
    if not drawn or st.day.needs == "card":
        return st
    try:
        return apply(st, Action("step", st.phase, "card", {"draw": drawn}))
    except IllegalAction:
        return st


def card_options(st: GameState) -> list[Option]:
    """One option per card that can be drawn now (or only the card already drawn): ``seats``
    is how many seats its choice needs; ``targets`` the legal seats (rules_spec 4.3)."""
    leaver = st.day.eliminated
    if leaver is None:
        return []
    drawn = (st.choices.get("card") or {}).get("draw")
    base = _card_point(st, drawn)
    names = [drawn] if drawn else cards.drawable(base)
    out = []
    for name in names:
        key = cards.needs_choice(base, leaver, name)
        n = 0 if key is None else (cards.silence_count(base, leaver) if key == "silence" else 1)
        targets = {  # alive at the card's point: one who left the table today is no target
            p.seat: (
                None
                if base.view(p.seat).status == ALIVE and p.seat != leaver
                else IllegalAction(
                    "invalid_target",
                    key="card",
                    seat=p.seat,
                    detail="self" if p.seat == leaver else "out_of_game",
                )
            )
            for p in base.players
        }

        def build(seats, role, side, name=name, key=key, **kw):
            if key is None:
                return {"draw": name}
            if not seats:
                return {"draw": name}
            return {"draw": name, key: list(seats) if key == "silence" else seats[0]}

        out.append(Option(name, seats=n, targets=targets, build=build))
    return out


#: How each private signal that is not a role's own is given, by its name (the shipped
#: kinds' signals, :attr:`Kind.signal`, and the guard's code by day): ``right_wrong`` (a
#: guess's right or wrong, and the card shown), ``count`` (a number, with the fingers),
#: ``code`` (the bomb's code). A general kind's signal is under its role's id and its form
#: is the kind's (:func:`private_form`): never a role id here (rules_spec 6.10 S17).
SIGNAL_FORMS = {"sherlock_guess": "right_wrong", "nostradamus_count": "count",
                "guard_code": "code"}
#: Signal forms given before the player chooses (the witch is shown the team's victim
#: first, club_scenarios 7.6): :func:`signal_for` has them while the step is still open.
SHOWN_FIRST = frozenset({"victim_shown"})


def signals_by_day(private: dict[str, Any] | None) -> dict[str, Any]:
    """The private signals of a phase record's ``private`` that the narrator may show their
    player by day: only those received by day (the guard's code at the bomb's noon sleep,
    S2:L118). A night step's signal (Nostradamus's count, the detective's answer,
    Sherlock's right or wrong) is given at that step, while the player is awake and the
    table asleep, never by day with every eye open: the count belongs to the intro night's
    Nostradamus step (rules_spec 3.1.2 step 3.1; S0:L7, S0:L14; S2:L92-L93)."""
    return {k: v for k, v in (private or {}).items() if day_signal(k)}


def signal_holder(st: GameState, name: str) -> Player | None:
    """The player whose card's kind receives the private signal ``name`` (a key of a night
    or day record's ``private``: ``detective``, ``nostradamus_count``, ``guard_code`` …):
    the one in the game, else one out of it (the signal of his last night); None when
    nobody holds it. Two may hold the card: Capo's heir inherits it while the player out of
    the game keeps his (capo 6.6); the answer goes to the heir, who acts now (a narrator's
    trial saw «… پاسخ کارآگاه به ۲» for the detective out of the game: TA43-7)."""
    k = KINDS.get(st.scenario.kind_of(name)) if st.scenario.has_role(name) else None
    if k is not None and k.signal_value is not None:  # a general kind signals under its role
        found = card_of(st, name) or card_of(st, name, alive_only=False)
        return st.player(found.seat) if found is not None else None
    kind = signal_kind(name)
    if kind is None:
        return None
    return st.holder(kind) or st.holder(kind, alive_only=False)


def signal_form(st: GameState, key: str) -> str | None:
    """How the narrator signals the player woken at night step ``key`` (a role id) his
    answer: ``side_answer``, ``right_wrong`` or ``count`` (:data:`SIGNAL_FORMS`), by the
    role's ability kind (rules_spec 6.10 S17); None when the step has no private answer."""
    k = KINDS.get(st.scenario.kind_of(key))
    if k is not None and k.signal_form is not None:  # a general kind's, by its parameters
        return k.signal_form(params_as(st, key, k.params))
    name = signal_of(st.scenario.kind_of(key))
    return SIGNAL_FORMS.get(name) if name is not None else None


def private_form(st: GameState | None, name: str) -> str | None:
    """How the private signal ``name`` (a key of a phase record's ``private``, the ``name``
    of a private log line) is given, in the window's words: a signal a general kind gives
    under its role's id by that role's kind and parameters (an ``inquiry``'s side answer is
    ``side_answer`` whatever the role is called, ``yes_no``, ``guide_answer`` …), any other
    by its own name (:data:`SIGNAL_FORMS`: ``count``, ``right_wrong``, ``code``); None when
    the signal has no form of its own (rules_spec 6.10 S17: a club's role plays, and is
    shown, exactly as its kind). ``st`` None: by the name only."""
    if st is not None and st.scenario.has_role(name):
        k = KINDS.get(st.scenario.kind_of(name))
        if k is not None and k.signal_value is not None and k.signal_form is not None:
            return k.signal_form(params_as(st, name, k.params))
    return SIGNAL_FORMS.get(name)


def signal_for(st: GameState, key: str) -> dict[str, Any] | None:
    """The private signal the narrator gives the player woken at step ``key``, from tonight's
    confirmed steps: ``{"detective": "mafia"|"citizen"}`` for the detective (with the
    joker's flip), ``{"nostradamus_count": n}`` for Nostradamus, ``{"sherlock_guess":
    "right" | "wrong"}`` for Sherlock, ``{"witch": s | "none"}``
    (the team's victim) for a potion holder, already while her step is open; None when there is none
    (or the player acts for nothing tonight: blocked, stolen, handcuffed — give him a neutral
    gesture)."""
    value = st.choices.get(key)
    k = KINDS.get(st.scenario.kind_of(key))
    if k is not None and k.signal_value is not None and (  # the kind's (Kind.signal_value)
            value or signal_form(st, key) in SHOWN_FIRST):
        return k.signal_value(st, key)
    return None


def toggle_pick(
    option: Option | None, picked: list[int], seat: int
) -> list[int] | IllegalAction | None:
    """A click on ``seat`` while ``option`` is being filled with the seats ``picked`` so far:
    the new list of picked seats, the refusal when the seat is not a legal target, or None
    when the option takes no seat. One seat replaces the pick; several toggle up to the
    option's number (with ``slots``, each pick is checked at its place, and un-picking a
    seat drops the picks after it). A legal seat clicked while all of them are picked is
    refused, ``invalid_target`` with ``detail="picks_full"``, ``seat`` and ``value`` (the
    option's number): the narrator un-picks one first; it was ignored without a word (the
    Silence of the Lambs card's third seat, LY114-3)."""
    if option is None or option.seats <= 0:
        return None
    if seat not in option.targets:
        return None
    if seat in picked and option.slots:  # a place's seat and the places after it
        return picked[: picked.index(seat)]
    if seat in picked and option.seats > 1:
        return [s for s in picked if s != seat]
    err = option.targets_at(picked).get(seat)
    if err is not None:
        return err
    if option.seats == 1:
        return [seat]
    if len(picked) < option.seats:
        return [*picked, seat]
    return IllegalAction("invalid_target", seat=seat, detail="picks_full", value=option.seats)
