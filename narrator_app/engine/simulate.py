"""Random legal games: a driver that plays from a seed, choosing among the engine's legal
choices (for property tests and benchmarks). Deterministic for a given ``random.Random``."""

from __future__ import annotations

import random
from typing import TYPE_CHECKING, Any

from .abilities import nostradamus_count, nostradamus_forced
from .abilities.base import game_team_parts
from .abilities.steps import procedure_today
from .abilities.trap import TOLL_OPTION
from .choices import Option, legal_choices, options_for, vote_cap
from .errors import IllegalAction
from .game import Game, Setup
from .queries import guessable_roles
from .state import GameState

if TYPE_CHECKING:
    from .scenario import Scenario


def random_value(game: Game, rng: random.Random) -> tuple[str, Any] | None:
    """A random legal-looking choice for the current step, or None to end the phase."""
    st = game.state
    ch = legal_choices(st, options=False)  # the options once a step is to be chosen
    step = ch.current or _required_again(st, ch)
    if step is None:
        return None
    if step.kind == "dummy" or (ch.end_refusal is None and rng.random() < 0.1):
        return (step.key, {}) if step.kind == "dummy" else None
    _ask_options(st, ch, step)
    if step.key in ("votes", "exit_votes"):
        return step.key, _day_votes(st, step.key, rng)
    if step.key == "chaos":
        return "chaos", _chaos(st, step, rng)
    again = step is not ch.current
    usable = _mending(_usable(step, again), ch.end_refusal if again else None)
    if not usable:
        return step.key, {}
    opt = rng.choice(usable)
    mended = _same_shot(st, step.key, opt, rng) if again else None
    if mended is not None:
        return step.key, mended
    if opt.name == "none":
        return step.key, _carried(opt, {}, rng)
    if opt.seats < 0:  # vote counts per legal seat (an interrogation's)
        return step.key, _counted(st, opt, rng)
    extra: dict[str, Any] = {}
    if opt.number:
        extra["number"] = rng.randint(*opt.number)
    if opt.kinds:
        seats, extra["kinds"] = _guns(opt, rng)
        return step.key, opt.value(seats, **extra)
    if opt.slots:
        return step.key, opt.value(_slotted(opt, rng) or [])
    if step.key == "guns":
        shooter = rng.choice(step.seats)
        target = rng.choice([s for s in opt.legal_seats() if s != shooter])
        return step.key, opt.value([shooter, target])
    seats = _followed(opt, rng) if opt.follow is not None else _sampled(opt, rng)
    role = side = None
    if opt.role_guess:
        role = rng.choice(_roles(st, opt))
    if opt.side_choice:
        forced = nostradamus_forced(st, nostradamus_count(st, seats))
        side = "mafia" if forced else rng.choice(["city", "mafia"])
    return step.key, _carried(opt, opt.value(seats, role, side, **extra), rng)


def _slotted(opt: Option, rng: random.Random) -> list[int] | None:
    """Each place's seat of an option with ``slots``, from that place's own legal seats,
    no seat twice; None when the places cannot all be filled so (the team's shot on the
    one player who could be the mine's toll, with ``mafia_may_shoot_teammate``: a seed of
    a random sweep crashed the driver). Drawn place by place; when a draw leaves a later
    place nothing, the first filling in seat order (:func:`_fillable`)."""
    seats: list[int] = []
    for slot in opt.slots:
        legal = [t for t, e in slot.items() if e is None and t not in seats]
        if not legal:
            return _fillable(opt)
        seats.append(rng.choice(legal))
    return seats


def _fillable(opt: Option, seats: tuple[int, ...] = ()) -> list[int] | None:
    """The first seats in seat order that fill every place of ``opt.slots`` after
    ``seats``, each legal at its place and none twice; None when there are none."""
    if len(seats) == len(opt.slots):
        return list(seats)
    for seat, refusal in opt.slots[len(seats)].items():
        if refusal is None and seat not in seats:
            found = _fillable(opt, (*seats, seat))
            if found is not None:
                return found
    return None


