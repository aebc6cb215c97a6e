"""The rules, by their old address: re-exports of the engine's rule modules.

The rules live in :mod:`table` (seats, exits, the log, the outcome), :mod:`abilities` (each
night step's check, who acts for nothing tonight, the night's order), :mod:`night` (the
night's resolution) and :mod:`day` (the day's steps). This module keeps the names callers
used before the split; new code imports from those modules.
"""

from __future__ import annotations

from .abilities import (
    MAFIA_ACTIONS,
    TARGET_ACTIONS,
    TARGETS,
    TEAM_KEYS,
    check_night_choice,
    check_night_end,
    constantine_pool,
    detective_answer,
    disabled,
    disabled_tonight,
    jack_frozen,
    kane_sacrifice_due,
    night_keys,
    night_order,
    night_step_effect,
    nostradamus_count,
    nostradamus_forced,
    purchase_success,
)
from .day import (
    HANDSHAKE,
    bomb_live,
    bomb_pending,
    chaos_day,
    check_phase,
    day_key,
    day_threshold,
    defense_threshold,
    end_of_day,
    exit_vote_eyes,
    mayor_powerless,
    mayor_robbed,
    run_day,
)
from .night import SELF_CAUSED, resolve_night, sherlock_guess_signal
from .table import (
    DAY_KEYS,
    Outcome,
    check_winner,
    check_withdraw,
    declare,
    leave,
    log_line,
    out_for_good,
    outcome,
    require_alive,
    seat_of,
    sherlock,
    status_counts,
    withdraw,
)

#: The old name of :func:`night.sherlock_guess_signal`.
sherlock_guess_result = sherlock_guess_signal

__all__ = [
    "DAY_KEYS",
    "HANDSHAKE",
    "MAFIA_ACTIONS",
    "SELF_CAUSED",
    "TARGETS",
    "TARGET_ACTIONS",
    "TEAM_KEYS",
    "Outcome",
    "bomb_live",
    "bomb_pending",
    "chaos_day",
    "check_night_choice",
    "check_night_end",
    "check_phase",
    "check_winner",
    "check_withdraw",
    "constantine_pool",
    "day_key",
    "day_threshold",
    "declare",
    "defense_threshold",
    "detective_answer",
    "disabled",
    "disabled_tonight",
    "end_of_day",
    "exit_vote_eyes",
    "jack_frozen",
    "kane_sacrifice_due",
    "leave",
    "log_line",
    "mayor_powerless",
    "mayor_robbed",
    "night_keys",
    "night_order",
    "night_step_effect",
    "nostradamus_count",
    "nostradamus_forced",
    "out_for_good",
    "outcome",
    "purchase_success",
    "require_alive",
    "resolve_night",
    "run_day",
    "seat_of",
    "sherlock",
    "sherlock_guess_result",
    "status_counts",
    "withdraw",
]
