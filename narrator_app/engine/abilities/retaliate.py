"""The ability kind ``retaliate`` (club_scenarios 9.1, 10 #14): a shot the holder may fire
only on a night the team shot named him — Takavar's commando (2.6; TK6, RP, FK).

He is called only on such a night (``called``), woken even when the doctor saved him (the
private signal ``commando: woken``, given when the shot names him and he is in the game at
the night's start, held or not: the table never learns of the hold). Night value
``{shoot: s}`` (a living player other than himself) or ``{}`` (he holds fire). Named on a
night the shot did not name him → ``not_available``; his uses spent (``uses = 1``) →
``no_uses_left``.

The shot, as the ``shoot`` kind's (club_scenarios 9.1): a mafia target leaves unless his
role is one of ``immune_roles`` (nobody leaves) or — under ``save_stops`` — the doctor saved
him (2.10 C12: not by default); a city target is unharmed and the holder leaves instead,
whatever saves him. Held tonight, his choice has no effect and spends nothing (FK; 1.3).
"""

from __future__ import annotations

from typing import Annotated, Any, Literal

from pydantic import Field, StrictBool, StrictInt

from ..errors import IllegalAction
from ..shapes import obj, seat
from ..state import GameState
from ..table import log_line, require_alive, seat_of
from .kind_params import Frozen, as_played, one_verb
from .params import params_as
from .registry import Kind, register

NAME = "retaliate"
VERB = "shoot"
SIGNAL = "commando"


class RetaliateParams(Frozen):
    """``trigger``: ``named_by_team_shot``; ``uses``: ``unlimited`` (2.10 C13) or a number;
    ``immune_roles``: role ids his shot does nothing to (Takavar: the boss); ``save_stops``:
    whether a save stops his shot (2.10 C12, default false)."""

    trigger: Literal["named_by_team_shot"] = "named_by_team_shot"
    uses: Annotated[StrictInt, Field(ge=0, le=999)] | Literal["unlimited"] = "unlimited"
    immune_roles: tuple[str, ...] = ()
    save_stops: StrictBool = False


def triggered(st: GameState, role: str | None = None) -> bool:
    """True when tonight's team shot names the holder (alive) and a use is left (``role``:
    his role id, as :attr:`Kind.called` gives it; one holder a game)."""
    holder = st.find(NAME)
    if holder is None:
        return False
    shot = (st.by_kind().get("mafia") or {}).get("shot")
    return shot == holder.seat and not spent(st, holder.card)


def spent(st: GameState, card) -> bool:
    """True when a counted use is used up (``uses`` a number)."""
    uses = params_as(st, st.scenario.role_of_kind(NAME), RetaliateParams).uses
    return uses != "unlimited" and card.counters.get("retaliations", 0) >= uses


def empty_check(st: GameState, role: str, actor: Any) -> None:
    """His ``{}`` on a night he is not called: spent (``no_uses_left``), or the team's shot
    did not name him (``not_available``: «Named by ``commando`` on a night he was not shot →
    ``not_available``», 2.6; club_scenarios 1.6; CF47-33)."""
    if spent(st, actor.card):
        raise IllegalAction("no_uses_left", key=role, role=role, detail="retaliation")
    if not triggered(st):
        raise IllegalAction("not_available", key=role, role=role, detail="not_shot")


def check_retaliate(st: GameState, key: str, actor, value: dict[str, Any]) -> None:
    """Refuse an illegal shot (see the module's docstring)."""
    empty_check(st, key, actor)  # called tonight at all
    t = seat_of(st, one_verb(key, value, VERB), key)
    require_alive(st, t, key)
    if t == actor.seat:
        raise IllegalAction("invalid_target", key=key, seat=t, role=key, detail="self")


def retaliate(night: Any) -> None:
    """Every night, after the team shot: wake the holder if the shot named him (the signal),
    then his shot if he acts tonight."""
    st = night.st
    holder = st.find(NAME)
    if holder is None or holder.seat not in night.alive_at_start:
        return
    if night.team.get("shot") != holder.seat or spent(st, holder.card):
        return
    night.record.private[SIGNAL] = "woken"
    log_line(st, "private", False, name=SIGNAL, value="woken", seat=holder.seat)
    me, target = night.pick(NAME, VERB)
    if me is None:
        return  # held (or void): no effect, nothing spent
    prm = params_as(st, st.scenario.role_of_kind(NAME), RetaliateParams)
    me.card.counters["retaliations"] = me.card.counters.get("retaliations", 0) + 1
    if st.side(target) == "mafia":
        if st.view(target).role in prm.immune_roles:
            return
        if prm.save_stops and target in night.saves:
            return
        night.deaths.setdefault(target, "commando_shot")
    else:
        night.deaths.setdefault(me.seat, "commando_backfire")


def _spec_words(params: dict[str, Any]) -> tuple[str, dict[str, Any]]:
    """club_scenarios 9.1's words (CF47-1): ``uses = "once"`` is 1; ``void_when = ["held",
    "slaughtered"]`` is how the kind plays (2.6, C14) and is dropped; ``shot`` (9.1 "shot as
    ``shoot``") gives ``immune_roles`` and ``save_stops`` (its ``bullets = 1``, ``per_night =
    1`` and ``on_city_target = shooter_leaves`` are each retaliation's). Another
    ``void_when`` is left for the model to refuse."""
    out = dict(params)
    if out.get("uses") == "once":
        out["uses"] = 1
    void = out.get("void_when")
    if isinstance(void, list) and len(void) == 2 and set(void) == {"held", "slaughtered"}:
        del out["void_when"]
    shot = out.get("shot")
    if isinstance(shot, dict):  # one shot each time, a city target costs him (2.6, C12)
        shot = as_played(shot, {"bullets": 1, "per_night": 1,
                                "on_city_target": "shooter_leaves"})
    if isinstance(shot, dict) and set(shot) <= {"immune_roles", "save_stops"} and not (
            set(shot) & set(out)):
        del out["shot"]
        out.update(shot)
    return NAME, out


RETALIATE = register(Kind(
    "club_scenarios 9.1, 10 #14; 2.6 (commando: TK6, RP, FK, SEED2; C11-C14), 2.7 step 6",
    action=VERB, token="retaliation", step=True, stage="shoot", signal=SIGNAL,
    params=RetaliateParams, trackers=(("retaliations", "count"),), name=NAME,
    check=check_retaliate, effect=retaliate, whole_night=True, called=triggered,
    night_reads={"called": ("mafia",)},  # called when tonight's team shot names him
    start_counters=lambda params: {"retaliations": 0},
    spec_words=_spec_words, empty_check=empty_check,
    shape=obj(**{VERB: seat}),  # its word and one seat: the entry's shape (CF50)
))
