"""What :func:`legal_choices` offers is exactly what the engine accepts (issue 22 item 2):
in random games of the club scenarios, at every step, each value built from an option that
is offered (a legal seat, a pair of seats from the option's slots, a gun's type the seat may
take, a role the guess may name, a number of the option's range) is accepted by the engine,
and each seat the option marks refused is refused. Random games played by the driver
(which picks only among offered values) then never stall on a refusal."""

from __future__ import annotations

import itertools
import random

import pytest
from helpers import refusal_of
from hypothesis import HealthCheck, given, settings
from hypothesis import strategies as hs

from narrator_app.engine import Game, Setup, guessable_roles, legal_choices
from narrator_app.engine.choices import Option, options_for
from narrator_app.engine.errors import IllegalAction
from narrator_app.engine.scenario import load_scenario, seed_ids, shipped_entries
from narrator_app.engine.simulate import play_random, random_value

#: The club scenarios the app ships: the catalogue's shipped files that are not the booklet's.
CLUB = tuple(e.id for e in shipped_entries() if e.id not in seed_ids())
#: Most values tried per option at one step (the pairs of a trade grow as n²).
PER_OPTION = 12




def _values(st, opt: Option, rng: random.Random) -> list:
    """Values built from what ``opt`` offers (a sample of at most :data:`PER_OPTION`)."""
    if opt.seats < 0:
        return []  # vote counts: the day's own checks (test_random_driver)
    if opt.seats == 0:
        if opt.number:
            lo, hi = opt.number
            return [opt.value([], number=n) for n in range(lo, hi + 1)]
        return [opt.value([])]
    if opt.kinds:
        return [opt.value([s], kinds=[k]) for s in opt.legal_seats()
                for k in opt.kinds_for(s)]
    if opt.role_guess:
        roles = guessable_roles(st, opt.name)
        return [opt.value([s], r) for s in opt.legal_seats() for r in roles]
    if opt.slots:
        combos = [c for c in itertools.product(*(
            [s for s, e in slot.items() if e is None] for slot in opt.slots))
            if len(set(c)) == len(c)]
        return [opt.value(list(c)) for c in rng.sample(combos, min(len(combos), PER_OPTION))]
    legal = opt.legal_seats()
    out = [opt.value([s]) for s in legal] if (opt.seats == 1 or opt.up_to) else []
    if opt.seats == 2 and opt.follow is not None:  # the second place after the first
        pairs = [(a, b) for a in legal for b, e in opt.targets_at([a]).items()
                 if e is None and b != a]
        out += [opt.value(list(c)) for c in rng.sample(pairs, min(len(pairs), PER_OPTION))]
    elif opt.seats > 1:
        combos = list(itertools.combinations(legal, opt.seats))
        out += [opt.value(list(c)) for c in rng.sample(combos, min(len(combos), PER_OPTION))]
    return out


def _check_step(game: Game, rng: random.Random) -> int:
    """Every offered value of the current step accepted, every refused seat refused;
    returns how many values were tried."""
    st = game.state
    ch = legal_choices(st)
    step = ch.current
    if step is None or step.kind != "input" or step.key in ("votes", "exit_votes", "chaos"):
        return 0
    tried = 0
    for opt in options_for(st, step.key):
        if opt.refusal is not None:
            continue
        values = _values(st, opt, rng)
        if len(values) > PER_OPTION:
            values = rng.sample(values, PER_OPTION)
        for value in values:
            err = refusal_of(st, step.key, value)
            assert err is None, (st.phase, st.number, step.key, opt.name, value, err)
            tried += 1
        if opt.seats == 1 and not opt.role_guess and not opt.kinds and not opt.slots:
            for s, e in opt.targets.items():
                if e is not None:
                    assert refusal_of(st, step.key, opt.value([s])) is not None, (
                        step.key, opt.name, s)
                    tried += 1
    return tried


