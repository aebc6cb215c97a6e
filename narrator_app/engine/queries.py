"""Questions the window and the printed sheets ask the rules (answers only, no change).

Each answer here used to be worked out inside a widget or the printing code, sometimes with
rules of its own; it now lives once, in the engine, and is reached through the facade
(``from narrator_app.engine import ...``). Seats are numbered from 1. Nothing here changes
a state: every function reads ``st`` (or a scenario) and returns a fresh value.
"""

from __future__ import annotations

from dataclasses import dataclass, field
from typing import Any

from .abilities import KINDS, night_order, nostradamus_count, nostradamus_forced
from .abilities.base import game_team_parts, team_parts
from .abilities.block import hacked_tonight as block_hacked_tonight
from .abilities.block import named_seats, pair_roles
from .abilities.bomber import bomb_heard_over
from .abilities.bomber import bomb_over as bomb_over  # the trackers ask it here
from .abilities.checks import disabled_tonight, ranked_key
from .abilities.citizen_kane import NAME as KANE
from .abilities.citizen_kane import kane_shot_night as kane_shot_night  # the trackers ask it
from .abilities.constantine import NAME as CONSTANTINE
from .abilities.convert import purchase_status as purchase_status  # the trackers ask it here
from .abilities.convert import won_over_tonight
from .abilities.day_power import DAY_KEY as INTERROGATION
from .abilities.day_power import SUMMONED_DEFENCE, interrogation_due, interrogation_ends_day
from .abilities.delayed_poison import antidote_majority as antidote_majority  # the picker
from .abilities.delayed_poison import self_cured as self_cured  # the checklist asks it here
from .abilities.give_guns import gun_turns_passed as gun_turns_passed  # the window asks
from .abilities.give_guns import gun_turns_passed_by as gun_turns_passed_by  # the window asks
from .abilities.guess_role import GuessRoleParams
from .abilities.guess_role import guessable_roles as kind_guessable
from .abilities.night_shot import boss_has_left
from .abilities.nostradamus import forced_refusal
from .abilities.params import role_kind
from .abilities.reflect import left_as_chosen, reflections_tonight
from .abilities.registry import CITY_ROLES
from .abilities.sherlock_holmes import NAME as SHERLOCK
from .abilities.sherlock_holmes import chaos_day, sherlock, swap_victim
from .abilities.sherlock_holmes import guess_signal as sherlock_guess_signal
from .abilities.steps import procedure_today
from .choices import Option, Step, day_steps, options_for, signal_form
from .day import intro_only_day
from .errors import IllegalAction
from .game import (
    Action,
    Game,
    Setup,
    apply,
    effective_actions,
    new_state,
    night_before,
    step_refusals,
)
from .morning import morning_announcement
from .scenario import Scenario, StepDef
from .state import GameState, PhaseRecord

#: The two sides Nostradamus may take (rules_spec 2.2, S0:L7).
SIDES = ("city", "mafia")


@dataclass(frozen=True)
class NostradamusSides:
    """What Nostradamus may answer for three picks (rules_spec S0:L7; A47).

    ``count``: mafia among the picks, the Godfather counted as a citizen (what the narrator
    shows him). ``forced``: ``"mafia"`` when that count forces the mafia side
    (``nostradamus_forced_threshold``), else None. ``refused``: side → why it may not be
    taken (``forced_side`` for «city» when forced), empty when both are open.
    """

    count: int
    forced: str | None
    refused: dict[str, IllegalAction] = field(default_factory=dict)


def nostradamus_sides(st: GameState, picks: list[int]) -> NostradamusSides:
    """The count shown to Nostradamus for ``picks`` (three seats, from 1) and the sides he
    may take (rules_spec S0:L7; A47 ``nostradamus_forced_threshold``).

    The refusal is the one the rules give when the forced side is ignored (code
    ``forced_side``), so the window and :func:`apply` agree.
    """
    count = nostradamus_count(st, list(picks))
    if not nostradamus_forced(st, count):
        return NostradamusSides(count, None)
    return NostradamusSides(count, "mafia", {"city": forced_refusal(st)})


def chosen_sides(st: GameState) -> dict[int, str | None]:
    """Seat (from 1) → the side chosen by each player holding an independent card of the
    scenario's ``[win]`` ``chosen_side`` (Nostradamus: ``"city"`` or ``"mafia"``, None before
    the intro night's step); he wins with that side (rules_spec 3.1.7; S0:L7)."""
    kinds = {st.scenario.kind_of(r) for r in st.scenario.win.chosen_side}
    return {p.seat: p.card.counters.get("side") for p in st.players if p.kind in kinds}


def step_rules(st: GameState, key: str) -> list[IllegalAction]:
    """The rules a night step's choice must follow, to be said before it is made: each is
    the refusal the engine gives when it is broken, so the words are the same before and
    after: the role's kind's (:attr:`Kind.step_rules`; Nostradamus's step, rules_spec 3.1.2
    step 3.2; S0:L7, S2:L94: with two mafia among his picks he must take the mafia side,
    ``forced_side``). Empty for other steps and outside the night."""
    if st.phase not in ("night", "intro_night") or not st.scenario.has_role(key):
        return []
    k = KINDS.get(st.scenario.kind_of(key))
    return k.step_rules(st, key) if k is not None and k.step_rules is not None else []


def gun_holders_today(st: GameState) -> list[int]:
    """Seats (from 1) that may fire a gun today (Zodiac, S2:L121): the day's ``guns`` step
    lists them; empty in other scenarios, at night, or once every gun is fired."""
    step = next((s for s in day_steps(st) if s.key == "guns"), None) if st.phase == "day" else None
    return list(step.seats) if step is not None else []


