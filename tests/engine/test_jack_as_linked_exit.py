"""Jack Sparrow as the general kind ``linked_exit`` (JL32; L21-6): the shipped file names
``kind = "linked_exit"`` with his parameter set; a file written before (his role naming no
kind or ``kind = "jack_sparrow"``, no params, his two rules unbound) loads and plays by the
same params, rules and scoping; the kind's new parameters do what his own kind did."""

from __future__ import annotations

import re
from pathlib import Path

import pytest

from narrator_app.engine import Game, IllegalAction, Setup, load_scenario
from narrator_app.engine.abilities.jack_sparrow import BINDINGS, PARAMS
from narrator_app.engine.abilities.linked_exit import LinkParams
from narrator_app.engine.abilities.params import params_of, role_trackers
from narrator_app.engine.abilities.registry import tracker_kind, tracker_rank
from narrator_app.engine.scenario import scenarios_dir
from tests.engine.older_forms import assert_rules_as_shipped, read_older

SID = "godfather_jack_sparrow"
#: His two rules, each with a value other than the shipped default.
OTHER = {"jack_wake_position": "after_mafia", "jack_curse_after_reveal": "freeze"}


def older_text(kind_line: str) -> str:
    """godfather_jack_sparrow.toml as written before JL32: his role with ``kind_line`` ("":
    none) and no params, his two rules not bound."""
    text = (scenarios_dir() / f"{SID}.toml").read_text(encoding="utf-8")
    text = text.replace(f'id = "{SID}"', 'id = "older_copy"', 1)
    text, n = re.subn(r'(\[\[roles\]\]\nid = "jack_sparrow"\n)kind = "linked_exit"\n'
                      r'(?:#[^\n]*\n)*params = \{[^\n]*\}\n', rf"\1{kind_line}", text)
    assert n == 1
    for key, *_ in BINDINGS:
        text, n = re.subn(rf'\[\[house_rules\]\]\nkey = "{key}"\nrole = "[a-z_]+"\n'
                          r'(?:[^\n]+\n)*\n?', "", text)
        assert n == 1, key
    return text


@pytest.mark.parametrize("kind_line", ["", 'kind = "jack_sparrow"\n'])
def test_an_older_jack_file_reads_as_the_shipped_one(tmp_path: Path, kind_line: str) -> None:
    older = read_older(tmp_path, older_text(kind_line))
    shipped = load_scenario(SID)
    jack = older.role("jack_sparrow")
    assert (jack.ability_kind, jack.params) == ("linked_exit", PARAMS) == (
        shipped.role("jack_sparrow").ability_kind, shipped.role("jack_sparrow").params)
    assert tracker_kind(jack) == tracker_kind(shipped.role("jack_sparrow")) == "jack_sparrow"
    assert role_trackers(older, "jack_sparrow") == role_trackers(shipped, "jack_sparrow") == (
        ("curse", "seat"), ("revealed", "shown_if_true"))
    assert tracker_rank("jack_sparrow") == 80  # after Nostradamus, as before
    keys = {k for k, *_ in BINDINGS}
    assert keys <= set(shipped.default_house_rules())
    assert_rules_as_shipped(older, shipped, keys, 2, OTHER)


@pytest.mark.parametrize(("key", "value", "param", "want"), [
    ("jack_wake_position", "first", "wakes_after", ""),
    ("jack_wake_position", "after_mafia", "wakes_after", "mafia"),
    ("jack_curse_after_reveal", "continue", "frozen_after", "never"),
    ("jack_curse_after_reveal", "freeze", "frozen_after", "revealed")])
def test_his_rules_are_laid_over_his_params(key: str, value: str, param: str,
                                            want: str) -> None:
    shipped = load_scenario(SID)
    chosen = {**shipped.default_house_rules(), key: value}
    prm = params_of(shipped, "jack_sparrow", chosen)
    assert isinstance(prm, LinkParams) and getattr(prm, param) == want


def test_the_defaults_are_the_link_kinds_own() -> None:
    """Every new parameter's default keeps ``linked_exit`` as it was (cupid's lovers)."""
    prm = LinkParams()
    assert (prm.direction, prm.action, prm.token, prm.repeat, prm.every_night,
            prm.frozen_after, prm.wakes_after, prm.shot_shield, prm.shown_when_voted_out,
            prm.found_by_link, prm.follow_cause, prm.exit_word, prm.seed_form) == (
        "mutual", "", "linked", "allowed", False, "never", "", False, False, False, "link",
        "", False)


def _night_one() -> Game:
    reference = list(load_scenario(SID).roster.reference)
    g = Game(Setup(SID, tuple(f"P{i}" for i in range(1, len(reference) + 1))))
    g.deal(reference)
    g.end_phase()  # the intro day
    assert g.state.phase == "intro_night"
    return g


def test_his_step_is_required_and_checked_whole() -> None:
    """``every_night``: the intro night cannot end without his curse; the step's shape is
    his one seat; not himself (``self_link = false``)."""
    g = _night_one()
    jack = next(p.seat for p in g.state.players if p.card.role == "jack_sparrow")
    with pytest.raises(IllegalAction) as err:
        g.end_phase()
    assert (err.value.code, err.value.facts.get("detail")) == ("missing_choice", "curse")
    with pytest.raises(IllegalAction) as err:
        g.step("jack_sparrow", {"link": 1 if jack != 1 else 2})
    assert err.value.code == "bad_script"
    with pytest.raises(IllegalAction) as err:
        g.step("jack_sparrow", {"curse": jack})
    assert (err.value.code, err.value.facts.get("detail")) == ("invalid_target", "self")
