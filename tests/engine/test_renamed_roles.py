"""The rename test (issue 21, Done-when): every shipped scenario, copied with every role id
replaced by a new id (each role keeping its ability kind; the copy keeps the seed roster's
exception, rules_spec 6.10 S16), plays every public rule case rewritten to the new ids with
the same outcome, the same refusal codes and the same refusal sentences (rules_spec 6.10
S17: a club's role plays exactly as its kind)."""

from __future__ import annotations

from pathlib import Path
from typing import Any

import pytest
import yaml
from renamed import CASES, SUFFIX, renamed_case, write_renamed, write_renamed_cases
from test_rule_cases import NOT_YET_PLAYED

from narrator_app.engine import Game, IllegalAction
from narrator_app.engine.scenario import (
    find_scenario,
    shipped_entries,
    use_club_folders,
)
from narrator_app.engine.script import apply_entry, run_case, setup_of
from narrator_app.messages import refusal_text

SHIPPED = [e.id for e in shipped_entries()]


@pytest.fixture(scope="module")
def renamed(tmp_path_factory: pytest.TempPathFactory):
    """A club folder with a renamed copy of every shipped scenario; yields the id maps."""
    folder = tmp_path_factory.mktemp("renamed")
    maps = {e.id: write_renamed(folder, Path(e.path)) for e in shipped_entries()}
    use_club_folders([folder])
    yield folder, maps
    use_club_folders([])


@pytest.mark.parametrize("sid", SHIPPED)
def test_a_renamed_copy_of_every_shipped_scenario_loads(renamed, sid: str) -> None:
    entry = find_scenario(sid + SUFFIX)
    assert entry is not None and entry.refused is None, entry


@pytest.mark.parametrize("sid", SHIPPED)
def test_every_public_case_passes_on_the_renamed_copy(renamed, tmp_path: Path, sid: str) -> None:
    _folder, maps = renamed
    paths = write_renamed_cases(tmp_path, sid, maps[sid])
    # a public case the engine does not play yet (test_rule_cases) is not played renamed
    paths = [p for p in paths if f"{sid}/{p.name[len(sid) + 1:]}" not in NOT_YET_PLAYED]
    if not (CASES / sid).is_dir():
        pytest.skip(f"{sid} has no public cases")
    assert paths
    # a case the engine does not play yet is held to that in test_rule_cases (strict xfail)
    paths = [p for p in paths if f"{sid}/{p.name[len(sid) + 1:]}" not in NOT_YET_PLAYED]
    failures = [f for p in paths for f in run_case(p).failures]
    assert not failures, "\n".join(failures)


def _refusals(data: dict[str, Any]) -> list[tuple[str, str, str]]:
    """Each refusal of a case's entries: its code and its sentence in both languages."""
    setup, seats = setup_of(data)
    game = Game.new(setup)
    game.deal(seats)
    st = game.state
    out = []
    for entry in data.get("script") or []:
        if "expect" in entry:
            continue
        (phase,) = [k for k in entry if k != "rejected"]
        try:
            st = apply_entry(st, phase, entry[phase])
        except IllegalAction as exc:
            out.append((exc.code, refusal_text(exc, game.scenario, lang="fa"),
                        refusal_text(exc, game.scenario, lang="en")))
    return out


@pytest.mark.parametrize("sid", SHIPPED)
def test_refusals_on_the_renamed_copy_read_as_the_seed_s(renamed, sid: str) -> None:
    """The same codes and the same sentences: a refusal names the club's role by its name
    (the copy's names are the seed's), never by its id or kind."""
    _folder, maps = renamed
    checked = 0
    for case in sorted((CASES / sid).glob("*.yaml")):
        data = yaml.safe_load(case.read_text(encoding="utf-8"))
        if "rejected" in data or not any("rejected" in e for e in data.get("script") or []):
            continue
        seed = _refusals(data)
        club = _refusals(renamed_case(data, maps[sid]))
        assert club == seed, case.name
        checked += len(seed)
    if sid in ("godfather_jack_sparrow", "mafia_nights", "zodiac"):
        assert checked, "these scenarios' cases have refusals"


def _mafia_nights_at_night(sid: str, ids: dict[str, str]):
    """A mafia_nights game (or its renamed copy) at Night 1, its detective's id."""
    from narrator_app.engine import Game, Setup

    seats = ["godfather", "joker", "dr_lecter", "simple_mafia", "pickpocket", "mayor",
             "die_hard", "leon", "detective", "psychiatrist", "doctor", "plain_citizen"]
    g = Game(Setup(sid, tuple(f"P{i}" for i in range(1, 13))))
    g.deal([ids.get(r, r) for r in seats])
    g.end_phase()
    g.end_phase()
    return g, ids.get("detective", "detective")


def test_undo_of_a_renamed_detective_s_step_asks_the_narrator(renamed) -> None:
    """Taking back the renamed detective's answered step needs the narrator's confirmation,
    as for the seed's detective (the kind's ``confirm_undo``, not a list of role ids)."""
    _folder, maps = renamed
    asks = []
    for sid, ids in (("mafia_nights", {}), ("mafia_nights" + SUFFIX, maps["mafia_nights"])):
        g, det = _mafia_nights_at_night(sid, ids)
        g.step(det, {"inquire": 1})
        asks.append(g.heard_since(1))
    assert asks == [True, True]