def _carried(opt: Option, value: Any, rng: random.Random) -> Any:
    """``value`` with, half the time, one legal value of the option's extra field (the
    treason vote beside the team's action or none, club_scenarios 4.6: ``Option.extra_key``,
    its legal values asked of the rules); ``value`` itself when none is legal."""
    legal = opt.legal_extras()
    if not legal or rng.random() < 0.5:
        return value
    return opt.carrying(value, rng.choice(legal))


def _ask_options(st: GameState, ch: Any, step: Any) -> None:
    """The current step's options, asked only now that one is to be chosen (the phase is
    not ended instead); the day's votes and the chaos handshake are drawn without them,
    and a required step chosen again has them already (:func:`_required_again`)."""
    if step is ch.current and step.key not in ("votes", "exit_votes", "chaos"):
        step.options = options_for(st, step.key)


def _chaos(st: GameState, step: Any, rng: random.Random) -> Any:
    """Another round of the chaos handshake: each living player points at another."""
    alive = list(step.seats)
    pointed = [rng.choice([t for t in alive if t != a]) for a in alive]
    rnd = {"point": dict(zip(alive, pointed, strict=True))}
    prev = st.choices.get("chaos")
    rounds = (prev if isinstance(prev, list) else [prev]) if prev else []
    return rounds + [rnd] if rounds else rnd


def _sampled(opt: Option, rng: random.Random) -> list[int]:
    """``opt.seats`` distinct legal seats (none for an option without seats)."""
    return rng.sample(opt.legal_seats(), opt.seats) if opt.seats > 0 else []


def _followed(opt: Option, rng: random.Random) -> list[int]:
    """Up to ``opt.seats`` seats, each legal after those before it (``Option.follow``);
    fewer when no seat is legal at the next place."""
    seats: list[int] = []
    while len(seats) < opt.seats:
        legal = [s for s, e in opt.targets_at(seats).items() if e is None and s not in seats]
        if not legal:
            break
        seats.append(rng.choice(legal))
    return seats


def _roles(st: GameState, opt: Option) -> list[str]:
    """The roles a random guess names: a card's guess (NATO, the executioner) only what it
    may name (:func:`guessable_roles`); the sixth sense and Sherlock any role."""
    roles = [r.id for r in st.scenario.roles]
    part = game_team_parts(st).get(opt.name)
    if part is not None and not part.listed:  # the sixth sense is a listed seed action
        roles = guessable_roles(st, opt.name) or roles
    return roles


def _guns(opt: Option, rng: random.Random) -> tuple[list[int], list[str]]:
    """Seats and a kind for each (a gun's type), within each seat's kinds and the caps."""
    k = rng.randint(1, min(opt.seats, len(opt.legal_seats())))
    if not opt.seat_kinds and not opt.kind_caps:  # every seat any type (the seeds' gunner)
        seats = rng.sample(opt.legal_seats(), k)
        return seats, [rng.choice(opt.kinds) for _ in seats]
    seats, kinds = [], []
    left = dict(opt.kind_caps)
    for seat in rng.sample(opt.legal_seats(), len(opt.legal_seats())):
        can = [x for x in opt.kinds_for(seat) if left.get(x, 1) > 0]
        if not can:
            continue
        kind = rng.choice(can)
        if kind in left:
            left[kind] -= 1
        seats.append(seat)
        kinds.append(kind)
        if len(seats) == k:
            break
    return seats, kinds


def _day_votes(st: GameState, key: str, rng: random.Random) -> dict[int, int]:
    """Random counts for the day's ``votes`` (a few living players) or ``exit_votes`` (every
    defender), within the engine's cap (one vote a voter where the house rule says so)."""
    pool = st.alive_seats() if key == "votes" else list(st.day.defense)
    if key == "votes" and procedure_today(st) is not None:
        pool = list(st.day.defense)  # a procedure's vote among its accused
    cap = max(vote_cap(st, key), 0)
    k = rng.choice([0, 1, 1, 2, 3]) if key == "votes" else len(pool)
    chosen = rng.sample(pool, min(k, len(pool)))
    counts = {
        s: rng.choice(
            [rng.randint(0, cap), min(cap, st.day.threshold), min(cap, st.day.threshold + 1)]
        )
        for s in chosen
    }
    if key == "exit_votes" and st.rules.get("exit_votes_per_voter") == "one":
        voters = len(st.alive_seats())
        if not st.rules.get("defenders_can_vote", True):
            voters -= len(st.day.defense)
        while sum(counts.values()) > voters:
            s = max(counts, key=lambda seat: counts[seat])
            counts[s] -= 1
    return counts


