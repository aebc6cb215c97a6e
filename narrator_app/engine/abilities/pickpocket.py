"""The seeds' kind ``pickpocket`` (rules_spec 3.4.3; S2:L49; A72, 6.9 S1, S3): once a game
the holder steals a living player's ability, for good.

Night value: ``{steal: s}``, another living player; refused ``no_uses_left`` once his
tracker ``steal_used`` is true (``bad_script`` for another shape, ``invalid_target`` for
himself or a player out of the game). The theft is the night's first stage (``theft``,
before anyone acts): the tracker is set and the victim's ``stolen_night`` is tonight.

From then on the victim acts for nothing (:func:`robbed`, read by
:func:`checks.disabled`: the reason ``stolen``): under ``pickpocket_effect = immediate``
(A72) from the theft on in tonight's wake order (a victim who woke before the pickpocket
keeps tonight's choice, 6.9 S3: :func:`stolen_tonight`), under ``next_night`` from the next
night on; by day (the Mayor's decision, 6.9 S1) from the day after the theft's night, or
the day after that (:func:`robbed_by_day`). ``pickpocket_announce`` (A72) is a table
rule of the narrator's; both keys matter only where a roster has this kind
(``Kind.scoped_rules``).
"""

from __future__ import annotations

from typing import Any

from ..errors import IllegalAction
from ..shapes import obj, seat
from ..state import GameState, Player
from ..table import require_alive, seat_of
from .registry import HACKED_PAIRS, Kind, register

NAME = "pickpocket"
#: The key of the night value (``{steal: s}``) and the holder's tracker (spent when true).
ACTION = "steal"
USED = "steal_used"
#: The tracker's value once the theft is spent (compared with ``==``, as a counter may read
#: 1 for true); a card without the tracker has none left.
SPENT = True


def _check(st: GameState, key: str, actor: Any, value: dict[str, Any]) -> None:
    """Refuse an illegal theft: another shape than ``{steal: s}`` (``bad_script``), no use
    left (``no_uses_left``, detail ``steal_used``), a player out of the game or himself
    (``invalid_target``). ``key`` is the kind (the refusals name it)."""
    if set(value) != {ACTION}:
        raise IllegalAction("bad_script", key=key, value=value, detail="unknown_choice")
    t = seat_of(st, value[ACTION], key)
    if actor.card.counters.get(USED, SPENT) == SPENT:
        raise IllegalAction("no_uses_left", key=key, role=key, detail=USED)
    require_alive(st, t, key)
    if t == actor.seat:
        raise IllegalAction("invalid_target", key=key, seat=t, role=key, detail="self")


def _woke_before(st: GameState, key: str, other: str) -> bool:
    """True when step ``key`` comes before step ``other`` in tonight's order: a victim who
    woke before the theft keeps that night's choice (rules_spec 6.9 S3)."""
    order = [d.key for d in st.scenario.night]
    return key in order and other in order and order.index(key) < order.index(other)


def robbed(st: GameState, p: Player) -> bool:
    """True when ``p`` (a living player) acts for nothing tonight for an earlier theft:
    robbed on an earlier night, or tonight already under ``pickpocket_effect`` other than
    ``next_night`` (A72)."""
    return p.stolen_night is not None and (
        p.stolen_night < st.number
        or (p.stolen_night == st.number and st.rules.get("pickpocket_effect") != "next_night"))


def stolen_tonight(st: GameState, choices: dict[str, Any], off: dict[int, str]) -> int | None:
    """The seat tonight's theft (``choices``: tonight's steps by kind) makes act for
    nothing at once (``pickpocket_effect = immediate``, A72): None when there is no theft,
    the pickpocket acts for nothing himself (``off``), the victim woke before him (6.9 S3),
    or the pair is hacked (4.6)."""
    steal = (choices.get(NAME) or {}).get(ACTION)
    pick = st.find(NAME) if isinstance(steal, int) else None
    if (
        isinstance(steal, int)
        and 1 <= steal <= len(st.players)
        and pick is not None
        and pick.seat not in off
        and st.rules.get("pickpocket_effect", "immediate") == "immediate"
        and not _woke_before(st, st.view(steal).role, st.scenario.role_of_kind(NAME))
        and not _hacked(st, pick.seat, steal, off)
    ):
        return steal
    return None


def _hacked(st: GameState, thief: int, victim: int, off: dict[int, str]) -> bool:
    """True when the thief's ability on the victim is hacked tonight: the theft fails and
    spends nothing (club_scenarios 4.6, a club's file with both; audit64)."""
    return any((thief, victim) in pairs(st, off) for pairs in HACKED_PAIRS)


def robbed_by_day(st: GameState, p: Player) -> bool:
    """True when ``p``'s card has been robbed before today (S2:L49; 6.9 S1): from the
    theft's night under ``pickpocket_effect = immediate``, from the next night otherwise."""
    if p.stolen_night is None:
        return False
    if st.rules.get("pickpocket_effect", "immediate") == "immediate":
        return p.stolen_night <= st.number - 1
    return p.stolen_night < st.number - 1


def _theft(night: Any, thief: Player, victim: int) -> None:
    """The theft, for good (S2:L49), at the night's first stage: the tracker is spent and
    the victim's ``stolen_night`` is tonight. Under ``pickpocket_announce`` (A72: "PUBLIC G3
    announces — option") the night's record tells the narrator to announce it: the private
    signal ``theft`` (the victim's seat; game-script has no token for it, so the morning's
    ``announce`` is unchanged, decision S4; CF45-10)."""
    thief.card.counters[USED] = True
    night.st.player(victim).stolen_night = night.k
    if night.st.rules.get("pickpocket_announce"):
        night.record.private["theft"] = victim


PICKPOCKET = register(Kind(
    "3.4.3 (steal an ability for good, once, S2:L49; A72, 6.9 S1, S3)", ACTION, "stolen",
    (USED, "flag"), step=True, stage="theft", name=NAME, check=_check, effect=_theft,
    trackers=((USED, "used"),), scoped_rules=("pickpocket_effect", "pickpocket_announce"),
    first_at_stage=True,
    # unspent from the deal (K14): a club's card without ``counters`` was spent before its
    # first theft (audit64); the seeds' file writes ``steal_used = false`` itself
    start_counters=lambda _params: {USED: False},
    shape=obj(**{ACTION: seat}),  # the game script's shape of the value
    panel_rank=110,  # its place on the trackers panel: after Dr Lecter, before the doctor
))
