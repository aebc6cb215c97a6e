"""Bazpors (club_scenarios 3) and its two kinds: ``immune`` (the invulnerable) and
``day_power`` / ``bring_to_defense`` (the interrogator's summons and the interrogation day):
their parameters and refusals, played through game scripts on ``scenarios/bazpors.toml``."""

from __future__ import annotations

from pathlib import Path
from types import SimpleNamespace
from typing import Any

import pytest
from pydantic import ValidationError

from narrator_app.engine import Game, Setup, legal_choices, load_scenario, options_for
from narrator_app.engine.abilities import kind_names, validate_params
from narrator_app.engine.abilities.day_power import DayPowerParams
from narrator_app.engine.abilities.immune import ImmuneParams, shields
from narrator_app.engine.script import run_case

#: 10 players (club_scenarios 3.2): 1 boss, 2 NATO, 3 charlatan, 4 detective, 5 doctor,
#: 6 researcher, 7 invulnerable, 8 interrogator, 9-10 plain citizens.
SEATS10 = ("[mafia_boss, nato, charlatan, detective, doctor, researcher, invulnerable, "
           "interrogator, plain_citizen, plain_citizen]")
OPENING = """
  - intro_day: {}
  - intro_night: {}
  - day: {}
"""


def _case(tmp_path: Path, title: str, script: str, seats: str = SEATS10) -> None:
    path = tmp_path / "case.yaml"
    path.write_text(f"scenario: bazpors\ntitle: \"{title}\"\nrule: club_scenarios 3\n"
                    f"seats: {seats}\nscript:{script}", encoding="utf-8")
    result = run_case(path)
    assert result.passed, "\n".join(result.failures)


# --- the file -------------------------------------------------------------------------------
def test_the_file_loads_at_every_size_with_its_kinds() -> None:
    scen = load_scenario("bazpors")
    assert {"immune", "day_power"} <= set(kind_names())
    assert scen.kind_of("invulnerable") == "immune"
    assert scen.kind_of("interrogator") == "day_power"
    for n in range(10, 14):
        roster = scen.roster_for(n)
        assert len(roster) == n
        assert sum(scen.side_of(r) == "mafia" for r in roster) == (3 if n < 12 else 4)
    assert scen.default_house_rules()["cards_enabled"] is False


# --- immune -------------------------------------------------------------------------------
def test_the_invulnerable_survives_the_night_shot_the_vote_still_takes_him(
        tmp_path: Path) -> None:
    _case(tmp_path, "The shot on the invulnerable removes nobody", OPENING + """
  - night: {mafia: {shot: 7}, doctor: {save: 9}}
  - expect: {left: [], announce: []}
  - day: {votes: {7: 6}, exit_votes: {7: 6}}
  - expect: {left: [7]}
""")


def _holder(params: dict[str, Any], counters: dict[str, Any] | None = None):
    role = SimpleNamespace(params=params)
    scen = SimpleNamespace(has_role=lambda r: True, role=lambda r: role)
    card = SimpleNamespace(kind="immune", role="x", counters=dict(counters or {}), hidden={})
    return SimpleNamespace(scenario=scen), SimpleNamespace(card=card)


def test_immune_parameters_what_it_stops_how_long_and_how_often() -> None:
    st, p = _holder({})
    assert shields(st, p, "night_shot") and not shields(st, p, "poison")  # the defaults
    st, p = _holder({"to": ["poison"]})
    assert shields(st, p, "poison") and not shields(st, p, "night_shot")
    st, p = _holder({"uses": 1})
    assert shields(st, p, "night_shot")
    assert p.card.counters["shields_used"] == 1
    assert not shields(st, p, "night_shot")  # spent: the second shot lands
    st, p = _holder({"while": "until:inherited"})
    assert shields(st, p, "night_shot", spend=False)
    p.card.hidden["inherited"] = True
    assert not shields(st, p, "night_shot")
    st, p = _holder({}, {})
    p.card.kind = "plain_citizen"
    assert not shields(st, p, "night_shot")


def test_immune_parameters_are_checked() -> None:
    assert validate_params("immune", {}) == ImmuneParams()
    for bad in ({"to": ["vote"]}, {"to": []}, {"while": "sometimes"}, {"uses": "twice"},
                {"shield": 1}):
        with pytest.raises(ValidationError):
            validate_params("immune", bad)


# --- day_power: the summons -------------------------------------------------------------
def test_day_power_parameters_are_checked() -> None:
    par = validate_params("day_power", {})
    assert par == DayPowerParams()
    assert (par.uses, par.picks, par.day) == (1, 2, "replaces_vote_if_held")
    assert validate_params("day_power", {"uses": "unlimited"}).uses == "unlimited"
    for bad in ({"variant": "keep_in"}, {"day": "both"}, {"picks": 0}, {"summons": 1}):
        with pytest.raises(ValidationError):
            validate_params("day_power", bad)


@pytest.mark.parametrize("value,code", [
    ("{summon: [8, 9]}", "invalid_target"),       # himself
    ("{summon: [9]}", "bad_count"),               # one player
    ("{summon: [2, 9, 10]}", "bad_count"),        # three players
    ("{summon: [9, 9]}", "invalid_target"),       # the same player twice
    ("{summon: [9, 11]}", "bad_script"),          # no such seat
    ("{summon: 9}", "bad_script"),                # not a list
])
def test_the_summons_refusals(tmp_path: Path, value: str, code: str) -> None:
    _case(tmp_path, "Refused summons", OPENING + f"""
  - night: {{interrogator: {value}}}
    rejected: {code}
""")


