"""The registry of ability kinds: the abilities the engine has, by the name a scenario file
gives them (one :class:`Kind` object each), and the interface the scenario file and the
window use: :func:`kind_names`, :func:`params_model`, :func:`validate_params`,
:func:`register`, :func:`stage_effects`, :func:`signal_of`, :func:`confirms_undo`.

A scenario's role names its ``kind`` (by default its own id); the engine's handlers act on
kinds, so a club's file may declare a new role (``nurse``) that saves like the doctor
(``kind = "doctor"``). Each kind says what its night step writes (``action``), the token the
ring shows on its target tonight, and the counter that tells when its uses are spent.
A scenario file may only use the kinds listed here (:mod:`scenario` refuses any other).
Each kind's night check is its :attr:`Kind.check` (the team step's in :mod:`.checks`; a kind
checking its whole step, Jack's, Nostradamus's, Sherlock's, its ``whole_check``); its effect
runs at its ``stage`` of the night's fixed pipeline (``night.NIGHT_STAGES``); its options
are its ``options`` (:class:`OptionSpec`) or its ``whole_options`` (or, for a one-seat step,
come from its ``action``).

The win rules are kinds too (:data:`WIN_KINDS`): a scenario's ``[win]`` names one, and
``table.check_winner`` plays it with the file's parameters.
"""

from __future__ import annotations

from collections.abc import Callable, Mapping
from dataclasses import dataclass, field, replace
from typing import Any

from pydantic import BaseModel, ConfigDict

from ..house_rules import NEEDS
from ..option import Option
from ..tokens import TOKEN_TEXT, VOID, token_text  # noqa: F401 (the kinds' tokens, re-exported)

#: The night's stages, in the order they resolve (rules_spec 3.1.4 steps 1-13, club_scenarios
#: 1.5): the stage a kind's effect belongs to is one of these (``night.NIGHT_STAGES`` runs
#: them; a test keeps the two lists equal).
NIGHT_STAGE_NAMES = (
    "theft",        # the pickpocket's theft, before anyone acts (S2:L49; 6.9 S3)
    "guess",        # 1 the sixth sense (slaughter-type guesses)
    "convert",      # 2 the purchase
    "block",        # 3 blocks
    "explode",      # 3 last night's unused war guns, after the holds (A80)
    "save",         # 4 saves
    "slaughter",    # 5 kills saves never stop
    "night_shot",   # 6 the team's shot (and the Zodiac's)
    "shoot",        # 7 the city's shot (Leon)
    "sacrifice",    # 8 Sherlock's swap victim, Kane's sacrifice
    "inquiry",      # 9 inquiries that spend a coupon (Kane)
    "signal",       # 9 private answers (the detective's, with a tampering: the joker's flip)
    "day_effects",  # what lasts into the day (silence, status request)
    "bomb",         # the bomb, the ocean's wake
    "guns",         # the guns given (and the magician's 24 hours)
    "revive",       # 10 the revival
    "exits",        # 11 exits applied
    "announce",     # 13 the morning's announcements
)


class NoParams(BaseModel):
    """The parameters of a kind that has none yet: a role's entry may give none (any name
    is refused, so a misspelt parameter never passes silently)."""

    model_config = ConfigDict(defer_build=True, extra="forbid", frozen=True)