def _counted(st: GameState, opt: Option, rng: random.Random) -> Any:
    """The value of a vote-count option (``seats == -1``) other than the day's own votes
    (an interrogation's): a count from 0 to the voters (less the defender himself) for each
    of its legal seats, their total within the voters under one vote a voter,
    given as ``counts=`` (a tie then offers the death lottery as the step's option)."""
    voters = len(st.alive_seats())
    himself = st.rules.get("defenders_can_vote", True) and not st.rules.get("self_vote_allowed")
    cap = voters - (1 if himself else 0)  # nobody votes for himself (day._check_counts)
    counts = {s: rng.randint(0, cap) for s in opt.legal_seats()}
    while st.rules.get("exit_votes_per_voter") == "one" and sum(counts.values()) > voters:
        top = max(counts, key=lambda seat: counts[seat])
        counts[top] -= 1  # one vote a voter: the total within the voters
    return opt.value([], counts=counts)


def _usable(step: Any, required: bool) -> list[Any]:
    """The step's options a random choice may take: not refused, enough legal seats, and
    not «none» for a required step chosen again."""
    opts = [o for o in step.options if o.refusal is None
            and not (required and o.name == "none")]
    return [o for o in opts if (o.seats <= 0 or len(o.legal_seats()) >= o.seats)
            and (not o.slots or _fillable(o) is not None)]


#: End refusals that send the driver back to the step they name, besides a choice still
#: missing (``missing_choice``: a required step recorded as «none», the heir's pick, the
#: mine's toll): (code, detail) — a toll named for a mine that did not fire (the team's
#: «shot and mine toll» chosen at random, club_scenarios 4.12): that step chosen again.
_CHOOSE_AGAIN = {("not_available", "no_mine_fired")}


def _mending(usable: list[Any], exc: Any) -> list[Any]:
    """The options of a step chosen again that mend the night's end refusal ``exc``, as a
    narrator would: the mine's toll named when the mine fired without it, left out when no
    mine fired (club_scenarios 4.12, CR37-3); all of them otherwise, or when none would.
    Drawn among all again, the driver kept naming the toll that had just been refused: the
    same step nine times in one night (a property test's seed)."""
    detail = exc.facts.get("detail") if exc is not None else None
    if detail == "sacrifice":
        return [o for o in usable if o.name == TOLL_OPTION] or usable
    if detail == "no_mine_fired":
        return [o for o in usable if o.name != TOLL_OPTION] or usable
    return usable


def _same_shot(st: Any, key: str, opt: Any, rng: random.Random) -> Any:
    """The team's step chosen again to mend the mine's toll (:func:`_mending`): the shot
    recorded, kept on the same target, with the toll or without it; None when that target
    is not legal for ``opt`` (then drawn at random, as before)."""
    shot = (st.choices.get(key) or {}).get("shot")
    if not isinstance(shot, int) or isinstance(shot, bool):
        return None
    if opt.name == TOLL_OPTION and opt.slots and opt.slots[0].get(shot) is None:
        payers = [t for t, e in opt.slots[1].items() if e is None and t != shot]
        return opt.value([shot, rng.choice(payers)]) if payers else None
    if opt.name == "shot" and opt.seats == 1 and opt.targets.get(shot) is None:
        return opt.value([shot])
    return None


