"""Bazpors (club_scenarios 3) and its two kinds: ``immune`` (the invulnerable) and
``day_power`` / ``bring_to_defense`` (the interrogator's summons and the interrogation day):
their parameters and refusals, played through game scripts on ``scenarios/bazpors.toml``."""

from __future__ import annotations

from pathlib import Path
from types import SimpleNamespace

import pytest
from pydantic import ValidationError

from narrator_app.engine import Game, Setup, legal_choices, load_scenario, options_for
from narrator_app.engine.abilities import kind_names, validate_params
from narrator_app.engine.abilities.day_power import DayPowerParams
from narrator_app.engine.abilities.immune import ImmuneParams, shields
from narrator_app.engine.scenario import scenarios_dir, use_club_folders
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


def _night_one() -> Game:
    """A ten-seat Bazpors (the interrogator at 8, the researcher at 6) at Night 1: the intro
    day, the intro night and Day 1 ended."""
    g = Game(Setup("bazpors", tuple(f"P{i}" for i in range(1, 11))))
    g.deal(["mafia_boss", "nato", "charlatan", "detective", "doctor", "researcher",
            "invulnerable", "interrogator", "plain_citizen", "plain_citizen"])
    for _ in range(3):
        g.end_phase()
    return g


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


@pytest.fixture
def club(tmp_path: Path):
    """Write a copy of bazpors.toml (id ``bz_club``) with the invulnerable's or the
    interrogator's ``params`` given; returns the writer."""
    folder = tmp_path / "club"
    folder.mkdir()
    text = (scenarios_dir() / "bazpors.toml").read_text(encoding="utf-8")

    def write(role: str, params: str) -> None:
        out = text.replace('id = "bazpors"', 'id = "bz_club"', 1)
        marker = f'id = "{role}"\n'
        assert marker in out
        out = out.replace(marker, marker + f"params = {params}\n", 1)
        (folder / "bz_club.toml").write_text(out, encoding="utf-8")
        use_club_folders([folder])

    yield write
    use_club_folders([])


@pytest.mark.parametrize("params,second_shot_lands", [
    ("{ uses = 1 }", True),                       # one shot stopped, the second lands
    ('{ uses = "unlimited" }', False),
    ('{ to = ["poison"] }', None),                # not immune to the shot at all
    ('{ while = "until:inherited" }', False),     # no inheritance recorded: still shielded
])
def test_immune_parameters_what_it_stops_and_how_often(
        club, tmp_path: Path, params: str, second_shot_lands: bool | None) -> None:
    club("invulnerable", params)
    first = "[7]" if second_shot_lands is None else "[]"
    second = "[7]" if second_shot_lands else "[]"
    script = OPENING + f"""
  - night: {{mafia: {{shot: 7}}}}
  - expect: {{left: {first}}}
"""
    if second_shot_lands is not None:
        script += f"""  - day: {{}}
  - night: {{mafia: {{shot: 7}}}}
  - expect: {{left: {second}}}
"""
    path = tmp_path / "case.yaml"
    path.write_text("scenario: bz_club\ntitle: t\nrule: club_scenarios 9.2\n"
                    f"seats: {SEATS10}\nscript:{script}", encoding="utf-8")
    result = run_case(path)
    assert result.passed, "\n".join(result.failures)


def test_a_shield_until_an_event_falls_with_it(club) -> None:
    """``while = until:<event>``: the card's mark ``<event>`` ends the shield."""
    from narrator_app.engine.state import Card

    club("invulnerable", '{ while = "until:inherited" }')
    st = SimpleNamespace(scenario=load_scenario("bz_club"), rules={})
    p = SimpleNamespace(card=Card("invulnerable", kind="immune"))
    assert shields(st, p, "night_shot") and not shields(st, p, "poison")
    p.card.hidden["inherited"] = True
    assert not shields(st, p, "night_shot")
    p.card.kind = "plain_citizen"
    assert not shields(st, SimpleNamespace(card=Card("detective")), "night_shot")


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
  - expect: {left: [10], trackers: {8: {summons_left: 0}}, announce: ['left:10', interrogation]}
  - day: {interrogation: {held: false}}
  - expect: {announce: []}
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
  - expect: {left: [], trackers: {8: {summons_left: 0}}, announce: [interrogation]}