def gun_shot_targets(
    st: GameState, shooter: int | None = None
) -> dict[int, IllegalAction | None]:
    """Every seat (from 1) → None when it may be picked for today's next gun shot, else the
    refusal (rules_spec S2:L121-L123).

    With ``shooter`` None the seat picked is the shooter: only a player holding a gun he
    may fire today (refusal ``not_available``/``no_gun`` otherwise). With a ``shooter`` the
    seat picked is the target, and each one is asked of the rules with the whole shot
    (a target out of the game or the shooter himself is refused with the rules' own code).
    """
    if shooter is None:
        holders = gun_holders_today(st)
        return {
            p.seat: (
                None
                if p.seat in holders
                else IllegalAction("not_available", key="guns", seat=p.seat, detail="no_gun")
            )
            for p in st.players
        }
    earlier = list(st.choices.get("guns") or [])
    return {
        p.seat: _refusal(st, "guns", [*earlier, {"shooter": shooter, "target": p.seat}])
        for p in st.players
    }


@dataclass(frozen=True)
class Replacement:
    """A step recorded again to mend the night's end refusal (:func:`void_toll_replacement`):
    the step's ``key``, the ``option`` it takes (its name, as in :func:`options_for`), the
    ``seat`` it is on and the ``value`` to record (``Game.step(key, value)``)."""

    key: str
    option: str
    seat: int
    value: Any


def void_toll_replacement(st: GameState, refusal: IllegalAction | None) -> Replacement | None:
    """What replaces a void mine toll: ``refusal`` the night's end refusal on ``st``
    (``Choices.end_refusal``). When it is ``not_available``/``no_mine_fired`` (the team
    named the member who pays the mine's toll, «shot and mine toll», and no mine fires: the
    shot saved, club_scenarios 4.12, CR37-3), the team's step recorded again as its plain
    «shot» on the same target, the treason vote it carried kept: what reopening the step
    («Change») and picking that shot record, the step the engine changes as any step
    recorded again. None for any other refusal, or when the rules refuse that shot now
    (the step is then mended by hand)."""
    if refusal is None or refusal.code != "not_available" or (
            refusal.facts.get("detail") != "no_mine_fired"):
        return None
    key = refusal.facts.get("key")
    recorded = st.choices.get(key) if isinstance(key, str) else None
    shot = recorded.get("shot") if isinstance(recorded, dict) else None
    if not isinstance(key, str) or not isinstance(shot, int) or isinstance(shot, bool):
        return None
    assert isinstance(recorded, dict)
    plain = next((o for o in options_for(st, key) if o.name == "shot" and o.seats == 1), None)
    if plain is None or plain.refusal is not None or plain.targets.get(shot, True) is not None:
        return None
    value = plain.value([shot])
    extra = recorded.get(plain.extra_key) if plain.extra_key is not None else None
    if extra is not None and extra in plain.legal_extras():
        value = plain.carrying(value, extra)
    if value == recorded or _refusal(st, key, value) is not None:
        return None
    return Replacement(key, plain.name, shot, value)


def _refusal(st: GameState, key: str, value: Any) -> IllegalAction | None:
    try:
        apply(st, Action("step", st.phase, key, value))
    except IllegalAction as exc:
        return exc
    return None


def night_to_announce(st: GameState) -> PhaseRecord | None:
    """The record of the night whose morning announcement is due now: the night just before
    this day, or the night that ended the game (its last record); None otherwise."""
    records = st.records
    # the last night's record, looked for from the end: a long game holds hundreds of
    # records and the window asks on every action (PL32-2)
    last = next((records[i] for i in range(len(records) - 1, -1, -1)
                 if records[i].phase in ("night", "intro_night")), None)
    if last is None:
        return None
    if st.phase == "day" and last.number == st.number - 1:
        return last
    if st.winner is not None and st.phase in ("night", "intro_night") and st.records[-1] is last:
        return last
    return None


def today_record(st: GameState) -> PhaseRecord | None:
    """The record of the current day (its announcements so far: guns, the Mayor, the
    status, the card), or None outside a day or before anything was recorded today."""
    if st.phase != "day" or not st.records:
        return None
    rec = st.records[-1]
    return rec if rec.phase == "day" and rec.number == st.number else None


def morning_tokens(st: GameState, rec: PhaseRecord) -> list[str] | None:
    """The announcement tokens of ``rec`` (:func:`night_to_announce`'s record) the narrator
    reads aloud now, in their order: a night's less those read during the night
    (:func:`morning.morning_announcement`); an intro night's all of them. When the game
    ended at a step of this very night (Capo's antidote vote, club_scenarios 6.6-6.7: its
    exit read aloud at the step with every eye open), no morning comes: its tokens less
    those the night's steps announced at once (:func:`step_announced`'s lines), and None
    when nothing is left (not «nobody left last night»; a narrator's trial read the exit
    twice, Z104-13). Reads ``st``."""
    tokens = (morning_announcement(rec.announce, st.rules) if rec.phase == "night"
              else list(rec.announce))
    if st.winner is None or (rec.phase, rec.number) != (st.phase, st.number):
        return tokens
    said: list[str] = []
    for line in st.log:
        if ((line.phase, line.number) == (st.phase, st.number) and line.kind == "announce"
                and line.data.get("at_step")):
            said.extend(line.data.get("tokens", []))
    left = []
    for t in tokens:  # less one of each token a step announced
        if t in said:
            said.remove(t)
        else:
            left.append(t)
    return left or None


