"""The Godfather and Al Capone are parameter sets of the ``night_shot`` kind (GN32; was their
own modules, GF21-1), the plain citizen its own module: the engine asks the role's kind as
its params make it (``boss``, ``counted_citizen``), the retired kinds' tracker lines and
place (``panel_rank``), the kind's ``no_ability``, never their names, and plays as before
(S0:L7-L8, S2:L44, L77, L109, L115; A16, A38)."""

from __future__ import annotations

from types import SimpleNamespace

from helpers import at_day_one, new_game, play

from narrator_app.engine import load_scenario
from narrator_app.engine.abilities import (
    KINDS,
    al_capone,
    disabled,
    godfather,
    nostradamus_count,
    plain_citizen,
    team_parts,
    tracker_rank,
)
from narrator_app.engine.abilities.guess_role import GuessRoleParams
from narrator_app.engine.abilities.params import role_kind, role_trackers
from narrator_app.engine.abilities.registry import RETIRED_KINDS, tracker_kind
from narrator_app.engine.choices import night_steps
from narrator_app.engine.house_rules import relevant


def test_each_kind_says_what_the_engine_asks_of_it() -> None:
    """GN32: the Godfather and Al Capone are ``night_shot`` parameter sets; the engine asks
    the role's kind as its params make it (``boss``, ``counted_citizen``), the plain
    citizen's kind its own."""
    gfs, zod = load_scenario("godfather_jack_sparrow"), load_scenario("zodiac")
    gf, ac = role_kind(gfs, godfather.NAME), role_kind(zod, al_capone.NAME)
    pc = KINDS[plain_citizen.NAME]
    assert gf is not None and ac is not None
    assert gf.name == ac.name == "night_shot"
    assert godfather.NAME not in KINDS and al_capone.NAME not in KINDS
    assert (gf.boss, gf.counted_citizen, gf.no_ability) == (True, True, False)
    assert (ac.boss, ac.counted_citizen, ac.no_ability) == (True, False, False)
    assert (pc.boss, pc.counted_citizen, pc.no_ability) == (False, False, True)
    assert role_trackers(gfs, godfather.NAME) == (
        ("vest", "intact"), ("sixth_sense_uses", "count"))
    assert role_trackers(zod, al_capone.NAME) == ()
    # the sixth sense is a guess_role team part in the seeds' form (GS32-2), not his own
    assert gf.stage == "night_shot" and gf.every_night is None and gf.disables_over is None
    assert tracker_kind(gfs.role(godfather.NAME)) == godfather.NAME
    assert tracker_rank(godfather.NAME) < min(tracker_rank(k) for k in KINDS)
    assert not any(k.boss or k.counted_citizen or k.no_ability
                   for k in KINDS.values() if k is not pc)
    # a club boss's night_shot reads as none of them
    club = role_kind(load_scenario("capo"), "don")
    assert club is not None and not (club.boss or club.counted_citizen)


def test_the_detective_reads_both_bosses_as_citizens_and_nostradamus_only_the_godfather() -> None:
    read = RETIRED_KINDS["detective"].from_roles  # an older file's ``kind = "detective"``
    assert read is not None
    roles = [SimpleNamespace(id=godfather.NAME, ability_kind="night_shot",
                             params=godfather.PARAMS),
             SimpleNamespace(id=al_capone.NAME, ability_kind="night_shot",
                             params=al_capone.PARAMS),
             SimpleNamespace(id="don", ability_kind="night_shot", params={}),
             *(SimpleNamespace(id=r, ability_kind=r, params={})
               for r in (plain_citizen.NAME, "simple_mafia"))]
    assert read(roles) == {"reads": {godfather.NAME: "citizen", al_capone.NAME: "citizen"}}
    assert nostradamus_count(new_game().state, [1, 2, 3]) == 2  # the Godfather counted a citizen


