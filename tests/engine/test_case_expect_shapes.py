"""A rule case whose ``expect`` value has the wrong shape fails with that said, as a
``bad_script`` of the case (game-script.md, "expect"), never with an unexpected error: a
random sweep over the public cases, their values changed, found twelve ways the checks
raised instead."""

from __future__ import annotations

from pathlib import Path

import pytest
import yaml

from narrator_app.engine.script import run_case

CASE = {
    "scenario": "zodiac",
    "seats": ["al_capone", "bomber", "magician", "guard", "ocean", "gunner", "leon",
              "detective", "doctor", "plain_citizen", "plain_citizen", "zodiac"],
    "script": [{"intro_day": {}}, {"intro_night": {}}, {"day": {}},
               {"night": {"ocean": {"wake": 2}}}],
}


@pytest.mark.parametrize(("expect", "words"), [
    ({"left": 5}, "expect left is not a list of seats"),
    ({"alive": [1, "two"]}, "expect alive is not a list of seats"),
    ({"half_dead": [13]}, "expect half_dead is not a list of seats"),
    ({"trackers": {5: 1}}, "expect trackers is not a mapping of seats to counters by name"),
    ({"trackers": {99: {"wakes_left": 1}}}, "expect trackers is not a mapping of seats"),
    ({"roles": "ocean"}, "expect roles is not a mapping of seats"),
    ({"announce": 1.5}, "expect announce is not a list of tokens"),
    ({"private": 3}, "expect private is not a mapping"),
    ({"winner": ["city"]}, "expect winner is not a side"),
    ({"defense": None}, "expect defense is not a list of seats"),
])
def test_a_malformed_expect_is_the_case_s_own_fault(tmp_path: Path, expect: dict,
                                                    words: str) -> None:
    path = tmp_path / "case.yaml"
    path.write_text(yaml.safe_dump({**CASE, "script": [*CASE["script"], {"expect": expect}]}),
                    encoding="utf-8")
    res = run_case(path)
    assert not res.passed
    assert len(res.failures) == 1 and f"bad_script: {words}" in res.failures[0], res.failures
    assert "unexpected error" not in res.failures[0]


def test_a_well_formed_expect_is_still_checked(tmp_path: Path) -> None:
    """The same case with the expect of its public file passes (the ocean woke a mafia
    member: he leaves, one wake left, S2:L119)."""
    path = tmp_path / "case.yaml"
    good = {"left": [5], "trackers": {5: {"wakes_left": 1}}}
    path.write_text(yaml.safe_dump({**CASE, "script": [*CASE["script"], {"expect": good}]}),
                    encoding="utf-8")
    assert run_case(path).passed


def test_an_exported_game_with_a_value_met_twice_is_read_back(tmp_path: Path) -> None:
    """A Namayande game whose treason vote (``{rep, delta}``) was recorded on two nights
    holds that value twice; the export wrote it as a YAML anchor and alias, which the
    script reader refuses (aliases are an alias bomb's way in), so the exported game could
    not be imported (a random round trip of club files found it, CF44-22)."""
    from narrator_app.engine import Game
    from narrator_app.engine.script import dump_script, export_script, import_script, load_script
    from narrator_app.engine.simulate import random_game

    for seed in range(200):  # the first random game that records one treason value twice
        game = random_game("namayande", 13, seed)
        treason = [a.value["treason"] for a in game.actions
                   if a.kind == "step" and a.key == "mafia" and "treason" in (a.value or {})]
        if len({id(v) for v in treason}) < len(treason):
            break
    assert len({id(v) for v in treason}) < len(treason)  # one value met twice
    text = dump_script(export_script(game))
    assert "&id" not in text and "*id" not in text
    path = tmp_path / "game.yaml"
    path.write_text(text, encoding="utf-8")
    again = import_script(load_script(path))
    assert isinstance(again, Game)
    assert again.state.fingerprint() == game.state.fingerprint()
