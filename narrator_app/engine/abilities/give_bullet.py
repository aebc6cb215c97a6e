"""The ability kind ``give_bullet`` (club_scenarios 9.5 ``give_guns`` with ``fire =
same_night``, 10 #18): Namayande's soldier (سرباز, 4.6). Once a game the holder gives his
bullet to one living player other than himself; the recipient is woken at once and may shoot
that same night.

Night value ``{give: r, shoot: x}`` (``shoot`` is the recipient's choice; without it the
bullet is wasted, PROPOSED). Outcomes (4.6, 4.7 step 6 [PUBLIC:IDX, AG2]):

* a **mafia** recipient (the boss included): the holder leaves at dawn, no save helps
  (``on_mafia_recipient = giver_leaves``); he shoots nothing (``shoot`` is refused
  ``not_available``);
* a **city** recipient's shot, as the ``shoot`` kind's (:func:`shoot.resolve_shot`, a save
  must stop ``recipient_shot``): a mafia member other than ``immune_roles`` leaves unless
  saved (``save_stops``, 4.10 C25); an immune card: nobody; a citizen: the recipient leaves
  (no save), the target is unharmed.

Void pairs (club_scenarios 4.6): (holder, r) void → nothing happens and nothing is spent;
(r, x) void → the bullet is spent and the shot fails. Refused: ``no_uses_left`` (the bullet
given), ``invalid_target`` (himself, the recipient shooting himself, a player out of the
game). Tracker ``bullet`` (true while he holds it).

Parameters (:class:`GiveBulletParams`): ``uses`` [1]; ``on_mafia_recipient``
[``giver_leaves``] | ``none``; ``immune_roles`` [none]; ``save_stops`` [true].
"""

from __future__ import annotations

from typing import Any, Literal

from pydantic import BaseModel, ConfigDict, Field, StrictBool, StrictInt

from ..errors import IllegalAction
from ..state import ALIVE, GameState, Player
from ..table import require_alive, seat_of
from .base import voided
from .give_guns import NAME as SPEC_KIND
from .kind_params import as_played, spread_stock
from .params import params_as
from .registry import Kind, OptionSpec, get_kind, register
from .shoot import ShootParams, resolve_shot

KIND = "give_bullet"
VERB = "give"
SHOT = "shoot"


class GiveBulletParams(BaseModel):
    """``give_bullet``'s parameters; see the module's text."""

    model_config = ConfigDict(defer_build=True, extra="forbid", frozen=True)
    uses: StrictInt = Field(default=1, ge=1, le=10)
    on_mafia_recipient: Literal["giver_leaves", "none"] = "giver_leaves"
    immune_roles: tuple[str, ...] = ()
    save_stops: StrictBool = True


def _check(st: GameState, key: str, actor: Player, value: dict[str, Any]) -> None:
    """``{give: r[, shoot: x]}`` (see the module's text)."""
    if VERB not in value or not set(value) <= {VERB, SHOT}:
        raise IllegalAction("bad_script", key=key, value=value, detail="unknown_choice")
    uses = params_as(st, st.scenario.role_of_kind(KIND), GiveBulletParams).uses
    if actor.card.hidden.get("given", 0) >= uses:
        raise IllegalAction("no_uses_left", key=key, role=key, detail="bullet")
    r = seat_of(st, value[VERB], key)
    require_alive(st, r, key)
    if r == actor.seat:
        raise IllegalAction("invalid_target", key=key, seat=r, role=key, detail="self")
    if SHOT not in value:
        return
    x = seat_of(st, value[SHOT], key)
    require_alive(st, x, key)
    if st.side(r) == "mafia":
        raise IllegalAction("not_available", key=key, seat=r, role=key,
                            detail="mafia_recipient")
    if x == r:
        raise IllegalAction("invalid_target", key=key, seat=x, role=key, detail="self")


