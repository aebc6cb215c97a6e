"""The guard **may** defuse the bomb at the noon sleep; the holder still names his code at
the end of the day (decision CR37-5; rules_spec 3.5.3 "he **may** defuse it in their place
during the noon-sleep", 3.5.6 step 7 "End of day: bomb holder (if not already defused and
still alive) names a number"; S2:L108, L114, L118; A81, A83).

A narrator's trial in English (Zodiac, 12 players): the bomb on seat 5 (code 3), seats 8
(the magician) and 2 (the bomber) to the defense, one of them voted out. After the exit
vote the day offered the guard's code alone and «End day» waited for it, so a guard who
does not try had to be recorded trying. Now the engine asks both codes at the noon sleep
(:func:`bomb_codes_now`), the guard's as a step the table may pass. Pure, no Qt."""

from __future__ import annotations

import pytest

from narrator_app.engine import Game, Setup, bomb_codes_now, day_step_now, legal_choices
from narrator_app.engine.errors import IllegalAction

#: The trial's deal: 1 detective, 2 bomber, 3 ocean, 4 Zodiac, 5 and 12 plain citizens,
#: 6 guard, 7 Al Capone, 8 magician, 9 gunner, 10 Leon, 11 doctor.
DEAL = ["detective", "bomber", "ocean", "zodiac", "plain_citizen", "guard", "al_capone",
        "magician", "gunner", "leon", "doctor", "plain_citizen"]
HOLDER, CODE, GUARD, BOMBER, MAGICIAN = 5, 3, 6, 2, 8


def _after_the_exit_vote(out: int) -> Game:
    """Day 2: the bomb on 5 (code 3) announced, 8 and 2 to the defense, ``out`` voted out."""
    g = Game(Setup("zodiac", tuple(f"P{i}" for i in range(1, 13)), {}))
    g.deal(DEAL)
    for _ in range(3):  # intro day, intro night, day 1
        g.end_phase()
    g.step("bomber", {"plant": HOLDER, "code": CODE})
    g.end_phase()
    assert (g.state.phase, g.state.number) == ("day", 2)
    assert "bomb:5" in g.state.records[-1].announce
    assert bomb_codes_now(g.state) == ("guard_code", "holder_code")  # both, from the morning
    g.step("votes", {MAGICIAN: 6, BOMBER: 6})
    assert g.state.day.defense == [BOMBER, MAGICIAN]
    other = MAGICIAN if out == BOMBER else BOMBER
    g.step("exit_votes", {out: 6, other: 3})
    assert g.state.player(out).status != "alive" and g.state.player(other).status == "alive"
    assert g.state.winner is None
    return g


@pytest.mark.parametrize("out", [BOMBER, MAGICIAN], ids=["bomber_out", "magician_out"])
def test_the_noon_sleep_asks_the_guard_and_the_holder(out):
    """After the exit vote the noon sleep is in front, and both codes are open: the guard's
    (he may try) and the holder's (the end of the day). The bomber's exit does not void the
    bomb (A81 voids it only when its holder leaves)."""
    g = _after_the_exit_vote(out)
    assert day_step_now(g.state) == "bomb.guard_code"
    assert bomb_codes_now(g.state) == ("guard_code", "holder_code")
    refusal = legal_choices(g.state).end_refusal  # what is missing is the holder's code
    assert refusal is not None and refusal.code == "missing_choice"
    with pytest.raises(IllegalAction) as err:
        g.end_phase()
    assert err.value.code == "missing_choice"


@pytest.mark.parametrize("out", [BOMBER, MAGICIAN], ids=["bomber_out", "magician_out"])
@pytest.mark.parametrize("said, holder_stays", [(CODE, True), (1, False)])
def test_the_guard_passes_and_the_holder_names_his_code(out, said, holder_stays):
    """The guard does not try: nothing recorded for him, he stays; the holder's code at the
    end of the day defuses the bomb (right) or sends him out (wrong); then the day ends."""
    g = _after_the_exit_vote(out)
    g.step("bomb", {"holder_code": said})
    assert g.state.choices["bomb"] == {"holder_code": said}
    assert g.state.extra["bomb"]["done"] is True
    assert g.state.player(GUARD).status == "alive"
    assert (g.state.player(HOLDER).status == "alive") is holder_stays
    assert bomb_codes_now(g.state) == ()
    assert day_step_now(g.state) is None  # «End day» is next
    assert legal_choices(g.state).end_refusal is None
    g.end_phase()
    assert g.state.phase == "night"


@pytest.mark.parametrize("out", [BOMBER, MAGICIAN], ids=["bomber_out", "magician_out"])
def test_the_guard_who_tries_still_ends_the_bomb(out):
    """When the guard does try (A83): a wrong code and he leaves in the holder's place, the
    bomb spent; no holder's code is asked after."""
    g = _after_the_exit_vote(out)
    g.step("bomb", {"guard_code": 4})
    assert g.state.player(GUARD).status != "alive"
    assert g.state.player(HOLDER).status == "alive"
    assert bomb_codes_now(g.state) == ()
    g.end_phase()
    assert g.state.phase == "night"


def test_without_a_guard_only_the_holder_s_code_is_asked():
    """The guard gone from the table: the holder's code alone."""
    g = _after_the_exit_vote(BOMBER)
    g.step("withdraw", [GUARD])
    assert bomb_codes_now(g.state) == ("holder_code",)
    assert day_step_now(g.state) == "bomb.holder_code"
