"""The joker is the general kind ``tamper_inquiry`` (issue 21, "Abilities, not roles";
club_scenarios 9.3, 10; rules_spec 3.4.3; S2:L45; A68): his parameters hold his flip
exactly (the answer about the player he names reversed, himself too, nothing kept on his
card), his section-7 rule ``joker_vs_godfather`` is laid over his ``spares`` where the file
binds it, a renamed copy (another id, the same kind and params) plays identically, and an
older file's joker (``kind = "joker"`` or the id alone) still plays as before."""

from __future__ import annotations

import re
from pathlib import Path
from typing import Any

import pytest

from narrator_app.engine import Game, IllegalAction, Setup, file_rules, load_scenario
from narrator_app.engine.abilities import kind_names
from narrator_app.engine.abilities.params import params_of, role_trackers
from narrator_app.engine.abilities.tamper_inquiry import TamperParams
from narrator_app.engine.choices import options_for, tokens_tonight
from narrator_app.engine.scenario import check_scenario_file, use_club_folders
from narrator_app.engine.script import apply_entry

SHIPPED = Path(__file__).resolve().parents[2] / "scenarios" / "mafia_nights.toml"
SEATS = ["godfather", "joker", "dr_lecter", "simple_mafia", "pickpocket", "mayor", "die_hard",
         "leon", "detective", "psychiatrist", "doctor", "plain_citizen"]
COPY = "mafia_nights_dalghak"
NEW_ID = "dalghak"
BINDING = '''[[house_rules]]
key = "joker_vs_godfather"
role = "joker"
param = "spares"
default = "flip"
map = { flip = "none", godfather_absolute = "read_cards" }
'''
PARAMS_LINE = ('params = { action = "flip", on = "subject", effect = "reverse", '
               'self_target = true, bookkeeping = "none" }\n')


#: Each club file's joker id: the renamed copy's and an older file's ``kind = "joker"``
#: role are ``dalghak``; an older file's role without a kind is known by his id ``joker``.
IDS = {COPY: NEW_ID, "mafia_nights_old": NEW_ID, "mafia_nights_old_id": "joker"}


def _copy(folder: Path, sid: str, old_style: str | None = None) -> None:
    """A club file: mafia_nights with the id ``sid`` and its joker's id ``IDS[sid]`` (the
    same kind, params, texts and binding); ``old_style``: the joker written as an earlier
    version's file wrote him (``kind = "joker"``, or ``""``: no kind; no params, no
    binding)."""
    text = SHIPPED.read_text(encoding="utf-8")
    text = re.sub(r'^id = "mafia_nights"', f'id = "{sid}"', text, count=1, flags=re.M)
    text = text.replace('"joker"', f'"{IDS[sid]}"')
    if old_style is not None:
        assert BINDING.replace('"joker"', f'"{IDS[sid]}"') in text and PARAMS_LINE in text
        text = text.replace(BINDING.replace('"joker"', f'"{IDS[sid]}"'), "")
        kind = f'kind = "{old_style}"\n' if old_style else ""
        text = re.sub(r'^kind = "tamper_inquiry"\n(#.*\n)*' + re.escape(PARAMS_LINE), kind,
                      text, count=1, flags=re.M)
        assert 'kind = "tamper_inquiry"' not in text and 'param = "spares"' not in text
    (folder / f"{sid}.toml").write_text(text, encoding="utf-8")


@pytest.fixture(scope="module")
def copy_folder(tmp_path_factory: pytest.TempPathFactory):
    """A club folder with the renamed copy and two older files' jokers."""
    folder = tmp_path_factory.mktemp("dalghak")
    _copy(folder, COPY)
    _copy(folder, "mafia_nights_old", "joker")
    _copy(folder, "mafia_nights_old_id", "")
    use_club_folders([folder])
    yield folder
    use_club_folders([])


def _game(sid: str, joker: str, rules: dict[str, Any] | None = None) -> Game:
    g = Game(Setup(sid, tuple(f"P{i}" for i in range(1, 13)), {"cards_enabled": False,
                                                                  **(rules or {})}))
    g.deal([joker if r == "joker" else r for r in SEATS])
    return g


def _play(sid: str, joker: str, entries: list[tuple[str, dict[str, Any]]],
          rules: dict[str, Any] | None = None) -> list[Any]:
    """Each entry's outcome: the announcements, the private signals, who is out, the
    joker's card (counters and hidden), or the refusal's code, detail, key and role (the
    joker's id read as ``joker``)."""
    st = _game(sid, joker, rules).state
    out: list[Any] = []

    def seed(v: Any) -> Any:
        return "joker" if v == joker else v

    for phase, body in entries:
        body = {(joker if k == "joker" else k): v for k, v in body.items()}
        try:
            st = apply_entry(st, phase, body)
        except IllegalAction as exc:
            out.append((exc.code, exc.facts.get("detail"), seed(exc.facts.get("key")),
                        seed(exc.facts.get("role"))))
            continue
        rec = st.records[-1]
        card = st.view(2).card
        out.append((tuple(rec.announce), repr(rec.private),
                    tuple(p.seat for p in st.players if p.status != "alive"),
                    dict(card.counters), dict(card.hidden)))
    return out