@dataclass(frozen=True)
class Kind:
    """One ability kind.

    ``action`` is the key of its one-seat night value (``{save: 4}``), None when its step is
    not a single seat (or it has no night step); ``token`` the ring token on tonight's
    target; ``uses`` the counter that spends it and how (``count``: spent at 0; ``flag``:
    spent when true; ``held``: spent when false; ``guns``: spent when no gun is left);
    ``step`` whether the role has a night step of its own (it may appear in a scenario's
    ``night`` order); ``spec`` the rules it implements (rules_spec sections and seed lines).

    ``stage`` is the night stage its effect belongs to (:data:`NIGHT_STAGE_NAMES`);
    ``signal`` the name of the private signal its step gives the narrator (the key of the
    night record's ``private``); ``confirm_undo`` whether taking its step back needs the
    narrator's confirmation (the player has been told something); ``params`` the pydantic
    model of its parameters in a role's entry; ``name`` its name (set by the registry).
    Every kind is registered from its own module (:func:`register`) and brings its night
    ``check`` (state, kind, holder, value → None or raise IllegalAction) and its
    ``effect`` (night, holder, value), run after its stage.

    ``intro_night``: its step is taken on the intro night too (its check decides main
    nights); ``on_confirm`` (state, value): what its step changes at once when confirmed (the
    heir's pick on the intro night); ``every_night`` (night): run after its stage every main
    night while the scenario has the kind, whether or not its holder acts (a shield that
    lasts); ``required`` (state) → a detail when its step is due tonight and not given (the
    night's end is refused ``missing_choice``), else None.
    """

    spec: str
    action: str | None = None
    token: str | None = None
    uses: tuple[str, str] | None = None
    step: bool = False
    stage: str | None = None
    signal: str | None = None
    confirm_undo: bool = False
    params: type[BaseModel] = NoParams
    trackers: tuple[tuple[str, str], ...] = ()
    #: The counters of its tracker lines that record the last night's target, written by
    #: its step at End night each night anew (the no-repeat rules read them, club_scenarios
    #: 2.10 C8, rules_spec 3.1.3, A79: the hold's, the shield's, a save's last pick): the
    #: trackers panel says tonight's beside them (:func:`params.night_records`).
    night_records: tuple[str, ...] = ()
    #: The records among :attr:`night_records` of a player-mode hold, whose seats a guard's
    #: shield may void while the hold still counts for the no-repeat rule (club_scenarios
    #: 2.10 C8): the trackers panel marks those seats void (:func:`params.hold_records`).
    hold_records: tuple[str, ...] = ()
    name: str = ""
    check: Callable[..., None] | None = field(default=None, compare=False)
    #: ``seat_check(st, key, actor, name)`` (``check``'s first three arguments) → ``arg ↦``
    #: the refusal ``check(st, key, actor, {name: arg})`` gives, returned, not raised, with
    #: what does not depend on the seat found once (the pickers ask every seat,
    #: :func:`checks.night_seat_refusals`); None when ``check`` is to be asked value by
    #: value. None: no such check.
    seat_check: Callable[..., Callable[[Any], Any] | None] | None = field(
        default=None, compare=False)
    effect: Callable[..., None] | None = field(default=None, compare=False)
    intro_night: bool = False
    on_confirm: Callable[..., None] | None = field(default=None, compare=False)
    every_night: Callable[..., None] | None = field(default=None, compare=False)
    required: Callable[..., str | None] | None = field(default=None, compare=False)
    #: The general kinds' hooks (club_scenarios 9; :mod:`.base`): ``multi`` several roles of
    #: a scenario may have this kind (each plays by its own parameters, found by role id);
    #: ``whole_night`` its ``effect`` is called once, ``effect(night)``, after its stage and
    #: finds its roles itself; ``team_parts(scenario, role_id, params)`` the team actions (and extra
    #: fields) its role adds to the ``mafia`` step (:class:`TeamPart`); ``options(st, key,
    #: params)`` the window's options (:class:`OptionSpec`); ``tokens(st, key, value)`` the
    #: ring's (seat, token) pairs of a role's value; ``signal_value(st, key)`` the private
    #: signal the narrator gives now; ``is_spent(st, player)`` True when the role is no longer
    #: called; ``disables(st, choices)`` seats whose own action is void tonight, with why.
    multi: bool = False
    #: Its refusals name the role's id (the step's key), not the kind, though one role
    #: plays it (``multi`` kinds' do too): the seeds' gunner's read ``gunner`` as before.
    names_role: bool = False
    whole_night: bool = False
    team_parts: Callable[..., tuple[TeamPart, ...]] | None = field(default=None, compare=False)
    options: Callable[..., list[OptionSpec]] | None = field(default=None, compare=False)
    tokens: Callable[..., list[tuple[int, str]]] | None = field(default=None, compare=False)
    signal_value: Callable[..., dict[str, Any] | None] | None = field(default=None,
                                                                       compare=False)
    is_spent: Callable[..., bool] | None = field(default=None, compare=False)
    disables: Callable[..., dict[int, str]] | None = field(default=None, compare=False)
    #: ``disables_may_fire(st)`` False when :attr:`disables` voids nobody on any night of
    #: ``st``'s game (it reads only the game's scenario, house rules and the registry's
    #: kinds): the night never asks it (:func:`.base.whole_night_kinds_disabled`; the
    #: seeds' holds are all worked out early, their guesses all in the seeds' form); None:
    #: asked every night.
    disables_may_fire: Callable[..., bool] | None = field(default=None, compare=False)
    #: ``disables_early(st, choices, off)`` as ``disables``, worked out at step 3's place
    #: (after the theft and the handcuffs, before the sixth sense's slaughter and the other
    #: kinds' ``disables``): the seeds' Matador's and magician's holds (``block``, A31).
    disables_early: Callable[..., dict[int, str]] | None = field(default=None, compare=False)
    start_counters: Callable[[BaseModel], dict[str, Any]] | None = field(default=None,
                                                                         compare=False)
    #: ``deal(st, role, counters, n_mafia)`` the card's counters at the deal, from the table
    #: as dealt (a stock by table size; ``n_mafia`` the mafia dealt, None: the roster's);
    #: ``called(st, role)`` False on a night the role's step is not
    #: called at all (a reaction: the commando only when the team shot names him).
    deal: Callable[..., dict[str, Any]] | None = field(default=None, compare=False)
    called: Callable[..., bool] | None = field(default=None, compare=False)
    #: True when :attr:`is_spent` and :attr:`called` read only the holder's card, the
    #: night's number and the game's scenario and rules, never tonight's steps (the save's
    #: self uses, the shot's bullets and its even nights): the checklist asks them once a
    #: night, at the night's first ask of the role's step, and reads their answers at every
    #: later ask whose players are the night start's own (:func:`..choices._role_line`).
    night_fixed: bool = False
    #: Hook name → the kinds (or step keys) of tonight's steps whose choices that hook
    #: reads, for its hooks that the night's checklist asks (:data:`..choices.CHECKLIST_HOOKS`:
    #: ``called`` and ``is_spent`` unless :attr:`night_fixed`, ``words``, ``night_call``,
    #: ``disables``, ``disables_early``, ``disables_over``, ``acts_gone``): the Matador's hold
    #: reads the holds and the shields against them, the sixth sense the team's step (and,
    #: where saves stop a guess, the saves). A hook it does not name, or None: not said, so
    #: any (a game with such a kind in play keeps no checklist,
    #: :func:`..choices.night_steps`). A kind with none of those hooks reads nothing.
    night_reads: dict[str, tuple[str, ...]] | None = field(default=None, compare=False)
    signal_form: Callable[[BaseModel], str | None] | None = field(default=None, compare=False)
    #: ``end_check(st, kind)`` refuses ending the night while a required choice is
    #: missing (``missing_choice``: cupid's lovers on the first night, the hunter's shot).
    end_check: Callable[..., None] | None = field(default=None, compare=False)
    #: ``marks(st, player)`` the ring's standing (seat, token) pairs of a card, shown in
    #: every phase (the lovers cupid made, club_scenarios 7.6).
    marks: Callable[..., list[tuple[int, str]]] | None = field(default=None, compare=False)
    #: ``counters_now(st, player)`` the counters the card's tracker lines show at once from
    #: tonight's confirmed step, before End night writes them (cupid's lovers: the link
    #: holds from the choice, club_scenarios 7.7 step 1); :func:`choices.trackers`.
    counters_now: Callable[..., dict[str, Any]] | None = field(default=None, compare=False)
    #: ``words(st, key, name)`` the role's step's (say, gesture) tonight instead of the
    #: file's, or None to keep the file's (``name``: the role's name; the witch on a night
    #: without a victim, club_scenarios 7.10 C2).
    words: Callable[..., tuple[Any, Any] | None] | None = field(default=None, compare=False)
    #: True when the holder's action, turned back by a ``reflect`` (the witch), is spent and
    #: comes to nothing instead of landing on himself (the kadkhoda's link, the heir's
    #: repick: capo 6.6, C10); the kind's effect applies it, the window says it
    #: (:func:`.reflect.reflections_tonight`).
    reflected_void: bool = False
    #: True when its action on a seat lands where a ``reflect`` sends it
    #: (:func:`.base.landing`: the detective's inquiry, the armoursmith's save, a shot; capo
    #: 6.6): a kind with a one-seat ``action`` is turned back by its value instead.
    reflectable: bool = False
    #: ``no_pass(st, key)`` True when the role's step may not be passed now (no «none»
    #: option: cupid's lovers on the first night, the hunter's shot unless he may pass).
    no_pass: Callable[..., bool] | None = field(default=None, compare=False)
    #: ``per_role(params)`` → the fields of this kind that depend on a role's parameters
    #: (``trackers``, ``night_records``, ``hold_records``, ``signal``, ``confirm_undo``,
    #: ``token``, ``action``, ``uses``), laid over the kind's own values for that role
    #: (:func:`params.role_kind`); None: the kind's values hold for every role (issue 21:
    #: one kind, several shipped roles).
    per_role: Callable[[BaseModel], dict[str, Any]] | None = field(default=None,
                                                                  compare=False)
    #: Further night stages after which its ``effect`` runs too (a ``whole_night`` effect
    #: reads the stage under way, ``night.stage``, and acts for the roles whose params name
    #: it: the ``wake_link`` kind's ``stage``).
    stages: tuple[str, ...] = ()
    #: ``acts_at(st, stage)`` False when its ``effect`` run after ``stage`` (its
    #: :attr:`stage` or one of its :attr:`stages`) does nothing on any night of ``st``'s
    #: game: it reads only the game's scenario, house rules and the registry's kinds (the
    #: ``shoot`` kind at the stage none of its roles names; the seeds' guess, or a club's,
    #: at the other's stage). The night's plan leaves its effect out there
    #: (:func:`..night._night_plan`, kept per game's rules); None: it may act at each.
    acts_at: Callable[[Any, str], bool] | None = field(default=None, compare=False)
    #: The detail of a one-seat step's option refused as a whole when nobody may be chosen
    #: tonight (``not_available``, issue 13 item 6: «there is nobody to bring back»); None:
    #: ``no_target``.
    no_target_detail: str | None = None
    #: The seeds' team boss (the Godfather, Al Capone: the team's final say, S2:L44,
    #: L109): the seeds' detective (the retired ``detective`` kind, an ``inquiry``) reads
    #: the card as a citizen (S2:L44, L53, L115).
    boss: bool = False
    #: Taken for a citizen where the rules count through the boss's disguise: Nostradamus's
    #: count of mafia picks (S0:L7) and Kane's inquiry under ``kane_godfather_result =
    #: citizen`` (A38) (the Godfather).
    counted_citizen: bool = False
    #: The card has no ability at all (the plain citizen, rules_spec 1.1): not woken with
    #: the city's roles on the intro night (A16).
    no_ability: bool = False
    #: ``disables_over(st, choices, off)`` as ``disables``, worked out after
    #: ``disables_early`` and before ``disables``, its reasons replacing those found so far
    #: (the sixth sense's slaughter, rules_spec 3.1.4 step 1: a slaughtered player shows
    #: ``slaughtered``, not his handcuffs or hold).
    disables_over: Callable[..., dict[int, str]] | None = field(default=None, compare=False)
    #: Its place on the trackers panel (:func:`tracker_rank`, the narrator's night order):
    #: cards sort by it, lowest first; the shipped kinds and the retired kinds
    #: (:attr:`RetiredKind.panel_rank`) use tens: the Godfather 0, the purchase 10, the
    #: Matador 20, Watson 30, Leon's ``shoot`` 40, Kane 50, Constantine 60, Nostradamus 70,
    #: Jack 80, Sherlock 90, Dr Lecter 100, the pickpocket 110, the doctor 120, the
    #: psychiatrist 130, the die-hard 140, the Mayor 150, the magician 160, the bomber 170,
    #: the gunner 180; None: after them all (:data:`PANEL_LAST`).
    panel_rank: int | None = None
    #: Section-7 house-rule keys that matter only where a roster has this kind: laid into
    #: :data:`house_rules.NEEDS` when the kind is registered (a scenario without it does not
    #: offer them, rules_spec 6.10 S14).
    scoped_rules: tuple[str, ...] = ()
    #: Its ``effect`` runs before the other kinds' effects at its stage (the stage's own
    #: work when the night's code did it: the theft before anyone acts, the silence before
    #: the status request's announcement).
    first_at_stage: bool = False
    #: Resolving a night with this kind in play may refuse the night's end (the trap's toll:
    #: a mine that fires with no sacrifice named is ``missing_choice``, one named with no
    #: mine fired ``not_available``; club_scenarios 9.1): :func:`game.end_refusal` then
    #: resolves the night to answer, where otherwise the night's end checks alone decide.
    dawn_refusal: bool = False
    #: ``whole_check(st, kind, value)`` checks its night step wholly, its phase included (the
    #: intro night's phase check by day, ``day.check_phase``, leaves it to this check), in
    #: place of the shared path (no intro-night rule, no actor looked up, an empty value not
    #: passed): Jack's curse, required every night and frozen after his reveal (A51, A53);
    #: Nostradamus's picks (intro night only); Sherlock's guess.
    whole_check: Callable[..., None] | None = field(default=None, compare=False)
    #: ``acts_gone(st)`` the holder who left earlier in this phase and still acts in it
    #: (the hunter whose lover withdrew at night: his shot is owed, 7.6), None when none:
    #: the shared path looks him up when no holder is in the game.
    acts_gone: Callable[..., Any] | None = field(default=None, compare=False)
    #: The day procedure whose count the kind acts in (``representatives``: the lawyer's
    #: keep-out, the Don's treason vote); a scenario without it is refused by ``scenario
    #: check``, where the role would do nothing (an auditor's club file, CF46-25). "": none.
    needs_procedure: str = ""
    #: ``wakes_after(st)`` the step key its step is called right after tonight (moved from
    #: its place in the file's night order; "" or a key not in tonight's order: first),
    #: None: the file's place (a house rule's choice: ``jack_wake_position``, A52).
    wakes_after: Callable[..., str | None] | None = field(default=None, compare=False)
    #: ``night_start(st)`` runs when the night is resolved, before its stages (the intro
    #: night's too): Jack's curse made the active one (S2:L62).
    night_start: Callable[..., None] | None = field(default=None, compare=False)
    #: ``leaves_with(st, leaving)`` the seats that leave because the seats ``leaving`` do
    #: (Jack with his cursed player, S2:L63), known before the night's exits are applied.
    leaves_with: Callable[..., set[int]] | None = field(default=None, compare=False)
    #: ``shot_shield(st, p)`` True when the team's night shot never removes ``p``, its
    #: holder, now, whatever saves or vests: Jack always (S2:L62), Nostradamus while his
    #: shield lasts (S0:L7), the Zodiac under ``zodiac_immune_to_mafia_shot`` (A78); None:
    #: the shot may remove him (an ``immune`` card's own shield aside, club_scenarios 9.2).
    shot_shield: Callable[..., bool] | None = field(default=None, compare=False)
    #: ``immortal(st, p)`` True when no shot of tonight removes ``p``, its holder (the
    #: unswapped Sherlock on his immortal nights, A58): the team's shot, and the sixth
    #: sense's slaughter unless ``sixth_sense_overrides_immortality`` (:meth:`Night.immortal`).
    immortal: Callable[..., bool] | None = field(default=None, compare=False)
    #: The announcement when its holder leaves (in place of ``left:<seat>``), None: that one.
    exit_word: str | None = None
    #: The day's vote never removes its holder: his card is shown instead (the counter
    #: ``revealed`` set, ``role_shown:<seat>`` announced; no last-move card; S2:L62, A56).
    shown_when_voted_out: bool = False
    #: ``found_by(player, guess)`` True when a Beautiful Mind guess naming seat ``guess``
    #: finds its holder (an independent); None: a guess of his own seat (S2:L68).
    found_by: Callable[..., bool] | None = field(default=None, compare=False)
    #: ``spec_words(params)`` → ``(kind, params)``: a role's ``params`` written in
    #: club_scenarios 9's own words (9.3 ``block``'s ``duration``, 9.5 ``give_guns``'s
    #: ``stock``) read as this kind takes them (:func:`spec_form`, CF47-1); a word it does
    #: not map is left for the model to refuse. With :attr:`spec_of`, the params of that
    #: kind of section 9 read as this one's, or None when they are not this variant.
    spec_words: Callable[[dict[str, Any]], tuple[str, dict[str, Any]] | None] | None = (
        field(default=None, compare=False))
    #: ``meets_first_night(params)`` True when a role of this kind with these params acts on
    #: a first night that is only a meeting (Werewolf's Night 1 under ``ww_first_night_kill
    #: = false``: «a meeting plus cupid», club_scenarios 7.10 C2): Cupid; None: it does not
    #: (its step there is ``wrong_phase`` and it is not called, CF47-34).
    meets_first_night: Callable[[Any], bool] | None = field(default=None, compare=False)
    #: ``is_boss(params)`` True when a role of this kind with these params is the team's boss
    #: card (a ``night_shot`` whose ``decider`` is the boss): the card club_scenarios 9's
    #: word ``boss`` names in a role-id parameter (:data:`ROLE_ID_PARAMS`, CF47-14).
    is_boss: Callable[[Any], bool] | None = field(default=None, compare=False)
    #: The kind of club_scenarios 9 this kind is a variant of, by a word of its params
    #: (``give_bullet``: ``give_guns`` with ``fire = same_night``; ``armed_revenge``:
    #: ``revenge_on_exit`` with ``trigger = armed_by_teammate_exit``); "": none.
    spec_of: str = ""
    #: ``empty_check(st, role, actor)`` refuses the role's empty value ``{}`` (called, nothing
    #: chosen) on a night its holder is not called (the reporter before any negotiation,
    #: or on a night without one under ``mz_reporter_mode = negotiation_night``: mozakere
    #: 5.6, HR7; CF47-6); None: an empty value is always taken.
    empty_check: Callable[..., None] | None = field(default=None, compare=False)
    #: The private signals its holder receives by day, not at a night step of his (the
    #: guard's bomb code at the noon sleep, S2:L118): :func:`day_signal`, :func:`signal_kind`.
    day_signals: tuple[str, ...] = ()
    #: ``shape(value, n_seats, key)`` refuses its night value when not of its game-script
    #: shape (``bad_script``; ``shapes.check_step``, for a kind ``shapes.SHAPES`` lacks).
    shape: Callable[[Any, int, str], None] | None = field(default=None, compare=False)
    #: Its step is taken on the intro night only: on a main night it is ``wrong_phase``
    #: (Nostradamus, rules_spec 3.1.2).
    intro_night_only: bool = False
    #: ``step_rules(st, key)`` the rules a choice at the role's step must follow, said before
    #: it is made: each the refusal given when it is broken (Nostradamus's ``forced_side``,
    #: ``queries.step_rules``).
    step_rules: Callable[..., list[Any]] | None = field(default=None, compare=False)
    #: ``spend_blocked(st, ch, off)``: under ``blocked_consumes_resource`` (A31) the use its
    #: holder chose tonight (``ch``: tonight's steps) is spent although a block held him
    #: (``off`` says ``blocked``): a bullet, a coupon, the revival, the bomb, a self-save ...
    spend_blocked: Callable[..., None] | None = field(default=None, compare=False)
    #: ``whole_options(st, key, kind, per_seat)`` the window's options of its step built
    #: whole (:class:`option.Option`), where an :class:`OptionSpec` does not say them:
    #: Nostradamus's three seats and a side, the bomb's code, Sherlock's seat and role, a
    #: request with no seat (``choices.options_for`` asks it after ``options``);
    #: ``per_seat(make)`` each seat's refusal of the value ``make(seat)``, asked of the rules.
    whole_options: Callable[..., list[Option]] | None = field(default=None, compare=False)
    #: ``place_token(value, token, put)`` puts its one ``token`` (void or not) on the seats
    #: of its night ``value`` when it has no one-seat ``action`` (``put(seat, token)``:
    #: Sherlock's guessed seat; ``choices.tokens_tonight``).
    place_token: Callable[..., None] | None = field(default=None, compare=False)
    #: ``night_call(st, key, add, alive_mafia)`` puts its step on a main night's checklist
    #: in a way of its own, in place of a role's usual call (``choices.night_steps``;
    #: ``add(key, kind, role, seats, why=None, show_x=False)``): Jack's curse, never a dummy
    #: call (A51); Sherlock's guess, kept with the swapper's seat once he swapped.
    night_call: Callable[..., None] | None = field(default=None, compare=False)
    #: The reasons (``handcuffed`` …) that make the step ``night_call`` puts a dummy call,
    #: as a role's usual call is (A28, decisions R12): Sherlock's only under handcuffs (6.9
    #: S6 «a handcuffed Sherlock's guess … accepted and have no effect»); a block or a
    #: slaughter comes after his guess (A29: «does not stop … Sherlock (who acts before the
    #: mafia)»).
    call_dummy: tuple[str, ...] = ()
    #: ``turns_shot(night, shooter, seat)`` a shot of a ``turnable`` kind (the Zodiac's
    #: ``shoot``) on ``seat``, its holder, decided by the holder's kind: True when it did
    #: (the guard: the shooter leaves instead, A82), False to let the shot resolve as usual.
    turns_shot: Callable[..., bool] | None = field(default=None, compare=False)
    #: ``call_notes(st)`` what the narrator must know when he calls the mafia tonight, as
    #: ``messages`` codes (the Godfather out, his sixth sense void; Al Capone out): asked in
    #: registry order by ``queries.mafia_call_notes``, the first kind with notes gives them.
    call_notes: Callable[..., list[str]] | None = field(default=None, compare=False)


