"""This round's findings of the auditors and a narrator's trial (decisions «CF60»): each
test says the rule, its spec or doc line in the decisions' row."""

from __future__ import annotations

from pathlib import Path

import pytest
from helpers import script_state

from narrator_app.engine.script import run_case

HERE = Path(__file__).resolve().parent
#: The auditors' own minimal cases, with titles that say the rule.
FILES = sorted((HERE / "audit_round10_cases").glob("*.yaml"))
#: A club's file holding a hold, a potion, a link of each kind and a commando (audit62).
CLUB = HERE / "club_kind_cases" / "audit62_pair_hack" / "c16.toml"


@pytest.mark.parametrize("case", FILES, ids=[f.stem for f in FILES])
def test_auditor_case(case: Path) -> None:
    result = run_case(case)
    assert result.passed, "\n".join(result.failures)


# --- what a club's file may say, checked (audit62) --------------------------------------
def _faults(tmp_path: Path, old: str, new: str) -> list[tuple[str, str]]:
    """The faults of the club's file with ``old`` replaced by ``new`` (once)."""
    from narrator_app.engine.scenario import check_scenario_file

    text = CLUB.read_text("utf-8")
    assert text.count(old) == 1, old
    file = tmp_path / "c16.toml"
    file.write_text(text.replace(old, new), "utf-8")
    return [(f.field, f.reason) for f in check_scenario_file(file)]


def test_the_club_file_itself_checks_ok(tmp_path: Path) -> None:
    assert _faults(tmp_path, 'id = "kad"', 'id = "kad"') == []


@pytest.mark.parametrize(("old", "new", "field", "word"), [
    # a kadkhoda-kind's misspelt role played as no role at all (a link on the seer stayed)
    ('kind = "wake_link"\n', 'kind = "wake_link"\nparams = { leaves_on_roles = ["sear"] }\n',
     "roles.kad.params.leaves_on_roles", "'seer'"),
    # an antidote passed to no card
    ('kind = "potion"\n', 'kind = "potion"\nparams = { antidote = { transfer_to = "ghost" } }\n',
     "roles.herb.params.antidote", "ghost"),
    # a hold's exemption of no kind of the engine
    ('verb = "hack"', 'exempt = ["trapp"], verb = "hack"', "roles.hacker.params.exempt", "trapp"),
    # a link called after a step the nights do not have (it was called first)
    ('direction = "one_way"', 'direction = "one_way", wakes_after = "mafai"',
     "roles.researcher.params.wakes_after", "mafai"),
])
def test_a_role_id_kind_or_step_the_file_does_not_have_is_refused(
        tmp_path: Path, old: str, new: str, field: str, word: str) -> None:
    """docs/scenario-format.md «What is refused»: a role id in a role-id parameter that is no
    role of the file; the same for the kinds a hold exempts and the step a link follows.
    Each passed `scenario check` and changed play in silence (audit62, CF60)."""
    faults = _faults(tmp_path, old, new)
    assert [f for f, _ in faults] == [field], faults
    assert word in faults[0][1]


@pytest.mark.parametrize(("old", "new"), [
    ('kind = "wake_link"\n', 'kind = "wake_link"\nparams = { leaves_on_roles = ["seer"] }\n'),
    ('verb = "hack"', 'exempt = ["trap", "team_shot"], verb = "hack"'),  # 9.3's words
    ('direction = "one_way"', 'direction = "one_way", wakes_after = "mafia"'),
])
def test_the_same_written_right_checks_ok(tmp_path: Path, old: str, new: str) -> None:
    assert _faults(tmp_path, old, new) == []


def test_a_reminder_waking_no_role_of_the_file_is_refused(tmp_path: Path) -> None:
    """A reminder's ``wakes`` naming no role woke nobody; its ``dealt`` was refused for the
    same (audit62, CF60)."""
    reminder = ('\n[[night]]\nkey = "meeting"\nreminder = true\nname = { fa = "x", en = "x" }\n'
                'say = { fa = "x", en = "x" }\ngesture = { fa = "x", en = "x" }\n'
                'wakes = ["ghost"]\n')
    faults = _faults(tmp_path, '[[intro_night]]', reminder + '\n[[intro_night]]')
    assert any(f.endswith(".wakes") and "ghost" in r for f, r in faults), faults


@pytest.mark.parametrize(("labels", "refused"), [
    ("{ true = { fa = \"بله\", en = \"yes\" }, false = { fa = \"نه\", en = \"no\" } }", False),
    ("{ True = { fa = \"بله\", en = \"yes\" }, False = { fa = \"نه\", en = \"no\" } }", True),
])
def test_labels_of_a_true_false_rule_are_written_as_toml_writes_them(
        tmp_path: Path, labels: str, refused: bool) -> None:
    """docs/scenario-format.md: ``labels`` by the value as written, and ``map`` reads a bool
    as ``true`` / ``false``. ``true`` was refused («'true' is not one of values») and
    ``True`` taken (audit62, CF60); the house-rules dialog shows the file's words."""
    from narrator_app.engine.file_rules import FileRule, value_word

    rule = ('\n[[house_rules]]\nkey = "h_ss"\nrole = "sniper"\nparam = "save_stops"\n'
            'name = { fa = "x", en = "x" }\ndefault = true\nvalues = [true, false]\n'
            f'labels = {labels}\n')
    faults = _faults(tmp_path, '\n[[roles]]\nid = "boss"', rule + '\n[[roles]]\nid = "boss"')
    assert bool(faults) is refused, faults
    assert value_word(True) == "true" and value_word(3) == "3"
    if not refused:  # the dialog's words for each value
        from narrator_app.engine.file_rules import file_rules
        from narrator_app.engine.scenario import read_scenario_file

        scen, _faults_read = read_scenario_file(tmp_path / "c16.toml")
        assert scen is not None
        rule = file_rules(scen)["h_ss"]
        assert isinstance(rule, FileRule)
        assert rule.value_text(True, "en") == "yes" and rule.value_text(False, "fa") == "نه"


