"""Malformed actions are refused with a stable code, never a crash (issue 12 item 12).

A hypothesis fuzz throws arbitrary JSON-ish values, and game-script values with one part
replaced by one, at the engine's ``apply`` for every step key of every scenario, from game
positions in every phase: each is accepted or refused with a code of game-script.md; a
refusal leaves the state as it was and its sentence renders in both languages. The named
cases of the issue (a seat of ±2^63, a card choice ``[[8]]``, a role guess that is a list,
undo past the start, Zodiac defusal codes outside 1–5, a timer of 10^400) are pinned below.
"""

from __future__ import annotations

import copy
import random
from functools import cache

import pytest
from hypothesis import HealthCheck, given, settings
from hypothesis import strategies as st

from narrator_app.engine import CODES, Action, Game, IllegalAction, Setup, apply, load_scenario
from narrator_app.engine.abilities import night_keys
from narrator_app.engine.scenario import seed_ids
from narrator_app.engine.script import entry_actions
from narrator_app.engine.simulate import random_game
from narrator_app.engine.table import DAY_KEYS
from narrator_app.messages import refusal_text

#: The booklet's scenarios, read from the catalogue, at their reference tables.
SCENARIOS = list(seed_ids())
SIZE = {sid: load_scenario(sid).reference_size for sid in SCENARIOS}

#: One or more well-formed values per step key (game-script.md tables).
TEMPLATES: dict[str, list] = {
    "nostradamus": [{"pick": [3, 4, 5], "side": "city"}],
    "mafia": [{"shot": 3}, {"sixth_sense": {"seat": 3, "role": "leon"}}, {"buy": 3}, {}],
    "matador": [{"block": 3}],
    "magician": [{"block": 3}],
    "dr_watson": [{"save": 3}],
    "doctor": [{"save": 3}],
    "dr_lecter": [{"save": 2}],
    "leon": [{"shoot": 3}],
    "citizen_kane": [{"inquire": 3}],
    "constantine": [{"revive": 3}],
    "jack_sparrow": [{"curse": 3}],
    "sherlock_holmes": [{"guess": {"seat": 3, "role": "leon"}}],
    "joker": [{"flip": 3}],
    "detective": [{"inquire": 3}],
    "pickpocket": [{"steal": 3}],
    "psychiatrist": [{"silence": 3}],
    "die_hard": [{"status": True}],
    "bomber": [{"plant": 3, "code": 2}],
    "zodiac": [{"shoot": 3}],
    "gunner": [{"give": {3: "war", 4: "blank"}}],
    "ocean": [{"wake": 3}],
    "withdraw": [[3]],
    "votes": [{3: 6, 4: 1}],
    "exit_votes": [{3: 6}, [{3: 2, 4: 2}, {3: 5}]],
    "lottery": [3],
    "mayor": [{"cancel": True}, {"eliminate": 3}],
    "card": [
        {"draw": "silence_of_the_lambs", "silence": [3, 4]},
        {"draw": "handcuffs", "handcuff": 4},
        {"draw": "identity_reveal"},
        {"draw": "face_off", "swap": 4},
        {"draw": "beautiful_mind", "guess": 4},
    ],
    "guns": [[{"shooter": 3, "target": 4}]],
    "bomb": [{"guard_code": 2}, {"holder_code": 3}],
    "status_inquiry": [True],
    "chaos": [{"point": {3: 4, 4: 3, 5: 3}}],
}

SEATISH = st.one_of(
    st.integers(-2, 20),
    st.sampled_from([2**63, -(2**63), 2**63 - 1, 2**64, 10**30]),
    st.booleans(),
)
LEAF = st.one_of(
    st.none(),
    st.booleans(),
    st.integers(),
    SEATISH,
    st.floats(),
    st.text(max_size=6),
    st.sampled_from(["²", "٨", "8", "city", "mafia", "war", "blank", "leon", "handcuffs", ""]),
)
JSONISH = st.recursive(
    LEAF,
    lambda children: st.lists(children, max_size=4)
    | st.dictionaries(
        st.one_of(st.text(max_size=6), SEATISH, st.sampled_from(["seat", "role", "point"])),
        children,
        max_size=4,
    ),
    max_leaves=12,
)