def step_announced(st: GameState, key: str) -> list[str]:
    """The announcement tokens the night's step ``key`` made at once, read aloud at the
    step (the antidote vote's «… is poisoned; … got the antidote», club_scenarios 6.6:
    its log line ``announce`` with ``at_step``), in this phase; [] when it made none. The
    night's row shows them to read (a narrator's trial found them in the log alone, CF50).
    Reads ``st``."""
    for line in reversed(st.log):
        if (line.phase, line.number) != (st.phase, st.number):
            break
        if line.kind == "announce" and line.data.get("at_step") == key:
            return list(line.data.get("tokens", []))
    return []


def status_inquiries_left(st: GameState) -> int:
    """How many status inquiries the table still has this game (Zodiac: two; S2:L111, A87)."""
    return int(st.extra.get("status_left", 2))


def guessable_roles(st: GameState, option: str | None = None,
                    key: str | None = None) -> list[str]:
    """Role ids a role guess may name (the sixth sense, Sherlock): each role of this table's
    roster once, in the roster's order (rules_spec 3.1.1; ``ratio_enforcement``). With
    ``option``, the name of a team option of a ``guess_role`` card (NATO's ``nato``, the
    executioner's ``execute``), only the roles its ``guessable`` allows (club_scenarios 9.1:
    named city roles by default, never a mafia role).

    With ``key``, the night step that guesses (Sherlock's role id, the team's ``mafia``),
    a role held only by the guesser's own seats is left out: no other seat can hold it, so
    it is never right on the seat guessed (Sherlock's own card, dealt once; the team's
    cards for a team guess, which never names a teammate, decisions R3)."""
    roster = st.scenario.roster_for(
        len(st.players), st.rules.get("ratio_enforcement", "allow_reference_rosters"))
    # and any other role dealt (a script's own deal); the engine also takes a role of the
    # scenario not dealt here, as a wrong guess (CF49-3)
    roles = list(dict.fromkeys([*roster, *(p.card.role for p in st.players)]))
    part = game_team_parts(st).get(option or "")
    if part is not None and isinstance(part.params, GuessRoleParams):
        allowed = set(kind_guessable(st.scenario, part.params))
        roles = [r for r in roles if r in allowed]
    if key is not None:
        at = night_before(st, key)  # a step chosen again: the cards as they stood at it
        own = _guesser_seats(at, key)
        held = {p.card.role for p in at.players}
        elsewhere = {p.card.role for p in at.players if p.seat not in own}
        roles = [r for r in roles if r in elsewhere or r not in held]
    return roles


def _guesser_seats(st: GameState, key: str) -> set[int]:
    """The seats whose cards the guess of night step ``key`` knows: the team's (any status)
    for the team's step, the holder of the step's role (its id) otherwise."""
    if key == "mafia":
        return {p.seat for p in st.players if st.side(p.seat) == "mafia"}
    return {p.seat for p in st.players if p.card.role == key}


def option_is_fillable(option: Option) -> bool:
    """False when ``option`` needs seats and the rules leave too few legal targets now (one
    for a «give» that takes up to ``seats``; ``seats`` otherwise) or refuse it as a whole."""
    if option.refusal is not None:
        return False
    if option.seats <= 0:
        return True
    need = 1 if option.kinds else option.seats
    return len(option.legal_seats()) >= need


def no_legal_target(options: list[Option]) -> bool:
    """True when the step's options that take seats exist and none can be filled now (e.g.
    Constantine with nobody to bring back): the step can only be passed with «none»."""
    seated = [o for o in options if o.seats > 0]
    return bool(seated) and not any(option_is_fillable(o) for o in seated)


def answer_now(st: GameState, steps: list[Step], at: str | None) -> tuple[str, str] | None:
    """The private answer the narrator gives now, while the night's step ``at`` is in front
    (None: every step is done), of the night's checklist ``steps`` (``legal_choices``):
    ``(form, key)``, the answer's form (:func:`choices.signal_form`: ``side_answer``,
    ``right_wrong`` …) and the key of the step confirmed just before ``at`` (reminders
    aside; the last one confirmed when ``at`` is not among them), given until the next
    step is confirmed (TA30-3). None when no step was confirmed before it, the step has no
    answer, it was a dummy call that showed the X sign (one gesture, said with its step),
    it was passed («no action»: nothing was asked, so nothing is answered; a narrator's
    trial saw «پاسخ به کارآگاه: اشارهٔ خنثی» kept in front through the next step,
    TA43-22), the step in front gives an answer of the same form, or the game is won."""
    if st.winner is not None:
        return None
    called = [s for s in steps if s.kind != "reminder"]
    upto = next((i for i, s in enumerate(called) if at is not None and s.key == at),
                len(called))
    done = [s for s in called[:upto] if s.done]
    if not done or (done[-1].kind == "dummy" and done[-1].show_x) or not done[-1].value:
        return None
    form = signal_form(st, done[-1].key)
    if form is None or (at is not None and signal_form(st, at) == form):
        return None
    return form, done[-1].key


def preselected_option(options: list[Option]) -> Option | None:
    """The option a step's picker opens with: the first one taking seats that can be
    filled now; when no such option can be (:func:`no_legal_target`), the pass («none»);
    otherwise None (the narrator chooses)."""
    for o in options:
        if o.seats > 0 and option_is_fillable(o):
            return o
    if no_legal_target(options):
        return next((o for o in options if o.name == "none"), None)
    return None


#: House rules of a family that matter only where the scenario has what they are about
#: (decision TA43-13): the last-move cards, the intro day, the city roles' intro-night
#: round, Citizen Kane, Constantine, the seeds' sixth sense and Saul's trigger.
_CARD_RULES = ("cards_enabled", "card_deck_mode", "card_effects_source", "card_on_empty",
               "beautiful_mind_guesser_returns", "lottery_loser_draws")
_INTRO_DAY_RULES = ("intro_day_challenge", "timer_intro_seconds")
_KANE_RULES = ("kane_godfather_result", "kane_refund_scope", "kane_reveal_content",
               "kane_target_exits")


