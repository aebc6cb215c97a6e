"""The seeds' kind ``psychiatrist`` (rules_spec 3.4.3; S2:L54; A71): twice a game the holder
silences a living player for the whole next day.

Night value: ``{silence: s}``, another living player; refused ``no_uses_left`` once his
tracker ``silence_left`` (the file's counter, 2) is 0 (``bad_script`` for another shape,
``invalid_target`` for himself or a player out of the game). The silence is worked out at
the night's ``day_effects`` stage, before the other kinds' there (the die-hard's status
request): a use is spent, the player's ``silenced_day`` is tomorrow (the day's silenced
players, :func:`talk.silenced_today`) and, when he is still alive, the morning announces
``silenced:<seat>``. ``psychiatrist_silence_includes_defense`` (A71) matters only where a
roster has this kind (``Kind.scoped_rules``).
"""

from __future__ import annotations

from typing import Any

from ..errors import IllegalAction
from ..shapes import obj, seat
from ..state import GameState, Player
from ..table import require_alive, seat_of
from .registry import Kind, register

NAME = "psychiatrist"
#: The key of the night value (``{silence: s}``) and the holder's count of uses left.
ACTION = "silence"
LEFT = "silence_left"


def _check(st: GameState, key: str, actor: Any, value: dict[str, Any]) -> None:
    """Refuse an illegal silence: another shape than ``{silence: s}`` (``bad_script``), no
    use left (``no_uses_left``, detail ``silence_left``), a player out of the game or himself
    (``invalid_target``). ``key`` is the kind (the refusals name it)."""
    if set(value) != {ACTION}:
        raise IllegalAction("bad_script", key=key, value=value, detail="unknown_choice")
    t = seat_of(st, value[ACTION], key)
    if actor.card.counters.get(LEFT, 0) == 0:
        raise IllegalAction("no_uses_left", key=key, role=key, detail=LEFT)
    require_alive(st, t, key)
    if t == actor.seat:
        raise IllegalAction("invalid_target", key=key, seat=t, role=key, detail="self")


#: ``st.extra`` key: ``[seat, day]`` pairs of silenced players who may still speak in the
#: defense that day (``psychiatrist_silence_includes_defense = false``, A71;
#: :func:`talk.speaking_order`).
DEFENSE_SPEAKS = "silence_spares_defense"


def _silence(night: Any, psy: Player, q: int) -> None:
    """The silence (S2:L54; A71): a use spent; ``q`` silent tomorrow, announced in the
    morning when he is still alive."""
    st = night.st
    psy.card.counters[LEFT] -= 1
    st.player(q).silenced_day = night.k + 1
    if not night.R.get("psychiatrist_silence_includes_defense", True):
        # he may speak in his own defense tomorrow (A71's house rule; audit28 F5)
        st.extra[DEFENSE_SPEAKS] = [*st.extra.get(DEFENSE_SPEAKS, []), [q, night.k + 1]]
    night.for_the_living(f"silenced:{q}", q)  # said when he is still alive at dawn


PSYCHIATRIST = register(Kind(
    "3.4.3 (silence for a day, twice, S2:L54; A71)", ACTION, "silenced", (LEFT, "count"),
    step=True, stage="day_effects", name=NAME, check=_check, effect=_silence,
    trackers=((LEFT, "count"),), scoped_rules=("psychiatrist_silence_includes_defense",),
    # twice a game (S2:L54) when the file's card gives no count (a club's copy without
    # ``counters``: its silencer could never act, CF44-9); the file's count wins
    start_counters=lambda _params: {LEFT: 2},
    first_at_stage=True,
    shape=obj(**{ACTION: seat}),  # the game script's shape of the value
    panel_rank=130,  # its place on the trackers panel: after the doctor, before the die-hard
))