@dataclass(frozen=True)
class TeamPart:
    """One key of the ``mafia`` step's value contributed by a role's kind (club_scenarios
    1.3): ``key`` (``nato``, ``trade``, ``negotiate``, ``recruit``, ``execute``, ``shot``),
    the ``role`` id that brings it and its ``kind``; ``action`` True when it is a team
    action (one a night, ``one_team_action``), False for an extra field carried beside one
    (a guess made with the shot, Namayande's treason vote); ``check(st, part, arg, value)``
    refuses an illegal ``arg`` (``value`` is the whole team value); ``token`` the ring's
    token on its seats, ``seats(arg)`` those seats."""

    key: str
    role: str
    kind: str
    check: Callable[..., None] = field(compare=False)
    action: bool = True
    token: str | None = None
    seats: Callable[[Any], list[int]] | None = field(default=None, compare=False)
    option: OptionSpec | None = None
    params: BaseModel | None = field(default=None, compare=False)
    #: The scenario's ``mafia`` step lists this key among its ``actions`` (Saul's ``buy``
    #: played by the ``convert`` kind): offered at that place, and one of the seeds' team
    #: actions (not a club's team sentence, ``one_team_action``'s detail).
    listed: bool = False
    #: For an extra field (``action`` False) offered beside the step's actions: every value
    #: it may take (the treason vote's four slot-and-direction pairs), each asked of the
    #: rules for the window (``choices._team_field``); empty: offered as an option of its own.
    field_args: tuple[Any, ...] = field(default=(), compare=False)
    #: ``seat_check(st, part, targets=None)`` → ``arg ↦`` the refusal ``check`` gives
    #: ``arg`` on ``st`` (``value`` ``{key: arg}``), returned, not raised, with what does
    #: not depend on the seat found once (the pickers ask every seat,
    #: :func:`checks.night_seat_refusals`; ``targets``: the ask's ``checks.TeamTargets``,
    #: each seat's team target found once for all the team's actions, or None); it returns
    #: None when ``check`` is to be asked value by value. None: no such check.
    seat_check: Callable[..., Callable[[Any], Any] | None] | None = field(
        default=None, compare=False)