def _paths(node, path=()):
    yield path
    if isinstance(node, dict):
        for k, v in node.items():
            yield from _paths(v, (*path, k))
    elif isinstance(node, list):
        for i, v in enumerate(node):
            yield from _paths(v, (*path, i))


def _replace(node, path, new):
    if not path:
        return new
    node = copy.deepcopy(node)
    parent = node
    for k in path[:-1]:
        parent = parent[k]
    parent[path[-1]] = new
    return node


@st.composite
def values(draw, key: str):
    """A JSON-ish value for ``key``: arbitrary, or a well-formed one with a part replaced."""
    templates = TEMPLATES.get(key, [{}])
    how = draw(st.sampled_from(["arbitrary", "replace", "replace", "rekey", "template"]))
    if how == "arbitrary":
        return draw(JSONISH)
    base = draw(st.sampled_from(templates))
    paths = list(_paths(base))
    path = draw(st.sampled_from(paths))
    if how == "replace":
        return _replace(base, path, draw(JSONISH))
    if how == "rekey" and path:
        node = copy.deepcopy(base)
        parent = node
        for k in path[:-1]:
            parent = parent[k]
        if isinstance(parent, dict):
            parent[draw(st.one_of(SEATISH, st.text(max_size=4)))] = parent.pop(path[-1])
        return node
    # a well-formed value with other seats
    out = copy.deepcopy(base)
    for p in paths:
        leaf = out
        for k in p:
            leaf = leaf[k]
        if isinstance(leaf, int) and not isinstance(leaf, bool):
            out = _replace(out, p, draw(SEATISH))
    return out


