"""The day (rules_spec 1.3, 1.5, 3.x day rules, 6.9 S1): the defense vote, the Mayor, the
exit vote, the death lottery, the last-move card, the guns, the status inquiry, the bomb,
the chaos handshake, and who leaves.

:func:`run_day` applies a day's steps to a clone of the day's start (a day is recomputed
whenever a step is chosen again); :func:`resumed_day` goes on from the day as it stands for
a new last step in the narrow cases where that gives the same day. Seats are 1-based.
"""

from __future__ import annotations

from collections.abc import Callable
from dataclasses import dataclass
from operator import itemgetter
from typing import Any

from . import cards
from .abilities import (
    absorbs_day_exit,
    acts_on_intro_night,
    break_at_defence,
    day_power,
    intro_night_refusal,
    night_keys,
)
from .abilities.base import hooks_in_play, kinds_in_play
from .abilities.bomber import NAME as BOMBER
from .abilities.bomber import bomb_codes, bomb_pending, noon_sleep
from .abilities.constantine import revival_possible
from .abilities.day_power import (
    DECIDE_KEY,
    day_stage,
    decider,
    decider_params,
    decider_role,
)
from .abilities.give_guns import NAME as GIVE_GUNS
from .abilities.give_guns import blanks_back, check_fire_order
from .abilities.params import played_kind
from .abilities.pickpocket import robbed_by_day
from .abilities.sherlock_holmes import NAME as SHERLOCK
from .abilities.sherlock_holmes import chaos_day, run_chaos
from .abilities.steps import (
    DAY_ENDERS,
    DAY_OPENER_APPLY,
    DAY_PROCEDURES,
    procedure_today,
    procedures_of,
)
from .errors import IllegalAction
from .state import ALIVE, DEAD, HALF_DEAD, GameState, PhaseRecord
from .table import (
    DAY_END_HOOKS,
    DAY_KEY_KINDS,
    DAY_KEYS,
    announce_now,
    check_winner,
    check_withdraw,
    day_role_key,
    exit_voters,
    has_kind,
    leave,
    log_line,
    require_alive,
    seat_of,
    status_counts,
    withdraw,
    withdrew_now,
)


