"""Capo (club_scenarios section 6) on its general kinds: the heir (``inherit_role``), the
witch (``reflect``), the kadkhoda (``wake_link``), the herbalist (``potion`` with a delayed
kill, and the narrator's antidote step) and Capo's gun (the ``trust_gun`` day procedure).

The cases in ``capo_cases/`` settle the ambiguities of capo 6.10 the public cases leave
open (C3, C9, C14-C18, C20, the poisoned player's night); the tests below check each kind's
parameters and refusals, and the kadkhoda on a table of 12 (the file's roster at 12 has him and
the informant)."""

from __future__ import annotations

from pathlib import Path

import pytest
from pydantic import ValidationError

from narrator_app.engine import Game, IllegalAction, Setup
from narrator_app.engine.abilities import kind_names, validate_params
from narrator_app.engine.abilities.steps import DAY_PROCEDURES, NARRATOR_STEPS
from narrator_app.engine.scenario import (
    check_scenario_file,
    load_scenario,
    scenarios_dir,
    use_club_folders,
)
from narrator_app.engine.script import run_case

HERE = Path(__file__).resolve().parent
CASES = sorted((HERE / "capo_cases").glob("*.yaml"))
SEATS = ["don", "witch", "executioner", "detective", "suspect", "armoursmith", "herbalist",
         "heir", "plain_citizen", "plain_citizen"]


@pytest.mark.parametrize("path", CASES, ids=[p.name for p in CASES])
def test_capo_case(path: Path) -> None:
    result = run_case(path)
    assert result.passed, "\n".join(result.failures)


def test_the_kinds_and_the_procedure_are_registered() -> None:
    assert {"inherit_role", "reflect", "wake_link", "potion"} <= set(kind_names())
    assert "delayed_poison" not in kind_names()  # one potion kind (issue 21)
    assert "trust_gun" in DAY_PROCEDURES and "antidote" in NARRATOR_STEPS


@pytest.mark.parametrize(("kind", "good", "bad"), [
    ("inherit_role", {"inheritable": ["detective"], "repick": "nightly"}, {"repick": "always"}),
    ("inherit_role", {"immunity": "none"}, {"inherit": ["detective"]}),
    ("reflect", {"mode": "usurp", "repeat": "forbidden_consecutive"}, {"mode": "mirror"}),
    ("reflect", {"targets": "any_other"}, {"target": "non_mafia"}),
    ("wake_link", {"uses": 3, "on_mafia": "holder_leaves", "safe_roles": ["informant"]},
     {"uses": -1}),
    ("potion", {"antidote": {"vote": "advisory", "transfer_to": "witch",
                             "transfer_on": "any_exit"}},
     {"antidote": {"transfer_to": "Witch!"}}),
    ("potion", {"kill": {"timing": "after_next_day_with_antidote_step", "self_target": True}},
     {"antidote": {"vote": "majority"}}),
])
def test_each_kind_checks_its_parameters(kind: str, good: dict, bad: dict) -> None:
    model = validate_params(kind, good)
    for name, value in good.items():
        got = getattr(model, name)
        if isinstance(value, dict):  # a nested parameter (the potion's kill, antidote)
            assert {k: getattr(got, k) for k in value} == value
        else:
            assert got == value
    with pytest.raises(ValidationError):
        validate_params(kind, bad)


def test_the_defaults_are_the_spec_s() -> None:
    """The defaults of capo 6.11 (C8, C12, C15, C17, C19)."""
    assert validate_params("reflect", {}).mode == "reflect"
    assert validate_params("potion", {}).antidote.vote == "binding"
    assert validate_params("potion", {}).antidote.transfer_on == "trust_gun"
    assert validate_params("inherit_role", {}).repick == "never"
    assert validate_params("wake_link", {}).on_mafia == "holder_and_links_leave"


def test_a_bad_parameter_in_the_file_is_a_fault(tmp_path: Path) -> None:
    text = (scenarios_dir() / "capo.toml").read_text("utf-8")
    bad = text.replace('repick = "never"', 'repick = "sometimes"', 1)
    bad = bad.replace('day_procedures = ["trust_gun"]', 'day_procedures = ["trust_vote"]', 1)
    path = tmp_path / "capo_bad.toml"
    path.write_text(bad.replace('id = "capo"', 'id = "capo_bad"', 1), "utf-8")
    faults = [str(f) for f in check_scenario_file(path)]
    assert any("params" in f for f in faults), faults
    assert any("trust_vote" in f for f in faults), faults


