"""The rules engine: pure Python and pydantic, no Qt (a test proves it).

A game is its :class:`Setup` plus the narrator's ordered :class:`Action` s; the state is a
pure function of them (:func:`apply`). :func:`legal_choices` tells the window what may be
chosen now and why anything else is refused.

This package is the engine's only door: the window (``narrator_app.ui``) and the printing
(``narrator_app.printing``) import from ``narrator_app.engine`` and nothing under it (a
test in ``tests/test_structure.py`` checks it). ``__all__`` below is the public API; a name
not listed there is the engine's own business.

Only the light names are bound when the package is imported; the rest (:data:`_LATER`) are
loaded on first use (:func:`__getattr__`, PEP 562), so that the window paints before the
rules, the game file and the archive are loaded (issue "Fast at any game length and any
archive size"; ``tests/ui/test_startup_imports.py`` lists what stays out of the start).
Type checkers read the same names from the ``if TYPE_CHECKING:`` imports below, which never
run: each name has its own type there (not ``Any``), so a misspelt name or a method that does
not exist fails the type check (``tests/test_types.py`` keeps those imports equal to
:data:`_LATER`).
"""

from __future__ import annotations

import importlib
from typing import TYPE_CHECKING, Any

from .counter_words import flag_text
from .errors import CODES, IllegalAction
from .folders import autosave_dir, clean_temp_files, ensure_private_dir
from .tokens import VOID, token_text

if TYPE_CHECKING:  # the same names, for type checkers (a test keeps it equal to _LATER)
    from .abilities import (
        KINDS,
        initial_counters,
        role_tracker_rank,
        role_trackers,
        tracker_rank,
        trackers_of,
    )
    from .actions import Changes, DealAction, EndPhaseAction, Op, StepAction
    from .archive import ArchiveEntry, unfinished_autosaves
    from .archive import fold as fold_text
    from .archive import scan as scan_archive
    from .archive import search as search_archive
    from .archive_index import (
        ArchiveIndex,
        IndexTrouble,
        copies_of,
        default_data_dir,
        index_path,
        last_good_state,
        open_index,
        open_last_good,
        resume_candidates,
    )
    from .archive_index import as_trouble as as_index_trouble
    from .archive_index import set_aside as set_aside_index
    from .cards import CARDS, CHOICE_KEY
    from .choices import (
        SIGNAL_FORMS,
        Choices,
        Option,
        Step,
        legal_choices,
        options_for,
        signal_for,
        signal_form,
        signal_holder,
        signals_by_day,
        toggle_pick,
        tokens_tonight,
        vote_cap,
    )
    from .day import exit_vote_eyes
    from .day import mayor_powerless as decision_void
    from .fields import MAX_NOTES_CHARS, aware_time, note_phase
    from .game import Action, Game, Setup, apply, apply_op, initial_card, new_state, parse_action
    from .gamefile import (
        AutosaveJournal,
        GameFileError,
        GameHeader,
        JournalConflict,
        NotesTooLong,
        UnsafeName,
        autosave_path,
        later_lines,
        open_game,
        open_game_until_damage,
        read_game_header,
        read_seat_notes,
        save_game,
        set_seat_note_checked,
        write_notes,
    )
    from .house_rules import REGISTRY as HOUSE_RULES
    from .house_rules import HouseRule
    from .house_rules import resolve as resolve_house_rules
    from .journal import TornLine, keep_copy
    from .journal import write_new as write_atomically
    from .morning import morning_announcement, night_announcement
    from .night_preview import counters_after_night
    from .queries import (
        DAY_STEP_ORDER,
        BombOutcome,
        NostradamusSides,
        SherlockSignal,
        bomb_outcome,
        chosen_sides,
        day_openers,
        day_procedure,
        day_step_now,
        day_vote_on,
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
        procedure_counts_votes,
        procedure_picked,
        procedure_targets,
        purchase_status,
        sherlock_signal,
        status_inquiries_left,
        step_rules,
        today_record,
    )
    from .readers import name_problem
    from .ring_words import token_words
    from .scenario import (
        CatalogueEntry,
        Scenario,
        ScenarioError,
        StepDef,
        Text,
        available_scenarios,
        catalogue_in_background,
        load_cards,
        load_scenario,
        playable_ids,
        refused_scenarios,
        scenario_group,
        shipped_entries,
        unavailable_reason,
    )
    from .state import ALIVE, DEAD, HALF_DEAD, GameState, LogLine, PhaseRecord, Player
    from .stats import (
        ClubStats,
        PlayerStats,
        ScenarioStats,
        club_stats,
        jalali_date,
        monthly_record,
        stats_csv,
    )
    from .table import Outcome, outcome, status_counts
    from .talk import PublicView, public_view, silenced_today

