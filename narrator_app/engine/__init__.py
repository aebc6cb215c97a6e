"""The rules engine: pure Python and pydantic, no Qt (a test proves it).

A game is its :class:`Setup` plus the narrator's ordered :class:`Action` s; the state is a
pure function of them (:func:`apply`). :func:`legal_choices` tells the window what may be
chosen now and why anything else is refused.
"""

from .actions import Changes, DealAction, EndPhaseAction, Op, StepAction
from .errors import CODES, IllegalAction
from .game import Action, Game, Setup, apply, apply_op, new_state, parse_action
from .kinds import KINDS, token_text
from .scenario import (
    Scenario,
    ScenarioError,
    available_scenarios,
    load_scenario,
    refused_scenarios,
)
from .state import ALIVE, DEAD, HALF_DEAD, GameState, Player
from .table import Outcome, outcome, status_counts

__all__ = [
    "ALIVE",
    "CODES",
    "DEAD",
    "HALF_DEAD",
    "Action",
    "Changes",
    "DealAction",
    "EndPhaseAction",
    "Game",
    "GameState",
    "IllegalAction",
    "KINDS",
    "Op",
    "Outcome",
    "Player",
    "Scenario",
    "ScenarioError",
    "Setup",
    "StepAction",
    "apply",
    "apply_op",
    "available_scenarios",
    "load_scenario",
    "new_state",
    "outcome",
    "parse_action",
    "refused_scenarios",
    "status_counts",
    "token_text",
]
