"""The ``day_power`` ability kind (club_scenarios 9.5, 10 #22): a role's power over a day's
vote, generalising the Mayor's once-a-game decision.

Variant ``bring_to_defense`` (Bazpors's interrogator, club_scenarios 3.6, 3.8, 3.12): at his
night step the holder names ``picks`` (2) living players other than himself
(``{summon: [a, b]}``, tracker ``summons_left``); the next day, if both are still in the
game, an interrogation is held (token ``interrogation``): the two defend, the holder decides
whether the interrogation vote is held, and the day's key ``interrogation`` records it:
``{held: true | false, exit_votes: {a: n, b: m}, lottery: s}``. The one with more votes
leaves (a tie: the death lottery between them) and his side is shown (``side_shown:s``).
How the interrogation sits in the day is the parameter ``day`` (C11):
``replaces_vote_if_held`` (a held interrogation vote is the day's only exit vote),
``extra_defenders`` (a held interrogation adds the two to the day's defenders; the day's exit
vote decides among all), ``separate_vote`` (the interrogation vote, then the regular day).

Variant ``decide_exit`` (the seeds' Mayor, rules_spec 3.4.6, 6.9 S1, 6.10 S12; S2:L50;
A73): no night step; once a game (``uses`` 1: the card's ``used`` flag), after the defence
vote and in place of the exit vote, the holder decides under the game script's day key
``mayor`` (a renamed holder under his role id too, 6.10 S17) one of ``decisions``:
``{cancel: true}`` (nobody leaves) or ``{eliminate: s}`` (a defender leaves without the
vote, a ``mayor`` exit). Refused while he defends (unless ``holder_may_defend``) or with
fewer than ``min_defenders`` defenders (section 7's ``mayor_requires_two_defenders``, bound
to it by the scenario file: 2). A robbed holder (the pickpocket) or one who left the table
earlier today decides with no effect and the exit vote follows. ``day.py`` plays it
(:func:`decider_role` finds the role by its params, never by its id).

The variants ``keep_out`` (namayande's lawyer) and ``move_vote`` (the Don's treason) are to
come: they are further values of ``variant``, each a day stage of this module.

The day runs :func:`day_stage` after its defence vote (``day.DAY_PROCEDURE``); the window
asks :func:`interrogation_due` and :func:`interrogation_ends_day`, never the kind's name.
"""

from __future__ import annotations

from typing import Annotated, Any, Literal

from pydantic import BaseModel, ConfigDict, Field, StrictBool, StrictInt, model_validator

from ..errors import IllegalAction
from ..option import Option, PerSeat
from ..shapes import SEATS, obj
from ..state import ALIVE, DEAD
from ..table import check_winner, exit_voters, leave, log_line, require_alive, seat_of
from .armour import absorbs_day_exit, break_at_defence
from .base import kinds_in_play
from .params import params_as
from .registry import FILE_PROBLEMS, Kind, get_kind, register
from .steps import NOBODY_LEAVES

NAME = "day_power"
#: The day's step key of a held ``bring_to_defense`` power (game-script, club_scenarios 3.12).
DAY_KEY = "interrogation"
#: The day's step key of a ``decide_exit`` power (the game script's word for the Mayor's
#: decision, rules_spec 6.9 S1); a renamed holder's role id names it too (6.10 S17).
DECIDE_KEY = "mayor"
#: The summoned two's defence before the interrogator's decision: each defends twice, 30
#: seconds each (club_scenarios 3.6 [PUBLIC:IDX,SEED2]): (times through the two, seconds).
SUMMONED_DEFENCE = (2, 30)