"""


def test_a_held_interrogation_vote_is_the_days_only_vote(tmp_path: Path) -> None:
    _case(tmp_path, "The interrogation removes NATO and shows his side", SUMMONS + """
  - day: {interrogation: {held: true, exit_votes: {2: 6, 9: 3}}, votes: {4: 6}}
    rejected: not_available
  - day: {interrogation: {held: true, exit_votes: {2: 6, 9: 3}}}
  - expect: {left: [2], announce: ['side_shown:2'], sides: {2: mafia}}
""")


def test_not_held_the_regular_day_follows(tmp_path: Path) -> None:
    _case(tmp_path, "The interrogator lets them go; the day's vote removes a citizen",
          SUMMONS + """
  - day: {interrogation: {held: false, exit_votes: {2: 6, 9: 3}}}
    rejected: not_available
  - day: {interrogation: {held: false}, votes: {10: 6}, exit_votes: {10: 6}}
  - expect: {left: [10], announce: []}
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
  - expect: {left: [9], announce: ['side_shown:9']}
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
  - expect: {left: [8], announce: ['left:8', interrogation]}
  - day: {interrogation: {held: false}}
    rejected: not_available
  - day: {interrogation: {held: true, exit_votes: {2: 2, 9: 5}}}
  - expect: {left: [9], announce: ['side_shown:9']}
""")


def test_the_window_is_offered_the_summons_and_the_interrogation() -> None:
    """The night step's two-seat option and the day's interrogation step come from the
    engine (the window names no role or kind)."""
    g = _night_one()
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


# --- the invulnerable against NATO's guess and the trade (club_scenarios 3.6, C7) -------
def test_nato_s_right_guess_removes_the_invulnerable(tmp_path: Path) -> None:
    _case(tmp_path, "NATO beats the invulnerable's immunity", OPENING + """
  - night: {mafia: {nato: {seat: 7, role: invulnerable}}}
  - expect: {left: [7], announce: [nato, 'slaughtered:7'], trackers: {2: {nato_uses: 1}}}
""")


def test_the_trade_wins_the_invulnerable_over_at_10_not_at_13(tmp_path: Path) -> None:
    _case(tmp_path, "C7 - the invulnerable is eligible at 10", OPENING + """
  - night: {mafia: {trade: {sacrifice: 3, recruit: 7}}}
  - expect: {left: [3], announce: [purchase, 'left:3'], sides: {7: mafia}}
""")
    seats13 = ("[mafia_boss, nato, charlatan, simple_mafia, detective, doctor, researcher, "
               "invulnerable, interrogator, sniper, plain_citizen, plain_citizen, "
               "plain_citizen]")
    _case(tmp_path, "C7 - not at 13", OPENING + """
  - night: {mafia: {trade: {sacrifice: 4, recruit: 8}}}
  - expect: {left: [4], sides: {8: city}}
""", seats=seats13)


# --- the file's house rules on the interrogation (club_scenarios 3.10 C10, C11) ----------
def _case_rules(tmp_path: Path, title: str, rules: str, script: str) -> None:
    path = tmp_path / "case.yaml"
    path.write_text(f"scenario: bazpors\ntitle: \"{title}\"\nrule: club_scenarios 3.11\n"
                    f"house_rules: {rules}\nseats: {SEATS10}\nscript:{script}",
                    encoding="utf-8")
    result = run_case(path)
    assert result.passed, "\n".join(result.failures)


def test_c11_extra_defenders_the_two_join_the_day_s_defence(tmp_path: Path) -> None:
    _case_rules(tmp_path, "C11 extra_defenders", "{bz_interrogation_day: extra_defenders}",
                SUMMONS + """
  - day: {interrogation: {held: true, exit_votes: {2: 6, 9: 3}}, votes: {10: 6}}
    rejected: not_available
  - day: {interrogation: {held: true}, votes: {10: 6}, exit_votes: {2: 3, 9: 2, 10: 5}}
  - expect: {left: [10], defense: [2, 9, 10], announce: []}
""")


def test_c11_separate_vote_both_votes_may_remove_a_player(tmp_path: Path) -> None:
    _case_rules(tmp_path, "C11 separate_vote", "{bz_interrogation_day: separate_vote}",
                SUMMONS + """
  - day: {interrogation: {held: true, exit_votes: {2: 6, 9: 3}}, votes: {2: 6}}
    rejected: invalid_target
  - day: {interrogation: {held: true, exit_votes: {2: 6, 9: 3}}, votes: {10: 5},
          exit_votes: {10: 5}}
  - expect: {left: [2, 10], announce: ['side_shown:2']}