def test_capo_opens_with_the_intro_night_and_needs_the_gun_on_day_1() -> None:
    g = Game(Setup("capo", tuple(f"P{i}" for i in range(1, 11))))
    g.deal(SEATS)
    assert g.state.phase == "intro_night"
    g.step("heir", {"heir_of": 4})
    g.end_phase()
    assert (g.state.phase, g.state.number, g.state.day.needs) == ("day", 1, "capo_gun")
    with pytest.raises(IllegalAction) as exc:
        g.end_phase()
    assert exc.value.code == "missing_choice"
    with pytest.raises(IllegalAction) as exc:
        g.step("exit_votes", {3: 5})
    assert exc.value.code == "not_available"
    g.step("capo_gun", {"trustee": 9, "suspects": [3, 10], "real": 3})
    assert g.state.view(3).status != "alive" and g.state.day.needs is None
    g.end_phase()
    assert g.state.phase == "night"


# --- the kadkhoda at 12 ----------------------------------------------------------------
KAD_SEATS = ["don", "witch", "executioner", "informant", "detective", "suspect",
             "armoursmith", "herbalist", "heir", "kadkhoda", "plain_citizen", "plain_citizen"]


@pytest.fixture
def twelve():
    """capo at 12: its roster has the informant and the kadkhoda (6.2 [PUBLIC:IDX])."""
    assert load_scenario("capo").size_table(12) == KAD_SEATS


def _night_one(seats: list[str] = KAD_SEATS) -> Game:
    g = Game(Setup("capo", tuple(f"P{i}" for i in range(1, 13))))
    g.deal(seats)
    g.step("heir", {"heir_of": 12})
    g.end_phase()
    g.step("capo_gun", {"trustee": 5, "suspects": [11, 2], "real": 11})
    g.end_phase()
    return g


def test_a_link_to_a_citizen_or_the_informant_holds(twelve) -> None:
    g = _night_one()
    g.step("kadkhoda", {"link": 6})
    g.end_phase()
    assert g.state.view(10).card.counters["links"] == [6]
    assert g.state.view(10).card.counters["links_left"] == 1
    g.end_phase()  # Day 2
    g.step("kadkhoda", {"link": 4})  # the informant is safe (safe_roles)
    g.end_phase()
    assert g.state.view(10).status == "alive"
    assert g.state.view(10).card.counters["links"] == [6, 4]
    g.end_phase()
    with pytest.raises(IllegalAction) as exc:
        g.step("kadkhoda", {"link": 7})
    assert exc.value.code == "no_uses_left"


def test_a_link_to_a_mafia_member_takes_the_kadkhoda_and_his_links(twelve) -> None:
    g = _night_one()
    g.step("kadkhoda", {"link": 6})
    g.end_phase()
    g.end_phase()
    g.step("armoursmith", {"save": 10})  # no save helps (1.5 stage 7)
    g.step("kadkhoda", {"link": 3})
    g.end_phase()
    assert [s for s in (3, 6, 10) if g.state.view(s).status != "alive"] == [6, 10]
    assert sorted(g.state.records[-1].announce) == ["left:10", "left:6"]


def test_the_penalty_takes_the_linked_citizens_not_the_informant(twelve) -> None:
    """The kadkhoda leaves «and with him every citizen he linked before» (6.6): an informant
    he linked earlier (a safe link, mafia) stays in the game (a narrator's trial: the
    city's mistake cost the mafia a player; decision CR38-4)."""
    g = _night_one()
    g.step("kadkhoda", {"link": 4})  # the informant: the link holds
    g.end_phase()
    g.end_phase()
    g.step("kadkhoda", {"link": 3})  # the executioner: the kadkhoda leaves
    g.end_phase()
    assert g.state.view(10).status != "alive"
    assert g.state.view(4).status == "alive"
    assert g.state.records[-1].announce == ["left:10"]


