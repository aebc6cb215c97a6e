"""What the legality path keeps with a scenario (issue 25's speed rounds) follows each game:
two games of one scenario object under different house rules, asked in turn, each get their
own night order (:func:`choices._night_plan`, kept per :func:`checks.night_order_key`) and
their own first night (:func:`night_shot.no_shot_tonight`, kept for the game's rules)."""

from __future__ import annotations

from narrator_app.engine import Game, Setup, choices, legal_choices, load_scenario
from narrator_app.engine.abilities import registry
from narrator_app.engine.choices import night_steps
from narrator_app.engine.queries import night_calls
from narrator_app.engine.simulate import random_game

JACK = "godfather_jack_sparrow"
WOLVES = ["werewolf", "werewolf", "seer", "protector", "witch", "hunter", "cupid", "villager",
          "villager"]


def _wolves(rules: dict) -> Game:
    g = Game(Setup("werewolf", tuple(f"P{i}" for i in range(1, 10)), rules))
    g.deal(WOLVES)
    return g


def _called(g: Game) -> list[str]:
    return [s.key for s in legal_choices(g.state).steps if s.kind != "reminder"]


def test_each_game_of_one_scenario_has_its_own_first_night() -> None:
    meeting, kill = _wolves({"ww_first_night_kill": False}), _wolves({})
    assert meeting.scenario is kill.scenario  # one scenario object: one cache for both
    for _ in range(2):  # asked in turn: neither answer is the other game's
        assert _called(meeting) == ["cupid", "mafia"]
        assert "witch" in _called(kill) and "seer" in _called(kill)


def _night_keys_in_order(g: Game) -> list[list[str]]:
    return [[s.key for s in night_steps(st)] for st in g.states if st.phase == "night"]


def test_each_game_of_one_scenario_has_its_own_night_order() -> None:
    scen = load_scenario(JACK)
    n = scen.reference_size
    games = {pos: random_game(JACK, n, 3, {"jack_wake_position": pos})
             for pos in ("after_mafia", "first")}
    assert games["after_mafia"].scenario is games["first"].scenario is scen
    for _ in range(2):  # asked in turn, each game's checklist in its own order
        for pos, g in games.items():
            sheet = ["mafia" if d.key == "mafia_meet" else d.key
                     for d in night_calls(scen, n, {"jack_wake_position": pos})]
            nights = _night_keys_in_order(g)
            assert nights, pos
            for keys in nights:
                on_sheet = [k for k in keys if k in sheet]
                assert on_sheet == [k for k in sheet if k in on_sheet], (pos, keys)


def test_each_game_of_one_scenario_has_its_own_holds() -> None:
    """The block kind's roles and parameters are kept per game's rules (block._holders):
    two games of one scenario object, ``blocked_consumes_resource`` on in one, asked in
    turn, each read their own (A31)."""
    from narrator_app.engine.abilities.block import spends_use

    scen = "godfather_nostradamus"
    games = {flag: random_game(scen, 11, 1, {"blocked_consumes_resource": flag})
             for flag in (True, False)}
    assert games[True].scenario is games[False].scenario
    for _ in range(2):
        for flag, g in games.items():
            assert spends_use(g.state) is flag


def _sheet(st) -> list[tuple]:
    return [(s.key, s.kind, s.role, tuple(s.seats), repr(s.say), s.done, s.why_dummy, s.note)
            for s in night_steps(st)]


def _fresh_sheet(st) -> list[tuple]:
    """The checklist of ``st`` with nothing kept from an earlier ask (the night start's
    entry dropped before and after)."""
    object.__setattr__(st.scenario, "_night_start", None)
    found = _sheet(st)
    object.__setattr__(st.scenario, "_night_start", None)
    return found


def test_the_night_start_kept_is_each_night_s_own(monkeypatch) -> None:
    """What the checklist keeps of a night's start (choices._night_start: the living
    mafia, the night's plan, who is held whatever the steps, the role steps' holders and
    spent uses) is asked again only by that night's states whose players are its own,
    while no kind is registered or removed: two games of one scenario asked state by state in
    turn, and a night whose Leon and a mafia member withdraw after the night's first asks,
    read as a checklist made anew."""
    a = random_game("godfather_nostradamus", 11, 1)
    b = random_game("godfather_nostradamus", 11, 2)
    assert a.scenario is b.scenario
    nights = [[st for st in g.states if st.phase == "night"] for g in (a, b)]
    assert nights[0] and nights[1]
    turns = [st for pair in zip(*nights, strict=False) for st in pair]
    fresh = [_fresh_sheet(st) for st in turns]
    kept = 0
    for st, made_anew in zip(turns, fresh, strict=True):  # in turn: neither game's read
        assert _sheet(st) == made_anew  # by the other's states
        kept += choices._night_start(st) is not None  # read from its night start's entry
    assert kept > len(turns) // 2  # most asks of a night read what its start kept
    start = next(st for st in a.states if st.phase == "night" and st.base is None)
    g = Game(a.setup, a.scenario)
    for action in a.actions[:a.states.index(start)]:
        g.apply(action)
    leon = next(p.seat for p in g.state.players if p.card.role == "leon")
    mafia = next(p.seat for p in g.state.players if p.status == "alive"
                 and g.scenario.side_of(p.card.role) == "mafia")
    assert "leon" in [s[0] for s in _sheet(g.state)]  # kept: Leon holds his step
    assert choices._night_start(g.state) is not None
    with monkeypatch.context() as m:  # a kind registered since: the plan is made anew
        m.setattr(registry, "stage_cache", None)
        assert choices._night_start(g.state) is None
    g.step("withdraw", [leon, mafia])
    assert _sheet(g.state) == _fresh_sheet(g.state)
    assert "leon" not in [s[0] for s in _sheet(g.state)]