def _play_checking(scenario: str, players: int, seed: int) -> int:
    rng = random.Random(seed)
    g = Game(Setup(scenario, tuple(f"P{i}" for i in range(1, players + 1)), {}))
    roster = g.scenario.roster_for(players, g.state.rules.get("ratio_enforcement"))
    rng.shuffle(roster)
    g.deal(roster)
    tried = 0
    while g.state.winner is None and len(g.actions) < 160:
        tried += _check_step(g, rng)
        choice = random_value(g, rng)
        if choice is None:
            g.end_phase()
        else:
            g.step(*choice)  # the driver picks among offered values: never refused
    return tried


@pytest.mark.parametrize("scenario", CLUB)
def test_every_offered_value_is_accepted(scenario: str) -> None:
    scen = load_scenario(scenario)
    sizes = sorted(scen.roster.sizes) if scen.roster.sizes else [scen.roster.min_players]
    tried = 0
    for seed, players in zip(range(3), itertools.cycle([sizes[0], sizes[-1]]), strict=False):
        tried += _play_checking(scenario, players, seed)
    assert tried > 50


@settings(max_examples=15, deadline=None, suppress_health_check=[HealthCheck.too_slow])
@given(scenario=hs.sampled_from(CLUB), seed=hs.integers(0, 10_000), big=hs.booleans())
def test_random_club_games_never_stall_on_arefusal_of(scenario: str, seed: int,
                                                     big: bool) -> None:
    scen = load_scenario(scenario)
    players = scen.roster.max_players if big else scen.roster.min_players
    rng = random.Random(seed)
    g = Game(Setup(scenario, tuple(f"P{i}" for i in range(1, players + 1)), {}))
    refused: list[tuple] = []
    orig = g.step

    def step(key, value):
        try:
            return orig(key, value)
        except IllegalAction as exc:
            refused.append((g.state.phase, g.state.number, key, value, exc))
            raise

    g.step = step  # type: ignore[method-assign]
    play_random(g, rng, max_actions=300)
    assert refused == []


# --- the four imprecisions of issue 22, one by one ---------------------------------------------
def _bazpors_night() -> Game:
    g = Game(Setup("bazpors", tuple(f"P{i}" for i in range(1, 11)), {}))
    g.deal(["mafia_boss", "nato", "charlatan", "detective", "doctor", "researcher",
            "invulnerable", "interrogator", "plain_citizen", "plain_citizen"])
    for _ in range(3):
        g.end_phase()  # the intro day, the intro night, day 1
    return g


def test_the_trade_offers_the_sacrifice_then_the_recruit() -> None:
    """The trade's first place takes a teammate other than the boss, the second a living
    non-teammate; the ring shows the place being filled (``targets_at``)."""
    from narrator_app.engine import toggle_pick

    g = _bazpors_night()
    trade = next(o for o in options_for(g.state, "mafia") if o.name == "trade")
    assert [s for s, e in trade.slots[0].items() if e is None] == [2, 3]
    assert [s for s, e in trade.slots[1].items() if e is None] == list(range(4, 11))
    assert trade.targets_at([]) is trade.slots[0] and trade.targets_at([2]) is trade.slots[1]
    assert isinstance(toggle_pick(trade, [], 9), IllegalAction)  # a citizen is no sacrifice
    assert toggle_pick(trade, [], 2) == [2]
    assert isinstance(toggle_pick(trade, [2], 3), IllegalAction)  # a teammate is no recruit
    assert toggle_pick(trade, [2], 9) == [2, 9]
    assert toggle_pick(trade, [2, 9], 2) == []  # the sacrifice un-picked: the recruit too
    g.step("mafia", trade.value([2, 9]))


