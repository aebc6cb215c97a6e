"""The rules engine: pure Python and pydantic, no Qt (a test proves it).

A game is its :class:`Setup` plus the narrator's ordered :class:`Action` s; the state is a
pure function of them (:func:`apply`). :func:`legal_choices` tells the window what may be
chosen now and why anything else is refused.

This package is the engine's only door: the window (``narrator_app.ui``) and the printing
(``narrator_app.printing``) import from ``narrator_app.engine`` and nothing under it (a
test in ``tests/test_structure.py`` checks it). ``__all__`` below is the public API; a name
not listed there is the engine's own business.
"""

from .actions import (
    Changes,
    DealAction,
    EndPhaseAction,
    Op,
    StepAction,
)
from .archive import (
    ArchiveEntry,
    unfinished_autosaves,
)
from .archive import fold as fold_text
from .archive import scan as scan_archive
from .archive import search as search_archive
from .archive_index import (
    ArchiveIndex,
    copies_of,
    default_data_dir,
    last_good_state,
    open_index,
    open_last_good,
    resume_candidates,
)
from .cards import (
    CARDS,
    CHOICE_KEY,
)
from .choices import (
    Choices,
    Option,
    Step,
    legal_choices,
    options_for,
    signal_for,
    toggle_pick,
    tokens_tonight,
    vote_cap,
)
from .day import (
    exit_vote_eyes,
)
from .errors import (
    CODES,
    IllegalAction,
)
from .fields import aware_time
from .game import (
    Action,
    Game,
    Setup,
    apply,
    apply_op,
    initial_card,
    new_state,
    parse_action,
)
from .gamefile import (
    AutosaveJournal,
    GameFileError,
    GameHeader,
    JournalConflict,
    UnsafeName,
    autosave_dir,
    autosave_path,
    clean_temp_files,
    ensure_private_dir,
    open_game,
    open_game_until_damage,
    read_game_header,
    save_game,
    write_notes,
)
from .house_rules import REGISTRY as HOUSE_RULES
from .house_rules import (
    HouseRule,
)
from .house_rules import resolve as resolve_house_rules
from .journal import (
    TornLine,
)
from .journal import write_new as write_atomically
from .kinds import (
    KINDS,
    VOID,
    token_text,
)
from .queries import (
    DAY_STEP_ORDER,
    BombOutcome,
    NostradamusSides,
    SherlockSignal,
    bomb_outcome,
    day_step_now,
    dealt_roles,
    guessable_roles,
    gun_holders_today,
    gun_shot_targets,
    house_rules_for,
    kane_shot_night,
    lottery_loser,
    mafia_call_notes,
    night_calls,
    night_to_announce,
    no_legal_target,
    nostradamus_sides,
    option_is_fillable,
    preselected_option,
    purchase_status,
    sherlock_signal,
    status_inquiries_left,
    today_record,
)
from .readers import (
    name_problem,
)
from .scenario import (
    Scenario,
    ScenarioError,
    StepDef,
    Text,
    available_scenarios,
    load_cards,
    load_scenario,
    refused_scenarios,
)
from .state import (
    ALIVE,
    DEAD,
    HALF_DEAD,
    GameState,
    LogLine,
    PhaseRecord,
    Player,
)
from .stats import (
    ClubStats,
    PlayerStats,
    ScenarioStats,
    club_stats,
    jalali_date,
    monthly_record,
    stats_csv,
)
from .table import (
    Outcome,
    outcome,
    status_counts,
)
from .talk import (
    PublicView,
    public_view,
)

__all__ = [
    "ALIVE",
    "Action",
    "ArchiveEntry",
    "ArchiveIndex",
    "AutosaveJournal",
    "BombOutcome",
    "CARDS",
    "CHOICE_KEY",
    "CODES",
    "Changes",
    "Choices",
    "ClubStats",
    "DAY_STEP_ORDER",
    "DEAD",
    "DealAction",
    "EndPhaseAction",
    "Game",
    "GameFileError",
    "GameHeader",
    "GameState",
    "HALF_DEAD",
    "HOUSE_RULES",
    "HouseRule",
    "IllegalAction",
    "JournalConflict",
    "KINDS",
    "VOID",
    "LogLine",
    "NostradamusSides",
    "Op",
    "Option",
    "Outcome",
    "PhaseRecord",
    "Player",
    "PlayerStats",
    "PublicView",
    "Scenario",
    "ScenarioError",
    "ScenarioStats",
    "Setup",
    "SherlockSignal",
    "Step",
    "StepAction",
    "StepDef",
    "Text",
    "TornLine",
    "UnsafeName",
    "apply",
    "apply_op",
    "autosave_dir",
    "autosave_path",
    "available_scenarios",
    "aware_time",
    "bomb_outcome",
    "clean_temp_files",
    "club_stats",
    "copies_of",
    "day_step_now",
    "dealt_roles",
    "default_data_dir",
    "ensure_private_dir",
    "exit_vote_eyes",
    "fold_text",
    "guessable_roles",
    "gun_holders_today",
    "gun_shot_targets",
    "house_rules_for",
    "initial_card",
    "jalali_date",
    "kane_shot_night",
    "last_good_state",
    "legal_choices",
    "load_cards",
    "load_scenario",
    "lottery_loser",
    "mafia_call_notes",
    "monthly_record",
    "name_problem",
    "new_state",
    "night_calls",
    "night_to_announce",
    "no_legal_target",
    "nostradamus_sides",
    "open_game",
    "open_game_until_damage",
    "open_index",
    "open_last_good",
    "option_is_fillable",
    "options_for",
    "outcome",
    "parse_action",
    "preselected_option",
    "public_view",
    "purchase_status",
    "read_game_header",
    "refused_scenarios",
    "resolve_house_rules",
    "resume_candidates",
    "save_game",
    "scan_archive",
    "search_archive",
    "sherlock_signal",
    "signal_for",
    "stats_csv",
    "status_counts",
    "status_inquiries_left",
    "today_record",
    "toggle_pick",
    "token_text",
    "tokens_tonight",
    "unfinished_autosaves",
    "vote_cap",
    "write_atomically",
    "write_notes",
]