def seat_itself(seat: int) -> int:
    """An :attr:`OptionSpec.probe` whose value is the seat itself (a team action's argument,
    ``{name: seat}`` once the team step wraps it: the purchase's recruit, a part's plain
    seat): the team step's options take the table's seats as its probes' args, no call a
    seat (``choices._opts_mafia``)."""
    return seat


@dataclass(frozen=True)
class OptionSpec:
    """One option a general kind offers the window (``choices.options_for`` turns it into
    an ``Option`` with each seat's legality): its game-script ``name``, how many ``seats``
    (up to, for ``seats > 1``), whether it asks a role (``role_guess``), ``build(seats,
    role)`` → the step's value, and ``probe(seat)`` → a value naming that seat (asked of the
    rules to find whether the seat is legal)."""

    name: str
    build: Callable[..., Any] = field(compare=False)  # (seats, role[, kinds])
    probe: Callable[[int], Any] | None = field(default=None, compare=False)
    seats: int = 1
    role_guess: bool = False
    #: one of these words per chosen seat (a gun's type): ``build(seats, role, kinds)``
    kinds: tuple[str, ...] = ()
    #: exactly ``seats`` seats (a pair), not up to
    exact: bool = False
    #: An exact pair whose places differ (the trade's sacrifice, then its recruit): for each
    #: place, ``(state, seat)`` → a whole value naming that seat there (the other places
    #: filled with a seat legal for them), asked of the rules for each place's legal seats.
    slot_probes: tuple[Callable[[Any, int], Any], ...] = field(default=(), compare=False)
    #: With ``kinds``: ``(seat, kind)`` → a value giving that seat that kind, asked of the
    #: rules for the kinds each seat may take (a war gun: in stock; not to the giver himself).
    kind_probe: Callable[[int, str], Any] | None = field(default=None, compare=False)
    #: With ``kinds``: ``state`` → the most of each kind one value may hold (the war guns
    #: in stock); a kind not named: no cap.
    kind_caps: Callable[[Any], dict[str, int]] | None = field(default=None, compare=False)
    #: Up to ``seats`` seats, each place after the first depending on the seats before it
    #: (the soldier's shot: only after a city recipient): ``(picked, seat)`` → a value
    #: naming ``seat`` after ``picked``, asked of the rules for the next place's legal seats.
    follow_probe: Callable[[list[int], int], Any] | None = field(default=None, compare=False)
    #: When no seat is legal for a seat's own reason, the option is refused as a whole,
    #: ``not_available`` (``no_target``): said in words, «no action» is the answer (the
    #: seeds' one-seat steps, issue 13 item 6).
    no_target: bool = False