def _required_again(st: Any, ch: Any) -> Any:
    """The step the night's end still needs (a required step recorded as «none», the heir's
    pick; :data:`_CHOOSE_AGAIN`), with its options: chosen again, not passed."""
    exc = ch.end_refusal
    if exc is None or (exc.code != "missing_choice"
                       and (exc.code, exc.facts.get("detail")) not in _CHOOSE_AGAIN):
        return None
    step = next((s for s in ch.steps if s.key == exc.facts.get("key")), None)
    if step is not None:
        step.options = options_for(st, step.key)
    return step


def probe_illegal(game: Game, rng: random.Random) -> int:
    """Try a few choices the engine says are illegal now (refused seats of the current step's
    options, a step of a role nobody holds, a step of another phase): each must be refused
    and change nothing. Returns how many were tried; raises AssertionError otherwise."""
    st = game.state
    before = st.fingerprint()
    tries: list[tuple[str, Any]] = []
    ch = legal_choices(st)
    if ch.current is not None:
        for opt in ch.current.options:
            bad = [s for s, r in opt.targets.items() if r is not None]
            if bad and opt.seats == 1 and opt.build is not None and not opt.role_guess:
                # a gun's option with its type, as the window gives it
                kinds: dict[str, Any] = {"kinds": [opt.kinds[0]]} if opt.kinds else {}
                tries.append((ch.current.key, opt.value([rng.choice(bad)], **kinds)))
    if st.phase in ("day", "night"):
        tries.append(("votes" if st.phase == "night" else "leon", {}))
    for key, value in tries:
        try:
            game.step(key, value)
        except IllegalAction:
            pass
        else:
            raise AssertionError(f"illegal {key}={value!r} was accepted in {st.phase}")
        assert game.state.fingerprint() == before, "a refused action changed the state"
    return len(tries)


def random_move(game: Game, rng: random.Random) -> bool:
    """One random legal action of ``game`` (:func:`random_value`: a step, or the phase's
    end when it offers none), applied; True when the engine took it, False when it refused
    it (:class:`IllegalAction`, the game unchanged)."""
    choice = random_value(game, rng)
    try:
        if choice is None:
            game.end_phase()
        else:
            game.step(*choice)
    except IllegalAction:
        return False
    return True


def random_deal(
    scenario: Scenario, n_players: int, rng: random.Random,
    ratio_enforcement: str | None = "allow_reference_rosters",
) -> list[str]:
    """The roster for ``n_players`` (:meth:`Scenario.roster_for`, with ``ratio_enforcement``)
    shuffled by ``rng``: role ids, seat 1 first — a deal a seed gives again."""
    roster = scenario.roster_for(n_players, ratio_enforcement)
    rng.shuffle(roster)
    return roster


def play_random(
    game: Game, rng: random.Random, max_actions: int = 400, probe: bool = False
) -> Game:
    """Play ``game`` with random legal choices until a winner or ``max_actions`` actions;
    with ``probe``, also try illegal choices along the way (:func:`probe_illegal`)."""
    if game.state.phase == "setup":
        game.deal(random_deal(game.scenario, len(game.setup.names), rng,
                              game.state.rules.get("ratio_enforcement")))
    stalls = 0
    while game.state.winner is None and len(game.actions) < max_actions:
        if probe and rng.random() < 0.3:
            probe_illegal(game, rng)
        if random_move(game, rng):
            stalls = 0
        else:
            stalls += 1
            if stalls > 20:
                break
    return game


def random_game(
    scenario_id: str,
    n_players: int,
    seed: int,
    house_rules: dict[str, Any] | None = None,
    max_actions: int = 400,
    probe: bool = False,
) -> Game:
    """A whole random game of ``scenario_id`` for ``n_players`` from ``seed`` (house rules
    default to ``cards_enabled: false``; pass ``{}`` for the scenario's own defaults)."""
    rng = random.Random(seed)
    rules = {"cards_enabled": False} if house_rules is None else dict(house_rules)
    if scenario_id == "zodiac":
        rules.pop("cards_enabled", None)
    setup = Setup(scenario_id, tuple(f"P{i}" for i in range(1, n_players + 1)), rules)
    return play_random(Game(setup), rng, max_actions, probe)
