"""The Mayor is the general kind ``day_power`` with the variant ``decide_exit`` (issue 21,
"Abilities, not roles"; club_scenarios 9.5, 10 #22; rules_spec 3.4.6, 6.9 S1, 6.10 S12,
S17; S2:L50; A73): his parameters hold his decision exactly, the day finds him by them
(never by the id ``mayor``), his section-7 rule ``mayor_requires_two_defenders`` is laid
over his ``min_defenders`` where the file binds it, and a renamed copy (another id, the same
kind and params) plays identically."""

from __future__ import annotations

import re
from pathlib import Path
from typing import Any

import pytest

from narrator_app.engine import Game, IllegalAction, Setup, load_scenario
from narrator_app.engine.abilities import kind_names
from narrator_app.engine.abilities.day_power import DayPowerParams, decider_role
from narrator_app.engine.abilities.params import params_of, role_trackers
from narrator_app.engine.choices import legal_choices, options_for
from narrator_app.engine.scenario import check_scenario_file, use_club_folders
from narrator_app.engine.script import apply_entry

SHIPPED = Path(__file__).resolve().parents[2] / "scenarios" / "mafia_nights.toml"
SEATS = ["godfather", "joker", "dr_lecter", "simple_mafia", "pickpocket", "mayor", "die_hard",
         "leon", "detective", "psychiatrist", "doctor", "plain_citizen"]
COPY = "mafia_nights_shahr"
NEW_ID = "shahrdar"


@pytest.fixture(scope="module")
def copy_folder(tmp_path_factory: pytest.TempPathFactory):
    """A club folder with a copy of mafia_nights whose Mayor is the role ``shahrdar`` (the
    same kind, params, names and binding of his house rule)."""
    folder = tmp_path_factory.mktemp("shahr")
    text = SHIPPED.read_text(encoding="utf-8")
    text = re.sub(r'^id = "mafia_nights"', f'id = "{COPY}"', text, count=1, flags=re.M)
    text = text.replace('"mayor"', f'"{NEW_ID}"')
    (folder / f"{COPY}.toml").write_text(text, encoding="utf-8")
    use_club_folders([folder])
    yield folder
    use_club_folders([])


def _game(sid: str, mayor: str, rules: dict[str, Any] | None = None) -> Game:
    g = Game(Setup(sid, tuple(f"P{i}" for i in range(1, 13)), {"cards_enabled": False,
                                                                  **(rules or {})}))
    g.deal([mayor if r == "mayor" else r for r in SEATS])
    return g


def _play(sid: str, mayor: str, entries: list[tuple[str, dict[str, Any]]],
          rules: dict[str, Any] | None = None, by_id: bool = True) -> list[Any]:
    """Each entry's outcome: the announcements, who is out, the Mayor's counters, or the
    refusal's code, detail, key and role (a refusal's role read as ``mayor``); the day's
    ``mayor`` key written as the role's id when ``by_id``."""
    st = _game(sid, mayor, rules).state
    out: list[Any] = []
    for phase, body in entries:
        if by_id:
            body = {(mayor if k == "mayor" else k): v for k, v in body.items()}
        try:
            st = apply_entry(st, phase, body)
        except IllegalAction as exc:
            role = exc.facts.get("role")
            out.append((exc.code, exc.facts.get("detail"), exc.facts.get("key"),
                        "mayor" if role == mayor else role))
            continue
        rec = st.records[-1]
        out.append((tuple(rec.announce), tuple(p.seat for p in st.players if p.status != "alive"),
                    dict(st.view(6).card.counters)))
    return out


SCRIPTS: list[list[tuple[str, dict[str, Any]]]] = [
    # sends a defender out (S2:L50), then has no use left the next day
    [("intro_night", {}), ("day", {"votes": {2: 7, 12: 7}, "mayor": {"eliminate": 2}}),
     ("night", {}), ("day", {"votes": {3: 7, 12: 7}, "mayor": {"cancel": True}}),
     ("day", {"votes": {3: 7, 12: 7}, "exit_votes": {3: 6}})],
    # cancels the exit vote: nobody leaves
    [("intro_night", {}), ("day", {"votes": {2: 7}, "mayor": {"cancel": True}})],
    # refused: he defends, a seat that is no defender, no defense, a bad shape
    [("intro_night", {}), ("day", {"votes": {6: 7, 2: 7}, "mayor": {"eliminate": 2}}),
     ("day", {"votes": {2: 7}, "mayor": {"eliminate": 3}}),
     ("day", {"votes": {}, "mayor": {"cancel": True}}),
     ("day", {"votes": {2: 7}, "mayor": {"cancel": True, "eliminate": 2}}),
     ("day", {"votes": {2: 7}, "mayor": {"eliminate": 2}, "exit_votes": {2: 7}})],
    # robbed by the pickpocket: accepted, no effect, the exit vote still decides (6.9 S1)
    [("intro_night", {}), ("day", {}), ("night", {"pickpocket": {"steal": 6}}),
     ("day", {"votes": {2: 7}, "mayor": {"eliminate": 2}, "exit_votes": {2: 7}})],
    # withdrawn earlier today (6.10 S12)
    [("intro_night", {}),
     ("day", {"withdraw": [6], "votes": {2: 6}, "mayor": {"eliminate": 2}, "exit_votes": {2: 5}})],
]


