"""Werewolf's Night 1 without a kill (``ww_first_night_kill = false``, club_scenarios 7.10
C2): the checklist's werewolves line must not ask for a victim; the engine's meeting words
replace the file's on that night only (issue 22 item 3)."""

from __future__ import annotations

import pytest

from narrator_app.engine import Game, Setup, legal_choices, load_scenario

DEAL = ["werewolf", "werewolf", "seer", "protector", "witch", "hunter", "cupid", "villager",
        "villager"]


def _team_step(g: Game):
    return next(s for s in legal_choices(g.state).steps if s.key == "mafia")


def _game(rules: dict) -> Game:
    g = Game(Setup("werewolf", tuple(f"P{i}" for i in range(1, 10)), rules))
    g.deal(DEAL)
    return g


@pytest.mark.parametrize("lang", ["fa", "en"])
def test_no_victim_is_asked_for_on_a_night_without_a_kill(lang: str) -> None:
    file_step = next(d for d in load_scenario("werewolf").night if d.key == "mafia")
    g = _game({"ww_first_night_kill": False})
    step = _team_step(g)
    say, gesture = getattr(step.say, lang), getattr(step.gesture, lang)
    assert say != getattr(file_step.say, lang)
    assert ("victim" not in say) if lang == "en" else ("قربانی" not in say)
    assert getattr(file_step.name, lang) in say  # the team named as the file names it
    assert gesture != getattr(file_step.gesture, lang)
    g.step("cupid", {"lovers": [3, 4]})
    g.end_phase()  # Night 1: no victim
    g.end_phase()  # Day 1
    step = _team_step(g)
    assert getattr(step.say, lang) == getattr(file_step.say, lang)  # Night 2: the kill


def test_with_a_first_night_kill_the_file_s_words_stay() -> None:
    file_step = next(d for d in load_scenario("werewolf").night if d.key == "mafia")
    step = _team_step(_game({}))
    assert step.say == file_step.say and step.gesture == file_step.gesture


def _witch_step(g: Game):
    return next(s for s in legal_choices(g.state).steps if s.key == "witch")


def test_a_night_without_a_kill_is_a_meeting_plus_cupid() -> None:
    """«false makes Night 1 a meeting plus cupid, like rules_spec 3.6» (7.10 C2): the
    checklist calls the wolves (to meet) and Cupid only; the witch, the seer and the
    protector are not called and their steps are ``wrong_phase`` (an auditor's case: the
    witch's poison killed on that night, CF47-34). From Night 2 they are called as usual."""
    from narrator_app.engine import IllegalAction

    g = _game({"ww_first_night_kill": False})
    called = [s.key for s in legal_choices(g.state).steps if s.kind != "reminder"]
    assert called == ["cupid", "mafia"], called  # the file's order: Cupid first
    for key, value in (("witch", {"poison": 1}), ("seer", {"inquire": 1}),
                       ("protector", {"protect": 1}), ("witch", {})):
        with pytest.raises(IllegalAction) as err:
            g.step(key, value)
        assert err.value.code == "wrong_phase", (key, err.value.code)
    g.step("cupid", {"lovers": [3, 4]})
    g.end_phase()  # Night 1: nobody leaves
    assert all(p.status == "alive" for p in g.state.players)
    g.end_phase()  # Day 1
    file_step = next(d for d in load_scenario("werewolf").night if d.key == "witch")
    step = _witch_step(g)
    assert (step.say, step.gesture) == (file_step.say, file_step.gesture)  # Night 2


def test_with_a_first_night_kill_the_witch_s_file_words_stay() -> None:
    file_step = next(d for d in load_scenario("werewolf").night if d.key == "witch")
    step = _witch_step(_game({}))
    assert (step.say, step.gesture) == (file_step.say, file_step.gesture)