#: The night's resolution (``night.resolve_night``, set when :mod:`night` loads): a kind
#: whose check depends on tonight's outcome (a revenge armed by tonight's exit) runs it on a
#: copy of the state.
TRIAL: dict[str, Callable[..., None]] = {}


KINDS: dict[str, Kind] = {
    # --- the mafia ---
    # the Godfather, Al Capone: their own modules (abilities.godfather, .al_capone, GF21-1)
    # the simple mafia: its own module (simple_mafia.py), registered first
    # the bomber: his own module (bomber.py)
    # --- the city: their own modules (plain_citizen.py, citizen_kane.py, constantine.py,
    # pickpocket.py, psychiatrist.py, guard.py) ---
    # --- the independents: their own modules (nostradamus.py, sherlock_holmes.py); the
    # Zodiac is a ``shoot`` (zodiac.py, ZS32), Jack a ``linked_exit`` (jack_sparrow.py,
    # JL32) ---
}


@dataclass(frozen=True)
class RetiredKind:
    """A kind the engine played once by code of its own and now plays as a general kind
    with parameters (issue 21): a file naming it (a role's ``kind``, or a role id without a
    ``kind``) still loads, the role played by ``kind`` exactly as before.

    Its parameters are either ``params`` - given as they are to a role that gives no
    ``params`` of its own (a role that gives some plays by them alone), when the role is
    read; the seeds' roles of these parameters are still known by the retired kind's name
    (their tracker lines and place, :func:`tracker_kind`; ``scenario_check.seed_kinds``) -
    or, with ``from_roles``, read from the file's roles (``from_roles(roles)``) and laid
    under the role's own ``params``, once every role of the file is read (the role's
    ``kind`` then reads as the general kind)."""

    kind: str
    params: dict[str, Any] = field(default_factory=dict)
    from_roles: Callable[[list[Any]], dict[str, Any]] | None = field(default=None,
                                                                     compare=False)
    #: The section-7 house rules a file naming the retired kind (and giving its role no
    #: params) binds to the role's parameters without writing them: (key, param) pairs,
    #: laid as a ``[[house_rules]]`` binding (LN1) with the family's default, where the
    #: family has the rule and the file binds no such key itself (the die-hard's, DH3):
    #: (key, param) or (key, param, map) with the binding's ``map`` (the Matador's scope).
    bindings: tuple[tuple[str, str] | tuple[str, str, dict[str, Any]], ...] = ()
    #: The tracker lines of a seed's card known by the retired kind's name
    #: (:func:`tracker_kind`, :func:`trackers_of`), as before it retired.
    trackers: tuple[tuple[str, str], ...] = ()
    #: Its place on the trackers panel (:attr:`Kind.panel_rank`); None: after them all.
    panel_rank: int | None = None
    #: The section-7 keys the seeds' role named in its params (``house_rules``, the form of
    #: a file written before LN13-1): laid as such a file's naming is (:data:`NAMED_RULES`).
    named: tuple[str, ...] = ()


def _detective_params(roles: list[Any]) -> dict[str, Any]:
    """The retired ``detective`` kind as an ``inquiry``: the roles (a scenario's
    ``RoleDef``) of the seeds' boss kinds (:attr:`Kind.boss`: the Godfather, Al Capone) read
    as citizens (S2:L44, L53, L115)."""
    return {"reads": {r.id: "citizen" for r in roles if role_flag(r, "boss")}}


def role_flag(role: Any, name: str) -> bool:
    """The flag ``name`` of the kind a role (a scenario's ``RoleDef``) plays, as its params
    give it (:attr:`Kind.per_role`: the ``night_shot`` boss's ``boss``, GN32), else the
    kind's own; False for an unknown kind or params the kind refuses."""
    k = KINDS.get(role.ability_kind)
    if k is None:
        return False
    if k.per_role is not None:
        try:
            fields = k.per_role(validate_params(k.name, role.params))
        except (ValueError, TypeError):  # pydantic's ValidationError is a ValueError
            fields = {}
        if name in fields:
            return bool(fields[name])
    return bool(getattr(k, name, False))


def _ocean_params(roles: list[Any]) -> dict[str, Any]:
    """The retired ``ocean`` kind as a ``wake_link`` (rules_spec 3.5.3: wake a citizen,
    twice; waking a mafia member or the Zodiac sends him out at dawn, after the night's
    shots; S2:L119; A86): every Zodiac-kind role of the file (a role, ``roles``' RoleDef)
    sends him out (a role whose params set ``wake_penalty``: the Zodiac's ``shoot``)."""
    return {"on_mafia": "holder_leaves",
            "leaves_on_roles": [r.id for r in roles if r.params.get("wake_penalty") is True],
            "action": "wake", "token": "woken", "uses_tracker": "wakes_left",
            "keep_links": False, "exit_cause": "ocean_penalty", "stage": "bomb"}


_SAVE_SEED = {"self_tracker": "self_save_used", "self_tracker_mode": "used"}
#: The seeds' saves' tracker line: the self-save used.
_SELF_SAVE = (("self_save_used", "used"),)
#: The die-hard as an ``armour`` (rules_spec 3.4.3; S2:L51; A69-A70): against the team's
#: first shot only, broken silently; two status requests at his night step.
DIE_HARD_PARAMS = {"against": "night_shot", "night": "once", "status_requests": 2}
#: The seeds' joker as a ``tamper_inquiry`` (rules_spec 3.4.3; S2:L45; A68; JK1): he
#: reverses tonight's answer about the player he names, himself too; his card keeps nothing;
#: ``joker_vs_godfather`` decides whether the cards the inquiry reads as it is told (the
#: Godfather) are spared.
#: The seeds' gunner (rules_spec 3.5.3, 3.5.5; S2:L120-L124; A84-A85; GN rows) as a
#: ``give_guns``: up to three guns a night, war and blank, to anyone (himself too), from
#: the file's counters; fired by day; an unfired war gun explodes at night, blanks return
#: after the day; tonight's guns given before the magician's 24-hour hold.
GUNNER_PARAMS = {"per_night": 3, "self": "any", "on_war_hit": "none",
                 "unfired": "explodes", "before_hold": True, "seed_form": True}