# --- the log names the seat the answer is about (a narrator's trial) --------------------
CAPO = ["don", "witch", "executioner", "detective", "suspect", "armoursmith", "herbalist",
        "heir", "plain_citizen", "plain_citizen"]


def test_a_reflected_inquiry_is_logged_about_the_holder_himself() -> None:
    """capo 6.6: the witch turns the detective's inquiry onto himself (he reads citizen).
    The log read «Detective's answer: Citizen — 2» (the executioner he named), as if the
    executioner read citizen (CF60)."""
    st = script_state("capo", CAPO, [
        ("intro_night", {"heir": {"heir_of": 9}}),
        ("day", {"capo_gun": {"trustee": 9, "suspects": [10, 5], "real": 10}}),
        ("night", {"witch": {"reflect": 4}, "detective": {"inquire": 2}})])
    line = next(x for x in reversed(st.log) if x.kind == "private" and x.data.get("name")
                == "detective")
    assert line.data["value"] == "citizen" and line.data["target"] == 4


@pytest.mark.parametrize(("name", "typo", "right", "word"), [
    ("jack_wakes_after_map_typo.toml", '"mafiaa"', '"mafia"', "mafiaa"),
    ("ocean_leaves_on_roles_map_typo.toml", '["zodiak"]', '["zodiac"]', "zodiak"),
])
def test_what_a_house_rules_map_lays_over_a_parameter_is_checked_too(
        tmp_path: Path, name: str, typo: str, right: str, word: str) -> None:
    """audit64: the names a `[[house_rules]]` `map` writes into a role's parameter (Jack's
    `wakes_after`, the ocean's `leaves_on_roles`) passed `scenario check`: Jack then woke
    first, the ocean stayed. They are checked as the role's own params are (CF60-5)."""
    from narrator_app.engine.scenario import check_scenario_file

    text = (HERE / "audit_round10_files" / name).read_text("utf-8")
    assert text.count(typo) == 1
    bad = tmp_path / name
    bad.write_text(text, "utf-8")
    faults = check_scenario_file(bad)
    assert [f.field.rsplit(".", 1)[-1] for f in faults] == ["map"], faults
    assert word in faults[0].reason
    good = tmp_path / "fixed" / name
    good.parent.mkdir()
    good.write_text(text.replace(typo, right), "utf-8")
    assert check_scenario_file(good) == []


@pytest.mark.parametrize(("scenario", "fa", "en"), [
    ("capo", "عضوگیری انجام شد.", "A recruitment has taken place."),
    ("mozakere", "مذاکره\u200cای انجام شد.", "A negotiation has taken place."),
    ("bazpors", "سوداگری انجام شد.", "A trade has taken place."),  # the sentence quoted
    ("godfather_nostradamus", "قرار است خریداری توسط تیم مافیا انجام گیرد.",
     "A purchase by the mafia team is about to take place."),
])
def test_the_purchase_token_is_said_in_the_scenarios_own_words(
        scenario: str, fa: str, en: str) -> None:
    """A narrator's trial and audit64: the checklist read the file's sentence and the log
    and the players' display the seeds' «… خریداری …» (CF60-14)."""
    from narrator_app.engine.scenario import load_scenario
    from narrator_app.messages import announcement_lines

    scen = load_scenario(scenario)
    assert announcement_lines(["purchase"], scen, [], [], {}, "fa", False) == [fa]
    assert announcement_lines(["purchase"], scen, [], [], {}, "en", False) == [en]
    # the players' display names no role: the same words from ``names_from``
    assert announcement_lines(["purchase"], None, [], [], {}, "en", False,
                              names_from=scen) == [en]


NM = ["don", "rebel", "hacker", "guide", "doctor", "miner", "bodyguard", "lawyer",
      "plain_citizen", "plain_citizen"]


def test_the_representatives_accused_and_the_lawyers_client_are_in_the_log() -> None:
    """A narrator's trial: the replay read «nothing written» for the representatives'
    accused, and the client's «… cannot leave by today's vote» was in no log line (4.8;
    CF60)."""
    st = script_state("namayande", NM, [
        ("intro_day", {}), ("intro_night", {}), ("day", {"election": [9, 10]}),
        ("night", {"mafia": {"shot": 4}, "lawyer": {"defend": 1}}),
        ("day", {"accused": [1, 2], "votes": {1: 7, 2: 5}})])
    day = [x for x in st.log if x.phase == "day" and x.number == 2]
    assert [x.kind for x in day][:2] == ["phase", "accused"]
    assert day[1].data == {"seats": [1, 2]} and day[1].public
    assert any(x.kind == "announce" and x.data["tokens"] == ["immune:1"] for x in day)
