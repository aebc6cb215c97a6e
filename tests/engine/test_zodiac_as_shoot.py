"""The Zodiac as the general kind ``shoot`` (ZS32; LN10): the shipped file names ``kind =
"shoot"`` with his parameter set; a file written before (his role naming no kind or ``kind =
"zodiac"``, no params, his rules unbound) loads and plays by the same params, rules and
scoping; the kind's new parameters do what his own kind did."""

from __future__ import annotations

import re
from pathlib import Path

import pytest

from narrator_app.engine import Game, IllegalAction, Setup, load_scenario
from narrator_app.engine.abilities.params import role_trackers
from narrator_app.engine.abilities.registry import tracker_kind, tracker_rank
from narrator_app.engine.abilities.zodiac import BINDINGS, PARAMS
from narrator_app.engine.scenario import read_scenario_file, scenarios_dir
from tests.engine.older_forms import assert_rules_as_shipped, read_older
from tests.engine.zodiac_trial import ZODIAC, night_one

#: His three param rules, each with a value other than the shipped default.
OTHER = {"zodiac_shoot_nights": "even", "zodiac_immune_to_mafia_shot": False,
         "save_blocks_zodiac": False, "detective_zodiac_result": "positive"}


def older_text(kind_line: str, detective_bound: bool) -> str:
    """zodiac.toml as written before ZS32: his role with ``kind_line`` ("" : none) and no
    params, his three rules not bound (and, unless ``detective_bound``, the detective's
    reading not bound either: the form before LN13-1)."""
    text = (scenarios_dir() / "zodiac.toml").read_text(encoding="utf-8")
    text = text.replace('id = "zodiac"', 'id = "older_copy"', 1)
    text, n = re.subn(r'(\[\[roles\]\]\nid = "zodiac"\n)kind = "shoot"\n(?:#[^\n]*\n)*'
                      r'params = \{[^\n]*\}\n', rf"\1{kind_line}", text)
    assert n == 1
    keys = [k for k, _ in BINDINGS] + ([] if detective_bound else ["detective_zodiac_result"])
    for key in keys:
        text, n = re.subn(rf'\[\[house_rules\]\]\nkey = "{key}"\nrole = "[a-z_]+"\n'
                          r'(?:[^\n]+\n)*\n?', "", text)
        assert n == 1, key
    return text


@pytest.mark.parametrize("kind_line", ["", 'kind = "zodiac"\n'])
@pytest.mark.parametrize("detective_bound", [True, False])
def test_an_older_zodiac_file_reads_as_the_shipped_one(tmp_path: Path, kind_line: str,
                                                       detective_bound: bool) -> None:
    older = read_older(tmp_path, older_text(kind_line, detective_bound))
    shipped = load_scenario("zodiac")
    zod = older.role("zodiac")
    assert (zod.ability_kind, zod.params) == ("shoot", PARAMS) == (
        shipped.role("zodiac").ability_kind, shipped.role("zodiac").params)
    assert tracker_kind(zod) == tracker_kind(shipped.role("zodiac")) == "zodiac"
    assert role_trackers(older, "zodiac") == role_trackers(shipped, "zodiac") == ()
    assert tracker_rank("zodiac") == tracker_rank("not_a_kind")  # last, as before
    keys = {k for k, _ in BINDINGS} | {"detective_zodiac_result"}
    assert_rules_as_shipped(older, shipped, keys, 4, OTHER)


def test_the_ocean_of_an_older_file_still_leaves_on_waking_him(tmp_path: Path) -> None:
    """The retired ocean's params (read from the file's roles) name the Zodiac, whose
    ``shoot`` params set ``wake_penalty``, as they named the Zodiac kind's role before."""
    text = older_text("", True).replace('id = "ocean"\nkind = "wake_link"\n', 'id = "ocean"\n')
    text = re.sub(r'(id = "ocean"\n)(?:#[^\n]*\n)*params = \{[^\n]*\}\n', r"\1", text)
    path = tmp_path / "older_copy.toml"
    path.write_text(text, encoding="utf-8")
    older, faults = read_scenario_file(path)
    assert older is not None, faults
    assert older.role("ocean").params["leaves_on_roles"] == ["zodiac"]


def test_his_step_keeps_its_one_seat_shape() -> None:
    """``seed_form``: a list of seats is refused as before (``not_a_seat``), though Leon's
    ``shoot`` reads a list of one seat (LN6); an unknown key is refused by its shape."""
    g = night_one(capone_out=False)
    for value, detail in (({"shoot": [4]}, "not_a_seat"), ({"fire": 4}, "unknown_choice")):
        with pytest.raises(IllegalAction) as err:
            g.step("zodiac", value)
        assert (err.value.code, err.value.facts.get("detail")) == ("bad_script", detail)
    g.step("leon", {"shoot": [2]})  # Leon's list of one seat is his shot, as before


def test_no_bullets_to_count_and_never_spent() -> None:
    g = night_one(capone_out=False)
    assert g.state.player(12).card.counters == {}
    g.step("zodiac", {"shoot": 10})
    g.end_phase()
    assert g.state.player(10).exit_cause == "zodiac_shot"
    assert g.state.player(12).card.counters == {}
    assert g.state.player(12).card.hidden["last_shot_night"] == 1


def test_odd_night_refused_under_even_nights() -> None:
    g = Game(Setup("zodiac", tuple(f"P{i}" for i in range(1, 13)),
                   {"zodiac_shoot_nights": "even"}))
    g.deal(ZODIAC)
    for _ in range(3):
        g.end_phase()
    with pytest.raises(IllegalAction) as err:
        g.step("zodiac", {"shoot": 10})
    assert (err.value.code, err.value.facts.get("detail")) == ("not_available", "odd_night")


@pytest.mark.parametrize("survives", [True, False])
def test_his_shot_on_the_guard_is_his_end(survives: bool) -> None:
    """The guard's kind turns the shot (``turnable``, :attr:`Kind.turns_shot`, A82)."""
    g = Game(Setup("zodiac", tuple(f"P{i}" for i in range(1, 13)),
                   {"guard_survives_zodiac_shot": survives}))
    g.deal(ZODIAC)
    for _ in range(3):
        g.end_phase()
    g.step("zodiac", {"shoot": 4})
    g.end_phase()
    assert g.state.player(12).exit_cause == "guard"
    assert (g.state.player(4).exit_cause == "zodiac_shot") is not survives