def test_a_reflected_link_is_spent_and_does_nothing(twelve) -> None:
    """capo C10 (CN: he loses one link)."""
    g = _night_one()
    g.step("witch", {"reflect": 10})
    g.step("kadkhoda", {"link": 3})
    g.end_phase()
    kad = g.state.view(10)
    assert kad.status == "alive" and kad.card.counters["links_left"] == 1
    assert not kad.card.counters.get("links")


def test_the_witch_in_usurp_mode_takes_the_inquiry(tmp_path: Path) -> None:
    """capo C8 under the house rule ``cp_witch_mode = usurp`` (a club's copy of the file
    with the parameter's own default changed too): the detective's inquiry lands on the
    witch."""
    text = (scenarios_dir() / "capo.toml").read_text("utf-8").replace(
        'id = "capo"', 'id = "capo_usurp"', 1).replace('mode = "reflect"', 'mode = "usurp"', 1)
    folder = tmp_path / "clubs"
    folder.mkdir()
    (folder / "capo_usurp.toml").write_text(text, "utf-8")
    use_club_folders([folder])
    try:
        assert load_scenario("capo_usurp").id == "capo_usurp"
        g = Game(Setup("capo_usurp", tuple(f"P{i}" for i in range(1, 11)),
                       {"cp_witch_mode": "usurp"}))
        g.deal(SEATS)
        g.step("heir", {"heir_of": 9})
        g.end_phase()
        g.step("capo_gun", {"trustee": 4, "suspects": [10, 3], "real": 10})
        g.end_phase()
        g.step("witch", {"reflect": 4})
        g.step("detective", {"inquire": 9})  # a citizen; the inquiry lands on the witch
        g.end_phase()
        assert g.state.records[-1].private["detective"] == "mafia"
    finally:
        use_club_folders([])


def test_the_heir_s_inheritance_is_a_narrator_only_sentence() -> None:
    """The private signal ``heir`` becomes one narrator-only sentence in both languages,
    naming the heir and the card by the file's names."""
    from narrator_app.messages import narrator_notes

    scen = load_scenario("capo")
    fa = narrator_notes({"heir": "detective"}, scen, "fa")
    en = narrator_notes({"heir": "detective"}, scen, "en")
    assert len(fa) == 1 and "وارث" in fa[0] and "کارآگاه" in fa[0]
    assert len(en) == 1 and "Heir" in en[0] and "Detective" in en[0]
    assert "nothing" in narrator_notes({"heir": "none"}, scen, "en")[0]
    assert narrator_notes({"detective": "mafia"}, scen, "en") == []


@pytest.mark.parametrize("players", [10, 12, 13])
def test_random_games_of_capo_reach_a_winner(players: int, tmp_path: Path) -> None:
    """Random legal play (the simulator picks the window's options; the heir's required
    pick is chosen again when passed) ends every game with a winner, illegal probes along
    the way are refused without changing anything, and a game replays, saves, opens and
    undoes to its start with the same states (the antidote step, the inheritance at dawn
    and Capo's gun are pure functions of the actions)."""
    from narrator_app.engine.gamefile import open_game, save_game
    from narrator_app.engine.simulate import random_game

    for seed in range(8):
        g = random_game("capo", players, seed, probe=True)
        assert g.state.winner in ("city", "mafia"), (seed, len(g.actions), g.state.phase)
        if seed < 2:
            final = g.state.fingerprint()
            assert Game.replay(g.setup, g.actions).state.fingerprint() == final
            path = save_game(g, tmp_path / f"{g.game_id}.ravi")
            assert open_game(path).state.fingerprint() == final
            start = Game(g.setup).state.fingerprint()
            while g.can_undo():
                g.undo()
            assert g.state.fingerprint() == start


def test_an_old_file_naming_delayed_poison_is_refused_with_the_new_spelling(
        tmp_path: Path) -> None:
    """Issue 21: the herbalist's kind is the general ``potion`` with a delayed kill; a file
    of an earlier Ravi that names ``delayed_poison`` is refused, saying how to write it."""
    text = (scenarios_dir() / "capo.toml").read_text("utf-8")
    old = text.replace('kind = "potion"\nside = "city"\nname = { fa = "عطار"',
                       'kind = "delayed_poison"\nside = "city"\nname = { fa = "عطار"', 1)
    assert old != text
    path = tmp_path / "capo_old.toml"
    path.write_text(old.replace('id = "capo"', 'id = "capo_old"', 1), "utf-8")
    faults = [str(f) for f in check_scenario_file(path)]
    assert any("delayed_poison" in f and "after_next_day_with_antidote_step" in f
               for f in faults), faults


