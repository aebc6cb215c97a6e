"""The ability kind ``keep_out`` (club_scenarios 9.5 ``day_power`` variant ``keep_out``, 10
#22): Namayande's lawyer (وکیل, 4.6). Once a game, at night, the holder names one living
player (himself allowed, PROPOSED) who cannot leave by the next day's vote: the
``representatives`` procedure counts his votes as zero and announces ``immune:s`` when he had
votes (4.10 C24; :data:`representatives.KEPT_OUT`).

Night value ``{defend: c}``. Refused: ``no_uses_left`` once spent (he is not called after
use, AG2), ``invalid_target`` for a player out of the game. Held or hacked on his client
(club_scenarios 4.6: the pair (lawyer, c)), the choice has no effect and spends nothing.
Tracker ``defend_used``.

Parameters (:class:`KeepOutParams`): ``uses`` [1]; ``self`` [true]: himself allowed.
"""

from __future__ import annotations

from typing import Any

from pydantic import BaseModel, ConfigDict, Field, StrictBool, StrictInt

from ..errors import IllegalAction
from ..state import GameState, Player
from ..table import require_alive, seat_of
from .base import voided
from .day_power import NAME as SPEC_KIND
from .kind_params import variant_words
from .params import params_as
from .registry import Kind, OptionSpec, get_kind, register
from .representatives import KEPT_OUT
from .representatives import NAME as PROCEDURE

KIND = "keep_out"
VERB = "defend"


class KeepOutParams(BaseModel):
    """``keep_out``'s parameters; see the module's text."""

    model_config = ConfigDict(defer_build=True, extra="forbid", frozen=True)
    uses: StrictInt = Field(default=1, ge=1, le=10)
    self: StrictBool = True


def _check(st: GameState, key: str, actor: Player, value: dict[str, Any]) -> None:
    """``{defend: c}``: a living player (himself when ``self``), while a use is left."""
    if set(value) != {VERB}:
        raise IllegalAction("bad_script", key=key, value=value, detail="unknown_choice")
    uses = params_as(st, st.scenario.role_of_kind(KIND), KeepOutParams).uses
    if actor.card.hidden.get("defends", 0) >= uses:
        raise IllegalAction("no_uses_left", key=key, role=key, detail=VERB)
    c = seat_of(st, value[VERB], key)
    require_alive(st, c, key)
    if c == actor.seat and not params_as(st, st.scenario.role_of_kind(KIND), KeepOutParams).self:
        raise IllegalAction("invalid_target", key=key, seat=c, role=key, detail="self")


def _effect(n: Any, holder: Player, client: int) -> None:
    """At the ``day_effects`` stage: the client is kept out of tomorrow's vote and a use is
    spent, unless the pair (holder, client) is void tonight."""
    if voided(n, holder.seat, client):
        return
    c = holder.card
    c.hidden["defends"] = c.hidden.get("defends", 0) + 1
    uses = params_as(n.st, n.st.scenario.role_of_kind(KIND), KeepOutParams).uses
    c.counters["defend_used"] = c.hidden["defends"] >= uses
    c.hidden["client"], c.hidden["client_night"] = client, n.k


def kept_out_today(st: GameState) -> set[int]:
    """The seats that cannot leave by today's vote: last night's client."""
    holder = st.find(KIND, alive_only=False)
    if holder is None or st.phase != "day":
        return set()
    h = holder.card.hidden
    return {h["client"]} if h.get("client_night") == st.number - 1 else set()


def _options(st: GameState, key: str, params: Any) -> list[OptionSpec]:
    return [OptionSpec(VERB, build=lambda seats, role: {VERB: seats[0]},
                       probe=lambda s: {VERB: s})]


def _tokens(st: GameState, key: str, value: dict[str, Any]) -> list[tuple[int, str]]:
    s = value.get(VERB)
    return [(s, "defended")] if isinstance(s, int) and not isinstance(s, bool) else []


KEEP_OUT = Kind(
    "club_scenarios 9.5 (day_power: keep_out), 10 #22; 4.6 (the lawyer: IDX, SEED2, FK, AG2, "
    "ND), 4.10 C24",
    action=VERB, token="defended", uses=("defend_used", "flag"), step=True,
    stage="day_effects", params=KeepOutParams, trackers=(("defend_used", "used"),),
    name=KIND, check=_check, effect=_effect, options=_options, tokens=_tokens,
    start_counters=lambda params: {"defend_used": False},
    needs_procedure=PROCEDURE,  # his client counts zero in the representatives' vote (NM9)
    spec_of=SPEC_KIND, spec_words=variant_words(KIND, KIND),
)
if get_kind(KIND) is None:
    register(KEEP_OUT)
    KEPT_OUT.append(kept_out_today)