JOKER_PARAMS = {"action": "flip", "on": "subject", "effect": "reverse", "self_target": True,
                "bookkeeping": "none"}

#: The one table of retired kinds (:class:`RetiredKind`), by the retired kind's name: the
#: seeds' Watson, doctor and Dr Lecter as ``save`` (a club's older file with ``kind =
#: "doctor"`` still loads and plays as before, SV3), the detective as ``inquiry`` (IQ3),
#: the ocean as ``wake_link`` (SG4), the Mayor as ``day_power`` (DP4), the Matador and
#: the magician as ``block`` (BK), the die-hard as ``armour`` (DH3), the joker as
#: ``tamper_inquiry`` (JK3), the gunner as ``give_guns`` (GN).
RETIRED_KINDS: dict[str, RetiredKind] = {
    "dr_watson": RetiredKind("save", _SAVE_SEED, named=(
        "save_blocks_leon", "doctor_consecutive_same_target"),
        trackers=_SELF_SAVE, panel_rank=30),
    "doctor": RetiredKind("save", _SAVE_SEED, named=(
        "save_blocks_leon", "doctor_consecutive_same_target"),
        trackers=_SELF_SAVE, panel_rank=120),
    "dr_lecter": RetiredKind("save", {**_SAVE_SEED, "eligible": "mafia",
                                      "stops": ["night_shot", "shoot"]},  # CF57-19
                             named=("doctor_consecutive_same_target",),
                             trackers=_SELF_SAVE, panel_rank=100),
    "detective": RetiredKind("inquiry", from_roles=_detective_params),
    "ocean": RetiredKind("wake_link", from_roles=_ocean_params),
    # the Mayor: a day_power deciding the day's exit (DP1, DP4)
    "mayor": RetiredKind("day_power", {"variant": "decide_exit"}, bindings=(
        ("mayor_requires_two_defenders", "min_defenders", {"true": 2, "false": 1}),),
        trackers=(("used", "used"),), panel_rank=150),
    # the seeds' Matador (3.1.4 step 3; S0:L9, S2:L78; A29-A31) and the Zodiac's magician
    # (3.5.5; S2:L116; A79-A80): the ``block`` kind in the seeds' form; their section-7
    # rules are laid over these by their files' ``[[house_rules]]`` (BK rows)
    "matador": RetiredKind("block", {"verb": "block", "tracker": "last_block",
                                     "why": "blocked", "seed_form": True,
                                     "scope_detail": "matador_scope", "before_guess": True,
                                     "shows_x": True}, bindings=(
        ("matador_scope", "targets", {"any_player": "any_other"}),
        ("matador_duration", "lasts"),
        ("blocked_consumes_resource", "spends_use"),
        ("blocked_shown_x", "shows_x")),
        trackers=(("last_block", "seat"),), panel_rank=20),
    "magician": RetiredKind("block", {"verb": "block", "tracker": "last_block",
                                      "why": "blocked", "seed_form": True,
                                      "targets": "any_other", "before_guess": True,
                                      "lasts": "24h", "shows_x": True}, bindings=(
        ("magician_restriction", "repeat",
         {"same_target_not_consecutive": "forbidden_consecutive",
          "no_consecutive_use": "no_consecutive_use"}),
        ("magician_gun_conversion", "gun_conversion"),
        ("blocked_consumes_resource", "spends_use"),
        ("blocked_shown_x", "shows_x")),
        trackers=(("last_block", "seat"),), panel_rank=160),
    # the die-hard: an armour against the first shot, with his status requests (DH1, DH3)
    "die_hard": RetiredKind("armour", DIE_HARD_PARAMS, bindings=(
        ("die_hard_armor_consumed_when_saved", "spent_when_saved"),
        ("status_inquiry_format", "status_answer")),
        trackers=(("armor", "intact"), ("status_left", "count")), panel_rank=140),
    # the joker: a tamper_inquiry reversing the answer (JK1, JK3); the role names his
    # section-7 rule, which a file's binding lays in the shipped file
    "joker": RetiredKind("tamper_inquiry", JOKER_PARAMS, named=("joker_vs_godfather",)),
    # the Zodiac's gunner: a give_guns in the seeds' form (GN rows); an older file naming
    # his kind is offered his two section-7 rules, laid over these params as zodiac.toml
    # binds them
    "gunner": RetiredKind("give_guns", GUNNER_PARAMS, bindings=(
        ("gunner_knows_types", "knows_types"), ("blank_returns", "blank_returns")),
        trackers=(("war+blank", "guns"),), panel_rank=180),
}


#: A file written before LN13-1 laid section-7 rules over a role's params in two ways the
#: engine no longer has; such a file is read with ``[[house_rules]]`` bindings in their place
#: (:func:`scenario._older_bindings`), so it plays as before. The keys a role's params named
#: (``house_rules = [...]``: the seeds' save roles, the joker), each with the parameter it
#: set and the parameter's value for each of the key's values (SV2, JK3):
NAMED_RULES: dict[str, tuple[str, dict[str, Any]]] = {
    "doctor_consecutive_same_target": (
        "repeat", {"allowed": "allowed", "forbidden": "forbidden_consecutive"}),
    "save_blocks_leon": ("stops", {"true": ["night_shot", "shoot", "recipient_shot"],
                                   "false": ["night_shot", "recipient_shot"]}),
    "joker_vs_godfather": ("spares", {"flip": "none", "godfather_absolute": "read_cards"}),
}
#: ... and the rules laid over each role of a kind (IQ2's former ``house_rules.LAID``, now
#: for older files only): key → (that kind, the kind whose role's id the path names, the
#: path's head, the map); a role "of that kind" is one whose :func:`tracker_kind` it is
#: (a retired kind's name where the role plays it exactly). The detective's reading of the
#: Zodiac (A88), ``reads.<the Zodiac's role id>``, is added by :mod:`.zodiac`.
LAID_RULES: dict[str, tuple[str, str, str, dict[str, Any]]] = {}


def retired_kind(name: str) -> RetiredKind | None:
    """The retired kind called ``name`` (:data:`RETIRED_KINDS`), None when ``name`` is not
    one."""
    return RETIRED_KINDS.get(name)


def seed_named(name: str) -> bool:
    """True when the seeds' roles that play ``name``'s parameters are still known by the
    retired kind's name ``name`` (:attr:`RetiredKind.params`, not ``from_roles``)."""
    found = RETIRED_KINDS.get(name)
    return found is not None and found.from_roles is None


#: Kinds an earlier Ravi had that a file may no longer name: a file that still names one is
#: refused with how to write it now (issue 21: one ``potion`` kind).
REFUSED_KINDS = {
    "delayed_poison": (
        'is now the kind "potion" with a delayed kill: write kind = "potion" and params = '
        '{ heal = { uses = 0 }, kill = { timing = "after_next_day_with_antidote_step", '
        'self_target = <self_target> }, shows_victim = false, antidote = { vote = <vote>, '
        'transfer_to = <transfer_to>, transfer_on = <transfer_on> } }; a [[house_rules]] '
        'param "vote" or "transfer_on" becomes "antidote.vote" / "antidote.transfer_on"'),
}

#: The trackers panel's place of a kind that gives none (:func:`tracker_rank`): after all.
PANEL_LAST = 1000


