"""The seeds' Matador and the Zodiac's magician as the general kind ``block`` (issue 21,
«abilities, not roles»; decisions BK1-BK8): a renamed copy of each role (another id, the same
kind and params) plays every game identically; their section-7 house rules reach the
kind's parameters through the files' ``[[house_rules]]``; the hold is worked out at step
3's place (before the sixth sense); the magician's 24 hours reach the guard's defusal."""

from __future__ import annotations

import re
from pathlib import Path
from typing import Any

import pytest

from narrator_app.engine import Game, IllegalAction, Setup
from narrator_app.engine.abilities import disabled_tonight
from narrator_app.engine.abilities.block import BlockParams
from narrator_app.engine.abilities.params import params_as, role_trackers
from narrator_app.engine.choices import legal_choices, tokens_tonight, trackers
from narrator_app.engine.game import Action
from narrator_app.engine.scenario import load_scenario, scenarios_dir, use_club_folders
from narrator_app.engine.simulate import random_game

#: The shipped scenario, its block role and that role's new id in the club's copy (an id
#: that sorts where the old one does among the night's keys: the fingerprint sorts them).
COPIES = {
    "godfather_nostradamus": ("matador", "matador_two"),
    "godfather_sherlock": ("matador", "matador_two"),
    "zodiac": ("magician", "magician_two"),
}
ADDR = re.compile(r" at 0x[0-9a-fA-F]+|0x[0-9a-fA-F]{6,}")


def _copy_text(sid: str, old: str, new: str) -> str:
    """The shipped scenario ``sid`` as a club's file ``<sid>_bk`` with the role ``old``
    named ``new`` (its ``kind = "block"`` and its params unchanged)."""
    text = (scenarios_dir() / f"{sid}.toml").read_text(encoding="utf-8")
    text = text.replace(f'id = "{sid}"', f'id = "{sid}_bk"', 1)
    return re.sub(rf'"{old}"', f'"{new}"', text)


@pytest.fixture(scope="module")
def club(tmp_path_factory: pytest.TempPathFactory):
    folder = tmp_path_factory.mktemp("bk_club")
    for sid, (old, new) in COPIES.items():
        (folder / f"{sid}_bk.toml").write_text(_copy_text(sid, old, new), encoding="utf-8")
    use_club_folders([folder])
    yield folder
    use_club_folders([])


def _renamed(x: Any, old: str, new: str) -> Any:
    """``x`` (an action's key or value) with the role id ``old`` written ``new``."""
    if x == old:
        return new
    if isinstance(x, list):
        return [_renamed(v, old, new) for v in x]
    if isinstance(x, dict):
        return {_renamed(k, old, new): _renamed(v, old, new) for k, v in x.items()}
    return x


def _seen(st: Any) -> str:
    """What the table and the narrator see of a state: its fingerprint, the legal choices
    (steps, options, each seat's legality and refusal), the ring's tokens and every seat's
    trackers."""
    parts = [st.fingerprint(), legal_choices(st), tokens_tonight(st),
             [trackers(st, s) for s in range(1, len(st.players) + 1)]]
    return ADDR.sub("", repr(parts))


def _same_game(sid: str, n: int, seed: int, rules: dict[str, Any]) -> int:
    """Plays a random game of ``sid`` and the same actions on its renamed copy; asserts
    every state reads the same (the copy's role id read as the seed's); the number of
    the block role's steps taken."""
    old, new = COPIES[sid]
    seed_game = random_game(sid, n, seed, house_rules=rules, max_actions=300)
    copy = Game(Setup(f"{sid}_bk", seed_game.setup.names, seed_game.setup.house_rules))
    assert _seen(copy.state).replace(f"{sid}_bk", sid) == _seen(seed_game.states[0])
    steps = 0
    for i, a in enumerate(seed_game.actions, start=1):
        copy.apply(Action(a.kind, a.phase, _renamed(a.key, old, new),
                          _renamed(a.value, old, new)))
        steps += a.key == old and bool(a.value)
        mine = _seen(copy.state).replace(f"'{new}'", f"'{old}'")
        assert mine == _seen(seed_game.states[i]), (sid, n, seed, i, a)
    return steps


@pytest.mark.parametrize("sid", sorted(COPIES))
def test_a_renamed_block_role_plays_every_game_identically(club: Path, sid: str) -> None:
    """A copy whose Matador (magician) has another id, the same kind and the same params,
    plays random games step for step as the seed: the same state, options, refusals,
    tokens and trackers after every action (issue 21: the engine asks the kind and its
    params, never the role id), under the default house rules and under the ones that
    change the hold."""
    scen = load_scenario(sid)
    lo, hi = scen.roster.min_players, scen.roster.max_players
    variants: list[dict[str, Any]] = [{}]
    if sid == "zodiac":
        variants.append({"magician_restriction": "no_consecutive_use",
                         "magician_gun_conversion": "that_day",
                         "blocked_consumes_resource": True, "blocked_shown_x": False})
    else:
        variants.append({"matador_scope": "any_player", "matador_duration": "24h",
                         "blocked_consumes_resource": True, "blocked_shown_x": False})
    steps = sum(_same_game(sid, n, seed, rules)
                for rules in variants for n in (lo, hi) for seed in range(3))
    assert steps > 5, "the games exercised the block role"


