"""The seeds' Godfather and Al Capone as the general kind ``night_shot`` (GN32; LN11): the
shipped files name ``kind = "night_shot"`` with their parameter sets; a file written before
(the role naming no kind, or ``kind = "godfather"`` / ``"al_capone"``, no params) loads and
plays by the same params, tracker lines, panel place and house rules; the kind's new
parameters do what their own kinds did."""

from __future__ import annotations

import random
import re
from pathlib import Path

import pytest

from narrator_app.engine import Game, Setup, load_scenario
from narrator_app.engine.abilities import al_capone, godfather, team_parts
from narrator_app.engine.abilities.params import params_of, role_kind, role_trackers
from narrator_app.engine.abilities.registry import tracker_kind, tracker_rank
from narrator_app.engine.scenario import check_scenario_file, read_scenario_file, scenarios_dir
from narrator_app.engine.simulate import play_random

#: (scenario id, the boss's role id, his params) of every shipped file with a seeds' boss.
BOSSES = [("classic", godfather.NAME, godfather.PARAMS),
          ("godfather_jack_sparrow", godfather.NAME, godfather.PARAMS),
          ("godfather_nostradamus", godfather.NAME, godfather.PARAMS),
          ("godfather_sherlock", godfather.NAME, godfather.PARAMS),
          ("mafia_nights", godfather.NAME, godfather.PARAMS),
          ("zodiac", al_capone.NAME, al_capone.PARAMS)]


def older_text(sid: str, boss: str, kind_line: str) -> str:
    """``<sid>.toml`` as written before GN32: the boss's role with ``kind_line`` ("": none)
    and no params."""
    text = (scenarios_dir() / f"{sid}.toml").read_text(encoding="utf-8")
    text = text.replace(f'id = "{sid}"', 'id = "older_copy"', 1)
    text, n = re.subn(rf'(\[\[roles\]\]\nid = "{boss}"\n)kind = "night_shot"\n(?:#[^\n]*\n)*'
                      r'params = \{[^\n]*\}\n', rf"\1{kind_line}", text)
    assert n == 1
    return text


@pytest.mark.parametrize(("sid", "boss", "params"), BOSSES)
@pytest.mark.parametrize("named", [False, True])
def test_an_older_boss_file_reads_and_plays_as_the_shipped_one(
        tmp_path: Path, sid: str, boss: str, params: dict, named: bool) -> None:
    path = tmp_path / "older_copy.toml"
    path.write_text(older_text(sid, boss, f'kind = "{boss}"\n' if named else ""),
                    encoding="utf-8")
    older, faults = read_scenario_file(path)
    assert older is not None, faults
    assert check_scenario_file(path) == []
    shipped = load_scenario(sid)
    mine, theirs = older.role(boss), shipped.role(boss)
    assert (mine.ability_kind, mine.params) == ("night_shot", params) == (
        theirs.ability_kind, theirs.params)
    assert tracker_kind(mine) == tracker_kind(theirs) == boss
    assert role_trackers(older, boss) == role_trackers(shipped, boss)
    assert older.default_house_rules() == shipped.default_house_rules()
    assert params_of(older, boss) == params_of(shipped, boss)
    assert set(team_parts(older)) == set(team_parts(shipped))
    for seed in range(3):
        games = []
        for scen in (older, shipped):
            names = tuple(f"P{i}" for i in range(1, shipped.roster.min_players + 2))
            g = Game(Setup(scen.id, names, {"cards_enabled": False}), scen)
            games.append(play_random(g, random.Random(seed), max_actions=150))
        a, b = games
        assert len(a.actions) > 10
        assert [(x.kind, x.phase, x.key, x.value) for x in a.actions] == [
            (x.kind, x.phase, x.key, x.value) for x in b.actions], seed
        assert a.state.winner == b.state.winner


def test_the_bosses_params_give_what_their_kinds_did() -> None:
    """``reads_as_citizen`` → the seeds' detective reading (``boss``), ``counted_citizen``
    (the Godfather only), their tracker lines and place (the retired kinds'), the sixth
    sense only where the seeds' step lists it, and no ``shot`` part of their own (the
    seeds' step holds the shot)."""
    for sid, boss, _params in BOSSES:
        scen = load_scenario(sid)
        k = role_kind(scen, boss)
        assert k is not None and k.boss
        assert k.counted_citizen == (boss == godfather.NAME)
        parts = team_parts(scen)
        assert "shot" not in parts
        assert ("sixth_sense" in parts) == ("sixth_sense" in scen.mafia_actions())
    assert tracker_rank(godfather.NAME) == 0
    assert tracker_rank(al_capone.NAME) == tracker_rank("not_a_kind")  # last, as before
    # a club boss of the same kind still brings its own shot
    assert "shot" in team_parts(load_scenario("capo"))