def defense_threshold(n_present: int, rule: str) -> int:
    """Votes needed to reach the defense (rules_spec 1.3): ``n_present`` living players."""
    if rule == "more_than_half":
        return n_present // 2 + 1
    if rule == "half":
        return -(-n_present // 2)
    if rule == "half_plus_one_literal":
        return n_present // 2 + 1 if n_present % 2 == 0 else -(-(n_present + 2) // 2)
    if rule == "half_minus_one":
        return max(1, (n_present - 1) // 2)
    if rule.startswith("fixed:"):
        return int(rule[6:])
    raise ValueError(rule)


def day_threshold(st: GameState) -> int:
    """Today's defense threshold: ``defense_threshold`` over the players present
    (``vote_base``, A02) under ``defense_threshold_rule`` (A01-A04)."""
    return threshold_of(st, len(st.alive_seats()))


def threshold_of(st: GameState, alive: int) -> int:
    """:func:`day_threshold` with ``alive`` players in the game (counted by the caller):
    the votes needed to reach the defence (rules_spec 1.3, A01-A04)."""
    present = alive - (1 if st.rules.get("vote_base") == "alive_minus_one" else 0)
    return defense_threshold(present, st.rules.get("defense_threshold_rule", "more_than_half"))


def exit_vote_eyes(st: GameState) -> str:
    """``open`` or ``closed``: the eyes during today's exit vote (house rule
    ``exit_vote_eyes``; A06: open with more than one defender in the Godfather family)."""
    rule = st.rules.get("exit_vote_eyes", "closed")
    if rule == "open_if_multi":
        return "open" if len(st.day.defense) > 1 else "closed"
    return rule


#: The scenario families whose defence vote is held with the eyes open: Mafia Nights'
#: («در این سناریو رای گیری اولیه با چشمان باز صورت میگیرد», S2:L57; rules_spec 3.4.6), and
#: the scenarios that play its day (classic: rules_spec 3.6 «the Mafia Nights defaults»;
#: Werewolf: club_scenarios 1.2). The other families' sources name no eyes for it (Z105-5).
OPEN_EYED_DEFENSE_FAMILIES = frozenset({"mn"})


def defense_vote_eyes(st: GameState) -> str | None:
    """``"open"`` when today's defence vote is held with the eyes open (the scenario's
    family in :data:`OPEN_EYED_DEFENSE_FAMILIES`: S2:L57, rules_spec 3.4.6), None where the
    rules name no eyes for it (the Godfather and Zodiac families, the club files of the
    ``gf`` family: nothing is said)."""
    family = getattr(st.scenario, "family", None)
    return "open" if family in OPEN_EYED_DEFENSE_FAMILIES else None


def lone_defender_needs(st: GameState, voters: int) -> int:
    """The votes a lone defender needs to leave, of ``voters`` (house rule
    ``single_defender_exit_rule``): today's defence threshold (``meets_defense_threshold``),
    more than half the voters (``majority_of_voters``), or 0 (``always_exits``: he leaves
    whatever the votes)."""
    rule = st.rules.get("single_defender_exit_rule", "meets_defense_threshold")
    if rule == "always_exits":
        return 0
    if rule == "majority_of_voters":  # of those who may vote on him: never he himself (1.3;
        # the vote's own cap, game-script ``bad_count``; CF47-35)
        himself = st.rules.get("defenders_can_vote", True) and not st.rules.get(
            "self_vote_allowed")
        return (voters - (1 if himself else 0)) // 2 + 1
    return st.day.threshold


def exit_vote_threshold(st: GameState) -> tuple[int | None, int]:
    """Today's exit vote as the narrator announces it: ``(needs, voters)`` — the votes a
    lone defender needs to leave (:func:`lone_defender_needs`; 0: he leaves whatever the
    votes), or None when several defend (the revote's: the tied) and the most votes
    decide; and how many vote (:func:`exit_voters`). The rule :func:`_exit_outcome`
    applies (rules_spec 3.1.6; A05)."""
    day = st.day
    revote = day.needs == "exit_votes" and bool(day.tied)
    candidates = list(day.tied) if revote else list(day.defense)
    # every defender stays out of the voters in the revote too, as :func:`_exit_vote` counts
    # them (3.4.6; CF45-25): the tied alone said one voter too many (CF50)
    voters = exit_voters(st, list(day.defense))
    if len(candidates) == 1:
        return lone_defender_needs(st, voters), voters
    return None, voters


def day_key(st: GameState, key: Any) -> Any:
    """The day step a key names: the holder of a ``decide_exit`` day power (the Mayor,
    :func:`day_power.decider_role`, found by his params) decides under his role id or
    ``mayor`` (rules_spec 6.10 S17), so his role id is the ``mayor`` step; any other key as
    it is."""
    if isinstance(key, str) and key not in DAY_KEYS and key == decider_role(st.scenario):
        return DECIDE_KEY
    return key


def run_day(st: GameState, choices: dict[str, Any]) -> None:
    """Apply the day's steps ``choices`` (game-script ``day`` keys) to ``st`` (a clone of the
    day's start), in the fixed order of the day's procedure (:data:`DAY_PROCEDURE`): the
    withdrawals, the gun window, the status inquiry, the defence vote, the Mayor-kind
    decision or the exit vote, the lottery, the exit and its card, the bomb's codes.

    Sets ``st.day`` (threshold, defense, tied, eliminated, the next missing step) and applies
    the exit as soon as its inputs are complete, followed by the win check (rules_spec 3.1.6).

    Raises:
        IllegalAction: bad_script, wrong_phase, invalid_target, bad_count, not_available,
            game_over (a step after the winner is decided).
    """
    _check_day_keys(st, choices)
    if "withdraw" in choices:
        check_withdraw(st, choices["withdraw"])
        withdraw(st, choices["withdraw"])
        # the day's threshold is counted after it (6.9 S10), for every vote of the day: a
        # day procedure's own vote read the one set at the day's start (CF45-14)
        st.day.present = len(st.alive_seats())
        st.day.threshold = day_threshold(st)
        _game_over_after(st, choices, "withdraw")
        if st.phase == "intro_day" or st.winner is not None:
            record = PhaseRecord(st.phase, st.number)
            record.announce += st.pending
            st.pending = []
            st.records.append(record)
            return None
    # Sherlock's chaos day (abilities.sherlock_holmes); no Sherlock at the day's start: not
    # one (chaos_day's own first answer, asked inline)
    if (st.base or st).find(SHERLOCK) is not None and chaos_day(st):
        return run_chaos(st, choices)
    refused = day_phase_refusal(st, list(choices))
    if refused is not None:
        raise refused
    record = PhaseRecord(st.phase, st.number)
    run = DayRun(st, choices, record)
    for proc in procedures_of(st):  # a key a procedure holding today closes, first
        closed = [k for k in proc.closes if k in choices]
        if closed and proc.holds(st):
            raise IllegalAction("not_available", key=closed[0], detail=proc.name)
    for _name, stage in _day_stages(st, choices):
        stage(run)
    _close_day(st, choices, record)


def _close_day(st: GameState, choices: dict[str, Any], record: PhaseRecord) -> None:
    """The end of a day's run (:func:`run_day`, :func:`resumed_day`) after its stages: the
    day-end hooks, then the day's ``record`` takes the tokens waiting in ``pending`` (the
    exits in the order the players left, :func:`_in_exit_order`) and the signals at an
    exit, and is appended to ``st.records``."""
    for hook in hooks_in_play(st.scenario, DAY_END_HOOKS):
        hook(st, choices)
    if st.pending:
        record.announce += st.pending
    if len(record.announce) > 1:  # (one token or none: in its order already)
        record.announce[:] = _in_exit_order(st, record.announce)
    if "private" in st.extra:
        record.private.update(st.extra.pop("private"))  # signals at an exit (the heir)
    st.pending = []
    st.records.append(record)


#: A day's new last step that goes on from the day as it stands (:func:`resumed_day`):
#: the step → the steps recorded before it (exactly these, in the day's order) and the
#: stage of :data:`_RESUMABLE_STAGES` that first reads it (the stages before it read only
#: the steps before it: the defence vote its ``votes``, the exit vote its ``exit_votes``).
_RESUMES: dict[str, tuple[tuple[str, ...], str]] = {
    "exit_votes": (("votes",), "decision"),
    "lottery": (("votes", "exit_votes"), "lottery"),
}
#: The one day procedure :func:`resumed_day` goes on in: no gun window, no day power, no
#: bomb, no day procedure (a scenario or a day with any of them reruns the day).
_RESUMABLE_STAGES = ("defense_vote", "decision", "lottery", "exit")
#: A stage's name (its first item), read in C.
_NAME_OF = itemgetter(0)


def resumed_day(state: GameState, choices: dict[str, Any], key: str) -> GameState | None:
    """The day of ``state`` with its steps ``choices`` (``state``'s, then the new step
    ``key`` last), gone on from ``state`` itself: a clone of it, the day's record and
    ``needs`` taken back to where the stage reading ``key`` begins, then that stage and the
    ones after it, and the day's end (:func:`_close_day`). The same state, log, records and
    refusals as :func:`run_day` on a clone of the day's start (``tests/engine/
    test_day_resumed.py`` plays random days of every scenario both ways); None, nothing
    done, outside the narrow cases where that is shown (:func:`_resumable`): the exit vote
    after the defence vote alone, the lottery after those two, in the lean procedure
    (:data:`_RESUMABLE_STAGES`, no day-end hook, no chaos day), the stages after the last
    recorded step having done nothing but set ``needs`` (no announcement, signal or fact
    in the day's record, no exit, no winner).

    Raises:
        IllegalAction: the new step's refusal, as :func:`run_day` raises it."""
    spec = _RESUMES.get(key)
    if spec is None or tuple(state.choices) != spec[0] or not _resumable(state, key) or (
            not DAY_KEY_KINDS.keys().isdisjoint(choices)):  # each a plain day key
        return None
    stages = _day_stages(state, choices)
    if tuple(map(_NAME_OF, stages)) != _RESUMABLE_STAGES or hooks_in_play(
            state.scenario, DAY_END_HOOKS) or (
            (state.base or state).find(SHERLOCK) is not None and chaos_day(state)):
        return None
    st = state.clone()
    last = st.records.pop_own()  # the day's record as the last run closed it: today's,
    if last is None or last.phase != "day" or last.number != st.number or (  # with no
            last.announce or last.private or last.facts):  # token, signal or fact
        return None
    st.choices = choices
    st.day.needs = None  # as the defence vote left it (the stages after set it)
    record = PhaseRecord(st.phase, st.number, defense=list(last.defense))
    run = DayRun(st, choices, record)
    for _name, stage in stages[_RESUMABLE_STAGES.index(spec[1]):]:
        stage(run)
    _close_day(st, choices, record)
    return st


def _resumable(state: GameState, key: str) -> bool:
    """True when the day of ``state`` (its steps as :data:`_RESUMES` has them before
    ``key``) stands as its stages left it before the one reading ``key``, but for
    ``needs`` and its record (:func:`resumed_day` reads the record): a day under way (no
    winner), nothing waiting in ``pending`` nor a signal in ``extra``, nobody eliminated,
    no exit, and ``needs`` what the stages after set (the exit vote with a defence, the
    lottery with a tie)."""
    day = state.day
    if (state.phase != "day" or state.winner is not None or state.base is None
            or state.pending or "private" in state.extra or day.eliminated is not None
            or day.exit_applied or day.win_waits is not None):
        return False
    if key == "exit_votes":
        return not day.tied and day.needs == ("exit_votes" if day.defense else None)
    return bool(day.tied) and day.needs == "lottery"


def _in_exit_order(st: GameState, tokens: list[str]) -> list[str]:
    """``tokens`` with today's ``left:s`` in the order the players left (the day's exit
    lines of the log), each other token where it was: a step's own exit came before the
    exits it set off, which wait in ``pending`` (Werewolf's hunter's shot, then the lover
    of the player he shot; a narrator's trial heard the lover first, TA43-21). The script's
    checks read the tokens in any order."""
    if len(tokens) < 2:
        return tokens  # (most days) nothing to order
    slots = [i for i, t in enumerate(tokens) if t.startswith("left:")]
    if len(slots) < 2:
        return tokens
    order = {line.data.get("seat"): i for i, line in enumerate(st.log[len(
        (st.base or st).log):]) if line.kind == "exit"}
    exits = sorted((tokens[i] for i in slots),
                   key=lambda t: order.get(_seat(t), len(order)))
    out = list(tokens)
    for i, t in zip(slots, exits, strict=True):
        out[i] = t
    return out


def _seat(token: str) -> int | None:
    """The seat of a ``kind:seat`` token, None when it names none."""
    arg = token.partition(":")[2]
    return int(arg) if arg.isdigit() else None


@dataclass(slots=True)
class DayRun:
    """One day's steps being applied: the state (mutated), the steps, the day's record, and
    what sends today's player out (``vote``, ``lottery`` or ``mayor``)."""

    st: GameState
    choices: dict[str, Any]
    record: PhaseRecord
    cause: str = "vote"


def unknown_day_key(st: GameState, key: Any) -> bool:
    """True for a key that is no day step of this scenario: not a game script day key (nor
    a role's by day), a key of a kind no role here plays (the bomb's, the guns'), the
    interrogation without an interrogator, a day procedure's the scenario does not name
    (CF45-18, CF46-6). Such a key is ``bad_script`` in every phase (audit38 F1)."""
    if _not_a_day_key(st, key):
        return True
    procedure_keys = {k for proc in DAY_PROCEDURES.values() for k in (proc.key, *proc.keys)}
    if key in procedure_keys:
        mine = {k for proc in procedures_of(st) for k in (proc.key, *proc.keys)}
        return key not in mine
    return False


def _not_a_day_key(st: GameState, key: Any) -> bool:
    """:func:`unknown_day_key` but the day procedures' (refused with the procedures)."""
    if key not in DAY_KEYS and not day_role_key(st, key):
        return True
    owner = DAY_KEY_KINDS.get(key)
    if owner is not None and not has_kind(st, owner):
        return True
    if key == DECIDE_KEY and decider_role(st.scenario) is None:
        return True  # no role decides the exit here (the Mayor's step: CF50)
    if key == "status_inquiry" and not st.scenario.status_inquiries:
        return True  # the scenario has no status inquiry (Godfather's, 3.4.4: CF50)
    return key == day_power.DAY_KEY and not day_power.has_interrogator(st.scenario)


#: The day keys :func:`_not_a_day_key` takes whatever the scenario, while no kind owns them
#: (:data:`DAY_KEY_KINDS`, asked at each step): the withdrawal, the votes, the lottery …
_PLAIN_DAY_KEYS = frozenset(DAY_KEYS) - {DECIDE_KEY, "status_inquiry", day_power.DAY_KEY}


def _check_day_keys(st: GameState, choices: dict[str, Any]) -> None:
    """Only the game script's day keys; on the intro day, only a withdrawal."""
    for key in choices:
        if key in _PLAIN_DAY_KEYS and key not in DAY_KEY_KINDS:
            continue  # a day key in every scenario (most steps): nothing more to ask
        if _not_a_day_key(st, key):
            raise IllegalAction("bad_script", key=key, detail="unknown_key")  # (CF45-18)
    if st.phase == "intro_day" and set(choices) - {"withdraw"}:
        raise IllegalAction(
            "wrong_phase", key=next(k for k in choices if k != "withdraw"), detail="intro_day"
        )


def _gun_window(d: DayRun) -> None:
    """The gun window before the defence vote (rules_spec 3.5.6 step 2), then the status
    inquiry (S2:L51)."""
    st, choices, record = d.st, d.choices, d.record
    if "guns" in choices:
        fire_guns(st, choices["guns"], record)
        _game_over_after(st, choices, "guns")
    if "status_inquiry" in choices:
        status_inquiry(st, choices["status_inquiry"], record)


def _defense_vote(d: DayRun) -> None:
    """The defence vote: who reaches the day's threshold defends (rules_spec 3.1.6)."""
    st, choices, record = d.st, d.choices, d.record
    alive = st.alive_seats()
    day = st.day
    day.present = len(alive)
    day.threshold = threshold_of(st, len(alive))  # day_threshold, alive counted once
    day.defense, day.tied, day.eliminated, day.exit_applied, day.needs = [], [], None, False, None
    votes = choices.get("votes")
    if votes is not None:
        _check_counts(st, votes, "votes", voters=len(alive), nominees_from=alive, single=False)
        defense: list[int] = []
        for s, n in votes.items():  # a plain loop: no generator's frame (every votes step)
            if n >= day.threshold:
                defense.append(s)
        defense.sort()
        day.defense = defense
        record.defense = list(day.defense)
        break_at_defence(st, day.defense, record)  # an armour that breaks at the defence
        log_line(
            st, "votes", True, votes=dict(votes), threshold=day.threshold, defense=list(day.defense)
        )


def _decision(d: DayRun) -> None:
    """The Mayor-kind decision (cancel the exit vote or send a defender out, 3.4.6) or the
    exit vote."""
    st, choices, record = d.st, d.choices, d.record
    day = st.day
    ev = choices.get("exit_votes")
    mayor = choices.get(DECIDE_KEY)
    if mayor is not None and mayor_powerless(st):
        # a robbed Mayor may still signal: checked, no effect; the exit vote follows (6.9 S1);
        # so for a Mayor who left the table earlier today (6.10 S12)
        mayor_decision(st, mayor, record)
        mayor = None
    if mayor is not None:
        # the decision is checked first (it comes before the exit vote in a day's step
        # order, 6.9 S1): a wrong target is its refusal, not the exit vote's (CF45-26)
        eliminated = mayor_decision(st, mayor, record)
        if ev is not None:
            raise IllegalAction("not_available", key=DECIDE_KEY, detail="exit_vote_taken")
        day.eliminated = eliminated
        if day.eliminated is None:
            day.exit_applied = True
        d.cause = "mayor"
    elif ev is not None:  # with nobody in the defence its seats are no defenders:
        _exit_vote(st, ev)  # invalid_target (game-script; R5; CF47-21)
    elif day.defense:
        day.needs = "exit_votes"


def _exit_vote(st: GameState, ev: Any) -> None:
    """The exit vote among the defenders, with a revote on a tie by house rule (A05): a list
    of rounds holds the first vote and, when it tied, the revote; a round past the one that
    decided is refused ``bad_script`` (it was taken and ignored: an auditor's case, CF45-8).
    Its log line holds the rounds (``votes``) and the seats the last round left tied
    (``tied``, empty when it decided)."""
    R, day = st.rules, st.day
    rounds = ev if isinstance(ev, list) else [ev]
    if not rounds:
        raise IllegalAction("bad_script", key="exit_votes", value=ev, detail="no_round")
    candidates = list(day.defense)
    result: list[int] = []
    used = 0
    for i, rnd in enumerate(rounds):
        used = i + 1
        # every defender is out of the voters where defenders do not vote, also those the
        # revote no longer names (3.4.6 "Players in defense cannot vote"; CF45-25)
        voters = exit_voters(st, list(day.defense))
        _check_counts(st, rnd, "exit_votes", voters=voters, nominees_from=candidates,
                      single=R.get("exit_votes_per_voter") == "one")
        result = _exit_outcome(st, candidates, rnd, voters)
        if len(result) > 1 and R.get("tie_resolution") == "revote_then_lottery" and i == 0:
            candidates = result
            continue
        break
    if len(rounds) > 1 and R.get("tie_resolution") != "revote_then_lottery":
        raise IllegalAction("bad_script", key="exit_votes", detail="revote_not_allowed")
    if used < len(rounds):  # the vote was decided before this round
        raise IllegalAction("bad_script", key="exit_votes", value=rounds[used],
                            detail="round_after_decision")
    # ``tied``: the seats the deciding round left tied (none when it decided), the log's
    # record of a tie (its line says «(tie)» also before the revote is recorded, Z103-22)
    log_line(st, "exit_votes", True, votes=ev, tied=result if len(result) > 1 else [])
    if len(result) == 1:
        day.eliminated = result[0]
    elif len(result) > 1:
        if R.get("tie_resolution") == "nobody_leaves":
            pass
        elif R.get("tie_resolution") == "revote_then_lottery" and len(rounds) == 1:
            day.needs = "exit_votes"
            day.tied = result
        else:
            day.tied = result


def revote_due(st: GameState) -> bool:
    """True when today's exit vote tied and the house rule gives a revote among the tied
    (``tie_resolution = revote_then_lottery``, A05) that is not recorded yet: the next
    ``exit_votes`` is the second round (:func:`exit_votes_value`)."""
    ev = st.choices.get("exit_votes")
    return (st.phase == "day" and st.day.needs == "exit_votes" and bool(st.day.tied)
            and isinstance(ev, dict))


def lottery_open(st: GameState) -> bool:
    """True when today's tied exit vote may be settled by the death lottery now (the rule
    :func:`_lottery` applies, rules_spec 3.1.6): a tie stands (``day.tied``) and the tied
    are not voted on again first (a revote still due, ``day.needs == "exit_votes"``, A05)."""
    return st.phase == "day" and bool(st.day.tied) and st.day.needs != "exit_votes"


def exit_votes_value(st: GameState, counts: dict[int, int], change: bool = False) -> Any:
    """The ``exit_votes`` step's value for ``counts`` (seat from 1 → votes) typed now: on a
    revote (:func:`revote_due`) the first round and these, as game-script writes a revote
    (a list of rounds); a ``change`` of the recorded vote replaces its last round; else the
    counts themselves. The window's revote replaced the first round (an auditor's reading
    of the rounds, CF45-8)."""
    recorded = st.choices.get("exit_votes")
    if change and isinstance(recorded, list) and len(recorded) > 1:
        return [*recorded[:-1], counts]
    if not change and revote_due(st):
        return [recorded, counts]
    return counts


def _lottery(d: DayRun) -> None:
    """The lottery among the tied (rules_spec 3.1.6)."""
    st, choices = d.st, d.choices
    day = st.day
    lot = choices.get("lottery")
    if lot is not None:
        if not day.tied or day.needs == "exit_votes":
            raise IllegalAction("not_available", key="lottery", detail="no_tie")
        seat = seat_of(st, lot, "lottery")
        if seat not in day.tied:
            raise IllegalAction("invalid_target", key="lottery", seat=seat, detail="not_tied")
        day.eliminated = seat
        d.cause = "lottery"
        log_line(st, "lottery", True, seat=seat, tied=list(day.tied))
    elif day.tied and day.needs is None:
        day.needs = "lottery"


def _shown_not_out(st: GameState, seat: int) -> bool:
    """True when the vote shows the card at ``seat`` instead of removing it (its kind's
    :attr:`Kind.shown_when_voted_out`: Jack, S2:L62; A56)."""
    p = st.view(seat)
    k = played_kind(st.scenario, p.card.role, p.card.kind, st.rules)
    return k is not None and k.shown_when_voted_out


def _the_exit(d: DayRun) -> None:
    """The exit and its last-move card; Jack is shown, not removed, by the vote (S2:L62;
    A56)."""
    st, choices, record = d.st, d.choices, d.record
    day = st.day
    card = choices.get("card")
    if card is not None and day.eliminated is None:
        # nobody leaves today (no exit vote yet, or the Mayor cancelled it, T65): no card is
        # due (after a cancel it was taken and ignored: an auditor's case, CF45-17)
        raise IllegalAction("not_available", key="card", detail="no_card_due")
    if (
        day.eliminated is not None
        and day.needs is None
        and _shown_not_out(st, day.eliminated)
    ):
        if card is not None:
            raise IllegalAction("not_available", key="card", detail="no_card_due")
        _show_not_out(st, day.eliminated, record)
    elif (
        day.eliminated is not None
        and day.needs is None
        and absorbs_day_exit(st, day.eliminated, record)
    ):
        if card is not None:  # his armour breaks instead: no exit, no card (9.2, 5.6)
            raise IllegalAction("not_available", key="card", detail="no_card_due")
        day.exit_applied = True
    elif day.eliminated is not None and day.needs is None:
        _exit_with_card(st, card, record, d.cause)
    elif card is not None and not day.exit_applied:
        raise IllegalAction("not_available", key="card", detail="no_card_due")
    if st.winner is not None:  # (every day step: asked only once the game is won)
        _game_over_after(st, choices, "card")


def _exit_with_card(st: GameState, card: Any, record: PhaseRecord, cause: str) -> None:
    """The day's exit (``cause``: vote, lottery or mayor), after its last-move card when one
    is due (rules_spec 4). Asked by :func:`_the_exit` only once it has found the card the
    vote only shows not in the eliminated player's hands (:func:`_shown_not_out`)."""
    day = st.day
    assert day.eliminated is not None
    stays = False
    if card is None:
        if cards.card_due(st, cause):
            day.needs = "card"
    elif not cards.card_due(st, cause):
        raise IllegalAction("not_available", key="card", detail="no_card_due")
    elif cards.check_card(st, day.eliminated, card):
        stays = cards.apply_card(st, day.eliminated, card, record)
    else:
        day.needs = "card"  # drawn and recorded; the card's choice is still to come
    if day.needs is None:
        # no card taken: _the_exit asked _shown_not_out of the same card (no), unchanged
        if not stays and card is not None and _shown_not_out(st, day.eliminated):
            # the face-off put a card the vote only shows in his hands (Jack's, S2:L62):
            # the card he now holds decides (as A96 has it for the sixth sense; CF45-27)
            _show_not_out(st, day.eliminated, record)
            check_winner(st)
        elif not stays:
            _vote_exit(st, st.player(day.eliminated), cause)
        else:
            check_winner(st)
        day.exit_applied = True


def _show_not_out(st: GameState, seat: int, record: PhaseRecord) -> None:
    """The player at ``seat``, voted out with a card the vote only shows (Jack's, S2:L62;
    A56), stays: his role is shown (``role_shown:s``)."""
    shown = st.player(seat)
    shown.card.counters["revealed"] = True
    shown.role_public = True
    record.announce.append(f"role_shown:{shown.seat}")
    st.day.exit_applied = True


def _bomb(d: DayRun) -> None:
    """The bomb's codes at the noon sleep (S2:L118; A82-A83)."""
    st, choices, record = d.st, d.choices, d.record
    noon_sleep(st, record)  # the guard's own bomb (CF45-28, CF46-5)
    if choices.get("bomb", {}) != {}:  # no code given (``{holder_code: null}``, T20): owed
        bomb_codes(st, choices["bomb"], record)
    if bomb_pending(st) and st.day.needs is None:
        st.day.needs = "bomb"


def _procedures(d: DayRun) -> None:
    """The day procedures the scenario names (club_scenarios 9.6, ``steps.DayProcedure``):
    each runs with the day's steps; a procedure's step in a scenario without it is refused
    ``bad_script``."""
    mine = procedures_of(d.st)
    keys = {k for p in mine for k in (p.key, *p.keys)}
    for proc in DAY_PROCEDURES.values():
        for key in (proc.key, *proc.keys):  # its own keys too: Namayande's ``accused``
            if key in d.choices and key not in keys:  # beside Takavar's vote was taken
                raise IllegalAction("bad_script", key=key, detail="unknown_key")  # (CF45-18)
    if mine:
        _openers_before_procedures(d)
    for proc in mine:
        proc.run(d.st, d.choices, d.record)


def _openers_before_procedures(d: DayRun) -> None:
    """A day's opening step that does not end the day (the rebel's strike under
    ``ends_day = false``) is applied before the procedure's own vote, and the day's
    threshold counted after it, as after a withdrawal (club_scenarios 4.8: talk → the
    strike → the accusations; it was applied at the day's end, after the vote: CF46-28)."""
    st = d.st
    for key, apply_now in DAY_OPENER_APPLY.items():
        ends = DAY_ENDERS.get(key)
        if key in d.choices and ends is not None and not ends(st):
            apply_now(st, d.choices)
            st.day.present = len(st.alive_seats())
            st.day.threshold = day_threshold(st)
            _game_over_after(st, d.choices, key)


def _day_powers(d: DayRun) -> None:
    """The day powers of the kinds after the defence vote (club_scenarios 9.5 ``day_power``:
    the interrogation, 3.6, 3.8), with the day's vote-count check and defence vote."""
    day_stage(d, _check_counts, _defense_vote)


#: The day's fixed procedure after the withdrawals (rules_spec 3.1.6, 3.4.6, 3.5.6): each
#: stage's name and what it does with the day's steps.
DAY_PROCEDURE: tuple[tuple[str, Callable[[DayRun], None]], ...] = (
    ("gun_window", _gun_window),
    ("defense_vote", _defense_vote),
    ("day_power", _day_powers),
    ("decision", _decision),
    ("lottery", _lottery),
    ("exit", _the_exit),
    ("bomb", _bomb),
    ("procedure", _procedures),
)


def _day_stages(st: GameState, choices: dict[str, Any]) -> tuple[tuple[str, Any], ...]:
    """The stages of :data:`DAY_PROCEDURE` today's steps ``choices`` go through: less those a
    day procedure holding today replaces (the representatives' own vote), and less those
    that can do nothing in this scenario (no ``day_power`` kind, no day procedure, no
    bomber: no bomb for the noon sleep nor the day's end) or today (the gun window without
    a gun fired or a status inquiry) unless
    ``choices`` has their step (then they refuse it); the lean list is kept with the
    scenario while no day procedure is registered."""
    scenario = st.scenario
    plan = scenario.__dict__.get("_day_plan")
    if plan is None or plan[0] != len(DAY_PROCEDURES):
        mine = procedures_of(st)
        # the gun window does nothing without a gun fired or a status inquiry today
        idle = {"gun_window", "procedure"} if not mine else {"gun_window"}
        if day_power.NAME not in kinds_in_play(scenario):
            idle.add("day_power")
        if BOMBER not in kinds_in_play(scenario):
            idle.add("bomb")  # no bomb is ever laid: the noon sleep has none to tell
        wake = frozenset({day_power.DAY_KEY, "bomb", "guns", "status_inquiry"} | {
            k for p in DAY_PROCEDURES.values() for k in (p.key, *p.keys)})
        plan = (len(DAY_PROCEDURES), tuple(s for s in DAY_PROCEDURE if s[0] not in idle),
                wake, bool(mine))
        object.__setattr__(scenario, "_day_plan", plan)  # frozen model: private cache
    stages = plan[1] if plan[2].isdisjoint(choices) else DAY_PROCEDURE
    today = procedure_today(st) if plan[3] else None
    if today is not None:  # a day procedure's own vote (the representatives')
        stages = tuple(s for s in stages if s[0] not in today.replaces)
    return stages


def _game_over_after(st: GameState, choices: dict[str, Any], key: str) -> None:
    """A step after the winner is decided is refused ``game_over`` (game-script.md)."""
    if st.winner is not None:
        later = [k for k in DAY_KEYS[DAY_KEYS.index(key) + 1 :] if k in choices]
        if later:
            raise IllegalAction("game_over", key=later[0], winner=st.winner)


def _check_counts(
    st: GameState, counts: Any, key: str, voters: int, nominees_from: list[int], single: bool
) -> None:
    if not isinstance(counts, dict):
        raise IllegalAction("bad_script", key=key, value=counts, detail="not_a_mapping")
    total = 0
    # nobody votes for himself; a defender who may not vote is not among the voters (the
    # same cap for every seat: the rules only read)
    voter_himself = key == "votes" or st.rules.get("defenders_can_vote", True)
    cap = voters - (1 if voter_himself and not st.rules.get("self_vote_allowed") else 0)
    n_seats = len(st.players)
    for s, n in counts.items():
        # a seat of the table as it is (seat_of's answer), else seat_of's refusal
        seat = s if type(s) is int and 1 <= s <= n_seats else seat_of(st, s, key)
        if seat not in nominees_from:
            if key == "votes":
                require_alive(st, seat, key)
            raise IllegalAction("invalid_target", key=key, seat=seat, detail="not_a_defender")
        if type(n) is not int and (isinstance(n, bool) or not isinstance(n, int)):
            raise IllegalAction("bad_script", key=key, seat=seat, value=n, detail="not_a_count")
        if n < 0 or n > cap:
            raise IllegalAction("bad_count", key=key, seat=seat, value=n, detail=f"max {cap}")
        total += n
    if single and total > voters:
        raise IllegalAction("bad_count", key=key, value=total, detail=f"total max {voters}")


def _exit_outcome(
    st: GameState, defenders: list[int], counts: dict[int, int], voters: int
) -> list[int]:
    """Who leaves by the exit vote: one seat, the tied seats, or nobody (rules_spec 3.1.6)."""
    if not defenders:
        return []
    got: dict[int, int] = {}
    for s in defenders:  # plain loops: no comprehension's or generator's frame (every
        got[s] = counts.get(s, 0)  # exit vote)
    if len(defenders) == 1:
        ((s, n),) = got.items()
        return [s] if n >= lone_defender_needs(st, voters) else []
    top = max(got.values())
    out: list[int] = []
    for s, n in got.items():
        if n == top:
            out.append(s)
    out.sort()
    return out


def _vote_exit(st: GameState, p, cause: str) -> None:
    """A day exit: half-dead while a revival is possible and the role is hidden (rules_spec 1.7)."""
    leave(st, p, HALF_DEAD if revival_possible(st, p) else DEAD, cause)
    check_winner(st)


def fire_guns(st: GameState, shots: Any, record: PhaseRecord) -> None:
    """Guns fired today, in order (S2:L121-L123): a war gun removes its target, a blank (or
    a gun the magician disabled, S2:L116) does nothing; each shot is announced. Under the
    kind's ``fire_order = seat`` the shooters come in seat order (Takavar, club_scenarios
    2.8: :func:`give_guns.check_fire_order`)."""
    if not has_kind(st, GIVE_GUNS):
        raise IllegalAction("bad_script", key="guns", detail="no_guns")
    if not isinstance(shots, list):
        raise IllegalAction("bad_script", key="guns", value=shots, detail="not_a_list")
    fired: list[int] = []
    for shot in shots:
        if st.winner is not None:
            raise IllegalAction("game_over", key="guns", winner=st.winner)
        if not isinstance(shot, dict) or set(shot) != {"shooter", "target"}:
            raise IllegalAction("bad_script", key="guns", value=shot, detail="gun_shot")
        shooter = seat_of(st, shot["shooter"], "guns")
        target = seat_of(st, shot["target"], "guns")
        check_fire_order(st, shooter, fired)  # his turn, whether or not he may still fire
        fired.append(shooter)
        if withdrew_now(st, st.player(shooter)):
            continue  # he left the table earlier today: accepted, no effect (6.10 S12)
        gun = next(
            (
                g
                for g in st.extra.get("guns", [])
                if g["holder"] == shooter and not g["used"] and g["night"] == st.number - 1
            ),
            None,
        )
        if gun is None or st.player(shooter).status != ALIVE:
            raise IllegalAction("not_available", key="guns", seat=shooter, detail="no_gun")
        require_alive(st, target, "guns")
        if target == shooter:
            raise IllegalAction("invalid_target", key="guns", seat=target, detail="self")
        gun["used"] = True
        gun["fired"] = True
        war = gun["type"] == "war" and not gun["disabled"]
        # the shot in the game's log as the table heard it (a disabled gun fired blank): the
        # report and the replay had nothing of the day's guns (a narrator's trial)
        log_line(st, "gun", True, shooter=shooter, target=target,
                 type="war" if war else "blank")
        if war:
            record.announce.append("gun_war")
            if not absorbs_day_exit(st, target, record):  # an armour breaks instead
                if gun.get("side_shown"):  # the giver's kind says so (give_guns on_war_hit)
                    announce_now(st, record, f"side_shown:{target}")
                leave(st, st.player(target), DEAD, "gun")
                check_winner(st)
        else:
            record.announce.append("gun_blank")


def status_inquiry(st: GameState, value: Any, record: PhaseRecord) -> None:
    """The table's status inquiry (the scenario's ``status_inquiries`` a game: Zodiac's two,
    S2:L111; A87)."""
    if value is not True:
        raise IllegalAction("bad_script", key="status_inquiry", value=value, detail="not_true")
    if not st.scenario.status_inquiries:
        raise IllegalAction("bad_script", key="status_inquiry", detail="no_status_inquiry")
    left = st.extra.get("status_left", st.scenario.status_inquiries)
    if left <= 0:
        raise IllegalAction("no_uses_left", key="status_inquiry", detail="status")
    st.extra["status_left"] = left - 1
    record.announce.append("status")
    record.facts["status"] = status_counts(st)


def mayor_robbed(st: GameState) -> bool:
    """The ``decide_exit`` holder's (the Mayor's) card has been robbed by the pickpocket
    before today (S2:L49): from the theft's night under ``pickpocket_effect = immediate``,
    from the next night otherwise."""
    mayor = decider(st)
    return mayor is not None and robbed_by_day(st, mayor)


def _mayor_withdrew(st: GameState) -> bool:
    """The ``decide_exit`` holder left the table earlier in today's entry (6.9 S10)."""
    if decider(st) is not None:
        return False
    gone = decider(st, alive_only=False)
    return gone is not None and withdrew_now(st, gone)


def mayor_powerless(st: GameState) -> bool:
    """The Mayor may signal today but his decision has no effect and does not take the place
    of the exit vote: robbed by the pickpocket (6.9 S1) or gone from the table earlier today
    (6.10 S12)."""
    return mayor_robbed(st) or _mayor_withdrew(st)


def _no_defense(st: GameState, key: str, role: str, value: Any) -> IllegalAction:
    """The Mayor's refusal on a day nobody defends: a seat to eliminate is no defender
    (game-script ``invalid_target``: «a … ``mayor`` seat that is not among the defenders»,
    CF47-32); a cancel has nothing to cancel (``not_available``)."""
    named = value.get("eliminate") if isinstance(value, dict) else None
    if isinstance(named, int) and not isinstance(named, bool):
        return IllegalAction("invalid_target", key=key, seat=seat_of(st, named, key),
                             detail="not_a_defender")
    return IllegalAction("not_available", key=key, role=role, detail="no_defense")


def mayor_decision(st: GameState, value: Any, record: PhaseRecord) -> int | None:
    """The ``decide_exit`` holder's (the Mayor's) one decision after the defense (S2:L50;
    A73), by his params (:class:`day_power.DayPowerParams`): ``{cancel: true}`` (nobody
    leaves) or ``{eliminate: s}`` (a defender leaves without the vote). Returns the seat
    that leaves, or None. A robbed Mayor's decision is checked, then has no effect (6.9 S1):
    the caller still asks for the exit vote. A Mayor who left the table earlier today: his
    decision (of the right shape) is accepted with no effect, nothing checked against the
    table (6.10 S12). Every accepted decision is logged (:func:`_log_decision`).

    Raises:
        IllegalAction: bad_script (no Mayor in the scenario, the value's shape, a decision
            his params do not give), not_acting, no_uses_left, not_available (no defense,
            the Mayor defends, fewer than ``min_defenders`` defenders), invalid_target.
    """
    key = DECIDE_KEY
    role = decider_role(st.scenario)
    if role is None:
        raise IllegalAction("bad_script", key=key, detail="no_mayor")
    par = decider_params(st)
    if _mayor_withdrew(st):
        if not isinstance(value, dict) or len(value) != 1 or set(value) - set(par.decisions):
            raise IllegalAction("bad_script", key=key, value=value, detail="unknown_choice")
        named = value.get("eliminate")
        seat = named if isinstance(named, int) and 1 <= named <= len(st.players) else None
        _log_decision(st, role, value, seat, effect=False)
        return None  # accepted, no effect, nothing spent, not announced (6.10 S12)
    mayor = decider(st, own=True)
    if mayor is None:
        raise IllegalAction("not_acting", key=key, role=role)
    if par.uses != "unlimited" and mayor.card.counters.get("used"):
        raise IllegalAction("no_uses_left", key=key, role=role, detail="mayor")
    defense = st.day.defense
    if not defense:
        raise _no_defense(st, key, role, value)
    if mayor.seat in defense and not par.holder_may_defend:
        raise IllegalAction("not_available", key=key, role=role, detail="mayor_defends")
    if len(defense) < par.min_defenders:
        raise IllegalAction("not_available", key=key, role=role, detail="two_defenders")
    if not isinstance(value, dict) or len(value) != 1 or set(value) - set(par.decisions):
        raise IllegalAction("bad_script", key=key, value=value, detail="unknown_choice")
    seat = None
    if "cancel" in value:
        if value["cancel"] is not True:
            raise IllegalAction("bad_script", key=key, value=value, detail="unknown_choice")
    else:
        seat = seat_of(st, value["eliminate"], key)
        if seat not in defense:
            raise IllegalAction("invalid_target", key=key, seat=seat, detail="not_a_defender")
    if mayor_robbed(st):
        _log_decision(st, role, value, seat, effect=False)
        return None  # accepted, no effect, nothing spent, not announced (6.9 S1)
    if par.uses != "unlimited":
        mayor.card.counters["used"] = True
    record.announce.append(DECIDE_KEY)
    _log_decision(st, role, value, seat, effect=True)
    return seat


#: The log line of a ``decide_exit`` decision (not a role id: the window names no role).
DECISION_LINE = "exit_decision"


def _log_decision(st: GameState, role: str, value: dict[str, Any], seat: int | None,
                  effect: bool) -> None:
    """The game log's line of the decision: ``exit_decision`` with the deciding ``role``
    (his id: the window shows the role's name, never his seat, A73), the ``decision``
    (``cancel`` / ``eliminate``), the defender ``seat`` sent out and ``effect``. Public when
    it has effect (the table hears it); a robbed or withdrawn holder's decision (no effect,
    not announced, 6.9 S1, 6.10 S12) is the narrator's only."""
    decision = "cancel" if "cancel" in value else "eliminate"
    log_line(st, DECISION_LINE, effect, role=role, decision=decision, seat=seat,
             effect=effect)


def end_of_day(st: GameState) -> None:
    """Blanks go back to the gunner after the day (A84 ``blank_returns``): the
    ``give_guns`` kind's :func:`abilities.give_guns.blanks_back`, by its params. A win check
    that waited for a day exit's chain (``win_waits``: a hunter who may pass and did not
    shoot, club_scenarios 7.10 C8) is made now."""
    blanks_back(st)
    if st.day.win_waits is not None:
        st.day.win_waits = None
        check_winner(st)


def check_phase(st: GameState, key: str, value: Any) -> None:
    """Refuse with ``wrong_phase`` a step that does not belong in the current phase (checked
    for every key of a script entry before any choice is checked)."""
    night = st.phase in ("intro_night", "night")
    kind = st.scenario.kind_of(key)
    if night:
        if day_key(st, key) in DAY_KEYS and key != "withdraw":
            if unknown_day_key(st, day_key(st, key)):  # no day step here: unknown anywhere
                raise IllegalAction("bad_script", key=key, detail="unknown_key")
            raise IllegalAction("wrong_phase", key=key, night=st.number)
        k = played_kind(st.scenario, key, kind, st.rules)
        if k is not None and k.intro_night_only and st.phase != "intro_night":
            raise IllegalAction("wrong_phase", key=key, role=key, night=st.number)
        if (
            st.phase == "intro_night"
            and kind != "withdraw"
            and not (k is not None and k.whole_check is not None)  # it checks its phase itself
            and not acts_on_intro_night(kind)
            and value
        ):
            raise intro_night_refusal(st, key, value, key)
    else:
        if key in night_keys(st) and key not in DAY_KEYS and not day_role_key(st, key):
            raise IllegalAction("wrong_phase", key=key, detail="night_key_in_day")
        if st.phase == "intro_day" and key != "withdraw":
            if unknown_day_key(st, key):  # no day step here: unknown on any day
                raise IllegalAction("bad_script", key=key, detail="unknown_key")
            raise IllegalAction("wrong_phase", key=key, detail="intro_day")
        # the day's own phase, before any choice of the entry is read (game-script: «then
        # ``wrong_phase``, then the first refused choice»; CF47-30)
        refused = day_phase_refusal(st, [key])
        if refused is not None:
            raise refused


def day_phase_refusal(st: GameState, keys: list[str]) -> IllegalAction | None:
    """The ``wrong_phase`` of a day's steps ``keys`` that today's phase does not take, or
    None: ``chaos`` on a day that is not a chaos day (3.3.5; in a scenario without Sherlock
    it is ``bad_script`` instead, CF46-6); any step but a withdrawal on Mafia Nights' Day 1
    as an intro day only (A74). Asked of a script entry's every key before its choices
    (CF47-30) and of the day's steps when it is played."""
    owner = DAY_KEY_KINDS.get("chaos")
    if "chaos" in keys and not chaos_day(st) and (owner is None or has_kind(st, owner)):
        return IllegalAction("wrong_phase", key="chaos", detail="no_chaos")
    for k in keys:  # the first step but a withdrawal (a plain loop: every day step)
        if k != "withdraw":
            if intro_only_day(st):
                return IllegalAction("wrong_phase", key=k, detail="intro_day")
            break
    return None


def out_of_order(st: GameState, key: str, value: Any) -> IllegalAction | None:
    """The refusal of the day step ``key`` chosen with ``value`` that comes too late for
    the steps already recorded (one step at a time: the window, ``play``; a script entry is
    played in the day's order): a gun fired, or the guns recorded changed, once the defence
    vote is recorded (the gun window comes before it, club_scenarios 2.8; game-script
    «``guns`` (before the defense vote)»: ``not_available``). None otherwise (CF50)."""
    if st.phase != "day":
        return None
    if key == "guns" and "votes" in st.choices and st.choices.get("guns") != value:
        return IllegalAction("not_available", key="guns", detail="gun_window_closed")
    if key == "withdraw" and day_power.DAY_KEY in st.choices:
        # a summoned player's withdrawal after the interrogation vote decided (Y101-3)
        return day_power.withdrawal_after_vote(st, value)
    return None


def intro_only_day(st: GameState) -> bool:
    """True on Mafia Nights' Day 1 played as an intro day only (``mafia_nights_day1 =
    intro_only``, A74): no vote, no step but a withdrawal; its talk is the intro day's
    (its time, no challenge unless ``intro_day_challenge``, rules_spec 1.2)."""
    return (st.phase == "day" and st.number == 1
            and st.rules.get("mafia_nights_day1") == "intro_only")