def _effect(n: Any, holder: Player, r: int) -> None:
    """At the ``shoot`` stage (saves known): the bullet is given and, by a city recipient,
    fired (see the module's text)."""
    if voided(n, holder.seat, r):
        return
    st: GameState = n.st
    p = params_as(st, st.scenario.role_of_kind(KIND), GiveBulletParams)
    c = holder.card
    c.hidden["given"] = c.hidden.get("given", 0) + 1
    c.counters["bullet"] = c.hidden["given"] < p.uses
    if (st.base or st).side(r) == "mafia":
        if p.on_mafia_recipient == "giver_leaves":
            n.deaths.setdefault(holder.seat, "soldier_penalty")
        return
    x = (n.ch.get(KIND) or {}).get(SHOT)
    if not isinstance(x, int) or isinstance(x, bool) or voided(n, r, x):
        return
    if st.view(r).status != ALIVE:
        return
    shot = ShootParams(immune_roles=p.immune_roles, save_stops=p.save_stops)
    resolve_shot(n, r, x, shot, what="recipient_shot", cause="recipient_shot")


def _options(st: GameState, key: str, params: Any) -> list[OptionSpec]:
    """«Give»: the recipient (any living player but the holder), then, after a city
    recipient only, the seat he shoots (a mafia recipient shoots nothing, 4.6)."""
    return [OptionSpec(VERB, seats=2, probe=lambda s: {VERB: s},
                       follow_probe=lambda picked, s: {VERB: picked[0], SHOT: s},
                       build=lambda seats, role: {VERB: seats[0], SHOT: seats[1]}
                       if len(seats) > 1 else {VERB: seats[0]})]


def _tokens(st: GameState, key: str, value: dict[str, Any]) -> list[tuple[int, str]]:
    out = []
    for k, tok in ((VERB, "gun"), (SHOT, "shot_at")):
        s = value.get(k)
        if isinstance(s, int) and not isinstance(s, bool):
            out.append((s, tok))
    return out


def _spec_words(params: dict[str, Any]) -> tuple[str, dict[str, Any]] | None:
    """``give_guns``'s params with ``fire = same_night`` (club_scenarios 9.5; the soldier,
    4.6) as this kind's, None for another ``fire`` (CF47-1): the war guns in ``stock`` (or
    ``war``), a number, are ``uses``; ``on_mafia_recipient`` kept; ``recipient_shot``'s
    ``immune_roles`` and ``save_stops`` laid flat. ``per_night = 1``, ``blank = 0``, ``self
    = never`` and ``recipient_shot``'s ``on_city_target = shooter_leaves`` are how the
    bullet plays (4.6) and are dropped; any other word is left for the model to refuse."""
    if params.get("fire") != "same_night":
        return None
    out = spread_stock({k: v for k, v in params.items() if k != "fire"})
    war = out.get("war")
    if "uses" not in out and isinstance(war, int) and not isinstance(war, bool):
        out["uses"] = out.pop("war")
    out = as_played(out, {"per_night": 1, "blank": 0, "self": "never"})
    shot = out.get("recipient_shot")
    if isinstance(shot, dict):
        shot = as_played(shot, {"on_city_target": "shooter_leaves"})
        if set(shot) <= {"immune_roles", "save_stops"} and not set(shot) & set(out):
            del out["recipient_shot"]
            out.update(shot)
    return KIND, out


GIVE_BULLET = Kind(
    "club_scenarios 9.5 (give_guns, fire = same_night), 10 #18; 4.6 (the soldier: IDX, AG2), "
    "4.7 step 6, 4.10 C25",
    action=VERB, token="gun", uses=("bullet", "held"), step=True, stage="shoot",
    params=GiveBulletParams, trackers=(("bullet", "held"),), name=KIND, check=_check,
    effect=_effect, options=_options, tokens=_tokens,
    start_counters=lambda params: {"bullet": True},
    spec_of=SPEC_KIND, spec_words=_spec_words,
)
if get_kind(KIND) is None:
    register(GIVE_BULLET)