class DayPowerParams(BaseModel):
    """The parameters of a ``day_power`` role (``params`` of its entry in a scenario file).

    * ``variant``: ``bring_to_defense`` (Bazpors's interrogator) or ``decide_exit`` (the
      seeds' Mayor).
    * ``uses``: how many summons in a game (1, the default, C10), or ``unlimited``; for
      ``decide_exit``: 1 (the card's ``used`` flag, spent by a decision with effect) or
      ``unlimited``.
    * ``picks``: how many players a summons names (2).
    * ``day``: ``replaces_vote_if_held`` (default, C11), ``extra_defenders``,
      ``separate_vote``.
    * ``side_shown``: the side of the player the interrogation vote removes is announced
      (default true, C13).
    * ``holder_gone``: when the holder left before his day: ``vote_held`` (the interrogation
      vote is held, default, C12) or ``holder_decides`` (the narrator records either).
    * ``decisions`` (``decide_exit``): what the holder may decide: ``cancel`` (nobody
      leaves) and ``eliminate`` (a defender leaves); both by default (S2:L50).
    * ``min_defenders`` (``decide_exit``): the fewest defenders he may decide on (1; 2
      under ``mayor_requires_two_defenders``, A73).
    * ``holder_may_defend`` (``decide_exit``): he may decide while he defends himself
      (false: refused ``mayor_defends``, A73).
    """

    model_config = ConfigDict(defer_build=True, extra="forbid", frozen=True)
    variant: Literal["bring_to_defense", "decide_exit"] = "bring_to_defense"
    uses: Annotated[StrictInt, Field(ge=0, le=999)] | Literal["unlimited"] = Field(1)
    picks: StrictInt = Field(2, ge=1, le=4)
    day: Literal["replaces_vote_if_held", "extra_defenders", "separate_vote"] = (
        "replaces_vote_if_held"
    )
    side_shown: StrictBool = True
    holder_gone: Literal["vote_held", "holder_decides"] = "vote_held"
    decisions: tuple[Literal["cancel", "eliminate"], ...] = ("cancel", "eliminate")
    min_defenders: StrictInt = Field(1, ge=1, le=4)
    holder_may_defend: StrictBool = False

    @model_validator(mode="after")
    def _decide_uses(self) -> DayPowerParams:
        """A ``decide_exit`` power is once a game or unlimited (its ``used`` flag)."""
        if self.variant == "decide_exit" and self.uses not in (1, "unlimited"):
            raise ValueError("a decide_exit power has uses = 1 or \"unlimited\"")
        return self


def summons_left(st: Any, p: Any) -> int | None:
    """How many summons ``p`` has left (None: unlimited)."""
    par = params_as(st, p.card.role, DayPowerParams)
    if par.uses == "unlimited":
        return None
    return int(p.card.counters.get("summons_left", par.uses))


# ---------------------------------------------------------------------------------------
# the night step: {summon: [a, b]}
# ---------------------------------------------------------------------------------------
def check_summon(st: Any, key: str, actor: Any, value: dict[str, Any]) -> None:
    """Refuse an illegal summons: ``{summon: [a, b]}``, ``picks`` different living players
    other than the holder (seats from 1), while a summons is left.

    Raises:
        IllegalAction: bad_script (shape), bad_count (not ``picks`` seats), invalid_target
            (himself, a seat twice, a player out of the game), no_uses_left.
    """
    if set(value) != {"summon"} or not isinstance(value["summon"], list):
        raise IllegalAction("bad_script", key=key, value=value, detail="unknown_choice")
    left = summons_left(st, actor)
    if left is not None and left <= 0:
        raise IllegalAction("no_uses_left", key=key, role=key, detail="summon")
    seats = [seat_of(st, v, key) for v in value["summon"]]
    par = params_as(st, actor.card.role, DayPowerParams)
    if len(seats) != par.picks:
        raise IllegalAction("bad_count", key=key, value=len(seats), detail=f"picks {par.picks}")
    for i, s in enumerate(seats):
        check_summoned(st, key, actor, s)
        if s in seats[:i]:
            raise IllegalAction("invalid_target", key=key, seat=s, role=key, detail="twice")