@cache
def positions(scenario: str) -> tuple:
    """Game states of ``scenario`` in every phase (random legal games, fixed seeds)."""
    states = []
    for seed in range(3):
        g = random_game(scenario, SIZE.get(scenario, 11), seed, {})
        states += g.states[1 :: max(1, len(g.states) // 12)]
    # a Zodiac day with a live bomb (rule case zodiac/05): the defusal step
    if scenario == "zodiac":
        states.append(_zodiac_bomb_day().state)
    return tuple(states)


def _zodiac_bomb_day() -> Game:
    seats = ["al_capone", "bomber", "magician", "guard", "ocean", "gunner", "leon",
             "detective", "doctor", "plain_citizen", "plain_citizen", "zodiac"]
    g = Game(Setup("zodiac", tuple(f"P{i}" for i in range(1, 13)), {}))
    g.deal(seats)
    for phase, body in (("intro_day", {}), ("intro_night", {}), ("day", {}),
                        ("night", {"bomber": {"plant": 10, "code": 3}})):
        for action in entry_actions(g.state, phase, body):
            g.apply(action)
        g.end_phase()
    assert g.state.phase == "day" and g.state.day.needs == "bomb"
    return g


def _keys(scenario: str) -> list[str]:
    scen = load_scenario(scenario)
    st0 = positions(scenario)[0]
    return sorted(night_keys(st0) | set(DAY_KEYS) | {"withdraw"}) if scen else []


CASES = [(s, k) for s in SCENARIOS for k in _keys(s)]


def _try(state, action, names) -> str | None:
    """Apply ``action`` to ``state``: None when accepted, else the refusal code (after
    checking the state is unchanged and the sentence renders in both languages)."""
    before = state.fingerprint()
    try:
        apply(state, action)
    except IllegalAction as exc:
        assert exc.code in CODES
        assert state.fingerprint() == before, "a refused action changed the state"
        for lang in ("fa", "en"):
            text = refusal_text(exc, state.scenario, names, lang)
            assert isinstance(text, str) and text
        return exc.code
    assert state.fingerprint() == before, "apply changed the state it was given"
    return None


@pytest.mark.parametrize(("scenario", "key"), CASES, ids=[f"{s}-{k}" for s, k in CASES])
@settings(max_examples=40, deadline=None, derandomize=True,
          suppress_health_check=[HealthCheck.too_slow, HealthCheck.data_too_large])
@given(data=st.data())
def test_any_value_is_accepted_or_refused_with_a_code(scenario: str, key: str, data) -> None:
    states = positions(scenario)
    state = data.draw(st.sampled_from(states))
    phase = data.draw(st.sampled_from([state.phase] * 4 + ["day", "night"]))
    value = data.draw(values(key))
    names = tuple(p.name for p in state.players)
    _try(state, Action("step", phase, key, value), names)


@given(
    kind=st.one_of(st.sampled_from(["deal", "step", "end_phase", "undo", ""]), JSONISH),
    phase=st.one_of(st.sampled_from(["day", "night", "setup"]), JSONISH),
    key=st.one_of(st.sampled_from(["votes", "leon", "mafia"]), JSONISH),
    value=JSONISH,
)
@settings(max_examples=300, deadline=None, derandomize=True)
def test_any_action_is_accepted_or_refused_with_a_code(kind, phase, key, value) -> None:
    states = positions("godfather_nostradamus")
    for state in (states[0], states[len(states) // 2]):
        _try(state, Action(kind, phase, key, value), ())  # type: ignore[arg-type]


# ---------------------------------------------------------------------------------------
# the named cases of the issue
# ---------------------------------------------------------------------------------------
def _target_cases():
    for scenario in SCENARIOS:
        for state in positions(scenario)[:8]:
            for key, templates in TEMPLATES.items():
                for t in templates:
                    if isinstance(t, dict) and len(t) == 1:
                        (name, v), = t.items()
                        if isinstance(name, str) and type(v) is int and key != "bomb":
                            yield state, key, lambda seat, name=name: {name: seat}
            yield state, "lottery", lambda seat: seat
            yield state, "withdraw", lambda seat: [seat]
            yield state, "guns", lambda seat: [{"shooter": seat, "target": 1}]


@pytest.mark.parametrize("seat", [2**63, -(2**63), 2**63 - 1, 0, -1, 99])
def test_a_seat_out_of_range_is_refused_and_its_sentence_renders(seat: int) -> None:
    tried = 0
    for state, key, make in _target_cases():
        names = tuple(p.name for p in state.players)
        code = _try(state, Action("step", state.phase, key, make(seat)), names)
        assert code == "bad_script", (key, seat, code)
        tried += 1
    assert tried > 100
    state = positions("godfather_nostradamus")[3]
    exc = IllegalAction("invalid_target", seat=seat, detail="out_of_game")
    assert refusal_text(exc, state.scenario, ("a", "b"), "fa")
    assert refusal_text(exc, state.scenario, (), "en")


@pytest.mark.parametrize(
    ("key", "value"),
    [
        ("card", {"draw": "silence_of_the_lambs", "silence": [[8], 4]}),
        ("card", {"draw": "handcuffs", "handcuff": [[8]]}),
        ("card", {"draw": [[8]]}),
        ("mafia", {"sixth_sense": {"seat": 3, "role": [8]}}),
        ("sherlock_holmes", {"guess": {"seat": 3, "role": {"a": 1}}}),
        ("votes", {"²": 6}),
        ("votes", {3: True}),
        ("votes", {3: 6.0}),
        ("gunner", {"give": {3: ["war"]}}),
        ("nostradamus", {"pick": [3, 4, [5]], "side": "city"}),
        ("chaos", {"point": {3: [4]}}),
        ("guns", [{"shooter": 3, "target": [[4]]}]),
        ("leon", {"shoot": True}),
    ],
)
def test_malformed_values_are_bad_script(key: str, value) -> None:
    for scenario in SCENARIOS:
        for state in positions(scenario):
            names = tuple(p.name for p in state.players)
            code = _try(state, Action("step", state.phase, key, value), names)
            assert code in ("bad_script", "game_over", "wrong_phase") or code is None, code
            if state.winner is None:
                assert code == "bad_script", (scenario, state.phase, key, value, code)


def test_undo_and_redo_past_the_ends_change_nothing() -> None:
    g = Game(Setup("godfather_nostradamus", tuple(f"P{i}" for i in range(1, 12)), {}))
    start = g.state
    assert not g.can_undo() and g.undo() is start and g.state is start
    assert not g.can_redo() and g.redo() is start
    g.deal_random()
    g.undo()
    g.undo()  # one more than there is
    assert g.state is start and g.can_redo()
    g.redo()
    assert len(g.actions) == 1


@pytest.mark.parametrize("code", [0, 6, -1, 99, 2**63])
@pytest.mark.parametrize("who", ["guard_code", "holder_code"])
def test_zodiac_defusal_codes_outside_1_to_5_are_invalid_target(code: int, who: str) -> None:
    g = _zodiac_bomb_day()
    before = g.state.fingerprint()
    with pytest.raises(IllegalAction) as err:
        g.step("bomb", {who: code})
    assert err.value.code == "invalid_target"
    assert g.state.fingerprint() == before
    assert refusal_text(err.value, g.scenario, g.setup.names, "fa")
    g.step("bomb", {who: 3})  # within 1–5: accepted


@pytest.mark.parametrize(
    ("rule", "value"),
    [
        ("timer_turn_seconds", 10**400),
        ("timer_turn_seconds", 1000),
        ("timer_turn_seconds", -1),
        ("challenge_seconds", 2**63),
        ("leon_bullets", 10**400),
        ("sherlock_immortal_nights", [10**400]),
        ("sherlock_immortal_nights", [True]),
        ("defense_threshold_rule", "fixed:²"),
        ("defense_threshold_rule", "fixed:0"),
        ("defense_threshold_rule", "fixed:100"),
        ("sherlock_first_guess_night", True),
    ],
    ids=lambda v: str(v)[:24],
)
def test_huge_or_odd_house_rule_numbers_are_refused(rule: str, value) -> None:
    scenario = "godfather_sherlock" if rule.startswith("sherlock") else "godfather_nostradamus"
    names = tuple(f"P{i}" for i in range(1, 12 if scenario == "godfather_nostradamus" else 13))
    with pytest.raises(IllegalAction) as err:
        Game(Setup(scenario, names, {rule: value}))
    assert err.value.code == "bad_script"


def test_the_largest_timer_still_starts_a_round() -> None:
    from narrator_app.timers import SpeakingRound

    g = Game(Setup("godfather_nostradamus", tuple(f"P{i}" for i in range(1, 12)),
                   {"timer_turn_seconds": 999, "challenge_seconds": 999}))
    g.deal_random()
    rnd = SpeakingRound.for_state(g.state, "talk")
    assert rnd.seconds == 999


@pytest.mark.parametrize("name", ["\ud800", "Ali\x00", "Ali\x07", "a\nb", "x" * 201, 5, None])
def test_player_names_must_be_valid_text(name) -> None:
    names = ["P1", name, *(f"P{i}" for i in range(3, 12))]
    with pytest.raises(IllegalAction) as err:
        Game(Setup("godfather_nostradamus", tuple(names), {}))
    assert err.value.code == "bad_script" and err.value.facts["value"] == 2
    assert "۲" in refusal_text(err.value, None, (), "fa")


def test_persian_names_with_zwnj_and_isolates_are_valid() -> None:
    names = ["مهدی‌نیا", "\u2068Ali\u2069", "", *(f"P{i}" for i in range(4, 12))]
    Game(Setup("godfather_nostradamus", tuple(names), {}))


def test_random_games_still_play_through_the_gate() -> None:
    rng = random.Random(3)
    for scenario in SCENARIOS:
        g = random_game(scenario, SIZE.get(scenario, 11), rng.randrange(1000), {})
        assert g.state.winner is not None or len(g.actions) > 30
