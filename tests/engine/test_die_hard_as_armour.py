"""The die-hard as the general ``armour`` kind (issue 21, «abilities, not roles»; DH1-DH5):
the shipped role plays ``armour`` with ``against = night_shot``, ``night = once`` and
``status_requests = 2`` (rules_spec 3.4.3; S2:L51; A69-A70); his section-7 rules are bound
to its params by mafia_nights.toml; a renamed copy (another id, same kind and params) and
an older file's ``kind = "die_hard"`` play exactly as the seed's."""

from __future__ import annotations

import re
from pathlib import Path
from typing import Any

import pytest

from narrator_app.engine import Game, IllegalAction, Setup, load_scenario
from narrator_app.engine import choices as ch
from narrator_app.engine.abilities import ArmourParams, params_as, role_trackers
from narrator_app.engine.abilities.registry import KINDS, tracker_kind
from narrator_app.engine.scenario import scenarios_dir, use_club_folders
from narrator_app.engine.simulate import random_game
from narrator_app.engine.talk import public_view
from narrator_app.messages import refusal_text

SEATS = ["godfather", "joker", "dr_lecter", "simple_mafia", "pickpocket", "mayor", "die_hard",
         "leon", "detective", "psychiatrist", "doctor", "plain_citizen"]
HARD = SEATS.index("die_hard") + 1  # seat 7
NAMES = tuple(f"P{i}" for i in range(1, 13))
NEW_ID = "diehard_club"  # sorts where "die_hard" does (the steps by key)


def _copy(folder: Path, sid: str, role_text: str | None = None) -> None:
    """A club copy of Mafia Nights called ``sid`` whose die-hard is ``diehard_club`` (every
    quoted ``die_hard`` renamed: roster, role, house-rule bindings); ``role_text``: the
    role's ``kind``/``params`` lines written instead (an older file's)."""
    text = (scenarios_dir() / "mafia_nights.toml").read_text(encoding="utf-8")
    text = text.replace('id = "mafia_nights"', f'id = "{sid}"', 1)
    text = text.replace('"die_hard"', f'"{NEW_ID}"')
    if role_text is not None:
        text = text.replace('kind = "armour"\nparams = { against = "night_shot", night = '
                            '"once", status_requests = 2 }\n', role_text, 1)
        # an older file binds none of the die-hard's rules
        text = re.sub(rf'\[\[house_rules\]\]\nkey = "[a-z_]+"\nrole = "{NEW_ID}"\n[^\[]*', "",
                      text)
    (folder / f"{sid}.toml").write_text(text, encoding="utf-8")


@pytest.fixture
def copies(tmp_path: Path):
    """Two club copies: ``mn_renamed`` (the die-hard renamed, same kind and params) and
    ``mn_older`` (renamed, written ``kind = "die_hard"`` without params or bindings)."""
    _copy(tmp_path, "mn_renamed")
    _copy(tmp_path, "mn_older", 'kind = "die_hard"\n')
    use_club_folders([tmp_path])
    yield
    use_club_folders([])


def test_the_shipped_die_hard_is_an_armour_with_his_params() -> None:
    scen = load_scenario("mafia_nights")
    role = scen.role("die_hard")
    assert role.ability_kind == "armour" and "die_hard" not in KINDS
    assert role.params == {"against": "night_shot", "night": "once", "status_requests": 2}
    g = Game(Setup("mafia_nights", NAMES))
    g.deal(SEATS)
    par = params_as(g.state, "die_hard", ArmourParams)
    assert (par.night_mode, par.covers_day, par.status_requests) == ("once", False, 2)
    assert g.state.player(HARD).card.counters == {"armor": True, "status_left": 2}
    # his tracker lines and place on the panel are the die-hard's, as before (SV6)
    assert tracker_kind(role) == "die_hard"
    assert role_trackers(scen, "die_hard") == (("armor", "intact"), ("status_left", "count"))