def check_summoned(st: Any, key: str, actor: Any, seat: int) -> None:
    """Refuse one summoned seat: a player out of the game, or the holder himself."""
    require_alive(st, seat, key)
    if seat == actor.seat:
        raise IllegalAction("invalid_target", key=key, seat=seat, role=key, detail="self")


def summon(night: Any, holder: Any, seats: list[int]) -> None:
    """The night's effect (club_scenarios 3.7 step 7): a summons is spent and the two are
    brought to the next day's interrogation."""
    c = holder.card
    left = summons_left(night.st, holder)
    if left is not None:
        c.counters["summons_left"] = left - 1
    c.hidden["summoned"] = list(seats)
    c.hidden["summon_night"] = night.k


def _start_counters(par: Any) -> dict[str, Any]:
    """A card's ``summons_left`` at the deal: ``uses`` (an unlimited holder keeps 1, never
    spent); a ``decide_exit`` card's ``used`` flag (false)."""
    if par.variant == "decide_exit":
        return {"used": False}
    return {"summons_left": par.uses if isinstance(par.uses, int) else 1}


def _per_role(par: Any) -> dict[str, Any]:
    """A ``decide_exit`` role has no night step: no action, token or night stage; its use
    is the ``used`` flag, its tracker line ``used``. ``bring_to_defense``: the kind's own."""
    if par.variant != "decide_exit":
        return {}
    return {"action": None, "token": None, "step": False, "stage": None,
            "uses": ("used", "flag") if par.uses == 1 else None,
            "trackers": (("used", "used"),)}


def _opts_summon(st: Any, key: str, kind: str, per_seat: PerSeat) -> list[Option]:
    """A ``day_power`` summons: ``picks`` seats (each legal or its refusal, :func:`summon_targets`;
    the option refused when no summons is left), or none."""
    picks, targets, refusal = summon_targets(st, key, kind)
    opt = Option("summon", seats=picks, targets=targets, refusal=refusal,
                 build=lambda seats, role, side, **kw: {"summon": list(seats)})
    return [opt, Option("none", build=lambda seats, role, side, **kw: {})]


DAY_POWER = Kind(
    "club_scenarios 9.5, 10 #22 (day_power: bring_to_defense; Bazpors's interrogator, 3.6, "
    "3.8, 3.12; IDX, SEED2, AG1, AG2, FK)",
    action="summon", token="summoned", uses=("summons_left", "count"), step=True,
    stage="day_effects", params=DayPowerParams, trackers=(("summons_left", "count"),),
    name=NAME, check=check_summon, effect=summon, start_counters=_start_counters,
    per_role=_per_role, shape=obj(summon=SEATS), whole_options=_opts_summon,
)
if get_kind(NAME) is None:
    register(DAY_POWER)


# ---------------------------------------------------------------------------------------
# the day: the interrogation
# ---------------------------------------------------------------------------------------
def interrogation_due(st: Any) -> tuple[Any, list[int]] | None:
    """The holder (a player, maybe out of the game since) and the two summoned seats of
    today's interrogation: summoned last night and both still in the game at the day's
    start, and neither has left the table today (a withdrawal is applied first in its
    entry, rules_spec 6.9 S10: "if both are still in the game", club_scenarios 3.6; CF45-3);
    None when there is none today (a summons whose player left lapses, spent)."""
    start = st.base or st
    if st.phase != "day" or NAME not in kinds_in_play(st.scenario):
        return None
    for p in start.players:
        h = p.card.hidden
        if p.card.kind == NAME and h.get("summon_night") == st.number - 1 and h.get("summoned"):
            pair = list(h["summoned"])
            if all(start.view(s).status == ALIVE and not _gone_before(st, st.view(s))
                   for s in pair):
                return p, pair
    return None


