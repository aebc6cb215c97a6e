"""The field types every saved-game format shares (v1/v2 documents and the v3 journal).

No Qt. Each is a pydantic ``Annotated`` type: strict where a hostile file could lie (ids,
times, names, notes), bounded where it could be huge (rules_spec: none; issue "nothing lost":
a damaged or hostile file is refused with a reason, never half-read).
"""

from __future__ import annotations

import re
from datetime import UTC, datetime
from typing import Annotated

from pydantic import AfterValidator, Field, StringConstraints

from .readers import ID_PATTERN, name_problem

#: A game id: 16 lowercase hex digits, what ``secrets.token_hex(8)`` gives.
GAME_ID_PATTERN = re.compile(r"[0-9a-f]{16}")
#: Most seats (names, dealt roles) a file may hold.
MAX_SEATS = 64
#: Longest narrator's notes (characters): the game's notes, and each note on a seat.
MAX_NOTES_CHARS = 100_000
#: Most notes on seats a game keeps (one per seat and phase), and their most characters in
#: all: a journal written anew from the record stays far under the reader's caps.
MAX_SEAT_NOTES = 1_000
MAX_SEAT_NOTES_CHARS = 500_000
#: The phase a seat's note belongs to: ``intro_day``, ``intro_night``, ``day_<k>`` or
#: ``night_<k>`` (k from 1), game-script.md "journal line kinds".
NOTE_PHASE_PATTERN = re.compile(r"(?:intro_day|intro_night|(?:day|night)_[1-9][0-9]{0,3})")


def _parse_aware(text: str) -> datetime:
    """``text`` as an aware datetime; ValueError names what is wrong (the reader's words)."""
    try:
        when = datetime.fromisoformat(text)
    except ValueError as exc:
        raise ValueError("not an ISO 8601 time") from exc
    if when.tzinfo is None or when.utcoffset() is None:
        raise ValueError("a time without its UTC offset")
    try:
        utc = when.astimezone(UTC)
    except OverflowError as exc:  # 9999-12-31T23:59:59-14:00: no such time in UTC
        raise ValueError("a time out of range") from exc
    if not YEARS[0] <= utc.year <= YEARS[1]:  # its sums and sorting stay in range (CF49-12)
        raise ValueError("a time out of range")
    return when


#: The years a saved time may have (UTC): a file of another age is refused, not read (a
#: header dated 9999-12-31T23:59:59-14:00 broke the statistics, the resume offer and the
#: archive window: an auditor's file, CF49-12).
YEARS = (1900, 9998)


def aware_time(text: object, field: str) -> datetime:
    """``text`` as an aware datetime (ISO 8601 with a zone, e.g. ``…+00:00``).

    Raises:
        ValueError: not a string, not ISO 8601, an impossible offset (``+25:00``) or no zone;
            the message names ``field`` and the text.
    """
    if not isinstance(text, str):
        raise ValueError(f"{field}: not a time: {text!r}"[:200])
    try:
        return _parse_aware(text)
    except ValueError as exc:
        raise ValueError(f"{field}: {exc}: {text!r}"[:200]) from exc


def _aware_time(value: str) -> str:
    """An ISO 8601 time with its UTC offset (``2026-11-29T19:07:01.538+00:00``)."""
    _parse_aware(value)
    return value


def _name(value: str) -> str:
    problem = name_problem(value)
    if problem:
        raise ValueError(problem)
    return value


def note_phase(phase: str, number: int) -> str:
    """The phase key of a seat's note: ``intro_day``/``intro_night`` as they are, ``day``
    and ``night`` with their number (``night_2``). Raises ValueError for ``setup`` or a
    day/night numbered below 1."""
    key = phase if phase in ("intro_day", "intro_night") else f"{phase}_{number}"
    if not NOTE_PHASE_PATTERN.fullmatch(key):
        raise ValueError(f"not a phase of a note: {key}")
    return key


def _notes(value: str) -> str:
    # free text as typed or pasted (tabs, line breaks …); only NUL is refused here, a lone
    # surrogate is refused for the whole document by the reader
    if "\x00" in value:
        raise ValueError("a NUL character in the notes")
    return value


#: A scenario, role, card or house-rule id.
Id = Annotated[str, StringConstraints(pattern=ID_PATTERN)]
#: A game id (:data:`GAME_ID_PATTERN`).
GameId = Annotated[str, StringConstraints(pattern=f"^{GAME_ID_PATTERN.pattern}$")]
#: An aware ISO 8601 time.
Time = Annotated[str, StringConstraints(max_length=40), AfterValidator(_aware_time)]
#: A player's name (``readers.name_problem``).
Name = Annotated[str, AfterValidator(_name)]
#: The narrator's notes.
Notes = Annotated[str, StringConstraints(max_length=MAX_NOTES_CHARS), AfterValidator(_notes)]
#: The phase of a seat's note (:data:`NOTE_PHASE_PATTERN`).
NotePhase = Annotated[str, StringConstraints(pattern=f"^{NOTE_PHASE_PATTERN.pattern}$")]
#: A seat, from 1.
Seat = Annotated[int, Field(ge=1, le=MAX_SEATS)]
#: The dealt roles or a corrected deal.
Seats = Annotated[list[Id], Field(max_length=MAX_SEATS)]
#: A house rule's value as a file may hold it; the registry checks the key's own values.
HouseRuleValue = bool | int | Annotated[str, StringConstraints(max_length=64)] | Annotated[
    list[int], Field(max_length=100)
]