START = [("intro_night", {}), ("day", {})]
SCRIPTS: list[list[tuple[str, dict[str, Any]]]] = [
    # T58-T60: a mafia member flipped reads citizen; the Godfather flipped reads mafia
    # (joker_vs_godfather = flip) or citizen (godfather_absolute)
    [*START, ("night", {"joker": {"flip": 4}, "detective": {"inquire": 4}}),
     ("day", {}), ("night", {"joker": {"flip": 1}, "detective": {"inquire": 1}}),
     ("day", {}), ("night", {"joker": {"flip": 12}, "detective": {"inquire": 12}})],
    # he may name himself (S2:L45); a flip on another seat leaves the answer alone
    [*START, ("night", {"joker": {"flip": 2}, "detective": {"inquire": 2}}),
     ("day", {}), ("night", {"joker": {"flip": 5}, "detective": {"inquire": 4}})],
    # robbed by the pickpocket (he wakes first, so that night's flip stands): void after
    [*START, ("night", {"joker": {"flip": 4}, "pickpocket": {"steal": 2},
                        "detective": {"inquire": 4}}),
     ("day", {}), ("night", {"joker": {"flip": 4}, "detective": {"inquire": 4}})],
    # Leon shoots him: his flip stands, unless night_death_voids_action
    [*START, ("night", {"joker": {"flip": 4}, "leon": {"shoot": 2},
                        "detective": {"inquire": 4}})],
    # refused: a player out of the game, seats out of range, another word, a list
    [*START, ("night", {"leon": {"shoot": 4}}), ("day", {}),
     ("night", {"joker": {"flip": 4}}), ("night", {"joker": {"flip": 13}}),
     ("night", {"joker": {"pick": 3}}), ("night", {"joker": {"flip": [3]}}),
     ("night", {"joker": {"flip": 3, "pick": 3}}), ("day", {"joker": {"flip": 3}})],
]
RULES = [{}, {"joker_vs_godfather": "godfather_absolute"}, {"pickpocket_effect": "next_night"},
         {"night_death_voids_action": True}]


def test_the_shipped_joker_is_a_tamper_inquiry_reversing_the_answer() -> None:
    assert "joker" not in kind_names()
    scen = load_scenario("mafia_nights")
    assert scen.role("joker").ability_kind == "tamper_inquiry"
    par = params_of(scen, "joker")
    assert isinstance(par, TamperParams)
    assert (par.action, par.on, par.effect, par.repeat, par.self_target, par.spares,
            par.bookkeeping) == ("flip", "subject", "reverse", "allowed", True, "none", "none")
    assert role_trackers(scen, "joker") == ()
    assert _game("mafia_nights", "joker").state.view(2).card.counters == {}


def test_a_repeat_rule_needs_the_pick_kept() -> None:
    with pytest.raises(ValueError, match="bookkeeping"):
        TamperParams(repeat="forbidden_consecutive", bookkeeping="none")
    assert TamperParams(repeat="forbidden_consecutive").bookkeeping == "last_pick"


def test_joker_vs_godfather_is_offered_only_where_a_joker_is_and_is_his_param() -> None:
    for sid in ("classic", "zodiac", "bazpors", "godfather_nostradamus"):
        assert "joker_vs_godfather" not in load_scenario(sid).default_house_rules()
    scen = load_scenario("mafia_nights")
    rules = scen.default_house_rules()
    assert rules["joker_vs_godfather"] == "flip"
    assert params_of(scen, "joker", rules).spares == "none"
    rules = {**rules, "joker_vs_godfather": "godfather_absolute"}
    assert params_of(scen, "joker", rules).spares == "read_cards"


def test_the_flip_as_the_rule_cases_say() -> None:
    """T58-T60 (S2:L44-L45, A68), and the flip on himself."""
    flip, absolute = (_play("mafia_nights", "joker", SCRIPTS[0], rules)
                      for rules in RULES[:2])
    assert [flip[i][1] for i in (2, 4, 6)] == [
        "{'detective': 'citizen'}", "{'detective': 'mafia'}", "{'detective': 'mafia'}"]
    assert [absolute[i][1] for i in (2, 4, 6)] == [
        "{'detective': 'citizen'}", "{'detective': 'citizen'}", "{'detective': 'mafia'}"]
    itself = _play("mafia_nights", "joker", SCRIPTS[1])
    assert [itself[i][1] for i in (2, 4)] == ["{'detective': 'citizen'}",
                                             "{'detective': 'mafia'}"]
    assert all(o[4] == {} for o in itself)  # his card keeps nothing (bookkeeping none)