def _summons_last_night(st: Any) -> tuple[Any, list[int]] | None:
    """The holder who summoned last night and the seats he summoned, in the order summoned
    (``st`` a day's state, read at the day's start); None when nobody was summoned."""
    for p in (st.base or st).players:
        h = p.card.hidden
        if p.card.kind == NAME and h.get("summon_night") == st.number - 1 and h.get("summoned"):
            return p, list(h["summoned"])
    return None


def _log_lapse(st: Any, holder: Any, gone: list[int]) -> None:
    """The game's log line of a lapsed summons, for the narrator alone: the seats out of the
    game and the holder's role (the window names him by it)."""
    log_line(st, "private", False, name=LAPSED, value=gone, role=holder.card.role)


def _gone_before(st: Any, p: Any) -> bool:
    """True when ``p`` left today before the interrogation's place in the day: "if both
    are still in the game, an interrogation is held" (club_scenarios 3.6): a withdrawal
    (6.9 S10, CF45-3), a gun in the gun window (SH3) and the exits it set off (a hunter's
    revenge, a link: CF46-30) — any exit today logged before the interrogation's own line."""
    if p.status == ALIVE or p.exit_phase != f"{st.phase}:{st.number}":
        return False
    today = st.log[len((st.base or st).log):]
    for line in today:
        if line.kind == DAY_KEY:
            return False  # the interrogation came first: his exit is its own or later
        if line.kind == "exit" and line.data.get("seat") == p.seat:
            return True
    return p.exit_cause == "withdrew"


def announce_morning(st: Any) -> None:
    """A new day whose interrogation is due (:func:`interrogation_due`): its
    announcement (``interrogation``, «an interrogation is held today», club_scenarios 1.6,
    3.6: «The next day, if both are still in the game, an interrogation is held
    (`interrogation` announced)») is the morning's, read with the night's news: the last
    night's record and its announce line. It came with the decision, recorded after the two
    defend: too late to say (a narrator's trial, CF80-32)."""
    rec = st.records[-1] if st.records else None
    if rec is None or rec.phase != "night" or rec.number != st.number - 1:
        return
    rec.announce.append(DAY_KEY)
    for line in reversed(st.log):
        if line.kind == "announce" and (line.phase, line.number) == (rec.phase, rec.number):
            line.data["tokens"] = [*line.data.get("tokens", []), DAY_KEY]
            break


#: The night record's private signal of a summons that lapsed: the summoned seats out of
#: the game at the day's start (the narrator's answer to «why no interrogation?», TR99-4).
LAPSED = "interrogation_lapsed"


def note_lapse(st: Any) -> None:
    """A new day with no interrogation although a summons was made last night: the two
    summoned are not both in the game at the day's start, so the interrogation lapses and the
    use stays spent (club_scenarios 3.6: "if both are still in the game"; CF45-3). The night
    record's ``private`` gets :data:`LAPSED` = the summoned seats out of the game (in the
    order summoned), told to the narrator alone with the morning (``messages.narrator_notes``),
    and the game's log a narrator-only line of it in the new day's entry (the log is the
    game's report: X100-1); nothing is said aloud. Called once the day's title is logged."""
    if NAME not in kinds_in_play(st.scenario):
        return
    rec = st.records[-1] if st.records else None
    if rec is None or rec.phase != "night" or rec.number != st.number - 1:
        return
    summons = _summons_last_night(st)
    if summons is None:
        return
    gone = [s for s in summons[1] if st.view(s).status != ALIVE]
    if gone:
        rec.private[LAPSED] = gone
        _log_lapse(st, summons[0], gone)