def house_rules_offered(scenario: Scenario) -> list[str]:
    """The house rules the table is offered for ``scenario`` (the house rules dialog, in
    the order of :meth:`Scenario.default_house_rules`): every rule in its scope less those
    about what this scenario does not have — the last-move cards where its deck is
    ``none`` (club_scenarios 1.2), the intro day's where it begins otherwise, the city
    roles' intro-night round where its intro night has none, Kane's and Constantine's where
    no role plays those kinds, the seeds' sixth sense's once-a-game where the team step has
    no sixth sense, Saul's half-dead trigger where no ``convert`` waits for a teammate's
    exit. The others stay in the scope (a saved game or a script may name them; they have
    no effect): only the dialog leaves them out (a narrator's trial read Kane's and the
    cards' rules in Capo's dialog)."""
    kinds = {r.ability_kind for r in scenario.roles}
    hidden: set[str] = set()
    if scenario.last_move.deck == "none":
        hidden.update(_CARD_RULES)
    if scenario.first_phase != "intro_day":
        hidden.update(_INTRO_DAY_RULES)
    if not any(d.key == CITY_ROLES for d in scenario.intro_night):
        hidden.add("intro_night_wake_city_roles")
    if KANE not in kinds:
        hidden.update(_KANE_RULES)
    if CONSTANTINE not in kinds:
        hidden.add("constantine_pool")
    parts = team_parts(scenario)
    if "sixth_sense" not in scenario.mafia_actions() and "sixth_sense" not in parts:
        hidden.add("sixth_sense_limit")
    if not any(getattr(p.params, "trigger", None) == "after_teammate_exit"
               for p in parts.values()):
        hidden.add("saul_trigger_counts_half_dead")
    return [k for k in scenario.default_house_rules() if k not in hidden]


def house_rules_for(
    scenario: Scenario, n_players: int, chosen: dict[str, Any] | None = None
) -> dict[str, Any]:
    """The complete house rules of a table of ``n_players`` playing ``scenario`` with the
    table's ``chosen`` values (the scenario's defaults for the rest; rules_spec section 7).

    Raises:
        IllegalAction("bad_script"): an unknown rule or value, or a table size the
            scenario cannot seat.
    """
    return dict(_table(scenario, n_players, chosen).rules)


def night_calls(
    scenario: Scenario,
    n_players: int,
    chosen: dict[str, Any] | None = None,
    *,
    intro: bool = False,
) -> list[StepDef]:
    """The steps of the intro night (``intro``) or of the other nights in the order the
    narrator calls them at this table: the scenario file's order, moved by the house rules
    (``jack_wake_position``; the engine's own night order, rules_spec 3.1.2-3.1.3).

    Raises:
        IllegalAction("bad_script"): as :func:`house_rules_for`.
    """
    st = _table(scenario, n_players, chosen)
    st.phase = "intro_night" if intro else "night"
    order = night_order(st)
    defs = list(scenario.intro_night if intro else scenario.night)
    if intro:  # a night step the house rules call on the intro night too (Sherlock's first
        # guess under ``sherlock_first_guess_night = 0``, step 0: A59, decisions S18)
        listed = {ranked_key(d.key) for d in defs}
        defs += [d for d in scenario.night if d.key in order and d.key not in listed]

    def place(d: StepDef) -> int:
        key = ranked_key(d.key)
        return order.get(key, len(order))

    return sorted(defs, key=place)


def _table(scenario: Scenario, n_players: int, chosen: dict[str, Any] | None) -> GameState:
    names = tuple(str(i) for i in range(1, n_players + 1))
    return new_state(Setup(scenario.id, names, dict(chosen or {})), scenario)


@dataclass(frozen=True)
class SherlockSignal:
    """What the narrator signals to Sherlock right after tonight's guess (rules_spec 6.9 S7).

    ``result``: ``"right"`` or ``"wrong"``. ``seat``: the seat (from 1) of the player who
    guessed (the one to signal). ``new_role``: on a right guess, the role id of the card he
    now holds (he is shown it, a private signal); None on a wrong guess.
    """

    result: str
    seat: int
    new_role: str | None = None


def sherlock_signal(st: GameState) -> SherlockSignal | None:
    """Sherlock's right/wrong signal for tonight's confirmed guess (rules_spec 6.9 S7), or
    None when he has not guessed tonight or his guess has no effect (handcuffed, 6.9 S6:
    give him a neutral gesture). Reads ``st`` (a night state), changes nothing."""
    if st.phase not in ("night", "intro_night"):
        return None
    guess = (st.by_kind().get(SHERLOCK) or {}).get("guess")
    result = sherlock_guess_signal(st)
    if result is None or not isinstance(guess, dict):
        return None
    before = sherlock(st.base or st)
    if before is None:
        return None
    if result == "right":
        return SherlockSignal("right", before.seat, st.player(before.seat).role)
    return SherlockSignal("wrong", before.seat, None)


def lottery_loser(st: GameState) -> int | None:
    """The seat (from 1) the death lottery fell on today (rules_spec S2:L33, 3.2), or None
    when no lottery was drawn today."""
    if st.phase != "day":
        return None
    seat = st.choices.get("lottery")
    return seat if isinstance(seat, int) and not isinstance(seat, bool) else None


@dataclass(frozen=True)
class TurnedBack:
    """A player whose own action the witch turned back tonight (capo 6.6; the ``reflect``
    kind): ``lands_on`` the seat it lands on instead of the one he chose (himself; the
    witch under ``usurp``, C8), ``by`` the reflecting role's id, ``comes_to_nothing`` True
    when his kind's action is spent and does nothing instead (the kadkhoda's link, the
    heir's repick: :attr:`Kind.reflected_void`, C10)."""

    lands_on: int
    by: str
    comes_to_nothing: bool