def test_the_renamed_roles_keep_the_kind_params_and_trackers(club: Path) -> None:
    """The copy's role is ``block`` with the seed's params, its tracker line the seed's."""
    for sid, (old, new) in COPIES.items():
        seed, copy = load_scenario(sid), load_scenario(f"{sid}_bk")
        assert seed.kind_of(old) == copy.kind_of(new) == "block"
        assert seed.role(old).params == copy.role(new).params
        assert role_trackers(seed, old) == role_trackers(copy, new) == (("last_block", "seat"),)


def _night_one(sid: str, deal: list[str], rules: dict[str, Any] | None = None) -> Game:
    g = Game(Setup(sid, tuple(f"P{i}" for i in range(1, len(deal) + 1)), rules or {}))
    g.deal(deal)
    while g.state.phase != "night":
        g.end_phase()
    return g


GF_DEAL = ["godfather", "saul_goodman", "matador", "dr_watson", "leon", "citizen_kane",
           "constantine", "plain_citizen", "plain_citizen", "plain_citizen", "nostradamus"]


def _gf_night(rules: dict[str, Any] | None = None) -> Game:
    g = Game(Setup("godfather_nostradamus", tuple(f"P{i}" for i in range(1, 12)),
                   rules or {}))
    g.deal(GF_DEAL)
    while g.state.phase != "night":
        if g.state.phase == "intro_night":
            g.step("nostradamus", {"pick": [4, 5, 6], "side": "city"})
        g.end_phase()
    return g


def test_the_matador_s_house_rules_reach_the_kind_s_params() -> None:
    """``matador_scope``, ``matador_duration``, ``blocked_shown_x`` and
    ``blocked_consumes_resource`` are laid over the Matador's ``block`` params."""
    g = _gf_night({"matador_scope": "any_player", "matador_duration": "24h",
                   "blocked_shown_x": False, "blocked_consumes_resource": True})
    p = params_as(g.state, "matador", BlockParams)
    assert (p.targets, p.lasts, p.shows_x, p.spends_use) == ("any_other", "24h", False, True)
    d = params_as(_gf_night().state, "matador", BlockParams)
    assert (d.targets, d.lasts, d.shows_x, d.spends_use) == ("non_mafia", "night", True, False)
    assert params_as(_gf_night({"matador_scope": "city_only"}).state, "matador",
                     BlockParams).targets == "city_only"


def test_a_teammate_is_refused_as_before() -> None:
    """Under ``matador_scope = non_mafia`` the Godfather is refused with the old detail,
    naming the Matador's role."""
    g = _gf_night()
    with pytest.raises(IllegalAction) as exc:
        g.step("matador", {"block": 1})
    assert exc.value.code == "invalid_target"
    assert exc.value.facts == {"key": "matador", "seat": 1, "role": "matador",
                               "detail": "matador_scope"}


def test_a_blocked_godfather_guesses_for_nothing() -> None:
    """``matador_scope = any_player``: the Matador blocks the Godfather; the hold is worked
    out at step 3's place (before the sixth sense), so his right guess slaughters nobody
    and the ring shows ``blocked`` on him (A31)."""
    g = _gf_night({"matador_scope": "any_player"})
    g.step("mafia", {"sixth_sense": {"seat": 6, "role": "citizen_kane"}})
    g.step("matador", {"block": 1})
    assert disabled_tonight(g.state) == {1: "blocked"}  # nobody slaughtered tonight
    assert tokens_tonight(g.state) == {1: ["blocked"], 6: ["sixth_sense"]}
    g.end_phase()
    assert g.state.view(6).status == "alive"
    assert g.state.view(3).card.counters["last_block"] == 1


def test_the_magician_s_24_hours_cover_the_guard_s_defusal() -> None:
    """S15: the magician holds the guard; the next day the guard's noon-sleep defusal is
    accepted with no effect (the bomb is not done; the guard stays)."""
    deal = ["al_capone", "bomber", "magician", "guard", "ocean", "gunner", "leon",
            "detective", "doctor", "plain_citizen", "plain_citizen", "zodiac"]
    g = _night_one("zodiac", deal)
    g.step("magician", {"block": 4})
    g.step("bomber", {"plant": 10, "code": 3})
    g.end_phase()
    assert g.state.phase == "day"
    g.step("bomb", {"guard_code": 1})
    bomb = g.state.extra["bomb"]
    assert not bomb.get("done") and g.state.view(4).status == "alive"