def test_the_shipped_mayor_is_a_day_power_deciding_the_exit() -> None:
    assert "mayor" not in kind_names()
    scen = load_scenario("mafia_nights")
    assert scen.role("mayor").ability_kind == "day_power"
    par = params_of(scen, "mayor")
    assert isinstance(par, DayPowerParams)
    assert (par.variant, par.uses, par.decisions, par.min_defenders, par.holder_may_defend) == (
        "decide_exit", 1, ("cancel", "eliminate"), 1, False)
    assert decider_role(scen) == "mayor"
    assert role_trackers(scen, "mayor") == (("used", "used"),)
    assert _game("mafia_nights", "mayor").state.view(6).card.counters == {"used": False}
    for sid in ("classic", "bazpors", "zodiac"):  # no Mayor: no decider (the interrogator's
        assert decider_role(load_scenario(sid)) is None  # day_power is bring_to_defense)


def test_mayor_requires_two_defenders_is_offered_only_where_bound_and_is_his_param() -> None:
    for sid in ("classic", "zodiac", "bazpors", "godfather_nostradamus"):
        assert "mayor_requires_two_defenders" not in load_scenario(sid).default_house_rules()
    scen = load_scenario("mafia_nights")
    rules = scen.default_house_rules()
    assert rules["mayor_requires_two_defenders"] is False
    assert params_of(scen, "mayor", rules).min_defenders == 1
    rules = {**rules, "mayor_requires_two_defenders": True}
    assert params_of(scen, "mayor", rules).min_defenders == 2
    one = [("intro_night", {}), ("day", {"votes": {2: 7}, "mayor": {"eliminate": 2}}),
           ("day", {"votes": {2: 7, 3: 7}, "mayor": {"eliminate": 2}})]
    got = _play("mafia_nights", "mayor", one, {"mayor_requires_two_defenders": True})
    assert got[1] == ("not_available", "two_defenders", "mayor", "mayor")
    assert got[2][0] == ("mayor",) and got[2][1] == (2,)


@pytest.mark.parametrize("n", range(len(SCRIPTS)))
def test_a_renamed_mayor_plays_identically(copy_folder, n: int) -> None:
    """The same announcements, exits, counters and refusals, his steps recorded under his
    own id (rules_spec 6.10 S17); and under ``mayor`` too."""
    seed = _play("mafia_nights", "mayor", SCRIPTS[n])
    assert _play(COPY, NEW_ID, SCRIPTS[n]) == seed
    assert _play(COPY, NEW_ID, SCRIPTS[n], by_id=False) == seed  # the key ``mayor`` itself
    for rules in ({"mayor_requires_two_defenders": True}, {"pickpocket_effect": "next_night"}):
        assert _play(COPY, NEW_ID, SCRIPTS[n], rules) == _play("mafia_nights", "mayor",
                                                               SCRIPTS[n], rules)


def test_the_renamed_mayor_s_day_step_is_offered_under_mayor_with_his_role(copy_folder) -> None:
    g = _game(COPY, NEW_ID)
    g.end_phase()
    g.step("votes", {2: 7, 12: 7})
    steps = {s.key: s for s in legal_choices(g.state).steps}
    assert steps["mayor"].role == NEW_ID and steps["mayor"].seats == [6]
    assert [o.name for o in options_for(g.state, "mayor")] == ["cancel", "eliminate"]


def _club_file(tmp_path: Path, params: str) -> Path:
    """A copy of mafia_nights whose Mayor role is ``shahrdar`` with other params."""
    text = SHIPPED.read_text(encoding="utf-8")
    text = re.sub(r'^id = "mafia_nights"', 'id = "mafia_nights_p"', text, count=1, flags=re.M)
    text = text.replace('"mayor"', f'"{NEW_ID}"')
    text = text.replace('params = { variant = "decide_exit" }', f"params = {params}")
    path = tmp_path / "mafia_nights_p.toml"
    path.write_text(text, encoding="utf-8")
    return path


