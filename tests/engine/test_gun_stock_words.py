"""A war gun the gunner no longer has is refused in words that say so (decision CR38-15):
«تفنگدار تفنگ جنگی دیگری ندارد؛ تفنگ مشقی را بدهید.», not the generic «توانایی تفنگدار
تمام شده است.» while he still holds blanks (a narrator's trial, Zodiac at 13)."""

from __future__ import annotations

import pytest

from narrator_app.engine import Game, IllegalAction, Setup, load_scenario
from narrator_app.messages import refusal_text


def _first_night(n: int = 12) -> Game:
    scen = load_scenario("zodiac")
    g = Game(Setup("zodiac", tuple(f"P{i}" for i in range(1, n + 1))))
    g.deal(list(scen.roster_for(n)))
    while g.state.phase != "night":
        g.end_phase()
    return g


def test_a_second_war_gun_is_refused_as_a_war_gun_not_as_a_spent_ability():
    g = _first_night()
    st = g.state
    gunner = next(p.seat for p in st.players if p.role == "gunner")
    a, b = [s for s in st.alive_seats() if s != gunner][:2]
    with pytest.raises(IllegalAction) as exc:
        g.step("gunner", {"give": {a: "war", b: "war"}})  # one war gun in stock
    # with one left it says so (Z107-2: «no war gun left» beside the trackers' «war 1»)
    assert (exc.value.code, exc.value.facts.get("detail")) == ("no_uses_left", "gun_war_left")
    scen, names = load_scenario("zodiac"), [p.name for p in st.players]
    assert refusal_text(exc.value, scen, names, "fa") == (
        "تفنگدار فقط ۱ تفنگ جنگی دیگر دارد؛ بقیه را مشقی بدهید.")
    assert refusal_text(exc.value, scen, names, "en") == (
        "War guns Gunner has left: 1; give blank ones for the rest.")
    # none left: the sentence of CR38-15
    none_left = IllegalAction("no_uses_left", key="gunner", role="gunner", detail="gun_war")
    assert refusal_text(none_left, scen, names, "fa") == (
        "تفنگدار تفنگ جنگی دیگری ندارد؛ تفنگ مشقی را بدهید.")
    g.step("gunner", {"give": {a: "war", b: "blank"}})  # what he has: accepted