def test_his_section_7_rules_are_offered_and_laid_over_his_params() -> None:
    """A70's and A69's keys stay offered in Mafia Nights (bound by the file) with their
    defaults, and the chosen value is his armour's parameter."""
    scen = load_scenario("mafia_nights")
    rules = scen.default_house_rules()
    assert rules["die_hard_armor_consumed_when_saved"] is False
    assert rules["status_inquiry_format"] == "counts_by_side"
    g = Game(Setup("mafia_nights", NAMES, {"die_hard_armor_consumed_when_saved": True,
                                           "status_inquiry_format": "side_of_one_player"}))
    g.deal(SEATS)
    par = params_as(g.state, "die_hard", ArmourParams)
    assert par.spent_when_saved is True and par.status_answer == "side_of_one_player"
    # nowhere else: no other shipped scenario offers the A70 key
    for sid in ("classic", "godfather_nostradamus", "zodiac"):
        assert "die_hard_armor_consumed_when_saved" not in load_scenario(
            sid).default_house_rules()


def _night_one(sid: str, hard: str, rules: dict[str, Any] | None = None) -> Game:
    g = Game(Setup(sid, NAMES, rules or {}))
    g.deal([hard if r == "die_hard" else r for r in SEATS])
    g.end_phase()
    g.end_phase()
    return g


@pytest.mark.parametrize("spent", [False, True])
def test_a_saved_shot_spends_his_armour_only_under_a70(spent: bool) -> None:
    g = _night_one("mafia_nights", "die_hard",
                   {"die_hard_armor_consumed_when_saved": spent})
    g.step("mafia", {"shot": HARD})
    g.step("doctor", {"save": HARD})
    assert g.end_phase()
    c = g.state.player(HARD)
    assert c.status == "alive" and c.card.counters["armor"] is (not spent)


def test_the_first_shot_breaks_his_armour_silently_the_second_removes_him() -> None:
    g = _night_one("mafia_nights", "die_hard")
    g.step("mafia", {"shot": HARD})
    g.step("die_hard", {"status": True})
    assert g.end_phase()
    st = g.state
    assert st.player(HARD).status == "alive"
    assert st.player(HARD).card.counters == {"armor": False, "status_left": 1}
    assert st.records[-1].announce == ["status"] and "status" in st.records[-1].facts
    assert g.end_phase() and g.step("mafia", {"shot": HARD}) and g.end_phase()
    assert g.state.player(HARD).status != "alive"


def _refusal(g: Game, key: str, value: Any) -> tuple[str, str | None, str, str]:
    try:
        g.step(key, value)
    except IllegalAction as exc:
        return (exc.code, exc.facts.get("detail"), refusal_text(exc, g.scenario, lang="fa"),
                refusal_text(exc, g.scenario, lang="en"))
    raise AssertionError(f"{key} {value} was accepted")


def _digest(st: Any, ids: dict[str, str]) -> str:
    """What the golden check compares (fingerprint, legal choices, tokens, trackers, the
    public view), with the copy's ids read as the seed's."""
    parts = [repr(st.fingerprint()), repr(ch.legal_choices(st)), repr(ch.tokens_tonight(st)),
             repr([ch.trackers(st, s) for s in range(1, len(st.players) + 1)]),
             repr(public_view(st))]
    text = re.sub(r" at 0x[0-9a-fA-F]+", "", "\x1f".join(parts))
    for new, old in ids.items():
        text = text.replace(new, old)
    return text


def _replayed(sid: str, n: int, seed: int, ids: dict[str, str]) -> list[str]:
    g = random_game(sid, n, seed, house_rules={}, max_actions=300)
    replay = Game(g.setup)
    out = [_digest(replay.state, ids)]
    for a in g.actions:
        replay.apply(a)
        out.append(_digest(replay.state, ids))
    return out


@pytest.mark.parametrize("sid", ["mn_renamed", "mn_older"])
def test_a_renamed_or_older_die_hard_plays_every_random_game_as_the_seed_s(copies,
                                                                          sid: str) -> None:
    """Random games (every size band, several seeds) of the copy step for step equal to
    the seed's: state, legal choices and refusals, tokens, trackers, what the table sees."""
    ids = {NEW_ID: "die_hard", sid: "mafia_nights"}
    for n in (10, 12, 18):
        for seed in range(3):
            assert _replayed(sid, n, seed, ids) == _replayed("mafia_nights", n, seed, {}), (
                n, seed)