def test_the_params_decide_what_the_holder_may_do(tmp_path: Path) -> None:
    """Only ``cancel``; deciding while defending; a power without end (uses unlimited)."""
    path = _club_file(tmp_path, '{ variant = "decide_exit", decisions = ["cancel"], '
                                'holder_may_defend = true, uses = "unlimited" }')
    assert check_scenario_file(path) == []
    use_club_folders([tmp_path])
    try:
        got = _play("mafia_nights_p", NEW_ID, [
            ("intro_night", {}), ("day", {"votes": {2: 7}, "mayor": {"eliminate": 2}}),
            ("day", {"votes": {6: 7, 2: 7}, "mayor": {"cancel": True}}),
            ("night", {}), ("day", {"votes": {2: 7}, "mayor": {"cancel": True}})])
        assert got[1] == ("bad_script", "unknown_choice", "mayor", None)
        assert got[2][0] == ("mayor",) and got[2][1] == ()
        assert got[4][0] == ("mayor",) and got[4][1] == ()  # again: unlimited
        g = _game("mafia_nights_p", NEW_ID)
        g.end_phase()
        g.step("votes", {2: 7})
        assert [o.name for o in options_for(g.state, "mayor")] == ["cancel"]
    finally:
        use_club_folders([])


def test_a_decide_exit_power_of_two_uses_is_refused(tmp_path: Path) -> None:
    path = _club_file(tmp_path, '{ variant = "decide_exit", uses = 2 }')
    assert check_scenario_file(path) != []


def test_an_older_file_s_mayor_kind_reads_as_the_day_power(tmp_path: Path) -> None:
    """``kind = "mayor"`` without params (a club's file of an earlier version) is the
    day_power with the Mayor's params and plays as the seeds' Mayor."""
    text = _club_file(tmp_path, "{}").read_text(encoding="utf-8")
    text = text.replace('kind = "day_power"\nparams = {}\n', 'kind = "mayor"\n')
    text = text.replace('''[[house_rules]]
key = "mayor_requires_two_defenders"
role = "shahrdar"
param = "min_defenders"
default = false
map = { true = 2, false = 1 }
''', "")
    text = re.sub(r"^mayor_requires_two_defenders = .*\n", "", text, flags=re.M)
    path = tmp_path / "mafia_nights_p.toml"
    path.write_text(text, encoding="utf-8")
    assert 'kind = "mayor"' in text
    assert check_scenario_file(path) == []
    use_club_folders([tmp_path])
    try:
        scen = load_scenario("mafia_nights_p")
        assert scen.role(NEW_ID).ability_kind == "day_power"
        assert decider_role(scen) == NEW_ID
        assert role_trackers(scen, NEW_ID) == (("used", "used"),)
        for script in SCRIPTS:
            assert _play("mafia_nights_p", NEW_ID, script) == _play("mafia_nights", "mayor",
                                                                     script)
    finally:
        use_club_folders([])


def _robbed_mayor_decides() -> Game:
    """Mafia Nights: the pickpocket robs the Mayor on night 1; on day 1 seat 2 gets 7 votes
    and the robbed Mayor signs «eliminate 2» (no effect, 6.9 S1)."""
    robbed = _game("mafia_nights", "mayor")
    robbed.end_phase()
    robbed.end_phase()
    robbed.step("pickpocket", {"steal": 6})
    robbed.end_phase()
    robbed.step("votes", {2: 7})
    robbed.step("mayor", {"eliminate": 2})
    return robbed

def test_the_decision_is_a_line_of_the_game_log() -> None:
    """A decision with effect: a public ``exit_decision`` line (the role, the decision, the
    seat sent out; not the Mayor's seat); a robbed Mayor's: the narrator's only, no effect."""
    g = _game("mafia_nights", "mayor")
    g.end_phase()
    g.step("votes", {2: 7, 12: 7})
    g.step("mayor", {"cancel": True})
    (line,) = [ln for ln in g.state.log if ln.kind == "exit_decision"]
    assert line.public and line.data == {"role": "mayor", "decision": "cancel", "seat": None,
                                         "effect": True}
    g.step("mayor", {"eliminate": 12})  # chosen again: the day is recomputed
    (line,) = [ln for ln in g.state.log if ln.kind == "exit_decision"]
    assert line.data["seat"] == 12 and line.data["decision"] == "eliminate"
    robbed = _robbed_mayor_decides()
    (line,) = [ln for ln in robbed.state.log if ln.kind == "exit_decision"]
    assert not line.public and line.data["effect"] is False


def test_undoing_an_announced_decision_asks_a_robbed_one_does_not() -> None:
    """The Mayor's cancel was announced: taking it back asks the narrator first, as an
    exit does (WF32-1); a robbed Mayor's sign (the narrator's only, no effect) does not."""
    g = _game("mafia_nights", "mayor")
    g.end_phase()
    g.step("votes", {2: 7, 12: 7})
    assert not g.heard_since(1)
    g.step("mayor", {"cancel": True})
    assert g.heard_since(1)
    robbed = _robbed_mayor_decides()
    assert not robbed.heard_since(1)
