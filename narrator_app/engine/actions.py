"""Typed actions and what an action changed.

One pydantic model per action kind — :class:`DealAction`, :class:`StepAction`,
:class:`EndPhaseAction` — serialised in exactly the game-script vocabulary of the saved file
(``{kind: step, phase: night, key: matador, value: {block: 4}, at: …}``), so the file format
does not change. :func:`game.parse_action` turns a mapping (a file's or a script's) into the
engine's :class:`game.Action`, refusing a malformed one with ``bad_script`` (never an
exception of another type). :class:`Changes` says which parts of the state an action
changed (like Anki's ``OpChanges``), so a window refreshes only those.
"""

from __future__ import annotations

from dataclasses import dataclass
from typing import Annotated, Any, Literal

from pydantic import BaseModel, ConfigDict, Field, StrictStr, TypeAdapter, ValidationError

from .errors import IllegalAction
from .state import GameState, LogLine

Phase = Literal["intro_day", "intro_night", "day", "night"]


class DealAction(BaseModel):
    """The deal: the role ids by seat, seat 1 first (the game's first action)."""

    model_config = ConfigDict(defer_build=True, extra="forbid", frozen=True)
    kind: Literal["deal"] = "deal"
    seats: list[StrictStr]
    at: str | None = None


class StepAction(BaseModel):
    """One confirmed step of ``phase``: ``key`` (a role id, ``mafia``, ``withdraw`` or a day
    key) and its game-script ``value``; choosing again on a step replaces its choice."""

    model_config = ConfigDict(defer_build=True, extra="forbid", frozen=True)
    kind: Literal["step"] = "step"
    phase: Phase
    key: StrictStr
    value: Any = None
    at: str | None = None


class EndPhaseAction(BaseModel):
    """The end of the current phase (a night is resolved here)."""

    model_config = ConfigDict(defer_build=True, extra="forbid", frozen=True)
    kind: Literal["end_phase"] = "end_phase"
    at: str | None = None


ActionModel = Annotated[DealAction | StepAction | EndPhaseAction, Field(discriminator="kind")]
_ADAPTER: TypeAdapter = TypeAdapter(ActionModel, config=ConfigDict(defer_build=True))


def to_model(action: Any) -> DealAction | StepAction | EndPhaseAction:
    """The typed model of an engine :class:`game.Action`.

    Raises:
        IllegalAction("bad_script"): the action is not one of the three kinds or its fields
            have the wrong types.
    """
    if action.kind == "deal":
        data = {"kind": "deal", "seats": action.value, "at": action.at}
    elif action.kind == "step":
        data = {"kind": "step", "phase": action.phase, "key": action.key, "value": action.value,
                "at": action.at}
    else:
        data = {"kind": action.kind, "at": action.at}
    return validate_action(data)


def dump_action(action: Any) -> dict[str, Any]:
    """The file's mapping of an action (the same words as the game-script vocabulary)."""
    return to_model(action).model_dump(exclude_none=True)


def validate_action(data: Any) -> DealAction | StepAction | EndPhaseAction:
    """The typed model of a mapping in the file's vocabulary.

    Raises:
        IllegalAction("bad_script", detail=field path and error type): malformed.
    """
    try:
        return _ADAPTER.validate_python(data)
    except ValidationError as exc:
        err = exc.errors()[0]
        field = ".".join(str(p) for p in err["loc"]) or "action"
        raise IllegalAction("bad_script", detail=f"{field}: {err['type']}") from None
    except (TypeError, ValueError, RecursionError):
        raise IllegalAction("bad_script", detail="action") from None


#: The parts of a state an action can change, as :attr:`Changes.parts` names them.
PARTS = ("phase", "seats", "choices", "day", "records", "deck", "extra", "winner")


@dataclass(frozen=True)
class Changes:
    """What an action changed: ``parts`` (a subset of :data:`PARTS`: ``phase`` — the phase
    or its number; ``seats`` — a player's status, card or counters; ``choices`` — the
    phase's confirmed steps; ``day`` — the day's threshold, defense, tie, exit or next
    step; ``records`` — an announcement or private signal; ``deck``; ``extra`` — the bomb,
    guns, status inquiries; ``winner``) and the ``seats`` (1-based) whose player changed."""

    parts: frozenset[str]
    seats: tuple[int, ...] = ()

    def __contains__(self, part: str) -> bool:
        return part in self.parts


@dataclass(frozen=True)
class Op:
    """The answer of :func:`game.apply_op`: the new state, the events the action produced
    (the log lines it added, public and private) and what it changed."""

    state: GameState
    events: tuple[LogLine, ...]
    changes: Changes


def changes_between(old: GameState, new: GameState) -> Changes:
    """Which parts of ``new`` differ from ``old`` (see :class:`Changes`)."""
    parts: set[str] = set()
    if (old.phase, old.number) != (new.phase, new.number):
        parts.add("phase")
    seats = tuple(
        a.seat
        for a, b in zip(old.players, new.players, strict=True)
        if a.snapshot() != b.snapshot()
    )
    if seats:
        parts.add("seats")
    if old.choices != new.choices:
        parts.add("choices")
    if old.day != new.day:
        parts.add("day")
    if len(old.records) != len(new.records):
        parts.add("records")
    if old.deck != new.deck:
        parts.add("deck")
    if old.extra != new.extra:
        parts.add("extra")
    if old.winner != new.winner:
        parts.add("winner")
    return Changes(frozenset(parts), seats)