def test_the_heir_is_called_in_each_nights_own_words() -> None:
    """The heir's step has a line of its own on the intro night (he must pick, «… یک نفر را
    انتخاب کند») and another on the later nights (asked again, optional). The checklist
    read the later nights' line on the intro night (a narrator's trial): each night now
    reads its own list of steps first."""
    import random

    from narrator_app.engine import legal_choices
    from narrator_app.engine.simulate import random_move

    scen = load_scenario("capo")
    intro = next(d for d in scen.intro_night if d.key == "heir")
    later = next(d for d in scen.night if d.key == "heir")
    assert intro.say != later.say and intro.gesture != later.gesture
    names = tuple(f"P{i}" for i in range(1, len(SEATS) + 1))
    g = Game(Setup("capo", names, {"cp_heir_repick": "nightly"}))
    g.deal(SEATS)
    while g.state.phase != "intro_night":
        g.end_phase()
    step = next(s for s in legal_choices(g.state).steps if s.key == "heir")
    assert (step.say, step.gesture) == (intro.say, intro.gesture)
    g.step("heir", {"heir_of": 4})
    g.end_phase()
    rng = random.Random(1)  # Day 1 played by the engine's random driver, to Night 1
    while g.state.phase != "night" and g.state.winner is None:
        random_move(g, rng)
    assert g.state.phase == "night" and g.state.player(8).status == "alive"  # the heir
    steps = {s.key: s for s in legal_choices(g.state).steps}
    assert "heir" in steps
    assert (steps["heir"].say, steps["heir"].gesture) == (later.say, later.gesture)


def test_the_witch_chooses_with_the_team_before_the_recruitment_is_announced() -> None:
    """The witch chooses together with the team (6.5 step 2); the recruitment is announced
    after the team has closed its eyes, and the recruit then wakes to meet them (a
    narrator's trial: the witch was called after both; decision CR38-5)."""
    from test_fixb_trial import _capo_night_one

    from narrator_app.engine import legal_choices

    g = _capo_night_one()  # the 10 seats of SEATS
    g.step("mafia", {"recruit": 5})  # the suspect
    keys = [s.key for s in legal_choices(g.state).steps]
    assert keys.index("mafia") < keys.index("witch") < keys.index("purchase_announcement")
    assert keys.index("purchase_announcement") < keys.index("bought_player")


def test_both_suspects_defend_before_the_gun_fires() -> None:
    """Capo's Day 1: of the gun's picks so far (trustee, first and second suspect), the
    suspects defend before the step is recorded (6.8, «Both suspects defend»: the window's
    defence timer, CR38-20); no procedure on Day 2, no defenders."""
    from narrator_app.engine import procedure_defenders

    g = Game(Setup("capo", tuple(f"P{i}" for i in range(1, 11))))
    g.deal(SEATS)
    g.step("heir", {"heir_of": 4})
    g.end_phase()
    assert procedure_defenders(g.state, [9]) == []
    assert procedure_defenders(g.state, [9, 3]) == [3]
    assert procedure_defenders(g.state, [9, 3, 10]) == [3, 10]
    g.step("capo_gun", {"trustee": 9, "suspects": [3, 10], "real": 3})
    g.end_phase()
    g.end_phase()  # the night, as nothing is due before Day 2
    assert (g.state.phase, g.state.number) == ("day", 2)
    assert procedure_defenders(g.state, [9, 3, 10]) == []