def trackers_of(kind: str) -> tuple[tuple[str, str], ...]:
    """The tracker lines of a card of ``kind`` (:attr:`Kind.trackers`; a retired kind's
    name, :func:`tracker_kind`: its lines as before); () when none."""
    k = KINDS.get(kind)
    if k is not None:
        return k.trackers
    retired = RETIRED_KINDS.get(kind)
    return retired.trackers if retired is not None else ()


def tracker_kind(role: Any) -> str:
    """The name a role's (a scenario's ``RoleDef``) tracker lines and place on the trackers
    panel are found by (:func:`trackers_of`, :func:`tracker_rank`): the first retired kind
    (:data:`RETIRED_KINDS`) its kind and params are exactly (the seeds' Watson and doctor
    read as ``dr_watson``, Dr Lecter as ``dr_lecter``, whatever the role's id: a renamed
    copy shows the same), else its ability kind."""
    for name, retired in RETIRED_KINDS.items():
        if (seed_named(name) and retired.kind == role.ability_kind
                and role.params == retired.params):
            return name
    return str(role.ability_kind)


def tracker_rank(kind: str) -> int:
    """Where a card of ``kind`` comes on the trackers panel (the narrator's night order):
    its :attr:`Kind.panel_rank` (a retired kind's name, :func:`tracker_kind`: its
    :attr:`RetiredKind.panel_rank`); :data:`PANEL_LAST` when it gives none."""
    found = KINDS.get(kind) or RETIRED_KINDS.get(kind)
    rank = found.panel_rank if found is not None else None
    return PANEL_LAST if rank is None else rank

#: The seeds' intro-night call of the city roles (rules_spec 3.1.2 item 4): each wakes for a
#: confirmation gesture, with nothing to choose.
CITY_ROLES = "city_roles"
#: Night steps that are not a role's: the team, and the narrator's own reminders.
TEAM_STEPS = ("mafia", "mafia_meet", CITY_ROLES, "purchase_announcement", "bought_player",
              "kane_sacrifice")

def spent(kind: str, counters: dict) -> bool:
    """True when the card's counted use of ``kind`` is used up (S0:L21: not woken again)."""
    k = KINDS.get(kind)
    if k is None or k.uses is None:
        return False
    name, how = k.uses
    if how == "count":
        return counters.get(name, 0) <= 0
    if how == "flag":
        return bool(counters.get(name))
    if how == "held":
        return not counters.get(name)
    return counters.get("war", 0) + counters.get("blank", 0) <= 0  # guns


@dataclass(frozen=True)
class WinKind:
    """One win rule the engine has (a scenario's ``[win] kind``): what it says, its spec
    sections, and whether it needs the independent who wins alone (``alone``).

    ``decide(state, tally) -> (winner, termination) | None`` decides after every exit
    (``tally``: :class:`table.WinTally`, the living players by side and the ``alone``
    independent); the shipped kinds' decisions are ``table``'s (``decide`` None here). A
    kind registered from another module (:func:`register_win`) brings its own; ``name``
    is set by the registry."""

    rule: str
    source: str
    needs_alone: bool = False
    #: (winner, termination), or with the winning seats when the kind names them itself
    #: (the lovers, club_scenarios 7.9).
    decide: Callable[..., tuple[str, str] | tuple[str, str, list[int]] | None] | None = field(
        default=None, compare=False)
    name: str = ""


#: The engine's win-rule kinds, by the name a scenario file's ``[win] kind`` gives.
WIN_KINDS: dict[str, WinKind] = {
    "parity": WinKind(
        "No mafia alive: the city wins; the mafia at least as many as the rest: the mafia "
        "win. ``non_mafia`` independents count with the rest, ``chosen_side`` ones with the "
        "side they chose (and win with it).",
        "rules_spec 3.1.7, 3.3.6, 3.4.7, 3.6; S2:L14; A48, A64",
    ),
    "parity_unless_independent": WinKind(
        "While ``alone`` lives, parity never ends the game; he wins when no mafia is left or "
        "at most ``alive_max`` (3) are alive. Once he is out: parity.",
        "rules_spec 3.2.6; S2:L66-L67; A54",
        needs_alone=True,
    ),
    "independent_last_standing": WinKind(
        "``alone`` wins when alive with at most ``alive_max`` alive (the house rule "
        "zodiac_win_alive_max where the scenario has it, else 2); while he lives the city "
        "cannot win and the mafia need at least the rest with him counted. Once he is out: "
        "parity.",
        "rules_spec 3.5.7; S2:L107; A77; G3",
        needs_alone=True,
    ),
    "wins_when_voted_out": WinKind(
        "``alone`` (a jester) wins alone when the day's vote or its lottery puts him out; "
        "otherwise parity (he counts on neither side unless ``non_mafia`` names him).",
        "issue 21 item 4 (a jester-like independent)",
        needs_alone=True,
    ),
}
WIN_KINDS.update({name: replace(k, name=name) for name, k in WIN_KINDS.items()})


def register_win(kind: WinKind) -> WinKind:
    """Add a win kind (its ``name`` and ``decide`` set) that a scenario's ``[win] kind``
    may name from then on, e.g. ``parity_with_lovers`` from its own module. Returns it.

    Raises:
        ValueError: the name is taken or empty, or it has no ``decide``.
    """
    if not kind.name or kind.name in WIN_KINDS:
        raise ValueError(f"win kind name {kind.name!r} is empty or taken")
    if kind.decide is None:
        raise ValueError(f"win kind {kind.name!r} has no decide")
    WIN_KINDS[kind.name] = kind
    return kind


def unregister_win(name: str) -> None:
    """Remove a win kind :func:`register_win` added (a test's); a shipped one stays."""
    k = WIN_KINDS.get(name)
    if k is not None and k.decide is not None:
        del WIN_KINDS[name]


# ---------------------------------------------------------------------------------------
# the registry's interface
# ---------------------------------------------------------------------------------------
#: :func:`stage_effects`' answer, None after a kind is registered or removed (then made anew):
#: a table kept per scenario compares its own marker with it to know it is still good.
stage_cache: dict[str, tuple[Kind, ...]] | None = None


def kind_names() -> tuple[str, ...]:
    """Every ability kind's name a scenario file's role may give as its ``kind``."""
    return tuple(KINDS)


#: ``(tonight, role)``: ``tonight(state)`` True when tonight is a first night that is only a
#: meeting, and then ``role(state, role_id)`` True when that role does not act on it (laid
#: by the team shot's kind, :mod:`.night_shot`; CF47-34); the night asked once for every
#: step of a checklist (:func:`checks.meeting_night`).
MEETING_ONLY: list[tuple[Callable[[Any], bool], Callable[[Any, str], bool]]] = []

#: A kind module's own checks of a scenario file (scenario → ``(field path, reason)`` each),
#: asked by ``scenario check`` beside its own (:func:`scenario_check.more_problems`): the
#: decision's day key as a role id (``day_power``).
FILE_PROBLEMS: list[Callable[[Any], list[tuple[str, str]]]] = []

#: ``(state, off) → {(holder, target), …}``: the pairs whose ability fails tonight by the
#: night's pair-mode holds (club_scenarios 4.6), laid by :mod:`.block`; asked where a kind
#: works out its effect before the night runs (the pickpocket's theft, :mod:`.pickpocket`)
#: without importing the holds' module.
HACKED_PAIRS: list[Callable[[Any, dict[int, str]], set[tuple[int, int]]]] = []

