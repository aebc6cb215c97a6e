"""The ability kind ``give_guns`` (club_scenarios 9.5, 10 #18): each night the holder hands
out guns, war or blank, fired by their holders in the next day's gun window (the day key
``guns``, rules_spec 3.5.6 step 2) — Takavar's gunner (2.6; TK5, TK5b, TK6, SEED2).

Night value ``{give: {s: war | blank, …}}``. Checks: at most ``per_night`` guns
(``bad_count``); living players; ``self``: ``blank_only`` (a war gun to himself is
``invalid_target``), ``never`` or ``any``; a war gun with none in stock → ``no_uses_left``.
The stock (the tracker ``war``) is set at the deal from ``war`` (a number or
``by_table_size`` with ``war_by_size``, 2.10 C15); blanks are unlimited unless ``blank`` is
a number. A war gun fired is spent; a gun not fired by the end of its day, or whose holder
left at night (``holder_leaves_at_night = returns``, TK5), goes back to the stock before the
next night's guns. A war hit announces the target's side (``side_shown:s``, TK5) under
``on_war_hit = side_shown``. Held tonight, the holder gives nothing and spends nothing.
"""

from __future__ import annotations

from typing import Annotated, Any, Literal

from pydantic import Field

from ..errors import IllegalAction
from ..state import GameState
from ..table import require_alive, seat_of
from .kind_params import Frozen, number, one_verb
from .params import params_as
from .registry import Kind, OptionSpec, register

NAME = "give_guns"
VERB = "give"
GUNS = ("war", "blank")


class GiveGunsParams(Frozen):
    """``per_night``: guns a night (2); ``war``: war guns in stock at the deal, a number or
    ``by_table_size`` (with ``war_by_size``, table size → stock, default ``{12: 2}``: 2 from
    12 seats, else 1); ``blank``: ``unlimited`` or a number; ``self``: ``blank_only`` |
    ``never`` | ``any``; ``fire``: ``next_day``; ``on_war_hit``: ``side_shown`` | ``none``;
    ``holder_leaves_at_night``: ``returns`` | ``lost``."""

    per_night: int = Field(2, ge=1, le=10)
    war: Annotated[int, Field(ge=0, le=40)] | Literal["by_table_size"] = 1
    war_by_size: dict[int, int] = Field(default_factory=lambda: {12: 2})
    blank: int | Literal["unlimited"] = "unlimited"
    self: Literal["blank_only", "never", "any"] = "blank_only"
    fire: Literal["next_day"] = "next_day"
    on_war_hit: Literal["side_shown", "none"] = "side_shown"
    holder_leaves_at_night: Literal["returns", "lost"] = "returns"


def deal(st: GameState, role: str, counters: dict[str, Any],
         n_mafia: int | None = None) -> dict[str, Any]:
    """The stock at the deal: ``war`` (and ``blank`` when counted); ``n_mafia`` unused."""
    prm = params_as(st, st.scenario.role_of_kind(NAME), GiveGunsParams)
    out = {**counters, "war": number(st, prm.war, prm.war_by_size)}
    if prm.blank != "unlimited":
        out["blank"] = prm.blank
    return out


def _due_back(st: GameState) -> list[dict[str, Any]]:
    """This kind's guns from earlier nights that go back to the stock now: not fired, not
    yet returned (and not lost with a holder who left at night under ``lost``)."""
    prm = params_as(st, st.scenario.role_of_kind(NAME), GiveGunsParams)
    lost_stays = prm.holder_leaves_at_night == "lost"
    return [g for g in st.extra.get("guns", [])
            if g.get("returns") and g["night"] < st.number and not g.get("fired")
            and not g.get("returned") and not (lost_stays and g.get("lost"))]


def stock(st: GameState, card, gun: str) -> int | None:
    """Guns of type ``gun`` he may give tonight (None: unlimited), returns included."""
    prm = params_as(st, st.scenario.role_of_kind(NAME), GiveGunsParams)
    if gun == "blank" and prm.blank == "unlimited":
        return None
    back = sum(1 for g in _due_back(st) if g["type"] == gun)
    return card.counters.get(gun, 0) + back