def turned_back_tonight(st: GameState) -> dict[int, TurnedBack]:
    """The players whose action tonight's confirmed reflections turn back, by seat (from
    1), with where it lands (:class:`TurnedBack`); empty outside a main night. What the
    checklist tells the narrator on their rows: a detective who hears «citizen» inquired
    about himself; a kadkhoda's link wakes nobody."""
    if st.phase != "night":
        return {}
    out = {}
    for seat, (lands, by) in reflections_tonight(st).items():
        card = st.view(seat).card
        k = (role_kind(st.scenario, card.role, st.rules) if st.scenario.has_role(card.role)
             else KINDS.get(card.kind))
        if k is not None and not (k.reflectable or k.reflected_void) and left_as_chosen(
                k, st.choices.get(card.role)):
            continue
        out[seat] = TurnedBack(lands, by, bool(k is not None and k.reflected_void))
    return out


def hacked_tonight(st: GameState) -> dict[int, tuple[int, str]]:
    """The players whose ability on one seat fails tonight by a pair-mode hold confirmed so
    far (Namayande's hacker, club_scenarios 4.6): ``{holder seat: (target seat, the
    holding role's id)}``, seats from 1; empty outside a main night. The checklist says it
    on their rows (TA43-20)."""
    if st.phase != "night" or not pair_roles(st):
        return {}  # no pair-mode hold: tonight's holds are not worked out for nothing
    return block_hacked_tonight(st, disabled_tonight(st))


def mafia_call_notes(st: GameState) -> list[str]:
    """What the narrator must know when he calls the mafia tonight, as codes:

    * ``godfather_out`` — the Godfather is not in the game: the team decides, not he (the
      scenario's call names him; Godfather family, 3.1.3);
    * ``sixth_sense_void`` — the Godfather is handcuffed tonight (the handcuffs card): his
      sixth sense is accepted and has no effect; the shot and the purchase are unaffected
      (game-script «a handcuffed Godfather's sixth sense»; 6.9 S6).

    * ``boss_out`` — the scenario's boss card (a ``night_shot`` role the card decides by,
      or the Zodiac's Al Capone, A50) has left: the remaining members decide together,
      not he (club_scenarios 1.3);

    Empty outside a night or in a scenario without the sixth sense or a boss card. The
    ``night_shot`` boss's note first, then the first kind's in registry order whose
    :attr:`Kind.call_notes` gives any (the Godfather's before Al Capone's)."""
    if st.phase == "night" and boss_has_left(st):
        return ["boss_out"]
    for kind in KINDS.values():
        notes = kind.call_notes(st) if kind.call_notes is not None else []
        if notes:
            return notes
    return []


@dataclass(frozen=True)
class BombOutcome:
    """How today's bomb ended (Zodiac, S2:L114, L118; A81-A83): ``by`` is ``guard_code`` or
    ``holder_code``; ``left`` the seat (from 1) that left because the code was wrong (the
    guard in the holder's place, A83, or the holder), None when the bomb was defused."""

    by: str
    left: int | None


def bomb_outcome(st: GameState) -> BombOutcome | None:
    """Today's bomb outcome to read aloud once a code was recorded, else None (see
    :class:`BombOutcome`). The guard's defusal in the noon sleep is secret (rules_spec 3.5.5
    step 6, «Guard may defuse during the noon-sleep (secretly)»): None until the table
    knows the bomb is over (:func:`bomber.bomb_heard_over`, MG31-7; audit30 F2)."""
    if st.phase != "day":
        return None
    value = st.choices.get("bomb")
    if not isinstance(value, dict):
        return None
    by = "guard_code" if "guard_code" in value else "holder_code"
    left = next(
        (
            line.data.get("seat")
            for line in st.log
            if line.kind == "exit"
            and line.phase == "day"
            and line.number == st.number
            and line.data.get("cause") == "bomb"
        ),
        None,
    )
    if by == "guard_code" and left is None and not bomb_heard_over(st):
        return None  # defused in secret: nothing is said yet
    return BombOutcome(by, left)


def seat_roles(st: GameState) -> dict[int, str]:
    """Each seat's role (seat → role id) as the narrator's ring and trackers show it now:
    the card he holds, except that a player won over tonight (Saul's purchase, a club's
    conversion) shows the card he is given from the team's confirmed step on, when he is
    woken and told (rules_spec 3.1.3 «from that night»; S2:L79), not from the morning."""
    roles = {p.seat: p.card.role for p in st.players}
    roles.update(won_over_tonight(st))
    return roles


def asked_before_won_over(st: GameState, key: str) -> int | None:
    """The seat step ``key``'s confirmed value names tonight that tonight's confirmed
    conversion wins over (:func:`won_over_tonight`: the ring shows his new card already),
    or None. A side reading reads each card as it was at the night's start (club_scenarios
    1.5 step 10; decisions K9, TR98-7): the detective asked about him is answered by the
    card he held then («citizen»), which the narrator should know is not a slip (a
    narrator's trial, Y101-15). Reads ``st``, changes nothing."""
    if st.phase != "night":
        return None
    value = st.choices.get(key)
    if not value:
        return None
    won = won_over_tonight(st)
    return next((s for s in sorted(named_seats(value)) if s in won), None)