def _note_lapse_today(d: Any) -> None:
    """A summons due at the day's start (both summoned in the game then, the interrogation
    announced with the morning) lapses when one of the two leaves today before the
    interrogation's place in the day (:func:`_gone_before`: a withdrawal, a gun, the exits
    they set off; club_scenarios 3.6: "if both are still in the game"; CF45-3): no
    interrogation, the use stays spent. The day's record (``d`` is ``day.DayRun``) gets
    :data:`LAPSED` = those seats, in the order summoned, and the log a narrator-only line of
    it (X100-1): the day panel says it where the interrogation would have been; nothing is
    said aloud. A summons already lapsed at the day's start is the morning's
    (:func:`note_lapse`), not noted again."""
    st = d.st
    summons = _summons_last_night(st)
    if summons is None:
        return
    holder, pair = summons
    start = st.base or st
    if any(start.view(s).status != ALIVE for s in pair):
        return  # lapsed before the day: told with the morning
    gone = [s for s in pair if _gone_before(st, st.view(s))]
    if gone:
        d.record.private[LAPSED] = gone
        _log_lapse(st, holder, gone)


def withdrawal_after_vote(st: Any, seats: Any) -> IllegalAction | None:
    """The refusal of a withdrawal recorded today (``seats``, the ``withdraw`` step's value)
    of a summoned player once today's interrogation vote is decided: held, its counts
    recorded and nothing more asked of it (``day.needs`` is not the interrogation's: a
    player sent out, an armour broken instead, or nobody on a tie the table's rule leaves
    so; not a tie waiting for its lottery) under ``day = replaces_vote_if_held`` or
    ``separate_vote``; ``not_available``/``interrogation_voted``. None otherwise.

    rules_spec 6.10 S11 drops a recorded step that names the withdrawn player: the
    interrogation, decided or held but not yet counted, lapses with it (3.6: «if both are
    still in the game»; :func:`_note_lapse_today`) and the day goes on to its regular vote.
    A decided interrogation vote is not that: the table has heard who it sent out and that
    the day's voting is over, and dropping it would take back an exit S11 does not speak
    of. The narrator records the withdrawal at the day's end instead (Y101-3)."""
    due = interrogation_due(st)
    value = st.choices.get(DAY_KEY)
    if (due is None or not isinstance(value, dict) or value.get("held") is not True
            or "exit_votes" not in value or st.day.needs == DAY_KEY
            or not isinstance(seats, list)):
        return None
    holder, pair = due
    if params_as(st, holder.card.role, DayPowerParams).day == "extra_defenders":
        return None  # the two only joined the day's defence: dropped with him (S11)
    named = [s for s in pair if s in seats]
    if not named:
        return None
    return IllegalAction("not_available", key="withdraw", seat=named[0],
                         detail="interrogation_voted")


def interrogation_ends_day(st: Any) -> bool:
    """True when today's interrogation vote was held and, by the holder's ``day``
    parameter, it is the day's only exit vote (no defence vote follows)."""
    due = interrogation_due(st)
    value = st.choices.get(DAY_KEY)
    if due is None or not isinstance(value, dict) or value.get("held") is not True:
        return False
    return params_as(st, due[0].card.role, DayPowerParams).day == "replaces_vote_if_held"