def _two_blocks_text() -> str:
    """godfather_nostradamus as a club's file with a magician in Saul's place in the roster,
    beside the Matador (both ``block``, each by his own params), called after him."""
    text = _copy_text("godfather_nostradamus", "nobody", "nobody").replace(
        'id = "godfather_nostradamus_bk"', 'id = "gf_two_blocks"')
    text = text.replace('mafia = ["godfather", "saul_goodman", "matador"]',
                        'mafia = ["godfather", "magician", "matador"]')
    text = text.replace('reference = ["godfather", "saul_goodman", "matador"',
                        'reference = ["godfather", "magician", "matador", "plain_citizen"')
    text = text.replace("reference_size = 11", "reference_size = 12").replace(
        "min_players = 11", "min_players = 12")  # no seed's 11-seat exception (A65)
    zodiac = (scenarios_dir() / "zodiac.toml").read_text(encoding="utf-8")
    role = zodiac[zodiac.index('[[roles]]\nid = "magician"'):]
    role = role[:role.index("\n\n")]
    step = zodiac[zodiac.index('[[night]]\nkey = "magician"'):]
    step = step[:step.index("\n\n")]
    mafia = '[[roles]]\nid = "simple_mafia"'
    text = text.replace(mafia, role + "\n\n" + mafia)
    return text.replace('[[night]]\nkey = "purchase_announcement"',
                        step + '\n\n[[night]]\nkey = "purchase_announcement"')


def test_a_matador_and_a_magician_hold_side_by_side(tmp_path: Path) -> None:
    """``block`` plays by role (``Kind.multi``, BK5): a file with both a Matador and a
    magician loads, and each holds by his own params the same night: the Matador's target
    for the night, the magician's for 24 hours; each card keeps its own tracker."""
    from narrator_app.engine.scenario import find_scenario

    (tmp_path / "gf_two_blocks.toml").write_text(_two_blocks_text(), encoding="utf-8")
    use_club_folders([tmp_path])
    try:
        entry = find_scenario("gf_two_blocks")
        assert entry is not None and entry.refused is None, entry
        deal = ["godfather", "plain_citizen", "matador", "magician", "dr_watson", "leon",
                "citizen_kane", "constantine", "plain_citizen", "plain_citizen",
                "plain_citizen", "nostradamus"]
        g = Game(Setup("gf_two_blocks", tuple(f"P{i}" for i in range(1, 13))))
        g.deal(deal)
        while g.state.phase != "night":
            if g.state.phase == "intro_night":
                g.step("nostradamus", {"pick": [5, 6, 7], "side": "city"})
            g.end_phase()
        with pytest.raises(IllegalAction) as exc:
            g.step("matador", {"block": 1})  # a teammate: the Matador's scope
        assert exc.value.facts["detail"] == "matador_scope"
        g.step("matador", {"block": 7})
        g.step("magician", {"block": 1})  # the magician may hold a teammate
        assert disabled_tonight(g.state) == {7: "blocked", 1: "blocked"}
        g.end_phase()
        st = g.state
        assert st.view(3).card.counters["last_block"] == 7
        assert st.view(4).card.counters["last_block"] == 1
        from narrator_app.engine.abilities.block import held_for_the_day

        assert [s for s, _ in held_for_the_day(st, st.number - 1)] == [1]
    finally:
        use_club_folders([])


def test_a_held_holder_holds_nobody(tmp_path: Path) -> None:
    """Two block roles: the Matador (first in the file) holds the magician, whose own hold
    that night is void (the old kinds' order: the Matador's block first)."""
    (tmp_path / "gf_two_blocks.toml").write_text(_two_blocks_text(), encoding="utf-8")
    use_club_folders([tmp_path])
    try:
        deal = ["godfather", "plain_citizen", "matador", "magician", "dr_watson", "leon",
                "citizen_kane", "constantine", "plain_citizen", "plain_citizen",
                "plain_citizen", "nostradamus"]
        g = Game(Setup("gf_two_blocks", tuple(f"P{i}" for i in range(1, 13)),
                       {"matador_scope": "any_player"}))
        g.deal(deal)
        while g.state.phase != "night":
            if g.state.phase == "intro_night":
                g.step("nostradamus", {"pick": [5, 6, 7], "side": "city"})
            g.end_phase()
        g.step("matador", {"block": 4})
        g.step("magician", {"block": 7})
        assert disabled_tonight(g.state) == {4: "blocked"}
        g.end_phase()
        magician = g.state.view(4).card
        assert magician.counters.get("last_block") in (None, "")  # his hold was void
        assert "last_block_night" not in magician.hidden
    finally:
        use_club_folders([])
