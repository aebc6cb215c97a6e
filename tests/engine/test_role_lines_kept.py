"""A role step's line kept by its night's start (:func:`choices._role_line`, in
:attr:`choices._NightStart.holders`: the holder, his spent use where his kind counts it, the
file's words and the step's note) builds every later ask's step of that night as the
checklist made anew builds it: every shipped scenario's random games, each night state
asked in the game's order (the start's entry kept from the night's first ask) against the
same state asked with nothing kept (issue 25's legal-play round, PF105)."""

from __future__ import annotations

import pytest

from narrator_app.engine import choices
from narrator_app.engine.abilities import KINDS
from narrator_app.engine.choices import night_steps
from narrator_app.engine.scenario import load_scenario, scenario_catalogue
from narrator_app.engine.simulate import random_game

SHIPPED = sorted(e.id for e in scenario_catalogue() if e.origin == "shipped" and e.refused is None)


def _sheet(st) -> list[tuple]:
    return [(s.key, s.kind, s.role, tuple(s.seats), repr(s.say), repr(s.gesture), s.done,
             repr(s.value), s.why_dummy, s.show_x, s.note, s.wakes) for s in night_steps(st)]


def _fresh_sheet(st) -> list[tuple]:
    object.__setattr__(st.scenario, "_night_start", None)
    found = _sheet(st)
    object.__setattr__(st.scenario, "_night_start", None)
    return found


@pytest.mark.parametrize("scenario_id", SHIPPED)
def test_a_kept_role_line_builds_the_step_made_anew(scenario_id: str) -> None:
    kept_lines = 0
    for seed in (1, 2):
        game = random_game(scenario_id, load_scenario(scenario_id).roster.min_players + 1, seed)
        for st in game.states:
            if st.phase != "night":
                continue
            kept = _sheet(st)  # in order: a later ask of a night reads its start's lines
            start = choices._night_start(st)
            kept_lines += start is not None and any(
                line[0] is not None for line in start.holders.values())
            assert kept == _fresh_sheet(st), (seed, st.number, sorted(st.choices))
    assert kept_lines  # the kept lines were read


def _fixed_kinds() -> list:
    return [k for k in KINDS.values() if k.night_fixed and (k.is_spent or k.called)]


def test_some_kinds_say_their_hooks_are_fixed_for_a_night() -> None:
    assert {k.name for k in _fixed_kinds()} >= {"save", "shoot"}


@pytest.mark.parametrize("scenario_id", SHIPPED)
def test_a_night_fixed_kind_answers_every_state_of_a_night_as_its_start(
        scenario_id: str) -> None:
    """:attr:`Kind.night_fixed`: a kind's ``is_spent`` and ``called`` read nothing tonight's
    steps change, so the checklist keeps their answers from the night's first ask: every
    night state of random games answers each holder as the night's start does."""
    fixed = _fixed_kinds()
    for seed in (1, 2, 3):
        game = random_game(scenario_id, load_scenario(scenario_id).roster.min_players + 1, seed)
        for st in game.states:
            start = st.base
            if st.phase != "night" or start is None or st.players != start.players:
                continue
            for p in st.players:
                k = KINDS.get(p.card.kind)
                if k not in fixed:
                    continue
                if k.is_spent is not None:
                    assert k.is_spent(st, p) == k.is_spent(start, p), (seed, p.card.role)
                if k.called is not None:
                    assert bool(k.called(st, p.card.role)) == bool(
                        k.called(start, p.card.role)), (seed, p.card.role)