def day_stage(d: Any, check_counts: Any, defense_vote: Any) -> None:
    """The day's ``interrogation`` step, after the defence vote (club_scenarios 3.6, 3.8;
    ``d`` is ``day.DayRun``): refused when no interrogation is due; missing
    (``day.needs``) while due and not recorded; else announced, and when held the
    interrogation vote between the two decides who leaves.

    Raises:
        IllegalAction: not_available (no interrogation today; votes beside a held one under
            ``replaces_vote_if_held``; exit votes or a lottery that do not belong),
            bad_script (the value's shape), bad_count, invalid_target.
    """
    st, value = d.st, d.choices.get(DAY_KEY)
    due = interrogation_due(st)
    if due is None:
        if value is not None:
            raise IllegalAction("not_available", key=DAY_KEY, detail="no_interrogation")
        _note_lapse_today(d)  # a summoned player left today: the narrator is told (X100-1)
        return
    if value is None:
        st.day.needs = st.day.needs or DAY_KEY
        return
    holder, pair = due
    par = params_as(st, holder.card.role, DayPowerParams)
    held = _check_value(st, value, holder, par)
    # «امروز بازجویی برگزار می‌شود» was said with the morning (:func:`announce_morning`)
    log_line(st, DAY_KEY, True, seats=list(pair), held=held)
    if held and par.day == "replaces_vote_if_held":
        extra = [k for k in ("votes", "exit_votes", "mayor", "lottery") if k in d.choices]
        if extra:
            raise IllegalAction("not_available", key=extra[0], detail="interrogation_held")
    if held and par.day == "extra_defenders":
        st.day.defense = sorted(set(st.day.defense) | set(pair))
        d.record.defense = list(st.day.defense)
        return
    # «each of the two defends twice … then» the interrogator signals whether the vote is
    # held (3.6): they are the day's defence, as Capo's suspects (CF47-4, CF47-23), and an
    # armour breaking at a defence breaks there
    d.record.defense = sorted(set(d.record.defense) | set(pair))
    break_at_defence(st, pair, d.record)
    if held:
        _interrogation_vote(d, value, pair, par, (check_counts, defense_vote))


def _check_value(st: Any, value: Any, holder: Any, par: DayPowerParams) -> bool:
    """The value's shape; whether the vote is held (a holder gone: held, C12)."""
    if not isinstance(value, dict) or set(value) - {"held", "exit_votes", "lottery"}:
        raise IllegalAction("bad_script", key=DAY_KEY, value=value, detail="unknown_choice")
    held = value.get("held")
    if not isinstance(held, bool):
        raise IllegalAction("bad_script", key=DAY_KEY, value=held, detail="held")
    gone = st.view(holder.seat).status != ALIVE
    if gone and not held and par.holder_gone == "vote_held":
        raise IllegalAction("not_available", key=DAY_KEY, seat=holder.seat,
                            detail="holder_gone_vote_held")
    if not held or par.day == "extra_defenders":
        for k in ("exit_votes", "lottery"):
            if k in value:
                raise IllegalAction("not_available", key=DAY_KEY, detail=f"{k}_not_held")
    return held


def _interrogation_vote(d: Any, value: dict[str, Any], pair: list[int],
                        par: DayPowerParams, day: tuple[Any, Any]) -> None:
    """The interrogation vote between the two: more votes leaves, a tie goes to the lottery
    (rules_spec 1.3 item 3); the side shown. ``day``: the day's vote-count check and its
    defence vote (``day.py``'s own)."""
    _check_counts, _defense_vote = day
    st = d.st
    ev = value.get("exit_votes")
    if ev is None:
        st.day.needs = DAY_KEY
        return
    voters = exit_voters(st, list(pair))  # an exit vote between the two (3.6; CF47-8)
    _check_counts(st, ev, DAY_KEY, voters=voters, nominees_from=list(pair),
                  single=st.rules.get("exit_votes_per_voter") == "one")
    got = {s: ev.get(s, 0) for s in pair}
    top = max(got.values())
    tied = sorted(s for s, n in got.items() if n == top)
    lot = value.get("lottery")
    nobody = len(tied) > 1 and st.rules.get("tie_resolution") == NOBODY_LEAVES
    if (len(tied) == 1 or nobody) and lot is not None:  # no lottery: no tie, or the
        raise IllegalAction("not_available", key=DAY_KEY,  # table's rule on a tie
                            detail="no_lottery" if nobody else "no_tie")  # (7; S14)
    if len(tied) > 1 and lot is None and not nobody:
        st.day.tied = tied
        st.day.needs = DAY_KEY
        return
    out = None if nobody else tied[0] if lot is None else seat_of(st, lot, DAY_KEY)
    if out is not None and out not in tied:
        raise IllegalAction("invalid_target", key=DAY_KEY, seat=out, detail="not_tied")
    # an exit vote between the two (3.6): a day armour breaks instead (9.2; CF46-30)
    if out is not None and not absorbs_day_exit(st, out, d.record):
        leave(st, st.player(out), DEAD, DAY_KEY)
        if par.side_shown:
            d.record.announce.append(f"side_shown:{out}")
        check_winner(st)
    st.day.exit_applied = True
    if par.day == "separate_vote" and st.winner is None:
        _defense_vote(d)  # the regular day follows, among those still in the game
        # … and the two stay among the day's defenders (they defended twice: 3.6; CF47-23,
        # CF47-33): the regular vote's own defence replaced them (CF50)
        d.record.defense = sorted(set(d.record.defense) | set(pair))
    elif st.winner is not None:
        later = [k for k in ("votes", "exit_votes", "mayor", "lottery", "card")
                 if k in d.choices]
        if later:
            raise IllegalAction("game_over", key=later[0], winner=st.winner)


