"""The Zodiac's gunner as the general kind ``give_guns`` in the seeds' form (issue 21,
«abilities, not roles»; decisions GN1-GN8): a renamed copy (another id, the same kind and
params) and an older file's ``kind = "gunner"`` play every random Zodiac game step for step
as the seed (state, legal choices with refusals, tokens, trackers), under the default house
rules and under the ones that change the guns; the engine finds the gunner by his kind and
params, never his id: a renamed gunner's guns are fired, his blanks come back, the
magician's 24 hours reach tonight's guns."""

from __future__ import annotations

import re
from pathlib import Path
from typing import Any

import pytest

from narrator_app.engine import Game, Setup
from narrator_app.engine.abilities.give_guns import GiveGunsParams
from narrator_app.engine.abilities.params import params_as, role_trackers
from narrator_app.engine.abilities.registry import tracker_kind
from narrator_app.engine.choices import legal_choices, tokens_tonight, trackers
from narrator_app.engine.game import Action
from narrator_app.engine.scenario import load_scenario, scenarios_dir, use_club_folders
from narrator_app.engine.simulate import random_game

ADDR = re.compile(r" at 0x[0-9a-fA-F]+|0x[0-9a-fA-F]{6,}")
#: The renamed gunner's id (sorts where ``gunner`` does among the night's keys: the
#: fingerprint sorts them).
NEW = "gunner_two"
#: The section-7 rules that change the guns (A31, A80, A84), their non-default values.
OTHER_RULES = {"blank_returns": False, "gunner_knows_types": False,
               "magician_gun_conversion": "that_day", "blocked_consumes_resource": True,
               "magician_restriction": "no_consecutive_use"}
SHIPPED_ROLE = ('kind = "give_guns"\nparams = { per_night = 3, self = "any", on_war_hit = '
                '"none", unfired = "explodes", before_hold = true, seed_form = true }\n')


def _copy(folder: Path, sid: str, older: bool) -> None:
    """zodiac.toml as the club's file ``sid`` with its gunner named :data:`NEW`; ``older``:
    written as an older file wrote him (``kind = "gunner"``, no params, no bindings)."""
    text = (scenarios_dir() / "zodiac.toml").read_text(encoding="utf-8")
    text = text.replace('id = "zodiac"', f'id = "{sid}"', 1)
    text = re.sub(r'"gunner"', f'"{NEW}"', text)
    if older:
        assert SHIPPED_ROLE in text
        text = text.replace(SHIPPED_ROLE, 'kind = "gunner"\n')
        text, bound = re.subn(rf'\[\[house_rules\]\]\nkey = "[a-z_]+"\nrole = "{NEW}"\n[^\[]*',
                              "", text)
        assert bound == 2
    (folder / f"{sid}.toml").write_text(text, encoding="utf-8")


@pytest.fixture(scope="module")
def copies(tmp_path_factory: pytest.TempPathFactory):
    folder = tmp_path_factory.mktemp("gn_club")
    _copy(folder, "zd_renamed", older=False)
    _copy(folder, "zd_older", older=True)
    use_club_folders([folder])
    yield folder
    use_club_folders([])


def _renamed(x: Any) -> Any:
    if x == "gunner":
        return NEW
    if isinstance(x, list):
        return [_renamed(v) for v in x]
    if isinstance(x, dict):
        return {_renamed(k): _renamed(v) for k, v in x.items()}
    return x


def _seen(st: Any) -> str:
    """The fingerprint, the legal choices (options, each seat's legality and refusal), the
    ring's tokens and every seat's trackers."""
    parts = [st.fingerprint(), legal_choices(st), tokens_tonight(st),
             [trackers(st, s) for s in range(1, len(st.players) + 1)]]
    return ADDR.sub("", repr(parts))


def _same_game(sid: str, n: int, seed: int, rules: dict[str, Any]) -> int:
    """Plays a random Zodiac game and the same actions on the copy ``sid``; asserts every
    state reads the same (the copy's ids read as the seed's). The gunner's steps that gave
    guns plus the guns fired."""
    seed_game = random_game("zodiac", n, seed, house_rules=rules, max_actions=300)
    copy = Game(Setup(sid, seed_game.setup.names, seed_game.setup.house_rules))
    assert _seen(copy.state).replace(sid, "zodiac") == _seen(seed_game.states[0])
    used = 0
    for i, a in enumerate(seed_game.actions, start=1):
        copy.apply(Action(a.kind, a.phase, _renamed(a.key), _renamed(a.value)))
        used += (a.key == "gunner" and bool(a.value)) + (a.key == "guns")
        mine = _seen(copy.state).replace(f"'{NEW}'", "'gunner'").replace(sid, "zodiac")
        assert mine == _seen(seed_game.states[i]), (sid, n, seed, i, a)
    return used