def end_sides(st: GameState) -> list[str]:
    """The side each seat (seat 1 first) ended on in ``st`` (the game's last state): the
    side of the card he holds (a citizen bought by Saul, a mafia won over by the face-off
    card, a Sherlock who took another's card: the card he took), but a Sherlock swap's
    victim, who leaves holding the Sherlock card the swap gave him, by the card it took
    from him (the role Sherlock's right guess named: the side he played on until he left).
    What the archive index holds for the statistics (HR107-3). [] before the deal."""
    if st.phase == "setup":
        return []
    out = [st.side(p.seat) for p in st.players]
    for p in st.players:
        if swap_victim(p):
            for line in reversed(st.log):  # (one swap a game: the log read only then)
                value = line.data.get("value") if line.kind == "choice" else None
                guess = value.get("guess") if isinstance(value, dict) else None
                if isinstance(guess, dict) and guess.get("seat") == p.seat and (
                        st.scenario.has_role(str(guess.get("role")))):
                    out[p.seat - 1] = st.scenario.side_of(guess["role"])
                    break
    return out


def dealt_roles(game: Game) -> list[str]:
    """The roles as dealt (role ids, seat 1 first), a corrected deal (``redeal``) counted:
    what «correct the deal» starts from. Empty before the deal."""
    acts = effective_actions(game.actions)
    return list(acts[0].value) if acts and acts[0].kind == "deal" else []


#: The day's steps in the order the narrator takes them (game-script «How an entry maps onto
#: the narrator's steps»); the bomb is two steps: the guard's code in the noon sleep, the
#: holder's code at the end of the day.
DAY_STEP_ORDER = (
    "guns",
    "status_inquiry",
    "interrogation",
    "votes",
    "mayor",
    "exit_votes",
    "lottery",
    "card",
    "bomb.guard_code",
    "chaos",
    "bomb.holder_code",
)


#: The day's steps that send the vote's player out: from the vote (a single defender)
#: to the death lottery, the decision of the day's other role between them included.
#: What such a step's exit brings with it (a lover's heartbreak) is read after that exit
#: (CR38-9).
EXIT_DAY_STEPS = DAY_STEP_ORDER[DAY_STEP_ORDER.index("votes"):DAY_STEP_ORDER.index("card")]


def defense_over(st: GameState) -> bool:
    """True once today's defense is over: a step after the defense vote that sends the
    vote's player out (:data:`EXIT_DAY_STEPS`: the exit vote, the other role's decision,
    the lottery) is recorded. The defense round's clock stops saying a defender speaks
    (a fresh narrator's trial, audit32). Reads ``st``."""
    return st.phase == "day" and any(k in st.choices for k in EXIT_DAY_STEPS if k != "votes")


def summoned_today(st: GameState) -> list[int]:
    """The two seats (from 1) today's interrogation summoned, while the interrogator's
    decision is still to come: «each of the two defends twice» before it (club_scenarios
    3.6, 3.8). The window gives them the defence's clock and mark before the day's vote has
    put anyone on defence (a narrator's trial found the defence button greyed for them,
    CF50). [] otherwise. Reads ``st``."""
    if st.phase != "day" or st.winner is not None or INTERROGATION in st.choices:
        return []
    due = interrogation_due(st)
    return sorted(due[1]) if due is not None else []


def summoned_defence(st: GameState) -> tuple[list[int], int, int] | None:
    """The defence of the two today's interrogation summoned (:func:`summoned_today`):
    ``(seats, times, seconds)`` — each defends twice, 30 seconds each (club_scenarios 3.6;
    the defence clock gave each one turn of the day's defence, a narrator's trial, CF50);
    None when none is due. Reads ``st``."""
    seats = summoned_today(st)
    return (seats, *SUMMONED_DEFENCE) if seats else None


#: The bomb's two codes (the day key ``bomb``): the guard's at the noon sleep, the
#: holder's at the end of the day.
GUARD_CODE, HOLDER_CODE = "guard_code", "holder_code"


def bomb_codes_now(st: GameState) -> tuple[str, ...]:
    """The bomb's codes the narrator may enter now (Zodiac, rules_spec 3.5.3, 3.5.6 steps
    6-7; S2:L108, L114, L118; A81, A83), in the day's order: ``guard_code`` while a living
    guard may still defuse at the noon sleep, then ``holder_code``. The guard **may**
    defuse ("he may defuse it in their place during the noon-sleep"), so his code never
    stands alone: when he does not try, the holder names his code at the end of the day
    (a wrong one and he leaves), whoever left by today's vote — the bomber included (A81
    voids a bomb only when its holder leaves). Empty when no code is open: no bomb live
    today, a code already ended it, its holder gone before any code, or the game over.
    Reads ``st``, changes nothing.
    """
    if st.phase != "day" or st.winner is not None:
        return ()
    step = next((s for s in day_steps(st) if s.key == "bomb"), None)
    if step is None or step.done:
        return ()
    names = {o.name for o in options_for(st, "bomb") if o.number}
    return tuple(n for n in (GUARD_CODE, HOLDER_CODE) if n in names)


def vote_unrecorded(st: GameState) -> bool:
    """True on a main day whose vote (``votes``) the rules accept now and nobody recorded,
    not even an empty count: ending the day skips the vote the table was to hold (the
    window asks first, CR38-16). False on a day whose vote is refused (Mafia Nights' Day 1
    as an intro day only, A74), replaced by a procedure, or once the game is over. Reads
    ``st``, changes nothing."""
    if st.phase != "day" or st.winner is not None:
        return False
    step = next((s for s in day_steps(st) if s.key == "votes"), None)
    if step is None or step.done:
        return False
    return step_refusals(st, "votes", [{}])[0] is None


