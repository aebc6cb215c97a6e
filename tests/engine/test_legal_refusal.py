"""What the pickers offer is what the engine takes (issue 25: legal choices without a copy
of the state): over random games of every shipped scenario, each refusal
:func:`choices.legal_choices` asks of :func:`game.step_refusals` — decided by the checks
alone where the rule allows — is the refusal :func:`game.apply` gives (code and facts), the
state is left exactly as it was, every offered one-seat target is accepted and every
dimmed one refused with the reason shown; and the phase's end kept from the last try is the
state a fresh end makes."""

from __future__ import annotations

import random

import pytest

from narrator_app.engine import choices, game
from narrator_app.engine.errors import IllegalAction
from narrator_app.engine.game import Action, apply
from narrator_app.engine.scenario import load_scenario, shipped_entries
from narrator_app.engine.simulate import _roles, random_game

#: Every shipped scenario at its smallest and largest table.
TABLES = [(e.id, n) for e in shipped_entries()
          for n in sorted({load_scenario(e.id).roster.min_players,
                           load_scenario(e.id).roster.max_players})]


def _by_apply(st, key, value) -> IllegalAction | None:
    try:
        apply(st, Action("step", st.phase, key, value))
    except IllegalAction as exc:
        return exc
    return None


def _same(a: IllegalAction | None, b: IllegalAction | None) -> bool:
    if a is None or b is None:
        return a is b
    return (a.code, a.facts) == (b.code, b.facts)


def _whole(st) -> tuple:
    return (st.fingerprint(), [repr(line) for line in st.log], repr(st.records),
            repr(st.choices), tuple(repr(p.card.hidden) for p in st.players))


@pytest.mark.parametrize(("scenario", "seats"), TABLES)
def test_every_refusal_asked_is_apply_s_own(monkeypatch, scenario, seats):
    """Each (state, step, values) the choices ask — the current step's, and each step
    confirmed before, as the window asks when one is chosen again —: the same refusals as
    applying each value, and the state unchanged by the asking."""
    asked: list[tuple] = []
    real = game.step_refusals

    def recording(st, key, values):
        before = _whole(st)
        got = real(st, key, values)
        assert _whole(st) == before, f"asking {key} changed the state"
        asked.append((st, key, list(values), got))
        return got

    monkeypatch.setattr(choices, "step_refusals", recording)
    alone = 0
    for seed in range(3):
        g = random_game(scenario, seats, seed, house_rules={}, max_actions=200)
        for st in g.states[1:]:
            for step in choices.legal_choices(st).steps:  # a step chosen again, too
                if step.done and step.kind == "input":
                    choices.options_for(st, step.key)
    for st, key, values, got in asked:
        alone += game._checked_alone(st, key)
        for value, refusal in zip(values, got, strict=True):
            assert _same(refusal, _by_apply(st, key, value)), (scenario, key, value)
    assert asked and alone > 0


@pytest.mark.parametrize(("scenario", "seats"), TABLES)
def test_offered_targets_are_taken_and_dimmed_ones_refused_as_shown(scenario, seats):
    """Every one-seat option of the current night step (asked of the rules; a day
    procedure's own options are not, :func:`choices._registered_options`): a legal seat's
    value is accepted, a dimmed seat's refused with the reason the picker shows (a role
    guess naming a role the guess may name, as the random driver does)."""
    checked = 0
    for seed in range(3):
        g = random_game(scenario, seats, seed, house_rules={}, max_actions=200)
        for st in g.states[1:]:
            step = choices.legal_choices(st).current
            if not st.phase.endswith("night"):
                continue
            for opt in step.options if step is not None else []:
                if opt.seats != 1 or opt.build is None or opt.kinds or opt.slots:
                    continue
                for seat, shown in opt.targets.items():
                    role = _roles(st, opt)[0] if opt.role_guess else None
                    value = opt.value([seat], role)
                    assert _same(_by_apply(st, step.key, value), shown), (
                        step.key, seat)
                    checked += 1
    assert checked > 0


def test_the_kept_end_of_a_phase_is_a_fresh_end():
    """Ending the phase legal_choices just tried gives that state; it reads as an end made
    anew, and a state ended once before (not the last) is ended anew."""
    g = random_game("godfather_nostradamus", 11, 4)
    rng = random.Random(1)
    ends = [i for i, a in enumerate(g.actions) if a.kind == "end_phase"]
    for i in rng.sample(ends, min(6, len(ends))):
        st = g.states[i]
        assert choices.legal_choices(st).end_refusal is None
        kept = apply(st, Action("end_phase"))
        assert apply(st, Action("end_phase")) is kept
        fresh = game._end_phase(st)
        assert _whole(kept) == _whole(fresh) == _whole(g.states[i + 1])
    first, second = g.states[ends[0]], g.states[ends[1]]
    a = apply(first, Action("end_phase"))
    apply(second, Action("end_phase"))
    assert apply(first, Action("end_phase")) is not a


@pytest.mark.parametrize(("scenario", "seats"), TABLES)
def test_the_end_offered_is_the_end_apply_gives(scenario, seats):
    """The phase's end as the checklist offers it (``end_refusal``: a night's end asked of
    its end checks alone, not resolved, :func:`game.end_refusal`) is refused exactly when
    :func:`game.apply` refuses it, with the same code and facts, at every state of random
    games (mid-night ones with a required step missing among them); asking changes
    nothing."""
    refused = allowed = 0
    for seed in range(3):
        g = random_game(scenario, seats, seed, house_rules={}, max_actions=200)
        for st in g.states[1:]:
            before = _whole(st)
            offered = choices.legal_choices(st, options=False).end_refusal
            assert _whole(st) == before
            try:
                apply(st, Action("end_phase"))
            except IllegalAction as exc:
                real: IllegalAction | None = exc
            else:
                real = None
            assert _same(offered, real), (scenario, seed, st.phase, st.number, offered, real)
            refused += offered is not None
            allowed += offered is None
    assert refused > 0 and allowed > 0
