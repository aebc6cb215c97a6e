"""A main night's checklist kept by its night's start (:func:`choices._kept_steps`, in
:attr:`choices._NightStart.kept`), keyed on the choices of the steps its kinds' hooks read
(:func:`choices._checklist_reads`, :attr:`Kind.night_reads`; issue 25's legal-play round,
PF106): every shipped scenario's random games, each night state asked in the game's order
against the checklist listed anew with nothing kept; and the keys follow a kind registered
anew (a hook that reads another step's choice; a hook that does not say what it reads).
"""

from __future__ import annotations

import dataclasses
from collections.abc import Iterator
from typing import Any

import pytest

from narrator_app.engine import choices
from narrator_app.engine.abilities import KINDS, registry
from narrator_app.engine.abilities.base import in_play
from narrator_app.engine.choices import night_steps
from narrator_app.engine.scenario import Text, load_scenario, scenario_catalogue
from narrator_app.engine.simulate import random_game

SHIPPED = sorted(e.id for e in scenario_catalogue() if e.origin == "shipped" and e.refused is None)
GN = "godfather_nostradamus"


def _sheet(steps: list[choices.Step]) -> list[tuple]:
    return [(s.key, s.kind, s.role, tuple(s.seats), repr(s.say), repr(s.gesture), s.done,
             repr(s.value), s.why_dummy, s.show_x, s.note, s.wakes, s.options) for s in steps]


def _listed(monkeypatch: pytest.MonkeyPatch) -> list[int]:
    """A count of the checklists listed anew (:func:`choices._listed_steps`)."""
    count = [0]
    listed = choices._listed_steps

    def counted(st: Any, start: Any) -> list[choices.Step]:
        count[0] += 1
        return listed(st, start)

    monkeypatch.setattr(choices, "_listed_steps", counted)
    return count


def _asked_both_ways(scenario_id: str, seeds: tuple[int, ...],
                     count: list[int] | None = None) -> tuple[int, int, int]:
    """(night states asked, those whose kept checklist differs from one listed anew with
    nothing kept, those :func:`night_steps` listed anew: ``count`` counts them): each night
    state of random games in the game's order, so that a later ask of a night reads what
    its earlier asks kept."""
    asked = differ = listed = 0
    for seed in seeds:
        game = random_game(scenario_id, load_scenario(scenario_id).roster.min_players + 1, seed)
        for st in game.states:
            if st.phase != "night":
                continue
            asked += 1
            before = count[0] if count is not None else 0
            kept = _sheet(night_steps(st))
            listed += count[0] - before if count is not None else 1
            fresh = _sheet(choices._listed_steps(st, None))  # no start, nothing kept
            differ += kept != fresh
    return asked, differ, listed


@pytest.mark.parametrize("scenario_id", SHIPPED)
def test_a_kept_checklist_is_the_one_listed_anew(scenario_id: str,
                                                 monkeypatch: pytest.MonkeyPatch) -> None:
    asked, differ, listed = _asked_both_ways(scenario_id, (1, 2, 3), _listed(monkeypatch))
    assert asked and not differ
    st = random_game(scenario_id, load_scenario(scenario_id).roster.min_players + 1, 1).states[-1]
    if choices._checklist_reads(st, in_play(st.scenario).plugged) is not None:
        assert listed < asked  # some asks read a kept checklist


def test_the_godfather_scenarios_read_only_the_team_and_the_hold() -> None:
    st = random_game(GN, 11, 1).states[-1]
    assert choices._checklist_reads(st, in_play(st.scenario).plugged) == (
        "mafia", "matador", "withdraw")


@pytest.fixture
def save_kind() -> Iterator[Any]:
    """Lay another ``save`` kind in the registry (as registering one anew does: the
    registry's marker made anew); the shipped one back after."""
    shipped = KINDS["save"]

    def lay(**changes: Any) -> None:
        KINDS["save"] = dataclasses.replace(shipped, **changes)
        registry.stage_cache = None

    try:
        yield lay
    finally:
        KINDS["save"] = shipped
        registry.stage_cache = None


def _words_after_leon(st: Any, key: str, name: Any) -> tuple[Text, Text] | None:
    """The doctor's words once Leon has chosen tonight: a hook that reads another step."""
    if "leon" not in st.choices:
        return None
    return Text(fa="دکتر پس از لئون", en="The doctor after Leon"), Text(fa="-", en="-")


def test_a_hook_that_reads_another_step_keys_the_checklist_on_it(save_kind: Any) -> None:
    save_kind(words=_words_after_leon, night_reads={"words": ("shoot",)})
    st = random_game(GN, 11, 1).states[-1]
    assert "leon" in choices._checklist_reads(st, in_play(st.scenario).plugged)
    asked, differ, _ = _asked_both_ways(GN, (1, 2, 3, 4, 5, 6))
    assert asked and not differ


def test_a_key_missing_the_step_a_hook_reads_is_seen(save_kind: Any) -> None:
    """The comparison above fails when the key misses a part: the same hook said to read
    nothing keeps the doctor's words from before Leon's choice."""
    save_kind(words=_words_after_leon, night_reads={"words": ()})
    asked, differ, _ = _asked_both_ways(GN, (1, 2, 3, 4, 5, 6))
    assert differ


def test_a_hook_that_does_not_say_what_it_reads_keeps_nothing(save_kind: Any) -> None:
    save_kind(words=_words_after_leon)
    st = random_game(GN, 11, 1).states[-1]
    assert choices._checklist_reads(st, in_play(st.scenario).plugged) is None
    asked, differ, _ = _asked_both_ways(GN, (1, 2))
    assert asked and not differ


def test_a_kind_whose_step_changes_the_state_at_once_keeps_nothing(save_kind: Any) -> None:
    save_kind(on_confirm=lambda st, value: None)
    st = random_game(GN, 11, 1).states[-1]
    assert choices._checklist_reads(st, in_play(st.scenario).plugged) is None


def test_a_hook_a_role_lays_on_its_kind_is_read() -> None:
    """Jack's ``linked_exit`` in the seeds' form calls its own step (``night_call``, laid by
    :attr:`Kind.per_role`, not the registry's kind) and says, laid with it, that the call
    reads no step of tonight (his card alone): his scenario keeps a checklist, the one
    listed anew. Laid without that word, the scenario keeps none."""
    st = random_game("godfather_jack_sparrow", 11, 1).states[-1]
    assert choices._checklist_reads(st, in_play(st.scenario).plugged) is not None
    asked, differ, _ = _asked_both_ways("godfather_jack_sparrow", (1, 2))
    assert asked and not differ
    shipped = KINDS["linked_exit"]

    def unsaid(params: Any) -> dict[str, Any]:
        out = dict(shipped.per_role(params))
        out.pop("night_reads", None)
        return out

    KINDS["linked_exit"] = dataclasses.replace(shipped, per_role=unsaid)
    registry.stage_cache = None
    try:
        st = random_game("godfather_jack_sparrow", 11, 1).states[-1]
        assert choices._checklist_reads(st, in_play(st.scenario).plugged) is None
    finally:
        KINDS["linked_exit"] = shipped
        registry.stage_cache = None