#: The parameters that name role ids, in whichever kind has them (a list of ids, or one):
#: ``scenario check`` refuses an id that is no role of the file, and club_scenarios 9's
#: word ``boss`` in them names the team's boss card (``shoot``'s «``immune_roles``: [boss
#: …]», ``linked_exit``'s «``exceptions``: [boss]»; :attr:`Kind.is_boss`, CF47-14).
ROLE_ID_PARAMS = ("immune_roles", "exceptions", "safe_roles", "inheritable", "armed_by",
                  "leaves_on_roles")
#: club_scenarios 9's word for the team's boss card in a role-id parameter.
BOSS_WORD = "boss"


def spec_form(kind: str, params: dict[str, Any]) -> tuple[str, dict[str, Any]]:
    """A role's ``kind`` and ``params`` as the engine reads them when the file writes them
    in club_scenarios 9's words (:attr:`Kind.spec_words`): ``("block", {"duration":
    "24h"})`` → ``("block", {"lasts": "24h"})``. Unchanged for a kind with no such words,
    and for params a kind's reading cannot take (the model then refuses them, with their
    names): nothing here raises."""
    if not params:
        return kind, params
    readers = [k.spec_words for k in KINDS.values()
               if k.spec_of == kind and k.spec_words is not None]
    found = KINDS.get(kind)
    if found is not None and found.spec_words is not None and not found.spec_of:
        readers.append(found.spec_words)
    for reader in readers:
        try:
            read = reader(dict(params))
        except (TypeError, ValueError, KeyError, AttributeError):
            return kind, params
        if read is not None:
            return read
    return kind, params


def get_kind(name: str) -> Kind | None:
    """The kind called ``name``; None when the engine has none."""
    return KINDS.get(name)


def params_model(kind: str) -> type[BaseModel]:
    """The pydantic model of ``kind``'s parameters (``extra='forbid'``; its defaults are the
    shipped role's behaviour).

    Raises:
        KeyError: no kind is called ``kind``.
    """
    return KINDS[kind].params


def validate_params(kind: str, params: Mapping[str, Any] | None) -> BaseModel:
    """``params`` (a role's parameters as read from its scenario file) checked against
    ``kind``'s model; the model's instance.

    Raises:
        KeyError: no kind is called ``kind``.
        pydantic.ValidationError: a parameter is unknown or of the wrong type.
    """
    return params_model(kind).model_validate(dict(params or {}))


def params_valid(kind: str, params: Mapping[str, Any] | None) -> bool:
    """True when ``params`` pass ``kind``'s model (:func:`validate_params`); a file's
    checks ask it to report a role's params at fault once, for themselves (F8)."""
    try:
        validate_params(kind, params)
    except ValueError:
        return False
    return True


def has_night_step(kind: str, params: Mapping[str, Any] | None) -> bool:
    """True when a role of ``kind`` with the file's ``params`` has a night step of its own
    (:attr:`Kind.step`, as :attr:`Kind.per_role` gives it for those params: a
    ``day_power`` that decides the day's exit, the Mayor, has none); params the kind's
    model refuses: the kind's own (refused as such elsewhere). False for an unknown kind."""
    k = KINDS.get(kind)
    if k is None:
        return False
    if k.per_role is None:
        return k.step
    try:
        fields = k.per_role(validate_params(kind, params))
    except (ValueError, TypeError):  # pydantic's ValidationError is a ValueError
        return k.step
    return bool(fields.get("step", k.step))


def signal_of(kind: str) -> str | None:
    """The private signal ``kind``'s step gives the narrator (``detective``,
    ``nostradamus_count``, ``sherlock_guess``), None when it gives none."""
    k = KINDS.get(kind)
    return k.signal if k is not None else None


def day_signal(name: str) -> bool:
    """True when the private signal ``name`` is given by day (a kind's
    :attr:`Kind.day_signals`: the guard's code at the bomb's noon sleep, S2:L118); every
    other signal is given at its night step."""
    return any(name in k.day_signals for k in KINDS.values())


def signal_kind(name: str) -> str | None:
    """The ability kind whose holder receives the private signal ``name``; None: none."""
    for k in KINDS.values():
        if k.signal == name:
            return k.name
    return next((k.name for k in KINDS.values() if name in k.day_signals), None)


def confirms_undo(kind: str) -> bool:
    """True when taking back ``kind``'s confirmed step needs the narrator's confirmation
    (the player has been signalled)."""
    k = KINDS.get(kind)
    return k is not None and k.confirm_undo


def acts_on_intro_night(kind: str) -> bool:
    """True when ``kind``'s step is taken on the intro night too (:attr:`Kind.intro_night`:
    the heir's pick)."""
    k = KINDS.get(kind)
    return k is not None and k.intro_night


def register(kind: Kind) -> Kind:
    """Add a new ability kind (its ``name`` set), with its night check and effect; scenario
    files may use it from then on. Returns the kind.

    Raises:
        ValueError: the name is taken or empty, or its stage is not a night stage.
    """
    global stage_cache
    if not kind.name or kind.name in KINDS:
        raise ValueError(f"ability kind name {kind.name!r} is empty or taken")
    if (kind.effect or kind.every_night) is not None and any(
            stage not in NIGHT_STAGE_NAMES for stage in (kind.stage, *kind.stages)):
        raise ValueError(f"unknown night stage {kind.stage!r} or {kind.stages!r}")
    KINDS[kind.name] = kind
    for key in kind.scoped_rules:  # the house rules it scopes (rules_spec 6.10 S14)
        NEEDS[key] = (*NEEDS.get(key, ()), kind.name)
    stage_cache = None
    return kind


def unregister(name: str) -> None:
    """Remove a kind :func:`register` added (a test's toy kind); a shipped kind stays."""
    global stage_cache
    k = KINDS.get(name)
    if k is not None and (k.check is not None or k.effect is not None
                          or k.every_night is not None):
        del KINDS[name]
        for key in k.scoped_rules:  # the house rules it scoped, no longer offered for it
            rest = tuple(n for n in NEEDS.get(key, ()) if n != name)
            if rest:
                NEEDS[key] = rest
            else:
                NEEDS.pop(key, None)
        stage_cache = None


def stage_effects() -> dict[str, tuple[Kind, ...]]:
    """Night stage → the registered kinds whose effect runs after it (the shipped kinds'
    effects are the stages' own), in the registry's order, a kind that runs first at its
    own stage (:attr:`Kind.first_at_stage`) before the others."""
    global stage_cache
    if stage_cache is None:
        out: dict[str, list[Kind]] = {}
        for k in KINDS.values():
            if (k.effect is not None or k.every_night is not None) and k.stage is not None:
                out.setdefault(k.stage, []).append(k)
                for stage in k.stages:  # a whole-night effect run after further stages
                    out.setdefault(stage, []).append(k)
        stage_cache = {s: _in_stage_order(s, v) for s, v in out.items()}
    return stage_cache


def _in_stage_order(stage: str, kinds: list[Kind]) -> tuple[Kind, ...]:
    """``kinds`` (those whose effect runs after ``stage``, in the registry's order) with
    those that run first at their own stage (:attr:`Kind.first_at_stage`) before the rest."""
    first = [k.first_at_stage and k.stage == stage for k in kinds]
    return (*(k for k, f in zip(kinds, first, strict=True) if f),
            *(k for k, f in zip(kinds, first, strict=True) if not f))
