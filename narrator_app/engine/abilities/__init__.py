"""Ability kinds: the registry of kinds (:mod:`.registry`: each kind's object, its
parameters, stage, token, signal and undo confirmation) and each night step's check
(:mod:`.checks`). The engine and the window ask the kinds, never a role id; a role id
becomes its kind once, when the scenario is loaded (:meth:`Scenario.kind_of`).
"""

from __future__ import annotations

from . import simple_mafia  # noqa: F401 (registered first: the registry's first kind)

# isort: split
from . import (  # noqa: F401 (the general kinds register themselves at import)
    block,
    bomber,
    citizen_kane,
    constantine,
    convert,
    day_power,
    give_guns,
    godfather,
    guard,
    guess_role,
    immune,
    inquiry,
    linked_exit,
    lovers_win,
    night_shot,
    nostradamus,
    pickpocket,
    plain_citizen,
    potion,
    protect_from,
    psychiatrist,
    retaliate,
    revenge_on_exit,
    save,
    sherlock_holmes,
    shoot,
    tamper_inquiry,
    zodiac,
)
from .armour import (
    ArmourParams,
    ability_lost,
    absorbs_day_exit,
    absorbs_night_shot,
    armour_intact,
    break_at_defence,
    convertible,
)
from .base import card_of, initial_counters, roles_of_kind, team_parts
from .checks import (
    GUNS,
    MAFIA_ACTIONS,
    TEAM_KEYS,
    check_night_choice,
    check_night_end,
    disabled,
    disabled_tonight,
    intro_night_refusal,
    night_end_refusals,
    night_keys,
    night_order,
    night_shape_refusal,
    night_step_effect,
)
from .citizen_kane import kane_sacrifice_due
from .constantine import constantine_pool
from .nostradamus import nostradamus_count, nostradamus_forced
from .params import (
    hold_records,
    night_records,
    params_as,
    role_kind,
    role_tracker_rank,
    role_trackers,
)
from .registry import (
    KINDS,
    NIGHT_STAGE_NAMES,
    TEAM_STEPS,
    TOKEN_TEXT,
    VOID,
    WIN_KINDS,
    Kind,
    NoParams,
    OptionSpec,
    TeamPart,
    WinKind,
    acts_on_intro_night,
    confirms_undo,
    day_signal,
    get_kind,
    kind_names,
    params_model,
    register,
    register_win,
    signal_kind,
    signal_of,
    spent,
    stage_effects,
    token_text,
    tracker_rank,
    trackers_of,
    unregister,
    unregister_win,
    validate_params,
)
from .trap import TrapParams, fire_traps

__all__ = [
    "ArmourParams", "ability_lost", "absorbs_day_exit", "absorbs_night_shot", "armour_intact",
    "break_at_defence", "convertible", "TrapParams", "fire_traps",
    "GUNS", "KINDS", "MAFIA_ACTIONS", "NIGHT_STAGE_NAMES",
    "TEAM_KEYS", "TEAM_STEPS", "TOKEN_TEXT", "VOID", "WIN_KINDS", "Kind",
    "NoParams", "OptionSpec", "TeamPart", "WinKind", "acts_on_intro_night", "card_of",
    "hold_records", "initial_counters", "night_records", "params_as", "role_kind",
    "role_tracker_rank", "role_trackers",
    "roles_of_kind", "team_parts", "check_night_choice",
    "check_night_end", "intro_night_refusal", "night_end_refusals", "night_shape_refusal",
    "confirms_undo",
    "constantine_pool", "disabled", "disabled_tonight", "get_kind",
    "kane_sacrifice_due", "kind_names", "night_keys", "night_order",
    "night_step_effect", "nostradamus_count", "nostradamus_forced", "params_model",
    "register", "signal_kind", "signal_of", "spent", "stage_effects",
    "token_text", "tracker_rank", "trackers_of", "unregister", "validate_params",
    "register_win", "unregister_win", "day_signal",
]

# the kinds and procedures registered from their own modules (club_scenarios 9-10); Al
# Capone after the Godfather: the mafia call's notes are asked in registry order (GS32-1)
from . import (  # noqa: E402, F401
    al_capone,
    armed_revenge,
    delayed_poison,
    give_bullet,
    inherit_role,
    jack_sparrow,
    keep_out,
    move_vote,
    reflect,
    representatives,
    trust_gun,
    wake_link,
)
