"""Capo's gun: each refusal of the trustee's picks says why, with its own detail (decision
Z107-3). A narrator's trial (116a) saw the trustee (seat 10) named as a suspect refused with
«صندلی ۱۰ (حسین) هدف مجاز این انتخاب نیست.», no reason: club_scenarios 9.6 has the trustee
name two suspects other than himself."""

from __future__ import annotations

import pytest

from narrator_app.engine import Game, IllegalAction, Setup
from narrator_app.engine.queries import procedure_targets
from narrator_app.engine.scenario import load_scenario
from narrator_app.messages import refusal_text, seat_label

SEATS = ["don", "witch", "executioner", "detective", "suspect", "armoursmith", "herbalist",
         "heir", "plain_citizen", "plain_citizen"]
NAMES = [f"P{i}" for i in range(1, 11)]


def _day_one() -> Game:
    g = Game(Setup("capo", tuple(NAMES), {}))
    g.deal(list(SEATS))
    g.step("heir", {"heir_of": 9})
    g.end_phase()
    assert (g.state.phase, g.state.number) == ("day", 1)
    return g


@pytest.mark.parametrize("value, detail, seat, fa, en", [
    ({"trustee": 10, "suspects": [10, 5], "real": 10}, "self_suspect", 10,
     "{} معتمد است و نمی‌تواند خودش را مظنون بنامد.",
     "{} is the trustee and cannot name himself as a suspect."),
    ({"trustee": 9, "suspects": [5, 5], "real": 5}, "same_suspect", 5,
     "{} یک بار مظنون نامیده شده است؛ مظنون دیگری را بنامید.",
     "{} is already named as a suspect; name another player."),
    ({"trustee": 9, "suspects": [4, 5], "real": 6}, "not_a_suspect", 6,
     "گلولهٔ واقعی برای یکی از دو مظنون است و {} مظنون نیست.",
     "The real bullet is for one of the two suspects; {} is not one."),
])
def test_the_refusal_says_why(value, detail, seat, fa, en):
    g = _day_one()
    with pytest.raises(IllegalAction) as info:
        g.step("capo_gun", value)
    exc = info.value
    assert (exc.code, exc.facts["detail"]) == ("invalid_target", detail)
    scen = load_scenario("capo")
    assert exc.facts["seat"] == seat
    for lang, words in (("fa", fa), ("en", en)):
        said = words.format(seat_label(seat, NAMES[seat - 1], lang))
        assert refusal_text(exc, scen, NAMES, lang) == said


def test_the_window_s_pick_gives_the_same_reason():
    # the trustee (10) picked: clicking him again as the first suspect is refused the same way
    exc = procedure_targets(_day_one().state, [10])[10]
    assert exc is not None and exc.facts["detail"] == "self_suspect"
    assert "معتمد است" in refusal_text(exc, load_scenario("capo"), NAMES, "fa")