def day_step_now(st: GameState) -> str | None:
    """The day step the narrator is on now, one of :data:`DAY_STEP_ORDER` (or the step of a
    day procedure that replaces the vote today, club_scenarios 9.6; or a role's step after
    an exit, its role id: the hunter's revenge, club_scenarios 7.8), or None when
    nothing is left before «End day» (and outside a main day, or once the game is over).

    The steps are taken in the day's order (game-script: ``guns`` before the defense vote,
    ``status_inquiry``, ``votes``, ``mayor`` / ``exit_votes``, ``lottery``, ``card``,
    ``bomb.guard_code`` in the noon sleep, ``chaos``, ``bomb.holder_code`` at the end of the
    day). A step the table may skip (guns, the status inquiry, the Mayor) is the current one
    while it is still open today and no later step is recorded: guns while a holder may still
    fire, the status inquiry and the Mayor until they are used; the guard's code too, since
    he **may** defuse (rules_spec 3.5.3, S2:L118): current at the noon sleep until he
    defuses or the holder names his code, and the window asks both then
    (:func:`bomb_codes_now`). A step that must be recorded (votes, exit votes, lottery,
    card, chaos, the holder's bomb code, 3.5.6 step 7) is current until it is. Reads
    ``st``, changes nothing.
    """
    if st.phase != "day" or st.winner is not None:
        return None
    proc = procedure_today(st)  # a day procedure replaces the vote (Capo's gun)
    if proc is not None and proc.steps is not None:  # its own steps (the representatives)
        return next((s.key for s in day_steps(st) if s.kind == "input" and not s.done), None)
    if proc is not None:
        return None if proc.key in st.choices else proc.key
    steps = day_steps(st)
    ch = st.choices
    bomb = dict(ch.get("bomb") or {}) if isinstance(ch.get("bomb"), dict) else {}
    order: list[tuple[str, bool, bool]] = []  # (name, optional, done)
    for s in steps:
        if s.key == "bomb":
            if not s.done:
                codes = bomb_codes_now(st)
                if GUARD_CODE in codes:  # he **may** defuse (S2:L118): a step one may skip
                    order.append(("bomb.guard_code", True, False))
                order.append(("bomb.holder_code", False, False))
            continue
        optional = s.kind == "optional"
        # guns stay open while a holder may still fire (the step is listed while one can)
        done = s.done and s.key != "guns"
        order.append((s.key, optional, done))
    last = len(DAY_STEP_ORDER)  # a role's step after an exit (the hunter's) comes last
    order.sort(key=lambda x: DAY_STEP_ORDER.index(x[0]) if x[0] in DAY_STEP_ORDER else last)
    recorded = {k for k in ch if k in DAY_STEP_ORDER}
    if "guard_code" in bomb:
        recorded.add("bomb.guard_code")
    if "holder_code" in bomb:
        recorded.add("bomb.holder_code")
    for name, optional, done in order:
        if done:
            continue
        if optional and name in DAY_STEP_ORDER:  # (a role's step after an exit is last:
            # the hunter who may pass, CF50; its name is no day key, and nothing follows it)
            later = DAY_STEP_ORDER[DAY_STEP_ORDER.index(name) + 1:]
            if recorded & set(later):
                continue  # the table has moved on
        return name
    return None


def day_procedure(st: GameState) -> tuple[str, tuple[str, ...]] | None:
    """The day procedure that replaces today's vote (club_scenarios 9.6: Capo's gun on
    Day 1): its step key and the names of its picks in click order (``trustee``,
    ``suspect_first``, ``suspect_second``, ``real``); None on any other day."""
    proc = procedure_today(st)
    if proc is None:
        return None
    if proc.pick_step is not None:
        return proc.pick_step(st)
    return proc.key, proc.picks


def procedure_words(st: GameState, picked: list[int]) -> Any:
    """The words (``say``, ``gesture``: a :class:`~.scenario.DayStepDef`) the scenario file
    gives today's procedure step now, ``picked`` its picks so far in click order
    (:func:`day_procedure`): the next pick's (Capo's trust vote, the suspects, the midday
    nap's real bullet), else, every pick made or the pick without words of its own, its
    step's (the defence and the shot); None when no procedure holds or the file gives none
    (club_scenarios 6.8; CF80-36). Reads ``st``."""
    found = day_procedure(st)
    if found is None:
        return None
    key, names = found
    words = {d.key: d for d in st.scenario.day}
    nxt = names[len(picked)] if len(picked) < len(names) else None
    return words.get(nxt) if nxt in words else words.get(key)


def procedure_defenders(st: GameState, picked: list[int]) -> list[int]:
    """The seats (from 1) among ``picked`` — today's procedure's picks so far, in click
    order (:func:`day_procedure`) — who defend before its step is recorded (Capo's two
    suspects: «Both suspects defend», club_scenarios 6.8; ``DayProcedure.defending``);
    [] on a day without such a procedure. Reads ``st``."""
    proc, found = procedure_today(st), day_procedure(st)
    if proc is None or found is None:
        return []
    return [seat for seat, name in zip(picked, found[1], strict=False)
            if name in proc.defending]


def procedure_picked(st: GameState, key: str) -> list[int]:
    """The seats of today's recorded procedure step ``key`` in pick order ([] when not
    recorded or no procedure holds)."""
    proc = procedure_today(st)
    value = st.choices.get(key)
    if proc is None or value is None or proc.picked is None:
        return []
    return list(proc.picked(value))


def day_openers(st: GameState) -> list[str]:
    """The day steps a kind may open today's procedure with now (the rebel's ``terror``,
    club_scenarios 4.8): offered today, not recorded, and no step of the procedure recorded
    yet (it comes before the election and the accusations)."""
    from .abilities.steps import DAY_OPENERS

    proc = procedure_today(st)
    if proc is None or proc.steps is None or st.winner is not None:
        return []
    if any(k in st.choices for k in (proc.key, *proc.keys)):
        return []
    return [k for k, (offered, _o) in DAY_OPENERS.items()
            if k not in st.choices and offered(st) is not None]