def test_a_renamed_detective_s_answer_is_signalled(renamed) -> None:
    """The engine tells the window that the renamed detective's step has an answer to give,
    and which (the kind's ``signal``), as for the seed's detective."""
    from narrator_app.engine import signal_for, signal_form

    _folder, maps = renamed
    seen = []
    for sid, ids in (("mafia_nights", {}), ("mafia_nights" + SUFFIX, maps["mafia_nights"])):
        g, det = _mafia_nights_at_night(sid, ids)
        g.step(det, {"inquire": 1})
        seen.append((signal_form(g.state, det), signal_for(g.state, det)))
    # an ``inquiry``'s answer is signalled under its role's id (issue 21: the detective is
    # an ``inquiry``), the seed's ``detective`` and the renamed copy's own id
    assert seen == [("side_answer", {"detective": "citizen"}),
                    ("side_answer", {maps["mafia_nights"]["detective"]: "citizen"})]


def _night_one(sid: str, deal: list[str], ids: dict[str, str]):
    """A game of ``sid`` with ``deal`` at the start of Night 1 (a required step on the way,
    Jack's curse or Nostradamus's picks, takes the first seats other than his)."""
    from narrator_app.engine import Game, Setup

    g = Game(Setup(sid, tuple(f"P{i}" for i in range(1, len(deal) + 1))))
    g.deal(deal)
    while g.state.phase != "night":
        try:
            g.end_phase()
        except IllegalAction as exc:
            assert exc.code == "missing_choice", exc
            kind = exc.facts["key"]
            if g.state.phase == "day" and kind == "capo_gun":  # Capo's gun (club 6.8)
                alive = g.state.alive_seats()
                g.step(kind, {"trustee": alive[-1], "suspects": alive[-3:-1], "real": alive[-2]})
                continue
            if g.state.phase == "day":  # another procedure's step (the representatives' election)
                from narrator_app.engine.choices import options_for

                opt = next(o for o in options_for(g.state, kind) if o.refusal is None)
                g.step(kind, opt.value(opt.legal_seats()[:opt.seats]))
                continue
            me = g.state.find(kind) or next(p for p in g.state.players if p.role == kind)
            others = [s for s in g.state.alive_seats() if s != me.seat]
            detail = exc.facts.get("detail")
            value = ({"curse": others[0]} if detail == "curse"
                     else {"heir_of": others[0]} if detail == "heir_pick"
                     else {"pick": others[:3], "side": "mafia"})
            g.step(ids.get(kind, kind), value)
    return g


def _offered(st, key: str) -> dict:
    """The options the window is offered at step ``key``: each option's seats and why a
    seat is dimmed (the refusal's code)."""
    from narrator_app.engine import options_for

    return {o.name: {s: (e.code if e is not None else None) for s, e in o.targets.items()}
            for o in options_for(st, key)}


@pytest.mark.parametrize("sid", SHIPPED)
def test_the_window_is_offered_the_same_options_on_the_renamed_copy(renamed, sid: str) -> None:
    """Every step of Night 1 offers the same options and the same dimmed seats for the same
    reasons (the sixth sense and Sherlock's guess were all refused in a renamed copy: their
    probe named a seed's role)."""
    from narrator_app.engine import legal_choices
    from narrator_app.engine.scenario import load_scenario

    _folder, maps = renamed
    ids = maps[sid]
    deal = list(load_scenario(sid).roster.reference)
    seed = _night_one(sid, deal, {})
    club = _night_one(sid + SUFFIX, [ids[r] for r in deal], ids)
    keys = [s.key for s in legal_choices(seed.state).steps]
    assert keys
    for key in keys:
        assert _offered(club.state, ids.get(key, key)) == _offered(seed.state, key), key


@pytest.mark.parametrize(("target", "leaves"), [(12, True), (2, True), (10, False)])
def test_a_renamed_ocean_wakes_as_the_seed_s(renamed, target: int, leaves: bool) -> None:
    """The ocean (the ``wake_link`` kind with the ocean's params, SG4) waking the Zodiac
    (seat 12) or a mafia member (2) leaves at dawn, a citizen (10) not; a wake is spent
    either way; the renamed copy plays the same (its Zodiac named by the role's new id)."""
    from narrator_app.engine.scenario import load_scenario

    _folder, maps = renamed
    ids = maps["zodiac"]
    deal = list(load_scenario("zodiac").roster.reference)
    assert deal[4] == "ocean" and deal[11] == "zodiac"
    seen = []
    for sid, names in (("zodiac", {}), ("zodiac" + SUFFIX, ids)):
        g = _night_one(sid, [names.get(r, r) for r in deal], names)
        g.step(names.get("ocean", "ocean"), {"wake": target})
        g.end_phase()
        ocean = g.state.player(5)
        seen.append((ocean.status, ocean.exit_cause, dict(ocean.card.counters),
                     [p.status for p in g.state.players]))
    assert seen[0] == seen[1]
    status, cause, counters, _ = seen[0]
    assert (status != "alive", cause if leaves else None) == (leaves, "ocean_penalty"
                                                              if leaves else None)
    assert counters == {"wakes_left": 1}