# ---------------------------------------------------------------------------------------
# what the window is offered (``choices``' options; the window names no kind)
# ---------------------------------------------------------------------------------------
def summon_targets(
    st: Any, key: str, kind: str
) -> tuple[int, dict[int, IllegalAction | None], IllegalAction | None]:
    """The night step's ``summon`` option: how many seats, each seat legal (None) or its
    refusal, and the refusal of the whole option (no summons left)."""
    actor = st.find(kind)
    targets: dict[int, IllegalAction | None] = {}
    for p in st.players:
        try:
            if actor is None:
                raise IllegalAction("not_acting", key=key, role=key)
            check_summoned(st, key, actor, p.seat)
            targets[p.seat] = None
        except IllegalAction as exc:
            targets[p.seat] = exc
    if actor is None:
        return 2, targets, IllegalAction("not_acting", key=key, role=key)
    left = summons_left(st, actor)
    refusal = None
    if left is not None and left <= 0:
        refusal = IllegalAction("no_uses_left", key=key, role=key, detail="summon")
    return params_as(st, actor.card.role, DayPowerParams).picks, targets, refusal


def interrogation_counted(st: Any) -> bool:
    """True when a held interrogation takes its own vote counts (``exit_votes``): not under
    ``day = extra_defenders``, where the two join the day's defenders instead."""
    due = interrogation_due(st)
    return due is None or params_as(st, due[0].card.role, DayPowerParams).day != "extra_defenders"


def interrogation_targets(
    st: Any, key: str
) -> tuple[dict[int, IllegalAction | None], IllegalAction | None]:
    """Today's interrogation: each seat votable (a summoned one) or its refusal, and the
    refusal of ``not_held`` (the holder has left and the vote is held, C12)."""
    due = interrogation_due(st)
    pair = due[1] if due is not None else []
    targets: dict[int, IllegalAction | None] = {
        p.seat: None if p.seat in pair else IllegalAction(
            "invalid_target", key=key, seat=p.seat, detail="not_summoned")
        for p in st.players
    }
    refusal = None
    if due is not None and st.view(due[0].seat).status != ALIVE and (
            params_as(st, due[0].card.role, DayPowerParams).holder_gone == "vote_held"):
        refusal = IllegalAction("not_available", key=key, seat=due[0].seat,
                                detail="holder_gone_vote_held")
    return targets, refusal


def interrogation_value(seats: list[int], role: Any, side: Any,
                        counts: dict[int, int] | None = None, lottery: int | None = None,
                        **kw: Any) -> dict[str, Any]:
    """The ``interrogation`` value of a held vote: ``{held: true, exit_votes, lottery}``
    (the counts, none for every summoned seat ``seats`` when not given, and the lottery's
    seat when given)."""
    out: dict[str, Any] = {"held": True}
    if counts is None:
        counts = {s: 0 for s in seats}
    out["exit_votes"] = {s: int(n) for s, n in counts.items()}
    if lottery is not None:
        out["lottery"] = lottery
    return out


