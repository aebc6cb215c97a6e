"""The ``trust_gun`` day procedure (club_scenarios 9.6, 10 P3): Capo's gun.

On the procedure's day (``day``, Day 1) the table names a trustee, the trustee names two
suspects (two living players other than himself), and in a midday nap the mafia's leader
(the team when he is gone, capo C4) secretly chooses which suspect's gun holds the real
bullet; both defend. The trustee fires at the first suspect: the real bullet removes him
(``gun_war``) and the day ends; a blank (``gun_blank``) means the second gun is real and
removes the second suspect (``gun_war``) (capo 6.8, C3 [PUBLIC:AG2, CG]). Exactly one
suspect leaves, his role hidden (1.2); the day has no other vote (``votes``,
``exit_votes``, ``mayor``, ``lottery``, ``card`` are ``not_available``), and the day
cannot end without the gun (``missing_choice``). On any other day its step is
``not_available``.

Day step ``capo_gun``: ``{trustee: t, suspects: [a, b], real: a | b}`` (capo 6.12).
"""

from __future__ import annotations

from typing import Any

from ..errors import IllegalAction
from ..state import DEAD, GameState, PhaseRecord
from ..table import check_winner, leave, log_line, require_alive, seat_of
from .armour import absorbs_day_exit
from .steps import DayProcedure, register_procedure

NAME = "trust_gun"
KEY = "capo_gun"
#: The day the procedure holds (capo 6.8: Day 1).
DAY = 1
#: The day's other steps, not available while the procedure holds.
CLOSED = ("votes", "exit_votes", "mayor", "lottery", "card", "guns")


def holds(st: GameState) -> bool:
    """True on the procedure's day (Day 1)."""
    return st.phase == "day" and st.number == DAY


def check_gun(st: GameState, value: Any) -> tuple[int, int, int]:
    """The trustee, the two suspects in firing order, and the real one, checked.

    Raises:
        IllegalAction: bad_script (another shape), missing_choice (a field missing),
            invalid_target (a player out of the game; the trustee among the suspects,
            detail ``self_suspect``; the same suspect twice, ``same_suspect``; a real
            bullet for neither suspect, ``not_a_suspect``).
    """
    if not isinstance(value, dict) or set(value) - {"trustee", "suspects", "real"}:
        raise IllegalAction("bad_script", key=KEY, value=value, detail="unknown_choice")
    for field in ("trustee", "suspects", "real"):
        if value.get(field) is None:
            raise IllegalAction("missing_choice", key=KEY, detail=field)
    t = seat_of(st, value["trustee"], KEY)
    require_alive(st, t, KEY)
    suspects = value["suspects"]
    if not isinstance(suspects, list) or len(suspects) != 2:
        raise IllegalAction("bad_script", key=KEY, value=suspects, detail="two_suspects")
    a, b = (seat_of(st, s, KEY) for s in suspects)
    for s in (a, b):
        require_alive(st, s, KEY)
        if s == t:
            raise IllegalAction("invalid_target", key=KEY, seat=s, detail="self_suspect")
    if a == b:
        raise IllegalAction("invalid_target", key=KEY, seat=a, detail="same_suspect")
    real = seat_of(st, value["real"], KEY)
    if real not in (a, b):
        raise IllegalAction("invalid_target", key=KEY, seat=real, detail="not_a_suspect")
    return t, a, real


def run(st: GameState, choices: dict[str, Any], record: PhaseRecord) -> None:
    """Apply the day's ``capo_gun`` step (or refuse it on another day); while it holds the
    day needs the gun (the day's vote is not available: :data:`CLOSED`, refused by the day
    before its stages, ``DayProcedure.closes``)."""
    if not holds(st):
        if KEY in choices:
            raise IllegalAction("not_available", key=KEY, detail="not_today")
        return
    if KEY not in choices:
        st.day.needs = KEY
        return
    trustee, first, real = check_gun(st, choices[KEY])
    # «Both suspects defend» before the trustee fires (6.8): they are the day's defence
    # (game-script's ``defense``, CF47-4)
    st.day.defense = sorted(choices[KEY]["suspects"])
    record.defense = list(st.day.defense)
    if real != first:
        record.announce.append("gun_blank")
    record.announce.append("gun_war")
    # the suspects shot at, in order, for the sentences read aloud (who each gun hit)
    record.facts["gun_shots"] = [first, real] if real != first else [real]
    if real != first:  # each shot the table heard, in order (the blank was not logged)
        log_line(st, "gun", True, shooter=trustee, target=first, type="blank")
    log_line(st, "gun", True, shooter=trustee, target=real, type="war")
    if not absorbs_day_exit(st, real, record):  # a day armour breaks instead (9.2; CF46-24)
        leave(st, st.player(real), DEAD, NAME)
    st.day.eliminated = real
    st.day.exit_applied = True
    st.day.needs = None
    check_winner(st)


#: What each click of the gun's option picks, in order (the window's prompts).
PICKS = ("trustee", "suspect_first", "suspect_second", "real")


def pick_targets(st: GameState, picked: list[int]) -> dict[int, IllegalAction | None]:
    """Each seat (1-based) → None when it may be the next pick after ``picked`` (the
    trustee, the first suspect, the second, the real bullet: :data:`PICKS`), else the
    refusal the engine gives."""
    out: dict[int, IllegalAction | None] = {}
    n = len(picked)
    for p in st.players:
        s = p.seat
        try:
            if n >= 3:
                if s not in picked[1:3]:
                    raise IllegalAction("invalid_target", key=KEY, seat=s, detail="not_a_suspect")
                out[s] = None
                continue
            require_alive(st, s, KEY)
            if n and s == picked[0]:
                raise IllegalAction("invalid_target", key=KEY, seat=s, detail="self_suspect")
            if s in picked[1:]:
                raise IllegalAction("invalid_target", key=KEY, seat=s, detail="same_suspect")
            out[s] = None
        except IllegalAction as exc:
            out[s] = exc
    return out


def gun_options(st: GameState, key: str, kind: str) -> list[dict[str, Any]]:
    """The window's one option (the fields of a ``choices.Option``): the trustee and the two
    suspects, and the real bullet as a fourth click (:data:`PICKS`) or as ``number`` 1 | 2
    (the first or the second suspect's gun)."""
    return [dict(name="fire", seats=3, number=(1, 2), targets=pick_targets(st, []),
                 build=_gun_value)]


def _gun_value(seats: list[int], role: Any = None, side: Any = None,
               number: int | None = None, **kw: Any) -> dict[str, Any]:
    """The step's value from the picks: the trustee, the two suspects and either the real
    bullet's seat as a fourth pick (the window's clicks) or ``number`` 1 | 2, the suspect
    whose gun is real."""
    real = seats[3] if len(seats) > 3 else seats[number or 1]
    return {"trustee": seats[0], "suspects": seats[1:3], "real": real}


TRUST_GUN = register_procedure(DayProcedure(
    NAME, KEY, "club_scenarios 6.8, 6.12, 9.6, 10 P3; capo C3, C4 [PUBLIC:AG2, CG]",
    holds=holds, run=run, options=gun_options, picks=PICKS, pick_targets=pick_targets,
    defending=PICKS[1:3],  # «Both suspects defend» before the trustee fires (6.8)
    closes=CLOSED,  # «the day has no other vote» (6.8): refused before they are read
    picked=lambda v: [v["trustee"], *v["suspects"], v["real"]],
))