def test_guns_offer_only_the_types_in_stock_and_not_war_to_himself() -> None:
    g = Game(Setup("takavar", tuple(f"P{i}" for i in range(1, 11)), {}))
    roster = g.scenario.roster_for(10, None)
    g.deal(roster)
    gunner = roster.index("gunner") + 1
    for _ in range(3):
        g.end_phase()
    give = next(o for o in options_for(g.state, "gunner") if o.name == "give")
    other = next(s for s in give.legal_seats() if s != gunner)
    assert give.kinds_for(gunner) == ("blank",)  # tk_gunner_self = blank_only
    assert give.kinds_for(other) == ("war", "blank")
    assert give.kind_caps == {"war": g.state.player(gunner).card.counters["war"]}
    g.step("gunner", give.value([other], kinds=["war"]))
    g.end_phase()
    target = next(s for s in g.state.alive_seats() if s not in (other, gunner))
    g.step("guns", [{"shooter": other, "target": target}])  # the war gun fired: spent
    g.end_phase()
    assert gunner in g.state.alive_seats() and g.state.phase == "night"
    give = next(o for o in options_for(g.state, "gunner") if o.name == "give")
    assert give.kind_caps == {"war": 0}
    assert all(give.kinds_for(s) == ("blank",) for s in give.legal_seats())
    assert refusal_of(g.state, "gunner", {"give": {give.legal_seats()[0]: "war"}})


def test_the_antidote_counts_offered_are_those_the_engine_takes() -> None:
    """Binding (capo C12): the count alone below a majority; give / withhold from it."""
    g = Game(Setup("capo", tuple(f"P{i}" for i in range(1, 11)), {}))
    g.deal(["don", "witch", "executioner", "detective", "suspect", "armoursmith",
            "herbalist", "heir", "plain_citizen", "plain_citizen"])
    g.step("heir", {"heir_of": 9})
    g.end_phase()
    g.step("capo_gun", {"trustee": 4, "suspects": [10, 3], "real": 10})
    g.end_phase()
    g.step("herbalist", {"poison": 9})
    g.end_phase()
    g.end_phase()
    opts = {o.name: o for o in options_for(g.state, "antidote")}
    voters = len(g.state.alive_seats()) - 1
    assert opts["antidote_votes"].number == (0, voters // 2)
    assert opts["antidote_give"].number == (voters // 2 + 1, voters)
    for o in opts.values():
        lo, hi = o.number
        for n in (lo, hi):
            assert refusal_of(g.state, "antidote", o.value([], number=n)) is None
        assert refusal_of(g.state, "antidote", o.value([], number=lo - 1 if lo else hi + 1)
                        ) is not None


def test_a_role_guess_names_only_guessable_roles() -> None:
    """NATO names a city role with a power (club_scenarios 9.1): the driver and the window
    take the roles from ``guessable_roles``, each accepted."""
    g = _bazpors_night()
    nato = next(o for o in options_for(g.state, "mafia") if o.name == "nato")
    roles = guessable_roles(g.state, "nato")
    assert "mafia_boss" not in roles and "plain_citizen" not in roles and roles
    for r in roles:
        assert refusal_of(g.state, "mafia", nato.value([4], r)) is None


def test_the_soldier_s_shot_is_offered_only_after_a_city_recipient() -> None:
    """namayande's soldier (4.6): the bullet goes to any living player but himself; a city
    recipient may then shoot anyone living but himself; after a mafia recipient no seat is
    offered (the engine refuses his shot ``not_available``): the bullet is given alone."""
    from narrator_app.engine import toggle_pick

    g = Game(Setup("namayande", tuple(f"P{i}" for i in range(1, 13)), {}))
    roster = g.scenario.roster_for(12, None)
    g.deal(roster)
    soldier, don = roster.index("soldier") + 1, roster.index("don") + 1
    city = next(s for s, r in enumerate(roster, 1) if r == "plain_citizen")
    g.end_phase()  # the intro day
    g.end_phase()  # the intro night
    g.step("election", [11, 12])
    g.end_phase()  # day 1: the representatives elected (4.7)
    assert g.state.phase == "night"
    give = next(o for o in options_for(g.state, "soldier") if o.name == "give")
    assert give.legal_seats() == [s for s in range(1, 13) if s != soldier]
    after_don = give.targets_at([don])
    assert all(e is not None and e.code == "not_available" for e in after_don.values())
    assert isinstance(toggle_pick(give, [don], city), IllegalAction)
    assert [s for s, e in give.targets_at([city]).items() if e is None] == [
        s for s in range(1, 13) if s not in (city,)]
    assert refusal_of(g.state, "soldier", give.value([don])) is None
    assert refusal_of(g.state, "soldier", give.value([city, don])) is None