#: The names loaded on first use: facade name → (module of the engine, its name there).
_LATER: dict[str, tuple[str, str]] = {
    "Changes": ("actions", "Changes"),
    "DealAction": ("actions", "DealAction"),
    "EndPhaseAction": ("actions", "EndPhaseAction"),
    "Op": ("actions", "Op"),
    "StepAction": ("actions", "StepAction"),
    "ArchiveEntry": ("archive", "ArchiveEntry"),
    "unfinished_autosaves": ("archive", "unfinished_autosaves"),
    "fold_text": ("archive", "fold"),
    "scan_archive": ("archive", "scan"),
    "search_archive": ("archive", "search"),
    "ArchiveIndex": ("archive_index", "ArchiveIndex"),
    "copies_of": ("archive_index", "copies_of"),
    "default_data_dir": ("archive_index", "default_data_dir"),
    "last_good_state": ("archive_index", "last_good_state"),
    "open_index": ("archive_index", "open_index"),
    "open_last_good": ("archive_index", "open_last_good"),
    "resume_candidates": ("archive_index", "resume_candidates"),
    "IndexTrouble": ("archive_index", "IndexTrouble"),
    "as_index_trouble": ("archive_index", "as_trouble"),
    "index_path": ("archive_index", "index_path"),
    "set_aside_index": ("archive_index", "set_aside"),
    "CARDS": ("cards", "CARDS"),
    "CHOICE_KEY": ("cards", "CHOICE_KEY"),
    "Choices": ("choices", "Choices"),
    "Option": ("choices", "Option"),
    "Step": ("choices", "Step"),
    "legal_choices": ("choices", "legal_choices"),
    "options_for": ("choices", "options_for"),
    "signal_for": ("choices", "signal_for"),
    "signals_by_day": ("choices", "signals_by_day"),
    "signal_form": ("choices", "signal_form"),
    "signal_holder": ("choices", "signal_holder"),
    "SIGNAL_FORMS": ("choices", "SIGNAL_FORMS"),
    "KINDS": ("abilities", "KINDS"),
    "trackers_of": ("abilities", "trackers_of"),
    "initial_counters": ("abilities", "initial_counters"),
    "tracker_rank": ("abilities", "tracker_rank"),
    "role_trackers": ("abilities", "role_trackers"),
    "role_tracker_rank": ("abilities", "role_tracker_rank"),
    "toggle_pick": ("choices", "toggle_pick"),
    "tokens_tonight": ("choices", "tokens_tonight"),
    "token_words": ("ring_words", "token_words"),
    "vote_cap": ("choices", "vote_cap"),
    "exit_vote_eyes": ("day", "exit_vote_eyes"),
    "decision_void": ("day", "mayor_powerless"),
    "aware_time": ("fields", "aware_time"),
    "Action": ("game", "Action"),
    "Game": ("game", "Game"),
    "Setup": ("game", "Setup"),
    "apply": ("game", "apply"),
    "apply_op": ("game", "apply_op"),
    "initial_card": ("game", "initial_card"),
    "new_state": ("game", "new_state"),
    "parse_action": ("game", "parse_action"),
    "AutosaveJournal": ("gamefile", "AutosaveJournal"),
    "GameFileError": ("gamefile", "GameFileError"),
    "GameHeader": ("gamefile", "GameHeader"),
    "JournalConflict": ("gamefile", "JournalConflict"),
    "NotesTooLong": ("gamefile", "NotesTooLong"),
    "MAX_NOTES_CHARS": ("fields", "MAX_NOTES_CHARS"),
    "later_lines": ("gamefile", "later_lines"),
    "keep_copy": ("journal", "keep_copy"),
    "UnsafeName": ("gamefile", "UnsafeName"),
    "autosave_path": ("gamefile", "autosave_path"),
    "open_game": ("gamefile", "open_game"),
    "open_game_until_damage": ("gamefile", "open_game_until_damage"),
    "read_game_header": ("gamefile", "read_game_header"),
    "save_game": ("gamefile", "save_game"),
    "write_notes": ("gamefile", "write_notes"),
    "read_seat_notes": ("gamefile", "read_seat_notes"),
    "set_seat_note_checked": ("gamefile", "set_seat_note_checked"),
    "note_phase": ("fields", "note_phase"),
    "silenced_today": ("talk", "silenced_today"),
    "HOUSE_RULES": ("house_rules", "REGISTRY"),
    "HouseRule": ("house_rules", "HouseRule"),
    "resolve_house_rules": ("house_rules", "resolve"),
    "TornLine": ("journal", "TornLine"),
    "counters_after_night": ("night_preview", "counters_after_night"),
    "write_atomically": ("journal", "write_new"),
    "DAY_STEP_ORDER": ("queries", "DAY_STEP_ORDER"),
    "BombOutcome": ("queries", "BombOutcome"),
    "NostradamusSides": ("queries", "NostradamusSides"),
    "SherlockSignal": ("queries", "SherlockSignal"),
    "bomb_outcome": ("queries", "bomb_outcome"),
    "day_step_now": ("queries", "day_step_now"),
    "day_procedure": ("queries", "day_procedure"),
    "day_openers": ("queries", "day_openers"),
    "dealt_roles": ("queries", "dealt_roles"),
    "guessable_roles": ("queries", "guessable_roles"),
    "gun_holders_today": ("queries", "gun_holders_today"),
    "gun_shot_targets": ("queries", "gun_shot_targets"),
    "house_rules_for": ("queries", "house_rules_for"),
    "kane_shot_night": ("queries", "kane_shot_night"),
    "lottery_loser": ("queries", "lottery_loser"),
    "procedure_targets": ("queries", "procedure_targets"),
    "procedure_picked": ("queries", "procedure_picked"),
    "procedure_counts_votes": ("queries", "procedure_counts_votes"),
    "day_vote_on": ("queries", "day_vote_on"),
    "mafia_call_notes": ("queries", "mafia_call_notes"),
    "night_calls": ("queries", "night_calls"),
    "night_to_announce": ("queries", "night_to_announce"),
    "no_legal_target": ("queries", "no_legal_target"),
    "nostradamus_sides": ("queries", "nostradamus_sides"),
    "step_rules": ("queries", "step_rules"),
    "chosen_sides": ("queries", "chosen_sides"),
    "option_is_fillable": ("queries", "option_is_fillable"),
    "preselected_option": ("queries", "preselected_option"),
    "purchase_status": ("queries", "purchase_status"),
    "sherlock_signal": ("queries", "sherlock_signal"),
    "status_inquiries_left": ("queries", "status_inquiries_left"),
    "today_record": ("queries", "today_record"),
    "name_problem": ("readers", "name_problem"),
    "morning_announcement": ("morning", "morning_announcement"),
    "night_announcement": ("morning", "night_announcement"),
    "Scenario": ("scenario", "Scenario"),
    "ScenarioError": ("scenario", "ScenarioError"),
    "StepDef": ("scenario", "StepDef"),
    "Text": ("scenario", "Text"),
    "available_scenarios": ("scenario", "available_scenarios"),
    "CatalogueEntry": ("scenario", "CatalogueEntry"),
    "catalogue_in_background": ("scenario", "catalogue_in_background"),
    "playable_ids": ("scenario", "playable_ids"),
    "shipped_entries": ("scenario", "shipped_entries"),
    "scenario_group": ("scenario", "scenario_group"),
    "unavailable_reason": ("scenario", "unavailable_reason"),
    "load_cards": ("scenario", "load_cards"),
    "load_scenario": ("scenario", "load_scenario"),
    "refused_scenarios": ("scenario", "refused_scenarios"),
    "ALIVE": ("state", "ALIVE"),
    "DEAD": ("state", "DEAD"),
    "HALF_DEAD": ("state", "HALF_DEAD"),
    "GameState": ("state", "GameState"),
    "LogLine": ("state", "LogLine"),
    "PhaseRecord": ("state", "PhaseRecord"),
    "Player": ("state", "Player"),
    "ClubStats": ("stats", "ClubStats"),
    "PlayerStats": ("stats", "PlayerStats"),
    "ScenarioStats": ("stats", "ScenarioStats"),
    "club_stats": ("stats", "club_stats"),
    "jalali_date": ("stats", "jalali_date"),
    "monthly_record": ("stats", "monthly_record"),
    "stats_csv": ("stats", "stats_csv"),
    "Outcome": ("table", "Outcome"),
    "outcome": ("table", "outcome"),
    "status_counts": ("table", "status_counts"),
    "PublicView": ("talk", "PublicView"),
    "public_view": ("talk", "public_view"),
}


