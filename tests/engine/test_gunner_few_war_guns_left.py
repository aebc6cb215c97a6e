"""Zodiac's gunner refused more war guns than he holds: the refusal says how many are left
(decision Z107-2). A narrator's trial (87_zod_2war_c) gave two war guns with one in stock
and read «Gunner has no war gun left; give a blank one.» while the trackers read «war 1»."""

from __future__ import annotations

from narrator_app.engine import Game, IllegalAction, Setup
from narrator_app.engine.scenario import load_scenario
from narrator_app.messages import refusal_text

DEAL = ["detective", "bomber", "ocean", "zodiac", "plain_citizen", "guard", "al_capone",
        "magician", "gunner", "leon", "doctor", "plain_citizen"]
GUNNER = 9


def _refusal(give: dict[int, str]) -> IllegalAction:
    g = Game(Setup("zodiac", tuple(f"P{i}" for i in range(1, 13)), {}))
    g.deal(DEAL)
    for _ in range(3):  # intro day, intro night, day 1
        g.end_phase()
    assert g.state.phase == "night"
    try:
        g.step("gunner", {"give": give})
    except IllegalAction as exc:
        return exc
    raise AssertionError("two war guns with one in stock were taken")


def test_two_war_guns_with_one_left_say_one_is_left():
    exc = _refusal({1: "war", 2: "war", 5: "blank"})
    assert exc.code == "no_uses_left"
    assert exc.facts["detail"] == "gun_war_left" and exc.facts["max"] == 1
    scen = load_scenario("zodiac")
    names = [f"P{i}" for i in range(1, 13)]
    fa, en = (refusal_text(exc, scen, names, lang) for lang in ("fa", "en"))
    assert en == "War guns Gunner has left: 1; give blank ones for the rest."
    assert fa == "تفنگدار فقط ۱ تفنگ جنگی دیگر دارد؛ بقیه را مشقی بدهید."
    assert "no war gun" not in en and "دیگری ندارد" not in fa


def test_three_blanks_with_two_left_say_two_are_left():
    exc = _refusal({1: "blank", 2: "blank", 5: "blank"})
    assert (exc.facts["detail"], exc.facts["max"]) == ("gun_blank_left", 2)
    assert refusal_text(exc, load_scenario("zodiac"), [], "en") == "Blank guns Gunner has left: 2."