def check_give(st: GameState, key: str, actor, value: dict[str, Any]) -> None:
    """Refuse an illegal handing out (see the module's docstring)."""
    prm = params_as(st, st.scenario.role_of_kind(NAME), GiveGunsParams)
    give = one_verb(key, value, VERB)
    if not isinstance(give, dict) or not give:
        raise IllegalAction("bad_script", key=key, value=value, detail="unknown_choice")
    if len(give) > prm.per_night:
        raise IllegalAction("bad_count", key=key, role=key, value=len(give))
    for s, gun in give.items():
        t = seat_of(st, s, key)
        require_alive(st, t, key)
        if gun not in GUNS:
            raise IllegalAction("bad_script", key=key, value=gun, detail="unknown_gun")
        if t == actor.seat and (prm.self == "never"
                                or (prm.self == "blank_only" and gun == "war")):
            raise IllegalAction("invalid_target", key=key, seat=t, role=key, detail="self")
    for gun in GUNS:
        left = stock(st, actor.card, gun)
        if left is not None and sum(1 for g in give.values() if g == gun) > left:
            raise IllegalAction("no_uses_left", key=key, role=key, detail=f"gun_{gun}")


def give_guns(night: Any) -> None:
    """Every night: last day's unfired guns (and those of holders who left) go back to the
    stock; then tonight's guns, if the holder acts."""
    st = night.st
    holder = st.holder(NAME, alive_only=False)
    for g in _due_back(st):
        g["returned"] = g["used"] = True
        if holder is not None and g["type"] in holder.card.counters:
            holder.card.counters[g["type"]] += 1
    me, give = night.pick(NAME, VERB)
    if me is None:
        return
    prm = params_as(st, st.scenario.role_of_kind(NAME), GiveGunsParams)
    side_shown = prm.on_war_hit == "side_shown"
    guns = st.extra.setdefault("guns", [])
    for s, gun in give.items():
        if gun in me.card.counters:
            me.card.counters[gun] -= 1
        guns.append({"holder": s, "type": gun, "night": night.k, "disabled": False,
                     "used": False, "returns": True, "side_shown": side_shown})


def options(st: GameState, key: str, params: Any) -> list[OptionSpec]:
    """The window's options: up to ``per_night`` seats, a gun's type each."""
    def build(seats: list[int], role: str | None, kinds: list[str]) -> dict[str, Any]:
        return {VERB: dict(zip(seats, kinds, strict=True))}

    return [OptionSpec(VERB, build=build, probe=lambda s: {VERB: {s: "blank"}},
                       seats=params.per_night, kinds=GUNS,
                       kind_probe=lambda s, gun: {VERB: {s: gun}}, kind_caps=_caps)]


def _caps(st: GameState) -> dict[str, int]:
    """The most guns of each type one night's value may hold: those in stock (a type not
    counted: no cap)."""
    me = st.find(NAME)
    if me is None:
        return {}
    out = {}
    for gun in GUNS:
        left = stock(st, me.card, gun)
        if left is not None:
            out[gun] = left
    return out


def tokens(st: GameState, key: str, value: dict[str, Any]) -> list[tuple[int, str]]:
    """The ring's token on each seat given a gun."""
    arg = value.get(VERB)
    return [(s, "gun") for s in (arg if isinstance(arg, dict) else {})
            if isinstance(s, int) and not isinstance(s, bool)]


GIVE_GUNS = register(Kind(
    "club_scenarios 9.5, 10 #18; 2.6 (gunner: TK5, TK5b, TK6, SEED2; C15-C18), 2.8",
    action=VERB, step=True, stage="guns", params=GiveGunsParams,
    trackers=(("war", "count"),), name=NAME, check=check_give, effect=give_guns,
    whole_night=True, deal=deal, options=options, tokens=tokens,
))
