"""What the general ability kinds of club_scenarios 9-10 share: their params models'
base (:class:`Frozen`; a role's params are read with :func:`params.params_as`), and the
numbers a parameter gives by table size or by the living players at the start of the night
(club_scenarios 9: ``by_table_size``, ``by_alive``).
"""

from __future__ import annotations

from typing import Any

from pydantic import BaseModel

from ..errors import IllegalAction
from ..state import ALIVE, GameState
from ..table import seat_of


def by_size(table: dict[int, int], size: int, below: int = 1) -> int:
    """The number ``table`` gives at ``size``: the value of the largest listed size at most
    ``size`` (``{12: 2}``: 2 from 12 on); ``below`` when every listed size is larger."""
    fits = [n for n in table if n <= size]
    return table[max(fits)] if fits else below


def number(st: GameState, value: int | str, table: dict[int, int], below: int = 1) -> int:
    """A parameter that is a number, ``by_table_size`` (the table as dealt, every seat) or
    ``by_alive`` (the living players at the start of the night) looked up in ``table``."""
    if isinstance(value, int):
        return value
    if value == "by_table_size":
        return by_size(table, len(st.players), below)
    alive = sum(1 for p in (st.base or st).players if p.status == ALIVE)
    return by_size(table, alive, below)


def seat_list(st: GameState, key: str, value: Any) -> list[int]:
    """A step's seats: a list of seats (``[4, 7]``) or one seat (``4``); bad_script for any
    other shape or a seat named twice."""
    seats = value if isinstance(value, list) else [value]
    out = [seat_of(st, s, key) for s in seats]
    if not out or len(set(out)) != len(out):
        raise IllegalAction("bad_script", key=key, value=value, detail="seat_list")
    return out


def one_verb(key: str, value: dict[str, Any], verb: str) -> Any:
    """The argument of a step whose value has the single key ``verb`` (``{hold: [4]}``)."""
    if set(value) != {verb}:
        raise IllegalAction("bad_script", key=key, value=value, detail="unknown_choice")
    return value[verb]


class Frozen(BaseModel):
    """Base of the general kinds' parameter models: unknown names refused, frozen."""

    model_config = {"defer_build": True, "extra": "forbid", "frozen": True}


def renamed(params: dict[str, Any], words: dict[str, str]) -> dict[str, Any]:
    """``params`` with club_scenarios 9's parameter names read as the kind's own (``words``:
    9's name → the kind's, ``{"duration": "lasts"}``); a name given both ways is left as it
    is, for the kind's model to refuse (:attr:`registry.Kind.spec_words`)."""
    out = dict(params)
    for spec, own in words.items():
        if spec in out and own not in out:
            out[own] = out.pop(spec)
    return out


def spread_stock(params: dict[str, Any]) -> dict[str, Any]:
    """``params`` with club_scenarios 9.5's ``stock = {war, blank}`` laid flat as ``war``
    and ``blank`` (``give_guns``, and its same-night variant ``give_bullet``); another
    shape stays, for the kind's model to refuse."""
    out = dict(params)
    stock = out.get("stock")
    if isinstance(stock, dict) and set(stock) <= {"war", "blank"} and not (
            {"war", "blank"} & set(out)):
        del out["stock"]
        out.update(stock)
    return out


def as_played(params: dict[str, Any], words: dict[str, Any]) -> dict[str, Any]:
    """``params`` without club_scenarios 9's parameters that name exactly how the kind plays
    (``words``: name → the one value the kind has, ``{"per_night": 1}``); a parameter given
    another value stays, for the kind's model to refuse with its name."""
    return {k: v for k, v in params.items()
            if not (k in words and v == words[k] and type(v) is type(words[k]))}


def variant_words(word: str, kind: str) -> Any:
    """The ``spec_words`` hook of a kind that is section 9's ``day_power`` with ``variant =
    word`` (:attr:`registry.Kind.spec_of`): those params less ``variant`` are ``kind``'s;
    None for another variant (CF47-1)."""
    def read(params: dict[str, Any]) -> tuple[str, dict[str, Any]] | None:
        if params.get("variant") != word:
            return None
        return kind, {k: v for k, v in params.items() if k != "variant"}
    return read