def interrogation_tie(st: Any, key: str) -> tuple[dict[int, IllegalAction | None], Any] | None:
    """The death lottery of a tied interrogation vote (None: no tie waits): each seat
    drawable (a tied one) or its refusal, and the value's builder (the recorded vote with the
    drawn seat)."""
    value = st.choices.get(DAY_KEY)
    if not st.day.tied or not isinstance(value, dict) or value.get("held") is not True:
        return None
    tied = list(st.day.tied)
    targets: dict[int, IllegalAction | None] = {
        p.seat: None if p.seat in tied else IllegalAction(
            "invalid_target", key=key, seat=p.seat, detail="not_tied")
        for p in st.players
    }

    def build(seats: list[int], role: Any, side: Any, **kw: Any) -> dict[str, Any]:
        return {**value, "lottery": seats[0]}

    return targets, build


# ---------------------------------------------------------------------------------------
# ``decide_exit``: the holder's decision after the defence (the seeds' Mayor)
# ---------------------------------------------------------------------------------------
def _decision_key_problems(scen: Any) -> list[tuple[str, str]]:
    """A role whose id is the decision's day key (:data:`DECIDE_KEY`) without deciding the
    exit: its night step could not be written in a game script, nor an exported game read
    back (a club's ``mayor`` of kind ``save``, CF50)."""
    return [(f"roles.{i}.id", f"{r.id!r} is the game script's day step of the exit "
             "decision: only the role that decides the exit (a day power, variant "
             "decide_exit) may have this id; give the role another id")
            for i, r in enumerate(scen.roles)
            if r.id == DECIDE_KEY and decider_role(scen) != r.id]


FILE_PROBLEMS.append(_decision_key_problems)


def decider_role(scenario: Any) -> str | None:
    """The role id of ``scenario``'s ``decide_exit`` power (the Mayor, whatever his id;
    the file's params decide, never the id), or None; worked out once."""
    cache = scenario.__dict__.get("_decider_role")
    if cache is None:
        from .params import params_of

        found = ""
        if NAME in kinds_in_play(scenario):
            for r in scenario.roles:
                if r.ability_kind != NAME:
                    continue
                par = params_of(scenario, r.id)
                if isinstance(par, DayPowerParams) and par.variant == "decide_exit":
                    found = r.id
                    break
        cache = (found,)
        object.__setattr__(scenario, "_decider_role", cache)  # frozen model: private cache
    return cache[0] or None


def has_interrogator(scenario: Any) -> bool:
    """True when a role of ``scenario`` plays this kind's ``bring_to_defense`` variant (the
    day key ``interrogation`` is its; in another scenario the key is unknown: CF45-18)."""
    cache = scenario.__dict__.get("_has_interrogator")
    if cache is None:
        from .params import params_of

        cache = (NAME in kinds_in_play(scenario) and any(
            r.ability_kind == NAME and isinstance(p := params_of(scenario, r.id),
                                                  DayPowerParams)
            and p.variant == "bring_to_defense" for r in scenario.roles),)
        object.__setattr__(scenario, "_has_interrogator", cache)  # frozen model: private
    return cache[0]


def decider_params(st: Any) -> DayPowerParams:
    """The game's params of its ``decide_exit`` role (house rules laid over them: the
    bound ``mayor_requires_two_defenders``); the model's defaults when it has none."""
    role = decider_role(st.scenario)
    return params_as(st, role or "", DayPowerParams)


def decider(st: Any, alive_only: bool = True, own: bool = False) -> Any:
    """The player holding the ``decide_exit`` role's card (in the game only, unless not
    ``alive_only``), or None; ``own``: this state's own object (:meth:`GameState.holder`),
    else one to read only."""
    role = decider_role(st.scenario)
    if role is None:
        return None
    for p in st.players:
        if p.card.role == role and (p.status == ALIVE or not alive_only):
            return st.player(p.seat) if own else p
    return None