def test_no_summons_on_the_intro_night_nor_a_second_one(tmp_path: Path) -> None:
    _case(tmp_path, "Once a game, never on the intro night", """
  - intro_day: {}
  - intro_night: {interrogator: {summon: [2, 9]}}
    rejected: wrong_phase
  - intro_night: {}
  - day: {}
  - night: {interrogator: {summon: [2, 9]}, mafia: {shot: 10}}
  - expect: {left: [10], trackers: {8: {summons_left: 0}}}
  - day: {interrogation: {held: false}}
  - expect: {announce: [interrogation]}
  - night: {interrogator: {summon: [2, 9]}}
    rejected: no_uses_left
""")


def test_a_summoned_player_is_out_of_the_game(tmp_path: Path) -> None:
    _case(tmp_path, "Only players in the game", OPENING + """
  - night: {mafia: {shot: 10}}
  - day: {}
  - night: {interrogator: {summon: [2, 10]}}
    rejected: invalid_target
""")


# --- day_power: the interrogation day ------------------------------------------------------
SUMMONS = OPENING + """
  - night: {interrogator: {summon: [2, 9]}}
  - expect: {left: [], trackers: {8: {summons_left: 0}}}
"""


def test_a_held_interrogation_vote_is_the_days_only_vote(tmp_path: Path) -> None:
    _case(tmp_path, "The interrogation removes NATO and shows his side", SUMMONS + """
  - day: {interrogation: {held: true, exit_votes: {2: 6, 9: 3}}, votes: {4: 6}}
    rejected: not_available
  - day: {interrogation: {held: true, exit_votes: {2: 6, 9: 3}}}
  - expect: {left: [2], announce: [interrogation, 'side_shown:2'], sides: {2: mafia}}
""")


def test_not_held_the_regular_day_follows(tmp_path: Path) -> None:
    _case(tmp_path, "The interrogator lets them go; the day's vote removes a citizen",
          SUMMONS + """
  - day: {interrogation: {held: false, exit_votes: {2: 6, 9: 3}}}
    rejected: not_available
  - day: {interrogation: {held: false}, votes: {10: 6}, exit_votes: {10: 6}}
  - expect: {left: [10], announce: [interrogation]}
""")


def test_the_interrogation_is_required_and_a_tie_goes_to_the_lottery(tmp_path: Path) -> None:
    _case(tmp_path, "A tie between the two is drawn", SUMMONS + """
  - day: {}
    rejected: missing_choice
  - day: {interrogation: {held: true, exit_votes: {2: 4, 9: 4}}}
    rejected: missing_choice
  - day: {interrogation: {held: true, exit_votes: {2: 4, 9: 4}, lottery: 5}}
    rejected: invalid_target
  - day: {interrogation: {held: true, exit_votes: {2: 5, 9: 4}, lottery: 2}}
    rejected: not_available
  - day: {interrogation: {held: true, exit_votes: {2: 4, 9: 4}, lottery: 9}}
  - expect: {left: [9], announce: [interrogation, 'side_shown:9']}
""")


def test_no_interrogation_without_a_summons_and_a_lapsed_one(tmp_path: Path) -> None:
    _case(tmp_path, "A summoned player shot at night: the interrogation lapses", """
  - intro_day: {}
  - intro_night: {}
  - day: {interrogation: {held: false}}
    rejected: not_available
  - day: {}
  - night: {interrogator: {summon: [2, 9]}, mafia: {shot: 9}}
  - expect: {left: [9], trackers: {8: {summons_left: 0}}}
  - day: {interrogation: {held: false}}
    rejected: not_available
  - day: {votes: {10: 6}, exit_votes: {10: 6}}
  - expect: {left: [10]}
""")


def test_the_interrogator_shot_that_night_the_vote_is_held(tmp_path: Path) -> None:
    _case(tmp_path, "C12 - a night shot does not cancel the interrogation", OPENING + """
  - night: {interrogator: {summon: [2, 9]}, mafia: {shot: 8}}
  - expect: {left: [8]}
  - day: {interrogation: {held: false}}
    rejected: not_available
  - day: {interrogation: {held: true, exit_votes: {2: 2, 9: 5}}}
  - expect: {left: [9], announce: [interrogation, 'side_shown:9']}
""")


def test_the_window_is_offered_the_summons_and_the_interrogation() -> None:
    """The night step's two-seat option and the day's interrogation step come from the
    engine (the window names no role or kind)."""
    g = Game(Setup("bazpors", tuple(f"P{i}" for i in range(1, 11))))
    g.deal(["mafia_boss", "nato", "charlatan", "detective", "doctor", "researcher",
            "invulnerable", "interrogator", "plain_citizen", "plain_citizen"])
    for _ in range(3):
        g.end_phase()
    (opt,) = [o for o in options_for(g.state, "interrogator") if o.name == "summon"]
    assert opt.seats == 2
    assert opt.targets[8] is not None and opt.targets[8].code == "invalid_target"
    assert opt.targets[2] is None
    g.step("interrogator", opt.value([2, 9]))
    g.end_phase()
    ch = legal_choices(g.state)
    keys = [s.key for s in ch.steps]
    assert keys[0] == "interrogation" and ch.current is not None
    assert ch.current.key == "interrogation" and ch.current.seats == [2, 9]
    assert ch.end_refusal is not None and ch.end_refusal.code == "missing_choice"
    held = {o.name: o for o in options_for(g.state, "interrogation")}
    assert set(held) == {"held", "not_held"}
    g.step("interrogation", held["held"].value([2, 9], counts={2: 6, 9: 2}))
    assert [s.key for s in legal_choices(g.state).steps] == ["interrogation"]
    assert g.state.view(2).status != "alive"