def test_the_flip_is_void_when_he_does_not_act() -> None:
    robbed = _play("mafia_nights", "joker", SCRIPTS[2])
    assert [robbed[i][1] for i in (2, 4)] == ["{'detective': 'citizen'}",
                                             "{'detective': 'mafia'}"]
    shot = _play("mafia_nights", "joker", SCRIPTS[3])
    assert shot[2][1] == "{'detective': 'citizen'}" and 2 in shot[2][2]
    voided = _play("mafia_nights", "joker", SCRIPTS[3], RULES[3])
    assert voided[2][1] == "{'detective': 'mafia'}" and 2 in voided[2][2]


def test_the_refusals_keep_their_codes() -> None:
    """As the joker's own kind refused them (checked against the code before the move)."""
    got = _play("mafia_nights", "joker", SCRIPTS[4])
    assert [g[:2] for g in got[4:]] == [
        ("invalid_target", "out_of_game"), ("bad_script", "seat_out_of_range"),
        ("bad_script", "unknown_choice"), ("bad_script", "not_a_seat"),
        ("bad_script", "unknown_choice"), ("wrong_phase", "expected night")]
    assert all(g[2] == "joker" for g in got[4:9])


@pytest.mark.parametrize("n", range(len(SCRIPTS)))
@pytest.mark.parametrize("rules", RULES)
def test_a_renamed_joker_plays_identically(copy_folder, n: int, rules: dict[str, Any]) -> None:
    """The same announcements, signals, exits, card and refusals, his steps recorded under
    his own id (rules_spec 6.10 S17), under each of his house rules."""
    assert _play(COPY, NEW_ID, SCRIPTS[n], rules) == _play("mafia_nights", "joker",
                                                           SCRIPTS[n], rules)


@pytest.mark.parametrize("sid", [COPY, "mafia_nights_old", "mafia_nights_old_id"])
def test_the_options_tokens_and_undo_are_the_seed_s(copy_folder, sid: str) -> None:
    """His option ``flip`` on the same seats, the ring's ``flipped`` token, and taking his
    step back asks nothing (he is told nothing)."""
    def night(sid: str, joker: str) -> Game:
        g = _game(sid, joker)
        g.end_phase()
        g.end_phase()
        return g

    seed, club = night("mafia_nights", "joker"), night(sid, IDS[sid])
    for g in (seed, club):
        g.step("leon", {"shoot": 4})
    seen = []
    for g, joker in ((seed, "joker"), (club, IDS[sid])):
        opts = options_for(g.state, joker)
        seen.append([(o.name, {s: (e.code if e else None) for s, e in o.targets.items()},
                      o.refusal) for o in opts])
        g.step(joker, {"flip": 2})
        seen.append((tokens_tonight(g.state)[2], g.heard_since(1)))
    assert seen[0] == seen[2] and seen[1] == seen[3] == (["flipped"], False)
    assert [name for name, _, _ in seen[0]] == ["flip", "none"]


@pytest.mark.parametrize("sid", ["mafia_nights_old", "mafia_nights_old_id"])
def test_an_older_file_s_joker_plays_as_before(copy_folder, sid: str) -> None:
    """``kind = "joker"`` (or the id alone, renamed here) without params or binding: the
    tamper_inquiry with the joker's params, ``joker_vs_godfather`` still offered and laid
    over his ``spares`` (read as the binding the shipped file writes, LN13-1); it plays as
    the shipped joker under each rule."""
    scen = load_scenario(sid)
    role = scen.role(IDS[sid])
    assert role.ability_kind == "tamper_inquiry"
    assert "house_rules" not in role.params
    laid = file_rules.bindings(scen)[("joker_vs_godfather", IDS[sid])]
    shipped = file_rules.bindings(load_scenario("mafia_nights"))[("joker_vs_godfather",
                                                                   "joker")]
    assert (laid.param, laid.mapping) == (shipped.param, shipped.mapping) == (
        "spares", (("flip", "none"), ("godfather_absolute", "read_cards")))
    assert scen.default_house_rules()["joker_vs_godfather"] == "flip"
    assert check_scenario_file(copy_folder / f"{sid}.toml") == []
    for script in SCRIPTS:
        for rules in RULES:
            assert _play(sid, IDS[sid], script, rules) == _play("mafia_nights", "joker",
                                                                 script, rules)