def test_the_sixth_sense_rule_is_scoped_by_the_godfather_kind() -> None:
    key = godfather.OVERRIDES_IMMORTALITY
    assert relevant(key, {godfather.NAME}) and not relevant(key, {al_capone.NAME})
    assert not relevant(key, {"night_shot"})  # a club boss's: not his (GN32)
    assert key in load_scenario("godfather_jack_sparrow").default_house_rules()
    assert key not in load_scenario("zodiac").default_house_rules()


def test_a_right_sixth_sense_slaughters_over_a_block_and_counts_a_use() -> None:
    g = at_day_one({"matador_scope": "any_player"})
    play(g, "day")
    st = g.state
    assert st.phase == "night"
    right = {"mafia": {"sixth_sense": {"seat": 4, "role": "dr_watson"}}, "matador": {"block": 4}}
    assert disabled(st, right)[4] == "slaughtered"  # over the Matador's block (step 1)
    assert 4 not in disabled(st, {"mafia": {"sixth_sense": {"seat": 4, "role": "leon"}}})
    play(g, "night", {"mafia": right["mafia"]})
    assert g.state.view(4).exit_cause == "slaughter"
    assert g.state.view(1).card.counters["sixth_sense_uses"] == 1


def test_the_intro_night_wakes_the_city_s_roles_but_not_the_plain_citizens() -> None:
    g = new_game()
    play(g, "intro_day")
    step = next(s for s in night_steps(g.state) if s.key == "city_roles")
    assert step.seats == [4, 5, 6, 7]  # Watson, Leon, Kane, Constantine (A16)


def test_the_sixth_sense_is_a_guess_role_part_where_the_step_lists_it() -> None:
    """GS32-2: the Godfather's card brings the sixth sense as the ``guess_role`` kind's
    team part (seeds' form) where the scenario's ``mafia`` step lists it; classic's and
    mafia_nights' Godfather brings none (their step has no sixth sense)."""
    part = team_parts(load_scenario("godfather_jack_sparrow"))["sixth_sense"]
    assert (part.kind, part.role, part.listed, part.token) == (
        "guess_role", godfather.NAME, True, "sixth_sense")
    assert isinstance(part.params, GuessRoleParams) and part.params.seed_form
    assert part.params.tracker == "sixth_sense_uses" and part.params.guessable == "any_role"
    for sid in ("classic", "mafia_nights"):
        assert "sixth_sense" not in team_parts(load_scenario(sid))


def test_a_sixth_sense_refused_as_before_without_the_guess_role_module_s_club_rules() -> None:
    """The seeds' form keeps the seeds' refusals: any role of the scenario may be named
    (a mafia role on a citizen: a wrong guess, accepted), the shape's detail is
    ``sixth_sense_guess``, a second use under ``sixth_sense_limit = once`` is
    ``no_uses_left`` (``sixth_sense``), and the refusals name the card's kind."""
    from narrator_app.engine import IllegalAction
    from narrator_app.engine.abilities import check_night_choice

    g = at_day_one({"matador_scope": "any_player", "sixth_sense_limit": "once"})
    play(g, "day")
    st = g.state
    check_night_choice(st, "mafia", {"sixth_sense": {"seat": 4, "role": "matador"}})
    try:
        check_night_choice(st, "mafia", {"sixth_sense": {"seat": 4}})
        raise AssertionError("a guess without a role is refused")
    except IllegalAction as e:
        assert (e.code, e.facts.get("detail"), e.facts.get("role")) == (
            "missing_choice", "sixth_sense_guess", godfather.NAME)
    play(g, "night", {"mafia": {"sixth_sense": {"seat": 4, "role": "leon"}}})
    play(g, "day")
    try:
        check_night_choice(g.state, "mafia", {"sixth_sense": {"seat": 5, "role": "leon"}})
        raise AssertionError("a second sixth sense is refused under sixth_sense_limit = once")
    except IllegalAction as e:
        assert (e.code, e.facts.get("detail")) == ("no_uses_left", "sixth_sense")