""")


def test_c10_unlimited_summons_every_night(tmp_path: Path) -> None:
    _case_rules(tmp_path, "C10 unlimited", "{bz_interrogation_uses: unlimited}", OPENING + """
  - night: {interrogator: {summon: [2, 9]}}
  - expect: {trackers: {8: {summons_left: 1}}}
  - day: {interrogation: {held: false}}
  - night: {interrogator: {summon: [3, 10]}}
  - expect: {trackers: {8: {summons_left: 1}}}
  - day: {interrogation: {held: true, exit_votes: {3: 6, 10: 1}}}
  - expect: {left: [3], sides: {3: mafia}}
""")


def test_a_tied_interrogation_offers_the_lottery_and_random_play_ends() -> None:
    """A tie between the two: the step's one option is the lottery between them; a random
    game of every size reaches a winner (the interrogation never loops)."""
    import random

    from narrator_app.engine.simulate import play_random

    g = _night_one()
    g.step("interrogator", {"summon": [2, 9]})
    g.end_phase()
    g.step("interrogation", {"held": True, "exit_votes": {2: 3, 9: 3}})
    (lot,) = options_for(g.state, "interrogation")
    assert lot.name == "lottery" and lot.legal_seats() == [2, 9]
    g.step("interrogation", lot.value([9]))
    assert g.state.view(9).status != "alive" and g.state.day.needs is None
    for seed in (30, 31, 32, 33):
        g = Game(Setup("bazpors", tuple(f"P{i}" for i in range(1, 11 + seed % 3))))
        play_random(g, random.Random(seed), max_actions=800)
        assert g.state.winner in ("mafia", "city"), seed


def test_the_researcher_interrogated_out_takes_his_link_at_once(tmp_path: Path) -> None:
    """club_scenarios 3.8: a researcher leaving by day takes his link with him at once
    (``left:s``), the interrogation's exit included (C4: any exit)."""
    _case(tmp_path, "The interrogation takes the researcher and his link", OPENING + """
  - night: {researcher: {link: 2}, interrogator: {summon: [6, 9]}}
  - expect: {left: [], trackers: {6: {link: 2}}, announce: [interrogation]}
  - day: {interrogation: {held: true, exit_votes: {6: 6, 9: 2}}}
  - expect: {left: [2, 6], announce: ['side_shown:6', 'left:2']}
""")


def test_the_interrogation_is_announced_with_the_morning() -> None:
    """A narrator's trial: the morning read only «nobody left last night»; «امروز بازجویی
    برگزار می‌شود» came once the decision was recorded, after the two had defended. It is
    the morning's (3.6: «The next day, if both are still in the game, an interrogation is
    held (`interrogation` announced)»): the night's record, its log line and the players'
    display; the decision says it no second time (CF80-32)."""
    from narrator_app.engine import morning_announcement, night_to_announce, public_view

    g = _night_one()
    g.step("interrogator", {"summon": [2, 9]})
    g.end_phase()
    rec = night_to_announce(g.state)
    assert rec is not None and morning_announcement(rec.announce, g.state.rules) == [
        "interrogation"]
    line = [x for x in g.state.log if x.kind == "announce"][-1]
    assert (line.phase, line.data["tokens"]) == ("night", ["interrogation"])
    assert "interrogation" in public_view(g.state).announce
    g.step("interrogation", {"held": False})
    assert g.state.records[-1].announce == []


def test_the_researchers_tracker_shows_tonights_link_once_confirmed() -> None:
    """A narrator's trial: the researcher's tracker read «پیوند: هیچ‌کس» after his step was
    confirmed, until End night. As cupid's lovers (and CF80-13's treason vote), it shows
    tonight's confirmed link at once; before his step, the last night's link, which holds
    until a new one replaces it (BZ12); the card's counter is still written at End night
    (CF80-33)."""
    from narrator_app.engine import trackers

    g = _night_one()
    assert trackers(g.state, 6)["link"] is None
    g.step("researcher", {"link": 2})
    assert trackers(g.state, 6)["link"] == 2
    assert g.state.player(6).card.counters["link"] is None  # written at End night
    g.end_phase()
    g.end_phase()  # Day 2 ends: Night 2
    assert trackers(g.state, 6)["link"] == 2  # the next night, before his step: kept
    g.step("researcher", {"link": 3})
    assert trackers(g.state, 6)["link"] == 3