def procedure_counts_votes(st: GameState) -> bool:
    """True when today's procedure counts its vote in the day's ``votes`` step and its picks
    are recorded (the representatives' accused): the window's vote box is used."""
    proc = procedure_today(st)
    return proc is not None and proc.votes and "accused" in st.choices and (
        "terror" not in st.choices)


def chaos_today(st: GameState) -> bool:
    """Whether the day ``st`` is a chaos (کی‌آس) day: its handshake is the day's one step,
    in place of the defence and exit votes. Reads ``st`` alone.

    The rule (rules_spec 3.3.5, A62-A63): a main day that began with exactly three in the
    game, one mafia, one city and the unswapped Sherlock, has no normal vote; the handshake
    decides (:func:`~.abilities.sherlock_holmes.chaos_day`, judged by the day's start). It
    stays one once its handshake is recorded, also when that decided the game (the
    game-over desk showed the defence vote's box on a day that had none, a narrator's
    trial). False outside a main day.
    """
    return st.phase == "day" and ("chaos" in st.choices or chaos_day(st))


def day_has_vote(st: GameState) -> bool:
    """Whether the day ``st`` holds the day's vote now (the window's vote box: its counts
    typed, the ring taking its nominees), as far as the table has come. Reads ``st`` alone.

    The rule: a main day holds the defence vote (rules_spec 1.3), except
    * the intro day (rules_spec 3.1.2: «no vote») and Mafia Nights' Day 1 played as an intro
      day only (``mafia_nights_day1 = intro_only``, rules_spec 3.4.6, A74);
    * a chaos day (rules_spec 3.3.5, A62: «no normal vote», the handshake decides), also
      once its handshake decided the game;
    * a day whose interrogation vote was held and, by the interrogator's ``day`` setting
      (``replaces_vote_if_held``, club_scenarios 3.6, 3.8, C11), is the day's only exit vote;
    * a day a procedure holds (club_scenarios 9.6): Capo's trust vote and gun on Day 1
      (6.8: «no other vote on Day 1»), the representatives' election day (4.8: «no exit vote
      on Day 1») hold none; the representatives' later days hold their one vote on the
      accused once they are named (4.8; before, and after the rebel's terror, which ends
      the day, none).

    Returns:
        True when the vote belongs to the day now; False outside a main day. The same as
        «``votes`` is among :func:`~.choices.day_steps`» on every day but a chaos day its
        handshake has won (the checklist then falls back to the regular steps: the chaos
        day is judged on a game not yet won, :func:`~.abilities.sherlock_holmes.chaos_day`).
    """
    if st.phase != "day" or intro_only_day(st):
        return False
    if chaos_today(st):
        return False
    if procedure_today(st) is not None:
        return procedure_counts_votes(st)
    return not interrogation_ends_day(st)


def vote_moves_today(st: GameState) -> tuple[dict[int, int], dict[int, int]]:
    """Today's moves of the count against each accused (the representatives' day: the
    Don's treason vote, club_scenarios 4.6, 4.8), seat → votes added (±), as they stand once
    the accused are named; and, once the counts are recorded, each count they (or a
    keep-out) changed, as counted (seat → count). Both empty on another day, before the
    accused, at night (the window said nothing of the move: a narrator's trial, CF80-54)."""
    if st.phase != "day":
        return {}, {}
    return dict(st.day.vote_moves or {}), dict(st.day.counted or {})


@dataclass(frozen=True)
class ExitRounds:
    """Today's exit vote as the engine recorded it (:func:`exit_vote_rounds`): ``rounds``
    its rounds in order, each seat (from 1) → votes; ``tied`` the seats the deciding round
    left tied, as the engine lists them (empty when it decided)."""

    rounds: tuple[dict[int, int], ...]
    tied: tuple[int, ...]


def exit_vote_rounds(st: GameState) -> ExitRounds | None:
    """Today's exit vote as recorded (its log line, written by the day's exit vote): its
    rounds — the first and, when it tied under «revote, then lottery» (``tie_resolution =
    revote_then_lottery``, A05), the revote among the tied — and the seats its deciding
    round left tied. None outside a day or before it is recorded today. Reads ``st``."""
    if st.phase != "day":
        return None
    for line in reversed(st.log):
        if (line.phase, line.number) != (st.phase, st.number):
            break
        if line.kind == "exit_votes":
            return exit_rounds_of(line.data)
    return None


def exit_rounds_of(data: dict[str, Any]) -> ExitRounds:
    """The exit vote an ``exit_votes`` log line's ``data`` records (:class:`ExitRounds`):
    its ``votes``, one round or a revote's rounds in order, and its ``tied``. Read by
    :func:`exit_vote_rounds` and the game log's line."""
    v = data.get("votes") or {}
    rounds = v if isinstance(v, list) else [v]
    return ExitRounds(
        tuple({int(s): int(n) for s, n in r.items()} for r in rounds if isinstance(r, dict)),
        tuple(data.get("tied") or ()))


def day_vote_on(st: GameState) -> str:
    """What today's vote (the day panel's vote box) is on: ``defense`` (the defence vote,
    rules_spec 1.3), or, on a day a procedure holds that counts its own vote, the step whose
    picks it is on (:attr:`DayProcedure.vote_on`: the representatives' ``accused``,
    club_scenarios 4.8). The window titles the box by it."""
    proc = procedure_today(st)
    return proc.vote_on if proc is not None and proc.votes and proc.vote_on else "defense"


def procedure_targets(st: GameState, picked: list[int]) -> dict[int, IllegalAction | None]:
    """Each seat (1-based) → None when it may be today's procedure's next pick after
    ``picked`` (seats already picked, in order), else the engine's refusal; {} when no
    procedure holds today."""
    proc = procedure_today(st)
    if proc is None or proc.pick_targets is None:
        return {}
    return proc.pick_targets(st, list(picked))
