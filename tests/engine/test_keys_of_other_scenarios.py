"""A key another scenario's rules own is ``bad_script`` (game-script: "unknown key"), as any
unknown key is (CF45-18): Namayande's ``accused`` beside Takavar's vote was taken and kept
in the export; Bazpors's ``interrogation`` in Namayande was taken with no effect; Capo's
narrator step ``antidote`` elsewhere was ``not_available``. A club file whose roles need
the antidote vote must list it in its nights (``scenario check``), else its nights would
stall on it."""

from __future__ import annotations

from pathlib import Path

import pytest
from helpers import passes

from narrator_app.engine.scenario import check_scenario_file, scenarios_dir

TK = ("scenario: takavar\nseats: [mafia_boss, nato, hostage_taker, detective, doctor, "
      "commando, guard, gunner, plain_citizen, plain_citizen]\nscript:\n"
      "  - intro_day: {}\n  - intro_night: {}\n")
NM = ("scenario: namayande\nseats: [don, rebel, hacker, guide, doctor, miner, bodyguard, "
      "lawyer, plain_citizen, plain_citizen]\nscript:\n  - intro_day: {}\n"
      "  - intro_night: {}\n  - day: {election: [9, 10]}\n  - night: {}\n")
WW = ("scenario: werewolf\nseats: [werewolf, seer, protector, witch, hunter, cupid]\n"
      "script:\n")


@pytest.mark.parametrize(("head", "entry"), [
    (TK, "day: {accused: [4, 5], votes: {4: 6}, exit_votes: {4: 6}}"),
    (TK, "night: {antidote: {votes: 3}}"),
    (NM, "day: {interrogation: {held: true, exit_votes: {2: 9, 3: 0}}}"),
    (NM, "night: {antidote: {votes: 3}}"),
    (WW, "night: {antidote: {votes: 3}}"),
])
def test_refused_bad_script(tmp_path: Path, head: str, entry: str) -> None:
    passes(tmp_path, f"title: other keys\n{head}  - {entry}\n    rejected: bad_script\n")


def test_a_delayed_poison_needs_the_antidote_step(tmp_path: Path) -> None:
    text = (scenarios_dir() / "capo.toml").read_text(encoding="utf-8")
    i = text.index('key = "antidote"')
    start, end = text.rindex("[[night]]", 0, i), text.index("[[night]]", i)
    path = tmp_path / "capo_copy.toml"
    path.write_text((text[:start] + text[end:]).replace('id = "capo"', 'id = "capo_copy"', 1),
                    encoding="utf-8")
    problems = " | ".join(map(str, check_scenario_file(path)))
    assert "'antidote'" in problems and "add [[night]]" in problems, problems