def test_a_won_nights_recruit_call_reads_the_night_as_it_was() -> None:
    """A narrator's trial: the recruitment that gives the mafia parity ends the game at End
    night; the night stays shown, its steps done, and its «new mafia member» call read «the
    attempt failed» (asked on the resolved cards, where the recruit is already simple
    mafia). It reads the night as played: he was won over and woke with the team (CF80-31)."""
    from helpers import script_state

    from narrator_app.engine import Action, apply, legal_choices

    st = script_state("capo", SEATS, [
        ("intro_night", {"heir": {"heir_of": 4}}),
        ("day", {"capo_gun": {"trustee": 4, "suspects": [9, 6], "real": 9}}),
        ("night", {"mafia": {"shot": 6}}),
        ("day", {"votes": {7: 6}, "exit_votes": {7: 6}})])
    st = apply(st, Action("step", "night", "mafia", {"recruit": 10}))

    def call(state):
        return next((s.seats, s.note) for s in legal_choices(state).steps
                    if s.key == "bought_player")

    assert call(st) == ([10, 1, 2, 3], None)
    while (cur := legal_choices(st).current) is not None:
        none = next(o for o in cur.options or [] if o.seats == 0)
        st = apply(st, Action("step", "night", cur.key, none.value()))
    st = apply(st, Action("end_phase"))
    assert (st.phase, st.winner) == ("night", "mafia")
    assert st.view(10).card.role == "simple_mafia"
    assert call(st) == ([10, 1, 2, 3], None)


def test_the_antidote_step_says_the_herbalist_decides_in_secret() -> None:
    """A narrator's trial: the antidote step's words were only «Everyone, eyes open: this
    player is poisoned. Who is for the antidote?»; nothing told the table to close its eyes
    and the herbalist to wake and decide, as 6.6 has it («with a majority the herbalist …
    decides whether to give it»). The file's words, in both languages, now do (CF80-35)."""
    scen = load_scenario("capo")
    step = next(d for d in scen.night if d.key == "antidote")
    assert step.say is not None and step.gesture is not None
    for words in ("Who is for the antidote?", "close your eyes", "Herbalist, wake up",
                  "Herbalist, sleep", "Everyone, eyes open."):
        assert words in step.say.en, words
    for words in ("موافق پادزهر", "چشم‌ها را ببندند", "عطار بیدار شود", "عطار بخوابد"):
        assert words in step.say.fa, words
    assert "without a majority no antidote is given" in step.gesture.en.lower()
    assert "بی‌اکثریت پادزهری داده نمی‌شود" in step.gesture.fa


def test_day_words_name_the_procedure_s_picks_and_older_files_load(tmp_path: Path) -> None:
    """``[[day]]`` (CF80-36): the words of Capo's gun day, the next pick's then the step's;
    a key that is no pick or step of the file's procedures, or one given twice, is refused;
    a file without it (an older one) loads as before."""
    from narrator_app.engine import procedure_words
    from narrator_app.engine.scenario import read_scenario_file

    g = Game(Setup("capo", tuple(f"P{i}" for i in range(1, 11))))
    g.deal(SEATS)
    g.step("heir", {"heir_of": 4})
    g.end_phase()
    keys = [procedure_words(g.state, [9, 3, 10, 3][:n]).key for n in range(5)]
    assert keys == ["trustee", "suspect_first", "suspect_second", "real", "capo_gun"]
    assert "Don, wake up" in procedure_words(g.state, [9, 3, 10]).say.en
    g.step("capo_gun", {"trustee": 9, "suspects": [3, 10], "real": 3})
    g.end_phase()
    g.end_phase()
    assert procedure_words(g.state, []) is None  # Day 2: no procedure
    text = (scenarios_dir() / "capo.toml").read_text(encoding="utf-8").replace(
        'id = "capo"', 'id = "capo_words"', 1)
    head, _, _words = text.partition("\n[[day]]\n")
    older = tmp_path / "older.toml"
    older.write_text(head, encoding="utf-8")
    scen, faults = read_scenario_file(older)
    assert faults == [] and check_scenario_file(older) == []
    assert scen is not None and scen.day == []
    bad = tmp_path / "bad.toml"
    bad.write_text(text.replace('key = "suspect_second"', 'key = "suspects"')
                   .replace('key = "capo_gun"', 'key = "trustee"'), encoding="utf-8")
    faults = " ".join(str(f) for f in check_scenario_file(bad))
    assert "'suspects' is no step or pick" in faults and "'trustee' is given twice" in faults