@pytest.mark.parametrize("sid", ["mn_renamed", "mn_older"])
def test_a_renamed_or_older_die_hard_s_step_and_refusals_read_as_the_seed_s(copies,
                                                                           sid: str) -> None:
    """His status requests, spent after two, then not called; a third is refused with the
    seed's code, detail and sentences; undo asks as for the seed's (no signal: it does
    not ask); his tracker lines as the seed's."""
    seen = []
    for scen, hard in (("mafia_nights", "die_hard"), (sid, NEW_ID)):
        g = _night_one(scen, hard)
        role = g.scenario.role(hard)
        out: list[Any] = [role.ability_kind, role.params, tracker_kind(role),
                          role_trackers(g.scenario, hard)]
        for _ in range(2):
            g.step(hard, {"status": True})
            out.append(g.heard_since(1))
            assert g.end_phase() and g.end_phase()
        out.append([s.key for s in ch.night_steps(g.state)])
        out.append(_refusal(g, hard, {"status": True}))
        out.append(_refusal(g, hard, {"status": False}))
        out.append(g.state.player(HARD).card.counters)
        seen.append(_swap(out, {hard: "die_hard"}))
    assert seen[0] == seen[1]
    kind, params, tracked, lines, heard, heard2, steps, spent, wrong, counters = seen[0]
    assert (kind, params, tracked) == ("armour", {"against": "night_shot", "night": "once",
                                                  "status_requests": 2}, "die_hard")
    assert lines == (("armor", "intact"), ("status_left", "count"))
    assert heard is heard2 is False  # a status request gives no private signal
    assert "die_hard" not in steps and "mafia" in steps, "spent: not called"
    assert spent[:2] == ("no_uses_left", "status") and wrong[:2] == ("bad_script",
                                                                    "unknown_choice")
    assert counters == {"armor": True, "status_left": 0}


def _swap(value: Any, ids: dict[str, str]) -> Any:
    if isinstance(value, str):
        return ids.get(value, value)
    if isinstance(value, (list, tuple)):
        return type(value)(_swap(v, ids) for v in value)
    if isinstance(value, dict):
        return {_swap(k, ids): _swap(v, ids) for k, v in value.items()}
    return value


def test_refusals_before_the_kind_s_check_name_the_role() -> None:
    """The die-hard's step on the intro night and once he has left: the seed's facts
    (``key``/``role`` ``die_hard``, not the kind ``armour``) and sentences; the doctor's
    intro-night refusal names the doctor (a ``save`` role: it named the first save role of
    the file, Dr Lecter)."""
    g = Game(Setup("mafia_nights", NAMES))
    g.deal(SEATS)
    for key, value, name in (("die_hard", {"status": True}, "Die-hard"),
                             ("doctor", {"save": 3}, "Doctor")):
        with pytest.raises(IllegalAction) as exc:
            g.step(key, value)
        assert (exc.value.code, exc.value.facts) == (
            "wrong_phase", {"key": key, "night": 0, "role": key})
        assert refusal_text(exc.value, g.scenario, lang="en") == (
            f"{name} does not wake in this phase.")
    g = _night_one("mafia_nights", "die_hard")
    for _ in range(2):
        g.step("mafia", {"shot": HARD})
        g.end_phase()
        g.end_phase()
    assert g.state.player(HARD).status != "alive"
    with pytest.raises(IllegalAction) as exc:
        g.step("die_hard", {"status": True})
    assert (exc.value.code, exc.value.facts) == (
        "not_acting", {"key": "die_hard", "role": "die_hard", "night": 3})


def test_an_older_file_s_die_hard_keeps_his_section_7_rules(copies) -> None:
    """An older file's ``kind = "die_hard"`` (no params, no bindings written) is offered his
    two rules with the seed's defaults, laid over his armour as the seed file's bindings
    lay them (RetiredKind.bindings, DH3); a file that binds a key itself keeps its own."""
    seed, older = load_scenario("mafia_nights"), load_scenario("mn_older")
    assert older.default_house_rules() == seed.default_house_rules()
    assert {(e.key, e.role, e.param) for e in older.file_rules if e.role == NEW_ID} == {
        ("die_hard_armor_consumed_when_saved", NEW_ID, "spent_when_saved"),
        ("status_inquiry_format", NEW_ID, "status_answer")}
    g = Game(Setup("mn_older", NAMES, {"die_hard_armor_consumed_when_saved": True}))
    g.deal([NEW_ID if r == "die_hard" else r for r in SEATS])
    assert params_as(g.state, NEW_ID, ArmourParams).spent_when_saved is True
    g.end_phase()
    g.end_phase()
    g.step("mafia", {"shot": HARD})
    g.step("doctor", {"save": HARD})
    g.end_phase()
    assert g.state.player(HARD).card.counters["armor"] is False  # A70 as chosen