def _load_later(name: str) -> Any:
    """A name of :data:`_LATER`, its module imported on first use (and the name bound here,
    so the next use is a plain lookup). Raises AttributeError for any other name."""
    try:
        module, attr = _LATER[name]
    except KeyError:
        raise AttributeError(f"module {__name__!r} has no attribute {name!r}") from None
    value = getattr(importlib.import_module(f".{module}", __name__), attr)
    globals()[name] = value
    return value


if not TYPE_CHECKING:
    # The module's ``__getattr__`` (PEP 562). Hidden from type checkers, which read the
    # ``TYPE_CHECKING`` imports instead: with it, any name would pass as ``Any``.
    __getattr__ = _load_later


def __dir__() -> list[str]:
    return sorted({*globals(), *_LATER})


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
    "CatalogueEntry",
    "IndexTrouble",
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
    "SIGNAL_FORMS",
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
    "as_index_trouble",
    "autosave_path",
    "available_scenarios",
    "aware_time",
    "bomb_outcome",
    "catalogue_in_background",
    "clean_temp_files",
    "club_stats",
    "copies_of",
    "day_step_now",
    "day_procedure",
    "day_openers",
    "dealt_roles",
    "counters_after_night",
    "default_data_dir",
    "ensure_private_dir",
    "exit_vote_eyes",
    "decision_void",
    "fold_text",
    "guessable_roles",
    "gun_holders_today",
    "gun_shot_targets",
    "house_rules_for",
    "index_path",
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
    "morning_announcement",
    "name_problem",
    "new_state",
    "night_announcement",
    "night_calls",
    "night_to_announce",
    "no_legal_target",
    "nostradamus_sides",
    "step_rules",
    "chosen_sides",
    "open_game",
    "open_game_until_damage",
    "open_index",
    "open_last_good",
    "option_is_fillable",
    "options_for",
    "outcome",
    "parse_action",
    "playable_ids",
    "preselected_option",
    "procedure_targets",
    "procedure_picked",
    "procedure_counts_votes",
    "day_vote_on",
    "public_view",
    "purchase_status",
    "read_game_header",
    "refused_scenarios",
    "resolve_house_rules",
    "resume_candidates",
    "save_game",
    "scan_archive",
    "search_archive",
    "set_aside_index",
    "scenario_group",
    "sherlock_signal",
    "shipped_entries",
    "signal_for",
    "signals_by_day",
    "signal_form",
    "signal_holder",
    "stats_csv",
    "status_counts",
    "status_inquiries_left",
    "today_record",
    "toggle_pick",
    "initial_counters",
    "flag_text",
    "token_text",
    "tokens_tonight",
    "token_words",
    "tracker_rank",
    "role_trackers",
    "role_tracker_rank",
    "trackers_of",
    "unavailable_reason",
    "unfinished_autosaves",
    "vote_cap",
    "write_atomically",
    "write_notes",
    "read_seat_notes",
    "set_seat_note_checked",
    "note_phase",
    "silenced_today",
    "NotesTooLong",
    "MAX_NOTES_CHARS",
    "later_lines",
    "keep_copy",
]