@pytest.mark.parametrize("sid", ["zd_renamed", "zd_older"])
def test_a_renamed_or_older_gunner_plays_every_game_identically(copies: Path, sid: str) -> None:
    """A renamed copy of the gunner (same kind and params) and an older file's ``kind =
    "gunner"`` play random Zodiac games step for step as the seed, under the default rules
    and under those that change the guns (issue 21: the engine asks the kind and its
    params, never the role id)."""
    used = sum(_same_game(sid, n, seed, rules)
               for rules in ({}, OTHER_RULES) for n in (12, 18) for seed in range(6))
    assert used > 8, "the games gave and fired guns"


def test_the_copies_keep_the_kind_params_trackers_and_rules(copies: Path) -> None:
    """The shipped gunner, the renamed and the older one are ``give_guns`` with the same
    params, tracker line and trackers-panel kind (``gunner``); his two section-7 rules are
    offered in all three and laid over ``blank_returns`` / ``knows_types``."""
    seed = load_scenario("zodiac")
    for sid in ("zd_renamed", "zd_older"):
        copy = load_scenario(sid)
        assert seed.kind_of("gunner") == copy.kind_of(NEW) == "give_guns"
        assert seed.role("gunner").params == copy.role(NEW).params
        assert tracker_kind(copy.role(NEW)) == tracker_kind(seed.role("gunner")) == "gunner"
        assert role_trackers(copy, NEW) == role_trackers(seed, "gunner") == (
            ("war+blank", "guns"),)
        assert copy.default_house_rules() == seed.default_house_rules()
        st = Game(Setup(sid, [f"p{i}" for i in range(12)],
                        {"blank_returns": False, "gunner_knows_types": False})).state
        prm = params_as(st, NEW, GiveGunsParams)
        assert (prm.blank_returns, prm.knows_types, prm.seed_form) == (False, False, True)
    rules = seed.default_house_rules()
    assert rules["blank_returns"] is True and rules["gunner_knows_types"] is True
    assert "blank_returns" not in load_scenario("takavar").default_house_rules()


def test_takavar_s_gunner_keeps_his_form() -> None:
    """Takavar's gunner (the kind's defaults: returns, side shown, his own option) is not in
    the seeds' form: his refusals now name his role (``names_role``)."""
    st = Game(Setup("takavar", [f"p{i}" for i in range(12)], {})).state
    prm = params_as(st, "gunner", GiveGunsParams)
    assert (prm.seed_form, prm.unfired, prm.before_hold) == (False, "returns", False)
    assert role_trackers(load_scenario("takavar"), "gunner") == (("war", "count"),)


ZODIAC = ["al_capone", "bomber", "magician", "guard", "ocean", "gunner", "leon", "detective",
          "doctor", "plain_citizen", "plain_citizen", "zodiac"]


def _night_one(sid: str, gunner: str, rules: dict[str, Any] | None = None) -> Game:
    """Night 1 of ``sid`` (seat 3 the magician, 6 the gunner ``gunner``)."""
    g = Game(Setup(sid, tuple(f"P{i}" for i in range(1, 13)), rules or {}))
    g.deal([gunner if r == "gunner" else r for r in ZODIAC])
    for _ in range(3):  # intro day, intro night, day 1
        g.end_phase()
    assert g.state.phase == "night"
    return g


@pytest.mark.parametrize(("sid", "gunner"), [("zodiac", "gunner"), ("zd_renamed", NEW),
                                             ("zd_older", NEW)])
def test_the_magician_s_24_hours_catch_tonight_s_gun(copies: Path, sid: str,
                                                     gunner: str) -> None:
    """A war gun given tonight to the player the magician holds fires blank tomorrow
    (``before_hold``; S2:L116, A80) and stays a blank for good (``gun_conversion =
    permanent``): after the day only the blank he gave comes back (``blank_returns``,
    A84). The shipped gunner, a renamed one and an older file's alike."""
    g = _night_one(sid, gunner)
    g.step("magician", {"block": 10})
    g.step(gunner, {"give": {10: "war", 11: "blank"}})
    g.end_phase()
    assert g.state.phase == "day"
    g.step("guns", [{"shooter": 10, "target": 1}, {"shooter": 11, "target": 2}])
    assert g.state.records[-1].announce[:2] == ["gun_blank", "gun_blank"]
    assert g.state.view(1).status == "alive"
    guns = g.state.extra["guns"]
    assert [(x["type"], x.get("converted", False)) for x in guns] == [("blank", True),
                                                                       ("blank", False)]
    assert g.state.view(6).card.counters == {"war": 0, "blank": 1}
    g.end_phase()  # the day's end: the given blank goes back, the converted one does not
    assert g.state.view(6).card.counters["blank"] == 2


@pytest.mark.parametrize("back", [True, False])
def test_blanks_come_back_only_under_blank_returns(copies: Path, back: bool) -> None:
    """A renamed gunner's blank, fired or not, goes back after the day under
    ``blank_returns`` (A84), bound to his ``blank_returns`` param."""
    g = _night_one("zd_renamed", NEW, {"blank_returns": back})
    g.step(NEW, {"give": {11: "blank", 12: "blank"}})
    g.end_phase()
    g.step("guns", [{"shooter": 11, "target": 2}])
    assert g.state.view(6).card.counters["blank"] == 0
    g.end_phase()
    assert g.state.view(6).card.counters["blank"] == (2 if back else 0)
